"""Fifty-fifth random-program differential fuzzer: ``ops.Partial``/``ops.partial`` of Cells and
keyword partials, shared sub-Cells in nested Cells, ``ops.stop_gradient`` in the middle of chains,
int/bool Tensor arithmetic and comparisons chained with float ones, scalar reads in construct,
slices with negative steps and ``None``, non-Parameter Tensor attributes, ``grad``/
``value_and_grad`` with ``has_aux``/``weights``/``grad_position`` tuples, and calls drawn from the
op registry's table (``fuzz_programs55``). Every call's result, the gradients and every
Parameter must agree between GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in
both.
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs55 import generate

_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-4, np.dtype(np.float64): 2e-4}


def array_tol(tag, dtype):
    return _TOL.get(np.dtype(dtype), 2e-4)


def check(seed, folder):
    check_calls(generate(seed), f"fuzz55_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz55_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz55_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [143, 160]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz55_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz55_long(seed, tmp_path):
    check(seed, tmp_path)
