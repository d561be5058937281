"""Sixtieth random-program differential fuzzer: ``while`` loops with ``break``/``continue`` on
Tensor conditions carrying lists and tuples, ``for`` over ``zip``/``enumerate`` of a CellList and
of Tensor rows, a ``return`` inside a loop, functions and closures defined in construct, list and
dict mutation, Parameter writes inside Tensor branches with gradients after, ``ops.depend``, an
``@ms.jit`` method called from construct, masked ``__setitem__`` in loops, int and bool
arithmetic edge cases and ``ops.stop_gradient`` in loops (``fuzz_programs60``). Every call's
result, the gradients and every Parameter must agree between GRAPH_MODE and PYNATIVE_MODE; an
error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs60 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz60_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz60_programs_are_python():
    for seed in range(20):
        src = generate(seed)
        compile(src, f"fuzz60_prog_{seed}", "exec")
        assert src == generate(seed)


# seed 0: enumerate over the CellList under a Tensor ``if``, starred unpacking, ``ops.assign``
# inside a Tensor ``if`` in a loop then ``stop_gradient``, ``GradOperation(get_all=True)``;
# seed 1: functions defined in construct (nested, closing over a local and a Parameter, passed
# ``ops.sin``), the ``@ms.jit`` method, a gradient over every Parameter. Seconds each (graphs
# and their gradients compiled): heavy
FAST = [0, 1]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz60_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(300) if s not in FAST + SKIP])
def test_fuzz60_long(seed, tmp_path):
    check(seed, tmp_path)
