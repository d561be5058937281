"""``TaskManager``: runs each named flow of parsers in its own process."""
import sys
import time
from collections import defaultdict
from multiprocessing import Manager, Process
from typing import Any, Dict

from minicell import log as logger
from minicell.profiler.common.log import ProfilerLogger
from .parser.base_parser import BaseParser
from .work_flow import WorkFlow


def _with_progress(workflow, desc):
    """Yield the flow's parsers, writing ``desc: i/n`` to stderr as they start."""
    total = len(workflow)
    for i, parser in enumerate(workflow, 1):
        sys.stderr.write(f"\r{desc}: {i}/{total}")
        sys.stderr.flush()
        yield parser
    sys.stderr.write("\n")


class TaskManager:
    """Flows by name; ``run`` starts one process per flow and joins them all.

    Each flow feeds ``{}`` to its first parser and each parser's result to the next;
    the per-flow and per-parser seconds are kept in ``cost_time``."""
    ROUND_DECIMAL = 2

    def __init__(self):
        self.workflows: Dict[str, WorkFlow] = defaultdict(WorkFlow)
        self.show_process: Dict[str, bool] = defaultdict(bool)
        self.flows_cost_time: Dict[str, Dict[str, Any]] = Manager().dict()
        self._logger = ProfilerLogger.get_instance()

    @property
    def cost_time(self) -> Dict[str, Dict[str, Any]]:
        """The recorded times as a plain dict."""
        return dict(self.flows_cost_time)

    def create_flow(self, *parsers: BaseParser, flow_name: str,
                    show_process: bool = False) -> None:
        """Chain ``parsers`` into the flow ``flow_name`` (nothing without parsers)."""
        if not parsers:
            logger.error("No parsers provided")
            return
        flow = WorkFlow()
        for parser in parsers:
            if not isinstance(parser, BaseParser):
                raise ValueError(f"parser {type(parser).__name__} must be a BaseParser")
            flow.add_parser(parser)
        self.workflows[flow_name] = flow
        self.show_process[flow_name] = show_process

    def run(self) -> None:
        """Run every flow in a child process and wait for all of them."""
        started = []
        for name, flow in self.workflows.items():
            proc = Process(target=self._run_flow, args=(name, flow))
            proc.start()
            started.append((proc, name))
            self._logger.info("TaskManager run flow [%s] [pid: %s] start", name, proc.pid)
        for proc, name in started:
            proc.join()
            self._logger.info("TaskManager flow [%s] [pid: %s] join", name, proc.pid)

    def _run_flow(self, flow_name: str, workflow: WorkFlow) -> None:
        begin = time.perf_counter()
        per_parser = defaultdict(float)
        parsers = (_with_progress(workflow, "Parsing") if self.show_process[flow_name]
                   else workflow)
        data, parser = {}, None
        try:
            for parser in parsers:
                t0 = time.perf_counter()
                data = parser.parse(data)
                per_parser[type(parser).__name__] = round(time.perf_counter() - t0,
                                                          self.ROUND_DECIMAL)
        except Exception as e:  # pylint: disable=broad-except
            logger.error("Parser %s error: %s", type(parser).__name__, str(e))
            self._logger.error("TaskManager run [%s] error: %s", flow_name, str(e),
                               exc_info=True)
        self.flows_cost_time[flow_name] = {
            "total_time_seconds": round(time.perf_counter() - begin, self.ROUND_DECIMAL),
            "parser_times_seconds": per_parser,
        }
