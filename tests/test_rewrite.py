"""minicell.rewrite: parse a network into nodes, edit them, regenerate and rebuild it.

Node names, the flattened code and the error types are those MindSpore 2.10 gives for the
same networks (measured with its CPU build).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.rewrite import SymbolTree, Node, NodeType, ScopedValue, ValueType


class _Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)

    def construct(self, x):
        return self.dense(x) * 2


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="same")
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.dense = nn.Dense(32, 4)
        self.sub = _Sub()
        self.flag = True

    def construct(self, x):
        x = self.relu(self.conv(x))
        x = self.dense(self.flatten(x))
        if self.flag:
            x = x + 1
        x = self.sub(x)
        return x


def _input():
    return Tensor(np.linspace(-1, 1, 16, dtype=np.float32).reshape(1, 1, 4, 4))


def test_parse_names_types_topology():
    stree = SymbolTree.create(_Net())
    # 2.10: nested calls are hoisted into `<name>_var` temporaries, one node per statement
    assert [n.get_name() for n in stree.nodes()] == [
        "input_x", "conv", "relu", "flatten", "dense", "if_node", "sub", "return"]
    relu = stree.get_node("relu")
    assert relu.get_node_type() == NodeType.CallCell and relu.get_instance_type() is nn.ReLU
    assert [str(a) for a in relu.get_args()] == ["conv_var"]
    assert [n.get_name() for n in relu.get_inputs()] == ["conv"]
    assert [n.get_name() for n in relu.get_users()] == ["flatten"]
    assert stree.get_node("sub").get_node_type() == NodeType.Tree
    assert [n.get_name() for n in stree.get_node("sub").get_sub_tree().nodes()] == [
        "input_x", "dense", "binop_mult", "return"]
    assert stree.get_node("if_node").get_node_type() == NodeType.ControlFlow
    assert "binop_add" in [n.get_name() for n in stree.nodes(all_nodes=True)]
    code = stree.get_code()
    assert "class _NetOpt(_Net, nn.Cell):" in code and "self.sub = _SubOpt(self.sub)" in code
    assert "conv_var = self.conv(x)\n        x = self.relu(conv_var)" in code


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_round_trip_and_insert(mode):
    ms.set_context(mode=mode)
    try:
        net = _Net()
        x = _input()
        expect = net(x).asnumpy()
        stree = SymbolTree.create(net)
        np.testing.assert_allclose(stree.get_network()(x).asnumpy(), expect, rtol=1e-6)
        # x = self.neg(x) after the sub-network: the output flips sign
        sub = stree.get_node("sub")
        new = Node.create_call_cell(ops.Neg(), targets=["x"], args=[ScopedValue.create_naming_value("x")],
                                    name="neg")
        stree.insert(stree.after(sub), new)
        assert [n.get_name() for n in sub.get_users()] == ["neg"]
        np.testing.assert_allclose(stree.get_network()(x).asnumpy(), -expect, rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_erase_replace_and_set_arg():
    net = _Net()
    x = _input()
    stree = SymbolTree.create(net)
    # skip relu: flatten reads the conv output directly
    relu = stree.get_node("relu")
    flatten = stree.get_node("flatten")
    flatten.set_arg_by_node(0, stree.get_node("conv"))
    stree.erase(relu)
    assert "relu" not in [n.get_name() for n in stree.nodes()]
    conv_out = net.conv(x)
    expect = net.sub(net.dense(net.flatten(conv_out)) + 1)
    np.testing.assert_allclose(stree.get_network()(x).asnumpy(), expect.asnumpy(), rtol=1e-5)
    # replace the sub-network's call by a ReLU reading the same input
    sub = stree.get_node("sub")
    new = Node.create_call_cell(nn.ReLU(), targets=["x"], args=sub.get_args(), name="relu")
    stree.replace(sub, [new])
    names = [n.get_name() for n in stree.nodes()]
    assert "sub" not in names and "relu_1" in names   # 2.10: self.relu is still a field
    expect = ops.relu(net.dense(net.flatten(conv_out)) + 1)
    np.testing.assert_allclose(stree.get_network()(x).asnumpy(), expect.asnumpy(), rtol=1e-5)
    assert stree.unique_name("x") == "x_1"


def test_errors_and_values():
    with pytest.raises(TypeError):
        SymbolTree.create(ops.Neg())
    stree = SymbolTree.create(_Net())
    node = stree.get_node("relu")
    with pytest.raises(RuntimeError):          # 2.10: RuntimeError for a name not in the tree
        stree.before("nonexistent")
    with pytest.raises(ValueError):            # 2.10: inserting a node of the tree again
        stree.insert(stree.after(node), node)
    with pytest.raises(RuntimeError):          # 2.10: nothing goes before the inputs
        stree.insert(stree.before(stree.get_inputs()[0]),
                     Node.create_call_cell(nn.ReLU(), ["y"], [ScopedValue.create_naming_value("x")]))
    with pytest.raises(TypeError):
        Node.create_call_cell(nn.ReLU(), targets="x")
    assert str(ScopedValue.create_naming_value("conv", "self")) == "self.conv"
    assert ScopedValue.create_variable_value((1, 2.0)).type == ValueType.TupleValue
    assert str(ScopedValue.create_name_values(["z", "z_1"], ["self", "self"])) == "[self.z, self.z_1]"
    with pytest.raises(ValueError):
        ScopedValue.create_name_values(["z"], ["a", "b"])


class _Chain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)
        self.bn = nn.BatchNorm1d(4)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.dense(x)
        x = self.bn(x)
        x = self.relu(x)
        return x


def test_pattern_engine_replaces_a_chain():
    from minicell.rewrite import PatternEngine, Replacement

    class BnReluToTanh(Replacement):
        def build(self, pattern, is_chain_pattern, matched):
            assert is_chain_pattern and pattern.type() is nn.ReLU
            bn = matched[pattern.get_inputs()[0].name()]
            relu = matched[pattern.name()]
            return [Node.create_call_cell(nn.Tanh(), relu.get_targets(), bn.get_args())]

    net = _Chain()
    stree = SymbolTree.create(net)
    assert PatternEngine([nn.BatchNorm1d, nn.ReLU], BnReluToTanh()).apply(stree)
    # 2.10: the new node is named after its Cell class, bn and relu are gone
    assert [n.get_name() for n in stree.nodes()] == ["input_x", "dense", "Tanh", "return"]
    tanh = stree.get_node("Tanh")
    assert [n.get_name() for n in tanh.get_inputs()] == ["dense"]
    x = Tensor(np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4))
    np.testing.assert_allclose(stree.get_network()(x).asnumpy(), ops.tanh(net.dense(x)).asnumpy(), rtol=1e-6)
    assert not PatternEngine([nn.BatchNorm1d], BnReluToTanh()).apply(stree)
    with pytest.raises(TypeError):
        PatternEngine([int], BnReluToTanh())


class _Containers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([nn.Dense(4, 4), nn.ReLU(), _Sub()])
        self.blocks = nn.CellList([nn.Tanh(), nn.Sigmoid()])

    def construct(self, x):
        x = self.seq(x)
        for block in self.blocks:
            x = block(x)
        return x


def test_cell_containers():
    net = _Containers()
    x = Tensor(np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4))
    expect = net(x).asnumpy()
    stree = SymbolTree.create(net)
    seq = stree.get_node("seq")
    assert seq.get_node_type() == NodeType.CellContainer
    # 2.10: one node per cell, named after its class; user cells are sub-trees
    elements = seq.get_handler().node_list
    assert [n.get_name() for n in elements] == ["Dense", "ReLU", "_Sub"]
    assert elements[2].get_node_type() == NodeType.Tree
    assert [n.get_name() for n in Node(elements[1]).get_inputs()] == ["Dense"]
    blocks = stree.get_node("self.blocks")
    assert [n.get_name() for n in blocks.get_handler().nodes()] == ["Tanh", "Sigmoid"]
    # drop the ReLU, put a Tanh in front of the sub-network, drop the CellList's Sigmoid
    stree.erase(Node(elements[1]))
    new = Node.create_call_cell(nn.Tanh(), ["x"], [ScopedValue.create_naming_value("x")], name="tanh")
    stree.insert(stree.after(Node(seq.get_handler().node_list[0])), new)
    stree.erase(stree.get_node("Sigmoid"))
    code = stree.get_code()
    # 2.10: sub-networks wrapped at their places first, then the edits in order
    assert "self.seq[2] = _SubOpt(self.seq[2])\n        del self.seq[1]\n        self.seq._insert(1, self.tanh)" in code
    assert "del self.blocks[1]" in code
    assert "self_blocks = self.blocks\n        for block in self_blocks:" in code
    new_net = stree.get_network()
    want = ops.tanh(net.seq[2](ops.tanh(net.seq[0](x))))
    np.testing.assert_allclose(new_net(x).asnumpy(), want.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(stree.get_network()(x).asnumpy(), want.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(net(x).asnumpy(), expect, rtol=1e-6)   # minicell: the original is untouched


class _Branches(nn.Cell):
    MODE = "fast"

    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.tanh = nn.Tanh()
        self.scale = 2

    def construct(self, x):
        if _Branches.MODE == "fast":
            x = self.relu(x)
        else:
            x = self.tanh(x)
        n = 2
        while n > 0:
            x = x * self.scale
            n -= 1
        else:
            x = x + 1
        if x.sum() > 0:
            x = self.tanh(x)
        return x


def test_control_flow_nodes_erase_and_static_flatten():
    net = _Branches()
    x = Tensor(np.array([[-1.0, 0.5]], np.float32))
    stree = SymbolTree.create(net)
    # 2.10: the while test is kept whole (read on every turn), its else block is a node too
    assert [n.get_name() for n in stree.nodes()] == [
        "input_x", "compare_eq", "if_node", "else_node", "constant_assign", "while_node",
        "while_else_node", "sum", "compare_gt", "if_node_1", "return"]
    assert len(stree.get_node("while_node").get_handler().nodes()) == 2
    assert stree.get_node("binop_mult").get_handler().get_node_manager() is \
        stree.get_node("while_node").get_handler()
    stree.flatten_static_if_control_flow()       # MODE is a class variable: the `if` goes
    code = stree.get_code()
    assert "x = self.relu(x)" in code and "x = self.tanh(x)\n        n = 2" not in code
    assert "while n > 0:" in code and "compare_var = " not in code.split("def construct")[1].split("n = 2")[0]
    y = ops.relu(x) * 4 + 1
    np.testing.assert_allclose(stree.get_network()(x).asnumpy(), ops.tanh(y).asnumpy(), rtol=1e-6)
    stree.erase(stree.get_node("while_node"))    # 2.10: `pass` stands for the erased body
    code = stree.get_code()
    assert "while n > 0:\n            pass\n        else:\n            x = x + 1" in code


def test_add_input_and_kwarg_to_a_sub_tree():
    stree = SymbolTree.create(_Net())
    sub = stree.get_node("sub")
    subtree = sub.get_sub_tree()
    subtree.insert(subtree.after(subtree.get_inputs()[-1]), Node.create_input("scale"))
    sub.get_handler().append_kwarg({"scale": ScopedValue.create_naming_value("x")})
    code = stree.get_code()
    # 2.10: an added input defaults to None
    assert "def construct(self, x, scale=None):" in code and "x = self.sub(x, scale=x)" in code
    # arguments by the callee's parameter names, extra positionals as args_<i>
    dense = subtree.get_node("dense").get_handler()
    assert list(dense.get_normalized_args()) == ["x"]


def test_ast_helpers():
    import ast
    from minicell.rewrite.ast_helpers import AstFinder, AstReplacer
    from minicell.rewrite.ast_helpers.ast_flattener import AstFlattener
    source = ("class Net:\n    def construct(self, x):\n        y = self.relu(x * 2 + 1)\n"
              "        return Net.scale(y) + 1\n")
    tree = ast.parse(source)
    assert len(AstFinder(tree).find_all(ast.Assign)) == 1
    assert len(AstFinder(tree).find_all((ast.Assign, ast.Attribute))) == 3
    replacer = AstReplacer(tree)
    replacer.replace_all("Net", "NetOpt")
    assert ast.unparse(tree).count("NetOpt") == 2
    replacer.undo_all()
    assert "NetOpt" not in ast.unparse(tree)
    AstFlattener().transform(tree)
    # 2.10: one operation per statement (2.10 numbers the temporaries from the last statement
    # up, minicell from the first down: compared without the numbers)
    import re
    lines = re.sub(r"_var_\d+", "_var", ast.unparse(tree.body[0].body[0])).splitlines()[1:]
    assert lines == ["    mult_var = x * 2", "    add_var = mult_var + 1", "    y = self.relu(add_var)",
                     "    scale_var = Net.scale(y)", "    add_var = scale_var + 1", "    return add_var"]
