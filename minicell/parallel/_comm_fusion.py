"""The communication-fusion part of the auto-parallel context (``comm_fusion``,
``all_reduce_fusion_config`` and the ``set_enable_*_fusion`` switches).

MindSpore fuses small AllReduce/AllGather/ReduceScatter operators of a parallel graph into
larger ones by size or by Parameter index. XLA's SPMD partitioner does its own combining, so in
minicell these settings act on nothing; they are checked and stored as MindSpore 2.10 does
(its texts, its merge of ``comm_fusion`` over the defaults, the switches a setting turns on),
because parallel scripts and MindSpore's own tests set and read them back.

>>> state = FusionState()
>>> state.set_comm_fusion({"allreduce": {"mode": "size", "config": 32}})
>>> state.threshold["allreduce"], state.enabled["allreduce"]
(32, True)
"""
import copy

KINDS = ("allreduce", "allgather", "reducescatter")
_ENABLE_NAMES = {"allreduce": "set_enable_all_reduce_fusion",
                 "allgather": "set_enable_all_gather_fusion",
                 "reducescatter": "set_enable_reduce_scatter_fusion"}
_MAX_GROUP_NAME_LEN = 127


def default_comm_fusion():
    return {"openstate": True, **{k: {"mode": "auto", "config": None} for k in KINDS}}


def check_enable(kind, value):
    if not isinstance(value, bool):
        raise TypeError(f"For 'set_auto_parallel_context().{_ENABLE_NAMES[kind]}', the argument "
                        f"'enable_fusion' must be bool, but got the type : {type(value)}.")
    return value


def check_threshold(value):
    """A fusion threshold in MB: compared with 0 as 2.10 does, then it must be an int."""
    if value < 0:
        raise ValueError(f"fusion threshold must be larger than 0, but got {value}")
    if not isinstance(value, int):
        raise TypeError("set_fusion_threshold_mb(): incompatible function arguments. The "
                        "following argument types are supported:\n    1. (self: "
                        "AutoParallelContext, arg0: int) -> None\n\nInvoked with: "
                        f"{value!r}")
    return value


def check_split_indices(indices):
    where = "For 'set_auto_parallel_context().set_all_reduce_fusion_split_indices', "
    if not indices:
        raise ValueError(where + "the argument 'indices' can not be empty")
    if not isinstance(indices, list):
        raise TypeError(where + "the argument 'indices' must be list, but got the type : "
                        f"{type(indices)} .")
    for index in indices:
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(where + "the argument 'index' must be int, but got the type : "
                            f"{type(index)} .")
    if len(set(indices)) != len(indices):
        raise ValueError("The indices has duplicate elements")
    if sorted(indices) != indices:
        raise ValueError(where + "the elements in argument 'indices' must be sorted in "
                         "ascending order")
    return list(indices)


def check_split_sizes(sizes):
    where = "For 'set_auto_parallel_context().set_all_reduce_fusion_split_sizes', "
    if not isinstance(sizes, list):
        raise TypeError(where + f"the argument 'sizes' must be list, but got the type : "
                        f"{type(sizes)}.")
    for size in sizes:
        if not isinstance(size, int) or isinstance(size, bool):
            raise TypeError(where + f"the argument 'sizes' must be int, but got the type : "
                            f"{type(size)}.")
    return list(sizes)


def check_group(group):
    if not isinstance(group, str):
        raise TypeError("Group must be a python str")
    if len(group) > _MAX_GROUP_NAME_LEN:
        raise ValueError("Group name len is out of range {_MAX_GROUP_NAME_LEN}")
    return group


def _check_kind_config(kind, config):
    """One ``comm_fusion`` entry: the actions it stands for, as ``(what, value)`` pairs."""
    if not isinstance(config, dict):
        name = "the 'allreduce'" if kind == "allreduce" else kind
        raise TypeError(f"For 'comm_fusion', {name} config must be dict, but got the type : "
                        f"{type(config)}.")
    for key in ("mode", "config"):
        if key not in config:
            raise KeyError(f"For 'comm_fusion', the key '{key}' should be contained.")
    mode = config["mode"]
    modes = ("auto", "index", "size") if kind == "allreduce" else ("auto", "size")
    if mode not in modes:
        listed = "auto, index or size" if kind == "allreduce" else "auto or size"
        raise KeyError(f"fusion method mode must be {listed}, but got {mode}")
    if mode == "index":
        return [("enable", (kind, True)), ("indices", check_split_indices(config["config"]))]
    threshold = 64 if mode == "auto" else check_threshold(config["config"])
    return [("enable", (kind, True)), ("threshold", (kind, threshold))]


def check_comm_fusion(value):
    """Check a whole ``comm_fusion`` dict (2.10's order and texts) and return the list of
    actions it stands for; nothing is stored until every entry has passed."""
    value = copy.deepcopy(value)
    value.setdefault("openstate", True)
    actions = []
    for key, config in value.items():
        if key in KINDS:
            actions += _check_kind_config(key, config)
        elif key == "openstate":
            if not isinstance(config, bool):
                raise TypeError("For 'comm_fusion', the 'openstate' must be bool, but got the "
                                f"type : {type(config)}.")
            if not config:
                actions += [("enable", (kind, False)) for kind in KINDS]
        else:
            raise KeyError("comm fusion type must be openstate,allreduce, allgather or "
                           f"reducescatter, but got {key}")
        actions.append(("config", (key, config)))
    return actions


class FusionState:
    """What the fusion settings hold: the ``comm_fusion`` dict (each set merges into it), the
    per-kind switches and thresholds, and the AllReduce split indices/sizes per group."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.comm_fusion = default_comm_fusion()
        self.enabled = dict.fromkeys(KINDS, False)
        self.threshold = dict.fromkeys(KINDS, 64)
        self.indices = {}
        self.sizes = {}

    def set_comm_fusion(self, value):
        self.apply(check_comm_fusion(value))

    def apply(self, actions):
        for what, arg in actions:
            if what == "enable":
                self.enabled[arg[0]] = arg[1]
            elif what == "threshold":
                self.threshold[arg[0]] = arg[1]
            elif what == "indices":
                self.indices[""] = arg
            else:
                self.comm_fusion[arg[0]] = copy.deepcopy(arg[1])
