"""Dataset offload (``map(..., offload=True)``; ``config.set_auto_offload(True)`` for maps that
leave ``offload`` unset) as MindSpore 2.10 runs it: when an iterator is made, the operations
that can be offloaded at the end of the pipeline leave it and run in the iterator, on each
output row (a batch, when the pipeline batches), as ``iterator.offload_model``.

2.10 (measured): walking down from the top, a map that offloads, has as many outputs as inputs
under the same names and reads no column a map above kept in the pipeline gives up its last
operations that have a model (HWC2CHW, Normalize, Rescale, TypeCast, RandomHorizontalFlip,
RandomVerticalFlip, RandomColorAdjust, RandomSharpness); a map that keeps any operation keeps
its columns in the pipeline for the maps below. ``transform_list`` holds one entry per map, the
lowest first (``col_idxs``: its column's index in the output, ``me_ops``: its models). The
models check their input's rank (HWC2CHW and the random ones take a batch: 4 dimensions) and,
but TypeCast and HWC2CHW, give float32. A pipeline with a zip or concat cannot offload.

>>> import numpy as np
>>> import minicell.dataset as ds
>>> from minicell.dataset import transforms
>>> data = ds.NumpySlicesDataset({"x": np.arange(4)}, shuffle=False)
>>> it = data.map(transforms.TypeCast(np.float32), input_columns="x", offload=True)\\
...     .create_tuple_iterator(output_numpy=True)
>>> [type(op).__name__ for op in it.offload_model.transform_list[0].me_ops]
['TypeCast']
"""
import copy

import numpy as np

from .. import log as logger
from . import config_more


def _dims(x, want, name):
    if x.ndim != want:
        raise ValueError(f"For {name} offload operation, the dimension of input should be "
                         f"{want}, but got {x.ndim}.")


class HwcToChw:
    """HWC2CHW of a batch (NHWC -> NCHW)."""

    def __call__(self, x):
        _dims(x, 4, "HwcToChw")
        return np.ascontiguousarray(x.transpose(0, 3, 1, 2))


class Normalize:
    """(x - mean) / std on the channel axis (last when ``is_hwc``), in float32."""

    def __init__(self, op):
        self.mean, self.std = np.float32(op.mean), np.float32(op.std)
        self.axis = -1 if op.is_hwc else -3

    def __call__(self, x):
        shape = [1] * x.ndim
        shape[self.axis] = -1
        x = x.astype(np.float32)
        return (x - self.mean.reshape(shape)) / self.std.reshape(shape)


class Rescale:
    """x * rescale + shift, in float32."""

    def __init__(self, op):
        self.rescale, self.shift = np.float32(op.rescale), np.float32(op.shift)

    def __call__(self, x):
        return x.astype(np.float32) * self.rescale + self.shift


class TypeCast:
    """The cast of the map's TypeCast."""

    def __init__(self, op):
        self.op = op

    def __call__(self, x):
        return self.op(x)


class _PerImage:
    """A random operation drawn for each image of a batch (4 dimensions), in float32."""

    def __init__(self, op):
        self.op = op

    def _one(self, image):
        return self.op(image)

    def __call__(self, x):
        _dims(x, 4, type(self).__name__)
        return np.stack([np.asarray(self._one(image)) for image in x]).astype(np.float32)


class RandomHorizontalFlip(_PerImage):
    """Each image flipped left-right with the operation's probability."""


class RandomVerticalFlip(_PerImage):
    """Each image flipped upside down with the operation's probability."""


class RandomColorAdjust(_PerImage):
    """Each image's brightness, contrast, saturation and hue drawn as the operation's."""

    def _one(self, image):      # the operation takes 8-bit images
        return self.op(np.clip(image, 0, 255).astype(np.uint8))


class RandomSharpness(_PerImage):
    """Each image's sharpness drawn as the operation's."""

    def _one(self, image):
        return self.op(np.clip(image, 0, 255).astype(np.uint8))


_MODELS = {"HWC2CHW": lambda op: HwcToChw(), "Normalize": Normalize, "Rescale": Rescale,
           "TypeCast": TypeCast, "ToType": TypeCast,
           "RandomHorizontalFlip": RandomHorizontalFlip,
           "RandomVerticalFlip": RandomVerticalFlip, "RandomColorAdjust": RandomColorAdjust,
           "RandomSharpness": RandomSharpness}


