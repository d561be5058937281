"""Fourth random-program differential fuzzer: programs built from nn layers (Dense, Conv1d/2d,
BatchNorm in train and eval mode, LayerNorm, GroupNorm, pooling, Embedding, activations, Cell
containers, shared Parameters, custom bprop), functional ops with keyword arguments, ``@ms.jit``
functions and helpers with default/``*args``/``**kwargs`` arguments (see ``fuzz_programs4``)
must give the same results in GRAPH_MODE and PYNATIVE_MODE: outputs, Parameters after the call
(BatchNorm statistics, a counter), and gradients taken with ``ms.grad`` (position tuples,
weights, ``has_aux``), ``ms.value_and_grad`` and ``ops.GradOperation`` (``get_all``,
``get_by_list``, ``sens_param``) of the loss or of the program itself, chosen by the seed. A
fast default runs in CI; ``-m slow`` runs many more."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

from conftest import load_program
from fuzz_programs4 import generate

_X = ((np.arange(32).reshape(4, 8) * 5) % 11 - 5).astype(np.float32) / 4.0
_IMG = np.sin(np.arange(216).reshape(2, 3, 6, 6) * 0.7).astype(np.float32)
_IDS = np.array([3, 0, 7, 9], np.int32)


def _inputs():
    return ms.Tensor(_X), ms.Tensor(_IMG), ms.Tensor(_IDS)


def _make(mod):
    """``Prog`` with deterministic Parameter values (moving variances positive) and the mode
    (train or eval) its program was generated for."""
    net = mod.Prog()
    for i, p in enumerate(net.get_parameters()):
        rs = np.random.RandomState(i)
        value = rs.uniform(-0.6, 0.6, p.shape).astype(np.float32)
        if "variance" in p.name:
            value = np.abs(value) + 0.5
        p.set_data(ms.Tensor(value))
    net.set_train(mod.TRAIN)
    return net


def _plain(value):
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, ms.Tensor):
        return (str(value.dtype), tuple(value.shape), value.asnumpy().copy())
    return value


def _grads(mod, seed):
    net = _make(mod)
    weights = net.trainable_params()
    loss = mod.LossNet(net)
    kind = seed % 7
    if kind == 0:
        res = ms.grad(loss, grad_position=(0, 1), weights=weights)(*_inputs())
    elif kind == 1:
        res = ms.value_and_grad(loss, grad_position=0, weights=weights)(*_inputs())
    elif kind == 2:
        res = ops.GradOperation(get_all=True)(loss)(*_inputs())
    elif kind == 3:
        res = ops.GradOperation(get_by_list=True, sens_param=True)(
            loss, ms.ParameterTuple(weights))(*_inputs(), ms.Tensor(1.5, ms.float32))
    elif kind == 4:
        res = ms.grad(mod.AuxNet(net), grad_position=0, has_aux=True)(*_inputs())
    elif kind == 5:     # the program itself, a sensitivity per output
        sens = tuple(ops.ones_like(o) * 0.5 for o in _make(mod)(*_inputs()))
        res = ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)(
            net, weights)(*_inputs(), sens)
    else:               # the program itself: its first output differentiated, the rest aux
        res = ms.value_and_grad(net, grad_position=(0, 1), weights=weights,
                                has_aux=mod.N_OUT > 1)(*_inputs())     # (2.10: >1 needed)
    after = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    return _plain(res), after


def run_program(mod, mode, seed):
    ms.set_context(mode=mode)
    net = _make(mod)
    out = _plain(net(*_inputs()))
    params = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    return out, params, _grads(mod, seed)


def _close(what, g, e):
    if isinstance(g, list) or isinstance(e, list):
        assert isinstance(g, list) and isinstance(e, list) and len(g) == len(e), \
            f"{what}: {g!r:.200} vs {e!r:.200}"
        for i, (gi, ei) in enumerate(zip(g, e)):
            _close(f"{what}[{i}]", gi, ei)
    elif isinstance(g, tuple) and len(g) == 3 and isinstance(g[2], np.ndarray):
        assert isinstance(e, tuple) and g[:2] == e[:2], f"{what}: GRAPH {g[:2]} vs PYNATIVE {e[:2]}"
        _close(what, g[2], e[2])
    elif isinstance(g, np.ndarray):
        assert g.dtype == e.dtype and g.shape == e.shape, f"{what}: {g.dtype}{g.shape} vs {e.dtype}{e.shape}"
        if g.dtype.kind in "biu":
            np.testing.assert_array_equal(g, e, err_msg=what)
        else:
            np.testing.assert_allclose(g, e, rtol=1e-3, atol=1e-4, equal_nan=True, err_msg=what)
    elif isinstance(g, dict):
        assert list(g) == list(e), f"{what}: keys {list(g)} vs {list(e)}"
        for k in g:
            _close(f"{what}[{k}]", g[k], e[k])
    else:
        assert g == e, f"{what}: {g!r} vs {e!r}"


def check(seed, tmp_path):
    src = generate(seed)
    mod = load_program(src, f"fuzz4_prog_{seed}", tmp_path)
    eager = run_program(mod, ms.PYNATIVE_MODE, seed)
    graph = run_program(mod, ms.GRAPH_MODE, seed)
    try:
        _close("output", graph[0], eager[0])
        _close("params", graph[1], eager[1])
        _close("grads", graph[2][0], eager[2][0])
        _close("params after grad", graph[2][1], eager[2][1])
    except AssertionError as e:
        raise AssertionError(f"program {seed} (GRAPH vs PYNATIVE): {e}\nsource:\n{src}") from None


@pytest.mark.parametrize("seed", range(4))
def test_fuzz4_fast(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4, 600))
def test_fuzz4_long(seed, tmp_path):
    check(seed, tmp_path)
