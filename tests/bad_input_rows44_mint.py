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
constructor (2.10 makes its primitive there); mint.nn.L1Loss is nn.L1LossExt (its texts name
'L1LossExt').
Still different (measured, left): Conv2d(0, ...) / Conv2d(3, 0, ...) (2.10: the initializer's
shape text; minicell.nn's own check), BatchNorm1d(0) / Embedding(0, 2) (2.10 accepts),
mint.nn.functional texts listed in the round's report (pool and unfold ranks, normalize,
batch_norm shapes, gelu's enum, glu, prelu, elu/threshold argument types, pixel_shuffle,
interpolate's mode list: 2.10's mint interpolate takes 5 modes), and the calls 2.10's CPU has
no kernel for (cross_entropy, embedding, one_hot, hardtanh, max_pool2d, avg_pool1d).
"""
import itertools
import re

import numpy as np
from minicell import Tensor, mint


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
