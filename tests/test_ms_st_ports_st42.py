"""Behaviour checked by MindSpore's own compiler system tests (tests/st/compiler and neighbours),
ported as small minicell tests. Each value was measured on MindSpore 2.10 (CPU).
"""
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


class _Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([5.0]), name="w")

    def construct(self, x):
        return x * self.w


class _ReadsSome(nn.Cell):
    """Parameters a, b, c and a sub-Cell's w; ``kind`` picks which the forward reads."""

    def __init__(self, kind):
        super().__init__()
        self.a = Parameter(Tensor([1.0]), name="a")
        self.b = Parameter(Tensor([2.0]), name="b")
        self.c = Parameter(Tensor([3.0]), name="c")
        self.sub = _Sub()
        self.kind = kind

    def construct(self, x):
        if self.kind == "c_then_a":
            return x * self.c * 10 + x * self.a
        if self.kind == "sub_b_a":
            return self.sub(x) * 2 + x * self.b + self.a * self.b * 3
        if self.kind == "none":
            return x * 3
        return self.b                      # a Parameter returned unchanged


@pytest.mark.parametrize("kind, expected", [
    ("c_then_a", [20.0, 2.0]),             # c first, a next; b and w never read
    ("sub_b_a", [4.0, 5.0, 6.0]),          # sub.w, b (x + 3a), a (3b)
    ("none", []),
    ("b", [1.0]),
])
def test_gradoperation_own_weights_are_those_read_in_order(kind, expected):
    # 2.10 (PYNATIVE): GradOperation(get_by_list=True)(net) with no weights differentiates the
    # Parameters the forward read, in order of first read, omitting the others
    ms.set_context(mode=ms.PYNATIVE_MODE)
    grads = ops.GradOperation(get_by_list=True)(_ReadsSome(kind))(Tensor([2.0]))
    assert [g.asnumpy().tolist() for g in grads] == [[v] for v in expected]


def test_gradoperation_own_weights_with_inputs():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    (gx,), gw = ops.GradOperation(get_all=True, get_by_list=True)(
        _ReadsSome("c_then_a"))(Tensor([2.0]))
    assert gx.asnumpy().tolist() == [31.0]
    assert [g.asnumpy().tolist() for g in gw] == [[20.0], [2.0]]
    # weights given explicitly keep their order and zeros for the unread
    gw = ops.GradOperation(get_by_list=True)(
        net := _ReadsSome("c_then_a"), net.trainable_params())(Tensor([2.0]))
    assert [g.asnumpy().tolist() for g in gw] == [[2.0], [0.0], [20.0], [0.0]]


_GLOBAL_LIST = [1, 2, 3, 4]
_GLOBAL_POP = [1, 2, 3, 4]
_GLOBAL_NESTED = [1, 2, [3, 4], None]


def test_graph_returns_a_global_or_attribute_list_as_itself():
    # tests/st/compiler/fallback/test_graph_fallback_runtime_list_inplace.py: 2.10's graph gives
    # back a list held outside it (a global, an attribute) as the same object, its in-place
    # changes made; a list the graph builds is a new one on every call
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        @ms.jit
        def pop_global():
            x = _GLOBAL_POP.pop()
            return x, _GLOBAL_POP

        @ms.jit
        def nested(a):
            return [1, a, _GLOBAL_LIST]

        @ms.jit
        def fresh(a):
            return [a, a * 2]

        x, lst = pop_global()
        assert x == 4 and lst is _GLOBAL_POP and _GLOBAL_POP == [1, 2, 3]
        out = nested(Tensor([1]))
        assert out[2] is _GLOBAL_LIST and out[1].asnumpy().tolist() == [1]
        @ms.jit
        def with_item():
            return _GLOBAL_NESTED, _GLOBAL_NESTED[2]

        whole, item = with_item()    # a list held by a list held outside is held outside too
        assert whole is _GLOBAL_NESTED and item is _GLOBAL_NESTED[2]
        first, second = fresh(Tensor([1])), fresh(Tensor([2]))
        assert first is not second
        assert [t.asnumpy().tolist() for t in first] == [[1], [2]]

        class Net(nn.Cell):
            def __init__(self, x):
                super().__init__()
                self.x = x

            def construct(self):
                self.x.reverse()
                return self.x

        held = [1, 2, 3, 4]
        assert Net(held)() is held and held == [4, 3, 2, 1]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_sequence_count_index_skip_non_numbers_against_a_graph_tensor():
    # tests/st/compiler/fallback/test_graph_fallback_runtime_tuple_func.py: a graph tensor
    # compared with a string, None or a tuple element is unequal (2.10 measured: (2, 0, 1, 1))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        @ms.jit
        def foo(x, y):
            m = (x, y, "a", 1)
            return (m.count(x), m.index(y), [x, y, "a", Tensor([10])].index(x, 1, 3),
                    (x, None, (1,)).count(x))

        assert tuple(int(v) for v in foo(Tensor([3]), Tensor([3]))) == (2, 0, 1, 1)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_island_map_runs_on_each_calls_values():
    # tests/st/compiler/fallback/test_graph_fallback_runtime.py: map over asnumpy() values in a
    # graph gives this call's sums (2.10: (5, 7, 9), then (5, 7, 10)); it gave the compile-time
    # probe's (2, 2, 2)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        @ms.jit
        def foo(x, y):
            m = map(lambda a, b: a + b, x.asnumpy(), y.asnumpy())
            return tuple(m)

        assert [int(v) for v in foo(Tensor([1, 2, 3]), Tensor([4, 5, 6]))] == [5, 7, 9]
        assert [int(v) for v in foo(Tensor([1, 2, 4]), Tensor([4, 5, 6]))] == [5, 7, 10]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_numpy_attribute_set_in_construct_advances_every_call():
    # tests/st/compiler/fallback/test_graph_fallback_runtime_setattr.py: `self.a = self.a + 1`
    # on a numpy attribute runs on every call (2.10: [2 3 4], [3 4 5], [4 5 6], measured)
    import numpy as np
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        class Net(nn.Cell):
            def __init__(self):
                super().__init__()
                self.a = np.array([1, 2, 3])

            def construct(self):
                self.a = self.a + 1
                return self.a

        net = Net()
        assert [net().tolist() for _ in range(3)] == [[2, 3, 4], [3, 4, 5], [4, 5, 6]]
        assert net.a.tolist() == [4, 5, 6]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("bounds, error, text", [
    ((), RuntimeError, "For 'make_range', the input size should within [1, 3] but got0"),
    ((1, 2, 3, 4), RuntimeError, "For 'make_range', the input size should within [1, 3] but got4"),
    ((1, 2, 0), RuntimeError, "For 'range', the argument 'step' could not be 0."),
    ((0, 0.02), TypeError, "For 'make_range', the 1th input should be a int scalar but got "
                           "AbstractScalar(Type: Float32, Value: 0.02, Shape: NoShape)"),
    ((3.0,), TypeError, "For 'make_range', the 0th input should be a int scalar but got "
                        "AbstractScalar(Type: Float32, Value: 3, Shape: NoShape)"),
    ((2 ** 63 - 2, 2 ** 63 - 1, 3), ValueError,
     "Integer overflow error occurred when traversing the range."),
    ((-2 ** 63 + 1, -2 ** 63, -3), ValueError,
     "Integer overflow error occurred when traversing the range."),
])
def test_graph_range_errors(bounds, error, text):
    # tests/st/compiler/syntax/simple_expression/test_operator.py: 2.10's errors (measured)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        class Net(nn.Cell):
            def construct(self, x):
                for _ in range(*bounds):
                    x = x + 1
                return x

        with pytest.raises(error) as info:
            Net()(Tensor(2))
        assert text in str(info.value)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
