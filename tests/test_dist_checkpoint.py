"""Strategy files and per-rank checkpoints: cut whole tensors into rank files by a strategy,
transform / merge / load them, and compare with numpy. The rank lists and slice placements
asserted here are MindSpore 2.10's (run on the same strategy and checkpoint files: its
merge_sliced_parameter and transform_checkpoints gave the same arrays) unless a comment says
otherwise. The strategy file written by a real sharded compile is checked against the shards
XLA holds in tests/test_sharding_devices.py (check_strategy_file_matches_the_shards)."""
import json
import os

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.parallel import checkpoint_load as cl
from minicell.parallel import checkpoint_transform as ct
from minicell.parallel import strategy as st
from minicell.parallel.strategy import TensorLayout

RNG = np.random.RandomState(0)
FULL = {"w": RNG.randn(8, 6).astype(np.float32), "b": RNG.randn(8).astype(np.float32),
        "step": np.array([3], np.int32)}        # 'step': in no strategy, every rank holds it

SRC = {"w": TensorLayout((2, 4), (1, -1)), "b": TensorLayout((2, 4), (1,))}      # 2-way, 4 replicas
DST = {"w": TensorLayout((4, 2), (-1, 0)), "b": TensorLayout((4, 2), (1,))}      # cut anew


def _strategy(tmp_path, layouts, name):
    path = str(tmp_path / name)
    st.write_strategy_file(path, layouts)
    return path


def _rank_files(directory, layouts, fmt="ckpt", full=FULL):
    """Every rank's slices of ``full`` in ``directory/rank_<r>/net.<fmt>``, as MindSpore ranks
    save them."""
    n = next(iter(layouts.values())).device_num
    for r in range(n):
        os.makedirs(os.path.join(directory, f"rank_{r}"))
        items = {name: ms.Tensor(layouts[name].cut(a, r) if name in layouts else a)
                 for name, a in full.items()}
        ms.save_checkpoint(items, os.path.join(directory, f"rank_{r}", f"net.{fmt}"), format=fmt)
    return n


def _loaded(path):
    fmt = "safetensors" if path.endswith(".safetensors") else "ckpt"
    return {k: v.asnumpy() for k, v in ms.load_checkpoint(path, format=fmt).items()}


