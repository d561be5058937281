"""Argument normalisation shared by the functional ops (cheap, no dispatch)."""

import jax
import re

import numpy as np

from .._checkparam import read_graph_scalar
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import state
from ..runtime.python_checks import python_check
from ._shape_calls import shape_error
from ..runtime.checks import (IndexOutOfRangeError, IndexRange,  # noqa: F401  (re-exported)
                              UpdateIndexError, check_index, check_index_range,
                              check_kernel_dtype, const_vector)


def dtype_arg(dtype, op):
    """An op's ``dtype`` argument: Float32 when None, else a minicell Type (MindSpore 2.10's
    TypeError names the op for a numpy dtype, a Python type or a name).

    >>> dtype_arg(None, "Zeros")
    mindspore.float32
    """
    return mstype.float32 if dtype is None else mstype.op_dtype_argument(dtype, op)


def dtype_name(dtype):
    """A MindSpore/numpy dtype -> the numpy dtype name used as a static op attribute."""
    return mstype.to_mstype(dtype).np_dtype.name


def norm_axis(axis):
    """None, (), [] -> None (all axes); an int -> (int,); a sequence -> a tuple of ints."""
    if axis is None:
        return None
    if isinstance(axis, (bool, np.bool_)):     # 2.10's primitives type their axis as int
        raise TypeError(f"The axis must be an int, a tuple of ints or None, but got a bool "
                        f"({axis}).")
    if isinstance(axis, (int, np.integer)):
        return (int(axis),)
    if isinstance(axis, Tensor):
        axis = axis.asnumpy().tolist()
        return norm_axis(axis)
    axis = tuple(int(_whole(a, "axis", axis)) for a in axis)
    return axis or None


def _whole(value, what, whole):
    """``value`` (an entry of a shape/axis tuple ``whole``) unless it is a float, complex or
    str: ``int()`` would silently truncate ``(1.5, 1)`` into ``(1, 1)``; MindSpore 2.10
    refuses a ``Tuple<float, int>`` with a TypeError."""
    if isinstance(value, (float, complex, str, bytes, np.floating, np.complexfloating)):
        raise TypeError(f"The {what} {whole!r} must hold only ints, but its entry {value!r} is "
                        f"a {type(value).__name__}.")
    return value


def norm_shape(shape, op):
    """An int, sequence of ints or 1-D int Tensor -> a tuple of ints (a Tensor whose values are
    unknown while a graph is compiled: the result's shape depends on them, ``size_value``)."""
    if isinstance(shape, Tensor):
        shape = values_for_shape(shape, op)
    if isinstance(shape, (int, np.integer)):     # 2.10: ops.ones(np.int64(3)) (measured)
        return (int(shape),)
    if isinstance(shape, (float, str, bytes, np.floating)):
        raise _shape_error(op, shape) or TypeError(
            f"For '{op}', the shape must be an int or a tuple/list of ints, but got {shape!r}")
    for s in shape if isinstance(shape, (tuple, list)) else ():
        if isinstance(s, (float, complex, str, bytes, np.floating, np.complexfloating)):
            raise _shape_error(op, shape) or TypeError(
                f"For '{op}', {shape!r} must hold only ints (a float is not truncated), but its "
                f"entry {s!r} is a {type(s).__name__}.")
    try:
        return tuple(int(s) for s in shape)
    except (TypeError, ValueError):
        raise _shape_error(op, shape) or TypeError(
            f"For '{op}', the shape must be an int or a tuple/list of ints, but got "
            f"{shape!r}") from None


def _shape_error(op, shape):
    """2.10's call text of ``op``'s refused shape (ops/_shape_calls.py), or None."""
    return shape_error(op, ms_type_name(shape))


