"""``AscendOpMemoryViewer``: ``operator_memory.csv``, each block the framework allocated
(from ``mindspore.memory_usage``) with its allocation and release."""
import os
import struct
from collections import defaultdict
from enum import Enum
from typing import Any, Dict, List

from minicell.profiler.common.constant import FileConstant, ProfilerActivity
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from minicell.profiler.common.tlv_decoder import TLVDecoder


class OpMemoryIndexEnum(Enum):
    """Fields of a memory-usage record's fixed part."""
    DEVICE_ID = 0
    TID = 1
    PID = 2
    CREATE_AT = 3
    ADDR = 4
    SIZE = 5
    USED_SIZE = 6
    PEAK_SIZE = 7
    ALLOC_SIZE = 8
    USED_BY_EVENT_SZIE = 9
    EAGER_FREE_SIZE = 10
    STEAM_PTR = 11
    STREAM_ID = 12
    FROM_PERSISTENT = 13
    IS_PERSISTENT = 14
    RUN_MODE = 15
    ALLOC_TYPE = 16
    OWNER = 17


def _fixed_field(member: OpMemoryIndexEnum):
    return property(lambda self: self.fix_size_data[member.value],
                    doc=f"The record's {member.name.lower()}.")


class OpMemoryEvent:
    """An allocation (or, with size ``2**64 - 1``, a release) of the block at ``addr``."""
    FIX_DATA_FORMAT = "<i11QI4B"
    FIX_DATA_SIZE = struct.calcsize(FIX_DATA_FORMAT)
    FREE_VALUE = 18446744073709551615
    NAME_KEY = 13

    def __init__(self, data: Dict):
        if not isinstance(data, dict):
            raise TypeError("Input data must be dict.")
        self._origin_data = data
        self.fix_size_data = data[FileConstant.FIX_SIZE_DATA]

    device_id = _fixed_field(OpMemoryIndexEnum.DEVICE_ID)
    tid = _fixed_field(OpMemoryIndexEnum.TID)
    pid = _fixed_field(OpMemoryIndexEnum.PID)
    create_at = _fixed_field(OpMemoryIndexEnum.CREATE_AT)
    addr = _fixed_field(OpMemoryIndexEnum.ADDR)
    size = _fixed_field(OpMemoryIndexEnum.SIZE)
    used_size = _fixed_field(OpMemoryIndexEnum.USED_SIZE)
    peak_size = _fixed_field(OpMemoryIndexEnum.PEAK_SIZE)
    alloc_size = _fixed_field(OpMemoryIndexEnum.ALLOC_SIZE)
    used_by_event_size = _fixed_field(OpMemoryIndexEnum.USED_BY_EVENT_SZIE)
    eager_free_size = _fixed_field(OpMemoryIndexEnum.EAGER_FREE_SIZE)
    stream_ptr = _fixed_field(OpMemoryIndexEnum.STEAM_PTR)
    stream_id = _fixed_field(OpMemoryIndexEnum.STREAM_ID)
    from_persistent = _fixed_field(OpMemoryIndexEnum.FROM_PERSISTENT)
    is_persistent = _fixed_field(OpMemoryIndexEnum.IS_PERSISTENT)
    run_mode = _fixed_field(OpMemoryIndexEnum.RUN_MODE)
    alloc_type = _fixed_field(OpMemoryIndexEnum.ALLOC_TYPE)

    @property
    def owner(self):
        """The owning op's name."""
        return self._origin_data.get(self.NAME_KEY, "")

    @property
    def is_alloc(self):
        """Whether this is an allocation."""
        return self.size != self.FREE_VALUE


