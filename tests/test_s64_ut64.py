"""Session 64 (ut64): MindSpore 2.10's tests/ut/python/dataset files re-run under minicell.

AutoTune and the dataset profiler (dataset/test_autotune.py TestAutotuneWithProfiler): 2.10
tunes one pipeline at a time (the first iterator made while AutoTune is on, until it is freed;
a second iterator warns 'Cannot enable AutoTune for the current data pipeline as it is already
enabled for another data pipeline.'); ``_c_dataengine.GlobalContext.profiling_manager()``'s
``init`` profiles the first pipeline made after it (a later one warns 'Dataset Profiling is
already enabled for a different data pipeline.') and AutoTune skips a pipeline while the
profiler is on; ``init`` while an AutoTune'd iterator lives is 2.10's RuntimeError 'Stop MD
Autotune before initializing the MD Profiler.'. minicell had no GlobalContext. Texts measured on
2.10 CPU.
"""
import numpy as np
import pytest

import minicell._c_dataengine as cde
import minicell.dataset as ds


def _pipeline():
    return ds.GeneratorDataset([(np.array([x]),) for x in range(64)], ["data"]).batch(8)


_AT = "Cannot enable AutoTune for the current data pipeline as "


@pytest.fixture
def autotune_off():
    yield
    ds.config.set_enable_autotune(False)


def test_autotune_tunes_one_pipeline_at_a_time(capfd, autotune_off):
    ds.config.set_enable_autotune(True)
    assert "Dataset AutoTune is enabled but no json path is specified, check INFO log for " \
           "tuned result." in capfd.readouterr().err
    data = _pipeline()
    first = data.create_dict_iterator(num_epochs=5)
    assert capfd.readouterr().err == ""
    second = data.create_dict_iterator(num_epochs=5)
    assert _AT + "it is already enabled for another data pipeline." in capfd.readouterr().err
    del first, second
    third = data.create_dict_iterator(num_epochs=5)       # the first one's is free again
    assert capfd.readouterr().err == ""
    ds.config.set_enable_autotune(False)
    manager = cde.GlobalContext.profiling_manager()
    with pytest.raises(RuntimeError) as err:
        manager.init()
    assert "[ERROR] Stop MD Autotune before initializing the MD Profiler." in str(err.value)
    assert str(err.value).startswith("Exception thrown from dataset pipeline. Refer to "
                                     "'Dataset Pipeline Error Message'.")
    del third
    manager.init()
    manager.start()
    manager.stop()


def test_profiler_takes_the_first_pipeline_after_init(capfd, autotune_off):
    manager = cde.GlobalContext.profiling_manager()
    assert manager is cde.GlobalContext.profiling_manager()
    manager.init()
    manager.start()
    ds.config.set_enable_autotune(True, None)
    capfd.readouterr()
    data = _pipeline()
    first = data.create_dict_iterator(num_epochs=5)
    err = capfd.readouterr().err
    assert _AT + "Dataset Profiling is already enabled for the current data pipeline." in err
    second = data.create_dict_iterator(num_epochs=5)
    err = capfd.readouterr().err
    profiled = err.index("Dataset Profiling is already enabled for a different data pipeline.")
    assert err.index(_AT + "Dataset Profiling is enabled for another data pipeline.") > profiled
    manager.stop()
    ds.config.set_enable_autotune(False)
    assert first is not second


def test_profiler_state_errors():
    manager = cde.GlobalContext.profiling_manager()
    with pytest.raises(RuntimeError, match="MD ProfilingManager has not started yet."):
        manager.stop()
    manager.init()
    with pytest.raises(RuntimeError, match="Stop MD Profiler before initializing it."):
        manager.init()
    manager.start()
    with pytest.raises(RuntimeError, match="MD ProfilingManager is already running."):
        manager.start()
    manager.stop()
