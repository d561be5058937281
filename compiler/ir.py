"""minicell's IR: a Graph of Nodes over Vars, printable as text.

A ``Var`` carries only a shape and a dtype (like a jaxpr variable); names are made when printing.
A ``Node`` is one op application: ``op`` (a registry ``Op`` or a structural op of this module),
``inputs`` (Vars or Python literals), frozen static ``attrs``, output Vars, the user's
``file:line`` and, for control flow, sub-graphs. Sub-graphs may read Vars of enclosing graphs
(closures); lowering resolves them through the enclosing environment.

>>> g = Graph("f")
>>> x = g.add_input(Var((2,), "float32"), "x")
>>> print(g)                                           # doctest: +NORMALIZE_WHITESPACE
graph f(%x: f32[2]) {
  return ()
}
"""
import itertools

import numpy as np

from ..common._shaped import Shaped

_ids = itertools.count()

_SHORT = {"float16": "f16", "bfloat16": "bf16", "float32": "f32", "float64": "f64",
          "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64", "uint8": "u8",
          "uint16": "u16", "uint32": "u32", "uint64": "u64", "bool": "bool",
          "complex64": "c64", "complex128": "c128"}


def id_mark():
    """An id below that of every Var made after this call (Var ids only grow)."""
    return next(_ids)


class Var(Shaped):
    """A symbolic array: shape and (numpy) dtype only.

    While tracing, a Tensor's ``_data`` holds a Var, so ``Tensor.shape``/``dtype`` work; reading
    its value (``__array__``) raises the compile-time error that points at the user's line.
    """

    __slots__ = ("shape", "dtype", "weak_type", "id")

    def __init__(self, shape, dtype, weak_type=False):
        self.shape = tuple(int(d) for d in shape)
        self.dtype = np.dtype(dtype)
        self.weak_type = bool(weak_type)
        self.id = next(_ids)

    def aval(self):
        import jax
        return jax.ShapeDtypeStruct(self.shape, self.dtype, weak_type=self.weak_type)

    def type_str(self):
        return f"{_SHORT.get(self.dtype.name, self.dtype.name)}[{','.join(map(str, self.shape))}]"

    def __repr__(self):
        return f"Var#{self.id}:{self.type_str()}"

    # Any attempt to read the value of a symbolic tensor at compile time lands here.
    def __array__(self, dtype=None, copy=None):
        from .errors import value_read_error
        raise value_read_error()

    def __bool__(self):
        from .errors import value_read_error
        raise value_read_error()

    def astype(self, dtype):  # numpy-style conversions of _data also read the value
        from .errors import value_read_error
        raise value_read_error()


class Structural:
    """A node kind that is not a registry primitive (constants, control flow, state, calls).

    It has ``name`` and ``props`` like a registry ``Op``, so passes treat both alike.
    """

    __slots__ = ("name", "props", "multiple_results")

    def __init__(self, name, props=(), multiple_results=True):
        self.name = name
        self.props = frozenset(props)
        self.multiple_results = multiple_results

    def __repr__(self):
        return f"<structural {self.name}>"


CONST = Structural("const", multiple_results=False)
COND = Structural("cond")
WHILE = Structural("while")
SCAN = Structural("scan")            # a `for` over range or a tensor's rows (compiler/for_scan.py)
RNG_KEY = Structural("rng_key", ("random",), multiple_results=False)
CALL = Structural("call")            # a sub-graph called as a unit (custom bprop -> custom_vjp)
GRAD = Structural("value_and_grad")  # a sub-graph differentiated inside the graph
PRINT = Structural("print", ("side_effect",))  # Python print() of tensors, on every call


class Node:
    __slots__ = ("op", "inputs", "attrs", "outs", "loc", "subgraphs", "extra")

    def __init__(self, op, inputs, attrs, outs, loc=None, subgraphs=(), extra=None):
        self.op = op
        self.inputs = tuple(inputs)
        self.attrs = attrs
        self.outs = tuple(outs)
        self.loc = loc
        self.subgraphs = tuple(subgraphs)
        self.extra = extra   # structural payload (constant value, bprop function, ...)

    @property
    def props(self):
        return self.op.props

    def var_inputs(self):
        return [v for v in self.inputs if isinstance(v, Var)]


