"""The MindRecord file format (MindSpore's ``.mindrecord`` + ``.mindrecord.db``), byte for byte.

A shard file is a header region of ``header_size`` bytes (a little-endian uint64 length, then the
header as JSON: schema, blob fields, index fields, pages, the shard file names) followed by
pages of ``page_size`` bytes, the last one cut at its end:

- BLOB_DATA pages hold each row's binary fields: a little-endian uint64 length, then the field's
  bytes when the schema has one binary field, or for each binary field (in ``blob_fields``
  order) a big-endian uint64 length and the bytes; a schema without one writes 4 zero bytes;
- RAW_DATA pages hold each row's scalar fields: a little-endian uint64 length, then a
  MessagePack map (``_msgpack``); the page lists, for each BLOB page, the offset of the first
  row whose blob is in it (``row_group_ids``).

Rows fill BLOB pages in order; the RAW pages come after the last BLOB page. The ``.db`` file is
SQLite: one ``INDEXES`` row per data row (its pages and offsets, and the index fields' values)
and the shard's file name. MindSpore reads a file through its ``.db``, so both are written.
"""
import json
import os
import sqlite3
import struct

import numpy as np

from . import _msgpack
from .exceptions import ParamValueError

VERSION = "3.0"
DEFAULT_HEADER_SIZE, DEFAULT_PAGE_SIZE = 1 << 24, 1 << 25
HEADER_RANGE, PAGE_RANGE = (1 << 14, 1 << 27), (1 << 15, 1 << 28)
SCALAR_TYPES = ("int32", "int64", "float32", "float64", "string", "bytes")
ARRAY_TYPES = ("int32", "int64", "float32", "float64")
_SQL_TYPE = {"int32": "INTEGER", "int64": "INTEGER", "float32": "REAL", "float64": "REAL",
             "string": "TEXT"}
_DDL = ("CREATE TABLE INDEXES(  ROW_ID               INT  NOT NULL, PAGE_ID_RAW          INT  "
        "NOT NULL, PAGE_OFFSET_RAW      INT  NOT NULL, PAGE_OFFSET_RAW_END  INT  NOT NULL, "
        "ROW_GROUP_ID         INT  NOT NULL, PAGE_ID_BLOB         INT  NOT NULL, "
        "PAGE_OFFSET_BLOB     INT  NOT NULL, PAGE_OFFSET_BLOB_END INT  NOT NULL")


_FORBIDDEN = set("\\/:*?\"<>|`&';")


def cxx_error(message):
    """2.10's RuntimeError for a failure in its C++ MindRecord reader or writer: the pipeline
    summary and the 'Dataset Pipeline Error Message' section holding ``[ERROR] message`` (its
    C++ call stack section left out, as minicell's other pipeline errors do)."""
    rule = "-" * 66
    return RuntimeError(f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline "
                        f"Error Message'. \n\n{rule}\n- Dataset Pipeline Error Message: \n"
                        f"{rule}\n[ERROR] {message}\n\n")


def check_filename(path, what="File path"):
    """MindSpore's file name rules (ParamValueError): a non-empty str, not ending in '/', whose
    base name has none of ``\\/:*?"<>|`&;'`` and no space at either end."""
    if not path:
        raise ParamValueError(f"{what} is not allowed None or empty!")
    if not isinstance(path, str):
        raise ParamValueError(f"File path: {path} is not string.")
    if path.endswith("/"):
        raise ParamValueError("File path can not end with '/'")
    name = os.path.basename(path)
    if set(name) & _FORBIDDEN:
        raise ParamValueError("File name should not contains \\/:*?\\\"<>|`&;\\'")
    if name.startswith(" ") or name.endswith(" "):
        raise ParamValueError("File name should not start/end with space.")


def check_consumer(num_consumer):
    """MindSpore's check of a reader's ``num_consumer`` (ParamValueError)."""
    if num_consumer is None:
        raise ParamValueError("Parameter num_consumer is None.")
    if isinstance(num_consumer, bool) or not isinstance(num_consumer, int):
        raise ParamValueError("Parameter num_consumer is not int.")
    if not 1 <= num_consumer <= 1024:
        raise ParamValueError(f"Parameter num_consumer: {num_consumer} should between 1 and "
                              f"1024.")


def is_blob(spec):
    """Whether a schema field is stored in the BLOB pages (bytes and arrays)."""
    return spec["type"] == "bytes" or "shape" in spec


def _int_array(spec):
    return "shape" in spec and spec["type"] in ("int32", "int64")


