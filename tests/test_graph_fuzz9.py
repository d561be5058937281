"""Ninth random-program differential fuzzer: ``fuzz_programs3``'s dtype/shape programs with a
tensor ``if`` in a ``for`` over a range accumulating a tensor and a Python int, reductions with
``keep_dims`` over several axes, 0-d tensors broadcast, negative integer floor division and
modulo, ``clip``/``where`` with Python scalars, and assignment through negative-step slices (see
``fuzz_programs9``) must give the same results in GRAPH_MODE and PYNATIVE_MODE, compared as
``test_graph_fuzz3`` compares (outputs, Parameters, gradients). A fast default runs in CI;
``-m slow`` runs many more."""
import pytest

from fuzz_programs9 import generate
from test_graph_fuzz3 import check as check3


def check(seed, tmp_path):
    check3(seed, tmp_path, generate, "fuzz9")


# cheap seeds: negative-step slice assignment, where/0-d tensors/negative floor division
# (24); a tensor `if` in a `for` over a range counting a Python int (8)
FAST = [24, 8]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz9_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz9_long(seed, tmp_path):
    check(seed, tmp_path)


def test_concat_operands_share_a_dtype():
    """``ops.concat`` of an int32 and an int64 value is 2.10's RuntimeError in PYNATIVE_MODE
    (Concat takes one dtype, measured), so the generator casts the second operand as a user
    would (seed 2173 drew ``self.q + 0`` beside ``y.astype(ms.int64)``); no other seed's program
    of families 3 and 9 in 0-2299 changes but family 3's 1709."""
    line = [s for s in generate(2173).splitlines() if "ops.concat" in s]
    assert line == ["        v5 = ops.concat(((self.q + 0), v1.astype((self.q + 0).dtype)), 0)"]


@pytest.mark.heavy
def test_fuzz9_seed_2173(tmp_path):
    check(2173, tmp_path)
