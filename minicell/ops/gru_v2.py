"""MindSpore's ``GRUV2`` (``ops.operations._rl_inner_ops``) and its backward kernel
``GRUV2Grad`` (``ops.operations._grad_ops``): a time-major GRU whose weights come in one flat
Tensor, as MindSpore's CPU kernel (oneDNN) computes it, measured on MindSpore 2.10:

- gates in the order (update z, reset r, new n), ``n = tanh(W_n x + b_n + U_n (r * h))`` (the
  reset applied before the recurrent product), ``h' = (1 - z) * n + z * h``;
- ``w`` holds, per layer, every direction's ``W`` (3H x input) then every direction's ``U``
  (3H x H); after all layers, with ``has_bias``, the input biases (3H) of every layer and
  direction, then as many hidden biases, which the CPU kernel does not use (nor does this);
- ``seq_lengths`` is accepted and, as on CPU, not applied: every step runs for every sequence;
- returns ``(output, h_n, reserve, state)``, the last two placeholders of the kernel's
  workspace. ``GRUV2Grad`` gives ``(dx, dh, dw)``, the vector-Jacobian product of the
  forward for the cotangents of ``output`` and ``h_n``.

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import _rl_inner_ops as rl
>>> gru = rl.GRUV2(2, 1, 1, False, False, 0.0)
>>> w = ms.Tensor(np.zeros((9, 1, 1), np.float32))
>>> y, hn, _, _ = gru(ms.Tensor(np.ones((3, 1, 2), np.float32)),
...                  ms.Tensor(np.ones((1, 1, 1), np.float32)), w, ms.Tensor([3], ms.int32))
>>> y.asnumpy().ravel().tolist()      # z = 0.5, n = 0: h halves every step
[0.5, 0.25, 0.125]
"""
from . import functional as F
from .grad_prims import GradPrimitive, vjp_of
from .primitive import Primitive, prim_attr_register

__all__ = ["GRUV2", "GRUV2Grad"]


def _check(name, input_size, hidden_size, num_layers, dropout):
    for what, v in (("input_size", input_size), ("hidden_size", hidden_size),
                    ("num_layers", num_layers)):
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            raise ValueError(f"For '{name}', '{what}' must be a positive int, but got {v!r}.")
    if not 0.0 <= dropout <= 1.0:
        raise ValueError(f"For '{name}', 'dropout' must be in range [0.0, 1.0], but got "
                         f"{dropout}.")


def _split(w, input_size, hidden_size, num_layers, dirs, has_bias, name):
    """``[(W, U, b)]`` per layer and direction from the flat ``w`` (layout in the module doc)."""
    g = 3 * hidden_size
    ins = [input_size] + [hidden_size * dirs] * (num_layers - 1)
    n_w = sum(dirs * (g * i + g * hidden_size) for i in ins)
    n_b = 2 * g * num_layers * dirs if has_bias else 0
    flat = F.reshape(w, (-1,))
    if flat.shape[0] != n_w + n_b:
        raise ValueError(f"For '{name}', the weight must have {n_w + n_b} elements for these "
                         f"sizes, but got {flat.shape[0]}.")
    mats, pos = [], 0
    for i in ins:
        wih = [flat[pos + d * g * i:pos + (d + 1) * g * i].reshape(g, i) for d in range(dirs)]
        pos += dirs * g * i
        whh = [flat[pos + d * g * hidden_size:pos + (d + 1) * g * hidden_size]
               .reshape(g, hidden_size) for d in range(dirs)]
        pos += dirs * g * hidden_size
        mats += list(zip(wih, whh))
    return [(a, u, flat[pos + k * g:pos + (k + 1) * g] if has_bias else None)
            for k, (a, u) in enumerate(mats)]


def _direction(x, h, wih, whh, b, reverse):
    hid = h.shape[-1]
    steps = range(x.shape[0] - 1, -1, -1) if reverse else range(x.shape[0])
    out = [None] * x.shape[0]
    for t in steps:
        gi = F.matmul(x[t], F.transpose(wih, (1, 0)))
        if b is not None:
            gi = gi + b
        gh = F.matmul(h, F.transpose(whh[:2 * hid], (1, 0)))
        z = F.sigmoid(gi[:, :hid] + gh[:, :hid])
        r = F.sigmoid(gi[:, hid:2 * hid] + gh[:, hid:])
        n = F.tanh(gi[:, 2 * hid:] + F.matmul(r * h, F.transpose(whh[2 * hid:], (1, 0))))
        h = (1 - z) * n + z * h
        out[t] = h
    return F.stack(out), h


def _forward(attrs, x, hx, w, training):
    dirs = 2 if attrs["bidirectional"] else 1
    layers = _split(w, attrs["input_size"], attrs["hidden_size"], attrs["num_layers"], dirs,
                    attrs["has_bias"], "GRUV2")
    hs = []
    for layer in range(attrs["num_layers"]):
        outs = []
        for d in range(dirs):
            k = layer * dirs + d
            y, hn = _direction(x, hx[k], *layers[k], d == 1)
            outs.append(y)
            hs.append(hn)
        x = outs[0] if dirs == 1 else F.concat(outs, -1)
        if training and attrs["dropout"] and layer < attrs["num_layers"] - 1:
            x = F.dropout(x, p=attrs["dropout"])
    return x, F.stack(hs)


class GRUV2(Primitive):
    """``GRUV2(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout,
    is_train=True)(input, h, w, seq_lengths)`` -> ``(output, h_n, reserve, state)``."""

    @prim_attr_register
    def __init__(self, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout,
                 is_train=True):
        _check("GRUV2", input_size, hidden_size, num_layers, dropout)

    def __call__(self, input, h, w, seq_lengths):
        y, hn = _forward(self.attrs, input, h, w, self.attrs["is_train"])
        placeholder = F.zeros((1, 1), y.dtype)
        return y, hn, placeholder, placeholder


class GRUV2Grad(GradPrimitive):
    """``GRUV2Grad(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout)(x,
    hx, w, seq_lengths, y, hy, dy, dhy, reserve)`` -> ``(dx, dhx, dw)``."""

    def __init__(self, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout):
        _check("GRUV2Grad", input_size, hidden_size, num_layers, dropout)
        super().__init__(input_size=input_size, hidden_size=hidden_size, num_layers=num_layers,
                         has_bias=has_bias, bidirectional=bidirectional, dropout=dropout)

    def __call__(self, x, hx, w, seq_lengths, y, hy, dy, dhy, reserve):
        attrs = {k: getattr(self, k) for k in ("input_size", "hidden_size", "num_layers",
                                               "has_bias", "bidirectional", "dropout")}
        return tuple(vjp_of(lambda a, h, ww: _forward(attrs, a, h, ww, False), (x, hx, w),
                            (dy, dhy)))
