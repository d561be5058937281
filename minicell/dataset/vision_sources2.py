"""Readers of image datasets with annotation files, in the layouts MindSpore 2.10 reads:
``KITTIDataset``, ``WIDERFaceDataset``, ``Places365Dataset``, ``Caltech256Dataset``,
``SBUDataset``, ``RenderedSST2Dataset`` and ``Food101Dataset``. Images are the file's bytes
(uint8) or, with ``decode=True``, the decoded HWC image; columns, dtypes, row order and argument
errors are those measured on MindSpore 2.10 with the same files (see ``vision_sources.py``).
"""
import os

import numpy as np

from .engine import pipeline_error
from .vision_sources import ImageSource, check_choice, check_dir, check_params, sorted_files

__all__ = ["KITTIDataset", "WIDERFaceDataset", "Places365Dataset", "Caltech256Dataset",
           "SBUDataset", "RenderedSST2Dataset", "Food101Dataset"]


class _UsageImageSource(ImageSource):
    """An ``ImageSource`` with a ``usage`` among ``_usages`` (None: ``_default``)."""

    _usages = ("train", "test", "all")
    _default = "all"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, self._usages)
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.usage = usage or self._default


_KITTI_COLUMNS = ("image", "label", "truncated", "occluded", "alpha", "bbox", "dimensions",
                  "location", "rotation_y")


class KITTIDataset(_UsageImageSource):
    """KITTI object detection from ``dataset_dir``: ``data_object_image_2/{training,testing}/
    image_2/<000000>.png`` and, for ``usage='train'`` (the default), the labels
    ``data_object_label_2/training/label_2/<000000>.txt``. Rows are the ids 0 .. n-1 (n the
    image count); 'train' gives ``image``, ``label`` (uint32 (k, 1), the object types numbered
    in sorted order over all label files), ``truncated`` float32 (k, 1), ``occluded`` uint32
    (k, 1), ``alpha`` float32 (k, 1), ``bbox`` float32 (k, 4), ``dimensions`` and ``location``
    float32 (k, 3), ``rotation_y`` float32 (k, 1); 'test' gives ``image`` only."""

    _usages = ("train", "test")
    _default = "train"

    def _columns(self):
        return list(_KITTI_COLUMNS if self.usage == "train" else ("image",))

    def _load(self):
        split = "training" if self.usage == "train" else "testing"
        folder = os.path.join(self.dataset_dir, "data_object_image_2", split, "image_2")
        if not os.path.isdir(folder):
            raise pipeline_error(f"Invalid path, failed to open KITTI image dir: {folder}, "
                                 f"permission denied.")
        ids = [f"{i:06d}" for i in range(len(os.listdir(folder)))]
        images = [os.path.join(folder, i + ".png") for i in ids]
        if self.usage != "train":
            return (images,)
        labels = os.path.join(self.dataset_dir, "data_object_label_2", "training", "label_2")
        rows, names = [], set()
        for image, i in zip(images, ids):
            path = os.path.join(labels, i + ".txt")
            if not os.path.exists(path):
                raise pipeline_error(f"Invalid path, {path} does not exist.")
            with open(path, encoding="utf-8") as f:
                objects = [(line.split()[0], [float(v) for v in line.split()[1:15]])
                           for line in f if line.split()]
            if objects:
                rows.append((image, objects))
                names.update(n for n, _ in objects)
        if not rows:
            raise pipeline_error("Invalid data, no valid data matching the dataset API "
                                 "KITTIDataset. Please check file path or dataset API.")
        index = {n: k for k, n in enumerate(sorted(names))}
        cols = [[r[0] for r in rows]] + [[] for _ in _KITTI_COLUMNS[1:]]
        for _, objects in rows:
            values = np.array([v for _, v in objects], np.float32).reshape(-1, 14)
            cols[1].append(np.array([[index[n]] for n, _ in objects], np.uint32))
            cols[2].append(values[:, 0:1])
            cols[3].append(values[:, 1:2].astype(np.int64).astype(np.uint32))
            for k, (a, b) in enumerate(((2, 3), (3, 7), (7, 10), (10, 13), (13, 14)), 4):
                cols[k].append(values[:, a:b])
        return tuple(cols)


_WIDER_COLUMNS = ("image", "bbox", "blur", "expression", "illumination", "occlusion", "pose",
                  "invalid")


