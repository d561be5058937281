"""MindSpore's private names that its own test suite and tools import (``tests/ut/python``'s
conftest loads ``tests/vm_impl``, which needs all of these): the debug ``vm_impl_registry``,
``_c_expression.typing``, the ``gen_ops_prim`` classes of the mint ops, ``BatchNormGrad``,
``FlattenGrad``, ``P.Load`` and ``_cell_graph_executor``. Expected values measured on 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.common.api import _cell_graph_executor
from minicell.ops import operations as P
from minicell.ops.operations import _grad_ops as G

R = np.random.default_rng(0)


def test_vm_impl_registry_registers_by_class_and_name():
    from minicell.ops import get_vm_impl_fn, vm_impl_registry

    @vm_impl_registry.register(P.Sign)
    def _sign(prim):
        return lambda x: np.sign(x) * 2

    @vm_impl_registry.register("MyOp")
    def _my(name):
        return lambda: name

    assert get_vm_impl_fn(P.Sign())(np.array([-3.0])).tolist() == [-2.0]
    assert vm_impl_registry.get("Sign", None) is _sign
    assert get_vm_impl_fn("MyOp")() == "MyOp"
    assert get_vm_impl_fn(P.Cos()) is None
    with pytest.raises(TypeError):
        vm_impl_registry.register(3)


def test_c_expression_typing_type_ids():
    from minicell._c_expression import typing
    assert typing.kFloat32 is ms.float32 and typing.kBool is ms.bool_
    assert [typing.type_to_type_id(t) for t in (ms.bool_, ms.int32, ms.float16, ms.float32,
                                                 ms.bfloat16, ms.complex128)] == [30, 34, 42, 43,
                                                                                  45, 52]
    assert typing.type_id_to_type(35) is ms.int64
    with pytest.raises(RuntimeError, match="Not support the type: 999"):
        typing.type_id_to_type(999)
    assert typing.str_to_type("float32") is ms.float32
    assert typing.type_size_in_bytes(ms.float16) == 2
    assert isinstance(ms.float16, typing.Float) and not isinstance(ms.bfloat16, typing.Float)
    assert isinstance(ms.bfloat16, typing.BFloat) and isinstance(ms.uint8, typing.UInt)
    assert not isinstance(ms.uint8, typing.Int) and isinstance(ms.bool_, typing.Bool)


def test_mint_op_primitive_classes(mode):
    from minicell.ops.auto_generate import OnesLikeExt, SumExt, ZerosLikeExt
    from minicell.ops.auto_generate.gen_ops_prim import AddExt, SubExt
    x = ms.Tensor(np.arange(6.0).reshape(2, 3).astype(np.float32))
    assert SumExt()(x, (1,), True, None).asnumpy().tolist() == [[3.0], [12.0]]
    assert SumExt()(x).asnumpy().tolist() == 15.0
    assert AddExt()(x, x, 2).asnumpy().tolist() == [[0, 3, 6], [9, 12, 15]]
    assert SubExt()(x, x, 2).asnumpy().tolist() == [[0, -1, -2], [-3, -4, -5]]
    o = OnesLikeExt()(x, ms.int32)
    assert o.dtype == ms.int32 and o.asnumpy().tolist() == [[1] * 3] * 2
    assert ZerosLikeExt()(x).dtype == ms.float32


def _bn_case():
    x = R.standard_normal((4, 3, 2, 2)).astype(np.float32)
    dy = R.standard_normal((4, 3, 2, 2)).astype(np.float32)
    scale = np.array([1.0, 2.0, 0.5], np.float32)
    return x, dy, scale, x.mean((0, 2, 3)), x.var((0, 2, 3))


def test_batch_norm_grad_matches_autodiff_in_training():
    x, dy, scale, mean, var = _bn_case()
    t = ms.Tensor
    dx, dscale, dbias = G.BatchNormGrad(is_training=True, epsilon=1e-5)(
        t(dy), t(x), t(scale), t(mean), t(var), t(var))
    bn = ms.ops.BatchNorm(is_training=True, epsilon=1e-5)
    stats = (t(np.zeros(3, np.float32)), t(np.ones(3, np.float32)))

    def loss(x_, s_, b_):
        return (bn(x_, s_, b_, *stats)[0] * t(dy)).sum()
    want = ms.grad(loss, (0, 1, 2))(t(x), t(scale), t(np.zeros(3, np.float32)))
    for got, ref in zip((dx, dscale, dbias), want):
        np.testing.assert_allclose(got.asnumpy(), ref.asnumpy(), rtol=1e-4, atol=1e-5)


def test_batch_norm_grad_inference_and_nhwc():
    x, dy, scale, mean, var = _bn_case()
    t = ms.Tensor
    dx, dscale, dbias = G.BatchNormGrad()(t(dy), t(x), t(scale), t(mean), t(var), t(var))
    inv = (1 / np.sqrt(var + 1e-5)).reshape(1, 3, 1, 1)
    np.testing.assert_allclose(dx.asnumpy(), dy * scale.reshape(1, 3, 1, 1) * inv, rtol=1e-5)
    np.testing.assert_allclose(dbias.asnumpy(), dy.sum((0, 2, 3)), rtol=1e-5, atol=1e-6)
    nhwc = G.BatchNormGrad(data_format="NHWC")(t(dy.transpose(0, 2, 3, 1)),
                                               t(x.transpose(0, 2, 3, 1)), t(scale), t(mean),
                                               t(var), t(var))
    np.testing.assert_allclose(nhwc[0].asnumpy(), dx.asnumpy().transpose(0, 2, 3, 1), rtol=1e-5)
    np.testing.assert_allclose(nhwc[1].asnumpy(), dscale.asnumpy(), rtol=1e-5)
    with pytest.raises(ValueError, match="data_format"):
        G.BatchNormGrad(data_format="NCW")


def test_flatten_grad_and_load():
    d = G.FlattenGrad()(ms.Tensor(np.ones((2, 6), np.float32)), (2, 3, 2))
    assert d.shape == (2, 3, 2)
    p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
    assert P.Load()(p, ms.Tensor(0)).asnumpy().tolist() == [1.0, 2.0]


class _Double(nn.Cell):
    def construct(self, x):
        return x * 2


class _Broken(nn.Cell):
    def construct(self, x):
        return x + undefined_name  # noqa: F821


def test_cell_graph_executor_compiles_then_runs(mode):
    net, x = _Double(), ms.Tensor(np.ones(3, np.float32))
    with pytest.raises(KeyError, match="graph is not exist"):
        _cell_graph_executor(net, x)
    phase, new = _cell_graph_executor.compile(net, x)
    assert new and phase.startswith("predict.") and _cell_graph_executor.has_compiled(phase)
    assert _cell_graph_executor.compile(net, x) == (phase, False)
    assert _cell_graph_executor(net, x).asnumpy().tolist() == [2.0, 2.0, 2.0]
    phase2, new2 = _cell_graph_executor.compile(net, ms.Tensor(np.ones(4, np.float32)),
                                                phase="train")
    assert new2 and phase2 != phase and phase2.startswith("train.")


def test_cell_graph_executor_compile_raises_the_graph_error(mode):
    with pytest.raises(NameError, match="undefined_name"):
        _cell_graph_executor.compile(_Broken(), ms.Tensor(np.ones(3, np.float32)))


def test_security_build_flag_is_off():
    from minicell._c_expression import security
    assert security.enable_security() is False


def test_pynative_executor_manual_grad_is_first_order():
    from minicell.common.api import _pynative_executor as ex
    from minicell.ops import GradOperation

    def sq(x):
        return x * x

    def outer(x):
        op = GradOperation(True, False, False)
        ex.set_grad_flag(True)
        ex.check_run(op, sq, None, None, True, x, create_graph=False)
        ex.new_graph(sq, x)
        ex.end_graph(sq, sq(x), x)
        return ex.grad(sq, op, None, None, x)[0] + x     # the gradient is a constant here
    x = ms.Tensor([2.0])
    assert np.allclose(outer(x).asnumpy(), [6.0])
    assert np.allclose(ms.grad(outer)(x).asnumpy(), [1.0])


def test_callback_handle_loss_private_name():
    from minicell.train.callback._callback import _handle_loss
    assert _handle_loss(ms.Tensor([1.0, 3.0])) == 2.0
    t = ms.Tensor([5.0])
    assert _handle_loss((t, ms.Tensor([1.0]))) is t
