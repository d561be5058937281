"""``Schema`` (column names, types and shapes, as MindSpore's JSON schema files hold them),
``RandomDataset``, whose rows are random values of a schema's columns, and
``FakeImageDataset``, random images with random labels.

>>> import minicell as ms
>>> import minicell.dataset as ds
>>> schema = ds.Schema()
>>> schema.add_column("image", de_type=ms.uint8, shape=[2, 2])
>>> data = ds.RandomDataset(schema=schema, total_rows=3)
>>> data.get_col_names(), data.get_dataset_size()
(['image'], 3)
"""
import json
import os

import numpy as np

from . import config
from . import sources
from .sources import MappableSource

__all__ = ["Schema", "RandomDataset", "FakeImageDataset"]


class Schema:
    """Columns as (name, type, shape): ``add_column`` or a MindSpore JSON schema file
    (``{"datasetType": "TF", "numRows": n, "columns": {name: {"type": ..., "rank": ...,
    "shape": [...]}}}``, the columns also as a list of objects with ``"name"``; a dict of
    columns is read in name order, as MindSpore's JSON parser keeps it). A column's shape is
    ``None`` when unknown (rank 1 of any length; readers give the values as they are), ``[]``
    for a scalar; ``-1`` leaves a dimension to the data. ``type`` is a numpy type name or
    ``"string"``."""

    _KEYS = ("columns", "numRows", "datasetType")

    def __init__(self, schema_file=None):
        self.columns, self.num_rows, self.dataset_type = [], None, None
        if schema_file is None:
            return
        if not isinstance(schema_file, str):
            raise TypeError(f"path: {schema_file} is not string")
        if not os.path.isfile(schema_file):
            raise ValueError(f"The file {schema_file} does not exist or permission denied!")
        try:
            with open(schema_file, encoding="utf-8") as f:
                obj = json.load(f)
        except (OSError, ValueError) as e:
            raise RuntimeError(f"Schema file failed to load: {schema_file}: {e}") from e
        self.from_json(obj)

    def add_column(self, name, de_type, shape=None):
        """Add column ``name`` of type ``de_type`` (a minicell dtype, a numpy type name or
        ``"string"``) and ``shape`` (a list; ``None``: unknown)."""
        if not isinstance(name, str):
            raise TypeError(f"Argument name with value {name!r} is not of type "
                            f"[<class 'str'>], but got {type(name)}.")
        type_name = _type_name(de_type)
        if shape is not None and (not isinstance(shape, list) or
                                  not all(isinstance(s, int) and not isinstance(s, bool)
                                          for s in shape)):
            raise TypeError(f"Argument shape with value {shape!r} is not of type "
                            f"[<class 'list'>], but got {type(shape)}.")
        self.columns.append({"name": name, "type": type_name,
                             "shape": None if shape is None else list(shape)})

    def parse_columns(self, columns):
        """Replace the columns by ``columns`` (a dict {name: {"type", "shape"}}, read in name
        order, or a list of dicts with "name"); ``RuntimeError`` for a missing name or type."""
        if isinstance(columns, dict):
            items = [dict(spec, name=name) for name, spec in sorted(columns.items())]
        elif isinstance(columns, (list, tuple)):
            items = list(columns)
        else:
            raise RuntimeError(f"columns must be a dict or a list, but got {columns!r}.")
        parsed = []
        for spec in items:
            if "name" not in spec:
                raise RuntimeError("Column's name is missing")
            if "type" not in spec:
                raise RuntimeError("Column's type is missing")
            shape = spec.get("shape")
            if shape is None and spec.get("rank") == 0:
                shape = []
            parsed.append({"name": spec["name"], "type": _type_name(spec["type"]),
                           "shape": None if shape is None else list(shape)})
        self.columns = parsed

    def from_json(self, json_obj):
        """Columns, ``numRows`` and ``datasetType`` from a parsed JSON schema."""
        unknown = [k for k in json_obj if k not in self._KEYS]
        if unknown:
            raise RuntimeError(f"Unknown field {unknown[0]}")
        if "columns" not in json_obj:
            raise RuntimeError('"columns" node is required in the schema json JSON.')
        self.parse_columns(json_obj["columns"])
        self.num_rows = json_obj.get("numRows")
        self.dataset_type = json_obj.get("datasetType")

    def to_json(self):
        """The schema as MindSpore's JSON text."""
        cols = [{"name": c["name"], "rank": 1 if c["shape"] is None else len(c["shape"])} |
                ({} if c["shape"] is None else {"shape": c["shape"]}) | {"type": c["type"]}
                for c in self.columns]
        out = {"columns": cols} | \
            ({"datasetType": self.dataset_type} if self.dataset_type else {}) | \
            ({"numRows": self.num_rows} if self.num_rows else {})
        return json.dumps(out, indent=2)

    @staticmethod
    def get_num_rows(schema):
        """``numRows`` of ``schema`` (a Schema or a schema file); 0 when it has none."""
        schema = schema if isinstance(schema, Schema) else Schema(schema)
        return schema.num_rows or 0

    def __str__(self):
        return self.to_json()


