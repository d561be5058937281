"""``AscendMemoryViewer``: ``npu_module_mem.csv`` (msprof's, combined) and
``memory_record.csv`` (GE's and MindSpore's allocator records merged in time, with their
running sum, plus the application's reserved memory)."""
import os
from decimal import Decimal

from minicell.profiler.common.constant import ProfilerActivity
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from .base_viewer import BaseViewer


class MemoryRecordBean:
    """One memory_record row: component, time (us), allocated/reserved/active (KB in,
    MB out), device type."""
    KB_TO_MB = 1000
    HEADERS = ["Component", "Timestamp(us)", "Total Allocated(KB)", "Total Reserved(KB)",
               "Total Active(KB)", "Device Type"]

    def __init__(self, data: list):
        self._data = dict(zip(self.HEADERS, data))

    def _kb(self, key) -> float:
        return float(self._data.get(key, 0))

    @property
    def row(self) -> list:
        """The CSV row."""
        return [self.component, self.time_us_str, self.total_allocated_mb,
                self.total_reserved_mb, self.total_active_mb, self.device_type]

    @property
    def component(self) -> str:
        """``GE``, ``MindSpore``, ``MindSpore+GE`` or ``APP``."""
        return self._data.get("Component", "")

    @property
    def time_us_str(self) -> str:
        """Time (us) as written."""
        return str(self._data.get("Timestamp(us)", 0))

    @property
    def time_us(self) -> Decimal:
        """Time (us)."""
        return Decimal(self._data.get("Timestamp(us)", 0))

    @property
    def device_type(self):
        """``NPU:<rank>`` or the record's device."""
        return self._data.get("Device Type", "")

    @property
    def total_allocated_kb(self) -> float:
        """Allocated (KB)."""
        return self._kb("Total Allocated(KB)")

    @property
    def total_reserved_kb(self) -> float:
        """Reserved (KB)."""
        return self._kb("Total Reserved(KB)")

    @property
    def total_active_kb(self) -> float:
        """Active (KB)."""
        return self._kb("Total Active(KB)")

    @property
    def total_allocated_mb(self) -> float:
        """Allocated (MB)."""
        return self.total_allocated_kb / self.KB_TO_MB

    @property
    def total_reserved_mb(self) -> float:
        """Reserved (MB)."""
        return self.total_reserved_kb / self.KB_TO_MB

    @property
    def total_active_mb(self) -> float:
        """Active (MB)."""
        return self.total_active_kb / self.KB_TO_MB

    def is_ge_component(self):
        """Whether this is a GE record."""
        return self.component == "GE"


