"""Patterns from zoo round 32 (mindspore-ai/models research/audio jasper, research/recommend naml).

jasper's train.py builds ``Model(loss_net, optimizer, loss_scale_manager=FixedLossScaleManager(
128.0, drop_overflow_update=True))`` and naml's (non-CPU branch) ``DynamicLossScaleManager``.
MindSpore 2.10 on CPU (measured, both modes, /tmp/s55/zoo32/p/ls1.py) refuses every loss-scale
manager with an update cell, and amp level O2 (whose default manager is dynamic), in
``build_train_network`` and so in ``Model()``: ValueError "Only `loss_scale_manager=None` or
`loss_scale_manager=FixedLossScaleManager(drop_overflow_update=False)`are supported on device
`CPU`. ". minicell built a TrainOneStepWithLossScaleCell there. With device_target GPU/Ascend
the loss-scale step is built as before.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, amp, nn, ops

CPU_TEXT = ("Only `loss_scale_manager=None` or `loss_scale_manager=FixedLossScaleManager("
            "drop_overflow_update=False)`are supported on device `CPU`. ")


def _parts():
    net = nn.Dense(4, 2)
    return (net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
            nn.Momentum(net.trainable_params(), 0.1, 0.9))


@pytest.mark.parametrize("kw", [
    {"level": "O2"}, {"loss_scale_manager": amp.DynamicLossScaleManager()},
    {"loss_scale_manager": amp.FixedLossScaleManager(128.0, drop_overflow_update=True)}])
def test_cpu_refuses_loss_scale_update_cell(mode, kw):
    net, loss, opt = _parts()
    with pytest.raises(ValueError) as e:
        amp.build_train_network(net, opt, loss, **kw)
    assert str(e.value) == CPU_TEXT
    mkw = {"amp_level": kw["level"]} if "level" in kw else kw
    with pytest.raises(ValueError) as e:
        ms.Model(net, loss, opt, **mkw)
    assert str(e.value) == CPU_TEXT


def test_cpu_keeps_fixed_scale_without_drop(mode):
    net, loss, opt = _parts()
    step = amp.build_train_network(
        net, opt, loss, loss_scale_manager=amp.FixedLossScaleManager(128.0, False))
    assert type(step) is nn.TrainOneStepCell and step.sens == 128.0
    model = ms.Model(net, loss, opt, loss_scale_manager=amp.FixedLossScaleManager(64.0, False))
    assert type(model.train_network) is nn.TrainOneStepCell


def test_gpu_target_builds_loss_scale_step(mode):
    net, loss, opt = _parts()
    ms.set_context(device_target="GPU")
    try:
        step = amp.build_train_network(net, opt, loss, level="O2")
    finally:
        ms.set_context(device_target="CPU")
    assert isinstance(step, nn.TrainOneStepWithLossScaleCell)


# ---- GRAPH_MODE to_float: tuple and list inputs (research/audio/jasper) ------------------------
# jasper's JasperBlock (in a to_float(float16) Jasper) does ``out = xs + [out]`` on its list
# input. 2.10's graph casts a to_float Cell's inputs inside tuples and lists too, and a list
# arrives as a tuple, so that line is Python's TypeError there (measured, /tmp/s55/zoo32/p/lst3.py:
# a top-level Cell, a sub-Cell, a list of ints, a nested tuple); PYNATIVE runs it.
class _Append(nn.Cell):
    def construct(self, xs):
        return xs + [xs[0]]


class _Nested(nn.Cell):
    def construct(self, xs):
        return xs[1][0], xs[1][1], xs[0]


class _Outer(nn.Cell):
    def __init__(self, inner, make):
        super().__init__()
        self.inner = inner
        self.make = make

    def construct(self, x):
        if self.make == "list":
            return self.inner([x, x + 1])
        if self.make == "ints":
            return self.inner([1, 2])
        return self.inner((x, [x + 1, ops.cast(x, ms.int32)]))


def _x():
    return Tensor(np.ones((2,), np.float32))


@pytest.mark.parametrize("make", ["list", "ints"])
def test_graph_to_float_list_input_is_tuple(make):
    ms.set_context(mode=ms.GRAPH_MODE)
    inner = _Append().to_float(ms.float16)
    with pytest.raises(TypeError) as e:
        _Outer(inner, make)(_x())
    assert str(e.value) == 'can only concatenate tuple (not "list") to tuple'


def test_graph_to_float_casts_nested_inputs():
    ms.set_context(mode=ms.GRAPH_MODE)
    out = _Outer(_Nested().to_float(ms.float16), "nest")(_x())
    assert [o.dtype for o in out] == [ms.float16, ms.int32, ms.float16]


def test_pynative_to_float_list_input_stays_list():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    out = _Outer(_Append().to_float(ms.float16), "list")(_x())
    assert isinstance(out, list) and len(out) == 3


# ---- a Python number beside a Tensor (official/cv/SSD) -----------------------------------------
# SSDWithLossCell: ``mask = ops.cast(self.less(0, gt_label), ms.float32)`` with self.less =
# ops.Less(). 2.10 (measured, both modes, top level and in a Cell, all 13 'call' primitives of
# scalar_pairs with (t, n) and (n, t) for n in 2, True, 2.5: /tmp/s55/zoo32/p/callk.py) refuses
# a number operand whose valid types leave numbers out; minicell refused only two numbers.
class _Op(nn.Cell):
    def __init__(self, op, first):
        super().__init__()
        self.op = op
        self.first = first

    def construct(self, t):
        return self.op(self.first, t)


LESS_EAGER = ('Failed calling Less with "Less()(input=int, other=Tensor)".\nThe valid calling '
              'should be: \n"Less()(input=<Tensor>, other=<bool, Number, Tensor>)".')
LESS_GRAPH = ('Failed calling Less with "input=Int64".\nThe valid calling should be: '
              '"input=<Tensor>, other=<bool, Number, Tensor>".')


def test_less_refuses_number_first(mode):
    t = Tensor(np.array([[0, 1, 3]], np.int32))
    with pytest.raises(TypeError) as e:
        _Op(ops.Less(), 0)(t)
    assert str(e.value) == (LESS_GRAPH if mode == ms.GRAPH_MODE else LESS_EAGER)


@pytest.mark.parametrize("op, a, b, ok", [
    (ops.Less, "t", 0, True), (ops.Equal, "t", True, True), (ops.Equal, 2.5, "t", False),
    (ops.LogicalAnd, "b", True, True), (ops.LogicalAnd, "b", 1, False),
    (ops.Xlogy, "t", 2.0, False), (ops.Greater, 0, "t", True)])
def test_one_number_operand(op, a, b, ok):
    t = Tensor(np.array([1.0, 2.0], np.float32))
    bt = Tensor(np.array([True, False]))
    args = [t if v == "t" else bt if v == "b" else v for v in (a, b)]
    if ok:
        assert op()(*args).shape == (2,)
    else:
        with pytest.raises(TypeError, match=f"Failed calling {op.__name__} with"):
            op()(*args)


# ---- a float index into a CellList (research/nlp/albert) ---------------------------------------
# AlbertTransformer: ``group_idx = layer_idx / self.num_hidden_layers * self.num_hidden_groups``
# then ``self.group[group_idx]`` (a CellList). 2.10 (measured, /tmp/s55/zoo32/p/clf.py): GRAPH_MODE
# is TupleGetItem's IndexError naming the float (0, 0.5, 1 as %g), PYNATIVE_MODE CellList's
# TypeError; a SequentialCell's float index is its TypeError in both modes.
class _Pick(nn.Cell):
    def __init__(self, index, seq=False):
        super().__init__()
        self.group = (nn.SequentialCell if seq else nn.CellList)([nn.ReLU(), nn.Tanh()])
        self.index = index

    def construct(self, x):
        return self.group[self.index](x)


@pytest.mark.parametrize("index", [0.0, 0.5, 1.0])
def test_cell_list_float_index(mode, index):
    with pytest.raises((IndexError, TypeError)) as e:
        _Pick(index)(_x())
    if mode == ms.GRAPH_MODE:
        assert str(e.value) == ("TupleGetItem evaluator index should be an int64 number, but got "
                                f"AbstractScalar(Type: Float32, Value: {index:g}, Shape: NoShape)")
    else:
        assert str(e.value) == ("For 'CellList', the type of 'index' must be int or slice, "
                                "but got float.")


def test_sequential_cell_float_index(mode):
    with pytest.raises(TypeError) as e:
        _Pick(1.0, seq=True)(_x())
    assert str(e.value) == "For 'SequentialCell', the type of 'index' must be int, but got float."
