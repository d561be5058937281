"""Session 67, par67: MindSpore's ut ``parallel/`` tests (their CPU-passing cases) ported as
minicell tests. Values measured on MindSpore 2.10 CPU.
"""
import itertools

import numpy as np
import pytest

import minicell as ms
from minicell.parallel import _tensor as T


# --- mindspore.parallel._tensor: optimizer-shard layouts (test_transform_tensor.py) ---

@pytest.mark.parametrize("args, expected", [
    (((2, 2, 2), (2, 1, -1), 1, -1, (16, 16, 16)), ([2, 2, 2], [2, 0, 1, -1], [2, 8, 16, 16])),
    (((2, 2, 2), (2, 1, -1), 1, 2, (16, 32, 8)), ([2, 2, 2], [2, 0, 1, -1], [2, 8, 32, 8])),
    (((2, 2, 2), (2, 0, -1), 2, 2, (16, 32, 8)), ([2, 2, 2], [2, 1, 0, -1], [2, 8, 32, 8])),
    (([8, 4, 2], [1, -1, -1], 3, 2, [16, 6144, 4096]),
     ([8, 4, 2], [1, 0, -1, -1], [4, 4, 6144, 4096])),
    (([8, 4, 2], [1, -1, -1], 3, 4, [16, 6144, 4096]),
     ([4, 2, 4, 2], [1, 2, 0, -1, -1], [4, 2, 2, 6144, 4096])),
    (((16,), (-1, -1), 0, 0, (16, 8)), ((16,), (-1, -1), [16, 8])),
    (((4, 4), (0, -1), 4, 2, (16, 8)), ([2, 2, 4, 1], [1, 2, -1], [4, 4, 8])),
])
def test_opt_shard_layout(args, expected):
    assert T._construct_tensor_layout_for_opt_shard(*args) == expected


@pytest.mark.parametrize("args, expected", [
    (([8, 2, 4], [-1, [0, 1]], 8, 8, [16, 16]), ([8, 2, 4], [-1, 2, [0, 1]], [1, 16, 16])),
    (([4, 2, 4, 2], [[2, 3], -1], 8, 4, [32, 8]),
     ([4, 2, 2, 2, 2], [[3, 4], 1, 0, -1], [8, 2, 2, 8])),
    (([4, 2, 2, 4], [[0, 1], -1], 8, 8, [32, 8]), ([4, 2, 2, 4], [[0, 1], 3, 2, -1], [8, 4, 1, 8])),
])
def test_opt_shard_layout_by_layout(args, expected):
    assert T._construct_tensor_layout_for_opt_shard_by_layout(*args) == expected


def test_opt_shard_layout_errors():
    with pytest.raises(ValueError, match=r"^The device_matrix \(2, 2\) and tensor_map \(1, 0\) "
                                         r"cannot sharding opt_shard$"):
        T._construct_tensor_layout_for_opt_shard((2, 2), (1, 0), 1, 2, (8, 8))
    with pytest.raises(ValueError, match="^The optimizer sharding step 2 is not equal to the "
                                         "model parallel sharding size 4.$"):
        T._construct_tensor_layout_for_opt_shard((2, 4), (-1, 0), 2, 2, (8, 8))


def test_tensor_strategy_and_from_to_layout():
    assert T._get_tensor_strategy([2, 4, 2], [2, -1, [1, 0]]) == [2, 1, 8]
    assert T._construct_from_to_tensor_layout((8, 1024), (8, 8), (-1, 0), (8, 1024), (16, 8),
                                              (1, -1)) == (([2, 8, 8], [-1, 0], [8, 1024]),
                                                           ([16, 8], [1, -1], [8, 1024]))
    with pytest.raises(ValueError, match="^Cannot transform device_num from 8 to 12$"):
        T._construct_from_to_tensor_layout((8,), (8,), (0,), (8,), (12,), (0,))


