"""More ``mindspore.ops`` names real code uses: the ``ops.LSTM`` Primitive (flat weight),
``ExtractImagePatches``, ``ExtractVolumePatches``, ``Dilation2D``, ``CTCLoss``,
``HistogramFixedWidth``, ``ConfusionMatrix``, ``GatherV2``, ``LerpScalar``, the
``PrimitiveWithInfer`` / ``PrimitiveWithCheck`` bases, ``deepcopy``, samplers, ``tensordump``,
``move_to``, and the Tensor methods ``triangular_solve``, ``const_arg`` / ``set_const_arg``.
Rows in ``rows_extra.py``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.HistogramFixedWidth(5)(ms.Tensor([-1.0, 0.0, 1.5, 2.0, 5.0, 15]),
...                            ms.Tensor([0.0, 5.0])).asnumpy().tolist()
[2, 1, 1, 0, 2]
"""
import weakref

import numpy as np


from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime import rng
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from .primitive import Primitive, prim_attr_register

_LSTM, _PATCHES, _DILATION = get_op("lstm_layer"), get_op("extract_image_patches"), \
    get_op("dilation2d")
_LOG_UNIFORM, _DUMP = get_op("log_uniform_candidate_sampler"), get_op("tensor_dump")
_TO_CPU = get_op("move_to_cpu")


class PrimitiveWithInfer(Primitive):
    """MindSpore's base for Python primitives that declare ``infer_shape`` / ``infer_dtype``
    (/ ``infer_value``). minicell infers shapes itself, so a subclass runs when it defines
    ``__call__`` (or a ``construct``-style composite); the ``infer_*`` methods are kept for
    code that calls them directly."""

    def __init__(self, name=None):
        super().__init__(name)

    def __call__(self, *args):
        raise RuntimeError(f"Primitive {self.name} has no minicell implementation: a "
                           f"PrimitiveWithInfer subclass must define __call__ (MindSpore runs "
                           f"it through a registered kernel, which minicell does not load).")


class PrimitiveWithCheck(PrimitiveWithInfer):
    """MindSpore's base for Python primitives that declare ``check_shape`` / ``check_dtype``;
    as ``PrimitiveWithInfer``."""


class GatherV2(Primitive):
    """``ops.GatherV2()(input_params, input_indices, axis)``: ``ops.gather`` (MindSpore's older
    name)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input_params, input_indices, axis):
        return F.gather(input_params, input_indices, axis)


class LerpScalar(Primitive):
    """``ops.LerpScalar()(input, end, weight)``: ``ops.lerp`` with a Python-number weight."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input, end, weight):
        return F.lerp(input, end, weight)


def deepcopy(input_x):
    """A copy of a Tensor (a new Tensor with the same values)."""
    return F.identity(input_x)


class HistogramFixedWidth(Primitive):
    """``ops.HistogramFixedWidth(nbins, dtype='int32')(x, range)``: counts of ``x`` in
    ``nbins`` equal bins over ``[range[0], range[1])``; values below fall in the first bin and
    values at or above ``range[1]`` in the last (TensorFlow's semantics)."""

    @prim_attr_register
    def __init__(self, nbins, dtype="int32"):
        if not isinstance(nbins, int) or nbins < 1:
            raise ValueError(f"For 'HistogramFixedWidth', 'nbins' must be a positive int, but "
                             f"got {nbins}.")

    def __call__(self, x, range):
        nbins = self.attrs["nbins"]
        lo, hi = range[0], range[1]
        pos = F.floor((x.astype(mstype.float32) - lo) / (hi - lo) * nbins)
        idx = F.clip_by_value(pos, 0, nbins - 1).astype(mstype.int32).reshape(-1)
        ones = F.ones_like(idx)
        return F.unsorted_segment_sum(ones, idx, nbins).astype(self.attrs["dtype"])


