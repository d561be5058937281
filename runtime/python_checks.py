"""Errors of the checks MindSpore 2.10 writes in plain Python inside its ops (``ops.flatten``'s
dims, ``interpolate``'s options): in GRAPH_MODE 2.10 compiles that Python into the graph, so
such a ``raise`` reads as a user's raise would, its text in quotes (measured:
``'For 'flatten', 'start_dim' cannot come after 'end_dim'.'``). minicell's checks mark their
error here and the compiler (``compiler/raise_check.py``) quotes it; PYNATIVE_MODE keeps the
plain text.

>>> from minicell.runtime.python_checks import python_check, is_python_check
>>> is_python_check(python_check(ValueError("bad")))
True
"""


def python_check(err):
    """``err``, marked as raised by one of 2.10's in-graph Python checks."""
    err._ms_python_check = True     # pylint: disable=protected-access
    return err


def is_python_check(err):
    return getattr(err, "_ms_python_check", False)
