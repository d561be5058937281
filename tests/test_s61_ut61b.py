"""Session 61 (ut61b): MindSpore 2.10's tests/ut/python dataset files re-run under minicell.

Dataset Independent mode (dataset/test_autotune.py test_disable_autotune_in_independent_mode):
with ``MS_INDEPENDENT_DATASET`` 'True'/'true' 2.10 refuses to turn AutoTune or offload on
('Dataset AutoTune is not supported in Dataset Independent mode.'); turning them off, or any
other value of the variable, is accepted; so are a cache (readers, map), map's offload=True
and callbacks (an empty list too), sync_wait and sync_update ('Dataset Cache/Offload/Callbacks/
sync wait/sync update is not supported ...'; test_cache_map, test_callbacks, test_sync_wait,
test_map_offload). minicell accepted them.
"""
import pytest

import minicell.dataset as ds


@pytest.mark.parametrize("env", ["True", "true", " True "])
def test_independent_mode_refuses_autotune_and_offload(monkeypatch, env):
    # measured on 2.10: RuntimeError for enable=True only, after the bool type check
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", env)
    with pytest.raises(RuntimeError, match=r"^Dataset AutoTune is not supported in Dataset "
                                           r"Independent mode\.$"):
        ds.config.set_enable_autotune(True)
    with pytest.raises(RuntimeError, match=r"^Dataset Offload is not supported in Dataset "
                                           r"Independent mode\.$"):
        ds.config.set_auto_offload(True)
    with pytest.raises(TypeError, match="enable must be of type bool."):
        ds.config.set_enable_autotune(1)
    ds.config.set_enable_autotune(False)
    ds.config.set_auto_offload(False)
    assert ds.config.get_enable_autotune() is False


def test_independent_mode_other_values_accepted(monkeypatch):
    # measured on 2.10: MS_INDEPENDENT_DATASET=1 is not the independent mode
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "1")
    try:
        ds.config.set_enable_autotune(True)
        assert ds.config.get_enable_autotune() is True
    finally:
        ds.config.set_enable_autotune(False)


def _independent(feature):
    return pytest.raises(RuntimeError, match=rf"^Dataset {feature} is not supported in Dataset "
                                             rf"Independent mode\.$")


def test_independent_mode_refuses_cache_callbacks_offload_sync(monkeypatch, tmp_path):
    # measured on 2.10 (one case per process): each of these raises at once
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "True")
    cache = ds.DatasetCache(session_id=1, size=0)       # making the cache is accepted
    (tmp_path / "c").mkdir()
    with _independent("Cache"):
        ds.ImageFolderDataset(str(tmp_path), cache=cache)
    data = ds.NumpySlicesDataset([1, 2], shuffle=False)
    with _independent("Cache"):
        data.map(lambda x: x, cache=cache)
    with _independent("Offload"):
        data.map(lambda x: x, offload=True)
    data.map(lambda x: x, offload=False)
    for callbacks in ([ds.DSCallback()], ds.DSCallback(), []):
        with _independent("Callbacks"):
            data.map(lambda x: x, callbacks=callbacks)
    with _independent("sync wait"):
        data.sync_wait("p", 1, None)
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "False")
    waiting = data.sync_wait("p", 1, None)
    monkeypatch.setenv("MS_INDEPENDENT_DATASET", "True")
    with _independent("sync update"):
        waiting.sync_update("p")
