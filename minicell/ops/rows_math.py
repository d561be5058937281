"""Op table rows for elementwise math beyond the core: inverse hyperbolic functions, special
functions, rounding, IEEE helpers, complex numbers, and MindSpore's extra spellings of core ops
(``arccos``, ``tensor_add``, ``floordiv``, Tensor methods); integers and bits are in
``rows_bits``.

Same conventions as ``op_table`` (see ``_table``): one row per op, naming every public
spelling (functional names, Primitive class and its ``ops.operations`` submodule, Tensor
methods, ``minicell.numpy`` names). ``minicell.numpy`` names take numpy's trailing ``dtype``
argument through ``np_adapter``.

>>> from minicell import ops, Tensor
>>> ops.arccos is ops.acos, ops.xlogy(Tensor([0.0, 2.0]), 1.0).asnumpy().tolist()
(True, [0.0, 0.0])
"""
import numbers

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F, np_signatures as NPS, scalar_pairs, tensor_methods as TM
from . import _domain_checks as DC, number_operands as NO
from ._util import check_same_dtype, ms_type_name, read_graph_scalar
from ._params import with_params
from ._table import TABLE, binary as bi, declare as row, unary as un
from .primitive import Primitive, prim_attr_register


def canonical(name):
    """The function of the row already declaring functional name ``name`` (for aliases)."""
    for r in TABLE:
        if name in r.names:
            return r.fn
    raise KeyError(name)


def np_adapter(fn, float_int=False):
    """``fn`` with numpy's trailing ``dtype=None``; ``float_int``: integer inputs compute in
    Float32 (as ``mindspore.numpy`` does for transcendental functions)."""
    def adapted(*args, dtype=None):
        if float_int:
            args = [F.cast(a, mstype.float32) if _is_int(a) else a for a in args]
        out = fn(*args)
        return out if dtype is None else F.cast(out, dtype)
    adapted.__name__ = adapted.__qualname__ = getattr(fn, "__name__", "adapted")
    adapted.__doc__ = f"``mindspore.numpy`` form of ``{adapted.__name__}`` (``dtype=None``)."
    return adapted


def _is_int(a):
    return hasattr(a, "dtype") and a.dtype not in mstype.float_type and \
        a.dtype not in (mstype.complex64, mstype.complex128)


def ew(opname, names, params, prim=None, module="math_ops", tensor=(), numpy=(),
       same_dtype=False, alias_params=()):
    """An elementwise row (like ``_table.unary``/``binary``) whose function has MindSpore's own
    parameter names (``bessel_j0(x)``, ``float_power(input, exponent)``), so keyword calls
    work; the function is generated from ``params`` as ``namedtuple`` generates its methods.
    ``same_dtype``: the primitive does not promote, two Tensor operands of different dtypes
    are 2.10's TypeError (``check_same_dtype``). ``alias_params``: the ``params`` of a row
    for aliases 2.10 names otherwise (``i0(input)`` beside ``bessel_i0(x)``)."""
    args = ", ".join(params)
    scope = {"dispatch": dispatch, "op": get_op(opname), "check": check_same_dtype}
    check = (f"    check({prim!r}, " + ", ".join(f"({p!r}, {p})" for p in params) + ")\n"
             if same_dtype else "")
    exec(f"def {opname}({args}):\n{check}    return dispatch(op, ({args},))", scope)  # noqa: S102
    fn = scope[opname]
    fn.__module__ = "minicell.ops.functional"
    fn.__doc__ = f"Elementwise ``{opname}`` (MindSpore's ``{prim or _tuple1(names)}``)."
    return row(fn, names, prim=prim, module=module if prim else None, tensor=tensor,
               numpy=numpy, op=opname, params=alias_params)


def _tuple1(names):
    return names if isinstance(names, str) else names[0]


