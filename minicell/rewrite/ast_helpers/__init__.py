"""AST utilities of rewrite: find nodes by type, rename symbols, flatten nested expressions."""
import ast

from minicell.rewrite.ast_helpers.ast_flattener import AstFlattener

__all__ = ["AstFinder", "AstReplacer", "AstFlattener"]


class AstFinder(ast.NodeVisitor):
    """Collects the nodes of one or more AST types under a root.

    Example:
        >>> import ast
        >>> len(AstFinder(ast.parse("a = 1\\nb = a")).find_all(ast.Assign))
        2
    """

    def __init__(self, node):
        self._root = node
        self._types = ()
        self._results = []

    def generic_visit(self, node):
        if isinstance(node, self._types):
            self._results.append(node)
        super().generic_visit(node)

    def find_all(self, ast_types):
        """Every node under the root that is an instance of `ast_types` (a type or tuple)."""
        self._types = ast_types if isinstance(ast_types, tuple) else (ast_types,)
        self._results = []
        self.visit(self._root)
        return self._results


class AstReplacer(ast.NodeTransformer):
    """Renames a symbol (names, attributes, class and function names) in place; `undo_all`
    puts every renamed spelling back.

    Example:
        >>> import ast
        >>> tree = ast.parse("x = Net()")
        >>> AstReplacer(tree).replace_all("Net", "NetOpt")
        >>> ast.unparse(tree)
        'x = NetOpt()'
    """

    def __init__(self, node):
        self._root = node
        self._src = ""
        self._dst = ""
        self._trace = []        # (node, field, old value) of every change, for undo

    def _rename(self, node, field):
        if getattr(node, field) == self._src:
            self._trace.append((node, field, self._src))
            setattr(node, field, self._dst)

    def visit_ClassDef(self, node):
        self._rename(node, "name")
        return self.generic_visit(node)

    def visit_FunctionDef(self, node):
        self._rename(node, "name")
        return self.generic_visit(node)

    def visit_Name(self, node):
        self._rename(node, "id")
        return self.generic_visit(node)

    def visit_Attribute(self, node):
        self._rename(node, "attr")
        return self.generic_visit(node)

    def replace_all(self, src, dst):
        """Rename every `src` under the root to `dst`."""
        self._src, self._dst = src, dst
        self.visit(self._root)

    def undo_all(self):
        """Revert every rename `replace_all` made."""
        for node, field, old in reversed(self._trace):
            setattr(node, field, old)
        self._trace.clear()
