"""The TypeError MindSpore 2.10 gives when a bool or int argument of a primitive (an
attribute such as ``keep_dims``, ``skip_mode``, or an input such as MedianDim's ``dim``,
``keepdim``) holds another type: its parser refuses the call (measured on ``ReduceSum``,
``ReduceMean``, ``ReduceMax``, ``ReduceMin``, ``ReduceProd``, ``ReduceAll``, ``ReduceAny`` and
``mint.median``: an int, None, a str, a list, a Tensor and a numpy bool are all refused where
a bool is wanted)."""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._util import ms_type_name, read_graph_scalar

_KNOWN = (Tensor, int, float, str, list, tuple, type(None))


def _is_int(v):
    return isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def _int_tensor(v):
    """A 0-d integer Tensor: 2.10's parsers take it where an int is wanted (measured: a Tensor
    dim of mint.flatten/transpose/argmax/cumsum/roll...)."""
    return isinstance(v, Tensor) and not v.shape and "Int" in str(v.dtype)


def as_int(value):
    """``value``, a 0-d integer Tensor read as the int it holds (as 2.10's parsers do)."""
    return int(value) if _int_tensor(value) else value


def _is_dims(v, tensor):
    """None, an int, a list/tuple of ints (or, where the primitive takes one, a Tensor)."""
    if v is None or _is_int(v) or _int_tensor(v) or (tensor and isinstance(v, Tensor)):
        return True
    return isinstance(v, (list, tuple)) and all(_is_int(d) for d in v)


# valid type texts -> the check (None passes the int/dims ones: the argument's default)
_CHECKS = {"bool": lambda v: isinstance(v, bool),      # (ms.mutable(True) too, as 2.10)
           "int": lambda v: v is None or _is_int(v) or _int_tensor(v),
           "list of int, int, Tensor, tuple of int": lambda v: _is_dims(v, True),
           "list of int, int, tuple of int": lambda v: _is_dims(v, False)}


def _type_text(value):
    return ms_type_name(value) if isinstance(value, _KNOWN) else str(type(value))


def _shown(name, value):
    return "mindspore.dtype" if name == "dtype" else _type_text(value)


def check_arg_types(head, operands, attrs=(), required=()):
    """Raise 2.10's TypeError unless every argument whose valid type is ``"bool"`` is a Python
    bool, every ``"int"`` one an int (not a bool) and every dims one (``"list of int, int,
    tuple of int"``) an int or a sequence of ints; None passes the int and dims ones (their
    default). A value shown for ``dtype`` is MindSpore's ``mindspore.dtype``. ``operands`` and
    ``attrs`` (the primitive's constructor attributes): (name, value, valid type text)
    triples, e.g. ``[("x", x, "Tensor"), ("keepdim", keepdim, "bool")]``; ``required``: the
    names that have no default, where None is refused too (Roll's ``shifts``)."""
    if all(_CHECKS[t](v) and (v is not None or n not in required)
           for n, v, t in (*attrs, *operands) if t in _CHECKS):
        return
    for _, v, t in (*attrs, *operands):     # int(t)/bool(t) in a construct: op by op
        read_graph_scalar(v, (bool,) if t == "bool" else (int,))

    def got(args):
        return ", ".join(f"{n}={_shown(n, v)}" for n, v, _ in args)

    def valid(args):
        return ", ".join(f"{n}=<{t}>" for n, _, t in args)
    raise TypeError(f'Failed calling {head} with "{head}({got(attrs)})({got(operands)})".\n'
                    f'The valid calling should be: \n"{head}({valid(attrs)})({valid(operands)})".')


def check_dim_range(prim, x, dim, word="axis value", inclusive=False):
    """2.10's ValueError for a ``dim`` (an int or a sequence of ints) of primitive ``prim``
    outside the rank of the Tensor ``x`` (a 0-d one counting as rank 1): ``For
    primitive[SumExt], the axis value must be in [-2,2), but got 2.``; ``word`` is the
    primitive's ('axis value', 'axis', 'dim'), ``inclusive`` its closed range ('[-2,1]')."""
    n = max(len(x.shape), 1)
    for d in dim if isinstance(dim, (tuple, list)) else (dim,):
        if _is_int(d) and not -n <= d < n:
            hi = f"{n - 1}]" if inclusive else f"{n})"
            raise ValueError(f"For primitive[{prim}], the {word} must be in [{-n},{hi}, but got "
                             f"{d}.")


def check_cum_call(head, first, x, axis):
    """2.10's parser TypeError for ``CumSum``/``CumProd`` (``first``: the input's name) called
    with a non-Tensor input or an axis that is not an int (measured: None, "a", 1.5, an array;
    GRAPH_MODE keeps this text for the axis, ``compiler.graph_call_text``)."""
    if isinstance(x, Tensor) and (_is_int(axis) or _int_tensor(axis)):
        return
    raise TypeError(f'Failed calling {head} with "{head}(exclusive=bool, reverse=bool)({first}='
                    f'{ms_type_name(x)}, axis={ms_type_name(axis)})".\nThe valid calling should '
                    f'be: \n"{head}(exclusive=<bool>, reverse=<bool>)({first}=<Tensor>, '
                    'axis=<int>)".')


def check_diagonal(diagonal, api):
    """ops.tril/ops.triu's ``diagonal``: an int (or, for triu, an int scalar Tensor), else 2.10's
    TypeError (measured): Tril's own check ("For 'Tril', the type of 'diagonal' should be 'int',
    but got type 'str'.", a bool and a Tensor too), Triu's parser ('Failed calling Triu')."""
    if api == "triu" and isinstance(diagonal, Tensor) and \
            diagonal.dtype in mstype.int_type + mstype.uint_type:
        return int(diagonal.item())
    # (Tril's check takes a Python int only: a numpy int64 is "got type 'int64'", measured)
    kinds = int if api == "tril" else (int, np.integer)
    if isinstance(diagonal, kinds) and not isinstance(diagonal, (bool, np.bool_)):
        return int(diagonal)
    if api == "tril":
        raise TypeError(f"For 'Tril', the type of 'diagonal' should be 'int', but got type "
                        f"'{type(diagonal).__name__}'.")
    raise TypeError(f'Failed calling Triu with "Triu(diagonal={ms_type_name(diagonal)})(input='
                    f'Tensor)".\nThe valid calling should be: \n"Triu(diagonal=<Tensor, int>)('
                    f'input=<Tensor>)".')
