"""The PYNATIVE_MODE autodiff tape: records, an iterative reverse walk, accumulation.

While a tape records (``dispatch.state.tape``), ``dispatch`` calls ``tape.record`` after each op.
An op is recorded only when one of its inputs is *tracked*: a Tensor whose ``_tape_node`` is a
``(node, k)`` reference into this tape (``k`` is the output index of a multi-output node, else
``None``). Untracked ops therefore cost one isinstance test per input.

There are three kinds of node, all the same class:

- op nodes: ``op``, frozen ``attrs``, the input arrays and the output; their backward is the
  op's cached jitted vjp from the registry;
- leaves: what gradients are taken with respect to (inputs, Parameters); never walked, their
  accumulated cotangent is the result;
- custom nodes: ``backward(cts) -> input cotangents``; a Cell's custom ``bprop``, the capture
  boundary of a Cell backward hook, ``HookBackward`` and ``Tensor.register_hook`` are all custom
  nodes, so the walk has no special cases.

>>> import minicell as ms
>>> ms.grad(lambda x: x * x)(ms.Tensor([3.0]))
Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
"""
import jax
import jax.numpy as jnp

from .dispatch import state, tensor_type as _tensor_type
from .grad_contract import fit_cotangent
from .registry import NONDIFF, no_bprop_error
from .saved_hooks import pack as _pack_saved, stack as _saved_hooks
from .tape_higher import _accumulate_tensor, _fn_vjp_recorded, _op_vjp_recorded
from .tape_higher import record_pure  # noqa: F401 (hooks, compiler.graph_grads import it here)
from .tape_vjp import _op_vjp

_FLOAT0 = jax.dtypes.float0


class Node:
    """One tape entry (see the module docstring for the three kinds)."""

    __slots__ = ("tape", "op", "attrs", "arrays", "out", "parents", "backward", "n_out",
                 "tensor", "fn", "__weakref__")

    def __init__(self, tape, op, attrs, arrays, out, parents, backward=None, n_out=1):
        self.tape = tape
        self.op = op
        self.attrs = attrs
        self.arrays = arrays
        self.out = out
        self.parents = parents
        self.backward = backward
        self.n_out = n_out
        self.tensor = None          # leaves: the Tensor whose gradient this is (for its hooks)
        self.fn = None              # nodes made by a recorded walk: (fn, primals, outs, keep)

    def __repr__(self):
        kind = self.op.name if self.op is not None else (
            "leaf" if self.parents is None else getattr(self.backward, "__name__", "custom"))
        return f"<tape node {kind}>"


