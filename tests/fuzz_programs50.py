"""Random programs for the fiftieth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz50):
whole training runs over networks whose construct chains ops drawn from a wide table, built from
a seed alone. ``Net.construct(self, x)`` (``x`` float32 (4, 6)) runs ``Dense(6, 8)``, 2-5
statements on its float32 (4, 8) output ``h`` and ``Dense(8, 3)``; the statements
(``fuzz_programs50_parts.STMTS``) draw from:

- ``ops.*``/``mint.*`` elementwise ops and activations (keyword arguments: ``alpha=``,
  ``value=``, ``approximate=``), broadcast against the Parameters ``p`` (8,) and ``w`` (8, 8);
- reductions with ``axis``/``dim`` and ``keepdims``/``keep_dims``/``keepdim`` (``mean``,
  ``norm``, ``logsumexp``, ``amax``/``amin``, ``prod``, ``std``/``var``, axis tuples) broadcast
  back, ``softmax``/``log_softmax``/``cumsum``;
- int and bool paths (comparisons cast to float, an int32 ``%``, ``argmax`` indices, bool masks
  with ``|``, ``masked_fill``/``where``/``select``);
- shape ops (``reshape``/``transpose``/``split``/``concat``/``flip``/``tile``/``stack``/
  ``broadcast_to``, negative-step slices), ``gather`` and a Tensor index, ``matmul``, ``topk``/
  ``sort`` values, ``stop_gradient``, ``BatchNorm1d`` (moving statistics) and ``LayerNorm``.

``main()`` trains the network for three steps on fixed batches and snaps each step's output and
every Parameter (the network's, the optimizer's state, accumulators) after each, then an eval
call. The set-up draws:

- the loss: ``MSELoss``/``L1Loss(reduction='sum')``/``SmoothL1Loss``/``HuberLoss`` on float
  labels, ``SoftmaxCrossEntropyWithLogits(sparse=True)``/``CrossEntropyLoss`` (label smoothing,
  ``reduction='sum'``) on int32 labels, under ``WithLossCell`` or a loss Cell adding an L2 term;
- the optimizer: ``nn.SGD`` (momentum, dampening, nesterov, weight decay), ``nn.Momentum``
  (nesterov), ``nn.Adam`` (weight decay, amsgrad, nesterov), ``nn.AdamWeightDecay``, with all
  trainable Parameters or groups (per-group ``weight_decay``/``lr``, ``order_params``); the
  learning rate a number, a 0-d or 1-d Tensor, a list, ``nn.dynamic_lr`` lists or an ``nn.*LR``
  schedule; or ``mint.optim``'s ``Adam``/``AdamW``/``SGD`` and ``experimental.optim``'s
  ``Adam``/``AdamW``/``SGD`` (torch-style groups; an ``lr_scheduler`` stepped between steps);
- the step: ``TrainOneStepCell`` (``sens``, ``return_grad=True``), a Cell around
  ``ms.value_and_grad`` clipping the gradients (``clip_by_global_norm``, ``clip_by_value``,
  ``clip_by_norm``) and returning ``opt.get_lr()``, ``nn.ForwardValueAndGrad``, gradient
  accumulation over two micro-batches in Parameters, ``TrainOneStepWithLossScaleCell`` (fixed
  or dynamic scale, a Tensor scale), a plain Python step or an ``@ms.jit`` step function;
- between steps, maybe ``net.p.set_data(...)``.

Against 2.10 (CPU; every statement alone under a value_and_grad in both of its modes, seeds 0-29
in both modes, hand probes; /tmp/s67/fuzz50): its modes agree with minicell's, but where 2.10 is
at fault or has no CPU kernel, which the generator keeps (minicell's two modes must agree):

- ``mint.optim.AdamW`` has no CPU kernel; its PYNATIVE_MODE ``mint.optim.Adam``/``SGD`` leave
  the weights unchanged (its GRAPH_MODE and minicell update them alike); its CPU
  ``TrainOneStepWithLossScaleCell`` takes Ascend's overflow check (an error);
- its CPU ``ApplyMomentum`` ignores ``use_nesterov`` (``nn.Momentum(use_nesterov=True)`` steps
  as without it); minicell follows the documented rule, which 2.10's ``nn.SGD(nesterov=True)``
  also gives;
- the gradient of a negative-step slice (``self.p[::-1]``, ``h[:, ::-1]``) is zero on 2.10;
- after ``net.p.set_data(...)`` between steps, 2.10's ``@ms.jit`` step (both modes) and its
  PYNATIVE_MODE ``AdamWeightDecay`` keep updating the old buffer (``p`` stays at the set value);
  its GRAPH_MODE Cells and minicell read and update the new one.

Left out: ``ops.logsumexp(axis=, keep_dims=)`` (2.10 takes ``dim``/``keepdim``; a wrong keyword
is a RuntimeError in its GRAPH_MODE and a TypeError in its PYNATIVE_MODE, as in minicell);
``requires_grad = False`` between steps with a second ``TrainOneStepCell`` and
``opt.learning_rate``/``global_step`` ``set_data`` between steps (2.10's own modes disagree);
``BatchNorm1d`` right after the first ``Dense`` without a residual (the first bias then has a
zero gradient that Adam turns into rounding noise: the statement adds ``h * 0.2``).
"""
import random

