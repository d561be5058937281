"""Whole tensors from a sharded run's per-rank checkpoints: ``unified_safetensors``,
``load_distributed_checkpoint``, ``load_segmented_checkpoints``, ``get_ckpt_path_with_strategy``.

They merge slices by a strategy file with the rules of ``checkpoint_transform.py`` (see its
module doc for what minicell does differently from MindSpore).
"""
import glob
import json
import math
import os
import re

from ..common.parameter import Parameter
from ..common.tensor import Tensor
from . import strategy as _strategy
from .checkpoint_transform import (_FORMATS, _as_numpy, _assemble, _device_num, _layout_map,
                                   _load, _rank_files, _save)


# ---- whole tensors from per-rank files --------------------------------------------------------
def _merged(files, layouts, keep=None, **decryption):
    """{name: whole numpy array} of the Parameters in ``layouts`` from ``files`` (rank -> file;
    ``decryption``: ``dec_key``/``dec_mode`` for encrypted ones)."""
    by_name = {}
    for rank in sorted(files):
        for name, value in _load(files[rank], **decryption).items():
            if name in layouts and not isinstance(value, str) and (keep is None or keep(name)):
                by_name.setdefault(name, {})[rank] = _as_numpy(value)
    return {name: _assemble(name, slices, layouts[name], None, 0)
            for name, slices in by_name.items()}


def unified_safetensors(src_dir, src_strategy_file, dst_dir, merge_with_redundancy=True,
                        file_suffix=None, max_process_num=64, choice_func=None,
                        split_dst_file=()):
    """Merge the per-rank safetensors files of ``src_dir/rank_<N>/`` into whole tensors in
    ``dst_dir``: ``part<i>.safetensors`` files (a new part after ~3 GiB, as MindSpore splits),
    ``param_name_map.json`` (``{"metadata": {"total_size": bytes}, "weight_map": {name: file}}``)
    and ``hyper_param.safetensors`` with the entries the strategy does not cut (taken from the
    lowest rank). ``choice_func(name)`` returns False to drop a Parameter or a str to rename it;
    ``split_dst_file=(i, n)`` writes only the i-th of n shares of the parts (1-based)."""
    _strategy.read_strategy(src_strategy_file, "unified_safetensors", "src_strategy_file")
    if isinstance(src_dir, str) and os.path.isfile(src_dir):
        raise ValueError("For 'unified_safetensors', the 'src_dir' can not be a file.")
    if not isinstance(merge_with_redundancy, bool):
        raise TypeError("For 'unified_safetensors', 'merge_with_redundancy' must be bool, but got "
                        f"{type(merge_with_redundancy).__name__}.")
    if not isinstance(max_process_num, int) or max_process_num < 1:
        raise ValueError("For 'unified_safetensors', 'max_process_num' must be a positive int, but "
                         f"got {max_process_num!r}.")
    if split_dst_file and not (len(split_dst_file) == 2 and
                               1 <= split_dst_file[0] <= split_dst_file[1]):
        raise ValueError("For 'unified_safetensors', 'split_dst_file' must be (current, total) "
                         f"with 1 <= current <= total, but got {split_dst_file!r}.")
    files = _rank_files(src_dir, "safetensors", file_suffix)
    if _rank_files(src_dir, "ckpt") and files:
        raise ValueError("For 'unified_safetensors', the 'src_dir' cannot contain both ckpt file "
                         "and safetensors file simultaneously")
    if not files:
        raise ValueError(f"For 'unified_safetensors', there is no safetensors file in "
                         f"{src_dir}/rank_<N>/.")
    layouts = _layout_map(src_strategy_file, "unified_safetensors")
    for rank in range(_device_num(layouts)):
        if rank not in files:
            raise ValueError(f"The safetensor file of rank{rank} is needed for converting "
                             f"rank{rank}'s safetensor, but it is missing.")

    def keep(name):
        return choice_func is None or choice_func(name) is not False
    whole = _merged(files, layouts, keep)
    renamed = {}
    for name, arr in whole.items():
        new = choice_func(name) if choice_func is not None else name
        renamed[new if isinstance(new, str) else name] = arr
    parts = _split_parts(renamed)
    os.makedirs(dst_dir, exist_ok=True)
    weight_map = {name: f"part{i}.safetensors" for i, names in enumerate(parts) for name in names}
    total = sum(a.nbytes for a in renamed.values())
    share = range(len(parts))
    if split_dst_file:
        current, count = split_dst_file
        share = [i for i in share if i % count == current - 1]
    for i in share:
        _save({n: Tensor(renamed[n]) for n in parts[i]},
              os.path.join(dst_dir, f"part{i}.safetensors"), "safetensors")
    if not split_dst_file or split_dst_file[0] == 1:
        with open(os.path.join(dst_dir, "param_name_map.json"), "w") as f:
            json.dump({"metadata": {"total_size": total}, "weight_map": weight_map}, f, indent=4)
        rest = {n: v for n, v in _load(files[min(files)]).items() if n not in layouts}
        if rest:
            _save(rest, os.path.join(dst_dir, _HYPER), "safetensors")


