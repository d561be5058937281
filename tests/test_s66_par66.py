"""Session 66, par66: MindSpore's ut ``parallel/`` tests (their CPU-passing cases) ported as
minicell tests. Values and texts measured on MindSpore 2.10 CPU.
"""
import pytest

import minicell as ms
from minicell.parallel._auto_parallel_context import auto_parallel_context


@pytest.fixture(autouse=True)
def _reset():
    ms.reset_auto_parallel_context()
    yield
    ms.reset_auto_parallel_context()


_AUTO = {"mode": "auto", "config": None}


# --- the fusion settings (ut parallel/conftest.py calls set_enable_all_reduce_fusion before
# every case; test_allreduce_fusion.py's invalid-value and get_comm_fusion cases) ---

def test_fusion_switches_default_off_and_take_only_bools():
    apc = auto_parallel_context()
    assert (apc.get_enable_all_reduce_fusion(), apc.get_enable_all_gather_fusion(),
            apc.get_enable_reduce_scatter_fusion()) == (False, False, False)
    apc.set_enable_all_reduce_fusion(enable_all_reduce_fusion=True)
    assert apc.get_enable_all_reduce_fusion() is True
    with pytest.raises(TypeError, match=r"^For 'set_auto_parallel_context\(\)\."
                       r"set_enable_all_reduce_fusion', the argument 'enable_fusion' must be "
                       r"bool, but got the type : <class 'str'>\.$"):
        apc.set_enable_all_reduce_fusion(enable_all_reduce_fusion="fusion")
    with pytest.raises(TypeError, match="set_enable_reduce_scatter_fusion.*<class 'int'>"):
        apc.set_enable_reduce_scatter_fusion(1)
    ms.reset_auto_parallel_context()
    assert apc.get_enable_all_reduce_fusion() is False


def test_comm_fusion_merges_over_the_defaults_and_reset_restores_them():
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel",
                                 comm_fusion={"openstate": False, "allreduce": _AUTO})
    assert ms.get_auto_parallel_context("comm_fusion") == {
        "openstate": False, "allreduce": _AUTO, "allgather": _AUTO, "reducescatter": _AUTO}
    ms.reset_auto_parallel_context()
    assert ms.get_auto_parallel_context("comm_fusion") == {
        "openstate": True, "allreduce": _AUTO, "allgather": _AUTO, "reducescatter": _AUTO}
    ms.set_auto_parallel_context(comm_fusion={"allgather": {"mode": "size", "config": 16}})
    assert ms.get_auto_parallel_context("comm_fusion")["allgather"] == {"mode": "size",
                                                                        "config": 16}


def test_comm_fusion_sets_switches_and_thresholds():
    apc = auto_parallel_context()
    ms.set_auto_parallel_context(comm_fusion={
        "allgather": {"mode": "size", "config": 16},
        "reducescatter": {"mode": "size", "config": 8},
        "allreduce": {"mode": "size", "config": 4}})
    assert (apc.fusion_threshold_mb(), apc.allgather_fusion_threshold_mb(),
            apc.reducescatter_fusion_threshold_mb()) == (4, 16, 8)
    assert apc.get_enable_all_gather_fusion() and apc.get_enable_reduce_scatter_fusion()
    ms.set_auto_parallel_context(comm_fusion={"openstate": False})
    assert not (apc.get_enable_all_reduce_fusion() or apc.get_enable_all_gather_fusion())
    ms.set_auto_parallel_context(comm_fusion={"allreduce": {"mode": "index", "config": [2, 4]}})
    assert apc.get_enable_all_reduce_fusion() and not apc.get_enable_all_gather_fusion()
    assert ms.get_auto_parallel_context("all_reduce_fusion_config") == [2, 4]
    ms.reset_auto_parallel_context()
    assert apc.fusion_threshold_mb() == 64
    assert ms.get_auto_parallel_context("all_reduce_fusion_config") == []


