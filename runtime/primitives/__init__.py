"""All primitive registrations. Importing this package fills the registry.

Modules group primitives by kind; each registration is one block next to its implementation.
"""
from . import math  # noqa: F401  elementwise arithmetic, comparisons, logic, softmax
from . import onednn  # noqa: F401  log_softmax, as 2.10's oneDNN kernel
from . import array  # noqa: F401  layout, indexing, gather/scatter, select
from . import reduce  # noqa: F401  reductions, sort/topk, argmax
from . import scans  # noqa: F401  cumsum, cumprod, as 2.10's running kernels
from . import reduce_std  # noqa: F401  ReduceStd in 2.10's order, with its bprop
from . import lp_norm  # noqa: F401  LpNorm (p 2) in 2.10's order, with its bprop
from . import dist  # noqa: F401  Pdist, Cdist in 2.10's order, with their grad kernels
from . import matmul_order  # noqa: F401  small float32 MatMul in 2.10's order (ops.cov)
from . import linalg  # noqa: F401  matmul, einsum
from . import creation  # noqa: F401  fill, *_like, arange, linspace, eye, one_hot
from . import random  # noqa: F401  random draws keyed by runtime.rng
from . import state  # noqa: F401  assign, depend, stop_gradient
from . import nn  # noqa: F401
from . import nn_maxpool  # noqa: F401  max pooling and its NaN rules
from . import norm  # noqa: F401  batch/layer/group norm
from . import math_ext  # noqa: F401  logaddexp, rounding, complex, bitwise shifts
from . import math_special  # noqa: F401  Bessel, gamma-family and other special functions
from . import array_ext  # noqa: F401  scatter/segment families, sorting, windows
from . import nn_ext  # noqa: F401  activations, 3-D conv/pool, resize, norms, losses
from . import linalg_ext  # noqa: F401  decompositions, solves, fft, optimizer updates
from . import rnn_ext  # noqa: F401  Elman / GRU layer scans for nn.RNN, nn.GRU
from . import extra_ext  # noqa: F401  Assert / CheckNumerics runtime checks
from . import summary  # noqa: F401  summary ops' host callback (SummaryRecord)
from . import vision_ext  # noqa: F401  deformable sampling, ScaleAndTranslate, rotated IoU, NMS
from . import sample_ext  # noqa: F401  fractional pooling, glimpses, random crops, RNN-T loss
from . import scipy_ext  # noqa: F401  eigh, packed LU, lstsq drivers, DCT, linear sum assignment
from . import softmax_xent  # noqa: F401  SoftmaxCrossEntropyWithLogits, as 2.10's kernels
from . import act_grads  # noqa: F401  Softplus, Mish, FastGeLU with 2.10's grad kernels
from . import conv_fused  # noqa: F401  half Conv + BiasAdd as one kernel (GRAPH_MODE's fusion)
from . import bprops  # noqa: E402  2.10's bprop formulas (they call other ops' kernels)

bprops.attach()
from . import div_bprop  # noqa: E402  2.10's Div bprop as div's derivative
div_bprop.attach()
