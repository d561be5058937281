"""Random programs for the fifteenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz15):
multi-step training written the way users write it, ``fuzz_programs6``'s ``train`` family
(``_Train``: the same module head, inputs and ``snap``) widened to what a training script draws:

- optimizers: SGD (momentum, dampening, nesterov, weight decay), Momentum, Adam (amsgrad,
  nesterov), AdamWeightDecay, LazyAdam, AdaMax, RMSProp (centered), Adagrad, Adadelta, FTRL,
  ProximalAdagrad, ASGD, Rprop, Lamb, LARS; with group parameters (per-group ``lr``,
  ``weight_decay``, ``grad_centralization``, ``order_params``);
- learning rates: numbers, lists and Tensors, every ``nn.*LR`` schedule Cell, every
  ``nn.dynamic_lr`` list, and a user-written warmup schedule (a ``LearningRateSchedule`` that
  switches from ``WarmUpLR`` to a decay at a step);
- the step: ``TrainOneStepCell`` (with ``sens``), ``TrainOneStepWithLossScaleCell`` with a fixed
  scale or ``DynamicLossScaleUpdateCell`` and one step whose gradients overflow,
  ``amp.build_train_network`` at levels O0-O3 with ``FixedLossScaleManager``/
  ``DynamicLossScaleManager``, ``amp.auto_mixed_precision`` or ``Cell.to_float(float16)`` then a
  ``TrainOneStepCell``, and hand-written step Cells around ``ms.value_and_grad`` or
  ``GradOperation`` clipping the gradients with ``ops.clip_by_global_norm``/``clip_by_value``;
- the network: two Dense layers with an activation and optionally a ``BatchNorm1d`` (its moving
  statistics are Parameters too).

``main()`` runs four steps and snaps each step's output and every Parameter of the step Cell
(network weights, optimizer state, learning-rate and loss-scale state) after each.
"""
import random
import re

from fuzz_programs6 import HEAD
from fuzz_programs6_more import _LRS, _OPTS, _Train

# optimizers family 6 leaves out ({lr}: a learning rate; those with ``fixed`` take a number only)
_MORE_OPTS = [
    "nn.SGD(params, learning_rate={lr}, momentum=0.9, weight_decay=0.01, loss_scale={ls})",
    "nn.Adam(params, learning_rate={lr}, beta1=0.85, eps=1e-6, loss_scale={ls})",
    "nn.LazyAdam(params, learning_rate={lr}, weight_decay=0.01)",
    "nn.AdaMax(params, learning_rate={lr}, beta1=0.8, weight_decay=0.02)",
    "nn.Adadelta(params, learning_rate={lr}, rho=0.8, epsilon=1e-5, weight_decay=0.01)",
    "nn.ProximalAdagrad(params, learning_rate={lr}, l1=0.01, l2=0.02)",
    "nn.ASGD(params, learning_rate={lr}, lambd=1e-3, alpha=0.75, t0=2.0)",
    "nn.Rprop(params, learning_rate={lr}, etas=(0.4, 1.3), step_sizes=(1e-4, 1.0))",
    "nn.RMSProp(params, learning_rate={lr}, momentum=0.3, weight_decay=0.01, loss_scale={ls})",
    "nn.Momentum(params, learning_rate={lr}, momentum=0.9, loss_scale={ls})",
]
_FIXED_LR_OPTS = ["nn.FTRL(params, learning_rate=0.05, l1=0.01, l2=0.01, initial_accum=0.2)",
                  "nn.FTRL(params, learning_rate=0.1, lr_power=-0.3, weight_decay=0.01)"]
_MORE_LRS = [
    "nn.ExponentialDecayLR(0.1, 0.7, 1, is_stair=True)", "nn.NaturalExpDecayLR(0.1, 0.5, 2)",
    "nn.NaturalExpDecayLR(0.08, 0.9, 1, is_stair=True)", "nn.InverseDecayLR(0.1, 0.5, 2)",
    "nn.InverseDecayLR(0.1, 0.6, 1, is_stair=True)", "nn.CosineDecayLR(0.01, 0.1, 2)",
    "nn.PolynomialDecayLR(0.1, 0.02, 2, 1.0)", "nn.PolynomialDecayLR(0.1, 0.01, 2, 0.5, True)",
    "nn.WarmUpLR(0.1, 3)", "WarmCosine(0.1, 2, 4)",
    "nn.piecewise_constant_lr([1, 2, 6], [0.1, 0.05, 0.01])",
    "nn.exponential_decay_lr(0.1, 0.8, 6, 2, 1)", "nn.natural_exp_decay_lr(0.1, 0.5, 6, 2, 2, True)",
    "nn.inverse_decay_lr(0.1, 0.5, 6, 1, 1)", "nn.cosine_decay_lr(0.01, 0.1, 6, 2, 3)",
    "nn.polynomial_decay_lr(0.1, 0.01, 6, 1, 4, 0.5)", "nn.warmup_lr(0.1, 6, 1, 3)",
]
_ACTS = ["nn.ReLU()", "nn.Tanh()", "nn.Sigmoid()", "nn.GELU()", "nn.LeakyReLU(0.1)"]
_LOSSES = ["nn.MSELoss()", "nn.L1Loss()", "nn.SmoothL1Loss()", "nn.HuberLoss(delta=0.5)"]

