"""mindspore.safeguard: weight obfuscation of checkpoints.

`obfuscate_ckpt` multiplies chosen weights of every checkpoint in a folder by random factors
(the "obf_metadata") and saves them as ``<name>_obf.ckpt``; it returns the factors' inverses
(what the network needs to undo them). `load_obf_params_into_net` validates the network side of
the configuration; 2.10 returns the network as it is (measured), and so does minicell.

Example:
    >>> import minicell as ms
    >>> ms.save_checkpoint(net, "./ckpts/net.ckpt")                     # doctest: +SKIP
    >>> meta = ms.obfuscate_ckpt(net, "./ckpts", target_modules=["", "fc1"],
    ...                          saved_path="./obf")                     # doctest: +SKIP
    >>> sorted(meta)                                                     # doctest: +SKIP
    ['obf_metadata']
"""
import os
from string import Template

import numpy as np

from minicell import nn, ops, log
from minicell.safeguard.obf_config import (check_dir_path, check_target_modules,
                                           config_from_target_modules, check_obf_config)

__all__ = ["obfuscate_ckpt", "load_obf_params_into_net"]

_METADATA_OPS = {"mul": ops.Mul, "matmul": ops.MatMul, "invert": ops.Inv}
_DEPRECATED = ("'target_modules and obf_ratios' will be deprecated and removed in a future "
               "version, use 'obf_config' instead.")


def _config(network, target_modules, obf_config):
    if obf_config is None:
        check_target_modules(network, target_modules)
        log.warning(_DEPRECATED)
        obf_config = config_from_target_modules(target_modules)
    return obf_config


def _metadata_tensor(shape, kind, scale):
    from minicell import Tensor, int32, float16
    if kind == "rearrange":
        if len(shape) == 1:
            return Tensor(np.random.permutation(shape[0]), int32)
        if len(shape) == 2:
            eye = np.identity(shape[0], np.int32)
            return Tensor(eye[:, np.random.permutation(shape[1])], int32)
        return None
    if kind == "random":
        return Tensor(np.random.randint(1, scale, size=shape), float16)
    return None


def _make_metadata(configs, scale):
    """(factors by name, what is returned: the saved ones, through their metadata_op)."""
    factors, saved = {}, {}
    for config in configs:
        name = config.get("name")
        if name is None:
            continue
        layers = config.get("layers")
        names = [Template(name).safe_substitute(layer=str(i)) for i in layers] if layers else [name]
        for key in names:
            if not layers and factors.get(key) is not None:
                continue
            factor = _metadata_tensor(config.get("shape"), config.get("type"), scale)
            factors[key] = factor
            if config.get("save_metadata", False):
                op = config.get("metadata_op")
                if op is not None and op not in _METADATA_OPS:
                    raise KeyError(f"'op name' must be in {list(_METADATA_OPS)}, but got {op}.")
                value = _METADATA_OPS[op]()(factor) if op is not None else factor
                if value is not None:
                    saved[key] = value.asnumpy()
    return factors, saved


def _operand(op, key, layer):
    name = op.get(key)
    if name is None:
        log.error(f"can not find input: {key} for op: {op.get('name')}.")
        return None
    return Template(name).safe_substitute(layer=str(layer))


def _obfuscate_value(value, factors, obf_ops, layer):
    """`value` through the weight ops ('mul', 'matmul', 'permuate'), or None on a bad op."""
    dtype = value.dtype
    for op in obf_ops:
        name = op.get("name")
        if not isinstance(name, str):
            raise TypeError(f"{name} should be str type, but got {type(name)}")
        if name == "mul":
            factor = factors.get(_operand(op, "input_y", layer))
            if factor is None:
                log.error("input_x or input_y is None")
                return None
            value = ops.mul(value, ops.cast(factor, dtype))
        elif name == "permuate":
            perm = factors.get(_operand(op, "input_x", layer))
            if perm is None:
                log.error("input_x or param is None")
                return None
            value = value[perm]
        elif name == "matmul":
            operands = []
            for key, flag in (("input_x", "transpose_a"), ("input_y", "transpose_b")):
                label = _operand(op, key, layer)
                x = (factors.get(label) if label.startswith("obf_metadata") else value) \
                    if label is not None else None
                if x is None:
                    log.error(f"the input_x or input_y of op: {name} is None.")
                    return None
                operands.append(ops.transpose(x, (1, 0)) if op.get(flag, False) else x)
            value = ops.matmul(ops.cast(operands[0], dtype), ops.cast(operands[1], dtype))
        else:
            log.error(f"unsupported op, op must be matmul or permuate or mul, but got {name}.")
            return None
    return value


