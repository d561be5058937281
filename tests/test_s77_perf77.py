"""Session 77 (perf77): the GRAPH_MODE steady call builds its key and its result inline.

``compiler.api.run_cell`` builds ``fast_key``'s key itself and ``Compiled._plain_call`` makes its
result Tensor without ``Tensor._from_array`` (one Python frame less each; W1's call ran 74.3k ->
72.4k machine instructions under callgrind, /tmp/s77/perf77/cgrun.sh). These cases pin that the
inlined forms still do what the helpers did: the same slots in the result, the same entry
served, and the slow path for the arguments ``fast_key`` refuses.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.common.tensor import Tensor
from minicell.compiler import call as compiler_call


@pytest.fixture
def graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


class _Add(nn.Cell):
    def construct(self, x, y):
        return x * y + 1


def _slots(t):
    names = [n for c in type(t).__mro__ for n in getattr(c, "__slots__", ())
             if n not in ("__weakref__", "__dict__")]
    return {n: getattr(t, n, "<unset>") for n in names if n != "_data"}


def test_plain_call_result_is_from_array(graph_mode):
    """The steady call's Tensor has every slot ``Tensor._from_array`` sets, to the same values
    (a slot added to one and not the other fails here)."""
    net = _Add()
    x, y = ms.Tensor(np.arange(3, dtype=np.float32)), ms.Tensor(np.ones(3, np.float32))
    net(x, y)
    net(x, y)                   # the first steady call installs the plain closure
    entry = next(iter(net.__dict__["_compiled"]["__cache__"].by_aval.values()))
    assert "call" in entry.__dict__              # the inlined closure is the one running
    out = net(x, y)
    assert out.asnumpy().tolist() == [1.0, 2.0, 3.0]
    assert _slots(out) == _slots(Tensor._from_array(out._data))
    assert type(out) is Tensor and out.__dict__ == {}


def test_steady_key_is_fast_keys(graph_mode, monkeypatch):
    """``run_cell`` finds the entry that ``_run_cell`` stored under ``fast_key``'s key: the
    second call compiles nothing and never calls ``_run_cell``."""
    net = _Add()
    x = ms.Tensor(np.ones((2, 2), np.float32))
    net(x, x)
    cache = net.__dict__["_compiled"]["__cache__"]
    key, _ = compiler_call.fast_key((net.training, net.phase), (x, x))
    assert cache.by_aval.get(key) is not None
    from minicell.compiler import api
    called = []
    monkeypatch.setattr(api, "_run_cell", lambda *a: called.append(a))
    assert net(x, x).asnumpy().tolist() == [[2.0, 2.0], [2.0, 2.0]]
    assert not called


@pytest.mark.parametrize("kind", ["const_arg", "lazy", "parameter"])
def test_refused_arguments_take_the_slow_path(graph_mode, kind):
    """An argument ``fast_key`` refuses (a const_arg Tensor, a lazy one, a Parameter) still
    computes: the slow path runs it."""
    net = _Add()
    y = ms.Tensor(np.full(2, 2.0, np.float32))
    if kind == "const_arg":
        x = ms.Tensor(np.ones(2, np.float32), const_arg=True)
    elif kind == "lazy":
        from minicell.common.initializer import initializer
        x = initializer("ones", [2], ms.float32)
    else:
        x = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="p")
    for _ in range(3):
        assert net(x, y).asnumpy().tolist() == [3.0, 3.0]
