"""MindSpore 2.10 behaviours met in its st files (round st53); values measured on 2.10 CPU.

``Tensor.argsort`` and ``Tensor.index_select`` follow ``chunk``/``sort`` (test_st52_graph_kernels):
in a graph (GRAPH_MODE Cell, ``@jit``) 2.10 tries the older signature first (``axis=``,
``descending=``); a call only the newer one takes (``dim=``, ``stable=``) selects ArgSort /
IndexSelect, which has no CPU kernel in a graph: a kernel-select RuntimeError. ``Tensor.topk``
computes with every keyword in a graph (measured: ``topk(2, dim=0)``, ``topk(2, largest=False)``).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn

_X = np.array([[3., 1., 2.], [0., 5., 4.]], np.float32)
_IDX = np.array([2, 0], np.int32)
_DESC = [[0, 2, 1], [1, 2, 0]]
_VALS, _DIM0 = ([[3., 2.], [5., 4.]], [[0, 2], [1, 2]]), ([[3., 5., 4.], [0., 1., 2.]],
                                                          [[0, 1, 1], [1, 0, 0]])

# (name, call, 2.10's result in a graph: a list of arrays, or the refused op's name)
_argsort = lambda t, i: t.argsort()
_argsort_axis = lambda t, i: t.argsort(axis=1)
_argsort_descending = lambda t, i: t.argsort(descending=True)
_argsort_pos = lambda t, i: t.argsort(1, True)
_argsort_axis_desc = lambda t, i: t.argsort(axis=1, descending=True)
_argsort_dim = lambda t, i: t.argsort(dim=1)
_argsort_dim_desc = lambda t, i: t.argsort(dim=1, descending=True)
_argsort_stable = lambda t, i: t.argsort(stable=True)
_argsort_dim_stable = lambda t, i: t.argsort(dim=0, stable=True)
_index_select_pos = lambda t, i: t.index_select(1, i)
_index_select_axis = lambda t, i: t.index_select(axis=1, index=i)
_index_select_pos_kw = lambda t, i: t.index_select(1, index=i)
_index_select_dim = lambda t, i: t.index_select(dim=1, index=i)
_topk = lambda t, i: t.topk(2)
_topk_k = lambda t, i: t.topk(k=2)
_topk_dim = lambda t, i: t.topk(2, dim=0)
_topk_pos = lambda t, i: t.topk(2, 0, True, True)
_topk_smallest = lambda t, i: t.topk(2, largest=False)
CASES = [
    ("argsort", _argsort, [[[1, 2, 0], [0, 2, 1]]]),
    ("argsort_axis", _argsort_axis, [[[1, 2, 0], [0, 2, 1]]]),
    ("argsort_descending", _argsort_descending, [_DESC]),
    ("argsort_pos", _argsort_pos, [_DESC]),
    ("argsort_axis_desc", _argsort_axis_desc, [_DESC]),
    ("argsort_dim", _argsort_dim, "ArgSort"),
    ("argsort_dim_desc", _argsort_dim_desc, "ArgSort"),
    ("argsort_stable", _argsort_stable, "ArgSort"),
    ("argsort_dim_stable", _argsort_dim_stable, "ArgSort"),
    ("index_select_pos", _index_select_pos, [[[2., 3.], [4., 0.]]]),
    ("index_select_axis", _index_select_axis, [[[2., 3.], [4., 0.]]]),
    ("index_select_pos_kw", _index_select_pos_kw, [[[2., 3.], [4., 0.]]]),
    ("index_select_dim", _index_select_dim, "IndexSelect"),
    ("topk", _topk, list(_VALS)),
    ("topk_k", _topk_k, list(_VALS)),
    ("topk_dim", _topk_dim, list(_DIM0)),
    ("topk_pos", _topk_pos, list(_DIM0)),
    ("topk_smallest", _topk_smallest, [[[1., 2.], [0., 4.]],
                                                              [[1, 2], [0, 2]]]),
]


class _Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, t, i):
        return self.fn(t, i)


def _numpy(out):
    return [o.asnumpy() for o in out] if isinstance(out, (tuple, list)) else [out.asnumpy()]


def _check(run, fn, want):
    t, i = Tensor(_X), Tensor(_IDX)
    if isinstance(want, str):
        with pytest.raises(RuntimeError) as info:
            run(fn, t, i)
        rule = "-" * 52
        assert str(info.value) == (
            f"\n{rule}\n- Kernel select failed:\n{rule}\nUnsupported op [{want}] on CPU, "
            "Please confirm whether the device target setting is correct, or refer to "
            "'mindspore.ops' at https://www.mindspore.cn to query the operator support list.")
        return
    got = _numpy(run(fn, t, i))
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, np.array(w, g.dtype))
        assert g.dtype == (np.float32 if isinstance(w[0][0], float) else np.int32)


@pytest.mark.parametrize("name, fn, want", CASES, ids=[c[0] for c in CASES])
def test_newer_signature_in_graph_mode(name, fn, want):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        _check(lambda f, t, i: _Call(f)(t, i), fn, want)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("name, fn, want", [c for c in CASES if c[0] in (
    "argsort_dim", "argsort_stable", "index_select_dim", "argsort_pos", "topk_dim")],
    ids=["argsort_dim", "argsort_pos", "argsort_stable", "index_select_dim", "topk_dim"])
def test_newer_signature_under_jit(name, fn, want):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    fn2 = lambda f, t, i: ms.jit(lambda a, b: f(a, b))(t, i)
    _check(fn2, fn, want)


@pytest.mark.parametrize("name, fn, want", CASES, ids=[c[0] for c in CASES])
def test_every_signature_computes_op_by_op(name, fn, want):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    got = _numpy(fn(Tensor(_X), Tensor(_IDX)))
    if isinstance(want, str):        # the refused calls: 2.10's PYNATIVE values
        want = {"argsort_dim": [[[1, 2, 0], [0, 2, 1]]], "argsort_dim_desc": [_DESC],
                "argsort_stable": [[[1, 2, 0], [0, 2, 1]]],
                "argsort_dim_stable": [[[1, 0, 0], [0, 1, 1]]],
                "index_select_dim": [[[2., 3.], [4., 0.]]]}[name]
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, np.array(w, g.dtype))
