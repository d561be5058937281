"""MindSpore 2.10's GRAPH_MODE form of a primitive's 'Failed calling' TypeError.

Op by op, 2.10's argument parser names every operand of the call (``Failed calling Reciprocal
with "Reciprocal()(input=string)".``). Compiling a graph (a Cell's construct, ``@jit``), the
signature check runs first over the operands whose parameter takes a Tensor (a Tensor, a tuple
of Tensors, or a scalar that 2.10 casts to a Tensor: valid types ``<Tensor>``, ``<Number,
Tensor>``, ``<Tensor, int>``, ``<list of tensor, tuple of Tensor>``), and names only the ones it
refuses, in the graph's type names, with the operands' valid calling (measured on 2.10:
``Failed calling ExpandDims with "axis=Float32".`` then ``The valid calling should be:
"input_x=<Tensor>, axis=<Tensor, int>".``; ``"input=External"`` for a numpy array,
``"input=None"``, ``"axis=String"``, ``"other=Int64"``, ``"input_indices=List[Int64*2]"``).
An operand refused at any other parameter (an ``<int>`` one such as CumSum's ``axis``, a tuple of
ints such as Tile's ``dims`` / Reshape's ``shape`` / ReduceSum's ``axis``, a constructor
attribute such as Roll's ``shifts``) keeps the op-by-op text, with the graph's spelling of a numpy
array (``External``) and of sequences (``list<int, int>``, ``tuple<...>``) (measured:
``ops.cumsum(h, None)``, ``P.Tile()(h, None)``, ``P.Transpose()(h, "a")``). minicell raises the
op-by-op text in both modes; the compile entry (``call.compile_entry``) rewrites it here, on the
error path only. The ``...Ext`` primitives' texts take the graph form too (measured:
``ops.matmul(h, None)`` is 'Failed calling MatMulExt with "other=None".', ``ops.sum(1)``
"input=Int64", ``mint.tril(h, 1.5)`` "diagonal=Float32"); the graph names the first refused
operand only (``P.MatMul()(None, None)``: "input=None"), a Tensor where Tensors are taken by
its element type (``P.Concat()(h)``: "tensors=Tensor[Float32]"). 2.10 keeps the op-by-op text
for the Tensor operators (``x + "a"``: 'Failed calling Add with
"Add()(input=Tensor, other=string)".'), and so does this. Where the op-by-op text has no valid
calling, only an array (External), a string or None is renamed.
"""
import re

from ..common.tensor import Tensor
from .construct_trace import append_construct_trace

_CALL = re.compile(r'^Failed calling (\w+) with "\1\(([^()"]*)\)\(([^"]*)\)"\.$')
_VALID = re.compile(r'^"\w+\(([^()"]*)\)\(([^"]*)\)"\.$')
_METHOD = re.compile(r'^Failed calling (?:\w+) with "\w+\(([^=]*)\)"\.$')
_ND = "<class 'numpy.ndarray'>"
_RANK = {"External": 0, "String": 1, "None": 2}
_SCALARS = {"string": "String", "None": "None", _ND: "External"}
_GRAPH = {"float": "Float32", "int": "Int64", "bool": "Bool", "Tensor": "Tensor"}
_SEQ = re.compile(r"^(List|Tuple|list|tuple)<(.*)>$")


def _split(text):
    """The top-level comma-separated parts of ``text`` (commas inside ``<...>`` kept)."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += (c == "<") - (c == ">")
        if c == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return [o for o in out if o]


def _operands(text):
    """``name=type`` pairs of a call text."""
    return [tuple(o.split("=", 1)) for o in _split(text)]


def _accepts(got, valid):
    """Whether a parameter whose valid types are ``valid`` (``["Tensor", "int"]``) takes an
    operand shown op by op as ``got``."""
    seq = _SEQ.match(got)
    if seq is not None:
        items = _split(seq.group(2))
        for v in valid:
            kind, _, of = v.partition(" of ")
            if of and kind == seq.group(1).lower() and all(
                    _accepts(i, [of.capitalize() if of == "tensor" else of]) for i in items):
                return True
        return False
    if got in ("int", "float", "bool") and "Number" in valid:
        return True
    return got in valid or (got == "int" and "float" in valid)


def _tensor_kind(valid):
    """A parameter checked by 2.10's graph signature check: it takes a Tensor (or Tensors) and
    no sequence of scalars (measured: ``<Tensor, int>`` is, ``<Tensor, tuple of int>`` not)."""
    return any(v in ("Tensor", "list of tensor", "tuple of Tensor") for v in valid) and not any(
        " of " in v and not v.endswith(("tensor", "Tensor")) for v in valid)


def _graph_type(got):
    """The graph's name of an operand type shown op by op (``list<int, int>``: List[Int64*2])."""
    seq = _SEQ.match(got)
    if seq is not None:
        items = [_graph_type(i) for i in _split(seq.group(2))]
        inner = items[0] + (f"*{len(items)}" if len(items) > 1 else "") \
            if len(set(items)) == 1 else ", ".join(items)
        return f"{seq.group(1).capitalize()}[{inner}]"
    return _SCALARS.get(got) or _GRAPH.get(got, got)


def _graph_spelling(text, operands):
    """The op-by-op text as 2.10's graph spells it: an array is External, a sequence operand's
    type lower case (``list<int, int>``; op by op it is ``List<int, int>``); a constructor
    attribute's stays (``Softmax(axis=Tuple<bool>)``, refused as the Cell is built)."""
    text = text.replace(_ND, "External")
    low = re.sub(r"\b(List|Tuple)<", lambda m: m.group(1).lower() + "<", operands)
    return text.replace(f")({operands})", f")({low})", 1)


