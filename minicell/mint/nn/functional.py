"""``mindspore.mint.nn.functional``: PyTorch-style functional layers (``F.linear``,
``F.gelu``, ``F.conv2d(padding=1)``, ``F.softmax(dim=...)``) over minicell.ops.

``inplace=True`` and the ``name_`` variants (``relu_``) write the result into the input
Tensor, as minicell's in-place Tensor methods do, and return it.

>>> import minicell as ms
>>> from minicell.mint.nn import functional as F
>>> F.relu(ms.Tensor([-1.0, 2.0])).asnumpy().tolist()
[0.0, 2.0]
"""
import numbers

from ... import ops
from ...common import dtype as mstype
from ...common._type_text import class_text
from ...common.tensor import Tensor
from ...ops.rows_tensor import inplace as _inplace_method
from ...ops._operand_dtypes import check_product_dtypes
from ...ops._prim_operands import valid_calling
from ...ops._util import ms_type_name, sequence_error
from ...ops import (  # noqa: F401  the same signature as minicell.ops's function
    adaptive_max_pool2d,
    broadcast_to, clamp, softplus,
    conv_transpose2d, cosine_embedding_loss, embedding, grid_sample, group_norm,
    hardshrink, hardsigmoid, hardswish, layer_norm, prelu,
    sigmoid, soft_margin_loss, softshrink, tanh,
)
from ...ops.nn_losses import check_reduction
from ...ops.nn_pooling import avg_pool2d_any_rank
from .._array import flatten  # noqa: F401
from .._dims import check_softmax_dim
from .._math import takes_tensors
from .._operands import install as _install_operands
from ._fn_conv import check_conv_rank, conv1d, conv2d, conv3d  # noqa: F401
from ._fn_checks import (  # noqa: F401  2.10's mint checks
    avg_pool2d_too_small, check_avg_pool2d, check_pad,
    check_adaptive_max_pool1d, check_conv_weight, check_elu_alpha, check_log_softmax_dim,
    check_loss_operands, check_rank, check_threshold_numbers,
    adaptive_avg_pool2d, adaptive_avg_pool3d, fold, gelu, interpolate, pixel_shuffle, unfold,
)

__all__ = [
    "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d",
    "adaptive_max_pool2d", "avg_pool1d", "avg_pool2d", "avg_pool3d", "batch_norm",
    "binary_cross_entropy", "binary_cross_entropy_with_logits", "broadcast_to", "clamp", "conv1d", "conv2d", "conv3d",
    "conv_transpose2d", "cosine_embedding_loss", "cross_entropy", "dropout", "dropout2d", "elu",
    "elu_", "embedding", "flatten", "fold", "gelu", "glu", "grid_sample", "group_norm",
    "hardshrink", "hardsigmoid", "hardswish", "hardtanh", "hardtanh_", "interpolate", "kl_div",
    "l1_loss", "mish", "selu", "softplus",
    "layer_norm", "leaky_relu", "linear", "log_softmax", "logsigmoid", "max_pool2d",
    "max_unpool2d", "mse_loss", "nll_loss", "normalize", "one_hot", "pad", "pixel_shuffle",
    "prelu", "relu", "relu6", "relu_", "sigmoid", "sigmoid_", "silu", "smooth_l1_loss",
    "soft_margin_loss", "softmax", "softshrink", "tanh", "threshold", "threshold_", "unfold",
    "upsample",
]


def mish(input):
    """``input * tanh(softplus(input))``."""
    return ops.mish(input)


def selu(input):
    """Scaled ELU with SELU's fixed ``alpha`` and ``scale``."""
    return ops.selu(input)


def _run(fn, input, inplace, *args):
    """``fn(input, *args)``, written into ``input`` when ``inplace``."""
    if inplace:
        return _inplace_method(fn, fn.__name__ + "_")(input, *args)
    return fn(input, *args)


# ---- activations -------------------------------------------------------------------------------
def relu(input, inplace=False):
    """``max(input, 0)``."""
    return _run(ops.relu, input, inplace)


