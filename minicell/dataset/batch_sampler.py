"""``GeneratorDataset(source, batch_sampler=..., collate_fn=...)``: each element of the batch
sampler is a list of indices of ``source``; those items make one batch, stacked column by
column or merged by ``collate_fn(*column_lists)`` (which sees the source's items as they are).
A batch sampler is an iterable (or a minicell sampler) read once per epoch.

>>> import numpy as np
>>> import minicell.dataset as ds
>>> data = ds.GeneratorDataset([np.array([i]) for i in range(4)], ["x"],
...                            batch_sampler=[[0, 1], [3, 2]])
>>> [b[0].tolist() for b in data.create_tuple_iterator(output_numpy=True)]
[[[0], [1]], [[3], [2]]]
"""
import copy
import numbers
import weakref

import numpy as np

from ._sampler_runs import run_copy
from .engine import as_array, pipeline_error
from .rows import call_user, stack

__all__ = ["check", "BatchReader"]


def check(batch_sampler, collate_fn, random_access, others):
    """MindSpore 2.10's argument checks of ``batch_sampler`` and ``collate_fn``."""
    if batch_sampler is None:
        if collate_fn is not None:
            raise ValueError("collate_fn can be specified only when batch_sampler is set.")
        return
    if any(v is not None for v in others):
        raise ValueError("batch_sampler is mutually exclusive with num_samples, shuffle, "
                         "num_shards, shard_id and sampler.")
    if not (hasattr(batch_sampler, "__getitem__") or hasattr(batch_sampler, "__iter__")):
        raise TypeError("batch_sampler should have __getitem__ or __iter__ method.")
    if not random_access:
        raise ValueError("batch_sampler is not supported if source does not have attribute "
                         "'__getitem__'.")
    if collate_fn is not None and not callable(collate_fn):
        raise TypeError("collate_fn should be callable.")


def _batches(batch_sampler):
    out = []
    for batch in batch_sampler:
        if isinstance(batch, numbers.Number):
            raise pipeline_error("Batch sampler should return a list, but got an integer.")
        batch = list(np.ravel(np.asarray(batch, dtype=object)))
        if not all(isinstance(i, numbers.Integral) and not isinstance(i, bool) for i in batch):
            raise pipeline_error("Python sampler should return index of type integer.")
        out.append([int(i) for i in batch])
    return out


class BatchReader:
    """The batches of one epoch of ``source`` drawn by ``batch_sampler``."""

    def __init__(self, source, ncols, batch_sampler, collate_fn):
        self.source, self.ncols = source, ncols
        self.batch_sampler, self.collate_fn = batch_sampler, collate_fn
        self._drawn = weakref.WeakKeyDictionary()      # an iterator's run -> passes drawn

    def count(self):
        """Batches per epoch (from a copy, so the user's sampler keeps its state)."""
        try:
            sampler = copy.deepcopy(self.batch_sampler)
        except (TypeError, copy.Error):
            sampler = self.batch_sampler
        return len(_batches(sampler))

    def epoch(self, ctx=None):
        """This pass's batch index lists, drawn from the iterator's copy of the sampler (2.10
        copies it for each iterator: the user's keeps its state); an iterator resumed at a later
        epoch (``set_init_step``) first draws the passes it skips, as 2.10 (measured)."""
        if ctx is None or ctx.run is None:
            return self._draw(self.batch_sampler)
        sampler = run_copy(self.batch_sampler, ctx)
        drawn = self._drawn.setdefault(ctx.run, {})     # passes drawn from each copy
        while drawn.get(id(sampler), 0) < ctx.runs() - 1:
            self._draw(sampler)
            drawn[id(sampler)] = drawn.get(id(sampler), 0) + 1
        drawn[id(sampler)] = drawn.get(id(sampler), 0) + 1
        return self._draw(sampler)

    @staticmethod
    def _draw(sampler):
        reset = getattr(sampler, "reset", None)
        if callable(reset):
            reset()
        return _batches(sampler)

    def _item(self, index):
        item = self.source[index]
        item = item if isinstance(item, tuple) else (item,)
        if len(item) != self.ncols:
            raise pipeline_error(f"Invalid Python function, the 'source' of 'GeneratorDataset' "
                                 f"should return same number of NumPy arrays as specified in "
                                 f"column_names, the size of column_names is:{self.ncols} and "
                                 f"number of returned NumPy array is:{len(item)}")
        return item

    def batch(self, indices):
        columns = [list(c) for c in zip(*(self._item(i) for i in indices))]
        if self.collate_fn is None:
            return tuple(stack([as_array(v) for v in col], k) for k, col in enumerate(columns))
        out = call_user(self.collate_fn, columns, "GeneratorDataset's collate_fn")
        out = out if isinstance(out, tuple) else (out,)
        return tuple(as_array(v) for v in out)
