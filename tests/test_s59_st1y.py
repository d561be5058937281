"""GRAPH_MODE: a number made in construct with ``float()``/``int()``/``bool()`` of a Tensor input
(a graph scalar) given to an argument that takes a Python number only (``hardshrink``'s
``lambd``, ``prod``'s ``keepdim``, ``searchsorted``'s ``right``, ``leaky_relu``'s ``alpha``).

MindSpore 2.10 takes such a variable scalar there (its TEST_OP "Resize" net does exactly this:
``tests/st/ops/dynamic_shape/test_op_utils.py`` ResizeNet, run in GRAPH_MODE). minicell read
the graph scalar as a Tensor and raised the argument's TypeError; now the argument check reads
it (``_checkparam.read_graph_scalar``), the trace stops, and that signature runs op by op.
Every expected value below was measured on MindSpore 2.10 (CPU), the same Cells.
"""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, mint, nn, ops


@pytest.fixture(autouse=True)
def _graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # (the op-by-op CompileWarning)
        yield
    ms.set_context(mode=old)


X = np.array([[-1.0, -0.4, 0.3], [0.6, 1.2, -2.0]], np.float32)


class Shrink(nn.Cell):
    def construct(self, x, lambd):
        f = mint.nn.functional
        return f.hardshrink(x, float(lambd)), f.softshrink(x, float(lambd))


class Prod(nn.Cell):
    def construct(self, x, dim, keepdim):
        return mint.prod(x, int(dim), bool(keepdim))


class Search(nn.Cell):
    def construct(self, seq, v, right):
        return ops.searchsorted(seq, v, right=bool(right))


class Leaky(nn.Cell):
    def construct(self, x, alpha):
        return ops.leaky_relu(x, float(alpha))


@pytest.mark.parametrize("lambd, hard, soft", [
    # measured on 2.10
    (0.5, [[-1.0, 0.0, 0.0], [0.6, 1.2, -2.0]], [[-0.5, 0.0, 0.0], [0.1, 0.7, -1.5]]),
    (1.1, [[0.0, 0.0, 0.0], [0.0, 1.2, -2.0]], [[0.0, 0.0, 0.0], [0.0, 0.1, -0.9]]),
])
def test_shrink_lambd_from_float_of_tensor(lambd, hard, soft):
    a, b = Shrink()(Tensor(X), Tensor(lambd))
    np.testing.assert_allclose(a.asnumpy(), hard, rtol=1e-6)
    np.testing.assert_allclose(b.asnumpy(), soft, rtol=1e-5, atol=1e-6)


def test_shrink_same_cell_follows_the_value():
    net = Shrink()
    first = net(Tensor(X), Tensor(0.5))[0].asnumpy()
    second = net(Tensor(X), Tensor(1.1))[0].asnumpy()
    # measured on 2.10: the second call uses 1.1, not the first call's 0.5
    np.testing.assert_allclose(first, [[-1.0, 0.0, 0.0], [0.6, 1.2, -2.0]], rtol=1e-6)
    np.testing.assert_allclose(second, [[0.0, 0.0, 0.0], [0.0, 1.2, -2.0]], rtol=1e-6)


@pytest.mark.parametrize("dim, keepdim, shape, value", [
    # measured on 2.10
    (1, False, (2,), [0.12, -1.44]),
    (0, True, (1, 3), [[-0.6, -0.48, -0.6]]),
    (-1, True, (2, 1), [[0.12], [-1.44]]),
])
def test_prod_dim_keepdim_from_int_bool_of_tensor(dim, keepdim, shape, value):
    out = Prod()(Tensor(X), Tensor(dim), Tensor(keepdim))
    assert out.shape == shape
    np.testing.assert_allclose(out.asnumpy(), value, rtol=1e-5)


@pytest.mark.parametrize("right, expected", [(False, [1, 3]), (True, [3, 4])])  # 2.10
def test_searchsorted_right_from_bool_of_tensor(right, expected):
    seq = Tensor(np.array([1, 2, 2, 3], np.float32))
    out = Search()(seq, Tensor(np.array([2, 3], np.float32)), Tensor(right))
    assert out.dtype == ms.int64
    assert out.asnumpy().tolist() == expected


def test_leaky_relu_alpha_from_float_of_tensor():
    out = Leaky()(Tensor(X), Tensor(0.1))
    # measured on 2.10
    np.testing.assert_allclose(out.asnumpy(), [[-0.1, -0.04, 0.3], [0.6, 1.2, -0.2]],
                               rtol=1e-5)



class SvdFlags(nn.Cell):
    def construct(self, x, full, uv):
        return ops.Svd(bool(full), bool(uv))(x)


class Trace(nn.Cell):
    def construct(self, x, offset, axis1, axis2):
        return x.trace(int(offset), int(axis1), int(axis2))


