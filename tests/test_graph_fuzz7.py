"""Seventh random-program differential fuzzer: Tensor-method breadth, Python builtins and
sequences, shapes and dtypes as values with promotion, float16/bfloat16/complex64 programs,
data-dependent shapes and control flow on shape-derived values must give the same results in
GRAPH_MODE and PYNATIVE_MODE: every output (values, dtypes, shapes, Tensor or Python number)
and gradient the program's ``main()`` snaps. See ``fuzz_programs7``. A fast default runs in
CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs7 import generate



def _array_tol(low):
    """float32 values computed in a low-precision program keep its rounding."""
    return lambda tag, dtype: 3e-2 if tag == "BFloat16" or low else 1e-2 if dtype == np.float16 \
        else 1e-4


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz7_prog_{seed}", tmp_path, _array_tol(seed % 6 == 3), 1e-5)


FAST = [0, 1, 2, 5]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz7_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz7_long(seed, tmp_path):
    check(seed, tmp_path)
