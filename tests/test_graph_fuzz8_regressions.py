"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found by the
eighth random-program fuzzer (``fuzz_programs8``/``test_graph_fuzz8``) and while writing it, each
checked against MindSpore 2.10."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn

XN = np.cos(np.arange(24).reshape(4, 6) * 0.4).astype(np.float32)
YN = (np.arange(24).reshape(4, 6) % 5 * 0.3 - 0.6).astype(np.float32)


class _AppendInBranch(nn.Cell):
    def construct(self, x, y):
        outs = []
        for t in (x, y):
            if t.sum() < 0:
                outs.append(t * 2.0)
            else:
                outs.append(t - 1.0)
        return outs[0] + outs[1]


class _ItemInBranch(nn.Cell):
    def construct(self, x, y):
        d = {"a": y}
        if x.sum() < 0:
            d["a"] = x * 2.0
        else:
            d["a"] = x - 1.0
        return d["a"] + y


class _ExtendInHelper(nn.Cell):
    def construct(self, x, y):
        def pair(t, u):
            acc = []
            if t.sum() < 0:
                acc.extend([t, u])
            else:
                acc.extend([u, t * 2.0])
            return acc[0] * acc[1]
        return pair(x, y) + pair(y, x)


def _branch(t, neg, pos):
    return neg(t) if t.sum() < 0 else pos(t)


def test_container_changed_in_tensor_branch(mode):
    """A list or dict changed in place in a tensor-dependent ``if`` (``outs.append``,
    ``d[k] = v``, ``acc.extend`` in a nested helper) holds the chosen branch's values after it,
    as 2.10's PYNATIVE_MODE gives (measured; its GRAPH_MODE agrees on the ``append`` and item
    cases, and repeats the first call's branch for the helper called twice). GRAPH_MODE traced
    both branches into the one Python container, so the list held the sub-graphs' values (a
    VerifyError: read before defined) or the false branch's (``extend``: silently wrong)."""
    x, y = Tensor(XN), Tensor(YN)
    for a, b in ((XN, YN), (YN, XN)):
        want = _branch(a, lambda t: t * 2.0, lambda t: t - 1.0) + \
            _branch(b, lambda t: t * 2.0, lambda t: t - 1.0)
        np.testing.assert_allclose(_AppendInBranch()(Tensor(a), Tensor(b)).asnumpy(), want,
                                   rtol=1e-6)
        want = _branch(a, lambda t: t * 2.0, lambda t: t - 1.0) + b
        np.testing.assert_allclose(_ItemInBranch()(Tensor(a), Tensor(b)).asnumpy(), want,
                                   rtol=1e-6)

    def pair(t, u):
        return t * u if t.sum() < 0 else u * (t * 2.0)
    np.testing.assert_allclose(_ExtendInHelper()(x, y).asnumpy(), pair(XN, YN) + pair(YN, XN),
                               rtol=1e-6)
    gx, gy = ms.grad(_AppendInBranch(), grad_position=(0, 1))(x, y)
    # x sums to > 0 (the `- 1.0` branch), y to < 0 (the `* 2.0` branch)
    assert XN.sum() > 0 > YN.sum()
    np.testing.assert_array_equal(gx.asnumpy(), np.ones((4, 6), np.float32))
    np.testing.assert_array_equal(gy.asnumpy(), np.full((4, 6), 2.0, np.float32))


class _AppendInWhile(nn.Cell):
    def construct(self, x):
        outs = [x]
        while x.sum() < 10.0:
            x = x + 1.0
            outs.append(x)
        return outs[-1]


def test_list_growing_in_tensor_while_is_an_error():
    """A list that grows in a tensor-dependent ``while`` needs a length known only at run time,
    which one compiled XLA graph cannot have: GRAPH_MODE says so at the loop (it used to put the
    body's traced value in the list and fail later with an internal VerifyError). PYNATIVE_MODE
    runs it. (2.10 gives this value in both modes, measured: its GRAPH_MODE keeps the list on the
    host, which minicell does not.)"""
    import pytest
    from minicell.compiler.errors import GraphModeError
    x = Tensor(XN)
    want = XN + np.ceil((10.0 - XN.sum()) / 24.0)
    np.testing.assert_allclose(_AppendInWhile()(x).asnumpy(), want, rtol=1e-6)
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(GraphModeError, match="'outs' changes structure"):
        _AppendInWhile()(x)
