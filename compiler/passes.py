"""Passes: an ordered list of small ``Graph -> Graph`` functions, each followed by ``verify``.

Passes test op properties (``SIDE_EFFECT``, ``RANDOM``, ...), never op names. The root graph's
``outputs`` are the roots of liveness (the call's outputs and the final Parameter values).
Set ``MINICELL_DUMP_IR=1`` to print the IR after every pass.

>>> from minicell.compiler import ir
>>> g = ir.Graph("f")
>>> run_passes(g) is g
True
"""
import os
import sys

import numpy as np

from ..runtime.registry import RANDOM, SIDE_EFFECT
from ..runtime.xla_options import traced
from . import ir

FOLD_LIMIT = 1024       # fold only small constants: big ones would bloat the executable
# the attribute of a side-effect node that only guards the value it reads (a run-time check of
# an op's result): dead code with that value
DEAD_WITH_INPUT = ("kept", "with_input")


class VerifyError(AssertionError):
    """A pass broke an IR invariant (a bug in minicell, not in user code)."""


def has_side_effect(node):
    """A side-effect node, or a control-flow node whose sub-graphs hold one (a `cond` whose
    branches only ``print`` has no used output, yet must stay)."""
    if SIDE_EFFECT in node.props:
        return True
    return any(has_side_effect(n) for sg in node.subgraphs for n in sg.nodes)


def _is_pure(op):
    return not isinstance(op, ir.Structural) and not (op.props & {RANDOM, SIDE_EFFECT})


def _substitute(graph, mapping):
    if not mapping:
        return
    for node in graph.nodes:
        node.inputs = tuple(mapping.get(v.id, v) if isinstance(v, ir.Var) else v
                            for v in node.inputs)
        for sg in node.subgraphs:
            _substitute(sg, mapping)
    graph.outputs = [mapping.get(v.id, v) if isinstance(v, ir.Var) else v
                     for v in graph.outputs]


def fold_constants(graph):
    """Evaluate pure ops whose inputs are all constants (small results only)."""
    consts = {}
    for node in graph.nodes:
        if node.op is ir.CONST:
            consts[node.outs[0].id] = node.extra
            continue
        if not _is_pure(node.op) or len(node.outs) != 1:
            continue
        if all(not isinstance(v, ir.Var) or v.id in consts for v in node.inputs) and \
                node.outs[0].size <= FOLD_LIMIT:
            args = [consts[v.id] if isinstance(v, ir.Var) else v for v in node.inputs]
            try:
                value = np.asarray(node.op.kernel(node.attrs, traced())(*args))
            except Exception:  # noqa: BLE001  leave it to run in the graph
                continue
            if value.shape != node.outs[0].shape or value.dtype != node.outs[0].dtype:
                continue
            node.op, node.inputs, node.attrs, node.extra = ir.CONST, (), (), value
            consts[node.outs[0].id] = value
    for node in graph.nodes:
        for sg in node.subgraphs:
            fold_constants(sg)
    return graph


class _NotConstant(Exception):
    pass


def constant_value(graph, var):
    """``var``'s value when pure ops of ``graph`` compute it from constants alone (a Tensor
    attribute, ``Tensor(3)`` made in construct), else None. MindSpore's graph folds a condition
    on such values while compiling, so its ``if`` takes one branch (``conditions.static_cond``)."""
    producer = {o.id: n for n in graph.nodes for o in n.outs}
    values = {}

    def value_of(v):
        if v.id not in values:
            node = producer.get(v.id)
            if node is None or not (node.op is ir.CONST or _is_pure(node.op)) or \
                    len(node.outs) != 1:
                raise _NotConstant   # an input, a Parameter, a random or side-effect op's
            if node.op is ir.CONST:
                values[v.id] = node.extra
            else:
                args = [value_of(a) if isinstance(a, ir.Var) else a for a in node.inputs]
                values[v.id] = np.asarray(node.op.kernel(node.attrs, traced())(*args))
        return values[v.id]
    try:
        return value_of(var)
    except Exception:  # noqa: BLE001  not constant, or an op that fails here: as fold_constants,
        return None    # leave it to the graph (the condition is traced)


def _literal_key(v):
    if isinstance(v, ir.Var):
        return ("v", v.id)
    try:
        hash(v)
    except TypeError:
        return ("o", id(v))
    return ("l", type(v), v)


def _narrow_float(node):
    """A node with a float16/bfloat16 result."""
    return any(o.dtype.itemsize == 2 and (o.dtype.kind == "f" or o.dtype.name == "bfloat16")
               for o in node.outs)


