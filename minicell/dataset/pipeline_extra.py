"""More of MindSpore's ``Dataset`` methods, installed on ``Dataset`` by this module
(``datasets.py`` is full): ``apply``, ``flat_map``, ``input_indexs``,
``set_init_step``/``get_init_step`` (an iterator then starts at that global step: whole epochs
skipped, then rows of the next), ``reset``,
``is_shuffled``/``is_sharded``, ``len(dataset)``; a source's ``add_sampler``/``use_sampler``
(chaining onto its sampler); ``ConcatDataset.use_sampler`` (a ``DistributedSampler`` without
shuffle takes every ``num_shards``-th row of the concatenation from ``shard_id``, as MindSpore
2.10 does for padded sharding; with a ``RandomSampler`` each row comes from a part picked at
random, weighted by the rows it has left, each part's rows in their own order); and
``datasets._set_training_dataset`` (the dataset a failover recovery resumes).

>>> import minicell.dataset as ds
>>> first = ds.NumpySlicesDataset([0, 1, 2, 3], shuffle=False)
>>> data = first + ds.NumpySlicesDataset([4, 5], shuffle=False)
>>> data.use_sampler(ds.DistributedSampler(4, 1, shuffle=False))
>>> [int(r[0]) for r in data]
[1, 5]
"""
import numpy as np

from . import config, datasets, samplers
from ._random import concat_picks
from .datasets import ConcatDataset, Dataset
from .sources import MappableSource

__all__ = []


def apply(self, apply_func):
    """``apply_func(self)``, which must return a dataset."""
    if not callable(apply_func):
        raise TypeError("apply_func must be a function.")
    dataset = apply_func(self)
    if not isinstance(dataset, Dataset):
        raise TypeError("apply_func must return a dataset.")
    return dataset


def flat_map(self, func):
    """The datasets ``func(*row)`` makes of this dataset's rows, concatenated (2.10 reads the
    rows at once and returns the concatenation)."""
    if not callable(func):
        raise TypeError("func must be a function.")
    result = None
    for row in self.create_tuple_iterator(num_epochs=1, output_numpy=True):
        made = func(*row)
        if not isinstance(made, Dataset):
            raise TypeError("flat_map must return a Dataset object.")
        result = made if result is None else result + made
    if result is None:
        raise TypeError("flat_map must return a Dataset object.")
    return result


def _get_input_indexs(self):
    own = getattr(self, "_input_indexs", ())
    if own != ():
        return own
    for child in self.children:     # the first input's that is set
        if child.input_indexs != ():
            return child.input_indexs
    return own


def _set_input_indexs(self, value):
    self._input_indexs = value


def set_init_step(self, init_step):
    """Start the next iterators at global step ``init_step`` (failover recovery)."""
    self._global_step = init_step


def get_init_step(self):
    """The step the next iterator starts at (this node's, else its only child's; 0)."""
    step = getattr(self, "_global_step", None)
    if step is not None:
        return step
    if len(self.children) == 1:
        return self.children[0].get_init_step()
    return 0


def reset(self):
    """Kept for MindSpore's API: each minicell iterator starts its own run."""


def is_shuffled(self):
    """Whether a stage or a sampler of the pipeline shuffles."""
    sampler = getattr(self, "sampler", None)
    if isinstance(sampler, samplers.Sampler) and sampler.is_shuffled():
        return True
    return any(c.is_shuffled() for c in self.children)


def is_sharded(self):
    """Whether a sampler of the pipeline gives a shard."""
    sampler = getattr(self, "sampler", None)
    if isinstance(sampler, samplers.Sampler) and sampler.is_sharded():
        return True
    return any(c.is_sharded() for c in self.children)


def __len__(self):
    return self.get_dataset_size()


for _name, _fn in (("apply", apply), ("flat_map", flat_map), ("set_init_step", set_init_step),
                   ("get_init_step", get_init_step), ("reset", reset),
                   ("is_shuffled", is_shuffled), ("is_sharded", is_sharded),
                   ("__len__", __len__)):
    setattr(Dataset, _name, _fn)
# ``input_indexs``: kept for MindSpore's API (its own value once set, else its first input's)
Dataset.input_indexs = property(_get_input_indexs, _set_input_indexs)


def add_sampler(self, new_sampler):
    """Chain ``new_sampler`` after the source's sampler (it samples that sampler's output)."""
    current = "partial" if getattr(self, "_partial", False) else samplers.shuffle_mode(
        self.sampler)       # MindDataset(shuffle=Shuffle.PARTIAL): its reader's mode
    if current == "partial":        # 2.10's checks (its texts)
        raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the "
                           "current sampler must not be Shuffle.PARTIAL.")
    new = samplers.shuffle_mode(new_sampler)
    if new not in ("global", "false"):
        raise RuntimeError(f"When multiple samplers are used, ensure that the shuffle of the "
                           f"input sampler must be Shuffle.FALSE or Shuffle.GLOBAL, but got: "
                           f"Shuffle.{new.upper()}.")
    new_sampler.add_child(self.sampler)
    self.sampler, self._size = new_sampler, None


def use_sampler(self, new_sampler):
    """Replace the source's sampler by ``new_sampler`` chained after that sampler's child
    (MindSpore's rule)."""
    if new_sampler is None:
        raise TypeError("Input sampler can not be None.")
    if not isinstance(new_sampler, samplers.Sampler):
        raise TypeError("Input sampler is not an instance of a sampler.")
    self.sampler = self.sampler.child_sampler
    if self.sampler is None:
        self.sampler, self._size = new_sampler, None
    else:
        add_sampler(self, new_sampler)


