"""``ms.mutable(True)`` is MindSpore 2.10's ``_Bool`` (an int whose class reads ``bool``), and a
mutable bool passed into a graph is a variable there, as mutable ints and floats are: a new
value takes the other branch without recompiling, ``F.isconstant`` is False, ``type`` is
``bool``. A graph scalar beside a Python number of another type (``x and 3`` of a mutable bool,
``int(t) if c else 0.5``) is the join TypeError, at once. Values and texts measured on 2.10 CPU
in GRAPH_MODE and PYNATIVE_MODE (/tmp/ut19/mutarg.py, beag.py, join*.py)."""
import copy

import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.ops import functional as F

JOIN = "Cannot join the return values of different branches, perhaps you need to make them equal."


def test_eager_mutable_bool_is_2_10s_bool_like_int():
    m, f = ms.mutable(True), ms.mutable(False)
    assert type(m).__name__ == "_Bool" and type(m) is not bool
    assert isinstance(m, bool) and isinstance(m, int) and m.__class__ is bool
    assert (repr(m), str(f), f"{m}", "%d" % m) == ("True", "False", "True", "1")
    assert (m + 1, m * 3, -m, m == 1, f == 0, bool(f), int(m)) == (2, 3, -1, True, True, False,
                                                                    1)
    # & | ^ apply the bool's operator: with a Python bool a bool, with a mutable one an int
    assert (m & True, type(m & True), m & f, True | f, 1 & m) == (True, bool, 0, 1, 1)
    assert getattr(m, "__ms_mutable__") and type(copy.deepcopy(m)).__name__ == "_Bool"
    # the number 1 elsewhere: Int64 data
    assert ms.Tensor(m).dtype == ms.int64 and ms.Tensor([m, f]).dtype == ms.int64
    assert np.array([m, f]).dtype == np.int64
    # a bool attribute of a Primitive takes it
    out = ops.ReduceSum(keep_dims=m)(ms.Tensor([[1.0, 2.0]]), 1)
    assert out.shape == (1, 1) and out.asnumpy()[0, 0] == 3.0


def test_mutable_bool_argument_is_a_graph_variable(mode, xla_compiles):
    @ms.jit
    def pick(x, t):
        if x:
            t = t + 1
        else:
            t = t - 1
        return t, x, F.isconstant(x), type(x), x + 1

    one = ms.Tensor(1.0)
    outs = [pick(ms.mutable(v), one) for v in (True, False, True)]
    assert [o[0].asnumpy().item() for o in outs] == [2.0, 0.0, 2.0]
    assert [o[1:] for o in outs] == [(True, False, bool, 2), (False, False, bool, 1),
                                      (True, False, bool, 2)]
    assert type(outs[1][1]) is bool
    xla_compiles.clear()
    pick(ms.mutable(False), one)
    assert xla_compiles == []          # a new value does not compile again


def test_mutable_number_argument_types(mode):
    @ms.jit
    def kinds(x, y, t):
        return type(x), type(y), type(int(t.sum())), isinstance(x, bool), isinstance(y, bool)

    assert kinds(ms.mutable(2), ms.mutable(2.5), ms.Tensor([1.0])) == (int, float, int, False,
                                                                        False)


def _and(x):
    return x and 3


def _or_float(x):
    return x or 4.5


def _ifexp(x, t):
    return t * (x if t.sum() > 0 else 2.5)


def _if(x, t):
    if t.sum() > 0:
        n = x
    else:
        n = True
    return n


@pytest.mark.parametrize("fn, value", [(_and, True), (_and, 1.5), (_or_float, 2),
                                        (_ifexp, 2), (_ifexp, True), (_if, 1)])
def test_graph_scalar_beside_a_number_of_another_type_does_not_join(mode, fn, value):
    args = (ms.mutable(value),) if fn in (_and, _or_float) else (ms.mutable(value),
                                                                 ms.Tensor([1.0, 2.0]))
    with pytest.raises(TypeError, match=JOIN):
        ms.jit(fn)(*args)


def _both_bool(x):
    return x and True, x or False


@pytest.mark.parametrize("fn, value, expected", [(_and, 2, 3), (_and, 0, 0), (_or_float, 1.5, 1.5),
                                                  (_both_bool, True, (True, True))])
def test_graph_scalars_of_one_type_join(mode, fn, value, expected):
    assert ms.jit(fn)(ms.mutable(value)) == expected


def test_graph_bool_joins_a_python_bool(mode):
    assert ms.jit(_if)(ms.mutable(False), ms.Tensor([1.0, 2.0])) is False


def _tensor_or_zero(t):
    return t * 2 if t.sum() > 0 else 0.0


def _sum_and_float(t):
    return t.sum() and 2.0


def _flag_or_false(t):
    return (t.sum() > 0) or False


def _int_and_float(t):
    return int(t.sum()) and 2.0


def _bool_and_int(t):
    return bool(t.sum()) and 1


@pytest.mark.parametrize("fn", [_tensor_or_zero, _sum_and_float, _flag_or_false, _int_and_float,
                                _bool_and_int])
def test_tensor_condition_choice_joins_as_an_if(fn):
    """A Tensor (or a graph scalar of another type) beside a Python number in a conditional
    expression or and/or is 2.10's join TypeError in GRAPH_MODE, as in an ``if``."""
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError, match=JOIN):
        ms.jit(fn)(ms.Tensor([1.0, 2.0]))


def _int_or_one(t):
    s = t.sum()
    n = int(s) if s > 0 else 1
    return t * n, n


def _flags_and_numbers(t):
    s = t.sum()
    return (s > 0) and (s < 5), t * (1 if s > 10 else 2.5)


def test_same_type_choices_still_join():
    ms.set_context(mode=ms.GRAPH_MODE)
    t = ms.Tensor([1.0, 2.0])
    scaled, n = ms.jit(_int_or_one)(t)
    assert n == 3
    np.testing.assert_array_equal(scaled.asnumpy(), [3.0, 6.0])


def test_bool_tensors_and_python_numbers_of_two_types_still_join():
    ms.set_context(mode=ms.GRAPH_MODE)
    both, mixed = ms.jit(_flags_and_numbers)(ms.Tensor([1.0, 2.0]))
    assert both.asnumpy().item() is True      # a constant int/float join meets a float Tensor
    np.testing.assert_array_equal(mixed.asnumpy(), [2.5, 5.0])
