"""Random programs for the fifty-fifth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz55):
what the earlier families cover least, built from a seed alone.
``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool
(4, 6)) holds family 52's ``CellList`` of ``Block``s, a ``Block`` shared by two ``Inner`` Cells
and a ``SequentialCell`` (one Parameter object reached by four paths), the Parameters ``p``
(``r``, (6,)) and ``w`` (6, 3), non-Parameter Tensor attributes (float, int32 0-d, bool); it
keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of call results, runs 3-7 statements
and returns the loss with aux (``fuzz_programs55_parts.RETURNS``):

- ``fuzz_programs55_parts.STMTS``: ``ops.Partial()``/``ops.partial`` of Cells, of ops and of a
  ``def`` (positional: a keyword partial is a 2.10 mode difference, kept out); the shared
  sub-Cells called through each path and in nested Cells; ``ops.stop_gradient`` in the middle
  of chains (of Cells too); int/bool Tensor arithmetic and comparisons chained with float ones;
  scalar reads (``shape``, ``ndim``, ``size``, ``len``, 0-d indexing, ``item()``, a tensor
  ``if`` on an element); slices with negative steps and ``None``, a strided write; the Tensor
  attributes;
- ``v = <call>`` with the call drawn from ``fuzz_programs52_ops.CALLS_210`` (the registry-drawn
  table), a third of them from its ``mint`` functions, kept in ``outs`` and folded into ``h``;
  or a call folded into ``h`` under a tensor ``if``, a ``for`` or a ``stop_gradient``
  (``CALL_WRAPS``).

``main()`` changes up to two Tensor attributes (``CHANGES_FIRST``, before the first call: a
graph keeps the Tensor attributes it was compiled with, in 2.10 as in minicell), calls the
network, writes one or two Parameters from outside (of the shared Block through another path
too), calls it again on other inputs and once more on the first, then takes one or two
differentiations of ``GRADS`` (``grad``/``value_and_grad`` with ``has_aux``, ``weights`` and
``grad_position`` tuples, partials of Cells, a second derivative, a jitted step) and snaps every
Parameter unless a call raised. An error is snapped as its type's name and classes.

Session 72 (/tmp/s72/fuzz55/run.py): seeds 0-249 agree between minicell's modes. Kept out as
2.10's own mode differences (minicell's modes differ as its do, measured): keyword partials
(refused op by op), ``Bool + Bool`` (refused by a graph), Tensor attributes changed after the
first call (stale in a graph), and a partial binding the Tensor object that is differentiated
(PYNATIVE_MODE's tape differentiates through both uses; hence ``X2 * 0.5``).
"""
import random

from fuzz_text import changes_program
from fuzz_programs52_ops import CALLS_210
from fuzz_programs55_parts import (CALL_WRAPS, CHANGES, CHANGES_FIRST, CONDS, GRADS, HEAD,
                                   RETURNS, STMTS)

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]
MINT = [c for c in CALLS_210 if c.startswith("mint.")]


def statement(r):
    """The text of one statement (its numbers filled in)."""
    c = r.choice([-0.5, 0.25, 0.5])
    roll = r.random()
    if roll < 0.65:
        return r.choice(STMTS).format(c=c)
    call = r.choice(MINT if r.random() < 0.35 else CALLS_210)
    if roll < 0.85:
        return f"v = {call}\nouts = outs + (v,)\nh = fold(h, v)"
    cond = r.choice(CONDS).format(c=c)
    return r.choice(CALL_WRAPS).format(call=call, c=c, cond=cond)


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz55:{seed}"), statement, HEAD, RETURNS, CHANGES,
                           GRADS, INPUTS, CHANGES_FIRST)
