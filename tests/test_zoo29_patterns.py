"""Patterns from zoo round 29 (mindaudio FastSpeech2, models-repo ATAE-LSTM).

1. A Float16 -> integer Cast (ATAE-LSTM's DynamicRNN casts its sequence lengths through
   Float16) gave numpy's "RuntimeWarning: overflow encountered in cast": the int32/int64 bounds
   the conversion compares with do not fit in Float16. Values were right; 2.10 prints nothing.
   Values measured on MindSpore 2.10 CPU (/tmp/zoo29/run/f16.py, f16c.py).
2. ``self.p = value`` in a GRAPH_MODE construct with a value of another shape (FastSpeech2WithLoss
   keeps ``self.mel_predictions = yh["mel_predictions"][:1]`` in a (1, 742, 128) Parameter) is
   2.10's Assign: ValueError "For 'Assign','value' must have the same shape as 'variable'. ..."
   (another rank: "... same rank ..."), as ``ops.assign`` gives in both modes; PYNATIVE_MODE
   takes the new shape. minicell raised its own GraphModeError text (/tmp/zoo29/run/pa2.py).
"""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor, Parameter

F16 = np.array([1.7, -2.5, 65504, -65504, np.inf, -np.inf, np.nan, 300.9], np.float16)
I32_MIN, I64_MIN = -2 ** 31, -2 ** 63
CAST_2_10 = {       # measured: ops.Cast and Tensor.astype agree, both modes
    ms.int32: [1, -2, 65504, -65504, I32_MIN, I32_MIN, I32_MIN, 301],
    ms.int64: [1, -2, 65504, -65504, I64_MIN, I64_MIN, I64_MIN, 301],
    ms.int8: [1, -2, -32, 32, 0, 0, 0, 45],
    ms.uint8: [1, 254, 224, 32, 0, 0, 0, 45],
    ms.uint32: [1, 4294967294, 65504, 4294901792, 0, 0, 0, 301],
    ms.uint64: [1, 2 ** 64 - 2, 65504, 2 ** 64 - 65504, 0, 2 ** 63, 2 ** 63, 301],
}


class _Cast(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.dtype = dtype

    def construct(self, x):
        return ops.cast(x, self.dtype)


@pytest.mark.parametrize("dtype", list(CAST_2_10))
def test_float16_to_int_cast_values_without_overflow_warning(dtype):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        assert ops.Cast()(Tensor(F16), dtype).asnumpy().tolist() == CAST_2_10[dtype]
        assert Tensor(F16, dtype).asnumpy().tolist() == CAST_2_10[dtype]


def test_float16_to_int_cast_in_graph_without_overflow_warning():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", RuntimeWarning)
            out = _Cast(ms.int32)(Tensor(F16))
        assert out.asnumpy().tolist() == CAST_2_10[ms.int32]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _Write(nn.Cell):
    def __init__(self, shape, attr):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros(shape, np.float32)), name="p")
        self.attr = attr

    def construct(self, v):
        if self.attr:
            self.p = v
        else:
            ops.assign(self.p, v)
        return self.p + 0


SHAPE_CASES = [      # (Parameter shape, value shape, 2.10's message in GRAPH_MODE)
    ((2, 3), (1, 3), "For 'Assign','value' must have the same shape as 'variable'. But got "
                     "'value' shape: (1, 3), 'variable' shape: (2, 3)."),
    ((2, 3), (3,), "For 'Assign','value' must have the same rank as 'variable'. But got "
                   "'value' rank: 1, 'variable' rank: 2."),
    ((2, 3), (2, 3, 1), "For 'Assign','value' must have the same rank as 'variable'. But got "
                        "'value' rank: 3, 'variable' rank: 2."),
    ((3,), (1,), "For 'Assign','value' must have the same shape as 'variable'. But got "
                 "'value' shape: (1), 'variable' shape: (3)."),
]


@pytest.mark.parametrize("pshape,vshape,text", SHAPE_CASES)
def test_param_attribute_write_of_another_shape_in_graph_is_assign_error(pshape, vshape, text):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        for attr in (True, False):
            with pytest.raises(ValueError) as e:
                _Write(pshape, attr)(Tensor(np.ones(vshape, np.float32)))
            assert str(e.value).split("\n")[0] == text, attr
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("pshape,vshape,text", SHAPE_CASES)
def test_param_attribute_write_of_another_shape_eagerly(pshape, vshape, text):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    net = _Write(pshape, True)
    out = net(Tensor(np.full(vshape, 2.0, np.float32)))       # takes the new shape (2.10)
    assert net.p.shape == vshape and out.asnumpy().tolist() == np.full(vshape, 2.0).tolist()
    with pytest.raises(ValueError) as e:
        _Write(pshape, False)(Tensor(np.ones(vshape, np.float32)))
    assert str(e.value).split("\n")[0] == text


def test_param_attribute_write_of_same_shape_in_graph_keeps_working():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Write((2, 3), True)
        out = net(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
        assert out.asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]]
        assert net.p.asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
