"""MindSpore ut round 25: graph-syntax behaviours found by running MindSpore's ut/python suite
(graph_syntax, fallback). Every expected value and error text here was measured on MindSpore
2.10 (CPU)."""
import importlib

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, nn
from module_alias import aliased


@pytest.fixture(autouse=True)
def _pynative_after():
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _param(value, name):
    return Parameter(Tensor([value], ms.float32), name=name)


class _Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = _param(1.0, "name_a")

    def construct(self, x):
        return x + self.param


class _TwoTuples(nn.Cell):
    """Two ParameterTuples holding different Parameters of one name (ut graph_syntax/
    parameter/test_parameter_celllist.py)."""

    def __init__(self, first, second, read_both=True):
        super().__init__()
        self.param1 = ParameterTuple(first.get_parameters())
        self.param2 = ParameterTuple(second.get_parameters())
        self.read_both = read_both

    def construct(self, x):
        if self.read_both:
            return x + self.param1[0] + self.param2[0]
        return x + self.param1[0]


_G1, _G2 = _param(1.0, "g"), _param(2.0, "g")


class _Globals(nn.Cell):
    def construct(self, x):
        return x + _G1 + _G2


class _AttributeAndTupleItem(nn.Cell):
    """An attribute and a ParameterTuple item: one free Parameter, no clash in 2.10."""

    def __init__(self):
        super().__init__()
        self.inner = _Inner()
        self.items = ParameterTuple([_param(2.0, "name_a")])

    def construct(self, x):
        return self.inner(x) + self.items[0]


@pytest.mark.parametrize("make", [lambda: _TwoTuples(_Inner(), _Inner()), _Globals])
def test_graph_refuses_two_free_parameters_of_one_name(make):
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(RuntimeError, match=r"its name '(name_a|g)' already exists\. Please set "
                                           r"a unique name for the parameter\."):
        make()(Tensor([1.0], ms.float32))


@pytest.mark.parametrize("make, expected", [(lambda: _TwoTuples(_Inner(), _Inner()), 3.0),
                                            (_Globals, 4.0)])
def test_pynative_reads_both_parameters_of_one_name(make, expected):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert make()(Tensor([1.0], ms.float32)).asnumpy().tolist() == [expected]


@pytest.mark.parametrize("make, expected", [
    (lambda: _TwoTuples(_Inner(), _Inner(), read_both=False), 2.0),
    (_AttributeAndTupleItem, 4.0)])
def test_graph_accepts_one_free_parameter_per_name(make, expected):
    ms.set_context(mode=ms.GRAPH_MODE)
    np.testing.assert_array_equal(make()(Tensor([1.0], ms.float32)).asnumpy(), [expected])


@ms.jit
def _two_fors_in_a_list():
    return tuple([y for x in ((1, 2), (3, 4)) for y in x])


@ms.jit
def _two_fors_in_a_dict(x):
    return {a + b: x for a in ("p", "q") for b in ("r", "s")}


@ms.jit
def _nested_comprehensions(x):
    return [[x * i * j for j in range(2)] for i in range(2)], tuple(i * i for i in range(4))


def test_graph_comprehension_takes_one_for():
    # ut graph_syntax/statements/test_list_comp.py::test_list_comp: 2.10's parser refuses a
    # second ``for`` in one comprehension (TypeError, texts measured), not one nested in another
    with pytest.raises(TypeError, match=r"^The 'generators' supports 1 'comprehension' in "
                                        r"ListComp/GeneratorExp, but got 2 comprehensions\."):
        _two_fors_in_a_list()
    with pytest.raises(TypeError, match=r"^The 'generators' supports 1 'comprehension' in "
                                        r"DictComp/GeneratorExp, but got 2 comprehensions\."):
        _two_fors_in_a_dict(Tensor(1.0))
    rows, squares = _nested_comprehensions(Tensor(2.0))
    assert [[float(v) for v in row] for row in rows] == [[0.0, 0.0], [0.0, 2.0]]
    assert squares == (0, 1, 4, 9)


