"""Loss functions beyond the core (``ops.binary_cross_entropy``, ``ops.kl_div``,
``ops.huber_loss``, ``ops.triplet_margin_loss``, ...) and their Primitive classes
(``ops.BinaryCrossEntropy(reduction)``, ``ops.KLDivLoss``, ``ops.NLLLoss``, ...). Each loss is
one ``runtime/primitives/nn_ext.py`` entry that reduces in its kernel; this module checks
arguments and fills in defaults.

>>> from minicell import ops, Tensor
>>> ops.huber_loss(Tensor([0.0, 3.0]), Tensor([0.5, 0.0]), reduction="none").asnumpy().tolist()
[0.125, 2.5]
"""
import numpy as np

from .. import _checkparam as _validator
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import _domain_checks as DC, functional as _F
from .array_ops import one_hot
from .nn_losses import binary_cross_entropy_with_logits, check_class_labels, check_reduction
from ._loss_shapes import broadcast_shapes, equal_shapes
from ._util import FLOATS, check_same_dtype, kernel_dtype
from .primitive import Primitive

__all__ = ["binary_cross_entropy", "kl_div", "huber_loss", "soft_margin_loss",
           "margin_ranking_loss", "multi_margin_loss", "multilabel_margin_loss",
           "multilabel_soft_margin_loss", "hinge_embedding_loss", "cosine_embedding_loss",
           "triplet_margin_loss", "gaussian_nll_loss"]


def _loss(name, inputs, reduction, **attrs):
    check_reduction(reduction, name)
    return dispatch(get_op(name), inputs, freeze_attrs(dict(attrs, reduction=reduction)))


def _same_shape(a, b, name, an, bn):
    if tuple(a.shape) != tuple(b.shape):
        raise ValueError(f"For '{name}', '{an}' and '{bn}' must have the same shape, but got "
                         f"{tuple(a.shape)} and {tuple(b.shape)}")


def _vector(t):
    """A shape as 2.10's C++ prints it: ``[const vector]{2, 3}``."""
    return "[const vector]{" + ", ".join(map(str, t.shape)) + "}"


def _same_dtype(op, first, second):
    """2.10's TypeError of a loss whose two Tensor operands (name, value) differ in dtype
    (``For margin_ranking_loss, the input1 dtype should be equal to input2 dtype``)."""
    (an, a), (bn, b) = first, second
    da, db = getattr(a, "dtype", None), getattr(b, "dtype", None)
    if None not in (da, db) and da != db:
        raise TypeError(f"For {op}, the {an} dtype should be equal to {bn} dtype, but got {an} "
                        f"dtype:{da}, {bn} dtype:{db}.")


def _ones(shape, like=None):
    from ..common.tensor import Tensor
    return Tensor(np.ones(shape, np.float32)) if like is None else _F.ones_like(like)


def binary_cross_entropy(logits, labels, weight=None, reduction="mean"):
    """-weight * (labels log(logits) + (1 - labels) log(1 - logits)); ``logits`` are
    probabilities."""
    reduction = check_reduction(reduction, "BinaryCrossEntropy", str_only=True)
    kernel_dtype(logits, "BinaryCrossEntorpy", ("Float16", "Float32", "BFloat16"),
                 text="For Primitive[BinaryCrossEntorpy], the type of the input must be "
                      "[Float16, Float32, BFloat16], but got {dtype}!")
    dtypes = (getattr(logits, "dtype", None), getattr(labels, "dtype", None))
    if None not in dtypes and dtypes[0] != dtypes[1]:
        raise TypeError(f"For primitive[BinaryCrossEntorpy], the input and target should have "
                        f"same type, but got: {dtypes[0]} and {dtypes[1]}.")
    wdt = getattr(weight, "dtype", None)      # 2.10 (measured): a float32 weight on float16
    if None not in (wdt, dtypes[0]) and wdt != dtypes[0]:   # probabilities is refused too
        raise TypeError(f"For primitive[BinaryCrossEntorpy], the input and weight should have "
                        f"same type, but got: {dtypes[0]} and {wdt}.")
    equal_shapes("BinaryCrossEntropy", "input_shape", logits, labels)
    shape = tuple(getattr(weight, "shape", ()))
    if len(shape) > len(logits.shape) or any(b not in (1, a) for a, b in
                                             zip(logits.shape[::-1], shape[::-1])):
        raise ValueError(f"For 'BinaryCrossEntropy', the shape of 'weight' can not broadcast to "
                         f"the shape of 'input'.")
    # (a float16 input's default weight is float16: float32 ones made the loss float32)
    w = _ones((), None).astype(logits.dtype) if weight is None else weight
    return _loss("binary_cross_entropy", (logits, labels, w), reduction)


