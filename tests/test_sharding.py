"""Sharding on one device (the default test process): ``Layout`` and its MindSpore checks, tuple
strategies -> Layouts (device matrices, tensor maps, the repeated axis), invalid strategies,
``Primitive.shard``'s record, and that every sharding call is a no-op outside a sharded parallel
mode. The several-device behaviour (values, shardings, training, checkpoints) is
``tests/test_sharding_devices.py``.
"""
import doctest

import jax
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.parallel import layout as layout_module, sharding as sharding_module
from minicell.parallel.layout import Layout, check_layout, strategy_layouts, tensor_layout


@pytest.fixture(autouse=True)
def _stand_alone_after():
    yield
    ms.reset_auto_parallel_context()


# ---- Layout ---------------------------------------------------------------------------------------
def test_layout_maps_tensor_dims_to_named_axes_like_mindspore():
    layout = Layout((2, 2, 2), ("dp", "sp", "mp"))
    # MindSpore's own docstring example: tensor_map counts axes from the right
    assert layout("dp", "mp").to_dict() == {
        "device_matrix": (2, 2, 2), "tensor_map": (2, 0), "interleaved_parallel": False,
        "alias_name": ("dp", "sp", "mp"), "rank_list": list(range(8))}
    both = layout(("dp", "sp"), "None")
    assert both.to_dict()["tensor_map"] == ((2, 1), -1)
    assert both.tensor_map == (("dp", "sp"), None)
    assert both.strategy() == (4, 1)
    assert both.partition_spec == jax.sharding.PartitionSpec(("dp", "sp"), None)
    assert layout("dp", "mp") == layout("dp", "mp") and layout("dp", "mp") != layout("mp", "dp")
    assert hash(layout("dp", "mp")) == hash(layout("dp", "mp"))


@pytest.mark.parametrize("args, exc, message", [
    (([2, 2], ("dp", "mp")), TypeError, "device_matrix must be tuple type"),
    (((2, 2), ["dp", "mp"]), TypeError, "alias_name must be tuple type"),
    (((2, 2), ("dp",)), ValueError, "device_matrix length should be equal to alias_name length"),
    (((2, 2.0), ("dp", "mp")), TypeError, "The element of device_matrix must be int type"),
    (((2, 2), ("dp", 1)), TypeError, "The element of alias_name must be str type"),
    (((2, 2), ("dp", "")), ValueError, "can not be empty"),
    (((2, 2), ("dp", "None")), ValueError, "can not set 'None'"),
    (((2, 2), ("dp", "dp")), ValueError, "should be different"),
])
def test_layout_constructor_errors(args, exc, message):
    with pytest.raises(exc, match=message):
        Layout(*args)


def test_layout_call_errors_and_rank_list():
    layout = Layout((2, 4), ("dp", "mp"))
    with pytest.raises(ValueError, match=r"The axis xx is not found in \('dp', 'mp'\)"):
        layout("xx")
    with pytest.raises(ValueError, match="The axis dp has been set more than one"):
        layout("dp", "dp")
    with pytest.raises(ValueError, match="length of rank_list should be equal"):
        Layout((2, 4), ("dp", "mp"), rank_list=[0, 1])
    with pytest.raises(TypeError, match="rank_list should be a list"):
        Layout((2, 4), ("dp", "mp"), rank_list=(0,) * 8)
    with pytest.raises(ValueError, match="tensor_map of layout is None"):
        layout.to_dict()


def test_check_layout_against_a_shape():
    layout = Layout((2, 4), ("dp", "mp"))
    check_layout(layout("dp", "mp"), (4, 8), "x", 8)
    with pytest.raises(ValueError, match=r"maps 2 dimensions but the tensor has shape \(4,\)"):
        check_layout(layout("dp", "mp"), (4,), "x", 8)
    with pytest.raises(ValueError, match=r"shape\[1\] = 6 cannot be divisible by 4"):
        check_layout(layout("dp", "mp"), (4, 6), "x", 8)
    with pytest.raises(ValueError, match="must be equal to the device number 16"):
        check_layout(layout("dp", "mp"), (4, 8), "x", 16)
    with pytest.raises(ValueError, match="has no tensor map"):
        check_layout(layout, (4, 8), "x", 8)


# ---- tuple strategies -> Layouts --------------------------------------------------------------
def test_matmul_strategy_gives_mindspores_device_matrix():
    x_layout, w_layout = strategy_layouts("MatMul", ((2, 1), (1, 4)), [(8, 16), (16, 8)], 8)
    assert x_layout.device_matrix == (2, 1, 4)          # (m, k, n): MindSpore's MatMul matrix
    assert x_layout.tensor_map == ("m", "k") and w_layout.tensor_map == ("k", "n")
    # transpose_b: the weight is (n, k); 4 devices of 8 used -> a repeated axis at the right
    x_layout, w_layout = strategy_layouts("MatMul", ((2, 2), (1, 2)), [(8, 16), (8, 16)], 8,
                                          {"transpose_b": True})
    assert x_layout.device_matrix == (2, 2, 1, 2) and x_layout.alias_name[-1] == "rep"
    assert w_layout.tensor_map == ("n", "k") and w_layout.strategy() == (1, 2)


