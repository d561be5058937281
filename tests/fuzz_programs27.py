"""Random programs for the twenty-seventh GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz27):
dtypes, axes and shapes the earlier families reach only in passing, on ``fuzz_programs6``'s module
head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y)`` keeps a
float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing from:

- reductions of int8/int16/uint8/bool/float16/float64 Tensors over negative axes and axis tuples,
  with and without ``keep_dims``/``keepdims`` (``sum``/``mean``/``prod``/``max``/``amin``/
  ``argmax``/``argmin``/``any``/``all``);
- ``ops.sort``/``argsort``/``topk`` of int32/int16/float16 Tensors along axis 0 and -1, ascending
  and descending, with ties; ``cumsum``/``cumprod`` of float16/float64/uint8/bool Tensors along
  negative axes, with their gradients where defined;
- broadcasting of size-1 dimensions (a column against a row, (4, 1, 6) against (1, 4, 6),
  ``expand_dims``, ``broadcast_to`` of a ``keep_dims`` reduction);
- empty Tensors (a 0-length axis from a slice or ``ops.zeros``) through elementwise ops, casts,
  reductions over the empty and the non-empty axis, ``cumsum``, ``sort`` and ``concat``;
- ``where``/comparisons/``maximum`` across int8/int32/float16 operands and Python numbers,
  bitwise ops and integer division and modulo of uint8/int16 Tensors.

- Python ints, floats and bools against int8/uint8/bool Tensors (wrap-around), float16 overflow
  to inf and inf - inf, float64 mixed with float32, ``std``/``var``/``logsumexp`` and
  ``swapaxes``/``flatten``/``squeeze``/``tile`` over negative axes, ``len`` and ``shape`` in
  arithmetic.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to both
inputs and the weight, and snaps everything, Parameters included.

Every statement ran alone on MindSpore 2.10 (CPU) in both modes: minicell's two modes agree, and
its PYNATIVE_MODE gives 2.10's results except where 2.10 is at fault or unspecified: its
PYNATIVE_MODE reductions of an empty Tensor read uninitialised memory (``e.sum()`` of a (0, 6)
Tensor, ``any`` over an empty axis, an int32 ``sum`` over the empty axis; its GRAPH_MODE gives
minicell's 0 and False), its CPU TopK orders ties by ``std::nth_element``. Statements it refuses
were rewritten: ``Tensor.prod(axis=)`` (2.10 takes ``dim``), ``cumsum`` of an empty Tensor (its
kernel fails to launch), ``max``/``min`` with an axis of an empty Tensor ("ArgMaxWithValue cannot
deal with empty input"), ``bool + bool`` (its GRAPH_MODE refuses Add of Bool Tensors, its
PYNATIVE_MODE gives Bool).
"""
from fuzz_compare import statement_program
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # reductions over negative axes, keep_dims, across dtypes
    "k = ops.cast(h * 4, ms.int8)\nouts = outs + (k.sum(axis=-1, keepdims=True), k.max(axis=-2), "
    "ops.amin(k, axis=(-1, 0), keepdims=True))",
    "f = h.astype(ms.float16)\nouts = outs + (f.mean(axis=-1, keep_dims=True), f.sum(-2), "
    "f.max(axis=(-2, -1)))\nh = h + f.mean(axis=-2).astype(ms.float32)",
    "d = h.astype(ms.float64)\nouts = outs + (ops.mean(d, (-2, -1), True), d.prod(-1))\n"
    "h = h + d.sum(axis=-2, keepdims=True).astype(ms.float32) * 0.1",
    "u = ops.cast(ops.abs(h) * 5, ms.uint8)\nouts = outs + (u.sum(axis=0), "
    "u.max(axis=-1, keepdims=True), u.min(axis=(0, 1)))",
    "m = h > {c}\nouts = outs + (m.sum(axis=-1, keepdims=True), "
    "m.any(axis=-2, keep_dims=True), m.all(axis=(-1,)))",
    "k = ops.cast(h * 8, ms.int16)\nouts = outs + (k.argmax(axis=-1), "
    "ops.argmin(k, -2, keepdims=True), k.sum(axis=(-2, -1)))",
    "k = ops.cast(h * 3, ms.int32)\nouts = outs + (k.mean(axis=-1), "
    "ops.ReduceMax(keep_dims=True)(k, -2))",
    # ordering along axes, with ties
    "k = ops.cast(h * 3, ms.int32)\nv, i = ops.sort(k, axis=0)\nouts = outs + (v, i)",
    "f = (h * 2).astype(ms.float16)\nv, i = ops.sort(f, axis=-1, descending=True)\n"
    "outs = outs + (v, i)\nh = h + v.astype(ms.float32) * 0.5",
    "outs = outs + (ops.argsort(h, axis=0), ops.argsort(h, axis=-1, descending=True))",
    "k = ops.cast(h * 8, ms.int16)\nouts = outs + (ops.sort(k, -1)[0], k.argsort(axis=-2))",
    "v, i = ops.topk(h.astype(ms.float16), 3, dim=-1, largest=False)\nouts = outs + (v, i)",
    "v, i = ops.topk(h, 2, dim=0)\nouts = outs + (i,)\nh = h + v.sum(axis=0, keepdims=True)",
    # cumulative ops along negative axes
    "outs = outs + (ops.cumsum(h, -2),)\nh = h + ops.cumprod(h * 0.5 + 1.0, -1) * 0.1",
    "f = h.astype(ms.float16)\nouts = outs + (ops.cumsum(f, 0), f.cumsum(-1))",
    "d = h.astype(ms.float64)\nh = h + ops.cumprod(d * 0.5, -2).astype(ms.float32)",
    "u = ops.cast(ops.abs(h) * 3, ms.uint8)\nm = h > {c}\nouts = outs + (ops.cumsum(u, -1), "
    "ops.cumsum(m.astype(ms.int32), 0))",
    # broadcasting of size-1 dimensions
    "col = h[:, :1]\nrow = y[:1]\nh = h + col * row - col / (ops.abs(row) + 1.0)",
    "a = h.reshape(4, 1, 6)\nb = y.reshape(1, 4, 6)\nh = h + (a * b).sum(axis=-3) * 0.1",
    "h = h + ops.broadcast_to(h.mean(axis=0, keep_dims=True), (4, 6)) * 0.5 + y[:, -1:]",
    "e = ops.expand_dims(h, -1) * ops.expand_dims(y, 1)\nh = h + e.mean(axis=-1)\n"
    "outs = outs + (e.sum(axis=(-2, -1)),)",
    # empty Tensors
    "e = h[:, 2:2]\nouts = outs + (e * 2.0 + 1.0, e.sum(axis=-1), e.sum(axis=0, keepdims=True), "
    "(e > 0).all(axis=0))",
    "e = h[4:]\nouts = outs + (ops.exp(e), e.astype(ms.int32).sum(axis=0), e.shape[0])\n"
    "h = h + e.sum(axis=0)",
    "e = ops.zeros((0, 6), ms.float32)\nh = h + ops.concat((e, y), 0) * {c}\n"
    "outs = outs + (e.sum(), e.mean(axis=-1))",
    "e = h[:, 3:3].astype(ms.int8)\nouts = outs + (e + 1, (e > 0).any(axis=-1), "
    "e.sum(axis=0, dtype=ms.int32))",
    "e = h[1:1]\nv, i = ops.sort(e, axis=-1)\nouts = outs + (v, i, e.reshape(0, 2, 3))",
    # where, comparisons and integer ops across dtypes
    "k = ops.cast(h * 4, ms.int32)\nouts = outs + (ops.where(h > 0, k, -1),)\n"
    "h = ops.where(k != 0, h, y)",
    "a = ops.cast(h * 4, ms.int8)\nb = (y * 4).astype(ms.float16)\nouts = outs + (a < b, "
    "a == ops.cast(b, ms.int8), ops.maximum(a, b))",
    "u = ops.cast(ops.abs(h) * 9, ms.uint8)\nouts = outs + (u & 6, u | 1, u ^ 5, u // 4, u % 3)",
    "k = ops.cast(h * 8, ms.int16)\nouts = outs + (k // -3, k % -3, -k // 4, k % 5)",
    # Python numbers of each kind against Tensors of each dtype; overflow and wrap-around
    "k = ops.cast(h * 4, ms.int8)\nu = ops.cast(ops.abs(h) * 4, ms.uint8)\nouts = outs + (k + 100, "
    "u - 1, True + k, k * 2.5, u * False)",
    "f = (h * 30000.0).astype(ms.float16)\ng = f * 4\nouts = outs + (g, g - g, g > 1e4, f + 0.5)",
    "m = h > {c}\nouts = outs + (m * 2.5, m + 1, m & (y > 0), m | True, ~m)",
    "d = y.astype(ms.float64)\nh = (h + d * 0.5 - 1).astype(ms.float32)\n"
    "outs = outs + (d * h, h / 3)",
    "a = ops.cast(h * 4, ms.int8)\nb = (y * 3).astype(ms.float16)\n"
    "outs = outs + (ops.where(h > 0, a, b), a + b, a * 1.5)\n"
    "h = h + (a + b).astype(ms.float32) * 0.1",
    # more reductions and shape ops over negative axes
    "outs = outs + (ops.std(h, -1, keepdims=True), h.var(axis=-2))\n"
    "h = h + ops.logsumexp(h, -1, keepdim=True) * 0.1",
    "t = h.reshape(2, 2, 6).swapaxes(-1, -2)\nh = h + t.flatten(start_dim=-2).reshape(4, 6) * 0.5\n"
    "outs = outs + (t.shape[-1], h.shape[-1] * 2 - len(h))",
    "e = ops.expand_dims(h, 1)\nh = ops.squeeze(e, -2) * 0.5 + ops.tile(y[:, -2:], (1, 3)) * 0.5",
    "k = ops.cast(h * 3, ms.int32)\nouts = outs + (ops.cumsum(k, -1, dtype=ms.float32), "
    "k.cumprod(-2), ops.cumsum(k.astype(ms.int8), 0))",
    "v, i = ops.sort(h, axis=-2)\nh = h + v * 0.5 + ops.cumprod(v, 0) * 0.1\nouts = outs + (i,)",
]

TEMPLATE = '''

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")

    def construct(self, x, y):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


def main():
    net = Net()
    res = [snap(net(X, X2)), snap(net(X3, X))]

    def loss(a, b):
        return net(a, b)[0].sum()

    res.append(snap(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params())(X2, X3)))
    res.append(snap(list(net.get_parameters())))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz27", seed, HEAD, TEMPLATE, _BODY)
