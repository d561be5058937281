"""Parameter and ParameterTuple."""
import copy
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, nn
from minicell.common.initializer import initializer


def test_repr_and_attributes():
    w = Parameter(Tensor(np.zeros((5, 3)), ms.float32), name="w")
    assert repr(w) == "Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)"
    assert str(w) == repr(w)
    assert w.inited_param is None
    assert (w.sliced, w.is_init, w.layerwise_parallel, w.requires_grad) == \
        (False, False, False, True)
    assert isinstance(w, Tensor)


def test_data_is_a_tensor_sharing_the_parameter_value_as_mindspore():
    w = Parameter(Tensor([[1.0, 2.0], [3.0, 4.0]]), name="w")
    d = w.data
    assert isinstance(d, Tensor) and not isinstance(d, Parameter)
    assert str(d) == "[[1. 2.]\n [3. 4.]]"            # MindSpore 2.10's print(param.data)
    assert repr(d).startswith("Tensor(shape=[2, 2], dtype=Float32, value=\n[[ 1.00000000e+00,")
    d[0] = 5.0                                          # writes reach the Parameter
    assert w.asnumpy().tolist() == [[5.0, 5.0], [3.0, 4.0]]
    with pytest.raises(AttributeError, match="has no attribute 'set_data'"):
        d.set_data(d * 2)                               # 2.10's Tensor has none (measured)
    lazy = Parameter(initializer("ones", [2]), name="lazy")
    assert str(lazy.data) == "[1. 1.]"


def test_unnamed_parameters_are_numbered():
    a, b = Parameter(Tensor(1.0)), Parameter(Tensor(2.0))
    assert a.name.startswith("Parameter#") and b.name.startswith("Parameter#")
    assert int(b.name.split("#")[1]) == int(a.name.split("#")[1]) + 1


@pytest.mark.parametrize("value, dtype, shape", [
    (2.0, ms.float32, ()), (3, ms.int32, ()), (np.array(True), ms.bool_, ()),
    ([1, 2], ms.int64, (2,)), (np.ones(3), ms.float64, (3,)),
    (Tensor(np.arange(6).reshape(2, 3)), ms.int64, (2, 3)),
])
def test_default_input_kinds(value, dtype, shape):
    p = Parameter(value, name="p")
    assert p.dtype == dtype and p.shape == shape


def test_bad_construction():
    with pytest.raises(TypeError, match="initializer"):
        Parameter(ms.common.initializer.Normal(), name="a")
    with pytest.raises(ValueError, match="name"):
        Parameter(Tensor(1.0), name=5)


def test_set_data_casts_and_checks_shape():
    b = Parameter(Tensor([1.0, 2.0, 3.0]), name="b")
    assert b.set_data(Tensor([3, 4, 5])) is b
    assert b.dtype == ms.float32 and b.asnumpy().tolist() == [3.0, 4.0, 5.0]
    b.set_data(Tensor(np.zeros((2, 3))))     # 2.10 (measured): a new shape is taken, no check
    assert b.shape == (2, 3)
    b.set_data(Tensor(np.zeros((4, 5))), slice_shape=True)
    assert b.shape == (4, 5)
    b.set_data(Tensor(np.zeros((2, 3))))
    b.set_data(initializer("ones", [2, 3], ms.float32))
    assert b.asnumpy().sum() == 6
    with pytest.raises(TypeError):
        b.set_data("x")


def test_index_write_updates_in_place():
    b = Parameter(Tensor([1.0, 2.0]), name="b")
    b[0] = 5.0
    assert b.asnumpy().tolist() == [5.0, 2.0]


