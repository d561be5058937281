"""Rows of ``test_bad_input_catalogue62``: nn Cell constructors given bad arguments (Conv*,
pools, Dense, BatchNorm*, LayerNorm, GroupNorm, Embedding, RNN/LSTM/GRU and cells, Transformer*,
Dropout*, losses' reduction, activations, containers) and their calls with wrong ranks, dtypes
and None. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
forked process: /tmp/s79/bad79/run.py on c10.py, c13.py). GOOD: calls 2.10 accepts next to them,
with the repr of 2.10's result. (part 1 of 4)

Left (minicell differs; see /tmp/s79/bad79/notes.md): Conv1d-ok; Conv2d-ok; Conv3d-ok;
Conv1dTranspose-ok; Conv2dTranspose-ok; Conv3dTranspose-ok; MaxPool2d-call-int;
AvgPool2d-call-int; LayerNorm-call-int; Embedding-call-float; LSTM-call-int.
"""
from bad_input_rows62_help import nn

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Conv1d-inneg': (lambda: nn.Conv1d(-3, 4, 3), ValueError,
        "For 'Conv1d', the 'in_channels' must be int and must > 0, but got '-3' with type 'int'."),
    'Conv1d-in0': (lambda: nn.Conv1d(0, 4, 3), ValueError,
        "For 'Conv1d', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'Conv1d-outneg': (lambda: nn.Conv1d(3, -4, 3), ValueError,
        "For 'Conv1d', the 'out_channels' must be int and must > 0, but got '-4' with type 'int'."),
    'Conv1d-instr': (lambda: nn.Conv1d('3', 4, 3), TypeError,
        'not all arguments converted during string formatting'),
    'Conv1d-infloat': (lambda: nn.Conv1d(3.0, 4, 3), TypeError,
        "For 'Conv1d', the 'in_channels' must be int, but got 'float'"),
    'Conv1d-k0': (lambda: nn.Conv1d(3, 4, 0), ValueError,
        "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got '0' with type 'int'."),
    'Conv1d-kneg': (lambda: nn.Conv1d(3, 4, -1), ValueError,
        "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got '-1' with type 'int'."),
    'Conv1d-kstr': (lambda: nn.Conv1d(3, 4, 'a'), TypeError,
        "For 'Conv1d', the type of 'kernel_size' should be 'int', but got type 'str'."),
    'Conv1d-kNone': (lambda: nn.Conv1d(3, 4, None), TypeError,
        "For 'Conv1d', the type of 'kernel_size' should be 'int', but got type 'NoneType'."),
    'Conv1d-stride0': (lambda: nn.Conv1d(3, 4, 3, stride=0), ValueError,
        "For 'Conv1d', the 'stride' must be int and must >= 1, but got '0' with type 'int'."),
    'Conv1d-padmode': (lambda: nn.Conv1d(3, 4, 3, pad_mode='bogus'), ValueError,
        "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but "
        "got 'bogus'."),
    'Conv1d-padmodeint': (lambda: nn.Conv1d(3, 4, 3, pad_mode=1), ValueError,
        "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but "
        "got '1'."),
    'Conv1d-padneg': (lambda: nn.Conv1d(3, 4, 3, pad_mode='pad', padding=-1), ValueError,
        "For 'Conv1d', the 'padding' must be int and must >= 0, but got '-1' with type 'int'."),
    'Conv1d-padsame': (lambda: nn.Conv1d(3, 4, 3, padding=1), ValueError,
        "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': (0, 0,"
        " 1, 1) and 'pad_mode': same."),
    'Conv1d-group': (lambda: nn.Conv1d(3, 4, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', but got gr"
        'oup:2, in_channels:3, out_channels:4.'),
    'Conv1d-dil0': (lambda: nn.Conv1d(3, 4, 3, dilation=0), ValueError,
        "For 'Conv1d', the 'dilation' must be int and must >= 1, but got '0' with type 'int'."),
    'Conv1d-hasbias': (lambda: nn.Conv1d(3, 4, 3, has_bias='yes'), TypeError,
        "For 'Conv1d', the 'has_bias' must be a bool, but got str."),
    'Conv1d-fmt': (lambda: nn.Conv1d(3, 4, 3, data_format='NHCW'), TypeError,
        "got an unexpected keyword argument 'data_format'"),
    'Conv1d-bogus': (lambda: nn.Conv1d(3, 4, 3, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Conv1d-winit': (lambda: nn.Conv1d(3, 4, 3, weight_init='bogus'), ValueError,
        "For 'initializer', the class corresponding to 'bogus' was not found."),
    'Conv2d-inneg': (lambda: nn.Conv2d(-3, 4, 3), ValueError,
        "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '-3' with type 'int'."),
    'Conv2d-in0': (lambda: nn.Conv2d(0, 4, 3), ValueError,
        "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'Conv2d-outneg': (lambda: nn.Conv2d(3, -4, 3), ValueError,
        "For 'Conv2d', the 'out_channels' must be int and must > 0, but got '-4' with type 'int'."),
    'Conv2d-instr': (lambda: nn.Conv2d('3', 4, 3), TypeError,
        'not all arguments converted during string formatting'),
    'Conv2d-infloat': (lambda: nn.Conv2d(3.0, 4, 3), TypeError,
        "For 'Conv2d', the 'in_channels' must be int, but got 'float'"),
    'Conv2d-k0': (lambda: nn.Conv2d(3, 4, 0), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '0' with type 'in"
        "t'."),
    'Conv2d-kneg': (lambda: nn.Conv2d(3, 4, -1), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '-1' with type 'i"
        "nt'."),
    'Conv2d-kstr': (lambda: nn.Conv2d(3, 4, 'a'), TypeError,
        'When expanding an int number to tuple, input type must be integer or tuple[int], but got'
        " <class 'str'>"),
    'Conv2d-kNone': (lambda: nn.Conv2d(3, 4, None), TypeError,
        'When expanding an int number to tuple, input type must be integer or tuple[int], but got'
        " <class 'NoneType'>"),
    'Conv2d-stride0': (lambda: nn.Conv2d(3, 4, 3, stride=0), ValueError,
        "For 'Conv2d', the 'stride item' must be int and must > 0, but got '0' with type 'int'."),
    'Conv2d-padmode': (lambda: nn.Conv2d(3, 4, 3, pad_mode='bogus'), ValueError,
        "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but "
        "got 'bogus'."),
    'Conv2d-padmodeint': (lambda: nn.Conv2d(3, 4, 3, pad_mode=1), TypeError,
        "For 'Conv2D', the type of 'pad_mode' should be 'str', but got type 'int'."),
    'Conv2d-padneg': (lambda: nn.Conv2d(3, 4, 3, pad_mode='pad', padding=-1), ValueError,
        "For 'Conv2d', the 'padding' must be int and must >= 0, but got '-1' with type 'int'."),
    'Conv2d-padsame': (lambda: nn.Conv2d(3, 4, 3, padding=1), ValueError,
        "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': 1 and "
        "'pad_mode': same."),
    'Conv2d-group': (lambda: nn.Conv2d(3, 4, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', but got gr"
        'oup:2, in_channels:3, out_channels:4.'),
    'Conv2d-dil0': (lambda: nn.Conv2d(3, 4, 3, dilation=0), ValueError,
        "For 'Conv2d', the 'dilation item' must be int and must > 0, but got '0' with type 'int'."),
    'Conv2d-hasbias': (lambda: nn.Conv2d(3, 4, 3, has_bias='yes'), TypeError,
        "For 'Conv2d', the 'has_bias' must be a bool, but got str."),
    'Conv2d-fmt': (lambda: nn.Conv2d(3, 4, 3, data_format='NHCW'), ValueError,
        "For 'Conv2d', the 'format' must be str and must be in '['NCHW', 'NHWC', 'NCDHW']', but g"
        "ot 'NHCW'."),
    'Conv2d-bogus': (lambda: nn.Conv2d(3, 4, 3, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Conv2d-winit': (lambda: nn.Conv2d(3, 4, 3, weight_init='bogus'), ValueError,
        "For 'initializer', the class corresponding to 'bogus' was not found."),
    'Conv3d-inneg': (lambda: nn.Conv3d(-3, 4, 3), ValueError,
        "For 'Conv3d', the 'in_channels' must be int and must > 0, but got '-3' with type 'int'."),
    'Conv3d-in0': (lambda: nn.Conv3d(0, 4, 3), ValueError,
        "For 'Conv3d', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'Conv3d-outneg': (lambda: nn.Conv3d(3, -4, 3), ValueError,
        "For 'Conv3d', the 'out_channels' must be int and must > 0, but got '-4' with type 'int'."),
    'Conv3d-instr': (lambda: nn.Conv3d('3', 4, 3), TypeError,
        'not all arguments converted during string formatting'),
    'Conv3d-infloat': (lambda: nn.Conv3d(3.0, 4, 3), TypeError,
        "For 'Conv3d', the 'in_channels' must be int, but got 'float'"),
    'Conv3d-k0': (lambda: nn.Conv3d(3, 4, 0), ValueError,
        "For 'Conv3d', the parameter 'kernel_size' must be an positive integer or a tuple of thre"
        'e positive integer, but got (0, 0, 0)'),
    'Conv3d-kneg': (lambda: nn.Conv3d(3, 4, -1), ValueError,
        "For 'Conv3d', the parameter 'kernel_size' must be an positive integer or a tuple of thre"
        'e positive integer, but got (-1, -1, -1)'),
    'Conv3d-kstr': (lambda: nn.Conv3d(3, 4, 'a'), TypeError,
        "For 'Conv3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got typ"
        "e 'str'."),
    'Conv3d-kNone': (lambda: nn.Conv3d(3, 4, None), TypeError,
        "For 'Conv3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got typ"
        "e 'NoneType'."),
    'Conv3d-stride0': (lambda: nn.Conv3d(3, 4, 3, stride=0), ValueError,
        "For 'Conv3d', the parameter 'stride' must be an positive integer or a tuple of three pos"
        'itive integer, but got (0, 0, 0)'),
    'Conv3d-padmode': (lambda: nn.Conv3d(3, 4, 3, pad_mode='bogus'), ValueError,
        "For 'Conv3D', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but "
        "got 'bogus'."),
    'Conv3d-padmodeint': (lambda: nn.Conv3d(3, 4, 3, pad_mode=1), TypeError,
        "For 'Conv3D', the type of 'pad_mode' should be 'str', but got type 'int'."),
    'Conv3d-padneg': (lambda: nn.Conv3d(3, 4, 3, pad_mode='pad', padding=-1), ValueError,
        "For 'Conv3d', the 'padding' must be int and must >= 0, but got '-1' with type 'int'."),
    'Conv3d-padsame': (lambda: nn.Conv3d(3, 4, 3, padding=1), ValueError,
        "For 'Conv3D', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not "
        '"pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    'Conv3d-group': (lambda: nn.Conv3d(3, 4, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels'"),
    'Conv3d-dil0': (lambda: nn.Conv3d(3, 4, 3, dilation=0), ValueError,
        "For 'Conv3d', the parameter 'dilation' must be an positive integer or a tuple of three p"
        'ositive integer, but got (0, 0, 0)'),
    'Conv3d-hasbias': (lambda: nn.Conv3d(3, 4, 3, has_bias='yes'), TypeError,
        "For 'Conv3d', the 'has_bias' must be a bool, but got str."),
    'Conv3d-fmt': (lambda: nn.Conv3d(3, 4, 3, data_format='NHCW'), ValueError,
        "For 'Conv3d', the 'format' must be str and must be in '['NCHW', 'NHWC', 'NCDHW']', but g"
        "ot 'NHCW'."),
    'Conv3d-bogus': (lambda: nn.Conv3d(3, 4, 3, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Conv3d-winit': (lambda: nn.Conv3d(3, 4, 3, weight_init='bogus'), ValueError,
        "For 'initializer', the class corresponding to 'bogus' was not found."),
    'Conv1dTranspose-inneg': (lambda: nn.Conv1dTranspose(-3, 4, 3), ValueError,
        "For 'Conv1dTranspose', the 'in_channels' must be int and must > 0, but got '-3' with typ"
        "e 'int'."),
    'Conv1dTranspose-in0': (lambda: nn.Conv1dTranspose(0, 4, 3), ValueError,
        "For 'Conv1dTranspose', the 'in_channels' must be int and must > 0, but got '0' with type"
        " 'int'."),
    'Conv1dTranspose-outneg': (lambda: nn.Conv1dTranspose(3, -4, 3), ValueError,
        "For 'Conv1dTranspose', the 'out_channels' must be int and must > 0, but got '-4' with ty"
        "pe 'int'."),
    'Conv1dTranspose-instr': (lambda: nn.Conv1dTranspose('3', 4, 3), TypeError,
        "For 'Conv1dTranspose', the 'in_channels' must be int, but got 'str'"),
    'Conv1dTranspose-infloat': (lambda: nn.Conv1dTranspose(3.0, 4, 3), TypeError,
        "For 'Conv1dTranspose', the 'in_channels' must be int, but got 'float'"),
    'Conv1dTranspose-k0': (lambda: nn.Conv1dTranspose(3, 4, 0), ValueError,
        "For 'Conv1dTranspose', the 'kernel_size' must be int and must >= 1, but got '0' with typ"
        "e 'int'."),
    'Conv1dTranspose-kneg': (lambda: nn.Conv1dTranspose(3, 4, -1), ValueError,
        "For 'Conv1dTranspose', the 'kernel_size' must be int and must >= 1, but got '-1' with ty"
        "pe 'int'."),
    'Conv1dTranspose-kstr': (lambda: nn.Conv1dTranspose(3, 4, 'a'), TypeError,
        "For 'Conv1dTranspose', the type of 'kernel_size' should be 'int', but got type 'str'."),
    'Conv1dTranspose-kNone': (lambda: nn.Conv1dTranspose(3, 4, None), TypeError,
        "For 'Conv1dTranspose', the type of 'kernel_size' should be 'int', but got type 'NoneType"
        "'."),
    'Conv1dTranspose-stride0': (lambda: nn.Conv1dTranspose(3, 4, 3, stride=0), ValueError,
        "For 'Conv1dTranspose', the 'stride' must be int and must >= 1, but got '0' with type 'in"
        "t'."),
    'Conv1dTranspose-padmode': (lambda: nn.Conv1dTranspose(3, 4, 3, pad_mode='bogus'), ValueError,
        "For 'Conv1dTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad"
        "']', but got 'bogus'."),
    'Conv1dTranspose-padmodeint': (lambda: nn.Conv1dTranspose(3, 4, 3, pad_mode=1), ValueError,
        "For 'Conv1dTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad"
        "']', but got '1'."),
    'Conv1dTranspose-padneg': (
        lambda: nn.Conv1dTranspose(3, 4, 3, pad_mode='pad', padding=-1),
        ValueError,
        "For 'Conv1dTranspose', the 'padding' must be int and must >= 0, but got '-1' with type '"
        "int'."),
    'Conv1dTranspose-padsame': (lambda: nn.Conv1dTranspose(3, 4, 3, padding=1), ValueError,
        "For 'Conv2DBackpropInput', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is not"
        ' "pad", but got \'pad\' is (0, 0, 1, 1) and \'pad_mode\' is same.'),
    'Conv1dTranspose-group': (lambda: nn.Conv1dTranspose(3, 4, 3, group=2), ValueError,
        "For 'Conv1dTranspose', the attr 'in_channels' must be divisible by attr 'group', but got"
        " 'in_channels': 3 and 'group': 2."),
    'Conv1dTranspose-dil0': (lambda: nn.Conv1dTranspose(3, 4, 3, dilation=0), ValueError,
        "For 'Conv1dTranspose', the 'dilation' must be int and must >= 1, but got '0' with type '"
        "int'."),
    'Conv1dTranspose-hasbias': (lambda: nn.Conv1dTranspose(3, 4, 3, has_bias='yes'), TypeError,
        "For 'Conv1dTranspose', the 'has_bias' must be a bool, but got str."),
    'Conv1dTranspose-fmt': (lambda: nn.Conv1dTranspose(3, 4, 3, data_format='NHCW'), TypeError,
        "Conv1dTranspose.__init__() got an unexpected keyword argument 'data_format'"),
    'Conv1dTranspose-bogus': (lambda: nn.Conv1dTranspose(3, 4, 3, bogus=1), TypeError,
        "Conv1dTranspose.__init__() got an unexpected keyword argument 'bogus'"),
    'Conv1dTranspose-winit': (lambda: nn.Conv1dTranspose(3, 4, 3, weight_init='bogus'), ValueError,
        "For 'initializer', the class corresponding to 'bogus' was not found."),
    'Conv2dTranspose-inneg': (lambda: nn.Conv2dTranspose(-3, 4, 3), ValueError,
        "For 'Conv2dTranspose', the 'in_channels' must be int and must > 0, but got '-3' with typ"
        "e 'int'."),
    'Conv2dTranspose-in0': (lambda: nn.Conv2dTranspose(0, 4, 3), ValueError,
        "For 'Conv2dTranspose', the 'in_channels' must be int and must > 0, but got '0' with type"
        " 'int'."),
    'Conv2dTranspose-outneg': (lambda: nn.Conv2dTranspose(3, -4, 3), ValueError,
        "For 'Conv2dTranspose', the 'out_channels' must be int and must > 0, but got '-4' with ty"
        "pe 'int'."),
    'Conv2dTranspose-instr': (lambda: nn.Conv2dTranspose('3', 4, 3), TypeError,
        "For 'Conv2dTranspose', the 'in_channels' must be int, but got 'str'"),
    'Conv2dTranspose-infloat': (lambda: nn.Conv2dTranspose(3.0, 4, 3), TypeError,
        "For 'Conv2dTranspose', the 'in_channels' must be int, but got 'float'"),
    'Conv2dTranspose-k0': (lambda: nn.Conv2dTranspose(3, 4, 0), ValueError,
        "For 'Conv2dTranspose', the 'kernel_size item' must be int and must > 0, but got '0' with"
        " type 'int'."),
    'Conv2dTranspose-kneg': (lambda: nn.Conv2dTranspose(3, 4, -1), ValueError,
        "For 'Conv2dTranspose', the 'kernel_size item' must be int and must > 0, but got '-1' wit"
        "h type 'int'."),
    'Conv2dTranspose-kstr': (lambda: nn.Conv2dTranspose(3, 4, 'a'), TypeError,
        'When expanding an int number to tuple, input type must be integer or tuple[int], but got'
        " <class 'str'>"),
    'Conv2dTranspose-kNone': (lambda: nn.Conv2dTranspose(3, 4, None), TypeError,
        'When expanding an int number to tuple, input type must be integer or tuple[int], but got'
        " <class 'NoneType'>"),
    'Conv2dTranspose-stride0': (lambda: nn.Conv2dTranspose(3, 4, 3, stride=0), ValueError,
        "For 'Conv2dTranspose', the 'stride item' must be int and must > 0, but got '0' with type"
        " 'int'."),
    'Conv2dTranspose-padmode': (lambda: nn.Conv2dTranspose(3, 4, 3, pad_mode='bogus'), ValueError,
        "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad"
        "']', but got 'bogus'."),
    'Conv2dTranspose-padmodeint': (lambda: nn.Conv2dTranspose(3, 4, 3, pad_mode=1), ValueError,
        "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad"
        "']', but got '1'."),
    'Conv2dTranspose-padneg': (
        lambda: nn.Conv2dTranspose(3, 4, 3, pad_mode='pad', padding=-1),
        ValueError,
        "For 'Conv2dTranspose', the 'padding' must be int and must >= 0, but got '-1' with type '"
        "int'."),
    'Conv2dTranspose-padsame': (lambda: nn.Conv2dTranspose(3, 4, 3, padding=1), ValueError,
        "For 'Conv2DTranspose', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is not "
        '"pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    'Conv2dTranspose-group': (lambda: nn.Conv2dTranspose(3, 4, 3, group=2), ValueError,
        "For 'Conv2dTranspose', the attr 'in_channels' must be divisible by attr 'group', but got"
        " 'in_channels': 3 and 'group': 2."),
    'Conv2dTranspose-dil0': (lambda: nn.Conv2dTranspose(3, 4, 3, dilation=0), ValueError,
        "For 'Conv2dTranspose', the 'dilation item' must be int and must > 0, but got '0' with ty"
        "pe 'int'."),
    'Conv2dTranspose-hasbias': (lambda: nn.Conv2dTranspose(3, 4, 3, has_bias='yes'), TypeError,
        "For 'Conv2dTranspose', the 'has_bias' must be a bool, but got str."),
    'Conv2dTranspose-fmt': (lambda: nn.Conv2dTranspose(3, 4, 3, data_format='NHCW'), TypeError,
        "Conv2dTranspose.__init__() got an unexpected keyword argument 'data_format'"),
    'Conv2dTranspose-bogus': (lambda: nn.Conv2dTranspose(3, 4, 3, bogus=1), TypeError,
        "Conv2dTranspose.__init__() got an unexpected keyword argument 'bogus'"),
    'Conv2dTranspose-winit': (lambda: nn.Conv2dTranspose(3, 4, 3, weight_init='bogus'), ValueError,
        "For 'initializer', the class corresponding to 'bogus' was not found."),
    'Conv3dTranspose-inneg': (lambda: nn.Conv3dTranspose(-3, 4, 3), ValueError,
        "For 'Conv3dTranspose', the 'in_channels' must be int and must > 0, but got '-3' with typ"
        "e 'int'."),
    'Conv3dTranspose-in0': (lambda: nn.Conv3dTranspose(0, 4, 3), ValueError,
        "For 'Conv3dTranspose', the 'in_channels' must be int and must > 0, but got '0' with type"
        " 'int'."),
    'Conv3dTranspose-outneg': (lambda: nn.Conv3dTranspose(3, -4, 3), ValueError,
        "For 'Conv3dTranspose', the 'out_channels' must be int and must > 0, but got '-4' with ty"
        "pe 'int'."),
    'Conv3dTranspose-instr': (lambda: nn.Conv3dTranspose('3', 4, 3), TypeError,
        'not all arguments converted during string formatting'),
    'Conv3dTranspose-infloat': (lambda: nn.Conv3dTranspose(3.0, 4, 3), TypeError,
        "For 'Conv3dTranspose', the 'in_channels' must be int, but got 'float'"),
    'Conv3dTranspose-k0': (lambda: nn.Conv3dTranspose(3, 4, 0), ValueError,
        "For 'Conv3dTranspose', the parameter 'kernel_size' must be an positive integer or a tupl"
        'e of three positive integer, but got (0, 0, 0)'),
    'Conv3dTranspose-kneg': (lambda: nn.Conv3dTranspose(3, 4, -1), ValueError,
        "For 'Conv3dTranspose', the parameter 'kernel_size' must be an positive integer or a tupl"
        'e of three positive integer, but got (-1, -1, -1)'),
    'Conv3dTranspose-kstr': (lambda: nn.Conv3dTranspose(3, 4, 'a'), TypeError,
        "For 'Conv3dTranspose', the type of 'kernel_size' should be one of '['int', 'tuple']', bu"
        "t got type 'str'."),
    'Conv3dTranspose-kNone': (lambda: nn.Conv3dTranspose(3, 4, None), TypeError,
        "For 'Conv3dTranspose', the type of 'kernel_size' should be one of '['int', 'tuple']', bu"
        "t got type 'NoneType'."),
    'Conv3dTranspose-stride0': (lambda: nn.Conv3dTranspose(3, 4, 3, stride=0), ValueError,
        "For 'Conv3dTranspose', the parameter 'stride' must be an positive integer or a tuple of "
        'three positive integer, but got (0, 0, 0)'),
    'Conv3dTranspose-padmode': (lambda: nn.Conv3dTranspose(3, 4, 3, pad_mode='bogus'), ValueError,
        "For 'Conv3DTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad"
        "']', but got 'bogus'."),
    'Conv3dTranspose-padmodeint': (lambda: nn.Conv3dTranspose(3, 4, 3, pad_mode=1), TypeError,
        "For 'Conv3DTranspose', the type of 'pad_mode' should be 'str', but got type 'int'."),
    'Conv3dTranspose-padneg': (
        lambda: nn.Conv3dTranspose(3, 4, 3, pad_mode='pad', padding=-1),
        ValueError,
        "For 'Conv3dTranspose', the 'padding' must be int and must >= 0, but got '-1' with type '"
        "int'."),
    'Conv3dTranspose-padsame': (lambda: nn.Conv3dTranspose(3, 4, 3, padding=1), ValueError,
        "For 'Conv3DTranspose', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is n"
        'ot "pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    'Conv3dTranspose-group': (lambda: nn.Conv3dTranspose(3, 4, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels'"),
    'Conv3dTranspose-dil0': (lambda: nn.Conv3dTranspose(3, 4, 3, dilation=0), ValueError,
        "For 'Conv3dTranspose', the parameter 'dilation' must be an positive integer or a tuple o"
        'f three positive integer, but got (0, 0, 0)'),
    'Conv3dTranspose-hasbias': (lambda: nn.Conv3dTranspose(3, 4, 3, has_bias='yes'), TypeError,
        "For 'Conv3dTranspose', the 'has_bias' must be a bool, but got str."),
    'Conv3dTranspose-fmt': (lambda: nn.Conv3dTranspose(3, 4, 3, data_format='NHCW'), ValueError,
        "For 'Conv3dTranspose', the 'format' must be str and must be in '['NCHW', 'NHWC', 'NCDHW'"
        "]', but got 'NHCW'."),
    'Conv3dTranspose-bogus': (lambda: nn.Conv3dTranspose(3, 4, 3, bogus=1), TypeError,
        "Conv3dTranspose.__init__() got an unexpected keyword argument 'bogus'"),
    'Conv3dTranspose-winit': (lambda: nn.Conv3dTranspose(3, 4, 3, weight_init='bogus'), ValueError,
        "For 'initializer', the class corresponding to 'bogus' was not found."),
    'MaxPool1d-k0': (lambda: nn.MaxPool1d(kernel_size=0), ValueError,
        "For 'MaxPool1d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'MaxPool1d-kneg': (lambda: nn.MaxPool1d(kernel_size=-2), ValueError,
        "For 'MaxPool1d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'MaxPool1d-kstr': (lambda: nn.MaxPool1d(kernel_size='2'), TypeError,
        "For 'MaxPool1d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'MaxPool1d-kfloat': (lambda: nn.MaxPool1d(kernel_size=2.0), TypeError,
        "For 'MaxPool1d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'float'."),
    'MaxPool1d-s0': (lambda: nn.MaxPool1d(kernel_size=2, stride=0), ValueError,
        "For 'MaxPool1d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'MaxPool1d-padmode': (lambda: nn.MaxPool1d(kernel_size=2, pad_mode='bogus'), ValueError,
        "For 'MaxPool1d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BOGUS'."),
    'MaxPool1d-fmt': (lambda: nn.MaxPool1d(kernel_size=2, data_format='NCWH'), TypeError,
        "MaxPool1d.__init__() got an unexpected keyword argument 'data_format'"),
    'MaxPool1d-bogus': (lambda: nn.MaxPool1d(kernel_size=2, bogus=1), TypeError,
        "MaxPool1d.__init__() got an unexpected keyword argument 'bogus'"),
    'MaxPool2d-k0': (lambda: nn.MaxPool2d(kernel_size=0), ValueError,
        "For 'MaxPool2d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'MaxPool2d-kneg': (lambda: nn.MaxPool2d(kernel_size=-2), ValueError,
        "For 'MaxPool2d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'MaxPool2d-kstr': (lambda: nn.MaxPool2d(kernel_size='2'), TypeError,
        "For 'MaxPool2d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'MaxPool2d-kfloat': (lambda: nn.MaxPool2d(kernel_size=2.0), TypeError,
        "For 'MaxPool2d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'float'."),
    'MaxPool2d-s0': (lambda: nn.MaxPool2d(kernel_size=2, stride=0), ValueError,
        "For 'MaxPool2d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'MaxPool2d-padmode': (lambda: nn.MaxPool2d(kernel_size=2, pad_mode='bogus'), ValueError,
        "For 'MaxPool2d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BOGUS'."),
    'MaxPool2d-fmt': (lambda: nn.MaxPool2d(kernel_size=2, data_format='NCWH'), ValueError,
        "For 'MaxPool2d', the 'format' must be str and must be in '['NCHW', 'NHWC']', but got 'NC"
        "WH'."),
    'MaxPool2d-bogus': (lambda: nn.MaxPool2d(kernel_size=2, bogus=1), TypeError,
        "MaxPool2d.__init__() got an unexpected keyword argument 'bogus'"),
    'MaxPool3d-k0': (lambda: nn.MaxPool3d(kernel_size=0), ValueError,
        "For 'MaxPool3d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'MaxPool3d-kneg': (lambda: nn.MaxPool3d(kernel_size=-2), ValueError,
        "For 'MaxPool3d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'MaxPool3d-kstr': (lambda: nn.MaxPool3d(kernel_size='2'), TypeError,
        "For 'MaxPool3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'MaxPool3d-kfloat': (lambda: nn.MaxPool3d(kernel_size=2.0), TypeError,
        "For 'MaxPool3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'float'."),
    'MaxPool3d-s0': (lambda: nn.MaxPool3d(kernel_size=2, stride=0), ValueError,
        "For 'MaxPool3d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'MaxPool3d-padmode': (lambda: nn.MaxPool3d(kernel_size=2, pad_mode='bogus'), ValueError,
        "For 'MaxPool3d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BOGUS'."),
    'MaxPool3d-fmt': (lambda: nn.MaxPool3d(kernel_size=2, data_format='NCWH'), TypeError,
        "MaxPool3d.__init__() got an unexpected keyword argument 'data_format'"),
    'MaxPool3d-bogus': (lambda: nn.MaxPool3d(kernel_size=2, bogus=1), TypeError,
        "MaxPool3d.__init__() got an unexpected keyword argument 'bogus'"),
    'AvgPool1d-k0': (lambda: nn.AvgPool1d(kernel_size=0), ValueError,
        "For 'AvgPool1d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'AvgPool1d-kneg': (lambda: nn.AvgPool1d(kernel_size=-2), ValueError,
        "For 'AvgPool1d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'AvgPool1d-kstr': (lambda: nn.AvgPool1d(kernel_size='2'), TypeError,
        "For 'AvgPool1d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'AvgPool1d-kfloat': (lambda: nn.AvgPool1d(kernel_size=2.0), TypeError,
        "For 'AvgPool1d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'float'."),
    'AvgPool1d-s0': (lambda: nn.AvgPool1d(kernel_size=2, stride=0), ValueError,
        "For 'AvgPool1d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'AvgPool1d-padmode': (lambda: nn.AvgPool1d(kernel_size=2, pad_mode='bogus'), ValueError,
        "For 'AvgPool1d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BOGUS'."),
    'AvgPool1d-fmt': (lambda: nn.AvgPool1d(kernel_size=2, data_format='NCWH'), TypeError,
        "AvgPool1d.__init__() got an unexpected keyword argument 'data_format'"),
    'AvgPool1d-bogus': (lambda: nn.AvgPool1d(kernel_size=2, bogus=1), TypeError,
        "AvgPool1d.__init__() got an unexpected keyword argument 'bogus'"),
    'AvgPool2d-k0': (lambda: nn.AvgPool2d(kernel_size=0), ValueError,
        "For 'AvgPool2d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'AvgPool2d-kneg': (lambda: nn.AvgPool2d(kernel_size=-2), ValueError,
        "For 'AvgPool2d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'AvgPool2d-kstr': (lambda: nn.AvgPool2d(kernel_size='2'), TypeError,
        "For 'AvgPool2d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'AvgPool2d-kfloat': (lambda: nn.AvgPool2d(kernel_size=2.0), TypeError,
        "For 'AvgPool2d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'float'."),
    'AvgPool2d-s0': (lambda: nn.AvgPool2d(kernel_size=2, stride=0), ValueError,
        "For 'AvgPool2d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'AvgPool2d-padmode': (lambda: nn.AvgPool2d(kernel_size=2, pad_mode='bogus'), ValueError,
        "For 'AvgPool2d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BOGUS'."),
    'AvgPool2d-fmt': (lambda: nn.AvgPool2d(kernel_size=2, data_format='NCWH'), ValueError,
        "For 'AvgPool2d', the 'format' must be str and must be in '['NCHW', 'NHWC']', but got 'NC"
        "WH'."),
    'AvgPool2d-bogus': (lambda: nn.AvgPool2d(kernel_size=2, bogus=1), TypeError,
        "AvgPool2d.__init__() got an unexpected keyword argument 'bogus'"),
    'AvgPool3d-k0': (lambda: nn.AvgPool3d(kernel_size=0), ValueError,
        "For 'AvgPool3d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'AvgPool3d-kneg': (lambda: nn.AvgPool3d(kernel_size=-2), ValueError,
        "For 'AvgPool3d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'AvgPool3d-kstr': (lambda: nn.AvgPool3d(kernel_size='2'), TypeError,
        "For 'AvgPool3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'AvgPool3d-kfloat': (lambda: nn.AvgPool3d(kernel_size=2.0), TypeError,
        "For 'AvgPool3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got "
        "type 'float'."),
    'AvgPool3d-s0': (lambda: nn.AvgPool3d(kernel_size=2, stride=0), ValueError,
        "For 'AvgPool3d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'AvgPool3d-padmode': (lambda: nn.AvgPool3d(kernel_size=2, pad_mode='bogus'), ValueError,
        "For 'AvgPool3d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BOGUS'."),
    'AvgPool3d-fmt': (lambda: nn.AvgPool3d(kernel_size=2, data_format='NCWH'), TypeError,
        "AvgPool3d.__init__() got an unexpected keyword argument 'data_format'"),
    'AvgPool3d-bogus': (lambda: nn.AvgPool3d(kernel_size=2, bogus=1), TypeError,
        "AvgPool3d.__init__() got an unexpected keyword argument 'bogus'"),
    'AdaptiveAvgPool1d-neg': (lambda: nn.AdaptiveAvgPool1d(-1), ValueError,
        "For 'AdaptiveAvgPool1d', the 'output_size' must be int and must >= 1, but got '-1' with "
        "type 'int'."),
    'AdaptiveAvgPool1d-str': (lambda: nn.AdaptiveAvgPool1d('a'), TypeError,
        "For 'AdaptiveAvgPool1d', the type of 'output_size' should be 'int', but got type 'str'."),
    'AdaptiveAvgPool2d-neg': (lambda: nn.AdaptiveAvgPool2d(-1), ValueError,
        "For 'AdaptiveAvgPool2D', the argument 'output_size[0]' must >= 0, but got -1."),
    'AdaptiveAvgPool2d-str': (lambda: nn.AdaptiveAvgPool2d('a'), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', 'tuple']', "
        "but got type 'str'."),
    'AdaptiveMaxPool1d-neg': (lambda: nn.AdaptiveMaxPool1d(-1), ValueError,
        "For 'AdaptiveMaxPool1d', the 'output_size' must be int and must >= 1, but got '-1' with "
        "type 'int'."),
    'AdaptiveMaxPool1d-str': (lambda: nn.AdaptiveMaxPool1d('a'), TypeError,
        "For 'AdaptiveMaxPool1d', the 'output_size' must be int, but got 'str'"),
    'Dense-inneg': (lambda: nn.Dense(-3, 4), ValueError,
        "For 'Dense', the 'in_channels' must be int and must > 0, but got '-3' with type 'int'."),
}

# name: (call, repr of 2.10's result)
GOOD = {
}
