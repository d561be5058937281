"""Session 72 (st72): upstream tests/st/pynative cases 2.10 CPU passes (values measured on
MindSpore 2.10 CPU, PYNATIVE_MODE, the default)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.ops import GradOperation


class _Sq(nn.Cell):
    def construct(self, x):
        return x * x


class _Mul(nn.Cell):
    def construct(self, x, y):
        return x * y


def test_cell_hooks_read_and_write_the_cell():
    # upstream st/pynative/hook: test_pynative_backward_hook_with_modify_cell,
    # test_pynative_backward_pre_hook_with_modify_cell (2.10 passes the Cell; `cell.a = 2`)
    seen = []

    def back(cell, grad_in, grad_out):
        cell.a = getattr(cell, "a", 0) + 1
        seen.append((cell.a, cell.training))

    sq = _Sq()
    sq.register_backward_hook(back)
    x = Tensor([1.0, 2.0], ms.float32)
    g = GradOperation(get_all=True)(sq)(x)
    assert [t.asnumpy().tolist() for t in g] == [[2.0, 4.0]]
    assert sq.a == 1 and seen == [(1, False)]

    def pre(cell, grad_out):
        cell.b = 5
        return grad_out[0] * 3                  # a bare Tensor for the one output gradient

    mul = _Mul()
    mul.register_backward_pre_hook(pre)
    g = GradOperation(get_all=True)(mul)(x, Tensor([3.0, 4.0], ms.float32))
    assert [t.asnumpy().tolist() for t in g] == [[9.0, 12.0], [3.0, 6.0]]
    assert mul.b == 5
    assert "b" not in vars(type(mul))


def test_backward_hook_bare_tensor():
    # upstream st/pynative/hook test_pynative_backward_recompute returns `grad_in[0] * 2`:
    # 2.10 takes a bare Tensor for one input, and raises TypeError for two
    sq = _Sq()
    sq.register_backward_hook(lambda cell, gi, go: gi[0] * 0 + 7)
    g = GradOperation(get_all=True)(sq)(Tensor([1.0, 2.0], ms.float32))
    assert g[0].asnumpy().tolist() == [7.0, 7.0]
    mul = _Mul()
    mul.register_backward_hook(lambda cell, gi, go: gi[0] * 2)
    with pytest.raises(TypeError):
        GradOperation(get_all=True)(mul)(Tensor([1.0]), Tensor([2.0]))
    assert np.isfinite(g[0].asnumpy()).all()


class _ScatterValue(nn.Cell):
    def construct(self, x, index, v):
        return (x * 1).scatter_(dim=1, index=index, value=v, reduce="add"), \
            (x * 1).scatter_(1, index, value=v)


def test_tensor_scatter_value_keyword(mode):
    # upstream st/compiler/tensor_inplace test_tensor_inplace_scatter_grad calls
    # `t.scatter_(dim=, index=, value=, reduce=)`: 2.10's signature (its CPU has no
    # InplaceScatterValue kernel; minicell computes it, as for the src= form)
    x = Tensor(np.full((3, 4), 2.0, np.float32))
    index = Tensor(np.array([[0, 1, 2, 2]] * 3, np.int64))
    added, put = _ScatterValue()(x, index, 3.5)
    assert added.asnumpy().tolist() == [[5.5, 5.5, 9.0, 2.0]] * 3
    assert put.asnumpy().tolist() == [[3.5, 3.5, 3.5, 2.0]] * 3
    g = GradOperation(get_all=True)(_ScatterValue())(x, index, 3.5)
    assert g[0].asnumpy().tolist() == [[1.0, 1.0, 1.0, 2.0]] * 3


class _AssignSubRead(nn.Cell):
    def construct(self, x, y):
        ms.ops.AssignSub()(y, x * x)
        return y * 2


def test_assign_add_sub_in_a_graph_differentiate_the_value(mode):
    # upstream st/compiler/tensor_inplace (test_tensor_inplace_add_grad_first_input's intent):
    # 2.10 (measured) differentiates `value` through a plain Tensor written by AssignAdd /
    # AssignSub in a compiled graph (GRAPH_MODE, jit), not op by op
    g = ms.grad(_AssignSubRead(), grad_position=(0, 1))(Tensor([3.0]), Tensor([4.0]))
    want = [-12.0, 2.0] if mode == ms.GRAPH_MODE else [0.0, 2.0]
    assert [t.asnumpy().tolist()[0] for t in g] == want

    def fn(x, y):
        ms.ops.AssignAdd()(y, x)
        return y
    jf = ms.jit(fn)
    g = ms.grad(jf, grad_position=(0, 1))(Tensor([3.0]), Tensor([4.0]))
    assert [t.asnumpy().tolist()[0] for t in g] == [1.0, 1.0]


def test_gen_ops_prim_embedding_op():
    # upstream st/compiler/graph_syntax/operators/test_ops_signatures.py imports embedding_op
    # at module level (its 8 cases); test_signature_default_args: jit, norm_type=2.0 (2.10)
    from minicell.ops.auto_generate.gen_ops_prim import Embedding, embedding_op
    assert isinstance(embedding_op, Embedding)
    x = Tensor([[1, 0, 1, 1], [0, 0, 1, 0]])
    w = ms.Parameter(Tensor(np.arange(9, dtype=np.float32).reshape(3, 3)))
    def fn(a, b):
        return embedding_op(a, b, norm_type=2.0)
    out = ms.jit(fn)(x, w)
    assert out.shape == (2, 4, 3)
    assert out.asnumpy()[0].tolist() == [[3.0, 4.0, 5.0], [0.0, 1.0, 2.0], [3.0, 4.0, 5.0],
                                         [3.0, 4.0, 5.0]]