def test_initialised_when_made():
    """2.10 (measured): a Parameter from an initializer Tensor runs it when made (has_init
    False, init_data() returns the Parameter); inside nn.no_init_parameters() it stays lazy
    until init_data() or first use."""
    x = Parameter(initializer("ones", [1, 2, 3], ms.float32))
    assert not x.has_init and x.shape == (1, 2, 3) and x.dtype == ms.float32
    assert repr(x).startswith("Parameter (name=Parameter#")
    assert x.init_data() is x and not x.has_init and not x.is_init
    assert x.asnumpy().sum() == 6
    with ms.nn.no_init_parameters():
        y = Parameter(initializer("zeros", [2], ms.float32), name="y")
    assert y.has_init and y.shape == (2,)
    assert y.asnumpy().tolist() == [0.0, 0.0] and not y.has_init   # first use initialises


def test_clone():
    w = Parameter(Tensor([1.0, 2.0]), name="w", requires_grad=False, layerwise_parallel=True)
    c = w.clone()
    assert c is not w and c.name == "w" and not c.requires_grad and c.layerwise_parallel
    c.set_data(Tensor([9.0, 9.0]))
    assert w.asnumpy().tolist() == [1.0, 2.0]
    assert w.clone(init="ones").asnumpy().tolist() == [1.0, 1.0]
    d = copy.deepcopy(w)
    assert d.name == "w" and d.asnumpy().tolist() == [1.0, 2.0]
    e = pickle.loads(pickle.dumps(w))
    assert e.name == "w" and e.asnumpy().tolist() == [1.0, 2.0]


def test_parameter_tuple_clone():
    x = Parameter(Tensor(np.arange(6).reshape((2, 3))), name="x")
    y = Parameter(initializer("ones", [1, 2, 3], ms.float32), name="y")
    z = Parameter(2.0, name="z")
    params = ParameterTuple((x, y, z))
    copy_ = params.clone("params_copy")
    assert isinstance(copy_, ParameterTuple)
    assert [p.name for p in copy_] == ["params_copy.x", "params_copy.y", "params_copy.z"]
    assert str(copy_) == (
        "(Parameter (name=params_copy.x, shape=(2, 3), dtype=Int64, requires_grad=True), "
        "Parameter (name=params_copy.y, shape=(1, 2, 3), dtype=Float32, requires_grad=True), "
        "Parameter (name=params_copy.z, shape=(), dtype=Float32, requires_grad=True))")
    assert params.clone("c", init="zeros")[1].asnumpy().sum() == 0


def test_parameter_tuple_rejects_bad_items_and_duplicate_names():
    with pytest.raises(TypeError):
        ParameterTuple([1, 2])
    a1, a2 = Parameter(1.0, name="a"), Parameter(2.0, name="a")
    with pytest.raises(ValueError, match="'a'"):
        ParameterTuple([a1, a2])
    assert len(ParameterTuple([a1, a1])) == 2  # the same Parameter twice is fine


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_param_data_in_construct_is_the_current_value_detached(mode):
    """``self.w.data`` inside construct reads the Parameter's current value (a graph input, not
    a baked constant: set_data is seen) and, as in MindSpore's PYNATIVE, carries no gradient."""
    ms.set_context(mode=mode)

    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w")

        def construct(self, x):
            return x * self.w.data + self.w

    net, x = Net(), ms.Tensor(np.ones(2, np.float32))
    assert net(x).asnumpy().tolist() == [2.0, 2.0]
    net.w.set_data(ms.Tensor(np.full(2, 3.0, np.float32)))
    assert net(x).asnumpy().tolist() == [6.0, 6.0]
    (grad_w,) = ms.grad(net, grad_position=None, weights=net.trainable_params())(x)
    assert grad_w.asnumpy().tolist() == [1.0, 1.0]


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_parameter_argument_named_like_another_parameter_of_the_call(mode):
    # MindSpore 2.10: a Parameter passed to a compiled call may not share its name with another
    # Parameter of that call (ValueError); the same Parameter twice, and same-named Parameters
    # inside a Cell that takes no Parameter argument, are fine
    from minicell import jit, nn
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.param = Parameter(Tensor(2.0), name="myname")
            self.other = Parameter(Tensor(3.0), name="myname")

        @jit
        def func(self, a, b):
            return self.param * a * b

        def construct(self, x):
            return self.func(self.param, x)

    net = Net()
    assert float(net(Tensor(3.0))) == 12.0
    assert float(net.func(net.param, net.param)) == 8.0
    with pytest.raises(ValueError, match="its name 'myname' already exists. Please set a "
                                         "unique name for the parameter."):
        net(Parameter(Tensor(1.0), name="myname"))
    assert float(net(Parameter(Tensor(1.0), name="unique"))) == 4.0


