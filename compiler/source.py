"""Source: a function's Python source -> converted function (same file and line numbers).

``inspect.getsourcelines``, dedent, ``ast.parse``, ``transform.convert_function``, then compile
inside a factory whose parameters are ``__mc`` (the control-flow helpers) and the function's
free variables, with the function's own globals. Every code object made here is registered in
``errors.CONVERTED_CODES`` (with the dedent shift): that is the location table errors use to
name the user's line.

>>> def f(x):
...     return x + 1
>>> convert(f)(1)
2
"""
import ast
import builtins
import inspect
import linecache
import re
import textwrap
import types

from . import (ast_rewrites, ast_scopes, astwalk, attr_state, control, errors, lambda_source,
               transform)
from ..runtime import tracer as _tracer
from .capture import PIJIT
from .for_scope import loop_scoped_read
from .island_ast import extract_islands, host_module_names

# (code object, its globals' id) -> (factory, freevars, the ast capture's error or None); None:
# no source. Code objects compare equal across files (CPython leaves the file name out), and the
# factory binds its function's globals: two modules' functions of the same text and lines must
# not share one
_CACHE = {}
_SELF_WRITES = {}   # original code object -> attribute names it assigns on self


def _register(code, shift):
    errors.CONVERTED_CODES[code] = shift
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            _register(c, shift)


def _code_lines(fn):
    """``(lines, first line number, file name)`` of ``fn.__code__``'s source, as ``inspect.getsourcelines``
    gives them, read through ``linecache`` directly: inspect's ``findsource`` of a code object
    first maps every loaded module to its file (``inspect.getmodule``), about 50 ms on the first
    compile of a process with a thousand modules loaded."""
    code = fn.__code__
    filename = inspect.getsourcefile(code) or code.co_filename
    lines = linecache.getlines(filename, getattr(fn, "__globals__", None))
    if not lines or code.co_firstlineno > len(lines):
        raise OSError(f"could not get source code of {fn!r}")
    return inspect.getblock(lines[code.co_firstlineno - 1:]), code.co_firstlineno, filename


def _build_factory(fn):
    # The source of fn's own code: inspect would follow ``__wrapped__`` from a functools.wraps
    # wrapper to the wrapped function, whose body then ran with the wrapper's globals.
    try:
        lines, first, filename = _code_lines(fn)
    except (OSError, TypeError):
        return None
    text = "".join(lines)
    dedented = textwrap.dedent(text)
    shift = len(lines[0]) - len(lines[0].lstrip()) if dedented != text else 0
    try:
        tree = ast.parse(dedented)
    except SyntaxError:
        return None     # e.g. a lambda in the middle of an expression
    fndefs = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if not fndefs or fndefs[0].name != fn.__name__:
        return None
    fndef = fndefs[0]
    ast_scopes.mangle_private_names(fndef, fn.__qualname__)
    _SELF_WRITES[fn.__code__] = attr_state.self_writes(fndef)
    ast.increment_lineno(tree, first - 1)
    names = {n.id for n in astwalk.walk(fndef) if isinstance(n, ast.Name)}
    _fold_cond_comments(fndef, lines, first)
    _check_names(fn, fndef, filename, shift)
    refused = _comprehension_error(fndef, filename, shift) or _for_scope_error(fndef, filename,
                                                                               shift)
    extract_islands(fndef, host_module_names(fn, names))
    _drop_annotations(fndef)
    ast_scopes.read_globals_first(fndef, fn.__globals__)
    ast_scopes.write_back_globals(fndef)
    transform.convert_function(fndef, filename, shift, fn.__globals__,
                               fn.__code__.co_freevars)
    freevars = list(fn.__code__.co_freevars)
    factory_def = ast.FunctionDef(
        name="__mc_factory",
        args=ast.arguments(posonlyargs=[], args=[ast.arg(arg=a) for a in ["__mc"] + freevars],
                           vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]),
        body=[fndef, ast.Return(value=ast.Name(id=fndef.name, ctx=ast.Load()))],
        decorator_list=[], returns=None, type_params=[])
    module = ast.Module(body=[factory_def], type_ignores=[])
    ast.copy_location(factory_def, fndef)
    astwalk.fix_missing_locations(module)
    code = compile(module, filename, "exec")
    factory_code = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    _register(factory_code, shift)
    factory = types.FunctionType(factory_code, fn.__globals__, "__mc_factory")
    return factory, freevars, refused