class WIDERFaceDataset(_UsageImageSource):
    """WIDER FACE from ``dataset_dir``: ``WIDER_{train,val,test}/images/<event>/<file>.jpg``
    (events and files in name order) and ``wider_face_split/wider_face_{train,val}_bbx_gt.txt``;
    ``usage`` 'train', 'valid', 'test' (``image`` only) or 'all' (default: train then valid).
    Columns ``image``, ``bbox`` int32 (k, 4), ``blur``, ``expression``, ``illumination``,
    ``occlusion``, ``pose``, ``invalid`` int32 (k,) (the annotation line's fields 4 .. 9)."""

    _usages = ("train", "test", "valid", "all")

    def _columns(self):
        return list(_WIDER_COLUMNS if self.usage != "test" else ("image",))

    def _event_images(self, base):
        folder = os.path.join(self.dataset_dir, base, "images")
        if not os.path.isdir(folder):
            raise pipeline_error(f"Invalid path, failed to open WIDERFace folder: {folder}")
        events = sorted(d for d in os.listdir(folder) if os.path.isdir(os.path.join(folder, d)))
        files = [f for e in events
                 for f in sorted_files(os.path.join(folder, e), lambda n: n.endswith(".jpg"))]
        if not files:
            raise pipeline_error(f"Invalid file, no .jpg file found under path: {folder}")
        return folder, files

    def _annotations(self, name, folder):
        path = os.path.join(self.dataset_dir, "wider_face_split", name)
        boxes = {}
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        k = 0
        while k + 1 < len(lines):
            image, count = os.path.join(folder, lines[k]), lines[k + 1]
            try:
                count = int(count)
            except ValueError as e:
                raise pipeline_error(f"Invalid data, failed to read the number of bbox: "
                                     f"{count}", e) from e
            taken = max(count, 1)       # a picture without faces has one line of zeros
            boxes[image] = np.array([[int(v) for v in line.split()]
                                     for line in lines[k + 2:k + 2 + taken]],
                                    np.int32).reshape(-1, 10)
            k += 2 + taken
        return boxes

    def _load(self):
        parts = {"train": [("WIDER_train", "wider_face_train_bbx_gt.txt")],
                 "valid": [("WIDER_val", "wider_face_val_bbx_gt.txt")],
                 "test": [("WIDER_test", None)]}.get(self.usage)
        parts = parts or [("WIDER_train", "wider_face_train_bbx_gt.txt"),
                          ("WIDER_val", "wider_face_val_bbx_gt.txt")]
        files, boxes = [], {}
        for base, annotations in parts:
            folder, found = self._event_images(base)
            files += found
            if annotations:
                boxes.update(self._annotations(annotations, folder))
        if self.usage == "test":
            return (files,)
        cols = [files] + [[] for _ in _WIDER_COLUMNS[1:]]
        for path in files:
            box = boxes.get(path, np.zeros((0, 10), np.int32))
            cols[1].append(box[:, :4])
            for k in range(2, 8):
                cols[k].append(box[:, k + 2])
        return tuple(cols)


class Places365Dataset(_UsageImageSource):
    """Places365 from ``dataset_dir``: the images listed (with their label) in
    ``places365_{train_standard,train_challenge,val}.txt`` for ``usage`` 'train-standard'
    (default), 'train-challenge', 'val', under ``data_256_standard`` etc. (``small=True``, the
    default) or ``data_large_standard`` etc.: ``image`` and ``label`` uint32."""

    _usages = ("train-standard", "train-challenge", "val")
    _default = "train-standard"

    def __init__(self, dataset_dir, usage=None, small=True, decode=False, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, cache=None):
        check_params(locals(), small=bool)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, decode,
                         sampler, num_shards, shard_id)
        self.small = small is not False

    def _load(self):
        lists = {"train-standard": ("places365_train_standard.txt", "standard"),
                 "train-challenge": ("places365_train_challenge.txt", "challenge"),
                 "val": ("places365_val.txt", None)}
        name, kind = lists[self.usage]
        size = "256" if self.small else "large"
        folder = f"data_{size}_{kind}" if kind else f"val_{size}"
        path = os.path.join(self.dataset_dir, name)
        if not os.path.isfile(path):
            raise pipeline_error(f"Invalid file, failed to open {path}: it does not exist.")
        with open(path, encoding="utf-8") as f:
            fields = f.read().split()
        files = [os.path.join(self.dataset_dir, folder) + p for p in fields[0::2]]
        labels = np.array([int(v) for v in fields[1::2]], np.uint32)
        if not len(labels):
            raise pipeline_error(f"Invalid data, no valid data matching the dataset API "
                                 f"Places365Dataset. Please check dataset API or file path: "
                                 f"{self.dataset_dir}.")
        return files[:len(labels)], labels


