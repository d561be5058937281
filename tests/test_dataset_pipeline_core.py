"""minicell.dataset's pipeline core against MindSpore 2.10 (values and errors measured there):
``dataset.config``'s settings, the pipeline debug mode and its hooks."""
import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import config, config_more, debug


@pytest.fixture(autouse=True)
def _restore_config():
    saved = [(state, dict(state)) for state in (config._state, config_more._state)]
    yield
    for state, values in saved:
        state.clear()
        state.update(values)


def test_config_defaults_and_setters():
    assert (config.get_fast_recovery(), config.get_debug_mode(), config.get_enable_autotune(),
            config.get_autotune_interval(), config.get_multiprocessing_timeout_interval(),
            config.get_monitor_sampling_interval(), config.get_enable_watchdog(),
            config.get_multiprocessing_start_method(), config.get_video_backend()) == \
        (True, False, False, 0, 300, 1000, True, "fork", "CPU")
    assert config.get_error_samples_mode() == config.ErrorSamplesMode.RETURN
    assert config.get_iterator_mode() == {"do_copy": False, "parallel_convert": False}
    config.set_error_samples_mode(config.ErrorSamplesMode.SKIP)
    config.set_autotune_interval(5)
    config.set_fast_recovery(False)
    assert (config.get_error_samples_mode(), config.get_autotune_interval(),
            config.get_fast_recovery()) == (config.ErrorSamplesMode.SKIP, 5, False)
    import minicell.dataset.core.config as core_config
    assert core_config is config


@pytest.mark.parametrize("call, error, message", [
    (lambda: config.set_error_samples_mode(1), TypeError,
     "Argument error_samples_mode with value 1 is not of type [<enum 'ErrorSamplesMode'>]"),
    (lambda: config.set_debug_mode(1), TypeError, "debug_mode_flag isn't of type boolean."),
    (lambda: config.set_debug_mode(True, [1]), TypeError,
     "All items in debug_hook_list must be of type DebugHook."),
    (lambda: config.set_enable_autotune(True, 0), TypeError, "json_filepath must be a str"),
    (lambda: config.set_enable_autotune(True, ""), RuntimeError, "cannot be the empty string"),
    (lambda: config.set_enable_autotune(True, "/"), RuntimeError, "is a directory"),
    (lambda: config.set_autotune_interval(-1), ValueError, "[0, INT32_MAX(2147483647)]"),
    (lambda: config.set_multiprocessing_timeout_interval(0), ValueError, "(0, INT32_MAX"),
    (lambda: config.set_multiprocessing_start_method("x"), ValueError,
     "Input start_method is not within the valid set of ['fork', 'spawn']."),
])
def test_config_argument_errors(call, error, message):
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_config_load(tmp_path):
    path = tmp_path / "ds.cfg"
    path.write_text('{"numParallelWorkers": 3, "monitorSamplingInterval": 15, '
                    '"fast_recovery": false}')
    config.load(str(path))
    assert (config.get_num_parallel_workers(), config.get_monitor_sampling_interval(),
            config.get_fast_recovery()) == (3, 15, False)
    with pytest.raises(RuntimeError):
        config.load(str(tmp_path / "missing.cfg"))


def test_debug_mode_hooks_and_seed(capsys):
    config._state["seed"] = None
    config.set_debug_mode(True)
    data = ds.NumpySlicesDataset([[1, 2], [3, 4]], shuffle=False)
    data = data.map([lambda x: x + 1, lambda x: x * 2])
    rows = [r[0].tolist() for r in data.create_tuple_iterator(output_numpy=True)]
    assert rows == [[4, 6], [8, 10]]
    assert config.get_seed() == 1        # 2.10 sets an unset seed to 1 in debug mode
    out = capsys.readouterr().out.splitlines()
    assert out[:4] == ["[Dataset debugger] Print the [INPUT] of the operation [<lambda>].",
                       "Column 0. The dtype is [int64]. The shape is [(2,)].",
                       "[Dataset debugger] Print the [OUTPUT] of the operation [<lambda>].",
                       "Column 0. The dtype is [int64]. The shape is [(2,)]."]
    assert len(out) == 12


