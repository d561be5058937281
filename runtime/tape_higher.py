"""The PYNATIVE tape's recorded walk: a gradient taken *inside* a recording (``grad`` of a
function that calls ``grad``) builds its cotangents as tracked Tensors, each vjp a node whose own
backward is ``jax.vjp`` of that vjp (``Tape.backward_recorded``), so any order works."""
import jax
import jax.numpy as jnp
import numpy as np

from .dispatch import tensor_type as _tensor_type
from .int_vjp import float_for, passes_ints, standin_vjp
from .reaching import reaching
from .registry import eager_wording
from .saved_hooks import saved_arrays
from .tape_vjp import _inexact, _ints_tracked, _op_vjp_arrays

_FLOAT0 = jax.dtypes.float0


def _accumulate_tensor(grads, ref, ct):
    if ct is None or ct._data.dtype == _FLOAT0:
        return
    node, k = ref
    if k is None:
        old = grads.get(node)
        grads[node] = ct if old is None else old + ct      # dispatched: recorded on the tape
    else:
        slot = grads.get(node)
        if slot is None:
            slot = grads[node] = [None] * node.n_out
        slot[k] = ct if slot[k] is None else slot[k] + ct


def _fn_node(tape, fn, primals, parents):
    """Run the pure JAX ``fn(*primals) -> tuple`` and, when a parent is tracked, record it as a
    node (backward: ``jax.vjp(fn)``). Returns one Tensor per output (None: no gradient)."""
    T = _tensor_type()
    try:
        outs = tuple(fn(*primals))
    except RuntimeError as e:                 # a third derivative: the vjp of a vjp
        _reword(e)
        raise
    keep = [i for i, o in enumerate(outs) if o is not None and _inexact(o.dtype)]
    result = [None] * len(outs)
    tensors = [T._from_array(outs[i]) for i in keep]
    for i, t in zip(keep, tensors):
        result[i] = t
    if not tensors or all(p is None for p in parents):
        return result

    def backward(cts):
        try:
            return jax.vjp(fn, *primals)[1](_full_cts(outs, keep, cts))
        except RuntimeError as e:
            _reword(e)
            raise
    node = tape.custom(reaching(fn, primals, parents), backward, tensors)
    node.fn = (fn, tuple(primals), outs, keep)
    return result


def _reword(err):
    """Raise ``err`` in PYNATIVE_MODE's wording when it is a ``no_bprop_error`` (JAX raised it
    while differentiating an op's vjp). A compiled call's node (``record_pure``) keeps the
    graph's: 2.10's fails there too, with a kernel-select error of its ``fake_bprop``."""
    eager = eager_wording(err)
    if eager is not None:
        raise eager from None


def record_pure(tape, fn, primals, parents, outputs):
    """Record ``outputs`` (Tensors holding ``fn(*primals)``, a pure JAX function returning a
    tuple) as one node over ``parents``: its backward is ``jax.vjp(fn)``, and a recorded walk
    (a gradient of a gradient) differentiates it again. Used for compiled calls in PYNATIVE."""
    outs = tuple(t.data_array() for t in outputs)
    keep = [i for i, o in enumerate(outs) if _inexact(o.dtype)]
    if not keep or all(p is None for p in parents):
        return

    def backward(cts):
        return jax.vjp(fn, *primals)[1](_full_cts(outs, keep, cts))
    node = tape.custom(parents, backward, [outputs[i] for i in keep])
    node.fn = (fn, tuple(primals), outs, keep)


def _full_cts(outs, keep, cts):
    """Cotangents for every output of a ``_fn_node`` function (zeros where none arrived)."""
    given = dict(zip(keep, cts))
    full = []
    for i, o in enumerate(outs):
        c = given.get(i)
        if o is None:
            full.append(None)
        elif c is not None:
            full.append(c if c.dtype == o.dtype else c.astype(o.dtype))
        elif _inexact(o.dtype):
            full.append(jnp.zeros(o.shape, o.dtype))
        else:
            full.append(np.zeros(o.shape, _FLOAT0))
    return tuple(full)


def _op_vjp_recorded(tape, node, g):
    op, attrs = node.op, node.attrs
    if passes_ints(op):
        floated = _ints_tracked(node, saved_arrays(node))
        if floated is not None:
            return _int_vjp_recorded(tape, node, g, floated)
    multiple = op.multiple_results
    outs = list(node.out) if multiple else [node.out]
    gs = list(g) if multiple else [g]
    if not multiple and not _inexact(node.out.dtype):
        return ()
    present = [k for k, c in enumerate(gs) if c is not None]
    arrays = saved_arrays(node)
    n_in, n_o = len(arrays), len(outs)
    wanted = tuple(p is not None for p in node.parents)     # (reaching: no more read)

    def vjp(*a):
        out = a[n_in:n_in + n_o]
        cts = [None] * n_o
        for k, c in zip(present, a[n_in + n_o:]):
            cts[k] = c
        return tuple(_op_vjp_arrays(op, attrs, a[:n_in], tuple(out) if multiple else out[0],
                                    cts if multiple else cts[0], wanted))
    out_refs = [(node, k if multiple else None) if _inexact(o.dtype) else None
                for k, o in enumerate(outs)]
    primals = list(arrays) + outs + [gs[k]._data for k in present]
    parents = list(node.parents) + out_refs + [tape.ref(gs[k]) for k in present]
    return _fn_node(tape, vjp, primals, parents)


def _int_vjp_recorded(tape, node, g, floated):
    """``_op_vjp_recorded`` of a node through integers (``_ints_tracked``): its integers and
    their cotangents are float stand-ins (``int_vjp.standin_vjp``), so that the outer gradient
    reaches them as MindSpore's does."""
    op, attrs, arrays = node.op, node.attrs, saved_arrays(node)
    # a Python number among the inputs (``v * -0.5``) has its JAX dtype
    dtypes = tuple(a.dtype if hasattr(a, "dtype") else jnp.result_type(a) for a in arrays)
    n, out_dtype = len(arrays), node.out.dtype

    def vjp(*a):
        return tuple(standin_vjp(op, attrs, a[:n], dtypes, out_dtype, a[n], floated))
    primals = [a.astype(float_for(a.dtype)) if f else a for a, f in zip(arrays, floated)]
    return _fn_node(tape, vjp, primals + [g._data], list(node.parents) + [tape.ref(g)])


def _fn_vjp_recorded(tape, node, g):
    fn, primals, outs, keep = node.fn
    gs = [g] if node.n_out == 1 else list(g)
    present = [j for j, c in enumerate(gs) if c is not None]
    n_p = len(primals)

    def vjp(*a):
        cts = [None] * len(keep)
        for j, c in zip(present, a[n_p:]):
            cts[j] = c
        return tuple(jax.vjp(fn, *a[:n_p])[1](_full_cts(outs, keep, cts)))
    return _fn_node(tape, vjp, list(primals) + [gs[j]._data for j in present],
                    list(node.parents) + [tape.ref(gs[j]) for j in present])
