"""The workloads written the way a MindSpore user writes them, run through minicell.

Only ``import minicell as ms`` distinguishes this file from a MindSpore script: ``nn.Cell``
subclasses built from ``nn.Dense``/``nn.Conv2d``/..., ``ms.value_and_grad`` over the network's
parameters, ``nn.SGD`` for the update, and for GRAPH_MODE ``ms.set_context(mode=ms.GRAPH_MODE)``
with the training step under ``ms.jit`` (MindSpore's own idiom). The caller (``workloads``) sets
the mode before calling a ``build_*`` and keeps it while the step is timed, so the same builder
serves both modes; ``graph`` only says whether to wrap the step function in ``ms.jit``.

>>> import minicell as ms
>>> from benchmarks.workloads import TINY
>>> build_mlp_forward(TINY, graph=False)().shape
(2, 10)
"""
import minicell as ms
from minicell import nn, ops

from . import data

LR = data.LR


def _tensor(a):
    return ms.Tensor(a)


def _initialized(net):
    """``net`` with its Parameters' initial values drawn now, in setup, as the JAX and PyTorch
    versions draw theirs: the timed first call then holds tracing and compiling only (both
    frameworks would otherwise run the lazy initializers there)."""
    net.init_parameters_data()
    return net


def _train_step(net, loss_fn, graph):
    """MindSpore 2.x's training-step idiom: value_and_grad over the optimizer's parameters."""
    net = _initialized(net)
    optimizer = nn.SGD(net.trainable_params(), learning_rate=LR)

    def forward_fn(data, label):
        logits = net(data)
        return loss_fn(logits, label)

    grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

    def train_step(data, label):
        loss, grads = grad_fn(data, label)
        optimizer(grads)
        return loss

    net.set_train(True)
    return ms.jit(train_step) if graph else train_step


# ---- 1. op chain ------------------------------------------------------------------------------
class OpChain(nn.Cell):
    """``n`` elementwise ops (add, mul, neg, sub, repeated) on one small tensor."""

    def __init__(self, n):
        super().__init__()
        self.n = n

    def construct(self, x, b, w):
        for _ in range(self.n // 4):
            x = x + b
            x = x * w
            x = -x
            x = x - b
        return x


def build_op_chain(cfg, graph):
    x, b, w = (_tensor(a) for a in data.chain_inputs(cfg))
    net = OpChain(cfg.chain_len)
    return lambda: net(x, b, w)


# ---- 2/3. MLP ---------------------------------------------------------------------------------
class MLP(nn.Cell):
    """784-256-256-10 (or the given three layer widths) with ReLU."""

    def __init__(self, dims):
        super().__init__()
        d_in, h1, h2, d_out = dims
        self.fc1 = nn.Dense(d_in, h1)
        self.fc2 = nn.Dense(h1, h2)
        self.fc3 = nn.Dense(h2, d_out)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def _xent_loss():
    return nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")


def build_mlp_forward(cfg, graph):
    net = _initialized(MLP(cfg.mlp_dims))
    x = _tensor(data.mlp_batch(cfg)[0])
    return lambda: net(x)


def build_mlp_decode(cfg, graph):
    return build_mlp_forward(data.decode_sizes(cfg), graph)


def build_mlp_train(cfg, graph):
    x, y = (_tensor(a) for a in data.mlp_batch(cfg))
    step = _train_step(MLP(cfg.mlp_dims), _xent_loss(), graph)
    return lambda: step(x, y)


# ---- 4. LeNet-5 -------------------------------------------------------------------------------
class LeNet5(nn.Cell):
    """LeNet-5 as in MindSpore's model zoo."""

    def __init__(self, size, num_class=10, num_channel=1):
        super().__init__()
        side = ((size - 4) // 2 - 4) // 2
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * side * side, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def build_lenet_train(cfg, graph):
    x, y = (_tensor(a) for a in data.lenet_batch(cfg))
    step = _train_step(LeNet5(cfg.lenet_size), _xent_loss(), graph)
    return lambda: step(x, y)


# ---- 5. pre-LN transformer encoder block ------------------------------------------------------
class EncoderBlock(nn.Cell):
    """Pre-LN encoder block: x + MHA(LN(x)), then x + FFN(LN(x))."""

    def __init__(self, d_model, heads, ffn):
        super().__init__()
        self.ln1 = nn.LayerNorm((d_model,))
        self.attn = nn.MultiheadAttention(d_model, heads, batch_first=True)
        self.ln2 = nn.LayerNorm((d_model,))
        self.ff1 = nn.Dense(d_model, ffn)
        self.ff2 = nn.Dense(ffn, d_model)
        self.relu = nn.ReLU()

    def construct(self, x):
        h = self.ln1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        h = self.ln2(x)
        return x + self.ff2(self.relu(self.ff1(h)))


def build_transformer_fwd_bwd(cfg, graph):
    net = _initialized(EncoderBlock(cfg.tf_dim, cfg.tf_heads, cfg.tf_ffn))
    x = _tensor(data.tf_batch(cfg))

    def forward_fn(x):
        return net(x).mean()

    grad_fn = ms.value_and_grad(forward_fn, None, net.trainable_params())

    def fwd_bwd(x):
        return grad_fn(x)

    step = ms.jit(fwd_bwd) if graph else fwd_bwd
    return lambda: step(x)


# ---- 6. small ResNet --------------------------------------------------------------------------
class BasicBlock(nn.Cell):
    def __init__(self, c_in, c_out, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c_out, 3, stride=stride)
        self.bn1 = nn.BatchNorm2d(c_out)
        self.conv2 = nn.Conv2d(c_out, c_out, 3)
        self.bn2 = nn.BatchNorm2d(c_out)
        self.relu = nn.ReLU()
        self.down = None
        if stride != 1 or c_in != c_out:
            self.down = nn.SequentialCell([nn.Conv2d(c_in, c_out, 1, stride=stride),
                                           nn.BatchNorm2d(c_out)])

    def construct(self, x):
        h = self.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        sc = x if self.down is None else self.down(x)
        return self.relu(h + sc)


class ResNet(nn.Cell):
    """3 stages of basic blocks (widths e.g. 16/32/64), BatchNorm, global average pool, Dense."""

    def __init__(self, arch, stem_width, num_class=10):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(3, stem_width, 3), nn.BatchNorm2d(stem_width),
                                       nn.ReLU()])
        self.blocks = nn.SequentialCell([BasicBlock(ci, co, st) for ci, co, st in arch])
        self.fc = nn.Dense(arch[-1][1], num_class)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(ops.mean(x, (2, 3)))


