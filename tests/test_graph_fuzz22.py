"""Twenty-second random-program differential fuzzer: the structure of networks (``CellList``
iterated and indexed, also by a Tensor in an ``@ms.jit`` method, ``SequentialCell``,
``CellDict``, a shared sub-Cell, Parameters in a list and a ``ParameterTuple``, keyword and
default arguments, ``@ms.jit`` functions and methods, BatchNorm and Dropout in train and eval,
``mindspore.numpy``, recursion, a tensor ``while`` calling a sub-Cell) with ``ms.grad`` /
``value_and_grad`` over ``trainable_params()``, a nested ``grad``, ``set_seed`` repeats and a few
``TrainOneStepCell`` steps of SGD/Momentum/Adam (weight decay, parameter groups) must give the
same results in GRAPH_MODE and PYNATIVE_MODE. See ``fuzz_programs22``. A fast default runs in
CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs22 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz22_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 2e-4, 2e-4)


# seed 4: an `@ms.jit` method picking a CellList Cell by a Tensor (a constant one inside the
# gradient's graph: the switch_layer fix of test_graph_fuzz22_regressions), Adam with parameter
# groups; seed 8: a Python-counted while over the CellList, CellDict, ParameterTuple,
# SequentialCell by index with keywords, an `@ms.jit` method, SGD with weight decay
FAST = [4, 8]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz22_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz22_long(seed, tmp_path):
    check(seed, tmp_path)
