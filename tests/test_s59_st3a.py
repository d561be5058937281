"""GRAPH_MODE: a module-global list written only by item (``G[0] = v``) inside a converted
``if`` or ``for`` (``compiler/transform._outer_items``).

Measured on MindSpore 2.10 (CPU), GRAPH_MODE, G = [1, 2] a module global:

- ``if flag: G[0] = 7; return G`` (flag a Python constant, True): ``[7, 2]``
- ``for i in range(2): G[i] = 5``; ``return G``: ``[5, 5]``
- ``if x > 0: G[1] = 9``; ``return G`` with x = Tensor(-1): ``[1, 2]``

minicell raised TypeError '_Undefined' object does not support item assignment for all three
(the item write made G a branch variable, unbound in the converted function). Still different:
after the first two calls 2.10 leaves the global ``G`` itself ``[1, 2]`` (its graph's item
write makes a new list); minicell's trace writes the Python list in place.
"""
import minicell as ms
from minicell import Tensor, nn

G = [1, 2]
FLAG = True


class _ConstIf(nn.Cell):
    def construct(self, x):
        if FLAG:
            G[0] = 7
            return G
        return x


class _ForItems(nn.Cell):
    def construct(self, x):
        for i in range(2):
            G[i] = 5
        return G


class _TensorIf(nn.Cell):
    def construct(self, x):
        if x > 0:
            G[1] = 9
        return G


def _run(cls, x):
    G[:] = [1, 2]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return cls()(Tensor(x))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_global_item_write_in_constant_if():
    assert _run(_ConstIf, 1) == [7, 2]          # measured on 2.10


def test_global_item_write_in_for():
    assert _run(_ForItems, 1) == [5, 5]         # measured on 2.10


def test_global_item_write_in_tensor_if_not_taken():
    assert _run(_TensorIf, -1) == [1, 2]        # measured on 2.10
