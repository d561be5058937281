"""Rows of ``test_bad_input_catalogue35``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad35's l.py, p1.py, p2.py):
round 34's leftovers.

- RNN/GRU/LSTM ``construct``: 2.10's checks in its order (x a Tensor, hx's container -- a Tensor
  for RNN/GRU, a tuple of two for LSTM --, hx's dtypes one float type with x's, seq_length's
  dtype), types named as its graph prints them (``External`` for a numpy array);
- GroupNorm's ``affine`` bool check; the 3-d convolutions' input checks (a Tensor, rank 5, the
  dtypes Conv3D/Conv3DTranspose take, the transposed one's channel count); Conv3d's,
  Conv3dTranspose's and Conv2dTranspose's padding size checked before its items;
- ``Cell.recompute``'s positional argument, ``insert_param_to_cell``/``insert_child_to_cell``/
  ``to_float`` naming MindSpore's classes;
- ``t[mask] = v`` with a bool mask Tensor: the value broadcast to (number of True, *rest), with
  BroadcastTo's two texts.
"""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops


def f32(*s):
    return Tensor(np.ones(s, np.float32))


def f16(*s):
    return Tensor(np.ones(s, np.float16))


def i32(*s):
    return Tensor(np.ones(s, np.int32))


class Two(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2)

    def construct(self, x):
        return self.d(x)


x2 = f32(2, 2)
M2 = [[True, False, True], [False, True, False]]


def _mask(v):
    t = f32(2, 3)
    t[Tensor(np.array(M2))] = v
    return t


def _mask1(v):
    t = f32(4)
    t[Tensor(np.array([True, False, True, False]))] = v
    return t


def _m(tshape, mask, v):
    t = f32(*tshape)
    t[Tensor(np.array(mask))] = v
    return t


