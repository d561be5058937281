"""The rewrite SymbolTree: a network's `construct` as an editable list of Nodes.

Nodes sit in lists (construct's, and the bodies of control flow and parsed functions); the
def-use links between them are found by name when asked (a node reads the latest earlier
node of its own list that assigns the name), so an edit never leaves stale links behind.
"""
import ast
import sys
import types

from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.api.scoped_value import ScopedValue, ValueType
from minicell.rewrite.node import Node, walk, body_to_ast
from minicell.rewrite.parser import FunctionParser, function_ast
from minicell.rewrite.static_value import static_value


class Position:
    """Where `SymbolTree.insert` puts a node: before or after `node` of `symbol_tree`."""

    def __init__(self, symbol_tree, node, before_node):
        self.symbol_tree = symbol_tree
        self.node = node
        self.before_node = before_node

    @classmethod
    def create(cls, symbol_tree, node, before_node):
        return cls(symbol_tree, node, before_node)


class Namer:
    """Unique names: `name`, then `name_1`, `name_2`, ..."""

    def __init__(self):
        self.names = set()

    def add_name(self, name):
        self.names.add(name)

    def get_name(self, name):
        if name not in self.names:
            self.names.add(name)
            return name
        i = 1
        while f"{name}_{i}" in self.names:
            i += 1
        self.names.add(f"{name}_{i}")
        return f"{name}_{i}"