def _check_number_attrs(prim, valid, kind=numbers.Real, **attrs):
    """2.10's TypeError for a primitive attribute (``nan``, ``eps``) that is neither None nor
    a number (of ``kind``): ``prim`` names it, ``valid`` is the valid calling's text."""
    if all(v is None or (isinstance(v, kind) and (kind is numbers.Real or
                                                  not isinstance(v, bool)))
           for v in attrs.values()):
        return
    for v in attrs.values():         # float(t) in a construct: op by op
        read_graph_scalar(v, (int, float) if kind is numbers.Real else (int,))
    got = ", ".join(f"{k}={'None' if v is None else ms_type_name(v)}" for k, v in attrs.items())
    raise TypeError(f'Failed calling {prim} with "{prim}({got})(input=Tensor)".\nThe valid '
                    f'calling should be: \n"{valid}".')


def _with_attrs(opname, *inputs, **attrs):
    return dispatch(get_op(opname), inputs, freeze_attrs(attrs))


# ---- inverse trigonometric and hyperbolic functions -------------------------------------------
un("acosh", ("acosh", "arccosh"), ("Tensor([1.0])", "[0.0]"), "Acosh",
   tensor=("acosh", "arccosh"))
un("asinh", ("asinh", "arcsinh"), ("Tensor([0.0])", "[0.0]"), "Asinh",
   tensor=("asinh", "arcsinh"))
un("atanh", ("atanh", "arctanh"), ("Tensor([0.0])", "[0.0]"), "Atanh",
   tensor=("atanh", "arctanh"))
# mindspore.numpy computes integer inputs of these in Float32, where the ops' own kernels
# refuse them (measured on 2.10: numpy.sin(int32) is Float32, ops.sin(int32) a TypeError)
for _np_name, _op in (("arccosh", "acosh"), ("arcsinh", "asinh"), ("arctanh", "atanh"),
                      ("sin", "sin"), ("cos", "cos"), ("tan", "tan"), ("tanh", "tanh"),
                      ("ceil", "ceil"), ("arctan2", "atan2"), ("isinf", "isinf")):
    row(np_adapter(canonical(_op), float_int=True), (), numpy=_np_name)
row(canonical("acos"), "arccos", prim="ACos", module="math_ops", tensor=("acos", "arccos"))
row(canonical("asin"), "arcsin", tensor=("asin", "arcsin"), params={"arcsin": ("x",)})
row(canonical("atan"), "arctan", tensor=("atan", "arctan"))
row(canonical("atan2"), "arctan2", tensor=("atan2", "arctan2"))
for _np_name, _op in (("sinh", "sinh"), ("cosh", "cosh"), ("arcsin", "asin"),
                      ("arccos", "acos"), ("arctan", "atan")):
    row(np_adapter(canonical(_op), float_int=True), (), numpy=_np_name)
row(canonical("sinh"), (), tensor="sinh")
row(canonical("cosh"), (), tensor="cosh")
row(canonical("tan"), (), tensor="tan")

# ---- exponentials, logarithms, angles ---------------------------------------------------------
un("exp2", "exp2", ("Tensor([3.0])", "[8.0]"))
un("log2", "log2", ("Tensor([8.0])", "[3.0]"), tensor="log2")
un("log10", "log10", ("Tensor([100.0])", "[2.0]"), tensor="log10")
ew("deg2rad", "deg2rad", ("x",), tensor="deg2rad")
ew("rad2deg", "rad2deg", ("x",), tensor="rad2deg")
for _name, _ex in (("logaddexp", ("Tensor([0.0]), Tensor([0.0])", "[0.6931471824645996]")),
                   ("logaddexp2", ("Tensor([1.0]), Tensor([1.0])", "[2.0]"))):   # the method
    row(NO.float_operands(bi(_name, _name, _ex), _name), (), tensor=_name)  # refuses ints
