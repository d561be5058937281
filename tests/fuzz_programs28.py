"""Random programs for the twenty-eighth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz28):
indexing, Tensor creation and in-place Tensor methods as users write them inside construct, on
``fuzz_programs6``'s module head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``).
``Net.construct(self, x, y, idx)`` (``x``/``y`` float32 (4, 6), ``idx`` an int32 (3,) Tensor
holding negative and positive positions) keeps a float32 (4, 6) value ``h`` and a tuple ``outs``
of typed results, drawing from:

- mixed integer indexing: an int32 Tensor index beside slices, ``None`` and ``Ellipsis``, two
  Tensor indices apart (``t[i, :, j]``: the advanced axes go first), 0-d Tensor indices, Python
  lists of ints and of bools, nested lists, indices computed from the values (``%``, negative);
- writes through those indices on a Tensor made in construct: ``t[idx, 1:3] = ...``,
  ``t[:, [0, 5]] += ...``, ``t[Tensor(1), 2:4] *= ...``, ``t[..., -1] = ...``, a 0-d Tensor index;
- Tensors made in construct: ``ops.arange`` (int and float steps, ``dtype=``),
  ``ops.linspace``, ``ops.eye``, ``ops.full``/``full_like``/``zeros_like``/``ones_like`` with
  ``dtype=``, ``Tensor`` of a shape, of a list of numbers and of a Python scalar with a dtype;
- what Tensor methods return as Python values (``dim()``, ``numel()``, ``size``, ``ndim``,
  ``shape``, ``is_floating_point()``) used in arithmetic;
- in-place Tensor methods on a local (``fill_``, ``zero_``, ``clamp_``, ``masked_fill_``,
  ``index_fill_``, ``index_add_``, ``scatter_``, ``exp_``/``tanh_``/``sigmoid_``/``floor_``,
  ``sub_`` with ``alpha``, ``mul_``, ``add_``, ``copy_``), their returned Tensor used, a second
  name bound to the same Tensor read after the write; and on a non-trainable Parameter
  (``self.acc.add_(...)``, ``self.acc.copy_(...)``, ``self.acc.mul_(...)``) read back.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the weight, and snaps everything, Parameters included.

Every statement ran alone on MindSpore 2.10 (CPU) in both modes: minicell's two modes agree, and
its PYNATIVE_MODE gives 2.10's results except where 2.10 is at fault: its CPU PYNATIVE_MODE
``add_``/``mul_``/``sub_`` leave the Tensor unchanged and it has no CPU kernel for most others
(``fill_``, ``clamp_``, ``zero_``, ``exp_``, ``tanh_``, ``index_add_``, ``masked_fill_``, ...; its
GRAPH_MODE agrees with minicell where it runs them); its GRAPH_MODE GatherNd refuses a negative
Tensor index beside a slice (``h[idx, 1:4]`` with ``idx`` holding -1); the gradient of a
negative-step slice fails in both its modes ("The int value(-1) is less than 0"). In-place
methods on construct's own arguments are left out (under ``ms.grad`` of a GRAPH_MODE Cell the
caller's Tensor is not written, where 2.10 writes it): test_graph_fuzz28_regressions pins them.
"""
from fuzz_compare import main_tail, statement_program
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # mixed integer indexing (reads)
    "outs = outs + (h[idx, 1:4], h[:, idx], h[None, idx, ::2])\nh = h + h[idx].sum(0) * 0.1",
    "t = h.reshape(2, 2, 6)\ni = Tensor([1, 0, 1], ms.int32)\nj = Tensor([5, 0, 2], ms.int32)\n"
    "outs = outs + (t[i, :, j], t[:, i, j], t[i, 1, j], t[..., i])",
    "outs = outs + (h[Tensor(1)], h[Tensor(-1), 2:], h[..., Tensor(2)], h[Tensor(3), Tensor(-2)])\n"
    "h = h + h[Tensor(0)] * 0.5",
    "outs = outs + (h[[0, 2], [1, 5]], h[[True, False, True, False]], h[[[0, 1], [2, 3]]])\n"
    "h = h + h[[3, 2, 1, 0]] * 0.25",
    "k = (ops.abs(h) * 3).astype(ms.int32) % 4\nouts = outs + (y[k[:, 0]], y[k[:, 1] - 4, 2:])\n"
    "h = h + y[k[:, 2]] * 0.5",
    "outs = outs + (h[1:3][:, [0, -1]], h[-1:-4:-1, 4:0:-2][idx % 2], h[None, ..., None].shape)\n"
    "h = h - h[::-1, ::-1] * 0.3",
    "outs = outs + (h[..., None, 1], h[idx][:, None, :2], h[:, idx][idx])\n"
    "h = h * 0.9 + h[:, idx].mean(1, keep_dims=True)",
    "outs = outs + (h[idx, idx + 2], h[idx, Tensor([0, 1, 2])], ops.gather(h, idx, 0))",
    "c = h[:, Tensor(4)]\nr = h[Tensor(2), :]\nh = h + c[:, None] * r[None, :] * 0.1\n"
    "outs = outs + (c, r)",
    # writes through those indices
    "t = h * 1.0\nt[idx, 1:3] = y[:3, :2]\nouts = outs + (t,)\nh = t",
    "t = h + 0.0\nt[:, [0, 5]] += {c}\nt[[1, 3]] -= y[[0, 2]]\nh = t",
    "t = h * 1.0\nt[Tensor(2)] = {c}\nt[Tensor(1), 2:4] *= -1.0\nh = t * 0.5 + h * 0.5",
    "t = h * 1.0\nt[..., -1] = t[..., 0] * 2.0\nt[1::2, ::-3] -= y[1::2, ::-3]\nh = t",
    "t = h * 1.0\nt[idx] = t[idx] * 0.5 + {c}\nouts = outs + (t[idx],)\nh = t",
    "t = h * 1.0\nt[[0, 2], [1, 4]] = Tensor([{c}, 2.0])\nt[:, Tensor([3, 0])] += y[:, :2]\nh = t",
    "q = (h * 4).astype(ms.int32)\nq[idx] = 7\nq[:, 1] += Tensor(2, ms.int32)\n"
    "outs = outs + (q,)\nh = h + q.astype(ms.float32) * 0.05",
    "t = ops.zeros((4, 6), ms.float32)\nt[idx] += 1.0\nt[2:, Tensor(1)] = h[2:, 1]\nh = h + t",
    # Tensors made in construct
    "r = ops.arange(h.shape[1])\nh = h + r * 0.1\nouts = outs + (r, ops.arange(0, 1, 0.25), "
    "ops.arange(6, dtype=ms.float32), ops.arange(2, 8, 2))",
    "outs = outs + (ops.linspace(0, 1, 6), ops.eye(4, 6, ms.float32), ops.full((2, 3), 2, dtype=ms.int32))\n"
    "h = h + ops.linspace(-1, 1, 6) * 0.5 + ops.eye(4, 6, ms.float32)",
    "f = ops.full_like(h, {c})\nz = ops.zeros_like(h, dtype=ms.int32)\no = ops.ones_like(y)\n"
    "outs = outs + (f, z, o.dtype)\nh = h + f * o + z",
    "s = Tensor(h.shape)\nv = Tensor([h.shape[0], 2.5])\nouts = outs + (s, v, Tensor(2, ms.int8) * s)\n"
    "h = h * v[1]",
    "b = Tensor(True) & (h > {c})\nm = Tensor([[1, 0, 1, 0, 1, 0]], ms.float32)\n"
    "outs = outs + (b,)\nh = h * m + b.astype(ms.float32)",
    "outs = outs + (ops.full((4,), h.shape[1] * 0.5), ops.ones((2, h.shape[0]), ms.int64), "
    "ops.zeros(h.shape[1:], ms.float16))",
    # methods giving Python values
    "n = h.dim() + h.numel() + h.size + h.ndim\nouts = outs + (n, h.is_floating_point(), "
    "len(h.shape), h[0].numel())\nh = h * (n / 60.0)",
    "d = h.shape[-1] // 4 + len(h) % 3\nouts = outs + (d, y.shape[0] * 1.5)\nh = h[:, :d + 4] .sum(1, keepdims=True) * 0.1 + h",
    # in-place Tensor methods on a local
    "t = h * 1.0\nt.fill_({c})\nouts = outs + (t,)\nh = h + t",
    "t = h * 1.0\nt.clamp_(-0.5, 0.5)\nh = h + t",
    "t = h * 1.0\nu = t.masked_fill_(t > {c}, 0.0)\nouts = outs + (t, u)\nh = h + u",
    "t = h * 1.0\nt.index_fill_(1, Tensor([0, 2], ms.int32), -1.0)\nh = h + t * 0.5",
    "t = h * 1.0\nt.index_add_(0, Tensor([0, 2], ms.int32), y[:2])\nh = t",
    "t = h * 1.0\nt.scatter_(1, Tensor([[0], [1], [2], [3]], ms.int64), y[:, :1])\nh = t",
    "t = h * 1.0\nt.exp_()\nouts = outs + (t,)\nt2 = h * 1.0\nt2.tanh_()\nh = h + t2",
    "t = h * 1.0\nt.sigmoid_()\nf = h * 1.0\nf.floor_()\nouts = outs + (f,)\nh = h + t * 0.5",
    "t = h * 1.0\nt.sub_(y, alpha=0.5)\nt.mul_(2.0)\nh = t",
    "t = h * 1.0\na = t\na.add_({c})\nouts = outs + (t, a)\nh = t",
    "t = h * 1.0\nt.zero_()\nt.add_(y)\nh = h + t",
    "t = h * 1.0\nt.copy_(y * 2.0)\nouts = outs + (t,)\nh = h * 0.5 + t * 0.25",
    "t = (h * 4).astype(ms.int32)\nt.zero_()\nt.add_(3)\nouts = outs + (t,)",
    # in-place methods on a non-trainable Parameter, read back
    "self.acc.add_(h * 0.5)\nh = h + self.acc",
    "self.acc.copy_(h)\nh = h * 0.5 + self.acc * 0.5",
    "self.acc.mul_(0.5)\nself.acc.add_(y)\nouts = outs + (self.acc * 1.0,)\nh = h - self.acc * 0.1",
]

TEMPLATE = '''

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(lin(4, 6, lo=0.2, hi=-0.3), name="acc", requires_grad=False)

    def construct(self, x, y, idx):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


I1 = Tensor(np.array([2, 0, 3], np.int32))
I2 = Tensor(np.array([-1, 1, -4], np.int32))
''' + main_tail("I1", "I2")


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz28", seed, HEAD, TEMPLATE, _BODY)
