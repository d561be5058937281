"""Session 73 (st73): upstream tests/st cases 2.10 CPU passes (values measured on MindSpore
2.10 CPU; scripts under /tmp/s73/st73/)."""
import json

import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import Tensor, ops
from xla_defaults import child_json


# 2.10's float32 bits of x ** y and y ** x, x = (arange(6) + 1) / 3 as (2, 3), one exponent
# of shape (1, 1) (/tmp/s73/st73/w_pow5.py, both modes give these)
_POW_BITS = {
    2.7: ([1028844893, 1051415421, 1065353216, 1074473210, 1082012315, 1087369158],
          [1068645549, 1073230046, 1076677837, 1081122487, 1084720994, 1089030063]),
    0.5: ([1058262330, 1062274539, 1065353216, 1066650938, 1067794254, 1068827891],
          [1061892085, 1059144984, 1056964608, 1053503477, 1050756376, 1048576000]),
}


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("e", sorted(_POW_BITS))
def test_pow_by_a_one_value_exponent_of_two_dims(mode, e):
    # upstream st/numpy_native/test_math_ops.py test_power, test_float_power: a (1, 1)
    # exponent of a (2, 3) base reached the tail's powf unflattened ("Cannot concatenate
    # arrays with different numbers of dimensions")
    ms.set_context(mode=mode)
    x = Tensor((np.arange(6, dtype=np.float32).reshape(2, 3) + 1) / 3)
    y = Tensor(np.array([[e]], np.float32))
    out, rev = mnp.power(x, y), ops.pow(y, x)
    assert out.shape == rev.shape == (2, 3)
    assert out.asnumpy().view(np.uint32).ravel().tolist() == _POW_BITS[e][0]
    assert rev.asnumpy().view(np.uint32).ravel().tolist() == _POW_BITS[e][1]


def _pow_bits_of_both_modes():
    x = Tensor((np.arange(6, dtype=np.float32).reshape(2, 3) + 1) / 3)
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        for e in sorted(_POW_BITS):
            y = Tensor(np.array([[e]], np.float32))
            out[f"{mode}-{e}"] = [mnp.power(x, y).asnumpy().view(np.uint32).ravel().tolist(),
                                  ops.pow(y, x).asnumpy().view(np.uint32).ravel().tolist()]
    return out


def test_pow_by_a_one_value_exponent_under_xla_defaults():
    # Eigen's pow is products then sums (Dekker's products): the suite's XLA O0 never contracts
    # an FMA, so the bits are checked again in a child at the defaults users get
    got = child_json(__file__)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        for e in sorted(_POW_BITS):
            assert got[f"{mode}-{e}"] == [list(b) for b in _POW_BITS[e]]


if __name__ == "__main__":
    print(json.dumps(_pow_bits_of_both_modes()))