def kl_div(logits, labels, reduction="mean"):
    """labels * (log(labels) - logits); ``logits`` are log-probabilities. ``reduction`` also
    accepts 'batchmean'."""
    if reduction not in ("none", "mean", "batchmean", "sum"):          # 2.10's text (measured)
        raise ValueError(f"For 'KLDivLoss', the 'reduction' must be str and must be in '['none', "
                         f"'mean', 'batchmean', 'sum']', but got {reduction!r}.")
    check_same_dtype("KLDivLoss", ("target", labels), ("x", logits))   # 2.10's order
    kernel_dtype(logits, "KLDivLoss", FLOATS, arg="x")
    equal_shapes("KLDivLoss", "x shape", logits, labels)
    if reduction == "batchmean":
        return dispatch(get_op("kl_div"), (logits, labels),
                        freeze_attrs({"reduction": "batchmean"}))
    return _loss("kl_div", (logits, labels), reduction)


def huber_loss(input, target, reduction="mean", delta=1.0):
    """0.5 d^2 for |d| < delta, else delta (|d| - delta / 2)."""
    if delta <= 0:
        raise ValueError(f"For 'huber_loss', the argument 'delta' must > 0.0, but got {delta}.")
    broadcast_shapes("Sub", input, target, ("input1", "input2"))
    return _loss("huber_loss", (input, target), reduction, delta=float(delta))


def soft_margin_loss(input, target, reduction="mean"):
    """log(1 + exp(-target * input))."""
    reduction = check_reduction(reduction, "soft_margin_loss", str_only=True)
    equal_shapes("SoftMarginLoss", "input_shape", input, target)
    return _loss("soft_margin_loss", (input, target), reduction)


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """max(0, -target * (input1 - input2) + margin)."""
    _validator.check_value_type("margin", margin, [float], "margin_ranking_loss")  # 2.10
    _same_dtype("margin_ranking_loss", ("input1", input1), ("input2", input2))
    _same_dtype("margin_ranking_loss", ("target", target), ("input1", input1))
    broadcast_shapes("SubExt", input1, input2)
    diff = _Shaped(np.broadcast_shapes(tuple(input1.shape), tuple(input2.shape)))
    broadcast_shapes("Mul", target, diff, ("input1", "input2"))     # 2.10: -target * diff
    return _loss("margin_ranking_loss", (input1, input2, target), reduction,
                 margin=float(margin))


def multi_margin_loss(input, target, p=1, margin=1, weight=None, reduction="mean"):
    """Multi-class hinge loss of (N, C) scores against class indices; ``p`` is 1 or 2."""
    if p not in (1, 2):
        raise ValueError(f"For 'multi_margin_loss', 'p' must be 1 or 2, but got {p}")
    if not isinstance(margin, int) or isinstance(margin, bool):
        raise TypeError(f"For 'multi_margin_loss', the type of 'margin' must be int, but got "
                        f"{type(margin)}.")
    return multi_margin(input, target, p, margin, weight, reduction)


def multi_margin(input, target, p, margin, weight, reduction):
    """``multi_margin_loss`` without its check that ``margin`` is an int (nn.MultiMarginLoss
    takes a float margin, 2.10). The target must be Int64 (2.10's primitive check, measured:
    Int32 and float targets are its TypeError)."""
    dtype = getattr(target, "dtype", type(target).__name__)
    if str(dtype) != "Int64":
        raise TypeError(f"For primitive[MultiMarginLoss], the input argument[target] must be a "
                        f"type of {{Tensor[Int64]}}, but got Tensor[{dtype}].")
    w = _ones((input.shape[-1],)) if weight is None else weight
    return _loss("multi_margin_loss", (input, target, w), reduction, p=int(p),
                 margin=float(margin))


def multilabel_margin_loss(input, target, reduction="mean"):
    """Multi-label hinge loss; ``target`` holds class indices, ended by the first -1."""
    if tuple(input.shape) != tuple(target.shape):       # 2.10's infer texts (measured)
        raise ValueError(f"For MultilabelMarginLoss, x_shape and target_shape should be the "
                         f"same, while x_shape is : {_vector(input)}, target_shape is : "
                         f"{_vector(target)}.")
    if str(getattr(target, "dtype", "Int32")) != "Int32":
        raise TypeError(f"For primitive[MultilabelMarginLoss], the input argument[target] must "
                        f"be a type of {{Tensor[Int32]}}, but got Tensor[{target.dtype}].")
    return _loss("multilabel_margin_loss", (input, target), reduction)[0]


