"""``mindspore.mindrecord.FileWriter``: writes rows (dicts) into MindRecord shard files that
MindSpore reads, with its schema rules and errors.

Rows that do not match the schema are dropped (MindSpore's writer skips them too). Files are
written beside their final names and moved into place by ``commit``: a failure before that
leaves any existing files as they were. Where MindSpore sends a row of ``write_raw_data`` to a
shard it picks at random for the remainder of an uneven split, minicell gives the remainder to
the first shards (a reproducible file content).
"""
import logging
import os
import shutil

import numpy as np

from . import _format, _msgpack, config
from ._format import check_filename
from .exceptions import MRMDefineIndexError, MRMGetMetaError, MRMInvalidSchemaError, \
    ParamTypeError, ParamValueError

_LOG = logging.getLogger("minicell.mindrecord")
_INT_RANGE = {"int32": (-2 ** 31, 2 ** 31 - 1), "int64": (-2 ** 63, 2 ** 63 - 1)}


class FileWriter:
    """``FileWriter(file_name, shard_num=1, overwrite=False)``; ``add_schema``, ``add_index``,
    ``write_raw_data``, ``commit``; ``open_for_append(file_name)`` continues a dataset."""

    def __init__(self, file_name, shard_num=1, overwrite=False):
        check_filename(file_name)
        if shard_num is None:
            raise ParamValueError("Parameter shard_num is None.")
        if isinstance(shard_num, bool) or not isinstance(shard_num, int):
            raise ParamValueError("Parameter shard_num's type is not int.")
        if not 1 <= shard_num <= 1000:
            raise ParamValueError(f"Parameter shard_num's value: {shard_num} should between 1 "
                                  f"and 1000.")
        if not isinstance(overwrite, bool):
            raise ParamValueError("Parameter overwrite's type is not bool.")
        if shard_num > 1 and config.enc_key() is not None:
            raise RuntimeError("When encode mode is enabled, the automatic sharding function is "
                               "unavailable.")
        width = len(str(shard_num - 1))
        self._paths = [file_name] if shard_num == 1 else \
            [f"{file_name}{str(i).rjust(width, '0')}" for i in range(shard_num)]
        self._overwrite, self._append, self._flushed = overwrite, False, False
        self._schema, self._desc, self._index = None, "", None
        self._header_size, self._page_size = _format.DEFAULT_HEADER_SIZE, \
            _format.DEFAULT_PAGE_SIZE
        self._shards = None
        self._parallel = None       # write_raw_data's parallel_writer: the first call's, kept
        # open_for_append: the rows already in the file, its dataset's files and its shard id
        self._old_rows, self._addresses, self._shard_id = None, None, 0

    @classmethod
    def open_for_append(cls, file_name):
        """A writer that adds rows to the existing MindRecord file ``file_name`` (rewritten,
        with the old rows first, by ``commit``)."""
        check_filename(file_name)
        _, made = config.decrypted_pair(file_name)
        for copy, path in zip(made, (file_name, file_name + ".db")):   # decrypted in place
            shutil.move(copy, path)
        config.remove_decrypted(made)
        header = _format.read_header(file_name)
        from .filereader import shard_rows
        writer = cls(file_name, 1, overwrite=True)
        writer._append = True
        schema = header["schema"][0]
        writer._schema, writer._desc = schema["schema"], schema.get("desc", "")
        writer._index = [f["index_field"] for f in header["index_fields"] or []]
        writer._header_size, writer._page_size = header["header_size"], header["page_size"]
        writer._addresses, writer._shard_id = header["shard_addresses"], header["shard_id"]
        writer._old_rows = list(shard_rows(file_name))
        return writer

    # ---- schema -------------------------------------------------------------------------------
    def add_schema(self, content, desc=None):
        """The fields of every row: ``{name: {"type": t[, "shape": [...]]}}``."""
        _validate_schema(content)
        self._schema = {k: dict(sorted(content[k].items())) for k in sorted(content)}
        self._desc = "" if desc is None else desc

    def add_index(self, index_fields):
        """The scalar fields the ``.db`` indexes (default: every scalar field)."""
        if not index_fields or not isinstance(index_fields, list):
            raise ParamTypeError("index_fields", "list")
        if self._schema is None:
            raise MRMGetMetaError()
        for field in index_fields:
            if self._schema and field in self._schema and _format.is_blob(self._schema[field]):
                raise MRMDefineIndexError(f"Failed to set field {field} since it's not "
                                          f"primitive type.")
            if not isinstance(field, str):
                raise ParamTypeError("index field", "str")
        self._index = list(index_fields)

    def set_header_size(self, header_size):
        self._header_size = _check_size("header size", header_size, _format.HEADER_RANGE)

    def set_page_size(self, page_size):
        self._page_size = _check_size("page size", page_size, _format.PAGE_RANGE)

    # ---- rows ---------------------------------------------------------------------------------
    def write_raw_data(self, raw_data, parallel_writer=False):
        """Write ``raw_data`` (a list of dicts); rows that do not match the schema are
        skipped. ``parallel_writer`` must be the same on every call (as in MindSpore 2.10)."""
        if not isinstance(parallel_writer, bool):
            raise TypeError("The parameter `parallel_writer` must be bool.")
        if self._parallel not in (None, parallel_writer):
            raise RuntimeError("The parameter `parallel_writer` must be consistent during use.")
        self._parallel = parallel_writer
        if self._flushed and not self._append:
            raise RuntimeError(
                "Not allowed to call `write_raw_data` on flushed MindRecord files.When creating "
                "new MindRecord files, please remove `commit` before `write_raw_data`. In other "
                "cases, when appending to existing MindRecord files, please call "
                "`open_for_append` first and then `write_raw_data`.")
        self._open()
        if not isinstance(raw_data, list):
            raise ParamTypeError("raw_data", "list")
        for row in raw_data:
            if not isinstance(row, dict):
                raise ParamTypeError("raw_data item", "dict")
        rows = [row for row in raw_data if self._row_ok(row)]
        if not rows:
            error = RuntimeError("There is no valid data which can be written by "
                                 "'write_raw_data' to mindrecord file. Please check the abnormal "
                                 "input data indicated in the warning log above.")
            if not parallel_writer:
                raise error
            # 2.10: its writer process dies (logging this) and commit raises (measured)
            _LOG.error("%s", error)
            self._worker_error = True
            return
        if len(rows) < len(raw_data):
            _LOG.warning("%d of %d rows do not match the MindRecord schema and were skipped",
                         len(raw_data) - len(rows), len(raw_data))
        per, extra = divmod(len(rows), len(self._shards))
        start = 0
        for i, shard in enumerate(self._shards):
            end = start + per + (i < extra)
            shard.add([self._record(row) for row in rows[start:end]])
            start = end

    def _open(self):
        if self._shards is not None:
            return
        if self._schema is None:
            raise _format.cxx_error("Invalid data, schema is not found in header, please use "
                                    "'add_schema' to add a schema for new mindrecord files.")
        for path in self._paths:
            folder = os.path.dirname(os.path.abspath(path))
            if not os.path.isdir(folder):
                raise _format.cxx_error(f"Invalid dir, failed to get the realpath of "
                                        f"mindrecord file dir. Please check path: "
                                        f"{os.path.dirname(path)}")
            if not self._overwrite and (os.path.exists(path) or os.path.exists(path + ".db")):
                raise _format.cxx_error(f"Invalid file, mindrecord files already exist. "
                                        f"Please check file path: {os.path.abspath(path)}.\nIf "
                                        f"you do not want to keep the files, set the "
                                        f"'overwrite' parameter to True and try again.")
        self._shards = [_format.ShardWriter(f"{path}.minicell-tmp-{os.getpid()}",
                                            self._shard_id + i, self._header_size,
                                            self._page_size)
                        for i, path in enumerate(self._paths)]
        if self._old_rows:
            self._shards[0].add([self._record(row) for row in self._old_rows])

    def _row_ok(self, row):
        return all(name in row and _value_ok(row[name], spec)
                   for name, spec in self._schema.items())

    def _record(self, row):
        """``(raw record, blob record, index values, bytes saved)`` of a row for a shard."""
        schema = self._schema
        blob_fields = [n for n in schema if _format.is_blob(schema[n])]
        scalars = {n: _plain(row[n]) for n in schema if n not in blob_fields} or {"id": 0}
        raw = _msgpack.pack(scalars)
        blob, saved = _format.encode_blob(row, schema, blob_fields)
        index = [_plain(row[n]) for n, _ in self._index_specs()]
        return (len(raw).to_bytes(8, "little") + raw, len(blob).to_bytes(8, "little") + blob,
                index, saved)

    def _index_specs(self):
        names = self._index if self._index is not None else \
            [n for n, s in self._schema.items() if not _format.is_blob(s)]
        return [(n, self._schema[n]["type"]) for n in names if n in self._schema]

    # ---- commit -------------------------------------------------------------------------------
    def commit(self):
        """Finish the files (header, index) and move them into place."""
        self._open()
        if getattr(self, "_worker_error", False):
            for shard in self._shards:
                shard.abandon()
            self._shards = None
            raise RuntimeError(f"Worker process(pid:{os.getpid()}) has stopped abnormally. "
                               f"Please check the above log")
        schema = self._schema
        blob_fields = [n for n in schema if _format.is_blob(schema[n])]
        specs = self._index_specs()
        base = {"header_size": self._header_size, "page_size": self._page_size,
                "statistics": None, "version": _format.VERSION,
                "index_fields": [{"index_field": n, "schema_id": 0} for n, _ in specs] or None,
                "schema": [{"blob_fields": blob_fields, "desc": self._desc, "schema": schema}],
                "shard_addresses": self._addresses or [os.path.basename(p) for p in self._paths]}
        try:
            for shard in self._shards:
                shard.finish(base, specs)
        except BaseException:
            for shard in self._shards:
                shard.abandon()
            self._shards = None
            raise
        for shard, path in zip(self._shards, self._paths):
            os.replace(shard.tmp_path, path)
            os.replace(shard.tmp_path + ".db", path + ".db")
            if config.enc_key() is not None:
                config.encrypt(path)
                config.encrypt(path + ".db")
        self._flushed = True
        self._old_rows, self._shards = None, None


