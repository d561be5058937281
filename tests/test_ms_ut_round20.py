"""MindSpore ut round 20: graph syntax and Cell behaviours found by running MindSpore's
ut/python suite. Every expected value and error text here was measured on MindSpore 2.10
(CPU)."""
import pytest

import minicell as ms
from minicell import Tensor, nn


@pytest.fixture(autouse=True)
def _graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


class _PrivateNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.__scale = 2
        self.__w = ms.Parameter(Tensor([3.0]), name="w")

    def __times(self, y):
        return y * self.__scale

    def construct(self, y):
        return self.__scale, self.__times(y) + self.__w


def test_private_attributes_and_methods_are_name_mangled_in_construct():
    # ut nn/test_cell_method_attribute.py::test_cell_private_attr; 2.10 prints
    # (2, Tensor(shape=[1], dtype=Float32, value= [ 5.00000000e+00])) and names the Parameter w
    net = _PrivateNet()
    scale, out = net(Tensor([1.0]))
    assert scale == 2 and out.asnumpy().tolist() == [5.0]
    assert [p.name for p in net.get_parameters()] == ["w"]


def test_bool_tensor_is_an_index_of_one_in_sequence_slices():
    # ut ops/test_list_slice.py / test_tuple_slice.py SlicePositive; 2.10: Tensor([True]) and
    # Tensor(True) index as 1 in both modes, a float Tensor is its ValueError
    class Net(nn.Cell):
        def construct(self, x):
            t = (x, x + 1, x + 2, x + 3, x + 4, x + 5)
            return t[Tensor([True]):], t[2:Tensor([5]):Tensor([True])], t[:Tensor(3)]

    out = Net()(Tensor(0))
    assert [len(o) for o in out] == [5, 3, 3]
    assert [int(v) for v in out[1]] == [2, 3, 4]
    assert [1, 2, 3][Tensor(True):] == [2, 3]
    with pytest.raises(ValueError, match="Only integer tensors of a single element"):
        [1, 2, 3][Tensor(2.0):]


@pytest.mark.parametrize("call, text", [
    (lambda: ms.ops.acos("str"), 'Failed calling ACos with "ACos()(input=string)".'),
    (lambda: ms.ops.acos(1.0), 'Failed calling ACos with "ACos()(input=float)".'),
    (lambda: ms.ops.sinh("s"), 'Failed calling Sinh with "Sinh()(input=string)".'),
    (lambda: ms.ops.atan(1.0), 'Failed calling Atan with "Atan()(input=float)".'),
    (lambda: ms.ops.sin("s"), 'Failed calling Sin with "Sin()(input=string)".\nThe valid '
     'calling should be: \n"Sin()(input=<Tensor>)".'),     # (2.10's whole text, measured s53)
    (lambda: ms.ops.diagonal(1.0, 1, 1, -3),
     'Failed calling Diagonal with "Diagonal(offset=int, dim1=int, dim2=int)(input=float)".'),
])
def test_non_tensor_inputs_of_unary_ops_are_failed_calls(call, text):
    # ut ops/test_dyn_shape_primitive.py::test_{acos,diagonal}_unsupported_input_type; the texts
    # are 2.10's PYNATIVE ones (its GRAPH_MODE words the operands differently, same TypeError)
    with pytest.raises(TypeError) as info:
        call()
    assert str(info.value) == text


def test_string_operand_of_tensor_arithmetic_is_a_failed_call_and_never_equal():
    # ut pynative_mode/test_implicit_conversion.py::test_float_tensor_and_str_add and
    # ge/ops/test_tensor_add.py::test_tensor_orign_ops; 2.10's texts, the same in both modes
    class Net(nn.Cell):
        def construct(self, x):
            return x == "zero", x != "zero"

    x = Tensor([[1.0, 2.0]])
    assert Net()(x) == (False, True)
    with pytest.raises(TypeError) as info:
        _ = x + "ok"
    assert str(info.value) == 'Failed calling Add with "Add()(input=Tensor, other=string)".\n' \
        'The valid calling should be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(TypeError) as info:
        ms.ops.not_equal(x, "a")
    assert str(info.value).startswith(
        'Failed calling NotEqual with "NotEqual()(input=Tensor, other=string)".')


def test_a_function_among_graph_outputs_is_a_runtime_error():
    # ut pipeline/parse/test_structure_output.py::test_output_function*; 2.10 raises for a
    # method, a function or a lambda returned (alone or in a tuple), returns a class as it is
    class Method(nn.Cell):
        def func(self):
            return 0

        def construct(self):
            return self.func

    class InTuple(nn.Cell):
        def construct(self, x):
            return x, ms.ops.abs

    class AClass(nn.Cell):
        def construct(self, x):
            return x, nn.ReLU

    for net, args in ((Method(), ()), (InTuple(), (Tensor([1.0]),))):
        with pytest.raises(RuntimeError, match="Function in output is not supported."):
            net(*args)
    assert AClass()(Tensor([1.0]))[1] is nn.ReLU


def test_parameter_tuple_with_a_repeated_name_is_2_10s_value_error():
    # ut graph_syntax/parameter/test_parameter.py::test_parameter_4; 2.10's text, measured
    with pytest.raises(ValueError) as info:
        ms.ParameterTuple((ms.Parameter(Tensor([2], ms.float32), name="name_a"),
                           ms.Parameter(Tensor([4], ms.float32), name="name_a")))
    assert str(info.value) == (
        "The value Parameter (name=name_a, shape=(1,), dtype=Float32, requires_grad=True) , its "
        "name 'name_a' already exists. Please set a unique name for the parameter.")


def test_calling_a_primitive_without_a_kernel_is_a_runtime_error():
    # ut pipeline/infer/test_net_infer.py::test_invalid_primitive; 2.10 raises RuntimeError in
    # both modes ("Operator 'invalid_prim' is invalid, ..." in a graph)
    invalid = ms.ops.Primitive("invalid_prim")

    @ms.jit
    def func(x):
        return invalid(x)

    with pytest.raises(RuntimeError, match="Operator 'invalid_prim' is invalid"):
        func(Tensor([1]))
