"""Behaviour checked by MindSpore's st files of batch 29 (tests/st/tensor/overload/...,
tests/st/dynamic_shape/...), ported as small minicell tests. Expected values and error types
were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from conftest import FnCell as _Apply


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_diag_any_rank(mode):
    # dynamic_shape/test_diag.py: ops.diag of an N-D input has shape S + S with
    # out[i..., i...] = x[i...]; each input element appears once, so grad(sum) is all ones
    ms.set_context(mode=mode)
    x = np.array([[1, 2], [3, 4]], np.int32)
    out = _Apply(ops.diag)(Tensor(x)).asnumpy()
    expect = np.zeros((2, 2, 2, 2), np.int32)     # measured on 2.10 (values, shape and Int32)
    expect[0, 0, 0, 0], expect[0, 1, 0, 1], expect[1, 0, 1, 0], expect[1, 1, 1, 1] = 1, 2, 3, 4
    assert out.dtype == np.int32
    np.testing.assert_array_equal(out, expect)
    y = Tensor(np.arange(6).reshape(1, 2, 3).astype(np.float32))
    assert _Apply(ops.diag)(y).shape == (1, 2, 3, 1, 2, 3)
    fn2 = lambda t: ops.grad(ops.diag, (0,))(t)
    g = _Apply(fn2)(
        Tensor([[1.3, 2.5, -2.1], [-4.7, 2.5, 1.0]], ms.float32))
    np.testing.assert_array_equal(g.asnumpy(), np.ones((2, 3), np.float32))
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_diag_rank0_and_tensor_method():
    with pytest.raises(ValueError, match="rank must be greater than or equal to 1, but got 0"):
        ops.diag(Tensor(3.0))
    assert Tensor([1, 2]).diag().asnumpy().tolist() == [[1, 0], [0, 2]]


def test_set_device_bad_target_message():
    # tests/device_utils.py calls ms.set_device(os.getenv("DEVICE_TARGET")); unset, 2.10 says
    # "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], but got None."
    with pytest.raises(ValueError,
                       match=r"The argument 'device_target' must be one of .*but got None\.$"):
        ms.set_device(None)
    with pytest.raises(ValueError, match=r"but got cpu\.$"):
        ms.set_device("cpu")
    with pytest.raises(TypeError, match="must be <class 'str'>"):
        ms.set_device(3)
    assert ms.get_context("device_target") == "CPU"


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_tensor_var_std_overloads(mode):
    # tensor/overload/test_var.py: t.var(axis, ddof, keepdims) (numpy style, tried first) and
    # t.var(dim=, correction=1, keepdim=) (2.10's Var kernel, Ascend; torch's max(0, N - c)
    # denominator, so a correction past the count gives inf as numpy.var); t.std(dim=...)
    # takes correction 0 by default on 2.10 CPU (measured: x.std(dim=0) == x.std(axis=0) == 2)
    ms.set_context(mode=mode)
    x = Tensor([[[1, 3], [2, 4]], [[5, 7], [6, 8]]], ms.float32)
    xn = x.asnumpy()
    fn3 = lambda t: t.var()
    fn4 = lambda t: t.var(0, 1)
    fn5 = lambda t: t.var(0, True)
    fn6 = lambda t: t.var(dim=0, correction=1, keepdim=True)
    fn7 = lambda t: t.var(dim=None, correction=0)
    fn8 = lambda t: t.var(dim=(1, 2), correction=3)
    fn9 = lambda t: t.var(keepdim=True)
    fn10 = lambda t: t.std(dim=0)
    fn11 = lambda t: t.std(0, correction=1)
    fn12 = lambda t: t.std(0, 1, True)
    cases = [
        (fn3, np.var(xn)),
        (fn4, np.var(xn, 0, ddof=1)),
        (fn5, np.var(xn, 0, ddof=1)),          # a bool ddof is 1
        (fn6,
         np.var(xn, 0, ddof=1, keepdims=True)),
        (fn7, np.var(xn)),
        (fn8, np.var(xn, (1, 2), ddof=3)),
        (fn9, np.var(xn, ddof=1, keepdims=True)),
        (fn10, np.full((2, 2), 2.0)),
        (fn11, np.std(xn, 0, ddof=1)),
        (fn12, np.std(xn, 0, ddof=1, keepdims=True)),
    ]
    for fn, expect in cases:
        np.testing.assert_allclose(_Apply(fn)(x).asnumpy(), expect, rtol=1e-5)
    with np.errstate(divide="ignore"):
        inf = np.var(xn, -1, ddof=3, keepdims=True)
    fn13 = lambda t: t.var(dim=(-1,), correction=3, keepdim=True)
    out = _Apply(fn13)(x).asnumpy()
    np.testing.assert_array_equal(out, inf)
    # the numpy-style path divides by N - ddof even below zero (2.10 CPU: [-0.5, -2.])
    y = Tensor([[1., 3.], [2., 5.]])
    fn14 = lambda t: t.var(0, 3)
    np.testing.assert_allclose(_Apply(fn14)(y).asnumpy(), [-0.5, -2.0])
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_tensor_var_std_bad_types():
    x = Tensor([1.0, 2.0])
    # 2.10: both signatures listed, the float ddof rejected by each
    with pytest.raises(TypeError, match=r'Failed calling var with "var\(int, float\)"'):
        x.var(0, 1.5)
    with pytest.raises(TypeError, match=r'Failed calling std with "std\(int, float\)"'):
        x.std(0, 1.5)


def test_mint_var_correction_past_count():
    # mint.var is the Var kernel of t.var(dim=..., correction=...) (Ascend-only in 2.10; CPU
    # says "The kernel Var unregistered"): denominator max(0, N - c), inf here as numpy.var
    x = Tensor([[1.0, 3.0], [2.0, 5.0]])
    out = ms.mint.var(x, dim=0, correction=2).asnumpy()
    assert np.isinf(out).all()


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_nextafter_refuses_mixed_dtypes(mode):
    # dynamic_shape/test_next_after.py: 2.10 raises TypeError "For primitive[NextAfter], the
    # input type must be same." for Float32 with Float64 (no promotion), in both modes
    ms.set_context(mode=mode)
    net = _Apply(ops.nextafter)
    with pytest.raises(TypeError, match=r"For primitive\[NextAfter\], the input type must be same"):
        net(Tensor(1.0, ms.float32), Tensor(3.0, ms.float64))
    out = net(Tensor([0.0], ms.float32), Tensor([0.1], ms.float32)).asnumpy()
    np.testing.assert_array_equal(out, np.nextafter(np.float32(0), np.float32(0.1)).reshape(1))
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_remainder_zero_is_positive(mode):
    # tensor/test_remainder.py inputs: 2.10's FloorMod / fmod give +0.0 where x is a multiple
    # of y, also for a negative x or a negative zero (measured; XLA's remainder gives -0.0)
    ms.set_context(mode=mode)
    a = Tensor([-3.0, 3.0, -6.0, -0.0, -1.5], ms.float32)
    remainder = lambda t: t.remainder(3)
    modulo = lambda t: t % Tensor(-3.0)
    fmod = lambda t: ops.fmod(t, 3.0)
    for fn, tail in [(remainder, 1.5), (modulo, -1.5), (fmod, -1.5)]:
        out = _Apply(fn)(a).asnumpy()
        np.testing.assert_array_equal(out, [0.0, 0.0, 0.0, 0.0, tail])
        assert not np.signbit(out[:4]).any()
    grad_of_mod = lambda t: ops.grad(lambda u: ops.floor_mod(u, Tensor(3.0)).sum())(t)
    g = _Apply(grad_of_mod)(a)
    np.testing.assert_array_equal(g.asnumpy(), np.ones(5, np.float32))   # 2.10: dx = dout
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_tensor_argsort_overloads(mode):
    # tensor/overload/test_argsort.py: t.argsort(dim, descending, stable) and the older
    # t.argsort(axis, descending); Int32 indices, ties in order (values measured on 2.10 CPU)
    ms.set_context(mode=mode)
    y = Tensor(np.array([[3., 1., 2., 1.], [0., 5., 1., 1.]], np.float32))
    fn15 = lambda t: t.argsort()
    fn16 = lambda t: t.argsort(dim=1, descending=True, stable=True)
    fn17 = lambda t: t.argsort(1, False, True)
    fn18 = lambda t: t.argsort(axis=0)
    fn19 = lambda t: t.argsort(stable=True)
    cases = [(fn15, [[1, 3, 2, 0], [0, 2, 3, 1]]),
             (fn16,
              [[0, 2, 1, 3], [1, 2, 3, 0]]),
             (fn17, [[1, 3, 2, 0], [0, 2, 3, 1]]),
             (fn18, [[1, 0, 1, 0], [0, 1, 0, 1]]),
             (fn19, [[1, 3, 2, 0], [0, 2, 3, 1]])]
    for k, (fn, expect) in enumerate(cases):
        if mode == ms.GRAPH_MODE and k in (1, 2, 4):
            # the newer signature (dim=, stable=, a third argument) selects ArgSort, which 2.10
            # has no CPU kernel for in a graph (measured on 2.10 CPU; the st file runs it only
            # on Ascend)
            with pytest.raises(RuntimeError, match=r"Unsupported op \[ArgSort\] on CPU"):
                _Apply(fn)(y)
            continue
        out = _Apply(fn)(y)
        assert out.dtype == ms.int32
        assert out.asnumpy().tolist() == expect
    with pytest.raises(TypeError, match=r'Failed calling argsort with "argsort\(float\)"'):
        y.argsort(1.5)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_count_nonzero_refuses_bool():
    # tensor/overload/test_count_nonzero.py's method: 2.10 refuses a Bool input to
    # Tensor.count_nonzero / ops.count_nonzero / mnp.count_nonzero with this TypeError
    b = Tensor([True, False, True])
    for fn in (lambda: b.count_nonzero(), lambda: ops.count_nonzero(b),
               lambda: ms.numpy.count_nonzero(b)):
        with pytest.raises(TypeError, match=r"The 'input x' doesn't support 'Bool' and expect "
                                            r"to receive \(mindspore.int8, "):
            fn()
    assert Tensor([1, 0, 3], ms.int32).count_nonzero().item() == 2
    assert ms.mint.count_nonzero(b).item() == 2          # mint counts the Trues