# ---- slicing rules ------------------------------------------------------------------------------
def test_rank_slices_follow_mindspores_device_matrix():
    lay = TensorLayout((2, 4), (1, -1))      # dim 0 on the first (slowest) axis
    assert lay.counts() == (2, 1)
    assert [lay.index(r)[0] for r in range(8)] == [0, 0, 0, 0, 1, 1, 1, 1]
    np.testing.assert_array_equal(lay.cut(FULL["w"], 5), FULL["w"][4:8])
    swapped = TensorLayout((2, 4), (0, 1))   # dim 0 on the fast axis (4-way), dim 1 on the slow
    np.testing.assert_array_equal(swapped.cut(FULL["w"], 6), FULL["w"][4:6, 3:6])
    multi = TensorLayout((2, 2, 2), ((2, 1), -1))     # dim 0 over two axes, the first slowest
    assert [multi.index(r)[0] for r in range(8)] == [0, 0, 1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize("layout", [
    TensorLayout((2, 4), (1, -1)), TensorLayout((2, 2), (1, 0)), TensorLayout((2, 2), (0, 1)),
    TensorLayout((2, 2, 2), ((2, 1), -1)), TensorLayout((8,), (-1, -1)),
    TensorLayout((4, 2), (-1, 0)),
])
def test_merge_sliced_parameter_by_strategy_rebuilds_the_tensor(tmp_path, layout):
    path = _strategy(tmp_path, {"w": layout}, "s.json")
    slices = [ms.Parameter(ms.Tensor(layout.cut(FULL["w"], r)), "w")
              for r in range(layout.device_num)]
    merged = ms.merge_sliced_parameter(slices, ms.build_searched_strategy(path))
    assert isinstance(merged, ms.Parameter) and merged.name == "w"
    np.testing.assert_array_equal(merged.asnumpy(), FULL["w"])


def test_merge_sliced_parameter_without_strategy_concatenates_axis_0():
    parts = [ms.Parameter(ms.Tensor(FULL["w"][i:i + 3]), "w") for i in (0, 3, 6)]
    np.testing.assert_array_equal(ms.merge_sliced_parameter(parts).asnumpy(), FULL["w"])


@pytest.mark.parametrize("args, exc, match", [
    (("w",), TypeError, "'sliced_parameters' should be list"),
    (([],), ValueError, "should not be empty"),
    (([ms.Tensor([1.0])],), TypeError, "should be 'Parameter'"),
    (([ms.Parameter(ms.Tensor([1.0]), "a"), ms.Parameter(ms.Tensor([1.0]), "b")],), ValueError,
     "same name"),
    (([ms.Parameter(ms.Tensor([1.0]), "a")], ["s"]), TypeError, "'strategy' should be dict"),
])
def test_merge_sliced_parameter_errors(args, exc, match):
    with pytest.raises(exc, match=match):
        ms.merge_sliced_parameter(*args)


def test_merge_sliced_parameter_strategy_errors(tmp_path):
    strategy = ms.build_searched_strategy(_strategy(tmp_path, SRC, "s.json"))
    with pytest.raises(KeyError, match="should be a key in the 'strategy'"):
        ms.merge_sliced_parameter([ms.Parameter(ms.Tensor([1.0]), "zz")], strategy)
    with pytest.raises(ValueError, match="should be equal to device_count"):
        ms.merge_sliced_parameter([ms.Parameter(ms.Tensor(FULL["w"]), "w")] * 3, strategy)


# ---- strategy files -----------------------------------------------------------------------------
def test_strategy_file_round_trip_and_mindspore_json(tmp_path):
    path = _strategy(tmp_path, {**SRC, "m": TensorLayout((2, 2, 2), ((2, 1), -1))}, "s.json")
    found = ms.build_searched_strategy(path)
    assert found["w"].dev_matrix[0].dim == [2, 4] and found["w"].tensor_map[0].dim == [1, -1]
    assert [m.dim for m in found["m"].tensor_map] == [[2, 1], [-1]]     # one entry per dim
    assert st.tensor_layout("m", found["m"]) == TensorLayout((2, 2, 2), ((2, 1), -1))
    item = json.load(open(path))["parallel_layout_item"]["w"]    # the keys MindSpore reads
    assert {"dev_matrix", "tensor_map", "param_split_shape", "indices_offset", "field",
            "opt_weight_shard_step", "opt_weight_shard_size"} <= set(item)


def test_strategy_file_errors(tmp_path):
    with pytest.raises(TypeError, match="should be string"):
        ms.build_searched_strategy(3)
    with pytest.raises(ValueError, match="no such strategy file"):
        ms.build_searched_strategy(str(tmp_path / "none.json"))
    (tmp_path / "empty.ckpt").write_bytes(b"")
    with pytest.raises(ValueError, match="should not be empty"):
        ms.build_searched_strategy(str(tmp_path / "empty.ckpt"))
    (tmp_path / "proto.ckpt").write_bytes(b"\x1a\x09\xff\xfe")       # truncated protobuf
    with pytest.raises(TypeError, match="considered as a protobuf file"):
        ms.build_searched_strategy(str(tmp_path / "proto.ckpt"))
    (tmp_path / "bad.json").write_text("{")
    with pytest.raises(TypeError, match="not valid JSON"):
        ms.build_searched_strategy(str(tmp_path / "bad.json"))
    opt = json.loads(json.dumps({"parallel_layout_item": {"w": {
        "dev_matrix": [2], "tensor_map": [0, -1], "opt_weight_shard_size": 2}}}))
    (tmp_path / "opt.json").write_text(json.dumps(opt))
    with pytest.raises(ValueError, match="optimizer sharding"):
        ms.rank_list_for_transform(0, str(tmp_path / "opt.json"))


# The bytes MindSpore 2.10's own node_strategy_pb2 serializes for PROTO_CONTENT, and for a
# ParallelGroupMap with ckpt_restore_rank_list [0, 4] and one group 'g' of [0, 4].
PROTO_CONTENT = {"current_stage": 0, "parallel_strategy_item": {"MatMul-op0": {
    "stage": 0, "parallel_strategy": [[2, 1], [1, 4]]}}, "parallel_layout_item": {
    "w": {"dev_matrix": [2, 4], "tensor_map": [1, -1], "param_split_shape": [],
          "indices_offset": [], "field": 0, "opt_weight_shard_step": 0,
          "opt_weight_shard_size": 0},
    "m": {"dev_matrix": [2, 2, 2], "tensor_map": [[2, 1], [-1]], "param_split_shape": [],
          "indices_offset": [], "field": 0, "opt_weight_shard_step": 2,
          "opt_weight_shard_size": 4}}}
MINDSPORE_PROTO = bytes.fromhex(
    "0800121c0a0a4d61744d756c2d6f7030120e08001204080208011204080108041a240a0177121f0a04080208"
    "04120d080108ffffffffffffffffff011a0022002800300038001a2a0a016d12250a06080208020802120408"
    "020801120b08ffffffffffffffffff011a002200280030023804")
MINDSPORE_GROUP = bytes.fromhex("0a090a0167120408000804120408000804")


def test_protobuf_strategy_files_are_mindspores_bytes(tmp_path):
    from minicell.parallel import _strategy_proto as proto
    assert proto.encode_strategy(PROTO_CONTENT) == MINDSPORE_PROTO
    assert proto.decode_strategy(MINDSPORE_PROTO) == PROTO_CONTENT
    (tmp_path / "strategy.ckpt").write_bytes(MINDSPORE_PROTO)
    found = ms.build_searched_strategy(str(tmp_path / "strategy.ckpt"))
    assert found["w"].tensor_map[0].dim == [1, -1]
    assert [m.dim for m in found["m"].tensor_map] == [[2, 1], [-1]]
    assert found["m"].opt_weight_shard_size == 4
    path = _strategy(tmp_path, SRC, "written.ckpt")         # not .json: protobuf, as MindSpore
    assert open(path, "rb").read()[:1] == b"\x08"
    assert ms.build_searched_strategy(path)["w"].dev_matrix[0].dim == [2, 4]
    (tmp_path / "group.pb").write_bytes(MINDSPORE_GROUP)
    assert ms.restore_group_info_list(str(tmp_path / "group.pb")) == [0, 4]
    assert proto.encode_group_ranks([0, 4], [("g", [0, 4])]) == MINDSPORE_GROUP
    with pytest.raises(ValueError, match="no such group information file"):
        ms.restore_group_info_list(str(tmp_path / "none.pb"))


@pytest.mark.parametrize("ext", ["json", "ckpt"])       # MindSpore's two forms
def test_merge_pipeline_strategys_prefixes_stage(tmp_path, ext):
    from minicell.parallel.strategy import _write
    for stage, name in ((0, "w"), (1, "b"), (1, "b")):      # a stage met twice is kept once
        _write(str(tmp_path / f"s{stage}{name}{len(os.listdir(tmp_path))}.{ext}"),
               {"current_stage": stage, "parallel_strategy_item": {f"op{stage}": {"stage": stage}},
                "parallel_layout_item": {name: st.layout_item(SRC[name])}})
    out = str(tmp_path / "merged" / f"all.{ext}")
    ms.merge_pipeline_strategys(str(tmp_path), out)
    merged = ms.build_searched_strategy(out)
    assert sorted(merged) == ["0-w", "1-b"]
    assert merged["1-b"].tensor_map[0].dim == [1]
    with pytest.raises(ValueError, match="pipeline stages"):
        ms.rank_list_for_transform(0, out)
    with pytest.raises(NotADirectoryError):
        ms.merge_pipeline_strategys(str(tmp_path / "nope"), out)
    (tmp_path / f"other.{'json' if ext == 'ckpt' else 'ckpt'}").write_bytes(b"x")
    with pytest.raises(ValueError, match="all '.ckpt' or all '.json'"):
        ms.merge_pipeline_strategys(str(tmp_path), out)


# ---- rank lists and transforms ------------------------------------------------------------------
def test_rank_list_for_transform(tmp_path):
    src = _strategy(tmp_path, {"w": SRC["w"]}, "src.json")
    full = _strategy(tmp_path, {"w": TensorLayout((8,), (-1, -1))}, "full.json")
    # MindSpore 2.10 on the same files: the replicas at the rank's own place
    assert [ms.rank_list_for_transform(r, src, full) for r in range(8)] == \
        [[4, 0], [5, 1], [6, 2], [7, 3]] * 2
    assert ms.rank_list_for_transform(1, src, None) == [5, 1]
    assert ms.rank_list_for_transform(3, None, src) == [0]
    # 2x2 -> dim 1 cut by 4: only the overlapping slices (MindSpore 2.10 lists [3, 2, 1, 0])
    s3 = _strategy(tmp_path, {"w": TensorLayout((2, 2), (1, 0))}, "s3.json")
    d3 = _strategy(tmp_path, {"w": TensorLayout((4,), (-1, 0))}, "d3.json")
    assert ms.rank_list_for_transform(0, s3, d3) == [2, 0]
    assert ms.rank_list_for_transform(3, s3, d3) == [3, 1]
    assert ms.rank_list_for_convert is ms.rank_list_for_transform
    with pytest.raises(TypeError, match="rank_id should be a int"):
        ms.rank_list_for_transform("0", src)


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_transform_checkpoints_recuts_every_rank(tmp_path, fmt):
    src, dst = _strategy(tmp_path, SRC, "src.json"), _strategy(tmp_path, DST, "dst.json")
    _rank_files(str(tmp_path / "src"), SRC, fmt)
    ms.transform_checkpoints(str(tmp_path / "src"), str(tmp_path / "dst"), "net", src, dst,
                             output_format=fmt)
    per_rank = []
    for r in range(8):
        got = _loaded(str(tmp_path / "dst" / f"rank_{r}" / f"net{r}.{fmt}"))
        for name in ("w", "b"):
            np.testing.assert_array_equal(got[name], DST[name].cut(FULL[name], r))
        np.testing.assert_array_equal(got["step"], FULL["step"])
        per_rank.append(got)
    strategy = ms.build_searched_strategy(dst)       # and the new files merge back
    for name in ("w", "b"):
        merged = ms.merge_sliced_parameter(
            [ms.Parameter(ms.Tensor(g[name]), name) for g in per_rank], strategy)
        np.testing.assert_array_equal(merged.asnumpy(), FULL[name])


def test_transform_to_and_from_whole_tensors(tmp_path):
    src = _strategy(tmp_path, SRC, "src.json")
    _rank_files(str(tmp_path / "src"), SRC)
    ms.transform_checkpoints(str(tmp_path / "src"), str(tmp_path / "whole"), "m", src, None)
    assert os.listdir(tmp_path / "whole") == ["rank_0"]
    whole = _loaded(str(tmp_path / "whole" / "rank_0" / "m0.ckpt"))
    for name, a in FULL.items():
        np.testing.assert_array_equal(whole[name], a)
    ms.transform_checkpoints(str(tmp_path / "whole"), str(tmp_path / "cut"), "c", None, src)
    for r in (0, 7):
        np.testing.assert_array_equal(
            _loaded(str(tmp_path / "cut" / f"rank_{r}" / f"c{r}.ckpt"))["w"],
            SRC["w"].cut(FULL["w"], r))


def test_transform_checkpoint_by_rank_needs_only_its_ranks(tmp_path):
    src, dst = _strategy(tmp_path, SRC, "src.json"), _strategy(tmp_path, DST, "dst.json")
    _rank_files(str(tmp_path / "src"), SRC)
    files = {r: str(tmp_path / "src" / f"rank_{r}" / "net.ckpt")
             for r in ms.rank_list_for_transform(6, src, dst)}
    out = str(tmp_path / "r6.ckpt")
    ms.transform_checkpoint_by_rank(6, files, out, src, dst)
    np.testing.assert_array_equal(_loaded(out)["w"], DST["w"].cut(FULL["w"], 6))
    files.pop(min(files))
    with pytest.raises(ValueError, match="is missing; rank_list_for_transform"):
        ms.convert_checkpoint_by_rank(6, files, out, src, dst)
    with pytest.raises(ValueError, match="should end with .ckpt"):
        ms.transform_checkpoint_by_rank(6, files, str(tmp_path / "r6.bin"), src, dst)
    with pytest.raises(TypeError, match="checkpoint_files_map should be a dict"):
        ms.transform_checkpoint_by_rank(6, [], out, src, dst)


def test_transform_checkpoints_errors(tmp_path):
    src = _strategy(tmp_path, SRC, "src.json")
    with pytest.raises(NotADirectoryError):
        ms.transform_checkpoints(str(tmp_path / "none"), str(tmp_path / "d"), "p", src)
    os.makedirs(tmp_path / "empty" / "rank_0")
    with pytest.raises(ValueError, match="can not be empty"):
        ms.transform_checkpoints(str(tmp_path / "empty"), str(tmp_path / "d"), "p", src)
    _rank_files(str(tmp_path / "src"), {"w": TensorLayout((2,), (0, -1))})    # ranks 0, 1 only
    with pytest.raises(ValueError, match="checkpoint file of rank4 is needed"):
        ms.transform_checkpoints(str(tmp_path / "src"), str(tmp_path / "d"), "p", src)
    with pytest.raises(ValueError, match="can not be 'safetensors'"):
        ms.transform_checkpoints(str(tmp_path / "src"), str(tmp_path / "d"), "p", src,
                                 output_format="safetensors")


# ---- whole tensors into a network ----------------------------------------------------------------
class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.zeros((8, 6), np.float32)), name="w")
        self.b = ms.Parameter(ms.Tensor(np.zeros(8, np.float32)), name="b")