def test_bool_data_and_float_into_int_parameter_are_errors():
    """MindSpore 2.10: Parameter(True) is a ValueError (a bool array is fine); set_data of a
    Python float into an integer Parameter is a TypeError (an int or a Tensor is cast)."""
    with pytest.raises(ValueError, match="can not be `bool`"):
        ms.Parameter(True, name="flag")
    assert ms.Parameter(np.array([True, False]), name="flags").dtype == ms.bool_
    p = ms.Parameter(1, name="count")
    with pytest.raises(TypeError, match="can not be converted to current dtype implicitly"):
        p.set_data(1.2)
    p.set_data(2)
    p.set_data(ms.Tensor(3.0))
    assert p.asnumpy().item() == 3 and p.dtype == ms.int32


def test_cell_names_unnamed_parameter_tuple_members_parameter_dollar_n_per_cell():
    """MindSpore: an unnamed member of a ParameterTuple set on a Cell is 'Parameter$<n>', n
    counting from 1 in each Cell (a parent prefixes it with the child's attribute name)."""
    class Child(nn.Cell):
        def __init__(self):
            super().__init__()
            self.named = Parameter(Tensor([1.0]), name="named")
            self.t = ParameterTuple((Parameter(Tensor([2.0])), self.named,
                                     Parameter(Tensor([3.0]))))

        def construct(self, x):
            return x * self.t[0] + self.t[2]

    class Parent(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a, self.b = Child(), Child()

        def construct(self, x):
            return self.a(x) + self.b(x)

    child = Child()
    assert [p.name for p in child.t] == ["Parameter$1", "named", "Parameter$2"]
    net = Parent()
    assert sorted(p.name for p in net.get_parameters()) == [
        "a.Parameter$1", "a.Parameter$2", "a.named", "b.Parameter$1", "b.Parameter$2", "b.named"]
    assert net(Tensor([1.0])).asnumpy().tolist() == [10.0]


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])
def test_construct_returning_a_parameter_gives_the_parameter_itself(mode):
    """MindSpore 2.10 (measured): ``return self.w`` gives the Parameter object in PYNATIVE_MODE
    and in GRAPH_MODE when the graph does not write it; GRAPH_MODE gives a plain Tensor for a
    written one and for one inside a tuple."""
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor([1.0, 2.0]), name="weight")

        def construct(self, y):
            ms.ops.sub(self.w, y)
            return self.w

    class Written(Net):
        def construct(self, y):
            ms.ops.assign(self.w, self.w + y)
            return self.w

    class Pair(Net):
        def construct(self, y):
            return self.w, self.w + y

    ms.set_context(mode=mode)
    try:
        net = Net()
        out = net(Tensor([1.0, 1.0]))
        assert out is net.w and out.asnumpy().tolist() == [1.0, 2.0]
        net.w.name = "renamed"
        assert net(Tensor([1.0, 1.0])).name == "renamed"
        pynative = mode == ms.PYNATIVE_MODE
        written = Written()
        out = written(Tensor([1.0, 1.0]))
        assert (out is written.w) == pynative and out.asnumpy().tolist() == [2.0, 3.0]
        first, _ = Pair()(Tensor([1.0, 1.0]))
        assert first.asnumpy().tolist() == [1.0, 2.0]
        assert isinstance(first, Parameter) == pynative
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
