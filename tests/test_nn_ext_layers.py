"""The nn layers over the extra nn ops (activation_ext, pooling_ext, padding, image,
Conv1d/3dTranspose, loss_ext) against numpy references, in both modes, with the gradient of the
first input checked against central finite differences of the reference."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

from conftest import in_both_modes

_R = np.random.default_rng(8)


def f32(*shape, lo=-2.0, hi=2.0):
    return _R.uniform(lo, hi, shape).astype(np.float32)


def _sig(x):
    return 1 / (1 + np.exp(-x))


def _softmax(x, axis):
    e = np.exp(x - x.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


def _pool(x, k, s, fn):
    nd = len(k)
    sp = x.shape[-nd:]
    out_sp = [(sp[i] - k[i]) // s[i] + 1 for i in range(nd)]
    out = np.zeros(x.shape[:-nd] + tuple(out_sp))
    for o in np.ndindex(*out_sp):
        win = x[(Ellipsis,) + tuple(slice(o[i] * s[i], o[i] * s[i] + k[i]) for i in range(nd))]
        out[(Ellipsis,) + o] = fn(win.reshape(x.shape[:-nd] + (-1,)))
    return out


X = f32(2, 3, 4)
X4 = f32(1, 4, 4, 4)
X5 = f32(1, 2, 4, 4, 4)
P = f32(2, 3, lo=0.1, hi=0.9)
T = f32(2, 3, lo=0.0, hi=1.0)
PM1 = np.array([[1, -1, 1], [-1, -1, 1]], np.float32)
LAB = np.array([1, 0, 2], np.int32)
XA, XB, FL = f32(2, 3), f32(2, 3), f32(3, 4)


def _huber(a, b, d=1.0):
    e = np.abs(a - b)
    return np.where(e < d, 0.5 * e * e, d * (e - 0.5 * d)).mean()


CASES = [
    ("CELU", lambda: nn.CELU(2.0), (X,), lambda a: np.where(a > 0, a, 2 * (np.exp(a / 2) - 1))),
    ("SeLU", nn.SeLU, (X,), lambda a: 1.0507009873554805 * np.where(
        a > 0, a, 1.6732632423543772 * (np.exp(a) - 1))),
    ("Mish", nn.Mish, (X,), lambda a: a * np.tanh(np.log1p(np.exp(a)))),
    ("HShrink", lambda: nn.HShrink(0.7), (X,), lambda a: np.where(np.abs(a) > 0.7, a, 0)),
    ("SoftShrink", nn.SoftShrink, (X,), lambda a: np.sign(a) * np.maximum(np.abs(a) - 0.5, 0)),
    ("Softsign", nn.Softsign, (X,), lambda a: a / (1 + np.abs(a))),
    ("Tanhshrink", nn.Tanhshrink, (X,), lambda a: a - np.tanh(a)),
    ("Threshold", lambda: nn.Threshold(0.2, -3.0), (X,), lambda a: np.where(a > 0.2, a, -3.0)),
    ("Hardtanh", lambda: nn.Hardtanh(-0.5, 1.0), (X,), lambda a: np.clip(a, -0.5, 1.0)),
    ("LogSigmoid", nn.LogSigmoid, (X,), lambda a: np.log(_sig(a))),
    ("Softmin", lambda: nn.Softmin(1), (X,), lambda a: _softmax(-a, 1)),
    ("Softmax2d", nn.Softmax2d, (X4,), lambda a: _softmax(a, -3)),
    ("GLU", lambda: nn.GLU(-1), (X,), lambda a: a[..., :2] * _sig(a[..., 2:])),
    ("PReLU", lambda: nn.PReLU(3, 0.1), (X,), lambda a: np.where(a > 0, a, 0.1 * a)),
    ("FastGelu", nn.FastGelu, (X,), lambda a: a * _sig(1.702 * a)),
    ("LogSoftmaxExt", nn.LogSoftmaxExt, (X,), lambda a: np.log(_softmax(a, 0))),   # 3-d: dim 0
    ("LogSoftmaxExt_dim", lambda: nn.LogSoftmaxExt(2), (X,), lambda a: np.log(_softmax(a, 2))),
    ("AvgPool3d", lambda: nn.AvgPool3d(2, 2), (X5,),
     lambda a: _pool(a, (2, 2, 2), (2, 2, 2), lambda w: w.mean(-1))),
    ("MaxPool3d", lambda: nn.MaxPool3d(2, 1), (X5,),
     lambda a: _pool(a, (2, 2, 2), (1, 1, 1), lambda w: w.max(-1))),
    ("AdaptiveAvgPool3d", lambda: nn.AdaptiveAvgPool3d((2, 1, 2)), (X5,),
     lambda a: a.reshape(1, 2, 2, 2, 1, 4, 2, 2).mean((3, 5, 7))),
    ("AdaptiveMaxPool1d", lambda: nn.AdaptiveMaxPool1d(2), (X,),
     lambda a: a.reshape(2, 3, 2, 2).max(-1)),
    ("AdaptiveMaxPool3d", lambda: nn.AdaptiveMaxPool3d(2), (X5,),
     lambda a: a.reshape(1, 2, 2, 2, 2, 2, 2, 2).max((3, 5, 7))),
    ("AvgPool2dExt", lambda: nn.AvgPool2dExt(2), (X4,),
     lambda a: _pool(a, (2, 2), (2, 2), lambda w: w.mean(-1))),
    ("AvgPool1dExt", lambda: nn.AvgPool1dExt(3, 1), (X,),
     lambda a: _pool(a, (3,), (1,), lambda w: w.mean(-1))),
    ("AvgPool3dExt", lambda: nn.AvgPool3dExt(2, divisor_override=4), (X5,),
     lambda a: _pool(a, (2, 2, 2), (2, 2, 2), lambda w: w.sum(-1) / 4)),
    ("MaxPool2dExt", lambda: nn.MaxPool2dExt(2), (X4,),
     lambda a: _pool(a, (2, 2), (2, 2), lambda w: w.max(-1))),
    ("LPPool1d", lambda: nn.LPPool1d(2, 2), (np.abs(X) + 0.1,),
     lambda a: _pool(a, (2,), (2,), lambda w: np.sqrt((w * w).sum(-1)))),
    ("LPPool2d", lambda: nn.LPPool2d(3, 2, 1), (np.abs(X4) + 0.1,),
     lambda a: _pool(a, (2, 2), (1, 1), lambda w: ((w ** 3).sum(-1)) ** (1 / 3))),
    ("Pad_reflect", lambda: nn.Pad(((0, 0), (1, 1), (2, 1)), "REFLECT"), (X,),
     lambda a: np.pad(a, ((0, 0), (1, 1), (2, 1)), "reflect")),
    ("Pad_constant", lambda: nn.Pad(((1, 0), (0, 2), (0, 0))), (X,),
     lambda a: np.pad(a, ((1, 0), (0, 2), (0, 0)))),
    ("ConstantPad1d", lambda: nn.ConstantPad1d((1, 2), 0.5), (X,),
     lambda a: np.pad(a, ((0, 0), (0, 0), (1, 2)), constant_values=0.5)),
    ("ConstantPad3d", lambda: nn.ConstantPad3d(1, -1.0), (X5,),
     lambda a: np.pad(a, ((0, 0), (0, 0), (1, 1), (1, 1), (1, 1)), constant_values=-1.0)),
    ("ReflectionPad2d", lambda: nn.ReflectionPad2d((1, 0, 2, 1)), (X4,),
     lambda a: np.pad(a, ((0, 0), (0, 0), (2, 1), (1, 0)), "reflect")),
    ("ReplicationPad1d", lambda: nn.ReplicationPad1d(2), (X,),
     lambda a: np.pad(a, ((0, 0), (0, 0), (2, 2)), "edge")),
    ("ReplicationPad3d", lambda: nn.ReplicationPad3d((1, 0, 0, 1, 1, 0)), (X5,),
     lambda a: np.pad(a, ((0, 0), (0, 0), (1, 0), (0, 1), (1, 0)), "edge")),
    ("ZeroPad2d", lambda: nn.ZeroPad2d((1, 2, 0, 1)), (X4,),
     lambda a: np.pad(a, ((0, 0), (0, 0), (0, 1), (1, 2)))),
    ("Upsample", lambda: nn.Upsample(size=(8, 8)), (X4,),
     lambda a: a.repeat(2, -1).repeat(2, -2)),
    ("PixelShuffle", lambda: nn.PixelShuffle(2), (X4,),
     lambda a: a.reshape(1, 1, 2, 2, 4, 4).transpose(0, 1, 4, 2, 5, 3).reshape(1, 1, 8, 8)),
    ("PixelUnshuffle", lambda: nn.PixelUnshuffle(2), (X4,),
     lambda a: a.reshape(1, 4, 2, 2, 2, 2).transpose(0, 1, 3, 5, 2, 4).reshape(1, 16, 2, 2)),
    ("ChannelShuffle", lambda: nn.ChannelShuffle(2), (X4,),
     lambda a: a.reshape(1, 2, 2, 4, 4).transpose(0, 2, 1, 3, 4).reshape(1, 4, 4, 4)),
    ("LRN", lambda: nn.LRN(1, 1.0, 0.5, 0.75), (X4,),
     lambda a: a / (1 + 0.5 * np.stack([(a[:, max(0, c - 1):c + 2] ** 2).sum(1)
                                        for c in range(4)], 1)) ** 0.75),
    ("BCELoss", lambda: nn.BCELoss(reduction="sum"), (P, T),
     lambda a, b: -(b * np.log(a) + (1 - b) * np.log(1 - a)).sum()),
    ("CosineEmbeddingLoss", lambda: nn.CosineEmbeddingLoss(0.1), (XA, XB, PM1[:, 0]),
     lambda a, b, y: np.where(y == 1, 1 - (a * b).sum(1) / np.sqrt((a * a).sum(1) *
                                                                    (b * b).sum(1)),
                              np.maximum((a * b).sum(1) / np.sqrt((a * a).sum(1) *
                                                                  (b * b).sum(1)) - 0.1, 0))
     .mean()),
    ("DiceLoss", nn.DiceLoss, (P, T),
     lambda a, b: 1 - 2 * (a * b).sum() / ((a * a).sum() + (b * b).sum() + 1e-5)),
    ("FocalLoss", lambda: nn.FocalLoss(gamma=2.0), (FL, LAB[:, None]),
     lambda a, y: (-(1 - _softmax(a, 1)[np.arange(3), y[:, 0]]) ** 2
                   * np.log(_softmax(a, 1)[np.arange(3), y[:, 0]])).mean()),
    ("GaussianNLLLoss", lambda: nn.GaussianNLLLoss(reduction="sum"), (XA, XB, P + 0.2),
     lambda a, b, v: (0.5 * (np.log(v) + (a - b) ** 2 / v)).sum()),
    ("HingeEmbeddingLoss", lambda: nn.HingeEmbeddingLoss(0.5), (XA, PM1),
     lambda a, y: np.where(y == 1, a, np.maximum(0.5 - a, 0)).mean()),
    ("HuberLoss", nn.HuberLoss, (XA, XB), _huber),
    ("KLDivLoss", lambda: nn.KLDivLoss("batchmean"), (XA, P),
     lambda a, b: (b * (np.log(b) - a)).sum() / 2),
    ("MAELoss", nn.MAELoss, (XA, XB), lambda a, b: np.abs(a - b).mean()),
    ("L1LossExt", lambda: nn.L1LossExt("sum"), (XA, XB), lambda a, b: np.abs(a - b).sum()),
    ("MarginRankingLoss", lambda: nn.MarginRankingLoss(0.2), (XA, XB, PM1),
     lambda a, b, y: np.maximum(-y * (a - b) + 0.2, 0).mean()),
    ("MultiLabelSoftMarginLoss", nn.MultiLabelSoftMarginLoss, (XA, (T > 0.5) * 1.0),
     lambda a, y: (-(y * np.log(_sig(a)) + (1 - y) * np.log(_sig(-a)))).mean(-1).mean()),
    ("MultiMarginLoss", nn.MultiMarginLoss, (XA, LAB[:2].astype(np.int64)),   # (2.10: Int64 only)
     lambda a, y: (np.maximum(1 - a[np.arange(2), y][:, None] + a, 0).sum(1) - 1).mean() / 3),
    ("PoissonNLLLoss", nn.PoissonNLLLoss, (XA, T), lambda a, t: (np.exp(a) - t * a).mean()),
    ("RMSELoss", nn.RMSELoss, (XA, XB), lambda a, b: np.sqrt(((a - b) ** 2).mean())),
    ("SoftMarginLoss", nn.SoftMarginLoss, (XA, PM1), lambda a, y: np.log1p(np.exp(-y * a))
     .mean()),
    ("TripletMarginLoss", nn.TripletMarginLoss, (XA, XB, P),
     lambda a, p, n: np.maximum(np.sqrt(((a - p + 1e-6) ** 2).sum(-1))
                                - np.sqrt(((a - n + 1e-6) ** 2).sum(-1)) + 1.0, 0).mean()),
]


def _fd(fn, args, cot, eps=1e-3):
    x = args[0].astype(np.float64)
    rest = [a.astype(np.float64) if a.dtype.kind == "f" else a for a in args[1:]]
    g = np.zeros_like(x)
    for i in np.ndindex(*x.shape):
        d = np.zeros_like(x)
        d[i] = eps
        g[i] = ((fn(x + d, *rest) - fn(x - d, *rest)) * cot).sum() / (2 * eps)
    return g


class _Loss(nn.Cell):
    def __init__(self, net, cot):
        super().__init__()
        self.net, self.cot = net, ms.Tensor(cot)

    def construct(self, *args):
        return (self.net(*args) * self.cot).sum()


# 2.10's SeLU bprop is not the derivative (``scale * (out + 1)`` below 0, EluGrad's; its values
# are in tests/test_s65_num65.py)
_NOT_A_DERIVATIVE = {"SeLU"}


@in_both_modes("case", CASES, ids=[c[0] for c in CASES])
def test_layer_matches_reference(mode, case):
    name, make, args, ref = case
    want = np.asarray(ref(*[a.astype(np.float64) if a.dtype.kind == "f" else a for a in args]))
    net = make()
    inputs = [ms.Tensor(a) for a in args]
    got = net(*inputs)
    np.testing.assert_allclose(got.asnumpy(), want, rtol=1e-4, atol=1e-5)
    cot = _R.standard_normal(want.shape).astype(np.float32)
    g = ms.grad(_Loss(net, cot))(*inputs)
    if name not in _NOT_A_DERIVATIVE:
        np.testing.assert_allclose(g.asnumpy(), _fd(ref, args, cot), rtol=1e-2, atol=2e-3)


def test_conv_transpose_layers(mode):
    net = nn.Conv1dTranspose(2, 3, 3, stride=2, pad_mode="pad", padding=1, has_bias=True)
    assert net.weight.shape == (2, 3, 1, 3)
    x = ms.Tensor(f32(1, 2, 5))
    assert net(x).shape == (1, 3, 9)                     # MindSpore 2.10's shapes
    assert nn.Conv1dTranspose(2, 3, 3, stride=2)(x).shape == (1, 3, 10)
    net3 = nn.Conv3dTranspose(2, 3, 3, stride=2)
    assert net3(ms.Tensor(f32(1, 2, 3, 3, 3))).shape == (1, 3, 6, 6, 6)
    # Conv1dTranspose is a 2-d transposed convolution of height 1
    w = net.weight.asnumpy()
    ref = nn.Conv2dTranspose(2, 3, (1, 3), stride=(1, 2), pad_mode="pad", padding=(0, 0, 1, 1),
                             weight_init=ms.Tensor(w), has_bias=True,
                             bias_init=ms.Tensor(net.bias.asnumpy()))
    np.testing.assert_allclose(net(x).asnumpy(), ref(x[:, :, None]).asnumpy()[:, :, 0],
                               rtol=1e-5)


def test_layer_attributes_and_errors():
    assert nn.PReLU(3).w.name == "a" and nn.PReLU(3).w.shape == (3,)
    assert nn.Threshold(0.1, 2.0).threshold == 0.1 and nn.HShrink().lambd == 0.5
    assert nn.Hardtanh().min_val == -1.0 and nn.CELU().alpha == 1.0
    assert nn.MaxPool3d(2).return_indices is False and nn.Upsample(size=3).mode == "nearest"
    assert nn.KLDivLoss().reduction == "mean" and nn.HuberLoss().delta == 1.0
    with pytest.raises(ValueError, match="Hardtanh"):
        nn.Hardtanh(1.0, -1.0)
    with pytest.raises(ValueError, match="Pad"):
        nn.Pad(((1, 1),), mode="EDGE")
    with pytest.raises(ValueError, match="ZeroPad2d"):
        nn.ZeroPad2d((1, 2, 3))
    with pytest.raises(TypeError, match="^The type of 'gamma' should be 'float', but got type "
                                        "'int'.$"):      # 2.10's text
        nn.FocalLoss(gamma=2)
    with pytest.raises(TypeError, match="'weight' must be a Tensor"):     # MindSpore 2.10
        nn.FocalLoss(weight=np.ones(2, np.float32))
    with pytest.raises(ValueError, match="MultiClassDiceLoss"):
        nn.MultiClassDiceLoss(ms.Tensor([0.3, 0.7]))
    # 2.10 returns indices in pad mode only (ValueError otherwise)
    out, idx = nn.MaxPool3d(2, 2, pad_mode="pad", return_indices=True)(ms.Tensor(X5))
    assert idx.dtype == ms.int64 and out.shape == idx.shape == (1, 2, 2, 2, 2)


def test_multiclass_dice_and_rrelu_training():
    logits, label = f32(2, 3, 4), (f32(2, 3, 4) > 0) * 1.0
    p = _softmax(logits.astype(np.float64), 1)
    per = [1 - 2 * (p[:, c] * label[:, c]).sum() / ((p[:, c] ** 2).sum() + (label[:, c] ** 2)
                                                    .sum() + 1e-5) for c in range(3)]
    got = nn.MultiClassDiceLoss(ignore_indiex=1)(ms.Tensor(logits), ms.Tensor(label))
    np.testing.assert_allclose(float(got), (per[0] + per[2]) / 3, rtol=1e-4)
    ms.set_seed(0)
    y = nn.RReLU(0.1, 0.3).set_train(True)(ms.Tensor(-np.ones((500,), np.float32))).asnumpy()
    assert ((-y >= 0.1) & (-y <= 0.3)).all() and len(np.unique(y)) > 100
