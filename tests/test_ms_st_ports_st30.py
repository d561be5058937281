"""Behaviour checked by MindSpore's st files of batch 30 (tests/st/{pynative,compiler,nn,
optimizer,mint,container,...}), ported as small minicell tests. Expected values and error types
were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops


def test_empty_list_index():
    # pynative/test_tensor_augassign.py: x[[]] (read, or x[[]] += v) is 2.10's IndexError
    # "When tensor is indexed by list, the list can't be empty."; x[[]] = v changes nothing
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    with pytest.raises(IndexError, match="the list can't be empty"):
        x[[]] += 2
    x[[]] = 5.0
    np.testing.assert_array_equal(x.asnumpy(), np.arange(6, dtype=np.float32).reshape(2, 3))


def test_amp_auto_casts_per_primitive():
    # pynative/framework/test_amp.py: auto_mixed_precision(function, "auto") casts per operator
    # as 2.10's lists say (dtypes measured on 2.10): promote list (AddN, Concat) to the widest
    # float input, white list (MatMul) to float16, black list (Exp, Softmax) to float32
    a16, a32 = Tensor([1., 2.], ms.float16), Tensor([3., 4.], ms.float32)
    m32 = Tensor(np.ones((2, 2), np.float32))

    def f(a, b, c):
        return (ms.ops.addn([a, b, c]).dtype, ms.ops.concat([a, b]).dtype,
                ms.ops.matmul(m32, m32).dtype, ms.ops.MatMul()(m32, m32).dtype,
                ms.ops.exp(a).dtype, a.exp().dtype, ms.ops.softmax(a).dtype,
                ms.ops.add(a, a).dtype)
    g = ms.amp.auto_mixed_precision(f, "auto")
    assert g(a16, a16, a16) == (ms.float16, ms.float16, ms.float16, ms.float16, ms.float32,
                                ms.float32, ms.float32, ms.float16)
    assert g(a16, a32, a16)[:2] == (ms.float32, ms.float32)
    assert ms.ops.matmul(m32, m32).dtype == ms.float32      # only inside the scope
    with pytest.raises(TypeError, match="should be Cell or function"):
        ms.amp.auto_mixed_precision(3, "auto")


def test_amp_auto_cell_graph_mode():
    # a Cell prepared with "auto" casts in GRAPH_MODE too (2.10: Exp of float16 -> Float32)
    class Net(ms.nn.Cell):
        def construct(self, x):
            return ms.ops.exp(x), ms.ops.matmul(x, x)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = ms.amp.auto_mixed_precision(Net(), "auto")
        e, m = net(Tensor(np.ones((2, 2), np.float16)))
        assert (e.dtype, m.dtype) == (ms.float32, ms.float16)
        e, m = net(Tensor(np.ones((2, 2), np.float32)))
        assert (e.dtype, m.dtype) == (ms.float32, ms.float16)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_constexpr_function_argument_is_none_in_graph():
    # pynative/test_constexpr.py: in @jit a function passed to a constexpr arrives as None, a
    # Tensor or a shape as itself; in PYNATIVE_MODE the function itself (measured on 2.10)
    def helper():
        return 0

    @ms.ops.constexpr(check=False)
    def kinds(a, b, c):
        return (type(a).__name__, b is None, c)

    @ms.jit
    def f(x):
        return kinds(x, helper, x.shape)
    assert f(Tensor([1.0])) == ("Tensor", True, (1,))
    assert kinds(Tensor([1.0]), helper, 3) == ("Tensor", False, 3)


def test_amp_auto_casts_every_spelling_of_a_listed_op_alike():
    """ops.acos (registered as Acos) and ops.arccos (2.10's ACos) are one function, and both are
    on 2.10's black list: float16 input computes in float32 (measured on 2.10)."""
    assert ops.arccos is ops.acos
    f = ms.amp.auto_mixed_precision(lambda a: ops.acos(a), "auto")
    assert f(ms.Tensor([0.5], ms.float16)).dtype == ms.float32
    assert ops.acos(ms.Tensor([0.5], ms.float16)).dtype == ms.float16    # outside the scope
