"""FlopsUtilizationCollector and flops_collection: the FLOPs MindSpore 2.10 counts for a
compiled step (only MatMul, BatchMatMul, Conv2D; forward, and one backward product per operand
needing a gradient), its printed lines, files and checks. Every number below was measured on
MindSpore 2.10 CPU (Model.train / Model.eval with the callback, /tmp/flops1/ref)."""
import os
import re

import numpy as np
import pytest

import minicell as ms
from minicell import context, nn, ops
from minicell.common.api import flops_collection
from minicell.ops import operations as P
from minicell.train import FlopsUtilizationCollector, Model

f32 = np.float32


@pytest.fixture(autouse=True)
def _graph_mode():
    context.set_context(mode=context.GRAPH_MODE)
    yield
    context.set_context(mode=context.PYNATIVE_MODE)


class Fn(nn.Cell):
    """``fn(self, x)`` over Parameters p0, p1, ... of the given shapes (``frozen``: indices
    of Parameters without gradient)."""

    def __init__(self, fn, *shapes, frozen=()):
        super().__init__()
        self.fn = fn
        self.ps = ms.ParameterTuple([
            ms.Parameter(ms.Tensor(np.full(s, 0.1, f32)), name=f"p{i}",
                         requires_grad=i not in frozen) for i, s in enumerate(shapes)])

    def construct(self, x):
        return self.fn(self, x)


class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(8, 2)     # (as measured: sequence-first)

    def construct(self, x):
        return self.mha(x, x, x)[0]


def _step_flops(net, x, train=True):
    """flops_collection of the compiled train step (Model's TrainOneStepCell of a
    WithLossCell) or of the forward network, at batch ``x``."""
    if not train:
        net(x)
        return flops_collection(net.current_phase)[0]
    out = net(x)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.Momentum(net.trainable_params(), 0.01, 0.9))
    step.set_train()
    step(x, ms.Tensor(np.zeros(out.shape, f32)))
    full_m, full_h, shard_m, shard_h, dynamic = flops_collection(step.current_phase)
    assert full_m == full_h == shard_m == shard_h and dynamic is False
    return full_m


def _x(*shape):
    return ms.Tensor(np.linspace(0, 1, int(np.prod(shape)), dtype=f32).reshape(shape))


MM, MMT, BMM = P.MatMul(), P.MatMul(transpose_b=True), P.BatchMatMul()

# (case, network, input shape, train?, 2.10's number)
_p_matmul_transpose_b = lambda s, x: MMT(x, s.ps[0])
_ops_matmul_not_counted = lambda s, x: ops.matmul(x, s.ps[0])
_matmul_operator_not_counted = lambda s, x: x @ s.ps[0]
_p_batchmatmul = lambda s, x: BMM(x, s.ps[0])
_ops_bmm = lambda s, x: ops.bmm(x, s.ps[0])
_mint_bmm_not_counted = lambda s, x: ms.mint.bmm(x, s.ps[0])
_bmm_chain = lambda s, x: ops.bmm(ops.bmm(x, s.ps[0]), s.ps[1])
_p_matmul_chain = lambda s, x: MM(ops.relu(MM(x, s.ps[0])), s.ps[1])
_p_matmul_chain_eval = lambda s, x: MM(ops.relu(MM(x, s.ps[0])), s.ps[1])
_p_matmul_frozen_weight = lambda s, x: MM(MM(x, s.ps[0]), s.ps[1])
_p_matmul_one_operand_needs_g = lambda s, x: MM(x * s.ps[0], x.T)
_p_matmul_both_operands = lambda s, x: MM(x * s.ps[0], (x * s.ps[0]).T)
_ops_dense = lambda s, x: ops.dense(x, s.ps[0], s.ps[1])
_ops_dense_input_needs_grad = lambda s, x: ops.dense(x * s.ps[0], s.ps[1])
_ops_dense_chain = (lambda s, x: ops.dense(ops.dense(x, s.ps[0], s.ps[2]),
                                           s.ps[1]))
