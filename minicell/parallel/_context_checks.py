"""Checks of single ``set_auto_parallel_context`` keys whose rules are longer than a type check
(2.10's order and texts); each returns the value to store.

>>> check_parallel_optimizer_config("parallel_optimizer_config", {"optimizer_level": "level2"})
{'optimizer_level': 'level2'}
"""
import copy

_OPTIMIZER_KEYS = ("gradient_accumulation_shard", "parallel_optimizer_threshold",
                   "optimizer_weight_shard_size", "optimizer_level")
_LEVELS = ["level1", "level2", "level3"]


def _int_at_least(value, name, shown, low):
    """2.10's validator texts (this module sits below ``_checkparam``, which imports the
    context): a non-int is a TypeError, a bool or a value below ``low`` the range text."""
    if not isinstance(value, int):
        raise TypeError(f"For '{name}', the input value must be int, but got "
                        f"'{type(value).__name__}'")
    if isinstance(value, bool):
        raise TypeError(f"For '{name}', the input value must be int and must {shown} "
                        f"{0}, but got '{value}' with type 'bool'.")
    if value < low:
        raise ValueError(f"For '{name}', the input value must be int and must {shown} "
                         f"{0}, but got '{value}' with type 'int'.")


def check_parallel_optimizer_config(key, value):
    if not isinstance(value, dict):
        raise TypeError(f"The parameter '{key}' must be {dict}, but got {type(value)}")
    for name in value:
        if name not in _OPTIMIZER_KEYS:
            raise ValueError(f"Unknown config: {[name]}")
    level = value.get("optimizer_level")
    if "gradient_accumulation_shard" in value:
        name = "gradient_accumulation_shard"
        if not isinstance(value[name], bool):
            raise TypeError(f"For '{name}', the '{name}' must be a bool, but got "
                            f"{type(value[name]).__name__}.")
        if level is not None and level != "level2":
            raise ValueError(f"The optimizer_level is set as {level}, thus cannot set "
                             "grad_accumulation_shard as True.")
    if "parallel_optimizer_threshold" in value:
        _int_at_least(value["parallel_optimizer_threshold"], "parallel_optimizer_threshold",
                      ">=", 0)
    if value.get("optimizer_weight_shard_size", -1) != -1:
        _int_at_least(value["optimizer_weight_shard_size"], "optimizer_weight_shard_size",
                      ">", 1)
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
