"""Rows of ``test_bad_input_catalogue52`` (GeneratorDataset arguments and column names, iterator
columns, jit's call arity, ops.Custom arguments): MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per process (forked after the imports), pynative_synchronize
on; /tmp/s69/bad52/w/m4.py with /tmp/s69/bad52/run.py).
Measured and left out (minicell differs or 2.10 computes): GD column_types str
(NotImplementedError: ''); GD zip not tuple (TypeError: 'Argument datasets with value
<mindspore.dataset.); Custom str no type (2.10 computes); Custom func_type bad (ValueError: "For
'Custom', 'func_type': x, 'func': <function); Custom pyfunc shape int (TypeError: "For 'Custom',
'func_type': pyfunc, 'func': <func); Custom pyfunc dtype bad (TypeError: "For 'Custom',
'func_type': pyfunc, 'func': <func); Custom aot str (RuntimeError: "For 'Custom' on CPU, couldn't
find the AOT bi); Custom bprop int (2.10 computes); Custom hybrid (TypeError: "For 'Custom',
'func_type': hybrid, 'func': <func); Custom tbe (2.10 computes); Custom akg (2.10 computes).
"""
import numpy as np

import minicell as ms  # noqa: F401
import minicell.dataset as ds
from minicell import ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F  # noqa: F401


def gen():
    for i in range(3):
        yield (np.array([i], np.float32),)


def fn(x):
    return x + 1


