"""MindSpore's ``.ckpt`` wire format: a tiny hand-written protobuf codec.

A MindSpore checkpoint is the protobuf (proto2) message, checked against the descriptor that
MindSpore 2.10 ships (``mindspore/train/checkpoint_pb2.py``) and against files it wrote::

    message Checkpoint  { repeated Value value = 1; }
    message Value       { required string tag = 1;
                          oneof value { TensorProto tensor = 2; MapTensorProto maptensor = 3; } }
    message TensorProto { repeated int64 dims = 1;            // written unpacked (proto2)
                          required string tensor_type = 2;    // "Float32", "BFloat16", "str"...
                          required bytes tensor_content = 3; } // raw little-endian elements

MindSpore writes one serialized ``Checkpoint`` per Parameter (or per 512 MiB chunk of a large
one, the chunks sharing the tag) and concatenates them, which protobuf reads as one message whose
``value`` list is the concatenation. A 0-d tensor has no ``dims``; a string (``append_dict``) has
``dims=[0]``, type ``"str"`` and UTF-32 content. With ``crc_check=True`` MindSpore appends the
17-byte trailer ``b"crc_num" + crc32.to_bytes(10, "big")`` after the protobuf data.

Why hand-written rather than the ``protobuf`` library: the schema is three small messages, so a
codec is ~150 lines and adds no dependency; it reads tensor contents as zero-copy slices of the
file buffer (no 2 GiB message limit); and every length and varint is bound-checked, so a corrupt
or truncated file raises :class:`CheckpointFormatError` (a ``ValueError``) saying at which byte
and why, never a crash, a hang or an over-allocation. Nothing in a file is ever executed.

>>> blob = encode_entry("w", (2,), "Float32", b"\\0" * 8)
>>> [(e.tag, e.dims, e.tensor_type, bytes(e.content)) for e in decode(blob)]
[('w', (2,), 'Float32', b'\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00')]
"""
from __future__ import annotations

import zlib
from typing import NamedTuple

__all__ = ["CheckpointFormatError", "Entry", "entry_header", "encode_entry", "decode",
           "split_crc_trailer", "crc_trailer", "crc32", "CHUNK_BYTES"]

# MindSpore splits a tensor's bytes into chunks of this size, each its own Value with the same
# tag; writing the same chunks keeps minicell's files byte-identical to MindSpore's.
CHUNK_BYTES = 512 * 1024 * 1024

_VARINT, _I64, _LEN, _SGROUP, _EGROUP, _I32 = 0, 1, 2, 3, 4, 5
_CRC_MAGIC = b"crc_num"
_CRC_TRAILER_LEN = len(_CRC_MAGIC) + 10


class CheckpointFormatError(ValueError):
    """The bytes are not a valid MindSpore checkpoint (corrupt, truncated, or another format)."""


class Entry(NamedTuple):
    """One ``Checkpoint.Value``: ``content`` is a memoryview into the decoded buffer."""
    tag: str
    dims: tuple
    tensor_type: str
    content: memoryview
    offset: int          # where the Value starts in the buffer (for error messages)


# ---- encoding ------------------------------------------------------------------------------
def _varint(n: int) -> bytes:
    if n < 0:                       # int64 negatives are 10-byte two's complement varints
        n += 1 << 64
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _len_field(field: int, payload: bytes) -> bytes:
    return _varint((field << 3) | _LEN) + _varint(len(payload)) + payload


def entry_header(tag: str, dims, tensor_type: str, content_len: int) -> bytes:
    """The bytes of a one-Value ``Checkpoint`` that precede its ``tensor_content``.

    ``tensor_content`` is the last field, so a writer can stream ``header + content`` without
    concatenating (copying) a large tensor.
    """
    tensor_head = b"".join(_varint((1 << 3) | _VARINT) + _varint(int(d)) for d in dims)
    tensor_head += _len_field(2, tensor_type.encode("utf-8"))
    tensor_head += _varint((3 << 3) | _LEN) + _varint(content_len)
    value_head = (_len_field(1, tag.encode("utf-8"))
                  + _varint((2 << 3) | _LEN) + _varint(len(tensor_head) + content_len))
    value_len = len(value_head) + len(tensor_head) + content_len
    return _varint((1 << 3) | _LEN) + _varint(value_len) + value_head + tensor_head


def encode_entry(tag: str, dims, tensor_type: str, content) -> bytes:
    """One serialized ``Checkpoint`` holding one Value, byte-identical to MindSpore's writer.

    >>> encode_entry("b", (), "Float32", b"\\0\\0\\x80?").hex()
    '0a140a0162120f1207466c6f617433321a040000803f'
    """
    content = bytes(content)
    return entry_header(tag, dims, tensor_type, len(content)) + content


def crc_trailer(crc: int) -> bytes:
    """MindSpore's ``crc_check=True`` trailer for a file whose protobuf bytes have ``crc``."""
    return _CRC_MAGIC + (crc & 0xFFFFFFFF).to_bytes(10, "big")


def split_crc_trailer(buf):
    """``(protobuf_bytes, stored_crc or None)``; the trailer is recognised as MindSpore does."""
    if len(buf) >= _CRC_TRAILER_LEN and bytes(buf[-_CRC_TRAILER_LEN:-10]) == _CRC_MAGIC:
        return buf[:-_CRC_TRAILER_LEN], int.from_bytes(bytes(buf[-10:]), "big")
    return buf, None