def multilabel_soft_margin_loss(input, target, weight=None, reduction="mean"):
    """Per sample: -mean_c weight * (t log sigmoid(x) + (1 - t) log sigmoid(-x))."""
    w = _ones(()) if weight is None else weight
    broadcast_shapes("Mul", target, input, ("input1", "input2"))    # 2.10: target * ...
    broadcast_shapes("Mul", input, w, ("input1", "input2"))         # 2.10: loss * weight
    return _loss("multilabel_soft_margin_loss", (input, target, w), reduction)


def hinge_embedding_loss(inputs, targets, margin=1.0, reduction="mean"):
    """x where target == 1, max(0, margin - x) where target == -1."""
    if isinstance(margin, bool) or not isinstance(margin, (int, float)):
        raise TypeError(f"For 'hinge_embedding_loss', 'margin' must be a float, but got "
                        f"{type(margin).__name__}")
    for which, t in (("first", inputs), ("second", targets)):    # mixed floats are taken
        if getattr(t, "dtype", None) is not None and str(t.dtype) not in FLOATS + ("BFloat16",):
            raise TypeError(f"For 'HingeEmbeddingLoss', the dtype of the {which} input must be "
                            f"float, but got {t.dtype}.")
    return _loss("hinge_embedding_loss", (inputs, targets), reduction, margin=float(margin))


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """1 - cos(x1, x2) where target == 1, max(0, cos(x1, x2) - margin) where target == -1."""
    if not -1.0 <= margin <= 1.0:
        raise ValueError(f"For 'cosine_embedding_loss', 'margin' must be in [-1, 1], but got "
                         f"{margin}")
    _same_dtype("ops.cosine_embedding_loss", ("input1", input1), ("input2", input2))
    if tuple(input1.shape) != tuple(input2.shape):        # 2.10's SameTypeShape
        raise ValueError(f"For 'SameTypeShape', the x shape should be = y shape: "
                         f"{tuple(input2.shape)}, but got {tuple(input1.shape)}.")
    kept = tuple(input1.shape)[:1] + tuple(input1.shape)[2:]      # 2.10 reduces axis 1
    if getattr(target, "shape", None) is not None and kept != tuple(target.shape):
        raise ValueError(f"For 'ops.cosine_embedding_loss', the shape of parameter 'input1' "
                         f"reduce on 'axis': (1,) must be equal to the shape of 'target': "
                         f"{tuple(target.shape)}, but got {tuple(input1.shape)}.")
    return _loss("cosine_embedding_loss", (input1, input2, target), reduction,
                 margin=float(margin))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False,
                        reduction="mean"):
    """max(d(anchor, positive) - d(anchor, negative) + margin, 0) with p-norm distances."""
    if isinstance(p, bool) or not isinstance(p, int):     # 2.10's TripletMarginLoss check
        raise TypeError(f"For 'TripletMarginLoss', the type of 'p' should be 'int', but got type "
                        f"'{type(p).__name__}'.")
    named = (("negative", negative), ("positive", positive), ("x", anchor))
    try:
        np.broadcast_shapes(*(tuple(getattr(t, "shape", ())) for _, t in named))
    except ValueError:
        raise ValueError("For TripletMarginLoss, inputs' shape can't broadcast.") from None
    if len({str(getattr(t, "dtype", None)) for _, t in named}) > 1:
        raise TypeError("For primitive[TripletMarginLoss], the input type must be same.\n" +
                        "\n".join(f"name:[{n}]:Tensor[{t.dtype}]." for n, t in named))
    return _loss("triplet_margin_loss", (anchor, positive, negative), reduction,
                 margin=float(margin), p=float(p), eps=float(eps), swap=bool(swap))


