"""Patterns found in mindformers 1.0 (written for MindSpore 2.2) run through `import mindspore`
-> minicell, each reproduced in a few lines: private helpers it imports, the primitives it
reaches inside nn cells to give `.shard` strategies, and `self.cast` that MindSpore <= 2.2 gave
every Cell."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

T = ms.Tensor
MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


def test_private_names_import():
    from minicell.parallel._utils import (_get_pipeline_stages, _get_enable_parallel_optimizer,
                                          _get_full_batch, _get_stage_device_num,
                                          _is_in_data_parallel_mode)
    from minicell.parallel._cost_model_context import (_set_multi_subgraphs,
                                                       _set_rp_matmul_mem_coef)
    from minicell.common.initializer import Tensor, initializer  # noqa: F401
    from minicell.ops.primitive import _primexpr
    from minicell.train.callback._callback import set_cur_net
    from minicell.train.serialization import _get_merged_param_data
    from minicell._c_expression import MSContext
    from minicell.ops.operations._inner_ops import SiLU
    assert Tensor is ms.Tensor
    assert (_get_pipeline_stages(), _get_enable_parallel_optimizer(), _get_full_batch(),
            _get_stage_device_num(), _is_in_data_parallel_mode()) == (1, False, False, 1, False)
    _set_multi_subgraphs()
    _set_rp_matmul_mem_coef(0.25)
    assert _primexpr(lambda n: n + 1)(1) == 2
    set_cur_net(nn.Dense(2, 2))
    assert _get_merged_param_data(None, {}, "w", 3, True) == 3
    assert MSContext.get_instance().get_ascend_soc_version() == ""
    np.testing.assert_allclose(SiLU()(T(np.array([0.0, 1.0], np.float32))).asnumpy(),
                               [0.0, 1 / (1 + np.exp(-1.0))], rtol=1e-6)


def test_dataset_module_paths():
    from minicell.dataset.vision.transforms import Normalize, PyTensorOperation  # noqa: F401
    from minicell.dataset.vision.utils import Inter  # noqa: F401
    from minicell.dataset.transforms.transforms import TypeCast  # noqa: F401
    from minicell.dataset.transforms import py_transforms

    class Twice(py_transforms.PyTensorOperation):
        def __call__(self, x):
            return x * 2

    assert Twice()(3) == 6


def test_virtual_dataset_cell_passes_inputs():
    from minicell.nn.wrap.cell_wrapper import _VirtualDatasetCell
    net = _VirtualDatasetCell(nn.Dense(2, 3))
    assert net(T(np.ones((1, 2), np.float32))).shape == (1, 3)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_virtual_dataset_primitive_gives_its_inputs_back(mode):
    """``comm_ops._VirtualDataset`` (mindspore-ai/models' cpm) marks inputs for the parallel
    search; 2.10's graph gives them back as a tuple (measured: ``x * 2, y`` of its outputs)."""
    from minicell.ops.operations.comm_ops import _VirtualDataset
    from minicell.ops import operations as P

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.virtual = P._VirtualDataset()

        def construct(self, a, b):
            x, y = self.virtual(a, b)
            return x * 2, y

    ms.set_context(mode=mode)
    assert P._VirtualDataset is _VirtualDataset and not hasattr(ms.ops, "_VirtualDataset")
    assert repr(_VirtualDataset()) == "Prim[_VirtualDataset]<order_enforce_skip=True>"
    x, y = Net()(T(np.ones(2, np.float32)), T(np.array([1])))
    assert x.asnumpy().tolist() == [2.0, 2.0] and y.asnumpy().tolist() == [1]


class _CastNet(nn.Cell):
    """Uses `self.cast` without setting it (MindSpore <= 2.2 Cells had one)."""

    def construct(self, x):
        return self.cast(x, ms.float16) + 1


class _CastCellNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cast = nn.Dense(2, 2)   # a sub-cell named `cast` wins

    def construct(self, x):
        return self.cast(x)


@pytest.mark.parametrize("mode", MODES)
def test_cell_cast_default(mode):
    ms.set_context(mode=mode)
    out = _CastNet()(T(np.ones(2, np.float32)))
    assert out.dtype == ms.float16
    np.testing.assert_array_equal(out.asnumpy(), [2, 2])
    assert _CastCellNet()(T(np.ones((1, 2), np.float32))).shape == (1, 2)
    with pytest.raises(AttributeError):
        nn.Cell().not_there  # noqa: B018


class _Sharded(nn.Cell):
    """mindformers' layers give the primitives inside nn cells shard strategies."""

    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3)
        self.dense.matmul.shard(((1, 1), (1, 1)))
        self.dense.bias_add.shard(((1, 1), (1,)))
        self.drop = nn.Dropout(p=0.1)
        self.drop.dropout.shard(((1, 1),))
        self.logsm = nn.LogSoftmax(axis=-1)
        self.logsm.log_softmax.shard(((1, 1),))
        self.sm = nn.Softmax()
        self.sm.softmax.shard(((1, 1),))

    def construct(self, x):
        return self.logsm(self.drop(self.dense(x))), self.sm(x)


