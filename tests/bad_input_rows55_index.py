"""Rows of ``test_bad_input_catalogue55``: Tensor indexing with bad index types and values, reading
and assigning, op by op (P) and compiled (G); ``Tensor.permute()`` without axes; a str or None
operand of a compiled ``x.add`` / ``x.sub`` / ``x.mul``; ``Parameter.assign_value`` of another
shape or dtype. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process; /tmp/s72/bad55/w/i1.py, left.py, k3.py). GOOD: calls 2.10 accepts next to them, with
the repr of 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, amp, mint, nn, ops  # noqa: F401  (the rows' calls)
import minicell.dataset.audio as AU  # noqa: F401
import minicell.dataset.text as TX  # noqa: F401
import minicell.dataset.transforms as T  # noqa: F401
import minicell.dataset.vision as V  # noqa: F401
from bad_input_rows55_help import (A, F, G, I, IMG, L, N, Net, P, PS, S, W, f, f2,  # noqa: F401
                                   gi, gset, pi, pset, pv, w)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'P str': (lambda: pi("x['a']"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'G str': (lambda: gi("x['a']"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'P float': (lambda: pi('x[1.5]'), IndexError,
        'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list '
        "and tuple as index, but got 1.5 with type <class 'float'>"),
    'G float': (lambda: gi('x[1.5]'), IndexError,
        'Number index of tensor must be int or bool, but got 1.5.'),
    'P dict': (lambda: pi('x[{}]'), IndexError,
        "Unsupported Python object type received: <class 'dict'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        'Received value: {}'),
    'G dict': (lambda: gi('x[{}]'), IndexError,
        "Unsupported Python object type received: <class 'dict'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        'Received value: {}'),
    'P set': (lambda: pi('x[{1}]'), IndexError,
        "Unsupported Python object type received: <class 'set'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        'Received value: {1}'),
    'G set': (lambda: gi('x[{1}]'), RuntimeError,
        "Unsupported expression 'Set'.\nMore details please refer to syntax support at "
        'https://www.mindspore.cn'),
    'P float list': (lambda: pi('x[[1.5]]'), TypeError,
        "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', 'Tensor', 'int', "
        "'List', 'Tuple', 'bool', but got type 'Float', value: 1.5"),
    'G float list': (lambda: gi('x[[1.5]]'), TypeError,
        "For 'tensor_setitem_by_tuple', the types only support 'Slice', 'Ellipsis', 'None', "
        "'Tensor', 'int', 'List', 'Tuple', 'bool', but got Float32"),
    'P float tensor': (lambda: pi('x[Tensor([1.0])]'), IndexError,
        'The tensor index must be int or bool type, but got [1.]'),
    'G float tensor': (lambda: gi('x[Tensor([1.0])]'), IndexError,
        'The tensor index must be int or bool type, but got Float32.'),
    'P out of range': (lambda: pi('x[5]'), IndexError,
        'index 5 is out of bounds for dimension with size 2'),
    'G out of range': (lambda: gi('x[5]'), IndexError,
        "For 'StridedSlice', the 'strides[0]' cannot be negative number and 'begin[0]' must be "
        "in [-2, 2) when 'shrink_axis_mask' is greater than 0, but got 'strides[0]': 1, "
        "'begin[0]': 5."),
    'P neg out': (lambda: pi('x[-5]'), IndexError,
        'index -5 is out of bounds for dimension with size 2'),
    'G neg out': (lambda: gi('x[-5]'), IndexError,
        "For 'StridedSlice', the 'strides[0]' cannot be negative number and 'begin[0]' must be "
        "in [-2, 2) when 'shrink_axis_mask' is greater than 0, but got 'strides[0]': 1, "
        "'begin[0]': -5."),
    'P too many': (lambda: pi('x[0, 0, 0]'), IndexError,
        'too many indices for tensor of dimension2'),
    'G too many': (lambda: gi('x[0, 0, 0]'), IndexError,
        "'The dim of index cannot be greater than indexed data, but got dim of index:3, dim of "
        "data:2'"),
    'P two ellipsis': (lambda: pi('x[..., ...]'), IndexError,
        "An index can only have a single ellipsis('...')"),
    'G two ellipsis': (lambda: gi('x[..., ...]'), IndexError,
        "An index can only have a single ellipsis('...')"),
    'P bool wrong len': (lambda: pi('x[[True]]'), IndexError,
        'dimension is 2 but corresponding boolean dimension is 1'),
    'G bool wrong len': (lambda: gi('x[[True]]'), IndexError,
        "'dimension is 2 but corresponding boolean dimension is 1'"),
    'P bool tensor wrong': (lambda: pi('x[Tensor([True, False, True])]'), ValueError,
        'The shape of index [const vector]{3}does not match the shape of the indexed data '
        '[const vector]{2, 3} at dim index0'),
    'G bool tensor wrong': (lambda: gi('x[Tensor([True, False, True])]'), IndexError,
        "'The shape of index (3) does not match the shape of the indexed data (2, 3)'"),
    'P str tuple': (lambda: pi("x[0, 'a']"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'G str tuple': (lambda: gi("x[0, 'a']"), TypeError,
        "For 'tensor_setitem_by_tuple', the types only support 'Slice', 'Ellipsis', 'None', "
        "'Tensor', 'int', 'List', 'Tuple', 'bool', but got String"),
    'P slice float': (lambda: pi('x[0:1.5]'), RuntimeError,
        'Slice index type must be int, tensor or none.'),
    'G slice float': (lambda: gi('x[0:1.5]'), TypeError,
        'Slice indices must be integers or bool. But got a Float32 number.'),
    'P slice str': (lambda: pi("x['a':]"), RuntimeError,
        'Slice index type must be int, tensor or none.'),
    'G slice str': (lambda: gi("x['a':]"), TypeError,
        'Slice indices must be integers or bool. But got a String number.'),
    'P slice step 0': (lambda: pi('x[::0]'), ValueError,
        "For 'StridedSlice', 'strides' cannot contain 0"),
    'G slice step 0': (lambda: gi('x[::0]'), ValueError,
        "For 'StridedSlice', input 'strides' can not contain 0."),
    'P list out': (lambda: pi('x[[0, 5]]'), IndexError,
        'index 5 out of bounds for dimension with size 2'),
    'G list out': (lambda: gi('x[[0, 5]]'), RuntimeError,
        "For 'Gather', the 'input_indices' should be in the range [0, 2), but got 5, "
        'error_code[58]'),
    'P tensor out': (lambda: pi('x[Tensor([5])]'), RuntimeError,
        "For 'Gather', the 'input_indices' should be in the range [0, 2), but got 5, "
        'error_code[58]'),
    'G tensor out': (lambda: gi('x[Tensor([5])]'), RuntimeError,
        "For 'Gather', the 'input_indices' should be in the range [0, 2), but got 5, "
        'error_code[58]'),
    'P empty list': (lambda: pi('x[[]]'), IndexError,
        "When tensor is indexed by list, the list can't be empty."),
    'G empty list': (lambda: gi('x[[]]'), IndexError,
        "'dimension is 2 but corresponding boolean dimension is 0'"),
    'P complex': (lambda: pi('x[1j]'), IndexError,
        "Unsupported Python object type received: <class 'complex'>. Supported types for "
        'tensor indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or '
        'Tensor. Received value: 1j'),
    'G complex': (lambda: gi('x[1j]'), TypeError,
        'Unsupported Constant type : 1j'),
    'P scalar tensor float': (lambda: pi('x[Tensor(1.0)]'), IndexError,
        'The tensor index must be int or bool type, but got 1.0'),
    'G scalar tensor float': (lambda: gi('x[Tensor(1.0)]'), IndexError,
        'The tensor index must be int or bool type, but got Float32.'),
    'P set str': (lambda: pset("x['a'] = 1"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'G set str': (lambda: gset("x['a'] = 1"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'P set float': (lambda: pset('x[1.5] = 1'), IndexError,
        'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list '
        "and tuple as index, but got 1.5 with type <class 'float'>"),
    'P set out': (lambda: pset('x[5] = 1'), IndexError,
        'Index 5 is out of bounds for axis 0 with size 2'),
    'G set out': (lambda: gset('x[5] = 1'), IndexError,
        "'index 5 is out of bounds for axis 0 with size 2'"),
    'P set shape': (lambda: pset('x[0] = Tensor(np.ones(4, np.float32))'), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input "
        'dimension is 1 or target dimension is -1. But got x_shape: (4), target shape: (3).'),
    'P set str value': (lambda: pset("x[0] = 'a'"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'G set str value': (lambda: gset("x[0] = 'a'"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'P set None value': (lambda: pset('x[0] = None'), TypeError,
        'only support numbers, Tensor, tuple, list as value, but got None with type <class '
        "'NoneType'>"),
    'G set None value': (lambda: gset('x[0] = None'), TypeError,
        'only support numbers, Tensor, tuple, list as value, but got None with type <class '
        "'NoneType'>"),
    'P set slice step 0': (lambda: pset('x[::0] = 1'), ValueError,
        "For 'StridedSlice', 'strides' cannot contain 0"),
    'G set slice step 0': (lambda: gset('x[::0] = 1'), ValueError,
        "For 'StridedSlice', 'strides' cannot contain 0"),
    'P set too many': (lambda: pset('x[0, 0, 0] = 1'), IndexError,
        'too many indices for tensor of dimension2'),
    'P out 3d': (lambda: pi('x[7]', A(2, 3, 4)), IndexError,
        'index 7 is out of bounds for dimension with size 2'),
    'G out 3d': (lambda: gi('x[7]', A(2, 3, 4)), IndexError,
        "For 'StridedSlice', the 'strides[0]' cannot be negative number and 'begin[0]' must be "
        "in [-2, 2) when 'shrink_axis_mask' is greater than 0, but got 'strides[0]': 1, "
        "'begin[0]': 7."),
    'P tuple out': (lambda: pi('x[0, 5]', A(2, 3)), IndexError,
        'index 5 is out of bounds for dimension with size 3'),
    'G tuple out': (lambda: gi('x[0, 5]', A(2, 3)), IndexError,
        "For 'StridedSlice', the 'strides[1]' cannot be negative number and 'begin[1]' must be "
        "in [-3, 3) when 'shrink_axis_mask' is greater than 0, but got 'strides[1]': 1, "
        "'begin[1]': 5."),
    'P float list2': (lambda: pi('x[[1.5, 2.0]]', A(3, 3)), TypeError,
        "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', 'Tensor', 'int', "
        "'List', 'Tuple', 'bool', but got type 'Float', value: 1.5"),
    'G float list2': (lambda: gi('x[[1.5, 2.0]]', A(3, 3)), TypeError,
        "For 'tensor_setitem_by_tuple', the types only support 'Slice', 'Ellipsis', 'None', "
        "'Tensor', 'int', 'List', 'Tuple', 'bool', but got Float32"),
    'P bool wrong len 2d': (lambda: pi('x[[True, False, True]]', A(2, 3)), IndexError,
        'dimension is 2 but corresponding boolean dimension is 3'),
    'G bool wrong len 2d': (lambda: gi('x[[True, False, True]]', A(2, 3)), IndexError,
        "'dimension is 2 but corresponding boolean dimension is 3'"),
    'P bytes': (lambda: pi("x[b'a']", A(2, 3)), IndexError,
        "Unsupported Python object type received: <class 'bytes'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: b'a'"),
    'P out last': (lambda: pi('x[-3]', A(2, 3)), IndexError,
        'index -3 is out of bounds for dimension with size 2'),
    'G out last': (lambda: gi('x[-3]', A(2, 3)), IndexError,
        "For 'StridedSlice', the 'strides[0]' cannot be negative number and 'begin[0]' must be "
        "in [-2, 2) when 'shrink_axis_mask' is greater than 0, but got 'strides[0]': 1, "
        "'begin[0]': -3."),
    'permute bad': (lambda: A(2, 3).permute(0, 0), ValueError,
        "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'permute len': (lambda: A(2, 3).permute(0), ValueError,
        "For 'Transpose', size of perm should equal to rank of x, but got 1 and 2!"),
    'permute str': (lambda: A(2, 3).permute('a'), TypeError,
        'Failed calling permute with "permute(string)".\nThe valid calling should be:\n'
        '"Tensor.permute(dims=<list of int, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.permute(axis=<None, int, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~'),
    'g add str': (lambda: G("x.add('a')"), TypeError,
        'Failed calling Add with "other=String".\nThe valid calling should be: "input=<Number, '
        'Tensor>, other=<Number, Tensor>".'),
    'g sub str': (lambda: G("x.sub('a')"), TypeError,
        'Failed calling Sub with "other=String".\nThe valid calling should be: "input=<Number, '
        'Tensor>, other=<Number, Tensor>".'),
    'g mul str': (lambda: G("x.mul('a')"), TypeError,
        'Failed calling Mul with "other=String".\nThe valid calling should be: "input=<Number, '
        'Tensor>, other=<Number, Tensor>".'),
    'g add None': (lambda: G("x.add(None)"), TypeError,
        'Failed calling Add with "other=None".\nThe valid calling should be: "input=<Number, '
        'Tensor>, other=<Number, Tensor>".'),
    'g sub None': (lambda: G("x.sub(None)"), TypeError,
        'Failed calling Sub with "other=None".\nThe valid calling should be: "input=<Number, '
        'Tensor>, other=<Number, Tensor>".'),
    'p add str': (lambda: P("x.add('a')"), TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling '
        'should be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'P None list': (lambda: pi('x[[None]]'),
        'Tensor(shape=[1, 2, 3], dtype=Float32, value=\n[[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n  [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]]])'),
    'G None list': (lambda: gi('x[[None]]'),
        'Tensor(shape=[1, 2, 3], dtype=Float32, value=\n[[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n  [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]]])'),
    'P bool list': (lambda: pi('x[[True, False]]'),
        'Tensor(shape=[1, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00]])'),
    'G bool list': (lambda: gi('x[[True, False]]'),
        'Tensor(shape=[1, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00]])'),
    'P nested list': (lambda: pi('x[[[0, 1]]]'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'G nested list': (lambda: gi('x[[[0, 1]]]'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'P bool': (lambda: pi('x[True]'),
        'Tensor(shape=[1, 2, 3], dtype=Float32, value=\n[[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n  [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]]])'),
    'G bool': (lambda: gi('x[True]'),
        'Tensor(shape=[1, 2, 3], dtype=Float32, value=\n[[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n  [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]]])'),
    'P None': (lambda: pi('x[None]'),
        'Tensor(shape=[1, 2, 3], dtype=Float32, value=\n[[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n  [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]]])'),
    'G None': (lambda: gi('x[None]'),
        'Tensor(shape=[1, 2, 3], dtype=Float32, value=\n[[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n  [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]]])'),
    'P ellipsis': (lambda: pi('x[...]'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'G ellipsis': (lambda: gi('x[...]'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'P empty tuple': (lambda: pi('x[()]'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'G empty tuple': (lambda: gi('x[()]'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  1.00000000e+00,  '
        '2.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'P tuple list': (lambda: pi('x[(0, 1), 1]'),
        'Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  4.00000000e+00])'),
    'G tuple list': (lambda: gi('x[(0, 1), 1]'),
        'Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  4.00000000e+00])'),
    'P scalar tensor index': (lambda: pi('x[Tensor(1)]'),
        'Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  4.00000000e+00,  '
        '5.00000000e+00])'),
    'G scalar tensor index': (lambda: gi('x[Tensor(1)]'),
        'Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  4.00000000e+00,  '
        '5.00000000e+00])'),
    'P set bool tensor': (lambda: pset('x[Tensor([True, False])] = 1'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  '
        '1.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'G set bool tensor': (lambda: gset('x[Tensor([True, False])] = 1'),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  '
        '1.00000000e+00],\n [ 3.00000000e+00,  4.00000000e+00,  5.00000000e+00]])'),
    'P out in range': (lambda: pi('x[1]', A(2, 3)),
        'Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  4.00000000e+00,  '
        '5.00000000e+00])'),
    'G out in range': (lambda: gi('x[1]', A(2, 3)),
        'Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  4.00000000e+00,  '
        '5.00000000e+00])'),
    'P assign_value shape': (lambda: pv(Parameter(F(2), name='p').assign_value(F(3))),
        '((3,), [1.0, 1.0, 1.0])'),
    'P assign_value shape2': (lambda: pv(Parameter(F(2), name='p').assign_value(A(2, 3))),
        '((2, 3), [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])'),
    'P assign_value dtype': (lambda: Parameter(F(2), name='p').assign_value(I(2)).dtype,
        'mindspore.int32'),
    'new_empty ok': (lambda: F(2).new_empty((2, 3)).shape,
        '(2, 3)'),
    'permute none': (lambda: A(2, 3).permute().shape,
        '(3, 2)'),
    'permute none 3d': (lambda: A(2, 3, 4).permute().shape,
        '(4, 3, 2)'),
    'permute none 1d': (lambda: A(3).permute().shape,
        '(3,)'),
    'permute list': (lambda: A(2, 3).permute([1, 0]).shape,
        '(3, 2)'),
    'G permute none': (lambda: G('x.permute().shape', A(2, 3, 4)),
        '(4, 3, 2)'),
    'G permute none val': (lambda: G('x.permute()', A(2, 3)),
        'Tensor(shape=[3, 2], dtype=Float32, value=\n[[ 0.00000000e+00,  3.00000000e+00],\n [ '
        '1.00000000e+00,  4.00000000e+00],\n [ 2.00000000e+00,  5.00000000e+00]])'),
    'permute none val': (lambda: A(2, 3).permute(),
        'Tensor(shape=[3, 2], dtype=Float32, value=\n[[ 0.00000000e+00,  3.00000000e+00],\n [ '
        '1.00000000e+00,  4.00000000e+00],\n [ 2.00000000e+00,  5.00000000e+00]])'),
    'permute none 0d': (lambda: Tensor(1.0).permute().shape,
        '()'),
    'g add ok': (lambda: G("x.add(2)"),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 3.00000000e+00,  3.00000000e+00,  '
        '3.00000000e+00],\n [ 3.00000000e+00,  3.00000000e+00,  3.00000000e+00]])'),
}
