"""A reader of MATLAB level-5 MAT-files (``.mat`` as ``save -v7`` and older write them), for the
dataset readers whose annotations come in that format (SVHN, Flowers102, Caltech101, SBD).

``load_mat(path)`` gives ``{variable name: value}``: numeric and logical arrays as numpy arrays
of the MATLAB shape (column-major data reordered) and of the type the data is stored with
(MATLAB stores small whole doubles as bytes; scipy's ``loadmat`` also answers the stored
type), char arrays as ``str`` (one row) or arrays of ``str``, cell arrays as object arrays,
structs as object arrays of ``{field: value}`` dicts and sparse matrices as dense arrays.
Compressed variables (``miCOMPRESSED``) are inflated with zlib. MATLAB 7.3 files (HDF5) are
refused with a ``ValueError``.

>>> import io, struct, numpy as np
>>> head = b"MATLAB 5.0 MAT-file".ljust(116) + bytes(8) + struct.pack("<H", 0x100) + b"IM"
>>> def element(kind, data):
...     return struct.pack("<II", kind, len(data)) + data + bytes(-len(data) % 8)
>>> var = (element(6, struct.pack("<II", 6, 0)) + element(5, struct.pack("<ii", 1, 2))
...        + element(1, b"y") + element(2, bytes([3, 4])))
>>> buf = io.BytesIO(head + element(14, var))
>>> load_mat(buf)["y"]
array([[3, 4]], dtype=uint8)
"""
import struct
import zlib

import numpy as np

__all__ = ["load_mat"]

# miINT8 .. miUINT64 (data element types) and mxDOUBLE .. mxUINT64 (array classes)
_ELEMENT_DTYPES = {1: "i1", 2: "u1", 3: "i2", 4: "u2", 5: "i4", 6: "u4", 7: "f4", 9: "f8",
                   12: "i8", 13: "u8", 16: "u1", 17: "u2", 18: "u4"}
_CLASS_DTYPES = {6: "f8", 7: "f4", 8: "i1", 9: "u1", 10: "i2", 11: "u2", 12: "i4", 13: "u4",
                 14: "i8", 15: "u8"}
_MI_MATRIX, _MI_COMPRESSED = 14, 15
_MX_CELL, _MX_STRUCT, _MX_OBJECT, _MX_CHAR, _MX_SPARSE = 1, 2, 3, 4, 5


class _Reader:
    def __init__(self, data, endian):
        self.data, self.pos, self.endian = data, 0, endian

    def element(self):
        """(type, payload bytes) of the next data element, past its padding."""
        kind, size = struct.unpack_from(self.endian + "II", self.data, self.pos)
        if kind >> 16:      # small data element: 2-byte size, 2-byte type, 4 bytes of data
            size, kind = kind >> 16, kind & 0xFFFF
            payload = self.data[self.pos + 4:self.pos + 4 + size]
            self.pos += 8
            return kind, payload
        start = self.pos + 8
        payload = self.data[start:start + size]
        if len(payload) != size:
            raise ValueError("Truncated MAT-file: a data element runs past the end.")
        self.pos = start + size + (0 if kind == _MI_COMPRESSED else -size % 8)
        return kind, payload

    def numbers(self, dtype=None):
        kind, payload = self.element()
        if kind not in _ELEMENT_DTYPES:
            raise ValueError(f"Unsupported MAT-file data type {kind}.")
        return np.frombuffer(payload, np.dtype(_ELEMENT_DTYPES[kind]).newbyteorder(
            "<" if self.endian == "<" else ">")).astype(dtype or _ELEMENT_DTYPES[kind])


def _matrix(payload, endian):
    """(name, value) of a miMATRIX element's payload."""
    reader = _Reader(payload, endian)
    if not payload:
        return "", np.zeros((0, 0))
    flags = reader.numbers("u4")
    cls, complex_, logical = int(flags[0] & 0xFF), bool(flags[0] & 0x800), bool(flags[0] & 0x200)
    dims = tuple(int(d) for d in reader.numbers("i8"))
    name = bytes(reader.element()[1]).decode("latin-1")
    count = int(np.prod(dims))
    if cls == _MX_CELL:
        cells = [_matrix(reader.element()[1], endian)[1] for _ in range(count)]
        return name, _objects(cells, dims)
    if cls in (_MX_STRUCT, _MX_OBJECT):
        if cls == _MX_OBJECT:
            reader.element()                                    # the class name
        width = int(reader.numbers("i8")[0])
        raw = bytes(reader.element()[1])
        fields = [raw[k:k + width].split(b"\0")[0].decode("latin-1")
                  for k in range(0, len(raw), width)]
        items = [{f: _matrix(reader.element()[1], endian)[1] for f in fields}
                 for _ in range(count)]
        return name, _objects(items, dims)
    if cls == _MX_SPARSE:
        rows, cols = reader.numbers("i8"), reader.numbers("i8")
        values = reader.numbers()
        if complex_:
            values = values + 1j * reader.numbers()
        dense = np.zeros(dims, values.dtype if not logical else bool)   # stored type
        for c in range(dims[1]):
            for k in range(cols[c], cols[c + 1]):
                dense[rows[k], c] = values[k]
        return name, dense
    if cls == _MX_CHAR:
        codes = reader.numbers("u4") if count else np.zeros(0, "u4")
        chars = np.array([chr(c) for c in codes], object).reshape(dims, order="F")
        if len(dims) == 2 and dims[0] <= 1:
            return name, "".join(chars.ravel())
        return name, np.array(["".join(r) for r in chars.reshape(dims[0], -1)])
    if cls not in _CLASS_DTYPES:
        raise ValueError(f"Unsupported MAT-file array class {cls}.")
    values = reader.numbers(bool if logical else None)
    if complex_:
        values = values + 1j * reader.numbers()
    return name, values.reshape(dims, order="F")


def _objects(items, dims):
    out = np.empty(len(items), object)
    out[:] = items
    return out.reshape(dims, order="F")


def load_mat(file):
    """The variables of a level-5 MAT-file (a path or a binary file object)."""
    if hasattr(file, "read"):
        data = file.read()
    else:
        with open(file, "rb") as f:
            data = f.read()
    if len(data) < 128:
        raise ValueError("Not a MAT-file: shorter than its 128-byte header.")
    if data[126:128] not in (b"IM", b"MI"):
        raise ValueError("Not a level-5 MAT-file (no endian indicator in the header).")
    version = struct.unpack("<H" if data[126:128] == b"IM" else ">H", data[124:126])[0]
    if version == 0x0200:
        raise ValueError("MATLAB 7.3 (HDF5) MAT-files are not supported; save with -v7.")
    endian = "<" if data[126:128] == b"IM" else ">"
    reader, out = _Reader(data, endian), {}
    reader.pos = 128
    while reader.pos + 8 <= len(data):
        kind, payload = reader.element()
        if kind == _MI_COMPRESSED:
            inner = _Reader(zlib.decompress(payload), endian)
            kind, payload = inner.element()
        if kind == _MI_MATRIX:
            name, value = _matrix(payload, endian)
            out[name] = value
    return out
