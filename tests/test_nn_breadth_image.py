"""SSIM and MSSSIM against MindSpore 2.10's values (taken in its GRAPH_MODE on CPU; its
PYNATIVE_MODE refuses them with ScalarCast's ValueError, measured); identical images give 1;
parameter names."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

R = np.random.default_rng(0)
A = R.random((2, 3, 16, 16)).astype(np.float32)
B = np.clip(A + 0.1 * R.standard_normal(A.shape), 0, 1).astype(np.float32)
A2 = R.random((1, 2, 48, 48)).astype(np.float32)
B2 = np.clip(A2 + 0.1 * R.standard_normal(A2.shape), 0, 1).astype(np.float32)


_CAST_TEXT = r"For 'ScalarCast', the supported type is in the list: \[mindspore.int64"


def test_ssim_matches_mindspore(mode):
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(ValueError, match=_CAST_TEXT):
            nn.SSIM()(ms.Tensor(A), ms.Tensor(B))
        return
    got = nn.SSIM()(ms.Tensor(A), ms.Tensor(B)).asnumpy()
    np.testing.assert_allclose(got, [0.93689156, 0.95418763], rtol=1e-5)
    got = nn.SSIM(filter_size=5, filter_sigma=1.0, max_val=2.0)(ms.Tensor(A), ms.Tensor(B))
    np.testing.assert_allclose(got.asnumpy(), [0.9392719, 0.9420368], rtol=1e-5)
    same = nn.SSIM()(ms.Tensor(A), ms.Tensor(A)).asnumpy()
    np.testing.assert_allclose(same, [1.0, 1.0], rtol=1e-5)


def test_msssim_matches_mindspore(mode):
    net = nn.MSSSIM(filter_size=5, power_factors=(0.3, 0.3, 0.4))
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(ValueError, match=_CAST_TEXT):
            net(ms.Tensor(A2), ms.Tensor(B2))
        return
    np.testing.assert_allclose(net(ms.Tensor(A2), ms.Tensor(B2)).asnumpy(), [0.94334507],
                               rtol=1e-5)


def test_names_and_errors():
    assert [p.name for p in nn.SSIM().get_parameters()] == ["conv.weight"]
    assert not nn.SSIM().conv.weight.requires_grad
    assert [p.name for p in nn.MSSSIM().get_parameters()] == [
        f"multi_convs_list.{i}.weight" for i in range(5)]
    with pytest.raises(ValueError):
        nn.SSIM()(ms.Tensor(A[0]), ms.Tensor(B[0]))
    with pytest.raises(ValueError, match="SameTypeShape"):    # MindSpore 2.10: shapes differ
        nn.SSIM()(ms.Tensor(A), ms.Tensor(B[:1]))
    with pytest.raises(TypeError, match="SameTypeShape"):     # dtypes differ
        nn.PSNR()(ms.Tensor(A), ms.Tensor(B).astype(ms.float16))
    with pytest.raises(TypeError, match="should be one of"):  # float64: before the rank
        nn.SSIM()(ms.Tensor(A[None].astype(np.float64)), ms.Tensor(B))
    with pytest.raises(ValueError):
        nn.SSIM(max_val=0)
    for make in (lambda: nn.SSIM(max_val=True), lambda: nn.PSNR(True),
                 lambda: nn.MSSSIM(max_val=True), lambda: nn.SSIM(filter_size=1.1),
                 lambda: nn.CentralCrop(True)):
        with pytest.raises(TypeError):
            make()
