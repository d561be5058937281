"""Rows of ``test_bad_input_catalogue57``: ``mint.nn.functional.interpolate`` (its align_corners
check, then its Upsample primitive's size / scale types, counts and values) and ``pad``
(ConstantPadND's listing, the modes' ranks, a value with another mode, too many pads),
``ms.dataset`` (zip, skip, project, rename, shuffle, take, iterators, GeneratorDataset, batch /
map arguments, column names of another type), ``set_context`` / ``get_context`` / ``set_seed``
bad values. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
forked process: /tmp/s74/bad57/run.py on c6.py, c7.py, c8.py, c9.py). GOOD: calls 2.10 accepts
next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): ds_zip_one (TypeError: 'Argument datasets with value
<mindspore.dataset.en'); pad_reflect_x2_1 (RuntimeError: 'The kernel ReflectionPad1D
unregistered.'); pad_reflect_x3_1 (RuntimeError: 'The kernel ReflectionPad1D unregistered.');
pad_reflect_x3_2 (RuntimeError: 'The kernel ReflectionPad2D unregistered.'); pad_reflect_x4_2
(RuntimeError: 'The kernel ReflectionPad2D unregistered.'); pad_reflect_x4_3 (RuntimeError: 'The
kernel ReflectionPad3D unregistered.'); pad_reflect_x5_3 (RuntimeError: 'The kernel
ReflectionPad3D unregistered.'); pad_replicate_x2_1 (RuntimeError: 'The kernel ReplicationPad1D
unregistered.'); pad_replicate_x3_1 (RuntimeError: 'The kernel ReplicationPad1D unregistered.');
pad_replicate_x3_2 (RuntimeError: 'The kernel ReplicationPad2D unregistered.');
pad_replicate_x4_2 (RuntimeError: 'The kernel ReplicationPad2D unregistered.');
pad_replicate_x4_3 (RuntimeError: 'The kernel ReplicationPad3D unregistered.');
pad_replicate_x5_3 (RuntimeError: 'The kernel ReplicationPad3D unregistered.'); pad_pad_tensor
(RuntimeError: 'The kernel ConstantPadND unregistered.'); pad_value_bool (RuntimeError: 'The
kernel ConstantPadND unregistered.'); interp_align_none_bilinear (RuntimeError: 'The kernel
UpsampleBilinear2D unregistered.'); interp_scale_small (2.10 returns 'Tensor(shape=[1, 2, 0, 0],
dtype=Float32'); project_tuple (TypeError: "Argument columns with value ('a',) is not of type
").
"""
import minicell as ms
import minicell.dataset as ds
from minicell import mint
from bad_input_rows57_help import F

MF = mint.nn.functional
G2 = [(1,), (2,)]


def NS():
    return ds.NumpySlicesDataset([1, 2])


