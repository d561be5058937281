"""A user's primitive with no kernel inside a graph (``Builder.kernelless``).

A ``PrimitiveWithInfer`` subclass that declares only its inference (``__infer__`` or
``infer_shape``/``infer_dtype``) has no kernel in minicell, as it has none in MindSpore 2.10
unless a C++ kernel of that name is registered. 2.10 still compiles a graph that needs only its
gradient, from a bprop registered with ``bprop_getters`` (the ``bprop`` ignores ``out``): the
forward node is dead after autodiff and never reaches kernel selection. Here the call is one
``kernelless`` node with the inferred outputs, lowered to a JAX primitive whose lowering raises
2.10's 'Kernel select failed' RuntimeError: ``jax.jit`` drops it when nothing needs its value.
With a registered bprop the node is wrapped like a Cell's custom ``bprop`` (``compiler.bprop``,
``jax.custom_vjp``); a bprop returning a ``RowTensorInner`` gives its dense gradient, and a
gradient taken in the graph of an input that reaches only this call returns the row tensor
itself, as 2.10 does (``compiler.sparse_grads``).

>>> import numpy as np, minicell as ms
>>> from minicell import ops
>>> from minicell.ops._grad_experimental.grad_base import bprop_getters
>>> class Scaled(ops.PrimitiveWithInfer):
...     @ops.prim_attr_register
...     def __init__(self):
...         pass
...     def infer_shape(self, x):
...         return x
...     def infer_dtype(self, x):
...         return x
>>> @bprop_getters.register(Scaled)
... def _scaled_bprop(prim):
...     def bprop(x, out, dout):
...         return (dout * 2,)
...     return bprop
>>> @ms.jit
... def f(x):
...     return ms.grad(Scaled())(x)
>>> f(ms.Tensor(np.ones(2, np.float32)))
Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00])
"""
from jax import core
from jax.extend.core import Primitive as _JaxPrimitive
from jax.interpreters import ad, mlir

from . import ir
from .bprop import _custom_vjp_call
from .errors import user_location
from .lower import rule
from .source import convert
from .tree import flatten

KERNELLESS = ir.Structural("kernelless")

_missing_p = _JaxPrimitive("minicell_missing_kernel")
_missing_p.multiple_results = True
_missing_p.def_abstract_eval(
    lambda *ins, name, outs, where: [core.ShapedArray(s, d) for s, d in outs])


def _refuse(ctx, *ins, name, outs, where):
    from ..ops.user_infer import kernel_select_failed
    err = kernel_select_failed(name)
    err.missing_kernel = True        # (compiler.graph_grads: a gradient may do without it)
    if where:         # 2.10 goes on with the call's line (its 'Function Call Stack')
        err.args = (f"{err.args[0]}\n\n- The Function Call Stack:\n{where}",)
    raise err


mlir.register_lowering(_missing_p, _refuse)


# ``value`` after a kernel-less call's output (``ops.depend``): unlike the registry's depend, it
# keeps that output alive while ``value`` is, so a depended-on missing kernel is selected (and
# refused) as in 2.10, and a dead chain is dropped with it
_after_p = _JaxPrimitive("minicell_after_kernelless")
_after_p.def_abstract_eval(lambda value, expr: core.ShapedArray(value.shape, value.dtype))
mlir.register_lowering(_after_p, lambda ctx, value, expr: [value])


def _after_jvp(primals, tangents):
    """The gradient passes to ``value`` (as the registry's depend: none to ``expr``)."""
    tangent = tangents[0]
    if type(tangent) is ad.Zero:
        tangent = ad.instantiate_zeros(tangent)
    return _after_p.bind(*primals), tangent


ad.primitive_jvps[_after_p] = _after_jvp
AFTER = ir.Structural("after_kernelless", multiple_results=False)


@rule(AFTER)
def _after(node, env, ctx):
    value, expr = (env[v.id] for v in node.inputs)
    return _after_p.bind(value, expr)


def depend_on_kernelless(b, value, expr):
    """``Builder.depend`` of ``value`` on ``expr``, an output of a kernel-less call."""
    out = ir.Var(b.value(value).shape, b.value(value).dtype)
    b.graph.nodes.append(ir.Node(AFTER, (b.value(value), b.value(expr)), (), (out,),
                                 user_location()))
    return b.wrap(out)


