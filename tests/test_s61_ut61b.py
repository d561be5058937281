"""Session 61 (ut61b): MindSpore 2.10's tests/ut/python dataset files re-run under minicell.

Dataset Independent mode (dataset/test_autotune.py test_disable_autotune_in_independent_mode):
with ``MS_INDEPENDENT_DATASET`` 'True'/'true' 2.10 refuses to turn AutoTune or offload on
('Dataset AutoTune is not supported in Dataset Independent mode.'); turning them off, or any
other value of the variable, is accepted; so are a cache (readers, map), map's offload=True
and callbacks (an empty list too), sync_wait and sync_update ('Dataset Cache/Offload/Callbacks/
sync wait/sync update is not supported ...'; test_cache_map, test_callbacks, test_sync_wait,
test_map_offload). minicell accepted them.

CutMixBatch / MixUpBatch (test_cutmix_batch_op.py test_cut_mix_batch_unequal_batch_size): 2.10's
batch checks have their own texts and orders (CutMixBatch: image rank, label type, label rank,
batch sizes; MixUpBatch: image rank, batch sizes with its 'rank of image shape should be: 4, but
got: 4' text, label type, label rank); minicell had one text of its own for all of them.

``device_que().send(num_epochs)`` (test_callbacks.py test_callbacks_sink_simulation): 2.10 runs
the map callbacks (``ds_begin``, per epoch ``ds_epoch_begin``, the steps, ``ds_epoch_end``; a
``WaitedDSCallback`` waits for the training steps) as under an iterator; minicell's send thread
called none.

The pipeline debug mode ignores the error samples mode (test_config_combination.py
test_debug_mode_error_samples_mode): 2.10 raises a map's failure under SKIP/REPLACE while
``get_error_samples_mode()`` keeps the setting; minicell skipped the row.

AutoTune's configuration file (test_autotune_saveload.py): with
``set_enable_autotune(True, prefix)`` 2.10 writes ``{prefix}_{RANK_ID or 0}.json`` when a
pipeline's iterator is freed (not at the end of its last epoch; not in debug mode): a remark,
a summary line per operation and the ``serialize`` tree, which ``deserialize`` reads back;
minicell wrote nothing.

CenterCrop (test_center_crop.py test_center_crop_errors, test_center_crop_high_dimensions):
2.10 crops each <H,W,C> image of a higher-rank input (video frames, a batch) and refuses a
padding of 3 times the image's side or more ('Padding size cannot be more than 3 times of the
original image size, ...'); minicell cropped the first two axes and padded any size.

An eager ``Compose`` (test_compose.py test_compose, test_compose_mix_ctrans_pytrans): one
holding a Python operation (ToPIL, RandomGrayscale, ...) runs 2.10's Python chain, whose result
is always a tuple of the last outputs as they are (a PIL image stays one); called with no input,
2.10 says 'Input Tensor is not valid.'; minicell gave numpy arrays, unwrapped, and a TypeError.

``output_shapes()`` of a column of Python dicts (test_datasets_independent_process.py
test_dataset_with_independent_process_with_dict): 2.10 gives [0], batched too; minicell [].
"""
import json
import os
import time

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import transforms, vision


@pytest.mark.parametrize("env", ["True", "true", " True "])
def test_independent_mode_refuses_autotune_and_offload(monkeypatch, env):
    # measured on 2.10: RuntimeError for enable=True only, after the bool type check
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", env)
    with pytest.raises(RuntimeError, match=r"^Dataset AutoTune is not supported in Dataset "
                                           r"Independent mode\.$"):
        ds.config.set_enable_autotune(True)
    with pytest.raises(RuntimeError, match=r"^Dataset Offload is not supported in Dataset "
                                           r"Independent mode\.$"):
        ds.config.set_auto_offload(True)
    with pytest.raises(TypeError, match="enable must be of type bool."):
        ds.config.set_enable_autotune(1)
    ds.config.set_enable_autotune(False)
    ds.config.set_auto_offload(False)
    assert ds.config.get_enable_autotune() is False


