"""Rows of ``test_bad_input_catalogue41`` (ops, mint and mint.nn.functional with bad shapes
and arguments; serialization and context misuse): MindSpore 2.10's exception type and text for
each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s58/bad41/cand_ops.py); ``{TMP}`` in a text is the row's temporary directory.
Left out (minicell differs): kernels 2.10's CPU lacks (Mm, ArgSort, Roll, Dot, BincountExt,
Embedding, Hardtanh, L1LossExt, LogSoftmaxExt, AvgPool1D, FuncMaxPool2D, InplaceRandom),
kernel-selection and framework texts (Gather of a float index, TensorScatterElements' axis,
ScatterNdAdd's launch failure), ops.conv2d/conv1d/max_pool2d/avg_pool2d/adaptive_avg_pool2d/
pixel_shuffle/grid_sample/interpolate/batch_norm texts, cumsum's dtype text, cross's and cdist's
texts, dist's p type, baddbmm/addmm/linear/clamp shape texts, 'IsClose', histc's bins, full's
and rand's parser texts, randn's 'Empty', OneHotExt's num_classes, multinomial's text,
leaky_relu/elu/silu parser texts, adaptive_avg_pool1d of a 1-D Tensor (2.10 refuses it), export
with no inputs (2.10 adds its graph's node info).
"""
import os
import numpy as np
import minicell as ms
from minicell import Tensor, nn, ops, mint
from minicell.mint.nn import functional as MF

TMP = '/tmp'         # the runner sets the case's temporary directory


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(a):
    return Tensor(np.array(a, np.int32))


x = F(2, 3)