TEMPLATE = '''from minicell import amp
from minicell.nn.learning_rate_schedule import LearningRateSchedule


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 5, weight_init=lin(5, 6), bias_init=lin(5, lo=-0.1, hi=0.1))
        self.act = {act}
        self.bn = {bn}
        self.fc2 = nn.Dense(5, 3, weight_init=lin(3, 5, lo=0.4, hi=-0.3), bias_init="zeros")

    def construct(self, x):
        h = self.act(self.fc1(x))
        if self.bn is not None:
            h = self.bn(h)
        return self.fc2(h)


class WarmCosine(LearningRateSchedule):
    """Linear warmup to ``lr`` over ``warm`` steps, then a cosine decay over ``decay`` steps."""

    def __init__(self, lr, warm, decay):
        super().__init__()
        self.warm = warm
        self.warmup = nn.WarmUpLR(lr, warm)
        self.decay = nn.CosineDecayLR(0.0, lr, decay)

    def construct(self, global_step):
        if global_step < self.warm:
            return self.warmup(global_step)
        return self.decay(global_step - self.warm)


class GradStep(nn.Cell):
    """A hand-written step: gradients of the loss Cell, {clip_doc}, the optimizer."""

    def __init__(self, net, opt):
        super().__init__()
        self.net = net
        self.opt = opt
        self.weights = opt.parameters
        self.grad_fn = {grad_fn}

    def construct(self, x, y):
        {grad_call}
        grads = {clip}
        self.opt(grads)
        return loss


def main():
    net = Net()
    {to_float}
    loss_fn = {loss}
    params = {params}
    opt = {opt}
    step = {step}
    step.set_train()
    y = Tensor(np.linspace(-1.0, 1.0, 12).reshape(4, 3).astype(np.float32))
    res = []
    for i, x in enumerate((X, X2, X3, X * 0.5)):
        if i == {overflow_at}:
            x = x * 1e30
        res.append(snap(step(x, y)))
        res.append(snap({{p.name: p for p in step.get_parameters()}}))
    return res
'''


