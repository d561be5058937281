"""Checks of single ``set_auto_parallel_context`` keys whose rules are longer than a type check
(2.10's order and texts); each returns the value to store.

>>> check_parallel_optimizer_config("parallel_optimizer_config", {"optimizer_level": "level2"})
{'optimizer_level': 'level2'}
"""
import copy

from .. import _checkparam as validator

_OPTIMIZER_KEYS = ("gradient_accumulation_shard", "parallel_optimizer_threshold",
                   "optimizer_weight_shard_size", "optimizer_level")
_LEVELS = ["level1", "level2", "level3"]


def check_parallel_optimizer_config(key, value):
    if not isinstance(value, dict):
        raise TypeError(f"The parameter '{key}' must be {dict}, but got {type(value)}")
    for name in value:
        if name not in _OPTIMIZER_KEYS:
            raise ValueError(f"Unknown config: {[name]}")
    level = value.get("optimizer_level")
    if "gradient_accumulation_shard" in value:
        name = "gradient_accumulation_shard"
        validator.check_bool(value[name], name, name)
        if level is not None and level != "level2":
            raise ValueError(f"The optimizer_level is set as {level}, thus cannot set "
                             "grad_accumulation_shard as True.")
    if "parallel_optimizer_threshold" in value:
        validator.check_non_negative_int(value["parallel_optimizer_threshold"],
                                         prim_name="parallel_optimizer_threshold")
    if value.get("optimizer_weight_shard_size", -1) != -1:
        validator.check_positive_int(value["optimizer_weight_shard_size"],
                                     prim_name="optimizer_weight_shard_size")
    if "optimizer_level" in value and level not in _LEVELS:
        raise ValueError(f"Optimizer level should in {_LEVELS}, but got {level}")
    return copy.deepcopy(value)


def check_communi_parallel_mode(key, value):
    if not isinstance(value, str):
        raise TypeError(f"The parameter '{key}' must be {str}, but got {type(value)}")
    if value not in ("all_group_parallel", "same_server_group_parallel", "no_group_parallel"):
        raise ValueError("For 'set_auto_parallel_context().set_communi_parallel_mode', the "
                         "argument 'communi_parallel_mode' only support 'ALL_GROUP_PARALLEL', "
                         "'SAME_SEVER_GROUP_PARALLEL' and 'NO_GROUP_PARALLEL', but got the "
                         f"value : {value}.")
    return value
