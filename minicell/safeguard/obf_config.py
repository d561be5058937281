"""Checks of weight obfuscation's inputs (target_modules, obf_config), with 2.10's texts.

`target_modules` is ``['A/B/C', 'D1|D2']`` (a path of cells, the names of the cells in it whose
weights are obfuscated), optionally with ``'obfuscate_layers:all'`` or ``'obfuscate_layers:<n>'``;
`obf_config` is a dict of lists: 'obf_metadata_config' (the random factors), 'weight_obf_config'
(which checkpoint weights get which ops) and 'network_obf_config' (the network side).
"""
import os
import re

from minicell import nn

CONFIG_TYPES = ["obf_metadata_config", "weight_obf_config", "network_obf_config"]
METADATA_TYPES = ["random", "rearrange"]


def check_dir_path(name, dir_path):
    if not isinstance(dir_path, str):
        raise TypeError(f"{name} must be string, but got {type(dir_path)}.")
    if not os.path.exists(dir_path):
        raise ValueError(f"{dir_path} is not exist, please check the input {name}.")
    if not os.path.isdir(dir_path):
        raise TypeError(f"{name} must be a directory path, but got {dir_path}.")


def check_target_modules(network, target_modules):
    """Validate `target_modules` against `network`; the number of duplicated layers found and
    of targets present (what 'obfuscate_layers:all' counts)."""
    if not isinstance(target_modules, list):
        raise TypeError(f"target_modules type should be list, but got {type(target_modules)}.")
    if len(target_modules) < 2:
        raise ValueError("target_modules should contain at least two string values, in the form of "
                         f"['A/B/C', 'D1|D2'],but got {target_modules}.")
    path, names = target_modules[0], target_modules[1]
    if not isinstance(path, str) or not isinstance(names, str):
        raise TypeError("The values of target_modules should be string, but got "
                        f"{type(path)} and {type(names)}.")
    if not names:
        raise ValueError(f"{names} should be a non-empty string value, in the form of 'D1|D2'")
    if not re.fullmatch(r"[A-Za-z0-9_/]*", path) or not re.fullmatch(r"[A-Za-z0-9_|]*", names):
        raise ValueError(f"please check the input 'target_modules'{target_modules},it should be in "
                         "the form of ['A/B/C', 'D1|D2'].target_modules[0] can only contain "
                         "uppercase and lowercase letters, numbers, '_' and '/',target_modules[1] "
                         "can only contain uppercase and lowercase letters, numbers, '_' and '|'")
    cell, copies = _walk_path(network, path)
    present = [n for n in names.split("|") if hasattr(cell, n)]
    if not present:
        raise ValueError(f"all targets {names.split('|')} do not exist in the path {path}.")
    if len(target_modules) >= 3:
        kind, _, count = target_modules[2].partition(":")
        if kind != "obfuscate_layers" or not (count == "all" or count.isdigit()):
            raise ValueError("The third value of target_modules should be in the format of "
                             "'obfuscate_layers:all' or'obfuscate_layers:int'")
    return copies, len(present)


def _walk_path(network, path):
    """The cell at `path` ('' is the network); the copies a CellList on the way multiplies."""
    parts = path.split("/")
    stack, cell, found, copies = [network], network, 0, 1
    while stack and found < len(parts):
        cell = stack.pop()
        if not hasattr(cell, parts[found]):
            continue
        cell = getattr(cell, parts[found])
        found += 1
        if isinstance(cell, nn.CellList):
            copies *= len(cell)
            stack.extend(cell)
        elif isinstance(cell, nn.Cell):
            stack.append(cell)
        else:
            raise TypeError("Target_modules[0] should be a subgraph and it's type should be "
                            f"nn.Cell(nn.CellList),but got type {type(cell)}")
    if path and found != len(parts):
        raise ValueError(f"the path {path} does not exist.")
    return cell, copies


