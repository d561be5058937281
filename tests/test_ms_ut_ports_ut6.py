"""Behaviours MindSpore's own ut tests (tests/ut/python: graph_syntax, nn, pynative_mode,
fallback, pipeline, ...) rely on, re-swept in ut6, with the values measured on MindSpore 2.10
written in as constants."""
import minicell as ms
from minicell import Tensor


def test_list_count_python_numbers_next_to_graph_elements():
    """2.10: count/index over a list holding graph tensors compares its Python numbers with ==
    (30 == 30.0), a graph tensor by value, a dict never: count(30) is 3, index(31) is 5
    (measured; minicell raised Equal's TypeError for the int-int pair)."""
    @ms.jit
    def f(aa, bb):
        x = [30, {'Michael': 1}, aa + bb, bb, 30.0, 31]
        return Tensor(x.count(30)), Tensor(x.index(31))

    count, index = f(Tensor(20), Tensor(10))
    assert (int(count), int(index)) == (3, 5)


def test_multitype_register_float_widths():
    """2.10 accepts MultitypeFuncGraph.register("Float32") (ut pynative_mode/test_partial.py):
    a numpy float32 matches it, a Python float matches Float32 in a graph and Float64 eagerly
    (measured); a Tensor matches neither (ValueError)."""
    import numpy as np
    import pytest
    from minicell.ops import composite as C
    add = C.MultitypeFuncGraph("add")

    @add.register("Int64", "Int64")
    def _ints(x, y):
        return "int"

    @add.register("Float32", "Float32")
    def _floats(x, y):
        return "float32"

    assert add(1, 2) == "int"
    assert add(np.float32(1), np.float32(2)) == "float32"
    assert add(1.0, 2.0) == "float32"
    with pytest.raises(ValueError):
        add(Tensor(1.0), Tensor(2.0))
    wide = C.MultitypeFuncGraph("wide")
    wide.register("Float64")(lambda x: "float64")
    wide.register("String")(lambda x: "str")
    assert wide(1.0) == "float64"
    with pytest.raises(ValueError):
        wide(np.float32(1))

    from minicell.ops import functional as F
    scale = C.MultitypeFuncGraph("scale")
    fn = lambda x, y: x + y
    scale.register("Int64", "Int64")(fn)
    fn2 = lambda x, y: x * y
    scale.register("Float32", "Float32")(fn2)

    @ms.jit
    def f(x, y, m, n):
        return F.partial(scale, x)(y), F.partial(scale, m)(n)

    assert f(2, 3, 2.0, 3.0) == (5, 6.0)


def test_graph_raise_shows_floats_as_mindspore():
    """2.10 GRAPH_MODE shows a raise's float arguments with 6 significant digits, in lists and
    tuples too (measured: raise ValueError(x, (x, 1e10), 0.1) for x = [1, 2.5, 3.0] is
    '([1, 2.5, 3], ([1, 2.5, 3], 1e+10), 0.1)', raise ValueError(2.0) is '2'); PYNATIVE_MODE
    is Python's."""
    import pytest

    class Net(ms.nn.Cell):
        def construct(self):
            x = [1, 2.5, 3.0]
            raise ValueError(x, (x, 1e10), 0.1)

    class One(ms.nn.Cell):
        def construct(self):
            raise ValueError(2.0)

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError) as info:
            Net()()
        assert str(info.value) == "([1, 2.5, 3], ([1, 2.5, 3], 1e+10), 0.1)"
        with pytest.raises(ValueError) as info:
            One()()
        assert str(info.value) == "2"
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(ValueError) as info:
        One()()
    assert str(info.value) == "2.0"


def test_graph_construct_without_self():
    """2.10 GRAPH_MODE: a construct written without 'self' and called with an argument is
    'For 'Cell', the method 'construct' must have parameter 'self'. ' (measured; the check of
    the argument count sees one parameter too few)."""
    import pytest

    class NoSelf(ms.nn.Cell):
        def construct(x):  # pylint: disable=no-self-argument
            return x

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError) as info:
            NoSelf()(Tensor(1))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(info.value) == "For 'Cell', the method 'construct' must have parameter 'self'. "