class ConfusionMatrix(Primitive):
    """``ops.ConfusionMatrix(num_classes, dtype='int32')(labels, predictions, weights=None)``:
    ``out[labels[i], predictions[i]] += weights[i]`` (or 1)."""

    @prim_attr_register
    def __init__(self, num_classes, dtype="int32"):
        pass

    def __call__(self, labels, predictions, weights=None):
        n, dt = self.attrs["num_classes"], self.attrs["dtype"]
        idx = F.stack((labels.astype(mstype.int32), predictions.astype(mstype.int32)), 1)
        w = F.ones_like(labels).astype(dt) if weights is None else weights.astype(dt)
        return F.scatter_nd(idx, w, (n, n))


def _pair(v, name, prim, nchw_four=True):
    """An int, a pair or MindSpore's 4-tuple (1, 1, h, w) / (1, h, w, 1) -> (h, w)."""
    if isinstance(v, int):
        return (v, v)
    v = tuple(v)
    if len(v) == 2:
        return v
    if len(v) == 4:
        return v[2:] if nchw_four else v[1:3]
    raise ValueError(f"For '{prim}', '{name}' must be an int, a pair or a tuple of 4 ints, but "
                     f"got {v}.")


class ExtractImagePatches(Primitive):
    """``ops.ExtractImagePatches(ksizes, strides, rates, padding='VALID')(x)``: each output
    pixel of an ``[N, C, H, W]`` input holds its window (``[N, kh*kw*C, out_h, out_w]``,
    ordered row, column, channel); sizes are ``(1, h, w, 1)`` as MindSpore's."""

    @prim_attr_register
    def __init__(self, ksizes, strides, rates, padding="VALID"):
        if str(padding).upper() not in ("VALID", "SAME"):
            raise ValueError(f"For 'ExtractImagePatches', 'padding' must be 'VALID' or 'SAME', "
                             f"but got {padding}.")

    def __call__(self, input_x):
        a = self.attrs
        attrs = {k: _pair(a[k], k, "ExtractImagePatches", False)
                 for k in ("ksizes", "strides", "rates")}
        attrs["padding"] = str(a["padding"]).upper()
        return dispatch(_PATCHES, (input_x,), freeze_attrs(attrs))


class ExtractVolumePatches(Primitive):
    """``ops.ExtractVolumePatches(kernel_size, strides, padding)(x)``: each output position of
    an ``[N, C, D, H, W]`` input holds its ``kd x kh x kw`` window
    (``[N, kd*kh*kw*C, out_d, out_h, out_w]``, channel innermost); sizes are an int, a triple
    or MindSpore's ``(1, 1, d, h, w)``."""

    @prim_attr_register
    def __init__(self, kernel_size, strides, padding):
        if str(padding).upper() not in ("VALID", "SAME"):
            raise ValueError(f"For 'ExtractVolumePatches', 'padding' must be 'VALID' or "
                             f"'SAME', but got {padding}.")

    def __call__(self, input_x):
        def triple(v):
            return (v,) * 3 if isinstance(v, int) else tuple(v)[-3:]
        attrs = {"ksizes": triple(self.attrs["kernel_size"]),
                 "strides": triple(self.attrs["strides"]), "rates": (1, 1, 1),
                 "padding": str(self.attrs["padding"]).upper()}
        return dispatch(_PATCHES, (input_x,), freeze_attrs(attrs))


class Dilation2D(Primitive):
    """``ops.Dilation2D(stride, dilation, pad_mode='SAME', data_format='NCHW')(x, filter)``:
    grey-scale morphological dilation of ``[N, C, H, W]`` by ``filter`` ``[C, kh, kw]``."""

    @prim_attr_register
    def __init__(self, stride, dilation, pad_mode="SAME", data_format="NCHW"):
        if str(pad_mode).upper() not in ("VALID", "SAME"):
            raise ValueError(f"For 'Dilation2D', 'pad_mode' must be 'VALID' or 'SAME', but got "
                             f"{pad_mode}.")
        if data_format != "NCHW":
            raise ValueError(f"For 'Dilation2D', 'data_format' only supports 'NCHW', but got "
                             f"{data_format}.")

    def __call__(self, x, filter):
        attrs = {"strides": _pair(self.attrs["stride"], "stride", "Dilation2D"),
                 "dilations": _pair(self.attrs["dilation"], "dilation", "Dilation2D"),
                 "pad_mode": str(self.attrs["pad_mode"]).upper()}
        return dispatch(_DILATION, (x, filter), freeze_attrs(attrs))


