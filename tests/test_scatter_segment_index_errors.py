"""Error types of out-of-range scatter and segment indices, as MindSpore 2.10 raises them
(measured on CPU, both modes): a replacing scatter (TensorScatterUpdate, ScatterNdUpdate) a
ValueError, the adding ones a RuntimeError; an UnsortedSegment* id at or above num_segments a
RuntimeError, while a negative id drops its slice. Checked eagerly, on the host before a
graph step (a graph input) and inside the graph (a computed index)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, Tensor

X = np.ones((1, 4, 1), np.float32)
BAD = np.array([[0, 2], [3, 2]], np.int32)
U = np.ones((2, 1), np.float32)


class _NdUpdate(nn.Cell):
    def __init__(self, shift):
        super().__init__()
        self.x = Parameter(Tensor(X), name="x")
        self.op, self.shift = ops.ScatterNdUpdate(), shift

    def construct(self, indices, updates):
        return self.op(self.x, indices + self.shift, updates)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
@pytest.mark.parametrize("shift", [0, 1], ids=["input", "computed"])
def test_replacing_scatter_raises_valueerror(mode, shift):
    ms.set_context(mode=mode)
    net = _NdUpdate(shift)
    with pytest.raises(ValueError, match=r"For 'ScatterNdUpdate', indices out of range for "
                                         r"input_x. Please check the indices which is "
                                         r"\[const vector\]\{3, 2\}"):
        net(Tensor(BAD - shift), Tensor(U))
    assert net.x.asnumpy().tolist() == X.tolist()      # nothing written
    with pytest.raises(ValueError, match="TensorScatterUpdate"):
        ops.tensor_scatter_update(Tensor(X), Tensor(BAD), Tensor(U))


def test_adding_scatter_raises_runtimeerror_only():
    with pytest.raises(RuntimeError, match="TensorScatterAdd") as info:
        ops.tensor_scatter_add(Tensor(X), Tensor(BAD), Tensor(U))
    assert not isinstance(info.value, ValueError)


class _Segment(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, ids):
        return self.fn(x, ids, 2)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_unsorted_segment_id_past_num_segments_raises(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    for name, want in (("max", [2.0, 4.0]), ("sum", [3.0, 4.0])):
        net = _Segment(getattr(ops, "unsorted_segment_" + name))
        with pytest.raises(RuntimeError, match="segment_ids value should be \\[0, 2\\), but got 2"):
            net(x, Tensor(np.array([0, 0, 1, 2], np.int32)))
        got = net(x, Tensor(np.array([0, 0, -1, 1], np.int32)))      # -1: dropped
        assert got.asnumpy().tolist() == want
    # histc drops values outside [min, max] through the same op
    assert ops.histc(Tensor([1.0, 2.0, 1.0, 5.0, -3.0]), bins=4, min=0, max=3).asnumpy().tolist() \
        == [0.0, 2.0, 1.0, 0.0]
