"""minicell.numpy against numpy: every numpy-only function and every adapter of an op-table row,
table-driven, in both modes (GRAPH_MODE calls it inside a Cell's construct), with the dtype
MindSpore 2.10's mindspore.numpy gives (checked against it); gradients of a representative set
against jax.numpy; the data-dependent ones raise GRAPH_MODE's data-dependent-shape error."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, numpy as mnp
from minicell.compiler.errors import CompileWarning

from conftest import in_both_modes

F32, I32 = np.float32, np.int32
A = np.array([[1.0, 5.0, 2.0], [3.0, -2.0, 4.0]], F32)
V = np.array([1.0, 2.0, 4.0, 7.0], F32)
NANS = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, 2.0]], F32)
IV = np.array([3, 1, 2], I32)


class Wrap(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def case(id, fn, ref, *inputs, dtype="Float32", graph=True):
    return pytest.param(fn, ref, inputs, dtype, graph, id=id)


# The minicell side of each case, one `name = lambda` statement each: GRAPH_MODE reads a lambda
# held as a Cell attribute from its own source lines as 2.10 does, and refuses one written inside
# a call (compiler/lambda_source.py); the numpy side stays inline.
mnp_cumprod = lambda x: mnp.cumprod(x)
mnp_cumprod_axis = lambda x: mnp.cumprod(x, axis=1)
mnp_eye = lambda x: mnp.eye(2, 3, 1) + x
mnp_flip = lambda x: mnp.flip(x)
mnp_flip_axis = lambda x: mnp.flip(x, 1)
mnp_linspace = lambda x: mnp.linspace(0, 1, 4, endpoint=False) + x
mnp_linspace_arrays = lambda x: mnp.linspace(x, 2, 3, axis=1)
mnp_max = lambda x: mnp.max(x, axis=1, keepdims=True, initial=4.5)
mnp_min_where = lambda x: mnp.min(x, where=mnp.array([True, False, True]), initial=9.0)
mnp_arange = lambda x: mnp.arange(5) + x
mnp_arange_float = lambda x: mnp.arange(0, 1, 0.25) + x
mnp_full = lambda x: mnp.full((2,), 1) + x
mnp_where_scalars = lambda x: mnp.where(x > 2, 1, 2)
mnp_round_decimals = lambda x: mnp.round(x / 3, 1)
mnp_concatenate_stack = (lambda x: (mnp.concatenate(x), mnp.concatenate([x, x], None),
                                     mnp.stack(x, 1)))
mnp_diag = lambda x: (mnp.diag(x, 1), mnp.diag(x, -1), mnp.diag(x[0], -1))
mnp_tril_triu_1d = lambda x: (mnp.tril(x[0]), mnp.triu(x[0], 1))
mnp_norm = lambda x: mnp.norm(x)
mnp_norm_matrix_1 = lambda x: mnp.norm(x, 1)
mnp_norm_matrix_inf = lambda x: mnp.norm(x, np.inf, keepdims=True)
mnp_norm_vector_3 = lambda x: mnp.norm(x, 3, axis=1)
mnp_pad_constant = lambda x: mnp.pad(x, ((1, 0), (0, 2)), constant_values=7)
mnp_pad_reflect = lambda x: mnp.pad(x, 2, mode="reflect")
mnp_pad_symmetric_odd = lambda x: mnp.pad(x, (2, 5), mode="symmetric", reflect_type="odd")
mnp_pad_wrap = lambda x: mnp.pad(x, 2, mode="wrap")
mnp_pad_mean = lambda x: mnp.pad(x, 2, mode="mean", stat_length=2)
mnp_pad_linear_ramp = lambda x: mnp.pad(x, 2, mode="linear_ramp", end_values=(5, -1))
mnp_select = lambda x: mnp.select([x > 2, x < 0], [x, -x], 9.0)
mnp_split = lambda x: mnp.split(x, 3, axis=1)
mnp_split_indices = lambda x: mnp.split(x, [1, 3])
mnp_unique = lambda x: mnp.unique(x, return_inverse=True)
mnp_array_ndmin = lambda x: mnp.array([1.0, 2], ndmin=2) + x
mnp_array_of_tensors = lambda x: mnp.array([x, x * 2])
mnp_asarray = lambda x: mnp.asarray(x, mnp.float32)
mnp_asfarray = lambda x: mnp.asfarray(x, mnp.int32)
mnp_empty_like = lambda x: mnp.empty_like(x, shape=(3,)) * 0
mnp_identity = lambda x: mnp.identity(3, mnp.int32) + x
mnp_logspace = lambda x: mnp.logspace(x, 2, 3, base=2.0)
mnp_geomspace = lambda x: mnp.geomspace(x, -100, 3, axis=1)
mnp_tri = lambda x: mnp.tri(3, 2, 1) + x
mnp_indices = lambda x: mnp.indices((2, 3))
mnp_ix_ = lambda x: mnp.ix_(x, x[:2])
mnp_mgrid = lambda x: mnp.mgrid[0:4:2, 1:3] + x
mnp_mgrid_complex = lambda x: mnp.mgrid[0:1:5j] + x
mnp_ogrid = lambda x: mnp.ogrid[0:2, 0:1:0.5]
mnp_diag_indices = lambda x: mnp.diag_indices(2, 3)
mnp_tril_indices_from = lambda x: mnp.tril_indices_from(x, 1)
mnp_triu_indices_from = lambda x: mnp.triu_indices_from(x, -1)
mnp_windows = lambda x: (mnp.bartlett(5), mnp.blackman(4), mnp.hamming(3), mnp.hanning(4))
mnp_average = lambda x: mnp.average(x, axis=1, weights=mnp.array([1.0, 2, 3]))
mnp_average_returned = lambda x: mnp.average(x, weights=x * x, returned=True)
mnp_average_int = lambda x: mnp.average(x)
mnp_ptp = lambda x: mnp.ptp(x, axis=1)
mnp_nanmax = lambda x: mnp.nanmax(x, axis=1)
mnp_nanmin = lambda x: mnp.nanmin(x, axis=0)
mnp_nanvar = lambda x: mnp.nanvar(x, axis=1, keepdims=True)
mnp_nanstd = lambda x: mnp.nanstd(x, ddof=1)
mnp_nan_reductions_int = lambda x: (mnp.nanmax(x), mnp.nanmin(x), mnp.nancumsum(x))
mnp_nancumsum = lambda x: mnp.nancumsum(x, axis=1)
mnp_divmod = lambda x: mnp.divmod(x, 3)
mnp_ediff1d = lambda x: mnp.ediff1d(x, to_end=mnp.array([0.0]), to_begin=5)
mnp_interp = lambda x: mnp.interp(x, [0.0, 1, 2], [0.0, 10, 30], left=-5.0)
mnp_convolve = lambda x: mnp.convolve(x, mnp.array([0.0, 1, 0.5]))
mnp_convolve_same_int = lambda x: mnp.convolve(x, mnp.array([0, 1, 2, 5, 1]), "same")
mnp_correlate = lambda x: mnp.correlate(x, mnp.array([1.0, 2]))
mnp_correlate_int = lambda x: mnp.correlate(x, mnp.array([1, 2]))
mnp_correlate_full_swapped = lambda x: mnp.correlate(mnp.array([1.0, 2]), x, "full")
mnp_corrcoef = lambda x: mnp.corrcoef(x)
mnp_corrcoef_xy = lambda x: mnp.corrcoef(x, x * x + 1, rowvar=False)
mnp_gradient = lambda x: (mnp.gradient(x, 2.0), mnp.gradient(x[0], edge_order=2))
mnp_unwrap = lambda x: mnp.unwrap(x)
mnp_digitize = lambda x: mnp.digitize(x, mnp.array([0.0, 1, 2]))
mnp_digitize_decreasing_right = lambda x: mnp.digitize(x, mnp.array([4.0, 2, 1]), True)
mnp_polyadd = lambda x: mnp.polyadd(x, mnp.array([1, 2]))
mnp_polysub = lambda x: mnp.polysub(mnp.array([1.0]), x)
mnp_polymul = lambda x: mnp.polymul(x, [1.0, 3])
mnp_polyder = lambda x: mnp.polyder(x, 2)
mnp_polyint = lambda x: mnp.polyint(x, 2, k=[1, 2])
mnp_polyval = lambda x: mnp.polyval(mnp.array([1, 2, 3]), x)
mnp_array_equal = (lambda x: (mnp.array_equal(x, x), mnp.array_equal(x, x + 1),
                               mnp.array_equal(x, x[0]),
                               mnp.array_equal(mnp.log(x), mnp.log(x), equal_nan=True)))
mnp_array_equiv = (lambda x: (mnp.array_equiv(x[0], mnp.stack([x[0], x[0]])),
                               mnp.array_equiv(x, x[:, :2])))
mnp_isin = lambda x: mnp.isin(x, [2.0, 3], invert=True)
mnp_in1d = lambda x: mnp.in1d(x, mnp.array([2.0, 3]))
mnp_sometrue = lambda x: mnp.sometrue(x > 4, axis=1, keepdims=True)
mnp_setdiff1d = lambda x: mnp.setdiff1d(x, mnp.array([3]))
mnp_intersect1d = lambda x: mnp.intersect1d(x, mnp.array([3, 2, 5]), return_indices=True)
mnp_append = lambda x: mnp.append(x, mnp.array([[9.0]]))
mnp_append_axis = lambda x: mnp.append(x, x, axis=0)
mnp_array_split = lambda x: mnp.array_split(x, 3)
mnp_array_split_indices = lambda x: mnp.array_split(x, [1, 3])
mnp_rollaxis = lambda x: mnp.rollaxis(x[None], 2, 1)
mnp_broadcast_arrays = lambda x: mnp.broadcast_arrays(x, x[:1, :1])
mnp_take_along_axis = lambda x: mnp.take_along_axis(x, mnp.array([[0, 2, -1]]), 1)
mnp_choose = lambda x: mnp.choose(mnp.array([[0, 1, 3], [1, 0, -1]]), [x, -x])
mnp_choose_wrap = lambda x: mnp.choose(mnp.array([0, 3, -1]), [x[0], x[1]], mode="wrap")
mnp_piecewise = lambda x: mnp.piecewise(x, [x < 0, x > 3], [lambda v: -v, 9.0, 1.0])
mnp_apply_along_axis = lambda x: mnp.apply_along_axis(lambda r: r[::-1] * 2, 1, x)
mnp_apply_over_axes = lambda x: mnp.apply_over_axes(mnp.sum, x, [0, 1])
mnp_ravel_multi_index = lambda x: mnp.ravel_multi_index((x, mnp.array([2, 1, 0])), (2, 3))
mnp_ravel_multi_index_wrap_F = (lambda x: mnp.ravel_multi_index(
    (x, mnp.array([2, 1, 0])), (2, 3), mode="wrap", order="F"))
mnp_unravel_index = lambda x: mnp.unravel_index(x, (2, 3), order="F")
mnp_histogram = lambda x: mnp.histogram(x, bins=3)
mnp_histogram_weights_density = (lambda x: mnp.histogram(
    x, bins=mnp.array([-2.0, 2, 6]), weights=x * x, density=True))
mnp_histogram_bin_edges = lambda x: mnp.histogram_bin_edges(x, 4, range=(0, 8))
mnp_histogram2d = (lambda x: mnp.histogram2d(x[0], x[1], bins=[2, 3],
                                             range=[[0, 6], [-2, 4]], density=True))
mnp_histogramdd = lambda x: mnp.histogramdd(x.T, bins=2)

CASES = [
    # ---- adapters on op-table rows ----
    case("cumprod", mnp_cumprod, lambda x: np.cumprod(x), A),
    case("cumprod_axis", mnp_cumprod_axis, lambda x: np.cumprod(x, 1), A),
    case("eye", mnp_eye, lambda x: np.eye(2, 3, 1) + x, F32(0)),
    case("flip", mnp_flip, lambda x: np.flip(x), A),
    case("flip_axis", mnp_flip_axis, lambda x: np.flip(x, 1), A),
    case("linspace", mnp_linspace,
         lambda x: np.linspace(0, 1, 4, endpoint=False) + x, F32(0)),
    case("linspace_arrays", mnp_linspace_arrays,
         lambda x: np.linspace(x, 2, 3, axis=1), np.array([0.0, 1.0], F32)),
    case("max", mnp_max,
         lambda x: np.max(x, axis=1, keepdims=True, initial=4.5), A),
    case("min_where", mnp_min_where,
         lambda x: np.min(x, where=np.array([True, False, True]), initial=9.0), A),
    case("arange", mnp_arange, lambda x: np.arange(5) + x, I32(0), dtype="Int32"),
    case("arange_float", mnp_arange_float,
         lambda x: np.arange(0, 1, 0.25) + x, F32(0)),
    case("full", mnp_full, lambda x: np.full(2, 1) + x, I32(0),
         dtype="Int32"),
    case("where_scalars", mnp_where_scalars, lambda x: np.where(x > 2, 1, 2), A,
         dtype="Int32"),
    case("round_decimals", mnp_round_decimals, lambda x: np.round(x / 3, 1), A),
    case("concatenate_stack", mnp_concatenate_stack,
         lambda x: (np.concatenate(x), np.concatenate([x, x], None), np.stack(x, 1)), A),
    case("diag", mnp_diag,
         lambda x: (np.diag(x, 1), np.diag(x, -1), np.diag(x[0], -1)), A),
    case("tril_triu_1d", mnp_tril_triu_1d,
         lambda x: (np.tril(x[0]), np.triu(x[0], 1)), A),
    case("norm", mnp_norm, lambda x: np.linalg.norm(x), A),
    case("norm_matrix_1", mnp_norm_matrix_1, lambda x: np.linalg.norm(x, 1), A),
    case("norm_matrix_inf", mnp_norm_matrix_inf,
         lambda x: np.linalg.norm(x, np.inf, keepdims=True), A),
    case("norm_vector_3", mnp_norm_vector_3, lambda x: np.linalg.norm(x, 3, 1), A),
    case("pad_constant", mnp_pad_constant,
         lambda x: np.pad(x, ((1, 0), (0, 2)), constant_values=7), A),
    case("pad_reflect", mnp_pad_reflect,
         lambda x: np.pad(x, 2, mode="reflect"), A),
    case("pad_symmetric_odd", mnp_pad_symmetric_odd,
         lambda x: np.pad(x, (2, 5), mode="symmetric", reflect_type="odd"), V),
    case("pad_wrap", mnp_pad_wrap, lambda x: np.pad(x, 2, mode="wrap"), V),
    case("pad_mean", mnp_pad_mean,
         lambda x: np.pad(x, 2, mode="mean", stat_length=2), V),
    case("pad_linear_ramp", mnp_pad_linear_ramp,
         lambda x: np.pad(x, 2, mode="linear_ramp", end_values=(5, -1)), V),
    case("select", mnp_select,
         lambda x: np.select([x > 2, x < 0], [x, -x], 9.0), A),
    case("split", mnp_split, lambda x: np.split(x, 3, axis=1), A),
    case("split_indices", mnp_split_indices, lambda x: np.split(x, [1, 3]), V),
    case("unique", mnp_unique,
         lambda x: (np.array([3, 1, 2]), np.array([0, 1, 0, 2])),
         np.array([[3, 1], [3, 2]], I32), dtype="Int32", graph=False),
    # ---- creation ----
    case("array_ndmin", mnp_array_ndmin,
         lambda x: np.array([1.0, 2], ndmin=2) + x, F32(0)),
    case("array_of_tensors", mnp_array_of_tensors, lambda x: np.array([x, x * 2]), V),
    case("asarray", mnp_asarray, lambda x: x.astype(F32), IV),
    case("asfarray", mnp_asfarray, lambda x: x.astype(F32), IV),
    case("empty_like", mnp_empty_like, lambda x: np.zeros(3), A),
    case("identity", mnp_identity, lambda x: np.eye(3) + x, I32(0),
         dtype="Int32"),
    case("logspace", mnp_logspace,
         lambda x: np.logspace(x, 2, 3, base=2.0), np.array([0.0, 1.0], F32)),
    case("geomspace", mnp_geomspace,
         lambda x: np.geomspace(x, -100, 3, axis=1), np.array([-1.0, -2.0], F32)),
    case("tri", mnp_tri, lambda x: np.tri(3, 2, 1) + x, F32(0)),
    case("indices", mnp_indices, lambda x: list(np.indices((2, 3))), F32(0),
         dtype="Int32"),
    case("ix_", mnp_ix_, lambda x: np.ix_(x, x[:2]), IV, dtype="Int32"),
    case("mgrid", mnp_mgrid, lambda x: np.mgrid[0:4:2, 1:3] + x,
         I32(0), dtype="Int32"),
    case("mgrid_complex", mnp_mgrid_complex, lambda x: np.mgrid[0:1:5j] + x, F32(0)),
    case("ogrid", mnp_ogrid, lambda x: np.ogrid[0:2, 0:1:0.5], F32(0)),
    case("diag_indices", mnp_diag_indices, lambda x: np.diag_indices(2, 3),
         F32(0), dtype="Int32"),
    case("tril_indices_from", mnp_tril_indices_from,
         lambda x: np.tril_indices_from(x, 1), A, dtype="Int32"),
    case("triu_indices_from", mnp_triu_indices_from,
         lambda x: np.triu_indices_from(x, -1), A, dtype="Int32"),
    case("windows", mnp_windows,
         lambda x: (np.bartlett(5), np.blackman(4), np.hamming(3), np.hanning(4)), F32(0)),
    # ---- math ----
    case("average", mnp_average,
         lambda x: np.average(x, axis=1, weights=[1.0, 2, 3]), A),
    case("average_returned", mnp_average_returned,
         lambda x: np.average(x, weights=x * x, returned=True), A),
    case("average_int", mnp_average_int, lambda x: np.trunc(np.average(x)), IV,
         dtype="Int32"),
    case("ptp", mnp_ptp, lambda x: np.ptp(x, axis=1), A),
    case("nanmax", mnp_nanmax, lambda x: np.nanmax(x, axis=1), NANS),
    case("nanmin", mnp_nanmin, lambda x: np.nanmin(x, axis=0), NANS[:, [0, 2]]),
    case("nanvar", mnp_nanvar,
         lambda x: np.nanvar(x, axis=1, keepdims=True), NANS),
    case("nanstd", mnp_nanstd, lambda x: np.nanstd(x, ddof=1), NANS),
    case("nan_reductions_int", mnp_nan_reductions_int,
         lambda x: (np.nanmax(x), np.nanmin(x), np.nancumsum(x)), IV, dtype="Int32"),
    case("nancumsum", mnp_nancumsum, lambda x: np.nancumsum(x, axis=1), NANS),
    case("divmod", mnp_divmod, lambda x: np.divmod(x, 3),
         np.array([7, -7, 5], I32), dtype="Int32"),
    case("ediff1d", mnp_ediff1d,
         lambda x: np.ediff1d(x, to_end=[0.0], to_begin=5), A),
    case("interp", mnp_interp,
         lambda x: np.interp(x, [0.0, 1, 2], [0.0, 10, 30], left=-5.0), A),
    case("convolve", mnp_convolve,
         lambda x: np.convolve(x, [0.0, 1, 0.5]), V),
    case("convolve_same_int", mnp_convolve_same_int,
         lambda x: np.convolve(x, [0, 1, 2, 5, 1], "same"), IV, dtype="Int32"),
    case("correlate", mnp_correlate,
         lambda x: np.correlate(x, [1.0, 2]), V),
    case("correlate_int", mnp_correlate_int,
         lambda x: np.correlate(x, [1, 2]), IV),
    case("correlate_full_swapped", mnp_correlate_full_swapped,
         lambda x: np.correlate([1.0, 2], x, "full"), V),
    case("corrcoef", mnp_corrcoef, lambda x: np.corrcoef(x), A),
    case("corrcoef_xy", mnp_corrcoef_xy,
         lambda x: np.corrcoef(x, x * x + 1, rowvar=False), A.T),
    case("gradient", mnp_gradient,
         lambda x: (np.gradient(x, 2.0), np.gradient(x[0], edge_order=2)), A),
    case("unwrap", mnp_unwrap, lambda x: np.unwrap(x), np.array([0, 3.5, 7, 1], F32)),
    case("digitize", mnp_digitize,
         lambda x: np.digitize(x, [0.0, 1, 2]), A, dtype="Int32"),
    case("digitize_decreasing_right", mnp_digitize_decreasing_right,
         lambda x: np.digitize(x, [4.0, 2, 1], True), A, dtype="Int32"),
    # ---- polynomials ----
    case("polyadd", mnp_polyadd, lambda x: np.polyadd(x, [1, 2]),
         IV, dtype="Int32"),
    case("polysub", mnp_polysub, lambda x: np.polysub([1.0], x), V),
    case("polymul", mnp_polymul, lambda x: np.polymul(x, [1.0, 3]), V),
    case("polyder", mnp_polyder, lambda x: np.polyder(x, 2), V),
    case("polyint", mnp_polyint, lambda x: np.polyint(x, 2, k=[1, 2]), V),
    case("polyval", mnp_polyval,
         lambda x: np.polyval([1, 2, 3], x), A),
    # ---- logic and sets ----
    case("array_equal", mnp_array_equal,
         lambda x: (True, False, False, True), A, dtype="Bool"),
    case("array_equiv", mnp_array_equiv,
         lambda x: (True, False), A, dtype="Bool"),
    case("isin", mnp_isin,
         lambda x: np.isin(x, [2.0, 3], invert=True), A, dtype="Bool"),
    case("in1d", mnp_in1d, lambda x: np.isin(x.ravel(), [2, 3]),
         A, dtype="Bool"),
    case("sometrue", mnp_sometrue,
         lambda x: np.any(x > 4, axis=1, keepdims=True), A, dtype="Bool"),
    case("setdiff1d", mnp_setdiff1d,
         lambda x: np.setdiff1d(x, [3]), IV, dtype="Int32", graph=False),
    case("intersect1d", mnp_intersect1d,
         lambda x: np.intersect1d(x, [3, 2, 5], return_indices=True), IV, dtype="Int32",
         graph=False),
    # ---- manipulation ----
    case("append", mnp_append, lambda x: np.append(x, [[9.0]]), A),
    case("append_axis", mnp_append_axis, lambda x: np.append(x, x, axis=0), A),
    case("array_split", mnp_array_split, lambda x: np.array_split(x, 3), V),
    case("array_split_indices", mnp_array_split_indices,  # 2.10 refuses [3, 1]
         lambda x: np.array_split(x, [1, 3]), V),
    case("rollaxis", mnp_rollaxis, lambda x: np.rollaxis(x[None], 2, 1), A),
    case("broadcast_arrays", mnp_broadcast_arrays,
         lambda x: np.broadcast_arrays(x, x[:1, :1]), A),
    case("take_along_axis", mnp_take_along_axis,
         lambda x: np.take_along_axis(x, np.array([[0, 2, -1]]), 1), A),
    case("choose", mnp_choose,
         lambda x: np.choose(np.clip([[0, 1, 3], [1, 0, -1]], 0, 1), [x, -x]), A),
    case("choose_wrap", mnp_choose_wrap,
         lambda x: np.choose([0, 3, -1], [x[0], x[1]], mode="wrap"), A),
    case("piecewise", mnp_piecewise,
         lambda x: np.piecewise(x, [x < 0, x > 3], [lambda v: -v, 9.0, 1.0]), A),
    case("apply_along_axis", mnp_apply_along_axis,
         lambda x: np.apply_along_axis(lambda r: r[::-1] * 2, 1, x), A),
    case("apply_over_axes", mnp_apply_over_axes,
         lambda x: np.apply_over_axes(np.sum, x, [0, 1]), A),
    case("ravel_multi_index", mnp_ravel_multi_index,
         lambda x: np.ravel_multi_index((np.clip(x, 0, 1), [2, 1, 0]), (2, 3)), IV),
    case("ravel_multi_index_wrap_F", mnp_ravel_multi_index_wrap_F,
         lambda x: np.ravel_multi_index((x, [2, 1, 0]), (2, 3), mode="wrap", order="F"), IV),
    case("unravel_index", mnp_unravel_index,
         lambda x: np.unravel_index(x, (2, 3), order="F"), np.array([5, 1, 0], I32),
         dtype="Int32"),
    # ---- histograms ----
    case("histogram", mnp_histogram, lambda x: np.histogram(x, bins=3), A),
    case("histogram_weights_density", mnp_histogram_weights_density,
         lambda x: np.histogram(x, bins=[-2.0, 2, 6], weights=x * x, density=True), A),
    case("histogram_bin_edges", mnp_histogram_bin_edges,
         lambda x: np.histogram_bin_edges(x, 4, range=(0, 8)), A),
    case("histogram2d", mnp_histogram2d,
         lambda x: np.histogram2d(x[0], x[1], bins=[2, 3], range=[[0, 6], [-2, 4]],
                                  density=True), A),
    case("histogramdd", mnp_histogramdd,
         lambda x: np.histogramdd(x.T, bins=2), A),
]


def _leaves(v):
    if isinstance(v, (list, tuple)):
        return [leaf for item in v for leaf in _leaves(item)]
    return [v]


@in_both_modes("fn, ref, inputs, dtype, graph", CASES)
def test_against_numpy(mode, fn, ref, inputs, dtype, graph):
    args = [ms.Tensor(a) for a in inputs]
    if mode == ms.GRAPH_MODE and not graph:     # a data-dependent shape: run op by op
        with pytest.warns(CompileWarning, match="depends on the tensor's values"):
            got = _leaves(Wrap(fn)(*args))
    else:
        got = _leaves(Wrap(fn)(*args))
    want = _leaves(ref(*inputs))
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert isinstance(g, ms.Tensor), g
        assert str(g.dtype) == dtype
        np.testing.assert_allclose(g.asnumpy().astype(np.float64), np.asarray(w, np.float64),
                                   rtol=1e-5, atol=1e-5)


# ---- gradients: minicell's (both modes) against jax.numpy's of the same function ----------------
GRAD_CASES = [
    pytest.param(lambda s, e: mnp.linspace(s, e, 5, axis=1),
                 lambda s, e: jnp.linspace(s, e, 5, axis=1), (V[:2], V[2:]), id="linspace"),
    pytest.param(lambda x, f: mnp.interp(x, mnp.array([0.0, 2, 3, 6]), f),
                 lambda x, f: jnp.interp(x, jnp.array([0.0, 2, 3, 6]), f), (A, V),
                 id="interp"),
    pytest.param(lambda a, v: mnp.convolve(a, v, "same"),
                 lambda a, v: jnp.convolve(a, v, "same"), (V, V[:3]), id="convolve"),
    pytest.param(lambda x: mnp.nanstd(x, axis=1), lambda x: jnp.nanstd(x, axis=1), (NANS,),
                 id="nanstd"),
    pytest.param(lambda x: mnp.pad(x, 2, mode="reflect") * mnp.arange(7.0)[:6, None],
                 lambda x: jnp.pad(x, 2, mode="reflect") * jnp.arange(7.0)[:6, None], (A,),
                 id="pad"),
    pytest.param(lambda x: mnp.take_along_axis(x, mnp.array([[0, 0, 2]]), 1) * x,
                 lambda x: jnp.take_along_axis(x, jnp.array([[0, 0, 2]]), 1) * x, (A,),
                 id="take_along_axis"),
]


@pytest.mark.parametrize("fn, ref, inputs", GRAD_CASES)
def test_gradients(mode, fn, ref, inputs):
    pos = tuple(range(len(inputs)))
    fn2 = lambda *a: fn(*a).sum()
    got = ms.grad(Wrap(fn2), grad_position=pos)(
        *[ms.Tensor(a) for a in inputs])
    want = jax.grad(lambda *a: ref(*a).sum(), argnums=pos)(*[jnp.asarray(a) for a in inputs])
    for g, w in zip(_leaves(got), want):
        np.testing.assert_allclose(g.asnumpy(), np.asarray(w), rtol=1e-4, atol=1e-4)


def test_random_adapters(mode):
    fn3 = (lambda: (mnp.rand(2, 3), mnp.randn((2, 3)), mnp.randint(3, shape=(4,)),
                    mnp.randint(2, 5, (50,))))
    out = Wrap(fn3)()
    assert [(t.shape, str(t.dtype)) for t in out] == [
        ((2, 3), "Float32"), ((2, 3), "Float32"), ((4,), "Int32"), ((50,), "Int32")]
    u, _, i, j = (t.asnumpy() for t in out)
    assert ((u >= 0) & (u < 1)).all() and ((i >= 0) & (i < 3)).all()
    assert ((j >= 2) & (j < 5)).all()


def test_a_name_from_the_table_and_a_module_fails(monkeypatch):
    monkeypatch.setattr(mnp.math_ops, "__all__", mnp.math_ops.__all__ + ["add"])
    monkeypatch.setattr(mnp.math_ops, "add", lambda *a: None, raising=False)
    with pytest.raises(ms.ops._table.OpTableError, match="numpy.add is defined both by the op "
                                                           "table and by minicell.numpy.math_ops"):
        mnp._namespace()


def test_dtypes_and_promotion():
    """MindSpore 2.10's values (mnp.int_ is Int32; a float beats any int in promote_types)."""
    assert (mnp.int_, mnp.float_, mnp.bool_) == (ms.int32, ms.float32, ms.bool_)
    for n in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
              "float16", "float32", "float64"):
        assert getattr(mnp, n) == getattr(ms, n)
    promote = [((mnp.int32, mnp.float16), ms.float16), ((mnp.int8, mnp.uint8), ms.int16),
               (("float16", "int32"), ms.float16), ((mnp.uint16, mnp.int16), ms.int32),
               ((mnp.bool_, mnp.int8), ms.int8), ((np.float32, mnp.float64), ms.float64)]
    for args, want in promote:
        assert mnp.promote_types(*args) == want, args
    result = [((1, 2.0), ms.float32), ((1,), ms.int32), ((True,), ms.bool_),
              ((mnp.array([1], mnp.int8), 3), ms.int32),
              ((mnp.array([1.0], mnp.float16), 3.0), ms.float32),
              ((mnp.int16, mnp.array([1.0], mnp.float16)), ms.float16),
              ((mnp.array([1], mnp.int64), 2.0), ms.float32)]
    for args, want in result:
        assert mnp.result_type(*args) == want, args
    assert [mnp.isscalar(v) for v in (1, 1.5, True, "a", np.float32(1), mnp.array(1), [1])] == \
        [True] * 5 + [False] * 2