def transpose_perm(x, dims):
    """Transpose's ``dims`` as a tuple of ints, or 2.10's parser TypeError (measured: ``None``,
    ``"a"``, ``1.5``, ``("a", 0)``)."""
    try:
        if isinstance(dims, (int, np.integer)):     # an int too (measured: "dims=int")
            raise TypeError
        return norm_shape(dims, "Transpose")
    except TypeError:
        for d in dims if isinstance(dims, (tuple, list)) else ():
            read_graph_scalar(d, (int,))        # int(t) in a construct: op by op
        raise TypeError(f'Failed calling Transpose with "Transpose()(input={ms_type_name(x)}, '
                        f'dims={ms_type_name(dims)})".\nThe valid calling should be: \n"'
                        'Transpose()(input=<Tensor>, dims=<list of int, tuple of int>)".') from None


def shape_of(x):
    """Shape of a Tensor (also symbolic) or anything numpy understands."""
    shape = getattr(x, "shape", None)
    if shape is None:
        import numpy as np
        shape = np.shape(x)
    return tuple(shape)


def ndim_of(x):
    """The number of dimensions of a Tensor, array or Python number (0)."""
    return len(shape_of(x))


def scalar_value(x):
    """A Python number from a number or a 0-d/1-element Tensor (eager only)."""
    if isinstance(x, Tensor):
        return x.item()
    return x


def int_arg(value, op, name):
    """An int argument of an op (``k``, ``depth``): MindSpore 2.10's TypeError for a float
    (``int()`` would truncate 1.5 into 1), a bool or a str; an int Tensor gives its value."""
    if isinstance(value, Tensor):
        if not np.issubdtype(mstype.to_mstype(value.dtype).np_dtype, np.integer):
            raise TypeError(f"For primitive[{op}], the input argument[{name}] must be a type of "
                            f"{{Int32, Int64}}, but got {value.dtype}.")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"For '{op}', the type of '{name}' must be 'int', but got {value!r} with "
                        f"type '{type(value).__name__}'.")
    return int(value)


def size_value(x, what):
    """``scalar_value`` of an argument that sets the size of an op's result (``randperm(n)``,
    ``arange``'s bounds). A Tensor whose value is unknown while a graph is compiled makes that
    size depend on tensor values: the tracer is told (``what`` names the op), so GRAPH_MODE runs
    the call op by op, as ``unique`` or ``x[mask]``."""
    shape_from_values(x, what)
    return scalar_value(x)


def values_for_shape(x, what):
    """A Tensor's values as Python numbers/lists (anything else as given) for an argument whose
    values set the shape of an op's result (``repeat_interleave``'s counts): as ``size_value``,
    GRAPH_MODE is told the shape depends on tensor values."""
    shape_from_values(x, what)      # (item: also a graph int known while compiling)
    return (x.asnumpy().tolist() if x.shape else x.item()) if isinstance(x, Tensor) else x


def shape_from_values(x, what):
    """Tell the tracer that an op's result shape depends on the values of ``x`` when it is a
    Tensor unknown while a graph is compiled (GRAPH_MODE runs the call op by op); not for a
    graph int known while compiling (``len`` of a dynamic-length sequence)."""
    if isinstance(x, Tensor) and not concrete(x) and state.tracer.scalar_value(x) is None:
        state.tracer.shape_from_values(what)


def mixed_dtypes(tensors):
    """``tensors`` are all Tensors, not all of one dtype (2.10's CPU Concat and StackExt kernels
    take one dtype: PYNATIVE_MODE refuses a mix when it picks the kernel)."""
    return all(isinstance(t, Tensor) for t in tensors) and len({t.dtype for t in tensors}) > 1


def concrete(*tensors):
    """The Tensors' values are known now: eager dispatch, not a graph or a JAX transform being
    traced."""
    for t in tensors:
        data = t.data_array()
        if not (isinstance(data, (np.ndarray, np.generic)) or
                (isinstance(data, jax.Array) and not isinstance(data, jax.core.Tracer))):
            return False
    return True


_SEGMENT_IDS = "For '{op}', segment_ids value should be [0, {hi}), but got {bad}."


def check_segment_ids(op_name, segment_ids, num_segments):
    """UnsortedSegment*: an id at or above ``num_segments`` is 2.10's RuntimeError (its CPU
    kernels check it; JAX would drop the slice); a negative id drops its slice, as there."""
    check_index(segment_ids, IndexRange(op_name, "segment_ids", -(1 << 62), num_segments,
                                        template=_SEGMENT_IDS))


