"""Source -> rewrite nodes: each statement of a function becomes one Node.

Nested expressions in calls, operators, `return`, `if` tests and `for` iterables are first
hoisted into temporaries (``fc1_var = self.fc1(x); x = self.relu(fc1_var)``), so every node
reads plain names and constants and the def-use links between nodes are explicit.
"""
import ast
import inspect
import types

from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.api.scoped_value import ScopedValue, ValueType
from minicell.ops.primitive import Primitive
from minicell.rewrite.node import Node, LocalPrim, BINOPS, UNARYOPS, CMPOPS, BOOLOPS, value_from_ast
from minicell.rewrite.common.namespace import is_subtree

_HOISTED = (ast.Call, ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp, ast.Tuple, ast.List, ast.Subscript)


def _temp_base(expr):
    if isinstance(expr, ast.Call):
        func = expr.func
        return func.attr if isinstance(func, ast.Attribute) else \
            func.id if isinstance(func, ast.Name) else "function"
    if isinstance(expr, ast.BinOp):
        return BINOPS.get(type(expr.op), "binop")
    if isinstance(expr, ast.UnaryOp):
        return UNARYOPS.get(type(expr.op), "unaryop")
    if isinstance(expr, ast.Compare):
        return "compare"
    if isinstance(expr, ast.BoolOp):
        return BOOLOPS[type(expr.op)]
    return {ast.Tuple: "tuple", ast.List: "list", ast.Subscript: "subscript"}.get(type(expr), "var")


