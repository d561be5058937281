"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found by the
third random-program fuzzer (``fuzz_programs3``/``test_graph_fuzz3``), each checked against
MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class _WritesItsWeight(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.array([0.1, 0.2], np.float32)), name="p")
        self.how = how

    def construct(self, x):
        if self.how == "mul_":
            self.p.mul_(0.5)
        elif self.how == "assign":
            ops.assign(self.p, self.p * 0.5)
        else:
            self.p += x
        return x * 2


@pytest.mark.parametrize("how, expected", [("mul_", [0.05, 0.1]), ("assign", [0.05, 0.1]),
                                           ("augassign", [1.1, 1.2])])
def test_grad_with_weights_keeps_the_writes_to_those_weights(mode, how, expected):
    """A Parameter that is both differentiated (``weights=``) and written during the call
    is written once the gradient returns, in GRAPH_MODE as in PYNATIVE_MODE (MindSpore 2.10
    GRAPH_MODE writes it; GRAPH_MODE used to drop the write)."""
    net = _WritesItsWeight(how)
    gx, (gp,) = ms.grad(net, grad_position=0, weights=net.trainable_params())(
        ms.Tensor(np.ones(2, np.float32)))
    np.testing.assert_allclose(net.p.asnumpy(), expected, rtol=1e-6)
    np.testing.assert_allclose(gx.asnumpy(), [2.0, 2.0])
    np.testing.assert_allclose(gp.asnumpy(), [0.0, 0.0])


@pytest.mark.parametrize("how", ["mul_", "assign", "augassign"])
def test_a_weight_read_after_its_write_still_gets_its_gradient(mode, how):
    """``self.p.mul_(0.5); return self.p * x``: the gradient w.r.t. the weight ``p`` counts
    the read after the write (MindSpore 2.10 gives ``x`` in both modes); the write itself
    still cuts the path (no gradient into what was written). GRAPH_MODE used to give 0."""

    class Net(_WritesItsWeight):
        def construct(self, x):
            super().construct(x)
            return self.p * x

    net = Net(how)
    x = ms.Tensor(np.array([2.0, 3.0], np.float32))
    gx, (gp,) = ms.grad(net, grad_position=0, weights=net.trainable_params())(x)
    np.testing.assert_allclose(gp.asnumpy(), [2.0, 3.0])
    np.testing.assert_allclose(gx.asnumpy(), net.p.asnumpy(), rtol=1e-6)


class _InPlaceInWhile(nn.Cell):
    def construct(self, x):
        v = x * 1.0
        n = ms.Tensor(0, ms.int32)
        while v.sum() < 5.0 and n < 3:
            v.add_(0.75)
            n += 1
        w = x * 1.0
        while w.sum() < 4.0:
            w.sub_(-0.5).mul_(1.0)
        return v, w, n


def test_in_place_methods_on_a_local_in_a_tensor_while(mode):
    """``v.add_(...)`` in a tensor ``while`` body makes ``v`` a loop variable (as ``v[i] = ...``
    does); GRAPH_MODE used to leak the body's value out of the loop (an undefined Var).
    MindSpore 2.10 GRAPH_MODE: 9.6 for the first sum."""
    x = ms.Tensor(np.arange(12).reshape(4, 3).astype(np.float32) / 10 - 0.5)
    v, w, n = _InPlaceInWhile()(x)
    assert abs(float(v.sum()) - 9.6) < 1e-4 and int(n) == 1
    assert abs(float(w.sum()) - 6.6) < 1e-4
    first = lambda t: _InPlaceInWhile()(t)[0].sum()
    g = ms.grad(first)(x)
    np.testing.assert_allclose(g.asnumpy(), np.ones((4, 3)))


class _DictOut(nn.Cell):
    def construct(self, x):
        d = {"z": x * 2, "a": x + 1}
        d["m"] = x.sum()
        return d, [x, {"k": x, "b": 1}]


def test_returned_dicts_keep_their_key_order(mode):
    """A dict returned from a compiled graph keeps its insertion order (GRAPH_MODE used to
    return the keys sorted); MindSpore 2.10 gives ['z', 'a', 'm'] and ['k', 'b'] in both
    modes. Also through ``ms.jit``."""
    d, (_, inner) = _DictOut()(ms.Tensor(np.ones(2, np.float32)))
    assert list(d) == ["z", "a", "m"] and list(inner) == ["k", "b"]
    assert type(d) is dict and inner["b"] == 1

    @ms.jit
    def f(x):
        return {"second": x * 2, "first": x}

    assert list(f(ms.Tensor(np.ones(2, np.float32)))) == ["second", "first"]


class _Containers(nn.Cell):
    def construct(self, x, y):
        return {"z": x * 2, "a": (x * y).sum(), "i": y}, [x.sum(), x.shape[0]]


def test_value_and_grad_of_dict_and_list_outputs(mode):
    """Every float Tensor in a returned dict is differentiated (PYNATIVE_MODE used to skip
    dict values: a zero gradient), the dict keeps its key order and a Python int stays an int
    (GRAPH_MODE used to sort the keys and return an Int64 Tensor); MindSpore 2.10, both
    modes: gradient 2 + y + 1, keys ['z', 'a', 'i'], int 4."""
    x = ms.Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = ms.Tensor(np.arange(6).reshape(2, 3).astype(np.int32) - 2)
    (d, rest), gx = ms.value_and_grad(_Containers())(x, y)
    assert list(d) == ["z", "a", "i"]
    assert type(rest[1]) is int and rest[1] == 2
    np.testing.assert_allclose(gx.asnumpy(), 3.0 + y.asnumpy())


class _ScalarOut(nn.Cell):
    def construct(self, x):
        a = float(x.sum())
        b = int(x.max())
        c = bool(x.min() > 0)
        return a, b, c, x.mean().item(), a + 1.0, b // 2, a > 1.0, -a, x * a


def test_python_scalars_leave_the_graph_as_python_numbers(mode):
    """float()/int()/bool()/item() of a tensor, and Python arithmetic on them, return Python
    numbers in both modes (MindSpore 2.10's GRAPH_MODE returns them so too)."""
    out = _ScalarOut()(ms.Tensor(np.array([1.5, 2.5], np.float32)))
    kinds = [type(v) for v in out[:8]]
    assert kinds == [float, int, bool, float, float, int, bool, float]
    assert out[:8] == (4.0, 2, True, 2.0, 5.0, 1, True, -4.0)
    assert isinstance(out[8], ms.Tensor) and out[8].asnumpy().tolist() == [6.0, 10.0]
