"""numerics13: a Python float beside a Float64 Tensor is a Float32 value in MindSpore 2.10, in
both modes (/tmp/numerics13/sc2.py): ``t64 * 0.1`` multiplies by 0.10000000149011612,
``t64 * 1e300`` is inf; a Float64 Tensor operand keeps its value."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

_WANT = [   # 2.10 CPU, PYNATIVE and GRAPH alike, for t = [1, 3] (Float64)
    [0.10000000149011612, 0.30000000447034836],     # t * 0.1
    [1.1000000014901161, 3.100000001490116],        # t + 0.1
    [3.3333332008785725, 9.999999602635718],        # t / 0.3
    [1.0, 1.1161231758610648],                      # ops.pow(t, 0.1)
    [1.100000023841858, 3.0],                       # ops.maximum(t, 1.1)
    [np.inf, np.inf],                               # ops.mul(t, 1e300)
    [0.1, 0.30000000000000004],                     # t * Tensor(0.1, float64)
]


def _fn(t):
    return (t * 0.1, t + 0.1, t / 0.3, ops.pow(t, 0.1), ops.maximum(t, 1.1), ops.mul(t, 1e300),
            t * ms.Tensor(0.1, ms.float64))


@pytest.mark.heavy    # seven first kernels (1.4 s under load)
def test_python_float_is_float32_beside_float64(mode):
    got = FnCell(_fn)(ms.Tensor(np.array([1.0, 3.0])))
    for g, want in zip(got, _WANT):
        assert g.dtype == ms.float64
        np.testing.assert_array_equal(g.asnumpy(), np.array(want))
