"""``ops.operations._grad_ops``: MindSpore's backward-kernel Primitives (``G.ReluGrad``...),
as internal op-table rows (see ``_table``): only in that submodule, never ``ops.X``/``P.X``.
The classes are in ``grad_prims`` (activations, losses, normalisations) and ``grad_prims_2``
(slicing, convolution, resizing, pooling, gather, einsum) and ``grad_prims_3`` (dropout, 3-D
and average pooling, padding, ROIAlign, deformable offsets) and ``grad_prims_4`` (PSROIPooling),
``grad_prims_5`` (``IgammaGradA``) and ``gru_v2`` (``GRUV2Grad``)."""
from . import grad_prims as G1, grad_prims_2 as G2, grad_prims_3 as G3, grad_prims_4 as G4, \
    grad_prims_5 as G5
from .gru_v2 import GRUV2Grad
from ._table import declare as row

for _mod in (G1, G2, G3, G4, G5):
    for _name in _mod.__all__:
        row(None, prim=getattr(_mod, _name), module="_grad_ops", internal=True)
row(None, prim=GRUV2Grad, module="_grad_ops", internal=True)
