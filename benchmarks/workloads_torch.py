"""The workloads in PyTorch eager, as a PyTorch user writes them: the ``torch_eager`` column.

Run only by ``benchmarks.child`` in the interpreter given with ``--torch-python`` (minicell never
depends on PyTorch). The models use ``torch.nn`` layers with the same shapes and settings as the
MindSpore-style ones (``workloads_ms``): Conv2d without bias, LayerNorm epsilon 1e-7, BatchNorm
with batch statistics in training, mean softmax cross-entropy, ``torch.optim.SGD`` (plain
``p - lr * g``); inputs are the same numpy batches (``data``). Each ``build_<key>(cfg)`` returns a
no-argument step on ``device`` (``"cpu"`` or ``"cuda"``); PyTorch's CPU ops are synchronous, so a
CPU step is done when it returns (``benchmarks.child`` synchronizes a CUDA one).
"""
import numpy as np
import torch
from torch import nn

from . import data


def _t(a, device):
    return torch.from_numpy(np.ascontiguousarray(a)).to(device)


def _train_step(net, x, y, device):
    """One SGD step on mean cross-entropy: zero_grad, forward, backward, step."""
    net = net.to(device)
    opt = torch.optim.SGD(net.parameters(), lr=data.LR)
    loss_fn = nn.CrossEntropyLoss()
    x, y = _t(x, device), _t(y, device).long()
    net.train()

    def step():
        opt.zero_grad(set_to_none=True)
        loss = loss_fn(net(x), y)
        loss.backward()
        opt.step()
        return loss.detach()
    return step


def build_op_chain(cfg, device="cpu"):
    x, b, w = (_t(a, device) for a in data.chain_inputs(cfg))
    n = cfg.chain_len

    def step():
        h = x
        for _ in range(n // 4):
            h = h + b
            h = h * w
            h = -h
            h = h - b
        return h
    return step


def _mlp(dims):
    d_in, h1, h2, d_out = dims
    return nn.Sequential(nn.Linear(d_in, h1), nn.ReLU(), nn.Linear(h1, h2), nn.ReLU(),
                         nn.Linear(h2, d_out))


def build_mlp_forward(cfg, device="cpu"):
    net = _mlp(cfg.mlp_dims).to(device)
    x = _t(data.mlp_batch(cfg)[0], device)

    def step():
        with torch.no_grad():
            return net(x)
    return step


def build_mlp_decode(cfg, device="cpu"):
    return build_mlp_forward(data.decode_sizes(cfg), device)


def build_mlp_train(cfg, device="cpu"):
    return _train_step(_mlp(cfg.mlp_dims), *data.mlp_batch(cfg), device)


def _lenet(cfg):
    side = data.lenet_side(cfg)
    return nn.Sequential(
        nn.Conv2d(1, 6, 5, bias=False), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(6, 16, 5, bias=False), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(),
        nn.Linear(16 * side * side, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
        nn.Linear(84, 10))


def build_lenet_train(cfg, device="cpu"):
    return _train_step(_lenet(cfg), *data.lenet_batch(cfg), device)


class EncoderBlock(nn.Module):
    """Pre-LN encoder block: x + MHA(LN(x)), then x + FFN(LN(x))."""

    def __init__(self, d, heads, ffn):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(d, eps=1e-7), nn.LayerNorm(d, eps=1e-7)
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)
        self.ff = nn.Sequential(nn.Linear(d, ffn), nn.ReLU(), nn.Linear(ffn, d))

    def forward(self, x):
        h = self.ln1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.ff(self.ln2(x))


def build_transformer_fwd_bwd(cfg, device="cpu"):
    net = EncoderBlock(cfg.tf_dim, cfg.tf_heads, cfg.tf_ffn).to(device)
    x = _t(data.tf_batch(cfg), device)
    params = list(net.parameters())

    def step():
        loss = net(x).mean()
        grads = torch.autograd.grad(loss, params)
        return loss.detach(), grads
    return step


class BasicBlock(nn.Module):
    def __init__(self, c_in, c_out, stride):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU(),
            nn.Conv2d(c_out, c_out, 3, 1, 1, bias=False), nn.BatchNorm2d(c_out))
        self.down = None
        if stride != 1 or c_in != c_out:
            self.down = nn.Sequential(nn.Conv2d(c_in, c_out, 1, stride, bias=False),
                                      nn.BatchNorm2d(c_out))

    def forward(self, x):
        sc = x if self.down is None else self.down(x)
        return torch.relu(self.body(x) + sc)


class ResNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        c0 = cfg.rn_widths[0]
        self.stem = nn.Sequential(nn.Conv2d(3, c0, 3, 1, 1, bias=False), nn.BatchNorm2d(c0),
                                  nn.ReLU())
        self.blocks = nn.Sequential(*[BasicBlock(*a) for a in data.resnet_arch(cfg)])
        self.fc = nn.Linear(cfg.rn_widths[-1], 10)

    def forward(self, x):
        return self.fc(self.blocks(self.stem(x)).mean((2, 3)))


def build_resnet_train(cfg, device="cpu"):
    return _train_step(ResNet(cfg), *data.resnet_batch(cfg), device)


class InvertedResidual(nn.Module):
    def __init__(self, c_in, c_out, stride, expand):
        super().__init__()
        hidden = c_in * expand
        self.body = nn.Sequential(
            nn.Conv2d(c_in, hidden, 1, bias=False), nn.BatchNorm2d(hidden), nn.ReLU6(),
            nn.Conv2d(hidden, hidden, 3, stride, 1, groups=hidden, bias=False),
            nn.BatchNorm2d(hidden), nn.ReLU6(),
            nn.Conv2d(hidden, c_out, 1, bias=False), nn.BatchNorm2d(c_out))
        self.residual = stride == 1 and c_in == c_out

    def forward(self, x):
        h = self.body(x)
        return x + h if self.residual else h


class MobileNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        c0 = cfg.mb_widths[0]
        self.stem = nn.Sequential(nn.Conv2d(3, c0, 3, 1, 1, bias=False), nn.BatchNorm2d(c0),
                                  nn.ReLU6())
        self.blocks = nn.Sequential(*[InvertedResidual(*a, cfg.mb_expand)
                                      for a in data.mobilenet_arch(cfg)])
        self.fc = nn.Linear(cfg.mb_widths[-1], 10)

    def forward(self, x):
        return self.fc(self.blocks(self.stem(x)).mean((2, 3)))


def build_mobilenet_train(cfg, device="cpu"):
    return _train_step(MobileNet(cfg), *data.mobilenet_batch(cfg), device)
