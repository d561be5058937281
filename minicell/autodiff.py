"""``ms.grad``, ``ms.value_and_grad`` (and the shared core of ``ops.GradOperation``).

In PYNATIVE_MODE the function runs eagerly while a tape records (``runtime/tape.py``); in
GRAPH_MODE, or for an ``@jit`` function, the compiler differentiates the compiled graph. Both
return ``(outputs, input_grads, weight_grads)``; the result containers of MindSpore 2.10 are
built here from that, so the modes cannot disagree on them.

>>> import minicell as ms
>>> def f(x, y):
...     return x * y
>>> ms.grad(f, grad_position=(0, 1))(ms.Tensor([2.0]), ms.Tensor([3.0]))
(Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00]), Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00]))
"""
import functools
import inspect
import weakref

import jax
import jax.numpy as jnp

from .context import syntax_strict
from .common.parameter import Parameter
from .common.sparse_tensor import is_sparse, sparse_parts
from .common.tensor import Tensor
from .runtime import dispatch as _dispatch
from .runtime import grad_contract as _contract
from .runtime import hooks as _hooks
from .runtime import tape as _tape
from .runtime import tracer as _tracer
from .runtime.x64 import scoped as _x64_scoped
from .runtime.mutable import is_dynamic_len, is_mutable as _is_mutable, mutable as _mutable
from .runtime.cell_call import take_grad_record
from .runtime.registry import get_op
from . import _scalar_grads as _sg
from ._grad_checks import check_callable as _check_callable, \
    check_positions as _check_positions, check_weights as _check_weights, \
    partial_refusal as _partial_refusal, positions_for as _positions_for, \
    weight_grads as _weight_grads

__all__ = ["grad", "value_and_grad", "get_grad", "bind_kwargs"]

# Tensor.register_hook lives with the tape it hooks into (tensor_methods.py belongs to the ops
# layer); installed on the class here, at import.
Tensor.register_hook = _hooks.tensor_register_hook
Tensor.hooks = _hooks.tensor_hooks
Tensor.remove_hook = staticmethod(_hooks.remove_tensor_hook)


_ZEROS_LIKE = get_op("zeros_like")
_STOP_GRADIENT = get_op("stop_gradient")


# ---- the two engines ---------------------------------------------------------------------------
def _target(a):
    """The Tensor differentiated for an input: a sparse tensor's values (the taped engine gives
    their gradient, MindSpore's PYNATIVE result; the compiled one a sparse tensor), else it."""
    return a.values if is_sparse(a) else a


def _grad_targets(args, positions, weights):
    """The Tensors differentiated: the inputs at ``positions``, then the trainable weights."""
    return [_target(args[p]) for p in positions] + [w for w in weights if w.requires_grad]


def _outputs_with_sens(outputs, has_aux, sens):
    """``(output, sensitivity or None)`` for each differentiated output Tensor: the first
    output with ``has_aux``, else every output (a sparse one's parts, as its sensitivity's)."""
    outs, senses = _contract.outputs_and_sens(sparse_parts(outputs), has_aux, sparse_parts(sens))
    return zip(outs, senses)


def _grads_for(args, positions, weights, grad_of):
    """``(input_grads, weight_grads)`` from ``grad_of(tensor, trainable)``."""
    return (tuple(grad_of(_target(args[p]), True) for p in positions),
            tuple(grad_of(w, w.requires_grad) for w in weights))


def _leaf_ref(leaf_of, t):
    leaf = leaf_of.get(id(t))
    return None if leaf is None else (leaf, None)


