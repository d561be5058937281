"""MindData pipeline viewers: ``minddata_pipeline_raw_<id>.csv`` (the op tree with its
output queues) and ``minddata_pipeline_summary_<id>.json/.csv`` (queue, CPU and
bottleneck analysis)."""
import os
from collections import defaultdict, deque
from typing import Any, Dict, List

from minicell import log as logger
from minicell.profiler.common.constant import ProfilerActivity
from minicell.profiler.common.exceptions.exceptions import ProfilerRawFileException
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from ._minddata_bottleneck import BottleneckAnalyzer
from .base_viewer import BaseViewer

__all__ = ["MindDataPipelineRawViewer", "MindDataPiplineSummaryViewer", "BottleneckAnalyzer"]


def _device_id(kwargs):
    npu = ProfilerActivity.NPU.value in kwargs.get("activities")
    return kwargs.get("rank_id") if npu else kwargs.get("device_id")


class MindDataPipelineRawViewer(BaseViewer):
    """Writes ``<ascend_profiler_output_path>/minddata_pipeline_raw_<id>.csv``: the ops
    breadth first from the root (id 0), ops without an output queue folded into their
    parent's children."""
    _FILE_NAME = "minddata_pipeline_raw_{}.csv"
    _COL_NAMES = ["op_id", "op_type", "num_workers", "output_queue_size",
                  "output_queue_average_size", "output_queue_length", "output_queue_usage_rate",
                  "sample_interval", "parent_id", "children_id"]

    def __init__(self, **kwargs):
        super().__init__()
        self._device_id = _device_id(kwargs)
        self._save_path = os.path.join(kwargs.get("ascend_profiler_output_path"),
                                       self._FILE_NAME.format(self._device_id))
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def save(self, data: Dict[str, Any]) -> None:
        """Write the file from ``pipeline_info`` (errors are logged)."""
        if not data.get("pipeline_info"):
            return
        try:
            ops, interval = data["pipeline_info"]
            rows = self._analyse_data(ops, interval)
            self._logger.info("Analyse minddata pipeline raw data done")
            self._save_data(rows)
            self._logger.info("Save minddata pipeline raw data done")
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save minddata %s", e, exc_info=True)

    def _analyse_data(self, dict_op_id_info: Dict[int, Dict[str, Any]],
                      sample_interval: float) -> List[List[Any]]:
        root = dict_op_id_info.get(0)
        if not root:
            raise ProfilerRawFileException("The format of minddata pipeline raw file is wrong, "
                                           "the operator that id is 0 does not exist.")
        root["parent_id"] = None
        pending, rows = deque([root]), []
        while pending:
            node = pending.popleft()
            self._update_child_node(node, dict_op_id_info)
            rows.append(self._get_op_info(node, sample_interval))
            for child_id in node.get("children", []):
                child = dict_op_id_info.get(child_id)
                child["parent_id"] = node["op_id"]
                pending.append(child)
        return rows

    def _save_data(self, op_info_list: List[List[Any]]) -> None:
        self._logger.info("Save minddata pipeline raw data start")
        FileManager.create_csv_file(self._save_path, op_info_list, self._COL_NAMES)
        self._logger.info("Save minddata pipeline raw data done, %d rows saved, save path: %s",
                          len(op_info_list), self._save_path)

    @staticmethod
    def _update_child_node(node: Dict[str, Any], dict_op_id_info: Dict[int, Dict[str, Any]]):
        """Replace the node's children that have no output queue by their own children
        (recursively); unknown ids are dropped."""
        if not node.get("children", []):
            return
        pending, kept = deque(node["children"]), []
        while pending:
            child_id = pending.popleft()
            child = dict_op_id_info.get(child_id)
            if not child:
                continue
            metrics = child.get("metrics")
            if metrics and metrics.get("output_queue"):
                kept.append(child_id)
            else:
                pending.extend(child.get("children", []) or [])
        node["children"] = kept

    @staticmethod
    def _get_op_info(op_node: Dict[str, Any], sample_interval: float) -> List[Any]:
        """The CSV row of an op."""
        metrics = op_node.get("metrics")
        queue = metrics.get("output_queue", {}) if metrics else {}
        sizes, length = queue.get("size"), queue.get("length")
        if queue and sizes is None:
            raise ValueError("The queue size cannot be None.")
        if queue and length == 0:
            raise ValueError("The length of queue cannot be 0.")
        average = sum(sizes) / len(sizes) if sizes else None
        usage = average / length if average is not None else None
        return [op_node.get("op_id"), op_node.get("op_type"), op_node.get("num_workers"), sizes,
                average, length, usage, sample_interval, op_node.get("parent_id"),
                op_node.get("children") or None]


