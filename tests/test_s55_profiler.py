"""minicell.profiler laid out as 2.10's mindspore.profiler: Profiler/profile over
ProfilerContext, Schedule, ProfilerActionController and ProfilerInterface, the run folders and
their files, PathManager/FileManager, the dynamic-profiler config and mstx. Texts, actions,
folder names and on_trace_ready's argument measured on MindSpore 2.10 CPU."""
import json
import os
import re
import stat

import numpy as np
import pytest

import minicell as ms
from minicell import context, log
from minicell.profiler import Profiler, mstx, profile, schedule, tensorboard_trace_handler
from minicell.profiler.common.constant import (AicoreMetrics, ExportType, ProfilerActivity,
                                               ProfilerLevel)
from minicell.profiler.common.exceptions.exceptions import ProfilerPathErrorException
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.path_manager import PathManager
from minicell.profiler.common.profiler_context import ProfilerContext
from minicell.profiler.common.profiler_meta_data import ProfilerMetaData
from minicell.profiler.common.profiler_path_manager import ProfilerPathManager
from minicell.profiler.dynamic_profile import dynamic_profiler_utils
from minicell.profiler.dynamic_profile.dynamic_profiler_config_context import (
    DynamicProfilerConfigContext)
from minicell.profiler.profiler_action_controller import ProfilerActionController
from minicell.profiler.profiler_interface import ProfilerInterface
from minicell.profiler.schedule import ProfilerAction, Schedule

from conftest import FnCell

A = ProfilerAction


@pytest.fixture(autouse=True)
def fresh_profiler_state(monkeypatch):
    """The context and path manager are process-wide (2.10 too): a trace handler's folder
    and an initialized run would leak from one test into the next."""
    monkeypatch.setattr(ProfilerContext(), "on_trace_ready_output_path", None)
    monkeypatch.setattr(ProfilerPathManager(), "_worker_name", None)
    monkeypatch.setattr(ProfilerMetaData, "metadata", {})
    yield
    if ProfilerInterface.is_initialized:
        ProfilerInterface.stop()
        ProfilerInterface.clear()


@pytest.fixture
def said(monkeypatch):
    out = []
    monkeypatch.setattr(log, "warning", lambda msg, *a, **k: out.append(("W", msg % a)))
    monkeypatch.setattr(log, "error", lambda msg, *a, **k: out.append(("E", msg % a)))
    return out


@pytest.fixture
def calls(monkeypatch):
    """ProfilerInterface's steps recorded instead of run."""
    out = []
    for name in ("init", "start", "stop", "finalize", "analyse", "clear"):
        monkeypatch.setattr(ProfilerInterface, name,
                            classmethod(lambda cls, *a, _n=name, **k: out.append(_n)))
    return out


def test_schedule_actions_and_resets(said):
    sched = Schedule(wait=2, active=2, warmup=2, repeat=3, skip_first=2)
    letter = {A.NONE: "N", A.WARM_UP: "W", A.RECORD: "R", A.RECORD_AND_SAVE: "S"}
    assert "".join(letter[sched(i)] for i in range(1, 21)) == "NNNWWRSNNWWRSNNWWRSN"
    assert Schedule(wait=0, active=2, warmup=0, repeat=2, skip_first=1)(1) is A.RECORD
    bad = Schedule(wait="1", active=0, warmup=-1, repeat=True, skip_first=1.0)
    assert bad.to_dict() == {"wait": 0, "active": 1, "warmup": 0, "repeat": 0, "skip_first": 0}
    assert [m for _, m in said] == [
        "Profiler won't be using warmup, this can skew profiler results",
        "Parameter 'wait' should be of type int, but got str. reset to int 0.",
        "Parameter 'warmup' should be of type int, but got int. reset to int 0.",
        "Parameter 'active' should be of type int, but got int. reset to int 1.",
        "Parameter 'repeat' should be of type int, but got bool. reset to int 0.",
        "Parameter 'skip_first' should be of type int, but got float. reset to int 0.",
        "Profiler won't be using warmup, this can skew profiler results"]
    with pytest.raises(ValueError, match="must be not less than 0"):
        sched(-1)
    assert repr(bad) == "Schedule(wait=0, active=1, warmup=0, repeat=0, skip_first=0)"


