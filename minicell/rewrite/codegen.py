"""SymbolTree -> Python source -> a new network.

Each parsed network class `C` becomes `class COpt(C, ...)` whose `__init__(obj)` takes over the
original instance's fields (sub-networks wrapped by their own Opt classes) and whose
`construct` (and parsed own methods) are regenerated from the nodes. Classes whose code comes
out the same are emitted once; an edited copy gets `COpt_1`. Each class is compiled in a
namespace holding its module's globals, with its source registered in `linecache` so that
GRAPH_MODE can read it like any other source.
"""
import ast
import inspect
import itertools
import textwrap
from collections import OrderedDict
import linecache
import sys

from minicell.rewrite.api.node_type import NodeType
from minicell.rewrite.common.namespace import is_framework_object
from minicell.rewrite.node import walk, value_to_ast, body_to_ast

_SOURCE_IDS = itertools.count()
HEADER = ("import sys\nimport minicell as mindspore\nfrom minicell import nn\n"
          "from minicell.nn import Cell\nfrom minicell.ops import functional as F\n#\n#\n")


def _signature(inputs, original, has_self):
    a = original
    if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
        return a
    args = [ast.arg(arg="self")] if has_self else []
    defaults = []
    for node in inputs:
        args.append(ast.arg(arg=str(node.get_targets()[0])))
        if node.get_args():
            defaults.append(value_to_ast(node.get_args()[0]))
        elif node.ast_node is None:          # 2.10: an added input defaults to None
            defaults.append(ast.Constant(None))
        elif defaults:
            raise ValueError(f"Input '{node.get_name()}' without default follows inputs with defaults.")
    return ast.arguments(posonlyargs=[], args=args, vararg=None, kwonlyargs=[], kw_defaults=[],
                         kwarg=None, defaults=defaults)


def function_def(name, nodes, original_args, has_self):
    inputs = [n for n in nodes if n.get_node_type() == NodeType.Input]
    body = body_to_ast([n for n in nodes if n.get_node_type() != NodeType.Input]) or [ast.Pass()]
    fn = ast.FunctionDef(name=name, args=_signature(inputs, original_args, has_self), body=body,
                         decorator_list=[], returns=None, type_params=[])
    return ast.fix_missing_locations(fn)


