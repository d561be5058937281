"""Hook handles and the tape nodes that run gradient hooks (PYNATIVE_MODE only).

Every registration returns a ``HookHandle``; ``remove()`` takes effect at once (the hook dict is
read when the hook would fire, not copied at registration) and may be called twice. A Tensor's
hooks (``TensorHooks``) tell the compiled graphs that compiled them in of every change.

>>> import minicell as ms
>>> seen = []
>>> x = ms.Tensor([1.0, 2.0])
>>> h = x.register_hook(lambda g: seen.append(g.asnumpy().tolist()))
>>> _ = ms.grad(lambda a: a * 3)(x)
>>> seen
[[3.0, 3.0]]
>>> h.remove(); h.remove()
"""
import itertools
import weakref
from collections import OrderedDict

from . import tape as _tape

_ids = itertools.count()


class HookHandle:
    """Returned by every hook registration; ``remove()`` unregisters the hook."""

    __slots__ = ("_hooks", "handle_id", "__weakref__")

    def __init__(self, hooks):
        self._hooks = hooks
        self.handle_id = next(_ids)

    def remove(self):
        """Unregister the hook (immediately; calling it again does nothing)."""
        if self._hooks is not None:
            self._hooks.pop(self.handle_id, None)
            _changed(self._hooks)
            self._hooks = None

    @property
    def id(self):
        """The handle's id (MindSpore's Tensor hook handles call it ``id``; see
        ``Tensor.remove_hook``)."""
        return self.handle_id

    def __repr__(self):
        return f"<HookHandle {self.handle_id}>"


def check_hook(fn, what):
    """Raise ``TypeError`` unless ``fn`` is callable (2.10's text, the same for every
    registering API, measured) and not a ``@jit`` function (MindSpore's TypeError naming the
    registering API ``what``: a hook runs eagerly)."""
    if not callable(fn):
        raise TypeError(f"Expected a callable hook function, but got {type(fn).__name__}.")
    if getattr(fn, "__minicell_jit__", False):
        raise TypeError(f"For '{what}': decorating hook function "
                        f"{getattr(fn, '__name__', fn)} with '@jit' is not supported.")


def add_hook(hooks, fn, what, prepend=False, value=None):
    """Register ``fn`` in the ordered dict ``hooks`` (first when ``prepend``); returns its
    handle. ``value`` (default ``fn``) is what is stored: a Cell's forward hooks keep
    ``(fn, with_kwargs)``."""
    check_hook(fn, what)
    handle = HookHandle(hooks)
    hooks[handle.handle_id] = fn if value is None else value
    if prepend:
        hooks.move_to_end(handle.handle_id, last=False)
    _changed(hooks)
    return handle


class TensorHooks(OrderedDict):
    """A Tensor's hooks (``Tensor._hooks``), by handle id. ``watchers``: the compiled graphs
    whose gradients ran them (``watch_hooks``), told of every registration and removal."""

    watchers = None


def _changed(hooks):
    for w in tuple(getattr(hooks, "watchers", None) or ()):
        w.hooks_changed()


def watch_hooks(tensor, watcher):
    """Call ``watcher.hooks_changed()`` whenever a hook of ``tensor`` is registered or removed
    (held weakly): a compiled graph that ran a Parameter's hooks (or found none) is then
    checked again before its next call."""
    if tensor._hooks is None:
        tensor._hooks = TensorHooks()
    if tensor._hooks.watchers is None:
        tensor._hooks.watchers = weakref.WeakSet()
    tensor._hooks.watchers.add(watcher)


# ---- custom tape nodes written over Tensors ------------------------------------------------------
def tensor_backward(fn):
    """A custom tape node's backward (``Tape.custom``) from ``fn(cts) -> grads``, written over
    Tensors: ``cts`` holds one cotangent Tensor (or None) per node output, the result one
    gradient Tensor (or None) per parent. The plain reverse walk calls it through arrays; a
    recorded walk (a gradient of a gradient, ``Tape.backward_recorded``) calls ``fn`` itself
    with tracked cotangents while the tape records, so hooks and custom bprops are
    differentiated again like any other code."""
    def backward(cts):
        res = fn([None if c is None else _tape.wrap(c) for c in cts])
        return [None if r is None else r.data_array() for r in res]
    backward.on_tensors = fn
    backward.__name__ = fn.__name__
    return backward


def fit_tensor(g, like):
    """A gradient given by user code (Tensor, number, array; None stays None) fitted to the
    Tensor ``like`` (``grad_contract.fit_cotangent``). A tracked Tensor stays tracked: the fit
    is recorded when a tape records, so a recorded walk differentiates through it."""
    if g is None:
        return None
    T = _tape._tensor_type()
    like_arr = like.data_array()
    if isinstance(g, T) and g.shape == like.shape and g.dtype == like.dtype:
        return g
    out = _tape.wrap(_tape.as_array(g, like_arr))
    tp = _tape.state.tape
    ref = tp.ref(g) if tp is not None else None
    if ref is not None:
        _tape.record_pure(tp, lambda a: (_tape.as_array(a, like_arr),), [g.data_array()], [ref],
                          [out])
    return out


def zeros_for(values, idx, cts):
    """The cotangent Tensors for ``values[i]``, ``i`` in ``idx``: ``cts``, zeros where none
    arrived."""
    return [c if c is not None else _tape.wrap(_tape.zeros_like(values[i].data_array()))
            for i, c in zip(idx, cts)]