class _Train15(_Train):
    """Several training steps drawn as above (the draws and the module are this family's own;
    ``_Train`` gives the head, the inputs and the ``snap`` conventions)."""

    def optimizer(self):
        r = self.r
        pool = _OPTS + _MORE_OPTS + _FIXED_LR_OPTS
        opt = r.choice(pool)
        lrs = _LRS + _MORE_LRS
        if "LARS" in opt or "Lamb" in opt:
            lrs = _LRS[:3] + _MORE_LRS[:3]
        ls = self.loss_scale if "{ls}" in opt else 1.0
        return opt.format(lr=r.choice(lrs), ls=ls)

    def groups(self, plain):
        r = self.r
        if plain or r.random() < 0.55:
            return "net.trainable_params()"
        first = r.choice(["'weight_decay': 0.02", "'lr': 0.03", "'grad_centralization': True",
                          "'lr': nn.ExponentialDecayLR(0.05, 0.9, 1)",
                          "'weight_decay': 0.01, 'grad_centralization': True"])
        second = r.choice(["'lr': 0.02", "'weight_decay': 0.0", "'lr': [0.02, 0.01, 0.01, 0.005]"])
        # order_params names exactly the grouped Parameters (2.10's ValueError otherwise)
        order = (", {'order_params': net.fc2.trainable_params() + net.fc1.trainable_params()}"
                 if r.random() < 0.3 else "")
        return (f"[{{'params': net.fc1.trainable_params(), {first}}}, "
                f"{{'params': net.fc2.trainable_params(), {second}}}{order}]")

    def step(self):
        r = self.r
        kind = r.choice(["one", "one", "scale", "dyn", "amp", "amp", "grad", "grad"])
        wl = "nn.WithLossCell(net, loss_fn)"
        if kind == "one":
            return kind, f"nn.TrainOneStepCell({wl}, opt{r.choice(['', ', sens=2.0'])})"
        if kind == "scale":
            return kind, (f"nn.TrainOneStepWithLossScaleCell({wl}, opt, scale_sense="
                          "Tensor(np.array(16.0, np.float32)))")
        if kind == "dyn":
            return kind, (f"nn.TrainOneStepWithLossScaleCell({wl}, opt, scale_sense="
                          "nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 10, "
                          "scale_factor=2, scale_window=2))")
        if kind == "amp":
            level = r.choice(["O0", "O1", "O2", "O3"])
            manager = r.choice([
                "", f", loss_scale_manager=amp.FixedLossScaleManager({self.loss_scale}, "
                "drop_overflow_update=False)",
                ", loss_scale_manager=amp.FixedLossScaleManager(64.0)",
                ", loss_scale_manager=amp.DynamicLossScaleManager(2.0 ** 8, 2, 2)"])
            return kind, f"amp.build_train_network(net, opt, loss_fn, level='{level}'{manager})"
        return kind, "GradStep(nn.WithLossCell(net, loss_fn), opt)"

    def program(self):
        r = self.r
        self.loss_scale = r.choice([1.0, 1.0, 32.0])
        kind, step = self.step()
        if kind != "amp" or "drop_overflow_update=False" not in step:
            self.loss_scale = 1.0      # an optimizer's loss_scale only with a fixed manager
        to_float = ""
        if kind in ("one", "grad") and r.random() < 0.35:
            # (fc1 alone in float16 feeds fc2 a float16 input: 2.10's MatMul TypeError)
            to_float = r.choice(["net.to_float(ms.float16)", "net.fc2.to_float(ms.float16)",
                                 "net.fc1.to_float(ms.float16)\n    net.fc2.to_float(ms.float32)",
                                 "net = amp.auto_mixed_precision(net, '{}')".format(
                                     r.choice(["O1", "O2", "O3"]))])
        opt = self.optimizer()
        # no groups: LARS wraps an optimizer of its own, 2.10's sparse-capable FTRL/
        # ProximalAdagrad/LazyAdam take no per-group learning rate, and auto_mixed_precision
        # returns a wrapper Cell without Net's layers as attributes
        params = self.groups(any(k in opt + to_float for k in (
            "LARS", "FTRL", "Proximal", "Lazy", "auto_mixed_precision")))
        if re.search(r"nn\.[a-z_]+_lr\(", opt):
            # a group's list of learning rates is as long as the optimizer's list (2.10's
            # ValueError 'the Tensor type dynamic learning rate in group must be the same size')
            params = params.replace("[0.02, 0.01, 0.01, 0.005]",
                                    "[0.02, 0.01, 0.01, 0.005, 0.005, 0.002]")
        # the gradient before the loss call: called the other way round, a BatchNorm's moving
        # statistics move once in 2.10's GRAPH_MODE (it merges the two forwards) and twice in
        # its PYNATIVE_MODE (measured; minicell follows each), so the modes cannot be compared
        grad_fn, grad_call = r.choice([
            ("ms.value_and_grad(self.net, None, self.weights)",
             "loss, grads = self.grad_fn(x, y)"),
            ("ops.GradOperation(get_by_list=True)",
             "grads = self.grad_fn(self.net, self.weights)(x, y)\n        loss = self.net(x, y)")])
        clip_doc, clip = r.choice([
            ("clipped by their global norm", "ops.clip_by_global_norm(grads, {})".format(
                r.choice(["0.5", "1.0", "0.05"]))),
            ("clipped by value", "ops.clip_by_value(grads, -0.1, 0.1)"),
            ("as they are", "grads")])
        scaled = kind in ("scale", "dyn") or "Manager" in step
        overflow = r.choice([1, 2]) if scaled and r.random() < 0.6 else -1
        return HEAD.format() + TEMPLATE.format(
            act=r.choice(_ACTS), bn="nn.BatchNorm1d(5, momentum=0.8)" if r.random() < 0.3
            else "None", clip_doc=clip_doc, grad_fn=grad_fn, grad_call=grad_call, clip=clip,
            to_float=to_float, loss=r.choice(_LOSSES), params=params, opt=opt, step=step,
            overflow_at=overflow)


def generate(seed):
    """The source of program ``seed``."""
    gen = _Train15(seed)
    gen.r = random.Random(f"fuzz15:{seed}")
    return gen.program()
