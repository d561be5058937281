"""MindSpore 2.10's FLOPs count of a compiled graph: ``flops_collection(phase)``, which
``FlopsUtilizationCollector`` reports.

2.10 counts only its MatMul, BatchMatMul and Conv2D primitives (and FlashAttentionScore, which
minicell does not have), each as ``2 x`` its multiply-adds with its own formula, and each
backward product its autodiff keeps as much again as the forward one (measured on 2.10 CPU):

- MatMul/BatchMatMul ``a x b``: ``batch * 2 * a[-2] * a[-1] * n`` (``n`` from ``b``, after
  ``transpose_b``; the batch from the operand of higher rank, ``b`` when equal);
- Conv2D: ``N * 2 * C_in * K_h * K_w * H_out * W_out * C_out``, with ``C_in`` the input's
  channels, so a grouped convolution counts ``group`` times its multiply-adds; Conv1d is a
  Conv2D there; Conv3d is not counted;
- a training step: the forward products plus, for each one, one more per operand that needs a
  gradient (its ``dx``, ``dw``): a first layer counts twice, the others three times;
- nn.RNN and nn.GRU: 2.10 unrolls them on CPU into two ``MatMul(transpose_b=True)`` per time
  step (``x_t w_ih^T``, ``h w_hh^T``), counted as above; minicell's one ``rnn_layer`` scan op
  counts as those products would (``_rnn``). nn.LSTM without ``seq_length`` is one fused op
  there: 0 (minicell's ``lstm_layer``); with it, unrolled cells, as minicell's;
- the gradient of a Conv2DTranspose / Conv2DBackpropInput primitive (``nn.Conv2dTranspose``,
  ``nn.Conv1dTranspose``, ``ops.Conv2DTranspose``, ``ops.Conv2DBackpropInput``) stops 2.10's
  count with an error naming the Cell's scope (recorded with the tag); Conv3dTranspose
  counts 0;
- spellings that are other primitives in 2.10 count nothing: ``ops.matmul``, ``x @ y``,
  ``mint.matmul`` and ``mint.bmm`` (MatMulExt/BatchMatMulExt); ``ops.dense`` and
  ``mint.nn.Linear`` (the Dense primitive) count only their weight gradient (a MatMul), and only
  where the input needs no gradient.

The spellings that are MatMul or BatchMatMul in 2.10 (``P.MatMul``, ``P.BatchMatMul``,
``ops.bmm``, ``nn.Dense``) tag their node while tracing (``runtime/prim_tag.py``); the count
reads the tags and the shapes of the graph after its passes. Recomputation and sharding
change nothing here, so the four numbers it returns (full/shard x model/hardware) are equal.
"""
import math
import weakref

from . import ir

_PHASES = {}        # phase name -> weak reference to its compiled entry
_COUNTED = ("MatMul", "BatchMatMul")     # the products 2.10 counts (others: tagged Ext)
_TRANSPOSES = ("Conv2DTranspose", "Conv2DBackpropInput")    # their gradients are refused


def builder_tag_prim(b, out, prim):
    """``Builder.tag_prim`` (installed by ``compiler.call``): ``out``'s node is MindSpore's
    ``prim``; the count reads the graph's ``prim_tags``."""
    var = getattr(out, "_data", None)
    if isinstance(var, ir.Var):
        b.root.__dict__.setdefault("prim_tags", {})[var.id] = prim
        if prim in _TRANSPOSES:         # named in the count's error
            from .cells import cell_scope
            b.root.__dict__.setdefault("prim_scopes", {})[var.id] = cell_scope(b)


def name_phase(cell, key, entry):
    """Give ``cell`` the ``current_phase`` of the graph just compiled for it (2.10 sets it at
    each compile; ``flops_collection`` takes it)."""
    phase = f"{getattr(cell, 'phase', 'predict')}.{id(cell)}.{hash(key) & 0xFFFFFFFF}"
    object.__setattr__(cell, "current_phase", phase)
    for name in [p for p, ref in _PHASES.items() if ref() is None]:
        del _PHASES[name]
    try:
        _PHASES[phase] = weakref.ref(entry)
    except TypeError:        # an entry that cannot be referenced weakly has no graph either
        pass
    return phase


def alias_phase(cell, phase):
    """``_cell_graph_executor.compile``'s name ``phase`` for the graph ``cell`` was last
    compiled to becomes its ``current_phase`` too."""
    ref = _PHASES.get(getattr(cell, "current_phase", None))
    if ref is not None:
        _PHASES[phase] = ref
        object.__setattr__(cell, "current_phase", phase)


def flops_collection(phase="train"):
    """``(full_model_flops, full_hardware_flops, shard_model_flops, shard_hardware_flops,
    is_dynamic_shape)`` of the graph compiled under ``phase`` (a Cell's ``current_phase``), as
    MindSpore 2.10 counts them; 2.10's RuntimeError for a phase with no graph."""
    ref = _PHASES.get(phase) if isinstance(phase, str) else None
    graph = getattr(ref() if ref is not None else None, "graph", None)
    if graph is None:
        raise RuntimeError("The pointer[graph] is null.")
    flops, dynamic = count_flops(graph)
    flops = float(flops)
    return flops, flops, flops, flops, dynamic


def count_flops(graph):
    """``(flops, is_dynamic_shape)`` of ``graph`` as 2.10 counts them (module docstring)."""
    counter = _Counter(graph.__dict__.get("prim_tags", {}), graph.__dict__.get("prim_scopes", {}))
    counter.walk(graph, set(), False)
    return counter.total, counter.dynamic


