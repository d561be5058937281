"""``AscendTimelineAssembler``: the MindSpore, CPU OP, msprof and scope layers and the
flows between them (framework to framework, to mstx, to the Ascend hardware)."""
from collections import defaultdict
from decimal import Decimal
from typing import Any, Dict, List

from minicell import log as logger
from minicell.profiler.common.constant import (EventConstant, JitLevel, ProfilerLevel,
                                               TimelineLayerName)
from minicell.profiler.common.log import ProfilerLogger
from ..timeline_creator.cpu_op_timeline_creator import CpuOpTimelineCreator
from ..timeline_creator.fwk_timeline_creator import FwkTimelineCreator
from ..timeline_creator.msprof_timeline_creator import MsprofTimelineCreator
from ..timeline_creator.scope_layer_timeline_creator import (ScopeLayerTimelineCreator,
                                                             is_scope_data)
from ..timeline_event.base_event import BaseEvent
from ..timeline_event.flow_event import FlowEndEvent, FlowStartEvent
from ..timeline_event.timeline_event_pool import TimelineEventPool
from .base_timeline_assembler import BaseTimelineAssembler


def _link(parent, child) -> None:
    child.parent = parent
    parent.children.append(child)


def _match_in_spans(spans, points, on_match, advance_on_match):
    """Walk ``points`` (sorted ``(ts, payload)``) against ``spans`` (framework events
    sorted by ts): a point matches the first span with ``ts <= point <= te``; spans
    ending before the point are passed over, a span starting after it stops the search.
    ``advance_on_match``: a matched span takes no further points."""
    index = 0
    for ts, payload in points:
        while index < len(spans):
            span = spans[index]
            if span.ts > ts:
                break
            if ts <= span.te:
                on_match(span, payload)
                if advance_on_match:
                    index += 1
                break
            index += 1


