"""Sixteenth random-program differential fuzzer: dynamic shapes and sequence layers as users
write them (``Cell.set_inputs`` with ``None`` dimensions then calls with several shapes,
``nn.LSTM``/``GRU``/``RNN`` and their cells, ``nn.Embedding`` with ``padding_idx``,
``nn.MultiheadAttention`` with padding and causal masks, ``ops.pad`` of computed sizes,
data-dependent shapes) must give the same results in GRAPH_MODE and PYNATIVE_MODE: each call's
outputs, the gradients with respect to the input and every Parameter, two training steps and the
Parameters after them. See ``fuzz_programs16``. A fast default runs in CI; ``-m slow`` runs many
more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs16 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz16_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 2e-4, 1e-5)


# a cheap seed (~4 CPU s): set_inputs with a dynamic batch, an Embedding with padding_idx,
# MultiheadAttention under a causal float mask, a nonzero, a Dense; a gradient, two steps
FAST = [10]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz16_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz16_long(seed, tmp_path):
    check(seed, tmp_path)
