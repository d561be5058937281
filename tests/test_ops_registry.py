"""The registry-walking test: every registered primitive, on every row of ``op_cases``, run
through eager dispatch and compared with a plain numpy/jax reference. The same table drives
``test_ops_graph_vs_eager.py`` (GRAPH_MODE against PYNATIVE_MODE, values, avals and gradients)
and ``test_numerical_grad.py`` (gradients against finite differences)."""
import jax
import numpy as np
import pytest

import minicell as ms
from minicell.runtime.dispatch import dispatch
from minicell.runtime.registry import NONDIFF, RANDOM, all_ops, freeze_attrs, get_op

from conftest import default_or_slow
from op_cases import CASES, INT_REFUSED, REFS

# The references (REFS) are plain JAX, computed in 64 bits like minicell's results.
pytestmark = pytest.mark.usefixtures("jax_x64")

# Core ops (and ops with a hand-written jvp) by default; the breadth modules' ops, which their
# area test files also check, under -m slow (conftest.default_or_slow). An op's first two rows
# run by default, its further rows (more shapes, dtypes, attributes) under -m slow.
_PARAMS = [pytest.param(name, i, id=f"{name}-{i}",
                        marks=(pytest.mark.slow,) if i >= 2 else default_or_slow(get_op(name)))
           for name in sorted(CASES) for i in range(len(CASES[name]))]


# Float64 computed by a Float32 kernel by design: 2.10's LogSoftmax on the rounded input,
# widened (a257bf25; 2.10's values for log_softmax-2, measured: -1.17597258...)
_FLOAT32_KERNELS = {"log_softmax"}


def _tol(dtype, name=None):
    if dtype == np.float64 and name not in _FLOAT32_KERNELS:
        return dict(rtol=1e-10, atol=1e-12)
    return dict(rtol=2e-5, atol=2e-6)


def _as_tuple(x):
    return x if isinstance(x, tuple) else (x,)


def _run(name, i):
    inputs, attrs = CASES[name][i]
    op = get_op(name)
    out = dispatch(op, tuple(ms.Tensor(x) for x in inputs), freeze_attrs(attrs))
    return op, inputs, attrs, out


def test_every_registered_op_has_a_case_table_row():
    missing = sorted(o.name for o in all_ops() if not CASES.get(o.name))
    assert not missing, (f"registered ops without rows in tests/op_cases.py (or an "
                         f"op_cases_<area>.py module): {missing}")
    no_ref = sorted(n for n in CASES if n not in REFS)
    assert not no_ref, f"op_cases rows without a reference: {no_ref}"


def test_case_table_names_only_registered_ops():
    names = {o.name for o in all_ops()}
    assert sorted(set(CASES) - names) == []


@pytest.mark.parametrize("name,i", _PARAMS)
def test_eager_matches_reference(name, i):
    op, inputs, attrs, out = _run(name, i)
    ref = REFS[name](*inputs, **attrs)
    outs, refs = _as_tuple(out), _as_tuple(ref)
    assert len(outs) == len(refs), f"{name}: {len(outs)} results, reference has {len(refs)}"
    for got, want in zip(outs, refs):
        assert isinstance(got, ms.Tensor)
        want = np.asarray(want)
        got = got.asnumpy()
        assert got.shape == want.shape, f"{name}: shape {got.shape} != reference {want.shape}"
        assert got.dtype == want.dtype, f"{name}: dtype {got.dtype} != reference {want.dtype}"
        if got.dtype.kind == "f":
            np.testing.assert_allclose(got, want, **_tol(got.dtype, name))
        else:
            np.testing.assert_array_equal(got, want)


def test_float_only_ops_refuse_int64():
    # MindSpore 2.10 (CPU) raises TypeError for these ops on an Int64 tensor, in both modes
    # (measured), its CPU kernel selection's 'Select CPU operator[Exp] fail! ...' text
    x = ms.Tensor(np.array([1, 2, 2], np.int64))
    for name in INT_REFUSED:
        with pytest.raises(TypeError, match=r"^Select CPU operator\[\w+\] fail! Unsupported "
                                            r"data type!\n(.|\n)*\{Int64\}"):
            dispatch(get_op(name), (x,), freeze_attrs({}))
    with pytest.raises(TypeError, match=r"Lgamma\], the input argument\[x\] must be a type of"):
        dispatch(get_op("lgamma"), (x,), freeze_attrs({}))


@pytest.mark.parametrize("name", sorted(n for n in CASES if RANDOM in get_op(n).props))
def test_random_ops_depend_only_on_their_key(name):
    inputs, attrs = CASES[name][0]
    op = get_op(name)
    a = dispatch(op, tuple(ms.Tensor(x) for x in inputs), freeze_attrs(attrs))
    again = dispatch(op, tuple(ms.Tensor(x) for x in inputs), freeze_attrs(attrs))
    other_key = (np.asarray(jax.random.PRNGKey(12345)),) + tuple(inputs[1:])
    c = dispatch(op, tuple(ms.Tensor(x) for x in other_key), freeze_attrs(attrs))
    a, again, c = (_as_tuple(t)[0].asnumpy() for t in (a, again, c))
    np.testing.assert_array_equal(a, again)
    if a.size > 3:
        assert not np.array_equal(a, c), f"{name}: another key gave the same numbers"


def test_property_sets_are_consistent():
    for o in all_ops():
        if RANDOM in o.props and NONDIFF not in o.props:
            assert 0 in o.nondiff_argnums, f"{o.name}: the PRNG key (input 0) has no gradient"
    comparisons = ["equal", "less", "greater_equal", "argmax", "isnan", "logical_and",
                   "zeros_like", "reduce_all", "arange"]
    assert all(NONDIFF in get_op(n).props for n in comparisons)
    assert get_op("gather").nondiff_argnums == (1,)
    assert get_op("unsorted_segment_sum").nondiff_argnums == (1,)
    assert get_op("select").nondiff_argnums == (0,)
