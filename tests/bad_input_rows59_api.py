"""Rows of ``test_bad_input_catalogue59``: ``mint`` and ``mint.nn.functional`` with bad dtypes,
None and out-of-range dims; ``nn`` layer constructors (channels, kernel sizes, pad modes,
strings); ``Tensor(...)`` from odd inputs and methods of empty Tensors (max/min included);
``save_checkpoint`` / ``load_checkpoint`` / ``load_param_into_net`` with bad paths, formats,
choice_func, append_dict; ``ms.jit``'s input_signature, ``ms.grad``'s grad_position and weights;
``Parameter`` names and requires_grad; ``set_context`` keys and values; dataset sources with bad
columns. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per forked
process: /tmp/s76/bad59/run.py (kwscan.py for p5) on p1.py, p2.py, p3.py, p6.py). GOOD: calls
2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): mint-prod-none (TypeError: 'Failed calling ProdExt with
"ProdExt()(input=None,'); mint-ce-int (RuntimeError: 'The kernel LogSoftmaxExt unregistered.');
mint-onehot-float (RuntimeError: 'The kernel OneHotExt unregistered.'); mint-index_select-float
(ValueError: "For 'IndexSelect', the rank of 'index' must not be"); mint-arange-str (TypeError:
'Failed calling Arange with "Arange()(start=int, en'); mint-where-float (TypeError: 'Select CPU
operator[Select] fail! Unsupported data'); mint-sqrt-none (TypeError: 'Failed calling Sqrt with
"Sqrt()(x=None)".\\nThe val'); mint-allclose-str (TypeError: 'Failed calling IsClose with
"IsClose(rtol=float, a'); mint-bitwise-float (TypeError: 'BitwiseAndTensor does not support
floating point n'); mint-logical-none (TypeError: 'Failed calling LogicalAnd with
"LogicalAnd()(x=Ten'); mint-isclose-str (TypeError: 'Failed calling IsClose with
"IsClose(rtol=float, a'); mint-erfinv-int (TypeError: 'Select CPU operator[Erfinv] fail!
Unsupported data'); mint-bincount-float (RuntimeError: 'The kernel BincountExt unregistered.');
mint-histc-int (RuntimeError: 'The kernel HistcExt unregistered.'); mint-mv-shape (RuntimeError:
"For 'Mv', the input 'vec' must be a 1D dimensional"); mint-dot-2d (RuntimeError: 'The kernel
Dot unregistered.'); mint-sub-alpha-str (TypeError: 'Failed calling sub with "sub(Tensor,
Tensor, alpha'); mint-add-alpha-none (TypeError: 'Failed calling add with "add(Tensor, Tensor,
alpha'); mint-randn-str (TypeError: 'Failed calling Randn with "Randn()(shape=Tuple<str');
mint-randint-low (RuntimeError: 'Create kernelmod for op InplaceRandom failed');
mint-multinomial-1d (RuntimeError: 'The kernel MultinomialExt unregistered.'); mint-maxpool-k0
(RuntimeError: 'Not found op FuncMaxPool2D on device CPU'); mint-avgpool-str (TypeError: 'Failed
calling AvgPool2D with "AvgPool2D()(input=T'); mint-embedding-float (RuntimeError: 'The kernel
Embedding unregistered.'); mint-nll-float (TypeError: 'Select CPU operator[NLLLoss] fail!
Unsupported dat'); mint-hardtanh-minmax (RuntimeError: 'The kernel Hardtanh unregistered.');
mint-softplus-beta0 (ValueError: "For 'SoftplusExt', 'beta' must not be 0."); pad-shape
(TypeError: "object of type 'int' has no len()"); empty-argmax (RuntimeError: '');
empty-reshape-bad (2.10 returns 'Tensor(shape=[0, 0], dtype=Float32, valu'); empty-cumsum
(RuntimeError: 'Launch kernel failed, name:Default/CumSum-op0'); empty-amax (2.10 returns
'Tensor(shape=[], dtype=Float32, value= -'); save-append-dup (2.10 returns 'None');
save-dict-bad (UnboundLocalError: "cannot access local variable 'each_param' where it");
ds-ns-cols-int (TypeError: 'Argument column_names with value 1 is not of type ');
ds-ns-cols-empty (ValueError: 'column_names should not be empty.'); ds-ns-cols-dup (ValueError:
'Every column name should not be same with others i'); ds-ns-ragged (ValueError: 'Data length in
each column is not equal.'); ds-gen-types (NotImplementedError: ''); ds-tuple-iter-cols
(RuntimeError: "Exception thrown from dataset pipeline. Refer to '"); e-amax (2.10 returns
'Tensor(shape=[3], dtype=Float32, value= '); e-argmin (RuntimeError: ''); mint-argmax
(RuntimeError: 'ArgMax is not supported zero size!').
"""
import numpy as np

