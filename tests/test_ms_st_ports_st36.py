"""Behaviour checked by MindSpore's system tests in tests/st/{ops,tensor} (batch 36), ported as
small minicell tests. Values were measured on MindSpore 2.10 CPU, or are the st test's own
expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _ReverseOrderSgd(nn.Optimizer):
    """A user optimizer written on the base class's map_reverse, as
    tests/st/ops/cpu/test_adam_weight_decay_op.py does."""

    def __init__(self, params):
        super().__init__(0.5, params)
        self.order = []

    def construct(self, gradients):
        lr = self.get_lr()

        def step(param, grad):
            self.order.append(param.name)
            ops.assign(param, param - lr * grad)
            return True

        return self.map_reverse(step, self.parameters, gradients)


def test_optimizer_map_reverse_walks_parameters_last_first():
    # 2.10's Optimizer has map_/map_reverse (C.Map(None, True)) and hyper_map(_reverse)
    w = ms.Parameter(Tensor([1.0, 2.0]), name="w")
    b = ms.Parameter(Tensor([3.0]), name="b")
    opt = _ReverseOrderSgd([w, b])
    out = opt((Tensor([2.0, 2.0]), Tensor([4.0])))
    assert out == (True, True)
    assert opt.order == ["b", "w"]
    np.testing.assert_allclose(w.asnumpy(), [0.0, 1.0])
    np.testing.assert_allclose(b.asnumpy(), [1.0])
    assert opt.hyper_map_reverse(lambda x: x * 2, ((1, 2), 3)) == ((2, 4), 6)


class _LpNorm90(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm = ops.LpNorm(0, 90)

    def construct(self, x):
        return self.norm(x)


def test_lp_norm_high_power_keeps_denormal_terms_and_epsilon():
    # tests/st/ops/cpu/test_lp_norm_op.py::test_lp_norm_op_high_pow: 0.3385**90 is a Float32
    # denormal that 2.10's kernel keeps (2.10: 0.33854124); an all-zero column gives the
    # epsilon, 1e-12 (measured on 2.10)
    x = Tensor(np.array([[0.33854103, 0.0], [-0.13209231, 0.0]], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = _LpNorm90()(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, [0.338541, 1e-12], rtol=1e-6)
    np.testing.assert_allclose(ops.norm(x[:, 0], 90).asnumpy(), 0.338541, rtol=1e-6)


class _IndexAddParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = ms.Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), name="x")
        self.op = ops.IndexAdd(1)

    def construct(self, idx, y):
        return self.op(self.x, idx, y)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_index_add_on_a_parameter_differentiates_to_the_updates(mode):
    # tests/st/ops/cpu/test_index_add_op.py::test_index_add_grad_*: 2.10's IndexAdd bprop sends
    # dout to x and gather(dout, idx, axis) to y, though the op writes the Parameter
    net = _IndexAddParam()
    grad = ops.GradOperation(get_all=True, sens_param=True, get_by_list=True)
    dout = Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32))
    ms.set_context(mode=mode)
    try:
        (_, dy), (dx,) = grad(net, ms.ParameterTuple(net.trainable_params()))(
            Tensor([1], ms.int32), Tensor(np.ones((3, 1), np.float32)), dout)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(dy.asnumpy(), [[2.0], [4.0], [6.0]])
    np.testing.assert_array_equal(dx.asnumpy(), dout.asnumpy())
    np.testing.assert_array_equal(net.x.asnumpy()[:, 1], [2.0, 4.0, 6.0])


def test_scatter_update_on_a_parameter_returns_a_tensor_with_a_gradient():
    # 2.10 (measured): ScatterUpdate returns a Tensor (not the Parameter); grad to the
    # updates is gather(dout): 2 * ones here
    p = ms.Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), name="p")
    dy = ms.grad(lambda y: ops.ScatterUpdate()(p, Tensor([1, 2]), y) * 2)(
        Tensor(np.ones((2, 2), np.float32)))
    np.testing.assert_array_equal(dy.asnumpy(), np.full((2, 2), 2.0))
    assert type(ops.ScatterUpdate()(p, Tensor([0]), Tensor([[7.0, 7.0]]))) is Tensor
    assert p.asnumpy()[0].tolist() == [7.0, 7.0]


def test_time_distributed_wraps_a_primitive():
    # tests/st/ops/cpu/test_time_distributed_op.py::test_time_distributed_argmax: 2.10 takes a
    # Primitive as the layer, applied once per time step
    x = np.array([[[1.0, 5.0, 2.0], [7.0, 0.0, 1.0]]], np.float32)        # (1, 2, 3)
    net = nn.TimeDistributed(ops.Argmax(axis=1, output_type=ms.int32), time_axis=1)
    np.testing.assert_array_equal(net(Tensor(x)).asnumpy(), [[1, 0]])
    with pytest.raises(TypeError, match="must be Cell or Primitive instance"):
        nn.TimeDistributed(len, time_axis=1)


def test_scatter_nd_of_bool_updates_ors_duplicates():
    # tests/st/ops/cpu/test_sparse_to_dense_op.py (bool values); 2.10 (measured): ScatterNd of
    # Bool ors duplicate indices, [[F, T, F], [F, F, F]] here
    idx = Tensor(np.array([[0, 1], [1, 2], [0, 1]], np.int32))
    out = ops.ScatterNd()(idx, Tensor(np.array([True, False, True])), (2, 3))
    assert out.dtype == ms.bool_
    np.testing.assert_array_equal(out.asnumpy(), [[False, True, False], [False, False, False]])


class _FusedAdam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.FusedSparseAdam()
        self.var = ms.Parameter(Tensor(np.ones((3, 2), np.float32)), name="var")
        self.m = ms.Parameter(Tensor(np.zeros((3, 2), np.float32)), name="m")
        self.v = ms.Parameter(Tensor(np.zeros((3, 2), np.float32)), name="v")

    def construct(self, grad, indices):
        # plain float hyper-parameters, as tests/st/ops/cpu/test_sparse_apply_adam_op.py passes
        return self.op(self.var, self.m, self.v, 0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, grad,
                       indices)


def test_fused_sparse_adam_takes_float_powers_and_checks_its_inputs():
    net = _FusedAdam()
    net(Tensor(np.ones((1, 2), np.float32)), Tensor([1], ms.int32))
    # 2.10 (measured): [[1, 1], [0.999, 0.999], [1, 1]]
    np.testing.assert_allclose(net.var.asnumpy(), [[1.0, 1.0], [0.999, 0.999], [1.0, 1.0]],
                               rtol=1e-6)
    with pytest.raises(TypeError, match=r"argument\[indices\] must be a type of"):
        net(Tensor(np.ones((1, 2), np.float32)), Tensor([1.0], ms.float32))
    with pytest.raises(TypeError, match=r"arguments\[grad, m, v, var\] must be all tensor"):
        net([Tensor(np.ones((1, 2), np.float32))], Tensor([1], ms.int32))


def test_parameterized_truncated_normal_takes_one_element_parameters():
    # tests/st/ops/cpu/test_parameterized_truncated_normal_op.py::case2: mean (1,) with a batch
    # of 3 is accepted by 2.10's infer (0-d, (1,) or (batch,)); other lengths are its ValueError
    op = ops.ParameterizedTruncatedNormal(seed=1, seed2=2)
    lo, hi = Tensor([1.0, 4.0, 0.0]), Tensor([20.0, 5.0, 8.0])
    out = op(Tensor([3, 2]), Tensor([10.0]), Tensor([1.0]), lo, hi).asnumpy()
    assert out.shape == (3, 2)
    assert (out >= lo.asnumpy()[:, None]).all() and (out <= hi.asnumpy()[:, None]).all()
    with pytest.raises(ValueError, match=r"mean must be 0d, or mean.shape = \(3, \), but got "
                                         r"\(2, \)"):
        op(Tensor([3, 2]), Tensor([10.0, 1.0]), Tensor([1.0]), lo, hi)


def test_repeat_elements_rejects_inputs_over_7_d():
    # tests/st/ops/test_func_repeat_elements.py: 2.10's ValueError for an 8-D input
    with pytest.raises(ValueError, match="For repeat_elements, the rank of x should be less "
                                         "than or equal to 7, but got 8."):
        ops.repeat_elements(Tensor(np.zeros((1,) * 8, np.float32)), 1, 0)
    out = ops.repeat_elements(Tensor(np.array([[0, 1], [2, 3]], np.int32)), 2, -1)
    np.testing.assert_array_equal(out.asnumpy(), [[0, 0, 1, 1], [2, 2, 3, 3]])


def test_topk_unsorted_of_every_entry_keeps_the_input_order():
    # tests/st/ops/cpu/test_topk_op.py: TopK(False)(x, n) is x itself on 2.10 (measured,
    # indices 0..n-1), along any dim
    x = Tensor(np.array([[0.3, 0.9, 0.1], [5.0, 1.0, 4.0]], np.float32))
    v, i = ops.TopK(False)(x, 3)
    np.testing.assert_array_equal(v.asnumpy(), x.asnumpy())
    np.testing.assert_array_equal(i.asnumpy(), [[0, 1, 2], [0, 1, 2]])
    v, i = ops.topk(x, 2, dim=0, sorted=False)
    np.testing.assert_array_equal(v.asnumpy(), x.asnumpy())
    np.testing.assert_array_equal(i.asnumpy(), [[0, 0, 0], [1, 1, 1]])
    assert i.dtype == ms.int32


def test_coo_concat_rejects_unequal_other_dims():
    # tests/st/ops/cpu/test_sparse_concat.py::test_coo_concat_error_case: 2.10's kernel raises
    # RuntimeError when a non-concat dim differs from the first input's
    a = ms.COOTensor(Tensor([[0, 1]], ms.int64), Tensor([1.0]), (4, 6))
    b = ms.COOTensor(Tensor([[0, 2]], ms.int64), Tensor([2.0]), (3, 5))
    with pytest.raises(RuntimeError, match="The No.0 shape is 3 not equal with first COO tensor "
                                           "shape: 4"):
        ops.coo_concat((a, b), 1)
    c = ms.COOTensor(Tensor([[0, 2]], ms.int64), Tensor([2], ms.int32), (4, 5))
    with pytest.raises(TypeError, match="must have one dtype"):     # 2.10: a TypeError
        ops.coo_concat((a, c), 1)
    with pytest.raises(IndexError):          # 2.10: concat_dim 2 of 2-D COOTensors
        ops.coo_concat((a, a), 2)
    with pytest.raises(TypeError):           # and a float concat_dim
        ops.coo_concat((a, a), -1.0)
    out = ops.coo_concat((a, ms.COOTensor(Tensor([[3, 0]], ms.int64), Tensor([2.0]), (4, 2))), 1)
    assert out.shape == (4, 8)
    np.testing.assert_array_equal(out.indices.asnumpy(), [[0, 1], [3, 6]])


def test_mint_sum_and_prod_return_an_integer_dtype_argument():
    # tests/st/ops/test_ops_reduce_extend.py::test_{sum,prod}_vaild_dtype: with dtype=int8/uint8
    # the result is that dtype on 2.10 (without dtype, integer sums still widen to Int64)
    x = Tensor(np.full((2, 3), 2.0, np.float16))
    s = ms.mint.sum(x, -1, False, dtype=ms.int8)
    p = ms.mint.prod(x, -1, False, dtype=ms.uint8)
    assert (s.dtype, p.dtype) == (ms.int8, ms.uint8)
    assert s.asnumpy().tolist() == [6, 6] and p.asnumpy().tolist() == [8, 8]
    assert ops.sum(Tensor(np.ones(3, np.int8))).dtype == ms.int64
