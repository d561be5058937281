"""``ops.operations._quant_ops.FakeQuantParam``: the Primitive that carries quantisation
parameters (a quantiser's scale and zero point, for export) through a network; its output is its
input. Row in ``rows_v1.py``.

MindSpore 2.10 documents it as a pass-through but registers no CPU kernel for it (calling it on
CPU raises "Unsupported op [FakeQuantParam] on CPU"; its ``export``/``load`` works, measured).
Here it runs as the pass-through it documents, in both modes, so a network holding one
compiles, exports and trains (gradient: the identity's).

>>> import minicell as ms
>>> from minicell.ops.operations import _quant_ops as Q
>>> Q.FakeQuantParam.linear_quant_param(ms.QuantDtype.INT8, 0.5, 1)
Prim[FakeQuantParam]<quant_dtype=7, quant_algo_name=linear_quant_algo, \
is_per_channel=False, kwargs={'linear_quant_scale': [0.5], 'linear_quant_zero_point': [1]}, \
linear_quant_scale=[0.5], linear_quant_zero_point=[1]>
"""
from . import functional as F
from .device_only_v1 import _check_type
from .primitive import Primitive, prim_attr_register

__all__ = ["FakeQuantParam"]


class FakeQuantParam(Primitive):
    """``FakeQuantParam(quant_dtype, quant_algo_name, is_per_channel, **kwargs)(x)``: ``x``
    unchanged; ``quant_dtype`` (a ``QuantDtype``) is kept as its int, ``kwargs`` as attributes.
    ``FakeQuantParam.linear_quant_param(quant_dtype, scale, zp, is_per_channel=False)`` makes
    the linear quantiser's (``linear_quant_scale``/``linear_quant_zero_point`` as lists)."""

    attr_key_linear_quant_scale = "linear_quant_scale"
    attr_key_linear_quant_zero_point = "linear_quant_zero_point"
    attr_value_linear_quant_algo_name = "linear_quant_algo"

    @prim_attr_register
    def __init__(self, quant_dtype, quant_algo_name, is_per_channel, **kwargs):
        self.add_prim_attr("quant_algo_name", quant_algo_name)
        self.add_prim_attr("is_per_channel", is_per_channel)
        self.add_prim_attr("quant_dtype", quant_dtype.value())
        for key, value in kwargs.items():
            self.add_prim_attr(key, value)

    @classmethod
    def linear_quant_param(cls, quant_dtype, scale, zp, is_per_channel=False, **kwargs):
        """The linear quantiser of ``scale`` (a float or a sequence, per channel) and zero point
        ``zp`` (an int or a sequence)."""
        op = "FakeQuantParam"
        _check_type(op, "scale", scale, (float, tuple, list))
        _check_type(op, "zero_point", zp, (int, tuple, list))
        _check_type(op, "is_per_channel", is_per_channel, (bool,))
        kwargs[cls.attr_key_linear_quant_scale] = [scale] if isinstance(scale, float) else scale
        kwargs[cls.attr_key_linear_quant_zero_point] = [zp] if isinstance(zp, int) else zp
        return cls(quant_dtype, cls.attr_value_linear_quant_algo_name, is_per_channel, **kwargs)

    def __call__(self, x):
        return F.identity(x)
