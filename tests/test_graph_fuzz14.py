"""Fourteenth random-program differential fuzzer: ``fuzz_programs12``'s network of nested Cells
whose construct mixes int8 ... float64 tensors and Python numbers in every binary operator and
``ops`` arithmetic (integer floor division and modulo by negative divisors, true division of
ints, negative integer powers, bitwise ops, comparisons feeding arithmetic, wrapping casts),
updates a Parameter with ``ops.assign``/``assign_add``/``depend`` inside tensor control flow,
breaks and continues nested loops on tensor conditions, reads ``isinstance``/``len``/``type``/
``getattr(self, name)`` and stops the gradient on one branch, must give the same results in
GRAPH_MODE and PYNATIVE_MODE: every output (dtype and value), gradient and Parameter the
program's ``main()`` snaps. See ``fuzz_programs14``. A fast default runs in CI; ``-m slow`` runs
many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs14 import generate


def check(seed, tmp_path):
    low = {np.dtype(np.float16)}
    check_program(generate(seed), f"fuzz14_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype in low or tag == "BFloat16" else 1e-4, 1e-5)


# a cheap seed (~2 s unloaded): an int32 power by a tensor exponent and an int16 minimum after
# a tensor while with continue, a nested function looping over a sub-Cell, a jit call
FAST = [10]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz14_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz14_long(seed, tmp_path):
    check(seed, tmp_path)
