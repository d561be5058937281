"""amp O1 and custom white lists: casts around the white-listed Primitives the user's code calls.

MindSpore 2.10's O1 rewrites the source of the user's Cells (and of the functions they call)
and casts around each call of a white-listed Primitive there: floating inputs in the low
dtype, floating outputs float32. Measured in both modes (/tmp/ut17/amp2.py, /tmp/ut18/amp3.py):
``self.mm = ops.MatMul()`` called from ``construct`` or another method, ``ops.MatMul()(a, b)``
made inline, the same inside a module function ``construct`` calls or inside a user sub-Cell,
``ReLU``, ``Conv2D``. ``ops.matmul``, ``@`` and the kernels of minicell's own Cells are library
code, which 2.10 does not rewrite.

minicell marks each Cell of the user's code in the network with the list and dtype, and wraps
``__call__`` of each listed Primitive class once. While no network is marked the wrapper costs
one test. Otherwise it looks up the stack for the code that called it: converted GRAPH_MODE
code calls through ``minicell.compiler``, which is skipped; a call from the rest of minicell
(``nn``, ``ops``) is not cast; in the user's code, the nearest frame whose ``self`` is a Cell
decides: a marked Cell casts (a Primitive of its list), any other does not.
"""
import inspect
import os
import sys

from .. import compiler, runtime
from ..common import dtype as mstype
from ..nn import Cell

_MARK = "_amp_o1_cast"      # a marked Cell's ``__dict__`` entry: (Primitive classes, dtype)
_SKIPPED = tuple(os.path.dirname(m.__file__) + os.sep for m in (compiler, runtime))
_LIBRARY = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep   # minicell/
_DEPTH = 64                 # frames looked at, at most
_ANY_MARKED = False


def mark(network, prims, dtype, cast_floats):
    """Cast around the calls of ``prims`` (Primitive classes) in the code of ``network``'s
    user Cells: floating inputs to ``dtype``, floating outputs to float32 (``cast_floats``)."""
    global _ANY_MARKED
    if not prims:
        return
    for prim in prims:
        _wrap(prim, cast_floats)
    for _, cell in network.cells_and_names():
        if type(cell).__module__.partition(".")[0] != "minicell":
            cell.__dict__[_MARK] = (prims, dtype)
    _ANY_MARKED = True


def _wrap(cls, cast_floats):
    call = cls.__call__
    if getattr(call, "_amp_o1", False):
        return

    def __call__(self, *args, **kwargs):
        dtype = _caller_dtype(self) if _ANY_MARKED else None
        if dtype is None:
            return call(self, *args, **kwargs)
        out = call(self, *cast_floats(args, dtype), **kwargs)
        return cast_floats(out, mstype.float32)
    __call__._amp_o1 = True
    __call__.__wrapped__ = call
    for attr in ("__name__", "__qualname__", "__doc__", "__module__"):
        setattr(__call__, attr, getattr(call, attr, None))
    cls.__call__ = __call__


def _caller_dtype(prim, frame=None):
    """The dtype to cast ``prim``'s call to, or None (see the module docstring); ``frame``:
    the caller's (default: the frame that called the wrapped ``__call__``)."""
    frame = sys._getframe(2) if frame is None else frame
    for _ in range(_DEPTH):
        if frame is None:
            return None
        code = frame.f_code
        entry = _KINDS.get(id(code))
        kind = entry[1] if entry is not None else _remember(code)
        if kind is _STOP:
            return None
        if kind is _SELF:
            owner = frame.f_locals.get("self")
            if isinstance(owner, Cell):
                found = owner.__dict__.get(_MARK)
                return found[1] if found is not None and isinstance(prim, found[0]) else None
        frame = frame.f_back
    return None


# what a frame of a code object means to the walk above, found once per code object: building
# a frame's f_locals is what made the walk cost ~2 us a frame (ut18: a MatMul call at stack
# depth 50 went from 117 to 230 us once O1 was on), so only code that can see a name ``self``
# has it built
_SKIP, _STOP, _PLAIN, _SELF = "skip", "stop", "plain", "self"
_KINDS = {}     # id(code) -> (code, kind); holding the code keeps its id from being reused


def _remember(code):
    path = code.co_filename
    if path.startswith(_SKIPPED):
        kind = _SKIP
    elif path.startswith(_LIBRARY):
        kind = _STOP
    elif "self" in code.co_varnames or "self" in code.co_freevars or \
            not code.co_flags & inspect.CO_NEWLOCALS:
        kind = _SELF        # an argument or a closure's; a module/class body's (or exec's)
        #                     locals are a namespace that may hold any name
    else:
        kind = _PLAIN
    _KINDS[id(code)] = (code, kind)
    return kind
