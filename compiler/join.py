"""Which values the two branches of a tensor-dependent ``if`` may give one variable.

MindSpore's graph joins the branches' abstract values; a pair that cannot be joined is a
compile-time ``TypeError`` ("Cannot join the return values of different branches") quoting both
branches' lines. minicell follows it (``JoinError``, a TypeError):

* a Tensor and a string (or another Python object), a tuple and a Tensor, tuples of different
  lengths, Tensors of different dtypes: rejected;
* Python numbers of different types (an ``int`` and a ``float``): accepted as MindSpore 2.10
  accepts them, only where the number then meets a float Tensor (``x * n``); returned or in
  scalar arithmetic the join error is raised there (``scalars.MixedJoin``);
* a Tensor (not 0-d) and a Python number: rejected (a 0-d Tensor is accepted: in minicell it
  may stand for a MindSpore scalar, e.g. ``float(x)``);
* two Python numbers of one type, two Tensors of one dtype: accepted (one ``cond`` output).

Tensors of different shapes, and ``None`` on one side, MindSpore accepts (a dynamic shape, an
optional value); a graph here has static shapes and fixed outputs, so such a signature runs op
by op (``DataDependentShapeError``, ``OpByOpError``: ``eager_fallback``).

>>> describe(3)
'the Python int 3'
"""
import ast
import linecache

import numpy as np

from . import control
from .errors import (DataDependentShapeError, GraphModeError, JoinError, format_location,
                     user_location)
from .jumps import RETVAL
from .op_by_op import OpByOpError
from .names import _target_names, _walk_same_scope
from .scalars import scalar_kind
from .tree import _is_arrayish, _tensor_type

_HEAD = "Cannot join the return values of different branches, perhaps you need to make them " \
        "equal."
_NUMBERS = (bool, int, float)


def describe(x):
    """A value as a join error names it."""
    if isinstance(x, _tensor_type()):
        return f"a Tensor[{x.dtype}] of shape {tuple(x.shape)}"
    if isinstance(x, (tuple, list)):
        return f"a {type(x).__name__} of {len(x)} items"
    return f"the Python {type(x).__name__} {x!r}"


def join_error(label, t, f, name=None):
    """The ``JoinError`` for ``label`` (``variable 'a'``, ``return value 0``) being ``t`` in the
    true branch and ``f`` in the false one; ``name``: the variable (None: the return value),
    whose assignments (or the ``return`` statements) in each branch the message quotes."""
    loc = user_location()
    detail = f"Type Join Failed: {label} is {describe(t)} in the true branch but {describe(f)} " \
             f"in the false branch of this tensor-dependent `if`."
    return JoinError(f"{_HEAD}\n{detail}", branches=_branch_text(loc, name),
                     hint="give it the same type in both branches (a Tensor of one dtype, or "
                          "Python values of one type), or compute it outside the `if`.", loc=loc)


def check_leaf(label, t, f, name):
    """Raise ``join_error`` when the branch values ``t``/``f`` of one leaf cannot be joined;
    returns None when they can (or when ``control_trace`` reports them otherwise), and the
    error unraised for two Python numbers of different types (raised later, at a use that
    MindSpore rejects: ``scalars.MixedJoin``)."""
    ts, fs = isinstance(t, _tensor_type()), isinstance(f, _tensor_type())
    if t is None or f is None:
        return None                   # an optional value: runs op by op (structure_error)
    if ts and fs:
        if t.dtype != f.dtype:
            raise join_error(label, t, f, name)
        return None
    if ts or fs:
        tensor, other = (t, f) if ts else (f, t)
        # a number joins only a graph scalar (``int(t)``, a counter carried by a loop): a 0-d
        # Tensor and a number are 2.10's join TypeError too (``r = x.sum()`` / ``r = 3``,
        # measured), and a graph could not give back the number PYNATIVE_MODE returns
        if not isinstance(other, _NUMBERS) or scalar_kind(tensor) is None:
            if _is_arrayish(other) and not isinstance(other, _NUMBERS):
                return None           # a numpy/jax array constant: joined like a Tensor
            raise join_error(label, t, f, name)
        kind = scalar_kind(tensor)
        if kind in _NUMBERS and _number_type(other) is not kind:
            # a graph scalar (``ms.mutable(2)``, ``int(t)``) beside a Python number of another
            # type: 2.10's join TypeError at once, even where a float Tensor meets it (measured)
            raise join_error(label, t, f, name)
        return None
    if type(t) is not type(f) and (isinstance(t, _NUMBERS) or isinstance(f, _NUMBERS)
                                    or not (_is_arrayish(t) and _is_arrayish(f))):
        if isinstance(t, _NUMBERS) and isinstance(f, _NUMBERS):
            return join_error(label, t, f, name)
        raise join_error(label, t, f, name)
    return None