def relu6(input, inplace=False):
    """``min(max(input, 0), 6)``."""
    return _run(ops.relu6, input, inplace)


def silu(input, inplace=False):
    """``input * sigmoid(input)``."""
    return _run(ops.silu, input, inplace)


def elu(input, alpha=1.0, inplace=False):
    """``input`` where positive, else ``alpha * (exp(input) - 1)``."""
    from ...ops.nn_activations import elu_any_alpha
    check_elu_alpha(alpha, inplace)
    return _run(elu_any_alpha, input, inplace, alpha)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    """Clip to ``[min_val, max_val]``."""
    return _run(ops.hardtanh, input, inplace, min_val, max_val)


def threshold(input, threshold, value, inplace=False):
    """``input`` where greater than ``threshold``, else ``value``."""
    check_threshold_numbers(threshold, value, inplace)
    return _run(ops.threshold, input, inplace, threshold, value)


def relu_(input):
    """In-place :func:`relu`."""
    return relu(input, True)


def sigmoid_(input):
    """In-place sigmoid."""
    return _run(ops.sigmoid, input, True)


def elu_(input, alpha=1.0):
    """In-place :func:`elu`."""
    return elu(input, alpha, True)


def hardtanh_(input, min_val=-1, max_val=1):
    """In-place :func:`hardtanh`."""
    return hardtanh(input, min_val, max_val, True)


def threshold_(input, threshold, value):
    """In-place :func:`threshold`."""
    check_threshold_numbers(threshold, value, True)
    return _run(ops.threshold, input, True, threshold, value)


def leaky_relu(input, negative_slope=0.01):
    """``input`` where positive, else ``negative_slope * input``."""
    if not isinstance(negative_slope, (numbers.Real, Tensor)):     # 2.10's parser (measured)
        names = ("input", "negative_slope")
        err = sequence_error("LeakyReLUExt", names, (input, negative_slope))
        valid = valid_calling("LeakyReLUExt", names)
        err.args = (f'{err.args[0]}\nThe valid calling should be: \n"{valid}".',)
        raise err
    return ops.leaky_relu(input, negative_slope)


def logsigmoid(input):
    """``log(sigmoid(input))``."""
    return ops.logsigmoid(input)


@takes_tensors("GLU", ("input", "dim"))
def glu(input, dim=-1):
    """Gated linear unit: halves ``a, b`` of ``dim``, ``a * sigmoid(b)``; a ``dim`` out of
    range is 2.10's GLU IndexError here (``ops.glu``'s is a ValueError)."""
    nd = len(input.shape)
    if isinstance(dim, int) and not -nd <= dim < nd:
        raise IndexError(f"For GLU, dimension should be in range of [{-nd}, {nd - 1}], but got "
                         f"{dim}.")
    if isinstance(dim, int) and input.shape[dim] % 2:
        raise RuntimeError(f"For GLU, halving dimension must be even, but dimension {dim} is "
                           f"size {input.shape[dim]}.")
    return ops.glu(input, dim)


def _softmax_dim(input):
    """PyTorch's implicit softmax dim for ``dim=None``, which MindSpore's mint follows."""
    return 0 if input.ndim in (0, 1, 3) else 1


@takes_tensors("SoftmaxExt", ("input", "dim", "dtype"))
def softmax(input, dim=None, dtype=None):
    """Softmax along ``dim``."""
    check_softmax_dim(dim)
    return ops.softmax(input, _softmax_dim(input) if dim is None else dim, dtype=dtype)


