"""The TypeError MindSpore 2.10 gives when a bool or int argument of a primitive (an
attribute such as ``keep_dims``, ``skip_mode``, or an input such as MedianDim's ``dim``,
``keepdim``) holds another type: its parser refuses the call (measured on ``ReduceSum``,
``ReduceMean``, ``ReduceMax``, ``ReduceMin``, ``ReduceProd``, ``ReduceAll``, ``ReduceAny`` and
``mint.median``: an int, None, a str, a list, a Tensor and a numpy bool are all refused where
a bool is wanted)."""
import numpy as np

from ..common.tensor import Tensor
from ._util import ms_type_name

_KNOWN = (Tensor, int, float, str, list, tuple, type(None))
_CHECKS = {"bool": lambda v: type(v) is bool,
           "int": lambda v: isinstance(v, (int, np.integer)) and not isinstance(v, bool)}


def _type_text(value):
    return ms_type_name(value) if isinstance(value, _KNOWN) else str(type(value))


def check_arg_types(head, operands, attrs=()):
    """Raise 2.10's TypeError unless every argument whose valid type is ``"bool"`` is a Python
    bool and every one whose valid type is ``"int"`` an int (not a bool). ``operands`` and
    ``attrs`` (the primitive's constructor attributes): (name, value, valid type text)
    triples, e.g. ``[("x", x, "Tensor"), ("keepdim", keepdim, "bool")]``."""
    if all(_CHECKS[t](v) for _, v, t in (*attrs, *operands) if t in _CHECKS):
        return

    def got(args):
        return ", ".join(f"{n}={_type_text(v)}" for n, v, _ in args)

    def valid(args):
        return ", ".join(f"{n}=<{t}>" for n, _, t in args)
    raise TypeError(f'Failed calling {head} with "{head}({got(attrs)})({got(operands)})".\n'
                    f'The valid calling should be: \n"{head}({valid(attrs)})({valid(operands)})".')
