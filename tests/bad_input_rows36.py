"""Rows of ``test_bad_input_catalogue36``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on).

- mint: ``sort``'s SortExt dim range, ``split``'s split_tensor size, ``flatten`` checking both
  dims' range before their order, ``diag``'s rank failure (a RuntimeError), ``linspace``'s
  LinSpaceExt steps, ``randperm``'s RandpermExt ``n``, ``unique``'s UniqueDim dim range (also
  ``Tensor.unique``);
- nn/ops: ``glu``'s dim range, AdaptiveMaxPool1d's and AdaptiveAvgPool2D's ``output_size``
  checks, ``pixel_unshuffle``'s divisibility, BiDense's input widths, SoftShrink's ``lambd``;
- mint's Ext primitives' shape checks: bmm (BatchMatMulExt), mm (Mm), trace (TraceExt),
  triu/tril, eye, arange (Arange), zeros/ones/full (Zeros/Ones/FillScalar);
- ``ops.gather``/``Tensor.gather``'s axis range in Gather's text (its ']' too); ``max``/``min``
  with an axis out of range (ArgMaxWithValue/ArgMinWithValue); ``moveaxis``/``movedim``'s
  validator text; ``diagonal``'s dims' 'Dimension out of range'; ``Tensor.cumsum``'s and
  ``numpy.cumsum``'s axis (the validator's text; ``ops.cumsum`` keeps CumSum's).
"""
import numpy as np

import minicell as ms
from minicell import Tensor, mint, nn, ops


