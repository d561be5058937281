"""Compile-time errors and warnings that point at the user's line.

Every message quotes the user's file, line, source text and a caret, says why, and says what to
write instead. The location comes from the innermost frame that runs code converted by
``compiler.source`` (those code objects are registered in ``CONVERTED_CODES``), so an error
raised deep inside minicell still names the user's line.

>>> err = GraphModeError("something is wrong", hint="do this instead")
>>> "do this instead" in str(err)
True
"""
import linecache
import sys
import types
import warnings

from . import astwalk

# code object -> column offset removed by dedenting (to put the caret under the right column)
CONVERTED_CODES = {}
# converted code -> its instructions' positions: ``user_location`` runs for every op traced, and
# listing a code object's positions costs O(its length) (a long construct: ~20-90 us per op)
_POSITIONS = {}


class GraphModeError(RuntimeError):
    """A construct (or @jit function) cannot be compiled as written."""

    def __init__(self, message, hint=None, loc=None):
        self.loc = loc if loc is not None else user_location()
        self.hint = hint
        super().__init__(format_message(message, hint, self.loc))


class ConcretizationError(GraphModeError, TypeError):
    """A tensor's value was read at compile time (``asnumpy()``, ``float(t)``, numpy, ``bool``)."""


class StrictFallbackError(ConcretizationError):
    """Python/numpy reading a tensor's value (JIT Fallback, a numpy island) in code compiled
    under ``jit_syntax_level`` STRICT or COMPATIBLE: refused while compiling, never run op by op
    instead (``eager_fallback``)."""


class StrictReadError(StrictFallbackError, AttributeError):
    """``asnumpy()`` in code compiled under ``jit_syntax_level=STRICT``: MindSpore's
    AttributeError (a Tensor has no such attribute in a strict graph)."""


class UndefinedVariableError(GraphModeError, UnboundLocalError):
    """A variable assigned in only one branch of a tensor ``if`` (or first assigned in a tensor
    ``while`` body) is used after it: MindSpore's UnboundLocalError, with its text first."""


class JoinError(GraphModeError, TypeError):
    """The two branches of a tensor-dependent ``if`` (or a tensor ``while``'s state before and
    after its body) give a variable or the return value types that cannot be joined into one
    graph value: a Tensor and a string, a tuple and a Tensor, an int and a float. MindSpore
    raises a TypeError ("Cannot join the return values of different branches") at compile time;
    so does minicell (rules in ``compiler.join``), naming both branches' lines (``branches``:
    quoted after the statement's own line)."""

    def __init__(self, message, hint=None, loc=None, branches=""):
        super().__init__(message, loc=loc)
        self.hint = hint
        RuntimeError.__init__(self, format_message(message, None, self.loc) + branches +
                              (f"\nInstead: {hint}" if hint else ""))


class DataDependentShapeError(GraphModeError, IndexError):
    """A result whose shape depends on tensor values (``x[mask]``): a graph has static shapes."""


class OpInputError(GraphModeError, ValueError):
    """An op's own check of its inputs failed while compiling (a wrong shape): a ValueError, as
    MindSpore and PYNATIVE_MODE raise, that names the user's line. Its repr is that of the
    ValueError it stands for (2.10's, which scripts match, e.g. ``"ValueError" in str(excinfo)``
    of pytest.raises)."""

    def __repr__(self):
        return f"ValueError({str(self)!r})"


class OpTypeError(GraphModeError, TypeError):
    """An op's inputs of dtypes its kernel does not take, found while compiling: a TypeError, as
    PYNATIVE_MODE raises for the same call and 2.10's graph does (measured: bool ``m - m`` is
    its TypeError 'For primitive[Sub], ...'), that names the user's line."""

    def __repr__(self):
        return f"TypeError({str(self)!r})"


