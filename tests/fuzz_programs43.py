"""Random programs for the forty-third GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz43):
gradients, in every form a MindSpore user writes them, of networks that mix layers, control
flow, Parameter writes, integer paths and multiple-result ops, built from a seed alone.
``Net.construct(self, x, y, n)`` (``x``/``y`` float32 (4, 6), ``n`` an int32 (4,)) keeps a
float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing statements from:

- multiple-result ops whose results are used further: ``ops.sort``/``topk``/``max``/``min``
  with indices (cast to float, gathered with, returned), ``split``/``chunk``/``unstack``/
  ``meshgrid``, ``argmax`` indices gathered with;
- ``ops.stop_gradient`` on ``h``, on a product, on a layer's output;
- integer and bool paths: a float cast to int32 and back (2.10 passes the cotangent through the
  casts, truncated), the int input scaled into ``h``, bool masks in ``where`` and products;
- ``if`` on Tensor conditions, ``while`` on Python and Tensor counters, ``for`` over ``range``,
  with layers and multiple-result ops inside;
- Parameter writes (``ops.assign``/``assign_add``, a slice setitem, an int counter) read back;
- ``nn.Dense``/``LayerNorm``/``BatchNorm1d`` (train and eval)/``Conv2d``/``MaxPool2d``/
  ``AvgPool2d``/``Dropout(p=0.0)``, a Cell with a custom ``bprop``;
- float16 round trips; an ``ms.jit`` function returning a dict holding a tuple.

``main()`` calls the network in train mode, then in eval mode, then takes two or three of these
gradients (drawn from the seed): ``ms.grad`` with a ``grad_position`` tuple and ``weights``,
``ms.value_and_grad`` with ``has_aux``, ``ops.GradOperation(get_all=True, sens_param=True)``,
``GradOperation(get_by_list=True)`` with a ``ParameterTuple``, ``ops.grad`` with
``grad_position=1``, ``GradOperation(sens_param=True)`` of a two-output Cell with a tuple of
sensitivities, a gradient of a gradient, a ``TrainOneStepCell`` step with SGD (which writes the
Parameters), and snaps every Parameter at the end; an error is snapped as its type's name and classes.
"""
import random

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter, ParameterTuple


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, dict):
        return {{k: snap(u) for k, u in v.items()}}
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    if isinstance(v, float):
        return ("float", v)
    return (type(v).__name__, v)


def guard(f, *args):
    try:
        return snap(f(*args))
    except Exception as e:  # pylint: disable=broad-except
        return ("error", type(e).__name__, tuple(c.__name__ for c in type(e).__mro__))


_G = np.arange(24).reshape(4, 6)
X = Tensor((np.sin(_G * 0.7) * 1.5).astype(np.float32))
Y = Tensor(np.cos(_G * 1.3).astype(np.float32))
N = Tensor(np.array([1, -2, 3, 0], np.int32))
SENS = Tensor(np.cos(_G * 0.4).astype(np.float32))


@ms.jit
def mix(a, b):
    return {{"s": a + b, "p": (a * b, a - b)}}


class Twice(nn.Cell):
    def construct(self, x):
        return x * x

    def bprop(self, x, out, dout):
        return (dout * 2 * x + 0.5,)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        w = np.cos(np.arange(36).reshape(6, 6) * 0.9).astype(np.float32) * 0.4
        self.dense = nn.Dense(6, 6, weight_init=Tensor(w), bias_init="zeros")
        self.ln = nn.LayerNorm((6,))
        self.bn = nn.BatchNorm1d(6)
        k = np.sin(np.arange(18).reshape(2, 1, 3, 3) * 1.1).astype(np.float32) * 0.5
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="same", weight_init=Tensor(k))
        self.pool = nn.MaxPool2d(kernel_size=2, stride=1, pad_mode="same")
        self.avg = nn.AvgPool2d(kernel_size=2, stride=1, pad_mode="same")
        self.drop = nn.Dropout(p=0.0)
        self.twice = Twice()
        self.p = Parameter(Tensor(np.linspace(-0.5, 1.0, 6).astype(np.float32)), name="p")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)

    def construct(self, x, y, n):
        h = x * self.p + y
        outs = ()
{body}
        return h, outs


