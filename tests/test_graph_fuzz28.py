"""Twenty-eighth random-program differential fuzzer: indexing, Tensor creation and in-place
Tensor methods inside construct (int32 Tensor indices beside slices, ``None`` and ``Ellipsis``,
two Tensor indices apart, 0-d Tensor indices, lists of ints and of bools; writes through them,
plain and augmented; ``ops.arange``/``linspace``/``eye``/``full``/``*_like`` with ``dtype=``;
``dim()``/``numel()``/``size`` as numbers; ``fill_``/``zero_``/``clamp_``/``masked_fill_``/
``index_fill_``/``index_add_``/``scatter_``/``sub_(alpha=)``/``copy_`` on locals, on a second name
bound to the same Tensor and on a non-trainable Parameter) must give the same results in
GRAPH_MODE and PYNATIVE_MODE, gradients included. See ``fuzz_programs28``. A fast default runs
in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs28 import generate


def TOL(tag, dtype):
    """Float32 throughout: XLA's fma contraction of ``a * b + c`` (single ulps) through a
    matmul, ``tanh`` and a few statements, and their gradients."""
    return 2e-3 if dtype == np.float16 else 2e-5


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz28_prog_{seed}", tmp_path, TOL, 2e-5)


# seed 14: indices computed from the values (negative too), two Tensor indices, a list of bools
# and a nested list, augmented writes through lists, copy_ and scatter_ on a local; seed 16: a
# write through an int32 Tensor index beside a slice, the Parameter's add_ read back, 0-d Tensor
# indices. Each takes seconds (two compiles of a graph and its gradient): heavy.
FAST = [14, 16]


@pytest.mark.heavy
@pytest.mark.parametrize("seed", FAST)
def test_fuzz28_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz28_long(seed, tmp_path):
    check(seed, tmp_path)
