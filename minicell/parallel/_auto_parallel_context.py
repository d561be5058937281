"""MindSpore's auto-parallel context: ``set_auto_parallel_context`` and friends.

MindSpore keeps, next to ``set_context``, a second context that says how a network is spread
over devices: ``parallel_mode`` (one of :class:`ParallelMode`), ``gradients_mean``,
``device_num`` and some thirty more keys. minicell accepts every key MindSpore 2.10 accepts, with
its defaults, type checks and error messages, and stores them; the parts that act are
``parallel_mode``, ``gradients_mean`` and ``device_num`` (data parallel over a
``jax.sharding.Mesh``, see ``minicell/parallel/_mesh.py``) and whatever ``minicell.parallel``'s
sharding reads. Unlike MindSpore, a call with a bad key or value changes nothing (every keyword is
checked before any is stored).

>>> import minicell as ms
>>> ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
>>> ms.get_auto_parallel_context("parallel_mode")
'data_parallel'
>>> ms.reset_auto_parallel_context()
>>> ms.get_auto_parallel_context("parallel_mode")
'stand_alone'
"""
import copy

from . import _comm_fusion as _comm_fusion_mod, _context_checks as _checks

# parallel.layout's Layout, which sits a layer above this module: it puts itself here when made
LAYOUT_TYPES = []


class ParallelMode:
    """The values of ``set_auto_parallel_context(parallel_mode=...)``.

    minicell runs ``STAND_ALONE`` (one device) and ``DATA_PARALLEL`` (the batch split over the
    group's devices, gradients all-reduced); ``SEMI_AUTO_PARALLEL`` uses the layouts given with
    ``shard``; ``HYBRID_PARALLEL`` and ``AUTO_PARALLEL`` are accepted and stored.

    >>> ParallelMode.DATA_PARALLEL
    'data_parallel'
    """
    STAND_ALONE = "stand_alone"
    DATA_PARALLEL = "data_parallel"
    HYBRID_PARALLEL = "hybrid_parallel"
    SEMI_AUTO_PARALLEL = "semi_auto_parallel"
    AUTO_PARALLEL = "auto_parallel"
    MODE_LIST = [STAND_ALONE, DATA_PARALLEL, HYBRID_PARALLEL, SEMI_AUTO_PARALLEL, AUTO_PARALLEL]


_SEARCH_MODES = ("recursive_programming", "dynamic_programming", "sharding_propagation")


def _type_check(key, value, kind):
    # MindSpore's own check: bool is accepted where an int is asked (it is one), not the reverse.
    if not isinstance(value, kind):
        raise TypeError(f"The parameter '{key}' must be {kind}, but got {type(value)}")


def _one_of(key, value, choices, shown_key, got):
    _type_check(key, value, str)
    if value not in choices:
        listed = ", ".join(f"'{c}'" for c in choices[:-1]) + f" and '{choices[-1]}'"
        raise ValueError(f"The context configuration parameter '{shown_key}' only support "
                         f"{listed}, but got {got} {value}.")
    return value


def _parallel_mode(key, value):
    return _one_of(key, value, ParallelMode.MODE_LIST, "parallel_mode", "the value :")


def _search_mode(key, value):
    return _one_of(key, value, _SEARCH_MODES, "auto_parallel_search_mode", "the value:")


def _device_num(key, value):
    _type_check(key, value, int)
    if value < 1:
        raise ValueError("The context configuration parameter 'device_num' must be a positive "
                         f"integer, but got the value of device_num : {value}.")
    return int(value)


def _global_rank(key, value):
    _type_check(key, value, int)
    if not 0 <= value <= 4095:
        raise ValueError("The context configuration parameter 'global_rank' must be in "
                         f"[0, 4095], but got the value of global_rank : {value}.")
    return int(value)


def _pipeline_stages(key, value):
    _type_check(key, value, int)
    if value < 1:
        raise ValueError("For 'set_auto_parallel_context', the argument 'pipeline_stages' should "
                         f"be greater or equal 1, but got the value of stages : {value}.")
    return int(value)


