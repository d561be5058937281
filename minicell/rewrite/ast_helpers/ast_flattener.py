"""AstFlattener: the statement flattening of rewrite's parser, on a bare AST.

Nested calls and operators in the functions of a class (other than `__init__`) are hoisted
into `<name>_var` temporaries, one statement per operation, as `SymbolTree.create` does.
"""
import ast


class _Names:
    """The naming side of a SymbolTree that flattening needs (no parsing of callees)."""

    def __init__(self):
        from minicell.rewrite.symbol_tree import Namer
        self._namer = Namer()

    def add_target_name(self, name):
        self._namer.add_name(name)

    def unique_target(self, name):
        return self._namer.get_name(name)

    def maybe_expand_function(self, node, is_self):
        pass

    def build_subtree(self, node):
        pass


class AstFlattener(ast.NodeTransformer):
    """Flattens each function of each class in an AST (in place)."""

    def visit_FunctionDef(self, node):
        if node.name == "__init__":
            return node
        from minicell.rewrite.node import body_to_ast
        from minicell.rewrite.parser import FunctionParser, _assigned_names
        names = _Names()
        for name in _assigned_names(node):
            names.add_target_name(name)
        parser = FunctionParser(names, None, {})
        node.body = body_to_ast(parser.parse_body(node.body)) or [ast.Pass()]
        return ast.fix_missing_locations(node)

    def transform(self, ast_root):
        """Flatten `ast_root` in place and return it."""
        return self.visit(ast_root)
