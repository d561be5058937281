"""Session 74, zoo51: a module global Tensor that a graph function writes (``global z`` then
``z += ...``) stays a plain Tensor to the user, as in MindSpore 2.10 (values, types and
identities measured on 2.10): each call writes the new value into the global's own Tensor, so
a reference taken before the call sees it. Before, the global became the graph's ``AttrState``
(a buffer subclass) for good and a reference taken before kept the old value."""
import copy
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn

z = Tensor(np.array([1.0], np.float32))
g = Tensor(np.array([1.0, 2.0], np.float32))
w = Tensor(np.array([0.0], np.float32))


@ms.jit
def _three_adds(x):
    global z
    for i in range(3):
        z += i
    return z * x


@ms.jit
def _fails(x):
    global g
    g += 1
    if x.shape[0] == 3:
        raise ValueError("three rows")
    return g * x


class _SetsGlobal(nn.Cell):
    def construct(self, x):
        global w
        w = x * 2
        return w + 1


@pytest.fixture(params=[ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def mode(request):
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_written_global_is_the_same_plain_tensor(mode):
    global z
    z = Tensor(np.array([1.0], np.float32))
    old = z
    seen = []
    for _ in range(3):
        out = _three_adds(Tensor(np.array([2.0], np.float32)))
        seen.append((out.asnumpy().tolist(), z.asnumpy().tolist(), old.asnumpy().tolist(),
                     type(z) is Tensor, z is old))
    assert seen == [([8.0], [4.0], [4.0], True, True), ([14.0], [7.0], [7.0], True, True),
                    ([20.0], [10.0], [10.0], True, True)]
    assert type(copy.deepcopy(z)) is Tensor and type(copy.copy(z)) is Tensor
    assert type(pickle.loads(pickle.dumps(z))) is Tensor
    assert not isinstance(z, ms.Parameter)
    assert repr(z) == "Tensor(shape=[1], dtype=Float32, value= [ 1.00000000e+01])"


def test_failed_trace_leaves_the_global_as_it_was():
    global g
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        g = Tensor(np.array([1.0, 2.0], np.float32))
        old = g
        with pytest.raises(ValueError, match="three rows"):     # (2.10: the same)
            _fails(Tensor(np.ones((3, 2), np.float32)))
        assert type(g) is Tensor and g is old and g.asnumpy().tolist() == [1.0, 2.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_global_a_construct_writes_is_a_plain_tensor():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _SetsGlobal()
        net(Tensor(np.array([1.0], np.float32)))
        assert type(w) is Tensor       # 2.10: Tensor (its graph drops the write: migration.md)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
