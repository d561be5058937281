"""Thirty-fifth random-program differential fuzzer: the Python around tensors in a construct with
keyword-only arguments (``construct(self, x, y, n, k=2, *, scale=0.5, flag=False)``, called with
the defaults and with ``k=3, scale=0.25, flag=True``): a sub-Cell shared by a ``CellList``, a
``SequentialCell`` and an attribute (iterated, sliced, zipped), ``while`` loops on Tensor
conditions with ``break``/``continue``, starred unpacking, ``zip(*pairs)``, ``dict(zip(...))``,
tuple slices, ``in``, Python scalar arithmetic on shapes and keyword arguments (floor division
and modulo by negatives), the same on int32/float32 Tensors, ``ops.cast`` chains across
int8/uint8/float16/bfloat16/bool, reductions over ``()``, ``ops.where`` with scalar branches,
bool-mask reads reduced whole (``h[m].sum()``: compiled, ``compiler.mask_reduce``),
``isinstance``, keyword-only helper arguments, ``*args``/``**kw`` nested functions, ``raise``
with f-strings on paths not taken and ``print`` must give the same results in GRAPH_MODE and
PYNATIVE_MODE. See ``fuzz_programs35``.

Triage against MindSpore 2.10 (CPU; each of the 39 statements alone in GRAPH_MODE and
PYNATIVE_MODE, /tmp/fuzz35/ref_each.py and mc_each.py): minicell's two modes agree on every
statement and give 2.10's PYNATIVE_MODE values, dtypes and gradients (reductions over ``()``
reduce every axis, ``ops.where`` with Python scalar branches, uint8/int8 wrap-around, negative
floor division and modulo of Tensors and Python numbers), and 2.10's GRAPH_MODE ones except
where 2.10's GRAPH_MODE departs from its own PYNATIVE_MODE (the statements stay; minicell
gives PYNATIVE_MODE's):

- a Tensor-indexed write in a tensor ``while`` (``acc[t] = ...; t -= 1``): "Parameters
  size:1out of range" there; a tensor ``while`` reading ``h[r]`` with ``continue``: "Graph
  cycle exists"; a ``raise`` under a tensor ``if`` not taken: "Parameters size:1out of range";
- ``dict(zip(names, tensors))``: the gradient through the dict's values is zero there;
  ``zip(*pairs)`` of (Tensor, int) pairs: the gradient is five times PYNATIVE_MODE's;
- ``k ** -1`` of a Python int: ``0`` (an int) there, Python's ``0.5`` in PYNATIVE_MODE.

2.10 at fault in both modes (the statement stays; minicell follows numpy): the sum or mean of an
empty bool-mask read (``(h * y)[m].mean()`` where no entry holds) is stale or uninitialised
memory (measured: inf in PYNATIVE_MODE, -inf in GRAPH_MODE for the mean, 1.36e17 or the
previous call's value for a sum); minicell gives 0 and NaN in both modes.

Left out of the generator (measured):

- ``while tensor_cond and j < 5`` with a Python counter ``j``: 2.10's GRAPH_MODE refuses it
  ("Type Join Failed: dtype1 = Bool, dtype2 = Any"), minicell's GRAPH_MODE too (its JoinError,
  a TypeError with 2.10's first line); PYNATIVE_MODE runs it. The generator breaks on ``j``
  inside the loop instead;
- ``bf > 0`` on a bfloat16 Tensor: 2.10 has no CPU Greater kernel for BFloat16 (TypeError in
  both modes); minicell compares (bad-input catalogue work, not a GRAPH/PYNATIVE split).

No minicell GRAPH/PYNATIVE disagreement was found, statements alone or in the seed sweep
(/tmp/fuzz35/sweep.py, one process).
"""
import pytest

from fuzz_compare import check_program
from fuzz_programs35 import _BODY, generate


def TOL(tag, dtype):
    """Float32 throughout: XLA's fma contraction through the matmuls and ``tanh``, and a mask
    read summed in another order in the graph (``compiler.mask_reduce``)."""
    return 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz35_prog_{seed}", tmp_path, TOL, 2e-5)


def test_fuzz35_programs_are_python():
    # every statement fits the template (no compile: a program costs seconds, so every seed is
    # heavy or slow): the sources parse, and are deterministic
    for seed in range(8):
        src = generate(seed)
        compile(src, f"fuzz35_prog_{seed}", "exec")
        assert src == generate(seed)
    assert len(_BODY) == len(set(_BODY))


# seed 0: print, a float16 mask, negative floor division of Tensors, shape arithmetic with a
# keyword-only float; seed 4: an f-string raise not taken, a sliced CellList sharing a Cell,
# Python scalar arithmetic, compiled mask reads reduced whole, uint8 wrap-around; several seconds
# each (graphs and their gradients compiled): heavy, as every seed
FAST = [0, 4]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz35_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz35_long(seed, tmp_path):
    check(seed, tmp_path)
