"""Loss functions with MindSpore's names and arguments (``ops.cross_entropy``,
``ops.nll_loss``, ``ops.binary_cross_entropy_with_logits``, ``ops.mse_loss``, ``ops.l1_loss``,
``ops.smooth_l1_loss``). Class-index cross entropy is one fused primitive (log-softmax, pick,
class weights, ignore_index, label smoothing) returning per-element losses and weights, so the
'mean' reduction divides by the summed weights as MindSpore does.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> ops.l1_loss(ms.Tensor([1.0, 2.0]), ms.Tensor([0.0, 0.0])).asnumpy().item()
1.5
"""
import numpy as np

from ..runtime.checks import GATHER_RANGE
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import reductions as _red
from .array_ops import select
from ._loss_shapes import difference_shapes, equal_shapes
from ._nll_irregular import irregular_nll, irregular_nll_shapes
from ._index_rows import sparse_labels
from ._util import IndexRange, check_float_dtype, check_index, ms_type_name

__all__ = ["cross_entropy", "nll_loss", "binary_cross_entropy_with_logits", "mse_loss",
           "l1_loss", "smooth_l1_loss"]

_OP = {n: get_op(n) for n in ("class_nll", "class_nll_mean", "bce_with_logits", "bce_with_logits_mean",
                              "minimum", "softmax_xent", "sparse_softmax_xent")}


_REDUCTIONS = ("none", "mean", "sum")


# 2.10's texts for a bad ``reduction``, by the name the check is given (measured). The losses
# checking it with ``check_string``: the op named in the text and the list it shows.
_STRING_CHECKED = {
    "MultiMarginLoss": ("MultiMarginLoss", "['none', 'sum', 'mean']"),
    "multi_margin_loss": ("MultiMarginLoss", "['none', 'sum', 'mean']"),
    "MultilabelMarginLoss": ("MultilabelMarginLoss", "['none', 'sum', 'mean']"),
    "HingeEmbeddingLoss": ("HingeEmbeddingLoss", "['none', 'sum', 'mean']"),
    "triplet_margin_loss": ("TripletMarginLoss", "['none', 'sum', 'mean']"),
    "GaussianNLLLoss": ("gaussian_nll_loss", "['none', 'mean', 'sum']"),
    "cross_entropy": ("cross_entropy_loss", "['none', 'mean', 'sum']"),
}
# functionals with a text of their own ({} is the value)
_OWN_TEXT = {
    "l1_loss": "For l1_loss, the 'reduction' must be in ['mean', 'sum', 'none'], but got {}.",
    "mse_loss": "For ops.mse_loss, `reduction` value should be either 'mean', 'none' or 'sum'.",
    "hinge_embedding_loss": "For 'HingeEmbeddingLoss', 'reduction' must be one of 'none', "
                            "'mean', 'sum',but got {}.",
    "gaussian_nll_loss": "For 'gaussian_nll_loss', 'reduction' must be one of 'none', 'mean', "
                         "or 'sum',        but got {}.",
}


def check_reduction(reduction, name, str_only=False):
    """``reduction``, or 2.10's ``ValueError`` naming the loss ``name`` unless it is supported
    (the LossBase text, or the loss's own: ``_STRING_CHECKED``, ``_OWN_TEXT``); ``str_only``:
    2.10's primitives taking it as a string enum (SoftMarginLoss, BCEWithLogitsLoss,
    BinaryCrossEntropy, SmoothL1Loss, CTCLoss, mint's L1LossExt/MSELossExt, measured): one that
    is not a str is a ``TypeError``, another str fails the enum conversion, and the enum is
    read regardless of case ('Mean' is 'mean'), so the lower-cased value is returned."""
    if str_only:
        if not isinstance(reduction, str):
            raise TypeError(f"For '{name}', the input 'reduction' should be a str, but got "
                            f"{type(reduction)}.")
        reduction = reduction.lower() if reduction.lower() in _REDUCTIONS else reduction
        if reduction not in _REDUCTIONS:
            raise ValueError(f'Failed to convert the value "{reduction}" of input \'reduction\' '
                             f"of '{name}' to enum.")
    if isinstance(reduction, str) and reduction in _REDUCTIONS:
        return reduction
    if name in _STRING_CHECKED:
        op, shown = _STRING_CHECKED[name]
        raise ValueError(f"For '{op}', the 'reduction' must be str and must be in '{shown}', "
                         f"but got '{reduction}'.")
    raise ValueError(_OWN_TEXT.get(name, f"For '{name}', the 'reduction' must be in ['mean', "
                                         f"'sum', 'none'], but got {{}}.").format(reduction))


