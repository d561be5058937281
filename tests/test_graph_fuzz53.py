"""Fifty-third random-program differential fuzzer: train steps with an ``@ms.jit`` method and a
learning-rate argument (``ms.mutable``, Tensor, float), ``nn.TrainOneStepWithLossScaleCell``, the
optimizer called or its learning rate written inside control flow, nested ``ms.grad`` with
``grad_position``/``weights``/``has_aux``, Tensor slice assignment inside loops,
``depend``/``stop_gradient`` placement, int/bool/float16 mixing and calls drawn from the op
registry's table (``fuzz_programs53``). Every call's result, the loss and aux of each step, the
gradients and every Parameter of the network and the optimizer must agree between GRAPH_MODE and
PYNATIVE_MODE; an error must be of the same type in both.
"""
import numpy as np
import pytest

from fuzz_compare import check_calls
from fuzz_programs53 import generate

_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-4, np.dtype(np.float64): 2e-4}


def array_tol(tag, dtype):
    return _TOL.get(np.dtype(dtype), 2e-4)


def check(seed, folder):
    check_calls(generate(seed), f"fuzz53_prog_{seed}", folder, array_tol, 1e-5)


def test_fuzz53_programs_are_python():
    for seed in range(30):
        src = generate(seed)
        compile(src, f"fuzz53_prog_{seed}", "exec")
        assert src == generate(seed)


FAST = [0, 1]
SKIP = []


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz53_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(250) if s not in FAST + SKIP])
def test_fuzz53_long(seed, tmp_path):
    check(seed, tmp_path)
