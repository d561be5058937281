"""``ops.functional`` (MindSpore's ``F``): every functional op, ``F.add``, ``F.matmul``,
``F.sum``, ... . The namespace is filled from the op table (``op_table``) when ``minicell.ops``
is imported; this module also implements the hand-written elementwise, linear-algebra and state
ops (``div``, ``cast``, ``softmax``, ``matmul``, ``assign``, ``depend``, ...), each a thin call
of ``dispatch`` on a registry entry looked up once at import.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.mul(ms.Tensor([1.0, 2.0]), 3).asnumpy().tolist()
[3.0, 6.0]

Layout, indexing and creation are implemented in ``array_ops`` / ``indexing``, reductions in
``reductions``, random draws in ``random_ops``; their public names are declared in ``op_table``.
"""
import builtins

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, running_eagerly, state
from ..runtime.prim_tag import tag as prim_tag
from ..runtime.python_checks import python_check
from ..runtime.registry import freeze_attrs, get_op
from . import _util
from ._array_arg_checks import check_einsum
from ._matmul_shapes import check_batch_matmul, check_matmul_2d, check_matmul_ext
from ._operand_dtypes import check_product_dtypes
from ._utils.utils import kernel_broadcast_shape
from ._wide_scalar import wide_scalar
from .array_ops import broadcast_to, reshape, select
from .views import method_wrote

_op = get_op


# ---- elementwise (the one-op ones are rows of op_table made by _table.elementwise) -----------
_DIV, _FLOOR_DIV, _ROUND, _CAST = _op("div"), _op("floor_div"), _op("round"), _op("cast")
_SOFTMAX, _LOG_SOFTMAX = _op("softmax"), _op("log_softmax")
_MAXIMUM, _MINIMUM, _MASKED_FILL = _op("maximum"), _op("minimum"), _op("masked_fill")
_ISCLOSE = _op("isclose")


def div(input, other, *, rounding_mode=None):
    """``input / other``; integers divide to Float32. ``rounding_mode`` 'floor' or 'trunc'
    rounds the quotient.

    >>> from minicell import ops, Tensor
    >>> ops.div(Tensor([7]), 2).asnumpy().tolist(), ops.div(Tensor([-7]), 2, rounding_mode='trunc').asnumpy().tolist()
    ([3.5], [-3])
    """
    if rounding_mode is None:
        return wide_scalar(_DIV, input, other)
    if rounding_mode == "floor":
        return dispatch(_FLOOR_DIV, (input, other))
    if rounding_mode == "trunc":
        q = dispatch(_DIV, (input, other))
        q = dispatch(_op("trunc"), (q,))    # -0.0 / 3 = -0.0 as 2.10
        ref = dispatch(_op("add"), (input, other))  # integers keep their promoted int dtype
        return q if ref.dtype == q.dtype else cast(q, ref.dtype)
    # 2.10's ops.div text (measured; mint.div and Tensor.div: rounding_mode_enum's)
    raise ValueError("For ops.div, rounding_mode value should be None, 'floor' or 'trunc'.")


divide = div


def round(input, *, decimals=0):
    """Round half to even (``decimals`` places).

    >>> from minicell import ops, Tensor
    >>> ops.round(Tensor([2.5, 0.126]), decimals=0).asnumpy().tolist()
    [2.0, 0.0]
    """
    _util.check_int_operands("Round()(input=Tensor, decimals={decimals})",
                             "Round()(input=<Tensor>, decimals=<Tensor, int>)", decimals=decimals)
    if decimals:    # 2.10's CPU kernel (measured: ops/Tensor/mint round and Round, both modes)
        raise RuntimeError(f"For Round only support decimals equal 0, but got decimals equal "
                           f"{decimals}")
    return dispatch(_ROUND, (input,))


def round_prim(input, decimals=0):
    """``ops.Round()(input, decimals=0)``: its inputs are positional too."""
    return round(input, decimals=decimals)


def round_scaled(input, decimals=0):
    """numpy's ``around``: half to even at ``decimals`` places (2.10's mindspore.numpy scales;
    it never reaches the Round kernel's check)."""
    if decimals:
        scale = 10.0 ** decimals
        return dispatch(_ROUND, (input * scale,)) / scale
    return dispatch(_ROUND, (input,))