A = np.array([[3.0, 0.0], [4.0, 5.0], [0.0, 1.0]], np.float32)


def test_svd_flags_from_bool_of_tensor():
    s, u, v = SvdFlags()(Tensor(A), Tensor(False), Tensor(True))
    # measured on 2.10
    assert (s.shape, u.shape, v.shape) == ((2,), (3, 2), (2, 2))
    np.testing.assert_allclose(s.asnumpy(), [6.7458, 2.3439], rtol=1e-4)


def test_trace_offset_axes_from_int_of_tensor():
    t = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    out = Trace()(t, Tensor(0), Tensor(0), Tensor(1))
    # measured on 2.10. (Other axes: 2.10's graph keeps the first shape it inferred and pads
    # it with zeros, (1, 1, 2) -> (4,) [18, 54, 0, 0]: not followed; minicell gives [18, 54].)
    assert out.asnumpy().tolist() == [16.0, 18.0, 20.0, 22.0]


@pytest.mark.parametrize("mode", ["GRAPH_MODE", "PYNATIVE_MODE"])
@pytest.mark.parametrize("shape, dtype, s_shape", [((2, 3, 2), np.float32, (2, 2)),
                                                   ((3, 3), np.float64, (3,))])
def test_svd_primitive_without_uv_gives_three_outputs(mode, shape, dtype, s_shape):
    ms.set_context(mode=getattr(ms, mode))
    x = Tensor(np.ones(shape, dtype))
    for full in (False, True):
        out = ops.Svd(full_matrices=full, compute_uv=False)(x)
        # measured on 2.10 (both modes): (s, u, v), u and v a zero of shape (1,), s's dtype
        assert isinstance(out, tuple) and len(out) == 3
        assert [o.shape for o in out] == [s_shape, (1,), (1,)]
        assert [o.asnumpy().tolist() for o in out[1:]] == [[0.0], [0.0]]
        assert all(o.dtype == x.dtype for o in out)
    # the functional form still gives s alone (2.10's ops.svd)
    assert ops.svd(x, compute_uv=False).shape == s_shape


class TensorReduce(nn.Cell):
    def construct(self, x, dim, keepdim):
        return x.mean(int(dim), bool(keepdim)), x.sum(int(dim), bool(keepdim))


class TensorTranspose(nn.Cell):
    def construct(self, x, a, b, c):
        return x.transpose(int(a), int(b), int(c))


def test_tensor_method_mean_sum_from_int_bool_of_tensor():
    x = Tensor(np.array([[1.0, 2.0, 4.0], [3.0, 5.0, 9.0]], np.float32))
    m, s = TensorReduce()(x, Tensor(1), Tensor(True))
    # measured on 2.10
    assert m.shape == s.shape == (2, 1)
    np.testing.assert_allclose(m.asnumpy(), [[2.3333333], [5.6666665]], rtol=1e-6)
    assert s.asnumpy().tolist() == [[7.0], [17.0]]


def test_tensor_method_transpose_from_int_of_tensor():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 3))
    out = TensorTranspose()(x, Tensor(2), Tensor(0), Tensor(1))
    # measured on 2.10
    assert out.shape == (3, 1, 2)
    assert out.asnumpy().reshape(-1).tolist() == [0.0, 3.0, 1.0, 4.0, 2.0, 5.0]


class NanToNum(nn.Cell):
    def construct(self, x, nan, posinf, neginf):
        return mint.nan_to_num(x, float(nan), float(posinf), float(neginf))


def test_nan_to_num_values_from_float_of_tensor():
    x = Tensor(np.array([np.nan, np.inf, -np.inf, 1.5], np.float32))
    out = NanToNum()(x, Tensor(0.5), Tensor(9.0), Tensor(-9.0))
    assert out.asnumpy().tolist() == [0.5, 9.0, -9.0, 1.5]      # measured on 2.10


class MintMean(nn.Cell):
    def construct(self, x, dim, keepdim):
        return mint.mean(x, int(dim), bool(keepdim))


class MintTranspose(nn.Cell):
    def construct(self, x, dim0, dim1):
        return mint.transpose(x, int(dim0), int(dim1))


def test_mint_checked_arguments_from_int_bool_of_tensor():
    x = Tensor(np.array([[3.0, 1.0, 2.0], [0.5, 4.0, 0.25]], np.float32))
    m = MintMean()(x, Tensor(1), Tensor(True))
    t = MintTranspose()(x, Tensor(0), Tensor(1))
    # measured on 2.10
    assert m.shape == (2, 1)
    np.testing.assert_allclose(m.asnumpy(), [[2.0], [1.5833]], rtol=1e-4)
    assert t.asnumpy().tolist() == [[3.0, 0.5], [1.0, 4.0], [2.0, 0.25]]