bi("hypot", "hypot", ("Tensor([3.0]), Tensor([4.0])", "[5.0]"), "Hypot", tensor="hypot")
ew("copysign", "copysign", ("x", "other"), tensor="copysign")
ew("ldexp", "ldexp", ("x", "other"), tensor="ldexp")
ew("float_power", "float_power", ("input", "exponent"))
for _name, _fi in (("exp2", True), ("log2", False), ("log10", False), ("deg2rad", True),
                   ("rad2deg", True), ("logaddexp", False), ("logaddexp2", False),
                   ("hypot", True), ("copysign", False)):
    row(np_adapter(canonical(_name), float_int=_fi), (), numpy=_name)
row(np_adapter(canonical("deg2rad"), float_int=True), (), numpy="radians")
row(np_adapter(canonical("pow"), float_int=True), (), numpy="float_power")
row(canonical("exp"), "tensor_exp")
row(canonical("expm1"), "tensor_expm1", tensor="expm1")


def cbrt(x, dtype=None):
    """Real cube root (``mindspore.numpy.cbrt``) as 2.10 computes it: ``|x| / x * |x| **
    (1/3)`` in Float32 (Float64 stays), so 0 gives NaN (measured, both modes)."""
    if x.dtype != mstype.float64:
        x = F.cast(x, mstype.float32)
    magnitude = canonical("abs")(x)
    out = canonical("div")(magnitude, x) * canonical("pow")(magnitude, 1.0 / 3.0)
    return out if dtype is None else F.cast(out, dtype)


row(cbrt, (), numpy="cbrt")


# ---- special functions ------------------------------------------------------------------------
ew("bessel_i0", ("bessel_i0", "i0"), ("x",), "BesselI0", tensor="i0",
   alias_params={"i0": ("input",)})
ew("bessel_i0e", "bessel_i0e", ("x",), "BesselI0e")
ew("bessel_i1", "bessel_i1", ("x",), "BesselI1")
ew("bessel_i1e", "bessel_i1e", ("x",), "BesselI1e")
ew("bessel_j0", "bessel_j0", ("x",), "BesselJ0")
ew("bessel_j1", "bessel_j1", ("x",), "BesselJ1")
ew("bessel_y0", "bessel_y0", ("x",), "BesselY0")
ew("bessel_y1", "bessel_y1", ("x",), "BesselY1")
ew("bessel_k0", "bessel_k0", ("x",), "BesselK0")
ew("bessel_k0e", "bessel_k0e", ("x",), "BesselK0e")
ew("bessel_k1", "bessel_k1", ("x",), "BesselK1")
ew("bessel_k1e", "bessel_k1e", ("x",), "BesselK1e")
un("digamma", "digamma", ("Tensor([1.0])", "[-0.5772156715393066]"), "Digamma",
   tensor="digamma")
un("lgamma", "lgamma", ("Tensor([3.0])", "[0.6931471824645996]"), "Lgamma", tensor="lgamma")
un("erfc", "erfc", ("Tensor([0.0])", "[1.0]"), "Erfc", tensor="erfc")
un("erfinv", "erfinv", ("Tensor([0.0])", "[0.0]"), "Erfinv", tensor="erfinv")
un("sinc", "sinc", ("Tensor([0.0])", "[1.0]"), "Sinc", tensor="sinc")
bi("igamma", "igamma", ("Tensor([1.0]), Tensor([0.0])", "[0.0]"), "Igamma", tensor="igamma")
bi("igammac", "igammac", ("Tensor([1.0]), Tensor([0.0])", "[1.0]"), "Igammac",
   tensor="igammac")
bi("zeta", "zeta", ("Tensor([2.0]), Tensor([1.0])", "[1.6449340581893921]"), "Zeta")
bi("xlogy", "xlogy", ("Tensor([0.0]), Tensor([0.0])", "[0.0]"), "Xlogy", tensor="xlogy")
ew("xdivy", "xdivy", ("x", "y"), "Xdivy", tensor="xdivy")
ew("polygamma", "polygamma", ("n", "input"), "Polygamma")


