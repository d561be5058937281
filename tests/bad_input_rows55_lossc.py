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
    'BatchNorm1d None first': (lambda: nn.BatchNorm1d(3)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'BatchNorm1d bool first': (lambda: nn.BatchNorm1d(3)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'BatchNorm2d str first': (lambda: nn.BatchNorm2d(3)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'BatchNorm2d None first': (lambda: nn.BatchNorm2d(3)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'BatchNorm2d bool first': (lambda: nn.BatchNorm2d(3)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'InstanceNorm2d str first': (lambda: nn.InstanceNorm2d(3)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'InstanceNorm2d None first': (lambda: nn.InstanceNorm2d(3)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'InstanceNorm2d bool first': (lambda: nn.InstanceNorm2d(3)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'Embedding str first': (lambda: nn.Embedding(3, 2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'Embedding None first': (lambda: nn.Embedding(3, 2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Embedding bool first': (lambda: nn.Embedding(3, 2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'AdaptiveAvgPool2d str first': (lambda: nn.AdaptiveAvgPool2d(2)('a'), TypeError,
        'For Primitive[AdaptiveAvgPool2D], the type of input argument[x] must be Tensor but '
        'got String.'),
    'AdaptiveAvgPool2d None first': (lambda: nn.AdaptiveAvgPool2d(2)(None), TypeError,
        'For Primitive[AdaptiveAvgPool2D], the type of input argument[x] must be Tensor but '
        'got None.'),
    'AdaptiveAvgPool2d bool first': (lambda: nn.AdaptiveAvgPool2d(2)(True), TypeError,
        'For Primitive[AdaptiveAvgPool2D], the type of input argument[x] must be Tensor but '
        'got Bool.'),
    'AdaptiveAvgPool3d str first': (lambda: nn.AdaptiveAvgPool3d(2)('a'), TypeError,
        'For Primitive[AdaptiveAvgPool3D], the type of input argument[x] must be Tensor but '
        'got String.'),
    'AdaptiveAvgPool3d None first': (lambda: nn.AdaptiveAvgPool3d(2)(None), TypeError,
        'For Primitive[AdaptiveAvgPool3D], the type of input argument[x] must be Tensor but '
        'got None.'),
    'AdaptiveAvgPool3d bool first': (lambda: nn.AdaptiveAvgPool3d(2)(True), TypeError,
        'For Primitive[AdaptiveAvgPool3D], the type of input argument[x] must be Tensor but '
        'got Bool.'),
    'AdaptiveMaxPool3d str first': (lambda: nn.AdaptiveMaxPool3d(2)('a'), TypeError,
        'For Primitive[AdaptiveMaxPool3D], the type of input argument[x] must be Tensor but '
        'got String.'),
    'AdaptiveMaxPool3d None first': (lambda: nn.AdaptiveMaxPool3d(2)(None), TypeError,
        'For Primitive[AdaptiveMaxPool3D], the type of input argument[x] must be Tensor but '
        'got None.'),
    'AdaptiveMaxPool3d bool first': (lambda: nn.AdaptiveMaxPool3d(2)(True), TypeError,
        'For Primitive[AdaptiveMaxPool3D], the type of input argument[x] must be Tensor but '
        'got Bool.'),
    'EmbeddingLookup str first': (lambda: nn.EmbeddingLookup(3, 2)('a'), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be Tensor '
        'but got String.'),
    'EmbeddingLookup None first': (lambda: nn.EmbeddingLookup(3, 2)(None), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be Tensor '
        'but got None.'),
    'EmbeddingLookup bool first': (lambda: nn.EmbeddingLookup(3, 2)(True), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be Tensor '
        'but got Bool.'),
    'PixelShuffle str first': (lambda: nn.PixelShuffle(2)('a'), TypeError,
        "For 'pixel_shuffle', the 'input' must be a Tensor, but got 'String'"),
    'PixelShuffle None first': (lambda: nn.PixelShuffle(2)(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'PixelShuffle bool first': (lambda: nn.PixelShuffle(2)(True), TypeError,
        "For 'pixel_shuffle', the 'input' must be a Tensor, but got 'Bool'"),
    'Conv2dTranspose str first': (lambda: nn.Conv2dTranspose(2, 2, 3)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'Conv2dTranspose None first': (lambda: nn.Conv2dTranspose(2, 2, 3)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Conv2dTranspose bool first': (lambda: nn.Conv2dTranspose(2, 2, 3)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'AdaptiveMaxPool2d str first': (lambda: nn.AdaptiveMaxPool2d(2)('a'), TypeError,
        'Failed calling AdaptiveMaxPool2D with "AdaptiveMaxPool2D(output_size=Tuple<int, '
        'int>)(input=string)".\nThe valid calling should be: \n'
        '"AdaptiveMaxPool2D(output_size=<list of int, tuple of int>)(input=<Tensor>)".'),
    'AdaptiveMaxPool2d None first': (lambda: nn.AdaptiveMaxPool2d(2)(None), TypeError,
        'Failed calling AdaptiveMaxPool2D with "AdaptiveMaxPool2D(output_size=Tuple<int, '
        'int>)(input=None)".\nThe valid calling should be: \n'
        '"AdaptiveMaxPool2D(output_size=<list of int, tuple of int>)(input=<Tensor>)".'),
    'AdaptiveMaxPool2d bool first': (lambda: nn.AdaptiveMaxPool2d(2)(True), TypeError,
        'Failed calling AdaptiveMaxPool2D with "AdaptiveMaxPool2D(output_size=Tuple<int, '
        'int>)(input=bool)".\nThe valid calling should be: \n'
        '"AdaptiveMaxPool2D(output_size=<list of int, tuple of int>)(input=<Tensor>)".'),
    'ConstantPad1d str first': (lambda: nn.ConstantPad1d(1, 0.0)('a'), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'str'>."),
    'ConstantPad1d None first': (lambda: nn.ConstantPad1d(1, 0.0)(None), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'NoneType'>."),
    'ConstantPad1d bool first': (lambda: nn.ConstantPad1d(1, 0.0)(True), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'bool'>."),
    'ZeroPad2d str first': (lambda: nn.ZeroPad2d(1)('a'), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'str'>."),
    'ZeroPad2d None first': (lambda: nn.ZeroPad2d(1)(None), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'NoneType'>."),
    'ZeroPad2d bool first': (lambda: nn.ZeroPad2d(1)(True), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'bool'>."),
    'PixelUnshuffle str first': (lambda: nn.PixelUnshuffle(2)('a'), TypeError,
        "For 'pixel_unshuffle', the 'input' must be a Tensor, but got 'String'"),
    'PixelUnshuffle None first': (lambda: nn.PixelUnshuffle(2)(None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'PixelUnshuffle bool first': (lambda: nn.PixelUnshuffle(2)(True), TypeError,
        "For 'pixel_unshuffle', the 'input' must be a Tensor, but got 'Bool'"),
    'Softmax2d str first': (lambda: nn.Softmax2d()('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'Softmax2d None first': (lambda: nn.Softmax2d()(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Softmax2d bool first': (lambda: nn.Softmax2d()(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'Softmin str first': (lambda: nn.Softmin()('a'), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=string)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'Softmin None first': (lambda: nn.Softmin()(None), TypeError,
        "unsupported operand type(s) for *: 'int' and 'NoneType'"),
    'Softmin bool first': (lambda: nn.Softmin()(True), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=int)".\nThe valid calling '
        'should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'Conv1dTranspose str first': (lambda: nn.Conv1dTranspose(2, 2, 3)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'Conv1dTranspose None first': (lambda: nn.Conv1dTranspose(2, 2, 3)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Conv1dTranspose bool first': (lambda: nn.Conv1dTranspose(2, 2, 3)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'BatchNorm3d str first': (lambda: nn.BatchNorm3d(2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'BatchNorm3d None first': (lambda: nn.BatchNorm3d(2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'BatchNorm3d bool first': (lambda: nn.BatchNorm3d(2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'InstanceNorm1d str first': (lambda: nn.InstanceNorm1d(2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'InstanceNorm1d None first': (lambda: nn.InstanceNorm1d(2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'InstanceNorm1d bool first': (lambda: nn.InstanceNorm1d(2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'CentralCrop str first': (lambda: nn.CentralCrop(0.5)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'CentralCrop None first': (lambda: nn.CentralCrop(0.5)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'CentralCrop bool first': (lambda: nn.CentralCrop(0.5)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'ImageGradients str first': (lambda: nn.ImageGradients()('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'ImageGradients None first': (lambda: nn.ImageGradients()(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'ImageGradients bool first': (lambda: nn.ImageGradients()(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'MatrixDiagPart str first': (lambda: nn.MatrixDiagPart()('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'MatrixDiagPart None first': (lambda: nn.MatrixDiagPart()(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'MatrixDiagPart bool first': (lambda: nn.MatrixDiagPart()(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'Moments str first': (lambda: nn.Moments()('a'), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'str'>."),
    'Moments None first': (lambda: nn.Moments()(None), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'NoneType'>."),
    'Moments bool first': (lambda: nn.Moments()(True), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'bool'>."),
    'Norm str first': (lambda: nn.Norm()('a'), TypeError,
        'Failed calling Square with "Square()(input=string)".\nThe valid calling should be: \n'
        '"Square()(input=<Tensor>)".'),
    'Norm None first': (lambda: nn.Norm()(None), TypeError,
        'Failed calling Square with "Square()(input=None)".\nThe valid calling should be: \n'
        '"Square()(input=<Tensor>)".'),
    'Norm bool first': (lambda: nn.Norm()(True), TypeError,
        'Failed calling Square with "Square()(input=bool)".\nThe valid calling should be: \n'
        '"Square()(input=<Tensor>)".'),
    'BCELoss str first': (lambda: nn.BCELoss()('a', A(2, 3)), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=string, target=Tensor, weight=None)".\n'
        'The valid calling should be: \n'
        '"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>)".'),
    'BCELoss str last': (lambda: nn.BCELoss()(A(2, 3), 'a'), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=Tensor, target=string, weight=None)".\n'
        'The valid calling should be: \n'
        '"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>)".'),
    'BCELoss None first': (lambda: nn.BCELoss()(None, A(2, 3)), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=None, target=Tensor, weight=None)".\nThe '
        'valid calling should be: \n"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, '
        'target=<Tensor>, weight=<Tensor>)".'),
    'BCELoss bool first': (lambda: nn.BCELoss()(True, A(2, 3)), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=bool, target=Tensor, weight=None)".\nThe '
        'valid calling should be: \n"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, '
        'target=<Tensor>, weight=<Tensor>)".'),
    'Unfold str first': (
        lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])('a'), TypeError,
        'Failed calling ExtractImagePatches with "ExtractImagePatches(ksizes=Tuple<int, int>, '
        'strides=Tuple<int, int>, rates=Tuple<int, int>, padding=string)(input_x=string)".\n'
        'The valid calling should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of '
        'int>, strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'Unfold None first': (
        lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])(None), TypeError,
        'Failed calling ExtractImagePatches with "ExtractImagePatches(ksizes=Tuple<int, int>, '
        'strides=Tuple<int, int>, rates=Tuple<int, int>, padding=string)(input_x=None)".\nThe '
        'valid calling should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of int>, '
        'strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'Unfold bool first': (
        lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])(True), TypeError,
        'Failed calling ExtractImagePatches with "ExtractImagePatches(ksizes=Tuple<int, int>, '
        'strides=Tuple<int, int>, rates=Tuple<int, int>, padding=string)(input_x=bool)".\nThe '
        'valid calling should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of int>, '
        'strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'TripletMarginLoss str first': (
        lambda: nn.TripletMarginLoss()('a', A(2, 3), A(2, 3)), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] must be all "
        'tensor and those type must be same. But got input argument[x]:String\nValid type '
        'list: {Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], '
        'Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], '
        'Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'TripletMarginLoss str last': (lambda: nn.TripletMarginLoss()(A(2, 3), A(2, 3), 'a'), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] must be all "
        'tensor and those type must be same. But got input argument[negative]:String\nValid '
        'type list: {Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], '
        'Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], '
        'Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'TripletMarginLoss None first': (
        lambda: nn.TripletMarginLoss()(None, A(2, 3), A(2, 3)), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] must be all "
        'tensor and those type must be same. But got input argument[x]:None\nValid type list: '
        '{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], '
        'Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], '
        'Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'TripletMarginLoss bool first': (
        lambda: nn.TripletMarginLoss()(True, A(2, 3), A(2, 3)), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] must be all "
        'tensor and those type must be same. But got input argument[x]:Bool\nValid type list: '
        '{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], '
        'Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], '
        'Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'Conv2d str first': (lambda: nn.Conv2d(2, 2, 3)('a'), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those type must "
        'be same. But got input argument[x]:String\nValid type list: {Tensor[BFloat16], '
        'Tensor[Float16], Tensor[Float32], Tensor[Int32], Tensor[Int64], Tensor[Int8]}.'),
    'Conv2d None first': (lambda: nn.Conv2d(2, 2, 3)(None), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those type must "
        'be same. But got input argument[x]:None\nValid type list: {Tensor[BFloat16], '
        'Tensor[Float16], Tensor[Float32], Tensor[Int32], Tensor[Int64], Tensor[Int8]}.'),
    'Conv2d bool first': (lambda: nn.Conv2d(2, 2, 3)(True), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those type must "
        'be same. But got input argument[x]:Bool\nValid type list: {Tensor[BFloat16], '
        'Tensor[Float16], Tensor[Float32], Tensor[Int32], Tensor[Int64], Tensor[Int8]}.'),
    'ReLU str first': (lambda: nn.ReLU()('a'), TypeError,
        'Failed calling ReLU with "ReLU()(input=string)".\nThe valid calling should be: \n'
        '"ReLU()(input=<Tensor>)".'),
    'ReLU None first': (lambda: nn.ReLU()(None), TypeError,
        'Failed calling ReLU with "ReLU()(input=None)".\nThe valid calling should be: \n'
        '"ReLU()(input=<Tensor>)".'),
    'ReLU bool first': (lambda: nn.ReLU()(True), TypeError,
        'Failed calling ReLU with "ReLU()(input=bool)".\nThe valid calling should be: \n'
        '"ReLU()(input=<Tensor>)".'),
    'Sigmoid str first': (lambda: nn.Sigmoid()('a'), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=string)".\nThe valid calling should '
        'be: \n"Sigmoid()(input=<Tensor>)".'),
    'Sigmoid None first': (lambda: nn.Sigmoid()(None), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=None)".\nThe valid calling should be: \n'
        '"Sigmoid()(input=<Tensor>)".'),
    'Sigmoid bool first': (lambda: nn.Sigmoid()(True), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=bool)".\nThe valid calling should be: \n'
        '"Sigmoid()(input=<Tensor>)".'),
    'Tanh str first': (lambda: nn.Tanh()('a'), TypeError,
        'Failed calling Tanh with "Tanh()(input=string)".\nThe valid calling should be: \n'
        '"Tanh()(input=<Tensor>)".'),
    'Tanh None first': (lambda: nn.Tanh()(None), TypeError,
        'Failed calling Tanh with "Tanh()(input=None)".\nThe valid calling should be: \n'
        '"Tanh()(input=<Tensor>)".'),
    'Tanh bool first': (lambda: nn.Tanh()(True), TypeError,
        'Failed calling Tanh with "Tanh()(input=bool)".\nThe valid calling should be: \n'
        '"Tanh()(input=<Tensor>)".'),
    'Softmax str first': (lambda: nn.Softmax()('a'), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=string)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'Softmax None first': (lambda: nn.Softmax()(None), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=None)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'Softmax bool first': (lambda: nn.Softmax()(True), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=bool)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'LogSoftmax str first': (lambda: nn.LogSoftmax()('a'), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=string)".\nThe valid '
        'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'LogSoftmax None first': (lambda: nn.LogSoftmax()(None), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=None)".\nThe valid '
        'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'LogSoftmax bool first': (lambda: nn.LogSoftmax()(True), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=bool)".\nThe valid '
        'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'Dense str first': (lambda: nn.Dense(2, 2)('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'Dense None first': (lambda: nn.Dense(2, 2)(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Dense bool first': (lambda: nn.Dense(2, 2)(True), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'bool'>."),
    'MSELoss None last': (lambda: nn.MSELoss()(A(2, 3), None), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n'
        '"Tensor.sub(other=<Number>, *, alpha=<Number>)"\n    missing required argument: '
        'other\n"Tensor.sub(other=<Number, Tensor>, *, alpha=<Number>)"\n    missing required '
        'argument: other\n"Tensor.sub(y=<Any, Tensor>)"\n    missing required argument: y'),
    'KLDivLoss None last': (lambda: nn.KLDivLoss()(A(2, 3), None), TypeError,
        'For KLDivLoss, labels should be a Tensor.'),
    'BCEWithLogitsLoss None last': (lambda: nn.BCEWithLogitsLoss()(A(2, 3), None), TypeError,
        'Failed calling BCEWithLogitsLoss with '
        '"BCEWithLogitsLoss(reduction=string)(input=Tensor, target=None, weight=None, '
        'posWeight=None)".\nThe valid calling should be: \n'
        '"BCEWithLogitsLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>, '
        'weight=<Tensor>, posWeight=<Tensor>)".'),
    'PoissonNLLLoss None last': (lambda: nn.PoissonNLLLoss()(A(2, 3), None), TypeError,
        'Failed calling Cast with "Cast()(input=None, dtype=mindspore.dtype)".\nThe valid '
        'calling should be: \n"Cast()(input=<Number, Tensor>, dtype=<mindspore.dtype>)".'),
    'CrossEntropyLoss None last': (lambda: nn.CrossEntropyLoss()(A(2, 3), None), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'MAELoss None last': (lambda: nn.MAELoss()(A(2, 3), None), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n'
        '"Tensor.sub(other=<Number>, *, alpha=<Number>)"\n    missing required argument: '
        'other\n"Tensor.sub(other=<Number, Tensor>, *, alpha=<Number>)"\n    missing required '
        'argument: other\n"Tensor.sub(y=<Any, Tensor>)"\n    missing required argument: y'),
    'DiceLoss None last': (lambda: nn.DiceLoss()(A(2, 3), None), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'FocalLoss None last': (lambda: nn.FocalLoss()(A(2, 3), None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'MultiMarginLoss None last': (lambda: nn.MultiMarginLoss()(A(2, 3), None), TypeError,
        'For Primitive[MultiMarginLoss], the type of input argument[target] must be Tensor but '
        'got None.'),
    'CosineEmbeddingLoss None last': (
        lambda: nn.CosineEmbeddingLoss()(A(2, 3), A(2, 3), None), TypeError,
        'Failed calling Select with "Select()(condition=bool, input=Tensor, other=Tensor)".\n'
        'The valid calling should be: \n"Select()(condition=<Tensor>, input=<Number, Tensor>, '
        'other=<Number, Tensor>)".'),
    'CosineEmbeddingLoss None mid': (
        lambda: nn.CosineEmbeddingLoss()(A(2, 3), None, A(2, 3)), TypeError,
        "For 'SameTypeShape', the type of 'y' should be 'Tensor', but got type 'NoneType'."),
    'GaussianNLLLoss None last': (lambda: nn.GaussianNLLLoss()(A(2, 3), A(2, 3), None), TypeError,
        "For 'gaussian_nll_loss', 'var' must be a tensor, but got <class 'NoneType'>."),
    'GaussianNLLLoss None mid': (lambda: nn.GaussianNLLLoss()(A(2, 3), None, A(2, 3)), TypeError,
        "For 'gaussian_nll_loss', 'target' must be a tensor, but got <class 'NoneType'>."),
    'L1Loss None last': (lambda: nn.L1Loss()(A(2, 3), None), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n'
        '"Tensor.sub(other=<Number>, *, alpha=<Number>)"\n    missing required argument: '
        'other\n"Tensor.sub(other=<Number, Tensor>, *, alpha=<Number>)"\n    missing required '
        'argument: other\n"Tensor.sub(y=<Any, Tensor>)"\n    missing required argument: y'),
    'HuberLoss None last': (lambda: nn.HuberLoss()(A(2, 3), None), TypeError,
        'Failed calling Sub with "Sub()(input=Tensor, other=None)".\nThe valid calling should '
        'be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'MultiLabelSoftMarginLoss None last': (
        lambda: nn.MultiLabelSoftMarginLoss()(A(2, 3), None), TypeError,
        'Failed calling Mul with "Mul()(input=None, other=Tensor)".\nThe valid calling should '
        'be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'MarginRankingLoss None last': (
        lambda: nn.MarginRankingLoss()(A(2, 3), A(2, 3), None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'MarginRankingLoss None mid': (
        lambda: nn.MarginRankingLoss()(A(2, 3), None, A(2, 3)), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'MultilabelMarginLoss None last': (lambda: nn.MultilabelMarginLoss()(A(2, 3), None), TypeError,
        'For Primitive[MultilabelMarginLoss], the type of input argument[target] must be '
        'Tensor but got None.'),
    'SmoothL1Loss None last': (lambda: nn.SmoothL1Loss()(A(2, 3), None), TypeError,
        'Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, '
        'reduction=string)(prediction=Tensor, target=None)".\nThe valid calling should be: \n'
        '"SmoothL1Loss(beta=<bool, int, float>, reduction=<string>)(prediction=<Tensor>, '
        'target=<Tensor>)".'),
    'SoftMarginLoss None last': (lambda: nn.SoftMarginLoss()(A(2, 3), None), TypeError,
        'Failed calling SoftMarginLoss with "SoftMarginLoss(reduction=string)(input=Tensor, '
        'target=None)".\nThe valid calling should be: \n'
        '"SoftMarginLoss(reduction=<string>)(input=<Tensor>, target=<Tensor>)".'),
    'NLLLoss None last': (lambda: nn.NLLLoss()(A(2, 3), None), AttributeError,
        "'NoneType' object has no attribute 'ndim'"),
    'HingeEmbeddingLoss None last': (lambda: nn.HingeEmbeddingLoss()(A(2, 3), None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'RMSELoss None last': (lambda: nn.RMSELoss()(A(2, 3), None), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or '
        "COOTensor, but got <class 'NoneType'>."),
    'BCELoss None last': (lambda: nn.BCELoss()(A(2, 3), None), TypeError,
        'Failed calling BinaryCrossEntropy with '
        '"BinaryCrossEntropy(reduction=string)(input=Tensor, target=None, weight=None)".\nThe '
        'valid calling should be: \n"BinaryCrossEntropy(reduction=<string>)(input=<Tensor>, '
        'target=<Tensor>, weight=<Tensor>)".'),
    'TripletMarginLoss None last': (
        lambda: nn.TripletMarginLoss()(A(2, 3), A(2, 3), None), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] must be all "
        'tensor and those type must be same. But got input argument[negative]:None\nValid type '
        'list: {Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], '
        'Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], '
        'Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
    'TripletMarginLoss None mid': (
        lambda: nn.TripletMarginLoss()(A(2, 3), None, A(2, 3)), TypeError,
        "The primitive[TripletMarginLoss]'s input arguments[negative, positive, x] must be all "
        'tensor and those type must be same. But got input argument[positive]:None\nValid type '
        'list: {Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], '
        'Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], '
        'Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}.'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'SoftMarginLoss red bad': (lambda: L(nn.SoftMarginLoss, reduction='bogus'),
        "'SoftMarginLoss'"),
    'SoftMarginLoss red int': (lambda: L(nn.SoftMarginLoss, reduction=1),
        "'SoftMarginLoss'"),
    'SoftMarginLoss red None': (lambda: L(nn.SoftMarginLoss, reduction=None),
        "'SoftMarginLoss'"),
    'BCEWithLogitsLoss red bad': (lambda: L(nn.BCEWithLogitsLoss, reduction='bogus'),
        "'BCEWithLogitsLoss'"),
    'BCEWithLogitsLoss red int': (lambda: L(nn.BCEWithLogitsLoss, reduction=1),
        "'BCEWithLogitsLoss'"),
    'BCEWithLogitsLoss red None': (lambda: L(nn.BCEWithLogitsLoss, reduction=None),
        "'BCEWithLogitsLoss'"),
    'KLDivLoss red bad': (lambda: L(nn.KLDivLoss, reduction='bogus'),
        "'KLDivLoss'"),
    'KLDivLoss red int': (lambda: L(nn.KLDivLoss, reduction=1),
        "'KLDivLoss'"),
    'KLDivLoss red None': (lambda: L(nn.KLDivLoss, reduction=None),
        "'KLDivLoss'"),
    'TripletMarginLoss red bad': (lambda: L(nn.TripletMarginLoss, reduction='bogus'),
        "'TripletMarginLoss'"),
    'TripletMarginLoss red int': (lambda: L(nn.TripletMarginLoss, reduction=1),
        "'TripletMarginLoss'"),
    'TripletMarginLoss red None': (lambda: L(nn.TripletMarginLoss, reduction=None),
        "'TripletMarginLoss'"),
    'CTCLoss red bad': (lambda: L(nn.CTCLoss, reduction='bogus'),
        "'CTCLoss'"),
    'CTCLoss red int': (lambda: L(nn.CTCLoss, reduction=1),
        "'CTCLoss'"),
    'CTCLoss red None': (lambda: L(nn.CTCLoss, reduction=None),
        "'CTCLoss'"),
    'LossBase get_loss': (lambda: nn.LossBase().get_loss(F(2, 3)),
        'Tensor(shape=[], dtype=Float32, value= 1)'),
    'LossBase get_loss w': (lambda: nn.LossBase('sum').get_loss(F(2, 3), weights=F(3)),
        'Tensor(shape=[], dtype=Float32, value= 6)'),
    'LossBase get_loss none': (lambda: nn.LossBase('none').get_loss(F(2, 3)),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  '
        '1.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'LossBase get_axis': (lambda: nn.LossBase().get_axis(F(2, 3)),
        '(0, 1)'),
    'L1 bcast': (lambda: nn.L1Loss()(F(2, 3), F(3)),
        'Tensor(shape=[], dtype=Float32, value= 0)'),
    'L1 dtype': (lambda: nn.L1Loss()(F(2, 3), I(2, 3)),
        'Tensor(shape=[], dtype=Float32, value= 0)'),
}
