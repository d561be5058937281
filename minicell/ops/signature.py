"""``mindspore.ops.signature``: how a Primitive declares its inputs (``__mindspore_signature__``).

A Primitive class may list one entry per input: a ``Signature`` from ``make_sig`` (name,
read/write mark, kind, default, dtype group) or a bare ``sig_dtype`` group. In a GRAPH_MODE
call, MindSpore 2.10 converts the inputs of one dtype group (``sig_dtype.T``, ``T1`` ...) to
their common dtype (its usual promotion: Int32 with Float16 is Float16, Int8 with UInt8 Int16,
a Python float with an Int32 tensor Float32) before the Primitive runs; an input marked
``sig_rw.RW_WRITE`` (or ``RW_REF``: a Parameter the Primitive updates in place) is never
converted, so a group whose common dtype differs from it is a TypeError. A PYNATIVE_MODE call of
a Python ``__call__`` gets its inputs unconverted (both measured on 2.10 CPU).

>>> from minicell.ops.signature import make_sig, sig_rw, sig_dtype
>>> s = make_sig("x", sig_rw.RW_WRITE, dtype=sig_dtype.T)
>>> s.name, s.rw, s.dtype
('x', <signature_rw.RW_WRITE: 1>, <signature_dtype.T: 0>)
"""
import enum
import functools

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import state
from ..runtime.tracer import EAGER, tracing

__all__ = ["Signature", "make_sig", "sig_rw", "sig_kind", "sig_dtype"]


class signature_rw(enum.IntEnum):  # noqa: N801  (MindSpore's class names)
    RW_READ = 0
    RW_WRITE = 1
    RW_REF = 2
    RW_EMPTY_DEFAULT_VALUE = 3


class signature_kind(enum.IntEnum):  # noqa: N801
    KIND_POSITIONAL_KEYWORD = 0
    KIND_VAR_POSITIONAL = 1
    KIND_KEYWORD_ONLY = 2
    KIND_VAR_KEYWARD = 3
    KIND_EMPTY_DEFAULT_VALUE = 4


signature_dtype = enum.IntEnum(      # T, T1 ... T9: the dtype groups
    "signature_dtype", [("T", 0)] + [(f"T{i}", i) for i in range(1, 10)]
    + [("T_EMPTY_DEFAULT_VALUE", 10)])
signature_dtype.__module__ = __name__
sig_rw, sig_kind, sig_dtype = signature_rw, signature_kind, signature_dtype


class Signature:
    """One input of a Primitive: its name, read/write mark, kind, default and dtype group."""

    __slots__ = ("name", "rw", "kind", "default", "dtype")

    def __init__(self, name, rw, kind, default, dtype):
        self.name, self.rw, self.kind, self.default, self.dtype = name, rw, kind, default, dtype


def make_sig(name="var", rw=sig_rw.RW_READ, kind=sig_kind.KIND_POSITIONAL_KEYWORD,
             default=sig_kind.KIND_EMPTY_DEFAULT_VALUE, dtype=sig_dtype.T_EMPTY_DEFAULT_VALUE):
    """The ``Signature`` of one input (MindSpore's defaults: read only, positional or keyword,
    no default, no dtype group)."""
    return Signature(name, rw, kind, default, dtype)


def _entries(signature):
    """``__mindspore_signature__`` as (rw, dtype group) pairs; a bare group reads only."""
    return [(s.rw, s.dtype) if isinstance(s, Signature) else (sig_rw.RW_READ, s)
            for s in signature]


def convert(prim_name, signature, args):
    """``args`` with the inputs of each dtype group converted to the group's common dtype
    (see the module docstring)."""
    from . import functional as F
    from ._util import check_written_dtype
    entries = _entries(signature)
    groups = {}
    for i, (rw, group) in enumerate(entries[:len(args)]):
        if group != sig_dtype.T_EMPTY_DEFAULT_VALUE:
            groups.setdefault(group, []).append((i, rw))
    args = list(args)
    for members in groups.values():
        values = [args[i] for i, _ in members]
        if not any(isinstance(v, Tensor) for v in values):
            continue                     # numbers only: nothing to promote them to
        written = [args[i] for i, rw in members if rw != sig_rw.RW_READ]
        if written:
            check_written_dtype(prim_name, written[0], values)
            common = written[0].dtype
        else:
            common = _common_dtype(values)
        for i, rw in members:
            v = args[i]
            if rw == sig_rw.RW_READ and (not isinstance(v, Tensor) or v.dtype != common):
                args[i] = F.cast(v if isinstance(v, Tensor) else F.scalar_to_tensor(v), common)
    return tuple(args)


def _common_dtype(values):
    """The dtype MindSpore's implicit promotion gives ``values`` (Tensors and numbers): that of
    their sum, found on eager 0-d stand-ins of each Tensor's dtype (no graph node)."""
    from . import functional as F
    samples = [Tensor(np.zeros((), mstype.dtype_to_nptype(v.dtype))) if isinstance(v, Tensor)
               else v for v in values]
    with tracing(EAGER):
        return functools.reduce(F.add, samples).dtype


def apply(cls):
    """Called for each Primitive subclass: its own ``__call__`` gets the group conversion of
    the ``__mindspore_signature__`` it declares or inherits, in GRAPH_MODE calls."""
    signature = getattr(cls, "__mindspore_signature__", None)
    call = cls.__dict__.get("__call__")
    if not signature or call is None:
        return

    @functools.wraps(call)
    def __call__(self, *args):
        args = state.tracer.signature_inputs(
            functools.partial(convert, self.name, signature), args)
        return call(self, *args)
    cls.__call__ = __call__
