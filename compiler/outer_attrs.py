"""Python values that graphs set on objects: ``self.count += 1`` in construct
(``attr_state.set_attr``) and ``obj.x = obj.x + 1`` on a global or closure object
(``OuterStores``, ``outer_setattr``). The trace sets them once; ``builder.py_attrs`` records
them so that every call of the compiled graph sets them again and the graph compiles again
when one holds another value than the trace read (``call.AttrWritingCompiled``).
"""
import ast

import numpy as np

from ..runtime.dispatch import state
from . import astwalk

_PLAIN = (int, float, bool, str, type(None))    # Python attribute values a graph sets again


def set_again(builder, obj, name, value):
    """Record ``obj.<name> = value`` in ``builder.py_attrs`` when the compiled call can set it
    again (a Python number, bool, str or None replacing one; a numpy array replacing one)."""
    before = obj.__dict__.get(name)
    if type(value) in _PLAIN and type(before) in _PLAIN:
        builder.py_attrs.setdefault((id(obj), name), [obj, name, before])[3:] = [value]
    elif type(value) is np.ndarray and type(before) is np.ndarray:   # copies: `+=` is in place
        builder.py_attrs.setdefault((id(obj), name), [obj, name, before.copy()])[3:] = [
            value.copy()]
    else:
        return False
    return True


def outer_setattr(obj, name, value):
    """``obj.<name> = value`` in converted code, for an ``obj`` the function neither takes nor
    binds (a global or closure object, ``OuterStores``). As in MindSpore 2.10's graph mode
    (measured: a global ``jit_class`` or plain instance's ``obj.x = obj.x + 1`` in a ``jit``
    function counts 2, 3, 4 over three calls), a Python value set so is set by every call and
    read afresh (``AttrWritingCompiled``); anything else is set while compiling, as before."""
    state.tracer.outer_setattr(obj, name, value)


def global_states(namespace, names):
    """Start of a converted function declaring ``names`` global (``compiler.global_state``)."""
    state.tracer.global_states(namespace, names)


def set_global(namespace, name):
    """After ``name = ...`` in a converted function declaring ``name`` global."""
    state.tracer.set_global(namespace, name)


def member_setattr(obj, name, value):
    """``a.b.name = value`` or ``local.name = value`` in converted code (not ``self.name``, nor
    a global's, ``OuterStores``): MindSpore 2.10's graph refuses it on a Parameter (measured
    for ``self.p.name``, ``self.p.requires_grad`` and a new attribute); anything else is set."""
    from ..common.parameter import Parameter
    if isinstance(obj, Parameter):
        raise ValueError("Do not support to set attribute for a parameter.")
    setattr(obj, name, value)


def builder_outer_setattr(b, obj, name, value):
    """``Builder.outer_setattr`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``)."""
    if isinstance(getattr(obj, "__dict__", None), dict) and not isinstance(obj, type) and \
            getattr(obj, "cells_and_names", None) is None:
        set_again(b, obj, name, value)      # (a Cell's own __setattr__ goes to Builder)
    setattr(obj, name, value)


def builder_graph_only(b, what, text=None, exc=RuntimeError):
    """``Builder.graph_only`` (installed by ``compiler.call``): a graph is where MindSpore runs
    it."""
    return None


class OuterStores(astwalk.NodeTransformer):
    """``g.attr = v`` and ``g.attr op= v``, where ``g`` is a name not in ``local_names`` ->
    ``__mc.outer_setattr(g, "attr", v)`` (``outer_setattr``); an augmented one computes
    ``__mc.augassign("Op", g.attr, v)`` as the value. ``x.attr = v`` on any other object but
    ``self_name``'s -> ``__mc.member_setattr(x, "attr", v)``. Nested functions are left
    alone."""

    def __init__(self, local_names, self_name=None):
        self.local_names = local_names
        self.self_name = self_name

    def visit_FunctionDef(self, node):
        return node

    visit_AsyncFunctionDef = visit_Lambda = visit_ClassDef = visit_FunctionDef

    def _outer(self, t):
        return isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and \
            t.value.id not in self.local_names

    def _member(self, t):
        if not isinstance(t, ast.Attribute):
            return False
        base = t.value
        while isinstance(base, ast.Attribute):
            base = base.value
        # a computed object (``self.blocks[0].k = 1``) is left to the transformer, which
        # refuses it as 2.10 does (at every syntax level, measured)
        return isinstance(base, ast.Name) and not (
            isinstance(t.value, ast.Name) and t.value.id == self.self_name)

    def _call(self, node, target, value, fn="outer_setattr"):
        mc = ast.Name(id="__mc", ctx=ast.Load())
        obj = target.value
        if isinstance(obj, ast.Name):
            obj = ast.Name(id=obj.id, ctx=ast.Load())
        call = ast.Call(func=ast.Attribute(value=mc, attr=fn, ctx=ast.Load()),
                        args=[obj, ast.Constant(target.attr), value], keywords=[])
        return astwalk.fix_missing_locations(ast.copy_location(ast.Expr(value=call), node))

    def visit_Assign(self, node):
        if len(node.targets) != 1:
            return node
        if self._outer(node.targets[0]):
            return self._call(node, node.targets[0], node.value)
        if self._member(node.targets[0]):
            return self._call(node, node.targets[0], node.value, "member_setattr")
        return node

    def visit_AugAssign(self, node):
        if not self._outer(node.target):
            return node
        t = node.target
        read = ast.Attribute(value=ast.Name(id=t.value.id, ctx=ast.Load()), attr=t.attr,
                             ctx=ast.Load())
        mc = ast.Name(id="__mc", ctx=ast.Load())
        value = ast.Call(func=ast.Attribute(value=mc, attr="augassign", ctx=ast.Load()),
                         args=[ast.Constant(type(node.op).__name__), read, node.value],
                         keywords=[])
        return self._call(node, t, value)
