"""MindSpore's private ``mindspore.parallel._cost_model_context``: knobs of the auto-parallel
strategy search's cost model. minicell's parallel search has no cost model, so the setters only
check their argument and record it.

>>> _set_multi_subgraphs(); _get_multi_subgraphs()
True
"""
_CONTEXT = {"multi_subgraphs": False, "rp_matmul_mem_coef": 0.1}


def _set_multi_subgraphs(multi_subgraph=True):
    if not isinstance(multi_subgraph, bool):
        raise TypeError(f"multi_subgraph must be bool, but got {type(multi_subgraph).__name__}")
    _CONTEXT["multi_subgraphs"] = multi_subgraph


def _get_multi_subgraphs():
    return _CONTEXT["multi_subgraphs"]


def _set_rp_matmul_mem_coef(coef):
    if isinstance(coef, bool) or not isinstance(coef, (int, float)) or coef <= 0:
        raise ValueError(f"rp_matmul_mem_coef must be a positive number, but got {coef}")
    _CONTEXT["rp_matmul_mem_coef"] = float(coef)


def _get_rp_matmul_mem_coef():
    return _CONTEXT["rp_matmul_mem_coef"]


# The cost-model knobs ``set_cost_model_context`` takes (zoo training scripts set
# ``device_memory_capacity`` and ``costmodel_gamma``/``costmodel_beta`` before auto-parallel
# training), with MindSpore 2.10's defaults; recorded, as the search has no cost model to feed.
_COST_MODEL_DEFAULTS = {
    "device_memory_capacity": 16.0 * 1024 ** 3, "costmodel_alpha": 1.0,
    "costmodel_beta": 400.0, "costmodel_gamma": 0.001, "costmodel_communi_threshold": 2048.0,
    "costmodel_communi_const": 3072.0, "costmodel_communi_bias": 1024.0, "run_phase": 0,
    "costmodel_allreduce_fusion_algorithm": 0, "costmodel_allreduce_fusion_times": 0,
    "costmodel_allreduce_fusion_tail_percent": 0.1, "costmodel_allreduce_fusion_tail_time": 0.1,
    "costmodel_allreduce_fusion_allreduce_inherent_time": 0.1,
    "costmodel_allreduce_fusion_allreduce_bandwidth": 0.1,
    "costmodel_allreduce_fusion_computation_time_parameter": 0.1,
}
_COST_MODEL = dict(_COST_MODEL_DEFAULTS)


def set_cost_model_context(**kwargs):
    """Record cost-model knobs (``device_memory_capacity=...``, ``costmodel_gamma=...``)."""
    for key, value in kwargs.items():
        if key not in _COST_MODEL:
            raise ValueError(f"Set context keyword {key} is not recognized!")
        _COST_MODEL[key] = value


def get_cost_model_context(attr_key):
    """The recorded value of one cost-model knob."""
    if attr_key not in _COST_MODEL:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return _COST_MODEL[attr_key]


def reset_cost_model_context():
    """Every cost-model knob back to its default."""
    _COST_MODEL.update(_COST_MODEL_DEFAULTS)
