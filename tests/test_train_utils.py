"""train utilities: DatasetHelper, connect_network_with_dataset, data_sink, checkpoint format
conversion, load_checkpoint_async, and the MindIR entry points (unsupported: clear errors)."""
import os

import numpy as np
import pytest

import minicell as ms
from minicell import nn, train

BATCHES = [(np.full((2, 3), i, np.float32), np.full((2,), i, np.int32)) for i in range(3)]


def test_dataset_helper_iterates_tuples_and_sinks_in_chunks():
    helper = train.DatasetHelper(BATCHES, dataset_sink_mode=False)
    got = list(helper)
    assert len(got) == 3 and all(isinstance(t, ms.Tensor) for b in got for t in b)
    assert helper.sink_size() == 3
    sink = train.DatasetHelper(BATCHES, dataset_sink_mode=True, sink_size=2)
    firsts = [[int(b[1].asnumpy()[0]) for b in sink] for _ in range(3)]
    assert firsts == [[0, 1], [2, 0], [1, 2]] and sink.sink_size() == 2
    types, shapes = sink.types_shapes()
    assert types == [ms.float32, ms.int32] and shapes == [(2, 3), (2,)]
    dicts = train.DatasetHelper([{"x": a, "y": b} for a, b in BATCHES], False)
    assert len(next(iter(dicts))) == 2
    with pytest.raises(ValueError, match="sink_size"):
        train.DatasetHelper(BATCHES, sink_size=0)


def test_connect_network_with_dataset(mode):
    class Sum(nn.Cell):
        def construct(self, x, y):
            return x.sum() + y.sum()

    helper = train.DatasetHelper(BATCHES, dataset_sink_mode=True)
    net = train.connect_network_with_dataset(Sum(), helper)
    assert [float(net().asnumpy()) for _ in range(4)] == [0.0, 8.0, 16.0, 0.0]
    with pytest.raises(RuntimeError, match="sink mode"):
        train.connect_network_with_dataset(Sum(), train.DatasetHelper(BATCHES, False))


def test_data_sink():
    seen = []

    def step(x, y):
        seen.append(int(y.asnumpy()[0]))
        return x.sum()

    sunk = train.data_sink(step, BATCHES, sink_size=2)
    assert float(sunk().asnumpy()) == 6.0 and float(sunk().asnumpy()) == 0.0
    assert seen == [0, 1, 2, 0]
    with pytest.raises(ValueError, match="sink_size"):
        train.data_sink(step, BATCHES, sink_size=0)


def _saved(tmp_path, fmt="ckpt"):
    ms.set_seed(0)
    net = nn.Dense(3, 2)
    path = str(tmp_path / f"net.{fmt}")
    ms.save_checkpoint(net, path, format=fmt)
    return net, path


def test_ckpt_safetensors_round_trip(tmp_path):
    net, path = _saved(tmp_path)
    out = tmp_path / "out"
    train.ckpt_to_safetensors(path, str(out), name_map={"weight": "w"})
    st = ms.load_checkpoint(str(out / "net.safetensors"), format="safetensors")
    assert sorted(st) == ["bias", "w"]
    np.testing.assert_array_equal(st["w"].asnumpy(), net.weight.asnumpy())
    train.safetensors_to_ckpt(str(out / "net.safetensors"))
    back = ms.load_checkpoint(str(out / "net.ckpt"))
    np.testing.assert_array_equal(back["bias"].asnumpy(), net.bias.asnumpy())
    rank = tmp_path / "dist" / "rank_0"
    rank.mkdir(parents=True)
    os.replace(path, rank / "net.ckpt")
    train.ckpt_to_safetensors(str(tmp_path / "dist"), str(tmp_path / "dist_out"))
    assert os.listdir(tmp_path / "dist_out" / "rank_0") == ["net.safetensors"]
    with pytest.raises(ValueError, match="must be a .ckpt file"):
        train.ckpt_to_safetensors(str(out / "net.safetensors"))
    with pytest.raises(ValueError, match="valid path"):
        train.ckpt_to_safetensors(str(tmp_path / "missing.ckpt"))
    with pytest.raises(ValueError, match="directory"):
        train.safetensors_to_ckpt(str(out / "net.safetensors"), str(tmp_path / "x.ckpt"))
    with pytest.raises(ValueError, match="rank"):
        train.safetensors_to_ckpt(str(out))


def test_load_checkpoint_async_and_thread_status(tmp_path):
    net, path = _saved(tmp_path)
    future = train.load_checkpoint_async(path)
    params = future.result(timeout=60)
    np.testing.assert_array_equal(params["weight"].asnumpy(), net.weight.asnumpy())
    assert train.async_ckpt_thread_status() is False


def test_mindir_entry_points(tmp_path):
    net, x = nn.Dense(2, 2), ms.Tensor(np.ones((1, 2), np.float32))
    train.export(net, x, file_name=str(tmp_path / "n"), file_format="MINDIR")
    out = nn.GraphCell(train.load(str(tmp_path / "n.mindir")))(x)
    np.testing.assert_allclose(out.asnumpy(), net(x).asnumpy(), rtol=1e-6)
    with pytest.raises(ValueError, match="does not exist"):       # 2.10's check comes first
        train.load(str(tmp_path / "missing.mindir"))
    (tmp_path / "net.mindir").write_bytes(b"\x00")
    with pytest.raises(RuntimeError, match="Load MindIR failed"):
        train.load(str(tmp_path / "net.mindir"))
    with pytest.raises(ms.UnsupportedError, match="MindSpore's protobuf MindIR"):
        ms.load_mindir(str(tmp_path / "net.mindir"))


@pytest.mark.parametrize("module", ["minicell.train.model", "minicell.nn.wrap.loss_scale"])
def test_module_examples(module):
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
