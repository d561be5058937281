"""MindSpore 2.10's error when a built-in Cell (a loss, an activation) is called with a Python
list, tuple, number or numpy array where it takes a Tensor. 2.10 refuses these in the Cell's own
Python (a type check naming the Cell or its functional), in the primitive it calls (a 'Failed
calling' listing, a ``Primitive[...]`` check) or by reading an attribute the value lacks; each
Cell's way is one row of ``_ROWS`` (measured on 2.10 CPU, session 67, /tmp/s67/bad50/w/c4.py).

>>> from minicell import nn
>>> nn.Flatten()(1)
Traceback (most recent call last):
...
minicell.ops.tensor_inputs.SequenceInputError: the input x must be Tensor!
"""
import numpy as np

from ..common._type_text import graph_type_text
from ..ops._util import ms_type_name
from ..ops.tensor_inputs import SequenceInputError
from ..runtime.dispatch import running_eagerly

_REFUSED = (list, tuple, np.ndarray, int, float, str)
_TENSOR_TYPE = "<class 'mindspore._c_expression.typing.TensorType'>"
_FLOAT_ATTR = ("float", "<float>")
_LAMBD = ("float", "<bool, int, float>")
_REDUCTION = ("string", "<string>")
_WINDOW = ("Tuple<int, int>", "<list of int, tuple of int>")
_SHAPE_TEXT = "For primitive[Shape], the input argument must be Tensor, but got {cls}."
_PAD_TEXT = "For 'pad', the type of 'input_x' must be Tensor, but got {cls}."


def shape_refusal(value):
    """2.10's error where its Shape primitive gets ``value``, no Tensor: the primitive's check op
    by op; in a graph, a number or str is its signature's listing (measured: Dense)."""
    if (value is None or isinstance(value, (int, float, str))) and not running_eagerly():
        return TypeError(f'Failed calling Shape with "input_x={graph_type_text(value)}".\nThe '
                         f'valid calling should be: "input_x=<Tensor>".')
    return TypeError(_SHAPE_TEXT.format(cls=type(value)))


def _typed(cls, names):
    """The Cell's own check: 'must be <TensorType>' (most losses)."""
    return ("typed", cls, names)


def _func(func, names):
    """The functional's check: "For 'l1_loss', the 'input' must be a Tensor"."""
    return ("func", func, names)


def _prim(prim, names):
    """The primitive's check: 'For Primitive[Mish], the type of input argument[...]'."""
    return ("prim", prim, names)


def _failed(prim, attrs, names):
    """The primitive's 'Failed calling' listing; ``attrs``: (name, given, valid) triples."""
    return ("failed", prim, (attrs, names))