class LSTM(Primitive):
    """``ops.LSTM(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout)(x, h,
    c, w)``: a stacked LSTM (gates i, f, g, o) whose weights come in one flat Tensor ``w``:
    per layer and direction ``w_ih`` then ``w_hh``, then per layer and direction the biases,
    ``b_ih`` and ``b_hh`` (cuDNN's layout) or their sum (MindSpore's CPU layout; told apart by
    ``w``'s size). Returns ``(output, h_n, c_n, reserve, state)``; the last two are
    placeholders of MindSpore's kernel workspace."""

    @prim_attr_register
    def __init__(self, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout,
                 proj_size=0):
        if not 0.0 <= dropout <= 1.0:
            raise ValueError(f"For 'LSTM', 'dropout' must be in range [0.0, 1.0], but got "
                             f"{dropout}.")
        if proj_size:
            raise ValueError("For 'LSTM', minicell supports proj_size=0 only.")

    def _split(self, w):
        a = self.attrs
        hid, dirs = a["hidden_size"], 2 if a["bidirectional"] else 1
        shapes = [(4 * hid, a["input_size"] if layer == 0 else hid * dirs)
                  for layer in range(a["num_layers"]) for _ in range(dirs)]
        n_w = sum(g * i + g * hid for g, i in shapes)
        n_b = w.size - n_w
        if not a["has_bias"]:
            n_b = 0
        elif n_b not in (len(shapes) * 8 * hid, len(shapes) * 4 * hid):
            raise ValueError(f"For 'LSTM', the weight has {w.size} elements; expected "
                             f"{n_w + len(shapes) * 8 * hid} (separate biases) or "
                             f"{n_w + len(shapes) * 4 * hid} (summed biases).")
        flat, pos, layers = w.reshape(-1), 0, []
        for g, i in shapes:
            layers.append([flat[pos:pos + g * i].reshape(g, i),
                           flat[pos + g * i:pos + g * i + g * hid].reshape(g, hid)])
            pos += g * i + g * hid
        per = n_b // len(shapes)
        for k in range(len(shapes) if n_b else 0):
            b = flat[pos + k * per:pos + (k + 1) * per]
            layers[k] += [b[:4 * hid], b[4 * hid:]] if per == 8 * hid else [b, F.zeros_like(b)]
        return layers

    def __call__(self, x, h, c, w):
        a = self.attrs
        dirs = 2 if a["bidirectional"] else 1
        weights, hs, cs = self._split(w), [], []
        for layer in range(a["num_layers"]):
            outs = []
            for d in range(dirs):
                k = layer * dirs + d
                out, hn, cn = dispatch(_LSTM, (x, h[k], c[k]) + tuple(weights[k]),
                                       freeze_attrs({"reverse": d == 1}))
                outs.append(out)
                hs.append(hn)
                cs.append(cn)
            x = outs[0] if dirs == 1 else F.concat(outs, -1)
            if a["dropout"] and layer < a["num_layers"] - 1:
                x = F.dropout(x, p=a["dropout"])
        placeholder = F.zeros((1, 1), x.dtype)
        return x, F.stack(hs), F.stack(cs), placeholder, placeholder


