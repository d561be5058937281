"""The hand-written parts of ``minicell/ops/rows_math.py``: composites, ``mindspore.numpy``
adapters, Primitive classes with attributes, alias spellings and MindSpore's dtype errors.
The registry ops themselves are covered by ``op_cases_math_ext.py`` through the registry-walking
tests. References are plain numpy; values and dtypes were checked against MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell import numpy as mnp

F32 = np.array([0.25, -1.5, 2.5], np.float32)
G32 = np.array([2.0, 0.5, -3.0], np.float32)
P32 = np.array([0.2, 0.5, 0.9], np.float32)
I32 = np.array([4, -6, 9], np.int32)
J32 = np.array([6, 4, 3], np.int32)
SPECIAL = np.array([1.5, -0.0, np.inf, -np.inf, np.nan], np.float32)


def T(a):
    return ms.Tensor(a)


class Fn(nn.Cell):
    """Runs ``fn`` inside ``construct`` (compiled in GRAPH_MODE)."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *xs):
        return self.fn(*xs)


def run(fn, *xs):
    return Fn(fn)(*[T(x) for x in xs])


def _lgamma(v):
    import math
    return np.vectorize(math.lgamma)(v)


# (function of Tensors, inputs, numpy reference)
_mvlgamma = lambda x: ops.mvlgamma(x, 2)
_mvlgamma2 = lambda x: ops.Mvlgamma(2)(x)
_logit_eps = lambda x: ops.logit(x, 0.3)
_logit = lambda x: ops.Logit(eps=0.3)(x)
_logit_default = lambda x: ops.Logit()(x)
_subtract = lambda x, y: ops.subtract(x, y, alpha=2)
_tensor_subtract = lambda x, y: x.subtract(y)
_positive = lambda x: ops.positive(x)
_divnonan = lambda x, y: ops.DivNoNan()(x, y)
_mulnonan = lambda x, y: ops.MulNoNan()(x, y)
_betainc = lambda a, b, x: ops.Betainc()(a, b, x)
_cbrt = lambda x: mnp.cbrt(x)
_nan_to_num = lambda x: ops.nan_to_num(x, 1.0, 2.0, -2.0)
_nantonum = lambda x: ops.NanToNum(nan=1.0)(x)
_tensor_nan_to_num = lambda x: x.nan_to_num(neginf=-5.0)
_approximateequal = lambda x, y: ops.ApproximateEqual(2.0)(x, y)
_isclose = lambda x, y: ops.IsClose(rtol=0.0, atol=0.3)(x, y)
_complex = lambda x, y: ops.Complex()(x, y)
_complexabs = lambda x, y: ops.ComplexAbs()(ops.Complex()(x, y))
_rint = lambda x: ops.Rint()(x)
_mod = lambda x, y: ops.Mod()(x, y)
_tensoradd = lambda x, y: ops.TensorAdd()(x, y)
CASES = [
    ("mvlgamma", _mvlgamma, (F32 + 3,),
     lambda x: 0.5 * np.log(np.pi) + _lgamma(x) + _lgamma(x - 0.5)),
    ("Mvlgamma", _mvlgamma2, (F32 + 3,),
     lambda x: 0.5 * np.log(np.pi) + _lgamma(x) + _lgamma(x - 0.5)),
    ("logit_eps", _logit_eps, (P32,),
     lambda x: np.log(np.clip(x, .3, .7) / (1 - np.clip(x, .3, .7)))),
    ("Logit", _logit, (P32,),
     lambda x: np.log(np.clip(x, .3, .7) / (1 - np.clip(x, .3, .7)))),
    ("Logit_default", _logit_default, (P32,), lambda x: np.log(x / (1 - x))),
    ("subtract", _subtract, (F32, G32), lambda x, y: x - 2 * y),
    ("tensor_subtract", _tensor_subtract, (F32, G32), lambda x, y: x - y),
    ("positive", _positive, (F32,), lambda x: x),
    ("DivNoNan", _divnonan, (F32, np.array([2.0, 0.0, -1.0], np.float32)),
     lambda x, y: np.array([0.125, 0.0, -2.5], np.float32)),
    ("MulNoNan", _mulnonan, (F32, np.array([2.0, 0.0, -1.0], np.float32)),
     lambda x, y: np.array([0.5, 0.0, -2.5], np.float32)),
    ("Betainc", _betainc,
     (np.array([1.0, 2.0], np.float32), np.array([1.0, 1.0], np.float32),
      np.array([0.3, 0.5], np.float32)), lambda a, b, x: x ** a),   # I_x(a, 1) = x^a
    ("cbrt", _cbrt, (np.array([-8.0, 27.0, 0.5], np.float32),), np.cbrt),
    ("nan_to_num", _nan_to_num, (SPECIAL,),
     lambda x: np.nan_to_num(x, nan=1.0, posinf=2.0, neginf=-2.0)),
    ("NanToNum", _nantonum, (SPECIAL,),
     lambda x: np.nan_to_num(x, nan=1.0)),
    ("tensor_nan_to_num", _tensor_nan_to_num, (SPECIAL,),
     lambda x: np.nan_to_num(x, neginf=-5.0)),
    ("ApproximateEqual", _approximateequal, (F32, G32),
     lambda x, y: np.abs(x - y) < 2.0),
    ("IsClose", _isclose,
     (F32, np.array([0.5, 0.0, 2.6], np.float32)), lambda x, y: np.abs(x - y) <= 0.3),
    ("Complex", _complex, (F32, G32), lambda x, y: x + 1j * y),
    ("ComplexAbs", _complexabs, (F32, G32), np.hypot),
    ("Rint", _rint, (np.array([0.5, 1.5, -2.5, 2.7], np.float32),), np.rint),
    ("Mod", _mod, (np.array([-7.0, 7.0], np.float32),
                                           np.array([2.0, -2.0], np.float32)), np.fmod),
    ("TensorAdd", _tensoradd, (F32, G32), np.add),
]


