"""Dataset pipeline callbacks (``DSCallback``, ``WaitedDSCallback`` given to ``map(callbacks=)``)
and flow control (``sync_wait``/``sync_update``), with MindSpore 2.10's hook order, contexts and
errors (the expected values were measured on MindSpore 2.10)."""
import numpy as np
import pytest

import minicell.dataset as ds
from minicell import nn
from minicell.train import Callback, Model


class Recorder(ds.DSCallback):
    def __init__(self, step_size=1, events=None):
        super().__init__(step_size)
        self.events = [] if events is None else events

    def _add(self, name, c):
        self.events.append((name, c.cur_epoch_num, c.cur_step_num_in_epoch, c.cur_step_num))

    def ds_begin(self, c):
        self._add("begin", c)

    def ds_epoch_begin(self, c):
        self._add("eb", c)

    def ds_epoch_end(self, c):
        self._add("ee", c)

    def ds_step_begin(self, c):
        self._add("sb", c)

    def ds_step_end(self, c):
        self._add("se", c)


def _kind(events, name):
    return [e for e in events if e[0] == name]


def test_hooks_contexts_and_step_size_over_two_epochs():
    cb = Recorder(2)
    data = ds.GeneratorDataset([1, 2, 3], "c", shuffle=False).map(lambda x: x * 10,
                                                                    callbacks=cb)
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    rows = [[int(r[0]) for r in it] for _ in range(2)]
    assert rows == [[10, 20, 30], [10, 20, 30]]
    ev = cb.events
    # MindSpore 2.10: steps 1 and 1 + step_size of each epoch; the step count runs on
    assert ev[:2] == [("begin", 0, 0, 0), ("eb", 1, 0, 0)]
    assert _kind(ev, "sb") == [("sb", 1, 1, 1), ("sb", 1, 3, 3), ("sb", 2, 1, 4), ("sb", 2, 3, 6)]
    assert _kind(ev, "se") == [("se", 1, 1, 1), ("se", 1, 3, 3), ("se", 2, 1, 4), ("se", 2, 3, 6)]
    assert _kind(ev, "eb") == [("eb", 1, 0, 0), ("eb", 2, 0, 3)]
    assert _kind(ev, "ee") == [("ee", 1, 3, 3), ("ee", 2, 3, 6)]
    assert ev.index(("ee", 1, 3, 3)) < ev.index(("eb", 2, 0, 3)) < ev.index(("sb", 2, 1, 4))
    assert ev.index(("sb", 1, 3, 3)) < ev.index(("se", 1, 3, 3)) < ev.index(("ee", 1, 3, 3))


def test_repeat_after_map_is_one_epoch_and_queries_call_nothing():
    cb = Recorder()
    data = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).map(lambda x: x, callbacks=[cb])
    assert data.get_dataset_size() == 3 and data.output_shapes() == [[]]
    assert cb.events == []                          # the queries' runs call no callback
    for _ in data.repeat(2).create_tuple_iterator(num_epochs=1):
        pass
    assert _kind(cb.events, "ee") == [("ee", 1, 6, 6)]   # 2.10: repeat stays within the epoch
    assert [e[3] for e in _kind(cb.events, "sb")] == [1, 2, 3, 4, 5, 6]


def test_callback_checks():
    with pytest.raises(ValueError, match=r"step_size is not within the required interval of "
                                         r"\[1, 2147483647\]"):
        Recorder(0)
    with pytest.raises(TypeError, match="Argument step_size with value 1.5 is not of type"):
        Recorder(1.5)
    data = ds.NumpySlicesDataset([1, 2], shuffle=False)
    with pytest.raises(TypeError, match="Argument callbacks with value 0 is not "):
        data.map(lambda x: x, callbacks=0)
    with pytest.raises(TypeError, match=r"Argument callbacks\[1\] with value 0 is not "):
        data.map(lambda x: x, callbacks=[Recorder(), 0])

    class Nothing(ds.DSCallback):
        pass
    with pytest.raises(AttributeError, match="Inheriting Callback class without overriding"):
        for _ in data.map(lambda x: x, callbacks=Nothing()):
            pass

    class Bad(ds.DSCallback):
        def ds_begin(self, c):
            raise ValueError("bad begin")
    with pytest.raises(RuntimeError, match="ValueError: bad begin"):
        # a fresh source: 2.10 refuses a second consumer of ``data``
        for _ in ds.NumpySlicesDataset([1, 2], shuffle=False).map(lambda x: x,
                                                                   callbacks=Bad()):
            pass


