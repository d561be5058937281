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
