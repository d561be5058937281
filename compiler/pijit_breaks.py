"""Where a ``jit(capture_mode="bytecode")`` graph runs Python while it runs: PIJit's graph breaks
that minicell makes too.

PIJit breaks the graph where it cannot capture Python and runs that part in the interpreter;
its record counts the break (``break_count_`` 1). minicell compiles the function whole, but
two things in its graph really run Python on the host at run time, at their place in the
program: a numpy island (``compiler.islands``: ``x.asnumpy()``, numpy on values) and, under
PIJit's rules, a ``print`` given keyword arguments (``sep``, ``end``, ``flush``, ``file``). So a
graph holding one of them is a broken graph in the record, as in 2.10 (measured:
``print('a', flush=True)`` and ``y.asnumpy()`` give break_count_ 1 and Python's own print,
``print('p1', a)`` is captured: graph print format, break_count_ 0).
"""
import builtins

from .capture import PIJIT


def emit_print(b, args, kwargs):
    """``Builder.print``: a graph print node (``control.emit_print``), or under PIJit's rules a
    print given keywords: Python's ``print`` run on the host at its place (an island)."""
    if not (PIJIT[0] and kwargs):
        from .control import emit_print as graph_print
        return graph_print(b, args, kwargs)

    def python_print(*values):
        builtins.print(*values, **kwargs)
        return ()
    b.island(python_print, tuple(args), "print")
    return None


def has_break(entry):
    """Whether the compiled ``entry``'s graph runs Python on the host (an island); kept on it."""
    found = entry.__dict__.get("pijit_break")
    if found is None:
        graph = getattr(entry, "graph", None)
        found = entry.pijit_break = graph is not None and _islands_in(graph)
    return found


def _islands_in(graph):
    from .islands import ISLAND
    return any(n.op is ISLAND or any(_islands_in(g) for g in n.subgraphs)
               for n in graph.nodes)


__all__ = ["emit_print", "has_break"]
