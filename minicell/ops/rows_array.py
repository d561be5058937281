"""Op table rows for array manipulation beyond the core: scatter/gather/segment families, stacking and splitting, diagonals, sorting/searching, unique, extra reductions, window functions.

Same conventions as ``op_table`` (see ``_table``): one row per op, naming every public
spelling (functional names, Primitive class and its ``ops.operations`` submodule, Tensor
methods, ``minicell.numpy`` names).

>>> from minicell import ops, numpy as mnp
>>> ops.hstack is ops.functional.hstack is mnp.hstack
True
"""
from . import array_ext_diag as D, array_ext_layout as L, array_ext_math as M
from . import array_ext_np as N, array_ext_scatter as S, array_ext_search as Q
from . import array_ext_misc as MI, array_ext_space as SP, array_ops as A, extra_ops as X
from . import np_adapters as NPA, np_signatures as NPS, tensor_overloads as TO
from . import tensor_parsed, windows as W
from ._params import with_params
from ._table import declare as row

# ---- scatter family (array_ext_scatter.py) ------------------------------------------------------
for _m in ("sub", "mul", "div", "max", "min"):
    _cap = _m.capitalize()
    row(getattr(S, f"tensor_scatter_{_m}"), f"tensor_scatter_{_m}", prim=f"TensorScatter{_cap}",
        module="array_ops", tensor=f"scatter_{_m}")
row(N.t_scatter_add, (), tensor="scatter_add")
for _m in ("update", "add", "sub", "mul", "div", "max", "min"):
    _cap = _m.capitalize()
    row(getattr(S, f"scatter_nd_{_m}"), f"scatter_nd_{_m}", prim=getattr(S, f"ScatterNd{_cap}"),
        module="array_ops")
    row(getattr(S, f"scatter_{_m}"), () if _m == "sub" else f"scatter_{_m}",
        prim=getattr(S, f"Scatter{_cap}"), module="array_ops")
# MindSpore 2.10 keeps ScatterNonAliasingAdd, Pack, Unpack, InplaceUpdate, DynamicShape in
# ops.deprecated and the windows in ops.operations.spectral_ops; the nearest submodule here
row(None, prim=S.ScatterNonAliasingAdd, module="array_ops")
row(S.scatter, "scatter", tensor=("scatter", N.t_scatter))
row(None, prim=S.ScatterAddWithAxis, module="array_ops")

# ---- segments, index and in-place updates ------------------------------------------------------
for _m in ("max", "min", "prod"):
    row(getattr(S, f"unsorted_segment_{_m}"), f"unsorted_segment_{_m}",
        prim=getattr(S, f"UnsortedSegment{_m.capitalize()}"), module="array_ops",
        tensor=f"unsorted_segment_{_m}")
for _cls in (S.SegmentSum, S.SegmentMean, S.SegmentMax, S.SegmentMin, S.SegmentProd):
    row(None, prim=_cls, module="array_ops")
row(S.index_add, "index_add", prim=S.IndexAdd, module="math_ops",
    tensor=("index_add", N.t_index_add))
row(S.index_fill, "index_fill", prim="IndexFill", module="array_ops", tensor="index_fill")
row(S.inplace_add, "inplace_add", prim=S.InplaceAdd, module="math_ops")
row(S.inplace_sub, "inplace_sub", prim=S.InplaceSub, module="math_ops")
row(S.inplace_update, "inplace_update", prim=S.InplaceUpdate, module="array_ops",
    tensor="inplace_update")
row(None, prim=S.InplaceUpdateV2, module="math_ops")
row(S.inplace_index_add, "inplace_index_add", prim=S.InplaceIndexAdd, module="math_ops")
row(S.masked_scatter, (), prim="MaskedScatter", module="array_ops",
    tensor=("masked_scatter", N.t_masked_scatter))
row(X.masked_select, (), prim=Q.MaskedSelect, module="array_ops", tensor="masked_select")

