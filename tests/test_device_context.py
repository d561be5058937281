"""``mindspore.device_context``: the per-backend settings are checked as MindSpore 2.10 checks
them (types, choices, its messages) and recorded; the availability queries follow JAX."""
import pytest

import minicell as ms
from minicell import device_context as dc
from minicell.device_context import _settings
from minicell.device_context.cpu.op_tuning import threads_num
from minicell.device_context.gpu.op_precision import conv_allow_tf32, matmul_allow_tf32
from minicell.device_context.gpu.op_tuning import conv_dgrad_algo, conv_fprop_algo, conv_wgrad_algo


@pytest.fixture(autouse=True)
def _restore_context(monkeypatch):
    from minicell import context
    monkeypatch.setattr(context._context, "values", dict(context._context.values))
    monkeypatch.setattr(_settings, "_recorded", {})      # threads_num may be set once


def test_backends_report_what_jax_sees():
    assert dc.cpu.is_available() and dc.cpu.device_count() == 1
    import jax
    gpus = [d for d in jax.devices() if d.platform == "gpu"]
    assert dc.gpu.is_available() == bool(gpus) and dc.gpu.device_count() == len(gpus)
    assert not dc.ascend.is_available() and dc.ascend.device_count() == 0


def test_settings_are_recorded_and_shown_in_the_context():
    threads_num(3)
    matmul_allow_tf32(True)
    conv_allow_tf32(False)
    conv_fprop_algo("performance")
    conv_dgrad_algo("winograd")
    conv_wgrad_algo("algo_3")
    ms.device_context.ascend.op_precision.precision_mode("force_fp32")
    ms.device_context.ascend.op_precision.matmul_allow_hf32(False)
    rec = dc.recorded()
    assert rec["cpu.threads_num"] == 3 and rec["gpu.conv_wgrad_algo"] == "algo_3"
    assert ms.get_context("matmul_allow_tf32") is True
    assert ms.get_context("conv_allow_tf32") is False
    assert ms.get_context("conv_fprop_algo") == "performance"
    assert ms.get_context("precision_mode") == "force_fp32"


@pytest.mark.parametrize("call, err, match", [
    (lambda: threads_num(0), ValueError, "must > 0"),
    (lambda: threads_num(2.0), TypeError, "'num' must be <class 'int'>"),
    (lambda: matmul_allow_tf32(1), TypeError, "'value' must be <class 'bool'>"),
    (lambda: conv_fprop_algo("algo_3"), ValueError, "conv_fprop_algo', the argument must be in"),
    (lambda: conv_dgrad_algo("algo_3"), ValueError, "conv_dgrad_algo"),
    (lambda: dc.ascend.op_precision.precision_mode("fp8"), ValueError, "must be one of"),
    (lambda: dc.ascend.op_precision.conv_allow_hf32("1"), ValueError, r"\[True, False\]"),
])
def test_bad_settings_raise_mindspores_errors_and_record_nothing(call, err, match):
    before = dc.recorded()
    with pytest.raises(err, match=match):
        call()
    assert dc.recorded() == before


def test_cpu_threads_num_is_set_once():
    # 2.10's checks and texts, in its order: type, then "set once", then the value; the same
    # function as op_tuning.threads_num
    from minicell.device_context import cpu
    assert cpu.threads_num is threads_num
    with pytest.raises(TypeError, match=r"The parameter 'num' must be <class 'int'>"):
        cpu.threads_num(1.5)
    with pytest.raises(ValueError, match=r"The 'num' must be int and must > 0, but got '0'"):
        cpu.threads_num(0)
    cpu.threads_num(2)
    with pytest.raises(RuntimeError, match=r"can not be set repeatedly"):
        cpu.threads_num(0)


def test_jit_syntax_levels_in_context():
    import minicell.context as context
    assert (context.STRICT, context.COMPATIBLE, context.LAX) == (0, 1, 2)
    assert context.LAX is ms.LAX