@pytest.mark.parametrize("name,fn,xs,ref", CASES, ids=[c[0] for c in CASES])
def test_composites_and_classes_match_numpy(mode, name, fn, xs, ref):
    got = run(fn, *xs).asnumpy()
    want = np.asarray(ref(*xs))
    if want.dtype.kind == "f":
        want = want.astype(got.dtype)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, err_msg=name)
    assert got.dtype == want.dtype or (want.dtype.kind == "c" and got.dtype == np.complex64)


_mvlgamma3 = lambda x: ops.mvlgamma(x, 2).sum()
_logit2 = lambda x: ops.logit(x, 0.3).sum()
_subtract2 = lambda x: ops.subtract(x, x * x, alpha=2).sum()
_cbrt2 = lambda x: mnp.cbrt(x).sum()
_div_no_nan = lambda x: ops.DivNoNan()(1.0 + x * 0, x).sum()
_xlogy = lambda x: ops.xlogy(x, x).sum()
GRADS = [
    ("mvlgamma", _mvlgamma3, F32 + 3),
    ("logit", _logit2, P32),
    ("subtract", _subtract2, F32),
    ("cbrt", _cbrt2, np.array([-8.0, 27.0, 0.5], np.float32)),
    ("div_no_nan", _div_no_nan,
     np.array([2.0, -0.5, 4.0], np.float32)),
    ("xlogy", _xlogy, P32),
]


@pytest.mark.parametrize("name,fn,x", GRADS, ids=[g[0] for g in GRADS])
def test_gradients_match_finite_differences(mode, name, fn, x):
    got = ms.grad(Fn(fn))(T(x)).asnumpy()
    x64, eps = x.astype(np.float64), 1e-3
    num = np.zeros_like(x64)
    for k in range(x64.size):
        d = np.zeros_like(x64)
        d[k] = eps
        hi = fn(T((x64 + d).astype(np.float32))).asnumpy()
        lo = fn(T((x64 - d).astype(np.float32))).asnumpy()
        num[k] = (float(hi) - float(lo)) / (2 * eps)
    np.testing.assert_allclose(got, num, rtol=2e-2, atol=2e-3, err_msg=name)


