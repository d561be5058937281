"""MindSpore 2.10's parameter names on a function written with other names.

One implementation often serves several public spellings whose 2.10 signatures name the same
operands differently (``ops.pow(input, exponent)``, ``ops.floor_div(x, y)``,
``ops.true_divide(dividend, divisor)``, ``mint.bmm(input, mat2)`` over ``ops.bmm(input_x,
mat2)``; numpy's ``sin(x, dtype=None)`` over an adapter taking ``*args``). ``with_params``
gives a spelling its own names: a keyword call by 2.10's names works, by the implementation's
names is 2.10's TypeError, and ``inspect.signature`` shows 2.10's names.

>>> import inspect
>>> def pow_(input, other):
...     return input ** other
>>> p = with_params(pow_, ("input", "exponent"), "pow")
>>> p(3, exponent=2), str(inspect.signature(p))
(9, '(input, exponent)')
"""
import functools
import inspect

_POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)


def with_params(fn, names, public=None, keep=False):
    """``fn`` with its leading parameters called ``names`` (2.10's names, in order); named
    ``public`` (default: ``fn``'s own name). ``fn`` taking ``*args`` first gets ``names`` as
    positional-or-keyword parameters, and its keyword-only ones become positional too
    (numpy's ``sin(x, dtype=None)`` over ``adapted(*args, dtype=None)``). ``keep``: ``fn``'s own
    names stay accepted too (2.10's Tensor methods with two overloads: ``t.matmul(other=y)``
    and ``t.matmul(tensor2=y)``)."""
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    varargs = bool(params) and params[0].kind is inspect.Parameter.VAR_POSITIONAL
    if varargs:
        lead = [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD) for n in names]
        rest = [p.replace(kind=inspect.Parameter.POSITIONAL_OR_KEYWORD) for p in params[1:]
                if p.kind is inspect.Parameter.KEYWORD_ONLY]
        params = lead + rest
        old = {}
    else:
        if len(names) > len(params) or any(p.kind not in _POSITIONAL for p in params[:len(names)]):
            raise ValueError(f"with_params: {fn.__name__}{sig} has no {len(names)} leading "
                             f"positional parameters to call {names}")
        old = {n: p.name for n, p in zip(names, params) if n != p.name}
        params = [p.replace(name=n) for p, n in zip(params, names)] + params[len(names):]
    new_sig = sig.replace(parameters=params)
    public = public or fn.__name__
    refused = set() if keep else set(old.values()) - set(names)
    order = tuple(names)
    tail = tuple(p.name for p in params[len(names):]) if varargs else ()

    @functools.wraps(fn)
    def call(*args, **kwargs):
        if len(args) > len(order) and tail:      # numpy's dtype given by position
            kwargs.update(zip(tail, args[len(order):]))
            args = args[:len(order)]
        if kwargs:
            bad = next((k for k in kwargs if k in refused), None)
            if bad is not None:
                raise TypeError(f"{public}() got an unexpected keyword argument '{bad}'")
            if varargs:
                args = _pull(args, kwargs, order, public)
            else:
                kwargs = {old.get(k, k): v for k, v in kwargs.items()}
        return fn(*args, **kwargs)

    call.__signature__ = new_sig
    call.__name__ = call.__qualname__ = public
    call.renames = fn          # the function it calls with 2.10's names (docs/gen_ops.py)
    return call


def _pull(args, kwargs, order, public):
    """``args`` extended by the keywords naming the next positional parameters in ``order``."""
    args = list(args)
    for name in order[len(args):]:
        if name not in kwargs:
            break
        args.append(kwargs.pop(name))
    stray = next((k for k in kwargs if k in order), None)
    if stray is not None:
        raise TypeError(f"{public}() missing a positional argument before '{stray}'")
    return args
