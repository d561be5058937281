"""Regressions found by fuzz family 30 (``fuzz_programs30``) and fuzz29's leftovers, measured
on MindSpore 2.10 (CPU, /tmp/fuzz30/lo*.py)."""
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.common import dtype as mstype


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_dtype_kind_classes_are_the_dtypes_classes():
    """2.10: ``type(ms.float32) is mstype.typing.Float`` (Int, UInt, BFloat, Bool, Complex; the
    generic ``ms.int_``/``ms.uint``/``ms.float_`` are of the same classes), every kind class
    derives from ``typing.Number`` and that from ``typing.Type``; minicell had two classes of each
    name (one for the dtypes, one for the kinds), so ``is`` was False."""
    typing = mstype.typing
    pairs = [(ms.float32, typing.Float), (ms.float16, typing.Float), (ms.float64, typing.Float),
             (ms.int8, typing.Int), (ms.int32, typing.Int), (ms.uint8, typing.UInt),
             (ms.bool_, typing.Bool), (ms.bfloat16, typing.BFloat), (ms.complex128, typing.Complex),
             (ms.int_, typing.Int), (ms.uint, typing.UInt), (ms.float_, typing.Float)]
    assert [type(d) is k for d, k in pairs] == [True] * len(pairs)
    from minicell._c_expression import typing as c_typing
    assert typing is c_typing
    assert [c.__name__ for c in typing.Float.__mro__[:3]] == ["Float", "Number", "Type"]
    assert issubclass(typing.Float, typing.Number) and issubclass(typing.Number, typing.Type)
    assert isinstance(ms.int_, typing.Number) and isinstance(ms.float32, typing.Type)
    assert not isinstance(ms.bfloat16, typing.Float) and isinstance(ms.number, typing.Number)
    assert type(ms.float32)(64) is ms.float64 and type(ms.int64)(8) is ms.int8
    assert typing.Number() == ms.number
    # equality, hashing and pickling as 2.10's
    assert ms.int_ != ms.int32 and ms.int_ == ms.int_ and ms.float32 == typing.Float(32)
    assert hash(ms.float32) == hash(typing.Float(32))
    assert pickle.loads(pickle.dumps(ms.int_)) is ms.int_
    assert pickle.loads(pickle.dumps(ms.float32)) is ms.float32
    assert (str(ms.int_), repr(ms.int_), repr(ms.bool_), str(ms.bfloat16)) == \
        ("Int", "mindspore.int", "mindspore.bool", "BFloat16")
    # minicell's Type check still means "a Tensor dtype": Tensor(x, ms.int_) stays 2.10's error
    with pytest.raises(TypeError, match="the 'dtype' should be one of"):
        Tensor([1], ms.int_)
    assert ops.cast(Tensor([1.5]), ms.int_).dtype == ms.int32


def _t(*v):
    return Tensor(np.array(v, np.float32))


class _Copy(nn.Cell):
    def construct(self, x, y):
        x.copy_(y)
        return (x * y).sum()


class _AddMul(nn.Cell):
    def construct(self, x, y):
        x.add_(y)
        x.mul_(2)
        return (x * y).sum()


class _SetItem(nn.Cell):
    def construct(self, x, y):
        x[0] = 5.0
        return (x * y).sum()


@pytest.mark.heavy     # (a compiled forward+vjp per case: ~1 s)
@pytest.mark.parametrize("net, how, grads, after", [
    (_Copy, "grad01", ([0, 0], [6, 8]), [3, 4]),
    (_Copy, "vag0", (25.0, [0, 0]), [3, 4]),
    (_Copy, "grad1", ([6, 8],), [3, 4]),
    (_AddMul, "grad01", ([6, 8], [14, 20]), [8, 12]),
    (_SetItem, "grad01", ([0, 4], [5, 2]), [1, 2]),
])
def test_in_place_write_of_an_input_under_grad_reaches_the_caller(graph, net, how, grads, after):
    """``x.copy_(y)`` / ``x.add_(y)`` on an input of a GRAPH_MODE Cell differentiated with
    ``ms.grad`` / ``value_and_grad`` writes the caller's Tensor, as a plain call does (2.10,
    measured: x becomes [3, 4]; the differentiated and the undifferentiated input alike);
    ``x[0] = 5`` stays inside the graph (x stays [1, 2]) as in a plain call. minicell's
    gradient left x as it was."""
    x, y = _t(1, 2), _t(3, 4)
    if how == "grad01":
        got = ms.grad(net(), grad_position=(0, 1))(x, y)
    elif how == "vag0":
        got = ms.value_and_grad(net(), grad_position=0)(x, y)
    else:
        got = (ms.grad(net(), grad_position=1)(x, y),)
    for g, want in zip(got, grads):
        np.testing.assert_allclose(g.asnumpy(), np.array(want, np.float32))
    np.testing.assert_array_equal(x.asnumpy(), np.array(after, np.float32))