def _check_size(what, value, bounds):
    lo, hi = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _format.cxx_error(f"Invalid data, {what}: {value} should be in range [{lo} "
                                f"bytes, {hi} bytes].")
    return value


def _validate_schema(content):
    if not isinstance(content, dict):
        raise MRMInvalidSchemaError("Schema content should be dict.")
    if not content:
        raise MRMInvalidSchemaError("Schema content is empty.")
    for name, spec in content.items():
        if not isinstance(name, str) or not name.replace("_", "a").isalnum():
            raise MRMInvalidSchemaError(f"Field name '{name}' should be composed of '0-9' or "
                                        f"'a-z' or 'A-Z' or '_'.")
        if not isinstance(spec, dict) or "type" not in spec or set(spec) - {"type", "shape"}:
            raise MRMInvalidSchemaError(f"Field '{spec}' contains illegal attributes.")
        kind = spec["type"]
        if "shape" in spec:
            shape = spec["shape"]
            if kind not in _format.ARRAY_TYPES:
                raise MRMInvalidSchemaError(f"Field '{name}' contain illegal attribute "
                                            f"'{kind}'.")
            if not isinstance(shape, list) or not shape or any(
                    isinstance(d, bool) or not isinstance(d, int) or (d < 1 and d != -1)
                    for d in shape) or shape.count(-1) > 1:
                raise MRMInvalidSchemaError(f"Field '{name}' contains illegal attributes.")
        elif kind not in _format.SCALAR_TYPES:
            raise MRMInvalidSchemaError(f"Field '{name}' contain illegal attribute '{kind}'.")


def _value_ok(value, spec):
    kind = spec["type"]
    if "shape" in spec:
        if not isinstance(value, np.ndarray) or value.dtype != np.dtype(kind):
            return False
        known = [d for d in spec["shape"] if d != -1]
        if -1 not in spec["shape"]:
            return value.size == int(np.prod(known))
        return value.size % max(int(np.prod(known)), 1) == 0
    if kind == "bytes":
        return isinstance(value, (bytes, bytearray))
    if kind == "string":
        return isinstance(value, str)
    if kind in _INT_RANGE:
        lo, hi = _INT_RANGE[kind]
        return isinstance(value, (int, np.integer)) and not isinstance(value, bool) and \
            lo <= int(value) <= hi
    return isinstance(value, (int, float, np.integer, np.floating)) and not isinstance(value, bool)


def _plain(value):
    return value.item() if isinstance(value, np.generic) else value