@takes_tensors("LogSoftmaxExt", ("input", "dim"))
def log_softmax(input, dim=None, *, dtype=None):
    """Log-softmax along ``dim`` (computed in ``dtype`` when given)."""
    check_log_softmax_dim(dim)
    nd = max(input.ndim, 1)
    if isinstance(dim, int) and not -nd <= dim < nd:       # 2.10's LogSoftmaxExt text
        raise ValueError(f"The dim value should be in range [{-nd},{nd - 1}], but got {dim}")
    if dtype is not None:
        input = ops.cast(input, dtype)
    if not input.ndim:      # 0-d: 0 (ops.log_softmax refuses one; 2.10's CPU has no kernel)
        return ops.log_softmax(input.reshape((1,)), 0).reshape(())
    return ops.log_softmax(input, _softmax_dim(input) if dim is None else dim)


# ---- linear, convolution, pooling --------------------------------------------------------------
def linear(input, weight, bias=None):
    """``input @ weight.T + bias``."""
    check_product_dtypes("Dense", input, weight)
    x, w = getattr(input, "shape", ()), getattr(weight, "shape", ())
    if x and len(w) == 1 and x[-1] != w[0]:         # 2.10's Dense texts
        raise ValueError("The value of x.shape[-1] should be equal to w.shape[0] if the dim of "
                         "w is 1.")
    if x and len(w) == 2 and x[-1] != w[1]:
        raise ValueError(f"Dense shape error, got x_col: {x[-1]}, w_row: {w[1]}. In Dense x_col "
                         f"and w_row should be equal. if the dim of w is 2.")
    out = ops.matmul(input, weight if len(w) == 1 else ops.swapaxes(weight, -1, -2))
    return out if bias is None else ops.add(out, bias)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True):
    """1-D average pooling (``stride`` defaults to ``kernel_size``)."""
    return ops.avg_pool1d(input, kernel_size, kernel_size if stride is None else stride,
                          padding, ceil_mode, count_include_pad)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """2-D average pooling (``stride`` defaults to ``kernel_size``)."""
    rank = len(getattr(input, "shape", (0,) * 4))
    if rank not in (3, 4):
        raise ValueError(f"For primitive[AvgPool2D], the input rank must be in [3,4], but got "
                         f"{rank}.")
    stride = kernel_size if stride is None else stride
    check_avg_pool2d(kernel_size, stride, padding)
    try:
        return avg_pool2d_any_rank(input, kernel_size, stride, padding, ceil_mode,
                                   count_include_pad, divisor_override or 0)
    except ValueError:
        err = avg_pool2d_too_small(input, kernel_size, stride, padding, ceil_mode)
        if err is None:
            raise
        raise err from None


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """3-D average pooling (``stride`` defaults to ``kernel_size``)."""
    return ops.avg_pool3d(input, kernel_size, kernel_size if stride is None else stride,
                          padding, ceil_mode, count_include_pad, divisor_override or 0)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """2-D max pooling; with ``return_indices``, also the flat indices of the maxima."""
    return ops.max_pool2d(input, kernel_size, stride, padding, dilation, return_indices,
                          ceil_mode)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    """The inverse of :func:`max_pool2d` with ``return_indices``."""
    return ops.max_unpool2d(input, indices, kernel_size, stride, padding, output_size)


def adaptive_avg_pool1d(input, output_size):
    """1-D adaptive average pooling of the last dim, any length (``ops.adaptive_avg_pool1d``
    takes only lengths divisible by ``output_size``)."""
    from ...ops.nn_functional import _adaptive
    check_rank(input, 2, 3, "For primitive[AdaptiveAvgPool1D], the dim of x must be in [2,3], "
                            "but got {}.")
    return _adaptive(input, output_size, 1, "avg", "adaptive_avg_pool1d")


def adaptive_max_pool1d(input, output_size, return_indices=False):
    """1-D adaptive max pooling (as 2-D pooling of a height-1 input)."""
    check_adaptive_max_pool1d(input)
    out = ops.adaptive_max_pool2d(ops.unsqueeze(input, -2), (1, output_size), return_indices)
    if return_indices:
        return ops.squeeze(out[0], -2), ops.squeeze(out[1], -2)
    return ops.squeeze(out, -2)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    """The same as :func:`interpolate`."""
    return interpolate(input, size, scale_factor, mode, align_corners)


