"""Eleventh random-program differential fuzzer: ``fuzz_programs8``'s network of nested Cells
whose construct reads plain attributes and sub-Cells by name (``getattr``, ``hasattr``,
``isinstance``), unpacks tuple and dict results, computes on int and bool tensors (bitwise and
logical ops, ``//`` and ``%`` by negatives, casts), reduces over axis tuples with ``keep_dims``,
slices with negative steps, ``None`` and ``Ellipsis``, calls Tensor methods, writes tensors in
place (``h += y``, ``h[mask] = 0``) and feeds ``len``/``shape`` arithmetic to ops, must give the
same results in GRAPH_MODE and PYNATIVE_MODE: every output, gradient and Parameter the program's
``main()`` snaps. See ``fuzz_programs11``. A fast default runs in CI; ``-m slow`` runs many
more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs11 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz11_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 1e-4, 1e-5)


# a cheap seed: ops.amax/amin and Tensor.sum/mean over axis tuples with keepdims/keep_dims, a
# tuple indexed from the end and sliced, len of a tuple feeding arithmetic, a dict returned,
# value_and_grad over every Parameter, then set_data between calls (9)
FAST = [9]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz11_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz11_long(seed, tmp_path):
    check(seed, tmp_path)
