"""A GRAPH_MODE call whose graph is Python values only (every op folded while tracing: ``x & y``
of int arguments, which compile once per value) runs no XLA computation, so MindSpore's ut
``test_bitwise_operator_1`` (1,000 pairs of int64 values) takes seconds, not minutes (ut18:
228 s -> 11 s under load). Values: Python's own ``&``, ``|``, ``^`` on int64, as 2.10 gives
them (the ut test compares with numpy)."""
import numpy as np

import minicell as ms
from minicell import nn


class _Bits(nn.Cell):
    def construct(self, x, y):
        return x & y, x | y, x ^ y


def test_constant_graph_calls_compile_nothing(graph_mode, xla_compiles):
    net = _Bits()
    rng = np.random.default_rng(0)
    for _ in range(20):
        x, y = (int(v) for v in rng.integers(-2**63, 2**63 - 1, size=2))
        assert net(x, y) == (x & y, x | y, x ^ y)
    assert xla_compiles == []


def test_graph_with_a_tensor_output_still_runs(graph_mode):
    class Net(nn.Cell):
        def construct(self, x, n):
            return x + n, n & 6

    out, bits = Net()(ms.Tensor([1.0, 2.0]), 3)
    assert out.asnumpy().tolist() == [4.0, 5.0] and bits == 2
