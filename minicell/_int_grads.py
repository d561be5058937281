"""Gradients with respect to integer inputs and Parameters, as MindSpore gives them: the real
derivative in the integer dtype when the function computes with the integer (``x * x``), zeros
when it needs it as an integer (an index). Integers made inside the function (a cast of a
float) pass the gradient on by ``runtime/int_vjp.py``'s rule."""
import inspect
import weakref

from .runtime.grad_contract import DISCARDED


def value_and_grad_ints(tracer, fn, args, kwargs, positions, weights, has_aux, sens):
    """``tracer.value_and_grad`` where the integer inputs at ``positions`` and the integer
    ``weights`` are differentiated as floats (``floated_int_inputs``; ``int_inputs_held`` when
    ``fn`` needs one as an integer) and their gradients cast back. ``fn`` then runs once more
    with the integers for its outputs, from the Parameter values the gradient started with,
    so what it writes (``ops.assign``, BatchNorm's statistics) is written once, as in
    MindSpore; a failed attempt's writes are undone too."""
    float_args, int_dtypes = floated_int_inputs(args, positions)
    int_weights = [w for w in weights if is_int(w)]
    if not int_dtypes and not int_weights:
        return tracer.value_and_grad(fn, args, kwargs, positions, weights, has_aux, sens)
    before = tracer.param_snapshot(params_reached(fn))
    written = _plain_tensors(args, kwargs)
    snapshot = tracer.param_snapshot(int_weights)
    memo = _Memo(tracer, fn, args, positions, weights, has_aux)

    def floated_weights(restore=False):
        if restore:       # after a failed attempt: the Parameters it wrote as they were
            tracer.param_restore(before)
        for w in int_weights:
            tracer.param_swap(w, w.astype(float_for(w.dtype)))
    try:                 # integer Parameters are differentiated as floats, like integer inputs
        floated_weights()
        found = memo.held_first(lambda held: int_inputs_held(
            tracer, fn, args, float_args, kwargs, positions, int_dtypes, weights, has_aux,
            sens, lambda: floated_weights(restore=True), first=held),
            lambda: floated_weights(restore=True))
        try:
            if found is not None:   # as this signature needed before: no failed float attempt
                int_dtypes, (outputs, igrads, wgrads) = found
            else:
                outputs, igrads, wgrads = tracer.value_and_grad(
                    fn, float_args, kwargs, positions, weights, has_aux, sens)
        except Exception:
            if not int_dtypes:
                raise
            floated_weights(restore=True)
            ints = tuple(int_dtypes)
            int_dtypes, (outputs, igrads, wgrads) = int_inputs_held(
                tracer, fn, args, float_args, kwargs, positions, int_dtypes, weights, has_aux,
                sens, lambda: floated_weights(restore=True))
            memo.put("held", tuple(p for p in ints if p not in int_dtypes))
    finally:
        tracer.param_restore(snapshot)
    if int_weights:
        wgrads = tuple(g.astype(w.dtype) if is_int(w) else g for w, g in zip(weights, wgrads))
    if int_dtypes:
        igrads = tuple(g.astype(int_dtypes[p]) if p in int_dtypes else g
                       for p, g in zip(positions, igrads))
    tracer.param_restore(before)
    if DISCARDED[0] and memo.get("no_kernel"):     # (as below, remembered: no failed compile)
        return None, igrads, wgrads
    for t, data, node in written:      # the run below writes them again: from their values
        t._data, t._tape_node = data, node
    try:
        outputs = fn(*args, **kwargs)     # the outputs of the integers, not of their floats
    except RuntimeError as err:     # a kernel-less primitive's value, which grad discards
        if not (DISCARDED[0] and getattr(err, "missing_kernel", False)):
            raise
        memo.put("no_kernel", True)
        outputs = None
    return outputs, igrads, wgrads


def _plain_tensors(args, kwargs):
    """``(Tensor, its array, its tape node)`` for the plain Tensor arguments, which ``fn`` may
    write in place (``AssignAdd(x, y)``): the run for the outputs starts from these values, so
    the write lands once, as in MindSpore (2.10 measured: x 1 -> 2 for ``AssignAdd(x, x)``)."""
    from .common.parameter import Parameter
    from .common.tensor import Tensor
    return [(t, t._data, t._tape_node) for t in (*args, *kwargs.values())
            if isinstance(t, Tensor) and not isinstance(t, Parameter)]


