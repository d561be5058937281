"""Random programs for the fifty-ninth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz59):
dtype rules and the value ops the earlier families reach only in passing.
``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool
(4, 6)) holds the Parameters ``p`` (6,) and ``q`` (4, 6), the non-trainable ``buf`` (float32
(4, 6)), an ``nn.CellList`` of three ``Blk`` and an ``nn.SequentialCell``; it keeps a float32
(4, 6) value ``h`` and a tuple ``outs``, runs 3-7 statements drawn from
``fuzz_programs59_parts.GROUPS`` and returns the loss with aux:

- int8/uint8/int16/int64/float16/bfloat16/bool Tensors with Python ints, floats and bools in
  mixed expressions (the promoted dtypes kept in ``outs``);
- reductions with ``keep_dims``/``keepdim`` and negative axes (Tensor methods, ``ops``,
  Primitive classes, ``mint``);
- ``where``/``masked_fill``/``select`` with broadcast masks and scalar branches;
- slices with negative steps, ``None``, ``Ellipsis`` and Tensor indices, read and written on a
  local copy, and written into a non-trainable Parameter (``self.buf[1:3] = ...``);
- ``sort``/``topk``/``argsort``/``argmax``/``cumsum``/``cumprod`` with ties (rounded values);
- ``mint`` functional ops; ``nn.CellList``/``SequentialCell`` iterated and indexed.

``main()`` calls the network, writes one or two Parameters from outside (a slice of one too),
calls it again on other inputs and once more on the first, takes one or two of
``fuzz_programs59_parts.GRADS`` (``ms.grad`` with ``grad_position`` tuples, ``value_and_grad``,
``GradOperation``, a jitted gradient) and snaps every Parameter unless a call raised.

Session 76 (/tmp/s76/fuzz59): every statement, Parameter write and differentiation was run
alone in both of 2.10's modes and minicell's first (stmt.py). Kept out as 2.10's own mode
differences: ``self.buf[1:3] = ...`` and ``self.buf[..., -1] = ...`` on a Parameter read back
in the same construct, ``mint.cumsum`` of int32. Kept out as 2.10 faults (minicell computes the
true values in both modes): the gradient of a negative-step slice of a differentiated value
(``h[::-1]``: RuntimeError "The int value(-1) is less than 0" in both modes; ``h[1:, None][...,
::-1]``: a zero gradient), so negative steps slice the int and bool inputs. 2.10's CPU raises
RuntimeError in both modes for ``mint.stack``/``sort``/``topk``/``argsort``/``gather`` (no CPU
kernel); minicell computes them, as its policy for ops 2.10's CPU lacks.
"""
import functools
import random

from fuzz_text import changes_program, group_statement
from fuzz_programs59_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def generate(seed):
    """The source of program ``seed``."""
    return changes_program(random.Random(f"fuzz59:{seed}"),
                           functools.partial(group_statement, groups=GROUPS), HEAD, RETURNS,
                           CHANGES, GRADS, INPUTS)
