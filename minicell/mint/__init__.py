"""``mindspore.mint``: MindSpore 2.x's PyTorch-style API (``mint.add(input, other, alpha=1)``,
``mint.sum(input, dim=None, keepdim=False)``, ``mint.nn.Linear``, ``mint.optim.AdamW``).

In MindSpore, mint binds to its ``*_ext`` kernels (most of them Ascend-only). In minicell each
mint name is a thin function or Cell over the ``minicell.ops``/``minicell.nn`` op that computes
the same value, with PyTorch's argument names (``dim``, ``keepdim``, ``input``, ``other``)
mapped onto them, so it runs eagerly, in a GRAPH_MODE ``construct`` and under autodiff as
that op does. Names minicell cannot provide raise ``minicell.UnsupportedError`` saying why
(``docs/mint.md``).

>>> import numpy as np
>>> import minicell as ms
>>> from minicell import mint
>>> x = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
>>> mint.sum(x, dim=1, keepdim=True).shape, mint.add(x, x, alpha=2)[0, 1].item()
((2, 1), 6.0)
"""
# the same signature as minicell.ops's function of that name
import functools as _functools

from ..ops import (  # noqa: F401
    abs, acos, acosh, addmm, addmv, arange, arccos, arccosh, arcsin, arcsinh, arctan,
    arctan2, arctanh, asin, asinh, atan, atan2, atanh, bincount, bitwise_and,
    bitwise_not, bitwise_or, bitwise_xor, bmm, broadcast_to, ceil, cos, cosh, cross, cumprod,
    dstack, einsum, erf, erfc, erfinv, exp, exp2, expm1, eye, flip, float_power, floor,
    floor_divide, fmod, frac, full, full_like, gcd, greater, greater_equal, gt, histc, hstack,
    imag, inverse, isclose, isfinite, isinf, isnan, isneginf, le, less, less_equal, log, log10,
    log1p, log2, logaddexp, logaddexp2, logical_and, logical_not, logical_or, logical_xor, lt,
    masked_select, matmul, maximum, minimum, mm, mv, nan_to_num, ne, neg, negative,
    nonzero, not_equal, ones_like, outer, permute, polar, pow, ravel, real, reciprocal, reshape,
    roll, round, rsqrt, scatter, searchsorted, sigmoid, sign, sin, sinc, sinh, sqrt, square, sum,
    swapaxes, t, take, tan, tanh, tile, trace, tril, triu, trunc, unbind, unique_consecutive,
    unsqueeze, zeros_like,
)
from ..ops.matmul_funcs import addbmm_ext as addbmm, baddbmm_ext as baddbmm  # noqa: F401
from ..ops import trunc as fix  # noqa: F401  (2.10's mint.fix: numpy's name for trunc)
from ..ops import greater_equal as ge  # noqa: F401
from ._math import *  # noqa: F401,F403
from ._array import *  # noqa: F401,F403
from . import nn, optim, linalg, special, distributed  # noqa: F401
from .nn.functional import conv2d, gelu as npu_gelu  # noqa: F401
from ..common.unsupported import install as _install_unsupported
from .._class_modules import relabel_loaded as _relabel_loaded
from ..runtime.prim_tag import tag as _prim_tag
from ..ops._params import with_params as _with_params
from ._operands import install as _install_operands

# 2.10's mint names these operands otherwise than minicell.ops's function it re-exports
for _name, _params in {"sqrt": ("input",), "bmm": ("input", "mat2"), "frac": ("input",),
                       "mv": ("input", "vec"), "permute": ("input", "dims")}.items():
    globals()[_name] = _with_params(globals()[_name], _params, _name)


def _ext_product(fn):
    """2.10's ``mint.bmm`` is BatchMatMulExt, not ``ops.bmm``'s BatchMatMul: a primitive its
    FLOPs count (``flops_collection``) leaves out, and its dtype text names (both modes)."""
    @_functools.wraps(fn)
    def ext(*args, **kwargs):
        if len(args) == 2 and not kwargs:
            from ..ops._operand_dtypes import check_product_dtypes
            check_product_dtypes("BatchMatMulExt", *args)
        return _prim_tag(fn(*args, **kwargs), "BatchMatMulExt")
    return ext


bmm = _ext_product(bmm)  # noqa: F811
from . import _ext_shapes as _sh  # noqa: E402
bmm, mm, trace = (_sh.checked(_sh.bmm_check)(bmm), _sh.checked(_sh.mm_check)(mm),  # noqa: F811
                  _sh.checked(_sh.trace_check)(trace))
triu, tril = _sh.checked(_sh.triu_check)(triu), _sh.checked(_sh.tril_check)(tril)  # noqa: F811
eye, arange = _sh.checked(_sh.eye_check)(eye), _sh.checked(_sh.arange_check)(arange)  # noqa: F811
zeros, ones = _sh.checked(_sh.zeros_check)(zeros), _sh.checked(_sh.ones_check)(ones)  # noqa: F811
full = _sh.checked(_sh.full_check)(full)  # noqa: F811

from ..ops._py_names import install as _install_py_names  # noqa: E402

_install_unsupported(__name__, "mindspore.mint")
_install_operands(globals())   # 2.10's refusal of non-Tensor operands
_relabel_loaded()   # 2.10's module paths on mint.nn's and mint.optim's classes
_install_py_names(globals(), "mint")    # 2.10's function names in Python's argument errors
_install_py_names(vars(nn.functional), "mint.nn.functional")