@pytest.mark.parametrize("config, kind, text", [
    ({"allreduce": {"mode": "size", "config": "30.12"}}, TypeError,
     "'<' not supported between instances of 'str' and 'int'"),
    ({"allreduce": {"mode": "size", "config": -1}}, ValueError,
     "fusion threshold must be larger than 0, but got -1"),
    ({"openstate": "True"}, TypeError,
     "For 'comm_fusion', the 'openstate' must be bool, but got the type : <class 'str'>."),
    ({"allreduce": 3}, TypeError,
     "For 'comm_fusion', the 'allreduce' config must be dict, but got the type : "
     "<class 'int'>."),
    ({"allreduce": {"config": 1}}, KeyError,
     "\"For 'comm_fusion', the key 'mode' should be contained.\""),
    ({"allreduce": {"mode": "bad", "config": 1}}, KeyError,
     "'fusion method mode must be auto, index or size, but got bad'"),
    ({"allgather": {"mode": "index", "config": 1}}, KeyError,
     "'fusion method mode must be auto or size, but got index'"),
    ({"allreduce": {"mode": "index", "config": [4, 2]}}, ValueError,
     "For 'set_auto_parallel_context().set_all_reduce_fusion_split_indices', the elements in "
     "argument 'indices' must be sorted in ascending order"),
])
def test_comm_fusion_bad_values_raise_2_10s_errors_and_store_nothing(config, kind, text):
    with pytest.raises(kind) as info:
        ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", comm_fusion=config)
    assert str(info.value) == text
    assert ms.get_auto_parallel_context("parallel_mode") == "stand_alone"
    assert ms.get_auto_parallel_context("comm_fusion")["openstate"] is True


@pytest.mark.parametrize("value, kind, text", [
    ([], ValueError, "the argument 'indices' can not be empty"),
    ([1, 1], ValueError, "The indices has duplicate elements"),
    ([True], TypeError, "the argument 'index' must be int, but got the type : <class 'bool'> ."),
    ([2, "a"], TypeError, "the argument 'index' must be int, but got the type : <class 'str'> ."),
])
def test_all_reduce_fusion_config_checks(value, kind, text):
    with pytest.raises(kind, match=text.replace("(", r"\(").replace(")", r"\)")):
        ms.set_auto_parallel_context(all_reduce_fusion_config=value)


def test_context_view_setters_and_is_set_flags():
    apc = auto_parallel_context()
    assert not apc.get_global_rank_is_set() and not apc.get_parameter_broadcast_is_set()
    apc.set_device_num(4)
    apc.set_global_rank(3)
    assert (apc.get_device_num_is_set(), apc.get_device_num()) == (True, 4)
    assert (apc.get_global_rank_is_set(), apc.get_global_rank()) == (True, 3)
    assert apc.get_strategy_search_mode() == "recursive_programming"
    assert (apc.get_parallel_optimizer_threshold(), apc.get_grad_accumulation_shard()) == (-1,
                                                                                          False)
    apc.set_all_reduce_fusion_split_sizes([3, 4])
    assert apc.get_all_reduce_fusion_split_sizes() == [3, 4]
    with pytest.raises(TypeError, match="^Group must be a python str$"):
        apc.set_all_reduce_fusion_split_indices([1], group=3)
    with pytest.raises(TypeError, match="the argument 'sizes' must be list, but got the type : "
                                        "<class 'tuple'>"):
        apc.set_all_reduce_fusion_split_sizes((3, 4))
    apc.reset()
    assert (apc.get_device_num(), apc.get_device_num_is_set()) == (1, False)


# --- _infer_rank_list (test_distribute_predict.py::test_infer_rank_list1-5) ---

@pytest.mark.parametrize("train, predict, ranks, exact", [
    ([[4, 8], [-1, 0]], None, [0, 1, 2, 3, 4, 5, 6, 7], False),     # no predict layout
    ([[4, 8], [-1, 0]], [[8], [-1, 0]], [0], True),                  # same cuts
    ([[4, 8], [-1, 0]], [[4, 8], [-1, 0]], [0], True),               # same layout
    ([[4, 8], [-1, 0]], [[2, 2], [1, 0]], [0, 1, 2, 3, 4, 5, 6, 7], False),
    ([[8], [-1, -1]], [[2, 2], [1, 0]], [0], False),                 # replicated weight
    ([[2, 4], [1, -1]], None, [0, 4], False),                        # axis 0 repeats
])
def test_infer_rank_list(train, predict, ranks, exact):
    from minicell.parallel._utils import _infer_rank_list
    got = _infer_rank_list({"w": train}, None if predict is None else {"w": predict})
    assert [int(r) for r in got["w"][0]] == ranks and got["w"][1] is exact
    assert _infer_rank_list({"w": train}, {"v": [[8], [0]]}) == {}     # no layout for w


