"""Rows of ``test_bad_input_catalogue46`` (integers and bits: ``invert`` and the bit shifts):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process, pynative_synchronize on; /tmp/s63/bad46/w/b1.py, b5.py with /tmp/s63/bad46/run.py;
the text up to 2.10's C++ call stack).
Fixed in this round (ops/rows_bits.py, split from rows_math): ``Invert`` takes integer dtypes
only (Bool and floats: 'For primitive[Invert], the input argument[x] must be a type of
{Tensor[Int16], ...}'; a non-Tensor: 'For Primitive[Invert], the type of input argument[x]
must be Tensor but got List[Int64*2].'); ``bitwise_left_shift`` / ``bitwise_right_shift``
refuse a float number and two numbers (their texts name 'bitwise_left_shift' in both), then
LeftShift / RightShift refuse two Tensors of different dtypes (no promotion) and non-integer
dtypes, each in its own words; ``Tensor.bitwise_right_shift`` casts its operand to the
Tensor's dtype first (Int32 >> Float32 computes).
Still different (measured, left): ``ops.bitwise_not`` is not in 2.10's ops (minicell keeps it),
``Tensor.bitwise_not`` has no 2.10 CPU kernel (RuntimeError 'The kernel BitwiseNot
unregistered.').
"""
import numpy as np
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


def I8(*s):
    return Tensor(np.ones(s, np.int8))