def _number_type(x):
    """bool, int or float: the Python type of the number ``x`` (an ``ms.mutable`` int is an
    int)."""
    return next(k for k in _NUMBERS if isinstance(x, k))


_KINDS = {"b": "bool", "i": "int", "u": "int", "f": "float", "c": "complex"}


def check_loop_kind(label, before, after, name):
    """A tensor-dependent ``while`` carries each variable at the dtype it had before the loop;
    a body that turns an int into a float (``n = 0`` then ``n = n + 0.5``) would be cast back
    every step (and may never end). MindSpore rejects the join; so does minicell (a dtype of
    the same kind, float64 -> float32, is cast as before). ``before``/``after``: ir.Vars."""
    k0, k1 = (_KINDS.get(np.dtype(v.dtype).kind) for v in (before, after))
    if k0 == k1:
        return
    loc = user_location()
    detail = f"Type Join Failed: {label} is {k0} ({np.dtype(before.dtype).name}) before this " \
             f"tensor-dependent `while` but {k1} ({np.dtype(after.dtype).name}) after its body."
    raise JoinError(f"{_HEAD}\n{detail}", branches=_branch_text(loc, name),
                    hint=f"give '{name}' its loop type before the loop (e.g. `{name} = 0.0` "
                         f"for a float), or cast in the body.", loc=loc)


def _dict_keys_differ(t, f):
    """``t`` and ``f`` differ only where dicts in like places hold different keys."""
    if isinstance(t, dict) and isinstance(f, dict):
        return t.keys() != f.keys() or any(_dict_keys_differ(t[k], f[k]) for k in t)
    if isinstance(t, (tuple, list)) and type(t) is type(f) and len(t) == len(f):
        return any(_dict_keys_differ(a, b) for a, b in zip(t, f))
    return False


def structure_error(label, t, f, name=None):
    """Different tuple/list/dict structures in the two branches: ``JoinError``, except for
    ``None`` on one side (MindSpore makes an optional value; a graph here cannot) and dicts
    with other keys (2.10 runs them, measured: ``return x, {"1": x}`` / ``return x * 2,
    {"2": x * 2}``), for which the signature runs op by op (``DataDependentShapeError``)."""
    if _dict_keys_differ(t, f):
        return DataDependentShapeError(
            f"{label} is a dict with other keys in each branch of a tensor-dependent `if`; a "
            f"graph's outputs are fixed.", hint="give the dicts the same keys in both branches.")
    if t is None or f is None:
        # MindSpore makes an optional value (2.10 runs ``if x < y: return x`` falling through
        # to ``return None``, and ``a = None`` / ``if c: a = x``, measured: the Tensor or None);
        # a graph's outputs are fixed, so the signature runs op by op (eager_fallback)
        value = f if t is None else t
        error = OpByOpError(
            f"{label} is None in one branch of a tensor-dependent `if` and {describe(value)} "
            f"in the other; a graph's outputs are fixed.",
            hint="give it a value of the same kind in both branches (e.g. a zero Tensor "
                 "instead of None).")
        # 2.10's join makes the Python number a Tensor: ``if c: return 6`` falling through to
        # None returns Tensor(6, Int64) or None, ``y = None`` / ``if c: y = 3`` / ``return y``
        # Tensor(3, Int64) or None (measured; 6.5 -> Float32)
        error.number_output = type(value) in _NUMBERS
        return error
    if label == f"variable '{RETVAL}'":      # a `return` lowered to a flag: not a user's name
        label = "the return value"
    return join_error(*_first_difference(label, t, f), name)


def _outline(x):
    """The nesting of tuples, lists and dicts in ``x``, its leaves ``0`` (``None`` kept)."""
    if isinstance(x, (tuple, list)):
        return type(x), tuple(_outline(v) for v in x)
    if isinstance(x, dict):
        return dict, tuple((k, _outline(v)) for k, v in x.items())
    return None if x is None else 0


def _first_difference(label, t, f):
    """``label, t, f`` narrowed to the first item where two sequences of one length differ
    (``item 1 of the return value is a tuple of 0 items ... of 1 items``); the whole pair
    otherwise."""
    while isinstance(t, (tuple, list)) and type(t) is type(f) and len(t) == len(f):
        i = next((i for i, (a, b) in enumerate(zip(t, f)) if _outline(a) != _outline(b)), None)
        if i is None:
            break
        label, t, f = f"item {i} of {label}", t[i], f[i]
    return label, t, f


def _joinable(a, b):
    from .tree import flatten
    (la, ta), (lb, tb) = flatten(a), flatten(b)
    if ta != tb:
        return False
    try:
        for x, y in zip(la, lb):
            if check_leaf("", x, y, None) is not None:
                return False
    except JoinError:
        return False
    return True