def crc32(buf) -> int:
    return zlib.crc32(buf) & 0xFFFFFFFF


# ---- decoding ------------------------------------------------------------------------------
class _Reader:
    """Bound-checked cursor over ``buf[pos:end]``; every read either fits or raises."""

    __slots__ = ("buf", "pos", "end", "what")

    def __init__(self, buf, pos, end, what):
        self.buf, self.pos, self.end, self.what = buf, pos, end, what

    def fail(self, why, at=None):
        at = self.pos if at is None else at
        raise CheckpointFormatError(f"corrupt checkpoint data at byte {at} ({self.what}): {why}")

    def varint(self) -> int:
        start, result, shift = self.pos, 0, 0
        while True:
            if self.pos >= self.end:
                self.fail("truncated varint", start)
            b = self.buf[self.pos]
            self.pos += 1
            result |= (b & 0x7F) << shift
            if not b & 0x80:
                return result
            shift += 7
            if shift >= 70:         # a varint is at most 10 bytes
                self.fail("varint longer than 10 bytes", start)

    def key(self):
        at = self.pos
        k = self.varint()
        field, wire = k >> 3, k & 7
        if field == 0:
            self.fail("field number 0", at)
        return field, wire, at

    def length_delimited(self):
        at = self.pos
        n = self.varint()
        if n > self.end - self.pos:
            self.fail(f"a field of {n} bytes runs past the end of its message "
                      f"({self.end - self.pos} bytes left): the file is truncated or corrupt", at)
        start = self.pos
        self.pos += n
        return start, self.pos

    def skip(self, wire, at):
        """Skip an unknown field (newer MindSpore versions may add some)."""
        if wire == _VARINT:
            self.varint()
        elif wire == _LEN:
            self.length_delimited()
        elif wire in (_I64, _I32):
            n = 8 if wire == _I64 else 4
            if n > self.end - self.pos:
                self.fail("truncated fixed-width field", at)
            self.pos += n
        else:                       # groups are deprecated and never written by MindSpore
            self.fail(f"unsupported wire type {wire}", at)

    def string(self, start, end, what):
        try:
            return bytes(self.buf[start:end]).decode("utf-8")
        except UnicodeDecodeError:
            self.fail(f"{what} is not valid UTF-8", start)


def _int64(n: int) -> int:
    return n - (1 << 64) if n >= 1 << 63 else n


def _decode_tensor(r: _Reader, state: dict):
    """Fields of a TensorProto; repeated occurrences merge as protobuf specifies."""
    while r.pos < r.end:
        field, wire, at = r.key()
        if field == 1 and wire == _VARINT:
            state["dims"].append(_int64(r.varint()))
        elif field == 1 and wire == _LEN:        # packed dims: accepted, as protobuf does
            start, end = r.length_delimited()
            sub = _Reader(r.buf, start, end, r.what)
            while sub.pos < sub.end:
                state["dims"].append(_int64(sub.varint()))
        elif field == 2 and wire == _LEN:
            state["type"] = r.string(*r.length_delimited(), "tensor_type")
        elif field == 3 and wire == _LEN:
            start, end = r.length_delimited()
            state["content"] = r.buf[start:end]
        elif field in (1, 2, 3):
            r.fail(f"TensorProto field {field} has wire type {wire}", at)
        else:
            r.skip(wire, at)


def _decode_value(buf, start, end) -> Entry:
    r = _Reader(buf, start, end, "Checkpoint.Value")
    tag = None
    tensor = None
    while r.pos < r.end:
        field, wire, at = r.key()
        if field == 1 and wire == _LEN:
            tag = r.string(*r.length_delimited(), "tag")
        elif field == 2 and wire == _LEN:
            s, e = r.length_delimited()
            if tensor is None:
                tensor = {"dims": [], "type": None, "content": None}
            _decode_tensor(_Reader(buf, s, e, "TensorProto"), tensor)
        elif field == 3 and wire == _LEN:
            r.fail("a MapParameter (maptensor) entry: minicell has no MapParameter", at)
        elif field in (1, 2):
            r.fail(f"Value field {field} has wire type {wire}", at)
        else:
            r.skip(wire, at)
    if tag is None:
        r.fail("a Value without its required 'tag'", start)
    if tensor is None:
        r.fail(f"Value '{tag}' holds no tensor", start)
    if tensor["type"] is None or tensor["content"] is None:
        r.fail(f"tensor '{tag}' lacks its required tensor_type or tensor_content", start)
    if any(d < 0 for d in tensor["dims"]):
        r.fail(f"tensor '{tag}' has negative dims {tensor['dims']}", start)
    return Entry(tag, tuple(tensor["dims"]), tensor["type"], tensor["content"], start)


def decode(buf) -> list:
    """Every Value of a serialized ``Checkpoint`` (``buf``: bytes-like, without CRC trailer).

    Raises CheckpointFormatError on any malformed byte; it never reads outside ``buf``.
    """
    buf = memoryview(buf).cast("B") if not isinstance(buf, memoryview) else buf
    r = _Reader(buf, 0, len(buf), "Checkpoint")
    out = []
    while r.pos < r.end:
        field, wire, at = r.key()
        if field == 1 and wire == _LEN:
            out.append(_decode_value(buf, *r.length_delimited()))
        elif field == 1:
            r.fail(f"Checkpoint field 1 has wire type {wire}", at)
        else:
            r.skip(wire, at)
    return out
