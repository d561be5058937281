"""numerics12: lgamma's gradient and Float64 values as MindSpore 2.10 on CPU
(/tmp/numerics12/lg.py, lg2.py, lg64.py, pin.py). 2.10's LgammaGrad is ``dout * digamma(x)``
with its own digamma (bit for bit, +-inf at +-0); its Float64 Lgamma is glibc's lgamma, which
keeps relative accuracy beside the zeros at 1 and 2 and at subnormal inputs."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

_X = np.array([-2.5, -0.3, 0.0, -0.0, 1e-3, 0.5, 0.9999999, 1, 1.5, 2, 3.7, 12.5, 1e4])
_GRAD = {   # 2.10's gradient of sum(lgamma(x) * linspace(0.3, 3.1, 13))
    "float16": [0.3310546875, 1.126953125, -np.inf, np.inf, -1233.0, -2.880859375,
                -0.9814453125, -1.1162109375, 0.07904052734375, 1.0146484375, 3.072265625,
                7.125, 28.546875],
    "float32": [0.33094698190689087, 1.1270986795425415, -np.inf, np.inf, -1234.043212890625,
                -2.8798160552978516, -0.9812670946121216, -1.1159507036209106,
                0.07906148582696915, 1.0146821737289429, 3.07350492477417, 7.124227046966553,
                28.55190086364746],
    "float64": [0.3309469699859619, 1.1270985921223957, -np.inf, np.inf, -1234.043192545573,
                -2.8798159440358484, -0.9812670469284058, -1.1159507592519127,
                0.07906148272256057, 1.0146821022033692, 3.0735047856966653, 7.124227492014567,
                28.551901817321777],
}


@pytest.mark.heavy    # digamma's kernel compiles in 1-3 s per dtype
def test_lgamma_gradient_is_2_10_digamma_bit_for_bit(mode):
    for dt, want in _GRAD.items():
        w = ms.Tensor(np.linspace(0.3, 3.1, 13).astype(dt))
        fn = lambda x, w: (ops.lgamma(x) * w).sum()
        g = ms.grad(FnCell(fn))(ms.Tensor(_X.astype(dt)), w)
        assert g.dtype == getattr(ms, dt)
        np.testing.assert_array_equal(g.asnumpy(), np.array(want, dt), err_msg=dt)


@pytest.mark.heavy
def test_lgamma_gradient_equals_digamma_float64_widened_from_float32():
    x = ms.Tensor(np.array([0.25, 1.0000001, 7.3, -4.6]))
    np.testing.assert_array_equal(ms.grad(lambda t: ops.lgamma(t).sum())(x).asnumpy(),
                                  ops.digamma(x).asnumpy())


def test_lgamma_float64_beside_one_and_two_and_tiny(mode):
    x = np.array([1 + 2**-52, 1 - 2**-53, 1 + 1e-10, 1 - 1e-10, 2 + 1e-10, 2 - 1e-10, 0.75, 1.4,
                  1.6, 2.4, 1, 2, 5e-324, -1e-310, 2.0**-75])
    want = [-1.281676242696001e-16, 6.408381213480008e-17, -5.772157125783244e-11,
            5.7721571274281786e-11, 4.2278437011204657e-11, -4.2278437004755317e-11,
            0.20328095143129535, -0.1196129141723713, -0.11259176569675577, 0.21685932244884157,
            0.0, 0.0, 744.4400719213812, 713.8013788281542, 51.986038541995896]
    r = FnCell(ops.lgamma)(ms.Tensor(x)).asnumpy()
    np.testing.assert_array_equal(r[10:12], [0, 0])
    np.testing.assert_allclose(r, want, rtol=6e-16, atol=0)    # glibc's within 4 ulp