class MindDataPiplineSummaryViewer(BaseViewer):
    """Writes ``minddata_pipeline_summary_<id>.json`` and ``.csv`` (one row per metric)
    when the pipeline, CPU-utilization and device-trace data are all there."""
    _FILE_NAMES = {"json_file": "minddata_pipeline_summary_{}.json",
                   "csv_file": "minddata_pipeline_summary_{}.csv"}

    def __init__(self, **kwargs):
        super().__init__()
        self._device_id = _device_id(kwargs)
        self._device_queue_file_found = None
        out = kwargs.get("ascend_profiler_output_path")
        self._save_paths = {kind: os.path.join(out, name.format(self._device_id))
                            for kind, name in self._FILE_NAMES.items()}
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        ProfilerLogger.init(self._ascend_ms_dir, "MindDataPiplineSummaryViewer")
        self._logger = ProfilerLogger.get_instance()

    def save(self, data: Dict[str, Any]) -> None:
        """Analyse and write (errors are logged)."""
        if not (data.get("pipeline_info") and data.get("cpu_util_info")
                and data.get("device_trace_info")):
            return
        try:
            self._device_queue_file_found = data["device_queue_file_found"]
            summary = self._analyse_data(data)
            self._logger.info("Analyse minddata pipeline summary data done")
            self._save_data(summary)
            self._logger.info("Save minddata pipeline summary data done")
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save minddata %s", e, exc_info=True)

    def _analyse_data(self, data: Dict[str, Any]) -> Dict[str, Any]:
        summary = {}
        summary.update(self._analyse_pipeline_info(data["pipeline_info"]))
        summary.update(self._analyse_cpu_util_info(data["cpu_util_info"]))
        summary.update(self._analyse_device_trace_info(data["device_trace_info"]))
        self._check_and_update_summary(summary)
        return summary

    def _save_data(self, summary_dict: Dict[str, Any]) -> None:
        self._logger.info("Save minddata pipeline summary data start")
        FileManager.create_json_file(self._save_paths["json_file"], summary_dict)
        FileManager.create_csv_file(self._save_paths["csv_file"],
                                    [[key] + value for key, value in summary_dict.items()])
        self._logger.info("Save minddata pipeline summary data done")

    def _check_and_update_summary(self, summary_dict: Dict[str, Any]) -> None:
        """Add the per-worker CPU and the bottleneck analysis when the pipeline and CPU data
        have the same ops (a warning otherwise)."""
        n_ops = len(summary_dict.get("pipeline_ops", []))
        n_cpu = len(summary_dict.get("avg_cpu_pct", []))
        if n_ops != n_cpu:
            logger.warning(f"Number of ops mismatch: pipeline data ({n_ops}) "
                           f"vs CPU utilization data ({n_cpu})")
            return
        summary_dict.update(self._analyse_composite_info(summary_dict))
        bottleneck = self._analyse_bottleneck_op(summary_dict)
        if bottleneck:
            summary_dict.update(bottleneck)

    def _analyse_pipeline_info(self, pipeline_info):
        """Per op (by increasing id): name, workers, output-queue average/utilization/empty
        frequency, children and parent."""
        ops = sorted(pipeline_info[0].items(), key=lambda item: item[0])
        out, parent_of = defaultdict(list), {}
        for op_id, info in ops:
            name = info.get("op_type")[0:-2]
            queue = self._get_pipeline_metrics_info(info.get("metrics", {}))
            children = info.get("children", [])
            for child in children:
                parent_of[child] = op_id
            for key, value in (("op_ids", op_id), ("op_names", name),
                               ("pipeline_ops", f"{name}(id={op_id})"),
                               ("num_workers", info.get("num_workers")),
                               ("queue_average_size", queue[2]),
                               ("queue_utilization_pct", queue[3]),
                               ("queue_empty_freq_pct", queue[4]), ("children_ids", children)):
                out[key].append(value)
        out["parent_id"] = [parent_of.get(op_id, -1) for op_id, _ in ops]
        return out

    def _analyse_device_trace_info(self, device_trace_info):
        """Mean pipeline, queue-push and batch times (ms; -1 without samples), the first
        batch left out."""
        times = [[], [], []]      # pipeline, push to the device queue, batch
        prev = 0
        for line in device_trace_info:
            if len(line.split(" ")) < 5:
                logger.warning("Invalid device trace data: %s", line)
                continue
            kind, sub, batch, value, stamp = [int(d) for d in line.split(" ")][0:5]
            if batch < 2:
                prev = stamp
                continue
            if kind == 0:
                times[sub].append(value)
            elif kind == 1 and not self._device_queue_file_found:
                times[2].append(stamp - prev)
                prev = stamp
        means = [sum(t) / len(t) if t else -1 for t in times]
        return {"per_pipeline_time": [round(means[0], 3)],
                "per_push_queue_time": [round(means[1], 3)],
                "per_batch_time": [round(means[2], 3)]}

    @staticmethod
    def _get_pipeline_metrics_info(metrics: Dict[str, Any]) -> List[Any]:
        """``[sizes, length, average, utilization %, empty %]`` of the output queue
        (``-1`` each without samples)."""
        queue = metrics.get("output_queue", {}) if metrics else {}
        sizes, length = queue.get("size", []), queue.get("length", 0)
        if not sizes:
            return [-1] * 5
        average = round(sum(sizes) / len(sizes), 2)
        utilization = round(100 * average / length, 2) if length else -1
        empty = round(100 * sizes.count(0) / len(sizes), 2)
        return [sizes, length, average, utilization, empty]

    @staticmethod
    def _analyse_cpu_util_info(cpu_util_info: Dict[str, Any]) -> Dict[str, List[float]]:
        """``avg_cpu_pct``: each op's mean sys+user utilization, by op id."""
        op_info = cpu_util_info.get("op_info")
        if cpu_util_info.get("cpu_processor_num") is None or not op_info:
            raise ProfilerRawFileException(
                "The format of MindData CPU utilization JSON file is wrong.")
        if not all(op_info):
            raise ProfilerRawFileException(
                "The contents of MindData CPU utilization JSON file is wrong.")
        per_op = {}
        for op in op_info:
            if op["op_id"] == -1:        # the whole process, not an op
                continue
            m = op["metrics"]
            per_op[op["op_id"]] = [s + u for s, u in zip(m["sys_utilization"],
                                                         m["user_utilization"])]
        avg = [-1] * len(per_op)
        for op_id, cpu in per_op.items():
            avg[op_id] = round(sum(cpu) / len(cpu) if cpu else 0, 2)
        return {"avg_cpu_pct": avg}

    @staticmethod
    def _analyse_composite_info(summary_dict: Dict[str, Any]) -> Dict[str, List[float]]:
        """``avg_cpu_pct_per_worker`` (-1 without workers or CPU data)."""
        return {"avg_cpu_pct_per_worker": [
            round(c / n if (n != 0 and c >= 0) else -1, 2)
            for c, n in zip(summary_dict.get("avg_cpu_pct", []),
                            summary_dict.get("num_workers", []))]}

    @staticmethod
    def _analyse_bottleneck_op(summary_dict: Dict[str, Any]) -> Dict[str, Any]:
        try:
            return BottleneckAnalyzer(summary_dict).analyze()
        except IndexError:
            return {}
