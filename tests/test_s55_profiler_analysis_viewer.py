"""mindspore.profiler.analysis's parsers of the collected files and its viewers (the CSV and
JSON outputs) on minicell. The expected file contents are what 2.10 (its CPU build) writes for
the same inputs."""
import json
import struct

import numpy as np
import pytest

from minicell.profiler.common.constant import EventConstant as E, FileConstant
from minicell.profiler.common.constant import OpSummaryHeaders as S
from minicell.profiler.common.log import ProfilerLogger
from minicell.profiler.common.tlv_decoder import TLVDecoder
from minicell.profiler.analysis.time_converter import TimeConverter
from minicell.profiler.analysis.parser.ms_framework_parser import FrameworkParser
from minicell.profiler.analysis.parser.ms_minddata_parser import MindDataParser
from minicell.profiler.analysis.parser.timeline_assembly_factory.ascend_timeline_assembler import (
    AscendTimelineAssembler)
from minicell.profiler.analysis.viewer.ascend_communication_viewer import (
    AscendCommunicationViewer)
from minicell.profiler.analysis.viewer.ascend_kernel_details_viewer import (
    AscendKernelDetailsViewer)
from minicell.profiler.analysis.viewer.ascend_integrate_viewer import AscendIntegrateViewer
from minicell.profiler.analysis.viewer.ascend_memory_viewer import AscendMemoryViewer
from minicell.profiler.analysis.viewer.ascend_op_memory_viewer import (
    AscendOpMemoryViewer, OpMemoryEvent)
from minicell.profiler.analysis.viewer.ascend_step_trace_time_viewer import (
    AscendStepTraceTimeViewer)
from minicell.profiler.analysis.viewer.ascend_timeline_viewer import AscendTimelineViewer
from minicell.profiler.analysis.viewer.ms_dataset_viewer import MsDatasetViewer
from minicell.profiler.analysis.viewer.ms_minddata_viewer import (
    MindDataPipelineRawViewer, MindDataPiplineSummaryViewer)
from minicell.profiler.analysis.viewer.ms_operator_details_viewer import MsOperatorDetailsViewer


@pytest.fixture
def root(tmp_path):
    ProfilerLogger.destroy()
    ProfilerLogger.init(str(tmp_path))
    TimeConverter.init_parameters(1000.0, 0, 0)          # a syscnt is a ns count
    yield tmp_path
    ProfilerLogger.destroy()
    TimeConverter._is_loaded = False


def _tlv(type_id, value):
    return struct.pack("<HI", type_id, len(value)) + value


def test_tlv_decoder_and_framework_parser(root):
    fmt = "<5Qi3Hb3?"
    fw = root / "fw"
    fw.mkdir()
    with open(fw / "mindspore.op_range", "wb") as f:
        for step in (3, 4, 5):
            fix = struct.pack(fmt, 1, 2, step, 10, 20, 1, 1, 2, 3, 1, False, False, True)
            f.write(_tlv(1, fix + _tlv(13, b"op%d" % step) + _tlv(17, b"\xff")))
        f.write(_tlv(1, b"short"))
    (fw / "cpu_op_execute_timestamp_0.txt").write_text("Default/Add;Add;1,2,3\n")
    decoded = TLVDecoder.decode((fw / "mindspore.op_range").read_bytes(), fmt,
                                struct.calcsize(fmt))
    assert [(d[13], d[17], d[FileConstant.FIX_SIZE_DATA][2]) for d in decoded] == [
        ("op3", "N/A", 3), ("op4", "N/A", 4), ("op5", "N/A", 5)]
    kw = dict(rank_id=0, activities=["CPU"], step_list=[2, 3], framework_path=str(fw),
              device_target="Ascend", ascend_ms_dir=str(root))
    got = FrameworkParser(**kw).parse({})
    # steps count from the first recorded one: [2, 3] are the records of steps 4 and 5
    assert [op[13] for op in got["mindspore_op_list"]] == ["op4", "op5"]
    assert got["cpu_op_lines"] == ["Default/Add;Add;1,2,3"]
    assert FrameworkParser(**dict(kw, activities=["NPU"])).parse({"k": 1}) == {"k": 1}
    cpu = FrameworkParser(**dict(kw, device_target="CPU")).parse({})
    assert cpu["mindspore_op_list"] == []


