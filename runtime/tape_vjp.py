"""One op node's vjp on the PYNATIVE tape (``runtime/tape.py``'s walk and the recorded walk of
``runtime/tape_higher.py`` both take it from here)."""
import jax.numpy as jnp

from .int_vjp import int_vjp_kernel, passes_ints
from .saved_hooks import saved_arrays
from .xla_options import traced


_INEXACT = {}


def _inexact(dtype):
    """Cached ``jnp.issubdtype(dtype, jnp.inexact)`` (it is slow for a per-node test)."""
    r = _INEXACT.get(dtype)
    if r is None:
        r = _INEXACT[dtype] = bool(jnp.issubdtype(dtype, jnp.inexact))
    return r


# Ops whose vjp the backward walk takes with respect to the tracked inputs only. Each input
# cotangent of these is its own linear map of the output cotangent (no shared subexpression), so
# leaving one out does not change how the others are computed: the results stay bit-identical.
# (For ops such as batch_norm it would: XLA fuses the shared reductions differently, and the
# gradients move by an ulp.) What it saves: the input-gradient convolution of a first layer,
# whose input is data.
_SPLIT_VJP = frozenset({"conv", "conv_transpose", "dense", "matmul"})


def _op_vjp(node, g):
    op, arrays = node.op, saved_arrays(node)
    if passes_ints(op):
        floated = _ints_tracked(node, arrays)
        if floated is not None:
            return int_vjp_kernel(op, node.attrs, floated, traced())(arrays, g, node.out.dtype)
    wanted = None
    if op.name in _SPLIT_VJP:
        for p in node.parents:
            if p is None:
                wanted = tuple(p is not None for p in node.parents)
                break
    return _op_vjp_arrays(op, node.attrs, arrays, node.out, g, wanted)


def _ints_tracked(node, arrays):
    """For a node whose result, or a tracked input, is an integer (bool): which inputs are
    tracked integers (the gradient passes through them as MindSpore's, ``runtime/int_vjp.py``);
    None for a node of floats only, or one that cannot pass a gradient (an integer of floats
    made by anything but a cast: argmax, a comparison)."""
    floated = tuple(p is not None and not _inexact(a.dtype)
                    for p, a in zip(node.parents, arrays))
    if True in floated:
        return floated
    if _inexact(node.out.dtype) or node.op.name != "cast":
        return None
    return floated


def _op_vjp_arrays(op, attrs, arrays, out, g, wanted=None):
    """Input cotangents of one op node (None for an input that carries no gradient or is not
    ``wanted``)."""
    if not op.multiple_results:
        if not _inexact(out.dtype):
            return ()                      # an integer/bool result carries no gradient
        if g.dtype != out.dtype:
            g = g.astype(out.dtype)
        return op.vjp_kernel(attrs, wanted, traced())(arrays, g)
    # outputs that got no cotangent (None) or carry none (integer) get zeros in the kernel
    cts = tuple(None if c is None or not _inexact(o.dtype) else
                c if c.dtype == o.dtype else c.astype(o.dtype) for o, c in zip(out, g))
    return op.vjp_kernel(attrs, wanted, traced())(arrays, cts)
