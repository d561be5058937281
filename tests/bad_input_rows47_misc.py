"""Rows of ``test_bad_input_catalogue47`` (dataset ops, set_context / get_context / set_seed,
GRAPH_MODE rows, mint): MindSpore 2.10's exception type and text for each call (measured on 2.10
CPU, one case per process (forked after the imports), pynative_synchronize on;
/tmp/s64/bad47/w/c5.py with /tmp/s64/bad47/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): ds zip int (TypeError: "Argument
datasets with value 1 is not of type [<class 'tuple'>, <class 'mindspore.dataset."); ds concat int
(TypeError: "Argument datasets with value 1 is not of type [<class 'list'>, <class
'mindspore.dataset.e"); graph transpose dup (ValueError: "For 'Transpose', perms should all be
unique dim, but0 is not unique!"); graph concat mismatch (ValueError: 'For primitive[Concat] only
support one axis different, bug got more than one(shapes is [co'); graph gather float (TypeError:
''); graph split zero (ValueError: "'For split, the value of 'split_size_or_sections' must be more
than zero, but got 0.'"); graph index out (IndexError: "For 'StridedSlice', the 'strides[0]' cannot
be negative number and 'begin[0]' must be in ["); mint where float cond (TypeError: 'Select CPU
operator[Select] fail! Unsupported data type!\nThe supported data types are inpu'); mint
nn.functional.relu int (RuntimeError: 'The kernel InplaceReLU unregistered.'); mint nn.Embedding
float (RuntimeError: 'The kernel Embedding unregistered.').
"""
import minicell as ms
import minicell.dataset as ds
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from bad_input_rows47_help import (  # noqa: F401
    F, I, A, DS, _id, graph, g_argmax_out, g_cumsum_out, g_expand_dims_out, g_flip_dup,
    g_matmul_mismatch, g_mean_dup, g_reshape_bad, g_softmax_out, g_sum_axis_out)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ds batch 0': (lambda: DS().batch(0), ValueError,
        'Input batch_size is not within the required interval of [1, 2147483647].'),
    'ds batch float': (lambda: DS().batch(1.5), TypeError,
        'batch_size should either be an int or a callable.'),
    'ds batch drop str': (lambda: DS().batch(2, drop_remainder="a"), TypeError,
        "Argument drop_remainder with value a is not of type [<class 'bool'>], but got "
        "<class 'str'>."),
    'ds batch workers 0': (lambda: DS().batch(2, num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'ds repeat 0': (lambda: DS().repeat(0), ValueError,
        'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'ds repeat -2': (lambda: DS().repeat(-2), ValueError,
        'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'ds repeat float': (lambda: DS().repeat(1.5), TypeError,
        "Argument repeat with value 1.5 is not of type [<class 'int'>, <class "
        "'NoneType'>], but got <class 'float'>."),
    'ds shuffle 0': (lambda: DS().shuffle(0), ValueError,
        'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'ds shuffle float': (lambda: DS().shuffle(1.5), TypeError,
        "Argument buffer_size with value 1.5 is not of type [<class 'int'>], but got "
        "<class 'float'>."),
    'ds shuffle neg': (lambda: DS().shuffle(-1), ValueError,
        'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'ds take -2': (lambda: DS().take(-2), ValueError,
        'count should be either -1 or within the required interval of (0, 2147483647], '
        'got -2.'),
    'ds take float': (lambda: DS().take(1.5), TypeError,
        "Argument count with value 1.5 is not of type [<class 'int'>], but got <class "
        "'float'>."),
    'ds skip neg': (lambda: DS().skip(-1), ValueError,
        'Input count is not within the required interval of [0, 2147483647].'),
    'ds skip str': (lambda: DS().skip("a"), TypeError,
        "Argument count with value a is not of type [<class 'int'>], but got <class "
        "'str'>."),
    'ds map ops int': (lambda: DS().map(operations=1), ValueError,
        "Parameter operations's element of method map should be a python function or "
        "class method which should be callable, but got: 1. It doesn't need "
        'parentheses for python function or class method.'),
    'ds map columns int': (lambda: DS().map(operations=_id, input_columns=1), TypeError,
        "Argument input_columns with value 1 is not of type [<class 'list'>, <class "
        "'str'>], but got <class 'int'>."),
    'ds map columns missing': (
        lambda: list(DS().map(operations=_id, input_columns=["b"]).create_tuple_iterator()),
        RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
        "Message'. "),
    'ds map workers 0': (lambda: DS().map(operations=_id, num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'ds project missing': (lambda: list(DS().project(["b"]).create_tuple_iterator()), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
        "Message'. "),
    'ds project int': (lambda: DS().project(1), TypeError,
        "Argument columns with value 1 is not of type [<class 'list'>, <class 'str'>], "
        "but got <class 'int'>."),
    'ds rename mismatch': (lambda: DS().rename(["a"], ["b", "c"]), ValueError,
        'Number of column in input_columns and output_columns is not equal.'),
    'ds rename int': (lambda: DS().rename(1, 2), TypeError,
        "Argument input_columns with value 1 is not of type [<class 'list'>, <class "
        "'str'>], but got <class 'int'>."),
    'ds split sizes bad': (lambda: DS().split([0.5, 0.6]), ValueError,
        'sizes is a list of float, but the percentages do not sum up to 1.'),
    'ds split int sizes mismatch': (lambda: DS().split([1, 2]), RuntimeError,
        'Sum of split sizes 3 is not equal to dataset size 6.'),
    'ds split empty': (lambda: DS().split([]), ValueError,
        'sizes cannot be empty.'),
    'ds filter predicate int': (lambda: DS().filter(predicate=1), TypeError,
        'Predicate should be a Python function or a callable Python object.'),
    'ds padded_batch 0': (lambda: DS().padded_batch(0), ValueError,
        'Input batch_size is not within the required interval of [1, 2147483647].'),
    'ds bucket bad': (lambda: DS().bucket_batch_by_length(["a"], [1, 2], [1]), ValueError,
        'bucket_batch_sizes must contain one element more than bucket_boundaries.'),
    'ds device_que': (lambda: DS().create_dict_iterator(num_epochs=0), RuntimeError,
        'Syntax error. '),
    'ds tuple iterator output_numpy str': (
        lambda: DS().create_tuple_iterator(output_numpy="a"), TypeError,
        "Argument output_numpy with value a is not of type [<class 'bool'>], but got "
        "<class 'str'>."),
    'ds iterator num_epochs float': (lambda: DS().create_tuple_iterator(num_epochs=1.5), TypeError,
        "Argument num_epochs with value 1.5 is not of type [<class 'int'>], but got "
        "<class 'float'>."),
    'NumpySlicesDataset int': (lambda: ds.NumpySlicesDataset(1), TypeError,
        "Argument data with value 1 is not of type [<class 'list'>, <class 'tuple'>, "
        "<class 'dict'>, <class 'numpy.ndarray'>], but got <class 'int'>."),
    'NumpySlicesDataset names mismatch': (
        lambda: ds.NumpySlicesDataset([1, 2], column_names=["a", "b"]), ValueError,
        'Num of input column names is 2, but required is 1 as data is list.'),
    'NumpySlicesDataset shuffle str': (
        lambda: ds.NumpySlicesDataset([1, 2], shuffle="a"), TypeError,
        "Argument shuffle with value a is not of type [<class 'bool'>], but got <class "
        "'str'>."),
    'NumpySlicesDataset num_shards no id': (
        lambda: ds.NumpySlicesDataset([1, 2], num_shards=2), ValueError,
        'num_shards and shard_id need to be passed in together.'),
    'NumpySlicesDataset shard_id big': (
        lambda: ds.NumpySlicesDataset([1, 2], num_shards=2, shard_id=2), ValueError,
        'shard_id should be less than num_shards.'),
    'GeneratorDataset int': (lambda: ds.GeneratorDataset(1, ["a"]), TypeError,
        'Input `source` function of GeneratorDataset should be callable, iterable or '
        'random accessible, commonly it should implement one of the method like yield, '
        '__getitem__ or __next__(__iter__).'),
    'GeneratorDataset no columns': (lambda: ds.GeneratorDataset([(1,)]), ValueError,
        'Neither columns_names nor schema are provided.'),
    'GeneratorDataset workers 0': (
        lambda: ds.GeneratorDataset([(1,)], ["a"], num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'GeneratorDataset sampler int': (
        lambda: ds.GeneratorDataset([(1,)], ["a"], sampler=1), TypeError,
        'sampler should be either iterable or from mindspore.dataset.samplers.'),
    'GeneratorDataset shuffle with sampler': (
        lambda: ds.GeneratorDataset([(1,)], ["a"], shuffle=True, sampler=ds.SequentialSampler()),
        ValueError,
        'Conflicting arguments during sampler assignments. num_samples: None, '
        'num_shards: None, shard_id: None, shuffle: True.'),
    'RandomSampler replacement str': (lambda: ds.RandomSampler(replacement="a"), TypeError,
        'replacement must be a boolean value but was: a.'),
    'config set_seed neg': (lambda: ds.config.set_seed(-1), ValueError,
        'seed given is not within the required range [0, UINT32_MAX(4294967295)].'),
    'config set_seed str': (lambda: ds.config.set_seed("a"), TypeError,
        "seed isn't of type int."),
    'config set_num_parallel_workers 0': (
        lambda: ds.config.set_num_parallel_workers(0), ValueError,
        'Number of parallel workers given is not within the required range (0, '
        'INT32_MAX(2147483647)].'),
    'config set_prefetch_size 0': (lambda: ds.config.set_prefetch_size(0), ValueError,
        'size is not within the required range (0, INT32_MAX(2147483647)].'),
    'set_context mode 5': (lambda: ms.set_context(mode=5), ValueError,
        "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE "
        '(0) or context.PYNATIVE_MODE (1), but got 5.'),
    'set_context mode str': (lambda: ms.set_context(mode="GRAPH"), TypeError,
        "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    'set_context device_target bad': (lambda: ms.set_context(device_target="abc"), ValueError,
        "For 'context.set_context', the argument 'device_target' must be one of "
        "['CPU', 'GPU', 'Ascend', 'Davinci'], but got abc."),
    'set_context device_target int': (lambda: ms.set_context(device_target=1), TypeError,
        "The parameter 'device_target' must be <class 'str'>, but got <class 'int'>"),
    'set_context unknown key': (lambda: ms.set_context(abc=1), ValueError,
        "For 'context.set_context', the keyword argument abc is not recognized! For "
        "detailed usage of 'set_context', please refer to the Mindspore official "
        'website.'),
    'set_context device_id neg': (lambda: ms.set_context(device_id=-1), ValueError,
        "For 'context.set_context', the argument 'device_id' must be in range [0, "
        '4095], but got -1.'),
    'set_context device_id str': (lambda: ms.set_context(device_id="a"), TypeError,
        "The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"),
    'set_context max_call_depth 0': (lambda: ms.set_context(max_call_depth=0), ValueError,
        "For 'context.set_context', the argument 'max_call_depth' must be greater than "
        '0, but got 0.'),
    'set_context max_call_depth str': (lambda: ms.set_context(max_call_depth="a"), TypeError,
        "The parameter 'max_call_depth' must be <class 'int'>, but got <class 'str'>"),
    'set_context save_graphs str': (lambda: ms.set_context(save_graphs="a"), TypeError,
        "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), but got "
        "<class 'str'>"),
    'set_context save_graphs 5': (lambda: ms.set_context(save_graphs=5), ValueError,
        "value for save_graphs should be 0-3 but got '5'"),
    'set_context precision_mode bad': (lambda: ms.set_context(precision_mode="abc"), ValueError,
        "Please set 'precision_mode' through parameter ascend_config"),
    'set_context jit_level bad': (
        lambda: ms.set_context(jit_config={"jit_level": "O5"}), ValueError,
        "For 'jit_config', the value of argument jit_level must be one of ['O0', 'O1', "
        "'O2'], but got O5."),
    'set_context jit_config int': (lambda: ms.set_context(jit_config=1), TypeError,
        "The parameter 'jit_config' must be <class 'dict'>, but got <class 'int'>"),
    'set_context memory_optimize_level bad': (
        lambda: ms.set_context(memory_optimize_level="O5"), ValueError,
        "For 'context.set_context', the argument 'memory_optimize_level' must be one "
        "of ['O0', 'O1'], but got O5."),
    'set_context enable_graph_kernel str': (
        lambda: ms.set_context(enable_graph_kernel="a"), TypeError,
        "The parameter 'enable_graph_kernel' must be <class 'bool'>, but got <class "
        "'str'>"),
    'set_context pynative_synchronize str': (
        lambda: ms.set_context(pynative_synchronize="a"), TypeError,
        "The parameter 'pynative_synchronize' must be <class 'bool'>, but got <class "
        "'str'>"),
    'set_context runtime_num_threads neg': (
        lambda: ms.set_context(runtime_num_threads=-1), ValueError,
        'The num of thread must bigger than or equal to 0.'),
    'set_context inter_op_parallel_num neg': (
        lambda: ms.set_context(inter_op_parallel_num=-1), ValueError,
        'The num of parallel thread must bigger than or equal to 0.'),
    'set_context deterministic bad': (lambda: ms.set_context(deterministic="abc"), ValueError,
        "For 'context.set_context', the argument 'deterministic' must be one of ['ON', "
        "'OFF'], but got abc."),
    'set_context print_file_path int': (lambda: ms.set_context(print_file_path=1), TypeError,
        "The parameter 'print_file_path' must be <class 'str'>, but got <class 'int'>"),
    'set_context check_bprop str': (lambda: ms.set_context(check_bprop="a"), TypeError,
        "The parameter 'check_bprop' must be <class 'bool'>, but got <class 'str'>"),
    'set_context grad_for_scalar str': (lambda: ms.set_context(grad_for_scalar="a"), ValueError,
        "For 'context.set_context', the parameter 'grad_for_scalar' has been removed "
        'since MindSpore 2.10 version. Please use the tensor derivative instead.'),
    'set_context debug_level bad': (lambda: ms.set_context(debug_level=5), ValueError,
        "For 'debug_level', the value should be context.DEBUG or context.RELEASE, but "
        'got 5.'),
    'set_context jit_syntax_level bad': (lambda: ms.set_context(jit_syntax_level=5), ValueError,
        "For 'jit_syntax_level', the value should be context.STRICT or context.LAX, "
        'but got 5.'),
    'set_context positional': (lambda: ms.set_context(1), TypeError,
        'too many positional arguments'),
    'get_context unknown': (lambda: ms.get_context("abc"), ValueError,
        "For 'context.get_context', the argument abc is not recognized! For detailed "
        "usage of 'get_context', please refer to the Mindspore official website."),
    'get_context int': (lambda: ms.get_context(1), TypeError,
        "attribute name must be string, not 'int'"),
    'set_seed neg': (lambda: ms.set_seed(-1), ValueError,
        "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' with "
        "type 'int'."),
    'set_seed float': (lambda: ms.set_seed(1.5), TypeError,
        "The argument 'seed' must be type of int, but got <class 'float'>."),
    'set_seed str': (lambda: ms.set_seed("a"), TypeError,
        "The argument 'seed' must be type of int, but got <class 'str'>."),
    'set_seed big': (lambda: ms.set_seed(2 ** 64), TypeError,
        "ufunc 'isinf' not supported for the input types, and the inputs could not be "
        "safely coerced to any supported types according to the casting rule ''safe''"),
    'graph sum axis out': (lambda: graph(g_sum_axis_out, A(2, 3)), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'graph softmax out': (lambda: graph(g_softmax_out, A(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'graph matmul mismatch': (lambda: graph(g_matmul_mismatch, A(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    'graph cumsum out': (lambda: graph(g_cumsum_out, A(2, 3)), ValueError,
        'For primitive[CumSum], the axis must be in [-2,2), but got 2.'),
    'graph flip dup': (lambda: graph(g_flip_dup, A(2, 3)), ValueError,
        "For ReverseV2, 'axis' cannot contain duplicate dimensions, but got 0"),
    'graph argmax out': (lambda: graph(g_argmax_out, A(2, 3)), ValueError,
        'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    'graph expand_dims out': (lambda: graph(g_expand_dims_out, A(2, 3)), ValueError,
        'ExpandDimserror: axis value invalid. axis: 3, input dims: 2'),
    'graph reshape bad': (lambda: graph(g_reshape_bad, A(2, 3)), ValueError,
        'For primitive[Reshape], the accumulate of x_shape must be equal to out_shape, '
        'but got x_shape: [const vector]{2, 3}, and out_shape: [const vector]{4, 2}'),
    'graph mean dup': (lambda: graph(g_mean_dup, A(2, 3)), RuntimeError,
        'dim=0 appears multiple times in the list of dims'),
    'mint sum axis kw': (lambda: mint.sum(A(2, 3), axis=1), TypeError,
        "sum() got an unexpected keyword argument 'axis'"),
    'mint sum dim out': (lambda: mint.sum(A(2, 3), 2), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'mint mean dim float': (lambda: mint.mean(A(2, 3), 1.5), TypeError,
        'Failed calling MeanExt with "MeanExt()(input=Tensor, dim=float, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"MeanExt()(input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, '
        'keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'mint max dim out': (lambda: mint.max(A(2, 3), 2), ValueError,
        'For primitive[MaxDim], the axis must be in [-2,2), but got 2.'),
    'mint argmax dim out': (lambda: mint.argmax(A(2, 3), 2), ValueError,
        'For primitive[ArgMaxExt], the dim must be in [-2,2), but got 2.'),
    'mint cumsum dim out': (lambda: mint.cumsum(A(2, 3), 2), ValueError,
        'For primitive[CumsumExt], the dim must be in [-2,1], but got 2.'),
    'mint flatten start out': (lambda: mint.flatten(A(2, 3), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint gather dim out': (lambda: mint.gather(A(2, 3), 2, I(2, 3)), ValueError,
        'For primitive[GatherD], the dim value must be in [-2,2], but got 2.'),
    'mint index_select dim out': (lambda: mint.index_select(A(2, 3), 2, I(1)), ValueError,
        "For 'IndexSelect', the axis must be in '[-2, 2)', but got 2."),
    'mint split size 0': (lambda: mint.split(A(2, 3), 0), ValueError,
        "For 'split_tensor', split_size must be positive, but got 0."),
    'mint narrow dim out': (lambda: mint.narrow(A(2, 3), 2, 0, 1), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint permute dup': (lambda: mint.permute(A(2, 3), (0, 0)), ValueError,
        "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'mint transpose out': (lambda: mint.transpose(A(2, 3), 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint squeeze dim out': (lambda: mint.squeeze(A(2, 3), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint unsqueeze dim out': (lambda: mint.unsqueeze(A(2, 3), 3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'mint flip dim out': (lambda: mint.flip(A(2, 3), (2,)), ValueError,
        "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 2 with "
        "type 'int'."),
    'mint topk k big': (lambda: mint.topk(A(2, 3), 5), ValueError,
        'For primitive[TopkExt], the k must be in [0,3], but got 5.'),
    'mint sort dim out': (lambda: mint.sort(A(2, 3), 2), TypeError,
        'sort_ext() takes 1 positional argument but 2 were given'),
    'mint stack shape': (lambda: mint.stack((A(2, 3), A(3, 3))), ValueError,
        'All input shape must be the same! [const vector]{3, 3} And [const vector]{2, '
        '3}'),
    'mint cat shape': (lambda: mint.cat((A(2, 3), A(2, 2))), ValueError,
        'For primitive[Concat], shapes of tensors must match except in given concat '
        'axis 0, but got mismatch in 1(all input shapes are [const vector]{[const '
        'vector]{2, 3}, [const vector]{2, 2}})!'),
    'mint cat dim out': (lambda: mint.cat((A(2, 3), A(2, 3)), 2), ValueError,
        'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'mint clamp str': (lambda: mint.clamp(F(2), "a"), TypeError,
        'Failed calling clamp with "clamp(Tensor, string)".\nThe valid calling should '
        'be:\n"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    '
        'match failed because invalid types: (Tensor, '
        'string)\n                                                 ~~~~~~~~\n'
        '"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: (Tensor, '
        'string)\n                                                 ~~~~~~~~'),
    'mint tril float': (lambda: mint.tril(A(2, 3), 1.5), TypeError,
        'Failed calling TrilExt with "TrilExt()(input=Tensor, diagonal=float)".\nThe '
        'valid calling should be: \n"TrilExt()(input=<Tensor>, diagonal=<Tensor, '
        'int>)".'),
    'mint bmm 2d': (lambda: mint.bmm(A(2, 3), A(3, 2)), ValueError,
        "For 'BatchMatMulExt', the input 'x' must be a 3D dimensional Tensor, but got "
        '2D shape [const vector]{2, 3}'),
    'mint matmul mismatch': (lambda: mint.matmul(A(2, 3), A(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    'mint repeat_interleave dim out': (lambda: mint.repeat_interleave(A(2, 3), 2, 2), ValueError,
        'For primitive[RepeatInterleaveInt], the dim must be in [-2,1], but got 2.'),
    'mint arange step 0': (lambda: mint.arange(0, 5, 0), ValueError,
        'For Arange, step must not be zero.'),
    'mint zeros float': (lambda: mint.zeros(1.5), TypeError,
        'Failed calling Zeros with "Zeros()(size=float, dtype=mindspore.dtype)".\nThe '
        'valid calling should be: \n"Zeros()(size=<list of int, int, Tensor, tuple of '
        'int>, dtype=<mindspore.dtype>)".'),
    'mint full str': (lambda: mint.full((2,), "a"), TypeError,
        'Failed calling FillScalar with "FillScalar()(size=Tuple<int>, '
        'fill_value=string, dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"FillScalar()(size=<list of int, tuple of int>, fill_value=<Tensor, Number>, '
        'dtype=<mindspore.dtype>)".'),
    'mint linspace steps 0': (lambda: mint.linspace(0, 1, -1), ValueError,
        'For primitive[LinSpaceExt], the steps must be greater than 0, but got -1.'),
    'mint eye neg': (lambda: mint.eye(-1), ValueError,
        'Eye error: n value can not be negative.'),
    'mint nn.functional.softmax dim out': (
        lambda: mint.nn.functional.softmax(A(2, 3), 2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'mint nn.functional.dropout p big': (
        lambda: mint.nn.functional.dropout(A(2, 3), 1.5), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got 1.5"),
    'mint nn.Linear mismatch': (lambda: mint.nn.Linear(4, 2)(A(2, 3)), ValueError,
        'Dense shape error, got x_col: 3, w_row: 4. In Dense x_col and w_row should be '
        'equal. if the dim of w is 2.'),
    'mint nn.Conv2d 3d': (lambda: mint.nn.Conv2d(1, 2, 3)(F(2, 4, 4)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but '
        'in_channels/groups is 2, and weight[1] is 1'),
    'mint nn.LayerNorm mismatch': (lambda: mint.nn.LayerNorm(4)(A(2, 3)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
        '[const vector]{4}.'),
}