_COND_COMMENT = re.compile(r"#\s*@jit\.cond:\s*(True|False)\b")


def _fold_cond_comments(fndef, lines, first):
    """``if x == 2:  # @jit.cond: True``: MindSpore's parser takes the comment's value as the
    condition (the test is not evaluated), so the branch is chosen at compile time."""
    for node in astwalk.walk(fndef):
        if isinstance(node, ast.If):
            i = node.test.end_lineno - first      # the comment ends the condition's last line
            m = _COND_COMMENT.search(lines[i]) if 0 <= i < len(lines) else None
            if m:
                node.test = ast.copy_location(ast.Constant(m.group(1) == "True"), node.test)


def _bound_names(fndef):
    """Every name ``fndef`` or a scope nested in it binds (conservatively, in any scope)."""
    bound = set()
    for node in astwalk.walk(fndef):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.alias):
            bound.add((node.asname or node.name).partition(".")[0])
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            bound.update(node.names)
        else:     # def/class names, `except E as name`, match captures
            name = getattr(node, "name", None) or getattr(node, "rest", None)
            if isinstance(name, str):
                bound.add(name)
    return bound


def _check_names(fn, fndef, filename, shift):
    """MindSpore resolves every name of a graph function when it parses it: a name read and
    bound nowhere (not in the function or a scope in it, nor a free variable, global or
    builtin) raises its NameError, with the user's line, even on a path the call does not
    take (``if x > 0: i``) and before any error of the trace."""
    known = _bound_names(fndef) | set(fn.__code__.co_freevars) | set(fn.__globals__)
    host = fn.__globals__.get("__builtins__", builtins)
    known |= set(host if isinstance(host, dict) else vars(host)) | set(vars(builtins))
    # the enclosing scope evaluates fn's decorators and defaults; annotations are not run
    a = fndef.args
    outer = fndef.decorator_list + a.defaults + [d for d in a.kw_defaults if d] + \
        [n.annotation for n in astwalk.walk(fndef) if isinstance(n, (ast.arg, ast.AnnAssign))] + \
        [n.returns for n in astwalk.walk(fndef) if isinstance(n, ast.FunctionDef)]
    skip = {id(n) for top in outer if top is not None for n in astwalk.walk(top)}
    skip |= {id(n) for n in ast_rewrites.raised_names(fndef)}   # raise_class checks them
    unknown = [n for n in astwalk.walk(fndef) if isinstance(n, ast.Name) and id(n) not in skip
               and isinstance(n.ctx, ast.Load) and n.id not in known]
    if unknown:
        node = min(unknown, key=lambda n: (n.lineno, n.col_offset))     # the first in the source
        loc = (filename, node.lineno, node.col_offset + shift, node.end_col_offset + shift)
        raise NameError(f"The name '{node.id}' is not defined, or not supported in graph mode."
                        f"\nIn file {filename}:{node.lineno}\n{errors.format_location(loc)}",
                        name=node.id)


def _comprehension_error(fndef, filename, shift):
    """MindSpore's graph parser takes one ``for`` per list/dict comprehension or generator
    expression: more is its TypeError when it parses the function (measured on 2.10), before
    the trace; a comprehension in a comprehension is fine. PIJit (``capture_mode="bytecode"``)
    runs any comprehension, as Python does. Returns the error's text, or None."""
    for node in astwalk.walk(fndef):
        if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.DictComp)) and \
                len(node.generators) > 1:
            kind = "DictComp" if isinstance(node, ast.DictComp) else "ListComp"
            loc = (filename, node.lineno, node.col_offset + shift, node.end_col_offset + shift)
            return TypeError, (f"The 'generators' supports 1 'comprehension' in {kind}/"
                               f"GeneratorExp, but got {len(node.generators)} comprehensions."
                               f"\nIn file {filename}:{node.lineno}\n"
                               f"{errors.format_location(loc)}")
    return None


