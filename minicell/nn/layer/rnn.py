"""LSTM (single and multi-layer, optionally bidirectional, batch_first), MindSpore's parameter
names ``weight_ih_l{k}``, ``weight_hh_l{k}``, ``bias_ih_l{k}``, ``bias_hh_l{k}`` (``_reverse``
for the backward direction) and gate order (i, f, g, o).

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
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...runtime.dispatch import dispatch
from ...runtime.registry import freeze_attrs, get_op
from ..cell import Cell
from ._utils import check_positive_int, make_param

__all__ = ["LSTM"]

_LSTM = get_op("lstm_layer")


class LSTM(Cell):
    """``LSTM(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False,
    dropout=0.0, bidirectional=False, dtype=mstype.float32)``.

    ``construct(x, hx=None, seq_length=None)`` returns ``output, (h_n, c_n)``; ``x`` is
    (T, N, I), or (N, T, I) with ``batch_first``; ``h_n``/``c_n`` are
    (num_layers * num_directions, N, H). Weights start Uniform(1/sqrt(hidden_size)).
    """

    def __init__(self, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False,
                 dropout=0.0, bidirectional=False, dtype=mstype.float32):
        super().__init__()
        from ...common.initializer import Uniform
        self.input_size = check_positive_int(input_size, "input_size", "LSTM")
        self.hidden_size = check_positive_int(hidden_size, "hidden_size", "LSTM")
        self.num_layers = check_positive_int(num_layers, "num_layers", "LSTM")
        if not 0.0 <= dropout < 1.0:
            raise ValueError(f"For 'LSTM', 'dropout' must be in [0, 1), but got {dropout}")
        self.has_bias, self.batch_first = bool(has_bias), bool(batch_first)
        self.dropout, self.bidirectional = float(dropout), bool(bidirectional)
        self.num_directions = 2 if bidirectional else 1
        init = Uniform(1 / math.sqrt(hidden_size))
        g = 4 * hidden_size
        self._weights = []
        for layer in range(num_layers):
            in_size = input_size if layer == 0 else hidden_size * self.num_directions
            for d in range(self.num_directions):
                sfx = f"_l{layer}" + ("_reverse" if d else "")
                names = [("weight_ih" + sfx, (g, in_size)), ("weight_hh" + sfx, (g, hidden_size))]
                if has_bias:
                    names += [("bias_ih" + sfx, (g,)), ("bias_hh" + sfx, (g,))]
                ps = []
                for name, shape in names:
                    setattr(self, name, make_param(init, shape, dtype, name))
                    ps.append(name)
                self._weights.append(tuple(ps))

    def _zeros(self, n):
        shape = (self.num_layers * self.num_directions, n, self.hidden_size)
        return Tensor(np.zeros(shape, np.float32))

    def construct(self, x, hx=None, seq_length=None):
        if seq_length is not None:
            raise NotImplementedError("For 'LSTM', 'seq_length' is not supported yet; pad the "
                                      "batch and mask the outputs instead")
        if self.batch_first:
            x = ops.transpose(x, (1, 0, 2))
        n = x.shape[1]
        if hx is None:
            h0 = c0 = self._zeros(n)
        else:
            h0, c0 = hx
        hs, cs = [], []
        for layer in range(self.num_layers):
            outs = []
            for d in range(self.num_directions):
                k = layer * self.num_directions + d
                ws = tuple(getattr(self, name) for name in self._weights[k])
                out, h, c = dispatch(_LSTM, (x, h0[k], c0[k]) + ws,
                                     freeze_attrs({"reverse": bool(d)}))
                outs.append(out)
                hs.append(h)
                cs.append(c)
            x = outs[0] if len(outs) == 1 else ops.concat(outs, -1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                x = ops.dropout(x, self.dropout)
        if self.batch_first:
            x = ops.transpose(x, (1, 0, 2))
        return x, (ops.stack(hs, 0), ops.stack(cs, 0))

    def extend_repr(self):
        return (f"input_size={self.input_size}, hidden_size={self.hidden_size}, "
                f"num_layers={self.num_layers}, batch_first={self.batch_first}, "
                f"bidirectional={self.bidirectional}")
