"""File readers for the standard image datasets, in the formats MindSpore reads (nothing is
downloaded): ``MnistDataset`` (idx-ubyte files; also ``EMnistDataset``, ``QMnistDataset``),
``Cifar10Dataset`` (the binary version, ``data_batch_*.bin`` and ``test_batch.bin``) and
``ImageFolderDataset`` (one subfolder of image files per class). Column names and types are
MindSpore's: MNIST ``image`` uint8 (28, 28, 1) and ``label`` uint32; CIFAR-10 ``image`` uint8
(32, 32, 3) and ``label`` uint32; ImageFolder ``image`` (the file's bytes, uint8, or decoded
HWC with ``decode=True``) and ``label`` int32.

Files are opened when the pipeline first runs or is sized; a missing folder raises
``ValueError`` at once and a bad file ``RuntimeError`` when read, as in MindSpore.
"""
import bisect
import functools
import inspect
import os
import struct

import numpy as np

from .engine import check_workers, kernel_error, pipeline_error
from .rows import FileRow
from .sources import MappableSource

__all__ = ["MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset",
           "Cifar100Dataset", "ImageFolderDataset"]

_USAGES = ("train", "test", "all")


def _check_dir(path):
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"Argument dataset_dir with value {path} is not of type "
                        f"[<class 'str'>], but got {type(path)}.")
    if not os.path.isdir(path):
        raise ValueError(f"The folder {path} does not exist or is not a directory or permission "
                         f"denied!")
    return os.fspath(path)


def _check_usage(usage):
    usage = "all" if usage is None else usage
    if not isinstance(usage, str):
        raise TypeError(f"Argument usage with value {usage} is not of type [<class 'str'>], but "
                        f"got {type(usage)}.")
    if usage not in _USAGES:
        raise ValueError(f"Input usage is not within the valid set of {list(_USAGES)}.")
    return usage


def check_reader_options(sampler, shuffle, num_samples, num_shards, shard_id):
    """MindSpore's checks of a dataset reader's sampling arguments (``RuntimeError``; the
    in-memory sources raise ``ValueError`` instead)."""
    if sampler is not None:
        for value, what in ((shuffle, "shuffle"), (num_shards, "sharding"),
                            (shard_id, "sharding"), (num_samples, "num_samples")):
            if value is not None:
                raise RuntimeError(f"sampler and {what} cannot be specified at the same time.")
    if num_shards is not None and shard_id is None:
        raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
    if shard_id is not None and num_shards is None:
        raise RuntimeError("shard_id is specified but num_shards is not.")
    if isinstance(num_shards, int) and isinstance(shard_id, int) and num_shards >= 1 and \
            not isinstance(shard_id, bool) and not 0 <= shard_id < num_shards:
        raise ValueError(f"Input shard_id is not within the required interval of "
                         f"[0, {num_shards - 1}].")


def read_image(path, decode, decrypt=None):
    """An image file's bytes (uint8; ``decrypt(path)``'s if given), or with ``decode`` the
    decoded HWC image (a file that does not decode: MindSpore's 'Invalid image'
    ``RuntimeError``)."""
    image = np.fromfile(path, np.uint8) if decrypt is None else \
        np.frombuffer(bytes(decrypt(path)), np.uint8)
    if decode:
        from .vision import Decode
        try:
            image = Decode()(image)
        except RuntimeError as e:
            raise pipeline_error(f"Invalid image, failed to decode: {path}, the image is "
                                 f"damaged or permission denied. {e}", e) from e
    return image


def _bound(init):
    """``init`` checking its arguments first as MindSpore's validators do (``TypeError``
    'missing a required argument: ...', 'got an unexpected keyword argument ...': the reader's
    own names, not a base class's)."""
    signature = inspect.signature(init)

    @functools.wraps(init)
    def checked(self, *args, **kwargs):
        try:
            signature.bind(self, *args, **kwargs)
        except TypeError as e:
            raise TypeError(str(e)) from None
        init(self, *args, **kwargs)
    return checked


