"""``FrameworkParser``: reads the framework's host data (op ranges, CPU op timestamps)."""
import os
import struct
from typing import Any, Dict, List, Optional

from minicell import log as logger
from minicell.profiler.common.constant import DeviceTarget, FileConstant, ProfilerActivity
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from minicell.profiler.common.tlv_decoder import TLVDecoder
from .base_parser import BaseParser
from .timeline_event.fwk_event import FwkFixSizeFormat, OpRangeStructField

_STEP = OpRangeStructField.STEP.value


class FrameworkParser(BaseParser):
    """Adds ``mindspore_op_list`` (decoded ``mindspore.op_range`` records, Ascend only)
    and ``cpu_op_lines`` (``cpu_op_execute_timestamp_<rank>.txt``) with CPU activity."""
    _OP_RANGE_FILE_NAME = "mindspore.op_range"
    _CPU_OP_TIMESTAMP_FILE_NAME = "cpu_op_execute_timestamp_{}.txt"

    def __init__(self, next_parser: Optional[BaseParser] = None, **kwargs):
        super().__init__(next_parser)
        self._rank_id = kwargs.get("rank_id")
        self._activities = kwargs.get("activities")
        self._step_list = kwargs.get("step_list")
        self._framework_path = kwargs.get("framework_path")
        self._device_target = kwargs.get("device_target")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._op_range_path = os.path.join(self._framework_path, self._OP_RANGE_FILE_NAME)
        self._cpu_op_path = os.path.join(self._framework_path,
                                         self._CPU_OP_TIMESTAMP_FILE_NAME.format(self._rank_id))
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def _parse(self, data: Dict[str, Any]) -> Dict[str, Any]:
        if ProfilerActivity.CPU.value not in self._activities:
            return data
        op_list = self._parse_op_range_data()
        self._logger.info("FrameworkParser parse op range done.")
        cpu_lines = self._parse_cpu_op_data()
        self._logger.info("FrameworkParser parse cpu op done.")
        data.update({"mindspore_op_list": op_list, "cpu_op_lines": cpu_lines})
        return data

    def _parse_op_range_data(self) -> List[Dict]:
        if self._device_target == DeviceTarget.CPU.value:
            return []
        if not os.path.exists(self._op_range_path):
            logger.error("Failed to find op_range data. Skipping parse host profiler data.")
            return []
        fmt = FwkFixSizeFormat.OpRangeStruct
        try:
            raw = FileManager.read_file_content(self._op_range_path, "rb")
            records = TLVDecoder.decode(raw, fmt, struct.calcsize(fmt))
            self._logger.info("FrameworkParser parse op range done, op_range_list length: %d",
                              len(records))
            if not records:
                logger.error("Failed to decode op_range data: empty result from file "
                             f"{self._op_range_path}")
            return self._filter_op_range_list(records)
        except RuntimeError as err:
            logger.error(f"Failed to read file: {self._op_range_path}. Error: {str(err)}")
            return []

    def _filter_op_range_list(self, op_range_list: List[Dict]) -> List[Dict]:
        """The records of the profiled steps (``step_list`` counts from the first step
        recorded, 1-based); all of them without a step list."""
        if not self._step_list or not isinstance(self._step_list, list):
            return op_range_list
        first = min(op[FileConstant.FIX_SIZE_DATA][_STEP] for op in op_range_list)
        wanted = [step - 1 + first for step in self._step_list]
        return [op for op in op_range_list if op[FileConstant.FIX_SIZE_DATA][_STEP] in wanted]

    def _parse_cpu_op_data(self) -> List[str]:
        if not os.path.exists(self._cpu_op_path):
            return []
        try:
            return FileManager.read_txt_file(self._cpu_op_path)
        except RuntimeError as err:
            logger.warning(f"Failed to read file: {self._cpu_op_path}. Error: {str(err)}")
            return []
