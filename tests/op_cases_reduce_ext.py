"""``op_cases`` rows for the reductions of ``runtime/primitives/reduce.py`` added after the
shared table (``op_table_array.py``, whose random stream the rows there share): numpy
references, inputs without ties (the tie routing is tested in ``test_numerics4.py``)."""
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=33)
CASES, REFS, op = _TABLE.CASES, _TABLE.REFS, _TABLE.op
_R = _TABLE.rng


def _first_extreme(x, axis=None, keep_dims=False, largest=True):
    return (np.max if largest else np.min)(x, axis=axis, keepdims=keep_dims).astype(x.dtype)


op("first_extreme", _first_extreme,
   ((_R.uniform(-2, 2, 5).astype(np.float32),), {"axis": None, "keep_dims": False}),
   ((_R.uniform(-2, 2, (3, 4)).astype(np.float32),),
    {"axis": (1,), "keep_dims": True, "largest": False}),
   ((_R.uniform(-2, 2, (2, 3, 4)),), {"axis": (0, 2), "keep_dims": False}),
   ((_R.integers(-5, 6, (3, 2)).astype(np.int64),), {"axis": (0,), "keep_dims": False}))


def _arg_with_value(largest):
    def ref(x, axis=0, keep_dims=False):
        i = (np.argmax if largest else np.argmin)(x, axis=axis, keepdims=True)
        v = np.take_along_axis(x, i, axis=axis)
        return (i, v) if keep_dims else (np.squeeze(i, axis), np.squeeze(v, axis))
    return ref


op("argmax_with_value", _arg_with_value(True),
   ((_R.uniform(-2, 2, (3, 4)).astype(np.float32),), {"axis": 1}),
   ((_R.uniform(-2, 2, (2, 3, 4)),), {"axis": 0, "keep_dims": True}))
op("argmin_with_value", _arg_with_value(False),
   ((_R.uniform(-2, 2, (3, 4)).astype(np.float32),), {"axis": -1, "keep_dims": True}),
   ((_R.integers(-5, 6, (4, 3)).astype(np.int32),), {"axis": 0}))


def _norm_inf():
    """vector_norm(inf) reaches ``first_extreme`` (imported lazily: this module loads before
    minicell)."""
    import minicell as ms
    from minicell import ops
    return ops.norm(ms.Tensor(np.array([[1.0, -3.0], [2.0, 0.5]], np.float32)), float("inf"), 1)


SURFACE_CALLS = [_norm_inf]


def _reduce_std(x, axis=None, ddof=0, keep_dims=False):
    w = x.astype(np.float32)
    return (np.std(w, axis=axis, ddof=ddof, keepdims=keep_dims).astype(x.dtype),
            np.mean(w, axis=axis, keepdims=keep_dims).astype(x.dtype))


op("reduce_std", _reduce_std,
   ((_R.uniform(-2, 2, (3, 4)).astype(np.float32),), {"axis": None, "ddof": 0}),
   ((_R.uniform(-2, 2, (3, 4)).astype(np.float32),), {"axis": (1,), "keep_dims": True}),
   # (Float32: ops.var/std/ReduceStd cast Float64 to Float32 before the primitive, as 2.10's
   # kernel has Float16/Float32 only (variance.reduce_std); its Float64 is reached by nothing)
   ((_R.uniform(-2, 2, (2, 40)).astype(np.float32),), {"axis": None, "ddof": 1,
                                                       "keep_dims": True}))


def _lp_norm2(x, axis, keep_dims=False, epsilon=1e-12):
    n = np.sqrt(np.sum(x.astype(np.float64) ** 2, axis=axis, keepdims=keep_dims))
    return np.maximum(n, epsilon).astype(np.float32)


op("lp_norm2", _lp_norm2,
   ((_R.uniform(-2, 2, (3, 5)).astype(np.float32),), {"axis": (1,)}),
   ((np.zeros((2, 3), np.float32),), {"axis": (0,), "keep_dims": True}),
   ((_R.uniform(-2, 2, (2, 3, 4)).astype(np.float32),), {"axis": (2, 0), "epsilon": 0.5}))


def _pnorm_rows(d, p):
    a = np.abs(d.astype(np.float64))
    return np.max(a, -1) if p == np.inf else np.sum(a ** p, -1) ** (1.0 / p)


def _ms_pdist(x, p=2.0):
    i, j = np.triu_indices(x.shape[-2], 1)
    return _pnorm_rows(x[..., i, :] - x[..., j, :], p).astype(x.dtype)


def _ms_cdist(x, y, p=2.0):
    return _pnorm_rows(x[..., :, None, :] - y[..., None, :, :], p).astype(x.dtype)


op("ms_pdist", _ms_pdist,
   ((_R.uniform(-2, 2, (4, 13)).astype(np.float32),), {"p": 2.0}),
   ((_R.uniform(-2, 2, (3, 5)),), {"p": 3.0}),
   ((_R.uniform(-2, 2, (4, 6)).astype(np.float32),), {"p": 1.0}))
op("ms_cdist", _ms_cdist,
   ((_R.uniform(-2, 2, (2, 3, 13)).astype(np.float32),
     _R.uniform(-2, 2, (2, 2, 13)).astype(np.float32)), {"p": 2.0}),
   ((_R.uniform(-2, 2, (3, 6)).astype(np.float32),
     _R.uniform(-2, 2, (4, 6)).astype(np.float32)), {"p": 1.0}),
   ((_R.uniform(-2, 2, (1, 3, 5)).astype(np.float32),
     _R.uniform(-2, 2, (1, 2, 5)).astype(np.float32)), {"p": np.inf}))
op("matmul_ordered", lambda a, b: (a.astype(np.float64) @ b.astype(np.float64)).astype(a.dtype),
   ((_R.uniform(-2, 2, (3, 7)).astype(np.float32), _R.uniform(-2, 2, (7, 4)).astype(np.float32)),
    {}),
   ((_R.uniform(-2, 2, (2, 5)), _R.uniform(-2, 2, (5, 3))), {}))
