"""MindSpore's private shape helpers that user code (and MindSpore's st tests) import:
mindspore.numpy.utils_const, ops._grad_experimental.grad_math_ops/grad_array_ops,
nn.layer.basic._is_equal_one. Expected values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.nn.layer.basic import _is_equal_one
from minicell.numpy.utils_const import _canonicalize_axis, _infer_out_shape
from minicell.ops._grad_experimental.grad_array_ops import _generate_inverse_index
from minicell.ops._grad_experimental.grad_math_ops import (_fft_rank_offset, _rfft_last_term_shape,
                                                           _rfft_reshape, _rfft_tile_reshape)


def test_values():
    assert _infer_out_shape((5,), (6, 1), (7, 1, 5), (8, 1, 6, 1)) == (8, 7, 6, 5)
    assert (_canonicalize_axis(0, 2), _canonicalize_axis((-1, 0, 1), 3),
            _canonicalize_axis([2], 3)) == (0, (0, 1, 2), 2)
    assert (_fft_rank_offset((1, 2, 3, 4, 5, 10), 3), _fft_rank_offset((2, 3), 0)) == (200, 6)
    assert _rfft_reshape((1, 2, 3, 4, 5), (2, 5, 7, 8)) == (1, 1, 1, 2, 5, 7, 8)
    assert _rfft_reshape((1,), (2,)) == (2,)
    assert _rfft_tile_reshape((1, 2, 3, 4, 5)) == (1, 2, 3, 1, 1)
    assert _rfft_last_term_shape((1, 2, 3, 4, 5), (2, 5, 7, 8)) == (1, 1, 1, 1, 2, 5, 7, 8)
    assert (_generate_inverse_index((3, 2, 3), 2), _generate_inverse_index((3, 2, 3, 4), -1, 1),
            _generate_inverse_index((3, 2, 3), 0)) == ((1, 2, 0), (0, 2, 3, 1), (0, 1, 2))
    assert _is_equal_one(None) is False
    assert not _is_equal_one(ms.Tensor(np.array([1., 2.])))
    assert _is_equal_one(ms.Tensor(np.array([1, 1])))


@pytest.mark.parametrize("call, text", [
    (lambda: _infer_out_shape((2,), (3,)),
     "operands could not be broadcast together with shapes ((2,), (3,))"),
    (lambda: _canonicalize_axis((0, -3), 3), "duplicate axes in (0, 0)."),
    (lambda: _canonicalize_axis(3, 3), "axis 3 is out of bounds for array of dimension 3")])
def test_errors(call, text):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == text


def test_in_graph():
    class Net(nn.Cell):
        def construct(self, shape_a, shape_b):
            return _rfft_last_term_shape(shape_a, shape_b), _infer_out_shape(shape_a, shape_b)

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        assert Net()((1, 4), (3, 1, 1)) == ((1, 3, 1, 1), (3, 1, 4))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
