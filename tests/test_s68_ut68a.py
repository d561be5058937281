"""Session 68, ut68a: upstream ut graph front end leftovers (values measured on MindSpore 2.10).

Lambdas (compiler/lambda_source.py): a lambda written inside a lambda that a graph read is part
of that graph, and ``vmap`` reads a lambda before it checks its call's arguments (session 67's
lam67 leftovers; upstream tests/ut/python/vmap/test_vmap.py::test_lambda_fn's rule).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

X = ms.Tensor(np.array([1.0, 2.0], np.float32))
NOT_CALL = "Parse Lambda Function Fail. Node type must be Lambda, but got Call."

# a lambda whose inner lambda starts on a continuation line: 2.10 compiles the inner one as
# part of the outer one's expression when a graph reads the outer one (jit, vmap)
GRAD_INSIDE = lambda a: ms.grad(
    lambda t: (t * 3).sum())(a)
VMAP_INSIDE = lambda a: ops.vmap(
    lambda t: t * 4)(a)
PAREN_OUTER = (lambda a:
               ms.grad(lambda t: (t * 5).sum())(a))
SAME_LINE = lambda a: ms.grad(lambda t: (t * 2).sum())(a)
IDENTITY = lambda a: a
FIRST = lambda a, b: a


@pytest.mark.parametrize("fn, want", [(GRAD_INSIDE, [3.0, 3.0]), (VMAP_INSIDE, [4.0, 8.0]),
                                      (PAREN_OUTER, [5.0, 5.0]), (SAME_LINE, [2.0, 2.0])])
def test_a_lambda_inside_a_jitted_lambda_is_part_of_its_graph(mode, fn, want):
    np.testing.assert_array_equal(ms.jit(fn)(X).asnumpy(), want)


def test_a_lambda_inside_a_vmapped_lambda_is_part_of_its_graph(mode):
    out = ops.vmap(GRAD_INSIDE)(ops.ones((2, 2), ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [[3.0, 3.0], [3.0, 3.0]])


def test_an_inner_lambda_run_eagerly_is_read_from_its_own_lines(mode):
    # 2.10: vmap reads the inner lambda (its lines start mid-expression) in both modes; grad
    # reads it in GRAPH_MODE only
    ms.jit(VMAP_INSIDE)(X)       # (a graph that read the outer lambda first changes nothing)
    with pytest.raises(SyntaxError, match=r"unmatched '\)'"):
        VMAP_INSIDE(X)
    if ms.get_context("mode") == ms.GRAPH_MODE:
        with pytest.raises(SyntaxError, match=r"unmatched '\)'"):
            GRAD_INSIDE(X)
    else:
        np.testing.assert_array_equal(GRAD_INSIDE(X).asnumpy(), [3.0, 3.0])


def _vmap_in_axes_none():
    return ops.vmap(lambda a: a, in_axes=None)(X)


def _vmap_bad_arity():
    return ops.vmap(lambda a: a)(X, X)


def _vmap_sizes():
    return ops.vmap(lambda a, b: a)(X, ops.ones(3, ms.float32))


@pytest.mark.parametrize("call", [_vmap_in_axes_none, _vmap_bad_arity, _vmap_sizes])
def test_vmap_reads_a_lambda_before_checking_its_call(mode, call):
    with pytest.raises(TypeError, match=NOT_CALL) as info:
        call()
    assert info.value.__suppress_context__


def test_vmap_call_errors_of_a_lambda_it_reads(mode):
    # the same calls with the lambda on its own line: vmap's own errors (2.10's texts)
    with pytest.raises(RuntimeError, match="The 'in_axes' of 'vmap' cannot be a single None"):
        ops.vmap(IDENTITY, in_axes=None)(X)
    with pytest.raises(TypeError, match="The parameters number of the function is 1, but the "
                                        "number of provided arguments is 2."):
        ops.vmap(IDENTITY)(X, X)
    with pytest.raises(RuntimeError, match="The 'axis_size' of each argument in the scope of "
                                           "'vmap' should be equal, but got 2 and 3."):
        ops.vmap(FIRST)(X, ops.ones(3, ms.float32))


# --- ops.auto_generate.DCT / IDCT / DCTN / IDCTN (parallel/test_dct.py's *_strategy_error build
# them and shard them; mindspore.scipy.fft calls them) ---------------------------------------

XR = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
DCT_ROWS = [      # 2.10 CPU, both modes (rounded to 5 places)
    ("DCT", (2, None, -1, None), [[3.0, -2.23044, 0.0, -0.15851], [11.0, -2.23044, 0.0, -0.15851]]),
    ("IDCT", (2, 4, -1, "ortho"), [[2.46508, -2.68925, 0.68925, -0.46508],
                                   [10.16059, -4.21998, 2.21998, -0.16059]]),
    ("DCTN", (2, (2, 4), (-2, -1), "ortho"), [[9.89950, -3.15432, 0.0, -0.22417],
                                              [-5.65685, 0.0, 0.0, 0.0]]),
    ("IDCTN", (2, (3, 3), (0, 1), None), [[6.74470, -2.77392, 0.92820],
                                          [0.87965, -0.94281, 0.06316],
                                          [-4.98539, 0.88830, -0.80189]]),
]


class _PrimNet(ms.nn.Cell):
    def __init__(self, prim, args):
        super().__init__()
        self.prim, self.args = prim, args

    def construct(self, a):
        return self.prim(a, *self.args)


@pytest.mark.parametrize("name, args, want", DCT_ROWS, ids=[r[0] for r in DCT_ROWS])
def test_dct_primitives(mode, name, args, want):
    from minicell.ops import auto_generate as A
    out = _PrimNet(getattr(A, name)().shard(((2, 1),)), args)(XR)
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), want, atol=2e-5)


def test_dct_primitive_spellings_and_checks():
    from minicell.ops import auto_generate as A
    out = A.dct_op(ms.Tensor(np.array([1, 2, 3], np.int32)), 2, None, -1, None)
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [3.46410, -1.41421, 0.0], atol=1e-5)
    out = A.DCT()(ms.Tensor(np.arange(8.0).reshape(2, 4)), 2, 3, 1, "ortho")
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), [[1.73205, -1.41421, 0.0],
                                               [8.66025, -1.41421, 0.0]], atol=1e-5)
    c = A.DCT()(ms.Tensor(XR.asnumpy() + 1j * XR.asnumpy()), 2, 4, -1, "ortho")
    assert c.dtype == ms.complex64
    np.testing.assert_allclose(c.asnumpy()[1], [11 + 11j, -2.23044 - 2.23044j, 0,
                                                -0.15851 - 0.15851j], atol=2e-5)
    assert (A.IDCT().name, A.DCTN().name, A.idctn_op.name) == ("IDCT", "DCTN", "IDCTN")
    with pytest.raises(ValueError, match="^Only dct type II is supported currently.$"):
        A.DCT()(XR, 3, None, -1, None)


# --- _BatchNorm's bn_train / bn_infer Primitives (parallel/test_batchnorm.py's group_size cases
# shard them and add a prim attr; zoo code calls them in its own construct) --------------------

class _OwnBatchNorm(ms.nn.BatchNorm1d):
    def construct(self, x):
        args = (x, self.gamma, self.beta, self.moving_mean, self.moving_variance)
        return self.bn_train(*args)[0] if self.training else self.bn_infer(*args)[0]


def test_batchnorm_primitives_as_2_10_makes_them():
    bn = ms.nn.BatchNorm2d(4, momentum=0.8)
    assert repr(bn.bn_train) == ("Prim[BatchNorm]<is_training=True, epsilon=1e-05, "
                                 "momentum=0.19999999999999996, data_format=NCHW, "
                                 "side_effect_mem=True>")
    assert repr(bn.bn_infer) == ("Prim[BatchNorm]<is_training=False, epsilon=1e-05, "
                                 "momentum=0.1, data_format=NCHW>")
    assert repr(ms.nn.BatchNorm1d(3, eps=1e-3).bn_train) == (
        "Prim[BatchNorm]<is_training=True, epsilon=0.001, momentum=0.09999999999999998, "
        "data_format=NCHW, side_effect_mem=True>")
    bn.bn_train.shard(((2, 1, 2, 2), (1,), (1,), (1,), (1,)))
    bn.bn_train.add_prim_attr("group_size", 8)
    assert bn.bn_train.attrs["group_size"] == 8


def test_a_subclass_calling_the_batchnorm_primitives(mode):
    x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
    net = _OwnBatchNorm(3)
    net.set_train()
    y = net(x).asnumpy()       # 2.10, both modes
    np.testing.assert_allclose(y[:, 0], [-1.34164, -0.44721, 0.44721, 1.34164], atol=1e-5)
    np.testing.assert_allclose(net.moving_mean.asnumpy(), [0.45, 0.55, 0.65], atol=1e-6)
    net.set_train(False)
    np.testing.assert_allclose(net(x).asnumpy()[0], [-0.29047, 0.29047, 0.87142], atol=1e-5)


# --- ops.auto_generate.SolveTriangular (parallel/test_solve_triangular.py's strategy_error case
# builds and shards it; mindspore.scipy.linalg.solve_triangular calls it) ---------------------

TRI_A = ms.Tensor(np.array([[[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]]] * 2,
                           np.float32))
TRI_B = ms.Tensor(np.array([[3, 1, 3, 4], [3, 1, 3, 4]], np.float32))


class _SolveNet(ms.nn.Cell):
    def __init__(self, args):
        super().__init__()
        from minicell.ops import auto_generate as A
        self.solve = A.SolveTriangular().shard(((2, 1, 1), (2, 1)))
        self.args = args

    def construct(self, a, b):
        return self.solve(a, b, *self.args)


@pytest.mark.parametrize("args, want", [     # 2.10 CPU
    ((0, True, False), [1.0, -1.0, 2.0, 2.0]), ((1, True, True), [6.0, -3.0, -1.0, 4.0]),
    ((), [1.0, 1.0, 3.0, 4.0])])
def test_solve_triangular_primitive(mode, args, want):
    out = _SolveNet(args)(TRI_A, TRI_B)
    np.testing.assert_allclose(out.asnumpy(), [want] * 2, atol=1e-6)


def test_solve_triangular_spellings_and_errors():
    from minicell.ops import auto_generate as A
    out = A.solve_triangular(TRI_A, TRI_B, trans=2, lower=True)
    np.testing.assert_allclose(out.asnumpy(), [[2.0, -3.0, -1.0, 4.0]] * 2, atol=1e-6)
    assert A.solve_triangular_op.name == "SolveTriangular"
    with pytest.raises(RuntimeError, match=r"^For 'SolveTriangular', 'trans' must be in \[0, 1, "
                                           r"2, 'N', 'T', 'C'\], but got \[3\].$"):
        A.SolveTriangular()(TRI_A, TRI_B, 3, True, False)
    with pytest.raises(TypeError) as info:
        A.SolveTriangular()(TRI_A, TRI_B, 0, 1, False)
    assert str(info.value) == (
        'Failed calling SolveTriangular with "SolveTriangular()(a=Tensor, b=Tensor, trans=int, '
        'lower=int, unit_diagonal=bool)".\nThe valid calling should be: \n"SolveTriangular()('
        'a=<Tensor>, b=<Tensor>, trans=<int>, lower=<bool>, unit_diagonal=<bool>)".')


# --- Primitive.shard: nested strategies where 2.10 takes them (parallel/
# test_fused_infer_attention_score.py::test_fused_infer_attention_score_strategy_error) -------

NESTED = ((1, 2, 1), ((1, 1, 1),), ((1, 1, 1),), (1, 1, 1, 1))


def test_primitive_shard_nested_strategies():
    from minicell.ops import auto_generate as A
    fias = A.FusedInferAttentionScore(num_heads=2, input_layout="BNSD").shard(NESTED)
    assert fias.attrs["in_strategy"] == NESTED
    own = ops.Add().add_prim_attr("self_define_shard", True).shard(((1, (2,)), (1, 1)))
    assert repr(own) == "Prim[Add]<self_define_shard=True, in_strategy=((1, (2,)), (1, 1))>"
    with pytest.raises(TypeError) as info:       # 2.10's Primitive text (measured)
        ops.Add().shard(((1, 1.5), (1, 1)))
    assert str(info.value) == ("The in_strategy: ((1, 1.5), (1, 1)) of Add is not valid, the "
                               "value of strategy must be int type, but got:<class 'float'>")


# --- set_auto_parallel_context(dataset_strategy=(Layout, ...)) (parallel/
# test_virtual_dataset_with_strategy.py::..._with_layout_3) ------------------------------------

def test_dataset_strategy_of_layouts():
    from minicell.parallel import Layout
    lay = Layout((2, 2, 2), ("dp", "mp", "sp"))
    strategy = (lay(("dp", "mp"), "sp"), lay("dp", "None"))
    try:
        ms.set_auto_parallel_context(dataset_strategy=strategy)
        got = ms.get_auto_parallel_context("dataset_strategy")
        assert [type(v).__name__ for v in got] == ["Layout", "Layout"]
        assert got[0].to_dict()["tensor_map"] == ((2, 1), 0)
        with pytest.raises(TypeError, match=r"^All the dataset_strategy elements should be "
                                            r"Layout, but got <class 'tuple'>$"):
            ms.set_auto_parallel_context(dataset_strategy=(lay("dp", "sp"), (2, 1)))
        inter = Layout((2, 2, 2, 2), ("dp", "mp", "sp", "interleaved_parallel"))
        with pytest.raises(ValueError, match="^For dataset_strategy, layout does not support "
                                             "interleaved_parallel$"):
            ms.set_auto_parallel_context(dataset_strategy=(inter(("dp", "mp"), "sp"),))
    finally:
        ms.reset_auto_parallel_context()


# --- Cell.compile with dynamic-shape placeholders (parallel/test_dynamic_base_operation.py::
# test_shape_ir_dyn): 2.10 compiles for unknown sizes; a call then runs its own sizes ----------

class _Flatten4(ms.nn.Cell):
    def construct(self, x):
        out = ops.relu(x)
        shape = ops.shape(out)
        return ops.reshape(out, (shape[0] * shape[1], shape[2] * shape[3]))


def test_cell_compile_with_placeholders(mode):
    ph = ms.Tensor(shape=[4, None, 2, 2], dtype=ms.float16)
    x = ms.Tensor(np.arange(48, dtype=np.float16).reshape(4, 3, 2, 2) - 20)
    net = _Flatten4()
    net.set_inputs(ph)
    assert net.compile(ph) is None
    out = net(x)
    assert (out.shape, out.dtype, float(out.sum())) == ((12, 4), ms.float16, 378.0)   # 2.10
    bare = _Flatten4()
    assert bare.compile(ph) is None and not bare.get_inputs()     # 2.10 declares nothing
    assert bare(x).shape == (12, 4)


def test_attention_stand_ins_print_as_2_10():
    # 2.10: the attributes in the signature's order, input_layout as its enum value
    from minicell.ops import auto_generate as A
    from minicell.ops.operations import nn_ops as N
    assert repr(A.FusedInferAttentionScore(num_heads=2, input_layout="TND")) == (
        "Prim[FusedInferAttentionScore]<num_heads=2, scale_value=1.0, pre_tokens=2147483647, "
        "next_tokens=2147483647, input_layout=4, num_key_value_heads=0, sparse_mode=0, "
        "inner_precise=1, block_size=0, antiquant_mode=0, softmax_lse_flag=False, "
        "key_antiquant_mode=0, value_antiquant_mode=0>")
    assert repr(N.IncreFlashAttention(num_heads=2, input_layout="BNSD")) == (
        "Prim[IncreFlashAttention]<num_heads=2, input_layout=1, scale_value=1.0, "
        "num_key_value_heads=0, block_size=0, inner_precise=1>")
    assert repr(A.GroupedMatmul(transpose_b=True, split_item=3)) == (
        "Prim[GroupedMatmul]<split_item=3, group_type=-1, transpose_a=False, transpose_b=True>")
