"""TensorBoard event files, written by hand: what ``SummaryRecord`` records.

MindSpore's summary files are MindInsight's own protobuf; minicell writes the format TensorBoard
reads instead (``tensorboard --logdir DIR`` shows the scalars, images and histograms). A file is
a sequence of TFRecord frames, each holding one serialized ``Event``::

    frame   = uint64 length, uint32 masked_crc32c(length), bytes data, uint32 masked_crc32c(data)
    Event   { double wall_time = 1; int64 step = 2; string file_version = 3; Summary summary = 5; }
    Summary { repeated Value value = 1; }
    Value   { string tag = 1; float simple_value = 2; Image image = 4; HistogramProto histo = 5;
              TensorProto tensor = 8; }
    Image   { int32 height = 1; int32 width = 2; int32 colorspace = 3; bytes encoded_image_string = 4; }
    HistogramProto { double min = 1, max = 2, num = 3, sum = 4, sum_squares = 5;
                     repeated double bucket_limit = 6 [packed]; repeated double bucket = 7 [packed]; }
    TensorProto { DataType dtype = 1; TensorShapeProto tensor_shape = 2; bytes tensor_content = 4; }

Why by hand rather than ``tensorboard``/``protobuf``: five small messages, no dependency, the same
small varint codec as the checkpoint writer (``_ckpt_proto``).
"""
import struct
import zlib

import numpy as np

from ._ckpt_proto import _len_field, _varint

_I64, _I32 = 1, 5


def _crc32c_table():
    table = []
    for n in range(256):
        crc = n
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
        table.append(crc)
    return table


_CRC32C = _crc32c_table()


def crc32c(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _CRC32C[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def _masked_crc(data):
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def frame(data):
    """One TFRecord frame around ``data``."""
    length = struct.pack("<Q", len(data))
    return (length + struct.pack("<I", _masked_crc(length)) + data
            + struct.pack("<I", _masked_crc(data)))


def _double(field, value):
    return _varint((field << 3) | _I64) + struct.pack("<d", float(value))


def _int(field, value):
    return _varint(field << 3) + _varint(int(value))


def event(wall_time, step, *, summary_values=(), file_version=None):
    """A serialized ``Event`` holding ``summary_values`` (serialized ``Value`` messages)."""
    out = _double(1, wall_time) + _int(2, step)
    if file_version is not None:
        out += _len_field(3, file_version.encode())
    if summary_values:
        out += _len_field(5, b"".join(_len_field(1, v) for v in summary_values))
    return out


def scalar_value(tag, value):
    return _len_field(1, tag.encode()) + _varint((2 << 3) | _I32) + struct.pack("<f", value)


def histogram_value(tag, array, bins=30):
    array = np.asarray(array, np.float64).reshape(-1)
    finite = array[np.isfinite(array)]
    counts, edges = np.histogram(finite, bins=bins) if finite.size else (np.zeros(1), [0, 0])
    histo = (_double(1, finite.min() if finite.size else 0.0)
             + _double(2, finite.max() if finite.size else 0.0)
             + _double(3, finite.size) + _double(4, finite.sum())
             + _double(5, np.square(finite).sum())
             + _len_field(6, np.asarray(edges[1:], "<f8").tobytes())
             + _len_field(7, np.asarray(counts, "<f8").tobytes()))
    return _len_field(1, tag.encode()) + _len_field(5, histo)


def png(image):
    """PNG bytes of an HWC uint8 image with 1, 3 or 4 channels."""
    height, width, channels = image.shape
    colour = {1: 0, 3: 2, 4: 6}[channels]
    rows = b"".join(b"\x00" + image[r].tobytes() for r in range(height))

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))


def image_value(tag, image):
    """``image``: HWC uint8."""
    height, width, channels = image.shape
    body = (_int(1, height) + _int(2, width) + _int(3, channels)
            + _len_field(4, png(image)))
    return _len_field(1, tag.encode()) + _len_field(4, body)


# TensorFlow's DataType enum values.
_TF_DTYPES = {"float32": 1, "float64": 2, "int32": 3, "uint8": 4, "int16": 5, "int8": 6,
              "int64": 9, "bool": 10, "uint16": 17, "float16": 19, "uint32": 22, "uint64": 23}


def tensor_value(tag, array):
    array = np.asarray(array)
    if array.dtype.name not in _TF_DTYPES:
        array = array.astype(np.float32)
    shape = b"".join(_len_field(2, _int(1, d)) for d in array.shape)
    body = (_int(1, _TF_DTYPES[array.dtype.name]) + _len_field(2, shape)
            + _len_field(4, np.ascontiguousarray(array).astype(array.dtype.newbyteorder("<"))
                         .tobytes()))
    return _len_field(1, tag.encode()) + _len_field(8, body)
