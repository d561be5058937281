"""Rows of ``test_bad_input_catalogue55``: loss Cells' reduction strings, constructor arguments
and operand shapes and dtypes; built-in Cells (losses, activations, pooling, norms) called with
a str, None or bool where they take a Tensor. 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process; /tmp/s72/bad55/w/l1.py, c1.py, c2.py).
GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, amp, mint, nn, ops  # noqa: F401  (the rows' calls)
import minicell.dataset.audio as AU  # noqa: F401
import minicell.dataset.text as TX  # noqa: F401
import minicell.dataset.transforms as T  # noqa: F401
import minicell.dataset.vision as V  # noqa: F401
from bad_input_rows55_help import (A, F, G, I, IMG, L, N, Net, P, PS, S, W, f, f2,  # noqa: F401
                                   gi, gset, pi, pset, w)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'L1Loss red bad': (lambda: L(nn.L1Loss, reduction='bogus'), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'L1Loss red int': (lambda: L(nn.L1Loss, reduction=1), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'L1Loss red None': (lambda: L(nn.L1Loss, reduction=None), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'MSELoss red bad': (lambda: L(nn.MSELoss, reduction='bogus'), ValueError,
        "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'MSELoss red int': (lambda: L(nn.MSELoss, reduction=1), ValueError,
        "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'MSELoss red None': (lambda: L(nn.MSELoss, reduction=None), ValueError,
        "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'SmoothL1Loss red bad': (lambda: L(nn.SmoothL1Loss, reduction='bogus'), ValueError,
        "For 'SmoothL1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'SmoothL1Loss red int': (lambda: L(nn.SmoothL1Loss, reduction=1), ValueError,
        "For 'SmoothL1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'SmoothL1Loss red None': (lambda: L(nn.SmoothL1Loss, reduction=None), ValueError,
        "For 'SmoothL1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'BCELoss red bad': (lambda: L(nn.BCELoss, reduction='bogus'), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'BCELoss red int': (lambda: L(nn.BCELoss, reduction=1), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'BCELoss red None': (lambda: L(nn.BCELoss, reduction=None), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'CosineEmbeddingLoss red bad': (
        lambda: L(nn.CosineEmbeddingLoss, reduction='bogus'), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got bogus.'),
    'CosineEmbeddingLoss red int': (lambda: L(nn.CosineEmbeddingLoss, reduction=1), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got 1.'),
    'CosineEmbeddingLoss red None': (lambda: L(nn.CosineEmbeddingLoss, reduction=None), ValueError,
        "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
        'got None.'),
    'MultiMarginLoss red bad': (lambda: L(nn.MultiMarginLoss, reduction='bogus'), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'bogus'."),
    'MultiMarginLoss red int': (lambda: L(nn.MultiMarginLoss, reduction=1), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got '1'."),
    'MultiMarginLoss red None': (lambda: L(nn.MultiMarginLoss, reduction=None), ValueError,
        "For 'MultiMarginLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'None'."),
    'MultiLabelSoftMarginLoss red bad': (
        lambda: L(nn.MultiLabelSoftMarginLoss, reduction='bogus'), ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
        'but got bogus.'),
    'MultiLabelSoftMarginLoss red int': (
        lambda: L(nn.MultiLabelSoftMarginLoss, reduction=1), ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
        'but got 1.'),
    'MultiLabelSoftMarginLoss red None': (
        lambda: L(nn.MultiLabelSoftMarginLoss, reduction=None), ValueError,
        "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
        'but got None.'),
    'HuberLoss red bad': (lambda: L(nn.HuberLoss, reduction='bogus'), ValueError,
        "For 'HuberLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'HuberLoss red int': (lambda: L(nn.HuberLoss, reduction=1), ValueError,
        "For 'HuberLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'HuberLoss red None': (lambda: L(nn.HuberLoss, reduction=None), ValueError,
        "For 'HuberLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'PoissonNLLLoss red bad': (lambda: L(nn.PoissonNLLLoss, reduction='bogus'), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'bogus.'),
    'PoissonNLLLoss red int': (lambda: L(nn.PoissonNLLLoss, reduction=1), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'PoissonNLLLoss red None': (lambda: L(nn.PoissonNLLLoss, reduction=None), ValueError,
        "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'None.'),
    'GaussianNLLLoss red bad': (lambda: L(nn.GaussianNLLLoss, reduction='bogus'), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', "
        "'sum']', but got 'bogus'."),
    'GaussianNLLLoss red int': (lambda: L(nn.GaussianNLLLoss, reduction=1), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', "
        "'sum']', but got '1'."),
    'GaussianNLLLoss red None': (lambda: L(nn.GaussianNLLLoss, reduction=None), ValueError,
        "For 'gaussian_nll_loss', the 'reduction' must be str and must be in '['none', 'mean', "
        "'sum']', but got 'None'."),
    'HingeEmbeddingLoss red bad': (lambda: L(nn.HingeEmbeddingLoss, reduction='bogus'), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'bogus'."),
    'HingeEmbeddingLoss red int': (lambda: L(nn.HingeEmbeddingLoss, reduction=1), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got '1'."),
    'HingeEmbeddingLoss red None': (lambda: L(nn.HingeEmbeddingLoss, reduction=None), ValueError,
        "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in '['none', 'sum', "
        "'mean']', but got 'None'."),
    'MarginRankingLoss red bad': (lambda: L(nn.MarginRankingLoss, reduction='bogus'), ValueError,
        "For 'MarginRankingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'bogus.'),
    'MarginRankingLoss red int': (lambda: L(nn.MarginRankingLoss, reduction=1), ValueError,
        "For 'MarginRankingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        '1.'),
    'MarginRankingLoss red None': (lambda: L(nn.MarginRankingLoss, reduction=None), ValueError,
        "For 'MarginRankingLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'None.'),
    'CrossEntropyLoss red bad': (lambda: L(nn.CrossEntropyLoss, reduction='bogus'), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'bogus.'),
    'CrossEntropyLoss red int': (lambda: L(nn.CrossEntropyLoss, reduction=1), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'CrossEntropyLoss red None': (lambda: L(nn.CrossEntropyLoss, reduction=None), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'None.'),
    'NLLLoss red bad': (lambda: L(nn.NLLLoss, reduction='bogus'), ValueError,
        "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'NLLLoss red int': (lambda: L(nn.NLLLoss, reduction=1), ValueError,
        "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'NLLLoss red None': (lambda: L(nn.NLLLoss, reduction=None), ValueError,
        "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'MultilabelMarginLoss red bad': (
        lambda: L(nn.MultilabelMarginLoss, reduction='bogus'), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', "
        "'sum', 'mean']', but got 'bogus'."),
    'MultilabelMarginLoss red int': (lambda: L(nn.MultilabelMarginLoss, reduction=1), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', "
        "'sum', 'mean']', but got '1'."),
    'MultilabelMarginLoss red None': (
        lambda: L(nn.MultilabelMarginLoss, reduction=None), ValueError,
        "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in '['none', "
        "'sum', 'mean']', but got 'None'."),
    'RMSELoss red bad': (lambda: L(nn.RMSELoss, reduction='bogus'), TypeError,
        "RMSELoss.__init__() got an unexpected keyword argument 'reduction'"),
    'RMSELoss red int': (lambda: L(nn.RMSELoss, reduction=1), TypeError,
        "RMSELoss.__init__() got an unexpected keyword argument 'reduction'"),
    'RMSELoss red None': (lambda: L(nn.RMSELoss, reduction=None), TypeError,
        "RMSELoss.__init__() got an unexpected keyword argument 'reduction'"),
    'MAELoss red bad': (lambda: L(nn.MAELoss, reduction='bogus'), ValueError,
        "For 'MAELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'MAELoss red int': (lambda: L(nn.MAELoss, reduction=1), ValueError,
        "For 'MAELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'MAELoss red None': (lambda: L(nn.MAELoss, reduction=None), ValueError,
        "For 'MAELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'FocalLoss red bad': (lambda: L(nn.FocalLoss, reduction='bogus'), ValueError,
        "For 'FocalLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'FocalLoss red int': (lambda: L(nn.FocalLoss, reduction=1), ValueError,
        "For 'FocalLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'FocalLoss red None': (lambda: L(nn.FocalLoss, reduction=None), ValueError,
        "For 'FocalLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got None."),
    'DiceLoss red bad': (lambda: L(nn.DiceLoss, reduction='bogus'), TypeError,
        "DiceLoss.__init__() got an unexpected keyword argument 'reduction'"),
    'DiceLoss red int': (lambda: L(nn.DiceLoss, reduction=1), TypeError,
        "DiceLoss.__init__() got an unexpected keyword argument 'reduction'"),
    'DiceLoss red None': (lambda: L(nn.DiceLoss, reduction=None), TypeError,
        "DiceLoss.__init__() got an unexpected keyword argument 'reduction'"),
    'SampledSoftmaxLoss red bad': (lambda: L(nn.SampledSoftmaxLoss, reduction='bogus'), TypeError,
        "SampledSoftmaxLoss.__init__() missing 2 required positional arguments: 'num_sampled' "
        "and 'num_classes'"),
    'SampledSoftmaxLoss red int': (lambda: L(nn.SampledSoftmaxLoss, reduction=1), TypeError,
        "SampledSoftmaxLoss.__init__() missing 2 required positional arguments: 'num_sampled' "
        "and 'num_classes'"),
    'SampledSoftmaxLoss red None': (lambda: L(nn.SampledSoftmaxLoss, reduction=None), TypeError,
        "SampledSoftmaxLoss.__init__() missing 2 required positional arguments: 'num_sampled' "
        "and 'num_classes'"),
    'SoftmaxCrossEntropyWithLogits red bad': (
        lambda: L(nn.SoftmaxCrossEntropyWithLogits, reduction='bogus'), ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', "
        "'none'], but got bogus."),
    'SoftmaxCrossEntropyWithLogits red int': (
        lambda: L(nn.SoftmaxCrossEntropyWithLogits, reduction=1), ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', "
        "'none'], but got 1."),
    'SoftmaxCrossEntropyWithLogits red None': (
        lambda: L(nn.SoftmaxCrossEntropyWithLogits, reduction=None), ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', 'sum', "
        "'none'], but got None."),
    'LossBase bad': (lambda: L(nn.LossBase, 'bogus'), ValueError,
        "For 'LossBase', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'LossBase int': (lambda: L(nn.LossBase, 1), ValueError,
        "For 'LossBase', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'LossBase upper': (lambda: L(nn.LossBase, 'MEAN'), ValueError,
        "For 'LossBase', the 'reduction' must be in ['mean', 'sum', 'none'], but got MEAN."),
    'LossBase dtype': (lambda: L(nn.LossBase, 'mean', dtype='a'), TypeError,
        "LossBase.__init__() got an unexpected keyword argument 'dtype'"),
    'LossBase get_loss w bad': (
        lambda: nn.LossBase('sum').get_loss(F(2, 3), weights=F(4)), ValueError,
        "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[1] or input2.shape[2] must be 1 or -1 when they are not the same, but '
        'got input1.shape = [4] and input2.shape = [2, 3]'),
    'LossBase get_loss w str': (
        lambda: nn.LossBase('sum').get_loss(F(2, 3), weights='a'), TypeError,
        'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe valid '
        'calling should be: \n"Cast()(input=<Number, Tensor>, dtype=<mindspore.dtype>)".'),
    'LossBase construct': (lambda: nn.LossBase()(F(2)), TypeError,
        "LossBase.construct() missing 1 required positional argument: 'labels'"),
    'L1 shape': (lambda: nn.L1Loss()(F(2, 3), F(4)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[1] must be 1 or -1 when they are not the same, but got '
        'input.shape = [2, 3] and other.shape = [4]'),
    'L1 np': (lambda: nn.L1Loss()(F(2, 3), np.ones((2, 3), np.float32)), TypeError,
        "For 'l1_loss', the 'target' must be a Tensor, but got 'External'"),
    'L1 int': (lambda: nn.L1Loss()(F(2, 3), 1), TypeError,
        "For 'l1_loss', the 'target' must be a Tensor, but got 'Int64'"),
    'MSE shape': (lambda: nn.MSELoss()(F(2, 3), F(4)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[1] must be 1 or -1 when they are not the same, but got '
        'input.shape = [2, 3] and other.shape = [4]'),
    'MSE str': (lambda: nn.MSELoss()(F(2, 3), 'a'), TypeError,
        "For 'MSELoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'SmoothL1 beta str': (lambda: L(nn.SmoothL1Loss, beta='a'), TypeError,
        "For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, int, float]', but got "
        "<class 'str'>."),
    'SmoothL1 shape': (lambda: nn.SmoothL1Loss()(F(2, 3), F(3)), ValueError,
        'For primitive[SmoothL1Loss], the prediction_shape: [2,3,] must be equal to [3,]'),
    'BCE shape': (lambda: nn.BCELoss()(F(2, 3), F(3)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal to [3,]'),
    'BCE weight shape': (lambda: nn.BCELoss(weight=F(4))(F(2, 3), F(2, 3)), ValueError,
        "For 'BinaryCrossEntropy', the shape of 'weight' can not broadcast to the shape of "
        "'input'."),
    'BCEWL pos_weight': (
        lambda: nn.BCEWithLogitsLoss(pos_weight=F(4))(F(2, 3), F(2, 3)), ValueError,
        "For 'BCEWithLogitsLoss', the shape of 'pos_weight' can not broadcast to the shape of "
        "'input'."),
    'BCEWL shape': (lambda: nn.BCEWithLogitsLoss()(F(2, 3), F(2, 4)), ValueError,
        "For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not equal, 'input' "
        "shape: [const vector]{2, 3}, 'target' shape: [const vector]{2, 4}"),
    'CE ignore str': (lambda: L(nn.CrossEntropyLoss, ignore_index='a'), TypeError,
        "For 'CrossEntropyLoss', the type of 'ignore_index' should be 'int', but got type "
        "'str'."),
    'CE ls neg': (lambda: L(nn.CrossEntropyLoss, label_smoothing=-0.1), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], but got "
        "-0.1 with type 'float'."),
    'CE ls 2': (lambda: L(nn.CrossEntropyLoss, label_smoothing=2.0), ValueError,
        "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, 1.0], but got "
        "2.0 with type 'float'."),
    'CE ls str': (lambda: L(nn.CrossEntropyLoss, label_smoothing='a'), TypeError,
        "For 'CrossEntropyLoss', the type of 'label_smoothing' should be 'float', but got type "
        "'str'."),
    'CE weight str': (lambda: L(nn.CrossEntropyLoss, weight='a'), TypeError,
        "For 'CrossEntropyLoss', the type of 'weight' should be 'Tensor', but got type 'str'."),
    'CE label dtype': (lambda: nn.CrossEntropyLoss()(F(2, 3), F(2)), TypeError,
        "For 'CrossEntropyLoss', the 'labels' should be Int32, but got 'mindspore.float32'."),
    'CE label shape': (lambda: nn.CrossEntropyLoss()(F(2, 3), I(3)), ValueError,
        "For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, ...), and "
        "the shape of 'labels' should be (N, d_0, d_1, ...), but get 'logits' shape: (2, 3) "
        "and 'labels' shape: (3,)."),
    'CE 1d': (lambda: nn.CrossEntropyLoss()(F(3), I(1)), TypeError,
        "For 'CrossEntropyLoss', the 'labels' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'NLL label float': (lambda: nn.NLLLoss()(F(2, 3), F(2)), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of {Tensor[Int32], '
        'Tensor[Int64]}, but got Tensor[Float32].'),
    'NLL label shape': (lambda: nn.NLLLoss()(F(2, 3), I(3)), ValueError,
        'For primitive[GatherD], the x shape must be greater than or equal to 3, but got 2.'),
    'KLDiv log_target str': (lambda: L(nn.KLDivLoss, log_target='a'), TypeError,
        "KLDivLoss.__init__() got an unexpected keyword argument 'log_target'"),
    'MultiMargin p 3': (lambda: L(nn.MultiMarginLoss, p=3), ValueError,
        "For 'MultiMarginLoss', the 'p' must be int and must in {1, 2}, but got '3' with type "
        "'int'."),
    'MultiMargin margin str': (lambda: L(nn.MultiMarginLoss, margin='a'), TypeError,
        "For 'MultiMarginLoss', the type of 'margin' should be 'float', but got type 'str'."),
    'GaussianNLL eps 0': (lambda: L(nn.GaussianNLLLoss, eps=0.0), ValueError,
        "For 'GaussianNLLLoss', the 'eps' must be in range of (0, inf), but got 0.0 with type "
        "'float'."),
    'GaussianNLL eps str': (lambda: L(nn.GaussianNLLLoss, eps='a'), TypeError,
        "For 'GaussianNLLLoss', the 'eps' must be 'float',  but got 'str'."),
    'GaussianNLL full str': (lambda: L(nn.GaussianNLLLoss, full='a'), TypeError,
        "For 'GaussianNLLLoss', the type of 'full' should be 'bool', but got type 'str'."),
    'HingeEmb margin str': (lambda: L(nn.HingeEmbeddingLoss, margin='a'), TypeError,
        "For 'HingeEmbeddingLoss', the type of 'margin' should be one of '['float', 'int']', "
        "but got type 'str'."),
    'CosineEmb margin 2': (lambda: L(nn.CosineEmbeddingLoss, margin=2.0), ValueError,
        "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], but got 2.0 "
        "with type 'float'."),
    'CosineEmb margin str': (lambda: L(nn.CosineEmbeddingLoss, margin='a'), TypeError,
        "For 'CosineEmbeddingLoss', the type of 'margin' should be 'float', but got type 'str'."),
    'Focal gamma str': (lambda: L(nn.FocalLoss, gamma='a'), TypeError,
        "The type of 'gamma' should be 'float', but got type 'str'."),
    'Focal weight str': (lambda: L(nn.FocalLoss, weight='a'), TypeError,
        "For 'FocalLoss', the type of 'weight' must be a Tensor, but got str."),
    'Focal weight 2d': (lambda: L(nn.FocalLoss, weight=F(2, 2)), ValueError,
        "For 'FocalLoss', the dimension of 'weight' must be 1, but got 2."),
    'Focal shape': (lambda: nn.FocalLoss()(F(2, 3), I(2)), ValueError,
        "For 'FocalLoss', the dimensions of 'labels' must be in [2, 4], but got dimension of "
        "'labels' 1."),
    'Dice smooth 0': (lambda: L(nn.DiceLoss, smooth=0.0), ValueError,
        "The 'smooth' must be float and must > 0, but got '0.0' with type 'float'."),
    'Dice smooth str': (lambda: L(nn.DiceLoss, smooth='a'), TypeError,
        "The 'smooth' must be float, but got 'str'"),
    'Dice shape': (lambda: nn.DiceLoss()(F(2, 3), F(2, 4)), ValueError,
        "For 'DiceLoss', the 'logits_shape' should be = label_shape: (2, 4), but got (2, 3)."),
    'MultiClassDice': (lambda: L(nn.MultiClassDiceLoss, weights='a'), TypeError,
        "The type of 'weights' should be 'Tensor', but got type 'str'."),
    'MultiClassDice act': (lambda: L(nn.MultiClassDiceLoss, activation='bogus'), ValueError,
        "For 'MultiClassDiceLoss', the 'activation' must be in ['softmax', 'logsoftmax', "
        "'relu', 'relu6', 'tanh', 'sigmoid'], but got bogus."),
    'MultiClassDice act int': (lambda: L(nn.MultiClassDiceLoss, activation=1), TypeError,
        "For 'MultiClassDiceLoss', the 'activation' must be str or Cell, but got <class 'int'>."),
    'SCEWL sparse str': (lambda: L(nn.SoftmaxCrossEntropyWithLogits, sparse='a'), TypeError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'sparse' must be a bool, but got str."),
    'SCEWL shape': (lambda: nn.SoftmaxCrossEntropyWithLogits()(F(2, 3), F(2, 4)), ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be consistent "
        "with 'logits' shape, but got 'label' shape: (2, 4), 'logits' shape: (2, 3)."),
    'SCEWL sparse label': (
        lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(F(2, 3), F(2)), TypeError,
        'For primitive[OneHot], the input argument[indices] must be a type of {Tensor[Int32], '
        'Tensor[Int64]}, but got Tensor[Float32].'),
    'SampledSoftmax': (lambda: L(nn.SampledSoftmaxLoss, num_sampled=0, num_classes=4), ValueError,
        "For 'UniformCandidateSampler', the value of num_sampled should be > : 0, but got 0."),
    'SampledSoftmax gt': (
        lambda: L(nn.SampledSoftmaxLoss, num_sampled=5, num_classes=4), ValueError,
        "For 'SampledSoftmaxLoss', the 'num_sampled' must be smaller than or equal to "
        "'num_classes', but got 'num_sampled': 5 and 'num_classes': 4."),
    'SampledSoftmax unique': (
        lambda: L(nn.SampledSoftmaxLoss, num_sampled=2, num_classes=4, num_true=0), ValueError,
        "For 'SampledSoftmaxLoss', the 'num_true' must be greater than or equal to 1, but got "
        '0.'),
    'RMSE shape': (lambda: nn.RMSELoss()(F(2, 3), F(4)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[1] must be 1 or -1 when they are not the same, but got '
        'input.shape = [2, 3] and other.shape = [4]'),
    'MAE shape': (lambda: nn.MAELoss()(F(2, 3), F(4)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[2] or other.shape[1] must be 1 or -1 when they are not the same, but got '
        'input.shape = [2, 3] and other.shape = [4]'),
    'MAE red bad': (lambda: L(nn.MAELoss, 'bogus'), ValueError,
        "For 'MAELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got bogus."),
    'SoftMargin shape': (lambda: nn.SoftMarginLoss()(F(2, 3), F(4)), ValueError,
        'For primitive[SoftMarginLoss], the input_shape: [2,3,] must be equal to [4,]'),
    'MultiLabelSoftMargin weight': (
        lambda: nn.MultiLabelSoftMarginLoss(weight=F(4))(F(2, 3), F(2, 3)), ValueError,
        "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but '
        'got input1.shape = [2, 3] and input2.shape = [4]'),
    'MultilabelMargin dtype': (lambda: nn.MultilabelMarginLoss()(F(2, 3), F(2, 3)), TypeError,
        'For primitive[MultilabelMarginLoss], the input argument[target] must be a type of '
        '{Tensor[Int32]}, but got Tensor[Float32].'),
    'CE rank': (lambda: nn.CrossEntropyLoss()(F(2, 3), I(2, 3, 4)), ValueError,
        "For 'CrossEntropyLoss', the rank of 'logits' and 'labels' should be:\n1. 'logits.ndim "
        "== labels.ndim' for probabilities, \n2. 'logits.ndim - 1 == labels.ndim' for class "
        "indices, \nbut get 'logits' rank: 2 and 'labels' rank: 3."),
    'CE rank2': (lambda: nn.CrossEntropyLoss()(F(2, 3, 4), I(2)), ValueError,
        "For 'CrossEntropyLoss', the rank of 'logits' and 'labels' should be:\n1. 'logits.ndim "
        "== labels.ndim' for probabilities, \n2. 'logits.ndim - 1 == labels.ndim' for class "
        "indices, \nbut get 'logits' rank: 3 and 'labels' rank: 1."),
    'CE logits int': (lambda: nn.CrossEntropyLoss()(I(2, 3), I(2)), TypeError,
        "For 'CrossEntropyLoss', the 'logits' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'CE labels int64': (
        lambda: nn.CrossEntropyLoss()(F(2, 3), Tensor(np.ones(2, np.int64))), TypeError,
        "For 'CrossEntropyLoss', the 'labels' should be Int32, but got 'mindspore.int64'."),
    'CE prob shape': (lambda: nn.CrossEntropyLoss()(F(2, 3), F(2, 4)), ValueError,
        "For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, ...), and "
        "the shape of 'labels' should be (N, C, d_0, d_1, ...), but get 'logits' shape: (2, 3) "
        "and 'labels' shape: (2, 4)."),
    'CE idx shape': (lambda: nn.CrossEntropyLoss()(F(2, 3, 4), I(2, 5)), ValueError,
        "For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, ...), and "
        "the shape of 'labels' should be (N, d_0, d_1, ...), but get 'logits' shape: (2, 3, 4) "
        "and 'labels' shape: (2, 5)."),
    'CE weight int': (lambda: nn.CrossEntropyLoss(weight=I(3))(F(2, 3), I(2)), TypeError,
        "For 'CrossEntropyLoss', the 'weight' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'MSE list': (lambda: nn.MSELoss()(F(2, 3), [1.0]), TypeError,
        "For 'MSELoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32]'"),
    'MSE None': (lambda: nn.MSELoss()(F(2, 3), None), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n'
        '"Tensor.sub(other=<Number>, *, alpha=<Number>)"\n    missing required argument: '
        'other\n"Tensor.sub(other=<Number, Tensor>, *, alpha=<Number>)"\n    missing required '
        'argument: other\n"Tensor.sub(y=<Any, Tensor>)"\n    missing required argument: y'),
    'L1 str': (lambda: nn.L1Loss()(F(2, 3), 'a'), TypeError,
        "For 'l1_loss', the 'target' must be a Tensor, but got 'String'"),
    'L1 str first': (lambda: nn.L1Loss()('a', F(2, 3)), TypeError,
        "For 'l1_loss', the 'input' must be a Tensor, but got 'String'"),
    'CE str': (lambda: nn.CrossEntropyLoss()(F(2, 3), 'a'), TypeError,
        "For 'CrossEntropyLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'BCE str': (lambda: nn.BCELoss()(F(2, 3), 'a'), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=Tensor, target=string, weight=None)".\n'
        'The valid calling should be: \n'
        '"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>)".'),
    'SmoothL1 str': (lambda: nn.SmoothL1Loss()(F(2, 3), 'a'), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=Tensor, target=string)".\nThe valid calling should be: \n'
        '"SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)(prediction=<Tensor>, '
        'target=<Tensor>)".'),
    'SCEWL str': (lambda: nn.SoftmaxCrossEntropyWithLogits()(F(2, 3), 'a'), TypeError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'NLL str': (lambda: nn.NLLLoss()(F(2, 3), 'a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'KLDiv str': (lambda: nn.KLDivLoss()(F(2, 3), 'a'), TypeError,
        "For 'KLDivLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'Huber str': (lambda: nn.HuberLoss()(F(2, 3), 'a'), TypeError,
        "For 'huber_loss', the 'target' must be a Tensor, but got 'String'"),
    'get_loss weights np': (
        lambda: nn.LossBase('sum').get_loss(F(2, 3), weights=np.ones(3)), TypeError,
        'Failed calling Cast with "Cast()(input=<class \'numpy.ndarray\'>, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"Cast()(input=<Number, '
        'Tensor>, dtype=<mindspore.dtype>)".'),
    'get_loss weights list': (
        lambda: nn.LossBase('sum').get_loss(F(2, 3), weights=[1.0, 2.0, 3.0]), TypeError,
        'Failed calling Cast with "Cast()(input=List<float, float, float>, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"Cast()(input=<Number, '
        'Tensor>, dtype=<mindspore.dtype>)".'),
    'MSELoss str first': (lambda: nn.MSELoss()('a', A(2, 3)), TypeError,
        "For 'MSELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'MSELoss str last': (lambda: nn.MSELoss()(A(2, 3), 'a'), TypeError,
        "For 'MSELoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'MSELoss None first': (lambda: nn.MSELoss()(None, A(2, 3)), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should '
        'be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'MSELoss bool first': (lambda: nn.MSELoss()(True, A(2, 3)), TypeError,
        "For 'MSELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'KLDivLoss str first': (lambda: nn.KLDivLoss()('a', A(2, 3)), TypeError,
        "For 'KLDivLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'KLDivLoss str last': (lambda: nn.KLDivLoss()(A(2, 3), 'a'), TypeError,
        "For 'KLDivLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'KLDivLoss None first': (lambda: nn.KLDivLoss()(None, A(2, 3)), TypeError,
        'For KLDivLoss, logits should be a Tensor.'),
    'KLDivLoss bool first': (lambda: nn.KLDivLoss()(True, A(2, 3)), TypeError,
        "For 'KLDivLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'BCEWithLogitsLoss str first': (lambda: nn.BCEWithLogitsLoss()('a', A(2, 3)), TypeError,
        "For 'BCEWithLogitsLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'BCEWithLogitsLoss str last': (lambda: nn.BCEWithLogitsLoss()(A(2, 3), 'a'), TypeError,
        "For 'BCEWithLogitsLoss', the 'target' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'BCEWithLogitsLoss None first': (lambda: nn.BCEWithLogitsLoss()(None, A(2, 3)), TypeError,
        'Failed calling BCEWithLogitsLoss with '
        '"BCEWithLogitsLoss(reduction=string)(input=None, target=Tensor, weight=None, '
        'posWeight=None)".\nThe valid calling should be: \n'
        '"BCEWithLogitsLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>, posWeight=<Tensor>)".'),
    'BCEWithLogitsLoss bool first': (lambda: nn.BCEWithLogitsLoss()(True, A(2, 3)), TypeError,
        "For 'BCEWithLogitsLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'PoissonNLLLoss str first': (lambda: nn.PoissonNLLLoss()('a', A(2, 3)), TypeError,
        "For 'PoissonNLLLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'PoissonNLLLoss str last': (lambda: nn.PoissonNLLLoss()(A(2, 3), 'a'), TypeError,
        "For 'PoissonNLLLoss', the 'target' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
}

# name: (call, repr of 2.10's result)
GOOD = {

}
