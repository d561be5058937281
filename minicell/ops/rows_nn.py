"""Op table rows for neural-network ops beyond the core: activations, 3-D convolution and pooling, adaptive/fractional pooling, interpolation and resize, normalization primitives, loss functions and primitives.

Same conventions as ``op_table`` (see ``_table``): one row per op, naming every public
spelling (functional names, Primitive class and its ``ops.operations`` submodule, Tensor
methods, ``minicell.numpy`` names).
"""
from . import nn_activations as ACT
from ._table import declare as row

# ---- activations (nn_activations.py) ------------------------------------------------------------
row(ACT.selu, "selu", prim="SeLU", module="nn_ops")
row(ACT.celu, "celu", prim=ACT.CeLU, module="nn_ops")
row(ACT.mish, "mish", prim="Mish", module="nn_ops")
row(ACT.hardshrink, "hardshrink", prim=ACT.HShrink, module="nn_ops", tensor="hardshrink")
row(ACT.softshrink, ("softshrink", "soft_shrink"), prim=ACT.SoftShrink, module="nn_ops",
    tensor="soft_shrink")
row(ACT.softsign, "softsign", prim="Softsign", module="nn_ops")
row(ACT.glu, "glu", prim=ACT.GLU, module="nn_ops")
row(ACT.prelu, "prelu", prim="PReLU", module="nn_ops")
row(ACT.fast_gelu, "fast_gelu", prim="FastGeLU", module="nn_ops")
row(ACT.fast_gelu, (), prim="FastGelu", module="nn_ops")
row(ACT.gelu_prim, (), prim="Gelu", module="nn_ops")
row(None, prim=ACT.LogSoftmaxExt, module="nn_ops")
for _fn in (ACT.swiglu, ACT.hardtanh, ACT.tanhshrink, ACT.threshold, ACT.logsigmoid, ACT.softmin,
            ACT.rrelu, ACT.gumbel_softmax):
    row(_fn)

# ---- losses (nn_losses_ext.py) ------------------------------------------------------------------
from . import nn_losses_ext as LX  # noqa: E402

row(LX.binary_cross_entropy, "binary_cross_entropy", prim=LX.BinaryCrossEntropy,
    module="nn_ops")
row(LX.kl_div, "kl_div", prim=LX.KLDivLoss, module="nn_ops")
row(LX.soft_margin_loss, "soft_margin_loss", prim=LX.SoftMarginLoss, module="nn_ops")
row(LX.multi_margin_loss, "multi_margin_loss", prim=LX.MultiMarginLoss, module="nn_ops")
row(LX.multilabel_margin_loss, "multilabel_margin_loss", prim=LX.MultilabelMarginLoss,
    module="nn_ops")
row(LX.triplet_margin_loss, "triplet_margin_loss", prim=LX.TripletMarginLoss, module="nn_ops")
row(LX.l2_loss, (), prim="L2Loss", module="nn_ops")
for _cls in (LX.BCEWithLogitsLoss, LX.NLLLoss, LX.SmoothL1Loss, LX.SigmoidCrossEntropyWithLogits,
             LX.SparseSoftmaxCrossEntropyWithLogitsV2):
    row(None, prim=_cls, module="nn_ops")
for _fn in (LX.huber_loss, LX.margin_ranking_loss, LX.multilabel_soft_margin_loss,
            LX.hinge_embedding_loss, LX.cosine_embedding_loss, LX.gaussian_nll_loss):
    row(_fn)

# ---- pooling (nn_pool_ext.py) -------------------------------------------------------------------
from . import nn_pool_ext as PL  # noqa: E402

row(PL.avg_pool3d, "avg_pool3d", prim=PL.AvgPool3D, module="nn_ops")
row(PL.max_pool3d, "max_pool3d", prim=PL.MaxPool3D, module="nn_ops")
row(PL.adaptive_avg_pool3d, "adaptive_avg_pool3d", prim=PL.AdaptiveAvgPool3D, module="nn_ops")
row(PL.adaptive_max_pool3d, "adaptive_max_pool3d", prim=PL.AdaptiveMaxPool3D, module="nn_ops")
row(PL.max_unpool2d, "max_unpool2d", prim=PL.MaxUnpool2D, module="nn_ops")
row(PL.max_unpool3d, "max_unpool3d", prim=PL.MaxUnpool3D, module="nn_ops")
for _cls in (PL.AdaptiveAvgPool2D, PL.AdaptiveMaxPool2D, PL.MaxPoolWithArgmax,
             PL.MaxPoolWithArgmaxV2, PL.MaxPool3DWithArgmax):
    row(None, prim=_cls, module="nn_ops")
