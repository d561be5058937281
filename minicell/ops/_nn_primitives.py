"""MindSpore's nn Primitive classes (``ops.Conv2D(out_channel, kernel_size)``, ``ops.MaxPool``,
``ops.Dropout2D(keep_prob)``...): constructed with static attributes, called with tensors, and
routed through the same functional code (hence the same registry entries) as ``ops.conv2d`` etc.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> out, mask = ops.Dropout2D(keep_prob=1.0)(ms.Tensor(np.ones((1, 2, 2, 2), np.float32)))
>>> out.shape, mask.dtype == ms.bool_
((1, 2, 2, 2), True)
"""
import math

from .. import _checkparam as validator
from ..common import dtype as mstype
from . import functional as _fn, nn_dropout, nn_functional as F
from .primitive import Primitive, prim_seed

__all__ = ["Conv2D", "MaxPool", "AvgPool", "Dropout", "Dropout2D", "BiasAdd", "GeLU", "SiLU",
           "SoftmaxCrossEntropyWithLogits", "SparseSoftmaxCrossEntropyWithLogits"]


def _pair(v):
    return (v, v) if isinstance(v, int) else tuple(v)[-2:]


def _window(prim, name, value, four=False):
    """2.10's window check of a Conv2D / MaxPool attribute: a positive int or a tuple of two
    (or, with ``four``, four) positive ints; returns the (h, w) pair."""
    validator.check_value_type(name, value, (int, tuple), prim)
    sizes = (2, 4) if four else (2,)
    items = (value,) if isinstance(value, int) else value
    if (not isinstance(value, int) and len(value) not in sizes) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in items):
        kinds = "two or four" if four else "two"
        raise ValueError(f"For '{prim}' attr '{name}' must be an positive int number or a tuple "
                         f"of {kinds} positive int numbers, but got {value}")
    return _pair(value)


def _conv_pad(prim, pad_mode, pad):
    """2.10's ``pad``: a non-negative int or a tuple of four, zero unless pad_mode is 'pad'."""
    validator.check_value_type("pad", pad, (int, tuple), prim)
    if isinstance(pad, tuple):
        validator.check_equal_int(len(pad), 4, "pad size", prim)
    for item in (pad,) if isinstance(pad, int) else pad:
        validator.check_non_negative_int(item, "pad item", prim)
    if pad_mode.lower() != "pad" and pad != 0 and pad != (0, 0, 0, 0):
        raise ValueError(f"For '{prim}', the 'pad' must be zero when 'pad_mode' is not 'pad', "
                         f"but got 'pad': {pad} and 'pad_mode': {pad_mode}.")
    return pad


class Conv2D(Primitive):
    """``Conv2D(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1, dilation=1,
    group=1, data_format='NCHW')``; called as ``conv(x, weight)``."""

    def __init__(self, out_channel, kernel_size, mode=1, pad_mode="valid", pad=0, stride=1,
                 dilation=1, group=1, data_format="NCHW"):
        super().__init__("Conv2D")
        validator.check_positive_int(out_channel, "out_channel", "Conv2D")
        kernel_size = _window("Conv2D", "kernel_size", kernel_size)
        stride = _window("Conv2D", "stride", stride, four=True)
        dilation = _window("Conv2D", "dilation", dilation, four=True)
        validator.check_equal_int(mode, 1, "mode", "Conv2D")
        validator.check_value_type("pad_mode", pad_mode, (str,), "Conv2D")
        validator.check_positive_int(group, "group", "Conv2D")
        if data_format != "NCHW":
            raise ValueError(f"For 'Conv2D', only data_format='NCHW' is supported, got "
                             f"{data_format!r}")
        if not isinstance(pad_mode, str) or pad_mode.lower() not in ("valid", "same", "pad"):
            raise ValueError(f"For 'Conv2D', the 'pad_mode' must be str and must be in "
                             f"'['valid', 'same', 'pad']', but got '{pad_mode}'.")
        self.out_channel, self.kernel_size = out_channel, kernel_size
        self.pad_mode, self.pad = pad_mode, _conv_pad("Conv2D", pad_mode, pad)
        self.stride, self.dilation, self.group = stride, dilation, group

    def __call__(self, x, weight):
        w = tuple(getattr(weight, "shape", ()))
        checks = [("w_shape[0]", "out_channel", 0, self.out_channel)]
        checks += [(f"w_shape[{i + 2}]", f"kernel_size[{i}]", i + 2, k)
                   for i, k in enumerate(self.kernel_size)]
        for got, attr, i, want in checks:     # the weight must match the attributes
            if len(w) == 4 and w[i] != want:
                raise RuntimeError(f"For 'Conv2D', '{got}' must be equal to '{attr}', but got "
                                   f"'{got}': {w[i]}, '{attr}': {want}.")
        return F.conv2d(x, weight, None, self.stride, self.pad_mode, self.pad, self.dilation,
                        self.group)


