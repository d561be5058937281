"""The public classes of mindspore.rewrite (SymbolTree, Node, NodeType, ScopedValue)."""
