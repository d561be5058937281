"""SymbolTree: the public handle on a parsed network (mindspore.rewrite.SymbolTree)."""
from minicell import _checkparam as Validator
from minicell.rewrite.api.node import Node
from minicell.rewrite.symbol_tree import Position, SymbolTreeBuilder, SymbolTree as SymbolTreeImpl


class SymbolTree:
    """A network's construct as nodes that can be inserted, erased and replaced.

    Example:
        >>> from minicell.rewrite import SymbolTree
        >>> stree = SymbolTree.create(net)          # doctest: +SKIP
        >>> new_net = stree.get_network()           # doctest: +SKIP
    """

    def __init__(self, handler):
        Validator.check_value_type("handler", handler, [SymbolTreeImpl], "SymbolTree")
        self._symbol_tree = handler

    @classmethod
    def create(cls, network):
        """Parse `network` (a Cell) into a SymbolTree. Raises TypeError for anything else."""
        from minicell.nn import Cell
        Validator.check_value_type("network", network, [Cell], "SymbolTree")
        return cls(SymbolTreeBuilder(network).build())

    def __eq__(self, other):
        return isinstance(other, SymbolTree) and self._symbol_tree is other._symbol_tree

    def __hash__(self):
        return id(self._symbol_tree)

    def get_handler(self):
        return self._symbol_tree

    def nodes(self, all_nodes: bool = False):
        """A generator over the nodes (with those of control flow, functions, sub-trees if all_nodes)."""
        Validator.check_value_type("all_nodes", all_nodes, [bool], "nodes")
        nodes = self._symbol_tree.all_nodes() if all_nodes else self._symbol_tree.nodes()
        for node in nodes:
            yield Node(node)

    def all_nodes(self, subtree_nodes: bool = True):
        Validator.check_value_type("subtree_nodes", subtree_nodes, [bool], "all_nodes")
        return [Node(n) for n in self._symbol_tree.all_nodes(subtree_nodes)]

    def get_node(self, node_name: str):
        """The node named `node_name`, or None."""
        Validator.check_value_type("node_name", node_name, [str], "SymbolTree")
        node = self._symbol_tree.get_node_from_name(node_name)
        return Node(node) if node is not None else None

    def get_inputs(self):
        return [Node(n) for n in self._symbol_tree.get_input_nodes()]

    def before(self, node):
        """The position just before `node` (a Node or a node name), for `insert`."""
        Validator.check_value_type("node", node, [Node, str], "SymbolTree")
        return self._symbol_tree.before(node.get_handler() if isinstance(node, Node) else node)

    def after(self, node):
        """The position just after `node` (a Node or a node name), for `insert`."""
        Validator.check_value_type("node", node, [Node, str], "SymbolTree")
        return self._symbol_tree.after(node.get_handler() if isinstance(node, Node) else node)

    def insert(self, position, node):
        """Insert `node` at `position` (from `before`/`after`); returns the inserted Node."""
        Validator.check_value_type("position", position, [Position], "SymbolTree")
        Validator.check_value_type("node", node, [Node], "SymbolTree")
        if position.symbol_tree is not self._symbol_tree:
            raise ValueError("Position is not in current SymbolTree.")
        return Node(self._symbol_tree.insert_node(node.get_handler(), position.node, position.before_node))

    def erase(self, node):
        """Erase `node` (a Node or a node name); returns it."""
        Validator.check_value_type("node", node, [Node, str], "SymbolTree")
        return Node(self._symbol_tree.erase_node(node.get_handler() if isinstance(node, Node) else node))

    def replace(self, old_node, new_nodes):
        """Insert `new_nodes` after `old_node`, then erase it; returns the last new node."""
        Validator.check_value_type("old_node", old_node, [Node], "SymbolTree")
        Validator.check_element_type_of_iterable("new_nodes", new_nodes, [Node], "SymbolTree")
        return Node(self._symbol_tree.replace(old_node.get_handler(), [n.get_handler() for n in new_nodes]))

    def set_output(self, index: int, return_value: str):
        Validator.check_value_type("index", index, [int], "SymbolTree")
        Validator.check_value_type("return_value", return_value, [str], "SymbolTree")
        return Node(self._symbol_tree.set_output(return_value, index))

    def dump(self):
        self._symbol_tree.dump()

    def print_node_tabulate(self, all_nodes: bool = False):
        """Print each node's type, name, code, arg providers and target users."""
        Validator.check_value_type("all_nodes", all_nodes, [bool], "print_node_tabulate")
        print(self._symbol_tree.get_node_tabulate(all_nodes))

    def get_code(self):
        """The source of the (possibly edited) network's classes."""
        return self._symbol_tree.get_code()

    def get_network(self):
        """A new network built from the edited source (it shares fields with the original)."""
        return self._symbol_tree.get_network()

    def set_saved_file_name(self, file_name: str):
        Validator.check_value_type("file_name", file_name, [str], "Saving network")
        self._symbol_tree.set_saved_file_name(file_name)

    def get_saved_file_name(self):
        return self._symbol_tree.get_saved_file_name()

    def save_network_to_file(self):
        self._symbol_tree.save_network_to_file()

    def unique_name(self, name: str = "output"):
        """`name`, or `name_n` with the first n that no variable of the tree uses."""
        Validator.check_value_type("name", name, [str], "SymbolTree")
        return self._symbol_tree.unique_name(name)

    def get_origin_network(self):
        return self._symbol_tree.get_origin_network()

    def flatten_static_if_control_flow(self):
        return self._symbol_tree.flatten_static_if_control_flow()


Node._tree_api = SymbolTree
