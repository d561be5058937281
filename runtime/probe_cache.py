"""Answers of backend probes kept on disk between processes.

Some choices depend on how XLA compiles on this machine, which minicell finds out by compiling
a tiny program once per process: whether the backend contracts a float32 ``a * b + c`` into one
FMA (``primitives/nnacl.py``), whether XLA knows a compile option (``xla_options._accepted``:
the eager kernels' emitters, a donating graph's copy insertion). Each probe is an XLA compile of
its own, about 20 ms of a first call on CPU (W5's FMA probe: 2% of its GRAPH_MODE first call;
W3's two probes: 10%, session 72). Its answer depends only on the software and the host, so it
is kept in a small JSON file under a key of everything it depends on: the probe's name, the jax
and jaxlib versions, the backend's platform and version, the device kind, ``XLA_FLAGS`` and the
host CPU's feature flags. Any change of those is another key, and the probe runs again.

The file is ``$MINICELL_CACHE_DIR/probes.json``, by default under ``$XDG_CACHE_HOME/minicell``
(``~/.cache/minicell``); ``MINICELL_CACHE_DIR=`` (empty) keeps nothing on disk. A directory that
cannot be read or written only costs the probe's compile, as before.
"""
import hashlib
import json
import os
import platform
import tempfile

CACHE_ENV = "MINICELL_CACHE_DIR"
_FILE = "probes.json"
_host = []      # [fingerprint of the host CPU] once read


def cache_dir():
    """The directory of the probe file, or None where ``MINICELL_CACHE_DIR`` is empty."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None:
        return chosen or None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "minicell")


def _host_cpu():
    """The CPU's feature flags (Linux: the first ``flags``/``Features`` line of
    ``/proc/cpuinfo``), else the processor's name: what XLA's CPU code generation targets."""
    if not _host:
        text = platform.machine() + " " + platform.processor()
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
                for line in f:
                    if line.startswith(("flags", "Features")):
                        text += line
                        break
        except OSError:
            pass
        _host.append(hashlib.sha256(text.encode()).hexdigest()[:16])
    return _host[0]


def probe_key(name, backend):
    """The key of probe ``name``'s answer on ``backend`` (a jax backend client)."""
    import jax
    import jaxlib
    device = backend.local_devices()[0] if backend.local_devices() else None
    return "|".join([name, jax.__version__, jaxlib.__version__, backend.platform,
                     str(getattr(backend, "platform_version", "")),
                     str(getattr(device, "device_kind", "")),
                     os.environ.get("XLA_FLAGS", ""), _host_cpu()])


def _read(path):
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _write(directory, path, data):
    """Replace the file in one step (a concurrent reader sees the old or the new one)."""
    try:
        os.makedirs(directory, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".probes.")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=0, sort_keys=True)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except (OSError, UnboundLocalError):
            pass


def cached_probe(name, backend, run):
    """``run()``'s answer (a bool, number or string) for probe ``name`` on ``backend``, from the
    file when it holds one for this key, else run now and kept there."""
    directory = cache_dir()
    if directory is None:
        return run()
    path = os.path.join(directory, _FILE)
    key = probe_key(name, backend)
    known = _read(path)
    if key in known:
        return known[key]
    answer = run()
    known = _read(path)         # (another process may have added its answers meanwhile)
    known[key] = answer
    _write(directory, path, known)
    return answer
