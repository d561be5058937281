#!/bin/bash
# The GPU table in one go, on a machine whose python3 already has JAX with CUDA and PyTorch and
# that cannot reach a package index (the shape of the GPU machines lent to this project):
#
#   bash benchmarks/gpu_run.sh [OUTDIR]          # OUTDIR defaults to $OUT, else ./gpu-results
#
# DEVICE=cpu runs the same steps on the CPU (to try the script where there is no GPU) and
# SUITE_ARGS adds options to the suite's command line (e.g. SUITE_ARGS=--tiny).
#
# 1. installs minicell from this checkout into that python3, editable (no dependencies
#    fetched; wheels in ./.whl, if present, are installed first: e.g. grain, see below),
# 2. checks that GRAPH_MODE and PYNATIVE_MODE agree on a small training step on the GPU,
# 3. runs the suite on the GPU with the PyTorch column from the same interpreter, and
# 4. leaves results-gpu.json, report-gpu.md, ratios-gpu.png and the logs in OUTDIR.
#
# Wheels for a machine without an index, made where pip works (Python 3.12, x86-64):
#   pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#       --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 -d .whl grain
# Each step has its own time limit so that a hung step still leaves the others' output.
set -o pipefail
OUTDIR=${1:-${OUT:-$PWD/gpu-results}}
mkdir -p "$OUTDIR"
PY=${PY:-python3}
DEVICE=${DEVICE:-gpu}
export PYTHONUNBUFFERED=1
cd "$(dirname "$0")/.." || exit 1

if compgen -G ".whl/*.whl" > /dev/null; then
    $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
        --target /tmp/minicell-site .whl/*.whl || exit 1
    export PYTHONPATH=/tmp/minicell-site${PYTHONPATH:+:$PYTHONPATH}
fi
# Editable, as in development: compiler/ and runtime/ are mapped into the minicell package.
$PY -m pip install -q --no-index --no-deps --no-build-isolation --no-cache-dir -e . \
    > "$OUTDIR/install.log" 2>&1 || { tail -20 "$OUTDIR/install.log"; exit 1; }

{ nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  $PY -c "import sys, jax, numpy, minicell; print(sys.version.split()[0], 'jax', jax.__version__,
'numpy', numpy.__version__, 'minicell', minicell.__version__); print(jax.devices())"
} 2>&1 | tee "$OUTDIR/versions.txt"

DEVICE=$DEVICE timeout 300 $PY - <<'EOF' 2>&1 | tee "$OUTDIR/smoke.log"
# GRAPH_MODE vs PYNATIVE_MODE on the GPU: three SGD steps of a small conv net, same weights.
import os

import numpy as np
import jax
import minicell as ms
from minicell import nn

TARGET = os.environ["DEVICE"].upper()
assert jax.default_backend() == TARGET.lower(), jax.devices()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)
        self.bn = nn.BatchNorm2d(8)
        self.fc = nn.Dense(8 * 16 * 16, 10)

    def construct(self, x):
        return self.fc(ms.ops.flatten(ms.ops.relu(self.bn(self.conv(x)))))


def losses(mode):
    ms.set_context(mode=mode, device_target=TARGET)
    ms.set_seed(0)
    net = Net()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(
        sparse=True, reduction="mean")), nn.SGD(net.trainable_params(), 0.1))
    x = ms.Tensor(np.random.default_rng(0).standard_normal((4, 3, 16, 16), np.float32))
    y = ms.Tensor(np.array([1, 2, 3, 4], np.int32))
    return np.array([float(step(x, y).asnumpy()) for _ in range(3)])


graph, eager = losses(ms.GRAPH_MODE), losses(ms.PYNATIVE_MODE)
print("GRAPH_MODE losses   ", graph)
print("PYNATIVE_MODE losses", eager)
print("max difference", np.abs(graph - eager).max())
assert np.allclose(graph, eager, rtol=1e-3, atol=1e-4)
print("smoke: ok")
EOF

# shellcheck disable=SC2086  (SUITE_ARGS is a list of options)
timeout 480 $PY -m benchmarks --device "$DEVICE" --torch-python "$(command -v $PY)" \
    --out "$OUTDIR" $SUITE_ARGS 2>&1 | tee "$OUTDIR/suite.log"
ls -la "$OUTDIR"
