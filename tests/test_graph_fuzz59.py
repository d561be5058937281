"""Fifty-ninth random-program differential fuzzer: dtype promotion across int8/uint8/int16/int64/
float16/bfloat16/bool with Python scalars, reductions with ``keep_dims`` and negative axes,
``where``/``masked_fill``/``select`` with broadcasting, slices with negative steps, ``None``,
``Ellipsis`` and Tensor indices (also written into a Parameter), ``sort``/``topk``/``argsort``/
``cumsum``/``cumprod`` with ties, ``mint`` functional ops and Cell containers iterated in
construct, with ``grad_position`` tuples, ``GradOperation`` and a jitted gradient
(``fuzz_programs59``). Every call's result, the gradients and every Parameter must agree between
GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs59 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz59_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz59_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz59_prog_{seed}", "exec")
        assert src == generate(seed)


# seed 201: uint8 bit ops with a bool, mint ops, the SequentialCell, a strided write into
# ``self.buf``, masked_fill, an Ellipsis read, sort with ties, ``ms.grad`` over an input and the
# Parameters; seed 166: mint.sort ties, float16 with int8, argsort, a strided write into
# ``self.buf``, a keep_dims mint.sum, mint.narrow/where and a jitted gradient with
# ``grad_position=(1, 0)``. Seconds each (graphs and their gradients compiled): heavy
FAST = [201, 166]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz59_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(300) if s not in FAST + SKIP])
def test_fuzz59_long(seed, tmp_path):
    check(seed, tmp_path)
