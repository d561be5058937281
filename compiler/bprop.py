"""A Cell with a custom ``bprop`` inside a graph: one ``call`` node lowered to ``jax.custom_vjp``.

``construct`` and ``bprop(*inputs, out, dout)`` are traced into two sub-graphs. Every Var the
two read from outside (Parameters included) becomes an explicit input of the custom-vjp
function, so ``bprop`` may read Parameters and, with the ``internal_params`` extension, return
``(input_grads, {param: grad})`` to give those Parameters their gradients.

>>> import minicell as ms
>>> from minicell import nn
>>> class Square(nn.Cell):
...     def construct(self, x):
...         return x * x
...     def bprop(self, x, out, dout):
...         return (dout * 10,)
>>> ms.set_context(mode=ms.GRAPH_MODE)
>>> ms.grad(Square())(ms.Tensor([1.0]))
Tensor(shape=[1], dtype=Float32, value= [ 1.00000000e+01])
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import jax
import jax.numpy as jnp
import numpy as np

from . import ir
from .errors import GraphModeError, user_location
from .op_by_op import OpByOpError
from .lower import STAND_INS, run_graph
from .source import convert
from .tree import flatten
from ..runtime.grad_contract import (BpropResultError, bprop_params, check_bprop_shapes,
                                     check_bprop_signature, fit_cotangent, parse_bprop_result)
from ..runtime.int_vjp import cast_ct, ct_to_dtype, float_for, is_exact


def _tensor_type():
    from ..common.tensor import Tensor
    return Tensor


class BpropSpec:
    """Payload of a custom-bprop ``call`` node: ``n_in`` differentiable inputs, then the
    ``free`` Vars both sub-graphs read; ``param_grads`` maps Parameters (index in ``free``) to
    the ``bprop`` output holding their gradient; ``error``: the bprop's result error."""

    rows = None       # row-tensor gradients of a kernel-less primitive (compiler.kernelless)

    def __init__(self, n_in, free, param_grads, error=None):
        self.n_in, self.free, self.param_grads = n_in, free, param_grads
        self.error = error         # raised when the gradient is taken (jax traces bwd)

    def lower(self, node, env, ctx):
        fg, bg = node.subgraphs
        n = self.n_in
        vals = [env[v.id] for v in node.inputs]
        free_ids = [v.id for v in self.free]
        locs = []
        # under a vjp, integer inputs carry their gradients on float stand-ins, and integer
        # outputs get stand-ins of their own (runtime/int_vjp.py): bprop's gradient of an
        # integer input reaches its stand-in truncated to its dtype, and the cotangent of an
        # integer output arrives in bprop's ``dout`` as an integer, as on 2.10
        shadows = env.get(STAND_INS) if ctx.differentiating else None
        sh_of = [shadows.get(v.id) if shadows and is_exact(x.dtype) else None
                 for v, x in zip(node.inputs[:n], vals[:n])]
        sh_idx = [i for i, s in enumerate(sh_of) if s is not None]

        def run_f(ins, free):
            # run-time checks' codes are extra (integer, so non-differentiable) outputs of
            # the custom-vjp function; they leave it into ``ctx`` below
            inner = ctx.nested()
            outs = run_graph(fg, dict(zip(free_ids, free)), ins, inner)[0]
            locs[:] = [loc for _, loc in inner.loop_checks]
            return tuple(outs), tuple(flag for flag, _ in inner.loop_checks)

        @jax.custom_vjp
        def f(ins, free, shs):
            outs, flags = run_f(ins, free)
            ints = tuple(o.astype(float_for(o.dtype)) for o in outs if is_exact(o.dtype)) \
                if shadows is not None else ()
            return outs, flags, ints

        def fwd(ins, free, shs):
            # (f, not run_f: a gradient of this gradient reaches ins through earlier outputs of
            # f, whose derivative is the bprop's, as in PYNATIVE_MODE's tape and 2.10)
            res = f(ins, free, shs)
            return res, (ins, free, shs, res[0])

        def bwd(res, ct):
            if self.error is not None:
                raise self.error.with_traceback(None)
            ins, free, shs, out = res
            # the flags' cotangents are float0 zeros; an integer output's is its stand-in's
            ct, int_cts = list(ct[0]), iter(ct[2])
            if shadows is not None:
                for i, o in enumerate(out):
                    if is_exact(o.dtype):
                        ct[i] = cast_ct(next(int_cts), o.dtype)
            # bprop's loops are masked only when the backward pass is itself differentiated;
            # their flags cannot leave jax's backward pass and are dropped
            grads = run_graph(bg, dict(zip(free_ids, free)), list(ins) + list(out) + ct,
                              ctx.backward())[0]
            in_g = tuple(_fit(g, x) for g, x in zip(grads[:n], ins))
            free_g = [_zero_ct(x) for x in free]
            for fi, gi in self.param_grads:
                free_g[fi] = _fit(grads[gi], free[fi])
            sh_g = tuple(ct_to_dtype(fit_cotangent(grads[i], s), ins[i].dtype)
                         for i, s in zip(sh_idx, shs))
            return in_g, tuple(free_g), sh_g

        f.defvjp(fwd, bwd)
        outs, flags, ints = f(tuple(vals[:n]), tuple(vals[n:]), tuple(sh_of[i] for i in sh_idx))
        ctx.loop_checks.extend(zip(flags, locs))
        outs, ints = list(outs), iter(ints)
        # compiler.sparse_grads: a probe added to an output (an integer's stand-in) gets the
        # cotangent reaching this node
        probe = getattr(ctx, "probes", {}).get(id(node)) or [None] * len(outs)
        for i, (v, p) in enumerate(zip(node.outs, probe)):
            if is_exact(outs[i].dtype) and shadows is not None:
                s = next(ints)
                shadows[v.id] = s if p is None else s + p
            elif p is not None:
                outs[i] = outs[i] + p
        return outs


