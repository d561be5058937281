"""Primitive classes MindSpore 2.10 generates for the ``mint`` (``_ext``) functions and has only
in ``ops.auto_generate.gen_ops_prim`` (``SumExt()(x, dim, keepdim, dtype)``, ``AddExt()(x, y,
alpha)``, ...), each calling the ``mint`` function with its arguments positional; and
``P.Load``, the read of a Parameter's current value MindSpore's graphs insert before each use.

>>> import minicell as ms
>>> from minicell.ops.auto_generate import SumExt
>>> from minicell.ops.auto_generate.gen_ops_prim import SubExt
>>> x = ms.Tensor([[1.0, 2.0], [3.0, 4.0]])
>>> SumExt()(x, (1,), True, None).asnumpy().tolist(), SubExt()(x, x, 2).asnumpy().tolist()
([[3.0], [7.0]], [[-1.0, -2.0], [-3.0, -4.0]])
"""
import importlib

from . import array_ops as A, extra_ops as X
from ._table import declare as row


def _mint(name):
    return getattr(importlib.import_module("minicell.mint"), name)


def _sum_ext(input, dim=None, keepdim=False, dtype=None):
    return _mint("sum")(input, dim, keepdim, dtype=dtype)


def _add_ext(input, other, alpha=1):
    return _mint("add")(input, other, alpha=alpha)


def _sub_ext(input, other, alpha=1):
    return _mint("sub")(input, other, alpha=alpha)


def _ones_like_ext(input, dtype=None):
    return A.ones_like(input, dtype=dtype)


def _zeros_like_ext(input, dtype=None):
    return A.zeros_like(input, dtype=dtype)


def _matmul_ext(input, other):
    return _mint("matmul")(input, other)


def _batch_matmul_ext(input, mat2):
    return _mint("bmm")(input, mat2)


def _mean_ext(input, dim=None, keepdim=False, dtype=None):
    return _mint("mean")(input, dim, keepdim, dtype=dtype)


def _split_with_size(input, split_size, dim=0):
    """2.10's ``SplitWithSize``: a tuple of pieces whose sizes are ``split_size`` exactly."""
    return tuple(_mint("split")(input, list(split_size), dim))


def _inplace_copy(input, src, non_blocking=False):
    """``InplaceCopy()(input, src)``: ``src`` (cast, broadcast) written into ``input``."""
    del non_blocking
    return input.copy_(src)


def _scatter(input, dim, index, src, reduce):
    """``Scatter()(input, dim, index, src, reduce)``: ``mint.scatter``'s kernel with ``reduce``
    spelled out ('none', 'add' or 'multiply', as 2.10's enum for it)."""
    if not isinstance(reduce, str):
        raise TypeError(f"For 'Scatter', the input 'reduce' should be a str, but got "
                        f"{type(reduce)}.")
    if reduce not in ("none", "add", "multiply"):
        raise ValueError(f'Failed to convert the value "{reduce}" of input \'reduce\' of '
                         f"'Scatter' to enum.")
    return X.scatter_elements(input, index, src, dim, reduce)


for _fn, _cls in ((_sum_ext, "SumExt"), (_add_ext, "AddExt"), (_sub_ext, "SubExt"),
                  (_ones_like_ext, "OnesLikeExt"), (_zeros_like_ext, "ZerosLikeExt"),
                  (_matmul_ext, "MatMulExt"), (_batch_matmul_ext, "BatchMatMulExt"),
                  (_mean_ext, "MeanExt"), (_split_with_size, "SplitWithSize"),
                  (_inplace_copy, "InplaceCopy"), (_scatter, "Scatter")):
    row(_fn, (), prim=_cls, module="auto_generate", internal=True)


def _load(param, u=None):
    """``Load()(param, u)``: the Parameter's value (``u``, MindSpore's update-state token that
    orders the read after earlier writes, is not needed: minicell's graphs keep program order)."""
    del u
    return X.identity(param)


row(_load, (), prim="Load", module="other_ops")