def _junk():
    p = os.path.join(TMP, 'junk.ckpt')
    with open(p, 'wb') as f:
        f.write(b'not a checkpoint')
    return p


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'matmul 3 2': (lambda: ops.matmul(x, x),
        RuntimeError, "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and "
                      "2."),
    'matmul list': (lambda: ops.matmul([1.0], x),
        TypeError, 'Failed calling MatMulExt with "MatMulExt()(input=List<float>, '
                   'other=Tensor)".\nThe valid calling should be: \n"MatMulExt()(input=<Tensor>, '
                   'other=<Tensor>)".'),
    'bmm 2d': (lambda: ops.bmm(x, x),
        ValueError, "For BatchMatMul, the row of the input 'y' should be same as the col of the "
                    "input 'x', with x shape [const vector]{2, 3}(transpose_a=0), y shape [const "
                    "vector]{2, 3}(transpose_b=0)"),
    'bmm batch': (lambda: ops.bmm(F(2, 2, 3), F(3, 3, 2)),
        ValueError, 'For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, with x shape '
                    '[const vector]{2, 2, 3}, y shape [const vector]{3, 3, 2}'),
    'baddbmm shape': (lambda: ops.baddbmm(F(2, 2, 2), F(2, 2, 3), F(2, 2, 2)),
        ValueError, "For BatchMatMul, the row of the input 'y' should be same as the col of the "
                    "input 'x', with x shape [const vector]{2, 2, 3}(transpose_a=0), y shape "
                    "[const vector]{2, 2, 2}(transpose_b=0)"),
    'mm 3d': (lambda: ops.mm(F(2, 2, 2), F(2, 2)),
        ValueError, 'MatMul inputs should have the same dimension size and equal to 2.'),
    'conv2d rank': (lambda: ops.conv2d(F(3, 3), F(1, 1, 1, 1)),
        ValueError, 'For primitive[Conv2D], the x shape size must be equal to 4, but got 2.'),
    'conv2d channels': (lambda: ops.conv2d(F(1, 2, 4, 4), F(1, 3, 1, 1)),
        RuntimeError, "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must "
                      "be equal to 'C_in' of input 'weight' shape: 3, but got 'C_in' of input "
                      "'x' shape: 2, and 'group': 1."),
    'pad odd': (lambda: ops.pad(x, (1,)),
        ValueError, "For 'pad', the size of padding must be divisible by 2, but got 1"),
    'pad mode': (lambda: ops.pad(x, (1, 1), mode='xx'),
        ValueError, "For 'PadV3', the 'mode' must be str and must be in '['constant', 'reflect', "
                    "'edge', 'circular']', but got 'xx'."),
    'pad too long': (lambda: ops.pad(x, (1, 1, 1, 1, 1, 1)),
        ValueError, "For 'PadV3' constant mode, paddings length too large for input dims, the "
                    "pad dims must be less than or equal to 2"),
    'pad float': (lambda: ops.pad(x, (1.5, 1)),
        TypeError, "For 'pad', the paddings value must be tuple of int or list of int, but got "
                   "(1.5, 1)"),
    'pad reflect big': (lambda: ops.pad(F(1, 2, 2), (3, 3), mode='reflect'),
        ValueError, "For 'PadV3' reflect mode, Padding size must be less than the corresponding "
                    "input dimension, but got: padding (3,3) at dimension 2 of input:[2]"),
    'index select dim': (lambda: ops.index_select(x, 2, I([0])),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'index select 2d idx': (lambda: ops.index_select(x, 0, I([[0]])),
        ValueError, "For 'index_select', the dimension of `index` must be 1, but got 2"),
    'one hot depth neg': (lambda: ops.one_hot(I([0]), -2, Tensor(1.0), Tensor(0.0)),
        ValueError, 'For primitive[OneHot], the depth value must be greater than or equal to 0, '
                    'but got -2.'),
    'one hot axis': (lambda: ops.one_hot(I([0]), 3, Tensor(1.0), Tensor(0.0), axis=3),
        ValueError, 'For primitive[OneHot], the axis value must be in [-1,1], but got 3.'),
    'topk k big': (lambda: ops.topk(x, 4),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 4.'),
    'topk dim': (lambda: ops.topk(x, 1, dim=2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'topk k float': (lambda: ops.topk(x, 1.5),
        TypeError, 'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, '
                   'but got Float32.'),
    'sort axis': (lambda: ops.sort(x, axis=2),
        ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'sort descending str': (lambda: ops.sort(x, descending='a'),
        TypeError, "For 'Sort', the type of 'descending' should be 'bool', but got type 'str'."),
    'ops argsort axis': (lambda: ops.argsort(x, axis=3),
        ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 3.'),
    'cumsum axis': (lambda: ops.cumsum(x, 2),
        ValueError, 'For primitive[CumSum], the axis must be in [-2,2), but got 2.'),
    'cumsum float': (lambda: ops.cumsum(x, 0.5),
        TypeError, 'Failed calling CumSum with "CumSum(exclusive=bool, '
                   'reverse=bool)(input=Tensor, axis=float)".\nThe valid calling should be: '
                   '\n"CumSum(exclusive=<bool>, reverse=<bool>)(input=<Tensor>, axis=<int>)".'),
    'gather d shape': (lambda: ops.gather_d(x, 0, I([[[0]]])),
        ValueError, 'For primitive[GatherD], the x_rank must be equal to 3, but got 2.'),
    'split size 0': (lambda: ops.split(x, 0),
        ValueError, "For split, the value of 'split_size_or_sections' must be more than zero, "
                    "but got 0."),
    'split sections sum': (lambda: ops.split(x, [1, 3], 1),
        ValueError, "The sum of 'split_size_or_sections' should be equal to 3, but got 4."),
    'chunk 0': (lambda: ops.chunk(x, 0),
        ValueError, "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    'tensor split 0': (lambda: ops.tensor_split(x, 0),
        ValueError, "For tensor_split, the value of 'indices_or_sections' must be more than zero "
                    "but got 0"),
    'meshgrid indexing': (lambda: ops.meshgrid(F(2), F(2), indexing='xx'),
        ValueError, 'Failed to convert the value "xx" of input \'indexing\' of \'Meshgrid\' to '
                    'enum.'),
    'einsum eq': (lambda: ops.einsum('ij,jk', x),
        ValueError, "For 'Einsum', the number of inputs must be equal to the number of inputs "
                    "and equation's operand."),
    'norm ord': (lambda: ops.norm(x, ord='xx'),
        ValueError, "For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), "
                    "-float('inf'), 'fro', 'nuc', None] for matrices, but got xx."),
    'renorm p': (lambda: ops.renorm(x, 0.0, 0, 1.0),
        ValueError, "Renorm op don't support non-positive-norm, but got0.0"),
    'softmax dtype': (lambda: ops.softmax(x, dtype='a'),
        TypeError, "For 'Cast', the input 'dtype' should be mindspore dtype, but got a."),
    'log softmax axis float': (lambda: ops.log_softmax(x, 0.5),
        TypeError, 'Failed calling LogSoftmax with "LogSoftmax(axis=float)(logits=Tensor)".\nThe '
                   'valid calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'dropout p': (lambda: ops.dropout(x, p=1.5),
        RuntimeError, "For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got -0.5"),
    'interpolate mode': (lambda: ops.interpolate(F(1, 1, 2, 2), size=(4, 4), mode='xx'),
        ValueError, "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', "
                    "'bicubic', 'area', 'nearest-exact', 'trilinear']', but got xx"),
    'interpolate size rank': (lambda: ops.interpolate(F(1, 1, 2, 2), size=(4, 4, 4)),
        ValueError, "For 'interpolate', 'input' and 'size' must have the same spatial "
                    "dimensions, but got 'input' is 2D, 'size' is 3D"),
    'unfold rank': (lambda: ops.unfold(F(2, 2), 1),
        ValueError, 'For primitive[Im2Col], the dimension of input x must be equal to 4, but got '
                    '2.'),
    'grid sample mode': (lambda: ops.grid_sample(F(1, 1, 2, 2), F(1, 2, 2, 2), mode='xx'),
        ValueError, 'Failed to convert the value "xx" of input \'interpolation_mode\' of '
                    '\'grid_sampler_2d\' to enum.'),
    'l1 loss reduction': (lambda: ops.l1_loss(x, x, reduction='xx'),
        ValueError, "For l1_loss, the 'reduction' must be in ['mean', 'sum', 'none'], but got xx."),
    'mse loss shape': (lambda: ops.mse_loss(x, F(3, 3)),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
                    "input.shape[2] or other.shape[2] must be 1 or -1 when they are not the "
                    "same, but got input.shape = [2, 3] and other.shape = [3, 3]"),
    'cross entropy label': (lambda: ops.cross_entropy(x, I([5, 0])),
        RuntimeError, "For 'GatherD', the value of 'index' must be in [-3, 3), but got: 5"),
    'nll loss rank': (lambda: ops.nll_loss(F(2, 3, 4, 5, 6, 7), I([0])),
        ValueError, "proposed_shape '[const vector]{2, 1, -1}' is invalid for input of size 1"),
    'bce shape': (lambda: ops.binary_cross_entropy(x, F(3)),
        ValueError, 'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal to '
                    '[3,]'),
    'mint matmul 0d': (lambda: mint.matmul(Tensor(1.0), x),
        ValueError, "For 'MatMulExt' op, inputs must be all tensors and rank >= 1"),
    'mint cat dtype': (lambda: mint.cat([x, I([[1, 2, 3]])], 2),
        ValueError, 'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'mint where shape': (lambda: mint.where(Tensor(np.ones(4, np.bool_)), x, x),
        ValueError, "For 'Select', condition.shape and input.shape need to broadcast. The value "
                    "of condition.shape[1] or input.shape[2] must be 1 or -1 when they are not "
                    "the same, but got condition.shape = [4] and input.shape = [2, 3]"),
    'mint cummax dim': (lambda: mint.cummax(x, 2),
        ValueError, 'For primitive[Cummax], the axis must be in [-2,2), but got 2.'),
    'mint flip dup': (lambda: mint.flip(x, (0, 0)),
        ValueError, "For ReverseV2, 'axis' cannot contain duplicate dimensions, but got 0"),
    'mint outer 2d': (lambda: mint.outer(x, x),
        ValueError, 'For Primitive[Outer], the rank of the input must be 1, but got 2!'),
    'mint searchsorted': (lambda: mint.searchsorted(F(4), F(2), side='x'),
        ValueError, "For 'searchsorted', the argument 'side' should be one of in [None, 'left', "
                    "'right'], but got x."),
    'mint linspace steps': (lambda: mint.linspace(0, 1, -1),
        ValueError, 'For primitive[LinSpaceExt], the steps must be greater than 0, but got -1.'),
    'mint arange step 0': (lambda: mint.arange(0, 5, 0),
        ValueError, 'For Arange, step must not be zero.'),
    'mint zeros neg': (lambda: mint.zeros((-1, 2)),
        ValueError, 'For primitive[Zeros], the the 0th dimension of input shape must be greater '
                    'than or equal to 0, but got -1.'),
    'mint ones float': (lambda: mint.ones((2.5,)),
        TypeError, 'Failed calling Ones with "Ones()(shape=Tuple<float>, '
                   'dtype=mindspore.dtype)".\nThe valid calling should be: \n"Ones()(shape=<list '
                   'of int, int, Tensor, tuple of int>, dtype=<mindspore.dtype>)".'),
    'mint eye neg': (lambda: mint.eye(-1),
        ValueError, 'Eye error: n value can not be negative.'),
    'mf normalize p': (lambda: MF.normalize(x, p='a'),
        ValueError, "For `norm_ext`, the value of `p` must be one of [int, float, inf, -inf, "
                    "'fro', 'nuc',] but got `a`."),
    'mf mse reduction': (lambda: MF.mse_loss(x, x, reduction='xx'),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of \'MSELossExt\' '
                    'to enum.'),
    'mf bce logits weight': (lambda: MF.binary_cross_entropy_with_logits(x, x, weight=F(4)),
        ValueError, "For 'BCEWithLogitsLoss', the shape of 'weight' can not broadcast to the "
                    "shape of 'input'."),
    'mf smooth l1 beta': (lambda: MF.smooth_l1_loss(x, x, beta=-1.0),
        RuntimeError, "For 'SmoothL1Loss', the values for beta not support negative values, but "
                      "got -1."),
    'mf kl div reduction': (lambda: MF.kl_div(x, x, reduction='xx'),
        ValueError, 'Failed to convert the value "xx" of input \'reduction\' of \'KLDiv\' to '
                    'enum.'),
    'mf group norm groups': (lambda: MF.group_norm(F(2, 3, 2), 2),
        ValueError, "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but got "
                    "'num_channels': 3 ,'num_groups': 2"),
    'ckpt load junk': (lambda: ms.load_checkpoint(_junk()),
        ValueError, 'Failed to read the checkpoint file {TMP}/junk.ckpt. The file may be '
                    'corrupted, and the content cannot be parsed.'),
    'ckpt load dir': (lambda: ms.load_checkpoint(TMP),
        ValueError, "For 'load_checkpoint', the checkpoint file format must same with 'format', "
                    "but got file_name:'{TMP}', format:'ckpt'"),
    'ckpt save none': (lambda: ms.save_checkpoint(None, os.path.join(TMP, 'a.ckpt')),
        TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
                   "dict, but got <class 'NoneType'>."),
    'ckpt save format': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), os.path.join(TMP, 'a.ckpt'), format='xx'),
        ValueError, "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got "
                    "xx."),
    'ckpt load filter': (lambda: ms.load_checkpoint(_junk(), choice_func=1),
        ValueError, 'Failed to read the checkpoint file {TMP}/junk.ckpt. The file may be '
                    'corrupted, and the content cannot be parsed.'),
    'load param net none': (lambda: ms.load_param_into_net(None, {}),
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                   "<class 'NoneType'>."),
    'load param dict list': (lambda: ms.load_param_into_net(nn.Dense(2, 2), []),
        TypeError, "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                   "but got <class 'list'>."),
    'load param strict str': (lambda: ms.load_param_into_net(nn.Dense(2, 2), {}, strict_load='a'),
        TypeError, 'The input value must be a bool, but got str.'),
    'export format': (lambda: ms.export(nn.Dense(2, 2), F(1, 2), file_name=os.path.join(TMP, 'n'),
                                        file_format='XX'),
        ValueError, "For 'export', 'file_format' must be one of ['AIR', 'ONNX', 'MINDIR'], but "
                    "got XX."),
    'load mindir junk': (lambda: ms.load(_junk()),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) should end with "
                    "'.mindir', please input the correct 'file_name'."),
    'load mindir none': (lambda: ms.load(os.path.join(TMP, 'none.mindir')),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) does not exist, please "
                    "check whether the 'file_name' is correct."),
    'set context mode': (lambda: ms.set_context(mode=5),
        ValueError, "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE "
                    "(0) or context.PYNATIVE_MODE (1), but got 5."),
    'set context device': (lambda: ms.set_context(device_target='XPU'),
        ValueError, "For 'context.set_context', the argument 'device_target' must be one of "
                    "['CPU', 'GPU', 'Ascend', 'Davinci'], but got XPU."),
    'set context unknown': (lambda: ms.set_context(foo_bar=1),
        ValueError, "For 'context.set_context', the keyword argument foo_bar is not recognized! "
                    "For detailed usage of 'set_context', please refer to the Mindspore official "
                    "website."),
    'set context jit level': (lambda: ms.set_context(jit_config={'jit_level': 'O9'}),
        ValueError, "For 'jit_config', the value of argument jit_level must be one of ['O0', "
                    "'O1', 'O2'], but got O9."),
    'get context unknown': (lambda: ms.get_context('foo_bar'),
        ValueError, "For 'context.get_context', the argument foo_bar is not recognized! For "
                    "detailed usage of 'get_context', please refer to the Mindspore official "
                    "website."),
    'set seed neg': (lambda: ms.set_seed(-1),
        ValueError, "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' with "
                    "type 'int'."),
    'set seed str': (lambda: ms.set_seed('a'),
        TypeError, "The argument 'seed' must be type of int, but got <class 'str'>."),
    'set device id': (lambda: ms.set_device('CPU', -1),
        ValueError, 'The device id must bigger than or equal to 0.'),
    'set device name': (lambda: ms.set_device('XPU'),
        ValueError, "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], but "
                    "got XPU."),
}
