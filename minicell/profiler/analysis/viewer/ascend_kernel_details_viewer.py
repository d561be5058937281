"""``AscendKernelDetailsViewer``: ``kernel_details.csv`` from msprof's op summary, each
kernel named after the framework op that launched it and given its step id."""
import os
from decimal import Decimal

from minicell import log as logger
from minicell.profiler.common.constant import (JitLevel, OpSummaryHeaders, ProfilerActivity,
                                               ProfilerLevel)
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from .base_viewer import BaseViewer

_S = OpSummaryHeaders


class AscendKernelDetailsViewer(BaseViewer):
    """Writes ``<ascend_profiler_output_path>/kernel_details.csv``."""
    KERNEL_DETAILS_FILE_NAME = "kernel_details.csv"
    EXCLUDE_HEADERS = [_S.DEVICE_ID.value]
    LEVEL0_EXCLUDE_HEADERS = [h.value for h in (
        _S.MIX_BLOCK_NUM, _S.HF32_ELIGIBLE, _S.INPUT_SHAPES, _S.INPUT_DATA_TYPES,
        _S.INPUT_FORMATS, _S.OUTPUT_SHAPES, _S.OUTPUT_DATA_TYPES, _S.OUTPUT_FORMATS,
        _S.CONTEXT_ID)]
    RENAME_HEADERS = {
        _S.OP_NAME.value: "Name", _S.OP_TYPE.value: "Type",
        _S.TASK_TYPE.value: "Accelerator Core", _S.TASK_START_TIME.value: "Start Time(us)",
        _S.TASK_DURATION.value: "Duration(us)", _S.TASK_WAIT_TIME.value: "Wait Time(us)"}

    def __init__(self, **kwargs):
        super().__init__()
        self._save_path = os.path.join(kwargs.get("ascend_profiler_output_path"),
                                       self.KERNEL_DETAILS_FILE_NAME)
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._is_set_schedule = kwargs.get("is_set_schedule")
        self._jit_level = kwargs.get("jit_level")
        self._profiler_level = kwargs.get("profiler_level")
        self._activities = kwargs.get("activities")
        self.op_summary_headers = None
        self.op_summary = None
        self.trace_container = None
        self.kernel_details_headers = None
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def save(self, data):
        """Rename, relabel and write (not for ``LevelNone``; errors are logged)."""
        self._logger.info("AscendKernelDetailsViewer start")
        try:
            if self._profiler_level == ProfilerLevel.LevelNone.value:
                return
            self._check_input_data(data)
            self._update_kernel_name_and_step_id()
            self._update_headers()
            self._write_data()
            self._logger.info("Kernel details saved done")
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save kernel details: %s", str(e), exc_info=True)
        self._logger.info("AscendKernelDetailsViewer end")

    def _check_input_data(self, data):
        self.trace_container = data.get("trace_view_container", None)
        self.op_summary = data.get("op_summary", None)
        self.op_summary_headers = data.get("op_summary_headers", None)
        if self.op_summary is None or self.op_summary.size == 0:
            raise ValueError("op summary is empty")
        if self.trace_container is None:
            raise ValueError("trace view container is None")

    def _write_data(self):
        self._logger.info("Kernel details saved start")
        rows = [[row[field] for field in self.op_summary_headers] for row in self.op_summary]
        FileManager.create_csv_file(file_path=self._save_path, data=rows,
                                    headers=self.kernel_details_headers)
        self._logger.info("Kernel details saved done")

    def _keeps_step_id(self) -> bool:
        return bool(self._is_set_schedule) and self._jit_level != JitLevel.GRAPH_LEVEL

    def _update_headers(self):
        """Drop the device id (and at Level0 the shape/format columns), the step id
        unless steps were scheduled outside graph mode; rename to the CSV's headers."""
        dropped = set(self.EXCLUDE_HEADERS)
        if self._profiler_level == ProfilerLevel.Level0.value:
            dropped.update(self.LEVEL0_EXCLUDE_HEADERS)
        self.op_summary_headers = [h for h in self.op_summary_headers if h not in dropped]
        if not self._keeps_step_id() or not self.trace_container.get_step_id_time_dict():
            self.op_summary_headers.remove(_S.STEP_ID.value)
        self.kernel_details_headers = [self.RENAME_HEADERS.get(h, h)
                                       for h in self.op_summary_headers]

    def _update_kernel_name_and_step_id(self):
        self._logger.info("Update kernel name start")
        dev_kernels = self.trace_container.hardware_op_event
        steps = self.trace_container.get_step_id_time_dict()
        if ProfilerActivity.CPU.value in self._activities:
            self._update_kernel_detail_op_name_and_step_id(dev_kernels, steps)

    def _update_kernel_detail_op_name_and_step_id(self, dev_kernels, step_id_to_time_dict):
        """Op name ``<launch op>/<kernel>`` for the kernels a launch op reached, and
        each row's step (by its launch op's start, else by its own)."""
        _generate_hardware_op_event_step_id(dev_kernels, step_id_to_time_dict)
        if not dev_kernels and self._jit_level != JitLevel.GRAPH_LEVEL:
            logger.warning("Cannot find the device kernels with MindSpore framework launch op, ")
            return
        by_name_ts = {(k.name, str(k.ts)): k for kernels in dev_kernels.values()
                      for k in kernels}
        names, step_ids = [], []
        for summary in self.op_summary:
            name = summary[_S.OP_NAME.value]
            ts = str(summary[_S.TASK_START_TIME.value]).strip("\t")
            kernel = by_name_ts.get((name, ts))
            launch_name = kernel.parent.name if kernel and kernel.parent else None
            step_id = kernel.step_id if kernel else None
            if step_id is None:
                step_id = _get_step_id_by_ts(Decimal(ts), step_id_to_time_dict)
            if launch_name is None:
                self._logger.warning("Can not find fwk launch op for dev kernel %s, ts %s",
                                     name, ts)
                names.append(name)
            else:
                names.append(f"{launch_name}/{name}")
            if step_id is None and self._keeps_step_id():
                self._logger.warning("Can not find step id for dev kernel %s, ts %s", name, ts)
                step_ids.append(None)
            else:
                step_ids.append(step_id)
        self.op_summary[_S.OP_NAME.value] = names
        if self._keeps_step_id():
            self.op_summary[_S.STEP_ID.value] = step_ids
        self._logger.info("Update kernel name done")


def _generate_hardware_op_event_step_id(hardware_op_events_dict: dict,
                                        step_id_to_time_dict: dict):
    """Give each hardware event with a launch op the step of that op's start."""
    for events in hardware_op_events_dict.values():
        for event in events:
            if event.parent:
                event.step_id = _get_step_id_by_ts(event.parent.ts, step_id_to_time_dict)


def _get_step_id_by_ts(ts: Decimal, step_events_dict: dict):
    """The step whose ``[start, end]`` holds ``ts``; else the last step; ``None``
    without steps."""
    for step_id, (start, end) in step_events_dict.items():
        if start <= ts <= end:
            return step_id
    return list(step_events_dict)[-1] if step_events_dict else None
