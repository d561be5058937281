"""Third random-program differential fuzzer: programs mixing dtypes (int32/int64/float16/
float32/bool with Python scalars), broadcasting, reductions, sort/topk/gather/concat/split,
indexing and slice assignment, in-place Tensor methods on locals and Parameters, shape
arithmetic, nested Cells, tensor ``while`` loops with counters, and dict/tuple/list outputs (see
``fuzz_programs3``) must give the same results in GRAPH_MODE and PYNATIVE_MODE: the outputs
(container types, dtypes, shapes, values), the Parameters after the call, and the gradients of
the float outputs' sum with respect to ``x`` and the float Parameters (``ms.grad`` with weights
on even seeds, ``ms.value_and_grad`` on odd ones, of the program itself, containers and all, on
every fourth). A fast default runs in CI; ``-m slow`` runs
many more."""
import numpy as np
import pytest

import minicell as ms

from conftest import load_program
from fuzz_programs3 import generate

_X = (np.arange(12).reshape(4, 3).astype(np.float32) - 5.5) / 4.0
_Y = (np.arange(12).reshape(4, 3).astype(np.int32) * 7) % 9 - 4


def _plain(value):
    """A comparable form: containers keep their type, tensors become (dtype, shape, array)."""
    if isinstance(value, (tuple, list)):
        return type(value), [_plain(v) for v in value]
    if isinstance(value, dict):
        return dict, {k: _plain(v) for k, v in value.items()}
    if isinstance(value, ms.Tensor):
        return ms.Tensor, (str(value.dtype), tuple(value.shape), value.asnumpy().copy())
    return type(value), value


def run_program(mod, mode, seed):
    """Outputs, Parameters after one call, and gradients (w.r.t. x and the float Parameters)."""
    ms.set_context(mode=mode)
    net = mod.Prog()
    out = _plain(net(ms.Tensor(_X), ms.Tensor(_Y)))
    params = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    fresh = mod.Prog()
    weights = fresh.trainable_params()
    loss = mod.LossNet(fresh)
    if seed % 4 == 3:      # the program itself: every float Tensor of its containers
        value, (gx, gw) = ms.value_and_grad(fresh, grad_position=0, weights=weights)(
            ms.Tensor(_X), ms.Tensor(_Y))
        value = _plain(value)
    elif seed % 2:
        value, (gx, gw) = ms.value_and_grad(loss, grad_position=0, weights=weights)(
            ms.Tensor(_X), ms.Tensor(_Y))
        value = _plain(value)
    else:
        value = None
        gx, gw = ms.grad(loss, grad_position=0, weights=weights)(ms.Tensor(_X), ms.Tensor(_Y))
    grads = {"x": gx.asnumpy()}
    grads.update({p.name: g.asnumpy() for p, g in zip(weights, gw)})
    grads.update({"after grad " + p.name: p.asnumpy().copy() for p in fresh.get_parameters()})
    return out, params, grads, value


def _close(what, g, e):
    if isinstance(e, np.ndarray) or isinstance(g, np.ndarray):
        g, e = np.asarray(g), np.asarray(e)
        assert g.dtype == e.dtype and g.shape == e.shape, f"{what}: {g.dtype}{g.shape} vs {e.dtype}{e.shape}"
        if g.dtype.kind in "biu":
            np.testing.assert_array_equal(g, e, err_msg=what)
        else:
            tol = 2e-3 if g.dtype == np.float16 else 1e-4
            np.testing.assert_allclose(g.astype(np.float64), e.astype(np.float64), rtol=tol,
                                       atol=tol, equal_nan=True, err_msg=what)
    else:
        assert g == e, f"{what}: {g!r} vs {e!r}"


def compare(graph, eager, what="output"):
    """Assert GRAPH_MODE's ``_plain`` structure equals PYNATIVE_MODE's (``what`` names the path)."""
    (gt, gv), (et, ev) = graph, eager
    assert gt is et, f"{what}: GRAPH gives {gt.__name__}, PYNATIVE {et.__name__}"
    if gt in (tuple, list):
        assert len(gv) == len(ev), f"{what}: lengths {len(gv)} vs {len(ev)}"
        for i, (g, e) in enumerate(zip(gv, ev)):
            compare(g, e, f"{what}[{i}]")
    elif gt is dict:
        assert list(gv) == list(ev), f"{what}: keys {list(gv)} vs {list(ev)}"
        for k in gv:
            compare(gv[k], ev[k], f"{what}[{k!r}]")
    elif gt is ms.Tensor:
        assert gv[:2] == ev[:2], f"{what}: GRAPH {gv[:2]} vs PYNATIVE {ev[:2]}"
        _close(what, gv[2], ev[2])
    else:
        _close(what, gv, ev)


def check(seed, tmp_path, generate=generate, name="fuzz3"):
    """``generate``: fuzz_programs3's or a generator built on it (``name`` its programs')."""
    mod = load_program(generate(seed), f"{name}_prog_{seed}", tmp_path)
    eager = run_program(mod, ms.PYNATIVE_MODE, seed)
    graph = run_program(mod, ms.GRAPH_MODE, seed)
    try:
        compare(graph[0], eager[0])
        if eager[3] is not None:
            compare(graph[3], eager[3], "value_and_grad value")
        for part in (1, 2):
            assert list(graph[part]) == list(eager[part])
            for k in graph[part]:
                _close(k, graph[part][k], eager[part][k])
    except AssertionError as e:
        raise AssertionError(f"program {seed} (GRAPH vs PYNATIVE): {e}\nsource:\n"
                             f"{generate(seed)}") from None


@pytest.mark.parametrize("seed", range(3))    # a smoke run by default
def test_fuzz3_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 1030))
def test_fuzz3_long(seed, tmp_path):
    check(seed, tmp_path)
