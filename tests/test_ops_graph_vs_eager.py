"""Every registry op, on every row of the op table, run in GRAPH_MODE against PYNATIVE_MODE.

GRAPH_MODE traces the op into the IR (its output aval comes from the tracer's shape inference),
lowers it into one ``jax.jit`` with the other ops of a graph, and differentiates the whole lowered
function with ``jax.vjp``; PYNATIVE runs the op's cached kernel and walks the tape. Both must
give the same values, shapes and dtypes, and, for differentiable ops, the same gradients
(including at the kinks where a registry entry carries a hand-written jvp rule).
"""
import jax
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.runtime.dispatch import dispatch
from minicell.runtime.registry import NONDIFF, RANDOM, freeze_attrs, get_op

from conftest import default_or_slow
from op_cases import CASES

# The first case of every op runs by default; the others (more shapes and dtypes) under -m slow,
# which keeps the default suite fast as the table grows.
# The breadth modules' ops run under -m slow too (conftest.default_or_slow).
_PARAMS = [pytest.param(name, i, id=f"{name}-{i}",
                        marks=(pytest.mark.slow,) if i else default_or_slow(get_op(name)))
           for name in sorted(CASES) for i in range(len(CASES[name]))]
_MUL, _SUM, _ADD = get_op("mul"), get_op("reduce_sum"), get_op("add")


class _OpCell(nn.Cell):
    """``construct`` applies one registry op; GRAPH_MODE traces it like any user construct."""

    def __init__(self, op, attrs):
        super().__init__()
        self.op, self.attrs = op, attrs

    def construct(self, *xs):
        return dispatch(self.op, xs, self.attrs)


class _ProjectedLoss(nn.Cell):
    """sum_k sum(out_k * w_k) over the op's floating outputs: one scalar to differentiate."""

    def __init__(self, op, attrs, weights):
        super().__init__()
        self.op, self.attrs, self.weights = op, attrs, weights

    def construct(self, *xs):
        out = dispatch(self.op, xs, self.attrs)
        outs = out if isinstance(out, tuple) else (out,)
        total = None
        for k, w in self.weights:
            term = dispatch(_SUM, (dispatch(_MUL, (outs[k], w)),))
            total = term if total is None else dispatch(_ADD, (total, term))
        return total


def _tuple(x):
    return x if isinstance(x, tuple) else (x,)


def _assert_same(graph, eager, what):
    graph, eager = _tuple(graph), _tuple(eager)
    assert len(graph) == len(eager), f"{what}: {len(graph)} results in GRAPH_MODE, {len(eager)} eager"
    for g, e in zip(graph, eager):
        g, e = g.asnumpy(), e.asnumpy()
        assert g.shape == e.shape and g.dtype == e.dtype, \
            f"{what}: GRAPH_MODE gives {g.dtype}{g.shape}, PYNATIVE {e.dtype}{e.shape}"
        if g.dtype.kind in "fc":
            tol = 1e-12 if g.dtype == np.float64 else 2e-5
            np.testing.assert_allclose(g, e, rtol=tol, atol=tol, err_msg=what)
        else:
            np.testing.assert_array_equal(g, e, err_msg=what)


def _run_both(cell, args):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    eager = cell(*args)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        graph = cell(*args)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    return graph, eager


@pytest.mark.parametrize("name,i", _PARAMS)
def test_graph_matches_eager(name, i):
    inputs, attrs = CASES[name][i]
    op = get_op(name)
    graph, eager = _run_both(_OpCell(op, freeze_attrs(attrs)), [ms.Tensor(x) for x in inputs])
    _assert_same(graph, eager, f"{name} case {i}")


def _out_avals(op, inputs, attrs):
    """Shapes and dtypes of the op's outputs, by tracing its kernel (no XLA compile: this runs
    for every op when the module is collected)."""
    with jax.enable_x64(True):
        return _tuple(op.kernel(freeze_attrs(attrs)).eval_shape(*inputs))


def _grad_case(name):
    """The first row of a differentiable op with a floating input and a floating output."""
    op = get_op(name)
    skip = set(op.nondiff_argnums) | ({0} if RANDOM in op.props else set())
    for inputs, attrs in CASES[name]:
        pos = tuple(k for k, a in enumerate(inputs) if k not in skip and np.asarray(a).dtype.kind == "f")
        if not pos:
            continue
        floats = [k for k, o in enumerate(_out_avals(op, inputs, attrs))
                  if np.dtype(o.dtype).kind == "f"]
        if floats:
            return inputs, attrs, pos, floats
    return None


_GRAD_OPS = sorted(n for n in CASES if NONDIFF not in get_op(n).props and _grad_case(n))


@pytest.mark.parametrize("name", [pytest.param(n, marks=default_or_slow(get_op(n)))
                                  for n in _GRAD_OPS])
def test_graph_gradient_matches_eager(name):
    inputs, attrs, pos, floats = _grad_case(name)
    op = get_op(name)
    outs = _out_avals(op, inputs, attrs)
    rng = np.random.default_rng(0)
    weights = tuple((k, ms.Tensor(rng.uniform(0.5, 1.5, outs[k].shape).astype(outs[k].dtype)))
                    for k in floats)
    loss = _ProjectedLoss(op, freeze_attrs(attrs), weights)
    grad_fn = ms.grad(loss, grad_position=pos)
    graph, eager = _run_both(grad_fn, [ms.Tensor(x) for x in inputs])
    _assert_same(graph, eager, f"gradient of {name}")


def test_a_case_table_row_exists_for_graph_checks():
    """The two walks above are parametrized from the same table as the eager walk."""
    assert len(_PARAMS) > 200 and len(_GRAD_OPS) > 80
