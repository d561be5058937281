"""Table-driven differential test of the gradient family.

Each small function is written twice, over ``minicell.ops`` and over ``jax.numpy``. Every
gradient API (``grad``, ``value_and_grad``, ``GradOperation`` with ``get_all`` /
``get_by_list`` / ``sens_param``, ``jacfwd``, ``jacrev``, ``vmap`` of ``grad``, ``grad`` of
``grad``) is run on the
minicell version in PYNATIVE_MODE, in GRAPH_MODE and as an ``@jit`` function, and must give
what ``jax.grad`` / ``jax.vjp`` / ``jax.jacfwd`` / ``jax.vmap`` give on the JAX version, with
MindSpore's result containers. The first function runs by default; the whole table under
``-m slow``.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

A = np.array([0.5, -1.2, 2.0], np.float32)
B = np.array([1.5, 0.3, -0.7], np.float32)
BATCH = np.array([[0.5, -1.2, 2.0], [1.0, 0.2, -0.4]], np.float32)
SENS = np.array([1.0, -2.0, 0.5], np.float32)

# the minicell functions, each on its own line (2.10 reads a lambda given to a graph from its
# source line and refuses one written inside an expression)
_poly = lambda a, b: a * a * b + ops.sin(b)
_softplus_tanh = lambda a, b: ops.log(1 + ops.exp(a)) * ops.tanh(b)
_reduce_broadcast = lambda a, b: (a * b).sum() * a
_where = lambda a, b: ops.where(a > 0, a * b, -a * a)
_div_pow = lambda a, b: a / (1 + b * b) + a ** 3
_exp_mean = lambda a, b: ops.exp(a).mean() * b
_outer_matmul = lambda a, b: ops.matmul(a.reshape(3, 1), b.reshape(1, 3)).sum(1)
_sigmoid_sqrt = lambda a, b: ops.sigmoid(a) * ops.sqrt(b * b + 1)

# name -> (minicell function, JAX function); both take two (3,) float32 vectors
FUNCTIONS = {
    "poly": (_poly, lambda a, b: a * a * b + jnp.sin(b)),
    "softplus_tanh": (_softplus_tanh, lambda a, b: jnp.log(1 + jnp.exp(a)) * jnp.tanh(b)),
    "reduce_broadcast": (_reduce_broadcast, lambda a, b: (a * b).sum() * a),
    "where": (_where, lambda a, b: jnp.where(a > 0, a * b, -a * a)),
    "div_pow": (_div_pow, lambda a, b: a / (1 + b * b) + a ** 3),
    "exp_mean": (_exp_mean, lambda a, b: jnp.exp(a).mean() * b),
    "outer_matmul": (_outer_matmul,
                     lambda a, b: jnp.matmul(a.reshape(3, 1), b.reshape(1, 3)).sum(1)),
    "sigmoid_sqrt": (_sigmoid_sqrt, lambda a, b: jax.nn.sigmoid(a) * jnp.sqrt(b * b + 1)),
}

MODES = ["pynative", "graph", "jit"]


def _t(a):
    return ms.Tensor(a)


def _np(x):
    return np.asarray(x.asnumpy() if hasattr(x, "asnumpy") else x)


def _close(got, want):
    np.testing.assert_allclose(_np(got), np.asarray(want), rtol=2e-5, atol=2e-6)


def _summed(jf):
    return lambda a, b: jnp.sum(jf(a, b))


class _WithWeight(nn.Cell):
    """``f(a, self.w)``: the second argument as a Parameter, for ``get_by_list``."""

    def __init__(self, f):
        super().__init__()
        self.f = f
        self.w = ms.Parameter(_t(B), name="w")

    def construct(self, a):
        return self.f(a, self.w)


# api -> check(mf, jf): runs the API on the minicell function and compares with JAX
def _grad_all(mf, jf):
    ga, gb = ms.grad(mf, (0, 1))(_t(A), _t(B))
    want = jax.grad(_summed(jf), (0, 1))(A, B)
    _close(ga, want[0])
    _close(gb, want[1])


def _value_and_grad(mf, jf):
    value, g = ms.value_and_grad(mf)(_t(A), _t(B))
    assert isinstance(g, ms.Tensor)                       # one position: bare
    _close(value, jf(A, B))
    _close(g, jax.grad(_summed(jf))(A, B))


def _grad_operation_get_all(mf, jf):
    grads = ops.GradOperation(get_all=True)(mf)(_t(A), _t(B))
    assert isinstance(grads, tuple) and len(grads) == 2
    want = jax.grad(_summed(jf), (0, 1))(A, B)
    _close(grads[0], want[0])
    _close(grads[1], want[1])


def _grad_operation_sens(mf, jf):
    g = ops.GradOperation(sens_param=True)(mf)(_t(A), _t(B), _t(SENS))
    _, vjp_fn = jax.vjp(lambda a: jf(a, B), A)
    _close(g, vjp_fn(SENS)[0])


def _grad_operation_get_by_list(mf, jf):
    net = _WithWeight(mf)
    (gw,) = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(_t(A))
    _close(gw, jax.grad(_summed(jf), 1)(A, B))


def _jacfwd(mf, jf):
    _close(ms.jacfwd(mf)(_t(A), _t(B)), jax.jacfwd(jf)(A, B))


def _jacrev(mf, jf):
    jac = ms.jacrev(mf, grad_position=(0, 1))(_t(A), _t(B))
    want = jax.jacrev(jf, (0, 1))(A, B)
    _close(jac[0], want[0])
    _close(jac[1], want[1])


def _vmap_of_grad(mf, jf):
    got = ms.vmap(ms.grad(mf), in_axes=(0, None))(_t(BATCH), _t(B))
    _close(got, jax.vmap(jax.grad(_summed(jf)), in_axes=(0, None))(BATCH, B))


def _grad_of_grad(mf, jf):
    summed = lambda a, b: mf(a, b).sum()
    g2 = ms.grad(ms.grad(summed, (0, 1)), (0, 1))(_t(A), _t(B))
    want = jax.grad(lambda a, b: sum(jnp.sum(g) for g in jax.grad(_summed(jf), (0, 1))(a, b)),
                    (0, 1))(A, B)
    _close(g2[0], want[0])
    _close(g2[1], want[1])


APIS = {f.__name__.lstrip("_"): f for f in (
    _grad_all, _value_and_grad, _grad_operation_get_all, _grad_operation_sens,
    _grad_operation_get_by_list, _jacfwd, _jacrev, _vmap_of_grad, _grad_of_grad)}


# the transforms compile at top level in every mode (docs/gradients.md): by default one mode
_TRANSFORMS = {"jacfwd", "jacrev", "vmap_of_grad"}


def _cases():
    for fname in FUNCTIONS:
        for api in APIS:
            for mode in MODES:
                default = fname == "poly" and (api not in _TRANSFORMS or mode == "graph")
                marks = () if default else (pytest.mark.slow,)
                yield pytest.param(fname, api, mode, id=f"{fname}-{api}-{mode}", marks=marks)


@pytest.mark.parametrize("fname, api, mode", list(_cases()))
def test_gradient_apis_agree_with_jax(fname, api, mode):
    mf, jf = FUNCTIONS[fname]
    if mode == "graph":
        ms.set_context(mode=ms.GRAPH_MODE)
    elif mode == "jit":
        mf = ms.jit(mf)
    APIS[api](mf, jf)


class _Product(nn.Cell):
    def construct(self, x, y):
        return x * y * 2


@pytest.mark.parametrize("api", ["get_all", "grad"])
def test_keyword_tensors_are_differentiated_by_position(mode, api):
    """MindSpore binds keyword arguments to construct's parameters: ``y=t`` is input 1."""
    x, y = _t(A), _t(B)
    if api == "get_all":
        gx, gy = ops.GradOperation(get_all=True)(_Product())(x, y=y)
    else:
        gx, gy = ms.grad(_Product(), (0, 1))(x, y=y)
    _close(gx, 2 * B)
    _close(gy, 2 * A)


