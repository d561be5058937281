"""Random programs for the twenty-third GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz23):
mixed precision and the MindSpore 2.x API as users write it, on ``fuzz_programs6``'s module head
(``snap``, ``lin``, ``total``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x)`` runs
``Dense(6, 8)``, a few statements on its (4, 8) output ``h`` and ``Dense(8, 6)``; the statements
draw from:

- ``Conv2d``, ``LayerNorm`` and ``BatchNorm1d`` layers (any of them, and the first ``Dense``,
  under ``to_float(ms.float16)`` in ``__init__``), fed float32 or float16 values;
- ``ops.softmax`` and ``mint.nn.functional.softmax`` on whatever dtype ``h`` has, ``ops.cast``
  chains through float16 and bfloat16, ``Tensor.half``/``float``/``astype``/``to``/``clamp``;
- ``mint.*`` and ``mint.nn.functional.*`` ops (``clamp``, ``where``, ``mean``/``sum`` with
  ``dim``/``keepdim``, ``sqrt``/``rsqrt``/``pow``/``abs``/``exp``, ``cat``, ``relu``/``silu``/
  ``sigmoid``/``tanh``, ``linear``) mixed with ``ops.*`` and a float32 Parameter;
- a ``Tensor`` ``if`` whose branches keep ``h``'s dtype (a float16 ``LayerNorm`` result is cast
  back: branches of two dtypes are 2.10's join error in GRAPH_MODE);
- Python scalars with float16 and int32 tensors and int32 tensors with float ones (type
  promotion: float16 stays float16 beside a Python float or an int Tensor, an int Tensor times a
  float is float32, float16 with float32 is float32, ``//`` keeps int32).

``main()`` may wrap the network in ``amp.auto_mixed_precision`` (O0-O3) or call
``to_float(ms.float16)`` on all of it; snaps an eval call and ``ms.grad`` with respect to the input
and the weights; then trains four steps, either with ``nn.TrainOneStepWithLossScaleCell`` (a
``FixedLossScaleUpdateCell``, a ``DynamicLossScaleUpdateCell`` or a Tensor scale) or with a
hand-written step (plain or ``@ms.jit``) around ``ms.value_and_grad`` and ``amp.StaticLossScaler``
/ ``amp.DynamicLossScaler`` with ``amp.all_finite`` deciding the update. The second step's label
holds an ``inf``: its gradients overflow (the update is skipped, a dynamic scale shrinks) without
touching the forward pass (BatchNorm's moving statistics stay finite). The losses are float32
(the network's output is cast). Each step's loss, overflow flag, scale and every Parameter are
snapped. Every op drawn has a 2.10 CPU kernel for the dtypes it sees (probed in both modes:
2.10's CPU build has no bfloat16 ``MatMul``, no ``softplus`` gradient, no ``mint``
``gelu``/``log_softmax``/``mse_loss``/``l1_loss``/``leaky_relu``/``elu``/``hardtanh``/
``normalize`` kernels, so those are left out). 2.10's CPU ``TrainOneStepWithLossScaleCell``
takes Ascend's overflow check (``NPUGetFloatStatusV2``, no CPU kernel); minicell takes the GPU
path on CPU, so those programs are checked between minicell's modes only.
"""
import random

from fuzz_programs6 import HEAD

# statements on h, a (4, 8) float32 or float16 value; {c} a float, {lim} a positive float
_BODY = [
    "h = self.ln(h)",
    "h = self.bn(h)",
    "h = self.conv(ops.cast(h, ms.float32).reshape(4, 1, 2, 4)).reshape(4, 8) + h * {c}",
    "h = ops.softmax(h, axis=-1) * 2 + h",
    "h = F.softmax(h, dim=-1) - h * {c}",
    "h = ops.cast(ops.cast(h, ms.float16) * {c} + 0.25, ms.float32)",
    "h = ops.cast(ops.cast(h, ms.bfloat16) * {c}, ms.float32) + h",
    "h = h.half() * {c} + 1",
    "h = h.float() * self.g",
    "h = h.astype(ms.float16) + CNT",
    "h = h + CNT * {c}",
    "h = h + (CNT // 2) * 0.5 - (CNT > 1)",
    "h = mint.clamp(h, -{lim}, {lim})",
    "h = mint.where(h > 0, h, h * 0.1)",
    "h = F.relu(h) + F.silu(h) * {c}",
    "h = mint.tanh(h) + F.sigmoid(h) * {c}",
    "h = mint.exp(-mint.abs(h)) - mint.abs(h) * {c}",
    "h = h - mint.mean(h, dim=1, keepdim=True)",
    "h = h / (mint.sqrt(mint.sum(h * h, dim=-1, keepdim=True)) + 1)",
    "h = mint.rsqrt(mint.abs(h) + 1) * h",
    "h = h * {c} + mint.pow(h, 2) * 0.1",
    "h = ops.cast(h, ms.float16) * 2.5 - ops.cast(h, ms.float16) / 3",
    "h = (h + 1).to(ms.float32) * ops.ones((8,), ms.float16)",
    "h = mint.cat([h[:, :4], mint.sigmoid(h[:, 4:])], dim=1)",
    "h = h.clamp(-{lim}, {lim}) * self.g",
    "h = F.linear(ops.cast(h, ms.float32), self.w8, self.g) * {c}",
    "h = ops.matmul(ops.cast(h, ms.float32), self.w8) + F.relu(h)",
    "if h.sum() > {c}:\n    h = (self.ln(h) * 0.5).astype(h.dtype)\nelse:\n    h = mint.tanh(h)",
]

_HALF = ["self.conv.to_float(ms.float16)", "self.ln.to_float(ms.float16)",
         "self.bn.to_float(ms.float16)", "self.fc1.to_float(ms.float16)"]

