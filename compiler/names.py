"""Name analysis of Python statement lists for the AST conversion (``compiler.transform``,
``compiler.island_ast``, ``compiler.for_screen``): which names a block assigns and reads, which
are live before it, whether it returns or jumps out."""
import ast
from . import astwalk

# methods that change a Python container in place (a call of one is a write to its object)
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault",
             "add", "discard", "popitem"}
# numpy's names that end in "_" (``np.int_(1)``, ``np.bool_(x)``, ``np.ix_(a, b)``): calls of
# these make a value, they are not in-place Tensor methods (``t.add_(v)``) rebinding ``np``
_NOT_INPLACE = frozenset({"bool_", "int_", "float_", "complex_", "bytes_", "str_", "object_",
                          "ix_", "unicode_", "string_"})
# functions (and Primitives) that write their first argument in place: ``ops.assign(t, v)``,
# ``P.AssignAdd()(t, v)``
ASSIGNS = frozenset({"assign", "assign_add", "assign_sub"})
_ASSIGN_PRIMS = frozenset({"Assign", "AssignAdd", "AssignSub"})


def _callee_name(f):
    """The name a callee expression ends in (``ops.assign`` -> assign, ``P.Assign()`` ->
    Assign), else ''."""
    if isinstance(f, ast.Call):
        f = f.func.args[0] if isinstance(f.func, ast.Call) and f.func.args else f.func
    return f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")


class _Assigned(astwalk.NodeVisitor):
    """Names bound by statements (not inside nested function scopes or comprehensions)."""

    def __init__(self):
        self.names = []

    def _add(self, name):
        if name not in self.names:
            self.names.append(name)

    def visit_Name(self, node):
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self._add(node.id)

    def visit_Subscript(self, node):
        # `t[i] = v` rebinds t's data: t is a loop/branch variable like `t = ...`
        if isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name):
            self._add(node.value.id)
        self.generic_visit(node)

    def visit_Call(self, node):
        # `t.add_(v)` (an in-place Tensor method) and `ops.assign(t, v)` rebind t's data, as
        # `t[i] = v` does; the conversion wraps callees (`call(t.add_)(v)`)
        f = node.func.args[0] if isinstance(node.func, ast.Call) and node.func.args else \
            node.func
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and \
                f.attr.endswith("_") and not f.attr.startswith("_") and \
                f.attr not in _NOT_INPLACE:
            self._add(f.value.id)
        elif node.args and isinstance(node.args[0], ast.Name) and \
                _callee_name(f) in ASSIGNS | _ASSIGN_PRIMS:
            self._add(node.args[0].id)
        self.generic_visit(node)

    def visit_FunctionDef(self, node):
        self._add(node.name)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        self._add(node.name)

    def visit_Lambda(self, node):
        pass

    def visit_ListComp(self, node):
        pass

    visit_SetComp = visit_DictComp = visit_GeneratorExp = visit_ListComp

    def visit_Import(self, node):
        for a in node.names:
            self._add((a.asname or a.name).split(".")[0])

    visit_ImportFrom = visit_Import


class _Bound(_Assigned):
    """Names bound as plain names (``a = ...``, ``for a in``, ``def a``, imports): not a
    ``t[i] = v`` or ``t.add_(v)`` write, which Python does not make a local of the function."""

    def visit_Subscript(self, node):
        self.generic_visit(node)

    def visit_Call(self, node):
        self.generic_visit(node)


def bound(stmts):
    v = _Bound()
    for s in stmts:
        v.visit(s)
    return v.names


def assigned(stmts):
    v = _Assigned()
    for s in stmts:
        v.visit(s)
    # generated helper functions are not variables; the jump flags (``__mcv_*``) are
    return [n for n in v.names if not n.startswith("__mc") or n.startswith("__mcv")]


def _is_mc(node, attr):
    return isinstance(node, ast.Attribute) and node.attr == attr and \
        isinstance(node.value, ast.Name) and node.value.id == "__mc"


def mutated_containers(stmts):
    """Plain names whose container a method call changes in place (``a.append(v)``, also as
    the converted ``__mc.call(a.append)(v)`` and ``__mc.call(__mc.method(a, "pop"))()``),
    outside nested scopes: a converted branch given ``a`` must hand its ``a`` back."""
    out = []
    for n in _walk_same_scope(stmts):
        if not isinstance(n, ast.Call):
            continue
        f = n.func
        if isinstance(f, ast.Call) and _is_mc(f.func, "call") and f.args:
            f = f.args[0]
        if isinstance(f, ast.Call) and _is_mc(f.func, "method") and len(f.args) == 2 and \
                isinstance(f.args[1], ast.Constant):
            base, attr = f.args[0], f.args[1].value
        elif isinstance(f, ast.Attribute):
            base, attr = f.value, f.attr
        else:
            continue
        if attr in MUTATORS and isinstance(base, ast.Name) and base.id not in out:
            out.append(base.id)
    return out


_COMPS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def loaded(nodes):
    """Every name read anywhere in ``nodes`` (nested scopes included: conservative liveness),
    but a comprehension's reads of its own targets (``[v * 2 for v in t]`` reads no ``v``) and
    a lambda's of its parameters (``lambda a: a * 3`` reads no ``a``)."""
    out = set()
    todo = list(nodes)
    while todo:
        sub = todo.pop()
        if isinstance(sub, _COMPS):
            out |= _comprehension_loaded(sub)
            continue
        if isinstance(sub, ast.Lambda):
            out |= (loaded([sub.body]) - _parameters(sub.args)) | _defaults_loaded(sub.args)
            continue
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
            out.add(sub.id)
        elif isinstance(sub, ast.AugAssign) and isinstance(sub.target, ast.Name):
            out.add(sub.target.id)
        todo.extend(astwalk.iter_child_nodes(sub))
    return out


