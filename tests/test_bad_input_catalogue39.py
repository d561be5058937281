"""Bad input, thirty-ninth round (measured against MindSpore 2.10 CPU, one case per forked
process; each row is 2.10's exception type and text): sparse tensors (bad_input_rows39_sparse:
COOTensor/CSRTensor constructors, methods, ops.coo_*/csr_*), less-common ops
(bad_input_rows39_ops: searchsorted, tril_indices, meshgrid, einsum, cummax, histc, matrix ops,
fft), random ops (bad_input_rows39_random), Parameter/Tensor constructors and settings
(bad_input_rows39_params: set_context, JitConfig, set_recursion_limit), mindspore.scipy
(bad_input_rows39_scipy), mint.nn / mint.nn.functional (bad_input_rows39_mint) and nn ops
(bad_input_rows39_nnops: gelu, dropout, grid_sample, kl_div, group_norm, mint's pad)."""
import numpy as np
import pytest

import minicell as ms
from minicell import CSRTensor, Parameter, Tensor, ops
from minicell.scipy import linalg

from bad_input_rows27 import _exact
from bad_input_rows39_mint import ROWS as MINT
from bad_input_rows39_nnops import ROWS as NNOPS
from bad_input_rows39_ops import ROWS as OPS
from bad_input_rows39_params import ROWS as PARAMS
from bad_input_rows39_random import ROWS as RANDOM
from bad_input_rows39_scipy import ROWS as SCIPY
from bad_input_rows39_sparse import ROWS as SPARSE
from conftest import FnCell, raises_as_mindspore

PARTS = (SPARSE, OPS, RANDOM, PARAMS, SCIPY, MINT, NNOPS)
ROWS = {k: v for part in PARTS for k, v in part.items()}


def test_the_row_names_are_distinct():
    assert len(ROWS) == sum(len(p) for p in PARTS)


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def _i(a):
    return Tensor(np.array(a, np.int32))


def _csr():
    return CSRTensor(_i([0, 1, 2]), _i([0, 1]), Tensor(np.array([1.0, 2.0], np.float32)), (2, 4))


def test_a_csr_tensor_keeps_its_parts_after_bad_calls():
    csr = _csr()
    with pytest.raises(ValueError, match=r"^The dense_vector's shape should be \(4, 1\)"):
        csr.mv(Tensor(np.ones((2, 1), np.float32)))
    with pytest.raises(ValueError, match="`axis` should be 1 or 1-dim"):
        csr.sum(2)
    np.testing.assert_array_equal(csr.values.asnumpy(), [1.0, 2.0])
    np.testing.assert_array_equal(csr.indptr.asnumpy(), [0, 1, 2])


def test_the_checked_csr_sum_still_runs():
    np.testing.assert_array_equal(_csr().sum(1).asnumpy(), [[1.0], [2.0]])


def test_the_checked_csr_mv_still_runs():
    csr = _csr()
    dense = Tensor(np.arange(1, 5, dtype=np.float32).reshape(4, 1))
    np.testing.assert_array_equal(csr.mv(dense).asnumpy(), [[1.0], [4.0]])


def test_an_empty_csr_tensor_passes_the_shape_checks():
    empty = Tensor(np.zeros(0, np.int32))
    csr = CSRTensor(empty, empty, Tensor(np.zeros(0, np.float32)), (2, 4))
    assert csr.shape == (2, 4)


def test_a_parameter_keeps_its_data_after_a_bad_set_data():
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    with pytest.raises(TypeError):
        p.set_data("a")
    np.testing.assert_array_equal(p.asnumpy(), [1.0, 1.0])


def test_the_checked_settings_still_take_good_values():
    assert ms.JitConfig(jit_level="O1", infer_boost="").jit_config_dict["jit_level"] == "O1"
    ms.set_recursion_limit(1000)
    assert ops.tril_indices(3, 3, 1, dtype=ms.int32).dtype == ms.int32
    assert ops.triu_indices(2, 2).shape == (2, 3)


def _cummax(x):
    return ops.cummax(x, 2)


def _cummin(x):
    return ops.cummin(x, 2)


def _det(x):
    return ops.det(x)


def _inverse(x):
    return ops.inverse(x)


def _matrix_power(x):
    return ops.matrix_power(x, 2)


def _histc(x):
    return ops.histc(x, 4, 3.0, 1.0)


def _einsum(x):
    return ops.einsum('ijk->i', x)


# measured on 2.10 in GRAPH_MODE too (a Cell's construct): the same types and texts
GRAPH = [
    (_cummax, ValueError, "For primitive[Cummax], the axis must be in [-2,2), but got 2."),
    (_cummin, IndexError, "list assignment index out of range"),
    (_det, ValueError, "For primitive[MatrixDeterminant], the row size must be equal to 2, but "
                       "got 3."),
    (_inverse, ValueError, "For primitive[MatrixInverse], the attribute[row size] must be equal "
                           "to 2, but got 3."),
    (_matrix_power, ValueError, "For MatrixPower, dim[-1] and dim[-2] of x should be the same, "
                                "but got dim[-1]: 3 and dim[-2]: 2."),
    (_histc, ValueError, "For 'Histogram', the 'min' should be <= max: 1.0, but got 3.0."),
    (_einsum, ValueError, "For 'Einsum', the number of subscript in 0 operand in the eqaution "
                          "does not match inputs[0].dim()."),
]


@pytest.mark.parametrize("fn, exc, text", GRAPH, ids=[g[0].__name__ for g in GRAPH])
def test_the_op_checks_hold_in_both_modes(mode, fn, exc, text):
    x = Tensor(np.ones((2, 3), np.float32))
    raises_as_mindspore(lambda: FnCell(fn)(x), exc, _exact(text))


def test_det_and_inverse_still_run(mode):
    x = Tensor(np.array([[2.0, 0.0], [0.0, 4.0]], np.float32))
    assert FnCell(_det)(x).asnumpy() == pytest.approx(8.0)
    np.testing.assert_allclose(FnCell(_inverse)(x).asnumpy(), [[0.5, 0.0], [0.0, 0.25]])


def test_cummax_still_runs(mode):
    y = Tensor(np.array([[1.0, 3.0, 2.0]], np.float32))
    first = lambda t: ops.cummax(t, 1)[0]
    np.testing.assert_array_equal(FnCell(first)(y).asnumpy(), [[1.0, 3.0, 3.0]])


def test_solve_triangular_names_its_shapes_as_2_10():
    a = Tensor(np.eye(2, dtype=np.float32))
    with pytest.raises(ValueError, match=r"shape of \[const vector\]\{2, 2\} and \[const "
                                         r"vector\]\{3\}\."):
        linalg.solve_triangular(a, Tensor(np.ones(3, np.float32)))
    np.testing.assert_array_equal(linalg.solve_triangular(a, Tensor(np.ones(2, np.float32)))
                                  .asnumpy(), [1.0, 1.0])
