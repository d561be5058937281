"""Bad input, second round (measured against MindSpore 2.10 CPU): a dtype that is not a
MindSpore dtype (numpy's, a Python type, a name) given to ``Tensor``/``ms.tensor``/ops, Python
lists where a primitive takes a Tensor, a bool mask of the wrong length, ``nn.Flatten`` on a 1-D
input, a conv weight of the wrong rank, over-long Parameter names, float sparse labels."""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, ops, Parameter, Tensor
from minicell.common.initializer import initializer

_NOT_MS_DTYPES = [np.float32, np.dtype("float32"), float, int, bool, "float32", 3]


@pytest.mark.parametrize("dtype", _NOT_MS_DTYPES, ids=repr)
def test_tensor_rejects_a_dtype_that_is_not_a_mindspore_dtype(dtype):
    shown = dtype.__name__ if isinstance(dtype, type) else repr(dtype)
    message = (r"For 'Tensor', the 'dtype' should be one of \[mindspore.int8, .*mindspore.bool, "
               r"mindspore.string_\], but got '" + shown.replace("(", r"\(").replace(")", r"\)")
               + r"'\.")
    for make in (lambda: Tensor([1, 2], dtype), lambda: Tensor(np.ones(2), dtype=dtype),
                 lambda: ms.tensor([1, 2], dtype)):
        with pytest.raises(TypeError, match=message):
            make()
    with pytest.raises(TypeError, match=r"For 'Tensor', the 'dtype' should be one of"):
        initializer("ones", (2,), dtype)


def test_tensor_and_parameter_take_mindspore_dtypes_and_numpy_data():
    assert Tensor(np.ones(2, np.float64), ms.float32).dtype == ms.float32
    assert ms.tensor([1, 2], ms.int32).asnumpy().tolist() == [1, 2]
    assert Parameter(np.ones(2, np.float32), name="p").dtype == ms.float32
    assert Parameter(3, name="q").dtype == ms.int32


@pytest.mark.parametrize("dtype", [np.float32, "float32", float, np.dtype("float32")], ids=repr)
def test_op_dtype_arguments_reject_what_is_not_a_mindspore_dtype(dtype):
    x = Tensor([1.5])
    for call, op in ((lambda: ops.cast(x, dtype), "Cast"), (lambda: ops.Cast()(x, dtype), "Cast"),
                     (lambda: ops.zeros((2,), dtype), "Zeros"),
                     (lambda: ops.ones((2,), dtype), "Ones"), (lambda: ops.eye(2, 2, dtype), "Eye"),
                     (lambda: ops.zeros_like(x, dtype=dtype), "Cast"),
                     (lambda: ops.arange(3, dtype=dtype), "Cast")):
        with pytest.raises(TypeError, match=rf"For '{op}', the input 'dtype' should be mindspore "
                                            rf"dtype, but got {dtype}\."):
            call()
    with pytest.raises(TypeError, match=r"For 'ops.full', 'dtype' must be mindspore.type"):
        ops.full((2,), 1, dtype=dtype)


def test_astype_type_and_mindspore_numpy_still_take_numpy_spellings():
    x = Tensor([1.5, 2.0])
    assert x.astype("int32").dtype == ms.int32
    assert x.astype(np.float16).dtype == ms.float16
    assert x.astype(float).dtype == ms.float64        # numpy's float, as MindSpore 2.10
    assert x.type("float16").dtype == ms.float16
    assert mnp.zeros((2,), "float32").dtype == ms.float32
    assert mnp.ones((2,), np.int32).asnumpy().tolist() == [1, 1]
    assert mnp.full((2,), 1, "float32").dtype == ms.float32
    assert mnp.arange(3, dtype="float32").asnumpy().tolist() == [0.0, 1.0, 2.0]
    assert ops.cast(x, ms.int32).asnumpy().tolist() == [1, 2]


def test_lists_where_a_primitive_takes_a_tensor():
    cases = [(lambda: ops.add([1.0], [2.0]),
              r'Failed calling Add with "Add\(\)\(input=List<float>, other=List<float>\)"'),
             (lambda: ops.relu([1.0, -1.0]),
              r'Failed calling ReLU with "ReLU\(\)\(input=List<float, float>\)"'),
             (lambda: ops.exp([1.0]), r"Failed calling Exp"),
             (lambda: ops.reshape([1, 2], (2,)),
              r'Failed calling Reshape with "Reshape\(\)\(input=List<int, int>, '
              r'shape=Tuple<int>\)"'),
             (lambda: nn.Dense(2, 2)([1.0, 2.0]),
              r"For primitive\[Shape\], the input argument must be Tensor, but got "
              r"<class 'list'>")]
    for call, message in cases:
        with pytest.raises(TypeError, match=message):
            call()
    # as in MindSpore 2.10: a list as the other operand of a Tensor method or operator, and
    # minicell.numpy's spellings, still convert
    x = Tensor([1.0, 2.0])
    assert x.add([1.0, 1.0]).asnumpy().tolist() == [2.0, 3.0]
    assert ([1.0, 1.0] + x).asnumpy().tolist() == [2.0, 3.0]
    assert mnp.add([1.0], [2.0]).asnumpy().tolist() == [3.0]
    assert mnp.exp([0.0]).asnumpy().tolist() == [1.0]


