"""The micro-batch / pipeline wrappers of ``nn.wrap`` (GradAccumulationCell, PipelineCell,
MicroBatchInterleaved, PipelineGradReducer), VirtualDatasetCellTriple, GetNextSingleOp,
``nn.no_init_parameters`` and the graph-level Primitives Morph, DumpGradient, isconstant and
Reshard. Values are checked against the unsplit computation and against numbers measured with
MindSpore 2.10 (CPU)."""
import json
import os
import subprocess
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, Tensor

RNG = np.random.default_rng(0)
X = RNG.standard_normal((6, 3)).astype(np.float32)
Y = RNG.standard_normal((6, 2)).astype(np.float32)
MICRO = [nn.GradAccumulationCell, nn.PipelineCell, nn.MicroBatchInterleaved]


def _loss_net(reduction="mean"):
    ms.set_seed(1)
    net = nn.WithLossCell(nn.Dense(3, 2), nn.MSELoss(reduction=reduction))
    for p in net.trainable_params():     # initialize now (lazy otherwise): same values each call
        p.init_data()
    return net


# ---- micro-batch cells ------------------------------------------------------------------------
@pytest.mark.parametrize("cls", MICRO, ids=lambda c: c.__name__)
def test_micro_batch_cells_add_the_micro_batches_outputs(mode, cls):
    net = _loss_net()
    x, y = Tensor(X), Tensor(Y)
    out = cls(net, 3)(x, y)
    parts = [net(Tensor(X[2 * i:2 * i + 2]), Tensor(Y[2 * i:2 * i + 2])).asnumpy()
             for i in range(3)]
    np.testing.assert_allclose(out.asnumpy(), sum(parts), rtol=1e-6)
    # equal micro-batches of a per-sample-mean loss: micro_size times the whole batch's loss
    # (MindSpore 2.10 measured: 2.6666 -> 7.9998 for its Dense)
    np.testing.assert_allclose(out.asnumpy(), 3 * net(x, y).asnumpy(), rtol=1e-5)


def test_grad_accumulation_gradient_is_the_accumulated_gradient(mode):
    net = _loss_net(reduction="sum")       # a summed loss: the micro-batches add up to the batch
    params = net.trainable_params()
    x, y = Tensor(X), Tensor(Y)
    acc = ms.grad(nn.GradAccumulationCell(net, 2), None, params)(x, y)
    whole = ms.grad(net, None, params)(x, y)
    for a, w in zip(acc, whole):
        np.testing.assert_allclose(a.asnumpy(), w.asnumpy(), rtol=1e-5, atol=1e-6)


def test_pipeline_step_with_grad_reducer_matches_the_unsplit_step(mode):
    """MindSpore's functional pipeline step: value_and_grad of a PipelineCell, the reducer over
    the gradients, the optimizer; with a summed loss and scale_sense 2 the update is the
    unsplit step's with half the gradient."""
    def run(split):
        net = _loss_net(reduction="sum")
        opt = nn.SGD(net.trainable_params(), 0.1)
        cell = nn.PipelineCell(net, 3) if split else net
        grad_fn = ms.value_and_grad(cell, None, opt.parameters)
        reducer = nn.PipelineGradReducer(opt.parameters, scale_sense=2.0)

        def step(x, y):
            loss, grads = grad_fn(x, y)
            grads = reducer(grads) if split else tuple(g / 2 for g in grads)
            opt(grads)
            return loss
        loss = step(Tensor(X), Tensor(Y))
        return loss.asnumpy(), [p.asnumpy() for p in net.trainable_params()]
    (l1, p1), (l2, p2) = run(True), run(False)
    np.testing.assert_allclose(l1, l2, rtol=1e-5)
    for a, b in zip(p1, p2):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_micro_batch_cells_train_one_step_in_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _loss_net(reduction="sum")
    step = nn.TrainOneStepCell(nn.GradAccumulationCell(net, 2),
                               nn.SGD(net.trainable_params(), 0.1))
    ref = _loss_net(reduction="sum")
    ref_step = nn.TrainOneStepCell(ref, nn.SGD(ref.trainable_params(), 0.1))
    for _ in range(2):
        np.testing.assert_allclose(step(Tensor(X), Tensor(Y)).asnumpy(),
                                   ref_step(Tensor(X), Tensor(Y)).asnumpy(), rtol=1e-5)
    for a, b in zip(net.trainable_params(), ref.trainable_params()):
        np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("cls, arg", [(nn.GradAccumulationCell, "micro_size"),
                                      (nn.PipelineCell, "micro_size"),
                                      (nn.MicroBatchInterleaved, "interleave_num")])
