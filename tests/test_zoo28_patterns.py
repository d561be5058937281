"""Patterns from zoo round 28 (mindformers LLaMA training step, mindone VAE/DiT, IntTower).

A shape clash caught by an op's own check while a GRAPH_MODE construct compiles is a ValueError
whose first line is the op's 2.10 text, the same line PYNATIVE_MODE gives. Measured on
MindSpore 2.10 CPU (/tmp/zoo28/pat/bc.py): Mul of (2, 1, 15) by (1, 16, 16), the mask product a
LLaMA causal mask makes when the training step cuts input_ids to seq_length - 1, raises
"For 'Mul', input1.shape and input2.shape need to broadcast. The value of input1.shape[5] or
input2.shape[5] must be 1 or -1 when they are not the same, but got input1.shape = [2, 1, 15]
and input2.shape = [1, 16, 16]" as the first line in both modes (minicell's graph had put
"For 'mul', the inputs are invalid (...): " before it).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

MUL_TEXT = ("For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
            "input1.shape[5] or input2.shape[5] must be 1 or -1 when they are not the same, but "
            "got input1.shape = [2, 1, 15] and input2.shape = [1, 16, 16]")


class _Prim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = ops.Mul()

    def construct(self, x, y):
        return self.mul(x, y)


class _Star(nn.Cell):
    def construct(self, x, y):
        return x * y


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("cls", [_Prim, _Star])
def test_broadcast_clash_first_line_is_2_10_text(mode, cls):
    ms.set_context(mode=mode)
    try:
        x = Tensor(np.ones((2, 1, 15), np.float32))
        y = Tensor(np.ones((1, 16, 16), np.float32))
        with pytest.raises(ValueError) as info:
            cls()(x, y)
        assert str(info.value).split("\n")[0] == MUL_TEXT
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_graph_shape_clash_in_jit_function_first_line():
    @ms.jit
    def f(a, b):
        return ops.add(a, b)

    with pytest.raises(ValueError) as info:
        f(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 4), np.float32)))
    first = str(info.value).split("\n")[0]
    assert first == ("For 'Add', input1.shape and input2.shape need to broadcast. The value of "
                     "input1.shape[3] or input2.shape[3] must be 1 or -1 when they are not the "
                     "same, but got input1.shape = [2, 3] and input2.shape = [2, 4]")  # 2.10
    assert "the inputs are invalid" not in str(info.value)
