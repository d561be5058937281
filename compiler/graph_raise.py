"""What a graph's ``raise`` statements, f-strings and forbidden calls give, as MindSpore 2.10's
graph mode gives them (converted code calls these through ``control``; split from
``graph_builtins``)."""
import builtins

from .capture import PIJIT

# modules none of whose functions or classes may be called in a graph (MindSpore 2.10's
# jit-forbidden modules): they act on the host at compile time only
_FORBIDDEN_MODULES = ("minicell.common.initializer", "minicell.context", "minicell.log")


def check_forbidden(fn):
    """MindSpore's RuntimeError for calling, in a graph, a function or class of a module it
    forbids there (``initializer(...)``, ``One()``, ``context.get_context``, ``log.warning``)
    or a method marked by ``jit_forbidden_register`` (``Cell.trainable_params``,
    ``Parameter.set_data``, ``Tensor.assign_value``, ...), naming it as MindSpore does
    (measured); creating a Parameter there is its ValueError."""
    from ..common.tensor import Tensor
    from ..common.parameter import Parameter
    module = getattr(fn, "__module__", None)
    if isinstance(fn, type) and issubclass(fn, Parameter):       # 2.10's ValueError (measured)
        raise _creating_parameter(fn)
    if not callable(fn) and getattr(type(fn), "__minicell_jit_options__", {}).get("jit_class"):
        raise ValueError(f"MsClassObject: '{type(fn).__name__}' has no __call__ function, please "
                         f"check the code.")            # 2.10's text (measured)
    owner = getattr(fn, "__self__", None)
    marked = getattr(fn, "__jit_forbidden__", False) is True
    if marked and isinstance(owner, Tensor):
        kind = "Parameter" if isinstance(owner, Parameter) else "Tensor"
        _forbidden(f"the '{kind}' object's method '{fn.__name__}'", f"the '{kind}.{fn.__name__}'")
    if marked:
        is_cell = getattr(type(owner), "cells_and_names", None) is not None   # (nn is above)
        name = ("mindspore.nn.cell.Cell." + fn.__name__ if is_cell else
                "mindspore." + module.partition(".")[2] + "." + fn.__qualname__)
    elif module in _FORBIDDEN_MODULES and hasattr(fn, "__qualname__"):
        name = "mindspore" + module[len("minicell"):] + "." + fn.__qualname__
    else:
        return
    what = "class" if isinstance(fn, type) else "method or function"
    _forbidden(f"the {what} '{name}'", f"the {what} '{name}'")


def _creating_parameter(cls):
    module = cls.__module__
    name = ("mindspore" + module[len("minicell"):] if module.startswith("minicell.") else
            module) + "." + cls.__name__
    return ValueError(f"Failed to compile in GRAPH_MODE because creating class '{name}' "
                      f"instances is not supported in 'construct' or @jit decorated function. "
                      f"Try to create class '{name}' instances external such as initialized "
                      f"in the method '__init__' before assigning. For more details, please "
                      f"refer to https://www.mindspore.cn/tutorials/zh-CN/master/compile/"
                      f"static_graph.html \n")


def read_when_used(fn):
    """How converted code calls ``fn`` where the call's value is assigned to a name the function
    reads somewhere (``ast_rewrites._Calls``): a Parameter class makes an ``UnbuiltParameter``
    (2.10 builds such a value only where a compiled path reads it: a Parameter created in a
    graph and read only after a Python-constant ``return`` compiles, measured); None: as any
    call."""
    from ..common.parameter import Parameter
    if isinstance(fn, type) and issubclass(fn, Parameter):
        return lambda *args, **kwargs: UnbuiltParameter(_creating_parameter(fn))
    return None


class UnbuiltParameter:
    """A Parameter created in a graph, not yet read: using it (an op, an attribute, a
    comparison, a branch on it, returning it) raises 2.10's ValueError for creating it there."""
    __slots__ = ("error",)
    __hash__ = object.__hash__

    def __init__(self, error):
        self.error = error

    def refuse(self, *args, **kwargs):
        self.error.as_is = True       # (an op given it raises it unchanged: compiler.trace)
        raise self.error

    __minicell_unusable__ = refuse     # (as a graph's output: compiler.tree)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        self.refuse()

    _BINARY = "add sub mul matmul truediv floordiv mod pow lshift rshift and xor or".split()
    for _name in _BINARY + [f"r{b}" for b in _BINARY] + (
            "lt le gt ge eq ne neg pos abs invert bool len iter index float int array "
            "getitem setitem contains call").split():
        locals()[f"__{_name}__"] = refuse
    del _name, _BINARY