class CTCLoss(Primitive):
    """``ops.CTCLoss(preprocess_collapse_repeated=False, ctc_merge_repeated=True,
    ignore_longer_outputs_than_inputs=False)(inputs, labels_indices, labels_values,
    sequence_length)``: the CTC loss of time-major logits ``[T, N, C]`` (blank = ``C - 1``,
    TensorFlow's convention) against sparse labels, and its gradient w.r.t. the logits
    (``(loss [N], gradient [T, N, C])``). minicell implements the default flags."""

    @prim_attr_register
    def __init__(self, preprocess_collapse_repeated=False, ctc_merge_repeated=True,
                 ignore_longer_outputs_than_inputs=False):
        if preprocess_collapse_repeated or not ctc_merge_repeated:
            raise ValueError("For 'CTCLoss', minicell supports preprocess_collapse_repeated="
                             "False and ctc_merge_repeated=True only.")

    def __call__(self, inputs, labels_indices, labels_values, sequence_length):
        from .functional_transforms import vjp
        t, n, classes = inputs.shape
        width = labels_indices.shape[0]    # a static bound on every label length
        pos = labels_indices.astype(mstype.int32)
        targets = F.scatter_nd(pos, labels_values.astype(mstype.int32), (n, max(width, 1)))
        lengths = F.unsorted_segment_sum(F.ones_like(pos[:, 0]), pos[:, 0], n)

        def loss_of(logits):
            return F.ctc_loss(F.log_softmax(logits, -1), targets, sequence_length, lengths,
                              blank=classes - 1, reduction="none",
                              zero_infinity=self.attrs["ignore_longer_outputs_than_inputs"])[0]
        loss, back = vjp(loss_of, inputs)
        return loss, back(F.ones_like(loss))[0]


_CONST_ARGS = weakref.WeakKeyDictionary()


def _const_arg(self):
    """Whether the Tensor was marked a constant argument of a network (``set_const_arg``)."""
    return _CONST_ARGS.get(self, False)


const_arg = property(_const_arg, doc=_const_arg.__doc__)


def set_const_arg(self, const_arg=True):
    """Mark the Tensor as a constant argument of a network; returns it. MindSpore then compiles
    its values into the graph; minicell records the flag (``Tensor.const_arg``) and keeps
    passing the Tensor as an input (same results, no recompilation per value)."""
    if not isinstance(const_arg, bool):
        raise TypeError(f"For 'set_const_arg', the type of 'const_arg' should be 'bool', but "
                        f"got type '{type(const_arg).__name__}'.")
    _CONST_ARGS[self] = const_arg
    return self


def triangular_solve(self, A, upper=True, transpose=False, unitriangular=False):
    """``(X, A)`` with ``op(A) @ X = self`` for triangular ``A`` (``op``: transpose when asked;
    ``unitriangular``: ``A``'s diagonal taken as ones), as ``torch.triangular_solve``."""
    a = A
    if unitriangular:
        eye = F.eye(A.shape[-1], A.shape[-1], A.dtype)
        a = A * (1 - eye) + eye
    from .linalg_funcs import matrix_triangular_solve
    return matrix_triangular_solve(a, self, lower=not upper, adjoint=transpose), A


def log_uniform_candidate_sampler(true_classes, num_true=1, num_sampled=5, unique=True,
                                  range_max=5, seed=0):
    """``(sampled [num_sampled] Int64, expected count of each true class, of each sampled one)``
    for classes drawn log-uniformly from ``[0, range_max)`` (Zipf-like: small ids likely), as
    MindSpore's (TensorFlow's) ``log_uniform_candidate_sampler``; the expected counts are
    ``-expm1(tries * log1p(-p))`` for unique draws, ``num_sampled * p`` otherwise."""
    name = "LogUniformCandidateSampler"
    if unique and num_sampled > range_max:
        raise ValueError(f"For '{name}', 'num_sampled' ({num_sampled}) must not exceed "
                         f"'range_max' ({range_max}) when 'unique' is True.")
    if tuple(true_classes.shape[-1:]) != (num_true,):
        raise ValueError(f"For '{name}', 'true_classes' must have {num_true} columns, but got "
                         f"shape {tuple(true_classes.shape)}.")
    sampled, tries = dispatch(_LOG_UNIFORM, (rng.next_key(seed or None),), freeze_attrs({
        "num_sampled": int(num_sampled), "unique": bool(unique), "range_max": int(range_max)}))

    def expected(classes):
        c = classes.astype(mstype.float32)
        p = (F.log(c + 2.0) - F.log(c + 1.0)) / float(np.log(range_max + 1.0))
        return -F.expm1(tries * F.log1p(-p)) if unique else p * float(num_sampled)
    return sampled, expected(true_classes), expected(sampled)