def check_dims(axes, rank):
    """MindSpore's ValueError for an axis in ``axes`` (a tuple or None) outside
    ``[-rank, rank)`` (a scalar counting as rank 1)."""
    for a in axes or ():
        if not -max(rank, 1) <= a < max(rank, 1):
            raise ValueError(f"Dimension out of range (expected to be in range of "
                             f"[{-max(rank, 1)}, {max(rank, 1)}), but got {a})")


def check_axis(axis, rank, op, name="axis", lo=None, hi=None):
    """``axis`` as an int in ``[lo, hi)`` (default ``[-rank, rank)``, a scalar counting as rank
    1): MindSpore's TypeError for a non-int, ValueError out of range.

    >>> check_axis(-1, 2, "Softmax")
    -1
    """
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
        raise TypeError(f"For '{op}', the type of '{name}' must be 'int', but got '{axis}' with "
                        f"type '{type(axis).__name__}'.")
    lo = -max(rank, 1) if lo is None else lo
    hi = max(rank, 1) if hi is None else hi
    if not lo <= axis < hi:
        raise ValueError(f"For '{op}', the '{name}' must be in the range [{lo}, {hi}), but got "
                         f"{axis}.")
    return int(axis)


def check_prim_axis(axis, x, prim, scalar=1):
    """2.10's shape-inference ValueError for an int ``axis`` outside ``[-r, r)`` of ``x`` (rank
    ``r``, a scalar counting as ``scalar``: 0 for Softmax): 'For primitive[CumSum], the axis must
    be in [-2,2), but got 2.' (measured: CumSum, CumProd, Argmax, Softmax, LogSoftmax)."""
    r = ndim_of(x) or scalar
    if isinstance(axis, int) and not -r <= axis < r:
        raise ValueError(f"For primitive[{prim}], the axis must be in [{-r},{r}), but got {axis}.")


def check_bool_dtype(x, op, name):
    """MindSpore's TypeError unless ``x`` (a Tensor; anything else passes) is Bool."""
    if isinstance(x, Tensor) and x.dtype != mstype.bool_:
        raise TypeError(f"For primitive[{op}], the input argument[{name}] must be a type of "
                        f"{{Bool}}, but got {x.dtype}.")


def check_float_dtype(x, op, name):
    """MindSpore's TypeError unless ``x`` (a Tensor; anything else passes) is BFloat16,
    Float16 or Float32: the operands of BCEWithLogitsLoss's kernel (2.10: no Float64)."""
    kernel_dtype(x, op, ("BFloat16", "Float16", "Float32"), arg=name,
                 text=f"For primitive[{op}], the input argument[{name}] must be a type of "
                      f"{{BFloat16, Float16, Float32}}, but got {{dtype}}.")


def kernel_dtype(x, prim, accepted, **how):
    """``runtime.checks.check_kernel_dtype`` for a Tensor operand of a composite whose 2.10
    kernel takes only the dtypes named in ``accepted`` (anything but a Tensor passes).

    >>> from minicell import Tensor
    >>> kernel_dtype(Tensor([1]), "LpNorm", ("Float16", "Float32"))
    Traceback (most recent call last):
    ...
    TypeError: For primitive[LpNorm], the input argument[input] must be a type of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Int64].
    """
    if isinstance(x, Tensor):
        check_kernel_dtype(prim, str(x.dtype), accepted, **how)


FLOATS = ("Float16", "Float32", "Float64")


def check_same_dtype(op, *operands, **how):
    """MindSpore 2.10's TypeError when Tensor operands of a primitive that does not promote
    (Polar, IsClose, the TensorScatter* family): ``operands`` are (name, value) pairs (a
    non-Tensor passes); ``how``: see ``_same_type.same_type_error``.

    >>> from minicell import Tensor
    >>> check_same_dtype("Polar", ("abs", Tensor([1.0])), ("angle", Tensor([1])))
    Traceback (most recent call last):
    TypeError: For primitive[Polar], the input type must be same.
    name:[abs]:Tensor[Float32].
    name:[angle]:Tensor[Int64].
    """
    from ._same_type import same_type_error
    if len({v.dtype for _, v in operands if isinstance(v, Tensor)}) > 1:
        raise same_type_error(op, [(n, v) for n, v in operands if isinstance(v, Tensor)], **how)


