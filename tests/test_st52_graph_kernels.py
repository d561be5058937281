"""MindSpore 2.10 behaviours met in its st files (round st52); values measured on 2.10 CPU.

A Tensor method whose newer (pyboost) signature is chosen by its keyword names (``dim=``,
``split_size=``, ``stable=``, ``other=``) selects an op that 2.10 has no CPU kernel for in a
graph: ``t.chunk(2, dim=0)`` in GRAPH_MODE is a kernel-select RuntimeError, while ``t.chunk(2, 0)``
takes the older signature and computes, and PYNATIVE_MODE computes both
(st tensor/overload/test_chunk, test_split, test_sort, test_cumsum, test_expand_as).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn

_X = np.arange(12, dtype=np.float32).reshape(4, 3)

# (name, method call on t (and u), 2.10's refused op or None) -- each row measured on 2.10
_chunk_dim = lambda t, u: t.chunk(2, dim=0)
_chunk_kw = lambda t, u: t.chunk(chunks=2, dim=0)
_chunk_pos = lambda t, u: t.chunk(2, 0)
_chunk_axis = lambda t, u: t.chunk(2, axis=0)
_split_size_dim = lambda t, u: t.split(split_size=2, dim=0)
_split_dim = lambda t, u: t.split(2, dim=0)
_split_size_kw = lambda t, u: t.split(split_size=2)
_split_tuple_kw = lambda t, u: t.split(split_size=(1, 3), dim=0)
_split_pos = lambda t, u: t.split(2, 0)
_cumsum_dim = lambda t, u: t.cumsum(dim=0)
_cumsum_pos = lambda t, u: t.cumsum(0, dtype=None)
_cumsum_axis = lambda t, u: t.cumsum(axis=0)
_sort_dim = lambda t, u: t.sort(dim=-1)
_sort_stable = lambda t, u: t.sort(stable=False)
_sort_pos = lambda t, u: t.sort(-1)
_sort_descending = lambda t, u: t.sort(descending=True)
_expand_as_other = lambda t, u: t.expand_as(other=u)
_expand_as_pos = lambda t, u: t.expand_as(u)
_expand_as_x = lambda t, u: t.expand_as(x=u)
CASES = [
    ("chunk_dim", _chunk_dim, "Chunk"),
    ("chunk_kw", _chunk_kw, "Chunk"),
    ("chunk_pos", _chunk_pos, None),
    ("chunk_axis", _chunk_axis, None),
    ("split_size_dim", _split_size_dim, "SplitTensor"),
    ("split_dim", _split_dim, "SplitTensor"),
    ("split_size_kw", _split_size_kw, "SplitTensor"),
    ("split_tuple_kw", _split_tuple_kw, None),
    ("split_pos", _split_pos, None),
    ("cumsum_dim", _cumsum_dim, "CumsumExt"),
    ("cumsum_pos", _cumsum_pos, None),
    ("cumsum_axis", _cumsum_axis, None),
    ("sort_dim", _sort_dim, "SortExt"),
    ("sort_stable", _sort_stable, "SortExt"),
    ("sort_pos", _sort_pos, None),
    ("sort_descending", _sort_descending, None),
    ("expand_as_other", _expand_as_other, "ExpandAs"),
    ("expand_as_pos", _expand_as_pos, None),
    ("expand_as_x", _expand_as_x, None),
]


class _Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, t, u):
        return self.fn(t, u)


def _numpy(out):
    return [o.asnumpy() for o in out] if isinstance(out, (tuple, list)) else [out.asnumpy()]


@pytest.mark.parametrize("name, fn, refused", CASES, ids=[c[0] for c in CASES])
def test_pyboost_signature_in_graph(name, fn, refused):
    t, u = Tensor(_X), Tensor(np.ones((2, 4, 3), np.float32))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    expected = _numpy(fn(t, u))       # op by op every signature computes
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        if refused is None:
            got = _numpy(_Call(fn)(t, u))
            assert len(got) == len(expected)
            for g, e in zip(got, expected):
                np.testing.assert_array_equal(g, e)
        else:
            with pytest.raises(RuntimeError) as info:
                _Call(fn)(t, u)
            rule = "-" * 52
            assert str(info.value) == (
                f"\n{rule}\n- Kernel select failed:\n{rule}\nUnsupported op [{refused}] on CPU, "
                "Please confirm whether the device target setting is correct, or refer to "
                "'mindspore.ops' at https://www.mindspore.cn to query the operator support list.")
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_chunk_values_op_by_op_with_dim():
    t = Tensor(np.arange(9, dtype=np.float32))
    out = t.chunk(chunks=3, dim=0)
    assert [o.asnumpy().tolist() for o in out] == [[0, 1, 2], [3, 4, 5], [6, 7, 8]]


def test_jit_function_refuses_like_graph_mode():
    @ms.jit
    def f(t):
        return t.sort(dim=0)

    with pytest.raises(RuntimeError, match=r"Unsupported op \[SortExt\] on CPU"):
        f(Tensor(_X))