def test_action_controller_table_and_trace_ready():
    got = []
    ctl = ProfilerActionController(ProfilerInterface, got.append)
    pi = ProfilerInterface
    assert ctl.action_map[(A.NONE, A.RECORD)] == [pi.init, pi.start]
    assert ctl.action_map[(A.RECORD_AND_SAVE, A.RECORD)] == [
        pi.stop, pi.finalize, ctl._trace_ready, pi.clear, pi.init, pi.start]
    assert ctl.action_map[(A.RECORD, A.RECORD_AND_SAVE)] == []
    ctl._trace_ready()
    assert got == [ProfilerInterface]          # 2.10 hands over the interface class
    ProfilerActionController(ProfilerInterface, None)._trace_ready()


def test_profiler_without_schedule_start_stop_texts(said, calls):
    prof = Profiler(start_profile=False, output_path="./data")
    prof.stop()
    prof.step()
    prof.start()
    prof.start()
    assert prof._has_started and prof.current_action is A.RECORD
    prof.stop()
    assert not prof._has_started and calls == ["init", "start", "stop"]
    assert [m for _, m in said[2:]] == [
        "The profiler has not started. Do not turn off again in the closed state.",
        "With no schedule in the Profiler, step takes no effect!",
        "The profiler has already started. Do not turn on again in the open state."]
    assert said[0][1].startswith("'mindspore.Profiler' will be deprecated")


def test_profiler_with_schedule_needs_steps(said, calls):
    prof = Profiler(start_profile=False, data_process=False,
                    schedule=Schedule(wait=1, active=1, warmup=1, repeat=1, skip_first=1))
    prof.step()
    assert said[-1] == ("E", "Profiler is stopped, step takes no effect!")
    prof.start()
    prof.stop()
    assert prof._has_started and said[-1] == (
        "W", "The profiler has schedule. Please use step() to collect data.")
    actions = []
    for _ in range(5):
        prof.step()
        actions.append(prof.current_action)
    assert actions == [A.NONE, A.WARM_UP, A.RECORD_AND_SAVE, A.NONE, A.NONE]
    assert calls == ["init", "start", "stop", "finalize", "clear"]
    prof.stop()
    assert not prof._has_started


def test_parameters_are_checked_as_2_10(said, tmp_path):
    ctx = ProfilerContext()
    with pytest.warns(UserWarning, match="'aic_metrics' cannot be set to 'AicoreMetrics"):
        ctx.set_params(output_path=str(tmp_path), profiler_level=ProfilerLevel.Level1,
                       activities="CPU", export_type="db", on_trace_ready=3)
    assert ctx.original_params["aic_metrics"] == "PipeUtilization"
    assert ctx.activities == [ProfilerActivity.CPU, ProfilerActivity.NPU]
    assert ctx.original_params["export_type"] == ["db"] and ctx.on_trace_ready is None
    ctx.set_params(output_path=str(tmp_path), with_stack=1)
    assert ctx.with_stack is False
    assert [m for _, m in said if "For Profiler" in m] == [
        "For Profiler, activities value is Invalid, reset to "
        "[<ProfilerActivity.CPU: 'CPU'>, <ProfilerActivity.NPU: 'NPU'>].",
        "For Profiler, on_trace_ready value is Invalid, reset to None.",
        "For Profiler, the type of with_stack should be <class 'bool'>, but got "
        "<class 'int'>, reset to False."]


