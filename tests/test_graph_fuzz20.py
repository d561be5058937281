"""Twentieth random-program differential fuzzer: the Python language around tensors inside
construct (strings formatted and tested at compile time, ``print``, ``assert``, ``raise`` under
tensor and static conditions, default/keyword/``*args``/``**kwargs`` calls between Cells and
functions, closures, ``ms.mutable`` numbers and tuples, Python-counted ``while`` loops breaking
on tensors, ``stop_gradient`` in a branch, ``vmap`` of a nested function) and the autodiff
surface around it (``grad_position=None``, tuple inputs, ``has_aux``, ``vjp``/``jvp``, ``vmap``
with nested axes) must give the same results in GRAPH_MODE and PYNATIVE_MODE. See
``fuzz_programs20``. A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs20 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz20_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 2e-4, 2e-4)


# a seed (~4 s loaded) whose tensor `if` raises on three calls (the message is compared), with
# `ms.mutable` numbers and a mutable tuple to an `@ms.jit` function, `value_and_grad`, vjp, jvp
FAST = [22]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz20_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz20_long(seed, tmp_path):
    check(seed, tmp_path)
