"""MindSpore's module paths ``mindspore.ops.auto_generate`` and its ``gen_ops_def``,
``gen_ops_prim`` and ``pyboost_inner_prim`` modules: the generated op bindings minicell has, the
same objects as ``ops.X`` / ``P.X`` / ``mint.X``, with MindSpore's names; what minicell lacks is
absent."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from minicell.ops import auto_generate as AG
from minicell.ops.auto_generate import gen_ops_def, gen_ops_prim, pyboost_inner_prim
from minicell.ops.function import math_func
from minicell.ops.operations import _grad_ops

X = np.array([[1.0, 5.0, -2.0], [3.0, 2.0, 4.0]], np.float32)
Y = np.array([[2.0, 1.0, -2.0], [0.5, 2.0, 3.0]], np.float32)


def test_functions_are_the_functional_ops():
    for name in ("broadcast_to", "zeros", "ones", "transpose", "not_equal", "equal", "abs",
                 "less", "cat"):
        assert getattr(AG, name) is getattr(ops, name), name
        assert getattr(gen_ops_def, name) is getattr(ops, name), name
    from minicell.ops.auto_generate.gen_ops_def import transpose, broadcast_to
    assert transpose is ops.transpose and broadcast_to is ops.broadcast_to


def test_ext_functions_are_mints():
    assert AG.index_select_ext is mint.index_select and AG.mv is mint.mv
    assert gen_ops_def.add_ext is math_func.add_ext and AG.sub_ext is math_func.sub_ext
    assert gen_ops_def.bmm_ext is mint.bmm and AG.kthvalue is mint.kthvalue
    assert AG.leaky_relu_ext is mint.nn.functional.leaky_relu
    assert AG.copy is mint.clone and gen_ops_def.copy is mint.clone
    assert "sub_ext" in gen_ops_def.__all__ and "index_select_ext" in AG.__all__


def test_classes_and_instances():
    assert AG.Reciprocal is ops.Reciprocal and gen_ops_def.Reciprocal is ops.Reciprocal
    assert gen_ops_prim.Transpose is ops.Transpose
    assert AG.TanhGrad is _grad_ops.TanhGrad
    assert isinstance(AG.add_op, ops.Add) and AG.add_op is gen_ops_prim.add_op
    assert gen_ops_def.add_op is gen_ops_prim.add_op
    assert isinstance(AG.tanh_grad_op, _grad_ops.TanhGrad)


def test_call_results():
    x, y = ms.Tensor(X), ms.Tensor(Y)
    np.testing.assert_array_equal(AG.add_op(x, y).asnumpy(), X + Y)
    # alpha (and dtype) positional, as MindSpore's generated functions (mint's: keyword only)
    np.testing.assert_array_equal(gen_ops_def.sub_ext(x, y, 2).asnumpy(), X - 2 * Y)
    np.testing.assert_array_equal(AG.add_ext(x, y, alpha=3).asnumpy(), X + 3 * Y)
    total = AG.sum_ext(x, 1, True, ms.float64)
    assert total.dtype == ms.float64 and total.asnumpy().tolist() == [[4.0], [9.0]]
    np.testing.assert_array_equal(AG.less(x, y).asnumpy(), X < Y)
    np.testing.assert_array_equal(AG.transpose(x, (1, 0)).asnumpy(), X.T)
    np.testing.assert_array_equal(AG.broadcast_to(ms.Tensor(X[:1]), (2, 3)).asnumpy(),
                                  np.broadcast_to(X[:1], (2, 3)))
    np.testing.assert_array_equal(AG.index_select_ext(x, 1, ms.Tensor([2, 0])).asnumpy(),
                                  X[:, [2, 0]])
    np.testing.assert_allclose(AG.mv(x, ms.Tensor(Y[0])).asnumpy(), X @ Y[0], rtol=1e-6)
    b = np.stack([X, Y])
    np.testing.assert_allclose(gen_ops_def.bmm_ext(ms.Tensor(b), ms.Tensor(b.transpose(0, 2, 1)))
                               .asnumpy(), b @ b.transpose(0, 2, 1), rtol=1e-6)
    y_t = ops.transpose(y, (1, 0))
    np.testing.assert_array_equal(AG.copy(y_t).asnumpy(), Y.T)
    np.testing.assert_array_equal(AG.contiguous(y_t).asnumpy(), Y.T)
    z = gen_ops_def.zeros((2, 1), ms.int32)
    assert z.dtype == ms.int32 and z.asnumpy().tolist() == [[0], [0]]
    t = np.tanh(X)
    np.testing.assert_allclose(AG.TanhGrad()(ms.Tensor(t), y).asnumpy(), Y * (1 - t * t),
                               rtol=1e-6)
    np.testing.assert_allclose(AG.Reciprocal()(y).asnumpy(), 1 / Y, rtol=1e-6)


def test_names_minicell_lacks_are_absent():
    # MindSpore 2.10 has these (Ascend kernels, internal bindings); minicell does not
    for module, name in ((AG, "WeightQuantBatchMatmul"), (AG, "grouped_matmul"),
                         (gen_ops_def, "moe_init_routing_v2"), (gen_ops_prim, "pyboost_add"),
                         (pyboost_inner_prim, "upsample_trilinear3d_impl")):
        assert name not in module.__all__
        with pytest.raises(AttributeError):
            getattr(module, name)
    with pytest.raises(ImportError):
        exec("from minicell.ops.auto_generate import QuantBatchMatmul", {})
    assert "no_such_op" not in dir(AG)


def test_reached_as_ms_ops_auto_generate():
    assert ms.ops.auto_generate is AG and AG.gen_ops_def is gen_ops_def
    assert pyboost_inner_prim.Tensor is ms.Tensor
    assert ms.ops.gen_ops_def is gen_ops_def and ms.ops.gen_ops_prim is gen_ops_prim


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_inplace_add_ext_only_in_gen_ops_prim(mode):
    # MindSpore's in-place kernel of `t.add_(other, alpha=)`: a class of gen_ops_prim only
    # (not ops.X / P.X / any ops.operations submodule), writing into its first input
    from minicell.ops import operations as P
    assert isinstance(gen_ops_prim.inplace_add_ext_op, gen_ops_prim.InplaceAddExt)
    assert not hasattr(ops, "InplaceAddExt") and not hasattr(P, "InplaceAddExt")
    assert not any(hasattr(getattr(P, m), "InplaceAddExt") for m in ("math_ops", "_inner_ops"))
    ms.set_context(mode=mode)

    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.inplace_add = gen_ops_prim.InplaceAddExt()

        def construct(self, x):
            y = ops.zeros_like(x)
            self.inplace_add(y, x + 2, 3)
            return y + 1

    assert Net()(ms.Tensor(1.0)).asnumpy().tolist() == 10.0
    x = ms.Tensor(X)
    out = gen_ops_prim.InplaceAddExt()(x, ms.Tensor(Y))
    assert out is x and np.array_equal(x.asnumpy(), X + Y)
