"""Per-rank checkpoints of a sharded network: merge them, re-cut them, load them.

MindSpore's ranks each save the slices of the Parameters they hold; these functions use the
strategy files (``strategy.py``) to merge slices into whole tensors (``merge_sliced_parameter``;
``checkpoint_load.py`` loads and unifies whole files) or to re-cut the checkpoints of one
strategy into those of another (``transform_checkpoints``, ``transform_checkpoint_by_rank``,
``rank_list_for_transform``; the ``convert_*`` names are MindSpore's aliases of them).

minicell itself saves whole tensors (its Parameters are global ``jax.Array``s, see
docs/sharding.md), so these functions serve checkpoints written by MindSpore's ranks, and cut
minicell's whole files for them; whole-tensor files are what a strategy of ``None`` means.
They work on host numpy arrays through the ordinary ``load_checkpoint``/``save_checkpoint``.
Differences from MindSpore:

- ``rank_list_for_transform`` lists only the source ranks whose slices overlap the destination
  rank's (for a replicated slice, the replica at the destination rank's own place); MindSpore's
  redistribution planner sometimes lists more. Any list it gives works here too.
- Layouts with optimizer sharding, field splits or uneven slices raise ``ValueError``, and so do
  strategy files of several pipeline stages (minicell has none of these features).
- ``process_num``/``max_process_num`` are checked and the work is done in this process.
"""
import glob
import itertools
import os
import re

import numpy as np

from ..common.parameter import Parameter
from ..common.tensor import Tensor
from . import strategy as _strategy
from .strategy import TensorLayout, replicated, tensor_layout  # noqa: F401  (doc examples)

_FORMATS = ("ckpt", "safetensors")


# ---- strategies -------------------------------------------------------------------------------
def _layout_map(strategy_file, api):
    """``strategy_file`` (None, a file name or a ``build_searched_strategy`` dict) ->
    ``{name: TensorLayout}`` or None (no strategy: every tensor whole)."""
    if strategy_file is None:
        return None
    if isinstance(strategy_file, dict):
        found = strategy_file
    elif isinstance(strategy_file, str):
        found = _strategy.build_searched_strategy(strategy_file)
    else:
        raise TypeError(f"For '{api}', the strategy file should be a str or None, but got "
                        f"{type(strategy_file)}.")
    staged = [n for n in found if re.match(r"\d+-", n)]
    if staged:
        raise ValueError(f"For '{api}', the strategy holds pipeline stages ('{staged[0]}', from "
                         f"merge_pipeline_strategys); minicell has no pipeline parallel and "
                         f"transforms single-stage strategies only.")
    return {name: tensor_layout(name, lay) for name, lay in found.items()}


def _device_num(layouts):
    return next(iter(layouts.values())).device_num if layouts else 1


def _layout(layouts, name, ndim):
    if layouts is None or name not in layouts:
        return replicated(ndim)
    return layouts[name]


def _needed_slices(src, dst, rank_id):
    """The src slice indices (per dimension tuples) overlapping dst rank ``rank_id``'s slice."""
    per_dim = []
    for s, t, i in zip(src.counts(), dst.counts(), dst.index(rank_id)):
        per_dim.append([j for j in range(s) if j * t < (i + 1) * s and i * s < (j + 1) * t])
    return itertools.product(*per_dim)


def _rank_holding(src, index, near):
    """The src rank holding slice ``index`` that shares ``near``'s replica coordinates."""
    coord = list(np.unravel_index(near % src.device_num, src.dev_matrix))
    for e, i in zip(src.tensor_map, index):
        for a in reversed(src.axes(e)):
            coord[a], i = i % src.dev_matrix[a], i // src.dev_matrix[a]
    return int(np.ravel_multi_index(coord, src.dev_matrix))


def _check_rank(rank_id):
    if not isinstance(rank_id, int) or isinstance(rank_id, bool):
        raise TypeError("The rank_id should be a int.")


def rank_list_for_transform(rank_id, src_strategy_file=None, dst_strategy_file=None):
    """The source ranks whose checkpoints are needed to build rank ``rank_id``'s checkpoint
    under ``dst_strategy_file`` (largest first, as MindSpore lists them). No source strategy
    (whole tensors): ``[0]``. See the module doc for how the list can differ from MindSpore's.

    >>> import tempfile, os
    >>> d = tempfile.mkdtemp()
    >>> src = os.path.join(d, "src.json")
    >>> _strategy.write_strategy_file(src, {"w": TensorLayout((2, 4), (1, -1))})
    >>> rank_list_for_transform(5, src)      # the whole w: from ranks 1 and 5
    [5, 1]
    """
    _check_rank(rank_id)
    if src_strategy_file is None:
        return [0]
    src = _layout_map(src_strategy_file, "rank_list_for_transform")
    if not src:
        raise ValueError("The src_strategy_file is empty.")
    return _rank_list(rank_id, src, _layout_map(dst_strategy_file, "rank_list_for_transform"))