def _comprehension_loaded(comp):
    """The enclosing scope's names a comprehension reads: its first iterable's, and the others
    minus the names its ``for`` targets bind (a 2.10 graph reads the comprehension's own)."""
    gens = comp.generators
    own = set().union(*(_target_names(g.target) for g in gens))
    parts = [comp.key, comp.value] if isinstance(comp, ast.DictComp) else [comp.elt]
    parts += [g.iter for g in gens[1:]] + [c for g in gens for c in g.ifs]
    return (loaded(parts) - own) | loaded([gens[0].iter])


def _parameters(a):
    """The names an ``ast.arguments`` binds in its function's scope."""
    own = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    return own | {x.arg for x in (a.vararg, a.kwarg) if x is not None}


def _defaults_loaded(a):
    """The enclosing scope's names read by an ``ast.arguments``' default values."""
    return loaded([d for d in a.defaults + a.kw_defaults if d is not None])


def _target_names(t):
    """Plain names a target binds (``a``, ``a, (b, *c)``); ``a[i]``/``a.b`` bind none."""
    if isinstance(t, ast.Name):
        return {t.id}
    if isinstance(t, (ast.Tuple, ast.List)):
        return set().union(*(_target_names(e) for e in t.elts)) if t.elts else set()
    if isinstance(t, ast.Starred):
        return _target_names(t.value)
    return set()


def live_before(stmts, live_out):
    """Names read after the start of ``stmts`` before being rebound (a backward pass).

    A plain assignment kills the names it binds, and a ``for`` loop's target is bound before its
    body runs, so reads in the body do not make the target live before the loop; everything
    else counts every name it reads (conservative).
    """
    live = set(live_out)
    for s in reversed(stmts):
        if isinstance(s, ast.Assign):
            kills = set().union(*(_target_names(t) for t in s.targets))
            live = (live - kills) | loaded([s.value]) | loaded(s.targets)
        elif isinstance(s, ast.For):
            kills = _target_names(s.target)
            live = (live | (live_before(s.body, loop_live_out(s, live)) - kills)
                    | loaded([s.iter]) | loaded(s.orelse) | (loaded([s.target]) - kills))
        elif isinstance(s, ast.If):
            live = (loaded([s.test]) | live_before(s.body, live)
                    | live_before(s.orelse, live))
        elif isinstance(s, ast.While) and not s.orelse:
            # a body's reads after its own writes (a ``for`` target) do not make a name live
            # before the loop (a read after an earlier loop wrote it, fuzz 38's seed 87)
            live = loop_live_out(s, live)
        elif isinstance(s, ast.FunctionDef):
            # a nested function reads only its free variables (not its parameters and locals)
            own = _parameters(s.args) | set(assigned(s.body))
            live = ((live - {s.name}) | (loaded(s.body) - own) | loaded(s.decorator_list)
                    | _defaults_loaded(s.args))
        else:
            live = live | loaded([s])
    return live


def loop_live_out(loop, live_after):
    """Names live at the end of a ``for`` (or ``while``) loop's body: those read after the loop
    or by the next iteration before it rebinds them (a fixpoint: a body read only after its own
    write does not keep a variable live across iterations). For a ``while``, also the names
    live before it (the loop may run zero times, a ``break`` leaves it from anywhere)."""
    if isinstance(loop, ast.While):
        live, target = set(live_after) | loaded([loop.test]), set()
    else:
        live = set(live_after) | loaded([loop.iter]) | loaded(loop.orelse)
        target = _target_names(loop.target)
    while True:
        new = live | (live_before(loop.body, live) - target)
        if new == live:
            return live
        live = new


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
# the fields of a statement (and of an except handler or a match case) that hold statements
_BLOCKS = ("body", "orelse", "finalbody", "handlers", "cases")


def _walk_same_scope(stmts):
    """Nodes of ``stmts`` without descending into nested function scopes."""
    stack = list(stmts)
    while stack:
        n = stack.pop()
        yield n
        if not isinstance(n, _SCOPES):      # a nested def listed in the block is not entered
            stack.extend(c for c in astwalk.iter_child_nodes(n) if not isinstance(c, _SCOPES))


def _inner_blocks(n):
    """The statements (and except handlers / match cases) directly inside statement ``n``."""
    out = []
    for field in _BLOCKS:
        block = getattr(n, field, None)
        if isinstance(block, list):
            out.extend(block)
    return out


def _statements_same_scope(stmts):
    """The statements of ``stmts`` and of the blocks nested in them, not entering nested
    function or class bodies: enough to find a statement (``return``, ``raise``), as no
    expression holds one."""
    stack = list(stmts)
    while stack:
        n = stack.pop()
        yield n
        if not isinstance(n, _SCOPES):
            stack.extend(_inner_blocks(n))


def has_return(stmts):
    return any(isinstance(n, ast.Return) for n in _statements_same_scope(stmts))


def has_raise(stmts):
    return any(isinstance(n, ast.Raise) for n in _statements_same_scope(stmts))


def has_jump(stmts):
    """``break``/``continue`` that would leave a converted branch (not inside a nested loop)."""
    stack = list(stmts)
    while stack:
        n = stack.pop()
        if isinstance(n, (ast.Break, ast.Continue)):
            return True
        if isinstance(n, (ast.For, ast.While)):
            stack.extend(n.orelse)   # the loop's own body may break freely
            continue
        if not isinstance(n, _SCOPES):
            stack.extend(_inner_blocks(n))
    return False
