"""The argument checks of the collective Primitives' constructors (``comm_ops``), with 2.10's
texts where it checks the same (measured on 2.10 CPU, /tmp/s74/bad57/c3.py): the types of
``op`` and ``group`` ("For 'AllReduce', the 'op' must be str, but got int."; the others "For
'AllGather', the type of 'group' should be 'str', but got type 'int'."), ``Receive``'s dtype.

Where 2.10's constructor takes a value unchecked (an ``op`` name it does not know, a negative
``root_rank``, a ``dest_rank`` / ``src_rank`` / ``sr_tag`` of another type, ``Receive``'s
``shape`` 'a', any group of ``Barrier`` / ``Send`` / ``Receive``) minicell constructs the
Primitive too (its attribute holds the value, as 2.10's) and its call raises RuntimeError with
minicell's text (``late``): 2.10's call fails with a RuntimeError of its own (its CPU kernel's
"AllReduce only support reduce sum on CPU, but got bad", measured).

>>> check("AllGather", None, 1)
Traceback (most recent call last):
    ...
TypeError: For 'AllGather', the type of 'group' should be 'str', but got type 'int'.
"""
from ..common import dtype as mstype

OPS = ("sum", "max", "min", "prod")
_OWN_TEXTS = ("Barrier", "Send", "Receive", "AlltoAllV", "AlltoAllVC", "BatchISendIRecv")
_RECV_DTYPES = ("float16", "float32", "float64", "bfloat16", "int8", "int16", "int32", "int64",
                "uint8", "uint16", "uint32", "uint64")


def type_error(label, name, value, want):
    """2.10's TypeError for an argument ``name`` of ``label`` that is not a ``want``."""
    got = type(value).__name__
    if label in _OWN_TEXTS or label == "AllReduce":
        return TypeError(f"For '{label}', the '{name}' must be {want}, but got {got}.")
    return TypeError(f"For '{label}', the type of '{name}' should be '{want}', but got type "
                     f"'{got}'.")


def check(label, op, group, has_op=False):
    """``op``'s type (with ``has_op``: a reduction's) and ``group``'s; ``op``'s name is
    ``late``'s."""
    if has_op and not isinstance(op, str):
        raise type_error(label, "op", op, "str")
    check_group(label, group)


def check_group(label, group):
    if not isinstance(group, str):
        raise type_error(label, "group", group, "a str" if label in _OWN_TEXTS else "str")


def check_op(label, op):
    if op not in OPS:
        raise TypeError(f"For '{label}', the 'op' must be one of {list(OPS)} (ReduceOp.SUM, MAX, "
                        f"MIN, PROD), but got {op!r}.")


def check_rank(label, name, value):
    """A non-negative int (``Broadcast``'s ``root_rank``: 2.10 checks only its type)."""
    check_int(label, name, value)
    if value < 0:
        raise TypeError(f"For '{label}', the '{name}' must be a non-negative int, but got "
                        f"{value!r}.")


def check_int(label, name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{label}', the '{name}' must be an int, but got "
                        f"{type(value).__name__}.")


def check_ints(label, name, values):
    """``values`` as a list of ints."""
    if not isinstance(values, (list, tuple)) or any(isinstance(v, bool) or not isinstance(v, int)
                                                    for v in values):
        raise TypeError(f"For '{label}', the '{name}' must be a list or tuple of ints, but got "
                        f"{values!r}.")
    return list(values)


def check_recv_dtype(dtype):
    """``Receive``'s ``dtype``: one of 2.10's list."""
    if not any(dtype is getattr(mstype, n) for n in _RECV_DTYPES):
        shown = ", ".join(f"mindspore.{n}" for n in _RECV_DTYPES)
        raise TypeError(f"For 'Receive', the type of 'dtype' must be in [{shown}], but got "
                        f"{dtype}.")


_LATE = {"op": check_op, "group": check_group, "root_rank": check_rank, "shape": check_ints}


def late(prim, *names):
    """Check ``prim``'s attributes ``names`` that 2.10's constructor takes unchecked, at its
    call: the first that minicell cannot run is a RuntimeError (2.10's call fails too, with
    a RuntimeError of its own)."""
    label = type(prim).__name__
    for name in names:
        value = prim.attrs[name]
        try:
            if name in ("group", "op"):
                _LATE[name](label, value)
            else:
                _LATE.get(name, check_int)(label, name, value)
        except TypeError as error:
            raise RuntimeError(str(error)) from None
