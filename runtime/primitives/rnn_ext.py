"""Registry entry for the Elman / GRU recurrences of ``nn.RNN`` and ``nn.GRU`` (the LSTM one,
``lstm_layer``, is in ``nn.py``): one ``lax.scan`` per layer and direction, so a compiled step
stays small however long the sequence."""
import jax
import jax.numpy as jnp
from jax import lax

from ..registry import register
from .math import cpu_kernel
from .nnacl import cpu_tanh, nnacl_sigmoid


def _sigmoid(v):
    return cpu_kernel(v, nnacl_sigmoid, jax.nn.sigmoid)


@register("rnn_layer", multiple_results=True)
def rnn_layer(x, h0, w_ih, w_hh, *b, mode, reverse):
    """One recurrent layer over time-major ``x`` (T, N, I); ``mode`` 'tanh' / 'relu' (Elman,
    h = act(x W_ih^T + b_ih + h W_hh^T + b_hh)) or 'gru' (gates r, z, n;
    h = n + z * (h - n)). Returns (outputs (T, N, H), h_T). Sigmoid and tanh are 2.10's CPU
    kernels (nnacl's: its tanh is 1 above 5; XLA's was 1e-3 off in nn.RNN, measured)."""
    b_ih, b_hh = (b[0], b[1]) if b else (0.0, 0.0)
    xw = jnp.einsum("tni,gi->tng", x, w_ih) + b_ih      # input projection for all steps at once

    def step(h, xg):
        hg = h @ w_hh.T + b_hh
        if mode == "gru":
            i_r, i_z, i_n = jnp.split(xg, 3, axis=-1)
            h_r, h_z, h_n = jnp.split(hg, 3, axis=-1)
            r = _sigmoid(i_r + h_r)
            z = _sigmoid(i_z + h_z)
            n = cpu_tanh(i_n + r * h_n)
            h = n + z * (h - n)
        elif mode == "tanh":
            h = cpu_tanh(xg + hg)
        else:
            h = jax.nn.relu(xg + hg)
        return h, h

    h, out = lax.scan(step, h0, xw, reverse=reverse)
    return out, h