def test_micro_batch_cells_reject_bad_arguments_as_mindspore(cls, arg):
    name = cls.__name__
    net = _loss_net()
    with pytest.raises(TypeError, match=f"For '{name}', the argument '{arg}' must be integer, "
                                        "but got the type : <class 'float'>"):
        cls(net, 2.0)
    with pytest.raises(ValueError, match=f"For '{name}', the argument '{arg}' must be large "
                                         "than 0, but got 0"):
        cls(net, 0)
    with pytest.raises(ValueError, match=r"the 0th dimension shape of input\(6\) must be divided "
                                         r"by micro size\(4\)"):
        cls(net, 4)(Tensor(X), Tensor(Y))
    if cls is not nn.MicroBatchInterleaved:      # MindSpore checks the network of these two
        with pytest.raises(TypeError, match="the argument 'network' must cell type"):
            cls(lambda a: a, 2)


def test_pipeline_cell_labels_stages_and_refuses_shard():
    net = _loss_net()
    pipe = nn.PipelineCell(net, 2, stage_config={"_backbone": 1},
                           segment_config={"_loss_fn": 0})
    assert net._backbone.pipeline_stage == 1 and net._loss_fn.pipeline_segment == 0
    with pytest.raises(KeyError, match="'stage_config' : {'nope': 1} is not found"):
        nn.PipelineCell(net, 2, stage_config={"nope": 1})
    with pytest.raises(ValueError, match="no 'shard' on 'PipelineCell' is allowed"):
        pipe.shard(((1,),))


def test_pipeline_grad_reducer_scales_and_names_scale_sense():
    net = nn.Dense(3, 2)
    reducer = nn.PipelineGradReducer(net.trainable_params(), scale_sense=4.0)
    assert [n for n, _ in reducer.parameters_and_names()] == ["scale_sense"]
    grads = reducer((Tensor(np.full((2, 3), 2.0, np.float32)), Tensor(np.ones(2, np.float16))))
    assert grads[0].asnumpy().tolist() == [[0.5] * 3] * 2
    assert grads[1].dtype == ms.float16 and grads[1].asnumpy().tolist() == [0.25, 0.25]


def test_virtual_dataset_cell_triple_and_get_next_single_op(mode):
    class Three(nn.Cell):
        def construct(self, a, b, c):
            return a * b + c
    out = nn.VirtualDatasetCellTriple(Three())(Tensor([1.0]), Tensor([2.0]), Tensor([3.0]))
    assert out.asnumpy().tolist() == [5.0]
    get_next = nn.GetNextSingleOp([ms.float32], [(2, 3)], "queue")
    with pytest.raises(RuntimeError, match=r"Unsupported op \[GetNext\]"):
        get_next()


# ---- no_init_parameters -----------------------------------------------------------------------
def test_no_init_parameters_marks_the_block_and_a_load_skips_the_initializer():
    with nn.no_init_parameters():
        assert Parameter.init_param is False
        net = nn.Dense(3, 2)
    assert Parameter.init_param is True
    assert net.weight.has_init and net.bias.has_init
    loaded = {"weight": Parameter(Tensor(np.full((2, 3), 5.0, np.float32)), name="weight")}
    with pytest.warns(UserWarning, match="Not loaded: 'bias'"):
        ms.load_param_into_net(net, loaded)
    assert not net.weight.has_init and net.bias.has_init
    out = net(Tensor(np.ones((1, 3), np.float32)))       # the bias initializes at first use
    np.testing.assert_allclose(out.asnumpy(), 15.0 + net.bias.asnumpy()[None], rtol=1e-6)
    with pytest.raises(KeyError):
        with nn.no_init_parameters():
            raise KeyError("x")
    assert Parameter.init_param is True


def test_recompute_block_says_why_it_is_missing():
    # (the AdaSum wrappers exist now, with 2.10's parallel-context checks:
    # tests/test_zoo_msmodels_names_3.py)
    with pytest.raises(ms.UnsupportedError, match="unfinished graph-compiler hook"):
        ops.recompute_block


# ---- Morph, DumpGradient, isconstant, Reshard --------------------------------------------------
def _morph_net(bprop_fn):
    class MorphNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.weight0 = Parameter(Tensor([1.0, 2.0, 3.0]), name="weight0")
            self.weight1 = Parameter(Tensor([4.0, 5.0, 6.0]), name="weight1")
            fn2 = lambda x, y: x * y
            self.morph = ops.Morph(fn2, lambda *s: s[0], lambda *d: d[0],
                                   bprop_fn=bprop_fn)

        def construct(self, x):
            return self.morph(x * self.weight0, x) * self.weight1
    return MorphNet()


_fn = lambda x, y, out, dout: (dout * 0 + 1, dout * 0 + 2)


@pytest.mark.parametrize("bprop, x_grad, w0_grad", [
    (None, [56.0, 160.0, 324.0], [196.0, 320.0, 486.0]),
    (_fn, [3.0, 4.0, 5.0], [7.0, 8.0, 9.0]),
], ids=["autodiff", "bprop_fn"])
def test_morph_forward_and_gradients_match_mindspore(graph_mode, bprop, x_grad, w0_grad):
    """The numbers MindSpore 2.10 gives in GRAPH_MODE (its only mode for Morph)."""
    net = _morph_net(bprop)
    x = Tensor([7.0, 8.0, 9.0])
    assert net(x).asnumpy().tolist() == [196.0, 640.0, 1458.0]
    (gx,), (g0, g1) = ops.GradOperation(get_all=True, get_by_list=True)(
        net, net.trainable_params())(x)
    assert gx.asnumpy().tolist() == x_grad
    assert g0.asnumpy().tolist() == w0_grad
    assert g1.asnumpy().tolist() == [49.0, 128.0, 243.0]