def test_load_distributed_checkpoint_merges_into_the_network(tmp_path):
    src = _strategy(tmp_path, SRC, "src.json")
    _rank_files(str(tmp_path / "src"), SRC)
    files = [str(tmp_path / "src" / f"rank_{r}" / "net.ckpt") for r in range(8)]
    net = _Net()
    assert ms.load_distributed_checkpoint(net, files, train_strategy_filename=src) is True
    np.testing.assert_array_equal(net.w.asnumpy(), FULL["w"])
    np.testing.assert_array_equal(net.b.asnumpy(), FULL["b"])
    with pytest.raises(ValueError, match="device count of training process"):
        ms.load_distributed_checkpoint(net, files[:4], train_strategy_filename=src)
    with pytest.raises(TypeError, match="'network' must be Cell"):
        ms.load_distributed_checkpoint(None, files, train_strategy_filename=src)
    with pytest.raises(TypeError, match="'network' must be Cell"):
        ms.load_distributed_checkpoint("net", files, train_strategy_filename=src)


def test_unified_safetensors_then_load(tmp_path):
    src = _strategy(tmp_path, SRC, "src.json")
    _rank_files(str(tmp_path / "src"), SRC, "safetensors")
    out = str(tmp_path / "unified")
    ms.unified_safetensors(str(tmp_path / "src"), src, out)
    mapping = json.load(open(os.path.join(out, "param_name_map.json")))
    assert mapping["weight_map"] == {"b": "part0.safetensors", "w": "part0.safetensors"}
    assert mapping["metadata"]["total_size"] == FULL["w"].nbytes + FULL["b"].nbytes
    part = _loaded(os.path.join(out, "part0.safetensors"))
    np.testing.assert_array_equal(part["w"], FULL["w"])
    assert list(_loaded(os.path.join(out, "hyper_param.safetensors"))) == ["step"]
    net = _Net()
    not_loaded = ms.load_distributed_checkpoint(net, format="safetensors",
                                                unified_safetensors_dir=out)
    assert not_loaded == ([], ["step"])         # load_param_into_net's lists, as MindSpore
    np.testing.assert_array_equal(net.b.asnumpy(), FULL["b"])
    dst = _strategy(tmp_path, DST, "dst.json")       # save mode: cut per rank
    assert ms.load_distributed_checkpoint(None, predict_strategy=dst, format="safetensors",
                                          unified_safetensors_dir=out,
                                          dst_safetensors_dir=str(tmp_path / "cut"))
    for r in range(8):
        got = _loaded(str(tmp_path / "cut" / f"rank_{r}" / "net.safetensors"))
        np.testing.assert_array_equal(got["w"], DST["w"].cut(FULL["w"], r))
        np.testing.assert_array_equal(got["step"], FULL["step"])
    with pytest.raises(ValueError, match="'dst_safetensors_dir' can not be None"):
        ms.load_distributed_checkpoint(None, format="safetensors", unified_safetensors_dir=out)
    renamed = str(tmp_path / "renamed")
    ms.unified_safetensors(str(tmp_path / "src"), src, renamed,
                           choice_func=lambda n: "net.w" if n == "w" else False)
    assert list(_loaded(os.path.join(renamed, "part0.safetensors"))) == ["net.w"]
    net = _Net()                                # name_map: network name -> name in the files
    with pytest.warns(UserWarning, match="Not loaded: 'b'"):     # choice_func dropped it
        ms.load_distributed_checkpoint(net, format="safetensors",
                                       unified_safetensors_dir=renamed, name_map={"w": "net.w"})
    np.testing.assert_array_equal(net.w.asnumpy(), FULL["w"])