def check_pad_input(input):
    """2.10's pad_ext (mint's pad and padding Cells): the input must be a Tensor (measured)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'pad', the type of 'input' must be Tensor, but got {type(input)}.")


def pad(input, pad, mode="constant", value=None):
    """Pad the last dims by ``pad`` (pairs from the last dim back)."""
    check_pad_input(input)
    if mode not in ("constant", "circular", "reflect", "replicate"):     # 2.10's pad_ext texts
        raise ValueError("Pad filling mode must be 'constant' 'circular' 'reflect' or "
                         "'replicate'.")
    if isinstance(pad, (tuple, list)) and len(pad) % 2:
        raise ValueError(f"Length of padding must be even but got {len(pad)}")
    check_pad(input, pad, mode, value)
    return ops.pad(input, pad, mode, value)


# ---- normalization and regularization ---------------------------------------------------------
def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False,
               momentum=0.1, eps=1e-05):
    """Batch normalization over dim 1. In training, ``running_mean``/``running_var`` move by
    ``momentum`` (the weight of the batch statistics, as PyTorch); plain Tensors are updated
    in place as Parameters are; ``None`` ones (training only) normalise with the batch's."""
    if not isinstance(training, bool):      # 2.10's BatchNormExt signature check
        raise TypeError(f'Failed calling BatchNormExt with "BatchNormExt()(..., training='
                        f'{type(training).__name__}, ...)": training must be a bool.')
    check_rank(input, 2, 8, "For primitive[BatchNormExt], the rank of input must be in [2,8], "
                            "but got {}.")
    channels = input.shape[1]
    for label, given in (("weight", weight), ("running_mean", running_mean),
                         ("runnning_var", running_var)):      # 2.10's texts (its spelling)
        size = getattr(given, "shape", (channels,))[:1]
        if size and size[0] != channels:
            raise ValueError(f"For BatchNormExt, the {label}.shape[0] should be equal to "
                             f"input's channel dimension, but got {size[0]} and {channels}")
    if weight is None:
        weight = ops.ones((channels,), input.dtype)
    if bias is None:
        bias = ops.zeros((channels,), input.dtype)
    if running_mean is None or running_var is None:
        if not training:
            raise ValueError("For 'batch_norm', 'running_mean' and 'running_var' must be "
                             "given when 'training' is False.")
        return _batch_stats_norm(input, weight, bias, eps)
    return ops.batch_norm(input, running_mean, running_var, weight, bias, training, momentum,
                          eps)


def _batch_stats_norm(input, weight, bias, eps):
    """Batch norm with this batch's statistics only (no running statistics to update)."""
    axes = (0,) + tuple(range(2, input.ndim))
    shape = (1, -1) + (1,) * (input.ndim - 2)
    mean = ops.mean(input, axes, True)
    var = ops.mean(ops.square(input - mean), axes, True)
    return (input - mean) / ops.sqrt(var + eps) * weight.reshape(shape) + bias.reshape(shape)


def l1_loss(input, target, reduction="mean"):
    """``ops.l1_loss`` with 2.10's L1LossExt reading of ``reduction``: a string enum (another
    type is a TypeError, the case is ignored)."""
    check_loss_operands("L1LossExt", input, target, reduction)
    return ops.l1_loss(input, target, check_reduction(reduction, "L1LossExt", str_only=True))


def mse_loss(input, target, reduction="mean"):
    """``ops.mse_loss`` with 2.10's MSELossExt reading of ``reduction`` (as ``l1_loss``) and
    its text for shapes that do not broadcast."""
    reduction = check_reduction(reduction, "MSELossExt", str_only=True)
    x, y = list(getattr(input, "shape", ())), list(getattr(target, "shape", ()))
    miss = abs(len(x) - len(y))
    for i, (a, b) in enumerate(zip((x if len(x) > len(y) else y)[miss:], min(x, y, key=len))):
        if a != b and 1 not in (a, b):
            raise ValueError(f"For 'MSELossExt', input.shape and target.shape need to broadcast. "
                             f"The value of input.shape[{len(x) + i}] or target.shape"
                             f"[{len(y) + i}] must be 1 when they are not the same, but got "
                             f"input.shape = {x} and target.shape = {y}")
    return ops.mse_loss(input, target, reduction)


