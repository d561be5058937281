"""Readers of image datasets in the layouts MindSpore 2.10 reads (nothing is downloaded):
``ManifestDataset`` (a JSON line per image), ``LSUNDataset``, ``CelebADataset``,
``OmniglotDataset``, ``SUN397Dataset`` and ``LFWDataset``. Images are the file's bytes (uint8)
or, with ``decode=True``, the decoded HWC image (``vision.Decode``, Pillow); labels, row order
and argument errors are those measured on MindSpore 2.10 with the same files.

The file lists are read once, when the pipeline first runs or is sized; rows are then read
lazily, shuffled and sharded as every random-access source's (``MappableSource``).
"""
import json
import os

import numpy as np

from .engine import pipeline_error
from .image_sources import _FileSource, read_image
from .rows import FileRow

__all__ = ["ManifestDataset", "LSUNDataset", "CelebADataset", "OmniglotDataset",
           "SUN397Dataset", "LFWDataset"]

_INT64_MAX = 2 ** 63 - 1
# the arguments every reader shares, with the types MindSpore's validators ask for
_COMMON = {"num_samples": int, "num_parallel_workers": int, "num_shards": int, "shard_id": int,
           "shuffle": bool, "decode": bool}


def type_error(name, value, kinds):
    shown = '""' if value == "" else value
    return TypeError(f"Argument {name} with value {shown} is not of type {list(kinds)}, but got "
                     f"{type(value)}.")


def check_params(values, **kinds):
    """MindSpore's checks of a reader's arguments ``values`` (its ``locals()``): each given
    one of ``_COMMON`` or ``kinds`` (name: type) has that type (``TypeError``);
    ``num_parallel_workers`` lies in [1, cpu count] and ``num_samples`` is not negative
    (``ValueError``)."""
    for name, kind in dict(_COMMON, **kinds).items():
        value = values.get(name)
        if value is None:
            continue
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise type_error(name, value, (kind,))
        if name == "num_parallel_workers" and not 1 <= value <= (os.cpu_count() or 1):
            raise ValueError(f"num_parallel_workers exceeds the boundary between 1 and "
                             f"{os.cpu_count()}!")
        if name == "num_samples" and not 0 <= value <= _INT64_MAX:
            raise ValueError(f"num_samples exceeds the boundary between 0 and "
                             f"{_INT64_MAX}(INT64_MAX)!")


def check_dir(path):
    """MindSpore's ``check_dir``: a str (or, in minicell, a path object) naming a readable
    folder."""
    if not isinstance(path, (str, os.PathLike)):
        raise type_error("dataset_dir", path, (str,))
    if not os.path.isdir(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The folder {path} does not exist or is not a directory or permission "
                         f"denied!")


def check_choice(name, value, choices):
    """``value`` is a str among ``choices`` (MindSpore's ``check_valid_str``)."""
    if not isinstance(value, str):
        raise type_error(name, value, (str,))
    if value not in choices:
        raise ValueError(f"Input {name} is not within the valid set of {list(choices)}.")
    return value


def sorted_files(folder, keep=None):
    """The files of ``folder`` in name order (those for which ``keep(name)`` holds)."""
    return [os.path.join(folder, n) for n in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, n)) and (keep is None or keep(n))]


class ImageSource(_FileSource):
    """A reader whose ``_load()`` gives columns: the first ``_images`` hold image paths (read
    as the file's bytes, or decoded with ``decode=True``), the others the rows' values."""

    _images = 1

    def __init__(self, dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                 shard_id, sampler, decode=False):
        check_dir(dataset_dir)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.decode = bool(decode)

    def _num_rows(self):
        return len(self._loaded()[0])

    def _read(self, index):
        cols = self._loaded()
        row = tuple(read_image(c[index], self.decode) if k < self._images else np.asarray(c[index])
                    for k, c in enumerate(cols))
        # a failing map names the image file (2.10 names each column's file; the image's here)
        return FileRow(row, cols[0][index]) if self._images else row

    def _labels(self, column):
        names = self._columns()
        if column in names and names.index(column) >= self._images:
            return np.asarray(self._loaded()[names.index(column)])
        return super()._labels(column)


def image_magic(path):
    """Whether ``path`` starts as a JPEG, PNG, GIF or BMP file (MindSpore's manifest check)."""
    try:
        with open(path, "rb") as f:
            head = f.read(3)
    except OSError as e:
        raise pipeline_error(f"Invalid file path, {path} does not exist.", e) from e
    if len(head) < 3:
        raise pipeline_error(f"Invalid manifest file, failed to read {path} : the manifest file "
                             f"is damaged or permission denied.")
    return head in (b"\xff\xd8\xff", b"\x89PN", b"GIF") or head[:2] == b"BM"