class LogUniformCandidateSampler(Primitive):
    """``ops.LogUniformCandidateSampler(num_true=1, num_sampled=5, unique=True, range_max=5,
    seed=0)(true_classes)``: ``log_uniform_candidate_sampler``."""

    @prim_attr_register
    def __init__(self, num_true=1, num_sampled=5, unique=True, range_max=5, seed=0):
        pass

    def __call__(self, true_classes):
        return log_uniform_candidate_sampler(true_classes, **self.attrs)


class ComputeAccidentalHits(Primitive):
    """``ops.ComputeAccidentalHits(num_true=1)(true_classes, sampled_candidates)``: the
    ``(row, sampled position, -FLOAT_MAX)`` of every sampled candidate equal to one of the
    row's true classes (Int32, Int32, Float32); PYNATIVE_MODE only (the count depends on the
    values)."""

    @prim_attr_register
    def __init__(self, num_true=1):
        pass

    def __call__(self, true_classes, sampled_candidates):
        from .extra_ops import _eager_only
        _eager_only("ComputeAccidentalHits")
        hits = true_classes.asnumpy()[:, :, None] == sampled_candidates.asnumpy()[None, None]
        rows, ids = np.nonzero(hits.any(1))
        return (Tensor(rows.astype(np.int32)), Tensor(ids.astype(np.int32)),
                Tensor(np.full(rows.shape, -np.finfo(np.float32).max, np.float32)))


class ApplyAdamWithAmsgradV2(Primitive):
    """``ops.ApplyAdamWithAmsgradV2(use_locking=False)(var, m, v, vhat, beta1_power,
    beta2_power, lr, beta1, beta2, epsilon, grad)``: ``ApplyAdamWithAmsgrad`` with the betas
    and epsilon as inputs; returns ``(var, m, v, vhat)``."""

    @prim_attr_register
    def __init__(self, use_locking=False):
        pass

    def __call__(self, var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                 grad):
        from .optim_prims import ApplyAdamWithAmsgrad
        return ApplyAdamWithAmsgrad(beta1, beta2, epsilon)(var, m, v, vhat, beta1_power,
                                                           beta2_power, lr, grad)


