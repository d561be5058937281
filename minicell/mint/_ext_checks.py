"""2.10's argument checks of the ``*Ext`` primitives behind mint's reductions (``mint.mean`` is
MeanExt, ``mint.argmax`` ArgMaxExt, ...): a dim or keepdim of another type is their parser's
TypeError (``Failed calling MeanExt with "MeanExt()(input=Tensor, dim=float, keepdim=bool,
dtype=mindspore.dtype)"``), a dim outside the rank their ValueError (``For primitive[MeanExt],
the axis value must be in [-2,2), but got 2.``). Measured on 2.10 CPU."""
import functools
import inspect

from ..common.tensor import Tensor
from ..ops._prim_flags import as_int, check_arg_types, check_dim_range

DIMS = "list of int, int, tuple of int"
DIMS_OR_TENSOR = "list of int, int, Tensor, tuple of int"


def _binder(fn):
    """``bind(args, kwargs)`` -> ``fn``'s arguments by name, defaults filled in: what
    ``inspect.Signature.bind`` + ``apply_defaults`` give, at a dict's cost per call (this runs on
    every PYNATIVE call); None for a call Python would refuse."""
    signature = inspect.signature(fn)
    params = signature.parameters.values()
    if any(p.kind not in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) for p in params):
        raise TypeError(f"ext_checked: {fn.__name__} takes *args, **kwargs or positional-only "
                        "arguments")
    positional = tuple(p.name for p in params if p.kind is p.POSITIONAL_OR_KEYWORD)
    defaults = {p.name: p.default for p in params if p.default is not p.empty}
    names = frozenset(signature.parameters)

    def bind(args, kwargs):
        values = dict(defaults)
        values.update(zip(positional, args))
        if (len(args) > len(positional) or not names.issuperset(kwargs)
                or not kwargs.keys().isdisjoint(positional[:len(args)])
                or len(values.keys() | kwargs.keys()) < len(names)):
            return None
        values.update(kwargs)
        return values
    return bind


def ext_checked(prim, operands, word=None, inclusive=False):
    """Decorator: check the mint function's arguments as 2.10's ``prim`` does before running
    it. ``operands``: (argument name, valid type text) in the primitive's order; ``word``: the
    range error's word for ``dim`` ('axis value', 'dim'; None: no range check), ``inclusive``
    its closed range. Only Tensor inputs are checked (others, and calls Python refuses, fail
    in the function itself, with Python's own TypeError for the latter)."""
    int_operands = [n for n, t in operands if t in ("int", DIMS, DIMS_OR_TENSOR)]

    def wrap(fn):
        bind = _binder(fn)

        @functools.wraps(fn)
        def checked(*args, **kwargs):
            values = bind(args, kwargs)
            if values is None or not isinstance(values["input"], Tensor):
                return fn(*args, **kwargs)
            check_arg_types(prim, [(n, values[n], t) for n, t in operands])
            for n in int_operands:          # a 0-d int Tensor dim is read as its int
                values[n] = as_int(values[n])
            if word is not None:
                check_dim_range(prim, values["input"], values["dim"], word, inclusive)
            return fn(**values)
        return checked
    return wrap