def test_conversions_and_strings():
    assert str(mnp.array([1.0, 2]).dtype) == "Float32" and str(mnp.array([1, 2]).dtype) == "Int32"
    assert str(mnp.array(True).dtype) == "Bool"
    assert str(mnp.asarray([1, 2], mnp.float16).dtype) == "Float16"
    with pytest.raises(TypeError, match="input data must be"):
        mnp.array(np.array([1, 2]))
    e = mnp.empty((2, 3), mnp.int32)
    assert (e.shape, str(e.dtype)) == ((2, 3), "Int32")
    assert mnp.array_str(mnp.array([[1.5, 2]])) == "[[1.5 2. ]]"
    assert str(mnp.linspace(0, 1, 3).dtype) == "Float32"
    step = mnp.linspace(0, 1, 3, retstep=True)[1]
    assert float(step) == 0.5


def test_argument_errors():
    with pytest.raises(ValueError, match=r"^For 'Split', x_shape\[0\] must be divisible by "
                       r"output_num = 3, but got 7$"):    # 2.10's text
        mnp.split(mnp.arange(7), 3)
    with pytest.raises(TypeError, match="indices_or_sections"):
        mnp.split(mnp.arange(6), mnp.array([2, 3]))
    with pytest.raises(NotImplementedError, match="raise"):
        mnp.choose(mnp.array([0]), [mnp.array([1])], mode="raise")
    with pytest.raises(NotImplementedError, match="Non-constant spacing"):
        mnp.gradient(mnp.array([1.0, 2, 4]), mnp.array([0.0, 1, 3]))
    with pytest.raises(ValueError, match="negative"):
        mnp.pad(mnp.array([1.0]), -1)
    with pytest.raises(ValueError, match="same length"):
        mnp.select([mnp.array([True])], [])


