"""MindSpore ut/python cases (round 18): behaviour measured on MindSpore 2.10 CPU."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _Cube(nn.Cell):
    def construct(self, x):
        return x ** 3


class _Pair(nn.Cell):
    def construct(self, x):
        return 2 * x, x ** 3


class _Sum2(nn.Cell):
    def construct(self, x, y):
        return 2 * x + 3 * y


_X = Tensor(np.array([[1, 2], [3, 4]], np.float32))
_V = Tensor(np.ones((2, 2), np.float32))


@pytest.mark.parametrize("net, sens, message", [
    (_Cube, (_V,), "Abstract type AbstractTuple cannot join with AbstractTensor."),
    (_Cube, [_V], "Abstract type AbstractList cannot join with AbstractTensor."),
    (_Pair, _V, "Abstract type AbstractTensor cannot join with AbstractTuple."),
    (_Pair, [_V, _V], "Abstract type AbstractList cannot join with AbstractTuple."),
    (_Pair, (_V, (_V,)), "Abstract type AbstractTuple cannot join with AbstractTensor."),
])
def test_graph_sensitivity_must_join_the_output(net, sens, message):
    # MindSpore 2.10 GRAPH_MODE: GradOperation(sens_param=True) raises TypeError('Type Join
    # Failed: ...') when the sensitivity's structure differs from the output's (PYNATIVE_MODE
    # accepts (v,) and [v] for a Tensor output: only the Tensor count matters there).
    grad = ops.GradOperation(sens_param=True)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match="Type Join Failed: " + message.replace(".", r"\.")):
            grad(net())(_X, sens)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    # the same sensitivity in PYNATIVE_MODE: (v,) / [v] for one output still work there
    if net is _Cube:
        assert np.allclose(grad(net())(_X, sens).asnumpy(), 3 * _X.asnumpy() ** 2)


def test_jvp_vjp_cells_call_fn_with_the_inputs_as_given():
    # MindSpore 2.10 GRAPH_MODE (nn.grad.Jvp / Vjp): a tuple given as the one input is one
    # argument of fn (TypeError for a two-input fn); v must have the structure of the inputs
    # (Jvp) or of the output (Vjp).
    from minicell.nn.grad import Jvp, Vjp
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError):
            Jvp(_Sum2())((_X, _X), (_V, _V))
        with pytest.raises(TypeError):
            Vjp(_Cube())(_X, (_V,))
        out, grad = Vjp(_Cube())(_X, _V)
        assert np.allclose(grad.asnumpy(), 3 * _X.asnumpy() ** 2)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    # their construct is a @jit function: PYNATIVE_MODE joins v the same way
    with pytest.raises(TypeError, match="Type Join Failed"):
        Vjp(_Cube())(_X, (_V,))
    out, grad = Jvp(_Cube())(_X, _V)
    assert np.allclose(grad.asnumpy(), 3 * _X.asnumpy() ** 2)


def test_dynamic_length_mutable_holds_one_kind_of_element_in_a_graph():
    # MindSpore 2.10 (measured): mutable(seq, True) itself accepts mixed elements; a graph that
    # takes it (a jit input, or mutable(..., True) inside) raises this ValueError, naming the
    # kinds int / float / Bool / Tensor / Tuple / List / Dictionary
    from minicell import jit, mutable
    mixed = mutable([1, 2.2, 3], True)
    assert list(mixed) == [1, 2.2, 3]

    @jit
    def ident(x):
        return x

    @jit
    def inside():
        return mutable((True, 1), True)

    @jit
    def constant_again(x):
        return mutable(x, False)

    start = "In graph mode, the element type of dynamic length array must be the same."
    with pytest.raises(ValueError) as err:
        ident(mixed)
    assert str(err.value).startswith(start)
    assert "The 0th element type is: int. The 1th element type is: float" in str(err.value)
    with pytest.raises(ValueError, match="The 0th element type is: Bool. The 1th element type "
                                         "is: int"):
        inside()
    with pytest.raises(RuntimeError, match="can not convert a dynamic length sequence to "
                                           "constant length"):
        constant_again(mutable([1, 2], True))
    assert ident(mutable([(1,), (2, 3)], True)) == [(1,), (2, 3)]
    # a bad element is reported with the whole input, as 2.10's TypeError shows it
    with pytest.raises(TypeError, match=r"but got list: \[1, 1, 'a'\]\."):
        mutable([1, 1, "a"])


_NO_CAST = "Data type conversion is not supported for a 'Parameter', nor for the input tensor of " \
           "an in-place operator, "


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_in_place_ops_do_not_cast_what_they_write(mode):
    # MindSpore 2.10, both modes (measured): the written input's dtype group is promoted, and
    # the written Parameter / Tensor cannot be cast; a wider written input is fine
    from minicell import Parameter
    from minicell.ops import operations as P

    class Write(nn.Cell):
        def __init__(self, op):
            super().__init__()
            self.op = op

        def construct(self, *args):
            return self.op(*args)

    ms.set_context(mode=mode)
    try:
        with pytest.raises(TypeError) as err:
            Write(ops.assign)(Tensor(2, ms.int8), Tensor(3, ms.uint8))
        assert str(err.value) == _NO_CAST + "so data type Int8, which cannot be converted to " \
                                            "data type Int16 automatically."
        w = Parameter(Tensor(np.ones((3, 2)), ms.float16), name="w")
        with pytest.raises(TypeError, match=r"so data type Float16, which cannot be converted "
                                            r"to data type Float32"):
            Write(P.AssignAdd())(w, Tensor(np.ones((3, 2)), ms.float32))
        with pytest.raises(TypeError, match=r"the argument\[x\]'s data type of primitive"
                                            r"\[ScatterAdd\] is Float16, which cannot"):
            Write(P.ScatterAdd())(w, Tensor([0], ms.int32), Tensor(np.ones((1, 2)), ms.float32))
        v = Parameter(Tensor(np.zeros(2), ms.float32), name="v")
        Write(ops.assign)(v, Tensor([1, 2], ms.int32))          # Float32 holds Int32
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert v.asnumpy().tolist() == [1.0, 2.0]
