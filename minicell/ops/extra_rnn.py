"""MindSpore's fused recurrent Primitives (``P.DynamicRNN``, ``P.DynamicGRUV2``) and the bit-mask
dropout pair (``P.DropoutGenMask``, ``P.DropoutDoMask``), with 2.10's input/output layouts. In
MindSpore they are Ascend kernels; here they are composites over the plain ops (one unrolled
step per time step, computed in float32), so they run, and differentiate, on every backend.
Rows in ``rows_extra.py``.

>>> import numpy as np, minicell as ms
>>> from minicell.ops import operations as P
>>> x = ms.Tensor(np.ones((3, 2, 4), np.float16))
>>> w, b = ms.Tensor(np.zeros((9, 20), np.float16)), ms.Tensor(np.zeros(20, np.float16))
>>> h0 = c0 = ms.Tensor(np.zeros((1, 2, 5), np.float16))
>>> y, h, c, i, j, f, o, tanhc = P.DynamicRNN()(x, w, b, None, h0, c0)
>>> y.shape, y.dtype
((3, 2, 5), mindspore.float16)
"""
from ..common import dtype as mstype
from . import functional as F
from .primitive import Primitive, prim_attr_register, prim_seed


def _require(op, name, value, allowed):
    if value not in allowed:
        raise ValueError(f"For '{op}', the '{name}' must be in {list(allowed)} (minicell, like "
                         f"MindSpore's kernel, supports only these), but got {value!r}.")


def _check_rnn_attrs(op, attrs):
    _require(op, "direction", attrs["direction"], ("UNIDIRECTIONAL",))
    _require(op, "cell_depth", attrs["cell_depth"], (1,))
    _require(op, "num_proj", attrs["num_proj"], (0,))
    _require(op, "time_major", attrs["time_major"], (True,))
    _require(op, "activation", attrs["activation"], ("tanh",))
    if not 0.0 <= attrs["keep_prob"] <= 1.0:
        raise ValueError(f"For '{op}', the 'keep_prob' must be in [0.0, 1.0], but got "
                         f"{attrs['keep_prob']}.")


def _clip(c, cell_clip):
    return c if cell_clip < 0 else F.clip_by_value(c, -cell_clip, cell_clip)


def _f32(t):
    return None if t is None else F.cast(t, mstype.float32)


class DynamicRNN(Primitive):
    """``DynamicRNN(cell_type='LSTM', ..., forget_bias=0.0)(x, w, b, seq_length, init_h,
    init_c)``: an LSTM over time-major ``x`` (T, B, I) with one weight ``w`` (I + H, 4H) whose
    gate columns are ordered i, j (the cell candidate), f, o, and bias ``b`` (4H); ``init_h`` and
    ``init_c`` are (1, B, H). Returns ``(y, output_h, output_c, i, j, f, o, tanhc)``, each
    (T, B, H) in ``b``'s dtype: every step's hidden and cell state and gate activations."""

    @prim_attr_register
    def __init__(self, cell_type='LSTM', direction='UNIDIRECTIONAL', cell_depth=1,
                 use_peephole=False, keep_prob=1.0, cell_clip=-1.0, num_proj=0, time_major=True,
                 activation='tanh', forget_bias=0.0, is_training=True):
        _require("DynamicRNN", "cell_type", cell_type, ("LSTM",))
        _require("DynamicRNN", "use_peephole", use_peephole, (False,))
        _check_rnn_attrs("DynamicRNN", self.attrs)

    def __call__(self, x, w, b, seq_length, init_h, init_c):
        if seq_length is not None:
            raise ValueError("For 'DynamicRNN', 'seq_length' must be None (as in MindSpore "
                             "2.10); mask the outputs by length instead.")
        if len(x.shape) != 3:
            raise ValueError(f"For 'DynamicRNN', the dimension of 'x' must be 3, but got "
                             f"{len(x.shape)}.")
        steps, _, input_size = x.shape
        hidden = w.shape[1] // 4
        if w.shape[0] != input_size + hidden or tuple(b.shape) != (4 * hidden,):
            raise ValueError(f"For 'DynamicRNN', 'w' must be ({input_size} + hidden_size, "
                             f"4 * hidden_size) and 'b' (4 * hidden_size,), but got w "
                             f"{tuple(w.shape)} and b {tuple(b.shape)}.")
        a = self.attrs
        wx, wh, bias = _f32(w[:input_size]), _f32(w[input_size:]), _f32(b)
        h, c = _f32(init_h[0]), _f32(init_c[0])
        xs = F.matmul(F.reshape(_f32(x), (-1, input_size)), wx)
        xs = F.reshape(xs + bias, (steps, -1, 4 * hidden))
        outs = [[] for _ in range(7)]                    # h, c, i, j, f, o, tanh(c)
        for t in range(steps):
            gi, gj, gf, go = F.split(xs[t] + F.matmul(h, wh), hidden, axis=-1)
            i, j, o = F.sigmoid(gi), F.tanh(gj), F.sigmoid(go)
            f = F.sigmoid(gf + a["forget_bias"])
            c = _clip(f * c + i * j, a["cell_clip"])
            tanhc = F.tanh(c)
            h = o * tanhc
            for acc, v in zip(outs, (h, c, i, j, f, o, tanhc)):
                acc.append(v)
        h_all, c_all, i, j, f, o, tanhc = (F.cast(F.stack(v), b.dtype) for v in outs)
        return h_all, h_all, c_all, i, j, f, o, tanhc