class BatchToSpaceNDV2(Primitive):
    """``ops.BatchToSpaceNDV2()(input_x, block_shape, crops)``: ``batch_to_space_nd`` with
    ``block_shape`` and ``crops`` given as Tensors (their values must be known)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input_x, block_shape, crops):
        def value(t):
            return t.asnumpy().tolist() if isinstance(t, Tensor) else t
        return F.batch_to_space_nd(input_x, value(block_shape), value(crops))


def bernoulli_ext(input, *, generator=None):
    """0/1 draws with probability ``input`` (same shape and dtype), as ``torch.bernoulli``."""
    if generator is not None:
        raise ValueError("For 'bernoulli_ext', minicell draws from the global seed stream "
                         "(ms.set_seed); pass generator=None.")
    return F.bernoulli(F.zeros_like(input), input)


def rotary_position_embedding(x, cos, sin, mode=0):
    """``x * cos + rotate(x) * sin`` over the last axis: ``rotate`` is GPT-NeoX's rotate-half
    (``[-x2, x1]``, ``mode=0``) or GPT-J's interleaved pairs (``(-x[2i+1], x[2i])``,
    ``mode=1``); ``cos`` and ``sin`` broadcast against ``x``."""
    if mode == 0:
        half = x.shape[-1] // 2
        rotated = F.concat((-x[..., half:], x[..., :half]), -1)
    elif mode == 1:
        pairs = x.reshape(x.shape[:-1] + (x.shape[-1] // 2, 2))
        rotated = F.stack((-pairs[..., 1], pairs[..., 0]), -1).reshape(x.shape)
    else:
        raise ValueError(f"For 'rotary_position_embedding', 'mode' must be 0 or 1, but got "
                         f"{mode}.")
    return x * cos + rotated * sin


class NoRepeatNGram(Primitive):
    """``ops.NoRepeatNGram(ngram_size=1)(state_seq, log_probs)``: ``log_probs`` with
    ``-FLOAT_MAX`` for every next word that would repeat an n-gram already in the sequence
    (the words that followed an earlier occurrence of its last ``ngram_size - 1`` words)."""

    @prim_attr_register
    def __init__(self, ngram_size=1):
        if not isinstance(ngram_size, int) or ngram_size < 1:
            raise ValueError(f"For 'NoRepeatNGram', 'ngram_size' must be a positive int, but "
                             f"got {ngram_size}.")

    def __call__(self, state_seq, log_probs):
        n, m, vocab = self.attrs["ngram_size"], state_seq.shape[-1], log_probs.shape[-1]
        banned = F.zeros_like(log_probs).astype(mstype.bool_)
        tail = state_seq[..., m - n + 1:] if n > 1 else None
        for j in range(max(m - n + 1, 0)):
            hit = F.one_hot(state_seq[..., j + n - 1].astype(mstype.int32), vocab,
                            Tensor(True), Tensor(False))
            if tail is not None:
                same = F.equal(state_seq[..., j:j + n - 1], tail).all(-1, keep_dims=True)
                hit = F.logical_and(hit, same)
            banned = F.logical_or(banned, hit)
        floor = Tensor(-np.finfo(np.float32).max, log_probs.dtype)
        return F.select(banned, F.fill(log_probs.dtype, log_probs.shape, floor), log_probs)


def tensordump(file_name, tensor, mode="out"):
    """Save ``tensor`` as ``<file_name>_<dtype>_<n>.npy`` (``n``: the process's dump count) when
    it is computed, in either mode (inside a compiled graph: when the graph runs, in program
    order). ``mode`` 'out' or 'in' only matters for MindSpore's parallel redistribution (for
    'in' MindSpore adds the mode to the name: ``<file_name>_in_<dtype>_<n>.npy``)."""
    if mode not in ("out", "in"):
        raise ValueError(f"For 'tensordump', 'mode' must be 'out' or 'in', but got {mode}.")
    if not isinstance(file_name, str):
        raise TypeError(f"For 'tensordump', 'file_name' must be a str, but got "
                        f"{type(file_name).__name__}.")
    name = file_name if mode == "out" else f"{file_name}_in"
    dispatch(_DUMP, (tensor,), freeze_attrs({"file_name": name}))


class TensorDump(Primitive):
    """``ops.TensorDump(input_output='out')(file, input_x)``: ``tensordump``."""

    @prim_attr_register
    def __init__(self, input_output="out"):
        pass

    def __call__(self, file, input_x):
        return tensordump(file, input_x, self.attrs["input_output"])


def move_to(input, to="CPU", blocking=True):
    """A copy of ``input`` (a Tensor, or a list/tuple made one) on device ``to``: ``'CPU'``, the
    host (minicell has no Ascend backend: ``'Ascend'`` raises, as MindSpore does for a device
    other than its target)."""
    if to not in ("CPU", "Ascend"):
        raise ValueError(f"For 'move_to', 'to' must be 'CPU' or 'Ascend', but got {to}.")
    if to != "CPU":
        raise RuntimeError(f"The value of arg 'to' of method 'move_to' should be same with device "
                           f"target, bug got to:{to}, device target: CPU")
    if not isinstance(input, Tensor):
        input = Tensor(input)
    return dispatch(_TO_CPU, (input,))


class MoveTo(Primitive):
    """``ops.MoveTo()(input, to='CPU', blocking=True)``: ``move_to``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input, to="CPU", blocking=True):
        return move_to(input, to, blocking)


def tail(x):
    """Everything of a tuple or list but its first element (MindSpore's graph ``tail``)."""
    if not isinstance(x, (tuple, list)):
        raise TypeError(f"For 'tail', the input must be a tuple or list, but got "
                        f"{type(x).__name__}.")
    return tuple(x[1:])


__all__ = ["PrimitiveWithInfer", "PrimitiveWithCheck"]