def test_graph_with_statement_runs_enter_and_exit_compiled():
    """2.10 GRAPH_MODE compiles a context manager's __enter__/__exit__ like construct: 1 / 0 in
    __exit__ is its ValueError 'The divisor could not be zero. ...' (minicell's __exit__ ran as
    Python: ZeroDivisionError); __enter__'s value is what ``as`` binds (measured: [3])."""
    import pytest

    @ms.jit_class
    class Sample:
        def __init__(self, k):
            self.num = Tensor([1])
            self.k = k

        def __enter__(self):
            return self.num * 2 + self.k

        def __exit__(self, exc_type, exc_value, traceback):
            if self.k == 5:
                return 1 / 0
            return None

    class Net(ms.nn.Cell):
        def __init__(self, k):
            super().__init__()
            self.k = k

        def construct(self, x):
            with Sample(self.k) as s:
                y = s + x
            return y

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        assert Net(0)(Tensor([1])).asnumpy().tolist() == [3]
        with pytest.raises(ValueError, match="The divisor could not be zero"):
            Net(5)(Tensor([1]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _insert_gradient_net(write):
    import numpy as np
    from minicell.ops import operations as P

    class Mul(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(Tensor(np.ones([2], np.float32)), name="w")
            self.g = ms.Parameter(Tensor(np.zeros([2], np.float32)), name="g")
            self.get_g = P.InsertGradientOf(self.save_write if write else self.save)

        def save(self, dout):
            return dout * 2

        def save_write(self, dout):
            self.g = dout + self.g
            return dout * 2

        def construct(self, x):
            z = x * self.w
            z = self.get_g(z)
            return z * 3
    return Mul()


def test_insert_gradient_of_in_graph_mode():
    """2.10 compiles InsertGradientOf in GRAPH_MODE (ut pynative_mode/test_insert_grad_of.py):
    the hook doubles the gradient, d(3 * x * w)/dw = 6 (measured with the writing variant below,
    whose write leaves the gradient alone: grads [6, 6], g [3, 3] in both modes). minicell's graph
    cannot carry a Parameter write out of a backward function: that signature runs op by op
    (a CompileWarning says why), so the write happens as in 2.10."""
    import numpy as np
    import pytest
    from minicell import ops
    from minicell.compiler.errors import CompileWarning
    x = Tensor(np.ones([2], np.float32))
    net = _insert_gradient_net(write=True)
    grads = ops.grad(net, None, net.trainable_params())(x)
    assert [g.asnumpy().tolist() for g in grads] == [[6.0, 6.0], [0.0, 0.0]]
    assert net.g.asnumpy().tolist() == [3.0, 3.0]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _insert_gradient_net(write=False)
        grads = ops.grad(net, None, net.trainable_params())(x)
        assert [g.asnumpy().tolist() for g in grads] == [[6.0, 6.0], [0.0, 0.0]]
        net = _insert_gradient_net(write=True)
        with pytest.warns(CompileWarning, match="writes a Parameter"):
            grads = ops.grad(net, None, net.trainable_params())(x)
        assert [g.asnumpy().tolist() for g in grads] == [[6.0, 6.0], [0.0, 0.0]]
        assert net.g.asnumpy().tolist() == [3.0, 3.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_composite_tail():
    """2.10's C.tail in a graph: the tuple without its first element (measured: (0, 1, 2, 3) ->
    (1, 2, 3), (Tensor(1), 2) -> (2,); ut pynative_mode/test_framstruct.py::test_tail)."""
    from minicell.ops import composite as C

    @ms.jit
    def f(x):
        return C.tail(x)

    assert f((0, 1, 2, 3)) == (1, 2, 3)
    assert f((Tensor(1), 2)) == (2,)


def test_constant_condition_if_checks_both_branches():
    """2.10 compiles both branches of an ``if`` written with constants only (``if True:``,
    ``if 1 > 0:``): a variable only one branch assigns, undefined before and read after, is its
    UnboundLocalError (measured, in and outside a for loop); a condition read from an attribute
    (``self.flag``) selects one branch (measured: 3)."""
    import pytest

    class Literal(ms.nn.Cell):
        def construct(self, x):
            y = 0
            for _ in range(3):
                if 1 > 0:
                    a = 1
                y += a
            return y

    class Attr(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.flag = True

        def construct(self, x):
            y = 0
            for _ in range(3):
                if self.flag:
                    a = 1
                y += a
            return y

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(UnboundLocalError) as info:
            Literal()(Tensor([1.0]))
        assert "The local variable 'a' is not defined in false branch, but defined in true " \
               "branch." in str(info.value)
        assert "a = 1" in str(info.value)
        assert Attr()(Tensor([1.0])) == 3
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_dataset_helper_sink_mode_must_be_bool_and_enable_ge():
    """2.10: DatasetHelper(dataset, dataset_sink_mode=v) for a non-bool v is TypeError 'The input
    value must be a bool, but got str.' (int, NoneType, float alike); get_context('enable_ge')
    is False on CPU (measured; ut train/test_dataset_helper.py reads it in a skipif)."""
    import numpy as np
    import pytest
    from minicell.train.dataset_helper import DatasetHelper
    data = ms.dataset.NumpySlicesDataset({"x": np.zeros((4, 2), np.float32)}, shuffle=False)
    for value, name in (("True", "str"), (1, "int"), (None, "NoneType")):
        with pytest.raises(TypeError) as info:
            DatasetHelper(data, dataset_sink_mode=value)
        assert str(info.value) == f"The input value must be a bool, but got {name}."
    assert ms.get_context("enable_ge") is False


def test_base_optimizer_construct_is_not_implemented():
    """2.10: the base Optimizer's construct(*hyper_params) raises NotImplementedError with any
    arguments, none included (measured: '' for (), (1,), (1, 2))."""
    import pytest
    from minicell.nn.optim.optimizer import Optimizer
    opt = Optimizer(0.5, [ms.Parameter(Tensor(1.0), name="a")])
    for args in ((), ((Tensor(1.0),),)):
        with pytest.raises(NotImplementedError):
            opt.construct(*args)


def test_graph_str_format_of_a_cell_is_type_error():
    """2.10 GRAPH_MODE: str.format given a Cell (made in construct or held as an attribute) is
    TypeError 'Unsupported parameter type for python primitive, the parameter value is
    DeadNode'; a plain Python object's attribute formats (measured: 'value is 5')."""
    import pytest

    class Sub(ms.nn.Cell):
        def __init__(self, x):
            super().__init__()
            self.x = x

        def construct(self):
            return self.x

    class Plain:
        x = 5

    class Net(ms.nn.Cell):
        def __init__(self, held):
            super().__init__()
            self.held = held

        def construct(self):
            return "value is {0.x}".format(self.held)

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match="parameter value is DeadNode"):
            Net(Sub(123))()
        assert Net(Plain())() == "value is 5"
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_graph_dict_fromkeys_of_a_scalar():
    """2.10 GRAPH_MODE: dict.fromkeys over a number, bool or None is its RuntimeError
    ('Int64 object is not iterable', Float32, Bool, None; measured); a string's characters
    are keys."""
    import pytest

    @ms.jit
    def ints():
        return str({'a': 1}.fromkeys(123, 111))

    @ms.jit
    def floats():
        return str({'a': 1}.fromkeys(1.5, 111))

    @ms.jit
    def chars():
        return str({'a': 1}.fromkeys("ab", 111))

    with pytest.raises(RuntimeError, match="^Int64 object is not iterable$"):
        ints()
    with pytest.raises(RuntimeError, match="^Float32 object is not iterable$"):
        floats()
    assert chars() == "{'a': 111, 'b': 111}"


def test_graph_creating_a_parameter_is_value_error():
    """2.10 GRAPH_MODE: Parameter(...) called in construct is its ValueError (measured, for a
    graph input and for a constant Tensor alike); a Cell made there keeps its own Parameters."""
    import pytest

    class Net(ms.nn.Cell):
        def construct(self, x):
            return ms.Parameter(x, name="weight")

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError) as info:
            Net()(Tensor([1, 2, 3]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    name = "mindspore.common.parameter.Parameter"
    assert str(info.value) == (
        f"Failed to compile in GRAPH_MODE because creating class '{name}' instances is not "
        f"supported in 'construct' or @jit decorated function. Try to create class '{name}' "
        f"instances external such as initialized in the method '__init__' before assigning. "
        f"For more details, please refer to "
        f"https://www.mindspore.cn/tutorials/zh-CN/master/compile/static_graph.html \n")


def test_set_context_save_graphs_path_is_created_and_read_back_real(tmp_path, monkeypatch):
    """2.10: set_context(save_graphs_path='abc/def') creates the folder and get_context answers
    its real path (measured: '<cwd>/abc/def'; ut pynative_mode/test_backend.py)."""
    import os
    from minicell import context
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(context._context, "values", dict(context._context.values))  # undone after
    ms.set_context(save_graphs_path="abc/def")
    assert os.path.isdir(tmp_path / "abc" / "def")
    assert ms.get_context("save_graphs_path") == os.path.realpath(tmp_path / "abc" / "def")
