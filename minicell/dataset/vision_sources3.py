"""Readers of image datasets stored as pixel data, in the formats MindSpore 2.10 reads:
``STL10Dataset`` (binary ``*_X.bin`` / ``*_y.bin``), ``USPSDataset`` (libsvm text lines) and
``PhotoTourDataset`` (64x64 patches tiled in BMP files). Columns, dtypes, row order and argument
errors are those measured on MindSpore 2.10 with the same files.
"""
import os

import numpy as np

from .engine import pipeline_error
from .file_sources import _shuffle_flag
from .image_sources import _FileSource
from .vision_sources import check_choice, check_dir, check_params

__all__ = ["STL10Dataset", "USPSDataset", "PhotoTourDataset"]


def _check_file(path):
    if not os.path.isfile(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The file {os.path.realpath(path)} does not exist or permission "
                         f"denied!")


_STL10_PARTS = {"train": ["train"], "test": ["test"], "unlabeled": ["unlabeled"],
                "train+unlabeled": ["train", "unlabeled"], "all": ["test", "train", "unlabeled"]}
_STL10_IMAGE = 96 * 96 * 3


class STL10Dataset(_FileSource):
    """STL-10's binary version from ``dataset_dir``: ``{train,test,unlabeled}_X.bin`` (96x96
    images stored channel by channel, column-major) and ``{train,test}_y.bin`` (labels 1..10);
    ``usage`` 'train', 'test', 'unlabeled', 'train+unlabeled' or 'all' (default: test, train,
    unlabeled). ``image`` uint8 (96, 96, 3), ``label`` int32 (0..9; -1 for unlabeled images)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, tuple(_STL10_PARTS))
            for part in _STL10_PARTS[usage]:
                _check_file(os.path.join(dataset_dir, part + "_X.bin"))
                if part != "unlabeled":
                    _check_file(os.path.join(dataset_dir, part + "_y.bin"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.usage = usage or "all"

    def _load(self):
        images, labels = [], []
        for part in _STL10_PARTS[self.usage]:
            path = os.path.join(self.dataset_dir, part + "_X.bin")
            raw = np.fromfile(path, np.uint8)
            count = raw.size // _STL10_IMAGE
            images.append(raw[:count * _STL10_IMAGE].reshape(count, 3, 96, 96)
                          .transpose(0, 3, 2, 1))
            if part == "unlabeled":
                labels.append(np.full(count, -1, np.int32))
                self._note_files(count, path)
                continue
            y = np.fromfile(os.path.join(self.dataset_dir, part + "_y.bin"), np.int8)
            if y.size != count:
                raise pipeline_error(f"Invalid file, error in {part}_y.bin: the number of labels "
                                     f"is not equal to the number of images in {part}_X.bin! "
                                     f"Please check the file integrity!")
            labels.append(y.astype(np.int32) - 1)
            self._note_files(count, (path, os.path.join(self.dataset_dir, part + "_y.bin")))
        return np.concatenate(images), np.concatenate(labels)


def _usps_line(line, path):
    """(image (16, 16, 1) uint8, label uint32) of a USPS line ``label 1:v 2:v ...``, each value
    v in [-1, 1] mapped to the integer part of (v + 1) / 2 * 255."""
    items = line.split()
    if len(items) != 257:
        raise pipeline_error(f"Invalid data, the number of split characters ':' in USPS data "
                             f"file is corrupted, should be 257, but got {len(items)}.")
    pixels = []
    for k, item in enumerate(items[1:], 1):
        index, sep, value = item.partition(":")
        if not sep:
            raise pipeline_error("Invalid data, split character ':' is missing in USPS data "
                                 "file.")
        if int(index) != k:
            raise pipeline_error(f"Invalid data, the character before ':' should be {k}, but got "
                                 f"{index}.")
        pixels.append((float(np.float32(value)) + 1.0) / 2.0 * 255.0)
    image = np.array(pixels, np.float64).astype(np.uint8).reshape(16, 16, 1)
    return image, np.uint32(int(items[0]) - 1)


class USPSDataset(_FileSource):
    """USPS from ``dataset_dir``'s ``usps`` (train) and ``usps.t`` (test) files, a digit a line
    in libsvm format; ``usage`` 'train', 'test' or 'all' (default; in order, the two files'
    lines alternate, as MindSpore 2.10 reads them). ``image`` uint8 (16, 16, 1), ``label``
    uint32. ``shuffle`` a bool or ``Shuffle`` mode (default: shuffled)."""

    _mappable = False       # a file reader in MindSpore 2.10, not a MappableDataset

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=True, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, ("train", "test", "all"))
        check_params({k: v for k, v in locals().items() if k != "shuffle"})
        super().__init__(dataset_dir, num_samples, num_parallel_workers, _shuffle_flag(shuffle),
                         num_shards, shard_id, None)
        self.usage = usage or "all"

    def _load(self):
        names = {"train": ["usps"], "test": ["usps.t"]}.get(self.usage, ["usps", "usps.t"])
        parts = []
        for name in names:
            path = os.path.join(self.dataset_dir, name)
            if not os.path.isfile(path):
                raise pipeline_error(f"Invalid file, USPS dataset {name} file: {path} does not "
                                     f"exist or is a directory.")
            with open(path, encoding="utf-8") as f:
                parts.append([_usps_line(line, path) for line in f if line.strip()])
        rows = [p[k] for k in range(max(len(p) for p in parts)) for p in parts if k < len(p)]
        if not rows:
            raise pipeline_error(f"Invalid data, USPSDataset API can't read the data file "
                                 f"(interface mismatch or no data found). Check file path: "
                                 f"{self.dataset_dir}")
        return np.stack([r[0] for r in rows]), np.array([r[1] for r in rows], np.uint32)


_PHOTO_TOUR_NAMES = ("notredame", "yosemite", "liberty", "notredame_harris", "yosemite_harris",
                     "liberty_harris")


class PhotoTourDataset(_FileSource):
    """Photo Tourism patches from ``dataset_dir/<name>``: 64x64 grey patches tiled 16 by 16
    in the ``.bmp`` files (in name order), ``info.txt`` (a patch a line, its 3D point id first)
    and ``m50_100000_100000_0.txt`` (matches). ``usage='train'`` (default): ``image`` uint8
    (64, 64, 1) a patch; 'test': ``image1``, ``image2`` and ``matches`` uint32 (1 when the
    two patches show the same 3D point) a line of the matches file."""

    def __init__(self, dataset_dir, name, usage=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, ("train", "test"))
        check_choice("name", name, _PHOTO_TOUR_NAMES)
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.name, self.usage = name, usage or "train"
        self._bmps = {}

    def _columns(self):
        return ["image"] if self.usage == "train" else ["image1", "image2", "matches"]

    def _load(self):
        folder = os.path.join(self.dataset_dir, self.name)
        if not os.path.isdir(folder):
            raise pipeline_error(f"{folder} does not exist.")
        bmps = sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith("bmp"))
        try:
            with open(os.path.join(folder, "info.txt"), encoding="utf-8") as f:
                points = [int(line.split()[0]) for line in f if line.split()]
            with open(os.path.join(folder, "m50_100000_100000_0.txt"), encoding="utf-8") as f:
                matches = [[int(v) for v in line.split()[:5]] for line in f if line.split()]
        except (OSError, ValueError, IndexError) as e:
            raise pipeline_error(f"Invalid file, failed to read the PhotoTour files of {folder}: "
                                 f"{e}", e) from e
        self._files, self._points = bmps, np.array(points, np.int64)
        if self.usage == "train":
            rows = (np.arange(len(points)),)
        else:
            rows = (np.array([m[0] for m in matches]), np.array([m[3] for m in matches]),
                    np.array([m[1] == m[4] for m in matches], np.uint32))
        if not len(rows[0]):
            raise pipeline_error(f"Invalid data, data file may not suitable to read with "
                                 f"PhotoTourDataset API.Check file in directory: {folder}")
        return rows

    def _labels(self, column):
        # what ``PKSampler`` groups by, as MindSpore: the 3D point of a patch ('train'), the
        # match flag of a pair ('test')
        cols = self._loaded()
        return self._points if self.usage == "train" else np.asarray(cols[2])

    def _patch(self, index):
        number, place = divmod(int(index), 256)
        if number not in self._bmps:
            from PIL import Image
            with Image.open(self._files[number]) as image:
                self._bmps[number] = np.asarray(image.convert("L"))
        row, col = divmod(place, 16)
        return self._bmps[number][row * 64:row * 64 + 64, col * 64:col * 64 + 64, None].copy()

    def _read(self, index):
        cols = self._loaded()
        if self.usage == "train":
            return (self._patch(cols[0][index]),)
        return self._patch(cols[0][index]), self._patch(cols[1][index]), np.asarray(
            cols[2][index])
