"""runtime/primitives/lax_twins.py: add/sub/mul/neg bind the lax primitive directly when no
operand needs promoting. The program must be the one jnp's function traces to (for sub, the
kernel ``bool_arith.subtract``: jnp.subtract, the exclusive or of two Bool operands), for every
dtype (bool, where jnp's add/mul are logical or/and, included), and operands that promote must
keep MindSpore's promotion."""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell.runtime.bool_arith import subtract
from minicell.runtime.primitives.lax_twins import TWINS
from minicell.runtime.registry import get_op

DTYPES = [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint32, np.float16,
          np.float32, np.float64, jnp.bfloat16, np.complex64, np.complex128, np.bool_]
JNP = {"add": jnp.add, "sub": subtract, "mul": jnp.multiply, "neg": jnp.negative}


def _jaxpr(fn, *args):
    return str(jax.make_jaxpr(fn)(*args))


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
def test_twins_trace_to_jnps_program(dtype, jax_x64):
    """Tracing only (no compile): the same primitives on the same dtypes as jnp's function,
    hence the same values; jnp's TypeError where it refuses (bool neg)."""
    x = jax.ShapeDtypeStruct((2, 3), dtype)     # (no array made: nothing compiles)
    for name, ref in JNP.items():
        args = (x,) if name == "neg" else (x, x)
        try:
            want = _jaxpr(ref, *args)
        except TypeError as err:
            with pytest.raises(TypeError):
                _jaxpr(get_op(name).impl, *args)
            assert "bool" in str(err)
            continue
        assert _jaxpr(get_op(name).impl, *args) == want, name


def test_twin_is_bound_without_jnps_nested_jit():
    """The point of the twins: a traced float32 add runs no jnp ufunc code (the nested jit a
    compiled graph of N such ops paid N times while tracing); a bool add still does."""
    assert TWINS[jnp.add] is jax.lax.add

    def ufunc_frames(x):
        files = []
        sys.setprofile(lambda frame, event, arg: files.append(frame.f_code.co_filename)
                       if event == "call" else None)
        try:
            jax.make_jaxpr(get_op("add").impl)(x, x)
        finally:
            sys.setprofile(None)
        return sum(f.endswith(os.path.join("numpy", "ufuncs.py")) for f in files)
    assert ufunc_frames(jax.ShapeDtypeStruct((4,), jnp.float32)) == 0
    assert ufunc_frames(jax.ShapeDtypeStruct((4,), bool)) > 0


def test_promoting_operands_keep_mindspores_rules(graph_mode):
    """Mixed dtypes, a Python number, broadcasting: the promoting path, as before."""
    class Net(ms.nn.Cell):
        def construct(self, a, b, c):
            return a + b, c * 2.5, -(a - c)
    a = ms.Tensor(np.array([1, 2], np.int8))
    b = ms.Tensor(np.array([0.5, 0.25], np.float32))
    c = ms.Tensor(np.array([[3], [4]], np.int8))
    s, m, n = Net()(a, b, c)
    assert s.dtype == ms.float32 and s.asnumpy().tolist() == [1.5, 2.25]
    assert m.dtype == ms.float32 and m.asnumpy().tolist() == [[7.5], [10.0]]
    assert n.dtype == ms.int8 and n.asnumpy().tolist() == [[2, 1], [3, 2]]
