"""``_ExperimentalConfig``: ``Profiler(experimental_config=...)``'s options (2.10's defaults)."""
from .common.constant import AicoreMetrics, ProfilerLevel

__all__ = ["_ExperimentalConfig"]

_FIELDS = ("profiler_level", "aic_metrics", "l2_cache", "mstx", "data_simplification",
           "export_type", "mstx_domain_include", "mstx_domain_exclude", "sys_io",
           "sys_interconnection", "host_sys")


class _ExperimentalConfig:
    """Holds the options; ``Profiler`` reads them in place of its own keyword arguments."""

    def __init__(self, profiler_level: ProfilerLevel = ProfilerLevel.Level0,
                 aic_metrics: AicoreMetrics = AicoreMetrics.AiCoreNone, l2_cache: bool = False,
                 mstx: bool = False, data_simplification: bool = True, export_type: list = None,
                 mstx_domain_include: list = None, mstx_domain_exclude: list = None,
                 sys_io: bool = False, sys_interconnection: bool = False,
                 host_sys: list = None):
        values = locals()
        for name in _FIELDS:
            setattr(self, "_" + name, values[name])


def _field(name):
    return property(lambda self: getattr(self, "_" + name),
                    lambda self, value: setattr(self, "_" + name, value),
                    doc=f"The ``{name}`` option.")


for _name in _FIELDS:
    setattr(_ExperimentalConfig, _name, _field(_name))
del _name
