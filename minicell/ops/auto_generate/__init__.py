"""``mindspore.ops.auto_generate``: MindSpore 2.10's generated op bindings, those minicell has:
the functional ops of ``gen_ops_def`` (the same objects as ``minicell.ops.*``, ``_ext`` ones are
``mint``'s), the Primitive classes and ready-made instances of ``gen_ops_prim``, and those
submodules (MindSpore also gives them as ``ops.gen_ops_def``, ``ops.gen_ops_prim``, ...).

>>> import minicell as ms
>>> from minicell.ops.auto_generate import transpose, add_op, bmm_ext
>>> transpose is ms.ops.transpose, bmm_ext is ms.mint.bmm
(True, True)
>>> add_op(ms.Tensor([1.0]), ms.Tensor([2.0])).asnumpy().tolist()
[3.0]
"""
import sys

from ..function._fill import fill
from . import gen_ops_def, gen_ops_prim, pyboost_inner_prim  # noqa: F401

OWN = {n: getattr(gen_ops_def, n) for n in gen_ops_def.__all__ if n in vars(gen_ops_def)}
fill(__name__, "", prims="tensor_to_tuple_:TensorToTuple", mint=gen_ops_def.MINT,
     classes="TensorToTuple SequenceConcat ListToTuple TupleToList TupleToTensor TensorToScalar",
     own=OWN)

# mindspore.ops.gen_ops_def, .gen_ops_prim, .pyboost_inner_prim are these modules too
_ops = sys.modules[__name__.rpartition(".")[0]]
_ops.gen_ops_def, _ops.gen_ops_prim = gen_ops_def, gen_ops_prim
_ops.pyboost_inner_prim = pyboost_inner_prim