class _Pool(Primitive):
    _kind = "max"

    def __init__(self, kernel_size=1, strides=1, pad_mode="valid", data_format="NCHW"):
        super().__init__(type(self).__name__)
        self.kernel_size, self.strides = self._windows(kernel_size, strides)
        validator.check_value_type("pad_mode", pad_mode, (str,), self.name)
        if data_format not in ("NCHW", "NHWC") and self._kind == "avg":   # 2.10's enum text
            raise ValueError(f"Failed to convert the value \"{data_format}\" of input "
                             f"'data_format' of 'AvgPool' to enum.")
        if data_format not in ("NCHW", "NHWC"):
            raise ValueError(f"For '{self.name}', the 'format' must be str and must be in "
                             f"'['NCHW', 'NHWC']', but got '{data_format}'.")
        self.pad_mode = pad_mode.upper()
        if self.pad_mode not in ("VALID", "SAME"):
            raise ValueError(f"For '{self.name}', the 'pad_mode' must be str and must be in "
                             f"'['VALID', 'SAME']', but got '{self.pad_mode}'.")   # 2.10's

    def __call__(self, x):
        if self._kind == "max" and len(x.shape) != 4:       # 2.10's text (measured)
            raise ValueError(f"For primitive[MaxPool], the length of input must be equal to 4 , "
                             f"but got {len(x.shape)}.")
        return F._pool(self._kind, x, self.kernel_size, self.strides, self.pad_mode, 0, 1, False,
                       True, 0, 2, self.name)


    def _windows(self, kernel_size, strides):
        return (_window(self.name, "kernel_size", kernel_size),
                _window(self.name, "strides", strides))


class MaxPool(_Pool):
    """``MaxPool(kernel_size=1, strides=1, pad_mode='valid')`` over (N, C, H, W)."""


class AvgPool(_Pool):
    """``AvgPool(kernel_size=1, strides=1, pad_mode='valid')`` over (N, C, H, W)."""
    _kind = "avg"

    def _windows(self, kernel_size, strides):
        # 2.10's AvgPool converts its windows to int tuples without range checks
        for name, value in (("kernel_size", kernel_size), ("strides", strides)):
            items = (value,) if isinstance(value, int) else value
            if not isinstance(value, (int, tuple, list)) or not all(
                    isinstance(v, int) and not isinstance(v, bool) for v in items):
                raise ValueError(f"For '{self.name}', the value of '{name}' is invalid: "
                                 f"'{value}'.")
        return _pair(kernel_size), _pair(strides)


class Dropout(Primitive):
    """``Dropout(keep_prob=0.5, Seed0=0, Seed1=0)``: returns ``(output, mask)`` (float mask)."""

    def __init__(self, keep_prob=0.5, Seed0=0, Seed1=0):
        super().__init__("Dropout")
        self.keep_prob = keep_prob      # checked when called, as 2.10's kernel (measured)
        self.seed = prim_seed(Seed0, Seed1)

    def __call__(self, x):
        if not 0.0 < self.keep_prob <= 1.0:
            raise RuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got "
                               f"{self.keep_prob:g}")
        return nn_dropout.dropout_with_mask(x, float(self.keep_prob), 0, self.seed)


class Dropout2D(Primitive):
    """``Dropout2D(keep_prob=0.5)``: zero whole channels of (N, C, H, W); returns
    ``(output, mask)`` with a Bool mask of the input's shape."""

    def __init__(self, keep_prob=0.5):
        super().__init__("Dropout2D")
        if not 0.0 <= keep_prob <= 1.0:
            raise ValueError(f"For 'Dropout2D', 'keep_prob' must be in [0, 1], but got "
                             f"{keep_prob}")
        self.keep_prob = float(keep_prob)

    spatial = 2   # dims after (N, C) whose channel slices are zeroed together

    def __call__(self, x):
        if len(x.shape) != self.spatial + 2:
            raise ValueError(f"For '{self.name}', the input must be {self.spatial + 2}-d, but "
                             f"got shape {tuple(x.shape)}")
        if self.keep_prob == 0:
            return x * 0, _fn.cast(x * 0, mstype.bool_)
        return nn_dropout.dropout_with_mask(x, self.keep_prob, self.spatial, mask="bool")