def reduce_loss(loss, reduction):
    """Apply 'none' / 'mean' / 'sum' to a per-element loss."""
    if reduction == "mean":
        return _red.mean(loss)
    if reduction == "sum":
        return _red.sum(loss)
    return loss


def reduce_in_float32(loss, reduction, weights=1.0, dtype=None):
    """2.10's ``_get_loss``/``LossBase.get_loss``/``mse_loss``: the loss cast to Float32 (times
    ``weights`` cast too), reduced ('none' as well), cast back to ``dtype`` (default its own):
    a Float64 l1/mse/huber loss carries Float32's rounding (measured, both modes)."""
    from .functional import cast
    from ..common import dtype as mstype
    dtype = loss.dtype if dtype is None else dtype
    x = loss if loss.dtype == mstype.float32 else cast(loss, mstype.float32)
    if not (isinstance(weights, float) and weights == 1.0):
        # 2.10 casts the weights, then Mul(weights, x) (the order its broadcast text shows)
        x = (weights if isinstance(weights, (int, float)) else cast(weights, mstype.float32)) * x
    out = reduce_loss(x, reduction)
    return out if dtype == mstype.float32 else cast(out, dtype)


def _class_weight(weight, c):
    if weight is not None:
        return weight
    from ..common.tensor import Tensor
    return Tensor(np.ones((c,), np.float32))


# 2.10's nll_loss (cross_entropy's too) gathers a class weight per target with Gather, then the
# log-probabilities with GatherD: a target outside [-C, C) that is not ignore_index fails the
# first (measured; Gather reports a negative target shifted by C, -4 as -1)
_TARGET_RANGE = "For 'GatherD', the value of 'index' must be in [{lo}, {hi}), but got: {bad}"
_WEIGHT_RANGE = GATHER_RANGE.replace("{op}", "Gather")


def check_class_labels(op_name, labels, num_classes, prim=None, arg="labels_type",
                       in_range=True, classes=None):
    """Sparse softmax cross entropy: the labels must be an Int32/Int64 Tensor (MindSpore 2.10's
    TypeError names primitive ``prim`` (default ``op_name``) and its ``arg``) and, with
    ``in_range``, every label a class index in ``[0, num_classes)`` (2.10's mean kernel raises;
    its OneHot path, 'none'/'sum', gives such a sample a zero loss instead: ``softmax_xent``).
    The SparseSoftmaxCrossEntropyWithLogits primitive words it its own way (``sparse_labels``;
    ``classes``: its class count where ``num_classes`` is its gradient's bound)."""
    dtype = getattr(labels, "dtype", None)
    if str(dtype) not in ("Int32", "Int64"):
        raise TypeError(f"For primitive[{prim or op_name}], the input argument[{arg}] must be "
                        f"a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype}].")
    if in_range and op_name == "SparseSoftmaxCrossEntropyWithLogits":
        check_index(labels, sparse_labels(classes or num_classes, num_classes))
    elif in_range:
        check_index(labels, IndexRange(op_name, "the 'labels'", 0, num_classes))


def softmax_cross_entropy(logits, labels):
    """Per-row cross entropy of logits and class-probability labels (N, C), as 2.10's
    SoftmaxCrossEntropyWithLogits kernel (``runtime/primitives/softmax_xent.py``: its bprop
    ``softmax - labels``, no gradient for the labels). The caller checks that both have one
    dtype; the kernel takes Float16 and Float32 only (2.10's TypeError names the labels)."""
    dtype = str(labels.dtype)
    if dtype not in ("Float16", "Float32"):
        raise TypeError(f"For primitive[SoftmaxCrossEntropyWithLogits], the input argument"
                        f"[label_type] must be a type of {{Tensor[Float16], Tensor[Float32]}}, "
                        f"but got Tensor[{dtype}].")
    return dispatch(_OP["softmax_xent"], (logits, labels))


