"""MindSpore's ``ops.operations._inner_ops`` Primitives that scripts and tests use:
``TensorCopySlices`` (a slice of a Tensor replaced), ``CopyWithSlice`` (copy into a Tensor in
place), ``ConvertToDynamic`` (marks shapes dynamic: the identity here, since every minicell graph
is specialised per input shape), ``ClipByNorm`` and ``TopTypeof`` (a value's type without the
element type of a Tensor), ``SameTypeShape`` (its first input, once both are Tensors of one
dtype and shape), ``IsSubClass`` (whether one mindspore type is a sub-type of another),
``IsInstance`` (whether a value's type is one) and ``AntiQuant`` (int8 values back to floats).
Rows in ``rows_inner_ops``; all are composites of minicell ops, so they also run in a compiled
graph.

>>> import numpy as np
>>> import minicell as ms
>>> from minicell.ops.operations import _inner_ops as inner
>>> out = inner.TensorCopySlices()(ms.Tensor(np.zeros((3, 2), np.float32)),
...                                ms.Tensor(np.ones((1, 2), np.float32)), (1, 0), (2, 2), (1, 1))
>>> out.asnumpy().tolist()
[[0.0, 0.0], [1.0, 1.0], [0.0, 0.0]]
"""
from .._checkparam_types import _issubclass_
from ..common import dtype as mstype
from ..runtime.dispatch import state
from ..runtime.mutable import is_dynamic_len
from ..common.tensor import Tensor
from . import functional as F
from ._util import concrete
from .indexing import set_items
from .primitive import Primitive, prim_attr_register

__all__ = ["TensorCopySlices", "CopyWithSlice", "ConvertToDynamic", "ClipByNorm", "TopTypeof",
           "SameTypeShape", "IsSubClass", "IsInstance", "AntiQuant"]
# MindSpore's dynamic-shape queries (``F.is_sequence_value_unknown(x.shape)``): a minicell graph
# is specialised per input shape, so a shape and its length are always known.
QUERIES = ["is_sequence_value_unknown", "is_sequence_shape_unknown",
           "is_dynamic_sequence_element_unknown"]


def _ints(name, what, value):
    if isinstance(value, Tensor):
        value = tuple(int(v) for v in value.asnumpy().reshape(-1))
    if not isinstance(value, (tuple, list)) or not all(isinstance(v, int) for v in value):
        raise TypeError(f"For '{name}', '{what}' must be a tuple of int, but got {value!r}.")
    return tuple(value)