def test_betainc_gradient_flows_to_x_only():
    a, b, x = (T(np.array([v], np.float32)) for v in (2.0, 1.0, 0.5))
    ga, gb, gx = ms.grad(lambda a, b, x: ops.Betainc()(a, b, x), grad_position=(0, 1, 2))(a, b, x)
    assert ga.asnumpy().tolist() == [0.0] and gb.asnumpy().tolist() == [0.0]
    np.testing.assert_allclose(gx.asnumpy(), [1.0], rtol=1e-5)   # d/dx x^2 at 0.5


NUMPY = [  # mindspore.numpy names with numpy's dtype rules: integer inputs compute in Float32
    ("arccosh", (J32,), np.arccosh), ("arcsinh", (I32,), np.arcsinh),
    ("arctanh", (F32 / 3,), np.arctanh), ("radians", (I32,), np.radians),
    ("deg2rad", (F32,), np.deg2rad), ("rad2deg", (I32,), np.rad2deg),
    ("fix", (I32,), lambda x: np.fix(x).astype(np.float32)), ("trunc", (F32,), np.trunc),
    ("hypot", (I32, J32), np.hypot),
    ("exp2", (F32,), np.exp2), ("log2", (P32,), np.log2), ("log10", (P32,), np.log10),
    ("logaddexp", (F32, G32), np.logaddexp), ("logaddexp2", (F32, G32), np.logaddexp2),
    ("copysign", (F32, G32), np.copysign), ("fmod", (I32, J32), np.fmod),
    ("gcd", (I32, J32), np.gcd), ("lcm", (I32, J32), np.lcm),
    ("heaviside", (F32, G32), np.heaviside), ("fabs", (I32,), np.abs),
    ("positive", (I32,), np.positive), ("rint", (F32,), np.rint),
    ("signbit", (F32,), np.signbit), ("isposinf", (SPECIAL,), np.isposinf),
    ("isneginf", (SPECIAL,), np.isneginf),
    ("float_power", (I32, J32), lambda x, y: np.power(x, y).astype(np.float32)),
    ("arccos", (F32 / 3,), np.arccos), ("arctan2", (F32, G32), np.arctan2),
]


@pytest.mark.parametrize("name,xs,ref", NUMPY, ids=[n[0] for n in NUMPY])
def test_numpy_names(name, xs, ref):
    got = getattr(mnp, name)(*[T(x) for x in xs]).asnumpy()
    want = np.asarray(ref(*xs))
    if want.dtype == np.float64:
        want = want.astype(np.float32)
    assert got.dtype == want.dtype, name
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, err_msg=name)


def test_numpy_dtype_argument():
    out = mnp.log2(T(P32), dtype=ms.float16)
    assert out.dtype == ms.float16
    assert mnp.gcd(T(I32), T(J32), dtype=ms.int64).dtype == ms.int64


def _impl(fn):
    """The function a spelling with 2.10's own parameter names calls (``_params.with_params``)."""
    return getattr(fn, "renames", fn)


