"""Fifty-seventh random-program differential fuzzer: Cell containers (``CellList``,
``SequentialCell``, ``CellDict``) indexed and iterated in construct, Primitive classes, Tensors
made in construct, int8/uint8/int16 promotion and floor division of negatives, ``where``/gather/
scatter, sorting and scans, ``MultitypeFuncGraph``/``HyperMap``, strings and ``None`` in
results, a jitted method, and gradients over nested Cells' Parameters with frozen ones among
them (``fuzz_programs57``). Every call's result, the gradients and every Parameter must agree
between GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs57 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz57_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz57_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz57_prog_{seed}", "exec")
        assert src == generate(seed)


# seed 17: int8 x float16 promotion, float floor division and modulo by negatives, a Tensor-index
# read, None in outs, CellDict lookups, eye in construct, a frozen Parameter assigned from
# outside and a jitted value_and_grad over the jitted method's and a CellList block's
# Parameters; seed 37: Map, cumprod through zeros, a CellDict walked by a list of keys,
# Cast Primitives, nested tuples with a string, floor_div/floor_mod of negatives,
# GradOperation and grads of a CellDict's Parameters. Seconds each (graphs and their gradients
# compiled): heavy, as every seed
FAST = [17, 37]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz57_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(300) if s not in FAST + SKIP])
def test_fuzz57_long(seed, tmp_path):
    check(seed, tmp_path)
