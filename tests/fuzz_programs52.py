"""Random programs for the fifty-second GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz52):
Cells holding Cells, trained by optimizers inside a train step, with control flow touching
Parameters and calls drawn from the op registry, built from a seed alone.
``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool
(4, 6)) holds a ``CellList``, a ``CellDict`` and a ``SequentialCell`` (each of two ``Block``s with
Parameters and a Parameter-free ``Scale``), the Parameters ``p`` (``r``, (6,)) and ``w`` (6, 3),
a non-trainable float accumulator and an int32 counter; it keeps a float32 (4, 6) value ``h``
and a tuple ``outs`` of call results, and runs 3-7 statements:

- ``fuzz_programs52_parts.STMTS``: the containers indexed (negative too), iterated (``for``,
  ``enumerate``, ``zip``, ``items()``, ``range(len(...))``), called whole and nested, with a
  positional argument; tensor ``if``/``else`` whose arms read Parameters of sub-Cells, Python and
  tensor ``while`` loops, ``for`` over tuples of numbers; ``ops.assign``/``assign_add`` and
  attribute writes of the non-trainable Parameters (under tensor ``if``s too), read back;
  int32, bool and float16 operands mixed with float32 results of sub-Cells;
- ``v = <call>`` with the call drawn from ``fuzz_programs52_ops.CALLS_210`` (the registry-drawn
  table of family 51 less the calls 2.10 refuses alone), kept in ``outs`` and folded into
  ``h``; or a call folded into ``h`` inside a tensor ``if`` (both arms), a ``for`` over a tuple
  or a Python ``while`` (``CALL_WRAPS``).

``main()`` calls the network on two sets of inputs, takes ``ms.value_and_grad``/``ms.grad``
(``has_aux``, ``grad_position``, ``weights``) of it, then trains it for three steps with an
optimizer (SGD, Momentum, Adam, AdamWeightDecay, RMSProp, Adagrad; all trainable Parameters or
groups over the containers with their own ``lr``/``weight_decay``) in a train step: the
``Step`` Cell (``value_and_grad(net, None, opt.parameters, has_aux=True)``, optionally
``clip_by_global_norm``, the update joined by ``depend``) or ``nn.TrainOneStepCell``; each
step's loss and aux, and every Parameter of the network and the optimizer after the steps, are
snapped. An error is snapped as its type's name and classes.

Session 69: seeds 0-249 agree between minicell's modes (/tmp/s69/fuzz52/run.py). Seeds 0-25 run
whole on 2.10 (the same source importing ``mindspore``; /tmp/s69/fuzz52/runprog.py, cmpms.py):
its PYNATIVE_MODE gives minicell's values (1e-3) on 20 of 26; five differ only after a step of
``nn.Momentum(use_nesterov=True)``, whose 2.10 CPU kernel ignores the flag (docs/migration.md:
minicell keeps Nesterov), and one (23) at the mean of an empty Tensor, 0 on 2.10 and NaN in
minicell (fuzz51's list of 2.10 faults). 2.10's GRAPH_MODE raises in 12 of the 26 where its
PYNATIVE_MODE runs: "Parameters size:1out of range" and "Unsupported element type[unknown]"
(tensor ``if``/``while`` writing or reading Parameters), a keyword ``other=`` refused
(``n.equal(other=2)``), AddN's TypeError from ``clip_by_global_norm`` of one Tensor, and
``sequence_len``'s kernel refusing a Bool Tensor in ``has_aux``'s aux under ``ms.grad`` (20).
"""
import random

from fuzz_programs51_parts import GRADS
from fuzz_programs52_ops import CALLS_210
from fuzz_programs52_parts import (CALL_WRAPS, CONDS, HEAD, OPTIMIZERS, PARAMS, STEPS,
                                   STMTS)

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def statement(r):
    """The text of one statement (its numbers, indices and keys filled in)."""
    c = r.choice([-0.5, 0.25, 0.5])
    roll = r.random()
    if roll < 0.55:
        return r.choice(STMTS).format(c=c, i=r.choice([0, 1, 2, -1]), k=r.choice("abc"))
    call = r.choice(CALLS_210)
    if roll < 0.8:
        return f"v = {call}\nouts = outs + (v,)\nh = fold(h, v)"
    cond = r.choice(CONDS).format(c=c)
    return r.choice(CALL_WRAPS).format(call=call, c=c, cond=cond)


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz52:{seed}")
    statements = [statement(r) for _ in range(r.randint(3, 7))]
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    lines = [f"    res.append(guard(net, {args}))" for args in INPUTS]
    for g in r.sample(GRADS, 2):
        lines.append(f"    res.append(guard({g}, {r.choice(INPUTS)}))")
    opt = r.choice(OPTIMIZERS).format(params=r.choice(PARAMS))
    lines += ["    try:", f"        opt = {opt}", f"        step = {r.choice(STEPS)}",
              "    except Exception as e:  # pylint: disable=broad-except",
              "        return res + [('error', type(e).__name__, (type(e).__name__,))]"]
    for i in range(3):
        lines.append(f"    res.append(guard(step, {INPUTS[i % 2]}))")
    lines.append("    res.append(snap([(q.name, q) for q in net.get_parameters()]))")
    lines.append("    res.append(snap([(q.name, q) for q in opt.get_parameters()]))")
    return HEAD.format(body=body) + '''

def main():
    net = Net()
    res = []
''' + "\n".join(lines) + "\n    return res\n"
