"""Random programs for the forty-ninth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz49):
``for i in range(N)`` loops (N from 3 to 40) that GRAPH_MODE may compile as one ``lax.scan``
(``compiler/for_scan.py``) next to loops that must stay unrolled, built from a seed alone.
``Net.construct(self, x, y)`` (``x``/``y`` float32 (T + 3, 2, 6), T drawn per program from 4 to
40) keeps a float32 (2, 6) state ``h`` and a tuple ``outs`` of float results, drawing statements
from ``fuzz_programs49_parts``:

- loops a scan can run: Tensor carries through ``tanh``/``matmul``/sub-Cells/``CellList`` items,
  rows ``x[i]``, ``x[n - 1 - i]``, ``x[-1 - i]``, ``x[i + off]``, ``self.v[i % 4]``, windows at
  ``i`` (``x[i:i + 2]``, ``x[i + 1:i + 4:2]``, ``xt[:, i + 1:i + 3]``), iteration over a
  Tensor's rows, outputs collected by ``lst.append`` (stacked after, on several axes),
  ``t += (h,)`` and ``t = t + (h, ...)`` (concatenated after), into ``outs`` itself, two lists
  at once, nested loops (the long loop inside or outside), loops in a sub-Cell, in a method of
  Net, in a plain function and in module-level ``@ms.jit`` functions, a Parameter written by
  ``assign_add`` in the body, a tensor ``if`` and a tensor ``break`` in the body, an ``acc = 0``
  carry (peeled), ``ops.where``/``stop_gradient``/``split`` in the body, ``ms.grad`` of a
  method holding a loop;
- loops that must stay unrolled: a Python float changing per step, ``i`` read outside an index,
  ``if``/``break``/``continue`` on ``i``, the collected list read, ``len``-ed or ``pop``-ped in
  the body, appends under an ``if`` on ``i``, a window clipped at the end of the axis,
  ``enumerate``, a Python index changing per step, a ``CellList`` indexed by ``i % 2``;
- error statements (an index past the axis, a matmul of mismatched widths, stacking windows
  of different lengths), never wrapped;
- a fifth of the other statements (but those that change ``outs``) wrapped in a tensor ``if``
  or a ``for``.

Half of the programs (``SMALL``) lower minicell's scan thresholds (``MIN_TRIP``,
``UNROLL_BUDGET``) while ``main()`` runs, so every loop that can scan does; the others keep the
defaults (long bodies and long loops scan, short ones unroll). ``main()`` calls the network
twice, takes ``ms.value_and_grad`` of a loss over ``h`` and every item of ``outs`` with respect
to ``x``, ``y`` and the trainable Parameters, and snaps every Parameter; an error is snapped
as its type's name and classes.
"""
import random

from fuzz_compare import indented
from fuzz_programs49_parts import GROUPS, HEAD, TAIL, WRAPS


def statement(r, t):
    """One statement text of a program whose inputs have ``t + 3`` rows, drawn from ``r``."""
    group = r.choices(list(GROUPS), [w for _, w in GROUPS.values()])[0]
    n = r.choice([t, t - 1, r.randint(min(4, t), t)])
    text = r.choice(GROUPS[group][0]).format(
        n=n, m=r.randint(2, 4), b=r.randint(1, max(1, n - 2)), off=r.randint(0, 4),
        c=r.choice([-0.5, 0.25, 0.5]))
    if "outs" not in text and "# error" not in text and r.random() < 0.2:
        text = r.choice(WRAPS).format(s=indented(text), c=r.choice([-0.5, 0.25, 0.5]))
    return text


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz49:{seed}")
    t = r.randint(4, 40)
    small = r.random() < 0.5
    statements = [statement(r, t) for _ in range(r.randint(2, 5))]
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    return HEAD.format(t=t, small=small, body=body) + TAIL