from fuzz_programs50_parts import HEAD, STMTS

FLOAT_LOSSES = ["nn.MSELoss()", "nn.L1Loss(reduction='sum')", "nn.SmoothL1Loss(beta=0.5)",
                "nn.HuberLoss(delta=0.5)"]
INT_LOSSES = ["nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')",
              "nn.CrossEntropyLoss(label_smoothing=0.1)", "nn.CrossEntropyLoss(reduction='sum')"]
NN_OPTS = [
    "nn.SGD({p}, learning_rate={lr}, momentum=0.9, weight_decay=0.01, nesterov=True)",
    "nn.SGD({p}, learning_rate={lr}, momentum=0.5, dampening=0.1, weight_decay=0.02)",
    "nn.SGD({p}, learning_rate={lr})",
    "nn.Momentum({p}, {lr}, 0.9, weight_decay=0.01, use_nesterov=True)",
    "nn.Momentum({p}, {lr}, 0.8)",
    "nn.Adam({p}, learning_rate={lr}, weight_decay=0.01)",
    "nn.Adam({p}, learning_rate={lr}, use_amsgrad=True)",
    "nn.Adam({p}, learning_rate={lr}, use_nesterov=True)",
    "nn.AdamWeightDecay({p}, learning_rate={lr}, weight_decay=0.05)",
]
TORCH_OPTS = [
    "mint.optim.Adam({p}, lr=0.05, weight_decay=0.01)",
    "mint.optim.AdamW({p}, lr=0.05, weight_decay=0.1)",
    "mint.optim.SGD({p}, lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01)",
    "mint.optim.SGD({p}, lr=0.1)",
    "xoptim.Adam({p}, lr=0.05, amsgrad=True)",
    "xoptim.AdamW({p}, lr=0.05)",
    "xoptim.SGD({p}, lr=0.1, momentum=0.5, dampening=0.1)",
]
SCHEDULERS = ["xoptim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)",
              "xoptim.lr_scheduler.ExponentialLR(opt, gamma=0.8)"]
LRS = ["0.05", "0.1", "Tensor(0.05, ms.float32)",
       "Tensor(np.array([0.1, 0.05, 0.02, 0.01], np.float32))", "[0.1, 0.08, 0.05, 0.03]",
       "nn.dynamic_lr.cosine_decay_lr(0.01, 0.1, 8, 2, 2)",
       "nn.dynamic_lr.piecewise_constant_lr([1, 2, 8], [0.1, 0.05, 0.01])",
       "nn.ExponentialDecayLR(0.1, 0.9, 1)", "nn.CosineDecayLR(0.01, 0.1, 3)",
       "nn.PolynomialDecayLR(0.1, 0.01, 3, 0.5)", "nn.WarmUpLR(0.1, 2)",
       "nn.InverseDecayLR(0.1, 0.5, 1, is_stair=True)", "nn.NaturalExpDecayLR(0.1, 0.5, 2)"]
GROUPS_NN = ("[{{'params': decay, 'weight_decay': 0.05}}, {{'params': rest, 'lr': 0.02}}, "
             "{{'order_params': net.trainable_params()}}]")
