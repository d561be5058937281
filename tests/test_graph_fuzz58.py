"""Fifty-eighth random-program differential fuzzer: the Python structure around a construct
(``while`` loops carrying tuples and counters, ``for``/``range`` with Tensor ``break``/
``continue``, sub-Cells' methods and a shared sub-Cell, functions closing over Parameters,
``*rest`` and keyword-only arguments with defaults, ``isinstance``/``len``/``shape`` in
conditions, ``stop_gradient`` in branches, ``depend`` and ``assign`` ordering, int64/bool
arithmetic, nested returns holding ``None``) with ``has_aux`` gradients, ``grad_position``/
``weights`` tuples and ``@ms.jit`` functions calling the Cell (``fuzz_programs58``). Every
call's result, the gradients and every Parameter must agree between GRAPH_MODE and
PYNATIVE_MODE; an error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs58 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz58_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz58_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz58_prog_{seed}", "exec")
        assert src == generate(seed)


# seed 22: a Tensor ``while`` with an int32 counter, ``self.aux``/``self.peer`` methods, ``*rest``,
# assign/depend on ``acc``, int64 arithmetic, a function closing over a Parameter, ``None`` in
# the return and a jitted function calling the Cell with a keyword; seed 205: the shared
# ``Aux``'s methods, ``stop_gradient`` in a Tensor branch, assign_add read before and after,
# int64, a ``has_aux`` gradient. Seconds each (graphs and their gradients compiled): heavy
FAST = [22, 205]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz58_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(300) if s not in FAST + SKIP])
def test_fuzz58_long(seed, tmp_path):
    check(seed, tmp_path)
