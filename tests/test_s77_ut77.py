"""Session 77, ut77: map worker processes' seeded streams across epochs.

Expected values measured on MindSpore 2.10 CPU with /tmp/s77/ut77/ref/mp_seed2.py."""
import contextlib
import random

import numpy as np
import pytest

import minicell.dataset as ds


@contextlib.contextmanager
def _seed(seed):
    saved = ds.config.get_seed()
    ds.config.set_seed(seed)
    try:
        yield
    finally:
        ds.config.set_seed(saved)


class _Rows:
    def __getitem__(self, i):
        return (np.array([i], dtype=np.int64),)

    def __len__(self):
        return 6


def _draw(x):
    return (np.array([x[0], np.random.randint(0, 1000), random.randint(0, 999)], np.int64),)


def _epochs(count):
    data = ds.GeneratorDataset(_Rows(), ["x"], shuffle=False).map(
        _draw, ["x"], num_parallel_workers=2, python_multiprocessing=True)
    rows = data.create_tuple_iterator(num_epochs=count, output_numpy=True)
    return [[r[0].tolist()[1:] for r in rows] for _ in range(count)]


@pytest.mark.heavy      # (two epochs of two spawned worker processes: seconds)
def test_map_worker_processes_draw_afresh_each_epoch():
    # 2.10 (seed 5): worker w seeds np.random / random with 5 + w and deals rows in turn; its
    # workers live through the epochs, so epoch 2 draws new numbers (reproducibility run
    # after run: test_s70_ut70). minicell's first epoch is
    # 2.10's; later epochs reseed each worker from (seed, epoch, worker): before, every epoch
    # repeated epoch 1's draws (the same "random" augmentation each epoch)
    with _seed(5):
        first = _epochs(2)
    assert first[0] == [[867, 637], [906, 812], [206, 261], [713, 587], [701, 759],
                        [227, 841]]
    assert all(a != b for a, b in zip(first[0], first[1]))
