"""Which inputs of a pure JAX function its outputs are computed from.

The tape's recorded walk (a gradient of a gradient, ``tape.backward_recorded``) makes each vjp
a node whose parents are the op's inputs; a vjp reads only some of them (Mul's is ``ct * y``,
not ``x``), and ``jax.vjp`` gives a zero cotangent for the others. That zero would reach their
nodes, where a custom ``bprop`` turns a zero ``dout`` into what it adds (measured on 2.10, both
modes: the gradient of the gradient of ``(twice(x) * 0.5).sum()`` with ``twice``'s bprop
``dout * 2 * x + 0.5`` is 1, not 1.5): such parents are left out.
"""
import jax
from jax._src.interpreters import partial_eval as _pe


def used_inputs(fn, *args):
    """For each array of ``args`` (flattened), whether an output of ``fn(*args)`` is computed
    from it: JAX's dead-code elimination of the function's jaxpr (jitted calls inside
    included)."""
    jaxpr = jax.make_jaxpr(fn)(*args).jaxpr
    return _pe.dce_jaxpr(jaxpr, [True] * len(jaxpr.outvars))[1]


def reaching(fn, primals, parents):
    """``parents`` with None for each primal that no output of ``fn(*primals)`` is computed
    from (``fn`` takes and returns arrays)."""
    return [p if u else None for p, u in zip(parents, used_inputs(fn, *primals))]