def test_load_segmented_checkpoints(tmp_path):
    ms.save_checkpoint({"w": ms.Tensor(FULL["w"])}, str(tmp_path / "a.ckpt"))
    ms.save_checkpoint({"b": ms.Tensor(FULL["b"])}, str(tmp_path / "b.ckpt"))
    net = _Net()
    with pytest.warns(UserWarning, match="not loaded"):       # each file misses the other
        params = ms.load_segmented_checkpoints(str(tmp_path), net)
    assert sorted(params) == ["b", "w"]
    np.testing.assert_array_equal(net.w.asnumpy(), FULL["w"])
    with pytest.raises(ValueError, match="not a directory"):
        ms.load_segmented_checkpoints(str(tmp_path / "a.ckpt"))


def test_get_ckpt_path_with_strategy_finds_a_replica(tmp_path, monkeypatch):
    from minicell.communication import management
    src = _strategy(tmp_path, SRC, "src.json")
    for r in (1, 2):
        os.makedirs(tmp_path / f"rank_{r}")
        (tmp_path / f"rank_{r}" / "net.ckpt").write_bytes(b"x")
    monkeypatch.setattr(management, "get_rank", lambda *a: 3)
    wanted = str(tmp_path / "rank_3" / "net.ckpt")
    # rank 3 holds slice 0 of w and b, as ranks 0..3 do: rank 1's file is the first one there
    assert ms.get_ckpt_path_with_strategy(wanted, src) == str(tmp_path / "rank_1" / "net.ckpt")
    monkeypatch.setattr(management, "get_rank", lambda *a: 6)      # slice 1: ranks 4..7
    assert ms.get_ckpt_path_with_strategy(wanted.replace("3", "6"), src) is None


