"""``set_algo_parameters``: the settings of MindSpore's AUTO_PARALLEL strategy search.

minicell has no strategy search (AUTO_PARALLEL is accepted and stored, layouts come from
``shard``), so these values are checked and stored as MindSpore does and change nothing else.

>>> set_algo_parameters(elementwise_op_strategy_follow=True)
>>> get_algo_parameters("elementwise_op_strategy_follow")
True
>>> reset_algo_parameters()
"""
_DEFAULTS = {"fully_use_devices": False, "elementwise_op_strategy_follow": False,
             "enable_algo_approxi": False, "algo_approxi_epsilon": 0.1,
             "tensor_slice_align_enable": False, "tensor_slice_align_size": 16}
_values = dict(_DEFAULTS)


def _check(key, value):
    if key not in _DEFAULTS:
        raise ValueError(f"Set context keyword {key} is not recognized!")
    kind = type(_DEFAULTS[key])
    if value is not None and not isinstance(value, kind):    # 2.10's args_type_check
        raise TypeError(f"The parameter '{key}' must be {kind}, but got {type(value)}")
    if kind is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 1:
            raise ValueError(f"'{key}' must be a float in (0, 1], but got {value!r}.")
    elif kind is int:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1024:
            raise ValueError(f"'{key}' must be an int in [1, 1024], but got {value!r}.")
    elif not isinstance(value, bool):
        raise TypeError(f"'{key}' must be bool, but got {type(value).__name__}.")


def set_algo_parameters(**kwargs):
    """Store AUTO_PARALLEL search settings (all checked before any is stored)."""
    for key, value in kwargs.items():
        _check(key, value)
    _values.update(kwargs)


def get_algo_parameters(attr_key):
    if attr_key not in _DEFAULTS:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return _values[attr_key]


def reset_algo_parameters():
    _values.clear()
    _values.update(_DEFAULTS)
