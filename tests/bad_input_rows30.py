"""Rows of ``test_bad_input_catalogue30``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad30's k0, k1): round 29's
leftovers: ``topk``'s k/dim, the Reduce primitives' axis range, the losses' shape texts,
``export``/``load``/``nn.GraphCell`` (paths are this module's temporary folder ``D``, removed
at exit)."""
import atexit
import shutil
import tempfile

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

D = tempfile.mkdtemp(prefix="minicell_bad30_") + "/"
atexit.register(shutil.rmtree, D, True)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

x4 = Tensor(np.ones((2, 4), np.float32))

y3 = Tensor(np.ones((3,), np.float32))

lab = Tensor(np.array([0, 1], np.int32))

lab3 = Tensor(np.array([0, 1, 1], np.int32))

p01 = Tensor(np.full((2, 3), 0.5, np.float32))

ROWS = {
    'topk k big dim0': (lambda: ops.topk(x, 3, 0),
        ValueError, 'For primitive[TopK], the k must be in (0,2], but got 3.'),
    'topk k 0': (lambda: ops.topk(x, 0),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 0.'),
    'topk k neg': (lambda: ops.topk(x, -1),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got -1.'),
    'topk k big': (lambda: ops.topk(x, 4),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 4.'),
    'topk k float': (lambda: ops.topk(x, 1.5),
        TypeError, 'For primitive[TopK], the input argument[k] must be a type of {Int32, '
                   'Int64}, but got Float32.'),
    'topk dim 2': (lambda: ops.topk(x, 1, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'Tensor.topk k big': (lambda: x.topk(4),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 4.'),
    'TopK prim k big': (lambda: ops.TopK()(x, 4),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 4.'),
    'ReduceSum axis -3': (lambda: ops.ReduceSum()(x, -3),
        ValueError, 'For primitive[ReduceSum], the axis value must be in [-2,2), but got -3.'),
    'ReduceSum axis 2': (lambda: ops.ReduceSum()(x, 2),
        ValueError, 'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    'ReduceSum keep axis': (lambda: ops.ReduceSum(True)(x, (0, 2)),
        ValueError, 'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    'ReduceSum axis float': (lambda: ops.ReduceSum()(x, 1.0),
        TypeError, 'Failed calling ReduceSum with "ReduceSum(keep_dims=bool, '
                   'skip_mode=bool)(x=Tensor, axis=float)".\nThe valid calling should be: '
                   '\n"ReduceSum(keep_dims=<bool>, skip_mode=<bool>)(x=<Tensor>, axis=<list '
                   'of int, int, Tensor, tuple of int>)".'),
    'ReduceMin axis': (lambda: ops.ReduceMin()(x, 2),
        ValueError, 'For primitive[ReduceMin], the axis value must be in [-2,2), but got 2.'),
    'ReduceProd axis': (lambda: ops.ReduceProd()(x, 2),
        ValueError, 'For primitive[ReduceProd], the axis value must be in [-2,2), but got 2.'),
    'ReduceAll axis': (lambda: ops.ReduceAll()(Tensor(np.ones((2, 3), np.bool_)), 2),
        ValueError, 'For primitive[ReduceAll], the axis value must be in [-2,2), but got 2.'),
    'ReduceAny axis': (lambda: ops.ReduceAny()(Tensor(np.ones((2, 3), np.bool_)), 2),
        ValueError, 'For primitive[ReduceAny], the axis value must be in [-2,2), but got 2.'),
    'MSELoss shape': (lambda: nn.MSELoss()(x, y3[:2]),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[2] or other.shape[1] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [2, 3] and other.shape = [2]'),
    'MSELoss shape2': (lambda: nn.MSELoss()(x, x4),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[3] or other.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [2, 3] and other.shape = [2, 4]'),
    'L1Loss shape': (lambda: nn.L1Loss()(x, x4),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[3] or other.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [2, 3] and other.shape = [2, 4]'),
    'SmoothL1Loss shape': (lambda: nn.SmoothL1Loss()(x, x4),
        ValueError, 'For primitive[SmoothL1Loss], the prediction_shape: [2,3,] must be equal '
                    'to [2,4,]'),
    'SmoothL1Loss reduction': (lambda: nn.SmoothL1Loss(reduction="bad"),
        ValueError, "For 'SmoothL1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                    'but got bad.'),
    'MSELoss reduction': (lambda: nn.MSELoss(reduction="bad"),
        ValueError, "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got bad.'),
    'BCELoss shape': (lambda: nn.BCELoss()(p01, Tensor(np.ones((2, 4), np.float32))),
        ValueError, 'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal '
                    'to [2,4,]'),
    'BCELoss weight shape': (lambda: nn.BCELoss(weight=y3)(Tensor(np.full((2, 4), .5, np.float32)), Tensor(np.ones((2, 4), np.float32))),
        ValueError, "For 'BinaryCrossEntropy', the shape of 'weight' can not broadcast to the "
                    "shape of 'input'."),
    'BCELoss reduction': (lambda: nn.BCELoss(reduction="bad"),
        ValueError, "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got bad.'),
    'BCEWithLogits shape': (lambda: nn.BCEWithLogitsLoss()(x, x4),
        ValueError, "For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not "
                    "equal, 'input' shape: [const vector]{2, 3}, 'target' shape: [const "
                    'vector]{2, 4}'),
    'KLDivLoss shape': (lambda: nn.KLDivLoss()(x, x4),
        ValueError, 'For primitive[KLDivLoss], the x shape: [2,3,] must be equal to [2,4,]'),
    'CrossEntropyLoss label shape': (lambda: nn.CrossEntropyLoss()(x, lab3),
        ValueError, "For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, "
                    "...), and the shape of 'labels' should be (N, d_0, d_1, ...), but get "
                    "'logits' shape: (2, 3) and 'labels' shape: (3,)."),
    'CrossEntropyLoss reduction': (lambda: nn.CrossEntropyLoss(reduction="bad"),
        ValueError, "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', "
                    "'none'], but got bad."),
    'SoftmaxCE shape': (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(x, lab3),
        ValueError, "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be "
                    "consistent with 'logits' shape, but got 'label' shape: (3, 3), 'logits' "
                    'shape: (2, 3).'),
    'SoftmaxCE dense shape': (lambda: nn.SoftmaxCrossEntropyWithLogits()(x, x4),
        ValueError, "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be "
                    "consistent with 'logits' shape, but got 'label' shape: (2, 4), 'logits' "
                    'shape: (2, 3).'),
    'HuberLoss shape': (lambda: nn.HuberLoss()(x, x4),
        ValueError, "For 'Sub', input1.shape and input2.shape need to broadcast. The value of "
                    'input1.shape[3] or input2.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input1.shape = [2, 3] and input2.shape = [2, 4]'),
    'CosineEmbeddingLoss shape': (lambda: nn.CosineEmbeddingLoss()(x, x4, lab),
        ValueError, "For 'SameTypeShape', the x shape should be = y shape: (2, 4), but got (2, "
                    '3).'),
    'MarginRankingLoss shape': (lambda: nn.MarginRankingLoss()(x, x4, x),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[3] or other.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [2, 3] and other.shape = [2, 4]'),
    'SoftMarginLoss shape': (lambda: nn.SoftMarginLoss()(x, x4),
        ValueError, 'For primitive[SoftMarginLoss], the input_shape: [2,3,] must be equal to '
                    '[2,4,]'),
    'MultiLabelSoftMargin shape': (lambda: nn.MultiLabelSoftMarginLoss()(x, x4),
        ValueError, "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
                    'input1.shape[3] or input2.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input1.shape = [2, 4] and input2.shape = [2, 3]'),
    'PoissonNLLLoss shape': (lambda: nn.PoissonNLLLoss()(x, x4),
        ValueError, "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
                    'input1.shape[3] or input2.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input1.shape = [2, 4] and input2.shape = [2, 3]'),
    'ops.mse_loss shape': (lambda: ops.mse_loss(x, x4),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[3] or other.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [2, 3] and other.shape = [2, 4]'),
    'ops.l1_loss shape': (lambda: ops.l1_loss(x, x4),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[3] or other.shape[3] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [2, 3] and other.shape = [2, 4]'),
    'ops.smooth_l1_loss shape': (lambda: ops.smooth_l1_loss(x, x4),
        ValueError, 'For primitive[SmoothL1Loss], the prediction_shape: [2,3,] must be equal '
                    'to [2,4,]'),
    'ops.binary_cross_entropy shape': (lambda: ops.binary_cross_entropy(p01, Tensor(np.ones((2, 4), np.float32))),
        ValueError, 'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal '
                    'to [2,4,]'),
    'ops.kl_div shape': (lambda: ops.kl_div(x, x4),
        ValueError, 'For primitive[KLDivLoss], the x shape: [2,3,] must be equal to [2,4,]'),
    'export fmt': (lambda: ms.export(nn.Dense(3, 2), x, file_name=D + "e1", file_format="BAD"),
        ValueError, "For 'export', 'file_format' must be one of ['AIR', 'ONNX', 'MINDIR'], but "
                    'got BAD.'),
    'export not cell': (lambda: ms.export(3, x, file_name=D + "e3", file_format="MINDIR"),
        RuntimeError, 'fn 3 is not function or method'),
    'export name int': (lambda: ms.export(nn.Dense(3, 2), x, file_name=3, file_format="MINDIR"),
        TypeError, "The '3' must be string, but got <class 'int'>."),
    'load missing': (lambda: ms.load(D + "none.mindir"),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) does not exist, please "
                    "check whether the 'file_name' is correct."),
    'load wrong suffix': (lambda: ms.load(D + "none.ckpt"),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) should end with "
                    "'.mindir', please input the correct 'file_name'."),
    'GraphCell int': (lambda: nn.GraphCell(3),
        TypeError, "For 'GraphCell', the argument 'graph' must be a FuncGraph loaded from "
                   "MindIR, but got type <class 'int'>."),
    'GraphCell None': (lambda: nn.GraphCell(None),
        TypeError, "For 'GraphCell', the argument 'graph' must be a FuncGraph loaded from "
                   "MindIR, but got type <class 'NoneType'>."),
    'GraphCell str': (lambda: nn.GraphCell("abc"),
        TypeError, "For 'GraphCell', the argument 'graph' must be a FuncGraph loaded from "
                   "MindIR, but got type <class 'str'>."),
    'topk dim 1.5': (lambda: ops.topk(x, 1, 1.5),
        TypeError, 'For ops.swapaxes, the axis argument must be integer, but got <class '
                   "'float'>."),
    'topk dim 2.0': (lambda: ops.topk(x, 1, 2.0),
        TypeError, 'For ops.swapaxes, the axis argument must be integer, but got <class '
                   "'float'>."),
    'topk k str': (lambda: ops.topk(x, "a"),
        TypeError, 'For primitive[TopK], the input argument[k] must be a type of {Int32, '
                   'Int64}, but got String.'),
    'topk k bool': (lambda: ops.topk(x, True),
        TypeError, 'For primitive[TopK], the input argument[k] must be a type of {Int32, '
                   'Int64}, but got Bool.'),
    'topk dim str': (lambda: ops.topk(x, 1, "a"),
        TypeError, 'For ops.swapaxes, the axis argument must be integer, but got <class '
                   "'str'>."),
    'topk k 2.0': (lambda: ops.topk(x, 2.0),
        TypeError, 'For primitive[TopK], the input argument[k] must be a type of {Int32, '
                   'Int64}, but got Float32.'),
    'topk dim -3': (lambda: ops.topk(x, 1, -3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    'topk 0d': (lambda: ops.topk(Tensor(1.0), 1),
        RuntimeError, "For 'TopK', the dimension of input must be greater than 0, but got empty "
                      'input.'),
    'TopK k float': (lambda: ops.TopK()(x, 1.5),
        TypeError, 'For primitive[TopK], the input argument[k] must be a type of {Int32, '
                   'Int64}, but got Float32.'),
    'mse_loss 3 vs 2': (lambda: ops.mse_loss(Tensor(np.ones((3,), np.float32)), Tensor(np.ones((2,), np.float32))),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    'input.shape[1] or other.shape[1] must be 1 or -1 when they are not the '
                    'same, but got input.shape = [3] and other.shape = [2]'),
    'smooth_l1 3 vs 1': (lambda: ops.smooth_l1_loss(Tensor(np.ones((3,), np.float32)), Tensor(np.ones((1,), np.float32))),
        ValueError, 'For primitive[SmoothL1Loss], the prediction_shape: [3,] must be equal to '
                    '[1,]'),
    'smooth_l1 3d': (lambda: ops.smooth_l1_loss(Tensor(np.ones((2, 1, 3), np.float32)), Tensor(np.ones((2, 2, 3), np.float32))),
        ValueError, 'For primitive[SmoothL1Loss], the prediction_shape: [2,1,3,] must be equal '
                    'to [2,2,3,]'),
    'kl_div 1 bcast': (lambda: ops.kl_div(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((1, 3), np.float32))).asnumpy().tolist(),
        ValueError, 'For primitive[KLDivLoss], the x shape: [2,3,] must be equal to [1,3,]'),
    'bce 1 bcast': (lambda: ops.binary_cross_entropy(Tensor(np.full((2, 3), .5, np.float32)), Tensor(np.ones((1, 3), np.float32))),
        ValueError, 'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal '
                    'to [1,3,]'),
    'soft_margin bcast': (lambda: nn.SoftMarginLoss()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((1, 3), np.float32))),
        ValueError, 'For primitive[SoftMarginLoss], the input_shape: [2,3,] must be equal to '
                    '[1,3,]'),
}
