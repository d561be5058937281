"""Twenty-fourth random-program differential fuzzer: the layer configuration space with gradients
(Conv1d/2d/3d and their transposes over pad modes, padding tuples, strides, dilations and groups;
max/avg/adaptive pooling 1d-3d with ceil_mode and count_include_pad; BatchNorm/GroupNorm/
LayerNorm configurations; PixelShuffle, Upsample, Flatten/Unflatten, padding layers) trained a
few steps by ``nn.Momentum`` or by an optimizer Cell built as MindSpore's are (``HyperMap``/
``Map`` over a ``MultitypeFuncGraph`` with ``Partial``, ``ParameterTuple.clone`` moments,
``ops.depend``) must give the same results in GRAPH_MODE and PYNATIVE_MODE. See
``fuzz_programs24``. A fast default runs in CI; ``-m slow`` runs many more."""
import pytest

from fuzz_compare import check_program
from fuzz_programs24 import generate


def TOL(tag, dtype):
    """Float32 throughout: XLA's fma contraction of ``a * b + c`` (single ulps) carried through
    normalizations and three training steps."""
    return 1e-4


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz24_prog_{seed}", tmp_path, TOL, 1e-4)


# seed 5: Conv1dTranspose with groups, BatchNorm1d without affine, an @ms.jit step around a
# HyperMap optimizer over Partial(MultitypeFuncGraph); seed 7: Conv2d with a per-side padding
# tuple, stride and dilation tuples, a valid AvgPool2d, a plain step with momentum buffers
FAST = [5, 7]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz24_fast(seed, tmp_path):
    check(seed, tmp_path)


# seed 23: GRAPH_MODE's gradients through BatchNorm2d(affine) in training and
# AdaptiveMaxPool2d((1, 5)) were far from PYNATIVE_MODE's (l2's bias gradient 26.2 vs 0.060;
# 2.10 gives PYNATIVE's in both modes): the pool's max derivative compared values XLA computed
# in two fusions (fixed: test_graph_fuzz24_regressions). What is left is float32 noise in a
# cancellation, accepted (fuzz25, measured): l2's bias gradient is the channel sum of the
# gradient at l2's output, terms of absolute sum 28.8 summing to 0.0605 (500:1), so float32
# gives it to 7e-3 relative in minicell (float64 reference) and 1e-3 in 2.10 (its oneDNN
# BatchNormGrad leaves a 3x smaller channel-sum residue); the modes are 4e-6 apart in the first
# gradient, 3.7e-4 by the third step (rtol 1e-4). 2.10's own PYNATIVE_MODE moving statistics
# are 0.07 from its GRAPH_MODE's (recompute updates BatchNorm twice); minicell gives GRAPH's.
# seed 39: l1 (Conv2dTranspose) has a bias before a non-affine BatchNorm2d in training, whose
# gradient is 0 mathematically: every run gives rounding residue (2.10, both modes:
# [2.4e-6, 1.3e-4, 0]; minicell PYNATIVE [-7.7e-7, -6.8e-5, -3.6e-5], GRAPH [5.1e-6, 3.3e-4,
# -6.3e-6]), beyond atol 1e-4. Accepted (measured, fuzz25)
OPEN = {23: "float32 noise of a 500:1 cancellation (l2's bias gradient) grows to 3.7e-4 over "
            "three steps; accepted (2.10 is 1e-3 from float64 there)",
        39: "a bias gradient that is 0 mathematically (before a non-affine training BatchNorm): "
            "rounding residue up to 3.3e-4 in every run, 2.10 too; accepted"}


@pytest.mark.slow
@pytest.mark.parametrize("seed", [
    pytest.param(s, marks=pytest.mark.xfail(reason=OPEN[s])) if s in OPEN else s
    for s in range(600) if s not in FAST])
def test_fuzz24_long(seed, tmp_path):
    check(seed, tmp_path)
