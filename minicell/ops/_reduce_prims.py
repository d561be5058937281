"""The Reduce Primitives (``ops.ReduceSum(keep_dims=False)(x, axis=())``...): MindSpore's
constructor attributes over the functional reductions (their op_table rows export them).

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> ops.ReduceSum(keep_dims=True)(ms.Tensor(np.ones((2, 3), np.float32)), 1).shape
(2, 1)
"""
from . import functional as F
from .reductions import check_reduce_args, sum_in_dtype
from .primitive import Primitive, prim_attr_register



class _Reduce(Primitive):
    _fn = None
    _input = "x"        # the operand's name in 2.10's call texts (ReduceAll: "input")
    # attributes that must be a Python bool when called
    _flags = ("keep_dims",)

    @prim_attr_register
    def __init__(self, keep_dims=False):
        self.keep_dims = keep_dims

    def _check_flags(self, x, axis):
        check_reduce_args(type(self).__name__, x, axis,
                          {f: getattr(self, f) for f in self._flags}, self._input)


def _reduce_call(name, operand):
    """The class's own ``__call__``: Python's errors name ``name`` and 2.10's input names
    (``ReduceAll``: ``(input, axis=None)``, the others ``(x, axis=())``; measured)."""
    if operand == "input":
        def __call__(self, input, axis=None):
            axis = () if axis is None else axis
            self._check_flags(input, axis)
            return type(self)._fn(input, axis, self.keep_dims)
    else:
        def __call__(self, x, axis=()):
            self._check_flags(x, axis)
            return type(self)._fn(x, axis, self.keep_dims)
    __call__.__qualname__ = f"{name}.__call__"
    return __call__


def _reduce_cls(name, fn, operand="x"):
    return type(name, (_Reduce,), {"_fn": staticmethod(fn), "__module__": __name__,
                                   "_input": operand, "__call__": _reduce_call(name, operand),
                                   "__doc__": f"``{name}(keep_dims=False)(x, axis=())``."})


def _in_dtype(out, x):
    """The Reduce primitives' result keeps an integer or bool input's dtype (2.10: ReduceSum
    of Int32 is Int32, of Bool a Bool: any; ReduceProd of Bool: all; measured), where the
    functional ``ops.sum``/``prod`` widen to Int64."""
    return out if out.dtype == x.dtype else out.astype(x.dtype)


class ReduceSum(_Reduce):
    """``ReduceSum(keep_dims=False, skip_mode=False)(x, axis=())``: with ``skip_mode`` an empty
    ``axis`` returns ``x`` unreduced (2.10), else it sums over every axis."""
    _fn = staticmethod(lambda x, axis, keep_dims: sum_in_dtype(x, axis, keep_dims))
    _flags = ("keep_dims", "skip_mode")

    @prim_attr_register
    def __init__(self, keep_dims=False, skip_mode=False):
        self.keep_dims, self.skip_mode = keep_dims, skip_mode

    def __call__(self, x, axis=()):
        self._check_flags(x, axis)
        if self.skip_mode and isinstance(axis, (tuple, list)) and not axis:
            return x
        return type(self)._fn(x, axis, self.keep_dims)
ReduceMean = _reduce_cls("ReduceMean", lambda x, axis, keep_dims: F.mean(x, axis, keep_dims))
ReduceMax = _reduce_cls("ReduceMax", lambda x, axis, keep_dims: F.amax(x, axis, keep_dims))
ReduceMin = _reduce_cls("ReduceMin", lambda x, axis, keep_dims: F.amin(x, axis, keep_dims))
ReduceProd = _reduce_cls("ReduceProd",
                         lambda x, axis, keep_dims: _in_dtype(F.prod(x, axis, keep_dims), x))
ReduceAll = _reduce_cls("ReduceAll", lambda x, axis, keep_dims: F.all(x, axis, keep_dims),
                        "input")
ReduceAny = _reduce_cls("ReduceAny", lambda x, axis, keep_dims: F.any(x, axis, keep_dims))
