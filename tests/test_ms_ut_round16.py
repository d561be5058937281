"""MindSpore ut/python, round 16: GRAPH_MODE semantics and errors that MindSpore's own ut files
check, each measured on MindSpore 2.10 CPU (the expected values and messages below are 2.10's).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Parameter, Tensor


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield


class _Inner(nn.Cell):
    def construct(self, x):
        return x


class _Holder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = _Inner()
        self.w = Parameter(Tensor([1., 2.]), name="w")


def _forbidden_cell_method(call):
    return type("Net", (_Holder,), {"construct": call})


def _trainable_params(self, x):
    return self.inner.trainable_params()


def _get_parameters(self, x):
    return self.get_parameters()


def _state_dict(self, x):
    return self.state_dict()


def _get_sub_cell(self, x):
    return self.get_sub_cell("inner")(x)


def _set_data(self, x):
    self.w.set_data(x)
    return x


def _set_const_arg(self, x):
    return x.set_const_arg(False)


def _assign_value(self, x):
    return x.assign_value(x)


def _cell_method(name):
    return f"the method or function 'mindspore.nn.cell.Cell.{name}'"


# (what construct calls, what 2.10's RuntimeError names, then what it says to use instead)
FORBIDDEN = [
    (_trainable_params, _cell_method("trainable_params"), _cell_method("trainable_params")),
    (_get_parameters, _cell_method("get_parameters"), _cell_method("get_parameters")),
    (_state_dict, _cell_method("state_dict"), _cell_method("state_dict")),
    (_get_sub_cell, _cell_method("get_sub_cell"), _cell_method("get_sub_cell")),
    (_set_data, "the 'Parameter' object's method 'set_data'", "the 'Parameter.set_data'"),
    (_set_const_arg, "the 'Tensor' object's method 'set_const_arg'", "the 'Tensor.set_const_arg'"),
    (_assign_value, "the 'Tensor' object's method 'assign_value'", "the 'Tensor.assign_value'"),
]


@pytest.mark.parametrize("call, what, use", FORBIDDEN)
def test_jit_forbidden_methods_in_construct(graph_mode, call, what, use):
    # MindSpore 2.10 (jit_forbidden_register): the whole message, measured
    net = _forbidden_cell_method(call)()
    with pytest.raises(RuntimeError) as err:
        net(Tensor([1., 2.]))
    assert str(err.value).splitlines()[0] == (
        f"Failed to compile in GRAPH_MODE because {what} is not supported in 'construct' or "
        f"function with @jit decorator. Try to use {use} externally such as initialized in the "
        f"method '__init__' before assigning.")


def test_jit_forbidden_methods_run_outside_graph():
    # the marked methods keep working outside a graph, in both modes
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _Holder()
    assert [p.name for p in net.trainable_params()] == ["w"]
    net.w.set_data(Tensor([3., 4.]))
    assert net.w.asnumpy().tolist() == [3., 4.]
    x = Tensor([1., 2.])
    assert x.assign_value(Tensor([5., 6.])).asnumpy().tolist() == [5., 6.]
    assert net.get_sub_cell("inner") is net.inner


def test_jit_forbidden_method_in_pynative_construct_runs():
    # PYNATIVE_MODE runs construct as Python: the same call is allowed (2.10 too)
    net = _forbidden_cell_method(_set_data)()
    net(Tensor([7., 8.]))
    assert net.w.asnumpy().tolist() == [7., 8.]


# ---- raise in a graph: only Python's standard exception types, by name (2.10, measured) ----
class _UserError(Exception):
    pass


class _RaiseUserWarning(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise UserWarning("w")
        return x


class _RaiseImportError(nn.Cell):
    def construct(self, x):
        if x > 1:
            raise ImportError("i")
        return x


class _RaiseUserError(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise _UserError("m")
        return x


class _RaiseUndefined(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise NotSupportError("n")  # noqa: F821 (2.10 names it in its RuntimeError)
        return x


class _RaiseVariable(nn.Cell):
    def construct(self, x):
        e = ValueError("v")
        if x == 1:
            raise e
        return x


class _RaiseUserErrorNotTaken(nn.Cell):
    def construct(self, x):
        if x == 2:
            raise _UserError("m")
        return x * 3


_SUPPORTED = ("AssertionError, AttributeError, BaseException, EnvironmentError, Exception, "
              "IOError, IndentationError, IndexError, KeyError, KeyboardInterrupt, MemoryError, "
              "NameError, NotImplementedError, OSError, OverflowError, RuntimeError, "
              "RuntimeWarning, StopIteration, TypeError, UnboundLocalError, ValueError, "
              "ZeroDivisionError.")


@pytest.mark.parametrize("net, arg, name", [
    (_RaiseUserWarning, 1, "UserWarning"),
    (_RaiseImportError, Tensor(2), "ImportError"),        # a tensor `if`: while compiling
    (_RaiseUserError, 1, "_UserError"),
    (_RaiseUndefined, 1, "NotSupportError"),
    (_RaiseVariable, 1, "e"),
])
def test_raise_unsupported_exception_type(graph_mode, net, arg, name):
    with pytest.raises(RuntimeError) as err:
        net()(arg)
    assert str(err.value).startswith(
        f"Unsupported exception type: {name}. Raise only support some Python standard "
        f"exception types: {_SUPPORTED}")


def test_raise_supported_types_and_exception_as_runtime_error(graph_mode):
    class RaiseException(nn.Cell):
        def construct(self, x):
            if x == 1:
                raise Exception("e")
            return x

    class RaiseZeroDivision(nn.Cell):
        def construct(self, x):
            if x == 1:
                raise ZeroDivisionError("z")
            return x

    with pytest.raises(RuntimeError, match="e"):      # 2.10: Exception is a RuntimeError
        RaiseException()(1)
    with pytest.raises(ZeroDivisionError, match="z"):
        RaiseZeroDivision()(1)
    # a raise on a path the call does not take is not looked at (2.10 returns 1 * 3)
    assert _RaiseUserErrorNotTaken()(1) == 3


def test_raise_any_type_in_pynative():
    # PYNATIVE_MODE runs construct as Python: the user's own exception is raised as is
    with pytest.raises(_UserError):
        _RaiseUserError()(1)


def test_len_of_0d_tensor_message():
    # 2.10: TypeError 'Not support len of a 0-D tensor' (PYNATIVE), with a period in a graph
    x = Tensor(np.array(100))
    with pytest.raises(TypeError) as err:
        len(x)
    assert str(err.value) == "Not support len of a 0-D tensor"

    class Len(nn.Cell):
        def construct(self, x):
            return len(x)

    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError) as err:
        Len()(x)
    assert str(err.value).splitlines()[0] == "Not support len of a 0-D tensor."
    assert Len()(Tensor(np.ones((3, 2)))) == 3


def _params(*names):
    return [Parameter(Tensor([float(i)]), name=n) for i, n in enumerate(names)]


def test_parameter_names_shared_by_lists_and_tuples_of_a_cell():
    # 2.10 (measured): the Parameters of every list/tuple of Parameters a Cell holds share one
    # name space; attributes holding one Parameter each may repeat a name
    class TwoLists(nn.Cell):
        def __init__(self, first, second):
            super().__init__()
            self.param_tuple = tuple(first)
            self.param_list = list(second)

    with pytest.raises(ValueError, match="its name 'name_a' already exists. Please set a unique "
                                         "name for the parameter."):
        TwoLists(_params("name_a", "b"), _params("name_a", "c"))
    with pytest.raises(ValueError, match="its name 'name_a' already exists"):
        TwoLists(_params("name_a", "name_a"), _params("c"))
    shared = _params("a", "b")
    net = TwoLists(shared, shared + _params("c"))   # the same objects again: not a clash
    assert [p.name for p in net.param_list] == ["a", "b", "c"]

    class TwoAttributes(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor([1.]), name="name_a")
            self.b = Parameter(Tensor([3.]), name="name_a")

        def construct(self, x):
            return self.a + self.b + x

    ms.set_context(mode=ms.GRAPH_MODE)
    assert TwoAttributes()(Tensor([10.])).asnumpy().tolist() == [14.]


# ---- dict keys in a graph (2.10's make_dict checks, measured) ----
@ms.jit
def _list_key():
    x = [1, 2]
    return {x: 3}.values()


@ms.jit
def _tensor_key(x):
    return {x: 10}.values()


@ms.jit
def _tuple_key_with_tensor(x):
    return {(x, 1): 10}.values()


@ms.jit
def _constant_keys(x):
    d = {"a": x, 1: x + 1, (1, "b"): 3, Tensor([1]): 4}
    return d["a"], d[1], d[(1, "b")]


_KEY_ONLY = "make_dict evaluator key only supports string, number, type, none, constant tensor " \
            "and tuple, but got "


def test_dict_display_keys_in_graph(graph_mode):
    with pytest.raises(RuntimeError) as err:
        _list_key()
    assert str(err.value).splitlines()[0] == _KEY_ONLY + "[1, 2]"
    with pytest.raises(RuntimeError) as err:
        _tensor_key(Tensor([1, 2]))
    assert str(err.value).splitlines()[0] == _KEY_ONLY + "ValueAny"
    with pytest.raises(RuntimeError) as err:
        _tuple_key_with_tensor(Tensor([1, 2]))
    assert str(err.value).splitlines()[0] == \
        "make_dict evaluator key should not be tuple that contains variables, but got ValueAny"
    a, b, c = _constant_keys(Tensor([1., 2.]))
    assert a.asnumpy().tolist() == [1., 2.] and b.asnumpy().tolist() == [2., 3.] and c == 3


# ---- Python numbers divided by zero in a graph, jit_class on a Cell (2.10, measured) ----
class _Divide(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        if self.op == "div":
            return x * (2 / 0)
        if self.op == "floordiv":
            return x * (2 // 0)
        if self.op == "mod":
            return x * (2 % 0)
        y = 2.0
        y /= 0
        return x * y


@pytest.mark.parametrize("op, message", [
    ("div", "The divisor could not be zero. But the divisor is zero now."),
    ("floordiv", "The divisor could not be zero. But the divisor is zero now."),
    ("mod", "Cannot perform modulo operation on zero."),
    ("augassign", "The divisor could not be zero. But the divisor is zero now."),
])
def test_python_number_divided_by_zero_in_graph(graph_mode, op, message):
    with pytest.raises(ValueError) as err:
        _Divide(op)(Tensor([1]))
    assert str(err.value).splitlines()[0] == message


def test_python_numbers_divide_in_graph(graph_mode):
    class Net(nn.Cell):
        def construct(self, x):
            return x * (7 / 2) + x * (7 // 2) + x * (7 % 4) + x / 2
    assert Net()(Tensor([2.])).asnumpy().tolist() == [7. + 6. + 6. + 1.]


def test_jit_class_refuses_a_cell():
    with pytest.raises(TypeError, match="Decorator jit_class is used for user-defined classes "
                                        "and cannot be used for nn.Cell"):
        @ms.jit_class
        class Net(nn.Cell):
            def construct(self, x):
                return x


def test_calling_a_jit_class_object_without_call_is_a_value_error(graph_mode):
    @ms.jit_class
    class Inner:
        def __init__(self, number):
            self.number = number

    class Net(nn.Cell):
        def construct(self, x):
            return Inner(2)(x)
    # 2.10's text (measured; its static-graph tutorial's example)
    with pytest.raises(ValueError, match="^MsClassObject: 'Inner' has no __call__ function, "
                                         "please check the code.$"):
        Net()(Tensor([2.]))


def test_constexpr_at_top_level():
    # 2.10: mindspore.constexpr is mindspore.ops.constexpr
    assert ms.constexpr is ms.ops.constexpr

    @ms.constexpr
    def three():
        return 3

    @ms.jit
    def f(x):
        return x * three()

    ms.set_context(mode=ms.GRAPH_MODE)
    assert f(Tensor([2.])).asnumpy().tolist() == [6.]