def gaussian_nll_loss(x, target, var, full=False, eps=1e-06, reduction="mean"):
    """0.5 (log(max(var, eps)) + (x - target)^2 / max(var, eps)) (+ 0.5 log(2 pi) if full)."""
    if not isinstance(full, bool):
        raise TypeError(f"For 'gaussian_nll_loss', 'full' must be a bool, but got "
                        f"{type(full)}.")
    if eps <= 0:
        raise ValueError(f"For 'gaussian_nll_loss', 'eps' must be > 0, but got {eps}")
    shapes = [getattr(t, "shape", None) for t in (x, target, var)]
    if None not in shapes and len(shapes[2]) == len(shapes[0]) == len(shapes[1]):
        try:
            sq = np.broadcast_shapes(tuple(shapes[0]), tuple(shapes[1]))
        except ValueError:
            sq = None       # the kernel's own error
        if sq is not None:      # 2.10: (x - target) ** 2 / var, its Div text
            broadcast_shapes("Div", _Shaped(sq), var, ("input1", "input2"))
    return _loss("gaussian_nll_loss", (x, target, var), reduction, full=bool(full),
                 eps=float(eps))


class _Shaped:
    """A shape standing for an intermediate value in a broadcast check."""

    def __init__(self, shape):
        self.shape = tuple(shape)


# ---- Primitive classes --------------------------------------------------------------------------
class _LossPrim(Primitive):
    """A loss Primitive: constructor attributes (``reduction`` ...), called with tensors."""

    def __init__(self, reduction="mean"):
        super().__init__(type(self).__name__)
        check_reduction(reduction, self.name)
        self.reduction = reduction
        self.add_prim_attr("reduction", reduction)


class BinaryCrossEntropy(_LossPrim):
    """``BinaryCrossEntropy(reduction='mean')(logits, labels, weight=None)``."""

    def __call__(self, input, target, weight=None):
        return binary_cross_entropy(input, target, weight, self.reduction)


class KLDivLoss(_LossPrim):
    """``KLDivLoss(reduction='mean')(logits, labels)``; also 'batchmean'."""

    def __init__(self, reduction="mean"):
        super().__init__("mean" if reduction == "batchmean" else reduction)
        self.reduction = reduction

    def __call__(self, logits, labels):
        return kl_div(logits, labels, self.reduction)


class SoftMarginLoss(_LossPrim):
    """``SoftMarginLoss(reduction='mean')(input, target)``."""

    def __call__(self, input, target):
        return soft_margin_loss(input, target, self.reduction)


class MultilabelMarginLoss(_LossPrim):
    """``MultilabelMarginLoss(reduction='mean')(input, target)`` -> (loss, is_target)."""

    def __call__(self, input, target):
        _same_shape(input, target, self.name, "input", "target")
        return dispatch(get_op("multilabel_margin_loss"), (input, target),
                        freeze_attrs({"reduction": self.reduction}))


class MultiMarginLoss(_LossPrim):
    """``MultiMarginLoss(p=1, margin=1.0, reduction='mean')(x, target, weight=None)``."""

    def __init__(self, p=1, margin=1.0, reduction="mean"):
        super().__init__(reduction)
        self.p, self.margin = p, margin

    def __call__(self, x, target, weight=None):
        return multi_margin_loss(x, target, self.p, int(self.margin), weight, self.reduction)


class TripletMarginLoss(_LossPrim):
    """``TripletMarginLoss(p=2, swap=False, eps=1e-6, reduction='mean')(x, positive, negative,
    margin)``."""

    def __init__(self, p=2, swap=False, eps=1e-06, reduction="mean"):
        super().__init__(reduction)
        self.p, self.swap, self.eps = p, swap, eps

    def __call__(self, x, positive, negative, margin):
        return triplet_margin_loss(x, positive, negative, float(margin), self.p, self.eps,
                                   self.swap, self.reduction)


class BCEWithLogitsLoss(_LossPrim):
    """``BCEWithLogitsLoss(reduction='mean')(input, target, weight, pos_weight)``."""

    def __call__(self, input, target, weight=None, posWeight=None):
        return binary_cross_entropy_with_logits(input, target, weight, posWeight, self.reduction)


class NLLLoss(_LossPrim):
    """``NLLLoss(reduction='mean', ignore_index=-100)(logits, labels, weight)`` on (N, C)
    log-probabilities -> (loss, total_weight)."""

    def __init__(self, reduction="mean", ignore_index=-100):
        super().__init__(reduction)
        self.ignore_index = ignore_index

    def __call__(self, logits, labels, weight):
        # 2.10's bprop gives the weight a zero gradient (measured, both modes; ops.nll_loss's
        # weight keeps its gradient)
        weight = _F.stop_gradient(weight)
        return dispatch(get_op("nll_loss_prim"), (logits, labels, weight), freeze_attrs(
            {"reduction": self.reduction, "ignore_index": int(self.ignore_index)}))