def cast(input, dtype):
    """Cast ``input`` to ``dtype``.

    >>> import minicell as ms
    >>> ms.ops.cast(ms.Tensor([1.7]), ms.int32)
    Tensor(shape=[1], dtype=Int32, value= [1])
    """
    dtype = mstype.op_dtype_argument(dtype, "Cast")
    return dispatch(_CAST, (input,), freeze_attrs({"dtype": dtype.np_dtype.name}))


_AXIS_ATTRS = {}


def _axis_attrs(axis, softmax=True):
    """Frozen ``{"axis": axis}``, cached: softmax sits on hot paths (attention, losses). A
    float axis is 2.10's text (measured): softmax's Python check, starting with a space (quoted
    in a graph), log_softmax's LogSoftmax parser (both modes)."""
    attrs = _AXIS_ATTRS.get(axis) if axis.__class__ is int else None
    if attrs is None:
        if isinstance(axis, bool) or not hasattr(axis, "__index__"):    # 1.0 is not an axis
            if not softmax:
                raise TypeError(f'Failed calling LogSoftmax with "LogSoftmax(axis='
                                f'{_util.ms_type_name(axis)})(logits=Tensor)".\nThe valid '
                                'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".')
            raise python_check(TypeError(f" the type of 'axis' must be 'int', but got '{axis}' "
                                         f"with type '{type(axis).__name__}'."))
        attrs = _AXIS_ATTRS[int(axis)] = freeze_attrs({"axis": int(axis)})
    return attrs


def softmax(input, axis=-1, *, dtype=None):
    """exp(x) / sum(exp(x)) along ``axis``.

    >>> from minicell import ops, Tensor
    >>> ops.softmax(Tensor([0.0, 0.0])).asnumpy().tolist()
    [0.5, 0.5]
    """
    if dtype is not None:
        input = cast(input, dtype)
    _util.check_prim_axis(axis, input, "Softmax", scalar=0)    # [0,0) for a 0-d input
    if isinstance(input, Tensor) and str(input.dtype) not in _SOFTMAX_TYPES:
        graph = state.tracer.graph_operand_checks()     # 2.10's infer texts (measured)
        listed = ", ".join(f"Tensor[{t}]" if graph else t for t in _SOFTMAX_TYPES)
        got = f"Tensor[{input.dtype}]" if graph else str(input.dtype)
        raise TypeError(f"For primitive[Softmax], the input argument[x] must be a type of "
                        f"{{{listed}}}, but got {got}.")
    return dispatch(_SOFTMAX, (input,), _axis_attrs(axis))


_SOFTMAX_TYPES = ("BFloat16", "Float16", "Float32", "Float64")


def log_softmax(logits, axis=-1):
    """log(softmax(x)) along ``axis``, computed stably.

    >>> from minicell import ops, Tensor
    >>> print(f"{ops.log_softmax(Tensor([0.0, 0.0])).asnumpy()[0]:.4f}")
    -0.6931
    """
    # a 0-d input: [0,0), as Softmax (2.10's LogSoftmax fails there: 'Unknown Error!')
    _util.check_prim_axis(axis, logits, "LogSoftmax", scalar=0)
    return dispatch(_LOG_SOFTMAX, (logits,), _axis_attrs(axis, softmax=False))


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    """Limit ``x`` to [clip_value_min, clip_value_max] (either bound may be None).

    >>> from minicell import ops, Tensor
    >>> ops.clip_by_value(Tensor([-1.0, 5.0]), 0.0, 1.0).asnumpy().tolist()
    [0.0, 1.0]
    """
    if clip_value_min is None and clip_value_max is None:     # (2.10's Python checks)
        raise python_check(ValueError("For 'clip_by_value', at least one of 'clip_value_min' "
                                      "or 'clip_value_max' must not be None"))
    for name, v in (("clip_value_min", clip_value_min), ("clip_value_max", clip_value_max)):
        if isinstance(v, (str, list, tuple, dict)):     # (its text, measured)
            raise python_check(TypeError(f"For 'clip_by_value', the type of argument '{name}' "
                                         "must be not one of None, Tensor, float, int"))
    if x.__class__ in (list, tuple):          # each Tensor clipped, as a tuple
        if [t for t in x if not isinstance(t, Tensor)]:   # (ops.functional's own all/any)
            raise TypeError("For 'clip_by_value', the type of argument 'x' must be Tensor or "
                            "tuple[Tensor] or list[Tensor]")
        return tuple(clip_by_value(t, clip_value_min, clip_value_max) for t in x)
    out = x
    if clip_value_min is not None:
        out = dispatch(_MAXIMUM, (out, clip_value_min))
    if clip_value_max is not None:
        out = dispatch(_MINIMUM, (out, clip_value_max))
    if isinstance(x, Tensor) and out.dtype != x.dtype:
        out = cast(out, x.dtype)  # a Python float bound must not promote an int tensor
    return out


