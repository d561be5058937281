"""numerics12: sinh, cosh, asin, acos, exp2, expm1 and log1p as MindSpore 2.10 on CPU.

2.10's kernels call the C library: sinh/cosh/asin/acos/exp2 are the correctly rounded value
in Float16/Float32 (minicell: Float64 rounded once; before, sinh/cosh were ``(exp(x) -
exp(-x)) / 2`` over 2.10's approximate Exp, 9 ulp off and sinh(1e-30) = 0, and exp2(100) was
1.2676533e30), and Expm1/Log1p are ``exp(x) - 1`` and ``log(1 + x)`` in the input's type
(expm1(1e-30) = log1p(1e-30) = 0, expm1(-0) = log1p(-0) = +0). Measured on 3,012 points per
dtype (/tmp/numerics12/sc.py): no Float16/Float32 difference but one expm1 and 13 log1p
Float32 values (glibc's expf/logf a last bit off the correctly rounded one)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

NAN, INF = np.nan, np.inf
_X = [0., -0., 1., -1., 0.5, -2.5, 1e-30, 0.9999, 3.3353343, -0.2447088]
_WANT = {   # 2.10 CPU (/tmp/numerics12/pin2.py) at _X
    "sinh": {
        "float16": [0.0, -0.0, 1.1748046875, -1.1748046875, 0.52099609375, -6.05078125, 0.0, 1.1748046875,
            14.03125, -0.2471923828125],
        "float32": [0.0, -0.0, 1.175201177597046, -1.175201177597046, 0.5210952758789062,
            -6.050204277038574, 1.0000000031710769e-30, 1.1750469207763672, 14.026083946228027,
            -0.24715842306613922],
        "float64": [0.0, -0.0, 1.1752011936438014, -1.1752011936438014, 0.5210953054937474,
            -6.0502044810397875, 1e-30, 1.1750468914560686, 14.026084357106669, -0.2471584145252179],
    },
    "cosh": {
        "float16": [1.0, 1.0, 1.54296875, 1.54296875, 1.1279296875, 6.1328125, 1.0, 1.54296875, 14.0703125,
            1.0302734375],
        "float32": [1.0, 1.0, 1.5430806875228882, 1.5430806875228882, 1.1276259422302246,
            6.132289409637451, 1.0, 1.5429631471633911, 14.061687469482422, 1.0300909280776978],
        "float64": [1.0, 1.0, 1.5430806348152437, 1.5430806348152437, 1.1276259652063807,
            6.132289479663686, 1.0, 1.5429631224110867, 14.061687039351728, 1.0300909095175141],
    },
    "asin": {
        "float16": [0.0, -0.0, 1.5703125, -1.5703125, 0.5234375, NAN, 0.0, 1.5703125, NAN, -0.247314453125],
        "float32": [0.0, -0.0, 1.5707963705062866, -1.5707963705062866, 0.5235987901687622, NAN,
            1.0000000031710769e-30, 1.5566529035568237, NAN, -0.24721935391426086],
        "float64": [0.0, -0.0, 1.5707963267948966, -1.5707963267948966, 0.5235987755982989, NAN, 1e-30,
            1.5566540733173846, NAN, -0.24721935006584392],
    },
    "acos": {
        "float16": [1.5703125, 1.5703125, 0.0, 3.140625, 1.046875, NAN, 1.5703125, 0.0, NAN, 1.818359375],
        "float32": [1.5707963705062866, 1.5707963705062866, 0.0, 3.1415927410125732, 1.0471975803375244,
            NAN, 1.5707963705062866, 0.014143426902592182, NAN, 1.818015694618225],
        "float64": [1.5707963267948966, 1.5707963267948966, 0.0, 3.141592653589793, 1.0471975511965979,
            NAN, 1.5707963267948966, 0.014142253477512098, NAN, 1.8180156768607405],
    },
    "exp2": {
        "float16": [1.0, 1.0, 2.0, 0.5, 1.4140625, 0.1767578125, 1.0, 2.0, 10.09375, 0.84375],
        "float32": [1.0, 1.0, 2.0, 0.5, 1.4142135381698608, 0.1767766922712326, 1.0, 1.9998613595962524,
            10.093358039855957, 0.8439861536026001],
        "float64": [1.0, 1.0, 2.0, 0.5, 1.4142135623730951, 0.1767766952966369, 1.0, 1.9998613753683072,
            10.093357823511532, 0.8439861328630502],
    },
    "expm1": {
        "float16": [0.0, 0.0, 1.71875, -0.6318359375, 0.6484375, -0.91796875, 0.0, 1.71875, 27.109375,
            -0.21728515625],
        "float32": [0.0, 0.0, 1.7182817459106445, -0.6321205496788025, 0.6487212181091309,
            -0.9179149866104126, 0.0, 1.7180099487304688, 27.087772369384766, -0.21706748008728027],
        "float64": [0.0, 0.0, 1.718281828459045, -0.6321205588285577, 0.6487212707001282,
            -0.9179150013761012, 0.0, 1.7180100138671555, 27.087771396458397, -0.21706750500770378],
    },
    "log1p": {
        "float16": [0.0, 0.0, 0.693359375, -INF, 0.405517578125, NAN, 0.0, 0.693359375, 1.466796875,
            -0.280517578125],
        "float32": [0.0, 0.0, 0.6931471824645996, -INF, 0.40546509623527527, NAN, 0.0, 0.6930971741676331,
            1.4667986631393433, -0.28065186738967896],
        "float64": [0.0, 0.0, 0.6931471805599453, -INF, 0.4054651081081644, NAN, 0.0, 0.6930971793099037,
            1.4667987237528375, -0.28065190873021095],
    },
}
# Float32 values where glibc's expf/logf is a last bit off the correctly rounded value
_ULP_OFF = {("expm1", "float32"): 9, ("log1p", "float32"): 8}


def _same_bits(got, want):
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    num = ~np.isnan(want)        # a NaN's sign is not compared
    np.testing.assert_array_equal(np.signbit(got[num]), np.signbit(want[num]))
    np.testing.assert_array_equal(got[num], want[num])


@pytest.mark.parametrize("name", sorted(_WANT))
def test_unary_values_as_2_10(mode, name):
    fn = getattr(ops, name)
    fn2 = lambda a, b, c: (fn(a), fn(b), fn(c))
    outs = FnCell(fn2)(
        *(ms.Tensor(np.array(_X, dt)) for dt in ("float16", "float32", "float64")))
    for dt, got in zip(("float16", "float32", "float64"), outs):
        got, want = got.asnumpy(), np.array(_WANT[name][dt], dt)
        assert got.dtype == want.dtype
        if dt == "float64":      # XLA's Float64 functions: within an ulp of glibc's
            np.testing.assert_allclose(got, want, rtol=5e-16, atol=0)
            num = ~np.isnan(want)
            np.testing.assert_array_equal(np.signbit(got[num]), np.signbit(want[num]))
            continue
        off = _ULP_OFF.get((name, dt))
        if off is not None:
            np.testing.assert_allclose(got[off], want[off], rtol=4e-7)   # 2 ulp
            got, want = np.delete(got, off), np.delete(want, off)
        _same_bits(got, want)


def test_exp2_of_integers_is_exact():
    r = ops.exp2(ms.Tensor(np.array([100., -100., 30.5], np.float32))).asnumpy()
    np.testing.assert_array_equal(r, np.array([2.0 ** 100, 2.0 ** -100, 1518500224.0],
                                              np.float32))


@pytest.mark.heavy    # four first compiles of gradients
def test_gradients_follow_the_functions():
    x = ms.Tensor(np.array([0.5, -0.25, 2.0], np.float32))
    for fn, d in ((ops.sinh, np.cosh), (ops.cosh, np.sinh), (ops.expm1, np.exp),
                  (ops.log1p, lambda v: 1 / (1 + v))):
        np.testing.assert_allclose(ms.grad(fn)(x).asnumpy(), d(x.asnumpy()), rtol=2e-7)
