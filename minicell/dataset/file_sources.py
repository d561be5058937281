"""Readers of text and annotation files, in the formats MindSpore reads: ``CSVDataset``,
``TextFileDataset`` and ``VOCDataset`` (detection and segmentation; ``CocoDataset`` is
``coco.py``'s, re-exported), with the ``Shuffle`` modes of MindSpore's file readers. Files
are read once, when the pipeline first runs or is sized; rows are then read lazily, shuffled
and sharded as every random-access source's.

>>> import minicell.dataset as ds
>>> ds.Shuffle.GLOBAL.value
'global'
"""
import csv
import enum
import glob
import os
import xml.etree.ElementTree as ElementTree

import numpy as np

from . import config
from .engine import pipeline_error, syntax_error
from .image_sources import _FileSource, _check_dir
from .coco import CocoDataset, _read_image
from .file_order import interleave as _interleave, stream
from .rows import FileRow
from .sources import MappableSource

__all__ = ["Shuffle", "CSVDataset", "TextFileDataset", "CocoDataset", "VOCDataset"]


class Shuffle(str, enum.Enum):
    """How MindSpore's file readers shuffle. minicell shuffles rows across all files for every
    mode but ``FALSE`` (MindSpore's ``FILES`` shuffles only the file order, ``INFILE`` only
    within each file)."""
    GLOBAL = "global"
    FILES = "files"
    INFILE = "infile"
    ADAPTIVE = "adaptive"
    PARTIAL = "partial"
    FALSE = "false"


def _shuffle_flag(shuffle):
    """A reader's ``shuffle`` (bool or ``Shuffle``) as the random-access sources' flag."""
    if shuffle is None or isinstance(shuffle, bool):
        return shuffle
    if isinstance(shuffle, Shuffle):
        return shuffle is not Shuffle.FALSE
    raise TypeError(f"shuffle should be a bool or a mindspore.dataset.Shuffle, but got "
                    f"{shuffle!r}.")


def _files(dataset_files):
    """The files named by ``dataset_files`` (a path, a glob pattern, or a list of them)."""
    if not isinstance(dataset_files, os.PathLike) and not dataset_files:
        raise ValueError(f"Input dataset_files can not be empty, but got '{dataset_files}'.")
    patterns = [dataset_files] if isinstance(dataset_files, (str, os.PathLike)) \
        else list(dataset_files)
    found, missing = [], []
    for pattern in patterns:
        matches = sorted(glob.glob(os.fspath(pattern)))
        (found.extend if matches else missing.append)(matches or pattern)
    if missing:
        raise ValueError(f"The following patterns did not match any files: {missing}.")
    return found


def _reader_mode(shuffle):
    """'global', 'files' or None (no shuffle): the reader orders of ``file_order.stream``;
    'other' for the modes minicell shuffles as a random-access source."""
    if shuffle is None or shuffle is True or shuffle is Shuffle.GLOBAL:
        return "global"
    if shuffle is Shuffle.FILES:
        return "files"
    return None if shuffle is False or shuffle is Shuffle.FALSE else "other"


class _TextSource(MappableSource):
    """A random-access source over rows parsed from text files (``_parse(path)`` yields them),
    the files interleaved as MindSpore 2.10's ``num_parallel_workers`` reader workers give them
    (measured: two files and two workers alternate rows)."""

    _mappable = False

    def __init__(self, dataset_files, num_samples, shuffle, num_shards, shard_id,
                 num_parallel_workers):
        if isinstance(num_samples, int) and not isinstance(num_samples, bool):
            if not 0 <= num_samples <= 2 ** 63 - 1:        # 2.10's reader check
                raise ValueError("num_samples exceeds the boundary between 0 and "
                                 "9223372036854775807(INT64_MAX)!")
            num_samples = num_samples if num_samples < 2 ** 31 else None     # all the rows
        super().__init__(num_samples, _shuffle_flag(shuffle), num_shards, shard_id,
                         num_parallel_workers)
        self.dataset_files = _files(dataset_files)
        self._rows = self._blocks = None
        self._mode = _reader_mode(shuffle) if num_shards is None else "other"
        self._limit = num_samples

    def _file_blocks(self):
        """Each file's rows (each naming its file, for a failing map's text)."""
        if self._blocks is None:
            self._blocks = [[FileRow(row, path) for row in self._parse(path)]
                            for path in self.dataset_files]
        return self._blocks

    def _workers(self):
        return self.num_parallel_workers or config.get_num_parallel_workers()

    def _loaded(self):
        if self._rows is None:
            self._rows = _interleave(self._file_blocks(), self._workers())
        return self._rows

    def _build(self, ctx):
        if self._mode == "other":           # sharded, or a mode shuffled as random access
            return super()._build(ctx)
        return stream(self, ctx, self._file_blocks(), self._mode, self._workers(), self._limit)

    def _num_rows(self):
        return len(self._loaded())

    def _read(self, index):
        return self._loaded()[index]