ROWS = {
    'LSTM seq_length float': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), seq_length=f32(2)),
        TypeError, "For 'LSTM', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float32'."),
    'LSTM seq_length f16': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), seq_length=f16(2)),
        TypeError, "For 'LSTM', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float16'."),
    'LSTM seq_length bool': (
        lambda: nn.LSTM(3, 4)(f32(5, 2, 3), seq_length=Tensor(np.ones(2, bool))),
        TypeError, "For 'LSTM', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.bool'."),
    'LSTM seq_length list': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), seq_length=[5, 5]),
        AttributeError, "'list' object has no attribute 'dtype'"),
    'LSTM hx f16': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), (f16(1, 2, 4), f16(1, 2, 4))),
        TypeError, "For 'LSTM', the type of 'hx[0]' should be same as 'x', but got 'x' "
                   "with type Float32 and 'hx[0]' with type Float16."),
    'LSTM hx int': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), (i32(1, 2, 4), i32(1, 2, 4))),
        TypeError, "For 'LSTM', the element of 'hx[0]' must be one of Float32, Float16, "
                   'but got Int32.The supported data types depend on the hardware that '
                   'executes the operator, for more details, please refer to the '
                   'MindSpore official website to get more information about the data '
                   'type.'),
    'LSTM x f16 hx f32': (lambda: nn.LSTM(3, 4)(f16(5, 2, 3), (f32(1, 2, 4), f32(1, 2, 4))),
        TypeError, "For 'LSTM', the type of 'hx[0]' should be same as 'x', but got 'x' "
                   "with type Float16 and 'hx[0]' with type Float32."),
    'LSTM hx list': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), [f32(1, 2, 4), f32(1, 2, 4)]),
        TypeError, "For 'LSTM', the 'hx' must be '<class "
                   "'mindspore._c_expression.typing.Tuple'>', but got "
                   "'List[Tensor[Float32]*2]'"),
    'LSTM hx tuple': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), f32(1, 2, 4)),
        TypeError, "For 'LSTM', the 'hx' must be '<class "
                   "'mindspore._c_expression.typing.Tuple'>', but got 'Tensor[Float32]'"),
    'LSTM hx tuple3': (
        lambda: nn.LSTM(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f32(1, 2, 4), f32(1, 2, 4))),
        TypeError, "For 'LSTM', the length of 'hx' must be '2', but got '3'"),
    'LSTM hx numpy': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), np.ones((1, 2, 4), np.float32)),
        TypeError, "For 'LSTM', the 'hx' must be '<class "
                   "'mindspore._c_expression.typing.Tuple'>', but got 'External'"),
    'LSTM hx int py': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), 1),
        TypeError, "For 'LSTM', the 'hx' must be '<class "
                   "'mindspore._c_expression.typing.Tuple'>', but got 'Int64'"),
    'LSTM hx mixed f16': (lambda: nn.LSTM(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f16(1, 2, 4))),
        TypeError, "For 'LSTM', the type of 'hx[1]' should be same as 'x', but got 'x' "
                   "with type Float32 and 'hx[1]' with type Float16."),
    'LSTM x numpy': (lambda: nn.LSTM(3, 4)(np.ones((5, 2, 3), np.float32)),
        TypeError, "For 'LSTM', the 'x' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'LSTM x 2d': (lambda: nn.LSTM(3, 4)(f32(5, 3)),
        ValueError, 'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 2.'),
    'LSTM x wrong feat': (lambda: nn.LSTM(3, 4)(f32(5, 2, 6)),
        ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 6.'),
    'GRU seq_length float': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), seq_length=f32(2)),
        TypeError, "For 'GRU', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float32'."),
    'GRU seq_length f16': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), seq_length=f16(2)),
        TypeError, "For 'GRU', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float16'."),
    'GRU seq_length bool': (
        lambda: nn.GRU(3, 4)(f32(5, 2, 3), seq_length=Tensor(np.ones(2, bool))),
        TypeError, "For 'GRU', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.bool'."),
    'GRU seq_length list': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), seq_length=[5, 5]),
        AttributeError, "'list' object has no attribute 'dtype'"),
    'GRU hx f16': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), f16(1, 2, 4)),
        TypeError, "For 'GRU', the type of 'hx' should be same as 'x', but got 'x' with "
                   "type Float32 and 'hx' with type Float16."),
    'GRU hx int': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), i32(1, 2, 4)),
        TypeError, "For 'GRU', the element of 'hx' must be one of Float32, Float16, but "
                   'got Int32.The supported data types depend on the hardware that '
                   'executes the operator, for more details, please refer to the '
                   'MindSpore official website to get more information about the data '
                   'type.'),
    'GRU x f16 hx f32': (lambda: nn.GRU(3, 4)(f16(5, 2, 3), f32(1, 2, 4)),
        TypeError, "For 'GRU', the type of 'hx' should be same as 'x', but got 'x' with "
                   "type Float16 and 'hx' with type Float32."),
    'GRU hx list': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), [f32(1, 2, 4)]),
        TypeError, "For 'GRU', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'List[Tensor[Float32]]'"),
    'GRU hx tuple': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f32(1, 2, 4))),
        TypeError, "For 'GRU', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'Tuple[Tensor[Float32]*2]'"),
    'GRU hx tuple3': (
        lambda: nn.GRU(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f32(1, 2, 4), f32(1, 2, 4))),
        TypeError, "For 'GRU', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'Tuple[Tensor[Float32]*3]'"),
    'GRU hx numpy': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), np.ones((1, 2, 4), np.float32)),
        TypeError, "For 'GRU', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'GRU hx int py': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), 1),
        TypeError, "For 'GRU', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'Int64'"),
    'GRU hx mixed f16': (lambda: nn.GRU(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f16(1, 2, 4))),
        TypeError, "For 'GRU', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'Tuple[Tensor[Float32],Tensor[Float16]]'"),
    'GRU x numpy': (lambda: nn.GRU(3, 4)(np.ones((5, 2, 3), np.float32)),
        TypeError, "For 'GRU', the 'x' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'GRU x 2d': (lambda: nn.GRU(3, 4)(f32(5, 3)),
        ValueError, 'MatMul inputs should have the same dimension size and equal to 2.'),
    'GRU x wrong feat': (lambda: nn.GRU(3, 4)(f32(5, 2, 6)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 6 "
                    "and 'x2_row': 3."),
    'RNN seq_length float': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), seq_length=f32(2)),
        TypeError, "For 'RNN', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float32'."),
    'RNN seq_length f16': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), seq_length=f16(2)),
        TypeError, "For 'RNN', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float16'."),
    'RNN seq_length bool': (
        lambda: nn.RNN(3, 4)(f32(5, 2, 3), seq_length=Tensor(np.ones(2, bool))),
        TypeError, "For 'RNN', the 'seq_length' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.bool'."),
    'RNN seq_length list': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), seq_length=[5, 5]),
        AttributeError, "'list' object has no attribute 'dtype'"),
    'RNN hx f16': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), f16(1, 2, 4)),
        TypeError, "For 'RNN', the type of 'hx' should be same as 'x', but got 'x' with "
                   "type Float32 and 'hx' with type Float16."),
    'RNN hx int': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), i32(1, 2, 4)),
        TypeError, "For 'RNN', the element of 'hx' must be one of Float32, Float16, but "
                   'got Int32.The supported data types depend on the hardware that '
                   'executes the operator, for more details, please refer to the '
                   'MindSpore official website to get more information about the data '
                   'type.'),
    'RNN x f16 hx f32': (lambda: nn.RNN(3, 4)(f16(5, 2, 3), f32(1, 2, 4)),
        TypeError, "For 'RNN', the type of 'hx' should be same as 'x', but got 'x' with "
                   "type Float16 and 'hx' with type Float32."),
    'RNN hx list': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), [f32(1, 2, 4)]),
        TypeError, "For 'RNN', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'List[Tensor[Float32]]'"),
    'RNN hx tuple': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f32(1, 2, 4))),
        TypeError, "For 'RNN', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'Tuple[Tensor[Float32]*2]'"),
    'RNN hx tuple3': (
        lambda: nn.RNN(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f32(1, 2, 4), f32(1, 2, 4))),
        TypeError, "For 'RNN', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'Tuple[Tensor[Float32]*3]'"),
    'RNN hx numpy': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), np.ones((1, 2, 4), np.float32)),
        TypeError, "For 'RNN', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'RNN hx int py': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), 1),
        TypeError, "For 'RNN', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'Int64'"),
    'RNN hx mixed f16': (lambda: nn.RNN(3, 4)(f32(5, 2, 3), (f32(1, 2, 4), f16(1, 2, 4))),
        TypeError, "For 'RNN', the 'h' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got "
                   "'Tuple[Tensor[Float32],Tensor[Float16]]'"),
    'RNN x numpy': (lambda: nn.RNN(3, 4)(np.ones((5, 2, 3), np.float32)),
        TypeError, "For 'RNN', the 'x' must be '<class "
                   "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'RNN x 2d': (lambda: nn.RNN(3, 4)(f32(5, 3)),
        ValueError, 'MatMul inputs should have the same dimension size and equal to 2.'),
    'RNN x wrong feat': (lambda: nn.RNN(3, 4)(f32(5, 2, 6)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 6 "
                    "and 'x2_row': 3."),
    'GroupNorm affine 1': (lambda: nn.GroupNorm(2, 4, affine=1),
        TypeError, "For 'GroupNorm', the 'affine' must be a bool, but got int."),
    'GroupNorm affine str': (lambda: nn.GroupNorm(2, 4, affine="a"),
        TypeError, "For 'GroupNorm', the 'affine' must be a bool, but got str."),
    'GroupNorm affine None': (lambda: nn.GroupNorm(2, 4, affine=None),
        TypeError, "For 'GroupNorm', the 'affine' must be a bool, but got NoneType."),
    'GroupNorm eps str': (lambda: nn.GroupNorm(2, 4, eps="a"),
        TypeError, "For 'GroupNorm', the type of 'eps' should be 'float', but got type "
                   "'str'."),
    'GroupNorm groups float': (lambda: nn.GroupNorm(2.0, 4),
        TypeError, "For 'GroupNorm', the 'num_groups' must be int, but got 'float'"),
    'GroupNorm channels float': (lambda: nn.GroupNorm(2, 4.0),
        TypeError, "For 'GroupNorm', the 'num_channels' must be int, but got 'float'"),
    'GroupNorm gamma bad': (lambda: nn.GroupNorm(2, 4, gamma_init="foo"),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Conv3d int input': (lambda: nn.Conv3d(4, 4, 3)(i32(2, 4, 5, 5, 5)),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Int32].'),
    'Conv3d f64 input': (lambda: nn.Conv3d(4, 4, 3)(Tensor(np.ones((2, 4, 5, 5, 5)))),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Float64].'),
    'Conv3d f16 input': (lambda: nn.Conv3d(4, 4, 3)(f16(2, 4, 5, 5, 5)),
        TypeError, 'For primitive[Conv3D], the input type must be '
                   'same.\nname:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Float16].'),
    'Conv3d bool input': (lambda: nn.Conv3d(4, 4, 3)(Tensor(np.ones((2, 4, 5, 5, 5), bool))),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Bool].'),
    'Conv3d rank 4': (lambda: nn.Conv3d(4, 4, 3)(f32(4, 5, 5, 5)),
        ValueError, 'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'Conv3d rank 6': (lambda: nn.Conv3d(4, 4, 3)(f32(1, 2, 4, 5, 5, 5)),
        ValueError, 'For primitive[Conv3D], the x shape size must be equal to 5, but got 6.'),
    'Conv3d numpy': (lambda: nn.Conv3d(4, 4, 3)(np.ones((2, 4, 5, 5, 5), np.float32)),
        TypeError, 'For Primitive[Conv3D], the type of input argument[x] must be Tensor '
                   'but got External.'),
    'Conv3dTranspose int input': (lambda: nn.Conv3dTranspose(4, 4, 3)(i32(2, 4, 5, 5, 5)),
        TypeError, 'For primitive[Conv3DTranspose], the input argument[x] must be a type '
                   'of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Int32].'),
    'Conv3dTranspose f64 input': (
        lambda: nn.Conv3dTranspose(4, 4, 3)(Tensor(np.ones((2, 4, 5, 5, 5)))),
        TypeError, 'For primitive[Conv3DTranspose], the input argument[x] must be a type '
                   'of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Float64].'),
    'Conv3dTranspose f16 input': (lambda: nn.Conv3dTranspose(4, 4, 3)(f16(2, 4, 5, 5, 5)),
        TypeError, 'For primitive[Conv3DTranspose], the input type must be '
                   'same.\nname:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Float16].'),
    'Conv3dTranspose bool input': (
        lambda: nn.Conv3dTranspose(4, 4, 3)(Tensor(np.ones((2, 4, 5, 5, 5), bool))),
        TypeError, 'For primitive[Conv3DTranspose], the input argument[x] must be a type '
                   'of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Bool].'),
    'Conv3dTranspose rank 4': (lambda: nn.Conv3dTranspose(4, 4, 3)(f32(4, 5, 5, 5)),
        ValueError, 'For primitive[Conv3DTranspose], the x shape size must be equal to 5, '
                    'but got 4.'),
    'Conv3dTranspose rank 6': (lambda: nn.Conv3dTranspose(4, 4, 3)(f32(1, 2, 4, 5, 5, 5)),
        ValueError, 'For primitive[Conv3DTranspose], the x shape size must be equal to 5, '
                    'but got 6.'),
    'Conv3dTranspose channels': (lambda: nn.Conv3dTranspose(4, 4, 3)(f32(2, 3, 5, 5, 5)),
        ValueError, "For primitive[Conv3DTranspose], the filter's batch, input x's channel "
                    'must be equal to 3, but got 4.'),
    'Conv3dTranspose channels group': (
        lambda: nn.Conv3dTranspose(4, 4, 3, group=2)(f32(2, 3, 5, 5, 5)),
        ValueError, "For primitive[Conv3DTranspose], the filter's batch, input x's channel "
                    'must be equal to 3, but got 4.'),
    'Conv3dTranspose numpy': (
        lambda: nn.Conv3dTranspose(4, 4, 3)(np.ones((2, 4, 5, 5, 5), np.float32)),
        TypeError, 'For Primitive[Conv3DTranspose], the type of input argument[x] must be '
                   'Tensor but got External.'),
    'Conv2dTranspose padding neg 6': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode="pad", padding=(1, -1, 1, 1, 1, 1)),
        ValueError, "For 'Conv2dTranspose', the 'padding size' must be int and must = 4, "
                    "but got '6' with type 'int'."),
    'Conv2dTranspose padding neg 4': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode="pad", padding=(1, -1, 1, 1)),
        ValueError, "For 'Conv2dTranspose', the 'padding item' must be int and must >= 0, "
                    "but got '-1' with type 'int'."),
    'Conv2dTranspose padding 3': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode="pad", padding=(1, 1, 1)),
        ValueError, "For 'Conv2dTranspose', the 'padding size' must be int and must = 4, "
                    "but got '3' with type 'int'."),
    'Conv2dTranspose padding float item': (
        lambda: nn.Conv2dTranspose(4, 4, 3, pad_mode="pad", padding=(1, 1.0, 1, 1)),
        TypeError, "For 'Conv2dTranspose', the 'padding item' must be int, but got 'float'"),
    'Conv2d padding neg 6': (
        lambda: nn.Conv2d(4, 4, 3, pad_mode="pad", padding=(1, -1, 1, 1, 1, 1)),
        ValueError, "For 'Conv2d', the 'padding item' must be int and must >= 0, but got "
                    "'-1' with type 'int'."),
    'Conv2d padding neg 4': (lambda: nn.Conv2d(4, 4, 3, pad_mode="pad", padding=(1, -1, 1, 1)),
        ValueError, "For 'Conv2d', the 'padding item' must be int and must >= 0, but got "
                    "'-1' with type 'int'."),
    'Conv2d padding 3': (lambda: nn.Conv2d(4, 4, 3, pad_mode="pad", padding=(1, 1, 1)),
        ValueError, "For 'Conv2D', the 'pad size' must be int and must = 4, but got '3' "
                    "with type 'int'."),
    'Conv3d padding neg 8': (
        lambda: nn.Conv3d(4, 4, 3, pad_mode="pad", padding=(1, -1, 1, 1, 1, 1, 1, 1)),
        ValueError, "For 'Conv3d', the 'padding size' must be int and must = 6, but got "
                    "'8' with type 'int'."),
    'Conv3d padding neg 6': (
        lambda: nn.Conv3d(4, 4, 3, pad_mode="pad", padding=(1, -1, 1, 1, 1, 1)),
        ValueError, "For 'Conv3d', the 'padding item' must be int and must >= 0, but got "
                    "'-1' with type 'int'."),
    'Cell recompute int': (lambda: Two().recompute(1),
        TypeError, 'too many positional arguments'),
    'Cell recompute kw bad': (lambda: Two().recompute(foo=1),
        ValueError, "For 'recompute', keyword 'foo' is not recognized! the key kwargs must "
                    "be 'mp_comm_recompute', 'parallel_optimizer_comm_recompute', "
                    "'recompute_slice_activation'"),
    'Cell recompute mp str': (lambda: Two().recompute(mp_comm_recompute=1),
        TypeError, "The parameter 'mp_comm_recompute' must be <class 'bool'>, but got "
                   "<class 'int'>"),
    'Cell recompute po str': (lambda: Two().recompute(parallel_optimizer_comm_recompute="a"),
        TypeError, "The parameter 'parallel_optimizer_comm_recompute' must be <class "
                   "'bool'>, but got <class 'str'>"),
    'Cell recompute both': (lambda: Two().recompute(1, 2),
        TypeError, 'too many positional arguments'),
    'Cell insert_param not param': (lambda: Two().insert_param_to_cell("p", x2),
        TypeError, "For 'insert_param_to_cell', the argument 'param' must be 'Parameter' "
                   "if not None, but got <class 'mindspore.common.tensor.Tensor'>."),
    'Cell insert_param int': (lambda: Two().insert_param_to_cell("p", 1),
        TypeError, "For 'insert_param_to_cell', the argument 'param' must be 'Parameter' "
                   "if not None, but got <class 'int'>."),
    'Cell insert_param ndarray': (lambda: Two().insert_param_to_cell("p", np.ones(2)),
        TypeError, "For 'insert_param_to_cell', the argument 'param' must be 'Parameter' "
                   "if not None, but got <class 'numpy.ndarray'>."),
    'Cell insert_child tensor': (lambda: Two().insert_child_to_cell("c", x2),
        TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' "
                   "if not None, but got type <class 'mindspore.common.tensor.Tensor'>."),
    'Cell to_float int': (lambda: Two().to_float(ms.int32),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    'mstype.float16 or mstype.bfloat16, but got type: <class '
                    "'mindspore._c_expression.typing.Int'> and value: Int32."),
    'Cell to_float f64': (lambda: Two().to_float(ms.float64),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    'mstype.float16 or mstype.bfloat16, but got type: <class '
                    "'mindspore._c_expression.typing.Float'> and value: Float64."),
    'Cell to_float np': (lambda: Two().to_float(np.float16),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'type'> and "
                    "value: <class 'numpy.float16'>."),
    'Cell to_float None': (lambda: Two().to_float(None),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'NoneType'> "
                    'and value: None.'),
    'Cell setattr tensor on param': (lambda: setattr(Two().d, "weight", 1),
        TypeError, "Parameter 'weight' already exists in network, can not assign this "
                   "type: '<class 'int'>' as a parameter."),
    'setitem mask full shape': (lambda: _mask(f32(2, 3) * 2),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'setitem mask wrong shape': (lambda: _mask(f32(4)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (4), target shape: (3).'),
    'setitem mask 3 value': (lambda: _mask(f32(3, 1)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'setitem mask row value': (lambda: _mask(f32(1, 3)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'setitem mask col value': (lambda: _mask(f32(2, 1)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'setitem mask 3d value': (lambda: _mask(f32(1, 2, 3)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 3 and 1'),
    'setitem mask1 value 4': (lambda: _mask1(f32(4)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (4), target shape: (2).'),
    'setitem mask1 value 3': (lambda: _mask1(f32(3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (3), target shape: (2).'),
    'setitem mask1 value 2d': (lambda: _mask1(f32(1, 4)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'ops.conv3d int': (lambda: ops.conv3d(i32(2, 4, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Int32].'),
    'ops.conv3d int both': (lambda: ops.conv3d(i32(2, 4, 5, 5, 5), i32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Int32].'),
    'ops.Conv3D int': (lambda: ops.Conv3D(4, 3)(i32(2, 4, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Int32].'),
    'ops.Conv3D int both': (lambda: ops.Conv3D(4, 3)(i32(2, 4, 5, 5, 5), i32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3D], the input argument[x] must be a type of '
                   '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}, but got '
                   'Tensor[Int32].'),
    'ops.Conv3D w int': (lambda: ops.Conv3D(4, 3)(f32(2, 4, 5, 5, 5), i32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3D], the input type must be '
                   'same.\nname:[w]:Tensor[Int32].\nname:[x]:Tensor[Float32].'),
    'ops.Conv3DTranspose int': (
        lambda: ops.Conv3DTranspose(4, 4, 3)(i32(2, 4, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3DTranspose], the input argument[x] must be a type '
                   'of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Int32].'),
    'ops.Conv3DTranspose w int': (
        lambda: ops.Conv3DTranspose(4, 4, 3)(f32(2, 4, 5, 5, 5), i32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3DTranspose], the input type must be '
                   'same.\nname:[w]:Tensor[Int32].\nname:[x]:Tensor[Float32].'),
    'ops.conv3d_transpose int': (
        lambda: ops.conv3d_transpose(i32(2, 4, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        TypeError, 'For primitive[Conv3DTranspose], the input argument[x] must be a type '
                   'of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Int32].'),
    'ops.Conv3D rank': (lambda: ops.Conv3D(4, 3)(f32(4, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        ValueError, 'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'ops.Conv3D numpy': (
        lambda: ops.Conv3D(4, 3)(np.ones((2, 4, 5, 5, 5), np.float32), f32(4, 4, 3, 3, 3)),
        TypeError, 'For Primitive[Conv3D], the type of input argument[x] must be Tensor '
                   'but got External.'),
    'nn.Conv3d rank 4': (lambda: nn.Conv3d(4, 4, 3)(f32(4, 5, 5, 5)),
        ValueError, 'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'ops.Conv3DTranspose rank': (
        lambda: ops.Conv3DTranspose(4, 4, 3)(f32(4, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        ValueError, 'For primitive[Conv3DTranspose], the x shape size must be equal to 5, '
                    'but got 4.'),
    'ops.Conv3DTranspose numpy': (
        lambda: ops.Conv3DTranspose(4, 4, 3)(np.ones((2, 4, 5, 5, 5), np.float32), f32(4, 4, 3, 3, 3)),
        TypeError, 'For Primitive[Conv3DTranspose], the type of input argument[x] must be '
                   'Tensor but got External.'),
    'ops.Conv3DTranspose channels': (
        lambda: ops.Conv3DTranspose(4, 4, 3)(f32(2, 3, 5, 5, 5), f32(4, 4, 3, 3, 3)),
        ValueError, "For primitive[Conv3DTranspose], the filter's batch, input x's channel "
                    'must be equal to 3, but got 4.'),
    'full v11': (lambda: _m((2, 3), M2, f32(1, 1)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'full v2': (lambda: _m((2, 3), M2, f32(2)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2), target shape: (3).'),
    'part v5': (lambda: _m((2, 3), [True, False], f32(5)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (5), target shape: (1, 3).'),
    'part v33': (lambda: _m((2, 3), [True, True], f32(3, 3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (3, 3), target shape: (2, 3).'),
    'part v123': (lambda: _m((2, 3), [True, True], f32(1, 2, 3)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 3 and 2'),
    'part v223': (lambda: _m((2, 3), [True, True], f32(2, 2, 3)),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 3 and 2'),
    'part v2': (lambda: _m((2, 3), [True, True], f32(2)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2), target shape: (2, 3).'),
    '3d part v4': (lambda: _m((2, 3, 4), [[True, False, True], [False, True, False]], f32(3, 5)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (3, 5), target shape: (3, 4).'),
    '3d part v34': (lambda: _m((2, 3, 4), [[True, False, True], [False, True, False]], f32(2, 4)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2, 4), target shape: (3, 4).'),
    '3d part 1d': (lambda: _m((2, 3, 4), [True, False], f32(5)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (5), target shape: (1, 3, 4).'),
}