_CLAMP_DTYPES = ("Int8", "Int16", "Int32", "Int64", "UInt8", "UInt32", "UInt64", "Float16",
                  "Float32", "Float64", "BFloat16")     # the kernels: no UInt16, no complex


def clamp(input, min=None, max=None):
    """``input`` limited to [min, max], with MindSpore's gradient for ``clamp``: 1 where
    ``min <= input <= max`` (the bounds included; ``clip_by_value`` gives 1/2 there), 0 at NaN.

    >>> from minicell import ops, Tensor
    >>> ops.clamp(Tensor([-2.0, 0.5, 3.0]), -1.0, 1.0).asnumpy().tolist()
    [-1.0, 0.5, 1.0]
    """
    if mixed_bounds(min, max):   # a Tensor selects 2.10's ClampTensor, which takes no number
        if running_eagerly():
            _util.check_tensors("ClampTensor()", ("input", "min", "max"), input, min, max)
        name, v = ("max", max) if isinstance(min, Tensor) else ("min", min)
        kind = "Float32" if isinstance(v, float) else "Int64"   # (measured, GRAPH_MODE)
        raise TypeError(f'Failed calling ClampTensor with "{name}={kind}".\nThe valid calling '
                        f'should be: "input=<Tensor>, min=<Tensor>, max=<Tensor>".')
    return clamp_any(input, min, max)


def mixed_bounds(min, max):
    """Whether one of clamp's bounds is a Tensor and the other a number."""
    return min is not None and max is not None and isinstance(min, Tensor) != isinstance(max,
                                                                                       Tensor)


def clamp_any(input, min=None, max=None):
    """``clamp`` as ``Tensor.clamp`` and ``mint.clamp`` take it: a 0-d Tensor bound with a
    number (2.10's ClampScalar reads it as one; measured, both modes); a larger one with a
    number is ClampScalar's TypeError (in a graph: op by op, their overloads refuse it)."""
    if mixed_bounds(min, max) and (min if isinstance(min, Tensor) else max).ndim:
        got = ", ".join(f"{n}={_util.ms_type_name(v)}"
                        for n, v in zip(("input", "min", "max"), (input, min, max)))
        raise TypeError(f'Failed calling ClampScalar with "ClampScalar()({got})".\nThe valid '
                        f'calling should be: \n"ClampScalar()(input=<Tensor>, min=<Number>, '
                        f'max=<Number>)".')
    if min is None and max is None:
        raise ValueError("For Clamp, at least one of 'min' or 'max' must not be None.")
    if builtins.any(isinstance(v, bool) or isinstance(v, Tensor) and v.dtype == mstype.bool_
                    for v in (input, min, max)):   # 2.10 (measured): a bool bound as well
        raise ValueError("For Clamp, the dtype of 'input', 'min' and 'max' must not be bool.")
    if isinstance(input, Tensor):           # 2.10's checks and CPU kernels (measured)
        _util.kernel_dtype(input, "Maximum", _CLAMP_DTYPES, text="Select CPU operator[Maximum] "
                           "fail! Unsupported data type! No kernel for input[{dtype}].")
    out = input     # 2.10's NaN rule (runtime/primitives/nan_rules.py): clamp(nan, -1, 1) = -1
    if min is not None:
        out = select(input >= min, input, _bound_grad(input < min, min))
    if max is not None:     # min > max gives max everywhere, as np.clip
        out = select(out <= max, out, _bound_grad((input > max) | (out > max), max))
    return out    # promoted as 2.10 (measured: an Int32 input, float bounds 1.5/4.5: Float32)


def _bound_grad(passes, bound):
    """A Tensor ``bound`` whose gradient flows only where ``passes`` (the input, or for ``max``
    the input clamped to ``min``, strictly past it): 2.10's clamp sends a bound nothing where a
    NaN chose it (measured: clamp(nan, 0, 1) = 0 with no gradient to min; clamp(2, nan, 1) = 1
    with max's gradient 1; clamp(-1, 2, 1) = 1 with max's)."""
    if not isinstance(bound, Tensor):
        return bound
    return select(passes, bound, stop_gradient(bound))


