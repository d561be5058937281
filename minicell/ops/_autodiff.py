"""Autodiff-related ops: ``GradOperation``, ``HookBackward``.

>>> import minicell as ms
>>> from minicell import ops
>>> def f(x, y):
...     return x * y
>>> ops.GradOperation(get_all=True)(f)(ms.Tensor(2.0), ms.Tensor(3.0))
(Tensor(shape=[], dtype=Float32, value= 3), Tensor(shape=[], dtype=Float32, value= 2))
"""
import functools

from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch
from ..runtime.grad_contract import DISCARDED, split_sens_arg
from ..runtime.hooks import check_hook
from ..runtime.mutable import is_mutable

__all__ = ["GradOperation", "HookBackward"]


_EMPTY = object()


class GradOperation:
    """MindSpore's higher-order gradient operation.

    ``GradOperation(get_all=False, get_by_list=False, sens_param=False)(fn, weights=None)``
    returns a function of ``fn``'s inputs (plus the sensitivity as the last input with
    ``sens_param``). It returns the gradient of the first input (bare), of every Tensor input
    (``get_all``: a tuple), of ``weights`` (``get_by_list``: a tuple; bare for a single
    Parameter not in a list, as MindSpore), or
    ``(input_grads, weight_grads)`` with both.

    >>> import minicell as ms
    >>> from minicell import ops
    >>> ops.GradOperation()(lambda x: x * x)(ms.Tensor([3.0]))
    Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
    """

    def __init__(self, get_all=False, get_by_list=False, sens_param=False):
        for name, v in (("get_all", get_all), ("get_by_list", get_by_list),
                        ("sens_param", sens_param)):
            if not isinstance(v, bool):
                raise TypeError(f"For 'GradOperation', the '{name}' should be bool, but got "
                                f"{type(v).__name__}")
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param

    def __repr__(self):
        return "Prim[GradOperation]"

    def __call__(self, fn=_EMPTY, weights=_EMPTY):
        from ..autodiff import bind_kwargs, value_and_grad_at
        from .._grad_checks import check_callable, partial_refusal, weight_grads
        if fn is _EMPTY:    # MindSpore's messages (its graph mode's)
            raise TypeError("'GradOperation' requires a forward network or function as an "
                            "input, while the input is empty.")
        if not callable(fn) and not _dispatch.running_eagerly():   # 2.10's graph compiler
            check_callable(fn)
        if not callable(fn):    # 2.10 (measured): GradOperation()(None) is made, its call raises
            def refused(*args, **kwargs):
                raise TypeError(f"The fn should be callable, but got {type(fn).__name__}")
            return refused
        single_w = False           # one Parameter (not in a list): its gradient comes bare
        given_none = weights is None
        weights = None if weights is _EMPTY else weights
        own_weights = self.get_by_list and weights is None
        if self.get_by_list:
            if weights is None:     # MindSpore 2.10 (measured): a Cell's own, else none
                weights = fn.trainable_params() if hasattr(fn, "trainable_params") else ()
            if isinstance(weights, Tensor):      # a Tensor not a Parameter: zeros (below)
                weights, single_w = (weights,), True
            if not isinstance(weights, (list, tuple, Tensor)):
                raise TypeError(f"The weights you provided is expected to be a tensor, or a list "
                                f"or tuple. but got {weights}")       # 2.10's text
            if not all(isinstance(w, Tensor) for w in weights):
                raise TypeError("For 'GradOperation' with get_by_list=True, 'weights' must be a "
                                "ParameterTuple or a list of Parameters (e.g. "
                                f"ParameterTuple(net.trainable_params())), but got "
                                f"{type(weights).__name__}")
            ws = tuple(weights)
        else:
            ws = ()
        get_all, get_by_list, sens_param = self.get_all, self.get_by_list, self.sens_param
        refused = isinstance(fn, functools.partial)     # 2.10 refuses it when called

        def after_grad(*args, **kwargs):
            if refused:
                raise partial_refusal(fn)
            sens = None
            if sens_param and "sens" in kwargs:     # MindSpore also takes it by keyword
                kwargs = dict(kwargs)
                sens = kwargs.pop("sens")
            elif sens_param:
                args, sens = split_sens_arg(args, "GradOperation")
            call, args, kwargs = bind_kwargs(fn, args, kwargs)
            ws_now = _weights_by_mode(ws, given_none) if own_weights else ws
            if get_all:        # Tensors and ms.mutable containers (value_and_grad_at keeps those)
                positions = tuple(range(len(args)))
            elif get_by_list:
                positions = ()
            elif not args:     # MindSpore: no inputs, no gradient (fn still runs: a Cell
                call(*args, **kwargs)   # that needs inputs raises its missing-argument error)
                return ()
            else:
                a0 = args[0]   # a Python number: a gradient in a compiled one (_scalar_grads)
                if not (isinstance(a0, (Tensor, int, float)) or is_mutable(a0)):
                    # a dict, list, str... first input: MindSpore 2.10 runs fn (its errors
                    # surface, e.g. Tensor * str) and gives ()
                    call(*args, **kwargs)
                    return ()
                positions = (0,)
            read = [] if own_weights and ws_now else None
            if read is not None:
                call = _noting_reads(call, read)
            params = tuple(w for w in ws_now if isinstance(w, Parameter))
            discarded = DISCARDED
            before, discarded[0] = discarded[0], True
            try:
                _, _, igrads, wgrads = value_and_grad_at(call, args, kwargs, positions, params,
                                                         False, sens)
            finally:
                discarded[0] = before
            if len(params) != len(ws_now):     # 2.10 PYNATIVE: a plain Tensor's are zeros
                wgrads = weight_grads(ws_now, wgrads, call)
            if read:       # MindSpore 2.10 (measured): the weights the forward read, in order
                by_id = {id(w): g for w, g in zip(ws_now, wgrads)}
                wgrads = [by_id[id(t)] for t in read[0] if id(t) in by_id]
            wg = wgrads[0] if single_w else tuple(wgrads)
            if get_all and get_by_list:
                return tuple(igrads), wg
            if get_by_list:
                return wg
            if get_all:
                return tuple(igrads)
            return igrads[0] if igrads else ()     # MindSpore: none kept, ()
        after_grad.__name__ = f"grad_{getattr(fn, '__name__', type(fn).__name__)}"
        return after_grad


