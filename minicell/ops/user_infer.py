"""A user's ``PrimitiveWithInfer`` with no kernel: its inference (``__infer__``, else
``infer_dtype`` / ``infer_shape`` / ``infer_value``) run on the call's arguments as MindSpore 2.10
runs it, and the result read as the shapes and dtypes of the outputs.

In a graph (GRAPH_MODE, ``@jit``) such a call becomes a node with those outputs whose kernel is
missing (``compiler/kernelless.py``): a graph that never needs its value (only its gradient,
from a bprop registered with ``bprop_getters``) compiles, as in 2.10; one that needs it raises
2.10's 'Kernel select failed' RuntimeError, which an eager call raises at once.

>>> import minicell as ms
>>> from minicell import ops
>>> class Twice(ops.PrimitiveWithInfer):
...     @ops.prim_attr_register
...     def __init__(self):
...         pass
...     def infer_shape(self, x):
...         return x
...     def infer_dtype(self, x):
...         return x
>>> infer_outputs(Twice(), (ms.Tensor([1.0, 2.0]),))
[((2,), dtype('float32'))]
"""
import numpy as np

from ..common import dtype as mstype


def _describe(arg):
    """2.10's abstract of one argument: ``{'shape', 'dtype', 'value'}`` (a Tensor's dtype is a
    ``TensorType``, its value None; a Python value is its own value, of shape ``[]``)."""
    if hasattr(arg, "shape") and hasattr(arg, "dtype") and not isinstance(arg, np.generic):
        return {"shape": list(arg.shape), "dtype": mstype.TensorType(arg.dtype), "value": None}
    return {"shape": [], "dtype": mstype.get_py_obj_dtype(arg), "value": arg}


def run_user_infer(prim, args):
    """The ``{'shape', 'dtype', 'value'}`` the subclass infers for ``args``: its own
    ``__infer__`` if it defines one, else ``infer_dtype`` then ``infer_shape`` then
    ``infer_value`` (the order of 2.10's tracks). An error they raise is the call's error, as in
    2.10 (measured: an ``infer_dtype`` raising TypeError('InferError') is that TypeError, in
    PYNATIVE_MODE before ``infer_shape``)."""
    described = [_describe(a) for a in args]
    own = getattr(type(prim), "__infer__", None)
    if own is not None:
        return own(prim, *described)
    out = {}
    for track in ("dtype", "shape", "value"):
        fn = getattr(prim, "infer_" + track, None)
        out[track] = None if fn is None else fn(*(d[track] for d in described))
    return out


def _np_dtype(dtype):
    if isinstance(dtype, mstype.TensorType):
        dtype = dtype.element_type()
    return np.dtype(mstype.dtype_to_nptype(dtype))


def infer_outputs(prim, args):
    """``[(shape, numpy dtype)]`` of each output the subclass infers for ``args`` (a tuple of
    shapes and dtypes: several outputs), or None where it infers no shape or no dtype."""
    out = run_user_infer(prim, args)
    if not isinstance(out, dict):
        return None
    shape, dtype = out.get("shape"), out.get("dtype")
    if shape is None or dtype is None:
        return None
    if isinstance(dtype, (tuple, list)):
        if not isinstance(shape, (tuple, list)) or len(shape) != len(dtype):
            return None
        return [(tuple(int(d) for d in s), _np_dtype(t)) for s, t in zip(shape, dtype)]
    return [(tuple(int(d) for d in shape), _np_dtype(dtype))]


def builtin_kernel(prim):
    """The built-in Primitive whose kernel 2.10 selects for ``prim`` by its name (a user's
    ``class Square(PrimitiveWithInfer)`` runs the ``Square`` kernel, and takes the built-in
    gradient, measured), made from ``prim``'s attributes that its constructor takes; None when
    there is none. Kept on ``prim``."""
    made = prim.__dict__.get("_builtin_kernel", _UNSET)
    if made is not _UNSET:
        return made
    from . import operations
    from .primitive import Primitive
    cls = getattr(operations, prim.name, None)
    made = None
    if isinstance(cls, type) and issubclass(cls, Primitive) and not isinstance(prim, cls) \
            and "__call__" in _own_attrs(cls):
        import inspect
        try:
            params = inspect.signature(cls.__init__).parameters
            made = cls(**{k: v for k, v in prim.attrs.items() if k in params and k != "self"})
        except (TypeError, ValueError):
            made = None
    prim.__dict__["_builtin_kernel"] = made
    return made


def _own_attrs(cls):
    """The attributes ``cls`` or a base below ``Primitive`` defines (a kernel: ``__call__``)."""
    from .primitive import Primitive
    names = set()
    for k in cls.__mro__:
        if k is Primitive or k is object:
            break
        names.update(vars(k))
    return names


_UNSET = object()


def kernel_select_failed(name):
    """MindSpore 2.10's RuntimeError for a primitive with no kernel on this device (its banner
    and first line; 2.10 goes on with the node and the call stack)."""
    from .. import context
    rule = "-" * 52
    return RuntimeError(f"\n{rule}\n- Kernel select failed:\n{rule}\nUnsupported op [{name}] on "
                        f"{context.get_context('device_target')}, Please confirm whether the "
                        f"device target setting is correct, or refer to 'mindspore.ops' at "
                        f"https://www.mindspore.cn to query the operator support list.")


__all__ = ["run_user_infer", "infer_outputs", "builtin_kernel", "kernel_select_failed"]
