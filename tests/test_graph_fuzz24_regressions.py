"""Focused regressions for what fuzz24 (layer configurations, composite optimizers) found, each
measured on MindSpore 2.10 CPU."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops

X3 = ms.Tensor(np.ones((1, 2, 4), np.float32))
X4 = ms.Tensor(np.ones((1, 2, 4, 4), np.float32))
X5 = ms.Tensor(np.ones((1, 1, 2, 2, 2), np.float32))

# 2.10's ops.interpolate (and nn.Upsample, ops.upsample) takes scale_factor for nearest 5-d,
# area and trilinear only, align_corners for linear/bilinear/bicubic/trilinear, and checks in
# its own order; minicell resized all of them (measured, /tmp/fuzz24/interp_err.py)
SCALE = "'scale_factor' option cannot currently be set with the mode = {} and dim = {}D."
ERRORS = [
    (lambda: ops.interpolate(X4, scale_factor=2.0), SCALE.format("nearest", 4)),
    (lambda: nn.Upsample(scale_factor=2.0)(X3), SCALE.format("nearest", 3)),
    (lambda: ops.upsample(X4, scale_factor=2.0, mode="bilinear"), SCALE.format("bilinear", 4)),
    (lambda: ops.interpolate(X3, scale_factor=2.0, mode="linear"), SCALE.format("linear", 3)),
    (lambda: ops.interpolate(X4, scale_factor=2.0, mode="bicubic"), SCALE.format("bicubic", 4)),
    (lambda: ops.interpolate(X4, scale_factor=2.0, mode="bilinear",
                             recompute_scale_factor=False), SCALE.format("bilinear", 4)),
    (lambda: ops.interpolate(X4, size=(3, 3), mode="area", align_corners=False),
     "'align_corners' option cannot currently be set with the mode = area, and dim = 4D"),
    (lambda: ops.interpolate(X4, size=(3, 3), mode="foo"),
     "'mode' must be in '['nearest', 'linear', 'bilinear', 'bicubic', 'area', 'nearest-exact', "
     "'trilinear']', but got foo"),
    (lambda: ops.interpolate(X4, size=(3, 3), mode="linear", align_corners=True),
     "linear only support '[3]'D, but got 4D"),
    (lambda: ops.interpolate(X4, mode="foo"), "'size' and 'scale_factor' cannot be both empty"),
    (lambda: ops.interpolate(X4, size=(3, 3), scale_factor=2.0, mode="foo"),
     "'size' and 'scale_factor' cannot be set simultaneously"),
    (lambda: ops.interpolate(X4, size=(3, 3, 3), mode="bilinear"),
     "'input' and 'size' must have the same spatial dimensions, but got 'input' is 2D, "
     "'size' is 3D"),
]


@pytest.mark.parametrize("case", range(len(ERRORS)))
def test_interpolate_options_as_2_10(case):
    call, message = ERRORS[case]
    with pytest.raises(ValueError) as info:
        call()
    assert str(info.value) == f"For 'interpolate', {message}"


def test_interpolate_scale_factor_where_2_10_takes_it():
    """Area (2-d), nearest and trilinear (3-d) resize by a scale factor as 2.10 does; mint's
    interpolate and Upsample (2.10's interpolate_ext / UpsampleExt) take it for nearest 2-d."""
    assert ops.interpolate(X4, scale_factor=(2.5, 1.5), mode="area").shape == (1, 2, 10, 6)
    assert ops.interpolate(X5, scale_factor=2.0).shape == (1, 1, 4, 4, 4)
    assert nn.Upsample(scale_factor=2.0, mode="trilinear")(X5).shape == (1, 1, 4, 4, 4)
    assert ops.interpolate(X4, scale_factor=(2.0, 2.0), mode="bilinear",
                           recompute_scale_factor=True).shape == (1, 2, 8, 8)
    assert mint.nn.functional.interpolate(X4, scale_factor=2.0).shape == (1, 2, 8, 8)
    assert mint.nn.Upsample(scale_factor=2.0)(X4).shape == (1, 2, 8, 8)


def _filled_conv2d_transpose(**kw):
    net = nn.Conv2dTranspose(2, 1, 3, stride=2, pad_mode="pad", padding=1, **kw)
    for i, p in enumerate(net.get_parameters()):
        n = int(np.prod(p.shape))
        p.set_data(ms.Tensor(np.linspace(-0.5 + 0.1 * i, 0.6, n).reshape(p.shape)
                             .astype(np.float32)))
    return net


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_conv2d_transpose_output_padding_appends_zeros(mode):
    """2.10's nn.Conv2dTranspose pads ``output_padding`` rows/columns of zeros after the bias
    (its construct's ops.Pad): the last row is 0.0 and the sums below are 2.10's (measured, both
    modes); minicell computed those rows as a PyTorch transposed convolution does (sum 5.7256)."""
    ms.set_context(mode=mode)
    try:
        x = ms.Tensor(np.cos(np.arange(18) * 0.37).reshape(1, 2, 3, 3).astype(np.float32))
        y = _filled_conv2d_transpose(output_padding=1)(x).asnumpy()
        assert y.shape == (1, 1, 6, 6) and not y[0, 0, -1].any() and not y[0, 0, :, -1].any()
        np.testing.assert_allclose(y.sum(), 0.3676, atol=1e-4)
        y = _filled_conv2d_transpose(output_padding=(1, 0), has_bias=True)(x).asnumpy()
        assert y.shape == (1, 1, 6, 5) and not y[0, 0, -1].any()
        np.testing.assert_allclose(y.sum(), -9.6324, atol=1e-4)
        with pytest.raises(ValueError, match=r"^output_padding\[1\] must be in range of \[0, "
                                             r"max\(stride_w, dilation_w\)\)\.$"):
            _filled_conv2d_transpose(output_padding=(0, 2))(x)
        with pytest.raises(ValueError, match="^when output_padding is not zero, pad_mode must "
                                             "be 'pad'$"):
            nn.Conv2dTranspose(2, 1, 3, stride=2, output_padding=1)(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_adaptive_max_pool_gradient_goes_to_the_windows_first_maximum():
    """Fuzz family 24 seed 23: the gradient of ``AdaptiveMaxPool2d`` after a BatchNorm2d of
    ``tanh(x) * 1.5`` lost whole windows in GRAPH_MODE (max difference 1.28 from PYNATIVE_MODE;
    2.10 gives PYNATIVE's): ``jnp.max``'s derivative compared the input with the maximum, which
    XLA computed in fusions of different bits. Now it goes to the argmax, and a tie to the
    window's first maximum in row-major order, as 2.10 (measured: [[0, 2, 1, 0], [0, 0, 0, 0]])."""
    n = 2 * 3 * 7 * 7
    x = ms.Tensor(np.cos(np.arange(n) * 0.37).reshape(2, 3, 7, 7).astype(np.float32))
    tie = ms.Tensor(np.array([[[[1.0, 3.0, 3.0, 2.0], [3.0, 0.0, 1.0, 3.0]]]], np.float32))
    grads = []
    try:
        for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
            ms.set_context(mode=mode)
            bn, pool = nn.BatchNorm2d(3, momentum=0.5), nn.AdaptiveMaxPool2d((1, 5))
            bn.set_train(True)

            def loss(t):
                o = pool(bn(ops.tanh(t) * 1.5))
                w = ops.cos(ops.arange(1, 1 + o.size).reshape(o.shape).astype(ms.float32))
                return (o * w).sum()
            grads.append(ms.grad(loss)(x).asnumpy())
            small = nn.AdaptiveMaxPool2d((1, 3))
            pooled = lambda t: small(t).sum()
            g = ms.grad(pooled)(tie).asnumpy()
            assert g.tolist() == [[[[0.0, 2.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(grads[1], grads[0], rtol=0, atol=1e-6)