def test_reshape_param_data():
    """test_combined_tensor.py: the gathered slices regrouped by the device matrix."""
    out = T._reshape_param_data(ms.Tensor(np.array([[1, 2], [5, 6], [3, 4], [7, 8]])), [2, 2],
                                [0, 1])
    assert str(out) == str(ms.Tensor([[1, 2, 3, 4], [5, 6, 7, 8]]))
    rows = np.array([[1, 2, 3, 4], [1, 2, 3, 4], [5, 6, 7, 8], [5, 6, 7, 8]])
    out = T._reshape_param_data(ms.Tensor(rows), [2, 2], [1, -1])
    assert out.asnumpy().tolist() == [[1, 2, 3, 4], [5, 6, 7, 8]]


# --- operator lists: 2.10's where they agree, and every list checked by running it ---

def test_transform_lists_that_match_2_10():
    all_to_all = T._transform_tensor_by_layout(((8, 1), (1, -1), (32, 64)),
                                               ((1, 8), (-1, 0), (32, 64)), list(range(8)), 0)
    assert all_to_all == [("AllConcat", [0, 1, 2, 3, 4, 5, 6, 7, 0]),
                          ("StridedSlice", [0, 0, 32, 8, 1, 1])]
    single = T._transform_tensor_by_layout(((4, 2), (1, 0), (32, 256)),
                                           ((1, 8), (-1, -1), (32, 256)), list(range(8)), 0)
    assert single == [("AllConcat", [0, 2, 4, 6, 0]), ("AllConcat", [0, 1, 1])]
    needed = T._get_needed_rank_list_by_layouts(((2, 2, 2), (2, 1, 0), (32, 64, 128)),
                                                ((8, 1, 1), (2, 1, 0), (32, 64, 128)),
                                                list(range(8)), 1)
    assert needed == [0, 1, 2, 3]
    needed = T._get_needed_rank_list_by_layouts(((32, 1, 8), (2, -1, 0), (32, 64, 128)),
                                                ((2, 64, 2), (2, 1, 0), (32, 64, 128)),
                                                list(range(256)), 1)
    assert needed == list(range(128))
    op_map = T._get_needed_rank_transform_operator_map_by_layouts(
        ((8, 1, 8), (2, 1, -1), (32, 64, 128)), ((8, 8, 1), (2, 1, 0), (32, 64, 128)),
        list(range(64)), 0)
    assert op_map == {0: [("StridedSlice", [0, 0, 0, 4, 8, 128, 1, 1, 1])]}
    assert T._generate_transform_operator_stack(op_map, 0) == [
        (0, 0, ("StridedSlice", [0, 0, 0, 4, 8, 128, 1, 1, 1]))]
    reshard = T._get_resharding_operator_map(([2, 4], [0, -1], [8, 8], list(range(8))),
                                             ([2, 2, 2], [1, -1], [8, 8], list(range(8))), 0)
    assert reshard == {0: [("AllConcat", [0, 1, 0])], 1: [("AllConcat", [0, 1, 0])]}


