"""``MindDataParser``: reads MindData's (the dataset pipeline's) profiling files."""
import os
from typing import Any, Dict, List, Optional, Tuple

from minicell import log as logger
from minicell.profiler.common.constant import ProfilerActivity
from minicell.profiler.common.exceptions.exceptions import (ProfilerPathErrorException,
                                                            ProfilerRawFileException)
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from .base_parser import BaseParser


class MindDataParser(BaseParser):
    """Adds ``pipeline_info`` (``({op_id: op info}, sampling interval)``),
    ``cpu_util_info``, ``device_trace_info`` (lines) and ``device_queue_file_found``
    when the pipeline file exists (nothing otherwise)."""
    _FILE_NAMES = {
        "pipeline": "pipeline_profiling_{}.json",
        "cpu_utilization": "minddata_cpu_utilization_{}.json",
        "device_queue": "device_queue_profiling_{}.txt",
        "device_iterator": "dataset_iterator_profiling_{}.txt",
    }

    def __init__(self, next_parser: Optional[BaseParser] = None, **kwargs):
        super().__init__(next_parser)
        npu = ProfilerActivity.NPU.value in kwargs.get("activities")
        self._device_id = kwargs.get("rank_id") if npu else kwargs.get("device_id")
        self._output_path = kwargs.get("framework_path")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()
        self._device_trace_path = None
        self._device_queue_file_found = None
        self._file_paths = self._setup_file_paths()

    def _setup_file_paths(self) -> Dict[str, str]:
        return {key: os.path.join(self._output_path, name.format(self._device_id))
                for key, name in self._FILE_NAMES.items()}

    def _parse(self, data=None) -> Dict[str, Any]:
        data = {} if data is None else data
        if not os.path.exists(self._file_paths["pipeline"]):
            logger.info("pipeline profiling file %s does not exist. Please check whether "
                        "minddata profiling data should exist.", self._file_paths["pipeline"])
            return data
        pipeline_info = self._parse_pipeline_info_dict()
        cpu_util_info = self._parse_cpu_util_info()
        device_trace_info = self._parse_device_trace()
        self._logger.info("MindDataParser parse done")
        data.update({"pipeline_info": pipeline_info, "cpu_util_info": cpu_util_info,
                     "device_trace_info": device_trace_info,
                     "device_queue_file_found": self._device_queue_file_found})
        return data

    def _parse_pipeline_info_dict(self) -> Tuple[Dict[str, Any], float]:
        """``({op_id: op info}, sampling interval)``; ``ProfilerRawFileException`` for an
        empty or malformed file (no interval or ops, repeated op ids)."""
        info = FileManager.read_json_file(self._file_paths["pipeline"])
        if not info:
            raise ProfilerRawFileException("The minddata pipeline file is empty.")
        interval, op_info = info.get("sampling_interval"), info.get("op_info")
        if interval is None or not op_info:
            raise ProfilerRawFileException("The format of minddata pipeline raw file is wrong.")
        by_id = {item["op_id"]: item for item in op_info if item}
        if len(by_id) != len(op_info):
            raise ProfilerRawFileException(
                "The content of minddata pipeline raw file is wrong.")
        return by_id, interval

    def _parse_cpu_util_info(self) -> Dict[str, Any]:
        path = self._file_paths["cpu_utilization"]
        try:
            info = FileManager.read_json_file(path)
            if not info:
                raise RuntimeError(f"The MindData CPU utilization file {path} is empty.")
        except RuntimeError as err:
            info = {}
            logger.warning(f"Failed to read the MindData CPU utilization data. ERROR:{err}")
        return info

    def _parse_device_trace(self) -> List[Any]:
        try:
            self._device_trace_path, self._device_queue_file_found = self._setup_device_trace()
            lines = FileManager.read_txt_file(self._device_trace_path)
            if not lines:
                raise RuntimeError(
                    f"The MindData trace profiling file {self._device_trace_path} is empty.")
        except RuntimeError as err:
            lines = []
            logger.warning(f"Failed to read the MindData device trace data. ERROR:{err}")
        return lines

    def _setup_device_trace(self) -> Tuple[str, bool]:
        """The device-queue trace (``True``) or else the iterator trace (``False``);
        ``ProfilerPathErrorException`` when neither exists."""
        queue_path = self._file_paths["device_queue"]
        if os.path.exists(queue_path):
            return queue_path, True
        iterator_path = self._file_paths["device_iterator"]
        if os.path.exists(iterator_path):
            return iterator_path, False
        raise ProfilerPathErrorException(
            "A MindData device trace profiling file cannot be found.")
