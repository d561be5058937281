"""Rows of ``test_bad_input_catalogue34`` (convolution layers): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per forked process; /tmp/bad34's a.py
and c3.py): the constructors of Conv1d/2d and Conv1d/2dTranspose (pad_mode, padding,
dilation, stride, group, kernel_size, data_format; the 3-d layers' '_check_3d_int_or_tuple'
texts, the 2-d layers' 'When expanding an int number to tuple', NHWC on CPU)."""
from minicell import nn


ROWS = {
    'Conv1d pad_mode bad': (lambda: nn.Conv1d(4, 4, 3, pad_mode='zeros'),
        ValueError, "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got 'zeros'."),
    'Conv1d pad_mode int': (lambda: nn.Conv1d(4, 4, 3, pad_mode=1),
        ValueError, "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got '1'."),
    'Conv1d pad_mode upper': (lambda: nn.Conv1d(4, 4, 3, pad_mode='SAME'),
        ValueError, "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got 'SAME'."),
    'Conv1d padding with same': (lambda: nn.Conv1d(4, 4, 3, pad_mode='same', padding=1),
        ValueError, "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', "
                    "but got 'pad': (0, 0, 1, 1) and 'pad_mode': same."),
    'Conv1d padding neg': (lambda: nn.Conv1d(4, 4, 3, pad_mode='pad', padding=-1),
        ValueError, "For 'Conv1d', the 'padding' must be int and must >= 0, but got '-1' "
                    "with type 'int'."),
    'Conv1d padding float': (lambda: nn.Conv1d(4, 4, 3, pad_mode='pad', padding=1.5),
        TypeError, "For 'Conv1d', the type of 'padding' should be 'int', but got type "
                   "'float'."),
    'Conv1d padding tuple short': (lambda: nn.Conv1d(4, 4, 3, pad_mode='pad', padding=(1,)),
        TypeError, "For 'Conv1d', the type of 'padding' should be 'int', but got type "
                   "'tuple'."),
    'Conv1d padding tuple bad len': (lambda: nn.Conv1d(4, 4, 3, pad_mode='pad', padding=(1, 1, 1)),
        TypeError, "For 'Conv1d', the type of 'padding' should be 'int', but got type "
                   "'tuple'."),
    'Conv1d dilation 0': (lambda: nn.Conv1d(4, 4, 3, dilation=0),
        ValueError, "For 'Conv1d', the 'dilation' must be int and must >= 1, but got '0' "
                    "with type 'int'."),
    'Conv1d dilation neg': (lambda: nn.Conv1d(4, 4, 3, dilation=-1),
        ValueError, "For 'Conv1d', the 'dilation' must be int and must >= 1, but got '-1' "
                    "with type 'int'."),
    'Conv1d dilation float': (lambda: nn.Conv1d(4, 4, 3, dilation=1.5),
        TypeError, "For 'Conv1d', the type of 'dilation' should be 'int', but got type "
                   "'float'."),
    'Conv1d dilation tuple bad': (lambda: nn.Conv1d(4, 4, 3, dilation=(1, 2, 3, 4)),
        TypeError, "For 'Conv1d', the type of 'dilation' should be 'int', but got type "
                   "'tuple'."),
    'Conv1d stride 0': (lambda: nn.Conv1d(4, 4, 3, stride=0),
        ValueError, "For 'Conv1d', the 'stride' must be int and must >= 1, but got '0' "
                    "with type 'int'."),
    'Conv1d stride float': (lambda: nn.Conv1d(4, 4, 3, stride=1.0),
        TypeError, "For 'Conv1d', the type of 'stride' should be 'int', but got type "
                   "'float'."),
    'Conv1d stride str': (lambda: nn.Conv1d(4, 4, 3, stride='1'),
        TypeError, "For 'Conv1d', the type of 'stride' should be 'int', but got type "
                   "'str'."),
    'Conv1d group 3': (lambda: nn.Conv1d(4, 4, 3, group=3),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels', but got group:3, in_channels:4, out_channels:4."),
    'Conv1d group 0': (lambda: nn.Conv1d(4, 4, 3, group=0),
        ValueError, "For 'Conv1d', the 'group' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'Conv1d group float': (lambda: nn.Conv1d(4, 4, 3, group=1.0),
        TypeError, "For 'Conv1d', the 'group' must be int, but got 'float'"),
    'Conv1d has_bias int': (lambda: nn.Conv1d(4, 4, 3, has_bias=1),
        TypeError, "For 'Conv1d', the 'has_bias' must be a bool, but got int."),
    'Conv1d kernel 0': (lambda: nn.Conv1d(4, 4, 0),
        ValueError, "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got "
                    "'0' with type 'int'."),
    'Conv1d kernel neg': (lambda: nn.Conv1d(4, 4, -2),
        ValueError, "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got "
                    "'-2' with type 'int'."),
    'Conv1d kernel tuple bad': (lambda: nn.Conv1d(4, 4, (1, 2, 3, 4)),
        TypeError, "For 'Conv1d', the type of 'kernel_size' should be 'int', but got type "
                   "'tuple'."),
    'Conv1d kernel str': (lambda: nn.Conv1d(4, 4, '3'),
        TypeError, "For 'Conv1d', the type of 'kernel_size' should be 'int', but got type "
                   "'str'."),
    'Conv1d in 0': (lambda: nn.Conv1d(0, 4, 3),
        ValueError, "For 'Conv1d', the 'in_channels' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'Conv1d out 0': (lambda: nn.Conv1d(4, 0, 3),
        ValueError, "For 'Conv1d', the 'out_channels' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'Conv1d in float': (lambda: nn.Conv1d(2.0, 4, 3),
        TypeError, "For 'Conv1d', the 'in_channels' must be int, but got 'float'"),
    'Conv1d weight_init bad': (lambda: nn.Conv1d(4, 4, 3, weight_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv1d bias_init bad': (lambda: nn.Conv1d(4, 4, 3, has_bias=True, bias_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv1dTranspose pad_mode bad': (lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode='zeros'),
        ValueError, "For 'Conv1dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'zeros'."),
    'Conv1dTranspose pad_mode int': (lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode=1),
        ValueError, "For 'Conv1dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got '1'."),
    'Conv1dTranspose pad_mode upper': (lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode='SAME'),
        ValueError, "For 'Conv1dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'SAME'."),
    'Conv1dTranspose padding neg': (
        lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode='pad', padding=-1),
        ValueError, "For 'Conv1dTranspose', the 'padding' must be int and must >= 0, but "
                    "got '-1' with type 'int'."),
    'Conv1dTranspose padding float': (
        lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode='pad', padding=1.5),
        TypeError, "For 'Conv1dTranspose', the type of 'padding' should be 'int', but got "
                   "type 'float'."),
    'Conv1dTranspose padding tuple short': (
        lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode='pad', padding=(1,)),
        TypeError, "For 'Conv1dTranspose', the type of 'padding' should be 'int', but got "
                   "type 'tuple'."),
    'Conv1dTranspose padding tuple bad len': (
        lambda: nn.Conv1dTranspose(4, 4, 3, pad_mode='pad', padding=(1, 1, 1)),
        TypeError, "For 'Conv1dTranspose', the type of 'padding' should be 'int', but got "
                   "type 'tuple'."),
    'Conv1dTranspose dilation 0': (lambda: nn.Conv1dTranspose(4, 4, 3, dilation=0),
        ValueError, "For 'Conv1dTranspose', the 'dilation' must be int and must >= 1, but "
                    "got '0' with type 'int'."),
    'Conv1dTranspose dilation neg': (lambda: nn.Conv1dTranspose(4, 4, 3, dilation=-1),
        ValueError, "For 'Conv1dTranspose', the 'dilation' must be int and must >= 1, but "
                    "got '-1' with type 'int'."),
    'Conv1dTranspose dilation float': (lambda: nn.Conv1dTranspose(4, 4, 3, dilation=1.5),
        TypeError, "For 'Conv1dTranspose', the type of 'dilation' should be 'int', but "
                   "got type 'float'."),
    'Conv1dTranspose dilation tuple bad': (
        lambda: nn.Conv1dTranspose(4, 4, 3, dilation=(1, 2, 3, 4)),
        TypeError, "For 'Conv1dTranspose', the type of 'dilation' should be 'int', but "
                   "got type 'tuple'."),
    'Conv1dTranspose stride 0': (lambda: nn.Conv1dTranspose(4, 4, 3, stride=0),
        ValueError, "For 'Conv1dTranspose', the 'stride' must be int and must >= 1, but "
                    "got '0' with type 'int'."),
    'Conv1dTranspose stride float': (lambda: nn.Conv1dTranspose(4, 4, 3, stride=1.0),
        TypeError, "For 'Conv1dTranspose', the type of 'stride' should be 'int', but got "
                   "type 'float'."),
    'Conv1dTranspose stride str': (lambda: nn.Conv1dTranspose(4, 4, 3, stride='1'),
        TypeError, "For 'Conv1dTranspose', the type of 'stride' should be 'int', but got "
                   "type 'str'."),
    'Conv1dTranspose group 3': (lambda: nn.Conv1dTranspose(4, 4, 3, group=3),
        ValueError, "For 'Conv1dTranspose', the attr 'in_channels' must be divisible by "
                    "attr 'group', but got 'in_channels': 4 and 'group': 3."),
    'Conv1dTranspose group 0': (lambda: nn.Conv1dTranspose(4, 4, 3, group=0),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Conv1dTranspose group float': (lambda: nn.Conv1dTranspose(4, 4, 3, group=1.0),
        TypeError, "The input value must be int, but got 'float'"),
    'Conv1dTranspose has_bias int': (lambda: nn.Conv1dTranspose(4, 4, 3, has_bias=1),
        TypeError, "For 'Conv1dTranspose', the 'has_bias' must be a bool, but got int."),
    'Conv1dTranspose data_format bad': (lambda: nn.Conv1dTranspose(4, 4, 3, data_format='NHWC'),
        TypeError, 'Conv1dTranspose.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'Conv1dTranspose data_format int': (lambda: nn.Conv1dTranspose(4, 4, 3, data_format=1),
        TypeError, 'Conv1dTranspose.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'Conv1dTranspose kernel 0': (lambda: nn.Conv1dTranspose(4, 4, 0),
        ValueError, "For 'Conv1dTranspose', the 'kernel_size' must be int and must >= 1, "
                    "but got '0' with type 'int'."),
    'Conv1dTranspose kernel neg': (lambda: nn.Conv1dTranspose(4, 4, -2),
        ValueError, "For 'Conv1dTranspose', the 'kernel_size' must be int and must >= 1, "
                    "but got '-2' with type 'int'."),
    'Conv1dTranspose kernel tuple bad': (lambda: nn.Conv1dTranspose(4, 4, (1, 2, 3, 4)),
        TypeError, "For 'Conv1dTranspose', the type of 'kernel_size' should be 'int', but "
                   "got type 'tuple'."),
    'Conv1dTranspose kernel str': (lambda: nn.Conv1dTranspose(4, 4, '3'),
        TypeError, "For 'Conv1dTranspose', the type of 'kernel_size' should be 'int', but "
                   "got type 'str'."),
    'Conv1dTranspose in 0': (lambda: nn.Conv1dTranspose(0, 4, 3),
        ValueError, "For 'Conv1dTranspose', the 'in_channels' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv1dTranspose out 0': (lambda: nn.Conv1dTranspose(4, 0, 3),
        ValueError, "For 'Conv1dTranspose', the 'out_channels' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv1dTranspose in float': (lambda: nn.Conv1dTranspose(2.0, 4, 3),
        TypeError, "For 'Conv1dTranspose', the 'in_channels' must be int, but got 'float'"),
    'Conv1dTranspose weight_init bad': (lambda: nn.Conv1dTranspose(4, 4, 3, weight_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv1dTranspose bias_init bad': (
        lambda: nn.Conv1dTranspose(4, 4, 3, has_bias=True, bias_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv2dTranspose pad_mode bad': (lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='zeros'),
        ValueError, "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'zeros'."),
    'Conv2dTranspose pad_mode int': (lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode=1),
        ValueError, "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got '1'."),
    'Conv2dTranspose pad_mode upper': (lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='SAME'),
        ValueError, "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'SAME'."),
    'Conv2dTranspose padding with same': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='same', padding=1),
        ValueError, "For 'Conv2DTranspose', the 'pad' must be zero or (0, 0, 0, 0) when "
                    '\'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is '
                    'same.'),
    'Conv2dTranspose padding neg': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding=-1),
        ValueError, "For 'Conv2dTranspose', the 'padding' must be int and must >= 0, but "
                    "got '-1' with type 'int'."),
    'Conv2dTranspose padding float': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding=1.5),
        TypeError, "For 'Conv2dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'float'."),
    'Conv2dTranspose padding tuple short': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding=(1,)),
        ValueError, "For 'Conv2dTranspose', the 'padding size' must be int and must = 4, "
                    "but got '1' with type 'int'."),
    'Conv2dTranspose padding tuple bad len': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding=(1, 1, 1)),
        ValueError, "For 'Conv2dTranspose', the 'padding size' must be int and must = 4, "
                    "but got '3' with type 'int'."),
    'Conv2dTranspose dilation 0': (lambda: nn.Conv2dTranspose(4, 4, 3, dilation=0),
        ValueError, "For 'Conv2dTranspose', the 'dilation item' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv2dTranspose dilation neg': (lambda: nn.Conv2dTranspose(4, 4, 3, dilation=-1),
        ValueError, "For 'Conv2dTranspose', the 'dilation item' must be int and must > 0, "
                    "but got '-1' with type 'int'."),
    'Conv2dTranspose dilation float': (lambda: nn.Conv2dTranspose(4, 4, 3, dilation=1.5),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'float'>"),
    'Conv2dTranspose dilation tuple bad': (
        lambda: nn.Conv2dTranspose(4, 4, 3, dilation=(1, 2, 3, 4)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, 2, 3, 4)'),
    'Conv2dTranspose stride 0': (lambda: nn.Conv2dTranspose(4, 4, 3, stride=0),
        ValueError, "For 'Conv2dTranspose', the 'stride item' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv2dTranspose stride float': (lambda: nn.Conv2dTranspose(4, 4, 3, stride=1.0),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'float'>"),
    'Conv2dTranspose stride str': (lambda: nn.Conv2dTranspose(4, 4, 3, stride='1'),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'str'>"),
    'Conv2dTranspose group 3': (lambda: nn.Conv2dTranspose(4, 4, 3, group=3),
        ValueError, "For 'Conv2dTranspose', the attr 'in_channels' must be divisible by "
                    "attr 'group', but got 'in_channels': 4 and 'group': 3."),
    'Conv2dTranspose group 0': (lambda: nn.Conv2dTranspose(4, 4, 3, group=0),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Conv2dTranspose group float': (lambda: nn.Conv2dTranspose(4, 4, 3, group=1.0),
        TypeError, "The input value must be int, but got 'float'"),
    'Conv2dTranspose has_bias int': (lambda: nn.Conv2dTranspose(4, 4, 3, has_bias=1),
        TypeError, "For 'Conv2dTranspose', the 'has_bias' must be a bool, but got int."),
    'Conv2dTranspose data_format bad': (lambda: nn.Conv2dTranspose(4, 4, 3, data_format='NHWC'),
        TypeError, 'Conv2dTranspose.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'Conv2dTranspose data_format int': (lambda: nn.Conv2dTranspose(4, 4, 3, data_format=1),
        TypeError, 'Conv2dTranspose.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'Conv2dTranspose kernel 0': (lambda: nn.Conv2dTranspose(4, 4, 0),
        ValueError, "For 'Conv2dTranspose', the 'kernel_size item' must be int and must > "
                    "0, but got '0' with type 'int'."),
    'Conv2dTranspose kernel neg': (lambda: nn.Conv2dTranspose(4, 4, -2),
        ValueError, "For 'Conv2dTranspose', the 'kernel_size item' must be int and must > "
                    "0, but got '-2' with type 'int'."),
    'Conv2dTranspose kernel tuple bad': (lambda: nn.Conv2dTranspose(4, 4, (1, 2, 3, 4)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, 2, 3, 4)'),
    'Conv2dTranspose kernel str': (lambda: nn.Conv2dTranspose(4, 4, '3'),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'str'>"),
    'Conv2dTranspose in 0': (lambda: nn.Conv2dTranspose(0, 4, 3),
        ValueError, "For 'Conv2dTranspose', the 'in_channels' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv2dTranspose out 0': (lambda: nn.Conv2dTranspose(4, 0, 3),
        ValueError, "For 'Conv2dTranspose', the 'out_channels' must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'Conv2dTranspose in float': (lambda: nn.Conv2dTranspose(2.0, 4, 3),
        TypeError, "For 'Conv2dTranspose', the 'in_channels' must be int, but got 'float'"),
    'Conv2dTranspose weight_init bad': (lambda: nn.Conv2dTranspose(4, 4, 3, weight_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv2dTranspose bias_init bad': (
        lambda: nn.Conv2dTranspose(4, 4, 3, has_bias=True, bias_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv2dTranspose kernel tuple 5': (lambda: nn.Conv2dTranspose(4, 4, (1, 1, 2, 2, 2)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, 1, 2, 2, 2)'),
    'Conv2dTranspose kernel float': (lambda: nn.Conv2dTranspose(4, 4, 2.0),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'float'>"),
    'Conv2dTranspose kernel list': (lambda: nn.Conv2dTranspose(4, 4, [2, 2, 2]),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'list'>"),
    'Conv2dTranspose kernel tuple float': (lambda: nn.Conv2dTranspose(4, 4, (2, 2, 2.0)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (2, 2, 2.0)'),
    'Conv2dTranspose kernel bool': (lambda: nn.Conv2dTranspose(4, 4, True),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'bool'>"),
    'Conv2dTranspose kernel tuple 0': (lambda: nn.Conv2dTranspose(4, 4, (1, 0, 1)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, 0, 1)'),
    'Conv2dTranspose stride neg tuple': (lambda: nn.Conv2dTranspose(4, 4, 3, stride=(1, -1, 1)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, -1, 1)'),
    'Conv2dTranspose stride list': (lambda: nn.Conv2dTranspose(4, 4, 3, stride=[1, 1, 1]),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'list'>"),
    'Conv2dTranspose padding list': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding=[1, 1]),
        TypeError, "For 'Conv2dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'list'."),
    'Conv2dTranspose padding str': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding='1'),
        TypeError, "For 'Conv2dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'str'."),
    'Conv2dTranspose padding None': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode='pad', padding=None),
        TypeError, "For 'Conv2dTranspose', the type of 'padding' should be one of "
                   "'['int', 'tuple']', but got type 'NoneType'."),
    'Conv2dTranspose format NCHW': (lambda: nn.Conv2dTranspose(4, 4, 3, data_format='NCHW'),
        TypeError, 'Conv2dTranspose.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'Conv2dTranspose format low': (lambda: nn.Conv2dTranspose(4, 4, 3, data_format='ncdhw'),
        TypeError, 'Conv2dTranspose.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'Conv2d kernel 0': (lambda: nn.Conv2d(4, 4, 0),
        ValueError, "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but "
                    "got '0' with type 'int'."),
    'Conv2d kernel tuple 5': (lambda: nn.Conv2d(4, 4, (1, 1, 2, 2, 2)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, 1, 2, 2, 2)'),
    'Conv2d kernel float': (lambda: nn.Conv2d(4, 4, 2.0),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'float'>"),
    'Conv2d kernel list': (lambda: nn.Conv2d(4, 4, [2, 2, 2]),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'list'>"),
    'Conv2d kernel tuple float': (lambda: nn.Conv2d(4, 4, (2, 2, 2.0)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (2, 2, 2.0)'),
    'Conv2d kernel bool': (lambda: nn.Conv2d(4, 4, True),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'bool'>"),
    'Conv2d kernel tuple 0': (lambda: nn.Conv2d(4, 4, (1, 0, 1)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, 0, 1)'),
    'Conv2d stride neg tuple': (lambda: nn.Conv2d(4, 4, 3, stride=(1, -1, 1)),
        TypeError, 'When expanding an int number to tuple, input tuple dimension must be '
                   '2, but got (1, -1, 1)'),
    'Conv2d stride list': (lambda: nn.Conv2d(4, 4, 3, stride=[1, 1, 1]),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'list'>"),
    'Conv2d dilation float': (lambda: nn.Conv2d(4, 4, 3, dilation=1.5),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'float'>"),
    'Conv2d padding list': (lambda: nn.Conv2d(4, 4, 3, pad_mode='pad', padding=[1, 1]),
        TypeError, "For 'Conv2d', the type of 'padding' must be int or tuple(int), but "
                   'got list.'),
    'Conv2d padding str': (lambda: nn.Conv2d(4, 4, 3, pad_mode='pad', padding='1'),
        TypeError, "For 'Conv2d', the type of 'padding' must be int or tuple(int), but "
                   'got str.'),
    'Conv2d padding None': (lambda: nn.Conv2d(4, 4, 3, pad_mode='pad', padding=None),
        TypeError, "For 'Conv2d', the type of 'padding' must be int or tuple(int), but "
                   'got NoneType.'),
    'Conv2d padding neg item': (
        lambda: nn.Conv2d(4, 4, 3, pad_mode='pad', padding=(1, -1, 1, 1, 1, 1)),
        ValueError, "For 'Conv2d', the 'padding item' must be int and must >= 0, but got "
                    "'-1' with type 'int'."),
    'Conv2d format NHWC': (lambda: nn.Conv2d(4, 4, 3, data_format='NHWC'),
        ValueError, 'For \'Conv2d\', the "NHWC" format only support in GPU target, but got '
                    "the 'format' is NHWC and the platform is CPU."),
    'Conv2d format low': (lambda: nn.Conv2d(4, 4, 3, data_format='ncdhw'),
        ValueError, "For 'Conv2d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC', 'NCDHW']', but got 'ncdhw'."),
}
