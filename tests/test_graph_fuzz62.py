"""Sixty-second random-program differential fuzzer: ``while`` loops on Tensor conditions with
``break``/``continue``, nested Cells called in loops, ``ops.depend`` and ``stop_gradient``,
``dict`` construction and methods, ``enumerate``/``zip`` over tuples of Tensors, in-place Tensor
methods on locals, ``where``/``select`` with broadcasting, dtype promotion chains, reductions
with ``keep_dims`` and negative axes, ``Tensor.shape`` arithmetic, ``ms.mutable`` arguments and
scalar flows, ``GradOperation(get_all=True, get_by_list=True)`` over a ``ParameterTuple``
(``fuzz_programs62``). Every call's result, the gradients and every Parameter must agree between
GRAPH_MODE and PYNATIVE_MODE; an error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs62 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz62_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz62_programs_are_python():
    for seed in range(20):
        src = generate(seed)
        compile(src, f"fuzz62_prog_{seed}", "exec")
        assert src == generate(seed)


# seed 0: ``where`` broadcasting a (4, 1) condition, CellList items called in a ``for``, a
# ``while True`` with a Tensor ``break``, an ``ms.mutable`` int added to a Tensor, ``enumerate``
# of ``zip`` over Tensors and a Python tuple, ``tuple_to_array``, ``grad`` over a ParameterTuple;
# seed 1: a Tensor ``while`` whose condition is recomputed, a CellList zipped with scales,
# ``ReduceSum(keep_dims=True)`` on axis -1, a shape-derived reshape, ``dict.values()``,
# ``value_and_grad`` with weights. Tens of seconds each (graphs and gradients compiled): heavy
FAST = [0, 1]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz62_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(300) if s not in FAST + SKIP])
def test_fuzz62_long(seed, tmp_path):
    check(seed, tmp_path)
