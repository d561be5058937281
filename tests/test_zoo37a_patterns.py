"""Model-zoo CV patterns (session 60, helper zoo37a); expected values measured on MindSpore
2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor, Parameter, ParameterTuple


class _NoInit(nn.Cell):
    """research/cv/wave_mlp's PatchEmbedOverlapping writes ``super(Cls).__init__()``, which
    never reaches Cell.__init__."""

    def __init__(self, kind=None):
        super(_NoInit).__init__()
        self.a = 1
        w = Parameter(Tensor(np.ones(2, np.float32)), name="w")
        if kind == "cell":
            self.proj = nn.ReLU()
        elif kind == "celllist":
            self.cl = nn.CellList([nn.ReLU()])
        elif kind == "param":
            self.w = w
        elif kind == "ptuple":
            self.ws = ParameterTuple([w])
        elif kind == "plist":
            self.pl = [w]

    def construct(self):
        return self.a


@pytest.mark.parametrize("kind, text", [
    # measured on 2.10 (both modes)
    ("cell", "The '_NoInit' object has no attribute '_auto_prefix'."),
    ("celllist", "The '_NoInit' object has no attribute '_auto_prefix'."),
    ("param", "For 'insert_param_to_cell', please call Cell.__init__() firstly."),
    ("ptuple", "For 'insert_param_to_cell', please call Cell.__init__() firstly."),
    ("plist", "The '_NoInit' object has no attribute 'exist_objs'."),
])
def test_assign_before_cell_init_texts(kind, text):
    with pytest.raises(AttributeError) as e:
        _NoInit(kind)
    assert str(e.value) == text


def test_attribute_reads_before_cell_init_texts():
    net = _NoInit()
    assert net.a == 1          # a plain attribute set before Cell.__init__ stays readable
    # measured on 2.10: the plain "no attribute" text naming what was read
    for name in ("training", "foo"):
        with pytest.raises(AttributeError) as e:
            getattr(net, name)
        assert str(e.value) == f"The '_NoInit' object has no attribute '{name}'."
    with pytest.raises(AttributeError) as e:
        net.trainable_params()
    assert str(e.value) == "The '_NoInit' object has no attribute '_params'."
    with pytest.raises(AttributeError) as e:
        repr(net)
    assert str(e.value) == "The '_NoInit' object has no attribute '_cells'."


@pytest.mark.parametrize("mode, text", [
    # measured on 2.10
    ("PYNATIVE", "The '_NoInit' object has no attribute '_init_flag'."),
    ("GRAPH", "The '_NoInit' object does not inherit attribute from 'cell'. "
              "Please use 'super().__init__()'."),
])
def test_call_before_cell_init_texts(mode, text):
    old = ms.get_context("mode")
    ms.set_context(mode=getattr(ms, mode + "_MODE"))
    try:
        with pytest.raises(AttributeError) as e:
            _NoInit()()
        assert str(e.value) == text
    finally:
        ms.set_context(mode=old)


def test_attribute_error_inside_construct_is_kept():
    class Bad(nn.Cell):
        def construct(self, x):
            return self.missing + x

    with pytest.raises(AttributeError, match="'Bad' object has no attribute 'missing'"):
        Bad()(Tensor(np.ones(2, np.float32)))
