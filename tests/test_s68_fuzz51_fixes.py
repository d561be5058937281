"""Fixes found by the fifty-first GRAPH_MODE vs PYNATIVE_MODE fuzzer (fuzz_programs51: the op
surface under differentiation) and fuzz50's open item, each checked against MindSpore 2.10 (CPU;
the texts and values below were measured there, in both modes)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Parameter, Tensor


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5, -1.0], np.float32)), name="b")

    def construct(self, x):
        return (self.w * x * x + self.b).sum()


_X = np.array([1.0, 3.0], np.float32)


@pytest.mark.parametrize("get_all", [False, True])
def test_forward_value_and_grad_lone_parameter_with_get_by_list(get_all):
    """2.10 refuses a lone Parameter as ``weights`` with ``get_by_list`` (not a Parameters
    array), naming its class as ``abc.Parameter``; minicell took it as a 1-tuple."""
    net = _Net()
    with pytest.raises(TypeError) as e:
        nn.ForwardValueAndGrad(net, weights=net.w, get_all=get_all, get_by_list=True)
    assert str(e.value) == (
        "For 'ForwardValueAndGrad', when 'get_by_list' is set to True, the argument 'weights' "
        "must be Parameters array, but got '<class 'abc.Parameter'>'")


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_forward_value_and_grad_lone_parameter_unused(mode):
    """Without ``get_by_list`` a lone Parameter is taken and unused: the gradient is the first
    input's (2.10: 18.5 and [2, 12] in both modes)."""
    old = ms.get_context("mode")
    ms.set_context(mode=mode)
    try:
        net = _Net()
        fvg = nn.ForwardValueAndGrad(net, weights=net.w)
        assert [p.name for p in fvg.get_parameters()] == ["w", "b"]
        out, grad = fvg(Tensor(_X))
    finally:
        ms.set_context(mode=old)
    assert float(out.asnumpy()) == 18.5
    np.testing.assert_allclose(grad.asnumpy(), [2.0, 12.0])


@pytest.mark.parametrize("flag", ["get_all", "get_by_list"])
def test_forward_value_and_grad_flag_types(flag):
    """``get_all``/``get_by_list`` are checked by ForwardValueAndGrad itself (its text), before
    ``weights``; ``sens_param`` by its GradOperation (``bad_input_rows48_nn``)."""
    net = _Net()
    with pytest.raises(TypeError) as e:
        nn.ForwardValueAndGrad(net, weights=net.w, **{flag: 1})
    assert str(e.value) == (f"For 'ForwardValueAndGrad', the type of '{flag}' must be bool, "
                            "but got '<class 'int'>'")


_B = np.array([True, False, False, True, False, True])


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_hardtanh_of_bool_clamps_zero_and_one(mode):
    """2.10 clamps a bool Tensor as 0/1 numbers and casts back (measured): the default bounds
    keep it, (0.5, 2) and (-2, -1) make it all True; minicell cast the bounds to bool first
    (all True)."""
    old = ms.get_context("mode")
    ms.set_context(mode=mode)
    try:
        f = ms.jit(ms.ops.hardtanh)
        keep = f(Tensor(_B))
        low = ms.ops.hardtanh(Tensor(_B), 0.5, 2.0)
        neg = ms.ops.hardtanh(Tensor(_B), -2.0, -1.0)
    finally:
        ms.set_context(mode=old)
    assert keep.dtype == ms.bool_
    np.testing.assert_array_equal(keep.asnumpy(), _B)
    np.testing.assert_array_equal(low.asnumpy(), np.ones(6, bool))
    np.testing.assert_array_equal(neg.asnumpy(), np.ones(6, bool))


