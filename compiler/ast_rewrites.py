"""The expression-level AST rewrites ``compiler.transform`` applies before converting control flow:
``super()`` and ``print``, ``raise`` statements, calls (container methods, builtins), ``and`` /
``or`` / ``not`` / conditional expressions / chained comparisons as ``__mc`` helper calls, dict
displays and f-string fields; plus the code-generation helpers the converters share."""
import ast
import builtins

from . import astwalk
from .item_stores import ItemWrites, _bounds, _mc, _thunk, own_free_items
from .mask_reduce import MaskReductions
from .seq_methods import NAMES as _SEQ_METHODS


def _name(id_, ctx=None):
    return ast.Name(id=id_, ctx=ctx or ast.Load())


class _SuperFix(astwalk.NodeTransformer):
    """``super()`` -> ``super(__class__, self)``; ``print(...)`` -> ``__mc.print_(...)``."""

    def __init__(self, self_name):
        self.self_name = self_name

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id == "print":
            node.func = ast.copy_location(_mc("print_"), node.func)
        if isinstance(node.func, ast.Name) and node.func.id == "super" and not node.args \
                and self.self_name:
            node.args = [_name("__class__"), _name(self.self_name)]
        return node


class _Raises(astwalk.NodeTransformer):
    """``raise E(a)`` / ``raise E`` ->
    ``raise __mc.raise_class("E", lambda: E)(__mc.raise_arg(a))``: MindSpore raises only
    Python's standard exception types, chosen by the name written (``graph_raise.raise_class``),
    and shows its float arguments as its graph does (``raise_arg``); other expressions (``raise
    errors.E()``, a bare ``raise``) stay as written."""

    def visit_Raise(self, node):
        exc = node.exc
        target = exc.func if isinstance(exc, ast.Call) else exc
        if isinstance(target, ast.Name):
            cls = ast.copy_location(ast.Call(func=_mc("raise_class"), args=[
                ast.Constant(target.id), _thunk(ast.Name(target.id, ast.Load()))], keywords=[]),
                target)
            if isinstance(exc, ast.Call):
                exc.func = cls
                exc.args = [a if isinstance(a, ast.Starred) else ast.copy_location(
                    ast.Call(func=_mc("raise_arg"), args=[a], keywords=[]), a) for a in exc.args]
            else:
                node.exc = cls
        return node


def raised_names(fndef):
    """The ``ast.Name`` nodes ``_Raises`` replaces by their spelling (they need not exist)."""
    for node in astwalk.walk(fndef):
        if isinstance(node, ast.Raise) and node.exc is not None:
            target = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(target, ast.Name):
                yield target


class _DictDisplays(astwalk.NodeTransformer):
    """``{k1: v1, k2: v2}`` -> ``__mc.make_dict(k1, v1, k2, v2)``: MindSpore's checks of a
    dict's keys (``graph_builtins.make_dict``). A display with ``**`` unpacking stays as it is."""

    def visit_Dict(self, node):
        self.generic_visit(node)
        if any(k is None for k in node.keys):
            return node
        args = [x for pair in zip(node.keys, node.values) for x in pair]
        return ast.copy_location(ast.Call(func=_mc("make_dict"), args=args, keywords=[]), node)


class _FormattedValues(astwalk.NodeTransformer):
    """``f"{x!r:spec}"`` -> ``f"{__mc.format_field(x, 114):spec}"``: MindSpore's text for a
    constant Tensor or a numpy array in an f-string (``graph_raise.format_field``)."""

    def visit_FormattedValue(self, node):
        self.generic_visit(node)
        node.value = ast.copy_location(
            ast.Call(func=_mc("format_field"), args=[node.value, ast.Constant(node.conversion)],
                     keywords=[]), node.value)
        node.conversion = -1
        return node


