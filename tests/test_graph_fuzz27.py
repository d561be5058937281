"""Twenty-seventh random-program differential fuzzer: dtypes, axes and shapes (reductions of
int8/int16/uint8/bool/float16/float64 Tensors over negative axes with ``keep_dims``, ``sort``/
``argsort``/``topk``/``cumsum``/``cumprod`` along axes, broadcasting of size-1 dimensions, empty
Tensors through elementwise ops, reductions and ``concat``, ``where``/comparisons/bitwise and
integer ops across dtypes) must give the same results in GRAPH_MODE and PYNATIVE_MODE, gradients
included. See ``fuzz_programs27``. A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs27 import generate


def TOL(tag, dtype):
    """float16 results: a float16 ``a * b + c`` is one fused multiply-add in a graph compiled
    for a CPU with AVX512-FP16 (one rounding, at any XLA optimization level) and two roundings in
    PYNATIVE_MODE's per-op kernels: one float16 ulp (~1e-3 relative)."""
    return 2e-3 if dtype == np.float16 else 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz27_prog_{seed}", tmp_path, TOL, 2e-5)


# seed 12: float16 overflow to inf (inf - inf, comparisons), std/var/logsumexp over negative axes,
# an empty (4, 0) slice through elementwise ops and reductions; seed 50: uint8 reductions with
# keep_dims, the gradient through sorted values and their cumprod, where of int32 and a number.
# Each takes seconds (two compiles of a graph and its gradient): heavy.
FAST = [12, 50]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz27_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz27_long(seed, tmp_path):
    check(seed, tmp_path)
