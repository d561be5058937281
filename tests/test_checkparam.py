"""``minicell._checkparam`` (MindSpore's ``mindspore._checkparam``, imported by MindSpore's tests
and model-zoo code as ``validator``): return values, exception types and message texts as
measured on MindSpore 2.10."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import _checkparam as V
from minicell.common import dtype as mstype

T32, T16, TI32 = (mstype.TensorType(t) for t in (mstype.float32, mstype.float16, mstype.int32))
_SUPPORT = ("The supported data types depend on the hardware that executes the operator, for "
            "more details, please refer to the MindSpore official website to get more "
            "information about the data type.")

ERRORS = [
    # the int checks: a bool is a TypeError naming the relation, a non-int a shorter TypeError
    (lambda: V.check_positive_int(0), ValueError,
     "The input value must be int and must > 0, but got '0' with type 'int'."),
    (lambda: V.check_positive_int(0, "x", "Op"), ValueError,
     "For 'Op', the 'x' must be int and must > 0, but got '0' with type 'int'."),
    (lambda: V.check_positive_int(True, "x"), TypeError,
     "The 'x' must be int and must > 0, but got 'True' with type 'bool'."),
    (lambda: V.check_positive_int(np.int64(3), "x"), TypeError,
     "The 'x' must be int, but got 'int64'"),
    (lambda: V.check_positive_int(1.0, "x", "Op"), TypeError,
     "For 'Op', the 'x' must be int, but got 'float'"),
    (lambda: V.check_negative_int(0, "a"), ValueError,
     "The 'a' must be int and must < 0, but got '0' with type 'int'."),
    (lambda: V.check_non_positive_int(1), ValueError,
     "The input value must be int and must <= 0, but got '1' with type 'int'."),
    (lambda: V.check_non_negative_int(-1, "a", "P"), ValueError,
     "For 'P', the 'a' must be int and must >= 0, but got '-1' with type 'int'."),
    (lambda: V.check_int(5, 5, V.NE), ValueError,
     "The input value must be int and must != 5, but got '5' with type 'int'."),
    (lambda: V.check_int(5, [1, 2], V.IN, "n"), ValueError,
     "The 'n' must be int and must in [1, 2], but got '5' with type 'int'."),
    (lambda: V.check_int(1, [1, 2], V.NOT_IN, "n"), ValueError,
     "The 'n' must be int and must not in [1, 2], but got '1' with type 'int'."),
    (lambda: V.check_int(1, 0, 99), ValueError,
     "The input value must be int and must , but got '1' with type 'int'."),
    (lambda: V.check_equal_int(1, 2, "n", "P"), ValueError,
     "For 'P', the 'n' must be int and must = 2, but got '1' with type 'int'."),
    (lambda: V.check_is_int(True, "a", "P"), TypeError,
     "For 'P', the type of 'a' must be 'int', but got 'bool'."),
    (lambda: V.check_positive_int_sequence((1, 0), "dims", "P"), ValueError,
     "For 'P', the 'dims[1]' must be int and must > 0, but got '0' with type 'int'."),
    (lambda: V.check_non_negative_int_sequence((1, -1)), ValueError,
     "The 'arg_name[1]' must be int and must >= 0, but got '-1' with type 'int'."),
    # the float checks: an int is not a float; inf and nan are not legal
    (lambda: V.check_is_float(1, "a"), TypeError,
     "The type of 'a' must be 'float', but got 'int'."),
    (lambda: V.check_is_float(np.float32(1.0)), TypeError,
     "The type of input value must be 'float', but got 'float32'."),
    (lambda: V.check_is_float(float("inf"), "a", "P"), ValueError,
     "For 'P', the 'a' must be a legal float, but got 'inf'."),
    (lambda: V.check_positive_float(float("inf"), "a"), ValueError,
     "The 'a' must be a legal value, but got 'inf'."),
    (lambda: V.check_positive_float(0.0, "a", "P"), ValueError,
     "For 'P', the 'a' must be float and must > 0, but got '0.0' with type 'float'."),
    (lambda: V.check_positive_float(1, "a", "P"), TypeError,
     "For 'P', the 'a' must be float, but got 'int'"),
    (lambda: V.check_non_negative_float(-0.5), ValueError,
     "The input value must be float and must >= 0, but got '-0.5' with type 'float'."),
    (lambda: V.check_float(0.1, 1.0, V.GT, "f", "P"), ValueError,
     "For 'P', the 'f' must be float and must > 1.0, but got '0.1' with type 'float'."),
    (lambda: V.check_positive_float_sequence((1.0, 1)), TypeError,
     "The 'arg_name[1]' must be float, but got 'int'"),
    # ranges, at each bound
    (lambda: V.check_int_range(0, 0, 3, V.INC_NEITHER, "k", "P"), ValueError,
     "For 'P', the 'k' must be in range of (0, 3), but got 0 with type 'int'."),
    (lambda: V.check_int_range(3, 0, 3, V.INC_LEFT, "k"), ValueError,
     "The 'k' must be in range of [0, 3), but got 3 with type 'int'."),
    (lambda: V.check_int_range(0, 0, 3, V.INC_RIGHT, "k"), ValueError,
     "The 'k' must be in range of (0, 3], but got 0 with type 'int'."),
    (lambda: V.check_int_range(4, 0, 3, V.INC_BOTH), ValueError,
     "The input value must be in range of [0, 3], but got 4 with type 'int'."),
    (lambda: V.check_int_range(True, 0, 3, V.INC_BOTH, "k", "P"), TypeError,
     "For 'P', the 'k' must be 'int',  but got 'bool'."),
    (lambda: V.check_int_range(np.float32(5), 0, 3, V.INC_BOTH), ValueError,
     "The input value must be in range of [0, 3], but got 5.0 with type 'float32'."),
    (lambda: V.check_int_range(1, 0, 3, 1), ValueError,
     "The input value must be in range of , but got 1 with type 'int'."),
    (lambda: V.check_float_range(1.0, 0.0, 1.0, V.INC_LEFT, "p", "P"), ValueError,
     "For 'P', the 'p' must be in range of [0.0, 1.0), but got 1.0 with type 'float'."),
    (lambda: V.check_float_range(1, 0.0, 1.0, V.INC_BOTH, "p"), TypeError,
     "The 'p' must be 'float',  but got 'int'."),
    # bool, string, relations, isinstance
    (lambda: V.check_bool(1), TypeError, "The input value must be a bool, but got int."),
    (lambda: V.check_bool(1, "has_bias", "Dense"), TypeError,
     "For 'Dense', the 'has_bias' must be a bool, but got int."),
    (lambda: V.check_string("c", ["a", "b"], "mode", "P"), ValueError,
     "For 'P', the 'mode' must be str and must be in '['a', 'b']', but got 'c'."),
    (lambda: V.check_string(1, ("a", "b")), ValueError,
     "The 'parameter' must be str and must be in '('a', 'b')', but got '1'."),
    (lambda: V.check("x", 1, "y", 2), ValueError, "The 'x' should be = y: 2, but got 1."),
    (lambda: V.check("x", 1, "y", 2, V.GT, "P", TypeError), TypeError,
     "For 'P', the 'x' should be > y: 2, but got 1."),
    (lambda: V.check("x dim", 1, "y", 2, V.EQ, "P"), ValueError,
     "For 'P', the x dim should be = y: 2, but got 1."),
    (lambda: V.check_number("x", 1, 2, V.GE, "P"), ValueError,
     "For 'P', the argument 'x' must >= 2, but got 1."),
    (lambda: V.check_isinstance("x", 1, (str, float)), ValueError,
     "The parameter 'x' must be isinstance of (<class 'str'>, <class 'float'>), but got 1."),
    (lambda: V.check_valid_input("x", None, "P"), ValueError,
     "For 'P', the argument 'x'can not be None, but got None."),
    (lambda: V.check_pad_value_by_mode("same", 1, "P"), ValueError,
     "For 'P', padding must be zero when pad_mode is 'same', but got 1."),
    # value types: a bool is not an int unless bool is listed
    (lambda: V.check_value_type("x", True, [int]), TypeError,
     "The type of 'x' should be 'int', but got type 'bool'."),
    (lambda: V.check_value_type("x", "s", [int, float], "P"), TypeError,
     "For 'P', the type of 'x' should be one of '['int', 'float']', but got type 'str'."),
    (lambda: V.check_value_type("x", "s", int, "P"), TypeError,
     "For 'P', the type of 'x' should be 'int', but got type 'str'."),
    (lambda: V.check_value_type("x", 1, [ms.Tensor]), TypeError,
     "The type of 'x' should be 'Tensor', but got type 'int'."),
    (lambda: V.check_type_name("t", mstype.int32, [mstype.float32, mstype.float16], "P"),
     TypeError, "For 'P', the 't' should be one of [mindspore.float32, mindspore.float16], but "
                "got 'mindspore.int32'."),
    (lambda: V.check_type_name("t", mstype.int32, mstype.float32, "P"), TypeError,
     "For 'P', the 't' should be Float32, but got 'mindspore.int32'."),
    (lambda: V.check_type_name("t", int, [float], "P"), TypeError,
     "For 'P', the 't' should be float, but got 'int'."),
    # dtype checks over minicell's dtype objects
    (lambda: V.check_subclass("x", T32, mstype.number, "P"), TypeError,
     "For 'P', the element of 'x' must be Number, but got Tensor[Float32]." + _SUPPORT),
    (lambda: V.check_subclass("x", mstype.float32, [mstype.tensor_type, mstype.int32], "P",
                              "extra"), TypeError,
     "For 'P', the element of 'x' must be one of Tensor, Int32, but got Float32 extra." + _SUPPORT),
    (lambda: V.check_subclass("x", (1, 2), [mstype.tensor_type], "P"), TypeError,
     "For 'P', the element of 'x' must be Tensor, but got type 'tuple'." + _SUPPORT),
    (lambda: V.check_tensor_dtype_valid("x", TI32, [mstype.float32, mstype.float16], "P"),
     TypeError, "For 'P', the element of 'x' must be one of Tensor[Float32], Tensor[Float16], "
                "but got Tensor[Int32]." + _SUPPORT),
    (lambda: V.check_tensor_dtype_valid("x", ms.Tensor(np.ones(2, np.float32)).dtype,
                                        mstype.float32, "P"), TypeError,
     "For 'P', the element of 'x' must be Tensor[Float32], but got Float32." + _SUPPORT),
    (lambda: V.check_tensors_dtypes_same_and_valid({"x": T32, "y": T16},
                                                   [mstype.float32, mstype.float16], "P"),
     TypeError, "For 'P', the type of 'y' should be same as 'x', but got 'x' with type "
                "Tensor[Float32] and 'y' with type Tensor[Float16]."),
    (lambda: V.check_scalar_or_tensor_types_same({"x": T32, "y": mstype.float32},
                                                 [mstype.float32], "P"), TypeError,
     "For 'P', the type of 'y' must be same as 'x', but got 'x' with type Tensor[Float32] and "
     "'y' with type Float32."),
    (lambda: V.check_scalar_or_tensor_types_same({"x": TI32}, [mstype.float32], "P"), TypeError,
     "For 'P', the type of 'x' must be in [mindspore.float32], but got Int32."),
    # elements of containers
    (lambda: V.check_element_type_of_iterable("x", [1, "a"], [int], "P"), TypeError,
     "For 'P', the type of 'x' should be int, but got 'a' with type 'str'."),
    (lambda: V.check_element_type_of_iterable("x", {1}, [int]), TypeError,
     "The type of 'x' should be one of '['list', 'tuple']', but got type 'set'."),
    (lambda: V.check_element_type_of_dict("d", {"a": 1}, [str], [str, float]), TypeError,
     "The type of 'd' should be one of ['str', 'float'], but got '1' with type 'int'."),
    (lambda: V.check_size_and_element_type_of_tuple("t", (1, 2), 3, int, "P"), ValueError,
     "For 'P', the 't size' must be int and must = 3, but got '2' with type 'int'."),
    (lambda: V.check_size_and_element_type_of_tuple("t", (1, "a"), 2, int, "P"), TypeError,
     "For 'P', the type of 'arg_name' should be int, but got 'a' with type 'str'."),
    # axes
    (lambda: V.check_axis_in_range(3, 3), ValueError,
     "The 'axis' must be in the range of [-3, 3), but got 3."),
    (lambda: V.check_axis_in_range(1.0, 3), TypeError,
     "The axes must be integers, but got <class 'float'>"),
    (lambda: V.check_axis_valid((-1, 2), 3), ValueError,
     "The element of parameter 'axis' can not be duplicate, but got (2, 2)."),
    (lambda: V.check_and_canonicalize_axes([0], 3), TypeError,
     "Each axis should be integer, but got <class 'list'> in ([0],)."),
    (lambda: V.check_and_canonicalize_axes((0, -3), 3), ValueError,
     "The element of parameter 'axis' can not be duplicate, but got (0, 0)."),
    (lambda: V.check_axis_type([1], True, True, False), TypeError,
     "For Tensor.ptp, the axis should be int, tuple, , but got <class 'list'>."),
    (lambda: V.prepare_shape_for_squeeze((1, 2, 1), 1), ValueError,
     "For Tensor.squeeze, the shape of parameter 'axis' (1,) must be 1, but got 2."),
    (lambda: V.infer_out_shape((2, 2), (3,)), ValueError,
     "For Tensor, the dimension on each axis must be 1 or the max value on the axisto support "
     "broadcasting, but got shapes (((2, 2), (3,)),)"),
    # tuple expansion, 3-d kernel arguments
    (lambda: V.twice((1, 2, 3)), TypeError,
     "When expanding an int number to tuple, input tuple dimension must be 2, but got (1, 2, 3)"),
    (lambda: V.twice(True), TypeError, "When expanding an int number to tuple, input type must "
                                       "be integer or tuple[int], but got <class 'bool'>"),
    (lambda: V.triple_sequence([1, 2, 1.0]), TypeError,
     "When expanding an sequence to tuple, the type of element in input sequence must be an "
     "integer, but got <class 'float'>."),
    (lambda: V._check_3d_int_or_tuple("k", (1, 0, 2), "P"), ValueError,
     "For 'P', the parameter 'k' must be an positive integer or a tuple of three positive "
     "integer, but got (1, 0, 2)"),
    (lambda: V._check_3d_int_or_tuple("k", (2, 1, 2), "P", False, False, True, True), ValueError,
     "For 'P', the depth of parameter 'k' must be 1, but got 2."),
    (lambda: V._check_3d_int_or_tuple("k", (1, 1, 2, 3, 4), "P", True, False, True, False, True),
     ValueError, "For 'P', the parameter 'k' must be an positive integer or a tuple of three "
                 "positive integer, but got (1, 1, 2, 3, 4)."),
    # input data
    (lambda: V.check_input_data(1, data_class=ms.Tensor), TypeError,
     "The types of input data must be in the Union(Tensor, tuple[Tensor], list[Tensor], "
     "dict[Tensor]), but got type int."),
    (lambda: V.check_input_data(None, data_class=ms.Tensor), TypeError,
     "The types of input data must be in the Union(Tensor, tuple[Tensor], list[Tensor], "
     "dict[Tensor]), but got type None."),
    (lambda: V.check_input_data({"a": 1}, data_class=[ms.Tensor]), TypeError,
     "The types of input data must be in the Union(('Tensor',), tuple[('Tensor',)], "
     "list[('Tensor',)], dict[('Tensor',)]), but got type int."),
    (lambda: V.check_input_data(np.ones((0,)), data_class=np.ndarray), ValueError,
     "The input data can not be empty."),
    (lambda: V.check_output_data(None), RuntimeError,
     "The output data can not be None, please check your net or input data."),
    # names, sparse tensors, hooks
    (lambda: V.check_str_by_regular("a-b"), ValueError,
     r"The 'a-b' is illegal, it must be match regular'^\w+[0-9a-zA-Z\_\.]*$' by flags're.ASCII.'"),
    (lambda: V.check_file_name_by_regular("a/"), ValueError,
     "The 'a/' cannot be a directory path."),
    (lambda: V.check_sparse_tensor_input(ms.Tensor(1), ms.Tensor(1), [3]), TypeError,
     "For SparseTensors, 'shape' must be tuple, but got <class 'list'>."),
    (lambda: V.check_csr_tensor_shape((4,), (2,), (2,), (2, 4)), ValueError,
     "For CSRTensor, indptr must have length (1 + shape[0]), but got: 4"),
    (lambda: V.check_coo_tensor_shape((2, 3), (2,), (3, 4)), ValueError,
     "For COOTensor, 'indices.shape[1]' must be 2, but got 3."),
    (lambda: V.check_coo_tensor_dtype(mstype.float32), TypeError,
     "For COOTensor, the type of 'indices' must be one of [int16, int32, int64], but got "
     "Float32."),
    (lambda: V.check_hook_fn(1), TypeError, "Expected a callable hook function, but got int."),
]


@pytest.mark.parametrize("call, error, message", ERRORS)
def test_error_type_and_message(call, error, message):
    with pytest.raises(error) as info:
        call()
    assert type(info.value) is error and str(info.value) == message


VALUES = [
    (lambda: V.check_positive_int(3), 3),
    (lambda: V.check_non_negative_int(0), 0),
    (lambda: V.check_is_float(np.float64(1.0)), np.float64(1.0)),   # returned as it is
    (lambda: V.check_non_negative_float(0.0), 0.0),
    (lambda: V.check_positive_int_sequence([1, 2]), [1, 2]),
    (lambda: V.check_int_range(0, 0, 3, V.INC_LEFT), 0),
    (lambda: V.check_int_range(3, 0, 3, V.INC_RIGHT), 3),
    (lambda: V.check_int_range(np.int32(1), 0, 3, V.INC_BOTH), np.int32(1)),
    (lambda: V.check_float_range(0.5, 0.0, 1.0, V.INC_NEITHER), 0.5),
    (lambda: V.check_bool(True), True),
    (lambda: V.check_string("a", ["a", "b"]), "a"),
    (lambda: V.check("x", 3, "y", 2, V.GT), 3),
    (lambda: V.check_value_type("x", True, [int, bool]), True),
    (lambda: V.check_value_type("x", 0.1234567891, [int, float]), 0.1234567891),
    (lambda: V.check_value_type("x", 0.1234567891, [object]), 0.123457),   # rounded
    (lambda: V.check_type_name("t", T32, [mstype.float32], "P"), mstype.float32),
    (lambda: V.check_subclass("x", T32, [mstype.tensor_type], "P"), None),
    (lambda: V.check_subclass("x", mstype.bool_, mstype.number, "P"), None),
    (lambda: V.check_tensor_dtype_valid("x", TI32, mstype.number_type, "P"), None),
    (lambda: V.check_scalar_or_tensor_types_same({"x": T32, "y": mstype.float32},
                                                 [mstype.float32], "P", True), None),
    (lambda: V.check_axis_in_range(-1, 3), 2),
    (lambda: V.check_axis_in_range(True, 3), 1),
    (lambda: V.check_axis_valid(None, 3), (0, 1, 2)),
    (lambda: V.check_axis_valid(-1, 3), (2,)),
    (lambda: V.check_and_canonicalize_axes((-1, 0), 3), (2, 0)),
    (lambda: V.check_swapaxes_axis((0, -1), 3), (0, 2)),
    (lambda: V.check_transpose_axis((), 3), (2, 1, 0)),
    (lambda: V.check_transpose_axis(([1, 0, 2],), 3), (1, 0, 2)),
    (lambda: V.check_reshape_shp(([2, 3],)), (2, 3)),
    (lambda: V.check_reshape_shp((4,)), (4,)),
    (lambda: V.prepare_shape_for_squeeze((1, 2, 1), (0, -1)), (2,)),
    (lambda: V.prepare_shape_for_squeeze((1, 2, 1), [0, 0]), (2, 1)),
    (lambda: V.infer_out_shape((2, 1), (3,)), (2, 3)),
    (lambda: V.infer_out_shape((0, 1), (1,)), (0, 1)),
    (lambda: V.expanded_shape(3, 5, 1), (1, 5, 1)),
    (lambda: V.check_astype_dtype("float32"), mstype.float32),
    (lambda: V.check_astype_dtype("int"), mstype.int64),
    (lambda: V.check_astype_dtype(float), mstype.float64),
    (lambda: V.twice(2), (2, 2)),
    (lambda: V.triple_sequence([1, 2, 3]), (1, 2, 3)),
    (lambda: V._check_3d_int_or_tuple("k", 3, "P", False, True), (1, 1, 3, 3, 3)),
    (lambda: V._check_3d_int_or_tuple("k", (1, 1, 2, 3, 4), "P", True), (2, 3, 4)),
    (lambda: V._check_3d_int_or_tuple("k", (2, 3, 4), "P", False, True, True, False, False, 7),
     (7, 7, 2, 3, 4)),
    (lambda: V.check_input_data(ms.Tensor(np.ones(2)), [ms.Tensor(np.ones(2))],
                                data_class=ms.Tensor), None),
    (lambda: V.check_input_data(None, data_class=(ms.Tensor, None)), None),
    (lambda: V.check_input_dataset(1, 2, dataset_type=int), True),
    (lambda: V.check_input_dataset(dataset_type=int), False),
    (lambda: V.check_str_and_none_by_regular(""), True),
    (lambda: V.check_file_name_by_regular("a/b.ckpt"), True),
    (lambda: V.is_stub_tensor(ms.Tensor(1)), False),
]


@pytest.mark.parametrize("call, expected", VALUES)
def test_return_value(call, expected):
    got = call()
    assert got == expected and type(got) is type(expected)


def test_constants():
    assert (V.EQ, V.NE, V.LT, V.LE, V.GT, V.GE) == (1, 2, 3, 4, 5, 6)
    assert (V.INC_NEITHER, V.INC_LEFT, V.INC_RIGHT, V.INC_BOTH, V.IN, V.NOT_IN) == \
        (7, 8, 9, 10, 11, 12)


def test_args_type_check():
    @V.args_type_check(a=int, b=(str, list))
    def f(a, b=None, **kwargs):
        return a, b

    assert f(1, "s") == (1, "s") and f(None) == (None, None)
    with pytest.raises(TypeError, match=re.escape(
            "The parameter 'b' must be (<class 'str'>, <class 'list'>), but got <class 'int'>")):
        f(1, b=2)

    @V.args_type_check(device_id=int)
    def g(**kwargs):
        return kwargs

    assert g(device_id=1, other="1") == {"device_id": 1, "other": "1"}
    with pytest.raises(TypeError, match="The parameter 'device_id' must be <class 'int'>"):
        g(device_id="1")


def test_hook_fn_rejects_jit_functions():
    @ms.jit
    def f(x):
        return x

    assert V.check_hook_fn(print) is None
    with pytest.raises(TypeError, match="Decorating hook function f with '@jit' is not supp"):
        V.check_hook_fn(f)


LAYER_CHECKS = [   # minicell's layers and optimizers check through the validator, as MindSpore's
    (lambda: ms.nn.Dense(True, 3), TypeError,
     "For 'Dense', the 'in_channels' must be int and must > 0, but got 'True' with type 'bool'."),
    (lambda: ms.nn.Dense(1.5, 3), TypeError, "For 'Dense', the 'in_channels' must be int, but "
                                             "got 'float'"),
    (lambda: ms.nn.Conv2d(4, 4, 3, group=0), ValueError,
     "For 'Conv2d', the 'group' must be int and must > 0, but got '0' with type 'int'."),
    (lambda: ms.nn.MatMul(1), TypeError,
     "For 'MatMul', the type of 'transpose_x1' should be 'bool', but got type 'int'."),
    (lambda: ms.nn.Adagrad(ms.nn.Dense(2, 2).trainable_params(), update_slots=1), TypeError,
     "For 'Adagrad', the type of 'update_slots' should be 'bool', but got type 'int'."),
]


@pytest.mark.parametrize("make, error, message", LAYER_CHECKS)
def test_layers_use_the_validator(make, error, message):
    with pytest.raises(error) as info:
        make()
    assert type(info.value) is error and str(info.value) == message
