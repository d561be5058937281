"""Twelfth random-program differential fuzzer: ``fuzz_programs8``'s network of nested Cells whose
construct branches with ``if``/``elif``/``else`` on tensor conditions, loops (tensor ``while``
with ``break``/``continue``, ``for`` over ``range`` and over a tuple of Cells, nested loops),
returns early from inside a branch, calls module-level functions with default and keyword
arguments and nested functions closing over ``self``, takes ``ops.grad``/``ops.value_and_grad``
inside construct (positions, ``has_aux``) and updates Parameters in place (``ops.assign``,
``ops.assign_add``) before reading them, must give the same results in GRAPH_MODE and
PYNATIVE_MODE: every output, gradient and Parameter the program's ``main()`` snaps. See
``fuzz_programs12``. A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs12 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz12_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 1e-4, 1e-5)


# cheap seeds: an early return in an `elif` on a tensor condition, a tensor `while` with
# `break` and `continue`, ops.assign_add's result used, a helper assigning to the Parameter it is
# given, set_data between calls (7); ops.grad of a module-level function over two positions inside
# construct, if/elif/else on tensor conditions, a break out of a SequentialCell loop, value_and_grad
# over every Parameter (14)
FAST = [7, 14]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz12_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz12_long(seed, tmp_path):
    check(seed, tmp_path)