# 2.10's Cell class name: how it refuses a value that is not a Tensor
_ROWS = {
    "MSELoss": _typed("MSELoss", ("logits", "labels")),
    "KLDivLoss": _typed("KLDivLoss", ("logits", "labels")),
    "BCEWithLogitsLoss": _typed("BCEWithLogitsLoss", ("input", "target")),
    "PoissonNLLLoss": _typed("PoissonNLLLoss", ("input", "target")),
    "CrossEntropyLoss": _typed("CrossEntropyLoss", ("logits", "labels")),
    "MAELoss": _typed("MAELoss", ("logits", "labels")),
    "DiceLoss": _typed("DiceLoss", ("logits", "labels")),
    "FocalLoss": _typed("FocalLoss", ("logits", "labels")),
    "MultiMarginLoss": _typed("MultiMarginLoss", ("x", "target")),
    "SoftmaxCrossEntropyWithLogits": _typed("SoftmaxCrossEntropyWithLogits",
                                            ("logits", "labels")),
    "CosineEmbeddingLoss": _typed("CosineEmbeddingLoss", ("logits_x1", "logits_x2", "labels")),
    "GaussianNLLLoss": _typed("GaussianNLLLoss", ("logits", "labels", "var")),
    "L1Loss": _func("l1_loss", ("input", "target")),
    "HuberLoss": _func("huber_loss", ("input", "target")),
    "MultiLabelSoftMarginLoss": _func("multilabel_soft_margin_loss", ("input", "target")),
    "MarginRankingLoss": _func("margin_ranking_loss", ("input1", "input2", "target")),
    "Hardtanh": _func("hardtanh", ("input",)),
    "Threshold": _func("threshold", ("input",)),
    "LeakyReLU": _func("leaky_relu", ("input",)),
    "MultilabelMarginLoss": _prim("MultilabelMarginLoss", ("x", "target")),
    "Mish": _prim("Mish", ("input_x",)),
    "Softsign": _prim("Softsign", ("input_x",)),
    "SeLU": _prim("SeLU", ("input_x",)),
    "SmoothL1Loss": _failed("SmoothL1Loss", (("beta", "float", "<bool, int, float>"),
                                             ("reduction",) + _REDUCTION),
                            ("prediction", "target")),
    "SoftMarginLoss": _failed("SoftMarginLoss", (("reduction",) + _REDUCTION,),
                              ("input", "target")),
    "GLU": _failed("Split", (("axis", "int", "<int>"), ("output_num", "int", "<int>")),
                   ("input_x",)),
    "CELU": _failed("CeLU", (("alpha",) + _FLOAT_ATTR,), ("x",)),
    "ELU": _failed("Elu", (("alpha",) + _FLOAT_ATTR,), ("input_x",)),
    "HShrink": _failed("HShrink", (("lambd",) + _LAMBD,), ("input",)),
    "SoftShrink": _failed("SoftShrink", (("lambd",) + _LAMBD,), ("input",)),
    "SiLU": _failed("SiLU", (), ("input",)),
    "HSigmoid": _failed("HSigmoid", (), ("input",)),
    "HSwish": _failed("HSwish", (), ("input",)),
    "ReLU6": _failed("ReLU6", (), ("x",)),
    "NLLLoss": ("attr", "ndim", None),
    "HingeEmbeddingLoss": ("attr", "dtype", None),
    "PReLU": ("attr", "dtype", None),
    "RMSELoss": ("dtype", None, None),
    "GELU": ("dtype", None, None),
    "Flatten": ("text", "the input x must be Tensor!", None),
    "MaxPool1d": ("attr", "ndim", None), "AvgPool1d": ("attr", "ndim", None),
    "MaxPool2d": ("attr", "ndim", None), "AvgPool2d": ("attr", "ndim", None),
    "MaxPool3d": ("attr", "ndim", None), "LPPool1d": ("attr", "shape", None),
    "LPPool2d": ("attr", "pow", None), "LayerNorm": ("attr", "dtype", None),
    "GroupNorm": ("attr", "dtype", None),
    "AdaptiveAvgPool1d": ("text", _SHAPE_TEXT, None),
    "AdaptiveMaxPool1d": ("text", _SHAPE_TEXT, None),
    "ChannelShuffle": ("text", _SHAPE_TEXT, None), "Unflatten": ("text", _SHAPE_TEXT, None),
    "BatchNorm1d": ("text", _SHAPE_TEXT, None), "BatchNorm2d": ("text", _SHAPE_TEXT, None),
    "InstanceNorm2d": ("text", _SHAPE_TEXT, None), "Embedding": ("text", _SHAPE_TEXT, None),
    "AdaptiveAvgPool2d": _prim("AdaptiveAvgPool2D", ("x",)),
    "AdaptiveAvgPool3d": _prim("AdaptiveAvgPool3D", ("x",)),
    "AdaptiveMaxPool3d": _prim("AdaptiveMaxPool3D", ("x",)),
    "EmbeddingLookup": _prim("EmbeddingLookup", ("indices",)),
    "PixelShuffle": _func("pixel_shuffle", ("input",)),
    "Conv2dTranspose": ("text", _SHAPE_TEXT, None),
    "AdaptiveMaxPool2d": _failed("AdaptiveMaxPool2D", (("output_size", "Tuple<int, int>",
                                                        "<list of int, tuple of int>"),),
                                 ("input",)),
    "ConstantPad1d": ("text", _PAD_TEXT, None), "ConstantPad2d": ("text", _PAD_TEXT, None),
    "ConstantPad3d": ("text", _PAD_TEXT, None), "ZeroPad2d": ("text", _PAD_TEXT, None),
    "PixelUnshuffle": _func("pixel_unshuffle", ("input",)),
    "Softmax2d": ("text", _SHAPE_TEXT, None),
    "Softmin": _failed("Softmax", (("axis", "Tuple<int>", "<int, tuple of int>"),), ("input",)),
    # measured on 2.10 (session 68, /tmp/s68/bad51/w/f2.py)
    "Conv1dTranspose": ("text", _SHAPE_TEXT, None), "BatchNorm3d": ("text", _SHAPE_TEXT, None),
    "InstanceNorm1d": ("text", _SHAPE_TEXT, None), "InstanceNorm3d": ("text", _SHAPE_TEXT, None),
    "CentralCrop": ("text", _SHAPE_TEXT, None), "ImageGradients": ("text", _SHAPE_TEXT, None),
    "MatrixDiagPart": ("text", _SHAPE_TEXT, None), "Moments": ("dtype", None, None),
    "Norm": _failed("Square", (), ("input",)),
    "BCELoss": _failed("BinaryCrossEntropy", (("reduction",) + _REDUCTION,),
                       ("input", "target", "weight")),
    # measured on 2.10 (session 69, /tmp/s69/bad52/w/m1.py)
    "Unfold": _failed("ExtractImagePatches", tuple((a,) + _WINDOW for a in (
        "ksizes", "strides", "rates")) + (("padding",) + _REDUCTION,), ("input_x",)),
}

