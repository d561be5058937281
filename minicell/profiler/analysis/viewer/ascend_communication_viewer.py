"""``AscendCommunicationViewer``: ``communication.json`` and
``communication_matrix.json`` from msprof-analyze's outputs, split by step into p2p and
collective ops with their totals."""
import os
import re
from collections import defaultdict
from typing import Dict

from minicell import log as logger
from minicell.profiler.common.constant import JitLevel
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from .base_viewer import BaseViewer


def _size_bucket():
    return [0, 0]


class AscendCommunicationViewer(BaseViewer):
    """Writes the two JSON files into ``ascend_profiler_output_path``."""
    COMMUNICATION_TIME_INFO = "Communication Time Info"
    START_TIMESTAMP = "Start Timestamp(us)"
    COMMUNICATION_BANDWIDTH_INFO = "Communication Bandwidth Info"
    HCOM_SEND = "Send"
    HCOM_RECEIVE = "Receive"
    TOTAL = "Total"
    SYNCHRONIZATION_TIME_RATIO = "Synchronization Time Ratio"
    SYNCHRONIZATION_TIME_MS = "Synchronization Time(ms)"
    WAIT_TIME_RATIO = "Wait Time Ratio"
    TRANSIT_TIME_MS = "Transit Time(ms)"
    TRANSIT_SIZE_MB = "Transit Size(MB)"
    SIZE_DISTRIBUTION = "Size Distribution"
    WAIT_TIME_MS = "Wait Time(ms)"
    BANDWIDTH_GB_S = "Bandwidth(GB/s)"
    COMMUNICATION = "communication.json"
    COMMUNICATION_MATRIX = "communication_matrix.json"
    P2P = "p2p"
    COLLECTIVE = "collective"
    TRANSPORT_TYPE = "Transport Type"
    PATTERN1 = re.compile(r"receive|send")
    PATTERN2 = re.compile(r"invalid|broadcast|allreduce|reduce|"
                          r"allgather|reducescatter|scatter|alltoall|alltoallv|alltoallvc")

    def __init__(self, **kwargs):
        super().__init__()
        self.step_list = []
        self.output_communication = {}
        self.output_matrix_data = {}
        self._output_path = kwargs.get("ascend_profiler_output_path")
        self._msprof_analyze_output_path = kwargs.get("msprof_analyze_output_path")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._is_set_schedule = kwargs.get("is_set_schedule")
        self._jit_level = kwargs.get("jit_level")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()
        src, dst = self._msprof_analyze_output_path, self._output_path
        self._communication_input_path = os.path.join(src, self.COMMUNICATION)
        self._communication_matrix_input_path = os.path.join(src, self.COMMUNICATION_MATRIX)
        self._communication_output_path = os.path.join(dst, self.COMMUNICATION)
        self._communication_matrix_output_path = os.path.join(dst, self.COMMUNICATION_MATRIX)

    def save(self, data=None):
        """Split, total and write (errors are logged)."""
        self._logger.info("AscendCommunicationViewer start")
        try:
            self._init_step_list(data)
            self._generate_communication()
            self._generate_matrix()
            self._save_analyze_data()
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save ascend communication data, error: %s", e,
                               exc_info=True)
        self._logger.info("AscendCommunicationViewer end")

    def _init_step_list(self, data):
        container = data.get("trace_view_container", None)
        if container is None:
            raise ValueError("trace view container is None")
        steps = container.get_step_id_time_dict()
        if not self._is_set_schedule or self._jit_level == JitLevel.GRAPH_LEVEL or not steps:
            self._update_default_step_list()
        else:
            self._update_step_list(steps)

    def _update_default_step_list(self):
        """One step covering all time."""
        self.step_list = [{"step_id": "0", "start_ts": 0, "end_ts": float("inf"),
                           "comm_ops": {}}]

    def _update_step_list(self, step_id_to_time_dict: Dict):
        for step_id, (start, end) in step_id_to_time_dict.items():
            self.step_list.append({"step_id": step_id, "start_ts": start, "end_ts": end,
                                   "comm_ops": {}})

    @staticmethod
    def _step_key(step_info) -> str:
        step_id = step_info.get("step_id")
        return "step" + step_id if step_id else "step"

    def _save_analyze_data(self):
        self._logger.info("Save ascend communication data start")
        if not self.output_communication:
            return
        FileManager.create_json_file(self._communication_output_path, self.output_communication)
        self._logger.info("Save ascend communication data done")
        if not self.output_matrix_data:
            return
        FileManager.create_json_file(self._communication_matrix_output_path,
                                     self.output_matrix_data)
        self._logger.info("Save ascend communication matrix data done")

    @staticmethod
    def _combine_size_distribution(op_dict: dict, total_dict: dict):
        for size, (count, total) in ((k, v[:2]) for k, v in op_dict.items()):
            total_dict[size][0] += count
            total_dict[size][1] += total

    @staticmethod
    def _compute_ratio(dividend: float, divisor: float):
        return 0 if abs(divisor) < 1e-15 else round(dividend / divisor, 4)

    def _read_json(self, path):
        return FileManager.read_json_file(path) if os.path.exists(path) else None

    def _generate_communication(self):
        data = self._read_json(self._communication_input_path)
        if not data:
            return
        self._split_comm_op_by_step(data)
        for step_info in self.step_list:
            self.output_communication[self._step_key(step_info)] = \
                self._get_communication_ops_dict(step_info.get("comm_ops"))

    def _generate_matrix(self):
        data = self._read_json(self._communication_matrix_input_path)
        if not data:
            return
        for step, step_data in self._split_matrix_by_step(data).items():
            self.output_matrix_data[step] = self._get_matrix_ops_dict(step_data)

    def _split_comm_op_by_step(self, communication_data: dict):
        """Each op into the first step holding its start (with one step: all ops)."""
        if len(self.step_list) == 1:
            self.step_list[0]["comm_ops"] = communication_data
        for op, info in communication_data.items():
            start = info.get(self.COMMUNICATION_TIME_INFO, {}).get(self.START_TIMESTAMP)
            for step_info in self.step_list:
                if step_info.get("start_ts", -1) <= start <= step_info.get("end_ts", -1):
                    step_info.get("comm_ops", {})[op] = info
                    break

    def _is_p2p(self, op: str) -> bool:
        return self.HCOM_SEND in op or self.HCOM_RECEIVE in op

    def _split_communication_p2p_ops(self, op_data: dict):
        """``{"p2p": send/receive ops, "collective": the others}`` (totals dropped)."""
        split = {self.P2P: {}, self.COLLECTIVE: {}}
        for op, info in op_data.items():
            if self._is_p2p(op):
                split[self.P2P][op] = info
            elif not op.startswith(self.TOTAL):
                split[self.COLLECTIVE][op] = info
        return split

    def _split_matrix_by_step(self, matrix_data: dict) -> dict:
        """The matrix ops by the step holding the op (all under ``step`` when no step
        holds any op)."""
        if self._is_step_list_empty():
            return {"step": matrix_data}
        by_step = {}
        for op in matrix_data:
            for step_info in self.step_list:
                if op in step_info.get("comm_ops", {}):
                    by_step.setdefault(self._step_key(step_info), {})[op] = matrix_data.get(op)
                    break
        return by_step

    def _get_communication_ops_dict(self, op_data: dict) -> dict:
        split = self._split_communication_p2p_ops(op_data)
        self._compute_total_info(split[self.P2P])
        self._compute_total_info(split[self.COLLECTIVE])
        return split

    def _integrate_matrix_data(self, comm_op_dict_simple):
        """Per ``(op type, group, link)``: the top/middle/bottom links by bandwidth and
        the link total, keyed ``<type>-<kind>@<group>``."""
        out = defaultdict(dict)
        for (op_type, group, link), data in comm_op_dict_simple.items():
            data.sort(key=lambda x: x[self.BANDWIDTH_GB_S], reverse=True)
            size = sum(x.get(self.TRANSIT_SIZE_MB, 0) for x in data)
            time_ms = sum(x.get(self.TRANSIT_TIME_MS, 0) for x in data)
            n = len(data)
            picks = (("top1", 0), ("middle", n // 2), ("bottom1", -1),
                     ("bottom2", -min(n, 2)), ("bottom3", -min(n, 3)))
            for kind, idx in picks:
                out[f"{op_type}-{kind}@{group}"][link] = data[idx]
            out[f"{op_type}-total@{group}"][link] = {
                self.TRANSPORT_TYPE: data[0].get(self.TRANSPORT_TYPE, ""),
                self.TRANSIT_SIZE_MB: size, self.TRANSIT_TIME_MS: time_ms,
                self.BANDWIDTH_GB_S: self._compute_ratio(size, time_ms)}
        return out

    def _get_matrix_ops_dict(self, op_data: dict) -> dict:
        p2p, collective = defaultdict(list), defaultdict(list)
        for op, info in op_data.items():
            if self._is_p2p(op):
                op_type, target = self.PATTERN1.search(op.lower()).group(), p2p
            elif op.startswith(self.TOTAL):
                continue
            else:
                found = self.PATTERN2.search(op.lower())
                if found:
                    op_type = found.group()
                else:
                    op_type = op.lower().split("/")[-1].split("-op")[0]
                    logger.warning("Communication operator type not found communication_op: "
                                   "%s, use comm_op_type: %s", op, op_type)
                target = collective
            name, group = op.split("@")[0], op.split("@")[-1]
            for link, data in info.items():
                data["op_name"] = name
                target[(op_type, group, link)].append(data)
        return {self.P2P: self._integrate_matrix_data(p2p),
                self.COLLECTIVE: self._integrate_matrix_data(collective)}

    def _is_step_list_empty(self):
        return not any(step_info.get("comm_ops") for step_info in self.step_list)

    def _compute_total_info(self, comm_ops: dict):
        """Add ``Total Op Info``: summed times with the wait/synchronization ratios, and
        summed bandwidth info per transport type."""
        if not comm_ops:
            return
        times, bandwidth = defaultdict(float), {}
        for info in comm_ops.values():
            for key, value in info.items():
                if key == self.COMMUNICATION_TIME_INFO:
                    self._combine_time_info(value, times)
                if key == self.COMMUNICATION_BANDWIDTH_INFO:
                    self._combine_bandwidth_info(value, bandwidth)
        self._compute_time_ratio(times)
        comm_ops["Total Op Info"] = {self.COMMUNICATION_TIME_INFO: times,
                                     self.COMMUNICATION_BANDWIDTH_INFO: bandwidth}

    def _combine_time_info(self, com_info_dict: dict, total_time_info_dict: dict):
        skipped = (self.WAIT_TIME_RATIO, self.SYNCHRONIZATION_TIME_RATIO, self.START_TIMESTAMP)
        for key, value in com_info_dict.items():
            if key not in skipped:
                total_time_info_dict[key] += value

    def _combine_bandwidth_info(self, com_info_dict: dict, total_bandwidth_info_dict: dict):
        for transport, part in com_info_dict.items():
            total = total_bandwidth_info_dict.setdefault(transport, {
                self.TRANSIT_TIME_MS: 0, self.TRANSIT_SIZE_MB: 0,
                self.SIZE_DISTRIBUTION: defaultdict(_size_bucket)})
            for key, value in part.items():
                if key in (self.TRANSIT_TIME_MS, self.TRANSIT_SIZE_MB):
                    total[key] += value
                elif key == self.SIZE_DISTRIBUTION:
                    self._combine_size_distribution(value, total[key])

    def _compute_time_ratio(self, total_time_info_dict: dict):
        get = total_time_info_dict.get
        wait, transit = get(self.WAIT_TIME_MS, 0), get(self.TRANSIT_TIME_MS, 0)
        sync = get(self.SYNCHRONIZATION_TIME_MS, 0)
        total_time_info_dict[self.WAIT_TIME_RATIO] = self._compute_ratio(wait, wait + transit)
        total_time_info_dict[self.SYNCHRONIZATION_TIME_RATIO] = \
            self._compute_ratio(sync, transit + sync)
