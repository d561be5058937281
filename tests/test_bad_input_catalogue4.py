"""Bad input, fourth round (measured against MindSpore 2.10 CPU): int arguments given floats
(shapes, perms, multiples, ``k``, ``depth``, axes, slice bounds: MindSpore refuses them, where
``int()`` used to truncate them silently), Primitive call checks (MatMul/BatchMatMul ranks,
Conv2D's weight against its attributes, a conv bias of the wrong length, Softmax over a tuple
of axes, StridedSlice's begin/end/strides), Tensor methods (``to``, ``astype(None)``, in-place
ops that would change the shape, ``masked_fill`` with a non-bool mask), ``t[i] = v`` errors,
Parameter/ParameterTuple arguments, ``set_context``/``get_context``/``set_seed`` values, the
GRAPH_MODE construct arity error, and train-side arguments. Each case checks MindSpore's
exception type and the key words of its message; the state checks make sure a failed call
changed nothing."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, ParameterTuple, Tensor


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


def _x():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


_I = Tensor(np.array([0, 1], np.int32))

CASES = {
    # ints given as floats: refused, not truncated (ops.tile(x, (1.5, 1)) was x)
    "reshape float dim": (lambda: ops.reshape(_x(), (3.0, 2)), TypeError,   # 2.10's text
                          r'Reshape\(\)\(input=Tensor, shape=Tuple<float, int>\)'),
    # (2.10's parser texts, measured in round 46: bad_input_rows46_shape)
    "Tensor.reshape float tuple": (lambda: _x().reshape((3.0, 2)), TypeError,
                                   r"must be tuple of int but found type of tuple at pos 0\."),
    "Tensor.view floats": (lambda: _x().view(3.0, 2), TypeError, r"float"),
    "tile float multiple": (lambda: ops.tile(_x(), (1.5, 1)), TypeError,
                            r"^Failed calling Tile with \"Tile\(\)\(input=Tensor, "
                            r"dims=Tuple<float, int>\)\"\."),
    "transpose float perm": (lambda: _x().transpose(0.0, 1), TypeError, r"float"),
    "permute float": (lambda: _x().permute(0.0, 1), TypeError, r"float"),
    "topk float k": (lambda: ops.topk(_x(), 1.5), TypeError,
                     r"^For primitive\[TopK\], the input argument\[k\] must be a type of "
                     r"\{Int32, Int64\}, but got Float32\.$"),     # 2.10 (measured in bad30)
    "one_hot float depth": (lambda: ops.one_hot(_I, 2.5, Tensor(1.0), Tensor(0.0)), TypeError,
                            re.escape('Failed calling OneHot with "OneHot(axis=int)(indices='
                                      'Tensor, depth=float, on_value=Tensor, off_value=Tensor)"'
                                      '.')),   # 2.10's (measured, round 47)
    "gather float axis": (lambda: ops.gather(_x(), _I, 1.0), TypeError,   # (2.10, measured s53)
                          re.escape('Failed calling Gather with "Gather(batch_dims=int)(input_'
                                    'params=Tensor, input_indices=Tensor, axis=float)".')),
    "strided_slice float begin": (lambda: ops.strided_slice(_x(), (0, 0.5), (2, 3), (1, 1)),
                                  TypeError, r"'begin' must be a tuple of ints"),
    "strided_slice lengths": (lambda: ops.strided_slice(_x(), (0, 0), (2,), (1, 1)), ValueError,
                              r"'begin', 'end' and 'strides' must have the same length, but got "
                              r"length of 'begin': 2, 'end': 1, 'strides': 2"),
    "slice float bound": (lambda: _x()[0.5:2], RuntimeError, r"Slice index type must be int"),
    "float in a tuple index": (lambda: _x()[0, 1.5], TypeError,
                               r"but got type 'Float', value: 1\.5$"),
    "float in a list index": (lambda: _x()[[0, 1.0]], TypeError, r"For tuple index"),
    # Primitive calls
    "MatMul of 3-D": (lambda: ops.MatMul()(_ones((2, 2, 3)), _ones((2, 3, 3))), ValueError,
                      r"MatMul inputs should have the same dimension size and equal to 2"),
    "BatchMatMul ranks differ": (lambda: ops.BatchMatMul()(_ones((2, 3)), _ones((2, 3, 2))),
                                 ValueError, r"inputs shape cannot be broadcast on CPU/GPU"),
    "bmm of a vector": (lambda: ops.bmm(_ones((3,)), _ones((3, 2))), ValueError,
                        r"the input 'x' must be a 2D or higher dimensional Tensor, but got 1D"),
    "Conv2D out_channel": (lambda: ops.Conv2D(4, 3)(_ones((1, 3, 5, 5)), _ones((2, 3, 3, 3))),
                           RuntimeError, r"'w_shape\[0\]' must be equal to 'out_channel', but "
                           r"got 'w_shape\[0\]': 2, 'out_channel': 4"),
    "Conv2D kernel_size": (lambda: ops.Conv2D(2, 2)(_ones((1, 3, 5, 5)), _ones((2, 3, 3, 3))),
                           RuntimeError, r"'w_shape\[2\]' must be equal to 'kernel_size\[0\]'"),
    "conv2d bias length": (lambda: ops.conv2d(_ones((1, 3, 5, 5)), _ones((2, 3, 3, 3)),
                                              bias=_ones((3,))), ValueError,
                           r"expected bias to be 1-dimensional with 2 elements, but got bias of "
                           r"size \(3,\)"),
    "Softmax over two axes": (lambda: ops.Softmax(axis=(0, 1))(_x()), RuntimeError,
                              r"'axis' only support int type on CPU, but got tuple"),
    "Split axis out of range": (lambda: ops.Split(2, 1)(_x()), ValueError,
                                r"Dimension out of range \(expected to be in range of \[-2, 2\), "
                                r"but got 2\)"),
    "OneHot number on_value": (lambda: ops.OneHot()(_I, 3, 1, 0), TypeError,
                               r'Failed calling OneHot with "OneHot\(axis=int\)\(indices=Tensor, '
                               r'depth=int, on_value=int, off_value=int\)"'),     # 2.10's
    "masked_fill float mask": (lambda: ops.masked_fill(_x(), _x(), 0.0), TypeError,
                               r"argument\[mask\] must be a type of \{Bool\}, but got Float32"),
    # Tensor methods and constructor
    "astype None": (lambda: _x().astype(None), TypeError, r"For Tensor.astype"),
    "to a bad device": (lambda: _x().to("cuda"), ValueError,
                        r'Failed to convert the value "cuda" of input \'device\''),
    "to an int": (lambda: _x().to(3), TypeError, r'Failed calling to with "to\(int\)"'),
    "Tensor const_arg str": (lambda: Tensor([1.0], const_arg="x"), TypeError,
                             r"the type of 'const_arg' should be 'bool', but got type 'str'"),
    "copy_ of a larger rank": (lambda: _ones((3,)).copy_(_x()), RuntimeError,
                               r"For 'InplaceCopy', the rank of 'value' must be less than"),
    # Parameter / ParameterTuple
    "layerwise_parallel str": (lambda: Parameter(_ones((2,)), name="a", layerwise_parallel="x"),
                               TypeError, r"`layerwise_parallel` must be bool type"),
    "ParameterTuple.clone int prefix": (
        lambda: ParameterTuple([Parameter(_ones((2,)), name="a")]).clone(prefix=3), TypeError,
        r"^expected string or bytes-like object, got 'int'$"),    # 2.10's (measured, round 47)
    # context, seed
    "jit_syntax_level 7": (lambda: ms.set_context(jit_syntax_level=7), ValueError,
                           r"the value should be context.STRICT or context.LAX, but got 7"),
    "jit_syntax_level str": (lambda: ms.set_context(jit_syntax_level="STRICT"), TypeError,
                             r"'jit_syntax_level' must be <class 'int'>"),
    "jit_level int": (lambda: ms.set_context(jit_level=1), RuntimeError, r"'jit_level'"),
    "get_context int": (lambda: ms.get_context(3), TypeError, r"attribute name must be string"),
    "set_seed 2**32": (lambda: ms.set_seed(2 ** 32), ValueError,
                       r"Seed must be between 0 and 2\*\*32 - 1"),
    # train side
    "CheckpointConfig integrated_save str": (
        lambda: ms.CheckpointConfig(integrated_save="x"), TypeError,
        r"^The input value must be a bool, but got str\.$"),   # 2.10, measured
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_arguments_raise_mindspores_error(name):
    call, error, words = CASES[name]
    with pytest.raises(error, match=words):
        call()


def test_ints_and_int_tensors_are_still_taken():
    x = _x()
    assert x.reshape(np.int64(3), 2).shape == (3, 2)
    assert ops.tile(x, (Tensor(2), 1)).shape == (4, 3)
    assert ops.topk(x, Tensor(np.int32(1)))[0].asnumpy().ravel().tolist() == [2.0, 5.0]
    assert ops.gather(x, _I, Tensor(1)).asnumpy().tolist() == [[0.0, 1.0], [3.0, 4.0]]
    assert ops.OneHot()(_I, 2, Tensor(1.0), Tensor(0.0)).shape == (2, 2)
    assert ops.one_hot(_I, 3, 1, 0).asnumpy().tolist() == [[1, 0, 0], [0, 1, 0]]
    assert ops.Softmax(axis=(1,))(x).shape == (2, 3)
    assert x.to("CPU") is x and x.to(None) is x and x.to(ms.int32).dtype == ms.int32
    begin, end, strides = (Tensor(np.array(v, np.int64)) for v in ((1, 0), (2, 3), (1, 2)))
    assert ops.StridedSlice()(x, begin, end, strides).asnumpy().tolist() == [[3.0, 5.0]]


def test_bmm_takes_two_matrices_as_mindspore():
    """2.10's ``ops.bmm`` (BatchMatMul) multiplies two 2-D matrices; minicell raised."""
    out = ops.bmm(_ones((2, 3)), _ones((3, 2)))
    np.testing.assert_array_equal(out.asnumpy(), np.full((2, 2), 3.0, np.float32))
    assert ops.BatchMatMul()(_ones((2, 2, 3)), _ones((2, 3, 4))).shape == (2, 2, 4)


