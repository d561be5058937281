"""Single-step recurrent cells RNNCell, GRUCell, LSTMCell (MindSpore's arguments, Parameters
``weight_ih``, ``weight_hh``, ``bias_ih``, ``bias_hh`` initialised Uniform(1/sqrt(hidden_size)),
gate orders (r, z, n) for GRU and (i, f, g, o) for LSTM), and the step functions the RNN
layers reuse.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> cell = nn.GRUCell(3, 4)
>>> cell(ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(np.zeros((2, 4), np.float32))).shape
(2, 4)
"""
import math

import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...runtime.prim_tag import tag as prim_tag
from ..cell import Cell
from ._utils import check_positive_int

__all__ = ["RNNCell", "GRUCell", "LSTMCell"]


def _gates(x, h, w_ih, w_hh, b_ih, b_hh):
    if b_ih is None:
        gi, gh = ops.dense(x, w_ih), ops.dense(h, w_hh)
    else:
        gi, gh = ops.dense(x, w_ih, b_ih), ops.dense(h, w_hh, b_hh)
    # 2.10's cells are MatMul(transpose_b=True) products (its FLOPs count sees them)
    return prim_tag(gi, "MatMul"), prim_tag(gh, "MatMul")


def rnn_tanh_cell(x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    gi, gh = _gates(x, h, w_ih, w_hh, b_ih, b_hh)
    return ops.tanh(gi + gh)


def rnn_relu_cell(x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    gi, gh = _gates(x, h, w_ih, w_hh, b_ih, b_hh)
    return ops.relu(gi + gh)


def gru_cell(x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    gi, gh = _gates(x, h, w_ih, w_hh, b_ih, b_hh)
    i_r, i_z, i_n = ops.split(gi, gi.shape[-1] // 3, -1)
    h_r, h_z, h_n = ops.split(gh, gh.shape[-1] // 3, -1)
    r = ops.sigmoid(i_r + h_r)
    z = ops.sigmoid(i_z + h_z)
    n = ops.tanh(i_n + r * h_n)
    return n + z * (h - n)


def lstm_cell(x, hc, w_ih, w_hh, b_ih=None, b_hh=None):
    h, c = hc
    gi, gh = _gates(x, h, w_ih, w_hh, b_ih, b_hh)
    i, f, g, o = ops.split(gi + gh, gi.shape[-1] // 4, -1)
    c = ops.sigmoid(f) * c + ops.sigmoid(i) * ops.tanh(g)
    return ops.sigmoid(o) * ops.tanh(c), c


def check_rnn_input(x, name, cls, float64=False):
    """TypeError unless ``x`` is a float16/float32 Tensor (MindSpore's check; ``float64``: a
    Float64 one passes too)."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{cls}', the '{name}' must be 'Tensor', but got "
                        f"'{type(x).__name__}'")
    if x.dtype not in (mstype.float32, mstype.float16) + ((mstype.float64,) if float64 else ()):
        raise TypeError(f"For '{cls}', the '{name}' must be float16 or float32, but got "
                        f"{x.dtype}")


class RNNCellBase(Cell):
    """Base of the RNN cells: ``RNNCellBase(input_size, hidden_size, has_bias, num_chunks,
    dtype=float32)`` holds ``weight_ih (num_chunks*hidden, input)``, ``weight_hh``, and the biases
    (``None`` without bias), all drawn from ``Uniform(1/sqrt(hidden_size))``."""

    def __init__(self, input_size, hidden_size, has_bias, num_chunks, dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        if not isinstance(has_bias, bool):
            raise TypeError(f"For '{cls}', the type of 'has_bias' should be 'bool', but got type "
                            f"'{type(has_bias).__name__}'.")
        self.input_size = check_positive_int(input_size, "input_size", cls)
        self.hidden_size = check_positive_int(hidden_size, "hidden_size", cls)
        self.has_bias = has_bias
        self._chunks = num_chunks
        g = num_chunks * hidden_size
        shapes = {"weight_ih": (g, input_size), "weight_hh": (g, hidden_size)}
        if has_bias:
            shapes.update(bias_ih=(g,), bias_hh=(g,))
        else:
            self.bias_ih = self.bias_hh = None
        # 2.10 makes them from numpy's global stream first (np.random.randn), then draws
        # their values in reset_parameters: both consume set_seed's stream in this order
        for name, shape in shapes.items():
            setattr(self, name, Parameter(Tensor(np.random.randn(*shape), dtype), name=name))
        self.reset_parameters(dtype)

    def reset_parameters(self, dtype=mstype.float32):
        """Draw every Parameter from ``Uniform(1/sqrt(hidden_size))`` again."""
        init = Uniform(1 / math.sqrt(self.hidden_size))
        for param in self.get_parameters():
            param.set_data(initializer(init, param.shape, dtype))


class _RNNCellBase(RNNCellBase):
    _chunks = 1

    def __init__(self, input_size, hidden_size, has_bias=True, dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, type(self)._chunks, dtype)

    def _weights(self):
        return self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh

    def _check_width(self, x):
        _check_2d(x)
        if x.shape[-1] != self.input_size:        # 2.10: its MatMul's text (measured)
            raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got "
                             f"'x1_col': {x.shape[-1]} and 'x2_row': {self.input_size}.")


def _check_2d(t):
    """2.10's cells run MatMul on the step's input and state: 2-d only (measured, its text)."""
    if len(t.shape) != 2:
        raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")


class RNNCell(_RNNCellBase):
    """``RNNCell(input_size, hidden_size, has_bias=True, nonlinearity='tanh')``:
    h' = act(x W_ih^T + b_ih + h W_hh^T + b_hh). ``construct(x, hx)`` -> h'."""

    def __init__(self, input_size, hidden_size, has_bias=True, nonlinearity="tanh",
                 dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, dtype)
        # 2.10: a TypeError for a non-str, then its enum ValueError (measured)
        _validator.check_value_type("nonlinearity", nonlinearity, [str], "RNNCell")
        _validator.check_string(nonlinearity, ["tanh", "relu"], "nonlinearity", "RNNCell")
        self.nonlinearity = nonlinearity

    def construct(self, x, hx):
        check_rnn_input(x, "x", "RNNCell")
        self._check_width(x)
        check_rnn_input(hx, "hx", "RNNCell")
        _check_2d(hx)
        step = rnn_tanh_cell if self.nonlinearity == "tanh" else rnn_relu_cell
        return step(x, hx, *self._weights())


class GRUCell(_RNNCellBase):
    """``GRUCell(input_size, hidden_size, has_bias=True)``: gates (r, z, n);
    h' = n + z * (h - n). ``construct(x, hx)`` -> h'."""
    _chunks = 3

    def construct(self, x, hx):
        check_rnn_input(x, "x", "GRUCell")
        self._check_width(x)
        check_rnn_input(hx, "hx", "GRUCell")
        _check_2d(hx)
        return gru_cell(x, hx, *self._weights())


class LSTMCell(_RNNCellBase):
    """``LSTMCell(input_size, hidden_size, has_bias=True)``: gates (i, f, g, o).
    ``construct(x, hx)`` with ``hx = (h, c)`` -> ``(h', c')``."""
    _chunks = 4

    def construct(self, x, hx):
        check_rnn_input(x, "x", "LSTMCell")
        self._check_width(x)
        if not isinstance(hx, (tuple, list)) or len(hx) != 2:
            raise TypeError("For 'LSTMCell', the 'hx' must be a tuple of two Tensors (h, c)")
        check_rnn_input(hx[0], "hx[0]", "LSTMCell")
        check_rnn_input(hx[1], "hx[1]", "LSTMCell")
        _check_2d(hx[0])
        return lstm_cell(x, tuple(hx), *self._weights())