def test_parameter_broadcast_checks_and_one_process():
    net = _Net()
    assert ms.parameter_broadcast(net, {"w": None}) is None
    with pytest.raises(ValueError, match="the param: x can not be found"):
        ms.parameter_broadcast(net, {"x": None})
    with pytest.raises(ValueError, match="'cur_rank' must be a non-negative int"):
        ms.parameter_broadcast(net, {"w": None}, cur_rank=-1)


def test_names_and_docstring_examples():
    import doctest
    import importlib
    import sys
    pb = sys.modules["minicell.parallel.parameter_broadcast"]     # the name is the function
    proto = importlib.import_module("minicell.parallel._strategy_proto")   # loaded on first use
    for name in ("build_searched_strategy", "merge_sliced_parameter", "load_distributed_checkpoint",
                 "get_ckpt_path_with_strategy", "OnRequestExit", "restore_group_info_list"):
        assert getattr(ms.train, name) is getattr(ms, name)
    with pytest.raises(ms.UnsupportedError):
        ms.sync_pipeline_shared_parameters
    assert ms.set_op_strategy_config is ms.parallel.set_op_strategy_config
    for module in (st, ct, cl, pb, proto):
        assert doctest.testmod(module).failed == 0


def test_fast_load_file_reads_every_tensor(tmp_path):
    """``parallel.transform_safetensors._fast_load_file``: name -> numpy array of a whole
    safetensors file, dtypes kept, as the safetensors library's own loader."""
    from safetensors.numpy import load_file, save_file
    from minicell.parallel.transform_safetensors import _fast_load_file
    data = {"w": np.random.randn(3, 3), "i": np.arange(4, dtype=np.int32).reshape(2, 2)}
    path = str(tmp_path / "m.safetensors")
    save_file(data, path)
    fast, ref = _fast_load_file(path), load_file(path)
    assert set(fast) == set(ref) == {"w", "i"}
    for k in ref:
        assert fast[k].dtype == ref[k].dtype
        np.testing.assert_array_equal(fast[k], ref[k])
    (tmp_path / "bad.safetensors").write_bytes(b"123")
    with pytest.raises(ValueError, match="bad.safetensors"):
        _fast_load_file(str(tmp_path / "bad.safetensors"))
