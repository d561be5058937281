"""Rows of ``test_bad_input_catalogue34`` (convolution layers): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per forked process; /tmp/bad34's a.py
and c3.py): the constructors of Conv3d and Conv3dTranspose (pad_mode, padding,
dilation, stride, group, kernel_size, data_format; the 3-d layers' '_check_3d_int_or_tuple'
texts, the 2-d layers' 'When expanding an int number to tuple', NHWC on CPU)."""
from minicell import nn


ROWS = {
    'Conv3d pad_mode bad': (lambda: nn.Conv3d(4, 4, 3, pad_mode='zeros'),
        ValueError, "For 'Conv3D', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got 'zeros'."),
    'Conv3d pad_mode int': (lambda: nn.Conv3d(4, 4, 3, pad_mode=1),
        TypeError, "For 'Conv3D', the type of 'pad_mode' should be 'str', but got type "
                   "'int'."),
    'Conv3d padding with same': (lambda: nn.Conv3d(4, 4, 3, pad_mode='same', padding=1),
        ValueError, "For 'Conv3D', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when "
                    '\'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is '
                    'same.'),
    'Conv3d padding neg': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=-1),
        ValueError, "For 'Conv3d', the 'padding' must be int and must >= 0, but got '-1' "
                    "with type 'int'."),
    'Conv3d padding float': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=1.5),
        TypeError, "For 'Conv3d', the type of 'padding' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'Conv3d padding tuple short': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=(1,)),
        ValueError, "For 'Conv3d', the 'padding size' must be int and must = 6, but got "
                    "'1' with type 'int'."),
    'Conv3d padding tuple bad len': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=(1, 1, 1)),
        ValueError, "For 'Conv3d', the 'padding size' must be int and must = 6, but got "
                    "'3' with type 'int'."),
    'Conv3d dilation 0': (lambda: nn.Conv3d(4, 4, 3, dilation=0),
        ValueError, "For 'Conv3d', the parameter 'dilation' must be an positive integer or "
                    'a tuple of three positive integer, but got (0, 0, 0)'),
    'Conv3d dilation neg': (lambda: nn.Conv3d(4, 4, 3, dilation=-1),
        ValueError, "For 'Conv3d', the parameter 'dilation' must be an positive integer or "
                    'a tuple of three positive integer, but got (-1, -1, -1)'),
    'Conv3d dilation float': (lambda: nn.Conv3d(4, 4, 3, dilation=1.5),
        TypeError, "For 'Conv3d', the type of 'dilation' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'Conv3d dilation tuple bad': (lambda: nn.Conv3d(4, 4, 3, dilation=(1, 2, 3, 4)),
        ValueError, "For 'Conv3d', the parameter 'dilation' must be an positive integer or "
                    'a tuple of three positive integer, but got (1, 2, 3, 4)'),
    'Conv3d stride 0': (lambda: nn.Conv3d(4, 4, 3, stride=0),
        ValueError, "For 'Conv3d', the parameter 'stride' must be an positive integer or a "
                    'tuple of three positive integer, but got (0, 0, 0)'),
    'Conv3d stride float': (lambda: nn.Conv3d(4, 4, 3, stride=1.0),
        TypeError, "For 'Conv3d', the type of 'stride' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'Conv3d stride str': (lambda: nn.Conv3d(4, 4, 3, stride='1'),
        TypeError, "For 'Conv3d', the type of 'stride' should be one of '['int', "
                   "'tuple']', but got type 'str'."),
    'Conv3d group 3': (lambda: nn.Conv3d(4, 4, 3, group=3),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels'"),
    'Conv3d group 0': (lambda: nn.Conv3d(4, 4, 3, group=0),
        ZeroDivisionError, 'integer modulo by zero'),
    'Conv3d group float': (lambda: nn.Conv3d(4, 4, 3, group=1.0),
        TypeError, "The input value must be int, but got 'float'"),
    'Conv3d has_bias int': (lambda: nn.Conv3d(4, 4, 3, has_bias=1),
        TypeError, "For 'Conv3d', the 'has_bias' must be a bool, but got int."),
    'Conv3d data_format bad': (lambda: nn.Conv3d(4, 4, 3, data_format='NHWC'),
        ValueError, 'For \'Conv3d\', the "NHWC" format only support in GPU target, but got '
                    "the 'format' is NHWC and the platform is CPU."),
    'Conv3d data_format int': (lambda: nn.Conv3d(4, 4, 3, data_format=1),
        ValueError, "For 'Conv3d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC', 'NCDHW']', but got '1'."),
    'Conv3d kernel 0': (lambda: nn.Conv3d(4, 4, 0),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (0, 0, 0)'),
    'Conv3d kernel neg': (lambda: nn.Conv3d(4, 4, -2),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (-2, -2, -2)'),
    'Conv3d kernel tuple bad': (lambda: nn.Conv3d(4, 4, (1, 2, 3, 4)),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (1, 2, 3, 4)'),
    'Conv3d kernel str': (lambda: nn.Conv3d(4, 4, '3'),
        TypeError, "For 'Conv3d', the type of 'kernel_size' should be one of '['int', "
                   "'tuple']', but got type 'str'."),
    'Conv3d in 0': (lambda: nn.Conv3d(0, 4, 3),
        ValueError, "For 'Conv3d', the 'in_channels' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'Conv3d out 0': (lambda: nn.Conv3d(4, 0, 3),
        ValueError, "For 'Conv3d', the 'out_channels' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'Conv3d in float': (lambda: nn.Conv3d(2.0, 4, 3),
        TypeError, "For 'Conv3d', the 'in_channels' must be int, but got 'float'"),
    'Conv3d weight_init bad': (lambda: nn.Conv3d(4, 4, 3, weight_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv3d bias_init bad': (lambda: nn.Conv3d(4, 4, 3, has_bias=True, bias_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv3dTranspose pad_mode bad': (lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='zeros'),
        ValueError, "For 'Conv3DTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'zeros'."),
    'Conv3dTranspose pad_mode int': (lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode=1),
        TypeError, "For 'Conv3DTranspose', the type of 'pad_mode' should be 'str', but "
                   "got type 'int'."),
    'Conv3dTranspose padding neg': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=-1),
        ValueError, "For 'Conv3dTranspose', the 'padding' must be int and must >= 0, but "
                    "got '-1' with type 'int'."),
    'Conv3dTranspose padding float': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=1.5),
        TypeError, "For 'Conv3dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'float'."),
    'Conv3dTranspose padding tuple short': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=(1,)),
        ValueError, "For 'Conv3dTranspose', the 'padding size' must be int and must = 6, "
                    "but got '1' with type 'int'."),
    'Conv3dTranspose padding tuple bad len': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=(1, 1, 1)),
        ValueError, "For 'Conv3dTranspose', the 'padding size' must be int and must = 6, "
                    "but got '3' with type 'int'."),
    'Conv3dTranspose dilation 0': (lambda: nn.Conv3dTranspose(4, 4, 3, dilation=0),
        ValueError, "For 'Conv3dTranspose', the parameter 'dilation' must be an positive "
                    'integer or a tuple of three positive integer, but got (0, 0, 0)'),
    'Conv3dTranspose dilation neg': (lambda: nn.Conv3dTranspose(4, 4, 3, dilation=-1),
        ValueError, "For 'Conv3dTranspose', the parameter 'dilation' must be an positive "
                    'integer or a tuple of three positive integer, but got (-1, -1, -1)'),
    'Conv3dTranspose dilation float': (lambda: nn.Conv3dTranspose(4, 4, 3, dilation=1.5),
        TypeError, "For 'Conv3dTranspose', the type of 'dilation' should be one of "
                   "'['int', 'tuple']', but got type 'float'."),
    'Conv3dTranspose dilation tuple bad': (
        lambda: nn.Conv3dTranspose(4, 4, 3, dilation=(1, 2, 3, 4)),
        ValueError, "For 'Conv3dTranspose', the parameter 'dilation' must be an positive "
                    'integer or a tuple of three positive integer, but got (1, 2, 3, 4)'),
    'Conv3dTranspose stride 0': (lambda: nn.Conv3dTranspose(4, 4, 3, stride=0),
        ValueError, "For 'Conv3dTranspose', the parameter 'stride' must be an positive "
                    'integer or a tuple of three positive integer, but got (0, 0, 0)'),
    'Conv3dTranspose stride float': (lambda: nn.Conv3dTranspose(4, 4, 3, stride=1.0),
        TypeError, "For 'Conv3dTranspose', the type of 'stride' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'Conv3dTranspose stride str': (lambda: nn.Conv3dTranspose(4, 4, 3, stride='1'),
        TypeError, "For 'Conv3dTranspose', the type of 'stride' should be one of '['int', "
                   "'tuple']', but got type 'str'."),
    'Conv3dTranspose group 3': (lambda: nn.Conv3dTranspose(4, 4, 3, group=3),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels'"),
    'Conv3dTranspose group 0': (lambda: nn.Conv3dTranspose(4, 4, 3, group=0),
        ZeroDivisionError, 'integer modulo by zero'),
    'Conv3dTranspose group float': (lambda: nn.Conv3dTranspose(4, 4, 3, group=1.0),
        TypeError, "The input value must be int, but got 'float'"),
    'Conv3dTranspose has_bias int': (lambda: nn.Conv3dTranspose(4, 4, 3, has_bias=1),
        TypeError, "For 'Conv3dTranspose', the 'has_bias' must be a bool, but got int."),
    'Conv3dTranspose data_format bad': (lambda: nn.Conv3dTranspose(4, 4, 3, data_format='NHWC'),
        ValueError, 'For \'Conv3dTranspose\', the "NHWC" format only support in GPU '
                    "target, but got the 'format' is NHWC and the platform is CPU."),
    'Conv3dTranspose data_format int': (lambda: nn.Conv3dTranspose(4, 4, 3, data_format=1),
        ValueError, "For 'Conv3dTranspose', the 'format' must be str and must be in "
                    "'['NCHW', 'NHWC', 'NCDHW']', but got '1'."),
    'Conv3dTranspose kernel 0': (lambda: nn.Conv3dTranspose(4, 4, 0),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (0, 0, '
                    '0)'),
    'Conv3dTranspose kernel neg': (lambda: nn.Conv3dTranspose(4, 4, -2),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (-2, '
                    '-2, -2)'),
    'Conv3dTranspose kernel tuple bad': (lambda: nn.Conv3dTranspose(4, 4, (1, 2, 3, 4)),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (1, 2, '
                    '3, 4)'),
    'Conv3dTranspose kernel str': (lambda: nn.Conv3dTranspose(4, 4, '3'),
        TypeError, "For 'Conv3dTranspose', the type of 'kernel_size' should be one of "
                   "'['int', 'tuple']', but got type 'str'."),
    'Conv3dTranspose in 0': (lambda: nn.Conv3dTranspose(0, 4, 3),
        ValueError, "For 'Conv3dTranspose', the 'in_channels' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv3dTranspose out 0': (lambda: nn.Conv3dTranspose(4, 0, 3),
        ValueError, "For 'Conv3dTranspose', the 'out_channels' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv3dTranspose in float': (lambda: nn.Conv3dTranspose(2.0, 4, 3),
        TypeError, "For 'Conv3dTranspose', the 'in_channels' must be int, but got 'float'"),
    'Conv3dTranspose weight_init bad': (lambda: nn.Conv3dTranspose(4, 4, 3, weight_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv3dTranspose bias_init bad': (
        lambda: nn.Conv3dTranspose(4, 4, 3, has_bias=True, bias_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv3d kernel tuple 2': (lambda: nn.Conv3d(4, 4, (1, 2)),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (1, 2)'),
    'Conv3d kernel tuple 5': (lambda: nn.Conv3d(4, 4, (1, 1, 2, 2, 2)),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (1, 1, 2, 2, 2)'),
    'Conv3d kernel float': (lambda: nn.Conv3d(4, 4, 2.0),
        TypeError, "For 'Conv3d', the type of 'kernel_size' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'Conv3d kernel list': (lambda: nn.Conv3d(4, 4, [2, 2, 2]),
        TypeError, "For 'Conv3d', the type of 'kernel_size' should be one of '['int', "
                   "'tuple']', but got type 'list'."),
    'Conv3d kernel tuple float': (lambda: nn.Conv3d(4, 4, (2, 2, 2.0)),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (2, 2, 2.0)'),
    'Conv3d kernel bool': (lambda: nn.Conv3d(4, 4, True),
        TypeError, "For 'Conv3d', the type of 'kernel_size' should be one of '['int', "
                   "'tuple']', but got type 'bool'."),
    'Conv3d kernel tuple 0': (lambda: nn.Conv3d(4, 4, (1, 0, 1)),
        ValueError, "For 'Conv3d', the parameter 'kernel_size' must be an positive integer "
                    'or a tuple of three positive integer, but got (1, 0, 1)'),
    'Conv3d stride neg tuple': (lambda: nn.Conv3d(4, 4, 3, stride=(1, -1, 1)),
        ValueError, "For 'Conv3d', the parameter 'stride' must be an positive integer or a "
                    'tuple of three positive integer, but got (1, -1, 1)'),
    'Conv3d stride list': (lambda: nn.Conv3d(4, 4, 3, stride=[1, 1, 1]),
        TypeError, "For 'Conv3d', the type of 'stride' should be one of '['int', "
                   "'tuple']', but got type 'list'."),
    'Conv3d dilation tuple 2': (lambda: nn.Conv3d(4, 4, 3, dilation=(1, 1)),
        ValueError, "For 'Conv3d', the parameter 'dilation' must be an positive integer or "
                    'a tuple of three positive integer, but got (1, 1)'),
    'Conv3d padding list': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=[1, 1]),
        TypeError, "For 'Conv3d', the type of 'padding' should be one of '['int', "
                   "'tuple']', but got type 'list'."),
    'Conv3d padding str': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding='1'),
        TypeError, "For 'Conv3d', the type of 'padding' should be one of '['int', "
                   "'tuple']', but got type 'str'."),
    'Conv3d padding None': (lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=None),
        TypeError, "For 'Conv3d', the type of 'padding' should be one of '['int', "
                   "'tuple']', but got type 'NoneType'."),
    'Conv3d padding neg item': (
        lambda: nn.Conv3d(4, 4, 3, pad_mode='pad', padding=(1, -1, 1, 1, 1, 1)),
        ValueError, "For 'Conv3d', the 'padding item' must be int and must >= 0, but got "
                    "'-1' with type 'int'."),
    'Conv3d format NCHW': (lambda: nn.Conv3d(4, 4, 3, data_format='NCHW'),
        ValueError, "For 'Conv3D', the 'data_format' must be str and must be in "
                    "'['NCDHW']', but got 'NCHW'."),
    'Conv3d format low': (lambda: nn.Conv3d(4, 4, 3, data_format='ncdhw'),
        ValueError, "For 'Conv3d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC', 'NCDHW']', but got 'ncdhw'."),
    'Conv3dTranspose kernel tuple 2': (lambda: nn.Conv3dTranspose(4, 4, (1, 2)),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (1, 2)'),
    'Conv3dTranspose kernel tuple 5': (lambda: nn.Conv3dTranspose(4, 4, (1, 1, 2, 2, 2)),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (1, 1, '
                    '2, 2, 2)'),
    'Conv3dTranspose kernel float': (lambda: nn.Conv3dTranspose(4, 4, 2.0),
        TypeError, "For 'Conv3dTranspose', the type of 'kernel_size' should be one of "
                   "'['int', 'tuple']', but got type 'float'."),
    'Conv3dTranspose kernel list': (lambda: nn.Conv3dTranspose(4, 4, [2, 2, 2]),
        TypeError, "For 'Conv3dTranspose', the type of 'kernel_size' should be one of "
                   "'['int', 'tuple']', but got type 'list'."),
    'Conv3dTranspose kernel tuple float': (lambda: nn.Conv3dTranspose(4, 4, (2, 2, 2.0)),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (2, 2, '
                    '2.0)'),
    'Conv3dTranspose kernel bool': (lambda: nn.Conv3dTranspose(4, 4, True),
        TypeError, "For 'Conv3dTranspose', the type of 'kernel_size' should be one of "
                   "'['int', 'tuple']', but got type 'bool'."),
    'Conv3dTranspose kernel tuple 0': (lambda: nn.Conv3dTranspose(4, 4, (1, 0, 1)),
        ValueError, "For 'Conv3dTranspose', the parameter 'kernel_size' must be an "
                    'positive integer or a tuple of three positive integer, but got (1, 0, '
                    '1)'),
    'Conv3dTranspose stride neg tuple': (lambda: nn.Conv3dTranspose(4, 4, 3, stride=(1, -1, 1)),
        ValueError, "For 'Conv3dTranspose', the parameter 'stride' must be an positive "
                    'integer or a tuple of three positive integer, but got (1, -1, 1)'),
    'Conv3dTranspose stride list': (lambda: nn.Conv3dTranspose(4, 4, 3, stride=[1, 1, 1]),
        TypeError, "For 'Conv3dTranspose', the type of 'stride' should be one of '['int', "
                   "'tuple']', but got type 'list'."),
    'Conv3dTranspose dilation tuple 2': (lambda: nn.Conv3dTranspose(4, 4, 3, dilation=(1, 1)),
        ValueError, "For 'Conv3dTranspose', the parameter 'dilation' must be an positive "
                    'integer or a tuple of three positive integer, but got (1, 1)'),
    'Conv3dTranspose padding list': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=[1, 1]),
        TypeError, "For 'Conv3dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'list'."),
    'Conv3dTranspose padding str': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding='1'),
        TypeError, "For 'Conv3dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'str'."),
    'Conv3dTranspose padding None': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=None),
        TypeError, "For 'Conv3dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'NoneType'."),
    'Conv3dTranspose padding neg item': (
        lambda: nn.Conv3dTranspose(4, 4, 3, pad_mode='pad', padding=(1, -1, 1, 1, 1, 1)),
        ValueError, "For 'Conv3dTranspose', the 'padding item' must be int and must >= 0, "
                    "but got '-1' with type 'int'."),
    'Conv3dTranspose format NCHW': (lambda: nn.Conv3dTranspose(4, 4, 3, data_format='NCHW'),
        ValueError, "For 'Conv3DTranspose', the 'format' must be str and must be in "
                    "'['NCDHW']', but got 'NCHW'."),
    'Conv3dTranspose format low': (lambda: nn.Conv3dTranspose(4, 4, 3, data_format='ncdhw'),
        ValueError, "For 'Conv3dTranspose', the 'format' must be str and must be in "
                    "'['NCHW', 'NHWC', 'NCDHW']', but got 'ncdhw'."),
}
