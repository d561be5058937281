"""Elementwise primitives: arithmetic, transcendental functions, comparisons and logic; binary
ops promote as MindSpore does (``promotion.promote``)."""
import jax
import jax.numpy as jnp
import numpy as np

from ..checks import InferTypeTextError, KernelSelectError, check_kernel_dtype, exact_select_text
from .nan_rules import (extremum_weight, floor_mod_by_zero, int_power_overflow, ms_ceil, plus_zeros,
                        ms_floor_divide, ms_true_divide, ms_maximum, ms_minimum,
                        ms_softmax_last_axis)
from .half_softmax import any_softmax
from .half_sums import HALF, half_operands
from . import half_grads
from .lax_twins import TWINS, float_where, same_strong, strong_not_bool, true_divide
from ..bool_arith import subtract
from .eigen_pow import ms_float_power
from .libm import libm_expm1, libm_log1p, ms_erf
from .nnacl import cpu_tanh, cpu_tanh_jvp, nnacl_exp, nnacl_log, nnacl_sigmoid, softmax_last_axis
from ..registry import ELEMENTWISE, NONDIFF, register
from .promotion import _is_weak, bool_to_float, promote, scalar_tensor  # noqa: F401 (promote)


def _check_broadcast(name, x, y):
    """Shape mismatch is MindSpore 2.10's ValueError (JAX raises a TypeError): its broadcast
    shape inference walks the shorter shape's dims left to right and names the first that
    neither equals the other's nor is 1, at index ``len(shape) + i`` of each operand (its
    own counting, kept). Runs while tracing only, so it costs nothing per eager call."""
    xs, ys = tuple(x.shape), tuple(y.shape)
    longer, shorter = (xs, ys) if len(xs) > len(ys) else (ys, xs)
    miss = len(longer) - len(shorter)
    for i, d in enumerate(shorter):
        if longer[miss + i] not in (1, d) and d != 1:
            prim = "".join(part[:1].upper() + part[1:] for part in name.split("_"))  # IsClose
            raise ValueError(
                f"For '{prim}', input1.shape and input2.shape need to broadcast. The value of "
                f"input1.shape[{len(xs) + i}] or input2.shape[{len(ys) + i}] must be 1 or -1 "
                f"when they are not the same, but got input1.shape = {list(xs)} and "
                f"input2.shape = {list(ys)}")


def _float_result(x):
    """Integer/bool inputs of a float-valued op compute in Float32, as MindSpore does."""
    x = jnp.asarray(x)
    if not jnp.issubdtype(x.dtype, jnp.inexact):
        return x.astype(jnp.float32)
    return x


FLOAT, FLOAT_OR_COMPLEX, INT, NUMBER, REAL = "f", "fc", "iu", "iufc", "biuf"
_KIND_TEXT = {FLOAT: "float", FLOAT_OR_COMPLEX: "float or complex", INT: "integer",
              NUMBER: "number", REAL: "real (not complex)", "iuf": "non-bool real",
              "if": "signed integer or float"}


def dtype_name(dtype):
    """MindSpore's spelling of a dtype: ``Float32``, ``Int64``, ``UInt8``, ``Bool``."""
    name = jnp.dtype(dtype).name
    if name.startswith("uint"):
        return "UInt" + name[4:]
    return "BFloat16" if name == "bfloat16" else name.capitalize()


# 2.10 runs these without pyboost on CPU: its graph kernel selection puts a banner before
# the 'Select CPU operator' line (measured for int32 input: Asin, ACos, Atan, Asinh, Acosh,
# Angle, Logit, Elu; the others' first line is the 'Select CPU operator' one)
_BANNERED_SELECT = frozenset({"Asin", "ACos", "Atan", "Asinh", "Acosh", "Angle", "Logit", "Elu"})


def kernel_select_error(prim, dtype, kinds):
    """MindSpore 2.10's TypeError when its CPU kernel selection finds no ``prim`` kernel for
    an input of dtype ``dtype`` (MindSpore's name) whose kernels take the dtype ``kinds``.

    >>> str(kernel_select_error("Tanh", "Int32", FLOAT_OR_COMPLEX)).split(chr(10))[0]
    'Select CPU operator[Tanh] fail! Unsupported data type!'
    """
    text = exact_select_text(prim, dtype) or (f"Select CPU operator[{prim}] fail! Unsupported "
            f"data type!\nThe supported data types are {_KIND_TEXT.get(kinds, 'number')} inputs,"
            f"\n but get input[[const vector]{{{dtype}}}].")
    err = KernelSelectError(text)
    return err.bannered() if prim in _BANNERED_SELECT else err


