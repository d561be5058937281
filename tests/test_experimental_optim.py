"""minicell.experimental.optim: the PyTorch-style optimizers and lr_scheduler, and mint.optim
on the same base. Expected values were measured on MindSpore 2.10 (CPU), which matches PyTorch
except where a comment says otherwise."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, mint, nn
from minicell.compiler.api import recompile_reasons
from minicell.experimental import optim

L = optim.lr_scheduler
P1 = np.array([[1.0, -2.0], [0.5, 3.0]], np.float32)
P2 = np.array([0.2, -0.4, 1.5], np.float32)
G1 = np.array([[0.5, -1.0], [2.0, 0.1]], np.float32)
G2 = np.array([0.3, -0.2, 1.0], np.float32)
SCALES = [1.0, -0.5, 2.0, 1.5, -1.0, 0.7, 1.2, -0.3]
DECAYING = [3.0, 0.1, -0.2, 0.1]        # steps < 0 below: AMSGrad's running maximum matters

# (optimizer, options, steps, p1 after, p2 after): gradient t is (G1, G2) * SCALES[t]
UPDATES = [
    ("Adam", dict(lr=0.1), 3,
     [[0.8075551, -1.807555], [0.307555, 2.807556]], [0.007555186, -0.2075553, 1.307555]),
    ("Adam", dict(lr=0.1, weight_decay=0.1, maximize=True), 3,
     [[1.154677, -2.155819], [0.6878145, 2.714842]], [0.3775237, -0.551281, 1.665245]),
    # PyTorch's values: 2.10's Adam ignores amsgrad (measured)
    ("Adam", dict(lr=0.1, amsgrad=True, betas=(0.8, 0.9)), -4,
     [[0.7634567, -1.763457], [0.2634567, 2.763457]], [-0.03654329, -0.1634567, 1.263457]),
    ("Adam", dict(lr=0.1, eps=0.1), 3,
     [[0.9648489, -1.941373], [0.4112916, 2.99158]], [0.1770332, -0.3839652, 1.441373]),
    ("AdamW", dict(lr=0.1, eps=0.1, weight_decay=0.0), 3,
     [[0.8382407, -1.824261], [0.3162976, 2.900758]], [0.05369738, -0.2692557, 1.324261]),
    ("AdamW", dict(lr=0.1, weight_decay=0.1), 3,
     [[0.7801104, -1.750409], [0.2949609, 2.720709]], [0.003871165, -0.197931, 1.26526]),
    ("AdamW", dict(lr=0.1, amsgrad=True, betas=(0.8, 0.9), maximize=True), -4,
     [[1.232082, -2.228088], [0.7340786, 3.224094]], [0.4352768, -0.634478, 1.730085]),
    ("SGD", dict(lr=0.1), 2,
     [[0.975, -1.95], [0.4, 2.995]], [0.185, -0.39, 1.45]),
    ("SGD", dict(lr=0.1, momentum=0.9, dampening=0.1, weight_decay=0.01), 3,
     [[0.812085, -1.62417], [-0.233055, 2.947533]], [0.08937726, -0.324834, 1.126828]),
    ("SGD", dict(lr=0.1, momentum=0.9, nesterov=True, maximize=True), 3,
     [[1.2942, -2.5884], [1.6768, 3.05884]], [0.37652, -0.51768, 2.0884]),
    ("SGD", dict(lr=0.1, dampening=0.5), 3,
     [[0.8749999, -1.75], [0.0, 2.975]], [0.125, -0.35, 1.25]),
    ("Adadelta", dict(lr=1.0, rho=0.8, weight_decay=0.1), 3,
     [[0.9957757, -1.995775], [0.4961853, 2.993193]], [0.1960927, -0.3957773, 1.495896]),
    ("Adagrad", dict(lr=0.1, lr_decay=0.1, weight_decay=0.1, initial_accumulator_value=0.1), 3,
     [[0.8619863, -1.853331], [0.3668005, 2.828039]], [0.08915769, -0.293265, 1.357779]),
    ("Adamax", dict(lr=0.1, weight_decay=0.1, maximize=True), 3,
     [[1.1369, -2.137744], [0.6615385, 2.759759]], [0.3546528, -0.5343557, 1.645304]),
    ("ASGD", dict(lr=0.1, lambd=0.1, alpha=0.75, t0=1.0, weight_decay=0.1), 4,
     [[0.7299919, -1.459984], [-0.3112276, 2.730954]], [0.06871565, -0.2919967, 0.9983842]),
    ("NAdam", dict(lr=0.1, weight_decay=0.1), 3,
     [[0.8149638, -1.813949], [0.3331081, 2.74744]], [0.03102838, -0.217984, 1.319225]),
    ("RAdam", dict(lr=0.1, weight_decay=0.1), 8,
     [[0.7624325, -1.530645], [-0.2589214, 2.805927]], [0.07560072, -0.3015056, 1.055611]),
    ("RMSprop", dict(lr=0.01, momentum=0.9, centered=True, weight_decay=0.1), 3,
     [[0.6893402, -1.687685], [0.2206991, 2.555881]], [-0.08311334, -0.0942698, 1.196886]),
    ("RMSprop", dict(lr=0.01, alpha=0.9), 3,
     [[0.9549356, -1.954936], [0.4549356, 2.954936]], [0.1549356, -0.3549356, 1.454936]),
    ("Rprop", dict(lr=0.1, etas=(0.4, 1.5), step_sizes=(0.01, 0.25)), 5,
     [[0.8, -1.8], [0.3, 2.8]], [-3.72529e-09, -0.2, 1.3]),
]


def _params():
    return Parameter(Tensor(P1), name="p1"), Parameter(Tensor(P2), name="p2")


def _run(opt, steps, step_fn=None):
    scales = SCALES if steps > 0 else DECAYING
    for c in scales[:abs(steps)]:
        (step_fn or opt)((Tensor(G1 * c), Tensor(G2 * c)))


# each case compiles its ops' kernels afresh: a few run by default, the rest under -m slow
_DEFAULT = {"Adam-0", "SGD-8", "NAdam-15", "RMSprop-17"}
_IDS = [f"{u[0]}-{i}" for i, u in enumerate(UPDATES)]


@pytest.mark.parametrize("name, kwargs, steps, want1, want2", [
    pytest.param(*u, id=i, marks=() if i in _DEFAULT else (pytest.mark.slow,))
    for i, u in zip(_IDS, UPDATES)])
def test_updates_match_mindspore(name, kwargs, steps, want1, want2):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    p1, p2 = _params()
    _run(getattr(optim, name)([p1, p2], **kwargs), steps)
    np.testing.assert_allclose(p1.asnumpy(), want1, rtol=1e-5, atol=5e-6)
    np.testing.assert_allclose(p2.asnumpy(), want2, rtol=1e-5, atol=5e-6)


@pytest.mark.slow
@pytest.mark.parametrize("name, index", [("ASGD", 14), ("RAdam", 16)])
def test_graph_mode_step_matches(name, index):
    # a compiled step (scalar state in plain lists, tensor-valued branches) gives the same values
    _, kwargs, steps, want1, want2 = UPDATES[index]
    assert UPDATES[index][0] == name
    p1, p2 = _params()
    opt = getattr(optim, name)([p1, p2], **kwargs)
    step = lambda g: opt(g)     # a line of its own: 2.10's jit reads a lambda's source line
    _run(opt, steps, ms.jit(step))
    np.testing.assert_allclose(p1.asnumpy(), want1, rtol=1e-5, atol=5e-6)
    np.testing.assert_allclose(p2.asnumpy(), want2, rtol=1e-5, atol=5e-6)


def _sgd(groups=1):
    ps = [Parameter(Tensor(np.ones(2, np.float32)), name=f"w{i}") for i in range(groups)]
    if groups == 1:
        return optim.SGD(ps, lr=0.1)
    return optim.SGD([{"params": [p], "lr": 0.1 * (i + 1)} for i, p in enumerate(ps)], lr=0.1)


def _lrs(sched):
    return [round(float(x), 7) for x in sched.get_last_lr()]


# (scheduler on SGD(lr=0.1), the epochs given to step (None: step()), the rates after
# construction and after each step), measured on 2.10
SCHEDULES = {
    "step": (lambda o: L.StepLR(o, 2, gamma=0.5), [None] * 6,
             [0.1, 0.1, 0.05, 0.05, 0.025, 0.025, 0.0125]),
    "step_closed": (lambda o: L.StepLR(o, 2, gamma=0.5), [5, 1, 4, 0],
                    [0.1, 0.025, 0.1, 0.025, 0.1]),
    "linear": (lambda o: L.LinearLR(o, start_factor=0.25, end_factor=0.75, total_iters=3),
               [None] * 6, [0.025, 0.0416667, 0.0583333, 0.075, 0.075, 0.075, 0.075]),
    "linear_closed": (lambda o: L.LinearLR(o, start_factor=0.25, end_factor=0.75, total_iters=3),
                      [2, 5, 1], [0.025, 0.0583333, 0.075, 0.0416667]),
    "exp": (lambda o: L.ExponentialLR(o, 0.5), [None] * 3, [0.1, 0.05, 0.025, 0.0125]),
    "poly2": (lambda o: L.PolynomialLR(o, total_iters=4, power=2.0), [None] * 6,
              [0.1, 0.05625, 0.025, 0.00625, 0.0, 0.0, 0.0]),
    "poly_closed": (lambda o: L.PolynomialLR(o, total_iters=4, power=2.0), [3, 9],
                    [0.1, 0.00625, 0.0]),
    "mult": (lambda o: L.MultiplicativeLR(o, lambda e: 0.5), [None] * 3,
             [0.1, 0.05, 0.025, 0.0125]),
    "multistep_repeated": (lambda o: L.MultiStepLR(o, [2, 2, 4], gamma=0.5), [None] * 6,
                           [0.1, 0.1, 0.025, 0.025, 0.0125, 0.0125, 0.0125]),
    "constant": (lambda o: L.ConstantLR(o, factor=0.25, total_iters=2), [None] * 4,
                 [0.025, 0.025, 0.1, 0.1, 0.1]),
    "constant_closed": (lambda o: L.ConstantLR(o, factor=0.25, total_iters=2), [3, 1],
                        [0.025, 0.1, 0.025]),
    "cos": (lambda o: L.CosineAnnealingLR(o, T_max=3, eta_min=0.01), [None] * 8,
            [0.1, 0.0775, 0.0325, 0.01, 0.0325, 0.0775, 0.1, 0.0775, 0.0325]),
    "cos_closed": (lambda o: L.CosineAnnealingLR(o, T_max=3, eta_min=0.01), [2, 4],
                   [0.1, 0.0325, 0.0325]),
    "cyclic_triangular2": (lambda o: L.CyclicLR(o, 0.1, 1.0, step_size_up=2, mode="triangular2"),
                           [None] * 9,
                           [0.1, 0.55, 1.0, 0.55, 0.1, 0.325, 0.55, 0.325, 0.1, 0.2125]),
    "cyclic_exp_range": (lambda o: L.CyclicLR(o, 0.1, 1.0, step_size_up=1, step_size_down=3,
                                              mode="exp_range", gamma=0.9), [None] * 6,
                         [0.1, 0.91, 0.586, 0.3187, 0.1, 0.6314409, 0.4188645]),
    "cyclic_scale_fn": (lambda o: L.CyclicLR(o, 0.1, 1.0, step_size_up=2, scale_fn=lambda x: 0.5,
                                             scale_mode="iterations"), [None] * 4,
                        [0.1, 0.325, 0.55, 0.325, 0.1]),
    "warm_restarts_mult": (lambda o: L.CosineAnnealingWarmRestarts(o, 2, T_mult=2, eta_min=0.01),
                           [None] * 8, [0.1, 0.055, 0.1, 0.0868198, 0.055, 0.0231802, 0.1,
                                        0.0965746, 0.0868198]),
    # PyTorch's values: 2.10 raises a TypeError from its Log for an epoch with T_mult > 1
    "warm_restarts_epochs": (lambda o: L.CosineAnnealingWarmRestarts(o, 2, T_mult=2),
                             [1.5, 3.0, 6.5, 7.0],
                             [0.1, 0.0146447, 0.0853553, 0.0990393, 0.096194]),
}


@pytest.mark.parametrize("name", list(SCHEDULES))
def test_schedules_match_mindspore(name):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    make, epochs, want = SCHEDULES[name]
    sched = make(_sgd())
    got = [_lrs(sched)[0]]
    for epoch in epochs:
        sched.step(epoch)
        got.append(_lrs(sched)[0])
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-7)


def test_lambda_per_group_chained_and_sequential_schedules():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    sched = L.LambdaLR(_sgd(2), [lambda e: e + 1, lambda e: 0.5 ** e])   # 2.10's values
    got = [_lrs(sched)]
    for _ in range(3):
        sched.step()
        got.append(_lrs(sched))
    np.testing.assert_allclose(got, [[0.1, 0.2], [0.2, 0.1], [0.3, 0.05], [0.4, 0.025]],
                               rtol=1e-6)
    opt = _sgd()
    first, second = L.StepLR(opt, 2, gamma=0.5), L.ExponentialLR(opt, 0.9)
    got = []
    for _ in range(4):       # two schedulers on one optimizer compose
        first.step()
        second.step()
        got.append(round(float(opt.param_groups[0]["lr"].value()), 7))
    np.testing.assert_allclose(got, [0.09, 0.0405, 0.03645, 0.0164025], rtol=1e-6)
    opt = _sgd()
    sched = L.SequentialLR(opt, [L.LinearLR(opt, start_factor=0.5, total_iters=2),
                                 L.StepLR(opt, 1, gamma=0.5)], milestones=[2])
    got = [_lrs(sched)[0]]
    for _ in range(5):
        sched.step()
        got.append(_lrs(sched)[0])
    np.testing.assert_allclose(got, [0.05, 0.075, 0.1, 0.05, 0.025, 0.0125], rtol=1e-6)


@pytest.mark.parametrize("kwargs, metrics, want", [
    (dict(mode="max", patience=1, cooldown=1, factor=0.5, min_lr=0.02),
     [1, 0.5, 0.4, 0.3, 0.2, 0.1, 0.1, 0.1], [0.1, 0.1, 0.05, 0.05, 0.05, 0.025, 0.025, 0.025]),
    (dict(mode="min", patience=1, threshold=0.5, threshold_mode="abs", factor=0.5),
     [3.0, 2.8, 2.0, 1.9, 1.8, 0.1], [0.1, 0.1, 0.1, 0.1, 0.05, 0.05]),
])
def test_reduce_lr_on_plateau_matches_mindspore(kwargs, metrics, want):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    sched = L.ReduceLROnPlateau(_sgd(), **kwargs)
    got = []
    for m in metrics:
        sched.step(m)
        got.append(_lrs(sched)[0])
    np.testing.assert_allclose(got, want, rtol=1e-6)


class _Linear(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([0.5, -1.0], np.float32)), name="w")

    def construct(self, x):
        return (x * self.w).sum()


def test_graph_training_step_sees_scheduled_lr_without_recompiling():
    # grads and the update in one compiled function, the scheduler stepping between calls: each
    # call uses the new rate, read from the group's Parameter (one compile); the SGD update
    # w -= lr * x with lr 0.1, 0.05, 0.025 is PyTorch's (and 2.10's)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    net = _Linear()
    opt = optim.SGD(net.trainable_params(), lr=0.1)
    sched = L.StepLR(opt, 1, gamma=0.5)
    grad_fn = ms.value_and_grad(net, None, opt.parameters)

    @ms.jit
    def train_step(x):
        loss, grads = grad_fn(x)
        opt(grads)
        return loss

    x = Tensor(np.array([1.0, 2.0], np.float32))
    for _ in range(3):
        train_step(x)
        sched.step()
    np.testing.assert_allclose(net.w.asnumpy(), [0.5 - 0.175, -1.0 - 0.35], rtol=1e-6)
    assert recompile_reasons(train_step) == []


def test_scheduler_steps_inside_a_compiled_construct():
    # 2.10's st tests run this in GRAPH_MODE: every call of the compiled graph advances it
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        sched = L.ReduceLROnPlateau(_sgd(), "min", patience=0)

        class SchedNet(nn.Cell):
            def construct(self, metric):
                sched.step(metric)
                return sched.get_last_lr()

        net = SchedNet()
        got = [round(float(net(Tensor(np.float32(m)))[0]), 7) for m in [1, 1.5, 1.8, 0.4, 0.5]]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(got, [0.1, 0.01, 0.001, 0.001, 0.0001], rtol=1e-6)   # 2.10's


def test_group_options_and_groups_added_later_reach_the_next_step():
    # GRAPH_MODE: the optimizer Cell's compiled step traces the changed groups again
    ms.set_context(mode=ms.GRAPH_MODE)
    w = Parameter(Tensor(np.ones(2, np.float32)), name="w")
    opt = optim.SGD([{"params": [w], "lr": 0.5}], lr=0.1)
    g = Tensor(np.ones(2, np.float32))
    try:
        opt((g,))
        opt.param_groups[0]["maximize"] = True          # seen by the next compiled step
        opt((g,))
        np.testing.assert_allclose(w.asnumpy(), [1.0, 1.0], rtol=1e-6)
        extra = Parameter(Tensor(np.array([2.0], np.float32)), name="extra")
        opt.add_param_group({"params": extra, "momentum": 0.9})
        assert opt.group_start_id == [0, 1, 2] and len(opt.accum) == 2
        for _ in range(2):
            opt((g, Tensor(np.array([1.0], np.float32))))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    # w rises by 0.5 each step (maximize); extra: 2 - 0.1 * 1 - 0.1 * 1.9 (PyTorch's momentum)
    np.testing.assert_allclose(w.asnumpy(), [2.0, 2.0], rtol=1e-6)
    np.testing.assert_allclose(extra.asnumpy(), [1.71], rtol=1e-6)


def test_param_groups_state_names_and_repr():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    net = nn.Dense(2, 1)
    opt = optim.Adam(net.trainable_params(), lr=0.1)
    group = opt.param_groups[0]
    assert sorted(group) == ["amsgrad", "betas", "eps", "lr", "maximize", "params",
                             "weight_decay"]
    assert group["lr"].name == "learning_rate_group_0" and opt.lrs == [group["lr"]]
    assert opt.defaults == {"lr": 0.1, "betas": (0.9, 0.999), "eps": 1e-08,
                            "weight_decay": 0.0, "amsgrad": False, "maximize": False}
    assert [name for name, _ in opt.parameters_and_names()] == [
        "weight", "bias", "exp_avg.weight", "exp_avg.bias", "exp_avg_sq.weight", "exp_avg_sq.bias",
        "max_exp_avg_sq.weight", "max_exp_avg_sq.bias", "state_step"]         # 2.10's names
    assert opt.state_step.name == "state_step" and opt.group_start_id == [0, 2]
    L.StepLR(opt, 2)
    assert float(group["initial_lr"]) == pytest.approx(0.1)
    assert repr(opt) == ("Adam (\nParameter Group 0\n    amsgrad: False\n    betas: (0.9, 0.999)\n"
                         "    eps: 1e-08\n    initial_lr: 0.1\n    lr: 0.1\n    maximize: False\n"
                         "    weight_decay: 0.0\n)")                      # 2.10's text


def _p():
    return nn.Dense(2, 1).trainable_params()


# bad arguments: 2.10's exception types and messages (measured)
BAD = [
    (lambda: optim.Adam(_p(), lr=-1.0), ValueError, "Invalid learning rate: -1.0"),
    (lambda: optim.AdamW(_p(), betas=(1.0, 0.9)), ValueError,
     "Invalid beta parameter at index 0: 1.0"),
    (lambda: optim.Adam(_p(), eps=-1.0), ValueError, "Invalid epsilon value: -1.0"),
    (lambda: optim.SGD(_p(), lr="a"), TypeError,
     r"For 'SGD', the type of 'lr' should be one of '\['float', 'int', 'Tensor'\]'"),
    (lambda: optim.SGD(_p(), lr=0.1, nesterov=True), ValueError,
     "if 'nesterov' is true, 'momentum' must be > 0.0"),
    (lambda: optim.SGD(_p(), lr=0.1, weight_decay=-1), ValueError,
     "For 'SGD', the 'weight_decay' must be float and must >= 0, but got '-1.0'"),
    (lambda: optim.Adagrad(_p(), lr=0.0), ValueError,
     "For Adagrad, the lr must be greater than 0.0, but got 0.0."),
    (lambda: optim.Adadelta(_p(), rho=1), TypeError, "For 'Adadelta', the 'rho' must be 'float'"),
    (lambda: optim.Adamax(_p(), betas=(1.0, 0.9)), ValueError,
     r"For 'Adamax', the 'betas\[0\]' must be in range of \[0.0, 1.0\), but got 1.0"),
    (lambda: optim.ASGD(_p(), t0=1), TypeError, "For 'ASGD', the type of t0 must be float"),
    (lambda: optim.Rprop(_p(), etas=(0.5, 1.0)), ValueError,
     "For Rprop, the etas\\[1\\] must be greater than 1.0, but got 1.0."),
    (lambda: optim.Adam(None), ValueError, "the argument params can not be None"),
    (lambda: optim.Adam([]), ValueError, "the argument params must not be empty"),
    (lambda: optim.Adam([{"params": set(_p())}]), TypeError, "ordered collections"),
    (lambda: optim.Adam([{"lr": 0.1}]), KeyError, "params"),
    (lambda: optim.Adam([{"params": _p(), "lr": "x"}]), TypeError,
     "the argument 'learning_rate' must be int, float or Tensor"),
    (lambda: optim.Adam([{"params": _p(), "weight_decay": "x"}]), TypeError,
     "the argument 'Weight_decay' must be int or float"),
    (lambda: L.StepLR(nn.Dense(1, 1), 2), TypeError, "Dense is not an Optimizer"),
    (lambda: L.StepLR(optim.Adam(_p()), 2, last_epoch=3), KeyError,
     "param 'initial_lr' is not specified in param_groups\\[0\\]"),
    (lambda: L.StepLR(optim.Adam(_p()), 2, gamma=1), TypeError,
     "For 'StepLR', the 'gamma' must be float"),
    (lambda: L.MultiStepLR(optim.Adam(_p()), (1, 2)), TypeError,
     "The type of 'milestones' should be 'list'"),
    (lambda: L.LambdaLR(optim.Adam(_p()), [abs, abs]), ValueError,
     "Expected 1 lr_lambdas, but got 2"),
    (lambda: L.ReduceLROnPlateau(optim.Adam(_p()), mode="x"), ValueError,
     "`mode` should be 'min' or 'max', but got x."),
    (lambda: L.CyclicLR(optim.Adam(_p()), 0.1, 1.0, mode="x"), ValueError,
     "mode is invalid and scale_fn is None"),
    (lambda: L.CosineAnnealingWarmRestarts(optim.Adam(_p()), 0), ValueError,
     "T_0 should be an integer and equal or greater than 0, but got 0"),
    (lambda: mint.optim.Adam(_p(), lr=1), TypeError, "For 'Adam', the type of 'lr' should be "
                                                     "'float', but got type 'int'"),
]


@pytest.mark.parametrize("call, exc, pattern", BAD, ids=range(len(BAD)))
def test_bad_arguments_raise_as_mindspore(call, exc, pattern):
    with pytest.raises(exc, match=pattern):
        call()


def test_mint_optimizers_build_on_the_same_base():
    # mint.optim's Adam is PyTorch's (eps outside the bias correction: 2.10's graph values for
    # the eps=0.1 case, 3 steps) and experimental schedulers drive it
    ms.set_context(mode=ms.PYNATIVE_MODE)
    p1, p2 = _params()
    opt = mint.optim.Adam([p1, p2], lr=0.1, eps=0.1)
    assert isinstance(opt, optim.Optimizer)
    _run(opt, 3)
    np.testing.assert_allclose(p1.asnumpy(), [[0.8382407, -1.824261], [0.3162976, 2.900758]],
                               rtol=1e-5)
    sched = L.ExponentialLR(opt, 0.5)
    sched.step()
    assert float(opt.param_groups[0]["lr"]) == pytest.approx(0.05)


def test_reachable_from_the_package_root():
    # 2.10: mindspore.experimental.optim after a plain `import mindspore` (measured)
    assert ms.experimental.optim.lr_scheduler.StepLR is L.StepLR