clip = clamp


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """``|input - other| <= atol + rtol * |other|`` elementwise.

    >>> from minicell import ops, Tensor
    >>> ops.isclose(Tensor([1.0]), Tensor([1.0 + 1e-9])).asnumpy().tolist()
    [True]
    """
    for name, tol in (("rtol", rtol), ("atol", atol)):      # 2.10's Python check, then its
        if not isinstance(tol, (bool, int, float)):         # IsClose signature (measured)
            raise TypeError(f"For 'IsClose', the type of '{name}' should be one of '[bool, int, "
                            f"float]', but got {type(tol)}.")
    if not isinstance(equal_nan, bool):
        raise TypeError(f'Failed calling IsClose with "IsClose(rtol={type(rtol).__name__}, '
                        f'atol={type(atol).__name__}, equal_nan='
                        f'{_numpy_shown(equal_nan)})(input=Tensor, other=Tensor)".\nThe '
                        'valid calling should be: \n"IsClose(rtol=<bool, int, float>, atol=<bool, '
                        'int, float>, equal_nan=<bool>)(input=<Tensor>, other=<Tensor>)".')
    _util.check_same_dtype("IsClose", ("input", input), ("other", other))
    return dispatch(_ISCLOSE, (input, other), freeze_attrs(
        {"rtol": float(rtol), "atol": float(atol), "equal_nan": bool(equal_nan)}))


def _numpy_shown(value):
    # 2.10's signature texts show a numpy scalar by its class (measured: numpy.bool_)
    return str(type(value)) if isinstance(value, np.generic) else _util.ms_type_name(value)


def lerp(input, end, weight):
    """``input + weight * (end - input)``."""
    if isinstance(input, Tensor) and isinstance(end, Tensor) and input.dtype != end.dtype:
        raise TypeError(f"For primitive[Lerp], the input[tensors] elements should have same type, "
                        f"but got: {input.dtype}, {end.dtype}.")
    if isinstance(input, Tensor) and str(input.dtype) not in ("Float16", "Float32", "BFloat16"):
        raise TypeError(f"For primitive[Lerp], the input[start] supports types: Float16, "
                        f"Float32, BFloat16. But got {input.dtype}.")
    if isinstance(input, Tensor):       # 2.10's Lerp shape inference (measured)
        for name, other in (("end", end), ("weight", weight)):
            if isinstance(other, Tensor):
                kernel_broadcast_shape(input.shape, other.shape, "Lerp", "start", name)
    return input + weight * (end - input)


# ---- linear algebra -------------------------------------------------------------------------
_MATMUL, _EINSUM = _op("matmul"), _op("einsum")
_MATMUL_PLAIN = freeze_attrs({"transpose_a": False, "transpose_b": False})


def matmul(input, other):
    """Matrix product with numpy ``matmul`` semantics (leading axes broadcast).

    >>> from minicell import ops, Tensor
    >>> ops.matmul(Tensor([[1.0, 2.0]]), Tensor([[3.0], [4.0]])).asnumpy().tolist()
    [[11.0]]
    """
    if input.__class__ is not Tensor or other.__class__ is not Tensor:
        _util.check_tensors("MatMulExt()", ("input", "other"), input, other)
    check_product_dtypes("MatMulExt", input, other)
    check_matmul_ext(input, other)
    return dispatch(_MATMUL, (input, other), _MATMUL_PLAIN)


def bmm(input_x, mat2):
    """Batched matrix product of (..., n, m) and (..., m, p)."""
    _util.check_tensors("BatchMatMul(transpose_a=bool, transpose_b=bool)", ("x", "y"), input_x,
                        mat2)
    check_batch_matmul(input_x, mat2)
    check_product_dtypes("BatchMatMul", input_x, mat2)
    return prim_tag(dispatch(_MATMUL, (input_x, mat2), _MATMUL_PLAIN), "BatchMatMul")


def mm(input, mat2):
    """Product of two 2-D matrices."""
    _util.check_tensors("MatMul(transpose_a=bool, transpose_b=bool)", ("input", "mat2"), input,
                        mat2)
    check_matmul_2d(input, mat2)
    check_product_dtypes("MatMul", input, mat2)
    return dispatch(_MATMUL, (input, mat2), _MATMUL_PLAIN)


def outer(input, vec2):
    """Outer product of two 1-D tensors: ``out[i, j] = input[i] * vec2[j]``. As in 2.10 the
    flattened ``input`` (a column) times ``vec2`` as given, so a ``vec2`` of more dims is
    the multiplication's broadcasting error."""
    return reshape(input, (-1, 1)) * vec2