def _binary(prim, given, second="other"):
    """2.10's listing of a two-operand primitive (Sub, Mul, Greater) given a None."""
    return ("text", f'Failed calling {prim} with "{prim}()(input={given[0]}, {second}='
                    f'{given[1]})".\nThe valid calling should be: \n"{prim}()(input=<Number, '
                    f'Tensor>, {second}=<Number, Tensor>)".', None)


_SUB_METHOD = ("text", 'Failed calling sub with "sub(None)".\nThe valid calling should be:\n'
                       '"Tensor.sub(other=<Number>, *, alpha=<Number>)"\n    missing required '
                       'argument: other\n"Tensor.sub(other=<Number, Tensor>, *, alpha=<Number>)'
                       '"\n    missing required argument: other\n"Tensor.sub(y=<Any, Tensor>)"\n'
                       '    missing required argument: y', None)
_SUB_FIRST = _binary("Sub", ("None", "Tensor"))


def _attr(name, n=1):
    return (("attr", name, None),) * n


def _texts(fmt, *names):
    return tuple(("text", fmt.format(n), None) for n in names)


# A None where the Cell takes a Tensor, per operand position, where it goes another way than
# the Cell's row of ``_ROWS`` (2.10's typed and functional checks let a None through; measured
# on 2.10 CPU, session 72, /tmp/s72/bad55/w/c1.py and c2.py)
_NONE_ROWS = {
    "MSELoss": (_SUB_FIRST, _SUB_METHOD), "MAELoss": (_SUB_FIRST, _SUB_METHOD),
    "L1Loss": (_SUB_FIRST, _SUB_METHOD),
    "HuberLoss": (_SUB_FIRST, _binary("Sub", ("Tensor", "None"))),
    "KLDivLoss": _texts("For KLDivLoss, {} should be a Tensor.", "logits", "labels"),
    "BCEWithLogitsLoss": (_failed("BCEWithLogitsLoss", (("reduction",) + _REDUCTION,),
                                  ("input", "target", "weight", "posWeight")),) * 2,
    "PoissonNLLLoss": _attr("dtype") + (("text", 'Failed calling Cast with "Cast()(input=None, '
                                                 'dtype=mindspore.dtype)".\nThe valid calling '
                                                 'should be: \n"Cast()(input=<Number, Tensor>, '
                                                 'dtype=<mindspore.dtype>)".', None),),
    "CrossEntropyLoss": _attr("shape", 2), "DiceLoss": _attr("shape", 2),
    "FocalLoss": _attr("ndim", 2),
    "MultiMarginLoss": _attr("dtype") + (_prim("MultiMarginLoss", ("x", "target")),),
    "CosineEmbeddingLoss": _texts("For 'SameTypeShape', the type of '{}' should be 'Tensor', "
                                  "but got type 'NoneType'.", "x", "y") + (
        ("text", 'Failed calling Select with "Select()(condition=bool, input=Tensor, other='
                 'Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
                 'input=<Number, Tensor>, other=<Number, Tensor>)".', None),),
    "GaussianNLLLoss": _texts("For 'gaussian_nll_loss', '{}' must be a tensor, but got "
                              "<class 'NoneType'>.", "x", "target", "var"),
    "MultiLabelSoftMarginLoss": _attr("shape") + (_binary("Mul", ("None", "Tensor")),),
    "MarginRankingLoss": _attr("dtype", 3), "Hardtanh": _attr("dtype"),
    "LeakyReLU": _attr("dtype"), "PixelShuffle": _attr("ndim"), "PixelUnshuffle": _attr("ndim"),
    "Threshold": (_binary("Greater", ("None", "float")),),
    "Softmin": (("text", "unsupported operand type(s) for *: 'int' and 'NoneType'", None),),
}


