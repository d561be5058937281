"""``MsOperatorDetailsViewer``: ``operator_details.csv`` (op name and input shapes) from
the framework's ``mindspore.record_shapes`` TLV file."""
import os
import struct
from enum import Enum
from typing import Any, Dict

from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from minicell.profiler.common.tlv_decoder import TLVDecoder
from .base_viewer import BaseViewer


class OperatorDetailsIndexEnum(Enum):
    """TLV field types of a record-shapes record."""
    NAME = 0
    INPUT_SHAPES = 1
    INPUT_TYPE = 2


class OperatorDetailsEvent:
    """One decoded record (no fixed-size part)."""
    FIX_DATA_FORMAT = ""
    FIX_DATA_SIZE = struct.calcsize(FIX_DATA_FORMAT)

    def __init__(self, data: Dict):
        if not isinstance(data, dict):
            raise TypeError("Input data must be dict.")
        self._origin_data = data

    def _get(self, field: OperatorDetailsIndexEnum) -> str:
        return self._origin_data.get(field.value, "")

    @property
    def name(self):
        """Op name."""
        return self._get(OperatorDetailsIndexEnum.NAME)

    @property
    def input_shapes(self):
        """Input shapes text."""
        return self._get(OperatorDetailsIndexEnum.INPUT_SHAPES)

    @property
    def input_type(self):
        """Input dtypes text."""
        return self._get(OperatorDetailsIndexEnum.INPUT_TYPE)


class MsOperatorDetailsViewer(BaseViewer):
    """Writes ``<ascend_profiler_output_path>/operator_details.csv``."""
    FWK_BINARY_FILE_NAME = "mindspore.record_shapes"
    _OPERATOR_DETAILS_FILE_NAME = "operator_details.csv"
    _COL_NAMES = ["Name", "Input Shapes"]

    def __init__(self, **kwargs):
        super().__init__()
        self._save_path = os.path.join(kwargs.get("ascend_profiler_output_path"),
                                       self._OPERATOR_DETAILS_FILE_NAME)
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._framework_path = kwargs.get("framework_path")
        self._operator_details_events = []
        self._operator_details_data = []
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def save(self, data: Dict[str, Any]) -> None:
        """Read, tabulate, write (errors are logged, not raised)."""
        self._logger.info("MsOperatorDetailsViewer start")
        try:
            if not self._read_fwk_binary_file():
                return
            self._calculate_operator_details_data()
            self._write_data()
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save operator_details.csv: %s", e, exc_info=True)
        self._logger.info("MsOperatorDetailsViewer end")

    def _read_fwk_binary_file(self) -> bool:
        self._logger.info("Read fwk binary file start")
        path = os.path.join(self._framework_path, self.FWK_BINARY_FILE_NAME)
        if not os.path.isfile(path):
            self._logger.warning("Fwk binary file %s does not exist.", path)
            return False
        raw = FileManager.read_file_content(path, mode="rb")
        records = TLVDecoder.decode(raw, OperatorDetailsEvent.FIX_DATA_FORMAT,
                                    OperatorDetailsEvent.FIX_DATA_SIZE)
        self._operator_details_events = [OperatorDetailsEvent(r) for r in records]
        self._logger.info("Read fwk binary file done, %d events",
                          len(self._operator_details_events))
        return True

    def _calculate_operator_details_data(self):
        self._operator_details_data = [[e.name, e.input_shapes]
                                       for e in self._operator_details_events]

    def _write_data(self) -> None:
        if not self._operator_details_data:
            return
        self._logger.info("Save operator statistics start")
        FileManager.create_csv_file(self._save_path, self._operator_details_data,
                                    self._COL_NAMES)
        self._logger.info("Save operator statistics done")
