"""MindSpore 2.10's newer profiler API on JAX's trace: ``profile`` driven by a ``schedule``,
``tensorboard_trace_handler`` and ``mstx``. Step actions, callback points, folder names and
texts measured on MindSpore 2.10 CPU."""
import os
import re

import numpy as np

import minicell as ms
from minicell import log
from minicell.profiler import (ProfilerAction, ProfilerActivity, mstx, profile, schedule,
                               tensorboard_trace_handler)
from minicell.profiler.common.profiler_context import ProfilerContext
from minicell.profiler.profiler_interface import ProfilerInterface


def _logged(monkeypatch):
    said = []
    monkeypatch.setattr(log, "warning", lambda msg, *a, **k: said.append(msg))
    monkeypatch.setattr(log, "error", lambda msg, *a, **k: said.append(msg))
    return said


def test_profile_records_one_trace_per_scheduled_window(tmp_path, monkeypatch):
    _logged(monkeypatch)
    handler = tensorboard_trace_handler(str(tmp_path), worker_name="w")
    ready = []

    def on_ready(p):        # 2.10 hands over its ProfilerInterface class
        ready.append((p, prof.step_num))
        handler(p)
    x = ms.Tensor(np.ones((4, 4), np.float32))
    actions = []
    sched = schedule(wait=1, warmup=1, active=2, repeat=2, skip_first=1)
    with profile(activities=[ProfilerActivity.CPU], schedule=sched,
                 on_trace_ready=on_ready) as prof:
        for _ in range(10):
            ms.ops.matmul(x, x)
            prof.step()
            actions.append(prof.current_action.name)
    # 2.10: the same actions; the trace is handed over when each RECORD_AND_SAVE step ends
    assert actions == ["NONE", "WARM_UP", "RECORD", "RECORD_AND_SAVE"] * 2 + ["NONE"] * 2
    assert ready == [(ProfilerInterface, 5), (ProfilerInterface, 9)]
    windows = sorted(os.listdir(tmp_path))
    assert len(windows) == 2 and all(re.fullmatch(rf"w_{os.getpid()}_\d{{17}}_ascend_ms", w)
                                     for w in windows)
    runs = os.listdir(tmp_path / windows[0] / "plugins" / "profile")
    assert any(f.endswith(".xplane.pb") for f in os.listdir(tmp_path / windows[0] / "plugins" /
                                                         "profile" / runs[0]))


def test_profile_without_schedule_records_start_to_stop(tmp_path, monkeypatch):
    said = _logged(monkeypatch)
    tensorboard_trace_handler(str(tmp_path), worker_name="w")
    ready = []
    prof = profile(start_profile=False, on_trace_ready=lambda p: ready.append(p))
    assert prof.step_num == 0 and prof.current_action is ProfilerAction.RECORD
    prof.stop()
    prof.step()
    assert said == ["Profiler won't be using warmup, this can skew profiler results",
                    "The profile has not started. Do not turn off again in the closed state.",
                    "profile is stopped, step takes no effect!"]
    prof.start()
    prof.start()
    ms.ops.add(ms.Tensor([1.0]), 1.0)
    prof.stop()
    assert ready == [ProfilerInterface] and len(os.listdir(tmp_path)) == 1
    assert said[3:] == [
        "The profile has already started. Do not turn on again in the open state.",
        "Incorrect schedule: Stop profiler while current state is RECORD which may result in "
        "incomplete parsed data."]


def test_trace_handler_defaults_and_mstx_off_ascend(monkeypatch):
    said = _logged(monkeypatch)
    analysed = []

    class Prof:
        def analyse(self, async_mode=False):
            analysed.append(async_mode)
    tensorboard_trace_handler(analyse_flag=1, async_mode="x")(Prof())
    tensorboard_trace_handler(analyse_flag=False)(Prof())
    assert analysed == [False]
    assert said == ["analyse_flag is not bool, set by default.",
                    "async_mode is not bool, set by default."]
    # 2.10 off an Ascend NPU: no marks, range ids 0
    assert mstx.mark("a") is None and mstx.range_start("b") == 0 and mstx.range_end(0) is None


def test_profiler_with_a_schedule_records_its_windows(tmp_path, monkeypatch):
    said = _logged(monkeypatch)
    # a tensorboard_trace_handler's folder (another test's) would win over output_path
    monkeypatch.setattr(ProfilerContext(), "on_trace_ready_output_path", None)
    ready = []
    prof = ms.Profiler(output_path=str(tmp_path), schedule=schedule(wait=0, warmup=1, active=1),
                       on_trace_ready=lambda p: ready.append(prof.step_num))
    for _ in range(4):
        ms.ops.add(ms.Tensor([1.0]), 1.0)
        prof.step()
    prof.analyse()
    # 2.10: windows handed over after steps 1 and 3; analyse stops the profiler and says to
    # use on_trace_ready; three window folders (the last one only warmed up)
    assert ready == [2, 4] and len(os.listdir(tmp_path)) == 3
    assert said[-1] == "The profiler has schedule. Please use 'on_trace_ready' to analyse data."
    # 2.10's analyse() here only stops: the run stays initialized until cleared
    assert ProfilerInterface.is_initialized
    ProfilerInterface.clear()
