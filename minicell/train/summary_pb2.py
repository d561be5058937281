"""``mindspore.train.summary_pb2``: the messages of MindInsight's summary files, for reading
what ``SummaryRecord`` wrote (``Event.FromString(data)``, as MindSpore's tests and tools do).

A small hand-written protobuf decoder over the schema of ``_mi_events`` (the fields 2.10's
``SummaryRecord`` writes; others are skipped, as protobuf skips unknown fields): a message is an
object whose fields read as protobuf's do (a number, a string, a list for a repeated field, a
default message for an absent one). Decoding only; ``SummaryRecord`` writes the bytes.

>>> from minicell.train import _mi_events
>>> event = Event.FromString(_mi_events.event(0.0, 3, [_mi_events.scalar_value("lr", 0.5)]))
>>> event.step, event.summary.value[0].tag, event.summary.value[0].scalar_value
(3, 'lr', 0.5)
"""
import struct

__all__ = ["Event", "Summary", "TensorProto", "DecodeError"]


class DecodeError(ValueError):
    """The bytes are not a valid message of this schema (truncated or another format)."""


class _Message:
    """Fields from ``FIELDS``: ``{number: (name, kind, repeated)}``; ``kind`` one of "double",
    "float", "int", "string", "bytes" or a message class."""
    FIELDS = {}

    def __init__(self):
        for name, kind, repeated in self.FIELDS.values():
            setattr(self, name, [] if repeated else _default(kind))
        self._set = set()

    def HasField(self, name):           # pylint: disable=invalid-name
        return name in self._set

    @classmethod
    def FromString(cls, data):          # pylint: disable=invalid-name
        message = cls()
        message.ParseFromString(data)
        return message

    def ParseFromString(self, data):     # pylint: disable=invalid-name
        self.__init__()
        _parse(self, memoryview(bytes(data)))
        return len(data)

    def __repr__(self):
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name, _, _ in
                          self.FIELDS.values() if name in self._set)
        return f"{type(self).__name__}({shown})"


def _default(kind):
    if isinstance(kind, type):
        return kind()
    return {"double": 0.0, "float": 0.0, "int": 0, "string": "", "bytes": b""}[kind]


def _varint(buf, i):
    shift = result = 0
    while True:
        if i >= len(buf) or shift > 63:
            raise DecodeError(f"truncated or overlong varint at byte {i}")
        byte = buf[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return result, i


def _signed(n):
    return n - (1 << 64) if n >= 1 << 63 else n


def _take(buf, i, n):
    if i + n > len(buf):
        raise DecodeError(f"field of {n} bytes at byte {i} runs past the end ({len(buf)})")
    return buf[i:i + n], i + n


def _parse(message, buf):
    i = 0
    while i < len(buf):
        key, i = _varint(buf, i)
        number, wire = key >> 3, key & 7
        if wire == 0:
            raw, i = _varint(buf, i)
        elif wire == 1:
            raw, i = _take(buf, i, 8)
        elif wire == 5:
            raw, i = _take(buf, i, 4)
        elif wire == 2:
            n, i = _varint(buf, i)
            raw, i = _take(buf, i, n)
        else:
            raise DecodeError(f"unsupported wire type {wire} at byte {i}")
        if number in message.FIELDS:
            _store(message, message.FIELDS[number], wire, raw)


_FIXED = {"double": ("<d", 1), "float": ("<f", 5)}


def _scalars(kind, wire, raw):
    """The values of a scalar field: one, or a packed run (wire type 2)."""
    if kind in _FIXED:
        fmt, fixed_wire = _FIXED[kind]
        size = struct.calcsize(fmt)
        if wire not in (fixed_wire, 2) or len(raw) % size:
            raise DecodeError(f"a {kind} field with wire type {wire}")
        return [v for (v,) in struct.iter_unpack(fmt, raw)]
    if wire == 0:
        return [_signed(raw)]
    if wire != 2:
        raise DecodeError(f"an integer field with wire type {wire}")
    out, i = [], 0
    while i < len(raw):
        n, i = _varint(raw, i)
        out.append(_signed(n))
    return out


def _store(message, field, wire, raw):
    name, kind, repeated = field
    if isinstance(kind, type):
        values = [kind.FromString(raw)]
    elif kind in ("string", "bytes"):
        values = [bytes(raw).decode() if kind == "string" else bytes(raw)]
    else:
        values = _scalars(kind, wire, raw)
    if repeated:
        getattr(message, name).extend(values)
    else:
        setattr(message, name, values[-1])
    message._set.add(name)     # pylint: disable=protected-access


def _message(name, fields):
    return type(name, (_Message,), {"FIELDS": fields, "__doc__": f"MindInsight's {name}."})


TensorProto = _message("TensorProto", {1: ("dims", "int", True), 2: ("data_type", "int", False),
                                       3: ("float_data", "float", True)})
_Bucket = _message("bucket", {1: ("left", "double", False), 2: ("width", "double", False),
                              3: ("count", "int", False)})
_Histogram = _message("Histogram", {
    1: ("buckets", _Bucket, True), 2: ("nan_count", "int", False),
    3: ("pos_inf_count", "int", False), 4: ("neg_inf_count", "int", False),
    5: ("max", "double", False), 6: ("min", "double", False), 7: ("sum", "double", False),
    8: ("count", "int", False)})
_Image = _message("Image", {1: ("height", "int", False), 2: ("width", "int", False),
                            3: ("colorspace", "int", False), 4: ("encoded_image", "bytes", False)})
_Value = _message("Value", {1: ("tag", "string", False), 3: ("scalar_value", "float", False),
                            4: ("image", _Image, False), 8: ("tensor", TensorProto, False),
                            9: ("histogram", _Histogram, False)})
Summary = _message("Summary", {1: ("value", _Value, True)})
Summary.Value, Summary.Image, Summary.Histogram = _Value, _Image, _Histogram
_Histogram.bucket = _Bucket
Event = _message("Event", {1: ("wall_time", "double", False), 2: ("step", "int", False),
                           3: ("version", "string", False), 5: ("summary", Summary, False)})
