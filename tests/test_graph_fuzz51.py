"""Fifty-first random-program differential fuzzer: the breadth of the op surface under
differentiation (``fuzz_programs51``): chains of calls drawn from every ``ops.*``/``mint.*``
function and Tensor method minicell shares with 2.10, in-place Tensor methods and item writes
on locals, views, int/bool operands promoted with float ones, under ``ms.grad``/
``ms.value_and_grad``/``GradOperation`` with ``grad_position`` tuples, ``weights`` and
``has_aux``. Every call's result (dtype and values), the loss, the gradients and the Parameters
must agree between GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs51 import generate

# float64 results come from float32 inputs (``float_power``), so they carry float32 noise
_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-4, np.dtype(np.float64): 2e-4}


def array_tol(tag, dtype):
    return _TOL.get(np.dtype(dtype), 2e-4)


def check(seed, folder):
    check_calls(generate(seed), f"fuzz51_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz51_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz51_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [0, 1]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz51_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz51_long(seed, tmp_path):
    check(seed, tmp_path)