class TensorCopySlices(Primitive):
    """``TensorCopySlices()(x, value, begin, end, strides)``: ``x`` with the slice
    ``x[begin:end:strides]`` replaced by ``value`` (strides of 1 only, as on MindSpore's CPU)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, value, begin, end, strides):
        begin, end, strides = (_ints("TensorCopySlices", w, v) for w, v in
                               (("begin", begin), ("end", end), ("strides", strides)))
        if not len(begin) == len(end) == len(strides) or len(begin) > x.ndim:
            raise ValueError("For 'TensorCopySlices', 'begin', 'end' and 'strides' must have "
                             "one length, at most the rank of 'x'.")
        if any(s != 1 for s in strides):
            raise RuntimeError(f"For 'TensorCopySlices', the element in step only support 1, "
                               f"but got: {strides}.")
        return set_items(x, tuple(slice(b, e) for b, e in zip(begin, end)),
                         F.cast(value, x.dtype) if isinstance(value, Tensor) else value)


class CopyWithSlice(Primitive):
    """``CopyWithSlice()(dst, src)``: writes ``src`` (cast and broadcast to ``dst``'s shape) into
    ``dst`` in place and returns it."""

    @prim_attr_register
    def __init__(self):
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, dst, src):
        if not isinstance(dst, Tensor):
            raise TypeError(f"For 'CopyWithSlice', 'dst' must be a Tensor, but got "
                            f"{type(dst).__name__}.")
        return dst.copy_(src)


class ConvertToDynamic(Primitive):
    """``ConvertToDynamic(is_dynamic_rank=False)(x)``: ``x`` (MindSpore marks its shape dynamic;
    minicell compiles a graph per input shape, so nothing changes)."""

    @prim_attr_register
    def __init__(self, is_dynamic_rank=False):
        if not isinstance(is_dynamic_rank, bool):
            raise TypeError(f"For 'ConvertToDynamic', 'is_dynamic_rank' must be a bool, but got "
                            f"{type(is_dynamic_rank).__name__}.")

    def __call__(self, x):
        return F.reshape(x, x.shape)


def _in_graph():
    return state.tracer.sequence_length_unknown()


def _dynamic_len(x):
    """A dynamic-length sequence, or a list a slice assignment made one in this trace (it stays
    a Python list: ``dyn_seq.setslice``)."""
    return is_dynamic_len(x) or getattr(state.tracer, "dynamic_lists", {}).get(id(x)) is x


def is_sequence_value_unknown(x):
    """Whether the values of sequence ``x`` (e.g. a shape) are unknown while compiling: in a
    graph, for a dynamic-length sequence (``mutable(seq, True)``) or one holding a variable (a
    graph tensor, an ``ms.mutable`` number; nested sequences are not looked into, as in
    MindSpore 2.10); never in PYNATIVE_MODE.

    >>> import minicell as ms
    >>> is_sequence_value_unknown((ms.Tensor([1]), 2))
    False
    """
    return _in_graph() and (_dynamic_len(x) or any(
        isinstance(e, Tensor) and not concrete(e) for e in x))


def is_sequence_shape_unknown(x):
    """Whether the length of sequence ``x`` is unknown while compiling: in a graph, for a
    dynamic-length sequence (``mutable(seq, True)`` and what is made of it: ``a + b``,
    ``a * 2``, ``a[1:]``; minicell compiles a graph per length, MindSpore one for all)."""
    return _in_graph() and _dynamic_len(x)


def is_dynamic_sequence_element_unknown(x):
    """Whether the element type of a dynamic-length sequence ``x`` is still undetermined while
    compiling (it is empty: ``mutable([], True)``); in a graph, 2.10's TypeError for another
    sequence; never in PYNATIVE_MODE."""
    if not _in_graph():
        return False
    if not is_dynamic_len(x):
        raise TypeError("The input of IsElementUnknown should be variable length sequence.")
    return len(x) == 0


class ClipByNorm(Primitive):
    """``ClipByNorm(axis=None)(x, clip_norm)``: ``x * clip_norm / max(norm, clip_norm)``, with
    ``norm`` the L2 norm of ``x`` over ``axis`` (all axes when None or ``()``), kept for
    broadcasting."""

    @prim_attr_register
    def __init__(self, axis=None):
        axis = () if axis is None else axis
        if isinstance(axis, bool) or not isinstance(axis, (int, tuple, list)):
            raise TypeError(f"For 'ClipByNorm', the type of 'axis' should be one of '['int', "
                            f"'tuple', 'list']', but got type '{type(axis).__name__}'.")
        self.add_prim_attr("axis", axis)

    def __call__(self, x, clip_norm):
        check_clip_by_norm_inputs(x, clip_norm)
        axis = self.attrs["axis"]
        axis = (axis,) if isinstance(axis, int) else tuple(axis) or tuple(range(x.ndim))
        x = F.cast(x, mstype.float32)
        norm = F.sqrt(F.sum(F.square(x), axis, keepdim=True))
        clip = F.cast(clip_norm, mstype.float32)
        return x * clip / F.maximum(norm, clip)


def check_clip_by_norm_inputs(x, clip_norm):
    """2.10's ClipByNorm (and nn.ClipByNorm) input checks, measured in both modes: both inputs
    Tensors, each Float16 or Float32 (x checked first); its output is Float32 either way."""
    if not (isinstance(x, Tensor) and isinstance(clip_norm, Tensor)):
        raise TypeError("For 'ClipByNorm', the input args must be tensor.")
    for name, value in (("x", x), ("clip_norm", clip_norm)):
        if value.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"For primitive[ClipByNorm], the input argument[{name}] must be a "
                            f"type of {{Float16, Float32}}, but got {value.dtype}.")


_TOP_TYPES = {tuple: mstype.tuple_, list: mstype.list_, dict: mstype.dict_, str: mstype.string,
              type(None): mstype.type_none}


class TopTypeof(Primitive):
    """``TopTypeof()(x)``: the type of ``x`` at its top level: ``mstype.tensor_type`` for any
    Tensor (``isinstance(TopTypeof()(x), mstype.TensorType)`` tells tensors apart), ``tuple_``,
    ``list_``, ``dict_``, ``string``, ``type_none``; a Python number gives ``F.typeof``'s
    int64 / float64 / bool_ (MindSpore's width-less ``Int`` / ``Float`` have no minicell dtype)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x):
        if isinstance(x, Tensor):
            return mstype.tensor_type
        top = _TOP_TYPES.get(type(x))
        return top if top is not None else F.typeof(x)


_TYPES = (mstype.Type, mstype.NonTensorType, mstype.GenericKind)   # what the type checks take


def _check_type(op, name, value, cls, expected):
    if not isinstance(value, cls):
        raise TypeError(f"For '{op}', the type of '{name}' should be '{expected}', but got type "
                        f"'{type(value).__name__}'.")


class SameTypeShape(Primitive):
    """``SameTypeShape()(x, y)``: ``x``, once ``y`` is a Tensor of its dtype (else TypeError)
    and shape (else ValueError), with 2.10's messages."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, y):
        for name, v in (("x", x), ("y", y)):
            _check_type(self.name, name, v, Tensor, "Tensor")
        if x.dtype != y.dtype:
            raise TypeError(f"For '{self.name}', the x dtype should be = y dtype: {y.dtype}, but "
                            f"got {x.dtype}.")
        if tuple(x.shape) != tuple(y.shape):
            raise ValueError(f"For '{self.name}', the x shape should be = y shape: "
                             f"{tuple(y.shape)}, but got {tuple(x.shape)}.")
        return x


class IsSubClass(Primitive):
    """``IsSubClass()(sub_type, type_)``: whether mindspore type ``sub_type`` is ``type_`` or
    one of its kinds (every number type, Bool included, is a ``mstype.number``; every
    ``Tensor[...]`` a ``mstype.tensor_type``). Non-types are a TypeError.

    >>> import minicell as ms
    >>> IsSubClass()(ms.int32, ms.number), IsSubClass()(ms.float32, ms.tensor_type)
    (True, False)
    """

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, sub_type, type_):
        for name, v in (("sub_type", sub_type), ("type_", type_)):
            _check_type(self.name, name, v, _TYPES, "Type")
        return _issubclass_(sub_type, type_)


# a value's type as 2.10's IsInstance reads it (measured: a float is Float32, a dict a List,
# None matches no type)
_INSTANCE_TYPES = {bool: mstype.bool_, int: mstype.int64, float: mstype.float32,
                   str: mstype.string, list: mstype.list_, tuple: mstype.tuple_,
                   dict: mstype.list_}


class IsInstance(Primitive):
    """``IsInstance()(x, type_)``: whether the type of ``x`` is ``type_`` or one of its kinds
    (``IsSubClass``): a Python int is Int64 (an ``ms.int_``, not an ``ms.int32``), a float
    Float32, a Tensor ``Tensor[dtype]``.

    >>> import minicell as ms
    >>> IsInstance()(1, ms.int_), IsInstance()(1, ms.int32), IsInstance()(1.0, ms.float_)
    (True, False, True)
    """

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, type_):
        _check_type(self.name, "type_", type_, _TYPES, "Type")
        sub = mstype.TensorType(x.dtype) if isinstance(x, Tensor) else \
            _INSTANCE_TYPES.get(type(x))
        return sub is not None and _issubclass_(sub, type_)


class AntiQuant(Primitive):
    """``AntiQuant(sqrt_mode=False, dtype=mstype.float16)(x, scale, offset)``: the Int8 ``x``
    dequantized, ``scale * (x + offset)`` (``scale`` squared when ``sqrt_mode``), as ``dtype``.
    Its inputs are positional only, as 2.10's Python-defined Primitive takes them: a keyword is
    2.10's TypeError (its GRAPH_MODE text sees the keyword as an argument of the wrong type).
    2.10 has no CPU kernel; the formula is its documented one.

    >>> import minicell as ms
    >>> AntiQuant(dtype=ms.float32)(ms.Tensor([50, 20], ms.int8), ms.Tensor([2.0]),
    ...                             ms.Tensor([1.0])).asnumpy().tolist()
    [102.0, 42.0]
    """

    @prim_attr_register
    def __init__(self, sqrt_mode=False, dtype=mstype.float16):
        if not isinstance(sqrt_mode, bool):
            raise TypeError(f"For 'AntiQuant', the type of 'sqrt_mode' should be 'bool', but got "
                            f"type '{type(sqrt_mode).__name__}'.")
        self.sqrt_mode, self.dtype = sqrt_mode, dtype

    def __call__(self, *args, **kwargs):
        if kwargs:
            key, value = next(iter(kwargs.items()))
            if _in_graph():
                kind = f"Tensor[{value.dtype}]" if isinstance(value, Tensor) else \
                    type(value).__name__
                raise TypeError(f"The primitive[{self.name}]'s input arguments[input_x] must be "
                                f"all tensor and those type must be same. But got input "
                                f"argument[input_x]:Keyword[key : {key}, value : {kind}]")
            raise TypeError(f"Primitive.__call__() got an unexpected keyword argument '{key}'")
        x, scale, offset = args
        scale = scale * scale if self.sqrt_mode else scale
        return F.cast(scale * (F.cast(x, mstype.float32) + offset), self.dtype)
