"""Random programs for the fifty-first GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz51):
the breadth of MindSpore's op surface under differentiation, built from a seed alone.
``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool
(4, 6); the Parameters ``r`` (6,) and ``w`` (6, 3)) keeps a float32 (4, 6) value ``h`` and a tuple
``outs`` of every op's result, and runs 4-9 statements:

- mostly ``v = <call>`` with the call drawn from ``fuzz_programs51_ops.CALLS`` (1,197 calls of
  536 names: every ``ops.*``/``mint.*`` function and Tensor method minicell and 2.10 share,
  called from 2.10's signature with keyword arguments and defaults left out, on float, int and
  bool operands, reductions with axes and keepdims, broadcasting against the (6,) Parameter),
  the result kept in ``outs`` (values and dtypes compared) and folded into ``h`` (``fold``:
  cast to float32, non-finite values zeroed, ``tanh``, broadcast or averaged);
- from ``fuzz_programs51_parts.STMTS``: in-place Tensor methods (``add_`` with ``alpha``,
  ``sub_``/``mul_``/``div_``/``copy_``/``clamp_``/``masked_fill_``, chained, through a second
  name) and item writes (slices, masks, an index Tensor, ``+=``/``*=``/``-=`` through them) on
  a local copy of ``h``; views read (``view``, ``T``, slices, ``narrow``, ``unsqueeze``);
  int32 and bool operands promoted with float ones; reductions with axis tuples and keepdims.

``main()`` calls the network on two sets of inputs, then takes two or three differentiations
drawn from ``fuzz_programs51_parts.GRADS`` (``ms.grad``/``ms.value_and_grad`` with
``grad_position`` ints and tuples, ``weights``, ``has_aux``; ``ops.GradOperation`` with
``get_all``/``get_by_list``), and snaps everything; an error is snapped as its type's name and
classes.

Against 2.10 (CPU; every call of the table alone in a Cell under ``ms.grad`` in its PYNATIVE_MODE,
/tmp/s68/fuzz51/probe.py and cmpop.py): 966 of 1,197 calls give minicell's values, dtypes, loss
and gradients; 214 are 2.10 errors (no CPU kernel for most ``mint`` pyboost ops, ``cummax``,
``quantile``, ``fmin``, ``fills``; TypeErrors of operands minicell takes, listed in
/tmp/s68/fuzz51/okerr.txt); the differences were three minicell faults, fixed in
test_s68_fuzz51_fixes (``hardtanh`` of a bool Tensor, ``clip_by_global_norm`` of a lone Tensor,
``cond`` of a non-square matrix), and 2.10's own: a 0-d bool ``any`` cast to float32 is 143.0,
``sinc`` of a bool Tensor is NaN at False, shifts by negative counts, reductions of empty Tensors.
Calls whose GRAPH_MODE is 2.10's kernel-select error by design are ``GRAPH_REFUSED``. In-place
writes through a view (``v = h[1:3]; v.add_(1)``) are left out: 2.10's PYNATIVE_MODE writes the
base and its GRAPH_MODE does not (``fuzz_programs13``).
"""
import random

from fuzz_programs51_ops import CALLS, GRAPH_REFUSED
from fuzz_programs51_parts import GRADS, HEAD, STMTS

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def statement(r):
    """The text of one statement (``{c}`` already filled in)."""
    c = r.choice([-0.5, 0.25, 0.5])
    if r.random() < 0.25:
        return r.choice(STMTS).format(c=c)
    call = r.choice(CALLS)
    while call in GRAPH_REFUSED:
        call = r.choice(CALLS)
    return f"v = {call}\nouts = outs + (v,)\nh = fold(h, v)"


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz51:{seed}")
    statements = [statement(r) for _ in range(r.randint(4, 9))]
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    lines = []
    for args in INPUTS:
        lines.append(f"    res.append(guard(net, {args}))")
    for g in r.sample(GRADS, r.randint(2, 3)):
        args = r.choice(INPUTS)
        lines.append(f"    res.append(guard({g}, {args}))")
    lines.append("    res.append(snap([(q.name, q) for q in net.get_parameters()]))")
    return HEAD.format(body=body) + '''

def main():
    net = Net()
    res = []
''' + "\n".join(lines) + "\n    return res\n"