def require(prim, arg, x, kinds):
    """2.10's kernel-select ``TypeError`` unless ``x``'s dtype kind (numpy's letters: b, i,
    u, f, c; bfloat16 counts as f) is one of ``kinds``. Reads the dtype only, so it runs once
    while a kernel is traced. ``arg`` names the operand (2.10's text does not)."""
    dt = jnp.result_type(x)
    kind = "f" if jnp.issubdtype(dt, jnp.floating) else dt.kind
    if kind not in kinds:
        raise kernel_select_error(prim, dtype_name(dt), kinds)


def accept_only(prim, x, kinds):
    """``require`` for a Tensor operand of a 2.10 CPU kernel that accepts the dtype ``kinds``
    (measured); a Python number adapts to the op and is not checked."""
    if not _is_weak(x):
        require(prim, "input", x, kinds)


def accept_dtypes(prim, x, accepted, **how):
    """``checks.check_kernel_dtype`` for an array operand (a Python number adapts to the op
    and is not checked): for kernels whose accepted dtypes are not whole kinds."""
    if not _is_weak(x):
        check_kernel_dtype(prim, dtype_name(jnp.result_type(x)), accepted, **how)


def _ms_dtype(x):
    """MindSpore's spelling of an operand's dtype, e.g. ``Tensor[Float32]``."""
    return f"Tensor[{dtype_name(jnp.result_type(x))}]"


def check_floating(op, x, name="x"):
    """MindSpore's TypeError for a float-only op (Softmax, AvgPool, LayerNorm, BatchNorm,
    Dropout) given an integer, bool or complex Tensor: its kernels take none, so the values
    would be meaningless to cast silently. Runs while tracing only."""
    if not _is_weak(x) and not jnp.issubdtype(jnp.result_type(x), jnp.floating):
        raise TypeError(f"For primitive[{op}], the input argument[{name}] must be a type of "
                        f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                        f"{_ms_dtype(x)}.")


def _float_operands(x0, y0, x, y):
    """The Float32 operands of a float-valued op (true division) of the promoted integer or
    bool ``x, y``: a Python int converts from its own value, not from its wrap into the other
    operand's integer dtype (2.10: uint8 ``[7] / -2`` is -3.5, int8 ``[-128] / 200`` is -0.64,
    measured)."""
    if jnp.issubdtype(x.dtype, jnp.inexact):
        return x, y
    return tuple(_float_result(o if _is_weak(o) else p) for o, p in ((x0, x), (y0, y)))


def _binary(name, fn, props=(ELEMENTWISE,), float_out=False, jvp=None, takes=None, zero_d=0):
    """``takes``: ``(Primitive, kinds)`` as for ``_unary``, checked on the promoted operands;
    ``zero_d``: a 0-d Tensor keeps the other's dtype (``promotion.scalar_tensor``)."""
    twin = None if float_out else TWINS.get(fn)     # (lax_twins: jnp's primitive, bound directly)

    def impl(x, y):
        if not float_out and same_strong(x, y):
            if takes:
                accept_only(takes[0], x, takes[1])
            return twin(x, y) if twin is not None and x.dtype != bool else fn(x, y)
        x, y, keep = scalar_tensor(x, y, float_out) if zero_d else (x, y, None)
        x0, y0 = x, y
        x, y = promote(x, y)
        _check_broadcast(name, x, y)
        if takes:
            accept_only(takes[0], x, takes[1])
        if float_out:
            x, y = _float_operands(x0, y0, x, y)
        out = fn(*half_operands(x, y))     # a half operand's gradient sums in float32
        return out if keep is None else out.astype(keep)
    impl.__doc__ = f"Elementwise {name} with broadcasting."
    return register(name, props=props, jvp=jvp)(impl)


