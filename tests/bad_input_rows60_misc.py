"""Rows of ``test_bad_input_catalogue60``: optimizer constructors, ``Parameter``,
``set_context`` / ``set_seed``, ``Tensor(...)``, indexing, and Tensor operators with a string or
None. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per forked
process: /tmp/s77/bad60/run.py on c7.py, c8.py). GOOD: calls 2.10 accepts next to them, with the
repr of 2.10's result.

Left (minicell differs; see the report): tensor-shape-neg; t-add-shape; t-pow-str; t-lt-str;
op0-none; rop0-none; op1-none; rop1-none; op2-none; rop2-none; op3-str; rop3-str; op3-none;
rop3-none; op4-none; rop4-none; op5-str; op5-none; rop5-none; op6-str; op6-none; rop6-none;
op7-str; op7-none; rop7-none; op8-str; op8-none; rop8-none; rop9-str; op9-none; rop9-none;
rop10-str; op10-none; rop10-none; op13-str; rop13-str; op13-none; rop13-none; op14-str;
rop14-str; op14-none; rop14-none; op15-str; rop15-str; op15-none; rop15-none.
"""
from bad_input_rows60_help import B, E, F, I, Parameter, Tensor, ms, nn

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'opt-sgd-lr-neg': (
        lambda: nn.SGD(nn.Dense(2, 2).trainable_params(), learning_rate=-0.1),
        ValueError,
        "For 'SGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'opt-sgd-mom-neg': (
        lambda: nn.SGD(nn.Dense(2, 2).trainable_params(), momentum=-1.0),
        ValueError,
        "For 'SGD', the argument 'momentum' must be at least 0.0, but got -1.0."),
    'opt-sgd-nesterov': (
        lambda: nn.SGD(nn.Dense(2, 2).trainable_params(), nesterov=True),
        ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal to"
        " 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'opt-adam-beta': (lambda: nn.Adam(nn.Dense(2, 2).trainable_params(), beta1=1.5), ValueError,
        "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 1.5 with type 'float'."),
    'opt-adam-eps': (lambda: nn.Adam(nn.Dense(2, 2).trainable_params(), eps=0.0), ValueError,
        "For 'Adam', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'opt-adam-empty': (lambda: nn.Adam([]), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'opt-adam-wd-neg': (
        lambda: nn.Adam(nn.Dense(2, 2).trainable_params(), weight_decay=-1.0),
        ValueError,
        "For 'Adam', the 'weight_decay' must be float and must >= 0, but got '-1.0' with type 'fl"
        "oat'."),
    'opt-momentum-none': (
        lambda: nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, None),
        TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'NoneType'."),
    'opt-adamw-lr-str': (
        lambda: nn.AdamWeightDecay(nn.Dense(2, 2).trainable_params(), learning_rate='a'),
        ValueError,
        "could not convert string to float: 'a'"),
    'opt-rmsprop-decay': (
        lambda: nn.RMSProp(nn.Dense(2, 2).trainable_params(), decay=-1.0),
        ValueError,
        "For 'RMSProp', the 'decay' must be float and must >= 0, but got '-1.0' with type 'float'"
        '.'),
    'opt-adagrad-acc': (
        lambda: nn.Adagrad(nn.Dense(2, 2).trainable_params(), accum=-1.0),
        ValueError,
        "For 'Adagrad', the 'accum' must be float and must >= 0, but got '-1.0' with type 'float'"
        '.'),
    'opt-lamb-beta': (
        lambda: nn.Lamb(nn.Dense(2, 2).trainable_params(), 0.1, beta2=0.0),
        ValueError,
        "For 'Lamb', the 'beta2' must be in range of (0.0, 1.0), but got 0.0 with type 'float'."),
    'opt-ftrl-lr': (
        lambda: nn.FTRL(nn.Dense(2, 2).trainable_params(), learning_rate=-1.0),
        ValueError,
        "For 'FTRL', the 'learning rate' must be float and must >= 0, but got '-1.0' with type 'f"
        "loat'."),
    'opt-lr-tensor-2d': (
        lambda: nn.SGD(nn.Dense(2, 2).trainable_params(), learning_rate=F(2, 2)),
        ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'opt-group-bad': (lambda: nn.SGD([{'params': 1}]), TypeError,
        "For 'Optimizer', the argument group `params` must be Iterable type, but got <class 'int'"
        '>.'),
    'opt-group-key': (
        lambda: nn.SGD([{'params': nn.Dense(2, 2).trainable_params(), 'bogus': 1}]),
        KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'par-name-int': (lambda: Parameter(F(2), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'par-rg-str': (lambda: Parameter(F(2), requires_grad='a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'par-none': (lambda: Parameter(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "NoneType'."),
    'par-str': (lambda: Parameter('a'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "str'."),
    'par-layerwise': (lambda: Parameter(F(2), layerwise_parallel='a'), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'par-clone-prefix': (lambda: Parameter(F(2), name='p').clone(prefix=1), TypeError,
        "Parameter.clone() got an unexpected keyword argument 'prefix'"),
    'par-set-rg': (lambda: setattr(Parameter(F(2), name='p'), 'requires_grad', 'a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'par-set-name': (lambda: setattr(Parameter(F(2), name='p'), 'name', 1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'par-set-name-long': (
        lambda: setattr(Parameter(F(2), name='p'), 'name', 'a' * 2000),
        ValueError,
        "The length of the 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' nam"
        'e should be less than 1024.'),
    'ctx-mode-str': (lambda: ms.set_context(mode='graph'), TypeError,
        "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    'ctx-mode-2': (lambda: ms.set_context(mode=2), ValueError,
        "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) or conte"
        'xt.PYNATIVE_MODE (1), but got 2.'),
    'ctx-device': (lambda: ms.set_context(device_target='TPU'), ValueError,
        "For 'context.set_context', the argument 'device_target' must be one of ['CPU', 'GPU', 'A"
        "scend', 'Davinci'], but got TPU."),
    'ctx-bogus': (lambda: ms.set_context(bogus=1), ValueError,
        "For 'context.set_context', the keyword argument bogus is not recognized! For detailed us"
        "age of 'set_context', please refer to the Mindspore official website."),
    'ctx-get-bogus': (lambda: ms.get_context('bogus'), ValueError,
        "For 'context.get_context', the argument bogus is not recognized! For detailed usage of '"
        "get_context', please refer to the Mindspore official website."),
    'ctx-seed-neg': (lambda: ms.set_seed(-1), ValueError,
        "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' with type 'int'."),
    'ctx-seed-str': (lambda: ms.set_seed('a'), TypeError,
        "The argument 'seed' must be type of int, but got <class 'str'>."),
    'ctx-seed-float': (lambda: ms.set_seed(1.5), TypeError,
        "The argument 'seed' must be type of int, but got <class 'float'>."),
    'ctx-dump-bool': (lambda: ms.set_context(save_graphs='a'), TypeError,
        "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), but got <class 'str"
        "'>"),
    'tensor-dtype-str': (lambda: Tensor([1, 2], dtype='float32'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore.i"
        'nt32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.ui'
        'nt64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, minds'
        'pore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, mindspore'
        ".float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got ''float32'"
        "'."),
    'tensor-dtype-bad': (lambda: Tensor([1, 2], dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore.i"
        'nt32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.ui'
        'nt64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, minds'
        'pore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, mindspore'
        ".float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got '1'."),
    'tensor-shape-none': (lambda: Tensor(shape=(2,)), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "NoneType'."),
    'tensor-ragged': (lambda: Tensor([[1, 2], [3]]), TypeError,
        'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported element.'),
    'tensor-set': (lambda: Tensor({1, 2}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "set'."),
    'tensor-dict': (lambda: Tensor({'a': 1}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "dict'."),
    'tensor-obj': (lambda: Tensor(object()), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "object'."),
    't-astype-int': (lambda: F(2).astype(1), TypeError,
        'For Tensor.astype, the input type must be one of [mindspore.int8, mindspore.int16, minds'
        'pore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindsp'
        'ore.uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16,'
        ' mindspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, min'
        "dspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, <class 'numpy.int8'>, <class 'nu"
        "mpy.int16'>, <class 'numpy.int32'>, <class 'numpy.int64'>, <class 'numpy.uint8'>, <class"
        " 'numpy.uint16'>, <class 'numpy.uint32'>, <class 'numpy.uint64'>, <class 'numpy.float16'"
        ">, <class 'numpy.float32'>, <class 'numpy.float64'>, <class 'numpy.bool_'>, <class 'nump"
        "y.complex64'>, <class 'numpy.complex128'>], but got '1'."),
    't-getitem-float': (lambda: F(2, 3)[1.5], IndexError,
        'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list and t'
        "uple as index, but got 1.5 with type <class 'float'>"),
    't-getitem-oob': (lambda: F(2, 3)[5], IndexError,
        'index 5 is out of bounds for dimension with size 2'),
    't-getitem-str': (lambda: F(2, 3)['a'], IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor index"
        'ing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. Receive'
        "d value: 'a'"),
    't-getitem-toomany': (lambda: F(2, 3)[0, 0, 0], IndexError,
        'too many indices for tensor of dimension2'),
    't-setitem-oob': (lambda: F(2, 3).__setitem__(5, 1.0), IndexError,
        'Index 5 is out of bounds for axis 0 with size 2'),
    't-setitem-str': (lambda: F(2, 3).__setitem__(0, 'a'), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for tensor index"
        'ing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. Receive'
        "d value: 'a'"),
    't-setitem-shape': (lambda: F(2, 3).__setitem__(0, F(4)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input dim"
        'ension is 1 or target dimension is -1. But got x_shape: (4), target shape: (3).'),
    't-bool-multi': (lambda: bool(F(2, 3)), ValueError,
        'The tensor should have only one element, but got 6, more than one element is ambiguous.'),
    't-int-multi': (lambda: int(F(2, 3)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    't-float-empty': (lambda: float(E(0)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    't-len-0d': (lambda: len(F()), TypeError,
        'Not support len of a 0-D tensor'),
    't-iter-0d': (lambda: list(F()), TypeError,
        'iteration over a 0-d tensor'),
    't-matmul-op-1d': (lambda: F(3) @ F(4), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and 'x2_row': 4."),
    't-neg-bool': (lambda: -B(2), TypeError,
        'Select CPU operator[Neg] fail! Unsupported data type!\nThe supported data types are inpu'
        't[BFloat16], output[BFloat16];input[Float16], output[Float16];input[Float32], output[Flo'
        'at32];input[Float64], output[Float64];input[UInt8], output[UInt8];input[UInt16], output['
        'UInt16];input[UInt32], output[UInt32];input[UInt64], output[UInt64];input[Int8], output['
        'Int8];input[Int16], output[Int16];input[Int32], output[Int32];input[Int64], output[Int64'
        '];input[Complex64], output[Complex64];input[Complex128], output[Complex128];,\n but get '
        'input[[const vector]{Bool}], output[[const vector]{Bool}].'),
    't-and-float': (lambda: F(2) & F(2), TypeError,
        'For primitive[BitwiseAnd], the input argument[x] must be a type of {Tensor[Bool], Tensor'
        '[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Ten'
        'sor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    'op0-str': (lambda: F(2) + 'a', TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rop0-str': (lambda: 'a' + F(2), TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'op1-str': (lambda: F(2) - 'a', TypeError,
        'Failed calling Sub with "Sub()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rop1-str': (lambda: 'a' - F(2), TypeError,
        'Failed calling Sub with "Sub()(input=string, other=Tensor)".\nThe valid calling should b'
        'e: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'op2-str': (lambda: F(2) * 'a', TypeError,
        'Failed calling Mul with "Mul()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rop2-str': (lambda: 'a' * F(2), TypeError,
        'Failed calling Mul with "Mul()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'op4-str': (lambda: F(2) // 'a', TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=string)".\nThe valid callin'
        'g should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rop4-str': (lambda: 'a' // F(2), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=string, other=Tensor)".\nThe valid callin'
        'g should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rop6-str': (lambda: 'a' ** F(2), TypeError,
        'Failed calling Pow with "Pow()(input=string, exponent=Tensor)".\nThe valid calling shoul'
        'd be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'rop7-str': (lambda: 'a' < F(2), TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=string)".\nThe valid calling '
        'should be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rop8-str': (lambda: 'a' <= F(2), TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=string)".\nThe vali'
        'd calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'op9-str': (lambda: F(2) > 'a', TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=string)".\nThe valid calling '
        'should be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'op10-str': (lambda: F(2) >= 'a', TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=string)".\nThe vali'
        'd calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'op16-str': (lambda: F(2) @ 'a', TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=string)".\nThe valid call'
        'ing should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'rop16-str': (lambda: 'a' @ F(2), TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=string, other=Tensor)".\nThe valid call'
        'ing should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'op16-none': (lambda: F(2) @ None, TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'rop16-none': (lambda: None @ F(2), TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=None, other=Tensor)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'tensor-complex-int': (lambda: Tensor(1 + 2j, dtype=ms.int32),
        'Tensor(shape=[], dtype=Int32, value= 1)'),
    't-invert-float': (lambda: ~F(2),
        'Tensor(shape=[2], dtype=Bool, value= [False, False])'),
    't-mod-zero-int': (lambda: I(2) % 0,
        'Tensor(shape=[2], dtype=Int32, value= [-2147483648, -2147483648])'),
    't-floordiv-zero-int': (lambda: I(2) // 0,
        'Tensor(shape=[2], dtype=Int32, value= [2147483647, 2147483647])'),
    'rop5-str': (lambda: 'a' % F(2),
        "'a'"),
    'op11-str': (lambda: F(2) == 'a',
        'False'),
    'rop11-str': (lambda: 'a' == F(2),
        'False'),
    'op11-none': (lambda: F(2) == None,
        'False'),
    'rop11-none': (lambda: None == F(2),
        'False'),
    'op12-str': (lambda: F(2) != 'a',
        'True'),
    'rop12-str': (lambda: 'a' != F(2),
        'True'),
    'op12-none': (lambda: F(2) != None,
        'True'),
    'rop12-none': (lambda: None != F(2),
        'True'),
}