def _grad_accumulation_step(key, value):
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise ValueError("For 'grad_accumulation_step', the input value must be int and must > 0, "
                         f"but got '{value}' with type '{type(value).__name__}'.")
    if value > 1:
        raise ValueError("The interface is deprecated. To use gradient accumulation, please use "
                         "GradAccumulationCell in mindspore.nn.wrap.cell_wrapper.")
    return value


def _fusion_indices(key, value):
    _type_check(key, value, list)
    return _comm_fusion_mod.check_split_indices(value)


def _dataset_strategy(key, value):
    if isinstance(value, str):
        if value not in ("full_batch", "data_parallel"):
            raise ValueError("For 'set_auto_parallel_context', the argument 'dataset_strategy' "
                             f"must be 'full_batch' or 'data_parallel', but got the value : "
                             f"{value}.")
        return value
    if not isinstance(value, tuple):
        raise TypeError("For 'set_auto_parallel_context', the argument 'dataset_strategy' must be "
                        f"str or tuple type, but got the type : {type(value)}.")
    if value and isinstance(value[0], tuple(LAYOUT_TYPES)):
        return _dataset_layouts(value)
    for s in value:
        bad = type(s) if not isinstance(s, tuple) else next(
            (type(d) for d in s if not isinstance(d, int)), None)
        if bad is not None:
            raise TypeError("For 'set_auto_parallel_context', the element of argument "
                            f"'dataset_strategy' must be {'tuple' if bad is type(s) else 'int'}"
                            f"{'' if bad is type(s) else ' type'}, but got the type : {bad} .")
    return [list(s) for s in value]


def _dataset_layouts(value):
    """A dataset strategy of Layouts (one per input), kept as given (2.10's checks and texts)."""
    for lay in value:
        if not isinstance(lay, tuple(LAYOUT_TYPES)):
            raise TypeError(f"All the dataset_strategy elements should be Layout, but got "
                            f"{type(lay)}")
        if lay.to_dict()["interleaved_parallel"]:
            raise ValueError("For dataset_strategy, layout does not support interleaved_parallel")
    return value


def _known_keys(*known):
    """A dict setting whose keys must be among ``known`` (2.10's 'Unknown config' check)."""
    def check(key, value):
        _type_check(key, value, dict)
        for name in value:
            if name not in known:
                raise ValueError(f"Unknown config: {[name]}")
        return copy.deepcopy(value)
    return check


def _comm_fusion(key, value):
    _type_check(key, value, dict)
    return _comm_fusion_mod.check_comm_fusion(value)


def _auto_pipeline(key, value):
    if not isinstance(value, bool):
        raise TypeError("For 'set_auto_parallel_context', the argument 'auto_pipeline' must be "
                        f"bool, but got the type : {type(value)}.")
    return value


def _typed(kind):
    def check(key, value):
        _type_check(key, value, kind)
        return copy.deepcopy(value) if kind is dict else value
    return check


_BOOL, _INT, _STR, _DICT = _typed(bool), _typed(int), _typed(str), _typed(dict)