class Caltech256Dataset(ImageSource):
    """Caltech-256 from ``dataset_dir``: one folder per category (``001.ak47``, ...), read in
    name order, their ``.jpg``/``.JPEG`` files in name order; ``image`` and ``label`` int32
    (the folder's position)."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)

    def _load(self):
        folders = sorted(d for d in os.listdir(self.dataset_dir)
                         if os.path.isdir(os.path.join(self.dataset_dir, d)))
        files, labels = [], []
        for label, folder in enumerate(folders):
            found = sorted_files(os.path.join(self.dataset_dir, folder),
                                 lambda n: n.endswith((".jpg", ".JPEG")))
            files += found
            labels += [label] * len(found)
        return files, np.array(labels, np.int32)


class SBUDataset(ImageSource):
    """SBU captioned photos from ``dataset_dir``: line k of
    ``SBU_captioned_photo_dataset_urls.txt`` names image ``sbu_images/<url[23:] with / as _>``
    and line k of ``SBU_captioned_photo_dataset_captions.txt`` its caption (trailing spaces
    removed); images not in ``sbu_images`` are skipped. Columns ``image``, ``caption`` (str)."""

    _names = ("image", "caption")
    _files = ("SBU_captioned_photo_dataset_urls.txt", "SBU_captioned_photo_dataset_captions.txt")

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        for name in self._files:
            path = os.path.join(dataset_dir, name)
            if not os.path.isfile(path) or not os.access(path, os.R_OK):
                raise ValueError(f"The file {os.path.realpath(path)} does not exist or permission "
                                 f"denied!")
        check_dir(os.path.join(dataset_dir, "sbu_images"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)

    def _load(self):
        with open(os.path.join(self.dataset_dir, self._files[0]), encoding="utf-8") as f:
            urls = f.read().splitlines()
        with open(os.path.join(self.dataset_dir, self._files[1]), encoding="utf-8") as f:
            captions = f.read().splitlines()
        files, texts = [], []
        for url, caption in zip(urls, captions):
            if len(url) <= 23:
                raise pipeline_error(f"Invalid url in {self._files[0]}: {url}")
            path = os.path.join(self.dataset_dir, "sbu_images", url[23:].replace("/", "_"))
            if os.path.isfile(path):
                files.append(path)
                texts.append(np.array(caption.rstrip(" ")))
        return files, texts


class RenderedSST2Dataset(_UsageImageSource):
    """Rendered SST-2 from ``dataset_dir``: ``{train,valid,test}/<class>/<file>.png``;
    ``usage`` 'train', 'val', 'test' or 'all' (default). Rows by folder path then file name;
    ``image`` and ``label`` uint32 (the class folders numbered in name order)."""

    _usages = ("val", "all", "train", "test")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        if usage is not None and usage not in self._usages:
            check_choice("", usage, self._usages)       # 2.10's message names no argument
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, decode,
                         sampler, num_shards, shard_id)

    def _load(self):
        splits = {"val": ["valid"], "all": ["train", "test", "valid"]}.get(self.usage,
                                                                          [self.usage])
        folders = [os.path.join(s, c) for s in splits
                   if os.path.isdir(os.path.join(self.dataset_dir, s))
                   for c in os.listdir(os.path.join(self.dataset_dir, s))
                   if os.path.isdir(os.path.join(self.dataset_dir, s, c))]
        index = {c: k for k, c in enumerate(sorted({os.path.basename(f) for f in folders}))}
        files, labels = [], []
        for folder in sorted(folders):
            found = sorted_files(os.path.join(self.dataset_dir, folder),
                                 lambda n: n.endswith(".png"))
            files += found
            labels += [index[os.path.basename(folder)]] * len(found)
        if not files:
            raise pipeline_error(f"Invalid data, RenderedSST2Dataset API can't read the data "
                                 f"file (interface mismatch or no data found). Check file path: "
                                 f"{self.dataset_dir}.")
        return files, np.array(labels, np.uint32)


class Food101Dataset(_UsageImageSource):
    """Food-101 from ``dataset_dir``: the images ``images/<line>.jpg`` listed in
    ``meta/train.txt`` / ``meta/test.txt`` (``usage`` 'train', 'test' or 'all', the default:
    train then test); ``image`` and ``label`` (str: the first class folder, in name order,
    whose name the line contains)."""

    def _load(self):
        root = os.path.join(self.dataset_dir, "images")
        if not os.path.isdir(root):
            raise pipeline_error(f"Invalid path, Food101 image path: {root} does not exist.")
        classes = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
        if not classes:
            raise pipeline_error(f"Invalid path, no subfolder found under path: {root}")
        lines = []
        for split in (["train", "test"] if self.usage == "all" else [self.usage]):
            path = os.path.join(self.dataset_dir, "meta", split + ".txt")
            if not os.path.isfile(path):
                raise pipeline_error(f"Invalid file, failed to open text:{path}, the file is "
                                     f"damaged or permission denied.")
            with open(path, encoding="utf-8") as f:
                lines += [line for line in f.read().splitlines() if line]
        if not lines:
            raise pipeline_error(f"No valid train.txt or test.txt file under path: {root}")
        labels = [np.array(next((c for c in classes if c in line), "")) for line in lines]
        return [os.path.join(root, line + ".jpg") for line in lines], labels