def _known(*shapes):
    return all(isinstance(d, int) and d >= 0 for s in shapes for d in s)


def _matmul(a, b, attrs):
    if len(a) < 2 or len(b) < 2:     # a vector operand: no 2.10 MatMul/BatchMatMul takes one
        return 0
    n = b[-2] if dict(attrs).get("transpose_b") else b[-1]
    batch = a if len(a) > len(b) else b
    return math.prod(batch[:-2]) * 2 * a[-2] * a[-1] * n


def _dense(x, w):
    return 2 * math.prod(x[:-1]) * x[-1] * (w[0] if len(w) == 2 else 1)


def _conv(x, w, out, attrs):
    if len(w) - 2 not in (1, 2):          # Conv3D is not counted
        return 0
    last = dict(attrs).get("data_format") == "NHWC"
    c_in = x[-1] if last else x[1]
    spatial = out[1:-1] if last else out[2:]
    return x[0] * 2 * c_in * math.prod(w[2:]) * math.prod(spatial) * w[0]


def _rnn(x, h, w_ih, active):
    """``(forward, backward)`` FLOPs of an RNN/GRU layer (``rnn_layer``, time-major ``x``):
    2.10 unrolls it into two ``MatMul(transpose_b=True)`` per step, ``x_t w_ih^T`` and
    ``h_t w_hh^T``, each with its gradient products; ``h_t`` past the first step needs a
    gradient when any input does, ``h_0`` when it does itself."""
    steps, n, gates = x[0], x[1], w_ih[0]
    fx, fh = 2 * n * x[2] * gates, 2 * n * h[-1] * gates
    if not active or not steps:
        return steps * (fx + fh), 0
    ax, ah0, aw_ih, aw_hh = active[:4]
    back = steps * fx * (ax + aw_ih) + fh * (ah0 + aw_hh) + \
        (steps - 1) * fh * (any(active) + aw_hh)
    return steps * (fx + fh), back


class _Counter:
    def __init__(self, tags, scopes=None):
        self.tags, self.scopes, self.total, self.dynamic = tags, scopes or {}, 0, False

    def _refuse(self, node, active):
        """2.10's count fails on the gradient of its Conv2DBackpropInput primitives
        (``nn.Conv2dTranspose``, ``nn.Conv1dTranspose``, ``ops.Conv2DTranspose``, measured):
        the weight's gradient (a Conv2DBackpropFilter) has no forward node it knows, and the
        input's alone stops on a missing operator info."""
        out = node.outs[0].id
        tag = self.tags.get(out)
        if tag not in _TRANSPOSES or not active:
            return
        if active[1]:
            scope = self.scopes.get(out, "Default")
            raise RuntimeError(f"Can not find the forward node of CNode:Gradients/{scope}/"
                               f"Grad_{tag}/Conv2DBackpropFilter-op0")
        if active[0]:
            raise RuntimeError("The pointer[op_info] is null.")

    def _op(self, node, active):
        """``(forward flops, backward flops)`` counted for one node; ``active``: whether each
        of its operands needs a gradient (None: the node is not differentiated)."""
        name = getattr(node.op, "name", None)
        if name == "conv_transpose":
            self._refuse(node, active)
        if name == "rnn_layer":
            shapes = [v.shape for v in node.inputs[:3]]
            if not _known(*shapes):
                self.dynamic = True
                return 0, 0
            return _rnn(*shapes, active)
        if name not in ("matmul", "dense", "conv"):
            return 0, 0
        active = active[:2] if active is not None else None
        shapes = [v.shape for v in node.inputs[:2]] + [node.outs[0].shape]
        if not _known(*shapes):
            self.dynamic = True
            return 0, 0
        tag = self.tags.get(node.outs[0].id)
        tagged = tag in _COUNTED
        if name == "matmul":
            flops = _matmul(shapes[0], shapes[1], node.attrs) if tagged else 0
        elif name == "dense":
            flops = _dense(shapes[0], shapes[1])
            if tag is not None and not tagged:      # an Ext product, 2.10's ``linear``
                return 0, 0
            if not tagged:      # the Dense primitive: its weight gradient alone is a MatMul,
                # and only while its input needs none (measured: x @ w.T with both, or only
                # x, needing a gradient counts 0)
                return 0, flops if active == (False, True) else 0
        else:
            flops = _conv(shapes[0], shapes[1], shapes[2], node.attrs)
        return flops, flops * sum(active or ())

    def walk(self, graph, active, differentiated):
        """Count ``graph``'s nodes; ``active``: ids of the Vars that carry a gradient (depend
        on a differentiated input) where ``differentiated``."""
        for node in graph.nodes:
            ins = node.var_inputs()
            carries = any(v.id in active for v in ins)
            if node.op is ir.GRAD:
                sub = node.subgraphs[0]
                self.walk(sub, active | {v.id for v in sub.inputs}, True)
            elif node.subgraphs:
                for sg in node.subgraphs:
                    inner = active | ({v.id for v in sg.inputs} if carries else set())
                    carries = carries or any(v.id in active for v in sg.free_vars())
                    self.walk(sg, inner, differentiated)
            else:
                needs = tuple(isinstance(v, ir.Var) and v.id in active
                              for v in node.inputs) if differentiated else None
                self.total += sum(self._op(node, needs))
            if carries:
                active.update(o.id for o in node.outs)
