"""The (seed, seed2) pair of MindSpore's random Primitives (moved out of ``primitive``, which
keeps the Primitive machinery under 500 lines)."""
from .. import _checkparam as _validator
from ..runtime.seed import InstanceSeed


def prim_seed(seed, seed2, prim=None, check=None):
    """MindSpore's (seed, seed2) pair of a random Primitive -> one op-level seed; both 0 means
    'not set' (None). Every seeded Primitive uses this one formula. ``check`` is 2.10's
    constructor check of the pair for Primitive ``prim``: ``"non_negative"`` (ints >= 0: a float
    or bool is a TypeError, a negative int a ValueError; StandardNormal, UniformReal, Gamma, ...)
    or ``"int"`` (only the type; RandomPoisson, TruncatedNormal, ...).

    >>> prim_seed(0, 0) is None, prim_seed(1, 2)
    (True, 1000005)
    """
    for name, v in (("seed", seed), ("seed2", seed2)) if check else ():
        if check == "non_negative":
            _validator.check_non_negative_int(v, name, prim)
        else:
            _validator.check_value_type(name, v, [int], prim)
    if seed == 0 and seed2 == 0:
        return None
    return InstanceSeed((seed * 1000003 + seed2) % (2 ** 31))