def sparse_softmax_cross_entropy(logits, labels, reduction):
    """Logits (..., C) and class indices (...), reduced as 2.10's two kernels do
    (``runtime/primitives/softmax_xent.py``), with their checks (2.10's texts, measured); the
    labels' dtype and range are checked by the caller (``check_class_labels``). 'mean' is
    the SparseSoftmaxCrossEntropyWithLogits primitive (Float16/Float32 logits of rank >= 2,
    labels shaped as the logits less their last axis); 'none'/'sum' multiply a Float32 one-hot,
    so their logits must be Float32 (SoftmaxCrossEntropyWithLogits' same-type check)."""
    dtype = str(logits.dtype)
    if reduction == "mean":
        if dtype not in ("Float16", "Float32"):
            raise TypeError(f"For primitive[SparseSoftmaxCrossEntropyWithLogits], the input "
                            f"argument[logits_type(features_type)] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32]}}, but got Tensor[{dtype}].")
        shape, want = tuple(logits.shape), tuple(labels.shape)
        if len(shape) <= 1:
            raise ValueError("Features shape length must be greater than 1")
        if len(shape) != len(want) + 1:
            raise ValueError("Features shape length must be equal to Labels shape length plus 1")
        if shape[:-1] != want:
            raise ValueError("Labels shape value must be equal to the Features except the last "
                             "dimension of Features")
        if len(shape) > 2:
            logits, labels = logits.reshape((-1, shape[-1])), labels.reshape((-1,))
    elif dtype != "Float32":
        raise TypeError(f"For primitive[SoftmaxCrossEntropyWithLogits], the input type must be "
                        f"same. name:[label_type]:Tensor[Float32]. name:[logits_type]:"
                        f"Tensor[{dtype}].")
    return dispatch(_OP["sparse_softmax_xent"], (logits, labels),
                    freeze_attrs({"reduction": reduction}))


def _check_indexed_args(x, target, weight, c, name):
    """Class indices are an Int32/Int64 Tensor and a class weight has one entry per class
    (MindSpore 2.10: its GatherD's TypeError, its Mul's ValueError; a float index or a short
    weight would otherwise be cast or broadcast into a wrong loss)."""
    dtype = getattr(target, "dtype", None)
    float_with_weight = weight is not None and getattr(dtype, "kind", None) == "float"
    if str(dtype) not in ("Int32", "Int64") and not float_with_weight:
        raise TypeError(f"For primitive[GatherD], the input argument[index] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype}].")
    if str(dtype) not in ("Int32", "Int64"):        # 2.10: Gather's kernel selection fails
        raise TypeError(f"For '{name}', the class indices 'target' must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype}] (class "
                        f"probabilities must be float with the input's shape "
                        f"{tuple(x.shape)}).")
    if weight is not None and tuple(weight.shape) != (c,):
        raise ValueError(f"For '{name}', 'weight' must hold one value per class, shape ({c},), "
                         f"but got shape {tuple(weight.shape)}.")
    want = tuple(x.shape[:1]) + tuple(x.shape[2:]) if len(x.shape) > 1 else ()
    if tuple(target.shape) != want and x.shape:     # 2.10's GatherD/MaskedFill rules
        return irregular_nll_shapes(tuple(x.shape), tuple(target.shape))
    return None


def _indexed_loss(x, target, weight, ignore_index, reduction, label_smoothing, log_input, name):
    check_reduction(reduction, name)
    if isinstance(ignore_index, bool) or not isinstance(ignore_index, (int, np.integer)):
        raise TypeError(f"For '{name}', 'ignore_index' must be an int, but got "
                        f"{type(ignore_index).__name__}")     # 2.10: its Equal's TypeError
    c = x.shape[0 if len(x.shape) == 1 else 1]
    shapes = _check_indexed_args(x, target, weight, c, name)
    # MindSpore's GatherD kernel raises for a class index outside [-C, C); JAX would clamp
    check_index(target, IndexRange(name, "'target'", -c, c, ignore=int(ignore_index),
                                   template=_TARGET_RANGE if weight is None else _WEIGHT_RANGE))
    if shapes is not None:
        if not log_input:
            from .functional import log_softmax
            x = log_softmax(x, 0 if len(x.shape) == 1 else 1)
        return irregular_nll(x, target, weight, int(ignore_index), reduction,
                             float(label_smoothing), shapes)
    inputs = (x, target) if weight is None else (x, target, weight)
    attrs = freeze_attrs({"ignore_index": int(ignore_index),
                          "label_smoothing": float(label_smoothing), "log_input": log_input})
    if reduction == "mean":      # the summed loss over the summed weights, in one kernel
        return dispatch(_OP["class_nll_mean"], inputs, attrs)
    loss, _ = dispatch(_OP["class_nll"], inputs, attrs)
    return reduce_loss(loss, reduction)