# key -> (default, check returning the value to store). Every key MindSpore 2.10 accepts.
_KEYS = {
    "device_num": (1, _device_num),
    "global_rank": (0, _global_rank),
    "gradients_mean": (False, _BOOL),
    "gradient_fp32_sync": (True, _BOOL),
    "loss_repeated_mean": (True, _BOOL),
    "parallel_mode": (ParallelMode.STAND_ALONE, _parallel_mode),
    "search_mode": ("recursive_programming", _search_mode),
    "auto_parallel_search_mode": ("recursive_programming", _search_mode),
    "parameter_broadcast": (False, _BOOL),
    "strategy_ckpt_load_file": ("", _STR),
    "strategy_ckpt_save_file": ("", _STR),
    "group_ckpt_save_file": ("", _STR),
    "strategy_ckpt_config": ({"load_file": "", "save_file": "", "only_trainable_params": True},
                             _DICT),
    "full_batch": (False, _BOOL),
    "dataset_strategy": ("data_parallel", _dataset_strategy),
    "enable_parallel_optimizer": (False, _BOOL),
    "parallel_optimizer_config": ({}, _checks.check_parallel_optimizer_config),
    "optimizer_weight_shard_size": (-1, _INT),
    "optimizer_weight_shard_aggregated_save": (False, _BOOL),
    "all_reduce_fusion_config": ([], _fusion_indices),
    "comm_fusion": (None, _comm_fusion),     # kept in ``fusion`` (merged, as 2.10 does)
    "communi_parallel_mode": ("all_group_parallel", _checks.check_communi_parallel_mode),
    "pipeline_stages": (1, _pipeline_stages),
    "pipeline_segments": (1, _INT),
    "pipeline_config": ({}, _known_keys("pipeline_interleave", "pipeline_scheduler")),
    "pipeline_result_broadcast": (False, _BOOL),
    "auto_pipeline": (False, _auto_pipeline),
    "grad_accumulation_step": (1, _grad_accumulation_step),
    "enable_alltoall": (False, _BOOL),
    "sharding_propagation": (False, _BOOL),
    "force_fp32_communication": (False, _BOOL),
    "init_param_in_compile": (True, _BOOL),
    "auto_parallel_new_interface": (False, _BOOL),
    "dump_local_norm": (False, _BOOL),
    "dump_local_norm_path": ("", _STR),
    "dump_device_local_norm": (False, _BOOL),
}
# Keys MindSpore sets but does not read back (they feed other keys), and keys it only reads.
_SET_ONLY = frozenset(("group_ckpt_save_file", "parallel_optimizer_config", "pipeline_config",
                       "pipeline_segments"))
_GET_ONLY = ("full_batch_is_set", "pipeline_interleave", "pipeline_scheduler")


# Keys that change how a graph is compiled (its mesh and input placement): setting one to a new
# value moves ``generation``, which compiled-graph caches key on, so the next call recompiles.
_COMPILE_KEYS = frozenset(("parallel_mode", "device_num", "full_batch", "dataset_strategy"))
generation = 0
_listeners = []


def on_change(fn):
    """Call ``fn()`` now and whenever ``generation`` moves."""
    _listeners.append(fn)
    fn()


def bump_generation():
    """Compiled graphs made before now no longer match the parallel setting."""
    global generation
    generation += 1
    for fn in _listeners:
        fn()


class _AutoParallelContext:
    """The stored values; ``device_num_is_set`` says whether the user chose ``device_num``
    (otherwise a parallel run uses the communication group's size, as MindSpore does)."""

    def __init__(self):
        self.reset()

    def reset(self):
        old = {k: self.values[k] for k in _COMPILE_KEYS} if hasattr(self, "values") else None
        self.values = {key: copy.deepcopy(default) for key, (default, _) in _KEYS.items()}
        self.device_num_is_set = False
        self.full_batch_is_set = False
        self.fusion = _comm_fusion_mod.FusionState()
        self.set_keys = set()
        if old is not None and old != {k: self.values[k] for k in _COMPILE_KEYS}:
            bump_generation()

    def set(self, kwargs):
        checked = {}
        for key, value in kwargs.items():
            if key not in _KEYS:
                raise ValueError(f"Set context keyword {key} is not recognized!")
            checked[key] = _KEYS[key][1](key, value)
        old = {k: self.values[k] for k in _COMPILE_KEYS}
        for key, value in checked.items():
            self._store(key, value)
            self.set_keys.add(key)
        if old != {k: self.values[k] for k in _COMPILE_KEYS}:
            bump_generation()

    def _store(self, key, value):
        if key == "comm_fusion":
            self.fusion.apply(value)
            return
        self.values[key] = value
        if key == "all_reduce_fusion_config":
            self.fusion.indices[""] = value
        elif key in ("search_mode", "auto_parallel_search_mode"):
            self.values["search_mode"] = self.values["auto_parallel_search_mode"] = value
        elif key == "device_num":
            self.device_num_is_set = True
        elif key == "full_batch":
            self.full_batch_is_set = True
            self.values["dataset_strategy"] = "full_batch" if value else "data_parallel"
        elif key == "dataset_strategy" and isinstance(value, str):
            self.values["full_batch"] = value == "full_batch"
        elif key in ("strategy_ckpt_load_file", "strategy_ckpt_save_file"):
            self.values["strategy_ckpt_config"][key[len("strategy_ckpt_"):]] = value
        elif key == "strategy_ckpt_config":
            self.values["strategy_ckpt_load_file"] = value.get("load_file", "")
            self.values["strategy_ckpt_save_file"] = value.get("save_file", "")

    def snapshot(self):
        """The whole state, for ``restore`` (AutoParallel sets its settings for one call)."""
        return copy.deepcopy((self.values, self.device_num_is_set, self.full_batch_is_set,
                              self.fusion, self.set_keys))

    def restore(self, state):
        old = {k: self.values[k] for k in _COMPILE_KEYS}
        (self.values, self.device_num_is_set, self.full_batch_is_set,
         self.fusion, self.set_keys) = copy.deepcopy(state)
        if old != {k: self.values[k] for k in _COMPILE_KEYS}:
            bump_generation()

    def get(self, key):
        if key == "full_batch_is_set":
            return self.full_batch_is_set
        if key == "pipeline_interleave":
            return bool(self.values["pipeline_config"].get("pipeline_interleave", False))
        if key == "pipeline_scheduler":
            return self.values["pipeline_config"].get("pipeline_scheduler", "1f1b")
        if key not in _KEYS or key in _SET_ONLY:
            raise ValueError(f"Get context keyword {key} is not recognized!")
        if key == "comm_fusion":
            return copy.deepcopy(self.fusion.comm_fusion)
        if key == "all_reduce_fusion_config":
            return list(self.fusion.indices.get("", []))
        return copy.deepcopy(self.values[key])


