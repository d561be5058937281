"""``@lazy_inline`` layers compiled as one ``scan`` over their stacked Parameters
(``compiler/layer_scan.py``): GRAPH_MODE against PYNATIVE_MODE (outputs, gradients, BatchNorm
statistics, dropout masks, tied weights), the IR showing the scan, and unrolling wherever the
Cells are not alike, not marked, or write state the scan cannot carry."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import layer_scan


class Block(nn.Cell):
    @ms.lazy_inline
    def __init__(self, c=4, scale=1.0):
        super().__init__()
        self.fc = nn.Dense(c, c)
        self.norm = nn.LayerNorm((c,))
        self.scale = scale

    def construct(self, x):
        return x + ops.tanh(self.norm(self.fc(x))) * self.scale


class PlainBlock(Block):
    def __init__(self, c=4):            # the hint is on Block.__init__ only
        nn.Cell.__init__(self)
        self.fc = nn.Dense(c, c)
        self.norm = nn.LayerNorm((c,))
        self.scale = 1.0


@ms.lazy_inline
class BnBlock(nn.Cell):
    def __init__(self, c=4):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, pad_mode="same")
        self.bn = nn.BatchNorm2d(c)

    def construct(self, x):
        return x + ops.relu(self.bn(self.conv(x)))


class Stack(nn.Cell):
    def __init__(self, layers):
        super().__init__()
        self.layers = nn.CellList(layers)

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def _x(*shape):
    return ms.Tensor(np.random.RandomState(0).randn(*shape).astype(np.float32))


def _scans(net, *args):
    return str(net.compile_ir(*args)).count(" = scan(")


def _both(make, x, train_steps=0):
    """Outputs, input and weight gradients (or, with ``train_steps``, the losses and every
    Parameter after Momentum steps) in PYNATIVE_MODE and GRAPH_MODE, and the graph net."""
    res = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        ms.set_seed(0)
        net = make()
        if train_steps:
            net.set_train(True)
            step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                                       nn.Momentum(net.trainable_params(), 0.1, 0.9))
            y = ops.ones_like(x) * 0.5
            vals = [step(x, y).asnumpy() for _ in range(train_steps)]
            vals += [p.asnumpy() for p in net.get_parameters()]
        else:
            loss = lambda a: net(a).sum()
            _, (gx, gw) = ms.value_and_grad(loss, 0, net.trainable_params())(x)
            vals = [net(x).asnumpy(), gx.asnumpy()] + [g.asnumpy() for g in gw]
        res.append((vals, net))
    for a, b in zip(res[0][0], res[1][0]):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6)
    return res[1][1]


def test_lazy_inline_layers_compile_as_one_scan():
    x = _x(2, 4)
    net = _both(lambda: Stack([Block() for _ in range(3)]), x)
    assert _scans(net, x) == 1


def test_unmarked_layers_unroll():
    x = _x(2, 4)
    net = _both(lambda: Stack([PlainBlock() for _ in range(3)]), x)
    assert _scans(net, x) == 0


def test_layers_differing_in_python_state_unroll():
    """A Python attribute construct reads (``scale``) differs: each layer keeps its own value."""
    x = _x(2, 4)
    net = _both(lambda: Stack([Block(), Block(scale=2.0), Block()]), x)
    assert _scans(net, x) == 0


def test_leading_unlike_layer_unrolls_and_the_alike_rest_scans():
    x = _x(2, 4)
    net = _both(lambda: Stack([Block(scale=3.0), Block(), Block()]), x)
    assert _scans(net, x) == 1


@pytest.mark.heavy         # two training compiles (~3 s on a loaded CPU)
def test_batchnorm_statistics_written_back_per_layer():
    """SequentialCell's own loop: a stem Conv2d, then three BnBlocks scanned; each block's
    moving statistics and weights after Momentum steps match PYNATIVE's."""
    x = _x(2, 4, 5, 5)
    net = _both(lambda: nn.SequentialCell([nn.Conv2d(4, 4, 1)] + [BnBlock() for _ in range(3)]),
                x, train_steps=2)
    assert _scans(net, x) == 1
    means = [net[i].bn.moving_mean.asnumpy() for i in (1, 2, 3)]
    assert not np.allclose(means[0], means[1])       # written per layer, not one for all


class DropBlock(nn.Cell):
    @ms.lazy_inline
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(8, 8)
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        return self.drop(self.fc(x))


def test_dropout_masks_as_pynative_call_after_call():
    x = _x(4, 8)
    outs = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        ms.set_seed(5)
        net = Stack([DropBlock() for _ in range(3)])
        net.set_train(True)
        outs[mode] = [net(x).asnumpy() for _ in range(2)]
    assert _scans(net, x) == 1
    for a, b in zip(outs[ms.PYNATIVE_MODE], outs[ms.GRAPH_MODE]):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6)
    assert not np.allclose(outs[ms.GRAPH_MODE][0], outs[ms.GRAPH_MODE][1])


def test_tied_parameter_is_read_shared_and_its_gradient_summed():
    def make():
        blocks = [Block() for _ in range(3)]
        for b in blocks[1:]:
            b.fc.weight = blocks[0].fc.weight         # one weight for all three
        return Stack(blocks)
    x = _x(2, 4)
    net = _both(make, x)
    assert _scans(net, x) == 1
    pairs = layer_scan.alike_state(net.layers[0], net.layers[1])
    shared = net.layers[0].fc.weight
    assert pairs[id(shared)] == (shared, shared)


class Caching(Block):
    @ms.lazy_inline
    def __init__(self):
        super().__init__()
        self.last = None

    def construct(self, x):
        self.last = x.shape[0]          # a Python attribute write: each layer's own
        return super().construct(x)


def test_layer_writing_a_python_attribute_unrolls():
    x = _x(2, 4)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Stack([Caching() for _ in range(3)])
    assert _scans(net, x) == 0


def test_alike_state_pairs_parameters_in_template_order():
    a, b = Block(), Block()
    pairs = layer_scan.alike_state(a, b)
    assert [(x.name, y.name) for x, y in pairs.values()] == [
        (p.name, q.name) for p, q in zip(a.get_parameters(), b.get_parameters())]
    assert layer_scan.alike_state(Block(), Block(c=5)) is None
    assert layer_scan.alike_state(Block(), PlainBlock()) is None
    assert layer_scan.lazy_inline_marked(Block()) and layer_scan.lazy_inline_marked(BnBlock())
    assert not layer_scan.lazy_inline_marked(PlainBlock())


class _Odd(int):
    """An int attribute whose comparison raises."""

    def __eq__(self, other):
        raise RuntimeError("no comparing")

    __hash__ = int.__hash__


def test_attributes_that_cannot_be_compared_keep_layers_unrolled():
    a, b = Block(), Block()
    a.extra, b.extra = _Odd(1), _Odd(1)
    assert layer_scan.alike_state(a, b) is None
    x = _x(2, 4)
    ms.set_context(mode=ms.GRAPH_MODE)
    blocks = [Block() for _ in range(3)]
    for blk in blocks:
        blk.extra = _Odd(1)
    assert _scans(Stack(blocks), x) == 0


class Act(nn.Cell):
    @ms.lazy_inline
    def __init__(self):
        super().__init__()

    def construct(self, x):
        return ops.tanh(x) * 0.5 + x


def test_layers_without_parameters_scan():
    x = _x(2, 4)
    net = _both(lambda: Stack([Act() for _ in range(3)]), x)
    assert _scans(net, x) == 1
