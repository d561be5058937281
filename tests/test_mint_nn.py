"""minicell.mint.nn layers, mint.optim optimizers and mint.distributed on one rank, with
PyTorch's conventions (BatchNorm momentum, Conv padding and padding_mode, Adam's update)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint
from minicell.mint.nn import functional as F

RNG_SEED = 1           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)
X = RNG.standard_normal((2, 3)).astype(np.float32)
IMG = RNG.standard_normal((1, 2, 4, 4)).astype(np.float32)
T = ms.Tensor


def _softmax(x, axis):
    e = np.exp(x - x.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


# (layer, inputs, numpy expectation)
LAYERS = [
    (lambda: mint.nn.ReLU(), (X,), np.maximum(X, 0)),
    (lambda: mint.nn.ReLU6(), (X * 10,), np.clip(X * 10, 0, 6)),
    (lambda: mint.nn.SiLU(), (X,), X / (1 + np.exp(-X))),
    (lambda: mint.nn.ELU(alpha=2.0), (X,), np.where(X > 0, X, 2 * np.expm1(X))),
    (lambda: mint.nn.SELU(), (X,),
     1.0507009873554805 * np.where(X > 0, X, 1.6732632423543772 * np.expm1(X))),
    (lambda: mint.nn.Hardtanh(-0.5, 0.5), (X,), np.clip(X, -0.5, 0.5)),
    (lambda: mint.nn.Hardshrink(0.5), (X,), np.where(np.abs(X) > 0.5, X, 0)),
    (lambda: mint.nn.Hardsigmoid(), (X,), np.clip(X / 6 + 0.5, 0, 1)),
    (lambda: mint.nn.Hardswish(), (X,), X * np.clip(X / 6 + 0.5, 0, 1)),
    (lambda: mint.nn.Threshold(0.1, 20.0), (X,), np.where(X > 0.1, X, 20.0)),
    (lambda: mint.nn.GELU(approximate="tanh"), (X,),
     0.5 * X * (1 + np.tanh(np.sqrt(2 / np.pi) * (X + 0.044715 * X ** 3)))),
    (lambda: mint.nn.Softmax(dim=0), (X,), _softmax(X, 0)),
    (lambda: mint.nn.LogSoftmax(dim=1), (X,), np.log(_softmax(X, 1))),
    (lambda: mint.nn.LogSigmoid(), (X,), -np.logaddexp(0, -X)),
    (lambda: mint.nn.Identity(54, unused="x"), (X,), X),
    (lambda: mint.nn.Flatten(), (IMG,), IMG.reshape(1, -1)),
    (lambda: mint.nn.ZeroPad1d((1, 2)), (X,), np.pad(X, ((0, 0), (1, 2)))),
    (lambda: mint.nn.ZeroPad3d(1), (IMG,), np.pad(IMG, ((0, 0), (1, 1), (1, 1), (1, 1)))),
    (lambda: mint.nn.AvgPool2d(2), (IMG,), IMG.reshape(1, 2, 2, 2, 2, 2).mean((3, 5))),
    (lambda: mint.nn.AvgPool1d(2, stride=1), (X[None],), (X[None, :, 1:] + X[None, :, :-1]) / 2),
    (lambda: mint.nn.AdaptiveMaxPool1d(1), (X[None],), X[None].max(2, keepdims=True)),
    (lambda: mint.nn.UpsamplingNearest2d(scale_factor=2.0), (IMG,),
     IMG.repeat(2, axis=2).repeat(2, axis=3)),
    (lambda: mint.nn.PReLU(init=0.1), (X,), np.where(X > 0, X, 0.1 * X)),
    (lambda: mint.nn.KLDivLoss(reduction="sum"), (np.log(_softmax(X, 1)), _softmax(-X, 1)),
     (_softmax(-X, 1) * (np.log(_softmax(-X, 1)) - np.log(_softmax(X, 1)))).sum()),
    (lambda: mint.nn.SmoothL1Loss(), (X, -X),
     np.where(np.abs(2 * X) < 1, 0.5 * (2 * X) ** 2, np.abs(2 * X) - 0.5).mean()),
    (lambda: mint.nn.BCEWithLogitsLoss(), (X, (X > 0).astype(np.float32)),
     np.mean(np.logaddexp(0, X) - (X > 0) * X)),
    (lambda: mint.nn.MSELoss(), (X, -X), np.mean((2 * X) ** 2)),
    (lambda: mint.nn.LayerNorm(3), (X,),
     (X - X.mean(1, keepdims=True)) / np.sqrt(X.var(1, keepdims=True) + 1e-5)),
    (lambda: mint.nn.GLU(dim=0), (X,), X[:1] / (1 + np.exp(-X[1:]))),
    (lambda: F.hardswish, (X,), X * np.clip(X / 6 + 0.5, 0, 1)),
    (lambda: F.hardsigmoid, (X,), np.clip(X / 6 + 0.5, 0, 1)),
    (lambda: lambda a, b: F.smooth_l1_loss(a, b, "sum", beta=0.5), (X, -X),
     np.where(np.abs(2 * X) < 0.5, (2 * X) ** 2, np.abs(2 * X) - 0.25).sum()),
    (lambda: mint.nn.Softshrink(0.5), (X,), np.where(np.abs(X) > 0.5, X - 0.5 * np.sign(X), 0)),
]


@pytest.mark.parametrize("make,inputs,want", LAYERS, ids=range(len(LAYERS)))
def test_mint_layer_against_numpy(make, inputs, want):
    out = make()(*(T(a) for a in inputs))
    np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-5, atol=1e-6)


def test_conv_padding_and_padding_modes():
    conv = mint.nn.Conv2d(2, 3, 3, padding=1)
    assert conv.has_bias and conv.pad_mode == "pad"
    out = conv(T(IMG))
    want = F.conv2d(T(IMG), conv.weight, conv.bias, padding=1)
    np.testing.assert_allclose(out.asnumpy(), want.asnumpy(), rtol=1e-6)
    assert out.shape == (1, 3, 4, 4)
    reflect = mint.nn.Conv2d(2, 3, 3, padding=1, padding_mode="reflect", bias=False)
    padded = np.pad(IMG, ((0, 0), (0, 0), (1, 1), (1, 1)), mode="reflect")
    want = F.conv2d(T(padded), reflect.weight)
    np.testing.assert_allclose(reflect(T(IMG)).asnumpy(), want.asnumpy(), rtol=1e-5, atol=1e-6)
    assert mint.nn.Conv1d(2, 4, 3, padding="same")(T(IMG[:, :, 0])).shape == (1, 4, 4)
    assert mint.nn.Conv3d(2, 1, 1)(T(IMG[:, :, None])).shape == (1, 1, 1, 4, 4)
    up = mint.nn.ConvTranspose2d(2, 1, 2, stride=2)
    assert up(T(IMG)).shape == (1, 1, 8, 8)


BN_NAMES = ["weight", "bias", "running_mean", "running_var", "num_batches_tracked"]


def test_norm_layers_have_pytorch_parameter_names():
    # as MindSpore's mint.nn (minicell.nn's BatchNorm has gamma/beta/moving_mean/moving_variance)
    for bn in (mint.nn.BatchNorm1d(3), mint.nn.BatchNorm2d(3), mint.nn.BatchNorm3d(3),
               mint.nn.SyncBatchNorm(3)):
        params = dict(bn.parameters_and_names())
        assert list(params) == BN_NAMES and [p.name for p in params.values()] == BN_NAMES
        assert [p.name for p in bn.trainable_params()] == ["weight", "bias"]
        assert params["num_batches_tracked"].dtype == ms.int64
        assert params["num_batches_tracked"].shape == ()
    assert repr(mint.nn.BatchNorm2d(3, affine=False)) == (
        "BatchNorm2d(num_features=3, eps=1e-05, momentum=0.1, affine=False, "
        "track_running_stats=True)")
    assert [n for n, _ in mint.nn.BatchNorm2d(3, affine=False).parameters_and_names()] == \
        BN_NAMES[2:]
    untracked = mint.nn.BatchNorm2d(3, track_running_stats=False)
    assert [n for n, _ in untracked.parameters_and_names()] == BN_NAMES[:2]
    assert untracked.running_mean is None
    assert [n for n, _ in mint.nn.PReLU(3).parameters_and_names()] == ["weight"]
    ln = mint.nn.LayerNorm((2, 3), elementwise_affine=True, bias=False)
    assert [(n, p.shape) for n, p in ln.parameters_and_names()] == [("weight", (2, 3))]
    assert repr(mint.nn.LayerNorm(4)) == \
        "LayerNormExt(normalized_shape=(4,), eps=1e-05, elementwise_affine=True)"
    with pytest.raises(ValueError, match="expected 4D input, but got 2D input"):
        mint.nn.BatchNorm2d(3)(T(X))


def _bn_numpy(x, mean, var, eps=1e-5):
    axes = (0,) + tuple(range(2, x.ndim))
    shape = (1, -1) + (1,) * (x.ndim - 2)
    return (x - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + eps), axes


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
@pytest.mark.parametrize("momentum", [0.25, None])
def test_batch_norm_training_updates_running_stats_pytorch_style(mode, momentum):
    # momentum weighs the batch statistics (None: the cumulative average over the batches
    # tracked); the running variance takes the unbiased batch variance; eval uses the running
    ms.set_context(mode=mode)
    x = (RNG.standard_normal((4, 2, 3)) * 3 + 1).astype(np.float32)
    bn = mint.nn.BatchNorm1d(2, momentum=momentum)
    np.testing.assert_allclose(bn(T(x)).asnumpy(), x / np.sqrt(1 + 1e-5), rtol=1e-5)  # eval
    assert bn.num_batches_tracked.asnumpy() == 0
    bn.set_train(True)
    rm, rv = np.zeros(2), np.ones(2)
    for step in (1, 2):
        xs = x * step
        out = bn(T(xs)).asnumpy()
        want, axes = _bn_numpy(xs, xs.mean((0, 2)), xs.var((0, 2)))
        np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5)
        w = 1.0 / step if momentum is None else momentum
        rm = (1 - w) * rm + w * xs.mean(axes)
        rv = (1 - w) * rv + w * xs.var(axes, ddof=1)
        np.testing.assert_allclose(bn.running_mean.asnumpy(), rm, rtol=1e-5)
        np.testing.assert_allclose(bn.running_var.asnumpy(), rv, rtol=1e-5)
        assert bn.num_batches_tracked.asnumpy() == step
    bn.set_train(False)
    np.testing.assert_allclose(bn(T(x)).asnumpy(), _bn_numpy(x, rm, rv)[0], rtol=1e-4,
                               atol=1e-5)
    assert bn.num_batches_tracked.asnumpy() == 2


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_batch_norm_without_running_stats_uses_the_batch_in_both_phases(mode):
    ms.set_context(mode=mode)
    frozen = mint.nn.BatchNorm2d(2, track_running_stats=False, affine=False)
    want = _bn_numpy(IMG, IMG.mean((0, 2, 3)), IMG.var((0, 2, 3)))[0]
    for train in (True, False):
        frozen.set_train(train)
        np.testing.assert_allclose(frozen(T(IMG)).asnumpy(), want, rtol=1e-4, atol=1e-5)
    sync = mint.nn.SyncBatchNorm(2, track_running_stats=False)
    with pytest.raises(ValueError, match="running mean or running var can't be none"):
        sync(T(IMG))


def test_batch_norm_trains_weight_and_bias():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    bn = mint.nn.BatchNorm2d(2)
    bn.set_train(True)
    grads = ms.value_and_grad(lambda x: (bn(x) * T(IMG)).sum(), None,
                              bn.trainable_params())(T(IMG))[1]
    np.testing.assert_allclose(grads[1].asnumpy(), IMG.sum((0, 2, 3)), rtol=1e-5)
    assert bn.num_batches_tracked.asnumpy() == 1


def test_fold_inverts_unfold_for_disjoint_patches():
    patches = mint.nn.Unfold(2, stride=2)(T(IMG))
    assert patches.shape == (1, 8, 4)
    back = mint.nn.Fold((4, 4), 2, stride=2)(patches)
    np.testing.assert_allclose(back.asnumpy(), IMG, rtol=1e-6)


def _train_step(opt, net, x):
    """One step on loss = sum((x @ w.T)^2)."""
    grads = ms.grad(lambda x_: mint.sum(mint.square(net(x_))), None,
                    net.trainable_params())(x)
    opt(grads)


def _dense():
    net = mint.nn.Linear(3, 1, bias=False)
    net.weight.set_data(T(np.array([[0.5, -1.0, 2.0]], np.float32)))
    return net


def _numpy_grad(w, x):
    y = x @ w.T
    return 2 * y.T @ x


def test_adam_and_adamw_follow_pytorch_updates():
    x = T(X)
    for cls, wd in ((mint.optim.Adam, 0.1), (mint.optim.AdamW, 0.1)):
        net = _dense()
        w = net.weight.asnumpy().astype(np.float64)
        opt = cls(net.trainable_params(), lr=0.01, betas=(0.8, 0.9), weight_decay=wd)
        _train_step(opt, net, x)
        g = _numpy_grad(w, X.astype(np.float64))
        if cls is mint.optim.Adam:
            g = g + wd * w                   # L2: joins the gradient
        else:
            w = w * (1 - 0.01 * wd)          # decoupled
        m, v = 0.2 * g, 0.1 * g * g
        w = w - 0.01 * (m / 0.2) / (np.sqrt(v / 0.1) + 1e-8)
        np.testing.assert_allclose(net.weight.asnumpy(), w, rtol=1e-5, err_msg=cls.__name__)


def test_sgd_momentum_and_maximize():
    x = T(X)
    net = _dense()
    w = net.weight.asnumpy().astype(np.float64)
    opt = mint.optim.SGD(net.trainable_params(), lr=0.1, momentum=0.9, maximize=True)
    _train_step(opt, net, x)
    np.testing.assert_allclose(net.weight.asnumpy(), w + 0.1 * _numpy_grad(w, X), rtol=1e-5)
    assert isinstance(mint.optim.FusedAdamW(net.trainable_params()), mint.optim.AdamW)


def test_distributed_on_one_rank():
    dist = mint.distributed
    assert dist.is_available() and dist.get_rank() == 0 and dist.get_world_size() == 1
    t = T(np.array([1.0, 2.0], np.float32))
    assert dist.all_reduce(t, op="max") is None and t.asnumpy().tolist() == [1.0, 2.0]
    assert dist.broadcast(t, 0, async_op=True).wait() is None
    outs = [T(np.zeros(2, np.float32))]
    dist.all_gather(outs, t)
    assert outs[0].asnumpy().tolist() == [1.0, 2.0]
    whole = T(np.zeros(2, np.float32))
    dist.all_gather_into_tensor(whole, T(np.array([3.0, 4.0], np.float32)))
    assert whole.asnumpy().tolist() == [3.0, 4.0]
    out = T(np.zeros(2, np.float32))
    dist.reduce_scatter(out, [T(np.array([5.0, 6.0], np.float32))])
    assert out.asnumpy().tolist() == [5.0, 6.0]
    got = [T(np.zeros(2, np.float32))]
    dist.gather(t, got, dst=0)
    assert got[0].asnumpy().tolist() == [1.0, 2.0]
    dist.scatter(out, [T(np.array([7.0, 8.0], np.float32))], src=0)
    assert out.asnumpy().tolist() == [7.0, 8.0]
    with pytest.raises(ValueError):
        dist.broadcast(t, 1)


def test_functional_batch_norm_updates_plain_running_tensors():
    mean, var = T(np.zeros(2, np.float32)), T(np.ones(2, np.float32))
    out = F.batch_norm(T(IMG), mean, var, training=True, momentum=0.5, eps=0.0)
    batch_mean, batch_var = IMG.mean((0, 2, 3)), IMG.var((0, 2, 3))
    np.testing.assert_allclose(mean.asnumpy(), 0.5 * batch_mean, rtol=1e-5)
    np.testing.assert_allclose(out.asnumpy(), (IMG - batch_mean[:, None, None])
                               / np.sqrt(batch_var[:, None, None]), rtol=1e-4, atol=1e-5)


def test_sync_batch_norm_statistics_helpers():
    mean, invstd = mint.batch_norm_stats(T(IMG), 1e-5)
    np.testing.assert_allclose(mean.asnumpy(), IMG.mean((0, 2, 3)), rtol=1e-5)
    np.testing.assert_allclose(invstd.asnumpy(), 1 / np.sqrt(IMG.var((0, 2, 3)) + 1e-5),
                               rtol=1e-5)
    out = mint.batch_norm_elemt(T(IMG), None, None, mean, invstd)
    np.testing.assert_allclose(out.asnumpy().mean((0, 2, 3)), 0, atol=1e-5)
    # two "devices" holding the two halves of the batch combine into the whole batch's stats
    halves = [mint.batch_norm_stats(T(IMG[:, :, :2]), 1e-5),
              mint.batch_norm_stats(T(IMG[:, :, 2:]), 1e-5)]
    g_mean, g_invstd = mint.batch_norm_gather_stats_with_counts(
        T(IMG), mint.stack([h[0] for h in halves]), mint.stack([h[1] for h in halves]),
        counts=T(np.array([16.0, 16.0], np.float32)))
    np.testing.assert_allclose(g_mean.asnumpy(), mean.asnumpy(), rtol=1e-5)
    np.testing.assert_allclose(g_invstd.asnumpy(), invstd.asnumpy(), rtol=1e-4)


def test_adaptive_max_pool_returns_indices():
    values, indices = mint.nn.AdaptiveMaxPool2d(1, return_indices=True)(T(IMG))
    flat = IMG.reshape(1, 2, -1)
    assert indices.asnumpy().reshape(1, 2).tolist() == flat.argmax(-1).tolist()
    np.testing.assert_allclose(values.asnumpy().reshape(1, 2), flat.max(-1))


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_group_norm_parameters_are_weight_and_bias(mode):
    # MindSpore's mint.nn.GroupNorm: `weight`/`bias` (nn.GroupNorm's are gamma/beta), frozen
    # when affine=False; replacing `weight` with a new Parameter is seen by the next call
    ms.set_context(mode=mode)
    g = mint.nn.GroupNorm(2, 4, affine=False)
    assert [(n, p.requires_grad) for n, p in g.parameters_and_names()] == \
        [("weight", False), ("bias", False)]
    assert repr(g) == "GroupNorm(num_groups=2, num_channels=4, eps=1e-05, affine=False)"
    g = mint.nn.GroupNorm(2, 4)
    x = ms.Tensor(np.arange(16.0).reshape(1, 4, 2, 2), ms.float32)
    base = g(x).asnumpy()
    np.testing.assert_allclose(base, ms.nn.GroupNorm(2, 4)(x).asnumpy(), rtol=1e-6)
    g.weight = ms.Parameter(ms.ops.ones_like(g.weight) * 2)
    np.testing.assert_allclose(g(x).asnumpy(), base * 2, rtol=1e-6)
    with pytest.raises(ValueError, match="must be divided by 'num_groups'"):
        mint.nn.GroupNorm(3, 4)
