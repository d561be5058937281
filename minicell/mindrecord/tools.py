"""The dataset-to-MindRecord converters of ``mindspore.mindrecord``: ``Cifar10ToMR``,
``Cifar100ToMR``, ``MnistToMR``, ``ImageNetToMR``, ``CsvToMR``, with MindSpore's arguments,
schemas, file names and errors.

MindSpore encodes the CIFAR and MNIST images with OpenCV's JPEG encoder and reads the CSV with
pandas; minicell uses Pillow (quality 95, OpenCV's default) and the ``csv`` module with pandas'
type rule (a column of integers is int64, of numbers float64, of True/False int32, else
string): the same rows and labels, JPEG bytes that decode to the same images up to the
encoder's rounding. CIFAR batches are unpickled with only plain containers allowed.
"""
import csv
import gzip
import io
import os
import pickle

import numpy as np

from ._format import check_filename
from .exceptions import PathNotExistsError
from .filewriter import FileWriter

SUCCESS = 0


class _PlainUnpickler(pickle.Unpickler):
    """Unpickles CIFAR's dicts of bytes, lists and arrays; refuses any other class."""

    def find_class(self, module, name):
        if module in ("numpy", "numpy.core.multiarray", "numpy._core.multiarray") and \
                name in ("_reconstruct", "ndarray", "dtype"):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"global '{module}.{name}' is forbidden")


def _unpickle(path):
    with open(path, "rb") as f:
        return _PlainUnpickler(f, encoding="bytes").load()


def _jpeg(image):
    from PIL import Image
    out = io.BytesIO()
    Image.fromarray(np.ascontiguousarray(image)).save(out, "JPEG", quality=95)
    return out.getvalue()


def _check_partition(partition_number):
    if isinstance(partition_number, bool) or not isinstance(partition_number, int):
        raise ValueError("The parameter partition_number must be int")
    return partition_number


def _write(writer, schema, desc, rows, fields=None, big_pages=False):
    if big_pages:
        writer.set_header_size(1 << 24)
        writer.set_page_size(1 << 26)
    writer.add_schema(schema, desc)
    if fields:
        writer.add_index(fields)
    batch = []
    for row in rows:
        batch.append(row)
        if len(batch) == 256:
            writer.write_raw_data(batch)
            batch = []
    if batch:
        writer.write_raw_data(batch)
    writer.commit()


def _check_fields(fields):
    if fields and not isinstance(fields, list):
        raise ValueError("The parameter fields should be None or list")


def _cifar_images(batch):
    return batch[b"data"].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)


class Cifar10ToMR:
    """``Cifar10ToMR(source, destination).transform(fields=None)``: the Python CIFAR-10
    batches in ``source`` (``data_batch_*``, ``test_batch``) into ``destination`` (train) and
    ``destination + "_test"``, rows ``{"id", "label", "data"}`` (JPEG)."""

    def __init__(self, source, destination):
        check_filename(source)
        files = os.listdir(source)
        if not any(f.startswith("data_batch_") for f in files):
            raise PathNotExistsError("data_batch_*")
        if not any(f.startswith("test_batch") for f in files):
            raise PathNotExistsError("test_batch")
        check_filename(destination)
        self.source, self.destination = source, destination

    def _split(self, prefix):
        batches = [_unpickle(os.path.join(self.source, f))
                   for f in sorted(os.listdir(self.source)) if f.startswith(prefix)]
        return (np.concatenate([_cifar_images(b) for b in batches]),
                np.concatenate([np.asarray(b[b"labels"]) for b in batches]))

    def transform(self, fields=None):
        _check_fields(fields)
        schema = {"id": {"type": "int64"}, "label": {"type": "int64"},
                  "data": {"type": "bytes"}}
        for prefix, suffix, desc in (("data_batch_", "", "img_train"),
                                     ("test_batch", "_test", "img_test")):
            images, labels = self._split(prefix)
            rows = ({"id": i, "data": _jpeg(img), "label": int(label)}
                    for i, (img, label) in enumerate(zip(images, labels)))
            _write(FileWriter(self.destination + suffix), schema, desc, rows, fields)
        return SUCCESS

    run = transform


class Cifar100ToMR(Cifar10ToMR):
    """``Cifar100ToMR(source, destination).transform(fields=None)``: ``source``'s ``train`` and
    ``test`` into rows ``{"id", "fine_label", "coarse_label", "data"}`` (JPEG)."""

    def __init__(self, source, destination):      # pylint: disable=super-init-not-called
        check_filename(source)
        files = os.listdir(source)
        for needed in ("train", "test"):
            if needed not in files:
                raise PathNotExistsError(needed)
        check_filename(destination)
        self.source, self.destination = source, destination

    def transform(self, fields=None):
        _check_fields(fields)
        schema = {"id": {"type": "int64"}, "fine_label": {"type": "int64"},
                  "coarse_label": {"type": "int64"}, "data": {"type": "bytes"}}
        for name, suffix, desc in (("train", "", "img_train"), ("test", "_test", "img_test")):
            batch = _unpickle(os.path.join(self.source, name))
            rows = ({"id": i, "data": _jpeg(img), "fine_label": int(fine),
                     "coarse_label": int(coarse)}
                    for i, (img, fine, coarse) in enumerate(zip(
                        _cifar_images(batch), batch[b"fine_labels"], batch[b"coarse_labels"])))
            _write(FileWriter(self.destination + suffix), schema, desc, rows, fields)
        return SUCCESS

    run = transform


