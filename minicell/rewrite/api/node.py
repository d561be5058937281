"""Node: the public handle on one statement of a SymbolTree (mindspore.rewrite.Node)."""
from types import FunctionType

from minicell import _checkparam as Validator
from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.api.scoped_value import ScopedValue
from minicell.rewrite.node import Node as NodeImpl
from minicell.rewrite.symbol_tree import SymbolTreeBuilder


class Node:
    """One statement: a Cell/Primitive/function call, a math op, an input, a return, ...

    Example:
        >>> import minicell.nn as nn
        >>> from minicell.rewrite import Node, ScopedValue
        >>> node = Node.create_call_cell(nn.ReLU(), ["x"], [ScopedValue.create_naming_value("x")],
        ...                              name="new_relu")
        >>> node.get_node_type()
        <NodeType.CallCell: 1>
    """

    _tree_api = None      # the public SymbolTree class (api.symbol_tree sets it: no import cycle)

    def __init__(self, node):
        self._node = node

    def __eq__(self, other):
        return isinstance(other, Node) and self._node is other._node

    def __hash__(self):
        return id(self._node)

    @staticmethod
    def create_call_cell(cell, targets, args=None, kwargs=None, name: str = "", is_sub_net: bool = False):
        """A node `targets = self.<name>(*args, **kwargs)` calling `cell` (a Tree if is_sub_net)."""
        from minicell.nn import Cell
        from minicell.ops.primitive import Primitive
        Validator.check_value_type("cell", cell, [Cell, Primitive], "Node")
        Validator.check_element_type_of_iterable("targets", targets, [ScopedValue, str], "Node")
        Validator.check_value_type("name", name, [str], "Node")
        Validator.check_value_type("is_sub_net", is_sub_net, [bool], "Node")
        if args is not None:
            Validator.check_element_type_of_iterable("args", args, [ScopedValue], "Node")
        if kwargs is not None:
            Validator.check_element_type_of_dict("kwargs", kwargs, [str], [ScopedValue], "Node")
        node = NodeImpl.create_call_op(cell, None, targets, args, kwargs, name, is_sub_net)
        if node.get_node_type() == NodeType.Tree:
            node.symbol_tree = SymbolTreeBuilder(cell).build()
        return Node(node)

    @staticmethod
    def create_call_function(function, targets, args=None, kwargs=None):
        """A node `targets = function(*args, **kwargs)` (the function's body is not parsed)."""
        Validator.check_value_type("function", function, [FunctionType, type, type(abs)], "create_call_function")
        Validator.check_element_type_of_iterable("targets", targets, [ScopedValue, str], "create_call_function")
        if args is not None:
            Validator.check_element_type_of_iterable("args", args, [ScopedValue], "create_call_function")
        if kwargs is not None:
            Validator.check_element_type_of_dict("kwargs", kwargs, [str], [ScopedValue], "create_call_function")
        return Node(NodeImpl._create_call_function(function, targets, args, kwargs))

    @staticmethod
    def create_input(param_name: str, default=None):
        """An input node: a new parameter `param_name` (with `default`) of the function."""
        Validator.check_value_type("param_name", param_name, [str], "Node")
        if default is not None:
            Validator.check_value_type("default", default, [ScopedValue], "Node")
        return Node(NodeImpl.create_input_node(None, param_name, default, name=f"input_{param_name}"))

    def get_handler(self):
        return self._node

    def get_inputs(self):
        """The nodes whose outputs this node reads."""
        return [Node(n) for n in self._node.get_inputs()]

    def get_users(self):
        """The nodes that read this node's outputs."""
        return [Node(n) for n in self._node.get_users()]

    def set_arg(self, index: int, arg):
        """Make argument `index` read `arg` (a ScopedValue or a variable name)."""
        Validator.check_value_type("index", index, [int], "Node")
        Validator.check_value_type("arg", arg, [ScopedValue, str], "Node")
        tree = self._node.get_belong_symbol_tree()
        if tree is None:
            self._node.set_arg(arg, index)
        else:
            tree.set_node_arg(self._node, index, arg)

    def set_arg_by_node(self, arg_idx: int, src_node, out_idx=None):
        """Make argument `arg_idx` read output `out_idx` of `src_node`."""
        Validator.check_value_type("arg_idx", arg_idx, [int], "Node")
        Validator.check_value_type("src_node", src_node, [Node], "Node")
        if out_idx is not None:
            Validator.check_value_type("out_idx", out_idx, [int], "Node")
        tree = self._node.get_belong_symbol_tree()
        if tree is None:
            self._node.set_arg_by_node(arg_idx, src_node._node, out_idx)
        else:
            tree.set_node_arg_by_node(self._node, arg_idx, src_node.get_handler(), out_idx)

    def get_targets(self):
        return self._node.get_targets()

    def get_name(self):
        return self._node.get_name()

    def get_node_type(self):
        return self._node.get_node_type()

    def get_instance_type(self):
        return self._node.get_instance_type()

    def get_instance(self):
        return self._node.get_instance()

    def get_args(self):
        return self._node.get_args()

    def get_kwargs(self):
        return self._node.get_kwargs()

    def get_symbol_tree(self):
        """The SymbolTree holding this node, or None."""
        tree = self._node.get_belong_symbol_tree()
        return self._tree_api(tree) if tree else None

    def get_sub_tree(self):
        """The SymbolTree of the sub-network a `NodeType.Tree` node calls."""
        if self.get_node_type() != NodeType.Tree:
            raise TypeError("For get_sub_tree, the type of node should be 'NodeType.Tree', "
                            f"but got {self.get_node_type()}")
        if self._node.symbol_tree is None:
            raise AttributeError(f"For get_sub_tree, no symbol tree is stroed in node {self.get_name()}.")
        return self._tree_api(self._node.symbol_tree)

    def set_attribute(self, key: str, value):
        Validator.check_value_type("key", key, [str], "Node attribute")
        self._node.set_attribute(key, value)

    def get_attributes(self):
        return self._node.get_attributes()

    def get_attribute(self, key: str):
        Validator.check_value_type("key", key, [str], "Node attribute")
        return self._node.get_attribute(key)

    def get_arg_providers(self):
        return {i: (Node(n), k) for i, (n, k) in self._node.get_arg_providers().items()}

    def get_target_users(self, index=-1):
        Validator.check_value_type("index", index, [int], "get_target_users")
        if index == -1:
            return {i: [(Node(n), k) for n, k in us] for i, us in self._node.get_target_users().items()}
        return [(Node(n), k) for n, k in self._node.get_target_users(index)]