# --- NeighborExchange checks its attributes when called, as 2.10 does while compiling
# (test_neighborexchange.py's *_failed cases build the Cell outside pytest.raises) ---

def _exchange(**kw):
    from minicell.ops.operations.comm_ops import NeighborExchange
    attrs = dict(send_rank_ids=[1], recv_rank_ids=[1, 2], recv_shapes=([32, 32], [32, 64]),
                 send_shapes=([32, 16],), recv_type=ms.float32)
    attrs.update(kw)
    return NeighborExchange(**attrs)


@pytest.mark.parametrize("attrs, kind, text", [
    (dict(send_rank_ids=(0,)), TypeError, "attr 'send_rank_ids' must be a list[int, int, ...]."),
    (dict(send_rank_ids=[True]), TypeError, "attr 'send_rank_ids' must be a list[int, int, ...]."),
    (dict(recv_rank_ids=[1, 2.0]), TypeError,
     "attr 'recv_rank_ids' must be a list[int, int, ...]."),
    (dict(send_shapes=[[32, 16]]), TypeError,
     "attr 'send_shapes' must be a tuple(list, list, ...)."),
    (dict(recv_shapes=[[32, 32], [32, 64]]), TypeError,
     "attr 'recv_shapes' must be a tuple(list, list, ...)."),
    (dict(recv_shapes=([32, 32], [32, 64]), send_rank_ids=[1, 2]), ValueError,
     "attr 'send_shapes' size must be equal to attr  'send_rank_ids' size, but got attr "
     "'send_shapes' size: 1, attr 'send_rank_ids' size: 2"),
    (dict(recv_shapes=([32, 32],), send_rank_ids=[1, 2]), ValueError,
     "attr 'recv_shapes' size must be equal to attr  'recv_rank_ids' size, but got attr "
     "'recv_shapes' size: 1, attr 'recv_rank_ids' size: 2"),
    (dict(send_shapes=([16, 16],)), RuntimeError,
     "input[0] shape must be equal to attr shape, but got input[0] shape: [32,16], attr shape "
     ": [16,16]."),
    (dict(send_shapes=([32, 16], [1]), send_rank_ids=[1, 2]), RuntimeError,
     "input tuple size must be equal to attr 'send_shapes' size, but got input tuple size: 1, "
     "attr 'send_shapes' size: 2."),
])
def test_neighbor_exchange_checks_when_called(attrs, kind, text):
    import numpy as np
    op = _exchange(**attrs)                       # made without complaint
    with pytest.raises(kind) as info:
        op((ms.Tensor(np.ones((32, 16), np.float32)),))
    assert str(info.value) == "For 'NeighborExchange', " + text


def test_neighbor_exchange_type_and_group_checks():
    import numpy as np
    x = (ms.Tensor(np.ones((32, 16), np.float32)),)
    with pytest.raises(TypeError, match="^For 'NeighborExchange', attr 'recv_type' must be a "
                                        "mindspore data type, but got: 0x"):
        _exchange(recv_type=np.float32)(x)
    with pytest.raises(TypeError, match="^For 'NeighborExchange', attr 'group' must be a str, "
                                        "but got: 0x"):
        _exchange(group=("str",))(x)
    with pytest.raises(RuntimeError, match="^Cast failed, original value: 32, type: FP32Imm$"):
        _exchange(recv_shapes=([32, 32.0], [32, 64]))(x)


# --- NeighborExchangeV2: 2.10's checks when made (test_neighborexchangev2.py's *_failed cases:
# on one device every neighbour rank but -1 and 0 is out of range) ---

