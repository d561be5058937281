"""Session 64 (ut64): MindSpore 2.10's tests/ut/python/dataset files re-run under minicell.

AutoTune and the dataset profiler (dataset/test_autotune.py TestAutotuneWithProfiler): 2.10
tunes one pipeline at a time (the first iterator made while AutoTune is on, until it is freed;
a second iterator warns 'Cannot enable AutoTune for the current data pipeline as it is already
enabled for another data pipeline.'); ``_c_dataengine.GlobalContext.profiling_manager()``'s
``init`` profiles the first pipeline made after it (a later one warns 'Dataset Profiling is
already enabled for a different data pipeline.') and AutoTune skips a pipeline while the
profiler is on; ``init`` while an AutoTune'd iterator lives is 2.10's RuntimeError 'Stop MD
Autotune before initializing the MD Profiler.'. minicell had no GlobalContext. A pipeline with
a ``map(..., offload=True)`` writes no AutoTune file and warns (test_autotune_saveload.py
test_autotune_warning_with_offload). Texts measured on 2.10 CPU.

write_jpeg / write_png (test_write_jpeg.py, test_write_png.py test_write_*_exception): 2.10's
WriteJpeg/WritePng kernels refuse a directory ('Invalid file path, ... is not a regular file.')
before they look at the image, and name themselves in the image checks ('The type of the
elements of image should be UINT8'); minicell wrote the file first (OSError 'Is a directory')
and named EncodeJpeg/EncodePng. The image I/O errors have 2.10's full layout (the 'Dataset
Pipeline Error Message' section).

Bytes (test_tensor_string.py test_process_string_pipeline): ``Tensor`` of a numpy bytes array
is 2.10's String Tensor (``Tensor(shape=[1], dtype=String, value= [b'apple'])``, the
array kept); minicell refused the element type. A dict given to a C++ dataset operation outside
a pipeline (test_text_bert_tokenizer.py test_bert_tokenizer_callable_invalid_input) is 2.10's
TypeError 'Invalid user input. Got <class 'dict'>: ..., cannot be converted into tensor.'.

Decrypted MindRecord copies (test_save_op.py test_case_with_encode): 2.10 removes
``.decrypt_mindrecord/<uuid>/`` when the MindDataset (or FileReader) reading it is released;
minicell kept it until exit (only FileReader.close removed it). Readers of one file share the
copy, which goes with the last of them.

OBSMindDataset (test_datasets_obs_mindrecord.py): still a placeholder (no OBS client), now at
2.10's ``mindspore.dataset.engine.datasets_standard_format`` too, and a wrong argument is 2.10's
error (its validator's texts and order, measured) before the refusal.

``mindspore.dataset.utils.browse_dataset.imshow_det_bbox`` (test_browse_dataset.py): drawn
with OpenCV as 2.10 (without it, 2.10's ImportError); with opencv-python-headless 4.11 the
returned image and the written PNG were byte-identical to 2.10's for boxes with scores, a dict
of class names and masks. Here a recording stand-in for cv2 checks the calls.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import mindrecord
import minicell._c_dataengine as cde
import minicell.dataset as ds
from minicell.dataset import text, transforms, vision


def _pipeline():
    return ds.GeneratorDataset([(np.array([x]),) for x in range(64)], ["data"]).batch(8)


_AT = "Cannot enable AutoTune for the current data pipeline as "


@pytest.fixture
def autotune_off():
    yield
    ds.config.set_enable_autotune(False)


def test_autotune_tunes_one_pipeline_at_a_time(capfd, autotune_off):
    ds.config.set_enable_autotune(True)
    assert "Dataset AutoTune is enabled but no json path is specified, check INFO log for " \
           "tuned result." in capfd.readouterr().err
    data = _pipeline()
    first = data.create_dict_iterator(num_epochs=5)
    assert capfd.readouterr().err == ""
    second = data.create_dict_iterator(num_epochs=5)
    assert _AT + "it is already enabled for another data pipeline." in capfd.readouterr().err
    del first, second
    third = data.create_dict_iterator(num_epochs=5)       # the first one's is free again
    assert capfd.readouterr().err == ""
    ds.config.set_enable_autotune(False)
    manager = cde.GlobalContext.profiling_manager()
    with pytest.raises(RuntimeError) as err:
        manager.init()
    assert "[ERROR] Stop MD Autotune before initializing the MD Profiler." in str(err.value)
    assert str(err.value).startswith("Exception thrown from dataset pipeline. Refer to "
                                     "'Dataset Pipeline Error Message'.")
    del third
    manager.init()
    manager.start()
    manager.stop()


def test_profiler_takes_the_first_pipeline_after_init(capfd, autotune_off):
    manager = cde.GlobalContext.profiling_manager()
    assert manager is cde.GlobalContext.profiling_manager()
    manager.init()
    manager.start()
    ds.config.set_enable_autotune(True, None)
    capfd.readouterr()
    data = _pipeline()
    first = data.create_dict_iterator(num_epochs=5)
    err = capfd.readouterr().err
    assert _AT + "Dataset Profiling is already enabled for the current data pipeline." in err
    second = data.create_dict_iterator(num_epochs=5)
    err = capfd.readouterr().err
    profiled = err.index("Dataset Profiling is already enabled for a different data pipeline.")
    assert err.index(_AT + "Dataset Profiling is enabled for another data pipeline.") > profiled
    manager.stop()
    ds.config.set_enable_autotune(False)
    assert first is not second


def test_profiler_state_errors():
    manager = cde.GlobalContext.profiling_manager()
    manager.init()      # (2.10: a stop after a stop only warns; after init it raises)
    with pytest.raises(RuntimeError, match="MD ProfilingManager has not started yet."):
        manager.stop()
    with pytest.raises(RuntimeError, match="Stop MD Profiler before initializing it."):
        manager.init()
    manager.start()
    with pytest.raises(RuntimeError, match="MD ProfilingManager is already running."):
        manager.start()
    manager.stop()


_RULE = "-" * 66


def _kernel_text(message):
    return (f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
            f"Message'. \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n"
            f"[ERROR] {message}\n\n")


@pytest.mark.parametrize("write, kernel", [(vision.write_jpeg, "WriteJpeg"),
                                           (vision.write_png, "WritePng")])
def test_write_image_checks_the_path_first(tmp_path, write, kernel):
    folder = str(tmp_path) + "/"
    with pytest.raises(RuntimeError) as err:
        write(folder, np.zeros((3,), np.float32))
    assert str(err.value) == _kernel_text(
        f"{kernel}: Invalid file path, {folder} is not a regular file.")
    target = str(tmp_path / "a.img")
    with pytest.raises(RuntimeError) as err:
        write(target, np.zeros((10, 10)))
    assert str(err.value) == _kernel_text(
        f"{kernel}: The type of the elements of image should be UINT8, but got float64.")
    with pytest.raises(RuntimeError) as err:
        write(target, np.zeros((2, 2, 4), np.uint8))
    assert str(err.value) == _kernel_text(
        f"{kernel}: The image has invalid channels. It should have 1 or 3 channels, but got 4 "
        "channels.")
    with pytest.raises(RuntimeError) as err:
        write(str(tmp_path / "no" / "a.img"), np.zeros((2, 2, 3), np.uint8))
    assert str(err.value) == _kernel_text("No such file or directory")
    with pytest.raises(RuntimeError) as err:
        vision.encode_png(np.zeros((2, 2), np.int32))
    assert str(err.value) == _kernel_text(
        "EncodePng: The type of the image data should be UINT8, but got int32.")


def test_bytes_make_a_string_tensor():
    t = ms.Tensor(np.array([b"apple"]))
    assert repr(t) == "Tensor(shape=[1], dtype=String, value= [b'apple'])"
    assert t.dtype == ms.string and t.shape == (1,)
    assert t.asnumpy().dtype == np.dtype("S5") and t.asnumpy().tolist() == [b"apple"]
    grid = ms.Tensor(np.array([[b"xy", b"z"]]))
    assert repr(grid) == "Tensor(shape=[1, 2], dtype=String, value=\n[[b'xy', b'z']])"
    assert repr(ms.Tensor(np.array(b"xy"))) == "Tensor(shape=[], dtype=String, value= b'xy')"


@pytest.mark.parametrize("op", [text.BertTokenizer(text.Vocab.from_list(["a", "[UNK]"])),
                                text.WhitespaceTokenizer(), transforms.TypeCast(np.int32),
                                transforms.OneHot(3), transforms.Duplicate()])
def test_dict_into_an_operation_is_2_10s_type_error(op):
    with pytest.raises(TypeError) as err:
        op({"a": 1})
    assert str(err.value) == ("Invalid user input. Got <class 'dict'>: {'a': 1}, cannot be "
                              "converted into tensor.")


def test_offload_keeps_autotune_from_writing_its_file(tmp_path, capfd, autotune_off):
    ds.config.set_enable_autotune(True, str(tmp_path / "at"))
    data = ds.NumpySlicesDataset({"x": np.zeros((2, 3, 4, 3), np.uint8)}, shuffle=False)
    data = data.batch(2).map(vision.HWC2CHW(), input_columns="x", offload=True)
    rows = [r[0].shape for r in data.create_tuple_iterator(num_epochs=1, output_numpy=True)]
    assert rows == [(2, 3, 3, 4)]       # 2.10 applies the offloaded operation (to a batch)
    assert "Some nodes have been offloaded. AutoTune is unable to write the autotune " \
           "configuration to disk. Disable offload to prevent this from happening." \
           in capfd.readouterr().err
    assert not (tmp_path / "at_0.json").exists()
    plain = ds.NumpySlicesDataset({"x": np.zeros((2, 3), np.uint8)}, shuffle=False)
    it = plain.map(vision.HWC2CHW(), input_columns="x", offload=False).create_tuple_iterator()
    it.release()
    assert (tmp_path / "at_0.json").exists()


def test_decrypted_copy_goes_with_its_last_reader(tmp_path):
    path = str(tmp_path / "p.mindrecord")
    mindrecord.set_enc_key("abcdefghijklmnop01234567")
    mindrecord.set_enc_mode("AES-GCM")
    try:
        rows = [(np.array([i], np.int64),) for i in range(4)]
        ds.GeneratorDataset(rows, ["data"], shuffle=False).save(path)
        folder = tmp_path / ".decrypt_mindrecord"
        first = ds.MindDataset(dataset_files=[path])
        second = ds.MindDataset(dataset_files=[path], shuffle=False)
        copies = sorted(p.name for p in folder.glob("*/*"))
        assert copies == ["p.mindrecord", "p.mindrecord.db"]
        del first
        assert second.get_dataset_size() == 4 and len(list(folder.glob("*/*"))) == 2
        assert [int(r[0][0]) for r in second.create_tuple_iterator(output_numpy=True)] == \
            [0, 1, 2, 3]
        del second
        assert list(folder.iterdir()) == []       # the <uuid> folder goes, the folder stays
    finally:
        mindrecord.set_enc_key(None)


_OBS = ("https://site", "ak", "sk", "s3://sync")


@pytest.mark.parametrize("args, kwargs, error, text", [
    (("files",) + _OBS, {}, TypeError, "Argument dataset_files with value files is not of type "
     "[<class 'list'>], but got <class 'str'>."),
    (([1],) + _OBS, {}, TypeError,
     "Item of dataset files is not of type [<class 'str'>], but got <class 'int'>."),
    ((["a"], "ftp://x", "ak", "sk", "s3://x"), {}, ValueError,
     "server should be a str that starts with http:// or https://, but got ftp://x."),
    ((["a"], "https://x", "ak", "sk", 12), {}, TypeError,
     "Argument sync_obs_path with value 12 is not of type [<class 'str'>], but got <class 'int'>."),
    ((["a"],) + _OBS, {"num_shards": 4, "shard_id": 4}, ValueError,
     "Input shard_id is not within the required interval of [0, 3]."),
    ((["a"],) + _OBS, {"num_shards": 2}, RuntimeError,
     "num_shards is specified and currently requires shard_id as well."),
    ((["a"],) + _OBS, {"num_shards": 0, "shard_id": 0}, ValueError,
     "Input num_shards is not within the required interval of [1, 2147483647]."),
    ((["a"],) + _OBS, {"shard_equal_rows": 1}, TypeError, "Argument shard_equal_rows with value "
     "1 is not of type [<class 'bool'>], but got <class 'int'>."),
    ((["a"],) + _OBS, {"shuffle": 3}, TypeError, "shuffle must be of boolean or enum of "
     "'Shuffle' values like 'Shuffle.GLOBAL' or 'Shuffle.FILES'."),
])
def test_obs_mind_dataset_checks_its_arguments_as_2_10(args, kwargs, error, text):
    from minicell.dataset.engine.datasets_standard_format import OBSMindDataset
    assert OBSMindDataset is ds.OBSMindDataset
    with pytest.raises(error) as err:
        OBSMindDataset(*args, **kwargs)
    assert str(err.value) == text


def test_obs_mind_dataset_refuses_good_arguments():
    with pytest.raises(Exception, match="OBSMindDataset is not supported by minicell"):
        ds.OBSMindDataset(["s3://a"], *_OBS)


class _FakeCv2:
    COLOR_RGB2BGR, FONT_HERSHEY_SIMPLEX = 4, 0

    def __init__(self):
        self.calls = []

    def cvtColor(self, image, code):
        return np.ascontiguousarray(image[..., ::-1])

    def rectangle(self, canvas, *args):
        self.calls.append(("rectangle",) + args)

    def putText(self, canvas, label, at, *args):
        self.calls.append(("putText", label, at))

    def imwrite(self, name, canvas):
        open(name, "wb").close()
        self.calls.append(("imwrite", canvas.shape))


def test_imshow_det_bbox(tmp_path, monkeypatch):
    from minicell.dataset.utils.browse_dataset import imshow_det_bbox
    image = np.zeros((3, 6, 8), np.uint8)
    image[0] = 10                              # red: last channel once BGR
    boxes = np.array([[1, 2, 3, 4, 0.9], [0, 0, 2, 2, 0.05]], np.float32)
    labels = np.array([[1], [7]], np.uint32)
    monkeypatch.setitem(__import__("sys").modules, "cv2", None)
    with pytest.raises(ImportError, match="Importing cv2 failed, try to install it by running "
                                          "`pip install opencv-python`."):
        imshow_det_bbox(image, boxes, labels, show=False)
    fake = _FakeCv2()
    monkeypatch.setitem(__import__("sys").modules, "cv2", fake)
    segm = np.zeros((2, 6, 8))
    segm[0, :2, :2] = 1
    out = imshow_det_bbox(image, boxes, labels, segm, class_names={1: "cat"}, show=False,
                          score_threshold=0.1, out_file=str(tmp_path / "a.png"))
    assert fake.calls == [("rectangle", (1, 2), (4, 6), (0, 255, 0), 2),
                          ("putText", "cat|0.90", (1, 6)), ("imwrite", (6, 8, 3))]
    assert out[0, 0].tolist() == [64, 0, 69] and out[5, 7].tolist() == [0, 0, 10]
    with pytest.raises(AssertionError, match="^labels must be a ndarray in \\(N, 1\\) format "
                                             "and has same N with bboxes.$"):
        imshow_det_bbox(image, boxes, labels[:1], class_names=[])
    with pytest.raises(AssertionError, match="^thickness must be larger than or equal to zero.$"):
        imshow_det_bbox(image, boxes, labels, class_names=[], thickness=-1)
