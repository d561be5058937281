"""Tensor indexing in a graph under MindSpore's ``MS_DEV_TENSOR_INDEX_BOOST=1``: 2.10 then reads
``t[index]`` and ``t[index] = v`` with its view-based indexing code, whose checks and texts
differ from the default ones (measured, GRAPH_MODE Cell and jit, /tmp/st49/b/t/bx.py). The
checks run while the graph is traced; eagerly (PYNATIVE_MODE, a graph run op by op) the variable
changes nothing. 2.10's graph gives these raises of its Python code quoted, as every raise it
runs while compiling."""
import os

from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly, state


def _raise(kind, text):
    raise kind(f"'{text}'")


def _holds_variable(seq):
    """A Tensor in ``seq`` (at any depth) that 2.10 reads as no constant: one that is not the
    item of a tuple or list argument (``dyn_seq.mark_sequence_args``), or an ``ms.mutable``
    int."""
    return any((isinstance(v, Tensor) and (not v.__dict__.get("_in_sequence_arg") or
                                           state.tracer.scalar_kind(v) is not None)) or
               (isinstance(v, (list, tuple)) and _holds_variable(v)) for v in seq)


def _items(index):
    """The index as 2.10's tuple of items: a list with a Tensor (no ``ms.mutable`` int), list,
    tuple, slice, None or Ellipsis in it (and under 32 long) is its items (``x[[0, t]]`` is
    ``x[0, t]``), another list one item."""
    if isinstance(index, tuple):
        return index
    if isinstance(index, list) and len(index) < 32 and any(
            (isinstance(v, Tensor) and state.tracer.scalar_kind(v) is None) or
            isinstance(v, (list, tuple, slice)) or v is None or v is Ellipsis for v in index):
        return tuple(index)
    return (index,)


def _indexed(v):
    """Axes an item indexes, as 2.10 counts them for its too-many-indices check."""
    if isinstance(v, Tensor):
        return v.ndim if v.dtype.kind == "bool" and state.tracer.scalar_kind(v) is None else 1
    return 0 if v is None or v is Ellipsis or isinstance(v, bool) else 1


def _int_or_slice(v, size):
    """2.10's select / slice view checks: an int within the axis, a positive slice step."""
    if isinstance(v, slice):
        if isinstance(v.step, int) and v.step <= 0:
            _raise(ValueError, "slice step must be positive")
    elif size is not None and size >= 0 and not -size <= v < size:
        _raise(IndexError, "Index is out of bounds.")


def check(shape, index, op, value=None):
    """2.10's checks of ``t[index]`` (``op`` "getitem") or ``t[index] = value`` ("setitem") on a
    tensor of ``shape`` under ``MS_DEV_TENSOR_INDEX_BOOST=1`` in a graph (measured: "'Index is
    out of bounds.'", "'For getitem, there are too many indices.'", "'Invalid tensor index
    type'" for a str or float item, "'slice step must be positive'", "'Invalid index of a 0-dim
    tensor.'", a tuple or list value "'For __setitem__, the type of value can only be bool,
    int, float or Tensor.'"; a list or tuple item that is no constant, an ``ms.mutable`` list
    or one holding a Tensor, is "'Current Tensor indexing does not support mutable list/tuple
    or list containing tensors. ...'", where ``x[mutable((2, 1, 0))]`` and ``x[[0, t]]`` are
    taken). Anything else is left to the default checks."""
    if running_eagerly() or os.environ.get("MS_DEV_TENSOR_INDEX_BOOST") != "1":
        return
    if op == "setitem" and isinstance(value, (tuple, list)):
        _raise(TypeError, "For __setitem__, the type of value can only be bool, int, float or "
                          "Tensor.")
    if isinstance(index, (int, slice)) and not isinstance(index, bool):
        if not shape:
            _raise(TypeError, "Invalid index of a 0-dim tensor.")
        _int_or_slice(index, shape[0])
    if not isinstance(index, (tuple, list)):
        return
    items = _items(index)
    indexed, rank = sum(_indexed(v) for v in items), len(shape)
    if rank < indexed:
        _raise(IndexError, "For getitem, there are too many indices." if op == "getitem" else
               "For setitem, there are too many indices")
    dim = 0
    for v in items:
        if isinstance(v, (list, tuple)) and _holds_variable(v):
            _raise(IndexError, "Current Tensor indexing does not support mutable list/tuple or "
                               "list containing tensors. Please use an immutable expression "
                               "instead.")
        if isinstance(v, (str, float)):
            _raise(IndexError, "Invalid tensor index type")
        if v is Ellipsis:
            dim += rank - indexed
        elif isinstance(v, (int, slice)) and not isinstance(v, bool):
            _int_or_slice(v, shape[dim])
        if v is not None and v is not Ellipsis and not isinstance(v, bool):
            dim += 1