def test_morph_checks_fn_when_given_a_bprop():
    morph = ops.Morph(lambda x: x, lambda s: s + (1,), lambda d: d)
    assert morph.infer_shape((2,)) == (2, 1) and morph.infer_dtype(ms.int8) == ms.int8

    def fn(x, y=1):
        return x
    with pytest.raises(ValueError, match="got param 'y' of kind 'POSITIONAL_OR_KEYWORD' with "
                                         "default value '1'"):
        ops.Morph(fn, None, None, bprop_fn=lambda x, y, out, dout: (dout, dout))


def test_dump_gradient_saves_the_gradient_and_passes_it_on(mode, tmp_path):
    dump = ops.DumpGradient()
    path = str(tmp_path / "x_dout")

    def f(x, y):
        return dump(path, x, "out") * y

    gx, gy = ms.grad(f, grad_position=(0, 1))(Tensor(1.0), Tensor(2.0))
    assert (gx.asnumpy(), gy.asnumpy()) == (2.0, 1.0)
    files = sorted(tmp_path.iterdir())
    assert [p.name[:-6] for p in files] == ["x_dout_float32"]
    assert np.load(files[0]).tolist() == 2.0
    with pytest.raises(ValueError, match="'input_output' must be 'in' or 'out'"):
        dump(path, Tensor(1.0), "both")


def test_isconstant_is_false_only_for_traced_tensors(mode):
    class Net(nn.Cell):
        def construct(self, a):
            return ops.isconstant(a), ops.isconstant(3), ops.isconstant(a.shape), \
                ops.isconstant(a * 2)
    expected = (False, True, True, False) if mode == ms.GRAPH_MODE else (True,) * 4
    assert Net()(Tensor([1.0, 2.0])) == expected      # MindSpore 2.10's answers in each mode


def test_reshard_primitive_checks_layouts_and_is_identity_on_one_device():
    from minicell.parallel import Layout
    layout = Layout((1, 1), ("dp", "mp"))
    x = Tensor(np.ones((2, 2), np.float32))
    prim = ops.Reshard((layout("dp", "mp"),), (layout("dp", "mp"),), ((1, 1),))
    assert prim(x) is x
    with pytest.raises(TypeError, match="'in_layout' must be a tuple of mindspore.parallel"):
        ops.Reshard(((1, 1),), (layout("dp", "mp"),), ((1, 1),))


# ---- several simulated devices (a subprocess: XLA_FLAGS only works before jax starts) -----------
def _devices_main():
    import jax
    from minicell.communication import init
    from minicell.parallel import Layout
    init()
    out = {"devices": len(jax.devices())}
    ms.set_context(mode=ms.GRAPH_MODE)
    one = _pipeline_train()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 gradients_mean=True)
    four = _pipeline_train()
    out["pipeline_dp_same"] = all(np.allclose(a, b, rtol=1e-5, atol=1e-6)
                                  for a, b in zip(one, four))
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL)
    layout = Layout((4, 1), ("dp", "mp"))
    prim = ops.Reshard((layout("dp", "mp"),), (layout("dp", "mp"),), ((4, 1),))
    y = prim(Tensor(np.arange(16, dtype=np.float32).reshape(8, 2)))
    out["reshard_shard_shape"] = list(y.data_array().sharding.shard_shape((8, 2)))
    out["reshard_value"] = y.asnumpy().sum().item()
    print(json.dumps(out))


def _pipeline_train():
    net = _loss_net()
    step = nn.TrainOneStepCell(nn.PipelineCell(net, 2), nn.SGD(net.trainable_params(), 0.1))
    x, y = np.tile(X, (4, 1))[:8], np.tile(Y, (4, 1))[:8]
    losses = [step(Tensor(x), Tensor(y)).asnumpy() for _ in range(2)]
    return losses + [p.asnumpy() for p in net.trainable_params()]


@pytest.mark.slow
def test_pipeline_cell_data_parallel_and_reshard_on_4_devices():
    flags = f"{os.environ.get('XLA_FLAGS', '')} --xla_force_host_platform_device_count=4"
    env = dict(os.environ, XLA_FLAGS=flags,
               JAX_PLATFORMS="cpu")
    proc = subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["devices"] == 4
    assert out["pipeline_dp_same"], "a PipelineCell step over 4 devices differs from one device"
    assert out["reshard_shard_shape"] == [2, 2], "Reshard did not split axis 0 over 4 devices"
    assert out["reshard_value"] == 120.0


if __name__ == "__main__":
    _devices_main()
