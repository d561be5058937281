"""Random programs for the sixtieth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz60):
control flow and Python structure around Tensors. ``Net.construct(self, x, y, n, m)`` (``x``/``y``
float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool (4, 6)) holds the Parameters ``p`` (6,) and ``q``
(4, 6), the non-trainable ``buf`` (float32 (4, 6)) and ``cnt`` (int32 ()), an ``nn.CellList`` of
three ``Blk``, a method with a ``return`` inside a loop and an ``@ms.jit`` method; it keeps a
float32 (4, 6) value ``h`` and a tuple ``outs``, runs 3-7 statements drawn from
``fuzz_programs60_parts.GROUPS`` and returns the loss with aux:

- ``while`` loops with ``break``/``continue`` on Tensor conditions (an ``and`` of two),
  ``while True``, ``for`` over ``zip``/``enumerate`` of the CellList and of a Tensor's rows,
  nested loops with an inner ``break``, a ``return`` inside a loop of a method;
- functions defined in construct: closures over locals and Parameters, defaults, nested
  functions, a function returned by a function, one passed as an argument, a ``return`` inside
  a Tensor branch;
- list and dict mutation (``append``/``insert``/``pop``/``extend``/``reverse``, item writes,
  ``update``/``get``/``items``, starred unpacking);
- ``ops.assign``/``assign_add`` inside Tensor branches and loops with gradients after,
  ``ops.depend`` ordering, an ``@ms.jit`` method called from construct;
- Tensor ``__setitem__`` with bool masks in ``for`` loops;
- int and bool arithmetic: floor division and modulo with negative operands, ``rounding_mode``,
  true division of ints, int8/uint8/int32 wrap-around, bool plus bool;
- ``ops.stop_gradient`` in loops and branches.

``main()`` calls the network, writes one or two Parameters from outside, calls it again on other
inputs and once more on the first, takes one or two of ``fuzz_programs60_parts.GRADS`` and snaps
every Parameter unless a call raised.

Session 77 (/tmp/s77/fuzz60, stmt.py and cmp.py): every statement ran alone in both of 2.10's
modes and minicell's, called before and after all five Parameter writes and differentiated.
Kept out as programs 2.10's GRAPH_MODE refuses: a list carried through a Tensor ``while`` with
a ``break`` under a gradient (TypeError "Cannot join the return values of different
branches"), a tuple carried through a Tensor ``while`` with ``continue`` (RuntimeError "Invalid
input num"), a masked write in a Tensor ``while`` (RuntimeError "Parameters size:1out of
range"); ``bool + bool`` is 2.10's GRAPH_MODE TypeError (its PYNATIVE_MODE computes it;
minicell has the same split, so the statement adds an int to the bool). Kept as 2.10 faults
(minicell gives 2.10 PYNATIVE_MODE's values, or the fresh network's, in both modes): a later
call of 2.10's GRAPH_MODE after ``i += 1`` on a ``Tensor(0)`` loop counter in ``while True``
(a fresh network gives PYNATIVE_MODE's value); a ``set_data`` after ``net.q[1:3] = 0.5`` unseen
by its GRAPH_MODE; a ``set_data`` of a Parameter an ``@ms.jit`` method reads unseen by its
PYNATIVE_MODE; a zero input gradient through ``list.pop``/``list.reverse`` in its GRAPH_MODE;
``assign_add`` inside construct dropped by its GRAPH_MODE gradients (written by its
PYNATIVE_MODE's forward, and by minicell's in both modes). 2.10's PYNATIVE_MODE has no CPU
kernel for ``ops.div(n, 3, rounding_mode='floor')`` of int32 (RuntimeError; its GRAPH_MODE
computes it): minicell computes it in both modes, as its policy for ops 2.10's CPU lacks.
"""
import functools
import random

from fuzz_text import changes_program, group_statement
from fuzz_programs60_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz60:{seed}"),
                           functools.partial(group_statement, groups=GROUPS), HEAD, RETURNS,
                           CHANGES, GRADS, INPUTS)
