"""ParamInfo: the record of a Parameter's name and flags (MindSpore's ``Parameter.param_info``).

A Parameter reads its ``name``, ``requires_grad``, ``layerwise_parallel``, ``parallel_optimizer``
and ``comm_fusion`` from its ParamInfo, so code that swaps the record moves them all at once, as
in MindSpore 2.10 (mindformers' AdamW names its moment states this way:
``state.param_info = param.param_info.clone()``, then ``state.name = 'adam_m.' + state.name``).
Attributes a user sets on the record (``cloned_obj``) stay on it and are not cloned.

>>> import minicell as ms
>>> w = ms.Parameter(ms.Tensor([1.0]), name="w", requires_grad=False)
>>> m = ms.Parameter(ms.Tensor([0.0]))
>>> m.param_info = w.param_info.clone()
>>> m.name = "adam_m." + m.name
>>> m.name, m.requires_grad, w.name
('adam_m.w', False, 'w')
"""

# The flags a clone copies (2.10, measured); the rest of 2.10's record is parallel and cache
# bookkeeping, kept at its defaults.
_CLONED = ("name", "requires_grad", "layerwise_parallel", "parallel_optimizer", "comm_fusion")
_DEFAULTS = {
    "name": "Parameter", "requires_grad": True, "layerwise_parallel": False,
    "parallel_optimizer": True, "comm_fusion": 1, "cache_enable": False, "key": -1,
    "requires_aggr": True, "is_param_init": False, "is_pipeline_shared_param": False,
    "parallel_optimizer_comm_recompute": False, "interleaved_parallel": False,
    "is_in_pynative_shard": False, "is_quant_int4": False, "use_persistent_storage": False,
    "storage_format": "",
}


class ParamInfo:
    """``ParamInfo()``: a Parameter's name and flags (defaults: name ``'Parameter'``,
    ``requires_grad`` True); ``clone()`` copies the name and the gradient/parallel flags."""

    def __init__(self):
        self.__dict__.update(_DEFAULTS)

    @property
    def obj(self):
        """The Parameter the record was last given to (2.10: AttributeError before that)."""
        try:
            return self.__dict__["_obj"]
        except KeyError:
            raise AttributeError("'mindspore._c_expression.ParamInfo' object has no attribute "
                                 "'obj'") from None

    def clone(self):
        """A new record with this one's name, requires_grad, layerwise_parallel,
        parallel_optimizer and comm_fusion."""
        new = ParamInfo()
        for key in _CLONED:
            setattr(new, key, getattr(self, key))
        return new
