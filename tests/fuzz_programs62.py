"""Random programs for the sixty-second GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz62):
constructs the earlier families cover least. ``Net.construct(self, x, y, n, m, ts=None, k=2)``
(``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool (4, 6), ``ts`` None or a tuple of
two Tensors, ``k`` a Python int; the second call gives both through ``ms.mutable``) holds the
Parameters ``p`` (6,) and ``q`` (4, 6), the non-trainable ``buf`` (float32 (4, 6)) and ``cnt``
(int32 ()), a CellList of three ``Blk`` (each a (6,) and a () Parameter), the Python tuple
``scales`` and dict ``cfg``; it keeps a float32 (4, 6) value ``h`` and a tuple ``outs``, runs 3-7
statements drawn from ``fuzz_programs62_parts.GROUPS`` and returns the loss with aux:

- ``while`` loops whose condition is a Tensor, with ``break``/``continue`` under Tensor ``if``;
- nested Cells called in ``for``/``while`` loops, over ``zip``/``enumerate`` of a CellList;
- ``ops.depend`` ordering ``assign``/``assign_add``; ``ops.stop_gradient`` (of a tuple too)
  mixed into the differentiated value;
- ``dict`` literals, ``dict(...)``, comprehensions, ``.get``/``.items()``/``.values()``/
  ``.update``/``in``; ``enumerate``/``zip`` over tuples of Tensors and of Python numbers;
- a chain of in-place Tensor methods on a local (``sub_(...).div_(...)``);
- ``ops.where``/``select``/``Select`` with broadcasting and scalar branches;
- int/float/bool promotion chains; reductions with ``keep_dims`` and negative axes;
- ``Tensor.shape`` arithmetic; scalar flows (``item()``, ``ms.mutable`` ints,
  ``scalar_to_tensor``, ``tuple_to_array``).

``main()`` calls the network, writes one or two Parameters from outside, calls it again on other
inputs (``ts`` and ``k`` given through ``ms.mutable``) and once more on the first, takes one or
two of ``fuzz_programs62_parts.GRADS`` (``grad``, ``value_and_grad``, ``GradOperation`` with
``get_all`` and ``get_by_list`` over a ``ParameterTuple``) and snaps every Parameter unless a
call raised.

Session 79 (/tmp/s79/fuzz79: stmt.py, cmp.py, show.py): every statement ran alone in both of
2.10's modes (CPU). Left out as 2.10's GRAPH_MODE refuses them or its modes differ: ``i += 1``
on a loop counter ``i = Tensor(0, ms.int32)`` (2.10 GRAPH adds in place to the constant, so the
next call, or the next pass of an outer ``for``, starts from the old count: the loops here write
``i = i + 1``); ``dict(a=h, b=y)`` (GRAPH runs it on the host and cuts every gradient of the
construct); a Tensor ``if`` choosing between two CellList items (its third call differs); the
in-place methods listed at ``fuzz_programs62_parts.INPLACE``. Kept where 2.10 faults:
``t.sub_(y).div_(2.0)`` leaves ``t`` as it was in 2.10 (both modes); minicell computes it.
"""
import functools
import random

from fuzz_text import changes_program, group_statement
from fuzz_programs62_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2, ms.mutable((Y2, X2)), ms.mutable(3)"]


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz62:{seed}"),
                           functools.partial(group_statement, groups=GROUPS), HEAD, RETURNS,
                           CHANGES, GRADS, INPUTS)
