"""``ms._Function``: custom autograd functions (forward/backward static methods, ``apply``),
with MindSpore 2.10's gradients and errors; a ``@jit`` bprop is MindSpore's RuntimeError."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.common._grad_function import _Function


def _all(fn):
    return ops.GradOperation(get_all=True)(fn)


class MulAdd(ms._Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.seen = ctx.needs_input_grad
        t = x * x
        return t + y, 4, t

    @staticmethod
    def backward(ctx, gz, gn, gt):
        assert gn is None            # a non-Tensor output gets no gradient
        return gz * 3, gt * 4


def test_apply_and_grad_follow_backward():
    assert ms._Function is _Function
    x, y = Tensor([2., 2.]), Tensor([3., 3.])
    z, n, t = MulAdd.apply(x, y)
    assert n == 4 and np.allclose(z.asnumpy(), 7.) and np.allclose(t.asnumpy(), 4.)
    gx, gy = _all(MulAdd.apply)(x, y)
    assert np.allclose(gx.asnumpy(), 3.) and np.allclose(gy.asnumpy(), 4.)


class Square(ms._Function):
    @staticmethod
    def forward(ctx, x, n):
        ctx.grads = ctx.needs_input_grad
        ctx.save_for_backward(x, None)
        return x * x

    @staticmethod
    def backward(ctx, g):
        assert ctx.grads == (True, False)
        x, none = ctx.saved_tensors
        assert none is None
        return 2 * x * g, None


def test_ctx_saved_tensors_needs_input_grad_and_second_order():
    x = Tensor([3., 1.])
    assert np.allclose(ms.grad(Square.apply)(x, 2).asnumpy(), [6., 2.])
    assert np.allclose(ms.grad(ms.grad(Square.apply))(x, 2).asnumpy(), [2., 2.])


class Ident(ms._Function):
    @staticmethod
    def forward(ctx, x):
        return x

    @staticmethod
    def backward(ctx, g):
        return g * 2


def test_output_that_is_the_input_is_a_new_node():
    def fn(y):
        return Ident.apply(ops.split(y, 1)[1])
    assert np.allclose(_all(fn)(Tensor([3., 3.]))[0].asnumpy(), [0., 2.])
    x = Tensor([1.])
    assert Ident.apply(x) is not x


class NonDiff(ms._Function):
    @staticmethod
    def forward(ctx, x, y):
        z = x * x
        ctx.mark_non_differentiable(z)
        return z

    @staticmethod
    def backward(ctx, g):
        return g + 1, g + 1


class NoMaterialize(ms._Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.set_materialize_grads(False)
        return x * x, x * y

    @staticmethod
    def backward(ctx, g, g2):
        assert g2 is None
        return g, None


class Materialize(ms._Function):
    @staticmethod
    def forward(ctx, x, y):
        return x * x, x * y

    @staticmethod
    def backward(ctx, g, g2):
        return g, g2 + 2


def test_non_differentiable_and_materialized_grads():
    x, y = Tensor([2., 2.]), Tensor([3., 3.])
    gx, gy = _all(NonDiff.apply)(x, y)
    assert np.allclose(gx.asnumpy(), 0.) and np.allclose(gy.asnumpy(), 0.)
    gx, gy = _all(lambda a, b: NoMaterialize.apply(a, b)[0])(x, y)
    assert np.allclose(gx.asnumpy(), 1.) and np.allclose(gy.asnumpy(), 0.)
    gx, gy = _all(lambda a, b: Materialize.apply(a, b)[0])(x, y)
    assert np.allclose(gx.asnumpy(), 1.) and np.allclose(gy.asnumpy(), 2.)


def _returning(*grads):
    class F(ms._Function):
        @staticmethod
        def forward(ctx, x, y):
            return x + y

        @staticmethod
        def backward(ctx, g):
            return grads
    return F


def test_backward_results_are_reduced_cast_and_checked():
    x, y = Tensor([3., 3., 3.]), Tensor(np.ones((3, 3)), ms.float32)
    g = Tensor([[1, 1, 1], [1, 1, 1], [2, 2, 2]], ms.int64)
    gx, gy = _all(_returning(g, g).apply)(x, y)
    assert gx.dtype == ms.float32 and np.allclose(gx.asnumpy(), 4.)
    assert gy.dtype == ms.float32 and np.allclose(gy.asnumpy(), g.asnumpy())
    with pytest.raises(RuntimeError, match="grad tensor should be broadcast to"):
        _all(_returning(Tensor(np.ones((3, 4)), ms.float32), None).apply)(x, y)
    with pytest.raises(RuntimeError, match="wrong number of gradients"):
        _all(_returning(g).apply)(x, y)
    with pytest.raises(RuntimeError, match="Gradient should be none or tensor"):
        _all(_returning(g, 4).apply)(x, y)
    with pytest.raises(RuntimeError, match="Input is not tensor, but gradient is not none"):
        _all(_returning(x, x).apply)(x, 3)


def test_ctx_rules_and_tensor_attributes():
    class Bad(ms._Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, 3)
            return x

    with pytest.raises(RuntimeError, match="only support None and tensor"):
        Bad.apply(Tensor([1.]))
    with pytest.raises(TypeError, match="no keyword arguments"):
        Ident.apply(x=Tensor([1.]))
    with pytest.raises(TypeError, match="not callable"):
        Ident()(Tensor([1.]))
    t = Tensor([1.])
    t.note = "kept"                    # a Tensor takes any attribute, as MindSpore's
    assert t.note == "kept"


def test_jit_decorated_bprop_is_a_runtime_error():
    class Net(nn.Cell):
        def construct(self, x):
            return ops.relu(x)

        @ms.jit
        def bprop(self, x, out, dout):
            return (5 * x,)

    with pytest.raises(RuntimeError, match="Decorating bprop with '@jit' is not supported"):
        ms.grad(Net())(Tensor([2., 2.]))


def test_pynative_executor_set_async_for_graph():
    from minicell.common.api import _pynative_executor
    _pynative_executor.set_async_for_graph(True)
    _pynative_executor.set_async_for_graph(False)
