"""Random programs for the fifty-fourth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz54):
what the earlier families cover least, built from a seed alone.
``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool
(4, 6)) holds family 53's ``CellList`` of ``Block``s, the Parameters ``p`` (``r``, (6,)) and
``w`` (6, 3), a non-trainable float accumulator and an int32 counter, plain attributes (a bool,
an int, a float, a string, an index, a function) and a ``BCEWithLogitsLoss``; it keeps a float32
(4, 6) value ``h`` and a tuple ``outs`` of call results, runs 3-7 statements and returns the loss
with aux holding ``None``s, dicts and nested tuples (``fuzz_programs54_parts.RETURNS``):

- ``fuzz_programs54_parts.STMTS``: ``while``/``for`` loops with ``break``/``continue`` under
  tensor and Python conditions (tensor ``while``s too); ``ops.assign``/``assign_add``/
  ``assign_sub`` of the non-trainable Parameters mixed with reads before and after; integer
  ``//``/``%``/``floor_div``/``floor_mod``/``truncate_div``/``truncate_mod``/``remainder``/
  ``fmod``/``div(rounding_mode=)`` of negative values (and float ones); size-0 slices reduced,
  concatenated and multiplied, size-1 dims broadcast; ``ops.Partial()``/``ops.partial``, nested
  ``def``s and lambdas closing over Tensors and sub-Cells; statements reading the attributes;
  ``gelu`` (both forms) and ``binary_cross_entropy_with_logits``/``BCEWithLogitsLoss`` on ``h``;
- ``v = <call>`` with the call drawn from ``fuzz_programs52_ops.CALLS_210`` (the registry-drawn
  table), kept in ``outs`` and folded into ``h``; or a call folded into ``h`` in a loop with
  ``break``/``continue`` or a tensor ``if`` (``CALL_WRAPS``).

``main()`` sets up to two plain attributes (``ATTR_CHANGES``; before the first call: a graph
keeps the attributes it was compiled with, as 2.10's does), calls the network, writes one or
two Parameters from outside (``set_data``, ``assign``), calls it again on other inputs and once
more on the first, then takes one or two differentiations of ``GRADS``
(second derivatives by nested ``ms.grad``, which reach the bprops of ``gelu``'s and BCE's
kernels; ``has_aux`` with ``None`` in the aux; ``ops.partial`` of a function; a jitted step
that updates the Parameters by ``assign_sub``), and snaps every Parameter unless a call raised
(``state``: a graph raises while it compiles, before its writes; PYNATIVE_MODE after the forward
pass wrote them). An error is snapped as its type's name and classes.

Session 71 (/tmp/s71/fuzz54/run.py): seeds 0-249 agree between minicell's modes. Three
differences found while writing it are both modes' (2.10's) semantics, kept out: a plain Cell
attribute changed after the first GRAPH_MODE call (2.10's graph keeps the compiled value, as
minicell's: measured for bool/int/float/str/CellList index/function attributes; only Parameter
writes are seen), the differentiated Tensor object also used inside as a constant (PYNATIVE_MODE
differentiates through both uses, in 2.10 too; hence ``XK``), and the Parameters after a raising
call. 2.10 raises for second derivatives through ``GeLUGrad``,
``BinaryCrossEntropyWithLogitsBackward`` and ``IgammaGradA``; minicell computed them until
cbaba2d0 (26 seeds now raise in both modes).
"""
import random

from fuzz_text import changes_program
from fuzz_programs52_ops import CALLS_210
from fuzz_programs54_parts import (ATTR_CHANGES, CALL_WRAPS, CHANGES, CONDS, GRADS, HEAD, RETURNS,
                                   STMTS)

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def statement(r):
    """The text of one statement (its numbers filled in)."""
    c = r.choice([-0.5, 0.25, 0.5])
    roll = r.random()
    if roll < 0.65:
        return r.choice(STMTS).format(c=c)
    call = r.choice(CALLS_210)
    if roll < 0.85:
        return f"v = {call}\nouts = outs + (v,)\nh = fold(h, v)"
    cond = r.choice(CONDS).format(c=c)
    return r.choice(CALL_WRAPS).format(call=call, c=c, cond=cond)


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz54:{seed}"), statement, HEAD, RETURNS, CHANGES,
                           GRADS, INPUTS, ATTR_CHANGES)