class AscendOpMemoryViewer:
    """Writes ``<ascend_profiler_output_path>/operator_memory.csv`` (with
    ``profile_memory`` and CPU activity)."""
    FWK_BINARY_FILE_NAME = "mindspore.memory_usage"
    OUTPUT_FILE_NAME = "operator_memory.csv"
    HEADERS = ["Name", "Size(KB)", "Allocation Time(us)", "Release Time(us)",
               "Active Release Time(us)", "Duration(us)", "Active Duration(us)",
               "Allocation Total Allocated(MB)", "Allocation Total Reserved(MB)",
               "Allocation Total Active(MB)", "Release Total Allocated(MB)",
               "Release Total Reserved(MB)", "Release Total Active(MB)", "Stream Ptr",
               "Device Type"]
    DEVICE_TYPE_FMT = "NPU:{}"
    NS_TO_US = 1000
    BYTES_TO_KB = 1024
    BYTES_TO_MB = 1024 * 1024
    EMPTY_VALUE = "N/A"
    ALLOC_TIME_INDEX = 2

    def __init__(self, **kwargs):
        self._enable_profile_memory = kwargs.get("profile_memory", False)
        self._framework_path = kwargs.get("framework_path")
        self._ascend_profiler_output_path = kwargs.get("ascend_profiler_output_path")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._activities = kwargs.get("activities")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()
        self._op_memory_events = None
        self._op_memory_data = []
        self._addr_to_event_map = defaultdict(list)

    def save(self, data: Any = None):
        """Read, pair and write (errors are logged)."""
        self._logger.info("AscendOpMemoryViewer start")
        if ProfilerActivity.CPU.value not in self._activities or not self._enable_profile_memory:
            return
        try:
            self._read_fwk_binary_file()
            self._calculate_op_memory_data()
            self._write_data()
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save op memory data: %s", str(e), exc_info=True)
        self._logger.info("AscendOpMemoryViewer end")

    def _read_fwk_binary_file(self):
        self._logger.info("Read fwk binary file start")
        path = os.path.join(self._framework_path, self.FWK_BINARY_FILE_NAME)
        records = TLVDecoder.decode(FileManager.read_file_content(path, mode="rb"),
                                    OpMemoryEvent.FIX_DATA_FORMAT, OpMemoryEvent.FIX_DATA_SIZE)
        self._op_memory_events = sorted((OpMemoryEvent(r) for r in records),
                                        key=lambda e: e.create_at)
        self._logger.info("Read fwk binary file done, %d events", len(self._op_memory_events))

    def _calculate_op_memory_data(self):
        self._logger.info("Calculate op memory data start")
        if not self._op_memory_events:
            self._logger.info("No op memory events")
            return
        for event in self._op_memory_events:
            self._addr_to_event_map[event.addr].append(event)
        for events in self._addr_to_event_map.values():
            self._op_memory_data.extend(self._get_op_mem_row_data(events))
        self._op_memory_data.sort(key=lambda row: row[self.ALLOC_TIME_INDEX])
        self._logger.info("Calculate op memory data done")

    def _combine_alloc_and_free_event(self, alloc_event: OpMemoryEvent, free_event=None):
        """The CSV row of a block (release columns ``N/A`` without a release)."""
        if not alloc_event:
            self._logger.error("Alloc event is None")
            return []
        mb, na = self.BYTES_TO_MB, self.EMPTY_VALUE
        freed = free_event is not None
        return [
            alloc_event.owner, alloc_event.size / self.BYTES_TO_KB,
            alloc_event.create_at / self.NS_TO_US,
            free_event.create_at / self.NS_TO_US if freed else na, na,
            (free_event.create_at - alloc_event.create_at) / self.NS_TO_US if freed else na, na,
            alloc_event.used_size / mb, alloc_event.alloc_size / mb, alloc_event.used_size / mb,
            free_event.used_size / mb if freed else na,
            free_event.alloc_size / mb if freed else na,
            free_event.used_size / mb if freed else na,
            alloc_event.stream_ptr, self.DEVICE_TYPE_FMT.format(alloc_event.device_id)]

    def _get_op_mem_row_data(self, event_list: List[OpMemoryEvent]):
        """Pair each address's events in time order: an allocation with the next release
        (a release before any allocation is kept for the next one, as 2.10 does)."""
        if not event_list:
            self._logger.error("Event list length is less than 1")
            return []
        rows = []
        alloc_event = free_event = None
        for event in event_list[0 if event_list[0].is_alloc else 1:]:
            if event.is_alloc:
                alloc_event = event
            else:
                free_event = event
            if alloc_event and free_event:
                rows.append(self._combine_alloc_and_free_event(alloc_event, free_event))
                alloc_event = free_event = None
            elif alloc_event is None and free_event:
                self._logger.warning("Alloc event is None, but free event is not None")
        if alloc_event:
            rows.append(self._combine_alloc_and_free_event(alloc_event))
        return rows

    def _write_data(self):
        self._logger.info("Write data to csv file start")
        path = os.path.join(self._ascend_profiler_output_path, self.OUTPUT_FILE_NAME)
        FileManager.create_csv_file(path, self._op_memory_data, self.HEADERS)
        self._logger.info("Write data to csv file done, %d rows, save path: %s",
                          len(self._op_memory_data), path)
