"""Strategy files: how each Parameter of a sharded network is cut over the ranks.

MindSpore writes, when ``set_auto_parallel_context(strategy_ckpt_config={"save_file": ...})``
(or ``strategy_ckpt_save_file``) is set and a (semi-)auto-parallel graph compiles, a file with
one entry per Parameter: its *device matrix* and *tensor map* (the tensor's dimensions' axes in
that matrix, counted from the right, ``-1``: not cut), plus optimizer-shard fields. The file is
protobuf unless its name ends in ``.json``; ``build_searched_strategy`` reads it back as
``{name: ParallelLayouts}``.

minicell reads and writes both forms, by the same rule: MindSpore's JSON form
(``parallel_layout_item``: name -> ``dev_matrix``, ``tensor_map``, ``param_split_shape``,
``indices_offset``, ``field``, ``opt_weight_shard_step``, ``opt_weight_shard_size``) for a
``.json`` name, else its protobuf ``ParallelStrategyMap`` (``_strategy_proto.py``, byte-identical
to what MindSpore's own descriptor serializes). A dimension cut over several axes
(``Layout(...)(("dp", "mp"), ...)``) is a list of axes in JSON and one ``tensor_map`` entry per
dimension in protobuf, as MindSpore writes it.

The slicing rules (``TensorLayout``) are MindSpore's: ranks are laid out row-major over the
device matrix; a rank's slice along a dimension is its coordinate on that dimension's axis (on
several axes: their coordinates read row-major, the first axis the slowest). Ranks whose
coordinates differ only on axes no dimension uses hold the same slice (replicas). These rules are
exactly how ``jax.sharding`` places a ``PartitionSpec`` over a mesh (``layout.py``), so a file
written here describes the shards XLA really holds.

>>> lay = TensorLayout((2, 4), (1, -1))        # dim 0 cut in two, replicated four times
>>> lay.counts(), lay.index(5)
((2, 1), (1, 0))
"""
import dataclasses
import json
import math
import os

import numpy as np

STAGE_SEP = "-"        # a merged pipeline file names its Parameters "<stage>-<name>"


@dataclasses.dataclass
class Dims:
    """One repeated-int field of MindSpore's ``ParallelLayouts`` (read as ``.dim``)."""
    dim: list


@dataclasses.dataclass
class ParallelLayouts:
    """What ``build_searched_strategy`` returns per Parameter, with the field names of
    MindSpore's protobuf message (``layout.dev_matrix[0].dim``, ``layout.tensor_map[0].dim``)."""
    dev_matrix: list
    tensor_map: list
    param_split_shape: list
    indices_offset: list
    field: int = 0
    opt_weight_shard_step: int = 0
    opt_weight_shard_size: int = 0


