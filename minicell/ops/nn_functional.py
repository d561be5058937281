"""Neural-network functional ops with MindSpore's names and arguments (``ops.conv2d``,
``ops.max_pool2d``, ``ops.dropout``, ``ops.cross_entropy``, ...) (their Primitive classes
``ops.Conv2D``, ``ops.MaxPool``, ... are in ``_nn_primitives``).

The ``pad_mode`` / ``ceil_mode`` arithmetic is done in Python on static shapes (``nn_pooling``,
which holds the pooling ops too), so each kernel in ``runtime/primitives/nn.py`` receives
explicit padding pairs.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> x = ms.Tensor(np.ones((1, 1, 4, 4), np.float32))
>>> ops.max_pool2d(x, 2).shape
(1, 1, 2, 2)
"""

import functools

import numpy as np

from ..common.tensor import Tensor
from ..runtime.checks import ShapeMismatchError
from ..runtime.python_checks import python_check
from ..runtime.dispatch import dispatch
from ..runtime.prim_tag import tag as prim_tag
from ..runtime.registry import freeze_attrs, get_op
from . import _amp_auto
from ._operand_dtypes import check_conv3d_input, check_conv_dtypes, check_product_dtypes
from ._util import (check_conv_bias, check_same_dtype, const_vector, ms_type_name,
                    shape_from_values)
from .functional import write_into
from .nn_norm_ext import group_norm  # noqa: F401  (ops.group_norm)
from .nn_pooling import _check_pad, _tuple, explicit_padding

__all__ = [
    "conv1d", "conv2d", "conv3d", "conv_transpose2d", "bias_add", "dense", "max_pool2d",
    "avg_pool2d", "max_pool1d", "avg_pool1d", "adaptive_avg_pool1d", "adaptive_avg_pool2d",
    "adaptive_max_pool2d", "dropout", "dropout1d", "dropout2d", "dropout3d", "gelu", "silu",
    "leaky_relu", "relu6", "elu", "hardswish", "hardsigmoid", "layer_norm", "group_norm",
    "batch_norm", "cross_entropy", "nll_loss", "binary_cross_entropy_with_logits", "mse_loss",
    "l1_loss", "smooth_l1_loss", "pad",
]

_OP = {n: get_op(n) for n in (
    "conv", "conv_transpose", "bias_add", "dense", "layer_norm", "group_norm", "batch_norm_train",
    "batch_norm_infer", "pad")}


# ---- convolution --------------------------------------------------------------------------------
@functools.lru_cache(maxsize=1024)
def _conv_attrs(in_shape, w_shape, stride, pad_mode, padding, dilation, groups, nd, name):
    """Checked, frozen conv attrs for static shapes (cached: eager calls skip this work)."""
    if isinstance(padding, str):           # ops.conv2d(..., padding='same') (PyTorch style)
        if padding not in ("same", "valid"):    # 2.10: another str is its pad type error
            raise TypeError(f"For 'Conv{nd}D', the type of 'pad' should be one of '['int', "
                            f"'tuple']', but got type 'str'.")
        pad_mode, padding = padding, 0
    stride = _tuple(stride, nd, "stride", name)
    dilation = _tuple(dilation, nd, "dilation", name)
    if len(in_shape) != nd + 2 and name in ("conv2d", "conv3d"):   # 2.10's text (measured)
        raise ValueError(f"For primitive[Conv{nd}D], the x shape size must be equal to {nd + 2}, "
                         f"but got {len(in_shape)}.")
    if len(in_shape) != nd + 2 and name == "conv1d":   # 2.10's text (measured)
        raise ValueError(f"For 'conv1d', the input must be a 3D Tensor, but got input of "
                         f"{len(in_shape)}D.")
    if len(in_shape) != nd + 2:
        raise ValueError(f"For '{name}', the input must be {nd + 2}-d (N, C, ...), but got shape "
                         f"{in_shape}")
    if len(w_shape) != nd + 2:     # MindSpore 2.10: a ValueError on the weight's rank
        raise ValueError(f"For '{name}', the weight must be a {nd + 2}D Tensor, but got input "
                         f"of {len(w_shape)}D (shape {w_shape}).")
    if in_shape[1] != w_shape[1] * groups:     # 2.10's text (1-d runs as Conv2D; measured)
        raise ShapeMismatchError(
            f"For 'Conv{3 if nd == 3 else 2}D', 'C_in' of input 'x' shape divide by parameter "
            f"'group' must be equal to 'C_in' of input 'weight' shape: {w_shape[1]}, but got "
            f"'C_in' of input 'x' shape: {in_shape[1]}, and 'group': {groups}.")
    pads = explicit_padding(pad_mode, padding, in_shape[2:], w_shape[2:], stride, dilation, name)
    return freeze_attrs({"stride": stride, "padding": pads, "dilation": dilation,
                         "groups": groups})


