"""SummaryRecord writes MindInsight's summary files as MindSpore 2.10 does (minicell/train/
_mi_events.py), and ``minicell.train.summary_pb2`` reads them back.

Every expected byte string was measured on 2.10 (``mindspore.train.summary._summary_adapter.
package_summary_event`` on the same inputs, each ``Value`` serialized; long ones as their
SHA-256). Images: 2.10 encodes its PNG with PIL (other filters, other bytes), so the pixels are
compared, decoded here from minicell's PNG (filter 0 rows) against 2.10's decoded pixels."""
import hashlib
import os
import struct
import zlib

import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.train import SummaryRecord, summary_pb2
from minicell.train import _mi_events as mi
from minicell.train._ckpt_proto import _len_field
from minicell.train.summary import FORMAT_ENV
from minicell.train.summary._summary_adapter import _calc_histogram_bins


@pytest.fixture(autouse=True)
def _default_format(monkeypatch):
    monkeypatch.delenv(FORMAT_ENV, raising=False)


def _inputs():
    """The measured inputs; the random ones drawn in 2.10's script's order."""
    rs = np.random.RandomState(1)
    return {
        "h_int": np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8], np.int32),
        "h_f16": rs.randn(37).astype(np.float16),
        "h_f64": rs.randn(1000),
        "h_same": np.ones((3, 3), np.float32),
        "h_allnan": np.array([np.nan, np.inf, -np.inf], np.float32),
        "h_empty": np.zeros((0,), np.float32),
        "s_int": np.array(7, np.int64),
        "s_vec": np.array([2.5, 3.5], np.float32),
        "t_i32": np.array([[1, -2], [3, 4]], np.int32),
        "t_bool": np.array([True, False]),
        "t_f64": np.array([0.1, 1e40]),
        "i_grey": (rs.rand(10, 1, 3, 2) * 300).astype(np.float32),
        "i_u8": rs.randint(0, 256, (2, 3, 2, 2)).astype(np.uint8),
        "i_neg": rs.randn(1, 3, 2, 3).astype(np.float32),
    }


VALUES = {      # measured on 2.10: the serialized Value
    "h_int": "0a05685f696e744a4f0a1409000000000000f03f11000000000000104018060a14090000000000"
             "001440110000000000001040180610001800200029000000000000224031000000000000f03f3900"
             "00000000004a40400c",
    "h_f16": "0a05685f6631364a7b0a140900000000006802c011000000000030f03f18020a14090000000000a0f4bf"
             "11000000000030f03f18110a14090000000000c8d1bf11000000000030f03f180a0a1409000000000078"
             "e73f11000000000030f03f1808100018002000290000000000ecfb3f3100000000006802c03900000000"
             "d0e118c04025",
    "h_same": "0a06685f73616d654a650a1409000000000000e03f11000000405555d53f18000a1409000000a0aaaa"
              "ea3f11000000405555d53f18090a1409000000a0aaaaf23f11000000805555d53f18001000180020002"
              "9000000000000f03f31000000000000f03f3900000000000022404009",
    "h_allnan": "0a08685f616c6c6e616e4a081001180120014003",
    "h_empty": "0a07685f656d7074794a081000180020004000",
    "s_int": "0a05735f696e741d0000e040",
    "s_vec": "0a05735f7665631d00002040",
    "t_i32": "0a05745f69333242180802080210041a100000803f000000c00000404000008040",
    "t_bool": "0a06745f626f6f6c420e080210011a080000803f00000000",
    "t_f64": "0a05745f663634420e0802100c1a08cdcccc3d0000807f",
}
H_F64_SHA256 = "f91bc60c67a947e3293ab987f60cf6abaa21668f15eb8d79225b38ae3a87014a"
IMAGES = {      # measured on 2.10: (height, width, colorspace), the decoded pixels (HWC bytes)
    "i_grey": ((6, 16, 3), "26228d15f7b18dcfded81beb2da0da929a63693b8f1fce586968d8dcd8fee100"),
    "i_u8": ((2, 4, 3), "0e1673060093183615aa62acaebcb616c8aa7b4962fd01c9"),
    "i_neg": ((2, 3, 3), "5864a1681985ce6065314c702ea583805100"),
}


def _encode(tag, array):
    kind = {"h": mi.histogram_value, "s": mi.scalar_value, "t": mi.tensor_value,
            "i": mi.image_value}[tag[0]]
    return kind(tag, array)


