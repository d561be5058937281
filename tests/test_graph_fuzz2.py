"""Second random-program differential fuzzer (issue 12): programs written the way users write
MindSpore code (Parameter attribute writes, tuples, enumerate/zip, lists, lambdas, ternaries,
boolean operators, builtins, indexing, int tensors, a CellList; see ``fuzz_programs2``) must
give the same results in GRAPH_MODE and PYNATIVE_MODE: the output, both Parameters after the
call, and the gradients with respect to the input and a weight (``ms.grad`` with weights).
A fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

import minicell as ms

from conftest import ProjectedSum, load_program
from fuzz_programs2 import generate

_X = np.array([0.3, -0.7, 1.1], np.float32)
_PROJ = np.array([1.0, -0.5, 0.25], np.float32)


def run_program(mod, mode):
    """Output, Parameters s and t after one call, and grads w.r.t. x and w, in ``mode``."""
    ms.set_context(mode=mode)
    net = mod.Prog()
    out = net(ms.Tensor(_X))
    params = [net.s.asnumpy().copy(), net.t.asnumpy().copy()]
    fresh = mod.Prog()
    gx, (gw,) = ms.grad(ProjectedSum(fresh, _PROJ), grad_position=0, weights=[fresh.w])(ms.Tensor(_X))
    return [out.asnumpy()] + params + [gx.asnumpy(), gw.asnumpy()]


def check(seed, tmp_path):
    mod = load_program(generate(seed), f"fuzz2_prog_{seed}", tmp_path)
    eager = run_program(mod, ms.PYNATIVE_MODE)
    graph = run_program(mod, ms.GRAPH_MODE)
    for what, g, e in zip(("output", "Parameter s", "Parameter t", "grad x", "grad w"),
                          graph, eager):
        np.testing.assert_allclose(g, e, rtol=1e-4, atol=1e-5,
                                   err_msg=f"program {seed}, {what} (GRAPH vs PYNATIVE); "
                                           f"source:\n{generate(seed)}")


@pytest.mark.parametrize("seed", range(4))    # a smoke run by default
def test_fuzz2_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4, 1032))
def test_fuzz2_long(seed, tmp_path):
    check(seed, tmp_path)
