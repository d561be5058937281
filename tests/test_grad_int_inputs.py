"""Gradients with respect to integer-dtype inputs (issue 11, bug 4): MindSpore returns the real
derivative in the input's dtype (a fractional one truncated); every expected value, dtype and
container below was measured on MindSpore 2.10 (CPU), identical in both modes. The while-loop
case is the shape of MindSpore's control-flow tests that differentiate int inputs.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def square(a):
    return a * a


def times_1_5(a):
    return a * 1.5


class Mul(nn.Cell):
    def construct(self, x, y):
        return x * y


class WhileNet(nn.Cell):
    def construct(self, x, y):
        while x < y:
            x = x + 2
        return x * y


def scatter(indices, updates):
    return ops.scatter_nd(indices, updates, (2, 2))


def gather2(x, indices):
    return ops.gather(x, indices, 0) * 2


class Gather2(nn.Cell):
    def construct(self, x, indices):
        return gather2(x, indices)


class GradIn(nn.Cell):
    """The gradient taken inside a (GRAPH_MODE) construct."""

    def __init__(self, net, pos):
        super().__init__()
        self.net, self.pos = net, pos

    def construct(self, x, y):
        return ms.grad(self.net, self.pos)(x, y)


def _int(v, dtype=np.int64):
    return Tensor(np.array(v, dtype))


def _same(out, expected):
    """``expected``: (dtype, value) or a tuple of them."""
    if isinstance(expected, tuple) and not isinstance(expected[0], ms.dtype.Type):
        assert isinstance(out, tuple) and len(out) == len(expected)
        for o, e in zip(out, expected):
            _same(o, e)
        return
    dtype, value = expected
    assert out.dtype == dtype, (out.dtype, dtype)
    assert out.asnumpy().tolist() == value


CASES = [
    ("square_int64", lambda: ms.grad(square)(_int(3)), (ms.int64, 6)),
    ("square_int32", lambda: ms.grad(square)(_int([3, 4], np.int32)), (ms.int32, [6, 8])),
    ("fraction_truncated", lambda: ms.grad(times_1_5)(_int(3)), (ms.int64, 1)),
    ("mixed", lambda: ms.grad(Mul(), (0, 1))(_int(2), Tensor(3.0)),
     ((ms.int64, 3), (ms.float32, 2.0))),
    ("mixed_int32", lambda: ms.grad(Mul(), (0, 1))(_int([2], np.int32),
                                                  Tensor(np.array([3.5], np.float32))),
     ((ms.int32, [3]), (ms.float32, [2.0]))),
    ("while", lambda: ms.grad(WhileNet(), (0, 1))(_int(1), _int(5)),
     ((ms.int64, 5), (ms.int64, 5))),
    ("grad_operation", lambda: ops.GradOperation(get_all=True)(WhileNet())(_int(1), _int(5)),
     ((ms.int64, 5), (ms.int64, 5))),
    ("inside_construct", lambda: GradIn(Mul(), (0, 1))(_int(2), _int(3)),
     ((ms.int64, 3), (ms.int64, 2))),
    # an integer input used as an index: its gradient is zeros in its dtype
    ("scatter_nd_indices", lambda: ms.grad(scatter, (0, 1))(
        _int([[1, 0], [1, 1]], np.int32), Tensor(np.array([1.5, 2.0], np.float32))),
     ((ms.int32, [[0, 0], [0, 0]]), (ms.float32, [1.0, 1.0]))),
    ("gather_indices", lambda: ms.grad(gather2, (0, 1))(
        Tensor(np.array([1.0, 2.0, 3.0], np.float32)), _int([2, 0], np.int32)),
     ((ms.float32, [2.0, 0.0, 2.0]), (ms.int32, [0, 0]))),
    ("index_inside_construct", lambda: GradIn(Gather2(), (0, 1))(
        Tensor(np.array([1.0, 2.0, 3.0], np.float32)), _int([1, 1], np.int32)),
     ((ms.float32, [0.0, 4.0, 0.0]), (ms.int32, [0, 0]))),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_int_input_gradients(mode, case):
    _, call, expected = case
    _same(call(), expected)


def test_value_and_grad_keeps_integer_output(mode):
    value, grads = ms.value_and_grad(Mul(), (0, 1))(_int(2), _int(3))
    _same(value, (ms.int64, 6))
    _same(grads, ((ms.int64, 3), (ms.int64, 2)))


class Lookup(nn.Cell):
    def __init__(self):
        super().__init__()
        self.table = ms.Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="table")

    def construct(self, indices, scale):
        return ops.gather(self.table, indices, 0) * scale


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ms.ParameterTuple(net.trainable_params())   # (jit-forbidden in construct)
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, indices, scale):
        return self.grad(self.net, self.weights)(indices, scale)


def test_index_input_with_weights_inside_construct(mode):
    """An integer index input beside weights in a construct: zeros for the index, the weights'
    real gradient (GRAPH_MODE once read a discarded sub-graph's)."""
    (g_idx, g_scale), (g_table,) = GradAll(Lookup())(_int([2, 0, 2], np.int32), Tensor(3.0))
    _same(g_idx, (ms.int32, [0, 0, 0]))
    _same(g_scale, (ms.float32, 7.0))
    _same(g_table, (ms.float32, [3.0, 0.0, 6.0]))


def test_integer_updates_of_an_integer_index_get_their_real_gradient(mode):
    """Only the input needed as an integer is held: scatter_nd's integer updates still get
    their derivative (MindSpore: ones), its indices zeros."""
    g_idx, g_upd = ms.grad(scatter, (0, 1))(_int([[1, 0], [1, 1], [1, 0]], np.int32),
                                            _int([3, 4, 5], np.int32))
    _same(g_idx, (ms.int32, [[0, 0], [0, 0], [0, 0]]))
    _same(g_upd, (ms.int32, [1, 1, 1]))


class _Doubler(nn.Cell):
    def construct(self, x):
        return x * 2


def _uses_a_cell_class(x, y):
    return _Doubler()(x) * y            # names the class, not an instance


def test_grad_of_a_function_naming_a_cell_class():
    """The Parameters a plain function reaches come from Cell instances it names; a Cell class
    among its globals is skipped (``get_parameters`` of the class raised a TypeError)."""
    x = ms.Tensor(np.array([1, 2], np.int32))           # an integer input
    y = ms.Tensor(np.array([3.0, 4.0], np.float32))
    g = ms.grad(_uses_a_cell_class, (0,))(x, y)
    assert (g.dtype, g.asnumpy().tolist()) == (ms.int32, [6, 8])


# Each op passes the gradient as its bprop does on 2.10, truncated to every integer result on the
# way (not the whole function differentiated as floats, which gave 1, 7/7, 1 and 7/5 below), and
# an in-place write into an integer input keeps the other input's gradient (was 0). Measured on
# MindSpore 2.10 CPU (/tmp/s78/ib/t2.py, t4.py, t9.py); where 2.10's PYNATIVE_MODE differs (its
# tape reads the written value: 5 for "assign_add", (5, 5) for "assign") its GRAPH_MODE is followed.
class Truncated(nn.Cell):
    def construct(self, x):
        return (x * x) * 0.3              # x * x is an Int64: its cotangent 0.3 truncates to 0


class TwoInts(nn.Cell):
    def construct(self, x, y):
        return (x * y + x) * 2.5


class CastHalf(nn.Cell):
    def construct(self, x):
        return ops.cast(x * 3, ms.float32) * 0.5


class AssignAdd(nn.Cell):
    def construct(self, x, y):
        a = x * y
        ops.AssignAdd()(x, y)
        return a


class AssignRead(nn.Cell):
    def construct(self, x, y):
        a = x * y
        ops.assign(x, x + y)
        return a + x


class AssignOnly(nn.Cell):
    def construct(self, x, y):
        ops.assign(x, x + y)
        return x * 1


class AssignIntermediate(nn.Cell):
    def construct(self, x, y):
        z = x * 1
        ops.assign(z, y)
        return z * 3


class IntWeight(nn.Cell):
    def __init__(self, dtype=np.int64):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([3], dtype)), name="w")

    def construct(self, x):
        return (self.w * x) * 2.5