def H(*s):
    return Tensor(np.ones(s, np.float16))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops invert float': (lambda: ops.invert(F(2)), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    'ops invert bool': (lambda: ops.invert(Tensor([True])), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].'),
    'ops invert f16': (lambda: ops.invert(H(2)), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float16].'),
    'ops invert list': (lambda: ops.invert([1, 2]), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got '
        'List[Int64*2].'),
    'ops invert int': (lambda: ops.invert(3), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got Int64.'),
    'ops Invert float': (lambda: ops.Invert()(F(2)), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    't invert float': (lambda: F(2).invert(), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    't invert bool': (lambda: Tensor([True]).invert(), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].'),
    'ops bitwise_left_shift both float': (lambda: ops.bitwise_left_shift(F(2), F(2)), TypeError,
        "For 'LeftShift', the dtype of input should be one of [Int8, Int16, Int32, Int64, UInt8, "
        'UInt16, UInt32, UInt64], but got Float32.'),
    'ops bitwise_right_shift both float': (lambda: ops.bitwise_right_shift(F(2), F(2)), TypeError,
        'For primitive[RightShift], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    'ops bitwise_right_shift float int': (lambda: ops.bitwise_right_shift(F(2), I(2)), TypeError,
        "For 'RightShift', the dtype of two args should be same, but the first arg dtype "
        'Tensor[Float32] are not consistent with second arg dtype Tensor[Int32]'),
    'ops bitwise_left_shift float int': (lambda: ops.bitwise_left_shift(F(2), I(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Float32 "
        'are not consistent with second arg dtype Int32'),
    'ops bitwise_left_shift int float': (lambda: ops.bitwise_left_shift(I(2), F(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Int32 "
        'are not consistent with second arg dtype Float32'),
    'ops bitwise_right_shift int float': (lambda: ops.bitwise_right_shift(I(2), F(2)), TypeError,
        "For 'RightShift', the dtype of two args should be same, but the first arg dtype "
        'Tensor[Int32] are not consistent with second arg dtype Tensor[Float32]'),
    'ops bitwise_left_shift int scalar float': (
        lambda: ops.bitwise_left_shift(I(2), 1.5), TypeError,
        "For 'bitwise_left_shift', 'other' must be an integer, but got other:<class 'float'>."),
    'ops bitwise_left_shift int8 int32': (
        lambda: ops.bitwise_left_shift(I8(2), I(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Int8 are "
        'not consistent with second arg dtype Int32'),
    'ops bitwise_left_shift bool': (
        lambda: ops.bitwise_left_shift(Tensor([True]), Tensor([True])), TypeError,
        "For 'LeftShift', the dtype of input should be one of [Int8, Int16, Int32, Int64, UInt8, "
        'UInt16, UInt32, UInt64], but got Bool.'),
    'ops bitwise_left_shift list': (lambda: ops.bitwise_left_shift([1], I(2)), TypeError,
        'Failed calling LeftShift with "LeftShift()(x1=List<int>, x2=Tensor)".\nThe valid '
        'calling should be: \n"LeftShift()(x1=<Tensor>, x2=<Tensor>)".'),
    'ops bitwise_left_shift f16': (
        lambda: ops.bitwise_left_shift(H(2), H(2)), TypeError,
        "For 'LeftShift', the dtype of input should be one of [Int8, Int16, Int32, Int64, UInt8, "
        'UInt16, UInt32, UInt64], but got Float16.'),
    't bitwise_left_shift float': (lambda: F(2).bitwise_left_shift(F(2)), TypeError,
        "For 'LeftShift', the dtype of input should be one of [Int8, Int16, Int32, Int64, UInt8, "
        'UInt16, UInt32, UInt64], but got Float32.'),
    't bitwise_right_shift float int': (lambda: F(2).bitwise_right_shift(I(2)), TypeError,
        'For primitive[RightShift], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    'ops LeftShift float': (lambda: ops.LeftShift()(F(2), F(2)), TypeError,
        "For 'LeftShift', the dtype of input should be one of [Int8, Int16, Int32, Int64, UInt8, "
        'UInt16, UInt32, UInt64], but got Float32.'),
    'ops RightShift float int': (lambda: ops.RightShift()(F(2), I(2)), TypeError,
        "For 'RightShift', the dtype of two args should be same, but the first arg dtype "
        'Tensor[Float32] are not consistent with second arg dtype Tensor[Int32]'),
    't bitwise_left_shift int float': (lambda: I(2).bitwise_left_shift(F(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Int32 "
        'are not consistent with second arg dtype Float32'),
    't bitwise_left_shift float int': (lambda: F(2).bitwise_left_shift(I(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Float32 "
        'are not consistent with second arg dtype Int32'),
    't bitwise_left_shift int8 int32': (lambda: I8(2).bitwise_left_shift(I(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Int8 are "
        'not consistent with second arg dtype Int32'),
    't bitwise_left_shift scalar float': (lambda: I(2).bitwise_left_shift(1.5), TypeError,
        "For 'bitwise_left_shift', 'other' must be an integer, but got other:<class 'float'>."),
    'ops bitwise_left_shift float scalar tensor': (
        lambda: ops.bitwise_left_shift(1.5, I(2)), TypeError,
        "For 'bitwise_left_shift', 'input' must be an integer, but got input:<class 'float'>."),
    'ops bitwise_right_shift float scalar tensor': (
        lambda: ops.bitwise_right_shift(1.5, I(2)), TypeError,
        "For 'bitwise_left_shift', 'input' must be an integer, but got input:<class 'float'>."),
    'ops bitwise_left_shift scalars': (lambda: ops.bitwise_left_shift(1, 2), TypeError,
        "For 'bitwise_left_shift', at least one of the inputs should be a Tensor."),
    'ops bitwise_right_shift scalars': (lambda: ops.bitwise_right_shift(1, 2), TypeError,
        "For 'bitwise_left_shift', at least one of the inputs should be a Tensor."),
    'ops bitwise_right_shift scalar float': (lambda: ops.bitwise_right_shift(I(2), 1.5), TypeError,
        "For 'bitwise_left_shift', 'other' must be an integer, but got other:<class 'float'>."),
    'ops bitwise_right_shift bool': (
        lambda: ops.bitwise_right_shift(Tensor([True]), Tensor([True])), TypeError,
        'For primitive[RightShift], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].'),
    'ops bitwise_right_shift int8 int32': (lambda: ops.bitwise_right_shift(I8(2), I(2)), TypeError,
        "For 'RightShift', the dtype of two args should be same, but the first arg dtype "
        'Tensor[Int8] are not consistent with second arg dtype Tensor[Int32]'),
    'ops bitwise_right_shift list': (lambda: ops.bitwise_right_shift([1], I(2)), TypeError,
        'Failed calling RightShift with "RightShift()(input_x=List<int>, input_y=Tensor)".\nThe '
        'valid calling should be: \n"RightShift()(input_x=<Tensor>, input_y=<Tensor>)".'),
    'ops bitwise_left_shift tensor list': (lambda: ops.bitwise_left_shift(I(2), [1]), TypeError,
        'Failed calling LeftShift with "LeftShift()(x1=Tensor, x2=List<int>)".\nThe valid '
        'calling should be: \n"LeftShift()(x1=<Tensor>, x2=<Tensor>)".'),
    'ops RightShift both float': (lambda: ops.RightShift()(F(2), F(2)), TypeError,
        'For primitive[RightShift], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    'ops LeftShift int8 int32': (lambda: ops.LeftShift()(I8(2), I(2)), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Int8 are "
        'not consistent with second arg dtype Int32'),
    'ops LeftShift scalar': (lambda: ops.LeftShift()(I(2), 1), TypeError,
        'Failed calling LeftShift with "LeftShift()(x1=Tensor, x2=int)".\nThe valid calling '
        'should be: \n"LeftShift()(x1=<Tensor>, x2=<Tensor>)".'),
    'ops Invert list': (lambda: ops.Invert()([1, 2]), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got '
        'List[Int64*2].'),
    'ops Invert bool': (lambda: ops.Invert()(Tensor([True])), TypeError,
        'For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], '
        'Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], '
        'Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].'),
    'ops invert none': (lambda: ops.invert(None), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got None.'),
    'ops invert float scalar': (lambda: ops.invert(1.5), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got Float32.'),
    'ops invert tuple': (lambda: ops.invert((1, 2)), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got '
        'Tuple[Int64*2].'),
    'ops invert np': (lambda: ops.invert(np.ones(2, np.int32)), TypeError,
        'For Primitive[Invert], the type of input argument[x] must be Tensor but got External.'),
}
