"""Rows of ``test_bad_input_catalogue60``: ``mint.nn.functional`` with None, bad reductions,
modes, dims and shapes. 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per forked process: /tmp/s77/bad60/run.py on c5.py). GOOD: calls 2.10 accepts next to them,
with the repr of 2.10's result.

Left (minicell differs; see the report): mf-l1-shape (RuntimeError: 'The kernel L1LossExt
unregistered.'); mf-hardtanh-str (TypeError: 'Failed calling Hardtanh with "Hardtanh()'); mf-
adaptive-avg-neg (RuntimeError: 'The kernel AdaptiveAvgPool2DExt unregist'); mf-adaptive-
avg1d-str (TypeError: 'Failed calling AdaptiveAvgPool1D with "A'); mf-unfold-k0 (ValueError:
'For primitive[Im2ColExt], the kernel_siz'); mf-fold-bad (RuntimeError: 'The kernel Col2ImExt
unregistered.'); mf-cross-entropy-red (RuntimeError: 'The kernel LogSoftmaxExt unregistered.');
mf-softplus-str (TypeError: 'Failed calling SoftplusExt with "Softplu'); mf-relu6-str
(TypeError: 'Failed calling Hardtanh with "Hardtanh()'); mf-selu-none (TypeError: 'Failed
calling SeLUExt with "SeLUExt()(i'); mf-embedding-idx (RuntimeError: 'The kernel Embedding
unregistered.'); mf-maxpool2d-str (ValueError: "For 'FuncMaxPool2D', the value of 'kerne"); mf-
dropout2d-p (RuntimeError: 'Not implement exception'); mf-cosine-emb-shape (RuntimeError: 'Not
implement exception').
"""
from bad_input_rows60_help import F, I, MF, Tensor, np

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mf-relu-none': (lambda: MF.relu(None), TypeError,
        'Failed calling ReLU with "ReLU()(input=None)".\nThe valid calling should be: \n"ReLU()(i'
        'nput=<Tensor>)".'),
    'mf-gelu-approx': (lambda: MF.gelu(F(2), approximate='x'), ValueError,
        'Failed to convert the value "x" of input \'approximate\' of \'gelu\' to enum.'),
    'mf-dropout-p': (lambda: MF.dropout(F(2), p=2.0), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got 2"),
    'mf-dropout-str': (lambda: MF.dropout(F(2), p='a'), TypeError,
        'Failed calling FuncDropoutExt with "FuncDropoutExt()(input=Tensor, p=string, training=bo'
        'ol, inplace=bool, seed=Tensor, offset=Tensor)".\nThe valid calling should be: \n"FuncDro'
        'poutExt()(input=<Tensor>, p=<bool, int, float>, training=<bool>, inplace=<bool>, seed=<T'
        'ensor>, offset=<Tensor>)".'),
    'mf-linear-shape': (lambda: MF.linear(F(2, 3), F(4, 4)), ValueError,
        'Dense shape error, got x_col: 3, w_row: 4. In Dense x_col and w_row should be equal. if '
        'the dim of w is 2.'),
    'mf-linear-none': (lambda: MF.linear(F(2, 3), None), TypeError,
        'Failed calling Dense with "Dense()(input=Tensor, weight=None, bias=None)".\nThe valid ca'
        'lling should be: \n"Dense()(input=<Tensor>, weight=<Tensor>, bias=<Tensor>)".'),
    'mf-interp-mode': (
        lambda: MF.interpolate(F(1, 1, 2, 2), scale_factor=2.0, mode='bogus'),
        ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', 'bicubic', 'tril"
        "inear']', but got bogus"),
    'mf-interp-none': (lambda: MF.interpolate(F(1, 1, 2, 2)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'mf-interp-both': (
        lambda: MF.interpolate(F(1, 1, 2, 2), size=(4, 4), scale_factor=2.0),
        ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'mf-pad-mode': (lambda: MF.pad(F(1, 2, 3), (1, 1), mode='bogus'), ValueError,
        "Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'."),
    'mf-pad-odd': (lambda: MF.pad(F(1, 2, 3), (1, 1, 1)), ValueError,
        'Length of padding must be even but got 3'),
    'mf-normalize-dim': (lambda: MF.normalize(F(2, 3), dim=5), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 5.'),
    'mf-layernorm-shape': (lambda: MF.layer_norm(F(2, 3), (4,)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: [const"
        ' vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: [const vector]{4}.'),
    'mf-groupnorm-div': (lambda: MF.group_norm(F(2, 4, 3), 3), ValueError,
        "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but got 'num_channels"
        "': 4 ,'num_groups': 3"),
    'mf-bn-shape': (lambda: MF.batch_norm(F(2, 3), F(4), F(4)), ValueError,
        "For BatchNormExt, the running_mean.shape[0] should be equal to input's channel dimension"
        ', but got 4 and 3'),
    'mf-mse-red': (lambda: MF.mse_loss(F(2), F(2), reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'MSELossExt\' to enum.'),
    'mf-l1-red': (lambda: MF.l1_loss(F(2), F(2), reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'L1LossExt\' to enum.'),
    'mf-bce-shape': (lambda: MF.binary_cross_entropy(F(2), F(3)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,] must be equal to [3,]'),
    'mf-bcelogits-red': (
        lambda: MF.binary_cross_entropy_with_logits(F(2), F(2), reduction='x'),
        ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'BCEWithLogitsLoss\' to enum.'),
    'mf-softmax-dim': (lambda: MF.softmax(F(2, 3), dim=5), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 5.'),
    'mf-logsoftmax-dim': (lambda: MF.log_softmax(F(2, 3), dim=-5), ValueError,
        'The dim value should be in range [-2,1], but got -5'),
    'mf-leaky-str': (lambda: MF.leaky_relu(F(2), 'a'), TypeError,
        'Failed calling LeakyReLUExt with "LeakyReLUExt()(input=Tensor, negative_slope=string)".'
        '\nThe valid calling should be: \n"LeakyReLUExt()(input=<Tensor>, negative_slope=<Number>'
        ')".'),
    'mf-elu-str': (lambda: MF.elu(F(2), 'a'), TypeError,
        'Failed calling EluExt with "EluExt(alpha=string)(input=Tensor)".\nThe valid calling shou'
        'ld be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mf-silu-none': (lambda: MF.silu(None), TypeError,
        'Failed calling SiLU with "SiLU()(input=None)".\nThe valid calling should be: \n"SiLU()(i'
        'nput=<Tensor>)".'),
    'mf-sigmoid-int': (lambda: MF.sigmoid(I(2)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data types are '
        'input[Float64], output[Float64];input[Complex64], output[Complex64];input[Complex128], o'
        'utput[Complex128];input[Float32], output[Float32];input[Float16], output[Float16];,\n bu'
        't get input[[const vector]{Int32}], output[[const vector]{Float32}].'),
    'mf-tanh-list': (lambda: MF.tanh([1.0]), TypeError,
        'Failed calling Tanh with "Tanh()(input=List<float>)".\nThe valid calling should be: \n"T'
        'anh()(input=<Tensor>)".'),
    'mf-avgpool2d-k0': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), 0), ValueError,
        'For primitive[AvgPool2D], the kernel_size value must be greater than 0, but got 0.'),
    'mf-pixelshuffle-bad': (lambda: MF.pixel_shuffle(F(1, 3, 2, 2), 2), ValueError,
        "PixelShuffle expects its input's 'channel' dimension to be divisible by the square of up"
        'scale_factor, but input.shape(-3)=3 is not divisible by 4'),
    'mf-gridsample-mode': (
        lambda: MF.grid_sample(F(1, 1, 2, 2), F(1, 2, 2, 2), mode='bogus'),
        ValueError,
        'Failed to convert the value "bogus" of input \'interpolation_mode\' of \'grid_sampler_2d'
        "' to enum."),
    'mf-onehot-neg': (lambda: MF.one_hot(Tensor(np.array([0, 1])), -2), ValueError,
        'For primitive[OneHotExt], the num_classes value must be greater than or equal to -1, but'
        ' got -2.'),
    'mf-conv2d-shape': (lambda: MF.conv2d(F(1, 2, 4, 4), F(3, 3, 1, 1)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups i'
        's 2, and weight[1] is 3'),
    'mf-conv2d-pad': (lambda: MF.conv2d(F(1, 2, 4, 4), F(3, 2, 1, 1), padding='bogus'), ValueError,
        'Failed to convert the value "bogus" of input \'padding\' of \'conv2d\' to enum.'),
    'mf-nll-red': (
        lambda: MF.nll_loss(F(2, 3), Tensor(np.array([0, 1])), reduction='x'),
        ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'nllloss\' to enum.'),
    'mf-smoothl1-beta': (lambda: MF.smooth_l1_loss(F(2), F(2), beta=-1.0), RuntimeError,
        "For 'SmoothL1Loss', the values for beta not support negative values, but got -1."),
    'mf-kl-red': (lambda: MF.kl_div(F(2), F(2), reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'KLDiv\' to enum.'),
    'mf-glu-odd': (lambda: MF.glu(F(2, 3)), RuntimeError,
        'For GLU, halving dimension must be even, but dimension -1 is size 3.'),
    'mf-prelu-shape': (lambda: MF.prelu(F(2, 3), F(4)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 3, but got [con"
        'st vector]{4}.'),
    'mf-mish-int': (lambda: MF.mish(I(2)), TypeError,
        'For primitive[MishExt], the input argument[input] must be a type of {Float16, Float32} b'
        'ut got Int32.'),
    'mf-logsigmoid-int': (lambda: MF.logsigmoid(I(2)), TypeError,
        'For primitive[LogSigmoid], the input[input] supports types: Float16, Float32, BFloat16. '
        'But got Int32.'),
    'mf-hardswish-list': (lambda: MF.hardswish([1.0]), TypeError,
        'Failed calling HSwish with "HSwish()(input=List<float>)".\nThe valid calling should be: '
        '\n"HSwish()(input=<Tensor>)".'),
}

# name: (call, repr of 2.10's result)
GOOD = {
}