class Head(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n):
        return self.net(x, y, n)[0]


class Two(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n):
        h = self.net(x, y, n)[0]
        return h, h.sum(1)


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n):
        return (self.net(x, y, n)[0] * 0.5).mean()
'''

# statements keeping h float32 (4, 6); {c} is -0.5, 0.25 or 0.5, literal braces doubled
MULTI = [
    "v, i = ops.sort(h, axis={ax}{desc})\nh = h + v * {c}\nouts = outs + (i,)",
    "v, i = ops.sort(h{desc})\nh = h + ops.cast(i, ms.float32) * {c}",
    "v, i = ops.topk(h, 3)\nh = h + ops.tile(v.sum(-1, keepdims=True), (1, 6)) * {c}\n"
    "outs = outs + (i,)",
    "v, i = ops.topk(h * y, 2)\nh = h + (v.mean() + i.astype(ms.float32).mean()) * {c}",
    "v, i = ops.{mm}(h, axis=1)\nh = h - v.reshape(4, 1) * {c}\nouts = outs + (i,)",
    "v, i = ops.{mm}(h, axis=0, keepdims=True)\nh = h * v + i.astype(ms.float32) * {c}",
    "a1, a2 = ops.split(h, 3, axis=1)\nh = ops.concat((a2 * {c}, a1), 1)",
    "a1, a2, a3 = ops.split(h, (1, 2, 3), 1)\nh = ops.cat((a3, a1 * 2, a2 + {c}), 1)",
    "c1, c2 = ops.chunk(h, 2, 0)\nh = ops.cat((c2, c1 + {c}))",
    "r = ops.unstack(h, 0)\nh = ops.stack((r[1], r[0], r[3] * {c}, r[2]))",
    "gx, gy = ops.meshgrid(h[:, 0], h[0], indexing='ij')\nh = h + gx * gy * {c}",
    "i = ops.argmax(h, -1)\nh = h + ops.gather_elements(h, 1, i.reshape(4, 1)) * {c}",
    "q = ops.sort(h, -1)[1]\nh = ops.gather_elements(h, 1, q) * {c} + h",
]
STOP = [
    "h = ops.stop_gradient(h) * {c} + h",
    "t = ops.stop_gradient(h * y)\nh = h + t * {c}",
    "h = h + ops.stop_gradient(self.dense(h))",
    "h = ops.stop_gradient(h)\nh = h + x * {c}",
]
INTS = [
    "q = (h * 3).astype(ms.int32)\nh = h + q.astype(ms.float32) * {c}",
    "h = h + (n.reshape(4, 1) * 2).astype(ms.float32) * {c}",
    "m = h > {c}\nh = ops.where(m, h * 2, h - 1)\nouts = outs + (m,)",
    "h = h * (n.reshape(4, 1) > 0) + {c}",
    "q = ops.cast(h, ms.int32) + n.reshape(4, 1)\nh = h + ops.cast(q, ms.float32) * {c}\n"
    "outs = outs + (q,)",
]
CONTROL = [
    "if h.sum() > {c}:\n    h = h * 0.5\nelse:\n    h = h + y",
    "k = 0\nwhile k < 2:\n    h = self.ln(h) + h * {c}\n    k += 1",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    h = h * 0.9 + ops.sort(h)[0] * 0.1\n    i += 1",
    "for j in range(2):\n    h = self.dense(h) * 0.5 + h * {c}",
    "if (n > 0).any():\n    v, i = ops.topk(h, 2)\n    h = h + v.mean() * {c}",
    "if h.max() > 1:\n    h = ops.relu(h) * {c}\nelif h.min() < -1:\n    h = h * y\nelse:\n"
    "    h = h - 1",
    "for r in (x, y):\n    h = h + r * {c}",
]
PARAMS = [
    "ops.assign_add(self.p, h.mean(0) * 0.1)\nh = h * self.p",
    "ops.assign(self.p, self.p * 0.9)\nh = h + self.p",
    "ops.assign_add(self.cnt, 1)\nouts = outs + (self.cnt * 1,)",
    "h = h + self.p * {c}",
]
LAYERS = [
    "h = self.dense(h) * {c} + h",
    "h = self.ln(h)",
    "h = self.bn(h) * 0.5 + h",
    "h = self.conv(h.reshape(1, 1, 4, 6)).mean(1).reshape(4, 6) + h * {c}",
    "h = self.pool(h.reshape(1, 1, 4, 6)).reshape(4, 6)",
    "h = self.avg(h.reshape(1, 1, 4, 6)).reshape(4, 6) + h",
    "h = self.drop(h) + {c}",
    "h = self.twice(h * 0.5) + h",
    "h = ops.relu(h) + ops.tanh(h) * {c}",
]
MIXED = [
    "h = (h.astype(ms.float16) * {c}).astype(ms.float32) + h",
    "t = h.astype(ms.float16)\nouts = outs + (t * t,)\nh = h + t.astype(ms.float32).mean()",
    "h = h + ops.cast(self.dense(h).astype(ms.float16), ms.float32) * {c}",
    "d = mix(h, y)\nh = d['s'] * 0.5 + d['p'][0] * {c}\nouts = outs + (d['p'][1],)",
    "h = h + x * y * {c}",
]
GROUPS = {"multi": (MULTI, 4), "stop": (STOP, 1.5), "ints": (INTS, 2), "control": (CONTROL, 2.5),
          "params": (PARAMS, 1.5), "layers": (LAYERS, 3), "mixed": (MIXED, 2)}

GRADS = {
    "grad_weights": '''
    def loss(x, y):
        h, outs = net(x, y, N)
        return (h * SENS).sum()
    res.append(guard(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params()), X, Y))
