"""The module around each ``fuzz_programs5`` program. ``str.format`` fields: ``helpers``
(module-level functions with loops and early ``return``), ``inner`` (the body of
``Inner.construct(a, b)``, a float function the harness transforms), ``construct`` (the body of
``Prog.construct(x, k, h)``), ``loss``, ``elementwise`` (whether ``Inner`` is elementwise, so
that a nested ``vmap`` down to scalars is valid) and ``differentiable`` (False for a program
that 2.10 cannot differentiate in GRAPH_MODE).

``Prog`` holds Primitive instances built in ``__init__`` (``from mindspore.ops import
operations as P``) and plain attributes read in construct (``self.axis``, ``self.perm``, ...);
``TGrad``/``TVmap``/``TJvp``/``TGrad2``/``TVjp``/``TSens`` call a functional transform inside a construct, so
GRAPH_MODE compiles the transform itself."""

TEMPLATE = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter
from minicell.ops import operations as P
{helpers}

class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(-0.4, 0.6, 6).astype(np.float32)), name="iw")
        self.mul = P.Mul()
        self.add = P.Add()
        self.exp = P.Exp()
        self.sin = P.Sin()
        self.rsum_k = P.ReduceSum(keep_dims=True)
        self.scale = 0.5

    def construct(self, a, b):
{inner}


class TGrad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a, b):
        return ms.grad(self.net, grad_position=(0, 1))(a, b)


class TVmap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a, b):
        return ms.vmap(self.net, in_axes=(0, None), out_axes=0)(a, b)


class TJvp(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a, b, ta):
        return ops.jvp(self.net, (a, b), (ta, ops.ones_like(b)))


class TGrad2(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a, b):
        g1 = ms.grad(self.net, grad_position=0)
        return ms.grad(g1, grad_position=0)(a, b)


class TVjp(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a, b):
        out, fn = ops.vjp(self.net, a, b)
        return out, fn((ops.ones_like(out[0]), out[1] * 0.5))


class TSens(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b):
        return self.grad(self.net)(a, b, (a * 0.5, ops.ones_like(b)))


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(-0.8, 1.1, 24).reshape(4, 6).astype(np.float32)), name="w")
        self.rsum_k = P.ReduceSum(keep_dims=True)
        self.rsum = P.ReduceSum()
        self.rmax = P.ReduceMax()
        self.rmean_k = P.ReduceMean(keep_dims=True)
        self.transpose = P.Transpose()
        self.matmul = P.MatMul()
        self.matmul_tb = P.MatMul(transpose_b=True)
        self.concat0 = P.Concat(0)
        self.concat1 = P.Concat(axis=1)
        self.split0_2 = P.Split(0, 2)
        self.split1_2 = P.Split(axis=1, output_num=2)
        self.split1_3 = P.Split(1, 3)
        self.ss = P.StridedSlice()
        self.gather = P.Gather()
        self.cast = P.Cast()
        self.expand = P.ExpandDims()
        self.tile = P.Tile()
        self.onehot = P.OneHot()
        self.amwv = P.ArgMaxWithValue(axis=-1)
        self.amwv0 = P.ArgMaxWithValue(axis=0, keep_dims=True)
        self.topk = P.TopK(sorted=True)
        self.p_add = P.Add()
        self.p_mul = P.Mul()
        self.p_sub = P.Sub()
        self.p_max = P.Maximum()
        self.p_exp = P.Exp()
        self.p_sqrt = P.Sqrt()
        self.p_relu = P.ReLU()
        self.p_square = P.Square()
        self.p_neg = P.Neg()
        self.p_sin = P.Sin()
        self.softmax = P.Softmax(axis=-1)
        self.reshape = P.Reshape()
        self.shape_op = P.Shape()
        self.less = P.Less()
        self.select = P.Select()
        self.stack = P.Stack(axis=0)
        self.cumsum = P.CumSum()
        self.zeros_like = P.ZerosLike()
        self.squeeze0 = P.Squeeze(0)
        self.assign_add = P.AssignAdd()
        self.assign = P.Assign()
        self.acc = Parameter(Tensor(np.zeros(6, np.float32)), name="acc", requires_grad=False)
        self.rall = P.ReduceAll(keep_dims=False)
        self.rany = P.ReduceAny(keep_dims=True)
        self.rprod = P.ReduceProd()
        self.argmax = P.Argmax(axis=-1, output_type=ms.int32)
        self.amin = P.ArgMinWithValue(axis=0)
        self.sort = P.Sort(axis=-1, descending=True)
        self.realdiv = P.RealDiv()
        self.floordiv = P.FloorDiv()
        self.p_min = P.Minimum()
        self.p_pow = P.Pow()
        self.sign = P.Sign()
        self.floor = P.Floor()
        self.p_abs = P.Abs()
        self.sigmoid = P.Sigmoid()
        self.log_softmax = P.LogSoftmax(axis=-1)
        self.erf = P.Erf()
        self.bias_add = P.BiasAdd()
        self.slice = P.Slice()
        self.size = P.Size()
        self.rank = P.Rank()
        self.flatten = P.Flatten()
        self.squeeze = P.Squeeze()
        self.bias = Tensor(np.linspace(-1.0, 1.0, 6).astype(np.float32))
        self.gidx = Tensor(np.array([2, 0, 1], np.int32))
        self.on = Tensor(1.0, ms.float32)
        self.off = Tensor(0.0, ms.float32)
        self.acts = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])
        self.axis = 1
        self.axis0 = 0
        self.perm = (1, 0)
        self.depth = 5
        self.scale = 0.5
        self.flag = True
        self.sizes = (2, 3)

    def construct(self, x, k, h):
{construct}


class LossNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, k, h):
        o = self.net(x, k, h)
        return {loss}


INNER_ELEMENTWISE = {elementwise}
DIFFERENTIABLE = {differentiable}
'''