def betainc(a, b, x):
    """The regularized incomplete beta function ``I_x(a, b)`` (MindSpore's ``Betainc``)."""
    return dispatch(get_op("betainc"), (a, b, x))


row(betainc, (), prim="Betainc", module="math_ops")


def logit(input, eps=None):
    """``log(x / (1 - x))``, ``x`` first clipped to ``[eps, 1 - eps]`` when ``eps`` is given.

    >>> from minicell import ops, Tensor
    >>> ops.logit(Tensor([0.5])).asnumpy().tolist()
    [0.0]
    """
    _check_number_attrs("Logit", "Logit(eps=<float>)(input=<Tensor>)", float, eps=eps)
    return _with_attrs("logit", input, eps=-1.0 if eps is None else float(eps))


def mvlgamma(input, p):
    """Multivariate log-gamma of dimension ``p`` (every element must exceed ``(p - 1) / 2``).

    >>> from minicell import ops, Tensor
    >>> round(ops.mvlgamma(Tensor([3.0]), 1).item(), 5)
    0.69315
    """
    if not isinstance(p, int) or isinstance(p, bool):
        raise TypeError(f"For 'Mvlgamma', the type of 'p' should be 'int', but got type "
                        f"'{type(p).__name__}'.")
    if p < 1:
        raise ValueError(f"For 'mvlgamma', 'p' must be an int >= 1, but got {p!r}")
    return _with_attrs("mvlgamma", DC.mvlgamma_input(input, p), p=p)


class Logit(Primitive):
    """``Logit(eps=-1.0)(x)``: ``ops.logit`` (a negative ``eps`` means no clipping)."""

    @prim_attr_register
    def __init__(self, eps=-1.0):
        self.eps = float(eps)

    def __call__(self, input):
        return logit(input, None if self.eps < 0 else self.eps)


class Mvlgamma(Primitive):
    """``Mvlgamma(p)(x)``: ``ops.mvlgamma``."""

    @prim_attr_register
    def __init__(self, p):
        self.p = p

    def __call__(self, x):
        return mvlgamma(x, self.p)


row(logit, "logit", tensor="logit", op="logit")
row(mvlgamma, "mvlgamma", prim=Mvlgamma, module="array_ops", tensor="mvlgamma")


# ---- rounding, remainders, IEEE helpers -------------------------------------------------------
un("trunc", "trunc", ("Tensor([-1.5])", "[-1.0]"), "Trunc", tensor="trunc")
ew("frac", "frac", ("x",), tensor="frac")
un("sgn", "sgn", ("Tensor([-2.0])", "[-1.0]"), tensor="sgn")
ew("inv", "inv", ("x",), "Inv", tensor="inv")
un("signbit", "signbit", ("Tensor([-1.0])", "[True]"), tensor="signbit")
un("isposinf", "isposinf", ("Tensor([1.0])", "[False]"), tensor="isposinf")
un("isneginf", "isneginf", ("Tensor([1.0])", "[False]"), tensor="isneginf")
un("isreal", "isreal", ("Tensor([1.0])", "[True]"), tensor="isreal")
row(canonical("round"), (), prim="Rint", module="array_ops")
bi("fmax", "fmax", ("Tensor([1.0]), 2.0", "[2.0]"), "Fmax", tensor="fmax")
bi("fmin", "fmin", ("Tensor([1.0]), 2.0", "[1.0]"), "Fmin", tensor="fmin")
bi("fmod", "fmod", ("Tensor([-7.0]), 2.0", "[-1.0]"), tensor="fmod", numpy=("fmod", NPS.fmod))
ew("truncate_div", "truncate_div", ("x", "y"), "TruncateDiv")
ew("truncate_mod", "truncate_mod", ("x", "y"), "TruncateMod")
ew("real_div", "tensor_div", ("x", "y"), "RealDiv")     # integers: TruncateDiv's quotient
bi("nextafter", "nextafter", ("Tensor([0.0]), Tensor([0.0])", "[0.0]"), "NextAfter",
   tensor="nextafter")
