"""Session 56 (misc): MindSpore 2.10's tests/ut/python in its smaller directories re-run.

``set_dump`` (common/test_dump.py): 2.10 (measured on its CPU build) checks the target (a Cell
or a Primitive) and ``enabled`` (a bool), warns that the device target is not Ascend, and sets
the marks: ``dump`` in the flags of the Cell and of every Cell below it, ``attrs["dump"]``
("true"/"false") of a Primitive and of a Cell's Primitives that already carry it. minicell
refused the name (UnsupportedError).

The 96 files (amp, common, control_flow, debug, dynamic_sequence, exec, ir, metrics, model,
mutable, parameter_feature, train, utils): 719 cases pass on 2.10's CPU build; 670 of them
passed on minicell before, 675 after. The 44 left are those test_s53_ut.py lists, for its
reasons: MindSpore's IR dump files (debug/test_save_graphs, test_code_trace, test_analyze_fail),
MindSpore's summary protobuf and private adapter (train/summary/test_histogram_summary),
SummaryLandscape, rewrite-based amp (amp/test_amp_o1), hifloat8, numpy 2 in the test code,
``Tensor.from_numpy`` sharing the buffer, a PrimitiveWithInfer without a kernel
(ir/test_row_tensor), ``get_parameter_redundancy``.
"""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.tools import set_dump as tools_set_dump

WARNING = ("Current device_target is CPU, which is not supported by set_dump. Only Ascend "
           "device target is supported currently.")


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu1 = nn.ReLU()
        self.act = ops.ReLU()
        self.seq = nn.SequentialCell([nn.ReLU()])

    def construct(self, x):
        return self.act(self.relu1(x)) + self.seq(x)


def _quiet(fn, *args):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fn(*args)
    return [str(w.message) for w in caught]


def test_set_dump_marks_cells_and_warns_off_ascend():
    net = _Net()
    messages = _quiet(ms.set_dump, net)
    assert len(messages) == 4 and all(m.startswith(WARNING) for m in messages)  # net + 3 cells
    assert net.get_flags()["dump"] is True
    assert net.relu1.get_flags()["dump"] is True and net.seq[0].get_flags()["dump"] is True
    assert "dump" not in net.act.attrs       # a Primitive without the mark keeps none
    _quiet(ms.set_dump, net.relu1, False)
    assert net.relu1.get_flags()["dump"] is False and net.get_flags()["dump"] is True


def test_set_dump_primitives():
    net = _Net()
    _quiet(tools_set_dump, net.act)
    assert net.act.attrs["dump"] == "true"
    _quiet(tools_set_dump, net, False)       # a marked Primitive of a Cell follows the Cell
    assert net.act.attrs["dump"] == "false" and net.relu1.get_flags()["dump"] is False


@pytest.mark.parametrize("target, enabled, text", [
    (1, True, "The \"target\" parameter must be an instance of Cell or Primitive, but got an "
              "instance of <class 'int'>."),
    (None, True, "The \"target\" parameter must be an instance of Cell or Primitive, but got an "
                 "instance of <class 'NoneType'>."),
    ("cell", True, "instance of <class 'str'>"),
    (nn.ReLU(), 1, "The \"enabled\" parameter must be bool."),
    (ops.Add(), None, "The \"enabled\" parameter must be bool."),
])
def test_set_dump_argument_checks(target, enabled, text):
    with pytest.raises(ValueError) as info:
        _quiet(ms.set_dump, target, enabled)
    assert text in str(info.value)


def test_set_dump_names_and_marked_network_runs(mode):
    from minicell import set_dump
    from minicell.common import set_dump as common_set_dump
    assert set_dump is common_set_dump
    net = _Net()
    _quiet(set_dump, net.act)
    _quiet(set_dump, net)
    out = net(Tensor(np.array([1.0, -2.0], np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [2.0, 0.0])
