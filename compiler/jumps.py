"""AST -> AST pre-pass: ``break``/``continue``/``return`` inside loops become flag variables.

Runs before ``transform._Converter`` (which then only sees ``if``/``while`` without jumps, so a
tensor condition around a ``break`` lowers to ``cond``/``while`` like any other):

* ``break`` -> ``__mcv_brk_K = True``; ``continue`` -> ``__mcv_cont_K = True``; the statements
  after one that may jump are guarded by ``if __mc.not_any(flags): ...``.
* ``while test:`` -> ``while __mc.and_not(lambda: test, brk, ret):`` (a flag that is Python
  ``True`` stops the loop without evaluating ``test``; a tensor flag is and-ed in).
* ``for`` loops stay Python loops (unrolled at compile time): the body is guarded by
  ``not_any(brk, ret)`` and ``if __mc.py_true(brk, ret): break`` stops the unrolling as soon as
  a flag is known to be Python ``True``; with a tensor flag the remaining iterations are traced
  as ``cond`` nodes, like AutoGraph does. A target read outside the loop is bound from the
  item under that guard, so after a tensor ``break`` it keeps the item that broke.
  (``transform`` then hands the loop and its flags to ``__mc.for_``, which may trace the
  guarded body once as a scan: ``compiler/for_scan.py``.)
* When a ``return`` sits inside a loop, every ``return v`` of the function becomes
  ``__mcv_ret = True; __mcv_retval = v`` and the function ends with one
  ``return __mc.ret_value(__mcv_retval, __mcv_ret, may_fall_off)``. A tensor-dependent
  ``if``/``while`` that assigns ``__mcv_retval`` on one path only fills the other path with zeros
  of the same structure (never observed where the flag is False). When the function may also
  fall off its end (``return None``) and the flag is a tensor there, ``ret_value`` raises: a
  graph cannot return a tensor on some runtime paths and None on others.
* ``while``/``for`` ... ``else`` runs its ``else`` under ``not_any(brk, ret)`` (a loop without
  ``break`` or ``return`` is followed by its ``else`` statements).
* Every flag is also set False at the function's start, so it exists on every path (a loop
  nested under another loop's guard may be skipped by a tensor ``cond``).

>>> import ast
>>> fn = ast.parse("def f(x):\\n    while x > 0:\\n        if x > 5:\\n            break\\n"
...                "        x = x - 1\\n    return x").body[0]
>>> "__mcv_brk" in ast.unparse(lower_jumps(fn))
True
"""
import ast
import itertools

from . import astwalk
from .names import _SCOPES, _inner_blocks, _target_names, live_before, loop_live_out
from .names import has_return as _has_return

_counter = itertools.count()
RET, RETVAL = "__mcv_ret", "__mcv_retval"


def _name(id_, store=False):
    return ast.Name(id=id_, ctx=ast.Store() if store else ast.Load())


def _mc_call(attr, args):
    return ast.Call(func=ast.Attribute(value=_name("__mc"), attr=attr, ctx=ast.Load()),
                    args=args, keywords=[])


def _set(name, value, loc):
    return ast.copy_location(ast.Assign(targets=[_name(name, True)], value=value), loc)


def _scope_walk(stmts, into_loops=True):
    """Statements of ``stmts`` in the same function scope (optionally not inside nested
    loops): the jumps (``break``, ``continue``, ``return``) and loops this module looks for are
    all statements, and no expression holds one."""
    stack = list(stmts)
    while stack:
        n = stack.pop()
        yield n
        if isinstance(n, _SCOPES):      # a nested def listed in the block itself
            continue
        for child in _inner_blocks(n):
            if isinstance(child, _SCOPES):
                continue
            if not into_loops and isinstance(child, (ast.For, ast.While)):
                stack.extend(child.orelse)    # a nested loop's body jumps for that loop only
                continue
            stack.append(child)


def _own_jumps(body):
    """(has break, has continue) belonging to the loop whose body is ``body``."""
    kinds = {type(n) for n in _scope_walk(body, into_loops=False)}
    return ast.Break in kinds, ast.Continue in kinds


