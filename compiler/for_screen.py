"""Which ``for`` loops may become one ``scan`` node (``compiler.for_scan``): the static checks
``transform._Converter.for_`` runs on the AST before converting a loop's body into a function
of its own (the trial trace at compile time decides the rest)."""
import ast

from . import astwalk
from .names import MUTATORS

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_INTROSPECTION = {"locals", "vars", "globals", "exec", "eval"}
_INDEX_OPS = (ast.Add, ast.Sub, ast.Mult)


def closure_names(fndef):
    """Names the user's nested functions, lambdas and generator expressions read, and names
    declared ``global``/``nonlocal``: a loop body that assigns one must stay a Python loop
    (as a function of its own, its assignments would not reach the closure)."""
    out = set()
    for n in astwalk.walk(fndef):
        if isinstance(n, (ast.Global, ast.Nonlocal)):
            out.update(n.names)
        elif n is not fndef and isinstance(n, _SCOPES + (ast.GeneratorExp,)):
            out.update(x.id for x in astwalk.walk(n) if isinstance(x, ast.Name))
    return frozenset(out)


def stop_flags(loop):
    """The jump flags whose Python ``True`` stops the loop: ``compiler.jumps`` ends such a
    ``for`` body with ``if __mc.py_true(flags): break`` (returned as names, else ``()``)."""
    last = loop.body[-1] if loop.body else None
    if not (isinstance(last, ast.If) and len(last.body) == 1
            and isinstance(last.body[0], ast.Break) and isinstance(last.test, ast.Call)):
        return ()
    f = last.test.func
    if isinstance(f, ast.Attribute) and f.attr == "py_true" and isinstance(f.value, ast.Name) \
            and f.value.id == "__mc":
        return tuple(a.id for a in last.test.args)
    return ()


def _plain_target(t):
    if isinstance(t, ast.Name):
        return True
    return isinstance(t, (ast.Tuple, ast.List)) and all(_plain_target(e) for e in t.elts)


def _same_scope(stmts):
    stack = list(stmts)
    while stack:
        n = stack.pop()
        yield n
        if not isinstance(n, _SCOPES):
            stack.extend(astwalk.iter_child_nodes(n))


def _append_of(stmt):
    """``name`` when ``stmt`` is ``name.append(value)`` (through ``__mc.call``), else None."""
    call = stmt.value if isinstance(stmt, ast.Expr) else None
    if not isinstance(call, ast.Call) or len(call.args) != 1 or call.keywords or \
            isinstance(call.args[0], ast.Starred):
        return None
    f = call.func
    if isinstance(f, ast.Call) and len(f.args) == 1:          # __mc.call(name.append)
        f = f.args[0]
    if isinstance(f, ast.Attribute) and f.attr == "append" and isinstance(f.value, ast.Name):
        return f.value.id
    return None


def _concat_of(stmt):
    """``(name, items, aug)`` when ``stmt`` is ``name += (...)`` (converted to ``name =
    __mc.augassign('Add', name, (...))``) or ``name = name + (...)``, else None."""
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)):
        return None
    name, v = stmt.targets[0].id, stmt.value
    if isinstance(v, ast.BinOp) and isinstance(v.op, ast.Add):
        left, items, aug = v.left, v.right, False
    elif isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and \
            v.func.attr == "augassign" and isinstance(v.func.value, ast.Name) and \
            v.func.value.id == "__mc" and len(v.args) == 3 and \
            isinstance(v.args[0], ast.Constant) and v.args[0].value == "Add":
        left, items, aug = v.args[1], v.args[2], True
    else:
        return None
    if isinstance(left, ast.Name) and left.id == name and isinstance(items, ast.Tuple) and \
            not any(isinstance(e, ast.Starred) for e in items.elts):
        return name, items, aug
    return None


