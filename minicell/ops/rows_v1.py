"""Op table rows for ``device_only_v1`` (2.10's Ascend-only V1 pooling, ``CholeskyGrad``, the
``_quant_ops`` fake quantisers, ``_inner_ops.Quant``) and ``v2_prims`` (``ReLUV3``, ``RangeV2``,
``Diagonal``, ``SelfAdjointEig``, ``AdjustContrastv2``). All internal: MindSpore 2.10 has them
only in these ``ops.operations`` submodules (``Diagonal`` only in ``ops.auto_generate``).
Conventions as in ``_table``."""
from . import device_only_v1 as DV, v2_prims as V2
from ._table import declare as row

for _cls, _module in ((DV.AvgPoolV1, "nn_ops"), (DV.MaxPoolV1, "nn_ops"),
                      (DV.AvgPoolGradV1, "_grad_ops"), (DV.MaxPoolGradV1, "_grad_ops"),
                      (DV.CholeskyGrad, "_grad_ops"), (DV.Quant, "_inner_ops"),
                      (DV.FakeQuantWithMinMaxVars, "_quant_ops"),
                      (DV.FakeQuantWithMinMaxVarsPerChannel, "_quant_ops"),
                      (DV.IFMR, "_quant_ops"),
                      (V2.ReLUV3, "nn_ops"), (V2.RangeV2, "array_ops"),
                      (V2.Diagonal, "auto_generate"), (V2.SelfAdjointEig, "math_ops"),
                      (V2.AdjustContrastv2, "image_ops")):
    row(None, prim=_cls, module=_module, internal=True)
