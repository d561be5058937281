"""``mindspore.ops.function.array_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from .. import functional as _F
from ._fill import fill

NAMES = """
    affine_grid aminmax arange argmax argsort argwhere batch_to_space_nd broadcast_to cat chunk
    col2im column_stack concat deepcopy diag diagflat diagonal diagonal_scatter dsplit dyn_shape
    expand expand_as expand_dims eye fill fills flatten flip fold full full_like gather gather_d
    gather_elements gather_nd ger hamming_window hsplit hstack index_fill index_select
    is_nonzero is_tensor lstsq masked_fill masked_select matrix_band_part matrix_diag
    matrix_diag_part matrix_set_diag max meshgrid meshgrid min moveaxis movedim mvlgamma narrow
    nonzero one_hot ones ones_like padding population_count range rank ravel repeat_elements
    repeat_interleave reshape reshape_ reverse reverse_sequence scalar_cast scalar_to_array
    scalar_to_tensor scatter scatter_add scatter_div scatter_max scatter_min scatter_mul
    scatter_nd scatter_nd_add scatter_nd_div scatter_nd_max scatter_nd_min scatter_nd_mul
    scatter_nd_sub scatter_update searchsorted select select_scatter sequence_mask shape shape_
    size slice slice_scatter sort space_to_batch_nd split squeeze stack strided_slice swapaxes
    swapdims take tensor_scatter_add tensor_scatter_div tensor_scatter_elements
    tensor_scatter_max tensor_scatter_min tensor_scatter_mul tensor_scatter_sub tensor_slice
    tensor_split tile top_k topk transpose tril triu tuple_to_array type_as unbind unfold unique
    unique_consecutive unique_with_pad unsorted_segment_max unsorted_segment_min
    unsorted_segment_prod unsorted_segment_sum unsqueeze unstack view_as vsplit where zero_
    zeros zeros_like
"""
PRIMS = """
    arg_max_with_value_:ArgMaxWithValue arg_min_with_value_:ArgMinWithValue
    batch_to_space_nd_v2_:BatchToSpaceNDV2 cast_:Cast diag_:Diag eye_:Eye fills_:Fills
    fillv2_:FillV2 flatten_:Flatten gather_:Gather gather_d_:GatherD gather_nd_:GatherNd
    ger_:Ger index_fill_:IndexFill lstsq_:Lstsq non_zero_:NonZero ones_:Ones ones_like_:OnesLike
    population_count_:PopulationCount range_:Range rank_:Rank reduce_max_:ReduceMax
    reduce_min_:ReduceMin scalar_to_tensor_:ScalarToTensor scatter_add_:ScatterAdd
    scatter_nd_:ScatterNd scatter_update_:ScatterUpdate size_:Size tensor_select_:Select
    tensor_shape_:TensorShape tile_:Tile transpose_:Transpose tuple_to_array_:TupleToArray
    unique_:Unique unsorted_segment_max_:UnsortedSegmentMax
    unsorted_segment_min_:UnsortedSegmentMin unsorted_segment_prod_:UnsortedSegmentProd
    unsorted_segment_sum_:UnsortedSegmentSum zeros_like_:ZerosLike
"""
MINT = """
    arange_ext=ops.arange chunk_ext=chunk full_ext=ops.full full_like_ext=ops.full_like
    gather_ext=gather max_ext=max meshgrid_ext=meshgrid min_ext=min
    one_hot_ext=nn.functional.one_hot ones_like_ext=ops.ones_like
    repeat_interleave_ext=repeat_interleave scatter_add_ext=scatter_add sort_ext=sort
    split_ext=split tril_ext=ops.tril unbind_ext=ops.unbind zeros_like_ext=ops.zeros_like
    unsqueeze_view=unsqueeze split_view=split chunk_view=chunk
"""


def index_fill_ext(input, dim, index, value):
    """``mint``-style ``index_fill``: ``ops.index_fill`` (same arguments)."""
    return _F.index_fill(input, dim, index, value)


def tensor_scatter_elements_ext(data, indices, updates, axis=0, reduce="none"):
    """``ops.tensor_scatter_elements`` with the ``reduce`` keyword (there ``reduction``)."""
    return _F.tensor_scatter_elements(data, indices, updates, axis, reduce)


def new_ones(input, size, *, dtype=None):
    """Ones of shape ``size`` (``input``'s dtype unless ``dtype``): ``Tensor.new_ones``."""
    return input.new_ones(size, dtype=dtype)


def new_zeros(input, size, *, dtype=None):
    """A Tensor of zeros of shape ``size``: ``Tensor.new_zeros``."""
    return input.new_zeros(size, dtype=dtype)


fill(__name__, NAMES, prims=PRIMS, mint=MINT,
     own={"F": _F, "P": _P, "index_fill_ext": index_fill_ext, "new_ones": new_ones,
          "new_zeros": new_zeros, "tensor_scatter_elements_ext": tensor_scatter_elements_ext})