class AscendMemoryViewer(BaseViewer):
    """Writes npu_module_mem.csv and memory_record.csv (with ``profile_memory``)."""
    GE_MEMORY_RECORD_HEADERS = ["Device id", "Component", "Timestamp(us)",
                                "Total Allocated(KB)", "Total Reserved(KB)", "Device"]
    MS_MEMORY_RECORD_HEADERS = ["Timestamp(ns)", "Total Allocated(Byte)",
                                "Total Reserved(Byte)", "Total Active(Byte)"]
    TARGET_MEMORY_RECORD_HEADERS = ["Component", "Timestamp(us)", "Total Allocated(MB)",
                                    "Total Reserved(MB)", "Total Active(MB)", "Device Type"]

    def __init__(self, **kwargs):
        super().__init__()
        self._enable_profile_memory = kwargs.get("profile_memory", False)
        self._rank_id = kwargs.get("rank_id", 0)
        self._output_path = kwargs.get("ascend_profiler_output_path")
        self._framework_path = kwargs.get("framework_path")
        self._msprof_profiler_output_path = kwargs.get("msprof_profile_output_path")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._activities = kwargs.get("activities")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()
        self._ge_memory_record = []
        self._ms_memory_record = []

    @property
    def _device(self) -> str:
        return f"NPU:{self._rank_id}"

    def save(self, data=None):
        """Write both files (errors are logged)."""
        self._logger.info("AscendMemoryViewer start")
        if not self._enable_profile_memory:
            return
        try:
            self._copy_npu_module_mem_csv()
            self._parse_memory_record()
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save memory data: %s", e, exc_info=True)
        self._logger.info("AscendMemoryViewer end")

    def _msprof_csvs(self, start_name):
        return FileManager.get_csv_file_list_by_start_name(self._msprof_profiler_output_path,
                                                           start_name)

    def _copy_npu_module_mem_csv(self):
        target = os.path.join(self._output_path, "npu_module_mem.csv")
        FileManager.combine_csv_file(self._msprof_csvs("npu_module_mem"), target)
        self._logger.info("npu_module_mem.csv saved to %s", target)

    def _parse_memory_record(self):
        self._parse_ge_memory_record()
        self._parse_ms_memory_record()
        rows = self._combine_ge_ms_memory_record()
        target = os.path.join(self._output_path, "memory_record.csv")
        FileManager.create_csv_file(target, rows, self.TARGET_MEMORY_RECORD_HEADERS)
        self._logger.info("memory_record.csv saved to %s", target)

    def _parse_ge_memory_record(self):
        for path in self._msprof_csvs("memory_record"):
            self._ge_memory_record.extend(FileManager.read_csv_file(path)[1:])

    def _parse_ms_memory_record(self):
        if ProfilerActivity.CPU.value not in self._activities:
            return      # no framework data without CPU activity
        path = os.path.join(self._framework_path, f"cpu_ms_memory_record_{self._rank_id}.txt")
        self._ms_memory_record.extend(FileManager.read_csv_file(path)[1:])

    def _get_app_reserved_memory(self) -> list:
        """The ``APP`` rows of msprof's npu_mem CSVs (reserved memory only)."""
        rows = []
        for path in self._msprof_csvs("npu_mem"):
            for mem in FileManager.read_csv_file(path):
                if mem[1] == "APP":
                    rows.append(MemoryRecordBean([mem[1], mem[-1].rstrip("\t"), 0.0,
                                                  float(mem[4]), 0.0, self._device]).row)
        return rows

    def _combine_ge_ms_memory_record(self) -> list:
        """Each record in time order, each followed by ``MindSpore+GE``: it plus the
        latest record of the other component."""
        records = []
        for ge in self._ge_memory_record:
            rec = dict(zip(self.GE_MEMORY_RECORD_HEADERS, ge))
            records.append(MemoryRecordBean([
                rec.get("Component", "GE"), rec.get("Timestamp(us)"),
                rec.get("Total Allocated(KB)", 0), rec.get("Total Reserved(KB)", 0), 0,
                rec.get("Device")]))
        for ms in self._ms_memory_record:
            rec = dict(zip(self.MS_MEMORY_RECORD_HEADERS, ms))
            records.append(MemoryRecordBean([
                "MindSpore", Decimal(rec.get("Timestamp(ns)", 0)) / 1000,
                float(rec.get("Total Allocated(Byte)", 0)) / 1024,
                float(rec.get("Total Reserved(Byte)", 0)) / 1024,
                float(rec.get("Total Active(Byte)", 0)) / 1024, self._device]))
        records.sort(key=lambda r: r.time_us)
        latest = {True: MemoryRecordBean([0] * 6), False: MemoryRecordBean([0] * 6)}
        rows = []
        for rec in records:
            is_ge = rec.is_ge_component()
            other = latest[not is_ge]
            rows.append(rec.row)
            rows.append(MemoryRecordBean([
                "MindSpore+GE", rec.time_us,
                rec.total_allocated_kb + other.total_allocated_kb,
                rec.total_reserved_kb + other.total_reserved_kb,
                rec.total_active_kb + other.total_active_kb, self._device]).row)
            latest[is_ge] = rec
        return rows + self._get_app_reserved_memory()
