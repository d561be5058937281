"""MindSpore 2.10 behaviours met in its st files (round st50); values measured on 2.10 CPU.

Binary Primitive classes that take only Tensors refuse two Python numbers, each with its own
check's text (``ops.Mod()(7, 2)``; st49a measured the family in tests/st/compiler), while
``Add``, ``FloorMod`` & co. and a Tensor with a number still compute.
"""
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

_ANY = ("{Tensor[BFloat16], Tensor[Complex128], Tensor[Complex64], Tensor[Float16], "
        "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
        "Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}")


def _same(prim, a, ta, b, tb, valid):
    """2.10's same-dtype check text: inputs ``a`` and ``b`` of types ``ta`` and ``tb``."""
    return (f"The primitive[{prim}]'s input arguments[{a}, {b}] must be all tensor and those type "
            f"must be same. But got input argument[{a}]:{ta}\n But got input argument[{b}]:{tb}"
            f"\nValid type list: {valid}.")

PYNATIVE = [
    ("Mod", (7, 2), _same("Mod", "x", "Int64", "y", "Int64", _ANY)),
    ("DivNoNan", (7, 2.0), _same("DivNoNan", "x1", "Float32", "x2", "Float32",
        "{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], "
        "Tensor[Float64], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt8]}")),
    # no promotion for Igamma and Zeta; Zeta's (x, q) named in alphabetical order
    ("Igamma", (7, 2.0), _same("Igamma", "a", "Int64", "x", "Float32",
                                      "{Tensor[Float32], Tensor[Float64]}")),
    ("Zeta", (7, 2.0), _same("Zeta", "q", "Float32", "x", "Int64",
                                    "{Tensor[Float32], Tensor[Float64]}")),
    ("BitwiseAnd", (True, False), _same("BitwiseAnd", "x", "Bool", "y", "Bool",
        "{Tensor[Bool], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
        "Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}")),
    ("TruncateMod", (True, 2),
     "For primitive[TruncateMod], the input[0] should be a Tensor, but got Int64."),
    ("Hypot", (7.5, 2.0),
     "For Primitive[Hypot], the type of input argument[x1] must be Tensor but got Float32."),
    ("Equal", (7, 2.0), 'Failed calling Equal with "Equal()(input=int, other=float)".\nThe valid '
                        'calling should be: \n"Equal()(input=<Tensor>, other=<Number, Tensor>)".'),
    ("LogicalAnd", (True, 2),
     'Failed calling LogicalAnd with "LogicalAnd()(x=bool, y=int)".\nThe valid calling should '
     'be: \n"LogicalAnd()(x=<bool, Tensor>, y=<bool, Tensor>)".'),
    ("IsClose", (2.0, 7),
     'Failed calling IsClose with "IsClose(rtol=float, atol=float, equal_nan=bool)(input=float, '
     'other=int)".\nThe valid calling should be: \n"IsClose(rtol=<bool, int, float>, atol=<bool, '
     'int, float>, equal_nan=<bool>)(input=<Tensor>, other=<Tensor>)".'),
]


@pytest.mark.parametrize("name, args, text", PYNATIVE, ids=[c[0] for c in PYNATIVE])
def test_primitive_refuses_two_numbers_op_by_op(name, args, text):
    with pytest.raises(TypeError) as info:
        getattr(ops, name)()(*args)
    assert str(info.value) == text


class _Binary(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, x, y):
        return self.prim(x, y)


GRAPH = [
    ("Mod", (7, 2.0),
     "For 'Mod', the element of 'x' must be one of Tensor[Int8], Tensor[Int16], Tensor[Int32], "
     "Tensor[Int64], Tensor[UInt8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], "
     "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[BFloat16], Tensor[Complex64], "
     "Tensor[Complex128], Tensor[Int4], Tensor[Float8E4M3FN], Tensor[Float8E5M2], "
     "Tensor[HiFloat8], but got Float32.The supported data types depend on the hardware that "
     "executes the operator, for more details, please refer to the MindSpore official website "
     "to get more information about the data type."),
    ("SquaredDifference", (True, 2), _same("SquaredDifference", "x", "Int64", "y", "Int64",
        "{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], "
        "Tensor[Float64], Tensor[Int32], Tensor[Int64]}")),
    ("Xdivy", (7, True), "For primitive[Xdivy], the input[0] should be a Tensor, but got Int64."),
    # a graph names the first operand that does not fit, with its own type
    ("LogicalXor", (True, 2), 'Failed calling LogicalXor with "other=Int64".\nThe valid calling '
                              'should be: "input=<bool, Tensor>, other=<bool, Tensor>".'),
    ("Less", (2.0, 7), 'Failed calling Less with "input=Float32".\nThe valid calling should be: '
                       '"input=<Tensor>, other=<bool, Number, Tensor>".'),
    ("IsClose", (True, False), 'Failed calling IsClose with "input=Bool".\nThe valid calling '
                               'should be: "input=<Tensor>, other=<Tensor>".'),
]