def test_memory_viewer(root):
    msprof, out, fw = root / "msprof", root / "out", root / "fw"
    for d in (msprof, out, fw):
        d.mkdir()
    (msprof / "npu_module_mem_1.csv").write_text(
        "Device_id,Component,Timestamp(us),Total Reserved(MB),Device\n0,APP,1,2,NPU:0\n")
    (msprof / "memory_record_1.csv").write_text(
        "Device id,Component,Timestamp(us),Total Allocated(KB),Total Reserved(KB),Device\n"
        "0,GE,100.5,2048,4096,NPU:0\n0,GE,300,1024,4096,NPU:0\n")
    (msprof / "npu_mem_1.csv").write_text(
        "Device_id,event,ddr,hbm,memory,timestamp\n0,APP,0,0,8192,150\t\n0,Device,1,1,1,160\n")
    (fw / "cpu_ms_memory_record_0.txt").write_text(
        "Timestamp(ns),Total Allocated(Byte),Total Reserved(Byte),Total Active(Byte)\n"
        "200000,1048576,2097152,524288\n50000,10240,20480,4096\n")
    AscendMemoryViewer(profile_memory=True, rank_id=0, ascend_profiler_output_path=str(out),
                       framework_path=str(fw), msprof_profile_output_path=str(msprof),
                       ascend_ms_dir=str(root), activities=["CPU", "NPU"]).save()
    assert (out / "memory_record.csv").read_text().splitlines() == [
        "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),"
        "Device Type",
        "MindSpore,50,0.01,0.02,0.004,NPU:0", "MindSpore+GE,50,0.01,0.02,0.004,NPU:0",
        "GE,100.5,2.048,4.096,0.0,NPU:0", "MindSpore+GE,100.5,2.058,4.116,0.004,NPU:0",
        "MindSpore,200,1.024,2.048,0.512,NPU:0", "MindSpore+GE,200,3.072,6.144,0.512,NPU:0",
        "GE,300,1.024,4.096,0.0,NPU:0", "MindSpore+GE,300,2.048,6.144,0.512,NPU:0",
        "APP,150,0.0,8.192,0.0,NPU:0"]
    assert (out / "npu_module_mem.csv").read_text().splitlines()[1] == "0,APP,1,2,NPU:0"


def _fwk(name, ts, te, tid, stack=True):
    return {FileConstant.FIX_SIZE_DATA: (tid, 2**64 - 1, 0, ts, te, 1, 1, 2, 3, 1, False,
                                         False, stack), 13: name, 14: name, 17: ""}


def _ev(name, pid, tid, ts, dur=100):
    return {"name": name, "ph": "X", "pid": pid, "tid": tid, "ts": ts, "dur": dur}


def _meta(pid, name, tid=0, kind=E.PROCESS_NAME):
    return {"name": kind, "ph": "M", "pid": pid, "tid": tid, "args": {"name": name}}


def _flow(ph, fid, ts, pid, tid):
    return {"name": "f", "ph": ph, "cat": E.HOST_TO_DEVICE_FLOW_CAT, "pid": pid, "tid": tid,
            "id": fid, "ts": ts}


def _container(root):
    overlap = [_meta(400, n, t, E.THREAD_NAME) for t, n in (
        (1, "Computing"), (2, "Communication"), (3, "Communication(Not Overlapped)"),
        (4, "Free"))]
    overlap += [_ev(n, 400, t, ts, d) for n, t, ts, d in (
        ("Computing", 1, 1250, 100), ("Computing", 1, 2250, 50),
        ("Communication", 2, 1500, 40), ("Communication", 2, 2500, 50),
        ("Communication(Not Overlapped)", 3, 1520, 20), ("Free", 4, 1350, 150),
        ("Free", 4, 1950, 300))]
    data = {"mindspore_op_list": [
        _fwk("ProfilerStep#1", 1000000, 2000000, 1), _fwk("ProfilerStep#2", 2000000, 3200000, 1),
        _fwk("KernelLaunch::Default/A/MatMul", 1100000, 1300000, 9, stack=False)],
        "msprof_timeline": [
            _meta(100, "CANN"), _meta(200, "Ascend Hardware"), _meta(300, "HCCL"),
            _meta(400, "Overlap Analysis"), _ev("l1", 100, 9, 1200),
            _ev("MatMul-op1", 200, 5, 1250), _flow("s", "a", 1200, 100, 9),
            _flow("f", "a", 1250, 200, 5), _ev("hcom_allReduce__1_0_1", 300, 1, 1500, 40),
            _ev("hcom_send__2_0_1", 300, 1, 2500, 30), _ev("hcom_allReduce__3", 300, 1, 2600, 20)]
        + overlap}
    asm = AscendTimelineAssembler(ascend_ms_dir=str(root), profiler_level="Level1",
                                  jit_level="O0")
    asm.assemble(data)
    return asm.get_trace_view_container()