@pytest.mark.parametrize("tag", sorted(VALUES) + ["h_f64"])
def test_values_are_2_10_s_bytes(tag):
    got = _encode(tag, _inputs()[tag])
    if tag == "h_f64":
        assert hashlib.sha256(got).hexdigest() == H_F64_SHA256
    else:
        assert got.hex() == VALUES[tag]


def _pixels(png):
    i, data = 8, b""
    while i < len(png):
        (n,) = struct.unpack(">I", png[i:i + 4])
        if png[i + 4:i + 8] == b"IDAT":
            data += png[i + 8:i + 8 + n]
        i += 12 + n
    return zlib.decompress(data)


@pytest.mark.parametrize("tag", sorted(IMAGES))
def test_images_are_2_10_s_pixels(tag):
    image = summary_pb2.Summary.FromString(_len_field(1, _encode(tag, _inputs()[tag])))
    image = image.value[0].image
    (h, w, c), expected = IMAGES[tag]
    assert (image.height, image.width, image.colorspace) == (h, w, c)
    rows = np.frombuffer(_pixels(image.encoded_image), np.uint8).reshape(h, 1 + w * c)
    assert not rows[:, 0].any()         # filter type 0 on every row
    got = rows[:, 1:].tobytes()
    assert (got.hex() if len(expected) != 64 else hashlib.sha256(got).hexdigest()) == expected


def test_values_2_10_drops_and_refuses():
    assert mi.scalar_value("s", np.zeros((0,), np.float32)) is None
    assert mi.image_value("i", np.zeros((1, 2, 3, 3), np.float32)) is None      # 2 channels
    assert mi.image_value("i", np.zeros((0, 3, 3, 3), np.float32)) is None
    with pytest.raises(TypeError, match="Transform numpy type failed in Summary"):
        mi.tensor_value("t", np.array(["a"]))
    assert [_calc_histogram_bins(n) for n in (0, 1, 5, 6, 10, 11, 880, 881, 10 ** 6)] == \
        [1, 2, 2, 3, 3, 2, 89, 89, 90]


def _frames(path):
    data, i, out = open(path, "rb").read(), 0, []
    while i < len(data):
        (n,) = struct.unpack("<Q", data[i:i + 8])
        out.append(data[i + 12:i + 12 + n])
        i += 16 + n
    return out


def test_record_writes_2_10_s_file(tmp_path):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = np.array([np.nan, 1.0, np.inf, -np.inf, 2.0, 2.0, 7.5])
    with SummaryRecord(str(tmp_path), file_suffix="_MS_X") as record:
        record.add_value("scalar", "loss", ms.Tensor(1.5, ms.float32))
        ops.HistogramSummary()("x", ms.Tensor(x))
        assert record.record(2) is True
        ops.ImageSummary()("img", ms.Tensor(np.zeros((1, 3, 2, 5), np.float32)))
        record.record(3)
        path = record.log_dir
    name = os.path.basename(path)
    assert name.startswith("events.out.events.summary.") and name.endswith(".0." + os.uname()[1]
                                                                         + "_MS_X")
    version, first, second = (summary_pb2.Event.FromString(f) for f in _frames(path))
    assert version.version == "MindSpore.Event:1" and not version.HasField("step")
    assert first.step == 2 and [v.tag for v in first.summary.value] == ["loss", "x"]
    assert first.summary.value[0].scalar_value == 1.5
    histogram = first.summary.value[1].histogram
    # 2.10's file (measured): the histogram's Value after the scalar's, every byte
    assert _frames(path)[1].endswith(bytes.fromhex(
        "0a540a01784a4f0a1409000000000000f03f110000000000000a4018030a1409000000000000114011000000"
        "0000000a401801100118012001290000000000001e4031000000000000f03f3900000000000029404007"))
    assert (histogram.nan_count, histogram.pos_inf_count, histogram.count) == (1, 1, 7)
    assert [(b.left, b.width, b.count) for b in histogram.buckets] == [(1.0, 3.25, 3),
                                                                     (4.25, 3.25, 1)]
    assert second.step == 3 and second.summary.value[0].image.height == 2


def test_reader_refuses_broken_bytes():
    event = mi.event(0.0, 1, [mi.scalar_value("a", np.float32(1))])
    with pytest.raises(summary_pb2.DecodeError, match="runs past the end"):
        summary_pb2.Event.FromString(event[:-2])
    with pytest.raises(summary_pb2.DecodeError, match="varint"):
        summary_pb2.Event.FromString(b"\x10\xff")
    # a float field sent as a varint: the message is not of this schema
    with pytest.raises(summary_pb2.DecodeError, match="float field with wire type 0"):
        summary_pb2.Summary.Value.FromString(b"\x18\x01")
