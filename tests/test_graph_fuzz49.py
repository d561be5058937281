"""Forty-ninth random-program differential fuzzer: ``for`` loops over ``range(N)`` (N up to 40)
and over Tensor rows that GRAPH_MODE compiles as one ``scan`` (Tensor carries, collected lists
and tuples, windows at the loop index, nested loops, loops in sub-Cells, methods and ``@ms.jit``
functions, gradients through them) next to loops that must stay unrolled (Python values changing
per step, ``if``/``break`` on the index, the collected list read in the body, appends under an
``if``) (``fuzz_programs49``). Each program's results, gradients and Parameters must agree
between GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.

Triage (/tmp/s66/fuzz49: gen.py writes seeds, geneach.py each statement alone and in each wrap,
run.py runs them in one process in minicell or 2.10, cmpt.py compares minicell's modes with this
test's tolerance, cmpg.py minicell's modes with 2.10's; hp.py/hp2.py hand probes of loop bodies
with the scan thresholds lowered): seeds 0-249 agree; the 20 statements run alone on 2.10 so
far (T = 40: the 3 error and 17 scan statements) agree with both of its modes. Nothing needed
fixing. Left out of the generator: random ops in a loop
(minicell's modes agree, 2.10's GRAPH and PYNATIVE differ on a second call).
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs49 import generate

_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 1e-4, np.dtype(np.float64): 1e-6}


def array_tol(tag, dtype):
    return _TOL.get(np.dtype(dtype), 1e-4)


def check(seed, folder):
    check_calls(generate(seed), f"fuzz49_prog_{seed}", folder, array_tol)


def test_fuzz49_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz49_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [20, 44]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz49_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz49_long(seed, tmp_path):
    check(seed, tmp_path)