def _return_in_loop(stmts):
    for n in _scope_walk(stmts):
        if isinstance(n, (ast.For, ast.While)) and _has_return(n.body + n.orelse):
            return True
    return False


class _Ctx:
    def __init__(self, brk=None, cont=None, ret=False):
        self.brk, self.cont, self.ret = brk, cont, ret

    def flags(self):
        return [f for f in (self.brk, self.cont, RET if self.ret else None) if f]


def _may_jump(stmts, ctx):
    """Whether ``stmts`` may set one of ``ctx``'s flags (so what follows must be guarded)."""
    brk, cont = _own_jumps(stmts) if (ctx.brk or ctx.cont) else (False, False)
    return (brk and ctx.brk) or (cont and ctx.cont) or (ctx.ret and _has_return(stmts))


def _guard(flags, body, loc):
    test = _mc_call("not_any", [_name(f) for f in flags])
    return ast.copy_location(ast.If(test=test, body=body, orelse=[]), loc)


def _nothing():
    return set()


def _live_after(stmts, live_out):
    """The names live after ``stmts``' first statement (asked only for a ``for`` loop's target
    when the loop has a ``break``: ``live_out()`` says what is live after the block)."""
    return lambda: live_before(stmts[1:], live_out())


def _block(stmts, ctx, live_out=_nothing):
    out = []
    for i, s in enumerate(stmts):
        jumps = _may_jump([s], ctx)             # before _stmt rewrites the jumps away
        out.extend(_stmt(s, ctx, _live_after(stmts[i:], live_out)))
        if isinstance(s, (ast.Break, ast.Continue)) or (isinstance(s, ast.Return) and ctx.ret):
            return out                          # the rest of this block never runs
        if jumps:
            rest = _block(stmts[i + 1:], ctx, live_out)
            if rest:
                out.append(_guard(ctx.flags(), rest, stmts[i + 1]))
            return out
    return out


def _stmt(s, ctx, after):
    if isinstance(s, ast.Break) and ctx.brk:
        return [_set(ctx.brk, ast.Constant(True), s)]
    if isinstance(s, ast.Continue) and ctx.cont:
        return [_set(ctx.cont, ast.Constant(True), s)]
    if isinstance(s, ast.Return) and ctx.ret:
        value = s.value if s.value is not None else ast.Constant(None)
        return [_set(RET, ast.Constant(True), s), _set(RETVAL, value, s)]
    if isinstance(s, ast.If):
        s.body = _block(s.body, ctx, after)
        s.orelse = _block(s.orelse, ctx, after)
        return [s]
    if isinstance(s, (ast.With, ast.Try)):
        for field in ("body", "orelse", "finalbody"):
            if hasattr(s, field):
                setattr(s, field, _block(getattr(s, field), ctx, after))
        for h in getattr(s, "handlers", []):
            h.body = _block(h.body, ctx, after)
        return [s]
    if isinstance(s, (ast.For, ast.While)):
        return _loop(s, ctx, after)
    return [s]


