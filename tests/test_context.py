"""set_context / get_context and the two modes; set_seed / get_seed."""
import numpy as np
import pytest

import minicell as ms


def test_mode_constants_and_default():
    assert ms.GRAPH_MODE == 0 and ms.PYNATIVE_MODE == 1
    assert ms.get_context("mode") == ms.PYNATIVE_MODE


def test_set_and_get():
    ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
    assert ms.get_context("mode") == ms.GRAPH_MODE
    assert ms.get_context("device_target") == "CPU"


@pytest.mark.parametrize("mode", [2, -1])
def test_bad_mode_names_choices(mode):
    with pytest.raises(ValueError, match="GRAPH_MODE.*PYNATIVE_MODE"):
        ms.set_context(mode=mode)
    assert ms.get_context("mode") == ms.PYNATIVE_MODE


def test_mode_of_another_type_is_a_type_error():
    # MindSpore 2.10: a name string is a TypeError (a bool is an int there, and accepted)
    with pytest.raises(TypeError, match="The parameter 'mode' must be <class 'int'>"):
        ms.set_context(mode="GRAPH_MODE")
    assert ms.get_context("mode") == ms.PYNATIVE_MODE


def test_bad_device_target_and_key():
    with pytest.raises(ValueError, match="device_target"):
        ms.set_context(device_target="FPGA")
    with pytest.raises(ValueError, match="not_a_key"):
        ms.get_context("not_a_key")
    # MindSpore 2.10 (measured): a device_target that is not a str is a TypeError
    with pytest.raises(TypeError, match="The parameter 'device_target' must be <class 'str'>, "
                                        "but got <class 'int'>"):
        ms.set_context(device_target=123)


def test_get_jit_config_reads_the_last_jit_config(monkeypatch):
    from minicell import context
    monkeypatch.setattr(context._context, "values", {})    # (the suite's context is shared)
    assert context.get_jit_config() == {}
    context.set_context.__wrapped__(jit_config={"jit_level": "O1"})
    assert context.get_jit_config() == {"jit_level": "O1"}


def test_unset_keys_read_mindspores_cpu_defaults(monkeypatch):
    """MindSpore 2.10 answers every readable key before it is set (values measured on CPU)."""
    from minicell import context
    monkeypatch.setattr(context._context, "values", {})     # as in a fresh process
    expected = {"max_device_memory": 1024.0, "deterministic": "OFF", "jit_level": "",
                "save_graphs": 0, "runtime_num_threads": 2, "op_timeout": 900,
                "memory_optimize_level": 0, "exec_order": "bfs", "jit_syntax_level": 2}
    for key, value in expected.items():
        assert ms.get_context(key) == value, key
    with pytest.raises(ValueError, match="argument enable_sparse is not recognized"):
        ms.get_context("enable_sparse")        # set_context takes it; get_context does not
    ms.set_context(enable_sparse=True)


def test_memory_optimize_level_is_set_as_a_string_and_read_as_an_int(monkeypatch):
    """MindSpore 2.10: set_context takes "O0"/"O1", get_context answers 0/1 (measured)."""
    from minicell import context
    monkeypatch.setattr(context._context, "values", {})
    ms.set_context(memory_optimize_level="O1")
    assert ms.get_context("memory_optimize_level") == 1
    ms.set_context(memory_optimize_level="O0")
    assert ms.get_context("memory_optimize_level") == 0
    for bad in (0, 1, "O2"):
        with pytest.raises(ValueError, match="must be one of \\['O0', 'O1'\\]"):
            ms.set_context(memory_optimize_level=bad, runtime_num_threads=3)
        assert ms.get_context("memory_optimize_level") == 0     # a failed call changes nothing
        assert ms.get_context("runtime_num_threads") == 2


def test_set_values_read_back_as_mindspore_answers_them_on_cpu(monkeypatch):
    """Measured on MindSpore 2.10 CPU: memory sizes are checked and ignored, save_graphs=True
    reads back as 2."""
    from minicell import context
    monkeypatch.setattr(context._context, "values", {})
    ms.set_context(max_device_memory="3.5GB", mempool_block_size="2GB",
                   variable_memory_max_size="4GB", save_graphs=True)
    assert ms.get_context("max_device_memory") == 1024.0
    assert ms.get_context("mempool_block_size") == 1.0
    assert ms.get_context("variable_memory_max_size") == "0"
    assert ms.get_context("save_graphs") == 2
    ms.set_context(save_graphs=False)
    assert ms.get_context("save_graphs") == 0
    with pytest.raises(TypeError, match="'max_device_memory' must be <class 'str'>"):
        ms.set_context(max_device_memory=3)
    with pytest.raises(TypeError, match="'save_graphs' must be"):
        ms.set_context(save_graphs="x")


def test_seed_roundtrip_and_numpy_stream():
    ms.set_seed(7)
    assert ms.get_seed() == 7
    a = np.random.rand(3)
    ms.set_seed(7)
    np.testing.assert_array_equal(a, np.random.rand(3))
    with pytest.raises(ValueError):
        ms.set_seed(-1)
