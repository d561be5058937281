"""Rows of ``test_bad_input_catalogue53``: mint.nn Cells constructed with bad sizes, flags or types
(mint.nn.Conv1d/2d/3d kernel 0, bias, 0 channels; GroupNorm eps/affine; BatchNorm/LayerNorm
negative or non-integer sizes: numpy's texts, as 2.10 builds them from numpy arrays);
initializers of size 0 or negative sizes; ops.Custom aot registration info and CustomRegOp.
2.10's exception type and text for each call (measured on 2.10 CPU, one case per process;
/tmp/s70/bad53/w/m2.py, m4.py and m3.py with /tmp/s70/bad53/run.py).
"""
import numpy as np  # noqa: F401

from minicell import Parameter, Tensor, nn  # noqa: F401  (the rows' calls)
from bad_input_rows53_help import (CA, DS2, F, M, ME, MN, RI, CheckpointConfig,  # noqa: F401
                                   CustomRegOp, DataType, LossMonitor, Model,
                                   ModelCheckpoint, TimeMonitor, init, initializer, w)
import minicell as ms  # noqa: F401
from minicell import mint, ops  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Linear in str': (lambda: MN.Linear('a', 2), TypeError,
        "For 'Linear', the 'in_features' must be int, but got 'str'"),
    'Linear in -1': (lambda: MN.Linear(-1, 2), ValueError,
        "For 'Linear', the 'in_features' must be int and must > 0, but got '-1' with type "
        "'int'."),
    'Linear in 0': (lambda: w(MN.Linear(0, 2)), ValueError,
        "For 'Linear', the 'in_features' must be int and must > 0, but got '0' with type 'int'."),
    'Linear out 0': (lambda: w(MN.Linear(2, 0)), ValueError,
        "For 'Linear', the 'out_features' must be int and must > 0, but got '0' with type "
        "'int'."),
    'Linear in float': (lambda: MN.Linear(1.5, 2), TypeError,
        "For 'Linear', the 'in_features' must be int, but got 'float'"),
    'Linear bias str': (lambda: w(MN.Linear(2, 2, bias='a')), TypeError,
        "For 'Linear', the 'has_bias' must be a bool, but got str."),
    'Linear weight_init bad': (lambda: MN.Linear(2, 2, weight_init='zzz'), ValueError,
        "For 'initializer', the class corresponding to 'zzz' was not found."),
    'Linear weight_init shape': (
        lambda: MN.Linear(2, 2, weight_init=Tensor(np.ones((3, 3), np.float32))),
        ValueError,
        "For 'Linear', weight init shape error. The ndim of 'weight_init' must be equal to 2, "
        "and the first dim must be equal to 'out_features', and the second dim must be equal "
        "to 'in_features'. But got 'weight_init': [[1. 1. 1.]\n [1. 1. 1.]\n [1. 1. 1.]], "
        "'out_features': 2, 'in_features': 2."),
    'BatchNorm2d -1': (lambda: MN.BatchNorm2d(-1), ValueError,
        'negative dimensions are not allowed'),
    'BatchNorm2d str': (lambda: MN.BatchNorm2d('a'), TypeError,
        "'str' object cannot be interpreted as an integer"),
    'BatchNorm2d float': (lambda: MN.BatchNorm2d(1.5), TypeError,
        "expected a sequence of integers or a single integer, got '1.5'"),
    'BatchNorm2d dtype str': (lambda: MN.BatchNorm2d(2, dtype='a'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
        'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, '
        "mindspore.bool, mindspore.string_], but got ''a''."),
    'BatchNorm2d kw': (lambda: MN.BatchNorm2d(2, foo=1), TypeError,
        "_BatchNorm.__init__() got an unexpected keyword argument 'foo'"),
    'GroupNorm 0 groups': (lambda: MN.GroupNorm(0, 2), ValueError,
        "For 'GroupNorm', the 'num_groups' must be int and must > 0, but got '0' with type "
        "'int'."),
    'GroupNorm not divisible': (lambda: MN.GroupNorm(3, 4), ValueError,
        "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got "
        "'num_channels': 4, 'num_groups': 3."),
    'GroupNorm str': (lambda: MN.GroupNorm('a', 4), TypeError,
        "For 'GroupNorm', the 'num_groups' must be int, but got 'str'"),
    'GroupNorm channels str': (lambda: MN.GroupNorm(2, 'a'), TypeError,
        "For 'GroupNorm', the 'num_channels' must be int, but got 'str'"),
    'GroupNorm eps str': (lambda: MN.GroupNorm(2, 4, eps='a'), TypeError,
        "For 'GroupNorm', the type of 'eps' should be 'float', but got type 'str'."),
    'GroupNorm affine str': (lambda: w(MN.GroupNorm(2, 4, affine='a')), TypeError,
        "For 'GroupNorm', the 'affine' must be a bool, but got str."),
    'GroupNorm channels 0': (lambda: w(MN.GroupNorm(2, 0)), ValueError,
        "For 'GroupNorm', the 'num_channels' must be int and must > 0, but got '0' with type "
        "'int'."),
    'LayerNorm str': (lambda: MN.LayerNorm('a'), TypeError,
        "For 'LayerNormExt', the type of 'normalized_shape' must be tuple[int] or list[int], "
        "but got a and the type is <class 'str'>."),
    'LayerNorm list str': (lambda: MN.LayerNorm(['a']), TypeError,
        "'str' object cannot be interpreted as an integer"),
    'LayerNorm -1': (lambda: MN.LayerNorm(-1), ValueError,
        'negative dimensions are not allowed'),
    'LayerNorm float': (lambda: MN.LayerNorm(1.5), TypeError,
        "For 'LayerNormExt', the type of 'normalized_shape' must be tuple[int] or list[int], "
        "but got 1.5 and the type is <class 'float'>."),
    'Embedding -1': (lambda: MN.Embedding(-1, 2), ValueError,
        'If setting dynamic shape, dtype must not be None, init must be None'),
    'Embedding str': (lambda: MN.Embedding('a', 2), TypeError,
        "For 'EmbeddingExt', the type of 'num_embeddings' should be 'int', but got type 'str'."),
    'Embedding pad 5': (lambda: MN.Embedding(2, 2, padding_idx=5), ValueError,
        "For 'EmbeddingExt', the 'padding_idx' must be in range of [-2, 2), but got 5 with "
        "type 'int'."),
    'Embedding pad -5': (lambda: MN.Embedding(2, 2, padding_idx=-5), ValueError,
        "For 'EmbeddingExt', the 'padding_idx' must be in range of [-2, 2), but got -5 with "
        "type 'int'."),
    'Embedding pad str': (lambda: MN.Embedding(2, 2, padding_idx='a'), TypeError,
        "For 'EmbeddingExt', the 'padding_idx' must be 'int',  but got 'str'."),
    'Embedding max_norm str': (lambda: MN.Embedding(2, 2, max_norm='a'), TypeError,
        "For 'EmbeddingExt', the type of 'max_norm' should be 'float', but got type 'str'."),
    'Embedding weight shape': (
        lambda: MN.Embedding(2, 2, _weight=Tensor(np.ones((3, 3), np.float32))),
        ValueError,
        'For Embedding, shape of weight should be match with num_embeddings and embedding_dim, '
        'but got weight.shape: (3, 3), and (num_embeddings, embedding_dim): (2, 2)'),
    'Conv2d in 0': (lambda: w(MN.Conv2d(0, 1, 1)), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (1, 0, 1, 1)'),
    'Conv2d out 0': (lambda: MN.Conv2d(1, 0, 1), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 1, 1, 1)'),
    'Conv2d kernel 0': (lambda: MN.Conv2d(1, 1, 0), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '0' with type "
        "'int'."),
    'Conv2d kernel str': (lambda: MN.Conv2d(1, 1, 'a'), TypeError,
        'When expanding an input to tuple, input type must be integer or tuple[int]/list[int], '
        "but got <class 'str'>"),
    'Conv2d in str': (lambda: MN.Conv2d('a', 1, 1), TypeError,
        "The input value must be int, but got 'str'"),
    'Conv2d groups 0': (lambda: MN.Conv2d(2, 2, 1, groups=0), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Conv2d groups 3': (lambda: MN.Conv2d(2, 2, 1, groups=3), ValueError,
        'in_channels must be divisible by groups.'),
    'Conv2d bias str': (lambda: w(MN.Conv2d(1, 1, 1, bias='a')), TypeError,
        "For 'Conv2d', the 'bias' must be a bool, but got str."),
    'Conv1d kernel 0': (lambda: MN.Conv1d(1, 1, 0), ValueError,
        "For 'Conv1d', the 'kernel_size item' must be int and must > 0, but got '0' with type "
        "'int'."),
    'Conv3d kernel 0': (lambda: MN.Conv3d(1, 1, 0), ValueError,
        "For 'Conv3d', the 'kernel_size item' must be int and must > 0, but got '0' with type "
        "'int'."),
    'ConvTranspose2d kernel 0': (lambda: MN.ConvTranspose2d(1, 1, 0), ValueError,
        "For 'ConvTranspose2d', the 'kernel_size item' must be int and must > 0, but got '0' "
        "with type 'int'."),
    'ConvTranspose2d groups 0': (lambda: MN.ConvTranspose2d(2, 2, 1, groups=0), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'PReLU str': (lambda: MN.PReLU('a'), TypeError,
        "'str' object cannot be interpreted as an integer"),
    'PReLU init str': (lambda: MN.PReLU(1, 'a'), ValueError,
        "could not convert string to float: 'a'"),
    'Hardshrink str': (lambda: w(MN.Hardshrink('a')), TypeError,
        "For 'HShrink', the type of 'lambd' should be one of '[bool, int, float]', but got "
        "<class 'str'>."),
    'ZeroPad2d str': (lambda: MN.ZeroPad2d('a'), ValueError,
        "For 'ZeroPad2d', 'padding' must be integer or tuple/list of 4 integers, but got a."),
    'ReflectionPad2d str': (lambda: MN.ReflectionPad2d('a'), ValueError,
        "For 'ReflectionPad2d', 'padding' must be positive integer or tuple/list of 4 positive "
        'integers, but got a.'),
    'ReplicationPad2d str': (lambda: MN.ReplicationPad2d('a'), ValueError,
        "For 'ReplicationPad2d', 'padding' must be positive integer or tuple/list of 4 "
        'positive integers, but got a.'),
    'ReflectionPad2d tuple3': (lambda: MN.ReflectionPad2d((1, 1, 1)), ValueError,
        "For 'ReflectionPad2d', the length of parameter 'padding' with tuple type must equal "
        'to 4, but got 3.'),
    'L1Loss red': (lambda: w(MN.L1Loss(reduction='x')), ValueError,
        "For 'L1LossExt', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'BCELoss red': (lambda: w(MN.BCELoss(reduction='x')), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'BCEWithLogitsLoss red': (lambda: MN.BCEWithLogitsLoss(reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'BCEWithLogitsLoss\' to '
        'enum.'),
    'SyncBatchNorm str': (lambda: MN.SyncBatchNorm('a'), TypeError,
        "'str' object cannot be interpreted as an integer"),
    'init ones 0': (lambda: initializer('ones', (0, 2)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'init normal 0': (lambda: initializer('normal', (0, 2)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'init xavier 0': (lambda: initializer('xavier_uniform', (0, 2)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'init he_uniform 0': (lambda: initializer('he_uniform', (0, 3)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 3)'),
    'init he_normal 0': (lambda: initializer('he_normal', (2, 0)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (2, 0)'),
    'init orthogonal 0': (lambda: initializer('orthogonal', (0, 2)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'init truncnormal 0': (
        lambda: initializer(init.TruncatedNormal(), (0, 3)).init_data().shape,
        ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 3)'),
    'init uniform 0': (lambda: initializer(init.Uniform(), (0,)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0,)'),
    'init dirac 0': (lambda: initializer(init.Dirac(), (0, 1, 3)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 1, 3)'),
    'init xavier_normal 0': (
        lambda: initializer('xavier_normal', (0, 2)).init_data().shape,
        ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'init sparse 0': (lambda: initializer(init.Sparse(0.5), (0, 2)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'init identity 0': (lambda: initializer(init.Identity(), (0, 0)).init_data().shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 0)'),
    'init ones -1': (lambda: initializer('ones', (2, -1)), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (2, -1)'),
    'init ones -1 data': (lambda: initializer('ones', (2, -1)).init_data(), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (2, -1)'),
    'init shape str': (lambda: initializer('ones', 'a'), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got a'),
    'init shape float': (lambda: initializer('ones', (1.5,)), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (1.5,)'),
    'init bad name': (lambda: initializer('zzz', (2,)), ValueError,
        "For 'initializer', the class corresponding to 'zzz' was not found."),
    'init tensor shape': (lambda: initializer(Tensor(np.ones(2, np.float32)), (3,)), ValueError,
        "For 'initializer', the shape of the 'init' argument should be same as the argument "
        "'shape', but got the 'init' shape [2] and the 'shape' (3,)."),
    'Parameter 0': (lambda: Parameter(initializer('ones', (0,)), name='p').shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0,)'),
    'Parameter 0 normal': (
        lambda: Parameter(initializer('normal', (0, 4)), name='p').shape,
        ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 4)'),
    'nn.Dense 0 in': (lambda: nn.Dense(0, 2).weight.shape, ValueError,
        "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'nn.Dense 0 out': (lambda: nn.Dense(2, 0).weight.shape, ValueError,
        "For 'Dense', the 'out_channels' must be int and must > 0, but got '0' with type 'int'."),
    'nn.BatchNorm2d 0': (lambda: nn.BatchNorm2d(0).gamma.shape, ValueError,
        "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'nn.LayerNorm 0': (lambda: nn.LayerNorm((0,)).gamma.shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0,)'),
    'nn.Embedding 0': (lambda: nn.Embedding(0, 2).embedding_table.shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (0, 2)'),
    'nn.Conv2d 0': (lambda: nn.Conv2d(0, 1, 1).weight.shape, ValueError,
        "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'nn.Conv2d out 0': (lambda: nn.Conv2d(1, 0, 1), ValueError,
        "For 'Conv2d', the 'out_channels' must be int and must > 0, but got '0' with type "
        "'int'."),
    'mint BatchNorm2d 0 call 2': (lambda: MN.BatchNorm2d(0)(F(1, 2, 2, 2)), ValueError,
        "For BatchNormExt, the weight.shape[0] should be equal to input's channel dimension, "
        'but got 0 and 2'),
    'mint Linear 0 weight': (lambda: MN.Linear(0, 2).weight.shape, ValueError,
        "For 'Linear', the 'in_features' must be int and must > 0, but got '0' with type 'int'."),
    'mint Linear 0 call': (lambda: MN.Linear(0, 2)(F(3, 0)).shape, ValueError,
        "For 'Linear', the 'in_features' must be int and must > 0, but got '0' with type 'int'."),
    'mint GroupNorm 0 channels': (lambda: MN.GroupNorm(2, 0).weight.shape, ValueError,
        "For 'GroupNorm', the 'num_channels' must be int and must > 0, but got '0' with type "
        "'int'."),
    'mint Conv2d 0 weight': (lambda: MN.Conv2d(0, 1, 1).weight.shape, ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
        'positive integer, but got (1, 0, 1, 1)'),
    'mint.zeros -1': (lambda: mint.zeros((-1, 2)), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or '
        'equal to 0, but got -1.'),
    'mint.full -1': (lambda: mint.full((-1,), 1.0), ValueError,
        'For primitive[FillScalar], the the 0th dimension of input shape must be greater than '
        'or equal to 0, but got -1.'),
    'aot reg int': (lambda: CA(1), AttributeError,
        "'int' object has no attribute 'get'"),
    'aot reg empty dict': (lambda: CA({}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'CustomRegOp int': (lambda: CustomRegOp(1), ValueError,
        'op name value must be string'),
    'CustomRegOp input str': (lambda: CustomRegOp('f').input('a'), TypeError,
        'a value must be int'),
    'CustomRegOp input name int': (lambda: CustomRegOp('f').input(0, 1), TypeError,
        '1 value must be str'),
    'CustomRegOp output str': (lambda: CustomRegOp('f').output('a'), TypeError,
        'a value must be int'),
    'CustomRegOp dtype_format int': (lambda: CustomRegOp('f').dtype_format(1), ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 0'),
    'CustomRegOp dtype_format str': (lambda: CustomRegOp('f').dtype_format('a'), ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 0'),
    'CustomRegOp dtype_format short': (
        lambda: CustomRegOp('f').dtype_format(('float32',)),
        ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 0'),
    'CustomRegOp attr int': (lambda: CustomRegOp('f').attr(1), TypeError,
        '1 value must be str'),
    'CustomRegOp target int': (lambda: CustomRegOp('f').target(1), TypeError,
        '1 value must be str'),
    'CustomRegOp dtype mismatch': (
        lambda: CA(CustomRegOp('f').input(0, 'x').output(0, 'y')
                   .dtype_format(DataType.F32_Default).target('CPU').get_op_info()),
        ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 2'),
}
