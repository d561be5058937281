"""RNN, GRU and LSTM layers (multi-layer, optionally bidirectional and batch_first, with
``seq_length``), MindSpore's arguments, attributes (``w_ih_list``, ``w_hh_list``, ``b_ih_list``,
``b_hh_list``, ``dropout_op``, ...) and parameter names ``weight_ih_l{k}``, ``weight_hh_l{k}``,
``bias_ih_l{k}``, ``bias_hh_l{k}`` (``_reverse`` for the backward direction).

``construct(x, hx=None, seq_length=None)`` returns ``output, h_n`` (LSTM: ``output, (h_n,
c_n)``); ``x`` is (T, N, I), or (N, T, I) with ``batch_first``; ``h_n`` is
(num_layers * num_directions, N, H). With ``seq_length`` (N,) the steps past a sequence's
length leave its state unchanged and output zeros, and the backward direction starts at the
sequence's last valid step.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> lstm = nn.LSTM(3, 4, num_layers=2, batch_first=True)
>>> out, (h, c) = lstm(ms.Tensor(np.ones((2, 5, 3), np.float32)))
>>> out.shape, h.shape
((2, 5, 4), (2, 2, 4))
"""
import math

import numpy as np

from ... import ops
from ..._checkparam_types import check_type_name, check_types_same_and_valid
from ...common import dtype as mstype
from ...common._type_text import graph_type_text as _typeof
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ...runtime.dispatch import dispatch
from ...runtime.registry import freeze_attrs, get_op
from ..cell import Cell
from ._utils import check_positive_int
from .basic import Dropout
from .rnn_cells import check_rnn_input, gru_cell, lstm_cell, rnn_relu_cell, rnn_tanh_cell

__all__ = ["RNN", "GRU", "LSTM"]

_LSTM = get_op("lstm_layer")
_RNN = get_op("rnn_layer")
_SCAN_MODES = {"RNN_TANH": "tanh", "RNN_RELU": "relu", "GRU": "gru"}
_STEPS = {"RNN_TANH": (rnn_tanh_cell, 1), "RNN_RELU": (rnn_relu_cell, 1), "GRU": (gru_cell, 3),
          "LSTM": (lstm_cell, 4)}


def _check_is_tensor(name, value, cls):
    """2.10's TypeError unless ``value`` is a Tensor, naming its graph type."""
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{cls}', the '{name}' must be '<class 'mindspore._c_expression."
                        f"typing.TensorType'>', but got '{_typeof(value)}'")


def _reverse_time(x, seq_length):
    """``x`` (T, N, F) reversed in time; with ``seq_length`` only each sequence's first
    ``seq_length[n]`` steps are reversed (MindSpore's ReverseSequence)."""
    if seq_length is None:
        return ops.flip(x, (0,))
    t = ops.reshape(ops.arange(0, x.shape[0], 1, dtype=mstype.int32), (-1, 1))
    lens = ops.reshape(ops.cast(seq_length, mstype.int32), (1, -1))
    idx = ops.where(t < lens, lens - 1 - t, t)                         # (T, N)
    idx = ops.broadcast_to(ops.expand_dims(idx, -1), x.shape)
    return ops.gather_elements(x, 0, idx)


def _recur(step, x, h, ws, seq_length, is_lstm):
    """Run ``step`` over the time steps of ``x``; returns (outputs (T, N, H), final state)."""
    outs = []
    lens = None if seq_length is None else ops.reshape(seq_length, (-1, 1))
    for t in range(x.shape[0]):
        new = step(x[t], h, *ws)
        if lens is None:
            h = new
            outs.append(new[0] if is_lstm else new)
            continue
        keep = lens > t
        if is_lstm:
            h = (ops.where(keep, new[0], h[0]), ops.where(keep, new[1], h[1]))
            new = new[0]
        else:
            h = ops.where(keep, new, h)
        outs.append(ops.where(keep, new, ops.zeros_like(new)))
    return ops.stack(outs, 0), h