@pytest.mark.parametrize("name, args, text", GRAPH, ids=[c[0] for c in GRAPH])
def test_primitive_refuses_two_numbers_in_a_graph(name, args, text):
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError) as info:
        _Binary(getattr(ops, name)())(*args)
    assert str(info.value) == text


@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_two_bools_are_logical_operands(mode):
    # LogicalAnd/LogicalOr take bools (their valid calling holds ``bool``): 2.10 computes
    ms.set_context(mode=mode)
    assert _Binary(ops.LogicalAnd())(True, False).asnumpy().item() is False
    assert _Binary(ops.LogicalOr())(True, False).asnumpy().item() is True


@pytest.mark.heavy
def test_a_tensor_with_a_number_and_the_promoting_classes_still_compute():
    # 2.10: Mod(Tensor(7), 2) is Int64 1, DivNoNan(Tensor(7.), 2.0) Float32 3.5, Add(7, 2) and
    # FloorMod(7, 2) compute on two numbers (Int64 9 and 1)
    assert repr(ops.Mod()(Tensor(7), 2)) == "Tensor(shape=[], dtype=Int64, value= 1)"
    assert repr(ops.DivNoNan()(Tensor(7.), 2.0)) == "Tensor(shape=[], dtype=Float32, value= 3.5)"
    assert repr(ops.Equal()(Tensor(7), 2)) == "Tensor(shape=[], dtype=Bool, value= False)"
    assert repr(ops.Add()(7, 2)) == "Tensor(shape=[], dtype=Int64, value= 9)"
    assert repr(ops.FloorMod()(7, 2)) == "Tensor(shape=[], dtype=Int64, value= 1)"


class _Call(nn.Cell):
    def __init__(self, prim, n):
        super().__init__()
        self.prim, self.n = prim, n

    def construct(self, x):
        return self.prim(*(x,) * self.n)


TOO_FEW_GRAPH = [
    # tests/st/compiler/syntax/simple_expression/test_operator.py: a Primitive declaring
    # __mindspore_signature__ fails where its signature is processed
    ("Mod", 1, RuntimeError, "For 'S_Prim_Mod', the size of input should be 2, but got 1. Please "
                             "check inputs of the operator."),
    ("Select", 1, RuntimeError, "For 'S_Prim_Select', the size of input should be 3, but got 1. "
                                "Please check inputs of the operator."),
    ("Equal", 1, TypeError, "For Operator[Equal], the number of inputs (including default "
                            "arguments) should be 2, but the actual number of inputs is not "
                            "satisfied, which is 1."),
    ("Abs", 0, RuntimeError, "Size should be greater than 0, during running "
                             "PrimitiveArgsToInputsEvaluator"),
]


@pytest.mark.parametrize("name, n, cls, text", TOO_FEW_GRAPH, ids=[c[0] for c in TOO_FEW_GRAPH])
def test_too_few_inputs_in_a_graph(name, n, cls, text):
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(cls) as info:
        _Call(getattr(ops, name)(), n)(Tensor(5, ms.int32))
    assert str(info.value) == text


def test_too_few_inputs_op_by_op():
    # 2.10: a Python-defined __call__ checks the count against the signature (Mod, DivNoNan,
    # Bitwise*...), Sub says its inputs number, the generated ones are Python's TypeError
    x = Tensor(5, ms.int32)
    for prim, cls, text in (
            (ops.Mod(), ValueError, "Mod inputs number 1 does not match the requires signature "
                                    "size 2"),
            (ops.BitwiseOr(), ValueError, "BitwiseOr inputs number 1 does not match the requires "
                                          "signature size 2"),
            (ops.Sub(), RuntimeError, "For Operator[Sub], the inputs number should be 2 but got "
                                      "1."),
            (ops.Add(), TypeError, "Add.__call__() missing 1 required positional argument: "
                                   "'other'")):
        with pytest.raises(cls) as info:
            prim(x)
        assert str(info.value) == text


class _Fori(nn.Cell):
    def __init__(self, unroll):
        super().__init__()
        self.loop, self.unroll = ops.ForiLoop(), unroll

    def construct(self, x):
        return self.loop(0, 3, lambda i, v: v + i, x, self.unroll)


def test_fori_loop_not_unrolled_refuses_a_second_gradient_in_a_graph():
    # tests/st/compiler/control/test_unroll_loop_ops.py: 2.10 differentiates such a loop once
    # (grad is [1.]) but grad(grad(net)) in a jit function is this RuntimeError (PYNATIVE_MODE
    # and unroll=True compute it)
    x = Tensor([2.0], ms.float32)
    first = lambda v: ops.grad(_Fori(False))(v)
    assert ms.jit(first)(x).asnumpy().tolist() == [1.0]
    second = lambda v: ops.grad(ops.grad(_Fori(False)))(v)
    with pytest.raises(RuntimeError, match=r"^Higher-order differentiation is not supported for "
                       r"the current scenario, reason: Loop op with unroll set as false is not "
                       r"allow do higher order grad$"):
        ms.jit(second)(x)