def test_debug_hook_in_map(capsys):
    config.set_debug_mode(True, [])
    data = ds.NumpySlicesDataset(np.array([1, 2]), shuffle=False)
    data = data.map([lambda x: x + 1, debug.PrintDataHook(), lambda x: x * 2])
    assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == [4, 6]
    assert capsys.readouterr().out.splitlines() == ["Column 0. The data is [2].",
                                                    "Column 0. The data is [3]."]


def _rows(data):
    return [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]


def test_sampler_chain():
    sampler = ds.SequentialSampler(1, 2)
    sampler.add_child(ds.SubsetSampler([5, 3, 1, 7]))
    data = ds.NumpySlicesDataset(list(range(10)), sampler=sampler)
    assert (_rows(data), data.get_dataset_size(), sampler.get_num_samples()) == ([3, 1], 2, 2)
    assert not sampler.is_shuffled() and sampler.get_child() is not None
    shard = ds.DistributedSampler(2, 0, shuffle=False)
    shard.add_child(ds.SequentialSampler(2, 6))
    assert _rows(ds.NumpySlicesDataset(list(range(10)), sampler=shard)) == [2, 4, 6]
    with pytest.raises(RuntimeError, match="already has a child"):
        shard.add_child(ds.SequentialSampler())


def test_user_defined_and_iterable_samplers():
    class Reverse(ds.Sampler):
        def __iter__(self):
            return iter(range(self.dataset_size - 1, -1, -2))

    data = ds.NumpySlicesDataset(list(range(5)), sampler=Reverse())
    assert (_rows(data), data.get_dataset_size()) == ([4, 2, 0], 3)
    assert _rows(ds.NumpySlicesDataset(list(range(5)), sampler=[4, 1])) == [4, 1]
    data = ds.NumpySlicesDataset(list(range(5)), sampler=iter([3, 0]))
    assert (data.get_dataset_size(), _rows(data)) == (2, [3, 0])
    with pytest.raises(TypeError, match="sampler should be either iterable"):
        ds.NumpySlicesDataset(list(range(5)), sampler=2)


def test_generator_batch_sampler_and_collate_fn():
    src = [np.array([i], np.int32) for i in range(6)]
    data = ds.GeneratorDataset(src, ["x"], batch_sampler=[[0, 1], [5, 2, 3]])
    assert (data.get_dataset_size(), data.get_batch_size()) == (2, -1)
    assert [b[0].tolist() for b in data.create_tuple_iterator(output_numpy=True)] == \
        [[[0], [1]], [[5], [2], [3]]]
    data = ds.GeneratorDataset([({"a": i}, i) for i in range(4)], ["x", "y"],
                               batch_sampler=[[0, 1], [3, 2]],
                               collate_fn=lambda x, y: (np.array([v["a"] for v in x]),
                                                        np.array(y)))
    assert [[c.tolist() for c in b] for b in data.create_tuple_iterator(output_numpy=True)] == \
        [[[0, 1], [0, 1]], [[3, 2], [3, 2]]]
    with pytest.raises(TypeError, match="batch_sampler should have __getitem__ or __iter__"):
        ds.GeneratorDataset(src, ["x"], batch_sampler=1)
    with pytest.raises(ValueError, match="batch_sampler is mutually exclusive with num_samples"):
        ds.GeneratorDataset(src, ["x"], batch_sampler=[[0]], shuffle=False)
    with pytest.raises(ValueError, match="collate_fn can be specified only when batch_sampler"):
        ds.GeneratorDataset(src, ["x"], collate_fn=len)
    with pytest.raises(RuntimeError, match="Batch sampler should return a list, but got an int"):
        list(ds.GeneratorDataset(src, ["x"], batch_sampler=[1, 2]))