class _FileSource(MappableSource):
    """A source whose rows come from ``_load()`` (columns of numpy arrays), loaded once."""

    _names = ("image", "label")

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "__init__" in cls.__dict__:
            cls.__init__ = _bound(cls.__dict__["__init__"])

    def __init__(self, dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                 shard_id, sampler):
        dataset_dir = _check_dir(dataset_dir)      # 2.10 checks the folder first
        check_workers(num_parallel_workers)
        check_reader_options(sampler, shuffle, num_samples, num_shards, shard_id)
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers,
                         sampler)
        self.dataset_dir = dataset_dir
        self._data = None

    def _columns(self):
        return list(self._names)

    def _loaded(self):
        if self._data is None:
            self._file_ranges = []          # _load notes the rows' files (_note_files)
            self._data = self._load()
        return self._data

    def _num_rows(self):
        return len(self._loaded()[0])

    def _read(self, index):
        row = tuple(np.asarray(col[index]) for col in self._loaded())
        ranges = vars(self).get("_file_ranges")
        if not ranges:
            return row
        # the files the row came from (a failing map names its column's, as 2.10)
        return FileRow(row, ranges[bisect.bisect_right([r[0] for r in ranges], index)][1])

    def _note_files(self, count, files):
        """The next ``count`` rows (in ``_load``'s order) come from ``files`` (a path, or one
        per column)."""
        ranges = vars(self).setdefault("_file_ranges", [])
        ranges.append(((ranges[-1][0] if ranges else 0) + count, files))


