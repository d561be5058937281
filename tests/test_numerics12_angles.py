"""numerics12: deg2rad and rad2deg as MindSpore 2.10 (/tmp/numerics12/dr.py, dr2.py): Python
over Mul and Div there, Float16 ``x * f16(pi / 180)``, otherwise ``x * pi / 180`` with ``pi`` a
Float32 scalar and each step rounded (Float64 deg2rad(1) = 0.017453293005625408); integer or
bool input is its own TypeError. Same values and text in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

INF = np.inf
_X = [0., -0., 1., -1., 0.5, 2.5, -3.7, 0.9999, 1.0001, 100., 1e30, 7.123456789]
_WANT = {   # 2.10 CPU (/tmp/numerics12/dr2.py), (deg2rad, rad2deg) of _X
    "float16": (
        [0.0, -0.0, 0.0174560546875, -0.0174560546875, 0.00872802734375, 0.04364013671875,
         -0.0645751953125, 0.0174560546875, 0.0174560546875, 1.74609375, INF, 0.1243896484375],
        [0.0, -0.0, 57.28125, -57.28125, 28.640625, 143.25, -211.875, 57.28125, 57.28125, 5728.0,
         INF, 408.25],
    ),
    "float32": (
        [0.0, -0.0, 0.01745329238474369, -0.01745329238474369, 0.008726646192371845,
         0.04363323375582695, -0.06457718461751938, 0.01745154708623886, 0.01745503954589367,
         1.7453292608261108, 1.745329393375016e+28, 0.12432777881622314],
        [0.0, -0.0, 57.2957763671875, -57.2957763671875, 28.64788818359375, 143.23944091796875,
         -211.994384765625, 57.29004669189453, 57.301509857177734, 5729.57763671875,
         5.729577710207967e+31, 408.1440124511719],
    ),
    "float64": (
        [0.0, -0.0, 0.017453293005625408, -0.017453293005625408, 0.008726646502812704,
         0.043633232514063515, -0.06457718412081401, 0.017451547676324845, 0.01745503833492597,
         1.7453293005625408, 1.7453293005625407e+28, 0.12432777855132851],
        [0.0, -0.0, 57.29577791868205, -57.29577791868205, 28.647888959341024, 143.23944479670513,
         -211.99437829912358, 57.29004834089018, 57.30150749647392, 5729.577791868204,
         5.729577791868206e+31, 408.14399819587186],
    ),
}


def test_deg2rad_rad2deg_values(mode):
    fn2 = lambda a, b, c: tuple((ops.deg2rad(t), ops.rad2deg(t)) for t in (a, b, c))
    fn = FnCell(fn2)
    outs = fn(*(ms.Tensor(np.array(_X, dt)) for dt in _WANT))
    for dt, got in zip(_WANT, outs):
        for g, want in zip(got, _WANT[dt]):
            want = np.array(want, dt)
            assert g.dtype == getattr(ms, dt)
            np.testing.assert_array_equal(g.asnumpy(), want, err_msg=dt)
            np.testing.assert_array_equal(np.signbit(g.asnumpy()), np.signbit(want))


@pytest.mark.parametrize("dt,name", [("int32", "int32"), ("bool", "bool")])
def test_deg2rad_rad2deg_refuse_non_float(mode, dt, name):
    for fn in (ops.deg2rad, ops.rad2deg):
        with pytest.raises(TypeError) as e:
            FnCell(fn)(ms.Tensor(np.array([1, 0], dt)))
        assert str(e.value) == ("The 'x' should be one of [mindspore.float16, mindspore.float32,"
                                f" mindspore.float64], but got 'mindspore.{name}'.")
