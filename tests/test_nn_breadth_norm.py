"""InstanceNorm1d/2d/3d, SyncBatchNorm, LayerNormExt, EmbeddingExt, EmbeddingLookup against numpy,
in both modes; MindSpore's parameter names."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

R = np.random.default_rng(0)
T = ms.Tensor


def _inorm(x, g, b, eps=1e-5):
    axes = tuple(range(2, x.ndim))
    m = x.mean(axes, keepdims=True)
    v = x.var(axes, keepdims=True)
    shape = (1, -1) + (1,) * (x.ndim - 2)
    return (x - m) / np.sqrt(v + eps) * g.reshape(shape) + b.reshape(shape)


@pytest.mark.parametrize("cls, shape", [(nn.InstanceNorm1d, (2, 3, 6)),
                                        (nn.InstanceNorm2d, (2, 3, 4, 5)),
                                        (nn.InstanceNorm3d, (2, 3, 2, 3, 4))])
def test_instance_norm(mode, cls, shape):
    x = R.standard_normal(shape).astype(np.float32)
    g = np.array([1.0, 2.0, 3.0], np.float32)
    net = cls(3, gamma_init=T(g), beta_init=T(np.array([0.0, 0.5, -1.0], np.float32)))
    assert [p.name for p in net.get_parameters()] == ["mean", "variance", "gamma", "beta"]
    np.testing.assert_allclose(net(T(x)).asnumpy(), _inorm(x, g, np.array([0.0, 0.5, -1.0])),
                               rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(net.moving_mean.asnumpy(), 0.0)      # eval: stats untouched
    net.set_train()
    net(T(x))
    axes = tuple(range(2, x.ndim))
    n = np.prod([x.shape[a] for a in axes])
    np.testing.assert_allclose(net.moving_mean.asnumpy(), 0.1 * x.mean(axes).mean(0),
                               rtol=1e-4, atol=1e-6)
    want_var = 0.9 + 0.1 * (x.var(axes) * n / (n - 1)).mean(0)
    np.testing.assert_allclose(net.moving_variance.asnumpy(), want_var, rtol=1e-4, atol=1e-6)
    with pytest.raises(ValueError):
        net(T(np.ones((3, 3), np.float32)))


def test_sync_batch_norm_is_batch_norm(mode):
    x = R.standard_normal((4, 3, 2, 2)).astype(np.float32)
    sb, bn = nn.SyncBatchNorm(3), nn.BatchNorm2d(3)
    sb.set_train()
    bn.set_train()
    np.testing.assert_allclose(sb(T(x)).asnumpy(), bn(T(x)).asnumpy(), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(sb.moving_mean.asnumpy(), bn.moving_mean.asnumpy(), rtol=1e-6)
    # 2.10's names (measured): the moving statistics are "mean" and "variance" until a parent
    # Cell names them by attribute path ("bn.moving_mean")
    assert [p.name for p in sb.get_parameters()] == ["mean", "variance", "gamma", "beta"]
    assert [p.name for p in nn.SequentialCell(sb).get_parameters()] == [
        "0.moving_mean", "0.moving_variance", "0.gamma", "0.beta"]
    assert sb(T(x[:, :, 0, 0])).shape == (4, 3)
    with pytest.raises(ValueError):
        nn.SyncBatchNorm(3, process_groups=[[0, 1], [1, 2]])


def test_layer_norm_ext(mode):
    x = R.standard_normal((2, 3, 4)).astype(np.float32)
    net = nn.LayerNormExt((3, 4), eps=1e-5)
    assert [p.name for p in net.get_parameters()] == ["weight", "bias"]
    m = x.mean((1, 2), keepdims=True)
    v = x.var((1, 2), keepdims=True)
    np.testing.assert_allclose(net(T(x)).asnumpy(), (x - m) / np.sqrt(v + 1e-5), rtol=1e-4,
                               atol=1e-5)
    one = nn.LayerNormExt(4, bias=False)
    assert one.bias is None and one.normalized_shape == (4,)
    assert nn.LayerNormExt(4, elementwise_affine=False).weight is None
    with pytest.raises(TypeError):
        nn.LayerNormExt("4")


def test_embedding_ext(mode):
    w = np.arange(12, dtype=np.float32).reshape(4, 3)
    emb = nn.EmbeddingExt(4, 3, _weight=T(w))
    ids = np.array([[1, 3], [0, 0]], np.int32)
    np.testing.assert_allclose(emb(T(ids)).asnumpy(), w[ids])
    clipped = nn.EmbeddingExt(4, 3, _weight=T(w), max_norm=5.0)(T(ids)).asnumpy()
    n = np.linalg.norm(w[ids], axis=-1, keepdims=True)
    np.testing.assert_allclose(clipped, np.where(n > 5, w[ids] * 5 / (n + 1e-7), w[ids]),
                               rtol=1e-5)
    pad = nn.EmbeddingExt(5, 2, padding_idx=2)
    assert [p.name for p in pad.get_parameters()] == ["weight"]
    assert np.all(pad.weight.asnumpy()[2] == 0)
    with pytest.raises(ValueError):
        nn.EmbeddingExt(4, 3, sparse=True)
    with pytest.raises(ValueError):
        nn.EmbeddingExt(4, 3, _weight=T(np.ones((3, 3), np.float32)))


def test_embedding_lookup(mode):
    table = np.arange(10, dtype=np.float32).reshape(5, 2)
    net = nn.EmbeddingLookup(5, 2, param_init=T(table))
    ids = np.array([[0, 7], [4, -1]], np.int32)
    want = np.where(((ids >= 0) & (ids < 5))[..., None], table[np.clip(ids, 0, 4)], 0.0)
    np.testing.assert_allclose(net(T(ids)).asnumpy(), want)
    assert [p.name for p in net.get_parameters()] == ["embedding_table"]
    clip = nn.EmbeddingLookup(5, 2, param_init=T(table), max_norm=3.0)(T(ids)).asnumpy()
    n = np.linalg.norm(want, axis=-1, keepdims=True)
    np.testing.assert_allclose(clip, want * 3.0 / np.maximum(n, 3.0), rtol=1e-5)
    with pytest.raises(ValueError):
        nn.EmbeddingLookup(5, 2, target="CPU", sparse=False)
    # 2.10 checks slice_mode only in a (semi-)auto parallel mode (measured: built, and it runs)
    assert nn.EmbeddingLookup(5, 2, slice_mode="rows").slice_mode == "rows"


MF_WANT = {  # MindSpore 2.10's outputs for the inputs below
    "SUM": [[[-3.0, -4.0], [0.0, 0.0], [2.5, 3.0]], [[-15.0, -12.0], [3.0, 6.0], [0.0, 0.0]]],
    "MEAN": [[[-1.0, -1.3333334], [0.0, 0.0], [5.0, 6.0]], [[-5.0, -4.0], [1.0, 2.0], [0, 0]]],
    "MAX": [[[2.0, 0.0], [0.0, 0.0], [2.5, 3.0]], [[-15.0, -12.0], [2.0, 4.0], [0.0, 0.0]]],
}


@pytest.mark.parametrize("op", list(MF_WANT))
def test_multi_field_embedding_lookup(mode, op):
    table = np.arange(12, dtype=np.float32).reshape(6, 2) - 5
    net = nn.MultiFieldEmbeddingLookup(6, 2, 3, param_init=T(table), operator=op)
    ids = T(np.array([[0, 2, 5, 1], [3, 3, 4, 0]], np.int32))
    vals = T(np.array([[1.0, -2.0, 0.5, 0.0], [1.0, 2.0, 0.0, 3.0]], np.float32))
    fid = T(np.array([[0, 0, 2, 1], [1, 1, 1, 0]], np.int32))
    np.testing.assert_allclose(net(ids, vals, fid).asnumpy(), MF_WANT[op], rtol=1e-6)
    assert [p.name for p in net.get_parameters()] == ["embedding_table"]
    with pytest.raises(ValueError):
        nn.MultiFieldEmbeddingLookup(6, 2, 3, operator="MIN")
    for args in ((ids.astype(ms.int16), vals, fid), (ids, vals.astype(ms.float16), fid),
                 (ids, vals, fid.astype(ms.int64))):     # MindSpore 2.10's dtype TypeErrors
        with pytest.raises(TypeError, match="MultiFieldEmbeddingLookup"):
            net(*args)
