"""MindSpore's dataset ut, round 3: ``split`` (2.10's sizes, errors and random orders), the
``mindspore.dataset.engine.iterators`` import path, ``Dataset.save`` and pipeline
serialization. Expected values were measured on MindSpore 2.10 (CPU)."""
import hashlib
import importlib
import os

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset._random import shuffle_op_order
from module_alias import aliased


@pytest.fixture(autouse=True)
def _seed():
    yield
    ds.config._state["seed"] = None


def _ints(data):
    return [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]


# ---- split ----------------------------------------------------------------------------------
def test_split_of_a_source_takes_2_10s_random_sampler_order():
    ds.config.set_seed(53)
    a, b = ds.NumpySlicesDataset(list(range(5)), shuffle=False).split([0.8, 0.2])
    assert (_ints(a), _ints(b)) == ([0, 1, 3, 4], [2])
    ds.config.set_seed(7)
    parts = ds.NumpySlicesDataset(list(range(20)), shuffle=False).split([0.5, 0.3, 0.2])
    assert [_ints(p) for p in parts] == [[2, 7, 6, 8, 1, 18, 14, 0, 4, 12],
                                         [10, 17, 11, 15, 3, 5], [16, 19, 13, 9]]
    a, _ = ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([6, 4])
    assert _ints(a) == _ints(a) == [2, 7, 6, 8, 1, 5]       # the same order every epoch


def test_split_of_a_pipeline_takes_2_10s_shuffle_stage_order():
    ds.config.set_seed(53)
    a, b = ds.NumpySlicesDataset(list(range(5)), shuffle=False).map(lambda x: x).split([0.8, 0.2])
    assert (_ints(a), _ints(b)) == ([0, 2, 1, 4], [3])
    parts = ds.NumpySlicesDataset(list(range(20)), shuffle=False).map(lambda x: x).split(
        [0.5, 0.3, 0.2])
    assert [_ints(p) for p in parts] == [[10, 15, 13, 12, 2, 18, 5, 0, 16, 4],
                                         [1, 19, 7, 8, 9, 6], [17, 3, 11, 14]]
    # a part split again is shuffled by its own shuffle stage (ut test_unmappable_multi_split)
    assert shuffle_op_order(4, 10000, 53) == [2, 3, 1, 0]


def test_shuffle_stage_order_with_a_small_buffer():
    # std::mt19937_64(11), buffer of 3 over 7 rows, as ShuffleOp emits them (checked in C++)
    assert shuffle_op_order(7, 3, 11) == [0, 1, 4, 3, 5, 2, 6]


def test_split_rounding_and_a_sampler_on_a_part():
    parts = ds.NumpySlicesDataset(list(range(5)), shuffle=False).split([0.15, 0.55, 0.3],
                                                                      randomize=False)
    assert [_ints(p) for p in parts] == [[0], [1, 2], [3, 4]]
    ds.config.set_seed(7)
    a, b = ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([0.8, 0.2])
    a.use_sampler(ds.DistributedSampler(2, 1, shuffle=False))
    assert (_ints(a), _ints(b), a.get_dataset_size()) == ([7, 8, 5, 0], [4, 9], 4)


@pytest.mark.parametrize("sizes, randomize, error, message", [
    ([], True, ValueError, "sizes cannot be empty."),
    ([5, 0.6], True, ValueError, "sizes should be list of int or list of float."),
    ((2, 3), True, TypeError, "Argument sizes with value (2, 3) is not of type [<class 'list'>], "
                              "but got <class 'tuple'>."),
    ([2.5], True, ValueError, "sizes is a list of float, but there should be no numbers outside "
                              "the range (0, 1]."),
    ([0.05, 0.95], True, RuntimeError, "Split percentage 0.05 is too small."),
    ([0.15] * 5 + [0.25], True, RuntimeError,
     "Sum of calculated split sizes 6 is not equal to dataset size 5."),
    ([2, 3], 1, TypeError, "Argument randomize with value 1 is not of type [<class 'bool'>], "
                           "but got <class 'int'>."),
])
def test_split_errors(sizes, randomize, error, message):
    with pytest.raises(error) as info:
        ds.NumpySlicesDataset(list(range(5)), shuffle=False).split(sizes, randomize)
    assert str(info.value) == message


