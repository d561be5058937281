"""What a static graph here cannot carry although MindSpore 2.10 compiles it.

``OpByOpError`` stops a trace where MindSpore's graph holds something a fixed JAX program
cannot: a value that is ``None`` in one branch of a tensor-dependent ``if`` and something else
in the other (MindSpore's optional value), or a backward function (``InsertGradientOf``, a
Tensor hook, a custom ``bprop``) that writes a Parameter (MindSpore performs the write; a
``jax.custom_vjp`` backward cannot give it back). Like a data-dependent shape, it makes that
signature run op by op as in PYNATIVE_MODE (``eager_fallback``), with one ``CompileWarning``
naming the line and the reason, so the result is PYNATIVE_MODE's (and 2.10's). So does a
function that calls itself under a tensor-dependent stop condition (2.10 compiles a recursive
graph for it, measured; a trace here recurses without end); a Cell method that does so is
2.10's RuntimeError (measured: "Exceed function call depth limit 1000").
"""
from . import errors
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


class RecursionOpByOpError(OpByOpError):
    """A plain function's recursion whose stop condition depends on a tensor's value."""


def recursion_error(err):
    """The error for a trace that hit Python's recursion limit (``err``): a recursive call under
    a tensor-dependent stop condition traces both branches, so it recurses without end. The
    first converted function that calls itself again decides: a method of a Cell (``self`` a
    Cell) is MindSpore's RuntimeError; a plain function runs op by op (``RecursionOpByOpError``),
    giving the value 2.10's recursive graph computes."""
    frames, tb = [], err.__traceback__
    while tb is not None and len(frames) < 200:
        if tb.tb_frame.f_code in errors.CONVERTED_CODES:
            frames.append(tb.tb_frame)
        tb = tb.tb_next
    frame = next((f for i, f in enumerate(frames)
                  if any(g.f_code is f.f_code for g in frames[i + 1:])), None)
    loc = errors.user_location(frame) if frame is not None else None
    code = frame.f_code if frame is not None else None
    first = frame.f_locals.get(code.co_varnames[0]) if code and code.co_argcount else None
    if code is not None and getattr(type(first), "cells_and_names", None) is None:
        return RecursionOpByOpError(
            f"'{code.co_name}' calls itself under a stop condition that depends on a tensor's "
            f"value, which a compiled graph cannot unroll.", loc=loc)
    return GraphModeError(
        "Exceed function call depth limit while compiling: a recursive function call is "
        "compiled again and again (recursion whose stop condition depends on a tensor's value "
        "never ends at compile time, as in MindSpore's graph mode).",
        hint="make the stop condition a Python value (a counter or a shape), or write the "
             "recursion as a `while` loop over tensors.", loc=loc)


__all__ = ["OpByOpError", "ValueJoinError", "RecursionOpByOpError", "recursion_error"]
