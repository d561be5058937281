"""Rows of ``test_bad_input_catalogue50`` (the CPU kernel-selection texts of sigmoid, tanh, silu,
logsigmoid and log_softmax (ops, nn Cells and Tensor methods) for integer and Bool Tensors, and the
checks of Roll, Moments, MatDet, MultilabelMarginLoss, TripletMarginLoss, MAELoss, GLU and
SmoothL1Loss that round 50 fixed): MindSpore 2.10's exception type and text for each call (measured
on 2.10 CPU, one case per process (forked after the imports), pynative_synchronize on;
/tmp/s67/bad50/w/c5.py with /tmp/s67/bad50/run.py).
Measured and left out (minicell differs or 2.10 computes): mint.nn.functional.log_softmax int32
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint.nn.functional.log_softmax int64
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint.nn.functional.log_softmax bool
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint.nn.functional.log_softmax uint8
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint.nn.functional.log_softmax int8
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint.nn.functional.log_softmax int16
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ops.roll axis out (RuntimeError: 'The
kernel Roll unregistered.'); ChannelShuffle arange (ValueError: "proposed_shape '[const vector]{1,
2, 1, -1}' is); ChannelShuffle arange 5 (ValueError: "proposed_shape '[const vector]{1, 2, 2, -1}'
is); RReLU int neg (2.10 computes).
"""
import numpy as np
from minicell import Tensor, nn, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401
from bad_input_rows50_help import B, L  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops.sigmoid int32': (lambda: ops.sigmoid(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'ops.sigmoid int64': (lambda: ops.sigmoid(L(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int64}], output[[const vector]{Float32}].'),
    'ops.sigmoid bool': (lambda: ops.sigmoid(B(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'ops.sigmoid uint8': (lambda: ops.sigmoid(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{UInt8}], output[[const vector]{Float32}].'),
    'ops.sigmoid int8': (lambda: ops.sigmoid(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int8}], output[[const vector]{Float32}].'),
    'ops.sigmoid int16': (lambda: ops.sigmoid(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int16}], output[[const vector]{Float32}].'),
    'ops.tanh int32': (lambda: ops.tanh(I(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int32}], output[[const '
        'vector]{Float32}].'),
    'ops.tanh int64': (lambda: ops.tanh(L(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int64}], output[[const '
        'vector]{Float32}].'),
    'ops.tanh bool': (lambda: ops.tanh(B(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Bool}], output[[const '
        'vector]{Float32}].'),
    'ops.tanh uint8': (lambda: ops.tanh(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{UInt8}], output[[const '
        'vector]{Float32}].'),
    'ops.tanh int8': (lambda: ops.tanh(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int8}], output[[const '
        'vector]{Float32}].'),
    'ops.tanh int16': (lambda: ops.tanh(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int16}], output[[const '
        'vector]{Float32}].'),
    'ops.silu int32': (lambda: ops.silu(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'ops.silu int64': (lambda: ops.silu(L(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int64}], output[[const vector]{Float32}].'),
    'ops.silu bool': (lambda: ops.silu(B(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'ops.silu uint8': (lambda: ops.silu(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{UInt8}], output[[const vector]{Float32}].'),
    'ops.silu int8': (lambda: ops.silu(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int8}], output[[const vector]{Float32}].'),
    'ops.silu int16': (lambda: ops.silu(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int16}], output[[const vector]{Float32}].'),
    'ops.log_softmax int32': (lambda: ops.log_softmax(I(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int32, Int64}], output[[const vector]{Int32}].'),
    'ops.log_softmax int64': (lambda: ops.log_softmax(L(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int64, Int64}], output[[const vector]{Int64}].'),
    'ops.log_softmax bool': (lambda: ops.log_softmax(B(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Bool, Int64}], output[[const vector]{Bool}].'),
    'ops.log_softmax uint8': (
        lambda: ops.log_softmax(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{UInt8, Int64}], output[[const vector]{UInt8}].'),
    'ops.log_softmax int8': (lambda: ops.log_softmax(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int8, Int64}], output[[const vector]{Int8}].'),
    'ops.log_softmax int16': (
        lambda: ops.log_softmax(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int16, Int64}], output[[const vector]{Int16}].'),
    'ops.softmax int32': (lambda: ops.softmax(I(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'ops.softmax int64': (lambda: ops.softmax(L(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int64.'),
    'ops.softmax bool': (lambda: ops.softmax(B(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Bool.'),
    'ops.softmax uint8': (lambda: ops.softmax(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got UInt8.'),
    'ops.softmax int8': (lambda: ops.softmax(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int8.'),
    'ops.softmax int16': (lambda: ops.softmax(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int16.'),
    'nn.Sigmoid() int32': (lambda: nn.Sigmoid()(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'nn.Sigmoid() int64': (lambda: nn.Sigmoid()(L(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int64}], output[[const vector]{Float32}].'),
    'nn.Sigmoid() bool': (lambda: nn.Sigmoid()(B(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'nn.Sigmoid() uint8': (lambda: nn.Sigmoid()(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{UInt8}], output[[const vector]{Float32}].'),
    'nn.Sigmoid() int8': (lambda: nn.Sigmoid()(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int8}], output[[const vector]{Float32}].'),
    'nn.Sigmoid() int16': (lambda: nn.Sigmoid()(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int16}], output[[const vector]{Float32}].'),
    'nn.Tanh() int32': (lambda: nn.Tanh()(I(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int32}], output[[const '
        'vector]{Float32}].'),
    'nn.Tanh() int64': (lambda: nn.Tanh()(L(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int64}], output[[const '
        'vector]{Float32}].'),
    'nn.Tanh() bool': (lambda: nn.Tanh()(B(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Bool}], output[[const '
        'vector]{Float32}].'),
    'nn.Tanh() uint8': (lambda: nn.Tanh()(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{UInt8}], output[[const '
        'vector]{Float32}].'),
    'nn.Tanh() int8': (lambda: nn.Tanh()(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int8}], output[[const '
        'vector]{Float32}].'),
    'nn.Tanh() int16': (lambda: nn.Tanh()(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int16}], output[[const '
        'vector]{Float32}].'),
    'nn.SiLU() int32': (lambda: nn.SiLU()(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'nn.SiLU() int64': (lambda: nn.SiLU()(L(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int64}], output[[const vector]{Float32}].'),
    'nn.SiLU() bool': (lambda: nn.SiLU()(B(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'nn.SiLU() uint8': (lambda: nn.SiLU()(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{UInt8}], output[[const vector]{Float32}].'),
    'nn.SiLU() int8': (lambda: nn.SiLU()(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int8}], output[[const vector]{Float32}].'),
    'nn.SiLU() int16': (lambda: nn.SiLU()(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int16}], output[[const vector]{Float32}].'),
    'nn.LogSoftmax() int32': (lambda: nn.LogSoftmax()(I(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int32, Int64}], output[[const vector]{Int32}].'),
    'nn.LogSoftmax() int64': (lambda: nn.LogSoftmax()(L(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int64, Int64}], output[[const vector]{Int64}].'),
    'nn.LogSoftmax() bool': (lambda: nn.LogSoftmax()(B(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Bool, Int64}], output[[const vector]{Bool}].'),
    'nn.LogSoftmax() uint8': (
        lambda: nn.LogSoftmax()(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{UInt8, Int64}], output[[const vector]{UInt8}].'),
    'nn.LogSoftmax() int8': (lambda: nn.LogSoftmax()(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int8, Int64}], output[[const vector]{Int8}].'),
    'nn.LogSoftmax() int16': (
        lambda: nn.LogSoftmax()(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int16, Int64}], output[[const vector]{Int16}].'),
    'Tensor.sigmoid int32': (lambda: Tensor.sigmoid(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'Tensor.sigmoid int64': (lambda: Tensor.sigmoid(L(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int64}], output[[const vector]{Float32}].'),
    'Tensor.sigmoid bool': (lambda: Tensor.sigmoid(B(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'Tensor.sigmoid uint8': (lambda: Tensor.sigmoid(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{UInt8}], output[[const vector]{Float32}].'),
    'Tensor.sigmoid int8': (lambda: Tensor.sigmoid(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int8}], output[[const vector]{Float32}].'),
    'Tensor.sigmoid int16': (lambda: Tensor.sigmoid(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int16}], output[[const vector]{Float32}].'),
    'Tensor.tanh int32': (lambda: Tensor.tanh(I(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int32}], output[[const '
        'vector]{Float32}].'),
    'Tensor.tanh int64': (lambda: Tensor.tanh(L(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int64}], output[[const '
        'vector]{Float32}].'),
    'Tensor.tanh bool': (lambda: Tensor.tanh(B(2, 3)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Bool}], output[[const '
        'vector]{Float32}].'),
    'Tensor.tanh uint8': (lambda: Tensor.tanh(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{UInt8}], output[[const '
        'vector]{Float32}].'),
    'Tensor.tanh int8': (lambda: Tensor.tanh(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int8}], output[[const '
        'vector]{Float32}].'),
    'Tensor.tanh int16': (lambda: Tensor.tanh(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int16}], output[[const '
        'vector]{Float32}].'),
    'Tensor.log_softmax int32': (lambda: Tensor.log_softmax(I(2, 3)), AttributeError,
        "type object 'Tensor' has no attribute 'log_softmax'"),
    'Tensor.log_softmax int64': (lambda: Tensor.log_softmax(L(2, 3)), AttributeError,
        "type object 'Tensor' has no attribute 'log_softmax'"),
    'Tensor.log_softmax bool': (lambda: Tensor.log_softmax(B(2, 3)), AttributeError,
        "type object 'Tensor' has no attribute 'log_softmax'"),
    'Tensor.log_softmax uint8': (
        lambda: Tensor.log_softmax(Tensor(np.ones((2, 3), np.uint8))), AttributeError,
        "type object 'Tensor' has no attribute 'log_softmax'"),
    'Tensor.log_softmax int8': (
        lambda: Tensor.log_softmax(Tensor(np.ones((2, 3), np.int8))), AttributeError,
        "type object 'Tensor' has no attribute 'log_softmax'"),
    'Tensor.log_softmax int16': (
        lambda: Tensor.log_softmax(Tensor(np.ones((2, 3), np.int16))), AttributeError,
        "type object 'Tensor' has no attribute 'log_softmax'"),
    'ops.logsigmoid int32': (lambda: ops.logsigmoid(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'ops.logsigmoid int64': (lambda: ops.logsigmoid(L(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int64}], output[[const vector]{Float32}].'),
    'ops.logsigmoid bool': (lambda: ops.logsigmoid(B(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'ops.logsigmoid uint8': (lambda: ops.logsigmoid(Tensor(np.ones((2, 3), np.uint8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{UInt8}], output[[const vector]{Float32}].'),
    'ops.logsigmoid int8': (lambda: ops.logsigmoid(Tensor(np.ones((2, 3), np.int8))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int8}], output[[const vector]{Float32}].'),
    'ops.logsigmoid int16': (lambda: ops.logsigmoid(Tensor(np.ones((2, 3), np.int16))), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int16}], output[[const vector]{Float32}].'),
    'ops.smooth_l1_loss int second': (lambda: ops.smooth_l1_loss(F(2, 3), I(2, 3)), TypeError,
        'Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Float32 Float32 Int64], '
        'output[Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but '
        'get input[[const vector]{Float32, Int32, Float32, Int64}], output[[const '
        'vector]{Float32}].'),
    'ops.smooth_l1_loss int both': (lambda: ops.smooth_l1_loss(I(2, 3), I(2, 3)), TypeError,
        'Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Float32 Float32 Int64], '
        'output[Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but '
        'get input[[const vector]{Int32, Int32, Float32, Int64}], output[[const '
        'vector]{Int32}].'),
    'Roll axis neg out': (lambda: nn.Roll(1, -3)(F(2, 3)), ValueError,
        "For 'Roll', the 'axis' must be in range of [-2, 2), but got -3 with type "
        "'int'."),
    'Moments int64': (lambda: nn.Moments()(L(2, 3)), TypeError,
        "For 'Moments', the 'input x' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int64'."),
    'Moments f64': (lambda: nn.Moments()(Tensor(np.ones((2, 3), np.float64))), TypeError,
        "For 'Moments', the 'input x' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.float64'."),
    'Moments bool': (lambda: nn.Moments()(B(2, 3)), TypeError,
        "For 'Moments', the 'input x' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.bool'."),
    'MatDet 3x2': (lambda: nn.MatDet()(F(3, 2)), ValueError,
        'For Cholesky, input x must be batch squares, but got batch 3 x 2 matrices.'),
    'MatDet batch nonsquare': (lambda: nn.MatDet()(F(2, 2, 3)), ValueError,
        'For Cholesky, input x must be batch squares, but got batch 2 x 3 matrices.'),
    'MatDet 1d': (lambda: nn.MatDet()(F(3)), ValueError,
        'For Cholesky, the dimension of input x must be greater than or equal to 2, '
        'but got a 1-D Tensor.'),
    'ops.multilabel_margin_loss float target': (
        lambda: ops.multilabel_margin_loss(F(2, 3), F(2, 3)), TypeError,
        'For primitive[MultilabelMarginLoss], the input argument[target] must be a '
        'type of {Tensor[Int32]}, but got Tensor[Float32].'),
    'ops.multilabel_margin_loss shape': (
        lambda: ops.multilabel_margin_loss(F(2, 3), I(3, 2)), ValueError,
        'For MultilabelMarginLoss, x_shape and target_shape should be the same, while '
        'x_shape is : [const vector]{2, 3}, target_shape is : [const vector]{3, 2}.'),
    'ops.triplet_margin_loss shape': (
        lambda: ops.triplet_margin_loss(F(2, 3), F(2, 4), F(2, 3)), ValueError,
        "For TripletMarginLoss, inputs' shape can't broadcast."),
    'GLU axis float': (lambda: nn.GLU(axis=1.0)(F(2, 4)), TypeError,
        'Failed calling Split with "Split(axis=float, '
        'output_num=int)(input_x=Tensor)".\nThe valid calling should be: \n'
        '"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'GLU axis None': (lambda: nn.GLU(axis=None)(F(2, 4)), TypeError,
        'Failed calling Split with "Split(axis=None, '
        'output_num=int)(input_x=Tensor)".\nThe valid calling should be: \n'
        '"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'ops.glu axis str': (lambda: ops.glu(F(2, 4), 'a'), TypeError,
        'Failed calling Split with "Split(axis=string, '
        'output_num=int)(input_x=Tensor)".\nThe valid calling should be: \n'
        '"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
}
