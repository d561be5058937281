"""Random programs for the fifty-third GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz53):
train steps with an ``@ms.jit`` method and a learning-rate argument (``ms.mutable``, a Tensor or
a Python float), ``nn.TrainOneStepWithLossScaleCell`` (a fixed scale, ``Dynamic``/``Fixed``
``LossScaleUpdateCell``), the optimizer called or its learning rate written inside control
flow, nested ``ms.grad``/``value_and_grad`` (``grad_position``, ``weights``, ``has_aux``,
jitted), built from a seed alone.
``Net.construct(self, x, y, n, m)`` (``x``/``y`` float32 (4, 6), ``n`` int32 (4, 6), ``m`` bool
(4, 6)) holds a ``CellList`` of two ``Block``s with Parameters and a Parameter-free ``Scale``, the
Parameters ``p`` (``r``, (6,)) and ``w`` (6, 3), a non-trainable float accumulator and an int32
counter; it keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of call results, and runs
3-7 statements:

- ``fuzz_programs53_parts.STMTS``: Tensor index and slice assignment inside ``for``/``while``
  loops (a Tensor index in a tensor ``while`` too) and tensor ``if`` arms; ``ops.depend`` and
  ``ops.stop_gradient`` around Parameter writes, sub-Cell results and arms; the ``CellList``
  indexed by a loop variable (``for``, Python ``while``, reversed ``range``) or a Python int
  attribute; int32/bool/float16 operands mixed;
- ``v = <call>`` with the call drawn from ``fuzz_programs52_ops.CALLS_210`` (the registry-drawn
  table), kept in ``outs`` and folded into ``h``; or a call folded into ``h`` inside a tensor
  ``if``, a row assignment in a ``for``, or under ``stop_gradient`` (``CALL_WRAPS``).

``main()`` calls the network on two sets of inputs, takes two differentiations of ``GRADS``,
then trains it for three steps (``Step``, ``JitStep`` or a loss-scale Cell over an optimizer of
``OPTIMIZERS``), with learning rates 0.5, 0.25 and 1.0 passed as drawn; each step's outputs and
every Parameter of the network and the optimizer after the steps are snapped. An error is
snapped as its type's name and classes.

Session 70 (/tmp/s70/fuzz53/run.py): seeds 0-93 and 95-249 agree between minicell's modes; seed
34 split (``ms.grad`` of ``ms.grad`` through ``bessel_k0e``: NaN in PYNATIVE_MODE, 0 in
GRAPH_MODE) until the bprop rules' kernels took their own jvp rules (2.10 gives NaN; 893ad8b7).
Seed 94 ran over 12 minutes on the loaded machine and was stopped (a nested grad over three
tensor ifs and a tensor while with slice assignment): unmeasured, a compile time to look at.
"""
import random

from fuzz_text import indent
from fuzz_programs52_ops import CALLS_210
from fuzz_programs53_parts import (CALL_WRAPS, CONDS, GRADS, HEAD, LR_BODY, LRS, OPTIMIZERS,
                                   PARAMS, STEP_BODIES, STEPS, STMTS)

INPUTS = ["X, Y, N, M", "X2, Y2, N2, M2"]


def statement(r):
    """The text of one statement (its numbers filled in)."""
    c = r.choice([-0.5, 0.25, 0.5])
    roll = r.random()
    if roll < 0.6:
        return r.choice(STMTS).format(c=c)
    call = r.choice(CALLS_210)
    if roll < 0.8:
        return f"v = {call}\nouts = outs + (v,)\nh = fold(h, v)"
    cond = r.choice(CONDS).format(c=c)
    return r.choice(CALL_WRAPS).format(call=call, c=c, cond=cond)


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz53:{seed}")
    statements = [statement(r) for _ in range(r.randint(3, 7))]
    body = "\n".join(indent(text, 8) for text in statements)
    opt, single_lr = r.choice(OPTIMIZERS)
    params, one_group_lr = r.choice(PARAMS)
    bodies = STEP_BODIES + ([LR_BODY] if single_lr and one_group_lr else [])
    step_body = r.choice(bodies).format(c=r.choice([0.1, 0.5, 1.0]))
    lines = [f"    res.append(guard(net, {args}))" for args in INPUTS]
    for g in r.sample(GRADS, 2):
        inp = r.choice(INPUTS).split(", ")
        lines.append(indent(g.format(inp=", ".join(inp[:2]), inp1=inp[0]), 4))
    step, takes_lr = r.choice(STEPS)
    lines += ["    try:", f"        opt = {opt.format(params=params)}", f"        step = {step}",
              "    except Exception as e:  # pylint: disable=broad-except",
              "        return res + [('error', type(e).__name__, (type(e).__name__,))]"]
    lr = r.choice(LRS)
    for i, v in enumerate((0.5, 0.25, 1.0)):
        extra = ", " + lr.format(v=v) if takes_lr else ""
        lines.append(f"    res.append(guard(step, {INPUTS[i % 2]}{extra}))")
    lines.append("    res.append(snap([(q.name, q) for q in net.get_parameters()]))")
    lines.append("    res.append(snap([(q.name, q) for q in opt.get_parameters()]))")
    return HEAD.format(body=body, step=indent(step_body, 8)) + '''

def main():
    net = Net()
    res = []
''' + "\n".join(lines) + "\n    return res\n"