def data_dependent_shape_error(what):
    """The error for an operation whose output shape depends on tensor values, e.g.
    ``data_dependent_shape_error("indexing with a bool mask (`x[mask]`)")``."""
    why = " (how many mask entries are True)" if "mask" in what else ""
    return DataDependentShapeError(
        f"{what} gives a result whose shape depends on the tensor's values{why}, but every "
        f"shape in a compiled graph must be known when it is compiled.",
        hint="keep the shape fixed: ops.select(mask, x, 0.0) or ops.masked_fill(x, ~mask, 0.0) "
             "(then reduce, e.g. `.sum()`), or `x[mask] = value` to write through the mask; or "
             "run this Cell in PYNATIVE_MODE.")


class CompileWarning(UserWarning):
    """A Python side effect or a skipped hook in GRAPH_MODE."""


def user_location(frame=None):
    """``(file, line, col, end_col)`` of the innermost frame running converted code, or None."""
    f = frame or sys._getframe(1)
    while f is not None:
        code = f.f_code
        if code in CONVERTED_CODES:
            col = end = None
            try:
                positions = _POSITIONS.get(code)
                if positions is None:
                    positions = _POSITIONS[code] = list(code.co_positions())
                pos = positions[f.f_lasti // 2]
                if pos[2] is not None:
                    shift = CONVERTED_CODES[code]
                    col, end = pos[2] + shift, (pos[3] or pos[2]) + shift
                    if pos[1] != pos[0]:
                        end = None
            except (IndexError, AttributeError):
                pass
            return (code.co_filename, f.f_lineno, col, end)
        f = f.f_back
    return None


def format_location(loc):
    """The ``File "...", line N`` block with the source text and a caret."""
    if not loc:
        return ""
    file, line, col, end = (tuple(loc) + (None, None))[:4]
    text = linecache.getline(file, line).rstrip("\n")
    out = f'  File "{file}", line {line}\n    {text.strip()}'
    if col is not None and text:
        lead = len(text) - len(text.lstrip())
        start = max(col - lead, 0)
        width = max(min((end - col) if end else len(text), len(text.strip()) - start), 1)
        out += "\n    " + " " * start + "^" * width
    return out


def format_message(message, hint, loc):
    """A GRAPH_MODE error's text: the message, the user's source line, then ``Instead: hint``."""
    parts = [message]
    if loc:
        parts.append(format_location(loc))
    if hint:
        parts.append(f"Instead: {hint}")
    return "\n".join(parts)


def value_read_error():
    """The error for reading a symbolic tensor's value during compilation."""
    return ConcretizationError(
        "In GRAPH_MODE a tensor's value is not known while construct is compiled, so it cannot "
        "be read here: a tensor (or float()/int() of one) used as a shape, size, slice bound "
        "or range() bound would make a shape depend on tensor values, and asnumpy()/numpy or "
        "a Python `if` on a tensor only work in converted code (numpy islands).",
        hint="keep the computation in tensor ops (ops.select, ops.where, tensor comparisons in "
             "an `if`/`while` condition), return the tensor and read it after the call, or run "
             "this Cell in PYNATIVE_MODE.")


def warn_at(message, loc=None, hint=None):
    """Issue a ``CompileWarning`` whose text names the user's line."""
    loc = loc if loc is not None else user_location(sys._getframe(1))
    warnings.warn(format_message(message, hint, loc), CompileWarning, stacklevel=3)


def undefined_variable_error(name, block, branch=None, loc=None, which="a tensor-dependent"):
    """MindSpore's UnboundLocalError for ``name``, assigned only inside a tensor ``if``
    (``block="if"``; ``branch`` is ``(defined, missing)``, e.g. ``("true", "false")``) or
    ``while`` and read after it. As in MindSpore, the message names the outermost block the read
    is outside of (an ``if`` nested in a ``for`` is the ``for``'s) and quotes the function from
    its ``def`` line to the read. ``which`` says what kind of ``if`` it is."""
    loc = loc if loc is not None else user_location(sys._getframe(1))
    if block == "if":
        why = (f" It is assigned only in the {branch[0]} branch of {which} `if` and used "
               f"after it; in a graph both branches must produce it.")
    else:
        why = (f" It is first assigned inside a tensor-dependent `{block}` and used after it; the "
               f"loop may run zero times.")
    found = _find_read_after(name, loc)
    snippet = ""
    if found is not None:
        block, branch, snippet = found[0] or block, found[1] or branch, found[2]
    if block == "if":
        where, other = branch
        text = (f"The local variable '{name}' is not defined in {other} branch, but defined in "
                f"{where} branch.")
        hint = f"assign '{name}' before the `if` (a default value) or in both branches."
    else:
        text = (f"The local variable '{name}' defined in the '{block}' loop body cannot be used "
                f"outside of the loop body. Please define variable '{name}' before '{block}'.")
        hint = f"assign '{name}' before the loop."
    return UndefinedVariableError(text + why + snippet, hint=hint, loc=loc)


def _find_read_after(name, loc):
    """``(block, branch, snippet)`` for the first read of ``name`` after the statement at
    ``loc``, or None when the source cannot be parsed or holds no such read."""
    import ast
    if not loc:
        return None
    file, line = loc[0], loc[1]
    lines = linecache.getlines(file)
    try:
        tree = ast.parse("".join(lines))
    except (SyntaxError, ValueError):
        return None
    funcs = [n for n in astwalk.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
             and n.lineno <= line <= n.end_lineno]
    if not funcs:
        return None
    func = max(funcs, key=lambda n: n.lineno)
    chain = [n for n in astwalk.walk(func) if isinstance(n, (ast.If, ast.For, ast.While))
             and n.lineno <= line <= n.end_lineno and n is not func]
    chain.sort(key=lambda n: n.lineno)
    stmt = next((n for n in reversed(chain) if n.lineno == line), None)
    if stmt is None:
        return None
    reads = sorted((n.lineno, n.col_offset) for n in astwalk.walk(func)
                   if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)
                   and (n.lineno, n.col_offset) > (stmt.end_lineno, stmt.end_col_offset))
    if not reads:
        return None
    use = reads[0][0]
    outer = next(n for n in chain if not n.lineno <= use <= n.end_lineno)
    block = {ast.If: "if", ast.For: "for", ast.While: "while"}[type(outer)]
    branch = None
    if block == "if" and outer is not stmt:
        in_body = outer.body[0].lineno <= line <= outer.body[-1].end_lineno
        branch = ("true", "false") if in_body else ("false", "true")
    quoted = [lines[i - 1].rstrip("\n") for i in range(func.lineno, use + 1)]
    if len(quoted) > 24:
        quoted = quoted[:1] + ["    ..."] + quoted[-20:]
    indent = min(len(q) - len(q.lstrip()) for q in quoted if q.strip())
    body = "\n".join("    " + q[indent:] for q in quoted)
    return (block if outer is not stmt else None, branch,
            f"\nIn file {file}:{use}\n{body}")


