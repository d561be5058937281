"""``mindspore.numpy.utils``: the private helper user code imports from it (MindSPONGE:
``from mindspore.numpy.utils import _to_tensor``).

>>> import minicell as ms
>>> a, b = _to_tensor(2, [1.5, 2.0])
>>> a.dtype, b.dtype
(mindspore.int32, mindspore.float32)
"""
from ..common.tensor import Tensor
from ..ops.np_adapters import to_tensor
from .utils_const import _raise_type_error


def _to_tensor(*args):
    """Each argument as a Tensor (a Python int -> Int32, float -> Float32; a Tensor as is); one
    argument gives one Tensor, several a tuple. Anything else is 2.10's TypeError."""
    res = ()
    for arg in args:
        if isinstance(arg, (int, float, bool, list, tuple)):
            arg = to_tensor(arg)
        elif not isinstance(arg, Tensor):
            _raise_type_error("Expect input to be array like.")
        res += (arg,)
    return res[0] if len(res) == 1 else res
