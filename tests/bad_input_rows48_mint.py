"""Rows of ``test_bad_input_catalogue48`` (mint functions and mint.nn.functional with a bad dim,
dtype, keyword or value): MindSpore 2.10's exception type and text for each call (measured on 2.10
CPU, one case per process (forked after the imports), pynative_synchronize on;
/tmp/s65/bad48/w/c3.py with /tmp/s65/bad48/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): mint.prod dim tuple (TypeError: 'Failed
calling ProdExt with "ProdExt()(input=Tensor, dim=Tuple<int, int>, keepdim=bool, dt'); mint.max dim
str (TypeError: 'Failed calling max with "max(Tensor, dim=string)".\nThe valid calling should
be:\n"max(input'); mint.min keepdim int (TypeError: "min(): argument 'keepdim' must be bool but got
int."); mint.cumsum no dim (TypeError: "cumsum_ext() missing 1 required positional argument:
'dim'"); mint.split sections bad (ValueError: "For 'SplitWithSize',  the sum of split_size should
be equal to 4(input.shape[0]), but got "); mint.index_select float idx (RuntimeError: 'The kernel
IndexSelect unregistered.'); mint.scatter dim out (RuntimeError: ''); mint.where cond float
(TypeError: 'Select CPU operator[Select] fail! Unsupported data type!\nThe supported data types are
inpu'); mint.dot rank 2 (RuntimeError: 'The kernel Dot unregistered.'); mint.arange str (TypeError:
'Failed calling Arange with "Arange()(start=int, end=string, step=int, dtype=mindspore.dtyp');
mint.randn neg (ValueError: 'For primitive[Empty], the 0th dimension of input shape must be greater
than or equal to 0,'); mint.randint low > high (RuntimeError: 'Create kernelmod for op
InplaceRandom failed'); mint.add alpha str (TypeError: 'Failed calling add with "add(Tensor,
Tensor, alpha=string)".\nThe valid calling should be:\n'); mint.sub mismatch (ValueError: "For
'SubExt', input.shape and other.shape need to broadcast. The value of input.shape[1] o");
mint.remainder str (TypeError: 'Failed calling remainder with "remainder(Tensor, string)".\nThe
valid calling should be:\n"r'); mint.searchsorted float sorter (ValueError: "For 'SearchSorted'
sorter type should be Int64"); mint.bincount float (RuntimeError: 'The kernel BincountExt
unregistered.'); mint.histc bins 0 (ValueError: "For 'histc', attr 'bins' value should greater than
0. but got 0"); mint.einsum bad (NotImplementedError: 'einsum only supports Ascend.'); MF.conv2d
stride 0 (ValueError: "For Conv2DExt, 'stride' must be positive, but it's { 0 }."); MF.conv2d
padding str (ValueError: 'Failed to convert the value "abc" of input \'padding\' of \'conv2d\' to
enum.'); MF.max_pool2d kernel 0 (RuntimeError: 'Not found op FuncMaxPool2D on device CPU');
MF.max_pool2d rank 2 (RuntimeError: 'Not found op FuncMaxPool2D on device CPU'); MF.avg_pool2d
kernel big (ValueError: 'Given input size: (1x2x2). Calculated output size: (1x0x0). Output size is
too small'); MF.adaptive_avg_pool2d neg (RuntimeError: 'The kernel AdaptiveAvgPool2DExt
unregistered.'); MF.one_hot float (RuntimeError: 'The kernel OneHotExt unregistered.'); MF.one_hot
small (RuntimeError: 'The kernel OneHotExt unregistered.'); MF.embedding float ids (RuntimeError:
'The kernel Embedding unregistered.'); MF.cross_entropy mismatch (RuntimeError: 'The kernel
LogSoftmaxExt unregistered.'); MF.cross_entropy reduction bad (RuntimeError: 'The kernel
LogSoftmaxExt unregistered.'); MF.nll_loss float target (TypeError: 'Select CPU operator[NLLLoss]
fail! Unsupported data type!\nThe supported data types are inp'); MF.hardtanh min > max
(RuntimeError: 'The kernel Hardtanh unregistered.'); MF.softplus beta str (TypeError: 'Failed
calling SoftplusExt with "SoftplusExt()(input=Tensor, beta=string, threshold=int)".'); MF.fold bad
(RuntimeError: 'The kernel Col2ImExt unregistered.').
"""
import minicell.mint.nn.functional as MF
from minicell import Tensor, mint  # noqa: F401  (the rows' calls)
from bad_input_rows48_help import F, I  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mint.sum dim out': (lambda: mint.sum(F(2, 3), dim=2), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'mint.sum dim float': (lambda: mint.sum(F(2, 3), dim=1.5), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=float, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"SumExt()(input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, '
        'keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'mint.sum dtype str': (lambda: mint.sum(F(2, 3), dtype="float32"), TypeError,
        "For 'SumExt', the input 'dtype' should be mindspore dtype, but got float32."),
    'mint.mean dim dup': (lambda: mint.mean(F(2, 3), dim=(0, 0)), RuntimeError,
        'dim=0 appears multiple times in the list of dims'),
    'mint.max dim out': (lambda: mint.max(F(2, 3), dim=2), ValueError,
        'For primitive[MaxDim], the axis must be in [-2,2), but got 2.'),
    'mint.argmax dim out': (lambda: mint.argmax(F(2, 3), dim=3), ValueError,
        'For primitive[ArgMaxExt], the dim must be in [-2,2), but got 3.'),
    'mint.argmin keepdim str': (lambda: mint.argmin(F(2, 3), dim=0, keepdim="a"), TypeError,
        'Failed calling ArgMinExt with "ArgMinExt()(input=Tensor, dim=int, '
        'keepdim=string)".\nThe valid calling should be: \n'
        '"ArgMinExt()(input=<Tensor>, dim=<int>, keepdim=<bool>)".'),
    'mint.cumsum dim out': (lambda: mint.cumsum(F(2, 3), dim=2), ValueError,
        'For primitive[CumsumExt], the dim must be in [-2,1], but got 2.'),
    'mint.cumprod dim str': (lambda: mint.cumprod(F(2, 3), dim="a"), TypeError,
        'Failed calling CumProd with "CumProd(exclusive=bool, reverse=bool)(x=Tensor, '
        'axis=string)".\nThe valid calling should be: \n"CumProd(exclusive=<bool>, '
        'reverse=<bool>)(x=<Tensor>, axis=<int>)".'),
    'mint.softmax kw': (lambda: mint.softmax(F(2, 3), axis=1), TypeError,
        "softmax() got an unexpected keyword argument 'axis'"),
    'mint.topk k big': (lambda: mint.topk(F(4), 5), ValueError,
        'For primitive[TopkExt], the k must be in [0,4], but got 5.'),
    'mint.topk dim out': (lambda: mint.topk(F(4), 2, dim=1), ValueError,
        'For primitive[TopkExt], the dim must be in [-1,1), but got 1.'),
    'mint.sort dim out': (lambda: mint.sort(F(4), dim=1), ValueError,
        'For primitive[SortExt], the dim must be in [-1,1), but got 1.'),
    'mint.argsort dim float': (lambda: mint.argsort(F(4), dim=1.5), TypeError,
        'Failed calling ArgSort with "ArgSort()(input=Tensor, dim=float, '
        'descending=bool, stable=bool)".\nThe valid calling should be: \n'
        '"ArgSort()(input=<Tensor>, dim=<int>, descending=<bool>, stable=<bool>)".'),
    'mint.flip dims int': (lambda: mint.flip(F(2, 3), 0), TypeError,
        'Failed calling ReverseV2 with "ReverseV2(axis=int)(input=Tensor)".\nThe valid '
        'calling should be: \n"ReverseV2(axis=<list of int, tuple of '
        'int>)(input=<Tensor>)".'),
    'mint.flip dims out': (lambda: mint.flip(F(2, 3), (2,)), ValueError,
        "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 2 with "
        "type 'int'."),
    'mint.roll shifts float': (lambda: mint.roll(F(4), 1.5), TypeError,
        'Failed calling Roll with "Roll(shifts=float, dims=None)(input=Tensor)".\nThe '
        'valid calling should be: \n"Roll(shifts=<list of int, int, tuple of int>, '
        'dims=<list of int, int, tuple of int>)(input=<Tensor>)".'),
    'mint.narrow out': (lambda: mint.narrow(F(4), 0, 3, 2), ValueError,
        "For 'Narrow', start (3), + length (2) exceeds dimension size (4)."),
    'mint.narrow dim out': (lambda: mint.narrow(F(4), 1, 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-1, 1), but got 1)'),
    'mint.split size 0': (lambda: mint.split(F(4), 0), ValueError,
        "For 'split_tensor', split_size must be positive, but got 0."),
    'mint.chunk 0': (lambda: mint.chunk(F(4), 0), ValueError,
        "For 'chunk', chunks should be greater than 0, but got 0"),
    'mint.stack mismatch': (lambda: mint.stack((F(2), F(3))), ValueError,
        'All input shape must be the same! [const vector]{3} And [const vector]{2}'),
    'mint.stack dim out': (lambda: mint.stack((F(2), F(2)), dim=3), ValueError,
        'For primitive[StackExt], the dim must be in [-2,1], but got 3.'),
    'mint.cat dim out': (lambda: mint.cat((F(2), F(2)), dim=1), ValueError,
        'For primitive[Concat], the axis value must be in [-1,1), but got 1.'),
    'mint.cat mismatch rank': (lambda: mint.cat((F(2), F(2, 2))), ValueError,
        'For primitive[Concat], element rank must be same(shapes are [const '
        'vector]{[const vector]{2}, [const vector]{2, 2}})!'),
    'mint.gather dim out': (lambda: mint.gather(F(2, 3), 2, I(2, 3)), ValueError,
        'For primitive[GatherD], the dim value must be in [-2,2], but got 2.'),
    'mint.gather float index': (lambda: mint.gather(F(2, 3), 0, F(2, 3)), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'mint.index_select dim out': (lambda: mint.index_select(F(2, 3), 2, I(1)), ValueError,
        "For 'IndexSelect', the axis must be in '[-2, 2)', but got 2."),
    'mint.squeeze dim out': (lambda: mint.squeeze(F(1, 2), 3), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint.unsqueeze dim out': (lambda: mint.unsqueeze(F(2), 3), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint.permute dup': (lambda: mint.permute(F(2, 3), (0, 0)), ValueError,
        "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'mint.permute short': (lambda: mint.permute(F(2, 3), (0,)), ValueError,
        "For 'Transpose', size of perm should equal to rank of x, but got 1 and 2!"),
    'mint.transpose out': (lambda: mint.transpose(F(2, 3), 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint.reshape bad': (lambda: mint.reshape(F(2, 3), (4, 2)), ValueError,
        "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'mint.reshape two -1': (lambda: mint.reshape(F(2, 3), (-1, -1)), ValueError,
        'only one dimension can be inferred'),
    'mint.tile dims float': (lambda: mint.tile(F(2), (1.5,)), TypeError,
        'Failed calling Tile with "Tile()(input=Tensor, dims=Tuple<float>)".\nThe '
        'valid calling should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of '
        'int>)".'),
    'mint.broadcast_to bad': (lambda: mint.broadcast_to(F(2, 3), (4, 3)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
        'or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), '
        'target shape: (4, 3).'),
    'mint.where mismatch': (lambda: mint.where(Tensor([True, False]), F(3), F(2)), ValueError,
        "For 'Select', input.shape and other.shape need to broadcast. The value of "
        'input.shape[1] or other.shape[1] must be 1 or -1 when they are not the same, '
        'but got input.shape = [3] and other.shape = [2]'),
    'mint.matmul mismatch': (lambda: mint.matmul(F(2, 3), F(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    'mint.bmm rank 2': (lambda: mint.bmm(F(2, 3), F(3, 2)), ValueError,
        "For 'BatchMatMulExt', the input 'x' must be a 3D dimensional Tensor, but got "
        '2D shape [const vector]{2, 3}'),
    'mint.mm rank 3': (lambda: mint.mm(F(1, 2, 3), F(3, 2)), ValueError,
        "For 'Mm' op, input's rank should be 2, but got 3"),
    'mint.baddbmm mismatch': (
        lambda: mint.baddbmm(F(1, 2, 2), F(1, 2, 3), F(1, 2, 2)), RuntimeError,
        "For 'Baddbmm', first dimension of 'batch2' must be equal to 'batch1' 3 , but "
        'got:2'),
    'mint.outer rank 2': (lambda: mint.outer(F(2, 2), F(2)), ValueError,
        'For Primitive[Outer], the rank of the input must be 1, but got 2!'),
    'mint.linspace steps neg': (lambda: mint.linspace(0, 1, -1), ValueError,
        'For primitive[LinSpaceExt], the steps must be greater than 0, but got -1.'),
    'mint.arange step 0': (lambda: mint.arange(0, 5, 0), ValueError,
        'For Arange, step must not be zero.'),
    'mint.zeros neg': (lambda: mint.zeros((2, -1)), ValueError,
        'For primitive[Zeros], the the 1th dimension of input shape must be greater '
        'than or equal to 0, but got -1.'),
    'mint.ones float size': (lambda: mint.ones((2.5,)), TypeError,
        'Failed calling Ones with "Ones()(shape=Tuple<float>, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"Ones()(shape=<list '
        'of int, int, Tensor, tuple of int>, dtype=<mindspore.dtype>)".'),
    'mint.full value str': (lambda: mint.full((2,), "a"), TypeError,
        'Failed calling FillScalar with "FillScalar()(size=Tuple<int>, '
        'fill_value=string, dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"FillScalar()(size=<list of int, tuple of int>, fill_value=<Tensor, Number>, '
        'dtype=<mindspore.dtype>)".'),
    'mint.eye neg': (lambda: mint.eye(-1), ValueError,
        'Eye error: n value can not be negative.'),
    'mint.normal std neg': (lambda: mint.normal(0.0, -1.0, (2,)), ValueError,
        'For primitive[NormalFloatFloat], the std must be greater than or equal to 0, '
        'but got -1.'),
    'mint.clamp no bounds': (lambda: mint.clamp(F(2)), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'mint.clamp str': (lambda: mint.clamp(F(2), "a"), TypeError,
        'Failed calling clamp with "clamp(Tensor, string)".\nThe valid calling should '
        'be:\n"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    '
        'match failed because invalid types: (Tensor, '
        'string)\n                                                 ~~~~~~~~\n'
        '"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: (Tensor, '
        'string)\n                                                 ~~~~~~~~'),
    'mint.pow str': (lambda: mint.pow(F(2), "a"), TypeError,
        'Failed calling Pow with "Pow()(input=Tensor, exponent=string)".\nThe valid '
        'calling should be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, '
        'Tensor>)".'),
    'mint.div rounding bad': (lambda: mint.div(F(2), F(2), rounding_mode="abc"), ValueError,
        'Failed to convert the value "abc" of input \'rounding_mode\' of \'div\' to '
        'enum.'),
    'mint.isclose mismatch': (lambda: mint.isclose(F(2), F(3)), ValueError,
        "For 'IsClose', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[1] or input2.shape[1] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [2] and input2.shape = [3]'),
    'mint.allclose int tol str': (lambda: mint.allclose(F(2), F(2), rtol="a"), TypeError,
        "For 'IsClose', the type of 'rtol' should be one of '[bool, int, float]', but "
        "got <class 'str'>."),
    'mint.norm p str': (lambda: mint.norm(F(2), p="abc"), ValueError,
        'For `norm_ext`, the value of `p` must be one of [int, float, inf, -inf, '
        "'fro', 'nuc',] but got `abc`."),
    'mint.logsumexp dim out': (lambda: mint.logsumexp(F(2), dim=1), ValueError,
        'For primitive[LogSumExp], the axis value must be in [-1,1), but got 1.'),
    'mint.std correction str': (lambda: mint.std(F(3), correction="a"), TypeError,
        'Failed calling Std with "Std()(input=Tensor, dim=None, correction=string, '
        'keepdim=bool)".\nThe valid calling should be: \n"Std()(input=<Tensor>, '
        'dim=<list of int, int, tuple of int>, correction=<int>, keepdim=<bool>)".'),
    'mint.cross bad dim': (lambda: mint.cross(F(2, 2), F(2, 2)), ValueError,
        "For 'Cross', the size of inputs dim must contain 3, but got [const vector]{2, "
        '2}.'),
    'mint.tril float diag': (lambda: mint.tril(F(2, 2), 1.5), TypeError,
        'Failed calling TrilExt with "TrilExt()(input=Tensor, diagonal=float)".\nThe '
        'valid calling should be: \n"TrilExt()(input=<Tensor>, diagonal=<Tensor, '
        'int>)".'),
    'mint.triu rank 1': (lambda: mint.triu(F(2)), ValueError,
        'For primitive[Triu], the rank of input must be greater than or equal to 2, '
        'but got 1.'),
    'mint.diag rank 3': (lambda: mint.diag(F(2, 2, 2)), RuntimeError,
        'Failure info [For diag, the shape of input must 1 or 2, but got 3.].'),
    'mint.unique dim out': (lambda: mint.unique(F(3), dim=2), ValueError,
        "For 'UniqueDim', the value of 'dim' should be in [-1, 1), but got 2"),
    'mint.masked_select mismatch': (
        lambda: mint.masked_select(F(3), Tensor([True, False])), ValueError,
        "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The value "
        'of input.shape[1] or mask.shape[1] must be 1 or -1 when they are not the '
        'same, but got input.shape = [3] and mask.shape = [2]'),
    'mint.nonzero as_tuple str': (lambda: mint.nonzero(F(3), as_tuple="a"), TypeError,
        "For array function 'nonzero', 'as_tuple' must be bool, but got <class 'str'>."),
    'mint.any dim out': (lambda: mint.any(F(3), dim=1), ValueError,
        'For primitive[ReduceAny], the axis value must be in [-1,1), but got 1.'),
    'MF.relu str': (lambda: MF.relu("a"), TypeError,
        'Failed calling ReLU with "ReLU()(input=string)".\nThe valid calling should '
        'be: \n"ReLU()(input=<Tensor>)".'),
    'MF.gelu approximate bad': (lambda: MF.gelu(F(2), approximate="abc"), ValueError,
        'Failed to convert the value "abc" of input \'approximate\' of \'gelu\' to '
        'enum.'),
    'MF.softmax dim out': (lambda: MF.softmax(F(2, 3), dim=2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'MF.log_softmax dim float': (lambda: MF.log_softmax(F(2, 3), dim=1.5), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=float, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'MF.dropout p 2': (lambda: MF.dropout(F(2), p=2.0), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got 2"),
    'MF.dropout p str': (lambda: MF.dropout(F(2), p="a"), TypeError,
        'Failed calling FuncDropoutExt with "FuncDropoutExt()(input=Tensor, p=string, '
        'training=bool, inplace=bool, seed=Tensor, offset=Tensor)".\nThe valid calling '
        'should be: \n"FuncDropoutExt()(input=<Tensor>, p=<bool, int, float>, '
        'training=<bool>, inplace=<bool>, seed=<Tensor>, offset=<Tensor>)".'),
    'MF.linear mismatch': (lambda: MF.linear(F(2, 3), F(4, 2)), ValueError,
        'Dense shape error, got x_col: 3, w_row: 2. In Dense x_col and w_row should be '
        'equal. if the dim of w is 2.'),
    'MF.linear bias mismatch': (lambda: MF.linear(F(2, 3), F(4, 3), F(5)), ValueError,
        "For 'Add', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[1] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [2, 4] and input2.shape = [5]'),
    'MF.conv2d rank 2': (lambda: MF.conv2d(F(4, 4), F(1, 1, 2, 2)), RuntimeError,
        'Expected 3D (unbatched) or 4D (batched) input to Conv2DExt, but got input of '
        'shape: [const vector]{4, 4}'),
    'MF.conv2d channels': (lambda: MF.conv2d(F(1, 3, 4, 4), F(1, 2, 2, 2)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but '
        'in_channels/groups is 3, and weight[1] is 2'),
    'MF.adaptive_max_pool1d rank 4': (lambda: MF.adaptive_max_pool1d(F(1, 1, 4, 4), 2), ValueError,
        'For primitive[AdaptiveMaxPool1D], the dim of x must be in [2,3], but got 4.'),
    'MF.interpolate mode bad': (
        lambda: MF.interpolate(F(1, 1, 2, 2), size=(4, 4), mode="abc"), ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', "
        "'bicubic', 'trilinear']', but got abc"),
    'MF.interpolate no size': (lambda: MF.interpolate(F(1, 1, 2, 2)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'MF.interpolate both': (
        lambda: MF.interpolate(F(1, 1, 2, 2), size=(4, 4), scale_factor=2.0), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'MF.pad mode bad': (lambda: MF.pad(F(1, 2), (1, 1), mode="abc"), ValueError,
        "Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'."),
    'MF.pad odd': (lambda: MF.pad(F(1, 2), (1,)), ValueError,
        'Length of padding must be even but got 1'),
    'MF.mse_loss reduction bad': (lambda: MF.mse_loss(F(2), F(2), reduction="abc"), ValueError,
        'Failed to convert the value "abc" of input \'reduction\' of \'MSELossExt\' to '
        'enum.'),
    'MF.mse_loss mismatch': (lambda: MF.mse_loss(F(2), F(3)), ValueError,
        "For 'MSELossExt', input.shape and target.shape need to broadcast. The value "
        'of input.shape[1] or target.shape[1] must be 1 when they are not the same, '
        'but got input.shape = [2] and target.shape = [3]'),
    'MF.l1_loss str': (lambda: MF.l1_loss(F(2), "a"), TypeError,
        'Failed calling L1LossExt with "L1LossExt()(input=Tensor, target=string, '
        'reduction=string)".\nThe valid calling should be: \n'
        '"L1LossExt()(input=<Tensor>, target=<Tensor>, reduction=<string>)".'),
    'MF.binary_cross_entropy mismatch': (lambda: MF.binary_cross_entropy(F(2), F(3)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,] must be equal to [3,]'),
    'MF.bce_with_logits reduction bad': (
        lambda: MF.binary_cross_entropy_with_logits(F(2), F(2), reduction="abc"), ValueError,
        'Failed to convert the value "abc" of input \'reduction\' of '
        "'BCEWithLogitsLoss' to enum."),
    'MF.smooth_l1_loss beta neg': (lambda: MF.smooth_l1_loss(F(2), F(2), beta=-1.0), RuntimeError,
        "For 'SmoothL1Loss', the values for beta not support negative values, but got "
        '-1.'),
    'MF.kl_div reduction bad': (lambda: MF.kl_div(F(2), F(2), reduction="abc"), ValueError,
        'Failed to convert the value "abc" of input \'reduction\' of \'KLDiv\' to enum.'),
    'MF.normalize p str': (lambda: MF.normalize(F(2), p="a"), ValueError,
        'For `norm_ext`, the value of `p` must be one of [int, float, inf, -inf, '
        "'fro', 'nuc',] but got `a`."),
    'MF.layer_norm shape mismatch': (lambda: MF.layer_norm(F(2, 3), (4,)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
        '[const vector]{4}.'),
    'MF.group_norm not divisible': (lambda: MF.group_norm(F(1, 3, 2), 2), ValueError,
        "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but got "
        "'num_channels': 3 ,'num_groups': 2"),
    'MF.batch_norm mismatch': (lambda: MF.batch_norm(F(2, 3), F(4), F(4)), ValueError,
        "For BatchNormExt, the running_mean.shape[0] should be equal to input's "
        'channel dimension, but got 4 and 3'),
    'MF.leaky_relu slope str': (lambda: MF.leaky_relu(F(2), "a"), TypeError,
        'Failed calling LeakyReLUExt with "LeakyReLUExt()(input=Tensor, '
        'negative_slope=string)".\nThe valid calling should be: \n'
        '"LeakyReLUExt()(input=<Tensor>, negative_slope=<Number>)".'),
    'MF.elu alpha str': (lambda: MF.elu(F(2), alpha="a"), TypeError,
        'Failed calling EluExt with "EluExt(alpha=string)(input=Tensor)".\nThe valid '
        'calling should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'MF.glu odd': (lambda: MF.glu(F(2, 3)), RuntimeError,
        'For GLU, halving dimension must be even, but dimension -1 is size 3.'),
    'MF.unfold rank 3': (lambda: MF.unfold(F(1, 4, 4), 2), ValueError,
        'For primitive[Im2ColExt], the input rank must be in [4,4], but got 3.'),
    'MF.pixel_shuffle bad': (lambda: MF.pixel_shuffle(F(1, 3, 2, 2), 2), ValueError,
        "PixelShuffle expects its input's 'channel' dimension to be divisible by the "
        'square of upscale_factor, but input.shape(-3)=3 is not divisible by 4'),
    'MF.grid_sample mode bad': (
        lambda: MF.grid_sample(F(1, 1, 2, 2), F(1, 2, 2, 2), mode="abc"), ValueError,
        'Failed to convert the value "abc" of input \'interpolation_mode\' of '
        "'grid_sampler_2d' to enum."),
    'MF.sigmoid str': (lambda: MF.sigmoid("a"), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=string)".\nThe valid calling '
        'should be: \n"Sigmoid()(input=<Tensor>)".'),
    'MF.tanh int list': (lambda: MF.tanh([1]), TypeError,
        'Failed calling Tanh with "Tanh()(input=List<int>)".\nThe valid calling should '
        'be: \n"Tanh()(input=<Tensor>)".'),
    'MF.silu str': (lambda: MF.silu("a"), TypeError,
        'Failed calling SiLU with "SiLU()(input=string)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'MF.mish int': (lambda: MF.mish(I(2)), TypeError,
        'For primitive[MishExt], the input argument[input] must be a type of {Float16, '
        'Float32} but got Int32.'),
    'MF.prelu weight mismatch': (lambda: MF.prelu(F(1, 3, 2), F(2)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 3, "
        'but got [const vector]{2}.'),
    'MF.threshold str': (lambda: MF.threshold(F(2), "a", 1.0), TypeError,
        'Failed calling Threshold with "Threshold()(input=Tensor, threshold=string, '
        'value=float)".\nThe valid calling should be: \n"Threshold()(input=<Tensor>, '
        'threshold=<Number>, value=<Number>)".'),
}
