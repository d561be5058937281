"""Random programs for the fifty-sixth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz56):
loops, Parameter writes in nested Cells and dtype rules mixed with gradients of every shape,
built from a seed alone. ``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n``
int32 (4, 6), ``m`` bool (4, 6)) holds the Parameters ``p`` (``r``, (6,)), ``w`` (6, 3) and an
int32 counter, an ``Acc`` (a Cell writing its own Parameters with ``ops.assign`` and ``+=``), a
``Pair`` (an ``Acc``, a custom-bprop ``Bp`` and a Parameter written by ``assign_add``) and a
``Bp``; it keeps a float32 (4, 6) value ``h`` and a tuple ``outs``, runs 3-7 statements drawn
from ``fuzz_programs56_parts.GROUPS`` and returns the loss with aux:

- loops: tensor ``while`` with ``break``/``continue``/``else``, ``for`` over ranges, tuples and
  a Tensor's rows left by tensor ``break``s, nested loops, Python counters under tensor
  conditions, a 0-d float carry, a row write in a tensor ``while``;
- Parameters written in construct by sub-Cells (also under tensor conditions and in loops),
  ``ops.depend``, ``assign``'s result, reads after writes, the custom bprop;
- tuple/list unpacking (starred, swapped, nested), comprehensions, ``isinstance``/``len``/
  ``range`` on shapes; mixed Python int/float scalars with int/bool/float16/float64 Tensors
  (the promoted dtypes kept in ``outs``); Tensor method chains; negative-step and ``None``
  slices, bool mask reads and writes; tensor conditions (``and``/``or``/``not``, ``elif``, a
  conditional expression); casts between int8/uint8/int32/float16/bfloat16/float32/float64/bool;
  chains of Python-number constants that overflow or cancel (``* 300.0 * 300.0`` in float16,
  ``+ 1e8 - 1e8``, ``* 1e30 * 1e30 / 1e30``).

``main()`` calls the network, writes one or two Parameters from outside, calls it again on
other inputs and once more on the first, takes one or two differentiations of
``fuzz_programs56_parts.GRADS`` (``grad``/``value_and_grad`` with ``has_aux``, ``weights`` and
``grad_position`` combinations, ``GradOperation`` with ``get_all``/``get_by_list`` and
``sens_param``, second derivatives, a gradient inside a ``jit`` function) and snaps every
Parameter unless a call raised. An error is snapped as its type's name and classes.

Session 73 (/tmp/s73/fuzz56/run.py): found two minicell faults, fixed in
test_s73_fuzz56_fixes (a PYNATIVE_MODE second derivative through a tracked bool times a Python
number raised AttributeError; GRAPH_MODE let XLA fold a chain of Python-number constants, which
2.10's modes and PYNATIVE_MODE round step by step). Kept out as 2.10's own mode difference
(minicell's modes differ as its do, measured /tmp/s73/fuzz56/w/mx_ms.py): ``Tensor.min(0)`` /
``max(0)`` with a positional axis is a (values, indices) pair in PYNATIVE_MODE and the values in
GRAPH_MODE (``axis=0`` is the values in both); ``is_contiguous()`` of a view (always True in a
graph).
"""
import functools
import random

from fuzz_text import changes_program, group_statement
from fuzz_programs56_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz56:{seed}"),
                           functools.partial(group_statement, groups=GROUPS), HEAD, RETURNS,
                           CHANGES, GRADS, INPUTS)
