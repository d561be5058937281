"""Max, average and adaptive pooling of 1-d and 2-d inputs (``ops.max_pool2d``,
``ops.avg_pool1d``, ``ops.adaptive_max_pool2d``, ...): the ``pad_mode`` / ``ceil_mode``
arithmetic on static shapes, so each kernel in ``runtime/primitives/nn.py`` receives explicit
padding pairs; the pad_mode helpers serve convolution too. ``ops`` reaches the pools through
``nn_functional``.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> ops.max_pool2d(ms.Tensor(np.ones((1, 1, 4, 4), np.float32)), 2).shape
(1, 1, 2, 2)
"""

import numpy as np

from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import pool_window_error

_OP = {n: get_op(n) for n in ("max_pool", "avg_pool", "adaptive_pool", "max_pool_with_argmax",
                              "adaptive_max_argmax")}


# ---- window arithmetic (convolution's too: nn_functional imports it) --------------------------
def _tuple(v, n, name, op):
    if isinstance(v, int) and not isinstance(v, bool):
        return (v,) * n
    if isinstance(v, (tuple, list)) and len(v) == n and all(isinstance(i, int) for i in v):
        return tuple(v)
    if isinstance(v, (tuple, list)) and len(v) == 1 and n > 1:
        return (int(v[0]),) * n
    raise TypeError(f"For '{op}', '{name}' must be an int or a tuple of {n} ints, but got {v!r}")