def smooth_l1_loss(input, target, reduction="mean", beta=1.0):
    """``0.5 * d ** 2 / beta`` where ``|d| < beta``, else ``|d| - 0.5 * beta`` (PyTorch's
    argument order; ``d = input - target``)."""
    return ops.smooth_l1_loss(input, target, beta, reduction)


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean",
                  label_smoothing=0.0):
    """``ops.cross_entropy`` after 2.10's mint checks, in its order (measured): the operands'
    and the weight's types, ``label_smoothing`` in [0, 1] (ops' takes any value >= 0), a
    non-empty input."""
    if not isinstance(input, Tensor) or not isinstance(target, Tensor):
        raise TypeError(f"For cross_entropy, input and target must be Tensor, but got input:"
                        f"{class_text(input)}, target:{class_text(target)}.")
    if weight is not None and not isinstance(weight, Tensor):
        raise TypeError(f"For cross_entropy, weight must be Tensor or None, but got "
                        f"{class_text(weight)}.")
    if label_smoothing < 0.0 or label_smoothing > 1.0:     # (a str: Python's TypeError)
        raise ValueError("For cross_entropy, label_smoothing must be in [0, 1].")
    if input.ndim == 0 or input.shape[0] == 0:
        raise ValueError("For cross_entropy, input doesn't support 0-dim or shape[0] == 0.")
    return ops.cross_entropy(input, target, ops.stop_gradient(weight), ignore_index, reduction,
                             label_smoothing)    # 2.10 (measured): no gradient for the weight


def dropout(input, p=0.5, training=True, inplace=False):
    """Zero elements with probability ``p`` and scale the rest by ``1 / (1 - p)``."""
    if not isinstance(training, bool):      # 2.10's FuncDropoutExt takes a bool only
        raise sequence_error("FuncDropoutExt", ("input", "p", "training"), (input, p, training))
    from ...ops.nn_dropout import dropout_ext
    return _run(dropout_ext, input, inplace, p, training)


@takes_tensors("Dropout2dExt", ("input", "p", "training", "inplace"))
def dropout2d(input, p=0.5, training=True, inplace=False):
    """Zero whole channels with probability ``p``."""
    return _run(ops.dropout2d, input, inplace, p, training)


def normalize(input, p=2.0, dim=1, eps=1e-12):
    """``input / max(||input||_p over dim, eps)``."""
    if isinstance(p, str) and p not in ("fro", "nuc"):      # 2.10's norm_ext check
        raise ValueError(f"For `norm_ext`, the value of `p` must be one of [int, float, inf, "
                         f"-inf, 'fro', 'nuc',] but got `{p}`.")
    nd = max(len(getattr(input, "shape", ())), 1)
    if isinstance(dim, int) and not -nd <= dim < nd:       # 2.10's LinalgVectorNorm text
        raise ValueError(f"For primitive[LinalgVectorNorm], the axis value must be in "
                         f"[{-nd},{nd}), but got {dim}.")
    norm = ops.vector_norm(input, p, dim, True)
    return ops.div(input, ops.clamp(norm, eps))


def one_hot(tensor, num_classes=-1):
    """Int64 one-hot rows (``num_classes=-1``: the largest index + 1)."""
    if not isinstance(tensor, Tensor):      # 2.10 reads its dtype first (measured)
        _ = tensor.dtype
    if num_classes == -1:
        num_classes = int(ops.amax(tensor).item()) + 1
    if isinstance(num_classes, int) and num_classes < -1:      # 2.10's OneHotExt text
        raise ValueError(f"For primitive[OneHotExt], the num_classes value must be greater than "
                         f"or equal to -1, but got {num_classes}.")
    return ops.one_hot(ops.cast(tensor, mstype.int64), num_classes,
                       ops.ones((), mstype.int64), ops.zeros((), mstype.int64))


