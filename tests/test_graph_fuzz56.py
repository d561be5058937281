"""Fifty-sixth random-program differential fuzzer: loops with ``break``/``continue``/``else``
over ranges, tuples and Tensor rows, Parameters written in construct by nested Cells, ``depend``,
a custom bprop, unpacking and comprehensions, Python scalars with int/bool/float16/float64
Tensors, method chains, masks, casts, and gradients with ``has_aux``/``weights``/
``grad_position`` combinations, ``GradOperation``, second derivatives and a jitted gradient
(``fuzz_programs56``). Every call's result, the gradients and every Parameter must agree between
GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs56 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz56_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz56_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz56_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [11, 158]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz56_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz56_long(seed, tmp_path):
    check(seed, tmp_path)
