"""MindSpore 2.10's dtype checks of operands that its kernels do not promote: the matrix
products (MatMul, BatchMatMul, Dense), convolutions and MaskedFill.

A ``to_float`` Cell is the exception for the products: 2.10's PYNATIVE_MODE casts every op's
float inputs to the Cell's dtype there, so two float widths pass (minicell's kernels cast the
weight or promote).
"""
import numpy as np

from ..common import dtype as mstype
from ..common._type_text import graph_type_text
from ..common.tensor import Tensor
from ..runtime.cell_call import in_to_float
from ..runtime.dispatch import running_eagerly, state
from ._same_type import same_type_error
from ._util import ms_type_name


# the products whose 2.10 GRAPH_MODE infer checks the operands as one type group (named x, w)
_GRAPH_GROUPED = frozenset({"MatMulExt", "BatchMatMul", "BatchMatMulExt", "Dense"})


def check_product_dtypes(op, x, y, names=("x1", "x2")):
    """MindSpore 2.10's TypeError for a matrix product (MatMul, BatchMatMul, Dense) of two
    Tensors of different dtypes, two float widths included (Float16 @ Float32): its kernels do
    not promote. Inside a ``to_float`` Cell two floats pass (``runtime.cell_call.in_to_float``).
    In a graph (GRAPH_MODE, ``@jit``) MatMulExt, BatchMatMul(Ext) and Dense fail in their
    infer instead, whose text names the operands ``x`` and ``w`` (measured; MatMul keeps its
    text in both modes).

    >>> from minicell import Tensor
    >>> check_product_dtypes("MatMulExt", Tensor([1.0]), Tensor([1.0], mstype.float16))
    Traceback (most recent call last):
    ...
    TypeError: For 'MatMulExt', the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[Float32] and 'x2' with type Tensor[Float16].
    """
    if not _mixed_dtypes(x, y):
        return
    if op in _GRAPH_GROUPED and state.tracer.graph_operand_checks():
        raise same_type_error(op, [("x", x), ("w", y)], refs=True)
    raise TypeError(f"For '{op}', the type of '{names[1]}' should be same as '{names[0]}', but "
                    f"got '{names[0]}' with type Tensor[{x.dtype}] and '{names[1]}' with type "
                    f"Tensor[{y.dtype}].")


def check_conv_dtypes(op, x, weight):
    """2.10's TypeError for a convolution whose input and weight dtypes differ (Float16 input,
    Float32 weight), as ``check_product_dtypes`` (a ``to_float`` Cell takes two floats). Its
    2-d transposed ones (Conv2DTranspose, Conv2DBackpropInput) name the input ``doutput`` and
    the weight ``x``; a Parameter weight shows as ``Ref[...]`` (measured)."""
    if _mixed_dtypes(x, weight):
        names = ("doutput", "x") if op in ("Conv2DTranspose", "Conv2DBackpropInput") else (
            "x", "w")
        raise same_type_error(op, list(zip(names, (x, weight))), refs=True)


# the input dtypes 2.10's 3-d convolution primitives take (their first check of ``x``, measured)
_CONV3D_DTYPES = {"Conv3D": (mstype.bfloat16, mstype.float16, mstype.float32),
                  "Conv3DTranspose": (mstype.float16, mstype.float32)}


