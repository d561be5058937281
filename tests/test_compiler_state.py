"""The compiler's state is data: lowering passes a context (no module-global flags), and the
compile caches hold nets and functions weakly, so fresh ones leave memory flat."""
import gc
import weakref

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import lower
from minicell.compiler.errors import GraphModeError


pytestmark = pytest.mark.usefixtures("graph_mode")


class GrowWithBprop(nn.Cell):
    """A tensor ``while`` inside a Cell with a custom bprop."""

    def construct(self, x):
        while x.sum() < 100:  # <- loop in custom bprop cell
            x = x * 1.5
        return x

    def bprop(self, x, out, dout):
        return (dout * 2,)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = GrowWithBprop()

    def construct(self, x):
        return self.inner(x).sum()


def test_a_long_loop_inside_a_custom_bprop_cell(monkeypatch):
    from minicell.compiler import while_grad
    monkeypatch.setattr(while_grad, "SLOTS", 4)
    net = Outer()
    g = ms.grad(net)(ms.Tensor([30.0, 30.0]))             # 2 steps
    np.testing.assert_allclose(g.asnumpy(), [2.0, 2.0])
    g = ms.grad(net)(ms.Tensor([0.01, 0.01]))             # ~15 steps: the bprop's gradient
    np.testing.assert_allclose(g.asnumpy(), [2.0, 2.0])


def test_lowering_has_no_module_global_mutable_state():
    for name, value in vars(lower).items():
        if not name.startswith("__") and isinstance(value, (list, set)):
            pytest.fail(f"lower.{name} is module-global mutable state")


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x):
        return (x * self.w).sum()


def _count_alive(refs):
    gc.collect()
    return sum(r() is not None for r in refs)


X = ms.Tensor(np.ones(3, np.float32))


@pytest.mark.parametrize("how", ["cell_call", *(pytest.param(h, marks=pytest.mark.slow) for h in (
    "grad_of_cell", "grad_of_lambda", "jit_lambda", "jit_method"))])    # ~3 s each
def test_fresh_nets_and_functions_leave_memory_flat(how):
    nets, fns = [], []
    for i in range(50):      # a leak keeps every one of them
        net = Small()
        if how == "cell_call":
            net(X)
        elif how == "grad_of_cell":
            ms.grad(net, None, net.trainable_params())(X)
        elif how == "grad_of_lambda":
            fn = lambda x: net(x) * 2    # noqa: E731  (a new function each time)
            ms.grad(fn)(X)
            fns.append(weakref.ref(fn))
        elif how == "jit_lambda":
            plus_one = lambda x: net(x) + 1    # noqa: E731  (2.10 reads a jit lambda from
            fn = ms.jit(plus_one)                 # its own statement: not inside the call)
            del plus_one
            fn(X)
            fns.append(weakref.ref(fn))
        else:
            times_three = lambda cell, x: cell(x) * 3   # noqa: E731
            step = ms.jit(times_three)
            step(net, X)
        nets.append(weakref.ref(net))
        del net
    fn = None
    assert _count_alive(nets) == 0
    if how == "grad_of_lambda":
        # A gradient cache is keyed by the lambda's code object and holds what it closes over
        # weakly (graph_grads._GRAD_CACHES); an entry whose closed-over objects died is dropped
        # at that code's next lookup, so the last lambda lives until then (one per code: flat)
        fns = fns[:-1]
    assert _count_alive(fns) == 0


def test_fresh_lambda_over_the_same_net_reuses_its_graph(monkeypatch):
    from minicell.compiler import call
    compiled = []
    real = call.Compiled.__init__

    def counting(self, *a, **k):
        compiled.append(1)
        real(self, *a, **k)
    monkeypatch.setattr(call.Compiled, "__init__", counting)
    net = Small()
    grads = []
    for _ in range(3):
        fresh = lambda x: net(x) * 2
        grads.append(ms.grad(fresh)(X).asnumpy())
    assert len(compiled) == 1
    np.testing.assert_allclose(grads[-1], [2.0, 2.0, 2.0])
    other = Small()
    other.w.set_data(ms.Tensor(np.full(3, 3.0, np.float32)))
    over_other = lambda x: other(x) * 2       # closes over another net: its own graph
    g = ms.grad(over_other)(X)
    assert len(compiled) == 2
    np.testing.assert_allclose(g.asnumpy(), [6.0, 6.0, 6.0])


class Act(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(x)


class Deep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([Small()])

    def construct(self, x):
        return self.body(x)


def test_replacing_a_sub_cell_without_parameters_recompiles():
    net = Act()
    x = ms.Tensor(np.array([-1.0, 2.0], np.float32))
    np.testing.assert_allclose(net(x).asnumpy(), [0.0, 2.0])
    net.act = nn.Sigmoid()
    np.testing.assert_allclose(net(x).asnumpy(), 1 / (1 + np.exp([1.0, -2.0])), rtol=1e-6)
    assert "sub-Cell was replaced" in ms.compiler.api.recompile_reasons(net)[0]


def test_a_change_deep_in_the_tree_recompiles_and_unrelated_changes_do_not():
    from minicell.compiler.api import recompile_reasons
    net = Deep()
    assert net(X).asnumpy() == 3.0
    Small().w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="w")   # elsewhere
    assert net(X).asnumpy() == 3.0 and recompile_reasons(net) == []
    net.body[0].w = ms.Parameter(ms.Tensor(np.full(3, 2.0, np.float32)), name="w")
    assert net(X).asnumpy() == 6.0
    assert len(recompile_reasons(net)) == 1
    net.body.append(nn.ReLU())                      # the container itself changes
    assert net(X).asnumpy() == 6.0
    assert len(recompile_reasons(net)) == 2


def test_jit_method_cache_goes_with_its_cell():
    @ms.jit
    def step(cell, x):
        return cell(x) + 1

    a, b = Small(), Small()
    b.w.set_data(ms.Tensor(np.full(3, 2.0, np.float32)))
    assert step(a, X).asnumpy() == 4.0 and step(b, X).asnumpy() == 7.0
    assert step(a, X).asnumpy() == 4.0
    ref = weakref.ref(a)
    del a
    assert _count_alive([ref]) == 0
