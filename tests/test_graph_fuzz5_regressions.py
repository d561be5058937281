"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found by the
fifth random-program fuzzer (``fuzz_programs5``/``test_graph_fuzz5``), each checked against
MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit, nn, ops
from minicell.compiler.errors import JoinError


class _MixedJoin(nn.Cell):
    """A Python number that is ``a`` in one arm of a tensor ``if`` and ``b`` in the other (an
    int and a float), then used only with float Tensors."""

    def __init__(self, a, b):
        super().__init__()
        self.a, self.b = a, b

    def construct(self, x, h):
        if x.sum() > 0:
            n = self.a
        else:
            n = self.b
        return x * n + n, h * n


_X = np.arange(6).reshape(2, 3).astype(np.float32) - 2


@pytest.mark.parametrize("a, b", [(1.5, -1), (2, 0.5), (True, 2)])
@pytest.mark.parametrize("sign", [1, -1])
def test_int_float_join_meeting_float_tensors(mode, a, b, sign):
    """MindSpore 2.10 accepts the join in both modes (measured): ``x * n`` takes the taken
    arm's value and keeps the tensor's dtype (float16 stays float16). GRAPH_MODE used to
    reject it with a JoinError. The gradient is the taken arm's number (2.10's GRAPH_MODE
    gives 0 there, its PYNATIVE_MODE the number: minicell gives the number in both modes)."""
    x = Tensor(_X * sign)
    h = Tensor((_X * sign).astype(np.float16))
    n = a if sign > 0 else b
    out, half = _MixedJoin(a, b)(x, h)
    assert out.dtype == ms.float32 and half.dtype == ms.float16
    np.testing.assert_allclose(out.asnumpy(), _X * sign * n + n)
    np.testing.assert_allclose(half.asnumpy(), (_X * sign * n).astype(np.float16))
    grad = ops.GradOperation()(_MixedJoin(a, b))(x, h)
    np.testing.assert_allclose(grad.asnumpy(), np.full((2, 3), float(n), np.float32))


def _returned(x, y):
    if x < y:
        n = 1
    else:
        n = 2.5
    return n


def _scalar_arith(x, y):
    if x < y:
        n = 1
    else:
        n = 2.5
    return x * n, n + 1


def _int_tensor(x, y):
    if x < y:
        n = 1
    else:
        n = 2.5
    return Tensor([1, 2], ms.int32) * n


@pytest.mark.parametrize("fn", [_returned, _scalar_arith, _int_tensor])
def test_int_float_join_used_as_a_number_is_a_join_error(fn):
    """Returned, in scalar arithmetic or next to an integer Tensor, the same join stays
    MindSpore 2.10's TypeError (measured on each), quoting both arms."""
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(JoinError) as info:
        jit(fn)(Tensor(2.0), Tensor(6.0))
    text = str(info.value)
    assert "Cannot join the return values of different branches" in text
    assert "the Python int 1 in the true branch but the Python float 2.5" in text
    assert "n = 1" in text and "n = 2.5" in text


def _ternary_scaled(x, y):
    n = 2 if x < y else 0.5
    return x * n


def _ternary_returned(x, y):
    n = 2 if x < y else 0.5
    return n


def test_int_float_conditional_expression_joins_as_an_if(mode):
    """``n = 2 if t else 0.5`` is the same join as the ``if`` statement (2.10, measured):
    ``x * n`` takes the taken arm's value; returning ``n`` is the join's TypeError. GRAPH_MODE
    used to return it as the float 2.0 where PYNATIVE_MODE's Python gives the int 2."""
    assert float(jit(_ternary_scaled)(Tensor(2.0), Tensor(6.0)).asnumpy()) == 4.0
    assert float(jit(_ternary_scaled)(Tensor(7.0), Tensor(6.0)).asnumpy()) == 3.5
    with pytest.raises(JoinError, match="the Python int 2 in the true branch but the Python "
                                        "float 0.5"):
        jit(_ternary_returned)(Tensor(2.0), Tensor(6.0))
