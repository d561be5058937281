"""Rows of ``test_bad_input_catalogue44`` (mint.nn convolution constructors and mint.nn losses
with a bad ``reduction``): MindSpore 2.10's exception type and text for each call (measured on
2.10 CPU, one case per process, pynative_synchronize on; /tmp/s61/bad44/w/mint.py, mint2.py
with /tmp/s61/bad44/run.py).
Fixed in this round: mint.nn.Conv1d/2d/3d and ConvTranspose2d check their arguments as 2.10's
mint _Conv does (groups a positive int dividing both channel counts: 'in_channels must be
divisible by groups.'; a padding string 'same' or 'valid', 'same' only with unit strides; the
padding mode after those, its text printing the set of modes; ConvTranspose2d's 'Only "zeros"
padding mode ...'); mint.nn.MSELoss / NLLLoss / SmoothL1Loss / CosineEmbeddingLoss take any
``reduction`` and their call refuses a bad one with 2.10's enum text (they were minicell.nn's
classes, which refuse it in the constructor); mint.nn.BCEWithLogitsLoss refuses it in the
constructor (2.10 makes its primitive there); mint.nn.functional.softmax / mint.softmax
with a dim not an int (2.10 names it 'dim'); mint's interpolate (and Upsample) takes 2.10's five
modes, checked first; the rank texts of mint's avg_pool2d, adaptive_avg_pool2d/3d, unfold
(Unfold) and fold (Fold, which takes an unbatched input as 2.10); normalize's dim out of range;
linear's Dense texts (a 1-d weight now works, as 2.10); gelu's approximate read as an enum;
glu's odd halving dimension; batch_norm's statistics / weight sizes; mse_loss's shapes that
do not broadcast (MSELossExt's text); pixel_shuffle's channels (mint.nn.PixelShuffle is 2.10's
mint Cell over it); mint.nn.L1Loss is nn.L1LossExt (its texts name 'L1LossExt').
Still different (measured, left): Conv2d(0, ...) / Conv2d(3, 0, ...) (2.10: the initializer's
shape text; minicell.nn's own check), BatchNorm1d(0) / Embedding(0, 2) (2.10 accepts),
mint.nn.functional texts (prelu, elu/threshold argument types, conv2d channels, log_softmax
dim str), the GRAPH_MODE calls, and the calls 2.10's CPU has no kernel for (cross_entropy,
embedding, one_hot, hardtanh, max_pool2d, avg_pool1d).
"""
import itertools
import re

import numpy as np
from minicell import Tensor, mint
from minicell.mint.nn import functional as MF


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.zeros(s, np.int64))


def set_text(pattern, names):
    """A pattern of 2.10's text printing a Python set of ``names`` (its order is the
    interpreter's): ``pattern`` holds ``{}`` where the set goes."""
    sets = ["{" + ", ".join(repr(n) for n in p) + "}" for p in itertools.permutations(names)]
    head, tail = pattern.split("{}")
    return "^" + re.escape(head) + "(" + "|".join(map(re.escape, sets)) + ")" + \
        re.escape(tail) + "$"


_PAD = set_text("The value of 'padding' must be one of '{}', but got xx.", ("same", "valid"))
_MODE = set_text("The value of 'padding_mode' must be one of '{}', but got abc.",
                 ("reflect", "zeros", "replicate", "circular"))
_SAME = "padding='same' is not supported for strided convolutions"
_IN = "in_channels must be divisible by groups."
_OUT = "out_channels must be divisible by groups."
_MSE = ("For 'MSELossExt', input.shape and target.shape need to broadcast. The value of "
        "input.shape[2] or target.shape[2] must be 1 when they are not the same, but got "
        "input.shape = [2, 3] and target.shape = [3, 2]")
_SHUFFLE = ("PixelShuffle expects its input's 'channel' dimension to be divisible by the square "
            "of upscale_factor, but input.shape(-3)=3 is not divisible by 4")
