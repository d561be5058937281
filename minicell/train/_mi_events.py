"""MindInsight summary files, as MindSpore 2.10 writes them: what ``SummaryRecord`` records.

The file is a sequence of TFRecord frames (``_tb_events.frame``), each one serialized ``Event``
of MindSpore's ``summary.proto`` (proto2; field numbers checked against the descriptor 2.10
ships in ``mindspore/train/summary_pb2.py`` and against files it wrote)::

    Event     { double wall_time = 1; int64 step = 2; string version = 3; Summary summary = 5; }
    Summary   { repeated Value value = 1; }
    Value     { string tag = 1; float scalar_value = 3; Image image = 4; TensorProto tensor = 8;
                Histogram histogram = 9; }
    Image     { int32 height = 1; int32 width = 2; int32 colorspace = 3; bytes encoded_image = 4; }
    Histogram { repeated Bucket buckets = 1; int64 nan_count = 2, pos_inf_count = 3,
                neg_inf_count = 4; double max = 5, min = 6, sum = 7; int64 count = 8; }
    Bucket    { double left = 1; double width = 2; int64 count = 3; }
    TensorProto (anf_ir) { repeated int64 dims = 1; DataType data_type = 2;
                           repeated float float_data = 3 [packed]; }

The first event of a file holds only the version (``MindSpore.Event:1``). What each value holds
follows 2.10's summary adapter (measured): a scalar is the first element of its tensor; a tensor
is its shape, dtype and values as float32; a histogram counts NaN/+inf/-inf apart and splits the
finite values into ``histogram_bins(count)`` equal buckets between their min and max (edges in
the input's dtype); an image batch is tiled 8 to a row on an RGB canvas and scaled to uint8.
"""
import platform
import struct

import numpy as np

from ._ckpt_proto import _len_field, _varint
from ._tb_events import _I32, _double, _int, png   # (the same field codecs as TensorBoard's)

VERSION = "MindSpore.Event:1"
# anf_ir.proto's DataType values of the dtypes a summary tensor may have
_DATA_TYPES = {"bool": 1, "int8": 2, "int16": 3, "int32": 4, "int64": 5, "uint8": 6,
               "uint16": 7, "uint32": 8, "uint64": 9, "float16": 10, "float32": 11,
               "float64": 12}


def file_name(prefix, suffix, when, device_id=0):
    """2.10's event file name: ``{prefix}.out.events.summary.{when}.{device}.{host}{suffix}``."""
    return f"{prefix}.out.events.summary.{when}.{device_id}.{platform.node()}{suffix}"


def version_event(wall_time):
    return _double(1, wall_time) + _len_field(3, VERSION.encode())


def event(wall_time, step, summary_values):
    """A serialized ``Event`` at ``step`` holding ``summary_values`` (serialized ``Value``s)."""
    return (_double(1, wall_time) + _int(2, step)
            + _len_field(5, b"".join(_len_field(1, v) for v in summary_values)))


def _value(tag, field, payload):
    return _len_field(1, tag.encode()) + _len_field(field, payload)


def scalar_value(tag, array):
    """The first element of ``array`` (2.10 writes that for a tensor of several); None for an
    empty one (2.10 drops it, logging an error)."""
    array = np.asarray(array)
    if array.size == 0:
        return None
    first = array.reshape(-1)[0].item()
    return _len_field(1, tag.encode()) + _varint((3 << 3) | _I32) + struct.pack("<f", first)


def tensor_value(tag, array):
    array = np.asarray(array)
    if array.dtype.name not in _DATA_TYPES:
        raise TypeError("Transform numpy type failed in Summary, expect numpy type is one of "
                        "['np.bool_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', "
                        "'np.uint8', 'np.uint16', 'np.uint32', 'np.uint64', 'np.float16', "
                        "'np.float32', 'np.float64'].")
    body = b"".join(_int(1, d) for d in array.shape) + _int(2, _DATA_TYPES[array.dtype.name])
    with np.errstate(over="ignore"):       # past float32's range: inf, as protobuf stores it
        values = array.reshape(-1).astype("<f4")
    if values.size:
        body += _len_field(3, values.tobytes())
    return _value(tag, 8, body)


def histogram_bins(count):
    """2.10's number of buckets for ``count`` finite values: 1 for none, 2 up to 5, 3 up to
    10, then one per 10 values plus one, at most 90."""
    if not count:
        return 1
    if count <= 5:
        return 2
    if count <= 10:
        return 3
    return min(count // 10 + 1, 90)


_calc_histogram_bins = histogram_bins       # 2.10's name (``summary._summary_adapter``)


def histogram_value(tag, array):
    array = np.asarray(array)
    flat = array.reshape(-1)
    floating = np.issubdtype(array.dtype, np.floating)
    finite = flat[np.isfinite(flat)] if floating else flat
    invalid = ((np.count_nonzero(np.isnan(flat)), np.count_nonzero(np.isposinf(flat)),
                np.count_nonzero(np.isneginf(flat))) if floating else (0, 0, 0))
    buckets, stats = b"", b""
    if finite.size:
        # the edges from the min and max as doubles (2.10 reads them back from the message)
        low, high = float(finite.min()), float(finite.max())
        first, last = (low, high) if low < high else (low - 0.5, high + 0.5)
        edges = np.linspace(first, last, histogram_bins(finite.size) + 1, dtype=array.dtype)
        counts, edges = np.histogram(finite, bins=edges)
        for n, left, right in zip(counts, edges, edges[1:]):
            buckets += _len_field(1, _double(1, left) + _double(2, right - left) + _int(3, n))
        total = np.where(np.isfinite(flat), flat, 0) if floating else flat
        stats = _double(5, high) + _double(6, low) + _double(7, total.sum(dtype=np.float64))
    body = (buckets + _int(2, invalid[0]) + _int(3, invalid[1]) + _int(4, invalid[2]) + stats
            + _int(8, flat.size))
    return _value(tag, 9, body)


def _canvas(nchw, per_row=8):
    """The images of an NCHW batch side by side, ``per_row`` to a row, on a float RGB canvas
    (a grey image repeated in the three channels), as CHW."""
    if nchw.shape[1] == 1:
        nchw = np.concatenate([nchw] * 3, axis=1)
    n, _, h, w = nchw.shape
    cols = min(n, per_row)
    rows = -(-n // cols)
    canvas = np.zeros((3, h * rows, w * cols))
    for i in range(n):
        y, x = divmod(i, cols)
        canvas[:, y * h:(y + 1) * h, x * w:(x + 1) * w] = nchw[i]
    return canvas


def image_value(tag, array):
    """An NCHW batch of 1- or 3-channel images as one PNG (None where 2.10 drops the value,
    logging an error: another rank or channel count, or an empty dimension)."""
    array = np.asarray(array)
    if array.ndim != 4 or array.shape[1] not in (1, 3) or 0 in array.shape:
        return None
    image = _canvas(array).transpose(1, 2, 0)
    high, low = image.max(), image.min()
    scale, shift = 1, 0
    if high <= 1 and low >= 0:
        scale = 255
    else:
        if high != low:         # mapped linearly to [0, 255) (2.10's formula, measured)
            scale = 255 / (high - low + 1)
        shift = low
    # float32 arithmetic, as numpy 1.x (2.10's) computes a float32 array with these scalars
    image = ((image.astype(np.float32) - np.float32(shift)) * np.float32(scale)).astype(np.uint8)
    height, width, channels = image.shape
    body = (_int(1, height) + _int(2, width) + _int(3, channels)
            + _len_field(4, png(image)))
    return _value(tag, 4, body)
