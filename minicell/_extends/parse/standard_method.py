"""``mindspore._extends.parse.standard_method``: MindSpore's Tensor methods as plain functions
taking the tensor first (``unsqueeze(x, 0)`` is ``x.unsqueeze(0)``), usable in both modes, and
its sequence helpers (``list_append``, ``list_insert``, ``ms_len``).

>>> import minicell as ms
>>> from minicell._extends.parse.standard_method import unsqueeze, list_append
>>> unsqueeze(ms.Tensor([[1.0, 2.0]]), 0).shape
(1, 1, 2)
>>> list_append([2], 3)
[2, 3]
"""
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...ops._util import concrete


def list_append(data, value):
    """A new list: ``data`` with ``value`` at the end (the argument is left as it was); a
    dynamic-length tuple stays one in GRAPH_MODE (``ListAppend``)."""
    from ...ops.sequence_ops import ListAppend
    return ListAppend()(data, value)


def list_insert(data, index, value):
    """A new list: ``data`` with ``value`` inserted before ``index`` (``ListInsert``)."""
    from ...ops.sequence_ops import ListInsert
    return ListInsert()(data, index, value)


def ms_len(data):
    """``len(data)``."""
    return len(data)


def tensor_bool(x):
    """The truth value of a tensor of shape () or (1,): a Python bool in PYNATIVE_MODE, a bool
    tensor while a graph is compiled (its value is not known then)."""
    if not isinstance(x, Tensor):
        return bool(x)
    if tuple(x.shape) not in ((), (1,)):
        shape = "(" + ", ".join(str(d) for d in x.shape) + ")"
        raise ValueError(f"Only tensor which shape is () or (1,) can be converted to bool, but "
                         f"got tensor shape is {shape}")
    flag = x.reshape(()).astype(mstype.bool_)
    return bool(flag) if concrete(flag) else flag


def __getattr__(name):
    method = getattr(Tensor, name, None)
    if name.startswith("_") or not callable(method):
        raise AttributeError(f"module 'mindspore._extends.parse.standard_method' has no "
                             f"attribute '{name}'")

    def standard(x, *args, **kwargs):
        return getattr(x, name)(*args, **kwargs)
    standard.__name__ = standard.__qualname__ = name
    standard.__doc__ = f"``{name}(x, ...)``: ``x.{name}(...)``."
    globals()[name] = standard
    return standard