def _lstm_state_texts(h, c, hidden):
    """2.10's LSTM shape-inference texts for its (h, c) state (measured): h's rank, h against
    c, then h's hidden size."""
    if len(h) != 3:
        raise ValueError(f"For primitive[LSTM], the h_shape.size() must be equal to 3, but got "
                         f"{len(h)}.")
    if tuple(h) != tuple(c):
        shown = ["[" + "".join(f"{d}," for d in s) + "]" for s in (h, c)]
        raise ValueError(f"For primitive[LSTM], the h_shape: {shown[0]} must be equal to "
                         f"{shown[1]}")
    if h[2] != hidden:
        raise ValueError(f"For primitive[LSTM], the h_shape[2] must be equal to {hidden}, but "
                         f"got {h[2]}.")

class _DynamicRNNBase(Cell):
    """One direction of one layer: the ``rnn`` child of RNN/GRU/LSTM, named as 2.10's CPU
    classes (``construct(x, h_0, seq_length, w_ih, w_hh, b_ih, b_hh)``, ``x`` time-major;
    ``reverse`` runs it backward in time). Without ``seq_length`` one ``lax.scan`` kernel;
    with it a step loop that holds each sequence's state past its length."""
    mode = None

    def construct(self, x, h_0, seq_length, w_ih, w_hh, b_ih=None, b_hh=None, reverse=False):
        ws = (w_ih, w_hh) if b_ih is None else (w_ih, w_hh, b_ih, b_hh)
        is_lstm = self.mode == "LSTM"
        if seq_length is None:
            if is_lstm:
                out, hn, cn = dispatch(_LSTM, (x, h_0[0], h_0[1]) + ws,
                                       freeze_attrs({"reverse": reverse}))
                return out, (hn, cn)
            return dispatch(_RNN, (x, h_0) + ws, freeze_attrs({"mode": _SCAN_MODES[self.mode],
                                                               "reverse": reverse}))
        if reverse:
            x = _reverse_time(x, seq_length)
        out, h = _recur(_STEPS[self.mode][0], x, h_0, ws, seq_length, is_lstm)
        if reverse:
            out = _reverse_time(out, seq_length)
        return out, h
    construct.__minicell_noconvert__ = True     # flags, None checks and static lengths only


class _DynamicRNNTanh(_DynamicRNNBase):
    mode = "RNN_TANH"


class _DynamicRNNRelu(_DynamicRNNBase):
    mode = "RNN_RELU"


class _DynamicGRUCPUGPU(_DynamicRNNBase):
    mode = "GRU"


class _DynamicLSTMCPUGPU(_DynamicRNNBase):
    mode = "LSTM"


_RUNNERS = {cls.mode: cls for cls in (_DynamicRNNTanh, _DynamicRNNRelu, _DynamicGRUCPUGPU,
                                      _DynamicLSTMCPUGPU)}


