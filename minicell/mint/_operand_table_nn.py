"""The rows of ``_operand_table`` for mint.nn.functional, mint.special and mint.linalg (the
same format, measured the same way)."""
TABLE = {
    'linalg.inv': 'MatrixInverseExt()(input={input|float})',
    'linalg.qr': ('LinalgQr()(A={A|float}, mode={mode|string})', 'A mode', 'A=Nfls'),
    'nn.functional.adaptive_avg_pool1d': (
        'AdaptiveAvgPool1D()(input={input|float}, output_size={output_size|int})'
        , 'input output_size', 'input=Nfls'),
    'nn.functional.adaptive_avg_pool2d': (
        'AdaptiveAvgPool2DExt()(input={input|float}, output_size={output_size|Tuple<int, '
        'int>})'
        , 'input output_size', 'input=Nfls'),
    'nn.functional.adaptive_avg_pool3d': (
        'AdaptiveAvgPool3DExt()(input={input|float}, output_size={output_size|Tuple<int, int,'
        ' int>})'
        , 'input output_size', 'input=Nfls'),
    'nn.functional.adaptive_max_pool1d': (
        'AdaptiveMaxPool1D()(input={input|float}, output_size={output_size|int})'
        , 'input output_size return_indices', 'input=Nfls'),
    'nn.functional.adaptive_max_pool2d': (
        'AdaptiveMaxPool2D(output_size=Tuple<int, int>)(input={input|float})'
        , 'input output_size return_indices', 'input=Nfls'),
    'nn.functional.avg_pool1d': (
        'AvgPool1D()(input={input|float}, kernel_size={kernel_size|int}, '
        'stride={stride|None}, padding={padding|int}, ceil_mode={ceil_mode|bool}, '
        'count_include_pad={count_include_pad|bool})'
        , 'input kernel_size stride padding ceil_mode count_include_pad', 'input=Nfls'),
    'nn.functional.avg_pool2d': (
        'AvgPool2D()(input={input|float}, kernel_size={kernel_size|int}, stride={stride|int},'
        ' padding={padding|int}, ceil_mode={ceil_mode|bool}, '
        'count_include_pad={count_include_pad|bool}, '
        'divisor_override={divisor_override|None})'
        , 'input kernel_size stride padding ceil_mode count_include_pad divisor_override',
        'input=Nfls'),
    'nn.functional.avg_pool3d': (
        'AvgPool3DExt()(input={input|float}, kernel_size={kernel_size|int}, '
        'stride={stride|None}, padding={padding|int}, ceil_mode={ceil_mode|bool}, '
        'count_include_pad={count_include_pad|bool}, '
        'divisor_override={divisor_override|None})'
        , 'input kernel_size stride padding ceil_mode count_include_pad divisor_override',
        'input=Nfls'),
    'nn.functional.batch_norm': (
        'BatchNormExt()(input={input|float}, weight={weight|None}, bias={bias|None}, '
        'running_mean={running_mean|Tensor}, runnning_var=Tensor, training={training|bool}, '
        'momentum={momentum|float}, epsilon={eps|float})'
        , 'input running_mean running_var weight bias training momentum eps',
        'input=Nfls running_mean=fls running_var=fls'),
    'nn.functional.binary_cross_entropy': (
        'BinaryCrossEntropy(reduction=string)(input={input|float}, target={target|Tensor}, '
        'weight={weight|None})'
        , 'input target weight reduction', 'input=Nfls target=Nfls'),
    'nn.functional.binary_cross_entropy_with_logits': (
        'BCEWithLogitsLoss(reduction=string)(input={input|float}, target={target|Tensor}, '
        'weight={weight|None}, posWeight=None)'
        , 'input target weight reduction pos_weight', 'input=Nfls target=Nfls'),
    'nn.functional.conv1d': ('conv1d', None, '0=Nfls 1=Nfls'),
    'nn.functional.conv2d': (
        'conv2d({input|float}, {weight|Tensor}, {bias|None}, {stride|int}, {padding|int}, '
        '{dilation|int}, {groups|int})'
        , 'input weight bias stride padding dilation groups', 'input=Nfls weight=Nfls'),
    'nn.functional.conv3d': ('conv3d', None, '0=Nfls 1=Nfls'),
    'nn.functional.conv_transpose2d': (
        'ConvTranspose2D()(input={input|float}, weight={weight|Tensor}, bias={bias|None}, '
        'stride={stride|int}, padding={padding|int}, output_padding={output_padding|int}, '
        'groups={groups|int}, dilation={dilation|int})'
        , 'input weight bias stride padding output_padding groups dilation',
        'input=Nfls weight=Nfls'),
    'nn.functional.cosine_embedding_loss': (
        'CosineEmbeddingLoss()(input1={input1|float}, input2={input2|Tensor}, '
        'target={target|Tensor}, margin={margin|float}, reduction={reduction|string})'
        , 'input1 input2 target margin reduction', 'input1=Nfls input2=Nfls target=Nfls'),
    'nn.functional.dropout': (
        'FuncDropoutExt()(input={input|float}, p={p|float}, training={training|bool}, '
        'inplace={inplace|bool}, seed=Tensor, offset=Tensor)'
        , 'input p training inplace', 'input=Nfls'),
    'nn.functional.dropout2d': (
        'Dropout2dExt()(input={input|float}, p={p|float}, training={training|bool}, '
        'inplace={inplace|bool}, seed=Tensor, offset=Tensor)'
        , 'input p training inplace', 'input=Nfls'),
    'nn.functional.elu': (
        'EluExt(alpha=float)(input={input|float})'
        , 'input alpha inplace', 'input=Nfls'),
    'nn.functional.elu_': (
        'InplaceElu()(input={input|float}, alpha={alpha|float})'
        , 'input alpha', 'input=Nfls'),
    'nn.functional.embedding': (
        'Embedding()(input={input|float}, weight={weight|Tensor}, '
        'padding_idx={padding_idx|None}, max_norm={max_norm|None}, '
        'norm_type={norm_type|float}, scale_grad_by_freq={scale_grad_by_freq|bool})'
        , 'input weight padding_idx max_norm norm_type scale_grad_by_freq',
        'input=Nfls weight=Nfls'),
    'nn.functional.flatten': (
        'FlattenExt()(input={input|float}, start_dim={start_dim|int}, end_dim={end_dim|int})'
        , 'input start_dim end_dim', 'input=Nfls'),
    'nn.functional.fold': (
        'Col2ImExt()(input={input|float}, output_size={output_size|Tuple<int, int>}, '
        'kernel_size={kernel_size|Tuple<int, int>}, dilation={dilation|Tuple<int, int>}, '
        'padding={padding|Tuple<int, int>}, stride={stride|Tuple<int, int>})'
        , 'input output_size kernel_size dilation padding stride', 'input=Nfls'),
    'nn.functional.glu': ('GLU(axis=int)(x={input|float})', 'input dim', 'input=Nfls'),
    'nn.functional.grid_sample': (
        'GridSampler2D(interpolation_mode=string, padding_mode=string, '
        'align_corners=bool)(input_x={input|Tensor}, grid={grid|float})'
        , 'input grid mode padding_mode align_corners', 'grid=Nfls'),
    'nn.functional.hardtanh': (
        'Hardtanh()(input={input|float}, min_val={min_val|float}, max_val={max_val|float})'
        , 'input min_val max_val inplace', 'input=Nfls'),
    'nn.functional.hardtanh_': (
        'InplaceHardtanh()(input={input|float}, min_val={min_val|int}, max_val={max_val|int})'
        , 'input min_val max_val', 'input=Nfls'),
    'nn.functional.kl_div': (
        'KLDiv()(input={input|float}, target={target|Tensor}, reduction={reduction|string}, '
        'log_target={log_target|bool})'
        , 'input target reduction log_target', 'input=Nfls target=Nfls'),
    'nn.functional.leaky_relu': (
        'LeakyReLUExt()(input={input|float}, negative_slope={negative_slope|float})'
        , 'input negative_slope', 'input=Nfls'),
    'nn.functional.linear': (
        'Dense()(input={input|float}, weight={weight|Tensor}, bias={bias|None})'
        , 'input weight bias', 'input=Nfls weight=Nfls'),
    'nn.functional.log_softmax': (
        'LogSoftmaxExt()(input={input|float}, dim={dim|int}, dtype={dtype|mindspore.dtype})'
        , 'input dim dtype', 'input=Nfls'),
    'nn.functional.logsigmoid': 'LogSigmoid()(input={input|float})',
    'nn.functional.max_pool2d': (
        'FuncMaxPool2D()(input={input|float}, kernel_size={kernel_size|Tuple<int, int>}, '
        'stride={stride|None}, padding={padding|Tuple<int, int>}, '
        'dilation={dilation|Tuple<int, int>}, ceil_mode={ceil_mode|bool}, '
        'return_indices={return_indices|bool})'
        , 'input kernel_size stride padding dilation ceil_mode return_indices', 'input=Nfls'),
    'nn.functional.max_unpool2d': (
        'MaxUnpool2DExt()(input={input|Tensor}, indices={indices|float}, '
        'kernel_size={kernel_size|int}, stride={stride|None}, padding={padding|int}, '
        'output_size={output_size|None})'
        , 'input indices kernel_size stride padding output_size', 'indices=Nfls'),
    'nn.functional.mse_loss': (
        'MSELossExt()(input={input|float}, target={target|Tensor}, '
        'reduction={reduction|string})'
        , 'input target reduction', 'input=Nfls target=Nfls'),
    'nn.functional.prelu': (
        'PReLU()(input={input|float}, weight={weight|Tensor})'
        , 'input weight', 'input=Nfls weight=Nfls'),
    'nn.functional.relu': ('ReLU()(input={input|float})', 'input inplace', 'input=Nfls'),
    'nn.functional.relu6': (
        'Hardtanh()(input={input|float}, min_val=int, max_val=int)'
        , 'input inplace', 'input=Nfls'),
    'nn.functional.relu_': 'InplaceReLU()(input={input|float})',
    'nn.functional.sigmoid': 'Sigmoid()(input={input|float})',
    'nn.functional.sigmoid_': 'InplaceSigmoid()(input={input|float})',
    'nn.functional.silu': ('SiLU()(input={input|float})', 'input inplace', 'input=Nfls'),
    'nn.functional.soft_margin_loss': (
        'SoftMarginLoss(reduction=string)(input={input|float}, target={target|Tensor})'
        , 'input target reduction', 'input=Nfls target=Nfls'),
    'nn.functional.tanh': 'Tanh()(input={input|float})',
    'nn.functional.threshold': (
        'Threshold()(input={input|float}, threshold={threshold|float}, value={value|float})'
        , 'input threshold value inplace', 'input=Nfls'),
    'nn.functional.threshold_': (
        'InplaceThreshold()(input={input|float}, threshold={threshold|float}, '
        'value={value|float})'
        , 'input threshold value', 'input=Nfls'),
    'nn.functional.unfold': (
        'Im2ColExt()(input={input|float}, kernel_size={kernel_size|Tuple<int, int>}, '
        'dilation={dilation|Tuple<int, int>}, padding={padding|Tuple<int, int>}, '
        'stride={stride|Tuple<int, int>})'
        , 'input kernel_size dilation padding stride', 'input=Nfls'),
    'special.erfc': 'Erfc()(input={input|float})',
    'special.exp2': 'Exp2()(input={input|float})',
    'special.expm1': 'Expm1()(input={input|float})',
    'special.log1p': 'Log1p()(input={input|float})',
    'special.log_softmax': (
        'LogSoftmaxExt()(input={input|float}, dim={dim|int}, dtype={dtype|mindspore.dtype})'
        , 'input dim dtype', 'input=Nfls'),
    'special.round': 'Round()(input={input|float}, decimals=int)',
    'special.sinc': 'Sinc()(input={input|float})',
}