def test_profile_windows_go_to_trace_handler_folders(tmp_path, said, mode):
    ready = []
    handler = tensorboard_trace_handler(str(tmp_path), worker_name="w")

    def on_ready(p):
        ready.append((p, prof.step_num))
        handler(p)
    fn = lambda x: ms.ops.matmul(x, x) + 1
    net = FnCell(fn)
    x = ms.Tensor(np.ones((4, 4), np.float32))
    with profile(schedule=schedule(wait=0, warmup=1, active=2, repeat=1),
                 on_trace_ready=on_ready) as prof:
        for _ in range(4):
            net(x)
            prof.step()
    assert ready == [(ProfilerInterface, 3)] and said == []
    (run,) = os.listdir(tmp_path)
    assert re.fullmatch(rf"w_{os.getpid()}_\d{{17}}_ascend_ms", run)
    run = tmp_path / run
    assert {"ASCEND_PROFILER_OUTPUT", "FRAMEWORK", "logs", "plugins"} <= set(os.listdir(run))
    assert list(run.glob("plugins/profile/*/*.xplane.pb"))
    events = json.loads((run / "ASCEND_PROFILER_OUTPUT" / "trace_view.json").read_text())
    steps = {e["name"] for e in events if e.get("name", "").startswith("ProfilerStep#")}
    assert steps == {"ProfilerStep#1", "ProfilerStep#2"}     # the recorded steps
    assert not ProfilerInterface.is_initialized


def test_metadata_lands_in_the_run_folder(tmp_path, said, calls):
    prof = Profiler(start_profile=False, output_path=str(tmp_path))
    prof.add_metadata("k", "v")
    prof.add_metadata("k", "w")
    prof.add_metadata_json("j", '{"a": [1, 2]}')
    prof.add_metadata_json("bad", "{")
    prof.add_metadata(1, "x")
    assert [m for _, m in said[2:]] == [
        "k is already saved as metadata, override it.",
        "The metadata value must be json format string. Skip this metadata",
        "The key and value of metadata must be string. Skip this metadata."]
    ProfilerPathManager().set_ascend_ms_dir()
    os.makedirs(ProfilerContext().ascend_ms_dir)
    ProfilerMetaData.dump_metadata()
    path = os.path.join(ProfilerContext().ascend_ms_dir, "profiler_metadata.json")
    assert json.load(open(path)) == {"k": "w", "j": {"a": [1, 2]}}
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640


def test_path_and_file_managers(tmp_path, said):
    with pytest.raises(ProfilerPathErrorException) as info:
        PathManager.check_input_directory_path(str(tmp_path / "a$b"))
    assert str(info.value) == (f"[ProfilerPathErrorException] code: 50546081, msg: Path error. "
                               f"Invalid input path: {tmp_path}/a$b, contains invalid "
                               "characters.")
    PathManager.remove_file_safety(str(tmp_path / "none"))
    assert said == [("W", f"The file does not exist: {tmp_path}/none")]
    target = tmp_path / "out.csv"
    FileManager.create_csv_file(str(target), [[1, 2]], ["a", "b"])
    FileManager.create_csv_file(str(target), [[3, 4]], ["a", "b"])
    assert FileManager.read_csv_file(str(target)) == [["a", "b"], ["3", "4"]]
    assert sorted(os.listdir(tmp_path)) == ["out.csv"]     # the temporary file is gone
    os.chmod(target, 0o666)
    with pytest.raises(ProfilerPathErrorException, match="group or others writable"):
        FileManager.read_csv_file(str(target))


def test_dynamic_config_context(monkeypatch, said):
    monkeypatch.setenv("MSMONITOR_USE_DAEMON", "1")
    assert dynamic_profiler_utils.DynamicProfilerUtils.is_dyno_mode()
    cfg = DynamicProfilerConfigContext({"start_step": "5", "iterations": "3",
                                        "activities": "NPU, CPU", "profile_memory": "TRUE",
                                        "export_type": "Db", "profiler_level": "Level_none"})
    assert (cfg.start_step, cfg.stop_step) == (5, 7)
    assert cfg.to_dict()["activities"] == ["CPU", "NPU"] and cfg.to_dict()["profile_memory"]
    args = cfg.args
    assert args["export_type"] == [ExportType.Db]
    assert args["profiler_level"] is ProfilerLevel.LevelNone
    assert DynamicProfilerConfigContext.bytes_to_json(cfg.to_bytes())["stop_step"] == 7
    monkeypatch.setenv("MSMONITOR_USE_DAEMON", "0")
    cfg = DynamicProfilerConfigContext({"start_step": 2, "stop_step": "x", "aic_metrics": 9})
    assert cfg.stop_step == -1 and cfg.args["aic_metrics"] is AicoreMetrics.AiCoreNone
    assert [m for _, m in said] == [
        "'stop_step' should be int, but got str. will be reset to default value: '-1'.",
        "The parameter 'aic_metrics=9' does not support passing in the int type in future "
        "versions. Please use the str type instead.",
        "'aic_metrics' needs to be set to one of '0, 1, 2, 3, 4, 5, 6, and 7',but got '9', "
        "will be reset to default: 'AicoreMetrics.AiCoreNone'."]


