"""Random programs for the sixty-first GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz61):
the Python constructs the earlier families cover least. ``Net.construct(self, x, y, n, m, s=0.5,
mode=None)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool (4, 6), ``s`` a Python
float, ``mode`` None or a string) holds the Parameters ``p`` (6,) and ``q`` (4, 6), the
non-trainable ``buf`` (float32 (4, 6)), ``cnt`` (int32 ()) and ``iv`` (int32 (6,)), an ``Acc``
(a ``*args`` construct), an ``Sc`` (a construct with defaulted ``k`` and ``mode``) and the
Python attributes ``k`` and ``tag``; it keeps a float32 (4, 6) value ``h`` and a tuple ``outs``,
runs 3-7 statements drawn from ``fuzz_programs61_parts.GROUPS`` and returns the loss with aux:

- nested ``if`` in ``for`` over ``range`` of shape-derived ints, ``break``/``continue``;
- tuple unpacking from ops returning tuples (``ops.max``/``min``/``split``/``topk``/``sort``,
  ``Tensor.split``, ``ArgMaxWithValue``, nested targets);
- ``isinstance``/``len``/``type`` checks, string and None constants through branches;
- ``*args`` constructs and functions, defaulted and keyword arguments (``**kw``) of Cells and
  of construct itself;
- list comprehensions with conditions; slicing with negative steps, Ellipsis and None;
- integer Parameters read, written with ``assign_add`` and ``self.cnt = ...``;
- augmented assignment to Parameter rows, list items, Tensor rows, dict items and
  attributes inside loops; chained comparisons on Python numbers and Tensors.

``main()`` calls the network, writes one or two Parameters from outside, calls it again on other
inputs (with ``s`` and ``mode`` given) and once more on the first, takes one or two of
``fuzz_programs61_parts.GRADS`` (``grad``, ``grad`` with ``has_aux``, ``GradOperation`` with
``sens_param``) and snaps every Parameter unless a call raised.

Session 78 (/tmp/s78/fuzz78: stmt.py, cmp.py, q/quick.py): every statement ran alone in both of
2.10's modes (CPU). Kept out as 2.10's GRAPH_MODE refuses them or its modes differ: ``any(...)
and all(...)`` as an ``if`` test (GRAPH TypeError "Cannot join the return values of different
branches"), ``divmod`` of a shape (GRAPH runs it on the host and zeroes every gradient of the
construct), ``t[t > 0] += 1`` (GRAPH ValueError from BroadcastTo), a Parameter slice ``+=``
outside a loop (its modes differ). Kept as 2.10 faults: the gradient of a negative-step slice
read (``h[::-1]``, ``h[-1:0:-1]``, ``y[1::-1, None, ::3]``) is 2.10's RuntimeError "The int
value(-1) is less than 0." in both modes (the forward computes); minicell computes it.
"""
import functools
import random

from fuzz_text import changes_program, group_statement
from fuzz_programs61_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2, 0.25, 'sq'"]


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz61:{seed}"),
                           functools.partial(group_statement, groups=GROUPS), HEAD, RETURNS,
                           CHANGES, GRADS, INPUTS)
