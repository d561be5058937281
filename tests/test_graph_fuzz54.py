"""Fifty-fourth random-program differential fuzzer: ``while``/``for`` loops with
``break``/``continue`` under tensor conditions, ``assign``/``assign_add``/``assign_sub`` of
Parameters mixed with reads, integer ``//``/``%`` (and their ops) of negative values, size-0 and
size-1 broadcasting, ``ops.Partial``/``ops.partial`` and closures, Cell attributes set before the
first call and Parameters written between calls, aux outputs holding ``None`` and dicts, second
derivatives through ``gelu``/``BCEWithLogits``, and calls drawn from the op registry's table
(``fuzz_programs54``). Every call's result, the gradients and every Parameter must agree between
GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs54 import generate

_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-4, np.dtype(np.float64): 2e-4}


def array_tol(tag, dtype):
    return _TOL.get(np.dtype(dtype), 2e-4)


def check(seed, folder):
    check_calls(generate(seed), f"fuzz54_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz54_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz54_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [2, 5]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz54_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz54_long(seed, tmp_path):
    check(seed, tmp_path)