_ops_conv2d_stride = lambda s, x: ops.conv2d(x, s.ps[0], stride=2)
_ops_conv2d_groups = lambda s, x: ops.conv2d(x, s.ps[0], groups=2)
_no_product = lambda s, x: ops.relu(x) * s.ps[0]
CASES = [
    ("dense_bias", lambda: nn.Dense(10, 5), (4, 10), True, 800.0),
    ("dense_eval", lambda: nn.Dense(10, 5), (4, 10), False, 400.0),
    ("dense_3d", lambda: nn.Dense(10, 5), (4, 3, 10), True, 2400.0),
    ("dense_two_layers", lambda: nn.SequentialCell([nn.Dense(10, 7), nn.ReLU(), nn.Dense(7, 5)]),
     (4, 10), True, 1960.0),
    ("conv_valid", lambda: nn.Conv2d(3, 8, 3, pad_mode="valid"), (2, 3, 16, 16), True, 338688.0),
    ("conv_eval", lambda: nn.Conv2d(3, 8, 3, pad_mode="valid"), (2, 3, 16, 16), False, 169344.0),
    ("conv_groups", lambda: nn.Conv2d(3, 6, 3, group=3, pad_mode="valid"), (2, 3, 16, 16), True,
     254016.0),
    ("conv_dilation", lambda: nn.Conv2d(3, 8, (3, 5), dilation=2, pad_mode="valid"),
     (2, 3, 16, 16), True, 276480.0),
    ("conv_two_layers", lambda: nn.SequentialCell([nn.Conv2d(3, 8, 3), nn.ReLU(),
                                                   nn.Conv2d(8, 4, 3, stride=2)]),
     (2, 3, 16, 16), True, 663552.0),
    ("conv1d", lambda: nn.Conv1d(3, 8, 3), (2, 3, 16), True, 9216.0),
    ("conv3d_not_counted", lambda: nn.Conv3d(3, 8, 3), (2, 3, 6, 6, 6), True, 0.0),
    ("mint_linear_weight_grad_only", lambda: ms.mint.nn.Linear(16, 5), (2, 3, 16), True, 960.0),
    ("P_MatMul_transpose_b", lambda: Fn(_p_matmul_transpose_b, (5, 10)), (4, 10), True,
     800.0),
    ("ops_matmul_not_counted", lambda: Fn(_ops_matmul_not_counted, (10, 5)),
     (4, 10), True, 0.0),
    ("matmul_operator_not_counted", lambda: Fn(_matmul_operator_not_counted, (10, 5)), (4, 10),
     True, 0.0),
    ("P_BatchMatMul", lambda: Fn(_p_batchmatmul, (4, 10, 5)), (4, 3, 10), True,
     2400.0),
    ("ops_bmm", lambda: Fn(_ops_bmm, (4, 10, 5)), (4, 3, 10), True,
     2400.0),
    ("mint_bmm_not_counted", lambda: Fn(_mint_bmm_not_counted, (4, 10, 5)),
     (4, 3, 10), True, 0.0),
    ("bmm_chain", lambda: Fn(_bmm_chain, (4, 10, 7),
                             (4, 7, 5)), (4, 3, 10), True, 5880.0),
    ("P_MatMul_chain", lambda: Fn(_p_matmul_chain, (10, 7),
                                  (7, 5)), (4, 10), True, 1960.0),
    ("P_MatMul_chain_eval", lambda: Fn(_p_matmul_chain_eval,
                                       (10, 7), (7, 5)), (4, 10), False, 840.0),
    ("P_MatMul_frozen_weight", lambda: Fn(_p_matmul_frozen_weight, (10, 7),
                                          (7, 5), frozen=(0,)), (4, 10), True, 1120.0),
    ("P_MatMul_one_operand_needs_grad", lambda: Fn(_p_matmul_one_operand_needs_g, (10,)),
     (4, 10), True, 640.0),
    ("P_MatMul_both_operands", lambda: Fn(_p_matmul_both_operands, (10,)),
     (4, 10), True, 960.0),
    ("ops_dense", lambda: Fn(_ops_dense, (5, 10), (5,)),
     (4, 10), True, 400.0),
    ("ops_dense_input_needs_grad", lambda: Fn(_ops_dense_input_needs_grad,
                                              (10,), (5, 10)), (4, 10), True, 0.0),
    ("ops_dense_chain", lambda: Fn(_ops_dense_chain, (7, 10), (5, 7), (7,)),
     (4, 10), True, 560.0),
    ("ops_conv2d_stride", lambda: Fn(_ops_conv2d_stride,
                                     (5, 3, 3, 3)), (2, 3, 9, 9), True, 17280.0),
    ("ops_conv2d_groups", lambda: Fn(_ops_conv2d_groups,
                                     (6, 2, 3, 3)), (2, 4, 8, 8), True, 62208.0),
    ("no_product", lambda: Fn(_no_product, (10,)), (4, 10), True, 0.0),
    # 2.10's attention: linear projections and Ext products, none counted
    ("multihead_attention", lambda: SelfAttention(), (2, 5, 8), True, 0.0),
]
# under 0.7 s each (eval graphs, small ones); the others compile a training step of their own
LIGHT = ("dense_eval", "conv_eval", "P_MatMul_chain_eval", "ops_dense", "ops_bmm",
         "mint_bmm_not_counted", "matmul_operator_not_counted")


@pytest.mark.parametrize("case, make, shape, train, expected", [
    pytest.param(*c, marks=() if c[0] in LIGHT else pytest.mark.heavy) for c in CASES])