@pytest.mark.parametrize("kw, kind, text", [
    (dict(send_rank_ids=[-1, -1, -1, -1, 1, -1, -1, -1]), ValueError,
     "The 'rank_id in send_rank_ids' must be in range of [0, 1), but got 1 with type 'int'."),
    (dict(send_rank_ids=[-3, -1, -1, -1, -1, -1, -1, -1]), ValueError,
     "The 'rank_id in send_rank_ids' must be in range of [0, 1), but got -3 with type 'int'."),
    (dict(recv_rank_ids=[-1, 1, -1, -1, -1, -1, -1, -1]), ValueError,
     "The 'rank_id in recv_rank_ids' must be in range of [0, 1), but got 1 with type 'int'."),
    (dict(send_rank_ids=[-1, -1, -1, -1, 1.0, -1, -1, -1]), TypeError,
     "The 'rank_id in send_rank_ids' must be 'int',  but got 'float'."),
    (dict(group=("str",)), TypeError,
     "For 'get_group_size', the argument 'group' must be type of string, but got 'group' type "
     ": <class 'tuple'>."),
])
def test_neighbor_exchange_v2_checks_when_made(kw, kind, text):
    from minicell.ops.operations.comm_ops import NeighborExchangeV2
    args = dict(send_rank_ids=[-1] * 8, send_lens=[0, 1, 0, 0], recv_rank_ids=[-1] * 8,
                recv_lens=[0, 1, 0, 0], data_format="NCHW")
    args.update(kw)
    with pytest.raises(kind) as info:
        NeighborExchangeV2(**args)
    assert str(info.value) == text


def test_neighbor_exchange_v2_is_an_ops_name_that_does_not_run():
    import numpy as np
    op = ms.ops.NeighborExchangeV2([0] + [-1] * 7, [1, 0, 0, 0], [0] + [-1] * 7, [1, 0, 0, 0],
                                   "NCHW")
    assert (op.rank_size, op.format) == (1, "NCHW")
    with pytest.raises(NotImplementedError, match="NeighborExchangeV2 is not run by minicell"):
        op(ms.Tensor(np.ones((1, 1, 2, 2), np.float32)))


def test_lazy_adam_has_2_10s_opt_and_sparse_opt_primitives():
    # test_manual_embedding_lookup.py's compile_net calls optimizer.sparse_opt.set_device("CPU")
    from minicell import nn
    opt = nn.LazyAdam(nn.Dense(3, 2).trainable_params(), learning_rate=0.1, use_nesterov=True)
    opt.sparse_opt.set_device("CPU")
    assert (opt.sparse_opt.name, opt.opt.name) == ("FusedSparseLazyAdam", "Adam")
    assert opt.sparse_opt.attrs["use_nesterov"] is True and opt.opt.attrs["use_locking"] is False


@pytest.mark.parametrize("arrangement, index, rank, expect", [
    ([2, 2], 1, 0, [0, 1]), ([2, 2, 2], 2, 0, [0, 1, 2, 3]),
    ([2, 2, 2], 0, 5, list(range(8))), ([64, 8], 1, 19, list(range(16, 24))),
    ([4, 2], 1, 7, [6, 7]),
])
def test_get_param_list_when_first_dim_sharded(arrangement, index, rank, expect):
    # test_parallel_serialization.py::test_get_param_list_when_first_dim_sharded_1-4
    from minicell.parallel._parallel_serialization import _get_param_list_when_first_dim_sharded
    assert _get_param_list_when_first_dim_sharded(arrangement, index, rank) == expect


def test_auto_generate_fft_primitives():
    # test_fft_series.py builds P.FFT(), P.RFFT2(), P.IHFFTN(), ... from ops.auto_generate
    import numpy as np
    from minicell.ops import auto_generate as P
    x = np.arange(8, dtype=np.float32).reshape(2, 4)
    got = P.RFFT()(ms.Tensor(x), 4, -1, "backward").asnumpy()
    np.testing.assert_allclose(got, [[6, -2 + 2j, -2], [22, -2 + 2j, -2]], atol=1e-5)
    got = P.IRFFT2()(ms.Tensor(x), (2, 4), (-2, -1), "backward").asnumpy()
    np.testing.assert_allclose(got, np.fft.irfft2(x, (2, 4)), atol=1e-5)
    assert P.FFTShift()(ms.Tensor(x), (0,)).asnumpy().tolist() == [[4, 5, 6, 7], [0, 1, 2, 3]]
    assert P.IHFFTN()(ms.Tensor(x)).shape == (2, 3) and not hasattr(ms.ops, "RFFT")