@dataclasses.dataclass(frozen=True)
class TensorLayout:
    """A tensor's cut over ranks: ``dev_matrix`` and per dimension an axis index counted from
    the right (``-1``: not cut) or a tuple of them."""
    dev_matrix: tuple
    tensor_map: tuple

    @property
    def device_num(self):
        return math.prod(self.dev_matrix)

    def axes(self, entry):
        """The device-matrix axes (positions from the left) of one tensor-map entry."""
        entry = entry if isinstance(entry, tuple) else (entry,)
        return [len(self.dev_matrix) - 1 - k for k in entry if k != -1]

    def counts(self):
        """The slice count of each dimension (MindSpore's tensor strategy)."""
        return tuple(math.prod(self.dev_matrix[a] for a in self.axes(e)) for e in self.tensor_map)

    def index(self, rank):
        """The slice ``rank`` holds: its index along each dimension."""
        coord = np.unravel_index(rank % self.device_num, self.dev_matrix)
        out = []
        for e in self.tensor_map:
            i = 0
            for a in self.axes(e):
                i = i * self.dev_matrix[a] + int(coord[a])
            out.append(i)
        return tuple(out)

    def full_shape(self, slice_shape, name):
        if len(slice_shape) != len(self.tensor_map):
            raise ValueError(f"For the parameter '{name}', the slice of shape {tuple(slice_shape)} "
                             f"does not match the tensor map {list(self.tensor_map)} of its "
                             f"strategy (one entry per dimension).")
        return tuple(int(d) * c for d, c in zip(slice_shape, self.counts()))

    def bounds(self, shape, rank):
        """``rank``'s slice of a tensor of the full ``shape``, as a tuple of slices."""
        return tuple(slice(i * (d // c), (i + 1) * (d // c))
                     for d, c, i in zip(shape, self.counts(), self.index(rank)))

    def cut(self, array, rank, name="tensor"):
        """``rank``'s slice of the whole ``array``."""
        for d, c in zip(array.shape, self.counts()):
            if d % c:
                raise ValueError(f"For the parameter '{name}', the shape {array.shape} cannot be "
                                 f"cut evenly by the strategy {self.counts()}.")
        return array[self.bounds(array.shape, rank)]


def replicated(ndim):
    """The layout of a tensor every rank holds whole."""
    return TensorLayout((1,), (-1,) * ndim)


def _tensor_map_entry(value):
    return tuple(int(v) for v in value) if isinstance(value, (list, tuple)) else int(value)


def tensor_layout(name, layout):
    """``layout`` (a ``ParallelLayouts``) -> ``TensorLayout``; optimizer-sharded, field-split or
    unevenly split layouts (which minicell never writes) raise ``ValueError``."""
    try:
        dev_matrix = tuple(int(d) for d in layout.dev_matrix[0].dim)
        maps = [list(m.dim) for m in layout.tensor_map]
        split = list(layout.param_split_shape[0].dim) if layout.param_split_shape else []
        field, opt_size = int(layout.field), int(layout.opt_weight_shard_size)
    except (AttributeError, IndexError, TypeError) as e:
        raise ValueError(f"For the parameter '{name}', the strategy is not a ParallelLayouts of "
                         f"build_searched_strategy: {e}.") from e
    if len(maps) > 1:        # one entry per dimension, each its list of axes
        tensor_map = tuple(tuple(m) if len(m) > 1 else m[0] for m in maps)
    else:
        tensor_map = tuple(_tensor_map_entry(m) for m in maps[0])
    if opt_size > 1 or field > 0 or split:
        raise ValueError(f"For the parameter '{name}', the strategy uses optimizer sharding, a "
                         f"field split or uneven slices (opt_weight_shard_size={opt_size}, "
                         f"field={field}, param_split_shape={split}); minicell has none of these "
                         f"and cannot cut or merge by them.")
    return TensorLayout(dev_matrix, tensor_map)


# ---- files ------------------------------------------------------------------------------------
def _parallel_layouts(item):
    tensor_map = item.get("tensor_map", [])
    if any(isinstance(m, list) for m in tensor_map):
        maps = [Dims([int(v) for v in m] if isinstance(m, list) else [int(m)]) for m in tensor_map]
    else:
        maps = [Dims([int(v) for v in tensor_map])]
    return ParallelLayouts(
        dev_matrix=[Dims([int(d) for d in item.get("dev_matrix", [])])], tensor_map=maps,
        param_split_shape=[Dims(list(item.get("param_split_shape", [])))],
        indices_offset=[Dims(list(item.get("indices_offset", [])))],
        field=int(item.get("field", 0) or 0),
        opt_weight_shard_step=int(item.get("opt_weight_shard_step", 0) or 0),
        opt_weight_shard_size=int(item.get("opt_weight_shard_size", 0) or 0))


def _proto():
    """The protobuf codec (imported on use: it sits on ``minicell.train``'s, above this module)."""
    from . import _strategy_proto
    return _strategy_proto


def read_strategy(path, api, arg="strategy_filename"):
    """A strategy file's content as the JSON form's dict (``.json``: JSON, else protobuf), with
    MindSpore's checks and errors."""
    if not isinstance(path, str):
        raise TypeError(f"For '{api}', the argument '{arg}' should be string, but got "
                        f"{type(path)}.")
    if not os.path.isfile(path):
        raise ValueError(f"For '{api}', no such strategy file: {path}. Please check whether the "
                         f"'{arg}' exists.")
    if os.path.getsize(path) == 0:
        raise ValueError(f"For '{api}', the strategy file {path} should not be empty. Please check "
                         f"whether the '{arg}' is correct.")
    if not path.endswith(".json"):
        with open(path, "rb") as f:
            raw = f.read()
        try:
            return _proto().decode_strategy(raw)
        except (ValueError, KeyError) as e:
            raise TypeError("The strategy file type should be one of json or protobuf. When the "
                            "file name extension is not '.json', the file is considered as a "
                            f"protobuf file ({path}: {e}).") from e
    try:
        with open(path, encoding="utf-8") as f:
            content = json.load(f)
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise TypeError(f"For '{api}', the strategy file {path} is not valid JSON: {e}.") from e
    if not isinstance(content, dict):
        raise TypeError(f"For '{api}', the strategy file {path} does not hold a JSON object.")
    return content


def build_searched_strategy(strategy_filename):
    """Read a strategy file: ``{parameter name: ParallelLayouts}`` (``{}`` for a file without
    Parameter layouts).

    Read as MindSpore reads it: JSON for a ``.json`` name, else protobuf.

    >>> import json, tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "s.json")
    >>> json.dump({"parallel_layout_item": {"w": {"dev_matrix": [2, 4], "tensor_map": [1, -1]}}},
    ...           open(path, "w"))
    >>> build_searched_strategy(path)["w"].dev_matrix[0].dim
    [2, 4]
    """
    content = read_strategy(strategy_filename, "build_searched_strategy")
    items = content.get("parallel_layout_item") or {}
    return {name: _parallel_layouts(item) for name, item in items.items()}


def layout_item(layout):
    """The JSON entry of one Parameter's ``TensorLayout``."""
    return {"dev_matrix": list(layout.dev_matrix),
            "tensor_map": [list(e) if isinstance(e, tuple) else e for e in layout.tensor_map],
            "param_split_shape": [], "indices_offset": [], "field": 0,
            "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}


def write_strategy_file(path, layouts, stage=0):
    """Write ``{name: TensorLayout}`` as a MindSpore strategy file (JSON for a ``.json`` name,
    else protobuf), atomically."""
    content = {"current_stage": stage,
               "parallel_strategy_item": {"Default": {"stage": stage, "parallel_strategy": []}},
               "parallel_layout_item": {n: layout_item(lay) for n, lay in layouts.items()}}
    _write(path, content)


def _write(path, content):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = f"{path}.tmp{os.getpid()}"
    data = (json.dumps(content, indent=1).encode("utf-8") if path.endswith(".json") else
            _proto().encode_strategy(content))
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


# ---- written when a sharded step compiles ------------------------------------------------------
_recorded = {}          # save path -> {name: TensorLayout}, every graph compiled so far


def record_compiled(params, device_num):
    """Called by ``_compile.MeshCall`` for each graph compiled over a mesh: in SEMI_AUTO or
    AUTO parallel with a ``strategy_ckpt_config`` save file, add the graph's Parameters (only
    the trainable ones unless ``only_trainable_params`` is False) to that file. A Parameter
    given no layout is replicated: device matrix ``[device_num]``, tensor map all ``-1``."""
    from . import _auto_parallel_context as ctx
    from .sharding import parameter_layout
    if ctx.parallel_mode() not in (ctx.ParallelMode.SEMI_AUTO_PARALLEL,
                                   ctx.ParallelMode.AUTO_PARALLEL):
        return
    config = ctx.get_auto_parallel_context("strategy_ckpt_config")
    path = config.get("save_file", "")
    if not path:
        return
    only_trainable = config.get("only_trainable_params", True)
    layouts = _recorded.setdefault(path, {})
    for p in params:
        if only_trainable and not p.requires_grad:
            continue
        lay = parameter_layout(p)
        layouts[p.name] = (TensorLayout(lay.device_matrix, lay.to_dict()["tensor_map"])
                           if lay is not None else
                           TensorLayout((device_num,), (-1,) * len(p.shape)))
    write_strategy_file(path, layouts)


def merge_pipeline_strategys(src_strategy_dirs, dst_strategy_file):
    """Merge the strategy files of a pipeline run's stages (every ``*.ckpt`` protobuf file or
    every ``*.json`` file in ``src_strategy_dirs``) into ``dst_strategy_file``, each Parameter
    named ``"<stage>-<name>"`` as MindSpore names them; a stage met twice is kept once. minicell
    runs no pipeline stages itself, so its own files all say stage 0.

    >>> import tempfile, os
    >>> d = tempfile.mkdtemp()
    >>> write_strategy_file(os.path.join(d, "s0.json"), {"w": TensorLayout((2,), (0,))})
    >>> merge_pipeline_strategys(d, os.path.join(d, "out", "all.json"))
    >>> list(build_searched_strategy(os.path.join(d, "out", "all.json")))
    ['0-w']
    """
    import glob
    if not isinstance(src_strategy_dirs, str) or not os.path.isdir(src_strategy_dirs):
        raise NotADirectoryError(f"src_strategy_dirs {src_strategy_dirs} is not a directory.")
    if not isinstance(dst_strategy_file, str):
        raise TypeError(f"For 'merge_pipeline_strategys', the argument 'dst_strategy_file' should "
                        f"be string, but got {type(dst_strategy_file)}.")
    protobuf = sorted(glob.glob(os.path.join(src_strategy_dirs, "*.ckpt")))
    json_files = sorted(glob.glob(os.path.join(src_strategy_dirs, "*.json")))
    if protobuf and json_files:
        raise ValueError("The strategys format should be all '.ckpt' or all '.json'")
    merged = {"current_stage": 1, "parallel_strategy_item": {}, "parallel_layout_item": {}}
    stages = set()
    for path in protobuf or json_files:
        content = read_strategy(path, "merge_pipeline_strategys")
        strategies = content.get("parallel_strategy_item")
        layouts = content.get("parallel_layout_item")
        if not strategies or not layouts:
            raise ValueError(f"The strategy file {path} is empty")
        stage = next(iter(strategies.values())).get("stage", 0)
        if stage in stages:
            continue
        stages.add(stage)
        merged["parallel_layout_item"].update(
            (f"{stage}{STAGE_SEP}{name}", item) for name, item in layouts.items())
        merged["parallel_strategy_item"].update(strategies)
    _write(dst_strategy_file, merged)


def restore_group_info_list(group_info_file_name):
    """The rank list of a MindSpore group information file (its protobuf ``ParallelGroupMap``'s
    ``ckpt_restore_rank_list``: the ranks whose checkpoints this rank can restore from).

    MindSpore's Ascend runtime writes the file (``GROUP_INFO_FILE``) for optimizer-sharded
    runs; minicell, which has no optimizer sharding, writes none and reads MindSpore's.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "group_info.pb")
    >>> open(path, "wb").write(_proto().encode_group_ranks([0, 4]))
    6
    >>> restore_group_info_list(path)
    [0, 4]
    """
    api = "restore_group_info_list"
    if not isinstance(group_info_file_name, str):
        raise TypeError(f"For '{api}', the argument 'group_info_file_name' should be str, but got "
                        f"{type(group_info_file_name)}.")
    if not os.path.isfile(group_info_file_name):
        raise ValueError(f"For '{api}', no such group information file: {group_info_file_name}.")
    if os.path.getsize(group_info_file_name) == 0:
        raise ValueError(f"For '{api}', the group information file should not be empty.")
    with open(group_info_file_name, "rb") as f:
        ranks = _proto().decode_group_ranks(f.read())
    if not ranks:
        raise ValueError(f"For '{api}', the group information file has no restore rank list.")
    return ranks


__all__ = ["build_searched_strategy", "merge_pipeline_strategys", "restore_group_info_list"]


OP_STRATEGY_CONFIG = {}


def set_op_strategy_config(mode="SAVE", path=""):
    """Where sharding propagation saves (``mode='SAVE'``) or loads (``'LOAD'``) the strategies
    of the operators (a ``.json`` file with an absolute path; its folder is made, as 2.10 does).
    minicell searches no operator strategies (layouts come from ``shard``), so the setting is
    checked and recorded, and no file is read or written: what 2.10 does outside a
    ``sharding_propagation`` run."""
    if not os.path.isabs(path):
        raise KeyError("File path must be an absolute path")
    if os.path.splitext(path)[1] != ".json":
        raise KeyError("File type must be .json")
    real = os.path.abspath(os.path.realpath(path))
    for system in ("/etc", "/usr", "/bin", "/sbin", "/boot", "/proc", "/sys"):
        if real.startswith(system):
            raise PermissionError(f"Writing to system directory '{system}' is not allowed")
    folder = os.path.dirname(path)
    if folder and not os.path.exists(folder):
        os.makedirs(folder, mode=0o700, exist_ok=True)
    if mode not in ("SAVE", "LOAD"):
        raise KeyError("Type must be 'SAVE' or 'LOAD'")
    OP_STRATEGY_CONFIG[mode] = path
