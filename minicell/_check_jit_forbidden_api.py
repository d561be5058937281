"""Methods MindSpore 2.10 refuses to compile into a graph (its ``jit_forbidden_register``).

A marked function keeps running as it is outside a graph; GRAPH_MODE code that calls it gets
MindSpore's RuntimeError from ``compiler.graph_raise.check_forbidden``. Modules forbidden
as a whole (``initializer``, ``context``, ``log``) are listed there.

>>> from minicell._check_jit_forbidden_api import jit_forbidden_register
>>> @jit_forbidden_register
... def host_only(): return 1
>>> host_only.__jit_forbidden__
True
"""


def jit_forbidden_register(fn):
    """Mark ``fn`` as not callable in ``construct`` or a ``@jit`` function; returns ``fn``."""
    fn.__jit_forbidden__ = True
    return fn
