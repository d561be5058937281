"""IR files on request: ``set_context(save_graphs=True, save_graphs_path=dir)`` (or MindSpore's
environment variables ``MS_DEV_SAVE_GRAPHS`` / ``MS_DEV_SAVE_GRAPHS_PATH``) writes every compiled
graph's IR into ``dir`` at each stage of ``passes.run_passes``, one file per stage, named as
MindSpore names its dumps: ``NN_<stage>_MMMM.ir`` (NN: the stage's place in this compile, MMMM:
a counter over the process). The stages are ``bootstrap`` and ``type_inference`` (the graph as
traced, under 2.10's names of its first two stages: the trace gives the types at once), one per
pass (``fold_constants``, ...), and ``validate``: the final graph, checked by the verifier, that
is lowered to JAX. Each file is the IR as ``print(graph)`` shows it (``# file:line`` per node),
under a first line naming the graph and the compile (its number over the process), as
MindSpore's ``# IR entry: @<graph>_<id>`` does; under each node, and under the root graph's
return, 2.10's debug-info lines ``# In file /path/net.py:12, 11~16/    return x + 1/`` (the
expression's columns, then its source line; the return: each return statement of the function).

Two more of MindSpore 2.10's variables choose which stages are written (measured):
``MS_DEV_DUMP_IR_PASSES`` (comma-separated parts of names: only files whose ``NN_<stage>`` contains
one of them) and ``MS_DEV_DUMP_IR_INTERVAL=N`` (only the files whose counter MMMM is N-1 modulo
N: with 2, ``0001``, ``0003``, ...). The variables are read from the process environment as
MindSpore's C++ side reads them (``getenv``), so ``os.unsetenv`` turns them off, although
``os.environ`` does not see it.
"""
import ast
import ctypes
import inspect
import itertools
import linecache
import os
import textwrap

from .ir import GraphPrinter

_COUNTER = itertools.count()
_COMPILES = itertools.count(1)


def _libc_getenv():
    try:
        fn = ctypes.CDLL(None).getenv
    except (OSError, AttributeError, TypeError):
        return None
    fn.restype, fn.argtypes = ctypes.c_char_p, [ctypes.c_char_p]
    return fn


_GETENV = _libc_getenv()


def getenv(name, default=None):
    """``name``'s value in the process environment (libc ``getenv``, which sees ``os.unsetenv``
    as MindSpore does), or ``default``; ``os.environ`` where there is no libc to ask."""
    if _GETENV is None:
        return os.environ.get(name, default)
    value = _GETENV(name.encode())
    return default if value is None else value.decode(errors="replace")


def _target():
    """The directory to write into, or None when no dump is asked for."""
    from .. import context
    level = context.get_context("save_graphs")
    path = context.get_context("save_graphs_path")
    if not level:
        level = getenv("MS_DEV_SAVE_GRAPHS", "0")
        path = getenv("MS_DEV_SAVE_GRAPHS_PATH", path)
        level = int(level) if level.isdigit() else 0
    return (path or ".") if level else None


def _interval():
    value = getenv("MS_DEV_DUMP_IR_INTERVAL", "")
    return int(value) if value.isdigit() and int(value) > 1 else 1


class Dumper:
    """Writes the stages of one compile (``dumper(stage, graph)``); inert when not asked."""

    def __init__(self):
        self.path = _target()
        self.stage = 0
        if self.path is not None:
            os.makedirs(self.path, exist_ok=True)
            self.compile = next(_COMPILES)
            passes = getenv("MS_DEV_DUMP_IR_PASSES", "")
            self.passes = [p for p in passes.split(",") if p]
            self.interval = _interval()

    def __call__(self, stage, graph):
        if self.path is None:
            return
        self.source = getattr(self, "source", None) or graph.source
        count, prefix = next(_COUNTER), f"{self.stage:02d}_{stage}"
        self.stage += 1
        if count % self.interval != self.interval - 1:
            return
        if self.passes and not any(p in prefix for p in self.passes):
            return
        name = os.path.join(self.path, f"{prefix}_{count:04d}.ir")
        with open(name, "w", encoding="utf-8") as f:
            f.write(f"# IR of graph {graph.name} (compile {self.compile}) after {stage}\n"
                    f"{_DebugInfoPrinter(self.source).render(graph)}\n")


def _in_file(file, line, col=None, end=None):
    """2.10's debug-info line: ``# In file /path/net.py:12, 8~20/        return x + 1/`` (the
    columns of the expression, then its whole source line)."""
    span = f", {col}~{end}" if col is not None and end is not None else ""
    return f"# In file {file}:{line}{span}/{linecache.getline(file, line).rstrip(chr(10))}/"


def _return_locations(fn):
    """``(file, line, col, end_col)`` of each ``return`` statement of ``fn``'s own body (not of
    functions defined in it); [] where its source is not available."""
    fn = inspect.unwrap(getattr(fn, "__func__", fn))
    fn = inspect.unwrap(getattr(fn, "__func__", fn))
    try:
        lines, first = inspect.getsourcelines(fn)
        file = inspect.getsourcefile(fn) or fn.__code__.co_filename
        text = "".join(lines)
        tree = ast.parse(textwrap.dedent(text))
    except (OSError, TypeError, SyntaxError, AttributeError):
        return []
    shift = len(lines[0]) - len(lines[0].lstrip()) if textwrap.dedent(text) != text else 0
    fndef = tree.body[0] if tree.body else None
    if not isinstance(fndef, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return []
    found, todo = [], list(fndef.body)
    while todo:
        node = todo.pop(0)
        if isinstance(node, ast.Return):
            one_line = node.end_lineno == node.lineno
            found.append((file, first + node.lineno - 1, node.col_offset + shift,
                          node.end_col_offset + shift if one_line else None))
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                                 ast.Lambda)):
            todo.extend(ast.iter_child_nodes(node))
    return found


class _DebugInfoPrinter(GraphPrinter):
    """The IR text of a dump file: each node with its location in 2.10's debug-info form, the
    root graph's return with its function's return statements."""

    def __init__(self, source):
        super().__init__()
        self.source = source

    def render(self, graph, indent=""):
        text = super().render(graph, indent)
        if graph.parent is not None or self.source is None:
            return text
        body, close = text.rsplit("\n", 1)
        extra = [f"{indent}      {_in_file(*loc)}" for loc in _return_locations(self.source)]
        return "\n".join([body, *extra, close])

    def node_lines(self, node, indent):
        lines = super().node_lines(node, indent)
        if node.loc and node.loc[0] and node.loc[1]:
            lines.insert(1, f"{indent}    {_in_file(*(tuple(node.loc) + (None, None))[:4])}")
        return lines


__all__ = ["Dumper", "getenv"]
