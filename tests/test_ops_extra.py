"""Tests for the ops in ``minicell/ops/rows_extra.py`` (values checked against MindSpore 2.10)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from conftest import FnCell as _Fn


def _np(t):
    return np.asarray(t.asnumpy())


class _AssignNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="p")
        self.fn = fn

    def construct(self, x):
        out = self.fn(self.p, x)
        return out * 1.0


@pytest.mark.parametrize("fn, expect, expect2", [
    (ops.assign_add, [2.0, 4.0], [3.0, 6.0]), (ops.assign_sub, [0.0, 0.0], [-1.0, -2.0]),
    (ops.AssignAdd(), [2.0, 4.0], [3.0, 6.0]), (ops.AssignSub(), [0.0, 0.0], [-1.0, -2.0])])
def test_assign_add_sub_write_the_parameter(mode, fn, expect, expect2):
    net = _AssignNet(fn)
    out = net(ms.Tensor(np.array([1.0, 2.0], np.float32)))
    assert _np(out).tolist() == expect and _np(net.p).tolist() == expect
    out = net(ms.Tensor(np.array([1, 2], np.int32)))       # cast to the Parameter's dtype
    assert out.dtype == ms.float32
    assert _np(out).tolist() == expect2 and _np(net.p).tolist() == expect2


def test_assign_add_accumulates_and_checks_shape():
    p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="p")
    ops.assign_add(p, ms.Tensor(np.array([1.0, 1.0], np.float32)))
    out = ops.AssignAdd()(p, ms.Tensor(np.array([1, 2], np.int32)))
    assert _np(out).tolist() == [3.0, 5.0] and _np(p).tolist() == [3.0, 5.0]
    assert _np(ops.assign_sub(p, ms.Tensor(np.array([0.5, 0.5], np.float32)))).tolist() == \
        [2.5, 4.5]
    with pytest.raises(ValueError, match="AssignAdd.*same shape"):
        ops.assign_add(p, ms.Tensor([1.0, 2.0, 3.0]))
    with pytest.raises(ValueError, match="AssignSub.*same rank"):
        ops.assign_sub(p, ms.Tensor(np.ones((2, 2), np.float32)))
    with pytest.raises(TypeError, match="AssignAdd.*Parameter or a Tensor, but got list"):
        ops.assign_add([1.0], ms.Tensor([1.0]))


def test_assign_to_a_plain_tensor_replaces_its_data(mode):
    """MindSpore 2.10 (measured, CPU): assign/assign_add/assign_sub write a plain Tensor too and
    return the new value."""
    x = ms.Tensor(np.array([0.0, 1.0, 2.0], np.float32))
    ones = ms.Tensor(np.ones(3, np.float32))
    assert _np(ops.assign_sub(x, ones)).tolist() == [-1.0, 0.0, 1.0] == _np(x).tolist()
    assert _np(ops.assign(x, ones * 5)).tolist() == [5.0, 5.0, 5.0] == _np(x).tolist()
    assert _np(ops.AssignAdd()(x, ms.Tensor(np.ones(3, np.int32)))).tolist() == [6.0] * 3
    assert x.dtype == ms.float32 and _np(x).tolist() == [6.0] * 3
    with pytest.raises(TypeError, match="Assign.*Parameter or a Tensor, but got list"):
        ops.assign([1.0], ones)


_X = np.array([[1.0, 2.0], [3.0, -4.0]], np.float32)


def _clip_ref(xs, max_norm, p):
    total = np.sum(np.array([np.sum(x ** p) ** (1.0 / p) for x in xs]) ** p) ** (1.0 / p)
    coef = max_norm / (total + 1e-6)
    return [x * coef if coef < 1 else x for x in xs]


def _renorm_ref(x, p, axis, maxnorm):
    others = tuple(i for i in range(x.ndim) if i != axis % x.ndim)
    norm = np.sum(np.abs(x) ** p, axis=others, keepdims=True) ** (1.0 / p)
    return x * np.where(norm > maxnorm, maxnorm / (norm + 1e-7), 1.0)


_fn = lambda x: ops.clip_by_norm(x, 2.0)
_fn2 = lambda x: ops.clip_by_norm(x, 20.0)
_fn3 = lambda x: ops.clip_by_norm(x, 1.0, norm_type=1)
_fn4 = lambda x: ops.clip_by_norm((x, x * 2), 2.0)[1]
_fn5 = lambda x: ops.clip_by_global_norm((x, x * 2), 1.0)[1]
_fn6 = lambda x: ops.renorm(x, 2, 0, 2.0)
_fn7 = lambda x: ops.Renorm(p=1, dim=1, maxnorm=3.0)(x)
_fn8 = lambda x: ops.SquareSumAll()(x, x * 2)[1]
_fn9 = lambda x: ops.accumulate_n([x, x * 3])
_fn10 = lambda x: ops.AccumulateNV2()([x, x])
_fn11 = lambda x: ops.reduce_max(x, 1)
_fn12 = lambda x: ops.reduce_min(x)
_fn13 = lambda x: ops.reduce_mean(x, (0,))
_fn14 = lambda x: ops.ConjugateTranspose()(x, (1, 0))
_fn15 = lambda x: ops.eps(x)
_fn16 = lambda x: ops.diff_ext(x)
_fn17 = lambda x: ops.einsum_ext("ij->ji", x)


@pytest.mark.parametrize("fn, ref", [
    (_fn, lambda x: _clip_ref([x], 2.0, 2)[0]),
    (_fn2, lambda x: x),
    (_fn3, lambda x: _clip_ref([x], 1.0, 1)[0]),
    (_fn4, lambda x: _clip_ref([x, x * 2], 2.0, 2)[1]),
    (_fn5,
     lambda x: 2 * x / np.sqrt(np.sum(x ** 2) * 5)),
    (_fn6, lambda x: _renorm_ref(x, 2, 0, 2.0)),
    (_fn7, lambda x: _renorm_ref(x, 1, 1, 3.0)),
    (_fn8, lambda x: np.sum((2 * x) ** 2)),
    (_fn9, lambda x: 4 * x),
    (_fn10, lambda x: 2 * x),
    (_fn11, lambda x: x.max(1)),
    (_fn12, lambda x: x.min()),
    (_fn13, lambda x: x.mean(0)),
    (_fn14, lambda x: x.T),
    (_fn15, lambda x: np.full_like(x, np.finfo(np.float32).eps)),
    (_fn16, lambda x: np.diff(x)),
    (_fn17, lambda x: x.T),
])
def test_composite_values_and_gradients(mode, fn, ref):
    net = _Fn(fn)
    out = net(ms.Tensor(_X))
    np.testing.assert_allclose(_np(out), ref(_X), rtol=1e-5, atol=1e-6)
    grad = _np(ms.grad(net)(ms.Tensor(_X)))
    eps = 1e-3                                   # central differences of sum(ref(x))
    num = np.zeros_like(_X, dtype=np.float64)
    for idx in np.ndindex(_X.shape):
        d = np.zeros_like(_X, dtype=np.float64)
        d[idx] = eps
        num[idx] = (np.sum(ref(_X + d)) - np.sum(ref(_X - d))) / (2 * eps)
    np.testing.assert_allclose(grad, num, rtol=1e-2, atol=1e-3)


def test_small_helpers_values_and_errors(mode):
    x = ms.Tensor(_X)
    assert _np(_Fn(ops.EqualCount())(ms.Tensor([1, 2, 3]), ms.Tensor([1, 2, 4]))).tolist() == [2]
    fn2 = lambda a, b: ops.intopk(a, b, 1)
    assert _np(_Fn(fn2)(x, ms.Tensor([1, 0], ms.int32))).tolist() \
        == [True, True]
    ties = ms.Tensor(np.array([[1.0, 1.0, 0.0], [3.0, 1.0, 2.0]], np.float32))
    assert _np(_Fn(ops.InTopK(1))(ties, ms.Tensor([1, 2], ms.int32))).tolist() == [True, False]
    assert _np(_Fn(ops.InTopK(2))(ties, ms.Tensor([1, 2], ms.int32))).tolist() == [True, True]
    r = ops.tensor_range(ms.Tensor(0), ms.Tensor(5), ms.Tensor(2))   # dynamic shape: eager
    assert _np(r).tolist() == [0, 2, 4] and r.dtype == ms.int64
    assert _Fn(ops.reduce_mean)(ms.Tensor([[1, 2]])).dtype == ms.int64
    assert _np(ops.Eps()(ms.Tensor([1.0], ms.float16))).tolist() == [np.finfo(np.float16).eps]
    assert _np(ops.baddbmm_ext(ms.Tensor(np.ones((1, 2, 2), np.float32)),
                               ms.Tensor(np.ones((1, 2, 2), np.float32)),
                               ms.Tensor(np.ones((1, 2, 2), np.float32)), beta=2, alpha=3)
               ).tolist() == [[[8.0, 8.0], [8.0, 8.0]]]
    assert _np(ops.isnan_ext(ms.Tensor([1.0, float("nan")]))).tolist() == [False, True]
    assert ops.shape_(x) == (2, 2)
    assert ops.is_tensor(x) and not ops.is_tensor(1.0)
    assert ops.is_nonzero(ms.Tensor([1.0])) is True and ops.is_nonzero(ms.Tensor(0)) is False
    c = ms.Tensor(np.array([[1 + 2j, 3j], [1, 2]], np.complex64))
    assert _np(ops.ConjugateTranspose()(c, (1, 0))).tolist() == [[1 - 2j, 1 - 0j], [-3j, 2 - 0j]]


def test_errors():
    x = ms.Tensor(_X)
    with pytest.raises(ValueError, match="numel of input must be 1"):
        ops.is_nonzero(x)
    with pytest.raises(ValueError, match="clip_by_global_norm.*clip_norm"):
        ops.clip_by_global_norm((x,), 0.0)
    with pytest.raises(ValueError, match="use_norm"):
        ops.clip_by_global_norm((x,), 1.0, use_norm=ms.Tensor(10.0))
    with pytest.raises(TypeError, match="Renorm.*'p'.*int"):
        ops.renorm(x, 2.5, 0, 1.0)
    with pytest.raises(ValueError, match="non-positive-norm"):
        ops.renorm(x, 0, 0, 1.0)
    with pytest.raises(TypeError, match="Eps"):
        ops.eps(ms.Tensor([1]))
    with pytest.raises(TypeError, match="SquareSumAll"):
        ops.SquareSumAll()(ms.Tensor([1, 2]), ms.Tensor([1, 2]))
    with pytest.raises(RuntimeError, match="non-finite"):
        ops.clip_by_norm(ms.Tensor([float("inf")]), 1.0, error_if_nonfinite=True)
