"""Fifty-second random-program differential fuzzer: Cells holding Cells (``CellList``,
``CellDict``, ``SequentialCell``) trained by optimizers inside a train step (``value_and_grad``
with ``has_aux`` in a Cell, ``TrainOneStepCell``), control flow whose arms read and write
Parameters, mixed dtypes, and calls drawn from the op registry's table (``fuzz_programs52``).
Every call's result, the loss and aux of each step, the gradients and every Parameter of the
network and the optimizer must agree between GRAPH_MODE and PYNATIVE_MODE; an error must be of
the same type in both.
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs52 import generate

_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-4, np.dtype(np.float64): 2e-4}


def array_tol(tag, dtype):
    return _TOL.get(np.dtype(dtype), 2e-4)


def check(seed, folder):
    check_calls(generate(seed), f"fuzz52_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz52_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz52_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [0, 1]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz52_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz52_long(seed, tmp_path):
    check(seed, tmp_path)
