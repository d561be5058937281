"""Rows of ``test_bad_input_catalogue39`` (sparse tensors): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize
on; /tmp/s55/bad39/sp.py): COOTensor/CSRTensor constructors with bad parts, their methods
(astype, add, mul, div, mv, mm, sum, to_csr) and the ops.coo_*/csr_* functions with operands of
the wrong kind.
Left out (minicell differs): CSRTensor.abs's qualified name in Python's arity text, RowTensor's
pybind texts (2.10's RowTensor takes a None or a list), coo_tensor_get_dense_shape of an int,
coo_concat's int32-indices text. (CSRTensor.sum(0), refused by 2.10, is tests/test_sparse.py's.)
"""
import numpy as np
import minicell as ms
from minicell import Tensor, ops, COOTensor, CSRTensor


def I(a):
    return Tensor(np.array(a, np.int32))


def V(a):
    return Tensor(np.array(a, np.float32))


def _coo():
    return COOTensor(I([[0, 1], [1, 2]]), V([1, 2]), (3, 4))


def _csr():
    return CSRTensor(I([0, 1, 2]), I([0, 1]), V([1, 2]), (2, 4))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'coo shape tuple': (lambda: COOTensor(I([[0, 1]]), V([1]), [3, 4]),
        TypeError, "For SparseTensors, 'shape' must be tuple, but got <class 'list'>."),
    'coo idx rank': (lambda: COOTensor(I([0, 1]), V([1, 2]), (3, 4)),
        ValueError, "For COOTensor, 'indices' must be a 2-dimensional tensor, but got a "
                    '1-dimensional tensor.'),
    'coo val rank': (lambda: COOTensor(I([[0, 1]]), V([[1]]), (3, 4)),
        ValueError, "For COOTensor, 'values' must be a 1-dimensional tensor, but got a "
                    '2-dimensional tensor.'),
    'coo idx float': (lambda: COOTensor(V([[0, 1]]), V([1]), (3, 4)),
        TypeError, "For COOTensor, the type of 'indices' must be one of [int16, int32, "
                   'int64], but got Float32.'),
    'coo len mismatch': (lambda: COOTensor(I([[0, 1], [1, 2]]), V([1]), (3, 4)),
        ValueError, "For COOTensor, 'indices.shape[0]' must be euqal to 'values.shape[0]', "
                    "but got 'indices.shape[0]' = 2 and 'values.shape[0]' = 1."),
    'coo idx cols': (lambda: COOTensor(I([[0, 1, 2]]), V([1]), (3, 4)),
        ValueError, "For COOTensor, 'indices.shape[1]' must be 2, but got 3."),
    'coo shape neg': (lambda: COOTensor(I([[0, 1]]), V([1]), (3, -4)),
        ValueError, "For COOTensor, the element of 'shape' must be positive, but got -4 in "
                    '(3, -4).'),
    'coo idx list': (lambda: COOTensor([[0, 1]], V([1]), (3, 4)),
        TypeError, "For SparseTensors, 'indices' must be Tensor, but got <class 'list'>."),
    'coo val list': (lambda: COOTensor(I([[0, 1]]), [1.0], (3, 4)),
        TypeError, "For SparseTensors, 'values' must be Tensor, but got <class 'list'>."),
    'coo none': (lambda: COOTensor(None, V([1]), (3, 4)),
        TypeError, "For SparseTensors, 'indices' must be Tensor, but got <class 'NoneType'>."),
    'coo shape str': (lambda: COOTensor(I([[0, 1]]), V([1]), 'ab'),
        TypeError, "For SparseTensors, 'shape' must be tuple, but got <class 'str'>."),
    'coo shape float': (lambda: COOTensor(I([[0, 1]]), V([1]), (3.0, 4)),
        TypeError, "For COOTensor, the element type of 'shape' must be int, but got <class "
                   "'float'>"),
    'coo idx bool': (lambda: COOTensor(Tensor(np.array([[0, 1]], bool)), V([1]), (3, 4)),
        TypeError, "For COOTensor, the type of 'indices' must be one of [int16, int32, "
                   'int64], but got Bool.'),
    'coo astype': (lambda: _coo().astype('x'),
        TypeError, "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
                   "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', "
                   "'uint8', 'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', "
                   "'uintp', 'float16', 'half', 'float32', 'single', 'float64', 'double', "
                   "'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', "
                   "'float8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', "
                   "'list_', 'tuple_', 'string', 'number', 'tensor_type', 'type_none', "
                   "'_null', 'TensorType', 'Type', 'Int', 'int', 'float', 'bool'], but got "
                   "'x'."),
    'coo add shape': (lambda: _coo() + COOTensor(I([[0, 1]]), V([1]), (2, 4)),
        ValueError, 'Input tensors should have the same shape.'),
    'coo add dense': (lambda: _coo().add(V([1.0]), 0.0),
        AttributeError, "'Tensor' object has no attribute 'indices'"),
    'coo mul str': (lambda: _coo() * 'a',
        AttributeError, "'str' object has no attribute 'shape'"),
    'coo div bad': (lambda: _coo() / 'a',
        AttributeError, "'str' object has no attribute 'shape'"),
    'coo sub shape': (lambda: _coo() - COOTensor(I([[0, 1]]), V([1]), (2, 4)),
        ValueError, 'Input tensors should have the same shape.'),
    'coo to csr 3d': (lambda: COOTensor(I([[0, 1, 0]]), V([1]), (3, 4, 2)).to_csr(),
        ValueError, "For COOTensor, the length of 'shape' must be 2, but got (3, 4, 2)."),
    'csr shape list': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([1, 2]), [2, 4]),
        TypeError, "For SparseTensors, 'shape' must be tuple, but got <class 'list'>."),
    'csr indptr float': (lambda: CSRTensor(V([0, 1, 2]), I([0, 1]), V([1, 2]), (2, 4)),
        TypeError, 'For CSRTensor, indptr must have int16 or int32 or int64 data type, but '
                   'got Float32.'),
    'csr indices float': (lambda: CSRTensor(I([0, 1, 2]), V([0, 1]), V([1, 2]), (2, 4)),
        TypeError, 'For CSRTensor, indices must have int16 or int32 or int64 data type, but '
                   'got Float32.'),
    'csr indptr 2d': (lambda: CSRTensor(I([[0, 1, 2]]), I([0, 1]), V([1, 2]), (2, 4)),
        ValueError, 'For CSRTensor, indptr must be a 1-dimensional tensor, but got a 2 '
                    'dimension tensor.'),
    'csr indices 2d': (lambda: CSRTensor(I([0, 1, 2]), I([[0, 1]]), V([1, 2]), (2, 4)),
        ValueError, 'For CSRTensor, indices must be a 1-dimensional tensor, but got a 2 '
                    'dimension tensor.'),
    'csr len mismatch': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([1]), (2, 4)),
        ValueError, 'For CSRTensor, indices and values must equal in their shape, but got '
                    'indices shape: 2, values shape: 1.'),
    'csr indptr len': (lambda: CSRTensor(I([0, 1]), I([0, 1]), V([1, 2]), (2, 4)),
        ValueError, 'For CSRTensor, indptr must have length (1 + shape[0]), but got: 2'),
    'csr shape 1d': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([1, 2]), (2,)),
        ValueError, "Values' dimension should equal to CSRTensor's dimension - 1, but "
                    "gotValues' dimension: 1 , CSRTensor's dimension: 1"),
    'csr idx list': (lambda: CSRTensor([0, 1, 2], I([0, 1]), V([1, 2]), (2, 4)),
        TypeError, "For CSRTensor, 'indptr' must be Tensor, but got <class 'list'>."),
    'csr val rank': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([[1, 2]]), (2, 4)),
        ValueError, 'For CSRTensor, indices and values must equal in their shape, but got '
                    'indices shape: 2, values shape: 1.'),
    'csr shape neg': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([1, 2]), (2, -4)),
        ValueError, 'For CSRTensor, the element of shape must be positive, but got -4'),
    'csr shape str': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([1, 2]), 'ab'),
        TypeError, "For SparseTensors, 'shape' must be tuple, but got <class 'str'>."),
    'csr none': (lambda: CSRTensor(None, I([0, 1]), V([1, 2]), (2, 4)),
        TypeError, "For CSRTensor, 'indptr' must be Tensor, but got <class 'NoneType'>."),
    'csr astype': (lambda: _csr().astype('x'),
        TypeError, "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
                   "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', "
                   "'uint8', 'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', "
                   "'uintp', 'float16', 'half', 'float32', 'single', 'float64', 'double', "
                   "'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', "
                   "'float8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', "
                   "'list_', 'tuple_', 'string', 'number', 'tensor_type', 'type_none', "
                   "'_null', 'TensorType', 'Type', 'Int', 'int', 'float', 'bool'], but got "
                   "'x'."),
    'csr mv shape': (lambda: _csr().mv(V([[1], [2]])),
        ValueError, "The dense_vector's shape should be (4, 1), but its current shape is: (2, "
                    '1).'),
    'csr mv list': (lambda: _csr().mv([1.0, 2.0, 3.0, 4.0]),
        TypeError, "For 'CSRTensor.mv', the type of 'dense_vector' should be one of "
                   "'['Tensor', 'TensorPy']', but got type 'list'."),
    'csr mm list': (lambda: _csr().mm([[1.0]]),
        TypeError, "For 'CSRTensor.mm', the type of 'matrix' should be one of '['Tensor', "
                   "'TensorPy']', but got type 'list'."),
    'csr sum axis': (lambda: _csr().sum(2),
        ValueError, 'For CSRReduceSum, `axis` should be 1 or 1-dim. But got `axis`: 2and `1- '
                    'dim`: -1.'),
    'csr sum float': (lambda: _csr().sum(1.0),
        TypeError, 'For CSRReduceSum, `axis` should be int32 or int64, but got Float32.'),
    'csr add dense': (lambda: _csr() + V([1.0]),
        ValueError, 'Input tensors should have the same shape.'),
    'csr mul str': (lambda: _csr() * 'a',
        AttributeError, "'str' object has no attribute 'size'"),
    'csr div str': (lambda: _csr() / 'a',
        AttributeError, "'str' object has no attribute 'size'"),
    'ops csr2coo bad': (lambda: ops.csr_to_coo(V([1.0])),
        TypeError, 'For functional operator csr_to_coo, input argument must be a CSRTensor.'),
    'ops dense2csr 1d': (lambda: ops.dense_to_sparse_csr(V([1.0, 0.0])),
        ValueError, 'Currently only support 2-D Tensor when converting to CSRTensor, but got '
                    'Tensor dimension: 1.'),
    'ops dense2coo list': (lambda: ops.dense_to_sparse_coo([[1.0, 0.0]]),
        TypeError, 'For functional operator dense_to_sparse_coo, input argument must be a '
                   'Tensor.'),
    'ops csr2dense bad': (lambda: ops.csr_to_dense(V([1.0])),
        TypeError, 'For functional operator csr_to_dense, input argument must be a CSRTensor.'),
    'ops coo add bad': (lambda: ops.coo_add(_coo(), V([1.0]), 0.0),
        AttributeError, "'Tensor' object has no attribute 'indices'"),
    'ops coo add thresh': (lambda: ops.coo_add(_coo(), _coo(), 'a'),
        AttributeError, "'str' object has no attribute 'astype'"),
    'ops coo concat one': (lambda: ops.coo_concat((_coo(),)),
        ValueError, 'For coo_concat, not support COOTensor input number < 2.'),
    'ops coo concat list': (lambda: ops.coo_concat(_coo()),
        TypeError, "object of type 'COOTensor' has no len()"),
    'ops csr mm bad': (lambda: ops.csr_mm(_csr(), V([1.0])),
        TypeError, 'For functional operator csr_mm, inputs a and b must be type of CSRTensor '
                   'currently.'),
    'ops csr add alpha': (lambda: ops.csr_add(_csr(), _csr(), 1.0, 1.0),
        TypeError, 'For functional operator csr_add, both inputs alpha and beta must be '
                   'Tensor.'),
    'ops csr softmax bad': (lambda: ops.csr_softmax(V([1.0]), ms.float32),
        TypeError, 'For functional operator sparse_matrix_softmax, logits must be type of '
                   'CSRTensor.'),
    'ops coo relu bad': (lambda: ops.coo_relu(V([1.0])),
        TypeError, 'Expects COOTensor for coo_relu'),
    'ops csr relu bad': (lambda: ops.csr_relu(V([1.0])),
        TypeError, 'Expects CSRTensor for csr_relu'),
    'ops coo abs bad': (lambda: ops.coo_abs(V([1.0])),
        TypeError, 'Expects COOTensor for coo_abs'),
    'ops csr abs bad': (lambda: ops.csr_abs(V([1.0])),
        TypeError, 'Expects CSRTensor for csr_abs'),
    'ops coo sqrt list': (lambda: ops.coo_sqrt([1.0]),
        TypeError, 'Expects COOTensor for coo_sqrt'),
    'ops csr exp list': (lambda: ops.csr_exp([1.0]),
        TypeError, 'Expects CSRTensor for csr_exp'),
    'ops coo tanh bad': (lambda: ops.coo_tanh(1),
        TypeError, 'Expects COOTensor for coo_tanh'),
    'ops csr cos bad': (lambda: ops.csr_cos(1),
        TypeError, 'Expects CSRTensor for csr_cos'),
    'ops csr mv bad': (lambda: ops.csr_mv(V([1.0]), V([1.0])),
        AttributeError, "'Tensor' object has no attribute 'values'"),
    'ops csr mm str': (lambda: ops.csr_mm('a', _csr()),
        TypeError, 'For functional operator csr_mm, inputs a and b must be type of CSRTensor '
                   'currently.'),
    'csr mv 1d': (lambda: print(_csr().mv(V([1, 2, 3, 4]))),
        ValueError, 'Currently, only support 2-D inputs! But csr tensor has 2 dimensions, and '
                    'dense tensor has 1 dimension(s). '),
    'csr size small': (lambda: CSRTensor(I([0, 1, 3]), I([0, 1, 2]), V([1, 2, 3]), (2, 1)),
        ValueError, 'Shape total size: 2 is too small to hold 3 non-zero values.'),
    'csr shape float': (lambda: CSRTensor(I([0, 1, 2]), I([0, 1]), V([1, 2]), (2, 4.0)),
        TypeError, 'For CSRTensor, the element type of shape must be int, but got <class '
                   "'float'>"),
    'coo add thresh list': (lambda: ops.coo_add(_coo(), _coo(), [0.0]),
        AttributeError, "'list' object has no attribute 'astype'"),
    'csr mul list': (lambda: _csr() * [1.0],
        AttributeError, "'list' object has no attribute 'size'"),
    'csr to coo 3d': (lambda: ops.csr_to_coo(CSRTensor(I([0, 1, 2]), I([0, 1]), V([[1], [2]]),
                                                       (2, 4, 1))),
        ValueError, 'Currently only support 2-D CSRTensor when converting to COOTensor.'),
}