def test_generator_random_access():
    src = [np.array([i], np.int32) for i in range(6)]
    ds.config.set_seed(3)
    data = ds.GeneratorDataset(src, ["x"], shuffle=True)
    rows = [int(r[0][0]) for r in data.create_tuple_iterator(output_numpy=True)]
    assert rows == [int(data[k][0]) for k in range(6)] and sorted(rows) == list(range(6))
    assert data[np.int64(1)] is src[rows[1]]        # the source's item itself
    with pytest.raises(TypeError, match=r"Argument index with value a is not of type \[<class"):
        data["a"]
    for index in (-1, 6):
        with pytest.raises(RuntimeError, match=rf"Index \[{index}\] exceeded the number of data"):
            data[index]
    with pytest.raises(RuntimeError, match="Dataset don't support randomized access."):
        ds.GeneratorDataset(lambda: iter(src), ["x"])[0]


def _dict_rows():
    for i in range(4):
        yield {"i": i, "s": "ab", "t": (1, 2)}


def test_python_dicts_in_pipeline():
    row = next(ds.GeneratorDataset(_dict_rows, ["c"]).create_tuple_iterator(
        output_numpy=True))[0]
    assert row["i"].dtype == np.int64 and row["s"].dtype.type == np.str_
    assert isinstance(row["t"], tuple) and isinstance(row["t"][0], np.ndarray)
    batch = next(ds.GeneratorDataset(_dict_rows, ["c"]).batch(2).create_dict_iterator(
        output_numpy=True))["c"]
    assert {k: v.tolist() for k, v in batch.items()} == \
        {"i": [0, 1], "s": ["ab", "ab"], "t": [[1, 2], [1, 2]]}
    mapped = ds.GeneratorDataset(_dict_rows, ["c"]).map(lambda x: x["i"] * 10)
    assert _rows(mapped) == [0, 10, 20, 30]
    nested = ds.GeneratorDataset(lambda: iter([{"n": {"f": 1}}] * 2), ["c"]).batch(2)
    with pytest.raises(RuntimeError, match="failed to create a NumPy array with primitive types "
                                           "for the dictionary objects in column 0, key: 'n'"):
        list(nested)


def test_per_batch_map_dicts():
    def to_dicts(col, info):
        return ([{"v": x * 2} for x in col],)

    data = ds.GeneratorDataset(lambda: iter(range(4)), ["c"]).batch(2, per_batch_map=to_dicts)
    assert [{k: [x.tolist() for x in v] for k, v in r[0].items()}
            for r in data.create_tuple_iterator(output_numpy=True)] == \
        [{"v": [0, 2]}, {"v": [4, 6]}]

    def mismatched(a, b, info):
        return {"a": 1}, [1]

    pair = ds.zip((ds.GeneratorDataset(lambda: iter(range(4)), ["a"]),
                   ds.GeneratorDataset(lambda: iter(range(4)), ["b"])))
    with pytest.raises(RuntimeError, match="mismatched types returned from per_batch_map"):
        list(pair.batch(2, per_batch_map=mismatched))


def test_concat_use_sampler_shards_the_concatenation():
    shards = []
    for shard in range(4):
        data = ds.NumpySlicesDataset(list(range(6)), shuffle=False) + \
            ds.NumpySlicesDataset(list(range(100, 104)), shuffle=False)
        data.use_sampler(ds.DistributedSampler(4, shard, shuffle=False))
        shards.append((_rows(data), data.get_dataset_size()))
    # measured on MindSpore 2.10: no wrap-around, every num_shards-th row from shard_id
    assert shards == [([0, 4, 102], 3), ([1, 5, 103], 3), ([2, 100], 2), ([3, 101], 2)]
    data = ds.NumpySlicesDataset(list(range(6)), shuffle=False) + \
        ds.NumpySlicesDataset(list(range(100, 104)), shuffle=False)
    data.use_sampler(ds.RandomSampler())
    assert sorted(_rows(data)) == list(range(6)) + list(range(100, 104))
    with pytest.raises(ValueError, match="shuffle of DistributedSampler must be False"):
        data.use_sampler(ds.DistributedSampler(2, 0))
    with pytest.raises(TypeError, match="must be DistributedSampler or RandomSampler"):
        data.use_sampler(ds.SequentialSampler())