def eager_value_and_grad(fn, args, kwargs, positions, weights, has_aux, sens):
    """PYNATIVE core: ``(outputs, input_grads, weight_grads)`` of ``fn(*args, **kwargs)``.

    The differentiated value is the first output with ``has_aux``, else every output (their
    sum); ``sens`` (None: ones) is the output cotangent.

    >>> import minicell as ms
    >>> x = ms.Tensor([3.0])
    >>> out, (gx,), () = eager_value_and_grad(lambda t: t * t, (x,), {}, (0,), (), False, None)
    >>> gx.item()
    6.0
    """
    outer = _dispatch.state.tape
    # a set_grad() forward recorded earlier serves a top-level gradient only: under an outer
    # gradient the forward must be recorded on the outer tape (to be differentiated again)
    rec = take_grad_record(fn, args, kwargs) if outer is None and hasattr(fn, "_grad_record") \
        else None
    if outer is not None:
        return _nested_value_and_grad(outer, fn, args, kwargs, positions, weights, has_aux,
                                      sens)
    if rec is not None:                      # set_grad(): the forward was already recorded
        tp, outputs = rec.tape, rec.outputs
        leaf_of = rec.leaves
    else:
        tp = _tape.Tape()
        leaf_of, outputs = _tape.run_with_leaves(tp, _grad_targets(args, positions, weights),
                                                 fn, args, kwargs)
    roots = []
    for o, s in _outputs_with_sens(outputs, has_aux, sens):
        # an input or Parameter returned unchanged is a leaf itself (its tape node was put back
        # when the forward ended)
        r = tp.ref(o) or _leaf_ref(leaf_of, o)
        if r is not None:
            arr = o.data_array()
            roots.append((r, _tape.ones_seed(arr.shape, arr.dtype) if s is None
                          else _tape.as_array(s, arr)))
    grads = tp.backward(roots)
    tp.release()
    seeds = {id(ct) for _, ct in roots}

    def grad_of(t, trainable):
        leaf = leaf_of.get(id(t)) if trainable else None
        g = grads.get(leaf) if leaf is not None else None
        if g is not None and id(g) in seeds:     # the seed itself (f returned the target):
            g = jnp.array(g, copy=True)          # the cached seed is never the user's array
        return Tensor._from_array(g if g is not None else _tape.zeros_like(t.data_array()))
    return (outputs,) + _grads_for(args, positions, weights, grad_of)


def _nested_value_and_grad(outer, fn, args, kwargs, positions, weights, has_aux, sens):
    """``eager_value_and_grad`` while an outer gradient is recording (``grad`` of a function
    that calls ``grad``): the forward and the backward walk are both recorded on the outer tape,
    so the gradients returned here are themselves differentiable."""
    refs, saved = {}, []
    for t in _grad_targets(args, positions, weights):
        r = outer.ref(t)
        if r is None:                  # not tracked by the outer gradient: a leaf for now
            saved.append((t, t._tape_node))
            outer.leaf(t)
            r = t._tape_node
        refs[id(t)] = r
    start = len(outer.nodes)
    try:
        outputs = fn(*args, **kwargs)
    finally:
        _tape.restore_nodes(saved)
    roots = []
    for o, s in _outputs_with_sens(outputs, has_aux, sens):
        r = outer.ref(o) or refs.get(id(o))     # a target returned unchanged
        if r is not None:
            arr = o.data_array()
            # Tensor sensitivities (not arrays): the backward walk is itself recorded.
            if s is None:
                s = Tensor._from_array(jnp.ones(arr.shape, arr.dtype))
            elif not (isinstance(s, Tensor) and s.shape == o.shape and s.dtype == o.dtype):
                s = Tensor._from_array(_tape.as_array(s, arr))
            roots.append((r, s))
    grads = outer.backward_recorded(roots, start)

    def grad_of(t, trainable):
        r = refs.get(id(t)) if trainable else None
        g = None
        if r is not None:
            g = grads.get(r[0])
            if r[1] is not None and g is not None:
                g = g[r[1]]
        return g if g is not None else Tensor._from_array(_tape.zeros_like(t.data_array()))
    return (outputs,) + _grads_for(args, positions, weights, grad_of)


