"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found while
fuzzing far seeds of every family (fuzz10, seeds 1300-1600) and probing what family 10 covers
(``fuzz_programs10``), each checked against MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.compiler.errors import GraphModeError


class _AppendToEmptyInWhile(nn.Cell):
    def construct(self, x):
        outs = []
        h = x
        while h.sum() > -30.0:
            outs.append(h.sum())
            h = h - 1.0
        return len(outs), h.sum()


def test_empty_list_growing_in_tensor_while_is_an_error():
    """A list that starts empty and grows in a tensor-dependent ``while``: PYNATIVE_MODE gives
    2 items (2.10 gives ``(2, -48)`` in both modes, measured; its GRAPH_MODE keeps the list on
    the host). One compiled graph cannot hold a list whose length is known only at run time, so
    GRAPH_MODE raises at the loop, as for a list that starts non-empty
    (test_graph_fuzz8_regressions); it used to return ``len(outs) == 0`` silently, the empty
    list having no leaf whose structure the loop checked."""
    x = Tensor(np.linspace(-1, 1, 24).reshape(4, 6).astype(np.float32))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    n, s = _AppendToEmptyInWhile()(x)
    assert n == 2 and abs(float(s) + 48.0) < 1e-4
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(GraphModeError, match=r"'outs' changes structure from PyTreeDef\(\[\]\)"):
        _AppendToEmptyInWhile()(x)


class _StringInWhile(nn.Cell):
    def construct(self, x):
        tag = "start"
        h = x
        while h.sum() > -30.0:
            tag = "looped"
            h = h - 1.0
        return tag, h.sum()


def test_python_string_changed_in_tensor_while_is_an_error():
    """A string the body of a tensor-dependent ``while`` rebinds: PYNATIVE_MODE gives
    ``'looped'``; a compiled loop cannot carry a string, and GRAPH_MODE returned ``'start'``
    silently (only array-like leaves were carried, other Python values kept their value from
    before the loop). It now raises at the loop, as a tensor ``if`` whose branches give two
    strings does (2.10's GRAPH_MODE fails too, measured: a RuntimeError from its runtime)."""
    x = Tensor(np.linspace(-1, 1, 24).reshape(4, 6).astype(np.float32))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert _StringInWhile()(x)[0] == "looped"
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(GraphModeError, match="variable 'tag' takes another Python value"):
        _StringInWhile()(x)
