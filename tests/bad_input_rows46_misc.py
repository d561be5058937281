"""Rows of ``test_bad_input_catalogue46`` (random ops' shapes and seeds, reductions' axes,
Tensor indexing, set_context / get_context, load_param_into_net, ms.amp and set_seed):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process, pynative_synchronize on; /tmp/s63/bad46/w/b6.py with /tmp/s63/bad46/run.py; the
text up to 2.10's C++ call stack).
Fixed in this round: a float in the shape of ops.normal / ops.laplace ("Elements of 'shape'
must be int, but got: <class 'float'>"), ops.standard_normal (StandardNormal's shape dtype
text), ops.poisson ("For 'Poisson', the 'shape[0]' must be int, but got 'float'"), and a
single float or str size of ops.rand / ops.randn ("If the length of the argument 'shape' is
1, ..."), ops.prod's valid calling ('dim=<int>'), ops.logsumexp's float axis (ReduceMax's
'Failed calling': 2.10 takes the max first).
Still different (measured, left): ops.uniform with a float in its shape (2.10: RuntimeError
'Unexpected element type of input0: AbstractTuple{...}'), ops.uniform with an Int64 minval
(2.10: "For 'uniform', the value data type 'Float32' is not consistent with assigned tensor
data type Int64."; minicell computes), ms.save_checkpoint({'a': 1}, ...) (2.10:
UnboundLocalError; minicell its TypeError naming the value's type).
"""
import numpy as np
import minicell as ms
from minicell import Parameter, Tensor, nn, ops  # noqa: F401  (the rows' calls)


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