class _Missing:
    """Payload of a ``kernelless`` node: the primitive's name and its ``(shape, dtype)``s."""

    def __init__(self, name, outs):
        self.name, self.outs = name, tuple(outs)

    def lower(self, node, env, ctx):
        ins = [env[v.id] for v in node.inputs]
        return _missing_p.bind(*ins, name=self.name, outs=self.outs, where=_where(node.loc))


def _where(loc):
    """``In file <path>:<line>/<source line>/``, 2.10's way of quoting the call (or '')."""
    if not loc:
        return ""
    import linecache
    return f"In file {loc[0]}:{loc[1]}/{linecache.getline(loc[0], loc[1]).rstrip()}/"


@rule(KERNELLESS)
def _kernelless(node, env, ctx):
    return node.extra.lower(node, env, ctx)


def builder_kernelless(b, prim, args):
    """``Builder.kernelless`` (installed by ``compiler.call``): the call ``prim(*args)`` as a
    ``kernelless`` node of the outputs its inference gives for the arguments' current values
    (a Parameter's as the graph holds it), its gradient from ``bprop_getters`` when one is
    registered for ``prim``."""
    from ..ops._grad_experimental.grad_base import bprop_getters
    from ..ops.user_infer import infer_outputs, kernel_select_failed
    T = _tensor_type()
    outs = infer_outputs(prim, [b.wrap(b.value(a)) if isinstance(a, T) else a for a in args])
    if outs is None:
        raise kernel_select_failed(prim.name)
    missing = _Missing(prim.name, [(tuple(s), d.name) for s, d in outs])

    def forward(*a):
        ins = [b.value(x) for x in a if isinstance(x, T)]
        res = [ir.Var(s, d) for s, d in outs]
        b.graph.nodes.append(ir.Node(KERNELLESS, ins, (("prim", prim.name),), res,
                                     user_location(), (), missing))
        b.kernelless_outs.update(id(v) for v in res)
        wrapped = [b.wrap(v) for v in res]
        return wrapped[0] if len(wrapped) == 1 else tuple(wrapped)

    getter = bprop_getters.get(prim, None)
    if getter is None:
        return forward(*args)
    user_bprop = convert(getter(prim))
    rows = {}      # argument position -> the RowTensorInner the bprop gave it

    def bprop(*a):
        res = user_bprop(*a)
        res = tuple(res) if isinstance(res, (tuple, list)) else (res,)
        rows.update((i, g) for i, g in enumerate(res) if _is_rows(g))
        return tuple(_dense(g) for g in res)
    out = _custom_vjp_call(b, prim.name, forward, bprop, tuple(args), {},
                           f"Primitive {prim.name}", [])
    b.kernelless_outs.update(id(t._data) for t in flatten(out)[0] if isinstance(t, T))
    if rows:
        _note_rows(b, b.graph.nodes[-1], args, rows)
    return out


def _note_rows(b, node, args, rows):
    """Keep the row-tensor gradients on the CALL ``node``: their indices and values become
    extra outputs of its bprop sub-graph, and ``node.extra.rows`` maps the node input they
    belong to onto ``(index of the indices output, dense shape)``. A gradient taken in the
    graph whose input reaches only this node returns them as a ``RowTensorInner``, as 2.10
    does (``compiler.sparse_grads``)."""
    T = _tensor_type()
    pos = [i for i, a in enumerate(args) if isinstance(a, T)]
    bg = node.subgraphs[1]
    found = {}
    for i, g in rows.items():
        if i not in pos:
            continue
        with b.in_graph(bg):
            ind, val = b.as_var(g.indices), b.as_var(g.values)
        found[pos.index(i)] = (len(bg.outputs), tuple(g.dense_shape))
        bg.outputs = list(bg.outputs) + [ind, val]
    node.extra.rows = found


def _is_rows(grad):
    from ..common.sparse_tensor import RowTensorInner
    return isinstance(grad, RowTensorInner)


def _dense(grad):
    """A ``RowTensorInner`` gradient as the dense Tensor it stands for (its rows added into
    zeros of its dense shape); any other gradient as it is."""
    from ..common.sparse_tensor import RowTensorInner
    if not isinstance(grad, RowTensorInner):
        return grad
    from ..ops import functional as F
    values = grad.values
    zeros = F.zeros(grad.dense_shape, values.dtype)
    return F.tensor_scatter_add(zeros, grad.indices.reshape((-1, 1)), values)


def _tensor_type():
    from ..common.tensor import Tensor
    return Tensor


__all__ = ["KERNELLESS", "builder_kernelless"]