def positive_zero(r):
    """``r`` with its zeros made +0.0: MindSpore's FloorMod and Mod kernels return +0.0 where
    ``x`` is a multiple of ``y`` (measured: -3 % 3, -0.0 % 3, fmod(-3, 3)), XLA's remainder
    keeps ``x``'s sign (-0.0, which prints as such and turns 1/r into -inf). The
    gradient stays ``r``'s (``nan_rules.plus_zeros``)."""
    if not jnp.issubdtype(r.dtype, jnp.floating):
        return r
    return plus_zeros(r)


def _floor_mod(x, y):
    return floor_mod_by_zero(x, y, positive_zero(jnp.mod(x, y)))


def exact_divide(x, y):
    """``x / y`` rounded as one IEEE division, as MindSpore's kernels divide: for the ``div``
    primitive's broadcast divisors, means and average pools (whose counts are compile-time
    constants), LayerNorm and BatchNorm. XLA rewrites a division by a constant, by a
    broadcast value or by a square root into a multiplication by a rounded reciprocal, one
    ulp off (127 / 9 in float32); a barrier over the divisor alone hides what it is while
    ``x``'s producers still fuse with the division (a barrier over both operands measured
    25-35% slower elementwise chains; this one costs nothing measurable: docs/migration.md).
    The divisor is broadcast to the result's shape before the barrier: XLA turns
    ``x / broadcast(y)`` into ``x * broadcast(1 / y)`` (fewer divisions), which a barrier
    over ``y`` alone does not stop once the CPU pipeline drops it."""
    y = jnp.broadcast_to(y, jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y)))
    return true_divide(x, jax.lax.optimization_barrier(y))


def cpu_float64_sums():
    """Whether float32 statistics are summed in float64, as MindSpore 2.10's CPU kernels sum
    them (ReduceMean, LayerNorm): on the CPU only. 2.10's GPU kernels sum in float32 (bits no
    XLA reduction reproduces either); float64 is slow on most GPUs and absent on TPUs."""
    return jax.default_backend() == "cpu"


def _divide(x, y):
    """The ``div`` primitive: a divisor that broadcasts (a scalar, a row, a per-channel value)
    divides through ``exact_divide``, as MindSpore's kernels divide (XLA's CPU and GPU
    simplifier rewrites ``x / broadcast(y)`` into ``x * broadcast(1 / y)``: one ulp off on
    about a third of ``x / 3``'s values, in both modes, eager kernels being jitted too); a
    divisor of the result's shape divides plainly, but for a half-precision one, which
    ``half_operands`` broadcast already (``f16 / 3`` in a graph: the broadcast constant 3 became
    the reciprocal 0.33325, so 7 / 3 gave 2.332 for 2.334); a 0-d one too (XLA folds it)."""
    if jnp.ndim(y) and jnp.shape(y) == jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y)) \
            and getattr(y, "dtype", None) not in HALF:   # ternarybert's 3 / (2 ** 8 - 1)
        return ms_true_divide(x, y)    # nan_rules: x / -0.0 and nan / 0 as 2.10
    return ms_true_divide(x, y, exact_divide)


def _unary(name, fn, props=(ELEMENTWISE,), float_out=False, jvp=None, takes=None, no_bprop=None):
    """``takes``: ``(Primitive, kinds)``, the input dtype kinds (``require``) MindSpore 2.10's
    CPU kernel accepts (measured), any other is its TypeError; ``float_out``: integer/bool
    inputs it accepts compute in Float32. A Python number is not checked. ``no_bprop``: the
    Primitive, where 2.10 defines no bprop for it (``register``)."""
    twin = None if float_out else TWINS.get(fn)     # (lax_twins: jnp's primitive, bound directly)

    def impl(x):
        if takes:
            accept_only(takes[0], x, takes[1])
        if twin is not None and strong_not_bool(x):
            return twin(x)
        x = jnp.asarray(x)
        if float_out:
            x = _float_result(x)
        return fn(x)
    impl.__doc__ = f"Elementwise {name}."
    return register(name, props=props, jvp=jvp, no_bprop=no_bprop)(impl)


def masked_tangent(t, keep):
    """``t`` where ``keep``, else 0: the tangent of a piecewise-linear op. A float0 tangent (an
    integer input) passes through unchanged."""
    if t.dtype == jax.dtypes.float0:
        return t
    return float_where(keep, t, jnp.zeros((), t.dtype))