ew("heaviside", "heaviside", ("input", "values"), "Heaviside", same_dtype=True,
   tensor="heaviside")


def div_no_nan(x, y):
    """``x / y``, 0 where ``y == 0`` (MindSpore's ``DivNoNan``)."""
    return dispatch(get_op("div_no_nan"), (x, y))


def mul_no_nan(x, y):
    """``x * y``, 0 where ``y == 0`` even if ``x`` is inf or NaN (MindSpore's ``MulNoNan``)."""
    return dispatch(get_op("mul_no_nan"), (x, y))


row(div_no_nan, (), prim="DivNoNan", module="math_ops")
row(mul_no_nan, (), prim="MulNoNan", module="math_ops")
for _name, _np, _fi in (("trunc", ("trunc", "fix"), True), ("signbit", "signbit", False),
                        ("heaviside", "heaviside", False), ("round", "rint", False)):
    row(np_adapter(canonical(_name), float_int=_fi), (), numpy=_np)
row(np_adapter(canonical("abs")), (), numpy="fabs")
row(canonical("isposinf"), (), numpy="isposinf")
row(canonical("isneginf"), (), numpy="isneginf")


def nan_to_num(input, nan=None, posinf=None, neginf=None):
    """NaN -> ``nan`` (default 0), +inf -> ``posinf``, -inf -> ``neginf`` (default: the
    dtype's largest / smallest finite value).

    >>> from minicell import ops, Tensor
    >>> ops.nan_to_num(Tensor([float('nan'), 1.0])).asnumpy().tolist()
    [0.0, 1.0]
    """
    _check_number_attrs("NanToNum", "NanToNum(nan=<bool, int, float>, posinf=<bool, int, "
                        "float>, neginf=<bool, int, float>)(input=<Tensor>)",
                        nan=nan, posinf=posinf, neginf=neginf)
    return _with_attrs("nan_to_num", input, nan=0.0 if nan is None else float(nan),
                       posinf=None if posinf is None else float(posinf),
                       neginf=None if neginf is None else float(neginf))


def approximate_equal(x, y, tolerance=1e-5):
    """``|x - y| < tolerance`` elementwise.

    >>> from minicell import ops, Tensor
    >>> ops.approximate_equal(Tensor([1.0, 2.0]), Tensor([1.0, 2.1])).asnumpy().tolist()
    [True, False]
    """
    if isinstance(tolerance, bool) or not isinstance(tolerance, float):
        raise TypeError(f"For 'ApproximateEqual', the type of 'tolerance' should be 'float', but "
                        f"got type '{type(tolerance).__name__}'.")
    sx, sy = tuple(getattr(x, "shape", ())), tuple(getattr(y, "shape", ()))
    if sx != sy:                       # MindSpore's kernel: no broadcasting (measured, 2.10)
        raise RuntimeError(f"For 'ApproximateEqual', arg 'x1' must have the same shape as "
                           f"'x2'. But got 'x1' shape: {sx}, 'x2' shape: {sy}.")
    if len(sx) >= 8:
        raise RuntimeError(f"For 'ApproximateEqual', the x's rank should be less than 8, but "
                           f"got: {len(sx)}")
    return _with_attrs("approximate_equal", x, y, tolerance=tolerance)


class NanToNum(Primitive):
    """``NanToNum(nan=0.0, posinf=None, neginf=None)(x)``: ``ops.nan_to_num``."""

    @prim_attr_register
    def __init__(self, nan=0.0, posinf=None, neginf=None):
        self.nan, self.posinf, self.neginf = nan, posinf, neginf

    def __call__(self, input):
        return nan_to_num(input, self.nan, self.posinf, self.neginf)


