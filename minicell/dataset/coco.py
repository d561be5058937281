"""``CocoDataset``: the five tasks of MindSpore 2.10's COCO reader (measured on 2.10 with its
test annotations).

Rows: the ``images`` of the annotation file, in its order, that have at least one annotation
(a caption for ``Captioning``); ``image`` is the file's bytes (uint8) or, with ``decode=True``,
the decoded HWC image. The other columns per task:

- ``Detection``: ``bbox`` float32 (n, 4), ``category_id`` and ``iscrowd`` uint32 (n, 1);
- ``Stuff``: ``segmentation`` float32, one row per polygon (``iscrowd`` 0) or per RLE
  ``counts`` (``iscrowd`` 1), padded with -1 to the longest; ``iscrowd`` uint32 (annotations, 1);
- ``Keypoint``: ``keypoints`` float32 (n, 51), ``num_keypoints`` uint32 (n, 1);
- ``Panoptic``: per ``segments_info`` entry ``bbox`` float32, ``category_id``, ``iscrowd`` and
  ``area`` uint32 (n, 1);
- ``Captioning``: ``captions`` str (n, 1).

``extra_metadata=True`` adds ``_meta-filename``: the image's file name up to its first dot
(iterators leave such columns out, as 2.10). ``get_class_indexing``: Detection
``{name: [id]}``, Panoptic ``{name: [id, isthing]}``.

>>> import minicell.dataset as ds
>>> ds.CocoDataset.__name__
'CocoDataset'
"""
import json
import os

import numpy as np

from .engine import pipeline_error
from .image_sources import _FileSource, _check_dir
from .rows import FileRow
from .samplers import PKSampler

__all__ = ["CocoDataset"]

_COLUMNS = {"Detection": ("bbox", "category_id", "iscrowd"),
            "Stuff": ("segmentation", "iscrowd"),
            "Keypoint": ("keypoints", "num_keypoints"),
            "Panoptic": ("bbox", "category_id", "iscrowd", "area"),
            "Captioning": ("captions",)}


def _read_image(path, decode):
    """An image file's bytes (uint8), or the decoded HWC image; 2.10's error if it is absent."""
    try:
        image = np.fromfile(path, np.uint8)
    except OSError as e:
        raise pipeline_error(f"Failed to open file: {os.path.abspath(path)}", e) from None
    if decode:
        from .vision import Decode
        image = Decode()(image)
    return image


def _padded(rows):
    """float32 (len(rows), longest) of ``rows``, the shorter ones padded with -1."""
    width = max((len(r) for r in rows), default=0)
    out = np.full((len(rows), width), -1, np.float32)
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    return out


