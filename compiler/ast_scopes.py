"""The AST rewrites of a graph function's names and scopes (split from ``ast_rewrites``):
private names mangled as Python mangles them in a class, a local read before it is bound read
from the module's globals (as 2.10), and ``global`` names written back after each assignment."""
import ast

from . import astwalk
from .ast_rewrites import _mc, _name

def _enclosing_class(qualname):
    """The innermost class a function with this ``__qualname__`` is defined in, or None:
    ``A.construct`` and ``A.f.<locals>.g`` are in ``A``; ``f.<locals>.g`` is in none."""
    parts = qualname.split(".")
    for i in range(len(parts) - 2, -1, -1):
        if parts[i + 1] != "<locals>" and parts[i] != "<locals>":
            return parts[i]
    return None


class _Mangle(astwalk.NodeVisitor):
    def __init__(self, prefix):
        self.prefix = prefix

    def _mangled(self, name):
        if name and name.startswith("__") and not name.endswith("__") and "." not in name:
            return self.prefix + name
        return name

    def visit_Name(self, node):
        node.id = self._mangled(node.id)

    def visit_Attribute(self, node):
        self.generic_visit(node)
        node.attr = self._mangled(node.attr)

    def visit_arg(self, node):
        self.generic_visit(node)
        node.arg = self._mangled(node.arg)

    def visit_keyword(self, node):
        self.generic_visit(node)
        node.arg = self._mangled(node.arg)


def mangle_private_names(fndef, qualname):
    """Python's private name mangling (``self.__x`` in a method of ``Net`` reads
    ``self._Net__x``): the compiler applies it when the class body is compiled, so the source
    of a method, compiled again outside its class, must be mangled here; applied before any
    rewrite, it touches only names the user wrote."""
    cls = _enclosing_class(qualname)
    if cls and cls.lstrip("_"):
        _Mangle("_" + cls.lstrip("_")).visit(fndef)


class _FirstUses(astwalk.NodeVisitor):
    """The names of one function scope in the order Python evaluates its statements, each with
    whether its first use reads it; nested functions, lambdas and comprehensions are skipped."""

    def __init__(self):
        self.reads_first, self.declared, self.bound = {}, set(), set()

    def _use(self, name, read):
        self.reads_first.setdefault(name, read)
        if not read:
            self.bound.add(name)

    def visit_Name(self, node):
        self._use(node.id, isinstance(node.ctx, ast.Load))

    def visit_Assign(self, node):
        self.visit(node.value)
        for t in node.targets:
            self.visit(t)

    def visit_AugAssign(self, node):
        self.visit(node.value)
        if isinstance(node.target, ast.Name):
            self._use(node.target.id, True)
        self.visit(node.target)

    def visit_alias(self, node):
        self._use((node.asname or node.name).partition(".")[0], False)

    def visit_For(self, node):
        self.visit(node.iter)
        for part in [node.target, *node.body, *node.orelse]:
            self.visit(part)

    def visit_NamedExpr(self, node):
        self.visit(node.value)
        self.visit(node.target)

    def visit_Global(self, node):
        self.declared.update(node.names)

    visit_Nonlocal = visit_Global

    def visit_FunctionDef(self, node):
        self._use(node.name, False)

    visit_AsyncFunctionDef = visit_ClassDef = visit_FunctionDef

    def visit_Lambda(self, node):
        pass

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = visit_Lambda


def _globals_call():
    return ast.Call(func=_name("globals"), args=[], keywords=[])


def read_globals_first(fndef, fn_globals):
    """A local a graph function reads before it binds it (``for i in x: z += i``, ``z`` a
    module global) is the global's value in MindSpore 2.10's graph (measured: 2.10 resolves the
    name in the module where Python raises UnboundLocalError): bind each such local to the
    global at the top of ``fndef``."""
    v = _FirstUses()
    for s in fndef.body:
        v.visit(s)
    a = fndef.args
    params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg] if x}
    names = [n for n, read in v.reads_first.items() if read and n in v.bound and
             n in fn_globals and n not in params and n not in v.declared]
    loads = [ast.copy_location(ast.Assign(
        targets=[_name(n, ast.Store())],
        value=ast.Subscript(value=_globals_call(), slice=ast.Constant(n), ctx=ast.Load())),
        fndef.body[0]) for n in names]
    fndef.body[:0] = loads


def _mc_stmt(fn, *args, at):
    call = ast.Call(func=_mc(fn), args=[_globals_call(), *args], keywords=[])
    return ast.copy_location(ast.Expr(value=call), at)


def write_back_globals(fndef):
    """``global z`` in a graph function: the body starts with ``__mc.global_states(globals(),
    ("z",))`` and each statement assigning ``z`` is followed by ``__mc.set_global(globals(),
    "z")`` (``compiler.global_state``: a Tensor so written is kept across calls, as 2.10)."""
    names = [n for node in astwalk.own_scope(fndef) if isinstance(node, ast.Global)
             for n in node.names]
    if not names:
        return

    def block(stmts):
        out = []
        for s in stmts:
            for field in ("body", "orelse", "finalbody"):
                if isinstance(getattr(s, field, None), list) and \
                        not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    setattr(s, field, block(getattr(s, field)))
            for h in getattr(s, "handlers", ()):
                h.body = block(h.body)
            out.append(s)
            if isinstance(s, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = s.targets if isinstance(s, ast.Assign) else [s.target]
                written = {n.id for t in targets for n in astwalk.walk(t)
                           if isinstance(n, ast.Name) and n.id in names}
                out += [_mc_stmt("set_global", ast.Constant(n), at=s) for n in sorted(written)]
        return out
    fndef.body = [_mc_stmt("global_states", ast.Constant(tuple(names)), at=fndef.body[0]),
                  *block(fndef.body)]
