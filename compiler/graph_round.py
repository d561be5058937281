"""``round`` as converted code calls it: of a Tensor, MindSpore 2.10's graph Round op with its
``decimals`` input (measured on 2.10's CPU GRAPH_MODE; eagerly ``Tensor.__round__`` takes no
digits, Python's TypeError for ``round(t, 1)``):

- ``round(t)`` and ``round(t, 0)``: the Round op, a Tensor of ``t``'s dtype;
- ``round(t, 1)``: its kernel's RuntimeError "For Round only support decimals equal 0, but got
  decimals equal 1";
- ``round(t, None)`` and ``round(t, ndigits=1)``: its TypeErrors naming the argument's type.

Anything else (a number, a graph scalar such as ``float(t)``) is Python's ``round``.
"""
import builtins

from .scalars import _is_tensor, scalar_kind

_ROUND_TYPE = ("For Operator[Round], decimals's type '{}' does not match expected type 'int'.")


def round_(number, *args, **kwargs):
    if not _is_tensor(number) or scalar_kind(number) is not None or len(args) > 1 or \
            (args and kwargs) or set(kwargs) - {"ndigits"}:
        return builtins.round(number, *args, **kwargs)
    if not args and not kwargs:
        return builtins.round(number)
    if kwargs:
        nd = kwargs["ndigits"]
        if type(nd) is not int:
            return builtins.round(number, **kwargs)
        raise TypeError(_ROUND_TYPE.format("Keyword[key : ndigits, value : Int64]"))
    nd = args[0]
    if nd is None:
        raise TypeError(_ROUND_TYPE.format("None"))
    if type(nd) is not int:
        return builtins.round(number, nd)
    if nd != 0:
        raise RuntimeError(f"For Round only support decimals equal 0, but got decimals equal "
                           f"{nd}")
    return builtins.round(number)
