"""Rows of ``test_bad_input_catalogue37`` (``mindspore.numpy``): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize
on; /tmp/s53/bad37's np1.py, np2.py; the C++ call stack section of a kernel's text left out):

- a str where an array goes (the first argument; the second of the two-array functions):
  2.10's 'Expect input to be array like.' or "expect Tensor, but got <class
  'mindspore._c_expression.typing.String'>", the same split of the functions as for a numpy
  array;
- ``amax``/``amin``/``ptp``'s and ``take``'s axis ("The 'axis' must be in the range of [-2, 2),
  but got 3."), ``take``'s mode (Tensor.take's text, checked first);
- ``ones``/``zeros``/``full``'s shape ('only int, tuple, list and tensor are allowed for shape',
  'each entry in shape should be int.', 'each entry in shape should no less than 0.');
- ``nanmax``/``nanmin``'s axis (numpy's 'axis 3 is out of bounds ...'), ``diag``'s rank,
  ``pad``'s mode, ``interp``'s xp/fp and ``convolve``'s mode (2.10's texts);
- the calls that already matched: reshape, expand_dims, transpose, argmax, diagonal, power's
  broadcast, linspace, split, concatenate, repeat, flip, mean, var, clip, bincount, cumsum,
  diff, ravel_multi_index, unravel_index, ...
"""
import numpy as np

import minicell.numpy as mnp
from minicell import Tensor

