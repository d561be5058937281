"""MindSpore's dataset profiler (``mindspore._c_dataengine.GlobalContext.profiling_manager()``):
``init``, ``start``, ``stop`` and ``save(folder)``.

2.10 (measured on CPU): ``init`` arms the profiler for the first iterator made after it (a
later one warns 'Dataset Profiling is already enabled for a different data pipeline.'); an
iterator made while it is stopped is not profiled; ``start`` (also without ``init``, also again
after ``stop``) begins a window and forgets the batches of the last one; ``stop`` ends it (a
second ``stop`` warns, a ``stop`` before any ``start`` raises). ``save(folder)`` (an existing
folder) writes, when a pipeline was profiled, ``pipeline_profiling_{rank}.json`` (its
operations), ``minddata_cpu_utilization_{rank}.json`` (CPU and memory samples) and, when the
window saw batches, ``dataset_iterator_profiling_{rank}.txt`` (4 lines a batch: pipeline,
push and batch time in ms, then the iterator's queue capacity and size), rank being
``RANK_ID`` (default 0).

minicell's operations run inline in the consumer's thread, without queues between them: the
queue sizes are 0 and the per-operation CPU shares 0; the process and system figures are
read from ``/proc``. Samples are taken as batches arrive, one per sampling interval
(``config.set_monitor_sampling_interval``) after the start, and one at ``stop``.

>>> import minicell._c_dataengine as cde
>>> cde.GlobalContext.profiling_manager().start()
>>> cde.GlobalContext.profiling_manager().stop()
"""
import json
import os
import time

from .. import log as logger
from . import config
from ._profile_tree import baseline, describe, system_sample

# state: None (no start since init), "running", "stopped"; armed: init was called;
# registered: an iterator took the profiler since
_state = {"state": None, "armed": False, "registered": False}
_run = {"ops": None, "token": None, "records": [], "samples": [], "interval": 1000,
        "last": 0.0, "batch": 0, "previous_end": None}
_tuning = [lambda: False]       # autotune sets its own check (it imports this module)


def error(message):
    """2.10's dataset engine RuntimeError layout around ``message``."""
    rule = "-" * 66
    return RuntimeError("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline "
                        f"Error Message'. \n\n{rule}\n- Dataset Pipeline Error Message: \n"
                        f"{rule}\n[ERROR] {message}\n")


def enabled():
    """Whether a new pipeline is profiled (or, when one is, warned about): initialised and not
    stopped since. AutoTune skips a pipeline then."""
    return _state["armed"] and _state["state"] != "stopped"


def register(iterator, dataset, num_epochs):
    """A new iterator: the profiler takes it when armed and free. Returns True (taken), False
    (on, but another pipeline holds it; 2.10's warning) or None (off)."""
    if not enabled():
        return None
    if _state["registered"]:
        logger.warning("Dataset Profiling is already enabled for a different data pipeline.")
        return False
    _state["registered"] = True
    token = object()        # the iterator's mark (no reference to it: it may be freed)
    _run.update(ops=describe(dataset, num_epochs), token=token, samples=[],
                last=time.monotonic(), interval=config.get_monitor_sampling_interval())
    baseline()
    iterator._profiled = token
    return True


def _sample():
    _run["samples"].append(system_sample())
    _run["last"] = time.monotonic()


def record(token, started):
    """The iterator marked ``token`` handed out a row whose fetch began at ``started``
    (``time.monotonic()``)."""
    if token is not _run["token"] or _state["state"] != "running":
        return
    end = time.monotonic()
    _run["batch"] += 1
    previous = _run["previous_end"] or started
    pipeline = int((end - started) * 1000)
    batch = int((end - previous) * 1000)
    _run["previous_end"] = end
    stamp = int(end * 1000)
    _run["records"].append((_run["batch"], pipeline, max(batch - pipeline, 0), batch, stamp))
    if (end - _run["last"]) * 1000 >= _run["interval"]:
        _sample()


class ProfilingManager:
    """MindSpore's dataset profiler: ``init``, ``start``, ``stop``, ``save(folder)`` with 2.10's
    state errors and output files."""

    def init(self):
        if _tuning[0]():
            raise error("Stop MD Autotune before initializing the MD Profiler.")
        if _state["state"] == "running" or _state["armed"] and _state["state"] is None:
            raise error("Stop MD Profiler before initializing it.")
        _state.update(state=None, armed=True, registered=False)
        _run.update(ops=None, token=None, records=[], samples=[], batch=0)

    def start(self):
        if _tuning[0]() or _state["state"] == "running":
            raise error("MD ProfilingManager is already running.")
        _state["state"] = "running"
        _run.update(records=[], batch=0, previous_end=None)
        if _run["ops"] is not None:
            _run["samples"], _run["last"] = [], time.monotonic()
            baseline()

    def stop(self):
        if _state["state"] == "stopped":
            logger.warning("MD ProfilingManager had already stopped.")
            return
        if _state["state"] != "running":
            raise error("MD ProfilingManager has not started yet.")
        _state["state"] = "stopped"
        if _run["ops"] is not None:
            _sample()

    def save(self, profile_dir):
        """Write the profile of the profiled pipeline into the folder ``profile_dir``."""
        if not os.path.isdir(str(profile_dir)):
            raise error("Invalid file, can not get realpath of Profiling directory.")
        if _run["ops"] is None:
            return
        if not _run["samples"]:
            _sample()
        rank = os.environ.get("RANK_ID", "0")
        _write(os.path.join(profile_dir, f"pipeline_profiling_{rank}.json"), _pipeline())
        _write(os.path.join(profile_dir, f"minddata_cpu_utilization_{rank}.json"), _cpu())
        if _run["records"]:
            capacity = config.get_prefetch_size()
            lines = []
            for num, pipeline, push, batch, stamp in _run["records"]:
                lines += [f"0 1 {num} {pipeline} {stamp}", f"0 2 {num} {push} {stamp}",
                          f"0 0 {num} {batch} {stamp}", f"1 {capacity} {num} 0 {stamp}"]
            _write(os.path.join(profile_dir, f"dataset_iterator_profiling_{rank}.txt"),
                   "\n".join(lines) + "\n")


def _write(path, content):
    text = content if isinstance(content, str) else \
        json.dumps(content, sort_keys=True, separators=(",", ":"))
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)


def _pipeline():
    count = len(_run["samples"])
    ops = []
    for op in _run["ops"]:
        out = {key: op[key] for key in ("op_id", "op_type", "num_workers")}
        if op["children"]:
            out["children"] = op["children"]
        out["metrics"] = None if op["inline"] else \
            {"output_queue": {"length": op["queue"], "size": [0] * count}}
        ops.append(out)
    return {"op_info": ops, "sampling_interval": _run["interval"]}


def _cpu():
    samples = _run["samples"]

    def series(part, key):
        return [s[part][key] for s in samples]
    zeros = [0] * len(samples)
    device = {key: series("device", key) for key in samples[0]["device"]}
    return {"cpu_processor_num": os.cpu_count() or 1, "device_info": device,
            "op_info": [{"metrics": {"sys_utilization": zeros, "user_utilization": zeros},
                         "op_id": op["op_id"]} for op in _run["ops"]],
            "process_info": {key: series("process", key) for key in samples[0]["process"]},
            "process_memory_info": {key: series("memory", key)
                                    for key in samples[0]["memory"]},
            "sampling_interval": _run["interval"],
            "system_memory_info": {key: series("system", key) for key in samples[0]["system"]},
            "time_stamp": [s["time_stamp"] for s in samples]}


PROFILING_MANAGER = ProfilingManager()
