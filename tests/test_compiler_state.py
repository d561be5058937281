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


def test_loop_limit_flags_leave_a_custom_bprop(monkeypatch):
    monkeypatch.setattr(lower, "DIFF_WHILE_MAX", 8)
    net = Outer()
    g = ms.grad(net)(ms.Tensor([30.0, 30.0]))             # 2 steps: within the limit
    np.testing.assert_allclose(g.asnumpy(), [2.0, 2.0])
    with pytest.raises(GraphModeError, match="DIFF_WHILE_MAX = 8") as info:
        ms.grad(net)(ms.Tensor([0.01, 0.01]))             # needs ~15 steps
    assert "<- loop in custom bprop cell" in str(info.value)


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


@pytest.mark.parametrize("how", ["cell_call", "grad_of_cell", "grad_of_lambda",
                                 "jit_lambda", "jit_method"])
def test_fresh_nets_and_functions_leave_memory_flat(how):
    nets, fns = [], []
    for i in range(200):
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
            fn = ms.jit(lambda x: net(x) + 1)
            fn(X)
            fns.append(weakref.ref(fn))
        else:
            step = ms.jit(lambda cell, x: cell(x) * 3)   # noqa: E731
            step(net, X)
        nets.append(weakref.ref(net))
        del net
    fn = None
    assert _count_alive(nets) == 0
    assert _count_alive(fns) == 0
