"""Sixty-first random-program differential fuzzer: nested ``if`` in ``for`` over shape-derived
ranges, tuple unpacking from ops returning tuples, ``isinstance``/``len``/``type`` checks,
string and None constants through branches, ``*args`` and defaulted/keyword arguments (of
construct too), conditional list comprehensions, negative-step/Ellipsis/None slicing, integer
Parameters, augmented assignment to subscripts and attributes in loops, chained comparisons,
``grad`` with ``has_aux`` and ``GradOperation(sens_param=True)`` (``fuzz_programs61``). Every
call's result, the gradients and every Parameter must agree between GRAPH_MODE and
PYNATIVE_MODE; an error must be of the same type in both.
"""
import pytest

from fuzz_compare import check_calls, half_precision_tol as array_tol
from fuzz_programs61 import generate


def check(seed, folder):
    check_calls(generate(seed), f"fuzz61_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz61_programs_are_python():
    for seed in range(20):
        src = generate(seed)
        compile(src, f"fuzz61_prog_{seed}", "exec")
        assert src == generate(seed)


# seed 0: a chained Tensor comparison, Ellipsis/negative-step slices (gradient included), ``sum``
# of a list, construct's ``mode``/``s`` arguments, starred unpacking of ``ops.split``, a string
# constant returned, ``GradOperation(sens_param=True)`` and ``grad(has_aux=True)``; seed 1:
# ``self.buf +=`` in a loop, ``isinstance`` filter, None constants, ``ops.unique`` (run op by op
# in GRAPH_MODE), a conditional comprehension, a chained ``len`` comparison. Seconds each
# (graphs and their gradients compiled): heavy
FAST = [0, 1]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz61_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(300) if s not in FAST + SKIP])
def test_fuzz61_long(seed, tmp_path):
    check(seed, tmp_path)
