"""Rows of ``test_bad_input_catalogue30``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad30's n3): ``Tensor(...)``
constructor misuse, ``Parameter`` misuse (names, flags, ``set_data``), ``ParameterTuple`` and
``initializer``."""

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops
from minicell.common.initializer import Normal, One


def pset(data):
    p = Parameter(Tensor(np.ones((2, 3), np.float32)), name="p")
    p.set_data(data)
    return p.asnumpy().tolist()


ROWS = {
    'Tensor dtype bad str': (lambda: Tensor([1, 2], dtype="floatx"),
        TypeError, "For 'Tensor', the 'dtype' should be one of [mindspore.int8, "
                   'mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, '
                   'mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.float16, '
                   'mindspore.float32, mindspore.float64, mindspore.bfloat16, '
                   'mindspore.complex64, mindspore.complex128, mindspore.int4, '
                   'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
                   "mindspore.bool, mindspore.string_], but got ''floatx''."),
    'Tensor dtype int': (lambda: Tensor([1, 2], dtype=3),
        TypeError, "For 'Tensor', the 'dtype' should be one of [mindspore.int8, "
                   'mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, '
                   'mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.float16, '
                   'mindspore.float32, mindspore.float64, mindspore.bfloat16, '
                   'mindspore.complex64, mindspore.complex128, mindspore.int4, '
                   'mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
                   "mindspore.bool, mindspore.string_], but got '3'."),
    'Tensor init no shape': (lambda: Tensor(dtype=ms.float32, init=One()),
        ValueError, 'init, dtype and shape must have values at the same time.'),
    'Tensor init no dtype': (lambda: Tensor(shape=(2, 3), init=One()),
        ValueError, 'init, dtype and shape must have values at the same time.'),
    'Tensor init with data': (lambda: Tensor([1.0], shape=(1,), dtype=ms.float32, init=One()),
        ValueError, "When initializing a tensor with 'input_data', 'shape' should be set to "
                    'None.But got shape: (1,).'),
    'Tensor none': (lambda: Tensor(None),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'NoneType'."),
    'Tensor list of tensors ragged': (lambda: Tensor([Tensor([1.0]), Tensor([1.0, 2.0])]),
        TypeError, 'For Tensor, the input_data is [Tensor(shape=[1], dtype=Float32, value= [ '
                   '1.00000000e+00]), Tensor(shape=[2], dtype=Float32, value= [ '
                   '1.00000000e+00,  2.00000000e+00])] that contain unsupported element.'),
    'Tensor const_arg int': (lambda: Tensor([1.0], const_arg=1),
        TypeError, "For 'Tensor', the type of 'const_arg' should be 'bool', but got type "
                   "'int'."),
    'Tensor list with none': (lambda: Tensor([1, None]),
        TypeError, 'For Tensor, the input_data is [1, None] that contain unsupported element.'),
    'Tensor dtype bool str list': (lambda: Tensor([True, "a"]),
        TypeError, "For Tensor, the input_data is [True, 'a'] that contain unsupported "
                   'element.'),
    'Tensor astype bad': (lambda: Tensor([1.0]).astype("floatx"),
        TypeError, "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
                   "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', "
                   "'uint8', 'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', "
                   "'uintp', 'float16', 'half', 'float32', 'single', 'float64', 'double', "
                   "'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', "
                   "'float8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', "
                   "'list_', 'tuple_', 'string', 'number', 'tensor_type', 'type_none', "
                   "'_null', 'TensorType', 'Type', 'Int', 'int', 'float', 'bool'], but got "
                   "'floatx'."),
    'Tensor reshape bad': (lambda: Tensor([1.0, 2.0, 3.0]).reshape(2, 2),
        ValueError, "proposed_shape '[const vector]{2, 2}' is invalid for input of size 3"),
    'Tensor reshape two -1': (lambda: Tensor(np.ones(6, np.float32)).reshape(-1, -1),
        ValueError, 'only one dimension can be inferred'),
    'Tensor item multi': (lambda: Tensor([1.0, 2.0]).item(),
        ValueError, 'The tensor should have only one element, but got 2, more than one element '
                    'is ambiguous.'),
    'Tensor bool multi': (lambda: bool(Tensor([1.0, 2.0])),
        ValueError, 'The tensor should have only one element, but got 2, more than one element '
                    'is ambiguous.'),
    'Tensor int multi': (lambda: int(Tensor([1.0, 2.0])),
        ValueError, 'Only one element tensors can be converted to Python scalars'),
    'Tensor len 0d': (lambda: len(Tensor(1.0)),
        TypeError, 'Not support len of a 0-D tensor'),
    'Tensor iter 0d': (lambda: list(Tensor(1.0)),
        TypeError, 'iteration over a 0-d tensor'),
    'Tensor index float': (lambda: Tensor([1.0, 2.0])[1.5],
        IndexError, 'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, '
                    "int, list and tuple as index, but got 1.5 with type <class 'float'>"),
    'Tensor index out': (lambda: Tensor([1.0, 2.0])[5],
        IndexError, 'index 5 is out of bounds for dimension with size 2'),
    'Tensor setitem str': (lambda: Tensor(np.ones((2, 3), np.float32)).__setitem__(0, "a"),
        IndexError, "Unsupported Python object type received: <class 'str'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    "array, bool, or Tensor. Received value: 'a'"),
    'Tensor init_data no init': (lambda: Tensor([1.0]).init_data().asnumpy().tolist(),
        TypeError, "init_data must be set Tensor.init, init can't be None"),
    'Parameter name int': (lambda: Parameter(Tensor([1.0]), name=3),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'Parameter requires_grad int': (lambda: Parameter(Tensor([1.0]), requires_grad=1).requires_grad,
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Parameter requires_grad str': (lambda: Parameter(Tensor([1.0]), requires_grad="yes").requires_grad,
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Parameter set requires_grad str': (lambda: setattr(Parameter(Tensor([1.0]), name="p"), "requires_grad", "yes"),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Parameter default str': (lambda: Parameter("abc", name="p"),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
    'Parameter default dict': (lambda: Parameter({"a": 1}, name="p"),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'dict'."),
    'Parameter layerwise int': (lambda: Parameter(Tensor([1.0]), name="p", layerwise_parallel=1),
        TypeError, 'The argument `layerwise_parallel` must be bool type.'),
    'Parameter parallel_optimizer int': (lambda: Parameter(Tensor([1.0]), name="p", parallel_optimizer=1),
        TypeError, 'The argument `parallel_optimizer` must be bool type.'),
    'Parameter set_data list': (lambda: pset([[1.0] * 3] * 2),
        TypeError, 'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` '
                   "(like `Tensor`). But with type <class 'list'>."),
    'Parameter set_data np': (lambda: pset(np.ones((2, 3), np.float32)),
        TypeError, 'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` '
                   "(like `Tensor`). But with type <class 'numpy.ndarray'>."),
    'Parameter name set int': (lambda: setattr(Parameter(Tensor([1.0]), name="p"), "name", 3),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'Parameter ParameterTuple dup': (lambda: ms.ParameterTuple([Parameter(Tensor([1.0]), name="p"), Parameter(Tensor([1.0]), name="p")]),
        ValueError, 'The value Parameter (name=p, shape=(1,), dtype=Float32, '
                    "requires_grad=True) , its name 'p' already exists. Please set a unique "
                    'name for the parameter.'),
    'ParameterTuple int': (lambda: ms.ParameterTuple([3]),
        TypeError, 'For ParameterTuple initialization, ParameterTuple input should be '
                   "'Parameter' collection, but got a <class 'list'>. "),
    'initializer bad name': (lambda: ms.common.initializer.initializer("bad", (2, 3), ms.float32),
        ValueError, "For 'initializer', the class corresponding to 'bad' was not found."),
    'initializer shape neg': (lambda: ms.common.initializer.initializer("ones", (2, -3), ms.float32),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (2, -3)'),
    'initializer tensor shape': (lambda: ms.common.initializer.initializer(Tensor(np.ones((2, 3), np.float32)), (3, 2), ms.float32),
        ValueError, "For 'initializer', the shape of the 'init' argument should be same as the "
                    "argument 'shape', but got the 'init' shape [2, 3] and the 'shape' (3, 2)."),
    'initializer shape str': (lambda: ms.common.initializer.initializer("ones", "a", ms.float32),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got a'),
    'Normal sigma neg': (lambda: ms.common.initializer.initializer(Normal(sigma=-1.0), (2,), ms.float32).asnumpy().shape,
        ValueError, 'sigma < 0'),
    'XavierUniform 1d': (lambda: ms.common.initializer.initializer("xavier_uniform", (3,), ms.float32).init_data(),
        ValueError, "'fan_in' and 'fan_out' can not be computed for tensor with fewer than 2 "
                    'dimensions, but got dimensions 1.'),
    'dtype_to_nptype bad': (lambda: ms.dtype_to_nptype(3),
        KeyError, '3'),
    'pytype_to_dtype bad': (lambda: ms.pytype_to_dtype(3),
        TypeError, "For 'pytype_to_dtype', the argument 'obj' must be a python type "
                   "object,such as int, float, str, etc. But got type <class 'int'>."),
}
