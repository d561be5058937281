"""Behaviour checked by MindSpore's system tests outside tests/st/{ops,tensor} (compiler,
pynative, nn, dynamic_shape, ...), ported as small minicell tests (batch 34). Values were
measured on MindSpore 2.10 CPU, or are the st test's own expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _AugAdd(nn.Cell):
    def construct(self, x, y):
        x += y
        return x


def test_jit_of_a_bound_construct_in_graph_mode():
    # tests/st/compiler/augassign_inplace/*: net.construct = jit(net.construct) and the Cell
    # called in GRAPH_MODE; 2.10 prints 3 (the jitted method keeps its self)
    net = _AugAdd()
    net.construct = ms.jit(net.construct)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = net(Tensor(1), 2)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert int(out) == 3
