"""AST -> AST: control flow into calls of the helpers in ``compiler.control``.

* ``if test: A else: B`` becomes two local functions taking and returning the variables either
  branch assigns, and ``(a, b) = __mc.if_(test, true_fn, false_fn, (a, b), names, live)``.
  ``live`` (from a liveness analysis) lists the variables read after the statement: only those
  must be defined by both branches of a tensor-dependent ``if``.
* An ``if`` whose branches ``return`` is first normalised (the statements after it move into the
  branch that falls through), then becomes ``return __mc.if_return(test, true_fn, false_fn, ...)``.
* ``while test: body`` becomes ``(a, b) = __mc.while_(cond_fn, body_fn, (a, b), names, live)``.
* ``for target in it: body`` becomes a local function ``body_fn(item, a, b)`` (``target = item``
  then the body) and ``(a, b) = __mc.for_(it, body_fn, (a, b), names, live, ...)``, which
  unrolls it at compile time (over ``range``, lists, ``self.layers``, or a tensor's first axis,
  as MindSpore's graph mode does) or, for a long loop over ``range`` or a tensor whose body
  allows it, traces the body once into a ``scan`` node (``compiler.for_scan``). A body that
  could behave differently as a function (closures over its variables, ``global``, container
  mutation, numpy islands) stays a Python ``for`` loop, unrolled.
* ``break``/``continue`` (and ``return`` inside a loop) are first lowered to flag variables by
  ``compiler.jumps`` (AutoGraph style), so they work under Python and tensor conditions alike.
* ``super()`` becomes ``super(__class__, self)`` (the converted function is not in a class body);
  statements with compile-time-only Python side effects get a warning call in front.

Line numbers are kept: the converted code reports the user's file and line.

>>> import ast
>>> tree = ast.parse("def f(x):\\n    if x > 0:\\n        y = x\\n    else:\\n        y = -x\\n    return y")
>>> "__mc.if_" in ast.unparse(convert_function(tree.body[0]))
True
"""
import ast
import copy
import itertools

from . import astwalk, for_screen
from .outer_attrs import OuterStores
from .chained_store import ChainedStores
from .errors import GraphModeError
from .jumps import always_returns, lower_jumps
from .names import (
    MUTATORS as _MUTATORS, _target_names, _walk_same_scope, assigned, has_jump, has_raise,
    has_return, live_before, loaded, loop_live_out, mutated_containers, bound,
)
from .ast_rewrites import (_assigned_attribute_bases, _Calls, _mc, _name,
                           rewrite_calls_and_operators, wrap_item_reads)

_counter = itertools.count()
# ---- code generation helpers -----------------------------------------------------------------
def _str_tuple(names):
    return ast.Tuple(elts=[ast.Constant(n) for n in names], ctx=ast.Load())


def _load_tuple(names):
    # __mc.ld(locals(), 'a') reads a variable that may not be bound yet (-> UNDEF)
    return ast.Tuple(elts=[ast.Call(func=_mc("ld"), args=[ast.Call(
        func=_name("locals"), args=[], keywords=[]), ast.Constant(n)], keywords=[])
        for n in names], ctx=ast.Load())


def _store_target(names):
    return ast.Tuple(elts=[_name(n, ast.Store()) for n in names], ctx=ast.Store())


def _one_sided(s):
    """``one_sided=(("a", "true"), ...)`` for ``__mc.if_`` when ``s.test`` is written with
    constants only (``if True:``, ``if 1 > 0:``): the names one branch assigns and the other
    does not, with the branch that does."""
    # the expression rewrites made `not`, comparisons and and/or calls of __mc helpers
    if any(isinstance(n, ast.Name) and n.id != "__mc" or
           not isinstance(n, (ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp, ast.BinOp,
                              ast.Call, ast.Attribute, ast.Name, ast.Lambda, ast.arguments,
                              ast.expr_context, ast.cmpop, ast.boolop, ast.unaryop,
                              ast.operator))
           for n in astwalk.walk(s.test)):
        return []
    body, orelse = set(assigned(s.body)), set(assigned(s.orelse))
    pairs = sorted([(n, "true") for n in body - orelse] + [(n, "false") for n in orelse - body])
    if not pairs:
        return []
    return [ast.keyword(arg="one_sided", value=ast.Tuple(elts=[
        ast.Tuple(elts=[ast.Constant(n), ast.Constant(b)], ctx=ast.Load()) for n, b in pairs],
        ctx=ast.Load()))]


