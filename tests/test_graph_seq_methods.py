"""GRAPH_MODE container methods behave as MindSpore 2.10's graph compiler (measured on CPU):
list.pop / list.insert argument checks and texts, list/tuple.index comparing tensors as
constants, dict.has_key; numpy's ``np.int_`` / ``np.bool_`` are not in-place methods."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit


@pytest.fixture(autouse=True)
def graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


def test_list_pop_errors():
    @jit
    def out_of_range():
        x = [1, 2, 3, 4]
        return x.pop(4)

    @jit
    def empty():
        x = []
        return x.pop()

    @jit
    def float_index():
        x = [1, 2, 3]
        x.pop(1.0)
        return x

    with pytest.raises(IndexError, match="The pop index out of range."):
        out_of_range()
    with pytest.raises(IndexError, match="The pop index out of range."):
        empty()
    with pytest.raises(TypeError, match="Integer argument expected, but got FP32Imm type "
                                        "value: 1"):
        float_index()


def test_list_pop_and_insert_values():
    @jit
    def f():
        x = [1, 2, 3, 4]
        y = x.pop(-2)
        x.insert(0, 9)
        return x, y

    assert f() == ([9, 1, 2, 4], 3)


def test_list_insert_float_index():
    @jit
    def f():
        x = [1, 2, 3]
        x.insert(1.0, 9)
        return x

    with pytest.raises(TypeError, match="The second input to ListInplaceInsert must be int "
                                        "scalar but got FP32Imm"):
        f()


def test_list_insert_float_index_strict(monkeypatch):
    @jit
    def f():
        x = [1, 2, 3]
        x.insert(1.0, 9)
        return x

    monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "0")      # MindSpore 2.10's STRICT text
    with pytest.raises(TypeError, match="Integer argument expected, but got FP32Imm type "
                                        "value: 1"):
        f()


def test_count_compares_tensors_as_constants():
    """MindSpore 2.10 (measured): ``(2, 1, 2)``; a list with strings and Tensors is no error."""
    @jit
    def f():
        bb = Tensor(1)
        x = ['a', 1, bb, Tensor(1), Tensor([1]), ('t', 2)]
        return x.count(bb), x.count(1), [1, 2, 1].count(1)

    assert f() == (2, 1, 2)


def test_index_compares_tensors_as_constants():
    @jit
    def found():
        x = [Tensor([1]), Tensor([2]), Tensor([3])]
        return x.index(Tensor([3]))

    @jit
    def tensor_vs_int():
        x = [1, 2, 3, 4]
        return x.index(Tensor(1))

    @jit
    def missing():
        x = (1, 2, 3, 4)
        return x.index(5)

    assert found() == 2
    with pytest.raises(ValueError, match="is not in"):
        tensor_vs_int()
    with pytest.raises(ValueError, match="5 is not in"):
        missing()


def test_dict_has_key():
    @jit
    def f():
        x = {'a': 1, 'b': 2}
        return x.has_key('a'), x.has_key('c')

    assert f() == (True, False)


def test_numpy_scalar_types_are_not_inplace_methods():
    @jit
    def f():
        a = np.int_(1)
        b = np.bool_(True) and np.bool_(False)
        return Tensor(4 + a), Tensor(b)

    x, b = f()
    assert int(x) == 5 and not bool(b)


def test_argument_that_contains_itself_is_runtime_error():
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x

    a = [1, 2]
    a.append(a)
    d = {"1": 1}
    d["2"] = d
    for arg in (a, d):
        with pytest.raises(RuntimeError, match="Detect recursion when converting python "
                                               "object."):
            Net()(arg)


def test_undefined_name_is_mindspore_name_error():
    class Net(ms.nn.Cell):
        def construct(self, x):
            ret = x + undefined_name_a  # noqa: F821
            return ret

    with pytest.raises(NameError, match="The name 'undefined_name_a' is not defined, or not "
                                        "supported in graph mode.") as err:
        Net()(Tensor([1.0, 2.0]))
    assert "ret = x + undefined_name_a" in str(err.value)
    assert "test_graph_seq_methods.py:" in str(err.value)


def test_undefined_name_on_a_path_not_taken_is_found_before_the_trace(graph_mode):
    """MindSpore 2.10 resolves names when it parses (measured): a name bound nowhere raises its
    NameError even in a branch not taken, under a condition that cannot be compiled, or in a
    nested function never called; decorators and defaults of the function itself belong to
    the enclosing scope."""
    class InBranch(ms.nn.Cell):
        def construct(self, x):
            if x > 0:
                undefined_in_branch  # noqa: F821
            return x + x

    class InNested(ms.nn.Cell):
        def construct(self, x):
            def inner(z):
                return z + undefined_in_nested  # noqa: F821
            return x * 2

    for net, name, line in ((InBranch(), "undefined_in_branch", "undefined_in_branch  #"),
                            (InNested(), "undefined_in_nested", "z + undefined_in_nested")):
        with pytest.raises(NameError, match=f"The name '{name}' is not defined, or not "
                                            "supported in graph mode.") as err:
            net(Tensor([1.0, 2.0, 3.0]))     # (a 3-element `if` condition fails later)
        assert line in str(err.value) and "test_graph_seq_methods.py:" in str(err.value)
    local_default, local_deco = 2.0, (lambda f: f)

    @local_deco
    @jit
    def scaled(x, k=local_default):
        return x * k
    assert scaled(Tensor([1.5])).asnumpy().tolist() == [3.0]


def test_isinstance_second_argument_not_a_type():
    @jit
    def f():
        return isinstance((1, 2), None)

    @jit
    def g(x):
        return isinstance(x, (int, Tensor)), isinstance(3, float)

    with pytest.raises(TypeError, match=r"isinstance\(\) arg 2 must be a type or tuple of "
                                        r"types\."):
        f()
    assert g(Tensor([1.0])) == (True, False)
