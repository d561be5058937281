"""Model-zoo patterns found running mindspore-ai/models CV models (session 62, zoo39a).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_VALID = ('The valid calling should be: \n"ResizeNearestNeighbor(size=<list of int, tuple of '
          'int>, align_corners=<bool>, half_pixel_centers=<bool>)(input_x=<Tensor>)".')


def _x(rank=4):
    return Tensor(np.ones((2, 3, 2, 2)[4 - rank:], np.float32))


@pytest.mark.parametrize("size, shown", [
    ((4.0, 4.0), "Tuple<float, float>"),
    ([4.0, 4.0], "Tuple<float, float>"),      # a list is kept as a tuple
    ((4, 4.0), "Tuple<int, float>"),
    ((True, True), "Tuple<bool, bool>"),
    ((None, 4), "Tuple<None, int>"),
    (((4,), 4), "Tuple<Tuple<int>, int>"),
    ((np.float32(4), 4), "Tuple<<class 'numpy.float32'>, int>"),
])
def test_resize_nearest_float_size_refused_at_call(size, shown):
    # yolov3_tiny's Tiny backbone: ResizeNearestNeighbor((h / 16, w / 16)) -> floats;
    # 2.10 builds the Primitive and refuses the size when it is called (measured)
    op = ops.ResizeNearestNeighbor(size)
    with pytest.raises(TypeError) as e:
        op(_x())
    assert str(e.value) == (f'Failed calling ResizeNearestNeighbor with "ResizeNearestNeighbor('
                            f'size={shown}, align_corners=bool, half_pixel_centers=bool)(input_x='
                            f'Tensor)".\n' + _VALID)


def test_resize_nearest_float_size_in_graph():
    class Net(nn.Cell):
        def construct(self, x):
            h = x.shape[2]
            return ops.ResizeNearestNeighbor((h / 1, h * 2))(x)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError) as e:
            Net()(_x())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    # measured on 2.10: the graph spells the size "tuple<float, int>"
    assert str(e.value).startswith(
        'Failed calling ResizeNearestNeighbor with "ResizeNearestNeighbor(size=tuple<float, int>, '
        'align_corners=bool, half_pixel_centers=bool)(input_x=Tensor)".\n' + _VALID)


@pytest.mark.parametrize("size, rank, text", [
    ((4,), 4, "the number of size must be equal to 2, but got 1."),
    ((), 4, "the number of size must be equal to 2, but got 0."),
    ((4, 4, 4), 4, "the number of size must be equal to 2, but got 3."),
    ((-1, 4), 4, "the size value must be greater than 0, but got -1."),
    ((0, 4), 4, "the size value must be greater than 0, but got 0."),
    ((4,), 3, "the image rank must be equal to 4, but got 3."),   # rank checked first
])
def test_resize_nearest_size_values(size, rank, text):
    with pytest.raises(ValueError) as e:
        ops.ResizeNearestNeighbor(size)(_x(rank))
    assert str(e.value) == "For primitive[ResizeNearestNeighbor], " + text


def test_resize_nearest_float_size_checked_before_rank():
    with pytest.raises(TypeError, match="size=Tuple<float, float>"):
        ops.ResizeNearestNeighbor((4.0, 4.0))(_x(3))


def test_resize_nearest_list_size_kept_as_tuple():
    op = ops.ResizeNearestNeighbor([4, 4])
    assert op.size == (4, 4)                    # 2.10: (4, 4)
    assert op(_x()).shape == (2, 3, 4, 4)
    assert ops.ResizeNearestNeighbor((np.int64(3), 3))(_x()).shape == (2, 3, 3, 3)
