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
    'PoissonNLLLoss None first': (lambda: nn.PoissonNLLLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'PoissonNLLLoss bool first': (lambda: nn.PoissonNLLLoss()(True, A(2, 3)), TypeError,
        "For 'PoissonNLLLoss', the 'input' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'CrossEntropyLoss str first': (lambda: nn.CrossEntropyLoss()('a', A(2, 3)), TypeError,
        "For 'CrossEntropyLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'CrossEntropyLoss str last': (lambda: nn.CrossEntropyLoss()(A(2, 3), 'a'), TypeError,
        "For 'CrossEntropyLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'CrossEntropyLoss None first': (lambda: nn.CrossEntropyLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'CrossEntropyLoss bool first': (lambda: nn.CrossEntropyLoss()(True, A(2, 3)), TypeError,
        "For 'CrossEntropyLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'MAELoss str first': (lambda: nn.MAELoss()('a', A(2, 3)), TypeError,
        "For 'MAELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'MAELoss str last': (lambda: nn.MAELoss()(A(2, 3), 'a'), TypeError,
        "For 'MAELoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'MAELoss None first': (lambda: nn.MAELoss()(None, A(2, 3)), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should '
        'be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'MAELoss bool first': (lambda: nn.MAELoss()(True, A(2, 3)), TypeError,
        "For 'MAELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'DiceLoss str first': (lambda: nn.DiceLoss()('a', A(2, 3)), TypeError,
        "For 'DiceLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'DiceLoss str last': (lambda: nn.DiceLoss()(A(2, 3), 'a'), TypeError,
        "For 'DiceLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'DiceLoss None first': (lambda: nn.DiceLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'DiceLoss bool first': (lambda: nn.DiceLoss()(True, A(2, 3)), TypeError,
        "For 'DiceLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'FocalLoss str first': (lambda: nn.FocalLoss()('a', A(2, 3)), TypeError,
        "For 'FocalLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'FocalLoss str last': (lambda: nn.FocalLoss()(A(2, 3), 'a'), TypeError,
        "For 'FocalLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'FocalLoss None first': (lambda: nn.FocalLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'FocalLoss bool first': (lambda: nn.FocalLoss()(True, A(2, 3)), TypeError,
        "For 'FocalLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'MultiMarginLoss str first': (lambda: nn.MultiMarginLoss()('a', A(2, 3)), TypeError,
        "For 'MultiMarginLoss', the 'x' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'MultiMarginLoss str last': (lambda: nn.MultiMarginLoss()(A(2, 3), 'a'), TypeError,
        "For 'MultiMarginLoss', the 'target' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'MultiMarginLoss None first': (lambda: nn.MultiMarginLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'MultiMarginLoss bool first': (lambda: nn.MultiMarginLoss()(True, A(2, 3)), TypeError,
        "For 'MultiMarginLoss', the 'x' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'SoftmaxCrossEntropyWithLogits str first': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()('a'), TypeError,
        'SoftmaxCrossEntropyWithLogits.construct() missing 1 required positional argument: '
        "'labels'"),
    'SoftmaxCrossEntropyWithLogits None first': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()(None), TypeError,
        'SoftmaxCrossEntropyWithLogits.construct() missing 1 required positional argument: '
        "'labels'"),
    'SoftmaxCrossEntropyWithLogits bool first': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()(True), TypeError,
        'SoftmaxCrossEntropyWithLogits.construct() missing 1 required positional argument: '
        "'labels'"),
    'CosineEmbeddingLoss str first': (
        lambda: nn.CosineEmbeddingLoss()('a', A(2, 3), A(2, 3)), TypeError,
        "For 'CosineEmbeddingLoss', the 'logits_x1' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'CosineEmbeddingLoss str last': (
        lambda: nn.CosineEmbeddingLoss()(A(2, 3), A(2, 3), 'a'), TypeError,
        "For 'CosineEmbeddingLoss', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'CosineEmbeddingLoss None first': (
        lambda: nn.CosineEmbeddingLoss()(None, A(2, 3), A(2, 3)), TypeError,
        "For 'SameTypeShape', the type of 'x' should be 'Tensor', but got type 'NoneType'."),
    'CosineEmbeddingLoss bool first': (
        lambda: nn.CosineEmbeddingLoss()(True, A(2, 3), A(2, 3)), TypeError,
        "For 'CosineEmbeddingLoss', the 'logits_x1' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'GaussianNLLLoss str first': (lambda: nn.GaussianNLLLoss()('a', A(2, 3), A(2, 3)), TypeError,
        "For 'GaussianNLLLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'GaussianNLLLoss str last': (lambda: nn.GaussianNLLLoss()(A(2, 3), A(2, 3), 'a'), TypeError,
        "For 'GaussianNLLLoss', the 'var' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'String'"),
    'GaussianNLLLoss None first': (lambda: nn.GaussianNLLLoss()(None, A(2, 3), A(2, 3)), TypeError,
        "For 'gaussian_nll_loss', 'x' must be a tensor, but got <class 'NoneType'>."),
    'GaussianNLLLoss bool first': (lambda: nn.GaussianNLLLoss()(True, A(2, 3), A(2, 3)), TypeError,
        "For 'GaussianNLLLoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Bool'"),
    'L1Loss str first': (lambda: nn.L1Loss()('a', A(2, 3)), TypeError,
        "For 'l1_loss', the 'input' must be a Tensor, but got 'String'"),
    'L1Loss str last': (lambda: nn.L1Loss()(A(2, 3), 'a'), TypeError,
        "For 'l1_loss', the 'target' must be a Tensor, but got 'String'"),
    'L1Loss None first': (lambda: nn.L1Loss()(None, A(2, 3)), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should '
        'be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'L1Loss bool first': (lambda: nn.L1Loss()(True, A(2, 3)), TypeError,
        "For 'l1_loss', the 'input' must be a Tensor, but got 'Bool'"),
    'HuberLoss str first': (lambda: nn.HuberLoss()('a', A(2, 3)), TypeError,
        "For 'huber_loss', the 'input' must be a Tensor, but got 'String'"),
    'HuberLoss str last': (lambda: nn.HuberLoss()(A(2, 3), 'a'), TypeError,
        "For 'huber_loss', the 'target' must be a Tensor, but got 'String'"),
    'HuberLoss None first': (lambda: nn.HuberLoss()(None, A(2, 3)), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should '
        'be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'HuberLoss bool first': (lambda: nn.HuberLoss()(True, A(2, 3)), TypeError,
        "For 'huber_loss', the 'input' must be a Tensor, but got 'Bool'"),
    'MultiLabelSoftMarginLoss str first': (
        lambda: nn.MultiLabelSoftMarginLoss()('a', A(2, 3)), TypeError,
        "For 'multilabel_soft_margin_loss', the 'input' must be a Tensor, but got 'String'"),
    'MultiLabelSoftMarginLoss str last': (
        lambda: nn.MultiLabelSoftMarginLoss()(A(2, 3), 'a'), TypeError,
        "For 'multilabel_soft_margin_loss', the 'target' must be a Tensor, but got 'String'"),
    'MultiLabelSoftMarginLoss None first': (
        lambda: nn.MultiLabelSoftMarginLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'MultiLabelSoftMarginLoss bool first': (
        lambda: nn.MultiLabelSoftMarginLoss()(True, A(2, 3)), TypeError,
        "For 'multilabel_soft_margin_loss', the 'input' must be a Tensor, but got 'Bool'"),
    'MarginRankingLoss str first': (
        lambda: nn.MarginRankingLoss()('a', A(2, 3), A(2, 3)), TypeError,
        "For 'margin_ranking_loss', the 'input1' must be a Tensor, but got 'String'"),
    'MarginRankingLoss str last': (lambda: nn.MarginRankingLoss()(A(2, 3), A(2, 3), 'a'), TypeError,
        "For 'margin_ranking_loss', the 'target' must be a Tensor, but got 'String'"),
    'MarginRankingLoss None first': (
        lambda: nn.MarginRankingLoss()(None, A(2, 3), A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'MarginRankingLoss bool first': (
        lambda: nn.MarginRankingLoss()(True, A(2, 3), A(2, 3)), TypeError,
        "For 'margin_ranking_loss', the 'input1' must be a Tensor, but got 'Bool'"),
    'Hardtanh str first': (lambda: nn.Hardtanh()('a'), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'String'"),
    'Hardtanh None first': (lambda: nn.Hardtanh()(None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'Hardtanh bool first': (lambda: nn.Hardtanh()(True), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Bool'"),
    'Threshold str first': (lambda: nn.Threshold(0.1, 0.0)('a'), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'String'"),
    'Threshold None first': (lambda: nn.Threshold(0.1, 0.0)(None), TypeError,
        'Failed calling Greater with "Greater()(input=None, other=float)".\nThe valid calling '
        'should be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'Threshold bool first': (lambda: nn.Threshold(0.1, 0.0)(True), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Bool'"),
    'LeakyReLU str first': (lambda: nn.LeakyReLU()('a'), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'String'"),
    'LeakyReLU None first': (lambda: nn.LeakyReLU()(None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'LeakyReLU bool first': (lambda: nn.LeakyReLU()(True), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Bool'"),
    'MultilabelMarginLoss str first': (lambda: nn.MultilabelMarginLoss()('a', A(2, 3)), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[x] must be Tensor but '
        'got String.'),
    'MultilabelMarginLoss str last': (lambda: nn.MultilabelMarginLoss()(A(2, 3), 'a'), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[target] must be '
        'Tensor but got String.'),
    'MultilabelMarginLoss None first': (lambda: nn.MultilabelMarginLoss()(None, A(2, 3)), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[x] must be Tensor but '
        'got None.'),
    'MultilabelMarginLoss bool first': (lambda: nn.MultilabelMarginLoss()(True, A(2, 3)), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[x] must be Tensor but '
        'got Bool.'),
    'Mish str first': (lambda: nn.Mish()('a'), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but got '
        'String.'),
    'Mish None first': (lambda: nn.Mish()(None), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but got None.'),
    'Mish bool first': (lambda: nn.Mish()(True), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but got Bool.'),
    'Softsign str first': (lambda: nn.Softsign()('a'), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor but got '
        'String.'),
    'Softsign None first': (lambda: nn.Softsign()(None), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor but got '
        'None.'),
    'Softsign bool first': (lambda: nn.Softsign()(True), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor but got '
        'Bool.'),
    'SeLU str first': (lambda: nn.SeLU()('a'), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but got '
        'String.'),
    'SeLU None first': (lambda: nn.SeLU()(None), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but got None.'),
    'SeLU bool first': (lambda: nn.SeLU()(True), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but got Bool.'),
    'SmoothL1Loss str first': (lambda: nn.SmoothL1Loss()('a', A(2, 3)), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=string, target=Tensor)".\nThe valid calling should be: \n'
        '"SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)(prediction=<Tensor>, '
        'target=<Tensor>)".'),
    'SmoothL1Loss str last': (lambda: nn.SmoothL1Loss()(A(2, 3), 'a'), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=Tensor, target=string)".\nThe valid calling should be: \n'
        '"SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)(prediction=<Tensor>, '
        'target=<Tensor>)".'),
    'SmoothL1Loss None first': (lambda: nn.SmoothL1Loss()(None, A(2, 3)), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=None, target=Tensor)".\nThe valid calling should be: \n'
        '"SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)(prediction=<Tensor>, '
        'target=<Tensor>)".'),
    'SmoothL1Loss bool first': (lambda: nn.SmoothL1Loss()(True, A(2, 3)), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=bool, target=Tensor)".\nThe valid calling should be: \n'
        '"SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)(prediction=<Tensor>, '
        'target=<Tensor>)".'),
    'SoftMarginLoss str first': (lambda: nn.SoftMarginLoss()('a', A(2, 3)), TypeError,
        'Failed calling SoftMarginLoss with "SoftMarginLoss(reduction=string)(input=string, '
        'target=Tensor)".\nThe valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'SoftMarginLoss str last': (lambda: nn.SoftMarginLoss()(A(2, 3), 'a'), TypeError,
        'Failed calling SoftMarginLoss with "SoftMarginLoss(reduction=string)(input=Tensor, '
        'target=string)".\nThe valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'SoftMarginLoss None first': (lambda: nn.SoftMarginLoss()(None, A(2, 3)), TypeError,
        'Failed calling SoftMarginLoss with "SoftMarginLoss(reduction=string)(input=None, '
        'target=Tensor)".\nThe valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'SoftMarginLoss bool first': (lambda: nn.SoftMarginLoss()(True, A(2, 3)), TypeError,
        'Failed calling SoftMarginLoss with "SoftMarginLoss(reduction=string)(input=bool, '
        'target=Tensor)".\nThe valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'GLU str first': (lambda: nn.GLU()('a'), TypeError,
        'Failed calling Split with "Split(axis=int, output_num=int)(input_x=string)".\nThe '
        'valid calling should be: \n"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'GLU None first': (lambda: nn.GLU()(None), TypeError,
        'Failed calling Split with "Split(axis=int, output_num=int)(input_x=None)".\nThe valid '
        'calling should be: \n"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'GLU bool first': (lambda: nn.GLU()(True), TypeError,
        'Failed calling Split with "Split(axis=int, output_num=int)(input_x=bool)".\nThe valid '
        'calling should be: \n"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'CELU str first': (lambda: nn.CELU()('a'), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=string)".\nThe valid calling should '
        'be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'CELU None first': (lambda: nn.CELU()(None), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=None)".\nThe valid calling should be: \n'
        '"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'CELU bool first': (lambda: nn.CELU()(True), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=bool)".\nThe valid calling should be: \n'
        '"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ELU str first': (lambda: nn.ELU()('a'), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=string)".\nThe valid calling should '
        'be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ELU None first': (lambda: nn.ELU()(None), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=None)".\nThe valid calling should '
        'be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ELU bool first': (lambda: nn.ELU()(True), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=bool)".\nThe valid calling should '
        'be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'HShrink str first': (lambda: nn.HShrink()('a'), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=string)".\nThe valid calling '
        'should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'HShrink None first': (lambda: nn.HShrink()(None), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=None)".\nThe valid calling '
        'should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'HShrink bool first': (lambda: nn.HShrink()(True), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=bool)".\nThe valid calling '
        'should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'SoftShrink str first': (lambda: nn.SoftShrink()('a'), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=string)".\nThe valid '
        'calling should be: \n"SoftShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'SoftShrink None first': (lambda: nn.SoftShrink()(None), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=None)".\nThe valid '
        'calling should be: \n"SoftShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'SoftShrink bool first': (lambda: nn.SoftShrink()(True), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=bool)".\nThe valid '
        'calling should be: \n"SoftShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'SiLU str first': (lambda: nn.SiLU()('a'), TypeError,
        'Failed calling SiLU with "SiLU()(input=string)".\nThe valid calling should be: \n'
        '"SiLU()(input=<Tensor>)".'),
    'SiLU None first': (lambda: nn.SiLU()(None), TypeError,
        'Failed calling SiLU with "SiLU()(input=None)".\nThe valid calling should be: \n'
        '"SiLU()(input=<Tensor>)".'),
    'SiLU bool first': (lambda: nn.SiLU()(True), TypeError,
        'Failed calling SiLU with "SiLU()(input=bool)".\nThe valid calling should be: \n'
        '"SiLU()(input=<Tensor>)".'),
    'HSigmoid str first': (lambda: nn.HSigmoid()('a'), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=string)".\nThe valid calling should '
        'be: \n"HSigmoid()(input=<Tensor>)".'),
    'HSigmoid None first': (lambda: nn.HSigmoid()(None), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=None)".\nThe valid calling should '
        'be: \n"HSigmoid()(input=<Tensor>)".'),
    'HSigmoid bool first': (lambda: nn.HSigmoid()(True), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=bool)".\nThe valid calling should '
        'be: \n"HSigmoid()(input=<Tensor>)".'),
    'HSwish str first': (lambda: nn.HSwish()('a'), TypeError,
        'Failed calling HSwish with "HSwish()(input=string)".\nThe valid calling should be: \n'
        '"HSwish()(input=<Tensor>)".'),
    'HSwish None first': (lambda: nn.HSwish()(None), TypeError,
        'Failed calling HSwish with "HSwish()(input=None)".\nThe valid calling should be: \n'
        '"HSwish()(input=<Tensor>)".'),
    'HSwish bool first': (lambda: nn.HSwish()(True), TypeError,
        'Failed calling HSwish with "HSwish()(input=bool)".\nThe valid calling should be: \n'
        '"HSwish()(input=<Tensor>)".'),
    'ReLU6 str first': (lambda: nn.ReLU6()('a'), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=string)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'ReLU6 None first': (lambda: nn.ReLU6()(None), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=None)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'ReLU6 bool first': (lambda: nn.ReLU6()(True), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=bool)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'NLLLoss str first': (lambda: nn.NLLLoss()('a', A(2, 3)), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'NLLLoss str last': (lambda: nn.NLLLoss()(A(2, 3), 'a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'NLLLoss None first': (lambda: nn.NLLLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'NLLLoss bool first': (lambda: nn.NLLLoss()(True, A(2, 3)), AttributeError,
        "'bool' object has no attribute 'ndim'"),
    'HingeEmbeddingLoss str first': (lambda: nn.HingeEmbeddingLoss()('a', A(2, 3)), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'HingeEmbeddingLoss str last': (lambda: nn.HingeEmbeddingLoss()(A(2, 3), 'a'), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'HingeEmbeddingLoss None first': (
        lambda: nn.HingeEmbeddingLoss()(None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'HingeEmbeddingLoss bool first': (
        lambda: nn.HingeEmbeddingLoss()(True, A(2, 3)), AttributeError,
        "'bool' object has no attribute 'dtype'"),
    'PReLU str first': (lambda: nn.PReLU()('a'), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'PReLU None first': (lambda: nn.PReLU()(None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'PReLU bool first': (lambda: nn.PReLU()(True), AttributeError,
        "'bool' object has no attribute 'dtype'"),
    'RMSELoss str first': (lambda: nn.RMSELoss()('a', A(2, 3)), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'str'>."),
    'RMSELoss str last': (lambda: nn.RMSELoss()(A(2, 3), 'a'), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'str'>."),
    'RMSELoss None first': (lambda: nn.RMSELoss()(None, A(2, 3)), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'NoneType'>."),
    'RMSELoss bool first': (lambda: nn.RMSELoss()(True, A(2, 3)), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'bool'>."),
    'GELU str first': (lambda: nn.GELU()('a'), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'str'>."),
    'GELU None first': (lambda: nn.GELU()(None), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'NoneType'>."),
    'GELU bool first': (lambda: nn.GELU()(True), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'bool'>."),
    'Flatten str first': (lambda: nn.Flatten()('a'), TypeError,
        'the input x must be Tensor!'),
    'Flatten None first': (lambda: nn.Flatten()(None), TypeError,
        'the input x must be Tensor!'),
    'Flatten bool first': (lambda: nn.Flatten()(True), TypeError,
        'the input x must be Tensor!'),
    'MaxPool1d str first': (lambda: nn.MaxPool1d()('a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'MaxPool1d None first': (lambda: nn.MaxPool1d()(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'MaxPool1d bool first': (lambda: nn.MaxPool1d()(True), AttributeError,
        "'bool' object has no attribute 'ndim'"),
    'AvgPool1d str first': (lambda: nn.AvgPool1d()('a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'AvgPool1d None first': (lambda: nn.AvgPool1d()(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'AvgPool1d bool first': (lambda: nn.AvgPool1d()(True), AttributeError,
        "'bool' object has no attribute 'ndim'"),
    'MaxPool2d str first': (lambda: nn.MaxPool2d()('a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'MaxPool2d None first': (lambda: nn.MaxPool2d()(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'MaxPool2d bool first': (lambda: nn.MaxPool2d()(True), AttributeError,
        "'bool' object has no attribute 'ndim'"),
    'AvgPool2d str first': (lambda: nn.AvgPool2d()('a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'AvgPool2d None first': (lambda: nn.AvgPool2d()(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'AvgPool2d bool first': (lambda: nn.AvgPool2d()(True), AttributeError,
        "'bool' object has no attribute 'ndim'"),
    'MaxPool3d str first': (lambda: nn.MaxPool3d()('a'), AttributeError,
        "'str' object has no attribute 'ndim'"),
    'MaxPool3d None first': (lambda: nn.MaxPool3d()(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'MaxPool3d bool first': (lambda: nn.MaxPool3d()(True), AttributeError,
        "'bool' object has no attribute 'ndim'"),
    'LPPool1d str first': (lambda: nn.LPPool1d(2, 2)('a'), AttributeError,
        "'str' object has no attribute 'shape'"),
    'LPPool1d None first': (lambda: nn.LPPool1d(2, 2)(None), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'LPPool1d bool first': (lambda: nn.LPPool1d(2, 2)(True), AttributeError,
        "'bool' object has no attribute 'shape'"),
    'LPPool2d str first': (lambda: nn.LPPool2d(2, 2)('a'), AttributeError,
        "'str' object has no attribute 'pow'"),
    'LPPool2d None first': (lambda: nn.LPPool2d(2, 2)(None), AttributeError,
        "'NoneType' object has no attribute 'pow'"),
    'LPPool2d bool first': (lambda: nn.LPPool2d(2, 2)(True), AttributeError,
        "'bool' object has no attribute 'pow'"),
    'LayerNorm str first': (lambda: nn.LayerNorm((3,))('a'), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'LayerNorm None first': (lambda: nn.LayerNorm((3,))(None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'LayerNorm bool first': (lambda: nn.LayerNorm((3,))(True), AttributeError,
        "'bool' object has no attribute 'dtype'"),
    'GroupNorm str first': (lambda: nn.GroupNorm(1, 2)('a'), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'GroupNorm None first': (lambda: nn.GroupNorm(1, 2)(None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'GroupNorm bool first': (lambda: nn.GroupNorm(1, 2)(True), AttributeError,
        "'bool' object has no attribute 'dtype'"),
    'AdaptiveAvgPool1d str first': (lambda: nn.AdaptiveAvgPool1d(2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'AdaptiveAvgPool1d None first': (lambda: nn.AdaptiveAvgPool1d(2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'AdaptiveAvgPool1d bool first': (lambda: nn.AdaptiveAvgPool1d(2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'AdaptiveMaxPool1d str first': (lambda: nn.AdaptiveMaxPool1d(2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'AdaptiveMaxPool1d None first': (lambda: nn.AdaptiveMaxPool1d(2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'AdaptiveMaxPool1d bool first': (lambda: nn.AdaptiveMaxPool1d(2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'ChannelShuffle str first': (lambda: nn.ChannelShuffle(2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'ChannelShuffle None first': (lambda: nn.ChannelShuffle(2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'ChannelShuffle bool first': (lambda: nn.ChannelShuffle(2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'Unflatten str first': (lambda: nn.Unflatten(1, (1, 3))('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'Unflatten None first': (lambda: nn.Unflatten(1, (1, 3))(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Unflatten bool first': (lambda: nn.Unflatten(1, (1, 3))(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'BatchNorm1d str first': (lambda: nn.BatchNorm1d(3)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
}

# name: (call, repr of 2.10's result)
GOOD = {

}