def test_mstx_gates(monkeypatch, said):
    class Npu:
        def __init__(self):
            self.got = []

        def mstx_mark(self, *a):
            self.got.append(a)

        def mstx_range_start(self, *a):
            return 7
    npu = Npu()
    monkeypatch.setattr(mstx, "NPU_PROFILER", npu)
    monkeypatch.setattr(mstx, "enable", True)
    assert mstx.range_start("r") == 0 and npu.got == []       # not on Ascend
    monkeypatch.setattr(context, "get_context", lambda key: "Ascend")
    stream = ms.runtime.Stream()
    mstx.mark("m", stream, "d")
    assert npu.got == [("m", stream.device_stream(), "d")]
    assert mstx.range_start("r") == 7 and mstx.range_start("") == 0
    mstx.range_end("x")
    assert [m for _, m in said] == [
        "Invalid message for mstx.range_start func. Please input valid message string.",
        "Invalid range_id for mstx.range_end func. Please input return value from "
        "mstx.range_start."]


def test_dynamic_monitor_profiles_the_configured_steps(tmp_path, said, capsys):
    from minicell.profiler import DynamicProfilerMonitor
    cfg = tmp_path / "cfg"
    mon = DynamicProfilerMonitor(cfg_path=str(cfg), output_path=str(tmp_path / "out"))
    default = json.loads((cfg / "profiler_config.json").read_text())
    assert default["start_step"] == -1 and default["activities"] == ["CPU", "NPU"]
    assert stat.S_IMODE(os.stat(cfg / "profiler_config.json").st_mode) == 0o640
    (cfg / "profiler_config.json").write_text(json.dumps(
        {"start_step": 2, "stop_step": 3, "activities": ["CPU"], "analyse": True}))
    mon._last_poll = None                   # read it now, not after poll_interval seconds
    for _ in range(5):
        ms.ops.add(ms.Tensor([1.0]), 1.0)
        mon.step()
    (run,) = (tmp_path / "out").iterdir()
    assert run.name == "rank0_start2_stop3"
    (views,) = run.glob("*_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json")
    steps = {e["name"] for e in json.loads(views.read_text())
             if e.get("name", "").startswith("ProfilerStep#")}
    assert steps == {"ProfilerStep#1", "ProfilerStep#2"}     # the monitor's steps 2 and 3
    assert capsys.readouterr().out.splitlines()[-1] == (
        "[Dynamic Profiler] Rank 0 Dynamic profiler start at step 2, will stop at step 3")
    with pytest.raises(TypeError, match="The cfg_path must be a string."):
        DynamicProfilerMonitor(cfg_path=1)


def test_offline_analyse_writes_the_trace_views(tmp_path, said):
    from minicell.profiler.profiler import analyse
    with profile(schedule=schedule(wait=0, warmup=0, active=1, repeat=1),
                 on_trace_ready=tensorboard_trace_handler(str(tmp_path), analyse_flag=False)) \
            as prof:
        ms.ops.add(ms.Tensor([1.0]), 1.0)
        prof.step()
    (run,) = tmp_path.iterdir()
    assert not (run / "ASCEND_PROFILER_OUTPUT").exists()
    analyse(str(tmp_path), max_process_number=0)
    assert json.loads((run / "ASCEND_PROFILER_OUTPUT" / "trace_view.json").read_text())
    Profiler.offline_analyse(str(run / "FRAMEWORK"))
    assert [m for _, m in said][-2:] == [
        "Parameter 'max_process_number' should be of type int, but got int. reset to int "
        f"{os.cpu_count() // 2}.",
        f"Invalid path: {run}/FRAMEWORK. Expected a *_ascend_ms_* directory or a parent "
        "directory of multiple *_ascend_ms_*"]
