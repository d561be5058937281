"""``Dataset.save(file_name, num_files=1, file_type='mindrecord')``: one epoch of the pipeline
written as MindRecord files (through ``mindrecord.FileWriter``, so MindSpore reads them), with
MindSpore 2.10's conversions and errors.

Each column becomes a field named as the column with punctuation replaced by ``_``; its type
follows the first row: bool and 8/16-bit integers are stored as int32, uint32/uint64 as int64,
float16 as float32; a str is a string field, bytes a bytes field; an array keeps its shape with
the first dimension free (-1), so the later rows may differ only there. ``num_files > 1``
names the files ``file_name0``, ``file_name1``, ... as 2.10's saver does.

>>> import os, tempfile
>>> import minicell.dataset as ds
>>> path = os.path.join(tempfile.mkdtemp(), "rows.mindrecord")
>>> ds.NumpySlicesDataset({"x": [1, 2, 3]}, shuffle=False).save(path)
>>> [int(r["x"]) for r in ds.MindDataset(path, shuffle=False).create_dict_iterator(output_numpy=True)]
[1, 2, 3]
"""
import os
import string

from ..mindrecord import FileWriter
from .datasets import Dataset
from .engine import as_array, pipeline_error

# MindSpore's kTypesMap: the MindRecord type each tensor type is stored as
_STORED = {"bool": "int32", "int8": "int32", "uint8": "int32", "int16": "int32",
           "uint16": "int32", "int32": "int32", "uint32": "int64", "int64": "int64",
           "uint64": "int64", "float16": "float32", "float32": "float32", "float64": "float64"}
_ROWS_PER_WRITE = 1000
_PUNCTUATION = set(string.punctuation)


def _check_args(file_name, num_files, file_type):
    for name, value, kind in (("num_files", num_files, int), ("file_name", file_name, str),
                              ("file_type", file_type, str)):
        if isinstance(value, bool) or not isinstance(value, kind):
            raise TypeError(f"Argument {name} with value {value!r} is not of type [{kind}], "
                            f"but got {type(value)}.")
        if name == "num_files" and not 0 < num_files <= 1000:
            raise ValueError("num_files should between 0 and 1000.")
    if file_type != "mindrecord":
        raise ValueError(f"{file_type} dataset format is not supported.")
    if not file_name:
        raise pipeline_error("SaveToDisk failed, dataset_path must not be empty")
    if os.path.isdir(file_name):
        raise pipeline_error("SaveToDisk failed, dataset_path must not be a directory")
    parent = os.path.dirname(os.path.abspath(file_name))
    if not os.path.isdir(parent):
        raise pipeline_error(f"SaveToDisk failed, can not get real dataset path: {parent}")


def _kind(array):
    if array.dtype.kind == "S" or array.dtype == object and isinstance(array.flat[0], bytes):
        return "bytes"
    if array.dtype.kind == "U":
        return "string"
    if array.dtype.name not in _STORED:
        raise pipeline_error(f"Invalid type, unsupported data type: {array.dtype.name}")
    return _STORED[array.dtype.name]


def _field(array):
    """The schema entry of a column from its first value."""
    kind = _kind(array)
    if array.ndim == 0 or kind == "bytes":      # MindRecord keeps no shape for bytes
        return {"type": kind}
    if kind == "string":
        raise pipeline_error("Invalid data, mindrecord can not support multi-dimensional "
                             "string tensor.")
    return {"type": kind, "shape": [-1] + list(array.shape[1:])}


def _value(array, spec):
    """A column value as FileWriter takes it for field ``spec``."""
    kind = spec["type"]
    if kind == "bytes":
        if array.ndim > 1 or array.ndim == 1 and array.shape[0] != 1:
            raise pipeline_error("Currently, multi-dimensional bytes cannot be converted to "
                                 "MindRecord.")
        return bytes(array.reshape(()).item())
    if kind == "string":
        return str(array.item())
    stored = array.astype(kind)         # uint64 wraps into int64, as 2.10 stores it
    return stored if "shape" in spec else stored.item()


def _inner_shapes(names, arrays, schema):
    """Per array column of rank >= 2 its shape past the first dimension (2.10 requires those
    to be the same in every row)."""
    return {n: a.shape[1:] for n, a in zip(names, arrays)
            if a.ndim >= 2 and schema[n]["type"] not in ("bytes", "string")}


def save(self, file_name, num_files=1, file_type="mindrecord"):
    """Write one epoch of the dataset to MindRecord file(s) ``file_name`` (``num_files`` of
    them), readable with ``MindDataset``. Set ``shuffle=False`` and one file to keep the order
    of the rows."""
    _check_args(file_name, num_files, file_type)
    names = ["".join("_" if c in _PUNCTUATION else c for c in n) for n in self.get_col_names()]
    writer = FileWriter(file_name, num_files)
    if num_files > 1:   # 2.10's saver numbers its files without FileWriter's zero padding
        writer._paths = [f"{file_name}{i}" for i in range(num_files)]
    schema, shapes, pending = None, None, []
    for row in self.create_tuple_iterator(num_epochs=1, output_numpy=True):
        arrays = [as_array(v) for v in row]
        if schema is None:
            schema = {n: _field(a) for n, a in zip(names, arrays)}
            writer.add_schema(schema, "mindrecord")
            index = [n for n in names if "shape" not in schema[n] and schema[n]["type"] != "bytes"]
            if index:       # 2.10 indexes the scalar fields, in column order
                writer.add_index(index)
            shapes = _inner_shapes(names, arrays, schema)
        elif _inner_shapes(names, arrays, schema) != shapes:
            raise pipeline_error(
                "Tensor with dynamic shape do not currently support saving. Except for the "
                "shape of dimension 0, the other dimension shapes must be fixed. You can reshape "
                "the Tensor to a fixed shape before saving.")
        pending.append({n: _value(a, schema[n]) for n, a in zip(names, arrays)})
        if len(pending) == _ROWS_PER_WRITE:
            writer.write_raw_data(pending)
            pending = []
    if schema is None:
        raise pipeline_error("SaveToDisk failed, the dataset has no rows to save.")
    if pending:
        writer.write_raw_data(pending)
    writer.commit()


Dataset.save = save