def test_alias_spellings_are_the_canonical_functions():
    same = [("arccos", "acos"), ("arcsin", "asin"), ("arctan", "atan"), ("arctan2", "atan2"),
            ("arccosh", "acosh"), ("arcsinh", "asinh"), ("arctanh", "atanh"), ("i0", "bessel_i0"),
            ("multiply", "mul"), ("floordiv", "floor_div"), ("floormod", "floor_mod"),
            ("tensor_add", "add"), ("tensor_sub", "sub"), ("tensor_mul", "mul"),
            ("tensor_pow", "pow"), ("tensor_mod", "floor_mod"),
            ("tensor_floordiv", "floor_div"), ("tensor_exp", "exp"), ("tensor_expm1", "expm1"),
            ("tensor_gt", "gt"), ("tensor_ge", "ge"), ("tensor_lt", "lt"), ("tensor_le", "le")]
    for alias, name in same:     # the same function (under 2.10's own parameter names)
        assert _impl(getattr(ops, alias)) is _impl(getattr(ops, name)), alias
        assert getattr(ops.functional, alias) is getattr(ops, alias), alias
    x = T(F32)
    assert x.arccos is not None and x.arctan2(T(G32)).shape == (3,)
    assert ops.is_complex(ops.Complex()(x, x)) and not ops.is_complex(x)
    assert ops.is_floating_point(x) and not ops.is_floating_point(T(I32))
    assert ops.ACos()(T(F32 / 3)).asnumpy().tolist() == ops.acos(T(F32 / 3)).asnumpy().tolist()


@pytest.mark.parametrize("call", [
    lambda: ops.acosh(T(I32)), lambda: ops.digamma(T(I32)), lambda: ops.erfinv(T(I32)),
    lambda: ops.bessel_j0(T(I32)), lambda: ops.logaddexp(T(I32), T(J32)),
    lambda: ops.gcd(T(F32), T(G32)), lambda: ops.lcm(T(F32), T(G32)),
    lambda: ops.bitwise_left_shift(T(F32), T(G32)), lambda: ops.population_count(T(F32)),
    lambda: ops.invert(T(F32)), lambda: ops.nan_to_num(T(I32)), lambda: ops.log2(T(I32)),
    lambda: ops.polygamma(T(F32), T(F32)), lambda: ops.ComplexAbs()(T(F32)),
    lambda: ops.xlogy(T(I32), T(J32)), lambda: ops.nextafter(T(I32), T(J32)),
    lambda: ops.positive(1.0), lambda: ops.is_complex(1.0),
], ids=lambda f: "")
def test_mindspore_type_errors(call):
    with pytest.raises(TypeError):
        call()


def test_type_error_names_the_primitive_and_dtype():
    with pytest.raises(TypeError, match=r"Select CPU operator\[Acosh\] fail! Unsupported data "
                                        r"type!(.|\n)*Int32"):
        ops.acosh(T(I32))


def test_integer_inputs_that_compute_in_float32():
    for fn in (ops.lgamma, ops.sinc, ops.exp2):
        assert fn(T(I32)).dtype == ms.float32
    assert ops.copysign(T(I32), T(J32)).dtype == ms.float32
    assert ops.float_power(T(F32), 2).dtype == ms.float64
    assert ops.population_count(T(I32)).dtype == ms.uint8
    assert ops.angle(ops.Complex()(T(F32), T(G32))).dtype == ms.float32
    assert ops.real(ops.Complex()(T(F32), T(G32))).asnumpy().tolist() == F32.tolist()


def test_mvlgamma_rejects_a_bad_p():
    with pytest.raises(ValueError, match="mvlgamma"):
        ops.mvlgamma(T(F32 + 3), 0)


def test_bessel_large_arguments_use_the_asymptotic_branch():
    x = np.array([49.0, 51.0, 100.0, -60.0], np.float64)
    # values from MindSpore 2.10 (CPU, float64)
    np.testing.assert_allclose(ops.bessel_j0(T(x)).asnumpy(),
                               [-0.0529000333, 0.1115646582, 0.0199858503, -0.0914718041],
                               atol=1e-9)
    np.testing.assert_allclose(ops.bessel_k1e(T(np.array([1e-6, 700.0]))).asnumpy(),
                               [1.0000010000e+06, 4.7396187653e-02], rtol=1e-8)
    assert ops.bessel_k0(T(np.array([0.0, -1.0]))).asnumpy().tolist() == [np.inf, np.inf]