def _rank_list(rank_id, src, dst):
    if src is None:
        return [0]
    ranks = set()
    for name, lay in src.items():
        if dst is not None and name not in dst:
            continue
        to = _layout(dst, name, len(lay.tensor_map))
        ranks.update(_rank_holding(lay, index, rank_id)
                     for index in _needed_slices(lay, to, rank_id))
    return sorted(ranks, reverse=True)


# ---- merging and cutting ----------------------------------------------------------------------
def _assemble(name, slices, src, dst, rank_id):
    """dst rank ``rank_id``'s slice of Parameter ``name`` from ``slices`` (src rank -> array)."""
    first = next(iter(slices.values()))
    shape = src.full_shape(first.shape, name)
    full = np.empty(shape, first.dtype)
    have = {}
    for rank, arr in slices.items():
        index = src.index(rank)
        if index not in have:
            if tuple(arr.shape) != tuple(first.shape):
                raise ValueError(f"For the parameter '{name}', the slice of rank {rank} has the "
                                 f"shape {arr.shape}, but the strategy cuts it evenly into "
                                 f"{first.shape}.")
            full[src.bounds(shape, rank)] = arr
            have[index] = rank
    if dst is None:         # merge: every slice is needed
        needed = itertools.product(*(range(c) for c in src.counts()))
    else:
        needed = _needed_slices(src, dst, rank_id)
    for index in needed:
        if index not in have:
            raise ValueError(f"For the parameter '{name}', the slice {list(index)} of its strategy "
                             f"(held by rank {_rank_holding(src, index, rank_id)}) is missing; "
                             f"rank_list_for_transform says which ranks' checkpoints are needed.")
    return full if dst is None else dst.cut(full, rank_id, name)


def _as_numpy(value):
    return value.asnumpy() if isinstance(value, Tensor) else np.asarray(value)


def merge_sliced_parameter(sliced_parameters, strategy=None):
    """Merge the slices of one Parameter (a list in rank order) into a Parameter of the whole
    tensor: by ``strategy`` (``build_searched_strategy``'s dict) when given, else by
    concatenating along axis 0.

    >>> import numpy as np
    >>> parts = [Parameter(Tensor(np.array([i, i], np.float32)), "w") for i in range(3)]
    >>> merge_sliced_parameter(parts).asnumpy()
    array([0., 0., 1., 1., 2., 2.], dtype=float32)
    """
    if not isinstance(sliced_parameters, list):
        raise TypeError("For 'merge_sliced_parameter', the argument 'sliced_parameters' should be "
                        f"list, but got {type(sliced_parameters)}.")
    if not sliced_parameters:
        raise ValueError("For 'merge_sliced_parameter', the argument 'sliced_parameters' should "
                         "not be empty.")
    if strategy and not isinstance(strategy, dict):
        raise TypeError("For 'merge_sliced_parameter', the argument 'strategy' should be dict, but "
                        f"got {type(strategy)}.")
    first = sliced_parameters[0]
    for index, p in enumerate(sliced_parameters):
        if not isinstance(p, Parameter):
            raise TypeError("For 'merge_sliced_parameter', the element in 'sliced_parameters' "
                            f"should be 'Parameter', but got {type(p)} at index {index}.")
        if p.name != first.name or p.ndim != first.ndim or p.shape[1:] != first.shape[1:]:
            raise ValueError("For 'merge_sliced_parameter', please make sure that the elements in "
                             "'slice_parameters' have the same name, dimension length and shape "
                             f"except 0 axis. The name, dimension length, shape except 0 axis "
                             f"should be {first.name}, {first.ndim}, {tuple(first.shape[1:])}, but "
                             f"got name: {p.name}, dimension length: {p.ndim}, shape except 0 "
                             f"axis: {tuple(p.shape[1:])} at index {index}.")
    data = [_as_numpy(p) for p in sliced_parameters]
    if not strategy:
        merged = np.concatenate(data)
    else:
        if first.name not in strategy:
            raise KeyError(f"For 'merge_sliced_parameter', the parameter name {first.name} should "
                           f"be a key in the 'strategy'. Please check 'sliced_parameter' and "
                           f"'strategy'.")
        lay = tensor_layout(first.name, strategy[first.name])
        if len(data) != lay.device_num:
            raise ValueError("For 'merge_sliced_parameter', the length of 'sliced_parameters' "
                             f"should be equal to device_count. The length of 'sliced_parameters' "
                             f"is {len(data)}, but device_count is {lay.device_num}.")
        merged = _assemble(first.name, dict(enumerate(data)), lay, None, 0)
    return Parameter(Tensor(merged), first.name, first.requires_grad, first.layerwise_parallel)


