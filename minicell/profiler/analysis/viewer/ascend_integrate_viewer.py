"""``AscendIntegrateViewer``: copies msprof's summary CSVs into the output directory."""
import glob
import os
from typing import List

from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from .base_viewer import BaseViewer


class AscendIntegrateViewer(BaseViewer):
    """The first ``<prefix>_*`` file of each prefix becomes ``<prefix>.csv``; the first
    ``aicpu_<n>.csv`` becomes ``data_preprocess.csv``."""
    CSV_PREFIX_NAME = ["l2_cache", "api_statistic", "op_statistic", "static_op_mem",
                       "hbm", "nic", "roce", "pcie", "hccs"]
    AI_CPU_CSV_PATTERN = "aicpu_[0-9]*.csv"

    def __init__(self, **kwargs):
        super().__init__()
        self._output_path = kwargs.get("ascend_profiler_output_path")
        self._framework_path = kwargs.get("framework_path")
        self._analyze_json_path = kwargs.get("analyze_json_path")
        self._msprof_profile_output_path = kwargs.get("msprof_profile_output_path")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def save(self, data=None):
        """Copy the files (errors are logged)."""
        self._logger.info("AscendIntegrateViewer start")
        try:
            self._copy_msprof_csv_files()
            self._copy_ai_cpu_csv_file()
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save ascend integrate data, error: %s", e,
                               exc_info=True)
        self._logger.info("AscendIntegrateViewer end")

    def _copy_first(self, pattern: str, dst_name: str, what: str) -> None:
        found = glob.glob(pattern)
        if found:
            dst = os.path.join(self._output_path, dst_name)
            FileManager.copy_file(found[0], dst)
            self._logger.info("Copy %s %s to %s", what, found[0], dst)

    def _copy_csv_files(self, csv_names: List[str], source_path: str):
        self._logger.info("Copy csv files start")
        for name in csv_names:
            self._copy_first(os.path.join(source_path, name + "_*"), name + ".csv", "csv file")
        self._logger.info("Copy csv files done")

    def _copy_ai_cpu_csv_file(self):
        self._copy_first(os.path.join(self._msprof_profile_output_path, self.AI_CPU_CSV_PATTERN),
                         "data_preprocess.csv", "aicpu file")
        self._logger.info("Copy aicpu csv files done")

    def _copy_msprof_csv_files(self):
        self._copy_csv_files(self.CSV_PREFIX_NAME, self._msprof_profile_output_path)
        self._logger.info("Copy msprof csv files done")