class Tape:
    """A recording of eager ops. ``with tape:`` installs it as ``dispatch.state.tape``."""

    __slots__ = ("nodes", "_saved")

    def __init__(self):
        self.nodes = []
        self._saved = None
        _tensor_type()

    def __enter__(self):
        self._saved = state.tape
        state.tape = self
        return self

    def __exit__(self, *exc):
        state.tape = self._saved
        self._saved = None

    # ---- recording ---------------------------------------------------------------------------
    def ref(self, x):
        """``(node, k)`` when ``x`` is a Tensor tracked by this tape, else None."""
        if isinstance(x, _tensor_type()):
            r = x._tape_node
            if r is not None and r[0].tape is self:
                return r
        return None

    def record(self, op, attrs, inputs, arrays, result):
        """Called by ``dispatch`` after each eager op while this tape is installed."""
        parents = None
        T = _tensor_type()
        for i, x in enumerate(inputs):
            if isinstance(x, T):
                r = x._tape_node
                if r is not None and r[0].tape is self:
                    if parents is None:
                        parents = [None] * len(inputs)
                    parents[i] = r
        if parents is None:
            return
        if NONDIFF in op.props:
            if op.no_bprop:       # 2.10 records it and fails when the backward walk reaches it
                self.custom(parents, _Refused(op), list(result) if op.multiple_results
                            else [result])
            return
        n = len(parents)
        for i in op.nondiff_argnums:       # variadic ops list more positions than they get
            if i < n:
                parents[i] = None
        multiple = op.multiple_results
        out = tuple(t._data for t in result) if multiple else result._data
        node = Node(self, op, attrs, arrays, out, parents, n_out=len(out) if multiple else 1)
        if _saved_hooks:                   # saved_tensors_hooks: pack what the vjp will read
            _pack_saved(node)
        self.nodes.append(node)
        if multiple:
            for k, t in enumerate(result):
                t._tape_node = (node, k)
        else:
            result._tape_node = (node, None)

    def leaf(self, tensor):
        """Make ``tensor`` a leaf of this tape; returns the leaf node (reused if already one)."""
        r = tensor._tape_node
        if r is not None and r[0].tape is self and r[0].parents is None:
            return r[0]
        node = Node(self, None, (), None, None, None)
        node.tensor = tensor
        tensor._tape_node = (node, None)
        return node

    def custom(self, parents, backward, outputs):
        """Append a custom node over ``parents`` (refs or None); ``outputs`` (Tensors) become
        its tracked outputs. ``backward(cts)`` gets a list of ``n_out`` cotangent arrays (None
        where nothing arrived) and returns one cotangent (array, or None) per parent."""
        node = Node(self, None, (), None, None, tuple(parents), backward, len(outputs))
        self.nodes.append(node)
        if len(outputs) == 1:
            outputs[0]._tape_node = (node, None)
        else:
            for k, t in enumerate(outputs):
                t._tape_node = (node, k)
        return node

    def leaves_read(self, start=0, outputs=()):
        """The Tensors of the leaves that ``nodes[start:]`` take as inputs, then those of
        ``outputs`` (a leaf returned unchanged), in order of first read (MindSpore's PYNATIVE
        ``GradOperation(get_by_list=True)(net)`` weights)."""
        refs = [r for node in self.nodes[start:] for r in node.parents or ()]
        refs += [self.ref(o) for o in outputs]
        seen = {}
        for r in refs:
            if r is not None and r[0].tensor is not None and r[0].parents is None:
                seen.setdefault(id(r[0].tensor), r[0].tensor)
        return list(seen.values())

    # ---- the reverse walk --------------------------------------------------------------------
    def backward(self, roots):
        """Walk the tape backwards from ``roots`` (``[(ref, cotangent array), ...]``).

        Returns ``{leaf_node: cotangent}`` for every leaf reached.
        """
        grads = {}
        for ref, ct in roots:
            _accumulate(grads, ref, ct)
        saved, state.tape = state.tape, None     # hooks and bprops run untracked
        try:
            for node in reversed(self.nodes):
                g = grads.pop(node, None)
                if g is None:
                    continue
                if node.op is not None:
                    in_cts = _op_vjp(node, g)
                elif node.n_out == 1:
                    in_cts = node.backward([g])
                else:
                    in_cts = node.backward(g)
                for p, c in zip(node.parents, in_cts):
                    if p is not None and c is not None:
                        _accumulate(grads, p, c)
        finally:
            state.tape = saved
        return grads

    def backward_recorded(self, roots, start):
        """The reverse walk of a gradient taken *inside* this tape's recording (``grad`` of a
        function that calls ``grad``): walks ``self.nodes[start:]`` and builds the cotangents as
        Tensors tracked by this tape, so the outer gradient differentiates through them.

        ``roots`` is ``[(ref, cotangent Tensor), ...]``; returns ``{node: Tensor or [Tensor]}``.
        Each vjp becomes a node whose own backward is ``jax.vjp`` of that vjp, so any order works.
        """
        grads = {}
        for ref, ct in roots:
            _accumulate_tensor(grads, ref, ct)
        for node in reversed(self.nodes[start:]):      # a copy: the walk appends nodes
            g = grads.pop(node, None)
            if g is None:
                continue
            if node.op is not None:
                in_cts = _op_vjp_recorded(self, node, g)
            elif node.fn is not None:
                in_cts = _fn_vjp_recorded(self, node, g)
            else:
                # hooks and custom bprops (runtime.hooks.tensor_backward): run over tracked
                # Tensors while this tape records, so they are differentiated in turn
                in_cts = node.backward.on_tensors([g] if node.n_out == 1 else g)
            for p, c in zip(node.parents, in_cts):
                if p is not None and c is not None:
                    _accumulate_tensor(grads, p, c)
        return grads

    def release(self):
        """Drop the recorded arrays (after backward) so outputs kept by the user hold no memory."""
        for n in self.nodes:
            n.arrays = n.out = None
        self.nodes = []