def _zero_ct(x):
    if jnp.issubdtype(x.dtype, jnp.inexact):
        return jnp.zeros_like(x)
    return np.zeros(x.shape, jax.dtypes.float0)


def _fit(g, x):
    if not jnp.issubdtype(x.dtype, jnp.inexact):
        return np.zeros(x.shape, jax.dtypes.float0)
    return fit_cotangent(g, x)        # as PYNATIVE_MODE fits a bprop's gradient


def _free_inputs(b, fg, bg, pvars, outs):
    """``(free, param_grads)``: the Vars the two sub-graphs read from outside (each once) plus
    the Parameters ``bprop`` gives gradients to; each ``(param, grad var)`` of ``pvars`` is
    appended to ``outs`` and recorded as ``(index in free, index in outs)``."""
    free = []
    seen = set()
    for v in fg.free_vars() + bg.free_vars():
        if v.id not in seen:
            seen.add(v.id)
            free.append(v)
    param_grads = []
    for p, gv in pvars:
        pv = b.param_var(p)
        if pv.id not in seen:
            seen.add(pv.id)
            free.append(pv)
        param_grads.append(([f.id for f in free].index(pv.id), len(outs)))
        outs.append(gv)
    return free, param_grads


def call_with_bprop(b, cell, args, kwargs):
    """A Cell with a custom ``bprop`` called inside a trace: ``construct`` and ``bprop`` traced
    into two sub-graphs, joined by one CALL node lowered to ``jax.custom_vjp``."""
    name = type(cell).__name__
    check_bprop_signature(cell, len(args))
    bprop, error = convert(cell.bprop), []

    def tuple_bprop(*a):
        # MindSpore 2.10's graph takes a Cell's bprop result only as a tuple (measured: a bare
        # Tensor, a list, None or a number is this TypeError when the gradient is taken; a
        # forward call runs; PYNATIVE_MODE accepts a bare value or a list for one input)
        res = bprop(*a)
        if isinstance(res, tuple):
            return res
        error.append(TypeError(f"For bprop function, output should be a tuple, but got "
                               f"{_abstract(res)}"))
        return tuple(res) if isinstance(res, list) else (res,)
    return _custom_vjp_call(b, name, convert(cell.construct), tuple_bprop, args, kwargs,
                            f"{name} ({cell._cell_path})", bprop_params(cell), error)


def _abstract(x):
    from .dyn_seq import abstract_text
    return "AbstractNone(Value: None)" if x is None else abstract_text(x)