def test_step_trace_and_kernel_details_viewers(root):
    c = _container(root)
    AscendStepTraceTimeViewer(ascend_profiler_output_path=str(root), profiler_level="Level1",
                              ascend_ms_dir=str(root), activities=["CPU", "NPU"]).save(
        {"trace_view_container": c})
    assert (root / "step_trace_time.csv").read_text().splitlines() == [
        "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,"
        "Bubble,Communication(Not Overlapped and Exclude Receive),Preparing",
        "1,100.000,20.000,20.000,40.000,200.000,40,0,20.000,250.000",
        "2,50.000,0.000,50.000,50.000,250.000,90,30,-30.000,250.000"]
    hdr = [S.STEP_ID.value, S.DEVICE_ID.value, S.OP_NAME.value, S.TASK_START_TIME.value,
           S.MIX_BLOCK_NUM.value]
    rows = [(None, "0", "MatMul-op1", "1250\t", "1"), (None, "0", "Lost", "2900\t", "1")]
    for sched, jit, level, want in (
            (True, "O0", "Level1", ["Step ID,Name,Start Time(us),Mix Block Num",
                                    "1,GraphExecutorPy::KernelResize::KernelLaunch::Default/A/"
                                    "MatMul/MatMul-op1,1250\t,1", "2,Lost,2900\t,1"]),
            (False, "O2", "Level0", ["Name,Start Time(us)", "GraphExecutorPy::KernelResize::"
                                     "KernelLaunch::Default/A/MatMul/MatMul-op1,1250\t",
                                     "Lost,2900\t"])):
        summary = np.array(rows, dtype=[(h, object) for h in hdr])
        AscendKernelDetailsViewer(ascend_profiler_output_path=str(root), ascend_ms_dir=str(root),
                                  is_set_schedule=sched, jit_level=jit, profiler_level=level,
                                  activities=["CPU"]).save(
            {"trace_view_container": c, "op_summary": summary, "op_summary_headers": list(hdr)})
        assert (root / "kernel_details.csv").read_text().splitlines() == want