def _abs_jvp(primals, tangents):
    """MindSpore's AbsGrad: ``sign(x) * dy``, so ``abs'(0) = 0`` (JAX's derived rule gives 1)."""
    (x,), (t,) = primals, tangents
    if jnp.iscomplexobj(x) or t.dtype == jax.dtypes.float0:
        return jax.jvp(jnp.abs, (x,), (t,))[1]
    return t * jnp.sign(x).astype(t.dtype)


def _extremum_jvp(fn, wins):
    """MindSpore's MaximumGrad/MinimumGrad: the winner takes the gradient, a tie splits it in
    halves (as JAX's rule does), and where either input is NaN both take all of it (JAX's
    rule gives both 0 there; 2.10 measured on CPU, both modes)."""
    def rule(primals, tangents):
        if all(t.dtype == jax.dtypes.float0 for t in tangents):
            return jax.jvp(fn, primals, tangents)[1]
        x, y = promote(*primals)
        if not jnp.issubdtype(x.dtype, jnp.inexact):
            return jax.jvp(fn, primals, tangents)[1]
        out = jnp.zeros(jnp.broadcast_shapes(x.shape, y.shape), x.dtype)
        for t, a, b in zip(tangents, (x, y), (y, x)):
            if t.dtype != jax.dtypes.float0:
                out = out + t.astype(x.dtype) * extremum_weight(a, b, wins).astype(x.dtype)
        return out
    return rule


_CMP = (ELEMENTWISE, NONDIFF)

add = _binary("add", jnp.add)
sub = _binary("sub", subtract)   # Bool - Bool: exclusive or (PYNATIVE_MODE operators)
mul = _binary("mul", jnp.multiply, zero_d=True)
div = _binary("div", _divide, float_out=True, zero_d=True)
# floor_div and sign carry no gradient (as floor, round): their derivative is zero, and a zero
# cotangent passed on meets the infinities upstream as NaN (0 * inf). A graph's JAX gradient
# prunes it; PYNATIVE_MODE's tape multiplied it through (NaN, fuzz family 40). 2.10's
# PYNATIVE_MODE gives zeros for both (measured, x * [inf, 2, -inf]), its graph NaN
floor_div = _binary("floor_div", ms_floor_divide, _CMP)   # nan_rules: // 0 on integers
floor_mod = _binary("floor_mod", _floor_mod)     # nan_rules: % 0 on integers
def _power(x, y):
    """``x ** y``, floats by ``eigen_pow``. An integer base with a negative exponent follows
    2.10's kernel (the power in floating point, converted back): 1 for a base of 1, +-1 for -1,
    0 for any other and the integer minimum for 0 (Int64's for Int64, else Int32's wrapped),
    measured on CPU; a power that leaves Int32 (Int64) follows ``int_power_overflow``."""
    if jnp.issubdtype(x.dtype, jnp.unsignedinteger):
        return int_power_overflow(x, y, jnp.power(x, y))
    if not jnp.issubdtype(x.dtype, jnp.signedinteger):
        return ms_float_power(x, y)
    neg = y < 0
    out = jnp.power(x, jnp.where(neg, jnp.zeros_like(y), y))
    zero = np.array(np.iinfo(np.int64 if x.dtype == jnp.int64 else np.int32).min).astype(x.dtype)
    inv = jnp.where(x == 1, 1, jnp.where(x == -1, jnp.where(y % 2 == 0, 1, -1),
                                         jnp.where(x == 0, zero, 0)))
    return int_power_overflow(x, y, jnp.where(neg, inv.astype(x.dtype), out))


pow_ = _binary("pow", _power, takes=("Pow", NUMBER))
maximum = _binary("maximum", ms_maximum, jvp=_extremum_jvp(jnp.maximum, jnp.greater),
                  takes=("Maximum", REAL))
minimum = _binary("minimum", ms_minimum, jvp=_extremum_jvp(jnp.minimum, jnp.less),
                  takes=("Minimum", REAL))