import minicell as ms
import minicell.dataset as ds
import minicell.mint.nn.functional as MF
from bad_input_rows59_help import B, CK, F, G2, I, MUL2, NET, NSA, SQ, TMP
from minicell import Parameter, Tensor, mint, nn, ops

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mint-sum-dim9': (lambda: mint.sum(F(2, 3), 9), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 9.'),
    'mint-sum-dimstr': (lambda: mint.sum(F(2, 3), 'a'), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=string, keepdim=bool, dtype=mind'
        'spore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, dim=<list of i'
        'nt, int, Tensor, tuple of int>, keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'mint-mean-dim9': (lambda: mint.mean(F(2, 3), 9), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got 9.'),
    'mint-softmax-dim9': (lambda: MF.softmax(F(2, 3), 9), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 9.'),
    'mint-logsoftmax-dim9': (lambda: MF.log_softmax(F(2, 3), 9), ValueError,
        'The dim value should be in range [-2,1], but got 9'),
    'mint-relu-none': (lambda: MF.relu(None), TypeError,
        'Failed calling ReLU with "ReLU()(input=None)".\nThe valid calling should be: \n"ReLU()('
        'input=<Tensor>)".'),
    'mint-relu-int': (lambda: MF.relu(1), TypeError,
        'Failed calling ReLU with "ReLU()(input=int)".\nThe valid calling should be: \n"ReLU()(i'
        'nput=<Tensor>)".'),
    'mint-gelu-approx': (lambda: MF.gelu(F(2, 3), approximate='bad'), ValueError,
        'Failed to convert the value "bad" of input \'approximate\' of \'gelu\' to enum.'),
    'mint-silu-str': (lambda: MF.silu('a'), TypeError,
        'Failed calling SiLU with "SiLU()(input=string)".\nThe valid calling should be: \n"SiLU('
        ')(input=<Tensor>)".'),
    'mint-dropout-p2': (lambda: MF.dropout(F(2, 3), p=2.0), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got 2"),
    'mint-dropout-pneg': (lambda: MF.dropout(F(2, 3), p=-0.1), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got -0.1"),
    'mint-linear-none': (lambda: MF.linear(F(2, 3), None), TypeError,
        'Failed calling Dense with "Dense()(input=Tensor, weight=None, bias=None)".\nThe valid c'
        'alling should be: \n"Dense()(input=<Tensor>, weight=<Tensor>, bias=<Tensor>)".'),
    'mint-linear-shape': (lambda: MF.linear(F(2, 3), F(4, 2)), ValueError,
        'Dense shape error, got x_col: 3, w_row: 2. In Dense x_col and w_row should be equal. if'
        ' the dim of w is 2.'),
    'mint-pad-mode': (lambda: MF.pad(F(2, 3), (1, 1), mode='bad'), ValueError,
        "Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'."),
    'mint-pad-odd': (lambda: MF.pad(F(2, 3), (1,)), ValueError,
        'Length of padding must be even but got 1'),
    'mint-pad-none': (lambda: MF.pad(F(2, 3), None), TypeError,
        'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding=None, value=in'
        't)".\nThe valid calling should be: \n"ConstantPadND()(input=<Tensor>, padding=<list of '
        'int, Tensor, tuple of int>, value=<Number>)".'),
    'mint-normalize-p': (lambda: MF.normalize(F(2, 3), p='a'), ValueError,
        "For `norm_ext`, the value of `p` must be one of [int, float, inf, -inf, 'fro', 'nuc',] "
        "but got `a`."),
    'mint-l1loss-red': (lambda: MF.l1_loss(F(2, 3), F(2, 3), reduction='bad'), ValueError,
        'Failed to convert the value "bad" of input \'reduction\' of \'L1LossExt\' to enum.'),
    'mint-mse-red': (lambda: MF.mse_loss(F(2, 3), F(2, 3), reduction='bad'), ValueError,
        'Failed to convert the value "bad" of input \'reduction\' of \'MSELossExt\' to enum.'),
    'mint-onehot-neg': (lambda: MF.one_hot(Tensor(np.array([0, 1], np.int64)), -2), ValueError,
        'For primitive[OneHotExt], the num_classes value must be greater than or equal to -1, bu'
        't got -2.'),
    'mint-interp-mode': (
        lambda: MF.interpolate(F(1, 1, 2, 2), size=(4, 4), mode='bad'), ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', 'bicubic', 'tri"
        "linear']', but got bad"),
    'mint-interp-both': (
        lambda: MF.interpolate(F(1, 1, 2, 2), size=(4, 4), scale_factor=2.0), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'mint-interp-none': (lambda: MF.interpolate(F(1, 1, 2, 2)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'mint-cat-none': (lambda: mint.cat(None), TypeError,
        'Failed calling Concat with "Concat(axis=int)(tensors=None)".\nThe valid calling should '
        'be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".'),
    'mint-cat-dim9': (lambda: mint.cat([F(2, 3), F(2, 3)], 9), ValueError,
        'For primitive[Concat], the axis value must be in [-2,2), but got 9.'),
    'mint-cat-empty': (lambda: mint.cat([]), ValueError,
        'For primitive[Concat], the elements size must be greater than 0, but got 0.'),
    'mint-stack-shape': (lambda: mint.stack([F(2, 3), F(3, 2)]), ValueError,
        'All input shape must be the same! [const vector]{3, 2} And [const vector]{2, 3}'),
    'mint-split-zero': (lambda: mint.split(F(2, 3), 0), ValueError,
        "For 'split_tensor', split_size must be positive, but got 0."),
    'mint-split-str': (lambda: mint.split(F(2, 3), 'a'), TypeError,
        "Type of Argument `split_size_or_sections` should be integer, tuple(int) or list(int), b"
        "ut got <class 'str'>"),
    'mint-flatten-se': (lambda: mint.flatten(F(2, 3), 1, 0), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'mint-transpose-9': (lambda: mint.transpose(F(2, 3), 0, 9), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 9)'),
    'mint-permute-dup': (lambda: mint.permute(F(2, 3), (0, 0)), ValueError,
        "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'mint-reshape-bad': (lambda: mint.reshape(F(2, 3), (4, 4)), ValueError,
        "proposed_shape '[const vector]{4, 4}' is invalid for input of size 6"),
    'mint-reshape-2neg': (lambda: mint.reshape(F(2, 3), (-1, -1)), ValueError,
        'only one dimension can be inferred'),
    'mint-gather-float': (lambda: mint.gather(F(2, 3), 0, F(2, 3)), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of {Tensor[Int32], Ten'
        'sor[Int64]}, but got Tensor[Float32].'),
    'mint-topk-k9': (lambda: mint.topk(F(2, 3), 9), ValueError,
        'For primitive[TopkExt], the k must be in [0,3], but got 9.'),
    'mint-sort-dim9': (lambda: mint.sort(F(2, 3), dim=9), ValueError,
        'For primitive[SortExt], the dim must be in [-2,2), but got 9.'),
    'mint-argmax-dim9': (lambda: mint.argmax(F(2, 3), 9), ValueError,
        'For primitive[ArgMaxExt], the dim must be in [-2,2), but got 9.'),
    'mint-cumsum-none': (lambda: mint.cumsum(F(2, 3), None), TypeError,
        'Failed calling CumsumExt with "CumsumExt()(input=Tensor, dim=None, dtype=mindspore.dtyp'
        'e)".\nThe valid calling should be: \n"CumsumExt()(input=<Tensor>, dim=<int>, dtype=<min'
        'dspore.dtype>)".'),
    'mint-arange-zero': (lambda: mint.arange(0, 5, 0), ValueError,
        'For Arange, step must not be zero.'),
    'mint-zeros-neg': (lambda: mint.zeros((-1, 2)), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or equa'
        'l to 0, but got -1.'),
    'mint-zeros-str': (lambda: mint.zeros('a'), TypeError,
        'Failed calling Zeros with "Zeros()(size=string, dtype=mindspore.dtype)".\nThe valid cal'
        'ling should be: \n"Zeros()(size=<list of int, int, Tensor, tuple of int>, dtype=<mindsp'
        'ore.dtype>)".'),
    'mint-ones-float': (lambda: mint.ones((2.5, 2)), TypeError,
        'Failed calling Ones with "Ones()(shape=Tuple<float, int>, dtype=mindspore.dtype)".\nThe'
        ' valid calling should be: \n"Ones()(shape=<list of int, int, Tensor, tuple of int>, dty'
        'pe=<mindspore.dtype>)".'),
    'mint-full-none': (lambda: mint.full((2,), None), TypeError,
        'Failed calling FillScalar with "FillScalar()(size=Tuple<int>, fill_value=None, dtype=mi'
        'ndspore.dtype)".\nThe valid calling should be: \n"FillScalar()(size=<list of int, tuple'
        ' of int>, fill_value=<Tensor, Number>, dtype=<mindspore.dtype>)".'),
    'mint-eye-neg': (lambda: mint.eye(-1), ValueError,
        'Eye error: n value can not be negative.'),
    'mint-linspace-steps': (lambda: mint.linspace(0, 1, -1), ValueError,
        'For primitive[LinSpaceExt], the steps must be greater than 0, but got -1.'),
    'mint-matmul-shape': (lambda: mint.matmul(F(2, 3), F(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    'mint-bmm-2d': (lambda: mint.bmm(F(2, 3), F(2, 3)), ValueError,
        "For 'BatchMatMulExt', the input 'x' must be a 3D dimensional Tensor, but got 2D shape ["
        "const vector]{2, 3}"),
    'mint-clamp-none': (lambda: mint.clamp(F(2, 3)), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'mint-clamp-str': (lambda: mint.clamp(F(2, 3), 'a'), TypeError,
        'Failed calling clamp with "clamp(Tensor, string)".\nThe valid calling should be:\n"clam'
        'p(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because in'
        'valid types: (Tensor, string)\n                                                 ~~~~~~~'
        '~\n"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n    match failed be'
        'cause invalid types: (Tensor, string)\n                                                '
        ' ~~~~~~~~'),
    'mint-neg-bool': (lambda: mint.neg(B(2, 3)), TypeError,
        'Select CPU operator[Neg] fail! Unsupported data type!\nThe supported data types are inp'
        'ut[BFloat16], output[BFloat16];input[Float16], output[Float16];input[Float32], output[F'
        'loat32];input[Float64], output[Float64];input[UInt8], output[UInt8];input[UInt16], outp'
        'ut[UInt16];input[UInt32], output[UInt32];input[UInt64], output[UInt64];input[Int8], out'
        'put[Int8];input[Int16], output[Int16];input[Int32], output[Int32];input[Int64], output['
        'Int64];input[Complex64], output[Complex64];input[Complex128], output[Complex128];,\n bu'
        't get input[[const vector]{Bool}], output[[const vector]{Bool}].'),
    'mint-exp-str': (lambda: mint.exp('a'), TypeError,
        'Failed calling Exp with "Exp()(input=string)".\nThe valid calling should be: \n"Exp()(i'
        'nput=<Tensor>)".'),
    'mint-max-emptydim': (lambda: mint.max(F(0, 3), 0), ValueError,
        'MaxDim cannot deal with empty input. Please try other inputs'),
    'mint-min-empty': (lambda: mint.min(F(0, 3)), ValueError,
        'Min cannot deal with empty input. Please try other inputs'),
    'mint-unique-dim': (lambda: mint.unique(F(2, 3), dim=9), ValueError,
        "For 'UniqueDim', the value of 'dim' should be in [-2, 2), but got 9"),
    'mint-tile-str': (lambda: mint.tile(F(2, 3), 'a'), TypeError,
        'Failed calling Tile with "Tile()(input=Tensor, dims=string)".\nThe valid calling should'
        ' be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".'),
    'mint-repeat_interleave-neg': (lambda: mint.repeat_interleave(F(2, 3), -1), RuntimeError,
        "For 'RepeatInterleaveInt', 'repeats' can not be negative."),
    'mint-tril-str': (lambda: mint.tril(F(2, 3), 'a'), TypeError,
        'Failed calling TrilExt with "TrilExt()(input=Tensor, diagonal=string)".\nThe valid call'
        'ing should be: \n"TrilExt()(input=<Tensor>, diagonal=<Tensor, int>)".'),
    'mint-tril-1d': (lambda: mint.tril(Tensor(np.ones(3, np.float32))), ValueError,
        "For primitive[TrilExt], the input's rank must be greater than or equal to 2, but got 1."),
    'mint-narrow-oob': (lambda: mint.narrow(F(2, 3), 0, 1, 5), ValueError,
        "For 'Narrow', start (1), + length (5) exceeds dimension size (2)."),
    'mint-chunk-zero': (lambda: mint.chunk(F(2, 3), 0), ValueError,
        "For 'chunk', chunks should be greater than 0, but got 0"),
    'mint-roll-none': (lambda: mint.roll(F(2, 3), None), TypeError,
        'Failed calling Roll with "Roll(shifts=None, dims=None)(input=Tensor)".\nThe valid calli'
        'ng should be: \n"Roll(shifts=<list of int, int, tuple of int>, dims=<list of int, int, '
        'tuple of int>)(input=<Tensor>)".'),
    'mint-flip-dup': (lambda: mint.flip(F(2, 3), (0, 0)), ValueError,
        "For ReverseV2, 'axis' cannot contain duplicate dimensions, but got 0"),
    'mint-norm-p': (lambda: mint.norm(F(2, 3), p='bad'), ValueError,
        "For `norm_ext`, the value of `p` must be one of [int, float, inf, -inf, 'fro', 'nuc',] "
        "but got `bad`."),
    'mint-equal-str': (lambda: mint.equal(F(2, 3), 'a'), TypeError,
        'Failed calling EqualExt with "EqualExt()(input=Tensor, other=string)".\nThe valid calli'
        'ng should be: \n"EqualExt()(input=<Tensor>, other=<Tensor>)".'),
    'mint-nonzero-astuple': (lambda: mint.nonzero(F(2, 3), as_tuple='a'), TypeError,
        "For array function 'nonzero', 'as_tuple' must be bool, but got <class 'str'>."),
    'mint-searchsorted-float': (lambda: mint.searchsorted(F(2, 3), F(2, 3), right='a'), TypeError,
        "For 'search_sorted', the type of 'right' should be 'bool', but got type 'str'."),
    'mint-outer-2d': (lambda: mint.outer(F(2, 3), F(2, 3)), ValueError,
        'For Primitive[Outer], the rank of the input must be 1, but got 2!'),
    'mint-trace-1d': (lambda: mint.trace(Tensor(np.ones(3, np.float32))), RuntimeError,
        'For Primitive[TraceExt], the rank of the input must be 2, but got 1!'),
    'mint-diag-3d': (lambda: mint.diag(F(2, 2, 2)), RuntimeError,
        'Failure info [For diag, the shape of input must 1 or 2, but got 3.].'),
    'mint-baddbmm-shape': (lambda: mint.baddbmm(F(2, 3), F(2, 3), F(2, 3)), RuntimeError,
        "For 'Baddbmm', input 'batch1' must be a 3D Tensor, but got:2"),
    'mint-div-mode': (lambda: mint.div(F(2, 3), F(2, 3), rounding_mode='bad'), ValueError,
        'Failed to convert the value "bad" of input \'rounding_mode\' of \'div\' to enum.'),
    'mint-pow-none': (lambda: mint.pow(F(2, 3), None), TypeError,
        'Failed calling Pow with "Pow()(input=Tensor, exponent=None)".\nThe valid calling should'
        ' be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'mint-rand-neg': (lambda: mint.rand(-1), ValueError,
        'For primitive[Empty], the 0th dimension of input shape must be greater than or equal to'
        ' 0, but got -1.'),
    'mint-randperm-neg': (lambda: mint.randperm(-1), ValueError,
        "For 'RandpermExt', the input 'n' must be >= 0, but got data: -1."),
    'mint-normal-std': (lambda: mint.normal(0.0, -1.0, (2,)), ValueError,
        'For primitive[NormalFloatFloat], the std must be greater than or equal to 0, but got -1'
        '.'),
    'mint-conv2d-3d': (lambda: MF.conv2d(F(2, 3), F(2, 3)), RuntimeError,
        'Expected 3D (unbatched) or 4D (batched) input to Conv2DExt, but got input of shape: [co'
        'nst vector]{2, 3}'),
    'mint-layernorm-shape': (lambda: MF.layer_norm(F(2, 3), (4,)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: [cons"
        "t vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: [const vector]{4}."),
    'mint-groupnorm-g': (lambda: MF.group_norm(F(2, 3, 4), 2), ValueError,
        "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but got 'num_channel"
        "s': 3 ,'num_groups': 2"),
    'mint-bce-shape': (lambda: MF.binary_cross_entropy(F(2, 3), F(3, 2)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal to [3,2,]'),
    'mint-sigmoid-int': (lambda: MF.sigmoid(I(2, 3)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data types are'
        ' input[Float64], output[Float64];input[Complex64], output[Complex64];input[Complex128],'
        ' output[Complex128];input[Float32], output[Float32];input[Float16], output[Float16];,\n'
        ' but get input[[const vector]{Int32}], output[[const vector]{Float32}].'),
    'mint-leaky-str': (lambda: MF.leaky_relu(F(2, 3), 'a'), TypeError,
        'Failed calling LeakyReLUExt with "LeakyReLUExt()(input=Tensor, negative_slope=string)".'
        '\nThe valid calling should be: \n"LeakyReLUExt()(input=<Tensor>, negative_slope=<Number'
        '>)".'),
    'mint-elu-str': (lambda: MF.elu(F(2, 3), 'a'), TypeError,
        'Failed calling EluExt with "EluExt(alpha=string)(input=Tensor)".\nThe valid calling sho'
        'uld be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mint-glu-odd': (lambda: MF.glu(F(2, 3)), RuntimeError,
        'For GLU, halving dimension must be even, but dimension -1 is size 3.'),
    'mint-unfold-k': (lambda: MF.unfold(F(2, 3), 2), ValueError,
        'For primitive[Im2ColExt], the input rank must be in [4,4], but got 2.'),
    'mint-pixel-shuffle': (lambda: MF.pixel_shuffle(F(1, 3, 2, 2), 2), ValueError,
        "PixelShuffle expects its input's 'channel' dimension to be divisible by the square of u"
        "pscale_factor, but input.shape(-3)=3 is not divisible by 4"),
    'mint-grid-sample-mode': (
        lambda: MF.grid_sample(F(1, 1, 2, 2), F(1, 2, 2, 2), mode='bad'), ValueError,
        'Failed to convert the value "bad" of input \'interpolation_mode\' of \'grid_sampler_2d'
        '\' to enum.'),
    'conv2d-ch0': (lambda: nn.Conv2d(0, 2, 3), ValueError,
        "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'conv2d-chneg': (lambda: nn.Conv2d(-1, 2, 3), ValueError,
        "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '-1' with type 'int'."),
    'conv2d-chstr': (lambda: nn.Conv2d('a', 2, 3), TypeError,
        'not all arguments converted during string formatting'),
    'conv2d-chfloat': (lambda: nn.Conv2d(1.5, 2, 3), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', but got g"
        "roup:1, in_channels:1.5, out_channels:2."),
    'conv2d-k0': (lambda: nn.Conv2d(1, 2, 0), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '0' with type 'i"
        "nt'."),
    'conv2d-kneg': (lambda: nn.Conv2d(1, 2, -1), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '-1' with type '"
        "int'."),
    'conv2d-k3tuple': (lambda: nn.Conv2d(1, 2, (1, 2, 3)), TypeError,
        'When expanding an int number to tuple, input tuple dimension must be 2, but got (1, 2, '
        '3)'),
    'conv2d-kstr': (lambda: nn.Conv2d(1, 2, 'a'), TypeError,
        "When expanding an int number to tuple, input type must be integer or tuple[int], but go"
        "t <class 'str'>"),
    'conv2d-padmode': (lambda: nn.Conv2d(1, 2, 3, pad_mode='bad'), ValueError,
        "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but"
        " got 'bad'."),
    'conv2d-padmode-upper': (lambda: nn.Conv2d(1, 2, 3, pad_mode='SAME'), ValueError,
        "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but"
        " got 'SAME'."),
    'conv2d-pad-same': (lambda: nn.Conv2d(1, 2, 3, pad_mode='same', padding=1), ValueError,
        "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': 1 and"
        " 'pad_mode': same."),
    'conv2d-padneg': (lambda: nn.Conv2d(1, 2, 3, pad_mode='pad', padding=-1), ValueError,
        "For 'Conv2d', the 'padding' must be int and must >= 0, but got '-1' with type 'int'."),
    'conv2d-group': (lambda: nn.Conv2d(3, 4, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', but got g"
        "roup:2, in_channels:3, out_channels:4."),
    'conv2d-stride0': (lambda: nn.Conv2d(1, 2, 3, stride=0), ValueError,
        "For 'Conv2d', the 'stride item' must be int and must > 0, but got '0' with type 'int'."),
    'conv2d-dil0': (lambda: nn.Conv2d(1, 2, 3, dilation=0), ValueError,
        "For 'Conv2d', the 'dilation item' must be int and must > 0, but got '0' with type 'int'"
        "."),
    'conv2d-fmt': (lambda: nn.Conv2d(1, 2, 3, data_format='bad'), ValueError,
        "For 'Conv2d', the 'format' must be str and must be in '['NCHW', 'NHWC', 'NCDHW']', but "
        "got 'bad'."),
    'conv2d-winit': (lambda: nn.Conv2d(1, 2, 3, weight_init='bad'), ValueError,
        "For 'initializer', the class corresponding to 'bad' was not found."),
    'conv2d-bias-str': (lambda: nn.Conv2d(1, 2, 3, has_bias='a'), TypeError,
        "For 'Conv2d', the 'has_bias' must be a bool, but got str."),
    'conv2d-dtype': (lambda: nn.Conv2d(1, 2, 3, dtype='float32'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore."
        "int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore."
        "uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, mi"
        "ndspore.complex64, mindspore.complex128, mindspore.int4, mindspore.bool_, mindspore.str"
        "ing_], but got '<class 'str'>'."),
    'conv1d-k0': (lambda: nn.Conv1d(1, 2, 0), ValueError,
        "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got '0' with type 'int'."),
    'conv1d-padmode': (lambda: nn.Conv1d(1, 2, 3, pad_mode='bad'), ValueError,
        "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but"
        " got 'bad'."),
    'conv3d-k0': (lambda: nn.Conv3d(1, 2, 0), ValueError,
        "For 'Conv3d', the parameter 'kernel_size' must be an positive integer or a tuple of thr"
        "ee positive integer, but got (0, 0, 0)"),
    'convT2d-padmode': (lambda: nn.Conv2dTranspose(1, 2, 3, pad_mode='bad'), ValueError,
        "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pa"
        "d']', but got 'bad'."),
    'convT2d-k0': (lambda: nn.Conv2dTranspose(1, 2, 0), ValueError,
        "For 'Conv2dTranspose', the 'kernel_size item' must be int and must > 0, but got '0' wit"
        "h type 'int'."),
    'dense-0': (lambda: nn.Dense(0, 2), ValueError,
        "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'dense-neg': (lambda: nn.Dense(2, -1), ValueError,
        "For 'Dense', the 'out_channels' must be int and must > 0, but got '-1' with type 'int'."),
    'dense-str': (lambda: nn.Dense('a', 2), TypeError,
        "For 'Dense', the 'in_channels' must be int, but got 'str'"),
    'dense-act': (lambda: nn.Dense(2, 2, activation='bad'), KeyError,
        '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', \'logsoftmax\', \'lo'
        'gsoftmaxExt\', \'relu\', \'relu6\', \'rrelu\', \'silu\', \'tanh\', \'tanhshrink\', \'ha'
        'rdtanh\', \'gelu\', \'fast_gelu\', \'elu\', \'sigmoid\', \'softsign\', \'prelu\', \'pre'
        'luExt\', \'leakyrelu\', \'hswish\', \'hsigmoid\', \'logsigmoid\', \'softshrink\', \'hsh'
        'rink\', \'threshold\', \'mish\'], but got bad."'),
    'dense-act-int': (lambda: nn.Dense(2, 2, activation=1), TypeError,
        "For 'Dense', the 'activation' must be str or Cell or Primitive, but got int."),
    'dense-winit-shape': (lambda: nn.Dense(2, 2, weight_init=F(3, 3)), ValueError,
        "For 'Dense', weight init shape error. The ndim of 'weight_init' must be equal to 2, and"
        " the first dim must be equal to 'out_channels', and the second dim must be equal to 'in"
        "_channels'. But got 'weight_init': [[1. 1. 1.]\n [1. 1. 1.]\n [1. 1. 1.]], 'out_channel"
        "s': 2, 'in_channels': 2."),
    'dense-binit-shape': (lambda: nn.Dense(2, 2, bias_init=F(3)), ValueError,
        "For 'Dense', bias init shape error. The ndim of 'bias_init' must be equal to 1, and the"
        " first dim must be equal to 'out_channels'. But got 'bias_init': [1. 1. 1.], 'out_chann"
        "els': 2."),
    'bn2d-0': (lambda: nn.BatchNorm2d(0), ValueError,
        "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'bn2d-mom': (lambda: nn.BatchNorm2d(2, momentum=2.0), ValueError,
        "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but got 2.0."),
    'bn2d-fmt': (lambda: nn.BatchNorm2d(2, data_format='bad'), ValueError,
        "For 'BatchNorm2d', the 'format' must be str and must be in '['NCHW', 'NHWC']', but got "
        "'bad'."),
    'bn1d-str': (lambda: nn.BatchNorm1d('a'), TypeError,
        "For 'BatchNorm1d', the type of 'num_features' should be 'int', but got type 'str'."),
    'ln-shape': (lambda: nn.LayerNorm(2), TypeError,
        "For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or list[int], but go"
        "t 2 and the type is <class 'int'>."),
    'gn-div': (lambda: nn.GroupNorm(3, 4), ValueError,
        "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got 'num_chann"
        "els': 4, 'num_groups': 3."),
    'gn-0': (lambda: nn.GroupNorm(0, 4), ValueError,
        "For 'GroupNorm', the 'num_groups' must be int and must > 0, but got '0' with type 'int'"
        "."),
    'maxpool-k0': (lambda: nn.MaxPool2d(0), ValueError,
        "For 'MaxPool2d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'maxpool-padmode': (lambda: nn.MaxPool2d(2, pad_mode='bad'), ValueError,
        "For 'MaxPool2d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', "
        "but got 'BAD'."),
    'maxpool-stride0': (lambda: nn.MaxPool2d(2, stride=0), ValueError,
        "For 'MaxPool2d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'avgpool-k0': (lambda: nn.AvgPool2d(0), ValueError,
        "For 'AvgPool2d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'avgpool-padmode': (lambda: nn.AvgPool2d(2, pad_mode='bad'), ValueError,
        "For 'AvgPool2d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', "
        "but got 'BAD'."),
    'avgpool1d-k0': (lambda: nn.AvgPool1d(0), ValueError,
        "For 'AvgPool1d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'adaptive-str': (lambda: nn.AdaptiveAvgPool2d('a'), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', 'tuple']',"
        " but got type 'str'."),
    'dropout-p1': (lambda: nn.Dropout(p=1.0), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.0."),
    'dropout-pneg': (lambda: nn.Dropout(p=-0.5), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got -0.5."),
    'dropout-keep0': (lambda: nn.Dropout(keep_prob=0.0), ValueError,
        "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got 0.0."),
    'dropout-pstr': (lambda: nn.Dropout(p='a'), TypeError,
        "For 'Dropout', the type of 'p' should be one of '['float', 'int']', but got type 'str'."),
    'embedding-0': (lambda: nn.Embedding(0, 2), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be positi"
        "ve integer, but got (0, 2)"),
    'embedding-str': (lambda: nn.Embedding('a', 2), TypeError,
        "For 'Embedding', the type of 'vocab_size' should be 'int', but got type 'str'."),
    'embedding-pad': (lambda: nn.Embedding(4, 2, padding_idx=9), ValueError,
        "For 'Embedding', the 'padding_idx' must be in range of [0, 4), but got 9 with type 'int"
        "'."),
    'lstm-0': (lambda: nn.LSTM(0, 2), ValueError,
        "For 'LSTM', the 'input_size' must be int and must > 0, but got '0' with type 'int'."),
    'lstm-layers0': (lambda: nn.LSTM(2, 2, num_layers=0), ValueError,
        "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' with type 'int'."),
    'lstm-dropout': (lambda: nn.LSTM(2, 2, dropout=2.0), ValueError,
        "For 'LSTM', the 'dropout' must be a number in range [0, 1) representing the probability"
        " of an element being zeroed, but got 2.0."),
    'gru-str': (lambda: nn.GRU('a', 2), TypeError,
        "For 'GRU', the 'input_size' must be int, but got 'str'"),
    'rnn-nonlin': (lambda: nn.RNN(2, 2, nonlinearity='bad'), ValueError,
        "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got bad."),
    'softmax-str': (lambda: nn.Softmax('a'), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but got <clas"
        "s 'str'>."),
    'relu-arg': (lambda: nn.ReLU(1), TypeError,
        'ReLU.__init__() takes 1 positional argument but 2 were given'),
    'prelu-ch0': (lambda: nn.PReLU(0), ValueError,
        "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with type 'int'."),
    'pad-mode': (lambda: nn.Pad(((1, 1), (1, 1)), mode='bad'), ValueError,
        "For 'Pad', the 'mode' must be str and must be in '['CONSTANT', 'REFLECT', 'SYMMETRIC']'"
        ", but got 'bad'."),
    'celoss-red': (lambda: nn.CrossEntropyLoss(reduction='bad'), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bad"
        "."),
    'mseloss-red': (lambda: nn.MSELoss(reduction='bad'), ValueError,
        "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bad."),
    'l1loss-red': (lambda: nn.L1Loss(reduction=None), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'softmaxce-red': (lambda: nn.SoftmaxCrossEntropyWithLogits(reduction='bad'), ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', 'none']"
        ", but got bad."),
    'seqcell-str': (lambda: nn.SequentialCell('a'), TypeError,
        "For 'SequentialCell', the 'args[0]' must be Cell, list or orderedDict, but got str"),
    'seqcell-int': (lambda: nn.SequentialCell([1]), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but g"
        "ot type <class 'int'>."),
    'celllist-int': (lambda: nn.CellList([1]), TypeError,
        "For 'CellList', each cell must be subclass of Cell, but got int."),
    'celldict-int': (lambda: nn.CellDict({'a': 1}), TypeError,
        "For 'CellDict', the type of cell should be Cell, but got int."),
    'tensor-ragged': (lambda: Tensor([[1, 2], [3]]), TypeError,
        'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported element.'),
    'tensor-dtype-str': (lambda: Tensor([1, 2], dtype='float32'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore."
        "int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore."
        "uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, mi"
        "ndspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, minds"
        "pore.float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got ''flo"
        "at32''."),
    'tensor-dtype-bad': (lambda: Tensor([1, 2], dtype='bad'), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore."
        "int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore."
        "uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, mi"
        "ndspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, minds"
        "pore.float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got ''bad"
        "''."),
    'tensor-dtype-np': (lambda: Tensor([1, 2], dtype=np.float32), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, mindspore."
        "int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore."
        "uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, mi"
        "ndspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, minds"
        "pore.float8_e5m2, mindspore.hifloat8, mindspore.bool, mindspore.string_], but got 'floa"
        "t32'."),
    'tensor-str': (lambda: Tensor('abc'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'str'."),
    'tensor-none': (lambda: Tensor(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'NoneType'."),
    'tensor-dict': (lambda: Tensor({'a': 1}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'dict'."),
    'tensor-set': (lambda: Tensor({1, 2}), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'set'."),
    'tensor-shape-nodtype': (lambda: Tensor(shape=(2, 3)), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'NoneType'."),
    'tensor-mixed': (lambda: Tensor([1, 'a']), TypeError,
        "For Tensor, the input_data is [1, 'a'] that contain unsupported element."),
    'tensor-bigint': (lambda: Tensor(2 ** 70), RuntimeError,
        'Unsupported tensor type!'),
    'tensor-inputdata-and-shape': (lambda: Tensor([1.0], shape=(2,), dtype=ms.float32), ValueError,
        "When initializing a tensor with 'input_data', 'shape' should be set to None.But got sha"
        "pe: (2,)."),
    'tensor-const-arg': (lambda: Tensor([1.0], const_arg='a'), TypeError,
        "For 'Tensor', the type of 'const_arg' should be 'bool', but got type 'str'."),
    'empty-max': (lambda: F(0, 3).max(), ValueError,
        'Max cannot deal with empty input. Please try other inputs'),
    'empty-min': (lambda: F(0, 3).min(), ValueError,
        'Min cannot deal with empty input. Please try other inputs'),
    'empty-item': (lambda: F(0, 3).item(), ValueError,
        'The tensor should have only one element, but got 0, more than one element is ambiguous.'),
    'empty-index': (lambda: F(0, 3)[0], IndexError,
        'index 0 is out of bounds for dimension with size 0'),
    'empty-float': (lambda: float(F(0, 3)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    'empty-bool': (lambda: bool(F(0, 3)), ValueError,
        'The tensor should have only one element, but got 0, more than one element is ambiguous.'),
    'save-path-int': (lambda: ms.save_checkpoint(NET(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is invalid,'ckpt_file_n"
        "ame' must be string, but got <class 'int'>."),
    'save-path-none': (lambda: ms.save_checkpoint(NET(), None), TypeError,
        "For 'save_checkpoint', the parameter None for checkpoint file name is invalid,'ckpt_fil"
        "e_name' must be string, but got <class 'NoneType'>."),
    'save-fmt-int': (lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), format=1), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got 1."),
    'save-choice-int': (lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), choice_func=1), TypeError,
        "'int' object is not callable"),
    'save-append-list': (
        lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), append_dict=[1]), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got <class 'list'>."),
    'save-append-badval': (
        lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), append_dict={'a': [1, 2]}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, "
        "float, bool or Generator, but got key: <class 'str'>, value: <class 'list'>"),
    'save-append-keyint': (
        lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), append_dict={1: 1}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, "
        "float, bool or Generator, but got key: <class 'int'>, value: <class 'int'>"),
    'save-async-str': (
        lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',but "
        "got a."),
    'save-int-save-obj': (lambda: ms.save_checkpoint(1, TMP('x.ckpt')), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got "
        "<class 'int'>."),
    'save-list-bad': (lambda: ms.save_checkpoint([1, 2], TMP('x.ckpt')), TypeError,
        "For save_checkpoint, when save_obj is made up by list of Parameter,the param should be "
        "parameter, but got <class 'int'>"),
    'save-list-names': (
        lambda: ms.save_checkpoint([{'name': 1, 'data': F(2, 3)}], TMP('x.ckpt')), TypeError,
        "For save_checkpoint, when save_obj is a list of dict items, the name in dict should be "
        "string, but got <class 'int'>."),
    'save-list-nodata': (lambda: ms.save_checkpoint([{'name': 'a'}], TMP('x.ckpt')), TypeError,
        "For save_checkpoint, save_obj should be a list of dict items, and the dict should have "
        "key values 'name' and 'value', but got <class 'dict'> and {'name': 'a'}."),
    'save-integrated-str': (
        lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'save-enc-key': (lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), enc_key='a'), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), bu"
        "t got a."),
    'save-remove-redundancy': (
        lambda: ms.save_checkpoint(NET(), TMP('x.ckpt'), remove_redundancy='a'), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of (<class 'NoneType'>, <class 'bo"
        "ol'>), but got a."),
    'load-none': (lambda: ms.load_checkpoint(None), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'No"
        "neType'>."),
    'load-int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'in"
        "t'>."),
    'load-net-int': (lambda: ms.load_checkpoint(CK(), net=1), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'load-filter-int': (lambda: ms.load_checkpoint(CK(), filter_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
        "list[string] or tuple[string], but got <class 'int'>."),
    'load-filter-list-int': (lambda: ms.load_checkpoint(CK(), filter_prefix=[1]), TypeError,
        "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, the e"
        "lement in it must be string, but got <class 'int'> at index 0."),
    'load-filter-all': (
        lambda: sorted(ms.load_checkpoint(CK(), filter_prefix='').keys()), ValueError,
        "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't include '"
        "'."),
    'load-specify-int': (lambda: ms.load_checkpoint(CK(), specify_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
        "list[string] or tuple[string], but got <class 'int'>."),
    'load-fmt': (lambda: ms.load_checkpoint(CK(), format='bad'), ValueError,
        "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', p"
        "lease input the correct 'format'."),
    'load-dec-key': (lambda: ms.load_checkpoint(CK(), dec_key='a'), ValueError,
        "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), bu"
        "t got a."),
    'load-crc-str': (lambda: ms.load_checkpoint(CK(), crc_check='a'), ValueError,
        "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got a."),
    'lpin-net-none': (lambda: ms.load_param_into_net(None, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'NoneTyp"
        "e'>."),
    'lpin-dict-list': (lambda: ms.load_param_into_net(NET(), [1]), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got <cla"
        "ss 'list'>."),
    'lpin-dict-val': (lambda: ms.load_param_into_net(NET(), {'weight': 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' an"
        "d 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'lpin-shape': (
        lambda: ms.load_param_into_net(NET(), {'weight': Parameter(F(3, 3), 'weight')}),
        RuntimeError,
        "For 'load_param_into_net', weight in the argument 'net' should have the same shape as w"
        "eight in the argument 'parameter_dict'. But got its shape (2, 2) in the argument 'net' "
        "and shape (3, 3) in the argument 'parameter_dict'.May you need to check whether the che"
        "ckpoint you loaded is correct or the batch size and so on in the 'net' and 'parameter_d"
        "ict' are same."),
    'lpin-strict-str': (lambda: ms.load_param_into_net(NET(), {}, strict_load='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'lpin-tensor-val': (lambda: ms.load_param_into_net(NET(), {'weight': F(2, 2)}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' an"
        "d 'Parameter' , but got <class 'str'> and <class 'mindspore.common.tensor.Tensor'>."),
    'param-name-int': (lambda: Parameter(F(2, 3), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'param-rg-str': (lambda: Parameter(F(2, 3), requires_grad='a').requires_grad, TypeError,
        'The argument `requires_grad` must be bool type'),
    'param-rg-int': (lambda: Parameter(F(2, 3), requires_grad=1).requires_grad, TypeError,
        'The argument `requires_grad` must be bool type'),
    'param-data-none': (lambda: Parameter(None), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'NoneType'."),
    'param-data-str': (lambda: Parameter('a'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarra"
        "y', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type"
        " 'str'."),
    'param-layerwise': (lambda: Parameter(F(2, 3), layerwise_parallel='a'), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'param-parallel-optimizer': (lambda: Parameter(F(2, 3), parallel_optimizer='a'), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'jit-mode-bad': (lambda: ms.jit(MUL2, capture_mode='bad'), ValueError,
        "For 'jit', the 'capture_mode' must be str and must be in '['ast', 'bytecode', 'trace']'"
        ", but got 'bad'."),
    'jit-level-bad': (lambda: ms.jit(MUL2, jit_level='bad'), ValueError,
        "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but got 'bad'."),
    'jit-fullgraph-str': (lambda: ms.jit(MUL2, fullgraph='a'), TypeError,
        "For 'jit', the 'fullgraph' must be a bool, but got str."),
    'jit-dynamic-bad': (lambda: ms.jit(MUL2, dynamic=5), ValueError,
        "For 'jit', the 'dynamic' must be in range of [0, 1], but got 5 with type 'int'."),
    'grad-pos-str': (lambda: ms.grad(SQ, grad_position='a')(F(2, 3)), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad-pos-9': (lambda: ms.grad(SQ, grad_position=9)(F(2, 3)), RuntimeError,
        'Position index 9 is exceed input size.'),
    'grad-pos-neg': (lambda: ms.grad(SQ, grad_position=-1)(F(2, 3)), ValueError,
        'grad_position must be >= 0.'),
    'grad-pos-float': (lambda: ms.grad(SQ, grad_position=1.5)(F(2, 3)), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad-pos-tuple-str': (lambda: ms.grad(SQ, grad_position=(0, 'a'))(F(2, 3)), TypeError,
        "For 'F.grad', the element in 'grad_position' must be int."),
    'grad-pos-none-w-none': (
        lambda: ms.grad(SQ, grad_position=None, weights=None)(F(2, 3)), ValueError,
        '`grad_position` and `weight` can not be None at the same time.'),
    'grad-weights-int': (lambda: ms.grad(SQ, weights=1)(F(2, 3)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got 1'),
    'grad-weights-list-int': (lambda: ms.grad(SQ, weights=[1])(F(2, 3)), RuntimeError,
        'The pointer[tensor] is null.'),
    'grad-has-aux-str': (lambda: ms.grad(SQ, has_aux='a')(F(2, 3)), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got str"),
    'grad-fn-int': (lambda: ms.grad(1)(F(2, 3)), TypeError,
        'The fn should be callable, but got int'),
    'grad-return-ids-str': (lambda: ms.grad(SQ, return_ids='a')(F(2, 3)), TypeError,
        "For '_Grad', the 'return_ids' should be bool, but got str"),
    'vag-pos-str': (lambda: ms.value_and_grad(SQ, grad_position='a')(F(2, 3)), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'vag-weights-int': (lambda: ms.value_and_grad(SQ, weights=1)(F(2, 3)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got 1'),
    'ctx-bad-key': (lambda: ms.set_context(bogus=1), ValueError,
        "For 'context.set_context', the keyword argument bogus is not recognized! For detailed u"
        "sage of 'set_context', please refer to the Mindspore official website."),
    'ctx-mode-str': (lambda: ms.set_context(mode='a'), TypeError,
        "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
    'ctx-mode-9': (lambda: ms.set_context(mode=9), ValueError,
        "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) or cont"
        "ext.PYNATIVE_MODE (1), but got 9."),
    'ctx-device-bad': (lambda: ms.set_context(device_target='bad'), ValueError,
        "For 'context.set_context', the argument 'device_target' must be one of ['CPU', 'GPU', '"
        "Ascend', 'Davinci'], but got bad."),
    'ctx-device-int': (lambda: ms.set_context(device_target=1), TypeError,
        "The parameter 'device_target' must be <class 'str'>, but got <class 'int'>"),
    'ctx-save-graphs-str': (lambda: ms.set_context(save_graphs='a'), TypeError,
        "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), but got <class 'st"
        "r'>"),
    'ctx-save-graphs-9': (lambda: ms.set_context(save_graphs=9), ValueError,
        "value for save_graphs should be 0-3 but got '9'"),
    'ctx-max-call-depth': (lambda: ms.set_context(max_call_depth=-1), ValueError,
        "For 'context.set_context', the argument 'max_call_depth' must be greater than 0, but go"
        "t -1."),
    'ctx-max-call-str': (lambda: ms.set_context(max_call_depth='a'), TypeError,
        "The parameter 'max_call_depth' must be <class 'int'>, but got <class 'str'>"),
    'ctx-device-id-neg': (lambda: ms.set_context(device_id=-1), ValueError,
        "For 'context.set_context', the argument 'device_id' must be in range [0, 4095], but got"
        " -1."),
    'ctx-device-id-str': (lambda: ms.set_context(device_id='a'), TypeError,
        "The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"),
    'ctx-runtime-num-threads': (lambda: ms.set_context(runtime_num_threads=-1), ValueError,
        'The num of thread must bigger than or equal to 0.'),
    'ctx-pynative-sync': (lambda: ms.set_context(pynative_synchronize='a'), TypeError,
        "The parameter 'pynative_synchronize' must be <class 'bool'>, but got <class 'str'>"),
    'ctx-get-bad': (lambda: ms.get_context('bogus'), ValueError,
        "For 'context.get_context', the argument bogus is not recognized! For detailed usage of "
        "'get_context', please refer to the Mindspore official website."),
    'ctx-get-int': (lambda: ms.get_context(1), TypeError,
        "attribute name must be string, not 'int'"),
    'ctx-jit-config-bad': (lambda: ms.set_context(jit_config={'bogus': 1}), ValueError,
        "For 'context.set_context', the key of argument 'jit_config' must be one of {'jit_level'"
        ": ['O0', 'O1', 'O2'], 'infer_boost': ['on', 'off']}, but got bogus."),
    'ctx-jit-config-int': (lambda: ms.set_context(jit_config=1), TypeError,
        "The parameter 'jit_config' must be <class 'dict'>, but got <class 'int'>"),
    'ctx-deterministic': (lambda: ms.set_context(deterministic='a'), ValueError,
        "For 'context.set_context', the argument 'deterministic' must be one of ['ON', 'OFF'], b"
        "ut got a."),
    'ds-ns-cols-long': (lambda: ds.NumpySlicesDataset([1, 2], column_names=['a', 'b']), ValueError,
        'Num of input column names is 2, but required is 1 as data is list.'),
    'ds-ns-cols-intlist': (lambda: ds.NumpySlicesDataset([1, 2], column_names=[1]), TypeError,
        "Argument column_names[0] with value 1 is not of type [<class 'str'>], but got <class 'i"
        "nt'>."),
    'ds-ns-none': (lambda: ds.NumpySlicesDataset(None), TypeError,
        "Argument data with value None is not of type [<class 'list'>, <class 'tuple'>, <class '"
        "dict'>, <class 'numpy.ndarray'>], but got <class 'NoneType'>."),
    'ds-ns-int': (lambda: ds.NumpySlicesDataset(1), TypeError,
        "Argument data with value 1 is not of type [<class 'list'>, <class 'tuple'>, <class 'dic"
        "t'>, <class 'numpy.ndarray'>], but got <class 'int'>."),
    'ds-gen-cols-none': (lambda: ds.GeneratorDataset(G2, column_names=None), ValueError,
        'Neither columns_names nor schema are provided.'),
    'ds-gen-cols-int': (lambda: ds.GeneratorDataset(G2, column_names=1), TypeError,
        "Argument column_names with value 1 is not of type [<class 'list'>, <class 'str'>], but "
        "got <class 'int'>."),
    'ds-gen-cols-empty': (lambda: ds.GeneratorDataset(G2, column_names=[]), ValueError,
        'column_names should not be empty.'),
    'ds-gen-cols-dup': (
        lambda: ds.GeneratorDataset([(1, 2), (2, 3)], column_names=['a', 'a']), ValueError,
        'Every column name should not be same with others in column_names.'),
    'ds-gen-src-int': (lambda: ds.GeneratorDataset(1, column_names=['a']), TypeError,
        'Input `source` function of GeneratorDataset should be callable, iterable or random acce'
        'ssible, commonly it should implement one of the method like yield, __getitem__ or __nex'
        't__(__iter__).'),
    'ds-gen-shuffle-str': (
        lambda: ds.GeneratorDataset(G2, column_names=['a'], shuffle='a'), TypeError,
        "Argument shuffle with value a is not of type [<class 'bool'>], but got <class 'str'>."),
    'ds-gen-num-par': (
        lambda: ds.GeneratorDataset(G2, column_names=['a'], num_parallel_workers=0), ValueError,
        'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'ds-gen-num-samples': (
        lambda: ds.GeneratorDataset(G2, column_names=['a'], num_samples=-1), ValueError,
        'num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!'),
    'ds-gen-shard': (lambda: ds.GeneratorDataset(G2, column_names=['a'], num_shards=2), ValueError,
        'num_shards and shard_id need to be passed in together.'),
    'ds-gen-shard-id': (
        lambda: ds.GeneratorDataset(G2, column_names=['a'], num_shards=2, shard_id=5), ValueError,
        'shard_id should be less than num_shards.'),
    'ds-project-bad': (lambda: list(NSA().project(['b']).create_tuple_iterator()), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'ds-rename-bad': (
        lambda: list(NSA().rename(['b'], ['c']).create_tuple_iterator()), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'ds-rename-len': (lambda: NSA().rename(['a', 'b'], ['c']), ValueError,
        'Number of column in input_columns and output_columns is not equal.'),
    'ds-batch-0': (lambda: NSA().batch(0), ValueError,
        'Input batch_size is not within the required interval of [1, 2147483647].'),
    'ds-batch-str': (lambda: NSA().batch('a'), TypeError,
        'batch_size should either be an int or a callable.'),
    'ds-shuffle-0': (lambda: NSA().shuffle(0), ValueError,
        'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'ds-repeat-0': (lambda: NSA().repeat(0), ValueError,
        'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'ds-repeat-neg2': (lambda: NSA().repeat(-2), ValueError,
        'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'ds-take-neg2': (lambda: NSA().take(-2), ValueError,
        'count should be either -1 or within the required interval of (0, 2147483647], got -2.'),
    'ds-skip-neg': (lambda: NSA().skip(-1), ValueError,
        'Input count is not within the required interval of [0, 2147483647].'),
    'ds-dict-iter-bad': (lambda: NSA().create_dict_iterator(num_epochs=-2), ValueError,
        'Input num_epochs is not within the required interval of [-1, 2147483647].'),
    'e-max': (lambda: F(0, 3).max(), ValueError,
        'Max cannot deal with empty input. Please try other inputs'),
    'e-min': (lambda: F(0, 3).min(), ValueError,
        'Min cannot deal with empty input. Please try other inputs'),
    'e-max0': (lambda: F(0, 3).max(0), ValueError,
        'MaxDim cannot deal with empty input. Please try other inputs'),
    'e-min1': (lambda: F(0, 3).min(1), ValueError,
        'MinDim cannot deal with empty input. Please try other inputs'),
    'e-max-axis': (lambda: F(0, 3).max(axis=0), ValueError,
        'ArgMaxWithValue cannot deal with empty input. Please try other inputs'),
    'ops-max0': (lambda: ops.max(F(0, 3), 0), ValueError,
        'ArgMaxWithValue cannot deal with empty input. Please try other inputs'),
    'ops-max': (lambda: ops.max(F(0, 3)), ValueError,
        'Max cannot deal with empty input. Please try other inputs'),
    'mint-max': (lambda: mint.max(F(0, 3)), ValueError,
        'Max cannot deal with empty input. Please try other inputs'),
    'mint-min': (lambda: mint.min(F(0, 3)), ValueError,
        'Min cannot deal with empty input. Please try other inputs'),
    'mint-max0': (lambda: mint.max(F(0, 3), 0), ValueError,
        'MaxDim cannot deal with empty input. Please try other inputs'),
    'mint-min1': (lambda: mint.min(F(0, 3), 1), ValueError,
        'MinDim cannot deal with empty input. Please try other inputs'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'mint-mean-int': (lambda: mint.mean(I(2, 3)),
        'Tensor(shape=[], dtype=Int32, value= 1)'),
    'mint-softmax-none': (lambda: MF.softmax(F(2, 3), None),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 3.33333343e-01,  3.33333343e-01,  3.3333'
        '3343e-01],\n [ 3.33333343e-01,  3.33333343e-01,  3.33333343e-01]])'),
    'mint-abs-bool': (lambda: mint.abs(B(2, 3)),
        'Tensor(shape=[2, 3], dtype=Bool, value=\n[[ True,  True,  True],\n [ True,  True,  True'
        ']])'),
    'ln-axis': (lambda: nn.LayerNorm((2,), begin_norm_axis='a'),
        'LayerNorm(normalized_shape=(2,), begin_norm_axis=a, begin_params_axis=-1, gammaParamete'
        'r (name=gamma, shape=(2,), dtype=Float32, requires_grad=True), beta=Parameter (name=bet'
        'a, shape=(2,), dtype=Float32, requires_grad=True))'),
    'flatten-str': (lambda: nn.Flatten('a'),
        'Flatten()'),
    'leaky-str': (lambda: nn.LeakyReLU('a'),
        'LeakyReLU()'),
    'celu-alpha0': (lambda: nn.CELU(0.0),
        'CELU()'),
    'upsample-mode': (lambda: nn.Upsample(scale_factor=2.0, mode='bad'),
        'Upsample()'),
    'smoothl1-beta': (lambda: nn.SmoothL1Loss(beta=0),
        'SmoothL1Loss()'),
    'tensor-nested-tensor': (lambda: Tensor([F(2, 3), F(2, 3)]),
        'Tensor(shape=[2, 2, 3], dtype=Float32, value=\n[[[ 1.00000000e+00,  1.00000000e+00,  1.'
        '00000000e+00],\n  [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]],\n [[ 1.00000000'
        'e+00,  1.00000000e+00,  1.00000000e+00],\n  [ 1.00000000e+00,  1.00000000e+00,  1.00000'
        '000e+00]]])'),
    'tensor-complex': (lambda: Tensor(1 + 2j),
        'Tensor(shape=[], dtype=Complex128, value= 1+2j)'),
    'tensor-empty-list': (lambda: Tensor([]),
        'Tensor(shape=[0], dtype=Float32, value= )'),
    'empty-prod': (lambda: F(0, 3).prod(),
        'Tensor(shape=[], dtype=Float32, value= 1)'),
    'empty-std': (lambda: F(0, 3).std(),
        'Tensor(shape=[], dtype=Float32, value= nan)'),
    'empty-var': (lambda: F(0, 3).var(),
        'Tensor(shape=[], dtype=Float32, value= nan)'),
    'empty-median': (lambda: F(0, 3).median(),
        '(Tensor(shape=[0], dtype=Float32, value= ), Tensor(shape=[0], dtype=Int64, value= ))'),
    'empty-topk': (lambda: F(0, 3).topk(1),
        '(Tensor(shape=[0, 1], dtype=Float32, value=\n), Tensor(shape=[0, 1], dtype=Int32, value'
        '=\n))'),
    'empty-sort': (lambda: F(0, 3).sort(),
        '(Tensor(shape=[0, 3], dtype=Float32, value=\n), Tensor(shape=[0, 3], dtype=Int32, value'
        '=\n))'),
    'empty-norm': (lambda: F(0, 3).norm(),
        'Tensor(shape=[], dtype=Float32, value= 0)'),
    'empty-reshape': (lambda: F(0, 3).reshape((3, -1)),
        'Tensor(shape=[3, 0], dtype=Float32, value=\n)'),
    'empty-view': (lambda: F(0, 3).view(-1),
        'Tensor(shape=[0], dtype=Float32, value= )'),
    'empty-tolist': (lambda: F(0, 3).tolist(),
        '[]'),
    'empty-all': (lambda: F(0, 3).all(),
        'Tensor(shape=[], dtype=Bool, value= True)'),
    'empty-softmax': (lambda: ops.softmax(F(0, 3)),
        'Tensor(shape=[0, 3], dtype=Float32, value=\n)'),
    'empty-matmul': (lambda: ops.matmul(F(0, 3), F(3, 2)),
        'Tensor(shape=[0, 2], dtype=Float32, value=\n)'),
    'empty-asnumpy': (lambda: F(0, 3).asnumpy().shape,
        '(0, 3)'),
    'empty-logsumexp': (lambda: F(0, 3).logsumexp(0),
        'Tensor(shape=[3], dtype=Float32, value= [           -inf,            -inf,            -'
        'inf])'),
    'empty-unique': (lambda: ops.unique(F(0, 3)),
        '(Tensor(shape=[0], dtype=Float32, value= ), Tensor(shape=[0, 3], dtype=Int32, value=\n)'
        ')'),
    'save-ext': (lambda: ms.save_checkpoint(NET(), TMP('x.txt')),
        'None'),
    'save-fmt-st': (lambda: ms.save_checkpoint(NET(), TMP('x.safetensors'), format='safetensors'),
        'None'),
    'load-strict-str': (lambda: ms.load_checkpoint(CK(), strict_load='a'),
        "{'weight': Parameter (name=weight, shape=(2, 2), dtype=Float32, requires_grad=True), 'b"
        "ias': Parameter (name=bias, shape=(2,), dtype=Float32, requires_grad=True)}"),
    'load-both-prefix': (lambda: ms.load_checkpoint(CK(), filter_prefix='w', specify_prefix='b'),
        "{'bias': Parameter (name=bias, shape=(2,), dtype=Float32, requires_grad=True)}"),
    'lpin-strict-missing': (lambda: ms.load_param_into_net(NET(), {}, strict_load=True),
        "(['weight', 'bias'], [])"),
    'param-name-space': (lambda: Parameter(F(2, 3), name='a b').name,
        "'a b'"),
    'param-clone-init': (lambda: Parameter(F(2, 3), name='p').clone(init=1),
        'Parameter (name=p, shape=(2, 3), dtype=Float32, requires_grad=True)'),
    'param-init-data-bad': (lambda: Parameter(F(2, 3), name='p').init_data(layout=1),
        'Parameter (name=p, shape=(2, 3), dtype=Float32, requires_grad=True)'),
    'jit-sig-int': (lambda: ms.jit(MUL2, input_signature=1)(F(2, 3), F(2, 3)),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'jit-sig-list-int': (lambda: ms.jit(MUL2, input_signature=(1, 2))(F(2, 3), F(2, 3)),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'jit-notfunc': (lambda: ms.jit(1),
        '1'),
    'grad-weights-tensor': (lambda: ms.grad(SQ, grad_position=None, weights=F(2, 3))(F(2, 3)),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
}
