"""Model-zoo names, fourth round (a static scan of mindspore-ai/models, mindcv, mindnlp,
mindyolo, mindocr, mindformers and mindaudio): the source base classes of
``mindspore.dataset``, ``dataset.Implementation``, ``communication._comm_helper``,
``nn.wrap.cell_wrapper``'s micro-batch Cells, checkpoint type tables of
``train.serialization``, ``nn.layer.conv._check_input_3d`` and ``common.api.cells_compile_cache``.
Values and messages measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds


@pytest.mark.parametrize("name, kinds", [
    # (SourceDataset, MappableDataset, VisionBaseDataset, TextBaseDataset, AudioBaseDataset)
    ("GeneratorDataset", (True, True, True, False, False)),
    ("MnistDataset", (True, True, True, False, False)),
    ("TextFileDataset", (True, False, False, True, False)),
    ("CSVDataset", (True, False, True, True, True)),
    ("TFRecordDataset", (True, False, True, False, False)),
    ("RandomDataset", (True, False, True, False, False)),
    ("CLUEDataset", (True, False, False, True, False)),
    ("IMDBDataset", (True, True, False, True, False)),
    ("LJSpeechDataset", (True, True, False, False, True)),
    ("MapDataset", (False, False, False, False, False)),
])
def test_source_base_classes_classify_as_2_10(name, kinds):
    cls = getattr(ds, name)
    bases = (ds.SourceDataset, ds.MappableDataset, ds.VisionBaseDataset, ds.TextBaseDataset,
             ds.AudioBaseDataset)
    assert tuple(issubclass(cls, b) for b in bases) == kinds


def test_source_base_classes_on_instances():
    data = ds.NumpySlicesDataset([1, 2], shuffle=False)
    assert isinstance(data, ds.MappableDataset)
    assert not isinstance(data.batch(1), ds.SourceDataset)


def test_implementation_enum():
    assert [int(m) for m in ds.Implementation] == [0, 1]
    assert repr(ds.Implementation.PY) == "<Implementation.PY: 1>"


def test_comm_helper_backend_and_is_initialized():
    from minicell.communication._comm_helper import Backend, _is_initialized
    assert (Backend("NCCL"), Backend("mccl")) == ("nccl", "mccl")
    with pytest.raises(ValueError, match="class variable 'name' x is not supported"):
        Backend("x")
    with pytest.raises(TypeError, match="must be a string"):
        Backend(3)
    assert _is_initialized() is ms.communication.GlobalComm.INITED


def test_micro_batch_cell_and_grad_accumulation_home():
    from minicell.nn.wrap.cell_wrapper import GradAccumulationCell, _MicroBatch
    assert GradAccumulationCell is ms.nn.GradAccumulationCell
    x = ms.Tensor(np.arange(12).reshape(6, 2).astype(np.float32))
    a, b = _MicroBatch(3)(1, x, x * 2)
    np.testing.assert_array_equal(a.asnumpy(), [[4, 5], [6, 7]])
    np.testing.assert_array_equal(b.asnumpy(), [[8, 10], [12, 14]])
    with pytest.raises(ValueError, match=r"input\(6\) must be divided by micro size\(4\)"):
        _MicroBatch(4)(0, x)


def test_serialization_type_tables():
    from minicell.train.serialization import Validator, tensor_to_ms_type, tensor_to_np_type
    assert Validator is ms._checkparam
    assert tensor_to_ms_type["Float16"] == ms.float16 and tensor_to_ms_type["str"] == ms.string
    assert "Float8E4M3FN" not in tensor_to_ms_type
    assert tensor_to_np_type("Int32") is np.int32 and tensor_to_np_type("Bool") is np.bool_
    assert tensor_to_np_type("str") == "U" and tensor_to_np_type("Int4") is None
    assert tensor_to_np_type("nope") is None


def test_check_input_3d_and_cells_compile_cache():
    from minicell.nn.layer.conv import _check_input_3d
    from minicell.common.api import cells_compile_cache
    assert _check_input_3d((1, 2, 3), "Conv1d") is None
    with pytest.raises(ValueError, match="For 'Conv1d', the dimension of input must be 3d, but got 4."):
        _check_input_3d((1, 2, 3, 4), "Conv1d")
    assert isinstance(cells_compile_cache, dict)


class _TiedValue(ms.nn.Cell):
    """A weight used directly and through ``Parameter.value()`` (the zoo Transformer's tied
    embedding / output projection)."""

    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1., 2.], np.float32)), name="w")

    def construct(self, x):
        return (self.w * x).sum() + (self.w.value() * x * x).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_parameter_value_stays_on_the_gradient_path(mode):
    # MindSpore 2.10 PYNATIVE: 30.0, gradient [6, 12] (x + x*x), 90.0 after set_data
    ms.set_context(mode=mode)
    try:
        net, x = _TiedValue(), ms.Tensor(np.array([2., 3.], np.float32))
        assert float(net(x)) == 30.0
        grads = ms.grad(net, None, net.trainable_params())(x)
        np.testing.assert_allclose(grads[0].asnumpy(), [6., 12.])
        net.w.set_data(ms.Tensor(np.array([5., 5.], np.float32)))
        assert float(net(x)) == 90.0          # a graph reads the new value, not a constant
        assert type(net.w.value()) is ms.Tensor
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