def NSA():
    return ds.NumpySlicesDataset([1, 2], column_names=['a'])

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mf_interp_none': (lambda: MF.interpolate(F(1, 2, 4, 4)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'mf_interp_both': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2), scale_factor=2.0), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'mf_interp_mode': (lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2), mode='bad'), ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', 'bicubic', 'tri"
        "linear']', but got bad"),
    'mf_interp_size_len': (lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2, 2)), ValueError,
        'For primitive[UpsampleNearest2D], the number of size must be equal to 2, but got 3.'),
    'mf_interp_size_str': (lambda: MF.interpolate(F(1, 2, 4, 4), size='a'), TypeError,
        'Failed calling UpsampleNearest2D with "UpsampleNearest2D()(x=Tensor, output_size=Tuple<'
        'string, string>, scales=None)".\nThe valid calling should be: \n"UpsampleNearest2D()(x='
        '<Tensor>, output_size=<list of int, tuple of int>, scales=<list of float, tuple of floa'
        't>)".'),
    'mf_interp_scale_neg': (lambda: MF.interpolate(F(1, 2, 4, 4), scale_factor=-1.0), ValueError,
        'For primitive[UpsampleNearest2D], the size value must be greater than 0, but got -1.'),
    'mf_interp_align_nearest': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2), mode='nearest', align_corners=True),
        ValueError,
        'align_corners option can only be set with the interpolating modes: linear | bilinear | '
        'bicubic | trilinear'),
    'mf_interp_linear_4d': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2,), mode='linear'), ValueError,
        'For primitive[UpsampleLinear1D], the image rank must be equal to 3, but got 4.'),
    'mf_interp_2d_input': (lambda: MF.interpolate(F(2, 3), size=(2,)), ValueError,
        'For primitive[UpsampleNearest3D], the image rank must be equal to 5, but got 2.'),
    'mf_interp_list': (lambda: MF.interpolate([1.0], size=(2,)), TypeError,
        'the input x must be Tensor!'),
    'mf_pad_odd': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1, 1)), ValueError,
        'Length of padding must be even but got 3'),
    'mf_pad_mode': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1), mode='bad'), ValueError,
        "Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'."),
    'mf_pad_str': (lambda: MF.pad(F(1, 2, 4, 4), 'a'), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=string, value='
        'int)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, padding=<list o'
        'f int, Tensor, tuple of int>, value=<Number>)".'),
    'mf_pad_value_str': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1), value='a'), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=Tuple<int, int'
        '>, value=string)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, pad'
        'ding=<list of int, Tensor, tuple of int>, value=<Number>)".'),
    'mf_pad_reflect_big': (lambda: MF.pad(F(1, 2, 4, 4), (5, 5), mode='reflect'), ValueError,
        "For 'ReflectionPad1D', input should be 2D or 3D, but got 4"),
    'mf_pad_float': (lambda: MF.pad(F(1, 2, 4, 4), (1.5, 1)), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=Tuple<float, i'
        'nt>, value=int)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, padd'
        'ing=<list of int, Tensor, tuple of int>, value=<Number>)".'),
    'mf_pad_too_long': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1, 1, 1, 1, 1, 1, 1, 1, 1)), ValueError,
        "Length of padding must be no more than 2 * dim of the input. Length of padding is: 10wh"
        "ile the input's dim is:4"),
    'mf_pad_list_input': (lambda: MF.pad([1.0], (1, 1)), TypeError,
        "For 'pad', the type of 'input' must be Tensor, but got <class 'list'>."),
    'ds_zip_list': (lambda: ds.zip([1, 2]), TypeError,
        "Argument datasets with value [1, 2] is not of type [<class 'tuple'>], but got <class 'l"
        "ist'>."),
    'ds_skip_neg': (lambda: NS().skip(-1), ValueError,
        'Input count is not within the required interval of [0, 2147483647].'),
    'ds_skip_str': (lambda: NS().skip('a'), TypeError,
        "Argument count with value a is not of type [<class 'int'>], but got <class 'str'>."),
    'ds_skip_float': (lambda: NS().skip(1.5), TypeError,
        "Argument count with value 1.5 is not of type [<class 'int'>], but got <class 'float'>."),
    'ds_project_missing': (
        lambda: list(NSA().project(['b']).create_tuple_iterator()), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'ds_project_str_list': (lambda: NSA().project([1]), TypeError,
        "Argument columns[0] with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    'ds_project_empty': (lambda: NSA().project([]), ValueError,
        'columns should not be empty.'),
    'ds_rename_len': (lambda: NSA().rename(['a'], ['b', 'c']), ValueError,
        'Number of column in input_columns and output_columns is not equal.'),
    'ds_rename_missing': (
        lambda: list(NSA().rename(['z'], ['b']).create_tuple_iterator()), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'ds_rename_int': (lambda: NSA().rename(1, 'b'), TypeError,
        "Argument input_columns with value 1 is not of type [<class 'list'>, <class 'str'>], but"
        " got <class 'int'>."),
    'ds_shuffle_zero': (lambda: NS().shuffle(0), ValueError,
        'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'ds_shuffle_str': (lambda: NS().shuffle('a'), TypeError,
        "Argument buffer_size with value a is not of type [<class 'int'>], but got <class 'str'>"
        "."),
    'ds_shuffle_neg': (lambda: NS().shuffle(-2), ValueError,
        'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'ds_dict_iter_epochs': (lambda: NS().create_dict_iterator(num_epochs=0), RuntimeError,
        'Syntax error. '),
    'ds_dict_iter_output': (lambda: NS().create_dict_iterator(output_numpy='a'), TypeError,
        "Argument output_numpy with value a is not of type [<class 'bool'>], but got <class 'str"
        "'>."),
    'ds_tuple_iter_cols': (lambda: NS().create_tuple_iterator(columns=1), TypeError,
        "Argument column_names with value 1 is not of type [<class 'list'>, <class 'str'>], but "
        "got <class 'int'>."),
    'ds_take_zero': (lambda: NS().take(0), ValueError,
        'count should be either -1 or within the required interval of (0, 2147483647], got 0.'),
    'ds_take_str': (lambda: NS().take('a'), TypeError,
        "Argument count with value a is not of type [<class 'int'>], but got <class 'str'>."),
    'ds_gen_not_callable': (lambda: ds.GeneratorDataset(1, ['a']), TypeError,
        'Input `source` function of GeneratorDataset should be callable, iterable or random acce'
        'ssible, commonly it should implement one of the method like yield, __getitem__ or __nex'
        't__(__iter__).'),
    'ds_gen_cols_int': (lambda: ds.GeneratorDataset([1, 2], 1), TypeError,
        "Argument column_names with value 1 is not of type [<class 'list'>, <class 'str'>], but "
        "got <class 'int'>."),
    'ds_gen_no_cols': (lambda: ds.GeneratorDataset(G2), ValueError,
        'Neither columns_names nor schema are provided.'),
    'ds_gen_workers0': (lambda: ds.GeneratorDataset(G2, ['a'], num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'ds_gen_shuffle_str': (lambda: ds.GeneratorDataset(G2, ['a'], shuffle='a'), TypeError,
        "Argument shuffle with value a is not of type [<class 'bool'>], but got <class 'str'>."),
    'ds_gen_shard': (lambda: ds.GeneratorDataset(G2, ['a'], num_shards=2), ValueError,
        'num_shards and shard_id need to be passed in together.'),
    'ds_gen_shard_id': (
        lambda: ds.GeneratorDataset(G2, ['a'], num_shards=2, shard_id=2), ValueError,
        'shard_id should be less than num_shards.'),
    'ds_gen_sampler_bad': (lambda: ds.GeneratorDataset(G2, ['a'], sampler='a'), TypeError,
        "Unsupported sampler object of type (<class 'str'>)"),
    'ds_gen_num_samples_neg': (lambda: ds.GeneratorDataset(G2, ['a'], num_samples=-1), ValueError,
        'num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!'),
    'ds_batch_drop_str': (lambda: NS().batch(1, drop_remainder='a'), TypeError,
        "Argument drop_remainder with value a is not of type [<class 'bool'>], but got <class 's"
        "tr'>."),
    'ds_batch_workers_0': (lambda: NS().batch(1, num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'ds_map_workers_0': (lambda: NS().map(lambda a: a, num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'ds_map_ops_int': (lambda: NS().map(1), ValueError,
        "Parameter operations's element of method map should be a python function or class metho"
        "d which should be callable, but got: 1. It doesn't need parentheses for python function"
        " or class method."),
    'ds_map_cols_int': (lambda: NS().map(lambda a: a, input_columns=1), TypeError,
        "Argument input_columns with value 1 is not of type [<class 'list'>, <class 'str'>], but"
        " got <class 'int'>."),
    'ds_repeat_zero': (lambda: NS().repeat(0), ValueError,
        'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'ds_repeat_str': (lambda: NS().repeat('a'), TypeError,
        "Argument repeat with value a is not of type [<class 'int'>, <class 'NoneType'>], but go"
        "t <class 'str'>."),
    'ctx_mode_bad': (lambda: ms.set_context(mode=5), ValueError,
        "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) or cont"
        "ext.PYNATIVE_MODE (1), but got 5."),
    'ctx_mode_str': (lambda: ms.set_context(mode='graph'), TypeError,
        "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    'ctx_device_bad': (lambda: ms.set_context(device_target='TPU'), ValueError,
        "For 'context.set_context', the argument 'device_target' must be one of ['CPU', 'GPU', '"
        "Ascend', 'Davinci'], but got TPU."),
    'ctx_device_int': (lambda: ms.set_context(device_target=1), TypeError,
        "The parameter 'device_target' must be <class 'str'>, but got <class 'int'>"),
    'ctx_unknown_key': (lambda: ms.set_context(bogus=1), ValueError,
        "For 'context.set_context', the keyword argument bogus is not recognized! For detailed u"
        "sage of 'set_context', please refer to the Mindspore official website."),
    'ctx_save_graphs_str': (lambda: ms.set_context(save_graphs='a'), TypeError,
        "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), but got <class 'st"
        "r'>"),
    'ctx_max_call_depth_0': (lambda: ms.set_context(max_call_depth=0), ValueError,
        "For 'context.set_context', the argument 'max_call_depth' must be greater than 0, but go"
        "t 0."),
    'ctx_max_call_depth_str': (lambda: ms.set_context(max_call_depth='a'), TypeError,
        "The parameter 'max_call_depth' must be <class 'int'>, but got <class 'str'>"),
    'ctx_jit_level': (lambda: ms.set_context(jit_config={'jit_level': 'O9'}), ValueError,
        "For 'jit_config', the value of argument jit_level must be one of ['O0', 'O1', 'O2'], bu"
        "t got O9."),
    'ctx_jit_config_str': (lambda: ms.set_context(jit_config='a'), TypeError,
        "The parameter 'jit_config' must be <class 'dict'>, but got <class 'str'>"),
    'ctx_get_unknown': (lambda: ms.get_context('bogus'), ValueError,
        "For 'context.get_context', the argument bogus is not recognized! For detailed usage of "
        "'get_context', please refer to the Mindspore official website."),
    'ctx_get_int': (lambda: ms.get_context(1), TypeError,
        "attribute name must be string, not 'int'"),
    'ctx_device_id_neg': (lambda: ms.set_context(device_id=-1), ValueError,
        "For 'context.set_context', the argument 'device_id' must be in range [0, 4095], but got"
        " -1."),
    'ctx_device_id_str': (lambda: ms.set_context(device_id='a'), TypeError,
        "The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"),
    'ctx_pynative_sync_str': (lambda: ms.set_context(pynative_synchronize='a'), TypeError,
        "The parameter 'pynative_synchronize' must be <class 'bool'>, but got <class 'str'>"),
    'ctx_runtime_num_threads': (lambda: ms.set_context(runtime_num_threads=-1), ValueError,
        'The num of thread must bigger than or equal to 0.'),
    'ctx_seed_neg': (lambda: ms.set_seed(-1), ValueError,
        "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' with type 'int'."),
    'ctx_seed_str': (lambda: ms.set_seed('a'), TypeError,
        "The argument 'seed' must be type of int, but got <class 'str'>."),
    'ctx_seed_float': (lambda: ms.set_seed(1.5), TypeError,
        "The argument 'seed' must be type of int, but got <class 'float'>."),
    'ctx_seed_big': (lambda: ms.set_seed(2**64), TypeError,
        "ufunc 'isinf' not supported for the input types, and the inputs could not be safely coe"
        "rced to any supported types according to the casting rule ''safe''"),
    'pad_reflect_x2_2': (lambda: MF.pad(F(2, 3), (1, 1, 1, 1), mode='reflect').shape, ValueError,
        "For 'ReflectionPad2D', input should be 3D or 4D, but got 2"),
    'pad_reflect_x2_3': (
        lambda: MF.pad(F(2, 3), (1, 1, 1, 1, 1, 1), mode='reflect').shape, ValueError,
        "For 'ReflectionPad3D', input should be 4D or 5D, but got 2"),
    'pad_reflect_x3_3': (
        lambda: MF.pad(F(1, 2, 4), (1, 1, 1, 1, 1, 1), mode='reflect').shape, ValueError,
        "For 'ReflectionPad3D', input should be 4D or 5D, but got 3"),
    'pad_reflect_x4_1': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1), mode='reflect').shape, ValueError,
        "For 'ReflectionPad1D', input should be 2D or 3D, but got 4"),
    'pad_reflect_x5_1': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1), mode='reflect').shape, ValueError,
        "For 'ReflectionPad1D', input should be 2D or 3D, but got 5"),
    'pad_reflect_x5_2': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1, 1, 1), mode='reflect').shape, ValueError,
        "For 'ReflectionPad2D', input should be 3D or 4D, but got 5"),
    'pad_replicate_x2_2': (
        lambda: MF.pad(F(2, 3), (1, 1, 1, 1), mode='replicate').shape, ValueError,
        "For 'ReplicationPad2D', input should be 3D or 4D, but got 2"),
    'pad_replicate_x2_3': (
        lambda: MF.pad(F(2, 3), (1, 1, 1, 1, 1, 1), mode='replicate').shape, ValueError,
        "For 'ReplicationPad3D', input should be 4D or 5D, but got 2"),
    'pad_replicate_x3_3': (
        lambda: MF.pad(F(1, 2, 4), (1, 1, 1, 1, 1, 1), mode='replicate').shape, ValueError,
        "For 'ReplicationPad3D', input should be 4D or 5D, but got 3"),
    'pad_replicate_x4_1': (
        lambda: MF.pad(F(1, 2, 4, 4), (1, 1), mode='replicate').shape, ValueError,
        "For 'ReplicationPad1D', input should be 2D or 3D, but got 4"),
    'pad_replicate_x5_1': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1), mode='replicate').shape, ValueError,
        "For 'ReplicationPad1D', input should be 2D or 3D, but got 5"),
    'pad_replicate_x5_2': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1, 1, 1), mode='replicate').shape, ValueError,
        "For 'ReplicationPad2D', input should be 3D or 4D, but got 5"),
    'pad_circular_x2_2': (lambda: MF.pad(F(2, 3), (1, 1, 1, 1), mode='circular').shape, ValueError,
        'For primitive[PadV3], the input dims for edge, reflect or circular mode must be greater'
        ' than or equal to 3, but got 2.'),
    'pad_circular_x2_3': (
        lambda: MF.pad(F(2, 3), (1, 1, 1, 1, 1, 1), mode='circular').shape, ValueError,
        'For primitive[PadV3], the paddings_length must be less than or equal to 4, but got 6.'),
    'pad_circular_x3_3': (
        lambda: MF.pad(F(1, 2, 4), (1, 1, 1, 1, 1, 1), mode='circular').shape, ValueError,
        "For primitive[PadV3], the input dims when padding's size equal 6 must be equal to 5, bu"
        "t got 3."),
    'pad_circular_x4_1': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1), mode='circular').shape, ValueError,
        "For primitive[PadV3], the input dims when padding's size equal 2 must be equal to 3, bu"
        "t got 4."),
    'pad_circular_x5_1': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1), mode='circular').shape, ValueError,
        "For primitive[PadV3], the input dims when padding's size equal 2 must be equal to 3, bu"
        "t got 5."),
    'pad_circular_x5_2': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1, 1, 1), mode='circular').shape, ValueError,
        "For primitive[PadV3], the input dims when padding's size equal 4 must be equal to 4, bu"
        "t got 5."),
    'pad_value_str_list': (lambda: MF.pad(F(1, 2, 4, 4), [1, 1], value='a'), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=List<int, int>'
        ', value=string)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, padd'
        'ing=<list of int, Tensor, tuple of int>, value=<Number>)".'),
    'pad_value_none_float': (lambda: MF.pad(F(1, 2, 4, 4), (1.5, 1), value=2.0), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=Tuple<float, i'
        'nt>, value=float)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, pa'
        'dding=<list of int, Tensor, tuple of int>, value=<Number>)".'),
    'pad_value_list': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1), value=[1]), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=Tuple<int, int'
        '>, value=List<int>)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, '
        'padding=<list of int, Tensor, tuple of int>, value=<Number>)".'),
    'pad_pad_none': (lambda: MF.pad(F(1, 2, 4, 4), None), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=None, value=in'
        't)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, padding=<list of '
        'int, Tensor, tuple of int>, value=<Number>)".'),
    'pad_too_long_6_x2': (lambda: MF.pad(F(2, 3), (1, 1, 1, 1, 1, 1)), ValueError,
        "Length of padding must be no more than 2 * dim of the input. Length of padding is: 6whi"
        "le the input's dim is:2"),
    'pad_too_long_8_x3': (lambda: MF.pad(F(1, 2, 4), (1,) * 8), ValueError,
        "Length of padding must be no more than 2 * dim of the input. Length of padding is: 8whi"
        "le the input's dim is:3"),
    'pad_reflect_value': (
        lambda: MF.pad(F(1, 2, 4), (1, 1), mode='reflect', value=1.0), ValueError,
        'Padding mode does not take in a value argument.'),
    'pad_pad_str_items': (lambda: MF.pad(F(1, 2, 4, 4), ('a', 'b')), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=Tuple<string, '
        'string>, value=int)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, '
        'padding=<list of int, Tensor, tuple of int>, value=<Number>)".'),
    'interp_align_false_nearest': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2), mode='nearest', align_corners=False),
        ValueError,
        'align_corners option can only be set with the interpolating modes: linear | bilinear | '
        'bicubic | trilinear'),
    'interp_align_true_nearest3': (
        lambda: MF.interpolate(F(1, 2, 4), size=(2,), mode='nearest', align_corners=True),
        ValueError,
        'align_corners option can only be set with the interpolating modes: linear | bilinear | '
        'bicubic | trilinear'),
    'interp_size_len3_x4': (lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2, 2)), ValueError,
        'For primitive[UpsampleNearest2D], the number of size must be equal to 2, but got 3.'),
    'interp_size_len1_x4': (lambda: MF.interpolate(F(1, 2, 4, 4), size=(2,)), ValueError,
        'For primitive[UpsampleNearest2D], the number of size must be equal to 2, but got 1.'),
    'interp_size_len2_x3': (lambda: MF.interpolate(F(1, 2, 4), size=(2, 2)), ValueError,
        'For primitive[UpsampleNearest1D], the number of size must be equal to 1, but got 2.'),
    'interp_size_len2_x5': (lambda: MF.interpolate(F(1, 1, 2, 4, 4), size=(2, 2)), ValueError,
        'For primitive[UpsampleNearest3D], the number of size must be equal to 3, but got 2.'),
    'interp_size_len3_x4_bilinear': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2, 2), mode='bilinear'), ValueError,
        'For primitive[UpsampleBilinear2D], the number of size must be equal to 2, but got 3.'),
    'interp_size_str': (lambda: MF.interpolate(F(1, 2, 4, 4), size='a'), TypeError,
        'Failed calling UpsampleNearest2D with "UpsampleNearest2D()(x=Tensor, output_size=Tuple<'
        'string, string>, scales=None)".\nThe valid calling should be: \n"UpsampleNearest2D()(x='
        '<Tensor>, output_size=<list of int, tuple of int>, scales=<list of float, tuple of floa'
        't>)".'),
    'interp_size_float': (lambda: MF.interpolate(F(1, 2, 4, 4), size=2.5), TypeError,
        'Failed calling UpsampleNearest2D with "UpsampleNearest2D()(x=Tensor, output_size=Tuple<'
        'float, float>, scales=None)".\nThe valid calling should be: \n"UpsampleNearest2D()(x=<T'
        'ensor>, output_size=<list of int, tuple of int>, scales=<list of float, tuple of float>'
        ')".'),
    'interp_size_zero': (lambda: MF.interpolate(F(1, 2, 4, 4), size=0), ValueError,
        'For primitive[UpsampleNearest2D], the size value must be greater than 0, but got 0.'),
    'interp_size_neg': (lambda: MF.interpolate(F(1, 2, 4, 4), size=(-1, 2)), ValueError,
        'For primitive[UpsampleNearest2D], the size value must be greater than 0, but got -1.'),
    'interp_size_list_float': (lambda: MF.interpolate(F(1, 2, 4, 4), size=[2.0, 2.0]), TypeError,
        'Failed calling UpsampleNearest2D with "UpsampleNearest2D()(x=Tensor, output_size=List<f'
        'loat, float>, scales=None)".\nThe valid calling should be: \n"UpsampleNearest2D()(x=<Te'
        'nsor>, output_size=<list of int, tuple of int>, scales=<list of float, tuple of float>)'
        '".'),
    'interp_scale_neg': (lambda: MF.interpolate(F(1, 2, 4, 4), scale_factor=-1.0), ValueError,
        'For primitive[UpsampleNearest2D], the size value must be greater than 0, but got -1.'),
    'interp_scale_zero': (lambda: MF.interpolate(F(1, 2, 4, 4), scale_factor=0.0), ValueError,
        'For primitive[UpsampleNearest2D], the size value must be greater than 0, but got 0.'),
    'interp_scale_str': (lambda: MF.interpolate(F(1, 2, 4, 4), scale_factor='a'), TypeError,
        'Failed calling UpsampleNearest2D with "UpsampleNearest2D()(x=Tensor, output_size=None, '
        'scales=Tuple<string, string>)".\nThe valid calling should be: \n"UpsampleNearest2D()(x='
        '<Tensor>, output_size=<list of int, tuple of int>, scales=<list of float, tuple of floa'
        't>)".'),
    'interp_scale_len3': (
        lambda: MF.interpolate(F(1, 2, 4, 4), scale_factor=(2.0, 2.0, 2.0)), ValueError,
        'For primitive[UpsampleNearest2D], the number of scales must be equal to 2, but got 3.'),
    'interp_recompute_true_size': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2), recompute_scale_factor=True),
        ValueError,
        "For 'interpolate', it is incorrect to set 'recompute_scale_factor' to True after specif"
        "ying an explicit 'size'."),
    'interp_align_str': (
        lambda: MF.interpolate(F(1, 2, 4, 4), size=(2, 2), mode='bilinear', align_corners='a'),
        TypeError,
        'Failed calling UpsampleBilinear2D with "UpsampleBilinear2D()(x=Tensor, output_size=Tupl'
        'e<int, int>, scales=None, align_corners=string)".\nThe valid calling should be: \n"Upsa'
        'mpleBilinear2D()(x=<Tensor>, output_size=<list of int, tuple of int>, scales=<list of f'
        'loat, tuple of float>, align_corners=<bool>)".'),
    'project_int_item': (lambda: NSA().project([1]), TypeError,
        "Argument columns[0] with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    'project_second_int': (lambda: NSA().project(['a', 1]), TypeError,
        "Argument columns[1] with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    'map_in_int': (lambda: NSA().map(lambda a: a, input_columns=[1]), TypeError,
        "Argument input_columns[0] with value 1 is not of type [<class 'str'>], but got <class '"
        "int'>."),
    'map_out_int': (
        lambda: NSA().map(lambda a: a, input_columns=['a'], output_columns=[1]), TypeError,
        "Argument output_columns[0] with value 1 is not of type [<class 'str'>], but got <class "
        "'int'>."),
    'rename_int_item': (lambda: NSA().rename([1], ['b']), TypeError,
        "Argument input_columns[0] with value 1 is not of type [<class 'str'>], but got <class '"
        "int'>."),
    'rename_out_int_item': (lambda: NSA().rename(['a'], [2]), TypeError,
        "Argument output_columns[0] with value 2 is not of type [<class 'str'>], but got <class "
        "'int'>."),
    'gen_cols_int_item': (lambda: ds.GeneratorDataset(G2, [1]), TypeError,
        "Argument column_names[0] with value 1 is not of type [<class 'str'>], but got <class 'i"
        "nt'>."),
    'nps_cols_int_item': (lambda: ds.NumpySlicesDataset([1, 2], column_names=[1]), TypeError,
        "Argument column_names[0] with value 1 is not of type [<class 'str'>], but got <class 'i"
        "nt'>."),
    'batch_in_int': (
        lambda: NSA().batch(1, input_columns=[1], per_batch_map=lambda a, b: (a,)), TypeError,
        "Argument input_columns[0] with value 1 is not of type [<class 'str'>], but got <class '"
        "int'>."),
    'tuple_iter_cols_int': (lambda: NSA().create_tuple_iterator(columns=[1]), TypeError,
        "Argument column_names[0] with value 1 is not of type [<class 'str'>], but got <class 'i"
        "nt'>."),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'pad_circular_x2_1': (lambda: MF.pad(F(2, 3), (1, 1), mode='circular').shape,
        '(2, 5)'),
    'pad_circular_x3_1': (lambda: MF.pad(F(1, 2, 4), (1, 1), mode='circular').shape,
        '(1, 2, 6)'),
    'pad_circular_x3_2': (lambda: MF.pad(F(1, 2, 4), (1, 1, 1, 1), mode='circular').shape,
        '(1, 4, 6)'),
    'pad_circular_x4_2': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1, 1, 1), mode='circular').shape,
        '(1, 2, 6, 6)'),
    'pad_circular_x4_3': (lambda: MF.pad(F(1, 2, 4, 4), (1, 1, 1, 1, 1, 1), mode='circular').shape,
        '(1, 4, 6, 6)'),
    'pad_circular_x5_3': (
        lambda: MF.pad(F(1, 1, 2, 4, 4), (1, 1, 1, 1, 1, 1), mode='circular').shape,
        '(1, 1, 4, 6, 6)'),
    'interp_size_int_ok': (lambda: MF.interpolate(F(1, 2, 4, 4), size=2).shape,
        '(1, 2, 2, 2)'),
}