def _slice(full, layout, rank):
    """The block of ``full`` that ``rank`` holds under ``layout`` (written out independently)."""
    dm, tmap = list(layout[0]), layout[1]
    coord = np.unravel_index(rank, dm)
    index = []
    for entry, size in zip(tmap, full.shape):
        k, count = 0, 1
        for m in (entry if isinstance(entry, (list, tuple)) else [entry]):
            if m != -1:
                k, count = k * dm[-1 - m] + int(coord[-1 - m]), count * dm[-1 - m]
        index.append(slice(k * size // count, (k + 1) * size // count))
    return full[tuple(index)]


_PAIRS = [  # the layout pairs of test_transform_tensor.py (2.10's lists differ for some)
    (((1, 8), (1, 0), (32, 256)), ((1, 4, 2), (2, 1), (32, 256))),
    (((8,), (0, -1), (32, 256)), ((4, 2), (1, -1), (32, 256))),
    (((8, 1), (1, 0), (32, 256)), ((2, 1, 4), (2, 1), (32, 256))),
    (((2, 2, 2), (2, 1, 0), (32, 64, 128)), ((8, 1, 1), (2, 1, 0), (32, 64, 128))),
    (((8, 1, 8), (2, -1, 0), (32, 64, 128)), ((2, 8, 4), (2, 1, 0), (32, 64, 128))),
    (((4, 2), (1, -1), (8, 8)), ((2, 2, 2), (1, -1), (8, 8))),
    (((2, 2, 2), ([0, 2], 1), (8, 8)), ((4, 2), (0, -1), (8, 8))),   # 2.10's C++ refuses it
    (((2, 4), (0, 1), (8, 8)), ((2, 2, 2), (-1, -1, 0), (2, 4, 8))),
]


@pytest.mark.parametrize("src, dst", _PAIRS)
def test_transform_operators_give_each_rank_its_target_slice(src, dst):
    full = np.arange(int(np.prod(src[2]))).reshape(src[2])
    n = int(np.prod(src[0]))
    for rank in range(0, n, max(1, n // 16)):
        slices = {r: _slice(full, src, r) for r in range(n)}
        op_map = T._get_needed_rank_transform_operator_map_by_layouts(src, dst, list(range(n)),
                                                                      rank)
        stack = T._generate_transform_operator_stack(op_map, rank)
        T._apply_tensor_transform_operators(stack, slices, n)
        assert np.array_equal(slices[rank], _slice(full.reshape(dst[2]), dst, rank)), rank


def test_apply_operators_checks():
    stack = [(0, 0, ("AllConcat", [0, 1, 0]))]
    with pytest.raises(ValueError, match="^The checkpoint file of rank 1 is missing.$"):
        T._apply_tensor_transform_operators(stack, {0: np.zeros(2)}, 4)
    with pytest.raises(ValueError, match="^The transform operators of rank id 3 is required.$"):
        T._generate_transform_operator_stack({0: []}, 3)
    with pytest.raises(TypeError, match="^The layout should be tuple!"):
        T._transform_tensor_by_layout([(2,), (0,), (4,)], ((2,), (0,), (4,)), [0, 1], 0)


def test_pipeline_operator_map():
    """test_redist_operator_map.py: merging pipeline stages broadcasts each stage's slices."""
    for i in range(4):
        got = T._get_pipeline_operator_map(([2, 2], [1, 0], [8, 8], [0, 1, 2, 3]),
                                           ([4, 2], [1, 0], [8, 8], list(range(8))), i)
        assert got == {i: [("Broadcast", i, [i, i + 4])], i + 4: [("Broadcast", i, [i, i + 4])]}
    for i in range(4):
        got = T._get_pipeline_operator_map(([2, 2], [1, 0], [8, 8], [0, 1]),
                                           ([4, 1], [1, 0], [8, 8], [0, 1, 2, 3]), i)
        j = i % 2
        assert got == {j: [("Broadcast", j, [j, j + 2])], j + 2: [("Broadcast", j, [j, j + 2])]}
    assert T._get_pipeline_operator_map(([2, 2], [1, 0], [8, 8], [0, 1, 2, 3]),
                                        ([4, 1], [1, 0], [8, 8], [0, 1]), 0) == {}


def test_layout_grid_helpers():
    assert [int(c) for c in T._rank_to_coordinate(5, [2, 2, 2])] == [1, 0, 1]
    assert T._coordinate_to_rank([1, 0, 1], [2, 2, 2]) == 5
    # rank 5 = (1, 0, 1): dim 0 follows axis 0 from the right (1), dim 1 axis 2 (1)
    assert T._get_tensor_slice_index([2, 2, 2], [2, 2], [0, 2], 5) == 3
    assert list(itertools.chain(*T._expand_layout([4, 2, 2], [[2, 1], 0], [8, 8])[1:])) == \
        [2, 1, 0, 4, 2, 8]


# --- Layout with an 'interleaved_parallel' axis: made as in 2.10, refused where applied ---

def test_interleaved_layout_is_made_and_refused_when_applied():
    """test_finegraint_micro_interleaved / test_dynamic_layout: 2.10 makes the layout and
    fails at compile (CPU: RuntimeError); minicell makes it and refuses it when it is laid."""
    from minicell.parallel import Layout
    from minicell.parallel.layout import check_layout
    layout = Layout((2, 4, 2), ("dp", "mp", "interleaved_parallel"))
    got = layout(("dp", "interleaved_parallel"), "mp").to_dict()
    assert got == {"device_matrix": (2, 4, 2), "tensor_map": ((2, 0), 1),
                   "interleaved_parallel": True,
                   "alias_name": ("dp", "mp", "interleaved_parallel"),
                   "rank_list": list(range(16))}
    assert layout("dp", "mp").to_dict()["interleaved_parallel"] is True
    assert Layout((2, 4), ("dp", "mp"))("dp", "mp").to_dict()["interleaved_parallel"] is False
    with pytest.raises(NotImplementedError, match="'interleaved_parallel' axis"):
        check_layout(layout(("dp", "interleaved_parallel"), "mp"), (8, 8), "'Add'", 8)


# --- CumsumExt / SortExt: 2.10's infer checks dim before the kernel is found missing ---

@pytest.mark.parametrize("name, dim, exc, text", [
    ("CumsumExt", 3, ValueError, r"^For primitive\[CumsumExt\], the dim must be in \[-2,1\], "
                                 r"but got 3\.$"),
    ("CumsumExt", -3, ValueError, r"the dim must be in \[-2,1\], but got -3\.$"),
    ("CumsumExt", 1, RuntimeError, r"^The kernel CumsumExt unregistered\.$"),
    ("SortExt", 2, ValueError, r"^For primitive\[SortExt\], the dim must be in \[-2,1\], "
                               r"but got 2\.$"),
    ("SortExt", -2, RuntimeError, r"^The kernel SortExt unregistered\.$"),
])
def test_cumsum_sort_ext_dim_checked_before_the_kernel(name, dim, exc, text):
    """test_cumsum_ext / test_sort_ext ::*_shard_dim_out_of_range_error (2.10 GRAPH_MODE)."""
    from minicell.ops.auto_generate import gen_ops_prim
    x = ms.Tensor(np.ones((4, 4), np.float32))
    with pytest.raises(exc, match=text):
        getattr(gen_ops_prim, name)()(x, dim)


# --- ms.shard / Cell.shard before init(): made, the group asked for when it runs ---

def test_shard_before_init_is_made_and_fails_when_run():
    """test_functional_cell_shard::test_ms_shard_function_with_parameter_exception: 2.10 makes
    the sharded function in auto_parallel without init() and fails at the compile."""
    from minicell import nn
    from minicell.parallel import Layout
    ms.set_auto_parallel_context(parallel_mode="auto_parallel", device_num=8,
                                 search_mode="sharding_propagation")
    try:
        layout = Layout((2, 4, 1), ("dp", "sp", "mp"))
        fn = ms.shard(lambda x: x + 1, (layout("dp", "mp"),))
        relu = nn.ReLU()
        assert relu.shard(((2, 1),)) is None
        x = ms.Tensor(np.ones((4, 4), np.float32))
        for call in (fn, relu):
            with pytest.raises(RuntimeError, match="needs the communication group"):
                call(x)
        with pytest.raises(RuntimeError, match="needs the communication group"):
            nn.Dense(4, 4).shard(((2, 1),), parameter_plan={"weight": (2, 1)})
    finally:
        ms.reset_auto_parallel_context()


# --- ops.auto_generate.LstsqV2 (test_lstsqv2.py builds it; scipy.linalg.lstsq's Primitive) ---

def test_lstsq_v2_primitive():
    """2.10 CPU: the Primitive's outputs per driver; a vector b keeps a column of residuals."""
    from minicell.ops import auto_generate as A
    a2 = np.array([[3, 0], [2, 1], [1, 0], [1, 1]], np.float32)
    a = ms.Tensor(np.stack([a2, a2]))
    b = ms.Tensor(np.array([[3, 1, 3, 4], [3, 1, 3, 4]], np.float32))
    x, res, rank, sv = A.LstsqV2()(a, b, "gelsd")
    assert (x.shape, res.shape, rank.shape, sv.shape) == ((2, 2), (2, 1), (2,), (2, 2))
    np.testing.assert_allclose(x.asnumpy(), [[1, 1], [1, 1]], rtol=1e-5)
    np.testing.assert_allclose(res.asnumpy(), [[12], [12]], rtol=1e-5)
    assert rank.dtype == ms.int64 and rank.asnumpy().tolist() == [2, 2]
    _, res, rank, sv = A.LstsqV2()(a, b)                  # gelsy: the rank only
    assert (res.shape, rank.shape, sv.shape) == ((0,), (2,), (0,))
    _, res, _, _ = A.LstsqV2()(ms.Tensor(a2), ms.Tensor(np.array([3, 1, 3, 4], np.float32)),
                               "gelsd")
    assert res.shape == (1,)
    assert A.lstsq_v2_op is not None and A.LstsqV2().name == "LstsqV2"


# --- Ascend-only generated Primitives: made as in 2.10, its missing-kernel error at the call ---

@pytest.mark.parametrize("path, name, kwargs", [
    ("minicell.ops.auto_generate.gen_ops_prim", "LinSpaceExt", {}),
    ("minicell.ops.auto_generate", "MoeGatingTopKSoftmax", {}),
    ("minicell.ops.auto_generate", "FusedInferAttentionScore", {"num_heads": 2,
                                                               "input_layout": "BNSD"}),
    ("minicell.ops.operations.nn_ops", "IncreFlashAttention", {"num_heads": 2}),
    ("minicell.ops.operations.nn_ops", "PromptFlashAttention", {"num_heads": 2}),
])
def test_unregistered_generated_primitives(path, name, kwargs):
    """test_lin_space_ext / test_moe_gating_top_k_softmax / test_fused_infer_attention_score /
    test_incre_flash_attention / test_topproutr ::*_error: 2.10 CPU has no kernel for them."""
    import importlib
    cls = getattr(importlib.import_module(path), name)
    op = cls(**kwargs).shard(((1,),))
    x = ms.Tensor(np.ones((2, 2), np.float32))
    with pytest.raises(RuntimeError, match=f"^The kernel {name} unregistered.$"):
        op(x)
    with pytest.raises(TypeError):
        cls(no_such_argument=1)


def test_parallel_cell_wrapper_exports_micro_batch():
    """test_fold_pipeline_split imports _MicroBatch from parallel.nn.parallel_cell_wrapper."""
    from minicell.parallel.nn.parallel_cell_wrapper import _MicroBatch
    from minicell.nn.wrap.micro_batch import _MicroBatch as own
    assert _MicroBatch is own


@pytest.mark.parametrize("name", ["TopPRouter", "TopKRouter"])
def test_moe_routers_refused_by_kernel_selection(name):
    """test_topproutr / test_topkrouter ::*_strategy_error: 2.10 CPU's kernel selection
    refuses them (measured text)."""
    from minicell.ops import operations as P
    op = getattr(P._inner_ops, name)().shard(((1, 1, 1), (1,), (1,), (1,)))
    x = ms.Tensor(np.ones((2, 4, 2), np.int32))
    with pytest.raises(RuntimeError, match=r"^\n-{52}\n- Kernel select failed:\n-{52}\n"
                                           rf"Unsupported op \[{name}\] on CPU, Please confirm"):
        op(x, 3, 4, 0)
