"""Rows of ``test_bad_input_catalogue54``: ``Tensor(...)`` built from bad data, dtypes, shapes and
initializers. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process; /tmp/s71/bad54/w/t1.py, d1.py with /tmp/s71/bad54/run.py). Fixed in this round: a lazy
Tensor's (``init=`` given) dtype text (2.10's older list, the argument's type); a str / Tensor /
number ``init`` kept and refused when it runs ("'str' object is not callable"); an unknown
keyword ("'bogus' is an invalid keyword argument for Tensor()"); ``input_data`` with ``shape``
checked before the dtype; bytes make a String Tensor; an int past UInt64 ('Unsupported tensor
type!'); np.longdouble data (2.10's element text, its scalar's type text); mint.nn.Embedding's
dtype text (EmbeddingExt's).
GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from minicell.common import initializer as init  # noqa: F401
from minicell.common.initializer import initializer  # noqa: F401
from bad_input_rows54_help import F, I, w  # noqa: F401

MN = mint.nn

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'T str': (lambda: Tensor('a'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'str'."),
    'T None': (lambda: Tensor(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'NoneType'."),
    'T list str': (lambda: Tensor([1, 'a']), TypeError,
        "For Tensor, the input_data is [1, 'a'] that contain unsupported element."),
    'T ragged': (lambda: Tensor([[1, 2], [3]]), TypeError,
        'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported element.'),
    'T dtype str': (lambda: Tensor(1, dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'T dtype np': (lambda: Tensor(1, dtype=np.float32), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got 'float32'."),
    'T dtype int': (lambda: Tensor(1, dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got '1'."),
    'T shape only': (lambda: Tensor(shape=(2, 3)), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'NoneType'."),
    'T data and shape': (lambda: Tensor(np.ones(2), shape=(2,)), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to None.But got "
        'shape: (2,).'),
    'T dict': (lambda: Tensor({'a': 1}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'dict'."),
    'T object': (lambda: Tensor(object()), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'object'."),
    'T init no shape': (lambda: Tensor(init='ones'), ValueError,
        'init, dtype and shape must have values at the same time.'),
    'T shape str': (lambda: Tensor(shape='a', dtype=ms.float32), TypeError,
        "For 'Tensor', the 'shape' should be one of [list, tuple], but got '<class 'str'>'."),
    'T huge int': (lambda: Tensor(2**70), RuntimeError,
        'Unsupported tensor type!'),
    'T dtype obj': (lambda: Tensor(ms.float32), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'Float'."),
    'T np object': (lambda: Tensor(np.array([1, 'a'], dtype=object)), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class 'str'>' "
        "of array is not supported.\nThe element index in array: (1,), numpy array: [1 'a'].\n"
        "The supported element type of ndarray as follow: \n<class 'numpy.int8'>\n<class "
        "'numpy.int16'>\n<class 'numpy.int32'>\n<class 'numpy.int64'>\n<class 'numpy.uint8'>\n"
        "<class 'numpy.uint16'>\n<class 'numpy.uint32'>\n<class 'numpy.uint64'>\n<class "
        "'numpy.float16'>\n<class 'numpy.float32'>\n<class 'numpy.float64'>\n<class "
        "'numpy.bool_'>\n<class 'numpy.str_'>\n<class 'numpy.complex64'>\n<class "
        "'numpy.complex128'>"),
    'T range': (lambda: Tensor(range(3)).asnumpy().tolist(), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'range'."),
    'T gen': (lambda: Tensor(x for x in range(3)), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'generator'."),
    'T set': (lambda: Tensor({1, 2}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'set'."),
    'T list tensor shapes': (lambda: Tensor([F(2), F(3)]), TypeError,
        'For Tensor, the input_data is [Tensor(shape=[2], dtype=Float32, value= [ '
        '1.00000000e+00,  1.00000000e+00]), Tensor(shape=[3], dtype=Float32, value= [ '
        '1.00000000e+00,  1.00000000e+00,  1.00000000e+00])] that contain unsupported element.'),
    'T list none': (lambda: Tensor([1, None]), TypeError,
        'For Tensor, the input_data is [1, None] that contain unsupported element.'),
    'T const_arg str': (lambda: Tensor(1, const_arg='a'), TypeError,
        "For 'Tensor', the type of 'const_arg' should be 'bool', but got type 'str'."),
    'T dtype shape data': (lambda: Tensor(1, dtype=ms.int32, shape=(2,)), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to None.But got "
        'shape: (2,).'),
    'T init obj no dtype': (lambda: Tensor(init=init.One(), shape=(2,)), ValueError,
        'init, dtype and shape must have values at the same time.'),
    'T np datetime': (lambda: Tensor(np.array(['2020-01-01'], dtype='datetime64[D]')), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class "
        "'numpy.datetime64'>' of array is not supported.\nThe element index in array: (0,), "
        "numpy array: ['2020-01-01'].\nThe supported element type of ndarray as follow: \n"
        "<class 'numpy.int8'>\n<class 'numpy.int16'>\n<class 'numpy.int32'>\n<class "
        "'numpy.int64'>\n<class 'numpy.uint8'>\n<class 'numpy.uint16'>\n<class "
        "'numpy.uint32'>\n<class 'numpy.uint64'>\n<class 'numpy.float16'>\n<class "
        "'numpy.float32'>\n<class 'numpy.float64'>\n<class 'numpy.bool_'>\n<class "
        "'numpy.str_'>\n<class 'numpy.complex64'>\n<class 'numpy.complex128'>"),
    'T np float128': (lambda: Tensor(np.array([1], np.longdouble)), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class "
        "'numpy.longdouble'>' of array is not supported.\nThe element index in array: (0,), "
        'numpy array: [1.].\nThe supported element type of ndarray as follow: \n<class '
        "'numpy.int8'>\n<class 'numpy.int16'>\n<class 'numpy.int32'>\n<class 'numpy.int64'>\n"
        "<class 'numpy.uint8'>\n<class 'numpy.uint16'>\n<class 'numpy.uint32'>\n<class "
        "'numpy.uint64'>\n<class 'numpy.float16'>\n<class 'numpy.float32'>\n<class "
        "'numpy.float64'>\n<class 'numpy.bool_'>\n<class 'numpy.str_'>\n<class "
        "'numpy.complex64'>\n<class 'numpy.complex128'>"),
    'T dtype list type': (lambda: Tensor(1, dtype=ms.list_), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got 'mindspore.list_'."),
    'T internal': (lambda: Tensor(1, internal='a').asnumpy().tolist(), TypeError,
        "'internal' is an invalid keyword argument for Tensor()"),
    'T bad kw': (lambda: Tensor(1, bogus=1), TypeError,
        "'bogus' is an invalid keyword argument for Tensor()"),
    'T 3 pos': (lambda: Tensor(1, ms.float32, (1,)), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to None.But got "
        'shape: (1,).'),
    'T nothing': (lambda: Tensor(), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'NoneType'."),
    'T d1 a': (lambda: Tensor(shape=(2,), dtype='a', init=init.One()), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'str'>'."),
    'T d1 b': (lambda: Tensor(shape=(2,), dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'T d1 c': (lambda: Tensor(np.ones(2), dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'T d1 d': (lambda: Tensor(1, dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'T d1 e': (lambda: Tensor(init=init.One(), shape=(2,), dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'int'>'."),
    'T d1 f': (lambda: Tensor(shape=(2,), dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got '1'."),
    'T d1 g': (lambda: Tensor(shape=(2,), dtype=np.float32), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got 'float32'."),
    'T d1 h': (lambda: initializer('ones', (2,), dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'int'>'."),
    'T d1 i': (lambda: initializer('ones', (2,), dtype=np.float32), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'type'>'."),
    'T d1 j': (
        lambda: Tensor(init='ones', shape=(2,), dtype=ms.float32).asnumpy().tolist(), TypeError,
        "'str' object is not callable"),
    'T d1 k': (
        lambda: Tensor(init=F(2), shape=(2,), dtype=ms.float32).asnumpy().tolist(), TypeError,
        "'Tensor' object is not callable"),
    'T d1 l': (lambda: Tensor(init=1, shape=(2,), dtype=ms.float32).asnumpy().tolist(), TypeError,
        "'int' object is not callable"),
    'T d1 o': (lambda: Tensor([b'abc']), TypeError,
        "For Tensor, the input_data is [b'abc'] that contain unsupported element."),
    'T d1 q': (lambda: Tensor(-2**70), RuntimeError,
        'Unsupported tensor type!'),
    'T d1 r': (lambda: Tensor([2**70]), TypeError,
        'For Tensor, the input_data is [1180591620717411303424] that contain unsupported '
        'element.'),
    'T d1 t': (lambda: Tensor(np.array([1], np.longdouble)[0]), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'longdouble'."),
    'T d1 u': (lambda: Tensor(1, 1, 1, 1), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to None.But got "
        'shape: (1,).'),
    'T d1 v': (lambda: Tensor(np.array([1], np.float16), dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'T d1 x': (lambda: MN.Linear(2, 2, dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'int'>'."),
    'T d1 z': (lambda: Tensor(shape=(2,), dtype='a', init=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'str'>'."),
    # mint.nn Cells given dtype='a' (/tmp/s70/bad53/w/m2.py): a lazy Tensor's text, EmbeddingExt's
    'Linear dtype str': (lambda: MN.Linear(2, 2, dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'str'>'."),
    'BatchNorm2d dtype str': (lambda: MN.BatchNorm2d(2, dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'Embedding dtype str': (lambda: MN.Embedding(2, 2, dtype='a'), TypeError,
        "For 'EmbeddingExt', the element of 'dtype' must be one of Int8, Int16, Int32, Int64, "
        'UInt8, UInt16, UInt32, UInt64, Float16, Float32, Float64, BFloat16, Complex64, '
        'Complex128, Int4, Float8E4M3FN, Float8E5M2, HiFloat8, but got a.The supported data '
        'types depend on the hardware that executes the operator, for more details, please '
        'refer to the MindSpore official website to get more information about the data type.'),
    'Conv2d dtype str': (lambda: MN.Conv2d(1, 1, 1, dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        "mindspore.int4, mindspore.bool_, mindspore.string_], but got '<class 'str'>'."),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'T shape dtype': (lambda: Tensor(shape=(2, 3), dtype=ms.float32).shape,
        '(2, 3)'),
    'T int8 300': (lambda: Tensor(300, ms.int8),
        'Tensor(shape=[], dtype=Int8, value= 44)'),
    'T bool dtype': (lambda: Tensor([1, 2], dtype=ms.bool_).asnumpy().tolist(),
        '[True, True]'),
    'T float to int': (lambda: Tensor(1.5, ms.int32).asnumpy().tolist(),
        '1'),
    'T np str': (lambda: Tensor(np.array(['a'])),
        "Tensor(shape=[1], dtype=String, value= ['a'])"),
    'T complex': (lambda: Tensor(np.array([1+2j])).dtype,
        'mindspore.complex128'),
    'T init str shape': (lambda: Tensor(init='ones', shape=(2,), dtype=ms.float32).shape,
        '(2,)'),
    'T shape float': (lambda: Tensor(shape=(1.5,), dtype=ms.float32),
        'Tensor(shape=[1], dtype=Float32, value= [ 0.00000000e+00])'),
    'T shape int': (lambda: Tensor(shape=2, dtype=ms.float32).shape,
        '(2,)'),
    'T nan int': (lambda: Tensor(float('nan'), ms.int32).asnumpy().tolist(),
        '-2147483648'),
    'T big int32': (lambda: Tensor(2**40, ms.int32).asnumpy().tolist(),
        '0'),
    'T empty list': (lambda: Tensor([], ms.float32).shape,
        '(0,)'),
    'T empty tuple': (lambda: Tensor(()).shape,
        '(0,)'),
    'T tensor f16': (lambda: Tensor(Tensor(1), dtype=ms.float16).dtype,
        'mindspore.float16'),
    'T bytes': (lambda: Tensor(b'abc'),
        "Tensor(shape=[], dtype=String, value= b'abc')"),
    'T list tensors': (lambda: Tensor([Tensor(1), Tensor(2)]).asnumpy().tolist(),
        '[1, 2]'),
    'T float64 dtype': (lambda: Tensor(1.0, dtype=ms.float64).dtype,
        'mindspore.float64'),
    'T input_data kw': (lambda: Tensor(input_data=[1, 2]).asnumpy().tolist(),
        '[1, 2]'),
    'T bool list mixed': (lambda: Tensor([True, 1.5]).dtype,
        'mindspore.float32'),
    'T np uint64': (lambda: Tensor(np.array([1], np.uint64)).dtype,
        'mindspore.uint64'),
    'T dtype string type': (lambda: Tensor(1, dtype=ms.string),
        'Tensor(shape=[], dtype=Int64, value= 1)'),
    'T neg uint8': (lambda: Tensor(-1, ms.uint8).asnumpy().tolist(),
        '255'),
    'T list -1 uint8': (lambda: Tensor([-1], ms.uint8).asnumpy().tolist(),
        '[255]'),
    'T np inf int': (lambda: Tensor(np.array([np.inf]), ms.int32).asnumpy().tolist(),
        '[-2147483648]'),
    'T shape list': (lambda: Tensor(shape=[2, 3], dtype=ms.float32).shape,
        '(2, 3)'),
    'T shape 0': (lambda: Tensor(shape=(0,), dtype=ms.float32).shape,
        '(0,)'),
    'T d1 m': (lambda: Tensor(init='ones', shape=(2,), dtype=ms.float32).init,
        "'ones'"),
    'T d1 n': (lambda: Tensor(b'abc').dtype,
        'mindspore.string_'),
    'T d1 p': (lambda: Tensor(b'abc', ms.float32),
        "Tensor(shape=[], dtype=String, value= b'abc')"),
    'T d1 s': (lambda: Tensor(2**63),
        'Tensor(shape=[], dtype=UInt64, value= 9223372036854775808)'),
    'T d1 w': (lambda: Tensor(shape=(2,), dtype=ms.float32, init='zzz').init,
        "'zzz'"),
    'T d1 y': (lambda: Tensor(1, dtype=ms.float8_e4m3fn),
        'Tensor(shape=[], dtype=Float8E4M3FN, value= 1)'),
}