# ---- scans, search, order statistics (array_ext_search.py) --------------------------------------
row(Q.cummax, "cummax", prim=Q.Cummax, module="array_ops", tensor="cummax")
row(Q.cummin, "cummin", prim=Q.Cummin, module="array_ops", tensor="cummin")
row(Q.logcumsumexp, "logcumsumexp", prim=Q.CumulativeLogsumexp, module="math_ops",
    tensor="logcumsumexp")
row(Q.searchsorted, "searchsorted", prim=Q.SearchSorted, module="array_ops",
    tensor=("searchsorted", N.np_searchsorted), numpy=("searchsorted", N.np_searchsorted))
row(Q.bucketize, "bucketize", prim=Q.Bucketize, module="math_ops")
row(None, prim=Q.LowerBound, module="array_ops")
row(None, prim=Q.UpperBound, module="array_ops")
row(Q.msort, "msort", tensor="msort")
row(Q.median, "median", prim=Q.Median, module="math_ops", tensor=("median", N.t_median))
row(Q.nanmedian, "nanmedian", tensor="nanmedian")
row(Q.quantile, "quantile", prim=Q.Quantile, module="math_ops", tensor="quantile")
row(Q.nanquantile, "nanquantile", tensor="nanquantile")
row(Q.kthvalue, (), tensor="kthvalue")
row(None, prim=Q.NthElement, module="nn_ops")
row(Q.top_k, "top_k", tensor="top_k")
row(Q.aminmax, "aminmax", tensor="aminmax")
row(Q.unique_consecutive, "unique_consecutive", prim=Q.UniqueConsecutive, module="array_ops",
    tensor="unique_consecutive")
row(Q.unique_with_pad, "unique_with_pad", prim=Q.UniqueWithPad, module="array_ops",
    tensor=("unique_with_pad", N.t_unique_with_pad))
row(Q.argwhere, "argwhere", tensor=("argwhere", N.t_argwhere),
    numpy=("argwhere", NPA.argwhere))
row(X.nonzero, (), prim=Q.NonZero, module="array_ops",
    tensor=("nonzero", tensor_parsed.nonzero))
row(Q.count_nonzero, "count_nonzero", prim=Q.CountNonZero, module="array_ops",
    tensor="count_nonzero", numpy=("count_nonzero", N.np_count_nonzero))
row(Q.bincount, "bincount", prim=Q.Bincount, module="array_ops", tensor="bincount",
    numpy=("bincount", N.np_bincount))
row(Q.histc, "histc", tensor="histc")

# ---- NaN-aware and paired reductions ------------------------------------------------------------
row(Q.nansum, "nansum", tensor="nansum", numpy=("nansum", N.np_nansum))
row(Q.nanmean, "nanmean", tensor="nanmean", numpy=("nanmean", N.np_nanmean))
row(Q.var_mean, "var_mean")
row(Q.std_mean, "std_mean")
row(None, prim=Q.ReduceStd, module="math_ops")
row(D.trace, (), prim=D.Trace, module="math_ops", tensor="trace")
row(D.trace_v2, (), prim="TraceV2", module="auto_generate", internal=True)
row(D.tracev2_grad, (), prim="TraceV2Grad", module="auto_generate", internal=True)

# ---- stacking, splitting, layout (array_ext_layout.py) ------------------------------------------
row(L.hstack, "hstack", numpy="hstack")
row(L.vstack, ("vstack", "row_stack"), numpy="vstack",
    params={"row_stack": ("tensors",)})
