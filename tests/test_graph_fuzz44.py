"""Forty-fourth random-program differential fuzzer: in-place writes (``add_``/``mul_``/
``copy_``/``masked_fill_``/``index_put_``, slice and mask setitem) on locals, list elements,
Parameters and an argument, alone and inside tensor ``if``/``for``/``while``; tuples, lists
and dicts through control flow; nested Cells with Parameters and a custom ``bprop``; an
``ms.jit`` function and method calling Cells; ``mutable`` inputs; integer and bool Tensors with
Python numbers; float16/float32 mixed reductions (``fuzz_programs44``). Each program's results,
the caller's written argument, gradients and Parameters must agree between GRAPH_MODE and
PYNATIVE_MODE; an error must be of the same type in both.

Triage (/tmp/s61/fuzz44: run.py runs seeds in one process, one.py one program, bis.py keeps
some of its statements): seeds 0-599 agree. Fixed (tests/test_s61_fuzz44_fixes.py): two names of
one Tensor carried by a tensor ``while`` and rebound apart in its body (``a = h`` before it,
``a = h * 1`` in it) read each other's value in the graph (seeds 136, 180). Float16 paths
differ by float16 rounding (XLA fuses float16 ops in float32): such programs compare their
float32 results at 2e-3 (seeds 228, 286, 350, 376, 399, 490, 509). Kept out, as 2.10's own
modes differ (measured): ``t.max(1)`` (PYNATIVE (values, indices), GRAPH values), in-place
writes to an argument inside a tensor ``while`` (its graph gives them back to no caller, its
PYNATIVE copy_/assign do; its CPU ``add_`` writes nothing), an ``outs`` tuple growing in a tensor
``if`` branch or a loop body (its graph's join error).
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs44 import generate

_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 1e-4}
# a float32 result of a program that rounds through float16 on the way: XLA's CPU fusions of a
# graph compute float16 ops in float32 and round at the fusion's end, where each eager op
# rounds its own result (seeds 228 and 286: gradients 1e-3 apart, relative)
_TOL_HALF = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-3}


def check(seed, folder):
    src = generate(seed)
    tol = _TOL_HALF if "float16" in src.split("class Net(")[1] else _TOL
    check_calls(src, f"fuzz44_prog_{seed}", folder,
                lambda tag, dtype: tol.get(np.dtype(dtype), 1e-4))


def test_fuzz44_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz44_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [0, 1, 2]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz44_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz44_long(seed, tmp_path):
    check(seed, tmp_path)
