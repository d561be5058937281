"""``ops.linspace`` (``array_ext_math.linspace``) with Tensor bounds: tensor ops, so a GRAPH_MODE construct compiles it (no
op-by-op fallback) and vmap batches it; the bound's Float32/Float64 dtype is kept and the
last value is the stop exactly, as 2.10's LinSpace."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

T = ms.Tensor


class _Lin(nn.Cell):
    def construct(self, a, b):
        return ops.linspace(a, b, 4)


def test_tensor_bounds_compile_in_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    with warnings.catch_warnings():
        warnings.simplefilter("error")        # the op-by-op fallback would warn
        out = _Lin()(T(1.0, ms.float64), T(2.0, ms.float64))
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), [1.0, 4 / 3, 5 / 3, 2.0], rtol=1e-15)
    assert out.asnumpy()[-1] == 2.0
    spaced = lambda a, b: ops.linspace(a, b, 3)
    mapped = ops.vmap(spaced)(T([0.0, 1.0]), T([1.0, 3.0]))
    np.testing.assert_allclose(mapped.asnumpy(), [[0.0, 0.5, 1.0], [1.0, 2.0, 3.0]])
    np.testing.assert_array_equal(ops.linspace(T(3.0), 5.0, 1).asnumpy(), [3.0])


def test_tensor_bound_errors():
    with pytest.raises(ValueError, match="the rank of 'start' must be equal to 0, but got 1"):
        ops.linspace(T([1.0, 2.0]), T(3.0), 3)
    with pytest.raises(ValueError, match="the num must be greater than 0, but got 0"):
        ops.linspace(T(1.0), T(3.0), 0)
