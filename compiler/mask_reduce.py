"""A bool-mask read reduced whole, ``x[mask].sum()`` / ``x[mask].mean()``, kept in a compiled graph.

``x[mask]`` has as many elements as ``mask`` has True entries, a shape a static-shape graph
cannot hold (``eager_fallback`` runs such a Cell op by op). Reduced over every axis, its value
does not depend on that shape: ``x[mask].sum()`` is ``select(mask, x, 0).sum()`` and
``x[mask].mean()`` that sum over ``mask``'s count of True entries (NaN for none, as the eager
mean of an empty Tensor), with the same dtype and the same gradient (``mask`` where the mask
holds, 0 elsewhere, NaN and inf outside the mask included). MindSpore 2.10 compiles such a Cell
with a dynamic shape (measured). The AST rewrite (``MaskReductions``) routes
``a[i].sum(...)``/``a[i].mean(...)`` through ``mask_reduce``, which picks that form only while
a graph is traced, ``i`` is a bool Tensor whose values are unknown and whose shape leads ``a``'s,
and the call has no arguments (a float ``a`` for ``mean``); anything else is ``a[i]``'s own
method, read as before (``graph_builtins.getitem``). The sum adds the same numbers in another
order, so it may differ from the eager one in the last bits.

>>> import ast
>>> tree = ast.parse("h[m].sum()")
>>> ast.unparse(MaskReductions().visit(tree))
"__mc.mask_reduce(h, m, 'sum')()"
"""
import ast

from . import astwalk

_REDUCTIONS = ("sum", "mean")


class MaskReductions(astwalk.NodeTransformer):
    """``a[i].sum(args)`` -> ``__mc.mask_reduce(a, i, "sum")(args)`` (also ``mean``), for an
    index that is neither a slice nor a tuple (those never are a lone mask)."""

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr in _REDUCTIONS and \
                isinstance(f.value, ast.Subscript) and isinstance(f.value.ctx, ast.Load) and \
                not isinstance(f.value.slice, (ast.Slice, ast.Tuple)):
            helper = ast.Attribute(value=ast.Name(id="__mc", ctx=ast.Load()), attr="mask_reduce",
                                   ctx=ast.Load())
            node.func = ast.copy_location(ast.Call(
                func=helper, args=[f.value.value, f.value.slice, ast.Constant(f.attr)],
                keywords=[]), f)
        return node


class _MaskedReduction:
    """``value[mask].<name>`` while a graph is traced: called with no arguments, the fixed-shape
    form (module docstring); with any, the dynamic-shape read's own method."""

    def __init__(self, value, mask, name):
        self.value, self.mask, self.name = value, mask, name

    def __call__(self, *args, **kwargs):
        from .. import ops
        if args or kwargs:
            from .graph_builtins import getitem
            return getattr(getitem(self.value, self.mask), self.name)(*args, **kwargs)
        x, m = self.value, self.mask
        if m.ndim < x.ndim:
            m = ops.broadcast_to(m.reshape(m.shape + (1,) * (x.ndim - m.ndim)), x.shape)
        total = ops.select(m, x, ops.zeros_like(x)).sum()
        if self.name == "sum":
            return total
        return total / m.sum().astype(x.dtype)


def mask_reduce(value, index, name):
    """``value[index].<name>`` in converted code (``MaskReductions``): a ``_MaskedReduction``
    where the module docstring's form applies, else the read's own bound method."""
    from ..common.tensor import Tensor
    from ..ops._util import concrete
    from ..runtime.dispatch import running_eagerly
    from .graph_builtins import getitem
    if not running_eagerly() and isinstance(value, Tensor) and isinstance(index, Tensor) and \
            index.dtype == _bool() and 0 < index.ndim <= value.ndim and \
            tuple(index.shape) == tuple(value.shape[:index.ndim]) and not concrete(index) and \
            (name == "sum" or value.dtype in _mean_dtypes()):
        return _MaskedReduction(value, index, name)
    return getattr(getitem(value, index), name)


def _bool():
    from ..common import dtype as mstype
    return mstype.bool_


def _mean_dtypes():
    from ..common import dtype as mstype
    return (mstype.float32, mstype.float64)
