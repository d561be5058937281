"""Model-zoo patterns found running mindspore-ai/models CV (GAN, video, super-resolution)
models against MindSpore 2.10 (session 70, zoo47).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell import numpy as mnp
from minicell.ops.operations import _inner_ops as inner


class _ClipEach(nn.Cell):
    """research/cv/SinGAN's (and AttGAN's) TrainOneStepCell: every gradient goes through
    nn.ClipByNorm(g, self.clip_value)."""

    def __init__(self, clip):
        super().__init__()
        self.clip_by_norm = nn.ClipByNorm()
        self.clip_value = clip

    def construct(self, a, b):
        out = ()
        for g in (a, b):
            out = out + (self.clip_by_norm(g, self.clip_value),)
        return out


_CLIP_NORM_TEXT = ("For primitive[ClipByNorm], the input argument[clip_norm] must be a type of "
                   "{Float16, Float32}, but got Int64.")


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_clip_by_norm_dtypes(mode):
    # SinGAN's clip_value = Tensor(10) is Int64: 2.10 refuses it in both modes (minicell clipped
    # with it); Float16 gradients come back Float32
    ms.set_context(mode=mode)
    a = Tensor(np.arange(6).reshape(2, 3).astype(np.float16) - 2.5)
    b = Tensor(np.linspace(-1, 2, 4).astype(np.float32))
    ra, rb = _ClipEach(Tensor(2.0, ms.float16))(a, b)
    assert ra.dtype == ms.float32 and rb.dtype == ms.float32
    np.testing.assert_allclose(ra.asnumpy(), [[-1.1952287, -0.7171372, -0.2390457],
                                              [0.2390457, 0.7171372, 1.1952287]], rtol=1e-6)
    np.testing.assert_allclose(rb.asnumpy(), [-0.8164966, 0.0, 0.8164966, 1.6329931], rtol=1e-6)
    with pytest.raises(TypeError) as e:
        _ClipEach(Tensor(10))(a, b)
    assert str(e.value).split("\n")[0] == _CLIP_NORM_TEXT


@pytest.mark.parametrize("clip, text", [
    (Tensor(np.float64(2.0)), "argument[clip_norm] must be a type of {Float16, Float32}, but got "
                              "Float64."),
    (Tensor(True), "argument[clip_norm] must be a type of {Float16, Float32}, but got Bool."),
    (2.0, "For 'ClipByNorm', the input args must be tensor."),
    (np.float32(2.0), "For 'ClipByNorm', the input args must be tensor."),
])
def test_clip_by_norm_refusals(clip, text):
    x = Tensor(np.array([[3., 4.], [1., 2.]], np.float32))
    for cell in (nn.ClipByNorm(), inner.ClipByNorm()):
        with pytest.raises(TypeError, match=text.replace("[", r"\[").replace("{", r"\{")):
            cell(x, clip)
    with pytest.raises(TypeError, match=r"argument\[x\] must be a type of \{Float16, Float32\}, "
                                        "but got Int32."):
        nn.ClipByNorm()(Tensor(np.array([3, 4], np.int32)), Tensor(10))
    out = inner.ClipByNorm()(Tensor(np.array([[3., 4.], [1., 2.]], np.float16)), Tensor(2.0))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [[1.0954451, 1.4605935], [0.3651484, 0.7302967]],
                               rtol=1e-6)


class _Quality(nn.Cell):
    def __init__(self, metric):
        super().__init__()
        self.metric = metric

    def construct(self, a, b):
        return self.metric(a, b)


_IMG_A = np.linspace(0, 1, 2 * 3 * 16 * 16).reshape(2, 3, 16, 16) ** 2
_IMG_B = np.cos(np.arange(2 * 3 * 16 * 16)).reshape(2, 3, 16, 16) * 0.5 + 0.5


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_psnr_ssim_refused_in_pynative(mode):
    # research/cv/Neighbor2Neighbor's eval: nn.PSNR()/nn.SSIM() run ops.scalar_cast(max_val,
    # float32) in 2.10, which its PYNATIVE_MODE refuses (ValueError, every input, in a Cell too);
    # GRAPH_MODE computes. minicell computed in both modes
    ms.set_context(mode=mode)
    a = Tensor(_IMG_A.astype(np.float32))
    b = Tensor(_IMG_B.astype(np.float32))
    if mode == ms.PYNATIVE_MODE:
        for metric in (nn.PSNR(), nn.SSIM()):
            with pytest.raises(ValueError) as e:
                _Quality(metric)(a, b)
            assert str(e.value) == ("For 'ScalarCast', the supported type is in the list: "
                                    "[mindspore.int64, mindspore.float64, mindspore.bool], "
                                    "but got Float32")
    else:
        np.testing.assert_allclose(_Quality(nn.PSNR())(a, b).asnumpy(), [5.157185, 7.4866843],
                                   rtol=1e-5)
    with pytest.raises(TypeError) as e:     # the dtype check comes first, both modes
        _Quality(nn.SSIM())(Tensor(_IMG_A.astype(np.uint8)), Tensor(_IMG_B.astype(np.uint8)))
    assert str(e.value) == ("For 'SSIM', the 'img1' should be one of [mindspore.float32, "
                            "mindspore.float16], but got 'mindspore.uint8'.")


class _RotateSplit(nn.Cell):
    """research/cv/Neighbor2Neighbor's blind-spot UNet rotates the tuple ops.Split returned."""

    def construct(self, x):
        parts = ops.Split(axis=0, output_num=1)(x)
        return mnp.rot90(parts, 1, (3, 2))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_numpy_flip_rot90_refuse_sequences(mode):
    # 2.10's mindspore.numpy flip/fliplr/flipud/rot90/expand_dims take a Tensor only; minicell's
    # flip stacked a tuple of Tensors and flipped that
    ms.set_context(mode=mode)
    x = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    text = "expect Tensor, but got <class 'mindspore._c_expression.typing.{}'>"
    for call, kind in ((lambda: mnp.flip((x, x), 1), "Tuple"), (lambda: mnp.flip([x]), "List"),
                       (lambda: mnp.flipud((x, x)), "Tuple"), (lambda: mnp.fliplr([x]), "List"),
                       (lambda: mnp.expand_dims((x, x), 1), "Tuple"),
                       (lambda: _RotateSplit()(x), "Tuple")):
        with pytest.raises(TypeError) as e:
            call()
        assert str(e.value).split("\n")[0] == text.format(kind)
    np.testing.assert_array_equal(mnp.rot90(x, 1, (3, 2)).asnumpy()[0, 0, 0], [12, 8, 4, 0])