a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mnp reshape': (
        lambda: mnp.reshape(a, (4, 2)),
        ValueError, "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'mnp reshape neg2': (
        lambda: mnp.reshape(a, (-1, -1)),
        ValueError, 'only one dimension can be inferred'),
    'mnp expand dims': (
        lambda: mnp.expand_dims(a, 3),
        ValueError, 'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'mnp swapaxes': (
        lambda: mnp.swapaxes(a, 0, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'mnp transpose': (
        lambda: mnp.transpose(a, (0, 0)),
        ValueError, "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'mnp moveaxis': (
        lambda: mnp.moveaxis(a, 0, 2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'mnp rollaxis': (
        lambda: mnp.rollaxis(a, 3),
        ValueError, 'axis 3 is out of bounds for array of dimension 2'),
    'mnp linspace num': (
        lambda: mnp.linspace(0, 1, -1),
        ValueError, 'cannot support Tensor with num=0.'),
    'mnp eye str': (
        lambda: mnp.eye('a'),
        TypeError, 'Input tensor dimensions should be integers.'),
    'mnp full shape': (
        lambda: mnp.full((2, -1), 1.0),
        ValueError, 'each entry in shape should no less than 0.'),
    'mnp ones str': (
        lambda: mnp.ones('a'),
        TypeError, "only int, tuple, list and tensor are allowed for shape, but got <class 'str'>"),
    'mnp split': (
        lambda: mnp.split(a, 4, axis=1),
        ValueError, 'empty tensor encountered.'),
    'mnp split axis': (
        lambda: mnp.split(a, 3, axis=2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'mnp concat axis': (
        lambda: mnp.concatenate((a, a), axis=2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'mnp take axis': (
        lambda: mnp.take(a, Tensor(np.array([0], np.int32)), axis=2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'mnp take mode': (
        lambda: mnp.take(a, Tensor(np.array([0], np.int32)), mode='x'),
        ValueError,
            "For 'Tensor.take', the argument 'mode' should be one of in ['raise', 'wrap', "
            "'clip'], but got x."),
    'mnp repeat': (
        lambda: mnp.repeat(a, -1),
        ValueError,
            "For 'repeat_elements', the 'rep' must be in range of (0, 2147483647], but got -1 "
            "with type 'int'."),
    'mnp flip axis': (
        lambda: mnp.flip(a, 2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'mnp outer str': (
        lambda: mnp.outer(a, 'a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp mean axis': (
        lambda: mnp.mean(a, axis=2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'mnp var axis': (
        lambda: mnp.var(a, axis=(0, 0)),
        ValueError, "The element of parameter 'axis' can not be duplicate, but got (0, 0)."),
    'mnp amax axis': (
        lambda: mnp.amax(a, axis=3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'mnp argmax axis': (
        lambda: mnp.argmax(a, axis=2),
        ValueError, 'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    'mnp clip': (
        lambda: mnp.clip(a, None, None),
        ValueError, 'One of max or min must be given.'),
    'mnp diag 3d': (
        lambda: mnp.diag(Tensor(np.ones((2, 2, 2), np.float32))),
        ValueError, 'Input must be 1- or 2-d.'),
    'mnp diagonal axes': (
        lambda: mnp.diagonal(a, 0, 0, 0),
        ValueError,
            "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =0 and dim2 = 0."),
    'mnp pad mode': (
        lambda: mnp.pad(a, 1, mode='x'),
        ValueError, 'Input mode not supported.'),
    'mnp unique str': (
        lambda: mnp.unique('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp cumsum axis': (
        lambda: mnp.cumsum(a, axis=3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'mnp diff n': (
        lambda: mnp.diff(a, n=-1),
        ValueError, 'Input n must > 0.'),
    'mnp interp xp': (
        lambda: mnp.interp(a, Tensor(np.ones((2, 2), np.float32)), Tensor(np.ones(2, np.float32))),
        ValueError, 'xp and fp must be 1-d sequences'),
    'mnp convolve mode': (
        lambda: mnp.convolve(Tensor(np.ones(3, np.float32)), Tensor(np.ones(2, np.float32)),
                             mode='x'),
        ValueError, "mode must be one of ['full', 'same', 'valid']"),
    'mnp asarray str': (
        lambda: mnp.asarray('a'),
        TypeError,
            'input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got '
            "<class 'str'>"),
    'mnp add str': (
        lambda: mnp.add(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp power shape': (
        lambda: mnp.power(a, Tensor(np.ones((3, 3), np.float32))),
        ValueError,
            "For 'Pow', input1.shape and input2.shape need to broadcast. The value of "
            'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the same, '
            'but got input1.shape = [2, 3] and input2.shape = [3, 3]'),
    'mnp kron str': (
        lambda: mnp.kron(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp select len': (
        lambda: mnp.select([Tensor(np.array([True]))], [a, a]),
        ValueError, 'list of cases must be same length as list of conditions'),
    'mnp ptp': (
        lambda: mnp.ptp(a, axis=3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'mnp nanmax': (
        lambda: mnp.nanmax(a, axis=3),
        ValueError, 'axis 3 is out of bounds for array of dimension 2'),
    'mnp fix str': (
        lambda: mnp.fix('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 sin str': (
        lambda: mnp.sin('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 exp str': (
        lambda: mnp.exp('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 sqrt str': (
        lambda: mnp.sqrt('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 mean str': (
        lambda: mnp.mean('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 sum str': (
        lambda: mnp.sum('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 reshape str': (
        lambda: mnp.reshape('a', (1,)),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 flip str': (
        lambda: mnp.flip('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 tile str': (
        lambda: mnp.tile('a', 2),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 ravel str': (
        lambda: mnp.ravel('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 cumsum str': (
        lambda: mnp.cumsum('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 subtract str2': (
        lambda: mnp.subtract(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 subtract str1': (
        lambda: mnp.subtract('a', a),
        TypeError, 'Expect input to be array like.'),
    'mnp2 power str': (
        lambda: mnp.power(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 multiply str': (
        lambda: mnp.multiply(a, 'a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 arctan2 str': (
        lambda: mnp.arctan2(a, 'a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 equal str': (
        lambda: mnp.equal(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 less equal str': (
        lambda: mnp.less_equal(a, 'a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 kron str1': (
        lambda: mnp.kron('a', a),
        TypeError, 'Expect input to be array like.'),
    'mnp2 outer str1': (
        lambda: mnp.outer('a', a),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 cross str': (
        lambda: mnp.cross(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 norm str': (
        lambda: mnp.norm('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 append str': (
        lambda: mnp.append(a, 'a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 isnan str': (
        lambda: mnp.isnan('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 squeeze str': (
        lambda: mnp.squeeze('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 diff str': (
        lambda: mnp.diff('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 roll str': (
        lambda: mnp.roll('a', 1),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 std str': (
        lambda: mnp.std('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 ptp str': (
        lambda: mnp.ptp('a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 take str': (
        lambda: mnp.take('a', Tensor(np.array([0], np.int32))),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 gcd str': (
        lambda: mnp.gcd(a, 'a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 logical xor str': (
        lambda: mnp.logical_xor(a, 'a'),
        TypeError, "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'mnp2 argmax str': (
        lambda: mnp.argmax('a'),
        TypeError, 'Expect input to be array like.'),
    'mnp2 amax axis': (
        lambda: mnp.amax(a, axis=3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'mnp2 amin axis': (
        lambda: mnp.amin(a, axis=-3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    'mnp2 ptp axis': (
        lambda: mnp.ptp(a, axis=3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'mnp2 take axis': (
        lambda: mnp.take(a, Tensor(np.array([0], np.int32)), axis=2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'mnp2 nanmin axis': (
        lambda: mnp.nanmin(a, axis=3),
        ValueError, 'axis 3 is out of bounds for array of dimension 2'),
    'mnp2 ones str': (
        lambda: mnp.ones('a'),
        TypeError, "only int, tuple, list and tensor are allowed for shape, but got <class 'str'>"),
    'mnp2 zeros str': (
        lambda: mnp.zeros('a'),
        TypeError, "only int, tuple, list and tensor are allowed for shape, but got <class 'str'>"),
    'mnp2 full str': (
        lambda: mnp.full('a', 1),
        TypeError, "only int, tuple, list and tensor are allowed for shape, but got <class 'str'>"),
    'mnp2 full neg': (
        lambda: mnp.full((2, -1), 1.0),
        ValueError, 'each entry in shape should no less than 0.'),
    'mnp2 ones neg': (
        lambda: mnp.ones((2, -1)),
        ValueError, 'each entry in shape should no less than 0.'),
    'mnp2 zeros neg': (
        lambda: mnp.zeros(-1),
        ValueError, 'each entry in shape should no less than 0.'),
    'mnp2 ones float': (
        lambda: mnp.ones((2.0, 1)),
        TypeError, 'each entry in shape should be int.'),
}