@pytest.mark.parametrize("path, name, same_as", [
    # 2.10 keeps these modules for the names 2.9 moved to mindspore.graph
    ("common.mutable", "mutable", "mutable"), ("common.jit_config", "JitConfig", "JitConfig"),
    ("common.lazy_inline", "lazy_inline", "lazy_inline"),
    ("common.no_inline", "no_inline", "no_inline"),
    # 2.10's implementation modules of names minicell keeps in the parent module
    ("train.summary.summary_record", "SummaryRecord", "SummaryRecord"),
    ("mint.distributed.distributed", "init_process_group", "mint.distributed.init_process_group"),
    ("parallel._utils", "_reset_op_id", "parallel._utils._reset_op_id"),
])
def test_mindspore_module_paths_import_through_an_alias(path, name, same_as):
    with aliased():
        module = importlib.import_module(f"mcalias.{path}")
    expected = ms
    for part in same_as.split("."):
        expected = getattr(expected, part)
    assert getattr(module, name) is expected


def test_common_keeps_its_functions_when_their_modules_are_imported():
    # importing mindspore.common.mutable would bind the module over common.mutable (it does in
    # 2.10): minicell keeps the function, so ``from mindspore.common import mutable`` and
    # ``import mindspore.common.lazy_inline as lazy_inline`` (ut parallel tests) give it
    for name in ("mutable", "lazy_inline", "no_inline"):
        importlib.import_module(f"minicell.common.{name}")
        assert getattr(ms.common, name) is getattr(ms, name)
    import minicell.common.lazy_inline as lazy_inline
    from minicell.common import mutable

    class Net(nn.Cell):
        @lazy_inline
        def __init__(self):
            super().__init__()
            self.dense = nn.Dense(2, 3)

        def construct(self, x):
            return self.dense(x)

    assert Net()(Tensor(np.ones((1, 2), np.float32))).shape == (1, 3)
    assert mutable is ms.mutable


def test_np_dtype_bfloat16_makes_bfloat16_tensors():
    from minicell.common.np_dtype import bfloat16
    t = Tensor(np.array([1.5, 2.25], dtype=bfloat16))
    assert t.dtype == ms.bfloat16 and t.float().asnumpy().tolist() == [1.5, 2.25]


class _ConstantFlag(nn.Cell):
    """``if`` on a Tensor attribute: 2.10 folds the condition and compiles one branch (ut
    graph_syntax/statements/test_raise_const.py::test_raise_18; values measured)."""

    def __init__(self, flag):
        super().__init__()
        self.flag = Tensor(flag)

    def construct(self, x):
        if self.flag == 1:
            return x * 2
        return self.missing_attr      # never compiled while the flag is 1


class _ConstantJoin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor([1, 2, 3])

    def construct(self, x):
        y = "a" if self.t.sum() > 5 else 2        # branches that could not join
        if Tensor(3) * 2 > 5:
            return x[:1], y
        return x, y


class _ParameterFlag(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flag = Parameter(Tensor(1))

    def construct(self, x):
        if self.flag > 0:
            return x * 2
        return self.missing_attr


def test_graph_if_on_constants_compiles_one_branch():
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.ones(2, np.float32))
    assert _ConstantFlag(1)(x).asnumpy().tolist() == [2.0, 2.0]
    with pytest.raises(AttributeError, match="missing_attr"):
        _ConstantFlag(0)(x)
    first, y = _ConstantJoin()(x)
    assert first.shape == (1,) and y == "a"
    # a Parameter is not a constant: both branches compile (2.10's AttributeError too)
    with pytest.raises(AttributeError, match="missing_attr"):
        _ParameterFlag()(x)


class _IntNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2], ms.int32))

    def construct(self, x):
        return 3 * x * self.w


class _GradInside(nn.Cell):
    def __init__(self, explicit_none):
        super().__init__()
        self.net = _IntNet()
        self.grad = ms.ops.GradOperation(get_all=True, get_by_list=True)
        self.explicit_none = explicit_none

    def construct(self, x):
        if self.explicit_none:
            return self.grad(self.net, None)(x)
        return self.grad(self.net)(x)


def test_grad_operation_with_weights_none_inside_a_graph():
    # st compiler/gradient/test_grad_return_type.py::*_none_param[GRAPH]: (net, None) in a
    # compiled construct has no weights, (net) is 2.10's error; PYNATIVE takes the net's own
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor([10], ms.int32)
    inputs, weights = _GradInside(True)(x)
    assert [g.asnumpy().tolist() for g in inputs] == [[6]] and weights == ()
    with pytest.raises(RuntimeError, match="the size of input should be 2, but got 1"):
        _GradInside(False)(x)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    for explicit in (True, False):
        inputs, weights = _GradInside(explicit)(x)
        assert [g.asnumpy().tolist() for g in weights] == [[30]]
