"""TFRecord files and ``tf.train.Example`` records, read without TensorFlow or protobuf.

A TFRecord file (optionally GZIP or ZLIB compressed as a whole) is a sequence of frames::

    uint64 length | uint32 masked crc32c(length) | data[length] | uint32 masked crc32c(data)

(little endian). MindSpore 2.10 does not check the CRCs (a frame whose CRC is wrong is read,
measured), and neither does minicell; a frame cut short, or data that is no ``Example``, is
an error. ``data`` is a serialized ``tf.train.Example``::

    Example  { Features features = 1; }
    Features { map<string, Feature> feature = 1; }      // entries: key = 1, value = 2
    Feature  { oneof { BytesList bytes_list = 1; FloatList float_list = 2;
                       Int64List int64_list = 3; } }
    BytesList { repeated bytes value = 1; }  FloatList { repeated float value = 1; }
    Int64List { repeated int64 value = 1; }   // floats and ints packed or not

decoded here by a small protobuf wire-format reader (varints, length-delimited fields,
32/64-bit fields; unknown fields skipped).

>>> from minicell.dataset.tfrecord_format import parse_example
>>> parse_example(b'\\n\\x0f\\n\\r\\n\\x01x\\x12\\x08\\x1a\\x06\\n\\x04\\x01\\x02\\x03\\x7f')
{'x': ('int64', [1, 2, 3, 127])}
"""
import gzip
import struct
import zlib

import numpy as np

__all__ = ["FormatError", "read_records", "parse_example"]


class FormatError(ValueError):
    """A file or record that is not TFRecord / ``tf.train.Example``."""


def _decompress(raw, compression):
    if compression == "GZIP":
        return gzip.decompress(raw)
    if compression == "ZLIB":
        return zlib.decompress(raw)
    return raw


def read_records(path, compression=""):
    """The data of every frame of the TFRecord file ``path`` (a list of ``bytes``);
    ``FormatError`` for a file that cannot be decompressed or ends inside a frame."""
    with open(path, "rb") as f:
        raw = f.read()
    try:
        raw = _decompress(raw, compression)
    except (OSError, EOFError, zlib.error) as e:
        raise FormatError(f"cannot decompress ({compression}): {e}") from e
    records, pos, end = [], 0, len(raw)
    while pos < end:
        if pos + 12 > end:
            raise FormatError(f"the frame at byte {pos} is cut short")
        (length,) = struct.unpack_from("<Q", raw, pos)
        start = pos + 12
        if start + length + 4 > end:
            raise FormatError(f"the frame at byte {pos} is cut short")
        records.append(raw[start:start + length])
        pos = start + length + 4
    return records


def _varint(buf, pos):
    result = shift = 0
    while True:
        if pos >= len(buf) or shift > 63:
            raise FormatError("a varint runs past its message")
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7


def _fields(buf):
    """(field number, wire type, value) of a message: an int for varint and fixed fields,
    a ``bytes`` slice for length-delimited ones."""
    pos, end = 0, len(buf)
    while pos < end:
        key, pos = _varint(buf, pos)
        num, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = _varint(buf, pos)
        elif wire == 2:
            n, pos = _varint(buf, pos)
            if pos + n > end:
                raise FormatError("a field runs past its message")
            value, pos = buf[pos:pos + n], pos + n
        elif wire in (1, 5):
            n = 8 if wire == 1 else 4
            if pos + n > end:
                raise FormatError("a field runs past its message")
            value, pos = buf[pos:pos + n], pos + n
        else:
            raise FormatError(f"wire type {wire} is not supported")
        if num == 0:
            raise FormatError("field number 0")
        yield num, wire, value


def _int64s(fields):
    out = []
    for num, wire, value in fields:
        if num != 1:
            continue
        if wire == 0:
            out.append(value)
        elif wire == 2:             # packed
            pos = 0
            while pos < len(value):
                v, pos = _varint(value, pos)
                out.append(v)
        else:
            raise FormatError("an Int64List value of the wrong wire type")
    return [v - (1 << 64) if v >= 1 << 63 else v for v in out]


def _floats(fields):
    out = []
    for num, wire, value in fields:
        if num != 1:
            continue
        if wire == 5:
            out.extend(struct.unpack("<f", value))
        elif wire == 2:             # packed
            if len(value) % 4:
                raise FormatError("a packed FloatList of a length not a multiple of 4")
            out.extend(np.frombuffer(value, "<f4").tolist())
        else:
            raise FormatError("a FloatList value of the wrong wire type")
    return out


_KINDS = {1: "bytes", 2: "float", 3: "int64"}


def _feature(buf):
    kind, values = "bytes", []          # an empty Feature: no values
    for num, wire, value in _fields(buf):
        if num not in _KINDS or wire != 2:
            continue
        kind = _KINDS[num]
        inner = list(_fields(value))
        values = [bytes(v) for n, w, v in inner if n == 1 and w == 2] if kind == "bytes" \
            else _floats(inner) if kind == "float" else _int64s(inner)
    return kind, values


def parse_example(data):
    """A serialized ``tf.train.Example`` as {feature name: (kind, values)}, kind ``"bytes"``,
    ``"float"`` or ``"int64"`` (values a list of bytes, floats or ints); ``FormatError`` when
    ``data`` is not one."""
    features = {}
    for num, wire, value in _fields(data):
        if num != 1 or wire != 2:
            continue
        for fnum, fwire, entry in _fields(value):
            if fnum != 1 or fwire != 2:
                continue
            key, feature = b"", b""
            for enum_, ewire, evalue in _fields(entry):
                if enum_ == 1 and ewire == 2:
                    key = evalue
                elif enum_ == 2 and ewire == 2:
                    feature = evalue
            try:
                name = bytes(key).decode("utf-8")
            except UnicodeDecodeError as e:
                raise FormatError("a feature name that is not UTF-8") from e
            features[name] = _feature(feature)
    return features
