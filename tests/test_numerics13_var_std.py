"""numerics13: ops.var / std / var_mean / std_mean with a ddof of 0 or 1 are 2.10's ReduceStd
(/tmp/numerics13/sv.py): computed in Float32 whatever the float dtype, so a Float64 input gives
Float32-rounded std and mean, and var is the std squared in the input's dtype (Float64 var of
``[1.5, -2, 3.25, 0]`` is 3.730468746089187, not 3.73046875). An integer input is the kernel's
TypeError. Other ddofs and ``Tensor.var`` stay in the input's dtype (2.10's Python composite)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

_X = np.array([[1.5, -2., 3.25, 0.], [4., 5.5, -6., 7.], [0.1, 0.2, 0.3, 0.4]])
_WANT64 = {     # 2.10 CPU, both modes, Float64 input
    "var": [10.953386638239465],
    "var1": [3.730468746089187, 25.921874755631734, 0.012500001366655467],
    "std": [3.3095901012420654],
    "vm": ([3.730468746089187, 25.921874755631734, 0.012500001366655467], [0.6875, 2.625, 0.25]),
    "sm": ([1.6131404638290405, 3.147838830947876, 3.857964277267456, 3.209707498550415],
           [1.8666666746139526, 1.2333333492279053, -0.8166666626930237, 2.4666666984558105]),
}


def _all(t):
    return (ops.var(t), ops.var(t, 1, 0), ops.std(t), ops.var_mean(t, 1), ops.std_mean(t, 0))


@pytest.mark.heavy   # several first compiles
def test_float64_reduce_std_computes_in_float32(mode):
    got = FnCell(_all)(ms.Tensor(_X))
    for g, want in zip(got, _WANT64.values()):
        for gg, ww in zip(g if isinstance(g, tuple) else (g,),
                          want if isinstance(want, tuple) else (want,)):
            assert gg.dtype == ms.float64
            np.testing.assert_array_equal(gg.asnumpy().ravel(), np.array(ww))


@pytest.mark.heavy   # several first compiles
def test_float16_var_and_std_mean(mode):
    fn2 = lambda t: (ops.var(t), ops.std_mean(t, 0))
    var, (std, mean) = FnCell(fn2)(
        ms.Tensor(_X.astype(np.float16)))
    assert var.dtype == std.dtype == mean.dtype == ms.float16
    np.testing.assert_array_equal(var.asnumpy(), np.float16(10.9609375))
    np.testing.assert_array_equal(std.asnumpy(), np.array(
        [1.61328125, 3.1484375, 3.857421875, 3.208984375], np.float16))
    np.testing.assert_array_equal(mean.asnumpy(), np.array(
        [1.8662109375, 1.2333984375, -0.81640625, 2.466796875], np.float16))


@pytest.mark.heavy   # several first compiles
def test_other_ddof_and_tensor_var_stay_float64():
    t = ms.Tensor(_X)
    np.testing.assert_allclose(ops.var(t, 0, 2).asnumpy(), np.var(_X, 0, ddof=2), rtol=1e-15)
    np.testing.assert_allclose(t.var().asnumpy(), np.var(_X), rtol=1e-15)


_TEXT = ("Select CPU operator[ReduceStd] fail! Unsupported data type! No kernel for "
         "input[Int32].")


@pytest.mark.parametrize("fn", [lambda t: ops.var(t), lambda t: ops.var(t, 0, 1),
                                lambda t: ops.var_mean(t, 1), lambda t: ops.std_mean(t),
                                lambda t: ops.ReduceStd(1)(t)])
def test_int_input_is_the_kernel_type_error(fn):
    with pytest.raises(TypeError) as e:
        fn(ms.Tensor(np.array([[1, 2, 3], [4, 5, 7]], np.int32)))
    assert _TEXT in str(e.value)