atan2 = _binary("atan2", jnp.arctan2, takes=("Atan2", FLOAT_OR_COMPLEX))
equal = _binary("equal", jnp.equal, _CMP)
not_equal = _binary("not_equal", jnp.not_equal, _CMP)
less = _binary("less", jnp.less, _CMP)
less_equal = _binary("less_equal", jnp.less_equal, _CMP)
greater = _binary("greater", jnp.greater, _CMP)
greater_equal = _binary("greater_equal", jnp.greater_equal, _CMP)
logical_and = _binary("logical_and", jnp.logical_and, _CMP)
logical_or = _binary("logical_or", jnp.logical_or, _CMP)
logical_xor = _binary("logical_xor", jnp.logical_xor, _CMP)


def _bitwise(name, prim, fn):
    """2.10's BitwiseAnd/Or/Xor infer check of the (promoted) Tensor operands: bool and integer
    dtypes only (measured, both modes: ``x | x`` of Float32 ``x`` names argument[x])."""
    def checked(x, y):
        for arg, v in (("x", x), ("y", y)):
            if not _is_weak(v) and jnp.result_type(v).kind not in "biu":
                raise InferTypeTextError(
                    f"For primitive[{prim}], the input argument[{arg}] must be a type of "
                    f"{{Tensor[Bool], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
                    f"Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}}, but got "
                    f"{_ms_dtype(v)}.")
        return fn(x, y)
    return _binary(name, checked, _CMP)


bitwise_and = _bitwise("bitwise_and", "BitwiseAnd", jnp.bitwise_and)
bitwise_or = _bitwise("bitwise_or", "BitwiseOr", jnp.bitwise_or)
bitwise_xor = _bitwise("bitwise_xor", "BitwiseXor", jnp.bitwise_xor)


neg = _unary("neg", jnp.negative, takes=("Neg", "iufc"))
abs_ = _unary("abs", jnp.abs, jvp=_abs_jvp)
def sign_of(x):
    """-1, 0 or 1; as MindSpore, NaN and -0.0 give 0 (complex: ``x / |x|``)."""
    if not jnp.issubdtype(x.dtype, jnp.floating):
        return jnp.sign(x)
    return jnp.where(x > 0, 1, jnp.where(x < 0, -1, 0)).astype(x.dtype)


_SIGN_DTYPES = ("Bool", "Int32", "Int64", "Float16", "Float32", "Float64", "BFloat16",
                "Complex64", "Complex128")


def _sign(x):
    """2.10's Sign kernel takes no int8/int16/unsigned input (measured; its list names Bool,
    whose input the functional spelling refuses before)."""
    accept_dtypes("Sign", x, _SIGN_DTYPES, text="For Primitive Sign, the type of input must be "
                  "in {" + ", ".join(_SIGN_DTYPES) + "}, but got {dtype}.")
    return sign_of(x)


sign = _unary("sign", _sign, _CMP)       # no gradient: see floor_div
square = _unary("square", jnp.square, takes=("Square", NUMBER))
exp = _unary("exp", lambda x: cpu_kernel(x, nnacl_exp, jnp.exp), takes=("Exp", FLOAT_OR_COMPLEX))
expm1 = _unary("expm1", libm_expm1, takes=("Expm1", FLOAT_OR_COMPLEX))
log = _unary("log", lambda x: cpu_kernel(x, nnacl_log, jnp.log), takes=("Log", FLOAT_OR_COMPLEX))
# float16 functions XLA's two CPU fusion emitters round differently (its default emitters,
# GRAPH_MODE's, and the older ones of PYNATIVE_MODE's kernels, see runtime/xla_options.py):
# log1p, rsqrt, tan, the inverse hyperbolics, logaddexp(2), log-sigmoid (a sweep of every
# elementwise op of the registry on float16, 2,048 values in three ranges: 56-672 differences
# each; none in bfloat16 or float32). Each is written so that both emitters round alike, as
# MindSpore 2.10's CPU kernel does where it has one (measured, 0 differences): in float32,
# rounded once (``in_float32``: tan, asinh, acosh, atanh), or rounding partway as 2.10 does
# (float16 log(1 + x), the float16 square root inverted, logaddexp's formula).


def ldexp_kernel(x, y):
    """``x * 2 ** y`` as 2.10's ``Mul(x, Pow(2, y))``: the power rounded to ``x``'s dtype first
    (float16: XLA kept it in float32, an ulp off on 24% of the f16 sweep's values)."""
    wide = jnp.promote_types(y.dtype, jnp.float32)
    return x * jnp.exp2(y.astype(wide)).astype(x.dtype)


