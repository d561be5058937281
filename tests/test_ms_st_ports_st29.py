"""Behaviour checked by MindSpore's st files of batch 29 (tests/st/tensor/overload/...,
tests/st/dynamic_shape/...), ported as small minicell tests. Expected values and error types
were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from conftest import FnCell as _Apply


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_diag_any_rank(mode):
    # dynamic_shape/test_diag.py: ops.diag of an N-D input has shape S + S with
    # out[i..., i...] = x[i...]; each input element appears once, so grad(sum) is all ones
    ms.set_context(mode=mode)
    x = np.array([[1, 2], [3, 4]], np.int32)
    out = _Apply(ops.diag)(Tensor(x)).asnumpy()
    expect = np.zeros((2, 2, 2, 2), np.int32)     # measured on 2.10 (values, shape and Int32)
    expect[0, 0, 0, 0], expect[0, 1, 0, 1], expect[1, 0, 1, 0], expect[1, 1, 1, 1] = 1, 2, 3, 4
    assert out.dtype == np.int32
    np.testing.assert_array_equal(out, expect)
    y = Tensor(np.arange(6).reshape(1, 2, 3).astype(np.float32))
    assert _Apply(ops.diag)(y).shape == (1, 2, 3, 1, 2, 3)
    g = _Apply(lambda t: ops.grad(ops.diag, (0,))(t))(
        Tensor([[1.3, 2.5, -2.1], [-4.7, 2.5, 1.0]], ms.float32))
    np.testing.assert_array_equal(g.asnumpy(), np.ones((2, 3), np.float32))
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_diag_rank0_and_tensor_method():
    with pytest.raises(ValueError, match=r"input rank must be greater than or equal to 1, but got 0"):
        ops.diag(Tensor(3.0))
    assert Tensor([1, 2]).diag().asnumpy().tolist() == [[1, 0], [0, 2]]


def test_set_device_bad_target_message():
    # tests/device_utils.py calls ms.set_device(os.getenv("DEVICE_TARGET")); unset, 2.10 says
    # "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], but got None."
    with pytest.raises(ValueError, match=r"The argument 'device_target' must be one of .*but got None\.$"):
        ms.set_device(None)
    with pytest.raises(ValueError, match=r"but got cpu\.$"):
        ms.set_device("cpu")
    with pytest.raises(TypeError, match="must be <class 'str'>"):
        ms.set_device(3)
    assert ms.get_context("device_target") == "CPU"