def test_clip_by_global_norm_of_a_tensor_gives_a_tensor():
    """2.10's PYNATIVE_MODE gives a lone Tensor back as a Tensor (a tuple or list as a tuple);
    minicell gave a 1-tuple. (2.10's GRAPH_MODE refuses a lone Tensor: AddN's TypeError.)"""
    x = Tensor(np.array([[3.0, 0.0], [0.0, 4.0]], np.float32))
    out = ms.ops.clip_by_global_norm(x, 2.0)
    assert isinstance(out, Tensor)
    np.testing.assert_allclose(out.asnumpy(), [[1.2, 0.0], [0.0, 1.6]], rtol=1e-6)
    pair = ms.ops.clip_by_global_norm([x, x], 2.0)
    assert isinstance(pair, tuple) and len(pair) == 2
    np.testing.assert_allclose(pair[1].asnumpy(), [[0.6 * 2 ** -0.5 * 2, 0.0],
                                                   [0.0, 0.8 * 2 ** -0.5 * 2]], rtol=1e-6)
    n = Tensor(np.array([3, -4], np.int32))
    assert ms.ops.clip_by_global_norm(n, 2.0).dtype == ms.int32


@pytest.mark.parametrize("p", [None, 2, -2])
def test_cond_of_a_non_square_matrix_is_matrix_inverse_error(p):
    """2.10's ``ops.cond`` inverts A for every ``p`` (measured, both modes): a (4, 6) matrix is
    MatrixInverse's ValueError; minicell's singular-value ratio gave a number for None/2/-2
    (1.76e8, which its two modes did not even agree on: fuzz51 seed 230)."""
    a = Tensor(np.linspace(-1, 1, 24).reshape(4, 6).astype(np.float32))
    with pytest.raises(ValueError) as e:
        ms.ops.cond(a, p)
    assert str(e.value).startswith(
        "For primitive[MatrixInverse], the attribute[row size] must be equal to 4, but got 6.")


def test_cond_of_a_square_matrix():
    """The square case keeps 2.10's values (measured: 2.791852 for None and 2, 0.3581853 for
    -2)."""
    a = Tensor(np.array([[2.0, 1.0, 0.5], [0.3, 3.0, 1.0], [1.0, 0.2, 4.0]], np.float32))
    np.testing.assert_allclose(float(ms.ops.cond(a).asnumpy()), 2.791852, rtol=1e-5)
    np.testing.assert_allclose(float(ms.ops.cond(a, -2).asnumpy()), 0.3581853, rtol=1e-5)


@pytest.mark.parametrize("call, exc, text", [
    (lambda y: ms.ops.dist(y, 0.5), TypeError,
     "For 'dist', 'other' must be a tensor, but got <class 'float'>"),
    (lambda y: ms.ops.dist(2, y), TypeError,
     "For 'dist', 'input' must be a tensor, but got <class 'int'>"),
    (lambda y: ms.ops.cov(y > 0), TypeError, "For cov, the input dtype can not be bool."),
    (lambda y: (y > 0).cov(), TypeError, "For cov, the input dtype can not be bool."),
    (lambda y: ms.ops.cov(y.reshape(2, 3, 4)), ValueError,
     "For cov, the input must have two or fewer dimensions, but got 3 dimensions."),
])
def test_dist_and_cov_operand_checks(call, exc, text):
    """2.10's Python checks of ``ops.dist``'s operands and ``ops.cov``'s input (measured, both
    modes); minicell broadcast a number, counted bools as numbers and flattened a 3-d input."""
    y = Tensor(np.linspace(-1, 1, 24).reshape(4, 6).astype(np.float32))
    with pytest.raises(exc) as e:
        call(y)
    assert str(e.value) == text


@pytest.mark.parametrize("lower, upper, name", [(True, True, "lower"), (1, True, "upper"),
                                                (False, 1, "lower")])
def test_matrix_band_part_bool_counts(lower, upper, name):
    """A bool ``lower``/``upper`` is MatrixBandPart's TypeError in 2.10 (measured, both modes);
    minicell took it as 0/1."""
    h = Tensor(np.ones((4, 6), np.float32))
    with pytest.raises(TypeError) as e:
        ms.ops.matrix_band_part(h, lower, upper)
    assert str(e.value).split("\n")[0] == (      # (2.10 appends its C++ stack)
        f"For primitive[MatrixBandPart], the input argument[{name}] must be "
        "a type of {Int32, Int64}, but got Bool.")
    assert float(ms.ops.matrix_band_part(h, 1, 2).sum().asnumpy()) == 15.0
