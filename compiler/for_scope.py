"""MindSpore 2.10's graph parser scopes a ``for`` loop: a name first bound inside a ``for``
(its target, or an assignment in its body) and read after the loop is its UnboundLocalError
when it parses the function, even though Python (and PYNATIVE_MODE) keeps the last value
(measured: ``for i in range(3): ...`` then ``return x, i``; ``for t in (x, x * 2)`` then
``return t``; ``y = x + i`` in the body then ``return y``; ``i = 0`` before the loop makes it
fine; a ``while`` loop does not scope its names). PIJit runs such a function as Python does.

>>> import ast
>>> f = ast.parse("def f(x):\\n    for i in range(3):\\n        x = x + i\\n    return x, i\\n")
>>> [(n.id, n.lineno) for n in loop_scoped_read(f.body[0])]
[('i', 2), ('i', 4)]
"""
import ast

from . import astwalk

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp)


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _names(node):
    """The Name nodes of ``node``'s own scope (nested functions and comprehensions left out),
    and a store Name at each ``def``/``class`` statement nested in it: it binds its name as an
    assignment does (2.10 measured: ``f = ...`` in a ``for``, then ``def f`` after the loop,
    makes ``f`` read after that fine). ``loop_scoped_read`` does not count one inside a loop:
    2.10 refuses its name read after the loop, minicell keeps running it as Python does."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.Name):
            yield n
        for child in astwalk.iter_child_nodes(n):
            if not isinstance(child, _SCOPES):
                stack.append(child)
            elif isinstance(child, _DEFS) and child is not node:
                store = ast.Name(id=child.name, ctx=ast.Store(), lineno=child.lineno,
                                 col_offset=child.col_offset)
                store.mc_def = True
                yield store


def _order(n):
    # a store on a line comes after the loads of its statement (``i = i + 1``)
    return (n.lineno, n.col_offset + (10 ** 6 if not isinstance(n.ctx, ast.Load) else 0))


def loop_scoped_read(fndef):
    """``(binding, read)``: the Name nodes (a store in a ``for``, a load after it) of the first
    name a ``for`` of ``fndef`` binds that was not bound before it and is read after it, or
    None."""
    names = sorted(_names(fndef), key=_order)
    args = fndef.args
    params = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs +
              [args.vararg, args.kwarg] if a is not None}
    declared = {x for n in astwalk.walk(fndef) if isinstance(n, (ast.Global, ast.Nonlocal))
                for x in n.names}
    for loop in (n for n in astwalk.walk(fndef) if isinstance(n, ast.For)):
        start, end = (loop.lineno, loop.col_offset), (loop.end_lineno, loop.end_col_offset)
        before = params | declared | {n.id for n in names if not isinstance(n.ctx, ast.Load)
                                      and (n.lineno, n.col_offset) < start}
        inside, read = {}, set(before)
        aug = {id(n.target) for part in loop.body for n in astwalk.walk(part)
               if isinstance(n, ast.AugAssign)}
        for part in [loop.target] + loop.body:
            # (a name read in the loop before it is bound there, ``z += i`` included, is the
            # enclosing scope's: 2.10 reads the global)
            for n in sorted(_names(part), key=_order):
                if isinstance(n.ctx, ast.Load) or id(n) in aug:
                    read.add(n.id)
                elif n.id not in read and not getattr(n, "mc_def", False):
                    inside.setdefault(n.id, n)
        if not inside:
            continue
        seen = set()
        for n in names:
            if (n.lineno, n.col_offset) <= end or n.id not in inside or n.id in seen:
                continue
            seen.add(n.id)
            if isinstance(n.ctx, ast.Load):
                return inside[n.id], n
    return None


__all__ = ["loop_scoped_read"]
