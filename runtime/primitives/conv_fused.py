"""A half-precision convolution and the bias added to it as one kernel, as 2.10's GRAPH_MODE.

MindSpore 2.10's CPU graph fuses ``Conv2D`` followed by ``BiasAdd`` (``nn.Conv2d`` with
``has_bias=True``): the bias is added to the float32 convolution and the sum rounded once to
float16. PYNATIVE_MODE runs the two kernels and rounds the convolution first (measured in a
``to_float(float16)`` Conv2d, 3x3 'same'/'pad' and 1x1: the graph's outputs equal
round(conv32(x, w) + b) on every value, PYNATIVE's differ on 20-29% of them; minicell's
PYNATIVE matched 2.10's, its graph did too, so not 2.10's graph). ``compiler/fuse_bias.py``
rewrites a graph's half ``conv`` + ``bias_add`` to this op, and a ``tanh`` reading it to one
with ``act="tanh"`` (measured: 2.10's graph gives round(tanh(conv32 + b)) on 99% of values,
the tanh of the rounded sum on 90%); float32 is never rewritten.
"""
import jax.numpy as jnp

from . import cpu_conv
from .nn import _conv, _cshape
from .nnacl import cpu_tanh
from ..registry import CHANNEL_LAYOUT, register


def _wide(v, dt):
    """``v`` in ``dt`` (a Parameter read in float32 is cast as ``to_float`` casts it), then
    in the float32 the kernel accumulates in."""
    return v.astype(dt).astype(jnp.promote_types(dt, jnp.float32))


def _sum(x, w, b, attrs):
    """The float32 ``conv(x, w) + b`` before its rounding."""
    dt, fmt = x.dtype, attrs.get("data_format", "NCHW")
    y = _conv(_wide(x, dt), _wide(w, dt), **attrs)
    return y + _wide(b, dt).reshape(_cshape(y, fmt))


def _conv_bias_add_jvp(primals, tangents, act="", **attrs):
    (x, w, b), (dx, dw, db) = primals, tangents
    dt, fmt = x.dtype, attrs.get("data_format", "NCHW")
    t = cpu_conv.conv_jvp(_conv, (_wide(x, dt), _wide(w, dt)), (_wide(dx, dt), _wide(dw, dt)),
                          attrs)
    t = t + _wide(db, dt).reshape(_cshape(t, fmt))
    if act:                     # tanh' = 1 - tanh^2 of the float32 sum
        t = t * (1 - jnp.square(jnp.tanh(_sum(x, w, b, attrs))))
    return t.astype(dt)


@register("conv_bias_add", props=(CHANNEL_LAYOUT,), jvp=_conv_bias_add_jvp)
def conv_bias_add(x, w, b, *, stride, padding, dilation, groups, data_format="NCHW", act=""):
    """``conv(x, w) + b`` (``act="tanh"``: its tanh) rounded once to ``x``'s dtype (speed:
    none; numerics: 2.10's fused graph kernel, see the module)."""
    y = _sum(x, w, b, dict(stride=stride, padding=padding, dilation=dilation, groups=groups,
                           data_format=data_format))
    return (cpu_tanh(y) if act else y).astype(x.dtype)     # 2.10's CPU tanh (nnacl)