def test_communi_parallel_mode_takes_2_10s_three_values():
    # test_set_auto_parallel_context.py::test_set_auto_parallel_context (communi_parallel_mode)
    ms.set_auto_parallel_context(communi_parallel_mode="same_server_group_parallel")
    assert ms.get_auto_parallel_context("communi_parallel_mode") == "same_server_group_parallel"
    for bad in ("wrong_mode", "ALL_GROUP_PARALLEL"):
        with pytest.raises(ValueError) as info:
            ms.set_auto_parallel_context(communi_parallel_mode=bad)
        assert str(info.value) == (
            "For 'set_auto_parallel_context().set_communi_parallel_mode', the argument "
            "'communi_parallel_mode' only support 'ALL_GROUP_PARALLEL', "
            f"'SAME_SEVER_GROUP_PARALLEL' and 'NO_GROUP_PARALLEL', but got the value : {bad}.")
    with pytest.raises(TypeError, match="The parameter 'communi_parallel_mode' must be "
                                        "<class 'str'>, but got <class 'int'>"):
        ms.set_auto_parallel_context(communi_parallel_mode=3)


# --- enable_parallel_optimizer: 2.10's checks when an optimizer is made and of
# parallel_optimizer_config (test_parallel_optimizer.py::test_edge_case) ---

def test_parallel_optimizer_checks_when_an_optimizer_is_made():
    from minicell import nn
    params = nn.Dense(3, 2).trainable_params()
    ms.set_auto_parallel_context(enable_parallel_optimizer=True)
    with pytest.raises(RuntimeError, match="^For 'Optimizer', parallel optimizer is not "
                                           "supported in stand_alone, you should set"):
        nn.Lamb(params, learning_rate=0.1)
    ms.set_auto_parallel_context(parallel_mode="data_parallel")
    with pytest.raises(RuntimeError, match='^For "Optimizer", parallel optimizer only supports '
                                           '"Ascend" in data parallel mode, but got CPU.$'):
        nn.Lamb(params, learning_rate=0.1)
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel")
    nn.Adam(params, learning_rate=0.1)          # checked no further outside data parallel
    ms.reset_auto_parallel_context()
    nn.Adam(params, learning_rate=0.1)


@pytest.mark.parametrize("config, kind, text", [
    ({"parallel_optimizer_threshold": -1}, ValueError, "For 'parallel_optimizer_threshold', "
     "the input value must be int and must >= 0, but got '-1' with type 'int'."),
    ({"parallel_optimizer_threshold": 1.5}, TypeError,
     "For 'parallel_optimizer_threshold', the input value must be int, but got 'float'"),
    ({"gradient_accumulation_shard": 1}, TypeError, "For 'gradient_accumulation_shard', the "
     "'gradient_accumulation_shard' must be a bool, but got int."),
    ({"optimizer_weight_shard_size": 0}, ValueError, "For 'optimizer_weight_shard_size', the "
     "input value must be int and must > 0, but got '0' with type 'int'."),
    ({"optimizer_level": "level4"}, ValueError,
     "Optimizer level should in ['level1', 'level2', 'level3'], but got level4"),
])
def test_parallel_optimizer_config_values(config, kind, text):
    with pytest.raises(kind) as info:
        ms.set_auto_parallel_context(parallel_optimizer_config=config)
    assert str(info.value) == text
    ms.set_auto_parallel_context(parallel_optimizer_config={"optimizer_weight_shard_size": -1})


# --- _cell_graph_executor.compile with Tensor(shape=[None, ...]) placeholders (the
# *_dynamic_shape_constraint cases of test_conv2d/test_gather_v2/test_gatherd/... expect the
# parallel compile to fail with RuntimeError; minicell raised the placeholder's ValueError) ---

def test_compile_with_placeholders_declares_the_inputs():
    import numpy as np
    from minicell import nn
    from minicell.common.api import _cell_graph_executor
    net = nn.Dense(3, 2)
    x = ms.Tensor(shape=[None, 3], dtype=ms.float32)
    phase, newly = _cell_graph_executor.compile(net, x)
    assert phase.startswith("predict.") and newly
    assert net.get_inputs()[0].shape == (-1, 3)
    assert net(ms.Tensor(np.ones((4, 3), np.float32))).shape == (4, 2)
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=8)
    with pytest.raises(RuntimeError, match="needs the communication group"):
        _cell_graph_executor.compile(nn.Dense(3, 2), x)


