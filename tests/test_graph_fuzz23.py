"""Twenty-third random-program differential fuzzer: mixed precision and the 2.x API as users write
it (``amp.auto_mixed_precision`` O0-O3, ``to_float(ms.float16)``, float16 Conv2d/LayerNorm/
BatchNorm1d/Dense, softmax, ``ops.cast`` chains through float16 and bfloat16, ``mint`` and
``mint.nn.functional`` ops, Python scalars with float16 and int tensors) trained a few steps under
loss scaling (``TrainOneStepWithLossScaleCell`` with fixed, dynamic or Tensor scales;
hand-written steps with ``amp.StaticLossScaler``/``DynamicLossScaler`` and ``amp.all_finite``,
an overflowing step included) must give the same results in GRAPH_MODE and PYNATIVE_MODE. See
``fuzz_programs23``. A fast default runs in CI; ``-m slow`` runs many more."""
import pytest

from fuzz_compare import check_program
from fuzz_programs23 import generate


def TOL(tag, dtype):
    """GRAPH_MODE contracts ``a * b - c`` into an fma in float16 too (``ops.cast(h, ms.float16)
    * 2.5 - ops.cast(h, ms.float16) / 3``: one float16 ulp, 2**-11 relative, measured), so float16
    values differ from PYNATIVE_MODE's by an ulp; float32 values computed from them (a float16
    Dense's weight gradient, a loss, weights after a few steps) carry that on, summed over a
    batch: float16's tolerance holds for them too (the snapped values are never bfloat16)."""
    return 1e-2


FTOL = 1e-2


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz23_prog_{seed}", tmp_path, TOL, FTOL)


# seed 3: float16 Dense and Conv2d under to_float, mint ops, a hand-written @ms.jit step with
# amp.StaticLossScaler and a SmoothL1Loss whose inf label leaves the gradients finite (2.10's
# sign(d) gradient: test_graph_fuzz23_regressions); seed 12: float16 Conv2d and LayerNorm,
# TrainOneStepWithLossScaleCell with a DynamicLossScaleUpdateCell through an overflowing step
FAST = [3, 12]

# The accepted float16 fma class (see TOL) amplified past float16's tolerance: a batch of
# low-variance float16 values normalized by BatchNorm/LayerNorm in training turns the one-ulp
# differences into percent differences of the gradients, and SGD carries them into the weights
# (seed 24: O2, LayerNorm after float16 relu + silu * 1.5; seed 61: O3, a float16 BatchNorm
# after h.half() * 0.3 + 1; seed 114: O3, float16 LayerNorm then BatchNorm; their eval calls and
# gradients agree within 1e-2, the weights part after one to three steps, and a float16
# BatchNorm alone agrees to the bit between the modes)
AMPLIFIED = {24, 61, 114}

# 2.10's own GRAPH/PYNATIVE difference, amplified: seed 316's first float16 Dense (to_float)
# gives 8 of its 32 values one float16 ulp apart between 2.10's two modes, and minicell's modes
# equal 2.10's bit for bit, each op of the chain (measured on the program without its
# loss-scale step, which 2.10's CPU cannot run); three ``* 2.5 - / 3`` steps and the second
# Dense's cancellation grow that to 20 ulps of an output, and SGD on a loss near 1400 to 30%
# of fc1's weights after two steps (2.10's two modes 30% apart too, minicell's 28%). Seed 244
# (O2): the same first Dense's ulps; minicell's GRAPH equals 2.10's GRAPH to the bit in every
# intermediate, and 2.10's PYNATIVE is further away (it casts every op's float inputs inside an
# O2 Cell to float16: 32 of 32 values of ``h.float() * self.g`` differ from its GRAPH's, 8 of
# minicell's); SGD with momentum grows it past 1e-2 in two momentum accumulators
TWO_TEN_APART = {244, 316}


def _long(seed):
    if seed in AMPLIFIED:
        return pytest.param(seed, marks=pytest.mark.xfail(
            reason="float16 fma ulps amplified by a norm"))
    if seed in TWO_TEN_APART:
        return pytest.param(seed, marks=pytest.mark.xfail(
            strict=True, reason="2.10's own mode difference, amplified"))
    return seed


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz23_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [_long(s) for s in range(600) if s not in FAST])
def test_fuzz23_long(seed, tmp_path):
    check(seed, tmp_path)
