"""Session 76, MindSpore's own tests/ut/python/dataset on minicell: what they showed minicell
missing.

``EnWik9Dataset`` is 2.10's TextFile reader with its own line rule: its rows come in the
TextFile reader's order (with ``shuffle=True``, the default, its ``Shuffle.GLOBAL`` stage), every
line is a row (std::getline: empty lines and a '\\r' kept), but its size counts the non-empty
lines, as ``TextFileDataset``'s does; shards split all the lines (upstream
dataset/test_datasets_enwik9.py::test_enwik9_total_rows_dataset_shuffle_true_parallel_worker_*).
Values measured on 2.10 (CPU): /tmp/s76/st76/w/w_enwik2.py, w_enwik3.py.

``set_init_step`` without fast recovery: 2.10 starts a later epoch by running the epochs
before it, so a one-worker map's random operations draw on from there (upstream
dataset/test_set_init_step.py's ``[*-False]`` cases when an earlier test left one worker set).
Measured on 2.10: /tmp/s76/st76/w/w_init2.py.

A sampler's k-th pass (its reshuffle, its draws) counts every pass of the run: the epochs times
the repetitions of each ``repeat`` above it (upstream dataset/test_pipeline_debug_mode_multi_epoch
.py::test_pipeline_debug_mode_multi_epoch_imagefolder_repeat, repeat(3) over 2 epochs).
Measured on 2.10: /tmp/s76/st76/w/w_rep.py, w_if2.py.

The shuffle stage 2.10 adds to a file reader's ``Shuffle.GLOBAL`` holds ``min(4 x rows per file,
10000)`` rows (``ComputeShuffleSize``; minicell had ``max``, the same only when the buffer holds
every row). Measured on 2.10: /tmp/s76/st76/w/w_tf.py, w_tf2.py (TextFile), w_tfr.py (TFRecord
on upstream data)."""
import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.vision as vision


def _enwik9(tmp_path, data):
    (tmp_path / "enwik9").write_bytes(data)
    return str(tmp_path)


def _rows(data, epochs=1):
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[str(row[0]) for row in it] for _ in range(epochs)]


_NINE = b"".join(b"line%d\n" % i for i in range(9)) + b"\n  tail\n"
_S5 = [["line0", "line8", "line2", "", "line5", "line6", "line1", "line4", "  tail", "line7",
        "line3"],
       ["line2", "", "line3", "line1", "line6", "line7", "line4", "line5", "line0", "  tail",
        "line8"]]
_S7 = [["line0", "  tail", "line6", "line8", "line5", "", "line4", "line2", "line7", "line3",
        "line1"],
       ["line0", "line3", "", "  tail", "line1", "line5", "line6", "line8", "line2", "line4",
        "line7"]]


@pytest.mark.parametrize("seed, workers, expected", [(5, 1, _S5), (5, 2, _S5), (7, 1, _S7)])
def test_enwik9_shuffle_follows_the_seed(tmp_path, seed, workers, expected):
    ds.config.set_num_parallel_workers(workers)
    ds.config.set_seed(seed)
    assert _rows(ds.EnWik9Dataset(_enwik9(tmp_path, _NINE), shuffle=True), 2) == expected


def test_enwik9_repeat_and_num_samples(tmp_path):
    path = _enwik9(tmp_path, _NINE)
    ds.config.set_num_parallel_workers(1)
    ds.config.set_seed(5)
    assert _rows(ds.EnWik9Dataset(path).repeat(2)) == [_S5[0] + _S5[1]]
    ds.config.set_seed(5)
    assert _rows(ds.EnWik9Dataset(path, num_samples=3)) == [["line1", "line0", "line2"]]
    in_order = [f"line{i}" for i in range(9)] + ["", "  tail"]
    assert _rows(ds.EnWik9Dataset(path, shuffle=False)) == [in_order]
    assert _rows(ds.EnWik9Dataset(path, shuffle=ds.Shuffle.FILES)) == [in_order]
    assert ds.EnWik9Dataset(path).get_dataset_size() == 10


@pytest.mark.parametrize("data, rows, size", [
    (b"a\r\nb\r\n\r\nc", ["a\r", "b\r", "\r", "c"], 4),
    (b"\n\nx\n\n", ["", "", "x", ""], 1),
    (b"  \nq\n", ["  ", "q"], 2),
])
def test_enwik9_lines_and_size(tmp_path, data, rows, size):
    path = _enwik9(tmp_path, data)
    assert _rows(ds.EnWik9Dataset(path, shuffle=False)) == [rows]
    assert ds.EnWik9Dataset(path).get_dataset_size() == size


def test_enwik9_shards_split_every_line(tmp_path):
    path = _enwik9(tmp_path, b"".join(b"r%d\n" % i for i in range(7)) + b"\n")
    shards = [ds.EnWik9Dataset(path, shuffle=False, num_shards=2, shard_id=k) for k in (0, 1)]
    assert _rows(shards[0]) == [["r0", "r1", "r2", "r3"]]
    assert _rows(shards[1]) == [["r4", "r5", "r6", ""]]
    assert [s.get_dataset_size() for s in shards] == [4, 4]
    limited = ds.EnWik9Dataset(path, shuffle=False, num_samples=8)
    assert limited.get_dataset_size() == 7
    assert _rows(limited) == [[f"r{i}" for i in range(7)] + [""]]