def test_communication_viewer(root):
    ana = root / "ana"
    ana.mkdir()
    comm = {"hcom_allReduce__1_0_1@g1": {
        "Communication Time Info": {"Start Timestamp(us)": 1500, "Transit Time(ms)": 1.5,
                                    "Wait Time(ms)": 0.5, "Synchronization Time(ms)": 0.25,
                                    "Wait Time Ratio": 0.25},
        "Communication Bandwidth Info": {"HCCS": {"Transit Size(MB)": 10.0,
                                                  "Transit Time(ms)": 1.0,
                                                  "Size Distribution": {"4.0": [2, 0.5]}}}},
        "hcom_send__2_0_1@g2": {"Communication Time Info": {
            "Start Timestamp(us)": 2500, "Transit Time(ms)": 0.5, "Wait Time(ms)": 0.5}},
        "Receive-op3@g2": {"Communication Time Info": {"Start Timestamp(us)": 2600}}}
    (ana / "communication.json").write_text(json.dumps(comm))
    mat = {"hcom_allReduce__1_0_1@g1": {
        "0-1": {"Transport Type": "HCCS", "Transit Size(MB)": 3.0, "Transit Time(ms)": 1.0,
                "Bandwidth(GB/s)": 3.0}},
        "Receive-op3@g2": {"1-0": {"Transport Type": "RDMA", "Transit Size(MB)": 2.0,
                                   "Transit Time(ms)": 0.5, "Bandwidth(GB/s)": 4.0}}}
    (ana / "communication_matrix.json").write_text(json.dumps(mat))
    AscendCommunicationViewer(ascend_profiler_output_path=str(root),
                              msprof_analyze_output_path=str(ana), ascend_ms_dir=str(root),
                              is_set_schedule=True, jit_level="O0").save(
        {"trace_view_container": _container(root)})
    out = json.loads((root / "communication.json").read_text())
    assert list(out) == ["step1", "step2"]
    total = out["step1"]["collective"]["Total Op Info"]
    assert total["Communication Time Info"] == {
        "Transit Time(ms)": 1.5, "Wait Time(ms)": 0.5, "Synchronization Time(ms)": 0.25,
        "Wait Time Ratio": 0.25, "Synchronization Time Ratio": 0.1429}
    assert total["Communication Bandwidth Info"] == {"HCCS": {
        "Transit Time(ms)": 1.0, "Transit Size(MB)": 10.0, "Size Distribution": {"4.0": [2, 0.5]}}}
    # a send op is named "send" but still counted as collective (2.10's split)
    assert list(out["step2"]["collective"]) == ["hcom_send__2_0_1@g2", "Total Op Info"]
    assert list(out["step2"]["p2p"]) == ["Receive-op3@g2", "Total Op Info"]
    matrix = json.loads((root / "communication_matrix.json").read_text())
    assert list(matrix) == ["step1", "step2"]
    assert matrix["step1"]["p2p"] == {} and matrix["step2"]["collective"] == {}
    assert list(matrix["step1"]["collective"]) == [
        f"allreduce-{k}@g1" for k in ("top1", "middle", "bottom1", "bottom2", "bottom3", "total")]
    assert matrix["step2"]["p2p"]["receive-total@g2"] == {"1-0": {
        "Transport Type": "RDMA", "Transit Size(MB)": 2.0, "Transit Time(ms)": 0.5,
        "Bandwidth(GB/s)": 4.0}}


def test_operator_details_viewer(root):
    fw = root / "fw"
    fw.mkdir()
    rec = _tlv(0, b"MatMul") + _tlv(1, b"[[2,3],[3,4]]") + _tlv(2, b"float32")
    (fw / "mindspore.record_shapes").write_bytes(_tlv(1, rec) + _tlv(1, _tlv(0, b"Add")))
    MsOperatorDetailsViewer(ascend_profiler_output_path=str(root), ascend_ms_dir=str(root),
                            framework_path=str(fw)).save({})
    assert (root / "operator_details.csv").read_text().splitlines() == [
        "Name,Input Shapes", 'MatMul,"[[2,3],[3,4]]"', "Add,"]


def test_timeline_and_integrate_viewers(root):
    c = _container(root)
    viewer = AscendTimelineViewer(ascend_profiler_output_path=str(root), ascend_ms_dir=str(root))
    viewer.save({})
    assert not (root / "trace_view.json").exists()
    viewer.save({"trace_view_container": c})
    trace = json.loads((root / "trace_view.json").read_text())
    assert trace == c.get_trace_view() and len(trace) == 42
    assert {"bp": "e", "cat": "async_npu", "id": "1250", "name": "mindspore_to_npu", "ph": "f",
            "pid": 200, "tid": 5, "ts": "1250"} in trace
    msprof, out = root / "msprof", root / "out"
    msprof.mkdir()
    out.mkdir()
    (msprof / "op_statistic_1.csv").write_text("a,b\n1,2\n")
    (msprof / "hbm_0_1.csv").write_text("h\n")
    (msprof / "aicpu_3.csv").write_text("x\n")
    (msprof / "aicpu_x.csv").write_text("y\n")
    AscendIntegrateViewer(ascend_profiler_output_path=str(out), ascend_ms_dir=str(root),
                          msprof_profile_output_path=str(msprof)).save()
    assert sorted(p.name for p in out.iterdir()) == ["data_preprocess.csv", "hbm.csv",
                                                      "op_statistic.csv"]
    assert (out / "op_statistic.csv").read_text() == "a,b\n1,2\n"