def collected(body, assigned_names, closed):
    """``(lists, tuples)``: the names the body only accumulates into, by statements at its top
    level, and reads nowhere else: ``lists.append(v)`` of a name it never assigns, ``tuples +=
    (a, b)`` or ``tuples = tuples + (a, b)``; ``compiler.loop_lists`` lets a scan collect the
    values. ``closed``: names closures read (left alone)."""
    appends, concats = {}, {}
    for s in body:
        name = _append_of(s)
        if name is not None:
            appends[name] = appends.get(name, 0) + 1
        c = _concat_of(s)
        if c is not None:
            concats[c[0]] = concats.get(c[0], 0) + 2      # its store and its read
    uses = {}
    for n in (x for s in body for x in astwalk.walk(s)):
        if isinstance(n, ast.Name):
            uses[n.id] = uses.get(n.id, 0) + 1
    lists = {n for n, k in appends.items() if uses[n] == k and n not in assigned_names}
    tuples = {n for n, k in concats.items() if uses[n] == k}
    return frozenset(lists - closed), frozenset(tuples - closed - lists)


def collect_in(body, lists, tuples):
    """``body`` with its top-level accumulations into ``lists``/``tuples`` (``collected``) as
    calls of ``__mc.loop_append``/``__mc.loop_concat``."""
    def helper(attr, args, like):
        return ast.copy_location(ast.Call(func=ast.Attribute(
            value=ast.Name(id="__mc", ctx=ast.Load()), attr=attr, ctx=ast.Load()),
            args=args, keywords=[]), like)
    out = []
    for s in body:
        name, c = _append_of(s), _concat_of(s)
        if name in lists:
            s = ast.copy_location(ast.Expr(value=helper(
                "loop_append", [ast.Name(id=name, ctx=ast.Load()), s.value.args[0]], s.value)), s)
        elif c is not None and c[0] in tuples:
            name, items, aug = c
            s = ast.copy_location(ast.Assign(targets=s.targets, value=helper(
                "loop_concat", [ast.Name(id=name, ctx=ast.Load()), items, ast.Constant(name),
                                ast.Constant(aug)], s.value)), s)
        out.append(s)
    return out


def convertible(target, body, closed, appends=frozenset()):
    """Whether the loop can become ``for_(iterable, body_fn, ...)`` (its body a function of its
    own) without changing what it does; ``closed``: its assigned names that closures read;
    ``appends``: lists the body may append to (``collected``)."""
    if closed or not _plain_target(target):
        return False
    for n in _same_scope(body):
        if isinstance(n, (ast.Global, ast.Nonlocal, ast.Delete)):
            return False
        if isinstance(n, ast.Call):
            f = n.func
            if isinstance(f, ast.Call) and f.args:       # __mc.call(f)(...)
                f = f.args[0]
            if isinstance(f, ast.Attribute) and (f.attr in MUTATORS or f.attr == "island") and \
                    not (f.attr == "append" and isinstance(f.value, ast.Name)
                         and f.value.id in appends):
                return False
            if isinstance(f, ast.Name) and f.id in _INTROSPECTION:
                return False
    return True


def mutated_in_place(body):
    """Names whose Tensor the body may change in place (``t[i] = v``, ``t.set_data(v)``,
    ``t.add_(v)``, ``ops.assign(t, v)``): iterating such a tensor must stay unrolled, as
    Python's iteration reads each row when it gets there."""
    out = set()
    for n in _same_scope(body):
        if isinstance(n, ast.Subscript) and isinstance(n.ctx, ast.Store) and \
                isinstance(n.value, ast.Name):
            out.add(n.value.id)
        elif isinstance(n, ast.Call):
            f = n.func.args[0] if isinstance(n.func, ast.Call) and n.func.args else n.func
            attr = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and (
                    attr.endswith("_") or attr in ("set_data", "assign_value")):
                out.add(f.value.id)
            if "assign" in attr:
                out.update(a.id for a in n.args if isinstance(a, ast.Name))
    return sorted(out)


def _index_reads(node, name):
    """Reads of ``name`` in an index expression through ``+``, ``-``, ``*`` and tuples only."""
    if isinstance(node, ast.Name):
        return int(node.id == name)
    if isinstance(node, ast.BinOp) and isinstance(node.op, _INDEX_OPS):
        return _index_reads(node.left, name) + _index_reads(node.right, name)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _index_reads(node.operand, name)
    if isinstance(node, ast.Tuple):
        return sum(_index_reads(e, name) for e in node.elts)
    return 0


