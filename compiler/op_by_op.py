"""What a static graph here cannot carry although MindSpore 2.10 compiles it.

``OpByOpError`` stops a trace where MindSpore's graph holds something a fixed JAX program
cannot: a value that is ``None`` in one branch of a tensor-dependent ``if`` and something else
in the other (MindSpore's optional value), or a backward function (``InsertGradientOf``, a
Tensor hook, a custom ``bprop``) that writes a Parameter (MindSpore performs the write; a
``jax.custom_vjp`` backward cannot give it back). Like a data-dependent shape, it makes that
signature run op by op as in PYNATIVE_MODE (``eager_fallback``), with one ``CompileWarning``
naming the line and the reason, so the result is PYNATIVE_MODE's (and 2.10's).
"""
from .errors import GraphModeError


class OpByOpError(GraphModeError):
    """A construct that runs as in MindSpore only op by op (see the module). ``number_output``:
    the function's return value is a Python number or None by a tensor condition, which 2.10
    gives back as a 0-d Tensor (``eager_fallback`` converts it)."""

    number_output = False


class ValueJoinError(OpByOpError, TypeError):
    """The two branches of a tensor-dependent ``if`` give different Python values (``ms.int32
    if c else ms.int64``), which 2.10 picks by the condition. With a condition made from
    ``ms.mutable`` arguments the graph is compiled for their values (a TypeError to the
    by-value retry of ``api._entry_for_inputs_``); otherwise the signature runs op by op."""


__all__ = ["OpByOpError", "ValueJoinError"]
