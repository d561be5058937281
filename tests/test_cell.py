"""Cell registration, naming, traversal, state, repr; SequentialCell, CellList, CellDict.

Names and reprs are those MindSpore 2.10 gives for the same networks."""
from collections import OrderedDict

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Parameter, Tensor


class Lin(nn.Cell):
    def __init__(self, i, o):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones((o, i)), ms.float32), name="weight")
        self.bias = Parameter(Tensor(np.zeros(o), ms.float32), name="bias")

    def construct(self, x):
        return x


class Act(nn.Cell):
    def construct(self, x):
        return x


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layer1 = nn.SequentialCell([Lin(2, 3), Act(), Lin(3, 4)])
        self.fc = Lin(4, 1)
        self.scale = Parameter(Tensor(1.0), name="scale")

    def construct(self, x):
        return x


class A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = Parameter(Tensor([1.0]), name="bias")
        self.u = Parameter(Tensor([1.0]))

    def construct(self, x):
        return x


class Wrap(nn.Cell):
    def __init__(self, inner, auto_prefix=True):
        super().__init__(auto_prefix=auto_prefix)
        self.net = inner

    def construct(self, x):
        return self.net(x)


NET_NAMES = ["scale", "layer1.0.weight", "layer1.0.bias", "layer1.2.weight", "layer1.2.bias",
             "fc.weight", "fc.bias"]


def test_parameter_naming_and_collections():
    net = Net()
    assert [n for n, _ in net.parameters_and_names()] == NET_NAMES
    assert [p.name for p in net.get_parameters()] == NET_NAMES
    assert list(net.parameters_dict()) == NET_NAMES
    assert type(net.get_parameters()).__name__ == "generator"
    assert [n for n, _ in net.cells_and_names()] == \
        ["", "layer1", "layer1.0", "layer1.1", "layer1.2", "fc"]
    assert list(net.name_cells()) == ["layer1", "fc"] and len(net.cells()) == 2
    assert net.layer1[0].weight.name == "layer1.0.weight"
    assert [p.name for p in net.get_parameters(expand=False)] == ["scale"]


def test_auto_prefix_rebuilds_names_from_attribute_paths():
    a = A()
    assert [(n, p.name) for n, p in a.parameters_and_names()] == [("b", "bias"), ("u", "u")]
    w = Wrap(A())
    assert [(n, p.name) for n, p in w.parameters_and_names()] == \
        [("net.b", "net.b"), ("net.u", "net.u")]
    w2 = Wrap(Wrap(A()), auto_prefix=False)
    assert [(n, p.name) for n, p in w2.parameters_and_names()] == \
        [("net.net.b", "net.b"), ("net.net.u", "net.u")]


def test_trainable_and_untrainable():
    net = Net()
    net.fc.bias.requires_grad = False
    assert [p.name for p in net.trainable_params()] == NET_NAMES[:-1]
    assert [p.name for p in net.untrainable_params()] == ["fc.bias"]


def test_duplicate_names_raise_with_both_paths(monkeypatch):
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w1 = Parameter(Tensor([1.0]), name="w")
            self.w2 = Parameter(Tensor([2.0]), name="w")

        def construct(self, x):
            return x

    d = D()
    with pytest.raises(ValueError, match="'w1' and 'w2'.*'w'"):
        d.check_names()
    # parameters_dict keeps the last of equal names, as 2.10 (whose ut tests read it), and warns
    warned = []
    monkeypatch.setattr(ms.log, "warning", warned.append)
    kept = d.parameters_dict()
    assert list(kept) == ["w"] and kept["w"] is d.w2
    assert len(warned) == 1 and "'w1' and 'w2' are two different Parameters" in warned[0]
    # 2.10 lists both (measured); its optimizers refuse the clash (a ValueError naming 'w')
    assert [n for n, _ in d.parameters_and_names()] == ["w1", "w2"]
    assert len(d.trainable_params()) == 2
    with pytest.raises(ValueError, match="'w'"):
        nn.SGD(d.trainable_params(), 0.1)
    two = Wrap(nn.CellList([Lin(1, 1)]), auto_prefix=False)
    two.other = Lin(1, 1)          # auto-prefixed: other.weight, no clash with 0.weight
    assert len(two.parameters_dict()) == 4