''',
    "value_and_grad_aux": '''
    def loss2(x):
        h, outs = net(x, Y, N)
        return h.sum(), outs
    res.append(guard(ms.value_and_grad(loss2, grad_position=0, weights=None, has_aux=True), X))
''',
    "get_all_sens": '''
    res.append(guard(ops.GradOperation(get_all=True, sens_param=True)(Head(net)), X, Y, N, SENS))
''',
    "get_by_list": '''
    params = ParameterTuple(net.trainable_params())
    res.append(guard(ops.GradOperation(get_by_list=True)(Head(net), params), Y, X, N))
''',
    "ops_grad_pos1": '''
    res.append(guard(ops.grad(Loss(net), grad_position=1), X, Y, N))
''',
    "second_order": '''
    def first(x):
        return (net(x, Y, N)[0] * SENS).sum()
    res.append(guard(ms.grad(ms.grad(first)), X))
''',
    "sens_tuple": '''
    res.append(guard(ops.GradOperation(sens_param=True)(Two(net)), X, Y, N, (SENS, SENS[:, 0])))
''',
    "train_step": '''
    train = nn.TrainOneStepCell(Loss(net), nn.SGD(net.trainable_params(), learning_rate=0.1))
    res.append(guard(train, X, Y, N))
    res.append(guard(train, Y, X, N))
''',
}

TAIL = '''

def main():
    net = Net()
    res = [guard(net, X, Y, N)]
    net.set_train(False)
    res.append(guard(net, Y, X, N))
    net.set_train(True)
{grads}    res.append(snap(list(net.get_parameters())))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz43:{seed}")
    names = list(GROUPS)
    statements = []
    for _ in range(r.randint(3, 7)):
        group = GROUPS[r.choices(names, [w for _, w in GROUPS.values()])[0]][0]
        statements.append(r.choice(group).format(
            c=r.choice([-0.5, 0.25, 0.5]), ax=r.choice([-1, 0]),
            desc=r.choice(["", ", descending=True"]), mm=r.choice(["max", "min"])))
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    picked = r.sample(sorted(GRADS), r.randint(2, 3))
    if "second_order" in picked:
        # 2.10 has no second-order MaxPool gradient on CPU (MaxPoolGradGrad, both modes), and
        # minicell's modes differ there (test_graph_fuzz43's docstring)
        body = body.replace("self.pool(", "self.avg(")
    grads = "".join(GRADS[k] for k in picked)
    return HEAD.format(body=body) + TAIL.format(grads=grads)
