"""``op_cases`` rows for ``runtime/primitives/array_ext.py``: example inputs and plain-numpy
references (loops, not the jax calls the kernels use), merged into ``op_cases.CASES``/``REFS``."""
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=11)
CASES, REFS, f32, op = _TABLE.CASES, _TABLE.REFS, _TABLE.f32, _TABLE.op
_R = _TABLE.rng


def _scatter_ref(x, indices, updates, mode):
    out = x.copy()
    k = indices.shape[-1]
    idx = indices.reshape(-1, k)
    upd = updates.reshape((idx.shape[0],) + x.shape[k:])
    for i, u in zip(idx, upd):
        t = tuple(i)
        if mode == "update":
            out[t] = u
        elif mode == "add":
            out[t] = out[t] + u
        elif mode == "sub":
            out[t] = out[t] - u
        elif mode == "mul":
            out[t] = out[t] * u
        elif mode == "div":
            out[t] = out[t] / u
        elif mode == "max":
            out[t] = np.maximum(out[t], u)
        else:
            out[t] = np.minimum(out[t], u)
    return out


def _segment_ref(x, ids, num_segments, mode):
    init = {"max": np.finfo(x.dtype).min, "min": np.finfo(x.dtype).max, "prod": 1}[mode]
    out = np.full((num_segments,) + x.shape[ids.ndim:], init, x.dtype)
    fn = {"max": np.maximum, "min": np.minimum, "prod": np.multiply}[mode]
    for i, s in np.ndenumerate(ids):
        out[s] = fn(out[s], x[i])
    return out


def _cum_ref(x, axis, mode, index_dtype="int64"):
    m = np.moveaxis(x, axis, 0)
    vals, idx = m.copy(), np.zeros(m.shape, np.int64)
    for t in range(1, m.shape[0]):
        better = m[t] >= vals[t - 1] if mode == "max" else m[t] <= vals[t - 1]
        vals[t] = np.where(better, m[t], vals[t - 1])
        idx[t] = np.where(better, t, idx[t - 1])
    return np.moveaxis(vals, 0, axis), np.moveaxis(idx, 0, axis).astype(index_dtype)


def _lcse_ref(x, axis, exclusive=False, reverse=False):
    m = np.moveaxis(x.astype(np.float64), axis, 0)
    if reverse:
        m = m[::-1]
    out = np.log(np.cumsum(np.exp(m), 0))
    if exclusive:
        # 2.10 starts an exclusive scan at the dtype's lowest finite value (measured: -3.4028235e+38)
        out = np.concatenate([np.full((1,) + out.shape[1:], np.finfo(x.dtype).min), out[:-1]])
    if reverse:
        out = out[::-1]
    return np.moveaxis(out, 0, axis).astype(x.dtype)


def _search_ref(seq, values, right=False, dtype="int64"):
    side = "right" if right else "left"
    if seq.ndim == 1:
        return np.searchsorted(seq, values, side).astype(dtype)
    out = [np.searchsorted(s, v, side) for s, v in zip(seq.reshape(-1, seq.shape[-1]),
                                                       values.reshape(-1, values.shape[-1]))]
    return np.stack(out).reshape(values.shape).astype(dtype)


_X = f32(4, 3)
_IDX = np.array([[1], [3], [1]], np.int64)
op("scatter_nd_reduce", _scatter_ref,
   ((_X, _IDX, f32(3, 3)), {"mode": "max"}),
   ((_X, np.array([[0, 1], [0, 1]], np.int64), f32(2)), {"mode": "mul"}),
   ((_X, np.array([[2], [0]], np.int64), _R.uniform(0.5, 2, (2, 3)).astype(np.float32)),
    {"mode": "div"}),
   ((_X, np.array([[2], [0]], np.int64), f32(2, 3)), {"mode": "sub"}))
op("unsorted_segment_reduce", _segment_ref,
   ((f32(4, 2), np.array([0, 2, 0, 1], np.int32)), {"num_segments": 3, "mode": "max"}),
   ((f32(5), np.array([1, 1, 0, 3, 1], np.int32)), {"num_segments": 4, "mode": "prod"}),
   ((f32(3, 2), np.array([1, 0, 1], np.int32)), {"num_segments": 2, "mode": "min"}),
   ((f32(3), np.array([0, 0, 2], np.int32)), {"num_segments": 3, "mode": "max"}))
op("cum_extreme", _cum_ref,
   ((f32(5),), {"axis": 0, "mode": "max"}),
   ((f32(3, 4),), {"axis": 1, "mode": "min", "index_dtype": "int32"}))
op("logcumsumexp", _lcse_ref,
   ((f32(5),), {"axis": 0}),
   ((f32(3, 4),), {"axis": 1, "exclusive": True, "reverse": True}))
op("searchsorted", _search_ref,
   ((np.sort(f32(6)), f32(4)), {}),
   ((np.sort(f32(2, 5), -1), f32(2, 3)), {"right": True, "dtype": "int32"}))
op("view_dtype", lambda x, dtype: np.ascontiguousarray(x).view(dtype),
   ((f32(2, 3),), {"dtype": "int32"}), ((f32(2, 4),), {"dtype": "float16"}),
   ((f32(2, 4),), {"dtype": "float64"}), ((np.arange(8, dtype=np.int8).reshape(2, 4),),
                                          {"dtype": "int32"}))
