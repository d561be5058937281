"""Runs a test file as a script in a child process at XLA's defaults. The suite runs XLA at its
cheapest optimization level (tests/conftest.py), which neither contracts ``a * b + c`` into an
fma nor fuses as the defaults do; a result that only shows at the defaults users get is checked
in such a child."""
import json
import os
import subprocess
import sys


def child_json(path, timeout=300):
    """The JSON value the script ``path`` prints last, run without the XLA_/JAX_ variables."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XLA_", "JAX_"))}
    proc = subprocess.run([sys.executable, path], env=env, capture_output=True, text=True,
                          timeout=timeout)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])
