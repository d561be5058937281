"""``mindspore.ops.function.math_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from .. import functional as _F
from ._fill import fill, mint_function

NAMES = """
    abs absolute accumulate_n acos acosh add addbmm addcdiv addcmul addmm addmv addn addr
    adjoint all amax amin angle any approximate_equal arccos arccosh arcsin arcsinh arctan
    arctan2 arctanh argmin asin asinh atan atan2 atanh atleast_1d atleast_2d atleast_3d baddbmm
    baddbmm_ext batch_dot bernoulli bessel_i0 bessel_i0e bessel_i1 bessel_i1e bessel_j0
    bessel_j1 bessel_k0 bessel_k0e bessel_k1 bessel_k1e bessel_y0 bessel_y1 bincount bitwise_and
    bitwise_left_shift bitwise_or bitwise_right_shift bitwise_xor block_diag bmm bucketize
    cartesian_prod cdist ceil cholesky cholesky_inverse cholesky_solve combinations conj
    copysign cos cosh cosine_similarity count_nonzero cov cross cummax cummin cumprod cumsum
    deg2rad det diag_embed diff diff_ext digamma dist div divide dot dstack einsum einsum_ext
    eps eq equal erf erfc erfinv exp exp2 expm1 fft fft2 fftn float_power floor floor_div
    floor_divide floor_mod floordiv floormod fmax fmin fmod frac gcd ge greater greater_equal gt
    gumbel_softmax hann_window heaviside histc hypot i0 ifft ifft2 ifftn igamma igammac imag
    inner inplace_add inplace_index_add inplace_sub inplace_update inv inverse invert iou
    is_complex isclose isfinite isinf isnan isnan_ext isneginf isposinf isreal kaiser_window
    kron lcm ldexp le lerp less less_equal lgamma linspace log log10 log1p log2
    log_matrix_determinant logaddexp logaddexp2 logcumsumexp logdet logical_and logical_not
    logical_or logical_xor logit logspace logsumexp lt lu_solve lu_unpack matmul
    matrix_determinant matrix_exp matrix_norm matrix_power matrix_solve maximum mean median
    minimum mul multi_scale_deformable_attn_function multiply mv nan_to_num nanmean nanmedian
    nanquantile nansum ne neg negative nextafter norm not_equal numel orgqr ormqr outer permute
    polar polygamma positive pow pows prod quantile rad2deg real reciprocal remainder renorm
    roll rot90 rotated_iou round row_stack rsqrt sgn sign signbit sin sinc sinh slogdet
    sparse_segment_mean sqrt square std std_mean stft sub subtract sum t tan tanh tanh_
    tanhshrink tensor_add tensor_div tensor_dot tensor_exp tensor_expm1 tensor_floordiv
    tensor_ge tensor_gt tensor_le tensor_lt tensor_mod tensor_mul tensor_muls tensor_pow
    tensor_sub trace trapz tril_indices triu_indices true_divide trunc truncate_div truncate_mod
    vander var var_mean vecdot vector_norm view_as_real vstack xdivy xlogy zeta bernoulli_ext
    float_power_ext
