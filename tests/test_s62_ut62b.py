"""Session 62 (ut62b): MindSpore 2.10's tests/ut/python dataset files re-run under minicell.

A transform class given to ``map`` without parentheses (test_map.py
test_map_c_transform_exception, test_map_py_transform_exception): 2.10 refuses it when the map
is built ('Parameter operations's element of method map should be a dataset processing
operation instance, but got: <class ...>. It may be missing parentheses for instantiation.');
minicell took the class as a callable.

``PadEnd`` of a scalar (test_map.py test_map_text_and_data_transforms): 2.10 gives a rank-0
input back as it is, whatever ``pad_shape``; minicell raised its rank mismatch.
"""
import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.text as text
import minicell.dataset.transforms as transforms
import minicell.dataset.vision as vision


def _gen():
    for _ in range(2):
        yield (np.ones((2,), np.uint8),)


@pytest.mark.parametrize("operations, name", [
    (vision.HWC2CHW, "vision.transforms.HWC2CHW"),
    ([vision.Decode(to_pil=True), vision.RandomHorizontalFlip], "RandomHorizontalFlip"),
    (text.ToNumber, "text.transforms.ToNumber"),
    ([len, vision.HWC2CHW], "HWC2CHW"),
])
def test_map_refuses_a_transform_class(operations, name):
    # 2.10 (measured): ValueError when map is called, naming the class
    with pytest.raises(ValueError) as info:
        ds.GeneratorDataset(_gen, ["image"]).map(operations=operations, input_columns="image")
    msg = str(info.value)
    assert msg.startswith("Parameter operations's element of method map should be a dataset "
                          "processing operation instance, but got: <class '")
    assert msg.endswith(f"{name}'>. It may be missing parentheses for instantiation.")


def test_map_still_takes_callables_and_refuses_others():
    class Twice:        # an instance of a user class with __call__ is an operation
        def __call__(self, x):
            return x * 2
    data = ds.GeneratorDataset(_gen, ["image"]).map(operations=[Twice(), len],
                                                    input_columns="image")
    assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == [2, 2]
    with pytest.raises(ValueError, match=r"^Parameter operations's element of method map should "
                       r"be a python function or class method which should be callable, but "
                       r"got: 3\. It doesn't need parentheses"):
        ds.GeneratorDataset(_gen, ["image"]).map(operations=[len, 3], input_columns="image")


@pytest.mark.parametrize("value", [np.array(5, np.int32), np.array("a")])
@pytest.mark.parametrize("shape", [[100], [], [2, 2]])
def test_pad_end_gives_a_scalar_back(value, shape):
    # 2.10 (measured): a rank-0 input comes back unchanged (shape (), same dtype and value)
    out = transforms.PadEnd(shape, pad_value=1 if value.dtype.kind == "i" else "p")(value)
    assert out.shape == () and out.dtype == value.dtype and out == value


def test_pad_end_of_a_scalar_in_a_pipeline_and_rank_check_kept():
    def gen():
        yield (np.array(5, np.int32),)
    data = ds.GeneratorDataset(gen, ["a"]).map(transforms.PadEnd([100], 0))
    rows = [r[0] for r in data.create_tuple_iterator(output_numpy=True)]
    assert len(rows) == 1 and rows[0].shape == () and rows[0] == 5      # 2.10: () 5
    out = transforms.PadEnd([3], 1)(np.array([5], np.int32))             # 2.10: [5 1 1]
    assert out.tolist() == [5, 1, 1]
    with pytest.raises(RuntimeError, match="PadEnd: invalid pad shape, as rank of input is: 1, "
                       "and rank of pad value: 2"):
        transforms.PadEnd([2, 2], 1)(np.array([5], np.int32))
