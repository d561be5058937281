"""The persistent compilation cache: MindSpore's ``set_context(enable_compile_cache=True,
compile_cache_path=DIR)`` or ``MINICELL_COMPILE_CACHE=DIR`` keep XLA's executables on disk, and
a second process loads them and computes the same results. Each case runs in fresh processes,
so the cache switched on there never reaches this test process. Those processes inherit the
test run's own JAX cache (``JAX_COMPILATION_CACHE_DIR``, tests/conftest.py), which JAX opens at
their first compile: minicell's switch must move JAX to the asked directory even then.
"""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

SCRIPT = """
import sys
import numpy as np
import minicell as ms
from minicell import nn
mode = sys.argv[1]
if mode == "context":
    ms.set_context(enable_compile_cache=True, compile_cache_path=sys.argv[2])
ms.set_context(mode=ms.GRAPH_MODE)
net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
out = net(ms.Tensor(np.arange(3, dtype=np.float32).reshape(1, 3)))
from minicell.compiler.call import persistent_cache
print(out.asnumpy().tolist(), persistent_cache())
"""


def _run(mode, cache, env_dir=None):
    env = {k: v for k, v in os.environ.items() if k != "MINICELL_COMPILE_CACHE"}
    if env_dir is not None:
        env["MINICELL_COMPILE_CACHE"] = str(env_dir)
    proc = subprocess.run([sys.executable, "-c", SCRIPT, mode, str(cache)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout.strip().splitlines()[-1]


def test_set_context_compile_cache_writes_under_rank_0(tmp_path):
    line = _run("context", tmp_path)
    where = tmp_path / "rank_0"
    assert line == f"[[3.0, 3.0]] {where}"
    assert any(where.iterdir())            # executables stored for the next process


def test_env_var_cache_is_reused_by_the_next_process(tmp_path):
    first = _run("env", "-", env_dir=tmp_path)
    files = set(os.listdir(tmp_path))
    assert files and first == f"[[3.0, 3.0]] {tmp_path}"
    assert _run("env", "-", env_dir=tmp_path) == first      # loaded, same result
    assert set(os.listdir(tmp_path)) == files               # nothing compiled anew