def test_independent_mode_other_values_accepted(monkeypatch):
    # measured on 2.10: MS_INDEPENDENT_DATASET=1 is not the independent mode
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "1")
    try:
        ds.config.set_enable_autotune(True)
        assert ds.config.get_enable_autotune() is True
    finally:
        ds.config.set_enable_autotune(False)


def _independent(feature):
    return pytest.raises(RuntimeError, match=rf"^Dataset {feature} is not supported in Dataset "
                                             rf"Independent mode\.$")


def test_independent_mode_refuses_cache_callbacks_offload_sync(monkeypatch, tmp_path):
    # measured on 2.10 (one case per process): each of these raises at once
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "True")
    cache = ds.DatasetCache(session_id=1, size=0)       # making the cache is accepted
    (tmp_path / "c").mkdir()
    with _independent("Cache"):
        ds.ImageFolderDataset(str(tmp_path), cache=cache)
    data = ds.NumpySlicesDataset([1, 2], shuffle=False)
    with _independent("Cache"):
        data.map(lambda x: x, cache=cache)
    with _independent("Offload"):
        data.map(lambda x: x, offload=True)
    data.map(lambda x: x, offload=False)
    for callbacks in ([ds.DSCallback()], ds.DSCallback(), []):
        with _independent("Callbacks"):
            data.map(lambda x: x, callbacks=callbacks)
    with _independent("sync wait"):
        data.sync_wait("p", 1, None)
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "False")
    waiting = data.sync_wait("p", 1, None)
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "True")
    with _independent("sync update"):
        waiting.sync_update("p")


_CUT = {
    "a": "CutMixBatch: batch sizes of image and label must be the same, but got image size: 5 "
         "and label size: 4",
    "b": "CutMixBatch: input label is not in shape of <Batch,Class> or <Batch,Row,Class>, but "
         "got dimension: 4. You may need to perform OneHot and Batch first.",
    "s4": "CutMixBatch: invalid label type, label must be in a numeric type, but got: string. "
          "You may need to perform OneHot first.",
    "img3": "CutMixBatch: input image is not in shape of <B,H,W,C> or <B,C,H,W>, but got "
            "dimension: 3. You may need to perform Batch first.",
}
_MIX = {
    "a": "MixUpBatch: rank of image shape should be: 4, but got: 4, make sure image shape are "
         "<H,W,C> or <C,H,W> and batched before calling MixUpBatch.",
    "b": "MixUpBatch: wrong labels shape. The second column (labels) must have a shape of NC or "
         "NLC where N is the batch size, L is the number of labels in each row, and C is the "
         "number of classes. labels must be in one-hot format and in a batch, but got rank: 4",
    "s4": "MixUpBatch: rank of image shape should be: 4, but got: 4, make sure image shape are "
          "<H,W,C> or <C,H,W> and batched before calling MixUpBatch.",
    "s1": "MixUpBatch: invalid label type, label must be in a numeric type, but got: string. "
          "You may need to perform OneHot first.",
    "img3": "MixUpBatch: rank of image shape should be: 4, but got: 3, make sure image shape "
            "are <H,W,C> or <C,H,W> and batched before calling MixUpBatch.",
}


@pytest.mark.parametrize("op, case", [("cut", k) for k in _CUT] + [("mix", k) for k in _MIX])
def test_cutmix_mixup_batch_check_texts(op, case):
    # measured on 2.10 (eager calls; the [ERROR] line of its pipeline error)
    images = np.zeros((5, 4, 4, 1), np.uint8)
    labels = {"a": np.zeros((4, 10)), "b": np.zeros((5, 2, 3, 10)),
              "s1": np.array(["a"] * 5), "s4": np.array([["a"] * 10] * 4),
              "img3": np.zeros((4,))}[case]
    if case == "img3":
        images = images[0]
    fn = vision.CutMixBatch(vision.ImageBatchFormat.NHWC) if op == "cut" else \
        vision.MixUpBatch()
    with pytest.raises(RuntimeError) as err:
        fn(images, labels)
    text = (_CUT if op == "cut" else _MIX)[case]
    assert f"[ERROR] {text}\n" in str(err.value)