# ---- numpy signatures of like/diagonal/trace/meshgrid, array copies, random and arange checks --
def test_like_functions_take_shape_dtype_and_lists():
    x = ms.Tensor(A)
    assert mnp.ones_like(x, shape=(3, 2)).asnumpy().tolist() == np.ones((3, 2)).tolist()
    z = mnp.zeros_like(x, dtype="int32", shape=4)
    assert z.dtype == ms.int32 and z.shape == (4,)
    f = mnp.full_like([[1, 2]], 7)
    assert f.dtype == ms.int32 and f.asnumpy().tolist() == [[7, 7]]
    np.testing.assert_array_equal(mnp.full_like(x, ms.Tensor([1, 2, 3])).asnumpy(),
                                  np.full_like(A, [1, 2, 3]))


def test_diagonal_trace_numpy_axes_and_meshgrid_of_nd_inputs():
    b = np.arange(60, dtype=F32).reshape(3, 4, 5)
    np.testing.assert_array_equal(mnp.diagonal(ms.Tensor(b), offset=1, axis1=2, axis2=0)
                                  .asnumpy(), np.diagonal(b, 1, 2, 0))
    t = mnp.trace(ms.Tensor(b), offset=-1, axis1=-2, axis2=2, dtype=ms.float16)
    assert t.dtype == ms.float16
    np.testing.assert_array_equal(t.asnumpy(), np.trace(b, -1, -2, 2))
    g = mnp.meshgrid(ms.Tensor(np.ones((2, 3), I32)), ms.Tensor(np.ones((4, 5), I32)))
    assert [a.shape for a in g] == [(20, 6), (20, 6)]


