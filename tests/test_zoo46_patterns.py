"""Model-zoo patterns found running mindspore-ai/models CV, NLP, audio, 3-D and
point-cloud models against MindSpore 2.10 (session 69, zoo46).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _GroupNormByHand(nn.GroupNorm):
    def _cal_output(self, x):
        b, c, h, w = x.shape
        x = ops.reshape(x, (b, self.num_groups, -1))
        mean = x.mean(2, keep_dims=True)
        var = ((x - mean) ** 2).sum(2, keepdims=True) / (c * h * w / self.num_groups)
        x = (x - mean) / ops.pow(var + self.eps, 0.5)
        return (ops.reshape(x, (b, c, h, w)) * self.gamma.reshape(-1, 1, 1)
                + self.beta.reshape(-1, 1, 1))


class _GroupNormOld(nn.GroupNorm):
    def _cal_output(self, x):
        batch, channel, height, width = self.shape(x)   # 1.x GroupNorm had self.shape
        return x


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_group_norm_subclass_cal_output_runs(mode):
    # research/cv/STGAN's _GroupNorm(nn.GroupNorm) overrides _cal_output, which 2.10's
    # GroupNorm.construct calls; minicell's construct ignored the override. Its override reads
    # 1.x's self.shape, so 2.10 stops with AttributeError (measured, both modes; GRAPH_MODE's
    # text names a 'ClassMember: Namespace...' object instead, not copied)
    ms.set_context(mode=mode)
    x = Tensor(np.arange(72).reshape(2, 4, 3, 3).astype(np.float32) ** 1.5)
    g = _GroupNormByHand(2, 4)
    g.gamma.set_data(Tensor(np.array([1., 2., 3., 4.], np.float32)))
    out = g(x).asnumpy()
    np.testing.assert_allclose(out[0, :, 0, 0], [-1.2842501, -0.13122807, -4.6533537, 0.19103839],
                               rtol=1e-5)
    np.testing.assert_allclose(out.sum(), 31.177809, rtol=1e-5)
    grads = ms.grad(g, grad_position=None, weights=g.trainable_params())(x)
    np.testing.assert_allclose(grads[0].asnumpy(), [-15.56967, 15.56967, -15.60815, 15.60815],
                               rtol=1e-4)
    np.testing.assert_allclose(grads[1].asnumpy(), [18.0] * 4)
    with pytest.raises(AttributeError, match="has no attribute 'shape'"):
        _GroupNormOld(2, 4)(x)
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(AttributeError) as e:
            _GroupNormOld(2, 4)(x)
        assert str(e.value) == "The '_GroupNormOld' object has no attribute 'shape'."


class _KeywordRepeat(nn.Cell):
    def construct(self, x):
        return x.repeat(3, axis=-1)


class _KeywordTranspose(nn.Cell):
    def construct(self, x):
        return x.transpose(perm=(1, 0))


class _KeywordAbs(nn.Cell):
    def construct(self, x):
        return x.abs(bogus=1)


class _KeywordSoftmax(nn.Cell):
    def construct(self, x):
        return x.softmax(bogus=1)


def test_graph_one_signature_method_keyword_text():
    # research/cv/pointtransformer's batched_index_select: ``idx[..., None].repeat(C, axis=-1)``
    # (numpy's spelling). 2.10 refuses it in both modes; its graph matches the method against
    # its one C++ signature: TypeError 'match failed because incorrect keyword name: axis'
    # (measured for 71 such methods, x.m(bogus=1) in a construct). minicell gave the PYNATIVE
    # text, or for transpose/abs the RuntimeError of a Python function's unknown keyword,
    # which stays for 2.10's Python-defined methods (softmax)
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.ones((2, 3), np.float32))
    for cell, key in ((_KeywordRepeat, "axis"), (_KeywordTranspose, "perm"),
                      (_KeywordAbs, "bogus")):
        with pytest.raises(TypeError) as e:
            cell()(x)
        assert str(e.value) == f"match failed because incorrect keyword name: {key}"
    with pytest.raises(RuntimeError, match="^Got an unexpected keyword argument 'bogus'$"):
        _KeywordSoftmax()(x)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    text = r"^repeat\(\) got an unexpected keyword argument 'axis'\.$"
    with pytest.raises(TypeError, match=text):
        _KeywordRepeat()(x)


def test_tensor_reshape_keyword_texts():
    # 2.10's op-by-op parser ends these texts with a full stop and names a repeated 'shape'
    # (measured: t.reshape((3, 2), order='C'), t.reshape(3, 2, shape=(3, 2)))
    x = Tensor(np.ones((2, 3), np.float32))
    with pytest.raises(TypeError) as e:
        x.reshape((3, 2), order="C")
    assert str(e.value) == "reshape() got an unexpected keyword argument 'order'."
    with pytest.raises(TypeError) as e:
        x.reshape(3, 2, shape=(3, 2))
    assert str(e.value) == "reshape() got multiple values for argument 'shape'."
    assert x.reshape(shape=(3, 2)).shape == (3, 2)
