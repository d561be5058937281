"""compiler.astwalk gives exactly the standard library's results (order and locations included)
on real source: minicell's own compiler and nn modules, parsed fresh for each side."""
import ast
import copy
import inspect

import pytest

from minicell.compiler import astwalk, transform
from minicell.nn.layer import basic

SOURCES = [inspect.getsource(transform), inspect.getsource(basic),
           "match x:\n    case [1, *rest] if rest:\n        pass\n    case {'k': v}:\n        y = v\n"
           "try:\n    a = {**b, 1: c}\nexcept* E as e:\n    raise\nfinally:\n    del d\n"
           "lambda *a, k=1, **kw: (yield from g) if a else [i async for i in b]\n"]


def _names(nodes):
    return [type(n).__name__ + str(getattr(n, "lineno", "")) for n in nodes]


@pytest.mark.parametrize("src", SOURCES, ids=["transform.py", "basic.py", "syntax"])
def test_walk_and_children_match_the_standard_library(src):
    tree = ast.parse(src)
    assert _names(astwalk.walk(tree)) == _names(ast.walk(tree))
    for node in ast.walk(tree):
        assert astwalk.iter_child_nodes(node) == list(ast.iter_child_nodes(node))


def _strip_some_locations(tree):
    """Remove the locations of every third node and set every fifth end position to None."""
    for i, node in enumerate(ast.walk(tree)):
        if "lineno" not in node._attributes:
            continue
        if i % 3 == 0:
            for name in ("lineno", "col_offset", "end_lineno", "end_col_offset"):
                if hasattr(node, name):
                    delattr(node, name)
        elif i % 5 == 0:
            node.end_lineno = node.end_col_offset = None
    return tree


@pytest.mark.parametrize("src", SOURCES, ids=["transform.py", "basic.py", "syntax"])
def test_fix_missing_locations_matches_the_standard_library(src):
    ours = _strip_some_locations(ast.parse(src))
    theirs = copy.deepcopy(ours)
    assert ast.dump(ours, include_attributes=True) == ast.dump(theirs, include_attributes=True)
    assert astwalk.fix_missing_locations(ours) is ours     # the root back, as the stdlib's
    ast.fix_missing_locations(theirs)
    assert ast.dump(ours, include_attributes=True) == ast.dump(theirs, include_attributes=True)
    # a tree with no locations at all takes line 1, column 0 everywhere
    bare = ast.Module(body=[ast.Expr(ast.BinOp(ast.Name("a", ast.Load()), ast.Add(),
                                               ast.Constant(1)))], type_ignores=[])
    astwalk.fix_missing_locations(bare)
    assert {(n.lineno, n.col_offset, n.end_lineno, n.end_col_offset)
            for n in ast.walk(bare) if "lineno" in n._attributes} == {(1, 0, 1, 0)}


def _rewriter(base):
    class Rewrite(base):
        """Removes `pass`, splices each `del` into two statements, renames names, counts
        constants (a visit_Constant of its own) and leaves the rest to generic_visit."""

        def __init__(self):
            self.constants = 0

        def visit_Pass(self, node):
            return None

        def visit_Delete(self, node):
            return [node, ast.Expr(ast.Constant("after del"))]

        def visit_Name(self, node):
            return ast.copy_location(ast.Name(node.id + "_", node.ctx), node)

        def visit_Constant(self, node):
            self.constants += 1
            return node
    return Rewrite


@pytest.mark.parametrize("src", SOURCES, ids=["transform.py", "basic.py", "syntax"])
def test_node_transformer_matches_the_standard_library(src):
    ours, theirs = _rewriter(astwalk.NodeTransformer)(), _rewriter(ast.NodeTransformer)()
    a, b = ours.visit(ast.parse(src)), theirs.visit(ast.parse(src))
    assert ast.dump(a, include_attributes=True) == ast.dump(b, include_attributes=True)
    assert ours.constants == theirs.constants > 0
    assert not any(isinstance(n, ast.Pass) for n in ast.walk(a))


def test_node_visitor_dispatch_is_per_class_and_skips_deprecated_shims():
    class Calls(astwalk.NodeVisitor):
        def __init__(self):
            self.seen = []

        def visit_Call(self, node):
            self.seen.append(ast.unparse(node.func))
            self.generic_visit(node)

    class Subclass(Calls):
        def visit_Call(self, node):
            self.seen.append("sub")

    tree = ast.parse("f(g(1), 'x')\nh()")
    base, sub = Calls(), Subclass()
    base.visit(tree)
    sub.visit(tree)
    assert base.seen == ["f", "g", "h"]
    assert sub.seen == ["sub", "sub"]     # the subclass's own method, not the cached base one