class CastWeight(IntWeight):
    def construct(self, x):
        return ops.cast(self.w, ms.float32) * x * 0.5


def _with_weights(net, x):
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(x)


ROUNDED = [
    ("truncated", lambda: ms.grad(Truncated())(_int([3])), (ms.int64, [0])),
    ("two_ints", lambda: ms.grad(TwoInts(), (0, 1))(_int([3]), _int([2])),
     ((ms.int64, [6]), (ms.int64, [6]))),
    ("cast_half", lambda: ms.grad(CastHalf())(_int([3])), (ms.int64, [0])),
    ("assign_add", lambda: ms.grad(AssignAdd(), 1)(_int([1]), _int([4])), (ms.int64, [1])),
    ("assign", lambda: ms.grad(AssignRead(), (0, 1))(_int([1]), _int([4])),
     ((ms.int64, [5]), (ms.int64, [1]))),
    ("assign_only", lambda: ms.grad(AssignOnly(), (0, 1))(_int([1]), _int([4])),
     ((ms.int64, [1]), (ms.int64, [0]))),
    ("assign_intermediate", lambda: ms.grad(AssignIntermediate(), (0, 1))(_int([1]), _int([4])),
     ((ms.int64, [3]), (ms.int64, [0]))),
    ("int_weight", lambda: _with_weights(IntWeight(), _int([2])),
     ((ms.int64, [6]), ((ms.int64, [4]),))),
    ("cast_weight",
     lambda: _with_weights(CastWeight(np.int32), Tensor(np.array([3.0], np.float32))),
     ((ms.float32, [1.5]), ((ms.int32, [1]),))),
]


