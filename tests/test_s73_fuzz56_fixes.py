"""Session 73 (fuzz56): what family 56's programs found.

- A second derivative in PYNATIVE_MODE through an op that takes a tracked integer (bool) Tensor
  and a Python number (``v = x.astype(int32).astype(bool); v * -0.5``) raised AttributeError
  ("'float' object has no attribute 'dtype'") in the tape's recorded walk
  (runtime/tape_higher.py ``_int_vjp_recorded`` read each input's ``dtype``); GRAPH_MODE
  computed. 2.10's PYNATIVE_MODE computes it (its GRAPH_MODE fails to infer a Mul of shapes
  [0] and [6], a 2.10 fault: minicell computes in both). Measured on 2.10 CPU with
  /tmp/s73/fuzz56/w/t1_ms.py.
- GRAPH_MODE folded a chain of Python-number constants (``a * 1e4 * 10``, ``h * 1e30 * 1e30 /
  1e30``, ``h + 1e8 - 1e8``, ``h / 3.0 / 7.0``): XLA's algebraic simplifier rewrites
  ``(x * c1) * c2`` into ``x * (c1 * c2)`` (sums and quotients alike), so float16 ``a * 1e4 * 10``
  was inf at 0.5 (2.10: 49984), ``h + 1e8 - 1e8`` kept h (2.10: 0), ``h / 3 / 7`` was an ulp off.
  PYNATIVE_MODE's kernels take a Python number as a traced scalar, and 2.10's modes both round
  each step; a graph's Python float operand is now opaque to XLA (compiler/lower.py
  ``_operand``). Measured on 2.10 CPU, both modes, with /tmp/s73/fuzz56/w/cf_ms.py.
"""
import json

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]
X = Tensor(np.linspace(-1, 1, 6).astype(np.float32))
Y = Tensor(np.linspace(0, 1, 6).astype(np.float32))
Y3 = Tensor(np.linspace(0.5, 1.5, 6).astype(np.float32))


@pytest.fixture(params=MODES, ids=["pynative", "graph"])
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


def _bool_times_number(x, y):
    v = x.astype(ms.int32).astype(ms.bool_)
    h = y * x + v * -0.5
    return (h * h).sum()


def _grad_y_weighted(x):
    return (ms.grad(_bool_times_number, 1)(x, Y) * Y).sum()


def _int_times_number(x):
    n = (x * 3).astype(ms.int32)
    h = Y3 * (n * 0.5 + x)
    return (h * h).sum()


def _grad_sum(x):
    return ms.grad(_int_times_number)(x).sum()


@pytest.mark.parametrize("f, value, grad", [
    pytest.param(_grad_y_weighted, 1.5312000513076782,
                 [0.0, 0.9039999842643738, 0.871999979019165, 1.2879999876022339,
                  2.5360002517700195, 4.0], marks=pytest.mark.heavy),    # ~1.1 s CPU eager
    (_grad_sum, 30.799999237060547,
     [1.25, 5.449999809265137, 10.049999237060547, 15.050000190734863, 20.450000762939453,
      26.25]),
])
def test_second_derivative_through_an_integer_times_a_python_number(mode, f, value, grad):
    v, g = ms.value_and_grad(f, 0)(X)
    np.testing.assert_allclose(v.asnumpy(), value, rtol=1e-6)
    np.testing.assert_allclose(g.asnumpy(), np.array(grad, np.float32), rtol=1e-6, atol=1e-6)


class _Chain(nn.Cell):
    def construct(self, h, a):
        return a * 1e4 * 10, h * 1e30 * 1e30 / 1e30, h + 1e8 - 1e8, h / 3.0 / 7.0


# 2.10's bits, both modes (float16 as uint16, float32 as uint32)
_CHAIN_BITS = [[0, 31258, 31744, 63002], [0, 2139095040, 2139095040, 2139095040], [0, 0, 0, 0],
               [0, 1027804209, 1041385765, 1000081857]]


def _chain_bits():
    h = Tensor(np.array([0.0, 1.0, 3.0, 0.1], np.float32))
    a = Tensor(np.array([0.0, 0.5, 7.0, -0.25], np.float16))
    return [o.asnumpy().view(np.uint16 if o.dtype == ms.float16 else np.uint32).tolist()
            for o in _Chain()(h, a)]


def test_a_chain_of_python_number_constants_rounds_each_step(mode):
    assert _chain_bits() == _CHAIN_BITS


@pytest.mark.heavy
def test_a_chain_of_python_number_constants_rounds_each_step_at_xla_defaults():
    from xla_defaults import child_json
    assert child_json(__file__) == [_CHAIN_BITS, _CHAIN_BITS]


if __name__ == "__main__":
    found = []
    for m in MODES:
        ms.set_context(mode=m)
        found.append(_chain_bits())
    print(json.dumps(found))