def test_gen_ops_prim_ext_classes():
    # test_element_wise_one_input/two_inputs, test_convolution, test_max,
    # test_repeat_interleave_int and test_slice import these from gen_ops_prim
    import numpy as np
    from minicell.ops.auto_generate import gen_ops_prim as G
    x = ms.Tensor(np.array([[-1.0, 2.0], [3.0, -4.0]], np.float32))
    # (float32 ELU runs 2.10's nnacl exp series since f2a1c58b: 1.0e-6 from exp(-1) - 1 here;
    # 2.10's CPU has no EluExt kernel, its ops.elu(x) gives those bits at alpha 1)
    np.testing.assert_allclose(G.EluExt(0.5)(x).asnumpy(),
                               [[0.5 * (np.exp(-1) - 1), 2], [3, 0.5 * (np.exp(-4) - 1)]],
                               rtol=2e-6)
    np.testing.assert_allclose(G.LeakyReLUExt()(x, 0.1).asnumpy(), [[-0.1, 2], [3, -0.4]],
                               rtol=1e-6)
    assert G.RemainderTensorScalar()(x, 3.0).asnumpy().tolist() == [[2, 2], [0, 2]]
    assert G.FmodTensor()(x, ms.Tensor([3.0, 3.0])).asnumpy().tolist() == [[-1, 2], [0, -1]]
    assert float(G.Max()(x)) == 3.0
    assert G.RepeatInterleaveInt()(x, 2, 0).shape == (4, 2)
    assert G.SliceExt()(x, -1, 1, 2, 1).asnumpy().tolist() == [[2], [-4]]
    w = ms.Tensor(np.ones((2, 1, 3, 3), np.float32))
    out = G.Convolution()(ms.Tensor(np.ones((1, 1, 5, 5), np.float32)), w, None, 1, 0, 1, False,
                          0, 1)
    assert out.shape == (1, 2, 3, 3) and float(out[0, 0, 0, 0]) == 9.0


def test_parallel_compile_before_init_reports_shape_errors_first():
    # 2.10 infers shapes before it asks for the communication backend
    # (test_meanext.py::test_mean_shard_dim_out_of_range_error, test_element_wise_two_inputs'
    # broadcast errors)
    import numpy as np
    from minicell import nn, ops
    from minicell.common.api import _cell_graph_executor

    class Net(nn.Cell):
        def construct(self, x):
            return ops.ReduceMean()(x, 3)

    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=8)
    x = ms.Tensor(np.ones((2, 4), np.float32))
    with pytest.raises(ValueError):
        _cell_graph_executor.compile(Net(), x)
    with pytest.raises(RuntimeError, match="needs the communication group"):
        _cell_graph_executor.compile(nn.ReLU(), x)
    assert ms.get_auto_parallel_context("parallel_mode") == "semi_auto_parallel"


def test_gen_ops_prim_max_dim_split_tensor():
    # test_max_dim.py, test_split_ext.py, test_repeat_interleave_tensor.py (2.10's values)
    import numpy as np
    from minicell.ops.auto_generate import gen_ops_prim as G
    x = ms.Tensor(np.array([[1.0, 5.0], [3.0, 2.0]], np.float32))
    values, index = G.MaxDim()(x, 1, False)
    assert values.asnumpy().tolist() == [5, 3] and index.asnumpy().tolist() == [1, 0]
    assert index.dtype == ms.int64
    parts = G.SplitTensor()(x, 1, 0)
    assert [p.asnumpy().tolist() for p in parts] == [[[1, 5]], [[3, 2]]]
    assert G.RepeatInterleaveTensor()(x, ms.Tensor([1, 2]), 0).shape == (3, 2)
    with pytest.raises(RuntimeError, match="^For 'RepeatInterleaveTensor', 'repeats' must have "
                                           "the same size as input along dim.$"):
        G.RepeatInterleaveTensor()(x, ms.Tensor([1, 2, 1]), 0)
    with pytest.raises(ValueError, match=r"^For primitive\[RepeatInterleaveTensor\], the dim must "
                                         r"be in \[-2,1\], but got 3.$"):
        G.RepeatInterleaveTensor()(x, ms.Tensor([1, 2]), 3)
