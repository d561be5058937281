"""``minicell.ops``: MindSpore's functional API (``ops.matmul``) and Primitive classes
(``ops.MatMul()``). Every op goes through the registry in ``minicell.runtime``.

The public surface is built here from one table (``op_table``, see ``_table``): each row gives
an op's functional names, Primitive class, Tensor methods and ``mindspore.numpy`` names, and
``_table.build`` makes ``ops.*``, ``ops.functional`` (``F``), ``ops.operations`` (``P``) and its
submodules, the Tensor methods and ``minicell.numpy`` from it.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.add(ms.Tensor([1.0]), 2.0)
Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
"""
from . import _table, op_table as _op_table  # noqa: F401  (importing op_table fills the table)
from . import rows_math, rows_bits, rows_array, rows_nn, rows_linalg, rows_tensor  # noqa: F401
from . import rows_grad  # noqa: F401  (vmap, jvp, vjp, jacfwd, jacrev)
from . import rows_more  # noqa: F401  (linalg helper: random, optimizer prims, F helpers)
from . import rows_inplace  # noqa: F401  (Tensor-method leftovers, in-place random fills)
from . import rows_extra  # noqa: F401  (assign_add, clip_by_norm, image ops, ...)
from . import rows_sparse  # noqa: F401  (COOTensor / CSRTensor ops and methods)
from . import rows_breadth  # noqa: F401  (Morph, DumpGradient, Reshard, Tensor.index/set_/to_)
from . import comm_ops, comm_func, communication  # noqa: F401  (ops.AllReduce, ops.all_reduce)
from . import rows_vision  # noqa: F401  (NMS, deformable sampling, older Primitives)
from . import rows_grad_ops  # noqa: F401  (P._grad_ops: MindSpore's backward-kernel Primitives)
from . import rows_sparse_ops, rows_inner_ops  # noqa: F401  (P.sparse_ops, P._inner_ops)
from . import rows_ext_prims  # noqa: F401  (gen_ops_prim's SumExt/AddExt/..., P.Load)
from . import rows_ext_prims2  # noqa: F401  (gen_ops_prim's SoftplusExt/Max/SliceExt/...)
from . import rows_sequence  # noqa: F401  (P._sequence_ops: tuple/list Primitives)
from . import rows_v1  # noqa: F401  (V1 pooling, _quant_ops, ReLUV3, RangeV2, SelfAdjointEig...)
from . import functional as _functional
from ._autodiff import GradOperation
from .primitive import Primitive, prim_attr_register
from .comm_ops import ReduceOp
from .extra_compat import PrimitiveWithCheck, PrimitiveWithInfer
from .vm_impl_registry import get_vm_impl_fn, vm_impl_registry
from .op_info_register import (AiCPURegOp, AkgAscendRegOp, AkgGpuRegOp, CpuRegOp, CustomRegOp,
                               DataType, TBERegOp, custom_info_register, op_info_register)
from . import tensor_operands as _tensor_operands
from . import method_texts as _method_texts
from ..common.tensor import _TENSOR_METHODS, Tensor

_table.SURFACE = _SURFACE = _table.build()
_table.install(_functional, _SURFACE.functional)   # ops.functional is MindSpore's F
_table.install_tensor_methods(Tensor, _TENSOR_METHODS, _SURFACE.tensor)  # t.sum(), t[0], ...
_tensor_operands.install(Tensor)      # 2.10's TypeErrors for operands like ``t * (1, 2)``
_method_texts.install(Tensor, _TENSOR_METHODS)  # 2.10's texts for methods: one wrapper each
_table.install_on_class(Tensor, _TENSOR_METHODS)     # the rest: found without __getattr__
globals().update(_SURFACE.functional)
globals().update(_SURFACE.primitives)

__all__ = sorted([*_SURFACE.functional, *_SURFACE.primitives, "GradOperation", "Primitive",
                  "prim_attr_register", "ReduceOp", "PrimitiveWithCheck",
                  "PrimitiveWithInfer", "get_vm_impl_fn", "vm_impl_registry", "AiCPURegOp",
                  "AkgAscendRegOp", "AkgGpuRegOp", "CpuRegOp", "CustomRegOp", "DataType",
                  "TBERegOp", "custom_info_register", "op_info_register"])

from . import composite, functional, operations  # noqa: E402,F401  (C, F, P: built from the table)
from . import functional_overload  # noqa: E402,F401
P = operations   # MindSpore's ``ops.P`` (``from mindspore.ops import P``)
from ._prim_operands import install as _install_operands  # noqa: E402
_install_operands(operations)   # 2.10's operand signatures of P.* calls ('Failed calling ...')
from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.ops")
from ._py_names import install as _install_py_names  # noqa: E402

_install_py_names(globals(), "ops")     # 2.10's function names in Python's argument errors