class SmoothL1Loss(_LossPrim):
    """``SmoothL1Loss(beta=1.0, reduction='none')(prediction, target)``."""

    def __init__(self, beta=1.0, reduction="none"):
        super().__init__(reduction)
        # 2.10 (measured): None is taken, and refused when called (smooth_l1_loss's text)
        if beta is not None and not isinstance(beta, (bool, int, float)):
            raise TypeError(f"For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, "
                            f"int, float]', but got {type(beta)}.")
        self.beta = beta

    def __call__(self, prediction, target):
        return _F.smooth_l1_loss(prediction, target, self.beta, self.reduction)


class SigmoidCrossEntropyWithLogits(Primitive):
    """``SigmoidCrossEntropyWithLogits()(logits, label)``: elementwise, no reduction."""

    def __call__(self, logits, label):
        ls, gs = tuple(getattr(logits, "shape", ())), tuple(getattr(label, "shape", ()))
        if ls != gs and isinstance(label, Tensor):          # 2.10's text (measured)
            raise ValueError(f"For SigmoidCrossEntropyWithLogits, evaluator arg 'label' shape "
                             f"must be consistent with 'logits' shape, but got 'label' shape: "
                             f"{gs}, 'logits' shape: {ls}.")
        # 2.10's bprop gives the label a zero gradient (measured, both modes)
        return binary_cross_entropy_with_logits(logits, _F.stop_gradient(label), None, None,
                                                "none")


class SparseSoftmaxCrossEntropyWithLogitsV2(Primitive):
    """``SparseSoftmaxCrossEntropyWithLogitsV2()(logits, labels)`` -> ``(loss, backprop)``:
    per sample ``-log softmax(logits)[i, labels[i]]`` for (N, C) logits and (N,) class indices,
    and its gradient ``softmax(logits) - one_hot(labels)`` (computed in Float32 for Float16)."""

    def __call__(self, logits, labels):
        name = "SparseSoftmaxCrossEntropyWithLogitsV2"
        dtype = getattr(logits, "dtype", None)
        if str(dtype) not in ("Float16", "Float32"):
            raise TypeError(f"For primitive[{name}], the input argument[logits_type(features_type)"
                            f"] must be a type of {{Tensor[Float16], Tensor[Float32]}}, but got "
                            f"Tensor[{dtype}].")
        for what, got, want in (("dimension of logits(features)", len(logits.shape), 2),
                                ("dimension of labels", len(labels.shape), 1),
                                ("batch of logits(features)", logits.shape[0], labels.shape[0])):
            if got != want:
                raise ValueError(f"For primitive[{name}], the {what} must be equal to {want}, "
                                 f"but got {got}.")
        check_class_labels(name, labels, logits.shape[1])
        # 2.10's own kernel (not LogSoftmax's oneDNN one): exp and log of the shifted logits
        x = _F.cast(logits, mstype.float32)
        d = x - x.max(-1, keepdims=True)
        log_p = d - _F.log(_F.exp(d).sum(-1, keepdims=True))
        hot = _F.cast(one_hot(labels, logits.shape[1], 1.0, 0.0), mstype.float32)
        loss = -(log_p * hot).sum(-1)
        return _F.cast(loss, dtype), _F.cast(_F.exp(log_p) - hot, dtype)


def l2_loss(x):
    """sum(x^2) / 2 (MindSpore's ``L2Loss``)."""
    return dispatch(get_op("l2_loss"), (x,))


def _ctc_lengths(value, arg):
    """CTCLossV2's ``input_lengths`` / ``target_lengths``: an int32/int64 Tensor or a tuple of
    ints (made an int64 Tensor); MindSpore's TypeErrors for anything else."""
    head = f"For primitive[CTCLossV2], the input argument[{arg}] must be a type of"
    if isinstance(value, tuple):
        bad = [v for v in value if isinstance(v, bool) or not isinstance(v, (int, np.integer))]
        if bad:
            got = "Float32" if isinstance(bad[0], float) else type(bad[0]).__name__
            raise TypeError(f"{head} {{Int32, Int64}}, but got {got}.")
        return Tensor(np.asarray(value, np.int64).reshape(len(value)))
    if not isinstance(value, Tensor):
        kind = "AbstractList" if isinstance(value, list) else "AbstractScalar"
        raise TypeError(f"For primitive[CTCLossV2], the input {kind} must be a tuple or a tensor "
                        f"with all Int elements, but got {value!r}.")
    if value.dtype not in (mstype.int32, mstype.int64):
        raise TypeError(f"{head} {{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{value.dtype}].")
    return value