class ManifestDataset(ImageSource):
    """Images listed in a manifest file (a JSON object a line: ``source`` path, ``usage``,
    ``annotation`` list of ``{"name": label name}``), those of ``usage`` ('train', 'eval' or
    'inference'; files that are not JPEG/PNG/GIF/BMP are skipped): ``image`` and ``label``
    int32 (a scalar, or one per annotation). Labels number the label names in sorted order,
    or come from ``class_indexing`` (then only rows with such a label are read)."""

    def __init__(self, dataset_file, usage="train", num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, class_indexing=None, decode=False, num_shards=None,
                 shard_id=None, cache=None):
        if not isinstance(dataset_file, str):
            raise type_error("dataset_file", dataset_file, (str,))
        if not os.path.isfile(dataset_file) or not os.access(dataset_file, os.R_OK):
            raise ValueError(f"The file {os.path.realpath(dataset_file)} does not exist or "
                             f"permission denied!")
        check_params(locals(), usage=str, class_indexing=dict)
        super().__init__(os.path.dirname(os.path.abspath(dataset_file)), num_samples,
                         num_parallel_workers, shuffle, num_shards, shard_id, sampler, decode)
        self.dataset_file, self.usage = dataset_file, usage
        self.class_indexing = class_indexing or {}
        self._classes = None

    def _parse(self):
        if self.usage not in ("train", "eval", "inference"):
            raise pipeline_error(f"ManifestDataset: {self.usage} does not match any mode in "
                                 f"[ inference eval train ]")
        rows, names, classes = [], set(), set()
        with open(self.dataset_file, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                try:
                    item = json.loads(line)
                except ValueError as e:
                    raise pipeline_error(f"Invalid manifest file, parse ManiFest file: "
                                         f"{self.dataset_file} failed, {e}", e) from e
                source = item.get("source", "")
                if not source:
                    raise pipeline_error(f"Invalid manifest file, 'source' is missing in file: "
                                         f"{self.dataset_file} at line {number}")
                if not image_magic(source):
                    continue
                usage = item.get("usage", "")
                if not usage:
                    raise pipeline_error(f"Invalid manifest file, 'usage' is missing in file: "
                                         f"{self.dataset_file} at line {number}")
                if usage.lower() != self.usage:
                    continue
                labels = []
                for annotation in item.get("annotation", []):
                    name = annotation.get("name", "")
                    if not name:
                        raise pipeline_error(f"Invalid manifest file, 'name' attribute of label "
                                             f"is missing in file: {self.dataset_file} at line "
                                             f"{number}")
                    classes.add(name)
                    if not self.class_indexing or name in self.class_indexing:
                        names.add(name)
                        labels.append(name)
                if labels:
                    rows.append((source, labels))
        if not rows:
            raise pipeline_error(f"Invalid data, ManifestDataset API can't read the data file "
                                 f"(interface mismatch or no data found). Check file path: "
                                 f"{self.dataset_file}")
        index = dict(self.class_indexing) or {n: i for i, n in enumerate(sorted(names))}
        return rows, index, len(classes)

    def _load(self):
        rows, index, self._classes = self._parse()
        labels = [np.array([index[n] for n in ls], np.int32) for _, ls in rows]
        return [s for s, _ in rows], [ls[0] if len(ls) == 1 else ls for ls in labels]

    def get_class_indexing(self):
        """{label name: label}."""
        return dict(self.class_indexing) if self.class_indexing else self._parse()[1]

    def num_classes(self):
        """The number of label names of the rows of ``usage``."""
        return self._parse()[2]


_LSUN_CLASSES = ("bedroom", "bridge", "church_outdoor", "classroom", "conference_room",
                 "dining_room", "kitchen", "living_room", "restaurant", "tower")


class LSUNDataset(ImageSource):
    """LSUN from ``dataset_dir``'s ``<class>_train`` and ``<class>_val`` folders (``usage``
    'train', 'valid', 'all' (default) or 'test', the ``test`` folder), ``classes`` a list of
    LSUN's category names (default all): ``image`` and ``label`` uint32, numbering the folders
    read in name order, as MindSpore 2.10 does."""

    def __init__(self, dataset_dir, usage=None, classes=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, ("train", "test", "valid", "all"))
        check_params(locals(), classes=list)
        for name in classes or ():
            check_choice("classes", name, _LSUN_CLASSES)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.usage, self.classes = usage or "all", list(classes or [])

    def _folders(self):
        """(class folders of ``usage`` in name order, the categories they hold)."""
        suffixes = {"train": ["_train"], "valid": ["_val"], "test": []}.get(self.usage,
                                                                          ["_train", "_val"])
        found = [(d, c) for d in os.listdir(self.dataset_dir)
                 if os.path.isdir(os.path.join(self.dataset_dir, d))
                 for c in self.classes or _LSUN_CLASSES if any(c + s in d for s in suffixes)]
        return sorted({d for d, _ in found}), {c for _, c in found}

    def num_classes(self):
        """The number of LSUN categories with a folder of ``usage`` (0 for 'test')."""
        return len(self._folders()[1])

    def _load(self):
        folders = ["test"] if self.usage == "test" else self._folders()[0]
        files, labels = [], []
        for label, folder in enumerate(folders):
            found = sorted_files(os.path.join(self.dataset_dir, folder))
            files += found
            labels += [label] * len(found)
        return files, np.array(labels, np.uint32)


class CelebADataset(ImageSource):
    """CelebA from ``dataset_dir``: images named by ``list_attr_celeba.txt`` (a count line, the
    attribute names, then ``<file> <40 values of 1 or -1>``), in its order; ``usage`` 'train',
    'valid', 'test' picks the lines whose line of ``list_eval_partition.txt`` says 0, 1, 2
    ('all', the default: every line); ``extensions`` keeps those file suffixes. Columns
    ``image`` and ``attr`` (uint32, 1 where the file says 1, else 0)."""

    _names = ("image", "attr")

    def __init__(self, dataset_dir, num_parallel_workers=None, shuffle=None, usage="all",
                 sampler=None, decode=False, extensions=None, num_samples=None, num_shards=None,
                 shard_id=None, cache=None, decrypt=None):
        check_dir(dataset_dir)
        if decrypt is not None and not callable(decrypt):
            raise TypeError(f"Argument decrypt is not a callable object, but got "
                            f"{type(decrypt)}")
        check_params(locals(), extensions=list)
        if usage is not None and usage not in ("all", "train", "valid", "test"):
            raise ValueError("usage should be 'all', 'train', 'valid' or 'test'.")
        from .samplers import PKSampler
        if isinstance(sampler, PKSampler):
            raise ValueError("CelebADataset doesn't support PKSampler.")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.usage, self.extensions = usage or "all", list(extensions or [])
        if self.usage != "all" and not os.path.exists(
                os.path.join(dataset_dir, "list_eval_partition.txt")):
            raise RuntimeError("Partition file can not be found when usage is not 'all'.")

    def _load(self):
        path = os.path.join(self.dataset_dir, "list_attr_celeba.txt")
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file path, {path} does not exist.")
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()[2:]
        if self.usage != "all":
            with open(os.path.join(self.dataset_dir, "list_eval_partition.txt"),
                      encoding="utf-8") as f:
                parts = f.read().splitlines()
            want = str({"train": 0, "valid": 1, "test": 2}[self.usage])
            lines = [line for k, line in enumerate(l for l in lines if l)
                     if k < len(parts) and parts[k].split()[1:] == [want]]
        files, attrs = [], []
        for line in lines:
            fields = line.split()
            if not fields or (self.extensions
                              and os.path.splitext(fields[0])[1] not in self.extensions):
                continue
            try:
                values = [int(v) for v in fields[1:]]
            except ValueError as e:
                raise pipeline_error(f"Invalid label index, the label index in {fields[0]} "
                                     f"should be numeric: {e}.", e) from e
            files.append(os.path.join(self.dataset_dir, fields[0]))
            attrs.append(np.array([1 if v == 1 else 0 for v in values], np.uint32))
        if not files:
            raise pipeline_error(f"Invalid data, CelebADataset API can't read the data file "
                                 f"(interface mismatch or no data found). Check file path: "
                                 f"{self.dataset_dir}")
        return files, attrs


class OmniglotDataset(ImageSource):
    """Omniglot from ``dataset_dir``'s ``images_background`` (``background=True``, the
    default) or ``images_evaluation``: ``<alphabet>/<character>/<file>``, characters in name
    order, each its own label (``label`` int32), files in name order."""

    def __init__(self, dataset_dir, background=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        check_dir(dataset_dir)
        check_params(locals(), background=bool)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.background = background is not False

    def _load(self):
        root = os.path.join(self.dataset_dir, "images_background" if self.background
                            else "images_evaluation")
        if not os.path.isdir(root):
            raise pipeline_error(f"Invalid parameter, input path is invalid or not set, path: "
                                 f"{root}")
        characters = sorted(os.path.join(a, c) for a in os.listdir(root)
                            if os.path.isdir(os.path.join(root, a))
                            for c in os.listdir(os.path.join(root, a))
                            if os.path.isdir(os.path.join(root, a, c)))
        files, labels = [], []
        for label, character in enumerate(characters):
            found = sorted_files(os.path.join(root, character))
            files += found
            labels += [label] * len(found)
        return files, np.array(labels, np.int32)


class SUN397Dataset(ImageSource):
    """SUN397 from ``dataset_dir``: the categories of ``ClassName.txt`` (``/a/abbey`` a line;
    the label is the line's position), read in name order, each folder's ``sun_*.jpg`` files
    in name order: ``image`` and ``label`` uint32."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)

    def _load(self):
        meta = os.path.join(self.dataset_dir, "ClassName.txt")
        if not os.path.isfile(meta):
            raise pipeline_error(f"Invalid file, failed to open {meta}: it does not exist.")
        with open(meta, encoding="utf-8") as f:
            categories = {c: k for k, c in enumerate(f.read().split())}
        files, labels = [], []
        for category in sorted(categories):
            folder = self.dataset_dir + category
            if not os.path.isdir(folder):
                raise pipeline_error(f"Invalid path, {category} does not exist or permission "
                                     f"denied.")
            found = sorted_files(folder, lambda n: n.startswith("sun_") and n.endswith(".jpg"))
            files += found
            labels += [categories[category]] * len(found)
        if not files:
            raise pipeline_error(f"Invalid data, no valid data matching the dataset API "
                                 f"SUN397Dataset. Please check dataset API or file path: "
                                 f"{self.dataset_dir}.")
        return files, np.array(labels, np.uint32)


_LFW_SETS = {"original": "lfw", "funneled": "lfw_funneled", "deepfunneled": "lfw-deepfunneled"}


class LFWDataset(ImageSource):
    """LFW from ``dataset_dir``: ``task`` 'people' (default; columns ``image``, ``label``
    uint32, the person's line in ``lfw-names.txt``) or 'pairs' (``image1``, ``image2``,
    ``label`` uint32, 1 for the same person); ``usage`` '10fold' (``people.txt`` /
    ``pairs.txt``), 'train' (``*DevTrain.txt``), 'test' (``*DevTest.txt``) or 'all' (default:
    train then test); ``image_set`` 'original' (``lfw/``, default), 'funneled' or
    'deepfunneled'. Images are ``<set>/<name>/<name>_<0001>.jpg``."""

    def __init__(self, dataset_dir, task=None, usage=None, image_set=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if task is not None:
            check_choice("task", task, ("people", "pairs"))
        if usage is not None:
            check_choice("usage", usage, ("10fold", "train", "test", "all"))
        if image_set is not None:
            check_choice("image_set", image_set, tuple(_LFW_SETS))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.task, self.usage = task or "people", usage or "all"
        self.image_set = image_set or "original"
        self._images = 1 if self.task == "people" else 2
        self._names = ("image", "label") if self.task == "people" else \
            ("image1", "image2", "label")

    def _lines(self, name):
        path = os.path.join(self.dataset_dir, name + ".txt")
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file, failed to open {path}: it does not exist.")
        with open(path, encoding="utf-8") as f:
            lines = [line.split() for line in f]
        if not lines:
            raise pipeline_error(f"Invalid file, LFW annotation file is empty. Check file path: "
                                 f"{self.dataset_dir}")
        return lines

    def _path(self, name, number):
        return os.path.join(self.dataset_dir, _LFW_SETS[self.image_set], name,
                            f"{name}_{int(number):04d}.jpg")

    def _people(self, lines, folds):
        rows, begin = [], 1 if folds else 0
        for _ in range(int(lines[0][0]) if folds else 1):
            count = int(lines[begin][0])
            for name, number in (line[:2] for line in lines[begin + 1:begin + count + 1]):
                rows += [(self._path(name, k), name) for k in range(1, int(number) + 1)]
            begin += count + 1
        return rows

    def _pairs(self, lines, folds):
        rows, begin = [], 1
        count = int(lines[0][1] if folds else lines[0][0])
        for _ in range(int(lines[0][0]) if folds else 1):
            for name, a, b in (line[:3] for line in lines[begin:begin + count]):
                rows.append((self._path(name, a), self._path(name, b), 1))
            for first, a, second, b in (line[:4] for line in
                                        lines[begin + count:begin + 2 * count]):
                rows.append((self._path(first, a), self._path(second, b), 0))
            begin += 2 * count
        return rows

    def _load(self):
        files = {"10fold": [""], "train": ["DevTrain"], "test": ["DevTest"]}.get(
            self.usage, ["DevTrain", "DevTest"])
        parse = self._people if self.task == "people" else self._pairs
        try:
            rows = [r for f in files for r in parse(self._lines(self.task + f),
                                                    self.usage == "10fold")]
        except (IndexError, ValueError) as e:
            raise pipeline_error(f"Invalid file, the LFW annotation files of {self.dataset_dir} "
                                 f"do not follow LFW's layout: {e}", e) from e
        if self.task == "pairs":
            return tuple(list(c) for c in zip(*rows))[:2] + (
                np.array([r[2] for r in rows], np.uint32),)
        index = {line[0]: k for k, line in enumerate(self._lines("lfw-names")) if line}
        return [r[0] for r in rows], np.array([index.get(r[1], 0) for r in rows], np.uint32)
