"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found while
fuzzing far seeds of every family (fuzz9) and probing what users write beside them, each checked
against MindSpore 2.10."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn


class _Twice(nn.Cell):
    def construct(self, x):
        return x * 2.0


class _Thrice(nn.Cell):
    def construct(self, x):
        return x * 3.0


NET = None        # rebound below: the loss functions read it as a global


def test_grad_of_a_function_reading_a_rebound_global():
    """``for C in (A, B): net = C(); grad(loss)(x)`` with ``loss`` (a fresh def or lambda each
    time, the same code) reading ``net`` as a module global: each gradient differentiates the
    Cell ``net`` names now, [2, 2] then [3, 3] in both modes, as 2.10 gives in GRAPH_MODE
    (measured). The graph cache keyed a function by its code and closure only, so GRAPH_MODE
    gave the first Cell's gradient again."""
    global NET
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.ones(2, np.float32))
    got = []
    for cls in (_Twice, _Thrice):
        NET = cls()
        loss = lambda t: NET(t).sum()
        got.append(ms.grad(loss)(x).asnumpy().tolist())
    assert got == [[2.0, 2.0], [3.0, 3.0]]


class _CountsInBranches(nn.Cell):
    def construct(self, x):
        k = 0
        for i in range(3):
            if x[i] > 0:
                k = k + i
        return x * 2.0, k, int(x.sum())


def test_value_and_grad_value_keeps_python_numbers():
    """``value_and_grad`` of a Cell returning an int counted in a tensor ``if`` (and
    ``int(t)``): the value holds Python ints, as PYNATIVE_MODE and 2.10 in both modes give
    ((Tensor, 2, 2), measured); only the Tensor is differentiated. GRAPH_MODE returned the
    numbers as 0-d Tensors (fuzz_programs9 seed 3)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
    (out, k, n), g = ms.value_and_grad(_CountsInBranches(), grad_position=0)(x)
    assert (type(k), k, type(n), n) == (int, 2, int, 2)
    assert out.asnumpy().tolist() == [2.0, -4.0, 6.0] and g.asnumpy().tolist() == [2.0] * 3


def test_reduce_primitives_keep_integer_and_bool_dtypes():
    """``P.ReduceSum``/``P.ReduceProd`` instances keep an integer or bool input's dtype (2.10,
    measured: Int32 sums to Int32, Int8 to Int8, Bool sums to Bool [True] and multiplies to
    Bool [False]), where ``ops.sum``/``Tensor.sum`` widen to Int64; minicell's primitives
    widened too (found probing keep_dims reductions over several axes)."""
    from minicell import ops
    a = np.array([[1, 0, 1], [1, 1, 0]])
    for dt in (np.int32, np.int8, np.bool_):
        t = Tensor(a.astype(dt))
        s = ops.ReduceSum(keep_dims=True)(t, (0, 1))
        p = ops.ReduceProd()(t, 1)
        assert s.dtype == t.dtype and p.dtype == t.dtype
        assert s.asnumpy().tolist() == ([[True]] if dt is np.bool_ else [[4]])
        assert p.asnumpy().tolist() == ([False, False] if dt is np.bool_ else [0, 0])
    assert ops.sum(Tensor(a.astype(np.int32))).dtype == ms.int64


class _SumOrNumber(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            r = x.sum()
        else:
            r = 3
        return r * x


def test_zero_d_tensor_and_number_do_not_join():
    """``r = x.sum()`` in one branch of a tensor ``if`` and ``r = 3`` in the other: 2.10's
    GRAPH_MODE raises its join TypeError ('AbstractTensor cannot join with AbstractScalar',
    measured); minicell joined them into a Float64 tensor (``r * x`` Float64 where PYNATIVE_MODE
    gives Float32). A graph scalar (``int(t)``) still joins a number."""
    import pytest
    from minicell.compiler.errors import JoinError
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.array([1.0, 2.0], np.float32))
    with pytest.raises(JoinError, match="Cannot join the return values"):
        _SumOrNumber()(x)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert _SumOrNumber()(x).dtype == ms.float32