def _flips(data, epochs, init_step=0):
    """1 where row k of a 3-epoch run came out flipped (its first value odd)."""
    data.set_init_step(init_step)
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [int(row[0][0, 0, 0] % 2) for _ in range(epochs - init_step // 6) for row in it]


_FULL = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 0]


@pytest.mark.parametrize("fast, init_step, expected", [
    (False, 0, _FULL), (False, 3, _FULL[3:]), (False, 6, _FULL[6:]), (False, 9, _FULL[9:]),
    (False, 12, _FULL[12:]),
    # fast recovery: 2.10 does not run what it skips, the draws start again
    (True, 6, _FULL[:12]), (True, 12, _FULL[:6]),
])
def test_init_step_replays_random_draws_without_fast_recovery(fast, init_step, expected):
    ds.config.set_seed(0)
    ds.config.set_num_parallel_workers(1)
    ds.config.set_fast_recovery(fast)
    try:
        images = np.arange(12, dtype=np.uint8).reshape(6, 2, 1, 1)
        data = ds.NumpySlicesDataset({"image": images}, shuffle=False)
        data = data.map([vision.RandomVerticalFlip(0.5)], input_columns=["image"])
        assert _flips(data, 3, init_step) == expected
    finally:
        ds.config.set_fast_recovery(True)


def _passes(data, epochs):
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[int(row[0].reshape(-1)[0]) for row in it] for _ in range(epochs)]


def _drawn():
    sampler = ds.RandomSampler(replacement=True, num_samples=3)
    return ds.NumpySlicesDataset({"x": np.arange(7)}, sampler=sampler)


def _shuffled(**kw):
    return ds.NumpySlicesDataset({"x": np.arange(7)}, shuffle=True, **kw)


@pytest.mark.parametrize("make, epochs, expected", [
    (lambda: _drawn().repeat(3), 2,
     [[2, 1, 3, 3, 6, 2, 5, 4, 0], [0, 0, 1, 4, 5, 5, 1, 2, 4]]),
    (lambda: _drawn().repeat(2).repeat(3), 2,
     [[2, 1, 3, 3, 6, 2, 5, 4, 0, 0, 0, 1, 4, 5, 5, 1, 2, 4],
      [0, 1, 4, 4, 4, 5, 0, 4, 1, 1, 2, 5, 3, 3, 0, 0, 2, 5]]),
    (lambda: _drawn().repeat(2).batch(1).repeat(2), 2,
     [[2, 1, 3, 3, 6, 2, 5, 4, 0, 0, 0, 1], [4, 5, 5, 1, 2, 4, 0, 1, 4, 4, 4, 5]]),
    (lambda: _shuffled().repeat(2), 2,
     [[4, 3, 5, 0, 1, 2, 6, 3, 2, 5, 1, 0, 6, 4], [6, 0, 1, 2, 5, 4, 3, 3, 4, 5, 1, 0, 6, 2]]),
    (lambda: _shuffled(num_samples=3).repeat(2), 3,
     [[2, 1, 3, 3, 6, 2], [5, 4, 0, 0, 0, 1], [4, 5, 5, 1, 2, 4]]),
])
def test_sampler_passes_count_epochs_times_repeats(make, epochs, expected):
    ds.config.set_seed(899)
    ds.config.set_num_parallel_workers(1)
    assert _passes(make(), epochs) == expected


def _two_line_files(tmp_path):
    files = []
    for k in range(5):
        files.append(str(tmp_path / f"f{k}.txt"))
        (tmp_path / f"f{k}.txt").write_text(f"a{k}\nb{k}\n")
    return files


_GLOBAL_3 = [["b4", "a1", "b2", "a4", "b0", "b1", "a0", "a3", "a2", "b3"],
             ["a0", "a1", "a2", "b1", "a3", "b2", "b3", "a4", "b0", "b4"],
             ["b2", "b4", "a3", "a4", "a0", "b3", "a2", "b0", "a1", "b1"],
             ["b0", "b3", "b2", "a4", "b4", "a1", "a3", "a2", "b1", "a0"]]
_FILES_3 = [["a3", "b3", "a4", "b4", "a0", "b0", "a2", "b2", "a1", "b1"],
            ["a2", "b2", "a1", "b1", "a3", "b3", "a0", "b0", "a4", "b4"],
            ["a0", "b0", "a4", "b4", "a2", "b2", "a3", "b3", "a1", "b1"],
            ["a3", "b3", "a1", "b1", "a0", "b0", "a2", "b2", "a4", "b4"]]


@pytest.mark.parametrize("mode, repeat, epochs, passes", [
    (ds.Shuffle.GLOBAL, 1, 2, _GLOBAL_3[:2]),
    (ds.Shuffle.GLOBAL, 2, 1, [_GLOBAL_3[0] + _GLOBAL_3[1]]),
    (ds.Shuffle.GLOBAL, 2, 2, [_GLOBAL_3[0] + _GLOBAL_3[1], _GLOBAL_3[2] + _GLOBAL_3[3]]),
    (ds.Shuffle.FILES, 2, 2, [_FILES_3[0] + _FILES_3[1], _FILES_3[2] + _FILES_3[3]]),
])
def test_text_file_global_shuffle_buffer(tmp_path, mode, repeat, epochs, passes):
    ds.config.set_seed(3)
    ds.config.set_num_parallel_workers(1)
    data = ds.TextFileDataset(_two_line_files(tmp_path), shuffle=mode)
    data = data.repeat(repeat) if repeat > 1 else data
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    assert [[str(row[0]) for row in it] for _ in range(epochs)] == passes