# ---- files ------------------------------------------------------------------------------------
def _load(path, fmt=None, **decryption):
    from ..train.serialization import load_checkpoint
    fmt = fmt or ("safetensors" if path.endswith(".safetensors") else "ckpt")
    return load_checkpoint(path, format=fmt, **decryption)


def _save(items, path, fmt):
    from ..train.serialization import save_checkpoint
    save_checkpoint(items, path, format=fmt)


def _transform_rank(rank_id, loaded, src, dst):
    """{name: Parameter | str} of dst rank ``rank_id`` from ``loaded`` (src rank -> dict)."""
    by_name = {}
    for rank in sorted(loaded):
        for name, value in loaded[rank].items():
            by_name.setdefault(name, {})[rank] = value
    out = {}
    for name, values in by_name.items():
        first = next(iter(values.values()))
        if isinstance(first, str):
            out[name] = first
            continue
        s = _layout(src, name, first.ndim)
        d = _layout(dst, name, first.ndim)
        if s.device_num == 1 and d.device_num == 1:
            out[name] = first
            continue
        arr = _assemble(name, {r: _as_numpy(v) for r, v in values.items()}, s, d, rank_id)
        out[name] = Parameter(Tensor(arr), name, first.requires_grad)
    return out


def _check_strategy_dir(path, what):
    if path is not None and not isinstance(path, (str, dict)):
        raise TypeError(f"The {what} should be a str or None, but got {type(path)}.")
    if isinstance(path, str) and os.path.dirname(path) and not os.path.exists(
            os.path.dirname(path)):
        raise ValueError(f"The director of {what}: {os.path.dirname(path)} is not exists.")


def transform_checkpoint_by_rank(rank_id, checkpoint_files_map, save_checkpoint_file_name,
                                 src_strategy_file=None, dst_strategy_file=None):
    """Write rank ``rank_id``'s checkpoint under ``dst_strategy_file`` to
    ``save_checkpoint_file_name`` (a ``.ckpt`` name), from the source ranks' files
    (``checkpoint_files_map``: rank -> file; ``rank_list_for_transform`` says which are
    needed). A strategy of ``None`` means whole tensors."""
    if not isinstance(checkpoint_files_map, dict):
        raise TypeError("The checkpoint_files_map should be a dict.")
    _check_rank(rank_id)
    if not isinstance(save_checkpoint_file_name, str):
        raise TypeError("The save_checkpoint_file_name should be a str.")
    if not save_checkpoint_file_name.endswith(".ckpt"):
        raise ValueError(f"The save_checkpoint_file_name {save_checkpoint_file_name} should end "
                         f"with .ckpt")
    _check_strategy_dir(src_strategy_file, "src_strategy_file")
    _check_strategy_dir(dst_strategy_file, "dst_strategy_file")
    for rank, path in checkpoint_files_map.items():
        if not os.path.exists(path):
            raise ValueError(f"Checkpoint file {path} in rank {rank} not exits: ")
    src = _layout_map(src_strategy_file, "transform_checkpoint_by_rank")
    dst = _layout_map(dst_strategy_file, "transform_checkpoint_by_rank")
    loaded = {rank: _load(path) for rank, path in checkpoint_files_map.items()}
    _save(_transform_rank(rank_id, loaded, src, dst), save_checkpoint_file_name, "ckpt")


def _rank_files(directory, fmt, file_suffix=None):
    """``{rank: file}`` of ``directory/rank_<N>/*.<fmt>`` (the last name in sorted order)."""
    found = {}
    pattern = f"*{file_suffix}.{fmt}" if file_suffix else f"*.{fmt}"
    for rank_dir in glob.glob(os.path.join(directory, "rank_[0-9]*")):
        suffix = os.path.basename(rank_dir)[len("rank_"):]
        if not os.path.isdir(rank_dir) or not suffix.isdigit():
            continue
        files = sorted(f for f in glob.glob(os.path.join(rank_dir, pattern)) if os.path.isfile(f))
        if files:
            found[int(suffix)] = files[-1]
    return found


