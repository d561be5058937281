"""Tenth random-program differential fuzzer: ``fuzz_programs8``'s network of nested Cells with
``while`` loops on tensor conditions using ``continue``/``break``, nested functions and closures
defined in construct, lists and tuples built in loops then stacked, Parameter updates
(``assign``/``assign_add``/``assign_sub``) inside tensor branches and loops, dtype casts
mid-graph, functional ops with keyword arguments, and ``ms.grad``/``value_and_grad`` of
control-flow functions with several outputs (``grad_position``, ``has_aux``, ``weights``) must give
the same results in GRAPH_MODE and PYNATIVE_MODE: every output, gradient and Parameter the
program's ``main()`` snaps. See ``fuzz_programs10``. A fast default runs in CI; ``-m slow`` runs
many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs10 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz10_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 1e-4, 1e-5)


# a cheap seed: assign_sub/assign in tensor `if` branches, a nested function with a tensor `if`
# and two returns, a tensor `while` writing a Parameter with a `break`, read back (10)
FAST = [10]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz10_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz10_long(seed, tmp_path):
    check(seed, tmp_path)
