"""Tensor-method leftovers and in-place fills of ``ops/rows_inplace.py``: values measured on
MindSpore 2.10 (CPU) where it has a kernel, numpy references otherwise; both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_X = np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32)
_A = ms.Tensor([[2.0, 1.0], [0.0, 4.0]])
_B = ms.Tensor([[1.0, 2.0], [3.0, 4.0]])
_CH = ms.Tensor(np.array([[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]], np.int32))
_I4 = ms.Tensor(np.array([0, 5, -1, 1], np.int32))


class _Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, t):
        return self.fn(t)


def _renorm_ref(x, p, axis, maxnorm):
    axes = tuple(i for i in range(x.ndim) if i != axis)
    n = (np.abs(x) ** p).sum(axes, keepdims=True) ** (1.0 / p)
    return x * np.where(n > maxnorm, maxnorm / (n + 1e-7), 1.0)


# name: (fn of a Tensor made from _X, expected)
_argmax_with_value = lambda t: t.argmax_with_value()[0]
_argmax_with_value_idx = lambda t: t.argmax_with_value()[1]
_argmin_with_value_keep = lambda t: t.argmin_with_value(axis=1, keep_dims=True)[0]
_renorm_p2_axis0 = lambda t: t.renorm(2, 0, 5.0)
_renorm_p1_axis1 = lambda t: t.renorm(1, 1, 5.0)
_choose_clip = lambda t: _I4.choose(_CH)
_choose_wrap = lambda t: _I4.choose(_CH, mode="wrap")
_put = lambda t: t.put_(ms.Tensor([0, 4]), ms.Tensor([7.0, 8.0]))
_put_acc = lambda t: t.put_(ms.Tensor([0, -1]), ms.Tensor([7.0, 8.0]), accumulate=True)
_ops_put = lambda t: ops.put_(t, ms.Tensor([1]), ms.Tensor([0.0]))
_index_copy = lambda t: t.index_copy_(1, ms.Tensor([2, 0]), ms.Tensor([[1.0, 2.0]] * 2))
_addmm = lambda t: t[:, :2].addmm_(_A, _B, beta=2, alpha=0.5)
_erfinv = lambda t: (t / 10).erfinv_()
_ops_erfinv = lambda t: ops.erfinv_(t / 10)[0, :1]
_clamp = lambda t: ops.clamp_(t, 2.0, 4.0)
_zero = lambda t: ops.zero_(t)
_tanh = lambda t: ops.tanh_(t)
_inplace_sigmoid = lambda t: ops.inplace_sigmoid(t)
_reshape = lambda t: ops.reshape_(t, (3, 2))
VALUES = {
    "argmax_with_value": (_argmax_with_value, [4, 5, 6]),
    "argmax_with_value_idx": (_argmax_with_value_idx, [1, 0, 1]),
    "argmin_with_value_keep": (_argmin_with_value_keep,
                               [[1], [2]]),
    "renorm_p2_axis0": (_renorm_p2_axis0, _renorm_ref(_X, 2, 0, 5.0)),
    "renorm_p1_axis1": (_renorm_p1_axis1,
                        [[1.0, 3.5714288, 1.6666667], [4.0, 1.4285715, 3.3333335]]),
    "choose_clip": (_choose_clip, [0, 21, 2, 13]),
    "choose_wrap": (_choose_wrap, [0, 21, 22, 13]),
    "put_": (_put,
             [[7, 5, 3], [4, 8, 6]]),
    "put_acc": (_put_acc,
                [[8, 5, 3], [4, 2, 14]]),
    "ops.put_": (_ops_put, [[1, 0, 3], [4, 2, 6]]),
    "index_copy_": (_index_copy,
                    [[2, 5, 1], [2, 2, 1]]),
    "addmm_": (_addmm,
               (2 * _X[:, :2] + 0.5 * np.array([[5, 8], [12, 16]])).tolist()),
    "erfinv_": (_erfinv, [[0.088856, 0.47693628, 0.27246271],
                                               [0.37080714, 0.17914345, 0.59511608]]),
    "ops.erfinv_": (_ops_erfinv, [0.088856]),
    "clamp_": (_clamp, np.clip(_X, 2, 4)),
    "zero_": (_zero, np.zeros_like(_X)),
    # 2.10's CPU tanh is nnacl's rational approximation (tanh(5) = 1.0000098): ops.tanh's bits
    "tanh_": (_tanh, ops.tanh(ms.Tensor(_X)).asnumpy()),
    "inplace_sigmoid": (_inplace_sigmoid, 1 / (1 + np.exp(-_X))),
    "reshape_": (_reshape, _X.reshape(3, 2)),
}


@pytest.mark.parametrize("name", sorted(VALUES))
def test_values(name, mode):
    fn, want = VALUES[name]
    got = _Call(fn)(ms.Tensor(_X)).asnumpy()
    np.testing.assert_allclose(got, np.asarray(want, np.float32), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["put_", "index_copy_", "clamp_", "reshape_", "zero_"])
def test_in_place_returns_self_and_writes(name):
    fn, want = VALUES[name]
    t = ms.Tensor(_X)
    assert fn(t) is t
    np.testing.assert_allclose(t.asnumpy(), np.asarray(want, np.float32), rtol=1e-6)


def test_in_place_writes_a_parameter_in_graph_mode(mode):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(_X), name="w")

        def construct(self):
            self.w.put_(ms.Tensor([0]), ms.Tensor([9.0]))
            self.w.uniform_(2.0, 3.0)
            return self.w * 1

    net = Net()
    out = net().asnumpy()
    assert ((out >= 2) & (out < 3)).all()
    np.testing.assert_array_equal(net.w.asnumpy(), out)


def test_choose_broadcasts_and_errors():
    got = ms.Tensor([0, 1]).choose((ms.Tensor([1.0, 2.0]), ms.Tensor([[3.0], [4.0]])))
    assert got.asnumpy().tolist() == [[1.0, 3.0], [1.0, 4.0]]
    assert ms.Tensor([0.0, 1.0]).choose([[1, 2], [3, 4]]).asnumpy().tolist() == [1, 4]
    with pytest.raises(NotImplementedError):
        _I4.choose(_CH, mode="raise")


def test_renorm_errors_and_grad():
    t = ms.Tensor(_X)
    with pytest.raises(ValueError, match="non-positive-norm"):
        t.renorm(0, 0, 5.0)
    with pytest.raises(TypeError, match="'p' should be 'int'"):
        t.renorm(2.0, 0, 5.0)
    with pytest.raises(RuntimeError, match="'dim' must be in range"):     # 2.10's (round 47)
        t.renorm(2, 3, 5.0)
    with pytest.raises(ValueError, match="'maxnorm' must be non-negative"):
        t.renorm(2, 0, -5.0)
    with pytest.raises(TypeError, match="Renorm"):
        ms.Tensor([1, 2]).renorm(2, 0, 5.0)
    g = ms.grad(lambda x: x.renorm(2, 1, 100.0).sum())(t)   # nothing clipped: gradient 1
    np.testing.assert_allclose(g.asnumpy(), np.ones_like(_X), rtol=1e-6)


def test_argmax_with_value_int_and_dtype():
    v, i = ms.Tensor(np.array([[1, 5], [4, 2]], np.int32)).argmax_with_value(axis=-1)
    assert (v.dtype, i.dtype, v.asnumpy().tolist(), i.asnumpy().tolist()) == (
        ms.int32, ms.int64, [5, 4], [1, 0])


# ---- random fills: shape, dtype, range, in-place, seeded ----------------------------------------
_normal = lambda t: t.normal_(2.0, 0.5)
_uniform = lambda t: t.uniform_(2, 3)
_random = lambda t: t.random_(0, 10)
_exponential = lambda t: t.exponential_(2.0)
_bernoulli = lambda t: t.bernoulli_(0.3)
_ops_normal = lambda t: ops.normal_(t)
_ops_uniform = lambda t: ops.uniform_(t)
_ops_random = lambda t: ops.random_(t, 5)
_ops_exponential = lambda t: ops.exponential_(t)
_ops_bernoulli = lambda t: ops.bernoulli_(t, 1.0)
RANDOM = {
    "normal_": (_normal, lambda a: abs(a.mean() - 2.0) < 0.2),
    "uniform_": (_uniform, lambda a: ((a >= 2) & (a < 3)).all()),
    "random_": (_random,
                lambda a: ((a >= 0) & (a < 10) & (a == np.round(a))).all()),
    "exponential_": (_exponential,
                     lambda a: (a >= 0).all() and abs(a.mean() - 0.5) < 0.1),
    "bernoulli_": (_bernoulli,
                   lambda a: set(np.unique(a)) <= {0, 1} and abs(a.mean() - 0.3) < 0.1),
    "ops.normal_": (_ops_normal, lambda a: abs(a.std() - 1) < 0.2),
    "ops.uniform_": (_ops_uniform, lambda a: ((a >= 0) & (a < 1)).all()),
    "ops.random_": (_ops_random, lambda a: ((a >= 5) & (a < 2 ** 24)).all()),
    "ops.exponential_": (_ops_exponential, lambda a: (a >= 0).all()),
    "ops.bernoulli_": (_ops_bernoulli, lambda a: (a == 1).all()),
}
_uniform2 = lambda t: t.uniform(-1.0, 0.0)
_bernoulli2 = lambda t: (t * 0 + 0.5).bernoulli()
_cauchy = lambda t: t.cauchy(1.0, 0.1)
_log_normal = lambda t: t.log_normal()
RANDOM_NEW = {
    "uniform": (_uniform2, lambda a: ((a >= -1) & (a < 0)).all()),
    "bernoulli": (_bernoulli2,
                  lambda a: set(np.unique(a)) == {0, 1}),
    "cauchy": (_cauchy, lambda a: abs(np.median(a) - 1.0) < 0.1),
    "log_normal": (_log_normal, lambda a: (a > 0).all()),
}


@pytest.mark.parametrize("name", sorted(RANDOM) + sorted(RANDOM_NEW))
def test_random(name, mode):
    fn, ok = {**RANDOM, **RANDOM_NEW}[name]
    z = np.zeros((40, 50), np.float32)
    ms.set_seed(3)
    a = _Call(fn)(ms.Tensor(z))
    ms.set_seed(3)
    b = _Call(fn)(ms.Tensor(z))
    assert a.shape == (40, 50) and a.dtype == ms.float32
    assert ok(a.asnumpy()), a.asnumpy()
    np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())
    if mode == ms.PYNATIVE_MODE:
        t = ms.Tensor(z)
        out = fn(t)
        assert (out is t) == (name in RANDOM)


def test_random_dtypes_generator_and_errors():
    t = ms.Tensor(np.zeros(6, np.int32))
    assert t.random_().dtype == ms.int32 and (t.asnumpy() >= 0).all()
    assert ms.Tensor(np.zeros(3, np.float16)).cauchy().dtype == ms.float16
    draws = []
    for _ in range(2):     # a generator's state gives the op seed, within set_seed's stream
        ms.set_seed(1)
        g = ms.Generator().manual_seed(5)
        draws.append(ms.Tensor(np.zeros(5, np.float32)).normal_(generator=g).asnumpy())
        assert g.get_state().asnumpy()[8] == 1       # the offset advanced by one draw
    np.testing.assert_array_equal(*draws)
    with pytest.raises(ValueError, match="random_"):
        ms.Tensor([1.0]).random_(3, 3)
    with pytest.raises(TypeError, match="normal_"):
        ms.Tensor([1]).normal_()


def test_col2im_method_is_ops_col2im():
    x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    want = ops.col2im(x, ms.Tensor([3, 3]), 2, 1, 0, 1)
    np.testing.assert_array_equal(x.col2im(ms.Tensor([3, 3]), 2, 1, 0, 1).asnumpy(),
                                  want.asnumpy())


def test_state_helpers_and_from_dlpack():
    z = ms.Tensor(np.zeros((2, 3), np.float32))
    assert z.assign_value(ms.Tensor(np.ones(3, np.int32))) is z
    assert (z.dtype, z.shape, z.asnumpy().tolist()) == (ms.int32, (3,), [1, 1, 1])
    p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
    p.assign_value(ms.Tensor([3.0, 4.0]))
    assert p.asnumpy().tolist() == [3.0, 4.0] and p.is_init is False
    assert z.is_init() is False and z.init_finished is True
    capsule = ms.Tensor([1, 2]).to_dlpack()
    t = ms.Tensor.from_dlpack(capsule)
    assert (t.dtype, t.asnumpy().tolist()) == (ms.int64, [1, 2])
    with pytest.raises(RuntimeError, match="from_dlpack"):
        ms.Tensor.from_dlpack(capsule)             # a capsule is consumed once
    assert ms.Tensor.from_dlpack(np.ones(2, np.float32)).asnumpy().tolist() == [1.0, 1.0]
    with pytest.raises(TypeError, match="from_dlpack"):
        ms.Tensor.from_dlpack(3)
