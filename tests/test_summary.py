"""SummaryRecord / SummaryCollector / the summary ops write TensorBoard event files where
``MINICELL_SUMMARY_FORMAT=tensorboard`` asks for them (every test here sets it; the default,
MindInsight's format as 2.10 writes it, is tests/test_s63_summary_mi.py's).

The files are read back here with a small independent reader: TFRecord frames (lengths and
masked CRC-32C checked) and the protobuf fields of Event/Summary/Value."""
import struct

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.train import SummaryRecord, SummaryCollector
from minicell.train.summary import FORMAT_ENV


@pytest.fixture(autouse=True)
def _tensorboard_files(monkeypatch):
    monkeypatch.setenv(FORMAT_ENV, "tensorboard")


def _crc32c(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 * (crc & 1))
    return crc ^ 0xFFFFFFFF


def _masked(data):
    crc = _crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def _fields(buf):
    """(field number, wire type, value) of one protobuf message."""
    i, out = 0, []
    while i < len(buf):
        key, i = _varint(buf, i)
        field, wire = key >> 3, key & 7
        if wire == 0:
            value, i = _varint(buf, i)
        elif wire == 1:
            value, i = buf[i:i + 8], i + 8
        elif wire == 5:
            value, i = buf[i:i + 4], i + 4
        else:
            n, i = _varint(buf, i)
            value, i = buf[i:i + n], i + n
        out.append((field, wire, value))
    return out


def _varint(buf, i):
    shift = result = 0
    while True:
        b = buf[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return result, i


def _events(path):
    data, i, events = open(path, "rb").read(), 0, []
    while i < len(data):
        header = data[i:i + 8]
        (length,) = struct.unpack("<Q", header)
        assert struct.unpack("<I", data[i + 8:i + 12])[0] == _masked(header)
        body = data[i + 12:i + 12 + length]
        assert struct.unpack("<I", data[i + 12 + length:i + 16 + length])[0] == _masked(body)
        events.append(_fields(body))
        i += 16 + length
    return events


def _summary_values(event):
    """{tag: (value field number, payload)} of an Event's Summary."""
    out = {}
    for field, _, summary in event:
        if field == 5:
            for _, _, value in _fields(summary):
                f = dict((k, v) for k, _, v in _fields(value))
                tag = f.pop(1).decode()
                ((kind, payload),) = f.items()
                out[tag] = (kind, payload)
    return out


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scalar, self.tensor = ops.ScalarSummary(), ops.TensorSummary()
        self.image, self.histogram = ops.ImageSummary(), ops.HistogramSummary()

    def construct(self, x):
        self.scalar("loss", x.sum())
        self.tensor("x", x)
        self.image("picture", x.reshape(1, 1, 2, 2))
        self.histogram("spread", x)
        return x * 2


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_summary_ops_and_add_value_land_in_one_event_at_the_step(tmp_path, mode):
    ms.set_context(mode=mode)
    net = _Net()
    x = np.array([0.0, 0.25, 0.5, 1.0], np.float32)
    with SummaryRecord(str(tmp_path)) as record:
        net(ms.Tensor(x))
        record.add_value("scalar", "lr", ms.Tensor(0.125))
        assert record.record(7) is True
        path = record.log_dir
    assert path.startswith(str(tmp_path)) and ".out.tfevents.summary." in path
    version, step_event = _events(path)
    assert dict((f, v) for f, _, v in version)[3] == b"brain.Event:2"
    assert dict((f, v) for f, _, v in step_event)[2] == 7
    values = _summary_values(step_event)
    assert struct.unpack("<f", values["loss"][1])[0] == pytest.approx(1.75)
    assert struct.unpack("<f", values["lr"][1])[0] == 0.125
    tensor = dict((f, v) for f, _, v in _fields(values["x"][1]))
    assert tensor[1] == 1 and np.frombuffer(tensor[4], "<f4").tolist() == x.tolist()
    image = dict((f, v) for f, _, v in _fields(values["picture"][1]))
    assert (image[1], image[2], image[3]) == (2, 2, 1) and image[4].startswith(b"\x89PNG")
    histo = dict((f, v) for f, _, v in _fields(values["spread"][1]))
    assert struct.unpack("<d", histo[3])[0] == 4 and struct.unpack("<d", histo[2])[0] == 1.0


def test_values_from_before_the_record_or_in_eval_mode_are_not_written(tmp_path):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    ops.ScalarSummary()("early", ms.Tensor(1.0))
    with SummaryRecord(str(tmp_path)) as record:
        record.set_mode("eval")
        ops.ScalarSummary()("hidden", ms.Tensor(2.0))
        assert record.record(1) is False
        record.set_mode("train")
        ops.ScalarSummary()("shown", ms.Tensor(3.0))
        record.record(2)
        path = record.log_dir
    events = _events(path)
    assert len(events) == 2 and set(_summary_values(events[1])) == {"shown"}


def test_bad_input_is_refused_with_mindspores_messages(tmp_path):
    with pytest.raises(TypeError, match='"log_dir" type should be str'):
        SummaryRecord(3)
    with SummaryRecord(str(tmp_path)) as record:
        with pytest.raises(ValueError, match="no such \"plugin\" of 'foo'"):
            record.add_value("foo", "x", ms.Tensor(1.0))
        with pytest.raises(ValueError, match='"name" type should be str'):
            record.add_value("scalar", 3, ms.Tensor(1.0))
        with pytest.raises(ValueError, match="rank must be less than or equal to 1"):
            record.add_value("scalar", "v", ms.Tensor(np.ones(3, np.float32)))
        with pytest.raises(TypeError, match='"step" type should be int'):
            record.record(1.5)
    with pytest.raises(ValueError, match="closed"):
        record.record(3)
    # MindSpore 2.10's graph-mode checks (measured): the name's type, then its emptiness, the
    # value's type, and the rank of a Tensor/Histogram summary
    with pytest.raises(ValueError, match=r"For primitive\[ScalarSummary\], the input "
                                         r"argument\[name\] cannot be an empty string\."):
        ops.ScalarSummary()("", ms.Tensor(1.0))
    with pytest.raises(TypeError, match=r"For primitive\[TensorSummary\], the input argument"
                                        r"\[name\] must be a type of \{String\}, but got None\."):
        ops.TensorSummary()(None, ms.Tensor(1.0))
    with pytest.raises(TypeError, match=r"argument\[value\] must be a type of \{Tensor\}, "
                                        r"but got Int64\."):
        ops.ScalarSummary()("s", 123)
    with pytest.raises(ValueError, match=r"For primitive\[HistogramSummary\], the v rank must be "
                                         r"greater than or equal to 1, but got 0\."):
        ops.HistogramSummary()("h", ms.Tensor(1.0))
    with pytest.raises(ValueError, match="4-D"):
        ops.ImageSummary()("img", ms.Tensor(np.ones((2, 2), np.float32)))


def test_summary_collector_records_the_loss_during_model_train(tmp_path):
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = nn.Dense(3, 1)
    model = ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    data = [(ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(np.zeros((2, 1), np.float32)))] * 4
    model.train(1, data, callbacks=[SummaryCollector(str(tmp_path), collect_freq=2)])
    (path,) = tmp_path.iterdir()
    steps = [dict((f, v) for f, _, v in e)[2] for e in _events(path)[1:]]
    # 2.10 (measured, 4 steps of one epoch, not sunk): the first step, every second one, and
    # the last again at the epoch's end; the loss and the first five parameters' histograms
    assert steps == [1, 2, 4, 4]
    assert all(list(_summary_values(e)) == ["loss/auto", "weight/auto", "bias/auto"]
               for e in _events(path)[1:])