class ApproximateEqual(Primitive):
    """``ApproximateEqual(tolerance=1e-5)(x, y)``: ``ops.approximate_equal``."""

    @prim_attr_register
    def __init__(self, tolerance=1e-5):
        if isinstance(tolerance, bool) or not isinstance(tolerance, float):
            raise TypeError(f"For 'ApproximateEqual', the type of 'tolerance' should be 'float', "
                            f"but got type '{type(tolerance).__name__}'.")
        self.tolerance = tolerance

    def __call__(self, x, y):
        scalar_pairs.refuse("ApproximateEqual", x, y)
        return approximate_equal(x, y, self.tolerance)


class IsClose(Primitive):
    """``IsClose(rtol=1e-05, atol=1e-08, equal_nan=False)(x, y)``: ``ops.isclose``."""

    @prim_attr_register
    def __init__(self, rtol=1e-05, atol=1e-08, equal_nan=False):
        self.rtol, self.atol, self.equal_nan = rtol, atol, equal_nan

    def __call__(self, input, other):
        scalar_pairs.refuse("IsClose", input, other, vars(self))
        return F.isclose(input, other, self.rtol, self.atol, self.equal_nan)


row(nan_to_num, "nan_to_num", tensor="nan_to_num", op="nan_to_num")
row(approximate_equal, "approximate_equal", op="approximate_equal",
    tensor=("approximate_equal", with_params(approximate_equal, ("x", "other"))))
for _cls in (NanToNum, ApproximateEqual, Logit):
    row(None, prim=_cls, module="math_ops")
row(None, prim=IsClose, module="math_ops")


# ---- complex numbers --------------------------------------------------------------------------
un("real", "real", ("Tensor([1.0])", "[1.0]"), "Real", tensor="real")
un("imag", "imag", ("Tensor([1.0])", "[0.0]"), "Imag", tensor="imag")
un("conj", "conj", ("Tensor([1.0])", "[1.0]"), "Conj", tensor="conj")
un("angle", "angle", None, "Angle", tensor="angle")
ew("polar", "polar", ("abs", "angle"), "Polar", same_dtype=True)


def complex_(real, imag):
    """``real + 1j * imag`` (MindSpore's ``Complex``: Float32 parts give Complex64)."""
    return dispatch(get_op("complex"), (real, imag))


def complex_abs(x):
    """``|x|`` of a complex tensor, real-valued (MindSpore's ``ComplexAbs``)."""
    if not is_complex(x):
        raise TypeError(f"For 'ComplexAbs', the type of 'x' must be a complex Tensor, but got "
                        f"{x.dtype}")
    return canonical("abs")(x)


row(complex_, (), prim="Complex", module="math_ops")
row(complex_abs, (), prim="ComplexAbs", module="math_ops")


def is_complex(input):
    """Whether ``input``'s dtype is complex (a Python bool)."""
    if not isinstance(input, Tensor):
        raise TypeError("The input must be Tensor!")
    return input.dtype in (mstype.complex64, mstype.complex128)