def in_float32(fn):
    """``fn`` computed in float32 for a float16 input and rounded to float16 once."""
    def wide(x):
        if x.dtype == jnp.float16:
            return fn(x.astype(jnp.float32)).astype(x.dtype)
        return fn(x)
    return wide


def _rsqrt(x):
    if x.dtype == jnp.float16:   # 2.10: 1 / sqrt(x), two roundings (XLA rewrites it as rsqrt)
        return (1 / jnp.sqrt(x).astype(jnp.float32)).astype(x.dtype)
    return jax.lax.rsqrt(x) if jnp.iscomplexobj(x) else exact_divide(jnp.ones_like(x), jnp.sqrt(x))


log1p = _unary("log1p", libm_log1p, takes=("Log1p", FLOAT_OR_COMPLEX))
sqrt = _unary("sqrt", jnp.sqrt, float_out=True)
rsqrt = _unary("rsqrt", _rsqrt, takes=("Rsqrt", FLOAT_OR_COMPLEX))
reciprocal = _unary("reciprocal", half_grads.reciprocal, float_out=True)  # (float16 bprop)
sin = _unary("sin", jnp.sin, takes=("Sin", FLOAT_OR_COMPLEX))
cos = _unary("cos", jnp.cos, takes=("Cos", FLOAT_OR_COMPLEX))
tan = _unary("tan", in_float32(jnp.tan), takes=("Tan", FLOAT_OR_COMPLEX))


def cpu_kernel(x, kernel, fallback, dtypes=(jnp.float32,)):
    """``kernel`` (a float32 one: ``nnacl.py``, ``libm.py``), 2.10's CPU kernel, for a ``dtypes``
    input on the CPU backend (float16 cast to float32 and back), else ``fallback`` (XLA's)."""
    if x.dtype in dtypes and jax.default_backend() == "cpu":
        return kernel(x.astype(jnp.float32)).astype(x.dtype)
    return fallback(x)


# 2.10's CPU tanh is nnacl's rational approximation, for float16 too (measured bit for bit)
tanh = _unary("tanh", cpu_tanh, takes=("Tanh", FLOAT_OR_COMPLEX), jvp=cpu_tanh_jvp)
sigmoid = _unary("sigmoid", lambda x: cpu_kernel(x, nnacl_sigmoid, jax.nn.sigmoid),
                 takes=("Sigmoid", FLOAT_OR_COMPLEX))
erf = _unary("erf", ms_erf, takes=("Erf", FLOAT))
floor = _unary("floor", jnp.floor, (ELEMENTWISE, NONDIFF), takes=("Floor", FLOAT))
ceil = _unary("ceil", ms_ceil, (ELEMENTWISE, NONDIFF))   # nan_rules: 2.10's Ceil text
_ROUND_DTYPES = ("Int32", "Int64", "Float16", "Float32", "Float64", "BFloat16")


def _round(x):
    """2.10's Round kernel has no bool, 8/16-bit, unsigned or complex variant: its kernel
    init fails (a RuntimeError, measured over all dtypes)."""
    accept_dtypes("Round", x, _ROUND_DTYPES, exc=RuntimeError, text="KernelMod Init Failed: "
                  "Round (no kernel for {dtype} input)")
    return jnp.round(x)


round_ = _unary("round", _round, (ELEMENTWISE, NONDIFF))
invert = _unary("invert", jnp.invert, _CMP, no_bprop="Invert")
logical_not = _unary("logical_not", jnp.logical_not, _CMP)
_ISNAN_TAKES = ", ".join(f"Tensor[{t}]" for t in "Bool Float16 Float32 Float64 Int16 Int32 Int64 "
                         "Int8 UInt16 UInt32 UInt64 UInt8".split())


def _isnan(x):
    """2.10's IsNan infers no complex input (its TypeError, measured); ``Tensor.isnan`` and
    ``isnan_ext`` take one (``x != x``, ``ops.extra_math.isnan_ext``)."""
    if jnp.iscomplexobj(x) and not _is_weak(x):
        raise InferTypeTextError(f"For primitive[IsNan], the input argument[x] must be a type "
                                 f"of {{{_ISNAN_TAKES}}}, but got {_ms_dtype(x)}.")
    return jnp.isnan(x)


