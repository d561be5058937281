"""More ``mindspore.ops`` names (continuing ``extra_compat``): the log-uniform candidate
sampler and ``ComputeAccidentalHits`` (sampled softmax), ``NoRepeatNGram`` (beam search),
``ApplyAdamWithAmsgradV2``, ``ConcatOffsetV1``, ``BatchToSpaceNDV2``, ``bernoulli_ext``,
``rotary_position_embedding``, ``tensordump`` / ``TensorDump``, ``move_to`` / ``MoveTo`` and
``tail``. Rows in ``rows_extra.py``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.tail((1, 2, 3))
(2, 3)
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from ._util import concrete
from .kernel_launches import launch
from .sampler_kernels import LogUniformDraws
from .primitive import Primitive, prim_attr_register

_PY_FUNC, _DUMP = get_op("py_func"), get_op("tensor_dump")
_TO_CPU = get_op("move_to_cpu")


def log_uniform_candidate_sampler(true_classes, num_true=1, num_sampled=5, unique=True,
                                  range_max=5, seed=0, _counts=None):
    """``(sampled [num_sampled] Int64, expected count of each true class, of each sampled one)``
    for classes drawn log-uniformly from ``[0, range_max)`` (Zipf-like: small ids likely), as
    MindSpore's (TensorFlow's) ``log_uniform_candidate_sampler``: the classes of 2.10's CPU
    kernel for ``seed`` (0 included: the kernel's generator is fixed, so every eager call of
    the function gives the same classes; a call in a compiled graph moves on at each run, see
    ``kernel_launches``). ``_counts``: a ``LogUniformCandidateSampler``'s eager launches. The
    draws run on the host (``py_func``), in both modes."""
    name = "LogUniformCandidateSampler"
    if unique and num_sampled > range_max:
        raise ValueError(f"For '{name}', 'num_sampled' ({num_sampled}) must not exceed "
                         f"'range_max' ({range_max}) when 'unique' is True.")
    if tuple(true_classes.shape[-1:]) != (num_true,):
        raise ValueError(f"For '{name}', 'true_classes' must have {num_true} columns, but got "
                         f"shape {tuple(true_classes.shape)}.")
    n = launch(_counts, (tuple(true_classes.shape), str(true_classes.dtype)))
    fn = LogUniformDraws(seed, num_sampled, unique, range_max)
    return tuple(dispatch(_PY_FUNC, (true_classes, n), freeze_attrs({
        "fn": fn, "out_shapes": ((int(num_sampled),), tuple(true_classes.shape),
                                 (int(num_sampled),)),
        "out_dtypes": ("int64", "float32", "float32"), "name": name})))


class LogUniformCandidateSampler(Primitive):
    """``ops.LogUniformCandidateSampler(num_true=1, num_sampled=5, unique=True, range_max=5,
    seed=0)(true_classes)``: ``log_uniform_candidate_sampler``, each call taking the kernel's
    next draws. As 2.10's, each kernel keeps its own generator between launches (measured):
    eager calls share one per input shape and dtype, and each call that a compiled graph
    holds has its own, starting over (``kernel_launches``)."""

    @prim_attr_register
    def __init__(self, num_true=1, num_sampled=5, unique=True, range_max=5, seed=0):
        self._launches = {}          # (shape, dtype) of eager inputs -> launches so far

    def __call__(self, true_classes):
        return log_uniform_candidate_sampler(true_classes, **self.attrs,
                                             _counts=self._launches)


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
        from . import functional as F
        from .optim_prims import ApplyAdamWithAmsgrad
        # unlike ApplyAdamWithAmsgrad, V2 takes Python numbers for the powers and lr (2.10)
        beta1_power, beta2_power, lr = (
            F.scalar_to_tensor(t, var.dtype) if isinstance(t, (int, float)) else t
            for t in (beta1_power, beta2_power, lr))
        return ApplyAdamWithAmsgrad(beta1, beta2, epsilon)(var, m, v, vhat, beta1_power,
                                                           beta2_power, lr, grad)


class ConcatOffsetV1(Primitive):
    """``ConcatOffsetV1()(axis, x)``: for the shapes ``x`` (a tuple of 1-D int32 Tensors) of
    tensors concatenated along ``axis`` (a 0-d int32 Tensor, negative from the end), each
    one's offset in the result: a tuple of int32 Tensors, 0 but on ``axis``. Computed with
    Tensor ops, so a graph input ``axis`` stays symbolic; 2.10's RuntimeError for shapes that
    differ off ``axis`` where the values are known."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, axis, x):
        if not isinstance(x, (tuple, list)) or not x:
            raise TypeError(f"For 'ConcatOffsetV1', 'x' must be a non-empty tuple of Tensors, "
                            f"but got {type(x).__name__}.")
        shapes = F.cast(F.stack(list(x)), mstype.int32)                   # (n, rank)
        rank = shapes.shape[1]
        ax = (F.cast(axis, mstype.int32) % rank + rank) % rank
        on_axis = F.cast(F.equal(Tensor(np.arange(rank, dtype=np.int32)), ax), mstype.int32)
        if concrete(shapes, ax):
            s, a = shapes.asnumpy(), int(ax.asnumpy())
            bad = np.argwhere(np.delete(s, a, 1) != np.delete(s, a, 1)[:1])
            if bad.size:
                i, k = bad[0]
                k = k + (k >= a)
                raise RuntimeError(f"For 'ConcatOffsetV1', except for the {a}th axis, all "
                                   f"elements in other axes should be equal, but for the {k}th "
                                   f"axis, element in input x{i} is {s[i, k]}, and element in "
                                   f"input x0 is {s[0, k]}")
        length = F.cast(F.sum(shapes * on_axis, 1), mstype.int32)
        start = F.cast(F.cumsum(length, 0), mstype.int32) - length
        return tuple(start[i] * on_axis for i in range(len(x)))


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