def test_a_bool_mask_of_the_wrong_shape():
    x = Tensor(np.arange(3, dtype=np.float32))
    # 2.10's text (measured, session 56): C++ vectors, no space before 'does'
    with pytest.raises(ValueError, match=r"The shape of index \[const vector\]\{2\}does not "
                                         r"match the shape of the indexed data \[const "
                                         r"vector\]\{3\} at dim index0"):
        x[Tensor([True, False])]
    with pytest.raises(ValueError, match=r"at dim index1"):
        Tensor(np.ones((2, 3), np.float32))[Tensor([[True, False], [True, False]])]
    with pytest.raises(IndexError, match=r"dimension is 3 but corresponding boolean dimension "
                                         r"is 2"):
        x[[True, False]]
    assert x[Tensor([True, False, True])].asnumpy().tolist() == [0.0, 2.0]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_flatten_dims_out_of_range_and_dense_list(mode):
    ms.set_context(mode=mode)
    try:
        flat = nn.Flatten()
        assert flat(Tensor(np.ones((2, 3, 4), np.float32))).shape == (2, 12)
        for x in (Tensor(np.ones(2, np.float32)), Tensor(1.0)):
            with pytest.raises(ValueError, match=r"'start_dim' or 'end_dim' out of range\."):
                flat(x)
        assert nn.Flatten(0)(Tensor(np.ones(2, np.float32))).shape == (2,)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_conv_weight_of_the_wrong_rank_is_a_value_error():
    x4 = Tensor(np.ones((1, 3, 8, 8), np.float32))
    # 2.10's Conv2D takes the weight's spatial shape as its kernel_size (measured in round 47)
    with pytest.raises(ValueError, match=r"^For 'Conv2D' attr 'kernel_size' must be an positive "
                                         r"int number or a tuple of two positive int numbers, "
                                         r"but got \(3,\)$"):
        ops.conv2d(x4, Tensor(np.ones((2, 3, 3), np.float32)))
    with pytest.raises(ValueError, match=r"For 'conv1d', the weight must be a 3D Tensor"):
        ops.conv1d(Tensor(np.ones((1, 3, 8), np.float32)), Tensor(np.ones((2, 3), np.float32)))


def test_parameter_name_length_limit():
    assert len(Parameter(Tensor([1.0]), name="a" * 1024).name) == 1024
    with pytest.raises(ValueError, match=r"name should be less than 1024\."):
        Parameter(Tensor([1.0]), name="a" * 1025)
    p = Parameter(Tensor([1.0]), name="p")
    with pytest.raises(ValueError, match=r"name should be less than 1024\."):
        p.name = "b" * 2000
    assert p.name == "p"


def test_sparse_softmax_cross_entropy_needs_int_labels():
    logits = Tensor(np.ones((2, 3), np.float32))
    with pytest.raises(TypeError, match=r"For primitive\[OneHot\], the input argument\[indices\] "
                                        r"must be a type of \{Tensor\[Int32\], Tensor\[Int64\]\}, "
                                        r"but got Tensor\[Float32\]"):
        nn.SoftmaxCrossEntropyWithLogits(sparse=True)(logits, Tensor(np.ones(2, np.float32)))
    with pytest.raises(TypeError, match=r"primitive\[SparseSoftmaxCrossEntropyWithLogits\].*"
                                        r"\[labels_type\].*Tensor\[Int16\]"):
        nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(
            logits, Tensor(np.ones(2, np.int16)))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(
        logits, Tensor(np.array([0, 2], np.int32)))
    assert abs(float(loss) - np.log(3.0)) < 1e-6


def test_eval_cell_fp32_cast_keeps_integer_labels():
    # WithEvalCell(add_cast_fp32=True) (Model.eval with amp O2/O3) casts only floating labels,
    # as 2.10's mixed_precision_cast: sparse class ids must reach the loss as integers
    net = nn.WithEvalCell(nn.Dense(3, 2), nn.SoftmaxCrossEntropyWithLogits(sparse=True,
                                                                           reduction="mean"),
                          add_cast_fp32=True)
    loss, out, label = net(Tensor(np.ones((2, 3), np.float32)), Tensor(np.array([0, 1], np.int32)))
    assert label.dtype == ms.int32 and out.dtype == ms.float32 and loss.shape == ()
    _, _, flabel = nn.WithEvalCell(nn.Dense(3, 2), nn.MSELoss(), add_cast_fp32=True)(
        Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 2), np.float16)))
    assert flabel.dtype == ms.float32
