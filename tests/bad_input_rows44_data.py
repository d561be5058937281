"""Rows of ``test_bad_input_catalogue44`` (ms.dataset concat of datasets whose rows do not fit):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process; /tmp/s61/bad44/w/cc*.py). Fixed in this round: a concat whose child's first row has
another type or rank than the first child's (2.10's ConcatOp check: column by column, the type
then the rank; raised when that row is reached, after the rows before it were given; not by
get_dataset_size), and a concat of children with other column names gives 2.10's pipeline
report (it was the bare text). Upstream ut dataset/test_concat.py::test_concat_05 passes now.
Still different: 2.10's concat asks every child's size when built and refuses an empty one
(ValueError 'There are no samples in the dataset number 0. ...'); minicell concatenates it.
"""
import numpy as np
import minicell.dataset as ds


def gen(*columns, n=2):
    """A generator dataset of ``n`` rows of zeros of the (shape, dtype) ``columns``."""
    names = ['x', 'y', 'z'][:len(columns)]
    return ds.GeneratorDataset(
        lambda: (tuple(np.zeros(s, t) for s, t in columns) for _ in range(n)), names)


def slices(dtype, name='x'):
    return ds.NumpySlicesDataset(np.zeros((2, 1), dtype), [name])


def rows(d):
    return [tuple(int(c.reshape(-1)[0]) for c in r)
            for r in d.create_tuple_iterator(output_numpy=True)]


F32, I64 = ((1,), np.float32), ((1,), np.int64)
_RULE = "-" * 66
_REPORT = ("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
           f"\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] ")
_TYPES = ("Concat: the data types of the two datasets to be concatenated should be the same, "
          "but got: {} and {}.\n\n")
_RANKS = ("Concat: the data tensor rank of the two datasets to be concatenated should be the "
          "same, but got: {} and {}.\n\n")
_NAMES = "Invalid columns, 'column name' or 'column order' of concat datasets should be the same."

# 2.10's text goes on with its C++ call stack: these match its text up to there
PREFIX_ROWS = {
    'concat float32 + int64': (lambda: rows(gen(F32) + gen(I64)), RuntimeError,
        _REPORT + _TYPES.format('float32', 'int64')),
    'concat int64 + float32': (lambda: rows(gen(I64) + gen(F32)), RuntimeError,
        _REPORT + _TYPES.format('int64', 'float32')),
    'concat rank 1 + rank 2': (lambda: rows(gen(F32) + gen(((1, 1), np.float32))),
        RuntimeError, _REPORT + _RANKS.format(1, 2)),
    'concat rank then type': (lambda: rows(gen(F32, F32) + gen(((1, 1), np.float32), I64)),
        RuntimeError, _REPORT + _RANKS.format(1, 2)),
    'concat type then rank': (lambda: rows(gen(F32, F32) + gen(I64, ((1, 1), np.float32))),
        RuntimeError, _REPORT + _TYPES.format('float32', 'int64')),
    'concat type before rank': (lambda: rows(gen(F32) + gen(((1, 1), np.int64))),
        RuntimeError, _REPORT + _TYPES.format('float32', 'int64')),
    'concat third child': (lambda: rows(gen(F32).concat([gen(F32), gen(I64)])), RuntimeError,
        _REPORT + _TYPES.format('float32', 'int64')),
    'concat numpy slices': (lambda: rows(slices(np.float32) + slices(np.int32)), RuntimeError,
        _REPORT + _TYPES.format('float32', 'int32')),
    'concat names iterated': (lambda: rows(slices(np.float32) + slices(np.float32, 'y')),
        RuntimeError, _REPORT + _NAMES + "\n\n"),
    'concat names get_col_names': (
        lambda: (slices(np.float32) + slices(np.float32, 'y')).get_col_names(), RuntimeError,
        _REPORT + _NAMES + "\n\n"),
    'concat columns count': (lambda: rows(gen(F32) + gen(F32, F32)), RuntimeError,
        _REPORT + _NAMES + "\n\n"),
}