class _Refused:
    """Backward of an op 2.10 defines no bprop for (``Op.no_bprop``): reaching it raises."""

    __slots__ = ("op",)

    def __init__(self, op):
        self.op = op

    def __call__(self, cts):
        raise no_bprop_error(self.op, graph=False)

    on_tensors = __call__


def _accumulate(grads, ref, ct):
    if getattr(ct, "dtype", None) == _FLOAT0:
        return
    node, k = ref
    if k is None:
        old = grads.get(node)
        grads[node] = ct if old is None else old + ct
    else:
        slot = grads.get(node)
        if slot is None:
            slot = grads[node] = [None] * node.n_out
        slot[k] = ct if slot[k] is None else slot[k] + ct


# A cotangent supplied by user code (a hook's or bprop's result, a sensitivity) as an array
# shaped like ``like``: the rule both modes share (``grad_contract.fit_cotangent``).
as_array = fit_cotangent


_SEEDS = {}        # (shape, dtype) -> array, the most recent _SEED_SLOTS
_SEED_SLOTS = 32


def ones_seed(shape, dtype):
    """The all-ones output cotangent a gradient starts from when no ``sens`` is given: one
    cached array per shape and dtype. ``jnp.ones`` is not a cached kernel (``lax.full`` through
    ``apply_primitive``: 250-330 us per call measured here, against 7-10 us for a jitted op), and
    it ran once per training step. Arrays are immutable; one deleted by a buffer donation
    elsewhere is made again; the oldest is dropped past ``_SEED_SLOTS`` shapes (so outputs of
    ever new shapes do not hold memory). Callers must not hand the cached array itself to the
    user."""
    key = (shape, dtype)
    a = _SEEDS.get(key)
    if a is None or a.is_deleted():
        if len(_SEEDS) >= _SEED_SLOTS:
            del _SEEDS[next(iter(_SEEDS))]
        a = _SEEDS[key] = jnp.ones(shape, dtype)
    return a


def zeros_like(arr):
    """A zero cotangent for ``arr`` (what a missing gradient becomes)."""
    return jnp.zeros(jnp.shape(arr), jnp.result_type(arr))


def wrap(arr):
    """An array as an untracked Tensor (what hooks and bprops receive)."""
    return _tensor_type()._from_array(arr)


# ---- recording a gradient's forward ---------------------------------------------------------------
def restore_nodes(saved):
    """Put back each ``(tensor, node)`` of ``saved``: the leaves made for one gradient must not
    outlive it (a later gradient would otherwise start from a stale tape)."""
    for t, old in reversed(saved):
        t._tape_node = old


def run_with_leaves(tape, targets, fn, args, kwargs):
    """``(leaves, fn(*args, **kwargs))`` with ``tape`` recording and each of ``targets`` a leaf
    of it (``leaves`` maps ``id(target)`` to its leaf node); the targets' previous tape nodes
    are put back afterwards.

    >>> import minicell as ms
    >>> x = ms.Tensor([3.0])
    >>> tp = Tape()
    >>> leaves, y = run_with_leaves(tp, [x], lambda t: t * t, (x,), {})
    >>> tp.backward([(y._tape_node, jnp.ones(1))])[leaves[id(x)]]
    Array([6.], dtype=float32)
    """
    saved = [(t, t._tape_node) for t in targets]
    try:
        leaves = {id(t): tape.leaf(t) for t in targets}
        with tape:
            return leaves, fn(*args, **kwargs)
    finally:
        restore_nodes(saved)