def test_op_memory_viewer(root):
    free = 2**64 - 1
    # (addr, time ns, size, owner): address 200 has a release before its first allocation
    # and a second release, which the next allocation takes as its own (2.10's pairing)
    recs = [(100, 5000, 4096, b"MatMul"), (100, 9000, free, b"MatMul"), (200, 3000, free, b"x"),
            (200, 4000, 2048, b"Add"), (200, 7000, free, b"Add"), (200, 7500, free, b"Add"),
            (200, 8000, 1024, b"Mul"), (300, 1000, 512, b"Leak")]
    fw = root / "fw"
    fw.mkdir()
    with open(fw / "mindspore.memory_usage", "wb") as f:
        for addr, t, size, name in recs:
            fix = struct.pack(OpMemoryEvent.FIX_DATA_FORMAT, 0, 1, 2, t, addr, size, 1 << 20,
                              3 << 20, 2 << 20, 0, 0, 0xabc, 7, 0, 0, 1, 0)
            f.write(_tlv(1, fix + _tlv(13, name)))
    kw = dict(profile_memory=True, framework_path=str(fw), ascend_profiler_output_path=str(root),
              ascend_ms_dir=str(root), activities=["NPU"])
    AscendOpMemoryViewer(**kw).save()
    assert not (root / "operator_memory.csv").exists()      # no framework data without CPU
    AscendOpMemoryViewer(**dict(kw, activities=["CPU"])).save()
    assert (root / "operator_memory.csv").read_text().splitlines()[1:] == [
        "Leak,0.5,1.0,N/A,N/A,N/A,N/A,1.0,2.0,1.0,N/A,N/A,N/A,2748,NPU:0",
        "Add,2.0,4.0,7.0,N/A,3.0,N/A,1.0,2.0,1.0,1.0,2.0,1.0,2748,NPU:0",
        "MatMul,4.0,5.0,9.0,N/A,4.0,N/A,1.0,2.0,1.0,1.0,2.0,1.0,2748,NPU:0",
        "Mul,1.0,8.0,7.5,N/A,-0.5,N/A,1.0,2.0,1.0,1.0,2.0,1.0,2748,NPU:0"]


def _dataset_op(name, ts, te, graph="Dataset", ev="Batch", info="a:1;b:2"):
    return {FileConstant.FIX_SIZE_DATA: (1, 0, 0, ts, te, 1, 1, 2, 3, 1, True, False, False),
            13: name, 14: name, 15: graph, 16: ev, 17: info}


def test_dataset_viewer(root):
    ops = [_dataset_op("Map", 1000, 4000), _dataset_op("Map", 5000, 6000),
           _dataset_op("Map", 7000, 7000), _dataset_op("Map", 1, 3, graph="Other"),
           _dataset_op("x::y", 10, 20), _dataset_op("Gen", 10, 3000, ev="Read", info="q:1;r:2")]
    MsDatasetViewer(ascend_profiler_output_path=str(root), ascend_ms_dir=str(root)).save(
        {"mindspore_op_list": ops})
    assert (root / "dataset.csv").read_text().splitlines() == [
        "Operation,Stage,Occurrences,Avg. time (us),Custom Info",
        "Batch,Map,2,2.0,\"{'a': '1', 'b': '2'}\"", "Read,Gen,1,2.99,\"{'q': '1', 'r': '2'}\""]


def _queue(sizes, length):
    return {"output_queue": {"size": sizes, "length": length}}