class Waited(ds.WaitedDSCallback):
    def __init__(self, events, step_size=1):
        super().__init__(step_size)
        self.events = events

    def sync_epoch_begin(self, train_run_context, ds_run_context):
        self.events.append(f"ds_epoch_begin_{ds_run_context.cur_epoch_num}_"
                           f"{ds_run_context.cur_step_num}")

    def sync_step_begin(self, train_run_context, ds_run_context):
        self.events.append(f"ds_step_begin_{ds_run_context.cur_epoch_num}_"
                           f"{ds_run_context.cur_step_num}")


class Training(Callback):
    def __init__(self, events):
        self.events = events

    def epoch_end(self, run_context):
        p = run_context.original_args()
        self.events.append(f"ms_epoch_end_{p.cur_epoch_num}_{p.cur_step_num}")

    def step_end(self, run_context):
        p = run_context.original_args()
        self.events.append(f"ms_step_end_{p.cur_epoch_num}_{p.cur_step_num}")


class Net(nn.Cell):
    def construct(self, x, y):
        return x


def _waited_run(step_size, batch):
    events = []
    waited = Waited(events, step_size)
    data = ds.NumpySlicesDataset(([1, 2, 3, 4], [1, 2, 3, 4]), column_names=["c1", "c2"],
                                 shuffle=False).map(lambda x: x, callbacks=waited)
    data = data.batch(batch) if batch > 1 else data
    # no optimizer: MindSpore's Model.train runs the network forward only
    Model(Net()).train(2, data, dataset_sink_mode=False, callbacks=[Training(events), waited])
    return events


def test_waited_callback_synchronises_with_training():
    assert _waited_run(2, 2) == [
        "ms_step_end_1_1", "ds_step_begin_1_3", "ms_step_end_1_2", "ms_epoch_end_1_2",
        "ds_epoch_begin_2_4", "ds_step_begin_2_5", "ms_step_end_2_3", "ds_step_begin_2_7",
        "ms_step_end_2_4", "ms_epoch_end_2_4"]


def test_waited_callback_times_out():
    default = ds.config.get_callback_timeout()
    assert default == 60
    ds.config.set_callback_timeout(1)
    try:
        with pytest.raises(RuntimeError, match=r"ds_step_begin timed out after 1 second\(s\)"):
            _waited_run(2, 3)       # step_size 2 but 3 rows a step: the 3rd row waits in vain
    finally:
        ds.config.set_callback_timeout(default)


def test_model_train_without_optimizer_runs_forward():
    seen = []

    class Outputs(Callback):
        def step_end(self, run_context):
            seen.append(float(run_context.original_args().net_outputs.asnumpy()))
    data = ds.NumpySlicesDataset(([1., 2.], [3., 4.]), column_names=["a", "b"], shuffle=False)
    Model(Net()).train(1, data, dataset_sink_mode=False, callbacks=[Outputs()])
    assert seen == [1.0, 2.0]


def test_sync_wait_releases_a_batch_per_update():
    losses = []
    data = ds.GeneratorDataset(lambda: ((np.array(i),) for i in range(10)), ["x"])
    data = data.sync_wait("policy", callback=lambda d: losses.append(d["loss"]))
    data = data.map(lambda x: x).batch(4)
    firsts = []
    for row in data.create_dict_iterator(num_epochs=1, output_numpy=True):
        firsts.append(int(row["x"][0]))
        data.sync_update("policy", data={"loss": len(firsts)})
    assert firsts == [0, 4, 8] and losses == [1, 2, 3]
    assert data.is_sync() and data.get_dataset_size() == 3     # queries never wait


def test_sync_wait_errors():
    data = ds.NumpySlicesDataset([1, 2, 3], shuffle=False)
    with pytest.raises(ValueError, match="num_batch need to be greater than 0."):
        data.sync_wait("c", num_batch=-1)
    with pytest.raises(TypeError, match=r"is not of type \[<class 'int'>\]"):
        data.sync_wait("c", num_batch="1")
    with pytest.raises(RuntimeError, match="Condition name is already in use."):
        data.sync_wait("d").map(lambda x: x).sync_wait("d")
    synced = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).sync_wait("c")
    with pytest.raises(RuntimeError, match="No shuffle after sync operators."):
        synced.shuffle(4)
    with pytest.raises(RuntimeError, match="Sync_update batch size can only be positive "
                                           "integer, got: -1."):
        synced.sync_update("c", num_batch=-1)
    with pytest.raises(RuntimeError, match="Condition name not found."):
        synced.sync_update("other")
    # both disabled the condition: every row now passes without an update
    assert [int(r[0]) for r in synced.create_tuple_iterator(output_numpy=True)] == [1, 2, 3]