@pytest.mark.parametrize("case", ROUNDED, ids=[c[0] for c in ROUNDED])
def test_each_integer_result_truncates_its_gradient(mode, case):
    _, call, expected = case
    _same(call(), expected)


# A Cell's custom bprop on integer Tensors (measured on MindSpore 2.10 CPU: /tmp/s78/ib/t10.py,
# /tmp/s79/ib/t11.py, t12.py): its gradient of an integer input is truncated into that input's
# dtype (2.10's PYNATIVE_MODE; its GRAPH_MODE returns the bprop's Float32 2.5 as it is, a dtype
# that is not the input's: not copied), and an integer output's cotangent reaches ``dout``
# truncated (2.5 -> 2: was 3 before); a float input whose output is an integer gets bprop's
# gradient (10: was 0 in GRAPH_MODE).
class BpropInts(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 3, dout * 2.5


class BpropIntsScaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = BpropInts()

    def construct(self, x, y):
        return ops.cast(self.b(x, y), ms.float32) * 2.5


class BpropIntOut(nn.Cell):
    def construct(self, x):
        return ops.cast(x * 2, ms.int32)

    def bprop(self, x, out, dout):
        return (ops.cast(dout, ms.float32) * 10,)


class BpropIntOutScaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = BpropIntOut()

    def construct(self, x):
        return ops.cast(self.b(x), ms.float32) * 1.5


BPROPS = [
    ("bprop", lambda: ms.grad(BpropInts(), (0, 1))(_int([1]), _int([4])),
     ((ms.int64, [3]), (ms.int64, [2]))),
    ("bprop_int_dout", lambda: ms.grad(BpropIntsScaled(), (0, 1))(_int([3, 1]), _int([4, 2])),
     ((ms.int64, [6, 6]), (ms.int64, [5, 5]))),
    ("bprop_float_in_int_out",
     lambda: ms.grad(BpropIntOutScaled())(Tensor(np.array([0.7, 1.2], np.float32))),
     (ms.float32, [10.0, 10.0])),
]


@pytest.mark.parametrize("case", BPROPS, ids=[c[0] for c in BPROPS])
def test_custom_bprop_gradients_of_integers(mode, case):
    _, call, expected = case
    _same(call(), expected)