def _obfuscate_file(path, factors, obf_config, saved_path):
    from minicell import load_checkpoint, save_checkpoint
    try:
        params = load_checkpoint(path)
    except (ValueError, TypeError, OSError):
        log.error(f"Load checkpoint failed for file {path}.")
        return False
    for key, param in params.items():
        param_path = "/".join(key.split("."))
        for item in obf_config.get("weight_obf_config", []):
            if not isinstance(item, dict):
                raise TypeError(f"{item} should be dict type, but got {type(item)}")
            target, obf_ops = item.get("target"), item.get("weight_obf_ops")
            if not target or not obf_ops:
                raise KeyError("target or obf_ops is None.")
            layers = item.get("layers", [])
            for layer in layers or [None]:
                wanted = target if layer is None else \
                    Template(target).safe_substitute(layer=str(layer))
                if wanted != param_path:
                    continue
                value = _obfuscate_value(param.value(), factors, obf_ops,
                                         0 if layer is None else layer)
                if value is None:
                    log.error(f"obfuscate weight {key} failed.")
                    return False
                param.set_data(value)
    name = os.path.basename(path).split(".")[0] + "_obf.ckpt"
    save_checkpoint([{"name": k, "data": v} for k, v in params.items()],
                    os.path.join(os.path.realpath(saved_path), name))
    return True


def obfuscate_ckpt(network, ckpt_files, target_modules=None, obf_config=None, saved_path="./",
                   obfuscate_scale=100):
    """Obfuscate the checkpoints (``*.ckpt``) in folder `ckpt_files` (and its sub-folders) into
    `saved_path`; returns the saved obf_metadata (name -> numpy array)."""
    if not isinstance(network, nn.Cell):
        raise TypeError(f"network must be nn.Cell, but got {type(network)}.")
    check_dir_path("ckpt_files", ckpt_files)
    check_dir_path("saved_path", saved_path)
    obf_config = _config(network, target_modules, obf_config)
    if not isinstance(obf_config, dict):
        raise TypeError(f"obf_config type should be dict, but got {type(obf_config)}.")
    if not obf_config or not check_obf_config(obf_config, "obf_metadata_config") or \
            not check_obf_config(obf_config, "weight_obf_config"):
        raise ValueError("'obf_config' is empty or not valid, please check the input.")
    factors, saved = _make_metadata(obf_config.get("obf_metadata_config", []), obfuscate_scale)
    if not isinstance(obfuscate_scale, (float, int)) or obfuscate_scale <= 1:
        raise ValueError("obfuscate_scale must be float or int, and larger than 1, but got "
                         f"{obfuscate_scale}.")
    root = os.path.realpath(ckpt_files)
    for entry in os.listdir(ckpt_files):
        full = os.path.join(root, entry)
        if os.path.isdir(full):
            out = os.path.join(os.path.realpath(saved_path), entry)
            os.makedirs(out, mode=0o700, exist_ok=True)
            for sub in os.listdir(full):
                if sub.endswith(".ckpt"):
                    _obfuscate_file(os.path.join(full, sub), factors, obf_config, out)
        elif entry.endswith(".ckpt"):
            _obfuscate_file(full, factors, obf_config, saved_path)
    return saved


def load_obf_params_into_net(network, target_modules=None, obf_ratios=None, obf_config=None,
                             data_parallel_num=1, **kwargs):
    """Validate the network side of an obfuscation config; returns `network` (as 2.10 does)."""
    del obf_ratios, kwargs
    if not isinstance(network, nn.Cell):
        raise TypeError(f"network must be nn.Cell, but got {type(network)}.")
    obf_config = _config(network, target_modules, obf_config)
    if not isinstance(obf_config, dict):
        raise TypeError(f"{obf_config} should be dict type, but got {type(obf_config)}")
    if not obf_config or not check_obf_config(obf_config, "network_obf_config"):
        raise ValueError("'obf_config' is empty or not valid, please check the input.")
    if not isinstance(data_parallel_num, int) or data_parallel_num <= 0:
        raise ValueError(f"data_parallel_num must be positive number, but got {data_parallel_num}.")
    return network