def _class_variables(cls):
    """The names `cls`'s body assigns (class variables, functions stored as values included)."""
    try:
        class_def = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    except (OSError, TypeError, SyntaxError, IndexError):
        return []
    names, stmts = [], list(class_def.body)
    while stmts:                        # the class body and its if/for/with blocks, not functions
        stmt = stmts.pop(0)
        targets = stmt.targets if isinstance(stmt, ast.Assign) else \
            [stmt.target] if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else []
        for target in targets:
            names.extend(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for field in ("body", "orelse", "finalbody"):
                stmts.extend(s for s in getattr(stmt, field, []) if isinstance(s, ast.stmt))
    return [n for n in dict.fromkeys(names) if not n.startswith("__") and n in vars(cls)]


def _own_methods(cls, skip):
    """The functions `cls`'s body defines other than `__init__` and those in `skip`, as 2.10's
    generated class keeps them: their source, without the annotations of their arguments (2.10
    removes them: an annotation's name may be undefined where the code is compiled) and without
    the decorators `ClassDefParser.denied_function_decorator_list` names."""
    try:
        class_def = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    except (OSError, TypeError, SyntaxError, IndexError):
        return []
    out = []
    for stmt in getattr(class_def, "body", []):
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or \
                stmt.name == "__init__" or stmt.name in skip:
            continue
        for arg in (n for n in ast.walk(stmt.args) if isinstance(n, ast.arg)):
            arg.annotation = None
        stmt.decorator_list = _allowed_decorators(stmt.decorator_list)
        out.append(stmt)
    return out


def _allowed_decorators(decorators):
    """The decorators not in `ClassDefParser.denied_function_decorator_list` (2.10 keeps them)."""
    from minicell.rewrite.parsers import ClassDefParser
    return [d for d in decorators if _decorator_name(d) not in
            ClassDefParser.denied_function_decorator_list]


def _init_decorators(cls):
    """The source of the allowed decorators of `cls`'s own `__init__` (the generated
    `__init__(self, obj)` keeps them, as 2.10's)."""
    try:
        class_def = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    except (OSError, TypeError, SyntaxError, IndexError):
        return []
    for stmt in getattr(class_def, "body", []):
        if isinstance(stmt, ast.FunctionDef) and stmt.name == "__init__":
            return [ast.unparse(d) for d in _allowed_decorators(stmt.decorator_list)]
    return []


def _decorator_name(node):
    node = node.func if isinstance(node, ast.Call) else node
    return node.id if isinstance(node, ast.Name) else None


def _user_bases(cls):
    from minicell.nn import Cell
    return [b for b in cls.__bases__ if b is not object and not is_framework_object(b)
            and not (issubclass(b, Cell) and b.__module__.startswith("minicell"))]


class CodeGenerator:
    """Generates the source of a SymbolTree's classes and builds the new network from it."""

    def __init__(self, tree):
        self.tree = tree
        self.blocks = []            # (opt name, display text, exec text, namespace)
        self.by_class = {}          # original class -> [(class body text, opt name)]
        self.fathers = {}           # father class -> its Opt name
        self.tree_names = {}        # id(tree) -> opt name

    # ---- classes ----
    def _father(self, cls):
        from minicell.nn import Cell
        if cls in self.fathers:
            return self.fathers[cls]
        bases = [self._father(b) for b in _user_bases(cls)]
        name = cls.__name__ + "Opt"
        init = [f"{b}.__init__(self)" for b in bases] or \
            (["nn.Cell.__init__(self)"] if issubclass(cls, Cell) else [])
        if not bases and issubclass(cls, Cell):
            bases.append("nn.Cell")
        text = (f"class {name}({', '.join([cls.__name__] + bases)}):\n\n"
                f"    def __init__(self):\n" + "".join(f"        {s}\n" for s in init) +
                f"        for key, value in {cls.__name__}.__dict__.items():\n"
                f"            if not key.startswith('__'):\n"
                f"                setattr({name}, key, value)\n")
        self._add_block(name, cls, text, {})
        self.fathers[cls] = name
        return name

    def _tree_class(self, tree):
        from minicell.nn import Cell
        if id(tree) in self.tree_names:
            return self.tree_names[id(tree)]
        cls = type(tree.get_origin_network())
        live = {str(n.get_func()) for n in walk(tree.nodes()) if n.get_func() is not None}
        init_fields = [f"self.{f} = obj.{f}" for f in tree.inserted_fields if f"self.{f}" in live]
        for node in walk(tree.nodes()):
            if node.get_node_type() == NodeType.Tree and node.symbol_tree is not None and node.kind != "element":
                sub = self._tree_class(node.symbol_tree)
                field = str(node.get_func())
                line = f"{field} = {sub}({field})"
                if node.get_func().scope == "self" and all(not l.startswith(field + " = obj.") for l in init_fields):
                    init_fields.append(line)
            elif node.get_node_type() == NodeType.CellContainer and node.body is not None:
                # sub-networks are wrapped at their original places, then the edits replayed
                field = node.container_field()
                for element in node.body:
                    i = getattr(element, "orig_index", None)
                    if element.get_node_type() == NodeType.Tree and element.symbol_tree is not None \
                            and i is not None:
                        sub = self._tree_class(element.symbol_tree)
                        init_fields.append(f"{field}[{i}] = {sub}({field}[{i}])")
                init_fields.extend(node.edits)
        bases = [self._father(b) for b in _user_bases(cls)]
        init = [f"{b}.__init__(self)" for b in bases] or ["nn.Cell.__init__(self)"]
        if not bases and issubclass(cls, Cell):
            bases.append("nn.Cell")
        init_fields = [f"self.__class__.{k} = obj.__class__.{k}" for k in _class_variables(cls)] + init_fields
        methods, functions = self._functions(tree)
        construct = function_def("construct", tree.nodes(), tree._root_ast.args, True)
        body = ("".join(f"    @{d}\n" for d in _init_decorators(cls)) +
                "    def __init__(self, obj):\n" + "".join(f"        {s}\n" for s in init) +
                "        for key, value in obj.__dict__.items():\n"
                "            setattr(self, key, value)\n" +
                "".join(f"        {s}\n" for s in init_fields) + "\n" +
                _indent(ast.unparse(construct)) +
                "".join("\n" + _indent(ast.unparse(m)) for m in methods) +
                "".join("\n" + _indent(ast.unparse(m)) for m in
                        _own_methods(cls, {"construct"} | {m.name for m in methods})))
        known = self.by_class.setdefault(cls, [])
        for text, name in known:
            if text == (functions, body):
                self.tree_names[id(tree)] = name
                return name
        name = cls.__name__ + "Opt" + (f"_{len(known)}" if known else "")
        known.append(((functions, body), name))
        text = "".join(f + "\n\n" for f in functions) + \
            f"class {name}({', '.join([cls.__name__] + bases)}):\n\n" + body
        self._add_block(name, cls, text, tree.globals)
        self.tree_names[id(tree)] = name
        return name

    def _functions(self, tree):
        methods, functions, seen = [], [], set()
        for node in walk(tree.nodes()):
            fn_ast = getattr(node, "fn_ast", None)
            if fn_ast is None or node.body is None or fn_ast.name in seen:
                continue
            seen.add(fn_ast.name)
            fn = function_def(fn_ast.name, node.body, fn_ast.args, node.is_method)
            if node.is_method:
                methods.append(fn)
            else:
                functions.append(ast.unparse(fn))
        return methods, functions

    def _add_block(self, name, cls, text, extra_globals):
        module = sys.modules.get(cls.__module__)
        ns = dict(vars(module)) if module is not None else {}
        ns.update(extra_globals)
        self.blocks.append((name, cls, None, text, ns))

    # ---- results ----
    def code(self):
        from minicell.rewrite.imports import ImportWriter
        self._tree_class(self.tree)
        writer = ImportWriter()
        return HEADER + "".join(writer.block(cls, text, ns) for _, cls, _, text, ns in self.blocks)

    def network(self):
        from minicell import nn
        top = self._tree_class(self.tree)
        made = {}
        for name, cls, _, text, ns in self.blocks:
            ns.update(made)
            ns.setdefault("nn", nn)
            ns.setdefault("sys", sys)
            ns[cls.__name__] = cls
            filename = f"<rewrite {name} {next(_SOURCE_IDS)}>"   # unique: compile caches key on it
            linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
            exec(compile(text, filename, "exec"), ns)   # pylint: disable=exec-used
            made[name] = ns[name]
            for key, value in ns.items():
                if key not in made and callable(value) and getattr(value, "__code__", None) is not None \
                        and value.__code__.co_filename == filename:
                    made[key] = value
        net = made[top](_detached(self.tree))
        generated = tuple(v for v in made.values() if isinstance(v, type))
        for cell in [net] + [c for _, c in net.cells_and_names()]:
            _own_members(cell)
            if isinstance(cell, generated):     # the copied fields hold the original's graphs
                cell.__dict__["_compiled"] = {}
        return net


def _own_members(cell):
    """Give `cell` its own Parameter/sub-Cell tables when it shares another Cell's (the generated
    `__init__` copies them from the original), so changes to it notify it, not the original."""
    from minicell.common._members import Members
    for key in ("_params", "_cells", "_buffers"):
        table = cell.__dict__.get(key)
        if isinstance(table, Members) and (table._owner is None or table._owner() is not cell):
            own = Members(cell)
            for k, v in table.items():
                OrderedDict.__setitem__(own, k, v)
            cell.__dict__[key] = own


def _detached(tree):
    """A shallow copy of `tree`'s network with its own field tables and its own copies of the
    edited containers, so that building the new network (wrapping sub-networks, container
    edits) leaves the original network as it was and can be done again."""
    import copy
    net = copy.copy(tree.get_origin_network())
    _own_members(net)
    for node in walk(tree.nodes()):
        if node.get_node_type() != NodeType.CellContainer or not node.edits:
            continue
        field = node.container_field()
        name = field[len("self."):]
        if not field.startswith("self.") or "." in name:
            continue
        old = getattr(net, name)
        if isinstance(old, list):
            net.__dict__[name] = list(old)
        else:
            new = copy.copy(old)
            _own_members(new)
            OrderedDict.__setitem__(net._cells, name, new)
    return net


def _indent(text):
    return "".join("    " + line if line.strip() else line for line in text.splitlines(True)) + "\n"


def node_table(tree, all_nodes=False):
    """The nodes of `tree` as a text table: type, name, code, arg providers, target users."""
    rows = [("node type", "name", "codes", "arg providers", "target users")]
    nodes = tree.all_nodes(False) if all_nodes else tree.nodes()
    for node in nodes:
        stmts = ast.fix_missing_locations(ast.Module(body=node.to_ast(lambda _: []), type_ignores=[]))
        code = "; ".join(ast.unparse(s).splitlines()[0] for s in stmts.body)
        providers = {i: (p.get_name(), k) for i, (p, k) in node.get_arg_providers().items()}
        users = {i: [(u.get_name(), k) for u, k in us] for i, us in node.get_target_users().items()}
        rows.append((str(node.get_node_type()), node.get_name(), code, str(providers), str(users)))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    out = "\n".join(lines) + "\n"
    if all_nodes:
        for node in tree.get_tree_nodes():
            out += node_table(node.symbol_tree, True)
    return out
