"""Behaviours MindSpore's own ut tests (tests/ut/python) rely on, re-swept in ut8, with the values
measured on MindSpore 2.10 written in as constants."""
import subprocess
import sys

import pytest


@pytest.mark.heavy
def test_import_leaves_jax_backend_unstarted():
    """Importing minicell makes no JAX array: a backend started at import is fixed before
    jax.distributed.initialize or a platform choice can run, and a process forked after the
    import hangs in its first compile (the ut sweep's preloading runner did, from 3e56365)."""
    code = ("import minicell, minicell.nn, minicell.ops, minicell.numpy\n"
            "from jax._src import xla_bridge\n"
            "print(sorted(xla_bridge._backends))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


@pytest.fixture
def clean_env(monkeypatch):
    for name in ("HCCL_DETERMINISTIC", "TE_PARALLEL_COMPILER", "XLA_FLAGS"):
        monkeypatch.delenv(name, raising=False)
    yield
    import minicell as ms
    ms.set_context(deterministic="OFF")


def _env():
    import os
    return os.environ.get("HCCL_DETERMINISTIC"), os.environ.get("TE_PARALLEL_COMPILER")


def test_deterministic_sets_2_10_environment(clean_env, monkeypatch):
    """set_context(deterministic=...) and set_deterministic set or unset 2.10's HCCL/TBE
    variables, warning as 2.10 when one held another value (measured, texts 2.10's)."""
    import minicell as ms
    from minicell import log
    said = []
    monkeypatch.setattr(log, "warning", lambda msg, *a, **k: said.append(msg))
    monkeypatch.setenv("HCCL_DETERMINISTIC", "false")
    ms.set_context(deterministic="ON")
    assert _env() == ("true", "1") and ms.get_context("deterministic") == "ON"
    assert said == ["Environment 'HCCL_DETERMINISTIC' should be 'true' or 'strict' when set "
                    "deterministic='ON', but got 'false'. HCCL_DETERMINISTIC' will be set to "
                    "'true'."]
    monkeypatch.setenv("TE_PARALLEL_COMPILER", "0")
    ms.set_context(deterministic="OFF")
    assert _env() == (None, "0") and said[1:] == [
        "Environment 'HCCL_DETERMINISTIC' should not be set or be 'false' when set "
        "deterministic='OFF', but got 'true'. 'HCCL_DETERMINISTIC' will be unset."]
    ms.set_deterministic(True)
    assert _env() == ("true", "1") and ms.get_context("deterministic") == "ON"
    assert said[2:] == ["Environment 'TE_PARALLEL_COMPILER' should be '1' when set "
                        "deterministic='True', but got '0'. 'TE_PARALLEL_COMPILER' will be set "
                        "to '1'."]
    ms.set_deterministic(False)
    assert _env() == (None, None) and ms.get_context("deterministic") == "OFF"
    monkeypatch.setenv("HCCL_DETERMINISTIC", "strict")
    ms.set_context(deterministic="ON")
    assert _env() == ("strict", "1")
