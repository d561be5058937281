"""mindspore.profiler.analysis on minicell: the time converter, the parser flows (BaseParser,
WorkFlow, TaskManager), the timeline events and pools, the layer creators and the Ascend
timeline assembler. The expected trace views are 2.10's (its CPU build, same inputs)."""
from decimal import Decimal

import pytest

from minicell.profiler.common.constant import EventConstant as E, FileConstant, TimelineLayerName
from minicell.profiler.common.log import ProfilerLogger
from minicell.profiler.analysis.time_converter import TimeConverter
from minicell.profiler.analysis.work_flow import WorkFlow
from minicell.profiler.analysis.task_manager import TaskManager
from minicell.profiler.analysis.parser.base_parser import BaseParser
from minicell.profiler.analysis.parser.timeline_event.base_event import MetaEvent
from minicell.profiler.analysis.parser.timeline_event.cpu_op_event import CpuOpCompleteEvent
from minicell.profiler.analysis.parser.timeline_event.flow_event import FlowStartEvent
from minicell.profiler.analysis.parser.timeline_event.fwk_event import (
    FwkCompleteEvent, FwkInstantEvent)
from minicell.profiler.analysis.parser.timeline_event.msprof_event import MsprofCompleteEvent
from minicell.profiler.analysis.parser.timeline_event.timeline_event_pool import (
    TimelineEventPool)
from minicell.profiler.analysis.parser.timeline_creator.cpu_op_timeline_creator import (
    CpuOpTimelineCreator)
from minicell.profiler.analysis.parser.timeline_creator.scope_layer_timeline_creator import (
    ScopeLayerTimelineCreator, is_scope_data)
from minicell.profiler.analysis.parser.timeline_assembly_factory.ascend_timeline_assembler import (
    AscendTimelineAssembler)
from minicell.profiler.analysis.parser.timeline_assembly_factory.trace_view_container import (
    TraceViewContainer)
from minicell.profiler.analysis.parser.framework_cann_relation_parser import (
    FrameworkCannRelationParser)


@pytest.fixture
def plog(tmp_path):
    """ProfilerLogger initialised into tmp_path (the parsers need it), dropped after."""
    ProfilerLogger.destroy()
    ProfilerLogger.init(str(tmp_path))
    yield tmp_path
    ProfilerLogger.destroy()


@pytest.fixture
def syscnt_is_ns():
    """TimeConverter with 1 GHz and no offsets: a syscnt is a nanosecond count."""
    TimeConverter.init_parameters(1000.0, 0, 0)
    yield
    TimeConverter._is_loaded = False


def test_time_converter():
    TimeConverter.init_parameters(100.0, 2000000000, 1000000000)
    try:
        got = TimeConverter.convert_syscnt_to_timestamp_us(30000000000)
        assert isinstance(got, Decimal) and got == Decimal("281000000.000")
        assert str(TimeConverter.convert_syscnt_to_timestamp_us(2000000123)) == "1000001.230"
    finally:
        TimeConverter._is_loaded = False
    with pytest.raises(RuntimeError, match="init_parameters must be called first"):
        TimeConverter.convert_syscnt_to_timestamp_us(1)


class _Add(BaseParser):
    def __init__(self, step, out=None):
        super().__init__()
        self.step, self.out = step, out

    def _parse(self, data):
        if self.out:
            with open(self.out, "a") as f:
                f.write(f"{self.step}:{data}\n")
        if self.step == "boom":
            raise RuntimeError("boom")
        return {**data, self.step: True}


def _write_hook_result(path):
    def hook(result):
        with open(path, "w") as f:
            f.write(repr(result))
    return hook


def test_base_parser_chain_hooks_and_errors(plog):
    a, b = _Add(1), _Add(2)
    assert a.set_next(b) is a and a.next_parser is b
    with pytest.raises(ValueError, match="next_parser str must be a BaseParser"):
        a.set_next("x")
    with pytest.raises(ValueError, match="Hook must be callable"):
        a.register_post_hook(3)
    out = plog / "hook.txt"
    assert a.register_post_hook(_write_hook_result(out)) is a
    assert a.parse({0: True}) == {0: True, 1: True}
    assert out.read_text() == "{0: True, 1: True}"    # the hook ran (in a child process)
    # _parse raising: the input comes back unchanged
    assert _Add("boom").parse({5: True}) == {5: True}


def test_work_flow_and_task_manager(plog):
    flow = WorkFlow()
    parsers = [_Add(i) for i in range(3)]
    for p in parsers:
        flow.add_parser(p)
    assert flow.head_parser is parsers[0] and len(flow) == 3 and list(flow) == parsers
    out = str(plog / "runs.txt")
    tm = TaskManager()
    with pytest.raises(ValueError, match="parser str must be a BaseParser"):
        tm.create_flow(_Add(1), "x", flow_name="bad")
    tm.create_flow(flow_name="empty")
    assert "empty" not in tm.workflows and "bad" not in tm.workflows
    # a failing parser hands its input on to the next one
    tm.create_flow(_Add(1, out), _Add("boom", out), _Add(3, out), flow_name="f1")
    tm.create_flow(_Add(9, out), flow_name="f2")
    tm.run()
    lines = sorted(open(out).read().split("\n")[:-1])
    assert lines == ["1:{}", "3:{1: True}", "9:{}", "boom:{1: True}"]
    assert set(tm.cost_time) == {"f1", "f2"}
    assert set(tm.cost_time["f1"]["parser_times_seconds"]) == {"_Add"}