@pytest.mark.parametrize("y, text", [
    ((2, 2), "The size of inputs of 'tuple_div' operator must be the same, but the size of "
             "divisor tuple is 2, the size of dividend tuple is 3."),
    ((2, 2, 2.0), "The data type of inputs of 'tuple_div' operator should be an int64 number, "
                  "but got a Float32 number 2."),
    ((2, 2, 0), "The divisor value should not be 0!"),
    ((2, 3, 2), "The inputs of 'tuple_div' operator should be divisible, but they are not "
                "divisible now, the dividend is 14, the divisor is 3."),
])
def test_tuple_div_errors(mode, y, text):
    # tests/st/compiler/syntax/simple_expression/test_operator.py (2.10's texts, measured)
    from minicell.ops import functional as F
    ms.set_context(mode=mode)
    try:
        class Net(nn.Cell):
            def construct(self, a, b):
                return F.tuple_div(a, b)

        with pytest.raises(RuntimeError) as info:
            Net()((8, 14, 20), y)
        assert str(info.value).startswith(text)
        assert Net()((8, 14), (2, 7)) == (4, 2)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _MapZip(nn.Cell):
    """Each ``case`` one map/zip call 2.10 refuses in a graph."""

    def __init__(self, case):
        super().__init__()
        self.case = case

    def mul(self, x=2, y=4):
        return x * y

    def construct(self, x):
        if self.case == 0:
            map(self.mul)
        elif self.case == 1:
            map(self.mul, 3, 4)
        elif self.case == 2:
            map(self.mul, [1], (2,))
        elif self.case == 3:
            map(self.mul, [1, 2], [3])
        elif self.case == 4:
            map(self.mul, (1, 2), (3,))
        elif self.case == 5:
            zip()
        else:
            zip((1, 2), x)
        return x


@pytest.mark.parametrize("case, error, text", [
    (0, TypeError,
     "The Map operator must have at least two arguments. But the size of arguments is 1."),
    (1, RuntimeError, "Map can only be applied to list, tuple, but got Int64."),
    (2, RuntimeError, "The types of arguments in Map must be consistent, but the types of "
                      "arguments are inconsistent."),
    (3, RuntimeError, "For 'Map', the length of lists must be the same. \nThe length of the "
                      "second element in Map is 2, but the length of the third element in Map "
                      "is 1."),
    (4, RuntimeError, "For 'Map', the length of tuples must be the same."),
    (5, RuntimeError, "The zip operator must have at least 1 argument, but the size of "
                      "arguments is 0."),
    (6, TypeError, "Cannot iterate over a scalar tensor."),
])
def test_graph_map_zip_errors(case, error, text):
    # tests/st/compiler/syntax/simple_expression/test_map.py, test_zip_operation.py: 2.10's
    # errors in a graph (measured); Python's map/zip would stop at the shortest or say less
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(error) as info:
            _MapZip(case)(Tensor(2.0))
        assert text in str(info.value)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
