"""Rows of ``test_bad_input_catalogue47`` (ops functions called with wrong keyword names, argument
types and values): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU,
one case per process (forked after the imports), pynative_synchronize on; /tmp/s64/bad47/w/c1.py
with /tmp/s64/bad47/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): ops.relu inplace kw (RuntimeError: 'The
kernel InplaceReLU unregistered.'); ops.embedding float ids (RuntimeError: 'The kernel Embedding
unregistered.'); ops.cdist 1d (ValueError: 'For primitive[CdistGrad], the input_x dim must be in
[2,3], but got 1.'); ops.kthvalue k big (AttributeError: "module 'mindspore.ops' has no attribute
'kthvalue'"); ops.clip_by_norm max_norm str (TypeError: 'Failed calling Mul with
"Mul()(input=Tensor, other=string)".\nThe valid calling should be: ').
"""
import minicell as ms
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)
from bad_input_rows47_help import F, I, D  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops.sum axis kw': (lambda: ops.sum(F(2, 3), axis=1), TypeError,
        "sum() got an unexpected keyword argument 'axis'"),
    'ops.sum keep_dims kw': (lambda: ops.sum(F(2, 3), 1, keep_dims=True), TypeError,
        "sum() got an unexpected keyword argument 'keep_dims'"),
    'ops.mean dim kw': (lambda: ops.mean(F(2, 3), dim=1), TypeError,
        "mean() got an unexpected keyword argument 'dim'"),
    'ops.mean keepdim kw': (lambda: ops.mean(F(2, 3), 1, keepdim=True), TypeError,
        "mean() got an unexpected keyword argument 'keepdim'"),
    'ops.prod dim kw': (lambda: ops.prod(F(2, 3), dim=1), TypeError,
        "prod() got an unexpected keyword argument 'dim'"),
    'ops.amax dim kw': (lambda: ops.amax(F(2, 3), dim=1), TypeError,
        "amax() got an unexpected keyword argument 'dim'"),
    'ops.argmax axis kw': (lambda: ops.argmax(F(2, 3), axis=1), TypeError,
        "argmax() got an unexpected keyword argument 'axis'"),
    'ops.argmin dim kw': (lambda: ops.argmin(F(2, 3), dim=1), TypeError,
        "argmin() got an unexpected keyword argument 'dim'"),
    'ops.cumsum dim kw': (lambda: ops.cumsum(F(2, 3), dim=1), TypeError,
        "cumsum() got an unexpected keyword argument 'dim'"),
    'ops.cumprod axis kw': (lambda: ops.cumprod(F(2, 3), axis=1), TypeError,
        "cumprod() got an unexpected keyword argument 'axis'"),
    'ops.softmax dim kw': (lambda: ops.softmax(F(2, 3), dim=1), TypeError,
        "softmax() got an unexpected keyword argument 'dim'"),
    'ops.log_softmax dim kw': (lambda: ops.log_softmax(F(2, 3), dim=1), TypeError,
        "log_softmax() got an unexpected keyword argument 'dim'"),
    'ops.concat dim kw': (lambda: ops.concat((F(2), F(2)), dim=0), TypeError,
        "concat() got an unexpected keyword argument 'dim'"),
    'ops.stack dim kw': (lambda: ops.stack((F(2), F(2)), dim=0), TypeError,
        "stack() got an unexpected keyword argument 'dim'"),
    'ops.squeeze dim kw': (lambda: ops.squeeze(F(1, 2), dim=0), TypeError,
        "squeeze() got an unexpected keyword argument 'dim'"),
    'ops.unsqueeze axis kw': (lambda: ops.unsqueeze(F(2), axis=0), TypeError,
        "unsqueeze() got an unexpected keyword argument 'axis'"),
    'ops.expand_dims dim kw': (lambda: ops.expand_dims(F(2), dim=0), TypeError,
        "expand_dims() got an unexpected keyword argument 'dim'"),
    'ops.transpose perm kw': (lambda: ops.transpose(F(2, 3), perm=(1, 0)), TypeError,
        "transpose() got an unexpected keyword argument 'perm'"),
    'ops.permute dims kw': (lambda: ops.permute(F(2, 3), dims=(1, 0)), TypeError,
        "permute() got an unexpected keyword argument 'dims'"),
    'ops.flip axis kw': (lambda: ops.flip(F(2, 3), axis=(0,)), TypeError,
        "flip() got an unexpected keyword argument 'axis'"),
    'ops.roll dim kw': (lambda: ops.roll(F(2, 3), 1, dim=0), TypeError,
        "roll() got an unexpected keyword argument 'dim'"),
    'ops.gather dim kw': (lambda: ops.gather(F(2, 3), I(2), dim=0), TypeError,
        "gather() got an unexpected keyword argument 'dim'"),
    'ops.gather_elements axis kw': (
        lambda: ops.gather_elements(F(2, 3), axis=0, index=I(2, 3)), TypeError,
        "gather_elements() got an unexpected keyword argument 'axis'"),
    'ops.split dim kw': (lambda: ops.split(F(4), 2, dim=0), TypeError,
        "split() got an unexpected keyword argument 'dim'"),
    'ops.chunk dim kw': (lambda: ops.chunk(F(4), 2, dim=0), TypeError,
        "chunk() got an unexpected keyword argument 'dim'"),
    'ops.topk dim kw ok?': (lambda: ops.topk(F(4), 2, axis=0), TypeError,
        "topk() got an unexpected keyword argument 'axis'"),
    'ops.sort dim kw': (lambda: ops.sort(F(4), dim=0), TypeError,
        "sort() got an unexpected keyword argument 'dim'"),
    'ops.argsort dim kw': (lambda: ops.argsort(F(4), dim=0), TypeError,
        "argsort() got an unexpected keyword argument 'dim'"),
    'ops.clamp min_value kw': (lambda: ops.clamp(F(2), min_value=0.0), TypeError,
        "clamp() got an unexpected keyword argument 'min_value'"),
    'ops.where cond kw': (lambda: ops.where(cond=Tensor([True, False]), x=F(2), y=F(2)), TypeError,
        "where() got an unexpected keyword argument 'cond'"),
    'ops.add x kw': (lambda: ops.add(x=F(2), y=F(2)), TypeError,
        "add() got an unexpected keyword argument 'x'"),
    'ops.mul alpha kw': (lambda: ops.mul(F(2), F(2), alpha=2), TypeError,
        "mul() got an unexpected keyword argument 'alpha'"),
    'ops.sub alpha kw': (lambda: ops.sub(F(2), F(2), alpha=2), TypeError,
        "sub() got an unexpected keyword argument 'alpha'"),
    'ops.pow exp kw': (lambda: ops.pow(F(2), exp=2), TypeError,
        "pow() got an unexpected keyword argument 'exp'"),
    'ops.exp out kw': (lambda: ops.exp(F(2), out=F(2)), TypeError,
        "exp() got an unexpected keyword argument 'out'"),
    'ops.abs x kw': (lambda: ops.abs(x=F(2)), TypeError,
        "abs() got an unexpected keyword argument 'x'"),
    'ops.sigmoid x kw': (lambda: ops.sigmoid(x=F(2)), TypeError,
        "sigmoid() got an unexpected keyword argument 'x'"),
    'ops.tile reps kw': (lambda: ops.tile(F(2), reps=(2,)), TypeError,
        "tile() got an unexpected keyword argument 'reps'"),
    'ops.reshape shape list of float': (lambda: ops.reshape(F(2, 3), [3.0, 2]), TypeError,
        'Failed calling Reshape with "Reshape()(input=Tensor, shape=List<float, '
        'int>)".\nThe valid calling should be: \n"Reshape()(input=<Tensor>, '
        'shape=<list of int, Tensor, tuple of int>)".'),
    'ops.reshape new_shape kw': (lambda: ops.reshape(F(2, 3), new_shape=(3, 2)), TypeError,
        "reshape() got an unexpected keyword argument 'new_shape'"),
    'ops.broadcast_to size kw': (lambda: ops.broadcast_to(F(3), size=(2, 3)), TypeError,
        "broadcast_to() got an unexpected keyword argument 'size'"),
    'ops.ones shape float': (lambda: ops.ones((2.5,)), TypeError,
        'Failed calling Ones with "Ones()(shape=Tuple<float>, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"Ones()(shape=<list '
        'of int, int, Tensor, tuple of int>, dtype=<mindspore.dtype>)".'),
    'ops.zeros dtype str': (lambda: ops.zeros((2,), "float32"), TypeError,
        "For 'Zeros', the input 'dtype' should be mindspore dtype, but got float32."),
    'ops.full fill_value str': (lambda: ops.full((2,), "a"), TypeError,
        'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe '
        'valid calling should be: \n"Cast()(input=<Number, Tensor>, '
        'dtype=<mindspore.dtype>)".'),
    'ops.arange step zero': (lambda: ops.arange(0, 5, 0), ValueError,
        'For Range, delta cannot be equal to zero.'),
    'ops.arange str': (lambda: ops.arange("a"), TypeError,
        'For arange, the input type must be int or float or a TensorScalar in '
        '[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64], but '
        'got String'),
    'ops.linspace steps float': (lambda: ops.linspace(0.0, 1.0, 2.5), TypeError,
        'Failed calling LinSpace with "LinSpace()(start=Tensor, stop=Tensor, '
        'num=float)".\nThe valid calling should be: \n"LinSpace()(start=<Tensor>, '
        'stop=<Tensor>, num=<Tensor, int>)".'),
    'ops.eye float n': (lambda: ops.eye(2.5), TypeError,
        'Failed calling Eye with "Eye()(n=float, m=float, dtype=mindspore.dtype)".\n'
        'The valid calling should be: \n"Eye()(n=<int>, m=<int>, '
        'dtype=<mindspore.dtype>)".'),
    'ops.one_hot depth float': (
        lambda: ops.one_hot(I(2), 2.5, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=float, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.norm p str': (lambda: ops.norm(F(2, 3), p="abc"), TypeError,
        "norm() got an unexpected keyword argument 'p'"),
    'ops.norm dim float': (lambda: ops.norm(F(2, 3), dim=1.5), TypeError,
        "For norm, the dim should be int or tuple of int, but got <class 'float'>"),
    'ops.dropout p big': (lambda: ops.dropout(F(2), p=1.5), RuntimeError,
        "For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got -0.5"),
    'ops.dropout p str': (lambda: ops.dropout(F(2), p="a"), TypeError,
        "unsupported operand type(s) for -: 'int' and 'str'"),
    'ops.dropout keep_prob kw': (lambda: ops.dropout(F(2), keep_prob=0.5), TypeError,
        "dropout() got an unexpected keyword argument 'keep_prob'"),
    'ops.pad mode bad': (lambda: ops.pad(F(2, 3), (1, 1), mode="abc"), ValueError,
        "For 'PadV3', the 'mode' must be str and must be in '['constant', 'reflect', "
        "'edge', 'circular']', but got 'abc'."),
    'ops.pad padding float': (lambda: ops.pad(F(2, 3), (1.5, 1)), TypeError,
        "For 'pad', the paddings value must be tuple of int or list of int, but got "
        '(1.5, 1)'),
    'ops.pad padding odd': (lambda: ops.pad(F(2, 3), (1, 1, 1)), ValueError,
        "For 'pad', the size of padding must be divisible by 2, but got 3"),
    'ops.interpolate mode bad': (
        lambda: ops.interpolate(F(1, 1, 4), size=8, mode="abc"), ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', "
        "'bicubic', 'area', 'nearest-exact', 'trilinear']', but got abc"),
    'ops.interpolate no size': (lambda: ops.interpolate(F(1, 1, 4)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'ops.interpolate both': (
        lambda: ops.interpolate(F(1, 1, 4), size=8, scale_factor=2.0), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'ops.interpolate 2d input': (lambda: ops.interpolate(F(4, 4), size=8), ValueError,
        "For 'interpolate', nearest only support '[3, 4, 5]'D, but got 2D"),
    'ops.conv2d 3d weight': (lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3)), ValueError,
        "For 'Conv2D' attr 'kernel_size' must be an positive int number or a tuple of "
        'two positive int numbers, but got (3,)'),
    'ops.conv2d stride 0': (lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3, 3), stride=0), ValueError,
        "For 'Conv2D' attr 'stride' must be an positive int number or a tuple of two "
        'or four positive int numbers, but got 0'),
    'ops.conv2d padding str': (
        lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3, 3), padding="abc"), TypeError,
        "For 'Conv2D', the type of 'pad' should be one of '['int', 'tuple']', but got "
        "type 'str'."),
    'ops.conv2d channels': (lambda: ops.conv2d(F(1, 2, 4, 4), F(1, 1, 3, 3)), RuntimeError,
        "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be "
        "equal to 'C_in' of input 'weight' shape: 1, but got 'C_in' of input 'x' "
        "shape: 2, and 'group': 1."),
    'ops.max_pool2d 2d': (lambda: ops.max_pool2d(F(4, 4), 2), ValueError,
        'For primitive[MaxPoolWithArgmaxV2], the input x rank must be equal to 4, but '
        'got 2.'),
    'ops.max_pool2d kernel 0': (lambda: ops.max_pool2d(F(1, 1, 4, 4), 0), ValueError,
        "For 'MaxPoolWithArgmaxV2' attr 'kernel_size' must be an positive int number "
        'or a tuple of two positive int numbers, but got 0'),
    'ops.avg_pool2d kernel float': (lambda: ops.avg_pool2d(F(1, 1, 4, 4), 2.5), TypeError,
        'For avg_pool2d, kernel_size should be int or tuple of length 2.'),
    'ops.avg_pool2d 3d': (lambda: ops.avg_pool2d(F(1, 4, 4), 2), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 4.'),
    'ops.avg_pool1d 2d': (lambda: ops.avg_pool1d(F(4, 4), 2), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 4.'),
    'ops.adaptive_avg_pool2d size float': (
        lambda: ops.adaptive_avg_pool2d(F(1, 1, 4, 4), 2.5), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', "
        "'tuple']', but got type 'float'."),
    'ops.adaptive_avg_pool1d 2d': (lambda: ops.adaptive_avg_pool1d(F(4, 4), 2), ValueError,
        'For adaptive_avg_pool1d input must have 3 dim, but got 2.'),
    'ops.layer_norm shape bad': (lambda: ops.layer_norm(F(2, 3), (4,)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
        '[const vector]{4}.'),
    'ops.batch_norm shape bad': (
        lambda: ops.batch_norm(F(2, 3), F(4), F(4), F(4), F(4)), ValueError,
        "For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: "
        '3, bug got scale.shape[0]: 4.'),
    'ops.cross_entropy reduction bad': (
        lambda: ops.cross_entropy(F(2, 3), I(2), reduction="abc"), ValueError,
        "For 'cross_entropy_loss', the 'reduction' must be str and must be in "
        "'['none', 'mean', 'sum']', but got 'abc'."),
    'ops.mse_loss reduction bad': (lambda: ops.mse_loss(F(2), F(2), reduction="abc"), ValueError,
        "For ops.mse_loss, `reduction` value should be either 'mean', 'none' or 'sum'."),
    'ops.l1_loss shape': (lambda: ops.l1_loss(F(2), F(3)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[1] or other.shape[1] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2] and other.shape = [3]'),
    'ops.binary_cross_entropy int': (lambda: ops.binary_cross_entropy(F(2), I(2)), TypeError,
        'For primitive[BinaryCrossEntorpy], the input and target should have same '
        'type, but got: Float32 and Int32.'),
    'ops.nll_loss float target': (lambda: ops.nll_loss(F(2, 3), F(2)), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'ops.smooth_l1_loss beta neg': (
        lambda: ops.smooth_l1_loss(F(2), F(2), beta=-1.0), RuntimeError,
        "For 'SmoothL1Loss', the values for beta not support negative values, but got "
        '-1.'),
    'ops.kl_div reduction bad': (lambda: ops.kl_div(F(2), F(2), reduction="abc"), ValueError,
        "For 'KLDivLoss', the 'reduction' must be str and must be in '['none', 'mean', "
        "'batchmean', 'sum']', but got 'abc'."),
    'ops.cosine_similarity dim float': (
        lambda: ops.cosine_similarity(F(2, 3), F(2, 3), dim=1.5), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=float, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"SumExt()(input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, '
        'keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'ops.pdist 1d': (lambda: ops.pdist(F(3)), ValueError,
        'For primitive[Pdist], the x dim must be equal to 2, but got 1.'),
    'ops.matmul mismatch': (lambda: ops.matmul(F(2, 3), F(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    'ops.dot 3d': (lambda: ops.dot(F(3), F(4)), ValueError,
        "For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',but got "
        "\\'len(x1_shape)\\': (1) and \\'len(x2_shape)\\': (1)."),
    'ops.inner mismatch': (lambda: ops.inner(F(2, 3), F(2, 4)), ValueError,
        "For 'inner', the last dimension of 'input' and 'other' must be the "
        'same,                          but got input.shape: (2, 3) and other.shape: '
        '(2, 4).'),
    'ops.tensor_dot axes float': (lambda: ops.tensor_dot(F(2, 3), F(3, 2), 1.5), TypeError,
        "For 'tensor dot', the type of 'axes' should be one of '['int', 'tuple', "
        "'list']', but got type 'float'."),
    'ops.trace 1d': (lambda: ops.trace(F(3)), RuntimeError,
        'For Primitive[Trace], the rank of the input must be 2, but got 1!'),
    'ops.tril diagonal float': (lambda: ops.tril(F(3, 3), 1.5), TypeError,
        "For 'Tril', the type of 'diagonal' should be 'int', but got type 'float'."),
    'ops.triu 1d': (lambda: ops.triu(F(3)), ValueError,
        'For primitive[Triu], the rank of input must be greater than or equal to 2, '
        'but got 1.'),
    'ops.diagonal dims same': (lambda: ops.diagonal(F(3, 3), 0, 1, 1), ValueError,
        "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =1 and dim2 "
        '= 1.'),
    'ops.diagonal dim out': (lambda: ops.diagonal(F(3, 3), 0, 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ops.flatten start float': (lambda: ops.flatten(F(2, 3), start_dim=0.5), TypeError,
        "For 'flatten', both 'start_dim' and 'end_dim' must be int."),
    'ops.flatten start gt end': (
        lambda: ops.flatten(F(2, 3, 4), start_dim=2, end_dim=1), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'ops.flatten order bad': (lambda: ops.flatten(F(2, 3), order="X"), ValueError,
        "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'X'"),
    'ops.unbind dim out': (lambda: ops.unbind(F(2, 3), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ops.movedim out': (lambda: ops.movedim(F(2, 3), 0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.swapaxes float': (lambda: ops.swapaxes(F(2, 3), 0, 1.0), TypeError,
        "For ops.swapaxes, the axis argument must be integer, but got <class 'float'>."),
    'ops.narrow length neg': (lambda: ops.narrow(F(2, 3), 0, 0, -1), ValueError,
        "The input value must be in range of [1, 2], but got -1 with type 'int'."),
    'ops.narrow start big': (lambda: ops.narrow(F(2, 3), 0, 3, 1), ValueError,
        "The input value must be in range of [0, 2), but got 3 with type 'int'."),
    'ops.repeat_interleave repeats float': (lambda: ops.repeat_interleave(F(2), 1.5), TypeError,
        "For 'repeat_interleave', each element in (1.5,) should be int, but got <class "
        "'float'> at index 0."),
    'ops.masked_fill float mask': (lambda: ops.masked_fill(F(2), F(2), 1.0), TypeError,
        'For primitive[MaskedFill], the input argument[mask] must be a type of {Bool}, '
        'but got Float32.'),
    'ops.scatter dim float': (lambda: ops.scatter(F(2, 3), 1.5, I(2, 3), F(2, 3)), TypeError,
        'Failed calling Scatter with "Scatter()(input=Tensor, dim=float, index=Tensor, '
        'src=Tensor, reduce=string)".\nThe valid calling should be: \n'
        '"Scatter()(input=<Tensor>, dim=<Tensor, int>, index=<Tensor>, src=<Tensor>, '
        'reduce=<string>)".'),
    'ops.diff n neg': (lambda: ops.diff(F(4), n=-1), RuntimeError,
        "For 'diff', 'n' must be 1, but got -1"),
    'ops.cummax axis out': (lambda: ops.cummax(F(4), 1), ValueError,
        'For primitive[Cummax], the axis must be in [-1,1), but got 1.'),
    'ops.logsumexp no dim': (lambda: ops.logsumexp(F(4)), TypeError,
        "logsumexp() missing 1 required positional argument: 'dim'"),
    'ops.std ddof str': (lambda: ops.std(F(4), ddof="a"), TypeError,
        "For 'std', the type of 'ddof' should be one of '['int', 'bool']', but got "
        "type 'str'."),
    'ops.var axis out': (lambda: ops.var(F(2, 3), 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.median axis out': (lambda: ops.median(F(2, 3), 2), ValueError,
        'For primitive[Median], the axis must be in [-2,2), but got 2.'),
    'ops.histc bins 0': (lambda: ops.histc(F(3), bins=0), ValueError,
        "For 'Histogram', the 'bins' must be int and must > 0, but got '0' with type "
        "'int'."),
    'ops.unique_consecutive dim float': (lambda: ops.unique_consecutive(F(3), dim=1.5), TypeError,
        'Failed calling UniqueConsecutive with "UniqueConsecutive(return_inverse=bool, '
        'return_counts=bool, dim=float)(input=Tensor)".\nThe valid calling should '
        'be: \n"UniqueConsecutive(return_inverse=<bool>, return_counts=<bool>, '
        'dim=<int>)(input=<Tensor>)".'),
    'ops.isclose rtol str': (lambda: ops.isclose(F(2), F(2), rtol="a"), TypeError,
        "For 'IsClose', the type of 'rtol' should be one of '[bool, int, float]', but "
        "got <class 'str'>."),
    'ops.allclose int': (lambda: ops.isclose(F(2), F(2), equal_nan=1), TypeError,
        'Failed calling IsClose with "IsClose(rtol=float, atol=float, '
        'equal_nan=int)(input=Tensor, other=Tensor)".\nThe valid calling should be: \n'
        '"IsClose(rtol=<bool, int, float>, atol=<bool, int, float>, '
        'equal_nan=<bool>)(input=<Tensor>, other=<Tensor>)".'),
    'ops.randn dtype int': (lambda: ops.randn(2, dtype=ms.int32), ValueError,
        "For 'randn', the 'dtype' must be a float type, but got Int32."),
    'ops.rand seed float': (lambda: ops.rand(2, seed=1.5), TypeError,
        "For 'rand', the 'seed' must be int, but got 'float'"),
    'ops.randint low gt high': (lambda: ops.randint(5, 2, (2,)), RuntimeError,
        "For 'Random', invalid min/max values: (5/2)"),
    'ops.multinomial 3d': (lambda: ops.multinomial(F(2, 2, 2), 1), ValueError,
        "For 'multinomial', the dimension of inputs must be 1d or 2d, but got 3."),
    'ops.shuffle dim': (lambda: ops.shuffle(F(2), seed=-1), ValueError,
        "For 'shuffle', the 'seed' must be int and must >= 0, but got '-1' with type "
        "'int'."),
}