def _noting_reads(call, read):
    """``call`` that appends to ``read`` the list of the tape leaves its ops read or it
    returns, in order of first read (the weights 2.10's PYNATIVE
    ``GradOperation(get_by_list=True)(net)`` differentiates); nothing when no tape records."""
    def noting(*args, **kwargs):
        tp = _dispatch.state.tape
        start = len(tp.nodes) if tp is not None else 0
        out = call(*args, **kwargs)
        if tp is not None:
            outs = out if isinstance(out, (tuple, list)) else (out,)
            read.append(tp.leaves_read(start, outs))
        return out
    return noting


def _weights_by_mode(own, given_none):
    """The weights of ``GradOperation(get_by_list=True)(net)`` given none, as MindSpore 2.10
    (measured): the net's trainable Parameters in PYNATIVE_MODE, none in GRAPH_MODE (the
    weight gradients are ``()``); inside a compiled function none for ``(net, None)`` and its
    graph's error for ``(net)``."""
    if not _dispatch.running_eagerly():
        if given_none:
            return ()
        raise RuntimeError("For 'S_Prim_grad', the size of input should be 2, but got 1. Please "
                           "check inputs of the operator.")
    return () if _dispatch.state.mode == _dispatch.GRAPH_MODE else own


class HookBackward:
    """Identity in the forward pass; in PYNATIVE_MODE's backward, ``hook_fn(grads)`` receives
    the gradients arriving at it as a tuple and may return a tuple that replaces them.

    >>> import minicell as ms
    >>> from minicell import ops
    >>> hook = ops.HookBackward(lambda g: print("grad:", g))
    >>> ms.grad(lambda x: hook(x * 2) * 3)(ms.Tensor(1.0))
    grad: (Tensor(shape=[], dtype=Float32, value= 3),)
    Tensor(shape=[], dtype=Float32, value= 6)
    """

    def __init__(self, hook_fn, cell_id=""):
        check_hook(hook_fn, "HookBackward")
        self.hook_fn = hook_fn
        self.cell_id = cell_id

    def __repr__(self):
        return "Prim[HookBackward]"

    def __call__(self, *args):
        if not args:
            raise TypeError("For 'HookBackward', at least one input is required")
        # eagerly a tape node; in GRAPH_MODE an identity (the compiler warns once)
        return _dispatch.state.tracer.hook_backward(self.hook_fn, args)