def einsum(equation, *operands):
    """Einstein summation, e.g. ``ops.einsum('ij,jk->ik', a, b)``."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    check_einsum(equation, operands)
    return dispatch(_EINSUM, operands, freeze_attrs({"equation": equation}))


# ---- state and ordering ---------------------------------------------------------------------
_STOP_GRADIENT = _op("stop_gradient")


def assign(variable, value):
    """Write ``value`` into the Parameter ``variable`` (cast to its dtype; same shape) and
    return the written value. Inside a compiled graph the write happens when the graph runs. A
    plain Tensor ``variable`` has its data replaced, as MindSpore 2.x does; a graph's Tensor
    argument written so is written in the caller's Tensor too when the graph runs (measured on
    2.10, a Cell's construct and a ``jit`` function).

    As in 2.10 the result is a new Tensor, not ``variable`` (eagerly too: a Parameter's later
    writes do not show in it, and it prints as a Tensor).

    >>> import minicell as ms
    >>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
    >>> r = ms.ops.assign(p, ms.Tensor([3.0, 4.0])); p.asnumpy().tolist()
    [3.0, 4.0]
    >>> _ = ms.ops.assign(p, ms.Tensor([5.0, 6.0])); type(r).__name__, r.asnumpy().tolist()
    ('Tensor', [3.0, 4.0])
    """
    from ._util import check_state_value, check_written_dtype
    check_state_value("Assign", variable, value)
    check_written_dtype("Assign", variable, [value])
    out = write_into(variable, value, "Assign")
    return cast(out, out.dtype) if out is variable else out


def write_into(variable, value, api, value_grad=False):
    """``ops.assign``'s write, its errors naming ``api`` (a kernel that updates its inputs in
    place, as BatchNorm's running statistics, may be given Parameters or plain Tensors).
    ``value_grad``: in a compiled graph a plain Tensor's later uses differentiate ``value``
    too (2.10's AssignAdd / AssignSub there, measured; not eagerly, and not Assign)."""
    from ..common.parameter import is_state
    plain = getattr(variable, "_graph_attr", False)     # a compiled graph's Tensor attribute
    if is_state(variable) and not plain:     # a Parameter or a Cell's buffer
        from ..runtime.param_write import write
        return write(variable, value, api)
    if not isinstance(variable, Tensor):
        raise TypeError(f"For '{api}', 'variable' must be a Parameter or a Tensor, but got "
                        f"{type(variable).__name__}")
    new = cast(value if isinstance(value, Tensor) else Tensor(value), variable.dtype)
    if tuple(new.shape) != tuple(variable.shape):
        new = broadcast_to(new, tuple(variable.shape))
    # 2.10's Assign bprop: the written value's gradient goes to the variable, none to `value`
    if not value_grad or running_eagerly():
        new = dispatch(get_op("write_tensor"), (variable, new), freeze_attrs({}))
    if plain:
        from ..runtime.param_write import write
        return write(variable, new, api)
    state.tracer.tensor_written(variable)
    method_wrote(variable)      # a graph gives its argument written so back, as 2.10 (measured)
    variable._data = new._data
    variable._tape_node = new._tape_node   # later uses differentiate the variable, as 2.10
    return variable


def depend(value, expr):
    """``value``, computed after ``expr`` in a compiled graph (eager code already runs in
    order, so it returns ``value`` unchanged).

    >>> import minicell as ms
    >>> ms.ops.depend(ms.Tensor([1.0]), ms.Tensor([2.0])).asnumpy().tolist()
    [1.0]
    """
    return state.tracer.depend(value, expr)


def stop_gradient(value):
    """Identity in the forward pass; no gradient flows back through it. A tuple, list or dict
    has each Tensor in it stopped (nested too); other values (Python numbers, None) come back
    as they are, as in MindSpore.

    >>> import minicell as ms
    >>> ms.ops.stop_gradient(ms.Tensor([1.0])).asnumpy().tolist()
    [1.0]
    >>> ms.ops.stop_gradient((ms.Tensor(2.0), 3))[1]
    3
    """
    if isinstance(value, (tuple, list)):
        items = [stop_gradient(v) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else type(value)(items)
    if isinstance(value, dict):
        return {k: stop_gradient(v) for k, v in value.items()}
    if not isinstance(value, Tensor):
        return value
    return dispatch(_STOP_GRADIENT, (value,))