def test_shared_parameters_and_cells_are_not_duplicates():
    class S(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = A()
            self.b = self.a
            self.p = Parameter(Tensor(1.0), name="p")
            self.q = self.p

        def construct(self, x):
            return x

    s = S()
    assert [n for n, _ in s.cells_and_names()] == ["", "a"]
    assert len(list(s.get_parameters())) == 3


def test_setattr_getattr_delattr():
    a = A()
    with pytest.raises(TypeError, match="already exists"):
        a.b = 5
    a.b = Tensor([7.0])
    assert a.b.name == "bias" and a.b.asnumpy().tolist() == [7.0]
    w = Wrap(A())
    with pytest.raises(TypeError, match="Sub cell"):
        w.net = 5
    a.b = None
    assert a.b is None and [p.name for p in a.get_parameters()] == ["u"]
    # MindSpore 2.10 (measured): a Cell where a Parameter was (even one set to None), or a
    # Parameter where a Cell is, is a KeyError
    with pytest.raises(KeyError, match="For 'insert_child_to_cell', the b child cell already "
                                       "exists in the network."):
        a.b = A()
    with pytest.raises(KeyError, match="For 'insert_param_to_cell', the net parameter already "
                                       "exists in the network."):
        w.net = Parameter(Tensor(1.0), name="x")
    del a.u
    assert list(a.get_parameters()) == []
    with pytest.raises(AttributeError, match="nonexist"):
        a.nonexist
    a.plain = 3
    assert a.plain == 3


def test_attributes_before_super_init():
    class Early(nn.Cell):
        def __init__(self):
            self.x = 1
            super().__init__()

        def construct(self, x):
            return x

    assert Early().x == 1

    class EarlyParam(nn.Cell):
        def __init__(self):
            self.p = Parameter(Tensor(1.0))
            super().__init__()

    # 2.10's text (measured)
    with pytest.raises(AttributeError, match=r"please call Cell.__init__\(\) firstly"):
        EarlyParam()


def test_insert_child_and_param():
    b = Wrap(A())
    with pytest.raises(KeyError):
        b.insert_child_to_cell("x.y", A())
    with pytest.raises(TypeError):
        b.insert_child_to_cell(3, A())
    with pytest.raises(TypeError):
        b.insert_child_to_cell("z", 3)
    with pytest.raises(KeyError):
        b.insert_child_to_cell("construct", A())
    b.insert_child_to_cell("extra", A())   # no renaming, as MindSpore
    assert [(n, p.name) for n, p in b.parameters_and_names()][2:] == \
        [("extra.b", "bias"), ("extra.u", "u")]
    b.insert_param_to_cell("q", Parameter(Tensor(1.0)))
    assert b.q.name == "q"


def test_train_grad_float_apply():
    w = Wrap(A())
    assert (w.training, w.phase, w.requires_grad) == (False, "train", False)
    assert w.set_train() is w and w.net.training and w.net.phase == "train"
    w.set_train(False)
    assert not w.training and not w.net.training and w.phase == "predict"
    assert w.net.phase == "train"           # as MindSpore 2.10: phase is set on this Cell only
    assert w.set_grad() is w and w.requires_grad and not w.net.requires_grad
    assert w.to_float(ms.float16) is w and w.net._mixed_precision_type == ms.float16
    w.net.to_float(ms.float32)
    assert w._mixed_precision_type == ms.float16 and w.net._mixed_precision_type == ms.float32
    with pytest.raises(ValueError, match="to_float"):
        w.to_float(ms.int32)
    order = []
    assert w.apply(lambda c: order.append(type(c).__name__)) is w
    assert order == ["A", "Wrap"]


def test_repr_nested():
    assert repr(Net()) == ("Net(\n  (layer1): SequentialCell(\n    (0): Lin()\n    (1): Act()\n"
                           "    (2): Lin()\n  )\n  (fc): Lin()\n)")
    assert repr(nn.Cell()) == "Cell()"

    class WithExtra(nn.Cell):
        def extend_repr(self):
            return "in=2, out=3"

    assert repr(WithExtra()) == "WithExtra(in=2, out=3)"


def test_sequential_cell():
    s = nn.SequentialCell(OrderedDict([("a", Lin(1, 1)), ("b", Act())]))
    assert [n for n, _ in s.parameters_and_names()] == ["a.weight", "a.bias"]
    assert isinstance(s[0], Lin) and len(s) == 2
    with pytest.raises(TypeError):
        s["a"]
    with pytest.raises(IndexError):
        s[5]
    assert list(s[0:1]._cells) == ["a"]
    s.append(Lin(1, 1))
    assert list(s._cells) == ["a", "b", "2"]
    assert [n for n, _ in s.parameters_and_names()] == ["a.weight", "a.bias", "2.weight",
                                                        "2.bias"]
    assert nn.SequentialCell(Act(), Act())(Tensor([1.0])).tolist() == [1.0]
    with pytest.raises(TypeError):
        nn.SequentialCell("x")
    del s[1]
    assert list(s._cells) == ["a", "1"] and s[1].weight.name == "1.weight"


def test_append_inside_parent_keeps_prefix():
    net = Net()
    net.layer1.append(Lin(4, 4))
    assert net.layer1[3].weight.name == "layer1.3.weight"


def test_cell_list():
    cl = nn.CellList([Lin(1, 1), Act()])
    cl.append(Lin(1, 2))
    cl.insert(1, Lin(2, 2))
    cl.extend([Act()])
    assert [n for n, _ in cl.parameters_and_names()] == \
        ["0.weight", "0.bias", "1.weight", "1.bias", "3.weight", "3.bias"]
    assert [p.name for p in cl.get_parameters()] == \
        ["0.weight", "0.bias", "1.weight", "1.bias", "3.weight", "3.bias"]
    assert len(cl) == 5 and isinstance(cl[-1], Act) and isinstance(cl[0:2], nn.CellList)
    assert [type(c).__name__ for c in cl] == ["Lin", "Lin", "Act", "Lin", "Act"]
    with pytest.raises(TypeError):
        cl.extend(Act())
    with pytest.raises(TypeError):
        cl.append(3)
    del cl[0]
    assert [p.name for p in cl.get_parameters()] == ["0.weight", "0.bias", "2.weight", "2.bias"]


def test_cell_dict_and_nesting():
    cd = nn.CellDict({"x": Lin(1, 1), "y": Act()})
    assert list(cd.keys()) == ["x", "y"] and len(cd) == 2 and "x" in cd
    assert [n for n, _ in cd.parameters_and_names()] == ["x.weight", "x.bias"]
    for key, err in ((1, TypeError), ("a.b", KeyError), ("", KeyError), ("keys", KeyError)):
        with pytest.raises(err):
            cd[key] = Act()
    with pytest.raises(TypeError):
        cd["z"] = nn.CellList()
    assert isinstance(cd.pop("y"), Act) and list(cd) == ["x"]

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.cl = nn.CellList([Lin(1, 1), Lin(1, 1)])
            self.cd = nn.CellDict({"x": Lin(1, 1)})
            self.seq = nn.SequentialCell(Lin(1, 1), Lin(1, 1))

    o = Outer()
    assert [p.name for p in o.trainable_params()] == [
        "cl.0.weight", "cl.0.bias", "cl.1.weight", "cl.1.bias", "cd.x.weight", "cd.x.bias",
        "seq.0.weight", "seq.0.bias", "seq.1.weight", "seq.1.bias"]
    assert repr(o).startswith("Outer(\n  (cl): CellList(\n    (0): Lin()\n")


def test_missing_super_init_names_the_fix():
    """MindSpore 2.10: calling a Cell whose __init__ never called super().__init__() is an
    AttributeError: in GRAPH_MODE it names super().__init__(), in PYNATIVE_MODE the internal
    it missed (measured; tests/test_zoo37a_patterns.py has both)."""
    class NoSuper(nn.Cell):
        def __init__(self):
            self.a = 1

        def construct(self):
            return self.a

    net = NoSuper()
    with pytest.raises(AttributeError, match=r"Please use 'super\(\).__init__\(\)'|_init_flag"):
        net()


def test_compile_rejects_two_parameters_with_one_name():
    """MindSpore 2.10's graph compile: two different Parameters named alike are a ValueError,
    even when construct does not read them."""
    class Twice(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w1 = Parameter(Tensor(np.ones(2, np.float32)), name="weight")
            self.w2 = Parameter(Tensor(np.ones(2, np.float32)), name="weight")

        def construct(self):
            return None

    with pytest.raises(ValueError, match="weight"):
        Twice().compile()
