"""Behaviour checked by MindSpore's system tests in tests/st/pi_jit (PIJit, batch 37), ported as
small minicell tests. Values were measured on MindSpore 2.10 CPU (Python 3.11).
"""
import numpy as np

import minicell as ms
from minicell import Tensor


def test_jit_mode_pi_switch_answers_whether_it_changed():
    # tests/st/pi_jit/one_stage/test_invert.py, gradient/test_grad_return_ids.py import them;
    # 2.10: enable() -> True (was off), disable() -> True, disable() again -> False
    from minicell._c_expression import jit_mode_pi_disable, jit_mode_pi_enable
    jit_mode_pi_disable()
    assert jit_mode_pi_enable() is True
    assert jit_mode_pi_enable() is False
    assert jit_mode_pi_disable() is True
    assert jit_mode_pi_disable() is False

    @ms.jit(capture_mode="bytecode")
    def inv(x):
        return ~x

    # the switch does not change what a "bytecode" function computes (2.10: ~1 == -2 either way)
    assert inv(1) == -2
    jit_mode_pi_enable()
    assert inv(1) == -2
    jit_mode_pi_disable()


def test_no_grad_importable_from_common_api():
    # tests/st/pi_jit/one_stage/test_grad.py: from mindspore.common.api import _no_grad
    from minicell.common.api import _no_grad

    def f(a):
        with _no_grad():
            b = a * a
        return b * a

    assert _no_grad is ms._no_grad
    np.testing.assert_allclose(ms.grad(f)(Tensor([3.0])).asnumpy(), [9.0])  # 2.10: [9.]


def test_jit_of_a_callable_object_returns_it():
    # tests/st/pi_jit/operation/test_equal.py: jit(ops.Equal(), capture_mode="bytecode")(x, 1.0);
    # 2.10 (both capture modes) logs a warning and returns a Primitive, functools.partial or
    # other callable object itself, which then runs as plain Python
    import functools
    equal = ms.ops.Equal()
    add_one = functools.partial(lambda a, b: a + b, 1)
    for mode in ("ast", "bytecode"):
        assert ms.jit(equal, capture_mode=mode) is equal
        assert ms.jit(add_one, capture_mode=mode) is add_one
    out = ms.jit(equal, capture_mode="bytecode")(Tensor([1.0, 2.0]), 1.0)
    assert out.asnumpy().tolist() == [True, False]


def test_tensor_of_a_tensor_with_dtype_compiles_in_graph():
    # tests/st/pi_jit/builtin/test_tensor.py: ms.tensor(x, x.dtype) inside a jit function; 2.10
    # GRAPH_MODE compiles Tensor(x, dtype) of a traced tensor as a cast (was a value read that
    # sent the signature to the eager fallback)
    import warnings
    from minicell.compiler.errors import CompileWarning

    @ms.jit
    def f(x):
        return ms.tensor(x, x.dtype), ms.Tensor(x, ms.float32), ms.tensor(x, ms.int32)

    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        a, b, c = f(Tensor([1, 2]))
    # 2.10: Int64 [1, 2], Float32 [1., 2.], Int32 [1, 2]
    assert (a.dtype, b.dtype, c.dtype) == (ms.int64, ms.float32, ms.int32)
    assert a.asnumpy().tolist() == [1, 2] and b.asnumpy().tolist() == [1.0, 2.0]


def test_binary_primitive_refuses_a_sequence_operand():
    # tests/st/pi_jit/operation/test_less.py::test_p_less_input_trulp; 2.10 (measured):
    # ops.Add()(x, (1, 2, 3, 4)) -> TypeError 'Failed calling Add with "Add()(input=Tensor,
    # other=Tuple<int, int, int, int>)".', as ops.add; the Primitive spellings accepted it
    import pytest
    x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float16))
    with pytest.raises(TypeError, match=r'Failed calling Add with "Add\(\)\(input=Tensor, '
                                        r'other=Tuple<int, int, int, int>\)"'):
        ms.ops.Add()(x, (1, 2, 3, 4))
    with pytest.raises(TypeError, match="Failed calling Maximum"):
        ms.ops.Maximum()(x, [1, 2, 3, 4])
    with pytest.raises(TypeError, match=r'Failed calling Less with "Less\(\)\(input=Tensor, '
                                        r'other=Tuple<int, int, int, int>\)"'):
        ms.ops.Less()(x, (1, 2, 3, 4))
    # a number first is refused too (2.10, measured by zoo32 in both modes, top level and in a
    # Cell: its parser's 'input' takes only a Tensor)
    with pytest.raises(TypeError, match=r'Failed calling Less with "Less\(\)\(input=int, '
                                        r'other=Tensor\)"'):
        ms.ops.Less()(1, Tensor([0, 2]))
    assert ms.ops.Add()(x, 1).asnumpy().tolist() == [2.0, 3.0, 4.0, 5.0]
