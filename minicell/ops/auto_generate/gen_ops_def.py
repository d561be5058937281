"""``mindspore.ops.auto_generate.gen_ops_def``: MindSpore 2.10's generated functional ops, those
minicell has, the same objects as ``minicell.ops.*``; its ``_ext`` (and ``_view``) functions are
``mint``'s, read from ``minicell.mint`` when first used; and the Primitive classes and instances
of ``gen_ops_prim`` it holds too (the same objects). Filled by ``function._fill``; where
MindSpore's generated function takes an argument positionally that ``mint``'s takes by keyword
only (``add_ext(x, y, alpha)``, ``sum_ext(x, dim, keepdim, dtype)``) it is a small adapter."""
from ...common.tensor import Tensor
from .. import _table
from ..extra_compat import PrimitiveWithInfer
from ..function._fill import fill, mint_function
from ..function.array_func import tensor_scatter_elements_ext
from ..function.math_func import add_ext, sub_ext
from ..function.nn_func import l1_loss_ext
from ..primitive import Primitive, prim_attr_register
from ..triangular_funcs import solve_triangular
from . import gen_ops_prim

NAMES = """
    abs acos acosh adaptive_avg_pool1d add addn all angle asin asinh assign assign_add
    assign_sub atan atan2 atanh baddbmm broadcast_to cast cat cdist ceil celu conj
    conv_transpose2d cos cosh cosine_embedding_loss cummax deepcopy dense diag diagonal dot elu
    equal erf erfc erfinv exp exp2 expand_as expand_dims expm1 fast_gelu fft fft2 fftfreq fftn
    fftshift flip floor floor_divide floor_mod gather gather_d gather_nd gcd geqrf greater
    greater_equal hardshrink hardsigmoid hardswish hardtanh hfft hfft2 hfftn ifft ifft2 ifftn
    ifftshift ihfft ihfft2 ihfftn inplace_sigmoid irfft irfft2 irfftn isfinite isinf lerp less
    less_equal log log1p log_softmax logaddexp2 masked_fill masked_select matrix_exp maximum
    minimum mse_loss_ext mul nan_to_num narrow neg nextafter not_equal ones pow prelu put_
    randperm range rank real relu relu6 reshape rfft rfft2 rfftfreq rfftn rms_norm roll
    rotary_position_embedding rsqrt scalar_cast scalar_to_tensor scatter_nd select shape_
    sigmoid sign silu sin sinc sinh smooth_l1_loss soft_margin_loss softshrink sqrt square
    strided_slice sub swiglu take tan tanh tanh_ tensor_scatter_add threshold tile trace
    transpose triu trunc type_as unsorted_segment_sum view_as zero_ zeros
"""
MINT = """
    acos_ext=ops.acos acosh_ext=ops.acosh
    adaptive_avg_pool3d_ext=nn.functional.adaptive_avg_pool3d argmax_ext=ops.argmax
    argmin_ext=argmin argsort_ext=argsort asin_ext=ops.asin asinh_ext=ops.asinh
    atan2_ext=ops.atan2 atan_ext=ops.atan avg_pool1d_ext=nn.functional.avg_pool1d
    batch_norm_elemt=batch_norm_elemt
    batch_norm_gather_stats_with_counts=batch_norm_gather_stats_with_counts
    batch_norm_stats=batch_norm_stats bincount_ext=ops.bincount bmm_ext=bmm
    broadcast_to_view=ops.broadcast_to clone=clone copy=clone conv_tbc=conv_tbc
    count_nonzero=count_nonzero cummin_ext=cummin cumsum_ext=cumsum diag_ext=diag
    elu_ext=nn.functional.elu flatten_ext=flatten fold_ext=ops.fold frac_ext=frac
    gather_nd_ext=ops.gather_nd histc_ext=ops.histc index_select_ext=index_select
    inplace_addr=addr_ inplace_hardtanh=nn.functional.hardtanh_
    inplace_threshold=nn.functional.threshold_ isneginf_ext=ops.isneginf kthvalue=kthvalue
    leaky_relu_ext=nn.functional.leaky_relu linalg_qr=linalg.qr log10_ext=ops.log10
    log2_ext=ops.log2 logaddexp_ext=ops.logaddexp logsumexp_ext=logsumexp matmul_ext=matmul
    matrix_inverse_ext=ops.inverse max_unpool2d_ext=nn.functional.max_unpool2d
    mish_ext=ops.mish mm_ext=ops.mm muls=ops.mul mv=mv narrow_view=narrow
    npu_gelu=ops.gelu outer_ext=ops.outer select_ext_view=select selu_ext=ops.selu
    softplus_ext=ops.softplus
    stack_ext=stack t_ext=t topk_ext=topk trace_ext=ops.trace transpose_ext_view=transpose
    triangular_solve=triangular_solve tril_ext=ops.tril unfold_ext=ops.unfold vdot=vdot
"""
CLASSES = """
    BatchNorm Cast ForiLoop Rank ScalarToTensor Scan Shape Tile WhileLoop
"""
PRIMS = """
    cast_op:Cast scalar_to_tensor_op:ScalarToTensor
"""


def _dtype_positional(name, path, doc):
    """``mint``'s ``path`` with its keyword-only ``dtype`` also positional, as MindSpore's
    generated ``name``."""
    def fn(input, dim=None, keepdim=False, dtype=None):
        return mint_function(path)(input, dim, keepdim, dtype=dtype)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn


def log_softmax_ext(input, dim=None, dtype=None):
    """``mint.nn.functional.log_softmax`` with ``dtype`` also positional."""
    return mint_function("nn.functional.log_softmax")(input, dim, dtype=dtype)


OWN = {"add_ext": add_ext, "sub_ext": sub_ext, "log_softmax_ext": log_softmax_ext,
       "sum_ext": _dtype_positional("sum_ext", "sum", "``mint.sum``, ``dtype`` positional too."),
       "mean_ext": _dtype_positional("mean_ext", "mean", "``mint.mean``, ``dtype`` too."),
       "prod_ext": _dtype_positional("prod_ext", "prod", "``mint.prod``, ``dtype`` too.")}
# a Tensor is always contiguous; copy (MindSpore's Copy op) is mint.clone, in MINT above
OWN.update({"Primitive": Primitive, "PrimitiveWithInfer": PrimitiveWithInfer, "Tensor": Tensor,
            "prim_attr_register": prim_attr_register, "l1_loss_ext": l1_loss_ext,
            "tensor_scatter_elements": tensor_scatter_elements_ext,
            "contiguous": _table.SURFACE.tensor["contiguous"],
            "solve_triangular": solve_triangular})
OWN.update({n: getattr(gen_ops_prim, n) for n in gen_ops_prim.__all__})

fill(__name__, NAMES, prims=PRIMS, mint=MINT, classes=CLASSES, own=OWN)
