"""``ms.jvp``, ``ms.vjp``, ``ms.jacfwd``, ``ms.jacrev`` (and their ``ops`` spellings), ``nn.Jvp``,
``nn.Vjp``, ``nn.ForwardValueAndGrad``: table-driven against ``jax.jvp`` / ``jax.vjp`` /
``jax.jacfwd`` / ``jax.jacrev`` of the same computation in ``jax.numpy``, in PYNATIVE_MODE and
GRAPH_MODE, at top level, inside a ``construct`` and inside an ``@jit`` function. The result
containers (bare Tensor vs tuple, where ``aux`` goes) were measured on MindSpore 2.10 (CPU).
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

WHERE = ["top", "construct", "jit"]
A = np.array([0.5, 1.0, 2.0], np.float32)
B = np.array([1.5, -1.0, 0.25], np.float32)
V = np.array([1.0, 2.0, -1.0], np.float32)


def f1(a):
    return ops.sin(a) * a


def f2(a, b):
    return a * b * b, ops.exp(a) + b


def f_aux(a):
    return a * a, a + 1


def j1(a):
    return jnp.sin(a) * a


def j2(a, b):
    return a * b * b, jnp.exp(a) + b


def _t(x):
    return Tensor(np.asarray(x))


def _close(out, ref):
    if isinstance(ref, (tuple, list)):
        assert isinstance(out, tuple) and len(out) == len(ref), (out, ref)
        for o, r in zip(out, ref):
            _close(o, r)
        return
    assert isinstance(out, Tensor), out
    np.testing.assert_allclose(out.asnumpy(), np.asarray(ref), rtol=1e-5, atol=1e-6)


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b)


def _run(where, fn, a, b):
    """``fn(a, b)`` at top level, inside construct or inside @jit."""
    if where == "top":
        return fn(a, b)
    if where == "construct":
        return Call(fn)(a, b)
    return ms.jit(fn)(a, b)


def _jvp1(a, b):
    return ms.jvp(f1, a, b)


def _jvp2(a, b):
    return ops.jvp(f2, (a, b), (b, a))


def _jvp_aux(a, b):
    return ms.jvp(f_aux, a, b, has_aux=True)


def _jacfwd1(a, b):
    return ms.jacfwd(f1)(a)


def _jacfwd2(a, b):
    return ops.jacfwd(f2, grad_position=(0, 1))(a, b)


def _jacfwd2_first(a, b):
    return ms.jacfwd(f2)(a, b)


def _jacrev1(a, b):
    return ms.jacrev(f1)(a)


def _jacrev2(a, b):
    return ops.jacrev(f2, grad_position=(0, 1))(a, b)


def _jacrev_aux(a, b):
    return ms.jacrev(f_aux, has_aux=True)(a)


def _vjp1(a, b):
    out, fn = ms.vjp(f1, a)
    return out, fn(b)


def _vjp2(a, b):
    out, fn = ops.vjp(f2, a, b)
    return out, fn(a, b)


def _vjp_aux(a, b):
    out, fn, aux = ms.vjp(f_aux, a, has_aux=True)
    return out, fn(b), aux


def _ref_vjp2(a, b):
    out, pull = jax.vjp(j2, a, b)
    return out, pull((a, b))


# name, minicell function of (a, b), reference of (a, b): results in MindSpore's containers
CASES = [
    ("jvp_one", _jvp1, lambda a, b: jax.jvp(j1, (a,), (b,))),
    ("jvp_two", _jvp2, lambda a, b: jax.jvp(j2, (a, b), (b, a))),
    ("jvp_aux", _jvp_aux, lambda a, b: (a * a, 2 * a * b, a + 1)),
    ("jacfwd_one", _jacfwd1, lambda a, b: jax.jacfwd(j1)(a)),
    ("jacfwd_positions", _jacfwd2, lambda a, b: jax.jacfwd(j2, argnums=(0, 1))(a, b)),
    ("jacfwd_two_outputs", _jacfwd2_first, lambda a, b: jax.jacfwd(j2)(a, b)),
    ("jacrev_one", _jacrev1, lambda a, b: jax.jacrev(j1)(a)),
    ("jacrev_positions", _jacrev2, lambda a, b: jax.jacrev(j2, argnums=(0, 1))(a, b)),
    ("jacrev_aux", _jacrev_aux, lambda a, b: (jnp.diag(2 * a), a + 1)),
    ("vjp_one", _vjp1, lambda a, b: (j1(a), jax.vjp(j1, a)[1](b))),
    ("vjp_two", _vjp2, _ref_vjp2),
    ("vjp_aux", _vjp_aux, lambda a, b: (a * a, (2 * a * b,), a + 1)),
]


@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_matches_jax(mode, where, case):
    _, fn, ref = case
    _close(_run(where, fn, _t(A), _t(B)), ref(A, B))


def test_ops_spellings():
    for name in ("jvp", "vjp", "jacfwd", "jacrev"):
        assert getattr(ops, name) is getattr(ms, name) is getattr(ops.functional, name)


def test_integer_inputs(mode):
    """MindSpore gives the real derivative of integer inputs in the input's dtype (measured:
    vjp of x*x at Int32 [1, 2] is Int32 [2, 4])."""
    x = Tensor(np.array([1, 2], np.int32))
    square = lambda t: t * t
    _, fn = ms.vjp(square, x)
    g = fn(Tensor(np.array([1, 1], np.int32)))
    assert g[0].dtype == ms.int32 and g[0].asnumpy().tolist() == [2, 4]


def test_vjp_weights(mode):
    """``weights``: ``((input cotangents), (weight cotangents))`` (measured)."""
    class Mat(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.ones((3, 2), np.float32)), name="w")

        def construct(self, a):
            return ops.matmul(a, self.w)
    net = Mat()
    out, fn = ms.vjp(net, Tensor(np.ones((4, 3), np.float32)), weights=net.trainable_params())
    gi, gw = fn(Tensor(np.ones((4, 2), np.float32)))
    assert isinstance(gi, tuple) and isinstance(gw, tuple)
    np.testing.assert_allclose(gi[0].asnumpy(), np.full((4, 3), 2.0))
    np.testing.assert_allclose(gw[0].asnumpy(), np.full((3, 2), 4.0))


def test_errors():
    with pytest.raises(TypeError, match="must be a Tensor, tuple or list of Tensors"):
        ms.jvp(f1, 1.0, 1.0)
    # 2.10's texts (measured): quoted for jacfwd, checked when the jacobian is called
    with pytest.raises(ValueError, match="^'When 'has_aux' is True, origin 'fn' requires more "
                                         "than one outputs.'$"):
        ms.jacfwd(f1, has_aux=True)(_t(A))
    with pytest.raises(ValueError, match="^grad_position must be >= 0.$"):
        ms.jacrev(f1, grad_position=-1)(_t(A))
    with pytest.raises(TypeError, match="^For 'F.grad', the 'grad_position' must be int or "
                                        "tuple.$"):
        ms.jacrev(f1, grad_position=[0])(_t(A))
    with pytest.raises(TypeError, match="For 'jacfwd', the input at grad_position 0 must be a "
                                        "floating-point Tensor, but got Int32"):
        ms.jacfwd(f1)(Tensor(np.array([1, 2], np.int32)))


# ---- nn.Jvp / nn.Vjp / nn.ForwardValueAndGrad (MindSpore's documented example values) ---------
class Cube(nn.Cell):
    def construct(self, x, y):
        return x ** 3 + y


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.full((2, 2), 2.0, np.float32)), name="w")

    def construct(self, a):
        return a * self.w


X2 = np.array([[1, 2], [3, 4]], np.float32)
ONES = np.ones((2, 2), np.float32)


def test_nn_jvp_vjp(mode):
    x, y, v = _t(X2), _t(X2.copy()), _t(ONES)
    out, vj = nn.Vjp(Cube())(x, y, v)
    _close(out, X2 ** 3 + X2)
    _close(vj, (3 * X2 ** 2, ONES))
    out, jv = nn.Jvp(Cube())(x, y, (v, v))
    _close(jv, 3 * X2 ** 2 + 1)


def test_forward_value_and_grad(mode):
    net, x, v = Scale(), _t(X2), _t(ONES)
    out, g = nn.ForwardValueAndGrad(net)(x)
    _close(out, 2 * X2)
    _close(g, 2 * ONES)
    _close(nn.ForwardValueAndGrad(net, get_all=True)(x)[1], (2 * ONES,))
    both = nn.ForwardValueAndGrad(net, weights=net.trainable_params(), get_all=True,
                                  get_by_list=True, sens_param=True)(x, v)[1]
    _close(both, ((2 * ONES,), (X2,)))
    with pytest.raises(TypeError, match="'weights' must be Parameters array"):
        nn.ForwardValueAndGrad(net, get_by_list=True)


# ---- jet / derivative / linearize (values of MindSpore's documented example, measured) ------
def _exp_sin(x):
    return ops.exp(ops.sin(x))


def _x2y(x, y):
    return x * x * y


P = np.array([[1, 2], [3, 4]], np.float32)
SERIES_1 = np.stack([np.ones((2, 2)), np.zeros((2, 2)), np.zeros((2, 2))]).astype(np.float32)
SERIES_2 = np.stack([np.ones((2, 2)), 2 * np.ones((2, 2))]).astype(np.float32)
D1 = np.array([[1.25338078, -1.03311694], [-1.14003849, -0.306666106]])
D2 = np.array([[-1.27482045, -1.82747316], [0.966121018, 0.555514932]])
D3 = np.array([[-4.05153656, 3.67243528], [0.505350411, -0.520614028]])


def _jax_derivs(x, order):
    fun, out = (lambda t: jnp.exp(jnp.sin(t))), []
    for _ in range(order):
        fun = jax.grad(lambda t, f=fun: f(t))
        out.append(jax.vmap(jax.vmap(fun))(x))
    return out


def test_jet(mode):
    out, series = ops.jet(_exp_sin, _t(P), _t(SERIES_1))
    _close(out, np.exp(np.sin(P)))
    _close(series, np.stack([D1, D2, D3]))
    _close(series, np.stack(_jax_derivs(P, 3)))
    # a second-order input series: g'' = f''(x) x'^2 + f'(x) x''
    _close(ops.jet(_exp_sin, _t(P), _t(SERIES_2))[1][1],
           np.array([[1.23194110, -3.89370728], [-1.31395590, -0.0578173250]]))
    _, two = ops.jet(_x2y, (_t(P), _t(P)), (_t(SERIES_1), _t(SERIES_1)))
    _close(two, np.stack([3 * P ** 2, 6 * P, 6 * np.ones_like(P)]))


def test_derivative_and_linearize(mode):
    _close(ops.derivative(_exp_sin, _t(P), 3)[1], D3)
    _close(ops.derivative(_x2y, (_t(P), _t(P)), 2)[1], 6 * P)
    out, d1 = ops.derivative(_exp_sin, Tensor(np.array([1, 2], np.int32)), 1)
    assert out.dtype == ms.float32 and d1.dtype == ms.float32
    _close(d1, D1[0])
    out, jvp_fn = ops.linearize(_exp_sin, _t(P))
    _close(jvp_fn(_t(P)), D1 * P)
    with pytest.raises(ValueError, match="'order' must be a positive int"):
        ops.derivative(_exp_sin, _t(P), 0)