def positive(input):
    """``input`` itself."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For positive, input must be a Tensor, but got {type(input)}.")
    return input


row(is_complex, "is_complex", tensor="is_complex")
row(TM.is_floating_point, "is_floating_point", params=("input",))
row(positive, "positive", tensor="positive")
row(np_adapter(positive), (), numpy="positive")


# ---- MindSpore's other spellings of core ops ---------------------------------------------------
def subtract(input, other, *, alpha=1):
    """``input - alpha * other``.

    >>> from minicell import ops, Tensor
    >>> ops.subtract(Tensor([4.0]), Tensor([1.0]), alpha=2).asnumpy().tolist()
    [2.0]
    """
    return canonical("sub")(input, other if alpha == 1 else other * alpha)


row(subtract, "subtract", tensor="subtract")
# 2.10's names of the aliases that differ from their canonical op's (measured by keyword calls)
_ALIAS_PARAMS = {"tensor_mod": ("x", "y"), "floormod": ("x", "y"),
                 "tensor_pow": ("input", "exponent")}
for _alias, _name in (("tensor_add", "add"), ("tensor_sub", "sub"), ("tensor_mul", "mul"),
                      ("tensor_pow", "pow"),
                      ("tensor_mod", "floor_mod"), ("tensor_floordiv", "floor_div"),
                      ("floordiv", "floor_div"), ("floormod", "floor_mod"),
                      ("tensor_gt", "gt"), ("tensor_ge", "ge"), ("tensor_lt", "lt"),
                      ("tensor_le", "le"), ("multiply", "mul")):
    row(canonical(_name), _alias, params=_ALIAS_PARAMS.get(_alias, ()))
row(canonical("add"), (), prim="TensorAdd", module="math_ops")
for _method, _name in (("divide", "div"), ("absolute", "abs"),
                       ("greater", "greater"), ("greater_equal", "greater_equal"),
                       ("less", "less"), ("less_equal", "less_equal"),
                       ("not_equal", "not_equal"), ("logical_xor", "logical_xor")):
    row(canonical(_name), (), tensor=_method)
row(canonical("pow"), "pows", params=("input", "exponent"))
row(canonical("mul"), "tensor_muls")
row(canonical("float_power"), "float_power_ext")
row(F.lerp, (), prim="Lerp", module="math_ops")


def addcdiv(input, tensor1, tensor2, value=1):
    """``input + value * tensor1 / tensor2``.

    >>> from minicell import ops, Tensor
    >>> ops.addcdiv(Tensor([1.0]), Tensor([1.0]), Tensor([2.0]), value=2).asnumpy().tolist()
    [2.0]
    """
    operands = (("input", input), ("tensor1", tensor1), ("tensor2", tensor2))
    for name, t in operands:    # 2.10's Addcdiv kernel types, then one dtype (measured)
        if isinstance(t, Tensor) and t.dtype not in _ADDCDIV_TYPES:
            raise TypeError(f"For primitive[Addcdiv], the input argument[{name}] must be a type "
                            f"of {{{_ADDCDIV_TEXT}}}, but got Tensor[{t.dtype}].")
    check_same_dtype("Addcdiv", *operands)
    out = input + value * (tensor1 / tensor2)
    # Int64 operands: computed in floats, truncated back (2.10: 0 + 3 * (1 / 2) is 1)
    return F.cast(out, mstype.int64) if getattr(input, "dtype", None) == mstype.int64 else out


_ADDCDIV_TYPES = (mstype.float16, mstype.float32, mstype.float64, mstype.int64)
_ADDCDIV_TEXT = ", ".join(f"Tensor[{t}]" for t in _ADDCDIV_TYPES)


def addcmul(input, tensor1, tensor2, value=1):
    """``input + value * tensor1 * tensor2``.

    >>> from minicell import ops, Tensor
    >>> ops.addcmul(Tensor([1.0]), Tensor([1.0]), Tensor([2.0]), value=2).asnumpy().tolist()
    [5.0]
    """
    check_same_dtype("Addcmul", ("input", input), ("tensor1", tensor1), ("tensor2", tensor2))
    return input + value * (tensor1 * tensor2)


row(addcdiv, "addcdiv", prim="Addcdiv", module="math_ops", tensor="addcdiv")
row(addcmul, "addcmul", prim="Addcmul", module="math_ops", tensor="addcmul")


def view_as_real(input):
    """A complex tensor as real numbers: a trailing axis of 2 holding (real, imag).

    >>> from minicell import ops, Tensor
    >>> import numpy as np
    >>> ops.view_as_real(Tensor(np.array([1 + 2j], np.complex64))).asnumpy().tolist()
    [[1.0, 2.0]]
    """
    if not is_complex(input):
        raise TypeError("For view_as_real, the dtype of input Tensor must be complex.")
    return canonical("stack")([canonical("real")(input), canonical("imag")(input)], -1)


row(view_as_real, "view_as_real")
