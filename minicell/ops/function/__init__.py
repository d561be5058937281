"""``mindspore.ops.function``: every functional op (``F.gather``, ``F.csr_softmax``...), the same
objects as ``minicell.ops.*``, and the modules MindSpore 2.10 groups them in (``array_func``,
``math_func``, ``nn_func``, ``random_func``, ...), with their ``_ext`` functions
(``array_func.max_ext``, ``nn_func.dropout_ext``: ``mint``'s functions).

>>> import minicell as ms
>>> from minicell.ops import function as F
>>> from minicell.ops.function.array_func import max_ext
>>> F.gather is ms.ops.gather
True
>>> max_ext(ms.Tensor([[1.0, 5.0], [3.0, 2.0]]), 1)[0].asnumpy().tolist()
[5.0, 3.0]
"""
import sys

from .. import _table
from . import (  # noqa: F401
    array_func, clip_func, comm_func, debug_func, fft_func, grad, image_func, linalg_func,
    math_func, nn_func, other_func, parameter_func, random_func, reshard_func, sparse_func,
    sparse_unary_func, spectral_func, vmap_func,
)

_table.install(sys.modules[__name__], _table.SURFACE.functional)