_auto_parallel_context = _AutoParallelContext()


def set_auto_parallel_context(**kwargs):
    """Set how networks are spread over devices: ``parallel_mode``, ``gradients_mean``, ...

    Every keyword of MindSpore 2.10 is accepted, type-checked and stored; an unknown one raises
    ``ValueError("Set context keyword foo is not recognized!")`` and nothing is changed.

    >>> import minicell as ms
    >>> ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
    >>> ms.get_auto_parallel_context("gradients_mean")
    True
    >>> ms.reset_auto_parallel_context()
    """
    _auto_parallel_context.set(kwargs)


def get_auto_parallel_context(attr_key):
    """Read one auto-parallel context value (``ValueError`` for a key MindSpore does not have).

    >>> get_auto_parallel_context("device_num")
    1
    """
    return _auto_parallel_context.get(attr_key)


def reset_auto_parallel_context():
    """Every auto-parallel key back to its default: one device, ``stand_alone``.

    >>> reset_auto_parallel_context()
    >>> get_auto_parallel_context("parallel_mode")
    'stand_alone'
    """
    _auto_parallel_context.reset()


def parallel_mode():
    """The current ``parallel_mode`` (no copy; for minicell's own code)."""
    return _auto_parallel_context.values["parallel_mode"]


def gradients_mean():
    """The current ``gradients_mean``."""
    return _auto_parallel_context.values["gradients_mean"]


def device_num_if_set():
    """``device_num`` when the user set it, else None (then the group's size is used)."""
    ctx = _auto_parallel_context
    return ctx.values["device_num"] if ctx.device_num_is_set else None


