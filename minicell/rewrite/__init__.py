"""mindspore.rewrite: edit a network's source as a tree of nodes and rebuild it.

`SymbolTree.create(net)` parses `net.construct` into Nodes; insert, erase and replace them,
then `get_code()` shows the regenerated source and `get_network()` builds the new network.

Example:
    >>> import minicell.nn as nn
    >>> from minicell.rewrite import SymbolTree
    >>> class Net(nn.Cell):
    ...     def __init__(self):
    ...         super().__init__()
    ...         self.relu = nn.ReLU()
    ...     def construct(self, x):
    ...         return self.relu(x)
    >>> stree = SymbolTree.create(Net())        # doctest: +SKIP
    >>> [n.get_name() for n in stree.nodes()]   # doctest: +SKIP
    ['input_x', 'relu', 'return']
"""
from minicell.rewrite.api.scoped_value import ScopedValue, ValueType
from minicell.rewrite.api.symbol_tree import SymbolTree
from minicell.rewrite.api.node import Node
from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.api.pattern_engine import PatternEngine, PatternNode, VarNode, Replacement
from minicell.rewrite import common, parsers

__all__ = ["SymbolTree", "Node", "NodeType", "ScopedValue", "ValueType"]
