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


def _caller_dtype(prim):
    """The dtype to cast ``prim``'s call to, or None (see the module docstring)."""
    frame = sys._getframe(2)
    for _ in range(_DEPTH):
        if frame is None:
            return None
        path = frame.f_code.co_filename
        if path.startswith(_SKIPPED):
            frame = frame.f_back
            continue
        if path.startswith(_LIBRARY):
            return None
        owner = frame.f_locals.get("self")
        if isinstance(owner, Cell):
            found = owner.__dict__.get(_MARK)
            return found[1] if found is not None and isinstance(prim, found[0]) else None
        frame = frame.f_back
    return None