class _ContextView:
    """What MindSpore's private ``auto_parallel_context()`` returns, as scripts and MindSpore's
    parallel tests use it: ``get_<key>()``/``set_<key>(value)`` for every key, the fusion
    switches, thresholds and split lists, the ``*_is_set`` flags and ``reset()``."""

    def __getattr__(self, name):
        if name.startswith("get_"):
            key = name[len("get_"):]
            return lambda: get_auto_parallel_context(key)
        if name.startswith("set_") and name[len("set_"):] in _KEYS:
            key = name[len("set_"):]
            return lambda value: set_auto_parallel_context(**{key: value})
        raise AttributeError(name)

    def reset(self):
        reset_auto_parallel_context()

    def get_device_num_is_set(self):
        return _auto_parallel_context.device_num_is_set

    def get_global_rank_is_set(self):
        return "global_rank" in _auto_parallel_context.set_keys

    def get_parameter_broadcast_is_set(self):
        return "parameter_broadcast" in _auto_parallel_context.set_keys

    def get_strategy_search_mode(self):
        return get_auto_parallel_context("search_mode")

    def set_strategy_search_mode(self, search_mode):
        set_auto_parallel_context(search_mode=search_mode)

    def get_enable_fold_pipeline(self):
        return False

    def get_parallel_optimizer_threshold(self):
        config = _auto_parallel_context.values["parallel_optimizer_config"]
        return config.get("parallel_optimizer_threshold", -1)

    def get_grad_accumulation_shard(self):
        config = _auto_parallel_context.values["parallel_optimizer_config"]
        return config.get("gradient_accumulation_shard", False)

    def set_comm_fusion(self, config):
        _auto_parallel_context.fusion.set_comm_fusion(config)

    def get_comm_fusion(self):
        return get_auto_parallel_context("comm_fusion")

    def set_fusion_threshold_mb(self, fusion_threshold=64, comm_type="allreduce"):
        value = _comm_fusion_mod.check_threshold(fusion_threshold)
        if comm_type in _comm_fusion_mod.KINDS:
            _auto_parallel_context.fusion.threshold[comm_type] = value

    def fusion_threshold_mb(self):
        return _auto_parallel_context.fusion.threshold["allreduce"]

    def allgather_fusion_threshold_mb(self):
        return _auto_parallel_context.fusion.threshold["allgather"]

    def reducescatter_fusion_threshold_mb(self):
        return _auto_parallel_context.fusion.threshold["reducescatter"]

    def set_all_reduce_fusion_split_indices(self, indices, group=""):
        indices = _comm_fusion_mod.check_split_indices(indices)
        _auto_parallel_context.fusion.indices[_comm_fusion_mod.check_group(group)] = indices

    def get_all_reduce_fusion_split_indices(self, group=""):
        group = _comm_fusion_mod.check_group(group)
        return list(_auto_parallel_context.fusion.indices.get(group, []))

    def set_all_reduce_fusion_split_sizes(self, sizes, group=""):
        sizes = _comm_fusion_mod.check_split_sizes(sizes)
        _auto_parallel_context.fusion.sizes[_comm_fusion_mod.check_group(group)] = sizes

    def get_all_reduce_fusion_split_sizes(self, group=""):
        group = _comm_fusion_mod.check_group(group)
        return list(_auto_parallel_context.fusion.sizes.get(group, []))


def _fusion_switch(kind, name):
    """The ``set_enable_<name>_fusion(enable_<name>_fusion)`` and getter pair for one kind."""
    def set_enable(self, *args, **kwargs):
        if len(args) + len(kwargs) != 1 or (kwargs and f"enable_{name}_fusion" not in kwargs):
            raise TypeError(f"set_enable_{name}_fusion() takes the one argument "
                            f"'enable_{name}_fusion'")
        enable = args[0] if args else kwargs[f"enable_{name}_fusion"]
        _auto_parallel_context.fusion.enabled[kind] = _comm_fusion_mod.check_enable(kind, enable)

    def get_enable(self):
        return _auto_parallel_context.fusion.enabled[kind]
    return set_enable, get_enable


for _kind, _name in (("allreduce", "all_reduce"), ("allgather", "all_gather"),
                     ("reducescatter", "reduce_scatter")):
    _set, _get = _fusion_switch(_kind, _name)
    setattr(_ContextView, f"set_enable_{_name}_fusion", _set)
    setattr(_ContextView, f"get_enable_{_name}_fusion", _get)


def auto_parallel_context():
    """MindSpore's private accessor of the auto-parallel context (used by model-zoo scripts).

    >>> auto_parallel_context().get_parallel_mode()
    'stand_alone'
    """
    return _ContextView()


__all__ = ["ParallelMode", "set_auto_parallel_context", "get_auto_parallel_context",
           "reset_auto_parallel_context"]
