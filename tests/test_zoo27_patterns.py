"""Model-zoo round 27: behaviours the zoo models rely on, values measured on MindSpore 2.10 CPU."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn


class _AttrThenSeq(nn.Cell):
    """mindcv squeezenet: ``self.final_conv`` set first, then the same Cell put in ``self.classifier``."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2)
        self.seq = nn.SequentialCell([nn.ReLU(), self.fc])

    def construct(self, x):
        return self.seq(x)


class _SeqThenAttr(nn.Cell):
    """The alias the other way round: a SequentialCell first, then an attribute naming its item."""

    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([nn.ReLU(), nn.Dense(2, 2)])
        self.fc = self.seq[1]

    def construct(self, x):
        return self.seq(x)


class _Wrap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return self.net(x).sum()


@pytest.mark.parametrize("cls, fresh, walked, wrapped", [
    (_AttrThenSeq, ["seq.1.weight", "seq.1.bias"], ["fc.weight", "fc.bias"],
     ["net.fc.weight", "net.fc.bias"]),
    (_SeqThenAttr, ["fc.weight", "fc.bias"], ["seq.1.weight", "seq.1.bias"],
     ["net.seq.1.weight", "net.seq.1.bias"]),
])
def test_shared_cell_names_wrapped_and_reloaded(cls, fresh, walked, wrapped, tmp_path):
    """A Cell reachable by two paths: its Parameters take the name of the LAST assignment, the
    walk (parameters_and_names) yields the FIRST path, and a wrapper Cell renames them from the
    walk. A checkpoint of the wrapped net therefore holds names a fresh net does not have: 2.10
    loads nothing into the shared Cell and lists both sides (squeezenet after training)."""
    net = cls()
    assert [p.name for p in net.get_parameters()] == fresh
    assert [n for n, _ in net.parameters_and_names()] == walked
    _Wrap(net)
    assert [p.name for p in net.get_parameters()] == wrapped
    path = str(tmp_path / "shared.ckpt")
    ms.save_checkpoint(net, path)
    pd = ms.load_checkpoint(path)
    assert list(pd) == wrapped
    net2 = cls()
    before = net2.fc.weight.asnumpy().copy()
    assert ms.load_param_into_net(net2, pd) == (fresh, wrapped)
    np.testing.assert_array_equal(net2.fc.weight.asnumpy(), before)
    assert not np.array_equal(net2.fc.weight.asnumpy(), net.fc.weight.asnumpy())


class _GatherV2Embedding(nn.Cell):
    """research/nlp/gpt2's EmbeddingLookup: ``P.GatherV2()(table, flat_ids, 0)`` in construct."""

    def __init__(self):
        super().__init__()
        self.table = ms.Parameter(ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3)), name="t")
        self.gather = ms.ops.operations.GatherV2()

    def construct(self, ids):
        return self.gather(self.table, ids, 0)


_GV2_ERR = r"^For Operator\[Gather\], the inputs number should be 4 but got 3\.$"


def test_gather_v2_gathers_in_graph_fails_eagerly():
    """2.10: the deprecated GatherV2 gathers inside a compiled graph, and every eager call (PYNATIVE
    construct, a top-level call in either mode, whatever the arguments) is this RuntimeError."""
    ids = ms.Tensor(np.array([1, 3], np.int32))
    net = _GatherV2Embedding()
    prev = ms.get_context("mode")
    try:
        ms.set_context(mode=ms.GRAPH_MODE)
        assert net(ids).asnumpy().tolist() == [[3.0, 4.0, 5.0], [9.0, 10.0, 11.0]]
        with pytest.raises(RuntimeError, match=_GV2_ERR):      # top level: eager in GRAPH_MODE too
            net.gather(net.table, ids, 5)
        ms.set_context(mode=ms.PYNATIVE_MODE)
        with pytest.raises(RuntimeError, match=_GV2_ERR):
            net(ids)
        with pytest.raises(RuntimeError, match=_GV2_ERR):
            net.gather(net.table, [1], 0)
    finally:
        ms.set_context(mode=prev)