def check_state_value(op, variable, value):
    """2.10's Assign/AssignAdd/AssignSub parsers refuse a numpy array ``value`` (measured:
    'Failed calling Assign with "Assign()(variable=Tensor, value=<class 'numpy.ndarray'>)".')."""
    if value.__class__ is np.ndarray:
        raise TypeError(f'Failed calling {op} with "{op}()(variable={ms_type_name(variable)}, '
                        f'value={type(value)})".')


def check_written_dtype(op, target, others, arg=None):
    """MindSpore 2.10's rule for the Parameter (or Tensor) an in-place primitive writes (Assign,
    AssignAdd, the Scatter* family): the Tensor operands of its dtype group are promoted
    together, and the written input cannot be cast, so a common dtype other than its own is a
    TypeError (measured in both modes: an Int8 one given a UInt8 Tensor would need Int16).
    ``arg``: the written argument's name, shown for a primitive that declares its input names;
    numbers pass.

    >>> import minicell as ms
    >>> from minicell import Parameter, Tensor
    >>> check_written_dtype("AssignAdd", Parameter(Tensor([1], ms.float16), name="w"),
    ...                     [Tensor([1.0])])
    Traceback (most recent call last):
    ...
    TypeError: Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place operator, so data type Float16, which cannot be converted to data type Float32 automatically.
    """
    if not isinstance(target, Tensor):
        return
    own = mstype.to_mstype(target.dtype).np_dtype
    common = own
    for x in others:
        if isinstance(x, Tensor):
            common = jax.numpy.promote_types(common, mstype.to_mstype(x.dtype).np_dtype)
    if common != own:
        where = f" the argument[{arg}]'s data type of primitive[{op}] is" if arg else \
            " so data type"
        raise TypeError(f"Data type conversion is not supported for a 'Parameter', nor for the "
                        f"input tensor of an in-place operator,{where} {target.dtype}, which "
                        f"cannot be converted to data type {mstype.to_mstype(common)} "
                        f"automatically.")


def check_int_dtype(x, op, name):
    """TypeError unless ``x`` (a Tensor) has an integer dtype, as MindSpore's index inputs."""
    dtype = getattr(x, "dtype", None)
    if dtype is not None and not np.issubdtype(mstype.to_mstype(dtype).np_dtype, np.integer):
        raise TypeError(f"For '{op}', the input argument[{name}] must be a Tensor of int32 or "
                        f"int64, but got {dtype}.")


def check_tensors(prim, names, *values):
    """MindSpore's TypeError when an operand of a Tensor-only primitive is not a Tensor:
    ``prim`` is its call text (``"MatMul(transpose_a=bool, transpose_b=bool)"``), ``names``
    its operands' names (None too: 2.10's parsers refuse it, ``x.mm(None)``)."""
    if all(isinstance(v, Tensor) for v in values):
        return
    got = _operands_text(names, values, (Tensor, int, float, bool, list, tuple, type(None), str))
    want = ", ".join(f"{n}=<Tensor>" for n in names)
    head = prim.split("(")[0]
    attrs = prim[len(head):].replace("=bool", "=<bool>").replace("=int", "=<int>")
    raise TypeError(f'Failed calling {head} with "{prim}({got})".\nThe valid calling should be: '
                    f'\n"{head}{attrs}({want})".')


# the classes of the values that are no Tensor where 2.10's pyboost functions take one (a
# number, a string, None or a list where ``ops.exp`` takes a Tensor: 'Failed calling Exp')
# and a numpy scalar (measured: ops.exp(np.float32(1.)) is 'Failed calling Exp with
# "Exp()(input=<class 'numpy.float32'>)".', np.float64 reads 'input=float')
NOT_TENSOR = frozenset((list, tuple, int, float, bool, complex, str, type(None), np.bool_,
                        *(t for t in set(np.sctypeDict.values()) if issubclass(t, np.number))))