def _layer_name(fn):
    if hasattr(fn, "cells_and_names"):         # a Cell
        return type(fn).__name__
    return getattr(fn, "__name__", type(fn).__name__)


def switch_layer_error(fns, outs, loc):
    """The ``JoinError`` of ``layers[index](...)`` with a tensor ``index`` (MindSpore's
    ``switch_layer``) whose layers ``fns`` returned ``outs`` (layer number -> traced output)
    that cannot be joined; the message quotes each layer's ``return`` statements."""
    ks = sorted(outs)
    pair = next(((i, j) for i in ks for j in ks if i < j and not _joinable(outs[i], outs[j])),
                (ks[0], ks[-1]))
    (i, j), names = pair, {k: _layer_name(fns[k]) for k in ks}
    detail = (f"Type Join Failed: the layers a tensor index picks from (`layers[index](...)`, "
              f"MindSpore's switch_layer) must return values of one type, but layer {i} "
              f"({names[i]}) returns {describe(outs[i])} and layer {j} ({names[j]}) returns "
              f"{describe(outs[j])}.")
    parts = []
    for k in ks:
        quoted = _return_lines(fns[k])
        if quoted:
            parts.append(f"Layer {k} ({names[k]}):")
            parts.extend(quoted)
    return JoinError(f"{_HEAD}\n{detail}", branches="\n" + "\n".join(parts) if parts else "",
                     hint="make every layer return the same kind of value (Tensors of one "
                          "dtype, tuples of the same length), or call the layers with Python "
                          "indices.", loc=loc)


def _return_lines(fn):
    """The ``return`` statements of ``fn`` (a Cell: its ``construct``) as location blocks."""
    import inspect
    import textwrap
    code = getattr(getattr(type(fn), "construct", None) if hasattr(fn, "cells_and_names")
                   else fn, "__code__", None)
    try:
        lines, first = inspect.getsourcelines(code)
        tree = ast.parse(textwrap.dedent("".join(lines)))
    except (OSError, TypeError, SyntaxError):
        return []
    fndef = tree.body[0] if tree.body else None
    if not isinstance(fndef, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return []
    shift = len(lines[0]) - len(lines[0].lstrip())
    return [format_location((code.co_filename, first + n.lineno - 1, n.col_offset + shift,
                             n.end_col_offset + shift if n.end_lineno == n.lineno else None))
            for n in _statements(fndef.body, None)]


# ---- the lines the message quotes ----------------------------------------------------------
def _branch_text(loc, name):
    """Each branch's ``return`` statements (``name`` None) or assignments to ``name``, as
    ``File ..., line N`` blocks; empty when the source cannot be read."""
    lines = _branch_lines(loc, name)
    if not lines:
        return ""
    file = loc[0]
    parts = []
    for title, nodes in lines:
        if nodes:
            parts.append(f"{title}:")
            parts.extend(format_location((file, n.lineno, n.col_offset, n.end_col_offset
                                          if n.end_lineno == n.lineno else None))
                         for n in nodes)
    return "\n" + "\n".join(parts) if parts else ""


def _branch_lines(loc, name):
    if not loc:
        return None
    file, line = loc[0], loc[1]
    try:
        tree = ast.parse("".join(linecache.getlines(file)))
    except (SyntaxError, ValueError):
        return None
    if name == RETVAL:     # a `return` inside a loop: every return of the function
        fns = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
               and n.lineno <= line <= (n.end_lineno or n.lineno)]
        if not fns:
            return None
        return [("The returns", _statements(max(fns, key=lambda n: n.lineno).body, None))]
    for block in _blocks(tree):
        for i, node in enumerate(block):
            if isinstance(node, ast.While) and node.lineno == line:
                return [("The loop body", _statements(node.body, name))]
            if isinstance(node, ast.If) and node.lineno == line:
                found = [_statements(node.body, name), _statements(node.orelse, name)]
                if name is None:     # a branch that falls through returns after the `if`
                    rest = _statements(block[i + 1:], name)
                    found = [f if f else rest for f in found]
                return list(zip(("The true branch", "The false branch"), found))
    return None


def _blocks(tree):
    """Every statement list of ``tree`` (bodies, else blocks, handlers)."""
    for n in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(n, field, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                yield block


def _statements(stmts, name):
    out = []
    for n in _walk_same_scope(stmts):
        if name is None and isinstance(n, ast.Return):
            out.append(n)
        elif name is not None and isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            if any(name in _target_names(t) for t in targets):
                out.append(n)
    return sorted(out, key=lambda n: (n.lineno, n.col_offset))


control.SWITCH_LAYER_ERROR[0] = switch_layer_error

__all__ = ["JoinError", "check_leaf", "join_error", "structure_error", "describe",
           "switch_layer_error"]