class _Inner(nn.Cell):
    def construct(self, x, y):
        x.add_(y)
        return (x * y).sum()


class _GradInside(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = _Inner()

    def construct(self, x, y):
        g = ms.grad(self.inner, grad_position=1)(x, y)
        return g + x


@pytest.mark.heavy     # (~1 s: a graph holding a gradient)
def test_in_place_write_under_a_grad_inside_construct(graph):
    """A gradient taken inside construct of a Cell that writes its (undifferentiated) input:
    the write is seen after the gradient in the graph and by the caller (2.10: [11, 16], x
    [4, 6]; measured); twice through ``ms.grad`` it accumulates ([7, 10] then [10, 14])."""
    x, y = _t(1, 2), _t(3, 4)
    np.testing.assert_allclose(_GradInside()(x, y).asnumpy(), [11, 16])
    np.testing.assert_array_equal(x.asnumpy(), [4, 6])
    x, net = _t(1, 2), _Inner()
    first = ms.grad(net, grad_position=1)(x, y)
    second = ms.grad(net, grad_position=1)(x, y)
    np.testing.assert_allclose(first.asnumpy(), [7, 10])
    np.testing.assert_allclose(second.asnumpy(), [10, 14])
    np.testing.assert_array_equal(x.asnumpy(), [7, 10])


class _ItemScale(nn.Cell):
    def construct(self, x):
        v = x.mean().item()
        c = (x > 1.5).sum().item()
        return (x * v).sum() + c + x[1].item() * 0.0


@pytest.mark.heavy     # (a compiled forward+vjp: ~1 s)
def test_item_in_graph_carries_no_gradient(graph):
    """``v = x.mean().item()`` in construct is a Python number in PYNATIVE_MODE and carries no
    gradient in 2.10's GRAPH_MODE either (measured: grad of ``(x * v).sum()`` at [1, 2] is
    [1.5, 1.5]); minicell's graph differentiated through it ([3, 3]). Found by family 30."""
    x = _t(1, 2)
    np.testing.assert_allclose(ms.grad(_ItemScale())(x).asnumpy(), [1.5, 1.5])
    np.testing.assert_allclose(_ItemScale()(x).asnumpy(), 5.5)


class _BoolSub(nn.Cell):
    def construct(self, n):
        m = n > 0
        return m - m


def test_a_dtype_the_kernel_refuses_is_a_type_error_in_both_modes(graph):
    """``m - m`` of two bool Tensors: 2.10's GRAPH_MODE raises TypeError ('For primitive[Sub],
    the input argument[x] must be a type of {...}, but got Tensor[Bool].', measured), its
    PYNATIVE_MODE gives the exclusive or (fuzz31: test_graph_fuzz31_regressions); minicell's
    graph raised a GraphModeError (a RuntimeError). It is a GraphModeError naming the line."""
    from minicell.compiler.errors import GraphModeError
    n = Tensor(np.array([3, -2, 7, 0], np.int32))
    with pytest.raises(TypeError, match=r"For primitive\[Sub\], the input argument\[x\] must "
                                        r"be a type of .*but got Tensor\[Bool\]") as info:
        _BoolSub()(n)
    assert isinstance(info.value, GraphModeError) and "return m - m" in str(info.value)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert _BoolSub()(n).asnumpy().tolist() == [False] * 4


class _WritesLocalInWhile(nn.Cell):
    def __init__(self):
        super().__init__()
        self.r = ms.Parameter(Tensor(np.array([0.4, -0.2], np.float32)), name="r",
                              requires_grad=False)

    def construct(self, x):
        v = x * 1.0
        c = Tensor(0, ms.int32)
        while v.sum() < 4.0 and c < 1:
            v[c] = v[c] + 1.5
            self.r.mul_(0.5)
            c += 1
        return v * 2.0


class _CallsIt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = _WritesLocalInWhile()

    def construct(self, x):
        return self.net(x).sum()


def test_a_tensor_made_in_a_called_cell_and_written_there_stays_inside_the_gradient(graph_mode):
    """fuzz3's seed 2 after d0a5404b: a Tensor made and written in place inside a Cell that fn
    calls (in a tensor while that also writes a Parameter in place) was taken for one of the
    caller's ('output Var ... of graph value_and_grad is not defined'); only Tensors from before
    fn's trace are written back."""
    x = Tensor(np.array([[0.5, 1.0], [0.0, 2.0]], np.float32))
    g = ms.grad(_CallsIt())(x)
    np.testing.assert_allclose(g.asnumpy(), np.full((2, 2), 2.0))
    np.testing.assert_array_equal(x.asnumpy(), [[0.5, 1.0], [0.0, 2.0]])
