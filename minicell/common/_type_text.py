"""MindSpore's text of a graph value's type, as its graph errors name types (measured on 2.10):
Cell's Assign of a bad value, ``ops.fold``'s output_size."""
import numpy as np

from .tensor import Tensor


def graph_type_text(value):
    """MindSpore's text of a graph value's type: ``None``, ``String``, ``Int64``,
    ``Tensor[Float32]``, ``Tuple[Int64*2]``, ``List[Int64,Float32]``,
    ``Dictionary[[a,b,],[Int64,Float32]]`` (measured on 2.10)."""
    if value is None:
        return "None"
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, dict):
        keys = "".join(f"{k}," for k in value)
        return f"Dictionary[[{keys}],[{','.join(map(graph_type_text, value.values()))}]]"
    if isinstance(value, (tuple, list)):
        items = [graph_type_text(v) for v in value]
        kind = "Tuple" if isinstance(value, tuple) else "List"
        if len(items) > 1 and len(set(items)) == 1:
            return f"{kind}[{items[0]}*{len(items)}]"
        return f"{kind}[{','.join(items)}]"
    if isinstance(value, np.ndarray):
        return "External"       # 2.10's type of a value from outside the graph (a numpy array)
    return {bool: "Bool", int: "Int64", float: "Float32", str: "String"}.get(
        type(value), type(value).__name__)


def class_text(value):
    """``str(type(value))`` as 2.10 prints it: a minicell class under MindSpore's module path
    (``<class 'mindspore.common.tensor.Tensor'>``; a Parameter's is ``abc.Parameter``), any
    other class as Python prints it."""
    from .parameter import Parameter
    if type(value) is Parameter:    # 2.10 makes each Parameter's class at run time
        return "<class 'abc.Parameter'>"
    return str(type(value)).replace("<class 'minicell.", "<class 'mindspore.", 1)