def _stateful_net(jit):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(3, 2, weight_init="ones")
            self.bn = nn.BatchNorm1d(2)
            self.drop = nn.Dropout(p=0.5)

        def construct(self, x):
            return self.drop(self.bn(self.fc(x))) * x[:, :2]
    if jit:
        Net.construct = ms.jit(Net.construct)
    net = Net()
    net.set_train()
    return net


def test_jit_construct_writing_parameters_and_drawing_under_a_pynative_gradient():
    """A ``@jit`` construct with BatchNorm (Parameter writes) and Dropout (random draws)
    called by a PYNATIVE gradient is one tape node replayed on the call's own arrays: the same
    values, gradients, draws and moving statistics as the eager construct (they were zero)."""
    x = _t(np.random.RandomState(0).rand(4, 3).astype(np.float32))
    results = []
    for jit in (False, True):
        ms.set_seed(3)
        net = _stateful_net(jit)
        out, (gx, gw) = ms.value_and_grad(lambda a: net(a).sum(), 0, net.trainable_params())(x)
        results.append([out, gx, *gw, net.bn.moving_mean])
    assert np.abs(_np(results[1][2])).sum() > 0
    for eager, compiled in zip(*results):
        np.testing.assert_allclose(_np(compiled), _np(eager), rtol=1e-5, atol=1e-6)
