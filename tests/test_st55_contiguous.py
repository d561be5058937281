"""mindspore.hal.contiguous_tensors_handle (st pynative/test_combine_contiguous_handle.py).
Expected values, dtypes and error texts measured on MindSpore 2.10 CPU (/tmp/st55/cc_ref2.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell.hal.contiguous_tensors_handle import (ContiguousTensorsHandle,
                                                    combine_tensor_list_contiguous)


def _t(values, dtype=np.float32):
    return ms.Tensor(np.array(values, dtype))


def test_handle_slices_the_packed_tensors():
    x, y = _t([1, 2, 3]), _t([[4, 5], [6, 7]])
    h = combine_tensor_list_contiguous([x, y], True)
    assert (h.before_padding_sizes, h.after_padding_sizes) == ([12, 16], [12, 16])
    assert (h.total_padding_size, h.handle_shape, h.enable_mem_align) == (28, 7.0, True)
    one = h[6]
    assert one.shape == (1,) and one.dtype == ms.float32 and one.asnumpy().tolist() == [7.0]
    assert h[7].asnumpy().tolist() == [0.0]        # one past the end reads zeros in 2.10
    assert h[2:].asnumpy().tolist() == [3, 4, 5, 6, 7]
    assert h[3:7].asnumpy().tolist() == [4, 5, 6, 7]
    assert h[::2].asnumpy().tolist() == [1, 2, 3, 4, 5, 6, 7]   # the step is ignored
    assert h.slice_by_tensor_index().asnumpy().tolist() == [1, 2, 3, 4, 5, 6, 7]
    assert h.slice_by_tensor_index(1).asnumpy().tolist() == [4, 5, 6, 7]
    assert h.slice_by_tensor_index(None, 1).asnumpy().tolist() == [1, 2, 3]
    assert str(h) == "Handle total size: 28\nTensor[0]: [1. 2. 3.]\nTensor[1]: [[4. 5.]\n [6. 7.]]\n"


def test_handle_sees_later_writes_and_mixed_dtypes():
    x = _t([1, 2, 3])
    h = ContiguousTensorsHandle([x, _t([4])])
    x.assign_value(_t([100, 2, 3]))     # an in-place write after combining (2.10 shows it)
    assert h[0:3].asnumpy().tolist() == [100, 2, 3]
    assert h.slice_by_tensor_index(0).asnumpy().tolist() == [100, 2, 3]
    h2 = combine_tensor_list_contiguous((_t([1, 2], np.int32), _t([1.5], np.float16)))
    assert (h2.before_padding_sizes, h2.handle_shape) == ([8, 2], 2.5)
    ints = h2[0:2]
    assert ints.dtype == ms.int32 and ints.asnumpy().tolist() == [1, 2]
    half = h2.slice_by_tensor_index(1)
    assert half.dtype == ms.float16 and half.asnumpy().tolist() == [1.5]


@pytest.mark.parametrize("call, err, text", [
    (lambda h: h[-1], ValueError, "slice input is out of tensor_list size."),
    (lambda h: h[5:3], ValueError, "slice input error."),
    (lambda h: h[0:9], ValueError, "slice input error."),
    (lambda h: h[1.0], TypeError,
     "slice input must be 1.index -> int.2.[start: end: step] -> [int: int: int]."),
    (lambda h: h.slice_by_tensor_index(0, 3), ValueError, "slice input error."),
    (lambda h: ContiguousTensorsHandle(h.tensor_list[0]), TypeError,
     "input list must be [Tensor, ...]."),
    (lambda h: ContiguousTensorsHandle([h.tensor_list[0], 1]), TypeError,
     "input list must be [Tensor, ...]."),
    (lambda h: ContiguousTensorsHandle(list(h.tensor_list), 1), TypeError,
     "enable_mem_align must be bool."),
])
def test_handle_errors(call, err, text):
    h = combine_tensor_list_contiguous([_t([1, 2, 3]), _t([[4, 5], [6, 7]])])
    with pytest.raises(err) as info:
        call(h)
    assert str(info.value) == text
