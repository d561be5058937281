"""Model-zoo networks (round 13) through ``import mindspore`` -> minicell: each cause found is
reproduced in a few lines. Values were measured on MindSpore 2.10 (CPU) in both modes."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor


def test_parameter_set_dtype_changes_the_parameter_dtype():
    # casting a network's Parameters (for p in net.get_parameters(): p.set_dtype(ms.float64))
    # left them float32, so the first Conv2D refused float64 inputs
    p = Parameter(Tensor(np.array([1.5, -2.7], np.float32)), name="p")
    assert p.set_dtype(ms.int32) == ms.int32
    assert (p.dtype, p.asnumpy().tolist(), p.name) == (ms.int32, [1, -2], "p")
    p.set_data(Tensor(np.array([3.9, 4.2], np.float32)))     # later writes take the new dtype
    assert (p.dtype, p.asnumpy().tolist()) == (ms.int32, [3, 4])
    q = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="q")
    q.set_dtype(ms.float64)
    assert (q * Tensor(np.array([1 / 3, 1 / 3], np.float64))).dtype == ms.float64
    assert repr(q) == "Parameter (name=q, shape=(2,), dtype=Float64, requires_grad=True)"