def test_set_init_step_resumes_at_the_global_step():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(20)), shuffle=True).batch(3)
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    full = [r[0].tolist() for _ in range(2) for r in it]
    assert len(full) == 14
    data.set_init_step(9)
    assert data.get_init_step() == 9
    resumed = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    assert [r[0].tolist() for r in resumed] == full[9:]
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    ds.engine.datasets._set_training_dataset(it)
    next(it)
    ds.engine.datasets._reset_training_dataset(4, 7)
    assert [r[0].tolist() for r in it] == full[4:7]


def test_apply_and_len():
    data = ds.NumpySlicesDataset(list(range(5)), shuffle=False)
    assert len(data.apply(lambda d: d.batch(2))) == 3
    with pytest.raises(TypeError, match="apply_func must return a dataset."):
        data.apply(lambda d: 1)
    with pytest.raises(TypeError, match="apply_func must be a function."):
        data.apply(1)
    sampler = ds.SequentialSampler(1, 2)
    data.add_sampler(sampler)
    assert _rows(data) == [1, 2] and not data.is_shuffled()


def test_callable_batch_size():
    def gen():
        return iter([np.array([i]) for i in range(6)])

    by_num = lambda info: info.get_batch_num() + 1         # noqa: E731
    by_epoch = lambda info: info.get_epoch_num() + 1       # noqa: E731
    out = lambda d: [r[0].ravel().tolist() for r in d.create_tuple_iterator(  # noqa: E731
        output_numpy=True)]
    # measured on MindSpore 2.10: the batch count restarts with each repetition
    data = ds.GeneratorDataset(gen, ["n"]).repeat(2).batch(by_num)
    assert out(data) == [[0], [1, 2], [3, 4, 5], [0, 1, 2, 3], [4, 5]]
    data = ds.GeneratorDataset(gen, ["n"]).batch(by_num).repeat(2)
    assert (out(data), data.get_dataset_size()) == ([[0], [1, 2], [3, 4, 5]] * 2, 6)
    data = ds.GeneratorDataset(gen, ["n"]).batch(
        by_num, per_batch_map=lambda c, i: ([x * 2 for x in c],))
    assert (out(data), data.get_batch_size()) == ([[0], [2, 4], [6, 8, 10]], -1)
    it = ds.GeneratorDataset(gen, ["n"]).batch(by_epoch).create_tuple_iterator(
        num_epochs=2, output_numpy=True)
    assert [[r[0].ravel().tolist() for r in it] for _ in range(2)] == \
        [[[0], [1], [2], [3], [4], [5]], [[0, 1], [2, 3], [4, 5]]]


@pytest.mark.parametrize("call, error, message", [
    (lambda: config.set_seed(True), TypeError, "seed isn't of type int."),
    (lambda: config.set_seed(-1), ValueError,
     "seed given is not within the required range [0, UINT32_MAX(4294967295)]."),
    (lambda: config.set_num_parallel_workers(0), ValueError,
     "Number of parallel workers given is not within the required range"),
    (lambda: config.set_prefetch_size("a"), TypeError, "size isn't of type int."),
    (lambda: config.set_callback_timeout(0), ValueError,
     "Timeout given is not within the required range."),
])
def test_config_int_setting_errors(call, error, message):
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_subset_sampler_index_checks():
    assert ds.SubsetSampler(3).indices.tolist() == [3]
    with pytest.raises(TypeError, match=r"SubsetSampler: Type of indices element must be int, "
                                        r"but got list\[0\]: 1.5, type: <class 'float'>."):
        ds.NumpySlicesDataset(list(range(5)), sampler=[1.5, 7])
    with pytest.raises(TypeError, match=r"Unsupported sampler object of type \(<class 'str'>\)"):
        ds.NumpySlicesDataset(list(range(5)), sampler="a")
