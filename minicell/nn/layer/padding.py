"""Padding Cells: ``nn.Pad`` (MindSpore's paddings per dim, CONSTANT / REFLECT / SYMMETRIC) and
the PyTorch-style ``ConstantPad1d/2d/3d``, ``ReflectionPad1d/2d/3d``, ``ReplicationPad1d/2d/3d``
and ``ZeroPad2d`` (padding given last dim first).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.ZeroPad2d(1)(ms.Tensor(np.ones((1, 2, 2), np.float32))).shape
(1, 4, 4)
"""
from ... import _checkparam as _validator, ops
from ...ops import nn_functional as F
from ..cell import Cell
from .._operand_texts import refuses_non_tensors

__all__ = ["Pad", "ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ReflectionPad1d",
           "ReflectionPad2d", "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d",
           "ReplicationPad3d", "ZeroPad2d"]


class Pad(Cell):
    """Pad by ``paddings`` ((lo, hi) per dim, leading dims first); mode 'CONSTANT' (zeros),
    'REFLECT' or 'SYMMETRIC'."""

    def __init__(self, paddings, mode="CONSTANT"):
        super().__init__()
        _validator.check_string(mode, ["CONSTANT", "REFLECT", "SYMMETRIC"], "mode", "Pad")
        # MindSpore 2.10's checks (measured): a tuple of pairs, at most 4 of them; the pairs'
        # count must equal the input's rank, checked with the sign by ops.Pad / ops.MirrorPad
        if not isinstance(paddings, tuple):
            raise TypeError(f"For 'Pad', the type of 'paddings' must be tuple, but got "
                            f"{type(paddings).__name__}.")
        for item in paddings:       # (an int item: Python's len() TypeError, as 2.10's)
            if len(item) != 2:
                raise ValueError(f"For 'Pad', the dimension of 'paddings' must be (n, 2), but got "
                                 f"{paddings}.")
        if len(paddings) > 4:
            raise ValueError(f"For 'Pad', only 'paddings' up to 4 dims is supported, but got "
                             f"{len(paddings)}.")
        self.paddings, self.mode = tuple(tuple(p) for p in paddings), mode
        self.pad = ops.Pad(self.paddings) if mode == "CONSTANT" else None

    def construct(self, x):
        if self.mode == "CONSTANT":
            return self.pad(x)
        return ops.mirror_pad(x, self.paddings, self.mode)


class _PadNd(Cell):
    """PyTorch-style padding of the last dims: an int (the last ``_nd`` dims, every side) or a
    tuple of (before, after) pairs, last dim first; a shorter tuple pads fewer dims (MindSpore
    2.10: ``ConstantPad2d((0, 1))`` pads the last dim only). Constant and zero padding take at
    most ``2 * _nd`` numbers; reflection and replication any even count."""
    _nd, _mode = 1, "constant"

    def __init__(self, padding, value=None):
        super().__init__()
        if isinstance(padding, int) and not isinstance(padding, bool):
            padding = (padding,) * (2 * self._nd)
        self._check(padding)
        self.padding, self.value = tuple(padding), value

    def _check(self, padding):
        # MindSpore 2.10's messages (measured): the constant family's, then the others'
        cls, n = type(self).__name__, 2 * self._nd
        const = self._mode == "constant"
        if not isinstance(padding, tuple):          # 2.10: a list is refused too
            raise TypeError(f"For '{cls}', the type of parameter 'padding' must be in [int, "
                            f"tuple], but got {type(padding)}" if const else
                            f"For '{cls}' the input 'padding' must be an integer or tuple, but "
                            f"got {type(padding).__name__}")
        if len(padding) % 2:
            raise ValueError(f"For '{cls}', the length of parameter 'padding' with tuple type "
                             f"must be a multiple of 2, but got {len(padding)}" if const else
                             f"For '{cls}' the length of input 'padding' must be divisible by 2, "
                             f"but got padding of length {len(padding)}. ")    # (sic, 2.10)
        if const and n == 2 and len(padding) != 2:
            raise ValueError(f"For '{cls}', the length of parameter 'padding' with tuple type "
                             f"must equal to 2.but got {len(padding)}")
        if const and len(padding) > n:
            raise ValueError(f"For '{cls}', the length of parameter 'padding' with tuple type "
                             f"must no more than {n}.but got {len(padding)}")
        if not const:           # the constant family checks its elements when called
            _check_ints(cls, padding)
        if self._mode == "reflect" and any(p < 0 for p in padding):
            raise ValueError(f"For '{cls}' every element in 'padding' must be >= 0. but got "
                             f"{tuple(padding)}. ")                  # (sic, 2.10)

    def construct(self, x):
        _check_ints(type(self).__name__, self.padding)
        nd = len(self.padding) // 2
        if len(x.shape) < nd + (self._mode == "replicate"):     # 2.10: reflection pads all dims
            raise ValueError(f"For '{type(self).__name__}', the input must have at least "
                             f"{nd + 1} dims, but got shape {tuple(x.shape)}")
        if self._mode == "reflect":     # 2.10 runs MirrorPad: its check and text (measured)
            for d in range(nd - 1, -1, -1):
                lo, hi, size = self.padding[2 * d], self.padding[2 * d + 1], x.shape[-1 - d]
                if max(lo, hi) >= size:
                    raise ValueError(f"For 'MirrorPad', paddings must be no greater than the "
                                     f"dimension size: [{lo}], [{hi}] not less than [{size}]")
        return F.pad(x, self.padding, self._mode, self.value)


def _check_ints(cls, padding):
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in padding):
        raise TypeError(f"For '{cls}' every element in 'padding' must be integer, but got "
                        f"{tuple(padding)}.")


def _const(nd):
    class ConstantPad(_PadNd):
        __doc__ = f"Pad the last {nd} dim(s) with the constant ``value``."
        _nd = nd

        def __init__(self, padding, value):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise TypeError(f"For '{type(self).__name__}', the type of parameter 'value' "
                                f"must be in [int, float], but got {type(value)}")
            super().__init__(padding, value)
    return ConstantPad


def _mode(nd, mode, what):
    class ModePad(_PadNd):
        __doc__ = f"Pad the last {nd} dim(s) by {what}."
        _nd, _mode = nd, mode

        def __init__(self, padding):
            super().__init__(padding)
    return ModePad


def _named(cls, name):
    cls.__name__ = cls.__qualname__ = name
    return cls


ConstantPad1d = refuses_non_tensors(_named(_const(1), "ConstantPad1d"))
ConstantPad2d = refuses_non_tensors(_named(_const(2), "ConstantPad2d"))
ConstantPad3d = refuses_non_tensors(_named(_const(3), "ConstantPad3d"))
ReflectionPad1d = _named(_mode(1, "reflect", "reflection"), "ReflectionPad1d")
ReflectionPad2d = _named(_mode(2, "reflect", "reflection"), "ReflectionPad2d")
ReflectionPad3d = _named(_mode(3, "reflect", "reflection"), "ReflectionPad3d")
ReplicationPad1d = _named(_mode(1, "replicate", "replicating the edge"), "ReplicationPad1d")
ReplicationPad2d = _named(_mode(2, "replicate", "replicating the edge"), "ReplicationPad2d")
ReplicationPad3d = _named(_mode(3, "replicate", "replicating the edge"), "ReplicationPad3d")
ZeroPad2d = refuses_non_tensors(_named(_mode(2, "constant", "zeros"), "ZeroPad2d"))
