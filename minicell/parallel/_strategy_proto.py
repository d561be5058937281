"""MindSpore's protobuf strategy and group files (``node_strategy.proto``), as plain dicts.

MindSpore writes its strategy file as the proto2 message ``ParallelStrategyMap`` unless the name
ends in ``.json`` (and the group file of ``restore_group_info_list`` as ``ParallelGroupMap``).
The schema below is that of the descriptor MindSpore 2.10 ships
(``mindspore/train/node_strategy_pb2.py``); the wire codec is the checkpoint's
(``train/_ckpt_proto.py``: bound-checked, never executes or over-allocates), so no protobuf
dependency is needed. A decoded message is a dict shaped like the JSON strategy file
(``strategy.py``), which is what ``encode_strategy`` takes back; repeated scalars are written
unpacked (proto2's default, as MindSpore writes them) and read packed or not.

>>> content = {"current_stage": 0, "parallel_strategy_item": {"MatMul-op0": {"stage": 0,
...            "parallel_strategy": [[2, 1], [1, 4]]}}, "parallel_layout_item": {"w": {
...            "dev_matrix": [2, 4], "tensor_map": [1, -1], "param_split_shape": [],
...            "indices_offset": [], "field": 0, "opt_weight_shard_step": 0,
...            "opt_weight_shard_size": 0}}}
>>> decode_strategy(encode_strategy(content)) == content
True
"""
from ..train._ckpt_proto import _LEN, _VARINT, _Reader, _int64, _len_field, _varint

# message -> {field number: (name, kind)}; kind: "int", "str", a message name; a trailing "*"
# marks a repeated field. Every integer type of the schema is a varint (int32 negatives as
# 10-byte two's complement), so one "int" kind reads and writes them all.
_SCHEMA = {
    "ParallelStrategyMap": {1: ("current_stage", "int"),
                            2: ("parallel_strategy_item", "ParallelStrategyItem*"),
                            3: ("parallel_layout_item", "ParallelLayoutItem*")},
    "ParallelStrategyItem": {1: ("node_name", "str"),
                             2: ("parallel_strategys", "ParallelStrategys")},
    "ParallelStrategys": {1: ("stage", "int"), 2: ("parallel_strategy", "Dims*")},
    "ParallelLayoutItem": {1: ("param_name", "str"), 2: ("parallel_layouts", "ParallelLayouts")},
    "ParallelLayouts": {1: ("dev_matrix", "Dims*"), 2: ("tensor_map", "Dims*"),
                        3: ("param_split_shape", "Dims*"), 4: ("indices_offset", "Dims*"),
                        5: ("field", "int"), 6: ("opt_weight_shard_step", "int"),
                        7: ("opt_weight_shard_size", "int")},
    "Dims": {1: ("dim", "int*")},       # DevMatrix, TensorMap, ParallelStrategy, GroupRanks...
    "ParallelGroupMap": {1: ("parallel_group_item", "ParallelGroupItem*"),
                         2: ("ckpt_restore_rank_list", "Dims")},
    "ParallelGroupItem": {1: ("group_name", "str"), 2: ("parallel_group_ranks", "Dims")},
}


def _decode(r, message):
    fields = _SCHEMA[message]
    out = {name: [] for name, kind in fields.values() if kind.endswith("*")}
    while r.pos < r.end:
        number, wire, at = r.key()
        if number not in fields:
            r.skip(wire, at)
            continue
        name, kind = fields[number]
        base = kind.rstrip("*")
        if base == "int" and wire == _VARINT:
            value = _int64(r.varint())
        elif base == "int" and wire == _LEN and kind.endswith("*"):     # packed
            sub = _Reader(r.buf, *r.length_delimited(), r.what)
            while sub.pos < sub.end:
                out[name].append(_int64(sub.varint()))
            continue
        elif base == "str" and wire == _LEN:
            value = r.string(*r.length_delimited(), name)
        elif base in _SCHEMA and wire == _LEN:
            value = _decode(_Reader(r.buf, *r.length_delimited(), base), base)
        else:
            r.fail(f"{message} field {number} has wire type {wire}", at)
        if kind.endswith("*"):
            out[name].append(value)
        else:
            out[name] = value
    return out