_INTERP = ("For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', 'bicubic', "
           "'trilinear']', but got {}")

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mint Conv2d groups in': (lambda: mint.nn.Conv2d(3, 4, 3, groups=2), ValueError, _IN),
    'mint Conv2d groups out': (lambda: mint.nn.Conv2d(4, 3, 3, groups=2), ValueError, _OUT),
    'mint Conv1d groups': (lambda: mint.nn.Conv1d(3, 4, 3, groups=2), ValueError, _IN),
    'mint Conv3d groups': (lambda: mint.nn.Conv3d(3, 4, 3, groups=2), ValueError, _IN),
    'mint ConvTranspose2d groups in': (lambda: mint.nn.ConvTranspose2d(3, 4, 3, groups=2),
        ValueError, _IN),
    'mint ConvTranspose2d groups out': (lambda: mint.nn.ConvTranspose2d(4, 3, 3, groups=2),
        ValueError, _OUT),
    'mint ConvTranspose2d padding_mode': (
        lambda: mint.nn.ConvTranspose2d(3, 4, 3, padding_mode='reflect'), ValueError,
        'Only "zeros" padding mode is supported for ConvTranspose2d'),
    'mint Conv2d groups 0': (lambda: mint.nn.Conv2d(3, 4, 3, groups=0), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'mint Conv2d same stride': (lambda: mint.nn.Conv2d(3, 4, 3, padding='same', stride=2),
        ValueError, _SAME),
    'mint Conv2d same stride tuple': (
        lambda: mint.nn.Conv2d(3, 4, 3, padding='same', stride=(1, 2)), ValueError, _SAME),
    'mint Conv1d same stride': (lambda: mint.nn.Conv1d(3, 4, 3, padding='same', stride=2),
        ValueError, _SAME),
    'mint Conv3d same stride': (lambda: mint.nn.Conv3d(3, 4, 3, padding='same', stride=2),
        ValueError, _SAME),
    'mint Conv2d stride 0': (lambda: mint.nn.Conv2d(3, 4, 3, stride=0), ValueError,
        "For 'Conv2d', the 'stride item' must be int and must > 0, but got '0' with type "
        "'int'."),
    'mint MSELoss reduction': (lambda: mint.nn.MSELoss(reduction='xx')(F(2, 3), F(2, 3)),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of \'MSELossExt\' '
                    'to enum.'),
    'mint NLLLoss reduction': (lambda: mint.nn.NLLLoss(reduction='xx')(F(2, 3), I(2)),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of \'nllloss\' to '
                    'enum.'),
    'mint SmoothL1Loss reduction': (
        lambda: mint.nn.SmoothL1Loss(reduction='xx')(F(2, 3), F(2, 3)), ValueError,
        'Failed to convert the value "xx" of input \'reduction\' of \'smooth_l1_loss\' to '
        'enum.'),
    'mint CosineEmbeddingLoss reduction': (
        lambda: mint.nn.CosineEmbeddingLoss(reduction='xx')(F(2, 3), F(2, 3), F(2)),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of '
                    '\'CosineEmbeddingLoss\' to enum.'),
    'mint BCEWithLogitsLoss reduction': (lambda: mint.nn.BCEWithLogitsLoss(reduction='xx'),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of '
                    '\'BCEWithLogitsLoss\' to enum.'),
    'mint KLDivLoss reduction': (lambda: mint.nn.KLDivLoss(reduction='xx')(F(2, 3), F(2, 3)),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of \'KLDiv\' to '
                    'enum.'),
    'mint L1Loss reduction': (lambda: mint.nn.L1Loss(reduction='xx'), ValueError,
        "For 'L1LossExt', the 'reduction' must be in ['mean', 'sum', 'none'], but got xx."),
    'mint BCELoss reduction': (lambda: mint.nn.BCELoss(reduction='xx'), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got xx."),
}

# 2.10's text goes on with its C++ call stack (these are the text up to there)
ROWS.update({
    'mint.nn.functional softmax dim float': (lambda: MF.softmax(F(2, 3), dim=1.0), TypeError,
        " the type of 'dim' must be 'int', but got '1.0' with type 'float'."),
    'mint softmax dim str': (lambda: mint.softmax(F(2, 3), dim='a'), TypeError,
        " the type of 'dim' must be 'int', but got 'a' with type 'str'."),
    'mint.nn.functional interpolate area': (
        lambda: MF.interpolate(F(1, 1, 2, 2), scale_factor=2.0, mode='area'), ValueError,
        _INTERP.format('area')),
    'mint.nn.functional interpolate nearest-exact': (
        lambda: MF.interpolate(F(1, 1, 2, 2), scale_factor=2.0, mode='nearest-exact'),
        ValueError, _INTERP.format('nearest-exact')),
    'mint.nn.functional interpolate xx': (
        lambda: MF.interpolate(F(1, 1, 2, 2), scale_factor=2.0, mode='xx'), ValueError,
        _INTERP.format('xx')),
    'mint Upsample mode': (
        lambda: mint.nn.Upsample(scale_factor=2.0, mode='xx')(F(1, 1, 2, 2)), ValueError,
        _INTERP.format('xx')),
    'mint.nn.functional avg_pool2d rank 2': (lambda: MF.avg_pool2d(F(4, 4), 2), ValueError,
        "For primitive[AvgPool2D], the input rank must be in [3,4], but got 2."),
    'mint.nn.functional avg_pool2d rank 5': (lambda: MF.avg_pool2d(F(1, 1, 1, 4, 4), 2),
        ValueError, "For primitive[AvgPool2D], the input rank must be in [3,4], but got 5."),
    'mint.nn.functional adaptive_avg_pool2d rank': (
        lambda: MF.adaptive_avg_pool2d(F(4), 2), ValueError,
        "For primitive[AdaptiveAvgPool2DExt], the dim of x must be in [3,4], but got 1."),
    'mint.nn.functional adaptive_avg_pool3d rank': (
        lambda: MF.adaptive_avg_pool3d(F(4, 4), 2), ValueError,
        "For primitive[AdaptiveAvgPool3DExt], the the rank of x must be in [4,5], but got 2."),
    'mint.nn.functional unfold rank': (lambda: MF.unfold(F(4, 4), 2), ValueError,
        "For primitive[Im2ColExt], the input rank must be in [4,4], but got 2."),
    'mint Unfold rank': (lambda: mint.nn.Unfold(2)(F(4, 4)), ValueError,
        "For primitive[Im2ColExt], the input rank must be in [4,4], but got 2."),
    'mint.nn.functional fold rank': (lambda: MF.fold(F(4), (4, 4), 2), ValueError,
        "For primitive[Col2ImExt], the input rank must be in [2,3], but got 1."),
    'mint Fold rank': (lambda: mint.nn.Fold((4, 4), 2)(F(4)), ValueError,
        "For primitive[Col2ImExt], the input rank must be in [2,3], but got 1."),
    'mint.nn.functional normalize dim': (lambda: MF.normalize(F(2, 3), dim=3), ValueError,
        "For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 3."),
    'mint.nn.functional normalize dim -3': (lambda: MF.normalize(F(2, 3), dim=-3), ValueError,
        "For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got -3."),
    'mint.nn.functional linear shapes': (lambda: MF.linear(F(2, 3), F(4, 2)), ValueError,
        "Dense shape error, got x_col: 3, w_row: 2. In Dense x_col and w_row should be equal. "
        "if the dim of w is 2."),
    'mint.nn.functional linear weight 1-d': (lambda: MF.linear(F(2, 3), F(4)), ValueError,
        "The value of x.shape[-1] should be equal to w.shape[0] if the dim of w is 1."),
    'mint.nn.functional gelu approximate str': (lambda: MF.gelu(F(2), approximate='xx'),
        ValueError, 'Failed to convert the value "xx" of input \'approximate\' of \'gelu\' to '
                    'enum.'),
    'mint.nn.functional gelu approximate int': (lambda: MF.gelu(F(2), approximate=1),
        TypeError, "gelu(): argument 'approximate' must be string but got int."),
    'mint.nn.functional glu odd': (lambda: MF.glu(F(2, 3)), RuntimeError,
        "For GLU, halving dimension must be even, but dimension -1 is size 3."),
    'mint.nn.functional glu dim 0 odd': (lambda: MF.glu(F(3, 2), dim=0), RuntimeError,
        "For GLU, halving dimension must be even, but dimension 0 is size 3."),
    'mint.nn.functional batch_norm mean': (lambda: MF.batch_norm(F(2, 3), F(4), F(4)),
        ValueError, "For BatchNormExt, the running_mean.shape[0] should be equal to input's "
                    "channel dimension, but got 4 and 3"),
    'mint.nn.functional batch_norm var': (lambda: MF.batch_norm(F(2, 3), F(3), F(4)),
        ValueError, "For BatchNormExt, the runnning_var.shape[0] should be equal to input's "
                    "channel dimension, but got 4 and 3"),
    'mint.nn.functional batch_norm weight': (
        lambda: MF.batch_norm(F(2, 3), F(3), F(3), weight=F(4)), ValueError,
        "For BatchNormExt, the weight.shape[0] should be equal to input's channel dimension, "
        "but got 4 and 3"),
    'mint.nn.functional mse_loss shapes': (lambda: MF.mse_loss(F(2, 3), F(3, 2)), ValueError,
        _MSE),
    'mint MSELoss shapes': (lambda: mint.nn.MSELoss()(F(2, 3), F(3, 2)), ValueError, _MSE),
    'mint.nn.functional pixel_shuffle channels': (lambda: MF.pixel_shuffle(F(1, 3, 2, 2), 2),
        ValueError, _SHUFFLE),
    'mint PixelShuffle channels': (lambda: mint.nn.PixelShuffle(2)(F(1, 3, 2, 2)), ValueError,
        _SHUFFLE),
})

# name: (call, 2.10's exception type, pattern of 2.10's text)
PATTERN_ROWS = {
    'mint Conv2d padding str': (lambda: mint.nn.Conv2d(3, 4, 3, padding='xx'), ValueError,
        _PAD),
    'mint Conv1d padding str': (lambda: mint.nn.Conv1d(3, 4, 3, padding='xx'), ValueError,
        _PAD),
    'mint Conv3d padding str': (lambda: mint.nn.Conv3d(3, 4, 3, padding='xx'), ValueError,
        _PAD),
    'mint Conv2d padding_mode': (lambda: mint.nn.Conv2d(3, 4, 3, padding_mode='abc'),
        ValueError, _MODE),
    'mint Conv1d padding_mode': (lambda: mint.nn.Conv1d(3, 4, 3, padding_mode='abc'),
        ValueError, _MODE),
}