def _fndef(name, params, body, loc):
    fn = ast.FunctionDef(
        name=name, args=ast.arguments(posonlyargs=[], args=[ast.arg(arg=p) for p in params],
                                      vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None,
                                      defaults=[]),
        body=body or [ast.Pass()], decorator_list=[], returns=None, type_params=[])
    return ast.copy_location(fn, loc)


def _locals(fndef, plain=False):
    """The names local to function ``fndef``: its parameters and what its body binds (with
    ``plain``, binds as a name: ``G[0] = v`` alone leaves a global or closure ``G`` outside)."""
    a = fndef.args
    params = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg]
              if x is not None]
    return frozenset(params + (bound if plain else assigned)(fndef.body))


def _return_vars(names):
    return ast.Return(value=ast.Tuple(elts=[_name(n) for n in names], ctx=ast.Load()))


def _located(nodes, loc):
    for n in nodes:
        ast.copy_location(n, loc)
        n.end_lineno, n.end_col_offset = n.lineno, None   # the statement's first line only
        for sub in astwalk.walk(n):
            if not hasattr(sub, "lineno") or sub.lineno is None:
                ast.copy_location(sub, n)
    return nodes


# ---- the transformer -------------------------------------------------------------------------
class _Converter:
    def __init__(self, self_name, filename, col_shift=0, closure_names=frozenset(),
                 local_names=frozenset()):
        self.self_name = self_name
        # the converted function's locals: a container one of them holds that a branch
        # mutates (`outs.append(v)`) is passed through the branch like a variable it assigns
        self.local_names = local_names
        self.filename = filename
        self.col_shift = col_shift   # columns removed by dedenting the source
        # names read by the user's nested functions and lambdas (or declared global/nonlocal):
        # a loop body that assigns one must stay in the function's own scope
        self.closure_names = closure_names
        self._checked = set()        # ids of the statements ``_reject`` has walked

    def block(self, stmts, live_out, in_loop=False, fn_body=False):
        """Convert a statement list; ``live_out``: names read after this block."""
        stmts = list(stmts)
        if fn_body and not always_returns(stmts):
            stmts.append(ast.copy_location(ast.Return(value=None),
                                           stmts[-1] if stmts else ast.Pass(lineno=1,
                                                                            col_offset=0)))
        if not in_loop:
            stmts = _normalize_returns(stmts)
        # the names live after each statement, in one backward pass (live_before is a fold)
        afters = [set(live_out)]
        for s in reversed(stmts[1:]):
            afters.append(live_before([s], afters[-1]))
        out = []
        for s, after in zip(stmts, reversed(afters)):
            out.extend(self.stmt(s, after, in_loop))
        return out

    def stmt(self, s, live, in_loop):
        self._reject(s)
        pre = self._subscript_checks(s)
        self._attr_mutations(s)
        self._attr_alias(s)
        if isinstance(s, ast.If):
            return pre + self.if_(s, live, in_loop)
        if isinstance(s, ast.While):
            return pre + self.while_(s, live, in_loop)
        if isinstance(s, (ast.For, ast.AsyncFor)):
            return pre + self.for_(s, live, in_loop)
        if isinstance(s, (ast.With, ast.Try)):
            for item in getattr(s, "items", []):
                item.context_expr = ast.copy_location(ast.Call(
                    func=_mc("with_"), args=[item.context_expr], keywords=[]), item.context_expr)
            for field in ("body", "orelse", "finalbody"):
                if hasattr(s, field):
                    setattr(s, field, self.block(getattr(s, field), live, in_loop))
            for h in getattr(s, "handlers", []):
                h.body = self.block(h.body, live, in_loop)
            return pre + [s]
        if isinstance(s, ast.FunctionDef):
            lower_jumps(s)
            outer, self.local_names = self.local_names, _locals(s)
            try:
                s.body = self.block(s.body, set(), fn_body=True)
            finally:
                self.local_names = outer
            return pre + [s]
        return pre + [s]

    def if_(self, s, live, in_loop):
        ret = has_return([s])
        if has_jump(s.body + s.orelse) or (ret and in_loop) or (
                ret and not (always_returns(s.body) and always_returns(s.orelse))):
            # stays a Python `if`: a tensor condition fails at bool() with the user's line
            s.body = self.block(s.body, live, in_loop)
            s.orelse = self.block(s.orelse, live, in_loop)
            return [s]
        k = next(_counter)
        names = assigned(s.body + s.orelse)
        names += [n for n in mutated_containers(s.body + s.orelse)
                  if n in self.local_names and n not in names]
        tname, fname = f"__mc_if_true_{k}", f"__mc_if_false_{k}"
        if ret:
            tbody = self.block(s.body, set(), in_loop)
            fbody = self.block(s.orelse, set(), in_loop)
        else:
            tbody = self.block(s.body, live, in_loop) + [_return_vars(names)]
            fbody = self.block(s.orelse, live, in_loop) + [_return_vars(names)]
        defs = [_fndef(tname, names, tbody, s), _fndef(fname, names, fbody, s)]
        call = ast.Call(func=_mc("if_return" if ret else "if_"),
                        args=[s.test, _name(tname), _name(fname), _load_tuple(names),
                              _str_tuple(names), _str_tuple(sorted(live & set(names)))],
                        keywords=[] if ret else _one_sided(s))
        if ret:
            tail = ast.Return(value=call)
        elif names:
            tail = ast.Assign(targets=[_store_target(names)], value=call)
        else:
            tail = ast.Expr(value=call)
        return defs + _located([tail], s)

    def while_(self, s, live, in_loop):
        if has_jump(s.body) or has_return(s.body) or s.orelse:
            s.body = self.block(s.body, live | loaded(s.body) | loaded([s.test]), True)
            return [s]
        k = next(_counter)
        # a name the body rebinds before any read, dead after the loop, is the body's own (2.10
        # compiles a dict rebound so with other keys; fuzz45 seed 186): not carried
        carried = loop_live_out(s, live)
        names = [n for n in assigned(s.body) if n in carried or n.startswith("__mc")]
        names += [n for n in mutated_containers(s.body) if n in self.local_names and n not in names]
        # live at the body's end: what the next test or iteration reads before rebinding it, or
        # the code after the loop (a temporary of a nested loop's body is not: fuzz46 seed 64)
        body_live = carried
        cname, bname = f"__mc_while_cond_{k}", f"__mc_while_body_{k}"
        cond = _fndef(cname, names, [ast.copy_location(ast.Return(value=s.test), s.test)], s)
        body = _fndef(bname, names, self.block(s.body, body_live, True) + [_return_vars(names)],
                      s)
        call = ast.Call(func=_mc("while_"),
                        args=[_name(cname), _name(bname), _load_tuple(names), _str_tuple(names),
                              _str_tuple(sorted(live & set(names)))], keywords=[])
        tail = (ast.Assign(targets=[_store_target(names)], value=call) if names
                else ast.Expr(value=call))
        return [cond, body] + _located([tail], s)

    def for_(self, s, live, in_loop):
        body_live = loop_live_out(s, live)
        stop = for_screen.stop_flags(s)
        body = s.body[:-1] if stop else s.body
        appends, tuples = for_screen.collected(body, set(assigned(body)), self.closure_names)
        if isinstance(s, ast.AsyncFor) or s.orelse or not for_screen.convertible(
                s.target, body, set(assigned(body)) & self.closure_names, appends):
            s.body = self.block(s.body, body_live, in_loop=True)
            s.orelse = self.block(s.orelse, live, in_loop)
            return [s]
        body = for_screen.collect_in(body, appends, tuples)
        k = next(_counter)
        item, bname = f"__mc_for_item_{k}", f"__mc_for_body_{k}"
        bind = ast.copy_location(ast.Assign(targets=[s.target], value=_name(item)), s)
        names = assigned([bind] + body)
        stop = [f for f in stop if f in names]    # a flag the body never sets stays False
        fn = _fndef(bname, [item] + names,
                    [bind] + self.block(body, body_live, True) + [_return_vars(names)], s)
        # a scan carries the variables read after the loop or before the body rebinds them,
        # and the jump flags (the return value is read through ``locals()``)
        reads = live | live_before(body, body_live)
        carry = {n for n in names if n in reads or n.startswith("__mcv")}
        kind = ("index" if for_screen.index_only(s.target, body) else
                "name" if isinstance(s.target, ast.Name) else "tuple")
        if kind == "index":
            for_screen.as_windows(fn.body, s.target.id)
        call = ast.Call(func=_mc("for_"), args=[
            s.iter, _name(bname), _load_tuple(names), _str_tuple(names),
            _str_tuple(sorted(live & set(names))), _str_tuple(sorted(carry)), _str_tuple(stop),
            _str_tuple(sorted(_target_names(s.target))), ast.Constant(kind),
            _str_tuple(for_screen.mutated_in_place(body))], keywords=[])
        tail = (ast.Assign(targets=[_store_target(names)], value=call) if names
                else ast.Expr(value=call))
        return [fn] + _located([tail], s)

    def _reject(self, s):
        if id(s) in self._checked:      # walked already as part of an enclosing statement
            return
        for n in _walk_same_scope([s]):
            if isinstance(n, ast.stmt):
                self._checked.add(id(n))
            for base in _assigned_attribute_bases(n):
                raise GraphModeError(
                    f"In graph mode, only attribute and name of class members can be assigned. "
                    f"But got {type(base).__name__}: the object whose attribute is set here is "
                    f"computed (`{ast.unparse(base)}`), so the graph cannot tell which member "
                    f"it writes.", hint="give that object a name (`self.inner = ...` in "
                    "__init__) and assign `self.inner.x`, or make the value a Parameter and "
                    "write it with ops.assign.", loc=self._loc(n))
            if isinstance(n, (ast.Yield, ast.YieldFrom, ast.Await, ast.AsyncFor, ast.AsyncWith)):
                raise GraphModeError(
                    f"'{type(n).__name__}' cannot be compiled in GRAPH_MODE: construct must be a "
                    f"plain function that returns its outputs.",
                    hint="return the values (a tuple of tensors) instead of yielding them, or "
                         "run in PYNATIVE_MODE.",
                    loc=self._loc(n))

    def _loc(self, n):
        return (self.filename, n.lineno, n.col_offset + self.col_shift,
                None if n.end_col_offset is None or n.end_lineno != n.lineno
                else n.end_col_offset + self.col_shift)

    def _self_attr(self, node):
        """``attr`` when ``node`` is ``self.attr`` (else None)."""
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                node.value.id == self.self_name:
            return node.attr
        return None

    def _subscript_checks(self, s):
        """``self.a[i] = v`` (or ``self.a[i].append(v)``): ``__mc.attr_subscript(self, "a")``
        first, for MindSpore's TypeErrors (``graph_builtins.attr_subscript``)."""
        if isinstance(s, (ast.Assign, ast.AugAssign)):
            nodes = s.targets if isinstance(s, ast.Assign) else [s.target]
        elif isinstance(s, ast.Expr) and isinstance(s.value, ast.Call) and \
                isinstance(_Calls.callee(s.value), ast.Attribute) and \
                _Calls.callee(s.value).attr in _MUTATORS:
            nodes = [_Calls.callee(s.value).value]
        else:
            return []
        names = [self._self_attr(n.value) for n in nodes if isinstance(n, ast.Subscript)]
        return [_located([ast.Expr(value=ast.Call(
            func=_mc("attr_subscript"), args=[_name(self.self_name), ast.Constant(a)],
            keywords=[]))], s)[0] for a in names if a is not None]

    def _attr_alias(self, s):
        """``o = self.a``: ``o = __mc.attr_alias(self.a)``, a copy where ``self.a`` is a plain
        list (``attr_mutation.attr_alias``)."""
        if isinstance(s, ast.Assign) and all(isinstance(t, ast.Name) for t in s.targets) \
                and self._self_attr(s.value) is not None:
            s.value = ast.copy_location(ast.Call(func=_mc("attr_alias"), args=[s.value],
                                                 keywords=[]), s.value)

    def _attr_mutations(self, s):
        """``self.a.append(x)`` (a list mutator on a ``self`` attribute) as
        ``__mc.attr_mutate(self, "a", "append", warning, <the call's callee>, x)``: a
        compile-time warning that it runs once, and op by op where it would store a traced
        tensor (``attr_mutation``)."""
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call):
            f = _Calls.callee(s.value)
            if (isinstance(f, ast.Attribute) and f.attr in _MUTATORS
                    and isinstance(f.value, ast.Attribute)
                    and isinstance(f.value.value, ast.Name)
                    and f.value.value.id == self.self_name):
                m = (f"`{self.self_name}.{f.value.attr}.{f.attr}(...)` mutates a Python "
                     f"attribute; in GRAPH_MODE this runs once at compile time, not on every "
                     f"call")
                s.value = ast.copy_location(ast.Call(
                    func=_mc("attr_mutate"),
                    args=[f.value.value, ast.Constant(f.value.attr), ast.Constant(f.attr),
                          ast.Constant(m), s.value.func, *s.value.args],
                    keywords=s.value.keywords), s.value)