def _conv(input, weight, bias, stride, pad_mode, padding, dilation, groups, nd, name):
    if nd == 3:
        check_conv3d_input("Conv3D", input)
    padding = tuple(padding) if isinstance(padding, list) else padding
    attrs = _conv_attrs(tuple(input.shape), tuple(weight.shape), stride if not isinstance(
        stride, list) else tuple(stride), pad_mode, padding, dilation if not isinstance(
        dilation, list) else tuple(dilation), groups, nd, name)
    input, weight = _amp_auto.cast_for(f"Conv{max(nd, 2)}D", input, weight)
    check_conv_dtypes(f"Conv{max(nd, 2)}D", input, weight)
    out = dispatch(_OP["conv"], (input, weight), attrs)
    if bias is not None:
        check_conv_bias(name, weight, bias)
        out = dispatch(_OP["bias_add"], _amp_auto.cast_for("BiasAdd", out, bias))
    return out


def conv1d(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
    """1-d convolution of (N, C, W) with weight (out, C/groups, k).

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.conv1d(ms.Tensor(np.ones((1, 2, 5), np.float32)), ms.Tensor(np.ones((3, 2, 3), np.float32))).shape
    (1, 3, 3)
    """
    return _conv(input, weight, bias, stride, pad_mode, padding, dilation, groups, 1, "conv1d")


def conv2d(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
    """2-d convolution of (N, C, H, W) with weight (out, C/groups, kh, kw); pad_mode 'valid',
    'same' or 'pad' (then ``padding`` is an int, (h, w) or (top, bottom, left, right)).

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> x = ms.Tensor(np.ones((1, 3, 8, 8), np.float32)); w = ms.Tensor(np.ones((4, 3, 3, 3), np.float32))
    >>> ops.conv2d(x, w, pad_mode="same").shape
    (1, 4, 8, 8)
    """
    _conv2d_attrs(weight, stride, dilation)
    return _conv(input, weight, bias, stride, pad_mode, padding, dilation, groups, 2, "conv2d")


def _conv2d_attrs(weight, stride, dilation):
    """2.10's Conv2D attribute checks (its kernel_size is the weight's spatial shape) and its
    weight rank text, in its order (measured)."""
    attr = "must be an positive int number or a tuple of two{} positive int numbers, but got"
    w = tuple(getattr(weight, "shape", (0,) * 4))
    if len(w) < 4:         # a kernel_size of fewer than two dims
        raise ValueError(f"For 'Conv2D' attr 'kernel_size' {attr.format('')} {w[2:]}")
    for name, v in (("stride", stride), ("dilation", dilation)):
        if any(isinstance(i, int) and i <= 0 for i in (v if isinstance(v, tuple) else (v,))):
            raise ValueError(f"For 'Conv2D' attr '{name}' {attr.format(' or four')} {v}")
    if isinstance(stride, (tuple, list)) and len(stride) not in (1, 2, 4):
        raise ValueError(f"For 'conv2d', the stride must be a int or a tuple/list with length 2, "
                         f"but got {stride}.")      # 2.10's (measured: (1, 1, 1))
    if len(w) != 4:
        raise ValueError(f"For primitive[Conv2D], the w shape size must be equal to 4, but got "
                         f"{len(w)}.")


def conv3d(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
    """3-d convolution of (N, C, D, H, W)."""
    return _conv(input, weight, bias, stride, pad_mode, padding, dilation, groups, 3, "conv3d")


conv1d._amp_auto = conv2d._amp_auto = conv3d._amp_auto = True   # _conv casts for amp "auto"


def check_conv_transpose_rank(input, nd, name):
    """An input of other than ``nd + 2`` dims to an ``nd``-d transposed convolution is 2.10's
    ValueError (its Cells unpack the shape, or check 'the dimension of input must be 3d')."""
    rank = len(getattr(input, "shape", ()))
    if rank != nd + 2:
        raise ValueError(f"For '{name}', the dimension of input must be {nd + 2}d, but got "
                         f"{rank}.")


def conv_transpose_nd(input, weight, bias, stride, pad_mode, padding, output_padding, dilation,
                      groups, nd, name, prim=None):
    """Transposed convolution with MindSpore's output sizes (weight: (in, out/groups, k...));
    ``prim``: the 2.10 primitive the caller's spelling is (2.10's FLOPs count refuses the
    gradient of a Conv2DTranspose or Conv2DBackpropInput)."""
    if nd == 3:
        check_conv3d_input("Conv3DTranspose", input, weight)
    check_conv_transpose_rank(input, nd, name)
    stride = _tuple(stride, nd, "stride", name)
    dilation = _tuple(dilation, nd, "dilation", name)
    output_padding = _tuple(output_padding, nd, "output_padding", name)
    kernel = tuple(weight.shape[2:])
    in_sp = tuple(input.shape[2:])
    mode = pad_mode.lower()
    if mode == "same":
        # crop so that out = in * stride (the forward 'same' conv maps it back to `in`)
        pads = []
        for n, k, s, d in zip(in_sp, kernel, stride, dilation):
            full = (n - 1) * s + d * (k - 1) + 1
            total = full - n * s
            lo = max(total, 0) // 2
            pads.append((lo, total - lo))
        pads = tuple(pads)
    else:
        base = explicit_padding(mode, padding, in_sp, kernel, stride, dilation, name)
        if mode == "valid":     # 2.10: in * stride + max(k - stride, 0), a window shorter than
            base = tuple((0, -max(s - d * (k - 1) - 1, 0))      # its stride ends in zeros
                         for k, s, d in zip(kernel, stride, dilation))
        pads = tuple((lo, hi - op) for (lo, hi), op in zip(base, output_padding))
    check_conv_dtypes(prim or f"Conv{max(nd, 2)}DTranspose", input, weight)
    out = dispatch(_OP["conv_transpose"], (input, weight), freeze_attrs(
        {"stride": stride, "padding": pads, "dilation": dilation, "groups": groups}))
    if prim is not None:
        prim_tag(out, prim)
    if bias is not None:
        out = dispatch(_OP["bias_add"], (out, bias))
    return out


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    """2-d transposed convolution, PyTorch-style arguments (explicit ``padding``)."""
    return conv_transpose_nd(input, weight, bias, stride, "pad", padding, output_padding,
                             dilation, groups, 2, "conv_transpose2d")


def bias_add(input_x, bias):
    """Add a 1-d ``bias`` along axis 1 (the channel axis)."""
    rank = len(getattr(input_x, "shape", ()))
    if not 2 <= rank <= 5:              # 2.10's BiasAdd infer check
        raise ValueError(f"For primitive[BiasAdd], the rank of input_x must be in [2,5], but got "
                         f"{rank}.")
    check_same_dtype("BiasAdd", ("bias", bias), ("input_x", input_x), refs=True)   # no promotion
    return dispatch(_OP["bias_add"], (input_x, bias))


def dense(input, weight, bias=None):
    """``input @ weight.T + bias``.

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.dense(ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(np.ones((4, 3), np.float32))).shape
    (2, 4)
    """
    check_product_dtypes("Dense", input, weight)
    x_shape, w_shape = getattr(input, "shape", ()), getattr(weight, "shape", ())
    if x_shape and len(w_shape) == 2 and x_shape[-1] != w_shape[-1]:     # 2.10's wording
        raise ValueError(f"Dense shape error, got x_col: {x_shape[-1]}, w_row: {w_shape[-1]}. In "
                         f"Dense x_col and w_row should be equal. if the dim of w is 2.")
    ins = (input, weight) if bias is None else (input, weight, bias)
    return dispatch(_OP["dense"], ins)


# ---- normalisation ------------------------------------------------------------------------------
_LN_EXT_VALID = ("LayerNormExt()(input=<Tensor>, normalized_shape=<list of int, int, tuple of "
                 "int>, weight=<Tensor>, bias=<Tensor>, eps=<float>)")


def _check_layer_norm_args(input, normalized_shape, weight, bias, eps):
    """2.10's checks of ``ops.layer_norm``'s arguments, in its order (measured): a missing
    weight is made by ``ops.ones(normalized_shape)`` first (its TypeError for a shape of another
    type); then LayerNormExt's parser (Tensors, int shape, a float ``eps``: an int or a bool is
    refused too); then its shape inference (the weight's shape against ``normalized_shape``, a
    RuntimeError; the trailing input dims against the weight's, a ValueError)."""
    ints = isinstance(normalized_shape, int) or (
        isinstance(normalized_shape, (tuple, list))
        and all(isinstance(d, int) and not isinstance(d, bool) for d in normalized_shape))
    if weight is None and not isinstance(input, Tensor) and hasattr(input, "dtype"):
        raise TypeError(f"For 'Ones', the input 'dtype' should be mindspore dtype, but got "
                        f"{input.dtype}.")          # (a numpy array's dtype)
    if weight is None and not ints:
        raise TypeError(f'Failed calling Ones with "Ones()(shape={ms_type_name(normalized_shape)}'
                        f', dtype=mindspore.dtype)".\nThe valid calling should be: \n"Ones()('
                        f'shape=<list of int, int, Tensor, tuple of int>, '
                        f'dtype=<mindspore.dtype>)".')
    tensors = all(isinstance(v, Tensor) for v in (input, weight, bias) if v is not None)
    if not (ints and tensors and isinstance(eps, (float, np.floating))):
        got = ", ".join(f"{n}={'Tensor' if v is None else ms_type_name(v)}" for n, v in (
            ("input", input), ("normalized_shape", normalized_shape), ("weight", weight),
            ("bias", bias)))        # (a missing weight or bias is made as a Tensor)
        got += f", eps={ms_type_name(eps)}"
        raise TypeError(f'Failed calling LayerNormExt with "LayerNormExt()({got})".\nThe valid '
                        f'calling should be: \n"{_LN_EXT_VALID}".')
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    w_shape = shape if weight is None else tuple(weight.shape)
    b_shape = shape if bias is None else tuple(bias.shape)
    if w_shape != shape:
        raise RuntimeError(f"For 'LayerNorm', the shape of gamma and beta must be equal to "
                           f"normalized_shape, but got gamma shape: {const_vector(w_shape)}, beta "
                           f"shape: {const_vector(b_shape)} ,normalized_shape: "
                           f"{const_vector(shape)}.")
    x_shape = tuple(input.shape)
    begin = len(x_shape) - len(shape)
    if begin < 0 or any(x_shape[begin + i] != d or b_shape[i:i + 1] != (d,)
                        for i, d in enumerate(shape)):
        raise ValueError(f"For 'LayerNorm', gamma or beta shape must match input shape, but got "
                         f"input shape: {const_vector(x_shape)}, gamma shape: "
                         f"{const_vector(w_shape)}, beta shape: {const_vector(b_shape)}.")
    return shape, begin


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5):
    """Normalise over the trailing ``normalized_shape`` dims, then scale/shift.

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.layer_norm(ms.Tensor(np.array([[1., 3.]], np.float32)), (2,), eps=0.0)
    Tensor(shape=[1, 2], dtype=Float32, value=
    [[-1.00000000e+00,  1.00000000e+00]])
    """
    normalized_shape, begin = _check_layer_norm_args(input, normalized_shape, weight, bias, eps)
    w = 1.0 if weight is None else weight
    b = 0.0 if bias is None else bias
    return dispatch(_OP["layer_norm"], (input, w, b),
                    freeze_attrs({"begin_norm_axis": begin, "eps": float(eps)}))


def batch_norm(input_x, running_mean, running_var, weight, bias, training=False, momentum=0.1,
               eps=1e-5):
    """Batch norm over axis 1. In training the running statistics (Parameters) are updated as
    ``running = (1 - momentum) * running + momentum * batch`` (this functional form uses
    PyTorch's momentum convention, as MindSpore's ``ops.batch_norm`` does)."""
    if not training:
        return dispatch(_OP["batch_norm_infer"], (input_x, weight, bias, running_mean,
                                                  running_var), freeze_attrs({"eps": float(eps)}))
    y, mean, var = dispatch(_OP["batch_norm_train"], (input_x, weight, bias),
                            freeze_attrs({"eps": float(eps)}))
    write_into(running_mean, running_mean * (1 - momentum) + mean * momentum, "Assign")
    write_into(running_var, running_var * (1 - momentum) + var * momentum, "Assign")
    return y


def _check_pad_args(padding, mode, value, rank):
    """2.10's checks of ``ops.pad``'s arguments, in its order: an even count of Python ints
    (bools pass here and fail in its kernel), then for the non-constant modes at most 6 of
    them, no ``value``, and an input of rank 2 or more."""
    if isinstance(padding, (tuple, list, str)):      # (a str is a sequence to 2.10 too)
        if len(padding) % 2:    # (a check 2.10 makes in Python: quoted in a graph)
            raise python_check(ValueError(f"For 'pad', the size of padding must be divisible by "
                                          f"2, but got {len(padding)}"))
        if not all(isinstance(p, int) for p in padding):
            raise TypeError(f"For 'pad', the paddings value must be tuple of int or list of int, "
                            f"but got {padding}")
    if mode == "constant" or mode not in ("reflect", "replicate", "circular"):
        return
    if len(padding) > 6:
        raise ValueError(f"For 'pad', the padding must be less than or equal to 6, but got "
                         f"{len(padding)}.")
    if value is not None:
        raise ValueError(f"For 'pad', the padding mode '{mode}' can not set value, but got value "
                         f"{value}.")
    if rank < max(2, len(padding) // 2):
        raise ValueError(f"For primitive[PadV3], the input dims for edge, reflect or circular "
                         f"mode must be greater than or equal to 3, but got {rank}.")


def pad(input_x, padding, mode="constant", value=None):
    """Pad with a PyTorch-style ``padding`` tuple (last dim first: (left, right, top, bottom,
    ...)); negative values crop. Modes: constant, reflect, replicate, circular."""
    mode = "replicate" if mode == "edge" else mode      # 2.10's other name of it
    _check_pad_args(padding, mode, value, len(input_x.shape))
    if mode not in ("constant", "reflect", "replicate", "circular"):
        raise ValueError(f"For 'PadV3', the 'mode' must be str and must be in '['constant', "
                         f"'reflect', 'edge', 'circular']', but got '{mode}'.")
    if len(padding) // 2 > len(input_x.shape):
        raise ValueError(f"For 'PadV3' constant mode, paddings length too large for input dims, "
                         f"the pad dims must be less than or equal to {len(input_x.shape)}")
    shape_from_values(padding, "ops.pad with a Tensor padding")   # 2.10: dynamic shape
    if isinstance(padding, Tensor):     # read whole: a graph constant stays one (STRICT too)
        if padding.ndim != 1:
            raise ValueError(f"For primitive[PadV3], the paddings_dim must be equal to 1, but got "
                             f"{padding.ndim}.")
        padding = padding.asnumpy().tolist()
    pairs = [(0, 0)] * (nd := len(input_x.shape))
    for i in range(len(padding) // 2):
        pairs[nd - 1 - i] = (int(padding[2 * i]), int(padding[2 * i + 1]))
    for n, (lo, hi) in zip(input_x.shape, pairs):       # cropping all away: 2.10's PadV3 check
        if (lo or hi) and n + lo + hi <= 0:
            raise ValueError(f"For primitive[PadV3], the output size must be greater than 0, but "
                             f"got {n + lo + hi}.")
    if mode == "reflect":           # a reflection cannot reach past the far edge (2.10)
        for d, (size, pair) in enumerate(zip(input_x.shape, pairs)):
            if max(pair) >= size > 0:
                raise ValueError(f"For 'PadV3' reflect mode, Padding size must be less than the "
                                 f"corresponding input dimension, but got: padding "
                                 f"({pair[0]},{pair[1]}) at dimension {d} of input:[{size}]")
    return dispatch(_OP["pad"], (input_x,), freeze_attrs(
        {"pads": tuple(pairs), "mode": mode, "value": 0 if value is None else value}))


# The core activations, dropout, the losses and pooling live in nn_activations / nn_dropout /
# nn_losses / nn_pooling;
# ops and nn.loss reach them (and the losses' helpers) through this module.
from .nn_activations import (elu, gelu, hardsigmoid, hardswish, leaky_relu,  # noqa: E402,F401
                             relu6, silu)
from .nn_dropout import dropout, dropout1d, dropout2d, dropout3d  # noqa: E402,F401
from .nn_losses import (binary_cross_entropy_with_logits, check_class_labels,  # noqa: E402,F401
                        check_reduction, cross_entropy, l1_loss, mse_loss, nll_loss, reduce_loss,
                        smooth_l1_loss, softmax_cross_entropy, sparse_softmax_cross_entropy)
from .nn_pooling import (_adaptive, _pool, adaptive_avg_pool1d,  # noqa: E402,F401
                         adaptive_avg_pool2d, adaptive_max_pool2d, avg_pool1d, avg_pool2d,
                         check_adaptive_1d, max_pool1d, max_pool2d, pool_padding)