def test_flops_of_a_compiled_step_are_2_10s(case, make, shape, train, expected):
    assert _step_flops(make(), _x(*shape), train) == expected


def _dataset(n=4, d_in=3, d_out=2):
    return ms.dataset.NumpySlicesDataset(
        {"x": np.ones((n, d_in), f32), "y": np.ones((n, d_out), f32)}, shuffle=False).batch(2)


def _model():
    net = nn.Dense(3, 2)
    return Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))


@pytest.mark.heavy
def test_model_train_prints_2_10s_lines(capsys):
    cb = FlopsUtilizationCollector(2, computility=7)
    _model().train(1, _dataset(), callbacks=[cb])
    lines = capsys.readouterr().out.splitlines()
    # Dense(3, 2) at batch 2: 2*2*3*2 forward, its weight gradient as much (the input's none)
    assert lines[0] == "Full model flops is 48.0, Full hardware flops is 48.0, Shard model " \
                       "flops is 48.0, Shard hardware flops is 48.0."
    # step 1 prints (1 % 2), step 2 does not
    assert len(lines) == 2 and re.fullmatch(
        r"Train per step time: \d+\.\d{3} ms mfu:\d+\.\d\d% hfu:\d+\.\d\d%", lines[1])
    assert (cb.full_model_flops, cb.shard_hardware_flops, cb.full_mfu) == (48.0, 48.0, 48.0 / 7)
    # full_flops=False: the shard line only; data_size=1: no step line (every step % 1 == 0)
    _model().train(1, _dataset(), callbacks=[FlopsUtilizationCollector(1, full_flops=False)])
    assert capsys.readouterr().out == "Shard model flops is 48.0, Shard hardware flops is 48.0.\n"


def test_ma_collector_files(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MA_LOG_DIR", str(tmp_path))
    _model().train(1, _dataset(), callbacks=[FlopsUtilizationCollector(2, enable_ma_collector=True)])
    assert capsys.readouterr().out == ""       # computility 1 with the collector: silent
    assert sorted(os.listdir(tmp_path)) == ["flops_rank_0.txt", "time_step_rank_0.txt"]
    flops = (tmp_path / "flops_rank_0.txt").read_text()
    assert re.fullmatch(r'flops\{type="model_flops", rank_id="0"\} 48\.0 \d{13}\n'
                        r'flops\{type="hardware_flops", rank_id="0"\} 48\.0 \d{13}\n', flops)
    # each step writes its line over the file's start without truncating it (2.10's flags):
    # the last step's line comes first, a longer earlier line can leave its tail after it
    times = (tmp_path / "time_step_rank_0.txt").read_text()
    assert re.match(r'time_monitor\{type="per_step_time", rank_id="0"\} \d+\.\d+ \d{13}\n',
                    times)


@pytest.mark.parametrize("kwargs, err, msg", [
    (dict(data_size=0), ValueError,
     "The 'data_size' must be int and must > 0, but got '0' with type 'int'."),
    (dict(data_size=1.5), TypeError, "The 'data_size' must be int, but got 'float'"),
    (dict(data_size=True), TypeError,
     "The 'data_size' must be int and must > 0, but got 'True' with type 'bool'."),
    (dict(data_size=2, full_flops=1), TypeError, "The 'full_flops' must be a bool, but got int."),
    (dict(data_size=2, enable_ma_collector="x"), TypeError,
     "The 'enable_ma_collector' must be a bool, but got str."),
])
def test_constructor_checks(kwargs, err, msg):
    with pytest.raises(err, match=re.escape(msg)):
        FlopsUtilizationCollector(**kwargs)
    FlopsUtilizationCollector(2, computility="x")     # 2.10 does not check computility


@pytest.mark.heavy
def test_pynative_mode_is_refused_unless_silent():
    context.set_context(mode=context.PYNATIVE_MODE)
    with pytest.raises(ValueError, match="^FlopsUtilizationCollector now only support graph "
                                         "mode.$"):
        _model().train(1, _dataset(), callbacks=[FlopsUtilizationCollector(2)])
    _model().train(1, _dataset(), callbacks=[FlopsUtilizationCollector(
        2, enable_ma_collector=True)])     # not verbose: only logged


def test_flops_collection_phase_and_unknown_phase():
    net = nn.Dense(3, 4)
    with pytest.raises(AttributeError):
        net.current_phase                   # noqa: B018  (named at the first compile)
    net(ms.Tensor(np.ones((2, 3), f32)))
    assert net.current_phase.startswith("train.")
    assert flops_collection(net.current_phase) == (48.0, 48.0, 48.0, 48.0, False)
    assert ms.flops_collection is flops_collection
    with pytest.raises(RuntimeError, match=r"^The pointer\[graph\] is null\.$"):
        flops_collection("nope")
