"""Subscript stores in converted code: ``x[i] = v`` rebinds the name ``x``.

In MindSpore 2.10's graphs (measured, session 74: tests/test_s74_sub74.py) a subscript store on
a plain Tensor gives the name written a new Tensor, in the function that writes it: the caller's
Tensor, another name for it (``z = y; z[0] = 9``) and a list holding it keep their values.
Parameters, lists, dicts and PIJit keep Python's in-place write (``aug_items.store_item``
decides at trace time). So ``x[i] = v``, ``x[a:b] = v``, ``x[i] op= v``, a subscript in a tuple
target (``a, x[i] = ...``) and a chained store's write-back (``chained_store``) become
``x = __mc.store_item(v, x, i)`` (``store_slice``, ``aug_item``, ``chain_item``) where ``x`` is
a local name of the innermost function: a parameter, a name it binds, or one it declares
``nonlocal``. Any other target (an attribute, a module global, a ``global`` name) keeps the
in-place ``__mc.setitem`` / ``setslice`` / ``chain_set``.

A nested function writing an item of a name of its enclosing function (``def f(): y[0] = 4``)
writes its own copy in 2.10 (measured: the enclosing ``y`` keeps its value), so
``own_free_items`` gives such a function a local of its own first (``_mc_own_y = y``).

>>> import ast
>>> tree = ast.parse("def f(x):\\n    x[0] = 1\\n    G[0] = 2")
>>> print(ast.unparse(ItemWrites().visit(tree)))
def f(x):
    x = __mc.store_item(1, x, 0)
    __mc.setitem(2, G, 0)
"""
import ast

from . import astwalk
from .names import bound


def _mc(attr):
    return ast.Attribute(value=ast.Name(id="__mc", ctx=ast.Load()), attr=attr, ctx=ast.Load())


def _call(attr, args, at):
    return ast.copy_location(ast.Call(func=_mc(attr), args=args, keywords=[]), at)


def _bounds(s):
    return [b or ast.Constant(None) for b in (s.lower, s.upper, s.step)]


def _thunk(expr):
    args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[],
                         kwarg=None, defaults=[])
    return ast.copy_location(ast.Lambda(args=args, body=expr), expr)


def scope_locals(fn):
    """The names local to function ``fn`` as Python scopes them (its parameters, what its body
    binds as a name, its ``nonlocal`` names; not its ``global`` ones)."""
    a = fn.args
    names = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg] if x}
    names |= set(bound(fn.body))
    declared = [n for n in astwalk.own_scope(fn) if isinstance(n, (ast.Global, ast.Nonlocal))]
    names |= {x for n in declared if isinstance(n, ast.Nonlocal) for x in n.names}
    return names - {x for n in declared if isinstance(n, ast.Global) for x in n.names}


