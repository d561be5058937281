"""Eighteenth random-program differential fuzzer: composed and higher-order autodiff of a Cell
with Parameters (``ms.grad`` over positions and weights with ``return_ids``/``has_aux``,
``GradOperation`` with ``get_all``/``get_by_list``/``sens_param`` and tuple sensitivities,
``ms.grad`` of ``ms.grad``, ``vjp``/``jvp``/``jacfwd``/``jacrev``/``vmap``, a GradOperation
inside a compiled construct) through custom ``bprop`` Cells in branches and loops, value-bound
``while`` loops, ``stop_gradient`` on parts of tuples and ``ops.depend`` must give the same
results in GRAPH_MODE and PYNATIVE_MODE. See ``fuzz_programs18``. A fast default runs in CI;
``-m slow`` runs many more."""
import numpy as np
import pytest

from fuzz_compare import check_program
from fuzz_programs18 import generate


def check(seed, tmp_path):
    check_program(generate(seed), f"fuzz18_prog_{seed}", tmp_path,
                  lambda tag, dtype: 1e-2 if dtype == np.float16 else 2e-4, 2e-4)


# a cheap seed (~12 s loaded): return_ids, GradOperation get_by_list/get_all with a tuple
# sensitivity, vmap of the Dense, ops.depend and stop_gradient
FAST = [3]


@pytest.mark.parametrize("seed", FAST)
def test_fuzz18_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in range(600) if s not in FAST])
def test_fuzz18_long(seed, tmp_path):
    check(seed, tmp_path)
