"""Regressions found by fuzz family 40 (session 56; fuzz_programs40: programs built bottom-up
from random expression DAGs, statements and gradients).

- ``floor_div``, ``sign`` and ``truncate_div`` carry no gradient (as ``floor``/``round``):
  PYNATIVE_MODE's tape passed their zero cotangent on, which met an infinity upstream as NaN
  (``0 * inf``), where a graph's gradient prunes it (zeros). Measured on 2.10 (x * [inf, 2,
  -inf]): its PYNATIVE_MODE gives zeros for all three, its graph NaN; minicell's two modes give
  zeros now (seed 317 of the generator's first version: ``amax(floor_div(v, a))`` of a ``v``
  holding inf).
- The product of an integer Tensor that a differentiated ``while`` loop carries, on the
  gradient path through a cast (``(a * b).astype(int64)``): GRAPH_MODE's gradient failed in
  JAX's prod jvp ("Error interpreting argument to reshape as a JAX value ... Zero"); the integer
  carries no JAX tangent now (its gradient rides a float stand-in). 2.10 gives 0 in both modes
  (measured), as minicell's PYNATIVE_MODE did (seed 364).
"""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops

_W = Tensor(np.array([np.inf, 2.0, -np.inf], np.float32))


def _zero_grad_ops(x):
    return ((x * _W) // 2.0).sum() + ops.sign(x * _W).sum() + \
        ops.truncate_div(x * _W, 2.0).sum() + ops.floor_div(x * _W, x).sum() + x.sum()


class _Grad(nn.Cell):
    def construct(self, x):
        return ms.grad(_zero_grad_ops, 0)(x)


def test_zero_derivative_ops_pass_no_cotangent(mode):
    x = Tensor(np.array([0.5, 1.5, -2.0], np.float32))
    got = _Grad()(x).asnumpy()
    np.testing.assert_array_equal(got, [1.0, 1.0, 1.0])     # x.sum()'s alone, no NaN


def _int_loop_prod(a, b):
    a = (a * b).astype(ms.int64)
    i = Tensor(0, ms.int32)
    while i < 2:
        i += 1
        a = a - 1
    return (b * (a.prod(dim=0, keepdim=True) < b).sum()).sum() + b * 2.0


class _LoopGrad(nn.Cell):
    def construct(self, a, b):
        return ms.grad(_int_loop_prod, 1)(a, b)


def test_prod_of_an_integer_a_loop_carries_on_the_gradient_path(mode):
    a = Tensor(np.array([-2, -1, -1, 4], np.int64))
    got = _LoopGrad()(a, Tensor(np.array(0.0, np.float32)))
    assert got.dtype == ms.float32 and got.asnumpy().tolist() == 2.0