row(L.dstack, "dstack", numpy="dstack")
row(L.column_stack, "column_stack", numpy="column_stack")
row(L.hsplit, "hsplit", tensor="hsplit")
row(L.vsplit, "vsplit", tensor="vsplit")
row(L.dsplit, "dsplit", tensor="dsplit")
row(L.np_hsplit, (), numpy="hsplit")
row(L.np_vsplit, (), numpy="vsplit")
row(L.np_dsplit, (), numpy="dsplit")
row(L.tensor_split, "tensor_split", tensor="tensor_split")
row(L.unbind, "unbind", tensor="unbind")
row(L.unstack, "unstack")
row(None, prim=L.Unpack, module="array_ops")
row(None, prim=L.Pack, module="array_ops")
row(L.atleast_1d, "atleast_1d", numpy=("atleast_1d", N.np_atleast_1d))
row(L.atleast_2d, "atleast_2d", numpy=("atleast_2d", N.np_atleast_2d))
row(L.atleast_3d, "atleast_3d", numpy=("atleast_3d", N.np_atleast_3d))
row(L.block_diag, "block_diag")
row(L.cartesian_prod, "cartesian_prod")
row(D.combinations, "combinations")
row(L.ravel, "ravel")
row(L.expand, "expand", tensor=("expand", N.t_expand))
row(L.expand_as, "expand_as")
row(L.view_as, "view_as", tensor="view_as")
row(L.moveaxis, "moveaxis", tensor="moveaxis", numpy="moveaxis")
row(L.movedim, "movedim", tensor="movedim")
row(L.swapdims, "swapdims", tensor="swapdims")
row(L.flipud, "flipud", tensor="flipud", numpy="flipud")
row(L.fliplr, "fliplr", tensor="fliplr", numpy="fliplr")
row(L.rot90, "rot90", tensor="rot90", numpy=("rot90", N.np_rot90))
row(None, prim=L.Roll, module="math_ops")
row(L.reverse, "reverse", tensor="reverse")
row(None, prim=L.ReverseV2, module="array_ops")
row(L.reverse_sequence, "reverse_sequence", prim=L.ReverseSequence, module="array_ops",
    tensor=("reverse_sequence", N.t_reverse_sequence))
row(L.repeat_elements, "repeat_elements")
row(L.sequence_mask, "sequence_mask")
row(L.tril_indices, "tril_indices", prim=L.TrilIndices, module="math_ops",
    numpy=("tril_indices", N.np_tril_indices))
row(L.triu_indices, "triu_indices", prim=L.TriuIndices, module="math_ops",
    numpy=("triu_indices", N.np_triu_indices))
row(L.meshgrid, "meshgrid", prim=L.Meshgrid, module="array_ops",
    numpy=("meshgrid", N.np_meshgrid))
row(None, prim=L.SplitV, module="array_ops")
row(None, prim=L.IdentityN, module="array_ops")
row(None, prim=L.InvertPermutation, module="array_ops")
row(None, prim=L.UnravelIndex, module="array_ops")
row(None, prim=L.TensorShape, module="array_ops")
row(None, prim=MI.DynamicShape, module="array_ops")

# ---- diagonals and scatter-into-a-view (array_ext_diag.py) --------------------------------------
# Tensor.diagonal names its axes axis1/axis2 where ops.diagonal has dim1/dim2 (2.10)
row(D.diagonal, "diagonal", numpy=("diagonal", NPA.diagonal),
    tensor=("diagonal", with_params(D.diagonal, ("input", "offset", "axis1", "axis2"))))
row(D.diag_embed, "diag_embed")
row(D.diagflat, "diagflat", tensor="diagflat", numpy=("diagflat", N.np_diagflat))
row(D.diagonal_scatter, "diagonal_scatter", tensor="diagonal_scatter")
row(D.select_scatter, "select_scatter", tensor="select_scatter")
row(D.slice_scatter, "slice_scatter", tensor="slice_scatter")
row(D.matrix_band_part, "matrix_band_part", prim=D.MatrixBandPart, module="array_ops")
row(None, prim=D.DiagPart, module="array_ops")