_addcdiv = lambda a, b, c: ops.addcdiv(a, b, c, value=2)
_addcdiv2 = lambda a, b, c: ops.Addcdiv()(a, b, c, ms.Tensor(2.0))
_tensor_addcdiv = lambda a, b, c: a.addcdiv(b, c)
_addcmul = lambda a, b, c: ops.addcmul(a, b, c, value=2)
_addcmul2 = lambda a, b, c: ops.Addcmul()(a, b, c, ms.Tensor([2.0]))
_tensor_addcmul = lambda a, b, c: a.addcmul(b, c, value=3)
_lerp = lambda a, b, c: ops.Lerp()(a, b, c)
ADD_C = [
    ("addcdiv", _addcdiv, lambda a, b, c: a + 2 * b / c),
    ("Addcdiv", _addcdiv2,
     lambda a, b, c: a + 2 * b / c),
    ("tensor_addcdiv", _tensor_addcdiv, lambda a, b, c: a + b / c),
    ("addcmul", _addcmul, lambda a, b, c: a + 2 * b * c),
    ("Addcmul", _addcmul2,
     lambda a, b, c: a + 2 * b * c),
    ("tensor_addcmul", _tensor_addcmul, lambda a, b, c: a + 3 * b * c),
    ("Lerp", _lerp, lambda a, b, c: a + c * (b - a)),
]


@pytest.mark.parametrize("name,fn,ref", ADD_C, ids=[c[0] for c in ADD_C])
def test_addc_and_lerp(mode, name, fn, ref):
    xs = (F32, G32, P32)
    np.testing.assert_allclose(run(fn, *xs).asnumpy(), ref(*xs), rtol=1e-6, err_msg=name)
    fn2 = lambda a, b, c: fn(a, b, c).sum()
    g = ms.grad(Fn(fn2), grad_position=(0, 1))(*map(T, xs))
    want = 1 - P32 if name == "Lerp" else np.ones(3, np.float32)     # d out / d input
    np.testing.assert_allclose(g[0].asnumpy(), want, rtol=1e-6)


def test_mindspore_parameter_names():
    x = T(F32)
    want = (F32.astype(np.float64) ** 2).tolist()
    assert ops.float_power(x, exponent=2).asnumpy().tolist() == want
    assert ops.heaviside(x, values=T(G32)).asnumpy().tolist() == [1.0, 0.0, 1.0]
    assert ops.polar(abs=x, angle=T(np.zeros(3, np.float32))).asnumpy().real.tolist() == \
        F32.tolist()
    assert ops.polygamma(n=T(np.array(0)), input=T(P32)).shape == (3,)
    assert ops.bessel_j0(x=x).shape == (3,) and ops.truncate_div(x=x, y=x).shape == (3,)
    assert ops.population_count(input_x=T(I32)).dtype == ms.uint8


def test_view_as_real_and_more_aliases(mode):
    c = np.array([1 + 2j, 3 - 1j], np.complex64)
    fn3 = lambda x: ops.view_as_real(x)
    out = run(fn3, c)
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [[1.0, 2.0], [3.0, -1.0]]
    with pytest.raises(TypeError, match="complex"):
        ops.view_as_real(T(F32))
    assert _impl(ops.pows) is _impl(ops.pow) and ops.tensor_muls is ops.mul
    assert ops.float_power_ext is ops.float_power


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_sign_and_sgn_of_nan_and_negative_zero_are_zero(mode):
    """MindSpore 2.10: sign(nan) == 0 and sign(-0.0) == +0.0 (numpy gives nan and -0.0)."""
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def construct(self, x):
            return x.sign(), ops.sgn(x)

    for dt in (ms.float32, ms.float16, ms.float64):
        for out in Net()(ms.Tensor(SPECIAL, dt)):
            got = out.asnumpy().astype(np.float32)
            assert got.tolist() == [1.0, 0.0, 1.0, -1.0, 0.0] and not np.signbit(got[1])
    assert ops.sign(ms.Tensor(I32)).asnumpy().tolist() == [1, -1, 1]
    ms.set_context(mode=ms.PYNATIVE_MODE)
