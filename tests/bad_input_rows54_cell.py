"""Rows of ``test_bad_input_catalogue54``: ``nn.Cell`` API misuse: ``insert_child_to_cell`` /
``insert_param_to_cell`` with bad names or values, hooks that are not callables (or return the
wrong thing), ``set_grad`` / ``set_train`` / ``to_float`` with bad flags, a Cell without
``Cell.__init__`` or ``construct``, Parameters of one name, attributes replaced by other types,
calls with bad inputs in both modes. 2.10's exception type and text for each call (measured on
2.10 CPU, one case per process; /tmp/s71/bad54/w/n1.py, n2.py with /tmp/s71/bad54/run.py).
Fixed in this round: GRAPH_MODE's texts for a Cell without ``construct`` (quoted) and for a
number or str given to Dense (Shape's listing); ``parameters_and_names`` of a non-str prefix.
Still different (left): ``param_prefix`` is a settable attribute (2.10: a property), class
paths printed as ``minicell.`` where 2.10 prints ``mindspore.``. GOOD: the calls 2.10 accepts.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from minicell.common import initializer as init  # noqa: F401
from minicell.common.initializer import initializer  # noqa: F401
from bad_input_rows54_help import *  # noqa: F401,F403  (Net, saved, after_load, CK, F, I, ...)

MN = mint.nn
C = ops.composite

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ins name int': (lambda: Net().insert_child_to_cell(1, cell()), TypeError,
        "For 'insert_child_to_cell', the type of parameter 'child_name' must be str, but got "
        "<class 'int'>."),
    'ins name dot': (lambda: Net().insert_child_to_cell('a.b', cell()), KeyError,
        '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be None and can '
        'not contain \'.\' "'),
    'ins name empty': (lambda: Net().insert_child_to_cell('', cell()), KeyError,
        '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be None and can '
        'not contain \'.\' "'),
    'ins cell int': (lambda: Net().insert_child_to_cell('x', 1), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but "
        "got type <class 'int'>."),
    'ins existing attr': (lambda: Net().insert_child_to_cell('training', cell()), KeyError,
        '"For \'insert_child_to_cell\', the training child cell already exists in the '
        'network.Cannot insert another child cell with the same name."'),
    'ins fn': (lambda: Net().insert_child_to_cell('x', hk), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but "
        "got type <class 'function'>."),
    'insp name int': (lambda: Net().insert_param_to_cell(1, Parameter(F(2), name='a')), TypeError,
        "argument of type 'int' is not iterable"),
    'insp name dot': (
        lambda: Net().insert_param_to_cell('a.b', Parameter(F(2), name='a')), KeyError,
        '"For \'insert_param_to_cell\', the argument \'param_name\' should not contain\'.\' "'),
    'insp name empty': (lambda: Net().insert_param_to_cell('', Parameter(F(2), name='a')), KeyError,
        '"For \'insert_param_to_cell\', the argument \'param_name\' should not be None."'),
    'insp not param': (lambda: Net().insert_param_to_cell('a', F(2)), TypeError,
        "For 'insert_param_to_cell', the argument 'param' must be 'Parameter' if not None, but "
        "got <class 'mindspore.common.tensor.Tensor'>."),
    'insp existing': (
        lambda: Net().insert_param_to_cell('dense', Parameter(F(2), name='a')), KeyError,
        '"For \'insert_param_to_cell\', the dense parameter already exists in the '
        'network.Cannot insert another parameter with the same name."'),
    'fwd hook int': (lambda: Net().register_forward_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'fwd hook str': (lambda: Net().register_forward_hook('a'), TypeError,
        'Expected a callable hook function, but got str.'),
    'fwd pre hook int': (lambda: Net().register_forward_pre_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'bwd hook int': (lambda: Net().register_backward_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'bwd pre hook int': (lambda: Net().register_backward_pre_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'to_float str': (lambda: Net().to_float('a'), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
        "mstype.bfloat16, but got type: <class 'str'> and value: a."),
    'to_float int32': (lambda: Net().to_float(ms.int32), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
        "mstype.bfloat16, but got type: <class 'mindspore._c_expression.typing.Int'> and "
        'value: Int32.'),
    'to_float f64': (lambda: Net().to_float(ms.float64), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
        "mstype.bfloat16, but got type: <class 'mindspore._c_expression.typing.Float'> and "
        'value: Float64.'),
    'to_float np': (lambda: Net().to_float(np.float16), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
        "mstype.bfloat16, but got type: <class 'type'> and value: <class 'numpy.float16'>."),
    'to_float none': (lambda: Net().to_float(None), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
        "mstype.bfloat16, but got type: <class 'NoneType'> and value: None."),
    'apply int': (lambda: Net().apply(1), TypeError,
        "'int' object is not callable"),
    'apply none': (lambda: Net().apply(None), TypeError,
        "'NoneType' object is not callable"),
    'update pname int': (lambda: Net().update_parameters_name(1), TypeError,
        "expected string or bytes-like object, got 'int'"),
    'recompute str': (lambda: Net().recompute(mp_comm_recompute='a'), TypeError,
        "The parameter 'mp_comm_recompute' must be <class 'bool'>, but got <class 'str'>"),
    'cells_and_names int': (lambda: list(Net().cells_and_names(1)), TypeError,
        "argument of type 'int' is not iterable"),
    'parameters_and_names int': (lambda: list(Net().parameters_and_names(1)), TypeError,
        "unsupported operand type(s) for +: 'int' and 'str'"),
    'setattr param name int': (lambda: setattr(Net(), 1, 2), TypeError,
        "attribute name must be string, not 'int'"),
    'add_flags bad': (lambda: Net().add_flags(1), TypeError,
        'Cell.add_flags() takes 1 positional argument but 2 were given'),
    'set_boost bad': (lambda: Net().set_boost('x'), ValueError,
        "For 'set_boost', the argument 'boost_type' must be 'less_bn', but got x."),
    'construct kw bad': (lambda: Net()(F(2, 2), bogus=1), TypeError,
        "Net.construct() got an unexpected keyword argument 'bogus'"),
    'call no arg': (lambda: Net()(), TypeError,
        "Net.construct() missing 1 required positional argument: 'x'"),
    'call extra': (lambda: Net()(F(2, 2), F(2, 2)), TypeError,
        'Net.construct() takes 2 positional arguments but 3 were given'),
    'del missing': (lambda: delattr(Net(), 'zz'), AttributeError,
        "'Net' object has no attribute 'zz'"),
    'getattr missing': (lambda: Net().zz, AttributeError,
        "The 'Net' object has no attribute 'zz'."),
    'no super': (lambda: repr(NoSuper()), AttributeError,
        "The 'NoSuper' object has no attribute '_cells'."),
    'no construct call': (lambda: NoConstruct()(F(2)), AttributeError,
        "For 'Cell', the method 'construct' is not defined."),
    'no construct graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), NoConstruct()(F(2)))[1], AttributeError,
        "'For 'Cell', the method 'construct' is not defined.'"),
    'param then int': (lambda: w(BadInit()), TypeError,
        "Parameter 'p' already exists in network, can not assign this type: '<class 'int'>' as "
        'a parameter.'),
    'fwd pre hook bad ret call': (
        lambda: (lambda n: (n.register_forward_pre_hook(pre_hook_bad), n(F(1, 2)))[1])(Net()),
        TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'bwd hook str': (lambda: Net().register_backward_hook('a'), TypeError,
        'Expected a callable hook function, but got str.'),
    'set_grad kw': (lambda: Net().set_grad(bogus=1), TypeError,
        "Cell.set_grad() got an unexpected keyword argument 'bogus'"),
    'to_float kw': (lambda: Net().to_float(), TypeError,
        "Cell.to_float() missing 1 required positional argument: 'dst_type'"),
    'to_float str f16': (lambda: Net().to_float('float16'), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
        "mstype.bfloat16, but got type: <class 'str'> and value: float16."),
    'ins child tensor': (lambda: Net().insert_child_to_cell('x', F(2)), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but "
        "got type <class 'mindspore.common.tensor.Tensor'>."),
    'ins child list': (lambda: Net().insert_child_to_cell('x', [cell()]), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but "
        "got type <class 'list'>."),
    'ins kw': (
        lambda: Net().insert_child_to_cell(child_name='x', child_cell=cell(), bogus=1), TypeError,
        "Cell.insert_child_to_cell() got an unexpected keyword argument 'bogus'"),
    'ins no args': (lambda: Net().insert_child_to_cell(), TypeError,
        "Cell.insert_child_to_cell() missing 2 required positional arguments: 'child_name' and "
        "'child_cell'"),
    'insp name none': (
        lambda: Net().insert_param_to_cell(None, Parameter(F(2), name='a')), KeyError,
        '"For \'insert_param_to_cell\', the argument \'param_name\' should not be None."'),
    'insp existing param': (
        lambda: (lambda n: n.insert_param_to_cell('dense', Parameter(F(2), name='a')))(Net()),
        KeyError,
        '"For \'insert_param_to_cell\', the dense parameter already exists in the '
        'network.Cannot insert another parameter with the same name."'),
    'setattr cell int': (lambda: (lambda n: setattr(n, 'dense', 1))(Net()), TypeError,
        "Sub cell 'dense' already exists in network, can not assign this type: '<class 'int'>' "
        'as a cell.'),
    'setattr param int': (lambda: (lambda n: setattr(n.dense, 'weight', 1))(Net()), TypeError,
        "Parameter 'weight' already exists in network, can not assign this type: '<class "
        "'int'>' as a parameter."),
    'set_train kw': (lambda: Net().set_train(bogus=1), TypeError,
        "Cell.set_train() got an unexpected keyword argument 'bogus'"),
    'jit cell int': (lambda: Net().jit(1), AttributeError,
        "The 'Net' object has no attribute 'jit'."),
    'construct graph int input': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), Net()(1))[1], TypeError,
        'Failed calling Shape with "input_x=Int64".\nThe valid calling should be: '
        '"input_x=<Tensor>".'),
    'construct graph str input': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), Net()('a'))[1], TypeError,
        'Failed calling Shape with "input_x=String".\nThe valid calling should be: '
        '"input_x=<Tensor>".'),
    'construct int input': (lambda: Net()(1), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'int'>."),
    'construct str input': (lambda: Net()('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'construct wrong shape': (lambda: Net()(F(3, 3)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and 'x2_row': 2."),
    'construct wrong shape graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), Net()(F(3, 3)))[1], ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and 'x2_row': 2."),
    'construct int dtype': (lambda: Net()(I(1, 2)), TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Int32] and 'x2' with type Tensor[Float32]."),
    'construct int dtype graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), Net()(I(1, 2)))[1], TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Int32] and 'x2' with type Tensor[Float32]."),
    'construct f16': (lambda: Net()(Tensor(np.ones((1, 2), np.float16))), TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Float16] and 'x2' with type Tensor[Float32]."),
    'construct f64': (lambda: Net()(Tensor(np.ones((1, 2), np.float64))).dtype, TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Float64] and 'x2' with type Tensor[Float32]."),
    'construct f16 graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), Net()(Tensor(np.ones((1, 2), np.float16))))[1],
        TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Float16] and 'x2' with type Tensor[Float32]."),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'ins cell none': (lambda: w(Net().insert_child_to_cell('x', None)),
        "'NoneType'"),
    'fwd hook with_kwargs str': (lambda: w(Net().register_forward_hook(hk, with_kwargs='a')),
        "'HookHandle'"),
    'fwd hook graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), w(Net().register_forward_hook(hk)))[1],
        "'HookHandle'"),
    'fwd hook lambda': (lambda: w(Net().register_forward_hook(lambda *a: None)),
        "'HookHandle'"),
    'hook remove twice': (
        lambda: (lambda h: (h.remove(), h.remove()))(Net().register_forward_hook(hk)),
        '(None, None)'),
    'set_grad str': (lambda: w(Net().set_grad('a')),
        "'Net'"),
    'set_grad int': (lambda: Net().set_grad(1).requires_grad,
        '1'),
    'set_grad none': (lambda: Net().set_grad(None).requires_grad,
        'None'),
    'set_train str': (lambda: Net().set_train('a').training,
        "'a'"),
    'to_float bf16': (lambda: w(Net().to_float(ms.bfloat16)),
        "'Net'"),
    'set_inputs int': (lambda: Net().set_inputs(1),
        'None'),
    'get_parameters str': (lambda: list(Net().get_parameters('a')),
        '[Parameter (name=dense.weight, shape=(2, 2), dtype=Float32, requires_grad=True), '
        'Parameter (name=dense.bias, shape=(2,), dtype=Float32, requires_grad=True)]'),
    'trainable_params str': (lambda: Net().trainable_params('a'),
        '[Parameter (name=dense.weight, shape=(2, 2), dtype=Float32, requires_grad=True), '
        'Parameter (name=dense.bias, shape=(2,), dtype=Float32, requires_grad=True)]'),
    'name_cells': (lambda: sorted(Net().name_cells()),
        "['dense']"),
    'shard bad': (lambda: Net().shard(1),
        'None'),
    'del child': (lambda: (lambda n: (delattr(n, 'dense'), hasattr(n, 'dense')))(Net())[1],
        'False'),
    'cell in param dict': (lambda: Net().parameters_dict(1),
        "OrderedDict([('dense.weight', Parameter (name=dense.weight, shape=(2, 2), "
        "dtype=Float32, requires_grad=True)), ('dense.bias', Parameter (name=dense.bias, "
        'shape=(2,), dtype=Float32, requires_grad=True))])'),
    'init_parameters_data': (lambda: w(Net().init_parameters_data(auto_parallel_mode='a')),
        "'dict'"),
    'param then tensor': (lambda: ReParam().p.shape,
        '(3,)'),
    'two same names': (lambda: TwoSame()(F(2)).asnumpy().tolist(),
        '[2.0, 2.0]'),
    'two same names graph': (lambda: (ms.set_context(mode=ms.GRAPH_MODE), TwoSame()(F(2)))[1],
        'Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00])'),
    'two same names train': (lambda: len(TwoSame().trainable_params()),
        '2'),
    'fwd hook bad ret': (lambda: Net().register_forward_hook(hook_bad_ret) and 0 or 1,
        '1'),
    'fwd hook bad ret call': (
        lambda: (lambda n: (n.register_forward_hook(hook_bad_ret), n(F(1, 2)))[1])(Net()),
        "'x'"),
    'bwd hook graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), w(Net().register_backward_hook(hook3)))[1],
        "'HookHandle'"),
    'fwd hook prepend str': (lambda: w(Net().register_forward_hook(hook3, prepend='a')),
        "'HookHandle'"),
    'to_float call': (lambda: Net().to_float(ms.float16)(F(1, 2)).dtype,
        'mindspore.float16'),
    'ins child graph after': (
        lambda: (lambda n: (n.insert_child_to_cell('x', cell()), sorted(n.name_cells())))(Net())[1],
        "['dense', 'x']"),
    'ins child self': (lambda: (lambda n: n.insert_child_to_cell('me', n))(Net()),
        'None'),
    'ins child celllist': (lambda: w(Net().insert_child_to_cell('x', nn.CellList([cell()]))),
        "'NoneType'"),
    'insp param none': (lambda: w(Net().insert_param_to_cell('a', None)),
        "'NoneType'"),
    'setattr cell none': (lambda: (lambda n: (setattr(n, 'dense', None), n.dense))(Net())[1],
        'None'),
    'setattr param none': (
        lambda: (lambda n: (setattr(n.dense, 'weight', None), n.dense.weight))(Net())[1],
        'None'),
    'setattr param tensor shape': (
        lambda: (lambda n: (setattr(n.dense, 'weight', F(3, 3)), n.dense.weight.shape))(Net())[1],
        '(3, 3)'),
    'set_train none': (lambda: Net().set_train(None).training,
        'None'),
    'cells list': (lambda: len(Net().cells()),
        '1'),
}