class FunctionParser:
    """Parses one function's statements into nodes of `tree` (names are unique in the tree)."""

    def __init__(self, tree, owner, fn_globals):
        self.tree = tree
        self.owner = owner            # the network whose `self.x` the function reads
        self.globals = fn_globals
        self.local_prims = {}         # local name -> class of the primitive it was made from

    # ---- expressions ----
    def _simple(self, expr):
        if isinstance(expr, (ast.Name, ast.Constant)):
            return True
        if isinstance(expr, ast.Attribute):
            return self._simple(expr.value) and not isinstance(expr.value, ast.Constant)
        return False

    def hoist(self, expr, out):
        """`expr` as a plain name/constant, with the nodes computing it appended to `out`."""
        if self._simple(expr) or not isinstance(expr, _HOISTED) or \
                (isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Slice)):
            return expr
        if isinstance(expr, (ast.Tuple, ast.List)) and (
                isinstance(getattr(expr, "ctx", None), ast.Store) or
                any(isinstance(e, ast.Starred) for e in expr.elts)):
            return expr
        name = self.tree.unique_target(_temp_base(expr) + "_var")
        out.extend(self.value_nodes([ScopedValue.create_naming_value(name)], expr))
        return ast.Name(id=name, ctx=ast.Load())

    def value_nodes(self, targets, expr):
        """Nodes for `targets = expr` (the last one assigns the targets)."""
        pre = []
        for target in targets:      # a later call of a local primitive reads the latest one
            self.local_prims.pop(str(target), None)
        if isinstance(expr, ast.Call):
            func = expr.func if self._simple(expr.func) else self.hoist(expr.func, pre)
            cls = self._resolve(func)
            if len(targets) == 1 and inspect.isclass(cls) and issubclass(cls, Primitive):
                self.local_prims[str(targets[0])] = cls
            args = [ScopedValue(ValueType.UnsupportedValue, "", ast.unparse(a))
                    if isinstance(a, ast.Starred) else value_from_ast(self.hoist(a, pre))
                    for a in expr.args]
            kwargs = {kw.arg or "**": value_from_ast(self.hoist(kw.value, pre) if kw.arg else kw.value)
                      for kw in expr.keywords}
            return pre + [self.call_node(targets, func, args, kwargs)]
        if isinstance(expr, ast.BinOp):
            args = [value_from_ast(self.hoist(e, pre)) for e in (expr.left, expr.right)]
            op = BINOPS.get(type(expr.op), "op")
            return pre + [Node(NodeType.MathOps, "binop", targets, None, args, None,
                               f"binop_{op}", None, expr.op)]
        if isinstance(expr, ast.UnaryOp):
            args = [value_from_ast(self.hoist(expr.operand, pre))]
            op = UNARYOPS.get(type(expr.op), "op")
            return pre + [Node(NodeType.MathOps, "unaryop", targets, None, args, None,
                               f"unaryop_{op}", None, expr.op)]
        if isinstance(expr, ast.Compare):
            args = [value_from_ast(self.hoist(e, pre)) for e in [expr.left] + expr.comparators]
            op = CMPOPS.get(type(expr.ops[0]), "op")
            return pre + [Node(NodeType.MathOps, "compare", targets, None, args, None,
                               f"compare_{op}", None, expr.ops)]
        if isinstance(expr, ast.BoolOp):
            # only the first operand is always evaluated: the others stay inline (short circuit)
            args = [value_from_ast(self.hoist(expr.values[0], pre))] + [value_from_ast(e) for e in expr.values[1:]]
            op = BOOLOPS[type(expr.op)]
            return pre + [Node(NodeType.MathOps, "boolop", targets, None, args, None,
                         f"boolop_{op}", None, expr.op)]
        if isinstance(expr, (ast.Tuple, ast.List)) and not any(isinstance(e, ast.Starred) for e in expr.elts):
            kind = "tuple" if isinstance(expr, ast.Tuple) else "list"
            args = [value_from_ast(self.hoist(e, pre)) for e in expr.elts]
            return pre + [Node(NodeType.CallMethod, kind, targets, None, args, None, kind)]
        if isinstance(expr, ast.Subscript):
            args = [value_from_ast(self.hoist(expr.value, pre)), value_from_ast(expr.slice)]
            return pre + [Node(NodeType.CallMethod, "subscript", targets, None, args, None,
                               str(targets[0]) if len(targets) == 1 else "subscript")]
        kind_name = {ast.Name: "name_assign", ast.Attribute: "attribute_assign",
                     ast.Constant: "constant_assign"}.get(type(expr), "assign")
        return [Node(NodeType.CallMethod, "expr", targets, None, [value_from_ast(expr)], None, kind_name)]

    def _resolve(self, func):
        """The object a callable expression names (None when it is not a global or a field)."""
        if isinstance(func, ast.Name):
            return self.globals.get(func.id, getattr(__builtins__, func.id, None)
                                    if not isinstance(__builtins__, dict) else __builtins__.get(func.id))
        if isinstance(func, ast.Attribute):
            if isinstance(func.value, ast.Name) and func.value.id == "self":
                try:
                    return getattr(self.owner, func.attr, None) if self.owner is not None else None
                except Exception:      # pylint: disable=broad-except  (a property that fails)
                    return None
            base = self._resolve(func.value)
            if isinstance(base, types.ModuleType) or inspect.isclass(base):
                return getattr(base, func.attr, None)
        return None

    def call_node(self, targets, func, args, kwargs):
        from minicell.nn import Cell
        is_self = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self"
        obj = self._resolve(func)
        func_value = value_from_ast(func)
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) \
            else "function"
        if is_self and isinstance(obj, Cell):
            node = Node.create_call_op(obj, None, targets, args, kwargs, name, is_subtree(obj))
            node.set_func(func_value)
            if node.get_node_type() == NodeType.Tree:
                self.tree.build_subtree(node)
            elif node.get_node_type() == NodeType.CellContainer:
                node.body = self.container_elements(obj)
            return node
        if is_self and isinstance(obj, Primitive):
            return Node(NodeType.CallPrimitive, "call", targets, func_value, args, kwargs, name, obj)
        if isinstance(func, ast.Name) and func.id in self.local_prims:
            return Node(NodeType.CallPrimitive, "call", targets, func_value, args, kwargs, name,
                        LocalPrim(self.local_prims[func.id]))
        node = Node(NodeType.CallFunction, "call", targets, func_value, args, kwargs, name,
                    obj.__func__ if isinstance(obj, (staticmethod, classmethod)) else obj)
        if is_self or isinstance(func, ast.Name):    # not functions read off classes or modules
            self.tree.maybe_expand_function(node, is_self)
        return node

    def container_elements(self, cells):
        """One node per cell of a SequentialCell/CellList/list: each reads the one before."""
        out = []
        for cell in cells:
            user = is_subtree(cell)
            node = Node.create_call_op(cell, None, ["x"], [ScopedValue.create_naming_value("x")], None,
                                       type(cell).__name__, user)
            node.kind = "element"
            node.orig_index = len(out)
            if user:
                self.tree.build_subtree(node)
            out.append(node)
        return out

    def _cell_sequence(self, expr):
        """The cells `self.<name>` holds when it is a CellList/SequentialCell or list of Cells."""
        from minicell.nn import Cell, SequentialCell, CellList
        if not (isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and expr.value.id == "self"):
            return None
        obj = getattr(self.owner, expr.attr, None) if self.owner is not None else None
        if isinstance(obj, (SequentialCell, CellList)) or (
                isinstance(obj, (list, tuple)) and obj and all(isinstance(c, Cell) for c in obj)):
            return list(obj)
        return None

    # ---- statements ----
    def parse_body(self, stmts):
        nodes = []
        for stmt in stmts:
            nodes.extend(self.parse_stmt(stmt))
        return nodes

    def _targets(self, target):
        if isinstance(target, (ast.Name, ast.Attribute)) and self._simple(target):
            return [value_from_ast(target)]
        if isinstance(target, (ast.Tuple, ast.List)) and all(
                isinstance(e, ast.Name) or (isinstance(e, ast.Attribute) and self._simple(e))
                for e in target.elts):
            return [value_from_ast(e) for e in target.elts]
        return None

    def _chained(self, stmt):
        """`a = b = value` as 2.10 splits it: `b = value`, then `a = b` (the last target first;
        a target read back as a tuple of its names)."""
        targets = [self._targets(t) for t in stmt.targets]
        if any(t is None for t in targets):
            return None
        nodes = self.value_nodes(targets[-1], stmt.value)
        for i in range(len(stmt.targets) - 2, -1, -1):
            source = ast.fix_missing_locations(ast.parse(ast.unparse(stmt.targets[i + 1]),
                                                         mode="eval").body)
            nodes += self.value_nodes(targets[i], source)
        return nodes

    def parse_stmt(self, stmt):
        pre = []
        if isinstance(stmt, ast.Assign):
            nodes = self._chained(stmt)
            if nodes is not None:
                return nodes
        elif isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
            value = value_from_ast(self.hoist(stmt.value, pre))
            op = BINOPS.get(type(stmt.op), "op")
            return pre + [Node(NodeType.MathOps, "augassign", [stmt.target.id], None,
                               [ScopedValue.create_naming_value(stmt.target.id), value], None,
                               f"augassign_{op}", None, stmt.op)]
        elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
            return self.value_nodes([], stmt.value)
        elif isinstance(stmt, ast.Return):
            if stmt.value is None:
                return [Node(NodeType.Output, "output", [], None, [], None, "return")]
            value = self.hoist(stmt.value, pre)
            return pre + [Node(NodeType.Output, "output", [], None, [value_from_ast(value)], None, "return")]
        elif isinstance(stmt, ast.If):
            test = self.hoist(stmt.test, pre)
            return pre + self._with_else(self._control("if", test, stmt.body, None), stmt, "else_node")
        elif isinstance(stmt, ast.For):
            cells = self._cell_sequence(stmt.iter)
            if cells is not None:      # 2.10: `self_blocks = self.blocks`, a CellContainer node
                name = self.tree.unique_target(f"self_{stmt.iter.attr}")
                node = Node(NodeType.CellContainer, "expr", [name], None, [value_from_ast(stmt.iter)], None,
                            f"self.{stmt.iter.attr}", getattr(self.owner, stmt.iter.attr))
                node.body = self.container_elements(cells)
                pre.append(node)
                it = ast.Name(id=name, ctx=ast.Load())
            else:
                it = self.hoist(stmt.iter, pre)
            return pre + self._with_else(self._control("for", it, stmt.body, stmt.target), stmt,
                                         "for_else_node")
        elif isinstance(stmt, ast.While):     # the test is read on every turn: never hoisted
            return self._with_else(self._control("while", stmt.test, stmt.body, None), stmt,
                                   "while_else_node")
        return [Node(NodeType.Python, "python", [], None, [], None, type(stmt).__name__, None, stmt)]

    def _with_else(self, node, stmt, else_name):
        """`node`, and the ControlFlow node of its `else:` block when it has one."""
        if not stmt.orelse:
            return [node]
        other = Node(NodeType.ControlFlow, "else", [], None, list(node.get_args()), None, else_name,
                     None, node.kind)
        other.body = self.parse_body(stmt.orelse)
        other.loop_target = node.ast_node
        node.partner, other.partner = other, node
        return [node, other]

    def _control(self, kind, test, body, target):
        node = Node(NodeType.ControlFlow, kind, [], None, [value_from_ast(test)], None,
                    f"{kind}_node", None, target)
        node.body = self.parse_body(body)
        return node

    def parse_function(self, fn_ast):
        """Input nodes for the parameters (after `self`), then the body's nodes."""
        nodes = []
        params = fn_ast.args.posonlyargs + fn_ast.args.args
        defaults = [None] * (len(params) - len(fn_ast.args.defaults)) + list(fn_ast.args.defaults)
        for i, (param, default) in enumerate(zip(params, defaults)):
            if i == 0 and param.arg == "self" and self.owner is not None:
                continue
            self.tree.add_target_name(param.arg)
            nodes.append(Node.create_input_node(param, param.arg,
                                                value_from_ast(default) if default is not None else None))
        for name in _assigned_names(fn_ast):
            self.tree.add_target_name(name)
        body = fn_ast.body
        if ast.get_docstring(fn_ast, clean=False) is not None:   # 2.10 drops the docstring
            body = body[1:]
        return nodes + self.parse_body(body)


def _assigned_names(fn_ast):
    return {n.id for n in ast.walk(fn_ast) if isinstance(n, ast.Name)} | \
        {a.arg for a in ast.walk(fn_ast) if isinstance(a, ast.arg)}


def function_ast(func):
    """The dedented FunctionDef of `func`'s source."""
    import textwrap
    source = textwrap.dedent(inspect.getsource(func))
    fn_ast = ast.parse(source).body[0]
    fn_ast.decorator_list = []
    return fn_ast