# a sequence or a numpy array, which 2.10's parsers refuse where a Tensor is taken
SEQ_OR_ARRAY = (list, tuple, np.ndarray)


def sequence_error(prim, names, values, valid=None):
    """MindSpore 2.10's TypeError for a list/tuple where a primitive takes a Tensor
    (``ops.relu([1.0])``); ``minicell.numpy``'s spellings convert sequences instead. ``prim``:
    the primitive's name, or its call text with attributes (``"Gather(batch_dims=int)"``).
    ``valid``: every operand's valid types (``"<Tensor>"``), for the text's valid calling."""
    head = prim.split("(")[0]
    call = prim if "(" in prim else prim + "()"
    text = f'Failed calling {head} with "{call}({_operands_text(names, values)})".'
    if valid is not None:
        shown = ", ".join(f"{n}={valid}" for n in names)
        text += f'\nThe valid calling should be: \n"{call}({shown})".'
    return tensor_typed(TypeError(text), names, values)


def tensor_typed(err, names, values):
    """``err`` (a 'Failed calling' TypeError) knowing its Tensor operands' element types, for
    the graph's text (``compiler.graph_call_text``: "tensors=Tensor[Float32]")."""
    err.tensor_types = {n: str(v.dtype) for n, v in zip(names, values) if isinstance(v, Tensor)}
    return err


def _operands_text(names, values, known=object):
    """``input=Tensor, other=List<float>``: MindSpore's text of a failed call's operands (the
    type of a value that is not one of ``known``)."""
    return ", ".join(f"{n}={ms_type_name(v) if _named(v, known) else type(v)}"
                     for n, v in zip(names, values))


def _named(v, known):
    """Whether a failed call's text names ``v``'s type as MindSpore (else by its Python class:
    a value not ``known``, a numpy scalar but ``np.float64``, which is a float to 2.10)."""
    return isinstance(v, known) and (not isinstance(v, np.generic) or isinstance(v, float))


def check_scatter_add_dim(x, dim):
    """2.10's ScatterAddExt (``mint.scatter_add``, ``Tensor.scatter_add(dim, index, src)``):
    a ``dim`` out of range is its shape inference's ValueError."""
    nd = len(shape_of(x))
    if isinstance(dim, int) and not -nd <= dim < nd:
        raise ValueError(f"For primitive[ScatterAddExt], the dim must be in [{-nd},{nd}), but got "
                         f"{dim}.")


def is_int_value(value):
    """An int argument as 2.10's primitives take it: an int (not a bool), a numpy integer or
    an integer Tensor."""
    if isinstance(value, Tensor):
        return np.issubdtype(mstype.to_mstype(value.dtype).np_dtype, np.integer)
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def check_scalar_tensors(prim, values):
    """2.10's parser reads a Tensor given for a scalar argument of ``prim`` only when it is
    0-d: a larger one (``values``: name -> value) is its ValueError (measured: Elu's and
    CeLU's alpha; most parsers refuse any Tensor with a TypeError instead)."""
    for name, v in values.items():
        if isinstance(v, Tensor) and v.shape:
            raise ValueError(f"For '{prim}', the value of '{name}' is invalid: '{v.asnumpy()}'.",
                             "Only support 0-dim tenor to scalar.")


def check_int_operands(call, valid, others=None, **operands):
    """2.10's TypeError for a primitive called with an int operand (an axis, a size) of another
    type: ``call`` is the call's text with ``{name}`` fields for the ``operands`` (and for the
    unchecked ``others``, a dict), ``valid`` the valid calling.
    ``check_int_operands("Eye()(n={n}, m={m})", "Eye()(n=<int>, m=<int>)", n=2.5, m=2.5)``
    raises ``Failed calling Eye with "Eye()(n=float, m=float)"``."""
    if all(is_int_value(v) for v in operands.values()):
        return
    head = call.split("(")[0]
    fields = dict(others or {}, **operands)
    text = call.format(**{k: ms_type_name(v) for k, v in fields.items()})
    raise TypeError(f'Failed calling {head} with "{text}".\nThe valid calling should be: '
                    f'\n"{valid}".')


