"""The dtype a sensitivity of ``GradOperation(sens_param=True)`` must have (ut15). MindSpore 2.10
wants a Tensor sensitivity of exactly its output's dtype in both modes (measured on 2.10 CPU,
/tmp/ut15/sens_ref2.py): GRAPH_MODE raises ``TypeError: Type Join Failed: dtype1 = <sens>,
dtype2 = <output>.``, PYNATIVE_MODE ``TypeError: The dtype should be <output>, but got <sens>,
...``. Before, minicell refused only two float widths, so a Float32 or Int64 sensitivity for an
Int32 output ran. A matching one still runs (2.10: [2., 2., 2.] per row)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from conftest import FnCell

X = np.arange(6, dtype=np.float32).reshape(2, 3) / 10


def _grad(fn, x, sens):
    return ops.GradOperation(sens_param=True)(FnCell(fn))(ms.Tensor(x), sens)


def _to_int(x):
    return (x * 2).astype(ms.int32)


def _to_f16(x):
    return (x * 2).astype(ms.float16)


_fn = lambda x: x * 2
CASES = [   # (fn, sens dtype, sens name, output name): 2.10 raises in both modes
    (_to_int, np.float32, "Float32", "Int32"),
    (_to_int, np.int64, "Int64", "Int32"),
    (_to_f16, np.float32, "Float32", "Float16"),
    (_fn, np.float16, "Float16", "Float32"),
]


@pytest.mark.parametrize("fn,dt,got,want", CASES, ids=["f32-for-i32", "i64-for-i32",
                                                        "f32-for-f16", "f16-for-f32"])
def test_sens_dtype_clash_graph_is_a_type_join_error(fn, dt, got, want, graph_mode):
    with pytest.raises(TypeError, match=f"^Type Join Failed: dtype1 = {got}, dtype2 = {want}\\.$"):
        _grad(fn, X, ms.Tensor(np.ones((2, 3), dt)))


@pytest.mark.parametrize("fn,dt,got,want", CASES[:2], ids=["f32-for-i32", "i64-for-i32"])
def test_sens_dtype_clash_pynative(fn, dt, got, want):
    with pytest.raises(TypeError, match=f"^The dtype should be {want}, but got {got}"):
        _grad(fn, X, ms.Tensor(np.ones((2, 3), dt)))


@pytest.mark.heavy      # 0.7-1.1 s a mode under load (a compile in GRAPH_MODE)
def test_sens_of_the_outputs_dtype_runs(mode):
    # 2.10 (both modes): the gradient of cast(x * 2) with an Int32 sensitivity of ones is 2s
    g = _grad(_to_int, X, ms.Tensor(np.ones((2, 3), np.int32)))
    np.testing.assert_allclose(g.asnumpy(), np.full((2, 3), 2.0, np.float32))
    assert g.dtype == ms.float32


def test_tuple_output_sens_dtypes_are_checked_each(graph_mode):
    # 2.10 GRAPH: (x * 2, x + 1) with sens (Float16, Float32) -> dtype1 = Float16, dtype2 = Float32
    sens = (ms.Tensor(np.ones((2, 3), np.float16)), ms.Tensor(np.ones((2, 3), np.float32)))
    with pytest.raises(TypeError, match=r"^Type Join Failed: dtype1 = Float16, dtype2 = Float32\.$"):
        fn2 = lambda x: (x * 2, x + 1)
        _grad(fn2, X, sens)