def test_a_failed_setitem_leaves_the_tensor():
    x = _x()
    before = x.asnumpy().copy()
    with pytest.raises(IndexError, match=r"^Unsupported Python object type received: <class "
                                         r"'str'>\. .* Received value: 'a'$"):
        x[0] = "a"      # 2.10's parser text (measured)
    with pytest.raises(TypeError, match=r"got None"):
        x[0] = None
    with pytest.raises(ValueError, match=r"For 'setitem', the index for dimension 0 should be "
                                         r"in the range \[-2, 2\), but got 4"):
        x[Tensor(np.array([0, 4], np.int32))] = 1.0
    np.testing.assert_array_equal(x.asnumpy(), before)


def test_an_in_place_op_cannot_change_the_shape():
    """2.10 returns the broadcast (2, 3) result of ``(3,).add_((2, 3))`` and leaves the Tensor
    as it was: the update is lost. minicell raises, with the Tensor untouched."""
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    for method in ("add_", "mul_"):
        with pytest.raises(RuntimeError, match=r"output with shape \(3,\) doesn't match the "
                                               r"broadcast shape \(2, 3\)"):
            getattr(x, method)(_x())
    assert x.asnumpy().tolist() == [1.0, 2.0, 3.0]
    y = _x()
    y.add_(Tensor(np.array([1.0, 1.0, 1.0], np.float32)))      # broadcasting the other is fine
    assert y.asnumpy().tolist() == [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]


