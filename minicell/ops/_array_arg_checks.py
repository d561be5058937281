"""Array and linear-algebra ops' argument checks with MindSpore 2.10's texts, measured in
bad-input round 39 (tests/bad_input_rows39_*.py): Cummax/Cummin's parser and axis texts,
TrilIndices/TriuIndices' dtype and offset, block_diag's ranks, bucketize's input; round 45
(bad_input_rows45_ops): einsum's output label missing on the left, unfold's four sizes."""
import numpy as np

from .. import _checkparam as _cp
from ..common.tensor import Tensor
from ._util import ms_type_name, shape_of


def check_cum(mode, input, axis):
    """Cummax/Cummin (``mode`` 'max'/'min'): a float axis or an input that is no Tensor is
    the parser's TypeError (a bool or a tuple axis passes it: the int check's text follows);
    an int axis out of range is its shape inference's error (Cummin's an IndexError)."""
    prim = f"Cum{mode}"
    if mode == "min" and isinstance(input, Tensor) and (isinstance(axis, bool) or not isinstance(
            axis, (int, np.integer))):      # 2.10's texts (measured: bool; float, str, tuple)
        head = "For 'cummin', the" if isinstance(axis, bool) else "The"
        raise TypeError(f"{head} date type of 'axis' must be Int, but got {axis}.")
    if not isinstance(input, Tensor) or isinstance(axis, (float, str)):
        raise TypeError(f'Failed calling {prim} with "{prim}(axis={ms_type_name(axis)})('
                        f'input={ms_type_name(input)})".\nThe valid calling should be: \n'
                        f'"{prim}(axis=<int>)(input=<Tensor>)".')
    nd = len(shape_of(input))
    if isinstance(axis, (int, np.integer)) and not isinstance(axis, bool) \
            and not -nd <= axis < nd:
        if mode == "min":
            raise IndexError("list assignment index out of range")
        raise ValueError(f"For primitive[{prim}], the axis must be in [{-nd},{nd}), but got "
                         f"{axis}.")


def check_index_pattern(prim, dtype, offset, allowed):
    """TrilIndices/TriuIndices: ``dtype`` one of ``allowed``, an int ``offset``."""
    if dtype not in allowed:
        raise TypeError(f"For '{prim}', the 'dtype' should be one of [mindspore.int32, "
                        f"mindspore.int64], but got '{dtype!r}'.")
    if isinstance(offset, bool) or not isinstance(offset, (int, np.integer)):
        raise TypeError(f"For '{prim}', the type of 'offset' should be 'int', but got type "
                        f"'{type(offset).__name__}'.")


def check_block_diag(inputs):
    for t in inputs:
        if isinstance(t, Tensor) and len(shape_of(t)) > 2:
            raise ValueError(f"For 'block_diag', the dimension of each elements in 'inputs' must "
                             f"be 0, 1, or 2, but got {len(shape_of(t))}")


def check_bucketize(input):
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'bucketize', 'input' must be a Tensor, but got "
                        f"{type(input).__name__}.")


def check_einsum(equation, operands):
    """Einsum's Python checks: a str equation naming as many operands as given, each with
    as many subscripts as its rank (a term with an ellipsis is left to the kernel)."""
    if not isinstance(equation, str):
        raise TypeError("the equation must be str!")
    terms = equation.replace(" ", "").split("->")[0].split(",")
    if len(terms) != len(operands):
        raise ValueError("For 'Einsum', the number of inputs must be equal to the number of "
                         "inputs and equation's operand.")
    for i, (term, x) in enumerate(zip(terms, operands)):
        if "." not in term and isinstance(x, Tensor) and len(term) != len(shape_of(x)):
            raise ValueError(f"For 'Einsum', the number of subscript in {i} operand in the "
                             f"eqaution does not match inputs[{i}].dim().")
    parts = equation.replace(" ", "").split("->")
    for label in parts[1] if len(parts) == 2 else "":      # 2.10's text (measured)
        if label.isalpha() and label not in parts[0]:
            raise ValueError(f"For 'Einsum', the label to the right of arrow in the equation "
                             f"must appear on the left, but the {label} does not.")


