"""nn layers' less common options against MindSpore 2.10 (measured on its CPU build): pooling
pad modes, windows and reprs, transposed convolutions in 'valid' mode, LayerNorm axes, dropout,
Dense and mint.nn reprs, reflection padding, in-graph Python checks, gather's gradient at a
negative index, RNN cells' ranks. Each case runs in both modes where the mode matters."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

# (the ``mode`` fixture, both modes, comes from conftest)


def _x(shape, k=0):
    return np.random.RandomState(100 + k).randn(*shape).astype(np.float32)


# ---- pooling ----------------------------------------------------------------------------------
def _avg3d_same_ref(x, k, s, include_pad):
    """numpy: 'same' windows over D, H, W; the divisor counts the padded cells or not."""
    pads = []
    for n in x.shape[2:]:
        total = max((-(-n // s) - 1) * s + k - n, 0)
        pads.append((total // 2, total - total // 2))
    xp = np.pad(x, [(0, 0), (0, 0)] + pads)
    ones = np.pad(np.ones_like(x), [(0, 0), (0, 0)] + pads)
    outs = [-(-n // s) for n in x.shape[2:]]
    y = np.zeros(x.shape[:2] + tuple(outs), np.float32)
    for i, j, l in np.ndindex(*outs):
        win = np.s_[:, :, i * s:i * s + k, j * s:j * s + k, l * s:l * s + k]
        y[:, :, i, j, l] = xp[win].sum((2, 3, 4)) / (k ** 3 if include_pad else
                                                      ones[win].sum((2, 3, 4)))
    return y


@pytest.mark.parametrize("include_pad", [True, False])
def test_avg_pool3d_same_counts_the_padding_unless_told_not_to(mode, include_pad):
    # 2.10's AvgPool3D divides by the whole window in 'same' mode (measured -0.19069 at a
    # corner where the TF rule of 2-d AvgPool gives -0.64358); count_include_pad=False drops it
    x = _x((1, 2, 5, 6, 7), 3)
    want = _avg3d_same_ref(x, 3, 2, include_pad)
    got = nn.AvgPool3d(3, 2, "same", count_include_pad=include_pad)(ms.Tensor(x))
    np.testing.assert_allclose(got.asnumpy(), want, rtol=1e-5, atol=1e-6)
    prim = ops.AvgPool3D(3, 2, "same", count_include_pad=include_pad)(ms.Tensor(x))
    np.testing.assert_allclose(prim.asnumpy(), want, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("make, text", [
    (lambda: nn.MaxPool1d(3, 2), "MaxPool1d(kernel_size=(1, 3), stride=(1, 2), pad_mode=VALID)"),
    (lambda: nn.MaxPool1d(4, 3, "pad", 1, ceil_mode=True),
     "MaxPool1d(kernel_size=(1, 1, 4), stride=(1, 1, 3), pad_mode=PAD)"),
    (lambda: nn.AvgPool1d(3, 2, "same"),
     "AvgPool1d(kernel_size=(1, 3), stride=(1, 2), pad_mode=SAME)"),
    (lambda: nn.AvgPool1d(3, 2, "pad", 1), "AvgPool1d(kernel_size=3, stride=2, pad_mode=PAD)"),
    (lambda: nn.MaxPool2d((3,), (2,)), "MaxPool2d(kernel_size=3, stride=2, pad_mode=VALID)"),
    (lambda: nn.AvgPool2d((3,), 2), "AvgPool2d(kernel_size=3, stride=2, pad_mode=VALID)"),
    (lambda: nn.AvgPool3d(3, 2, "same"), "AvgPool3d(kernel_size=3, stride=2, pad_mode=SAME)"),
    (lambda: nn.AvgPool3d((3, 2, 1), (1, 2, 1)),
     "AvgPool3d(kernel_size=(3, 2, 1), stride=(1, 2, 1), pad_mode=VALID)"),
    (lambda: nn.MaxPool3d((3, 2, 1), (1, 2, 1), "pad", (1, 1, 0)),
     "MaxPool3d(kernel_size=(3, 2, 1), stride=(1, 2, 1), pad_mode=PAD)"),
])
def test_pooling_reprs_as_2_10(make, text):
    assert repr(make()) == text


def test_max_pool1d_keeps_its_window_as_the_kernel_it_runs():
    pool = nn.MaxPool1d(3, 2)
    assert (pool.kernel_size, pool.stride) == ((1, 3), (1, 2))
    x = _x((2, 3, 11), 2)
    want = np.stack([x[..., i:i + 3].max(-1) for i in range(0, 9, 2)], -1)
    np.testing.assert_allclose(pool(ms.Tensor(x)).asnumpy(), want)


@pytest.mark.parametrize("cls", ["AdaptiveAvgPool1d", "AdaptiveMaxPool1d"])
def test_adaptive_pool1d_cell_texts(cls):
    cell = getattr(nn, cls)(4)
    with pytest.raises(ValueError, match=f"^For {cls}, the input's last dimension must be "
                       f"divisible by output size 4, but got 11.$"):
        cell(ms.Tensor(_x((2, 3, 11))))
    with pytest.raises(ValueError, match=f"^For {cls}, the input must has 3 dim, but got 2.$"):
        cell(ms.Tensor(_x((3, 12))))
    with pytest.raises(TypeError, match=f"^For {cls}, the x_dtype must be float16 or float32, "
                       "but got Float64.$"):
        cell(ms.Tensor(_x((2, 3, 12)).astype(np.float64)))


def test_adaptive_max_pool3d_indices_are_int32():
    out, idx = nn.AdaptiveMaxPool3d((1, 2, 1), return_indices=True)(ms.Tensor(_x((1, 1, 2, 3, 2))))
    assert idx.dtype == ms.int32 and out.shape == idx.shape == (1, 1, 1, 2, 1)
    assert ops.adaptive_max_pool3d(ms.Tensor(_x((1, 2, 3, 2))), 1, True)[1].dtype == ms.int32


def test_dilated_max_pool_gradient(mode):
    # 2.10 differentiates a dilated 3x3 window (minicell raised JAX's NotImplementedError):
    # each input gets the count of the windows whose max it is
    net = nn.MaxPool2d(3, 1, pad_mode="pad", padding=1, dilation=2)
    x = _x((1, 2, 7, 9), 1)
    y, gx = ms.value_and_grad(net)(ms.Tensor(x))
    xp = np.pad(x, [(0, 0), (0, 0), (1, 1), (1, 1)], constant_values=-np.inf)
    want_y = np.zeros(y.shape, np.float32)
    want_g = np.zeros(xp.shape, np.float32)
    for n, c, i, j in np.ndindex(*y.shape):
        win = xp[n, c, i:i + 5:2, j:j + 5:2]
        a, b = np.unravel_index(np.argmax(win), win.shape)
        want_y[n, c, i, j] = win[a, b]
        want_g[n, c, i + 2 * a, j + 2 * b] += 1
    np.testing.assert_allclose(y.asnumpy(), want_y)
    np.testing.assert_allclose(gx.asnumpy(), want_g[:, :, 1:-1, 1:-1])


# ---- transposed convolution -------------------------------------------------------------------
def _seeded(net):
    for i, p in enumerate(net.get_parameters()):
        p.set_data(ms.Tensor(np.random.RandomState(i).randn(*p.shape).astype(np.float32)))
    return net


def _conv_transpose_ref(x, w, b, stride, out_sp):
    """numpy: scatter each input element times its kernel at stride; (N, Cin, *sp) x
    (Cin, Cout, *k) -> (N, Cout, *out_sp), cropped or zero-extended at the end."""
    k = w.shape[2:]
    full = [(n - 1) * s + kk for n, s, kk in zip(x.shape[2:], stride, k)]
    y = np.zeros(x.shape[:1] + w.shape[1:2] + tuple(max(f, o) for f, o in zip(full, out_sp)))
    for pos in np.ndindex(*x.shape[2:]):
        at = tuple(slice(p * s, p * s + kk) for p, s, kk in zip(pos, stride, k))
        y[(slice(None), slice(None)) + at] += np.einsum("nc,cd...->nd...",
                                                         x[(...,) + pos], w)
    y = y[(slice(None), slice(None)) + tuple(slice(0, o) for o in out_sp)]
    return (y + (0 if b is None else b.reshape((1, -1) + (1,) * len(out_sp)))).astype(np.float32)


@pytest.mark.parametrize("nd", [1, 2, 3])
def test_conv_transpose_valid_with_a_kernel_shorter_than_its_stride(mode, nd):
    # 2.10: out = in * stride + max(k - stride, 0), the tail zeros plus the bias (measured:
    # Conv2dTranspose(4, 2, 2, 3, 'valid') on 2x2 gives 6x6; minicell gave (in-1)*s+k = 5x5)
    cls = {1: nn.Conv1dTranspose, 2: nn.Conv2dTranspose, 3: nn.Conv3dTranspose}[nd]
    net = _seeded(cls(4, 2, 2, 3, "valid", has_bias=True))
    x = _x((1, 4) + (2, 3, 2)[:nd], 5)
    y = net(ms.Tensor(x))
    w = net.weight.asnumpy().reshape((4, 2) + (2,) * nd)
    want = _conv_transpose_ref(x, w, net.bias.asnumpy(), (3,) * nd, [3 * n for n in x.shape[2:]])
    np.testing.assert_allclose(y.asnumpy(), want, rtol=1e-5, atol=1e-5)


def test_conv3d_transpose_primitive_valid_size_and_checks():
    x = ms.Tensor(_x((1, 4, 2, 3, 2), 3))
    w = ms.Tensor(_x((4, 2, 2, 2, 2), 4))
    assert ops.Conv3DTranspose(4, 2, 2, pad_mode="valid", stride=3)(x, w).shape == \
        (1, 2, 6, 9, 6)
    with pytest.raises(ValueError, match=r"^For 'Conv3DTranspose', the depth of parameter "
                       r"'dilation' must be 1, but got 2.$"):
        nn.Conv3dTranspose(4, 2, 2, 3, "valid", dilation=2)
    with pytest.raises(TypeError, match="^For 'Conv3DTranspose', the 'mode' must be int"):
        ops.Conv3DTranspose(4, 2, 2, "valid")
    with pytest.raises(ValueError, match=r"the parameter 'stride' must be an positive integer "
                       r"or a tuple of three positive integer, but got \(1, 1, 2, 3, 4\)"):
        ops.Conv3DTranspose(4, 2, 2, pad_mode="valid", stride=(1, 1, 2, 3, 4))


# ---- LayerNorm axes ---------------------------------------------------------------------------
@pytest.mark.parametrize("norm_axis, params_axis, bad, value", [
    (-2, -2, "begin_norm_axis", -2), (2, -2, "begin_params_axis", -2),
    (4, 2, "begin_norm_axis", 4), (-5, 2, "begin_norm_axis", -5)])
def test_layer_norm_axes_are_minus_one_to_rank(mode, norm_axis, params_axis, bad, value):
    # 2.10's LayerNorm infer: [-1, rank) for both axes (measured; -2 fails though in range)
    x = ms.Tensor(_x((2, 3, 4, 6)))
    text = (f"^For primitive\\[LayerNorm\\], input_x's rank is 4, while the '{bad}' value "
            f"should be in the range \\[-1, 4\\), but got {value}$")
    with pytest.raises(RuntimeError, match=text):
        nn.LayerNorm((4, 6), norm_axis, params_axis)(x)
    g = ms.Tensor(np.ones((4, 6), np.float32))
    with pytest.raises(RuntimeError, match=text):
        ops.LayerNorm(norm_axis, params_axis)(x, g, g)


def test_layer_norm_primitive_gamma_checks():
    x = ms.Tensor(_x((2, 3, 4, 6)))
    g = ms.Tensor(np.ones((4, 6), np.float32))
    with pytest.raises(ValueError, match=r"But got begin_params_axis: 0, input_x shape size: 4, "
                       r"gamma shape size: 2, beta shape size: 2.$"):
        ops.LayerNorm(0, 0)(x, g, g)
    with pytest.raises(ValueError, match=r"^For 'LayerNorm', gamma or beta shape must match "
                       r"input shape, but got input shape: \[const vector\]\{2, 3, 4, 6\}, gamma "
                       r"shape: \[const vector\]\{4, 6\}, beta shape: \[const vector\]\{4, 6\}.$"):
        ops.LayerNorm(-1, -1)(x, g, g)
    y, mean, var = ops.LayerNorm(2, 2)(x, g, g * 0)
    xn = x.asnumpy()
    m = xn.mean((2, 3), keepdims=True)
    np.testing.assert_allclose(y.asnumpy(), (xn - m) / np.sqrt(xn.var((2, 3), keepdims=True)
                                                               + 1e-7), rtol=1e-4, atol=1e-5)


# ---- dropout reprs ----------------------------------------------------------------------------
@pytest.mark.parametrize("make, text", [
    (lambda: nn.Dropout2d(0.3), "Dropout2d(p=0.7)"),      # 2.10 prints its keep probability
    (lambda: nn.Dropout3d(1.0), "Dropout3d(p=0.0)"),
    (lambda: nn.Dropout1d(0.3), "Dropout1d()"),
    (lambda: ms.mint.nn.Dropout(0.3), "DropoutExt()"),
    (lambda: ms.mint.nn.Dropout2d(0.3), "Dropout2dExt()"),
    (lambda: nn.Dropout(p=0.3), "Dropout(p=0.3)"),
])
def test_dropout_reprs_as_2_10(make, text):
    assert repr(make()) == text
    assert nn.Dropout2d(0.25).keep_prob == 0.75


def test_dense_repr_shows_has_bias_only_when_true():
    assert repr(nn.Dense(4, 3, has_bias=False)) == "Dense(input_channels=4, output_channels=3)"
    assert repr(nn.Dense(4, 3)) == "Dense(input_channels=4, output_channels=3, has_bias=True)"
    assert repr(nn.Dense(4, 3, has_bias=False, activation="relu")) == (
        "Dense(\n  input_channels=4, output_channels=3, activation=ReLU()\n"
        "  (activation): ReLU()\n)")


# ---- mint.nn reprs ----------------------------------------------------------------------------
@pytest.mark.parametrize("make, text", [
    (lambda: ms.mint.nn.Conv2d(3, 4, 3, padding="same", dilation=2),
     "Conv2d(input_channels=3, output_channels=4, kernel_size=(3, 3), stride=(1, 1), "
     "padding=same, dilation=(2, 2), groups=1, bias=True)"),
    (lambda: ms.mint.nn.Conv2d(3, 6, [3, 1], stride=[1, 2], padding=[2, 0], dilation=[1, 2],
                               groups=3, bias=False),
     "Conv2d(input_channels=3, output_channels=6, kernel_size=(3, 1), stride=(1, 2), "
     "padding=(2, 0), dilation=(1, 2), groups=3, bias=False)"),
    (lambda: ms.mint.nn.Conv1d(3, 4, (3,), padding=(1,), stride=2, bias=False),
     "Conv1d(input_channels=3, output_channels=4, kernel_size=(3,), stride=(2,), "
     "padding=(1,), dilation=(1,), groups=1, bias=False)"),
    (lambda: ms.mint.nn.Conv3d(3, 2, 2, padding=1, stride=2),
     "Conv3d(input_channels=3, output_channels=2, kernel_size=(2, 2, 2), stride=(2, 2, 2), "
     "padding=(1, 1, 1), dilation=(1, 1, 1), groups=1, bias=True)"),
    (lambda: ms.mint.nn.ConvTranspose2d(3, 2, 3, stride=2, padding=1, output_padding=1),
     "ConvTranspose2d(input_channels=3, output_channels=2, kernel_size=(3, 3), stride=(2, 2), "
     "padding=(1, 1), dilation=(1, 1), groups=1, bias=True)"),
    (lambda: ms.mint.nn.AdaptiveAvgPool2d((3, None)), "AdaptiveAvgPool2d(output_size=(3, None))"),
    (lambda: ms.mint.nn.AdaptiveMaxPool1d(3),
     "AdaptiveMaxPool1d(output_size=3, return_indices=False)"),
    (lambda: ms.mint.nn.AvgPool1d(3), "AvgPool1dExt()"),
    (lambda: ms.mint.nn.AvgPool2d(3), "AvgPool2dExt()"),
    (lambda: ms.mint.nn.AvgPool3d(3), "AvgPool3dExt()"),
    (lambda: ms.mint.nn.Upsample(size=3), "UpsampleExt()"),
    (lambda: ms.mint.nn.Softmax(1), "SoftmaxExt()"),
    (lambda: ms.mint.nn.Hardshrink(0.3), "HShrink()"),
    (lambda: ms.mint.nn.Unfold(2), "UnfoldExt()"),
])
def test_mint_layer_reprs_as_2_10(make, text):
    assert repr(make()) == text


def test_mint_conv1d_takes_one_tuples():
    net = ms.mint.nn.Conv1d(3, 4, (3,), padding=(1,), stride=(2,), bias=False)
    assert net(ms.Tensor(np.ones((1, 3, 7), np.float32))).shape == (1, 4, 4)


@pytest.mark.parametrize("make, shape", [
    (lambda: nn.MaxPool3d(2, 2), (2, 2, 3, 3)),
    (lambda: nn.AvgPool3d(2, 2, "pad", 1), (2, 3, 4, 4)),
])
def test_3d_pool_of_an_unbatched_input(mode, make, shape):
    # (C, D, H, W): 2.10 pools D, H, W in both modes (minicell's GRAPH_MODE took it as NCHW)
    x = _x((2, 5, 6, 7))
    y = make()(ms.Tensor(x))
    assert y.shape == shape
    if shape == (2, 2, 3, 3):
        want = x[:, :4, :6, :6].reshape(2, 2, 2, 3, 2, 3, 2).max((2, 4, 6))
        np.testing.assert_allclose(y.asnumpy(), want)


# ---- 2.10's in-graph Python checks: quoted in GRAPH_MODE -----------------------------------
@pytest.mark.parametrize("make, text", [
    (lambda: nn.Flatten(2, 1), "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    (lambda: nn.Upsample(scale_factor=2.0, mode="bilinear"),
     "For 'interpolate', 'scale_factor' option cannot currently be set with the mode = "
     "bilinear and dim = 4D."),
    (lambda: nn.Upsample(size=(4, 4), mode="nearest", align_corners=True),
     "For 'interpolate', 'align_corners' option cannot currently be set with the mode = "
     "nearest, and dim = 4D"),
])
def test_in_graph_python_checks_are_quoted_in_graph_mode(mode, make, text):
    # measured: GRAPH_MODE gives "'For 'flatten', ...'", PYNATIVE_MODE the plain text
    want = f"'{text}'" if mode == ms.GRAPH_MODE else text
    with pytest.raises(ValueError) as info:
        make()(ms.Tensor(np.ones((1, 2, 3, 4), np.float32)))
    assert str(info.value) == want


# ---- reflection padding past the edge ---------------------------------------------------------
@pytest.mark.parametrize("make, shape, text", [
    (lambda: nn.ReflectionPad1d((6, 0)), (1, 2, 5), r"\[6\], \[0\] not less than \[5\]"),
    (lambda: nn.ReflectionPad2d((0, 0, 0, 4)), (1, 2, 4, 5), r"\[0\], \[4\] not less than \[4\]"),
    (lambda: nn.ReflectionPad3d((0, 0, 0, 0, 3, 0)), (1, 2, 3, 4, 5),
     r"\[3\], \[0\] not less than \[3\]"),
])
def test_reflection_pad_layers_run_mirror_pad(mode, make, shape, text):
    with pytest.raises(ValueError, match="^For 'MirrorPad', paddings must be no greater than "
                       "the dimension size: " + text + "$"):
        make()(ms.Tensor(np.ones(shape, np.float32)))


def test_ops_pad_reflect_text():
    with pytest.raises(ValueError, match=r"but got: padding \(5,0\) at dimension 2 of "
                       r"input:\[5\]$"):
        ops.pad(ms.Tensor(np.ones((1, 2, 5), np.float32)), (5, 0), mode="reflect")


def test_embedding_at_a_negative_index_gets_no_gradient(mode):
    # 2.10: -1 looks up the last row, and its gradient (UnsortedSegmentSum) drops the index
    net = _seeded(nn.Embedding(5, 3))
    ids = ms.Tensor(np.array([-1, 1, 1], np.int32))
    out, (grad,) = ms.value_and_grad(net, None, net.trainable_params())(ids)
    table = net.embedding_table.asnumpy()
    np.testing.assert_allclose(out.asnumpy(), table[[4, 1, 1]])
    want = np.zeros((5, 3), np.float32)
    want[1] = 2
    np.testing.assert_allclose(grad.asnumpy(), want)


@pytest.mark.parametrize("make, state", [
    (lambda: nn.RNNCell(3, 4), lambda h: h), (lambda: nn.GRUCell(3, 4), lambda h: h),
    (lambda: nn.LSTMCell(3, 4), lambda h: (h, h))])
def test_rnn_cells_take_2d_steps_only(make, state):
    # 2.10's cells run MatMul: a 1-d input or state is its ValueError (measured)
    x, h = ms.Tensor(_x((2, 3))), ms.Tensor(_x((2, 4)))
    for args in ((x[0], state(h[0])), (x, state(h[0]))):
        with pytest.raises(ValueError, match="^MatMul inputs should have the same dimension "
                           "size and equal to 2.$"):
            make()(*args)