def test_split_of_a_sharded_source_and_of_file_readers(tmp_path):
    with pytest.raises(RuntimeError, match="Dataset should not be sharded before split."):
        ds.NumpySlicesDataset(list(range(6)), num_shards=2, shard_id=0).split([1, 2])
    (tmp_path / "1.txt").write_text("a\nb\nc\n")
    (tmp_path / "2.txt").write_text("d\ne\n")
    ds.config.set_seed(53)
    text = ds.TextFileDataset(str(tmp_path / "*.txt"), shuffle=False, num_parallel_workers=2)
    a, b = text.split([0.8, 0.2])     # a file reader is split as a pipeline (shuffle stage)
    read = [[str(r["text"]) for r in p.create_dict_iterator(output_numpy=True)] for p in (a, b)]
    assert read == [["a", "b", "d", "c"], ["e"]]


# ---- mindspore.dataset.engine.iterators through an import alias ---------------------------------
def test_engine_iterators_imports_through_an_alias():
    # MindSpore's dataset ut conftest: from mindspore.dataset.engine.iterators import _cleanup
    with aliased():
        module = importlib.import_module("mcalias.dataset.engine.iterators")
    from minicell.dataset import iterators
    assert module is iterators and callable(module._cleanup)


# ---- Dataset.save -------------------------------------------------------------------------------
def _typed_rows():
    for i in range(5):
        grid = (np.arange(i, i + 6, dtype=np.float16).reshape(2, 3) if i < 3 else
                np.arange(i, i + 3, dtype=np.float16).reshape(1, 3))
        yield (np.array(i, np.uint8), grid, np.array("s%d" % i), np.array(b"b%d" % i),
               np.array([i, -i], np.int64), np.array(2.5 * i))


def test_save_writes_the_file_2_10_writes(tmp_path):
    path = str(tmp_path / "ref.mr")
    ds.GeneratorDataset(_typed_rows, ["u8", "f16.x", "s", "b", "i64", "f64"],
                        shuffle=False).save(path)
    # SHA-256 of the file MindSpore 2.10 saves from this pipeline under the same name
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    assert digest == "b2ae6a94cabdd4706b77898d9e0a1cca23c5e3d70620d7668a77239b465bfefa"
    rows = list(ds.MindDataset(path, shuffle=False).create_dict_iterator(output_numpy=True))
    assert sorted(rows[0]) == ["b", "f16_x", "f64", "i64", "s", "u8"]
    first = rows[0]
    assert first["u8"].dtype == np.int32 and first["f16_x"].dtype == np.float32
    assert first["f16_x"].shape == (2, 3) and rows[4]["f16_x"].shape == (1, 3)
    assert first["b"].tolist() == [b"b0"] and str(first["s"]) == "s0"


def test_save_to_several_files(tmp_path):
    data = ds.NumpySlicesDataset({"x": list(range(7))}, shuffle=False)
    data.save(str(tmp_path / "many"), 3)
    assert sorted(os.listdir(tmp_path)) == ["many0", "many0.db", "many1", "many1.db", "many2",
                                            "many2.db"]
    files = [str(tmp_path / f"many{i}") for i in range(3)]
    assert sorted(int(r["x"]) for r in ds.MindDataset(files).create_dict_iterator(
        output_numpy=True)) == list(range(7))


def _grids():
    for i in range(4):
        yield (np.zeros((5, 1 + (i > 1))),)


def _strings():
    yield (np.array([["a", "b"]]),)


def _byte_lists():
    yield (np.array([b"a", b"b"]),)