MappableSource.add_sampler = add_sampler
MappableSource.use_sampler = use_sampler


def concat_use_sampler(self, sampler):
    """Sample the concatenation with a ``DistributedSampler`` (no shuffle, no num_samples) or
    a ``RandomSampler`` (no replacement, no num_samples)."""
    if not isinstance(sampler, (samplers.DistributedSampler, samplers.RandomSampler)):
        raise TypeError(f"The parameter {sampler} of concat must be DistributedSampler or "
                        f"RandomSampler!")
    if isinstance(sampler, samplers.RandomSampler):
        if sampler.replacement:
            raise ValueError("The parameter replacement of RandomSampler must be False!")
        if sampler.get_num_samples() is not None:
            raise ValueError("The parameter num_samples of RandomSampler is not support to be "
                             "set!")
        _concats_below(self, sampler)
    else:
        if sampler.is_shuffled():
            raise ValueError("The parameter shuffle of DistributedSampler must be False!")
        if sampler.get_num_samples() is not None:
            raise ValueError("The parameter num_samples of DistributedSampler is not support to "
                             "be set!")
        for child in self.children:     # 2.10's checks of the parts (its order)
            if getattr(getattr(child, "sampler", None), "num_samples", None) is not None:
                raise ValueError(f"The parameter NumSamples of {child} is not support to be set!")
            if isinstance(child, datasets.BatchDataset):
                raise TypeError(f"The parameter {child} of concat must not be BatchDataset or "
                                f"PaddedBatchDataset!")
    self._concat_sampler, self._size = sampler, None


def _concats_below(node, sampler):
    """2.10 gives a ``RandomSampler`` to every concatenation below one too (a + b + c)."""
    for child in node.children:
        if isinstance(child, ConcatDataset):
            child.use_sampler(sampler)
        _concats_below(child, sampler)


def _picked(self, sampler, n, ctx):
    if isinstance(sampler, samplers.DistributedSampler):
        return _shard_positions(self, sampler.num_shards, sampler.shard_id, n)
    # each part's rows in its own order, the parts picked at random (2.10's ConcatOp)
    sizes = [c._length() for c in self.children]
    sizes = self._sizes if None in sizes else sizes
    return concat_picks(sizes, config.pipeline_seed(), ctx.runs() - 1)


def _shard_positions(self, k, s, n):
    """The concatenation's rows on shard ``s`` of ``k``. 2.10 gives each part a
    DistributedSampler whose offset is the rows before it (modulo ``k``): a part deals its rows
    round-robin from that shard (the concatenation's rows s, s + k, ...), an unshuffled
    MindDataset in blocks of consecutive rows (``MindDataset._offset_block``; measured:
    MindDataset(10 rows) + PaddedDataset(4 rows), 8 shards: [0, 1], [2, 3], [4, 100], ...)."""
    sizes = [c._length() for c in self.children]
    if None in sizes or sum(sizes) != n:
        return np.arange(s, n, k)
    out, start = [], 0
    for child, size in zip(self.children, sizes):
        offset, rows = start % k, None
        own = getattr(child, "sampler", None)
        if hasattr(child, "_offset_block") and type(own) is samplers.SequentialSampler and \
                not own.start_index and own.num_samples is None and not child._padded[0]:
            rows = child._offset_block(samplers.DistributedSampler(k, s, False, offset=offset))
        if rows is None:
            rows = range((s - offset) % k, size, k)
        out.extend(start + r for r in rows)
        start += size
    return np.array(out, dtype=np.int64)


_concat_build = ConcatDataset._build


def _length(self):
    sizes = [c._length() for c in self.children]
    n = None if None in sizes else sum(sizes)
    sampler = getattr(self, "_concat_sampler", None)
    if n is None or sampler is None:
        return n
    if isinstance(sampler, samplers.DistributedSampler):
        return len(range(sampler.shard_id, n, sampler.num_shards))
    return n


def _build(self, ctx):
    from . import _grain
    out = _concat_build(self, ctx)
    sampler = getattr(self, "_concat_sampler", None)
    if sampler is None:
        return out
    if not _grain.is_map(out):
        out = _grain.MapDataset.source(list(_grain.to_iter(out)))
    picked = _picked(self, sampler, len(out), ctx)
    return _grain.MapDataset.range(len(picked)).map(lambda j: out[int(picked[j])])


ConcatDataset.use_sampler = concat_use_sampler
ConcatDataset._length = _length
ConcatDataset._build = _build

_TRAINING = {"dataset": None}


def _set_training_dataset(dataset):
    """Record the dataset (or iterator) a failover recovery resumes."""
    _TRAINING["dataset"] = dataset


def _get_training_dataset():
    """The dataset recorded by ``_set_training_dataset``."""
    return _TRAINING["dataset"]


def _reset_training_dataset(global_step, dataset_size):
    """Move the recorded iterator back to ``global_step`` (failover recovery)."""
    dataset = _TRAINING["dataset"]
    if dataset is None:
        raise RuntimeError("Training dataset is not set.")
    dataset._reset(global_step, dataset_size)


datasets._set_training_dataset = _set_training_dataset
datasets._get_training_dataset = _get_training_dataset
datasets._reset_training_dataset = _reset_training_dataset