def test_events_trace_format():
    cpu = CpuOpCompleteEvent({"name": "op", "ts": 1500000, "dur": "0.2", "tid": 3})
    assert (cpu.ts, cpu.dur, cpu.pid) == (Decimal("1500.000"), Decimal("200.000"), E.CPU_OP_PID)
    assert cpu.to_trace_format() == {"ph": "X", "name": "op", "pid": 2, "tid": 3,
                                     "ts": "1500.000", "dur": "200.000", "cat": "", "args": {}}
    assert FlowStartEvent({"id": "f", "ts": 5}).to_trace_format() == {
        "name": "", "bp": "e", "ph": "s", "ts": "5", "pid": 0, "tid": 0, "id": "f", "cat": ""}
    with pytest.raises(TypeError, match="Input data must be dict."):
        MsprofCompleteEvent([])
    hw = MsprofCompleteEvent({"name": "k", "args": {}})
    hw.parent = MsprofCompleteEvent({"name": "launch"})
    assert hw.args == {"mindspore_op": "launch"} and hw.children == []


def _fwk(name, ts, te, tid, flow=123, graph=False, stage=False, stack=False, mod=1, ev=2,
         stg=3, info="type:MatMul;k:v;x:y"):
    return {FileConstant.FIX_SIZE_DATA: (tid, flow, 0, ts, te, 1, mod, ev, stg, 1, graph,
                                         stage, stack),
            13: name, 14: name, 15: "MG", 16: "EG", 17: info}


def test_fwk_event_names_and_custom_info(syscnt_is_ns):
    names = [FwkCompleteEvent(_fwk("op", 1, 2, 1, **kw)).name for kw in (
        {}, {"graph": True}, {"stage": True, "stg": 4}, {"stack": True},
        {"mod": 99, "ev": 999})]
    assert names == ["GraphExecutorPy::KernelResize::op", "MG::EG::op", "RunGrad", "op",
                     "Default::Default::op"]
    infos = [FwkCompleteEvent(_fwk("a", 1, 2, 1, info=i)).custom_info
             for i in ("a:b;c:d;e:f", "a:b", "")]
    assert infos == ["{'a': 'b', 'c': 'd'}", "{}", "{}"]
    ev = FwkCompleteEvent(_fwk("op", 1500, 4000, 7, stack=True))
    assert (ev.ts, ev.te, ev.dur, ev.cat) == (Decimal("1.500"), Decimal("4.000"),
                                              Decimal("2.500"), E.STACK_EVENT_CAT)
    assert FwkInstantEvent(_fwk("i", 5, 5, 1)).to_trace_format() == {
        "args": {}, "name": "GraphExecutorPy::KernelResize::i", "ph": "i", "pid": 1, "tid": 1,
        "ts": "0.005"}


def test_event_pool():
    pool = TimelineEventPool(pid=4)
    pool.add_event(MetaEvent({"name": E.PROCESS_NAME, "args": {"name": "P"}}))
    pool.add_event(MetaEvent({"name": E.THREAD_NAME, "tid": 7, "args": {"name": "T"}}))
    pool.add_event(MetaEvent({"name": E.THREAD_NAME, "tid": 8, "args": {"name": ""}}))
    x = MsprofCompleteEvent({"name": "x", "tid": 7, "ts": 1, "dur": 1})
    pool.add_event(x)
    pool.add_start_event("k", x)
    assert pool.name == "P" and pool.tid_to_name == {7: "T"} and pool.name_to_tid == {"T": 7}
    assert pool.get_events_by_name("T") == [x] and pool.get_events_by_name("U") == []
    assert pool.get_all_tids() == {7}
    assert [e.ph for e in pool.get_all_events()] == ["M", "M", "M", "X"]
    assert pool.get_start_to_end_flow_pairs() == {"k": {"start": [x], "end": []}}


def test_cpu_op_creator_and_warnings(monkeypatch):
    import minicell.log
    warned = []
    monkeypatch.setattr(minicell.log, "warning", lambda msg, *a: warned.append(msg))
    creator = CpuOpTimelineCreator()
    creator.create(["Default/A;Add;1000,500,2 2000,300,3", "b;B", "c;C;1,2"])
    assert warned == [
        "Invalid CPU info format, expected at least 3 fields but got 2: b;B",
        "Invalid time info format, expected 3 fields but got 2: 1,2"]
    pool = creator.get_event_pools()[E.CPU_OP_PID]
    assert pool.name == TimelineLayerName.CPU_OP.value
    assert sorted(pool.tid_to_name.values()) == ["Thread 2", "Thread 3"]
    assert len(creator.get_chrome_trace_data()) == 2 + 3 + 4