def f32(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mint.sort dim 2': (lambda: mint.sort(f32(2, 3), dim=2),
        ValueError, 'For primitive[SortExt], the dim must be in [-2,2), but got 2.'),
    'mint.sort dim -3': (lambda: mint.sort(f32(2, 3), dim=-3),
        ValueError, 'For primitive[SortExt], the dim must be in [-2,2), but got -3.'),
    'mint.split size 0': (lambda: mint.split(f32(2, 3), 0),
        ValueError, "For 'split_tensor', split_size must be positive, but got 0."),
    'mint.split size -1': (lambda: mint.split(f32(2, 3), -1),
        ValueError, "For 'split_tensor', split_size must be positive, but got -1."),
    'mint.flatten end 3': (lambda: mint.flatten(f32(2, 3), 0, 3),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint.flatten start 3 end 0': (lambda: mint.flatten(f32(2, 3), 3, 0),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint.flatten end -3': (lambda: mint.flatten(f32(2, 3), 0, -3),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got -3)'),
    'mint.diag 4-d': (lambda: mint.diag(f32(1, 2, 4, 4)),
        RuntimeError, 'Failure info [For diag, the shape of input must 1 or 2, but got 4.].'),
    'mint.diag 0-d': (lambda: mint.diag(Tensor(1.0)),
        RuntimeError, 'Failure info [For diag, the shape of input must 1 or 2, but got 0.].'),
    'mint.linspace steps -1': (lambda: mint.linspace(0, 1, -1),
        ValueError, 'For primitive[LinSpaceExt], the steps must be greater than 0, but got -1.'),
    'mint.linspace steps 0': (lambda: mint.linspace(0, 1, 0),
        ValueError, 'For primitive[LinSpaceExt], the steps must be greater than 0, but got 0.'),
    'mint.randperm -1': (lambda: mint.randperm(-1),
        ValueError, "For 'RandpermExt', the input 'n' must be >= 0, but got data: -1."),
    'mint.unique dim 3': (lambda: mint.unique(f32(2, 3), dim=3),
        ValueError, "For 'UniqueDim', the value of 'dim' should be in [-2, 2), but got 3"),
    'Tensor.unique dim -3': (lambda: f32(2, 3).unique(dim=-3),
        ValueError, "For 'UniqueDim', the value of 'dim' should be in [-2, 2), but got -3"),
    'ops.glu axis 5': (lambda: ops.glu(f32(2, 4), 5),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 5)'),
    'nn.GLU axis -3': (lambda: nn.GLU(axis=-3)(f32(2, 4)),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got -3)'),
    'nn.AdaptiveMaxPool1d 0': (lambda: nn.AdaptiveMaxPool1d(0),
        ValueError, "For 'AdaptiveMaxPool1d', the 'output_size' must be int and must >= 1, but "
                    "got '0' with type 'int'."),
    'nn.AdaptiveAvgPool2d -1': (lambda: nn.AdaptiveAvgPool2d(-1),
        ValueError, "For 'AdaptiveAvgPool2D', the argument 'output_size[0]' must >= 0, but got "
                    "-1."),
    'nn.AdaptiveAvgPool2d str': (lambda: nn.AdaptiveAvgPool2d('a'),
        TypeError, "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of "
                   "'['int', 'tuple']', but got type 'str'."),
    'nn.AdaptiveAvgPool2d 3 sizes': (lambda: nn.AdaptiveAvgPool2d((1, 2, 3)),
        ValueError, "For 'AdaptiveAvgPool2D', the 'length of output_size' must be int and must = "
                    "2, but got '3' with type 'int'."),
    'nn.AdaptiveAvgPool2d float item': (lambda: nn.AdaptiveAvgPool2d((1, 1.5)),
        TypeError, "For 'AdaptiveAvgPool2D', the type of 'output_size[1]' should be one of "
                   "'['int', 'NoneType']', but got type 'float'."),
    'nn.AdaptiveAvgPool3d -1': (lambda: nn.AdaptiveAvgPool3d(-1),
        ValueError, "For 'AdaptiveAvgPool3D', the argument 'output_size[0]' must >= 0, but got "
                    "-1."),
    'ops.pixel_unshuffle 3': (lambda: ops.pixel_unshuffle(f32(1, 2, 4, 4), 3),
        ValueError, "For 'pixel_unshuffle', the length of second to last 2 dimension should be "
                    "divisible by downscale_factor."),
    'nn.BiDense input1': (lambda: nn.BiDense(2, 2, 2)(f32(4), f32(4)),
        ValueError, "For 'BiDense', the last dimension of 'input1' must be same as "
                    "'in1_channels', but got 4 of 'input1' and 2 of 'in1_channels'"),
    'nn.BiDense input2': (lambda: nn.BiDense(3, 2, 2)(f32(2, 3), f32(2, 3)),
        ValueError, "For 'BiDense', the last dimension of 'input2' must be same as "
                    "'in2_channels', but got 3 of 'input2' and 2 of 'in2_channels'"),
    'ops.softshrink lambd -0.5': (lambda: ops.softshrink(f32(2, 3), -0.5),
        RuntimeError, "For 'SoftShrink', the values for lambd should be greater or equal to 0, "
                      ", but found to be [-0.5]."),
    'mint.bmm 2-d mat2': (lambda: mint.bmm(f32(1, 2, 4), f32(2, 3)),
        ValueError, "For 'BatchMatMulExt', the input 'y' must be a 3D dimensional Tensor, but got "
                    "2D shape [const vector]{2, 3}"),
    'mint.bmm 2-d input': (lambda: mint.bmm(f32(2, 3), f32(2, 3)),
        ValueError, "For 'BatchMatMulExt', the input 'x' must be a 3D dimensional Tensor, but got "
                    "2D shape [const vector]{2, 3}"),
    'mint.bmm inner sizes': (lambda: mint.bmm(f32(1, 2, 4), f32(1, 2, 4)),
        ValueError, "For BatchMatMulExt, the row of the input 'y' should be same as the col of "
                    "the input 'x', with x shape [const vector]{1, 2, 4}, y shape "
                    "[const vector]{1, 2, 4}"),
    'mint.mm 1-d mat2': (lambda: mint.mm(f32(2, 3), f32(4)),
        ValueError, "For 'Mm' op, mat2's rank should be 2, but got 1"),
    'mint.mm 4-d input': (lambda: mint.mm(f32(1, 2, 4, 4), f32(2, 3)),
        ValueError, "For 'Mm' op, input's rank should be 2, but got 4"),
    'mint.trace 1-d': (lambda: mint.trace(f32(4)),
        RuntimeError, 'For Primitive[TraceExt], the rank of the input must be 2, but got 1!'),
    'mint.triu 1-d': (lambda: mint.triu(f32(4)),
        ValueError, 'For primitive[Triu], the rank of input must be greater than or equal to 2, '
                    'but got 1.'),
    'mint.tril 0-d': (lambda: mint.tril(Tensor(1.0)),
        ValueError, "For primitive[TrilExt], the input's rank must be greater than or equal to 2, "
                    "but got 0."),
    'mint.eye n -1': (lambda: mint.eye(-1),
        ValueError, 'Eye error: n value can not be negative.'),
    'mint.eye m -1': (lambda: mint.eye(2, -1),
        ValueError, 'Eye error: m value can not be negative.'),
    'mint.arange step 0': (lambda: mint.arange(0, 10, 0),
        ValueError, 'For Arange, step must not be zero.'),
    'mint.arange end < start': (lambda: mint.arange(10, 0, 1),
        ValueError, 'For Arange, step cannot be positive when end < start.'),
    'mint.arange end > start': (lambda: mint.arange(0, 10, -1),
        ValueError, 'For Arange, step cannot be negative when end > start.'),
    'mint.zeros -1': (lambda: mint.zeros((-1, 2)),
        ValueError, 'For primitive[Zeros], the the 0th dimension of input shape must be greater '
                    'than or equal to 0, but got -1.'),
    'mint.ones -3': (lambda: mint.ones((2, -3)),
        ValueError, 'For primitive[Ones], the 1th dimension of input shape must be greater than '
                    'or equal to 0, but got -3.'),
    'mint.full -1': (lambda: mint.full((-1,), 1.0),
        ValueError, 'For primitive[FillScalar], the the 0th dimension of input shape must be '
                    'greater than or equal to 0, but got -1.'),
    'ops.gather axis 2': (lambda: ops.gather(f32(2, 3), Tensor([0], ms.int32), 2),
        ValueError, 'For primitive[Gather], the axis must be in [-2,2], but got 2.'),
    'Tensor.gather axis -3': (lambda: f32(2, 3).gather(Tensor([0], ms.int32), -3),
        ValueError, 'For primitive[Gather], the axis must be in [-2,2], but got -3.'),
    'Tensor.max axis 3': (lambda: f32(2, 3).max(axis=3),
        ValueError, 'For primitive[ArgMaxWithValue], the axis must be in [-2,2), but got 3.'),
    'ops.min axis -3': (lambda: ops.min(f32(2, 3), -3),
        ValueError, 'For primitive[ArgMinWithValue], the axis must be in [-2,2), but got -3.'),
    'ops.movedim destination 5': (lambda: ops.movedim(f32(2, 3), 0, 5),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 5."),
    'Tensor.moveaxis source 5': (lambda: f32(2, 3).moveaxis(5, 0),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 5."),
    'ops.diagonal dim2 5': (lambda: ops.diagonal(f32(2, 3), 0, 0, 5),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 5)'),
    'Tensor.diagonal dim1 5': (lambda: f32(2, 3).diagonal(0, 5, 1),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 5)'),
    'Tensor.cumsum axis 4': (lambda: f32(2, 3).cumsum(axis=4),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 4."),
    'Tensor.cumsum dim -3': (lambda: f32(2, 3).cumsum(dim=-3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    'numpy.cumsum axis 4': (lambda: ms.numpy.cumsum(f32(2, 3), 4),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 4."),
}
