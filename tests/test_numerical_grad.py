"""Every differentiable op in the registry: the tape's gradient vs central finite differences
in float64.

Parametrized from the registry itself, with example inputs from ``tests/op_cases.py``
(``CASES[name]``), so an op added without a case, or with a wrong vjp, fails here.
"""
import inspect

import numpy as np
import pytest

import minicell as ms
from minicell.runtime.dispatch import dispatch
from minicell.runtime.registry import NONDIFF, RANDOM, all_ops, freeze_attrs, get_op

from conftest import default_or_slow
from op_cases import CASES

# The finite differences call each op's jitted kernel directly, in float64.
pytestmark = pytest.mark.usefixtures("jax_x64")

# Ops whose gradient is by design not the derivative of their value: ``write_tensor`` (an
# ``ops.assign`` into a plain Tensor) has the value of ``value`` but MindSpore's Assign gradient,
# which goes to ``variable`` (checked in tests/test_graph_fuzz6_regressions.py); ``ctc_loss``
# has MindSpore's CTCLossV2Grad, the gradient with respect to the logits behind a log_softmax
# (checked against 2.10's values in tests/test_semantics_round23.py); ``layer_norm_stats`` (the
# LayerNorm Primitive) returns mean and variance that carry no gradient, as 2.10's LayerNormGrad
# reads y's cotangent only (checked in tests/test_ops_nn_ext2.py); ``selu`` has 2.10's bprop,
# ``EluGrad(dout, out) * scale``: ``scale * (out + 1)`` below 0, and ``zeta`` none for its
# first input (tests/test_s65_num65.py); ``bce_with_logits`` (and its mean) none for its weight
# and pos_weight (2.10's OutZeros; tests/test_zoo42a_patterns.py, tests/test_s66_num66.py);
# ``batch_norm_infer`` none for the moving mean and variance (2.10's BatchNormGrad gives zeros;
# its gradients, those included, are 2.10's values in tests/test_s73_lead.py).
_NOT_A_DERIVATIVE = {"write_tensor", "ctc_loss", "layer_norm_stats", "selu", "zeta",
                     "bce_with_logits", "bce_with_logits_mean", "batch_norm_infer"}
# Ops whose Float64 values are 2.10's Float32 kernel results widened, which float64 finite
# differences cannot resolve: ``digamma`` and ``polygamma`` (their gradients, 2.10's Polygamma
# kernel at n + 1, are pinned bit for bit in tests/test_numerics10_polygamma.py) and
# ``softplus`` and ``log_softmax`` (2.10 casts Float64 to their Float32 kernels;
# tests/test_s66_num66.py, tests/test_s73_num73.py)
_FLOAT32_VALUES = {"digamma", "polygamma", "softplus", "log_softmax"}
# Ops whose Float64 values carry Float32's rounding by design, 2.10's ``_get_loss`` (the
# per-element loss cast to Float32, reduced, cast back: loss_reduce.reduce_in_float32, f27b2859):
# float64 steps of 1e-6 see that rounding (huber's slope 1 came out as 0.9537 = 8 float32 ulps
# over 2e-6), so they take the float32 step and tolerances
_FLOAT32_ROUNDED = {"huber_loss", "margin_ranking_loss", "cosine_embedding_loss",
                    "multilabel_soft_margin_loss"}
# ``fast_gelu`` refuses Float64 (2.10's TypeError); its FastGeLUGrad is pinned in test_s66_num66
_NO_FLOAT64 = {"fast_gelu"}
DIFF_OPS = [op for op in all_ops() if NONDIFF not in op.props
            and op.name not in _NOT_A_DERIVATIVE | _FLOAT32_VALUES | _NO_FLOAT64]
_MUL, _SUM, _ADD = get_op("mul"), get_op("reduce_sum"), get_op("add")


def _to64(a):
    a = np.asarray(a)
    return a.astype(np.float64) if a.dtype.kind == "f" else a


def _attrs64(attrs):
    """Float dtype attributes compute in float64 too, so the differences are accurate."""
    return {k: ("float64" if k == "dtype" and v in ("float16", "float32", "bfloat16") else v)
            for k, v in attrs.items()}


def _diff_positions(op, inputs):
    skip = set(op.nondiff_argnums) | ({0} if RANDOM in op.props else set())
    return [i for i, a in enumerate(inputs) if i not in skip and np.asarray(a).dtype.kind == "f"]