class _Calls(astwalk.NodeTransformer):
    """``f(args)`` -> ``__mc.call(f)(args)``: a user function called from converted code is
    converted too (``control.call`` decides at trace time). Calls of Python builtins by their
    plain name are left alone. ``seq[i](args)`` -> ``__mc.call(__mc.pick(seq, i))(args)``: a
    tensor ``i`` is MindSpore's switch_layer (``control.pick``)."""

    # float/int/bool keep a traced tensor a graph scalar, min/max of tensors are graph ops,
    # range of a tensor and zip/map/enumerate of a dynamic-length sequence are MindSpore's
    # errors (the iterators' results are sequences there, filter's a list), tuple/list of one
    # is one too, len of one a graph int, divmod of one a pair of graph scalars, type of one
    # the number's type, round of a Tensor the graph Round op's (``control.call``)
    _BUILTINS = frozenset(vars(builtins)) - {"float", "int", "bool", "min", "max", "range",
                                             "isinstance", "enumerate", "zip", "map", "filter",
                                             "tuple", "list", "len", "divmod", "type", "round"}

    @staticmethod
    def callee(node):
        """The function a (possibly wrapped) call node calls, as the user wrote it."""
        f = node.func
        if isinstance(f, ast.Call) and isinstance(f.func, ast.Attribute) and \
                f.func.attr == "call" and isinstance(f.func.value, ast.Name) and \
                f.func.value.id == "__mc":
            return f.args[0]
        return f

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if isinstance(f, ast.Name) and (f.id in self._BUILTINS or f.id.startswith("__mc")):
            return node
        if isinstance(f, ast.Subscript) and not isinstance(f.slice, (ast.Slice, ast.Tuple)):
            # `layers[i](x)`: a tensor `i` picks the callable at run time (switch_layer)
            f = ast.copy_location(ast.Call(func=_mc("pick"), args=[f.value, f.slice],
                                           keywords=[]), f)
        if isinstance(f, ast.Attribute) and f.attr in _SEQ_METHODS:
            # `x.pop(i)`: MindSpore's list/tuple/dict methods (``compiler.seq_methods``)
            f = ast.copy_location(ast.Call(func=_mc("method"),
                                           args=[f.value, ast.Constant(f.attr)],
                                           keywords=[]), f)
        read_later = [ast.Constant(True)] if getattr(node, "read_later", False) else []
        node.func = ast.copy_location(ast.Call(func=_mc("call"), args=[f, *read_later],
                                               keywords=[]), f)
        return node


def _mark_read_later(fndef):
    """Mark each call whose value is assigned to a name ``fndef`` reads somewhere (``n = f(..)``
    with ``n`` read; ``control.call``'s ``read_later``): 2.10 makes such a value only where a
    compiled path reads it, while a value nobody reads is made where its statement stands."""
    read = {n.id for n in ast.walk(fndef) if isinstance(n, ast.Name) and
            isinstance(n.ctx, ast.Load)}
    for node in ast.walk(fndef):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and \
                len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and \
                node.targets[0].id in read:
            node.value.read_later = True


def _assigned_attribute_bases(node):
    """For an assignment ``a.b[0].c = v``: the bases of its attribute targets that are not a
    name or an attribute chain of one (here ``a.b[0]``)."""
    targets = list(node.targets) if isinstance(node, ast.Assign) else \
        [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
    while targets:
        t = targets.pop()
        if isinstance(t, (ast.Tuple, ast.List)):
            targets.extend(t.elts)
        elif isinstance(t, ast.Starred):
            targets.append(t.value)
        elif isinstance(t, ast.Attribute):
            base = t.value
            while isinstance(base, ast.Attribute):
                base = base.value
            if not isinstance(base, ast.Name):
                yield base


class _BoolOps(astwalk.NodeTransformer):
    """``not``/``and``/``or``, ``a if t else b``, chained comparisons (``a < b < c``) and
    ``in``/``not in`` -> ``__mc.not_``/``and_``/``or_``/``ifexp``/``compare``.

    The operands that Python may skip become thunks (``lambda: b``), so a Python left operand
    keeps the short-circuit; a tensor one becomes a select or cond node (``control``).
    An expression holding a walrus (``:=``) stays as it is: a thunk would change its scope.
    """

    def __init__(self, self_name=None):
        self.self_name = self_name

    @staticmethod
    def _walrus(node):
        return any(isinstance(n, ast.NamedExpr) for n in astwalk.walk(node))

    def _call(self, attr, args, node):
        return ast.copy_location(ast.Call(func=_mc(attr), args=args, keywords=[]), node)

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return self._call("not_", [node.operand], node)
        if isinstance(node.op, ast.Invert):
            return self._call("invert", [node.operand], node)
        return node

    def visit_BinOp(self, node):
        """``a << b`` / ``a >> b`` -> ``__mc.shift("LShift", a, b)`` and ``a / b``, ``a // b``,
        ``a % b``, ``a ** b`` -> ``__mc.divide("Div", a, b)`` (MindSpore's Python numbers:
        ``graph_builtins.shift`` / ``divide``)."""
        self.generic_visit(node)
        if self._walrus(node):
            return node
        if isinstance(node.op, (ast.LShift, ast.RShift)):
            return self._call("shift", [ast.Constant(type(node.op).__name__), node.left,
                                        node.right], node)
        if isinstance(node.op, (ast.BitOr, ast.BitAnd, ast.BitXor)):     # ``bit_ops``
            return self._call("bit_op", [ast.Constant(type(node.op).__name__), node.left,
                                         node.right], node)
        if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)):
            return self._call("divide", [ast.Constant(type(node.op).__name__), node.left,
                                         node.right], node)
        return node

    def visit_AugAssign(self, node):
        """``y op= v`` -> ``y = __mc.augassign("Op", y, v)`` for a name ``y`` (a numpy array
        is not updated in place: ``graph_builtins.augassign``)."""
        self.generic_visit(node)
        t = node.target
        if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == \
                self.self_name and not self._walrus(node):    # ``attr_state.attr_augassign``
            value = self._call("attr_augassign", [ast.Constant(type(node.op).__name__), t.value,
                                                  ast.Constant(t.attr), node.value], node)
            return ast.copy_location(ast.Assign(targets=[t], value=value), node)
        if not isinstance(t, ast.Name) or self._walrus(node):
            return node
        load = ast.copy_location(ast.Name(id=node.target.id, ctx=ast.Load()), node.target)
        value = self._call("augassign", [ast.Constant(type(node.op).__name__), load,
                                         node.value], node)
        return ast.copy_location(ast.Assign(targets=[node.target], value=value), node)

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        if self._walrus(node):
            return node
        attr = "and_" if isinstance(node.op, ast.And) else "or_"
        acc = node.values[-1]
        for left in reversed(node.values[:-1]):     # a and b and c == a and (b and c)
            acc = self._call(attr, [left, _thunk(acc)], left)
        return acc

    def visit_IfExp(self, node):
        self.generic_visit(node)
        if self._walrus(node):
            return node
        return self._call("ifexp", [node.test, _thunk(node.body), _thunk(node.orelse)], node)

    def visit_Compare(self, node):
        """``a < b <= c`` -> ``__mc.compare(a, ("Lt", "LtE"), (lambda: b, lambda: c))``: like
        ``(a < b) and (b <= c)`` with ``b`` evaluated once (and ``c`` only when needed)."""
        self.generic_visit(node)
        if len(node.ops) == 1 and isinstance(node.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE)):
            # `a < b`: sequences are ordered as MindSpore's graph does (control.ordered)
            op = ast.Constant(type(node.ops[0]).__name__)
            return self._call("ordered", [op, node.left, node.comparators[0]], node)
        if (len(node.ops) < 2 and not isinstance(node.ops[0], (ast.In, ast.NotIn))) or \
                self._walrus(node):     # `x in seq` of tensors: control.contains
            return node
        names = ast.Tuple(elts=[ast.Constant(type(op).__name__) for op in node.ops],
                          ctx=ast.Load())
        thunks = ast.Tuple(elts=[_thunk(c) for c in node.comparators], ctx=ast.Load())
        return self._call("compare", [node.left, names, thunks], node)