def test_broadcast_strategies_share_one_device_matrix():
    x_layout, b_layout = strategy_layouts("BiasAdd", ((2, 4), (4,)), [(8, 8), (8,)], 8)
    assert x_layout.device_matrix == (2, 4) and b_layout.tensor_map == ("d1",)
    relu, = strategy_layouts("ReLU", ((4, 1),), [(8, 8)], 8)
    assert relu.device_matrix == (4, 1, 2) and relu.strategy() == (4, 1)
    # inputs cut unlike the longest one: each gets its own device matrix
    a, b = strategy_layouts("Add", ((2, 4), (4, 2)), [(8, 8), (8, 8)], 8)
    assert a.strategy() == (2, 4) and b.strategy() == (4, 2)
    assert tensor_layout((8,), 8).device_matrix == (8,)


@pytest.mark.parametrize("name, strategies, shapes, message", [
    ("MatMul", ((2, 1),), [(8, 16), (16, 8)], "strategy size: 1 is not equal to inputs size: 2"),
    ("MatMul", ((2, 1, 1), (1, 4)), [(8, 16), (16, 8)], "has 3 values but the input has 2 dim"),
    ("MatMul", ((3, 1), (1, 4)), [(8, 16), (16, 8)], "shape 8 of input 0 cannot be divisible "
                                                       "by strategy value 3"),
    ("MatMul", ((4, 1), (1, 4)), [(8, 16), (16, 8)], "16, exceeds the device number 8"),
    ("ReLU", ((16, 1),), [(16, 8)], "16, exceeds the device number 8"),
    ("ReLU", ((3, 1),), [(6, 8)], "3, does not divide the device number 8"),
    ("ReLU", ((0, 1),), [(6, 8)], "must be larger than 0"),
    ("MatMul", ((2, 2), (1, 2)), [(8, 16), (16, 8)], "contracted dimension is cut 2 times in "
                                                       "input 0 and 1 times in input 1"),
])
def test_invalid_strategies_raise_mindspore_style_errors(name, strategies, shapes, message):
    with pytest.raises(RuntimeError, match=message):
        strategy_layouts(name, strategies, shapes, 8)


# ---- Primitive.shard's record ----------------------------------------------------------------------
def test_primitive_shard_records_strategies_as_mindspore_prints_them():
    add = ops.Add()
    assert add.shard(((1, 1), (1, 1))) is add
    assert repr(add) == "Prim[Add]<in_strategy=((1, 1), (1, 1))>"
    matmul = ops.MatMul().shard(((2, 1), (1, 4)), out_strategy=((2, 4),))
    assert repr(matmul) == ("Prim[MatMul]<transpose_a=False, transpose_b=False, "
                            "in_strategy=((2, 1), (1, 4)), out_strategy=((2, 4),)>")
    assert isinstance(matmul, ops.MatMul) and type(matmul).__name__ == "MatMul"
    layout = Layout((2, 2, 2), ("dp", "sp", "mp"))
    laid = ops.MatMul().shard((layout("dp", "sp"), layout("sp", "None")))
    assert laid.attrs["in_layout"] == ({"device_matrix": (2, 2, 2), "tensor_map": (2, 1)},
                                       {"device_matrix": (2, 2, 2), "tensor_map": (1, -1)})
    assert ops.ReLU().shard() is not None


@pytest.mark.parametrize("in_s, out_s, exc, message", [
    ([(1, 1)], None, TypeError, "in_strategy must be tuple type"),
    (((1, 1), [1, 1]), None, TypeError, "The element of strategy must be tuple/Layout type"),
    (((1, 1.5),), None, TypeError, "the value of strategy must be int type"),
    (((1, 1), Layout((2,), ("dp",))("dp")), None, TypeError, "all tuple type or all Layout"),
    (None, ((1, 1),), ValueError, "need to set in_strategy"),
    (((1, 1),), ((Layout((2,), ("dp",))("dp")),), ValueError, "in_strategy type must equal"),
])
def test_primitive_shard_argument_errors(in_s, out_s, exc, message):
    with pytest.raises(exc, match=message):
        ops.MatMul().shard(in_s, out_s)


# ---- outside a sharded mode everything is as before ----------------------------------------------
class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((4, 2), np.float32)), name="w")
        self.matmul = ops.MatMul().shard(((2, 1), (1, 4)))

    def construct(self, x):
        return self.matmul(x, self.w)


def test_stand_alone_ignores_strategies_in_both_modes(mode):
    x = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
    net = _Net()
    net.shard(in_strategy=((2, 1),), parameter_plan={"w": (4, 1)})
    assert "_sharding" not in net.w.__dict__ and "_in_strategy" not in net.__dict__
    np.testing.assert_allclose(net(x).asnumpy(), x.asnumpy() @ np.ones((4, 2)))
    fn = lambda a: a * 2        # noqa: E731
    assert ms.shard(fn, in_strategy=((2, 1),)) is fn
    assert ops.reshard(x, Layout((2,), ("dp",))("dp", "None")) is x


def test_data_parallel_mode_ignores_strategies_too():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL)
    x = ms.Tensor(np.ones((2, 4), np.float32))
    assert ops.reshard(x, Layout((1,), ("dp",))("dp", "None")) is x


def test_reshard_argument_errors():
    with pytest.raises(TypeError, match="Reshard takes in Tensor type"):
        ops.reshard(np.ones(2), Layout((1,), ("dp",))("dp"))
    with pytest.raises(TypeError, match="Reshard only support type mindspore.parallel.Layout"):
        ops.reshard(ms.Tensor([1.0]), (1,))


def test_semi_auto_parallel_without_init_says_what_to_do():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL)
    with pytest.raises(RuntimeError, match="init()"):
        _Net()(ms.Tensor(np.ones((2, 4), np.float32)))


@pytest.mark.parametrize("module", [layout_module, sharding_module])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
