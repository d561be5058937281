"""``BottleneckAnalyzer``: the MindData pipeline summary's CPU, queue and bottleneck
advice (the thresholds and texts are 2.10's)."""


class BottleneckAnalyzer:
    """Analyses a pipeline summary dict (lists indexed by op id)."""
    _THRESHOLDS = {
        "_AVG_CPU_UTIL_PCT_PER_WORKER_MAXIMUM": 75.0,
        "_AVG_CPU_UTIL_PCT_PER_WORKER_MINIMUM": 20.0,
        "_LEAF_OUTPUT_QUEUE_EMPTY_FREQ_PCT_MAXIMUM": 50,
        "_DEVICEQUEUE_INPUT_QUEUE_EMPTY_FREQ_PCT_MAXIMUM": 60,
        "_IN_OUT_QUEUE_UTIL_PCT_DIFF_MAXIMUM": 50,
        "_IN_QUEUE_UTIL_PCT_MAXIMUM": 10,
    }
    _NON_MULTITHREADED_OPS = {"Barrier", "Concat", "EpochCtrl", "Rename", "Repeat", "Shuffle",
                              "Skip", "Take", "Zip"}

    def __init__(self, summary_dict):
        for key in ("pipeline_ops", "op_names", "op_ids", "num_workers", "queue_average_size",
                    "queue_utilization_pct", "queue_empty_freq_pct", "children_ids",
                    "parent_id", "avg_cpu_pct", "avg_cpu_pct_per_worker"):
            setattr(self, key, summary_dict[key])
        self.op_id_not_exist = -1
        self.queue_usage_not_exist = -1

    def analyze(self):
        """``cpu_analysis_details``/``queue_analysis_details`` when there is advice,
        ``bottleneck_warning``/``bottleneck_suggestion`` when an op is a bottleneck."""
        details = {}
        cpu, queue = self._analyze_cpu_usage(), self._analyze_queue_usage()
        if cpu:
            details["cpu_analysis_details"] = cpu
        if queue:
            details["queue_analysis_details"] = queue
        bottleneck, suggestion = self._analyze_bottleneck()
        if bottleneck[0]:
            details["bottleneck_warning"] = bottleneck
            details["bottleneck_suggestion"] = suggestion
        return details

    def _multithreaded(self, op_id) -> bool:
        return (op_id != self.op_id_not_exist
                and self.op_names[op_id] not in self._NON_MULTITHREADED_OPS)

    def _analyze_cpu_usage(self):
        out = []
        for op_id in self.op_ids:
            if not self._multithreaded(op_id):
                continue
            cpu = self.avg_cpu_pct_per_worker[op_id]
            if cpu > self._THRESHOLDS["_AVG_CPU_UTIL_PCT_PER_WORKER_MAXIMUM"] and \
                    self.op_names[op_id]:
                out.append(self._format_high_cpu_usage_suggestion(op_id, cpu))
            elif cpu < self._THRESHOLDS["_AVG_CPU_UTIL_PCT_PER_WORKER_MINIMUM"] and \
                    self.num_workers[op_id] > 1:
                out.append(self._format_low_cpu_usage_suggestion(op_id, cpu))
        return out

    def _analyze_queue_usage(self):
        out = []
        none = self.op_id_not_exist
        for op_id in self.op_ids:
            if not self._multithreaded(op_id) or self.op_names[op_id] == "Batch":
                continue
            in_op = self._get_non_inline_child_recur(op_id)
            out_q = self.queue_utilization_pct[op_id]
            if in_op == none and out_q != self.queue_usage_not_exist:      # a leaf
                if out_q <= self._THRESHOLDS["_LEAF_OUTPUT_QUEUE_EMPTY_FREQ_PCT_MAXIMUM"]:
                    out.append(self._format_leaf_node_suggestion(op_id, out_q))
            elif self.op_names[op_id] == "DeviceQueue" and in_op != none:
                if self.queue_empty_freq_pct[in_op] > \
                        self._THRESHOLDS["_DEVICEQUEUE_INPUT_QUEUE_EMPTY_FREQ_PCT_MAXIMUM"]:
                    out.append(self._format_device_queue_suggestion(op_id, in_op))
            elif in_op != none and out_q != self.queue_usage_not_exist:
                in_q = self.queue_utilization_pct[in_op]
                if in_q != self.queue_usage_not_exist and \
                        in_q - out_q > self._THRESHOLDS["_IN_OUT_QUEUE_UTIL_PCT_DIFF_MAXIMUM"]:
                    out.append(self._format_internal_node_suggestion(op_id, in_op, out_q, in_q))
        return out

    def _analyze_bottleneck(self):
        """The op nearest the source (the last found walking from the sink) whose workers
        are saturated, or idle with a starved or backed-up input queue."""
        bottleneck, suggestion = "", ""
        for op_id in reversed(self.op_ids):
            if self._should_skip_op(op_id):
                continue
            in_op = self._get_non_inline_child_recur(op_id)
            out_q = self.queue_utilization_pct[op_id]
            cpu = self.avg_cpu_pct_per_worker[op_id]
            if cpu > self._THRESHOLDS["_AVG_CPU_UTIL_PCT_PER_WORKER_MAXIMUM"]:
                bottleneck = self.pipeline_ops[op_id]
                suggestion = self._format_high_cpu_usage_suggestion(op_id, cpu)
            elif cpu < self._THRESHOLDS["_AVG_CPU_UTIL_PCT_PER_WORKER_MINIMUM"]:
                in_q = self.queue_utilization_pct[in_op]
                if in_op != self.op_id_not_exist and (
                        in_q < self._THRESHOLDS["_IN_QUEUE_UTIL_PCT_MAXIMUM"]
                        or out_q - in_q > self._THRESHOLDS["_IN_OUT_QUEUE_UTIL_PCT_DIFF_MAXIMUM"]):
                    bottleneck = self.pipeline_ops[op_id]
                    suggestion = self._format_queue_bottleneck_suggestion(op_id)
        return [bottleneck], [suggestion]

    def _should_skip_op(self, op_id):
        return not self._multithreaded(op_id) or self.op_names[op_id] == "DeviceQueue"

    def _get_non_inline_child_recur(self, cur_op_id):
        """The first child (down the first-child chain) that has an output queue."""
        if cur_op_id == self.op_id_not_exist or not self.children_ids[cur_op_id]:
            return self.op_id_not_exist
        child = self.children_ids[cur_op_id][0]
        if self.queue_average_size[child] != -1:
            return child
        return self._get_non_inline_child_recur(child)

    def _format_high_cpu_usage_suggestion(self, op_id, cpu_pct):
        return (f"{self.pipeline_ops[op_id]} is using {cpu_pct}% CPU per worker. "
                f"Setting num_parallel_workers>{self.num_workers[op_id]} might bring extra "
                "performance.")

    def _format_low_cpu_usage_suggestion(self, op_id, cpu_pct):
        return (f"{self.pipeline_ops[op_id]} is using {cpu_pct}% CPU per worker. "
                f"Using num_parallel_workers={self.num_workers[op_id]} might not bring as much "
                "benefit due to low CPU usage per worker.")

    def _format_leaf_node_suggestion(self, op_id, out_q):
        return (f"Leaf op {self.pipeline_ops[op_id]} is using {out_q}% of its output queue. "
                f"Setting num_parallel_workers>{self.num_workers[op_id]} might speed up I/O.")

    def _format_device_queue_suggestion(self, op_id, in_op_id):
        empty = self.queue_empty_freq_pct[in_op_id]
        return (f"{self.pipeline_ops[op_id]}'s input queue is empty {empty}% of the time. "
                "This might indicate dataset bottlenecks. Hence host cannot keep up with "
                f"the device {empty}% of the time. Device waits whenever input queue is empty.")

    def _format_internal_node_suggestion(self, op_id, in_op_id, out_q, in_q):
        op = self.pipeline_ops[op_id]
        return (f"{op}'s input queue usage={in_q}% is greater than output queue "
                f"usage={out_q}%. This indicates child op {self.pipeline_ops[in_op_id]} "
                f"might be producing faster than its parent {op} can consume. "
                "If this op has low CPU utilization, try increasing "
                "prefetch_size or increasing num_workers.")

    def _format_queue_bottleneck_suggestion(self, op_id):
        return (f"{self.pipeline_ops[op_id]} has low CPU utilization per worker of "
                f"{self.avg_cpu_pct_per_worker[op_id]}% and abnormal queue usage. "
                "Try increasing prefetch_size.")
