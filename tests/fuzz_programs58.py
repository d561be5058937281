"""Random programs for the fifty-eighth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz58):
the Python structure around a construct that the earlier families touch only in passing.
``Net.construct(self, x, y, n, m, *rest, scale=0.5, mode="a")`` (``x``/``y`` float32 (4, 6),
``n`` int32 (4, 6), ``m`` bool (4, 6), ``rest`` zero or one more float32 (4, 6) Tensor,
keyword-only ``scale``/``mode`` with defaults) holds the Parameter ``p`` (6,), the
non-trainable ``acc`` (float32 (6,)) and ``cnt`` (int32 ()), an ``Aux`` Cell and a ``Peer``
Cell that shares it; it keeps a float32 (4, 6) value ``h`` and a tuple ``outs``, runs 3-7
statements drawn from ``fuzz_programs58_parts.GROUPS`` and returns the loss with aux:

- ``while`` loops on Python and Tensor conditions (``and`` of two) carrying tuples, an int32
  counter returned after the loop, an int32 value that turns float32 in an unrolled loop;
  ``for`` over ``range`` with ``continue``/``break`` on Tensor conditions and a Python counter
  bumped under a Tensor condition;
- sub-Cells' methods other than construct (defaults and keywords), a sub-Cell shared by two
  Cells, a method returning ``(Tensor, (Tensor, None))``, functions defined in construct that
  close over Parameters;
- ``*rest`` (its ``len``, iterated, indexed under a condition), keyword-only arguments with
  defaults, ``isinstance``/``len``/``shape``/``dtype``/``ndim`` in conditions;
- ``ops.stop_gradient`` inside a Tensor branch, ``ops.depend``, ``ops.assign``/``Assign``/
  ``assign_add`` on non-trainable Parameters read before and after the write, ``+=`` on one;
- int64 and bool Tensors in arithmetic, bitwise ops and reductions;
- returns of nested tuples and dicts holding ``None``, shapes, strings and ints.

``main()`` calls the network plainly, with an extra positional input and a keyword argument,
writes one or two Parameters from outside (``set_data`` twice in a row, ``ops.assign``), calls
it with ``mode="b"``, takes one or two of ``fuzz_programs58_parts.GRADS`` (``ms.grad`` with
``has_aux``, ``value_and_grad`` over ``grad_position`` and ``weights`` tuples, ``@ms.jit``
functions calling the Cell with keywords and calling its sub-Cells' methods) and snaps every
Parameter unless a call raised. An error is snapped as its type's name and classes.

Session 75 (/tmp/s75/fuzz58): every statement, return, Parameter write and main-level call was
run alone in both of 2.10's modes and minicell's first. Kept out as programs 2.10's GRAPH_MODE
refuses (minicell computes them in both modes, as its PYNATIVE_MODE does): an empty tuple live
across Tensor control flow (``outs`` starts non-empty), a ``has_aux`` gradient whose aux holds
``None``/strings/ints (``LossAux`` returns Tensors), the gradient of a Tensor ``while`` carrying
a tuple, ``for``/``while`` with ``else``, ``ms.grad`` of a method inside construct,
``t[n > 0] += 1``, a dict built by ``dict(...)`` and written in a loop under a gradient. Kept out
as 2.10's own mode differences: the loop variable read after a ``for`` with a Tensor ``break``
(UnboundLocalError in GRAPH_MODE, 2.10 and minicell alike), ``assign_add`` on a Parameter inside
a Tensor ``while`` under a gradient (2.10's GRAPH_MODE gradient differs from its PYNATIVE_MODE's;
minicell gives PYNATIVE_MODE's in both). ``@ms.jit`` functions are defined after the Parameter
writes: 2.10 keeps the values a jitted function saw at its first call after ``set_data`` and
``ops.assign`` (both modes), minicell reads the new ones.
"""
import random

from fuzz_text import grad_lines, group_statement, indent
from fuzz_programs58_parts import CHANGES, GRADS, GROUPS, HEAD, RETURNS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz58:{seed}")
    statements = [group_statement(r, GROUPS) for _ in range(r.randint(3, 7))]
    body = "\n".join(indent(text, 8) for text in statements)
    ret = indent(r.choice(RETURNS), 8)
    lines = [f"    res.append(guard(net, {INPUTS[0]}))",
             f"    res.append(guard(net, {INPUTS[1]}, Z, scale=0.25))"]
    lines += [indent(ch, 4) for ch in r.sample(CHANGES, r.randint(1, 2))]
    lines.append(f"    res.append(guard(net, {INPUTS[0]}, mode='b'))")
    lines += grad_lines(r, GRADS, INPUTS)
    lines.append("    res.append(state(net, res))")
    return HEAD.format(body=body, ret=ret) + '''

def main():
    net = Net()
    res = []
''' + "\n".join(lines) + "\n    return res\n"