def _check_ce_args(input, target, weight, ignore_index, label_smoothing):
    """``ops.cross_entropy``'s argument types (MindSpore 2.10's TypeErrors)."""
    from ..common import dtype as mstype
    from ..common.tensor import Tensor
    for name, v in (("input", input), ("target", target), ("weight", weight)):
        if not isinstance(v, Tensor) and not (name == "weight" and v is None):
            raise TypeError(f"For 'cross_entropy_loss', the '{name}' must be a Tensor, but got "
                            f"'{type(v).__name__}'")
    if input.dtype not in (mstype.float16, mstype.float32, mstype.float64):
        raise TypeError(f"For cross_entropy, the input dtype should be mstype.float64, "
                        f"mstype.float32 ormstype.float16, but got dtype:{input.dtype}.")
    if isinstance(ignore_index, bool) or not isinstance(ignore_index, int):
        raise TypeError(f"For 'cross_entropy_loss', the type of 'ignore_index' must be 'int', "
                        f"but got '{type(ignore_index).__name__}'.")
    if isinstance(label_smoothing, bool) or not isinstance(label_smoothing, (int, float)):
        raise TypeError(f"For 'cross_entropy_loss', the 'label_smoothing' must be float, but "
                        f"got '{type(label_smoothing).__name__}'")


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean",
                  label_smoothing=0.0):
    """Cross entropy of logits ``input`` (N, C, ...) with class indices (N, ...) or class
    probabilities (same shape as ``input``).

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> x = ms.Tensor(np.zeros((2, 4), np.float32)); t = ms.Tensor(np.array([0, 3]), ms.int32)
    >>> round(float(ops.cross_entropy(x, t)), 4)
    1.3863
    """
    _check_ce_args(input, target, weight, ignore_index, label_smoothing)
    if target.dtype.kind == "float" and tuple(target.shape) != tuple(input.shape):
        raise ValueError(f"For 'cross_entropy', a float 'target' holds class probabilities and "
                         f"must have the input's shape {tuple(input.shape)}, but got "
                         f"{tuple(target.shape)} (class indices are int32 or int64).")
    if tuple(target.shape) == tuple(input.shape) and target.dtype.kind == "float":
        check_reduction(reduction, "cross_entropy")
        return _prob_cross_entropy(input, target, weight, reduction, float(label_smoothing))
    return _indexed_loss(input, target, weight, ignore_index, reduction, label_smoothing, False,
                         "cross_entropy")


def _prob_cross_entropy(x, target, weight, reduction, label_smoothing):
    """2.10's ``_cross_entropy`` for class probabilities, Python over its kernels, each
    rounding and summing as its own: ``x - logsumexp(x)``, the product with the target and
    the weight, one ReduceSum over every element for 'mean' (then divided by N) and 'sum', over
    the classes for 'none' (was one fused op summing each row, then ReduceMean: PYNATIVE's
    gradient 62-87% equal to 2.10's, now all, measured)."""
    axis = 0 if len(x.shape) == 1 else 1
    c = x.shape[axis]
    logp = x - _red.logsumexp(x, axis, True)
    if label_smoothing > 0.0:
        target = target * (1 - label_smoothing) + label_smoothing / c
    prod = logp * target
    if weight is not None:      # (2.10's default weight is ones: a product by 1 is exact)
        prod = prod * (weight if len(x.shape) == 1
                       else weight.reshape([1, c] + [1] * (len(x.shape) - 2)))
    if reduction == "mean":
        return -(prod.sum()) / (x.size / c)
    if reduction == "sum":
        return -(prod.sum())
    return -(prod.sum(axis))


def nll_loss(inputs, target, weight=None, ignore_index=-100, reduction="mean",
             label_smoothing=0.0):
    """Negative log-likelihood of log-probabilities ``inputs`` (N, C, ...) at class ``target``."""
    return _indexed_loss(inputs, target, weight, ignore_index, reduction, label_smoothing, True,
                         "nll_loss")


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None,
                                     reduction="mean"):
    """Sigmoid + binary cross entropy, computed stably from logits."""
    reduction = check_reduction(reduction, "BCEWithLogitsLoss", str_only=True)
    check_float_dtype(input, "BCEWithLogitsLoss", "input")
    check_float_dtype(target, "BCEWithLogitsLoss", "target")
    if tuple(getattr(input, "shape", ())) != tuple(getattr(target, "shape", ())):
        raise ValueError(f"For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are "
                         f"not equal, 'input' shape: {_vec(input)}, 'target' shape: "
                         f"{_vec(target)}")
    for name, v in (("weight", weight), ("pos_weight", pos_weight)):
        _to_input_shape(name, v, input)
    from .functional import stop_gradient       # 2.10's bprop: no gradient for the weights
    w = 1.0 if weight is None else stop_gradient(weight)
    pw = 1.0 if pos_weight is None else stop_gradient(pos_weight)
    if reduction == "mean":       # (2.10's bprop divides by the count last)
        out = dispatch(_OP["bce_with_logits_mean"], (input, target, w, pw))
    else:
        out = reduce_loss(dispatch(_OP["bce_with_logits"], (input, target, w, pw)), reduction)
    if out.dtype != input.dtype:    # 2.10: float16 logits with float32 weights are computed and
        from .functional import cast    # reduced in float32, the result is float16
        out = cast(out, input.dtype)
    return out


