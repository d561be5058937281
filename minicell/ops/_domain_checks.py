"""Value-domain errors 2.10's CPU kernels raise at launch (a value, not a shape or a dtype, is
out of their domain), in both modes: a concrete operand is checked now, a symbolic one by a
graph check node (``runtime/checks.py``'s ``IndexRange`` over a 0/1 flag per value: the
compiled call raises after its step, naming the user's line).

>>> from minicell import ops, Tensor
>>> try:
...     ops.mvlgamma(Tensor([0.1, 2.0]), 3)
... except ValueError as e:
...     print(e)
For Mvlgamma, all elements of 'x' must be greater than (p-1)/2.
"""
from ..common import dtype as mstype
from ..runtime.checks import IndexRange, check_index
from . import functional as F

_MVLGAMMA = "For Mvlgamma, all elements of 'x' must be greater than (p-1)/2."
_CHOLESKY = "Cholesky expects symmetric positive definite matrices as inputs."


def _refuse_flags(bad, op, text, error):
    """Raise ``error(text)`` where a value of the bool tensor ``bad`` is set (now, or after the
    step in a graph)."""
    check_index(F.cast(bad, mstype.int32), IndexRange(op, "", 0, 1, template=text, error=error))


def mvlgamma_input(x, p):
    """``x`` after 2.10's Mvlgamma check: every value above ``(p - 1) / 2`` (NaN is not)."""
    _refuse_flags(F.logical_not(F.greater(x, F.cast((p - 1) / 2, x.dtype))), "Mvlgamma",
                  _MVLGAMMA, ValueError)
    return x


def cholesky_factor(factor):
    """The factor ``factor`` after 2.10's Cholesky check: a matrix that is not positive
    definite (or holds NaN) leaves a diagonal value that is NaN or not above 0."""
    diag = F.diagonal(factor, 0, -2, -1)
    _refuse_flags(F.logical_not(F.greater(diag, F.zeros_like(diag))), "Cholesky", _CHOLESKY,
                  RuntimeError)
    return factor


# 2.10 logs the reason and raises its launch failure (measured: ``input_lengths[0] = 2 should
# be non-negative and not smaller than tar_len_p[0] = 3``); the reason is added on a 2nd line
_CTC_REASON = ("For 'CTCLossV2', sample {bad} needs 0 <= target_lengths <= targets.shape[1] "
               "and target_lengths <= input_lengths <= log_probs.shape[0].")
_CTC_EAGER = "Launch kernel failed, name:Default/CTCLossV2-op0\n" + _CTC_REASON
_CTC_GRAPH = "Launch kernel failed: Default/CTCLossV2-op0\n" + _CTC_REASON


def ctc_v2_lengths(t, s, input_lengths, target_lengths):
    """2.10's CTCLossV2 kernel check of each sample's lengths (Tensors) against the ``t``
    steps of ``log_probs`` and the ``s`` columns of ``targets``: a RuntimeError."""
    from ..runtime.dispatch import running_eagerly
    il, tl = F.cast(input_lengths, mstype.int64), F.cast(target_lengths, mstype.int64)
    bad = F.logical_or(F.logical_or(F.less(tl, 0), F.greater(tl, s)),
                       F.logical_or(F.greater(il, t), F.less(il, tl)))
    n = tl.shape[0] if len(tl.shape) else 1
    rows = F.cast(F.arange(0, n, 1), mstype.int64)
    which = F.select(bad, rows, F.fill(mstype.int64, tuple(bad.shape), -1))
    text = _CTC_EAGER if running_eagerly() else _CTC_GRAPH
    check_index(which, IndexRange("CTCLossV2", "", -1, 0, template=text, error=RuntimeError))
