"""AST -> AST pre-pass: Python that reads tensor values becomes numpy islands (JIT Fallback).

MindSpore's graph mode runs Python it cannot compile (``x.asnumpy()``, numpy on tensor values,
code using their results) in the Python interpreter while the graph runs (its "JIT Fallback",
``PyExecute`` nodes). minicell does the same, one simple statement at a time:

* A simple statement (assignment, expression, ``return``) is a *candidate* when it calls
  ``.asnumpy()``/``.numpy()``/``.tolist()``, names numpy or scipy (a global or closure variable
  bound to one of their modules or functions), or reads a *host name*: a variable that a
  candidate assigns or mutates (``a = x.asnumpy()`` makes ``a`` one; a fixpoint over the
  function, so loops are covered).
* Each candidate becomes a local function and one call
  ``(a, b) = __mc.island(fn, (lambda: x, ...), kind[, chains])``: inputs are the function's
  variables the statement reads (thunks, so an unbound one is seen as such), outputs the
  variables it assigns or mutates; ``kind``: "read" when it calls ``asnumpy()``/``numpy()``/
  ``tolist()``, "print" when it only prints, else ""; ``chains``: the attribute chains on
  inputs it reads (``self.cnt``: the Parameters it may read through them, and those it calls
  ``asnumpy()`` on). ``return <candidate>`` becomes an assignment in the
  run and a ``return`` of it.

At trace time ``compiler.islands.trace_island`` decides: no traced tensor among the inputs, or
only graph values that trace fine (``x * np.float32(2)``): the code runs as ordinary traced
Python; otherwise it becomes an island node run on the host (see ``compiler.islands``).

>>> import ast
>>> fn = ast.parse("def f(x):\\n    a = x.asnumpy()\\n    b = np.exp(a)\\n    return b").body[0]
>>> "__mc.island" in ast.unparse(extract_islands(fn, {"np"}))
True
"""
import ast
import itertools

from . import astwalk, island_guards
from .names import MUTATORS as _MUTATORS, _Assigned, assigned, loaded
from .ast_rewrites import _mc, _name, _thunk

_counter = itertools.count()
_HOST_ATTRS = frozenset({"asnumpy", "numpy", "tolist"})
_SIMPLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Return)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def host_module_names(fn, names):
    """Those of ``names`` that ``fn`` sees (globals, closure) bound to numpy/scipy modules or
    their functions and types (``np``, ``numpy``, ``from numpy import where``)."""
    scope = dict(fn.__globals__)
    for n, cell in zip(fn.__code__.co_freevars, fn.__closure__ or ()):
        try:
            scope[n] = cell.cell_contents
        except ValueError:
            pass
    out = set()
    for n in names:
        v = scope.get(n)
        if v is None:
            continue
        mod = getattr(v, "__name__", "") if type(v).__name__ == "module" else \
            getattr(v, "__module__", None)
        if isinstance(mod, str) and mod.partition(".")[0] in ("numpy", "scipy"):
            out.add(n)
    return out


def _receivers(stmt):
    """Plain names whose contents ``stmt`` mutates in place (``a.append(v)``, ``a[i] = v``)."""
    out = set()
    for n in astwalk.walk(stmt):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                n.func.attr in _MUTATORS and isinstance(n.func.value, ast.Name):
            out.add(n.func.value.id)
    return out


def _packaging(stmt):
    """``t = (a, b)`` / ``return a, b``: moves values without reading them (never an island,
    but its targets hold host values when its sources do)."""
    value = getattr(stmt, "value", None)
    if value is None or isinstance(stmt, (ast.AugAssign, ast.Expr)):
        return False
    if isinstance(stmt, ast.Assign) and not all(isinstance(t, ast.Name) for t in stmt.targets):
        return False
    return all(isinstance(n, (ast.Name, ast.Tuple, ast.List, ast.Constant, ast.Starred,
                              ast.Load)) for n in astwalk.walk(value))


def _reads_host(stmt, host_modules, host_names):
    """A candidate: calls asnumpy()/numpy()/tolist(), names numpy/scipy or reads a host name
    (packaging statements aside)."""
    return not _packaging(stmt) and _mentions(stmt, host_modules, host_names)


def _mentions(stmt, host_modules, host_names):
    for n in astwalk.walk(stmt):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and \
                (n.id in host_modules or n.id in host_names):
            return True
        if _dotted(n, ast.Load) in host_names:
            return True
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                n.func.attr in _HOST_ATTRS:
            return True
    return False


