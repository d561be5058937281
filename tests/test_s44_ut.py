"""Session 44 (ut): MindSpore 2.10's ut tests (tests/ut/python) on minicell."""
import ast
import inspect
import os

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.rewrite import ScopedValue
from minicell.rewrite.node import Node
from minicell.rewrite.symbol_tree import SymbolTree


class _Chain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu1 = nn.ReLU()
        self.relu2 = nn.ReLU()

    def construct(self, x):
        x = self.relu1(x)
        x = self.relu2(x)
        return x


def _hand_built_tree():
    """A SymbolTree built piece by piece, as 2.10's internal API allows."""
    net = _Chain()
    module = ast.parse(inspect.getsource(_Chain))
    cls = module.body[0]
    construct = cls.body[1]
    tree = SymbolTree(net, module)
    tree.set_class_ast(cls)
    tree.set_init_func_ast(cls.body[0])
    tree.set_ast_root(construct)
    tree.append_input_node(ast.arg(arg="x", annotation=None, type_comment=None), "x")
    x = ScopedValue.create_naming_value("x")
    nodes = []
    for i, name in enumerate(("relu1", "relu2")):
        node = Node.create_call_buildin_op(getattr(net, name), construct.body[i], [x],
                                           ScopedValue.create_naming_value(name, "self"), [x], {}, name)
        nodes.append(tree.append_origin_field(node))
    tree.append_origin_field(Node.create_output_node(construct.body[2], [x]))
    return tree, net, nodes


def test_symbol_tree_built_by_hand_keeps_its_ast_and_links():
    tree, net, (relu1, relu2) = _hand_built_tree()
    assert [n.get_name() for n in tree.nodes()] == ["input_x", "relu1", "relu2", "return"]
    assert tree.get_ast_root().name == "construct" and len(tree.get_ast_root().body) == 3
    assert tree.get_class_ast().name == "_Chain" and tree.get_init_func_ast().name == "__init__"
    assert tree.get_node_inputs(relu2) == [relu1]
    users = tree.get_node_users(relu1)
    assert len(users) == 1 and users[0][0] is relu2 and users[0][1] == 0
    out = tree.nodes()[-1]
    assert tree.get_node_users(out) == []
    assert tree.get_node_users(Node.create_output_node(None, [])) == []   # not in this tree
    # an edit rewrites construct's body from the nodes
    tree.erase_node(relu1)
    assert len(tree.get_ast_root().body) == 2
    assert tree.get_node_users(tree.nodes()[0])[0][0] is relu2
    assert tree.globals["nn"] is nn              # the network's module globals by default


def test_save_network_to_file_writes_the_named_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    tree, _, _ = _hand_built_tree()
    assert tree.get_saved_file_name() == "./network_define.py"       # 2.10's default
    tree.save_network_to_file()
    assert "self.relu2(x)" in (tmp_path / "network_define.py").read_text()
    tree.set_saved_file_name("mine")
    tree.save_network_to_file()
    assert tree.get_saved_file_name() == "mine.py" and os.path.isfile(tmp_path / "mine.py")
    x = ms.Tensor([-1.0, 2.0])
    assert tree.get_network()(x).asnumpy().tolist() == [0.0, 2.0]


class _GradOf(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.grad_op = ms.ops.GradOperation()
        self.fn = fn

    def construct(self, x):
        return self.grad_op(self.fn)(x)


@pytest.mark.parametrize("fn, shown", [
    (None, "AbstractNone(Value: None)"),
    (3, "AbstractScalar(Type: Int64, Value: 3, Shape: NoShape)")])
def test_grad_operation_of_a_non_callable_in_a_graph_is_a_runtime_error(fn, shown):
    # 2.10's graph compiler refuses GradOperation()(None) itself (PYNATIVE: its call, TypeError)
    x = ms.Tensor(np.array([2.0], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError) as err:
            _GradOf(fn)(x)
        assert str(err.value).endswith(
            f"For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got {shown}")
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(TypeError, match=f"The fn should be callable, but got {type(fn).__name__}"):
        _GradOf(fn)(x)


def test_custom_aot_constructs_and_loads_at_the_call():
    # 2.10 builds an 'aot' Custom op (its kernel file is loaded when it runs)
    op = ms.ops.Custom("add_custom.so:aclnnAddCustom", lambda x, _: x, lambda x, _: x, func_type="aot")
    assert op.func_type == "aot" and op.attrs["func_type"] == "aot"
    x = ms.Tensor(np.ones(2, np.float32))
    with pytest.raises(RuntimeError, match="couldn't find the AOT binary file: .*add_custom.so"):
        op(x, x)
    # its func must be a string: 2.10 checks that first
    with pytest.raises(TypeError, match="'func': None, 'func' must be of type str, but got <class 'NoneType'>"):
        ms.ops.Custom(None, lambda x, _: x, None, func_type="aot")
    with pytest.raises(NotImplementedError):     # the other kernel types are still refused at once
        ms.ops.Custom("k", (2,), ms.float32, func_type="aicpu")
