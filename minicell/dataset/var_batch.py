"""``batch(batch_size=callable)``: each batch's size is ``batch_size(BatchInfo)``, asked before
the batch is gathered (``BatchInfo.get_batch_num()``: batches so far in this pass over the
parent, so it restarts with each repetition of a ``repeat`` above; ``get_epoch_num()``: the
iterator's epoch), as MindSpore 2.10 does; ``padded_batch`` too. Installed as
``Dataset.batch`` and ``Dataset.padded_batch`` by this module (``datasets.py`` is full); an
int ``batch_size`` goes to the usual ``BatchDataset``.

>>> import minicell.dataset as ds
>>> data = ds.NumpySlicesDataset(list(range(6)), shuffle=False)
>>> [b[0].tolist() for b in data.batch(lambda info: info.get_batch_num() + 1)
...  .create_tuple_iterator(output_numpy=True)]
[[0], [1, 2], [3, 4, 5]]
"""
from .datasets import BatchDataset, Dataset
from .engine import BatchInfo
from .rows import Batcher, call_user, check_pad_info, pad_positions

__all__ = ["VarBatchDataset"]


class VarBatchDataset(BatchDataset):
    """``dataset.batch(callable, ...)``."""

    def __init__(self, child, size_fn, drop_remainder, num_parallel_workers, per_batch_map,
                 input_columns, output_columns, pad_info=None):
        super().__init__(child, 1, drop_remainder, num_parallel_workers, per_batch_map,
                         input_columns, output_columns, pad_info)
        self._size_fn, self.batch_size = size_fn, -1

    def _length(self):
        return None

    def _check_size(self):
        pass

    def _wanted(self, index, epoch):
        n = call_user(self._size_fn, [BatchInfo(index, epoch)], "batch's batch_size function")
        if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
            from .engine import pipeline_error
            raise pipeline_error(f"Invalid batch_size: the batch_size function should return a "
                                 f"positive int, but got {n!r}.")
        return n

    def _build(self, ctx):
        from . import _grain
        pad = pad_positions(self._pad_info, self.children[0]._columns())
        batcher = Batcher(self._plan(), self._pbm, ctx.epoch, pad)
        parent = self.children[0]._build(ctx)

        def batches():
            rows = iter(_grain.to_iter(parent))
            index = 0
            while True:
                want, batch = self._wanted(index, ctx.epoch), []
                for row in rows:
                    batch.append(row)
                    if len(batch) == want:
                        break
                if not batch or (len(batch) < want and self.drop_remainder):
                    return
                yield (batcher.stack(batch) if self._pbm is None else
                       batcher.mapped(index, batcher.columns(batch)))
                index += 1
        return _grain.PyIterDataset(batches)


_batch = Dataset.batch


def batch(self, batch_size, drop_remainder=False, num_parallel_workers=None,
          per_batch_map=None, input_columns=None, output_columns=None, **kwargs):
    if callable(batch_size) and not isinstance(batch_size, int):
        if kwargs.get("pad_info") is not None:
            return _batch(self, batch_size, drop_remainder, num_parallel_workers,
                          per_batch_map, input_columns, output_columns, **kwargs)
        return VarBatchDataset(self, batch_size, drop_remainder, num_parallel_workers,
                               per_batch_map, input_columns, output_columns)
    return _batch(self, batch_size, drop_remainder, num_parallel_workers, per_batch_map,
                  input_columns, output_columns, **kwargs)


batch.__doc__ = _batch.__doc__ + ("\n\n        ``batch_size`` may be a callable: the size of "
                                  "each batch, from its ``BatchInfo``.")
Dataset.batch = batch
_padded_batch = Dataset.padded_batch


def padded_batch(self, batch_size, drop_remainder=False, num_parallel_workers=None,
                 pad_info=None):
    if callable(batch_size) and not isinstance(batch_size, int):
        return VarBatchDataset(self, batch_size, drop_remainder, num_parallel_workers, None,
                               None, None, check_pad_info(pad_info))
    return _padded_batch(self, batch_size, drop_remainder, num_parallel_workers, pad_info)


padded_batch.__doc__ = _padded_batch.__doc__ + ("\n\n        ``batch_size`` may be a callable, "
                                                "as ``batch``'s.")
Dataset.padded_batch = padded_batch