class BiasAdd(Primitive):
    """``BiasAdd()``: add a 1-d bias along the channel axis."""

    def __init__(self, data_format="NCHW"):
        super().__init__("BiasAdd")
        if data_format not in ("NCHW", "NHWC", "NCDHW"):        # 2.10's enum text (measured)
            raise ValueError(f"Failed to convert the value \"{data_format}\" of input "
                             f"'data_format' of 'BiasAdd' to enum.")

    def __call__(self, input_x, bias):
        xs, bs = tuple(getattr(input_x, "shape", ())), tuple(getattr(bias, "shape", ()))
        if len(xs) >= 2 and len(bs) == 1 and bs[0] != xs[1]:     # 2.10's text (measured)
            shown = ["{" + ", ".join(map(str, s)) + "}" for s in (bs, xs)]
            raise ValueError(f"For 'BiasAdd', bias[0] shape should be equal to input_x[1] shape "
                             f"when data_format is 0, but got bias shape: .[const vector]"
                             f"{shown[0]}, input_shape: [const vector]{shown[1]}.")
        return F.bias_add(input_x, bias)


class GeLU(Primitive):
    """``GeLU()``: the tanh-approximated GELU (MindSpore's primitive)."""

    def __call__(self, input):
        return F.gelu(input, "tanh")


class SiLU(Primitive):
    """``SiLU()``."""

    def __call__(self, x):
        return F.silu(x)


class SoftmaxCrossEntropyWithLogits(Primitive):
    """``SoftmaxCrossEntropyWithLogits()(logits, labels)`` -> ``(loss, dlogits)`` for one-hot /
    probability labels of shape (N, C). The loss differentiates as 2.10's kernel: ``softmax -
    labels`` for the logits (exact only for labels summing to 1), nothing for the labels."""

    def __call__(self, logits, labels):
        ls, gs = tuple(getattr(logits, "shape", ())), tuple(getattr(labels, "shape", ()))
        if ls != gs and hasattr(labels, "shape"):           # 2.10's text (measured)
            raise ValueError(f"For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape "
                             f"must be consistent with 'logits' shape, but got 'label' shape: "
                             f"{gs}, 'logits' shape: {ls}.")
        from .nn_losses import softmax_cross_entropy
        return softmax_cross_entropy(logits, labels), _fn.softmax(logits, -1) - labels


class SparseSoftmaxCrossEntropyWithLogits(Primitive):
    """``SparseSoftmaxCrossEntropyWithLogits(is_grad=False)(logits, labels)``: the mean loss;
    with ``is_grad=True`` its gradient with respect to ``logits`` instead,
    ``(softmax(logits) - one_hot(labels)) / N`` (what MindSpore's kernel returns then)."""

    def __init__(self, is_grad=False):
        super().__init__("SparseSoftmaxCrossEntropyWithLogits")
        self.is_grad = validator.check_value_type("is_grad", is_grad, [bool],
                                                  "SparseSoftmaxCrossEntropyWithLogits")
        self.sens = 1.0     # 2.10's attrs (its repr: <is_grad=False, sens=1.0>)
        self.add_prim_attr("is_grad", self.is_grad).add_prim_attr("sens", 1.0)

    def __call__(self, logits, labels):
        c = logits.shape[-1]
        if not self.is_grad:
            F.check_class_labels("SparseSoftmaxCrossEntropyWithLogits", labels, c)
            return F.sparse_softmax_cross_entropy(logits, labels, "mean")
        # 2.10's kernel checks 0 <= label <= C: a label C has an all-zero one-hot row, so its
        # sample's gradient is its softmax; computed in float32 (float16's is then rounded), over
        # every sample of (..., C) logits (measured)
        F.check_class_labels("SparseSoftmaxCrossEntropyWithLogits", labels, c + 1, classes=c)
        from .array_ops import one_hot
        x = _fn.cast(logits, mstype.float32) if logits.dtype == mstype.float16 else logits
        onehot = _fn.cast(one_hot(labels, c), x.dtype)
        n = math.prod(logits.shape[:-1])
        return _fn.cast((_fn.softmax(x, -1) - onehot) / n, logits.dtype)