class _Events(ds.DSCallback):
    def __init__(self):
        super().__init__()
        self.ev = []

    def ds_begin(self, ctx):
        self.ev.append(("begin", ctx.cur_epoch_num, ctx.cur_step_num))

    def ds_epoch_begin(self, ctx):
        self.ev.append(("eb", ctx.cur_epoch_num, ctx.cur_step_num))

    def ds_epoch_end(self, ctx):
        self.ev.append(("ee", ctx.cur_epoch_num, ctx.cur_step_num))

    def ds_step_begin(self, ctx):
        self.ev.append(("sb", ctx.cur_epoch_num, ctx.cur_step_num_in_epoch, ctx.cur_step_num))

    def ds_step_end(self, ctx):
        self.ev.append(("se", ctx.cur_epoch_num, ctx.cur_step_num_in_epoch, ctx.cur_step_num))


def test_device_queue_send_runs_map_callbacks():
    cb = _Events()
    data = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).map(lambda x: x, callbacks=cb)
    data = data.device_que()
    data.send(num_epochs=2)
    for _ in range(200):            # (the send thread: wait for its last event)
        if ("ee", 2, 6) in cb.ev:
            break
        time.sleep(0.02)
    data.release()
    # measured on 2.10 (its map workers may interleave steps; the order of each kind is kept)
    assert [e for e in cb.ev if e[0] in ("begin", "eb", "ee")] == [
        ("begin", 0, 0), ("eb", 1, 0), ("ee", 1, 3), ("eb", 2, 3), ("ee", 2, 6)]
    steps = [(1, 1, 1), (1, 2, 2), (1, 3, 3), (2, 1, 4), (2, 2, 5), (2, 3, 6)]
    assert [e[1:] for e in cb.ev if e[0] == "sb"] == steps
    assert [e[1:] for e in cb.ev if e[0] == "se"] == steps


@pytest.mark.parametrize("mode", ["SKIP", "REPLACE"])
def test_debug_mode_ignores_error_samples_mode(mode):
    old = ds.config.get_error_samples_mode(), ds.config.get_debug_mode()
    ds.config.set_debug_mode(True, [])
    ds.config.set_error_samples_mode(getattr(ds.config.ErrorSamplesMode, mode))
    try:
        data = ds.NumpySlicesDataset([1, 0, 2], ["x"], shuffle=False).map(lambda x: 10 // int(x))
        # measured on 2.10: the user function's error, the setting kept
        with pytest.raises(RuntimeError, match="Execute user Python code failed"):
            list(data.create_tuple_iterator(output_numpy=True))
        assert ds.config.get_error_samples_mode() == getattr(ds.config.ErrorSamplesMode, mode)
        ds.config.set_debug_mode(False)
        assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)][:2] == [10, 5]
    finally:
        ds.config.set_error_samples_mode(old[0])
        ds.config.set_debug_mode(old[1])


def _autotune_pipeline(folder):
    path = folder / "lines.txt"
    path.write_text("1\n2\n3\n4\n")
    data = ds.TextFileDataset(str(path), shuffle=False)
    return data.map(transforms.Fill("x"), ["text"]).batch(2)


def test_autotune_writes_its_config_file_when_the_iterator_is_freed(tmp_path, monkeypatch):
    monkeypatch.delenv("RANK_ID", raising=False)
    out = tmp_path / "out"
    out.mkdir()
    ds.config.set_enable_autotune(True, str(out / "at"))
    try:
        data = _autotune_pipeline(tmp_path)
        itr = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
        for _ in range(2):
            assert len(list(itr)) == 2
        assert os.listdir(out) == []       # measured on 2.10: not after the last epoch
        del itr
        assert os.listdir(out) == ["at_0.json"]
        with open(out / "at_0.json") as f:
            config = json.load(f)
        assert config["tree"] == ds.serialize(data)
        assert config["remark"].startswith("The following file has been auto-generated by the "
                                           "Dataset AutoTune.")
        # 2.10's ids: 0 is its epoch control operation when more than one epoch is run
        assert [line.split(")")[0] for line in config["summary"]] == [
            "TextFileOp(ID:3", "MapOp(ID:2", "BatchOp(ID:1"]
        again = ds.deserialize(json_filepath=str(out / "at_0.json"))
        assert [r[0].tolist() for r in again.create_tuple_iterator(output_numpy=True)] == \
            [["x", "x"], ["x", "x"]]
        monkeypatch.setenv("RANK_ID", "3")
        itr = data.create_tuple_iterator(num_epochs=1)
        next(itr)
        itr.stop()                              # (a stopped iterator writes it too)
        assert sorted(os.listdir(out)) == ["at_0.json", "at_3.json"]
    finally:
        ds.config.set_enable_autotune(False)


