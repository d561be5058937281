"""Chained subscript stores in converted code: ``a[i][j] = v`` and ``a[i][j] += v``.

Eagerly ``a[i]`` is a view of ``a`` (``minicell.ops.views``), so writing into it writes ``a``.
A graph trace has no views (every traced Tensor is its own value), so the transform spells
the chain out, as MindSpore 2.10's graph mode treats it (measured: ``z[1][2] = 5.0`` updates
``z``); any depth, each element read once and written back innermost first.

``chain_set`` writes back only into a Tensor: a list or dict element was mutated in place
already (and a tuple cannot be assigned to). The rewrite is compile-time only.

>>> import ast
>>> tree = ast.parse("a[0][1] = v")
>>> print(ast.unparse(ChainedStores().visit(tree)))
__mc_chain0 = a[0]
__mc_chain0[1] = v
__mc.chain_set(a, 0, __mc_chain0)
"""
import ast
import copy
from . import astwalk


def _load(name):
    return ast.Name(id=name, ctx=ast.Load())


class ChainedStores(astwalk.NodeTransformer):
    """Rewrites every statement whose single store target is ``x[...][...]`` (any depth)."""

    def __init__(self):
        self.n = 0

    def _rewrite(self, stmt, target, make_store):
        if not (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Subscript)):
            return stmt
        slices, base = [], target
        while isinstance(base, ast.Subscript):
            slices.append(base.slice)
            base = base.value
        slices.reverse()                        # base[s0][s1]...[sn] = v
        out, backs, holder = [], [], base
        for s in slices[:-1]:
            tmp = f"__mc_chain{self.n}"
            self.n += 1
            out.append(ast.Assign(targets=[ast.Name(id=tmp, ctx=ast.Store())],
                                  value=ast.Subscript(value=copy.deepcopy(holder),
                                                      slice=copy.deepcopy(s), ctx=ast.Load())))
            backs.append(ast.Expr(value=ast.Call(
                func=ast.Attribute(value=_load("__mc"), attr="chain_set", ctx=ast.Load()),
                args=[copy.deepcopy(holder), copy.deepcopy(s), _load(tmp)], keywords=[])))
            holder = _load(tmp)
        out.append(make_store(ast.Subscript(value=holder, slice=slices[-1], ctx=ast.Store())))
        out += reversed(backs)
        return [astwalk.fix_missing_locations(ast.copy_location(s, stmt)) for s in out]

    def visit_Assign(self, node):
        self.generic_visit(node)
        if len(node.targets) != 1:
            return node
        return self._rewrite(node, node.targets[0],
                             lambda t: ast.Assign(targets=[t], value=node.value))

    def visit_AugAssign(self, node):
        self.generic_visit(node)
        return self._rewrite(node, node.target,
                             lambda t: ast.AugAssign(target=t, op=node.op, value=node.value))