def hooked(b, tensor, hook_fn):
    """``Tensor.register_hook(hook_fn)`` inside a trace (MindSpore compiles the hook into the
    graph): the Tensor becomes the output of an identity CALL node whose backward passes the
    gradient through ``hook_fn`` (traced like user code; returning None keeps it), so every
    later use of the Tensor sees the hooked gradient. A second hook on the same Tensor raises
    MindSpore's RuntimeError (PYNATIVE_MODE runs several in order)."""
    from ..common.parameter import Parameter
    if isinstance(tensor, Parameter):
        raise ValueError("Register hook for Parameter inside graph is not supported. Register "
                         "it outside the graph (before calling the gradient), where it runs in "
                         "both modes.")
    if id(tensor) in b.tensor_hooked:
        raise GraphModeError("It is not supported to register multiple hooks for a Tensor. "
                             f"This one (shape {tuple(tensor.shape)}) has one already: "
                             f"GRAPH_MODE and @jit take one hook per Tensor.",
                             hint="register one hook that does the work of all of them, or "
                                  "run this code in PYNATIVE_MODE, which runs several in order.")
    b.tensor_hooked[id(tensor)] = tensor
    hook = convert(hook_fn)

    def identity(x):
        return x

    def through_hook(x, out, dout):
        new = hook(dout)
        return (dout if new is None else new,)
    name = f"hook({getattr(hook_fn, '__name__', type(hook_fn).__name__)})"
    out = _custom_vjp_call(b, name, identity, through_hook, (tensor,), {}, name, [])
    tensor._data = out._data


def _custom_vjp_call(b, name, construct, bprop, args, kwargs, what, params, error=()):
    """``construct(*args, **kwargs)`` with the gradient ``bprop(*args, out, dout)``: two traced
    sub-graphs joined by one CALL node; ``what`` names the Cell in errors and ``params`` are
    the Parameters bprop may give gradients to (``grad_contract.bprop_params``); ``error``
    (filled by ``bprop``'s trace) holds an error raised only when the gradient is taken."""
    T = _tensor_type()
    pos = [i for i, a in enumerate(args) if isinstance(a, T)]
    in_vars = [b.value(args[i]) for i in pos]

    def with_inputs(phs):
        a = list(args)
        for i, ph in zip(pos, phs):
            a[i] = b.wrap(ph)
        return a

    fph = [ir.Var(v.shape, v.dtype) for v in in_vars]
    fg, out = b.sub(f"{name}.construct", lambda: construct(*with_inputs(fph), **kwargs), (), fph)
    leaves, tree = flatten(out)
    with b.in_graph(fg):
        fg.outputs = [b.as_var(x) for x in leaves]
    bph = [ir.Var(v.shape, v.dtype) for v in in_vars]
    oph = [ir.Var(v.shape, v.dtype) for v in fg.outputs]
    dph = [ir.Var(v.shape, v.dtype) for v in fg.outputs]

    def run_bprop():
        wrap = lambda vs: jax.tree_util.tree_unflatten(tree, [b.wrap(v) for v in vs])  # noqa
        return bprop(*with_inputs(bph), wrap(oph), wrap(dph))

    before = dict(b.param_state)
    bg, grads = b.sub(f"{name}.bprop", run_bprop, (), bph + oph + dph)
    if any(b.param_state.get(k) is not v for k, v in before.items()) or \
            len(b.param_state) != len(before):
        b.param_state = before
        # 2.10 performs the write (measured: InsertGradientOf's function adding the gradient
        # to a Parameter); a jax.custom_vjp backward cannot give it back: op by op
        raise OpByOpError(f"the backward function of {what} writes a Parameter; minicell's "
                          f"GRAPH_MODE cannot carry a write out of a gradient computation.",
                          hint="write the Parameter in construct, or run this code in "
                               "PYNATIVE_MODE, where the write happens.")
    try:      # the same contract as PYNATIVE_MODE's bprop node (runtime/cell_call.py)
        grads, param_dict = parse_bprop_result(grads, len(args), what, params)
        check_bprop_shapes(grads, args, what)
    except BpropResultError as err:
        raise GraphModeError(str(err), hint="return one gradient per input of construct, as a "
                                            "tuple (and Parameter gradients in a dict after "
                                            "it).") from None
    with b.in_graph(bg):
        outs = [b.as_var(grads[i]) if grads[i] is not None else
                b.as_var(jnp.zeros(v.shape, v.dtype)) for i, v in zip(pos, in_vars)]
        pvars = [(p, b.as_var(g)) for p, g in param_dict.items() if g is not None]
    free, param_grads = _free_inputs(b, fg, bg, pvars, outs)
    bg.outputs = outs
    res = [ir.Var(v.shape, v.dtype) for v in fg.outputs]
    b.graph.nodes.append(ir.Node(ir.CALL, in_vars + free, (), res, user_location(), (fg, bg),
                                 BpropSpec(len(in_vars), free, param_grads,
                                           error[0] if error else None)))
    return jax.tree_util.tree_unflatten(tree, [b.wrap(v) for v in res])