def _build_o9():
    return ms.amp.build_train_network(nn.Dense(2, 2), nn.SGD(nn.Dense(2, 2).trainable_params()),
                                      level='O9')


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops uniform seed str': (
        lambda: ops.uniform((2,), Tensor(0.0), Tensor(1.0), seed='a'), TypeError,
        "For 'uniform', the 'seed' must be int, but got 'str'"),
    'ops standard_normal float shape': (lambda: ops.standard_normal((2.5,)), TypeError,
        'For primitive[StandardNormal], the input argument[shape] must be a type of {Int32, '
        'Int64}, but got Float32.'),
    'ops standard_normal neg seed': (lambda: ops.standard_normal((2,), seed=-1), ValueError,
        "For 'standard_normal', the 'seed' must be int and must >= 0, but got '-1' with type "
        "'int'."),
    'ops randint low high': (lambda: ops.randint(5, 2, (2,)), RuntimeError,
        "For 'Random', invalid min/max values: (5/2)"),
    'ops randint float low': (lambda: ops.randint(1.5, 5, (2,)), TypeError,
        "For 'randint_like', 'low' must be an int, but got <class 'float'>."),
    'ops randint shape list': (lambda: ops.randint(0, 5, [2]), ValueError,
        "For 'randint', the input 'size' must be a tuple, but got [2]."),
    'ops rand float size': (lambda: ops.rand(2.5), TypeError,
        "If the length of the argument 'shape' is 1, the type of the argument 'shape' must be "
        "one of ['int', 'list', 'tuple'], but got 2.5."),
    'ops rand dtype int': (lambda: ops.rand(2, dtype=ms.int32), ValueError,
        "For 'rand', the 'dtype' must be a float type, but got Int32."),
    'ops randn str': (lambda: ops.randn('a'), TypeError,
        "If the length of the argument 'shape' is 1, the type of the argument 'shape' must be "
        "one of ['int', 'list', 'tuple'], but got a."),
    'ops randperm neg': (lambda: ops.randperm(-1), ValueError,
        "For 'RandpermV2', the input 'n' must be greater than 0, but got data: -1."),
    'ops randperm float': (lambda: ops.randperm(2.5), TypeError,
        'Failed calling RandpermV2 with "RandpermV2(seed=int, offset=int, '
        'dtype=mindspore.dtype)(n=float)".\nThe valid calling should be: '
        '\n"RandpermV2(seed=<Tensor, int>, offset=<Tensor, int>, '
        'dtype=<mindspore.dtype>)(n=<Tensor, int>)".'),
    'ops normal shape float': (lambda: ops.normal((2.5,), Tensor(0.0), Tensor(1.0)), TypeError,
        "Elements of 'shape' must be int, but got: <class 'float'>"),
    'ops bernoulli p big': (lambda: ops.bernoulli(F(2), p=1.5), ValueError,
        'For bernoulli, p should be in [0, 1], but got 1.5.'),
    'ops multinomial 3d': (lambda: ops.multinomial(F(2, 2, 2), 1), ValueError,
        "For 'multinomial', the dimension of inputs must be 1d or 2d, but got 3."),
    'ops multinomial float n': (lambda: ops.multinomial(F(2, 2), 1.5), TypeError,
        'For primitive[Multinomial], the input argument[num_samples] must be a type of {Int32, '
        'Int64}, but got Float32.'),
    'ops poisson float shape': (lambda: ops.poisson((2.5,), F(2)), TypeError,
        "For 'Poisson', the 'shape[0]' must be int, but got 'float'"),
    'ops gamma neg shape': (lambda: ops.gamma((-1,), F(1), F(1)), ValueError,
        "For 'Gamma', the 'shape[0]' must be int and must > 0, but got '-1' with type 'int'."),
    'ops laplace float shape': (lambda: ops.laplace((2.5,), F(1), F(1)), TypeError,
        "Elements of 'shape' must be int, but got: <class 'float'>"),
    'ops random_categorical float samples': (
        lambda: ops.random_categorical(F(2, 2), 1.5), TypeError,
        'For primitive[RandomCategorical], the input argument[num_sample] must be a type of '
        '{Int32, Int64}, but got Float32.'),
    'ops sum axis float': (lambda: ops.sum(F(2, 3), 1.5), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=float, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
        'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'ops sum axis str': (lambda: ops.sum(F(2, 3), 'a'), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=string, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
        'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'ops sum axis out': (lambda: ops.sum(F(2, 3), 5), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 5.'),
    'ops mean axis tuple float': (lambda: ops.mean(F(2, 3), (0, 1.5)), TypeError,
        'Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x=Tensor, axis=Tuple<int, '
        'float>)".\nThe valid calling should be: \n"ReduceMean(keep_dims=<bool>)(x=<Tensor>, '
        'axis=<list of int, int, Tensor, tuple of int>)".'),
    'ops amax axis float': (lambda: ops.amax(F(2, 3), 1.5), TypeError,
        'Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, axis=float)".\nThe '
        'valid calling should be: \n"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, '
        'int, Tensor, tuple of int>)".'),
    'ops std axis float': (lambda: ops.std(F(2, 3), 1.5), TypeError,
        "Each axis should be integer, but got <class 'float'> in (1.5,)."),
    'ops cumsum axis float': (lambda: ops.cumsum(F(2, 3), 1.5), TypeError,
        'Failed calling CumSum with "CumSum(exclusive=bool, reverse=bool)(input=Tensor, '
        'axis=float)".\nThe valid calling should be: \n"CumSum(exclusive=<bool>, '
        'reverse=<bool>)(input=<Tensor>, axis=<int>)".'),
    'ops argmax axis float': (lambda: ops.argmax(F(2, 3), 1.5), TypeError,
        'Failed calling Argmax with "Argmax(axis=float, '
        'output_type=mindspore.dtype)(input_x=Tensor)".\nThe valid calling should be: '
        '\n"Argmax(axis=<int>, output_type=<mindspore.dtype>)(input_x=<Tensor>)".'),
    'ops all axis float': (lambda: ops.all(Tensor([True]), 1.5), TypeError,
        'Failed calling ReduceAll with "ReduceAll(keep_dims=bool)(input=Tensor, '
        'axis=float)".\nThe valid calling should be: '
        '\n"ReduceAll(keep_dims=<bool>)(input=<Tensor>, axis=<list of int, int, Tensor, tuple of '
        'int>)".'),
    'ops any keep int': (lambda: ops.any(Tensor([True]), 0, keep_dims=1), TypeError,
        'Failed calling ReduceAny with "ReduceAny(keep_dims=int)(x=Tensor, axis=int)".\nThe '
        'valid calling should be: \n"ReduceAny(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, '
        'int, Tensor, tuple of int>)".'),
    'ops norm axis float': (lambda: ops.norm(F(2, 3), dim=1.5), TypeError,
        "For norm, the dim should be int or tuple of int, but got <class 'float'>"),
    'idx float': (lambda: F(3)[1.5], IndexError,
        'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list and '
        "tuple as index, but got 1.5 with type <class 'float'>"),
    'idx str': (lambda: F(3)['a'], IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor "
        'indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. '
        "Received value: 'a'"),
    'idx out of range': (lambda: F(3)[5], IndexError,
        'index 5 is out of bounds for dimension with size 3'),
    'idx float tensor': (lambda: F(3)[F(1)], IndexError,
        'The tensor index must be int or bool type, but got [1.]'),
    'idx too many': (lambda: F(3)[0, 0], IndexError,
        'too many indices for tensor of dimension1'),
    'idx none float': (lambda: F(3)[None, 1.5], TypeError,
        "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', 'Tensor', 'int', "
        "'List', 'Tuple', 'bool', but got type 'Float', value: 1.5"),
    'idx list float': (lambda: F(3)[[0, 1.5]], TypeError,
        "For tuple index, the types only support 'Slice', 'Ellipsis', 'None', 'Tensor', 'int', "
        "'List', 'Tuple', 'bool', but got type 'Float', value: 1.5"),
    'idx bool mismatch': (lambda: F(3)[Tensor([True, False])], ValueError,
        'The shape of index [const vector]{2}does not match the shape of the indexed data [const '
        'vector]{3} at dim index0'),
    'set_context bad key': (lambda: ms.set_context(abc=1), ValueError,
        "For 'context.set_context', the keyword argument abc is not recognized! For detailed "
        "usage of 'set_context', please refer to the Mindspore official website."),
    'set_context mode str': (lambda: ms.set_context(mode='graph'), TypeError,
        "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    'set_context mode 5': (lambda: ms.set_context(mode=5), ValueError,
        "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) or "
        'context.PYNATIVE_MODE (1), but got 5.'),
    'set_context device_target bad': (lambda: ms.set_context(device_target='TPU'), ValueError,
        "For 'context.set_context', the argument 'device_target' must be one of ['CPU', 'GPU', "
        "'Ascend', 'Davinci'], but got TPU."),
    'set_context save_graphs str': (lambda: ms.set_context(save_graphs='a'), TypeError,
        "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), but got <class "
        "'str'>"),
    'set_context max_call_depth 0': (lambda: ms.set_context(max_call_depth=0), ValueError,
        "For 'context.set_context', the argument 'max_call_depth' must be greater than 0, but "
        'got 0.'),
    'set_context jit_level bad': (
        lambda: ms.set_context(jit_config={'jit_level': 'O9'}), ValueError,
        "For 'jit_config', the value of argument jit_level must be one of ['O0', 'O1', 'O2'], "
        'but got O9.'),
    'get_context bad key': (lambda: ms.get_context('abc'), ValueError,
        "For 'context.get_context', the argument abc is not recognized! For detailed usage of "
        "'get_context', please refer to the Mindspore official website."),
    'save_checkpoint name int': (lambda: ms.save_checkpoint(nn.Dense(2, 2), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'load_checkpoint int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class "
        "'int'>."),
    'load_param_into_net bad dict': (lambda: ms.load_param_into_net(nn.Dense(2, 2), 1), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got "
        "<class 'int'>."),
    'load_param_into_net bad net': (lambda: ms.load_param_into_net(1, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'load_param_into_net strict str': (
        lambda: ms.load_param_into_net(nn.Dense(2, 2), {}, strict_load='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'amp bad level': (lambda: ms.amp.auto_mixed_precision(nn.Dense(2, 2), 'O9'), ValueError,
        'The amp level O9 is not supported'),
    'amp bad net': (lambda: ms.amp.auto_mixed_precision(1, 'O1'), TypeError,
        "For amp_level 'O1', the network type should be Cell."),
    'amp build_train_network level': (
        _build_o9, ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O9."),
    'DynamicLossScaler scale_factor 0': (
        lambda: ms.amp.DynamicLossScaler(1024, 0, 1000), ValueError,
        "The 'scale_factor' must be int and must > 0, but got '0' with type 'int'."),
    'DynamicLossScaler window float': (lambda: ms.amp.DynamicLossScaler(1024, 2, 1.5), TypeError,
        "The 'scale_window' must be int, but got 'float'"),
    'DynamicLossScaler value str': (lambda: ms.amp.DynamicLossScaler('a', 2, 10), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'StaticLossScaler str': (lambda: ms.amp.StaticLossScaler('a'), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'DynamicLossScaleManager scale_factor 0': (
        lambda: ms.amp.DynamicLossScaleManager(scale_factor=0), ValueError,
        "The argument 'scale_factor' must be > 0, but got 0"),
    'FixedLossScaleManager 0': (lambda: ms.amp.FixedLossScaleManager(0), ValueError,
        "The argument 'loss_scale' must be >= 1, but got 0"),
    'set_seed str': (lambda: ms.set_seed('a'), TypeError,
        "The argument 'seed' must be type of int, but got <class 'str'>."),
    'set_seed neg': (lambda: ms.set_seed(-1), ValueError,
        "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' with type 'int'."),
    'ops prod axis str': (lambda: ops.prod(F(2, 3), 'a'), TypeError,
        'Failed calling ProdExt with "ProdExt()(input=Tensor, dim=string, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"ProdExt()(input=<Tensor>, '
        'dim=<int>, keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'ops logsumexp axis float': (lambda: ops.logsumexp(F(2, 3), 1.5), TypeError,
        'Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, axis=float)".\nThe '
        'valid calling should be: \n"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, '
        'int, Tensor, tuple of int>)".'),
}
