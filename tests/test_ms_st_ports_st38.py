"""Behaviour checked by MindSpore's system tests under tests/st/{ops,tensor,graph_kernel,...}
(batch 38) and last round's leftovers, ported as small minicell tests. Values were measured on
MindSpore 2.10 CPU (Python 3.11).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

A = np.array([1.0, 2.0], np.float32)
B = np.array([4, 6], np.int32)


def test_gcd_has_no_bprop(mode):
    # 2.10 defines no bprop for Gcd/Lcm: a gradient reaching one raises (PYNATIVE: "Illegal
    # primitive Gcd's bprop not defined", GRAPH: "Illegal primitive: Primitive Gcd's bprop not
    # defined.node:..."); one that does not reach it is computed as usual
    a, b = Tensor(A), Tensor(B)

    def f(x, y):
        return x * ops.gcd(y, y).astype(ms.float32)

    graph = mode == ms.GRAPH_MODE
    text = "Illegal primitive: Primitive Gcd's" if graph else "Illegal primitive Gcd's"
    with pytest.raises(RuntimeError, match=text + " bprop not defined"):
        ms.grad(f, (0, 1))(a, b)
    np.testing.assert_array_equal(ms.grad(f, 0)(a, b).asnumpy(), [4.0, 6.0])


def test_gcd_off_the_gradient_path_is_not_differentiated():
    # 2.10 (both modes): a gcd whose result the loss does not read raises nothing, the integer
    # input's gradient is zeros
    def f(x, y):
        ops.gcd(y, y)
        return x * 2

    gx, gy = ms.grad(f, (0, 1))(Tensor(A), Tensor(B))
    np.testing.assert_array_equal(gx.asnumpy(), [2.0, 2.0])
    assert gy.dtype == ms.int32 and not gy.asnumpy().any()
    with pytest.raises(RuntimeError, match="Illegal primitive Lcm's bprop not defined"):
        ms.grad(ops.Lcm(), (0, 1))(Tensor(B), Tensor(B))
