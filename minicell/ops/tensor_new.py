"""``Tensor.new_empty`` / ``new_zeros`` / ``new_ones`` / ``new_full``: a new Tensor of a
given shape with the Tensor's dtype, and 2.10's parser texts for their bad arguments (measured
op by op and in a graph)."""
import builtins

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import state
from . import array_ops as A, functional as F
from ._table import declare as row
from ._util import ms_type_name
from .overloads import type_name
from .tensor_methods import _is_int, _raise_if, int_tuple_error


def _check_new_size(name, size):
    """2.10's parser TypeError for a ``size`` that is no int, Tensor or sequence of ints
    (measured: ``new_zeros(2.5)``, ``new_ones('a')``, ``new_zeros((2.0,))``, ``new_ones((2,
    3.5))``)."""
    if isinstance(size, (list, tuple)) and state.tracer.graph_operand_checks():
        if not all(_is_int(d) for d in size):    # (measured: new_ones((2, 3.5)))
            prim = "New" + name[4:].capitalize()
            raise TypeError(
                f'Failed calling {prim} with "{prim}()(input=Tensor, size='
                f'{type_name(size, False)}, dtype=mindspore.dtype)".\nThe valid calling should '
                f'be: \n"{prim}()(input=<Tensor>, size=<list of int, int, tuple of int>, '
                f'dtype=<mindspore.dtype>)".')
    if isinstance(size, (list, tuple)):
        _raise_if(int_tuple_error(name, "size", (size,)))
        return
    if size is None:
        raise TypeError(f"{name}(): missing 1 required positional argument: size.")
    if not isinstance(size, (int, Tensor)):
        raise _size_type_error(name, size, False)


def _size_type_error(name, size, graph):
    """2.10's parser TypeError for a ``size`` of the wrong type (its MindSpore type name in a
    graph, the Python one op by op)."""
    got = ms_type_name(size) if graph else type(size).__name__
    return TypeError(f"{name}(): argument 'size' (position 1) must be tuple of int, not {got}.")


def new_zeros(self, size, *dtype_arg, dtype=None):      # dtype may be positional (MindSpore)
    _check_new_size("new_zeros", size)
    dtype = _dtype_arg("new_zeros", dtype_arg, dtype)
    return F.zeros(size, dtype or self.dtype)


def new_ones(self, size, *dtype_arg, dtype=None):
    _check_new_size("new_ones", size)
    dtype = _dtype_arg("new_ones", dtype_arg, dtype)
    return F.ones(size, dtype or self.dtype)


def _dtype_arg(name, dtype_arg, dtype):
    """``dtype`` given by position or keyword, checked as 2.10's parser (measured:
    ``new_ones((2,), 'a')``, ``new_zeros((2,), dtype='a')``)."""
    if len(dtype_arg) > 1:
        raise TypeError(f"{name}() takes from 2 to 3 positional arguments but "
                        f"{2 + len(dtype_arg)} were given")
    graph = state.tracer.graph_operand_checks()
    if not dtype_arg:
        _check_new_dtype(name, dtype, graph)
        return dtype
    if dtype is not None:
        raise TypeError(f"{name}() got multiple values for argument 'dtype'")
    if not graph and not isinstance(dtype_arg[0], (mstype.Type, builtins.type(None))):
        raise TypeError(f"{name}(): argument 'dtype' (position 2) must be mstype, not "
                        f"{builtins.type(dtype_arg[0]).__name__}.")
    _check_new_dtype(name, dtype_arg[0], graph)
    return dtype_arg[0]


_NO_SIZE = object()


def new_empty(self, size=_NO_SIZE, *rest, dtype=None):
    """A Tensor of shape ``size`` (values unspecified: zeros here) with ``self``'s dtype."""
    if rest:        # (2.10's parser texts, measured op by op and in a graph)
        raise TypeError(f"new_empty() takes 1 positional arguments but {1 + len(rest)} were "
                        f"given.")
    if size is _NO_SIZE:
        raise TypeError("new_empty() missing 1 required positional argument: size.")
    graph = state.tracer.graph_operand_checks()
    if isinstance(size, bool) or isinstance(size, Tensor) and size.ndim or \
            not isinstance(size, (int, list, tuple, Tensor)) and size is not None:
        raise _size_type_error("new_empty", size, graph)
    _check_new_dtype("new_empty", dtype, graph)
    _check_new_size("new_empty", size)
    shape = tuple(size) if isinstance(size, (list, tuple)) else (size,)
    for i, d in enumerate(shape):        # (2.10 op by op makes a Tensor of shape [-1])
        if isinstance(d, int) and d < 0:
            raise ValueError(f"For primitive[NewEmpty], the {i}th dimension of input shape must "
                             f"be greater than or equal to 0, but got {d}.")
    return A.zeros(shape, dtype or self.dtype)


def _check_new_dtype(name, dtype, graph):
    """2.10's parser TypeError for a ``dtype`` keyword that is no MindSpore dtype (measured:
    'a', 1, np.float32 op by op; 'a' in a graph)."""
    if dtype is None or isinstance(dtype, mstype.Type):
        return
    if graph:
        raise TypeError(f"{name}(): argument 'dtype' must be int but got {ms_type_name(dtype)}")
    raise TypeError(f"{name}(): argument 'dtype' must be mstype but got "
                    f"{type(dtype).__name__}.")


def new_full(self, size, fill_value=(), *, dtype=None):
    # (2.10's texts, measured)
    if fill_value is None or isinstance(fill_value, tuple) and not fill_value:
        raise TypeError(f"new_full(){':' if fill_value is None else ''} missing 1 required "
                        f"positional argument: fill_value.")
    if not isinstance(size, (list, tuple)):      # (an int or a Tensor too, measured)
        raise _size_type_error("new_full", size, state.tracer.graph_operand_checks())
    if not isinstance(fill_value, (int, float, np.number, np.bool_, Tensor)):
        raise TypeError(f"new_full(): argument 'fill_value' (position 2) must be Number, not "
                        f"{builtins.type(fill_value).__name__}.")
    _check_new_dtype("new_full", dtype, state.tracer.graph_operand_checks())
    return A.fill(dtype or self.dtype, tuple(size), fill_value)


for _fn in (new_empty, new_full):
    row(_fn, (), tensor=_fn.__name__)