"""
PRIMS = """
    absolute_:Abs acos_:ACos acosh_:Acosh addcdiv_:Addcdiv addcuml_:Addcmul addn_:AddN
    angle_:Angle asin_:Asin asinh_:Asinh atan2_:Atan2 atan_:Atan atanh_:Atanh
    batch_matmul_:BatchMatMul bessel_i0_:BesselI0 bessel_i0e_:BesselI0e bessel_i1_:BesselI1
    bessel_i1e_:BesselI1e bessel_j0_:BesselJ0 bessel_j1_:BesselJ1 bessel_k0_:BesselK0
    bessel_k0e_:BesselK0e bessel_k1_:BesselK1 bessel_k1e_:BesselK1e bessel_y0_:BesselY0
    bessel_y1_:BesselY1 bitwise_and_:BitwiseAnd bitwise_or_:BitwiseOr bitwise_xor_:BitwiseXor
    cast_:Cast conj_:Conj cumprod_:CumProd cumsum_:CumSum
    cumulative_logsumexp_:CumulativeLogsumexp digamma_:Digamma dtype_:DType erf_:Erf erfc_:Erfc
    erfinv_ext_:Erfinv exp2_:Pow expand_dims_:ExpandDims fill_v2_:FillV2 floor_:Floor gcd_:Gcd
    igamma_:Igamma igammac_:Igammac imag_:Imag inv_:Inv invert_:Invert isnan_:IsNan lcm_:Lcm
    lerp_:Lerp lgamma_:Lgamma linspace_:LinSpace log1p_:Log1p log_:Log
    log_matrix_determinant_:LogMatrixDeterminant logical_and_:LogicalAnd logical_not_:LogicalNot
    logical_or_:LogicalOr logical_xor_:LogicalXor lu_solve_:LuSolve lu_unpack_:LuUnpack
    matmul_:MatMul matrix_determinant_:MatrixDeterminant matrix_inverse_:MatrixInverse mod_:Mod
    nextafter_:NextAfter ones_:Ones polar_:Polar poly_gamma_:Polygamma rank_:Rank
    reciprocal_:Reciprocal reduce_sum_:ReduceSum reshape_:Reshape
    scalar_to_tensor_:ScalarToTensor select_:Select shape_:Shape size_:Size slice_:Slice
    tensor_div_:Div tensor_round_:Round tile_:Tile trunc_:Trunc truncate_div_:TruncateDiv
    truncate_mod_:TruncateMod xdivy_:Xdivy xlogy_:Xlogy zeros_:Zeros zeta_:Zeta
"""
MINT = """
    acos_ext=ops.acos acosh_ext=ops.acosh addbmm_ext=ops.addbmm addmm_ext=ops.addmm
    addmv_ext=ops.addmv amax_ext=amax amin_ext=amin arccos_ext=ops.arccos
    arccosh_ext=ops.arccosh arcsin_ext=ops.arcsin arcsinh_ext=ops.arcsinh
    arctan2_ext=ops.arctan2 arctan_ext=ops.arctan argmax_ext=ops.argmax asin_ext=ops.asin
    asinh_ext=ops.asinh atan2_ext=ops.atan2 atan_ext=ops.atan bincount_ext=ops.bincount
    bitwise_and_ext=ops.bitwise_and bitwise_or_ext=ops.bitwise_or
    bitwise_xor_ext=ops.bitwise_xor bmm_ext=bmm frac_ext=frac histc_ext=ops.histc
    inverse_ext=ops.inverse matrix_inverse_ext=ops.inverse matrix_norm_ext=linalg.matrix_norm
    mean_ext=mean median_ext=median mul_ext=mul norm_ext=norm pow_ext=ops.pow
    remainder_ext=remainder std_ext=std std_mean_ext=std_mean var_ext=var
    var_mean_ext=var_mean vector_norm_ext=linalg.vector_norm
"""


def linspace_ext(start, end, steps, *, dtype=None):
    """``ops.linspace`` with mint's ``dtype`` keyword (Float32 unless given)."""
    out = _F.linspace(start, end, steps)
    return out if dtype is None else out.astype(dtype)


def add_ext(input, other, alpha=1):
    """``input + alpha * other``: ``mint.add`` with ``alpha`` also positional, as MindSpore's."""
    return mint_function("add")(input, other, alpha=alpha)


def sub_ext(input, other, alpha=1):
    """``input - alpha * other``: ``mint.sub`` with ``alpha`` also positional."""
    return mint_function("sub")(input, other, alpha=alpha)


fill(__name__, NAMES, prims=PRIMS, mint=MINT,
     own={"F": _F, "P": _P, "add_ext": add_ext, "linspace_ext": linspace_ext, "sub_ext": sub_ext})
