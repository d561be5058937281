"""``mindspore.ops.auto_generate.gen_ops_prim``: MindSpore 2.10's generated Primitive classes
and their ready-made instances (``add_op = Add()``, ``tanh_grad_op = TanhGrad()``), those minicell
has: the op table's classes (public ones as ``ops.X``, internal ones as in their
``ops.operations`` submodule), each instance made once here (filled by ``function._fill``)."""
from ...common.tensor import Tensor
from ..primitive import Primitive
from ..function._fill import fill

CLASSES = """
    ACos ACosGrad Abs Acosh AcoshGrad AdamWeightDecay AdaptiveMaxPool2D Add AddExt AddN Addcdiv
    Addcmul Angle ArgMaxWithValue ArgMinWithValue Argmax Argmin Asin AsinGrad Asinh AsinhGrad
    Assign AssignAdd AssignSub Atan Atan2 AtanGrad Atanh AvgPool AvgPoolGrad BCEWithLogitsLoss
    BatchMatMul BatchNormGrad Betainc BiasAdd BiasAddGrad BinaryCrossEntropy BroadcastTo Cdist
    CdistGrad CeLU Ceil
    Cholesky CholeskyInverse Complex Concat Conj Cos Cosh Cross CumProd CumSum Cummax Cummin
    Dense Diag Diagonal Div Dropout DumpGradient Eig Elu EluGrad Embedding Equal Erf Erfc Erfinv Exp ExpandDims
    Expm1 ExtractImagePatches Eye FFTWithSize FastGeLU FastGeLUGrad Flatten Floor FloorDiv FloorMod GLU
    Gather GatherD GatherDGradV2 GatherNd Gcd GeLU GeLUGrad Geqrf Greater GreaterEqual GridSampler2D
    GroupNorm
    GridSampler2DGrad GridSampler3D GridSampler3DGrad HShrink HShrinkGrad HSigmoid HSigmoidGrad
    HSwish HSwishGrad Identity InplaceAddExt IsClose IsFinite IsInf LayerNorm
    LayerNormGrad LayerNormGradGrad LeftShift Lerp LerpScalar Less LessEqual LinSpace Log Log1p
    LogMatrixDeterminant LogSoftmax LogSoftmaxExt LogSoftmaxGrad LogicalAnd LogicalNot
    LogicalOr LogicalXor Logit LogitGrad MaskedFill MaskedScatter MaskedSelect MatMul
    MatrixDeterminant MatrixExp Maximum MaximumGrad MaximumGradGrad Meshgrid Minimum MinimumGrad
    Mul NLLLoss
    NLLLossGrad NanToNum Neg NextAfter NonZero NotEqual OneHot Ones OnesLike OnesLikeExt PReLU PReLUGrad Polar Pow Qr
    RandpermV2 Range ReLU ReLU6 ReLU6Grad Real RealDiv Reciprocal ReciprocalGrad ReduceAll
    ReduceAny ReduceMax ReduceMean ReduceMin ReduceProd ReduceStd ReduceSum ReluGrad Reshape
    ResizeBicubic ResizeBicubicGrad ResizeBilinearGrad ResizeBilinearV2 ResizeLinear1D
    ResizeNearestNeighbor ResizeNearestNeighborGrad ResizeNearestNeighborV2
    ResizeNearestNeighborV2Grad ReverseV2 RightShift RmsNorm Roll Round Rsqrt RsqrtGrad
    ScalarCast ScatterNd SearchSorted Select SiLU Sigmoid SigmoidGrad Sign Sin Sinc Sinh Slice
    SmoothL1Loss SoftMarginLoss SoftMarginLossGrad SoftShrink SoftShrinkGrad Softmax
    SoftmaxBackward Split Sqrt
    SqrtGrad Square Squeeze StridedSlice Sub SubExt SumExt Svd Tan Tanh TanhGrad TensorCopySlices
    TensorScatterAdd TensorShape Trace TraceV2 TraceV2Grad Transpose Triu Trunc UniqueConsecutive
    UnsortedSegmentSum UpsampleNearest3D UpsampleNearest3DGrad UpsampleTrilinear3D
    UpsampleTrilinear3DGrad Xlogy Zeros ZerosLike ZerosLikeExt
    MatMulExt BatchMatMulExt MeanExt SplitWithSize InplaceCopy CumsumExt IndexSelect Outer SortExt
    FmodScalar TopkExt Swiglu DropoutExt GroupedMatmulV4 ReshapeAndCache MoeFinalizeRouting
    MoeInitRoutingV2 MoeTokenUnpermute FusedAddTopKDiv RotaryPositionEmbedding StackExt OneHotExt
    GroupedMatmul PagedAttention PagedAttentionMask GroupTopk ApplyRotaryPosEmb
    SequenceConcat ListToTuple TupleToList TupleToTensor TensorToScalar
    LstsqV2Grad LstsqV2 Scatter LinSpaceExt MoeGatingTopKSoftmax FusedInferAttentionScore
    FFT FFT2 FFTN IFFT IFFT2 IFFTN RFFT RFFT2 RFFTN IRFFT IRFFT2 IRFFTN HFFT HFFT2 HFFTN IHFFT
    IHFFT2 IHFFTN FFTShift IFFTShift DCT IDCT DCTN IDCTN SolveTriangular
    SoftplusExt EluExt LeakyReLUExt RemainderTensorScalar RemainderScalarTensor
    RemainderTensorTensor FmodTensor Max RepeatInterleaveInt SliceExt Convolution MaxDim
    SplitTensor RepeatInterleaveTensor
"""
PRIMS = """
    a_cos_grad_op:ACosGrad abs_op:Abs acos_op:ACos acosh_grad_op:AcoshGrad acosh_op:Acosh
    add_op:Add addcdiv_op:Addcdiv addcmul_op:Addcmul addn_op:AddN angle_op:Angle
    asin_grad_op:AsinGrad asin_op:Asin asinh_grad_op:AsinhGrad asinh_op:Asinh
    assign_add_op:AssignAdd assign_op:Assign assign_sub_op:AssignSub atan2_op:Atan2
    atan_grad_op:AtanGrad atan_op:Atan atanh_op:Atanh betainc_op:Betainc ceil_op:Ceil
    complex_op:Complex conj_op:Conj cos_op:Cos cosh_op:Cosh dense_op:Dense diag_op:Diag
    div_op:Div dump_gradient_op:DumpGradient elu_grad_op:EluGrad equal_op:Equal erf_op:Erf
    erfc_op:Erfc erfinv_op:Erfinv exp_op:Exp expand_dims_op:ExpandDims expm1_op:Expm1
    embedding_op:Embedding eye_op:Eye fast_gelu_op:FastGeLU flatten_op:Flatten floor_div_op:FloorDiv
    floor_mod_op:FloorMod floor_op:Floor gather_d_grad_v2_op:GatherDGradV2 gather_d_op:GatherD
    gather_nd_op:GatherNd gcd_op:Gcd gelu_grad_op:GeLUGrad gelu_op:GeLU geqrf_op:Geqrf
    greater_equal_op:GreaterEqual
    greater_op:Greater hsigmoid_grad_op:HSigmoidGrad hsigmoid_op:HSigmoid
    hswish_grad_op:HSwishGrad hswish_op:HSwish identity_op:Identity
    inplace_add_ext_op:InplaceAddExt
    isfinite_op:IsFinite isinf_op:IsInf left_shift_op:LeftShift lerp_op:Lerp
    lerp_scalar_op:LerpScalar less_equal_op:LessEqual less_op:Less lin_space_op:LinSpace
    log1p_op:Log1p log_matrix_determinant_op:LogMatrixDeterminant log_op:Log
    log_softmax_ext_op:LogSoftmaxExt logical_and_op:LogicalAnd logical_not_op:LogicalNot
    logical_or_op:LogicalOr logical_xor_op:LogicalXor masked_fill_op:MaskedFill
    masked_scatter_op:MaskedScatter masked_select_op:MaskedSelect
    matrix_determinant_op:MatrixDeterminant matrix_exp_op:MatrixExp maximum_op:Maximum
    minimum_op:Minimum mul_op:Mul neg_op:Neg next_after_op:NextAfter non_zero_op:NonZero
    not_equal_op:NotEqual ones_like_op:OnesLike ones_op:Ones polar_op:Polar pow_op:Pow
    prelu_op:PReLU prelu_grad_op:PReLUGrad real_div_op:RealDiv real_op:Real reciprocal_grad_op:ReciprocalGrad
    reciprocal_op:Reciprocal relu6_grad_op:ReLU6Grad relu6_op:ReLU6 relu_grad_op:ReluGrad
    relu_op:ReLU reshape_op:Reshape right_shift_op:RightShift round_op:Round
    rsqrt_grad_op:RsqrtGrad rsqrt_op:Rsqrt scalar_cast_op:ScalarCast scatter_nd_op:ScatterNd
    select_op:Select sigmoid_grad_op:SigmoidGrad sigmoid_op:Sigmoid sign_op:Sign silu_op:SiLU
    sin_op:Sin sinc_op:Sinc sinh_op:Sinh slice_op:Slice softmax_backward_op:SoftmaxBackward
    sqrt_grad_op:SqrtGrad sqrt_op:Sqrt
    square_op:Square sub_op:Sub tan_op:Tan tanh_grad_op:TanhGrad tanh_op:Tanh
    tensor_copy_slices_op:TensorCopySlices tensor_scatter_add_op:TensorScatterAdd
    tensor_shape_op:TensorShape trace_op:Trace trace_v2_op:TraceV2
    tracev2_grad_op:TraceV2Grad transpose_op:Transpose trunc_op:Trunc
    unsorted_segment_sum_op:UnsortedSegmentSum upsample_nearest3d_op:UpsampleNearest3D
    xlogy_op:Xlogy zeros_like_op:ZerosLike zeros_op:Zeros
    lstsq_v2_grad_op:LstsqV2Grad lstsq_v2_op:LstsqV2 dct_op:DCT idct_op:IDCT dctn_op:DCTN
    idctn_op:IDCTN solve_triangular_op:SolveTriangular
"""


fill(__name__, "", prims=PRIMS, classes=CLASSES, own={"Primitive": Primitive, "Tensor": Tensor})