def encode_blob(row, schema, blob_fields):
    """One row's BLOB record (without its length prefix) and the bytes its integer arrays'
    compression saved. When the schema has an int32/int64 array, MindSpore stores every such
    array compressed (``_compress_int``)."""
    if not blob_fields:
        return bytes(4), 0
    compress = any(_int_array(schema[n]) for n in blob_fields)
    parts, saved = [], 0
    for name in blob_fields:
        spec, value = schema[name], row[name]
        data = bytes(value) if spec["type"] == "bytes" else \
            np.ascontiguousarray(value, spec["type"]).tobytes()
        if compress and _int_array(spec):
            packed = _compress_int(np.asarray(value, spec["type"]).reshape(-1))
            saved += len(data) - len(packed)
            data = packed
        parts.append(data if len(blob_fields) == 1 else struct.pack(">Q", len(data)) + data)
    return b"".join(parts), saved


def _compress_int(values):
    """MindSpore's integer array compression: the element count (big-endian uint32), a bitmap
    of 2 bits per element (its width: 0 int8, 1 int16, 2 int32, 3 int64; 4 elements a byte,
    first in the high bits), then each element little-endian in that width."""
    widths = np.full(values.shape, 3, np.uint8)
    for code, dtype in ((2, np.int32), (1, np.int16), (0, np.int8)):
        info = np.iinfo(dtype)
        widths[(values >= info.min) & (values <= info.max)] = code
    padded = np.concatenate([widths, np.zeros(-len(widths) % 4, np.uint8)]).reshape(-1, 4)
    bitmap = (padded[:, 0] << 6 | padded[:, 1] << 4 | padded[:, 2] << 2 | padded[:, 3])
    body = b"".join(int(v).to_bytes(1 << int(w), "little", signed=True)
                    for v, w in zip(values.tolist(), widths.tolist()))
    return struct.pack(">I", len(values)) + bitmap.astype(np.uint8).tobytes() + body