def eliminate_common_subexpressions(graph, seen=None, differentiated=False):
    """Reuse the first of several identical pure nodes (same op, attrs and inputs).

    Inside a differentiated sub-graph (``value_and_grad``) a node with a float16/bfloat16 result
    is never merged: the gradients of two calls reach their inputs separately, each through the
    call's own vjp, and are summed in the inputs' dtype, as PYNATIVE_MODE's tape and 2.10 sum
    them (a float32 weight of a float16 Dense called twice: float32 sum of two float16 gradients,
    not the float16 sum of the merged node's cotangents)."""
    seen = dict(seen or {})
    mapping = {}
    keep = []
    for node in graph.nodes:
        node.inputs = tuple(mapping.get(v.id, v) if isinstance(v, ir.Var) else v
                            for v in node.inputs)
        if _is_pure(node.op) and not (differentiated and _narrow_float(node)):
            key = (node.op, node.attrs, tuple(_literal_key(v) for v in node.inputs))
            prev = seen.get(key)
            if prev is not None:
                for o, p in zip(node.outs, prev.outs):
                    mapping[o.id] = p
                continue
            seen[key] = node
        for sg in node.subgraphs:   # a sub-graph may reuse what is computed before its node
            _substitute(sg, mapping)
            eliminate_common_subexpressions(sg, seen, differentiated or node.op is ir.GRAD)
        keep.append(node)
    graph.nodes = keep
    _substitute(graph, mapping)
    return graph


def _uses(node):
    used = {v.id for v in node.var_inputs()}
    for sg in node.subgraphs:
        used.update(v.id for v in sg.free_vars())
    return used


def _needed(node, live):
    if any(o.id in live for o in node.outs):
        return True
    if DEAD_WITH_INPUT in node.attrs:
        return any(v.id in live for v in node.var_inputs())
    return has_side_effect(node)


def eliminate_dead_code(graph):
    """Drop nodes whose outputs are never used; side-effect nodes stay, except a
    ``DEAD_WITH_INPUT`` one whose inputs nothing after it uses."""
    live = {v.id for v in graph.outputs if isinstance(v, ir.Var)}
    keep = []
    for node in reversed(graph.nodes):
        if _needed(node, live):
            keep.append(node)
            live.update(_uses(node))
    graph.nodes = keep[::-1]
    for node in graph.nodes:
        for sg in node.subgraphs:
            eliminate_dead_code(sg)
    return graph


def order_side_effects(graph):
    """Side effects run in program order: record the chain (``graph.effects``) that lowering
    follows and ``verify`` checks; no pass may reorder these nodes."""
    graph.effects = [n for n in graph.nodes if has_side_effect(n)]
    for node in graph.nodes:
        for sg in node.subgraphs:
            order_side_effects(sg)
    return graph


from .layout import to_channels_last  # noqa: E402  (NHWC inside conv nets)
from .fold_transpose import fold_transposes  # noqa: E402  (x @ w.T reads w as stored)
from .fuse_bias import fuse_bias_add  # noqa: E402  (half MatMul + BiasAdd round once, as 2.10)
from .half_in_float32 import half_in_float32  # noqa: E402  (2.10's float32-only CPU kernels)
from .fold_unstack import fold_unstack  # noqa: E402  (stack of a scan's rows: its output)

PASSES = [fold_constants, fold_unstack, fold_transposes, fuse_bias_add, half_in_float32,
          to_channels_last, eliminate_common_subexpressions, eliminate_dead_code, order_side_effects]


def verify(graph, outer=frozenset()):
    """Every Var is defined once, before use (here or in an enclosing graph)."""
    defined = set(outer) | {v.id for v in graph.inputs}
    for node in graph.nodes:
        for v in node.var_inputs():
            if v.id not in defined:
                raise VerifyError(f"{node.op.name} in graph {graph.name} reads {v!r} before it "
                                  f"is defined")
        for sg in node.subgraphs:
            verify(sg, frozenset(defined))
        for o in node.outs:
            if o.id in defined:
                raise VerifyError(f"{o!r} is defined twice in graph {graph.name}")
            defined.add(o.id)
    for v in graph.outputs:
        if isinstance(v, ir.Var) and v.id not in defined:
            raise VerifyError(f"output {v!r} of graph {graph.name} is not defined")
    effects = getattr(graph, "effects", None)
    if effects is not None:
        order = [n for n in graph.nodes if has_side_effect(n)]
        if order != effects:
            raise VerifyError(f"side effects of graph {graph.name} were reordered or dropped")
    return graph


def run_passes(graph, passes=None):
    """Run ``passes`` (default ``PASSES``), verifying after each. ``MINICELL_DUMP_IR=1`` prints
    the IR after each stage to stderr; ``save_graphs`` writes it to files (``ir_dump``)."""
    from .ir_dump import Dumper
    dump, files = os.environ.get("MINICELL_DUMP_IR"), Dumper()
    verify(graph)
    if dump:
        print(f"// IR after trace\n{graph}", file=sys.stderr)
    files("bootstrap", graph)        # 2.10's first two stages: the graph as parsed, then
    files("type_inference", graph)   # with its types, which the trace gives at once
    for p in PASSES if passes is None else passes:
        graph = p(graph)
        verify(graph)
        if dump:
            print(f"// IR after {p.__name__}\n{graph}", file=sys.stderr)
        files(p.__name__, graph)
    files("validate", graph)
    return graph
