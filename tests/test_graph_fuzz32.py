"""Thirty-second random-program differential fuzzer: mixed dtypes (int8/uint8/int16/float16/
bfloat16/float64 with each other and with Python numbers), augmented assignment on subscripts,
names, list and dict elements in loops and branches, Parameters written by ``ops.assign``/
``scatter_update``/Tensor-indexed writes in loops, gradients (``value_and_grad`` with
``has_aux`` and position tuples, ``weights``) of functions with control flow inside construct,
``stop_gradient`` in branches, Cells calling other Cells' methods, ``jit`` functions, and
reductions of 0-d/1-d Tensors with ``keep_dims`` and negative axes must give the same results
in GRAPH_MODE and PYNATIVE_MODE. See ``fuzz_programs32``.

Triage against MindSpore 2.10 (CPU; each statement alone in GRAPH_MODE and PYNATIVE_MODE,
/tmp/fuzz32/ref_each.py and mc_each.py): minicell's GRAPH_MODE gives 2.10's PYNATIVE_MODE
values, dtypes, Parameters and gradients for every statement, and 2.10's GRAPH_MODE ones except
where 2.10's two modes disagree:

- ``v = u; u += 1.0``: 2.10's GRAPH_MODE makes ``+=`` on a Tensor an in-place add, so ``v``
  changes too; its PYNATIVE_MODE (and minicell's two modes) rebinds ``u`` and leaves ``v``;
- ``d['a'] += d['b']`` on a dict of Tensors: 2.10's GRAPH_MODE gradient with respect to the
  input is not its PYNATIVE_MODE's (minicell's two modes give PYNATIVE_MODE's, which is the
  derivative of the values both return);

and where 2.10's GRAPH_MODE fails: a tensor ``while``/Python ``for`` writing a Parameter
(``scatter_update``, ``self.tab[k] = ...``) in a construct whose ``outs`` stays ``()`` is its
internal "Parameters size:1out of range" RuntimeError (fuzz30 saw it too; with one item in
``outs`` it runs and agrees with minicell), and ``h = self.blk.scale(h) +
self.other.use(self.blk, h)`` is its "The object is not callable" ValueError, though the same
calls in the other order, or through a local (``a = self.blk.scale(h)``), run and agree with
minicell (measured, /tmp/fuzz32/progs/each32_4[0-5].py).

Sweep (/tmp/fuzz32/sweep.py, one process): seeds 0-259 all pass.
"""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs32 import generate


def TOL(tag, dtype):
    """Float32 throughout but float16/bfloat16 results (one rounding of a half-precision
    product or sum) and XLA's fma contraction of ``a * b + c`` through a matmul."""
    return 2e-2 if str(dtype) in ("float16", "bfloat16") else 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz32_prog_{seed}", tmp_path, TOL, 2e-5)


# seed 0: float64 and uint8/int8 promotion, list elements *= in a loop, 1-d reductions; several
# seconds (a graph and its gradient compiled): heavy, as every seed
FAST = [0]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz32_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz32_long(seed, tmp_path):
    check(seed, tmp_path)

