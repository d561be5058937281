"""MindSpore 2.10 ut leftovers (ut17): ``len`` of a dynamic-length sequence inside a graph is a
graph int (not a constant), int arithmetic on graph ints known while compiling stays known, and a
tuple or list repeated by a graph int is a dynamic-length one; a float or bool count is 2.10's
TypeError. Values measured on MindSpore 2.10 CPU with ``ms.jit`` in both modes
(/tmp/ut17/len_ref.py, mutn.py, mul2.py, mul3.py, kn.py, emp.py)."""
import warnings

import pytest

import minicell as ms
from minicell import Tensor, mutable, ops
from minicell.ops import functional as F


@ms.jit
def _len_is_variable():
    x = mutable((Tensor([1]), Tensor([2])), True)
    y = mutable((Tensor([1]), Tensor([2])))
    return F.isconstant(len(x)), F.isconstant(len(y)), F.isconstant(len([1, 2]))


@ms.jit
def _len_arithmetic():
    x = mutable([1, 2, 3], True)
    n = len(x)
    return n + 1, F.isconstant(n + 1), n == 3, F.isconstant(n == 3), len(x + [4])


@ms.jit
def _len_as_a_count():
    x = mutable([1, 2, 3], True)
    zeros = [0] * len(x)
    s = 0
    for i in range(len(x) - 1):
        s = s + i
    return zeros, F.is_sequence_shape_unknown(zeros), s, x[len(x) - 1], \
        F.is_sequence_shape_unknown(range(len(x)))


@ms.jit
def _len_as_a_size(t):
    x = mutable([1, 2, 3], True)
    return ops.ones(len(x)), t.reshape((len(x), 1)).shape, t[len(x) - 2], Tensor(len(x)), \
        ops.zeros((len(x) + 1, 2)).shape


# ``ms.jit`` compiles the same way in either mode (2.10 gives the same in both, measured)
def test_len_of_a_dynamic_length_sequence_is_a_graph_int():
    assert _len_is_variable() == (False, True, True)


def test_arithmetic_on_len_is_a_graph_int():
    assert _len_arithmetic() == (4, False, True, False, 4)


def test_len_counts_repeats_and_loops():
    assert _len_as_a_count() == ([0, 0, 0], True, 1, 3, True)


def test_a_graph_int_known_while_compiling_sets_sizes_in_the_graph():
    from minicell.compiler.errors import CompileWarning
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)      # no op-by-op fallback
        ones, shape, item, n, zeros_shape = _len_as_a_size(Tensor([1.0, 2.0, 3.0]))
    assert ones.asnumpy().tolist() == [1.0, 1.0, 1.0] and shape == (3, 1) and zeros_shape == (4, 2)
    assert item.asnumpy().tolist() == 2.0 and n.asnumpy().tolist() == 3


@ms.jit
def _repeat_by_mutable():
    n = mutable(2)
    a = [1, 2] * n
    b = n * (1, 2)
    c = [0] * (n // 2 + n % 2)        # arithmetic of ints known while compiling stays known
    return a, b, c, F.is_sequence_shape_unknown(a), F.is_sequence_value_unknown(b), \
        F.is_sequence_shape_unknown(c), F.isconstant(a[0])


@ms.jit
def _repeat_tensors(t):
    n = mutable(2)
    r = [t, t] * n
    return len(r), F.is_sequence_shape_unknown(r), r[3]


@ms.jit
def _repeat_strings():
    return ["a"] * mutable(2)


def test_a_sequence_repeated_by_a_graph_int_has_dynamic_length():
    assert _repeat_by_mutable() == ([1, 2, 1, 2], (1, 2, 1, 2), [0], True, True, True, False)


def test_tensors_repeated_by_a_graph_int():
    n, unknown, item = _repeat_tensors(Tensor([3.0]))
    assert (n, unknown, item.asnumpy().tolist()) == (4, True, [3.0])
    assert _repeat_strings() == ["a", "a"]      # 2.10 refuses it; minicell keeps the list


@ms.jit
def _by_float():
    return [1, 2] * mutable(2.0)


@ms.jit
def _by_float_of_tensor(t):
    return (1, 2) * float(t)


@ms.jit
def _by_bool_of_tensor(t):
    return [1, 2] * bool(t)


@ms.jit
def _empty_dynamic_item():
    x = (1, 2) * mutable(0)
    return x[0]


def test_repeat_count_errors_are_2_10s():
    for fn, args in ((_by_float, ()), (_by_float_of_tensor, (Tensor(2.0),))):
        with pytest.raises(TypeError, match=r"^can't multiply sequence by non-int of type "
                                            r"'<class 'float'>'\.$"):
            fn(*args)
    with pytest.raises(TypeError, match=r"^For primitive\[SequenceMul\], the input "
                                        r"argument\[scalar\] must be a type of \{Int32, "
                                        r"Int64\}, but got Bool\.$"):
        _by_bool_of_tensor(Tensor(True))
    with pytest.raises(RuntimeError, match="^Getitem can not get element from an empty "
                                           "dynamic length sequence.$"):
        _empty_dynamic_item()