# MindSpore's names of the Python values a graph holds, as its AttributeError shows them
_GRAPH_TYPE_NAMES = {bool: "Bool", int: "Int", float: "Float", str: "String", list: "List",
                     dict: "Dictionary", tuple: "Tuple"}


def name_graph_type(err):
    """An AttributeError raised by the user's own code in a graph (its last frame is converted
    code) on a number, string, list, tuple, namedtuple or dict names the type as MindSpore 2.10
    does (measured): ``'Int' object has no attribute 'shape'``, ``'NamedTuple' ...``. The error
    is renamed in place (its traceback kept)."""
    tb = err.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    obj = getattr(err, "obj", None)
    if tb is None or tb.tb_frame.f_code not in CONVERTED_CODES or not err.args:
        return
    shown = _GRAPH_TYPE_NAMES.get(type(obj))
    if isinstance(obj, tuple) and hasattr(type(obj), "_fields"):
        shown = "NamedTuple"
    prefix = f"'{type(obj).__name__}' object has no attribute"
    if shown and isinstance(err.args[0], str) and err.args[0].startswith(prefix):
        err.args = (f"'{shown}' object has no attribute" + err.args[0][len(prefix):],
                    *err.args[1:])


def check_parameter_names(inputs, used, root, called):
    """The names of a compiled call's Parameters, as MindSpore identifies a graph's Parameters
    by name (the same Parameter twice is fine):

    - one passed as an argument (``inputs``) must not share its name with another Parameter of
      the call (an argument or one it reads, ``used``): MindSpore's ValueError;
    - two different ones read other than as a Cell's attribute (a ParameterTuple's items, a
      global) must not share a name: its RuntimeError; attributes are told apart by their
      path under ``root`` (the compiled Cell; for a compiled function, under each Cell it
      ``called``: a loss function over a network whose sub-Cells share Parameter names
      compiles, as in 2.10, measured). ``used``: the trace's ``(Parameter, Var)`` pairs."""
    from ..common.parameter import Parameter, ParameterTuple
    used = [p for p, _ in used]
    seen, given = {}, {id(p) for p in inputs}
    for p in inputs + used:
        first = seen.setdefault(p.name, p)
        if first is not p and (id(p) in given or id(first) in given):
            raise ValueError(f"The parameter {p!r} , its name '{p.name}' already exists. Please "
                             f"set a unique name for the parameter.")
    owned, in_tuples = set(), set()
    for top in ([root] if root is not None else called):
        for _, cell in top.cells_and_names():
            owned.update(id(p) for p in cell.__dict__.get("_params", {}).values())
            in_tuples.update(id(p) for v in vars(cell).values()
                             if isinstance(v, ParameterTuple) for p in v)
    owned -= in_tuples
    seen = {}
    for p in used:
        if not isinstance(p, Parameter):      # buffers, Tensor attributes written in construct
            continue
        first = p if id(p) in owned else seen.setdefault(p.name, p)
        if first is not p:
            raise RuntimeError(f"The parameter {p!r} , its name '{p.name}' already exists. "
                               f"Please set a unique name for the parameter.")


