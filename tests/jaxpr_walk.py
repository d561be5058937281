"""``nested_jits``: the jit equations a traced function keeps nested (not inlined), for tests
that pin a kernel's trace to one flat program (first calls pay for every nested jit)."""
import jax

from minicell.runtime import x64


def nested_jits(fn, *args):
    """Names of the nested (not inlined) jit equations in ``fn``'s jaxpr, at any depth."""
    names = []

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            if eqn.primitive.name in ("jit", "pjit"):
                names.append(eqn.params["name"])
            for v in eqn.params.values():
                for sub in v if isinstance(v, tuple) else (v,):
                    sub = getattr(sub, "jaxpr", sub)
                    if hasattr(sub, "eqns"):
                        walk(sub)
    with x64.scope():
        walk(jax.make_jaxpr(fn)(*args).jaxpr)
    return names
