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

import numpy as np

from . import config
from .sources import MappableSource

__all__ = ["Schema", "RandomDataset", "FakeImageDataset"]


class Schema:
    """Columns as (name, type, shape): ``add_column`` or a MindSpore JSON schema file
    (``{"columns": {name: {"type": ..., "rank": ..., "shape": [...]}}, "numRows": n}``, the
    columns also as a list of objects with ``"name"``)."""

    def __init__(self, schema_file=None):
        self.columns, self.num_rows = [], None
        if schema_file is not None:
            try:
                with open(schema_file, encoding="utf-8") as f:
                    self.from_json(json.load(f))
            except (OSError, ValueError) as e:
                raise RuntimeError(f"Schema file {schema_file} cannot be read: {e}") from e

    def add_column(self, name, de_type, shape=None):
        """Add column ``name`` of type ``de_type`` (a minicell dtype or a numpy type name) and
        ``shape`` (``None``: a scalar)."""
        if not isinstance(name, str) or not name:
            raise TypeError(f"Argument name with value {name!r} is not of type "
                            f"[<class 'str'>], but got {type(name)}.")
        from .transforms import _np_dtype
        try:
            dtype = _np_dtype(de_type)
        except TypeError as e:
            raise TypeError(f"Unknown column type {de_type!r}.") from e
        if shape is not None and (not isinstance(shape, (list, tuple)) or
                                  not all(isinstance(s, int) and s > 0 for s in shape)):
            raise TypeError(f"shape should be a list of positive ints, but got {shape!r}.")
        self.columns.append({"name": name, "type": dtype.name,
                             "shape": None if shape is None else list(shape)})

    def parse_columns(self, columns):
        """Replace the columns by ``columns`` (a dict {name: {"type", "shape"}} or a list of
        dicts with "name")."""
        items = columns.items() if isinstance(columns, dict) else \
            [(c["name"], c) for c in columns]
        self.columns = []
        for name, spec in items:
            self.add_column(name, spec["type"], spec.get("shape"))

    def from_json(self, json_obj):
        self.parse_columns(json_obj["columns"])
        self.num_rows = json_obj.get("numRows")

    def to_json(self):
        cols = [{"name": c["name"], "type": c["type"]} |
                ({"rank": len(c["shape"]), "shape": c["shape"]} if c["shape"] else {})
                for c in self.columns]
        out = {"columns": cols} | ({"numRows": self.num_rows} if self.num_rows else {})
        return json.dumps(out, indent=2)

    def get_num_rows(self):
        return self.num_rows

    def __str__(self):
        return self.to_json()


class RandomDataset(MappableSource):
    """``total_rows`` rows of random values for ``schema``'s columns (or those in
    ``columns_list``): as MindSpore, each value is one random bit pattern of the column's type
    repeated over its shape, drawn from the pipeline seed and the row's index. Without a schema,
    a random one: 1 to 4 columns ``c0``... of random numeric types and 1-D shapes; without
    ``total_rows`` (and none in the schema), a random count in [1, 1024]."""

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
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers,
                         sampler)
        config.check_int("FakeImageDataset", "num_images", num_images, 1)
        config.check_int("FakeImageDataset", "num_classes", num_classes, 1)
        if not isinstance(image_size, (list, tuple)) or len(image_size) != 3 or \
                not all(isinstance(s, int) and s > 0 for s in image_size):
            raise ValueError(f"image_size should be a sequence of 3 positive ints (H, W, C), "
                             f"but got {image_size!r}.")
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
