"""Rows of ``test_bad_input_catalogue62``: nn Cell constructors given bad arguments (Conv*,
pools, Dense, BatchNorm*, LayerNorm, GroupNorm, Embedding, RNN/LSTM/GRU and cells, Transformer*,
Dropout*, losses' reduction, activations, containers) and their calls with wrong ranks, dtypes
and None. 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
forked process: /tmp/s79/bad79/run.py on c10.py, c13.py). GOOD: calls 2.10 accepts next to them,
with the repr of 2.10's result. (part 3 of 4)
"""
from bad_input_rows62_help import F, I, Tensor, ms, nn, np

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'CosineEmbeddingLoss-red': (lambda: nn.CosineEmbeddingLoss(reduction='bogus'), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got b"
        'ogus.'),
    'CosineEmbeddingLoss-redint': (lambda: nn.CosineEmbeddingLoss(reduction=1), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1"
        '.'),
    'CosineEmbeddingLoss-redNone': (lambda: nn.CosineEmbeddingLoss(reduction=None), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got N"
        'one.'),
    'CosineEmbeddingLoss-redupper': (lambda: nn.CosineEmbeddingLoss(reduction='MEAN'), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got M"
        'EAN.'),
    'PoissonNLLLoss-red': (lambda: nn.PoissonNLLLoss(reduction='bogus'), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'PoissonNLLLoss-redint': (lambda: nn.PoissonNLLLoss(reduction=1), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'PoissonNLLLoss-redNone': (lambda: nn.PoissonNLLLoss(reduction=None), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'PoissonNLLLoss-redupper': (lambda: nn.PoissonNLLLoss(reduction='MEAN'), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got MEAN."),
    'GaussianNLLLoss-red': (lambda: nn.GaussianNLLLoss(reduction='bogus'), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', 's"
        "um']', but got 'bogus'."),
    'GaussianNLLLoss-redint': (lambda: nn.GaussianNLLLoss(reduction=1), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', 's"
        "um']', but got '1'."),
    'GaussianNLLLoss-redNone': (lambda: nn.GaussianNLLLoss(reduction=None), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', 's"
        "um']', but got 'None'."),
    'GaussianNLLLoss-redupper': (lambda: nn.GaussianNLLLoss(reduction='MEAN'), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', 's"
        "um']', but got 'MEAN'."),
    'HingeEmbeddingLoss-red': (lambda: nn.HingeEmbeddingLoss(reduction='bogus'), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', 'm"
        "ean']', but got 'bogus'."),
    'HingeEmbeddingLoss-redint': (lambda: nn.HingeEmbeddingLoss(reduction=1), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', 'm"
        "ean']', but got '1'."),
    'HingeEmbeddingLoss-redNone': (lambda: nn.HingeEmbeddingLoss(reduction=None), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', 'm"
        "ean']', but got 'None'."),
    'HingeEmbeddingLoss-redupper': (lambda: nn.HingeEmbeddingLoss(reduction='MEAN'), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', 'm"
        "ean']', but got 'MEAN'."),
    'MultiMarginLoss-red': (lambda: nn.MultiMarginLoss(reduction='bogus'), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', 'mean"
        "']', but got 'bogus'."),
    'MultiMarginLoss-redint': (lambda: nn.MultiMarginLoss(reduction=1), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', 'mean"
        "']', but got '1'."),
    'MultiMarginLoss-redNone': (lambda: nn.MultiMarginLoss(reduction=None), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', 'mean"
        "']', but got 'None'."),
    'MultiMarginLoss-redupper': (lambda: nn.MultiMarginLoss(reduction='MEAN'), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', 'mean"
        "']', but got 'MEAN'."),
    'MultiLabelSoftMarginLoss-red': (
        lambda: nn.MultiLabelSoftMarginLoss(reduction='bogus'),
        ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got bogus.'),
    'MultiLabelSoftMarginLoss-redint': (
        lambda: nn.MultiLabelSoftMarginLoss(reduction=1),
        ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got 1.'),
    'MultiLabelSoftMarginLoss-redNone': (
        lambda: nn.MultiLabelSoftMarginLoss(reduction=None),
        ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got None.'),
    'MultiLabelSoftMarginLoss-redupper': (
        lambda: nn.MultiLabelSoftMarginLoss(reduction='MEAN'),
        ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got MEAN.'),
    'MultilabelMarginLoss-red': (lambda: nn.MultilabelMarginLoss(reduction='bogus'), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'bogus'."),
    'MultilabelMarginLoss-redint': (lambda: nn.MultilabelMarginLoss(reduction=1), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got '1'."),
    'MultilabelMarginLoss-redNone': (lambda: nn.MultilabelMarginLoss(reduction=None), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'None'."),
    'MultilabelMarginLoss-redupper': (lambda: nn.MultilabelMarginLoss(reduction='MEAN'), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'MEAN'."),
    'SoftmaxCrossEntropyWithLogits-red': (
        lambda: nn.SoftmaxCrossEntropyWithLogits(reduction='bogus'),
        ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', 'none'],"
        ' but got bogus.'),
    'SoftmaxCrossEntropyWithLogits-redint': (
        lambda: nn.SoftmaxCrossEntropyWithLogits(reduction=1),
        ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', 'none'],"
        ' but got 1.'),
    'SoftmaxCrossEntropyWithLogits-redNone': (
        lambda: nn.SoftmaxCrossEntropyWithLogits(reduction=None),
        ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', 'none'],"
        ' but got None.'),
    'SoftmaxCrossEntropyWithLogits-redupper': (
        lambda: nn.SoftmaxCrossEntropyWithLogits(reduction='MEAN'),
        ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', 'none'],"
        ' but got MEAN.'),
    'SmoothL1Loss-betastr': (lambda: nn.SmoothL1Loss(beta='a'), TypeError,
        "For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, int, float]', but got <c"
        "lass 'str'>."),
    'CrossEntropyLoss-ls': (lambda: nn.CrossEntropyLoss(label_smoothing=1.5), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], but got 1."
        "5 with type 'float'."),
    'CrossEntropyLoss-lsneg': (lambda: nn.CrossEntropyLoss(label_smoothing=-0.5), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], but got -0"
        ".5 with type 'float'."),
    'CrossEntropyLoss-ii': (lambda: nn.CrossEntropyLoss(ignore_index='a'), TypeError,
        "For 'CrossEntropyLoss', the type of 'ignore_index' should be 'int', but got type 'str'."),
    'CrossEntropyLoss-w': (lambda: nn.CrossEntropyLoss(weight=[1.0, 2.0]), TypeError,
        "For 'CrossEntropyLoss', the type of 'weight' should be 'Tensor', but got type 'list'."),
    'SCEWL-sparse': (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse='a'), TypeError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'sparse' must be a bool, but got str."),
    'Softmax-axis': (lambda: nn.Softmax(axis='a'), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but got <class"
        " 'str'>."),
    'Softmax-axisfloat': (lambda: nn.Softmax(axis=1.5), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but got <class"
        " 'float'>."),
    'GELU-approx': (lambda: nn.GELU(approximate='a'), TypeError,
        "For 'GELU', the 'approximate' must be a bool, but got str."),
    'PReLU-ch': (lambda: nn.PReLU(channel=0), ValueError,
        "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with type 'int'."),
    'PReLU-chneg': (lambda: nn.PReLU(channel=-1), ValueError,
        "For 'PReLU', the 'channel' must be int and must > 0, but got '-1' with type 'int'."),
    'PReLU-w': (lambda: nn.PReLU(w='a'), TypeError,
        "For 'PReLU', the 'w' only supported float, list and tensor, but got str."),
    'Hardtanh-minmax': (lambda: nn.Hardtanh(min_val=1.0, max_val=-1.0), ValueError,
        'For Hardtanh, min_val should be less than max_val,but got 1.0 and -1.0'),
    'SequentialCell-int': (lambda: nn.SequentialCell([1, 2]), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, but go"
        "t type <class 'int'>."),
    'SequentialCell-none': (lambda: nn.SequentialCell(None), TypeError,
        "For 'SequentialCell', the 'args[0]' must be Cell, list or orderedDict, but got NoneType"),
    'CellList-int': (lambda: nn.CellList([1]), TypeError,
        "For 'CellList', each cell must be subclass of Cell, but got int."),
    'CellDict-int': (lambda: nn.CellDict({'a': 1}), TypeError,
        "For 'CellDict', the type of cell should be Cell, but got int."),
    'Unfold-ks': (
        lambda: nn.Unfold(ksizes=[1, 2], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1]),
        ValueError,
        "For 'Unfold' the format of 'ksizes' must be [1, ksize_row, ksize_col, 1], but got [1, 2]"
        '.'),
    'Pad-mode': (lambda: nn.Pad(paddings=((1, 1),), mode='bogus'), ValueError,
        "For 'Pad', the 'mode' must be str and must be in '['CONSTANT', 'REFLECT', 'SYMMETRIC']',"
        " but got 'bogus'."),
    'Pad-pads': (lambda: nn.Pad(paddings=(1, 1)), TypeError,
        "object of type 'int' has no len()"),
    'ZeroPad2d-neg': (lambda: nn.ZeroPad2d('a'), TypeError,
        "For 'ZeroPad2d', the type of parameter 'padding' must be in [int, tuple], but got <class"
        " 'str'>"),
    'Conv2d-call-rank3': (lambda: nn.Conv2d(3, 4, 3)(F(3, 5, 5)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'Conv2d-call-rank5': (lambda: nn.Conv2d(3, 4, 3)(F(1, 3, 5, 5, 5)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'Conv2d-call-ch': (lambda: nn.Conv2d(3, 4, 3)(F(1, 2, 5, 5)), RuntimeError,
        "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be equal to 'C_"
        "in' of input 'weight' shape: 3, but got 'C_in' of input 'x' shape: 2, and 'group': 1."),
    'Conv2d-call-int': (lambda: nn.Conv2d(3, 4, 3)(I(1, 3, 5, 5)), TypeError,
        'For primitive[Conv2D], the input type must be same.\nname:[w]:Ref[Tensor[Float32]].\nnam'
        'e:[x]:Tensor[Int32].'),
    'Conv2d-call-np': (lambda: nn.Conv2d(3, 4, 3)(np.ones((1, 3, 5, 5), np.float32)), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those type must be "
        'same. But got input argument[x]:External\nValid type list: {Tensor[BFloat16], Tensor[Flo'
        'at16], Tensor[Float32], Tensor[Int32], Tensor[Int64], Tensor[Int8]}.'),
    'Conv2d-call-None': (lambda: nn.Conv2d(3, 4, 3)(None), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those type must be "
        'same. But got input argument[x]:None\nValid type list: {Tensor[BFloat16], Tensor[Float16'
        '], Tensor[Float32], Tensor[Int32], Tensor[Int64], Tensor[Int8]}.'),
    'Conv2d-call-small': (lambda: nn.Conv2d(3, 4, 3, pad_mode='valid')(F(1, 3, 2, 2)), ValueError,
        "For 'Conv2d', input shape's h and w after padding must be greater than or equal to kerne"
        "l_size's h and w respectively."),
    'Conv1d-call-rank4': (lambda: nn.Conv1d(3, 4, 3)(F(1, 3, 5, 5)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'Conv1d-call-ch': (lambda: nn.Conv1d(3, 4, 3)(F(1, 2, 5)), RuntimeError,
        "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be equal to 'C_"
        "in' of input 'weight' shape: 3, but got 'C_in' of input 'x' shape: 2, and 'group': 1."),
    'Conv3d-call-rank4': (lambda: nn.Conv3d(3, 4, 3)(F(1, 3, 5, 5)), ValueError,
        'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'MaxPool2d-call-rank2': (lambda: nn.MaxPool2d(2)(F(4, 4)), ValueError,
        'For primitive[MaxPool], the length of input must be equal to 4 , but got 2.'),
    'MaxPool2d-call-rank5': (lambda: nn.MaxPool2d(2)(F(1, 1, 1, 4, 4)), ValueError,
        'For primitive[MaxPool], the length of input must be equal to 4 , but got 5.'),
    'AvgPool2d-call-rank2': (lambda: nn.AvgPool2d(2)(F(4, 4)), ValueError,
        'For primitive[AvgPool], the x_rank must be equal to 4, but got 2.'),
    'MaxPool1d-call-rank4': (lambda: nn.MaxPool1d(2)(F(1, 1, 4, 4)), ValueError,
        "For 'MaxPool1d', the input must has 3 dim, but got 4"),
    'Dense-call-feat': (lambda: nn.Dense(3, 4)(F(2, 5)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and 'x2_row': 3."),
    'Dense-call-int': (lambda: nn.Dense(3, 4)(I(2, 3)), TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[Int"
        "32] and 'x2' with type Tensor[Float32]."),
    'Dense-call-None': (lambda: nn.Dense(3, 4)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Dense-call-np': (lambda: nn.Dense(3, 4)(np.ones((2, 3), np.float32)), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'numpy.ndarray'>"
        '.'),
    'Dense-call-f16': (lambda: nn.Dense(3, 4)(Tensor(np.ones((2, 3), np.float16))), TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[Flo"
        "at16] and 'x2' with type Tensor[Float32]."),
    'BatchNorm2d-call-rank2': (lambda: nn.BatchNorm2d(3)(F(2, 3)), ValueError,
        "For 'BatchNorm2d', the in_shape must have 4 dims, but got 2."),
    'BatchNorm2d-call-ch': (lambda: nn.BatchNorm2d(3)(F(2, 4, 2, 2)), ValueError,
        "For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: 4, bug got"
        ' scale.shape[0]: 3.'),
    'BatchNorm2d-call-int': (lambda: nn.BatchNorm2d(3)(I(2, 3, 2, 2)), TypeError,
        'For primitive[BatchNorm], the input argument[input_x] must be a type of {Tensor[Float16]'
        ', Tensor[Float32]}, but got Tensor[Int32].'),
    'BatchNorm1d-call-rank4': (lambda: nn.BatchNorm1d(3)(F(2, 3, 2, 2)), ValueError,
        "For 'BatchNorm1d', the must have 2 dims or 3 dims, but got 4."),
    'BatchNorm1d-call-ch': (lambda: nn.BatchNorm1d(3)(F(2, 4)), ValueError,
        "For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: 4, bug got"
        ' scale.shape[0]: 3.'),
    'LayerNorm-call-shape': (lambda: nn.LayerNorm((3,))(F(2, 4)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: [const"
        ' vector]{2, 4}, gamma shape: [const vector]{3}, beta shape: [const vector]{3}.'),
    'Embedding-call-None': (lambda: nn.Embedding(4, 3)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'LSTM-call-rank2': (lambda: nn.LSTM(3, 4)(F(2, 3)), ValueError,
        'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 2.'),
    'LSTM-call-feat': (lambda: nn.LSTM(3, 4)(F(2, 5, 4)), ValueError,
        'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 4.'),
    'GRU-call-rank2': (lambda: nn.GRU(3, 4)(F(2, 3)), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    'RNN-call-feat': (lambda: nn.RNN(3, 4)(F(2, 5, 4)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and 'x2_row': 3."),
    'LSTMCell-call-rank3': (lambda: nn.LSTMCell(3, 4)(F(2, 5, 3), (F(2, 4), F(2, 4))), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    'GRUCell-call-feat': (lambda: nn.GRUCell(3, 4)(F(2, 5), F(2, 4)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and 'x2_row': 3."),
    'MSELoss-call-shape': (lambda: nn.MSELoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of input.shape[2]"
        ' or other.shape[2] must be 1 or -1 when they are not the same, but got input.shape = [2,'
        ' 3] and other.shape = [3, 2]'),
    'MSELoss-call-None': (lambda: nn.MSELoss()(F(2, 3), None), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n"Tensor.sub(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(y='
        '<Any, Tensor>)"\n    missing required argument: y'),
    'L1Loss-call-shape': (lambda: nn.L1Loss()(F(2, 3), F(4)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of input.shape[2]"
        ' or other.shape[1] must be 1 or -1 when they are not the same, but got input.shape = [2,'
        ' 3] and other.shape = [4]'),
    'BCELoss-call-shape': (lambda: nn.BCELoss()(F(2, 3), F(3)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal to [3,]'),
    'CE-call-int': (lambda: nn.CrossEntropyLoss()(F(2, 3), F(2)), TypeError,
        "For 'CrossEntropyLoss', the 'labels' should be Int32, but got 'mindspore.float32'."),
    'CE-call-shape': (
        lambda: nn.CrossEntropyLoss()(F(2, 3), Tensor(np.zeros(3, np.int32))),
        ValueError,
        "For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, ...), and the s"
        "hape of 'labels' should be (N, d_0, d_1, ...), but get 'logits' shape: (2, 3) and 'label"
        "s' shape: (3,)."),
    'NLLLoss-call-shape': (lambda: nn.NLLLoss()(F(2, 3), Tensor(np.zeros(3, np.int32))), ValueError,
        'For primitive[GatherD], the x shape must be greater than or equal to 3, but got 2.'),
    'SCEWL-call-shape': (
        lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(
            F(2, 3), Tensor(np.zeros(3, np.int32))),
        ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be consistent with"
        " 'logits' shape, but got 'label' shape: (3, 3), 'logits' shape: (2, 3)."),
    'Softmax-call-int': (lambda: nn.Softmax()(I(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, Float16, Floa'
        't32, Float64}, but got Int32.'),
    'Softmax-call-axis': (lambda: nn.Softmax(axis=5)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 5.'),
    'ReLU-call-None': (lambda: nn.ReLU()(None), TypeError,
        'Failed calling ReLU with "ReLU()(input=None)".\nThe valid calling should be: \n"ReLU()(i'
        'nput=<Tensor>)".'),
    'ReLU-call-list': (lambda: nn.ReLU()([1.0, 2.0]), TypeError,
        'Failed calling ReLU with "ReLU()(input=List<float, float>)".\nThe valid calling should b'
        'e: \n"ReLU()(input=<Tensor>)".'),
    'Flatten-call-0d': (lambda: nn.Flatten()(Tensor(1.0)), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    'MHA-call-dim': (
        lambda: nn.MultiheadAttention(8, 2)(F(2, 3, 6), F(2, 3, 6), F(2, 3, 6)),
        ValueError,
        'The `embed_dim` should be 8, but got 6.'),
    'TEL-call-dim': (lambda: nn.TransformerEncoderLayer(8, 2)(F(2, 3, 6)), ValueError,
        'The `embed_dim` should be 8, but got 6.'),
    'PReLU-call-int': (lambda: nn.PReLU()(I(2, 3)), TypeError,
        'For primitive[PReLU], the input argument[x] must be a type of {Float16, Float32}, but go'
        't Int32.'),
    'BatchNorm1d-bogus': (lambda: nn.BatchNorm1d(2, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'BatchNorm3d-bogus': (lambda: nn.BatchNorm3d(2, bogus=1), TypeError,
        "BatchNorm3d.__init__() got an unexpected keyword argument 'bogus'"),
    'BatchNorm3d-missing': (lambda: nn.BatchNorm3d(), TypeError,
        "BatchNorm3d.__init__() missing 1 required positional argument: 'num_features'"),
    'SyncBatchNorm-bogus': (lambda: nn.SyncBatchNorm(2, bogus=1), TypeError,
        "SyncBatchNorm.__init__() got an unexpected keyword argument 'bogus'"),
    'InstanceNorm1d-bogus': (lambda: nn.InstanceNorm1d(2, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'InstanceNorm3d-many': (
        lambda: nn.InstanceNorm3d(2, 1e-5, 0.1, True, 'ones', 'zeros', ms.float32, 5),
        TypeError,
        'too many positional arguments'),
    'GroupNorm-missing': (lambda: nn.GroupNorm(2), TypeError,
        "GroupNorm.__init__() missing 1 required positional argument: 'num_channels'"),
    'Conv2d-many-kw': (lambda: nn.Conv2d(3, 4, 3, in_channels=3), TypeError,
        "multiple values for argument 'in_channels'"),
    'Conv2d-data_format-kw': (lambda: nn.Conv2d(3, 4, 3, data_format='NHWC'), ValueError,
        'For \'Conv2d\', the "NHWC" format only support in GPU target, but got the \'format\' is '
        'NHWC and the platform is CPU.'),
    'Conv2d-str-bogus': (lambda: nn.Conv2d('3', 4, 3, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'BatchNorm2d-mom-neg-str': (lambda: nn.BatchNorm2d('a', momentum='b'), TypeError,
        "For 'BatchNorm2d', the type of 'num_features' should be 'int', but got type 'str'."),
    'Pad-padsNoneitem': (lambda: nn.Pad(paddings=(None,)), TypeError,
        "object of type 'NoneType' has no len()"),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'AdaptiveMaxPool2d-neg': (lambda: nn.AdaptiveMaxPool2d(-1),
        'AdaptiveMaxPool2d()'),
    'AdaptiveMaxPool2d-str': (lambda: nn.AdaptiveMaxPool2d('a'),
        'AdaptiveMaxPool2d()'),
    'Dense-ok': (lambda: nn.Dense(3, 4),
        'Dense(input_channels=3, output_channels=4, has_bias=True)'),
    'BatchNorm1d-eps0': (lambda: nn.BatchNorm1d(2, eps=0),
        'BatchNorm1d(num_features=2, eps=0, momentum=0.9, gamma=Parameter (name=gamma, shape=(2,)'
        ', dtype=Float32, requires_grad=True), beta=Parameter (name=beta, shape=(2,), dtype=Float'
        '32, requires_grad=True), moving_mean=Parameter (name=mean, shape=(2,), dtype=Float32, re'
        'quires_grad=False), moving_variance=Parameter (name=variance, shape=(2,), dtype=Float32,'
        ' requires_grad=False))'),
    'BatchNorm1d-epsneg': (lambda: nn.BatchNorm1d(2, eps=-1.0),
        'BatchNorm1d(num_features=2, eps=-1.0, momentum=0.9, gamma=Parameter (name=gamma, shape=('
        '2,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta, shape=(2,), dtype=Fl'
        'oat32, requires_grad=True), moving_mean=Parameter (name=mean, shape=(2,), dtype=Float32,'
        ' requires_grad=False), moving_variance=Parameter (name=variance, shape=(2,), dtype=Float'
        '32, requires_grad=False))'),
    'BatchNorm2d-eps0': (lambda: nn.BatchNorm2d(2, eps=0),
        'BatchNorm2d(num_features=2, eps=0, momentum=0.9, gamma=Parameter (name=gamma, shape=(2,)'
        ', dtype=Float32, requires_grad=True), beta=Parameter (name=beta, shape=(2,), dtype=Float'
        '32, requires_grad=True), moving_mean=Parameter (name=mean, shape=(2,), dtype=Float32, re'
        'quires_grad=False), moving_variance=Parameter (name=variance, shape=(2,), dtype=Float32,'
        ' requires_grad=False))'),
    'BatchNorm2d-epsneg': (lambda: nn.BatchNorm2d(2, eps=-1.0),
        'BatchNorm2d(num_features=2, eps=-1.0, momentum=0.9, gamma=Parameter (name=gamma, shape=('
        '2,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta, shape=(2,), dtype=Fl'
        'oat32, requires_grad=True), moving_mean=Parameter (name=mean, shape=(2,), dtype=Float32,'
        ' requires_grad=False), moving_variance=Parameter (name=variance, shape=(2,), dtype=Float'
        '32, requires_grad=False))'),
    'BatchNorm3d-eps0': (lambda: nn.BatchNorm3d(2, eps=0),
        'BatchNorm3d(\n  (bn2d): BatchNorm2d(num_features=2, eps=0, momentum=0.9, gamma=Parameter'
        ' (name=bn2d.gamma, shape=(2,), dtype=Float32, requires_grad=True), beta=Parameter (name='
        'bn2d.beta, shape=(2,), dtype=Float32, requires_grad=True), moving_mean=Parameter (name=b'
        'n2d.moving_mean, shape=(2,), dtype=Float32, requires_grad=False), moving_variance=Parame'
        'ter (name=bn2d.moving_variance, shape=(2,), dtype=Float32, requires_grad=False))\n)'),
    'BatchNorm3d-epsneg': (lambda: nn.BatchNorm3d(2, eps=-1.0),
        'BatchNorm3d(\n  (bn2d): BatchNorm2d(num_features=2, eps=-1.0, momentum=0.9, gamma=Parame'
        'ter (name=bn2d.gamma, shape=(2,), dtype=Float32, requires_grad=True), beta=Parameter (na'
        'me=bn2d.beta, shape=(2,), dtype=Float32, requires_grad=True), moving_mean=Parameter (nam'
        'e=bn2d.moving_mean, shape=(2,), dtype=Float32, requires_grad=False), moving_variance=Par'
        'ameter (name=bn2d.moving_variance, shape=(2,), dtype=Float32, requires_grad=False))\n)'),
    'LayerNorm-ok': (lambda: nn.LayerNorm((3,)),
        'LayerNorm(normalized_shape=(3,), begin_norm_axis=-1, begin_params_axis=-1, gammaParamete'
        'r (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta'
        ', shape=(3,), dtype=Float32, requires_grad=True))'),
    'LayerNorm-list': (lambda: nn.LayerNorm([3]),
        'LayerNorm(normalized_shape=[3], begin_norm_axis=-1, begin_params_axis=-1, gammaParameter'
        ' (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta,'
        ' shape=(3,), dtype=Float32, requires_grad=True))'),
    'LayerNorm-bna': (lambda: nn.LayerNorm((3,), begin_norm_axis='a'),
        'LayerNorm(normalized_shape=(3,), begin_norm_axis=a, begin_params_axis=-1, gammaParameter'
        ' (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta,'
        ' shape=(3,), dtype=Float32, requires_grad=True))'),
    'LayerNorm-bpa': (lambda: nn.LayerNorm((3,), begin_params_axis=1.5),
        'LayerNorm(normalized_shape=(3,), begin_norm_axis=-1, begin_params_axis=1.5, gammaParamet'
        'er (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), beta=Parameter (name=bet'
        'a, shape=(3,), dtype=Float32, requires_grad=True))'),
    'LayerNorm-eps': (lambda: nn.LayerNorm((3,), epsilon='a'),
        'LayerNorm(normalized_shape=(3,), begin_norm_axis=-1, begin_params_axis=-1, gammaParamete'
        'r (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta'
        ', shape=(3,), dtype=Float32, requires_grad=True))'),
    'LayerNorm-epsneg': (lambda: nn.LayerNorm((3,), epsilon=-1.0),
        'LayerNorm(normalized_shape=(3,), begin_norm_axis=-1, begin_params_axis=-1, gammaParamete'
        'r (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), beta=Parameter (name=beta'
        ', shape=(3,), dtype=Float32, requires_grad=True))'),
    'Embedding-dtype': (lambda: nn.Embedding(4, 4, dtype=ms.float32),
        'Embedding(vocab_size=4, embedding_size=4, use_one_hot=False, embedding_table=Parameter ('
        'name=embedding_table, shape=(4, 4), dtype=Float32, requires_grad=True), dtype=Float32, p'
        'adding_idx=None)'),
    'RNN-ok': (lambda: nn.RNN(3, 4),
        'RNN(\n  (rnn): _DynamicRNNTanh()\n  (dropout_op): Dropout(p=0.0)\n)'),
    'LSTM-ok': (lambda: nn.LSTM(3, 4),
        'LSTM(\n  (rnn): _DynamicLSTMCPUGPU()\n  (dropout_op): Dropout(p=0.0)\n)'),
    'GRU-ok': (lambda: nn.GRU(3, 4),
        'GRU(\n  (rnn): _DynamicGRUCPUGPU()\n  (dropout_op): Dropout(p=0.0)\n)'),
    'TEL-ok': (lambda: nn.TransformerEncoderLayer(8, 2),
        'TransformerEncoderLayer(\n  (self_attn): MultiheadAttention(\n    (out_proj): Dense(inpu'
        't_channels=8, output_channels=8, has_bias=True)\n  )\n  (dense1): Dense(input_channels=8'
        ', output_channels=2048, has_bias=True)\n  (dropout): Dropout(p=0.1)\n  (dense2): Dense(i'
        'nput_channels=2048, output_channels=8, has_bias=True)\n  (norm1): LayerNorm(normalized_s'
        'hape=(8,), begin_norm_axis=-1, begin_params_axis=-1, gammaParameter (name=norm1.gamma, s'
        'hape=(8,), dtype=Float32, requires_grad=True), beta=Parameter (name=norm1.beta, shape=(8'
        ',), dtype=Float32, requires_grad=True))\n  (norm2): LayerNorm(normalized_shape=(8,), beg'
        'in_norm_axis=-1, begin_params_axis=-1, gammaParameter (name=norm2.gamma, shape=(8,), dty'
        'pe=Float32, requires_grad=True), beta=Parameter (name=norm2.beta, shape=(8,), dtype=Floa'
        't32, requires_grad=True))\n  (dropout1): Dropout(p=0.1)\n  (dropout2): Dropout(p=0.1)\n)'),
    'MHA-dropout': (lambda: nn.MultiheadAttention(8, 2, dropout=2.0),
        'MultiheadAttention(\n  (out_proj): Dense(input_channels=8, output_channels=8, has_bias=T'
        'rue)\n)'),
    'TE-layers': (lambda: nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2), -1),
        'TransformerEncoder(\n  (layers): CellList()\n)'),
    'Dropout-pNone': (lambda: nn.Dropout(p=None),
        'Dropout(keep_prob=0.5)'),
    'Dropout1d-p1': (lambda: nn.Dropout1d(p=1.0),
        'Dropout1d()'),
    'Dropout2d-p1': (lambda: nn.Dropout2d(p=1.0),
        'Dropout2d(p=0.0)'),
    'Dropout3d-p1': (lambda: nn.Dropout3d(p=1.0),
        'Dropout3d(p=0.0)'),
    'Dropout-both': (lambda: nn.Dropout(keep_prob=0.5, p=0.5),
        'Dropout(p=0.5)'),
    'Dropout-dtype': (lambda: nn.Dropout(dtype=ms.int32),
        'Dropout(keep_prob=0.5)'),
    'BCEWithLogitsLoss-red': (lambda: nn.BCEWithLogitsLoss(reduction='bogus'),
        'BCEWithLogitsLoss()'),
    'BCEWithLogitsLoss-redint': (lambda: nn.BCEWithLogitsLoss(reduction=1),
        'BCEWithLogitsLoss()'),
    'BCEWithLogitsLoss-redNone': (lambda: nn.BCEWithLogitsLoss(reduction=None),
        'BCEWithLogitsLoss()'),
    'BCEWithLogitsLoss-redupper': (lambda: nn.BCEWithLogitsLoss(reduction='MEAN'),
        'BCEWithLogitsLoss()'),
    'KLDivLoss-red': (lambda: nn.KLDivLoss(reduction='bogus'),
        'KLDivLoss()'),
    'KLDivLoss-redint': (lambda: nn.KLDivLoss(reduction=1),
        'KLDivLoss()'),
    'KLDivLoss-redNone': (lambda: nn.KLDivLoss(reduction=None),
        'KLDivLoss()'),
    'KLDivLoss-redupper': (lambda: nn.KLDivLoss(reduction='MEAN'),
        'KLDivLoss()'),
}
