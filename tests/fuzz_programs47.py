"""Random programs for the forty-seventh GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz47):
``vmap`` and gradients inside construct, and the dtype rules of small integer, bool and low- or
high-precision float Tensors with Python numbers, built from a seed alone.
``Net.construct(self, x, y, n, k)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4,), ``k`` a Python
int) makes ``i8``/``u8``/``i16``/``f16`` and a bool mask ``m`` from its inputs, keeps a float32
(4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing statements from
``fuzz_programs47_parts``:

- ``ops.vmap``/``ms.vmap`` of lambdas, nested functions, a sub-Cell, a sub-Cell's method and a
  method of Net: ``in_axes`` ints (negative too), ``None`` and nested tuples, ``out_axes`` ints
  and tuples, a ``vmap`` of a ``vmap``, functions closing over Parameters and Python numbers,
  returning tuples and dicts, reducing with ``keepdims``/``keep_dims`` and axis tuples, sorting,
  gathering, casting, over int8/uint8 rows and a Python-int argument; list ``in_axes``,
  ``out_axes=None`` for an unmapped output, shape ops, slices, integer indexing and bit ops on
  rows, ``vmap`` of a ``jit`` function, of ``value_and_grad`` with ``has_aux``, of ``grad``
  with a position tuple, ``jit`` of a ``vmap``, a ``vmap`` in a tensor ``while`` and ``if``;
- gradients inside construct: ``vmap`` of ``ms.grad`` (per-row gradients), ``ms.grad`` of a
  ``vmap``, ``ops.GradOperation`` with ``get_all``/``get_by_list``/``sens_param``,
  ``ms.value_and_grad`` with ``has_aux`` (of a nested function and of a sub-Cell's method with
  ``weights``), gradients through float16 and float64 casts;
- module-level ``@ms.jit`` functions called from construct with Python numbers, int8/int16
  Tensors and a keyword argument, one calling ``vmap``;
- int8/uint8/int16/bool/float16/bfloat16/float64 Tensors with Python ints, floats and bools and
  with each other (``+ - * / // % **``, comparisons, ``& | ^ ~``, wrapping casts), reductions
  with axis tuples and ``keepdims``/``keep_dims``, ``mint``/``ops`` functions with keywords;
- casts and dtypes in control flow whose branches keep the dtype (a Python ``if`` choosing
  between dtypes, a tensor ``while`` on a uint8 value);
- error statements (mapped sizes that differ, an axis out of range, ``grad`` of an int8 input,
  a tuple ``in_axes`` for a Cell of one input, a row-wise ``jit`` function reducing axis 1);
- a third of the plain statements wrapped in a tensor ``if``, a ``for`` or a tensor ``while``.

``main()`` calls the network twice (the second time with ``k=3`` and other inputs), takes
``ms.grad`` of ``h``'s weighted sum with respect to ``x``, ``y`` and the trainable Parameters,
and snaps every Parameter; an error is snapped as its type's name and classes.
"""
import random

from fuzz_compare import wrapped_program, wrapped_statement
from fuzz_programs47_parts import GROUPS, HEAD, TAIL, WRAPS


def statement(r):
    """One statement text of a program, drawn from ``r``."""
    return wrapped_statement(r, GROUPS, WRAPS, 0.33)


def generate(seed):
    """The source of program ``seed``."""
    return wrapped_program(random.Random(f"fuzz47:{seed}"), statement, HEAD, TAIL)
