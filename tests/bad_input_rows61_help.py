"""Helpers of the round-61 bad-input rows (``bad_input_rows61_*``): the makers of the cases
measured on 2.10 (/tmp/s78/bad78/run.py's prelude defines the same) and the ``@ms.jit``
functions its graph cases compiled (one per case, from /tmp/s78/bad78/c1.py)."""
import numpy as np

import minicell as ms
from bad_input_rows60_help import B, E, F, I
from minicell import Parameter, Tensor, mint, ops
from minicell.mint.nn import functional as MF

__all__ = ["B", "E", "F", "I", "IX2", "MF", "P", "Parameter", "S", "Tensor", "mint", "ms", "np",
           "ops"]


def P():
    """A Parameter of two float32 ones."""
    return Parameter(F(2), name='p')


def S(v):
    """A 0-d int32 Tensor."""
    return Tensor(v, ms.int32)


def IX2():
    """int32 indices [0, 1]."""
    return Tensor(np.array([0, 1], np.int32))


@ms.jit
def j_g0_none(x):
    return x + None


@ms.jit
def j_rg0_none(x):
    return None + x


@ms.jit
def j_gs0_str(x):
    return x + "a"


@ms.jit
def j_g1_none(x):
    return x - None


@ms.jit
def j_rg1_none(x):
    return None - x


@ms.jit
def j_gs1_str(x):
    return x - "a"


@ms.jit
def j_g2_none(x):
    return x * None


@ms.jit
def j_rg2_none(x):
    return None * x


@ms.jit
def j_gs2_str(x):
    return x * "a"


@ms.jit
def j_g3_none(x):
    return x / None


@ms.jit
def j_rg3_none(x):
    return None / x


@ms.jit
def j_gs3_str(x):
    return x / "a"


@ms.jit
def j_g4_none(x):
    return x // None


@ms.jit
def j_rg4_none(x):
    return None // x


@ms.jit
def j_gs4_str(x):
    return x // "a"


@ms.jit
def j_g5_none(x):
    return x % None


@ms.jit
def j_rg5_none(x):
    return None % x


@ms.jit
def j_gs5_str(x):
    return x % "a"


@ms.jit
def j_g6_none(x):
    return x ** None


@ms.jit
def j_rg6_none(x):
    return None ** x


@ms.jit
def j_gs6_str(x):
    return x ** "a"


@ms.jit
def j_g7_none(x):
    return x < None


@ms.jit
def j_rg7_none(x):
    return None < x


@ms.jit
def j_gs7_str(x):
    return x < "a"


@ms.jit
def j_g8_none(x):
    return x <= None


@ms.jit
def j_rg8_none(x):
    return None <= x


@ms.jit
def j_gs8_str(x):
    return x <= "a"


@ms.jit
def j_g9_none(x):
    return x > None


@ms.jit
def j_rg9_none(x):
    return None > x


@ms.jit
def j_gs9_str(x):
    return x > "a"


@ms.jit
def j_g10_none(x):
    return x >= None


@ms.jit
def j_rg10_none(x):
    return None >= x


@ms.jit
def j_gs10_str(x):
    return x >= "a"


@ms.jit
def j_g11_none(x):
    return x == None


@ms.jit
def j_rg11_none(x):
    return None == x


@ms.jit
def j_gs11_str(x):
    return x == "a"


@ms.jit
def j_g12_none(x):
    return x != None


@ms.jit
def j_rg12_none(x):
    return None != x


@ms.jit
def j_gs12_str(x):
    return x != "a"


@ms.jit
def j_g13_none(x):
    return x & None


@ms.jit
def j_rg13_none(x):
    return None & x


@ms.jit
def j_gs13_str(x):
    return x & "a"


@ms.jit
def j_g14_none(x):
    return x | None


@ms.jit
def j_rg14_none(x):
    return None | x


@ms.jit
def j_gs14_str(x):
    return x | "a"


@ms.jit
def j_g15_none(x):
    return x ^ None


@ms.jit
def j_rg15_none(x):
    return None ^ x


@ms.jit
def j_gs15_str(x):
    return x ^ "a"


@ms.jit
def j_g16_none(x):
    return x @ None


@ms.jit
def j_rg16_none(x):
    return None @ x


@ms.jit
def j_gs16_str(x):
    return x @ "a"


@ms.jit
def j_gin0_none(x):
    x += None
    return x


@ms.jit
def j_gin1_none(x):
    x -= None
    return x


@ms.jit
def j_gin2_none(x):
    x *= None
    return x


@ms.jit
def j_gin3_none(x):
    x /= None
    return x


@ms.jit
def j_gin4_none(x):
    x //= None
    return x


@ms.jit
def j_gin5_none(x):
    x %= None
    return x


@ms.jit
def j_gin6_none(x):
    x **= None
    return x


@ms.jit
def j_gin7_none(x):
    x &= None
    return x


@ms.jit
def j_gin8_none(x):
    x |= None
    return x


@ms.jit
def j_gin9_none(x):
    x ^= None
    return x


@ms.jit
def j_gin10_none(x):
    x @= None
    return x
