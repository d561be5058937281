"""``AscendTimelineViewer``: ``trace_view.json``, the assembled timeline (trace events)."""
import os
from typing import Dict, List

from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from .base_viewer import BaseViewer


class AscendTimelineViewer(BaseViewer):
    """Writes the ``trace_view_container``'s events to
    ``<ascend_profiler_output_path>/trace_view.json``."""
    _TRACE_VIEW_FILE_NAME = "trace_view.json"

    def __init__(self, **kwargs):
        super().__init__()
        self._save_path = os.path.join(kwargs.get("ascend_profiler_output_path"),
                                       self._TRACE_VIEW_FILE_NAME)
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def save(self, data: Dict) -> None:
        """Write the file (errors are logged)."""
        self._logger.info("AscendTimelineViewer start")
        try:
            container = data.get("trace_view_container", None)
            if not container:
                raise RuntimeError(
                    "The trace view container is None, Failed to save trace_view.json.")
            self._save_data(container.get_trace_view())
            self._logger.info("Trace viewer save trace_view.json done")
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save trace_view.json: %s", e, exc_info=True)
        self._logger.info("AscendTimelineViewer end")

    def _save_data(self, timeline_data: List[Dict]) -> None:
        self._logger.info("Trace view saved start")
        FileManager.create_json_file(self._save_path, timeline_data)
        self._logger.info("Trace view saved done, save path: %s", self._save_path)