class _UsageSource(_FileSource):
    """A reader of a dataset split into 'train' and 'test' files (``usage``, default 'all')."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.usage = _check_usage(usage)


def _read_idx(path, magic, header, dtype=np.uint8):
    """The array of an idx file (big-endian header: magic, count, dims; then ``dtype`` items,
    bytes or QMNIST's big-endian int32 labels)."""
    with open(path, "rb") as f:
        head = f.read(4 * header)
        if len(head) != 4 * header:
            raise pipeline_error(f"Invalid MNIST file, {path} is too short for its header.")
        fields = struct.unpack(f">{header}I", head)
        if fields[0] != magic:
            raise pipeline_error(f"Invalid MNIST file, {path} has magic number {fields[0]}, "
                                 f"expected {magic}.")
        data = np.frombuffer(f.read(), dtype)
    shape = fields[1:]
    if data.size != int(np.prod(shape)):
        raise pipeline_error(f"Invalid MNIST file, {path} holds {data.size} items of data, its "
                             f"header says {shape}.")
    return data.reshape(shape)


class MnistDataset(_UsageSource):
    """MNIST from ``dataset_dir`` (``train-images-idx3-ubyte``, ``train-labels-idx1-ubyte``,
    ``t10k-...``); ``usage`` 'train', 'test' or 'all' (default)."""

    def _load(self):
        prefixes = {"train": ["train"], "test": ["t10k"], "all": ["train", "t10k"]}[self.usage]
        images, labels = [], []
        for p in prefixes:
            img = os.path.join(self.dataset_dir, f"{p}-images-idx3-ubyte")
            lab = os.path.join(self.dataset_dir, f"{p}-labels-idx1-ubyte")
            if not (os.path.isfile(img) or os.path.isfile(lab)):
                continue        # 'all' reads the splits that are there, as MindSpore
            if not (os.path.isfile(img) and os.path.isfile(lab)):
                raise pipeline_error(f"Invalid file, failed to find MNIST files {img} and {lab}.")
            x, y = _read_idx(img, 2051, 4), _read_idx(lab, 2049, 2)
            if len(x) != len(y):
                raise pipeline_error(f"Invalid data, MNIST images ({len(x)}) and labels "
                                     f"({len(y)}) of '{p}' differ in number.")
            images.append(x[..., None])
            labels.append(y.astype(np.uint32))
            self._note_files(len(x), (img, lab))
        if not images:
            what = {"FashionMnistDataset": "fashion mnist", "KMnistDataset": "kmnist"}.get(
                type(self).__name__, "mnist")
            raise pipeline_error(f"Invalid data, {type(self).__name__} API can't read the data "
                                 f"file (interface mismatch or no data found). Check {what} file "
                                 f"in directory: {self.dataset_dir}")
        return np.concatenate(images), np.concatenate(labels)


class FashionMnistDataset(MnistDataset):
    """Fashion-MNIST: MNIST's file names and format."""


class KMnistDataset(MnistDataset):
    """KMNIST: MNIST's file names and format."""


_CIFAR_IMAGE = 32 * 32 * 3


def _cifar_records(paths, labels):
    """(images HWC, label columns) of CIFAR binary files whose records are ``labels`` label
    bytes then a CHW image."""
    size = labels + _CIFAR_IMAGE
    records = []
    for path in paths:
        raw = np.fromfile(path, np.uint8)
        if raw.size % size:
            raise pipeline_error(f"Invalid cifar file, failed to read data from: {path}, its "
                                 f"size is not a multiple of {size} bytes (make sure it is the "
                                 f"CIFAR binary version).")
        records.append(raw.reshape(-1, size))
    raw = np.concatenate(records)
    images = raw[:, labels:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)
    return images, [raw[:, k].astype(np.uint32) for k in range(labels)]


class Cifar10Dataset(_UsageSource):
    """CIFAR-10's binary version from ``dataset_dir`` (``data_batch_*.bin`` for 'train',
    ``test_batch.bin`` for 'test', both for 'all', the default). minicell reads files of any
    number of records, where MindSpore expects 10000 per file."""

    def _files(self):
        names = sorted(os.listdir(self.dataset_dir))
        train = [n for n in names if n.startswith("data_batch_") and n.endswith(".bin")]
        return _cifar_files(self.dataset_dir, self.usage, train, ["test_batch.bin"],
                            "Cifar10Dataset")

    def _load(self):
        images, (labels,) = _cifar_records(self._files(), 1)
        return images, labels


def _cifar_files(folder, usage, train, test, api):
    """The binary files of ``usage`` in ``folder``, with 2.10's errors when there are none."""
    names = sorted(os.listdir(folder))
    bins = [n for n in names if n.endswith(".bin")]
    if not bins:
        raise pipeline_error(f"Invalid cifar folder, cifar(.bin) files are missing under "
                             f"{folder}")
    train, test = [n for n in train if n in names], [n for n in test if n in names]
    if api == "Cifar100Dataset" and not train + test:
        raise pipeline_error(f"Invalid cifar100 file, Cifar100 train/test file is missing in: "
                             f"{bins[0]}")
    files = {"train": train, "test": test, "all": train + test}[usage]
    if not files:
        raise pipeline_error(f"Invalid data, {api} API can't read the data file (interface "
                             f"mismatch or no data found). Check file in directory:{folder}")
    return [os.path.join(folder, n) for n in files]


class Cifar100Dataset(_UsageSource):
    """CIFAR-100's binary version from ``dataset_dir`` (``train.bin``, ``test.bin``): columns
    ``image``, ``coarse_label``, ``fine_label`` (uint32)."""

    _names = ("image", "coarse_label", "fine_label")

    def _load(self):
        files = _cifar_files(self.dataset_dir, self.usage, ["train.bin"], ["test.bin"],
                             "Cifar100Dataset")
        images, (coarse, fine) = _cifar_records(files, 2)
        return images, coarse, fine

    def _labels(self, column):
        # MindSpore's PKSampler groups CIFAR-100 rows by their first label, the coarse one
        return self._loaded()[1] if column == "label" else super()._labels(column)


class ImageFolderDataset(_FileSource):
    """Images in ``dataset_dir/<class name>/<file>``, read folder by folder and file by file in
    sorted order; labels number the folders in that order, or come from ``class_indexing``;
    ``extensions`` keeps only those suffixes; ``decode=True`` decodes with ``vision.Decode``
    (Pillow)."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, extensions=None, class_indexing=None, decode=False,
                 num_shards=None, shard_id=None, cache=None, decrypt=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        if class_indexing is not None and not isinstance(class_indexing, dict):
            raise TypeError(f"Argument class_indexing with value {class_indexing!r} is not of "
                            f"type [<class 'dict'>], but got {type(class_indexing)}.")
        if decrypt is not None and not callable(decrypt):
            raise TypeError(f"Argument decrypt is not a callable object, but got "
                            f"{type(decrypt)}")
        self.extensions = None if extensions is None else tuple(extensions)
        self.class_indexing = class_indexing
        self.decode, self.decrypt = bool(decode), decrypt

    def get_class_indexing(self):
        """{class name: label} (an empty ``class_indexing``: the folders', as 2.10)."""
        if self.class_indexing:
            return dict(self.class_indexing)
        classes = sorted(d for d in os.listdir(self.dataset_dir)
                         if os.path.isdir(os.path.join(self.dataset_dir, d)))
        return {c: i for i, c in enumerate(classes)}

    def _load(self):
        files, labels = [], []
        for cls, label in sorted(self.get_class_indexing().items()):   # folders by name
            folder = os.path.join(self.dataset_dir, cls)
            if not os.path.isdir(folder):       # 2.10 reads the classes that exist
                continue
            for name in sorted(os.listdir(folder)):
                path = os.path.join(folder, name)
                if os.path.isdir(path):
                    raise pipeline_error(f"Invalid file found: {path}, should be file, but got "
                                         f"directory.")
                if os.path.isfile(path) and (self.extensions is None
                                             or name.endswith(self.extensions)):
                    files.append(path)
                    labels.append(label)
        return files, np.asarray(labels, np.int32)

    def _labels(self, column):
        return self._loaded()[1] if column == "label" else super()._labels(column)

    def _read(self, index):
        files, labels = self._loaded()
        return FileRow((read_image(files[index], self.decode, self.decrypt),
                        np.asarray(labels[index])), files[index])

    def num_classes(self):
        """The number of class folders (or ``class_indexing`` entries: 2.10's error for one
        without its folder)."""
        for cls in self.class_indexing or ():
            if not os.path.isdir(os.path.join(self.dataset_dir, cls)):
                raise kernel_error(f"Invalid subdirectory, class: {cls} doesn't exist in "
                                   f"{self.dataset_dir} .")
        return len(self.get_class_indexing())



def _idx_pair(image_path, label_path, label_magic, label_header, what, label_dtype=np.uint8):
    """(images NHWC, labels) of one idx image file and its label file."""
    for path in (image_path, label_path):
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file path, {what} data file: {path} does not exist or "
                                 f"is a directory.")
    x = _read_idx(image_path, 2051, 4)
    y = _read_idx(label_path, label_magic, label_header, label_dtype)
    if len(x) != len(y):
        raise pipeline_error(f"Invalid data, num of images should be equal to num of labels "
                             f"loading from {image_path}, but got num of images: {len(x)}, num "
                             f"of labels: {len(y)}.")
    return x[..., None], y.astype(np.uint32)


_EMNIST_NAMES = ("byclass", "bymerge", "balanced", "letters", "digits", "mnist")


class EMnistDataset(_UsageSource):
    """EMNIST split ``name`` (one of ``byclass``, ``bymerge``, ``balanced``, ``letters``,
    ``digits``, ``mnist``) from ``dataset_dir``'s ``emnist-{name}-{train,test}-images-idx3-ubyte``
    and ``-labels-idx1-ubyte`` (MNIST's format); ``usage='all'`` reads the files in name order
    (test before train), as MindSpore 2.10 does."""

    def __init__(self, dataset_dir, name, usage=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, cache=None):
        if not isinstance(name, str):
            raise TypeError(f"Argument name with value {name} is not of type [<class 'str'>], "
                            f"but got {type(name)}.")
        if name not in _EMNIST_NAMES:
            raise ValueError(f"Input name is not within the valid set of "
                             f"{list(_EMNIST_NAMES)}.")
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle,
                         sampler, num_shards, shard_id, cache)
        self.name = name

    def _load(self):
        prefix = f"emnist-{self.name}" + ("" if self.usage == "all" else f"-{self.usage}")
        names = sorted(os.listdir(self.dataset_dir))
        images = [n for n in names if prefix in n and "-images-idx3-ubyte" in n]
        labels = [n for n in names if prefix in n and "-labels-idx1-ubyte" in n]
        if len(images) != len(labels) or not images:
            raise pipeline_error(f"Invalid data, num of image files should be equal to num of "
                                 f"label files under {self.dataset_dir}, but got num of images: "
                                 f"{len(images)}, num of labels: {len(labels)}.")
        paths = [(os.path.join(self.dataset_dir, i), os.path.join(self.dataset_dir, j))
                 for i, j in zip(images, labels)]
        pairs = [_idx_pair(i, j, 2049, 2, "EMnist") for i, j in paths]
        for pair, files in zip(pairs, paths):
            self._note_files(len(pair[0]), files)
        return np.concatenate([p[0] for p in pairs]), np.concatenate([p[1] for p in pairs])


