"""Which inputs of a pure JAX function its outputs are computed from.

The tape's recorded walk (a gradient of a gradient, ``tape.backward_recorded``) makes each vjp
a node whose parents are the op's inputs; a vjp reads only some of them (Mul's is ``ct * y``,
not ``x``), and ``jax.vjp`` gives a zero cotangent for the others. That zero would reach their
nodes, where a custom ``bprop`` turns a zero ``dout`` into what it adds (measured on 2.10, both
modes: the gradient of the gradient of ``(twice(x) * 0.5).sum()`` with ``twice``'s bprop
``dout * 2 * x + 0.5`` is 1, not 1.5): such parents are left out.
"""
import jax

_CALLS = ("pjit", "jit")        # a jitted call: its inner jaxpr says which arguments it reads


def reaching(fn, primals, parents):
    """``parents`` with None for each primal that no output of ``fn(*primals)`` is computed
    from (``fn`` takes and returns arrays)."""
    jaxpr = jax.make_jaxpr(fn)(*primals).jaxpr
    used = _used_inputs(jaxpr, [True] * len(jaxpr.outvars))
    return [p if u else None for p, u in zip(parents, used)]


def _used_inputs(jaxpr, used_outs):
    live = {id(v) for v, u in zip(jaxpr.outvars, used_outs) if u}
    for eqn in reversed(jaxpr.eqns):
        outs = [id(v) in live for v in eqn.outvars]
        if not any(outs):
            continue
        inner = eqn.params.get("jaxpr") if eqn.primitive.name in _CALLS else None
        if inner is not None:
            used = _used_inputs(getattr(inner, "jaxpr", inner), outs)
            live.update(id(v) for v, u in zip(eqn.invars, used) if u)
        else:
            live.update(id(v) for v in eqn.invars)
    return [id(v) in live for v in jaxpr.invars]
