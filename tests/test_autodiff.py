"""PYNATIVE autodiff: result containers (MindSpore 2.10's), errors, gradient cuts, freezing,
set_grad, and end-to-end gradients of an MLP and a CNN against ``jax.grad``."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


X = ms.Tensor([1.0, 2.0])
Y = ms.Tensor([3.0, 4.0])


def f(x, y):
    return x * y


def f2(x, y):
    return x * y, x + y


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor([2.0, 2.0]), name="w")
        self.b = ms.Parameter(ms.Tensor([1.0, 1.0]), name="b", requires_grad=False)

    def construct(self, x):
        return x * self.w * self.b


def structure(r):
    """Nested containers with each Tensor replaced by its values (and ids kept)."""
    if isinstance(r, ms.Tensor):
        return r.asnumpy().tolist()
    if isinstance(r, tuple):
        return tuple(structure(v) for v in r)
    return r


NET = Scale()
# (call, expected) as printed by MindSpore 2.10 on the same inputs.
CONTAINERS = [
    (lambda: ms.grad(f, 0)(X, Y), [3.0, 4.0]),
    (lambda: ms.grad(f, (0,))(X, Y), [3.0, 4.0]),
    (lambda: ms.grad(f, (0, 1))(X, Y), ([3.0, 4.0], [1.0, 2.0])),
    (lambda: ms.grad(f2, 0)(X, Y), [4.0, 5.0]),
    (lambda: ms.grad(f2, 0, has_aux=True)(X, Y), ([3.0, 4.0], ([4.0, 6.0],))),
    (lambda: ms.value_and_grad(f2, 0)(X, Y), (([3.0, 8.0], [4.0, 6.0]), [4.0, 5.0])),
    (lambda: ms.value_and_grad(f2, (0, 1), has_aux=True)(X, Y),
     (([3.0, 8.0], [4.0, 6.0]), ([3.0, 4.0], [1.0, 2.0]))),
    (lambda: ms.grad(f, (0, 1), return_ids=True)(X, Y), ((0, [3.0, 4.0]), (1, [1.0, 2.0]))),
    (lambda: ms.grad(NET, 0, weights=NET.trainable_params())(X), ([2.0, 2.0], ([1.0, 2.0],))),
    (lambda: ms.grad(NET, None, weights=[NET.w, NET.b])(X), ([1.0, 2.0], [0.0, 0.0])),
    (lambda: ms.grad(NET, 0, weights=NET.trainable_params(), return_ids=True)(X),
     ((0, [2.0, 2.0]), (("w", [1.0, 2.0]),))),
    (lambda: ms.grad(NET, None, weights=NET.w)(X), [1.0, 2.0]),
    (lambda: ops.GradOperation()(f)(X, Y), [3.0, 4.0]),
    (lambda: ops.GradOperation(get_all=True)(f)(X, Y), ([3.0, 4.0], [1.0, 2.0])),
    (lambda: ops.GradOperation(get_by_list=True)(NET, ms.ParameterTuple(NET.trainable_params()))(X),
     ([1.0, 2.0],)),
    (lambda: ops.GradOperation(get_all=True, get_by_list=True)(
        NET, ms.ParameterTuple(NET.trainable_params()))(X), (([2.0, 2.0],), ([1.0, 2.0],))),
    (lambda: ops.GradOperation(sens_param=True)(f)(X, Y, ms.Tensor([2.0, 2.0])), [6.0, 8.0]),
    (lambda: ops.GradOperation(get_all=True)(f2)(X, Y), ([4.0, 5.0], [2.0, 3.0])),
    (lambda: ops.GradOperation(get_all=True, sens_param=True)(f2)(
        X, Y, (ms.Tensor([2.0, 2.0]), ms.Tensor([1.0, 1.0]))), ([7.0, 9.0], [3.0, 5.0])),
    (lambda: ms.grad(lambda a, b: a * b, (0, 1))(X, 3), [3.0, 3.0]),   # non-Tensor dropped
    (lambda: ms.grad(lambda a, b: a * 2, (0, 1))(X, Y), ([2.0, 2.0], [0.0, 0.0])),
    (lambda: ms.grad(lambda a, b: ops.stop_gradient(a * b) + a, (0, 1))(X, Y),
     ([1.0, 1.0], [0.0, 0.0])),
    (lambda: ms.grad(lambda a: (a * 2, (a * 3, a * 4)))(X), [9.0, 9.0]),
    (lambda: ms.grad(lambda a: 3.0)(X), [0.0, 0.0]),
    (lambda: ms.grad(lambda a: a * a)(ms.Tensor([1.0, 2.0], ms.float64)), [2.0, 4.0]),
]


@pytest.mark.parametrize("i", range(len(CONTAINERS)))
def test_result_containers_match_mindspore(i):
    call, expected = CONTAINERS[i]
    assert structure(call()) == expected


def test_grad_dtype_follows_input():
    g = ms.grad(lambda a: a * a)(ms.Tensor([1.0, 2.0], ms.float64))
    assert g.dtype == ms.float64
    assert ms.grad(lambda a: a * a)(X).dtype == ms.float32


@pytest.mark.parametrize("pos, err, words", [
    (2, RuntimeError, ["Position index 2 is exceed input size."]),     # 2.10's text
    ((0, 5), RuntimeError, ["Position index 5 is exceed input size."]),
    (-1, ValueError, ["grad_position must be >= 0."]),             # MindSpore 2.10's message
    ("a", TypeError, ["grad_position"]),
    ((), RuntimeError, ["grad_position should not be empty"]),    # MindSpore's message
])
def test_bad_grad_position(pos, err, words):
    with pytest.raises(err) as info:
        ms.grad(f, pos)(X, Y)
    for w in words:
        assert w in str(info.value)


def test_position_and_weights_none_is_an_error():
    with pytest.raises(ValueError, match="grad_position"):
        ms.grad(f, None)


def test_a_tensor_weight_that_is_not_a_parameter_gets_a_zero_gradient():
    """2.10's PYNATIVE_MODE (measured): no TypeError; the weight's gradient is zeros even
    where it is also the differentiated input."""
    gx, (gw,) = ms.grad(f, 0, weights=[X])(X, Y)
    assert gx.asnumpy().tolist() == [3.0, 4.0] and gw.asnumpy().tolist() == [0.0, 0.0]


def test_frozen_parameter_passes_gradient_to_earlier_parameters():
    """Seed 002 "Gradient Freezing": requires_grad=False stops the update, not the flow."""
    class Two(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = ms.Parameter(ms.Tensor([3.0]), name="a")
            self.b = ms.Parameter(ms.Tensor([5.0]), name="b", requires_grad=False)

        def construct(self, x):
            return (x * self.a) * self.b

    net = Two()
    assert [p.name for p in net.trainable_params()] == ["a"]
    ga, = ms.grad(net, None, weights=net.trainable_params())(ms.Tensor([2.0]))
    assert ga.asnumpy().tolist() == [10.0]           # d/da = x * b, through the frozen b


def test_stop_gradient_cuts_earlier_parameters():
    class Two(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = ms.Parameter(ms.Tensor([3.0]), name="a")
            self.b = ms.Parameter(ms.Tensor([5.0]), name="b")

        def construct(self, x):
            return ops.stop_gradient(x * self.a) * self.b

    net = Two()
    ga, gb = ms.grad(net, None, weights=net.trainable_params())(ms.Tensor([2.0]))
    assert ga.asnumpy().tolist() == [0.0] and gb.asnumpy().tolist() == [6.0]


def test_asnumpy_inside_function_cuts_gradient():
    def g(x):
        return ms.Tensor(x.asnumpy() * 2) * x
    assert ms.grad(g)(X).asnumpy().tolist() == [2.0, 4.0]   # only the direct x term


def test_untracked_ops_are_not_recorded():
    from minicell.runtime import tape as tape_mod
    tp = tape_mod.Tape()
    with tp:
        a = ms.Tensor([1.0]) * 2 + 1
    assert tp.nodes == [] and a._tape_node is None


def test_set_grad_forward_is_reused_once():
    calls = []

    class Net(nn.Cell):
        def construct(self, x):
            calls.append(1)
            return x * x

    net = Net().set_grad()
    x = ms.Tensor([3.0])
    net(x)
    assert ms.grad(net)(x).asnumpy().tolist() == [6.0]
    assert len(calls) == 1
    ms.grad(net)(x)                        # the record is used once; this call runs forward
    assert len(calls) == 2
    net(x)
    ms.grad(net)(ms.Tensor([3.0]))         # other input object: forward again
    assert len(calls) == 4


def test_set_grad_record_invalidated_by_parameter_update():
    net = Scale().set_grad()
    x = ms.Tensor([1.0, 1.0])
    net(x)
    net.w.set_data(ms.Tensor([5.0, 5.0]))
    g = ms.grad(net, 0)(x)
    assert g.asnumpy().tolist() == [5.0, 5.0]


def test_multi_output_op_gradient():
    def g(x):
        vals, _ = ops.topk(x, 2)
        return vals * ms.Tensor([1.0, 10.0])
    assert ms.grad(g)(ms.Tensor([1.0, 5.0, 3.0])).asnumpy().tolist() == [0.0, 1.0, 10.0]


def test_integer_output_passes_the_gradient_through_its_cast():
    # MindSpore 2.10 (measured): Cast's bprop casts the cotangent back, so an integer output
    # still carries one (the int32 ones, through `+ 0` and `a * 2`)
    g = ms.grad(lambda a: ops.cast(a * 2, ms.int32) + 0)(X)
    assert g.asnumpy().tolist() == [2.0, 2.0]


def test_repeated_input_object_accumulates():
    assert ms.grad(lambda a, b: a * b, (0, 1))(X, X)[0].asnumpy().tolist() == [2.0, 4.0]


def test_grad_does_not_leave_tracking_behind():
    net = Scale()
    ms.grad(net, 0, weights=net.trainable_params())(X)
    assert net.w._tape_node is None and X._tape_node is None
    from minicell.runtime.dispatch import state
    assert state.tape is None


# ---- end to end: MLP and CNN vs jax.grad of the same computation --------------------------------
def _mlp_jax(params, x, y):
    h = x
    n = len(params) // 2
    for i in range(n):
        h = h @ params[2 * i] + params[2 * i + 1]
        if i < n - 1:
            h = jax.nn.relu(h)
    return -(jax.nn.log_softmax(h, -1) * y).sum() / x.shape[0]


class MLP(nn.Cell):
    def __init__(self, ws):
        super().__init__()
        self.layers = []
        for i, w in enumerate(ws):
            setattr(self, f"w{i}", ms.Parameter(ms.Tensor(w), name=f"w{i}"))
        self.n = len(ws) // 2

    def construct(self, x, y):
        h = x
        for i in range(self.n):
            h = ops.matmul(h, getattr(self, f"w{2 * i}")) + getattr(self, f"w{2 * i + 1}")
            if i < self.n - 1:
                h = ops.relu(h)
        return -ops.reduce_sum(ops.log_softmax(h, -1) * y) / x.shape[0]


def test_mlp_gradients_match_jax():
    rng = np.random.default_rng(0)
    sizes = [12, 16, 8, 4]
    ws = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        ws += [rng.standard_normal((a, b)).astype(np.float32) * 0.3,
               rng.standard_normal(b).astype(np.float32) * 0.1]
    x = rng.standard_normal((5, 12)).astype(np.float32)
    y = np.eye(4, dtype=np.float32)[rng.integers(0, 4, 5)]
    net = MLP(ws)
    loss, grads = ms.value_and_grad(net, None, weights=net.trainable_params())(
        ms.Tensor(x), ms.Tensor(y))
    jl, jg = jax.value_and_grad(_mlp_jax)([jnp.asarray(w) for w in ws], x, y)
    np.testing.assert_allclose(loss.asnumpy(), jl, rtol=1e-5)
    for g, r in zip(grads, jg):
        np.testing.assert_allclose(g.asnumpy(), r, rtol=1e-4, atol=1e-6)


def test_cnn_gradients_match_jax():
    rng = np.random.default_rng(1)
    w1 = rng.standard_normal((4, 2, 3, 3)).astype(np.float32) * 0.3
    w2 = rng.standard_normal((3, 4, 3, 3)).astype(np.float32) * 0.3
    wd = rng.standard_normal((3 * 2 * 2, 5)).astype(np.float32) * 0.3
    x = rng.standard_normal((2, 2, 6, 6)).astype(np.float32)

    def jax_loss(params, x):
        a, b, d = params
        dn = ("NCHW", "OIHW", "NCHW")
        h = jax.lax.conv_general_dilated(x, a, (1, 1), "VALID", dimension_numbers=dn)
        h = jax.nn.relu(h)
        h = jax.lax.conv_general_dilated(h, b, (1, 1), "VALID", dimension_numbers=dn)
        h = jnp.tanh(h).reshape(x.shape[0], -1)
        return jnp.sum(jnp.sin(h @ d))

    class CNN(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = ms.Parameter(ms.Tensor(w1), name="a")
            self.b = ms.Parameter(ms.Tensor(w2), name="b")
            self.d = ms.Parameter(ms.Tensor(wd), name="d")

        def construct(self, x):
            h = ops.relu(ops.conv2d(x, self.a))
            h = ops.tanh(ops.conv2d(h, self.b))
            h = ops.reshape(h, (x.shape[0], -1))
            return ops.reduce_sum(ops.sin(ops.matmul(h, self.d)))

    net = CNN()
    (gx, gw) = ms.grad(net, 0, weights=net.trainable_params())(ms.Tensor(x))
    rx = jax.grad(lambda xx: jax_loss([w1, w2, wd], xx))(x)
    rw = jax.grad(jax_loss)([jnp.asarray(w) for w in (w1, w2, wd)], x)
    np.testing.assert_allclose(gx.asnumpy(), rx, rtol=1e-4, atol=1e-6)
    for g, r in zip(gw, rw):
        np.testing.assert_allclose(g.asnumpy(), r, rtol=1e-4, atol=1e-6)