def _raises_before(s, rest):
    """Whether a branch of ``if`` statement ``s`` always raises and ``rest`` (the code after it)
    holds a ``raise``: ``rest`` then runs only on the other branch's path (2.10, measured: ``if
    t: raise A`` then ``raise B`` raises B only where the tensor ``t`` is False). Code after
    such an ``if`` that cannot raise is traced unconditionally, as the raise check keeps its
    values unused where the branch raises."""
    return (always_returns(s.body) or always_returns(s.orelse)) and \
        has_raise(rest)


def _normalize_returns(stmts):
    """``if c: return a`` (or a branch that always raises, ``_raises_before``) followed by more
    code: move the rest into the branch that falls through (into both when a ``return`` nested
    deeper leaves both able to fall through), so each converted ``if`` with a ``return``
    returns from both branches."""
    for i, s in enumerate(stmts):
        rest = stmts[i + 1:]
        if isinstance(s, ast.If) and (has_return([s]) or _raises_before(s, rest)) \
                and not has_jump(s.body + s.orelse):
            body_r, else_r = always_returns(s.body), always_returns(s.orelse)
            if body_r and not else_r:
                s.orelse = _normalize_returns(s.orelse + rest)
            elif else_r and not body_r:
                s.body = _normalize_returns(s.body + rest)
            elif not body_r and not else_r:
                if not rest:
                    return stmts
                s.body = _normalize_returns(s.body + rest)
                s.orelse = _normalize_returns(s.orelse + copy.deepcopy(rest))
            else:
                s.body = _normalize_returns(s.body)
                s.orelse = _normalize_returns(s.orelse)
            return stmts[:i] + [s]
    return stmts