def _through_method(err):
    """Whether a Tensor operator (``x + "a"``: a dunder frame with a Tensor ``self``) raised
    ``err``: 2.10's graph keeps the op-by-op text there (measured), but not for a named method
    (``x.add(a)``, ``x.equal("a")``: 'Failed calling Add with "other=External".')."""
    tb = err.__traceback__
    while tb is not None:
        frame = tb.tb_frame
        code = frame.f_code
        if (code.co_name.startswith("__") or code.co_name == "operator" and code.co_filename
                .endswith("tensor_operands.py")) and isinstance(frame.f_locals.get("self"),
                                                                Tensor):
            return True     # an operator (a graph's ``x >= [1, 3]`` too); not x.add(a)
        tb = tb.tb_next
    return False


def _refused(attrs, operands, valid_line, tensors=None):
    """The operand the graph's signature check names (the first refused one: OneHot's float
    ``on_value`` and ``off_value`` is "on_value=Float32", measured), as ``[(name, graph
    type)]``, or None when 2.10's graph keeps the op-by-op text. ``valid_line``: the op-by-op
    valid calling; ``tensors``: the element types of the Tensor operands (``{"tensors":
    "Float32"}``: a Tensor where a tuple of Tensors is taken is "tensors=Tensor[Float32]")."""
    v = _VALID.match(valid_line.strip()) if valid_line is not None else None
    if v is None:       # no valid calling: an array, a string or None is refused
        refused = [(n, _SCALARS[t]) for n, t in operands if t in _SCALARS]
        if not refused:
            return None
        first = min(_RANK[g] for _, g in refused)    # an array before a string before None
        return [(n, g) for n, g in refused if _RANK[g] == first], None
    valid_attrs = dict(_operands(v.group(1)))
    valid_ops = dict(_operands(v.group(2)))

    def types(table, name):
        return [t.strip() for t in table.get(name, "").strip("<>").split(",") if t.strip()]
    if any(not _accepts(t, types(valid_attrs, n)) for n, t in attrs if n in valid_attrs):
        return None     # a constructor attribute refused: the op-by-op text
    bad = [(n, t) for n, t in operands if n in valid_ops and not _accepts(t, types(valid_ops, n))]
    shown = [(n, _graph_type(t)) for n, t in bad if _tensor_kind(types(valid_ops, n))][:1]
    tensors = tensors or {}
    shown = [(n, f"Tensor[{tensors[n]}]" if g == "Tensor" and n in tensors else g)
             for n, g in shown]
    return (shown, v.group(2)) if shown and "Tensor" not in (g for _, g in shown) else None


def _abstract(v):
    """2.10's graph abstract of a constant ``v`` in an infer error's text."""
    if v is None:
        return "AbstractNone(Value: None)"
    kind = {str: "String", int: "Int64", bool: "Bool", float: "Float32"}.get(type(v))
    if kind is None:
        return None
    value = str(v).lower() if kind == "Bool" else v
    return f"AbstractScalar(Type: {kind}, Value: {value}, Shape: NoShape)"


def _dtype_text(err):
    """Cast/Zeros/Eye given no dtype: 2.10's graph infer text (measured: "For 'Cast', the input
    'dtype' expect a type, but got AbstractScalar(Type: String, Value: a, Shape: NoShape)")."""
    api, value = err.dtype_operand
    shown = _abstract(value)
    if api in ("Cast", "Zeros", "Eye") and shown is not None:
        err.args = (f"For '{api}', the input 'dtype' expect a type, but got {shown}",)


def graph_failed_call(err):
    """Rewrite ``err``'s op-by-op 'Failed calling' text (first line, and its 'valid calling'
    line) into 2.10's graph form, in place; a marked inference error gets the construct line
    that made it (``construct_trace``)."""
    append_construct_trace(err)
    if not isinstance(err, TypeError) or len(err.args) != 1 or type(err.args[0]) is not str:
        return
    if hasattr(err, "dtype_operand"):
        return _dtype_text(err)
    lines = err.args[0].split("\n")
    method = _METHOD.match(lines[0])
    if method is not None:      # a Tensor method's text: 2.10 names an array External there
        err.args = (err.args[0].replace(_ND, "External", method.group(1).count(_ND)),)
        return
    m = _CALL.match(lines[0])
    if m is None or _through_method(err):
        return
    attrs, operands = _operands(m.group(2)), _operands(m.group(3))
    if any(len(o) != 2 for o in (*attrs, *operands)):
        return
    valid = next((i for i, l in enumerate(lines) if l.startswith("The valid calling should be:")),
                 None)
    sig = None
    if valid is not None:
        sig = lines[valid][len("The valid calling should be:"):].strip() or \
            (lines[valid + 1] if valid + 1 < len(lines) else "")
    found = _refused(attrs, operands, sig, getattr(err, "tensor_types", None))
    if found is None:   # 2.10's graph keeps the op-by-op text, in its spelling
        err.args = (_graph_spelling(err.args[0], m.group(3).replace(_ND, "External")),)
        return
    shown, valid_ops = found
    out = ['Failed calling {} with "{}".'.format(m.group(1),
                                                 ", ".join(f"{n}={g}" for n, g in shown))]
    if valid_ops is not None:
        out.append(f'The valid calling should be: "{valid_ops}".')
    err.args = ("\n".join(out),)