class MnistToMR:
    """``MnistToMR(source, destination, partition_number=1).transform()``: the gzipped MNIST
    files in ``source`` into ``{destination}_train.mindrecord`` and
    ``{destination}_test.mindrecord``, rows ``{"label", "data"}`` (JPEG)."""

    def __init__(self, source, destination, partition_number=1):
        check_filename(source)
        self.files = {split: [os.path.join(source, f"{prefix}-{kind}-idx{dim}-ubyte.gz")
                              for kind, dim in (("images", 3), ("labels", 1))]
                      for split, prefix in (("train", "train"), ("test", "t10k"))}
        for paths in self.files.values():
            for path in paths:
                check_filename(path)
        check_filename(destination)
        self.partition_number = _check_partition(partition_number)
        self.destination = destination

    def transform(self):
        schema = {"label": {"type": "int64"}, "data": {"type": "bytes"}}
        for split, (images, labels) in self.files.items():
            with gzip.open(images, "rb") as f:
                pixels = np.frombuffer(f.read()[16:], np.uint8).reshape(-1, 28, 28)
            with gzip.open(labels, "rb") as f:
                classes = np.frombuffer(f.read()[8:], np.uint8).astype(np.int64)
            rows = ({"label": int(label), "data": _jpeg(img)}
                    for img, label in zip(pixels, classes))
            _write(FileWriter(f"{self.destination}_{split}.mindrecord", self.partition_number),
                   schema, "mnist_schema", rows, ["label"], big_pages=True)
        return SUCCESS

    run = transform


class ImageNetToMR:
    """``ImageNetToMR(map_file, image_dir, destination, partition_number=1).transform()``:
    ``map_file``'s lines ``<folder> <label>`` name the class folders of ``image_dir``; their
    ``.JPEG``/``.jpg`` files become rows ``{"label", "image", "file_name"}``."""

    def __init__(self, map_file, image_dir, destination, partition_number=1):
        for path in (map_file, image_dir, destination):
            check_filename(path)
        self.map_file, self.image_dir, self.destination = map_file, image_dir, destination
        self.partition_number = _check_partition(partition_number)

    def _rows(self):
        if not os.path.exists(self.map_file):
            raise IOError(f"map file {self.map_file} not exists")
        folders = {}
        with open(self.map_file) as f:
            for line in f:
                parts = line.split(" ")
                if len(parts) >= 2:
                    folders[parts[1]] = parts[0]
        dirs = {label: os.path.join(self.image_dir, name) for label, name in folders.items()
                if os.path.isdir(os.path.join(self.image_dir, name))}
        if not dirs:
            raise PathNotExistsError(f"not valid image dir in {self.image_dir}")
        for label, folder in dirs.items():
            for item in os.listdir(folder):
                if item.endswith(("JPEG", "jpg")):
                    path = os.path.join(folder, item)
                    with open(path, "rb") as f:
                        yield {"file_name": path, "label": int(label), "image": f.read()}

    def transform(self):
        schema = {"label": {"type": "int32"}, "image": {"type": "bytes"},
                  "file_name": {"type": "string"}}
        _write(FileWriter(self.destination, self.partition_number), schema, "imagenet_schema",
               self._rows(), ["label", "file_name"], big_pages=True)
        return SUCCESS

    run = transform


class CsvToMR:
    """``CsvToMR(source, destination, columns_list=None, partition_number=1).transform()``:
    the CSV file ``source`` (first line: column names) into ``destination``; every column (or
    ``columns_list``'s) is an index field."""

    def __init__(self, source, destination, columns_list=None, partition_number=1):
        for value, name in ((source, "source"), (destination, "destination")):
            if not isinstance(value, str):
                raise ValueError(f"The parameter {name} must be str.")
            check_filename(value)
        if columns_list and (not isinstance(columns_list, list) or
                             not all(isinstance(c, str) for c in columns_list)):
            raise ValueError("The parameter columns_list must be list of str.")
        self.source, self.destination, self.columns_list = source, destination, columns_list
        self.partition_number = _check_partition(partition_number)
        self._writer = FileWriter(destination, self.partition_number)

    def transform(self):
        if not os.path.exists(self.source):
            raise IOError(f"Csv file {self.source} do not exist.")
        with open(self.source, newline="") as f:
            table = [row for row in csv.reader(f) if row]     # pandas skips blank lines
        names, body = table[0], table[1:]
        columns = self.columns_list or names
        for col in columns:
            if col not in names:
                raise RuntimeError(f"The parameter columns_list is illegal, column {col} does "
                                   f"not exist.")
            if col.isdigit():
                raise ValueError(f"The first line content: {col} of the CSV file is used as a "
                                 f"column name and does not allow starting with a number.")
        values = {col: [row[names.index(col)] for row in body] for col in columns}
        kinds = {col: _csv_kind(values[col]) for col in columns}
        schema = {col: {"type": kinds[col][0]} for col in columns}
        rows = ({col: kinds[col][1](values[col][i]) for col in columns}
                for i in range(len(body)))
        _write(self._writer, schema, "csv_schema", rows, list(columns), big_pages=True)
        return SUCCESS

    run = transform


def _csv_kind(cells):
    """pandas' column type for these cells: ``(MindRecord type, converter)``."""
    def all_of(convert):
        try:
            for cell in cells:
                convert(cell)
            return True
        except ValueError:
            return False
    if cells and all(c in ("True", "False") for c in cells):
        return "int32", lambda c: int(c == "True")
    if all_of(int):
        return "int64", int
    if all_of(lambda c: float(c) if c else float("nan")):
        return "float64", lambda c: float(c) if c else float("nan")
    return "string", str