class Graph:
    """An ordered list of nodes with input Vars and output Vars (or literals).

    ``input_names`` label inputs in the printout (parameter names, argument names); ``source``:
    the Python function a root graph was compiled from (IR files quote its return statements).
    """

    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent
        self.source = None
        self.inputs = []
        self.input_names = {}
        self.nodes = []
        self.outputs = []

    def add_input(self, var, name=None):
        self.inputs.append(var)
        if name:
            self.input_names[var.id] = name
        return var

    def free_vars(self):
        """Vars read here (or in sub-graphs) but defined in an enclosing graph."""
        defined = {v.id for v in self.inputs}
        free = {}
        for node in self.nodes:
            for v in node.var_inputs():
                if v.id not in defined:
                    free[v.id] = v
            for sg in node.subgraphs:
                for v in sg.free_vars():
                    if v.id not in defined:
                        free[v.id] = v
            defined.update(o.id for o in node.outs)
        for v in self.outputs:
            if isinstance(v, Var) and v.id not in defined:
                free[v.id] = v
        return list(free.values())

    def __str__(self):
        return GraphPrinter().render(self)

    __repr__ = __str__


class GraphPrinter:
    """Text form: ``%3: f32[32,256] = matmul(%x, %fc1.weight)   # net.py:14``."""

    def __init__(self):
        self.names = {}
        self.counter = itertools.count()

    def name(self, v):
        if not isinstance(v, Var):
            return _literal(v)
        n = self.names.get(v.id)
        if n is None:
            n = self.names[v.id] = f"%{next(self.counter)}"
        return n

    def render(self, graph, indent=""):
        for v in graph.inputs:
            label = graph.input_names.get(v.id)
            if label is not None and v.id not in self.names:
                self.names[v.id] = "%" + label
        args = ", ".join(f"{self.name(v)}: {v.type_str()}" for v in graph.inputs)
        lines = [f"{indent}graph {graph.name}({args}) {{"]
        for node in graph.nodes:
            lines.extend(self.node_lines(node, indent + "  "))
        outs = ", ".join(self.name(v) for v in graph.outputs)
        lines.append(f"{indent}  return ({outs})")
        lines.append(f"{indent}}}")
        return "\n".join(lines)

    def node_lines(self, node, indent):
        ins = [self.name(v) for v in node.inputs]
        op = node.op.name
        if node.op is CONST:
            ins = [_const_str(node.extra)]
        elif node.op is PRINT and node.extra:     # its text and tensors in order, as MindSpore
            ins, op = _print_args(node.extra[0], iter(ins)), "Print"
        attrs = [f"{k}={_literal(v)}" for k, v in node.attrs]
        outs = ", ".join(f"{self.name(o)}: {o.type_str()}" for o in node.outs)
        lhs = outs if len(node.outs) == 1 else f"({outs})"
        call = f"{op}({', '.join(ins + attrs)})"
        text = f"{indent}{lhs} = {call}" if node.outs else f"{indent}{call}"
        if node.loc:
            text = f"{text:<60}   # {node.loc[0].rsplit('/', 1)[-1]}:{node.loc[1]}"
        lines = [text]
        for sg in node.subgraphs:
            lines.append(self.render(sg, indent + "  "))
        return lines


def _print_args(template, names):
    """A print node's template (text items, ``printing.SLOT`` for each tensor) as arguments:
    ``"grad:", %3``."""
    out = []
    for item in template:
        if isinstance(item, tuple):
            out.append("(" + ", ".join(_print_args(item, names)) + ")")
        elif isinstance(item, str):
            out.append('"' + item.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
                       + '"')
        else:
            out.append(next(names, "?"))
    return out


def _literal(v):
    if isinstance(v, np.dtype):
        return v.name
    if isinstance(v, float):
        return repr(v)
    return repr(v) if isinstance(v, str) else str(v)


def _const_str(value):
    arr = np.asarray(value)
    if arr.size <= 4:
        return np.array2string(arr, separator=",").replace("\n", "")
    return f"<{arr.dtype.name}[{','.join(map(str, arr.shape))}]>"