def test_array_copies_unless_copy_false_and_dtype_strings():
    a = mnp.asarray([1, 2])
    assert mnp.array(a, copy=False) is a and mnp.array(a) is not a
    assert mnp.asarray([1, 2], dtype="float16").dtype == ms.float16
    assert mnp.eye(2, dtype="int32").dtype == ms.int32


@pytest.mark.parametrize("call, err", [
    (lambda: mnp.randn(1, 1.2, 2), TypeError), (lambda: mnp.rand(2, 2.0), TypeError),
    (lambda: mnp.randint(1.2), TypeError), (lambda: mnp.randint(0), ValueError),
    (lambda: mnp.randint(1, 1.2), TypeError), (lambda: mnp.randint(2, 1), ValueError),
    (lambda: mnp.randint(1, dtype="float"), ValueError), (lambda: ms.ops.arange([1]), TypeError),
    (lambda: ms.ops.arange(10, 1), ValueError), (lambda: ms.ops.arange(0, 5, -1), ValueError),
    (lambda: ms.ops.arange(0, 5, 0), ValueError)])
def test_random_shapes_and_arange_ranges_are_checked(call, err):
    with pytest.raises(err):
        call()


def test_arange_and_randint_still_take_valid_bounds():
    assert ms.ops.arange(5, 0, -2).asnumpy().tolist() == [5, 3, 1]
    assert ms.ops.arange(3, 3).shape == (0,)
    r = mnp.randint(2, 5, (3, 4))
    assert r.dtype == ms.int32 and r.shape == (3, 4)
    assert 2 <= r.asnumpy().min() and r.asnumpy().max() < 5