def _candidates(op):
    rows = CASES.get(op.name)
    if not rows:
        pytest.fail(f"differentiable op {op.name!r} has no example inputs in tests/op_cases.py "
                    f"(CASES[{op.name!r}]); add a row so its vjp is checked")
    takes_dtype = "dtype" in inspect.signature(op.impl).parameters
    for inputs, attrs in rows:
        inputs = tuple(_to64(a) for a in inputs)
        if not _diff_positions(op, inputs):
            continue
        yield inputs, _attrs64(attrs)
        if takes_dtype and "dtype" not in attrs:
            yield inputs, dict(attrs, dtype="float64")


def _pick_case(op):
    """The first case with a floating input to differentiate and only float64 float outputs
    (float32 outputs make finite differences too coarse)."""
    fallback = None
    for inputs, attrs in _candidates(op):
        fouts = _float_outputs(op.kernel(freeze_attrs(attrs))(*inputs))
        if fouts and all(o.dtype == np.float64 for _, o in fouts):
            return inputs, attrs
        if fouts and fallback is None:
            fallback = inputs, attrs
    if fallback is None:
        pytest.fail(f"op {op.name!r} is differentiable but none of its cases has a floating "
                    f"input and a floating output to check; add one (or mark the op NONDIFF)")
    return fallback


def _float_outputs(out):
    outs = out if isinstance(out, tuple) else (out,)
    return [(k, np.asarray(o)) for k, o in enumerate(outs) if np.asarray(o).dtype.kind == "f"]


@pytest.mark.parametrize("op", [pytest.param(op, id=op.name, marks=default_or_slow(op))
                                for op in DIFF_OPS])
def test_vjp_matches_finite_differences(op):
    inputs, attrs = _pick_case(op)
    frozen = freeze_attrs(attrs)
    kernel = op.kernel(frozen)
    fouts = _float_outputs(kernel(*inputs))
    assert fouts, f"op {op.name!r} is differentiable but has no floating output"
    rng = np.random.default_rng(0)
    proj = {k: rng.uniform(0.5, 1.5, o.shape) for k, o in fouts}

    def loss_np(*xs):
        outs = kernel(*xs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        return sum(float(np.sum(np.asarray(outs[k], np.float64) * w)) for k, w in proj.items())

    def loss_ms(*ts):
        out = dispatch(op, ts, frozen)
        outs = out if isinstance(out, tuple) else (out,)
        total = None
        for k, w in proj.items():
            term = dispatch(_SUM, (dispatch(_MUL, (outs[k], ms.Tensor(w))),))
            total = term if total is None else dispatch(_ADD, (total, term))
        return total

    positions = _diff_positions(op, inputs)
    tensors = [ms.Tensor(a) if isinstance(a, np.ndarray) else a for a in inputs]
    got = ms.grad(loss_ms, grad_position=tuple(positions))(*tensors)
    got = got if isinstance(got, tuple) else (got,)
    coarse = any(o.dtype != np.float64 for _, o in fouts) or op.name in _FLOAT32_ROUNDED
    eps, rtol, atol = (1e-3, 2e-2, 1e-3) if coarse else (1e-6, 1e-4, 1e-5)
    for pos, g in zip(positions, got):
        x = np.array(inputs[pos], np.float64)
        num = np.zeros_like(x)
        for idx in np.ndindex(x.shape):
            xp, xm = x.copy(), x.copy()
            xp[idx] += eps
            xm[idx] -= eps
            args_p = list(inputs)
            args_m = list(inputs)
            args_p[pos], args_m[pos] = xp, xm
            num[idx] = (loss_np(*args_p) - loss_np(*args_m)) / (2 * eps)
        assert g.shape == x.shape, (op.name, pos)
        np.testing.assert_allclose(g.asnumpy(), num, rtol=rtol, atol=atol,
                                   err_msg=f"vjp of {op.name!r} w.r.t. input {pos}")


@pytest.mark.slow      # walks every op's kernel: ~45 s
def test_ops_with_only_integer_outputs_are_nondiff():
    """An op whose every case yields only integer/bool results carries no gradient, so it must
    be marked NONDIFF (passes and the tape rely on the property, not on dtypes)."""
    wrong = []
    for op in DIFF_OPS:
        outs = [o for inputs, attrs in CASES[op.name]
                for o in _tuple(op.kernel(freeze_attrs(attrs))(*inputs))]
        if outs and not any(np.asarray(o).dtype.kind in "fc" for o in outs):
            wrong.append(op.name)
    assert not wrong, f"differentiable ops with no floating output in any case: {wrong}"


def _tuple(out):
    return out if isinstance(out, tuple) else (out,)