def _dotted(node, ctx):
    """``"obj.attr"`` for ``obj.attr`` in context ``ctx`` (a host attribute's key), else None."""
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ctx) and \
            isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return None


def _attr_targets(stmt):
    """``obj.attr`` keys that ``stmt`` assigns (``self.total = ...``, ``self.total += ...``)."""
    return {k for n in astwalk.walk(stmt) if (k := _dotted(n, ast.Store)) is not None}


def _nested_stmts(stmts):
    """The statements of ``stmts`` and of their nested blocks (not of nested scopes)."""
    for s in stmts:
        yield s
        if not isinstance(s, _SCOPES):
            for field in ("body", "orelse", "finalbody"):
                yield from _nested_stmts(getattr(s, field, []))
            for h in getattr(s, "handlers", []):
                yield from _nested_stmts(h.body)


def _host_names(body, host_modules):
    """Variables that hold host values: assigned or mutated by a candidate, or assigned under
    an ``if``/``while``/``for`` whose test or iterable reads one (a fixpoint). Also the
    ``"obj.attr"`` attributes a candidate assigns (``self.regret = float(d.asnumpy())``): 2.10's
    JIT Fallback sets them while the graph runs, so code reading them runs there too."""
    host = set()
    stmts = [s for s in _nested_stmts(body) if isinstance(s, _SIMPLE)]
    compound = [s for s in _nested_stmts(body) if isinstance(s, (ast.If, ast.While, ast.For))]
    while True:
        new = set(host)
        for s in stmts:
            if _mentions(s, host_modules, new):
                new |= set(assigned([s])) | _receivers(s) | _attr_targets(s)
        for s in compound:
            head = s.iter if isinstance(s, ast.For) else s.test
            if _mentions(ast.Expr(value=head), host_modules, new):
                new |= set(assigned(s.body + s.orelse))
        if new == host:
            return host
        host = new


def _locals_of(fndef):
    a = fndef.args
    names = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    names |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
    v = _Assigned()
    for s in fndef.body:
        v.visit(s)
    return names | set(v.names)


class _Extractor:
    def __init__(self, host_modules):
        self.host_modules = host_modules

    def function(self, fndef, outer_locals=frozenset()):
        own = _locals_of(fndef)
        self.own = own
        self.scope = set(outer_locals) | own
        self.host = _host_names(fndef.body, self.host_modules)
        fndef.body = self.block(fndef.body)
        return fndef

    def block(self, stmts):
        out, run = [], []
        for s in stmts:
            if isinstance(s, _SIMPLE) and _reads_host(s, self.host_modules, self.host):
                if isinstance(s, ast.Return) and s.value is not None:
                    tmp = f"__mcv_island_{next(_counter)}"
                    run.append(ast.copy_location(
                        ast.Assign(targets=[_name(tmp, ast.Store())], value=s.value), s))
                    out.extend(self.flush(run))
                    out.append(ast.copy_location(ast.Return(value=_name(tmp)), s))
                    continue
                # one statement per island call: each decides at trace time whether it must
                # run on the host (it reads numpy values) or traces as graph ops, so what
                # follows an asnumpy() keeps its gradients where it can (as in PYNATIVE_MODE)
                run.append(s)
                out.extend(self.flush(run))
                continue
            out.extend(self.flush(run))
            out.append(self.compound(s))
        out.extend(self.flush(run))
        return out

    def compound(self, s):
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            saved = (self.own, self.scope, self.host)
            self.function(s, self.scope)
            self.own, self.scope, self.host = saved
            return s
        if isinstance(s, (ast.Lambda, ast.ClassDef)):
            return s
        for field in ("body", "orelse", "finalbody"):
            if getattr(s, field, None):
                setattr(s, field, self.block(getattr(s, field)))
        for h in getattr(s, "handlers", []):
            h.body = self.block(h.body)
        return s

    def flush(self, run):
        """The island function and its call for the statements collected in ``run``."""
        if not run:
            return []
        stmts, run[:] = list(run), []
        inputs, bound = [], set()
        for s in stmts:
            reads = loaded([s]) - bound
            if isinstance(s, ast.AugAssign) and isinstance(s.target, ast.Name):
                reads.add(s.target.id)
            inputs.extend(n for n in sorted(reads & self.scope) if n not in inputs)
            bound |= set(assigned([s]))
        outputs = assigned(stmts)
        for s in stmts:
            outputs.extend(n for n in sorted(_receivers(s) & self.own) if n not in outputs)
        k = next(_counter)
        fname = f"__mc_island_{k}"
        ret = ast.Return(value=ast.Tuple(elts=[_name(n) for n in outputs], ctx=ast.Load()))
        fn = ast.FunctionDef(
            name=fname,
            args=ast.arguments(posonlyargs=[], args=[ast.arg(arg=n) for n in inputs],
                               vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None,
                               defaults=[]),
            body=stmts + [ast.copy_location(ret, stmts[-1])], decorator_list=[],
            returns=None, type_params=[])
        ast.copy_location(fn, stmts[0])
        thunks = ast.Tuple(elts=[_thunk(ast.copy_location(_name(n), stmts[0])) for n in inputs],
                           ctx=ast.Load())
        args = [_name(fname), thunks, ast.Constant(_kind(stmts, self.host))]
        chains = _attribute_chains(stmts, inputs)
        if chains:
            args.append(ast.Constant(chains))
        call = ast.Call(func=_mc("island"), args=args, keywords=[])
        if outputs:
            tail = ast.Assign(targets=[ast.Tuple(elts=[_name(n, ast.Store()) for n in outputs],
                                                 ctx=ast.Store())], value=call)
        else:
            tail = ast.Expr(value=call)
        ast.copy_location(tail, stmts[0])
        for sub in astwalk.walk(tail):
            if not hasattr(sub, "lineno") or sub.lineno is None:
                ast.copy_location(sub, stmts[0])
        return [fn, tail]