def build_resnet_train(cfg, graph):
    x, y = (_tensor(a) for a in data.resnet_batch(cfg))
    net = ResNet(data.resnet_arch(cfg), cfg.rn_widths[0])
    step = _train_step(net, _xent_loss(), graph)
    return lambda: step(x, y)


# ---- 8. MobileNetV2-style network: depthwise-separable convolutions -------------------------
class InvertedResidual(nn.Cell):
    """1x1 expansion, 3x3 depthwise convolution (``group`` = its channels), 1x1 projection."""

    def __init__(self, c_in, c_out, stride, expand):
        super().__init__()
        hidden = c_in * expand
        self.body = nn.SequentialCell([
            nn.Conv2d(c_in, hidden, 1), nn.BatchNorm2d(hidden), nn.ReLU6(),
            nn.Conv2d(hidden, hidden, 3, stride=stride, group=hidden), nn.BatchNorm2d(hidden),
            nn.ReLU6(),
            nn.Conv2d(hidden, c_out, 1), nn.BatchNorm2d(c_out)])
        self.residual = stride == 1 and c_in == c_out

    def construct(self, x):
        h = self.body(x)
        return x + h if self.residual else h


class MobileNet(nn.Cell):
    def __init__(self, arch, stem_width, expand, num_class=10):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(3, stem_width, 3), nn.BatchNorm2d(stem_width),
                                       nn.ReLU6()])
        self.blocks = nn.SequentialCell([InvertedResidual(ci, co, st, expand)
                                         for ci, co, st in arch])
        self.fc = nn.Dense(arch[-1][1], num_class)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(ops.mean(x, (2, 3)))


def build_mobilenet_train(cfg, graph):
    x, y = (_tensor(a) for a in data.mobilenet_batch(cfg))
    net = MobileNet(data.mobilenet_arch(cfg), cfg.mb_widths[0], cfg.mb_expand)
    step = _train_step(net, _xent_loss(), graph)
    return lambda: step(x, y)
