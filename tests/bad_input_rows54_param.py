"""Rows of ``test_bad_input_catalogue54``: ``Parameter`` / ``ParameterTuple`` with bad names,
flags, data, ``set_data`` and clones. 2.10's exception type and text for each call (measured on
2.10 CPU, one case per process; /tmp/s71/bad54/w/p1.py with /tmp/s71/bad54/run.py); minicell
already raised these as 2.10. Still different (left): ``storage_format=1`` (2.10's pybind text
names an object address), ``add_pipeline_stage``, ``assign_value`` of another shape (2.10
takes its shape). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from minicell.common import initializer as init  # noqa: F401
from minicell.common.initializer import initializer  # noqa: F401
from bad_input_rows54_help import F, I, w  # noqa: F401

MN = mint.nn

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'P name int': (lambda: Parameter(F(2), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'P rg str': (lambda: Parameter(F(2), name='p', requires_grad='a').requires_grad, TypeError,
        'The argument `requires_grad` must be bool type'),
    'P str': (lambda: Parameter('a', name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'str'."),
    'P None': (lambda: Parameter(None, name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
        "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
        "got type 'NoneType'."),
    'P bool': (lambda: Parameter(True, name='p').dtype, ValueError,
        'Parameter data can not be `bool`'),
    'P layerwise str': (lambda: Parameter(F(2), name='p', layerwise_parallel='a'), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'P clone init bad': (lambda: Parameter(F(2), name='p').clone(init='zzz'), ValueError,
        "For 'initializer', the class corresponding to 'zzz' was not found."),
    'P clone init tensor': (lambda: Parameter(F(2), name='p').clone(init=F(3)), ValueError,
        "For 'initializer', the shape of the 'init' argument should be same as the argument "
        "'shape', but got the 'init' shape [3] and the 'shape' (2,)."),
    'P clone bad kw': (lambda: Parameter(F(2), name='p').clone(bogus=1), TypeError,
        "Parameter.clone() got an unexpected keyword argument 'bogus'"),
    'P set name int': (lambda: setattr(Parameter(F(2), name='p'), 'name', 1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'P set name long': (lambda: setattr(Parameter(F(2), name='p'), 'name', 'a' * 5000), ValueError,
        "The length of the 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' "
        'name should be less than 1024.'),
    'P set rg str': (lambda: setattr(Parameter(F(2), name='p'), 'requires_grad', 'a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'P set_data str': (lambda: Parameter(F(2), name='p').set_data('a'), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'str'>."),
    'P set_data np': (lambda: Parameter(F(2), name='p').set_data(np.ones(2)), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'numpy.ndarray'>."),
    'P parallel_optimizer str': (
        lambda: Parameter(F(2), name='p', parallel_optimizer='a'), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'P tuple dup': (
        lambda: ms.ParameterTuple([Parameter(F(2), name='p'), Parameter(F(2), name='p')]),
        ValueError,
        'The value Parameter (name=p, shape=(2,), dtype=Float32, requires_grad=True) , its '
        "name 'p' already exists. Please set a unique name for the parameter."),
    'P tuple ints': (lambda: ms.ParameterTuple([1, 2]), TypeError,
        "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
        "collection, but got a <class 'list'>. "),
    'P tuple clone prefix int': (
        lambda: ms.ParameterTuple([Parameter(F(2), name='p')]).clone(1), TypeError,
        "expected string or bytes-like object, got 'int'"),
    'P tuple clone empty': (
        lambda: ms.ParameterTuple([Parameter(F(2), name='p')]).clone(''), ValueError,
        "The '' is illegal, it must be match regular'^\\w+[0-9a-zA-Z\\_\\.]*$' by "
        "flags're.ASCII.'"),
    'P tuple clone init': (
        lambda: ms.ParameterTuple([Parameter(F(2), name='p')]).clone('x', 'zzz'), ValueError,
        "For 'initializer', the class corresponding to 'zzz' was not found."),
    'P set_param_ps str': (lambda: Parameter(F(2), name='p').set_param_ps('a'), AttributeError,
        "'Parameter' object has no attribute 'set_param_ps'"),
    'P init shape -1': (lambda: Parameter(initializer('ones', (-1,)), name='p'), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (-1,)'),
    'P requires_grad int': (
        lambda: Parameter(F(2), name='p', requires_grad=1).requires_grad, TypeError,
        'The argument `requires_grad` must be bool type'),
    'P name dict': (lambda: Parameter(F(2), name={}), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'dict'>."),
    'P 5 pos': (lambda: Parameter(F(2), 'p', True, False, 'a'), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'P comm_fusion': (lambda: setattr(Parameter(F(2), name='p'), 'comm_fusion', 'a'), TypeError,
        "The input value must be int, but got 'str'"),
    'P parallel_optimizer set': (
        lambda: setattr(Parameter(F(2), name='p'), 'parallel_optimizer', 'a'), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'P layerwise set': (
        lambda: setattr(Parameter(F(2), name='p'), 'layerwise_parallel', 'a'), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'P list': (lambda: Parameter([1, 2], name='p').asnumpy().tolist(),
        '[1, 2]'),
    'P np': (lambda: Parameter(np.ones(2), name='p').dtype,
        'mindspore.float64'),
    'P int': (lambda: Parameter(1, name='p').dtype,
        'mindspore.int32'),
    'P float': (lambda: Parameter(1.5, name='p').dtype,
        'mindspore.float32'),
    'P clone init int': (lambda: Parameter(F(2), name='p').clone(init=1).asnumpy().tolist(),
        '[1.0, 1.0]'),
    'P clone init str': (lambda: Parameter(F(2), name='p').clone(init='zeros').asnumpy().tolist(),
        '[0.0, 0.0]'),
    'P clone name': (lambda: Parameter(F(2), name='p').clone().name,
        "'p'"),
    'P set_data shape': (lambda: Parameter(F(2), name='p').set_data(F(3)),
        'Parameter (name=p, shape=(3,), dtype=Float32, requires_grad=True)'),
    'P set_data dtype': (lambda: Parameter(F(2), name='p').set_data(I(2)).dtype,
        'mindspore.float32'),
    'P set_data int': (lambda: Parameter(F(2), name='p').set_data(1),
        'Parameter (name=p, shape=(), dtype=Float32, requires_grad=True)'),
    'P set_data slice_shape': (
        lambda: Parameter(F(2), name='p').set_data(F(3), slice_shape=True).shape,
        '(3,)'),
    'P dot name': (lambda: Parameter(F(2), name='a.b').name,
        "'a.b'"),
    'P tuple clone ok': (lambda: ms.ParameterTuple([Parameter(F(2), name='p')]).clone('x')[0].name,
        "'x.p'"),
    'P init_data': (lambda: Parameter(F(2), name='p').init_data().asnumpy().tolist(),
        '[1.0, 1.0]'),
    'P init_data layout': (lambda: Parameter(F(2), name='p').init_data(layout=1),
        'Parameter (name=p, shape=(2,), dtype=Float32, requires_grad=True)'),
    'P copy': (lambda: __import__('copy').deepcopy(Parameter(F(2), name='p')).name,
        "'p'"),
    'P value': (lambda: Parameter(F(2), name='p').value().asnumpy().tolist(),
        '[1.0, 1.0]'),
    'P shape 0 tensor': (lambda: Parameter(Tensor(np.ones((0,), np.float32)), name='p').shape,
        '(0,)'),
    'P Parameter of param': (lambda: Parameter(Parameter(F(2), name='q'), name='p').name,
        "'p'"),
    'P sliced str': (lambda: setattr(Parameter(F(2), name='p'), 'sliced', 'a'),
        'None'),
    'P is_init': (lambda: setattr(Parameter(F(2), name='p'), 'is_init', 'a'),
        'None'),
}