class TextFileDataset(_TextSource):
    """One row per non-empty line of the files (in the order given), column ``text`` (a str
    scalar)."""

    def __init__(self, dataset_files, num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_files, num_samples, shuffle, num_shards, shard_id,
                         num_parallel_workers)

    def _columns(self):
        return ["text"]

    def _parse(self, path):
        with open(path, encoding="utf-8") as f:
            return [(np.array(line.rstrip("\r\n")),) for line in f if line.rstrip("\r\n")]


def _csv_type(default):
    """A column's numpy type from its default: int -> int32, float -> float32, else str."""
    if isinstance(default, bool) or not isinstance(default, (int, float, str)):
        raise TypeError(f"column_defaults should hold int, float or str values, but got "
                        f"{default!r}.")
    return np.int32 if isinstance(default, int) else \
        np.float32 if isinstance(default, float) else None


class CSVDataset(_TextSource):
    """One row per record of the CSV files (quoted fields as the ``csv`` module reads them),
    one column each field: named by ``column_names`` or else by each file's first line (then
    not a row). A field's type follows its ``column_defaults`` value (int: int32, float:
    float32, str or none given: str scalars); an empty field takes the default."""

    def __init__(self, dataset_files, field_delim=",", column_defaults=None, column_names=None,
                 num_samples=None, num_parallel_workers=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        field_delim = "," if field_delim is None else field_delim      # 2.10: None is ','
        if not isinstance(field_delim, str) or len(field_delim) != 1 or field_delim in "\"\r\n":
            raise ValueError(f"field_delim should be one character other than a quote or a "
                             f"line break, but got {field_delim!r}.")
        super().__init__(dataset_files, num_samples, shuffle, num_shards, shard_id,
                         num_parallel_workers)
        self.field_delim = field_delim
        self.column_defaults = None if column_defaults is None else list(column_defaults)
        self._types = None if column_defaults is None else \
            [_csv_type(d) for d in self.column_defaults]
        self.column_names = None if column_names is None else list(column_names)

    def _columns(self):
        if self.column_names is not None:
            twice = [n for i, n in enumerate(self.column_names) if n in self.column_names[:i]]
            if twice:         # 2.10 checks this when the pipeline is built
                raise syntax_error(f"CSVDataset: 'column_names' : Invalid parameter, duplicate "
                                   f"column names are not allowed: {twice[0]}")
            return list(self.column_names)
        with open(self.dataset_files[0], newline="", encoding="utf-8") as f:
            return next(csv.reader(f, delimiter=self.field_delim))

    def _records(self, path):
        """The file's records (lists of fields) after its header line, with their numbers,
        and the error of an unclosed quote at its end (else None)."""
        unclosed = None
        try:
            records = self._read_csv(path, True)
        except csv.Error as e:          # other bad quoting: read as the csv module does
            records = self._read_csv(path, False)
            if "end of data" in str(e):
                unclosed = pipeline_error(
                    f"Invalid file, failed to parse csv file: {path} at line {e.line_num}. "
                    f"Error message: Invalid csv file, reach the end of file in quote field, "
                    f"check {path}.", e)
        first = 1
        if self.column_names is None:
            records, first = records[1:], 2
        return [(n, fields) for n, fields in enumerate(records, first) if fields], unclosed

    def _read_csv(self, path, strict):
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.reader(f, delimiter=self.field_delim, strict=strict)
            try:
                return list(reader)
            except csv.Error as e:
                e.line_num = reader.line_num
                raise

    def _parse(self, path):
        ncols = len(self._columns())
        records, unclosed = self._records(path)
        if unclosed is None:
            return [self._row(path, n, fields, ncols) for n, fields in records]
        # 2.10 converts the fields as it reads them: a bad field before the unclosed quote fails
        for n, fields in records[:-1]:
            self._row(path, n, fields, ncols)
        n, fields = records[-1]
        self._row(path, n, fields[:-1], len(fields) - 1)
        raise unclosed

    def _num_rows(self):
        """The records, counted without converting their fields (2.10's size of a file whose
        fields do not match ``column_defaults``)."""
        if self._rows is not None:
            return len(self._rows)
        return sum(len(self._records(path)[0]) for path in self.dataset_files)

    def _row(self, path, line, fields, ncols):
        if len(fields) != ncols:
            raise pipeline_error(f"Invalid csv, csv file: {path} line {line} has {len(fields)} "
                                 f"fields, but {ncols} columns are expected.")
        if self._types is None:
            return tuple(np.array(v) for v in fields)
        row = []
        for value, default, kind in zip(fields, self.column_defaults, self._types):
            try:
                row.append(np.array(default if value == "" else value if kind is None
                                    else kind(float(value) if kind is np.float32 else value),
                                    dtype=kind))
            except ValueError as e:
                raise pipeline_error(f"Invalid csv, csv file: {path} parse failed at line "
                                     f"{line}, type does not match.", e) from e
        return tuple(row)


def _voc_objects(path):
    """(name, [xmin, ymin, width, height], difficult, truncated) of each object of a VOC
    annotation file; 2.10's errors for a missing or bad file, no object or a bad box."""
    if not os.path.isfile(path):
        raise pipeline_error(f"Invalid file path, {path} does not exist.")
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as e:
        raise pipeline_error(f"Invalid xml, failed to load {path}: the xml file is damaged or "
                             f"incorrect format.", e) from None
    objects = []
    for obj in root.iter("object"):
        box = obj.find("bndbox")
        xmin, ymin, xmax, ymax = (float(box.find(k).text)
                                  for k in ("xmin", "ymin", "xmax", "ymax"))
        if not (xmin > 0 and ymin > 0 and xmax > xmin and ymax > ymin):
            raise pipeline_error(f"Invalid bndbox, the coordinate of bndbox in {path} should "
                                 f"be greater than 0, but got {{{xmin:g}, {ymin:g}, "
                                 f"{xmax:g}, {ymax:g}}}")
        flags = [int(float(obj.findtext(k, "0"))) for k in ("difficult", "truncated")]
        objects.append((obj.findtext("name").strip(), [xmin, ymin, xmax - xmin, ymax - ymin],
                        *flags))
    if not objects:
        raise pipeline_error(f"Invalid xml, the node of object is missing in {path}.")
    return objects


class VOCDataset(_FileSource):
    """PASCAL VOC in ``dataset_dir`` (``ImageSets/<Main|Segmentation>/<usage>.txt``,
    ``JPEGImages``, ``Annotations``, ``SegmentationClass``). ``task='Detection'``: ``image``,
    ``bbox`` float32 (n, 4) as [xmin, ymin, width, height], ``label``, ``difficult`` and
    ``truncate`` uint32 (n, 1), labels from ``class_indexing`` or the sorted object names;
    ``task='Segmentation'``: ``image`` and ``target`` (the class PNG; decoded as RGB with
    ``decode=True``). Images are the files' bytes unless ``decode=True``."""

    def __init__(self, dataset_dir, task="Segmentation", usage="train", class_indexing=None,
                 num_samples=None, num_parallel_workers=None, shuffle=None, decode=False,
                 sampler=None, num_shards=None, shard_id=None, cache=None, extra_metadata=False,
                 decrypt=None):
        _check_dir(dataset_dir)       # 2.10: the folder, the task, the listing, the numbers
        if task not in ("Detection", "Segmentation"):
            raise ValueError(f"Invalid task : {task}.")
        if task == "Segmentation" and class_indexing is not None:
            raise ValueError("class_indexing is not supported in Segmentation task.")
        if class_indexing is not None and not isinstance(class_indexing, dict):
            raise TypeError(f"Argument class_indexing with value {class_indexing!r} is not of "
                            f"type [<class 'dict'>], but got {type(class_indexing)}.")
        listing = os.path.join(os.fspath(dataset_dir), "ImageSets",
                               "Main" if task == "Detection" else "Segmentation", f"{usage}.txt")
        if not os.path.isfile(listing):
            raise ValueError(f"The file {os.path.abspath(listing)} does not exist or permission "
                             f"denied!")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.task, self.listing, self.decode = task, listing, bool(decode)
        self.class_indexing = class_indexing
        self._names = (("image", "bbox", "label", "difficult", "truncate")
                       if task == "Detection" else ("image", "target")) + \
            (("_meta-filename",) if extra_metadata else ())

    def get_class_indexing(self):
        """{object name: label} (Detection)."""
        if self.task != "Detection":
            raise RuntimeError("get_class_indexing is only supported for the Detection task.")
        return dict(self.class_indexing) if self.class_indexing is not None \
            else self._loaded()[2]

    def _load(self):
        with open(self.listing, encoding="utf-8") as f:
            ids = [line.strip() for line in f if line.strip()]
        if self.task == "Segmentation":
            return ids, None, None
        objects = [_voc_objects(self._xml(i)) for i in ids]
        names = sorted({o[0] for objs in objects for o in objs})
        labels = self.class_indexing or {n: k for k, n in enumerate(names)}
        # 2.10: objects outside class_indexing are left out, and images left without any
        objects = [[o for o in objs if o[0] in labels] for objs in objects]
        kept = [k for k, objs in enumerate(objects) if objs]
        return [ids[k] for k in kept], [objects[k] for k in kept], labels

    def _xml(self, name):
        return os.path.join(self.dataset_dir, "Annotations", f"{name}.xml")

    def _read(self, index):
        ids, objects, labels = self._loaded()
        name = ids[index]
        path = os.path.join(self.dataset_dir, "JPEGImages", f"{name}.jpg")
        image = _read_image(path, self.decode)
        meta = (np.array(name),) if self._names[-1] == "_meta-filename" else ()
        if self.task == "Segmentation":
            target = os.path.join(self.dataset_dir, "SegmentationClass", f"{name}.png")
            row = (image, _read_image(target, self.decode)) + meta
            return FileRow(row, (path, target) + (path,) * len(meta))
        objs = objects[index]
        column = [lambda o: [labels[o[0]]], lambda o: [o[2]], lambda o: [o[3]]]
        row = (image, np.array([o[1] for o in objs], np.float32).reshape(-1, 4),
               *(np.array([f(o) for o in objs], np.uint32).reshape(-1, 1) for f in column))
        # 2.10 names a column's own file when a map fails: the image's or the annotation's
        return FileRow(row + meta, (path,) + (self._xml(name),) * 4 + (path,) * len(meta))