class SymbolTree:
    """A parsed network: construct's nodes, its class and the edits made to it."""

    def __init__(self, network, fn_ast, fn_globals=None):
        # 2.10 also builds a tree by hand: SymbolTree(network, module_ast), then set_ast_root etc.
        self._origin_network = network
        self._fn_ast = fn_ast
        self._root_ast = fn_ast if isinstance(fn_ast, ast.FunctionDef) else None
        self._class_ast = self._init_func_ast = None
        if fn_globals is None:
            module = sys.modules.get(type(network).__module__)
            fn_globals = dict(vars(module)) if module is not None else {}
        self.globals = fn_globals
        self._nodes = []
        self._node_namer = Namer()
        self._target_namer = Namer()
        self._expanding = []
        self.inserted_fields = []       # fields new nodes added to the network (`self.<name>`)
        self.modified = False
        self._saved_file_name = "./network_define.py"

    def _changed(self):
        self.modified = True
        self.sync_ast()

    def sync_ast(self):
        """Rewrite construct's AST body from the nodes (the code `get_code` prints)."""
        if self._root_ast is None:
            return
        self._root_ast.body[:] = body_to_ast([n for n in self._nodes if n.kind != "input"])

    # ---- building ----
    def add_target_name(self, name):
        self._target_namer.add_name(name)

    def unique_target(self, name):
        return self._target_namer.get_name(name)

    def unique_name(self, name="output"):
        return self._target_namer.get_name(name)

    def attach(self, nodes, container, parent=None):
        """Give parsed `nodes` unique names and hang them in `container`."""
        for node in nodes:
            node.set_name(self._node_namer.get_name(node.get_name()))
            node.set_belong_symbol_tree(self)
            node.container, node.parent = container, parent
            container.append(node)
            for target in node.get_targets():
                self._target_namer.add_name(str(target))
            if node.body is not None:
                body, node.body = node.body, []
                self.attach(body, node.body, node)

    def build_subtree(self, node):
        """Parse the sub-network a Tree node calls into its own SymbolTree."""
        from minicell.rewrite.parsers import AssignParser
        cell = node.get_instance()
        tree = AssignParser.cached("trees", cell)
        if tree is None:
            tree = SymbolTreeBuilder(cell).build()
            AssignParser.remember("trees", cell, tree)
        node.symbol_tree = tree

    def maybe_expand_function(self, node, is_self):
        """Parse the body of a function or own method that construct calls into `node.body`."""
        from minicell.rewrite.common import namespace
        from minicell.rewrite.parsers import AssignParser
        func = node.get_instance()
        if is_self:
            func = getattr(func, "__func__", None)
            owner_cls = type(self._origin_network)
            if func is None or owner_cls.__dict__.get(func.__name__) is not func:
                return
        elif not isinstance(func, types.FunctionType) or not namespace.is_parsed_function(func) or \
                func.__name__ == "<lambda>":
            return
        if AssignParser.cached("functions", func) is not None:
            return
        if func in self._expanding:
            return
        try:
            fn_ast = function_ast(func)
        except (OSError, TypeError, SyntaxError, IndexError):
            return
        if any(isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) for s in fn_ast.body):
            return      # 2.10: closures are not parsed, the function is called as it is
        self._expanding.append(func)
        try:
            parser = FunctionParser(self, self._origin_network if is_self else None, func.__globals__)
            node.body = parser.parse_function(fn_ast)
        finally:
            self._expanding.pop()
        if not is_self:
            AssignParser.remember("functions", func, node)
        node.fn_ast, node.is_method = fn_ast, is_self

    # ---- building by hand (2.10's internal API: the AST pieces first, then the nodes in order) ----
    def set_class_ast(self, ast_class):
        self._class_ast = ast_class

    def get_class_ast(self):
        return self._class_ast

    def set_init_func_ast(self, ast_init_func):
        self._init_func_ast = ast_init_func

    def get_init_func_ast(self):
        return self._init_func_ast

    def set_ast_root(self, ast_root):
        self._root_ast = ast_root

    def get_ast_root(self):
        return self._root_ast

    def append_input_node(self, ast_node, param_name, default=None):
        """Append an input (construct's parameter `param_name`) node; the AST is left as it is."""
        node = Node.create_input_node(ast_node, param_name, default, name=f"input_{param_name}")
        return self.append_origin_field(node)

    def append_origin_field(self, node):
        """Append `node`, already present in construct's AST, after the last node."""
        self.attach([node], self._nodes)
        return node

    # ---- queries ----
    def get_origin_network(self):
        return self._origin_network

    def get_ori_cls_name(self):
        return type(self._origin_network).__name__

    def get_opt_cls_name(self):
        return self.get_ori_cls_name() + "Opt"

    def nodes(self):
        return list(self._nodes)

    def all_nodes(self, subtree_nodes=True):
        return list(walk(self._nodes, subtree_nodes))

    def get_node(self, name):
        return self.get_node_from_name(name)

    def get_node_from_name(self, name):
        for node in walk(self._nodes):
            if node.get_name() == name:
                return node
        return None

    def get_node_inputs(self, node_or_name):
        """The nodes whose targets `node_or_name` reads ([] for a node of another tree)."""
        node = self._real_node(node_or_name)
        return [] if node is None else node.get_inputs()

    def get_node_users(self, node_or_name):
        """(user, argument index) pairs reading `node_or_name`'s targets ([] for an output node
        or a node of another tree)."""
        node = self._real_node(node_or_name)
        if node is None or node.get_node_type() == NodeType.Output:
            return []
        return [pair for users in node.get_target_users().values() for pair in users]

    def get_input_nodes(self):
        return [n for n in self._nodes if n.get_node_type() == NodeType.Input]

    def get_tree_nodes(self):
        return [n for n in walk(self._nodes) if n.get_node_type() == NodeType.Tree]

    def _real_node(self, node_or_name):
        if isinstance(node_or_name, str):
            return self.get_node_from_name(node_or_name)
        return node_or_name if node_or_name.get_belong_symbol_tree() is self else None

    def before(self, node_or_name):
        # 2.10 checks names only here; a node outside the tree fails when inserting
        node = self._real_node(node_or_name) if isinstance(node_or_name, str) else node_or_name
        if node is None:
            raise RuntimeError("Node is not belong to current SymbolTree: ", node_or_name)
        return Position(self, node, True)

    def after(self, node_or_name):
        node = self._real_node(node_or_name) if isinstance(node_or_name, str) else node_or_name
        if node is None:
            raise RuntimeError("Node is not belong to current SymbolTree: ", node_or_name)
        return Position(self, node, False)

    # ---- edits ----
    def insert_node(self, new_node, base_node, before_node, node_manager=None, insert_to_ast=True):
        """Insert `new_node` before/after `base_node`; its name (and field) made unique."""
        if new_node.get_belong_symbol_tree() is not None:
            raise ValueError(f"Node in the SymbolTree cannot be inserted into SymbolTree again: "
                             f"{new_node.get_name()}")
        stree = base_node.get_belong_symbol_tree()
        if stree is not None and stree is not self:
            raise ValueError(f"Position is not in current SymbolTree, node:{stree.get_ori_cls_name()}, "
                             f"current: {self.get_ori_cls_name()}.")
        container = base_node.container
        if container is None:
            raise ValueError(f"Position is not in current SymbolTree: {base_node.get_name()}")
        index = container.index(base_node)
        if base_node.get_node_type() == NodeType.Input and new_node.get_node_type() != NodeType.Input:
            nxt = container[index + 1] if index + 1 < len(container) else None
            if before_node or (nxt is not None and nxt.get_node_type() == NodeType.Input):
                raise RuntimeError("Can not insert a node before or between parameters:", base_node.get_name())
        self._prepare_inserted(new_node)
        body, new_node.body = new_node.body, None
        tmp = []
        if body is not None:
            new_node.body = body
        self.attach([new_node], tmp, base_node.parent)
        container.insert(index if before_node else index + 1, new_node)
        new_node.container = container
        owner = base_node.parent
        if owner is not None and owner.get_node_type() == NodeType.CellContainer:
            new_node.kind = "element"
            from minicell.nn import SequentialCell
            insert = "_insert" if isinstance(owner.get_instance(), SequentialCell) else "insert"   # as 2.10
            owner.edits.append(f"{owner.container_field()}.{insert}({container.index(new_node)}, "
                               f"{new_node.get_func()})")
        self._changed()
        return new_node

    def _prepare_inserted(self, node):
        """A new call of a Cell/Primitive becomes a field of the network named after the node."""
        instance = node.get_instance()
        if not node.get_name():
            node.set_name(type(instance).__name__ if instance is not None else "node")   # 2.10: "ReLU", "ReLU_1"
        for i, arg in enumerate(node.get_args()):
            node.get_args()[i] = self._name_custom_obj(arg)
        for key, arg in node.get_kwargs().items():
            node.get_kwargs()[key] = self._name_custom_obj(arg)
        if node.get_node_type() in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Tree,
                                    NodeType.CellContainer) and node.get_func() is None:
            base, name, i = node.get_name(), node.get_name(), 0
            while name in self._node_namer.names or hasattr(self._origin_network, name):
                i += 1
                name = f"{base}_{i}"
            node.set_name(name)
            setattr(self._origin_network, name, instance)
            self.inserted_fields.append(name)
            node.set_func(ScopedValue.create_naming_value(name, "self"))
        elif node.get_node_type() == NodeType.CallFunction and node.get_instance() is not None:
            fname = node.get_func().value
            if self.globals.get(fname, node.get_instance()) is not node.get_instance():
                fname = self.unique_target(fname)
                node.set_func(ScopedValue.create_naming_value(fname))
            self.globals.setdefault(fname, node.get_instance())

    def _name_custom_obj(self, arg):
        if isinstance(arg, ScopedValue) and arg.type == ValueType.CustomObjValue:
            name = self.unique_target(type(arg.value).__name__.lower() + "_obj")
            self.globals[name] = arg.value
            return ScopedValue.create_naming_value(name)
        return arg

    def erase_node(self, node_or_name):
        node = self._real_node(node_or_name)
        if node is None:
            raise RuntimeError("Node is not belong to current SymbolTree: ", node_or_name)
        owner = node.parent
        if owner is not None and owner.get_node_type() == NodeType.CellContainer:
            owner.edits.append(f"del {owner.container_field()}[{node.container.index(node)}]")
        node.container.remove(node)
        if node.partner is not None:    # 2.10: the other branch stays, `pass` in the erased one
            node.partner.partner = None
        node.set_belong_symbol_tree(None)
        node.container = None
        self._changed()
        return node

    def replace(self, old_node, new_nodes):
        real = self._real_node(old_node)
        if real is None:
            raise RuntimeError("Old node is not belong to current SymbolTree:", old_node)
        base = real
        for node in new_nodes:
            self.insert_node(node, base, False)
            base = node
        self.erase_node(real)
        return new_nodes[-1]

    def set_node_arg(self, node, index, arg):
        real = self._real_node(node)
        if real is None:
            raise RuntimeError("Node is not belong to current SymbolTree: ", node)
        real.set_arg(arg, index)
        self._changed()

    def set_node_arg_by_node(self, dst_node, arg_idx, src_node, out_idx=None):
        if self._real_node(dst_node) is None:
            raise RuntimeError("dst_node is not belong to current SymbolTree: ", dst_node)
        if src_node.get_belong_symbol_tree() not in (None, self):
            raise RuntimeError("src_node is not belong to current SymbolTree: ", src_node)
        dst_node.set_arg_by_node(arg_idx, src_node, out_idx)
        self._changed()

    def set_node_target(self, node, index, target):
        targets = node.get_targets()
        if not 0 <= index < len(targets):
            raise ValueError(f"Index of node's target should be less than {len(targets)}, but got {index}")
        targets[index] = target if isinstance(target, ScopedValue) else ScopedValue.create_naming_value(target)
        self._changed()

    def set_output(self, return_value, arg_index, return_idx=0):
        returns = [n for n in self._nodes if n.get_node_type() == NodeType.Output]
        if not returns:
            raise RuntimeError("Current node_manager has no output")
        if return_idx >= len(returns):
            raise RuntimeError(f"return_idx {return_idx} should be less than return num {len(returns)}.")
        returns[return_idx].set_arg(return_value, arg_index)
        return returns[return_idx]

    def get_node_tabulate(self, all_nodes=False):
        from minicell.rewrite.codegen import node_table
        return node_table(self, all_nodes)

    def get_code(self):
        from minicell.rewrite.codegen import CodeGenerator
        return CodeGenerator(self).code()

    def get_network(self):
        from minicell.rewrite.codegen import CodeGenerator
        return CodeGenerator(self).network()

    def set_saved_file_name(self, file_name):
        self._saved_file_name = file_name if file_name.endswith(".py") else file_name + ".py"

    def get_saved_file_name(self):
        return self._saved_file_name

    def save_network_to_file(self):
        """Write get_code() to the saved file name, a path relative to the working directory
        (2.10: default ``./network_define.py``)."""
        with open(self._saved_file_name, "w", encoding="utf-8") as f:
            f.write(self.get_code())

    def flatten_static_if_control_flow(self):
        """Replace each `if` whose test is known before running (fields, class variables,
        `context.get_context(...)`, constants) by the branch it takes."""
        self._flatten_static_ifs(self._nodes)
        self._changed()

    def _flatten_static_ifs(self, nodes):
        for node in list(nodes):
            if node.body is not None and node.kind != "if":
                self._flatten_static_ifs(node.body)
            if node.kind != "if" or node.container is not nodes:
                continue
            known, value = static_value(self, node, node.get_args()[0])
            if not known:
                self._flatten_static_ifs(node.body)
                if node.partner is not None:
                    self._flatten_static_ifs(node.partner.body)
                continue
            kept = node.body if value else (node.partner.body if node.partner is not None else [])
            index = nodes.index(node)
            for dropped in [node] + ([node.partner] if node.partner is not None else []):
                nodes.remove(dropped)
                dropped.set_belong_symbol_tree(None)
            for i, inner in enumerate(kept):
                inner.container, inner.parent = nodes, node.parent
                nodes.insert(index + i, inner)
            self._drop_unused(node.get_args()[0], nodes, index)
            self._flatten_static_ifs(nodes)
            return

    def _drop_unused(self, value, nodes, index):
        """Erase the nodes that computed a flattened test when nothing else reads them."""
        if value.type != ValueType.NamingValue or value.scope:
            return
        for provider in reversed(nodes[:index]):
            if value.value in [str(t) for t in provider.get_targets()]:
                if provider.kind in ("call", "compare", "unaryop", "boolop", "binop", "expr") and \
                        not provider.get_users():
                    self.erase_node(provider)
                    for arg in provider.get_args():
                        self._drop_unused(arg, nodes, nodes.index(provider) if provider in nodes else index)
                return

    def dump(self):
        print(self.get_node_tabulate(True))


class SymbolTreeBuilder:
    """Parses a network's construct into a SymbolTree."""

    def __init__(self, network):
        self._network = network

    def build(self):
        cls = type(self._network)
        construct = None
        for klass in cls.__mro__:
            if "construct" in klass.__dict__:
                construct = klass.__dict__["construct"]
                break
        fn_ast = function_ast(construct)
        tree = SymbolTree(self._network, fn_ast, dict(construct.__globals__))
        tree.defining_class = klass
        parser = FunctionParser(tree, self._network, tree.globals)
        tree.attach(parser.parse_function(fn_ast), tree._nodes)
        tree.sync_ast()
        return tree
