"""Rows of ``test_bad_input_catalogue56``: ``Tensor(...)`` construction from odd data,
``Parameter`` construction and writes, ``save_checkpoint`` / ``load_checkpoint`` /
``load_param_into_net`` arguments and bad files, ``amp`` arguments and loss scalers. 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process:
/tmp/s73/bad56/run.py on w/c6.py). GOOD: calls 2.10 accepts next to them, with the repr of
2.10's result.

Left (minicell differs; see the report): Tensor shape neg (2.10 returns 'Tensor(shape=[-2, 3],
dtype=Float32, value=\\n)'); Tensor init str (2.10 returns 'Tensor(shape=[2], dtype=Float32,
value= [ 0.000000'); Parameter name empty (2.10 returns 'Parameter (name=Parameter#2,
shape=(2,), dtype=Flo'); Parameter storage_format int (TypeError: '(): incompatible function
arguments. The following argument '); amp all_finite list (TypeError: 'Failed calling IsFinite
with "input=Int64".\\nThe valid callin'); amp all_finite str (TypeError: "For 'mutable', the
'input_data' should be one of (bool, int,").
"""

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, amp, nn
from bad_input_rows56_help import (CK, D, F, N, P, PS, W)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Tensor str': (lambda: Tensor('a'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'str'."),
    'Tensor list str': (lambda: Tensor(['a', 'b']), TypeError,
        "For Tensor, the input_data is ['a', 'b'] that contain unsupported element."),
    'Tensor ragged': (lambda: Tensor([[1, 2], [3]]), TypeError,
        'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported element.'),
    'Tensor dict': (lambda: Tensor({'a': 1}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'dict'."),
    'Tensor set': (lambda: Tensor({1, 2}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'set'."),
    'Tensor object': (lambda: Tensor(object()), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'object'."),
    'Tensor None': (lambda: Tensor(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'NoneType'."),
    'Tensor dtype str': (lambda: Tensor([1], dtype='float32'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore"
        ".int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspor"
        "e.uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16,"
        " mindspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, m"
        "indspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got "
        "''float32''."),
    'Tensor dtype np': (lambda: Tensor([1], dtype=np.float32), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore"
        ".int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspor"
        "e.uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16,"
        " mindspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, m"
        "indspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got "
        "'float32'."),
    'Tensor dtype int': (lambda: Tensor([1], dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore"
        ".int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspor"
        "e.uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16,"
        " mindspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, m"
        "indspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got "
        "'1'."),
    'Tensor shape only': (lambda: Tensor(shape=(2, 3)), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'NoneType'."),
    'Tensor shape str': (lambda: Tensor(shape='a', dtype=ms.float32), TypeError,
        "For 'Tensor', the 'shape' should be one of [list, tuple], but got '<class 'str'>'."),
    'Tensor shape and data': (lambda: Tensor([1], shape=(1,), dtype=ms.float32), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to None.But got sh"
        "ape: (1,)."),
    'Tensor list of tensors diff': (lambda: Tensor([F(2), F(3)]), TypeError,
        'For Tensor, the input_data is [Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+0'
        '0,  1.00000000e+00]), Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  1.000'
        '00000e+00,  1.00000000e+00])] that contain unsupported element.'),
    'Tensor np object': (lambda: Tensor(np.array([1, 'a'], dtype=object)), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class 'str'>' of"
        " array is not supported.\nThe element index in array: (1,), numpy array: [1 'a'].\nThe"
        " supported element type of ndarray as follow: \n<class 'numpy.int8'>\n<class 'numpy.in"
        "t16'>\n<class 'numpy.int32'>\n<class 'numpy.int64'>\n<class 'numpy.uint8'>\n<class 'nu"
        "mpy.uint16'>\n<class 'numpy.uint32'>\n<class 'numpy.uint64'>\n<class 'numpy.float16'>"
        "\n<class 'numpy.float32'>\n<class 'numpy.float64'>\n<class 'numpy.bool_'>\n<class 'num"
        "py.str_'>\n<class 'numpy.complex64'>\n<class 'numpy.complex128'>"),
    'Tensor big int': (lambda: Tensor(2**70), RuntimeError,
        'Unsupported tensor type!'),
    'Tensor big int list': (lambda: Tensor([2**70]), TypeError,
        'For Tensor, the input_data is [1180591620717411303424] that contain unsupported elemen'
        't.'),
    'Tensor internal str': (lambda: Tensor([1], internal='a'), TypeError,
        "'internal' is an invalid keyword argument for Tensor()"),
    'Tensor const_arg str': (lambda: Tensor([1], const_arg='a'), TypeError,
        "For 'Tensor', the type of 'const_arg' should be 'bool', but got type 'str'."),
    'Tensor device str': (lambda: Tensor([1], device='x'), ValueError,
        "Only ('CPU', 'meta') is supported for device, but got x."),
    'Tensor bogus kw': (lambda: Tensor([1], bogus=1), TypeError,
        "'bogus' is an invalid keyword argument for Tensor()"),
    'Parameter str': (lambda: Parameter('a'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'str'."),
    'Parameter None': (lambda: Parameter(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'NoneType'."),
    'Parameter name int': (lambda: Parameter(F(2), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'Parameter rg str': (lambda: Parameter(F(2), requires_grad='a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter layerwise str': (lambda: Parameter(F(2), layerwise_parallel='a'), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'Parameter parallel_optimizer str': (
        lambda: Parameter(F(2), parallel_optimizer='a'), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'Parameter dict': (lambda: Parameter({'a': 1}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'dict'."),
    'Parameter device int': (lambda: Parameter(F(2), device=1), ValueError,
        "Only 'CPU' and 'Remote' is supported for device, but got $1."),
    'Parameter bogus kw': (lambda: Parameter(F(2), bogus=1), TypeError,
        "Parameter.__init__() got an unexpected keyword argument 'bogus'"),
    'Parameter init str': (lambda: Parameter('ones', name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarr"
        "ay', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got ty"
        "pe 'str'."),
    'Parameter set_data str': (lambda: Parameter(F(2), name='p').set_data('a'), TypeError,
        "Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like `Tensor`"
        "). But with type <class 'str'>."),
    'Parameter set_data None': (lambda: Parameter(F(2), name='p').set_data(None), TypeError,
        "Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like `Tensor`"
        "). But with type <class 'NoneType'>."),
    'Parameter name set int': (lambda: setattr(Parameter(F(2), name='p'), 'name', 1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'Parameter rg set str': (
        lambda: setattr(Parameter(F(2), name='p'), 'requires_grad', 'a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'ParameterTuple ints': (lambda: ms.ParameterTuple([1, 2]), TypeError,
        "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' collecti"
        "on, but got a <class 'list'>. "),
    'ParameterTuple tensors': (lambda: ms.ParameterTuple([F(2)]), TypeError,
        "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' collecti"
        "on, but got a <class 'list'>. "),
    'save_ckpt obj str': (lambda: ms.save_checkpoint('a', P('a.ckpt')), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got"
        " <class 'str'>."),
    'save_ckpt obj None': (lambda: ms.save_checkpoint(None, P('a.ckpt')), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got"
        " <class 'NoneType'>."),
    'save_ckpt name int': (lambda: ms.save_checkpoint(N(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is invalid,'ckpt_file_"
        "name' must be string, but got <class 'int'>."),
    'save_ckpt name dir': (lambda: ms.save_checkpoint(N(), D), IsADirectoryError,
        f"For 'save_checkpoint', the parameter `ckpt_file_name`: {D} is a directory, it must be"
        f" a file name."),
    'save_ckpt list bad': (lambda: ms.save_checkpoint([1, 2], P('a.ckpt')), TypeError,
        "For save_checkpoint, when save_obj is made up by list of Parameter,the param should be"
        " parameter, but got <class 'int'>"),
    'save_ckpt list dict bad': (
        lambda: ms.save_checkpoint([{'name': 'a'}], P('a.ckpt')), TypeError,
        "For save_checkpoint, save_obj should be a list of dict items, and the dict should have"
        " key values 'name' and 'value', but got <class 'dict'> and {'name': 'a'}."),
    'save_ckpt list dict data str': (
        lambda: ms.save_checkpoint([{'name': 'a', 'data': 'x'}], P('a.ckpt')), TypeError,
        "For save_checkpoint, when save_obj is a list of dict items, the data in dict should be"
        " parameter, but got <class 'str'>."),
    'save_ckpt append str': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), append_dict='a'), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got <class 'str'>."),
    'save_ckpt append bad val': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), append_dict={'a': [1]}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int,"
        " float, bool or Generator, but got key: <class 'str'>, value: <class 'list'>"),
    'save_ckpt async str': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), async_save=1.5), TypeError,
        "For 'save_checkpoint', the parameter 'async_save' must be bool or str, but got <class "
        "'float'>."),
    'save_ckpt integrated str': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'save_ckpt enc_key str': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), enc_key='a'), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), b"
        "ut got a."),
    'save_ckpt enc_mode bad': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), enc_key=b'0123456789abcdef', enc_mode='x'),
        ValueError,
        'Encrypt failed'),
    'save_ckpt choice int': (
        lambda: ms.save_checkpoint(N(), P('a.ckpt'), choice_func=1), TypeError,
        "'int' object is not callable"),
    'save_ckpt format bad': (lambda: ms.save_checkpoint(N(), P('a.ckpt'), format='x'), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got x."),
    'load_ckpt empty file': (lambda: ms.load_checkpoint(W('e.ckpt', b'')), ValueError,
        "The loaded parameter dict is empty after filter or specify, please check whether 'filt"
        "er_prefix' or 'specify_prefix' are set correctly."),
    'load_ckpt garbage': (lambda: ms.load_checkpoint(W('g.ckpt', b'garbage123')), ValueError,
        f'Failed to read the checkpoint file {D}/g.ckpt. The file may be corrupted, and the con'
        f'tent cannot be parsed.'),
    'load_ckpt missing': (lambda: ms.load_checkpoint(P('missing.ckpt')), ValueError,
        f"For 'load_checkpoint', the checkpoint file: {D}/missing.ckpt does not exist, please c"
        f"heck whether the 'ckpt_file_name' is correct."),
    'load_ckpt dir': (lambda: ms.load_checkpoint(D), ValueError,
        f"For 'load_checkpoint', the checkpoint file format must same with 'format', but got fi"
        f"le_name:'{D}', format:'ckpt'"),
    'load_ckpt int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'i"
        "nt'>."),
    'load_ckpt wrong ext': (lambda: ms.load_checkpoint(W('g.txt', b'x')), ValueError,
        f"For 'load_checkpoint', the checkpoint file format must same with 'format', but got fi"
        f"le_name:'{D}/g.txt', format:'ckpt'"),
    'load_ckpt net str': (lambda: ms.load_checkpoint(CK(), net='a'), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'str'>."),
    'load_ckpt filter int': (lambda: ms.load_checkpoint(CK(), filter_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string,"
        " list[string] or tuple[string], but got <class 'int'>."),
    'load_ckpt filter list int': (lambda: ms.load_checkpoint(CK(), filter_prefix=[1]), TypeError,
        "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, the "
        "element in it must be string, but got <class 'int'> at index 0."),
    'load_ckpt filter empty str': (lambda: ms.load_checkpoint(CK(), filter_prefix=''), ValueError,
        "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't include "
        "''."),
    'load_ckpt specify int': (lambda: ms.load_checkpoint(CK(), specify_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string,"
        " list[string] or tuple[string], but got <class 'int'>."),
    'load_ckpt both prefixes': (
        lambda: ms.load_checkpoint(CK(), specify_prefix='w', filter_prefix='w'), ValueError,
        "The loaded parameter dict is empty after filter or specify, please check whether 'filt"
        "er_prefix' or 'specify_prefix' are set correctly."),
    'load_ckpt dec_key str': (lambda: ms.load_checkpoint(CK(), dec_key='a'), ValueError,
        "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), b"
        "ut got a."),
    'load_ckpt dec_mode bad': (
        lambda: ms.load_checkpoint(CK(), dec_key=b'0123456789abcdef', dec_mode='x'), ValueError,
        f'Failed to read the checkpoint file {D}/n.ckpt. May not have permission to read it, pl'
        f'ease check the correct of the file.'),
    'load_ckpt format bad': (lambda: ms.load_checkpoint(CK(), format='x'), ValueError,
        "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', "
        "please input the correct 'format'."),
    'load_ckpt truncated': (
        lambda: ms.load_checkpoint(W('t.ckpt', open(CK(), 'rb').read()[:20])), ValueError,
        f'Failed to read the checkpoint file {D}/t.ckpt. The file may be corrupted, and the con'
        f'tent cannot be parsed.'),
    'load_ckpt bogus kw': (lambda: ms.load_checkpoint(CK(), bogus=1), TypeError,
        "load_checkpoint() got an unexpected keyword argument 'bogus'"),
    'lpin net str': (lambda: ms.load_param_into_net('a', {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'str'>."),
    'lpin dict str': (lambda: ms.load_param_into_net(N(), 'a'), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got <cl"
        "ass 'str'>."),
    'lpin dict vals': (lambda: ms.load_param_into_net(N(), {'weight': 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' a"
        "nd 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'lpin strict str': (lambda: ms.load_param_into_net(N(), {}, strict_load='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'lpin remove int': (lambda: ms.load_param_into_net(N(), {}, remove_redundancy='a'), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got a."),
    'amp level bad': (lambda: amp.auto_mixed_precision(N(), 'O9'), ValueError,
        'The amp level O9 is not supported'),
    'amp level int': (lambda: amp.auto_mixed_precision(N(), 1), ValueError,
        'The amp level 1 is not supported'),
    'amp net str': (lambda: amp.auto_mixed_precision('a', 'O1'), TypeError,
        "For amp_level 'O1', the network type should be Cell."),
    'amp dtype bad': (lambda: amp.auto_mixed_precision(N(), 'O1', dtype=ms.int32), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got Int32.'),
    'amp dtype str': (lambda: amp.auto_mixed_precision(N(), 'O1', dtype='a'), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got a.'),
    'amp build_train str level': (
        lambda: amp.build_train_network(N(), nn.SGD(PS(), 0.1), level='x'), ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got x."),
    'amp build_train opt str': (lambda: amp.build_train_network(N(), 'a'), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', 'AdaSumByGradWrap"
        "Cell', 'AdaSumByDeltaWeightWrapCell']', but got type 'str'."),
    'amp build_train bogus': (
        lambda: amp.build_train_network(N(), nn.SGD(PS(), 0.1), bogus=1), ValueError,
        "Unsupported arg 'bogus'"),
    'amp StaticLossScaler str': (lambda: amp.StaticLossScaler('a'), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'amp StaticLossScaler neg': (lambda: amp.StaticLossScaler(-1), ValueError,
        "The argument 'scale_value' must be > 1, but got -1"),
    'amp DynamicLossScaler str': (lambda: amp.DynamicLossScaler('a', 2, 1), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'amp DynamicLossScaler factor str': (lambda: amp.DynamicLossScaler(1024, 'a', 1), TypeError,
        "The 'scale_factor' must be int, but got 'str'"),
    'amp DynamicLossScaler window str': (lambda: amp.DynamicLossScaler(1024, 2, 'a'), TypeError,
        "The 'scale_window' must be int, but got 'str'"),
    'amp DynamicLossScaler scale neg': (lambda: amp.DynamicLossScaler(-1, 2, 1), ValueError,
        "The argument 'scale_value' must be > 1, but got -1"),
    'amp custom_mixed white str': (
        lambda: amp.custom_mixed_precision(N(), white_list='a'), TypeError,
        "The type of white_list should be list, but got <class 'str'>"),
    'amp custom_mixed both': (
        lambda: amp.custom_mixed_precision(N(), white_list=[], black_list=[]), ValueError,
        'For custom_mixed_precision, the white_list or black_list cannot be provided at the sam'
        'e time, please provide one or the other.'),
    'amp custom_mixed none': (lambda: amp.custom_mixed_precision(N()), ValueError,
        'For custom_mixed_precision, one of white_list and black_list must be provided.'),
    'amp get_white_list arg': (lambda: amp.get_white_list(1), TypeError,
        'get_white_list() takes 0 positional arguments but 1 was given'),
    'amp FixedLossScaleManager 0': (lambda: amp.FixedLossScaleManager(0), ValueError,
        "The argument 'loss_scale' must be >= 1, but got 0"),
    'amp FixedLossScaleManager str': (lambda: amp.FixedLossScaleManager('a'), TypeError,
        "'<' not supported between instances of 'str' and 'int'"),
    'amp DynamicLossScaleManager window 0': (
        lambda: amp.DynamicLossScaleManager(scale_window=0), ValueError,
        "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > 0, but got '0"
        "' with type 'int'."),
    'amp DynamicLossScaleManager init str': (
        lambda: amp.DynamicLossScaleManager(init_loss_scale='a'), TypeError,
        "'<' not supported between instances of 'str' and 'float'"),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'Tensor complex list': (lambda: Tensor([1 + 2j]).dtype,
        'mindspore.complex128'),
    'Tensor shape dtype': (lambda: Tensor(shape=(2, 3), dtype=ms.float32).shape,
        '(2, 3)'),
    'Tensor bool np': (lambda: Tensor(np.array([True])).dtype,
        'mindspore.bool'),
    'Tensor tuple of tensors': (lambda: Tensor((F(2), F(2))).shape,
        '(2, 2)'),
    'Tensor np str': (lambda: Tensor(np.array(['a'])),
        "Tensor(shape=[1], dtype=String, value= ['a'])"),
    'Tensor bytes': (lambda: Tensor(b'ab'),
        "Tensor(shape=[], dtype=String, value= b'ab')"),
    'Tensor uint8 neg': (lambda: Tensor(-1, ms.uint8),
        'Tensor(shape=[], dtype=UInt8, value= 255)'),
    'Tensor int8 overflow': (lambda: Tensor(300, ms.int8),
        'Tensor(shape=[], dtype=Int8, value= 44)'),
    'Tensor float to int dtype': (lambda: Tensor(1.5, ms.int32),
        'Tensor(shape=[], dtype=Int32, value= 1)'),
    'Tensor nan int': (lambda: Tensor(float('nan'), ms.int32),
        'Tensor(shape=[], dtype=Int32, value= -2147483648)'),
    'Parameter list': (lambda: Parameter([1.0, 2.0]).shape,
        '(2,)'),
    'Parameter set_data shape': (lambda: Parameter(F(2), name='p').set_data(F(3)),
        'Parameter (name=p, shape=(3,), dtype=Float32, requires_grad=True)'),
    'Parameter clone str': (lambda: Parameter(F(2), name='p').clone(init=1.5),
        'Parameter (name=p, shape=(2,), dtype=Float32, requires_grad=True)'),
    'Parameter init_data str': (lambda: Parameter(F(2), name='p').init_data(layout='a'),
        'Parameter (name=p, shape=(2,), dtype=Float32, requires_grad=True)'),
    'save_ckpt bogus kw': (lambda: ms.save_checkpoint(N(), P('a.ckpt'), bogus=1),
        'None'),
    'load_ckpt strict str': (lambda: ms.load_checkpoint(CK(), strict_load='a'),
        "{'weight': Parameter (name=weight, shape=(2, 2), dtype=Float32, requires_grad=True), '"
        "bias': Parameter (name=bias, shape=(2,), dtype=Float32, requires_grad=True)}"),
    'amp FixedLossScaleManager drop str': (
        lambda: type(amp.FixedLossScaleManager(128.0, drop_overflow_update='a')).__name__,
        "'FixedLossScaleManager'"),
    'amp DynamicLossScaleManager factor 1': (
        lambda: type(amp.DynamicLossScaleManager(scale_factor=1)).__name__,
        "'DynamicLossScaleManager'"),
}
