"""``ast.walk``, ``ast.iter_child_nodes``, ``ast.NodeVisitor``, ``ast.NodeTransformer`` and
``ast.fix_missing_locations`` with the same results and order, without their per-node generator
and string work.

The conversion of a function (``compiler.source``) walks its tree some twenty times, and the
standard library's walkers spend most of that time in ``ast.iter_fields``' generator, in the
``'visit_' + name`` lookup of every node and in ``NodeVisitor.visit_Constant`` (which looks for
the ``visit_Num``-style methods Python 3.8 deprecated). These versions read a node's ``_fields``
directly and look a visitor's method up once per (visitor class, node class).

>>> import ast
>>> tree = ast.parse("a = b + 1")
>>> [type(n).__name__ for n in walk(tree)] == [type(n).__name__ for n in ast.walk(tree)]
True
"""
import ast
from collections import deque

_AST = ast.AST
_MISSING = object()


def iter_child_nodes(node):
    """The direct children of ``node`` as a list, in ``ast.iter_child_nodes``' order."""
    out = []
    for name in node._fields:
        value = getattr(node, name, None)
        if isinstance(value, list):
            out.extend([item for item in value if isinstance(item, _AST)])
        elif isinstance(value, _AST):
            out.append(value)
    return out


def walk(node):
    """Every node under ``node`` (itself first), breadth first, as ``ast.walk``."""
    todo = deque([node])
    while todo:
        node = todo.popleft()
        todo.extend(iter_child_nodes(node))
        yield node


def own_scope(node):
    """The nodes of ``node``'s own scope, depth first (nested functions, lambdas and classes
    left out)."""
    for child in iter_child_nodes(node):
        if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                  ast.ClassDef)):
            yield child
            yield from own_scope(child)


def fix_missing_locations(root):
    """``ast.fix_missing_locations``: a node without a line or column takes its parent's
    (the root's default: line 1, column 0); an end position that is missing or None likewise.
    (A node's fields and attributes live in its ``__dict__``; the end positions' class default
    is None.)"""
    todo = [(root, 1, 0, 1, 0)]
    while todo:
        node, line, col, end_line, end_col = todo.pop()
        if "lineno" in node._attributes:
            d = node.__dict__
            line = d.setdefault("lineno", line)
            col = d.setdefault("col_offset", col)
            if d.get("end_lineno") is None:
                d["end_lineno"] = end_line
            else:
                end_line = d["end_lineno"]
            if d.get("end_col_offset") is None:
                d["end_col_offset"] = end_col
            else:
                end_col = d["end_col_offset"]
        # children in reverse onto the stack: depth first in field order, as the standard
        # library's recursion (a node shared by two parents takes the first one's position)
        todo.extend([(child, line, col, end_line, end_col)
                     for child in reversed(iter_child_nodes(node))])
    return root


_METHODS = {}     # (visitor class, node class) -> the visit_<Node> function, or None


def _method(visitor, node):
    key = (visitor.__class__, node.__class__)
    try:
        return _METHODS[key]
    except KeyError:
        fn = getattr(visitor.__class__, "visit_" + node.__class__.__name__, None)
        if fn is ast.NodeVisitor.visit_Constant:    # the deprecated-name shim: nothing to do
            fn = None
        _METHODS[key] = fn
        return fn


class NodeVisitor(ast.NodeVisitor):
    """``ast.NodeVisitor``: ``visit_<Node>`` methods, else ``generic_visit`` of the children."""

    def visit(self, node):
        fn = _method(self, node)
        return self.generic_visit(node) if fn is None else fn(self, node)

    def generic_visit(self, node):
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, _AST):
                        self.visit(item)
            elif isinstance(value, _AST):
                self.visit(value)


class NodeTransformer(NodeVisitor, ast.NodeTransformer):
    """``ast.NodeTransformer``: a visit's result replaces the node (None removes it, a list
    is spliced into the parent's list)."""

    def generic_visit(self, node):
        for name in node._fields:
            old = getattr(node, name, _MISSING)
            if isinstance(old, list):
                new = []
                for value in old:
                    if isinstance(value, _AST):
                        value = self.visit(value)
                        if value is None:
                            continue
                        if not isinstance(value, _AST):
                            new.extend(value)
                            continue
                    new.append(value)
                old[:] = new
            elif isinstance(old, _AST):
                replaced = self.visit(old)
                if replaced is None:
                    delattr(node, name)
                else:
                    setattr(node, name, replaced)
        return node


__all__ = ["fix_missing_locations", "iter_child_nodes", "walk", "NodeVisitor", "NodeTransformer"]
