"""Ops whose ``value_attrs`` (a fill value, a slope, a probability) reach the eager kernels as
traced scalars: one kernel and one vjp kernel serve every value (PYNATIVE_MODE compiled one per
value before), with results bit-identical to binding the value as a constant (GRAPH_MODE's way)."""
import jax
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from minicell.runtime.registry import _vjp_fn, all_ops, freeze_attrs
from op_cases import CASES

VALUED = [op for op in all_ops() if op.value_attrs]


def _as_arrays(inputs):
    return [np.asarray(x) for x in inputs]


def _same(a, b):
    for x, y in zip(jax.tree_util.tree_leaves(a), jax.tree_util.tree_leaves(b)):
        np.testing.assert_array_equal(np.asarray(x), np.asarray(y))


def test_the_ops_with_value_attrs_have_case_rows():
    assert {op.name for op in VALUED} >= {"pad", "dropout", "elu", "hardtanh",
                                          "threshold", "softshrink", "huber_loss", "nan_to_num"}
    assert all(CASES.get(op.name) for op in VALUED), "add a row to tests/op_cases*.py"


def _rescaled(op, attrs):
    """``attrs`` and the same with each float value attribute scaled by 0.37 (a value that a
    float32 does not hold exactly: a constant folded differently would show)."""
    other = {k: v * 0.37 if k in op.value_attrs and type(v) is float else v
             for k, v in attrs.items()}
    return [freeze_attrs(attrs), freeze_attrs(other)]


@pytest.mark.parametrize("op", VALUED, ids=lambda op: op.name)
def test_shared_kernel_equals_the_constant_binding(op, jax_x64):
    for inputs, attrs in ((i, a) for i, raw in CASES[op.name] for a in _rescaled(op, raw)):
        arrays = _as_arrays(inputs)
        _same(op.kernel(attrs)(*arrays), jax.jit(op.bind(attrs))(*arrays))
        if op.differentiable:
            out = jax.eval_shape(op.bind(attrs), *arrays)
            ct = jax.tree_util.tree_map(lambda o: np.ones(o.shape, o.dtype), out)
            if op.multiple_results:
                ct = tuple(c if np.issubdtype(c.dtype, np.inexact) else None for c in ct)
            _same(op.vjp_kernel(attrs)(arrays, ct),
                  jax.jit(_vjp_fn(op.bind(attrs), op.multiple_results, None))(arrays, ct))


def test_new_values_compile_nothing_in_pynative(xla_compiles):
    x = ms.Tensor(np.linspace(-2, 2, 12, dtype=np.float32).reshape(3, 4))
    for i, v in enumerate((0.25, 0.5, 0.75)):
        if i == 1:
            xla_compiles.clear()        # the first value compiled each kernel once
        out = ops.hardtanh(x, -v, v)
        np.testing.assert_allclose(out.asnumpy(), np.clip(x.asnumpy(), -v, v))
        grad = ms.grad(lambda t: (mint.nn.functional.elu(t, v) * 2).sum())(x)
        xs = x.asnumpy()
        np.testing.assert_allclose(grad.asnumpy(), np.where(xs > 0, 2.0, 2 * v * np.exp(xs)),
                                   rtol=1e-6)
        padded = ops.pad(x, (1, 1), value=v)
        assert padded.asnumpy()[0, 0] == np.float32(v) and padded.shape == (3, 6)
    assert xla_compiles == []


def test_an_integer_value_gets_its_own_kernel_and_graph_agrees(mode):
    x = ms.Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
    out = ops.pad(x, (1, 0), value=7)
    assert out.dtype == ms.int32
    np.testing.assert_array_equal(out.asnumpy(), [[7, 0, 1, 2], [7, 3, 4, 5]])
    y = ms.Tensor(np.array([-3.0, 0.2, 5.0], np.float32))
    np.testing.assert_array_equal(ops.threshold(y, 0.1, 20).asnumpy(),
                                  np.float32([20.0, 0.2, 5.0]))
