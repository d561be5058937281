"""Gradients with respect to integer inputs and Parameters, as MindSpore gives them: the real
derivative in the integer dtype when the function computes with the integer (``x * x``), zeros
when it needs it as an integer (an index)."""


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
                    has_aux, sens):
    """The gradient when ``fn`` fails with its integer inputs as floats: an input it needs as an
    integer (indices of ``scatter_nd``, ``gather``, ``index_add``) is passed as it is, and its
    gradient is zeros of its shape and dtype, as MindSpore returns for an index. One integer
    input is held at a time (the others still differentiated as floats: the integer updates
    of a ``scatter_nd`` get their real gradient), then all of them; the last failure is raised.
    Returns ``({position: dtype} of the inputs still floated, (outputs, igrads, wgrads))``. The
    failed attempts' ops have run (in PYNATIVE_MODE, with their side effects)."""
    ints = tuple(int_dtypes)
    tries = [(p,) for p in ints] if len(ints) > 1 else []
    tries.append(ints)
    for n, held in enumerate(tries, 1):
        call_args = tuple(args[i] if i in held else a for i, a in enumerate(float_args))
        keep = tuple(p for p in positions if p not in held)
        try:
            if keep or weights:
                outputs, kept, wgrads = tracer.value_and_grad(fn, call_args, kwargs, keep,
                                                              weights, has_aux, sens)
            else:
                outputs, kept, wgrads = fn(*call_args, **kwargs), (), ()
        except Exception:
            if n == len(tries):
                raise
            continue
        grads = dict(zip(keep, kept))
        igrads = tuple(grads[p] if p in grads else args[p] * 0 for p in positions)
        floated = {p: dt for p, dt in int_dtypes.items() if p not in held}
        return floated, (outputs, igrads, wgrads)


def is_int(t):
    return t.dtype.np_dtype.kind in "iu"


def float_for(dtype):
    """Float64 for a 64-bit integer dtype, else Float32."""
    return "float64" if dtype.np_dtype.itemsize == 8 else "float32"
