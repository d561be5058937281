"""Names MindSpore's model zoo (mindspore-ai/models) imports from MindSpore 2.10's module paths:
re-export modules (``train.serialization.context``, ``dataset.engine``, ``train.metrics``,
``train.summary.summary_record``, the callback modules), private helpers the zoo calls
(``_calculate_gain``, ``_update_param``, ``nn.loss.loss._Loss``) and small constants, with
values measured on MindSpore 2.10."""
import importlib

import numpy as np
import pytest

import minicell as ms


@pytest.mark.parametrize("module, name, target", [
    ("minicell.train.serialization", "context", "minicell.context"),
    ("minicell.dataset", "context", "minicell.context"),
    ("minicell.dataset.engine", "ImageFolderDataset", "minicell.dataset.ImageFolderDataset"),
    ("minicell.dataset.engine", "GeneratorDataset", "minicell.dataset.GeneratorDataset"),
    ("minicell.dataset.engine", "DistributedSampler", "minicell.dataset.DistributedSampler"),
    ("minicell.train.metrics", "Accuracy", "minicell.nn.Accuracy"),
    ("minicell.train.summary.summary_record", "SummaryRecord", "minicell.SummaryRecord"),
    ("minicell.train.callback._time_monitor", "TimeMonitor", "minicell.TimeMonitor"),
    ("minicell.train.callback._loss_monitor", "LossMonitor", "minicell.LossMonitor"),
    ("minicell.train.serialization", "merge_sliced_parameter",
     "minicell.train.merge_sliced_parameter"),
    ("minicell.ops.operations", "ReduceOp", "minicell.ops.ReduceOp"),
])
def test_mindspore_module_paths_reexport_the_same_objects(module, name, target):
    obj = getattr(importlib.import_module(module), name)
    mod, _, attr = target.rpartition(".")
    expected = importlib.import_module(target) if attr == "context" else \
        getattr(importlib.import_module(mod), attr)
    assert obj is expected


def test_dataset_engine_unknown_name_is_attribute_error():
    import minicell.dataset.engine as engine
    with pytest.raises(AttributeError, match="NoSuchDataset"):
        engine.NoSuchDataset


def test_initializer_private_gain_and_fan_helpers():
    from minicell.common.initializer import _calculate_correct_fan, _calculate_gain
    assert _calculate_gain("linear") == 1 and _calculate_gain("tanh") == 5.0 / 3
    assert _calculate_gain("leaky_relu") == pytest.approx(1.4141428569978354)
    assert _calculate_gain("leaky_relu", 0) == pytest.approx(2 ** 0.5)
    with pytest.raises(ValueError, match="nonlinearity"):
        _calculate_gain("selu")
    assert _calculate_correct_fan((3, 4, 5, 5), "fan_in") == 100
    assert _calculate_correct_fan((3, 4), "fan_out") == 3
    with pytest.raises(ValueError, match="'mode' bad not supported"):
        _calculate_correct_fan((3, 4), "bad")


def test_loss_base_alias_and_float_dtype():
    from minicell.nn.loss.loss import _Loss, LossBase

    class L1(_Loss):
        def construct(self, x, y):
            return self.get_loss(ms.ops.abs(x - y))

    assert issubclass(_Loss, LossBase)
    out = L1(reduction="sum")(ms.Tensor([1.0, 2.0]), ms.Tensor([0.0, 0.0]))
    assert float(out) == 3.0
    assert ms.float is ms.float32


def test_update_param_copies_with_load_checks():
    from minicell.train.serialization import _update_param
    p = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="w")
    _update_param(p, ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float64)), name="w"), False)
    assert p.dtype == ms.float32 and p.asnumpy().tolist() == [1.0, 2.0]
    with pytest.raises(RuntimeError, match="same shape"):
        _update_param(p, ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="w"), False)


def test_numpy_copy_and_constants():
    import minicell.numpy as mnp
    x = ms.Tensor([1, 2])
    y = mnp.copy(x)
    assert y is not x and y.asnumpy().tolist() == [1, 2] and y.dtype == x.dtype
    assert mnp.copy(3.0).dtype == ms.float32 and mnp.copy([1, 2]).dtype == ms.int32
    with pytest.raises(TypeError, match="input data must be"):
        mnp.copy("a")
    assert mnp.pi == np.pi and mnp.inf == np.inf and mnp.NINF == -np.inf and np.isnan(mnp.nan)


def test_dataset_config_shared_mem_and_numa():
    cfg = ms.dataset.config
    assert cfg.get_enable_shared_mem() is True and cfg.get_numa_enable() is False
    cfg.set_enable_shared_mem(False)
    cfg.set_numa_enable(True)
    try:
        assert cfg.get_enable_shared_mem() is False and cfg.get_numa_enable() is True
    finally:
        cfg.set_enable_shared_mem(True)
        cfg.set_numa_enable(False)
    with pytest.raises(TypeError, match="enable must be of type bool"):
        cfg.set_enable_shared_mem(1)
    with pytest.raises(TypeError, match="numa_enable must be a boolean"):
        cfg.set_numa_enable(1)


def test_dataset_cache_checks_arguments():
    ds = ms.dataset
    cache = ds.DatasetCache(session_id=1, size=0)
    assert (cache.session_id, cache.size, cache.spilling) == (1, 0, False)
    with pytest.raises(ValueError, match=r"session_id is not within the required interval"):
        ds.DatasetCache(session_id=0)
    with pytest.raises(ValueError, match="size must be greater than 0"):
        ds.DatasetCache(session_id=1, size=-1)
    with pytest.raises(TypeError, match="spilling"):
        ds.DatasetCache(session_id=1, spilling=1)
    with pytest.raises(ValueError, match="port"):
        ds.DatasetCache(session_id=1, port=1)


def test_tfrecord_imports_and_checks_its_files():
    from minicell.dataset import TFRecordDataset        # a reader now (test_dataset_tfrecord)
    with pytest.raises(ValueError, match="did not match any files"):
        TFRecordDataset("x.data")


def test_thor_conversion_passes_first_order_models_through_and_thor_refuses():
    from minicell.nn.optim import thor
    from minicell.train.train_thor import ConvertModelUtils, ConvertNetUtils
    net = ms.nn.Dense(2, 2)
    opt = ms.nn.Momentum(net.trainable_params(), 0.1, 0.9)
    model = ms.train.Model(net, optimizer=opt)
    # MindSpore 2.10: the Model itself unless the optimizer is ThorAscend/ThorGpu
    assert ConvertModelUtils.convert_to_thor_model(model, net, optimizer=opt) is model
    assert ms.ConvertModelUtils is ConvertModelUtils and ms.train.ConvertNetUtils is ConvertNetUtils
    with pytest.raises(ms.UnsupportedError, match="THOR"):
        ConvertNetUtils().convert_to_thor_net(net)
    for fn in (thor, ms.nn.thor):
        with pytest.raises(ms.UnsupportedError, match="THOR"):
            fn(net, 0.1, 0.1, 0.9)