def test_set_data_takes_tensors_and_numbers_only():
    p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
    for bad in (np.array([3.0, 4.0], np.float32), [3.0, 4.0]):
        with pytest.raises(TypeError, match=r"Parameter data must be \[`Tensor`, `int`, "
                                            r"`float`\]"):
            p.set_data(bad)
    assert p.asnumpy().tolist() == [1.0, 2.0]
    p.set_data(Tensor(np.array([3, 4], np.int32)))          # cast to the Parameter's dtype
    assert p.dtype == ms.float32 and p.asnumpy().tolist() == [3.0, 4.0]
    emb = nn.Embedding(4, 2, padding_idx=1)                  # writes its table through set_data
    assert emb.embedding_table.asnumpy()[1].tolist() == [0.0, 0.0]


def test_a_failed_set_context_changes_nothing():
    before = ms.get_context("jit_syntax_level")
    with pytest.raises(ValueError):
        ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=5)
    assert ms.get_context("mode") == ms.PYNATIVE_MODE
    assert ms.get_context("jit_syntax_level") == before
    ms.set_context(jit_syntax_level=ms.STRICT)
    assert ms.get_context("jit_syntax_level") == ms.STRICT


def test_graph_construct_arity_error_has_mindspores_words(graph_mode):
    class TwoInputs(nn.Cell):
        def construct(self, x, y=None):
            return x if y is None else x + y

    net = TwoInputs()
    with pytest.raises(TypeError, match=r"For 'Cell', the function construct requires 1 "
                                        r"positional argument and 1 default argument, total 2, "
                                        r"but got 3\. \(TwoInputs\.construct\(\) takes from 2 to "
                                        r"3 positional arguments but 4 were given\)"):
        net(_ones((2,)), _ones((2,)), _ones((2,)))
    with pytest.raises(TypeError, match=r"requires 1 positional argument, but got 0\. When "
                                        r"using set_inputs"):
        net()
    assert net(_ones((2,))).shape == (2,)


def test_model_train_names_a_dataset_that_is_none():
    net = nn.Dense(2, 2)
    model = ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    with pytest.raises(AttributeError, match=r"has no attribute 'get_dataset_size'"):
        model.train(1, None)
    with pytest.raises(TypeError, match=r"'int' object has no attribute 'get_dataset_size'"):
        model.train(1, 3)
