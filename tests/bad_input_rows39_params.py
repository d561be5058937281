"""Rows of ``test_bad_input_catalogue39`` (constructors and settings): MindSpore 2.10's exception
type and text for each call (measured on 2.10 CPU, one case per forked process;
/tmp/s55/bad39/pc.py): Parameter/ParameterTuple/Tensor constructors with odd inputs,
set_context/get_context/set_device/set_recursion_limit options, jit/JitConfig options, dtype
conversions.
Left out (minicell differs): Parameter.set_data of a str, Tensor of an object array (2.10 lists
the supported types), of 2**70, with an unknown keyword.
"""
import numpy as np
import minicell as ms
from minicell import Tensor, Parameter, ParameterTuple


def F(*s):
    return Tensor(np.ones(s, np.float32))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'param name int': (lambda: Parameter(F(2), name=1),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'param grad str': (lambda: Parameter(F(2), requires_grad='a'),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'param default str': (lambda: Parameter('a'),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
    'param default none': (lambda: Parameter(None),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'NoneType'."),
    'param layerwise': (lambda: Parameter(F(2), layerwise_parallel='a'),
        TypeError, 'The argument `layerwise_parallel` must be bool type.'),
    'param dict': (lambda: Parameter({'a': 1}),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'dict'."),
    'param name set': (lambda: setattr(Parameter(F(2), name='p'), 'name', 1),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'param name long': (lambda: setattr(Parameter(F(2), name='p'), 'name', 'a' * 5000),
        ValueError, "The length of the '" + 'a' * 5000 + "' name should be less than "
                    '1024.'),
    'param rg set': (lambda: setattr(Parameter(F(2), name='p'), 'requires_grad', 'a'),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'param tuple bad': (lambda: ParameterTuple([F(2)]),
        TypeError, 'For ParameterTuple initialization, ParameterTuple input should be '
                   "'Parameter' collection, but got a <class 'list'>. "),
    'param tuple int': (lambda: ParameterTuple([1]),
        TypeError, 'For ParameterTuple initialization, ParameterTuple input should be '
                   "'Parameter' collection, but got a <class 'list'>. "),
    'param tuple dup': (lambda: ParameterTuple([Parameter(F(2), name='p'),
                                                Parameter(F(2), name='p')]),
        ValueError, 'The value Parameter (name=p, shape=(2,), dtype=Float32, '
                    "requires_grad=True) , its name 'p' already exists. Please set a unique "
                    'name for the parameter.'),
    'tensor dtype str': (lambda: Tensor(1.0, dtype='float32'),
        TypeError, "For 'Tensor', the 'dtype' should be one of [mindspore.int8, "
                   'mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, '
                   'mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.float16, '
                   'mindspore.float32, mindspore.float64, mindspore.bfloat16, '
                   'mindspore.complex64, mindspore.complex128, mindspore.int4, '
                   'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
                   "mindspore.bool, mindspore.string_], but got ''float32''."),
    'tensor shape only': (lambda: Tensor(shape=(2,)),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'NoneType'."),
    'tensor dict': (lambda: Tensor({'a': 1}),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'dict'."),
    'tensor str': (lambda: Tensor('abc'),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
    'tensor set': (lambda: Tensor({1, 2}),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'set'."),
    'tensor ragged': (lambda: Tensor([[1, 2], [3]]),
        TypeError, 'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported '
                   'element.'),
    'tensor none list': (lambda: Tensor([None]),
        TypeError, 'For Tensor, the input_data is [None] that contain unsupported element.'),
    'tensor const arg': (lambda: Tensor(1.0, const_arg='a'),
        TypeError, "For 'Tensor', the type of 'const_arg' should be 'bool', but got type "
                   "'str'."),
    'tensor both': (lambda: Tensor(1.0, shape=(1,), dtype=ms.float32),
        ValueError, "When initializing a tensor with 'input_data', 'shape' should be set to "
                    'None.But got shape: (1,).'),
    'set context mode': (lambda: ms.set_context(mode=5),
        ValueError, "For 'context.set_context', the argument 'mode' should be "
                    'context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got 5.'),
    'set context mode str': (lambda: ms.set_context(mode='graph'),
        TypeError, "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    'set context unknown': (lambda: ms.set_context(foo=1),
        ValueError, "For 'context.set_context', the keyword argument foo is not recognized! "
                    "For detailed usage of 'set_context', please refer to the Mindspore "
                    'official website.'),
    'set context device': (lambda: ms.set_context(device_target='TPU'),
        ValueError, "For 'context.set_context', the argument 'device_target' must be one of "
                    "['CPU', 'GPU', 'Ascend', 'Davinci'], but got TPU."),
    'set context device id': (lambda: ms.set_context(device_id=-1),
        ValueError, "For 'context.set_context', the argument 'device_id' must be in range [0, "
                    '4095], but got -1.'),
    'set context save graphs': (lambda: ms.set_context(save_graphs=5),
        ValueError, "value for save_graphs should be 0-3 but got '5'"),
    'set context max call': (lambda: ms.set_context(max_call_depth=0),
        ValueError, "For 'context.set_context', the argument 'max_call_depth' must be greater "
                    'than 0, but got 0.'),
    'set context sync': (lambda: ms.set_context(pynative_synchronize='a'),
        TypeError, "The parameter 'pynative_synchronize' must be <class 'bool'>, but got "
                   "<class 'str'>"),
    'set context jit config': (lambda: ms.set_context(jit_config='a'),
        TypeError, "The parameter 'jit_config' must be <class 'dict'>, but got <class 'str'>"),
    'set context deterministic': (lambda: ms.set_context(deterministic='a'),
        ValueError, "For 'context.set_context', the argument 'deterministic' must be one of "
                    "['ON', 'OFF'], but got a."),
    'set context runtime num': (lambda: ms.set_context(runtime_num_threads=-1),
        ValueError, 'The num of thread must bigger than or equal to 0.'),
    'set context op timeout': (lambda: ms.set_context(op_timeout=-1),
        ValueError, 'The num of op exe timeout must bigger than or equal to 0.'),
    'set context print': (lambda: ms.set_context(print_file_path=1),
        TypeError, "The parameter 'print_file_path' must be <class 'str'>, but got <class "
                   "'int'>"),
    'get context bad': (lambda: ms.get_context('foo'),
        ValueError, "For 'context.get_context', the argument foo is not recognized! For "
                    "detailed usage of 'get_context', please refer to the Mindspore official "
                    'website.'),
    'set device bad': (lambda: ms.set_device('TPU'),
        ValueError, "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], "
                    'but got TPU.'),
    'set device id': (lambda: ms.set_device('CPU', -1),
        ValueError, 'The device id must bigger than or equal to 0.'),
    'set recursion': (lambda: ms.set_recursion_limit(0),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'jit mode': (lambda: ms.jit(lambda x: x, capture_mode='xx'),
        ValueError, "For 'jit', the 'capture_mode' must be str and must be in '['ast', "
                    "'bytecode', 'trace']', but got 'xx'."),
    'jit level': (lambda: ms.jit(lambda x: x, jit_level='O9'),
        ValueError, "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', "
                    "but got 'O9'."),
    'jit dynamic': (lambda: ms.jit(lambda x: x, dynamic=5),
        ValueError, "For 'jit', the 'dynamic' must be in range of [0, 1], but got 5 with type "
                    "'int'."),
    'jit fullgraph': (lambda: ms.jit(lambda x: x, fullgraph='a'),
        TypeError, "For 'jit', the 'fullgraph' must be a bool, but got str."),
    'jitconfig level': (lambda: ms.JitConfig(jit_level='O9'),
        ValueError, "For 'jit_level' must be one of ['O0', 'O1', 'O2']."),
    'jitconfig exc': (lambda: ms.JitConfig(exc_mode='x'),
        ValueError, "For 'exc_mode' must be one of '['auto', 'sink', 'no_sink']'."),
    'jitconfig syntax': (lambda: ms.JitConfig(jit_syntax_level='x'),
        ValueError, "For 'jit_syntax_level' must be one of '['STRICT', 'LAX']'."),
    'jitconfig infer': (lambda: ms.JitConfig(infer_boost='x'),
        ValueError, "For 'infer_boost' must be one of '['on', 'off']'."),
    'dtype to bad': (lambda: ms.dtype_to_nptype('a'),
        KeyError, "'a'"),
    'dtype pytype bad': (lambda: ms.dtype_to_pytype('a'),
        KeyError, "'a'"),
    'pytype to dtype bad': (lambda: ms.pytype_to_dtype('a'),
        TypeError, "For 'pytype_to_dtype', the argument 'obj' must be a python type "
                   "object,such as int, float, str, etc. But got type <class 'str'>."),
    'ms class int': (lambda: ms.jit_class(1),
        TypeError, 'Decorator jit_class can only be used for class type, but got 1.'),
    'is tensor dtype': (lambda: ms.tensor(1.0, dtype='x'),
        TypeError, "For 'Tensor', the 'dtype' should be one of [mindspore.int8, "
                   'mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, '
                   'mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.float16, '
                   'mindspore.float32, mindspore.float64, mindspore.bfloat16, '
                   'mindspore.complex64, mindspore.complex128, mindspore.int4, '
                   'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
                   "mindspore.bool, mindspore.string_], but got ''x''."),
    'set recursion float': (lambda: ms.set_recursion_limit(1.5),
        TypeError, "The input value must be int, but got 'float'"),
    'set recursion bool': (lambda: ms.set_recursion_limit(True),
        TypeError, "The input value must be int and must > 0, but got 'True' with type 'bool'."),
    'jitconfig debug': (lambda: ms.JitConfig(debug_level='x'),
        ValueError, "For 'debug_level' must be one of '['RELEASE', 'DEBUG']'."),
}
