"""Fifteenth random-program differential fuzzer: several steps of training as users write it
(``TrainOneStepCell``, loss-scale cells with an overflowing step, ``amp.build_train_network`` at
O0-O3 with loss-scale managers, ``auto_mixed_precision``/``to_float``, hand-written steps around
``ms.value_and_grad``/``GradOperation`` with gradient clipping) over every optimizer, group
parameters and learning-rate schedule must give the same results in GRAPH_MODE and
PYNATIVE_MODE: each step's output and every Parameter of the step Cell (weights, optimizer,
learning-rate and loss-scale state) after each step. See ``fuzz_programs15``. A fast default runs
in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs15 import generate


def check(seed, tmp_path):
    # four optimizer steps compound the float32 rounding differences of fused XLA kernels;
    # float16 networks (O1-O3, to_float) round their activations and gradients (O1's float16
    # ops too: seed 31's AdaMax step, 2.10's two modes 4e-4 apart, minicell within 1e-8 of each,
    # measured)
    src = generate(seed)
    low = any(k in src for k in ("float16", "'O1'", "'O2'", "'O3'"))
    tol = 3e-3 if low else 2e-4
    check_program(src, f"fuzz15_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else tol, tol)


# a cheap seed: TrainOneStepWithLossScaleCell (fixed scale) over SGD with weight decay and a
# PolynomialDecayLR, gradients overflowing at the third step
FAST = [13]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz15_fast(seed, tmp_path):
    check(seed, tmp_path)


# MindSpore 2.10's own GRAPH_MODE and PYNATIVE_MODE differ here, and minicell's as they do
# (measured: each of minicell's modes within one float32 ulp of 2.10's same mode): Rprop's sign
# test flips on a float16 (O3) gradient rounded one way in a graph and the other op by op, so one
# bias of seed 481 stays 0.0 in GRAPH where it moves to -0.00826 in PYNATIVE
TWO_10_MODES_DIFFER = {481}


@pytest.mark.slow
@pytest.mark.parametrize("seed", [
    pytest.param(s, marks=pytest.mark.xfail(strict=True, reason="2.10's two modes differ"))
    if s in TWO_10_MODES_DIFFER else s for s in range(600) if s not in FAST])
def test_fuzz15_long(seed, tmp_path):
    check(seed, tmp_path)