_PART_BYTES = 3 * 1024 ** 3
_HYPER = "hyper_param.safetensors"        # the entries no strategy cuts


def _split_parts(arrays):
    """Names grouped into parts of about ``_PART_BYTES`` each (name order)."""
    count = max(1, min(len(arrays), math.ceil(sum(a.nbytes for a in arrays.values()) /
                                              _PART_BYTES)))
    parts, sizes = [[] for _ in range(count)], [0] * count
    for name in sorted(arrays, key=lambda n: -arrays[n].nbytes):
        i = sizes.index(min(sizes))
        parts[i].append(name)
        sizes[i] += arrays[name].nbytes
    return [sorted(p) for p in parts]


def load_distributed_checkpoint(network, checkpoint_filenames=None, predict_strategy=None,
                                train_strategy_filename=None, strict_load=False, dec_key=None,
                                dec_mode="AES-GCM", format="ckpt", unified_safetensors_dir=None,
                                dst_safetensors_dir=None, rank_id=None,
                                output_format="safetensors", name_map=None, max_process_num=64,
                                return_param_dict=False):
    """Load a sharded training run's checkpoints into ``network``, or cut them per rank.

    ``format="ckpt"``: ``checkpoint_filenames`` (one per training rank, in rank order) are
    merged by ``train_strategy_filename`` (default: the context's ``strategy_ckpt_load_file``)
    and loaded with ``load_param_into_net``; returns True (the dict, with
    ``return_param_dict``). ``format="safetensors"``: the whole tensors of
    ``unified_safetensors_dir`` (``unified_safetensors``' output; ``name_map``: network name ->
    name in the files) are loaded into ``network`` (returns ``load_param_into_net``'s lists, or
    the dict), or with ``network=None`` cut by ``predict_strategy`` for ``rank_id`` (every rank
    when None) into ``dst_safetensors_dir/rank_<r>/net.<output_format>`` (returns True).

    MindSpore loads each rank's slice by ``predict_strategy``; minicell's Parameters are global
    arrays placed by their own layouts, so into a network it loads the whole tensors
    (``predict_strategy`` is then only checked).
    """
    from ..nn.cell import Cell
    api = "load_distributed_checkpoint"
    if format not in _FORMATS or output_format not in _FORMATS:
        raise ValueError(f"For '{api}', 'format' and 'output_format' must be 'ckpt' or "
                         f"'safetensors', but got {format}.")
    if network is not None and not isinstance(network, Cell):
        raise TypeError(f"For '{api}', the argument 'network' must be Cell, but got "
                        f"{type(network).__name__}.")
    if predict_strategy is not None and not isinstance(predict_strategy, (dict, str)):
        raise TypeError(f"For '{api}', the argument 'predict_strategy' should be a dict or a str, "
                        f"but got {type(predict_strategy)}.")
    if format == "safetensors":
        return _load_unified(network, unified_safetensors_dir, predict_strategy,
                             dst_safetensors_dir, rank_id, output_format, name_map,
                             return_param_dict,
                             [checkpoint_filenames, train_strategy_filename, dec_key],
                             strict_load or dec_mode != "AES-GCM")
    if network is None:
        raise TypeError(f"For '{api}', the argument 'network' must be Cell when format is "
                        f"'ckpt', but got NoneType.")
    params = _merged_ckpt(network, checkpoint_filenames, train_strategy_filename,
                          dec_key=dec_key, dec_mode=dec_mode)
    if params is None:
        return True
    from ..train.serialization import load_param_into_net
    load_param_into_net(network, params, strict_load=strict_load)
    return params if return_param_dict else True


def _merged_ckpt(network, files, strategy_file, **decryption):
    """The whole tensors of ``network``'s Parameters from the training ranks' ``files``."""
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        raise TypeError("For 'load_distributed_checkpoint', the argument 'checkpoint_filenames' "
                        f"should be a list of str, but got {files!r}.")
    if strategy_file is None:
        from ._auto_parallel_context import get_auto_parallel_context
        strategy_file = get_auto_parallel_context("strategy_ckpt_load_file")
    layouts = _layout_map(strategy_file, "load_distributed_checkpoint")
    if not layouts:
        return None
    if _device_num(layouts) != len(files):
        raise ValueError("For 'Load_distributed_checkpoint', the length of 'checkpoint_filenames' "
                         "should be equal to the device count of training process. But got the "
                         f"length of 'checkpoint_filenames' is {len(files)} and the device count "
                         f"is {_device_num(layouts)}.")
    names = {p.name for p in network.get_parameters()}
    whole = _merged(dict(enumerate(files)), layouts, keep=names.__contains__, **decryption)
    return {n: Parameter(Tensor(a), n) for n, a in whole.items()}