class AscendTimelineAssembler(BaseTimelineAssembler):
    """Assembler of the Ascend timeline (``profiler_level`` and ``jit_level`` from the
    profiler's options)."""

    def __init__(self, **kwargs):
        super().__init__()
        self._profiler_level = kwargs.get("profiler_level")
        self._jit_level = kwargs.get("jit_level")
        self._init_creators()
        ProfilerLogger.init(kwargs.get("ascend_ms_dir"))
        self._logger = ProfilerLogger.get_instance()

    def _init_creators(self):
        self._fwk_creator = FwkTimelineCreator()
        self._cpu_op_creator = CpuOpTimelineCreator()
        self._msprof_creator = MsprofTimelineCreator()
        self._scope_layer_creator = ScopeLayerTimelineCreator()

    def assemble(self, data: Dict[str, Any]) -> None:
        """Layers from ``mindspore_op_list``, ``cpu_op_lines`` and ``msprof_timeline``,
        then the flows, then the scope layer."""
        self._assemble_basic_events(data)
        self._assemble_flow_events()
        self._assemble_scope_layer_events()

    def _assemble_events(self, creator, data) -> None:
        creator.create(data)
        for pool in creator.get_event_pools().values():
            self.trace_view_container.add_event_pool(pool)
        self.trace_view_container.add_trace_events(creator.get_chrome_trace_data())

    def _assemble_basic_events(self, data: Dict[str, Any]) -> None:
        self._assemble_events(self._fwk_creator, data.get("mindspore_op_list", []))
        self._assemble_events(self._cpu_op_creator, data.get("cpu_op_lines", []))
        self._assemble_events(self._msprof_creator, data.get("msprof_timeline", []))

    def _assemble_scope_layer_events(self) -> None:
        container = self.trace_view_container
        scope_data = []
        cpu_pool = container.get_pool_by_name(TimelineLayerName.CPU_OP.value)
        if cpu_pool:
            scope_data.extend(e for e in cpu_pool.get_complete_events() if is_scope_data(e))
        hardware_pool = container.get_pool_by_name(TimelineLayerName.ASCEND_HARDWARE.value)
        if hardware_pool:
            scope_data.extend(e for e in hardware_pool.get_complete_events()
                              if is_scope_data(e) or is_scope_data(e.parent))
        if scope_data:
            self._assemble_events(self._scope_layer_creator, scope_data)

    def _assemble_flow_events(self) -> None:
        container = self.trace_view_container
        fwk_pool = container.get_pool_by_name(TimelineLayerName.MINDSPORE.value)
        if not fwk_pool:
            return
        container.add_trace_events(self._create_fwk_to_fwk_flow(fwk_pool))
        for mstx_name in TimelineLayerName.MSTX.value:
            mstx_pool = container.get_pool_by_name(mstx_name)
            if mstx_pool:
                container.add_trace_events(self._create_fwk_to_mstx_flow(mstx_pool, fwk_pool))
        if self._profiler_level == ProfilerLevel.LevelNone.value:
            return
        if not (container.get_pool_by_name(TimelineLayerName.ASCEND_HARDWARE.value)
                and container.get_pool_by_name(TimelineLayerName.CANN.value)):
            return
        for event in fwk_pool.get_complete_events():
            if any(key in event.name for key in EventConstant.KERNEL_LAUNCH_KEYWORDS):
                container.kernel_launch_op_event[event.tid].append(event)
        container.add_trace_events(self._create_fwk_to_hardware_flow())

    def _create_fwk_to_hardware_flow(self) -> List[Dict]:
        """Flows from each framework launch op to the hardware events that the CANN
        launches inside its span (same thread) reached."""
        acl_to_npu = self._msprof_creator.get_acl_to_npu_flow_dict()
        launch_ops = self.trace_view_container.kernel_launch_op_event
        graph_mode = self._jit_level == JitLevel.GRAPH_LEVEL
        if not acl_to_npu and not graph_mode:
            logger.error("Cannot find connection between CANN layer and Ascend Hardware layer.")
            return []
        if not launch_ops and not graph_mode:
            logger.warning("Cannot find launch op in MindSpore framework.")
            return []
        if set(acl_to_npu) != set(launch_ops):
            self._logger.warning("The number of launch op threads in MindSpore framework is "
                                 "inconsistent with the CANN layer.")
        flows = []

        def on_match(launch_op, hardware_events):
            for hardware_event in hardware_events:
                _link(launch_op, hardware_event)
                self.trace_view_container.hardware_op_event[hardware_event.tid].append(
                    hardware_event)
                flows.extend(self._create_flow_events(
                    launch_op, hardware_event, EventConstant.MINDSPORE_NPU_FLOW_NAME,
                    EventConstant.MINDSPORE_NPU_FLOW_CAT))

        for tid, by_ts in acl_to_npu.items():
            spans = sorted(launch_ops.get(tid, []), key=lambda e: e.ts)
            points = sorted(((Decimal(ts), evs) for ts, evs in by_ts.items()),
                            key=lambda item: item[0])
            _match_in_spans(spans, points, on_match, advance_on_match=False)
        return flows

    def _create_fwk_to_fwk_flow(self, framework_pool: TimelineEventPool) -> List[Dict]:
        """Flows between the framework ``flow`` records and the op of the same id."""
        flows = []
        for flow_id, pair in framework_pool.get_start_to_end_flow_pairs().items():
            starts, ends = pair["start"], pair["end"]
            if len(starts) != 1 or len(ends) != 1:
                logger.info("Mindspore op flow expected exactly one start and one end event "
                            f"with flow id {flow_id}, but got {len(starts)} start and "
                            f"{len(ends)} end events")
                continue
            _link(starts[0], ends[0])
            flows.extend(self._create_flow_events(
                starts[0], ends[0], EventConstant.MINDSPORE_SELF_FLOW_NAME,
                EventConstant.MINDSPORE_SELF_FLOW_CAT, flow_id))
        return flows

    def _create_fwk_to_mstx_flow(self, mstx_pool: TimelineEventPool,
                                 fwk_pool: TimelineEventPool) -> List[Dict]:
        """Flows from the framework's mstx API ops to the mstx events starting inside
        them (same thread; one event per op)."""
        api_ops = defaultdict(list)
        for event in fwk_pool.get_complete_events():
            if EventConstant.MSTX_KEYWORD in event.name:
                api_ops[event.tid].append(event)
        flows = []

        def on_match(fwk_event, mstx_event):
            _link(fwk_event, mstx_event)
            flows.extend(self._create_flow_events(
                fwk_event, mstx_event, EventConstant.MSTX_FLOW_NAME,
                EventConstant.MSTX_FLOW_CAT))

        for tid, mstx_events in mstx_pool.complete_event.items():
            spans = sorted(api_ops.get(tid, []), key=lambda e: e.ts)
            points = [(e.ts, e) for e in sorted(mstx_events, key=lambda e: e.ts)]
            _match_in_spans(spans, points, on_match, advance_on_match=True)
        return flows

    @staticmethod
    def _create_flow_events(start_event: BaseEvent, end_event: BaseEvent, name: str,
                            cat: str, flow_id: str = None) -> List[Dict]:
        """The trace dicts of a flow from ``start_event`` to ``end_event`` (its id the
        end's ts unless given)."""
        if flow_id is None:
            flow_id = str(end_event.ts)
        ends = ((FlowStartEvent, start_event), (FlowEndEvent, end_event))
        return [cls({"name": name, "cat": cat, "pid": ev.pid, "tid": ev.tid, "ts": ev.ts,
                     "id": flow_id, "bp": "e"}).to_trace_format() for cls, ev in ends]
