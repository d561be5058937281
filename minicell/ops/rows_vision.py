"""Op table rows for the detection, deformable-sampling and older Primitives of
``mindspore.ops`` (``extra_detect``, ``extra_deform``, ``extra_legacy``). Conventions as in
``_table``; MindSpore's ``image_ops`` classes are in ``ops.operations.image_ops`` as there.
"""
from . import extra_deform as DF, extra_detect as DT, extra_legacy as LG
from ._table import declare as row

# ---- detection -----------------------------------------------------------------------------------
for _cls in (DT.NonMaxSuppressionV3, DT.NonMaxSuppressionWithOverlaps,
             DT.CombinedNonMaxSuppression, DT.ExtractGlimpse):
    row(None, prim=_cls, module="image_ops")
row(None, prim=DT.SampleDistortedBoundingBoxV2, module="other_ops")
row(DT.rotated_iou, "rotated_iou")

# ---- deformable sampling, resampling, fractional pooling ----------------------------------------
row(None, prim=DF.DeformableOffsets, module="nn_ops")
row(DF.deformable_conv2d, "deformable_conv2d")
row(DF.multi_scale_deformable_attn_function, "multi_scale_deformable_attn_function")
row(None, prim=DF.ScaleAndTranslate, module="image_ops")
row(None, prim=DF.FractionalMaxPool, module="nn_ops")
row(None, prim=DF.FractionalAvgPool, module="nn_ops")

# ---- older Primitives --------------------------------------------------------------------------
row(None, prim=LG.RNNTLoss, module="nn_ops")
row(None, prim=LG.BasicLSTMCell, module="nn_ops")
row(None, prim=LG.ApplyAdagradDA, module="nn_ops")
row(None, prim=LG.FFTWithSize, module="math_ops")
row(None, prim=LG.AddV2, module="math_ops", internal=True)
row(None, prim=LG.ParameterizedTruncatedNormal, module="random_ops")
# the embedding-cache Primitives, in ``ops.operations._embedding_cache_ops`` as in MindSpore 2.10
row(None, prim=LG.SubAndFilter, module="_embedding_cache_ops")
row(None, prim=LG.MapUniform, module="_embedding_cache_ops")
row(None, prim=LG.PadAndShift, module="_embedding_cache_ops")
row(None, prim=LG.UpdateCache, module="_embedding_cache_ops")