def _for_scope_error(fndef, filename, shift):
    """2.10's UnboundLocalError for a name bound in a ``for`` and read after it
    (``for_scope``), located at the binding, as the error type and text, or None."""
    found = loop_scoped_read(fndef)
    if found is None:
        return None
    node, read = found
    loc, read_loc = ((filename, n.lineno, n.col_offset + shift, n.end_col_offset + shift)
                     for n in (node, read))
    return UnboundLocalError, (
        f"The local variable '{node.id}' defined in the 'for' loop body cannot be used outside "
        f"of the loop body. Please define variable '{node.id}' before 'for'.\nIn file "
        f"{filename}:{node.lineno}\n{errors.format_location(loc)}\nThe Traceback of Net "
        f"Construct Code:\n# In file {filename}:{fndef.lineno}\n"
        f"    {linecache.getline(filename, fndef.lineno).strip()}\n"
        f"# In file {filename}:{read.lineno}\n{errors.format_location(read_loc)}")




def _drop_annotations(fndef):
    """The converted function is defined in a factory, not where ``fn`` was: an annotation
    naming a local of the enclosing function (``def f(p: Point)``, Point a namedtuple made
    there) would raise NameError. Annotations mean nothing to the graph: the twin has none
    (``convert`` gives it ``fn``'s ``__annotations__``). Nor can the factory evaluate the
    defaults (``k=scale``, a local there): placeholders, ``convert`` sets ``fn``'s values."""
    a = fndef.args
    a.defaults = [ast.copy_location(ast.Constant(None), d) for d in a.defaults]
    a.kw_defaults = [d and ast.copy_location(ast.Constant(None), d) for d in a.kw_defaults]
    for arg in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg]:
        if arg is not None:
            arg.annotation = None
    fndef.returns = None


def convert(fn):
    """The converted twin of plain function ``fn`` (control flow as helper calls).

    Falls back to ``fn`` itself when its source is not available (then Python control flow on
    tensors fails at ``bool()`` with the usual error).
    """
    if isinstance(fn, types.MethodType):
        method = types.MethodType(convert(fn.__func__), fn.__self__)
        func = fn.__func__
        func = func.__wrapped__ if getattr(func, "__minicell_jit__", False) else func
        attr_state.prepare(fn.__self__, _SELF_WRITES.get(getattr(func, "__code__", None)))
        return method
    if getattr(fn, "__minicell_noconvert__", False):
        return fn
    if getattr(fn, "__minicell_jit__", False):
        fn = fn.__wrapped__
        if isinstance(fn, types.MethodType):    # jit(net.construct): the bound method's twin
            return convert(fn)
    code = getattr(fn, "__code__", None)
    if code is None or code in errors.CONVERTED_CODES:   # none, or converted already (a
        return fn                                        # function defined in converted code)
    if code.co_name == "<lambda>" and not PIJIT[0]:
        lambda_source.check(fn)     # 2.10 reads a lambda from its source line: its refusals
    key = (code, code.co_filename, id(fn.__globals__))
    entry = _CACHE.get(key, False)
    if entry is False:
        entry = _CACHE[key] = _build_factory(fn)
    if entry is None:
        return lambda_source.as_read(fn) if code.co_name == "<lambda>" else fn
    factory, freevars, refused = entry
    if refused is not None and not PIJIT[0]:
        raise refused[0](refused[1])
    cells = fn.__closure__ or ()
    values = []
    for name, cell in zip(fn.__code__.co_freevars, cells):
        try:
            values.append(cell.cell_contents)
        except ValueError:    # an unbound closure cell: keep the name unbound at call time too
            values.append(control.UNDEF)
    new = factory(control, *values)
    new.__qualname__ = fn.__qualname__   # a wrong argument count names Net.construct
    new.__defaults__ = fn.__defaults__
    new.__kwdefaults__ = fn.__kwdefaults__
    new.__annotations__ = getattr(fn, "__annotations__", {})
    return new


def read_lambda(fn):
    """Raise 2.10's refusal of user lambda ``fn`` if a graph cannot read it from its source
    (``lambda_source.check``; as ``convert`` does: not one made in converted code or under
    PIJit). ``vmap`` asks first where its call fails: 2.10 reads the lambda before that."""
    code = getattr(fn, "__code__", None)
    if code is not None and code.co_name == "<lambda>" and code not in errors.CONVERTED_CODES \
            and not PIJIT[0]:
        lambda_source.check(fn)


control.set_converter(convert)
_tracer.EagerTracer.read_lambda = staticmethod(read_lambda)
