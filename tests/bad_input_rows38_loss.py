"""Rows of ``test_bad_input_catalogue38`` (``nn`` losses): MindSpore 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s54/bad38's lo.py, lo2.py): the constructors' reduction/margin/beta/eps/p checks, calls with
mismatched shapes, FocalLoss's, DiceLoss's and MultiClassDiceLoss's rank and shape checks.
Left out: SmoothL1Loss with int labels (2.10's long kernel-selection text) and MAELoss with
unbroadcastable shapes (2.10 says 'SubExt', minicell's Tensor subtraction 'Sub').
"""
import numpy as np
from minicell import Tensor, nn


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'l1 red': (lambda: nn.L1Loss(reduction='x'),
        ValueError, "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'mse red': (lambda: nn.MSELoss(reduction='x'),
        ValueError, "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'mse red int': (lambda: nn.MSELoss(reduction=1),
        ValueError, "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got 1.'),
    'rmse call': (lambda: nn.RMSELoss()(F(2, 3), F(3, 2)),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value "
                    'of input.shape[2] or other.shape[2] must be 1 or -1 when they are not '
                    'the same, but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'mae red': (lambda: nn.MAELoss(reduction='x'),
        ValueError, "For 'MAELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'smoothl1 red': (lambda: nn.SmoothL1Loss(reduction='x'),
        ValueError, "For 'SmoothL1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                    'but got x.'),
    'smoothl1 shape': (lambda: nn.SmoothL1Loss()(F(2, 3), F(3, 2)),
        ValueError, 'For primitive[SmoothL1Loss], the prediction_shape: [2,3,] must be equal '
                    'to [3,2,]'),
    'huber red': (lambda: nn.HuberLoss(reduction='x'),
        ValueError, "For 'HuberLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'softmargin shape': (lambda: nn.SoftMarginLoss()(F(2, 3), F(3, 2)),
        ValueError, 'For primitive[SoftMarginLoss], the input_shape: [2,3,] must be equal to '
                    '[3,2,]'),
    'sce red': (lambda: nn.SoftmaxCrossEntropyWithLogits(reduction='x'),
        ValueError, "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', "
                    "'sum', 'none'], but got x."),
    'sce sparse': (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=1),
        TypeError, "For 'SoftmaxCrossEntropyWithLogits', the 'sparse' must be a bool, but got "
                   'int.'),
    'sce shape': (lambda: nn.SoftmaxCrossEntropyWithLogits()(F(2, 3), F(2, 4)),
        ValueError, "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be "
                    "consistent with 'logits' shape, but got 'label' shape: (2, 4), 'logits' "
                    'shape: (2, 3).'),
    'sce sparse dtype': (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(F(2, 3), F(2)),
        TypeError, 'For primitive[OneHot], the input argument[indices] must be a type of '
                   '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'bce red': (lambda: nn.BCELoss(reduction='x'),
        ValueError, "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'bce shape': (lambda: nn.BCELoss()(F(2, 3), F(3, 2)),
        ValueError, 'For primitive[BinaryCrossEntropy], the input_shape: [2,3,] must be equal '
                    'to [3,2,]'),
    'bcel shape': (lambda: nn.BCEWithLogitsLoss()(F(2, 3), F(3, 2)),
        ValueError, "For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not "
                    "equal, 'input' shape: [const vector]{2, 3}, 'target' shape: [const "
                    'vector]{3, 2}'),
    'cosemb margin': (lambda: nn.CosineEmbeddingLoss(margin=2.0),
        ValueError, "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], "
                    "but got 2.0 with type 'float'."),
    'cosemb margin int': (lambda: nn.CosineEmbeddingLoss(margin=1),
        TypeError, "For 'CosineEmbeddingLoss', the type of 'margin' should be 'float', but "
                   "got type 'int'."),
    'cosemb red': (lambda: nn.CosineEmbeddingLoss(reduction='x'),
        ValueError, "For 'CosineEmbeddingLoss', the 'reduction' must be in ['mean', 'sum', "
                    "'none'], but got x."),
    'focal gamma': (lambda: nn.FocalLoss(gamma='a'),
        TypeError, "The type of 'gamma' should be 'float', but got type 'str'."),
    'focal weight': (lambda: nn.FocalLoss(weight=1),
        TypeError, "For 'FocalLoss', the type of 'weight' must be a Tensor, but got int."),
    'focal red': (lambda: nn.FocalLoss(reduction='x'),
        ValueError, "For 'FocalLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'focal rank': (lambda: nn.FocalLoss()(F(2), Tensor(np.ones(2, np.int32))),
        ValueError, "For 'FocalLoss', the dimensions of 'logits' must be in [2, 4], but got "
                    "dimension of 'logits' 1."),
    'dice smooth': (lambda: nn.DiceLoss(smooth='a'),
        TypeError, "The 'smooth' must be float, but got 'str'"),
    'dice shape': (lambda: nn.DiceLoss()(F(2, 3), F(3, 2)),
        ValueError, "For 'DiceLoss', the 'logits_shape' should be = label_shape: (3, 2), but "
                    'got (2, 3).'),
    'mcdice act': (lambda: nn.MultiClassDiceLoss(activation='x'),
        ValueError, "For 'MultiClassDiceLoss', the 'activation' must be in ['softmax', "
                    "'logsoftmax', 'relu', 'relu6', 'tanh', 'sigmoid'], but got x."),
    'mcdice rank': (lambda: nn.MultiClassDiceLoss()(F(2), F(2)),
        ValueError, "For 'MultiClassDiceLoss', the 'logits' dimension must be greater than 1, "
                    'but got 1.'),
    'mcdice weight': (lambda: nn.MultiClassDiceLoss(weights=F(3))(F(2, 2), F(2, 2)),
        ValueError, "For 'MultiClassDiceLoss', the dimension of 'weights' must be 2, but got "
                    '1.'),
    'ce red': (lambda: nn.CrossEntropyLoss(reduction='x'),
        ValueError, "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', "
                    "'none'], but got x."),
    'ce ls': (lambda: nn.CrossEntropyLoss(label_smoothing=1.5),
        ValueError, "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, "
                    "1.0], but got 1.5 with type 'float'."),
    'ce ls neg': (lambda: nn.CrossEntropyLoss(label_smoothing=-0.5),
        ValueError, "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, "
                    "1.0], but got -0.5 with type 'float'."),
    'ce ignore': (lambda: nn.CrossEntropyLoss(ignore_index=1.5),
        TypeError, "For 'CrossEntropyLoss', the type of 'ignore_index' should be 'int', but "
                   "got type 'float'."),
    'nll red': (lambda: nn.NLLLoss(reduction='x'),
        ValueError, "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'nll ignore': (lambda: nn.NLLLoss(ignore_index='a'),
        TypeError, "For 'NLLLoss', the type of 'ignore_index' should be 'int', but got type "
                   "'str'."),
    'kl shape': (lambda: nn.KLDivLoss()(F(2, 3), F(3, 2)),
        ValueError, 'For primitive[KLDivLoss], the x shape: [2,3,] must be equal to [3,2,]'),
    'gnll eps': (lambda: nn.GaussianNLLLoss(eps=0.0),
        ValueError, "For 'GaussianNLLLoss', the 'eps' must be in range of (0, inf), but got "
                    "0.0 with type 'float'."),
    'gnll eps int': (lambda: nn.GaussianNLLLoss(eps=1),
        TypeError, "For 'GaussianNLLLoss', the 'eps' must be 'float',  but got 'int'."),
    'gnll full': (lambda: nn.GaussianNLLLoss(full=1),
        TypeError, "For 'GaussianNLLLoss', the type of 'full' should be 'bool', but got type "
                   "'int'."),
    'gnll red': (lambda: nn.GaussianNLLLoss(reduction='x'),
        ValueError, "For 'gaussian_nll_loss', the 'reduction' must be str and must be in "
                    "'['none', 'mean', 'sum']', but got 'x'."),
    'poisson red': (lambda: nn.PoissonNLLLoss(reduction='x'),
        ValueError, "For 'PoissonNLLLoss', the 'reduction' must be in ['mean', 'sum', "
                    "'none'], but got x."),
    'mrl red': (lambda: nn.MarginRankingLoss(reduction='x'),
        ValueError, "For 'MarginRankingLoss', the 'reduction' must be in ['mean', 'sum', "
                    "'none'], but got x."),
    'mrl shape': (lambda: nn.MarginRankingLoss()(F(2, 3), F(3, 2), F(2, 3)),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value "
                    'of input.shape[2] or other.shape[2] must be 1 or -1 when they are not '
                    'the same, but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'mml red': (lambda: nn.MultiMarginLoss(reduction='x'),
        ValueError, "For 'MultiMarginLoss', the 'reduction' must be str and must be in "
                    "'['none', 'sum', 'mean']', but got 'x'."),
    'mml p': (lambda: nn.MultiMarginLoss(p=3),
        ValueError, "For 'MultiMarginLoss', the 'p' must be int and must in {1, 2}, but got "
                    "'3' with type 'int'."),
    'mml margin': (lambda: nn.MultiMarginLoss(margin='a'),
        TypeError, "For 'MultiMarginLoss', the type of 'margin' should be 'float', but got "
                   "type 'str'."),
    'mlml red': (lambda: nn.MultilabelMarginLoss(reduction='x'),
        ValueError, "For 'MultilabelMarginLoss', the 'reduction' must be str and must be in "
                    "'['none', 'sum', 'mean']', but got 'x'."),
    'mlsml red': (lambda: nn.MultiLabelSoftMarginLoss(reduction='x'),
        ValueError, "For 'MultiLabelSoftMarginLoss', the 'reduction' must be in ['mean', "
                    "'sum', 'none'], but got x."),
    'mlsml shape': (lambda: nn.MultiLabelSoftMarginLoss()(F(2, 3), F(3, 2)),
        ValueError, "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
                    'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the '
                    'same, but got input1.shape = [3, 2] and input2.shape = [2, 3]'),
    'hinge red': (lambda: nn.HingeEmbeddingLoss(reduction='x'),
        ValueError, "For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in "
                    "'['none', 'sum', 'mean']', but got 'x'."),
    'hinge margin': (lambda: nn.HingeEmbeddingLoss(margin='a'),
        TypeError, "For 'HingeEmbeddingLoss', the type of 'margin' should be one of "
                   "'['float', 'int']', but got type 'str'."),
    'lossbase red': (lambda: nn.LossBase(reduction='x'),
        ValueError, "For 'LossBase', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'lossbase red int': (lambda: nn.LossBase(reduction=None),
        ValueError, "For 'LossBase', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got None.'),
    'sampled num': (lambda: nn.SampledSoftmaxLoss(num_sampled=0, num_classes=2),
        ValueError, "For 'UniformCandidateSampler', the value of num_sampled should be > : 0, "
                    'but got 0.'),
    'sampled classes': (lambda: nn.SampledSoftmaxLoss(num_sampled=4, num_classes=2),
        ValueError, "For 'SampledSoftmaxLoss', the 'num_sampled' must be smaller than or "
                    "equal to 'num_classes', but got 'num_sampled': 4 and 'num_classes': 2."),
    'sampled red': (lambda: nn.SampledSoftmaxLoss(num_sampled=1, num_classes=2, reduction='x'),
        ValueError, "For 'SampledSoftmaxLoss', the 'reduction' must be in ['mean', 'sum', "
                    "'none'], but got x."),
    'l1 shape': (lambda: nn.L1Loss()(F(2, 3), F(3, 2)),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value "
                    'of input.shape[2] or other.shape[2] must be 1 or -1 when they are not '
                    'the same, but got input.shape = [2, 3] and other.shape = [3, 2]'),
    'mse shape': (lambda: nn.MSELoss()(F(2, 3), F(4, 3)),
        ValueError, "For 'SubExt', input.shape and other.shape need to broadcast. The value "
                    'of input.shape[2] or other.shape[2] must be 1 or -1 when they are not '
                    'the same, but got input.shape = [2, 3] and other.shape = [4, 3]'),
    'huber shape': (lambda: nn.HuberLoss()(F(2, 3), F(4, 3)),
        ValueError, "For 'Sub', input1.shape and input2.shape need to broadcast. The value of "
                    'input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the '
                    'same, but got input1.shape = [2, 3] and input2.shape = [4, 3]'),
    'focal 5d': (lambda: nn.FocalLoss()(F(1, 2, 1, 1, 1), I(1, 1, 1, 1, 1)),
        ValueError, "For 'FocalLoss', the dimensions of 'logits' must be in [2, 4], but got "
                    "dimension of 'logits' 5."),
    'focal labels 1d': (lambda: nn.FocalLoss()(F(2, 3), I(2)),
        ValueError, "For 'FocalLoss', the dimensions of 'labels' must be in [2, 4], but got "
                    "dimension of 'labels' 1."),
    'focal ndim ne': (lambda: nn.FocalLoss()(F(2, 3, 4), I(2, 1)),
        ValueError, "For 'FocalLoss', the dimensions of 'logits' and 'labels' must be equal, "
                    "but got dimension of 'logits' 3 and dimension of 'labels' 2."),
    'focal ch1': (lambda: nn.FocalLoss()(F(2, 1), I(2, 1)),
        ValueError, "For 'FocalLoss', the 'logits'.shape[1] cannot be one, but got 1."),
    'focal ch mismatch': (lambda: nn.FocalLoss()(F(2, 3), I(2, 2)),
        ValueError, "For 'FocalLoss', the 'labels'.shape[1] must be one or equal to "
                    "'logits'.shape[1]: 3, but got 2."),
    'mcdice shape': (lambda: nn.MultiClassDiceLoss()(F(2, 3), F(3, 2)),
        ValueError, "For 'MultiClassDiceLoss', the 'logits_shape' should be = label_shape: "
                    '(3, 2), but got (2, 3).'),
    'mcdice labels rank': (lambda: nn.MultiClassDiceLoss()(F(2), F(3)),
        ValueError, "For 'MultiClassDiceLoss', the 'logits_shape' should be = label_shape: "
                    '(3,), but got (2,).'),
    'dice rank3': (lambda: nn.DiceLoss()(F(2, 3, 1), F(2, 3)),
        ValueError, "For 'DiceLoss', the 'logits_shape' should be = label_shape: (2, 3), but "
                    'got (2, 3, 1).'),
    'dice smooth neg': (lambda: nn.DiceLoss(smooth=-1.0),
        ValueError, "The 'smooth' must be float and must > 0, but got '-1.0' with type "
                    "'float'."),
    'dice smooth int': (lambda: nn.DiceLoss(smooth=1),
        TypeError, "The 'smooth' must be float, but got 'int'"),
}