def _item_bases(target):
    """The names whose items ``target`` (an assignment target) writes: ``x`` of ``x[i]``,
    ``x[i][j]``, and of such subscripts in a tuple or list target."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return {n for e in target.elts for n in _item_bases(e)}
    if isinstance(target, ast.Starred):
        return _item_bases(target.value)
    while isinstance(target, ast.Subscript):
        target = target.value
        if isinstance(target, ast.Name):
            return {target.id}
    return set()


class ItemWrites(astwalk.NodeTransformer):
    """The rewrite above, applied after control flow is converted (the converted branches and
    loop bodies are functions whose parameters carry the names they write)."""

    def __init__(self):
        self.local = frozenset()
        self.n = 0

    def visit_FunctionDef(self, node):
        outer, self.local = self.local, scope_locals(node)
        self.generic_visit(node)
        self.local = outer
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        outer, self.local = self.local, frozenset()
        self.generic_visit(node)
        self.local = outer
        return node

    def visit_Lambda(self, node):
        return node

    def _local(self, target):
        return isinstance(target.value, ast.Name) and target.value.id in self.local

    def _store(self, target, value, at, chain=False):
        """The statement writing ``value`` into subscript ``target``."""
        s = target.slice
        if isinstance(s, ast.Slice) and not chain:
            attr, args = "store_slice", [value, target.value, *_bounds(s)]
        else:
            attr, args = "store_item", [value, target.value, s]
        if self._local(target):
            attr = "chain_item" if chain else attr
            name = target.value.id
            return ast.copy_location(ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())],
                                                value=_call(attr, args, at)), at)
        attr = "chain_set" if chain else "setslice" if attr == "store_slice" else "setitem"
        if chain:
            args = [args[1], args[2], args[0]]
        return ast.copy_location(ast.Expr(value=_call(attr, args, at)), at)

    def visit_Assign(self, node):
        self.generic_visit(node)
        if len(node.targets) != 1:
            return node
        target = node.targets[0]
        if isinstance(target, ast.Subscript):
            return self._store(target, node.value, node, getattr(node, "chain_back", False))
        if isinstance(target, (ast.Tuple, ast.List)):
            return self._tuple(node, target)
        return node

    def _tuple(self, node, target):
        """``a, x[i] = v`` -> ``a, __mc_item0 = v`` then ``x[i]``'s store of ``__mc_item0``
        (for a local ``x``; others stay Python's item assignment)."""
        after = []

        def swap(t):
            if isinstance(t, (ast.Tuple, ast.List)):
                t.elts = [swap(e) for e in t.elts]
            elif isinstance(t, ast.Subscript) and self._local(t):
                tmp = f"__mc_item{self.n}"
                self.n += 1
                after.append(self._store(t, ast.Name(id=tmp, ctx=ast.Load()), node))
                return ast.copy_location(ast.Name(id=tmp, ctx=ast.Store()), t)
            return t
        if any(isinstance(e, ast.Starred) for e in astwalk.walk(target)):
            return node
        swap(target)
        return [node, *after]

    def visit_AugAssign(self, node):
        self.generic_visit(node)
        target = node.target
        if not isinstance(target, ast.Subscript) or not isinstance(target.value, ast.Name):
            return node
        load = ast.copy_location(ast.Name(id=target.value.id, ctx=ast.Load()), target.value)
        index = target.slice
        if isinstance(index, ast.Slice):
            index = ast.copy_location(ast.Slice(*_bounds(index)), index)
        local = self._local(target)
        call = _call("aug_item", [ast.Constant(type(node.op).__name__), load, index,
                                  _thunk(node.value)] + ([] if local else
                                                         [ast.Constant(False)]), node)
        if local:
            return ast.copy_location(ast.Assign(targets=[ast.Name(
                id=target.value.id, ctx=ast.Store())], value=call), node)
        return ast.copy_location(ast.Expr(value=call), node)


def _rename(node, old, new):
    """Rename ``old`` to ``new`` in ``node``'s statements, not in a nested scope binding it."""
    for child in astwalk.iter_child_nodes(node):
        if isinstance(child, ast.Name) and child.id == old:
            child.id = new
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if old not in scope_locals(child):
                _rename(child, old, new)
        elif isinstance(child, ast.Lambda):
            if old not in {a.arg for a in child.args.args + child.args.kwonlyargs}:
                _rename(child, old, new)
        elif not isinstance(child, ast.ClassDef):
            _rename(child, old, new)


def _written_items(fn):
    names = set()
    for n in astwalk.own_scope(fn):
        if isinstance(n, ast.Assign):
            for t in n.targets:
                names |= _item_bases(t)
        elif isinstance(n, ast.AugAssign):
            names |= _item_bases(n.target)
    return names


def _nested_defs(node):
    """The functions defined in ``node``'s own scope."""
    for child in astwalk.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield child
        elif not isinstance(child, (ast.Lambda, ast.ClassDef)):
            yield from _nested_defs(child)


def own_free_items(fndef, enclosing=frozenset()):
    """Give each function nested in ``fndef`` that writes an item of a name of an enclosing
    function (not declared ``nonlocal``) its own local for that name (module docstring)."""
    here = scope_locals(fndef) | set(enclosing)
    for node in _nested_defs(fndef):
        free = sorted(n for n in _written_items(node) - scope_locals(node) if n in here)
        declared = {x for s in astwalk.own_scope(node) if isinstance(s, ast.Global)
                    for x in s.names}
        first = node.body[0]
        for name in (n for n in free if n not in declared):
            own = f"_mc_own_{name}"
            _rename(node, name, own)
            node.body.insert(0, ast.copy_location(ast.Assign(
                targets=[ast.Name(id=own, ctx=ast.Store())],
                value=ast.Name(id=name, ctx=ast.Load())), first))
        own_free_items(node, here)
    return fndef