def transform_checkpoints(src_checkpoints_dir, dst_checkpoints_dir, ckpt_prefix,
                          src_strategy_file=None, dst_strategy_file=None, process_num=1,
                          output_format="ckpt"):
    """Re-cut every rank's checkpoint in ``src_checkpoints_dir/rank_<N>/`` (``.ckpt`` or
    ``.safetensors``; the last file in name order per rank) from ``src_strategy_file`` to
    ``dst_strategy_file``, writing ``dst_checkpoints_dir/rank_<M>/<ckpt_prefix><M>.<format>``
    for every destination rank. A strategy of ``None`` means whole tensors (one rank).

    >>> import tempfile, os, numpy as np, minicell as ms
    >>> d = tempfile.mkdtemp()
    >>> lay = TensorLayout((2,), (0,))
    >>> _strategy.write_strategy_file(os.path.join(d, "s.json"), {"w": lay})
    >>> w = np.arange(4.0, dtype=np.float32)
    >>> for r in range(2):
    ...     os.makedirs(os.path.join(d, "src", f"rank_{r}"))
    ...     path = os.path.join(d, "src", f"rank_{r}", "a.ckpt")
    ...     ms.save_checkpoint({"w": ms.Tensor(lay.cut(w, r))}, path)
    >>> transform_checkpoints(os.path.join(d, "src"), os.path.join(d, "dst"), "net",
    ...                       os.path.join(d, "s.json"), None)
    >>> ms.load_checkpoint(os.path.join(d, "dst", "rank_0", "net0.ckpt"))["w"].asnumpy()
    array([0., 1., 2., 3.], dtype=float32)
    """
    if not isinstance(ckpt_prefix, str):
        raise TypeError("The ckpt_prefix should be a str.")
    if not isinstance(process_num, int) or isinstance(process_num, bool) or process_num < 1:
        raise ValueError(f"For 'transform_checkpoints', 'process_num' must be a positive int, but "
                         f"got {process_num!r}.")
    if output_format not in _FORMATS:
        raise ValueError(f"For 'transform_checkpoints', 'output_format' must be 'ckpt' or "
                         f"'safetensors', but got {output_format!r}.")
    if not isinstance(src_checkpoints_dir, str) or not os.path.isdir(src_checkpoints_dir):
        raise NotADirectoryError(f"src_checkpoints_dir {src_checkpoints_dir} is not a directory.")
    ckpts = _rank_files(src_checkpoints_dir, "ckpt")
    safetensors = _rank_files(src_checkpoints_dir, "safetensors")
    if ckpts and safetensors:
        raise ValueError("For 'transform_checkpoints', the 'src_checkpoints_dir' cannot contain "
                         "both ckpt file and safetensors file simultaneously")
    if not ckpts and not safetensors:
        raise ValueError("For 'transform_checkpoints', the 'src_checkpoints_dir' can not be empty.")
    if ckpts and output_format == "safetensors":
        raise ValueError("For 'transform_checkpoints', 'output_format' can not be 'safetensors' "
                         "when 'src_checkpoints_dir' only contains ckpt file.")
    _check_strategy_dir(src_strategy_file, "src_strategy_file")
    _check_strategy_dir(dst_strategy_file, "dst_strategy_file")
    files = ckpts or safetensors
    src = _layout_map(src_strategy_file, "transform_checkpoints")
    dst = _layout_map(dst_strategy_file, "transform_checkpoints")
    loaded = {}
    for rank in range(_device_num(dst)):
        needed = _rank_list(rank, src, dst)
        for r in needed:
            if r not in files:
                raise ValueError(f"The checkpoint file of rank{r} is needed for converting "
                                 f"rank{rank}'s checkpoint, but it is missing.")
            if r not in loaded:
                loaded[r] = _load(files[r])
        out = _transform_rank(rank, {r: loaded[r] for r in needed}, src, dst)
        rank_dir = os.path.join(dst_checkpoints_dir, f"rank_{rank}")
        os.makedirs(rank_dir, exist_ok=True)
        _save(out, os.path.join(rank_dir, f"{ckpt_prefix}{rank}.{output_format}"), output_format)


# MindSpore's mindspore.parallel.checkpoint_convert: the same operations under older names.
convert_checkpoints = transform_checkpoints
convert_checkpoint_by_rank = transform_checkpoint_by_rank
rank_list_for_convert = rank_list_for_transform


__all__ = ["merge_sliced_parameter", "rank_list_for_transform", "transform_checkpoint_by_rank",
           "transform_checkpoints", "convert_checkpoints", "convert_checkpoint_by_rank",
           "rank_list_for_convert"]
