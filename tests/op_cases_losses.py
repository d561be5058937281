"""``op_cases`` rows for the fused loss kernels of ``runtime/primitives/nn.py`` (added after
``op_cases_nn.py`` reached its size limit): numpy references built on that file's."""
import numpy as np

from op_case_table import OpTable

from op_cases_nn import _T, _class_nll_ref

_TABLE = OpTable(seed=17)
CASES, REFS, f32, op = _TABLE.CASES, _TABLE.REFS, _TABLE.f32, _TABLE.op


def _class_nll_mean_ref(x, target, *weight, **attrs):
    loss, w = _class_nll_ref(x, target, *weight, **attrs)
    return (loss.astype(np.float64).sum() / w.astype(np.float64).sum()).astype(x.dtype)


op("class_nll_mean", _class_nll_mean_ref,
   ((f32(5, 4), _T, f32(4, lo=0.5, hi=2)),
    {"ignore_index": -100, "label_smoothing": 0.0, "log_input": False}),
   ((f32(5, 4), np.array([0, -1, 1, 2, -1], np.int32)),
    {"ignore_index": -1, "label_smoothing": 0.1, "log_input": False}),
   ((f32(2, 3, 4), np.array([[0, 2, 1, 1], [2, 2, 0, 1]], np.int32)),
    {"ignore_index": 2, "label_smoothing": 0.0, "log_input": True}))


def _sparse_xent_ref(x, labels, reduction):
    """2.10's sparse softmax cross entropy: the label's log-probability ('mean'), or the
    one-hot product ('none'/'sum': an out-of-range label's row is zero)."""
    xd = x.astype(np.float64)
    logp = xd - xd.max(-1, keepdims=True)
    logp -= np.log(np.exp(logp).sum(-1, keepdims=True))
    if reduction == "mean":
        return (-logp[np.arange(len(labels)), labels].mean()).astype(x.dtype)
    loss = -np.where(labels[:, None] == np.arange(x.shape[-1]), logp, 0.0).sum(-1)
    return (loss.sum() if reduction == "sum" else loss).astype(x.dtype)


op("sparse_softmax_xent", _sparse_xent_ref,
   ((f32(5, 4), _T), {"reduction": "mean"}),
   ((f32(5, 4), np.array([0, 4, 1, -1, 3], np.int32)), {"reduction": "none"}),
   ((f32(5, 4), _T), {"reduction": "sum"}))


def _dense_xent_ref(x, labels):
    xd = x.astype(np.float64)
    logp = xd - xd.max(-1, keepdims=True)
    logp -= np.log(np.exp(logp).sum(-1, keepdims=True))
    return (-(labels * logp).sum(-1)).astype(x.dtype)


_PROBS = np.array([[0.1, 0.2, 0.3, 0.4], [0, 1, 0, 0], [0.25] * 4, [0.5, 0, 0.5, 0],
                   [0.7, 0.1, 0.1, 0.1]], np.float32)      # rows summing to 1: 2.10's bprop
op("softmax_xent", _dense_xent_ref, ((f32(5, 4), _PROBS), {}))   # is then the derivative
