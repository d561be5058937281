"""Session 76 (lead, from bad59's probes): NumpySlicesDataset checks ``column_names`` as 2.10's
``check_columns`` does (a str or a non-empty list of non-empty, distinct strs: a tuple is
refused), ragged columns are 2.10's ValueError, and GeneratorDataset refuses a ``column_types``
entry that is not a dtype with 2.10's bare NotImplementedError. Every type and text was measured
on 2.10 CPU (/tmp/s76/lead/ds.py, ds_ms.txt)."""
import pytest

import minicell as ms
import minicell.dataset as ds

REFUSED = [
    (lambda: ds.NumpySlicesDataset([1, 2], column_names=1), TypeError,
     "Argument column_names with value 1 is not of type [<class 'list'>, <class 'str'>], "
     "but got <class 'int'>."),
    (lambda: ds.NumpySlicesDataset([1, 2], column_names=[]), ValueError,
     "column_names should not be empty."),
    (lambda: ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=["a", "a"]), ValueError,
     "Every column name should not be same with others in column_names."),
    (lambda: ds.NumpySlicesDataset(([1, 2], [3])), ValueError,
     "Data length in each column is not equal."),
    (lambda: ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=("a", "b")), TypeError,
     "Argument column_names with value ('a', 'b') is not of type [<class 'list'>, "
     "<class 'str'>], but got <class 'tuple'>."),
    (lambda: ds.NumpySlicesDataset([1, 2], column_names=[""]), ValueError,
     "column_names[0] should not be empty."),
    (lambda: ds.NumpySlicesDataset([1, 2], column_names=""), ValueError,
     "column_names should not be an empty str."),
    (lambda: ds.GeneratorDataset([(1,), (2,)], column_names=["a"], column_types=[1]),
     NotImplementedError, ""),
]


@pytest.mark.parametrize("make, kind, text", REFUSED)
def test_refused_as_2_10(make, kind, text):
    with pytest.raises(kind) as info:
        make()
    assert str(info.value) == text


def test_good_columns_still_read():
    data = ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=["a", "b"], shuffle=False)
    assert [[t.asnumpy().tolist() for t in row] for row in data.create_tuple_iterator()] == \
        [[1, 3], [2, 4]]
    ds.GeneratorDataset([(1,), (2,)], column_names=["a"], column_types=[ms.int32, None])
