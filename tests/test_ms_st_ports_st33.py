"""Behaviour checked by MindSpore's system tests (tests/st/{ops,tensor}), ported as small minicell
tests (batch 33). Values were measured on MindSpore 2.10 CPU, or are the st test's own
expectations where 2.10 asserts them there.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


def test_apply_adam_with_amsgrad_v2_takes_python_number_powers():
    # tests/st/ops/test_ops_applyadamwithamsgradv2.py passes floats for beta*_power and lr;
    # values measured on MindSpore 2.10 CPU (V1 rejects floats there, V2 takes them)
    var, m, v, vhat = (Parameter(Tensor(np.array(x, np.float32)), name=n) for x, n in
                       (([.2, .2], "var"), ([.1, .2], "m"), ([.2, .1], "v"), ([.1, .2], "vh")))
    out = ops.ApplyAdamWithAmsgradV2()(var, m, v, vhat, 0.9, 0.999, 0.01, 0.8, 0.999, 1e-8,
                                       Tensor(np.array([0.4, 0.2], np.float32)))
    np.testing.assert_allclose(var.asnumpy(), [0.19886853, 0.1985858], rtol=1e-6)
    np.testing.assert_allclose(out[3].asnumpy(), [0.19996001, 0.2], rtol=1e-6)


@pytest.mark.parametrize("unique, expect_clear", [(True, True), (False, False)])
def test_uniform_candidate_sampler_remove_accidental_hits(unique, expect_clear):
    # tests/st/ops/cpu/test_candidate_sampler_op.py::*_hit: 2.10 accepts the flag; its CPU
    # kernel then rejects the true classes when drawing distinct candidates (only then)
    true = Tensor(np.array([[1], [4], [6]], np.int32))
    sampler = ops.UniformCandidateSampler(1, 5, unique, 8, seed=3, remove_accidental_hits=True)
    seen = set()
    for _ in range(4):
        sampled, true_cnt, samp_cnt = sampler(true)
        assert sampled.shape == (5,) and true_cnt.shape == (3, 1) and samp_cnt.shape == (5,)
        seen |= set(sampled.asnumpy().tolist())
    if expect_clear:
        assert not seen & {1, 4, 6} and len(set(sampled.asnumpy().tolist())) == 5
    # too few classes left (3 true + 6 sampled > 8): 2.10 warns and draws from all of them
    full = ops.UniformCandidateSampler(1, 6, True, 8, seed=3, remove_accidental_hits=True)
    assert len(set(full(true)[0].asnumpy().tolist())) == 6


def test_trace_v2_and_its_grad_op_in_auto_generate():
    # tests/st/ops/test_ops_tracev2_grad.py; values measured on MindSpore 2.10 CPU
    ag = ops.auto_generate
    got = ag.tracev2_grad_op(Tensor(np.array([1., 2.], np.float32)), Tensor((3, 2, 2)), 0, 0, 1)
    expect = np.zeros((3, 2, 2), np.float32)
    expect[0, 0], expect[1, 1] = [1., 2.], [1., 2.]
    np.testing.assert_array_equal(got.asnumpy(), expect)
    got = ag.tracev2_grad_op(Tensor(np.array(3., np.float32)), Tensor((3, 4)), -1, 1, 0)
    np.testing.assert_array_equal(got.asnumpy(), 3 * np.eye(3, 4, 1, dtype=np.float32))
    a = Tensor(np.arange(40, dtype=np.float32).reshape(5, 4, 2))
    np.testing.assert_array_equal(ag.trace_v2_op(a, 1, 0, 1, None).asnumpy(), [36., 39.])


class _AddAlpha(nn.Cell):
    def construct(self, x, y):
        out = x.add_(y, alpha=2)
        return out, x.sub_(y, alpha=3), x.div_(4, rounding_mode="floor")


def test_inplace_add_sub_div_take_their_method_keywords():
    # tests/st/tensor/overload/test_add_.py: x.add_(other, alpha=alpha) in a construct; 2.10
    # (measured) also takes sub_(..., alpha=) and div_(..., rounding_mode=)
    x = Tensor(np.array([5., 10.], np.float32))
    outs = _AddAlpha()(x, Tensor(np.array([1., 1.], np.float32)))
    np.testing.assert_array_equal(outs[2].asnumpy(), [1., 2.])   # ((x + 2y) - 3y) // 4
    np.testing.assert_array_equal(x.asnumpy(), [1., 2.])


def test_strided_slice_grad_takes_dy_of_the_slice_size_in_any_shape():
    # tests/st/ops/cpu/test_slice_grad_op.py: dy (3,) for a (1, 1, 3) slice, bool and float32
    from minicell.ops.operations import _grad_ops as G
    for dtype, dy in ((ms.bool_, [False, True, False]), (ms.float32, [3., 3., 3.])):
        out = G.StridedSliceGrad()(Tensor(dy, dtype), (3, 2, 3), (1, 0, 0), (2, 1, 3), (1, 1, 1))
        expect = np.zeros((3, 2, 3))
        expect[1, 0] = dy
        assert out.dtype == dtype
        np.testing.assert_array_equal(out.asnumpy(), expect.astype(out.asnumpy().dtype))


@pytest.mark.parametrize("prim", [ops.SparseApplyAdagradV2(lr=1e-8, epsilon=1e-6),
                                  ops.SparseApplyAdagrad(lr=1e-8)])
def test_sparse_apply_adagrad_kernels_take_half_and_single_only(prim):
    # tests/st/ops/cpu/test_sparse_apply_adagrad_v2.py::*_dtype_not_supported; message of 2.10
    def state(dt, name):
        return Parameter(Tensor(np.array([0.2]).astype(dt)), name=name)
    with pytest.raises(TypeError, match=r"input argument\[accum\] must be a type of "
                       r"\{Tensor\[Float16\], Tensor\[Float32\]\}, but got Ref\[Tensor\[Float64\]\]"):
        prim(state(np.float64, "v"), state(np.float64, "a"), Tensor(np.array([0.7])),
             Tensor([0], ms.int32))
    out = prim(state(np.float16, "v"), state(np.float16, "a"),
               Tensor(np.array([0.7], np.float16)), Tensor([0], ms.int32))
    assert out[0].dtype == ms.float16


def test_uniform_candidate_sampler_instances_with_one_seed_draw_alike():
    # tests/st/ops/cpu/test_uniform_candidate_sampler_op.py::*_no_hit: two samplers built with
    # seed=1 give the same first draw (2.10)
    def sampler():
        return ops.UniformCandidateSampler(1, 3, True, 8, seed=1, remove_accidental_hits=True)
    true = Tensor(np.array([[1]], np.int32))
    first = sampler()
    a, b = first(true)[0].asnumpy(), first(true)[0].asnumpy()
    assert not np.array_equal(a, b)                 # one instance: a stream of draws
    np.testing.assert_array_equal(sampler()(true)[0].asnumpy(), a)