def check_tensor_dot_axes(axes):
    if not isinstance(axes, (int, tuple, list)):
        raise TypeError(f"For 'tensor dot', the type of 'axes' should be one of '['int', "
                        f"'tuple', 'list']', but got type '{type(axes).__name__}'.")


def check_tensor_operands(*values):
    """kron's check: every operand a Tensor."""
    if not all(isinstance(v, Tensor) for v in values):
        raise TypeError("the input must be Tensor!")


def check_diagflat(input):
    if not isinstance(input, Tensor):
        raise TypeError(f"For diagflat, the input x must be tensor, but got {type(input)}")


def check_combinations(input):
    nd = len(shape_of(input))
    if nd != 1:
        raise ValueError(f"For 'combinations', the dimension 'x' must be 1, but got {nd}")


def check_unique_dim(dim, nd, return_inverse=False, return_counts=False):
    """UniqueConsecutive's text for an int ``dim`` out of range, and its signature for a
    ``dim`` of another type; ``dim`` passes on."""
    check_unique_dim_type(return_inverse, return_counts, dim)
    if isinstance(dim, int) and not isinstance(dim, bool) and not -nd <= dim < nd:
        raise ValueError(f"For 'UniqueConsecutive', the value of 'dim' should be in [{-nd}, "
                         f"{nd}), but got {dim}")
    return dim


def check_unique_dim_type(return_inverse, return_counts, dim):
    """UniqueConsecutive's signature for a ``dim`` that is neither None nor an int (2.10's
    TypeError, measured for a float and a str)."""
    if dim is not None and (isinstance(dim, bool) or not isinstance(dim, int)):
        raise TypeError(f'Failed calling UniqueConsecutive with "UniqueConsecutive('
                        f'return_inverse={ms_type_name(return_inverse)}, return_counts='
                        f'{ms_type_name(return_counts)}, dim={ms_type_name(dim)})(input=Tensor)"'
                        f'.\nThe valid calling should be: \n"UniqueConsecutive(return_inverse='
                        f'<bool>, return_counts=<bool>, dim=<int>)(input=<Tensor>)".')


def check_band_part(x, lower, upper):
    """MatrixBandPart's shape-inference checks: rank at least 2, int lower/upper."""
    nd = len(shape_of(x))
    if nd < 2:
        raise ValueError(f"For primitive[MatrixBandPart], the x shape size must be greater than "
                         f"or equal to 2, but got {nd}.")
    for name, v in (("lower", lower), ("upper", upper)):
        if isinstance(v, (float, bool)):      # a bool too (measured: "but got Bool.")
            raise TypeError(f"For primitive[MatrixBandPart], the input argument[{name}] must be "
                            f"a type of {{Int32, Int64}}, but got "
                            f"{'Bool' if isinstance(v, bool) else 'Float32'}.")


def check_diag_part_rank(x):
    nd = len(shape_of(x))
    if nd < 2:
        raise ValueError(f"For primitive[MatrixDiagPartV3], the x rank must be greater than or "
                         f"equal to 2, but got {nd}.")


def unfold_params(**params):
    """2.10's ops.unfold checks each of its four sizes first (an int, or a sequence of one or
    two; positive, the padding not negative: measured ``kernel_size=0``)."""
    for name, value in params.items():
        _cp.check_value_type(name, value, [int, tuple, list], "unfold")
        value = (value, value) if isinstance(value, int) else value
        _cp.check(name + " size", len(value), "", [1, 2], _cp.IN, "unfold")
        check = _cp.check_non_negative_int_sequence if name == "padding" else \
            _cp.check_positive_int_sequence
        check(value, name, "unfold")
