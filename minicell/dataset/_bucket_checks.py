"""``Dataset.bucket_batch_by_length``'s argument checks, in MindSpore 2.10's order and with its
error types and texts (measured): the three list arguments and the two flags by type, the
column names one by one, then the boundaries and the batch sizes by value."""
from .core.validator_helpers import type_check


def _need(name, value, types):
    type_check(value, types, name)


def check_bucket_args(column_names, boundaries, batch_sizes, length_fn, pad_to_boundary,
                      drop_remainder):
    """Raise as 2.10 does for a bad argument of ``bucket_batch_by_length``."""
    for name, value in (("column_names", column_names), ("bucket_boundaries", boundaries),
                        ("bucket_batch_sizes", batch_sizes)):
        _need(name, value, (list,))
    for name, value in (("pad_to_bucket_boundary", pad_to_boundary),
                        ("drop_remainder", drop_remainder)):
        _need(name, value, (bool,))
    if not column_names:
        raise ValueError("column_names should not be empty.")
    for i, col in enumerate(column_names):
        if not col:
            raise ValueError(f"column_names[{i}] should not be empty.")
    for i, col in enumerate(column_names):
        _need(f"column_names[{i}]", col, (str,))
    if len(set(column_names)) != len(column_names):
        raise ValueError("Every column name should not be same with others in column_names.")
    if length_fn is None and len(column_names) != 1:
        raise ValueError("If element_length_function is not specified, exactly one column "
                         "name should be passed.")
    if length_fn is not None and not callable(length_fn):
        raise TypeError("element_length_function object is not callable.")
    if not boundaries:
        raise ValueError("bucket_boundaries cannot be empty.")
    if not all(isinstance(b, int) for b in boundaries):
        raise TypeError("bucket_boundaries should be a list of int.")
    if not all(b > 0 for b in boundaries):
        raise ValueError("bucket_boundaries must only contain positive numbers.")
    if any(b >= a for a, b in zip(boundaries[1:], boundaries)):
        raise ValueError("bucket_boundaries should be strictly increasing.")
    if len(batch_sizes) != len(boundaries) + 1:
        raise ValueError("bucket_batch_sizes must contain one element more than "
                         "bucket_boundaries.")
    if not all(isinstance(b, int) for b in batch_sizes):
        raise TypeError("bucket_batch_sizes should be a list of int.")
    if not all(b > 0 for b in batch_sizes):
        raise ValueError("bucket_batch_sizes should be a list of positive numbers.")
