"""The MessagePack subset MindRecord stores its rows' scalar fields in (one map per row).

MindSpore writes them with nlohmann::json's ``to_msgpack``: the smallest encoding of each
integer (unsigned forms for non-negative ones), a double as float32 when that loses nothing,
strings as str8/16/32. ``pack`` writes the same bytes, so a file minicell writes is the file
MindSpore would write for the same rows; ``unpack`` reads every form of the format.
"""
import struct

import numpy as np


def pack(value):
    """``value`` (dict / list / str / bytes / int / float / bool / None) as MessagePack bytes."""
    out = bytearray()
    _pack(value, out)
    return bytes(out)


def _pack(v, out):
    if v is None:
        out.append(0xC0)
    elif isinstance(v, (bool, np.bool_)):
        out.append(0xC3 if v else 0xC2)
    elif isinstance(v, (int, np.integer)):
        _pack_int(int(v), out)
    elif isinstance(v, (float, np.floating)):
        v = float(v)
        if not np.isfinite(v) or (abs(v) < 3.4e38 and float(np.float32(v)) == v):
            out += b"\xca" + struct.pack(">f", v)
        else:
            out += b"\xcb" + struct.pack(">d", v)
    elif isinstance(v, str):
        data = v.encode("utf-8")
        _head(len(data), out, 0xA0, 32, 0xD9, 0xDA, 0xDB)
        out += data
    elif isinstance(v, (bytes, bytearray)):
        _head(len(v), out, None, 0, 0xC4, 0xC5, 0xC6)
        out += v
    elif isinstance(v, dict):
        _head(len(v), out, 0x80, 16, None, 0xDE, 0xDF)
        for k, item in v.items():
            _pack(k, out)
            _pack(item, out)
    elif isinstance(v, (list, tuple)):
        _head(len(v), out, 0x90, 16, None, 0xDC, 0xDD)
        for item in v:
            _pack(item, out)
    else:
        raise TypeError(f"MindRecord cannot store a {type(v).__name__} in a scalar field")


def _head(n, out, fix, fix_limit, code8, code16, code32):
    if fix is not None and n < fix_limit:
        out.append(fix | n)
    elif code8 is not None and n < 1 << 8:
        out += bytes((code8, n))
    elif n < 1 << 16:
        out += bytes((code16,)) + struct.pack(">H", n)
    else:
        out += bytes((code32,)) + struct.pack(">I", n)


def _pack_int(v, out):
    if v >= 0:
        if v < 0x80:
            out.append(v)
        else:
            for code, fmt, limit in ((0xCC, ">B", 8), (0xCD, ">H", 16), (0xCE, ">I", 32),
                                     (0xCF, ">Q", 64)):
                if v < 1 << limit:
                    out += bytes((code,)) + struct.pack(fmt, v)
                    return
            raise OverflowError(f"{v} does not fit in 64 bits")
    elif v >= -32:
        out.append(v & 0xFF)
    else:
        for code, fmt, limit in ((0xD0, ">b", 7), (0xD1, ">h", 15), (0xD2, ">i", 31),
                                 (0xD3, ">q", 63)):
            if v >= -(1 << limit):
                out += bytes((code,)) + struct.pack(fmt, v)
                return
        raise OverflowError(f"{v} does not fit in 64 bits")


_FIXED = {0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q", 0xD0: ">b", 0xD1: ">h", 0xD2: ">i",
          0xD3: ">q", 0xCA: ">f", 0xCB: ">d"}
_SIZED = {0xD9: (">B", "str"), 0xDA: (">H", "str"), 0xDB: (">I", "str"),
          0xC4: (">B", "bin"), 0xC5: (">H", "bin"), 0xC6: (">I", "bin"),
          0xDC: (">H", "array"), 0xDD: (">I", "array"), 0xDE: (">H", "map"), 0xDF: (">I", "map")}


def unpack(data):
    """The value MessagePack ``data`` (bytes) holds; ValueError when it is not one value."""
    value, end = _unpack(memoryview(data), 0)
    if end != len(data):
        raise ValueError(f"{len(data) - end} bytes left after the MessagePack value")
    return value


def _unpack(buf, i):
    b = buf[i]
    i += 1
    if b < 0x80:
        return b, i
    if b >= 0xE0:
        return b - 0x100, i
    if 0xA0 <= b <= 0xBF:
        return _take(buf, i, b & 0x1F, "str")
    if 0x80 <= b <= 0x8F:
        return _collection(buf, i, b & 0x0F, "map")
    if 0x90 <= b <= 0x9F:
        return _collection(buf, i, b & 0x0F, "array")
    if b in (0xC0, 0xC2, 0xC3):
        return {0xC0: None, 0xC2: False, 0xC3: True}[b], i
    if b in _FIXED:
        fmt = _FIXED[b]
        size = struct.calcsize(fmt)
        return struct.unpack(fmt, buf[i:i + size])[0], i + size
    if b in _SIZED:
        fmt, kind = _SIZED[b]
        size = struct.calcsize(fmt)
        n = struct.unpack(fmt, buf[i:i + size])[0]
        if kind in ("str", "bin"):
            return _take(buf, i + size, n, kind)
        return _collection(buf, i + size, n, kind)
    raise ValueError(f"unsupported MessagePack byte 0x{b:02x}")


def _take(buf, i, n, kind):
    raw = bytes(buf[i:i + n])
    if len(raw) != n:
        raise ValueError("truncated MessagePack data")
    return (raw.decode("utf-8") if kind == "str" else raw), i + n


def _collection(buf, i, n, kind):
    if kind == "array":
        items = []
        for _ in range(n):
            item, i = _unpack(buf, i)
            items.append(item)
        return items, i
    out = {}
    for _ in range(n):
        key, i = _unpack(buf, i)
        out[key], i = _unpack(buf, i)
    return out, i