def _types(*names):
    return ", ".join(f"Tensor[{t}]" for t in names)


# Cells whose primitive checks all its Tensor operands at once: the primitive, the operands
# its text lists, the names of the Cell's operands by position, the valid types
_ALL_TENSORS = {
    "TripletMarginLoss": ("TripletMarginLoss", "negative, positive, x", ("x", "positive",
                                                                          "negative"),
                          _types("Complex128", "Complex64", "Float16", "Float32", "Float64",
                                 "Int16", "Int32", "Int64", "Int8", "UInt16", "UInt32",
                                 "UInt64", "UInt8")),
    "Conv2d": ("Conv2D", "w, x", ("x",), _types("BFloat16", "Float16", "Float32", "Int32",
                                                "Int64", "Int8")),
}


def _failed_text(prim, attrs, names, values):
    given = ", ".join(f"{a}={g}" for a, g, _ in attrs)
    valid = ", ".join(f"{a}={v}" for a, _, v in attrs)
    operands = ", ".join(f"{n}={ms_type_name(v)}" for n, v in zip(names, values))
    return (f'Failed calling {prim} with "{prim}({given})({operands})".\nThe valid calling '
            f'should be: \n"{prim}({valid})({", ".join(f"{n}=<Tensor>" for n in names)})".')


def refusal_all_tensors(cls_name, bad, value):
    """2.10's check of a primitive that takes all its operands as Tensors of one type."""
    prim, listed, names, types = _ALL_TENSORS[cls_name]
    if bad >= len(names):
        return None
    return SequenceInputError(
        f"The primitive[{prim}]'s input arguments[{listed}] must be all tensor and those "
        f"type must be same. But got input argument[{names[bad]}]:"
        f"{graph_type_text(value)}\nValid type list: {{{types}}}.")


