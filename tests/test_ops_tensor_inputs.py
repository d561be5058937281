"""Functional ops given a Python list where their primitive takes a Tensor raise MindSpore
2.10's error (type and message recorded from 2.10 on CPU); Tensor methods and the
minicell.numpy spellings, which take sequences in MindSpore, still do."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor
from minicell import numpy as mnp

L = [1.0, 2.0, 3.0]
IDX = Tensor(np.array([0, 1], np.int32))
MASK = Tensor(np.array([True, False, True]))


@pytest.mark.parametrize("call,exc,message", [
    (lambda: ops.gather(L, IDX, 0), TypeError,
     'Failed calling Gather with "Gather(batch_dims=int)(input_params=List<float, float, float>, '
     'input_indices=Tensor, axis=int)".'),
    (lambda: ops.where(MASK, L, L), TypeError,
     'Failed calling Select with "Select()(condition=Tensor, input=List<float, float, float>, '
     'other=List<float, float, float>)".'),
    (lambda: ops.cumsum(L, 0), TypeError,
     'Failed calling CumSum with "CumSum(exclusive=bool, reverse=bool)(input=List<float, float, '
     'float>, axis=int)".'),
    (lambda: ops.one_hot([0, 1], 3, Tensor(1.0), Tensor(0.0)), TypeError,
     'Failed calling OneHot with "OneHot(axis=int)(indices=List<int, int>, depth=int, '
     'on_value=Tensor, off_value=Tensor)".'),
    (lambda: ops.concat([[1.0, 2.0], [3.0]]), TypeError,
     'Failed calling Concat with "Concat(axis=int)(tensors=List<List<float, float>, '
     'List<float>>)".'),
    (lambda: ops.softmax(L), TypeError,
     'Failed calling Softmax with "Softmax(axis=int)(input=List<float, float, float>)".'),
    (lambda: ops.cast(L, ms.int32), TypeError,
     'Failed calling Cast with "Cast()(input=List<float, float, float>, dtype=mindspore.dtype)".'),
    (lambda: ops.meshgrid([1.0, 2.0], [3.0]), TypeError,
     'Failed calling Meshgrid with "Meshgrid(indexing=string)(inputs=Tuple<List<float, float>, '
     'List<float>>)".'),
    (lambda: ops.split(L, 1), TypeError, "expect `tensor` is a Tensor, but got <class 'list'>"),
    (lambda: ops.narrow(L, 0, 0, 1), TypeError,
     "For 'narrow', the type of 'input' should be 'Tensor', but got type 'list'."),
    (lambda: ops.argmax(L), AttributeError, "'list' object has no attribute 'shape'"),
    (lambda: ops.zeros_like(L), AttributeError, "'list' object has no attribute 'dtype'"),
])
def test_list_where_a_tensor_is_required(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    # (a 'Failed calling' text goes on with its valid calling, as 2.10's: session 54)
    assert str(info.value).split("\n")[0] == message


def test_keyword_operands_are_checked_too():
    with pytest.raises(TypeError, match="Failed calling Gather"):
        ops.gather(input_params=L, input_indices=IDX, axis=0)


def test_errors_are_type_errors_for_every_spelling():
    with pytest.raises(TypeError):           # also AttributeError, as 2.10's
        ops.max(L)
    with pytest.raises(TypeError):
        ops.functional.masked_fill(L, MASK, 0.0)


def test_tensors_and_sequences_of_tensors_still_work():
    x = Tensor(np.array(L, np.float32))
    assert ops.gather(x, IDX, 0).asnumpy().tolist() == [1.0, 2.0]
    assert ops.concat([x, x]).shape == (6,) and ops.cat is ops.concat
    assert ops.where(MASK, x, 0.0).asnumpy().tolist() == [1.0, 0.0, 3.0]
    assert ops.softmax(x, axis=0).shape == (3,)
    assert [t.shape for t in ops.meshgrid(x, x)] == [(3, 3), (3, 3)]


def test_methods_and_numpy_spellings_take_sequences():
    x = Tensor(np.array(L, np.float32))
    assert mnp.where(MASK.asnumpy().tolist(), L, 0.0).asnumpy().tolist() == [1.0, 0.0, 3.0]
    assert mnp.add(L, L).asnumpy().tolist() == [2.0, 4.0, 6.0]
    assert x.masked_fill(MASK, 0.0).asnumpy().tolist() == [0.0, 2.0, 0.0]


def test_clip_by_value_of_a_sequence_clips_each_tensor_into_a_tuple():
    x = Tensor(np.array([-1.0, 0.5, 3.0], np.float32))
    y = Tensor(np.array([2, -3], np.int32))
    out = ops.clip_by_value([x, y], 0.0, 1.0)
    assert isinstance(out, tuple) and len(out) == 2
    assert out[0].asnumpy().tolist() == [0.0, 0.5, 1.0]
    assert out[1].dtype == ms.int32 and out[1].asnumpy().tolist() == [1, 0]
    assert len(ops.clip_by_value((x,), 0.0, 1.0)) == 1
    with pytest.raises(TypeError, match="tuple\\[Tensor\\] or list\\[Tensor\\]"):
        ops.clip_by_value([1.0, 2.0], 0.0, 1.0)
