"""Op table rows for ``device_only_v1`` (2.10's Ascend-only V1 pooling, ``CholeskyGrad``, the
``_quant_ops`` fake quantisers, ``_inner_ops.Quant``), ``quant_param`` (``FakeQuantParam``) and
``v2_prims`` (``ReLUV3``, ``RangeV2``, ``Diagonal``, ``SelfAdjointEig``, ``AdjustContrastv2``).
All internal: MindSpore 2.10 has them only in these ``ops.operations`` submodules (``Diagonal``
only in ``ops.auto_generate``). ``device_only_v2`` (``SyncBatchNorm(Grad)``, ``TransShape``, the
assist-matrix ``MatrixDiag`` family), ``grad_prims_6`` and ``v2_prims_2`` (ut14's gradients and
CPU Primitives). Conventions as in ``_table``."""
from . import device_only_v1 as DV, device_only_v2 as DV2, grad_prims_6 as G6
from . import v2_prims as V2, v2_prims_2 as V22
from .quant_param import FakeQuantParam
from ._table import declare as row

for _cls, _module in ((DV.AvgPoolV1, "nn_ops"), (DV.MaxPoolV1, "nn_ops"),
                      (DV.AvgPoolGradV1, "_grad_ops"), (DV.MaxPoolGradV1, "_grad_ops"),
                      (DV.CholeskyGrad, "_grad_ops"), (DV.Quant, "_inner_ops"),
                      (DV.FakeQuantWithMinMaxVars, "_quant_ops"),
                      (DV.FakeQuantWithMinMaxVarsPerChannel, "_quant_ops"),
                      (DV.IFMR, "_quant_ops"), (FakeQuantParam, "_quant_ops"),
                      (V2.ReLUV3, "nn_ops"), (V2.RangeV2, "array_ops"),
                      (V2.Diagonal, "auto_generate"), (V2.SelfAdjointEig, "math_ops"),
                      (V2.AdjustContrastv2, "image_ops")):
    row(None, prim=_cls, module=_module, internal=True)

for _cls, _module in ((DV2.SyncBatchNorm, "_inner_ops"), (DV2.SyncBatchNormGrad, "_grad_ops"),
                      (DV2.TransShape, "array_ops"), (DV2.MatrixDiag, "_inner_ops"),
                      (DV2.MatrixDiagPart, "_inner_ops"), (DV2.MatrixSetDiag, "_inner_ops"),
                      (G6.Conv3DBackpropInput, "nn_ops"),
                      (V22.TridiagonalSolve, "math_ops"), (V22.InstanceNormV2, "nn_ops"),
                      (V22.InstanceNormV2Grad, "_grad_ops"), (V22.ResizeV2, "image_ops"),
                      (V22.CropAndResizeGradBoxes, "image_ops"),
                      (V22.CropAndResizeGradImage, "image_ops")):
    row(None, prim=_cls, module=_module, internal=True)
for _name in G6.__all__:
    if _name != "Conv3DBackpropInput":
        row(None, prim=getattr(G6, _name), module="_grad_ops", internal=True)
