"""PYNATIVE_MODE call of a Cell: hooks, custom bprop and the tape wrap ``construct`` here.

    net(x) -> [set_grad: record a tape for a following grad call]
           -> forward pre hooks -> (custom bprop node | backward-hook capture | construct)
           -> forward hooks -> output

A Cell's custom ``bprop`` is one tape node; a Cell with backward hooks runs its ``construct``
between an entry node (over its inputs) and an exit node (over its outputs), so the hooks see
exactly the gradients of the Cell's own computation and not those of ops added by its pre or
forward hooks (seed 000, "grad input: (2,)", "grad output: (2,)").

(``compiler/bprop.py`` is the GRAPH_MODE counterpart of the custom ``bprop`` node.)

>>> import minicell as ms
>>> from minicell import nn
>>> net = nn.ReLU()
>>> _ = net.register_forward_hook(lambda cell_id, inputs, out: out * 2)
>>> net(ms.Tensor([-1.0, 3.0]))
Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  6.00000000e+00])
"""
import contextlib

from .dispatch import dispatch, state
from .registry import freeze_attrs, get_op
from . import tape as _tape
from .grad_contract import (bprop_params, check_bprop_shapes, check_bprop_signature,
                             parse_bprop_result)
from .hooks import fit_tensor, tensor_backward, zeros_for
from .x64 import scoped as _x64_scoped
from .precision_scope import TO_FLOAT
from .saved_hooks import Packed as _Packed


