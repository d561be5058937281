"""PatternEngine: find sub-graphs of a SymbolTree by node types and replace them.

A pattern is a tree of PatternNodes read backwards from its root: the root matches a node,
its inputs match that node's inputs. `PatternEngine.apply` walks the tree from its inputs
along users; where the pattern matches (and no matched node but the root is read from
outside the match), the Replacement's nodes replace the root and the other matched nodes
are erased.

Example:
    >>> import minicell.nn as nn
    >>> from minicell.rewrite import PatternEngine, Replacement, Node
    >>> class BnToRelu(Replacement):
    ...     def build(self, pattern, is_chain_pattern, matched):
    ...         bn = matched[pattern.name()]
    ...         return [Node.create_call_cell(nn.ReLU(), bn.get_targets(), bn.get_args(), name="relu")]
    >>> engine = PatternEngine([nn.BatchNorm2d], BnToRelu())
    >>> engine.apply(stree)                     # doctest: +SKIP
"""
import abc
from collections import OrderedDict
from typing import Type

from minicell import _checkparam as Validator
from minicell.rewrite.api.node import Node
from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.api.symbol_tree import SymbolTree


class PatternNode:
    """One node of a pattern: a name, the type it matches and its input PatternNodes."""

    def __init__(self, pattern_node_name: str, match_type: Type = Type[None], inputs=None):
        Validator.check_value_type("pattern_node_name", pattern_node_name, [str], "PatternNode")
        if inputs is not None:
            Validator.check_element_type_of_iterable("inputs", inputs, [PatternNode], "PatternNode")
        self._name = pattern_node_name
        self._type = match_type
        self._inputs = [] if inputs is None else inputs

    @staticmethod
    def from_node(node):
        """A PatternNode named after `node`'s first target, matching its Cell type."""
        Validator.check_value_type("node", node, [Node], "PatternNode")
        pattern = PatternNode(node.get_targets()[0])
        if node.get_node_type() is NodeType.CallCell:
            pattern._type = node.get_instance_type()
        return pattern

    @staticmethod
    def create_pattern_from_node(node):
        """The pattern of `node` and, recursively, of its inputs."""
        Validator.check_value_type("node", node, [Node], "PatternNode")
        pattern = PatternNode.from_node(node)
        pattern._inputs = [PatternNode.create_pattern_from_node(i) for i in node.get_inputs()]
        return pattern

    @staticmethod
    def create_pattern_from_list(type_list):
        """A chain pattern: each type reads the output of the one before; returns the last."""
        Validator.check_value_type("type_list", type_list, [list], "PatternNode")
        last = None
        for i, cell_type in enumerate(type_list):
            last = PatternNode(f"{i}-{cell_type}", cell_type, [last] if last is not None else [])
        return last

    def add_input(self, node):
        Validator.check_value_type("node", node, [PatternNode], "PatternNode")
        self._inputs.append(node)

    def set_inputs(self, inputs):
        Validator.check_element_type_of_iterable("inputs", inputs, [PatternNode], "PatternNode")
        self._inputs = inputs

    def match(self, node):
        """Whether `node` calls an instance of this PatternNode's type."""
        Validator.check_value_type("node", node, [Node], "PatternNode")
        return self._type == node.get_instance_type()

    def get_inputs(self):
        return self._inputs

    def name(self):
        return self._name

    def type(self):
        return self._type


class VarNode(PatternNode):
    """A PatternNode that matches any node (a placeholder input of a pattern)."""

    def __init__(self):
        from minicell.nn import Cell
        super().__init__("placeholder", Cell, [])

    def match(self, node):
        return node is not None and node.get_handler() is not None


class Replacement(abc.ABC):
    """Builds the nodes that replace a match: `build(pattern, is_chain_pattern, matched)`."""

    @abc.abstractmethod
    def build(self, pattern, is_chain_pattern, matched):
        """The new nodes for `matched` (pattern-node name -> Node); empty to keep the match."""
        raise NotImplementedError

    def __call__(self, pattern, is_chain_pattern, matched):
        return self.build(pattern, is_chain_pattern, matched)


