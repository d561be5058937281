"""``mindspore.ops.function.nn_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from .. import functional as _F
from ._fill import fill
from ..mha_forward import multi_head_attention_forward

NAMES = """
    adaptive_avg_pool1d adaptive_avg_pool2d adaptive_avg_pool2d_ext adaptive_avg_pool3d
    adaptive_max_pool1d adaptive_max_pool2d adaptive_max_pool3d add_layer_norm add_rms_norm
    avg_pool1d avg_pool2d avg_pool3d batch_norm bias_add bidense binary_cross_entropy
    binary_cross_entropy_with_logits celu channel_shuffle conv1d conv2d conv3d conv3d_transpose
    conv_transpose2d cosine_embedding_loss cross_entropy ctc_greedy_decoder ctc_loss
    deformable_conv2d dense dropout dropout1d dropout2d dropout3d elu embedding fast_gelu
    flash_attention_score flip fliplr flipud fractional_max_pool2d fractional_max_pool3d
    fused_infer_attention_score gaussian_nll_loss gelu glu grid_sample group_norm hardshrink
    hardsigmoid hardswish hardtanh hinge_embedding_loss huber_loss incre_flash_attention
    inplace_sigmoid interpolate intopk is_floating_point kl_div l1_loss layer_norm leaky_relu
    lightning_indexer log_softmax logsigmoid lp_pool1d lp_pool2d lrn margin_ranking_loss
    max_pool2d max_pool3d max_unpool1d max_unpool2d max_unpool3d mirror_pad mish
    moe_token_permute moe_token_unpermute mse_loss mse_loss_ext msort multi_margin_loss
    multilabel_margin_loss multilabel_soft_margin_loss nll_loss nsa_compress
    nsa_select_attention pad pdist pixel_shuffle pixel_unshuffle prelu prompt_flash_attention
    relu relu6 ring_attention_update rms_norm rrelu selu sigmoid silu smooth_l1_loss
    soft_margin_loss soft_shrink softmax softmin softplus softshrink softsign
    speed_fusion_attention swiglu threshold triplet_margin_loss upsample
"""
PRIMS = """
    abs_:Abs add_:Add bias_add_:BiasAdd cast_:Cast div_:Div dtype_:DType equal_:Equal erf_:Erf
    exp_:Exp expand_dims_:ExpandDims fillv2_:FillV2 gather_:Gather gather_d_:GatherD gelu_:GeLU
    greater_:Greater less_:Less log_:Log matmul_:MatMul maximum_:Maximum minimum_:Minimum
    mish_:Mish mul_:Mul neg_:Neg ones_like_:OnesLike reduce_mean_:ReduceMean
    reduce_sum_:ReduceSum reshape_:Reshape scalar_to_tensor_:ScalarToTensor select_:Select
    selu_:SeLU shape_:Shape sigmoid_:Sigmoid sign_:Sign slice_:Slice softplus_:Softplus
    softsign_:Softsign sqrt_:Sqrt square_:Square sub_:Sub tensor_shape_:TensorShape
    tensor_to_tuple_:TensorToTuple transpose_:Transpose
"""
MINT = """
    avg_pool2d_ext=nn.functional.avg_pool2d avg_pool3d_ext=nn.functional.avg_pool3d
    batch_norm_ext=nn.functional.batch_norm conv2d_ext=conv2d
    cross_entropy_ext=ops.cross_entropy dropout2d_ext=nn.functional.dropout2d
    dropout_ext=nn.functional.dropout flatten_ext=nn.functional.flatten gather_ext=gather
    glu_ext=nn.functional.glu interpolate_ext=nn.functional.interpolate
    kl_div_ext=nn.functional.kl_div log_softmax_ext=nn.functional.log_softmax
    logsigmoid_ext=nn.functional.logsigmoid
    max_pool2d_ext=nn.functional.max_pool2d nll_loss_ext=nn.functional.nll_loss
    pad_ext=nn.functional.pad softmax_ext=nn.functional.softmax
"""


def l1_loss_ext(input, target, reduction="mean"):
    """``ops.l1_loss`` (same arguments)."""
    return _F.l1_loss(input, target, reduction)


fill(__name__, NAMES, prims=PRIMS, mint=MINT,
     own={"F": _F, "P": _P, "l1_loss_ext": l1_loss_ext,
          "multi_head_attention_forward": multi_head_attention_forward})
