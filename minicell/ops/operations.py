"""``from minicell.ops import operations as P`` (MindSpore's older spelling): every Primitive
class, e.g. ``P.MatMul()``, ``P.ReduceSum(keep_dims=True)``.

>>> from minicell.ops import operations as P
>>> P.MatMul(transpose_b=True)
Prim[MatMul]<transpose_a=False, transpose_b=True>
"""
from .primitive import *  # noqa: F401,F403
from ._nn_primitives import *  # noqa: F401,F403
from .extra_ops import (Flatten, L2Normalize, Softplus, Print, DType, Identity, ReLU6,  # noqa
                        Elu, LeakyReLU, Unique, TensorScatterElements, Sinh, Cosh, Asin, Acos,
                        Atan, Tril, Triu, Diag, Unstack)
from ._autodiff import *  # noqa: F401,F403