@pytest.mark.parametrize("mode", MODES)
def test_nn_cells_expose_primitives(mode):
    ms.set_context(mode=mode)
    net = _Sharded()
    net.set_train(False)
    x = np.arange(8, dtype=np.float32).reshape(2, 4) / 8
    a, b = net(T(x))
    w, bias = net.dense.weight.asnumpy(), net.dense.bias.asnumpy()
    y = x @ w.T + bias
    ref = y - np.log(np.exp(y).sum(-1, keepdims=True))
    np.testing.assert_allclose(a.asnumpy(), ref, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(b.asnumpy(), ops.softmax(T(x)).asnumpy(), rtol=1e-6)


def test_mindnlp_private_helpers():
    """mindnlp 0.2 imports these private helpers of older MindSpore at import time."""
    from minicell.common._stub_tensor import StubTensor
    from minicell.nn.layer.conv import _deconv_output_length
    from minicell.common.initializer import _calculate_fan_in_and_fan_out, _assignment
    from minicell.ops._primitive_cache import _get_cache_prim
    from minicell.common.seed import _get_graph_seed
    from minicell._c_expression import Tensor as Tensor_, _random_normal
    assert not isinstance(T(1.0), StubTensor) and Tensor_ is ms.Tensor
    # valid / same / pad transposed-conv lengths (MindSpore 2.10 values)
    assert [_deconv_output_length(*a) for a in [(1, 0, 0, 5, 3, 2, 1, 0), (1, 0, 0, 5, 1, 3, 1, 0),
            (0, 1, 0, 5, 3, 2, 1, 0), (0, 0, 1, 5, 3, 2, 2, 1), (1, 0, 0, 5, 3, 2, 2, 0)]] \
        == [11, 15, 10, 12, 13]
    assert _calculate_fan_in_and_fan_out((4, 3)) == (3, 4)
    assert _calculate_fan_in_and_fan_out((4, 3, 2, 2)) == (12, 16)
    a = np.zeros(()); _assignment(a, 2.5)
    assert a == 2.5
    assert _get_cache_prim(ops.ReduceSum)(True) is _get_cache_prim(ops.ReduceSum)(True)
    ms.set_seed(3)
    assert _get_graph_seed(0, "dropout") == (3, 0) and _get_graph_seed(5, "dropout") == (3, 5)
    buf = np.zeros((1000,), np.float32)
    _random_normal(1, buf, 2.0, 0.5)
    assert abs(buf.mean() - 2.0) < 0.1 and abs(buf.std() - 0.5) < 0.1


def test_module_level_imports_of_unsupported_readers():
    """Zoo files import OBSMindDataset (mindformers' datasets) and CudnnGRU (mindnlp's RNNs,
    GPU path only) at module level: the import works, building one says why it cannot."""
    from minicell.dataset import OBSMindDataset
    from minicell.ops.operations._rl_inner_ops import CudnnGRU
    for cls in (OBSMindDataset, CudnnGRU):
        with pytest.raises(ms.UnsupportedError):
            cls()