def pyf(x):
    return x + 1

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'GD column_names int list': (lambda: ds.GeneratorDataset(gen, [1]), TypeError,
        "Argument column_names[0] with value 1 is not of type [<class 'str'>], but got "
        "<class 'int'>."),
    'GD column_names tuple': (lambda: ds.GeneratorDataset(gen, ('a',)).get_col_names(), TypeError,
        "Argument column_names with value ('a',) is not of type [<class 'list'>, "
        "<class 'str'>], but got <class 'tuple'>."),
    'GD column_names None': (lambda: ds.GeneratorDataset(gen, None), ValueError,
        'Neither columns_names nor schema are provided.'),
    'GD column_names empty str': (lambda: ds.GeneratorDataset(gen, ['']), ValueError,
        'column_names[0] should not be empty.'),
    'GD num_samples neg': (lambda: ds.GeneratorDataset(gen, ['a'], num_samples=-1), ValueError,
        'num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!'),
    'GD num_samples float': (lambda: ds.GeneratorDataset(gen, ['a'], num_samples=1.5), TypeError,
        "Argument num_samples with value 1.5 is not of type [<class 'int'>], but got "
        "<class 'float'>."),
    'GD sampler and shuffle': (
        lambda: ds.GeneratorDataset([1, 2], ['a'], sampler=ds.SequentialSampler(), shuffle=True),
        ValueError,
        'Conflicting arguments during sampler assignments. num_samples: None, '
        'num_shards: None, shard_id: None, shuffle: True.'),
    'GD sampler shards': (
        lambda: ds.GeneratorDataset([1, 2], ['a'], sampler=ds.SequentialSampler(),
                                    num_shards=2, shard_id=0),
        ValueError,
        'Conflicting arguments during sampler assignments. num_samples: None, '
        'num_shards: 2, shard_id: 0, shuffle: None.'),
    'GD shard_id big': (
        lambda: ds.GeneratorDataset([1, 2], ['a'], num_shards=2, shard_id=2), ValueError,
        'shard_id should be less than num_shards.'),
    'GD shard_id str': (
        lambda: ds.GeneratorDataset([1, 2], ['a'], num_shards=2, shard_id='a'), TypeError,
        "Argument shard_id with value a is not of type [<class 'int'>], but got <class "
        "'str'>."),
    'GD num_shards str': (
        lambda: ds.GeneratorDataset([1, 2], ['a'], num_shards='a', shard_id=0), TypeError,
        "Argument num_shards with value a is not of type [<class 'int'>], but got "
        "<class 'str'>."),
    'GD sampler gen': (
        lambda: ds.GeneratorDataset(gen, ['a'], sampler=ds.SequentialSampler()), ValueError,
        "sampler is not supported if source does not have attribute '__getitem__'."),
    'GD num_shards gen': (
        lambda: ds.GeneratorDataset(gen, ['a'], num_shards=2, shard_id=0), ValueError,
        "num_shards is not supported if source does not have attribute '__getitem__'."),
    'GD kw': (lambda: ds.GeneratorDataset(gen, ['a'], foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'GD no args': (lambda: ds.GeneratorDataset(), TypeError,
        "missing a required argument: 'source'"),
    'GD batch_size neg': (
        lambda: ds.GeneratorDataset(gen, ['a']).batch(2, drop_remainder='a'), TypeError,
        "Argument drop_remainder with value a is not of type [<class 'bool'>], but got "
        "<class 'str'>."),
    'GD map bad op': (lambda: ds.GeneratorDataset(gen, ['a']).map(1), ValueError,
        "Parameter operations's element of method map should be a python function or "
        "class method which should be callable, but got: 1. It doesn't need "
        'parentheses for python function or class method.'),
    'GD map input_columns int': (
        lambda: ds.GeneratorDataset(gen, ['a']).map(fn, input_columns=1), TypeError,
        "Argument input_columns with value 1 is not of type [<class 'list'>, <class "
        "'str'>], but got <class 'int'>."),
    'GD project int': (lambda: ds.GeneratorDataset(gen, ['a']).project(1), TypeError,
        "Argument columns with value 1 is not of type [<class 'list'>, <class 'str'>], "
        "but got <class 'int'>."),
    'GD rename len': (
        lambda: ds.GeneratorDataset(gen, ['a']).rename(['a'], ['b', 'c']), ValueError,
        'Number of column in input_columns and output_columns is not equal.'),
    'GD concat int': (lambda: ds.GeneratorDataset(gen, ['a']).concat(1), TypeError,
        "Argument datasets with value 1 is not of type [<class 'list'>, <class "
        "'mindspore.dataset.engine.datasets.Dataset'>], but got <class 'int'>."),
    'GD split sizes': (
        lambda: ds.GeneratorDataset([1, 2, 3], ['a'], shuffle=False).split([0.5, 0.6]), ValueError,
        'sizes is a list of float, but the percentages do not sum up to 1.'),
    'GD split empty': (
        lambda: ds.GeneratorDataset([1, 2, 3], ['a'], shuffle=False).split([]), ValueError,
        'sizes cannot be empty.'),
    'GD filter bad': (lambda: ds.GeneratorDataset(gen, ['a']).filter(1), TypeError,
        'Predicate should be a Python function or a callable Python object.'),
    'GD padded_batch': (lambda: ds.GeneratorDataset(gen, ['a']).padded_batch(0), ValueError,
        'Input batch_size is not within the required interval of [1, 2147483647].'),
    'GD create_dict_iterator num_epochs': (
        lambda: ds.GeneratorDataset(gen, ['a']).create_dict_iterator(num_epochs=-2), ValueError,
        'Input num_epochs is not within the required interval of [-1, 2147483647].'),
    'GD create_tuple_iterator columns': (
        lambda: ds.GeneratorDataset(gen, ['a']).create_tuple_iterator(columns=1), TypeError,
        "Argument column_names with value 1 is not of type [<class 'list'>, <class "
        "'str'>], but got <class 'int'>."),
    'GD create_dict_iterator output_numpy': (
        lambda: ds.GeneratorDataset(gen, ['a']).create_dict_iterator(output_numpy=1), TypeError,
        "Argument output_numpy with value 1 is not of type [<class 'bool'>], but got "
        "<class 'int'>."),
    'GD set_dynamic_columns': (
        lambda: ds.GeneratorDataset(gen, ['a']).set_dynamic_columns(1), AttributeError,
        "'GeneratorDataset' object has no attribute 'set_dynamic_columns'"),
    'GD bucket': (
        lambda: ds.GeneratorDataset(gen, ['a']).bucket_batch_by_length(['a'], [1], [1, 2, 3]),
        ValueError,
        'bucket_batch_sizes must contain one element more than bucket_boundaries.'),
    'GD repeat str': (lambda: ds.GeneratorDataset(gen, ['a']).repeat('a'), TypeError,
        "Argument repeat with value a is not of type [<class 'int'>, <class "
        "'NoneType'>], but got <class 'str'>."),
    'GD shuffle str': (lambda: ds.GeneratorDataset(gen, ['a']).shuffle('a'), TypeError,
        "Argument buffer_size with value a is not of type [<class 'int'>], but got "
        "<class 'str'>."),
    'jit capture_mode bad': (lambda: ms.jit(fn, capture_mode='x'), ValueError,
        "For 'jit', the 'capture_mode' must be str and must be in '['ast', 'bytecode', "
        "'trace']', but got 'x'."),
    'jit jit_level bad': (lambda: ms.jit(fn, jit_level='O9'), ValueError,
        "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but got "
        "'O9'."),
    'jit dynamic bad': (lambda: ms.jit(fn, dynamic=2), ValueError,
        "For 'jit', the 'dynamic' must be in range of [0, 1], but got 2 with type "
        "'int'."),
    'jit fullgraph int': (lambda: ms.jit(fn, fullgraph=1), TypeError,
        "For 'jit', the 'fullgraph' must be a bool, but got int."),
    'jit call extra arg': (lambda: ms.jit(fn)(F(2), F(2)), TypeError,
        'Function fn needs 1 positional argument and 0 default argument, total 1, but '
        'got 2.'),
    'jit call missing': (lambda: ms.jit(fn)(), TypeError,
        'Function fn needs 1 positional argument, but got 0.'),
    'Custom int': (lambda: ops.Custom(1), TypeError,
        "For 'Custom', 'func' must be of type function or str, but got <class 'int'>"),
    'Custom reg_info int': (
        lambda: ops.Custom(pyf, out_shape=(2,), out_dtype=ms.float32, func_type='pyfunc',
                           reg_info=1),
        AttributeError,
        "'int' object has no attribute 'get'"),
    'Custom kw': (lambda: ops.Custom(pyf, foo=1), TypeError,
        "Custom.__init__() got an unexpected keyword argument 'foo'"),
    'Custom no args': (lambda: ops.Custom(), TypeError,
        "Custom.__init__() missing 1 required positional argument: 'func'"),
    'Custom julia': (
        lambda: ops.Custom('a.jl:m:f', out_shape=(2,), out_dtype=ms.float32, func_type='julia'),
        ValueError,
        "For 'Custom', 'func_type': julia, 'func': a.jl:m:f, 'func_type' must be one "
        "of ['hybrid', 'akg', 'tbe', 'aicpu', 'aot', 'pyfunc'], but got julia"),
}
