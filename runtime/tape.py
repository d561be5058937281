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
import numpy as np

from .dispatch import state
from .registry import NONDIFF

_FLOAT0 = jax.dtypes.float0
_Tensor = None


def _tensor_type():
    global _Tensor
    if _Tensor is None:
        from minicell.common.tensor import Tensor
        _Tensor = Tensor
    return _Tensor


class Node:
    """One tape entry (see the module docstring for the three kinds)."""

    __slots__ = ("tape", "op", "attrs", "arrays", "out", "parents", "backward", "n_out",
                 "tensor", "__weakref__")

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
        if isinstance(x, _Tensor):
            r = x._tape_node
            if r is not None and r[0].tape is self:
                return r
        return None

    def record(self, op, attrs, inputs, arrays, result):
        """Called by ``dispatch`` after each eager op while this tape is installed."""
        parents = None
        T = _Tensor
        for i, x in enumerate(inputs):
            if isinstance(x, T):
                r = x._tape_node
                if r is not None and r[0].tape is self:
                    if parents is None:
                        parents = [None] * len(inputs)
                    parents[i] = r
        if parents is None or NONDIFF in op.props:
            return
        n = len(parents)
        for i in op.nondiff_argnums:       # variadic ops list more positions than they get
            if i < n:
                parents[i] = None
        multiple = op.multiple_results
        out = tuple(t._data for t in result) if multiple else result._data
        node = Node(self, op, attrs, arrays, out, parents, n_out=len(out) if multiple else 1)
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

    def release(self):
        """Drop the recorded arrays (after backward) so outputs kept by the user hold no memory."""
        for n in self.nodes:
            n.arrays = n.out = None
        self.nodes = []


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


_INEXACT = {}


def _inexact(dtype):
    """Cached ``jnp.issubdtype(dtype, jnp.inexact)`` (it is slow for a per-node test)."""
    r = _INEXACT.get(dtype)
    if r is None:
        r = _INEXACT[dtype] = bool(jnp.issubdtype(dtype, jnp.inexact))
    return r


def _op_vjp(node, g):
    out = node.out
    if not node.op.multiple_results:
        if not _inexact(out.dtype):
            return ()                      # an integer/bool result carries no gradient
        if g.dtype != out.dtype:
            g = g.astype(out.dtype)
        return node.op.vjp_kernel(node.attrs)(node.arrays, out, g)
    cts = []
    for o, c in zip(out, g):
        if not _inexact(o.dtype):
            cts.append(np.zeros(o.shape, _FLOAT0))
        elif c is None:
            cts.append(jnp.zeros(o.shape, o.dtype))
        else:
            cts.append(c if c.dtype == o.dtype else c.astype(o.dtype))
    return node.op.vjp_kernel(node.attrs)(node.arrays, out, tuple(cts))


def as_array(x, like):
    """A cotangent supplied by user code (Tensor, number, array) as an array shaped like
    ``like`` (broadcast-summed when it was broadcast, cast to its dtype)."""
    if x is None:
        return None
    if isinstance(x, _tensor_type()):
        x = x.data_array()
    x = jnp.asarray(x)
    shape = tuple(like.shape)
    if x.shape != shape:
        if x.size == int(np.prod(shape, dtype=np.int64)) and x.ndim != len(shape):
            x = x.reshape(shape)
        else:
            x = _sum_to(x, shape)
    if x.dtype != like.dtype and jnp.issubdtype(like.dtype, jnp.inexact):
        x = x.astype(like.dtype)
    return x


def _sum_to(x, shape):
    extra = x.ndim - len(shape)
    if extra > 0:
        x = x.sum(axis=tuple(range(extra)))
    axes = tuple(i for i, (a, b) in enumerate(zip(x.shape, shape)) if b == 1 and a != 1)
    if axes:
        x = x.sum(axis=axes, keepdims=True)
    return jnp.broadcast_to(x, shape)


def zeros_like(arr):
    return jnp.zeros(jnp.shape(arr), jnp.result_type(arr))


def wrap(arr):
    """An array as an untracked Tensor (what hooks and bprops receive)."""
    return _tensor_type()._from_array(arr)
