"""Rows of ``test_bad_input_catalogue60``: ``nn`` layer, loss and metric constructors with bad
sizes, probabilities, modes and types. 2.10's exception type and text for each call (measured on
2.10 CPU, one case per forked process: /tmp/s77/bad60/run.py on c3.py). GOOD: calls 2.10 accepts
next to them, with the repr of 2.10's result.
"""
from bad_input_rows60_help import F, ms, nn

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'nn-conv1d-neg': (lambda: nn.Conv1d(-1, 2, 3), ValueError,
        "For 'Conv1d', the 'in_channels' must be int and must > 0, but got '-1' with type 'int'."),
    'nn-conv1d-k0': (lambda: nn.Conv1d(2, 2, 0), ValueError,
        "For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got '0' with type 'int'."),
    'nn-conv1d-stride0': (lambda: nn.Conv1d(2, 2, 3, stride=0), ValueError,
        "For 'Conv1d', the 'stride' must be int and must >= 1, but got '0' with type 'int'."),
    'nn-conv3d-neg': (lambda: nn.Conv3d(2, -2, 3), ValueError,
        "For 'Conv3d', the 'out_channels' must be int and must > 0, but got '-2' with type 'int'."),
    'nn-conv3d-kstr': (lambda: nn.Conv3d(2, 2, 'a'), TypeError,
        "For 'Conv3d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got typ"
        "e 'str'."),
    'nn-conv2dT-group': (lambda: nn.Conv2dTranspose(3, 4, 3, group=2), ValueError,
        "For 'Conv2dTranspose', the attr 'in_channels' must be divisible by attr 'group', but got"
        " 'in_channels': 3 and 'group': 2."),
    'nn-conv1dT-dil0': (lambda: nn.Conv1dTranspose(2, 2, 3, dilation=0), ValueError,
        "For 'Conv1dTranspose', the 'dilation' must be int and must >= 1, but got '0' with type '"
        "int'."),
    'nn-dense-0': (lambda: nn.Dense(0, 2), ValueError,
        "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' with type 'int'."),
    'nn-dense-neg': (lambda: nn.Dense(2, -1), ValueError,
        "For 'Dense', the 'out_channels' must be int and must > 0, but got '-1' with type 'int'."),
    'nn-dense-float': (lambda: nn.Dense(2.0, 3), TypeError,
        "For 'Dense', the 'in_channels' must be int, but got 'float'"),
    'nn-dense-act': (lambda: nn.Dense(2, 3, activation='bogus'), KeyError,
        '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', \'logsoftmax\', \'log'
        "softmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', 'tanhshrink', 'hardtanh', 'gelu',"
        " 'fast_gelu', 'elu', 'sigmoid', 'softsign', 'prelu', 'preluExt', 'leakyrelu', 'hswish', "
        "'hsigmoid', 'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish'], but got bogus."
        '"'),
    'nn-dense-act-int': (lambda: nn.Dense(2, 3, activation=1), TypeError,
        "For 'Dense', the 'activation' must be str or Cell or Primitive, but got int."),
    'nn-emb-0': (lambda: nn.Embedding(0, 3), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be positiv"
        'e integer, but got (0, 3)'),
    'nn-emb-neg': (lambda: nn.Embedding(3, -1), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be positiv"
        'e integer, but got (3, -1)'),
    'nn-emb-pad': (lambda: nn.Embedding(3, 2, padding_idx=5), ValueError,
        "For 'Embedding', the 'padding_idx' must be in range of [0, 3), but got 5 with type 'int'"
        '.'),
    'nn-lstm-h0': (lambda: nn.LSTM(2, 0), ValueError,
        "For 'LSTM', the 'hidden_size' must be int and must > 0, but got '0' with type 'int'."),
    'nn-lstm-layers0': (lambda: nn.LSTM(2, 3, num_layers=0), ValueError,
        "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' with type 'int'."),
    'nn-gru-dropout': (lambda: nn.GRU(2, 3, dropout=2.0), ValueError,
        "For 'GRU', the 'dropout' must be a number in range [0, 1) representing the probability o"
        'f an element being zeroed, but got 2.0.'),
    'nn-rnn-nonlin': (lambda: nn.RNN(2, 3, nonlinearity='sigmoid'), ValueError,
        "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got sigmoid."),
    'nn-lstmcell-neg': (lambda: nn.LSTMCell(-1, 3), ValueError,
        "For 'LSTMCell', the 'input_size' must be int and must > 0, but got '-1' with type 'int'."),
    'nn-bn1d-0': (lambda: nn.BatchNorm1d(0), ValueError,
        "For 'BatchNorm1d', the 'num_features' must be at least 1, but got 0."),
    'nn-bn2d-mom': (lambda: nn.BatchNorm2d(2, momentum=2.0), ValueError,
        "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but got 2.0."),
    'nn-bn3d-fmt': (lambda: nn.BatchNorm3d(2, data_format='NHWC'), TypeError,
        "BatchNorm3d.__init__() got an unexpected keyword argument 'data_format'"),
    'nn-gn-div': (lambda: nn.GroupNorm(3, 4), ValueError,
        "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got 'num_channe"
        "ls': 4, 'num_groups': 3."),
    'nn-gn-0': (lambda: nn.GroupNorm(0, 4), ValueError,
        "For 'GroupNorm', the 'num_groups' must be int and must > 0, but got '0' with type 'int'."),
    'nn-ln-empty': (lambda: nn.LayerNorm(()), ValueError,
        'Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one el'
        'ement, but got normalized_shape = ()'),
    'nn-ln-int': (lambda: nn.LayerNorm(3), TypeError,
        "For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or list[int], but got"
        " 3 and the type is <class 'int'>."),
    'nn-in2d-0': (lambda: nn.InstanceNorm2d(0), ValueError,
        "For 'InstanceNorm2d', the 'num_features' must be at least 1, but got 0."),
    'nn-drop-p': (lambda: nn.Dropout(p=1.5), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.5."),
    'nn-drop-p1': (lambda: nn.Dropout(p=1.0), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.0."),
    'nn-drop-kp0': (lambda: nn.Dropout(keep_prob=0), TypeError,
        "For 'Dropout', the type of 'keep_prob' should be 'float', but got type 'int'."),
    'nn-drop2d-p': (lambda: nn.Dropout2d(p=-0.1), ValueError,
        "For 'Dropout2d', the 'p' must be a number in range [0, 1], but got -0.1."),
    'nn-avgpool-k0': (lambda: nn.AvgPool2d(kernel_size=0), ValueError,
        "For 'AvgPool2d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    'nn-maxpool1d-s0': (lambda: nn.MaxPool1d(2, stride=0), ValueError,
        "For 'MaxPool1d', the 'stride' must be an positive int number or a tuple, but got 0"),
    'nn-maxpool2d-mode': (lambda: nn.MaxPool2d(2, pad_mode='bad'), ValueError,
        "For 'MaxPool2d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', b"
        "ut got 'BAD'."),
    'nn-avgpool1d-neg': (lambda: nn.AvgPool1d(-2), ValueError,
        "For 'AvgPool1d', the 'kernel_size' must be an positive int number or a tuple, but got -2"),
    'nn-prelu-0': (lambda: nn.PReLU(channel=0), ValueError,
        "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with type 'int'."),
    'nn-prelu-w': (lambda: nn.PReLU(w='a'), TypeError,
        "For 'PReLU', the 'w' only supported float, list and tensor, but got str."),
    'nn-flatten-order': (lambda: nn.Flatten(start_dim=2, end_dim=1)(F(2, 3, 4)), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'nn-softmax-str': (lambda: nn.Softmax(axis='a'), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but got <class"
        " 'str'>."),
    'nn-softmax-axis': (lambda: nn.Softmax(axis=3)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    'nn-logsoftmax-axis': (lambda: nn.LogSoftmax(axis=-3)(F(2, 3)), ValueError,
        'For primitive[LogSoftmax], the axis must be in [-2,2), but got -3.'),
    'nn-hardtanh': (lambda: nn.Hardtanh(min_val=2.0, max_val=1.0), ValueError,
        'For Hardtanh, min_val should be less than max_val,but got 2.0 and 1.0'),
    'nn-mha-div': (lambda: nn.MultiheadAttention(5, 2), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'nn-tel-div': (lambda: nn.TransformerEncoderLayer(5, 2), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'nn-tel-act': (lambda: nn.TransformerEncoderLayer(4, 2, activation='bogus'), ValueError,
        'The activation must be relu/gelu, but get bogus'),
    'nn-constpad-v': (lambda: nn.ConstantPad1d(1, 'a'), TypeError,
        "For 'ConstantPad1d', the type of parameter 'value' must be in [int, float], but got <cla"
        "ss 'str'>"),
    'nn-reflpad-big': (lambda: nn.ReflectionPad1d(5)(F(1, 2, 3)), ValueError,
        "For 'MirrorPad', paddings must be no greater than the dimension size: [5], [5] not less "
        'than [3]'),
    'nn-unfold-ks': (
        lambda: nn.Unfold(ksizes=[1, 2], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1]),
        ValueError,
        "For 'Unfold' the format of 'ksizes' must be [1, ksize_row, ksize_col, 1], but got [1, 2]"
        '.'),
    'nn-seq-int': (lambda: nn.SequentialCell([1, 2]), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but go"
        "t type <class 'int'>."),
    'nn-celllist-int': (lambda: nn.CellList([1]), TypeError,
        "For 'CellList', each cell must be subclass of Cell, but got int."),
    'nn-celldict-int': (lambda: nn.CellDict({'a': 1}), TypeError,
        "For 'CellDict', the type of cell should be Cell, but got int."),
    'nn-top1-update': (lambda: nn.Top1CategoricalAccuracy().eval(), RuntimeError,
        "The 'TopKCategoricalAccuracy' can not be calculated, because the number of samples is 0,"
        ' please check whether your inputs (predicted value, true value) are empty, or has called'
        ' update method before calling eval method.'),
    'nn-mse-eval': (lambda: nn.MSE().eval(), RuntimeError,
        "The 'MSE' can not be calculated, because the number of samples is 0, please check whethe"
        'r your inputs(predicted value, true value) are empty, or has called update method before'
        ' calling eval method.'),
    'nn-mse-update': (lambda: nn.MSE().update(F(2)), ValueError,
        "For 'MSE.update', it needs 2 inputs (predicted value, true value), but got 1."),
    'nn-topk-0': (lambda: nn.TopKCategoricalAccuracy(0), ValueError,
        "For 'TopKCategoricalAccuracy', the argument 'k' must be at least 1, but got 'k' value: 0"
        '.'),
    'nn-l1loss-red': (lambda: nn.L1Loss(reduction='bogus'), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'nn-mseloss-red': (lambda: nn.MSELoss(reduction=None), ValueError,
        "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'nn-ce-ls': (lambda: nn.CrossEntropyLoss(label_smoothing=2.0), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], but got 2."
        "0 with type 'float'."),
    'nn-ce-red': (lambda: nn.CrossEntropyLoss(reduction='x'), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'nn-bce-red': (lambda: nn.BCELoss(reduction='x'), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'nn-nll-red': (lambda: nn.NLLLoss(reduction='x'), ValueError,
        "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'nn-focal-gamma': (lambda: nn.FocalLoss(gamma='a'), TypeError,
        "The type of 'gamma' should be 'float', but got type 'str'."),
    'nn-dice-smooth': (lambda: nn.DiceLoss(smooth=-1.0), ValueError,
        "The 'smooth' must be float and must > 0, but got '-1.0' with type 'float'."),
    'nn-cosemb-margin': (lambda: nn.CosineEmbeddingLoss(margin=2.0), ValueError,
        "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], but got 2.0 wit"
        "h type 'float'."),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'nn-emb-dtype': (lambda: nn.Embedding(3, 2, dtype=ms.float32),
        'Embedding(vocab_size=3, embedding_size=2, use_one_hot=False, embedding_table=Parameter ('
        'name=embedding_table, shape=(3, 2), dtype=Float32, requires_grad=True), dtype=Float32, p'
        'adding_idx=None)'),
    'nn-bn2d-eps': (lambda: nn.BatchNorm2d(2, eps=0),
        'BatchNorm2d(num_features=2, eps=0, momentum=0.9, gamma=Parameter (name=gamma, shape=(2,)'
        ', dtype=Float32, requires_grad=True), beta=Parameter (name=beta, shape=(2,), dtype=Float'
        '32, requires_grad=True), moving_mean=Parameter (name=mean, shape=(2,), dtype=Float32, re'
        'quires_grad=False), moving_variance=Parameter (name=variance, shape=(2,), dtype=Float32,'
        ' requires_grad=False))'),
    'nn-flatten-str': (lambda: nn.Flatten(start_dim='a'),
        'Flatten()'),
    'nn-upsample-mode': (lambda: nn.Upsample(scale_factor=2.0, mode='bogus'),
        'Upsample()'),
    'nn-pixelshuffle-0': (lambda: nn.PixelShuffle(0),
        'PixelShuffle()'),
    'nn-pixelunshuffle-neg': (lambda: nn.PixelUnshuffle(-1),
        'PixelUnshuffle()'),
    'nn-celu-0': (lambda: nn.CELU(alpha=0.0),
        'CELU()'),
    'nn-elu-str': (lambda: nn.ELU(alpha='a'),
        'ELU()'),
    'nn-leaky-str': (lambda: nn.LeakyReLU(alpha='a'),
        'LeakyReLU()'),
    'nn-hshrink-neg': (lambda: nn.HShrink(lambd=-1.0),
        'HShrink()'),
    'nn-identity-args': (lambda: nn.Identity(1, 2),
        'Identity()'),
    'nn-smoothl1-beta': (lambda: nn.SmoothL1Loss(beta=-1.0),
        'SmoothL1Loss()'),
    'nn-huber-delta': (lambda: nn.HuberLoss(delta=0.0),
        'HuberLoss()'),
    'nn-triplet-margin': (lambda: nn.TripletMarginLoss(margin='a'),
        'TripletMarginLoss()'),
    'nn-kldiv-red': (lambda: nn.KLDivLoss(reduction='x'),
        'KLDivLoss()'),
}