def _uncompress_int(data, dtype):
    (n,) = struct.unpack(">I", data[:4])
    bitmap = np.frombuffer(data[4:4 + (n + 3) // 4], np.uint8)
    widths = ((bitmap[:, None] >> np.array([6, 4, 2, 0], np.uint8)) & 3).reshape(-1)[:n]
    out, pos = np.empty(n, dtype), 4 + (n + 3) // 4
    for i, w in enumerate(widths.tolist()):
        size = 1 << w
        out[i] = int.from_bytes(data[pos:pos + size], "little", signed=True)
        pos += size
    return out


def decode_blob(data, schema, blob_fields):
    """``{field: value}`` of one BLOB record: bytes, or a numpy array of the field's dtype and
    shape (its -1 dimension from the data's length)."""
    if len(blob_fields) == 1:
        chunks = [data]
    else:
        chunks, pos = [], 0
        for _ in blob_fields:
            (n,) = struct.unpack(">Q", data[pos:pos + 8])
            chunks.append(data[pos + 8:pos + 8 + n])
            pos += 8 + n
    compress = any(_int_array(schema[n]) for n in blob_fields)
    out = {}
    for name, chunk in zip(blob_fields, chunks):
        spec = schema[name]
        if spec["type"] == "bytes":
            out[name] = bytes(chunk)
        elif compress and _int_array(spec):
            out[name] = _uncompress_int(chunk, spec["type"]).reshape(spec["shape"])
        else:
            out[name] = np.frombuffer(chunk, spec["type"]).reshape(spec["shape"]).copy()
    return out


class _Page:
    """A page being filled: its id in the file, its number among pages of its type, bytes."""

    def __init__(self, page_id, type_id, start_row=0):
        self.page_id, self.type_id, self.start_row = page_id, type_id, start_row
        self.data, self.groups = bytearray(), []


class ShardWriter:
    """Writes one shard as MindSpore does: each ``add`` call (one ``write_raw_data``) places its
    rows' BLOB records, then their RAW records, each in the current page of its type, opening
    the next page id when one is full; pages are written at ``header_size + id * page_size``
    as they fill, so only the open pages and the index live in memory. ``finish`` writes the
    open pages, the header (into the region kept free for it) and the ``.db``."""

    def __init__(self, tmp_path, shard_id, header_size, page_size):
        self.tmp_path, self.shard_id = tmp_path, shard_id
        self.header_size, self.page_size = header_size, page_size
        self.file = open(tmp_path, "wb")
        self.pages, self.next_id, self.counts = [], 0, {"BLOB_DATA": 0, "RAW_DATA": 0}
        self.blob = self.raw = None
        self.rows = []                # [raw page, raw offset, raw end, group, blob page, blob
        #                               offset, blob end, index values] per row
        self.compression_size = 0     # bytes the integer arrays' compression saved

    def _open(self, kind, start_row=0):
        page = _Page(self.next_id, self.counts[kind], start_row)
        self.next_id += 1
        self.counts[kind] += 1
        return page

    def _close(self, page, kind, end_row):
        self.file.seek(self.header_size + page.page_id * self.page_size)
        self.file.write(page.data)
        groups = page.groups if kind == "RAW_DATA" else [{"id": 0, "offset": 0}]
        start, end = (page.start_row, end_row) if kind == "BLOB_DATA" else (0, 0)
        self.pages.append(_page(page.page_id, kind, page.type_id, len(page.data), start, end,
                                groups, self.shard_id))

    def add(self, records):
        """Append rows: ``records`` is ``[(raw record, blob record, index values, saved)]``
        (records with their length prefixes; ``saved``: bytes compression saved)."""
        first = len(self.rows)
        for raw, blob, index, saved in records:
            if len(blob) > self.page_size:
                raise RuntimeError(f"Invalid data, a row's blob data ({len(blob)} bytes) is "
                                   f"larger than the page size {self.page_size}: set a larger "
                                   f"one with 'set_page_size'.")
            if self.blob is None:
                self.blob = self._open("BLOB_DATA", len(self.rows))
            elif len(self.blob.data) + len(blob) > self.page_size:
                self._close(self.blob, "BLOB_DATA", len(self.rows))
                self.blob = self._open("BLOB_DATA", len(self.rows))
            start = len(self.blob.data)
            self.blob.data += blob
            self.rows.append([None, 0, 0, self.blob.type_id, self.blob.page_id, start,
                              len(self.blob.data), index])
            self.compression_size += saved
        for row, (raw, _, _, _) in zip(self.rows[first:], records):
            if self.raw is None or len(self.raw.data) + len(raw) > self.page_size:
                if self.raw is not None:
                    self._close(self.raw, "RAW_DATA", 0)
                self.raw = self._open("RAW_DATA")
            if not self.raw.groups or self.raw.groups[-1]["id"] != row[3]:
                self.raw.groups.append({"id": row[3], "offset": len(self.raw.data)})
            row[:3] = [self.raw.page_id, len(self.raw.data), len(self.raw.data) + len(raw)]
            self.raw.data += raw

    def finish(self, header_base, index_specs):
        """Write the open pages and the header; then the ``.db``."""
        for page, kind in ((self.blob, "BLOB_DATA"), (self.raw, "RAW_DATA")):
            if page is not None:
                self._close(page, kind, len(self.rows))
        pages = sorted(self.pages, key=lambda p: p["page_id"])
        header = dict(header_base, page=pages, shard_id=self.shard_id,
                      compression_size=self.compression_size)
        header = {k: header[k] for k in ("header_size", "index_fields", "page", "page_size",
                                         "compression_size", "schema", "shard_addresses",
                                         "shard_id", "statistics", "version")}
        text = json.dumps(header, separators=(",", ":")).encode()
        if len(text) + 8 > self.header_size:
            self.file.close()
            raise RuntimeError(f"Invalid data, the header ({len(text) + 8} bytes) does not fit "
                               f"in header size {self.header_size}: set a larger one with "
                               f"'set_header_size'.")
        self.file.seek(0)
        self.file.write(struct.pack("<Q", len(text)) + text)
        last = pages[-1] if pages else None
        self.file.truncate(self.header_size + (last["page_id"] * self.page_size +
                                               last["page_size"] if last else 0))
        self.file.close()
        _write_db(self.tmp_path + ".db", header["shard_addresses"][self.shard_id], index_specs,
                  self.rows)

    def abandon(self):
        self.file.close()
        for path in (self.tmp_path, self.tmp_path + ".db"):
            if os.path.exists(path):
                os.remove(path)


def _page(page_id, kind, type_id, size, start, end, groups, shard_id):
    return {"end_row_id": end, "page_id": page_id, "page_size": size, "page_type": kind,
            "page_type_id": type_id, "row_group_ids": groups, "shard_id": shard_id,
            "start_row_id": start}


def _write_db(path, shard_name, index_specs, rows):
    """The SQLite index: ``index_specs`` is ``[(field, type)]``; each row is its 7 page
    locations and its index values."""
    if os.path.exists(path):
        os.remove(path)
    extra = "".join(f",INC_{i} INT, {name}_0 {_SQL_TYPE[kind]}"
                    for i, (name, kind) in enumerate(index_specs))
    keys = "".join(f",INC_{i}" for i in range(len(index_specs)))
    con = sqlite3.connect(path)
    try:
        con.execute(f"{_DDL}{extra}, PRIMARY KEY(ROW_ID{keys}))")
        con.execute("CREATE TABLE SHARD_NAME(NAME TEXT NOT NULL)")
        con.execute("INSERT INTO SHARD_NAME VALUES (?)", (shard_name,))
        marks = ",".join("?" * (8 + 2 * len(index_specs)))
        con.executemany(f"INSERT INTO INDEXES VALUES ({marks})", [
            (row_id, *row[:7], *[v for value in row[7] for v in (0, value)])
            for row_id, row in enumerate(rows)])
        con.commit()
    finally:
        con.close()


def read_header(path):
    """The header of a MindRecord shard file; RuntimeError (MindSpore's wording) when the file
    or its ``.db`` is missing or is not a MindRecord file."""
    for p in (path, path + ".db"):
        if not os.path.isfile(p):
            raise RuntimeError(f"The input: {p} is not exists.")
        size = os.path.getsize(p)
        if size < 8:
            raise RuntimeError(f"Invalid file, the size of mindrecord file: {size} is smaller "
                               f"than the lower limit: 8.\n Please check file path: {p} and use "
                               f"'FileWriter' to generate valid mindrecord files.")
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        if n > min(HEADER_RANGE[1], os.path.getsize(path) - 8):
            raise RuntimeError(f"Invalid file, the size of mindrecord file header is larger than "
                               f"the upper limit. \nThe invalid mindrecord file is "
                               f"[{os.path.basename(path)}]. \nPlease use 'FileWriter' to "
                               f"generate valid mindrecord files.")
        try:
            return json.loads(f.read(n))
        except ValueError as e:
            raise RuntimeError(f"Invalid file, failed to parse the header of mindrecord file: "
                               f"{path} ({e}). Please use 'FileWriter' to generate valid "
                               f"mindrecord files.") from None


def check_meta(path):
    """A shard file's ``.db`` must be a MindRecord index naming the file (MindSpore's check
    against renamed files); RuntimeError, in MindSpore's words, when it is not."""
    try:
        con = sqlite3.connect(f"file:{path}.db?mode=ro", uri=True)
        try:
            names = [r[0] for r in con.execute("SELECT NAME FROM SHARD_NAME")]
        finally:
            con.close()
    except sqlite3.Error as e:
        raise RuntimeError(f"Failed to execute the sql [ SELECT NAME from SHARD_NAME; ] while "
                           f"verifying meta file, {e}.\nPlease check the meta file: {path}.db") \
            from None
    if os.path.basename(path) not in names:
        raise RuntimeError(f"Invalid file, mindrecord meta file: {os.path.basename(path)}.db and "
                           f"mindrecord file: {os.path.basename(path)} can not match. Please do "
                           f"not rename the mindrecord file or meta file.")


def read_rows(path, header):
    """``[(scalar fields dict, (blob offset in the file, blob length))]`` of a shard's rows, in
    order: the RAW records are parsed, the BLOB ones located (read on demand)."""
    size, page = header["header_size"], header["page_size"]
    blobs, raws = [], []
    with open(path, "rb") as f:
        for p in sorted(header["page"], key=lambda p: p["page_id"]):
            base = size + p["page_id"] * page
            f.seek(base)
            data = f.read(p["page_size"])
            pos = 0
            while pos < len(data):
                (n,) = struct.unpack("<Q", data[pos:pos + 8])
                if p["page_type"] == "RAW_DATA":
                    raws.append(_msgpack.unpack(data[pos + 8:pos + 8 + n]))
                else:
                    blobs.append((base + pos + 8, n))
                pos += 8 + n
    if blobs and len(blobs) != len(raws):
        raise RuntimeError(f"Invalid file, {path} holds {len(raws)} raw records but "
                           f"{len(blobs)} blob records.")
    return list(zip(raws, blobs or [(0, 0)] * len(raws)))


def shard_files(path, header):
    """The files of the dataset ``path`` belongs to (its header's ``shard_addresses``, beside
    it); RuntimeError, in MindSpore's words, when one of them or its ``.db`` is missing."""
    folder = os.path.abspath(os.path.dirname(path))
    files = [os.path.join(folder, os.path.basename(name)) for name in header["shard_addresses"]]
    for name in files:
        if not os.path.isfile(name):
            raise RuntimeError(f"Invalid file, mindrecord file: {name} can not be found. Please "
                               f"check whether the mindrecord file exists and do not rename the "
                               f"mindrecord file.")
        if not os.path.isfile(name + ".db"):
            raise RuntimeError(f"Invalid file, failed to open mindrecord meta file. Please check "
                               f"whether the meta file: {name}.db exists and do not rename the "
                               f"mindrecord file and meta file.")
    return files
