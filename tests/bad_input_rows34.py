"""Rows of ``test_bad_input_catalogue34``: MindSpore 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per forked process; /tmp/bad34's g*.py): the one-type check of
a primitive's infer ('For primitive[Op], the input type must be same.' then one 'name:[n]:T.'
line per operand, listed by name; a Parameter is a 'Ref[Tensor[...]]' for the convolutions and
BiasAdd), which the matrix products MatMulExt/BatchMatMul(Ext)/Dense give only in a graph
(GRAPH_MODE or ``@jit``, operands named ``x`` and ``w``; eagerly their 'should be same as'
text), and the 2-d transposed convolutions name their input ``doutput`` and weight ``x``."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, mint, nn, ops


def f32(*s):
    return Tensor(np.ones(s, np.float32))


def f16(*s):
    return Tensor(np.ones(s, np.float16))


def i32(*s):
    return Tensor(np.ones(s, np.int32))


def graph(f):
    def g():
        ms.set_context(mode=ms.GRAPH_MODE)
        return f()
    return g


class _Two(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x, w):
        return self.p(x, w)


class _Cast(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, a):
        return self.p(a, a.astype(ms.float16))


class _Weight(nn.Cell):
    def __init__(self, p, w):
        super().__init__()
        self.p = p
        self.w = Parameter(w, name="weight")

    def construct(self, x):
        return self.p(x, self.w)


@ms.jit
def _jit_matmul(a, b):
    return ops.matmul(a, b)


@ms.jit
def _jit_at(a, b):
    return a @ b


@ms.jit
def _jit_bmm(a, b):
    return ops.bmm(a, b)


@ms.jit
def _jit_mint_bmm(a, b):
    return mint.bmm(a, b)


@ms.jit
def _jit_dense(a, b):
    return ops.dense(a, b)


@ms.jit
def _jit_backprop_input(a, b):
    return ops.Conv2DBackpropInput(2, 1)(a, b, (1, 1, 3, 3))


_SAME = "For primitive[{}], the input type must be same.\n"
_BMM_G = _SAME.format("BatchMatMul") + "name:[w]:Tensor[Float16].\nname:[x]:Tensor[Float32]."
_EXT_G = _SAME.format("MatMulExt") + "name:[w]:Tensor[Float16].\nname:[x]:Tensor[Float32]."
_MM = ("For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
       "Tensor[Float32] and 'x2' with type Tensor[Float16].")
_CONV_REF = _SAME.format("Conv2D") + "name:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Float16]."

ROWS = {
    "BatchMatMul eager": (lambda: _Two(ops.BatchMatMul())(f32(2, 2, 2), f16(2, 2, 2)), TypeError,
                          "For 'BatchMatMul', the type of 'x2' should be same as 'x1', but got "
                          "'x1' with type Tensor[Float32] and 'x2' with type Tensor[Float16]."),
    "BatchMatMul graph": (graph(lambda: _Two(ops.BatchMatMul())(f32(2, 2, 2), f16(2, 2, 2))),
                          TypeError, _BMM_G),
    "BatchMatMul graph int": (graph(lambda: _Two(ops.BatchMatMul())(f32(2, 2, 2), i32(2, 2, 2))),
                              TypeError, _SAME.format("BatchMatMul") + "name:[w]:Tensor[Int32]."
                              "\nname:[x]:Tensor[Float32]."),
    "BatchMatMul graph computed operand": (graph(lambda: _Cast(ops.BatchMatMul())(f32(2, 2, 2))),
                                           TypeError, _BMM_G),
    "BatchMatMul graph Parameter": (graph(lambda: _Weight(ops.BatchMatMul(), f16(2, 2, 2))(
        f32(2, 2, 2))), TypeError, _SAME.format("BatchMatMul") + "name:[w]:Ref[Tensor[Float16]]."
        "\nname:[x]:Tensor[Float32]."),
    "BatchMatMul graph transpose_a": (graph(lambda: _Two(ops.BatchMatMul(transpose_a=True))(
        f32(2, 2, 2), f16(2, 2, 2))), TypeError, _BMM_G),
    "BatchMatMul graph int with f16": (graph(lambda: _Two(ops.BatchMatMul())(
        i32(2, 2, 2), f16(2, 2, 2))), TypeError, _SAME.format("BatchMatMul") +
        "name:[w]:Tensor[Float16].\nname:[x]:Tensor[Int32]."),
    "MatMul graph keeps its text": (graph(lambda: _Two(ops.MatMul())(f32(2, 2), f16(2, 2))),
                                    TypeError, _MM),
    "MatMul graph Parameter": (graph(lambda: _Weight(ops.MatMul(), f16(2, 2))(f32(2, 2))),
                               TypeError, _MM),
    "jit ops.bmm": (lambda: _jit_bmm(f32(2, 2, 2), f16(2, 2, 2)), TypeError, _BMM_G),
    "jit ops.matmul 3-d": (lambda: _jit_matmul(f32(2, 2, 2), f16(2, 2, 2)), TypeError, _EXT_G),
    "jit ops.matmul 1-d": (lambda: _jit_matmul(f32(2), f16(2)), TypeError, _EXT_G),
    "jit operator @": (lambda: _jit_at(f32(2, 2), f16(2, 2)), TypeError, _EXT_G),
    "jit mint.bmm": (lambda: _jit_mint_bmm(f32(2, 2, 2), f16(2, 2, 2)), TypeError,
                     _SAME.format("BatchMatMulExt") + "name:[w]:Tensor[Float16].\n"
                     "name:[x]:Tensor[Float32]."),
    "mint.bmm eager": (lambda: mint.bmm(f32(2, 2, 2), f16(2, 2, 2)), TypeError,
                       "For 'BatchMatMulExt', the type of 'x2' should be same as 'x1', but got "
                       "'x1' with type Tensor[Float32] and 'x2' with type Tensor[Float16]."),
    "jit ops.dense": (lambda: _jit_dense(f16(2, 3), f32(2, 3)), TypeError,
                      _SAME.format("Dense") + "name:[w]:Tensor[Float32].\n"
                      "name:[x]:Tensor[Float16]."),
    "nn.Dense float16 input eager": (lambda: nn.Dense(3, 2)(f16(2, 3)), TypeError,
                                     "For 'MatMul', the type of 'x2' should be same as 'x1', but "
                                     "got 'x1' with type Tensor[Float16] and 'x2' with type "
                                     "Tensor[Float32]."),
    "nn.Dense float16 input graph": (graph(lambda: nn.Dense(3, 2)(f16(2, 3))), TypeError,
                                     "For 'MatMul', the type of 'x2' should be same as 'x1', but "
                                     "got 'x1' with type Tensor[Float16] and 'x2' with type "
                                     "Tensor[Float32]."),
    "ops.conv2d": (lambda: ops.conv2d(f32(1, 1, 3, 3), f16(2, 1, 1, 1)), TypeError,
                   _SAME.format("Conv2D") + "name:[w]:Tensor[Float16].\nname:[x]:Tensor[Float32]."),
    "ops.conv2d int weight": (lambda: ops.conv2d(f32(1, 1, 3, 3), i32(2, 1, 1, 1)), TypeError,
                              _SAME.format("Conv2D") + "name:[w]:Tensor[Int32].\n"
                              "name:[x]:Tensor[Float32]."),
    "ops.conv1d": (lambda: ops.conv1d(f32(1, 1, 3), f16(2, 1, 1)), TypeError,
                   _SAME.format("Conv2D") + "name:[w]:Tensor[Float16].\nname:[x]:Tensor[Float32]."),
    "ops.conv3d": (lambda: ops.conv3d(f32(1, 1, 3, 3, 3), f16(2, 1, 1, 1, 1)), TypeError,
                   _SAME.format("Conv3D") + "name:[w]:Tensor[Float16].\nname:[x]:Tensor[Float32]."),
    "Conv2D graph Parameter": (graph(lambda: _Weight(ops.Conv2D(2, 1), f16(2, 1, 1, 1))(
        f32(1, 1, 3, 3))), TypeError, _SAME.format("Conv2D") + "name:[w]:Ref[Tensor[Float16]]."
        "\nname:[x]:Tensor[Float32]."),
    "nn.Conv2d float16 input": (lambda: nn.Conv2d(1, 2, 1)(f16(1, 1, 3, 3)), TypeError,
                                _CONV_REF),
    "nn.Conv2d float16 input graph": (graph(lambda: nn.Conv2d(1, 2, 1, has_bias=True)(
        f16(1, 1, 3, 3))), TypeError, _CONV_REF),
    "nn.Conv1d float16 input graph": (graph(lambda: nn.Conv1d(1, 2, 1)(f16(1, 1, 3))), TypeError,
                                      _CONV_REF),
    "nn.Conv3d float16 input graph": (graph(lambda: nn.Conv3d(1, 2, 1)(f16(1, 1, 3, 3, 3))),
                                      TypeError, _SAME.format("Conv3D") +
                                      "name:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Float16]."),
    "nn.Conv2dTranspose float16 input": (lambda: nn.Conv2dTranspose(1, 2, 1)(f16(1, 1, 3, 3)),
                                         TypeError, _SAME.format("Conv2DTranspose") +
                                         "name:[doutput]:Tensor[Float16].\n"
                                         "name:[x]:Ref[Tensor[Float32]]."),
    "nn.Conv1dTranspose float16 input": (lambda: nn.Conv1dTranspose(1, 2, 1)(f16(1, 1, 3)),
                                         TypeError, _SAME.format("Conv2DBackpropInput") +
                                         "name:[doutput]:Tensor[Float16].\n"
                                         "name:[x]:Ref[Tensor[Float32]]."),
    "nn.Conv3dTranspose float16 input": (lambda: nn.Conv3dTranspose(1, 2, 1)(
        f16(1, 1, 3, 3, 3)), TypeError, _SAME.format("Conv3DTranspose") +
        "name:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Float16]."),
    "Conv2DTranspose int weight": (lambda: ops.Conv2DTranspose(2, 1)(
        f32(1, 1, 3, 3), i32(1, 2, 1, 1), (1, 2, 3, 3)), TypeError,
        _SAME.format("Conv2DTranspose") + "name:[doutput]:Tensor[Float32].\n"
        "name:[x]:Tensor[Int32]."),
    "Conv2DBackpropInput": (lambda: ops.Conv2DBackpropInput(2, 1)(
        f32(1, 2, 3, 3), f16(2, 1, 1, 1), (1, 1, 3, 3)), TypeError,
        _SAME.format("Conv2DBackpropInput") + "name:[doutput]:Tensor[Float32].\n"
        "name:[x]:Tensor[Float16]."),
    "jit Conv2DBackpropInput": (lambda: _jit_backprop_input(f32(1, 2, 3, 3), f16(2, 1, 1, 1)),
                                TypeError, _SAME.format("Conv2DBackpropInput") +
                                "name:[doutput]:Tensor[Float32].\nname:[x]:Tensor[Float16]."),
    "Conv3DTranspose": (lambda: ops.Conv3DTranspose(1, 2, 1)(f32(1, 1, 3, 3, 3),
                                                            f16(1, 2, 1, 1, 1)), TypeError,
                        _SAME.format("Conv3DTranspose") + "name:[w]:Tensor[Float16].\n"
                        "name:[x]:Tensor[Float32]."),
    "bias_add": (lambda: ops.bias_add(f32(2, 3), f16(3)), TypeError,
                 _SAME.format("BiasAdd") + "name:[bias]:Tensor[Float16].\n"
                 "name:[input_x]:Tensor[Float32]."),
    "bias_add Parameter": (lambda: ops.bias_add(f32(2, 3), Parameter(f16(3), name="b")),
                           TypeError, _SAME.format("BiasAdd") + "name:[bias]:Ref[Tensor[Float16]]"
                           ".\nname:[input_x]:Tensor[Float32]."),
    "polar": (lambda: ops.polar(f32(2), f16(2)), TypeError,
              _SAME.format("Polar") + "name:[abs]:Tensor[Float32].\nname:[angle]:Tensor[Float16]."),
    "polar Parameter shows no Ref": (lambda: ops.polar(Parameter(f32(2), name="a"), f16(2)),
                                     TypeError, _SAME.format("Polar") + "name:[abs]:Tensor[Float32]"
                                     ".\nname:[angle]:Tensor[Float16]."),
    "isclose": (lambda: ops.isclose(f32(2), i32(2)), TypeError,
                _SAME.format("IsClose") + "name:[input]:Tensor[Float32].\n"
                "name:[other]:Tensor[Int32]."),
    "cdist": (lambda: ops.cdist(f32(2, 3), f16(2, 3)), TypeError,
              "For Primitive[Cdist], the input type must be same.\nname:[input_x]:Tensor[Float32].\n"
              "name:[input_y]:Tensor[Float16]."),
    "kl_div": (lambda: ops.kl_div(f32(2, 3), f16(2, 3)), TypeError,
               _SAME.format("KLDivLoss") + "name:[target]:Tensor[Float16].\n"
               "name:[x]:Tensor[Float32]."),
    "addcmul lists its three operands": (lambda: ops.addcmul(f32(3), f32(3), f16(3), f32(1)),
                                         TypeError, _SAME.format("Addcmul") +
                                         "name:[input]:Tensor[Float32].\n"
                                         "name:[tensor1]:Tensor[Float32].\n"
                                         "name:[tensor2]:Tensor[Float16]."),
    "mint.scatter_add": (lambda: mint.scatter_add(f32(2, 3), 0, Tensor(np.zeros((2, 3), np.int64)),
                                                  f16(2, 3)), TypeError,
                         _SAME.format("ScatterAddExt") + "name:[input]:Tensor[Float32].\n"
                         "name:[src]:Tensor[Float16]."),
    "tensor_scatter_update": (lambda: ops.tensor_scatter_update(f32(3), i32(1, 1), f16(1)),
                              TypeError, _SAME.format("TensorScatterUpdate") +
                              "name:[input_x]:Tensor[Float32].\nname:[updates]:Tensor[Float16]."),
    "tensor_scatter_elements": (lambda: ops.tensor_scatter_elements(f32(3), i32(1), f16(1)),
                                TypeError, _SAME.format("TensorScatterElements") +
                                "name:[input_x]:Tensor[Float32].\n"
                                "name:[updates]:Tensor[Float16]."),
    "scatter shows bare dtypes": (lambda: ops.scatter(f32(3), 0, Tensor(np.zeros(1, np.int64)),
                                                      f16(1)), TypeError,
                                  _SAME.format("Scatter") + "name:[input]:Float32.\n"
                                  "name:[src]:Float16."),
}
