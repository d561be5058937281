"""Session 71 (st71): upstream tests/st/tensor cases 2.10 CPU passes (texts and values measured
on MindSpore 2.10 CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn

_RULE = "-" * 52


def _kernel_select(op):
    return (f"\n{_RULE}\n- Kernel select failed:\n{_RULE}\nUnsupported op [{op}] on CPU, Please "
            f"confirm whether the device target setting is correct, or refer to 'mindspore.ops' "
            f"at https://www.mindspore.cn to query the operator support list.")


class _Counts(nn.Cell):
    def construct(self, x, repeats, dim):
        return x.repeat_interleave(dim=dim, repeats=repeats)


class _Sized(nn.Cell):
    def construct(self, x, repeats, dim, output_size):
        return x.repeat_interleave(repeats, dim, output_size=output_size)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_tensor_repeat_interleave_cpu_kernels(mode):
    # upstream st/tensor/overload/test_repeat_interleave: test_repeat_interleave_python,
    # test_repeat_interleave_pyboost_fault
    ms.set_context(mode=mode)
    try:
        x = Tensor(np.array([1, 2, 3]), ms.int32)
        y = Tensor(np.array([[1, 2], [3, 4]]), ms.int32)
        counts = Tensor(np.array([1, 2]))
        assert _Counts()(x, 2, None).asnumpy().tolist() == [1, 1, 2, 2, 3, 3]
        assert _Counts()(y, [1, 2], 0).asnumpy().tolist() == [[1, 2], [3, 4], [3, 4]]
        assert y.repeat_interleave(counts, 0).asnumpy().tolist() == [[1, 2], [3, 4], [3, 4]]
        if mode == ms.GRAPH_MODE:       # the counts of a Tensor: TensorToList, no CPU kernel
            with pytest.raises(RuntimeError) as info:
                _Counts()(y, counts, 0)
            assert str(info.value) == _kernel_select("TensorToList")
        else:
            assert _Counts()(y, counts, 0).asnumpy().tolist() == [[1, 2], [3, 4], [3, 4]]
        # output_size= selects the pyboost kernels (Ascend only)
        for repeats, op in ((2, "RepeatInterleaveInt"),
                            (Tensor(np.array([1, 2, 1])), "RepeatInterleaveTensor")):
            with pytest.raises(RuntimeError) as info:
                _Sized()(x, repeats, None, None)
            assert str(info.value) == (_kernel_select(op) if mode == ms.GRAPH_MODE
                                       else f"The kernel {op} unregistered.")
            with pytest.raises(RuntimeError, match=f"^The kernel {op} unregistered.$"):
                x.repeat_interleave(repeats, None, output_size=6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
