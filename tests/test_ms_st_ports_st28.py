"""Behaviour checked by MindSpore's st files of batch 28 (tests/st/ops/...), ported as small
minicell tests. Expected values and error types were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import Tensor, ops
from conftest import FnCell as _Apply


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_nanmean_float_only(mode):
    # test_func_nanmean.py: ops.nanmean / Tensor.nanmean take floats only (2.10: TypeError
    # "input should be floating point dtype"), in both modes
    ms.set_context(mode=mode)
    fn2 = lambda x: ops.nanmean(x, axis=0, keepdims=True)
    net = _Apply(fn2)
    with pytest.raises(TypeError, match="floating point dtype"):
        net(Tensor([1, 2, 3], ms.int32))
    with pytest.raises(TypeError, match="floating point dtype"):
        Tensor([1, 2, 3], ms.int32).nanmean()
    with pytest.raises(TypeError, match="must be a Tensor"):
        ops.nanmean([1.0, 2.0])
    x = Tensor([[float("nan"), 128.1, -256.9], [float("nan"), float("nan"), 128]], ms.float32)
    np.testing.assert_allclose(net(x).asnumpy(), [[np.nan, 128.1, -64.45]], rtol=1e-6)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_nanmean_dtype_cast_after():
    # 2.10: the mean is computed in the input's dtype, then cast to dtype=
    x = Tensor([[1.0, float("nan")], [3, 4]], ms.float16)
    out = ops.nanmean(x, 1, dtype=ms.float32)
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [1.0, 3.5])


def test_mnp_nanmean_any_dtype():
    # mindspore.numpy.nanmean takes ints (2.10: [[1,2],[3,4]] axis=1 -> [1.5 3.5], Float32);
    # Float16 in gives Float32, Float64 stays, an explicit dtype wins
    out = mnp.nanmean(Tensor([[1, 2], [3, 4]], ms.int32), axis=1)
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [1.5, 3.5])
    assert mnp.nanmean(Tensor([1, 2], ms.float16)).dtype == ms.float32
    assert mnp.nanmean(Tensor([1, 2], ms.float64)).dtype == ms.float64
    assert mnp.nanmean(Tensor([1, 2], ms.int32), dtype=ms.float16).dtype == ms.float16
    np.testing.assert_allclose(mnp.nanmean([1.0, 2.0]).asnumpy(), 1.5)


def test_vander_checks_and_dtypes():
    # test_func_vander.py's op; 2.10 measured: ints and bools widen to Int64, floats keep theirs,
    # a list is a TypeError, N must be a positive int (N=True counts as 1)
    out = ops.vander(Tensor([True, False]))
    assert out.dtype == ms.int64
    assert out.asnumpy().tolist() == [[1, 1], [0, 1]]
    assert ops.vander(Tensor(np.array([1, 2], np.uint8)), 3).dtype == ms.int64
    assert ops.vander(Tensor(np.array([1, 2], np.float64)), 3).dtype == ms.float64
    assert ops.vander(Tensor([1.0, 2, 3]), N=True).shape == (3, 1)
    with pytest.raises(TypeError):
        ops.vander([1.0, 2, 3])
    with pytest.raises(ValueError, match="greater than 0"):
        ops.vander(Tensor([1.0, 2, 3]), N=0)
    with pytest.raises(TypeError):
        ops.vander(Tensor([1.0, 2, 3]), N=2.0)
    with pytest.raises(ValueError, match="1-D"):
        ops.vander(Tensor([[1.0, 2, 3]]))


def test_mnp_vander():
    # mindspore.numpy.vander keeps the input dtype (Int32 list stays Int32), N=0 means len(x),
    # increasing flips the powers; 2.10 measured
    out = mnp.vander([1, 2], N=0)
    assert out.dtype == ms.int32
    assert out.asnumpy().tolist() == [[1, 1], [2, 1]]
    np.testing.assert_allclose(mnp.vander(Tensor([1.0, 2, 3]), 4, increasing=True).asnumpy(),
                               [[1, 1, 1, 1], [1, 2, 4, 8], [1, 3, 9, 27]])
    with pytest.raises(TypeError):
        mnp.vander(np.array([1.0, 2.0]))
    with pytest.raises(ValueError):
        mnp.vander((1.0, 2.0), -1)
    with pytest.raises(TypeError):
        mnp.vander((1.0, 2.0), 2, 1)


def test_int_length_windows_checks_and_dtypes():
    # test_func_hamming_window.py's family; 2.10 measured: a Python-int length only, lengths
    # 0 and 1 are Float64 ones (dtype ignored), hann/kaiser return Float64 by default and
    # hamming Float32; periodic must be a bool, hamming's alpha/beta floats, dtype a float type
    assert ops.hann_window(5).dtype == ms.float64
    assert ops.kaiser_window(5).dtype == ms.float64
    assert ops.hamming_window(5).dtype == ms.float32
    assert ops.hann_window(4, dtype=ms.bfloat16).dtype == ms.bfloat16
    for fn in (ops.hann_window, ops.hamming_window, ops.kaiser_window):
        for n in (0, 1):
            out = fn(n, dtype=ms.float16)
            assert out.dtype == ms.float64 and out.shape == (n,)
        with pytest.raises(TypeError):
            fn(3.0)
        with pytest.raises(TypeError):
            fn(Tensor(4))
        with pytest.raises(ValueError):
            fn(-1)
        with pytest.raises(TypeError):
            fn(4, periodic=1)
        with pytest.raises(TypeError):
            fn(4, dtype=ms.int32)
    with pytest.raises(TypeError, match="'alpha' must be float"):
        ops.hamming_window(4, alpha=1)
    with pytest.raises(TypeError):
        ops.hamming_window(4, dtype=ms.bfloat16)      # HammingWindow's dtypes: f16/f32/f64
    np.testing.assert_allclose(ops.hamming_window(5).asnumpy(),
                               [0.08, 0.397852, 0.912148, 0.912148, 0.397852], atol=1e-6)


def test_tensor_length_windows_and_primitives():
    # blackman/bartlett take a 0-d Int32/Int64 Tensor (their primitive's operand), HammingWindow
    # a 1-d one; the values are 2.10's to the last bit for blackman (exact 0 ends, 1 middle)
    out = ops.blackman_window(Tensor(10))
    assert out.dtype == ms.float32
    assert out.asnumpy()[0] == 0.0 and out.asnumpy()[5] == 1.0
    np.testing.assert_allclose(out.asnumpy()[:3], [0.0, 0.04021286, 0.20077014], atol=1e-7)
    np.testing.assert_allclose(ops.bartlett_window(Tensor(5)).asnumpy(), [0, 0.4, 0.8, 0.8, 0.4])
    assert ops.bartlett_window(Tensor(5), False, dtype=ms.float16).dtype == ms.float16
    assert ops.blackman_window(Tensor(0)).shape == (0,)
    for fn in (ops.blackman_window, ops.bartlett_window):
        with pytest.raises(TypeError, match="must be Tensor but got Int64"):
            fn(4)
        with pytest.raises(TypeError):
            fn(Tensor(4.0))
        with pytest.raises(ValueError, match="dim of window_length must be 0"):
            fn(Tensor([4]))
        with pytest.raises(ValueError):
            fn(Tensor(-2))
        with pytest.raises(TypeError):
            fn(Tensor(4), 1)
        with pytest.raises(TypeError):
            fn(Tensor(4), dtype=ms.int32)
    np.testing.assert_allclose(ops.HammingWindow()(Tensor(np.array([4], np.int32))).asnumpy(),
                               [0.08, 0.54, 1.0, 0.54], atol=1e-6)
    with pytest.raises(ValueError, match="length dim must be equal to 1"):
        ops.HammingWindow()(Tensor(4))
    with pytest.raises(TypeError):
        ops.HammingWindow(alpha=1)
    with pytest.raises(ValueError):
        ops.HammingWindow()(Tensor(np.array([-1], np.int32)))


X23 = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 7.0]], np.float32)


@pytest.mark.parametrize("fn", [ops.var_mean, ops.std_mean])
def test_var_std_mean_checks(fn):
    # test_func_std_mean.py's ops; 2.10's errors for each argument, measured
    x = Tensor(X23)
    with pytest.raises(TypeError, match="'ddof' should be one of"):
        fn(x, ddof=1.5)
    with pytest.raises(TypeError, match="'keepdims' should be 'bool'"):
        fn(x, keepdims=1)
    with pytest.raises(TypeError, match="input must be a Tensor"):
        fn([1.0, 2.0])
    with pytest.raises(ValueError, match="range of"):
        fn(x, axis=2)
    with pytest.raises(ValueError, match="can not be duplicate"):
        fn(x, axis=(0, 0))
    with pytest.raises(TypeError, match="Each axis should be integer"):
        fn(x, axis=1.0)


def test_var_std_mean_ddof_past_count():
    # 2.10 divides by N - ddof even when negative: var_mean gives negative variances and
    # std_mean NaN (measured: ddof=5 over 2 rows -> [-1.5, -1.5, -2.6667])
    var, mean = ops.var_mean(Tensor(X23), axis=0, ddof=5)
    np.testing.assert_allclose(var.asnumpy(), [-1.5, -1.5, -8 / 3], rtol=1e-6)
    np.testing.assert_allclose(mean.asnumpy(), [2.5, 3.5, 5.0])
    std, _ = ops.std_mean(Tensor(X23), axis=0, ddof=5)
    assert np.isnan(std.asnumpy()).all()
    std, mean = ops.std_mean(Tensor(X23), axis=(0, 1), ddof=True, keepdims=True)
    assert std.shape == (1, 1)
    np.testing.assert_allclose(std.asnumpy(), [[np.std(X23, ddof=1)]], rtol=1e-6)


def test_mint_var_mean_keeps_list_dims_and_clamped_correction():
    # mint's spelling is torch's (2.10 CPU has no VarMean kernel to measure): list dims, and a
    # correction reaching N divides by 0 (inf) instead of going negative like ops.var_mean
    from minicell import mint
    var, mean = mint.var_mean(Tensor(X23), [0, 1], correction=0)
    np.testing.assert_allclose(var.asnumpy(), np.var(X23), rtol=1e-6)
    np.testing.assert_allclose(mean.asnumpy(), np.mean(X23), rtol=1e-6)
    var, _ = mint.var_mean(Tensor(X23), 0, correction=5)
    assert np.isinf(var.asnumpy()).all()


def test_igamma_edges_and_dtypes():
    # test_igamma.py's ops; 2.10 (CPU) measured at the domain's edges: x == 0 gives 0 (igammac
    # 1) even for a == 0 in igamma, a <= 0 or x < 0 NaN, igammac NaN at x == inf
    nan, inf = float("nan"), float("inf")
    a = Tensor([0.0, 0.0, -1.0, 1.0, 1.0, 2.0, 1.0])
    x = Tensor([1.0, 0.0, 1.0, 0.0, -1.0, inf, 2.0])
    np.testing.assert_allclose(ops.igamma(a, x).asnumpy(),
                               [nan, 0, nan, 0, nan, 1, 1 - np.exp(-2)], rtol=1e-6)
    np.testing.assert_allclose(ops.igammac(a, x).asnumpy(),
                               [nan, nan, nan, 1, nan, nan, np.exp(-2)], rtol=1e-6)
    with pytest.raises(TypeError, match="Float32"):
        ops.igamma(Tensor([1.0], ms.float16), Tensor([1.0], ms.float16))
    with pytest.raises(TypeError, match="input type must be same"):
        ops.igammac(Tensor([1.0], ms.float64), Tensor([1.0], ms.float32))


def test_igamma_grad_at_edges():
    # 2.10's gradients (measured) keep NaN where a partial is undefined and are exact elsewhere
    a, x = Tensor([0.0, 1.0, 1.0, 2.0]), Tensor([1.0, 0.0, -1.0, 3.0])
    da, dx = ms.grad(lambda a, x: ops.igamma(a, x).sum(), grad_position=(0, 1))(a, x)
    np.testing.assert_allclose(da.asnumpy(), [np.nan, 0, np.nan, -0.1974], atol=1e-4)
    np.testing.assert_allclose(dx.asnumpy(), [0, np.nan, np.nan, 3 * np.exp(-3)], atol=1e-4)


@pytest.mark.parametrize("fn, prim", [(ops.add, "Add"), (ops.mul, "Mul"), (ops.div, "Div"),
                                      (ops.maximum, "Maximum"), (ops.gt, "Greater"),
                                      (ops.le, "LessEqual"), (ops.ne, "NotEqual"),
                                      (ops.logical_and, "LogicalAnd"), (ops.pow, "Pow")])
def test_binary_functional_ops_refuse_a_sequence_operand(fn, prim):
    # 2.10 measured: a list/tuple as either operand of the functional spelling is a TypeError
    # naming the primitive ("Failed calling Add with ..."); a Python number is fine
    t = Tensor([1, 2])
    for args in ((t, [1, 2]), ([1, 2], t), (t, (1, 2))):
        with pytest.raises(TypeError, match=f"Failed calling {prim} with"):
            fn(*args)
    # a logical op takes a bool but no other number (2.10 measured: ops.logical_and(t, 1) is
    # 'Failed calling LogicalAnd with "LogicalAnd()(x=Tensor, y=int)"'; session 69)
    assert fn(t, True if prim == "LogicalAnd" else 1).shape == (2,)


def test_tensor_add_method_still_takes_a_list():
    # 2.10: Tensor.add / Tensor.sub take a sequence as other (measured [2, 4])
    assert Tensor([1, 2]).add([1, 2]).asnumpy().tolist() == [2, 4]


@pytest.mark.parametrize("fn, head", [(ops.less, "less"), (ops.lt, "less"),
                                      (ops.equal, "Equal"), (ops.eq, "Equal")])
def test_less_and_equal_need_a_tensor_first(fn, head):
    # test_ops_less.py's op; 2.10: less/equal take (Tensor, number|bool|Tensor) only, so a
    # Python number first or a sequence second is a TypeError; gt/ne accept a number first
    t = Tensor([1, 2])
    for args in ((1, 2), (1, t), (1.0, t), (t, [1])):
        with pytest.raises(TypeError, match=f"Failed calling {head} with"):
            fn(*args)
    assert fn(t, True).shape == (2,)
    assert ops.gt(1, 2).asnumpy() == np.array(False)
