"""The PyTorch and MindSpore columns: each (workload, mode) measured by ``benchmarks.child`` in
the interpreter the user names, one process at a time; and import times.

Nothing here imports PyTorch or MindSpore: they run in their own interpreters (minicell never
depends on them). A missing interpreter, one without the framework, a crash or a timeout makes
that cell of the table ``{"error": "failed: <reason>"}`` and the suite goes on. Measurements
taken in another process carry ``"process": "separate"``, so ratios against them are ratios of
medians, not of interleaved rounds (``report._ratio``).

>>> [c.variant for c in COLUMNS]
['torch_eager', 'ms_graph', 'ms_pynative']
"""
import atexit
import collections
import dataclasses
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile

from .child import MARK

ROOT = pathlib.Path(__file__).resolve().parent.parent
TIMEOUT_S = 900


@dataclasses.dataclass(frozen=True)
class Column:
    variant: str        # the column's variant name in the results
    framework: str      # ``benchmarks.child --framework``
    mode: str           # ``benchmarks.child --mode``
    module: str         # what the interpreter must be able to import


COLUMNS = (Column("torch_eager", "torch", "eager", "torch"),
           Column("ms_graph", "mindspore", "graph", "mindspore"),
           Column("ms_pynative", "mindspore", "pynative", "mindspore"))
VARIANTS = tuple(c.variant for c in COLUMNS)


def _env():
    env = dict(os.environ)
    paths = [str(ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env.pop("JAX_PLATFORMS", None)
    return env


def _last_line(text):
    lines = [x for x in text.strip().splitlines() if x.strip()]
    line = lines[-1].strip() if lines else "no output"
    return line if len(line) <= 200 else line[:197] + "..."


def run_marked(cmd, env, timeout=TIMEOUT_S):
    """Run ``cmd`` (an interpreter and its arguments) from the repository root; the JSON of its
    last ``RESULT`` line, or ``{"error": "failed: ..."}`` (no interpreter, a timeout, no
    result)."""
    try:
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=timeout)
    except FileNotFoundError:
        return {"error": f"failed: no interpreter at {cmd[0]}"}
    except PermissionError:
        return {"error": f"failed: {cmd[0]} is not executable"}
    except subprocess.TimeoutExpired:
        return {"error": f"failed: timed out after {timeout} s"}
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    return {"error": f"failed: exit {proc.returncode}: {_last_line(proc.stderr or proc.stdout)}"}


def run_child(python, column, key, sizes, budget, extra=(), timeout=TIMEOUT_S):
    """Measure ``key`` under ``column`` in a fresh ``python`` process; a ``Measurement`` dict
    (with ``"process": "separate"``) or ``{"error": "failed: ..."}``."""
    cmd = [str(python), "-m", "benchmarks.child", "--framework", column.framework,
           "--workload", key, "--mode", column.mode, "--sizes", sizes,
           "--budget", json.dumps(dataclasses.asdict(budget)), *extra]
    res = run_marked(cmd, _env(), timeout)
    if "error" not in res:
        res["process"] = "separate"
    return res


_PYCACHE = []      # the byte-code cache directory of the import timings, made on first use and
                   # removed when the process ends


def import_time(python, module, repeats=3, timeout=300, warm=True):
    """Median CPU seconds ``import module`` takes in a fresh ``python`` process (the
    interpreter's own start excluded), or None when it cannot be imported there. CPU time, not
    wall-clock: importing is one thread's work, and on a shared machine the wall clock mostly
    measures the other jobs. Imports use byte-code caches as a user's do, kept in a temporary
    directory (``PYTHONPYCACHEPREFIX``) even where ``PYTHONDONTWRITEBYTECODE`` is set; a first,
    untimed import writes them (``warm=False``: they are written already)."""
    code = (f"import time; t = time.process_time(); import {module}; "
            f"print(time.process_time() - t)")
    env = _env()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not _PYCACHE:
        _PYCACHE.append(tempfile.mkdtemp(prefix="bench-pycache-"))
        atexit.register(shutil.rmtree, _PYCACHE[0], ignore_errors=True)
    env["PYTHONPYCACHEPREFIX"] = _PYCACHE[0]
    times = []
    for i in range(repeats + warm):
        try:
            proc = subprocess.run([str(python), "-c", code], cwd=ROOT, env=env,
                                  capture_output=True, text=True, timeout=timeout)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if proc.returncode != 0:
            return None
        if i or not warm:
            times.append(float(proc.stdout.strip().splitlines()[-1]))
    return statistics.median(times)


def columns_for(interpreters, variants=None):
    """``{Column: python}`` for the frameworks given an interpreter (``{"torch": path, ...}``),
    keeping only the selected ``variants``."""
    return {c: interpreters[c.framework] for c in COLUMNS
            if interpreters.get(c.framework) and (variants is None or c.variant in variants)}


class Runner:
    """Runs the external columns of each workload; an interpreter that cannot import its
    framework is found out once, and every cell of its columns says why."""

    def __init__(self, interpreters, sizes_name, budget, variants=None, extra=None):
        self.columns = columns_for(interpreters, variants)
        self.sizes_name, self.budget = sizes_name, budget
        self.extra = extra or {}          # framework -> extra child arguments (tests)
        self.broken = {}
        self.import_s = collections.OrderedDict()
        for python in dict.fromkeys(self.columns.values()):
            frameworks = {c.module for c, p in self.columns.items() if p == python}
            for module in sorted(frameworks):
                t = import_time(python, module)
                if t is None:
                    self.broken[(python, module)] = (
                        f"failed: {python} cannot import {module}"
                        if pathlib.Path(python).exists() else f"failed: no interpreter at {python}")
                else:
                    self.import_s[module] = t

    def measure(self, key):
        """``{variant: result}`` of every external column for workload ``key``."""
        out = {}
        for column, python in self.columns.items():
            broken = self.broken.get((python, column.module))
            out[column.variant] = {"error": broken} if broken else run_child(
                python, column, key, self.sizes_name, self.budget,
                self.extra.get(column.framework, ()))
        return out


def own_import_times(repeats=7):
    """``import jax`` and ``import minicell`` in fresh processes of this interpreter, taken
    alternately so that a shared machine's changing load reaches both alike (three samples each
    read 0.55 s where nine alternating ones read 0.22 s, session 33): median CPU seconds."""
    modules = ("jax", "minicell")
    times = {m: [] for m in modules}
    for i in range(repeats):
        for m in modules:
            t = import_time(sys.executable, m, 1, warm=i == 0)
            if t is None:
                return {**{k: statistics.median(v) for k, v in times.items() if v}, m: None}
            times[m].append(t)
    return {m: statistics.median(v) for m, v in times.items()}
