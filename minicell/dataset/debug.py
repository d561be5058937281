"""``mindspore.dataset.debug``: hooks that the pipeline debug mode
(``config.set_debug_mode(True, debug_hook_list)``) calls in every ``map``: before its first
operation (the ``[INPUT]``) and after each operation (its ``[OUTPUT]``). A hook may also be put
in a ``map``'s operation list itself. A hook returns its inputs unchanged.

>>> import minicell.dataset as ds
>>> from minicell.dataset import debug
>>> class Count(debug.DebugHook):
...     def compute(self, *args):
...         return args
>>> isinstance(Count(), debug.DebugHook)
True
"""
import abc
import collections.abc

import numpy as np

__all__ = ["DebugHook", "PrintMetaDataHook", "PrintDataHook"]


class DebugHook(abc.ABC):
    """Base of the debug hooks: subclasses define ``compute(*args)``, called with the tuple of
    the operation's columns."""

    def __init__(self, prev_op_name=None):
        self.prev_op_name = prev_op_name
        self.is_first_op = None

    def __call__(self, *args):
        if self.prev_op_name:
            which = "INPUT" if self.is_first_op else "OUTPUT"
            print(f"[Dataset debugger] Print the [{which}] of the operation "
                  f"[{self.prev_op_name}].", flush=True)
        self.compute(args)
        return args

    @abc.abstractmethod
    def compute(self, *args):
        """The debugging action (print, breakpoint, checks) on the columns."""
        raise RuntimeError("compute() is not overridden in subclass of class DebugHook.")

    def set_previous_op_name(self, prev_op_name):
        """Name the operation whose output (or, first, input) the hook sees."""
        self.prev_op_name = prev_op_name

    def set_is_first(self, is_first_op):
        """Whether the hook sees the input of the first operation."""
        self.is_first_op = is_first_op


def _is_image(value):
    try:
        from PIL import Image
    except ImportError:     # pragma: no cover - Pillow is a dependency of the vision ops
        return False
    return isinstance(value, Image.Image)


class PrintMetaDataHook(DebugHook):
    """Prints each column's dtype and shape (an image's type and size, a sequence's length)."""

    def __init__(self):
        super().__init__()

    def compute(self, *args):
        for k, col in enumerate(*args):
            message = f"Column {k}. "
            if isinstance(col, np.ndarray):
                message += f"The dtype is [{col.dtype}]. The shape is [{col.shape}]."
            elif _is_image(col):
                message += f"The type is [{type(col)}]. The shape is [{col.size}]."
            elif isinstance(col, collections.abc.Sized):
                message += f"The type is [{type(col)}]. The size is [{len(col)}]."
            print(message, flush=True)
        return args


class PrintDataHook(DebugHook):
    """Prints each column's values."""

    def __init__(self):
        super().__init__()

    def compute(self, *args):
        for k, col in enumerate(*args):
            data = np.asarray(col) if _is_image(col) else col
            print(f"Column {k}. The data is [{data}].", flush=True)
        return args


def _op_name(op):
    name = getattr(op, "__name__", None)
    return name if name is not None else type(op).__name__


def with_hooks(ops, hooks):
    """``ops`` with copies of ``hooks`` before the first and after each operation (debug
    mode). A hook the user put among ``ops`` runs there, as any operation, without a name
    line (as in MindSpore 2.10)."""
    import copy
    if not ops or not hooks:
        return ops

    def made(previous, first=False):
        out = []
        for hook in hooks:
            hook = copy.deepcopy(hook)
            hook.set_previous_op_name(previous)
            hook.set_is_first(first)
            out.append(hook)
        return out

    result = made(_op_name(ops[0]), True)
    for op in ops:
        result.append(op)
        result.extend(made(_op_name(op)))
    return result
