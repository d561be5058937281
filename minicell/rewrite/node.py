"""A rewrite Node: one statement of a parsed function (mindspore.rewrite.node).

A Node keeps what its statement means (targets, callable, args, kwargs) rather than the
statement itself, so editing an arg edits the code; `to_ast` regenerates the statement.
Statements rewrite does not model are `NodeType.Python` nodes that keep their AST verbatim.
"""
import ast

from minicell.ops.primitive import Primitive
from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.api.scoped_value import ScopedValue, ValueType

# how a node's statement is rebuilt from its fields
BINOPS = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mult", ast.Div: "div", ast.FloorDiv: "floordiv",
          ast.Mod: "mod", ast.Pow: "pow", ast.MatMult: "matmult", ast.BitAnd: "bitand",
          ast.BitOr: "bitor", ast.BitXor: "bitxor", ast.LShift: "lshift", ast.RShift: "rshift"}
UNARYOPS = {ast.Not: "not", ast.USub: "usub", ast.UAdd: "uadd", ast.Invert: "invert"}
CMPOPS = {ast.Eq: "eq", ast.NotEq: "noteq", ast.Lt: "lt", ast.LtE: "lte", ast.Gt: "gt",
          ast.GtE: "gte", ast.Is: "is", ast.IsNot: "isnot", ast.In: "in", ast.NotIn: "notin"}
BOOLOPS = {ast.And: "and", ast.Or: "or"}


def value_from_ast(expr):
    """The ScopedValue an argument expression stands for (source text where no kind fits)."""
    if isinstance(expr, ast.Constant):
        return ScopedValue(ValueType.ConstantValue, "", expr.value)
    if isinstance(expr, ast.Name):
        return ScopedValue(ValueType.NamingValue, "", expr.id)
    if isinstance(expr, ast.Attribute) and _is_name_chain(expr.value):
        return ScopedValue(ValueType.NamingValue, ast.unparse(expr.value), expr.attr)
    if isinstance(expr, (ast.Tuple, ast.List)) and not any(isinstance(e, ast.Starred) for e in expr.elts):
        kind = ValueType.TupleValue if isinstance(expr, ast.Tuple) else ValueType.ListValue
        box = tuple if isinstance(expr, ast.Tuple) else list
        return ScopedValue(kind, "", box(value_from_ast(e) for e in expr.elts))
    return ScopedValue(ValueType.UnsupportedValue, "", ast.unparse(expr))


def _is_name_chain(expr):
    while isinstance(expr, ast.Attribute):
        expr = expr.value
    return isinstance(expr, ast.Name)


def value_to_ast(value):
    """The expression that reads ScopedValue `value` (or a name or constant given bare)."""
    if isinstance(value, str):
        return ast.parse(value, mode="eval").body
    if not isinstance(value, ScopedValue):
        return ast.Constant(value)
    if value.type == ValueType.ConstantValue:
        return ast.Constant(value.value)
    if value.type == ValueType.NamingValue:
        return ast.parse(str(value), mode="eval").body
    if value.type in (ValueType.TupleValue, ValueType.ListValue):
        box = ast.Tuple if value.type == ValueType.TupleValue else ast.List
        return box(elts=[value_to_ast(v) for v in value.value], ctx=ast.Load())
    if value.type == ValueType.DictValue:
        return ast.Dict(keys=[value_to_ast(k) for k in value.value],
                        values=[value_to_ast(v) for v in value.value.values()])
    if value.type == ValueType.UnsupportedValue:
        return ast.parse(f"_({value.value})", mode="eval").body.args[0]
    raise TypeError(f"For rewrite, a {value.type} argument must be named before code generation "
                    f"(insert its node into a SymbolTree), got: {value}")


def _target_ast(targets):
    elts = [ast.parse(str(t), mode="eval").body for t in targets]
    for e in elts:
        e.ctx = ast.Store()
    return elts[0] if len(elts) == 1 else ast.Tuple(elts=elts, ctx=ast.Store())


def _as_value(arg):
    if isinstance(arg, ScopedValue):
        return arg
    return ScopedValue.create_naming_value(arg)