def undefined_name_error(err):
    """A name the compiled code reads that is bound nowhere: MindSpore's NameError text
    (``The name 'a' is not defined, or not supported in graph mode.``) and the user's line;
    a NameError raised elsewhere (a library's own) is left as it is."""
    tb = err.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    if isinstance(err, UnboundLocalError) or not err.name or \
            tb.tb_frame.f_code not in CONVERTED_CODES or \
            str(err).startswith("The name "):
        return err
    loc = user_location(tb.tb_frame)
    where = f"\nIn file {loc[0]}:{loc[1]}\n{format_location(loc)}" if loc else ""
    new = NameError(f"The name '{err.name}' is not defined, or not supported in graph "
                    f"mode.{where}", name=err.name)
    new.__cause__ = None
    new.__suppress_context__ = True
    return new.with_traceback(err.__traceback__)


_FUNCTION_TYPES = (types.FunctionType, types.MethodType, types.BuiltinFunctionType,
                   types.BuiltinMethodType)


_MAX_NESTING = 6      # MindSpore's limit on the list/tuple levels of a graph's output


def check_graph_outputs(out):
    """MindSpore's RuntimeErrors for a compiled call's outputs: a function (a method, a
    builtin, a lambda) at their top level or in their tuples and lists (classes pass, as in
    2.10); tuples and lists nested more than 6 levels deep (dicts are no level and are not
    looked into; 2.10 words it differently when Tensors are inside)."""
    levels, tensors = _check_outputs(out)
    if levels > _MAX_NESTING:
        what = "List" if tensors else "List, tuple and dict"
        raise RuntimeError(f"{what} nesting is not allowed more than {_MAX_NESTING} levels.")


def _check_outputs(out):
    """``(list/tuple levels of out, whether a Tensor is in them)``, refusing functions."""
    from ..common.tensor import Tensor
    if isinstance(out, _FUNCTION_TYPES):
        raise RuntimeError("Function in output is not supported. Please check your code.")
    if type(out) not in (tuple, list):
        return 0, isinstance(out, Tensor)
    inner = [_check_outputs(o) for o in out]
    return 1 + max((n for n, _ in inner), default=0), any(t for _, t in inner)
