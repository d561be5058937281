"""``mindspore.ops.auto_generate.pyboost_inner_prim``: MindSpore 2.10's internal kernel bindings
(``_Pyboost...Prim`` instances, Ascend fused kernels); minicell has none of them, only the
``Tensor`` the module also holds."""
from ...common.tensor import Tensor

__all__ = ["Tensor"]
