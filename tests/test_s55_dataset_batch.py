"""batch's per_batch_map column checks with 2.10's texts (measured on 2.10 CPU; its ut
test_var_batch_map.py test_multi_col_map and test_exceptions_2)."""
import numpy as np
import pytest

import minicell.dataset as ds


def _gen():
    for i in range(1, 3):
        yield np.array([i]), np.array([i * i])


def _split(col, info):
    return [np.copy(a) for a in col], [np.copy(-a) for a in col]


def _twice(col, info):
    return [np.copy(a) for a in col] * 2,


def _run(fn, in_cols, out_cols=None):
    data = ds.GeneratorDataset(_gen, ["col1", "col2"]).batch(
        2, input_columns=in_cols, output_columns=out_cols, per_batch_map=fn)
    return [d for d in data.create_dict_iterator(num_epochs=1, output_numpy=True)]


@pytest.mark.parametrize("fn, in_cols, out_cols, text", [
    (_split, ["col2"], ["col1"], "Invalid output_columns, columns that are not involved in "
     "'per_batch_map' should not be in output_columns, but got columns that are not in "
     "input_columns: [col1,], output_columns: [col1,]."),
    (_split, ["col2"], ["a", "b", "c"], "Invalid per_batch_map, the number of columns returned "
     "in 'per_batch_map' function should be 3 , but got: 2"),
    (_split, ["col-1"], ["a", "b"], "Invalid input_columns, 'col-1' of 'input_columns' doesn't "
     "exist."),
    (_twice, ["col1"], None, "Invalid data, column: col1 expects: 2 rows returned from "
     "'per_batch_map', got: 4"),
])
def test_per_batch_map_column_errors(fn, in_cols, out_cols, text):
    with pytest.raises(RuntimeError) as info:
        _run(fn, in_cols, out_cols)
    assert text in str(info.value)


def test_per_batch_map_outputs_keep_the_other_columns():
    rows = _run(_split, ["col2"], ["x", "y"])
    assert list(rows[0]) == ["x", "y", "col1"]
    np.testing.assert_array_equal(rows[0]["y"], [[-1], [-4]])
    np.testing.assert_array_equal(rows[0]["col1"], [[1], [2]])
