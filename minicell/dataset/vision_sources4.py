"""Readers of paired-image and captioned-image datasets in the layouts MindSpore 2.10 reads:
``CityscapesDataset``, ``DIV2KDataset`` and ``FlickrDataset``. Images are the file's bytes
(uint8) or, with ``decode=True``, the decoded HWC image; columns, dtypes, row order and argument
errors are those measured on MindSpore 2.10 with the same files (see ``vision_sources.py``).
"""
import json
import os

import numpy as np

from .engine import pipeline_error
from .vision_sources import (
    ImageSource, check_choice, check_dir, check_params, image_magic, type_error,
)

__all__ = ["CityscapesDataset", "DIV2KDataset", "FlickrDataset"]

_CITYSCAPES_SUFFIX = {"instance": "_instanceIds.png", "semantic": "_labelIds.png",
                      "polygon": "_polygons.json", "color": "_color.png"}    # 2.10's order


class CityscapesDataset(ImageSource):
    """Cityscapes from ``dataset_dir``: ``leftImg8bit/<usage>/<city>/<name>_leftImg8bit.png``
    and its target ``gtFine/<usage>/<city>/<name>_gtFine<suffix>`` (``gtCoarse`` with
    ``quality_mode='coarse'``) for ``task`` 'instance' (``_instanceIds.png``, default),
    'semantic' (``_labelIds.png``), 'color' (``_color.png``) or 'polygon' (``_polygons.json``,
    given as its JSON text, keys sorted, a str). ``usage`` 'train' (default), 'test', 'val'
    ('train_extra' for coarse) or 'all'; rows by image path within each usage. Columns
    ``image`` and ``task``; ``decode=True`` decodes both images."""

    _names = ("image", "task")

    def __init__(self, dataset_dir, usage="train", quality_mode="fine", task="instance",
                 num_samples=None, num_parallel_workers=None, shuffle=None, decode=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        check_choice("task", task, tuple(_CITYSCAPES_SUFFIX))
        check_choice("quality_mode", quality_mode, ("fine", "coarse"))
        check_choice("usage", usage, ("train", "test", "val", "all") if quality_mode == "fine"
                     else ("train", "train_extra", "val", "all"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, bool(decode))
        self.usage, self.quality_mode, self.task = usage, quality_mode, task
        self._images = 1 if task == "polygon" else 2

    def _split(self, usage, mode):
        images = os.path.join(self.dataset_dir, "leftImg8bit", usage)
        targets = os.path.join(self.dataset_dir, mode, usage)
        for folder, what in ((images, "image"), (targets, "task")):
            if not os.path.isdir(folder):
                raise pipeline_error(f"Invalid path, Cityscapes Dataset {what} dir: {folder} is "
                                     f"not a directory path.")
        pairs = {}
        for city in os.listdir(images):
            if not os.path.isdir(os.path.join(images, city)):
                continue
            for name in os.listdir(os.path.join(images, city)):
                if not name.endswith(".png"):
                    continue
                target = os.path.join(targets, city, name.split("_leftImg8bit")[0] + "_" + mode
                                      + _CITYSCAPES_SUFFIX[self.task])
                if not os.path.exists(target):
                    raise pipeline_error(f"Invalid file, Cityscapes Dataset task file: {target} "
                                         f"does not exist.")
                pairs[os.path.join(images, city, name)] = target
        return sorted(pairs.items())

    def _load(self):
        mode = "gtFine" if self.quality_mode == "fine" else "gtCoarse"
        usages = [self.usage] if self.usage != "all" else (
            ["train", "test", "val"] if mode == "gtFine" else ["train", "train_extra", "val"])
        pairs = [p for u in usages for p in self._split(u, mode)]
        if not pairs:
            raise pipeline_error(f"Invalid data, CityscapesDataset API can't read the data file "
                                 f"(interface mismatch or no data found). Check file path: "
                                 f"{self.dataset_dir}")
        images, targets = [p[0] for p in pairs], [p[1] for p in pairs]
        if self.task == "polygon":
            texts = []
            for path in targets:
                with open(path, encoding="utf-8") as f:
                    texts.append(np.array(json.dumps(json.load(f), sort_keys=True,
                                                     separators=(",", ":"), ensure_ascii=False)))
            targets = texts
        return images, targets


_DIV2K_LR = {"bicubic": "DIV2K_{}_LR_bicubic", "unknown": "DIV2K_{}_LR_unknown",
             "mild": "DIV2K_{}_LR_mild", "difficult": "DIV2K_{}_LR_difficult",
             "wild": "DIV2K_{}_LR_wild"}


class DIV2KDataset(ImageSource):
    """DIV2K from ``dataset_dir``: each ``DIV2K_<usage>_HR/<id>.png`` (in name order) with its
    low-resolution version for ``downgrade`` 'bicubic' (default) or 'unknown'
    (``DIV2K_<usage>_LR_bicubic/X<scale>/<id>x<scale>.png``; scale 8:
    ``DIV2K_<usage>_LR_x8/<id>x8.png``), 'mild', 'difficult' or 'wild' (scale 4:
    ``DIV2K_<usage>_LR_mild/<id>x4m.png``, ...). ``usage`` 'train' (default), 'valid' or 'all'.
    Columns ``hr_image`` and ``lr_image``."""

    _names = ("hr_image", "lr_image")
    _images = 2

    def __init__(self, dataset_dir, usage="train", downgrade="bicubic", scale=2,
                 num_samples=None, num_parallel_workers=None, shuffle=None, decode=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        check_choice("usage", usage, ("train", "valid", "all"))
        check_choice("downgrade", downgrade, tuple(_DIV2K_LR))
        if not isinstance(scale, int) or isinstance(scale, bool):
            raise type_error("scale", scale, (int,))
        if scale not in (2, 3, 4, 8):
            raise ValueError("Input scale is not within the valid set of [2, 3, 4, 8].")
        if scale == 8 and downgrade != "bicubic":
            raise ValueError("DIV2KNode: scale equal to 8 is allowed only in bicubic downgrade.")
        if downgrade in ("mild", "difficult", "wild") and scale != 4:
            raise ValueError(f"DIV2KNode: {downgrade} downgrade requires scale equal to 4.")
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, bool(decode))
        self.usage, self.downgrade, self.scale = usage, downgrade, scale

    def _split(self, usage):
        high = os.path.join(self.dataset_dir, f"DIV2K_{usage}_HR")
        if self.scale == 8:
            low = os.path.join(self.dataset_dir, f"DIV2K_{usage}_LR_x8")
        elif self.downgrade in ("bicubic", "unknown"):
            low = os.path.join(self.dataset_dir, _DIV2K_LR[self.downgrade].format(usage),
                               f"X{self.scale}")
        else:
            low = os.path.join(self.dataset_dir, _DIV2K_LR[self.downgrade].format(usage))
        for folder, what in ((high, "hr"), (low, "lr")):
            if not os.path.isdir(folder):
                raise pipeline_error(f"Invalid path, div2k {what} image dir: {folder} is not a "
                                     f"directory.")
        tag = {"mild": "m", "difficult": "d", "wild": "w"}.get(self.downgrade, "")
        pairs = []
        for name in sorted(n for n in os.listdir(high) if n.endswith(".png")):
            lr = os.path.join(low, f"{os.path.splitext(name)[0]}x{self.scale}{tag}.png")
            if not os.path.exists(lr):
                raise pipeline_error(f"Invalid file, div2k image file: {lr} does not exist.")
            pairs.append((os.path.join(high, name), lr))
        return pairs

    def _load(self):
        pairs = [p for u in (["train", "valid"] if self.usage == "all" else [self.usage])
                 for p in self._split(u)]
        if not pairs:
            raise pipeline_error(f"Invalid data, DIV2KDataset API can't read the data file "
                                 f"(interface mismatch or no data found). Check file path: "
                                 f"{self.dataset_dir}")
        return [p[0] for p in pairs], [p[1] for p in pairs]


class FlickrDataset(ImageSource):
    """Flickr8k / Flickr30k: images of ``dataset_dir`` named by ``annotation_file`` (lines
    ``<image>#<k>\\t<caption>``; files that are not JPEG/PNG/GIF/BMP are skipped), a row per
    image in path order: ``image`` and ``annotation`` (its captions, a 1-D str array)."""

    _names = ("image", "annotation")

    def __init__(self, dataset_dir, annotation_file, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=None, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        check_dir(dataset_dir)
        if not isinstance(annotation_file, str):
            raise type_error("annotation_file", annotation_file, (str,))
        if not os.path.isfile(annotation_file) or not os.access(annotation_file, os.R_OK):
            raise ValueError(f"The file {os.path.realpath(annotation_file)} does not exist or "
                             f"permission denied!")
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, bool(decode))
        self.annotation_file = annotation_file

    def _load(self):
        captions = {}
        with open(self.annotation_file, encoding="utf-8") as f:
            for line in f.read().splitlines():
                if not line:
                    continue
                name, _, caption = line.partition("\t")
                name = name[:-2]                # the "#k" after the image's name
                if not name:
                    raise pipeline_error(f"Invalid file, the attribute of image_name is missing "
                                         f"in flickr dataset file: {self.annotation_file}, line: "
                                         f"{line}")
                if not caption:
                    raise pipeline_error(f"Invalid file, the attribute of annotation is missing "
                                         f"in flickr dataset file: {self.annotation_file}, line: "
                                         f"{line}")
                path = os.path.join(self.dataset_dir, name)
                if not os.path.exists(path):
                    raise pipeline_error(f"Invalid file path, flickr dataset file: {path} does "
                                         f"not exist.")
                if image_magic(path):
                    captions.setdefault(path, []).append(caption)
        if not captions:
            raise pipeline_error(f"Invalid data, FlickrDataset API can't read the data file "
                                 f"(interface mismatch or no data found). Check file path: "
                                 f"{self.annotation_file}")
        paths = sorted(captions)
        return paths, [np.array(captions[p]) for p in paths]