def test_size_with_axis_and_argwhere_of_array_likes():
    x = mnp.ones((2, 3, 4))
    assert (mnp.size(x), mnp.size(x, axis=0), mnp.size(x, -1), mnp.size([[1, 2]])) == (24, 2, 4, 2)
    with pytest.raises(ValueError, match="axis 5 is out of bounds for array of dimension 3"):
        mnp.size(x, axis=5)
    assert mnp.argwhere([[1, 0], [0, 2]]).asnumpy().tolist() == [[0, 0], [1, 1]]
    with pytest.raises(ValueError, match="at least 1 dimension"):
        mnp.argwhere(1)
    with pytest.raises(TypeError, match="array like"):
        mnp.argwhere(None)


def test_numpy_signatures_dtype_keepdims_axis_and_2_10_only_names():
    # values and dtypes measured in MindSpore 2.10's mindspore.numpy
    x = mnp.array([[1, 2], [3, 4]])
    assert mnp.add(x, x, dtype=mnp.float32).dtype == ms.float32
    assert mnp.negative(x, dtype="float16").asnumpy().tolist() == [[-1, -2], [-3, -4]]
    assert mnp.equal(x, x, dtype=mnp.int32).dtype == ms.int32
    m = mnp.mean(x, axis=0, keepdims=True, dtype=mnp.float16)
    assert m.dtype == ms.float16 and m.asnumpy().tolist() == [[2.0, 3.0]]
    assert mnp.mean(x).dtype == ms.int32 and int(mnp.mean(x)) == 2
    am = mnp.argmax([[1, 2], [5, 0]], axis=0)
    assert am.dtype == ms.int64 and am.asnumpy().tolist() == [1, 0]
    assert mnp.argmin(x, axis=1).asnumpy().tolist() == [0, 0]
    d = mnp.divide(x, 2, dtype=mnp.float16)
    assert d.dtype == ms.float16 and d.asnumpy().tolist() == [[0.5, 1.0], [1.5, 2.0]]
    assert mnp.clip([1, 5], 2, 3).asnumpy().tolist() == [2, 3]
    with pytest.raises(ValueError, match="One of max or min must be given"):
        mnp.clip(x, None, None)
    np.testing.assert_allclose(mnp.around(mnp.array([1.26, 2.5]), 1).asnumpy(), [1.3, 2.5])
    assert mnp.matrix_power(x, 2).asnumpy().tolist() == [[7, 10], [15, 22]]
    assert mnp.matrix_power(x.astype(ms.float32), 0).asnumpy().tolist() == [[1, 0], [0, 1]]
    with pytest.raises(ValueError, match="n < 0 is not supported"):
        mnp.matrix_power(x, -1)