@_x64_scoped                       # the whole gradient, both modes, with Int64/Float64
def run_value_and_grad(fn, args, kwargs, positions, weights, has_aux, sens):
    """The current tracer's ``value_and_grad`` (``runtime.tracer``): at top level compiled in
    GRAPH_MODE or for an ``@jit`` function, taped in PYNATIVE_MODE; inside a trace one gradient
    node of the graph. Same contract in every case. Integer (bool) inputs and Parameters are
    differentiated as they are: each op on the way passes the gradient as its MindSpore bprop
    does (``runtime/int_vjp.py``, truncated to each integer result's dtype: the gradient of
    ``(x * x) * 0.3`` at Int64 3 is 0, as on 2.10), and an index gets zeros."""
    sens = _conj_complex(sens)
    outputs, igrads, wgrads = _dispatch.state.tracer.value_and_grad(
        fn, args, kwargs, positions, weights, has_aux, sens)
    # a frozen weight gets zeros in both modes, as from PYNATIVE's tape (2.10's GRAPH_MODE differs)
    wgrads = tuple(g if w.requires_grad else _dispatch.dispatch(_ZEROS_LIKE, (g,))
                   for w, g in zip(weights, wgrads))
    return outputs, _conj_complex(igrads), _conj_complex(wgrads)


def _conj_complex(tree):
    """``tree`` with its complex Tensors conjugated. MindSpore's complex gradients are the
    conjugates of JAX's (its vjp of ``v`` is ``conj(jax_vjp(conj(v)))``: ``grad`` of
    ``ops.imag`` at any z is 1j, of ``exp`` conj(exp(z))); real Tensors are unchanged."""
    if isinstance(tree, Tensor):
        return tree.conj() if tree.dtype.np_dtype.kind == "c" else tree
    if isinstance(tree, (tuple, list)):
        return type(tree)(_conj_complex(x) for x in tree)
    return tree


# ---- the gradient at argument positions ---------------------------------------------------------
def value_and_grad_at(fn, args, kwargs, positions, weights, has_aux, sens):
    """``(outputs, positions kept, input_grads, weight_grads)``: ``run_value_and_grad`` at the
    argument ``positions`` that hold a Tensor, an ``ms.mutable`` container of Tensors (its
    gradient has the container's structure) or, in a compiled gradient, a Python scalar
    (``_scalar_grads``); other positions are dropped, as MindSpore does.
    The core of ``grad``/``value_and_grad`` (and of ``GradOperation``-style callers)."""
    call, args, layout = _unpack_mutables(fn, args, positions)
    pos = tuple(i for _, _, slots in layout for i in map(_sg.slot_index, slots)
                if i is not None)
    outputs, igrads, wgrads = run_value_and_grad(call, args, kwargs, pos, weights, has_aux, sens)
    it = iter(igrads)            # the original positions, containers packed back
    igrads = tuple(jax.tree_util.tree_unflatten(tree, [_sg.slot_grad(s, it) for s in slots])
                   if tree else _sg.slot_grad(slots[0], it) for _, tree, slots in layout)
    # MindSpore: a dict's gradient is the tuple of its values, but a dict in a compiled LAX graph
    if syntax_strict() or not _dispatch.state.tracer.compiles_gradient(fn):
        igrads = tuple(_dicts_as_tuples(g) for g in igrads)
    return outputs, tuple(p for p, _, _ in layout), igrads, wgrads