def _load_unified(network, directory, predict_strategy, dst_dir, rank_id, output_format,
                  name_map, return_param_dict, must_be_none, not_default):
    api = "load_distributed_checkpoint"
    if directory is None:
        raise ValueError(f"For '{api}', 'unified_safetensors_dir' can not be None when format is "
                         f"'safetensors'.")
    for arg in must_be_none:
        if arg is not None:
            raise ValueError(f"For '{api}', {arg} must be None when format is 'safetensors'.")
    if not_default:
        raise ValueError(f"For '{api}', strict_load and dec_mode must be default when format is "
                         f"'safetensors'.")
    file_name = {v: k for k, v in (name_map or {}).items()}       # name in the files -> net
    whole, hyper = {}, set()
    for path in sorted(glob.glob(os.path.join(directory, "*.safetensors"))):
        loaded = {file_name.get(n, n): v for n, v in _load(path, "safetensors").items()}
        whole.update(loaded)
        if os.path.basename(path) == _HYPER:
            hyper.update(loaded)
    if network is not None:
        if return_param_dict:
            return whole
        from ..train.serialization import load_param_into_net
        return load_param_into_net(network, whole)
    if dst_dir is None:
        raise ValueError(f"For '{api}', 'dst_safetensors_dir' can not be None when network is "
                         f"None.")
    layouts = _layout_map(predict_strategy, api)
    ranks = range(_device_num(layouts)) if rank_id is None else [rank_id]
    for r in ranks:
        out = {}
        for name, value in whole.items():
            if layouts is None or name in hyper:
                out[name] = value
            elif name in layouts:          # others: not this strategy's (MindSpore drops them)
                out[name] = Parameter(Tensor(layouts[name].cut(_as_numpy(value), r, name)), name)
        os.makedirs(os.path.join(dst_dir, f"rank_{r}"), exist_ok=True)
        _save(out, os.path.join(dst_dir, f"rank_{r}", f"net.{output_format}"), output_format)
    return True


def load_segmented_checkpoints(ckpt_file_dir, net=None, strict_load=False, filter_prefix=None,
                               dec_key=None, dec_mode="AES-GCM", specify_prefix=None,
                               choice_func=None):
    """Load every ``.ckpt`` file of ``ckpt_file_dir`` (in name order) with ``load_checkpoint``
    and return their entries merged into one dict (a later file's entry wins), loading each into
    ``net`` when given, as MindSpore does.

    >>> import tempfile, os, minicell as ms
    >>> d = tempfile.mkdtemp()
    >>> ms.save_checkpoint({"a": ms.Tensor([1.0])}, os.path.join(d, "part0.ckpt"))
    >>> ms.save_checkpoint({"b": ms.Tensor([2.0])}, os.path.join(d, "part1.ckpt"))
    >>> sorted(load_segmented_checkpoints(d))
    ['a', 'b']
    """
    from ..train.serialization import load_checkpoint
    if not isinstance(ckpt_file_dir, str):
        raise TypeError("The ckpt_file_dir should be a str.")
    if not os.path.isdir(ckpt_file_dir):
        raise ValueError(f"The dst_strategy_file: {ckpt_file_dir} doesn't exist. Or it's not a "
                         f"directory")
    params = {}
    for path in sorted(glob.glob(os.path.join(ckpt_file_dir, "*.ckpt"))):
        params.update(load_checkpoint(path, net, strict_load, filter_prefix, dec_key, dec_mode,
                                      specify_prefix, choice_func))
    return params


def get_ckpt_path_with_strategy(cur_ckpt_path, cur_strategy_path):
    """A checkpoint file this rank can load: ``cur_ckpt_path`` when it names this rank
    (``rank_<id>``) and exists, else the same path with ``rank_<id>`` replaced by a replica
    rank (one holding the same slices of every Parameter under ``cur_strategy_path``) whose file
    exists, else None. Needs ``communication.init()`` (the rank)."""
    from ..communication.management import get_rank
    rank = get_rank()
    if f"rank_{rank}" in cur_ckpt_path and os.path.isfile(cur_ckpt_path):
        return cur_ckpt_path
    layouts = _layout_map(cur_strategy_path, "get_ckpt_path_with_strategy") or {}
    replicas = set(range(_device_num(layouts)))
    for lay in layouts.values():
        mine = lay.index(rank)
        replicas &= {r for r in range(lay.device_num) if lay.index(r) == mine}
    for r in sorted(replicas):
        path = re.sub(r"rank_\d+", f"rank_{r}", cur_ckpt_path)
        if os.path.isfile(path):
            return path
    return None


__all__ = ["unified_safetensors", "load_distributed_checkpoint", "load_segmented_checkpoints",
           "get_ckpt_path_with_strategy"]
