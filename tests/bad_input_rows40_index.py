"""Rows of ``test_bad_input_catalogue40`` (Tensor indexing, PYNATIVE_MODE): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process,
pynative_synchronize on; /tmp/s56/bad40/ix.py): ``x[index]`` and ``x[index] = value`` with bad
index types (dict, set, str in a list, a float Tensor), out-of-range ints/lists/Tensors, too many
indices, bool masks of the wrong shape, a zero slice step, a 0-d Tensor, bad values.
Left out (minicell differs): a GatherNd/broadcast text of two index Tensors, x[True, 3], a list
or Tensor-indexed value of the wrong shape, a tuple value holding a str, a wrong-shaped mask
assigned, an index Tensor out of range assigned (TensorScatterUpdate's text).
"""
import numpy as np

from minicell import Tensor, Parameter


def F(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


def I(a):
    return Tensor(np.array(a, np.int32))


def B(a):
    return Tensor(np.array(a, np.bool_))


x = F(2, 3)


def _set_int_oob():
    y = F(2, 3)
    y[2] = 1.0


def _set_too_many():
    y = F(2, 3)
    y[0, 0, 0] = 1.0


def _set_str_idx():
    y = F(2, 3)
    y['a'] = 1.0


def _set_float_idx():
    y = F(2, 3)
    y[1.5] = 1.0


def _set_value_str():
    y = F(2, 3)
    y[0] = 'a'


def _set_value_shape():
    y = F(2, 3)
    y[0] = F(2)


def _set_value_shape2():
    y = F(2, 3)
    y[:, 0] = F(3)


def _set_value_none():
    y = F(2, 3)
    y[0] = None


def _set_list_oob():
    y = F(2, 3)
    y[[0, 5]] = 1.0


def _set_slice_step0():
    y = F(2, 3)
    y[::0] = 1.0


def _set_tensor_float_idx():
    y = F(2, 3)
    y[F(2)] = 1.0


def _set_value_dict():
    y = F(2, 3)
    y[0] = {}


def _set_ellipsis_shape():
    y = F(2, 3)
    y[...] = F(4)


def _set_mask_value_shape():
    y = F(2, 3)
    y[B([[True, False, True], [False, True, False]])] = F(2)


def _set_neg_oob():
    y = F(2, 3)
    y[-3] = 1.0


def _set_tuple_oob():
    y = F(2, 3)
    y[0, 3] = 1.0


def _set_param_oob():
    p = Parameter(F(2, 3), name='p')
    p[2] = 1.0


def _set_scalar_tensor():
    y = Tensor(1.0)
    y[0] = 2.0


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'index get int oob': (lambda: x[2],
        IndexError, 'index 2 is out of bounds for dimension with size 2'),
    'index get int neg oob': (lambda: x[-3],
        IndexError, 'index -3 is out of bounds for dimension with size 2'),
    'index get int oob dim1': (lambda: x[0, 3],
        IndexError, 'index 3 is out of bounds for dimension with size 3'),
    'index get too many': (lambda: x[0, 0, 0],
        IndexError, 'too many indices for tensor of dimension2'),
    'index get too many slices': (lambda: x[:, :, :],
        IndexError, 'too many indices for tensor of dimension2'),
    'index get float': (lambda: x[1.5],
        IndexError, 'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, '
                    "int, list and tuple as index, but got 1.5 with type <class 'float'>"),
    'index get str': (lambda: x['a'],
        IndexError, "Unsupported Python object type received: <class 'str'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    "array, bool, or Tensor. Received value: 'a'"),
    'index get dict': (lambda: x[{}],
        IndexError, "Unsupported Python object type received: <class 'dict'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    'array, bool, or Tensor. Received value: {}'),
    'index get none tuple oob': (lambda: x[None, 2],
        IndexError, 'index 2 is out of bounds for dimension with size 2'),
    'index get ellipsis two': (lambda: x[..., ...],
        IndexError, "An index can only have a single ellipsis('...')"),
    'index get tensor float': (lambda: x[F(2)],
        IndexError, 'The tensor index must be int or bool type, but got [0. 1.]'),
    'index get tensor oob': (lambda: x[I([0, 5])],
        RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), but "
                      'got 5, error_code[58]'),
    'index get list oob': (lambda: x[[0, 5]],
        IndexError, 'index 5 out of bounds for dimension with size 2'),
    'index get list float': (lambda: x[[0.5, 1.0]],
        TypeError, "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', "
                   "'Tensor', 'int', 'List', 'Tuple', 'bool', but got type 'Float', value: 0.5"),
    'index get list str': (lambda: x[['a']],
        IndexError, "Unsupported Python object type received: <class 'str'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    "array, bool, or Tensor. Received value: 'a'"),
    'index get bool mask shape': (lambda: x[B([True, False, True])],
        ValueError, 'The shape of index [const vector]{3}does not match the shape of the '
                    'indexed data [const vector]{2, 3} at dim index0'),
    'index get bool mask 2d': (lambda: x[B([[True, False], [False, True]])],
        ValueError, 'The shape of index [const vector]{2, 2}does not match the shape of the '
                    'indexed data [const vector]{2, 3} at dim index1'),
    'index get bool list len': (lambda: x[[True, False, True]],
        IndexError, 'dimension is 2 but corresponding boolean dimension is 3'),
    'index get slice step0': (lambda: x[::0],
        ValueError, "For 'StridedSlice', 'strides' cannot contain 0"),
    'index get slice float': (lambda: x[0.5:1],
        RuntimeError, 'Slice index type must be int, tensor or none.'),
    'index get slice str': (lambda: x['a':],
        RuntimeError, 'Slice index type must be int, tensor or none.'),
    'index get scalar tensor': (lambda: Tensor(1.0)[0],
        TypeError, 'Cannot iterate over a scalar tensor.'),
    'index get set': (lambda: x[{1}],
        IndexError, "Unsupported Python object type received: <class 'set'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    'array, bool, or Tensor. Received value: {1}'),
    'index get tuple float': (lambda: x[0, 1.5],
        TypeError, "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', "
                   "'Tensor', 'int', 'List', 'Tuple', 'bool', but got type 'Float', value: 1.5"),
    'index get tuple list oob': (lambda: x[0, [0, 3]],
        IndexError, 'index 3 out of bounds for dimension with size 3'),
    'index set int oob': (_set_int_oob,
        IndexError, 'Index 2 is out of bounds for axis 0 with size 2'),
    'index set too many': (_set_too_many,
        IndexError, 'too many indices for tensor of dimension2'),
    'index set str idx': (_set_str_idx,
        IndexError, "Unsupported Python object type received: <class 'str'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    "array, bool, or Tensor. Received value: 'a'"),
    'index set float idx': (_set_float_idx,
        IndexError, 'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, '
                    "int, list and tuple as index, but got 1.5 with type <class 'float'>"),
    'index set value str': (_set_value_str,
        IndexError, "Unsupported Python object type received: <class 'str'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    "array, bool, or Tensor. Received value: 'a'"),
    'index set value shape': (_set_value_shape,
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2), target shape: (3).'),
    'index set value shape2': (_set_value_shape2,
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (3), target shape: (2).'),
    'index set value none': (_set_value_none,
        TypeError, 'only support numbers, Tensor, tuple, list as value, but got None with '
                   "type <class 'NoneType'>"),
    'index set list oob': (_set_list_oob,
        IndexError, 'index 5 out of bounds for dimension with size 2'),
    'index set slice step0': (_set_slice_step0,
        ValueError, "For 'StridedSlice', 'strides' cannot contain 0"),
    'index set tensor float idx': (_set_tensor_float_idx,
        IndexError, 'For tensor set item, the index tensor data type43 is not supported.'),
    'index set value dict': (_set_value_dict,
        IndexError, "Unsupported Python object type received: <class 'dict'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    'array, bool, or Tensor. Received value: {}'),
    'index set ellipsis shape': (_set_ellipsis_shape,
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (4), target shape: (2, 3).'),
    'index set mask value shape': (_set_mask_value_shape,
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2), target shape: (3).'),
    'index set neg oob': (_set_neg_oob,
        IndexError, 'Index -3 is out of bounds for axis 0 with size 2'),
    'index set tuple oob': (_set_tuple_oob,
        IndexError, 'index 3 is out of bounds for dimension with size 3'),
    'index set param oob': (_set_param_oob,
        IndexError, 'Index 2 is out of bounds for axis 0 with size 2'),
    'index set scalar tensor': (_set_scalar_tensor,
        TypeError, 'Cannot iterate over a scalar tensor.'),
    'index get int ellipsis oob': (lambda: x[..., 3],
        IndexError, 'index 3 is out of bounds for dimension with size 3'),
    'index get neg dim1': (lambda: x[:, -4],
        IndexError, 'index -4 is out of bounds for dimension with size 3'),
    'index get list mixed': (lambda: x[[0, 'a']],
        IndexError, "Unsupported Python object type received: <class 'str'>. Supported types "
                    'for tensor indexing are: list, int, float, tuple, slice, ellipsis, None, '
                    "array, bool, or Tensor. Received value: 'a'"),
    'index get tuple of tuple': (lambda: x[(0, 1), (0, 5)],
        IndexError, 'index 5 out of bounds for dimension with size 3'),
}
