"""Session 72 (gi72): a gradient taken in a compiled graph of a function that writes in place a
Tensor input it does not differentiate (values measured on MindSpore 2.10 CPU, both modes)."""
import minicell as ms
from minicell import Tensor, nn
from minicell.ops import operations as P


class _AddInto(nn.Cell):
    def construct(self, x, y):
        P.AssignAdd()(y, x)
        return y


class _SubInto(nn.Cell):
    def construct(self, x, y):
        P.AssignSub()(y, x * x)
        return y * 2


def _first(t):
    return t.asnumpy().tolist()[0]


def test_written_input_left_undifferentiated(mode):
    # upstream st/compiler/tensor_inplace test_tensor_inplace_add_grad_first_input: the graph
    # returns the written y; d/dx through it was 0 (its value before the write was returned)
    graph = mode == ms.GRAPH_MODE
    for net, want in ((_AddInto(), 1.0 if graph else 0.0), (_SubInto(), -12.0 if graph else 0.0)):
        y = Tensor([4.0])
        g = ms.grad(net, grad_position=0)(Tensor([3.0]), y)
        assert _first(g) == want
        assert _first(ms.grad(net, grad_position=1)(Tensor([3.0]), Tensor([4.0]))) == \
            (1.0 if net.__class__ is _AddInto else 2.0)
    y = Tensor([4.0])
    out, g = ms.value_and_grad(_AddInto(), grad_position=0)(Tensor([3.0]), y)
    assert (_first(out), _first(g), _first(y)) == (7.0, 1.0 if graph else 0.0, 7.0)
    y = Tensor([4.0])
    out, g = ms.value_and_grad(_SubInto(), grad_position=0)(Tensor([3.0]), y)
    assert (_first(out), _first(g), _first(y)) == (-10.0, -12.0 if graph else 0.0, -5.0)


def test_written_input_left_undifferentiated_in_jit(mode):
    def fn(x, y):
        P.AssignAdd()(y, x)
        return y * 3
    jf = ms.jit(fn)
    y = Tensor([4.0])
    g = ms.grad(jf, grad_position=0)(Tensor([3.0]), y)
    assert (_first(g), _first(y)) == (3.0, 7.0)


class _DoubleScaled(nn.Cell):
    def construct(self, x, k):
        P.AssignAdd()(x, x)
        return x * k


def test_integer_input_gradient_writes_once(mode):
    # an Int input differentiated: fn runs once more for the integer outputs; its in-place
    # write of the plain Tensor x landed twice (x 4; 2.10: 2)
    x, k = Tensor([1.0]), Tensor([3], ms.int32)
    gx, gk = ms.grad(_DoubleScaled(), grad_position=(0, 1))(x, k)
    assert (_first(gx), _first(gk), _first(x)) == \
        (6.0 if mode == ms.GRAPH_MODE else 3.0, 2, 2.0)
    assert gk.dtype == ms.int32
