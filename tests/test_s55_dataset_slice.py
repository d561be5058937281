"""dataset.transforms.Slice's refusals as 2.10 gives them (measured on 2.10 CPU; 2.10's
ut test_slice_op.py::test_slice_exceptions)."""
import pytest

import minicell.dataset as ds
import minicell.dataset.transforms as T


def _run(op):
    data = ds.NumpySlicesDataset([[b"1", b"2", b"3"]]).map(operations=op)
    return [d["column_0"].tolist() for d in data.create_dict_iterator(num_epochs=1,
                                                                       output_numpy=True)]


def test_an_empty_index_list_fails_in_the_pipeline():
    with pytest.raises(RuntimeError, match=r"\[Slice\] failed\. Both indices and slices can "
                                           r"not be empty\."):
        _run(T.Slice([]))
    assert _run(T.Slice([2, 0])) == [[b"3", b"1"]]


@pytest.mark.parametrize("index, text", [
    ([[0, 1]], "Argument slice_option[0] with value [0, 1] is not of type [<class 'int'>], "
               "but got <class 'list'>."),
    ([slice(3)], "Argument slice_option[0] with value slice(None, 3, None) is not of type "
                 "[<class 'int'>], but got <class 'slice'>."),
    ([True, 1], "Argument slice[0] with value True is not of type (<class 'int'>,), but got "
                "<class 'bool'>."),
])
def test_an_index_list_holds_ints_only(index, text):
    with pytest.raises(TypeError) as info:
        T.Slice(index)
    assert str(info.value) == text