GROUPS_TORCH = "[{{'params': decay, 'weight_decay': 0.05}}, {{'params': rest, 'lr': 0.02}}]"
SPLIT = ("    decay = [q for q in net.trainable_params() if q.name.endswith('weight')]\n"
         "    rest = [q for q in net.trainable_params() if not q.name.endswith('weight')]\n")
# step kind -> (construction text over ``wl`` and ``opt``, whether it is a Cell, nn optimizers
# only)
STEPS = {
    "one": ("nn.TrainOneStepCell(wl, opt)", True, False),
    "one_sens": ("nn.TrainOneStepCell(wl, opt, sens=2.0)", True, False),
    "one_grad": ("nn.TrainOneStepCell(wl, opt, return_grad=True)", True, False),
    "vg": ("VGStep(wl, opt, clip={clip})", True, False),
    "vg_lr": ("VGStep(wl, opt, clip={clip}, with_lr=True)", True, True),
    "fvg": ("FVGStep(wl, opt)", True, False),
    "acc": ("AccStep(wl, opt)", True, True),
    "scale_fixed": ("nn.TrainOneStepWithLossScaleCell(wl, opt, "
                    "scale_sense=nn.FixedLossScaleUpdateCell(64.0))", True, False),
    "scale_dyn": ("nn.TrainOneStepWithLossScaleCell(wl, opt, "
                  "scale_sense=nn.DynamicLossScaleUpdateCell(2.0 ** 12, 2, 2))", True, False),
    "scale_tensor": ("nn.TrainOneStepWithLossScaleCell(wl, opt, "
                     "scale_sense=Tensor(16.0, ms.float32))", True, False),
    "plain": ("plain_step(wl, opt)", False, False),
    "jit": ("jit_step(wl, opt)", False, False),
}


def setup(r):
    """The lines of ``main()`` that build ``loss_fn``, ``wl``, ``opt``, ``step`` (and maybe
    ``sched``), the label list's name and the step's kind."""
    ints = r.random() < 0.4
    loss = r.choice(INT_LOSSES if ints else FLOAT_LOSSES)
    lines = f"    loss_fn = {loss}\n"
    lines += ("    wl = RegLoss(net, loss_fn)\n" if r.random() < 0.3
              else "    wl = nn.WithLossCell(net, loss_fn)\n")
    torch = r.random() < 0.3
    kind = r.choice([k for k, v in STEPS.items() if not (torch and v[2])])
    groups = r.random() < 0.3
    if groups:
        lines += SPLIT
    if torch:
        p = GROUPS_TORCH.format() if groups else "net.trainable_params()"
        lines += f"    opt = {r.choice(TORCH_OPTS).format(p=p)}\n"
        if r.random() < 0.5:
            lines += f"    sched = {r.choice(SCHEDULERS)}\n"
    else:
        # a group 'lr' goes with a number as the base learning rate only
        lr = r.choice(LRS[:2] if groups else LRS)
        p = GROUPS_NN.format() if groups else "net.trainable_params()"
        lines += f"    opt = {r.choice(NN_OPTS).format(p=p, lr=lr)}\n"
    lines += f"    step = {STEPS[kind][0].format(clip=r.randint(0, 3))}\n"
    return lines, ("LS" if ints else "YS"), kind


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz50:{seed}")
    statements = [r.choice(STMTS).format(c=r.choice([-0.5, 0.25, 0.5]))
                  for _ in range(r.randint(2, 5))]
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    lines, labels, kind = setup(r)
    holder = "step, net, opt" if STEPS[kind][1] else "net, opt"
    between = ""
    if "sched = " in lines:
        between += "        sched.step()\n"
    if r.random() < 0.25:
        between += "        if i == 0:\n            net.p.set_data(net.p * 0.5)\n"
    return HEAD.format(body=body) + f'''

def main():
    net = Net()
    net.set_train()
{lines}    res = []
    for i in range(3):
        res.append(guard(step, XS[i], {labels}[i]))
        res.append(state({holder}))
{between}    net.set_train(False)
    res.append(guard(net, XS[3]))
    return res
'''
