"""``MsDatasetViewer``: ``dataset.csv``, the dataset pipeline's framework ops (module
graph ``Dataset``) by event, stage and custom info, with their mean duration."""
import os
from collections import defaultdict
from typing import Any, Dict, List

from minicell import log as logger
from minicell.profiler.common.constant import FileConstant
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from ..parser.timeline_event.fwk_event import FwkCompleteEvent, OpRangeStructField
from .base_viewer import BaseViewer

_START = OpRangeStructField.START_TIME_NS.value
_END = OpRangeStructField.END_TIME_NS.value


class MsDatasetViewer(BaseViewer):
    """Writes ``<ascend_profiler_output_path>/dataset.csv``."""
    _DATASET_FILE_NAME = "dataset.csv"
    _DATASET_OP_PREFIX = "Dataset"
    _COL_NAMES = ["Operation", "Stage", "Occurrences", "Avg. time (us)", "Custom Info"]

    def __init__(self, **kwargs):
        super().__init__()
        self._save_path = os.path.join(kwargs.get("ascend_profiler_output_path"),
                                       self._DATASET_FILE_NAME)
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def save(self, data: Dict[str, Any]) -> None:
        """Tabulate ``mindspore_op_list`` and write (errors are logged)."""
        self._logger.info("MsDatasetViewer start")
        try:
            self._save_data(self._calculate_data(data.get("mindspore_op_list", [])))
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save dataset.csv: %s", e, exc_info=True)
        self._logger.info("MsDatasetViewer end")

    def _save_data(self, dataset_statistics: List[List[Any]]) -> None:
        if not dataset_statistics:
            return
        self._logger.info("Save dataset statistics start")
        FileManager.create_csv_file(self._save_path, dataset_statistics, self._COL_NAMES)
        self._logger.info("Save dataset statistics done")

    def _calculate_data(self, fwk_tlv_data: List[Dict]) -> List[List[Any]]:
        """Rows ``[event, stage, count, mean us (2 decimals), custom info]`` in first-seen
        order; an op named other than ``Dataset::<event>::<stage>`` is skipped (warned)."""
        durations = defaultdict(list)
        for record in fwk_tlv_data:
            fix = record[FileConstant.FIX_SIZE_DATA]
            if not fix[_START] < fix[_END]:
                continue
            if record.get(OpRangeStructField.MODULE_GRAPH.value, "") != self._DATASET_OP_PREFIX:
                continue
            op = FwkCompleteEvent(record)
            parts = op.name.split("::")
            if len(parts) != 3:
                logger.warning(f"Invalid dataset op name: {op.name}")
                continue
            durations[f"{parts[1]}::{parts[2]}::{op.custom_info}"].append(op.dur)
        rows = []
        for key, durs in durations.items():
            event, stage, custom_info = key.split("::")
            rows.append([event, stage, len(durs), round(float(sum(durs) / len(durs)), 2),
                         custom_info])
        return rows
