"""The composite array ops of ``minicell/ops/array_ext_*.py``: values and dtypes against plain
numpy references in both modes, gradients against central differences, the spellings of one
row agreeing, in-place Scatter* on Parameters in both modes, and MindSpore's errors."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell import numpy as mnp
from minicell.compiler.errors import CompileWarning

from conftest import in_both_modes

_R = np.random.default_rng(3)
X = _R.uniform(-2, 2, (3, 4)).astype(np.float32)
V = _R.uniform(-2, 2, (5,)).astype(np.float32)
C = _R.uniform(-2, 2, (2, 3)).astype(np.float32)
NAN = np.array([[1.0, np.nan, 3.0, 2.0], [np.nan, np.nan, 5.0, 0.0]], np.float32)
I = np.array([3, 1, 1, 0, 3, 3], np.int32)


class _Apply(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *xs):
        return self.fn(*xs)


def _np_diag_embed(v, k):
    n = v.shape[-1] + abs(k)
    out = np.zeros(v.shape[:-1] + (n, n), v.dtype)
    for i in range(v.shape[-1]):
        out[..., i + max(-k, 0), i + max(k, 0)] = v[..., i]
    return out


def _np_cummax(x, axis):
    vals = np.maximum.accumulate(x, axis)
    idx = np.zeros(x.shape, np.int64)
    m = np.moveaxis(x, axis, 0)
    im = np.moveaxis(idx, axis, 0)
    for t in range(1, m.shape[0]):
        im[t] = np.where(m[t] >= np.moveaxis(vals, axis, 0)[t - 1], t, im[t - 1])
    return vals, idx


def _np_kth(x, k, axis):
    order = np.argsort(x, axis, kind="stable")
    i = np.take(order, [k], axis).squeeze(axis)
    return np.take_along_axis(x, np.expand_dims(i, axis), axis).squeeze(axis), i.astype(np.int64)


def _np_segment(x, ids, n, fn, init):
    out = np.full((n,) + x.shape[1:], init, x.dtype)
    for i, s in enumerate(ids):
        out[s] = fn(out[s], x[i])
    return out


# name: (function of Tensors, numpy inputs, numpy reference of the same inputs)
# (each function a `_name = lambda` statement: GRAPH_MODE reads a lambda a graph calls from
# its own statement as 2.10 does and refuses one inside the table's tuples)
_hstack = lambda a, b: ops.hstack([a, b])
_vsplit = lambda a: mnp.vsplit(a, [1])
_unbind = lambda a: ops.unbind(a, 1)
_unstack = lambda a: ops.Unpack(axis=0)(a)
_cartesian_prod = lambda a, b: ops.cartesian_prod(a, b)
_moveaxis = lambda a: ops.moveaxis(a[None], (0, 1), (2, 0))
_fliplr = lambda a: a.fliplr()
_rot90_3 = lambda a: mnp.rot90(a, 3)
_repeat_elements = lambda a: ops.repeat_elements(a, 2, 1)
_sequence_mask = lambda a: ops.sequence_mask(a, 4)
_diagonal = lambda a: ops.diagonal(a, 1)
_diagpart = lambda a: ops.DiagPart()(a)
_cummax = lambda a: ops.cummax(a, 1)
_median = lambda a: ops.median(a, 1)
_kthvalue = lambda a: a.kthvalue(2, 0)
_top_k = lambda a: ops.top_k(a, 2)
_aminmax = lambda a: ops.aminmax(a, axis=1)
_count_nonzero = lambda a: ops.count_nonzero(a, 1)
_nansum = lambda a: ops.nansum(a, 1)
_take = lambda a, i: mnp.take(a, i, 1, mode="wrap")
_diff_prepend = lambda a, p: a.diff(1, 0, p)
_mnp_cov = lambda a: mnp.cov(a, rowvar=False, bias=True)
_vstack = lambda a, b: ops.vstack([a, b])
_row_stack = lambda a, b: ops.row_stack([a, b])
_dstack = lambda a, b: ops.dstack([a, b])
_column_stack = lambda a, b: ops.column_stack([a, b])
_mnp_hstack = lambda a: mnp.hstack((a, a))
_tensor_split = lambda a: ops.tensor_split(a, 3, 1)
_tensor_split_idx = lambda a: ops.tensor_split(a, [1, 3], 1)
_hsplit = lambda a: ops.hsplit(a, 2)
_atleast_3d = lambda a: ops.atleast_3d(a)
_mnp_atleast_2d = lambda a, b: mnp.atleast_2d(a, b)
_block_diag = lambda a, b: ops.block_diag(a, b)
_combinations = lambda a: ops.combinations(a, 2)
_swapdims = lambda a: a.swapdims(0, 1)
_rot90 = lambda a: ops.rot90(a, 1, (0, 1))
_reverse = lambda a: ops.ReverseV2((1,))(a)
_reverse_sequence = lambda a: ops.reverse_sequence(a, ms.Tensor([2, 4, 1]), 1)
_expand = lambda a: a.expand(3, 5)
_view_as = lambda a, b: ops.view_as(a, b)
_meshgrid = lambda a, b: ops.meshgrid(a, b)
_meshgrid_ij = lambda a, b: ops.Meshgrid("ij")((a, b))
_diagonal_neg = lambda a: a.diagonal(-1, 1, 0)
_diag_embed = lambda a: ops.diag_embed(a, 1)
_diagflat = lambda a: mnp.diagflat(a, -1)
_diagonal_scatter = lambda a, s: ops.diagonal_scatter(a, s, 1)
_select_scatter = lambda a, s: ops.select_scatter(a, s, 1, 2)
_slice_scatter = lambda a, s: ops.slice_scatter(a, s, 1, 0, 4, 2)
_matrix_band_part = lambda a: ops.matrix_band_part(a, 1, 0)
_trace = lambda a: ops.Trace()(a)
_trace_method = lambda a: a.trace(1)
_cummin = lambda a: ops.Cummin(0)(a)
_logcumsumexp = lambda a: ops.logcumsumexp(a, 1)
_searchsorted = lambda s, v: ops.searchsorted(s, v, right=True)
_mnp_searchsorted = lambda s, v: mnp.searchsorted(s, v)
_bucketize = lambda a: ops.bucketize(a, [-1.0, 0.0, 1.0])
_quantile = lambda a: ops.quantile(a, 0.3, axis=1)
_quantile_vec = lambda a: ops.quantile(a, ms.Tensor([0.2, 0.9]), keepdims=True)
_nanquantile = lambda a: ops.nanquantile(a, 0.5, 1)
_unique_with_pad = lambda a: ops.unique_with_pad(a, 0)
_histc = lambda a: ops.histc(a, 4, -2.0, 2.0)
_nanmean = lambda a: mnp.nanmean(a, 1)
_var_mean = lambda a: ops.var_mean(a, 1, ddof=1)
_std_mean = lambda a: ops.std_mean(a, (0, 1), keepdims=True)
_reduce_std = lambda a: ops.ReduceStd(axis=0)(a)
_unsorted_segment_max = lambda a, i: ops.unsorted_segment_max(a, i, 5)
_unsorted_segment_prod = lambda a, i: ops.UnsortedSegmentProd()(a, i, 4)
_tensor_scatter_min = lambda a, i, u: ops.tensor_scatter_min(a, i, u)
_index_fill = lambda a: ops.index_fill(a, 1, ms.Tensor([0, 2], ms.int32), -1.0)
_index_add = lambda a, y: ops.index_add(a, ms.Tensor([2, 0], ms.int32), y, 1)
_inplace_update = lambda a, v: ops.inplace_update(a, v, (2, 0))
_inplace_sub = lambda a, v: ops.InplaceSub(1)(a, v)
_masked_scatter = lambda a, m: a.masked_scatter(m, a * 10)
_vander = lambda a: mnp.vander(a, 3, increasing=True)
_diff = lambda a: mnp.diff(a, 2, 1)
_cross = lambda a, b: ops.cross(a, b)
_mnp_cross = lambda a, b: mnp.cross(a, b)
_cdist = lambda a, b: ops.cdist(a, b, 1.0)
_pdist = lambda a: ops.pdist(a)
_dist = lambda a, b: ops.dist(a, b, 3)
_cov = lambda a: ops.cov(a)
_cov_weights = lambda a, w: ops.cov(a, fweights=ms.Tensor([1, 2, 1, 3]), aweights=w)
_trapz = lambda a: ops.trapz(a)
_trapz_x = lambda a, x: mnp.trapz(a, x)
CASES = {
    "hstack": (_hstack, [X, X], lambda a, b: np.hstack([a, b])),
    "vstack": (_vstack, [V, V], lambda a, b: np.vstack([a, b])),
    "row_stack": (_row_stack, [X, X], lambda a, b: np.vstack([a, b])),
    "dstack": (_dstack, [X, X], lambda a, b: np.dstack([a, b])),
    "column_stack": (_column_stack, [V, V],
                     lambda a, b: np.column_stack([a, b])),
    "mnp.hstack": (_mnp_hstack, [V], lambda a: np.hstack((a, a))),
    "tensor_split": (_tensor_split, [X],
                     lambda a: tuple(np.array_split(a, 3, 1))),
    "tensor_split_idx": (_tensor_split_idx, [X],
                         lambda a: tuple(np.split(a, [1, 3], 1))),
    "hsplit": (_hsplit, [X], lambda a: tuple(np.hsplit(a, 2))),
    "vsplit": (_vsplit, [X], lambda a: tuple(np.vsplit(a, [1]))),
    "unbind": (_unbind, [X], lambda a: tuple(np.moveaxis(a, 1, 0))),
    "unstack": (_unstack, [X], lambda a: tuple(a)),
    "atleast_3d": (_atleast_3d, [X], np.atleast_3d),
    "mnp.atleast_2d": (_mnp_atleast_2d, [V, X],
                       lambda a, b: list(np.atleast_2d(a, b))),
    "block_diag": (_block_diag, [C, X],
                   lambda a, b: np.block([[a, np.zeros((2, 4), a.dtype)],
                                          [np.zeros((3, 3), a.dtype), b]])),
    "cartesian_prod": (_cartesian_prod, [V[:2], V[2:]],
                       lambda a, b: np.array([[x, y] for x in a for y in b])),
    "combinations": (_combinations, [V[:4]],
                     lambda a: np.array([[a[i], a[j]] for i in range(4) for j in range(i + 1, 4)])),
    "moveaxis": (_moveaxis, [X],
                 lambda a: np.moveaxis(a[None], (0, 1), (2, 0))),
    "swapdims": (_swapdims, [X], lambda a: a.T),
    "flipud": (ops.flipud, [X], np.flipud),
    "fliplr": (_fliplr, [X], np.fliplr),
    "rot90": (_rot90, [X], lambda a: np.rot90(a, 1, (0, 1))),
    "rot90_3": (_rot90_3, [X], lambda a: np.rot90(a, 3)),
    "reverse": (_reverse, [X], lambda a: a[:, ::-1]),
    "reverse_sequence": (_reverse_sequence, [X],
                         lambda a: np.stack([np.concatenate([r[:n][::-1], r[n:]])
                                             for r, n in zip(a, [2, 4, 1])])),
    "repeat_elements": (_repeat_elements, [X],
                        lambda a: np.repeat(a, 2, 1)),
    "sequence_mask": (_sequence_mask, [np.array([1, 3, 0], np.int32)],
                      lambda a: np.arange(4) < a[:, None]),
    "expand": (_expand, [V], lambda a: np.broadcast_to(a, (3, 5))),
    "view_as": (_view_as, [X, X.reshape(4, 3)], lambda a, b: a.reshape(4, 3)),
    "meshgrid": (_meshgrid, [V, V[:3]], lambda a, b: tuple(np.meshgrid(a, b))),
    "meshgrid_ij": (_meshgrid_ij, [V, V[:3]],
                    lambda a, b: tuple(np.meshgrid(a, b, indexing="ij"))),
    "diagonal": (_diagonal, [X], lambda a: np.diagonal(a, 1)),
    "diagonal_neg": (_diagonal_neg, [X], lambda a: np.diagonal(a, -1, 1, 0)),
    "diag_embed": (_diag_embed, [C], lambda a: _np_diag_embed(a, 1)),
    "diagflat": (_diagflat, [C], lambda a: np.diagflat(a, -1)),
    "diagonal_scatter": (_diagonal_scatter, [X, V[:3]],
                         lambda a, s: a + np.diagflat(s - np.diagonal(a, 1), 1)[:3, :4]),
    "select_scatter": (_select_scatter, [X, V[:3]],
                       lambda a, s: np.concatenate([a[:, :2], s[:, None], a[:, 3:]], 1)),
    "slice_scatter": (_slice_scatter, [X, C.T.copy()],
                      lambda a, s: np.stack([s[:, 0], a[:, 1], s[:, 1], a[:, 3]], 1)),
    "matrix_band_part": (_matrix_band_part, [X],
                         lambda a: np.tril(a) - np.tril(a, -2)),
    "DiagPart": (_diagpart, [X[:3, :3]], np.diagonal),
    "Trace": (_trace, [X[:3, :3]], np.trace),
    "trace_method": (_trace_method, [X], lambda a: np.trace(a, 1)),
    "cummax": (_cummax, [X], lambda a: _np_cummax(a, 1)),
    "cummin": (_cummin, [X],
               lambda a: (-_np_cummax(-a, 0)[0], _np_cummax(-a, 0)[1].astype(np.int32))),
    "logcumsumexp": (_logcumsumexp, [X],
                     lambda a: np.log(np.cumsum(np.exp(a.astype(np.float64)), 1)).astype(a.dtype)),
    "searchsorted": (_searchsorted, [np.sort(V), X],
                     lambda s, v: np.searchsorted(s, v, "right").astype(np.int64)),
    "mnp.searchsorted": (_mnp_searchsorted, [np.sort(V), V[:2]],
                         lambda s, v: np.searchsorted(s, v).astype(np.int32)),
    "bucketize": (_bucketize, [X],
                  lambda a: np.searchsorted([-1.0, 0.0, 1.0], a).astype(np.int32)),
    "msort": (ops.msort, [X], lambda a: np.sort(a, 0)),
    "median": (_median, [X],
               lambda a: _np_kth(a, 1, 1)),
    "kthvalue": (_kthvalue, [X], lambda a: _np_kth(a, 1, 0)),
    "quantile": (_quantile, [X],
                 lambda a: np.quantile(a, 0.3, axis=1).astype(a.dtype)),
    "quantile_vec": (_quantile_vec, [X],
                     lambda a: np.quantile(a, [0.2, 0.9], keepdims=True).astype(a.dtype)),
    "nanquantile": (_nanquantile, [NAN],
                    lambda a: np.nanquantile(a, 0.5, 1).astype(a.dtype)),
    "top_k": (_top_k, [X],
              lambda a: (-np.sort(-a, 1)[:, :2], np.argsort(-a, 1, kind="stable")[:, :2]
                         .astype(np.int32))),
    "aminmax": (_aminmax, [X], lambda a: (a.min(1), a.max(1))),
    "count_nonzero": (_count_nonzero, [I.reshape(2, 3)],
                      lambda a: np.count_nonzero(a, 1).astype(np.int32)),
    "unique_with_pad": (_unique_with_pad, [I],
                        lambda a: (np.array([3, 1, 0, 0, 0, 0], np.int32),
                                   np.array([0, 1, 1, 2, 0, 0], np.int32))),
    "histc": (_histc, [X],
              lambda a: np.histogram(a, 4, (-2, 2))[0].astype(np.float32)),
    "nansum": (_nansum, [NAN], lambda a: np.nansum(a, 1)),
    "nanmean": (_nanmean, [NAN[:1]], lambda a: np.nanmean(a, 1)),
    "var_mean": (_var_mean, [X],
                 lambda a: (np.var(a, 1, ddof=1), np.mean(a, 1))),
    "std_mean": (_std_mean, [X],
                 lambda a: (np.std(a, keepdims=True), np.mean(a, keepdims=True))),
    "ReduceStd": (_reduce_std, [X],
                  lambda a: (np.std(a, 0, ddof=1), np.mean(a, 0))),
    "unsorted_segment_max": (_unsorted_segment_max, [X[:, :1].repeat(2, 0)[:6],
                                                                               I],
                             lambda a, i: _np_segment(a, i, 5, np.maximum,
                                                      np.finfo(np.float32).min)),
    "unsorted_segment_prod": (_unsorted_segment_prod, [V[:3], I[:3]],
                              lambda a, i: _np_segment(a, i, 4, np.multiply, 1)),
    "tensor_scatter_min": (_tensor_scatter_min,
                           [X, np.array([[2], [0], [2]], np.int32), np.zeros((3, 4), np.float32)],
                           lambda a, i, u: np.where(np.isin(np.arange(3), [0, 2])[:, None],
                                                    np.minimum(a, 0), a)),
    "index_fill": (_index_fill, [X],
                   lambda a: np.where(np.isin(np.arange(4), [0, 2]), -1.0, a).astype(a.dtype)),
    "index_add": (_index_add, [X, X[:, :2]],
                  lambda a, y: a + np.stack([y[:, 1], 0 * y[:, 0], y[:, 0], 0 * y[:, 0]], 1)),
    "inplace_update": (_inplace_update, [X, X[:2] * 0],
                       lambda a, v: np.stack([0 * a[0], a[1], 0 * a[2]])),
    "InplaceSub": (_inplace_sub, [X, X[:1]],
                   lambda a, v: np.stack([a[0], a[1] - v[0], a[2]])),
    "masked_scatter": (_masked_scatter, [X, X > 0],
                       lambda a, m: np.where(m, (a * 10).reshape(-1)[np.maximum(
                           np.cumsum(m.reshape(-1)) - 1, 0)].reshape(a.shape), a)),
    "take": (_take, [X, np.array([0, 5], np.int32)],
             lambda a, i: np.take(a, i, 1, mode="wrap")),
    "vander": (_vander, [V], lambda a: np.vander(a, 3, True).astype(a.dtype)),
    # ops.diff takes n=1 only (2.10's RuntimeError otherwise); mindspore.numpy's takes any n
    "diff": (_diff, [X], lambda a: np.diff(a, 2, 1)),
    "diff_prepend": (_diff_prepend, [X, C[:1, :1].repeat(4, 1)],
                     lambda a, p: np.diff(a, 1, 0, p)),
    "cross": (_cross, [C, C[::-1] + 1], lambda a, b: np.cross(a, b)),
    "mnp.cross": (_mnp_cross, [C, C[::-1] + 1], lambda a, b: np.cross(a, b)),
    "cdist": (_cdist, [X, C.repeat(2, 1)[:, :4]],
              lambda a, b: np.abs(a[:, None] - b[None]).sum(-1)),
    "pdist": (_pdist, [X],
              lambda a: np.array([np.linalg.norm(a[i] - a[j]) for i in range(3)
                                  for j in range(i + 1, 3)], np.float32)),
    "dist": (_dist, [X, X[::-1]],
             lambda a, b: np.float32(np.sum(np.abs(a - b) ** 3) ** (1 / 3))),
    "cov": (_cov, [X], lambda a: np.cov(a).astype(np.float32)),
    "mnp.cov": (_mnp_cov, [X],
                lambda a: np.cov(a, rowvar=False, bias=True).astype(np.float32)),
    "cov_weights": (_cov_weights,
                    [X, np.array([0.5, 1.0, 2.0, 1.0], np.float32)],
                    lambda a, w: np.cov(a, fweights=[1, 2, 1, 3], aweights=w).astype(np.float32)),
    "trapz": (_trapz, [X], lambda a: np.trapezoid(a)),
    "trapz_x": (_trapz_x, [X, np.sort(V[:4])],
                lambda a, x: np.trapezoid(a, x).astype(np.float32)),
}
DATA_DEPENDENT = {  # PYNATIVE_MODE only: the output shape depends on the values
    "argwhere": (lambda a: ops.argwhere(a), [I.reshape(2, 3)],
                 lambda a: np.argwhere(a).astype(np.int64)),
    "nonzero": (lambda a: ops.NonZero()(a), [I.reshape(2, 3)],
                lambda a: np.argwhere(a).astype(np.int64)),
    "masked_select": (lambda a, m: ops.MaskedSelect()(a, m), [X, X > 0], lambda a, m: a[m]),
    "unique_consecutive": (lambda a: ops.unique_consecutive(a, True, True), [I],
                           lambda a: (np.array([3, 1, 0, 3], np.int32),
                                      np.array([0, 1, 1, 2, 3, 3], np.int64),
                                      np.array([1, 2, 1, 2], np.int64))),
    "bincount": (lambda a: ops.bincount(a, minlength=6), [I],
                 lambda a: np.bincount(a, minlength=6).astype(np.float32)),
    "nanmedian": (lambda a: ops.nanmedian(a, 1), [NAN],
                  lambda a: (np.array([2.0, 0.0], np.float32), np.array([3, 3], np.int64))),
    "SegmentMean": (lambda a, i: ops.SegmentMean()(a, i), [V, np.array([0, 0, 2, 2, 2], np.int32)],
                    lambda a, i: np.array([a[:2].mean(), 0, a[2:].mean()], np.float32)),
    "range": (lambda: ops.range(ms.Tensor(1), ms.Tensor(8), ms.Tensor(3)), [],
              lambda: np.array([1, 4, 7], np.int64)),
}


def _check(got, want, name):
    if isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list)) and len(got) == len(want), name
        for g, w in zip(got, want):
            _check(g, w, name)
        return
    want = np.asarray(want)
    got_np = got.asnumpy()
    assert got_np.dtype == want.dtype, f"{name}: dtype {got_np.dtype}, want {want.dtype}"
    np.testing.assert_allclose(got_np, want, rtol=1e-5, atol=1e-5, err_msg=name)


@in_both_modes("name", sorted(CASES))
def test_values_both_modes(name, mode):
    fn, inputs, ref = CASES[name]
    got = _Apply(fn)(*[ms.Tensor(x) for x in inputs])
    _check(got, ref(*inputs), name)


@pytest.mark.parametrize("name", sorted(DATA_DEPENDENT))
def test_data_dependent_shapes_pynative(name):
    fn, inputs, ref = DATA_DEPENDENT[name]
    _check(fn(*[ms.Tensor(x) for x in inputs]), ref(*inputs), name)


def test_data_dependent_shape_runs_op_by_op_in_graph_mode_naming_the_op():
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.warns(CompileWarning, match="masked_select"):
        fn2 = lambda a, m: ops.masked_select(a, m)
        out = _Apply(fn2)(ms.Tensor(X), ms.Tensor(X > 0))
    np.testing.assert_array_equal(out.asnumpy(), X[X > 0])


GRADS = ["hstack", "tensor_split", "moveaxis", "rot90", "reverse_sequence", "diagonal",
         "diag_embed", "diagonal_scatter", "slice_scatter", "matrix_band_part", "cummax",
         "logcumsumexp", "median", "quantile", "nansum", "var_mean", "unsorted_segment_prod",
         "index_add", "masked_scatter", "diff", "cross", "cdist", "pdist", "cov", "trapz_x",
         "tensor_scatter_min", "block_diag", "kthvalue"]


def _scalar_loss(fn):
    def loss(*xs):
        out = fn(*xs)
        outs = out if isinstance(out, (tuple, list)) else (out,)
        total = 0.0
        for k, o in enumerate(outs):
            if o.dtype in (ms.float32, ms.float64):
                total = total + (o * (k + 1.5)).sum()
        return total
    return loss


_NUMERIC = {}   # name -> central differences (mode-independent: computed once)
# Float64 computed in Float32 by design, as 2.10's CPU kernels (ReduceStd: 59d37db4/b366aea2;
# Cdist: e8f80661; trapz returns Float32: 5cf8adcc): steps of 1e-6 see Float32's rounding (cdist's
# slope 3 read 2.861 = 12 float32 ulps over 2e-6), so these take a step of 1e-3 and looser bounds
_FLOAT32_KERNELS = {"var_mean", "cdist", "trapz_x"}


def _numeric_grad(name, loss, inputs64):
    if name not in _NUMERIC:
        eps = 1e-3 if name in _FLOAT32_KERNELS else 1e-6
        x0, num = inputs64[0], np.zeros_like(inputs64[0])
        for i in np.ndindex(x0.shape):
            hi, lo = x0.copy(), x0.copy()
            hi[i] += eps
            lo[i] -= eps
            f_hi = loss(*[ms.Tensor(v) for v in [hi] + inputs64[1:]]).asnumpy()
            f_lo = loss(*[ms.Tensor(v) for v in [lo] + inputs64[1:]]).asnumpy()
            num[i] = (f_hi - f_lo) / (2 * eps)
        _NUMERIC[name] = num
    return _NUMERIC[name]


@pytest.mark.slow      # JAX's own derivatives of the breadth ops (~20 s); values run by default
@pytest.mark.parametrize("name", GRADS)
def test_gradients_match_central_differences(name, mode):
    fn, inputs, _ = CASES[name]
    loss = _scalar_loss(fn)
    inputs64 = [x.astype(np.float64) if x.dtype == np.float32 else x for x in inputs]
    g = ms.grad(_Apply(loss), grad_position=0)(*[ms.Tensor(x) for x in inputs64]).asnumpy()
    ms.set_context(mode=ms.PYNATIVE_MODE)
    rtol, atol = (2e-3, 1e-3) if name in _FLOAT32_KERNELS else (1e-4, 1e-5)
    np.testing.assert_allclose(g, _numeric_grad(name, loss, inputs64), rtol=rtol, atol=atol,
                               err_msg=name)


# ---- Scatter* / index_add on a Parameter write it in place, in both modes ------------------------
class _ScatterNet(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), name="p")
        self.op = op

    def construct(self, idx, upd):
        self.op(self.p, idx, upd)
        return self.p * 1


SCATTERS = {
    "ScatterAdd": (ops.ScatterAdd(), [[0], [0]], np.add),
    "scatter_max": (ops.scatter_max, [[2]], np.maximum),
    "scatter_update": (ops.scatter_update, [[1]], lambda a, u: u),
    "ScatterMul": (ops.ScatterMul(), [[1]], np.multiply),
    "scatter_div": (ops.scatter_div, [[1]], np.divide),
    "ScatterSub": (ops.ScatterSub(), [[2]], np.subtract),
    "scatter_min": (ops.scatter_min, [[0]], np.minimum),
    "scatter_nd_add": (ops.scatter_nd_add, [[0, 1], [2, 0]], None),
    "ScatterNdUpdate": (ops.ScatterNdUpdate(), [[1, 1]], None),
}


@pytest.mark.parametrize("name", sorted(SCATTERS))
def test_scatter_writes_the_parameter(name, mode):
    op, idx, fn = SCATTERS[name]
    net = _ScatterNet(op)
    want = np.arange(6, dtype=np.float32).reshape(3, 2)
    idx = np.asarray(idx, np.int32)
    if fn is None:                                       # gather_nd layout
        upd = np.full(idx.shape[:-1], 5.0, np.float32)
        for i, u in zip(idx, upd):
            want[tuple(i)] = 5.0 if "Update" in name else want[tuple(i)] + u
    else:
        idx = idx[:, 0]
        upd = np.full((len(idx), 2), 3.0, np.float32)
        for i, u in zip(idx, upd):
            want[i] = fn(want[i], u)
    out = net(ms.Tensor(idx), ms.Tensor(upd))
    np.testing.assert_allclose(net.p.asnumpy(), want, rtol=1e-6)
    np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-6)


def test_scatter_returns_the_new_value_as_a_tensor_eagerly():
    # 2.10 (measured): the Parameter is written and a plain Tensor with its new value returned
    p = ms.Parameter(ms.Tensor([1.0, 2.0, 3.0]), name="q")
    out = ops.scatter_add(p, ms.Tensor([0, 0]), ms.Tensor([1.0, 1.0]))
    assert type(out) is ms.Tensor and out.asnumpy().tolist() == [3.0, 2.0, 3.0]
    assert p.asnumpy().tolist() == [3.0, 2.0, 3.0]


# ---- windows and constants -----------------------------------------------------------------------
def test_windows_match_their_formulas():
    n = np.arange(5)
    np.testing.assert_allclose(ops.hann_window(5, False).asnumpy(), np.hanning(5), atol=1e-6)
    np.testing.assert_allclose(ops.hamming_window(5, False).asnumpy(), np.hamming(5), atol=1e-6)
    np.testing.assert_allclose(ops.blackman_window(ms.Tensor(5), False).asnumpy(),
                               np.blackman(5), atol=1e-6)
    np.testing.assert_allclose(ops.bartlett_window(ms.Tensor(5), False).asnumpy(),
                               np.bartlett(5), atol=1e-6)
    np.testing.assert_allclose(ops.kaiser_window(5, False, 3.0).asnumpy(), np.kaiser(5, 3.0),
                               atol=1e-6)
    np.testing.assert_allclose(ops.hann_window(4).asnumpy(), np.hanning(5)[:4], atol=1e-6)
    np.testing.assert_allclose(ops.HammingWindow(periodic=False)(ms.Tensor([5])).asnumpy(),
                               0.54 - 0.46 * np.cos(2 * np.pi * n / 4), atol=1e-6)
    assert ops.BartlettWindow(dtype=ms.float64)(ms.Tensor(3)).dtype == ms.float64


def test_index_patterns_and_sequences():
    assert ops.tril_indices(3, 4, 1).asnumpy().tolist() == [list(a) for a in np.tril_indices(3, 1, 4)]
    assert ops.TriuIndices(3, 3)().dtype == ms.int32
    r, c = mnp.triu_indices(3, 1)
    assert (r.asnumpy().tolist(), c.asnumpy().tolist()) == tuple(
        a.tolist() for a in np.triu_indices(3, 1))
    np.testing.assert_allclose(ops.logspace(0, 3, 4, base=2).asnumpy(), [1, 2, 4, 8])
    np.testing.assert_allclose(ops.LogSpace(steps=3)(ms.Tensor(0.0), ms.Tensor(2.0)).asnumpy(),
                               [1, 10, 100])
    assert ops.Range()(ms.Tensor(0.0), ms.Tensor(1.0), ms.Tensor(0.25)).asnumpy().tolist() == \
        [0.0, 0.25, 0.5, 0.75]
    assert ops.fills(ms.Tensor(X), 2).asnumpy().tolist() == np.full_like(X, 2).tolist()
    assert ops.UnravelIndex()(ms.Tensor([5, 7], ms.int32), ms.Tensor([3, 4], ms.int32)) \
        .asnumpy().tolist() == [[1, 1], [1, 3]]
    assert ops.InvertPermutation()((3, 1, 0, 2)) == (2, 1, 3, 0)
    assert ops.TensorShape()(ms.Tensor(X)).asnumpy().tolist() == [3, 4]
    assert [t.shape for t in ops.SplitV([1, -1], 1, 2)(ms.Tensor(X))] == [(3, 1), (3, 3)]
    assert ops.NthElement(True)(ms.Tensor(X), 1).asnumpy().tolist() == \
        np.sort(X, 1)[:, -2].tolist()
    assert ops.UpperBound()(ms.Tensor([[1.0, 2.0, 2.0]]), ms.Tensor([[2.0]])).asnumpy().tolist() \
        == [[3]]


def test_spellings_agree():
    a = ms.Tensor(X)
    assert ops.cummax is ops.functional.cummax
    for f in (lambda: ops.unsorted_segment_min(a, ms.Tensor([0, 1, 0]), 2),
              lambda: ops.UnsortedSegmentMin()(a, ms.Tensor([0, 1, 0]), 2),
              lambda: a.unsorted_segment_min(ms.Tensor([0, 1, 0]), 2)):
        np.testing.assert_allclose(f().asnumpy(), np.stack([np.minimum(X[0], X[2]), X[1]]))
    assert np.array_equal(ops.Cummax(1)(a)[1].asnumpy(), a.cummax(1)[1].asnumpy())
    np.testing.assert_allclose(ops.CumulativeLogsumexp(exclusive=True, reverse=True)(a, 1)
                               .asnumpy()[:, -1], np.full(3, np.finfo(np.float32).min))  # 2.10
    np.testing.assert_allclose(a.median()[0].asnumpy(), ops.Median(axis=-1)(a)[0].asnumpy())
    np.testing.assert_allclose(ops.Median(global_median=True)(a)[0].asnumpy(),
                               np.sort(X.reshape(-1))[5])
    assert ops.CountNonZero()(ms.Tensor(I)).dtype == ms.int64
    assert ops.Bincount()(ms.Tensor(I), ms.Tensor(5), ms.Tensor(np.zeros(0, np.float32))) \
        .asnumpy().tolist() == [1, 2, 0, 3, 0]
    assert ops.Pack(1)([a, a]).shape == (3, 2, 4)
    assert ops.Roll(1, 0)(a).asnumpy().tolist() == np.roll(X, 1, 0).tolist()
    assert ops.IdentityN()([a])[0].asnumpy().tolist() == X.tolist()
    assert a.take(ms.Tensor([0, 50])).asnumpy().tolist() == [X.flat[0], X.flat[-1]]
    np.testing.assert_allclose(ops.Cdist()(a, a).asnumpy(), ops.cdist(a, a).asnumpy())
    assert ops.ScatterAddWithAxis(1)(a, ms.Tensor([[0], [0], [0]]), ms.Tensor(np.ones((3, 1),
                                     np.float32))).asnumpy()[:, 0].tolist() == (X[:, 0] + 1).tolist()


ERRORS = [
    (lambda: ops.median(ms.Tensor(X), 5), ValueError, "Median"),
    (lambda: ops.cummax(ms.Tensor(X), 2), ValueError,
     r"primitive\[Cummax\], the axis must be in \[-2,2\)"),
    (lambda: ops.moveaxis(ms.Tensor(X), 0, 3), ValueError, r"The .axis. must be in the range of"),
    (lambda: ops.hsplit(ms.Tensor(V), 2), ValueError, "hsplit"),
    (lambda: ops.diagonal(ms.Tensor(X), 0, 1, 1), ValueError, "dim1 and dim2 cannot be identical"),
    (lambda: ms.Tensor(X).kthvalue(9, 1), ValueError, "kthvalue"),
    (lambda: ops.quantile(ms.Tensor(X), 1.5), ValueError, "quantile"),
    (lambda: ops.scatter_add(ms.Parameter(ms.Tensor(V), name="s"), ms.Tensor([7]),
                             ms.Tensor([1.0])), RuntimeError, "ScatterAdd"),
    (lambda: ops.take(ms.Tensor(V), ms.Tensor([9])), IndexError, "take"),
    (lambda: ops.bincount(ms.Tensor([[1, 2]])), ValueError, "'bincount', 'input' should be one-"),
    (lambda: ops.cross(ms.Tensor(X[:2]), ms.Tensor(X[:2])), ValueError, "'Cross'"),
    # 2.10: its kernel's RuntimeError (measured)
    (lambda: ops.index_fill(ms.Tensor(X), 3, ms.Tensor([0]), 1.0), RuntimeError, "IndexFill"),
    (lambda: ops.unsorted_segment_max(ms.Tensor(V), ms.Tensor(I[:5]), 0), ValueError,
     "UnsortedSegmentMax"),
    (lambda: ops.cdist(ms.Tensor(X), ms.Tensor(X), -1.0), ValueError, "cdist"),
    # an empty slice (1:1) is an error, not a silent no-op; src is never broadcast
    (lambda: ops.slice_scatter(ms.Tensor(X), ms.Tensor(X[:1]), 0, 1, 1), ValueError,
     r"src shape \(1, 4\) and slice shape \(0, 4\)"),
    (lambda: ops.slice_scatter(ms.Tensor(X), ms.Tensor(X[:1, :1]), 0, 0, 1), ValueError,
     r"slice shape \(1, 4\)"),
    (lambda: ops.slice_scatter(1.0, 2, 1, 1, 1), TypeError, "input must be a Tensor"),
    (lambda: ops.slice_scatter(ms.Tensor(X), 2.0, 0, 0, 1), TypeError, "src must be a Tensor"),
    (lambda: ops.select_scatter(ms.Tensor(X), ms.Tensor(V[:1]), 0, 0), ValueError,
     r"select_scatter, src shape should be equal to the slice size"),
]


@pytest.mark.parametrize("i", range(len(ERRORS)))
def test_bad_input_errors(i):
    fn, exc, text = ERRORS[i]
    with pytest.raises(exc, match=text):
        fn()


# ---- block rearrangements and banded diagonals: values measured on MindSpore 2.10 (CPU) ----------
_B = np.arange(48, dtype=np.float32).reshape(4, 3, 2, 2)
_S = np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4)
_M = np.arange(12, dtype=np.float32).reshape(3, 4)
_batch_to_space_nd = lambda a: ops.batch_to_space_nd(a, (2, 2), [[0, 0], [0, 1]])
_space_to_batch_nd = lambda a: ops.SpaceToBatchND((2, 2), [[0, 0], [0, 2]])(a)
_depthtospace = lambda a: ops.DepthToSpace(2)(a)
_spacetodepth = lambda a: ops.SpaceToDepth(2)(a)
_matrix_diag = lambda a: ops.matrix_diag(a, k=(-1, 0))
_matrix_diag_k1 = lambda a: ops.MatrixDiagV3()(a, 1, -1, -1, 0)
_matrix_diag_part = lambda a: ops.matrix_diag_part(a, (-1, 1), 9.0)
_matrix_diag_part_lr = lambda a: ops.MatrixDiagPartV3("LEFT_RIGHT")(a, (-1, 1), 9.0)
_matrix_set_diag = lambda a: ops.matrix_set_diag(a, ops.ones((2, 3)), (0, 1))
MEASURED = {
    "batch_to_space_nd": (_batch_to_space_nd, _B,
                          [0, 12, 1, 24, 36, 25, 2, 14, 3, 26, 38, 27], (1, 3, 4, 3)),
    "space_to_batch_nd": (_space_to_batch_nd, _S,
                          [0, 2, 0, 8, 10, 0, 16, 18, 0, 24, 26, 0], (4, 2, 2, 3)),
    "DepthToSpace": (_depthtospace, np.arange(8, dtype=np.float32)
                     .reshape(1, 8, 1, 1), [0, 2, 4, 6, 1, 3, 5, 7], (1, 2, 2, 2)),
    "SpaceToDepth": (_spacetodepth, np.arange(8, dtype=np.float32)
                     .reshape(1, 2, 2, 2), [0, 4, 1, 5, 2, 6, 3, 7], (1, 8, 1, 1)),
    "matrix_diag": (_matrix_diag, _M[:2, :2],
                    [0, 0, 4, 1], (2, 2)),
    "matrix_diag_k1": (_matrix_diag_k1, _M[0, :2],
                       [0, 0, 0, 0, 0, 1, 0, 0, 0], (3, 3)),
    "matrix_diag_part": (_matrix_diag_part, _M,
                         [1, 6, 11, 0, 5, 10, 4, 9, 9], (3, 3)),
    "matrix_diag_part_lr": (_matrix_diag_part_lr, _M,
                            [1, 6, 11, 0, 5, 10, 9, 4, 9], (3, 3)),
    "matrix_set_diag": (_matrix_set_diag, _M * 0,
                        [1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1], (3, 4)),
}


@pytest.mark.parametrize("name", sorted(MEASURED))
def test_block_and_band_ops_match_mindspore(name, mode):
    fn, x, head, shape = MEASURED[name]
    out = _Apply(fn)(ms.Tensor(x))
    assert out.shape == shape
    assert out.asnumpy().reshape(-1)[:len(head)].tolist() == [float(v) for v in head]


def test_space_batch_round_trip_and_gradient(mode):
    y = ms.Tensor(_S)
    fn3 = (lambda a: ops.batch_to_space_nd(
            ops.space_to_batch_nd(a, (2, 2), [[0, 0], [1, 1]]), (2, 2), [[0, 0], [1, 1]]))
    back = _Apply(fn3)(y)
    np.testing.assert_array_equal(back.asnumpy(), _S)
    fn4 = lambda a: (ops.matrix_diag_part(a, (-1, 1), 0.0) * 2).sum()
    g = ms.grad(_Apply(fn4))(
        ms.Tensor(_M))
    np.testing.assert_array_equal(g.asnumpy(), 2 * (np.abs(np.subtract.outer(
        np.arange(3), np.arange(4))) <= 1))
    assert ops.EuclideanNorm()(ms.Tensor([[3.0, 4.0]]), (1,)).asnumpy().tolist() == [5.0]
