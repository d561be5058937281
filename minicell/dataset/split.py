"""``Dataset.split(sizes, randomize)`` as MindSpore 2.10 splits, installed on ``Dataset`` and
on the random-access sources.

A pipeline is split into parts that each take consecutive rows of one order of the whole
dataset: the rows as they come, or (``randomize``) as MindSpore's ``shuffle`` stage with a
10000-row buffer emits them for the seed. A random-access source is split as 2.10 splits
it, by samplers: each part is the source with its sampler chained under a non-reshuffling
``RandomSampler`` (2.10's order: ``std::shuffle`` for the seed) and a ``SequentialSampler``
of the part's rows, so ``part.use_sampler(DistributedSampler(...))`` shards a part. The seed
is the one set with ``config.set_seed``; without one, a seed drawn at the split, shared by the
parts so that they never overlap (2.10 draws one per part).

>>> import minicell.dataset as ds
>>> ds.config.set_seed(53)
>>> a, b = ds.NumpySlicesDataset([0, 1, 2, 3, 4], shuffle=False).split([0.8, 0.2])
>>> [int(r[0]) for r in a], [int(r[0]) for r in b]
([0, 1, 3, 4], [2])
"""
import copy

import numpy as np

from .. import log as logger
from . import config, samplers
from ._random import shuffle_op_order
from .datasets import Dataset, SubsetDataset
from .rows import check_split, split_counts
from .sources import MappableSource

# the buffer of the shuffle stage 2.10's split puts before its parts (its minimum there)
_SPLIT_SHUFFLE_BUFFER = 10000


def _checked_counts(dataset, sizes, randomize):
    check_split(sizes, randomize)
    if dataset.is_shuffled():
        logger.warning("Dataset is shuffled before split.")
    if dataset.is_sharded():
        raise RuntimeError("Dataset should not be sharded before split.")
    return split_counts(sizes, dataset.get_dataset_size())


def split(self, sizes, randomize=True):
    """Non-overlapping datasets of ``sizes`` rows (ints summing to the dataset size, or
    fractions of it summing to 1), taken in turn from the rows in order or, with
    ``randomize``, in MindSpore's shuffled order for the seed (the same every epoch)."""
    counts = _checked_counts(self, sizes, randomize)
    seed = config.pipeline_seed()       # one parent order for every part: disjoint parts
    total = sum(counts)
    order = (np.asarray(shuffle_op_order(total, _SPLIT_SHUFFLE_BUFFER, seed)) if randomize
             else np.arange(total))
    starts = np.cumsum([0] + counts)
    return tuple(SubsetDataset(self, order[a:b], seed) for a, b in zip(starts[:-1], starts[1:]))


def source_split(self, sizes, randomize=True):
    """``split`` of a random-access source: each part is the source sampled by its own chain
    (see the module's docstring), so a part takes ``use_sampler`` as a source does."""
    if not self._mappable or not getattr(self, "_random_access", True) or \
            getattr(self, "_batches", None) is not None:
        # (a generator read in order, too, and one read by a batch_sampler: its batches)
        return split(self, sizes, randomize)
    counts = _checked_counts(self, sizes, randomize)
    seed = config.pipeline_seed()
    parts, start = [], 0
    for count in counts:
        part = copy.copy(self)
        chain = copy.deepcopy(self.sampler)
        if randomize:
            chain = _chained(samplers.RandomSampler(), chain)
            chain.reshuffle_each_epoch, chain.seed = False, seed
        chain = _chained(samplers.SequentialSampler(start, count), chain)
        # the last sampler is the one ``use_sampler`` replaces (2.10's rule)
        part.sampler = _chained(samplers.SequentialSampler(), chain)
        part._size = None
        parts.append(part)
        start += count
    return tuple(parts)


def _chained(sampler, child):
    sampler.add_child(child)
    return sampler


Dataset.split = split
MappableSource.split = source_split
