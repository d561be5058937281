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


def ext_checked(prim, operands, word=None, inclusive=False):
    """Decorator: check the mint function's arguments as 2.10's ``prim`` does before running
    it. ``operands``: (argument name, valid type text) in the primitive's order; ``word``: the
    range error's word for ``dim`` ('axis value', 'dim'; None: no range check), ``inclusive``
    its closed range. Only Tensor inputs are checked (others fail in the function itself)."""
    def wrap(fn):
        signature = inspect.signature(fn)

        @functools.wraps(fn)
        def checked(*args, **kwargs):
            bound = signature.bind(*args, **kwargs)
            bound.apply_defaults()
            values = bound.arguments
            if not isinstance(values["input"], Tensor):
                return fn(*args, **kwargs)
            check_arg_types(prim, [(n, values[n], t) for n, t in operands])
            for n, t in operands:          # a 0-d int Tensor dim is read as its int
                if t in ("int", DIMS, DIMS_OR_TENSOR):
                    values[n] = as_int(values[n])
            if word is not None:
                check_dim_range(prim, values["input"], values["dim"], word, inclusive)
            return fn(*bound.args, **bound.kwargs)
        return checked
    return wrap
