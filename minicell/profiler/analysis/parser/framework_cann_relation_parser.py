"""``FrameworkCannRelationParser``: assembles the Ascend timeline into the flow data."""
from typing import Any, Dict

from minicell.profiler.common.log import ProfilerLogger
from .base_parser import BaseParser
from .timeline_assembly_factory.ascend_timeline_assembler import AscendTimelineAssembler


class FrameworkCannRelationParser(BaseParser):
    """Adds ``trace_view_container`` (framework/CANN/hardware events and flows)."""

    def __init__(self, **kwargs):
        super().__init__()
        self.assembler = AscendTimelineAssembler(**kwargs)
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(kwargs.get("ascend_ms_dir"))
        self._logger = ProfilerLogger.get_instance()

    def _parse(self, data: Dict[str, Any]) -> Dict[str, Any]:
        self.assembler.assemble(data)
        self._logger.info("FrameworkCannRelationParser assemble done")
        container = self.assembler.get_trace_view_container()
        self._logger.info("FrameworkCannRelationParser get trace view container done")
        data["trace_view_container"] = container
        return data
