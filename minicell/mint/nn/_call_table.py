"""2.10's TypeError for a mint.nn layer called with a string, None, a Python number or a list
where it takes a Tensor, measured on 2.10 CPU (bad-input catalogue round 19): class name ->
(text, checks). The text is a ``Failed calling`` call text with a ``{i}`` field for the type of
the call's i-th input, or (starting with ``!``) a whole message with ``{cls}`` for the value's
class (``{name}`` its name); a check ``i=KINDS`` lists what 2.10 refuses as the i-th input (``N``
None, ``f`` a Python number, ``l`` a list or tuple, ``s`` a string). Only mint's own classes use
it (``mint._operands.install_layers``)."""
LAYERS = {
    'AdaptiveAvgPool1d': ('AdaptiveAvgPool1D()(input={0}, output_size=int)', '0=Nfls'),
    'AdaptiveAvgPool2d': (
        'AdaptiveAvgPool2DExt()(input={0}, output_size=Tuple<int, int>)'
        , '0=Nfls'),
    'AdaptiveAvgPool3d': (
        'AdaptiveAvgPool3DExt()(input={0}, output_size=Tuple<int, int, int>)'
        , '0=Nfls'),
    'AdaptiveMaxPool1d': ('AdaptiveMaxPool1D()(input={0}, output_size=int)', '0=Nfls'),
    'AdaptiveMaxPool2d': ('AdaptiveMaxPool2D(output_size=Tuple<int, int>)(input={0})', '0=Nfls'),
    'AvgPool1d': (
        'AvgPool1D()(input={0}, kernel_size=int, stride=None, padding=int, ceil_mode=bool, '
        'count_include_pad=bool)'
        , '0=Nfls'),
    'AvgPool2d': (
        'AvgPool2D()(input={0}, kernel_size=int, stride=int, padding=int, ceil_mode=bool, '
        'count_include_pad=bool, divisor_override=None)'
        , '0=Nfls'),
    'AvgPool3d': (
        'AvgPool3DExt()(input={0}, kernel_size=int, stride=None, padding=int, ceil_mode=bool, '
        'count_include_pad=bool, divisor_override=None)'
        , '0=Nfls'),
    'BCELoss': (
        'BinaryCrossEntropy(reduction=string)(input={0}, target={1}, weight=None)'
        , '0=Nfls 1=Nfls'),
    'BCEWithLogitsLoss': (
        'BCEWithLogitsLoss(reduction=string)(input={0}, target={1}, weight=None, '
        'posWeight=None)'
        , '0=Nfls 1=Nfls'),
    'BatchNorm1d': (
        '!For primitive[Shape], the input argument must be Tensor, but got {cls}.'
        , '0=Nfls'),
    'BatchNorm2d': (
        '!For primitive[Shape], the input argument must be Tensor, but got {cls}.'
        , '0=Nfls'),
    'BatchNorm3d': (
        '!For primitive[Shape], the input argument must be Tensor, but got {cls}.'
        , '0=Nfls'),
    'Conv1d': (
        'Conv1DExt()(input={0}, weight=Tensor, bias=Tensor, stride=Tuple<int>, '
        'padding=Tuple<int>, dilation=Tuple<int>, groups=int)'
        , '0=Nfls'),
    'Conv2d': (
        'Conv2DExt()(input={0}, weight=Tensor, bias=Tensor, stride=Tuple<int, int>, '
        'padding=Tuple<int, int>, dilation=Tuple<int, int>, groups=int)'
        , '0=Nfls'),
    'Conv3d': (
        'Conv3DExt()(input={0}, weight=Tensor, bias=Tensor, stride=Tuple<int, int, int>, '
        'padding=Tuple<int, int, int>, dilation=Tuple<int, int, int>, groups=int)'
        , '0=Nfls'),
    'ConvTranspose2d': (
        'ConvTranspose2D()(input={0}, weight=Tensor, bias=Tensor, stride=Tuple<int, int>, '
        'padding=Tuple<int, int>, output_padding=Tuple<int, int>, groups=int, '
        'dilation=Tuple<int, int>)'
        , '0=Nfls'),
    'ELU': ('EluExt(alpha=float)(input={0})', '0=Nfls'),
    'Flatten': ('FlattenExt()(input={0}, start_dim=int, end_dim=int)', '0=Nfls'),
    'Fold': (
        'Col2ImExt()(input={0}, output_size=Tuple<int, int>, kernel_size=Tuple<int, int>, '
        'dilation=Tuple<int, int>, padding=Tuple<int, int>, stride=Tuple<int, int>)'
        , '0=Nfls'),
    'GELU': ("!gelu(): argument 'input' (position 1) must be Tensor, not {name}.", '0=Nfls'),
    'GroupNorm': (
        'GroupNorm()(input=float, num_groups=int, weight=Tensor, bias=Tensor, eps={0})'
        , '0=Nfls'),
    'Hardshrink': ('HShrink(lambd=float)(input={0})', '0=Nfls'),
    'Hardsigmoid': ('HSigmoid()(input={0})', '0=Nfls'),
    'Hardswish': ('HSwish()(input={0})', '0=Nfls'),
    'Hardtanh': ('Hardtanh()(input=float, min_val=float, max_val={0})', '0=Nfls'),
    'KLDivLoss': (
        'KLDiv()(input={0}, target={1}, reduction=string, log_target=bool)'
        , '0=Nfls 1=Nfls'),
    'L1Loss': ('L1LossExt()(input={0}, target={1}, reduction=string)', '0=Nfls 1=Nfls'),
    'Linear': ('Dense()(input={0}, weight=Tensor, bias=Tensor)', '0=Nfls'),
    'LogSigmoid': ('LogSigmoid()(input={0})', '0=Nfls'),
    'LogSoftmax': ('LogSoftmaxExt()(input={0}, dim=int, dtype=mindspore.dtype)', '0=Nfls'),
    'MSELoss': ('MSELossExt()(input={0}, target={1}, reduction=string)', '0=Nfls 1=Nfls'),
    'Mish': ('MishExt()(input={0})', '0=Nfls'),
    'PReLU': ('PReLU()(input={0}, weight=Tensor)', '0=Nfls'),
    'PixelShuffle': (
        "!pixel_shuffle(): argument 'input' (position 1) must be Tensor, not {name}."
        , '0=Nfls'),
    'ReLU': ('ReLU()(input={0})', '0=Nfls'),
    'ReLU6': ('Hardtanh()(input={0}, min_val=int, max_val=int)', '0=Nfls'),
    'SELU': ('SeLUExt()(input={0})', '0=Nfls'),
    'SiLU': ('SiLU()(input={0})', '0=Nfls'),
    'Sigmoid': ('Sigmoid()(input={0})', '0=Nfls'),
    'SmoothL1Loss': (
        'SmoothL1Loss(beta=float, reduction=string)(prediction={0}, target={1})'
        , '0=Nfls 1=Nfls'),
    'SoftMarginLoss': ('SoftMarginLoss(reduction=string)(input={0}, target={1})', '0=Nfls 1=Nfls'),
    'Softmax': (
        '!For primitive[Shape], the input argument must be Tensor, but got {cls}.'
        , '0=Nfls'),
    'Tanh': ('Tanh()(input={0})', '0=Nfls'),
    'Threshold': ('Threshold()(input=float, threshold=float, value={0})', '0=Nfls'),
    'Unfold': (
        'Im2ColExt()(input={0}, kernel_size=Tuple<int, int>, dilation=Tuple<int, int>, '
        'padding=Tuple<int, int>, stride=Tuple<int, int>)'
        , '0=Nfls'),
    'UpsamplingBilinear2d': (
        'UpsampleBilinear2D()(x={0}, output_size=Tuple<int, int>, scales=None, '
        'align_corners=bool)'
        , '0=Nfls'),
    'UpsamplingNearest2d': (
        'UpsampleNearest2D()(x={0}, output_size=Tuple<int, int>, scales=None)'
        , '0=Nfls'),
}