def _encode(value, message):
    chunks = []
    for number, (name, kind) in sorted(_SCHEMA[message].items()):
        if name not in value:
            continue
        base = kind.rstrip("*")
        for v in (value[name] if kind.endswith("*") else [value[name]]):
            if base == "int":
                chunks.append(_varint(number << 3 | _VARINT) + _varint(int(v)))
            elif base == "str":
                chunks.append(_len_field(number, v.encode("utf-8")))
            else:
                chunks.append(_len_field(number, _encode(v, base)))
    return b"".join(chunks)


def _dims(values):
    return [list(d["dim"]) for d in values]


def decode_strategy(buf):
    """A serialized ``ParallelStrategyMap`` -> the JSON strategy file's dict (``ValueError``
    from the codec for bytes that are not one)."""
    raw = _decode(_Reader(memoryview(buf).cast("B"), 0, len(buf), "ParallelStrategyMap"),
                  "ParallelStrategyMap")
    strategies = {}
    for item in raw["parallel_strategy_item"]:
        s = item.get("parallel_strategys", {"parallel_strategy": []})
        strategies[item.get("node_name", "")] = {"stage": s.get("stage", 0),
                                                 "parallel_strategy": _dims(s["parallel_strategy"])}
    layouts = {}
    for item in raw["parallel_layout_item"]:
        if "param_name" not in item or "parallel_layouts" not in item:
            raise ValueError("a ParallelLayoutItem lacks its required param_name or layouts")
        lay = item["parallel_layouts"]
        maps = _dims(lay["tensor_map"])
        layouts[item["param_name"]] = {
            "dev_matrix": (_dims(lay["dev_matrix"]) or [[]])[0],
            "tensor_map": maps[0] if len(maps) == 1 else maps,
            "param_split_shape": (_dims(lay["param_split_shape"]) or [[]])[0],
            "indices_offset": (_dims(lay["indices_offset"]) or [[]])[0],
            **{k: lay.get(k, 0) for k in ("field", "opt_weight_shard_step",
                                          "opt_weight_shard_size")}}
    return {"current_stage": raw.get("current_stage", 0), "parallel_strategy_item": strategies,
            "parallel_layout_item": layouts}


def encode_strategy(content):
    """The JSON strategy file's dict -> a serialized ``ParallelStrategyMap``."""
    def dims(values):
        return {"dim": list(values)}

    def layouts(item):
        tensor_map = item["tensor_map"]
        if any(isinstance(m, list) for m in tensor_map):
            maps = [dims(m if isinstance(m, list) else [m]) for m in tensor_map]
        else:
            maps = [dims(tensor_map)]
        return {"dev_matrix": [dims(item["dev_matrix"])], "tensor_map": maps,
                "param_split_shape": [dims(item.get("param_split_shape", []))],
                "indices_offset": [dims(item.get("indices_offset", []))],
                **{k: item.get(k, 0) for k in ("field", "opt_weight_shard_step",
                                               "opt_weight_shard_size")}}
    message = {
        "current_stage": content.get("current_stage", 0),
        "parallel_strategy_item": [
            {"node_name": node, "parallel_strategys": {
                "stage": s.get("stage", 0),
                "parallel_strategy": [dims(d) for d in s.get("parallel_strategy", [])]}}
            for node, s in content.get("parallel_strategy_item", {}).items()],
        "parallel_layout_item": [
            {"param_name": name, "parallel_layouts": layouts(item)}
            for name, item in content.get("parallel_layout_item", {}).items()]}
    return _encode(message, "ParallelStrategyMap")


def decode_group_ranks(buf):
    """The ``ckpt_restore_rank_list`` of a serialized ``ParallelGroupMap`` (None if absent)."""
    raw = _decode(_Reader(memoryview(buf).cast("B"), 0, len(buf), "ParallelGroupMap"),
                  "ParallelGroupMap")
    ranks = raw.get("ckpt_restore_rank_list")
    return None if ranks is None else list(ranks["dim"])


def encode_group_ranks(ranks, groups=()):
    """A serialized ``ParallelGroupMap`` (``groups``: (name, ranks) pairs)."""
    return _encode({"parallel_group_item": [{"group_name": n, "parallel_group_ranks":
                                             {"dim": list(r)}} for n, r in groups],
                    "ckpt_restore_rank_list": {"dim": list(ranks)}}, "ParallelGroupMap")
