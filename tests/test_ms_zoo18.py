"""Model-zoo round 18 (mindspore-lab/models, mindface, mindpose, mindediting, mindspore-courses):
behaviours the zoo models rely on, values and errors measured on MindSpore 2.10."""
import copy
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell._c_expression import Cell_, MixedPrecisionType

_X = np.ones((1, 2), np.float32)


def test_mixed_precision_type_enum():
    m = MixedPrecisionType
    assert [int(m.NOTSET), int(m.FP16), int(m.FP32), int(m.BF16)] == [0, 1, 2, 3]
    assert str(m.FP16) == "MixedPrecisionType.FP16" and repr(m.FP16) == "<MixedPrecisionType.FP16: 1>"
    assert m.FP16 == 1 and m(3) is m.BF16 and list(m.__members__) == ["NOTSET", "FP16", "FP32", "BF16"]


def test_cell_base_precision_record():
    """mindediting's NotSetPrecisionCell calls Cell_.set_mixed_precision_type(self, ...): the
    record changes, the dtype the Cell runs in does not (2.10, measured)."""
    d = nn.Dense(2, 2)
    assert isinstance(d, Cell_) and d.get_mixed_precision_type() is MixedPrecisionType.NOTSET
    assert d.mixed_precision_type is MixedPrecisionType.NOTSET
    Cell_.set_mixed_precision_type(d, MixedPrecisionType.FP16)
    assert d.get_mixed_precision_type() is MixedPrecisionType.FP16
    assert d(ms.Tensor(_X)).dtype == ms.float32
    d.to_float(ms.float32)
    assert d.get_mixed_precision_type() is MixedPrecisionType.FP32
    Cell_.set_mixed_precision_type(d, MixedPrecisionType.NOTSET)
    assert d.get_mixed_precision_type() is MixedPrecisionType.NOTSET
    assert d.mixed_precision_type is MixedPrecisionType.FP32
    seq = nn.SequentialCell([nn.Dense(2, 2)]).to_float(ms.float16)
    assert seq[0].get_mixed_precision_type() is MixedPrecisionType.FP16
    Cell_.set_mixed_precision_type(seq, MixedPrecisionType.NOTSET)
    assert seq(ms.Tensor(_X)).dtype == ms.float16
    seq.set_mixed_precision_type(MixedPrecisionType.BF16)
    assert seq.get_mixed_precision_type() is MixedPrecisionType.BF16


def test_cell_base_precision_record_bad_argument():
    with pytest.raises(TypeError) as e:
        Cell_.set_mixed_precision_type(nn.Dense(2, 2), 1)
    assert str(e.value).startswith(
        "set_mixed_precision_type(): incompatible function arguments. The following argument "
        "types are supported:\n    1. (self: mindspore._c_expression.Cell_, arg0: "
        "mindspore._c_expression.MixedPrecisionType) -> None\n\nInvoked with: Dense(")
    with pytest.raises(TypeError, match=r"^get_mixed_precision_type\(\): incompatible"):
        Cell_.get_mixed_precision_type(3)


class _Stages(nn.Cell):
    """NAFNet's loop: zip over two SequentialCells' cell_list inside construct."""

    def __init__(self):
        super().__init__()
        self.encoders = nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 2)])
        self.downs = nn.SequentialCell([nn.ReLU(), nn.Tanh()])

    def construct(self, x):
        for enc, down in zip(self.encoders.cell_list, self.downs.cell_list):
            x = down(enc(x))
        return x


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_sequential_cell_list_in_construct(mode):
    ms.set_context(mode=mode)
    try:
        net = _Stages()
        x = ms.Tensor(np.array([[0.5, -1.0]], np.float32))
        want = x
        for enc, down in zip(net.encoders, net.downs):
            want = down(enc(want))
        np.testing.assert_array_equal(net(x).asnumpy(), want.asnumpy())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_sequential_cell_list_follows_mutations():
    s = nn.SequentialCell([nn.ReLU(), nn.Tanh()])
    s.append(nn.Sigmoid())
    assert [type(c).__name__ for c in s.cell_list] == ["ReLU", "Tanh", "Sigmoid"]
    del s[0]
    assert [type(c).__name__ for c in s.cell_list] == ["Tanh", "Sigmoid"]
    assert [type(c).__name__ for c in s[0:1].cell_list] == ["Tanh"]
    assert not hasattr(nn.CellList([nn.ReLU()]), "cell_list")      # SequentialCell's only


def test_parameter_data_has_no_set_data():
    """mindediting's FSRCNN calls m.weight.data.set_data(...): 2.10's AttributeError."""
    p = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w")
    with pytest.raises(AttributeError, match="object has no attribute 'set_data'"):
        p.data.set_data(ms.Tensor(np.zeros(2, np.float32)))
    p.data[0] = 3.0                      # writes through the view still reach the Parameter
    assert p.asnumpy().tolist() == [3.0, 1.0]


def test_parameter_data_pickles_as_tensor():
    p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")
    for back in (pickle.loads(pickle.dumps(p.data)), copy.deepcopy(p.data), copy.copy(p.data)):
        assert type(back) is ms.Tensor and back.asnumpy().tolist() == [1.0, 2.0]
