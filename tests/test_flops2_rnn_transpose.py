"""FLOPs as MindSpore 2.10 counts them for recurrent layers and transposed convolutions.

2.10 runs nn.RNN and nn.GRU on CPU as unrolled cells (two MatMul(transpose_b=True) per step;
a step's hidden-state product has a gradient past the first step), nn.LSTM as one fused op
(0) unless it has ``seq_length``. The gradient of a Conv2DTranspose / Conv2DBackpropInput
primitive stops its count with an error naming the Cell's scope. Every number and text below
was measured on MindSpore 2.10 CPU with Model.train / Model.eval and the callback
(/tmp/flops2/ref/r1.py, r2.py, r3.py, sink.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import context, nn
from minicell.common.api import flops_collection
from minicell.ops import operations as P
from minicell.train import FlopsUtilizationCollector, Model

f32 = np.float32


@pytest.fixture(autouse=True)
def _graph_mode():
    context.set_context(mode=context.GRAPH_MODE)
    yield
    context.set_context(mode=context.PYNATIVE_MODE)


class First(nn.Cell):
    """The output of a recurrent layer (after ``pre``; with a constant ``seq_length``)."""

    def __init__(self, cell, pre=None, seq=None):
        super().__init__()
        self.cell, self.pre = cell, pre
        self.seq = None if seq is None else ms.Tensor(np.array(seq, np.int32))

    def construct(self, x):
        if self.pre is not None:
            x = self.pre(x)
        if self.seq is not None:
            return self.cell(x, seq_length=self.seq)[0]
        return self.cell(x)[0]


def _x(*shape):
    return ms.Tensor(np.linspace(0, 1, int(np.prod(shape)), dtype=f32).reshape(shape))


def _step(net):
    return nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.Momentum(net.trainable_params(), 0.01, 0.9))


def _step_flops(net, x, train=True):
    """flops_collection of the compiled train step (a WithLossCell in a TrainOneStepCell) or
    of the forward network."""
    out = net(x)
    if not train:
        return flops_collection(net.current_phase)[0]
    step = _step(net)
    step.set_train()
    step(x, ms.Tensor(np.zeros(out.shape, f32)))
    full_m, full_h, shard_m, shard_h, dynamic = flops_collection(step.current_phase)
    assert full_m == full_h == shard_m == shard_h and dynamic is False
    return full_m


# (case, network, input shape, train?, 2.10's number)
CASES = [
    ("rnn_batch_first", lambda: First(nn.RNN(8, 6, batch_first=True)), (2, 5, 8), True, 3936.0),
    ("rnn_time_major", lambda: First(nn.RNN(8, 6)), (3, 3, 8), True, 3456.0),
    ("rnn_two_layers", lambda: First(nn.RNN(8, 6, num_layers=2, batch_first=True)), (2, 5, 8),
     True, 8112.0),
    ("rnn_bidirectional", lambda: First(nn.RNN(8, 6, bidirectional=True, batch_first=True)),
     (2, 5, 8), True, 7872.0),
    ("rnn_two_layers_bidirectional",
     lambda: First(nn.RNN(8, 6, num_layers=2, bidirectional=True, batch_first=True)),
     (2, 5, 8), True, 20544.0),
    ("rnn_no_bias", lambda: First(nn.RNN(8, 6, has_bias=False, batch_first=True)), (2, 5, 8),
     True, 3936.0),
    ("rnn_relu", lambda: First(nn.RNN(8, 6, nonlinearity="relu", batch_first=True)), (2, 3, 8),
     True, 2304.0),
    ("rnn_input_needs_grad", lambda: First(nn.RNN(8, 6, batch_first=True), pre=nn.Dense(8, 8)),
     (2, 5, 8), True, 7456.0),
    ("rnn_one_step", lambda: First(nn.RNN(8, 6, batch_first=True)), (2, 1, 8), True, 672.0),
    ("rnn_seq_length_bidirectional",
     lambda: First(nn.RNN(8, 6, batch_first=True, bidirectional=True), seq=[5, 3]), (2, 5, 8),
     True, 7872.0),
    ("rnn_eval", lambda: First(nn.RNN(8, 6, batch_first=True)), (2, 5, 8), False, 1680.0),
    ("gru", lambda: First(nn.GRU(8, 6, batch_first=True)), (2, 5, 8), True, 11808.0),
    ("gru_two_layers_bidirectional",
     lambda: First(nn.GRU(8, 6, num_layers=2, bidirectional=True)), (2, 5, 8), True, 59040.0),
    ("gru_three_layers_no_bias",
     lambda: First(nn.GRU(7, 5, num_layers=3, has_bias=False, batch_first=True)), (3, 4, 7),
     True, 30690.0),
    ("gru_seq_length", lambda: First(nn.GRU(8, 6, batch_first=True), seq=[5, 3]), (2, 5, 8),
     True, 11808.0),
    ("gru_eval", lambda: First(nn.GRU(8, 6, batch_first=True)), (2, 5, 8), False, 5040.0),
    ("lstm_fused_not_counted", lambda: First(nn.LSTM(8, 6, batch_first=True)), (2, 5, 8), True,
     0.0),
    ("lstm_seq_length_unrolled", lambda: First(nn.LSTM(8, 6, batch_first=True), seq=[5, 3]),
     (2, 5, 8), True, 15744.0),
    ("conv2d_transpose_eval", lambda: nn.Conv2dTranspose(3, 4, 3, stride=2), (2, 3, 6, 6),
     False, 0.0),
    ("conv3d_transpose_not_counted", lambda: nn.Conv3dTranspose(3, 4, 3), (2, 3, 4, 4, 4), True,
     0.0),
]
LIGHT = ("conv2d_transpose_eval",)     # the others compile for over 0.7 s


@pytest.mark.parametrize("case, make, shape, train, expected", [
    pytest.param(*c, marks=() if c[0] in LIGHT else pytest.mark.heavy) for c in CASES])
def test_flops_of_recurrent_and_transposed_layers_are_2_10s(case, make, shape, train,
                                                             expected):
    assert _step_flops(make(), _x(*shape), train) == expected


class Pre(nn.Cell):
    def __init__(self, cell, pre):
        super().__init__()
        self.cell, self.pre = cell, pre

    def construct(self, x):
        return self.cell(self.pre(x))


class OpT(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.w = ms.Parameter(_x(4, 3, 3, 3), name="w")
        self.op = prim

    def construct(self, x):
        return self.op(x, self.w, (2, 3, 8, 8))


def _frozen():
    c = nn.Conv2dTranspose(3, 4, 3)
    c.weight.requires_grad = False
    return Pre(c, nn.Conv2d(3, 3, 1))


_GRAD = "Can not find the forward node of CNode:Gradients/Default/network-WithLossCell/"
_FILTER = "/Conv2DBackpropFilter-op0"


@pytest.mark.heavy
@pytest.mark.parametrize("make, shape, scope", [
    (lambda: nn.Conv2dTranspose(3, 4, 3, stride=2), (2, 3, 6, 6),
     "_backbone-Conv2dTranspose/Grad_Conv2DTranspose"),
    (lambda: Pre(nn.Conv2dTranspose(3, 4, 3), nn.Conv2d(3, 3, 1)), (2, 3, 6, 6),
     "_backbone-Pre/cell-Conv2dTranspose/Grad_Conv2DTranspose"),
    (lambda: nn.SequentialCell([nn.Conv2dTranspose(3, 4, 3), nn.Conv2dTranspose(4, 2, 3)]),
     (2, 3, 6, 6), "_backbone-SequentialCell/0-Conv2dTranspose/Grad_Conv2DTranspose"),
    (lambda: nn.Conv2dTranspose(3, 4, 3, has_bias=True, pad_mode="valid"), (2, 3, 6, 6),
     "_backbone-Conv2dTranspose/Grad_Conv2DTranspose"),
    (lambda: nn.Conv1dTranspose(3, 4, 3, stride=2), (2, 3, 6),
     "_backbone-Conv1dTranspose/Grad_Conv2DBackpropInput"),
    (lambda: OpT(P.Conv2DTranspose(4, 3, pad_mode="same")), (2, 4, 8, 8),
     "_backbone-OpT/Grad_Conv2DTranspose"),
    (lambda: OpT(P.Conv2DBackpropInput(4, 3, pad_mode="same")), (2, 4, 8, 8),
     "_backbone-OpT/Grad_Conv2DBackpropInput"),
    (_frozen, (2, 3, 6, 6), None),
])
def test_transposed_convolution_gradient_is_refused_as_2_10(make, shape, scope):
    text = "The pointer[op_info] is null." if scope is None else _GRAD + scope + _FILTER
    with pytest.raises(RuntimeError) as e:
        _step_flops(make(), _x(*shape))
    assert str(e.value) == text


@pytest.mark.heavy
def test_collector_reports_the_transposed_convolution_as_2_10(capsys):
    net = nn.Conv2dTranspose(3, 4, 3, stride=2)
    data = ms.dataset.NumpySlicesDataset(
        {"x": np.ones((4, 3, 6, 6), f32), "y": np.ones((4, 4, 12, 12), f32)},
        shuffle=False).batch(2)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    cb = FlopsUtilizationCollector(data.get_dataset_size())
    with pytest.raises(ValueError) as e:
        model.train(1, data, callbacks=[cb], dataset_sink_mode=False)
    assert str(e.value) == (
        "FlopsUtilizationCollector is not supported because " + _GRAD +
        "_backbone-Conv2dTranspose/Grad_Conv2DTranspose" + _FILTER + ".")
    assert capsys.readouterr().out == ""


@pytest.mark.heavy
def test_sink_mode_prints_as_2_10_on_cpu(capsys):
    """2.10 CPU runs a sink-mode epoch step by step (cb_params.dataset_sink_mode is False):
    the FLOPs line, then a line for each step whose number is not a multiple of data_size."""
    data = ms.dataset.NumpySlicesDataset(
        {"x": np.ones((8, 10), f32), "y": np.ones((8, 5), f32)}, shuffle=False).batch(2)
    net = nn.Dense(10, 5)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    model.train(2, data, callbacks=[FlopsUtilizationCollector(4, computility=10e6)],
                dataset_sink_mode=True, sink_size=2)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("Full model flops is 400.00000000000006, Full hardware flops is "
                        "400.00000000000006, Shard model flops is 400.0, Shard hardware flops "
                        "is 400.0.")
    assert len(lines) == 7 and all(line.startswith("Train per step time: ")
                                   for line in lines[1:])
