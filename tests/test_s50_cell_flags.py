"""Cell.to_float records 2.10's precision flags on every Cell (measured on 2.10 CPU:
``net.to_float(ms.float16).get_flags()`` is ``{'fp16': True, 'fp32': False, 'bf16': False}``
and each child carries the same flags and attributes)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 3)
        self.seq = nn.SequentialCell([nn.ReLU(), nn.Dense(3, 1)])

    def construct(self, x):
        return self.seq(self.fc(x))


@pytest.mark.parametrize("dtype, flags", [
    (ms.float16, {'fp16': True, 'fp32': False, 'bf16': False}),
    (ms.float32, {'fp16': False, 'fp32': True, 'bf16': False}),
    (ms.bfloat16, {'fp16': False, 'fp32': False, 'bf16': True})])
def test_to_float_sets_flags_on_every_cell(dtype, flags):
    net = _Net()
    assert net.to_float(dtype) is net
    for _, cell in net.cells_and_names():
        assert cell.get_flags() == flags
        assert (cell.fp16, cell.fp32, cell.bf16) == (flags['fp16'], flags['fp32'], flags['bf16'])


def test_to_float_still_casts_and_a_later_child_call_overrides():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    net = _Net().to_float(ms.float16)
    assert net(Tensor(np.ones((1, 2), np.float32))).dtype == ms.float16
    net.seq.to_float(ms.float32)
    assert net.seq.get_flags() == {'fp16': False, 'fp32': True, 'bf16': False}
    assert net.fc.get_flags()['fp16'] is True
    assert net(Tensor(np.ones((1, 2), np.float32))).dtype == ms.float32


def test_to_float_rejects_other_types_and_keeps_the_flags():
    net = _Net()
    with pytest.raises(ValueError, match="'dst_type' must be mstype.float32"):
        net.to_float(ms.int32)
    assert net.get_flags() == {}
