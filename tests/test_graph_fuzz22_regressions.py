"""Regressions found by the twenty-second fuzzer (fuzz_programs22): the structure of networks."""
import pytest

import minicell as ms
from minicell import nn


@pytest.mark.parametrize("index", [ms.Tensor(1, ms.int32), 1.0, "1"])
def test_celllist_read_and_delete_by_a_non_int_name_int_or_slice(index):
    # 2.10 (measured, PYNATIVE_MODE): "For 'CellList', the type of 'index' must be int or
    # slice, but got Tensor." for cells[Tensor(1)] and del cells[...]; minicell said "must be int"
    cells = nn.CellList([nn.ReLU(), nn.Tanh()])
    text = f"For 'CellList', the type of 'index' must be int or slice, but got {type(index).__name__}."
    with pytest.raises(TypeError) as err:
        cells[index]
    assert str(err.value) == text
    with pytest.raises(TypeError) as err:
        del cells[index]
    assert str(err.value) == text
    assert len(cells) == 2


def test_sequentialcell_read_by_a_non_int_names_int():
    # 2.10's SequentialCell keeps "must be int" (measured)
    seq = nn.SequentialCell([nn.ReLU(), nn.Tanh()])
    with pytest.raises(TypeError, match=r"^For 'SequentialCell', the type of 'index' must be int, but got Tensor\.$"):
        seq[ms.Tensor(0, ms.int32)]


IDX = ms.Tensor(1, ms.int32)


class _Pick(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

    def construct(self, x, idx):
        return self.blocks[idx](x) * 2 + self.blocks[IDX](x)


def test_celllist_indexed_by_a_constant_tensor_in_a_graph_is_switch_layer():
    # a global Tensor (and a Tensor made outside the traced function and passed in) indexing a
    # CellList in GRAPH_MODE picks that Cell, as 2.10's switch_layer (measured: the values
    # below); minicell's graph refused a Tensor that was not symbolic with CellList's TypeError
    import numpy as np
    x = ms.Tensor(np.array([[-1.0, 0.5, 2.0]], np.float32))
    net = _Pick()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = net(x, ms.Tensor(2, ms.int32))

        def f(x):
            return net(x, ms.Tensor(-1, ms.int32)).sum()
        grad = ms.grad(f)(x)
        at_idx = lambda x: net(x, IDX)
        both = ms.jit(at_idx)(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(out.asnumpy(), [[-0.22371107, 1.707036, 2.725622]], rtol=1e-5)
    np.testing.assert_allclose(grad.asnumpy(), [[0.8131983, 1.2564551, 0.28063786]], rtol=1e-5)
    np.testing.assert_allclose(both.asnumpy(), [[-2.2847824, 1.3863515, 2.8920827]], rtol=1e-5)