def _forbidden(what, use):
    raise RuntimeError(f"Failed to compile in GRAPH_MODE because {what} is not supported in "
                       f"'construct' or function with @jit decorator. Try to use {use} "
                       f"externally such as initialized in the method '__init__' before "
                       f"assigning.")


# the exception types a graph may raise, by the name the ``raise`` statement spells (MindSpore
# 2.10's list, measured); ``Exception`` is raised as a RuntimeError there
_RAISABLE = ("AssertionError", "AttributeError", "BaseException", "EnvironmentError", "Exception",
             "IOError", "IndentationError", "IndexError", "KeyError", "KeyboardInterrupt",
             "MemoryError", "NameError", "NotImplementedError", "OSError", "OverflowError",
             "RuntimeError", "RuntimeWarning", "StopIteration", "TypeError",
             "UnboundLocalError", "ValueError", "ZeroDivisionError")


def raise_class(name, value):
    """The exception class of ``raise <name>(...)`` / ``raise <name>`` in converted code
    (``transform._Raises``). As MindSpore, only Python's standard exception types named in
    ``_RAISABLE`` are raised; any other name (a warning class, ``ImportError``, a user's own
    exception class, a variable holding an exception, an undefined name) is its RuntimeError
    when the statement is reached (while compiling, for a branch of a tensor ``if``). PIJit
    (``capture.PIJIT``) raises what the name holds (``value()``), as Python does."""
    if PIJIT[0]:
        return value()
    if name not in _RAISABLE:
        raise RuntimeError(f"Unsupported exception type: {name}. Raise only support some Python "
                           f"standard exception types: {', '.join(_RAISABLE)}.")
    return RuntimeError if name == "Exception" else getattr(builtins, name)


class _GraphFloat(float):
    """A Python float as MindSpore 2.10's graph shows it: C++'s default stream format, 6
    significant digits (``2.0`` -> ``2``, ``1e10`` -> ``1e+10``)."""

    def __repr__(self):
        return f"{float(self):g}"

    __str__ = __repr__


def raise_arg(value):
    """An argument of ``raise E(...)`` in converted code: its Python floats, also inside lists
    and tuples, shown as 2.10 shows them (measured: ``raise ValueError([1, 2.0], 1e10)`` is
    ``([1, 2], 1e+10)``); PIJit's as they are."""
    if PIJIT[0]:
        return value
    if type(value) is float:
        return _GraphFloat(value)
    if type(value) in (list, tuple):
        return type(value)(map(raise_arg, value))
    return value


def format_field(value, conversion):
    """A replacement field ``{value!conversion}`` of an f-string in converted code
    (``ast_rewrites._FormattedValues``; ``conversion`` is ``ast.FormattedValue``'s code, -1 for
    none). As MindSpore 2.10 (measured), a constant Tensor (its value known while compiling)
    shows as ``Tensor(shape=[2], dtype=Int64, value=[1 2])`` whatever the conversion, and a numpy
    array as ``PythonObject(type: <class 'numpy.ndarray'>, value: [1 2])``; a Tensor known only
    when the graph runs shows its value, as ``str`` does. Anything else is Python's field."""
    import numpy as np
    from .ir import Var
    from .printing import format_tensor, format_value
    from ..common.tensor import Tensor
    if isinstance(value, Tensor) and not isinstance(value._data, Var):
        arr = value.asnumpy()
        if arr.ndim:
            return format_tensor(arr)            # the layout of a graph print
        item = arr.item()
        shown = str(item) if isinstance(item, bool) else format_value(item)
        return f"Tensor(shape=[], dtype={value.dtype}, value={shown})"
    if isinstance(value, np.ndarray):
        return f"PythonObject(type: {type(value)}, value: {value})"
    return {-1: lambda v: v, 115: str, 114: repr, 97: ascii}[conversion](value)