def _model(op):
    make = _MODELS.get(type(op).__name__)
    return None if make is None or not type(op).__module__.startswith(__package__) else make(op)


class GetModelFromJson2Col:
    """The offloaded operations of one map: ``me_ops`` applied to column ``col_idxs[0]``."""

    def __init__(self, ops, col_idxs):
        self.col_idxs = col_idxs
        self.me_ops = [_model(op) for op in ops]

    def __call__(self, row):
        k = self.col_idxs[0]
        value = np.asarray(row[k])
        for op in self.me_ops:
            value = op(value)
        row[k] = value
        return row


class GetOffloadModel:
    """The offloaded maps of a pipeline, applied to each row its iterator hands out."""

    def __init__(self, transform_list):
        self.transform_list = transform_list

    def __call__(self, row):
        row = list(row)
        for transform in self.transform_list:
            row = transform(row)
        return tuple(row)


def _is_map(node):
    return "offload" in vars(node)      # (set by Dataset.map: True, False or None)


def _asks(node, auto):
    return _is_map(node) and (node.offload is True or node.offload is None and auto) or \
        any(_asks(c, auto) for c in node.children)


def _select(node, kept, found, auto):
    """The maps whose last operations leave the pipeline, top first: (map, count)."""
    if not _is_map(node):
        for child in node.children:
            _select(child, set(kept), found, auto)
        return
    names = node._in
    if names is None:
        try:
            names = node.children[0]._columns()[:1]
        except Exception:       # (the pipeline's own error comes when it runs)
            names = []
    wants = node.offload is True or (node.offload is None and auto)
    count = 0
    if wants and not set(names) & kept and node._out in (None, node._in):
        while count < len(node._ops) and _model(node._ops[-1 - count]) is not None:
            count += 1
    if count:
        found.append((node, count))
    if count < len(node._ops):
        kept.update(names)
    _select(node.children[0], kept, found, auto)


def _without(node, cuts):
    children = [_without(c, cuts) for c in node.children]
    count = cuts.get(id(node), 0)
    if count and count == len(node._ops):
        return children[0]
    if not count and all(a is b for a, b in zip(children, node.children)):
        return node
    clone = copy.copy(node)
    clone.children = children
    if count:
        clone._ops = node._ops[:-count]
    return clone


def _joins(node):
    return len(node.children) > 1 or any(_joins(c) for c in node.children)


def _col_idxs(names, columns):
    if names is None:
        logger.warning("input_columns attr in map op is not defined, so offload op will be "
                       "applied to first column of dataset.")
        return [0]
    if len(names) > 1:
        raise RuntimeError("Offload hardware accelerator currently does not support map "
                           "operations with multiple input columns")
    missing = [n for n in names if n not in columns]
    if missing:
        raise RuntimeError(f"The following input column(s) for an offloaded map operation do "
                           f"not exist: {missing}")
    return [columns.index(n) for n in names]


def _debug_mode_warnings(node, auto):
    """2.10's warnings (measured): one per map with ``offload=True``, then one for auto."""
    stack = [node]
    while stack:
        node = stack.pop()
        if _is_map(node) and node.offload is True:
            logger.warning("Map operation with offload found in the debug mode. Ignoring offload."
                           " If performance is a concern, then disable debug mode.")
        stack.extend(node.children)
    if auto:
        logger.warning("Both debug mode and auto offload are enabled. Ignoring auto offload. If "
                       "performance is a concern, then disable debug mode.")


def prepare(dataset):
    """``(pipeline to run, offload model or None)`` for an iterator of ``dataset``."""
    auto = config_more.get_auto_offload()
    if config_more.get_debug_mode():    # 2.10's debug-mode pass drops offload, with warnings
        _debug_mode_warnings(dataset, auto)
        return dataset, None
    if not _asks(dataset, auto):        # (no map asks: nothing to walk)
        return dataset, None
    found = []
    _select(dataset, set(), found, auto)
    if not found:
        return dataset, None
    if _joins(dataset):
        raise RuntimeError("Offload module currently does not support concatenated or zipped "
                           "datasets.")
    pipeline = _without(dataset, {id(node): count for node, count in found})
    columns = pipeline.get_col_names()
    return pipeline, GetOffloadModel([
        GetModelFromJson2Col(node._ops[-count:], _col_idxs(node._in, columns))
        for node, count in reversed(found)])
