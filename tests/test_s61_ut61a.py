"""Gaps that MindSpore's own ut tests (tests/ut/python outside the graph front end) showed
against 2.10, each fixed to 2.10's measured behaviour (session 61, helper ut61a)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor


class _Cube(nn.Cell):
    def construct(self, x):
        return x ** 3


class _Two(nn.Cell):
    def construct(self, x, y):
        return x ** 3 + y


_X = Tensor(np.array([[1, 2], [3, 4]], np.float32))
_V = Tensor(np.ones((2, 2), np.float32))


# measured on 2.10 (both modes): nn.Jvp checks fn's arity, then joins v with the inputs' form
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case, text", [
    ("v_tuple", "Type Join Failed: Abstract type AbstractTuple cannot join with AbstractTensor."),
    ("v_tensor", "Type Join Failed: Abstract type AbstractTensor cannot join with AbstractTuple."),
    ("arity", "The parameters number of the function is 1, but the number of provided arguments "
              "is 2."),
])
def test_jvp_cell_wrong_inputs_are_type_errors(mode, case, text):
    ms.set_context(mode=mode)
    args = {"v_tuple": (_Cube(), _X, (_V, _V)), "v_tensor": (_Two(), _X, _X, _V),
            "arity": (_Cube(), _X, _X, _V)}[case]
    with pytest.raises(TypeError) as info:
        nn.Jvp(args[0])(*args[1:])
    assert str(info.value) == text


def test_jvp_cell_right_inputs_still_work():
    out, tangent = nn.Jvp(_Two())(_X, _X, (_V, _V))
    assert np.allclose(out.asnumpy(), _X.asnumpy() ** 3 + _X.asnumpy())
    assert np.allclose(tangent.asnumpy(), 3 * _X.asnumpy() ** 2 + 1)


class _TwoOut(nn.Cell):
    def construct(self, x):
        return x + 1, x * 2


class _ChainedAttrs(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = _TwoOut()
        self.a = None
        self.b = None

    def construct(self, x):
        """A docstring: no node of its own in 2.10."""
        c, d = self.a, self.b = self.sub(x)
        return c - d + self.a


def test_rewrite_chained_assign_to_attributes():
    from minicell.rewrite import SymbolTree
    x = Tensor(np.full((2,), 3, np.float32))
    net = _ChainedAttrs()
    stree = SymbolTree.create(net)
    # measured on 2.10: the docstring makes no node; `a = b = call` is `b = call` then `a = b`
    assert [n.get_name() for n in stree.nodes()] == \
        ["input_x", "sub", "tuple", "binop_sub", "binop_add", "return"]
    code = stree.get_code()
    assert "self.a, self.b = self.sub(x)\n" in code          # 2.10's text (measured)
    sub, tup, add = stree.get_node("sub"), stree.get_node("tuple"), stree.get_node("binop_add")
    # the attribute targets link to their readers, as 2.10's (upstream test_multiple_targets)
    assert sub.get_target_users(0)[0][0].get_name() == "tuple"
    assert sub.get_target_users(0)[1][0].get_name() == "binop_add"
    assert tup.get_target_users(1)[0][0].get_name() == "binop_sub"
    assert add.get_name() == "binop_add"
    assert np.allclose(stree.get_network()(x).asnumpy(), net(x).asnumpy())