_AMP = ["", "", "net = amp.auto_mixed_precision(net, 'O0')",
        "net = amp.auto_mixed_precision(net, 'O1')", "net = amp.auto_mixed_precision(net, 'O2')",
        "net = amp.auto_mixed_precision(net, 'O3')", "net.to_float(ms.float16)"]

_RET = ["out", "ops.cast(out, ms.float16)", "out * 0.5 + ops.cast(h, ms.float32).mean()"]

_LOSS = ["nn.MSELoss()", "nn.L1Loss()", "nn.SmoothL1Loss(beta=0.5)", "nn.MSELoss(reduction='sum')"]

_OPTS = [
    "nn.SGD(params, learning_rate=0.1)",
    "nn.SGD(params, learning_rate=0.05, momentum=0.9, weight_decay=0.01)",
    "nn.Momentum(params, learning_rate=0.05, momentum=0.8)",
    "nn.Adam(params, learning_rate=0.01, eps=1e-3)",
    "nn.AdamWeightDecay(params, learning_rate=0.01, eps=1e-3, weight_decay=0.02)",
]

_SENSE = [
    "nn.FixedLossScaleUpdateCell(2.0 ** {e})",
    "nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** {e}, scale_factor=2, scale_window=2)",
    "Tensor(np.full((1,), 64.0, np.float32))",
]

_SCALER = [
    "amp.StaticLossScaler(scale_value=2.0 ** {e})",
    "amp.DynamicLossScaler(scale_value=2.0 ** {e}, scale_factor=2, scale_window=2)",
]

TEMPLATE = '''from minicell import amp, mint
from minicell.mint.nn import functional as F

LABEL = Tensor(np.linspace(-0.5, 0.5, 24).reshape(4, 6).astype(np.float32))
LABEL_INF = Tensor(np.where(np.arange(24).reshape(4, 6) == 7, np.inf,
                            np.linspace(-0.5, 0.5, 24).reshape(4, 6)).astype(np.float32))
CNT = Tensor(np.array([1, 0, 2, 1, 0, 3, 1, 2], np.int32))
FEEDS = [(X, LABEL), (X2, LABEL_INF), (X3, LABEL), (X2, LABEL)]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 8, weight_init=lin(8, 6, lo=-0.5, hi=0.45),
                            bias_init=lin(8, lo=-0.1, hi=0.2))
        self.conv = nn.Conv2d(1, 1, 3, pad_mode="same", has_bias=True,
                              weight_init=lin(1, 1, 3, 3, lo=-0.3, hi=0.4), bias_init=lin(1))
        self.ln = nn.LayerNorm((8,), gamma_init=lin(8, lo=0.7, hi=1.3),
                               beta_init=lin(8, lo=-0.2, hi=0.1))
        self.bn = nn.BatchNorm1d(8, momentum=0.8)
        self.fc2 = nn.Dense(8, 6, weight_init=lin(6, 8, lo=-0.4, hi=0.5), bias_init=lin(6))
        self.g = Parameter(lin(8, lo=0.8, hi=1.2), name="g")
        self.w8 = Parameter(lin(8, 8, lo=-0.3, hi=0.35), name="w8")
{half}

    def construct(self, x):
        h = self.fc1(x)
{body}
        out = self.fc2(ops.cast(h, ms.float32))
        return {ret}


class Wrap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return ops.cast(self.net(x), ms.float32)


def main():
    net = Net()
    {amp}
    res = []
    net.set_train(False)
    res.append(snap(net(X)))
    wrap = Wrap(net)

    def fwd(x):
        return total(wrap(x))

    res.append(snap(ms.grad(fwd, grad_position=0, weights=net.trainable_params())(X2)))
    net.set_train(True)
    params = net.trainable_params()
    opt = {opt}
{train}
    net.set_train(False)
    res.append(snap(net(X3)))
    return res
'''

_TRAIN_CELL = '''    step = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(wrap, {loss}), opt,
                                            scale_sense={sense})
    for x, y in FEEDS:
        res.append(snap(list(step(x, y))))
        res.append(snap(list(step.get_parameters())))'''

_TRAIN_FN = '''    scaler = {scaler}
    wnet = nn.WithLossCell(wrap, {loss})

    def forward(x, y):
        return scaler.scale(wnet(x, y))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    {deco}def train_step(x, y):
        loss, grads = grad_fn(x, y)
        loss = scaler.unscale(loss)
        grads = scaler.unscale(grads)
        ok = amp.all_finite(grads)
        if ok:
            loss = ops.depend(loss, opt(grads))
        scaler.adjust(ok)
        return loss, ok

    for x, y in FEEDS:
        res.append(snap(list(train_step(x, y))))
        res.append(snap([scaler.scale_value] + list(opt.parameters)))'''


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz23:{seed}")
    lines = []
    for _ in range(r.randint(3, 6)):
        text = r.choice(_BODY).format(c=r.choice([-0.5, 0.3, 1.5]), lim=r.choice([0.5, 2.0]))
        lines += ["        " + line for line in text.split("\n")]
    half = r.sample(_HALF, r.randint(0, 2))
    e = r.choice([4, 8, 24])
    if r.random() < 0.5:
        train = _TRAIN_CELL.format(loss=r.choice(_LOSS), sense=r.choice(_SENSE).format(e=e))
    else:
        train = _TRAIN_FN.format(loss=r.choice(_LOSS), scaler=r.choice(_SCALER).format(e=e),
                                 deco=r.choice(["", "@ms.jit\n    "]))
    return HEAD.format() + TEMPLATE.format(
        half="\n".join("        " + s for s in half) or "        pass",
        body="\n".join(lines), ret=r.choice(_RET), amp=r.choice(_AMP), opt=r.choice(_OPTS),
        train=train)