_QMNIST_USAGES = ("train", "test", "test10k", "test50k", "nist", "all")


class QMnistDataset(_FileSource):
    """QMNIST from ``dataset_dir`` (``qmnist-train``, ``qmnist-test`` and ``xnist``
    ``-images-idx3-ubyte`` / ``-labels-idx2-int``); ``usage`` 'train', 'test', 'test10k' (the
    test file's first 10000 rows), 'test50k' (the rest), 'nist' or 'all' (default: train, test,
    nist). The label is the class (uint32) with ``compat=True``, else all 8 label fields."""

    def __init__(self, dataset_dir, usage=None, compat=True, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, cache=None):
        usage = "all" if usage is None else usage
        if not isinstance(usage, str):
            raise TypeError(f"Argument usage with value {usage} is not of type [<class 'str'>], "
                            f"but got {type(usage)}.")
        if usage not in _QMNIST_USAGES:
            raise ValueError(f"Input usage is not within the valid set of "
                             f"{list(_QMNIST_USAGES)}.")
        if not isinstance(compat, bool):
            raise TypeError(f"Argument compat with value {compat!r} is not of type "
                            f"[<class 'bool'>], but got {type(compat)}.")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.usage, self.compat = usage, compat

    def _load(self):
        prefixes = {"train": ["qmnist-train"], "nist": ["xnist"],
                    "all": ["qmnist-train", "qmnist-test", "xnist"]}.get(self.usage,
                                                                         ["qmnist-test"])
        images, labels = [], []
        for p in prefixes:
            files = (os.path.join(self.dataset_dir, f"{p}-images-idx3-ubyte"),
                     os.path.join(self.dataset_dir, f"{p}-labels-idx2-int"))
            x, y = _idx_pair(*files, 3074, 3, "Qmnist", ">u4")
            part = {"test10k": slice(0, 10000), "test50k": slice(10000, None)}.get(
                self.usage, slice(None))
            images.append(x[part])
            self._note_files(len(x[part]), files)
            labels.append(y[part])
        labels = np.concatenate(labels)
        return np.concatenate(images), labels[:, 0] if self.compat else labels


class SemeionDataset(_FileSource):
    """Semeion handwritten digits from ``dataset_dir``'s ``semeion.data`` (a line a digit: 256
    pixels, then a one-hot of 10): ``image`` uint8 (16, 16) with the pixels' integer parts (0
    or 1), ``label`` uint32 (the one-hot's last set position), as MindSpore 2.10 reads it."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)

    def _load(self):
        path = os.path.join(self.dataset_dir, "semeion.data")
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file, {path} does not exist or is a directory.")
        images, labels = [], []
        with open(path, encoding="utf-8") as f:
            for line in f:
                fields = line.split()
                if not fields:
                    continue
                try:
                    values = [int(float(v)) for v in fields[:266]]
                except ValueError as e:
                    raise pipeline_error(f"Invalid data, {path} holds a field that is not a "
                                         f"number: {e}.") from e
                if len(values) != 266:
                    raise pipeline_error("Invalid data, file content does not match "
                                         "SemeionDataset.")
                images.append(np.array(values[:256], np.uint8).reshape(16, 16))
                hot = [i for i, v in enumerate(values[256:]) if v]
                labels.append(hot[-1] if hot else 0)
        self._note_files(len(images), path)
        return np.stack(images), np.array(labels, np.uint32)