def _unpack_mutables(fn, args, positions):
    """``(fn', args', layout)``: each ``ms.mutable`` tuple/list/dict (nested too) at a gradient
    position is differentiated leaf by leaf (appended to the arguments, ``fn'`` packs them
    back). ``layout``: ``(position, treedef or None, slots)`` per position kept, a slot per
    leaf: an index into args' (a Tensor) or a ``_scalar_grads`` slot (a Python scalar, in a
    compiled gradient only). A sparse tensor is passed as it is (each engine differentiates
    its values: ``_target``; ``compiler.grad``). Other positions are dropped."""
    compiled = _dispatch.state.tracer.compiles_gradient(fn)
    scalar_slot = _sg.slot_maker(compiled and _sg.grad_for_scalar())
    groups, layout, extra = [], [], list(args)
    for p in positions:
        a = args[p]
        kind = isinstance(a, Tensor) and _dispatch.state.tracer.scalar_kind(a)
        if kind and not scalar_slot.on:     # a graph's mutable scalar input: a scalar's zero
            layout.append((p, None, (_sg.Zero(kind()),)))
        elif isinstance(a, Tensor) and not (compiled and a._const_arg) or is_sparse(a):
            layout.append((p, None, (p,)))     # a graph's const_arg Tensor is dropped (2.10)
        elif compiled and _sg.is_scalar(a) and (scalar_slot.on or _is_mutable(a)):
            layout.append((p, None, (scalar_slot(a, p, extra),)))
        elif _is_mutable(a) and isinstance(a, (tuple, list, dict)):
            leaves, tree = jax.tree_util.tree_flatten(_plain(a), is_leaf=_is_tensor)
            if leaves and all(isinstance(t, Tensor) or (compiled and _sg.is_scalar(t))
                              for t in leaves):
                idx = tuple(range(len(extra), len(extra) + len(leaves)))
                extra.extend(leaves)
                groups.append((p, idx, tree, is_dynamic_len(a)))
                layout.append((p, tree, tuple(i if isinstance(t, Tensor) else scalar_slot(
                    t, i, extra) for t, i in zip(leaves, idx))))
    if not groups:
        return fn, tuple(extra), layout
    return _packing(fn, tuple(groups), len(args)), tuple(extra), layout


def _dicts_as_tuples(x):
    """A gradient with each dict replaced by the tuple of its values (nested too)."""
    if isinstance(x, dict):
        return tuple(_dicts_as_tuples(v) for v in x.values())
    if isinstance(x, (tuple, list)):
        return type(x)(_dicts_as_tuples(v) for v in x)
    return x


def _is_tensor(x):
    return isinstance(x, Tensor)


def _plain(x):
    """``x`` with ``mutable``'s tuple/list/dict subclasses as plain ones (pytree nodes)."""
    if isinstance(x, tuple):
        return tuple(_plain(v) for v in x)
    if isinstance(x, list):
        return [_plain(v) for v in x]
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    return x


def _packing(fn, groups, n_args):
    """``fn`` called with the mutable containers rebuilt from the appended elements."""
    def packed(*a, **k):
        full = list(a[:n_args])
        for p, idx, tree, dyn in groups:      # a dynamic-length sequence stays one
            full[p] = jax.tree_util.tree_unflatten(tree, [a[i] for i in idx])
            full[p] = _mutable(full[p], True) if dyn else full[p]
        return fn(*full, **k)
    return _derived(fn, ("pack", groups, n_args), packed)


def _derived(fn, key, wrapper):
    """``wrapper`` (a function calling ``fn``) named as ``fn``, or the one made before for
    ``(fn, key)``: one function per (fn, layout), so GRAPH_MODE's compile cache finds it
    again."""
    try:
        per_fn = _PACKING.setdefault(fn, {})
    except TypeError:
        per_fn = {}
    found = per_fn.get(key)
    if found is None:
        wrapper.__name__ = getattr(fn, "__name__", type(fn).__name__)
        found = per_fn[key] = wrapper
    return found


_PACKING = weakref.WeakKeyDictionary()