@pytest.mark.parametrize("make, args, error, message", [
    (None, (1001,), ValueError, "num_files should between 0 and 1000."),
    (None, (2.0,), TypeError, "Argument num_files with value 2.0 is not of type [<class 'int'>], "
                              "but got <class 'float'>."),
    (None, (1, "tfrecord"), ValueError, "tfrecord dataset format is not supported."),
    (_grids, (), RuntimeError, "Tensor with dynamic shape do not currently support saving. "
                               "Except for the shape of dimension 0, the other dimension shapes "
                               "must be fixed."),
    (_strings, (), RuntimeError, "Invalid data, mindrecord can not support multi-dimensional "
                                 "string tensor."),
    (_byte_lists, (), RuntimeError, "Currently, multi-dimensional bytes cannot be converted to "
                                    "MindRecord."),
])
def test_save_errors(tmp_path, make, args, error, message):
    data = (ds.NumpySlicesDataset({"x": [1, 2]}) if make is None else
            ds.GeneratorDataset(make, ["c"], shuffle=False))
    with pytest.raises(error) as info:
        data.save(str(tmp_path / "out"), *args)
    assert message in str(info.value)
    with pytest.raises(RuntimeError, match="SaveToDisk failed, dataset_path must not be a "
                                           "directory"):
        data.save(str(tmp_path))


# ---- serialize / deserialize --------------------------------------------------------------------
def _image_pipeline(tmp_path):
    from PIL import Image
    import minicell.dataset.vision as vision
    from minicell.dataset.vision import Inter
    for k in range(4):
        os.makedirs(tmp_path / "img" / f"c{k % 2}", exist_ok=True)
        pixels = (np.arange(8 * 8 * 3).reshape(8, 8, 3) * (k + 1) % 256).astype(np.uint8)
        Image.fromarray(pixels).save(tmp_path / "img" / f"c{k % 2}" / f"{k}.png")
    data = ds.ImageFolderDataset(str(tmp_path / "img"), decode=True)
    return data, [vision.Resize((4, 4), Inter.LINEAR), vision.RandomRotation(
        (0, 90), resample=Inter.BILINEAR, center=(1, 1), fill_value=(0, 1, 2)),
        vision.Rescale(0.5, 0.0), vision.HWC2CHW()]


def test_serialize_writes_2_10s_layout(tmp_path):
    # the layout 2.10 writes for this pipeline (measured: keys, codes, sampler, file format)
    folder = str(tmp_path / "pk")
    os.makedirs(os.path.join(folder, "a"))
    sampler = ds.WeightedRandomSampler([1.0, 0.1], 11)
    sampler.add_child(ds.SequentialSampler())
    import minicell.dataset.vision as vision
    from minicell.dataset.vision import Inter
    data = ds.ImageFolderDataset(folder, sampler=sampler, num_parallel_workers=2).map(
        [vision.Decode(), vision.Resize((224, 224), Inter.LINEAR)], ["image"],
        num_parallel_workers=2).batch(2, num_parallel_workers=2).repeat(3)
    tree = ds.serialize(data)
    assert tree["op_type"] == "Repeat" and tree["count"] == 3
    batch = tree["children"][0]
    assert (batch["op_type"], batch["batch_size"], batch["drop_remainder"]) == ("Batch", 2, False)
    mapped = batch["children"][0]
    assert mapped["op_type"] == "Map" and mapped["input_columns"] == mapped["output_columns"]
    resize = mapped["operations"][1]
    assert resize == {"tensor_op_name": "Resize",
                      "tensor_op_params": {"size": [224, 224], "interpolation": 0}}
    source = mapped["children"][0]
    assert source["op_type"] == "ImageFolderDataset" and source["dataset_dir"] == folder
    assert source["sampler"] == {
        "child_sampler": [{"num_samples": 0, "sampler_name": "SequentialSampler",
                           "start_index": 0}],
        "num_samples": 11, "replacement": True, "sampler_name": "WeightedRandomSampler",
        "weights": [1.0, 0.1]}
    path = str(tmp_path / "p.json")
    ds.serialize(data, path)
    with open(path) as f:
        text = f.read()
    assert text.startswith('{"children":[{"batch_size":2,"children":[{"callback":[],')
    assert text.endswith('"op_type":"Repeat"}\n')