def refusal(cls_name, args):
    """2.10's error for the built-in Cell ``cls_name`` called with ``args`` of which one is
    not a Tensor (a list, tuple, number, str, numpy array or None), or None where they pass or
    the Cell has no row."""
    bad = next((i for i, v in enumerate(args) if v is None or isinstance(v, _REFUSED)), None)
    if bad is None:
        return None
    value = args[bad]
    if value is None:
        return _none_refusal(cls_name, bad, args)
    if cls_name == "Softmin" and isinstance(value, bool):
        args = (int(value),) + tuple(args[1:])     # 2.10's Softmin negates first: -True
    if cls_name in _ALL_TENSORS:
        return refusal_all_tensors(cls_name, bad, value)
    return _row_refusal(_ROWS.get(cls_name), bad, args)


def _none_refusal(cls_name, bad, args):
    """``refusal`` of a None at operand ``bad``: the Cell's ``_NONE_ROWS`` entry, else its
    ``_ROWS`` row where that is a primitive's check (the typed and functional checks of 2.10
    let a None through to the Cell's own error)."""
    rows = _NONE_ROWS.get(cls_name)
    if rows is not None:
        return _row_refusal(rows[bad], bad, args) if bad < len(rows) else None
    if cls_name in _ALL_TENSORS:
        return refusal_all_tensors(cls_name, bad, args[bad])
    row = _ROWS.get(cls_name)
    if row is None or row[0] in ("typed", "func"):
        return None
    return _row_refusal(row, bad, args)


def _row_refusal(row, bad, args):
    """The error of one ``_ROWS`` row for the operand ``args[bad]``."""
    if row is None:
        return None
    value = args[bad]
    how, what, names = row
    if how == "attr":
        return SequenceInputError(f"'{type(value).__name__}' object has no attribute '{what}'")
    if how == "dtype":
        return SequenceInputError(f"For Primitive[Dtype], the input argument[input_x] must be a "
                                  f"Tensor, CSRTensor or COOTensor, but got {type(value)}.")
    if how == "text":
        return SequenceInputError(what.format(cls=type(value)))
    if how == "failed":
        attrs, names = names
        values = tuple(args[:len(names)]) + (None,) * (len(names) - len(args))
        return SequenceInputError(_failed_text(what, attrs, names, values))
    if bad >= len(names):
        return None
    got, name = graph_type_text(value), names[bad]
    if how == "typed":
        return SequenceInputError(f"For '{what}', the '{name}' must be '{_TENSOR_TYPE}', but got "
                                  f"'{got}'")
    if how == "func":
        return SequenceInputError(f"For '{what}', the '{name}' must be a Tensor, but got '{got}'")
    return SequenceInputError(f"For Primitive[{what}], the type of input argument[{name}] must "
                              f"be Tensor but got {got}.")


# {decorated Cell class: its construct}: ``call_failed`` gives their 2.10 errors
_REFUSING = {}


def refuses_non_tensors(cls):
    """Class decorator: the built-in Cell ``cls`` (and a subclass keeping its ``construct``)
    called with a value that is not a Tensor raises 2.10's error (``refusal``). Checked only
    when the call fails (``Cell.__call__``'s ``call_failed``): a good call pays nothing, and
    the functionals these Cells call refuse what 2.10's refuse (``ops.tensor_inputs``)."""
    _REFUSING[cls] = cls.construct
    return cls


def call_failed(cell, args, err, in_graph):
    """What ``Cell.__call__`` raises where ``cell(*args)`` raised ``err``: a decorated Cell's
    2.10 error for a non-Tensor operand; 2.10's AttributeError for a Cell whose ``__init__``
    never reached Cell's (``in_graph``: the GRAPH_MODE text); None: ``err`` itself."""
    kind = type(cell)
    for klass in kind.__mro__:
        if klass in _REFUSING:
            if kind.construct is _REFUSING[klass]:
                refused = refusal(klass.__name__, args)
                if refused is not None:
                    return refused
            break
    if not isinstance(err, AttributeError) or "_params" in cell.__dict__:
        return None
    name = kind.__name__
    return AttributeError(f"The '{name}' object does not inherit attribute from 'cell'. Please "
                          f"use 'super().__init__()'." if in_graph else
                          f"The '{name}' object has no attribute '_init_flag'.")