class CellId(str):
    """The ``cell_id`` string hooks receive (class name, path in the network, id), as the seeds
    print it; attributes it lacks are read from and written to its Cell, so a hook written for
    2.10 (which passes the Cell itself: ``cell.a = 2``, ``cell.training``) runs too."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.__dict__["_cell"], name)

    def __setattr__(self, name, value):
        setattr(self.__dict__["_cell"], name, value)

    def __delattr__(self, name):
        delattr(self.__dict__["_cell"], name)


def cell_id(cell):
    """The ``cell_id`` hooks receive: class name, path in the network, and id (a ``CellId``).

    >>> import minicell as ms
    >>> cid = cell_id(ms.nn.ReLU())
    >>> cid.startswith("ReLU("), cid.training
    (True, False)
    """
    cid = CellId(f"{type(cell).__name__}({cell._cell_path})_{id(cell)}")
    cid.__dict__["_cell"] = cell
    return cid


@_x64_scoped      # one x64 scope per top-level Cell call: its ops only check it (x64.py)
def eager_call(cell, args, kwargs):
    """``cell(*args, **kwargs)`` in PYNATIVE_MODE (what ``Cell.__call__`` runs there); a
    ``set_grad()`` Cell called outside a gradient also records its forward for the next one.

    >>> import minicell as ms
    >>> eager_call(ms.nn.ReLU(), (ms.Tensor([-1.0, 2.0]),), {})
    Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  2.00000000e+00])
    """
    if state.tape is None and cell.requires_grad:
        return _set_grad_forward(cell, args, kwargs)
    return _call(cell, args, kwargs)


def _call(cell, args, kwargs):
    if cell._mixed_precision_type is not None:
        args = cast_inputs(args, cell._mixed_precision_type)
    if cell._forward_pre_hooks:
        args, kwargs = _run_pre_hooks(cell, args, kwargs)
    tp = state.tape
    # backward pre hooks see the gradient of the output the forward hooks return (MindSpore's
    # hook tutorial and 2.10, measured); backward hooks the Cell's own computation (the seeds)
    pre_after = bool(tp is not None and cell._forward_hooks and
                     cell.__dict__.get("_backward_pre_hooks"))
    if tp is not None and (cell._backward_hooks or cell.__dict__.get("_backward_pre_hooks")):
        out = _captured_call(cell, args, kwargs, tp, not pre_after)
    else:
        out = _body(cell, args, kwargs, tp)
    if cell._forward_hooks:
        out = _run_forward_hooks(cell, args, kwargs, out)
        if pre_after:
            out = _exit_node(cell, out, tp, lambda grads: _backward_pre_hooks(cell, grads))
    return out


def cast_inputs(args, dst, nested=False):
    """``Cell.to_float(dst)``: floating Tensor inputs are cast to ``dst`` (an op like any other:
    recorded on the tape in PYNATIVE_MODE, traced in GRAPH_MODE). ``nested`` (GRAPH_MODE, as
    2.10's graph casts a to_float Cell's inputs, measured): the Tensors inside tuple and list
    inputs too, and a list input arrives as a tuple (``xs + [y]`` in its construct is then
    Python's 'can only concatenate tuple (not "list") to tuple' TypeError, as in 2.10)."""
    T = _tape._tensor_type()
    attrs = freeze_attrs({"dtype": dst.np_dtype.name})

    def one(a):
        if isinstance(a, T) and a.dtype.kind == "float" and a.dtype != dst:
            return dispatch(get_op("cast"), (a,), attrs)
        if nested and isinstance(a, (tuple, list)) and not hasattr(a, "_fields"):
            return tuple(one(v) for v in a)
        return a
    return tuple(one(a) for a in args)


# ---- forward hooks ----------------------------------------------------------------------------------
def _run_pre_hooks(cell, args, kwargs):
    cid = cell_id(cell)
    for fn, with_kwargs in tuple(cell._forward_pre_hooks.values()):
        if with_kwargs:
            ret = fn(cid, args, kwargs)
            if ret is not None:
                if not (isinstance(ret, tuple) and len(ret) == 2):
                    raise RuntimeError(f"For 'register_forward_pre_hook' of Cell '{cid}': "
                                       f"forward pre hook with kwargs must return None or a "
                                       f"tuple of (new_args, new_kwargs), but got "
                                       f"{type(ret).__name__}")
                args, kwargs = ret
                args = args if isinstance(args, tuple) else (args,)
            continue
        ret = fn(cid, args)
        if ret is not None:
            args = ret if isinstance(ret, tuple) else (ret,)
    return args, kwargs


def _run_forward_hooks(cell, args, kwargs, out):
    cid = cell_id(cell)
    for fn, with_kwargs in tuple(cell._forward_hooks.values()):
        ret = fn(cid, args, kwargs, out) if with_kwargs else fn(cid, args, out)
        if ret is not None:
            out = ret
    return out


_TO_FLOAT = TO_FLOAT   # the running to_float Cells' dtypes, innermost last (precision_scope)


@contextlib.contextmanager
def to_float_scope(dst):
    """While a ``to_float(dst)`` Cell's construct runs (either mode; ``dst`` None: no scope)."""
    if dst is None:
        yield
        return
    _TO_FLOAT.append(dst)
    try:
        yield
    finally:
        _TO_FLOAT.pop()


def to_float_depth():
    """How many ``to_float`` Cells' constructs are running (``ops._amp_auto``)."""
    return len(_TO_FLOAT)


def in_to_float():
    """True inside a ``to_float`` Cell: 2.10's PYNATIVE_MODE casts every op's float inputs to
    the Cell's dtype there, so the products that refuse two float widths elsewhere (MatMul,
    Conv, Dense) take them (minicell's kernels cast or promote instead)."""
    return bool(_TO_FLOAT)


def _body(cell, args, kwargs, tp):
    """The Cell's own computation: its custom bprop node while a tape records, else
    ``construct``."""
    dst = cell._mixed_precision_type
    if dst is None:        # no to_float: no scope (a generator context costs ~7 calls per Cell)
        return _own(cell, args, kwargs, tp)
    with to_float_scope(dst):
        return _own(cell, args, kwargs, tp)


def _own(cell, args, kwargs, tp):
    if tp is not None and getattr(type(cell), "bprop", None) is not None:
        return _bprop_call(cell, args, kwargs, tp)
    return cell.construct(*args, **kwargs)


# ---- custom bprop -------------------------------------------------------------------------------------
def _bprop_call(cell, args, kwargs, tp):
    """Run ``construct`` untracked; record one node whose backward is ``cell.bprop`` (which
    may not be a ``@jit`` function: MindSpore's RuntimeError)."""
    if getattr(type(cell).bprop, "__minicell_jit__", False):
        raise RuntimeError("Decorating bprop with '@jit' is not supported.")
    check_bprop_signature(cell, len(args))
    T = _tape._tensor_type()
    refs = [tp.ref(a) for a in args]
    params = bprop_params(cell)
    prefs = [tp.ref(p) for p in params]
    saved, state.tape = state.tape, None
    try:
        out = cell.construct(*args, **kwargs)
    finally:
        state.tape = saved
    if all(r is None for r in refs + prefs):
        return out
    is_tuple = isinstance(out, tuple)
    outs = out if is_tuple else (out,)
    # Fresh output Tensors: construct may return one of its inputs, whose own node must stay.
    new_outs = [T._from_array(o.data_array()) if isinstance(o, T) else o for o in outs]
    tidx = [i for i, o in enumerate(new_outs) if isinstance(o, T)]
    name = f"{type(cell).__name__} ({cell._cell_path})"

    def cell_bprop(cts):
        # in a recorded walk (a gradient of a gradient) ``out`` is the node's own tracked
        # outputs, so what bprop computes from it is differentiated too
        fwd = new_outs if state.tape is not None else outs
        douts = list(outs)
        for i, d in zip(tidx, zeros_for(outs, tidx, cts)):
            douts[i] = d
        dout = tuple(douts) if is_tuple else douts[0]
        res, pgrads = parse_bprop_result(
            cell.bprop(*args, tuple(fwd) if is_tuple else fwd[0], dout), len(args), name, params)
        check_bprop_shapes(res, args, name)
        by_id = {id(p): g for p, g in pgrads.items()}
        return [fit_tensor(g, a) if r is not None else None
                for g, a, r in zip(res, args, refs)] + \
            [fit_tensor(by_id.get(id(p)), p) if r is not None else None
             for p, r in zip(params, prefs)]
    tp.custom(refs + prefs, tensor_backward(cell_bprop), [new_outs[i] for i in tidx])
    return tuple(new_outs) if is_tuple else new_outs[0]


# ---- backward hooks: capture the Cell's own computation --------------------------------------------
def _detach_tracked(tp, values):
    """``(refs, idx, fresh)``: each value's tape ref, the indices of the tracked ones, and
    ``values`` with a fresh untracked Tensor at those indices (a capture node goes between)."""
    T = _tape._tensor_type()
    refs = [tp.ref(v) for v in values]
    idx = [i for i, r in enumerate(refs) if r is not None]
    fresh = list(values)
    for i in idx:
        fresh[i] = T._from_array(values[i].data_array())
    return refs, idx, fresh


def _hook_grads(ret, grads, what, cid, bare_ok=False):
    """A backward (pre) hook's result: None keeps ``grads``; a tuple (or a bare Tensor for one
    gradient, as 2.10 takes it) replaces them, fitted to them."""
    if ret is None:
        return grads
    if bare_ok and isinstance(ret, _tape._tensor_type()) and len(grads) == 1:
        ret = (ret,)
    if not isinstance(ret, tuple) or len(ret) != len(grads):
        raise TypeError(f"For '{what}' of Cell '{cid}', the hook must return None or a tuple "
                        f"of {len(grads)} gradient(s), but got {type(ret).__name__}")
    return tuple(fit_tensor(r, g) for r, g in zip(ret, grads))


def _backward_pre_hooks(cell, grad_input):
    """Run the backward pre hooks on the gradients ``grad_input``; returns the gradients."""
    cid = cell_id(cell)
    for fn in tuple(cell.__dict__.get("_backward_pre_hooks", {}).values()):
        grad_input = _hook_grads(fn(cid, grad_input), grad_input, "register_backward_pre_hook",
                                 cid, True)
    return grad_input


def _exit_node(cell, out, tp, on_grads):
    """``out`` (a value or a tuple) through one tape node whose backward calls ``on_grads`` with
    the gradients of its tracked outputs and passes back what it returns."""
    is_tuple = isinstance(out, tuple)
    outs = out if is_tuple else (out,)
    orefs, oidx, new_outs = _detach_tracked(tp, outs)
    if not oidx:
        return out
    tp.custom([orefs[i] for i in oidx],
              tensor_backward(lambda cts: list(on_grads(tuple(zeros_for(outs, oidx, cts))))),
              [new_outs[i] for i in oidx])
    return tuple(new_outs) if is_tuple else new_outs[0]


def _captured_call(cell, args, kwargs, tp, pre_hooks=True):
    """``construct`` (or the custom bprop node) between an entry node (backward hooks) and an
    exit node (backward pre hooks, unless ``pre_hooks`` is False: they wrap the forward hooks'
    output then), so the backward hooks see the gradients of the Cell's own computation only.
    When no input is differentiated (only the Cell's Parameters are), the backward hooks run at
    the exit node with None for each input's gradient, as MindSpore."""
    refs, idx, new_args = _detach_tracked(tp, args)
    cid = cell_id(cell)
    seen = {}                                  # grad_input, set by the exit node

    def run_backward_hooks(grad_output):
        grad_input = seen.get("grad_input", ())
        for fn in tuple(cell._backward_hooks.values()):
            ret = fn(cid, grad_input, grad_output)
            if idx:
                grad_output = _hook_grads(ret, grad_output, "register_backward_hook", cid,
                                          True)
        return grad_output

    def cell_backward_entry(cts):
        return list(run_backward_hooks(tuple(zeros_for(args, idx, cts))))
    if idx:
        tp.custom([refs[i] for i in idx], tensor_backward(cell_backward_entry),
                  [new_args[i] for i in idx])

    out = _body(cell, new_args, kwargs, tp)      # a custom bprop node inside the capture

    def cell_backward_exit(grad_input):
        if pre_hooks:
            grad_input = _backward_pre_hooks(cell, grad_input)
        seen["grad_input"] = grad_input
        if not idx:                            # no entry node: nothing reaches the inputs
            run_backward_hooks(tuple(None for a in args if isinstance(a, _tape._tensor_type())))
        return grad_input
    return _exit_node(cell, out, tp, cell_backward_exit)


# ---- set_grad(): record the forward for the next grad call --------------------------------------
class GradRecord:
    """A forward call's tape kept on a ``set_grad()`` Cell for the next grad call."""

    __slots__ = ("tape", "args", "arrays", "params", "leaves", "outputs")

    def __init__(self, tape, args, params, leaves, outputs):
        self.tape = tape
        self.args = args
        self.arrays = [a._data if isinstance(a, _tape._tensor_type()) else None for a in args]
        self.params = [(p, p._data) for p in params]
        self.leaves = leaves
        self.outputs = outputs

    def matches(self, args):
        """Same input objects holding the same arrays (Parameters may have changed since)."""
        if len(args) != len(self.args):
            return False
        for a, b, arr in zip(args, self.args, self.arrays):
            if a is not b or (arr is not None and a._data is not arr):
                return False
        return True

    def refresh(self):
        """Parameters written since the forward (an optimizer step between ``loss = net(x)``
        and ``grad(net, w)(x)``) are read at their values of now where an op of the recorded
        forward took them as inputs; what the ops computed from them stays as recorded. 2.10's
        PYNATIVE_MODE backward reads Parameters live and saved activations as they were
        (measured: d/dw sum(x * w * w) after w moved from w0 to w1 is x * w0 + x * w1).
        Ops whose inputs a ``saved_tensors_hooks`` pack_hook packed keep what it packed (2.10's
        backward unpacks the Parameters as they were: 2 * x * w0 there). False (record not
        usable) when such a Parameter changed its shape or dtype."""
        stale = {}
        for p, arr in self.params:
            if p._data is not arr:
                new = p._data
                if new.shape != arr.shape or new.dtype != arr.dtype:
                    return False
                leaf = self.leaves.get(id(p))
                if leaf is not None:
                    stale[id(leaf)] = new
        if not stale:
            return True
        for node in self.tape.nodes:
            if node.op is None or not node.parents or type(node.arrays) is _Packed:
                continue
            hit = [i for i, r in enumerate(node.parents)
                   if r is not None and id(r[0]) in stale]
            if hit:
                arrays = list(node.arrays)
                for i in hit:
                    arrays[i] = stale[id(node.parents[i][0])]
                node.arrays = tuple(arrays) if isinstance(node.arrays, tuple) else arrays
        return True


def _set_grad_forward(cell, args, kwargs):
    T = _tape._tensor_type()
    tp = _tape.Tape()
    params = list(cell.get_parameters())
    targets = [a for a in args if isinstance(a, T)] + params
    leaves, out = _tape.run_with_leaves(tp, targets, _call, (cell, args, kwargs), {})
    rec = GradRecord(tp, args, params, leaves, out) if not kwargs else None
    object.__setattr__(cell, "_grad_record", rec)
    return out


def take_grad_record(cell, args, kwargs):
    """The recorded forward of a ``set_grad()`` Cell if it matches ``args`` (used once)."""
    rec = cell.__dict__.get("_grad_record")
    if rec is None:
        return None
    object.__setattr__(cell, "_grad_record", None)
    if kwargs or not rec.matches(args) or not rec.refresh():
        return None
    return rec