def config_from_target_modules(target_modules):
    """The obf_config 2.10 derives from `target_modules`: one random metadata 'obf_metadata'
    (shape [1], saved inverted), and a 'mul' by it of each target's weight and bias. With
    'obfuscate_layers', the path's 'blocks' becomes 'blocks/${layer}', the metadata one per
    layer ('obf_metadata_${layer}'), and (as 2.10) the weight items carry no layers."""
    path, names = target_modules[0], target_modules[1].split("|")
    metadata = {"name": "obf_metadata", "shape": [1], "type": "random", "save_metadata": True,
                "metadata_op": "invert"}
    factor, layers = "obf_metadata", []
    if len(target_modules) >= 3:
        count = target_modules[2].split(":")[1]
        layers = list(range(12 if count == "all" else int(count)))
        path = path.replace("blocks", "blocks/${layer}")
        factor = "obf_metadata_${layer}"
        metadata["layers"] = layers
    weights, network = [], []
    for name in names:
        for field in ("weight", "bias"):
            item = {"target": "/".join([path, name, field]),
                    "weight_obf_ops": [{"name": "mul", "input_x": "weight", "input_y": factor}]}
            if not layers:
                item["layers"] = []
            weights.append(item)
        item = {"module": "/" + path, "target": name,
                "insert_new_input": [{"name": "obf_metadata"}],
                "insert_ops": [{"name": "mul", "input_x": "weight", "input_y": factor}]}
        if not layers:
            item["layers"] = []
        network.append(item)
    return {"obf_metadata_config": [metadata], "weight_obf_config": weights,
            "network_obf_config": network}


def _check_ops(ops_info):
    for op in ops_info:
        for key in ("name", "input_x", "input_y"):
            if not isinstance(op.get(key), str):
                label = "op_name" if key == "name" else f"{key}_name"
                raise TypeError(f"{label} type should be str, but got {type(op.get(key))}.")
        for key in ("transpose_a", "transpose_b"):
            if not isinstance(op.get(key, False), bool):
                raise TypeError(f"{key} type should be bool, but got {type(op.get(key))}.")


def _check_str(config, key):
    value = config.get(key)
    if not value or not isinstance(value, str):
        raise TypeError(f"obf_config[][]['{key}'] type should be str, but got {type(value)}.")


def _check_list(value, key):
    if not isinstance(value, list):
        raise TypeError(f"obf_config[][]['{key}'] type should be list, but got {type(value)}.")


def _check_item(config_type, config):
    if config_type == "obf_metadata_config":
        _check_str(config, "name")
        shape = config.get("shape")
        if not shape or not isinstance(shape, list):
            raise TypeError(f"obf_config[][]['shape'] type should be list, but got {type(shape)}.")
        for dim in shape:
            if not isinstance(dim, int):
                raise TypeError(f"shape[] type should be int, but got {type(dim)}.")
        if not isinstance(config.get("save_metadata", True), bool):
            raise TypeError("obf_config[][]['save_metadata'] type should be bool, but got "
                            f"{type(config.get('save_metadata'))}.")
        kind = config.get("type")
        if kind is not None and (not isinstance(kind, str) or kind not in METADATA_TYPES):
            raise TypeError(f"obf_config[][]['type'] should be str and must in {METADATA_TYPES}, "
                            f"but got {type(kind)}.")
    elif config_type == "weight_obf_config":
        _check_str(config, "target")
        _check_list(config.get("weight_obf_ops", []), "weight_obf_ops")
        _check_ops(config.get("weight_obf_ops", []))
    else:
        _check_str(config, "target")
        _check_str(config, "module")
        inputs = config.get("insert_new_input", [])
        _check_list(inputs, "insert_new_input")
        for new_input in inputs:
            if not isinstance(new_input.get("name"), str):
                raise TypeError("obf_config[][]['insert_new_input'][]['name'] type should be str, "
                                f"but got {type(new_input.get('name'))}.")
        _check_list(config.get("insert_ops", []), "insert_ops")
        _check_ops(config.get("insert_ops", []))


def check_obf_config(obf_config, config_type):
    """Validate the `config_type` list of `obf_config` (and that every key is a known type)."""
    for key in [config_type] + list(obf_config):
        if not isinstance(key, str) or key not in CONFIG_TYPES:
            raise TypeError(f"config_type must be str, and in {CONFIG_TYPES}, but got {key}.")
    items = obf_config.get(config_type)
    if not isinstance(items, list):
        raise TypeError(f"obf_config[] type of should be list, but got {type(items)}.")
    for config in items:
        if not isinstance(config, dict):
            raise TypeError(f"obf_config[][] type should be dict, but got {type(config)}.")
        _check_item(config_type, config)
        layers = config.get("layers")
        if layers is not None:
            _check_list(layers, "layers")
            for layer in layers:
                if not isinstance(layer, int):
                    raise TypeError("obf_config[][]['layers'][] type should be int, but got "
                                    f"{type(layer)}.")
    return True
