"""Rows of ``test_bad_input_catalogue48`` (Tensor construction, indexing and shape methods, conv /
norm / RNN / transformer / container constructors, Cell methods, metrics, ms.mutable / set_seed,
mindspore.numpy): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per process (forked after the imports), pynative_synchronize on; /tmp/s65/bad48/w/c6.py with
/tmp/s65/bad48/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): Tensor iter 0d (2.10 computes); Tensor
repeat short (RuntimeError: "'repeat' is not supported on this device."); Tensor kthvalue k big
(ValueError: 'should not come here for kthvalue py_method.'); Tensor addmv rank 2 vec (ValueError:
"For 'MatMul' the input dimensions must be equal, but got 'x1_col': 2 and 'x2_row': 4."); Tensor
addr rank 2 (ValueError: "For 'AddExt', input.shape and other.shape need to broadcast. The value of
input.shape[2] o"); Tensor lu_solve (ValueError: "For 'LuSolve', lu_data's dimension must be
greater than or equal to 2, but got: 1."); nn.Conv2dTranspose rank 3 (ValueError: 'not enough
values to unpack (expected 4, got 3)'); nn.Conv1dTranspose channels (RuntimeError: 'could not
create a primitive descriptor for the convolution forward propagation primitive.'); nn.GRUCell hx
mismatch (ValueError: "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and
'x2_row': 3."); nn.F1 update mismatch (IndexError: 'arrays used as indices must be of integer (or
boolean) type'); ms.numpy concatenate mismatch (ValueError: 'For primitive[Concat] only support one
axis different, bug got more than one(shapes is [co').
"""
import minicell as ms
from minicell import Tensor, nn, ops  # noqa: F401  (the rows' calls)
from bad_input_rows48_help import F, I, Two, _net, D  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Tensor dtype str': (lambda: Tensor([1.0], dtype="float32"), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, '
        'mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, '
        'mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got ''float32''."),
    'Tensor dtype int': (lambda: Tensor([1.0], dtype=1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, '
        'mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, '
        'mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got '1'."),
    'Tensor shape and data': (lambda: Tensor([1.0], shape=(2,)), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to "
        'None.But got shape: (2,).'),
    'Tensor shape str': (lambda: Tensor(shape="a", dtype=ms.float32), TypeError,
        "For 'Tensor', the 'shape' should be one of [list, tuple], but got '<class "
        "'str'>'."),
    'Tensor ragged': (lambda: Tensor([[1.0], [1.0, 2.0]]), TypeError,
        'For Tensor, the input_data is [[1.0], [1.0, 2.0]] that contain unsupported '
        'element.'),
    'Tensor dict': (lambda: Tensor({1: 2}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'dict'."),
    'Tensor set': (lambda: Tensor({1, 2}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'set'."),
    'Tensor init no shape': (lambda: Tensor(init="zeros"), ValueError,
        'init, dtype and shape must have values at the same time.'),
    'Tensor astype str bad': (lambda: F(2).astype("abc"), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
        "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', "
        "'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', "
        "'half', 'float32', 'single', 'float64', 'double', 'complex64', 'cfloat', "
        "'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', "
        "'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', "
        "'string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', "
        "'Type', 'Int', 'int', 'float', 'bool'], but got 'abc'."),
    'Tensor item multi': (lambda: F(2).item(), ValueError,
        'The tensor should have only one element, but got 2, more than one element is '
        'ambiguous.'),
    'Tensor float multi': (lambda: float(F(2)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    'Tensor int multi': (lambda: int(F(2)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    'Tensor bool multi': (lambda: bool(F(2)), ValueError,
        'The tensor should have only one element, but got 2, more than one element is '
        'ambiguous.'),
    'Tensor index float': (lambda: F(2)[1.5], IndexError,
        'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, '
        "list and tuple as index, but got 1.5 with type <class 'float'>"),
    'Tensor index str': (lambda: F(2)["a"], IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for "
        'tensor indexing are: list, int, float, tuple, slice, ellipsis, None, array, '
        "bool, or Tensor. Received value: 'a'"),
    'Tensor index out': (lambda: F(2)[5], IndexError,
        'index 5 is out of bounds for dimension with size 2'),
    'Tensor setitem str': (lambda: F(2).__setitem__(0, "a"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for "
        'tensor indexing are: list, int, float, tuple, slice, ellipsis, None, array, '
        "bool, or Tensor. Received value: 'a'"),
    'Tensor setitem shape': (lambda: F(2, 2).__setitem__(0, F(3)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
        'or input dimension is 1 or target dimension is -1. But got x_shape: (3), '
        'target shape: (2).'),
    'Tensor len 0d': (lambda: len(Tensor(1.0)), TypeError,
        'Not support len of a 0-D tensor'),
    'Tensor reshape neg2': (lambda: F(2, 3).reshape(-2, 3), ValueError,
        'invalid proposed_shape dimension'),
    'Tensor view bad': (lambda: F(2, 3).view(4, 2), ValueError,
        "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'Tensor expand bad': (lambda: F(2, 3).expand(3, 3), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
        'or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), '
        'target shape: (3, 3).'),
    'Tensor squeeze tuple out': (lambda: F(1, 2).squeeze((0, 3)), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'Tensor swapaxes out': (lambda: F(2, 3).swapaxes(0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'Tensor movedim out': (lambda: F(2, 3).movedim(0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'Tensor flatten out': (lambda: F(2, 3).flatten(0, 3), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    'Tensor unflatten bad': (lambda: F(2, 6).unflatten(1, (4, 2)), AttributeError,
        "'Tensor' object has no attribute 'unflatten'"),
    'Tensor chunk 0': (lambda: F(4).chunk(0), ValueError,
        "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    'Tensor split list bad': (lambda: F(4).split([1, 2]), ValueError,
        "The sum of 'split_size_or_sections' should be equal to 4, but got 3."),
    'Tensor tril rank 1': (lambda: F(4).tril(), ValueError,
        "For primitive[Tril], the x's rank must be greater than or equal to 2, but got "
        '1.'),
    'Tensor inverse rank 1': (lambda: F(4).inverse(), ValueError,
        'For primitive[MatrixInverse], the x rank must be greater than or equal to 2, '
        'but got 1.'),
    'Tensor det rank 1': (lambda: F(4).det(), ValueError,
        'For primitive[MatrixDeterminant], the x rank must be greater than or equal to '
        '2, but got 1.'),
    'Tensor diagonal dup': (lambda: F(2, 2).diagonal(0, 0, 0), ValueError,
        "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =0 and dim2 "
        '= 0.'),
    'Tensor trace rank 1': (lambda: F(4).trace(), RuntimeError,
        "For Primitive[Tracev2], the dim of input 'x' should greater or equal to 2, "
        "but got 'x' at 1-dimention"),
    'Tensor index_fill float idx': (lambda: F(4).index_fill(0, F(1), 1.0), TypeError,
        'For primitive[IndexFill], the input argument[index] must be a type of '
        '{Tensor[Int32]}, but got Tensor[Float32].'),
    'Tensor scatter_add dim out': (lambda: F(2, 3).scatter_add(2, I(2, 3), F(2, 3)), ValueError,
        'For primitive[ScatterAddExt], the dim must be in [-2,2), but got 2.'),
    'Tensor masked_scatter mismatch': (
        lambda: F(2).masked_scatter(Tensor([True, False, True]), F(3)), ValueError,
        "For 'MaskedScatter', input.shape and mask.shape need to broadcast. The value "
        'of input.shape[1] or mask.shape[1] must be 1 or -1 when they are not the '
        'same, but got input.shape = [2] and mask.shape = [3]'),
    'Tensor cross bad': (lambda: F(2, 2).cross(F(2, 2)), ValueError,
        "For 'Cross', the size of inputs dim must contain 3, but got [const vector]{2, "
        '2}.'),
    'Tensor mm rank 1': (lambda: F(2).mm(F(2)), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    'Tensor ger rank 2': (lambda: F(2).ger(F(2, 2)), ValueError,
        'For primitive[Ger], the x2 rank must be equal to 1, but got 2.'),
    'Tensor inner mismatch': (lambda: F(2).inner(F(3)), ValueError,
        "For 'inner', the last dimension of 'input' and 'other' must be the "
        'same,                          but got input.shape: (2,) and other.shape: '
        '(3,).'),
    'Tensor logdet rank 1': (lambda: F(2).logdet(), ValueError,
        'For primitive[MatrixDeterminant], the x rank must be greater than or equal to '
        '2, but got 1.'),
    'nn.Conv1d in 0': (lambda: nn.Conv1d(0, 2, 3), ValueError,
        "For 'Conv1d', the 'in_channels' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'nn.Conv1d kernel 0': (lambda: nn.Conv1d(1, 2, 0), ValueError,
        "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got '0' with "
        "type 'int'."),
    'nn.Conv1d rank 4': (lambda: nn.Conv1d(1, 2, 3)(F(1, 1, 4, 4)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'nn.Conv1d group bad': (lambda: nn.Conv1d(3, 2, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', "
        'but got group:2, in_channels:3, out_channels:2.'),
    'nn.Conv3d rank 4': (lambda: nn.Conv3d(1, 2, 3)(F(1, 1, 4, 4)), ValueError,
        'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'nn.Conv2dTranspose pad_mode bad': (
        lambda: nn.Conv2dTranspose(1, 2, 3, pad_mode="abc"), ValueError,
        "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in '['valid', "
        "'same', 'pad']', but got 'abc'."),
    'nn.GroupNorm not divisible': (lambda: nn.GroupNorm(3, 4), ValueError,
        "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got "
        "'num_channels': 4, 'num_groups': 3."),
    'nn.GroupNorm eps str': (lambda: nn.GroupNorm(2, 4, eps="a"), TypeError,
        "For 'GroupNorm', the type of 'eps' should be 'float', but got type 'str'."),
    'nn.GroupNorm channels mismatch': (lambda: nn.GroupNorm(2, 4)(F(1, 6, 2, 2)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 6, bug got shape: [const vector]{4}.'),
    'nn.InstanceNorm2d rank 3': (lambda: nn.InstanceNorm2d(2)(F(2, 2, 2)), ValueError,
        "For 'InstanceNorm2d', the in_shape must have 4 dims, but got 3."),
    'nn.InstanceNorm2d channels': (lambda: nn.InstanceNorm2d(3)(F(1, 2, 2, 2)), ValueError,
        'For primitive[InstanceNorm], the gamma shape must be equal to (C, ) which is '
        '2 , but got 3.'),
    'nn.InstanceNorm1d momentum 2': (lambda: nn.InstanceNorm1d(2, momentum=2.0), ValueError,
        "For 'InstanceNorm1d', the 'momentum' must be a number in range [0, 1], but "
        'got 2.0.'),
    'nn.LayerNorm shape str': (lambda: nn.LayerNorm("a"), TypeError,
        "For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or "
        "list[int], but got a and the type is <class 'str'>."),
    'nn.LayerNorm begin out': (
        lambda: nn.LayerNorm((2,), begin_norm_axis=3)(F(2, 2)), RuntimeError,
        "For primitive[LayerNorm], input_x's rank is 2, while the 'begin_norm_axis' "
        'value should be in the range [-1, 2), but got 3'),
    'nn.LayerNorm mismatch': (lambda: nn.LayerNorm((3,))(F(2, 2)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 2}, gamma shape: [const vector]{3}, beta shape: '
        '[const vector]{3}.'),
    'nn.BatchNorm1d rank 4': (lambda: nn.BatchNorm1d(2)(F(1, 2, 2, 2)), ValueError,
        "For 'BatchNorm1d', the must have 2 dims or 3 dims, but got 4."),
    'nn.BatchNorm3d rank 4': (lambda: nn.BatchNorm3d(2)(F(1, 2, 2, 2)), ValueError,
        "For 'BatchNorm3d', the in_shape must have 5 dims, but got 4."),
    'nn.BatchNorm2d use_batch_statistics str': (
        lambda: nn.BatchNorm2d(2, use_batch_statistics="a"), ValueError,
        "For 'BatchNorm2d', the 'use_batch_statistics' must be a boolean value or "
        'None, but got a.'),
    'nn.Embedding vocab 0': (lambda: nn.Embedding(0, 2), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must "
        'be positive integer, but got (0, 2)'),
    'nn.Embedding padding out': (lambda: nn.Embedding(4, 2, padding_idx=5), ValueError,
        "For 'Embedding', the 'padding_idx' must be in range of [0, 4), but got 5 with "
        "type 'int'."),
    'nn.EmbeddingLookup target bad': (lambda: nn.EmbeddingLookup(4, 2, target="abc"), ValueError,
        "For 'EmbeddingLookup', the 'target' must be str and must be in '['CPU', "
        "'DEVICE']', but got 'abc'."),
    'nn.RNN mode? nonlinearity bad': (lambda: nn.RNN(2, 3, nonlinearity="abc"), ValueError,
        "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got abc."),
    'nn.RNN layers 0': (lambda: nn.RNN(2, 3, num_layers=0), ValueError,
        "For 'RNN', the 'num_layers' must be int and must > 0, but got '0' with type "
        "'int'."),
    'nn.GRU dropout 2': (lambda: nn.GRU(2, 3, dropout=2.0), ValueError,
        "For 'GRU', the 'dropout' must be a number in range [0, 1) representing the "
        'probability of an element being zeroed, but got 2.0.'),
    'nn.LSTM hidden 0': (lambda: nn.LSTM(2, 0), ValueError,
        "For 'LSTM', the 'hidden_size' must be int and must > 0, but got '0' with type "
        "'int'."),
    'nn.LSTM input mismatch': (lambda: nn.LSTM(2, 3, batch_first=True)(F(1, 4, 5)), ValueError,
        'For primitive[LSTM], the x_shape[2] must be equal to 2, but got 5.'),
    'nn.RNNCell nonlinearity bad': (lambda: nn.RNNCell(2, 3, nonlinearity="abc"), ValueError,
        "For 'RNNCell', the 'nonlinearity' must be str and must be in '['tanh', "
        "'relu']', but got 'abc'."),
    'nn.LSTMCell input mismatch': (
        lambda: nn.LSTMCell(2, 3)(F(1, 5), (F(1, 3), F(1, 3))), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
        "'x2_row': 2."),
    'nn.MultiheadAttention not divisible': (lambda: nn.MultiheadAttention(5, 2), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'nn.TransformerEncoderLayer not divisible': (
        lambda: nn.TransformerEncoderLayer(5, 2), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'nn.TransformerEncoderLayer activation bad': (
        lambda: nn.TransformerEncoderLayer(4, 2, activation="abc"), ValueError,
        'The activation must be relu/gelu, but get abc'),
    'nn.Transformer d_model not divisible': (
        lambda: nn.Transformer(d_model=5, nhead=2), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'nn.Dense in 0': (lambda: nn.Dense(0, 2), ValueError,
        "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'nn.Dense activation bad': (lambda: nn.Dense(2, 2, activation="abc"), KeyError,
        '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', '
        "'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', "
        "'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', 'softsign', "
        "'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid', 'logsigmoid', "
        '\'softshrink\', \'hshrink\', \'threshold\', \'mish\'], but got abc."'),
    'nn.Dense mismatch': (lambda: _net()(F(1, 3)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and "
        "'x2_row': 2."),
    'nn.BiDense mismatch': (lambda: nn.BiDense(2, 3, 4)(F(1, 2), F(1, 2)), ValueError,
        "For 'BiDense', the last dimension of 'input2' must be same as 'in2_channels', "
        "but got 2 of 'input2' and 3 of 'in2_channels'"),
    'nn.Flatten rank 0': (lambda: nn.Flatten()(Tensor(1.0)), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    'nn.SequentialCell int': (lambda: nn.SequentialCell([1]), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not "
        "None, but got type <class 'int'>."),
    'nn.SequentialCell index out': (lambda: nn.SequentialCell([nn.ReLU()])[3], IndexError,
        "For 'SequentialCell', the value of 'index' must be a number in range [-1, 1), "
        'but got 3.'),
    'nn.CellList int': (lambda: nn.CellList([1]), TypeError,
        "For 'CellList', each cell must be subclass of Cell, but got int."),
    'nn.CellList insert int': (lambda: nn.CellList([nn.ReLU()]).insert(0, 1), TypeError,
        "For 'CellList', each cell must be subclass of Cell, but got int."),
    'nn.CellDict key int': (lambda: nn.CellDict({1: nn.ReLU()}), TypeError,
        "For 'CellDict', the type of key should be string but got int."),
    'nn.CellDict value int': (lambda: nn.CellDict({"a": 1}), TypeError,
        "For 'CellDict', the type of cell should be Cell, but got int."),
    'Cell two args one given': (lambda: Two()(F(2)), TypeError,
        "Two.construct() missing 1 required positional argument: 'y'"),
    'Cell apply int': (lambda: _net().apply(1), TypeError,
        "'int' object is not callable"),
    'Cell to_float int': (lambda: _net().to_float(1), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, "
        "mstype.float16 or mstype.bfloat16, but got type: <class 'int'> and value: 1."),
    'Cell cells_and_names prefix int': (
        lambda: list(_net().cells_and_names(cell_name=1)), TypeError,
        "Cell.cells_and_names() got an unexpected keyword argument 'cell_name'"),
    'Cell register_buffer name int': (lambda: _net().register_buffer(1, F(2)), TypeError,
        "buffer name should be a string.But got this type: <class 'int'>"),
    'Cell register_buffer value int': (lambda: _net().register_buffer("b", 1), TypeError,
        "cannot assign '<class 'int'>' object to buffer 'b' (mindspore Tensor or None "
        'required)'),
    'Cell register_parameter int': (lambda: _net().register_parameter("p", 1), AttributeError,
        "The 'Dense' object has no attribute 'register_parameter'."),
    'Cell load_state_dict int': (lambda: _net().load_state_dict(1), TypeError,
        "Expected state_dict to be dict-like, got <class 'int'>."),
    'Cell load_state_dict strict str': (
        lambda: _net().load_state_dict({}, strict="a"), RuntimeError,
        'Error(s) in loading state_dict for Dense:\n\tMissing key(s) in state_dict: '
        '"weight", "bias". '),
    'nn.Accuracy type bad': (lambda: nn.Accuracy("abc"), TypeError,
        "The argument 'eval_type' must be in {'classification', 'multilabel'}, but got "
        'abc'),
    'nn.Accuracy update one': (lambda: nn.Accuracy().update(F(2, 2)), ValueError,
        "For 'Accuracy.update', it needs 2 inputs (predicted value, true value), but "
        'got 1'),
    'nn.Accuracy eval empty': (lambda: nn.Accuracy().eval(), RuntimeError,
        "The 'Accuracy' can not be calculated, because the number of samples is 0, "
        'please check whether your inputs(predicted value, true value) are empty, or '
        'has called update method before calling eval method.'),
    'nn.Precision eval empty': (lambda: nn.Precision().eval(), RuntimeError,
        "The 'Precision' can not be calculated, because the number of samples is 0, "
        'please check whether your inputs (predicted value, true value) are empty, or '
        'has called update method before calling eval method.'),
    'nn.MAE eval empty': (lambda: nn.MAE().eval(), RuntimeError,
        "The 'MAE' can not be calculated, because the number of samples is 0, please "
        'check whether your inputs(predicted value, true value) are empty, or has '
        'called update method before calling eval method.'),
    'nn.Loss update str': (lambda: nn.Loss().update("a"), TypeError,
        "For 'Metric' and its derived classes, the input data type must be tensor, "
        "list or numpy.ndarray, but got <class 'str'>."),
    'nn.Top1 update one': (lambda: nn.Top1CategoricalAccuracy().update(F(2, 2)), ValueError,
        "For 'TopKCategoricalAccuracy.update', it needs 2 inputs (predicted value, "
        "true value), but got 'inputs' size: 1."),
    'ms.Tensor from_numpy list': (lambda: Tensor.from_numpy([1, 2]), TypeError,
        'Expected a NumPy array.'),
    'ms.mutable str': (lambda: ms.mutable("a"), TypeError,
        "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, "
        'tuple, list, dict) or their nested structures with no self-reference, but got '
        'str: a.'),
    'ms.mutable dynamic_len tensor': (lambda: ms.mutable(F(2), dynamic_len=True), TypeError,
        "For 'mutable', when the variable_len is True, the first input should be list "
        'or tuple, but got: Tensor'),
    'ms.set_seed str': (lambda: ms.set_seed("a"), TypeError,
        "The argument 'seed' must be type of int, but got <class 'str'>."),
    'ms.set_seed neg': (lambda: ms.set_seed(-1), ValueError,
        "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' with "
        "type 'int'."),
    'ms.dtype_to_nptype bad': (lambda: ms.dtype_to_nptype(1), KeyError,
        '1'),
    'ms.numpy array str': (lambda: ms.numpy.array("a"), TypeError,
        'input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got '
        "<class 'str'>"),
    'ms.numpy reshape bad': (lambda: ms.numpy.reshape(F(2, 3), (4, 2)), ValueError,
        "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'ms.numpy zeros neg': (lambda: ms.numpy.zeros((-1,)), ValueError,
        'each entry in shape should no less than 0.'),
    'ms.numpy arange step 0': (lambda: ms.numpy.arange(0, 5, 0), ZeroDivisionError,
        'float division by zero'),
}
