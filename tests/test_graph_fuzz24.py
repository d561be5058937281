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
# in two fusions (fixed: test_graph_fuzz24_regressions). What is left: parameters 5e-4 apart
# after the third step (rtol 1e-4), not triaged.
# seed 39: one head-bias value after a step, 3.3e-4 vs -6.8e-5 after a non-affine BatchNorm2d
# (a cancellation, not triaged)
OPEN = {23: "parameters 5e-4 apart after three steps (not triaged)",
        39: "near-zero head bias after a non-affine BatchNorm2d (not triaged)"}


@pytest.mark.slow
@pytest.mark.parametrize("seed", [
    pytest.param(s, marks=pytest.mark.xfail(reason=OPEN[s])) if s in OPEN else s
    for s in range(600) if s not in FAST])
def test_fuzz24_long(seed, tmp_path):
    check(seed, tmp_path)
