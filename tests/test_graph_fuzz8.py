"""Eighth random-program differential fuzzer: networks of nested Cells sharing sub-Cells and
Parameters, Cell containers iterated with tensor-conditioned breaks, ``for`` over tuples of
tensors with ``break``/``continue``, tensor ``while`` loops, Parameter writes read back in the same
call, ``ops.depend``/``stop_gradient``, int/bool tensors and float16 islands, driven by direct
calls, ``@ms.jit`` functions calling the Cell and ``ms.grad``/``value_and_grad`` (positions,
weights, ``has_aux``, inside ``@ms.jit``), must give the same results in GRAPH_MODE and
PYNATIVE_MODE: every output, gradient and Parameter the program's ``main()`` snaps. See
``fuzz_programs8``. A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs8 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz8_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 1e-4, 1e-5)


# a cheap seed: starred unpacking of a list-returning Cell, `continue` on a tensor condition in
# a loop over a list of tensors, int32 floor division and modulo, a requires_grad change
FAST = [2]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz8_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz8_long(seed, tmp_path):
    check(seed, tmp_path)