def test_deserialize_rebuilds_the_pipeline(tmp_path):
    ds.config.set_seed(1)
    data, ops = _image_pipeline(tmp_path)
    data = data.map(ops, ["image"]).batch(2).repeat(2)
    path = str(tmp_path / "p.json")
    ds.serialize(data, path)
    again = ds.deserialize(json_filepath=path)
    ds.serialize(again, str(tmp_path / "p1.json"))
    with open(path) as a, open(tmp_path / "p1.json") as b:
        assert a.read() == b.read()
    assert ds.compare(data, ds.deserialize(input_dict=ds.serialize(data)))
    for x, y in zip(data.create_tuple_iterator(output_numpy=True),
                    again.create_tuple_iterator(output_numpy=True)):
        np.testing.assert_array_equal(x[0], y[0])


def test_deserialize_refuses_what_2_10_cannot_rebuild(tmp_path):
    (tmp_path / "a.txt").write_text("a\n")
    data = ds.TextFileDataset(str(tmp_path / "a.txt"), shuffle=False)
    tree = ds.serialize(ds.TextFileDataset(str(tmp_path / "*.txt")).filter(lambda x: True))
    with pytest.raises(RuntimeError, match="Invalid data, unsupported operation type: Filter"):
        ds.deserialize(input_dict=tree)
    import minicell.dataset.vision as vision
    source = ds.MnistDataset(str(tmp_path), num_samples=3, shuffle=False)
    tree = ds.serialize(source.map([vision.AdjustBrightness(2.0)], ["image"]))
    with pytest.raises(RuntimeError, match="Invalid data, unsupported operation: AdjustBrightness"):
        ds.deserialize(input_dict=tree)
    # a user's function: its name only, as 2.10; read back it fails when used again
    def fun1(x):
        return x
    tree = ds.serialize(data.map(fun1))
    assert tree["operations"] == [{"python_module": __name__, "tensor_op_name": "fun1"}]
    data = ds.TextFileDataset(str(tmp_path / "a.txt"), shuffle=False)   # (one consumer)
    assert ds.serialize(data.map(lambda x: x))["operations"][0]["tensor_op_name"] == "<lambda>"
    again = ds.deserialize(input_dict=tree)
    with pytest.raises(RuntimeError, match="Failed to find key 'tensor_op_params' in PyFuncOp"):
        ds.serialize(again)


# ---- errors of a user's Python code in the pipeline ---------------------------------------------
def _divide_by_zero(x):
    return int(x) / 0


class _FailingSource:
    def __getitem__(self, index):
        return [1, 2][index] / 0

    def __len__(self):
        return 2


@pytest.mark.parametrize("make", [
    lambda: ds.NumpySlicesDataset([1, 2], ["x"], shuffle=False).map(_divide_by_zero),
    lambda: ds.GeneratorDataset(_FailingSource(), ["x"], shuffle=False),
])
def test_user_code_errors_have_2_10s_sections(make):
    # 2.10's layout (measured): summary, the Python call stack with the user's frame, then the
    # pipeline message
    with pytest.raises(RuntimeError) as info:
        list(make().create_tuple_iterator(output_numpy=True))
    text = str(info.value)
    rule = "-" * 66
    assert text.startswith("Exception thrown from user defined Python function in dataset. \n\n"
                           f"{rule}\n- Python Call Stack: \n{rule}\n")
    assert "Traceback (most recent call last):" in text
    assert "ZeroDivisionError: division by zero" in text
    assert text.endswith(f"{rule}\n- Dataset Pipeline Error Message: \n{rule}\n[ERROR] Execute "
                         "user Python code failed, check 'Python Call Stack' above.\n\n")
