"""2.10's refusals of a lambda it cannot find in its source (measured on 2.10, both modes).

MindSpore's parser reads a lambda given to a graph (``jit``/``vmap`` of it, ``grad`` of it in
GRAPH_MODE, a Cell attribute called in ``construct``) from the source lines of the statement
that made it, and takes that statement's value as the lambda: a lambda written inside a call
(``vmap(lambda x: x * 2)(t)``), a list, a conditional expression, after a ``;`` or in a ``def``
line is refused. ``f = lambda ..``, ``f: T = lambda ..``, ``a = b = lambda ..`` and
``f = (lambda ..)`` are read. A lambda made inside the graph's own code is part of it and is
not read again; nor is one under ``jit(capture_mode="bytecode")`` (source.convert skips both),
nor one written inside a lambda that a graph read, while that graph runs it (2.10 compiles it
as part of the outer lambda's expression, measured: ``f = lambda a: ms.grad(<newline> lambda t:
..)(a)`` under ``jit``/``vmap`` computes; called eagerly, the inner lambda's own lines are read).
The verdict is kept per code object: a lambda is read once, at its first trace.

>>> f = lambda x: x + 1
>>> check(f) is None
True
"""
import ast
import inspect
import textwrap

from . import control

_CHECKED = {}    # code object -> the error to raise (type, args), or None
_OUTER = {}      # code of a lambda written inside a read lambda -> the read lambda's code
_HAS_INNER = set()   # the values of _OUTER
_RUNNING = []    # codes of the read lambdas a graph runs now (``as_read``)

_NOT_LAMBDA = (
    "Parse Lambda Function Fail. Node type must be Lambda, but got {}. Please check lambda "
    "expression to make sure it is defined on a separate line.\n For example, the code "
    "'func = nn.ReLU() if y < 1 else lambda x: x + 1' rewritten as\n'if y < 1:\n"
    "    func = nn.ReLU()\nelse:\n    func = lambda x: x + 1\n'will solve the problem.\n")
_IN_DEF = (
    "An error occurred while parsing the positional information of the lambda expression. "
    "Please write the lambda expression on a separate line.\nFor example, the code "
    "'def __init__(self, combine_fn=lambda x: x + 1):' rewritten as\n"
    "'def __init__(self, combine_fn=\nlambda x: x + 1\n):' will solve the problem.")


def _error(fn):
    """2.10's error for lambda ``fn`` as (type, args), or None where it reads it."""
    if not control.user_function(fn):
        return None
    try:
        lines, _ = inspect.getsourcelines(fn)
    except (OSError, TypeError):     # no source (exec, the REPL): nothing to read it against
        return None
    text = textwrap.dedent("".join(lines))
    if text[:4] == "def ":
        return ValueError, (_IN_DEF,)
    try:
        tree = ast.parse(text)
    except SyntaxError as err:    # the lambda's lines start inside an expression
        return SyntaxError, (err.msg, ("<unknown>",) + tuple(err.args[1][1:]))
    stmt = tree.body[0] if tree.body else None
    node = getattr(stmt, "value", stmt)
    if isinstance(node, ast.Lambda):
        inner = dict.fromkeys(_inner_lambdas(fn.__code__), fn.__code__)
        if inner:
            _OUTER.update(inner)
            _HAS_INNER.add(fn.__code__)
        return None
    return TypeError, (_NOT_LAMBDA.format(type(node).__name__),)


def _inner_lambdas(code):
    """The code objects of the lambdas written inside ``code``, at any depth."""
    for c in code.co_consts:
        if hasattr(c, "co_consts"):
            if c.co_name == "<lambda>":
                yield c
            yield from _inner_lambdas(c)


def as_read(fn):
    """Lambda ``fn`` as a graph runs it: one with lambdas written inside it marks itself
    running, so that a graph made of an inner one takes it as part of ``fn``'s expression."""
    code = fn.__code__
    if code not in _HAS_INNER:
        return fn

    def running(*args, **kwargs):
        _RUNNING.append(code)
        try:
            return fn(*args, **kwargs)
        finally:
            _RUNNING.pop()
    return running


def check(fn):
    """Raise 2.10's error if the graph front end cannot read lambda ``fn`` from its source."""
    code = fn.__code__
    if _RUNNING and _OUTER.get(code) in _RUNNING:
        return      # written inside a lambda this graph read and runs now
    try:
        err = _CHECKED[code]
    except KeyError:
        err = _CHECKED[code] = _error(fn)
    if err is not None:
        raise err[0](*err[1]) from None     # (also raised while handling a call's error)