class _Annotations:
    """The annotation file read for one task: ``files`` (the rows' image files, in order),
    ``items[file]`` (per annotation tuples) and ``categories``."""

    def __init__(self, path, task):
        self.path, self.task = path, task
        try:
            with open(path, encoding="utf-8") as f:
                tree = json.load(f)
        except ValueError as e:
            raise pipeline_error(f"Invalid annotation file, Coco Dataset annotation file:{path} "
                                 f"load failed, error description: {e}", e) from None
        images = self._node(tree, "images")
        if not images:
            raise pipeline_error(f"Invalid annotation, the 'image' node is missing in annotation "
                                 f"file: {path}.")
        index = {self._node(img, "id"): self._node(img, "file_name") for img in images}
        self.categories = []
        if task in ("Detection", "Panoptic"):
            self.categories = self._node(tree, "categories")
        known = {c.get("id") for c in self.categories}
        self.items = {}
        for ann in self._node(tree, "annotations"):
            image_id = self._node(ann, "image_id")
            if image_id not in index:
                raise pipeline_error(f"Invalid annotation, the attribute of 'image_id': "
                                     f"{image_id} is missing in the node of 'image' from "
                                     f"annotation file: {path}")
            self._add(index[image_id], ann, known)
        self.files = [img["file_name"] for img in images if img["file_name"] in self.items]
        if not self.files:
            raise pipeline_error("Invalid data, 'CocoDataset' API can't read the data file "
                                 "(interface mismatch or no data found).")

    def _node(self, tree, name):
        if name not in tree:
            raise pipeline_error(f"Invalid annotation, the attribute of '{name}' is missing in "
                                 f"annotation file: {self.path}.")
        return tree[name]

    def _category(self, value, known, where):
        if value not in known:
            raise pipeline_error(f"Invalid annotation, the attribute of 'category_id': {value} "
                                 f"is missing in the node of 'categories' from {where}")
        return value

    def _add(self, file, ann, known):
        items = self.items.setdefault(file, [])
        if self.task == "Detection":
            box = self._node(ann, "bbox")
            cat = self._category(self._node(ann, "category_id"), known,
                                 f"annotation file: {self.path}")
            items.append(([box], cat, ann.get("iscrowd", 0)))
        elif self.task == "Stuff":
            crowd = self._node(ann, "iscrowd")
            seg = self._node(ann, "segmentation")
            polygons = list(seg) if crowd == 0 else [self._node(seg, "counts")]
            items.append((polygons, crowd))
        elif self.task == "Keypoint":
            items.append(([self._node(ann, "keypoints")], self._node(ann, "num_keypoints")))
        elif self.task == "Panoptic":
            for info in self._node(ann, "segments_info"):
                cat = self._category(self._node(info, "category_id"), known, f"{self.path}.")
                items.append(([self._node(info, "bbox")], cat, self._node(info, "iscrowd"),
                              self._node(info, "area")))
        else:
            items.append(self._node(ann, "caption"))

    def columns(self, file):
        """The task's columns (after ``image``) of ``file``'s row."""
        items = self.items[file]
        if self.task == "Captioning":
            return (np.array([[c] for c in items]),)
        shapes = _padded([s for item in items for s in item[0]])
        return (shapes,) + tuple(np.array([[item[k]] for item in items], np.uint32)
                                 for k in range(1, len(items[0])))


class CocoDataset(_FileSource):
    """COCO: the images of ``dataset_dir`` named by ``annotation_file``, with the annotations
    of ``task`` (the module's docstring gives the columns)."""

    def __init__(self, dataset_dir, annotation_file, task="Detection", num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None,
                 num_shards=None, shard_id=None, cache=None, extra_metadata=False,
                 decrypt=None):
        _check_dir(dataset_dir)       # 2.10: the folder, then the task, then the file
        if task not in _COLUMNS:
            raise ValueError(f"Invalid task type: {task}.")
        if not os.path.isfile(annotation_file):
            raise ValueError(f"The file {annotation_file} does not exist or permission denied!")
        if isinstance(sampler, PKSampler):
            raise ValueError("CocoDataset doesn't support PKSampler.")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.annotation_file, self.task, self.decode = annotation_file, task, bool(decode)
        self.extra_metadata = bool(extra_metadata)
        self._names = ("image",) + _COLUMNS[task] + \
            (("_meta-filename",) if extra_metadata else ())

    def get_class_indexing(self):
        """Detection: {category name: [id]}; Panoptic: {category name: [id, isthing]}."""
        if self.task not in ("Detection", "Panoptic"):
            raise NotImplementedError("Only 'Detection' and 'Panoptic' support "
                                      "get_class_indexing.")
        cats = self._loaded().categories
        if self.task == "Detection":
            return {c["name"]: [c["id"]] for c in cats}
        return {c["name"]: [c["id"], c.get("isthing", 0)] for c in cats}

    def _load(self):
        return _Annotations(self.annotation_file, self.task)

    def _num_rows(self):
        return len(self._loaded().files)

    def _read(self, index):
        ann = self._loaded()
        file = ann.files[index]
        path = os.path.join(self.dataset_dir, file)
        row = (_read_image(path, self.decode),) + ann.columns(file)
        files = (path,) + (self.annotation_file,) * (len(row) - 1)
        if self.extra_metadata:
            if "." not in file:
                raise pipeline_error(f"Invalid image, 'image_id': {file} should be with suffix "
                                     f"like \".jpg\"")
            row, files = row + (np.array(file[:file.index(".")]),), files + (path,)
        # 2.10 names a column's own file when a map fails: the image's or the annotation file
        return FileRow(row, files)