class _RNNBase(Cell):
    """The shared stacked / bidirectional driver; ``mode`` picks the step function."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, has_bias=True,
                 batch_first=False, dropout=0.0, bidirectional=False, dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        self.hidden_size = check_positive_int(hidden_size, "hidden_size", cls)
        self.input_size = check_positive_int(input_size, "input_size", cls)
        self.num_layers = check_positive_int(num_layers, "num_layers", cls)
        if not isinstance(dropout, float):          # an int too (dropout=0), as 2.10
            raise TypeError(f"For '{cls}', the type of 'dropout' must be 'float', but got "
                            f"'{type(dropout).__name__}'.")
        for name, v in (("has_bias", has_bias), ("batch_first", batch_first),
                        ("bidirectional", bidirectional)):
            if not isinstance(v, bool):
                raise TypeError(f"For '{cls}', the type of '{name}' should be 'bool', but got "
                                f"type '{type(v).__name__}'.")
        if not 0 <= dropout < 1:
            raise ValueError(f"For '{cls}', the 'dropout' must be a number in range [0, 1) "
                             f"representing the probability of an element being zeroed, but "
                             f"got {dropout}.")
        self.mode = mode
        chunks = _STEPS[mode][1]
        self.batch_first, self.bidirectional, self.has_bias = batch_first, bidirectional, has_bias
        self.dropout = float(dropout)
        self.rnn = _RUNNERS[mode]()
        self.dropout_op = Dropout(p=self.dropout)
        self.is_lstm = mode == "LSTM"
        self.num_directions = 2 if bidirectional else 1
        stdv = 1 / math.sqrt(hidden_size)
        dtype = mstype.float32 if dtype is None else dtype     # 2.10 takes None (measured)
        g = chunks * hidden_size
        lists = {"weight_ih": [], "weight_hh": [], "bias_ih": [], "bias_hh": []}
        for layer in range(num_layers):
            in_size = input_size if layer == 0 else hidden_size * self.num_directions
            for d in range(self.num_directions):
                sfx = f"_l{layer}" + ("_reverse" if d else "")
                shapes = {"weight_ih": (g, in_size), "weight_hh": (g, hidden_size)}
                if has_bias:
                    shapes.update(bias_ih=(g,), bias_hh=(g,))
                for kind, shape in shapes.items():
                    # 2.10 draws these from numpy's global stream (which set_seed seeds), in
                    # this order, as float32 before the cast to dtype
                    data = np.random.uniform(-stdv, stdv, shape).astype(np.float32)
                    lists[kind].append(Parameter(Tensor(data, dtype), name=kind + sfx))
        self.w_ih_list = ParameterTuple(lists["weight_ih"])
        self.w_hh_list = ParameterTuple(lists["weight_hh"])
        self.b_ih_list = ParameterTuple(lists["bias_ih"])
        self.b_hh_list = ParameterTuple(lists["bias_hh"])

    def _weights(self, k, dtype):
        ws = (self.w_ih_list[k], self.w_hh_list[k])
        if self.has_bias:
            ws += (self.b_ih_list[k], self.b_hh_list[k])
        return tuple(ops.cast(w, dtype) if w.dtype != dtype else w for w in ws)

    def _check(self, x, hx, seq_length):
        """2.10's checks in its order: x a Tensor, hx's container and dtypes (one float type
        with x's), seq_length's dtype and size, then x's rank and features, hx's shape."""
        cls = type(self).__name__
        if not isinstance(x, Tensor):     # 2.10 reads the batch size first: "'list' object has
            _ = x.shape[0 if self.batch_first else 1]   # no attribute 'shape'"
            _check_is_tensor("x", x, cls)
        if hx is None:
            check_rnn_input(x, "x", cls, float64=True)    # 2.10: its zero hx takes x's dtype
            states = ()
        else:
            if self.is_lstm:
                if not isinstance(hx, tuple):
                    raise TypeError(f"For '{cls}', the 'hx' must be '<class 'mindspore._c_"
                                    f"expression.typing.Tuple'>', but got '{_typeof(hx)}'")
                if len(hx) != 2:
                    raise TypeError(f"For '{cls}', the length of 'hx' must be '2', but got "
                                    f"'{len(hx)}'")
                states = (("hx[0]", hx[0]), ("hx[1]", hx[1]))
            else:
                states = (("hx", hx),)
            for name, h in states:
                _check_is_tensor("h" if name == "hx" else name, h, cls)
            check_types_same_and_valid({"x": x.dtype, **{n: h.dtype for n, h in states}},
                                       (mstype.float32, mstype.float16), cls)
        if seq_length is not None:
            check_type_name("seq_length", seq_length.dtype, (mstype.int32, mstype.int64), cls)
            n = x.shape[0] if self.batch_first else x.shape[1]
            if seq_length.shape[0] != n:
                raise ValueError(f"For '{cls}' batch size of x and seq_length must be equal, but "
                                 f"got {n} of x and {seq_length.shape[0]} of seq_length.")
        if len(x.shape) != 3:
            # 2.10 indexes the batch axis of a 1-D time-major input (IndexError); any other rank
            # fails its rank or transpose check (ValueError)
            err = IndexError if len(x.shape) < 2 and not self.batch_first else ValueError
            if self.is_lstm and err is ValueError:      # 2.10's texts (measured)
                raise ValueError(f"For 'Transpose', size of perm should equal to rank of x, but "
                                 f"got 3 and {len(x.shape)}!" if self.batch_first else
                                 f"For primitive[LSTM], the x_shape.size() must be equal to 3, "
                                 f"but got {len(x.shape)}.")
            if len(x.shape) == 2 and not self.batch_first:     # RNN/GRU: their MatMul's
                raise ValueError("MatMul inputs should have the same dimension size and equal "
                                 "to 2.")
            raise err(f"For '{cls}', 'x' must be 3-D (seq_len, batch, input_size), or "
                             f"(batch, seq_len, input_size) with batch_first, but got shape "
                             f"{tuple(x.shape)}.")
        if x.shape[-1] != self.input_size and self.is_lstm:
            raise ValueError(f"For primitive[LSTM], the x_shape[2] must be equal to "
                             f"{self.input_size}, but got {x.shape[-1]}.")
        if x.shape[-1] != self.input_size:    # RNN/GRU: MatMul's (batch_first too, measured)
            raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got "
                             f"'x1_col': {x.shape[-1]} and 'x2_row': {self.input_size}.")
        batch = x.shape[0] if self.batch_first else x.shape[1]
        want = (self.num_layers * self.num_directions, batch, self.hidden_size)
        if self.is_lstm and len(states) == 2:
            _lstm_state_texts(states[0][1].shape, states[1][1].shape, self.hidden_size)
        for name, h in states:
            if tuple(h.shape) != want:    # (2.10 fails inside its ops: one clear text here)
                raise ValueError(f"For '{cls}', the shape of '{name}' must be (num_layers * "
                                 f"num_directions, batch, hidden_size) = {want}, but got "
                                 f"{tuple(h.shape)}.")

    def construct(self, x, hx=None, seq_length=None):
        self._check(x, hx, seq_length)
        dtype = x.dtype
        if self.batch_first:
            x = ops.transpose(x, (1, 0, 2))
        if hx is None:
            zeros = ops.zeros((self.num_layers * self.num_directions, x.shape[1],
                               self.hidden_size), dtype)
            hx = (zeros, zeros) if self.is_lstm else zeros
        hs, cs = [], []
        for layer in range(self.num_layers):
            outs = []
            for d in range(self.num_directions):
                k = layer * self.num_directions + d
                h0 = (hx[0][k], hx[1][k]) if self.is_lstm else hx[k]
                out, h = self.rnn(x, h0, seq_length, *self._weights(k, dtype), reverse=bool(d))
                outs.append(out)
                hs.append(h[0] if self.is_lstm else h)
                if self.is_lstm:
                    cs.append(h[1])
            x = outs[0] if len(outs) == 1 else ops.concat(outs, 2)
            if self.dropout != 0 and layer < self.num_layers - 1:
                x = self.dropout_op(x)
        if self.batch_first:
            x = ops.transpose(x, (1, 0, 2))
        if self.is_lstm:
            return x, (ops.stack(hs, 0), ops.stack(cs, 0))
        return x, ops.stack(hs, 0)


class RNN(_RNNBase):
    """``RNN(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False,
    dropout=0.0, bidirectional=False, dtype=mstype.float32, *, nonlinearity='tanh')``:
    h_t = act(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh), act tanh or relu."""

    def __init__(self, *args, nonlinearity="tanh", **kwargs):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but "
                             f"got {nonlinearity}.")
        super().__init__("RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU", *args, **kwargs)


class GRU(_RNNBase):
    """``GRU(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False,
    dropout=0.0, bidirectional=False, dtype=mstype.float32)``: gates (r, z, n)."""

    def __init__(self, *args, **kwargs):
        super().__init__("GRU", *args, **kwargs)


class LSTM(_RNNBase):
    """``LSTM(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False,
    dropout=0.0, bidirectional=False, dtype=mstype.float32)``: gates (i, f, g, o); returns
    ``output, (h_n, c_n)``."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)