def _to_input_shape(name, v, input):
    """2.10's BCEWithLogitsLoss check (both modes, measured: a (4, 2) weight or pos_weight, or a
    (1, 4, 6) one, for a (4, 6) input): ``v`` broadcasts to ``input``'s shape."""
    sv, si = getattr(v, "shape", None), getattr(input, "shape", None)
    if sv is None or si is None:
        return
    sv, si = tuple(sv), tuple(si)
    ok = len(sv) <= len(si) and all(a in (1, b) for a, b in zip(sv[::-1], si[::-1]))
    if not ok:
        raise ValueError(f"For 'BCEWithLogitsLoss', the shape of '{name}' can not broadcast to "
                         f"the shape of 'input'.")


def _vec(x):
    return "[const vector]{" + ", ".join(str(d) for d in getattr(x, "shape", ())) + "}"


def mse_loss(input, target, reduction="mean"):
    """Mean squared error."""
    return squared_error(input, target, reduction, "mse_loss")


def squared_error(input, target, reduction, name, keep_int=False):
    """``mse_loss``; ``keep_int``: nn.MSELoss's ``get_loss``, which casts an integer square's
    Float32 reduction back to its dtype (the functional returns Float32)."""
    check_reduction(reduction, name)
    difference_shapes(input, target)
    from ..common import dtype as mstype
    d = input - target
    sq = d * d      # 2.10: a non-float square comes back as Float32
    floats = (mstype.float16, mstype.float32, mstype.float64)
    keep = keep_int or sq.dtype in floats
    return reduce_in_float32(sq, reduction, dtype=sq.dtype if keep else mstype.float32)


def l1_loss(input, target, reduction="mean"):
    """Mean absolute error."""
    check_reduction(reduction, "l1_loss")
    difference_shapes(input, target)
    return reduce_in_float32(abs(input - target), reduction)


def smooth_l1_loss(input, target, beta=1.0, reduction="none"):
    """0.5 d^2 / beta where |d| < beta, else |d| - 0.5 beta."""
    reduction = check_reduction(reduction, "smooth_l1_loss", str_only=True)
    if isinstance(beta, (str, list, tuple, type(None))):    # 2.10's parser (measured)
        raise TypeError(f'Failed calling SmoothL1Loss with "SmoothL1Loss(beta='
                        f'{ms_type_name(beta)}, reduction=string)(prediction=Tensor, target='
                        f'Tensor)".\nThe valid calling should be: \n"SmoothL1Loss(beta=<bool, int, '
                        f'float>, reduction=<string>)(prediction=<Tensor>, target=<Tensor>)".')
    equal_shapes("SmoothL1Loss", "prediction_shape", input, target)
    if beta < 0:        # 2.10's kernel, at the call (nn.SmoothL1Loss(beta=-1) is built)
        raise RuntimeError(f"For 'SmoothL1Loss', the values for beta not support negative "
                           f"values, but got {beta:g}.")
    if beta == 0:
        raise RuntimeError(f"For 'SmoothL1Loss', the values for beta should greater than 0, but "
                           f"got {beta:g}.")
    got = [str(getattr(x, "dtype", "Float32")) for x in (input, target)]
    if any(g not in ("Float16", "Float32", "Float64") for g in got):    # 2.10's CPU kernels
        out = max((g for g in got if g.startswith("Float")), default=got[0])  # the promoted
        raise TypeError(f"Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe "
                        f"supported data types are input[Float32 Float32 Float32 Int64], output["
                        f"Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but "
                        f"get input[[const vector]{{{got[0]}, {got[1]}, Float32, Int64}}], "
                        f"output[[const vector]{{{out}}}].")     # (measured; not BFloat16)
    d = abs(input - target)
    # the square of d capped at beta: where |d| >= beta (an infinite one too) the branch select
    # leaves out has a zero gradient, not inf * 0, so the gradient is sign(d) as 2.10's
    # SmoothL1LossGrad gives it (measured: an inf target gives -1, not nan)
    q = dispatch(_OP["minimum"], (d, beta))
    loss = select(d < beta, q * q * (0.5 / beta), d - 0.5 * beta)
    return reduce_loss(loss, reduction)