class DynamicGRUV2(Primitive):
    """``DynamicGRUV2(..., gate_order='rzh', reset_after=True)(x, weight_input, weight_hidden,
    bias_input, bias_hidden, seq_length, init_h)``: a GRU over time-major ``x`` (T, B, I) with
    ``weight_input`` (I, 3H), ``weight_hidden`` (H, 3H) (gate columns in ``gate_order``: r, z, h
    or z, r, h), biases (3H) or None and ``init_h`` (B, H). Returns ``(y, output_h, update,
    reset, new, hidden_new)``, each (T, B, H): ``hidden_new`` is the hidden-state part of the
    candidate, ``W_hn h + b_hn``."""

    @prim_attr_register
    def __init__(self, direction='UNIDIRECTIONAL', cell_depth=1, keep_prob=1.0, cell_clip=-1.0,
                 num_proj=0, time_major=True, activation='tanh', gate_order='rzh',
                 reset_after=True, is_training=True):
        _check_rnn_attrs("DynamicGRUV2", self.attrs)
        _require("DynamicGRUV2", "gate_order", gate_order, ("rzh", "zrh"))

    def __call__(self, x, weight_input, weight_hidden, bias_input, bias_hidden, seq_length,
                 init_h):
        if seq_length is not None:
            raise ValueError("For 'DynamicGRUV2', 'seq_length' must be None in minicell; mask "
                             "the outputs by length instead.")
        steps, _, input_size = x.shape
        hidden = weight_hidden.shape[0]
        if tuple(weight_input.shape) != (input_size, 3 * hidden) or \
                tuple(weight_hidden.shape) != (hidden, 3 * hidden):
            raise ValueError(f"For 'DynamicGRUV2', 'weight_input' must be ({input_size}, "
                             f"{3 * hidden}) and 'weight_hidden' ({hidden}, {3 * hidden}), but "
                             f"got {tuple(weight_input.shape)} and {tuple(weight_hidden.shape)}.")
        out_dtype = (bias_input if bias_input is not None else init_h).dtype
        a = self.attrs
        xs = F.matmul(F.reshape(_f32(x), (-1, input_size)), _f32(weight_input))
        if bias_input is not None:
            xs = xs + _f32(bias_input)
        xs = F.reshape(xs, (steps, -1, 3 * hidden))
        wh, h = _f32(weight_hidden), _f32(init_h)
        bh = _f32(bias_hidden)
        outs = [[] for _ in range(5)]                    # h, z, r, n, hidden_new
        for t in range(steps):
            hs = F.matmul(h, wh)
            if bh is not None:
                hs = hs + bh
            x1, x2, xn = F.split(xs[t], hidden, axis=-1)
            h1, h2, hn = F.split(hs, hidden, axis=-1)
            if a["gate_order"] == "rzh":
                r, z = F.sigmoid(x1 + h1), F.sigmoid(x2 + h2)
            else:
                z, r = F.sigmoid(x1 + h1), F.sigmoid(x2 + h2)
            if a["reset_after"]:
                n = F.tanh(xn + r * hn)
            else:
                n = F.tanh(xn + F.matmul(r * h, wh[:, 2 * hidden:])
                           + (0 if bh is None else bh[2 * hidden:]))
            h = _clip((1 - z) * n + z * h, a["cell_clip"])
            for acc, v in zip(outs, (h, z, r, n, hn)):
                acc.append(v)
        h_all, z, r, n, hn = (F.cast(F.stack(v), out_dtype) for v in outs)
        return h_all, h_all, z, r, n, hn


class DropoutGenMask(Primitive):
    """``DropoutGenMask(Seed0=0, Seed1=0)(shape, keep_prob)``: a random keep mask for ``shape``
    packed as bits (element k is bit k % 8 of byte k // 8, 1 = kept with probability
    ``keep_prob``) in a UInt8 Tensor of ``ceil(prod(shape) / 128) * 16`` bytes, MindSpore's
    layout; ``DropoutDoMask`` applies it."""

    @prim_attr_register
    def __init__(self, Seed0=0, Seed1=0):
        self._seed = prim_seed(Seed0, Seed1)

    def __call__(self, shape, keep_prob):
        count = 1
        for d in shape:
            count *= int(d)
        padded = -(-count // 128) * 128
        keep = F.cast(F.rand((padded // 8, 8), seed=self._seed) < keep_prob, mstype.uint8)
        weights = F.cast(F.reshape(2 ** F.arange(8), (8, 1)), mstype.uint8)
        return F.cast(F.reshape(F.matmul(F.cast(keep, mstype.int32),
                                         F.cast(weights, mstype.int32)), (-1,)), mstype.uint8)


class DropoutDoMask(Primitive):
    """``DropoutDoMask()(x, mask, keep_prob)``: ``x`` where ``mask`` (``DropoutGenMask``'s bits)
    keeps an element, scaled by ``1 / keep_prob``; 0 elsewhere."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, mask, keep_prob):
        count = 1
        for d in x.shape:
            count *= int(d)
        if mask.shape[0] * 8 < count:
            raise ValueError(f"For 'DropoutDoMask', the mask holds {mask.shape[0] * 8} bits, "
                             f"fewer than the {count} elements of 'x'.")
        bits = F.reshape(F.cast(mask, mstype.int32), (-1, 1)) // F.reshape(2 ** F.arange(8), (1, 8))
        keep = F.reshape(F.reshape(bits % 2, (-1,))[:count], x.shape)
        return x * F.cast(keep, x.dtype) / F.cast(keep_prob, x.dtype)


class identity(Primitive):            # noqa: N801  (MindSpore's deprecated lower-case name)
    """``P.identity()(x)``: returns ``x`` (deprecated since MindSpore 2.0: use nn.Identity)."""

    @prim_attr_register
    def __init__(self):
        self.add_prim_attr('side_effect_propagate', 1)

    def __call__(self, x):
        return x
