"""MindSpore 2.10's 'Traceback of Net Construct Code' under a graph's inference error.

Where 2.10 refuses an operand while it infers the graph (its C++ ``Infer...`` functions), the
error's text goes on with the line of construct that made the node (measured: ``x[1.2:]`` in
construct is 'Slice indices must be integers or bool. But got a Float32 number.' followed by
the block below, quoting ``return x[1.2:]``). minicell raises such a refusal where it checks
the operand (an op's Python, which knows nothing of graphs) and marks the exception with
``construct_trace = True``; the compile entry (``call.compile_entry``) appends the block here,
from the innermost converted frame of the exception's traceback, once."""
import linecache

from .errors import CONVERTED_CODES, user_location

_RULE = "-" * 52


def append_construct_trace(err):
    """Append the block to marked ``err``'s single text argument (in place)."""
    if not getattr(err, "construct_trace", False) or len(err.args) != 1 or \
            type(err.args[0]) is not str:
        return
    err.construct_trace = False             # an enclosing compile keeps the text as it is
    frames = []                 # the converted frames, outermost first (2.10: # 0 the outer)
    tb = err.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code in CONVERTED_CODES and tb.tb_frame not in frames:
            frames.append(tb.tb_frame)
        tb = tb.tb_next
    block = [_quote(k, user_location(f)) for k, f in enumerate(frames)]
    if block:
        err.args = (f"{err.args[0]}\n\n{_RULE}\n- The Traceback of Net Construct Code:\n"
                    f"{_RULE}\n" + "\n".join(block),)


def _quote(k, loc):
    """``# k In file F:L, c~e``, the line, a caret under the columns (2.10's form)."""
    file, line, col, end = loc
    text = linecache.getline(file, line).rstrip()
    if col is None or not end:
        return f"# {k} In file {file}:{line}\n{text}"
    return f"# {k} In file {file}:{line}, {col}~{end}\n{text}\n" + " " * col + "^" + \
        "~" * max(end - col - 1, 0)


def quote_output_node(err, fn, graph):
    """Append 2.10's block to ``err`` (a parallel compile's missing communication backend):
    the def of ``fn`` (construct) and the line of the node that makes ``graph``'s first output
    (measured: 'Invalid backend: CPU' quotes construct and, for a chain of calls, the last one;
    2.10 picks another node in some graphs)."""
    import inspect
    try:
        lines, first = inspect.getsourcelines(fn)
    except (OSError, TypeError):
        return
    out = graph.outputs[0] if graph.outputs else None
    node = next((n for n in graph.nodes if out is not None and any(o is out for o in n.outs)),
                None)
    if node is None or not node.loc or len(err.args) != 1 or type(err.args[0]) is not str:
        return
    indent = len(lines[0]) - len(lines[0].lstrip())
    file = inspect.getsourcefile(fn)
    head = (f"# In file {file}:{first}~{first + len(lines) - 1}, {indent}~"
            f"{len(lines[-1].rstrip())}\n{lines[0].rstrip()}\n" + " " * indent + "^")
    call = _quote(0, node.loc).replace("# 0 In file", "# In file", 1)
    err.args = (f"{err.args[0]}\n\n{_RULE}\n- The Traceback of Net Construct Code:\n{_RULE}\n\n"
                f"{head}\n\n{call}\n",)
