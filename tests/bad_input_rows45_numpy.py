"""Rows of ``test_bad_input_catalogue45`` (``minicell.numpy`` functions with bad arguments):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process, pynative_synchronize on; /tmp/s62/bad45/w/b2.py, b6.py with /tmp/s62/bad45/run.py;
the text up to 2.10's C++ call stack).
Fixed in this round (minicell/numpy/arg_texts.py): the dtype check of the creation functions
(2.10's _check_dtype text; a dtype string in any case), arange's step 0 and array_split's 0
sections (the ZeroDivisionErrors), array_split's negative sections, dot's 'shapes are not
aligned', stack's Concat texts, where's and broadcast_to's shapes, trace's, tril's and triu's
rank, bincount's rank and dtype, searchsorted's side, meshgrid's indexing, cross's dimensions,
rot90's equal axes, the nan reductions' axis; the polynomial functions' 1-d text.
Still different (measured, left): matmul's shapes (minicell's ShapeMismatchError is the
RuntimeError 2.10 raises, its class name differs), average with weights of another shape
(2.10: a Mul broadcast text with odd indices), histogram(bins=0) (2.10 returns empty bins).
"""
import numpy as np
from minicell import Tensor
import minicell.numpy as mnp


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mnp arange step 0': (lambda: mnp.arange(0, 5, 0), ZeroDivisionError,
        'float division by zero'),
    'mnp stack shapes': (lambda: mnp.stack((F(2), F(3))), ValueError,
        'For primitive[Concat], shapes of tensors must match except in given concat axis 0, but '
        'got mismatch in 1(all input shapes are [const vector]{[const vector]{1, 2}, [const '
        'vector]{1, 3}})!'),
    'mnp dot shapes': (lambda: mnp.dot(F(2, 3), F(2, 3)), ValueError,
        'shapes are not aligned'),
    'mnp where shapes': (lambda: mnp.where(Tensor([True, False]), F(3), F(3)), ValueError,
        'operands could not be broadcast together with shapes ((2,), (3,), (3,))'),
    'mnp zeros dtype str': (lambda: mnp.zeros((2,), 'floaty'), TypeError,
        "only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
        "'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
        "'np.float64', 'np.bool_'] are allowed for dtype, but got <class 'str'>"),
    'mnp broadcast_to': (lambda: mnp.broadcast_to(F(2, 3), (3, 3)), ValueError,
        'cannot broadcast with (3, 3)'),
    'mnp trace 1d': (lambda: mnp.trace(F(3)), RuntimeError,
        "For Primitive[Tracev2], the dim of input 'x' should greater or equal to 2, but got 'x' "
        'at 1-dimention'),
    'mnp tril 0d': (lambda: mnp.tril(Tensor(1.0)), ValueError,
        "input m's rank should be larger than 0"),
    'mnp bincount float': (lambda: mnp.bincount(F(3)), TypeError,
        '`x` should be an array of ints'),
    'mnp searchsorted side': (lambda: mnp.searchsorted(F(3), F(1), side='mid'), ValueError,
        'invalid value for keyword "side"'),
    'mnp polyval': (lambda: mnp.polyval(F(2, 2), F(2)), ValueError,
        'input array must be scalar or 1-d sequence'),
    'mnp array_split 0': (lambda: mnp.array_split(F(4), 0), ZeroDivisionError,
        'integer modulo by zero'),
    'mnp meshgrid indexing': (lambda: mnp.meshgrid(F(2), F(3), indexing='zz'), TypeError,
        "Valid values for `indexing` are 'xy' and 'ij'."),
    'mnp cross dims': (lambda: mnp.cross(F(4), F(4)), ValueError,
        'incompatible dimensions for cross product (dimension must be 2 or 3)'),
    'mnp nanmean axis': (lambda: mnp.nanmean(F(2), axis=5), ValueError,
        'axis 5 is out of bounds for array of dimension 1'),
    'mnp rot90 axes': (lambda: mnp.rot90(F(2, 3), axes=(0, 0)), ValueError,
        'Axes must be different.'),
    'mnp linspace num neg': (lambda: mnp.linspace(0, 1, -1), ValueError,
        'cannot support Tensor with num=0.'),
    'mnp eye float': (lambda: mnp.eye(2.5), TypeError,
        'Input tensor dimensions should be integers.'),
    'mnp concatenate rank': (lambda: mnp.concatenate((F(2, 3), F(3))), ValueError,
        'For primitive[Concat], element rank must be same(shapes are [const vector]{[const '
        'vector]{2, 3}, [const vector]{3}})!'),
    'mnp tensordot axes': (lambda: mnp.tensordot(F(2, 3), F(2, 3), axes=3), ValueError,
        "For 'tensor_dot', the 'axes' cannot be greater than the length of 'x1_shape' and "
        "'x2_shape', but got 'axes': 3, 'x1_shape': (2, 3), 'x2_shape': (2, 3)."),
    'mnp expand_dims axis': (lambda: mnp.expand_dims(F(2), 5), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 5)'),
    'mnp transpose axes': (lambda: mnp.transpose(F(2, 3), (0, 0)), ValueError,
        "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'mnp diag 3d': (lambda: mnp.diag(F(2, 2, 2)), ValueError,
        'Input must be 1- or 2-d.'),
    'mnp pad mode': (lambda: mnp.pad(F(2), 1, mode='zz'), ValueError,
        'Input mode not supported.'),
    'mnp ones dtype int value': (lambda: mnp.ones((2,), 3), TypeError,
        "only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
        "'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
        "'np.float64', 'np.bool_'] are allowed for dtype, but got <class 'int'>"),
    'mnp full dtype str': (lambda: mnp.full((2,), 1.0, 'floaty'), TypeError,
        "only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
        "'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
        "'np.float64', 'np.bool_'] are allowed for dtype, but got <class 'str'>"),
    'mnp eye dtype str': (lambda: mnp.eye(2, dtype='floaty'), TypeError,
        "only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
        "'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
        "'np.float64', 'np.bool_'] are allowed for dtype, but got <class 'str'>"),
    'mnp array dtype str': (lambda: mnp.array([1, 2], dtype='floaty'), TypeError,
        "only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
        "'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
        "'np.float64', 'np.bool_'] are allowed for dtype, but got <class 'str'>"),
    'mnp linspace dtype str': (lambda: mnp.linspace(0, 1, 3, dtype='floaty'), TypeError,
        "only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
        "'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
        "'np.float64', 'np.bool_'] are allowed for dtype, but got <class 'str'>"),
    'mnp arange float step 0': (lambda: mnp.arange(0.0, 5.0, 0.0), ZeroDivisionError,
        'float division by zero'),
    'mnp array_split neg': (lambda: mnp.array_split(F(4), -1), ValueError,
        "For 'split', output_num must be positive, but got -1."),
    'mnp dot 1d': (lambda: mnp.dot(F(3), F(2)), ValueError,
        'shapes are not aligned'),
    'mnp dot 2d 1d': (lambda: mnp.dot(F(2, 3), F(2)), ValueError,
        'shapes are not aligned'),
    'mnp stack axis1': (lambda: mnp.stack((F(2, 3), F(2, 4)), axis=1), ValueError,
        'For primitive[Concat], shapes of tensors must match except in given concat axis 1, but '
        'got mismatch in 2(all input shapes are [const vector]{[const vector]{2, 1, 3}, [const '
        'vector]{2, 1, 4}})!'),
    'mnp stack ranks': (lambda: mnp.stack((F(2), F(2, 1))), ValueError,
        'For primitive[Concat], element rank must be same(shapes are [const vector]{[const '
        'vector]{1, 2}, [const vector]{1, 2, 1}})!'),
    'mnp where scalar': (lambda: mnp.where(Tensor([True, False]), F(3), 1.0), ValueError,
        'operands could not be broadcast together with shapes ((2,), (3,), ())'),
    'mnp broadcast_to list': (lambda: mnp.broadcast_to(F(2, 3), [3, 3]), ValueError,
        'cannot broadcast with [3, 3]'),
    'mnp broadcast_to fewer': (lambda: mnp.broadcast_to(F(2, 3), (3,)), ValueError,
        'cannot broadcast with (3,)'),
    'mnp trace 0d': (lambda: mnp.trace(Tensor(1.0)), RuntimeError,
        "For Primitive[Tracev2], the dim of input 'x' should greater or equal to 2, but got 'x' "
        'at 0-dimention'),
    'mnp triu 0d': (lambda: mnp.triu(Tensor(1.0)), ValueError,
        "input m's rank should be larger than 0"),
    'mnp bincount bool': (lambda: mnp.bincount(Tensor([True, False])), TypeError,
        '`x` should be an array of ints'),
    'mnp bincount 2d float': (lambda: mnp.bincount(F(2, 2)), ValueError,
        '`x` should be one-dimensional'),
    'mnp searchsorted side none': (lambda: mnp.searchsorted(F(3), F(1), side=None), ValueError,
        'invalid value for keyword "side"'),
    'mnp meshgrid indexing int': (lambda: mnp.meshgrid(F(2), F(3), indexing=1), TypeError,
        "Valid values for `indexing` are 'xy' and 'ij'."),
    'mnp cross 2 and 4': (lambda: mnp.cross(F(2), F(4)), ValueError,
        'incompatible dimensions for cross product (dimension must be 2 or 3)'),
    'mnp rot90 neg axes': (lambda: mnp.rot90(F(2, 3), axes=(0, -2)), ValueError,
        'Axes must be different.'),
    'mnp nansum axis': (lambda: mnp.nansum(F(2), axis=2), ValueError,
        'axis 2 is out of bounds for array of dimension 1'),
    'mnp nanmax tuple axis': (lambda: mnp.nanmax(F(2, 2), axis=(0, 3)), ValueError,
        'axis 3 is out of bounds for array of dimension 2'),
    'mnp nanvar axis float': (lambda: mnp.nanvar(F(2), axis=1.5), TypeError,
        "axes should be integers, not <class 'float'>"),
    'mnp polyadd 2d': (lambda: mnp.polyadd(F(2, 2), F(2)), ValueError,
        'input array must be scalar or 1-d sequence'),
    'mnp polyder 2d': (lambda: mnp.polyder(F(2, 2)), ValueError,
        'input array must be scalar or 1-d sequence'),
}