def bind_kwargs(fn, args, kwargs):
    """``(fn', args', kwargs')`` for differentiating ``fn(*args, **kwargs)`` as MindSpore binds
    keyword arguments: those that name positional parameters of ``fn`` (a Cell: its
    ``construct``) are moved into ``args`` (``GradOperation(get_all=True)(net)(x, y=t)`` gives
    ``t``'s gradient second); the other Tensor keyword arguments (keyword-only parameters,
    ``**kwargs``) follow them, in call order, and ``fn'`` passes them back by keyword. So they
    are differentiated like inputs: ``GradOperation()(net)(a=t, b=u)`` gives ``t``'s gradient,
    ``get_all=True`` both (other keyword values are passed as they are)."""
    if not kwargs:
        return fn, args, kwargs
    target = fn.construct if hasattr(fn, "cells_and_names") else fn
    try:
        params = list(inspect.signature(target).parameters.values())
    except (TypeError, ValueError):
        params = []
    args, kwargs = list(args), dict(kwargs)
    for p in params[len(args):]:
        if p.kind is not p.POSITIONAL_OR_KEYWORD or p.name not in kwargs:
            break
        args.append(kwargs.pop(p.name))
    names = tuple(k for k, v in kwargs.items() if isinstance(v, Tensor))
    if not names:
        return fn, tuple(args), kwargs
    n_args = len(args)
    args.extend(kwargs.pop(k) for k in names)

    def by_keyword(*a, **k):
        return fn(*a[:n_args], **dict(zip(names, a[n_args:])), **k)
    return _derived(fn, ("keywords", names, n_args), by_keyword), tuple(args), kwargs


def _stopped(aux):
    """``has_aux``'s auxiliary outputs with no gradient path to the caller: 2.10 cuts them in
    GRAPH_MODE, in ``@jit`` and under ``vmap`` (measured: the outer ``grad`` of ``(aux *
    x).sum()`` with ``aux = 3 * x`` is ``3 * x``); its plain PYNATIVE_MODE alone keeps the path,
    so minicell cuts it in both modes and they agree. Other values pass as they are."""
    if isinstance(aux, (tuple, list)):
        items = [_stopped(a) for a in aux]
        return type(aux)(*items) if hasattr(aux, "_fields") else type(aux)(items)
    if isinstance(aux, dict):
        return {k: _stopped(v) for k, v in aux.items()}
    return _dispatch.dispatch(_STOP_GRADIENT, (aux,)) if isinstance(aux, Tensor) else aux


def _pack(items, bare_if_one):
    return items[0] if bare_if_one and len(items) == 1 else tuple(items)


def _make(fn, grad_position, weights, has_aux, return_ids, sens_param, with_value):
    for name, flag in (("has_aux", has_aux), ("return_ids", return_ids),
                       ("sens_param", sens_param)):
        if not isinstance(flag, bool):
            raise TypeError(f"For '_Grad', the '{name}' should be bool, but got "
                            f"{type(flag).__name__}")
    positions = _check_positions(grad_position)
    if positions is None and weights is None:
        raise ValueError("`grad_position` and `weight` can not be None at the same time.")
    # 2.10 checks fn and weights when the gradient is called (measured: ms.grad(1) and
    # ms.grad(f, weights='a') are functions; calling them raises)
    refused = isinstance(fn, functools.partial) or not callable(fn)
    if refused and not _dispatch.running_eagerly():     # a graph refuses it at once
        _check_callable(fn)
    try:
        ws, single_w = _check_weights(weights)
    except (TypeError, RuntimeError) as e:
        ws, single_w, refused = e, False, True

    def grad_fn(*args, **kwargs):
        if refused:
            _check_callable(fn)
            if isinstance(ws, Exception):
                raise type(ws)(*ws.args)
            raise _partial_refusal(fn)
        sens = None
        if sens_param:
            args, sens = _contract.split_sens_arg(args, "grad")
        call, args, kwargs = bind_kwargs(fn, args, kwargs)
        pos = _positions_for(positions, args, fn) if positions is not None else ()
        params = tuple(w for w in ws or () if isinstance(w, Parameter))
        discarded = _contract.DISCARDED
        before, discarded[0] = discarded[0], not (with_value or has_aux)
        try:
            outputs, pos, igrads, wgrads = value_and_grad_at(call, args, kwargs, pos, params,
                                                             has_aux, sens)
        finally:
            discarded[0] = before
        wgrads = _weight_grads(ws or (), wgrads, call)
        if has_aux:
            _contract.check_aux_outputs(outputs)
            outputs = (outputs[0],) + _stopped(outputs[1:])
        parts = []
        if positions is not None:
            parts.append(_pack([(p, g) if return_ids else g for p, g in zip(pos, igrads)], True))
        if ws is not None:
            parts.append(_pack([(w.name, g) if return_ids else g for w, g in zip(ws, wgrads)],
                               single_w))
        grads = parts[0] if len(parts) == 1 else tuple(parts)
        if with_value:
            return outputs, grads
        if has_aux:
            return grads, tuple(outputs[1:])
        return grads
    grad_fn.__name__ = f"grad_{getattr(fn, '__name__', type(fn).__name__)}"
    return grad_fn


def grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """A function computing the gradient of ``fn`` (a function or Cell).

    ``grad_position``: int (a bare Tensor), tuple of ints (a tuple; one element: bare) or None;
    ``weights``: Parameters to differentiate too (result ``(input_grads, weight_grads)``);
    ``has_aux``: only the first output is differentiated, result ``(grads, (aux, ...))``;
    ``return_ids``: each gradient as ``(position or parameter name, grad)``. With several
    outputs and no ``has_aux``, their sum is differentiated.

    >>> import minicell as ms
    >>> ms.grad(lambda x: x * x * x)(ms.Tensor([2.0]))
    Tensor(shape=[1], dtype=Float32, value= [ 1.20000000e+01])
    """
    return _make(fn, grad_position, weights, has_aux, return_ids, sens_param, False)


def value_and_grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False,
                   sens_param=False):
    """Like ``grad``, returning ``(outputs, grads)`` (``outputs`` is ``fn``'s full output).

    >>> import minicell as ms
    >>> value, g = ms.value_and_grad(lambda x: x * x)(ms.Tensor([3.0]))
    >>> value.item(), g.item()
    (9.0, 6.0)
    """
    return _make(fn, grad_position, weights, has_aux, return_ids, sens_param, True)


# ---- get_grad ---------------------------------------------------------------------------------
def _find_grad(gradients, key):
    """The gradient paired with ``key`` in a ``return_ids`` result, searched depth first
    through nested tuples (lists are not searched, as in MindSpore); ``None`` when absent."""
    if not isinstance(gradients, tuple):
        return None
    if len(gradients) == 2 and isinstance(gradients[0], (int, str)) and gradients[0] == key \
            and type(gradients[0]) is type(key):
        return gradients[1]
    for item in gradients:
        found = _find_grad(item, key)
        if found is not None:
            return found
    return None


def get_grad(gradients, identifier):
    """The gradient for an input position (an int) or a Parameter (matched by name) in the
    result of ``grad``/``value_and_grad`` with ``return_ids=True`` (the whole
    ``value_and_grad`` result may be given). Raises ``RuntimeError`` when it is absent.

    >>> import minicell as ms
    >>> g = ms.grad(lambda x, y: x * y, (0, 1), return_ids=True)(ms.Tensor(2.0), ms.Tensor(3.0))
    >>> ms.get_grad(g, 1)
    Tensor(shape=[], dtype=Float32, value= 2)
    """
    ident = identifier
    if isinstance(ident, Parameter):
        key = ident.name
    elif isinstance(ident, int):
        key = int(ident)                # True is position 1, as in MindSpore
    else:
        raise TypeError(f"For `get_grad`, the `x` should be an integer or a Parameter, but got "
                        f"{ident}")
    found = _find_grad(gradients, key)
    if found is None:
        raise RuntimeError(f"Can not find the gradient for position or Parameter {ident}")
    return found


_tracer.EagerTracer.eager_grad = staticmethod(eager_value_and_grad)   # runtime.tracer's engine