def _offset(node, name):
    """``c`` when ``node`` is ``name``, ``name + c``, ``c + name`` or ``name - c`` (an int
    literal ``c``), else None."""
    if isinstance(node, ast.Name) and node.id == name:
        return 0
    if not isinstance(node, ast.BinOp) or not isinstance(node.op, (ast.Add, ast.Sub)):
        return None
    left, right = node.left, node.right
    if isinstance(node.op, ast.Add) and isinstance(left, ast.Constant):
        left, right = right, left
    if isinstance(left, ast.Name) and left.id == name and isinstance(right, ast.Constant) \
            and type(right.value) is int:
        return right.value if isinstance(node.op, ast.Add) else -right.value
    return None


def _window(node, name):
    """``(a, b, step)`` when ``node`` is the slice ``name + a:name + b:step`` (``step`` None or a
    positive int literal, ``a < b``), else None."""
    if not isinstance(node, ast.Slice) or node.lower is None or node.upper is None:
        return None
    a, b = _offset(node.lower, name), _offset(node.upper, name)
    step = node.step
    if step is not None and not (isinstance(step, ast.Constant) and type(step.value) is int
                                 and step.value > 0):
        return None
    if a is None or b is None or a >= b:
        return None
    return a, b, None if step is None else step.value


def _window_reads(body, name):
    """Per tensor read in ``body`` with a window slice at ``name``, what holds the slice: the
    Subscript (its slice the window) or its index Tuple."""
    for n in (x for s in body for x in astwalk.walk(s)):
        if isinstance(n, ast.Subscript) and isinstance(n.ctx, ast.Load):
            holder = n.slice if isinstance(n.slice, ast.Tuple) else n
            items = holder.elts if holder is n.slice else [n.slice]
            if any(_window(it, name) is not None for it in items):
                yield holder


def window_count(body, name):
    """How many window slices at the loop variable ``name`` (``x[i:i + 1]``, ``x[:, i:i + 2]``)
    the body's tensor reads hold: ``compiler.loop_windows`` lets a scan read them."""
    return sum(_window(it, name) is not None
               for h in _window_reads(body, name)
               for it in (h.elts if isinstance(h, ast.Tuple) else [h.slice]))


def as_windows(body, name):
    """Rewrite the window slices of ``window_count`` into ``__mc.window(name, a, b, step)``."""
    def call(item):
        w = _window(item, name)
        if w is None:
            return item
        return ast.copy_location(ast.Call(
            func=ast.Attribute(value=ast.Name(id="__mc", ctx=ast.Load()), attr="window",
                               ctx=ast.Load()),
            args=[ast.Name(id=name, ctx=ast.Load())] + [ast.Constant(v) for v in w],
            keywords=[]), item)
    for holder in list(_window_reads(body, name)):
        if isinstance(holder, ast.Tuple):
            holder.elts = [call(it) for it in holder.elts]
        else:
            holder.slice = call(holder.slice)


def index_only(target, body):
    """Whether the loop variable is a plain name read only in subscript indices (``x[i]``,
    ``x[:, n - 1 - i]``) and never rebound: there a symbolic index means what the Python int
    means (any other use, e.g. ``self.layers[i]`` or ``x * i``, keeps ``range`` loops
    unrolled)."""
    if not isinstance(target, ast.Name):
        return False
    nodes = [n for s in body for n in astwalk.walk(s)]
    uses = sum(1 for n in nodes if isinstance(n, ast.Name) and n.id == target.id)
    allowed = sum(_index_reads(n.slice, target.id) for n in nodes if isinstance(n, ast.Subscript))
    allowed += sum(_index_reads(n.args[1], target.id) for n in nodes if _is_mask_reduce(n))
    allowed += 2 * window_count(body, target.id)
    return uses == allowed


def _is_mask_reduce(node):
    """``__mc.mask_reduce(a, i, name)`` (also called through ``__mc.call``): ``a[i].sum()`` as
    ``compiler.mask_reduce`` rewrote it (``i`` is still an index)."""
    f = node.func if isinstance(node, ast.Call) else None
    if isinstance(f, ast.Call) and len(f.args) == 1:        # __mc.call(__mc.mask_reduce)(...)
        f = f.args[0]
    return isinstance(f, ast.Attribute) and f.attr == "mask_reduce" and \
        isinstance(f.value, ast.Name) and f.value.id == "__mc" and len(node.args) == 3