def check_conv3d_input(op, x, weight=None):
    """2.10's checks of a 3-d convolution's input ``x`` (``op`` Conv3D or Conv3DTranspose, every
    spelling: the nn layer, the Primitive, the function): a Tensor, of rank 5, of a float
    dtype it takes; with ``weight``, the transposed one's channel count (its filter's batch)."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[{op}], the type of input argument[x] must be Tensor but "
                        f"got {graph_type_text(x)}.")
    if len(x.shape) != 5:
        raise ValueError(f"For primitive[{op}], the x shape size must be equal to 5, but got "
                         f"{len(x.shape)}.")
    valid = _CONV3D_DTYPES[op]
    if x.dtype not in valid:
        names = ", ".join(f"Tensor[{t}]" for t in sorted(valid, key=str))
        raise TypeError(f"For primitive[{op}], the input argument[x] must be a type of "
                        f"{{{names}}}, but got Tensor[{x.dtype}].")
    if weight is not None and isinstance(weight, Tensor) and weight.shape[0] != x.shape[1]:
        raise ValueError(f"For primitive[{op}], the filter's batch, input x's channel must be "
                         f"equal to {x.shape[1]}, but got {weight.shape[0]}.")


def _mixed_dtypes(x, y):
    """Two Tensors of different dtypes, unless both are floats inside a ``to_float`` Cell."""
    if not (isinstance(x, Tensor) and isinstance(y, Tensor)) or x.dtype == y.dtype:
        return False
    return not (x.dtype.kind == "float" and y.dtype.kind == "float" and in_to_float())


def check_masked_fill(input_x, mask, value, method=False):
    """2.10's MaskedFill: the mask must be a Tensor and the value a number (not complex) or a
    Tensor (its 'Failed calling' TypeError; ``method``: the wording of ``Tensor.masked_fill``).
    Its CPU kernel (``ops.masked_fill``, ``ops.MaskedFill``; not the Tensor method, which
    casts) takes a value of the input's kind only (a float for a float input, an int for an
    int input, a bool for a bool one) and an Int8/UInt8 input only with a value Tensor of its
    dtype: a TypeError naming the dtypes (measured: ``masked_fill(float_x, mask, 0)`` and
    ``masked_fill(int8_x, mask, 22)`` are refused, an Int8 Tensor value is taken). A numpy
    scalar has the kind of its Python number; ``Tensor.masked_fill`` refuses one that is no
    Python number (``np.float32(2)``, not ``np.float64``) op by op with ScalarToTensor's
    TypeError (measured)."""
    if not isinstance(mask, Tensor) or isinstance(value, complex):
        names = (ms_type_name(mask), _value_type(value))
        call = (f"masked_fill({names[0]}, {names[1]})" if method else
                f"MaskedFill()(input_x={ms_type_name(input_x)}, mask={names[0]}, "
                f"value={names[1]})")
        valid = "" if method else ('\nThe valid calling should be: \n"MaskedFill()(input_x='
                                   '<Tensor>, mask=<Tensor>, value=<Number, Tensor>)".')
        raise TypeError(f'Failed calling {call.split("(")[0]} with "{call}".{valid}')
    if method:
        if isinstance(value, np.generic) and not isinstance(value, (int, float)) and \
                running_eagerly():      # 2.10 converts the value op by op (a np.float64 is a float)
            raise TypeError(f"For 'ScalarToTensor', the type of 'x' should be one of '['bool', "
                            f"'int', 'float']', but got type '{type(value).__name__}'.")
        return
    if not isinstance(input_x, Tensor) or value is None:
        return
    kind = value.dtype.kind if isinstance(value, Tensor) else (
        "bool" if isinstance(value, (bool, np.bool_)) else
        "int" if isinstance(value, (int, np.integer)) else "float")
    same = isinstance(value, Tensor) and value.dtype == input_x.dtype
    if kind != input_x.dtype.kind or input_x.dtype in (mstype.int8, mstype.uint8) and not same:
        shown = value.dtype if isinstance(value, Tensor) else {
            "bool": "Bool", "int": "Int64", "float": "Float32"}[kind]
        listed = "".join(f"input[{t} Bool {t}], output[{t}];" for t in _MASKED_FILL_TYPES)
        raise TypeError(f"Select CPU operator[MaskedFill] fail! Unsupported data type!\nThe "
                        f"supported data types are {listed},\n but get input[[const vector]"
                        f"{{{input_x.dtype}, Bool, {shown}}}], output[[const vector]"
                        f"{{{input_x.dtype}}}].")


# the (input, value) dtypes of 2.10's CPU MaskedFill kernel, in its order (its message lists them)
_MASKED_FILL_TYPES = ("Float16", "Float32", "Float64", "Int8", "Int16", "Int32", "Int64", "UInt8",
                      "UInt16", "UInt32", "UInt64", "Bool", "Complex64", "Complex128")


def _value_type(value):
    return f"{type(value)}" if isinstance(value, complex) else ms_type_name(value)