def test_autotune_file_needs_a_prefix_and_no_debug_mode(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    data = _autotune_pipeline(tmp_path)
    ds.config.set_enable_autotune(True)
    try:
        for _ in data.create_tuple_iterator(num_epochs=1):
            pass
        ds.config.set_enable_autotune(True, str(out / "d"))
        ds.config.set_debug_mode(True, [])
        for _ in data.create_tuple_iterator(num_epochs=1):
            pass
    finally:
        ds.config.set_debug_mode(False)
        ds.config.set_enable_autotune(False)
    assert os.listdir(out) == []           # measured on 2.10: no file in debug mode


def test_center_crop_of_batches_and_its_padding_limit():
    # measured on 2.10
    v = (np.arange(2 * 5 * 6 * 3).reshape(2, 5, 6, 3) % 250).astype(np.uint8)
    out = vision.CenterCrop((3, 4))(v)
    assert out.shape == (2, 3, 4, 3) and int(out.sum()) == 6444
    assert out[0, :, :, 0].tolist() == [[21, 24, 27, 30], [39, 42, 45, 48], [57, 60, 63, 66]]
    out = vision.CenterCrop((3, 8))(v)
    assert out.shape == (2, 3, 8, 3) and int(out.sum()) == 9666
    assert out[0, :, :, 0].tolist()[0] == [0, 18, 21, 24, 27, 30, 33, 0]
    assert vision.CenterCrop((3, 4))(np.stack([v, v])).shape == (2, 2, 3, 4, 3)
    img = np.ones((10, 20, 3), np.uint8)
    assert vision.CenterCrop((39, 79))(img).shape == (39, 79, 3)
    for size, pads in (((40, 20), "top padding: 30, left padding: 0"),
                       ((10, 80), "top padding: 0, left padding: 60")):
        with pytest.raises(RuntimeError) as err:
            vision.CenterCrop(size)(img)
        assert (f"[ERROR] CenterCrop: Padding size cannot be more than 3 times of the original "
                f"image size, got {pads}, while the original image size: 10, 20\n"
                ) in str(err.value)


def test_eager_compose_with_python_operations_gives_a_tuple():
    # measured on 2.10
    img = np.zeros((6, 8, 3), np.uint8)
    out = transforms.Compose([vision.ToPIL(), vision.RandomGrayscale(prob=0.0)])(img)
    assert isinstance(out, tuple) and len(out) == 1 and type(out[0]).__name__ == "Image"
    out = transforms.Compose([vision.ToPIL(), vision.ToTensor()])(img)
    assert isinstance(out, tuple) and len(out) == 1 and out[0].shape == (3, 6, 8)
    out = transforms.Compose([vision.Resize(4)])(img)       # no Python operation: unwrapped
    assert isinstance(out, np.ndarray) and out.shape == (4, 5, 3)
    out = transforms.Compose([lambda x: x + 1, transforms.TypeCast(np.float32)])(np.ones(2))
    assert isinstance(out, np.ndarray) and out.dtype == np.float32
    with pytest.raises(RuntimeError) as err:
        transforms.Compose([lambda x: x + x])()
    assert "[ERROR] Input Tensor is not valid.\n" in str(err.value)


def test_output_shapes_of_a_dict_column():
    def gen():
        for _ in range(3):
            yield {"a": 1}, np.zeros((2, 3))
    # measured on 2.10
    assert ds.GeneratorDataset(gen, ["attr", "x"]).output_shapes() == [[0], [2, 3]]
    data = ds.GeneratorDataset(gen, ["attr", "x"])
    assert data.map(lambda a: (a, a), ["attr"], ["attr", "attr2"]).output_shapes() == \
        [[0], [0], [2, 3]]
    data = ds.GeneratorDataset(gen, ["attr", "x"])
    assert data.batch(2).output_shapes() == [[0], [2, 2, 3]]