for _fn in (PL.adaptive_max_pool1d, PL.lp_pool1d, PL.lp_pool2d, PL.max_unpool1d):
    row(_fn)

# ---- normalization (nn_norm_ext.py) -------------------------------------------------------------
from . import nn_norm_ext as NX  # noqa: E402

row(NX.lrn, "lrn", prim=NX.LRN, module="nn_ops")
row(NX.rms_norm, "rms_norm", prim=NX.RmsNorm, module="nn_ops")
row(None, prim=NX.LayerNorm, module="nn_ops")
row(None, prim=NX.BatchNorm, module="nn_ops")
row(None, prim=NX.GroupNorm, module="auto_generate", internal=True)

# ---- convolution, shuffles, blocks, padding, embedding (nn_misc_ext.py) -------------------------
from . import nn_misc_ext as MX  # noqa: E402

row(MX.channel_shuffle, "channel_shuffle", prim=MX.ChannelShuffle, module="nn_ops")
row(MX.col2im, "col2im", prim=MX.Col2Im, module="nn_ops")
row(MX.mirror_pad, "mirror_pad", prim=MX.MirrorPad, module="nn_ops")
row(MX.padding, "padding", prim=MX.Padding, module="nn_ops")
row(MX.conv3d_transpose, "conv3d_transpose", prim=MX.Conv3DTranspose, module="nn_ops")
row(MX.unfold, "unfold", prim=MX.Im2Col, module="nn_ops", tensor="unfold")
row(MX.fold, "fold", tensor="fold")
for _cls in (MX.Conv3D, MX.Conv2DTranspose, MX.Conv2DBackpropInput, MX.DepthwiseConv2dNative,
             MX.Dense, MX.Pad, MX.PadV3, MX.Dropout3D):
    row(None, prim=_cls, module="nn_ops")
for _fn in (MX.bidense, MX.pixel_shuffle, MX.pixel_unshuffle, MX.embedding, MX.mse_loss_ext,
            MX.adaptive_avg_pool2d_ext):
    row(_fn)
# 2.10's generated Primitive behind mint's embedding (gen_ops_prim's ``embedding_op``)
row(MX.embedding, (), prim="Embedding", module="auto_generate", internal=True)

# ---- resize (nn_resize.py) ----------------------------------------------------------------------
from . import nn_resize as RS  # noqa: E402

row(RS.interpolate, "interpolate")
row(RS.upsample, "upsample")
# each class in the ops.operations submodule 2.10 puts it in (ResizeBilinear is not in 2.10's)
for _cls in (RS.ResizeBilinear, RS.UpsampleNearest3D, RS.UpsampleTrilinear3D):
    row(None, prim=_cls, module="nn_ops")
for _cls in (RS.ResizeNearestNeighbor, RS.ResizeNearestNeighborV2):
    row(None, prim=_cls, module="array_ops")
for _cls in (RS.ResizeBilinearV2, RS.ResizeBicubic, RS.ResizeLinear1D, RS.ResizeArea):
    row(None, prim=_cls, module="image_ops")
row(LX.ctc_loss, "ctc_loss", prim=LX.CTCLossV2, module="nn_ops")
row(RS.grid_sample, "grid_sample", prim=RS.GridSampler2D, module="nn_ops")
row(RS.affine_grid, "affine_grid", prim=RS.AffineGrid, module="nn_ops")
row(None, prim=RS.GridSampler3D, module="nn_ops")
row(PL.fractional_max_pool2d)
row(PL.fractional_max_pool3d)
row(None, prim=PL.FractionalMaxPoolWithFixedKsize, module="nn_ops")
row(None, prim=PL.FractionalMaxPool3DWithFixedKsize, module="nn_ops")
