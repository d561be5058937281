"""``minicell.ops``: MindSpore's functional API (``ops.matmul``) and Primitive classes
(``ops.MatMul()``). Every op goes through the registry in ``minicell.runtime``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.add(ms.Tensor([1.0]), 2.0)
Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
"""
from .functional import *  # noqa: F401,F403
from .primitive import *  # noqa: F401,F403
from .nn_functional import *  # noqa: F401,F403
from ._autodiff import *  # noqa: F401,F403
from .extra_ops import *  # noqa: F401,F403
from . import operations, composite  # noqa: F401,E402  (P.MatMul, C.GradOperation)
from .composite import grad, value_and_grad  # noqa: F401,E402
from . import tensor_methods as _tensor_methods  # noqa: F401  (installs Tensor.sum etc.)
