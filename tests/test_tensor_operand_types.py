"""Tensor operators given operands their primitive does not take (minicell/ops/tensor_operands.py).
Every expected text below was measured on MindSpore 2.10 (CPU, PYNATIVE_MODE) with the same
expression (its first line: a string operand's message goes on with the valid calling)."""
import operator as O

import numpy as np
import pytest

import minicell as ms
from minicell import nn

Y = ms.Tensor(np.array([1.0, 2.0], np.float32))
YI = ms.Tensor(np.array([1, 2], np.int64))
YB = ms.Tensor(np.array([True, False]))

# (expression, 2.10's TypeError text)
REFUSED = [
    (lambda: Y + 1j, 'Failed calling Add with "Add()(input=Tensor, other=<class \'complex\'>)".'),
    (lambda: 1j + Y, 'Failed calling Add with "Add()(input=Tensor, other=<class \'complex\'>)".'),
    (lambda: 1j - Y, 'Failed calling Sub with "Sub()(input=<class \'complex\'>, other=Tensor)".'),
    (lambda: Y * (1, 2), 'Failed calling Mul with "Mul()(input=Tensor, other=Tuple<int, int>)".'),
    (lambda: [1, 2] * Y, 'Failed calling Mul with "Mul()(input=Tensor, other=List<int, int>)".'),
    (lambda: "a" * Y, 'Failed calling Mul with "Mul()(input=Tensor, other=string)".'),
    (lambda: "a" + Y, 'Failed calling Add with "Add()(input=Tensor, other=string)".'),
    (lambda: Y / [1, 2], 'Failed calling div with "div(List<int, int>)".'),
    (lambda: (1, 2) / Y, 'Failed calling Mul with "Mul()(input=Tensor, other=Tuple<int, int>)".'),
    (lambda: YI // 1j,
     'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=<class \'complex\'>)".'),
    (lambda: 1j // YI,
     'Failed calling FloorDiv with "FloorDiv()(input=<class \'complex\'>, other=Tensor)".'),
    (lambda: YI % (1, 2), 'Failed calling __mod__ with "__mod__(Tuple<int, int>)".'),
    (lambda: 1j % YI, "rmod(): argument 'input' (position 1) must be Number, not complex."),
    (lambda: Y ** [1, 2], 'Failed calling pow with "pow(List<int, int>)".'),
    (lambda: 1j ** Y,
     'Failed calling Pow with "Pow()(input=<class \'complex\'>, exponent=Tensor)".'),
    (lambda: "a" ** Y, 'Failed calling Pow with "Pow()(input=string, exponent=Tensor)".'),
    (lambda: Y < [1, 2], 'Failed calling less with "less(Tensor, List<int, int>)".'),
    (lambda: [1, 2] < Y,
     'Failed calling Greater with "Greater()(input=Tensor, other=List<int, int>)".'),
    (lambda: Y <= (1, 2),
     'Failed calling LessEqual with "LessEqual()(input=Tensor, other=Tuple<int, int>)".'),
    (lambda: Y >= 1j,
     'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=<class \'complex\'>)".'),
    (lambda: YB & [1, 2], 'Failed calling bitwise_and with "bitwise_and(List<int, int>)".'),
    (lambda: YB ^ (1, 2), 'Failed calling bitwise_xor with "bitwise_xor(Tuple<int, int>)".'),
]


@pytest.mark.parametrize("i", range(len(REFUSED)))
def test_refused_operand_raises_mindspores_type_error(i):
    expr, text = REFUSED[i]
    with pytest.raises(TypeError) as info:
        expr()
    assert str(info.value).splitlines()[0] == text


def test_reflected_bitwise_with_a_sequence_is_pythons_own_error():
    with pytest.raises(TypeError, match=r"unsupported operand type\(s\) for \|: 'list' and"):
        [1, 2] | YB


def test_equality_with_a_sequence_or_complex_is_a_python_bool():
    # 2.10: ``t == [1, 2]`` is False and ``t != (1, 2)`` True (no elementwise comparison)
    assert (Y == [1.0, 2.0]) is False and ((1.0, 2.0) == Y) is False and (Y == 1j) is False
    assert (Y != (1.0, 2.0)) is True
    assert (Y == ms.Tensor([1.0, 3.0])).asnumpy().tolist() == [True, False]


def test_accepted_operands_still_compute():
    # what 2.10 converts: sequences for + - // and reflected **, numbers everywhere
    assert (Y + [1, 2]).asnumpy().tolist() == [2.0, 4.0]
    assert ((1, 2) - Y).asnumpy().tolist() == [0.0, 0.0]
    assert (YI // [1, 2]).asnumpy().tolist() == [1, 1]
    assert ([1, 2] ** Y).asnumpy().tolist() == [1.0, 4.0]
    assert (2 * Y).asnumpy().tolist() == [2.0, 4.0] and (Y.add(Y, alpha=2)).asnumpy().tolist() \
        == [3.0, 6.0]
    assert O.add(Y, 1).dtype == ms.float32 and (2.5 + YI).dtype == ms.float32


def test_graph_mode_keeps_converting_a_tuple_operand_and_compares_sequences_as_python():
    # 2.10's graph converts ``x * (1, 2)`` (its PYNATIVE_MODE refuses it); ``x == [1.0, 2.0]``
    # is False and ``x != (1, 2)`` True there too
    class Net(nn.Cell):
        def construct(self, x):
            return x * (1, 2), x == [1.0, 2.0], x != (1, 2)

    ms.set_context(mode=ms.GRAPH_MODE)
    prod, eq, ne = Net()(Y)
    assert prod.asnumpy().tolist() == [1.0, 4.0] and eq is False and ne is True
