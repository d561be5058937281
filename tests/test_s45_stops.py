"""Session 45 (stops): behaviours from MindSpore's st op tests, checked against 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_renorm_float16_rounds_like_the_cpu_kernel(mode):
    # 2.10: norm in wide precision, then x / norm * maxnorm in float16 with each step rounded
    ms.set_context(mode=mode)
    x = np.arange(1, 17, dtype=np.float16).reshape(2, 2, 4)
    out = ops.renorm(Tensor(x), 2, 2, 10.0).asnumpy()
    assert out.dtype == np.float16
    # 2.10: [[[0.602 1.092 1.493 1.826] [3.01 3.273 3.484 3.652]] [[5.42 5.453 5.473 5.477]
    # [7.83 7.637 7.465 7.305]]]; a float16 factor multiply gave 7.46875 at [1, 1, 2]
    assert out[1, 1, 2] == np.float16(7.46484375)
    assert out[0, 1, 1] == np.float16(3.2734375)
    norm = np.sqrt((x.astype(np.float64) ** 2).sum(axis=(0, 1)))
    exp = (x / norm.astype(np.float16)).astype(np.float16) * np.float16(10.0)
    np.testing.assert_array_equal(out, exp.astype(np.float16))


def test_renorm_float64_exact_and_untouched_slices():
    x = np.random.RandomState(1).randn(3, 4, 5) * 5
    out = ops.renorm(Tensor(x), 3, -1, 2.5).asnumpy()
    norm = (np.abs(x) ** 3).sum(axis=(0, 1), keepdims=True) ** (1 / 3)
    np.testing.assert_allclose(out, np.where(norm > 2.5, x / norm * 2.5, x), rtol=1e-14)
    big = ops.renorm(Tensor(x), 2, 0, 1e6).asnumpy()   # no slice over maxnorm: x itself, no epsilon
    np.testing.assert_array_equal(big, x)


def test_renorm_complex():
    x = np.array([[3 + 4j, 1j], [6, 8j]], np.complex64)
    out = ops.renorm(Tensor(x), 2, 0, 2.0).asnumpy()
    np.testing.assert_allclose(out, [[1.1766968 + 1.5689291j, 0.39223227j], [1.2, 1.6j]], rtol=1e-6)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
@pytest.mark.parametrize("dtype", [np.int32, np.float32, np.float64])
def test_fmax_grad_tie_goes_to_first_input(mode, dtype):
    # 2.10 (FminFmaxGrad): a tie gives x1 the whole gradient; JAX's rule splits it or gives 0
    ms.set_context(mode=mode)
    x1 = Tensor(np.array([[1, 2, 3, 4], [5, 6, 7, 8]], dtype))
    x2 = Tensor(np.array([4], dtype))
    g1, g2 = ops.grad(ops.fmax, (0, 1))(x1, x2)
    np.testing.assert_array_equal(g1.asnumpy(), [[0, 0, 0, 1], [1, 1, 1, 1]])
    np.testing.assert_array_equal(g2.asnumpy(), [3])
    h1, h2 = ops.grad(ops.fmin, (0, 1))(x1, x2)
    np.testing.assert_array_equal(h1.asnumpy(), [[1, 1, 1, 1], [0, 0, 0, 0]])
    np.testing.assert_array_equal(h2.asnumpy(), [4])


def test_fmax_grad_nan_rules():
    # 2.10: fmax grads of (nan, 2), (1, nan), (nan, nan), (4, 4) are x1 [0 1 1 1], x2 [1 0 0 0]
    a = Tensor(np.array([np.nan, 1, np.nan, 4], np.float32))
    b = Tensor(np.array([2, np.nan, np.nan, 4], np.float32))
    for fn in (ops.fmax, ops.fmin):
        g1, g2 = ops.grad(fn, (0, 1))(a, b)
        np.testing.assert_array_equal(g1.asnumpy(), [0, 1, 1, 1])
        np.testing.assert_array_equal(g2.asnumpy(), [1, 0, 0, 0])


def test_float8_dtype_names_and_all_types_order():
    # 2.10: str(ms.float8_e4m3fn) 'Float8E4M3FN' (a Tensor prints dtype=Float8E4M3FN), repr keeps
    # the attribute name; all_types lists bfloat16 after float64 and int4 before the float8s
    from minicell.common import dtype as mstype
    assert str(ms.float8_e4m3fn) == "Float8E4M3FN" and str(ms.float8_e5m2) == "Float8E5M2"
    assert repr(ms.float8_e5m2) == "mindspore.float8_e5m2"
    assert "dtype=Float8E5M2" in repr(Tensor(np.ones(2), dtype=ms.float8_e5m2))
    names = [repr(t) for t in mstype.all_types]
    assert names.index("mindspore.bfloat16") == names.index("mindspore.float64") + 1
    assert names[-3:] == ["mindspore.int4", "mindspore.float8_e4m3fn", "mindspore.float8_e5m2"]


_BOOL = np.array([True, False])


@pytest.mark.parametrize("call", [
    lambda m: ms.mint.add(m, m, alpha=True), lambda m: ms.mint.sub(m, m, alpha=False),
    lambda m: m.add(m, alpha=True), lambda m: m.sub(True, alpha=True),
    lambda m: ms.mint.add(m, True, alpha=True)])
def test_bool_alpha_with_bool_operands_is_the_kernel_error(call):
    # 2.10 (CPU, each case in its own process): AddExt/SubExt have no Bool-alpha kernel
    with pytest.raises(TypeError, match=r"Select CPU operator\[(Add|Sub)Ext\] fail! Unsupported "
                       r"data type!\nThe supported data types are input\[Int8 Int8 Float32\]"):
        call(Tensor(_BOOL))
    try:
        call(Tensor(_BOOL))
    except TypeError as e:
        assert str(e).endswith("but get input[[const vector]{Bool, Bool, Bool}], "
                               "output[[const vector]{Bool}].")
        assert "input[Complex128 Complex128 Int64], output[Complex128];," in str(e)


def test_tensor_add_bool_alpha_needs_bool_operands():
    # 2.10: Tensor.add/sub with alpha=True on Int32 is mint's TypeError; was computed (x + x)
    i = Tensor(np.array([1, 2], np.int32))
    with pytest.raises(TypeError, match="For 'AddExt', boolean alpha need boolean input and "
                       "other, but got Int32 and Int32"):
        i.add(i, alpha=True)
    with pytest.raises(TypeError, match="For 'SubExt', boolean alpha need boolean input and "
                       "other, but got Int32 and Int32"):
        i.sub(2, alpha=True)
    m = Tensor(_BOOL)    # a number alpha with two Bools still computes (logical or)
    np.testing.assert_array_equal(m.add(m, alpha=2).asnumpy(), [True, False])


def test_bool_alpha_kernel_error_in_a_graph():
    # 2.10 under jit: the graph kernel selector's text ('; ' separators, a banner) in both spellings
    @ms.jit
    def f(a, b):
        return ms.mint.sub(a, b, alpha=True)

    @ms.jit
    def g(a, b):
        return a.add(b, alpha=True)

    m = Tensor(_BOOL)
    for fn, prim in ((f, "SubExt"), (g, "AddExt")):
        with pytest.raises(TypeError) as info:
            fn(m, m)
        text = str(info.value)
        assert text.startswith("\n" + "-" * 52 + "\n- Kernel select failed:\n" + "-" * 52 +
                               f"\nSelect CPU operator[{prim}] fail! Unsupported data type!")
        assert "output[Int8]; input[Int16 Int16 Float32]" in text
        assert text.endswith("output[Complex128]; , but get input[Bool Bool Bool ] and "
                             "output[Bool ]")
