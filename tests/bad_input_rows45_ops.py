"""Rows of ``test_bad_input_catalogue45`` (linear algebra, einsum and unfold argument checks):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process, pynative_synchronize on; /tmp/s62/bad45/w/b1.py, b5.py, b8.py with run.py there; the
text up to 2.10's C++ call stack).
Fixed in this round: Cholesky's (and cholesky_inverse's) rank and non-square texts, MatrixExp's
and Eig's (eigvals too), svd's and pinv's rank texts (pinv of a 0-d input a TypeError), einsum's
output label missing on its left, unfold's sizes checked first (a kernel size 0: 'For 'unfold',
the 'kernel_size[0]' must be int and must > 0 ...'), the broadcast text of binary ops whose
2.10 name has inner capitals ('RightShift', 'IsClose', 'TruncateDiv': minicell wrote
'Rightshift').
Still different (measured, left): bitwise_left_shift / right_shift of float Tensors (2.10:
"For 'LeftShift', the dtype of two args should be same, ..."), ops.invert of
a float or bool Tensor (2.10: 'For primitive[Invert], the input argument[x] must be a type of
{Tensor[Int16], ...}'), einsum of mismatched sizes (2.10 raises a UnicodeDecodeError),
Tensor.reshape / view / expand / tile with a float in the shape (2.10's parser texts: 'must be
tuple of int but found type of float at pos 0.' / "should be tuple of int, but unpack failed at
pos 1 (got float)."), Tensor.repeat / roll and index_select with float indices (no 2.10 CPU
kernel).
"""
import numpy as np
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops cholesky 1d': (lambda: ops.cholesky(F(3)), ValueError,
        'For Cholesky, the dimension of input x must be greater than or equal to 2, but got a '
        '1-D Tensor.'),
    'ops matrix_exp nonsquare': (lambda: ops.matrix_exp(F(2, 3)), ValueError,
        'For MatrixExp, the input expects a tensor of squared matrices, but got shape [const '
        'vector]{2, 3}.'),
    'ops pinv 1d': (lambda: ops.pinv(F(3)), ValueError,
        'input x should have 2 or more dimensions, but got 1.'),
    'ops svd 1d': (lambda: ops.svd(F(3)), ValueError,
        "For Svd, the rank of 'input' must be great equal than 2, but get shape: 3"),
    'ops eig nonsquare': (lambda: ops.eig(F(2, 3)), ValueError,
        'For Eig, x should be square(squares), but got 2  3 matrix(matrices).'),
    'ops einsum bad eq': (lambda: ops.einsum('ij,jk->iz', F(2, 3), F(3, 4)), ValueError,
        "For 'Einsum', the label to the right of arrow in the equation must appear on the left, "
        'but the z does not.'),
    'ops inverse nonsquare': (lambda: ops.inverse(F(2, 3)), ValueError,
        'For primitive[MatrixInverse], the attribute[row size] must be equal to 2, but got 3.'),
    'ops det 1d': (lambda: ops.det(F(3)), ValueError,
        'For primitive[MatrixDeterminant], the x rank must be greater than or equal to 2, but '
        'got 1.'),
    'ops matrix_power float n': (lambda: ops.matrix_power(F(2, 2), 1.5), TypeError,
        "For 'MatrixPower', the type of 'n' should be 'int', but got type 'float'."),
    'ops cross dim': (lambda: ops.cross(F(2, 3), F(2, 3), dim=5), ValueError,
        "For 'Cross', dim must be between -2 and 1 , but got 5."),
    'ops trace 3d': (lambda: ops.trace(F(2, 2, 2)), RuntimeError,
        'For Primitive[Trace], the rank of the input must be 2, but got 3!'),
    'ops meshgrid indexing': (lambda: ops.meshgrid(F(2), F(3), indexing='zz'), ValueError,
        'Failed to convert the value "zz" of input \'indexing\' of \'Meshgrid\' to enum.'),
    'ops meshgrid dtypes': (lambda: ops.meshgrid(F(2), I(3)), ValueError,
        'For Primitive [Meshgrid], all tensors should have the same type.'),
    'ops einsum missing operand': (lambda: ops.einsum('ij,jk->ik', F(2, 3)), ValueError,
        "For 'Einsum', the number of inputs must be equal to the number of inputs and equation's "
        'operand.'),
    'ops einsum rank': (lambda: ops.einsum('ij->j', F(2, 3, 4)), ValueError,
        "For 'Einsum', the number of subscript in 0 operand in the eqaution does not match "
        'inputs[0].dim().'),
    'ops cholesky nonsquare': (lambda: ops.cholesky(F(2, 3)), ValueError,
        'For Cholesky, input x must be batch squares, but got batch 2 x 3 matrices.'),
    'ops matrix_exp 1d': (lambda: ops.matrix_exp(F(3)), ValueError,
        'For primitive[MatrixExp], the x rank must be greater than or equal to 2, but got 1.'),
    'ops eig 1d': (lambda: ops.eig(F(3)), ValueError,
        'For Eig, x should be at lease 2, but got a 1-D Tensor.'),
    'ops pinv 0d': (lambda: ops.pinv(Tensor(1.0)), TypeError,
        'For pinv, the 0-D input is not supported'),
    't svd 1d': (lambda: F(3).svd(), ValueError,
        "For Svd, the rank of 'input' must be great equal than 2, but get shape: 3"),
    'ops cholesky_inverse 1d': (lambda: ops.cholesky_inverse(F(3)), ValueError,
        'For Cholesky, the dimension of input x must be greater than or equal to 2, but got a '
        '1-D Tensor.'),
    'ops eigvals nonsquare': (lambda: ops.eigvals(F(2, 3)), ValueError,
        'For Eig, x should be square(squares), but got 2  3 matrix(matrices).'),
    'ops einsum bad eq 2': (lambda: ops.einsum('ij->ik', F(2, 3)), ValueError,
        "For 'Einsum', the label to the right of arrow in the equation must appear on the left, "
        'but the k does not.'),
    'ops einsum upper': (lambda: ops.einsum('iJ->iK', F(2, 3)), ValueError,
        "For 'Einsum', the label to the right of arrow in the equation must appear on the left, "
        'but the K does not.'),
    't unfold 1d': (lambda: F(4).unfold(0, 2, 1), ValueError,
        "For 'unfold', the 'kernel_size[0]' must be int and must > 0, but got '0' with type "
        "'int'."),
    't unfold 4d k0': (lambda: F(1, 1, 4, 4).unfold(0), ValueError,
        "For 'unfold', the 'kernel_size[0]' must be int and must > 0, but got '0' with type "
        "'int'."),
    'ops einsum ellipsis bad': (lambda: ops.einsum('...j->...z', F(2, 3)), ValueError,
        "For 'Einsum', the label to the right of arrow in the equation must appear on the left, "
        'but the z does not.'),
    'ops svd 0d': (lambda: ops.svd(Tensor(1.0)), ValueError,
        "For Svd, the rank of 'input' must be great equal than 2, but get shape: "),
    'ops isclose shapes': (lambda: ops.isclose(F(2), F(3)), ValueError,
        "For 'IsClose', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[1] or input2.shape[1] must be 1 or -1 when they are not the same, but got '
        'input1.shape = [2] and input2.shape = [3]'),
    'ops truncate_div shapes': (lambda: ops.truncate_div(F(2), F(3)), ValueError,
        "For 'TruncateDiv', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[1] or input2.shape[1] must be 1 or -1 when they are not the same, but got '
        'input1.shape = [2] and input2.shape = [3]'),
    'ops bitwise_left_shift shapes': (lambda: ops.bitwise_left_shift(I(2), I(3)), ValueError,
        "For 'LeftShift', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[1] or input2.shape[1] must be 1 or -1 when they are not the same, but got '
        'input1.shape = [2] and input2.shape = [3]'),
    'ops bitwise_right_shift shapes': (lambda: ops.bitwise_right_shift(I(2), I(3)), ValueError,
        "For 'RightShift', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[1] or input2.shape[1] must be 1 or -1 when they are not the same, but got '
        'input1.shape = [2] and input2.shape = [3]'),
}