def _minddata_files(fw, device_queue):
    ops = [(0, "DeviceQueueOp", 1, None, [1]), (1, "BatchOp", 4, _queue([2, 0, 4, 2], 10), [2]),
           (2, "MapOp", 8, None, [3, 5]), (3, "ShuffleOp", 1, _queue([60, 64, 64], 64), [4]),
           (4, "ImageFolderOp", 2, _queue([1, 0, 0, 0], 64), []),
           (5, "GeneratorOp", 1, _queue([0, 0], 8), [])]
    if device_queue:       # Batch idle with a starved input queue: a queue bottleneck
        ops[3] = (3, "ShuffleOp", 1, _queue([1, 2, 3], 64), [4])
    ops = [dict(zip(("op_id", "op_type", "num_workers", "metrics", "children"), op))
           for op in ops]
    (fw / "pipeline_profiling_0.json").write_text(
        json.dumps({"sampling_interval": 10, "op_info": ops}))
    cpu = [(-1, 1, 1), (0, 1, 2), (1, 10, 20), (2, 80, 600), (3, 1, 1), (4, 2, 3), (5, 90, 100)]
    if device_queue:
        cpu[3], cpu[6] = (2, 10, 20), (5, 1, 1)
    (fw / "minddata_cpu_utilization_0.json").write_text(json.dumps({
        "cpu_processor_num": 8, "op_info": [
            {"op_id": i, "metrics": {"sys_utilization": [s, s + 1], "user_utilization": [u, u]}}
            for i, s, u in cpu]}))
    name = "device_queue_profiling_0.txt" if device_queue else "dataset_iterator_profiling_0.txt"
    (fw / name).write_text("1 0 1 5 100\n0 0 2 7 0\n1 0 2 3 130\n0 0 3 9 0\n1 0 3 3 170\n"
                           "0 1 4 2 0\nbad line\n")


def test_minddata_parser_and_viewers(root):
    fw = root / "fw"
    fw.mkdir()
    kw = dict(rank_id=0, device_id=0, activities=["CPU"], ascend_ms_dir=str(root))
    parser = MindDataParser(framework_path=str(fw), **kw)
    assert parser.parse({"k": 1}) == {"k": 1}          # no pipeline file: nothing added
    _minddata_files(fw, device_queue=False)
    data = parser.parse({})
    assert data["pipeline_info"][1] == 10 and data["device_queue_file_found"] is False
    MindDataPipelineRawViewer(ascend_profiler_output_path=str(root), **kw).save(data)
    rows = (root / "minddata_pipeline_raw_0.csv").read_text().splitlines()
    # breadth first; MapOp has no output queue, so Batch's children are Map's
    assert [r.split(",")[0] for r in rows[1:]] == ["0", "1", "3", "5", "4"]
    assert rows[2] == '1,BatchOp,4,"[2, 0, 4, 2]",2.0,10,0.2,10,0,"[3, 5]"'
    data = parser.parse({})    # the raw viewer rewrote the ops' children (the hooks run
    # in processes of their own in 2.10's flow)
    MindDataPiplineSummaryViewer(ascend_profiler_output_path=str(root), **kw).save(data)
    summary = json.loads((root / "minddata_pipeline_summary_0.json").read_text())
    assert summary["queue_utilization_pct"] == [-1, 20.0, -1, 97.92, 0.39, 0.0]
    assert summary["parent_id"] == [-1, 0, 1, 2, 3, 2]
    assert summary["avg_cpu_pct_per_worker"] == [3.5, 7.62, 85.06, 2.5, 2.75, 190.5]
    assert (summary["per_pipeline_time"], summary["per_push_queue_time"],
            summary["per_batch_time"]) == ([8.0], [2.0], [35.0])
    assert summary["bottleneck_warning"] == ["Map(id=2)"]
    assert summary["bottleneck_suggestion"] == [
        "Map(id=2) is using 85.06% CPU per worker. Setting num_parallel_workers>8 might bring "
        "extra performance."]
    csv_rows = (root / "minddata_pipeline_summary_0.csv").read_text().splitlines()
    assert csv_rows[0] == "op_ids,0,1,2,3,4,5" and len(csv_rows) == len(summary)

    _minddata_files(fw, device_queue=True)
    data = parser.parse({})
    assert data["device_queue_file_found"] is True
    MindDataPiplineSummaryViewer(ascend_profiler_output_path=str(root), **kw).save(data)
    summary = json.loads((root / "minddata_pipeline_summary_0.json").read_text())
    assert summary["per_batch_time"] == [-1]     # batch times come from the iterator trace
    assert summary["bottleneck_warning"] == ["Batch(id=1)"]
    assert summary["bottleneck_suggestion"] == [
        "Batch(id=1) has low CPU utilization per worker of 7.62% and abnormal queue usage. "
        "Try increasing prefetch_size."]
