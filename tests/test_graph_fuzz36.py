"""Thirty-sixth random-program differential fuzzer: Tensor methods, ``ops.*`` and ``mint.*``
functions called with keyword arguments and unusual-but-valid argument forms (both of 2.10's
Tensor-method reduction signatures, negative axes, axis tuples, ``None``, ``()``,
``keepdims``, ``dtype=``, size-1 axes; orderings with ``largest``/``descending``; shape methods
with negative and tuple arguments; ``clamp`` with ``None`` or Tensor bounds, ``isclose``,
``lerp``, ``addcmul``/``addcdiv`` with ``value=``, ``where`` with scalar branches, rounding
modes, ``nan_to_num``) over float32/float16/int32/int8/uint8/bool Tensors, and losses
(``ops.cross_entropy``/``nll_loss``/``binary_cross_entropy``/``kl_div``/... with every
``reduction``, weights, ``ignore_index``, label smoothing, and their ``nn.*Loss`` Cells) and
activation Cells with keywords, must give the same results in GRAPH_MODE and PYNATIVE_MODE,
gradients included. See ``fuzz_programs36``.

Triage against MindSpore 2.10 (CPU; each statement alone in both modes): see
``fuzz_programs36``'s docstring. A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs36 import _BODY, generate


def TOL(tag, dtype):
    """Float32 throughout (float16 for ``f16``'s results): XLA's fma contraction through the
    matmul, ``tanh`` and the reductions, and their gradients."""
    return 2e-3 if dtype == np.float16 else 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz36_prog_{seed}", tmp_path, TOL, 2e-5)


def test_fuzz36_programs_are_python():
    # every statement fits the template (no compile: a program costs seconds, so every seed is
    # heavy or slow): the sources parse, and are deterministic
    for seed in range(8):
        src = generate(seed)
        compile(src, f"fuzz36_prog_{seed}", "exec")
        assert src == generate(seed)
    assert len(_BODY) == len(set(_BODY))


# seed 1: nan_to_num of inf and NaN, cross-entropy with soft targets and class weights,
# multilabel soft-margin and Gaussian NLL losses, float16/uint8/bool reductions with dtype=,
# median with keepdims, both prod signatures; seed 2: reductions over size-1 axes, clamp/clip
# with None and Tensor bounds, logsumexp and norm with keepdim, NLLLoss/BCEWithLogitsLoss Cells,
# cross-entropy with label smoothing and ignore_index. Several seconds each (graphs and their
# gradients compiled): heavy, as every seed
FAST = [1, 2]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz36_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz36_long(seed, tmp_path):
    check(seed, tmp_path)
