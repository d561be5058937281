"""MindSpore's ``_Function`` (PYNATIVE_MODE): a custom autograd function written as two static
methods, ``forward(ctx, *args)`` and ``backward(ctx, *grad_outputs)``, applied with
``MyFunction.apply(*args)``. The forward runs untracked; while a gradient records, one tape node
over the Tensor inputs calls ``backward`` with one gradient per forward output and expects one
gradient (a Tensor, or None) per forward input. ``ctx`` is an instance of the Function class,
carrying what the forward left on it (``save_for_backward``, any attribute).

- ``ctx.needs_input_grad``: per input, whether a gradient is being taken to it.
- ``ctx.mark_non_differentiable(*outs)``: those outputs carry no gradient.
- ``ctx.mark_dirty(*inputs)`` while a gradient records: each must be an output and not a leaf
  the gradient is taken to (2.10's RuntimeErrors).
- ``ctx.set_materialize_grads(False)``: outputs no gradient reached give ``backward`` None
  (default: zeros). A non-Tensor output always gives None.
- ``backward``'s results are fitted to their inputs: broadcast-summed, cast to a float input's
  dtype; too few results, a result that is not a Tensor or None, a result for a non-Tensor
  input or a shape that cannot be broadcast are MindSpore's RuntimeErrors.
- ``backward`` runs like any other code in a recorded walk, so gradients of gradients go
  through it.

>>> import minicell as ms
>>> class Square(ms._Function):
...     @staticmethod
...     def forward(ctx, x):
...         ctx.save_for_backward(x)
...         return x * x
...     @staticmethod
...     def backward(ctx, g):
...         x, = ctx.saved_tensors
...         return 2 * x * g
>>> ms.grad(Square.apply)(ms.Tensor([3.0]))
Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
"""
from .dispatch import state
from . import tape as _tape
from .grad_contract import _fits
from .hooks import fit_tensor, tensor_backward


class _Function:
    """Base class of a custom autograd function (``mindspore._Function``)."""

    def __call__(self, *args, **kwargs):
        raise TypeError(f"'{type(self).__name__}' object is not callable")

    # ---- what forward calls on ctx ---------------------------------------------------------
    def save_for_backward(self, *tensors):
        T = _tape._tensor_type()
        if any(t is not None and not isinstance(t, T) for t in tensors):
            raise RuntimeError("Please check your custom function, that save_for_backward() "
                               "only support None and tensor, but got other type!")
        self._saved = tensors

    @property
    def saved_tensors(self):
        return self.__dict__.get("_saved", ())

    def mark_dirty(self, *tensors):
        self._dirty = tensors

    def mark_non_differentiable(self, *tensors):
        self._non_diff = tensors

    def set_materialize_grads(self, value):
        self._materialize = bool(value)

    @staticmethod
    def forward(ctx, *args):
        raise NotImplementedError("A _Function subclass must define forward(ctx, *args)")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("A _Function subclass must define backward(ctx, *grads)")

    @classmethod
    def apply(cls, *args, **kwargs):
        if kwargs:
            raise TypeError("apply() takes no keyword arguments")
        return apply_function(cls, args)


def apply_function(cls, args):
    """``cls.apply(*args)``: the forward, and its tape node while a gradient records."""
    T = _tape._tensor_type()
    tp = state.tape
    refs = [tp.ref(a) if tp is not None else None for a in args]
    ctx = object.__new__(cls)
    ctx.needs_input_grad = tuple(r is not None for r in refs)
    saved, state.tape = state.tape, None
    try:
        out = cls.forward(ctx, *args)
    finally:
        state.tape = saved
    is_tuple = isinstance(out, tuple)
    outs = out if is_tuple else (out,)
    # fresh output Tensors: forward may return one of its inputs, whose own node must stay
    new_outs = [T._from_array(o.data_array()) if isinstance(o, T) else o for o in outs]
    if all(r is None for r in refs):
        return tuple(new_outs) if is_tuple else new_outs[0]
    _check_dirty(ctx, outs, args, refs)
    non_diff = {id(t) for t in ctx.__dict__.get("_non_diff", ())}
    tidx = [i for i, o in enumerate(outs) if isinstance(o, T) and id(o) not in non_diff]
    if not tidx:
        return tuple(new_outs) if is_tuple else new_outs[0]

    def function_backward(cts):
        materialize = ctx.__dict__.get("_materialize", True)
        grads = [None] * len(outs)
        for i, c in zip(tidx, cts):
            grads[i] = c
        for i, o in enumerate(outs):
            if grads[i] is None and materialize and isinstance(o, T):
                grads[i] = _tape.wrap(_tape.zeros_like(o.data_array()))
        res = cls.backward(ctx, *grads)
        return _input_grads(res, args, refs)
    tp.custom(refs, tensor_backward(function_backward), [new_outs[i] for i in tidx])
    return tuple(new_outs) if is_tuple else new_outs[0]


def _check_dirty(ctx, outs, args, refs):
    """2.10's RuntimeErrors (measured) for ``mark_dirty`` while a gradient records: a dirty
    Tensor must be an output, and must not be an input that is a leaf the gradient is taken
    to (``refs``: the inputs' tape references before the forward)."""
    dirty = ctx.__dict__.get("_dirty", ())
    if any(all(d is not o for o in outs) for d in dirty):
        raise RuntimeError("The dirty tensors must all be outputs of the forward function.")
    for a, r in zip(args, refs):
        if r is not None and r[0].parents is None and any(d is a for d in dirty):
            raise RuntimeError("A leaf tensor that need grad is being used in an inplace "
                               "operator.")


def _input_grads(res, args, refs):
    """``backward``'s results checked and fitted to the inputs (None where no gradient)."""
    T = _tape._tensor_type()
    if not isinstance(res, (tuple, list)):
        res = (res,)
    if len(res) < len(args):
        raise RuntimeError(f"Function backward return a wrong number of gradients, expect: "
                           f"{len(args)}, but: {len(res)}")
    out = []
    for i, (g, a, r) in enumerate(zip(res, args, refs)):
        if g is not None and not isinstance(a, T):
            raise RuntimeError(f"Input is not tensor, but gradient is not none, position: {i} "
                               f"type: {type(g)}")
        if g is not None and not isinstance(g, T):
            raise RuntimeError(f"Gradient should be none or tensor, position: {i} type: "
                               f"{type(g)}")
        if g is None or r is None:
            out.append(None)
            continue
        if not _fits(tuple(g.shape), tuple(a.shape)):
            raise RuntimeError(f"For custom function, grad tensor should be broadcast to "
                               f"expected shape, but got {list(g.shape)} vs {list(a.shape)}")
        out.append(fit_tensor(g, a))
    return out