# ---- Tensor.register_hook ------------------------------------------------------------------------
def tensor_register_hook(tensor, hook):
    """``Tensor.register_hook(hook)``: ``hook(grad)`` sees the gradient of this Tensor
    and may return a replacement. Returns a handle with ``remove()``. In PYNATIVE_MODE it runs
    wherever the Tensor's gradient is complete; in GRAPH_MODE and ``@jit`` (as MindSpore 2.x)
    for the Tensors and Parameters a gradient differentiates (after a top-level gradient, as
    Python; compiled into a gradient taken inside a graph: ``compiler.grad``), and compiled in
    when registered inside the graph (``state.tracer.tensor_hook``, one per Tensor there). A
    Parameter with ``requires_grad=False`` has no gradient to hook: MindSpore's RuntimeError."""
    if getattr(tensor, "requires_grad", True) is False:
        raise RuntimeError("The tensor requires grad is false, which can not register tensor "
                           "hook")
    if tensor._hooks is None:
        tensor._hooks = TensorHooks()
    handle = add_hook(tensor._hooks, hook, "Tensor.register_hook")
    key = handle.handle_id
    try:
        _tape.state.tracer.tensor_hook(tensor, hook)
    except BaseException:
        handle.remove()          # refused (in a graph): the Tensor keeps the hooks it had
        raise
    _TENSOR_OF_HOOK[key] = weakref.ref(tensor, lambda _: _TENSOR_OF_HOOK.pop(key, None))
    return handle


_TENSOR_OF_HOOK = {}   # handle id -> the Tensor holding that hook (weakly), for remove_hook


def remove_tensor_hook(handle_id):
    """``Tensor.remove_hook(handle_id)`` (also ``t.remove_hook(handle_id)`` on any Tensor, as in
    MindSpore): unregister the ``register_hook`` hook whose handle has that ``id``; an unknown
    or already removed id does nothing."""
    if not isinstance(handle_id, int):
        raise TypeError(f"argument 1 must be int, not {type(handle_id).__name__}")
    ref = _TENSOR_OF_HOOK.pop(handle_id, None)
    tensor = ref() if ref is not None else None
    if tensor is not None and tensor._hooks and tensor._hooks.pop(handle_id, None) is not None:
        _changed(tensor._hooks)


def hook_fns(tensor):
    """The hook functions registered on ``tensor`` now, as a tuple (compared by compiled
    graphs that ran them)."""
    return tuple(tensor._hooks.values()) if tensor._hooks else ()


def tensor_hooks(tensor):
    """``Tensor.hooks()``: the hook functions registered on this Tensor, in order (removed
    ones are gone)."""
    return list(tensor._hooks.values()) if tensor._hooks else []


def eager_tensor_hook(tensor):
    """The PYNATIVE part of ``register_hook``: while a tape records, an intermediate result is
    put behind a node that runs its hooks, so later consumers see the hooked gradient. (A
    gradient's inputs and weights run theirs on their final gradients: see minicell.autodiff.)"""
    tape = _tape.state.tape
    r = tape.ref(tensor) if tape is not None else None
    if r is not None and r[0].parents is not None and \
            getattr(r[0].backward, "hook_owner", None) is not tensor:
        hooks = tensor._hooks

        def tensor_hook(cts):
            return [run_tensor_hooks(hooks, cts[0])]
        backward = tensor_backward(tensor_hook)
        backward.hook_owner = tensor
        tape.custom([r], backward, [tensor])


def hooked_grads(targets, grads):
    """Each gradient of ``grads`` through the Tensor hooks of its target (``targets``, the
    differentiated inputs or weights); under an outer PYNATIVE gradient the hooks' ops are
    recorded, so they are differentiated again."""
    return tuple(run_tensor_hooks(t._hooks, g) if getattr(t, "_hooks", None) else g
                 for t, g in zip(targets, grads))


def run_tensor_hooks(hooks, ct):
    """Pass the cotangent Tensor ``ct`` through a Tensor's hooks in order; a hook that returns
    a value replaces it."""
    if ct is None or not hooks:
        return ct
    for fn in tuple(hooks.values()):
        new = fn(ct)
        if new is not None:
            ct = fit_tensor(new, ct)
    return ct


# ---- ops.HookBackward ------------------------------------------------------------------------------
def hook_backward_call(fn, args):
    """Identity on ``args``; on the tape, a node whose backward calls ``fn(grads_tuple)`` with
    the gradient of every Tensor input (zeros where none arrives), as MindSpore does, once any
    input is being differentiated."""
    T = _tape._tensor_type()
    outs = tuple(T._from_array(a.data_array()) if isinstance(a, T) else a for a in args)
    tape = _tape.state.tape
    if tape is not None:
        refs = [tape.ref(a) for a in args]
        if any(r is not None for r in refs):
            idx = [i for i, a in enumerate(args) if isinstance(a, T)]

            def hook_backward(cts):
                grads = tuple(zeros_for(outs, idx, cts))
                new = fn(grads)
                if new is None:
                    return list(grads)
                if isinstance(new, T) and len(grads) == 1:      # as MindSpore accepts
                    new = (new,)
                if not isinstance(new, tuple) or len(new) != len(grads):
                    raise TypeError(f"For 'HookBackward', the hook function must return None or "
                                    f"a tuple of {len(grads)} gradient(s), but got "
                                    f"{type(new).__name__}"
                                    + (f" of length {len(new)}" if isinstance(new, tuple) else ""))
                return [fit_tensor(n, g) for n, g in zip(new, grads)]
            tape.custom([refs[i] for i in idx], tensor_backward(hook_backward),
                        [outs[i] for i in idx])
    return outs[0] if len(outs) == 1 else outs