def _type_name(de_type):
    """A column type's name: ``"string"`` or a numpy type name."""
    from ..common import dtype as mstype
    if de_type in ("string", "str", mstype.string):
        return "string"
    from .transforms import _np_dtype
    try:
        dtype = _np_dtype(de_type)
    except TypeError as e:
        raise TypeError("Unknown column type.") from e
    if dtype.kind in "OUSV":
        raise TypeError("Unknown column type.")
    return dtype.name


def _check_image_size(size):
    """FakeImageDataset's ``image_size`` checks, 2.10's order and texts (measured)."""
    if not isinstance(size, (list, tuple)):
        raise TypeError(f"Argument image_size with value {size} is not of type [<class 'list'>, "
                        f"<class 'tuple'>], but got {type(size)}.")
    if len(size) != 3:
        raise ValueError(f"image_size should be a list or tuple of length 3, but got {len(size)}")
    for i, dim in enumerate(size):
        if isinstance(dim, bool):
            raise TypeError(f"Argument image_size[{i}] with value {dim} is not of type "
                            f"(<class 'int'>,), but got <class 'bool'>.")
        if not isinstance(dim, int):
            raise TypeError(f"Argument image_size[{i}] with value {dim} is not of type "
                            f"[<class 'int'>], but got {type(dim)}.")
        if not 1 <= dim <= 2147483647:
            raise ValueError(f"Input image_size[{i}] is not within the required interval of "
                             f"[1, 2147483647].")


sources.SCHEMA[0] = Schema


class RandomDataset(MappableSource):
    """``total_rows`` rows of random values for ``schema``'s columns (or those in
    ``columns_list``): as MindSpore, each value is one random bit pattern of the column's type
    repeated over its shape, drawn from the pipeline seed and the row's index. Without a schema,
    a random one: 1 to 4 columns ``c0``... of random numeric types and 1-D shapes; without
    ``total_rows`` (and none in the schema), a random count in [1, 1024]."""

    _mappable = False       # not a MappableDataset in MindSpore 2.10

    _TYPES = ("uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64")

    def __init__(self, total_rows=None, schema=None, columns_list=None, num_samples=None,
                 num_parallel_workers=None, cache=None, shuffle=None, num_shards=None,
                 shard_id=None):
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers)
        if isinstance(schema, str):
            schema = Schema(schema)
        rng = np.random.default_rng(config.get_seed())
        if schema is None:
            schema = Schema()
            for k in range(int(rng.integers(1, 5))):
                schema.add_column(f"c{k}", self._TYPES[rng.integers(len(self._TYPES))],
                                  [int(rng.integers(1, 5))])
        if total_rows is not None:
            config.check_int("RandomDataset", "total_rows", total_rows, 1)
        self.total_rows = total_rows or schema.num_rows or int(rng.integers(1, 1025))
        names = [c["name"] for c in schema.columns]
        keep = names if columns_list is None else list(columns_list)
        unknown = [n for n in keep if n not in names]
        if unknown:
            raise ValueError(f"columns_list {unknown} are not columns of the schema {names}.")
        self._cols = [c for c in schema.columns if c["name"] in keep]

    def _columns(self):
        return [c["name"] for c in self._cols]

    def _num_rows(self):
        return self.total_rows

    def _read(self, index):
        rng = np.random.default_rng([config.get_seed(), index])
        row = []
        for col in self._cols:
            dtype = np.dtype(col["type"])
            value = np.frombuffer(rng.bytes(dtype.itemsize), dtype)[0]
            row.append(np.full(col["shape"] or (), value, dtype))
        return tuple(row)


class FakeImageDataset(MappableSource):
    """``num_images`` random uint8 images of ``image_size`` (H, W, C) with uint32 labels in
    [0, ``num_classes``), row ``i`` drawn from ``base_seed`` and ``i`` (the same every epoch;
    values differ from MindSpore's)."""

    def __init__(self, num_images=1000, image_size=(224, 224, 3), num_classes=10, base_seed=0,
                 num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        from .image_sources import check_reader_options
        _check_image_size(image_size)
        check_reader_options(sampler, shuffle, num_samples, num_shards, shard_id)  # (2.10's)
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers,
                         sampler)
        config.check_int("FakeImageDataset", "num_images", num_images, 1)
        config.check_int("FakeImageDataset", "num_classes", num_classes, 1)
        self.num_images, self.image_size = num_images, tuple(image_size)
        self.num_classes, self.base_seed = num_classes, base_seed

    def _columns(self):
        return ["image", "label"]

    def _num_rows(self):
        return self.num_images

    def _read(self, index):
        rng = np.random.default_rng([self.base_seed, index])
        image = rng.integers(0, 256, self.image_size, dtype=np.uint8)
        return image, np.array(rng.integers(self.num_classes), np.uint32)