class PatternEngine:
    """Applies `replacement` wherever `pattern` (a PatternNode, or a list of Cell types) matches."""

    def __init__(self, pattern, replacement=None):
        from minicell.nn import Cell
        from minicell.ops.primitive import Primitive
        Validator.check_value_type("replacement", replacement, [Replacement], "PatternEngine")
        if isinstance(pattern, list):
            for p in pattern:
                if not (isinstance(p, type) and issubclass(p, (Cell, Primitive))):
                    raise TypeError(f"The type of 'pattern' should be one of [Cell, Primitive]"
                                    f"but got '{p}' with type '{type(p).__name__}'.")
            self._is_chain = True
            self._pattern = PatternNode.create_pattern_from_list(pattern)
        else:
            Validator.check_value_type("pattern", pattern, [PatternNode], "PatternEngine")
            self._is_chain = False
            self._pattern = pattern
        self._replacement = replacement

    def pattern(self):
        return self._pattern

    def apply(self, stree):
        """Replace every match in `stree` (and its sub-trees); returns whether it changed."""
        Validator.check_value_type("stree", stree, [SymbolTree], "PatternEngine")
        changed = False
        queue, visited = list(stree.get_inputs()), []
        while queue:
            node = queue.pop(0)
            # a node replaced earlier may come back through an old user list
            if node is None or node in visited or node.get_handler().get_belong_symbol_tree() is None:
                continue
            visited.append(node)
            if node.get_node_type() == NodeType.Tree:
                changed = self.apply(node.get_sub_tree()) or changed
                queue.extend(node.get_users())
                continue
            if node.get_node_type() == NodeType.CellContainer:
                changed = self._apply_in_container(stree, node) or changed
                queue.extend(node.get_users())
                continue
            root = self._replace_match(stree, node)
            if root is None:
                queue.extend(node.get_users())
            else:
                changed = True
                queue.append(root)
        return changed

    def _replace_match(self, stree, node):
        """Replace the match rooted at `node`; the last new node, or None when nothing matched."""
        matched, result = self._match(self._pattern, node)
        new_nodes = []
        if matched and self._no_leak(result) and self._replacement is not None:
            new_nodes = self._replacement(self._pattern, self._is_chain, result)
        if not new_nodes:
            return None
        root = stree.replace(node, new_nodes)
        for other in reversed(list(result.values())):
            if other != node:
                stree.erase(other)
        return root

    def _apply_in_container(self, stree, container):
        """Apply to the cells of a SequentialCell/CellList (each reads the one before)."""
        changed = False
        for element in container.get_handler().nodes():
            if element.get_belong_symbol_tree() is None:      # erased by an earlier match
                continue
            if element.get_node_type() == NodeType.Tree:
                changed = self.apply(Node(element).get_sub_tree()) or changed
            elif self._replace_match(stree, Node(element)) is not None:
                changed = True
        return changed

    def _match(self, pattern, node):
        """(matched, pattern-node name -> Node) for `pattern` rooted at `node`."""
        if node.get_node_type() not in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Input) or \
                not pattern.match(node):
            return False, OrderedDict()
        if isinstance(pattern, VarNode):
            return True, OrderedDict()
        wanted, inputs = pattern.get_inputs(), node.get_inputs()
        if not wanted:
            return True, OrderedDict({pattern.name(): node})
        if len(wanted) != len(inputs):
            return False, OrderedDict()
        result = OrderedDict()
        for sub_pattern, sub_node in zip(wanted, inputs):
            ok, sub = self._match(sub_pattern, sub_node)
            if not ok:
                return False, OrderedDict()
            result.update(sub)
        result[pattern.name()] = node
        return True, result

    def _no_leak(self, result):
        """No matched node but the root has a user outside the match (erasing it is safe)."""
        matched = list(result.values())
        return all(user in matched for key, node in result.items() if key != self._pattern.name()
                   for user in node.get_users())