# ---- losses ------------------------------------------------------------------------------------
def binary_cross_entropy(input, target, weight=None, reduction="mean"):
    """BCE of probabilities ``input``."""
    return ops.binary_cross_entropy(input, target, weight, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, reduction="mean",
                                     pos_weight=None):
    """BCE of logits ``input``."""
    return ops.binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction)


def nll_loss(input, target, weight=None, ignore_index=-100, reduction="mean"):
    """Negative log-likelihood of log-probabilities ``input`` (N, C, ...); ``reduction`` a str
    enum, as 2.10's NLLLoss kernel (named 'nllloss' in its errors); the weight takes no grad."""
    reduction = check_reduction(reduction, "nllloss", str_only=True)
    if not isinstance(ignore_index, int):       # 2.10's NLLLoss listing (measured: str, 1.5, None)
        raise TypeError(f'Failed calling NLLLoss with "NLLLoss(reduction=string, ignore_index='
                        f'{ms_type_name(ignore_index)})(logits=Tensor, labels=Tensor, weight='
                        f'Tensor)".\nThe valid calling should be: \n"NLLLoss(reduction=<string>, '
                        f'ignore_index=<int>)(logits=<Tensor>, labels=<Tensor>, weight=<Tensor>)".')
    _check_nll_batch(input, target)
    return ops.nll_loss(input, target, ops.stop_gradient(weight), ignore_index, reduction)


def _check_nll_batch(input, target):
    """2.10's ``_nllloss_nd``: the batch sizes agree (its ValueError, or Python's IndexError
    for a 0-d target), and its NLLLoss kernels take one class index per sample (where
    ``ops.nll_loss`` reads the first rows of a shorter target, measured)."""
    shape, tshape = tuple(getattr(input, "shape", ())), tuple(getattr(target, "shape", ()))
    if len(shape) > 1 and not tshape:
        raise IndexError("tuple index out of range")
    if len(shape) > 1 and shape[0] != tshape[0]:
        raise ValueError(f"input bacth_size should be equal to target batch_size, but got "
                         f"{shape[0]} and {tshape[0]}")
    if len(shape) == 2 and len(tshape) != 1:
        raise RuntimeError(f"For 'NLLLoss', the dimension of 'labels' and 'weight' should all "
                           f"be 1, but got: {len(tshape)} and 1 respectively.")
    want = shape[:1] + shape[2:]
    if len(shape) > 2 and tshape != want:
        raise ValueError(f"For 'nll_loss', 'target' must hold one class index per sample, "
                         f"shape {want} for the input's {shape}, but got {tshape}.")


def _reduce(loss, reduction, batch):
    if reduction == "none":
        return loss
    if reduction == "sum":
        return ops.sum(loss)
    if reduction == "mean":
        return ops.mean(loss)
    if reduction == "batchmean":
        return ops.div(ops.sum(loss), batch)
    raise ValueError(f"For 'kl_div', 'reduction' must be 'none', 'sum', 'mean' or "
                     f"'batchmean', but got {reduction!r}.")


def kl_div(input, target, reduction="mean", log_target=False):
    """KL divergence of log-probabilities ``input`` from ``target`` (probabilities, or
    log-probabilities with ``log_target``)."""
    if reduction not in ("none", "mean", "batchmean", "sum"):          # 2.10's parser text
        raise ValueError(f"Failed to convert the value \"{reduction}\" of input 'reduction' of "
                         f"'KLDiv' to enum.")
    if log_target:
        loss = ops.mul(ops.exp(target), ops.sub(target, input))
    else:
        loss = ops.sub(ops.xlogy(target, target), ops.mul(target, input))
    return _reduce(loss, reduction, input.shape[0] if input.ndim else 1)


_install_operands(globals(), 'nn.functional.')   # 2.10's refusal of non-Tensor operands
