"""Op table rows for the remaining ``mindspore.ops`` names: Parameter updates
(``extra_state``), composite math (``extra_math``), debug checks (``extra_debug``), control
flow (``extra_control``), boxes and colour spaces (``extra_image``). Conventions as in ``_table``.
"""
from . import extra_control as CF, extra_debug as DB, extra_format as FM, extra_image as IM
from . import extra_compat as XC, extra_compat_more as XM, extra_math as EM
from . import extra_random as ER, extra_roi as RO, extra_state as ST, extra_vision as VI
from . import extra_rnn as RNN, ps_roi_pooling as PS
from ._table import declare as row
from ..parallel import sharding as SH

# ---- Parameter updates ---------------------------------------------------------------------------
row(ST.assign_add, "assign_add", prim=ST.AssignAdd, module="math_ops")
row(ST.assign_sub, "assign_sub", prim=ST.AssignSub, module="math_ops")

# ---- composite math --------------------------------------------------------------------------------
row(EM.clip_by_norm, "clip_by_norm")
row(EM.clip_by_global_norm, "clip_by_global_norm")
row(EM.renorm, "renorm")
row(None, prim=EM.Renorm, module="math_ops")
row(None, prim=EM.ConjugateTranspose, module="array_ops")
row(None, prim=EM.EqualCount, module="math_ops")
row(None, prim=EM.SquareSumAll, module="math_ops")
row(EM.intopk, "intopk", prim=EM.InTopK, module="nn_ops")
row(EM.accumulate_n, "accumulate_n", prim=EM.AccumulateNV2, module="math_ops")
row(EM.is_tensor, "is_tensor")
row(EM.is_nonzero, "is_nonzero")
row(EM.reduce_max, "reduce_max")
row(EM.reduce_min, "reduce_min")
row(EM.reduce_mean, "reduce_mean")
row(EM.eps, "eps", prim=EM.Eps, module="math_ops")
for _fn in (EM.tensor_range, EM.shape_, EM.diff_ext, EM.einsum_ext):
    row(_fn)
row(EM.isnan_ext, tensor="isnan")       # 2.10's Tensor.isnan takes complex, ops.isnan does not

# ---- debug Primitives ------------------------------------------------------------------------------
row(None, prim=DB.Assert, module="debug_ops")
row(None, prim=DB.CheckNumerics, module="array_ops")
row(None, prim=DB.InsertGradientOf, module="debug_ops")
row(None, prim=DB.PyFunc, module="other_ops")
for _summary in (DB.ScalarSummary, DB.TensorSummary, DB.HistogramSummary, DB.ImageSummary):
    row(None, prim=_summary, module="debug_ops")

# ---- control flow, condition number ----------------------------------------------------------------
row(None, prim=CF.WhileLoop, module="other_ops")   # MindSpore: operations.manually_defined
row(None, prim=CF.ForiLoop, module="other_ops")
row(None, prim=CF.Scan, module="other_ops")
row(None, prim=CF.GeSwitch, module="other_ops")   # MindSpore: operations.control_ops
row(None, prim=CF.Merge, module="other_ops")
row(CF.cond, "cond")

# ---- detection boxes, colour spaces ---------------------------------------------------------------
row(IM.iou, "iou", prim=IM.IOU, module="other_ops")
row(IM.check_valid, "check_valid", prim=IM.CheckValid, module="other_ops")
row(IM.bounding_box_encode, "bounding_box_encode", prim=IM.BoundingBoxEncode, module="other_ops")
row(IM.bounding_box_decode, "bounding_box_decode", prim=IM.BoundingBoxDecode, module="other_ops")
row(None, prim=IM.NMSWithMask, module="math_ops")
for _cls in (IM.RGBToHSV, IM.HSVToRGB, IM.AdjustHue, IM.AdjustSaturation):
    row(None, prim=_cls, module="image_ops")
row(VI.crop_and_resize, "crop_and_resize", prim=VI.CropAndResize, module="image_ops")
row(VI.ctc_greedy_decoder, "ctc_greedy_decoder", prim=VI.CTCGreedyDecoder, module="nn_ops")
row(None, prim=VI.TridiagonalMatMul, module="math_ops")
row(None, prim=VI.TensorToTuple, module="array_ops")

# ---- random draws ----------------------------------------------------------------------------------
for _cls in (ER.RandpermV2, ER.NonDeterministicInts, ER.LogNormalReverse):
    row(None, prim=_cls, module="random_ops")
row(None, prim=ER.Uniform, module="random_ops", internal=True)  # not ops.Uniform, as 2.10
row(None, prim=RO.ROIAlign, module="nn_ops")
row(None, prim=PS.PSROIPooling, module="nn_ops", internal=True)   # not ops.PSROIPooling in 2.10
row(RO.type_as, "type_as", tensor="type_as")
for _cls in (FM.DataFormatDimMap, FM.DataFormatVecPermute):
    row(None, prim=_cls, module="nn_ops")
row(None, prim=FM.CompareAndBitpack, module="math_ops")
row(None, prim=FM.RaggedRange, module="math_ops")
row(None, prim=FM.EditDistance, module="array_ops")

# ---- sharding constraint (SEMI_AUTO_PARALLEL) ------------------------------------------------------
row(SH.reshard, "reshard")

# ---- more MindSpore names real code uses (extra_compat) -------------------------------------------
row(None, prim=XC.LSTM, module="nn_ops")
row(None, prim=XC.CTCLoss, module="nn_ops")
row(None, prim=XC.ExtractImagePatches, module="array_ops")
row(None, prim=XC.Dilation2D, module="nn_ops")
row(None, prim=XC.HistogramFixedWidth, module="math_ops")
row(None, prim=XC.ConfusionMatrix, module="other_ops")
row(None, prim=XC.GatherV2, module="array_ops")
row(None, prim=XC.LerpScalar, module="math_ops")
row(XC.deepcopy, "deepcopy")
row(XC.triangular_solve, tensor="triangular_solve")
row(XC.set_const_arg, tensor="set_const_arg")
row(XC._const_arg, tensor=[("const_arg", XC.const_arg)])
row(XM.log_uniform_candidate_sampler, "log_uniform_candidate_sampler",
    prim=XM.LogUniformCandidateSampler, module="random_ops")
row(None, prim=XM.ComputeAccidentalHits, module="nn_ops")
row(None, prim=XM.ApplyAdamWithAmsgradV2, module="nn_ops")
row(None, prim=XM.BatchToSpaceNDV2, module="array_ops")
row(None, prim=XM.ConcatOffsetV1, module="array_ops", internal=True)   # not ops.X in 2.10
row(XM.bernoulli_ext, "bernoulli_ext")
row(XM.rotary_position_embedding, "rotary_position_embedding")
row(None, prim=XM.NoRepeatNGram, module="nn_ops")
row(XM.tail, "tail")
row(XM.tensordump, "tensordump", prim=XM.TensorDump, module="debug_ops")
row(XM.move_to, "move_to", prim=XM.MoveTo, module="other_ops", tensor="move_to")
row(None, prim=XC.ExtractVolumePatches, module="array_ops")

# ---- MindSpore's fused RNN and bit-mask dropout Primitives (Ascend kernels there) ---------------
for _cls in (RNN.DynamicRNN, RNN.DynamicGRUV2, RNN.DropoutGenMask, RNN.DropoutDoMask):
    row(None, prim=_cls, module="nn_ops")