def _ctc(log_probs, targets, input_lengths, target_lengths, blank, name, **variant):
    input_lengths = _ctc_lengths(input_lengths, "input_lengths")
    target_lengths = _ctc_lengths(target_lengths, "target_lengths")
    if len(log_probs.shape) != 3 or len(targets.shape) != 2:
        raise ValueError(f"For '{name}', 'log_probs' must be (T, N, C) and 'targets' (N, S), but "
                         f"got shapes {tuple(log_probs.shape)} and {tuple(targets.shape)}")
    c = log_probs.shape[2]
    if not 0 <= blank < c:      # 2.10's CTCLossV2 infer text (measured; CTCLoss's blank is C - 1)
        raise ValueError(f"For primitive[CTCLossV2], the blank must be in [0,{c}), but got "
                         f"{blank}.")
    if variant.get("v2_kernel"):
        DC.ctc_v2_lengths(log_probs.shape[0], targets.shape[1], input_lengths, target_lengths)
    nll, log_alpha, ok, la_ok = dispatch(
        get_op("ctc_loss"), (log_probs, targets, input_lengths, target_lengths),
        freeze_attrs(dict(variant, blank=int(blank))))
    nll = _F.select(ok, nll, _F.fill(nll.dtype, nll.shape, float("inf")))
    log_alpha = _F.select(la_ok, log_alpha, _F.fill(log_alpha.dtype, log_alpha.shape,
                                                    float("-inf")))
    # 2.10's CTCLossV2Grad reads the loss's gradient only: none flows back through log_alpha
    return nll, _F.stop_gradient(log_alpha)


def ctc_nll(log_probs, targets, input_lengths, target_lengths, blank, name,
            merge_repeated=True, collapse_repeated=False):
    """Per-sample CTC negative log-likelihoods (inf where no alignment exists) with TensorFlow's
    ``ctc_merge_repeated`` / ``preprocess_collapse_repeated`` variants (``ops.CTCLoss``)."""
    return _ctc(log_probs, targets, input_lengths, target_lengths, blank, name,
                merge_repeated=bool(merge_repeated), collapse_repeated=bool(collapse_repeated))[0]


def _ctc_reduce(nll, target_lengths, reduction, zero_infinity):
    if zero_infinity:
        nll = _F.select(_F.isinf(nll), _F.zeros_like(nll), nll)
    if reduction == "mean":
        tl = _F.maximum(_F.cast(target_lengths, nll.dtype), 1.0)
        return _F.mean(nll / tl)
    if reduction == "sum":
        return _F.sum(nll)
    return nll


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean",
             zero_infinity=False):
    """Connectionist temporal classification loss of (T, N, C) log-probabilities against
    padded (N, S) targets -> (loss, log_alpha). 'mean' divides each loss by its target length
    before averaging; ``zero_infinity`` zeroes impossible alignments' losses."""
    _validator.check_value_type("blank", blank, [int], "ctc_loss")
    reduction = check_reduction(reduction, "ctc_loss", str_only=True)
    _validator.check_value_type("zero_infinity", zero_infinity, [bool], "ctc_loss")
    target_lengths = _ctc_lengths(target_lengths, "target_lengths")
    nll, log_alpha = _ctc(log_probs, targets, input_lengths, target_lengths, blank, "ctc_loss",
                          v2_kernel=True)
    return _ctc_reduce(nll, target_lengths, reduction, zero_infinity), log_alpha


class CTCLossV2(Primitive):
    """``CTCLossV2(blank=0, reduction='none', zero_infinity=False)(log_probs, targets,
    input_lengths, target_lengths)`` -> (neg_log_likelihood, log_alpha)."""

    def __init__(self, blank=0, reduction="none", zero_infinity=False):
        super().__init__("CTCLossV2")
        if reduction != "none":          # 2.10's primitive computes per-sample losses only
            raise ValueError(f"For 'CTCLossV2', the 'reduction' must be str and must be in "
                             f"'['none']', but got {reduction!r}.")
        self.blank, self.reduction, self.zero_infinity = blank, reduction, zero_infinity
        for k in ("blank", "reduction", "zero_infinity"):
            self.add_prim_attr(k, getattr(self, k))

    def __call__(self, log_probs, targets, input_lengths, target_lengths):
        return ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank,
                        self.reduction, self.zero_infinity)
