"""Rows of ``test_bad_input_catalogue50`` (loss Cells and functionals: constructor values, inputs of
mismatched shapes or dtypes, and a Python list or number where a Tensor is taken (2.10 refuses it
in the Cell's own check, its functional's, its primitive's or by reading an attribute)): MindSpore
2.10's exception type and text for each call (measured on 2.10 CPU, one case per process (forked
after the imports), pynative_synchronize on; /tmp/s67/bad50/w/c1.py, c4.py and c5.py with
/tmp/s67/bad50/run.py).
Measured and left out (minicell differs or 2.10 computes): TripletMarginLoss int input
(RuntimeError: ''); SoftMarginLoss int (RuntimeError: 'The kernel SoftMarginLoss unregistered.');
TripletMarginLoss bcast ok (RuntimeError: '').
"""
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401
from bad_input_rows50_help import B, L  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'TripletMarginLoss shape mismatch': (
        lambda: nn.TripletMarginLoss()(F(2, 3), F(2, 4), F(2, 3)), ValueError,
        "For TripletMarginLoss, inputs' shape can't broadcast."),
    'TripletMarginLoss list input': (
        lambda: nn.TripletMarginLoss()([1.0], F(2, 3), F(2, 3)), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] "
        'must be all tensor and those type must be same. But got input '
        'argument[x]:List[Float32]\nValid type list: {Tensor[Complex128], '
        'Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], '
        'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], '
        'Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'PoissonNLLLoss reduction bad': (lambda: nn.PoissonNLLLoss(reduction='x'), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got x.'),
    'PoissonNLLLoss shape mismatch': (lambda: nn.PoissonNLLLoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [3, 2] and input2.shape = [2, 3]'),
    'PoissonNLLLoss list': (lambda: nn.PoissonNLLLoss()([1.0], F(2)), TypeError,
        "For 'PoissonNLLLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32]'"),
    'KLDivLoss shape mismatch': (lambda: nn.KLDivLoss()(F(2, 3), F(3, 2)), ValueError,
        'For primitive[KLDivLoss], the x shape: [2,3,] must be equal to [3,2,]'),
    'KLDivLoss int': (lambda: nn.KLDivLoss()(I(2, 3), I(2, 3)), TypeError,
        'For primitive[KLDivLoss], the input argument[x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'SoftMarginLoss shape mismatch': (lambda: nn.SoftMarginLoss()(F(2, 3), F(3, 2)), ValueError,
        'For primitive[SoftMarginLoss], the input_shape: [2,3,] must be equal to [3,2,]'),
    'SoftMarginLoss list': (lambda: nn.SoftMarginLoss()([1.0], F(1)), TypeError,
        'Failed calling SoftMarginLoss with '
        '"SoftMarginLoss(reduction=string)(input=List<float>, target=Tensor)".\nThe '
        'valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'MultiLabelSoftMarginLoss reduction bad': (
        lambda: nn.MultiLabelSoftMarginLoss(reduction='x'), ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', "
        "'none'], but got x."),
    'MultiLabelSoftMarginLoss shape mismatch': (
        lambda: nn.MultiLabelSoftMarginLoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [3, 2] and input2.shape = [2, 3]'),
    'MultilabelMarginLoss reduction bad': (
        lambda: nn.MultilabelMarginLoss(reduction='x'), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in "
        "'['none', 'sum', 'mean']', but got 'x'."),
    'MultilabelMarginLoss float target': (
        lambda: nn.MultilabelMarginLoss()(F(2, 3), F(2, 3)), TypeError,
        'For primitive[MultilabelMarginLoss], the input argument[target] must be a '
        'type of {Tensor[Int32]}, but got Tensor[Float32].'),
    'MultilabelMarginLoss shape mismatch': (
        lambda: nn.MultilabelMarginLoss()(F(2, 3), I(3, 2)), ValueError,
        'For MultilabelMarginLoss, x_shape and target_shape should be the same, while '
        'x_shape is : [const vector]{2, 3}, target_shape is : [const vector]{3, 2}.'),
    'HuberLoss reduction bad': (lambda: nn.HuberLoss(reduction='x'), ValueError,
        "For 'HuberLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'x.'),
    'HuberLoss shape mismatch': (lambda: nn.HuberLoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'Sub', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [2, 3] and input2.shape = [3, 2]'),
    'SmoothL1Loss beta str': (lambda: nn.SmoothL1Loss(beta='a'), TypeError,
        "For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, int, float]', "
        "but got <class 'str'>."),
    'SmoothL1Loss reduction bad': (lambda: nn.SmoothL1Loss(reduction='x'), ValueError,
        "For 'SmoothL1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got x.'),
    'SmoothL1Loss shape mismatch': (lambda: nn.SmoothL1Loss()(F(2, 3), F(3, 2)), ValueError,
        'For primitive[SmoothL1Loss], the prediction_shape: [2,3,] must be equal to '
        '[3,2,]'),
    'SmoothL1Loss dtype mismatch': (lambda: nn.SmoothL1Loss()(F(2, 3), I(2, 3)), TypeError,
        'Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Float32 Float32 Int64], '
        'output[Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but '
        'get input[[const vector]{Float32, Int32, Float32, Int64}], output[[const '
        'vector]{Float32}].'),
    'L1Loss reduction bad': (lambda: nn.L1Loss(reduction='x'), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'L1Loss shape mismatch': (lambda: nn.L1Loss()(F(2, 3), F(3, 2)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[2] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'L1Loss list': (lambda: nn.L1Loss()([1.0], F(1)), TypeError,
        "For 'l1_loss', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'MSELoss reduction None': (lambda: nn.MSELoss(reduction=None), ValueError,
        "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'None.'),
    'MSELoss shape mismatch': (lambda: nn.MSELoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[2] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'BCELoss reduction bad': (lambda: nn.BCELoss(reduction='x'), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'BCELoss shape mismatch': (lambda: nn.BCELoss()(F(2, 3), F(3, 2)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal to '
        '[3,2,]'),
    'BCELoss int': (lambda: nn.BCELoss()(I(2, 3), I(2, 3)), TypeError,
        'For Primitive[BinaryCrossEntorpy], the type of the input must be [Float16, '
        'Float32, BFloat16], but got Int32!'),
    'BCEWithLogitsLoss shape mismatch': (
        lambda: nn.BCEWithLogitsLoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not equal, "
        "'input' shape: [const vector]{2, 3}, 'target' shape: [const vector]{3, 2}"),
    'BCEWithLogitsLoss int': (lambda: nn.BCEWithLogitsLoss()(I(2, 3), I(2, 3)), TypeError,
        'For primitive[BCEWithLogitsLoss], the input argument[input] must be a type of '
        '{BFloat16, Float16, Float32}, but got Int32.'),
    'CosineEmbeddingLoss margin big': (lambda: nn.CosineEmbeddingLoss(margin=2.0), ValueError,
        "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], but "
        "got 2.0 with type 'float'."),
    'CosineEmbeddingLoss margin int': (lambda: nn.CosineEmbeddingLoss(margin=1), TypeError,
        "For 'CosineEmbeddingLoss', the type of 'margin' should be 'float', but got "
        "type 'int'."),
    'CosineEmbeddingLoss reduction bad': (
        lambda: nn.CosineEmbeddingLoss(reduction='x'), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', "
        "'none'], but got x."),
    'CosineEmbeddingLoss shape mismatch': (
        lambda: nn.CosineEmbeddingLoss()(F(2, 3), F(2, 4), I(2)), ValueError,
        "For 'SameTypeShape', the x shape should be = y shape: (2, 4), but got (2, 3)."),
    'MarginRankingLoss reduction bad': (lambda: nn.MarginRankingLoss(reduction='x'), ValueError,
        "For 'MarginRankingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
        'but got x.'),
    'MarginRankingLoss shape mismatch': (
        lambda: nn.MarginRankingLoss()(F(2), F(3), F(2)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[1] or other.shape[1] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2] and other.shape = [3]'),
    'MultiMarginLoss p 3': (lambda: nn.MultiMarginLoss(p=3), ValueError,
        "For 'MultiMarginLoss', the 'p' must be int and must in {1, 2}, but got '3' "
        "with type 'int'."),
    'MultiMarginLoss margin str': (lambda: nn.MultiMarginLoss(margin='a'), TypeError,
        "For 'MultiMarginLoss', the type of 'margin' should be 'float', but got type "
        "'str'."),
    'MultiMarginLoss reduction bad': (lambda: nn.MultiMarginLoss(reduction='x'), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', "
        "'sum', 'mean']', but got 'x'."),
    'MultiMarginLoss float target': (lambda: nn.MultiMarginLoss()(F(2, 3), F(2)), TypeError,
        'For primitive[MultiMarginLoss], the input argument[target] must be a type of '
        '{Tensor[Int64]}, but got Tensor[Float32].'),
    'HingeEmbeddingLoss margin str': (lambda: nn.HingeEmbeddingLoss(margin='a'), TypeError,
        "For 'HingeEmbeddingLoss', the type of 'margin' should be one of '['float', "
        "'int']', but got type 'str'."),
    'HingeEmbeddingLoss reduction bad': (lambda: nn.HingeEmbeddingLoss(reduction='x'), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in "
        "'['none', 'sum', 'mean']', but got 'x'."),
    'HingeEmbeddingLoss shape mismatch': (
        lambda: nn.HingeEmbeddingLoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [3, 2] and input2.shape = [2, 3]'),
    'GaussianNLLLoss full int': (lambda: nn.GaussianNLLLoss(full=1), TypeError,
        "For 'GaussianNLLLoss', the type of 'full' should be 'bool', but got type "
        "'int'."),
    'GaussianNLLLoss eps 0': (lambda: nn.GaussianNLLLoss(eps=0.0), ValueError,
        "For 'GaussianNLLLoss', the 'eps' must be in range of (0, inf), but got 0.0 "
        "with type 'float'."),
    'GaussianNLLLoss eps str': (lambda: nn.GaussianNLLLoss(eps='a'), TypeError,
        "For 'GaussianNLLLoss', the 'eps' must be 'float',  but got 'str'."),
    'GaussianNLLLoss reduction bad': (lambda: nn.GaussianNLLLoss(reduction='x'), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', "
        "'mean', 'sum']', but got 'x'."),
    'NLLLoss ignore_index str': (lambda: nn.NLLLoss(ignore_index='a'), TypeError,
        "For 'NLLLoss', the type of 'ignore_index' should be 'int', but got type 'str'."),
    'NLLLoss reduction bad': (lambda: nn.NLLLoss(reduction='x'), ValueError,
        "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'NLLLoss float target': (lambda: nn.NLLLoss()(F(2, 3), F(2)), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'NLLLoss target shape': (lambda: nn.NLLLoss()(F(2, 3), I(3)), ValueError,
        'For primitive[GatherD], the x shape must be greater than or equal to 3, but '
        'got 2.'),
    'CrossEntropyLoss label_smoothing neg': (
        lambda: nn.CrossEntropyLoss(label_smoothing=-0.1), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], "
        "but got -0.1 with type 'float'."),
    'CrossEntropyLoss label_smoothing big': (
        lambda: nn.CrossEntropyLoss(label_smoothing=1.5), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], "
        "but got 1.5 with type 'float'."),
    'CrossEntropyLoss ignore_index str': (lambda: nn.CrossEntropyLoss(ignore_index='a'), TypeError,
        "For 'CrossEntropyLoss', the type of 'ignore_index' should be 'int', but got "
        "type 'str'."),
    'CrossEntropyLoss reduction bad': (lambda: nn.CrossEntropyLoss(reduction='x'), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
        'but got x.'),
    'CrossEntropyLoss target shape': (lambda: nn.CrossEntropyLoss()(F(2, 3), I(3)), ValueError,
        "For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, "
        "...), and the shape of 'labels' should be (N, d_0, d_1, ...), but get "
        "'logits' shape: (2, 3) and 'labels' shape: (3,)."),
    'FocalLoss gamma str': (lambda: nn.FocalLoss(gamma='a'), TypeError,
        "The type of 'gamma' should be 'float', but got type 'str'."),
    'FocalLoss weight list': (lambda: nn.FocalLoss(weight=[1.0]), TypeError,
        "For 'FocalLoss', the type of 'weight' must be a Tensor, but got list."),
    'FocalLoss reduction bad': (lambda: nn.FocalLoss(reduction='x'), ValueError,
        "For 'FocalLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'x.'),
    'DiceLoss smooth 0': (lambda: nn.DiceLoss(smooth=0.0), ValueError,
        "The 'smooth' must be float and must > 0, but got '0.0' with type 'float'."),
    'DiceLoss smooth str': (lambda: nn.DiceLoss(smooth='a'), TypeError,
        "The 'smooth' must be float, but got 'str'"),
    'DiceLoss shape mismatch': (lambda: nn.DiceLoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'DiceLoss', the 'logits_shape' should be = label_shape: (3, 2), but got "
        '(2, 3).'),
    'RMSELoss shape mismatch': (lambda: nn.RMSELoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[2] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'MAELoss reduction bad': (lambda: nn.MAELoss(reduction='x'), ValueError,
        "For 'MAELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'MAELoss shape mismatch': (lambda: nn.MAELoss()(F(2, 3), F(3, 2)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[2] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'L1Loss list first': (lambda: nn.L1Loss()([1.0, 0.0], F(2)), TypeError,
        "For 'l1_loss', the 'input' must be a Tensor, but got 'List[Float32*2]'"),
    'L1Loss list second': (lambda: nn.L1Loss()(F(2), [1.0, 0.0]), TypeError,
        "For 'l1_loss', the 'target' must be a Tensor, but got 'List[Float32*2]'"),
    'MSELoss list first': (lambda: nn.MSELoss()([1.0, 0.0], F(2)), TypeError,
        "For 'MSELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'MSELoss list second': (lambda: nn.MSELoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'MSELoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'SmoothL1Loss list first': (lambda: nn.SmoothL1Loss()([1.0, 0.0], F(2)), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=List<float, float>, target=Tensor)".\nThe valid '
        'calling should be: \n"SmoothL1Loss(beta=<bool, int, float>, '
        'reduction=<string>)(prediction=<Tensor>, target=<Tensor>)".'),
    'SmoothL1Loss list second': (lambda: nn.SmoothL1Loss()(F(2), [1.0, 0.0]), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=Tensor, target=List<float, float>)".\nThe valid '
        'calling should be: \n"SmoothL1Loss(beta=<bool, int, float>, '
        'reduction=<string>)(prediction=<Tensor>, target=<Tensor>)".'),
    'SoftMarginLoss list first': (lambda: nn.SoftMarginLoss()([1.0, 0.0], F(2)), TypeError,
        'Failed calling SoftMarginLoss with '
        '"SoftMarginLoss(reduction=string)(input=List<float, float>, target=Tensor)".\n'
        'The valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'SoftMarginLoss list second': (lambda: nn.SoftMarginLoss()(F(2), [1.0, 0.0]), TypeError,
        'Failed calling SoftMarginLoss with '
        '"SoftMarginLoss(reduction=string)(input=Tensor, target=List<float, float>)".\n'
        'The valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'HuberLoss list first': (lambda: nn.HuberLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'huber_loss', the 'input' must be a Tensor, but got 'List[Float32*2]'"),
    'HuberLoss list second': (lambda: nn.HuberLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'huber_loss', the 'target' must be a Tensor, but got 'List[Float32*2]'"),
    'KLDivLoss list first': (lambda: nn.KLDivLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'KLDivLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'KLDivLoss list second': (lambda: nn.KLDivLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'KLDivLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'BCELoss list first': (lambda: nn.BCELoss()([1.0, 0.0], F(2)), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=List<float, float>, '
        'target=Tensor, weight=None)".\nThe valid calling should be: \n'
        '"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>)".'),
    'BCELoss list second': (lambda: nn.BCELoss()(F(2), [1.0, 0.0]), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=Tensor, target=List<float, '
        'float>, weight=None)".\nThe valid calling should be: \n'
        '"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>)".'),
    'BCEWithLogitsLoss list first': (lambda: nn.BCEWithLogitsLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'BCEWithLogitsLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'BCEWithLogitsLoss list second': (lambda: nn.BCEWithLogitsLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'BCEWithLogitsLoss', the 'target' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'MultiLabelSoftMarginLoss list first': (
        lambda: nn.MultiLabelSoftMarginLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'multilabel_soft_margin_loss', the 'input' must be a Tensor, but got "
        "'List[Float32*2]'"),
    'MultiLabelSoftMarginLoss list second': (
        lambda: nn.MultiLabelSoftMarginLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'multilabel_soft_margin_loss', the 'target' must be a Tensor, but got "
        "'List[Float32*2]'"),
    'MultilabelMarginLoss list first': (
        lambda: nn.MultilabelMarginLoss()([1.0, 0.0], F(2)), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[x] must be '
        'Tensor but got List[Float32*2].'),
    'MultilabelMarginLoss list second': (
        lambda: nn.MultilabelMarginLoss()(F(2), [1.0, 0.0]), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[target] must '
        'be Tensor but got List[Float32*2].'),
    'PoissonNLLLoss list first': (lambda: nn.PoissonNLLLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'PoissonNLLLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'PoissonNLLLoss list second': (lambda: nn.PoissonNLLLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'PoissonNLLLoss', the 'target' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'NLLLoss list first': (lambda: nn.NLLLoss()([1.0, 0.0], F(2)), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'NLLLoss list second': (lambda: nn.NLLLoss()(F(2), [1.0, 0.0]), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'CrossEntropyLoss list first': (lambda: nn.CrossEntropyLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'CrossEntropyLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'CrossEntropyLoss list second': (lambda: nn.CrossEntropyLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'CrossEntropyLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'MAELoss list first': (lambda: nn.MAELoss()([1.0, 0.0], F(2)), TypeError,
        "For 'MAELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'MAELoss list second': (lambda: nn.MAELoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'MAELoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'RMSELoss list first': (lambda: nn.RMSELoss()([1.0, 0.0], F(2)), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'RMSELoss list second': (lambda: nn.RMSELoss()(F(2), [1.0, 0.0]), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'DiceLoss list first': (lambda: nn.DiceLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'DiceLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'DiceLoss list second': (lambda: nn.DiceLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'DiceLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'FocalLoss list first': (lambda: nn.FocalLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'FocalLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'FocalLoss list second': (lambda: nn.FocalLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'FocalLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'HingeEmbeddingLoss list first': (
        lambda: nn.HingeEmbeddingLoss()([1.0, 0.0], F(2)), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'HingeEmbeddingLoss list second': (
        lambda: nn.HingeEmbeddingLoss()(F(2), [1.0, 0.0]), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'MultiMarginLoss list first': (lambda: nn.MultiMarginLoss()([1.0, 0.0], F(2)), TypeError,
        "For 'MultiMarginLoss', the 'x' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'MultiMarginLoss list second': (lambda: nn.MultiMarginLoss()(F(2), [1.0, 0.0]), TypeError,
        "For 'MultiMarginLoss', the 'target' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'TripletMarginLoss list first': (
        lambda: nn.TripletMarginLoss()([1.0, 0.0], F(2), F(2)), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] "
        'must be all tensor and those type must be same. But got input '
        'argument[x]:List[Float32*2]\nValid type list: {Tensor[Complex128], '
        'Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], '
        'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], '
        'Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'TripletMarginLoss list last': (
        lambda: nn.TripletMarginLoss()(F(2), F(2), [1.0, 0.0]), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] "
        'must be all tensor and those type must be same. But got input '
        'argument[negative]:List[Float32*2]\nValid type list: {Tensor[Complex128], '
        'Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], '
        'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], '
        'Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'CosineEmbeddingLoss list first': (
        lambda: nn.CosineEmbeddingLoss()([1.0, 0.0], F(2), F(2)), TypeError,
        "For 'CosineEmbeddingLoss', the 'logits_x1' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'CosineEmbeddingLoss list last': (
        lambda: nn.CosineEmbeddingLoss()(F(2), F(2), [1.0, 0.0]), TypeError,
        "For 'CosineEmbeddingLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'MarginRankingLoss list first': (
        lambda: nn.MarginRankingLoss()([1.0, 0.0], F(2), F(2)), TypeError,
        "For 'margin_ranking_loss', the 'input1' must be a Tensor, but got "
        "'List[Float32*2]'"),
    'MarginRankingLoss list last': (
        lambda: nn.MarginRankingLoss()(F(2), F(2), [1.0, 0.0]), TypeError,
        "For 'margin_ranking_loss', the 'target' must be a Tensor, but got "
        "'List[Float32*2]'"),
    'GaussianNLLLoss list first': (lambda: nn.GaussianNLLLoss()([1.0, 0.0], F(2), F(2)), TypeError,
        "For 'GaussianNLLLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'GaussianNLLLoss list last': (lambda: nn.GaussianNLLLoss()(F(2), F(2), [1.0, 0.0]), TypeError,
        "For 'GaussianNLLLoss', the 'var' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'SmoothL1Loss int both': (lambda: nn.SmoothL1Loss()(I(2, 3), I(2, 3)), TypeError,
        'Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Float32 Float32 Int64], '
        'output[Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but '
        'get input[[const vector]{Int32, Int32, Float32, Int64}], output[[const '
        'vector]{Int32}].'),
    'SmoothL1Loss int first': (lambda: nn.SmoothL1Loss()(I(2, 3), F(2, 3)), TypeError,
        'Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Float32 Float32 Int64], '
        'output[Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but '
        'get input[[const vector]{Int32, Float32, Float32, Int64}], output[[const '
        'vector]{Float32}].'),
    'SmoothL1Loss bool': (lambda: nn.SmoothL1Loss()(B(2, 3), B(2, 3)), TypeError,
        'Select CPU operator[SmoothL1Loss] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Float32 Float32 Int64], '
        'output[Float32];input[Float64 Float64 Float32 Int64], output[Float64];,\n but '
        'get input[[const vector]{Bool, Bool, Float32, Int64}], output[[const '
        'vector]{Bool}].'),
    'MultilabelMarginLoss int64 target': (
        lambda: nn.MultilabelMarginLoss()(F(2, 3), L(2, 3)), TypeError,
        'For primitive[MultilabelMarginLoss], the input argument[target] must be a '
        'type of {Tensor[Int32]}, but got Tensor[Int64].'),
    'MultilabelMarginLoss bool target': (
        lambda: nn.MultilabelMarginLoss()(F(2, 3), B(2, 3)), TypeError,
        'For primitive[MultilabelMarginLoss], the input argument[target] must be a '
        'type of {Tensor[Int32]}, but got Tensor[Bool].'),
    'MultilabelMarginLoss 1d mismatch': (lambda: nn.MultilabelMarginLoss()(F(3), I(2)), ValueError,
        'For MultilabelMarginLoss, x_shape and target_shape should be the same, while '
        'x_shape is : [const vector]{3}, target_shape is : [const vector]{2}.'),
    'TripletMarginLoss 3 shapes': (
        lambda: nn.TripletMarginLoss()(F(2, 3), F(2, 3), F(3, 3)), ValueError,
        "For TripletMarginLoss, inputs' shape can't broadcast."),
    'MAELoss bcast': (lambda: nn.MAELoss()(F(2, 3), F(2, 4)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[3] or other.shape[3] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2, 3] and other.shape = [2, 4]'),
}