# ---- windows, sequences, distances (array_ext_math.py) ------------------------------------------
row(W.bartlett_window, "bartlett_window", prim=W.BartlettWindow, module="other_ops")
row(W.blackman_window, "blackman_window", prim=W.BlackmanWindow, module="other_ops")
row(W.hamming_window, "hamming_window", prim=W.HammingWindow, module="array_ops")
row(W.hann_window, "hann_window")
row(W.kaiser_window, "kaiser_window")
row(M.logspace, "logspace", prim=M.LogSpace, module="array_ops")
row(M.range, "range", prim=M.Range, module="array_ops")
row(M.fills, "fills", prim=M.Fills, module="array_ops", tensor="fills")
row(M.take, "take", tensor=("take", N.t_take), numpy=("take", M.np_take))
row(M.vander, "vander", numpy=("vander", N.np_vander))
row(M.diff, "diff", tensor="diff", numpy=("diff", NPS.diff))
row(M.cross, "cross", prim=M.Cross, module="math_ops", tensor="cross",
    numpy=("cross", N.np_cross))
row(M.cdist, "cdist", prim=M.Cdist, module="math_ops")
row(M.dist, "dist")
row(M.pdist, "pdist", prim=M.Pdist, module="nn_ops")
row(M.cov, "cov", tensor="cov", numpy=("cov", N.np_cov))
row(M.trapz, "trapz", numpy=("trapz", N.np_trapz))

# ---- block rearrangements and banded diagonals (array_ext_space.py) -----------------------------
row(SP.batch_to_space_nd, "batch_to_space_nd", prim=SP.BatchToSpaceND, module="array_ops")
row(SP.space_to_batch_nd, "space_to_batch_nd", prim=SP.SpaceToBatchND, module="array_ops")
for _cls in (SP.BatchToSpace, SP.SpaceToBatch, SP.DepthToSpace, SP.SpaceToDepth):
    row(None, prim=_cls, module="array_ops")
row(SP.matrix_diag, "matrix_diag", prim=SP.MatrixDiagV3, module="array_ops")
row(SP.matrix_diag_part, "matrix_diag_part", prim=SP.MatrixDiagPartV3, module="array_ops")
row(SP.matrix_set_diag, "matrix_set_diag", prim=SP.MatrixSetDiagV3, module="array_ops")
row(None, prim=SP.EuclideanNorm, module="math_ops")

# ---- Tensor spellings of core ops (their functional rows are in op_table.py) --------------------
row(A.gather_nd, (), tensor="gather_nd")
row(X.index_select, (), tensor=("index_select", TO.index_select))
for _m in ("scatter_", "scatter_add_", "index_add_", "index_fill_", "masked_fill_",
           "masked_scatter_", "index_put_", "fill_diagonal_"):
    row(getattr(N, f"t_{_m}"), (), tensor=_m)

# ---- smaller ops and conversions (array_ext_misc.py) --------------------------------------------
row(MI.index_put, (), prim=MI.IndexPut, module="array_ops", tensor="index_put")
row(MI.fill_diagonal, (), prim=MI.FillDiagonal, module="array_ops", tensor="fill_diagonal")
for _cls in (MI.Expand, MI.FillV2, MI.ParallelConcat):
    row(None, prim=_cls, module="array_ops")
row(MI.tuple_to_array, "tuple_to_array", prim=MI.TupleToArray, module="array_ops")
row(MI.scalar_to_tensor, "scalar_to_tensor", prim=MI.ScalarToTensor, module="array_ops")
row(MI.dyn_shape, "dyn_shape")
row(MI.ptp, (), tensor="ptp")
row(MI.sum_to_size, (), tensor="sum_to_size")
row(MI.reshape_as, (), tensor="reshape_as")
row(MI.t, "t", tensor="t")
row(None, prim=MI.Histogram, module="math_ops")
row(None, prim=MI.ListDiff, module="array_ops")
row(None, prim=MI.CumProd, module="math_ops")
row(None, prim=MI.EmbeddingLookup, module="array_ops")
row(X.identity, "identity")
