"""PIJit's guards on the plain attributes a ``jit(capture_mode="bytecode")`` method reads.

MindSpore's PIJit guards what a captured function read: a Cell method that reads ``self.a``
(an int, float, bool, str, None, a numpy scalar or a Tensor that is not a Parameter) runs again
with the value it reads now, compiling another version when it changed (2.10, measured:
``net.a = i; net(x)`` for i = 0..9 gives ``x + i`` each time, and with ``net.flag`` switched
between True and False two versions serve alternately). GRAPH_MODE and the "ast" jit keep the
value they compiled (2.10 measured, as minicell), and 2.10's PIJit keeps a global's (measured:
``magic = i`` between calls of a function that reads ``magic`` returns the first value).

minicell compiles a "bytecode" method from its source (``compiler/``), so the attributes it
reads are those named ``<first argument>.<name>`` in that source, less those it writes (a
written Python value already compiles again when it changed: ``call.AttrWritingCompiled``).
Their current values (a Tensor by identity) join the static part of the cache key; each
version found so is one compiled graph. A bound method's Cell (``jit(net.construct, ...)``) is
no argument, so where the method reads it, the Cell and its structure generation join them
too: a sub-Cell appended to a CellList it runs compiles again (2.10 measured: the appended ReLU
runs, a version of its own), and two Cells' versions are two (PIJit guards the Parameters it
reads); a method that reads nothing of its Cell keeps one version for all its Cells.
"""
import ast
import textwrap
import weakref

import numpy as np

from ..common._members import structure_gen, watch
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from . import astwalk, attr_state
from .cache import Ident

_NAMES = weakref.WeakKeyDictionary()       # code object -> attribute names guarded
_PLAIN = (bool, int, float, str, type(None))
_KINDS = {}                                # type -> how a value of it is guarded


def no_guards(args):
    """The guards of a jit that keeps what it compiled (not a "bytecode" one): none."""
    return ()


def guards_of(fn, options):
    """``guard(args)`` for ``jit(fn, **options)``: for a "bytecode" one, the values of the
    plain attributes ``fn`` reads on its first argument (a Cell; for a bound method, its
    ``__self__``); else ``no_guards``."""
    owner = getattr(fn, "__self__", None)
    code = getattr(getattr(fn, "__func__", fn), "__code__", None)
    if code is None or options.get("capture_mode") != "bytecode":
        return no_guards

    names, watched = None, None

    def guard(args):
        nonlocal names, watched
        if names is None:
            names = _NAMES.get(code)
            if names is None:
                names = _NAMES[code] = _read_names(fn)
        obj = owner if owner is not None else args[0] if args else None
        d = getattr(obj, "__dict__", None)
        if d is None or "_params" not in d:     # not a Cell
            return ()
        sigs = tuple([_sig(d.get(n)) for n in names])
        if owner is None or not names:   # (a Cell argument's structure is in the key)
            return sigs
        gen = structure_gen(owner)      # a bound method's Cell: its tree, as for an argument
        if gen != watched:
            watch(owner)
            watched = gen = structure_gen(owner)
        return (me, gen, *sigs)
    me = Ident(owner) if owner is not None else None
    return guard


def _sig(value):
    """A guarded value in the key: a Python or numpy scalar by type and value, a Tensor by
    identity (its value is compiled in); anything else is not guarded (None)."""
    t = type(value)
    kind = _KINDS.get(t)
    if kind is None:
        kind = _KINDS[t] = ("value" if t in _PLAIN or issubclass(t, np.generic) else
                            "object" if issubclass(t, Tensor) and not issubclass(t, Parameter)
                            else "")
    return (t, value) if kind == "value" else Ident(value) if kind else None


def _read_names(fn):
    """The attribute names ``fn``'s source reads on its first argument and never writes."""
    from .source import _code_lines      # (compiler.source imports the front end)
    try:
        lines, _, _ = _code_lines(getattr(fn, "__func__", fn))
        tree = ast.parse(textwrap.dedent("".join(lines)))
    except (OSError, TypeError, SyntaxError):
        return ()
    fndef = tree.body[0] if tree.body else None
    if not isinstance(fndef, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return ()
    args = fndef.args.posonlyargs + fndef.args.args
    if not args:
        return ()
    me = args[0].arg
    reads = {n.attr for n in astwalk.walk(fndef) if isinstance(n, ast.Attribute) and
             isinstance(n.ctx, ast.Load) and isinstance(n.value, ast.Name) and
             n.value.id == me}
    return tuple(sorted(reads - attr_state.self_writes(fndef)))


__all__ = ["guards_of", "no_guards"]
