"""Chained subscript stores in converted code: ``a[i][j] = v`` and ``a[i][j] += v``.

Eagerly ``a[i]`` is a view of ``a`` (``minicell.ops.views``), so writing into it writes ``a``.
A graph trace has no views (every traced Tensor is its own value), so the transform spells
the chain out, as MindSpore 2.10's graph mode treats it (measured: ``z[1][2] = 5.0`` updates
``z``); any depth, each element read once and written back innermost first.

Each write-back is a subscript store marked ``chain_back``, which ``item_stores`` makes
``__mc.chain_item`` (a local name: 2.10 rebinds it, ``lst[0][0] = 5`` gives ``lst`` a new item
and leaves the Tensor it held as it was, ``t[0][1] = v`` on a tuple is Python's TypeError;
measured) or ``__mc.chain_set`` (an attribute or a global: into a Tensor only, a list or dict
element was mutated in place already). The rewrite is compile-time only.

>>> import ast
>>> tree = ast.parse("a[0][1] = v")
>>> print(ast.unparse(ChainedStores().visit(tree)))
__mc_chain0 = a[0]
__mc_chain0[1] = v
a[0] = __mc_chain0
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
            back = ast.Assign(targets=[ast.Subscript(
                value=copy.deepcopy(holder), slice=copy.deepcopy(s), ctx=ast.Store())],
                value=_load(tmp))
            back.chain_back = True      # (``item_stores``: ``__mc.chain_item``)
            backs.append(back)
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
