"""Random programs for the forty-eighth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz48):
Cell structure, Parameter writes and Python values in construct, built from a seed alone.
``Net.construct(self, x, y, n, k, name)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4,), ``k`` a
Python int, ``name`` a Python string, ``"a"`` or ``"b"``) keeps a float32 (4, 6) value ``h`` and
a tuple ``outs`` of typed results, drawing statements from ``fuzz_programs48_parts``:

- sub-Cells: a ``CellList`` (of two ``Lin`` and a Parameter-free ``Scale``) indexed with
  constants, negative indices, ``k``-dependent Python indices and slices, iterated with
  ``enumerate``/``zip``/``range(len(...))`` and in comprehensions; a ``SequentialCell`` called,
  indexed and sliced; a ``CellDict`` indexed by constant keys and by ``name``, iterated through
  ``keys()``/``values()``/``items()``; a Cell sharing another's weight Parameter, a Cell wrapping
  a shared Cell (``Twice``), a stateful Cell writing its own Parameter (``Acc``), a tuple of Cells
  kept as an attribute; Cells passed as arguments to Net's methods, to a module-level function
  and in tuples/lists (keyword arguments too), a sub-Cell's other method kept in a local,
  ``getattr``/``hasattr`` on ``self``; a subclass whose construct calls ``super().construct``
  with a default argument, a ``CellList`` nesting a ``CellList`` and a ``SequentialCell`` (two
  index levels, nested loops), a Cell with ``*rest`` and a keyword-only argument returning a
  dict holding a tuple (called with unpacked tuples and dicts), a lambda calling a sub-Cell;
- Parameters: ``ops.assign``/``assign_add``/``assign_sub``, augmented assignment and slice,
  index and mask setitem (``+=`` on a slice too) on Parameters of Net and of sub-Cells, an int
  counter Parameter, ``Tensor.add_`` on a Parameter, ``ops.depend``/``ops.Depend`` ordering a
  write, ``ops.assign``'s result used, two Parameters assigned from each other, a bool
  Parameter deciding an ``if``, a conditional expression and ``~`` and assigned in the call, a
  ``ParameterTuple`` attribute iterated and indexed, a Parameter added by
  ``insert_param_to_cell``, reads after writes in the same call; setitem and ``copy_`` on local
  Tensors;
- Python values: ``isinstance``/``len``/``type``/``in``/``is not None`` checks and string
  comparisons (``==``, ``startswith``, ``upper``, f-strings, ``+``) deciding Python branches,
  tuple/list/dict attributes of ``self`` read with constant, ``k``-dependent and loop indices
  (``index``, ``count``, ``get``, ``items``, ``sum``/``max``), dicts and lists built in construct;
- ``ops.stop_gradient`` on ``h``, on a sub-Cell's input and output, on a Parameter, on a tuple;
  ``ms.grad``/``GradOperation``/``value_and_grad`` of sub-Cells and of a method taking a Cell;
- error statements (a ``CellList`` index out of range, a tuple attribute index out of range, a
  sub-Cell called on the wrong width), never wrapped;
- a third of the other statements (but those that change ``outs``) wrapped in a tensor ``if``,
  a ``for`` or a tensor ``while``.

``main()`` calls the network twice (the second time with ``k=3``, ``name="b"`` and other inputs),
takes ``ms.grad`` of ``h``'s weighted sum with respect to ``x``, ``y`` and the trainable
Parameters, and snaps every Parameter; an error is snapped as its type's name and classes.
"""
import random

from fuzz_compare import wrapped_program, wrapped_statement
from fuzz_programs48_parts import GROUPS, HEAD, TAIL, WRAPS


def statement(r):
    """One statement text of a program, drawn from ``r``."""
    return wrapped_statement(r, GROUPS, WRAPS, 0.33, ("outs =", "def ", "# error"))


def generate(seed):
    """The source of program ``seed``."""
    return wrapped_program(random.Random(f"fuzz48:{seed}"), statement, HEAD, TAIL)