def test_numpy_cross_cov_diff_poly_cumsum_and_promote_types_as_2_10():
    a2, b2 = np.array([[1.0, 2.0]], np.float32), np.array([[3.0, 5.0]], np.float32)
    assert mnp.cross(ms.Tensor(a2), ms.Tensor(b2)).asnumpy().tolist() == [-1.0]   # z only
    b3 = np.array([[0.0, 0.0, 1.0]], np.float32)
    assert mnp.cross(a2.tolist(), b3.tolist()).asnumpy().tolist() == [[2.0, -1.0, 0.0]]   # z=0
    x = np.array([[1.0, 2.0, 4.0], [0.0, 3.0, 1.0]], np.float32)
    got = mnp.cov(ms.Tensor(x), fweights=[1, 2, 1], aweights=[1, 1, 2])   # lists as weights
    np.testing.assert_allclose(got.asnumpy(), np.cov(x, fweights=[1, 2, 1], aweights=[1, 1, 2]),
                               rtol=1e-5)
    assert mnp.diff(ms.Tensor(x), 1, prepend=6).asnumpy().tolist() == [[-5, 1, 2], [-6, 3, -2]]
    assert mnp.diff(ms.Tensor(x), 0, append=3.0).shape == (2, 3)    # n=0: unchanged
    assert mnp.polyadd(mnp.array(3.0), mnp.array([1.0, 2.0])).asnumpy().tolist() == [1.0, 5.0]
    with pytest.raises(ValueError, match="scalar or 1-d sequence"):
        mnp.polymul(mnp.ones((2, 2)), mnp.ones(2))
    c = mnp.cumsum(mnp.ones((2, 2), dtype="bool"))    # 2.10: small ints and Bool sum in Int32
    assert c.dtype == ms.int32 and c.asnumpy().tolist() == [1, 2, 3, 4]
    assert ms.Tensor(np.ones(3, np.int8)).cumsum(0).dtype == ms.int32
    assert mnp.promote_types(int, mnp.bool_) == mnp.int32
    assert mnp.promote_types(int, float) == mnp.float32
    with pytest.raises(TypeError, match="initial must be scalar"):
        mnp.amax(mnp.ones((2, 2)), initial=[1.0, 2.0])