class _Memo:
    """What ``value_and_grad_ints`` learnt from failures for one signature of ``fn`` (the
    tracer, its Tensor arguments' shapes and dtypes, positions, weights): ``held``, the integer
    inputs that had to stay integers (the attempts before it are not repeated on each call),
    ``no_kernel``, that its outputs need a kernel-less primitive (a discarded forward is not
    compiled again just to fail). Kept weakly with ``fn``; a wrong guess only costs a retry."""
    _SEEN = weakref.WeakKeyDictionary()

    def __init__(self, tracer, fn, args, positions, weights, has_aux):
        owner = getattr(fn, "__self__", fn)          # (a bound method: its Cell)
        sig = tuple((a.shape, a.dtype) if hasattr(a, "dtype") and hasattr(a, "shape")
                    else type(a) for a in args)
        self.key = (type(tracer), getattr(fn, "__func__", None), sig, positions,
                    tuple(map(id, weights)), has_aux)
        try:
            self.found = self._SEEN.setdefault(owner, {}).setdefault(self.key, {})
        except TypeError:                            # (not weakly referable: not kept)
            self.found = {}

    def get(self, what):
        return self.found.get(what)

    def put(self, what, value):
        self.found[what] = value

    def held_first(self, attempt, undo):
        """``attempt(held)`` with the remembered inputs held first, or None where none are
        remembered, or after forgetting them when it fails (the caller then starts from the
        floats again)."""
        held = self.found.get("held")
        if not held:
            return None
        try:
            return attempt(held)
        except Exception:
            undo()
            self.found.pop("held", None)
            return None


def params_reached(fn):
    """The Parameters ``fn`` may write: a Cell's (a bound method's: its Cell's; a wrapper made
    for a gradient: its target's), or those of the Cells and Parameters a plain function names
    (its closure and globals)."""
    from .common.parameter import Parameter
    fn = getattr(fn, "_grad_target", fn)
    owner = fn if hasattr(fn, "cells_and_names") else getattr(fn, "__self__", None)
    if hasattr(owner, "cells_and_names") and not isinstance(owner, type):
        return tuple(owner.get_parameters())
    try:
        named = inspect.getclosurevars(fn)
    except (TypeError, ValueError):
        return ()
    found = {}
    for v in (*named.nonlocals.values(), *named.globals.values()):
        is_cell = hasattr(v, "cells_and_names") and not isinstance(v, type)  # not a class
        for p in (v.get_parameters() if is_cell else
                  (v,) if isinstance(v, Parameter) else ()):
            found[id(p)] = p
    return tuple(found.values())


def floated_int_inputs(args, positions):
    """``(args, {position: dtype})``: integer Tensors at ``positions`` are differentiated as
    floats (Float64 for Int64, else Float32) and their gradients cast back, which gives
    MindSpore's gradients of integer inputs (grad of ``x * x`` at Int64 3 is Int64 6; a
    fractional gradient is truncated)."""
    int_dtypes = {p: args[p].dtype for p in positions if is_int(args[p])}
    if not int_dtypes:
        return args, int_dtypes
    args = list(args)
    for p, dt in int_dtypes.items():
        hooks = args[p]._hooks
        args[p] = args[p].astype(float_for(dt))
        args[p]._hooks = hooks          # the input's Tensor hooks see its gradient
    return tuple(args), int_dtypes


def int_inputs_held(tracer, fn, args, float_args, kwargs, positions, int_dtypes, weights,
                    has_aux, sens, undo, first=None):
    """The gradient when ``fn`` fails with its integer inputs as floats: an input it needs as an
    integer (indices of ``scatter_nd``, ``gather``, ``index_add``) is passed as it is, and its
    gradient is zeros of its shape and dtype, as MindSpore returns for an index. One integer
    input is held at a time (the others still differentiated as floats: the integer updates
    of a ``scatter_nd`` get their real gradient), then all of them; the last failure is raised.
    A held input is still differentiated (its gradient then multiplied by zero), so an op on it
    that MindSpore defines no bprop for (``Gcd``) raises 2.10's error as there.
    Returns ``({position: dtype} of the inputs still floated, (outputs, igrads, wgrads))``.
    ``undo()`` runs after each failed attempt (it restores the Parameters that attempt wrote)."""
    ints = tuple(int_dtypes)
    tries = [(p,) for p in ints] if len(ints) > 1 else []
    tries.append(ints)
    if first is not None:           # (the attempt that succeeded last time, then the others)
        tries = [first] + [t for t in tries if t != first]
    for n, held in enumerate(tries, 1):
        call_args = tuple(args[i] if i in held else a for i, a in enumerate(float_args))
        try:
            outputs, igrads, wgrads = tracer.value_and_grad(fn, call_args, kwargs, positions,
                                                            weights, has_aux, sens)
        except Exception:
            if n == len(tries):
                raise
            undo()
            continue
        # (made from the gradient, so that GRAPH_MODE keeps the differentiation that raises)
        igrads = tuple(g * 0 if p in held else g for p, g in zip(positions, igrads))
        floated = {p: dt for p, dt in int_dtypes.items() if p not in held}
        return floated, (outputs, igrads, wgrads)


def is_int(t):
    return t.dtype.np_dtype.kind in "iu"


def float_for(dtype):
    """Float64 for a 64-bit integer dtype, else Float32."""
    return "float64" if dtype.np_dtype.itemsize == 8 else "float32"