def ms_type_name(value):
    """MindSpore's name of a value's type in a failed call's text: ``Tensor``, ``int``,
    ``List<float, float>``, ``Tuple<int>``, ``mindspore.dtype``."""
    from .overloads import type_name
    name = re.sub(r"\b(list|tuple)<", lambda m: m.group(1).capitalize() + "<", type_name(value))
    return "mindspore.dtype" if name == "mstype" else name


def check_range(start, end, step):
    """MindSpore's Range checks: number bounds, a nonzero step pointing from start to end."""
    for v in (start, end, step):
        if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)):
            raise TypeError(f"For arange, the input type must be int or float or a TensorScalar, "
                            f"but got {type(v).__name__}: {v!r}")
    if step == 0:
        raise ValueError("For Range, delta cannot be equal to zero.")
    if step > 0 and end < start:
        raise ValueError(f"For Range, delta cannot be positive when limit < start (start "
                         f"{start}, limit {end}, delta {step}).")
    if step < 0 and end > start:
        raise ValueError(f"For Range, delta cannot be negative when limit > start (start "
                         f"{start}, limit {end}, delta {step}).")


def pool_window_error(kind, name, in_shape, kernel):
    """MindSpore's error for a pooling window larger than its (unpadded, 'valid'/'same') input,
    which would leave an empty output: average pooling's RuntimeError, max pooling's
    ValueError."""
    if kind == "avg":
        return RuntimeError(f"For '{name}', H_out/W_out must be positive, but the kernel "
                            f"{tuple(kernel)} is larger than the input {tuple(in_shape)} "
                            f"(output size 0); please check input and parameters of op")
    return ValueError(f"For '{name}', the each element of the output shape must be larger than "
                      f"0, but the kernel {tuple(kernel)} is larger than the input "
                      f"{tuple(in_shape)} (output size 0).")


def check_conv_bias(op, weight, bias):
    """MindSpore 2.10's ValueError for a convolution bias that is not 1-D with one entry per
    output channel (a bias of another length could otherwise broadcast into the output)."""
    b, w = tuple(getattr(bias, "shape", ())), tuple(weight.shape)
    if b != w[:1]:
        raise ValueError(f"For '{op}', Given weight of size {w}, expected bias to be 1-dimensional "
                         f"with {w[0]} elements, but got bias of size {b} instead")


def check_flatten_dims(start_dim, end_dim, nd):
    """flatten's ``start_dim``/``end_dim`` of a rank-``nd`` input, both made non-negative."""
    if not all(isinstance(d, int) for d in (start_dim, end_dim)):
        raise TypeError("For 'flatten', both 'start_dim' and 'end_dim' must be int.")
    if not (-nd <= start_dim < nd and -nd <= end_dim < nd):
        raise python_check(ValueError("'start_dim' or 'end_dim' out of range."))
    s, e = start_dim % nd, end_dim % nd
    if s > e:       # 2.10's text
        raise python_check(ValueError("For 'flatten', 'start_dim' cannot come after 'end_dim'."))
    return s, e


def check_fill_value(value, api):
    """A fill value: a number or a 0-d Tensor (a bigger Tensor would broadcast into a shape the
    op does not promise)."""
    if isinstance(value, Tensor) and value.ndim:
        raise ValueError(f"For '{api}', 'value' only supports a 0-dimensional value tensor or a "
                         f"float number, but got tensor with {value.ndim} dimension(s).")


# mindspore.numpy's wordings of a reduction axis given twice (each function has its own)
DUP_AXIS = "The element of parameter 'axis' can not be duplicate, but got {axis}."


def check_unique_axes(axis, message=DUP_AXIS, ndim=None):
    """A ValueError (``message`` formatted with ``axis``) for a tuple/list axis with a repeat
    (``ndim``: counting ``-1`` and ``ndim - 1`` as one); ``mindspore.numpy`` checks this before
    the reduction (whose own error is a RuntimeError)."""
    if isinstance(axis, (tuple, list)) and len(
            set(axis if ndim is None else (a + ndim if a < 0 else a for a in axis))) != len(axis):
        raise ValueError(message.format(axis=axis))
