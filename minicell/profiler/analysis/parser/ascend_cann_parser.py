"""``AscendMsprofParser``: exports the CANN (msprof) data and reads its op summary and
timeline."""
import glob
import os
from typing import Dict, Optional

import numpy as np

from minicell import log as logger
from minicell.profiler.common.constant import ExportType, ProfilerLevel
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from minicell.profiler.common.path_manager import PathManager
from .base_parser import BaseParser


class AscendMsprofParser(BaseParser):
    """Adds ``op_summary`` (rows of msprof's op_summary CSVs, with ``Step ID``),
    ``op_summary_headers`` and ``msprof_timeline`` (msprof's timeline events)."""
    _MSPROF_TIMELINE_FILE_PATTERN = ["msprof_[0-9]*.json", "msprof_slice_*.json"]
    _OP_SUMMARY_FILE_PATTERN = "op_summary_*.csv"
    OVERSIZE_MB = 1024

    def __init__(self, next_parser: Optional[BaseParser] = None, **kwargs):
        super().__init__(next_parser)
        self._kwargs = kwargs
        self._msprof_profile_output_path = kwargs.get("msprof_profile_output_path")
        self._msprof_profile_host_path = kwargs.get("msprof_profile_host_path")
        self._msprof_profile_device_path = kwargs.get("msprof_profile_device_path")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._profiler_level = kwargs.get("profiler_level")
        self._export_type = kwargs.get("export_type")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()
        self.op_summary = None
        self.op_summary_headers = None
        self.msprof_timeline = []

    def _parse(self, data=None) -> Dict:
        data = {} if data is None else data
        self._check_msprof_data_size()
        # msprof's exporter (the CANN toolkit's command line) exists only with Ascend
        from minicell.profiler.common.ascend_msprof_exporter import AscendMsprofExporter
        AscendMsprofExporter(**self._kwargs).export()
        self._logger.info("AscendMsprofExporter export done.")
        self._parse_op_summary()
        self._logger.info("AscendMsprofParser parse op summary done.")
        self._parse_msprof_timeline()
        self._logger.info("AscendMsprofParser parse msprof timeline done.")
        data.update({"op_summary": self.op_summary,
                     "op_summary_headers": self.op_summary_headers,
                     "msprof_timeline": self.msprof_timeline})
        return data

    def _exports_db_only(self) -> bool:
        return self._export_type == [ExportType.Db.value]

    def _parse_op_summary(self):
        if self._profiler_level == ProfilerLevel.LevelNone.value or self._exports_db_only():
            return
        paths = glob.glob(os.path.join(self._msprof_profile_output_path,
                                       self._OP_SUMMARY_FILE_PATTERN))
        if not paths:
            logger.error("Failed to find op_summary_*.csv in directory: "
                         f"{self._msprof_profile_output_path}")
            return
        for path in paths:
            rows, self.op_summary_headers = FileManager.read_csv_file_as_numpy(
                file_path=path, extern_headers=["Step ID"])
            self.op_summary = (rows if self.op_summary is None
                               else np.concatenate([self.op_summary, rows], axis=0))

    def _parse_msprof_timeline(self) -> None:
        if self._exports_db_only():
            return
        paths = []
        for pattern in self._MSPROF_TIMELINE_FILE_PATTERN:
            paths.extend(glob.glob(os.path.join(self._msprof_profile_output_path, pattern)))
        if not paths:
            raise RuntimeError("Failed to find msprof JSON files in directory: "
                               f"{self._msprof_profile_output_path}")
        for path in paths:
            self._process_timeline_file(path)
        if not self.msprof_timeline:
            logger.error("Failed to collect msprof timeline data")

    def _process_timeline_file(self, file_path: str) -> None:
        try:
            events = FileManager.read_json_file(file_path)
        except RuntimeError as err:
            logger.error(f"Failed to read file: {file_path}. Error: {str(err)}")
            return
        if events:
            self.msprof_timeline.extend(events)
        else:
            logger.warning(f"Msporf timeline data in {file_path} is empty.")

    def _check_msprof_data_size(self) -> None:
        """Warn when the host and device data reach ``OVERSIZE_MB``."""
        total = (PathManager.get_directory_size(self._msprof_profile_host_path)
                 + PathManager.get_directory_size(self._msprof_profile_device_path))
        if total >= self.OVERSIZE_MB:
            logger.warning(f"The size of profiling data is too large: {total} MB, which may "
                           "spend a lot of time on analysing, you can consider reducing the "
                           "number of collection steps")
