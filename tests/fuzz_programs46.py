"""Random programs for the forty-sixth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz46):
control flow that leaves early, Python callables and containers around Tensors, indexing and
shapes, built from a seed alone. ``Net.construct(self, x, y, n, k, tp)`` (``x``/``y`` float32
(4, 6), ``n`` int32 (4,), ``k`` a Python int, ``tp`` a tuple of two float32 (4, 6) Tensors) keeps
a float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing statements from:

- tensor ``while`` loops whose body ``break``s, ``continue``s or ``return``s under tensor
  conditions (in construct and in helper methods), ``while True`` left by a tensor ``break``,
  loops nested in loops, ``for``/``else``, conditions mixing Python ints and Tensors;
- early ``return`` from ``for`` loops over tuples, ``range`` and a ``CellList``;
- nested functions and lambdas reading construct's locals, defaults and keyword arguments,
  ``*args``/``**kwargs`` helper methods called with unpacked tuples and dicts;
- lists and dicts changed (``append``/``extend``/``update``/item writes) in loops and branches;
- Tensor getitem/setitem with slices, negative steps, ``...``, ``None``, bool masks, int Tensor
  indices and 0-d Tensor indices (so the outer gradient goes through them);
- Parameter writes (``ops.assign``/``assign_add``) under tensor and Python conditions and in
  loops, ``ops.depend``, ``ops.stop_gradient``, in-place Tensor methods on local copies;
- ``CellList``/``SequentialCell`` iteration, slices and indexing;
- dtype cast chains and shape ops (reshape/transpose/expand_dims/squeeze/concat/stack/split/
  tile/broadcast_to) with shapes computed from ``h.shape`` and ``k``;
- more of the same mixed: a ``for`` target read after a tensor ``break``, lambdas made in a loop
  with a default, tuple targets, conditional expressions, chained comparisons, tensor-indexed
  setitem in a tensor ``while``, a ``for`` over a Tensor's rows left by ``break``, helper
  methods with a tensor ``while`` returning from a ``for``, recursion on a Python int, a
  function argument, ``**`` of a dict literal, a Parameter slice written;
- a third of the statements wrapped in a tensor ``if``, a ``for`` or a tensor ``while``.

Statements that ``return`` from construct come after every statement that changes ``outs``
(so each return gives the same structure). ``main()`` calls the network twice (the second time
with ``k=3`` and other inputs), takes ``ms.grad`` of ``h``'s weighted sum with respect to ``x``,
``y`` and the trainable Parameters, and snaps every Parameter; an error is snapped as its type's
name and classes.
"""
import random

from fuzz_compare import wrapped_program, wrapped_statement
from fuzz_programs46_parts import GROUPS, HEAD, RETURNS, TAIL, WRAPS


def statement(r):
    """One statement text of a program, drawn from ``r``."""
    return wrapped_statement(r, GROUPS, WRAPS, 0.35, ("outs =", "def ", "lambda"))


def _early_return(r, statements):
    """Sometimes a ``return`` from construct, after every statement that changes ``outs``."""
    if r.random() < 0.4:
        last = max([i + 1 for i, s in enumerate(statements) if "outs" in s], default=0)
        at = r.randint(last, len(statements))
        statements.insert(at, r.choice(RETURNS).format(c=r.choice([-0.5, 0.25, 0.5])))


def generate(seed):
    """The source of program ``seed``."""
    return wrapped_program(random.Random(f"fuzz46:{seed}"), statement, HEAD, TAIL,
                           _early_return)