def explicit_padding(pad_mode, padding, in_shape, kernel, stride, dilation, op):
    """(lo, hi) pairs per spatial dim for MindSpore's pad_mode 'same' / 'valid' / 'pad'."""
    nd = len(kernel)
    mode = pad_mode.lower() if isinstance(pad_mode, str) else pad_mode
    if mode == "valid":
        return ((0, 0),) * nd
    if mode == "same":
        pads = []
        for n, k, s, d in zip(in_shape, kernel, stride, dilation):
            out = -(-n // s)
            total = max((out - 1) * s + d * (k - 1) + 1 - n, 0)
            pads.append((total // 2, total - total // 2))
        return tuple(pads)
    if mode == "pad":
        if isinstance(padding, int):
            return ((padding, padding),) * nd
        padding = tuple(padding)
        if len(padding) == nd:
            return tuple((p, p) for p in padding)
        if len(padding) == 2 * nd:
            return tuple((padding[2 * i], padding[2 * i + 1]) for i in range(nd))
        raise ValueError(f"For '{op}', 'padding' must be an int or a tuple of {nd} or {2 * nd} "
                         f"ints, but got {padding!r}")
    raise ValueError(f"For '{op}', 'pad_mode' must be one of 'same', 'valid', 'pad', but got "
                     f"{pad_mode!r}")


def _check_pad(pad_mode, padding, op):
    if pad_mode.lower() != "pad" and padding not in (0, (0,), (0, 0), (0, 0, 0, 0)):
        raise ValueError(f"For '{op}', 'padding' must be 0 when pad_mode is '{pad_mode}', but got "
                         f"{padding!r}; use pad_mode='pad' to pad explicitly")


# ---- pooling ------------------------------------------------------------------------------------
def pool_padding(in_sp, kernel, stride, dilation, padding, ceil_mode, name):
    """(padding pairs, ceil-mode overhang pairs) for 'pad' mode pooling (PyTorch's rule: the last
    window must start inside the input or its left padding)."""
    pads, extra = [], []
    for n, k, s, d, p in zip(in_sp, kernel, stride, dilation, padding):
        span = n + 2 * p - d * (k - 1) - 1
        if span < 0:
            raise ValueError(f"For '{name}', the kernel {tuple(kernel)} (dilation "
                             f"{tuple(dilation)}) is larger than the padded input {tuple(in_sp)}")
        out = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (out - 1) * s >= n + p:
            out -= 1
        over = max((out - 1) * s + d * (k - 1) + 1 - (n + 2 * p), 0)
        pads.append((p, p))
        extra.append((0, over))
    return tuple(pads), tuple(extra)


# the rank texts of 2.10's pooling layers (measured; the functional forms keep minicell's)
_RANK_TEXT = {"MaxPool1d": "For '{}', the input must has 3 dim, but got {}",
              "AvgPool1d": "For '{}', the input must has 3 dim, but got {}",
              "MaxPool2d": "For primitive[MaxPool], the length of input must be equal to 4 , but "
                           "got {1}.",
              "AvgPool2d": "For primitive[AvgPool], the x_rank must be equal to 4, but got {1}.",
              "MaxPool3d": "For primitive[MaxPool3D], the x_rank must be equal to 5, but got {1}.",
              "AvgPool3d": "For primitive[AvgPool3D], the x_rank must be equal to 5, but got {1}."}


def _pool(kind, x, kernel_size, stride, pad_mode, padding, dilation, ceil_mode,
          count_include_pad, divisor, nd, name, indices=None, nan="fold"):
    """``indices``: for max pooling, also return the flat argmax indices in that dtype.
    ``nan``: the NaN rule of the 2.10 kernel the caller stands for (``runtime/primitives/
    nn_maxpool.py``): "skip" (MaxPoolWithArgmaxV2), "first" (MaxPoolWithArgmax), "propagate"
    (MaxPool3DWithArgmax), "fold" (MaxPool, values only)."""
    kernel = _tuple(kernel_size, nd, "kernel_size", name)
    stride = kernel if stride is None else _tuple(stride, nd, "stride", name)
    for arg, v in (("kernel_size", kernel), ("stride", stride)):
        if min(v) <= 0:
            raise ValueError(f"For '{name}', the '{arg}' must be an positive int number or a "
                             f"tuple, but got {v}")
    dilation = _tuple(dilation, nd, "dilation", name)
    if len(x.shape) not in (nd + 1, nd + 2) and name in _RANK_TEXT:    # 2.10's layers' texts
        raise ValueError(_RANK_TEXT[name].format(name, len(x.shape)))
    if len(x.shape) not in (nd + 1, nd + 2):
        raise ValueError(f"For '{name}', the input must be {nd + 2}-D (N, C, ...) or {nd + 1}-D, "
                         f"but got shape {tuple(x.shape)}")
    in_sp = tuple(x.shape[-nd:])
    mode = pad_mode.lower()
    if mode == "pad":
        pads, extra = pool_padding(in_sp, kernel, stride, dilation,
                                   _tuple(padding, nd, "padding", name), ceil_mode, name)
    else:
        _check_pad(mode, padding, name)
        pads = explicit_padding(mode, 0, in_sp, kernel, stride, dilation, name)
        extra = ((0, 0),) * nd
        if any(n + a + b < d * (k - 1) + 1
               for n, (a, b), k, d in zip(in_sp, pads, kernel, dilation)):
            if name == "AvgPool2d" and mode == "valid":    # 2.10's AvgPool text (measured)
                outs = [-(-(n - k + 1) // s) for n, k, s in zip(in_sp, kernel, stride)]
                raise RuntimeError(f"For 'AvgPool' op, H_out/W_out must be positive, but "
                                   f"H_out/W_out is {min(outs)}, please check input and "
                                   f"parameters of op")
            if name == "MaxPool2d" and mode == "valid" and len(x.shape) == 4:
                _max_pool_shape_error(x.shape, kernel, stride)
            raise pool_window_error(kind, name, in_sp, kernel)
        if mode == "same" and nd < 3:     # AvgPool's TF rule: padded cells never count;
            count_include_pad = False     # 2.10's AvgPool3D counts them unless told not to
    if kind == "max":
        full = tuple((a + c, b + e) for (a, b), (c, e) in zip(pads, extra))
        attrs = {"kernel": kernel, "stride": stride, "padding": full, "dilation": dilation,
                 "nan": nan}
        if indices is None:
            return dispatch(_OP["max_pool"], (x,), freeze_attrs(attrs))
        return dispatch(_OP["max_pool_with_argmax"], (x,),
                        freeze_attrs(dict(attrs, dtype=indices)))
    if any(d != 1 for d in dilation):
        raise ValueError(f"For '{name}', dilation is not supported for average pooling")
    return dispatch(_OP["avg_pool"], (x,), freeze_attrs(
        {"kernel": kernel, "stride": stride, "padding": pads, "extra": extra,
         "count_include_pad": bool(count_include_pad), "divisor": int(divisor or 0)}))


def _max_pool_shape_error(shape, kernel, stride):
    """2.10's MaxPool shape-inference text for a 'valid' window longer than its input
    (measured: kernel 5 on a 4x4 input)."""
    outs = [-(-(n - k + 1) // s) for n, k, s in zip(shape[2:], kernel, stride)]

    def vec(v):
        return "[const vector]{" + ", ".join(str(i) for i in v) + "}"
    raise ValueError(f"For 'MaxPool', the each element of the output shape must be larger than "
                     f"0, but got output shape: {vec(tuple(shape[:2]) + tuple(outs))}. The input "
                     f"shape: {vec(shape)}, kernel size: {vec((1, 1) + tuple(kernel))}, strides: "
                     f"{vec((1, 1) + tuple(stride))}. Please check the official api documents "
                     f"for more information about the output.")


def max_pool2d(x, kernel_size, stride=None, padding=0, dilation=1, return_indices=False,
               ceil_mode=False):
    """2-d max pooling over (N, C, H, W); ``stride`` defaults to ``kernel_size``.

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.max_pool2d(ms.Tensor(np.ones((1, 1, 5, 5), np.float32)), 2, ceil_mode=True).shape
    (1, 1, 3, 3)
    """
    for arg, v in (("kernel_size", kernel_size), ("strides", stride)):   # 2.10's attr checks
        if isinstance(v, list):
            raise TypeError(f"For 'MaxPoolWithArgmaxV2', the type of '{arg}' should be one of "
                            f"'['int', 'tuple']', but got type 'list'.")
        vals = v if isinstance(v, (tuple, list)) else (v,)
        if v is not None and any(isinstance(i, int) and i <= 0 for i in vals):
            raise ValueError(f"For 'MaxPoolWithArgmaxV2' attr '{arg}' must be an positive int "
                             f"number or a tuple of two positive int numbers, but got {v}")
    if isinstance(x, Tensor) and x.ndim != 4:
        raise ValueError(f"For primitive[MaxPoolWithArgmaxV2], the input x rank must be equal "
                         f"to 4, but got {x.ndim}.")
    two = [v if isinstance(v, (tuple, list)) else (v, v) for v in (padding, kernel_size)]
    if all(isinstance(v, int) and len(t) == 2 for t in two for v in t) and any(
            2 * p > k for p, k in zip(*two)):           # 2.10's MaxPoolWithArgmaxV2 rule
        raise ValueError(f"It is required that the `pads` is no more than half of the "
                         f"`kernel_size`, but gets pads{tuple(two[0])} and kernel_size"
                         f"{tuple(two[1])}.")
    return _pool("max", x, kernel_size, stride, "pad", padding, dilation, ceil_mode, True, 0, 2,
                 "max_pool2d", "int64" if return_indices else None, "skip")


def max_pool1d(x, kernel_size, stride=None, padding=0, dilation=1, return_indices=False,
               ceil_mode=False):
    """1-d max pooling over (N, C, W)."""
    return _pool("max", x, kernel_size, stride, "pad", padding, dilation, ceil_mode, True, 0, 1,
                 "max_pool1d", "int64" if return_indices else None, "skip")


def avg_pool2d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=0):
    """2-d average pooling over (N, C, H, W).

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.avg_pool2d(ms.Tensor(np.ones((1, 1, 4, 4), np.float32)), 2, 2).shape
    (1, 1, 2, 2)
    """
    for arg, v in (("kernel_size", kernel_size), ("stride", stride)):   # 2.10's checks
        if isinstance(v, tuple) and len(v) == 2 and not all(isinstance(i, int) for i in v):
            bad = next(i for i in v if not isinstance(i, int))
            raise TypeError(f"For 'avg_pool2d', the '{arg}' must be int, but got "
                            f"'{type(bad).__name__}'")
        if not isinstance(v, (int, tuple)) or isinstance(v, tuple) and len(v) != 2:
            raise (ValueError if isinstance(v, tuple) else TypeError)(
                f"For avg_pool2d, {arg} should be int or tuple of length 2.")
    _avg_rank(input_x, 4, 1)
    return avg_pool2d_any_rank(input_x, kernel_size, stride, padding, ceil_mode,
                               count_include_pad, divisor_override)


def avg_pool2d_any_rank(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False,
                        count_include_pad=True, divisor_override=0):
    """``avg_pool2d`` without 2.10's ops-level argument and rank checks (``mint``'s, which
    takes a 3-d input and a list)."""
    return _pool("avg", input_x, kernel_size, stride, "pad", padding, 1, ceil_mode,
                 count_include_pad, divisor_override, 2, "avg_pool2d")


def _avg_rank(x, rank, added):
    """2.10's avg_pool1d / avg_pool2d lift the input by ``added`` dims for AvgPool3D (whose
    rank text names the lifted rank); a 1-d input fails the lift itself (measured)."""
    if not isinstance(x, Tensor) or x.ndim == rank:
        return
    if x.ndim == 1:
        raise ValueError("Dimension out of range (expected to be in range of [-2, 2), but got 2)")
    if x.ndim + added != 5:
        raise ValueError(f"For primitive[AvgPool3D], the x_rank must be equal to 5, but got "
                         f"{x.ndim + added}.")


def avg_pool1d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False,
               count_include_pad=True):
    """1-d average pooling over (N, C, W)."""
    _avg_rank(input_x, 3, 2)
    return _pool("avg", input_x, kernel_size, stride, "pad", padding, 1, ceil_mode,
                 count_include_pad, 0, 1, "avg_pool1d")


# 2.10's rank checks of the adaptive pools (its infer messages, "the the" included)
_ADAPTIVE_RANKS = {
    "adaptive_avg_pool2d": ((3, 4), "For primitive[AdaptiveAvgPool2D], the dim of x must be in "
                                    "[3,4], but got {}."),
    "adaptive_avg_pool3d": ((4, 5), "For primitive[AdaptiveAvgPool3D], the the rank of x must be "
                                    "in [4,5], but got {}."),
}


def check_adaptive_1d(x, output_size, name, cell=False):
    """2.10's checks of adaptive_avg_pool1d / adaptive_max_pool1d, in its order: an int
    ``output_size`` >= 1, a 3-d input whose length is at least ``output_size`` and divisible
    by it. ``cell``: the texts of the nn Cells' construct ('For AdaptiveAvgPool1d, the input
    must has 3 dim'), which check no ``output_size`` and then float16/32 only."""
    if not cell:
        _checkparam.check_int(output_size, 1, _checkparam.GE, "output_size", name)
    shape = tuple(x.shape)
    subject = f"For {name}, the input" if cell else f"For {name} input"
    if len(shape) != 3:
        raise ValueError(f"{subject} must {'has' if cell else 'have'} 3 dim, but got "
                         f"{len(shape)}.")
    if shape[2] < output_size:
        raise ValueError(f"{subject}'s last dimension must be greater or equal to output size "
                         f"{output_size}, but got {shape[2]}.")
    if shape[2] % output_size:
        raise ValueError(f"{subject}'s last dimension must be divisible by output size "
                         f"{output_size}, but got {shape[2]}.")
    if cell and x.dtype not in (mstype.float16, mstype.float32):
        raise TypeError(f"For {name}, the x_dtype must be float16 or float32, but got "
                        f"{x.dtype}.")


def _adaptive(x, output_size, nd, mode, name):
    ranks, message = _ADAPTIVE_RANKS.get(name, (None, None))
    if ranks and len(x.shape) not in ranks:
        raise ValueError(message.format(len(x.shape)))
    if isinstance(output_size, int) or output_size is None:
        output_size = (output_size,) * nd
    output_size = tuple(output_size)
    if len(output_size) != nd:
        raise ValueError(f"For '{name}', 'output_size' must be an int or a tuple of {nd}, but "
                         f"got {output_size!r}")
    if mode == "max_argmax":
        sizes = tuple(n if o is None else o for n, o in zip(x.shape[-nd:], output_size))
        return dispatch(_OP["adaptive_max_argmax"], (x,), freeze_attrs({"output_size": sizes}))
    return dispatch(_OP["adaptive_pool"], (x,), freeze_attrs(
        {"output_size": output_size, "mode": mode}))


def adaptive_avg_pool1d(input, output_size):
    """Adaptive average pooling of the last dim to ``output_size``."""
    check_adaptive_1d(input, output_size, "adaptive_avg_pool1d")
    return _adaptive(input, output_size, 1, "avg", "adaptive_avg_pool1d")


def adaptive_avg_pool2d(input, output_size):
    """Adaptive average pooling of the last two dims (``None`` keeps a dim).

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.adaptive_avg_pool2d(ms.Tensor(np.ones((1, 2, 7, 7), np.float32)), (3, None)).shape
    (1, 2, 3, 7)
    """
    if isinstance(output_size, bool) or not isinstance(output_size, (int, tuple)):
        raise TypeError(f"For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of "
                        f"'['int', 'tuple']', but got type '{type(output_size).__name__}'.")
    sizes = output_size if isinstance(output_size, tuple) else (output_size,) * 2
    if len(sizes) != 2:
        raise ValueError(f"For 'AdaptiveAvgPool2D', the 'length of output_size' must be int and "
                         f"must = 2, but got '{len(sizes)}' with type 'int'.")
    for i, v in enumerate(sizes):       # 2.10's AdaptiveAvgPool2D checks (measured)
        if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
            raise TypeError(f"For 'AdaptiveAvgPool2D', the type of 'output_size[{i}]' should be "
                            f"one of '['int', 'NoneType']', but got type '{type(v).__name__}'.")
        if isinstance(v, int) and v < 0:
            raise ValueError(f"For 'AdaptiveAvgPool2D', the argument 'output_size[{i}]' must "
                             f">= 0, but got {v}.")
    if 0 in sizes and len(sizes) == 2:  # 2.10: an empty result
        shape = tuple(input.shape[:-2]) + tuple(
            d if v is None else v for v, d in zip(sizes, input.shape[-2:]))
        return Tensor(np.zeros(shape, input.dtype.np_dtype))
    return _adaptive(input, output_size, 2, "avg", "adaptive_avg_pool2d")


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """Adaptive max pooling of the last two dims."""
    _checkparam.check_value_type("return_indices", return_indices, [bool], "adaptive_max_pool2d")
    if len(input.shape) not in (3, 4):
        raise ValueError(f"For primitive[AdaptiveMaxPool2D], the rank of x must be in [3,4], but "
                         f"got {len(input.shape)}.")
    if return_indices:
        return _adaptive(input, output_size, 2, "max_argmax", "adaptive_max_pool2d")
    return _adaptive(input, output_size, 2, "max", "adaptive_max_pool2d")