def _attribute_chains(stmts, inputs):
    """The attribute chains rooted at an input that ``stmts`` read (``self.cnt``,
    ``self.layer.weight``), as ``(input index, names, reads)``: the island is given the graph's
    current values of the Parameters they reach (``compiler.islands``), not the Parameters'
    arrays, which a graph writing them has donated or not yet updated while it runs. ``reads``:
    the chain (or input, with no names) is what ``asnumpy()``/``tolist()`` is called on, which a
    graph refuses for a Parameter (``islands.trace_island``): ``()`` when it is not, else
    ``(guards,)``, the ``(test, truth)`` tests of the conditional expressions around the call
    (``self.w.asnumpy() if self.flag and x.ndim > 1 else x``; ``island_guards.encode``), which
    a graph folds first when they are Python values (a constant test's dead branch is left out
    here)."""
    receivers = {}
    for s in stmts:
        _receivers_in(s, (), inputs, receivers)
    out = set()
    for s in stmts:
        for n in astwalk.walk(s):
            top, names = n, []
            while isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load):
                names.append(n.attr)
                n = n.value
            if isinstance(n, ast.Name) and n.id in inputs and (names or id(top) in receivers):
                reads = (receivers[id(top)],) if id(top) in receivers else ()
                out.add((inputs.index(n.id), tuple(reversed(names)), reads))
    return tuple(sorted(out, key=repr))


def _receivers_in(node, guards, inputs, out):
    """``out[id(receiver)] = guards`` for each ``asnumpy()``/``tolist()`` call under ``node``."""
    if isinstance(node, ast.IfExp):
        _receivers_in(node.test, guards, inputs, out)
        test = node.test
        if isinstance(test, ast.Constant):
            _receivers_in(node.body if test.value else node.orelse, guards, inputs, out)
            return
        guard = island_guards.encode(test, inputs)
        for branch, want in ((node.body, True), (node.orelse, False)):
            more = () if guard is None else ((guard, want),)
            _receivers_in(branch, guards + more, inputs, out)
        return
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
            node.func.attr in ("asnumpy", "tolist"):
        out[id(node.func.value)] = guards
    for child in ast.iter_child_nodes(node):
        _receivers_in(child, guards, inputs, out)


def _kind(stmts, host=frozenset()):
    """"read": the run calls asnumpy()/numpy()/tolist(); "host": it reads an attribute that
    an island sets (``host``); "print": it only prints; else ""."""
    if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and
           n.func.attr in _HOST_ATTRS for s in stmts for n in astwalk.walk(s)):
        return "read"
    if any(_dotted(n, ast.Load) in host for s in stmts for n in astwalk.walk(s)):
        return "host"
    return "print" if all(_is_print(s) for s in stmts) else ""


def _is_print(stmt):
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and \
        isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "print"


def extract_islands(fndef, host_modules):
    """Rewrite ``fndef`` in place (see the module docstring); ``host_modules``: the names that
    are numpy/scipy modules or functions where ``fndef`` runs."""
    return _Extractor(frozenset(host_modules)).function(fndef)