isnan = _unary("isnan", _isnan, _CMP)
isinf = _unary("isinf", jnp.isinf, _CMP, takes=("IsInf", FLOAT))
isfinite = _unary("isfinite", jnp.isfinite, _CMP, takes=("IsFinite", REAL))


def _relu_jvp(primals, tangents):
    """MindSpore's ReluGrad: ``dy * (x > 0)``, so ``relu'(0) = 0`` (JAX's ``maximum`` splits the
    tie at 0 and gives 0.5)."""
    return masked_tangent(tangents[0], primals[0] > 0)


@register("relu", props=(ELEMENTWISE,), jvp=_relu_jvp)
def relu(x):
    """``x if x > 0 else 0`` (2.10: ``relu(nan) = 0``); a primitive for speed: one vjp."""
    accept_only("ReLU", x, REAL)
    return ms_maximum(x, jnp.zeros((), x.dtype))


@register("cast", props=(ELEMENTWISE,))
def cast(x, *, dtype):
    """Convert to ``dtype`` (a numpy dtype name)."""
    x, dt = jnp.asarray(x), np.dtype(dtype)
    if jnp.issubdtype(x.dtype, jnp.floating) and dt.kind in "iu":
        return float_to_int(x, dt)
    if x.dtype == jnp.bool_ and dt.kind in "fc":   # False * inf stays NaN after a graph fuses
        return bool_to_float(x, dt)
    return x.astype(dt)


def float_to_int(x, dt, xp=jnp):
    """2.10's float -> integer Cast (measured on CPU; ``xp``: jnp, or np for ``Tensor(array,
    dtype)``): truncate toward zero into Int32 (Int64 for an Int64 or UInt32 result), a value
    out of that range or NaN giving its minimum, then wrap into the narrower ``dt`` (Int8
    ``200.6`` is -56, UInt8 ``-3.7`` is 253, Int32 ``1e10`` is -2**31, UInt32 ``inf`` is 0).
    UInt64 converts ``x - 2**63`` from 2**63 up and sets the top bit, as x86 does (``1e20`` and
    ``inf`` give 0, ``-inf`` and NaN 2**63). XLA's conversion would saturate instead."""
    wide = np.dtype(np.int64 if dt.itemsize == 8 or dt == np.uint32 else np.int32)
    if x.dtype.itemsize < 4:    # Float16/BFloat16 hold the bounds below only as inf: widen (exact)
        x = x.astype(np.float32)
    if dt == np.uint64:
        big = x >= 2.0 ** 63
        top = xp.where(big, np.uint64(2 ** 63), np.uint64(0))
        return float_to_int(xp.where(big, x - 2.0 ** 63, x), np.dtype(np.int64), xp).astype(
            dt) ^ top
    lo = np.iinfo(wide).min
    t = xp.trunc(x)
    ok = (t >= lo) & (t < -float(lo))
    return xp.where(ok, xp.where(ok, t, 0).astype(wide), np.array(lo, wide)).astype(dt)


# Rows up to this long take 2.10's CPU softmax bit for bit; its exp costs 4x XLA's (a
# TransformerEncoderLayer, d_model 256, batch 4: sequence 128 within noise, 512 1.2-1.6x)
EXACT_SOFTMAX_ROW = 128


@register("softmax")
def softmax(x, *, axis=-1):
    """exp(x) / sum(exp(x)) over ``axis``. A primitive for numerics: the max-shifted form and
    its vjp (``(ct - sum(ct * y)) * y``) stay stable where a composite would overflow."""
    check_floating("Softmax", x)
    if x.dtype == jnp.float32 and x.ndim and 0 < x.shape[-1] <= EXACT_SOFTMAX_ROW and \
            axis in (-1, x.ndim - 1) and jax.default_backend() == "cpu":
        return softmax_last_axis(x)         # 2.10's CPU kernel, bit for bit (nnacl.py)
    if x.dtype == jnp.float32 and axis in (-1, x.ndim - 1):
        return ms_softmax_last_axis(x)      # its NaN rule (nan_rules.py)
    return any_softmax(x, axis)     # float16, other axes, float64: 2.10's CPU kernels there
