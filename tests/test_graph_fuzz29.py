"""Twenty-ninth random-program differential fuzzer: the Python around the ops inside construct
(nested functions and closures, lambdas, a class attribute, a property and a helper method,
comprehensions with conditions, ``enumerate``/``zip`` over lists and a Tensor's rows,
``isinstance``, ``nn.CellList``/``nn.CellDict`` iterated and indexed, a Tensor default
argument, 0-d Tensors with Python numbers, int64 and float64 inputs, strings and ``print``)
must give the same results in GRAPH_MODE and PYNATIVE_MODE, gradients included. See
``fuzz_programs29``.

Triage (MindSpore 2.10 CPU, each statement alone in both modes, /tmp/fuzz29/each.py): see
``fuzz_programs29``'s docstring. A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs29 import generate


def TOL(tag, dtype):
    """Float32 throughout (float64 for ``d64``'s values): XLA's fma contraction of ``a * b +
    c`` (single ulps) through a matmul, ``tanh`` and a few statements, and their gradients."""
    return 2e-3 if dtype == np.float16 else 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz29_prog_{seed}", tmp_path, TOL, 2e-5)


# seed 3: a helper method with a default, max/min/sum/abs of Python values, a CellDict iterated
# by items(), a closure over h; seed 5: 0-d Tensors with Python numbers, int64 arithmetic, a
# CellList iterated, a lambda. Each takes seconds (two compiles of a graph and its gradient):
# heavy.
FAST = [3, 5]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz29_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz29_long(seed, tmp_path):
    check(seed, tmp_path)
