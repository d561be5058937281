"""Twenty-fifth random-program differential fuzzer: sequence models (nn.LSTM/GRU/RNN, their
cells stepped by ``for``/``while`` loops, hand-written recurrences, a ``while`` over a Tensor
counter, nn.MultiheadAttention, TransformerEncoderLayer/DecoderLayer with masks, Embedding with
``padding_idx``) trained three steps by Adam/AdamWeightDecay/Momentum/RMSProp/SGD under a
TrainOneStepCell, a step clipping by ``ops.clip_by_global_norm`` or one under
``amp.StaticLossScaler``/``DynamicLossScaler`` must give the same results in GRAPH_MODE and
PYNATIVE_MODE. See ``fuzz_programs25``. A fast default runs in CI; ``-m slow`` runs many more."""
import pytest

from fuzz_compare import check_program
from fuzz_programs25 import generate


def TOL(tag, dtype):
    """Float32 throughout: XLA's fma contraction of ``a * b + c`` (single ulps) carried through
    recurrences, softmax and three optimizer steps."""
    return 1e-4


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz25_prog_{seed}", tmp_path, TOL, 1e-4)


# seed 6: Embedding with padding_idx, a MultiheadAttention without bias, a data-dependent while
# rescaling h, GRUCell stepped by a while over Python ints, RMSProp in an @ms.jit step clipping by
# the global norm; seed 9: LSTM, a while loop then Adam with weight decay
FAST = [6, 9]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz25_fast(seed, tmp_path):
    check(seed, tmp_path)


# seed 14: a norm_first TransformerDecoderLayer whose self-attention in_proj_weight gradient is
# ~1e-8 (about Adam's eps; the modes agree on it to a few ulps): Adam's first step, m / (sqrt(v)
# + eps), turns those ulps into 2e-4 differences of the weights (rtol 1e-4). 2.10's own modes
# split the same way: 2e-4 at the same four weights after its second step (measured). Accepted
# seed 28: the same class: the key part of a one-head TransformerEncoderLayer's in_proj_bias
# has a gradient that is 0 mathematically (softmax ignores a shift shared by all keys); Adam
# (amsgrad) turns its rounding residue into 4e-4 differences
OPEN = {14: "near-zero (1e-8) gradients under Adam: ulps become 2e-4, in 2.10's modes too; "
            "accepted",
        28: "an attention key bias, whose gradient is 0 mathematically, under Adam: rounding "
            "residue becomes 4e-4; accepted"}
# seeds 54, 55 (fuzz26's triage at XLA defaults): seed 28's class, the key part of a one-head
# norm_first TransformerDecoderLayer's in_proj_bias (cross-attention in 54, self-attention in
# 55) under Adam (amsgrad): 1.4e-4 and 2e-4 apart after three steps
OPEN.update({s: OPEN[28] for s in (54, 55)})


@pytest.mark.slow
@pytest.mark.parametrize("seed", [
    pytest.param(s, marks=pytest.mark.xfail(reason=OPEN[s])) if s in OPEN else s
    for s in range(600) if s not in FAST])
def test_fuzz25_long(seed, tmp_path):
    check(seed, tmp_path)
