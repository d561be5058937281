"""Rows of ``test_bad_input_catalogue45`` (Parameter and Tensor construction misuse, training
callbacks and Model with bad arguments): MindSpore 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process; /tmp/s62/bad45/w/b2.py with
/tmp/s62/bad45/run.py; the text up to 2.10's C++ call stack). minicell already raised all but
one as 2.10 (the rows keep it so); fixed in this round: Tensor.to with an unknown device name
(2.10's enum parser text, no more).
Still different (measured, left): Tensor(shape=(2,), dtype=ms.float32, init='ones') (2.10 makes
a Tensor, printed as zeros; minicell refuses a str init), Tensor(shape=(2.5,), init=One())
(2.10 makes a shape-(2,) Tensor; minicell's prints as uninitialized).
"""
import numpy as np
import minicell as ms
from minicell import Parameter, Tensor, nn
from minicell.train.callback import CheckpointConfig, LossMonitor, ModelCheckpoint


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'param name int': (lambda: Parameter(F(2), name=3), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'param requires_grad int': (lambda: Parameter(F(2), name='p', requires_grad=1), TypeError,
        'The argument `requires_grad` must be bool type'),
    'param requires_grad str': (lambda: Parameter(F(2), name='p', requires_grad='yes'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'param default str': (lambda: Parameter('abc', name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'str'."),
    'param default none': (lambda: Parameter(None, name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'NoneType'."),
    'param layerwise_parallel int': (
        lambda: Parameter(F(2), name='p', layerwise_parallel=1), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'tensor ragged': (lambda: Tensor([[1, 2], [3]]), TypeError,
        'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported element.'),
    'tensor dtype str': (lambda: Tensor(1, dtype='float32'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, '
        'mindspore.uint64, mindspore.float16, mindspore.float32, mindspore.float64, '
        'mindspore.bfloat16, mindspore.complex64, mindspore.complex128, mindspore.int4, '
        'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got ''float32''."),
    'tensor dtype np': (lambda: Tensor([1], dtype=np.float32), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, '
        'mindspore.uint64, mindspore.float16, mindspore.float32, mindspore.float64, '
        'mindspore.bfloat16, mindspore.complex64, mindspore.complex128, mindspore.int4, '
        'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got 'float32'."),
    'tensor dtype int type': (lambda: Tensor([1], dtype=int), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, '
        'mindspore.uint64, mindspore.float16, mindspore.float32, mindspore.float64, '
        'mindspore.bfloat16, mindspore.complex64, mindspore.complex128, mindspore.int4, '
        'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got 'int'."),
    'tensor str input': (lambda: Tensor('abc'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'str'."),
    'tensor object array': (lambda: Tensor(np.array([1, 'a'], dtype=object)), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class 'str'>' of "
        "array is not supported.\nThe element index in array: (1,), numpy array: [1 'a'].\nThe "
        "supported element type of ndarray as follow: \n<class 'numpy.int8'>\n<class "
        "'numpy.int16'>\n<class 'numpy.int32'>\n<class 'numpy.int64'>\n<class "
        "'numpy.uint8'>\n<class 'numpy.uint16'>\n<class 'numpy.uint32'>\n<class "
        "'numpy.uint64'>\n<class 'numpy.float16'>\n<class 'numpy.float32'>\n<class "
        "'numpy.float64'>\n<class 'numpy.bool_'>\n<class 'numpy.str_'>\n<class "
        "'numpy.complex64'>\n<class 'numpy.complex128'>"),
    'tensor dict': (lambda: Tensor({'a': 1}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'dict'."),
    'tensor none': (lambda: Tensor(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'NoneType'."),
    'tensor list of tensors ragged': (lambda: Tensor([F(2), F(3)]), TypeError,
        'For Tensor, the input_data is [Tensor(shape=[2], dtype=Float32, value= [ '
        '1.00000000e+00,  1.00000000e+00]), Tensor(shape=[3], dtype=Float32, value= [ '
        '1.00000000e+00,  1.00000000e+00,  1.00000000e+00])] that contain unsupported element.'),
    'tensor bad nested': (lambda: Tensor([[1, 2], 3]), TypeError,
        'For Tensor, the input_data is [[1, 2], 3] that contain unsupported element.'),
    'tensor const_arg int': (lambda: Tensor([1.0], const_arg=1), TypeError,
        "For 'Tensor', the type of 'const_arg' should be 'bool', but got type 'int'."),
    'tensor astype str': (lambda: F(2).astype('floaty'), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', 'byte', "
        "'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', 'ubyte', 'uint16', "
        "'ushort', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', 'half', 'float32', 'single', "
        "'float64', 'double', 'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', "
        "'bfloat16', 'float8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', "
        "'list_', 'tuple_', 'string', 'number', 'tensor_type', 'type_none', '_null', "
        "'TensorType', 'Type', 'Int', 'int', 'float', 'bool'], but got 'floaty'."),
    'tensor to bad': (lambda: F(2).to('floaty'), ValueError,
        'Failed to convert the value "floaty" of input \'device\' of \'to\' to enum.'),
    'LossMonitor neg': (lambda: LossMonitor(-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'LossMonitor float': (lambda: LossMonitor(1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'LossMonitor bool': (lambda: LossMonitor(True), TypeError,
        "The input value must be int and must >= 0, but got 'True' with type 'bool'."),
    'CheckpointConfig steps float': (lambda: CheckpointConfig(save_checkpoint_steps=1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'CheckpointConfig max neg': (lambda: CheckpointConfig(keep_checkpoint_max=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CheckpointConfig seconds neg': (
        lambda: CheckpointConfig(save_checkpoint_steps=None, save_checkpoint_seconds=-5),
        ValueError,
        "The input value must be int and must >= 0, but got '-5' with type 'int'."),
    'CheckpointConfig minutes': (
        lambda: CheckpointConfig(keep_checkpoint_per_n_minutes=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CheckpointConfig integrated str': (lambda: CheckpointConfig(integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'CheckpointConfig async int': (lambda: CheckpointConfig(async_save=2), TypeError,
        "For 'save_checkpoint', the parameter 'async_save' must be bool or str, but got <class "
        "'int'>."),
    'CheckpointConfig saved_network': (lambda: CheckpointConfig(saved_network=3), TypeError,
        "For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, but got "
        "<class 'int'>."),
    'CheckpointConfig append_info': (lambda: CheckpointConfig(append_info=3), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' must be list,but got <class 'int'>."),
    'CheckpointConfig append_info dict': (
        lambda: CheckpointConfig(append_info=[{'a': [1]}]), TypeError,
        "For 'CheckpointConfig', the key type of the dict 'append_info' must be string, the "
        "value type must be int or float or bool, but got key type <class 'str'>, value type "
        "<class 'list'>"),
    'CheckpointConfig enc_key': (lambda: CheckpointConfig(enc_key=3), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), "
        'but got 3.'),
    'CheckpointConfig exception_save': (lambda: CheckpointConfig(exception_save=3), TypeError,
        'The input value must be a bool, but got int.'),
    'CheckpointConfig remove_redundancy': (
        lambda: CheckpointConfig(remove_redundancy=3), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got 3."),
    'ModelCheckpoint prefix int': (lambda: ModelCheckpoint(prefix=3), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
        "must be callable or string that does not contain '/', but got 3."),
    'ModelCheckpoint prefix slash': (lambda: ModelCheckpoint(prefix='a/b'), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
        "must be callable or string that does not contain '/', but got a/b."),
    'ModelCheckpoint config int': (lambda: ModelCheckpoint(config=3), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', but "
        "got <class 'int'>."),
    'ModelCheckpoint directory int': (lambda: ModelCheckpoint(directory=3), TypeError,
        'The path is invalid, the type should be string.'),
    'Model loss int': (lambda: ms.Model(nn.Dense(2, 2), loss_fn=3), AttributeError,
        "'int' object has no attribute 'get_inputs'"),
    'Model optimizer int': (
        lambda: ms.Model(nn.Dense(2, 2), loss_fn=nn.MSELoss(), optimizer=3), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
        "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type 'int'."),
    'Model net int': (lambda: ms.Model(3), TypeError,
        "The type of 'network' should be 'Cell', but got type 'int'."),
    'Model metrics int': (lambda: ms.Model(nn.Dense(2, 2), metrics=3), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got 3"),
    'Model metrics bad name': (
        lambda: ms.Model(nn.Dense(2, 2), loss_fn=nn.MSELoss(), metrics={'zz'}), KeyError,
        '"For \'get_metric_fn\', unsupported metric zz, please refer to official website for '
        'more details about supported metrics."'),
    'Model amp level': (
        lambda: ms.Model(nn.Dense(2, 2), loss_fn=nn.MSELoss(), optimizer=nn.Momentum(
            nn.Dense(2, 2).trainable_params(), 0.1, 0.9), amp_level='O9'), ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O9."),
    'Model kwargs bad': (lambda: ms.Model(nn.Dense(2, 2), zz=1), ValueError,
        "The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' or "
        "'boost_config_dict' or 'acc_level', but got 'zz'."),
}