class Node:
    """One statement of a rewrite function: its kind, outputs, callable and inputs."""

    def __init__(self, node_type, kind, targets=(), func=None, args=(), kwargs=None, name="",
                 instance=None, ast_node=None):
        self._node_type = node_type
        self.kind = kind              # how to_ast rebuilds the statement (see to_ast)
        self._targets = [_as_value(t) for t in targets]
        self._func = func
        self._args = list(args)
        self._kwargs = dict(kwargs or {})
        self._name = name
        self._instance = instance
        self.ast_node = ast_node      # operator for math ops, statement for Python nodes
        self._belong_tree = None
        self.container = None         # the node list holding this node
        self.symbol_tree = None       # sub-network tree of a Tree node / function body
        self.body = None              # node list of a ControlFlow node
        self.partner = None           # the else_node of an if_node, and back
        self.parent = None            # the ControlFlow or CallFunction node around `container`
        self._attributes = {}
        self.edits = []               # a CellContainer's edits, as statements of __init__

    # ---- construction helpers used by the API ----
    @staticmethod
    def create_call_op(op, ast_node, targets, args, kwargs, name, is_sub_net):
        """A `targets = self.<name>(*args, **kwargs)` node calling Cell or Primitive `op`."""
        from minicell.nn import Cell, SequentialCell, CellList
        if isinstance(op, (SequentialCell, CellList)):
            node_type = NodeType.CellContainer
        elif isinstance(op, Cell):
            node_type = NodeType.Tree if is_sub_net else NodeType.CallCell
        else:
            node_type = NodeType.CallPrimitive
        # a Tree node's `symbol_tree` is parsed by whoever creates it (the parser, the API)
        return Node(node_type, "call", targets, None, args or [], kwargs, name, op, ast_node)

    @staticmethod
    def create_call_buildin_op(op, ast_node, targets, func_name, args, kwargs, node_name=""):
        """A `targets = <func_name>(*args, **kwargs)` node calling MindSpore's Cell/Primitive `op`."""
        from minicell.nn import Cell
        node_type = NodeType.CallCell if isinstance(op, Cell) else NodeType.CallPrimitive
        return Node(node_type, "call", targets, func_name, args or [], kwargs, node_name, op, ast_node)

    @staticmethod
    def create_output_node(ast_node, args, name="return"):
        """A `return` node."""
        return Node(NodeType.Output, "output", [], None, list(args), None, name, None, ast_node)

    @staticmethod
    def _create_call_function(function, targets, args, kwargs):
        """A `targets = function(*args, **kwargs)` node (the function is not parsed)."""
        name = getattr(function, "__name__", "function")
        return Node(NodeType.CallFunction, "call", targets,
                    ScopedValue.create_naming_value(name), args or [], kwargs, name, function)

    @staticmethod
    def create_input_node(ast_node, param_name, default=None, name=""):
        """An input (parameter) node of a function."""
        return Node(NodeType.Input, "input", [param_name], None,
                    [default] if default is not None else [], None, name or f"input_{param_name}",
                    None, ast_node)

    # ---- accessors ----
    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    def get_node_type(self):
        return self._node_type

    def get_instance(self):
        return self._instance

    def get_instance_type(self):
        if self._node_type == NodeType.CallFunction:
            return self._instance if self._instance is not None else type(None)
        if isinstance(self._instance, LocalPrim):
            return self._instance.prim_obj
        if self._node_type in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Tree,
                               NodeType.CellContainer):
            return type(self._instance)
        return type(None)

    def get_targets(self):
        return self._targets

    def set_targets(self, targets):
        self._targets = [_as_value(t) for t in targets]

    def get_func(self):
        return self._func

    def set_func(self, func):
        self._func = func

    def get_args(self):
        return self._args

    def get_kwargs(self):
        return self._kwargs

    def get_normalized_args(self):
        """Args and kwargs by the parameter names of the callee's `construct` (extra positionals
        as `args_<i>`; callee parameters first, in their order, then other kwargs)."""
        import inspect
        fn = getattr(self._instance, "construct", None) or getattr(self._instance, "__call__", None)
        try:
            params = list(inspect.signature(fn).parameters.values()) if fn is not None else []
        except (TypeError, ValueError):
            params = []
        positional = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        out = {positional[i] if i < len(positional) else f"args_{i}": a for i, a in enumerate(self._args)}
        named = [p.name for p in params] + list(self._kwargs)
        for key in sorted(self._kwargs, key=named.index):
            out[key] = self._kwargs[key]
        return out

    @property
    def _args_num(self):
        return len(self._args)

    @property
    def _kwargs_num(self):
        return len(self._kwargs)

    @property
    def _normalized_args(self):
        return self.get_normalized_args()

    @property
    def _normalized_args_keys(self):
        return list(self.get_normalized_args())

    def update_ast_node(self):
        """Nothing to do: the statement is rebuilt from the fields whenever it is read."""

    def append_kwarg(self, kwargs):
        """Add keyword arguments (name -> ScopedValue) to the call."""
        self._kwargs.update(kwargs)

    def set_arg(self, arg, index):
        if not 0 <= index < len(self._args):
            raise ValueError(f"Index of arg should be in range [0, {len(self._args)}), but got {index}.")
        self._args[index] = _as_value(arg)

    def set_arg_by_node(self, arg_idx, src_node, out_idx=None):
        targets = src_node.get_targets()
        if out_idx is None:
            if len(targets) != 1:
                raise RuntimeError("node should has one output when out_idx is not provided")
            out_idx = 0
        if not 0 <= out_idx < len(targets):
            raise RuntimeError("out_idx out of range: ", out_idx)
        self.set_arg(targets[out_idx], arg_idx)

    def get_node_manager(self):
        """What holds this node: its ControlFlow/CallFunction/CellContainer node, else its tree."""
        return self.parent if self.parent is not None else self._belong_tree

    def get_belong_symbol_tree(self):
        return self._belong_tree

    def set_belong_symbol_tree(self, tree):
        self._belong_tree = tree

    def set_attribute(self, key, value):
        self._attributes[key] = value

    def get_attributes(self):
        return self._attributes

    def get_attribute(self, key):
        return self._attributes.get(key)

    def get_ast(self):
        """The statement of this node (rebuilt from its fields), or None for inputs."""
        stmts = self.to_ast(body_to_ast)
        return ast.fix_missing_locations(stmts[0]) if stmts else None

    @property
    def node_list(self):
        """The element nodes of a CellContainer."""
        return self.body

    def container_field(self):
        """How a CellContainer's field is written (`self.blocks`)."""
        return str(self._func) if self._func is not None else str(self._args[0])

    def get_body(self):
        return self.body

    def nodes(self):
        """The nodes of a control-flow body or of a parsed function's body."""
        return list(self.body or [])

    def get_node(self, name):
        for node in walk(self.body or []):
            if node.get_name() == name:
                return node
        return None

    @property
    def _prev(self):
        """The node before this one in its list (source order), or None."""
        i = self.container.index(self) if self.container is not None else 0
        return self.container[i - 1] if i > 0 else None

    @property
    def _next(self):
        """The node after this one in its list (source order), or None."""
        if self.container is None:
            return None
        i = self.container.index(self)
        return self.container[i + 1] if i + 1 < len(self.container) else None

    def get_prev(self):
        return self._prev

    def get_next(self):
        return self._next

    # ---- topology: providers are found by name among the earlier nodes of the same list ----
    def _provider(self, name):
        """The node and target index that last wrote `name` (a plain name, or a `(scope,
        name)` pair such as `self.c1`, which 2.10 links as well) before this node."""
        if self.container is None or self not in self.container:
            return None
        scope, name = name if isinstance(name, tuple) else ("", name)
        for node in reversed(self.container[:self.container.index(self)]):
            for i, target in enumerate(node.get_targets()):
                if target.type == ValueType.NamingValue and target.scope == scope and \
                        target.value == name:
                    return node, i
        return None

    def _read_names(self):
        """(arg index, name) of every name this node reads: plain, or `(scope, name)`."""
        out = []
        for i, arg in enumerate(list(self._args) + list(self._kwargs.values())):
            for value in _flat(arg):
                if value.type == ValueType.NamingValue:
                    out.append((i, (value.scope, value.value) if value.scope else value.value))
        return out

    def get_arg_providers(self):
        out = {}
        for i, name in self._read_names():
            found = self._provider(name)
            if found is not None and i not in out:
                out[i] = found
        return out

    def get_inputs(self):
        out = []
        for _, name in self._read_names():
            found = self._provider(name)
            if found is not None:
                out.append(found[0])
        return out

    def get_target_users(self, index=-1):
        users = {}
        if self.container is not None and self in self.container:
            for node in self.container[self.container.index(self) + 1:]:
                for i, name in node._read_names():
                    found = node._provider(name)
                    if found is not None and found[0] is self:
                        users.setdefault(found[1], []).append((node, i))
        return users if index == -1 else users.get(index, [])

    def get_users(self):
        out = []
        for users in self.get_target_users().values():
            for user, _ in users:
                if user not in out:
                    out.append(user)
        return out

    # ---- code generation ----
    def _call_ast(self):
        args = [value_to_ast(a) for a in self._args]
        keywords = [ast.keyword(arg=None if k == "**" else k, value=value_to_ast(v))
                    for k, v in self._kwargs.items()]
        return ast.Call(func=value_to_ast(self._func), args=args, keywords=keywords)

    def _value_ast(self):
        a = [value_to_ast(x) for x in self._args]
        kind = self.kind
        if kind == "call":
            return self._call_ast()
        if kind == "binop":
            return ast.BinOp(left=a[0], op=self.ast_node, right=a[1])
        if kind == "unaryop":
            return ast.UnaryOp(op=self.ast_node, operand=a[0])
        if kind == "compare":
            return ast.Compare(left=a[0], ops=self.ast_node, comparators=a[1:])
        if kind == "boolop":
            return ast.BoolOp(op=self.ast_node, values=a)
        if kind in ("tuple", "list"):
            box = ast.Tuple if kind == "tuple" else ast.List
            return box(elts=a, ctx=ast.Load())
        if kind == "subscript":
            return ast.Subscript(value=a[0], slice=a[1], ctx=ast.Load())
        return a[0]       # "expr": the value is the one arg

    def to_ast(self, body_to_ast=None):
        """The statements of this node (a list; empty for inputs and for an else branch)."""
        kind = self.kind
        if kind in ("input", "element") or (kind == "else" and self.partner is not None):
            return []
        if kind == "python":
            return [self.ast_node]
        if kind == "output":
            value = value_to_ast(self._args[0]) if len(self._args) == 1 else \
                ast.Tuple(elts=[value_to_ast(a) for a in self._args], ctx=ast.Load()) if self._args else None
            return [ast.Return(value=value)]
        if kind == "else":      # its if/for/while was erased: `<head>: pass` + `else:` block
            kind, target = self.ast_node, self.loop_target
            body, orelse = [ast.Pass()], body_to_ast(self.body) or [ast.Pass()]
        else:
            target = self.ast_node
        if kind in ("if", "for", "while"):
            if self.kind != "else":
                body = body_to_ast(self.body) or [ast.Pass()]
                orelse = body_to_ast(self.partner.body) if self.partner is not None else []
            test = value_to_ast(self._args[0])
            if kind == "if":
                return [ast.If(test=test, body=body, orelse=orelse)]
            if kind == "while":
                return [ast.While(test=test, body=body, orelse=orelse)]
            return [ast.For(target=target, iter=test, body=body, orelse=orelse)]
        if kind == "augassign":
            return [ast.AugAssign(target=_target_ast(self._targets), op=self.ast_node,
                                  value=value_to_ast(self._args[1]))]
        value = self._value_ast()
        if not self._targets:
            return [ast.Expr(value=value)]
        return [ast.Assign(targets=[_target_ast(self._targets)], value=value)]

    def __repr__(self):
        return f"Node({self._name}, {self._node_type})"


def body_to_ast(nodes):
    """The statements of a node list (control-flow bodies included)."""
    out = []
    for node in nodes:
        out.extend(node.to_ast(body_to_ast))
    return out


def walk(nodes, subtrees=False):
    """Every node of `nodes` in source order, with control-flow and function bodies."""
    for node in nodes:
        yield node
        if node.body is not None:
            yield from walk(node.body, subtrees)
        if subtrees and node.symbol_tree is not None:
            yield from walk(node.symbol_tree.nodes(), subtrees)


def _flat(value):
    if isinstance(value, ScopedValue) and value.type in (ValueType.TupleValue, ValueType.ListValue):
        for v in value.value:
            yield from _flat(v)
    elif isinstance(value, ScopedValue):
        yield value


class LocalPrim(Primitive):
    """The instance of a CallPrimitive node calling a primitive that the function itself made
    (`abs_inst = ops.Abs()`, then `y = abs_inst(x)`): `prim_obj` is the primitive's class."""

    def __init__(self, prim_obj):
        super().__init__("rewrite_local_prim")
        self.prim_obj = prim_obj
