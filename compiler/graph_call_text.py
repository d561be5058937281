"""MindSpore 2.10's GRAPH_MODE form of a primitive's 'Failed calling' TypeError.

Op by op, 2.10's argument parser names every operand of the call (``Failed calling Reciprocal
with "Reciprocal()(input=string)".``); compiling a graph (a Cell's construct, ``@jit``), its
signature check names only the operands it refuses, with the graph's type names (measured:
``Failed calling Reciprocal with "input=String".``, ``"input=External"`` for a numpy array,
``"input=None"``, ``"axis=String"``). minicell raises the op-by-op text in both modes; the
compile entry (``call.compile_entry``) rewrites it here, on the error path only. 2.10 keeps the
op-by-op text in a graph for its ``...Ext`` primitives (``ops.sum``: 'Failed calling SumExt with
"SumExt()(input=Tensor, dim=string, ...)"') and for a sequence operand (``x >= [1, 3]``), and so
does this, and for the Tensor methods and operators (``x + "a"``: 'Failed calling Add with
"Add()(input=Tensor, other=string)".'): only an array (External), a string or None is renamed.
"""
import re

from ..common.tensor import Tensor

_CALL = re.compile(r'^Failed calling (\w+) with "\1\([^()"]*\)\(([^"]*)\)"\.$')
_VALID = re.compile(r'^"\w+\([^()"]*\)\(([^"]*)\)"\.$')
_METHOD = re.compile(r'^Failed calling (?:\w+) with "\w+\(([^=]*)\)"\.$')
_ND = "<class 'numpy.ndarray'>"
_RANK = {"External": 0, "String": 1, "None": 2}
_SCALARS = {"string": "String", "None": "None", _ND: "External"}


def _operands(text):
    """``name=type`` pairs of a call text, split at the commas outside ``<...>``."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += (c == "<") - (c == ">")
        if c == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return [tuple(o.split("=", 1)) for o in out if o]


def _through_method(err):
    """Whether a Tensor operator (``x + "a"``: a dunder frame with a Tensor ``self``) raised
    ``err``: 2.10's graph keeps the op-by-op text there (measured), but not for a named method
    (``x.add(a)``, ``x.equal("a")``: 'Failed calling Add with "other=External".')."""
    tb = err.__traceback__
    while tb is not None:
        frame = tb.tb_frame
        if frame.f_code.co_name.startswith("__") and isinstance(frame.f_locals.get("self"),
                                                                  Tensor):
            return True     # an operator's dunder; a named method (x.add(a)) is renamed
        tb = tb.tb_next
    return False


def graph_failed_call(err):
    """Rewrite ``err``'s op-by-op 'Failed calling' text (first line, and its 'valid calling'
    line) into 2.10's graph form, in place."""
    if not isinstance(err, TypeError) or len(err.args) != 1 or type(err.args[0]) is not str:
        return
    lines = err.args[0].split("\n")
    method = _METHOD.match(lines[0])
    if method is not None:      # a Tensor method's text: 2.10 names an array External there
        err.args = (err.args[0].replace(_ND, "External", method.group(1).count(_ND)),)
        return
    m = _CALL.match(lines[0])
    if m is None or any(len(o) != 2 for o in _operands(m.group(2))) or _through_method(err):
        return
    refused = [(n, _SCALARS[t]) for n, t in _operands(m.group(2)) if t in _SCALARS]
    if m.group(1).endswith("Ext") or not refused:
        return
    # the operand the check stops at: an array before a string before None (measured:
    # Reshape(array, (3, 2)) is "input=External", ReduceMax(array) "input=External")
    first = min(_RANK[g] for _, g in refused)
    shown = ", ".join(f"{n}={g}" for n, g in refused if _RANK[g] == first)
    out = [f'Failed calling {m.group(1)} with "{shown}".']
    valid = next((i for i, l in enumerate(lines) if l.startswith("The valid calling should be:")),
                 None)
    if valid is not None:
        sig = lines[valid + 1] if valid + 1 < len(lines) else ""
        v = _VALID.match(sig.strip())
        if v is not None:
            out.append(f'The valid calling should be: "{v.group(1)}".')
    err.args = ("\n".join(out),)