def _loop(s, ctx, after):
    has_brk, has_cont = _own_jumps(s.body)
    body_out = lambda: loop_live_out(s, after())    # noqa: E731
    ret_inside = ctx.ret and _has_return(s.body)
    if not (has_brk or has_cont or ret_inside):
        s.body = _block(s.body, _Ctx(ret=ctx.ret), body_out)     # nested loops may still jump
        # without a `break` the `else` always runs after the loop: it follows it
        orelse, s.orelse = _block(s.orelse, ctx, after), []
        return [s] + orelse
    k = next(_counter)
    brk = f"__mcv_brk_{k}" if has_brk else None
    cont = f"__mcv_cont_{k}" if has_cont else None
    inner = _Ctx(brk, cont, ctx.ret)
    stop = [f for f in (brk, RET if ret_inside else None) if f]
    target_after = (brk and isinstance(s, ast.For)
                    and _target_names(s.target) & after())
    body = _block(s.body, inner, body_out)
    if cont:
        body = [_set(cont, ast.Constant(False), s)] + body
    if target_after:
        # a target read outside the loop keeps the item of the iteration that broke: the item
        # binds it under the guard (a tensor `break` flag skips the later iterations' binds)
        item = f"__mcv_item_{k}"
        body = [ast.copy_location(ast.Assign(targets=[s.target], value=_name(item)), s)] + body
        s.target = ast.copy_location(_name(item, True), s.target)
    # both flags exist before the loop: a tensor `while` carries them (never first-assigned
    # inside the loop, which a graph could not express)
    pre = [_set(f, ast.Constant(False), s) for f in (brk, cont) if f]
    if isinstance(s, ast.While):
        test = ast.Lambda(args=ast.arguments(posonlyargs=[], args=[], vararg=None,
                                             kwonlyargs=[], kw_defaults=[], kwarg=None,
                                             defaults=[]), body=s.test)
        s.test = ast.copy_location(_mc_call("and_not", [test] + [_name(f) for f in stop]),
                                   s.test)
        s.body = body
    else:
        stop_now = ast.copy_location(ast.If(test=_mc_call("py_true", [_name(f) for f in stop]),
                                            body=[ast.copy_location(ast.Break(), s)],
                                            orelse=[]), s)
        s.body = [_guard(stop, body, s), stop_now] if stop else body
    post = []
    if s.orelse:
        orelse = _block(s.orelse, ctx, after)
        post = [_guard(stop, orelse, s.orelse[0])] if stop else orelse
        s.orelse = []
    return pre + [s] + post


def always_returns(stmts):
    """Whether control never reaches the end of ``stmts`` (no implicit ``return None``): every
    path ends in a ``return`` or ``raise``, or in a ``while True:`` left only by ``return``.
    (The converter in ``transform.py`` uses the same test.)"""
    if not stmts:
        return False
    last = stmts[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return True
    if isinstance(last, ast.If):
        return always_returns(last.body) and always_returns(last.orelse)
    if isinstance(last, ast.While) and isinstance(last.test, ast.Constant) and last.test.value:
        return not _own_jumps(last.body)[0]     # `while True:` ends only through a break
    return False


def lower_jumps(fndef):
    """Rewrite ``fndef``'s body in place (see the module docstring); returns ``fndef``."""
    ret = _return_in_loop(fndef.body)
    fall_off = ret and not always_returns(fndef.body)
    body = _block(fndef.body, _Ctx(ret=ret))
    if ret:
        loc = fndef.body[0]
        tail = fndef.body[-1]
        # ret_value(value, flag, may fall off the end): a tensor flag there means some runtime
        # path returns None, which a graph cannot express (an error, never a silent zero)
        body = [_set(RET, ast.Constant(False), loc)] + body + [ast.copy_location(
            ast.Return(value=_mc_call("ret_value", [_mc_call("ld", [
                ast.Call(func=_name("locals"), args=[], keywords=[]),
                ast.Constant(RETVAL)]), _name(RET), ast.Constant(fall_off)])), tail)]
        for n in astwalk.walk(body[-1]):    # errors there name the last statement's first line
            n.lineno, n.end_lineno = tail.lineno, tail.lineno
            n.col_offset, n.end_col_offset = tail.col_offset, None
    fndef.body = _define_flags_first(body, fndef.body[0] if fndef.body else fndef)
    astwalk.fix_missing_locations(fndef)
    return fndef


def _define_flags_first(body, loc):
    """``body`` with every loop's ``break``/``continue`` flag also set False at its start.

    Each loop still resets its flags right before it runs; the early definition matters for a
    loop nested in another loop's jump guard (``while ...: if c: break`` then an inner loop with
    a ``continue``): with a tensor ``c`` the guard is a ``cond`` whose false path skips the inner
    loop, and a graph needs the inner flag on both paths."""
    flags = sorted({n.id for stmt in body for n in astwalk.walk(stmt)
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
                    and n.id.startswith(("__mcv_brk_", "__mcv_cont_"))})
    return [_set(f, ast.Constant(False), loc) for f in flags] + body