class _Unpacks(astwalk.NodeTransformer):
    """``a, b = value`` -> ``a, b = __mc.unpack(value, 2)``: 2.10's graphs read the targets by
    index, so a longer tuple or list gives its first items (``graph_builtins.unpack``)."""

    def visit_Assign(self, node):
        self.generic_visit(node)
        if len(node.targets) == 1 and isinstance(node.targets[0], (ast.Tuple, ast.List)) and \
                not any(isinstance(e, ast.Starred) for e in node.targets[0].elts):
            n = ast.Constant(len(node.targets[0].elts))
            node.value = ast.copy_location(ast.Call(func=_mc("unpack"), args=[node.value, n],
                                                    keywords=[]), node.value)
        return node


def rewrite_calls_and_operators(fndef, self_name):
    """Apply the rewrites above to ``fndef`` in place (``self_name``: its first parameter);
    first, a nested function writing an item of an enclosing name gets its own
    (``item_stores.own_free_items``)."""
    own_free_items(fndef)
    _Unpacks().visit(fndef)
    _SuperFix(self_name).visit(fndef)
    _Raises().visit(fndef)
    MaskReductions().visit(fndef)
    _mark_read_later(fndef)
    _Calls().visit(fndef)
    _BoolOps(self_name).visit(fndef)
    _DictDisplays().visit(fndef)
    _FormattedValues().visit(fndef)


class _ItemReads(astwalk.NodeTransformer):
    def visit_Subscript(self, node):
        self.generic_visit(node)
        if not isinstance(node.ctx, ast.Load):
            return node
        if isinstance(node.slice, ast.Slice):
            return ast.copy_location(ast.Call(func=_mc("getslice"), args=[
                node.value, *_bounds(node.slice)], keywords=[]), node)
        return ast.copy_location(ast.Call(func=_mc("getitem"), args=[node.value, node.slice],
                                          keywords=[]), node)


def wrap_item_reads(fndef):
    """``a[i]`` -> ``__mc.getitem(a, i)`` (reads with one index): MindSpore's text for a tuple
    or list index out of range (``graph_builtins.getitem``); ``a[i:j:k]`` ->
    ``__mc.getslice(a, i, j, k)``: a slice whose bound is a graph int (``dyn_seq.getslice``);
    ``a[i] = v`` -> ``a = __mc.store_item(v, a, i)`` (Python's order of evaluation; a local
    ``a`` is rebound as 2.10's graphs do, others keep ``__mc.setitem``: ``item_stores``): a list
    item written at an index known only when the graph runs (``dyn_seq.setitem``), ``a[i:j:k] =
    v`` -> ``store_slice`` / ``setslice``, ``a[i] op= v`` -> ``a = __mc.aug_item("Op", a, i,
    lambda: v)`` (a bool mask index: ``aug_items``). Applied after control flow is converted,
    whose screens read the subscripts as written."""
    ItemWrites().visit(fndef)
    _ItemReads().visit(fndef)