def _outer_items(fndef, fn_globals, freevars):
    """``G = globals()["G"]`` first for each module global the function writes only by item or
    in-place method (``G[0] = v``), which a converted ``if``/loop passes through its branches
    like a local (it was an unbound local there: a TypeError). 2.10 (measured): ``if c: G[0] =
    7`` then ``return G`` is ``[7, 2]``; under a Tensor ``if x > 0`` that is False, ``[1, 2]``."""
    names = sorted(n for n in _locals(fndef) - _locals(fndef, plain=True)
                   if n in fn_globals and n not in freevars and not n.startswith("__mc"))
    return [ast.copy_location(ast.Assign(targets=[_name(n, ast.Store())], value=ast.Subscript(
        value=ast.Call(func=_name("globals"), args=[], keywords=[]), slice=ast.Constant(n),
        ctx=ast.Load())), fndef.body[0]) for n in names]


def convert_function(fndef, filename="<unknown>", col_shift=0, fn_globals=(),
                     freevars=()):
    """Convert one ``ast.FunctionDef`` in place (decorators dropped) and return it.

    ``col_shift``: columns the source was dedented by (errors put their caret at
    ``col + col_shift`` in the original file). ``fn_globals``, ``freevars``: the function's
    module globals and closure names (``_outer_items``).
    """
    args = fndef.args.posonlyargs + fndef.args.args
    self_name = args[0].arg if args else None
    fndef.decorator_list = []
    closure_names = for_screen.closure_names(fndef)     # before conversion adds its own lambdas
    rewrite_calls_and_operators(fndef, self_name)
    ChainedStores().visit(fndef)
    OuterStores(_locals(fndef), self_name).generic_visit(fndef)      # (the body: not a nested def)
    lower_jumps(fndef)
    fndef.body = _outer_items(fndef, fn_globals, freevars) + fndef.body
    fndef.body = _Converter(self_name, filename, col_shift, closure_names,
                            _locals(fndef)).block(fndef.body, set(), fn_body=True)
    wrap_item_reads(fndef)
    astwalk.fix_missing_locations(fndef)
    return fndef
