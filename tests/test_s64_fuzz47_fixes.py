"""Session 64's fuzz47 fixes (GRAPH_MODE vs PYNATIVE_MODE random programs, family 47), each
pinned to what MindSpore 2.10 CPU gives (measured, both modes)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor

_X = np.array([1.0, 2.0], np.float32)


class _WhileThenLambda(nn.Cell):
    def construct(self, x):
        i = Tensor(0, ms.int32)
        while i < 2:
            a = x * 2
            x = x + a
            i += 1
        f = lambda a, k=1.5: a * k
        return f(x)


class _IfThenLambda(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            b = x * 2
            x = x + b
        g = lambda b: b + 1
        return g(x)


# (measured on 2.10, both modes: outputs for x and -x, then the gradients for x and -x)
_CASES = [(_WhileThenLambda, [13.5, 27.0], [-13.5, -27.0], [13.5, 13.5], [13.5, 13.5]),
          (_IfThenLambda, [4.0, 7.0], [0.0, -1.0], [3.0, 3.0], [1.0, 1.0])]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", _CASES, ids=lambda c: c[0].__name__)
def test_lambda_parameter_is_not_a_read_of_the_outer_name(case, mode):
    # fuzz47 seed 106 (a draft's): `a, b = ...` first assigned in a tensor `while`, then
    # `f = lambda a: ...` after it; the liveness analysis counted the lambda's parameter `a`
    # as a read of construct's `a`, so GRAPH_MODE raised UndefinedVariableError ('defined in
    # the while loop body', and 'not defined in false branch' after a tensor `if`)
    cell, pos, neg, gpos, gneg = case
    ms.set_context(mode=mode)
    try:
        np.testing.assert_allclose(cell()(Tensor(_X)).asnumpy(), pos, rtol=1e-6)
        np.testing.assert_allclose(cell()(Tensor(-_X)).asnumpy(), neg, rtol=1e-6)
        np.testing.assert_allclose(ms.grad(cell())(Tensor(_X)).asnumpy(), gpos, rtol=1e-6)
        np.testing.assert_allclose(ms.grad(cell())(Tensor(-_X)).asnumpy(), gneg, rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _ForThenDef(nn.Cell):
    def construct(self, x):
        for _ in range(2):
            f = x * 2
            x = x + f
        def f(a):
            return a * 3
        return f(x)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_def_after_for_rebinds_a_name_the_loop_bound(mode):
    # fuzz47 seed 124: `f = lambda ...` in a Python `for`, then `def f(a): ...` after it and
    # `ms.grad(f, ...)`: GRAPH_MODE's emulation of 2.10's loop scoping saw no binding in the
    # `def` and raised UnboundLocalError; 2.10 runs it (measured, both modes: [27, 54], grad 27)
    ms.set_context(mode=mode)
    try:
        np.testing.assert_allclose(_ForThenDef()(Tensor(_X)).asnumpy(), [27.0, 54.0], rtol=1e-6)
        np.testing.assert_allclose(ms.grad(_ForThenDef())(Tensor(_X)).asnumpy(), [27.0, 27.0],
                                   rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