def test_scope_layer_merge_and_skip(syscnt_is_ns):
    ops = [FwkCompleteEvent(_fwk(n, s, e, 1, stack=True)) for n, s, e in (
        ("Default/net/A/MatMul", 1000000, 2000000), ("Default/net/A/Add", 1500000, 3000000),
        ("Default/net/A/Mul", 2500000, 3500000), ("Default/net/B/Mul", 4000000, 5000000))]
    assert all(is_scope_data(op) for op in ops)
    assert not is_scope_data(CpuOpCompleteEvent({"name": "x/y"}))
    creator = ScopeLayerTimelineCreator()
    creator.create(ops)
    events = creator.event_pools[E.SCOPE_LAYER_PID].get_complete_events()
    got = sorted((e.tid, e.name, str(e.ts), str(e.dur)) for e in events)
    # the op starting inside the first span is skipped; A's ops merge, B starts anew
    assert got == [(0, "Default", "1000.000", "4000.000"), (1, "net", "1000.000", "4000.000"),
                   (2, "A", "1000.000", "2500.000"), (2, "B", "4000.000", "1000.000")]


def _ms(name, pid, tid, ts, dur=1000, ph="X"):
    return {"name": name, "ph": ph, "pid": pid, "tid": tid, "ts": ts, "dur": dur}


def _flow(ph, pid, tid, fid, ts):
    return {"name": "f", "ph": ph, "cat": E.HOST_TO_DEVICE_FLOW_CAT, "pid": pid, "tid": tid,
            "id": fid, "ts": ts}


def _assemble_data():
    return {
        "mindspore_op_list": [
            _fwk("Default/net/MatMul", 1000000, 2000000, 100, flow=7),
            _fwk("flow", 500000, 900000, 5, flow=7),
            _fwk("KernelLaunch::Default/net-A/Mul", 2500000, 3500000, 100, flow=2**64 - 1),
            _fwk("inst", 4000000, 4000000, 100)],
        "cpu_op_lines": ["Default/net/Add-op1;Add;1500000,0.2,2 2000000,0.3,3"],
        "msprof_timeline": [
            _ms("node@launch", 100, 100, 2600), _ms("Default/net-A/Mul-op9", 200, 200, 3000),
            _ms("Gradients/x/Mul", 200, 200, 5000),
            {"name": E.PROCESS_NAME, "ph": "M", "pid": 100, "args": {"name": "CANN"}},
            {"name": E.PROCESS_NAME, "ph": "M", "pid": 200, "args": {"name": "Ascend Hardware"}},
            _flow("s", 100, 100, "fl1", 2600), _flow("f", 200, 200, "fl1", 3000)]}


def test_ascend_timeline_assembler(plog, syscnt_is_ns):
    parser = FrameworkCannRelationParser(ascend_ms_dir=str(plog))
    result = parser.parse(_assemble_data())
    c = result["trace_view_container"]
    assert isinstance(c, TraceViewContainer)
    assert sorted((p.pid, p.name) for p in c.get_all_pools()) == [
        (1, "MindSpore"), (2, "CPU OP"), (3, "Scope Layer"), (100, "CANN"),
        (200, "Ascend Hardware")]
    flows = [(e["cat"], e["ph"], e["pid"], e["tid"], e["ts"], e["id"])
             for e in c.get_trace_view() if e.get("bp") == "e"]
    assert flows == [
        ("async_mindspore", "s", 1, 5, "500.000", "7"),
        ("async_mindspore", "f", 1, 100, "1000.000", "7"),
        ("async_npu", "s", 1, 100, "2500.000", "3000"),
        ("async_npu", "f", 200, 200, "3000", "3000")]
    assert {k: [e.name for e in v] for k, v in c.hardware_op_event.items()} == {
        200: ["Default/net-A/Mul-op9"]}
    scope = sorted((e["tid"], e["name"], e["ts"], e["dur"]) for e in c.get_trace_view()
                   if e["pid"] == 3 and e["ph"] == "X")
    assert scope == [(0, "Default", "1500.000", "2500.000"), (0, "Gradients", "5000", "1000"),
                     (1, "net", "1500.000", "800.000"), (1, "net-A", "3000", "1000"),
                     (1, "x", "5000", "1000")]
    assert len(c.get_trace_view()) == 39
    with pytest.raises(ValueError, match="Process name 'CANN' already exists."):
        c.add_event_pool(c.get_pool_by_pid(100))


def test_step_id_time_dict(syscnt_is_ns):
    c = TraceViewContainer()
    assert c.get_step_id_time_dict() == {}
    a = AscendTimelineAssembler.__new__(AscendTimelineAssembler)
    a.trace_view_container = c
    a._init_creators()
    a._assemble_basic_events({"mindspore_op_list": [
        _fwk("ProfilerStep#2", 3000, 4000, 1, stack=True),
        _fwk("ProfilerStep#1", 1000, 2500, 1, stack=True)]})
    assert c.get_step_id_time_dict() == {"1": (Decimal("1.000"), Decimal("2.500")),
                                         "2": (Decimal("3.000"), Decimal("4.000"))}
