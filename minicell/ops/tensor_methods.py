"""Tensor methods that mirror functional ops (``t.sum()``, ``t.reshape(...)``, ``t.T``).

This module holds only the adapters where MindSpore 2.10's Tensor method signature differs from
the functional one (``t.reshape(2, 3)``, ``t.flatten()`` flattens all axes; the overloaded ones
such as ``t.max()`` are in ``tensor_overloads``); which method names exist is declared in
``op_table``. They are installed in ``Tensor``'s method table and put on the class from it
(``ops._table.install_on_class``: a plain function becomes a method; a ``property`` such as
``T`` is evaluated).

>>> import minicell as ms
>>> t = ms.Tensor([[1.0, 2.0], [3.0, 4.0]])
>>> t.sum(1).asnumpy().tolist(), t.T.shape, t.reshape(4).shape
([3.0, 7.0], (2, 2), (4,))
"""
import numpy as np

from .._checkparam_shapes import check_axis_in_range
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import state
from . import functional as F, views
from ._util import ms_type_name
from .overloads import refuse_in_graph
from .linalg_funcs import call


def _shape_args(args, name, keywords=None, names=()):
    """``t.reshape(2, 3)`` and ``t.reshape((2, 3))`` both mean shape (2, 3); a method whose
    2.10 overloads also name the sequence (``t.view(shape=(2, 3))``, ``t.permute(dims=...)``)
    takes one of ``names`` as its only, keyword, argument: a tuple (or a Tensor for
    ``tile``), else 2.10's ``Failed calling`` TypeError."""
    if keywords:
        (key, value), = keywords.items() if len(keywords) == 1 else ((None, None),)
        if args or key not in names or not isinstance(value, (tuple, Tensor) if name == "tile"
                                                      else tuple):
            given = [ms_type_name(a) for a in args]
            given += [f"{k}={ms_type_name(v)}" for k, v in keywords.items()]
            raise TypeError(f'Failed calling {name} with "{name}({", ".join(given)})".')
        args = (value,)
    if len(args) == 1 and isinstance(args[0], (tuple, list)):
        return tuple(args[0])
    if not args:
        raise TypeError(f"Tensor.{name}() needs a shape")
    return tuple(args)


# 2.10's ``Tensor.astype`` vocabulary (``mstype.__dtype__`` and the Python names), measured
_ASTYPE_NAMES = ("bool_", "int8", "byte", "int16", "short", "int32", "intc", "int64", "long",
                 "intp", "uint8", "ubyte", "uint16", "ushort", "uint32", "uintc", "uint64", "uintp",
                 "float16", "half", "float32", "single", "float64", "double", "complex64", "cfloat",
                 "complex128", "cdouble", "qint4x2", "bfloat16", "float8_e4m3fn", "float8_e5m2",
                 "hifloat8", "int_", "uint", "float_", "list_", "tuple_", "string", "number",
                 "tensor_type", "type_none", "_null", "TensorType", "Type", "Int", "int", "float",
                 "bool")
_ASTYPE_TYPES = ("[mindspore.int8, mindspore.int16, mindspore.int32, mindspore.int64, "
                 "mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.uint64, "
                 "mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, "
                 "mindspore.complex64, mindspore.complex128, mindspore.int4, "
                 "mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, "
                 "mindspore.bool, " + ", ".join(
                     f"<class 'numpy.{n}'>" for n in ("int8", "int16", "int32", "int64", "uint8",
                                                      "uint16", "uint32", "uint64", "float16",
                                                      "float32", "float64", "bool_", "complex64",
                                                      "complex128")) + "]")


def astype(self, dtype, copy=True):
    """``t.astype(ms.float32)``; as in MindSpore 2.10 a name (``'float32'``, any case), a numpy
    scalar type or a Python type (``float`` -> Float64, as numpy) is accepted here too, unlike
    ``ops.cast``; anything else (a numpy dtype object, a Tensor, None) is 2.10's TypeError."""
    if isinstance(dtype, str):
        if dtype.lower() not in _ASTYPE_NAMES:
            raise TypeError(f"For Tensor.astype, the string input type must be one of "
                            f"{list(_ASTYPE_NAMES)}, but got '{dtype}'.")
        dtype = mstype.to_mstype(dtype.lower())
    elif isinstance(dtype, type):
        dtype = mstype.pytype_to_dtype(dtype)
    elif not isinstance(dtype, mstype.Type):
        raise TypeError(f"For Tensor.astype, the input type must be one of {_ASTYPE_TYPES}, but "
                        f"got '{dtype}'.")
    return F.cast(self, dtype)


def rmatmul(self, other):
    return F.matmul(other, self)


def reshape(self, *shape, **keyword):
    """``t.reshape(2, 3)`` or ``t.reshape((2, 3))``; a dimension given as a separate argument
    must be an int (MindSpore's TypeError names its position in a graph; op by op its parser's
    text, ``int_tuple_error``)."""
    if keyword:     # 2.10 takes ``shape=`` too (measured)
        bad = [k for k in keyword if k != "shape"]
        if bad:
            raise TypeError(f"reshape() got an unexpected keyword argument '{bad[0]}'.")
        if shape:
            raise TypeError("reshape() got multiple values for argument 'shape'.")
        shape = (keyword["shape"],)
    if not shape:
        raise _no_shape_error("reshape")
    if not state.tracer.graph_operand_checks():
        if shape == (None,):
            raise TypeError("reshape(): missing 1 required positional argument: shape.")
        _raise_if(int_tuple_error("reshape", "shape", shape))
    else:
        _graph_dims("reshape", shape)
    return F.reshape(self, _shape_args(shape, "reshape"))


def _graph_dims(name, shape):
    """2.10's graph TypeError for a dimension of ``t.reshape(2, 3)`` / ``t.view(2, 3)`` that
    is not an int: it names the argument's position (measured: ``reshape(1, 1.1)``, ``view(6,
    1.0)``); a single sequence goes on to Reshape's own check."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        return
    for i, d in enumerate(shape):
        if isinstance(d, bool) or not isinstance(d, (int, np.integer, Tensor)):
            got = ("None" if d is None else f"{type(d).__name__} of Any"
                   if isinstance(d, (tuple, list)) else type(d).__name__)
            raise TypeError(f"{name}(): argument 'shape' (position {i + 1}) must be tuple of "
                            f"int, not {got}.")


def _no_shape_error(name):
    """``t.reshape()`` / ``t.view()``: 2.10's graph TypeError counts Reshape's inputs (measured);
    op by op ``reshape``'s parser text (``view`` is not called here then)."""
    if state.tracer.graph_operand_checks():
        err = TypeError("For Operator[Reshape], the number of inputs (including default "
                        "arguments) should be 2, but the actual number of inputs is not "
                        "satisfied, which is 1.")
        err.listing = True      # 2.10's own text: no overload listing replaces it
        return err
    return TypeError(f"{name}() missing 1 required positional argument: shape.")


def _raise_if(error):
    if error is not None:
        raise error


def _is_int(value):
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def int_tuple_error(name, param, args, whole=True):
    """2.10's op-by-op parser TypeError for a ``tuple of int`` argument given as ``args``
    (several values, or one sequence) that holds something else, or None: the parser unpacks
    a sequence whose first item is an int and names the first item that is not; otherwise
    (where ``whole``) it names the type of the whole first argument (measured: ``reshape(1,
    1.1)``, ``reshape((2, 3.0))``; ``reshape(1.1)``, ``reshape((1.5, 4))``). A Tensor passes."""
    seq = args[0] if len(args) == 1 and isinstance(args[0], (tuple, list)) else args
    if not seq or isinstance(seq[0], Tensor):
        return None
    if _is_int(seq[0]):
        bad = next((i for i, v in enumerate(seq) if not (_is_int(v) or isinstance(v, Tensor))),
                   None)
        return None if bad is None else TypeError(
            f"{name}(): argument '{param}'(position 0) should be tuple of int, but unpack "
            f"failed at pos {bad} (got {ms_type_name(seq[bad])}).")
    return TypeError(f"{name}(): argument '{param}' (position 1) must be tuple of int but found "
                     f"type of {type(args[0]).__name__} at pos 0.") if whole else None


def transpose(self, *axes):
    """``t.transpose()`` reverses the axes, ``t.transpose(dim0, dim1)`` swaps two (as
    MindSpore 2.10, also on a 2-D Tensor), ``t.transpose(axes_tuple)`` permutes."""
    if not axes or axes == (None,):     # (2.10: t.transpose(None) reverses them too)
        return F.transpose(self, tuple(range(self.ndim))[::-1])
    if len(axes) == 2 and isinstance(axes[0], int) and isinstance(axes[1], int):
        nd = self.ndim
        for d in axes:      # 2.10's TransposeExt text (measured), not swapaxes'
            if not -nd <= d < nd:
                raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, "
                                 f"{nd}), but got {d})")
        return F.swapaxes(self, *axes)
    # 2.10 op by op (measured): a first argument not an int fails the (dim0, dim1) signature;
    # an int first takes the axes path (its count check, then the axes' types)
    if len(axes) == 2 and _is_scalar_arg(axes[0]) and not state.tracer.graph_operand_checks():
        raise TypeError(f"transpose(): argument 'dim0' (position 1) must be int, not "
                        f"{type(axes[0]).__name__}.")
    if len(axes) > 1 and len(axes) != self.ndim:
        raise ValueError(f"For Tensor.transpose, the number of axes must be equal to the "
                         f"dimension of Tensor, but got {len(axes)} in the number of axes.")
    return F.transpose(self, _shape_args(axes, "transpose"))


def expand_dims(self, axis):
    """``t.expand_dims(axis)``: 2.10's Tensor method checks ``axis`` itself (its validator's
    texts, measured; ``ops.expand_dims`` has ExpandDims' own)."""
    if isinstance(axis, Tensor):
        return F.expand_dims(self, axis)
    if isinstance(axis, bool) or not isinstance(axis, int):
        raise TypeError(f"The type of 'axis' must be 'int', but got '{type(axis).__name__}'.")
    nd = self.ndim + 1
    if not -nd <= axis < nd:
        raise ValueError(f"The 'axis' must be in range of [{-nd}, {nd}), but got {axis} with "
                         f"type 'int'.")
    return F.expand_dims(self, axis)


def permute(self, *axis, **dims):
    if (not axis or axis == (None,)) and not dims:  # 2.10's axis=None: the axes reversed
        # (measured: ``t.permute()``, ``t.permute(None)``)
        return F.transpose(self, tuple(range(len(self.shape) - 1, -1, -1)))
    if axis and not dims and not state.tracer.graph_operand_checks():   # op by op (measured)
        first = axis[0]
        if len(axis) > 1 and _is_scalar_arg(first):
            raise _listing("permute", axis, _PERMUTE_SIGNATURES[1], reasons=False)
        if len(axis) == 1 and isinstance(first, (tuple, list)) and first and \
                _is_scalar_arg(first[0]):
            raise _listing("permute", axis, _PERMUTE_SIGNATURES[0])
    return F.transpose(self, _shape_args(axis, "permute", dims, ("dims",)))


_PERMUTE_SIGNATURES = (("dims=<list of int, tuple of int>",
                        "axis=<None, int, list of int, tuple of int>"),
                       ("dims=<Tuple,List>", "axis=<int,Tuple,None,List>"))


def _is_scalar_arg(value):
    """A float or str where 2.10's parser wants an int (the refusals measured)."""
    return isinstance(value, (float, str, np.floating))


def round(self, decimals=0):  # noqa: A001  (``ops.round`` takes ``decimals`` keyword-only)
    return F.round(self, decimals=decimals)


def round_builtin(self):
    """``round(t)``: 2.10's ``Tensor.__round__``, the Round op (a Tensor of ``t``'s dtype, also
    in a graph); ``round(t, n)`` is Python's TypeError for its one argument (measured)."""
    return F.round(self)


round_builtin.__name__, round_builtin.__qualname__ = "__round__", "Tensor.__round__"


def sum(self, axis=None, dtype=None, keepdims=False, initial=None):
    out = F.sum(self, axis, keepdims, dtype=dtype)
    return out if initial is None else out + initial


def squeeze(self, axis=None):
    if _is_scalar_arg(axis) and not state.tracer.graph_operand_checks():    # (measured)
        raise _listing("squeeze", (axis,), ("axis=<int, list of int, tuple of int>",
                                            "axis=<None, int, list of int, tuple of int>"))
    return F.squeeze(self, axis)


def argmax(self, axis=None, keepdims=False, *, dim=None, keepdim=None):
    """``Tensor.argmax``: MindSpore 2.10 also takes the ``dim`` / ``keepdim`` spelling."""
    return F.argmax(self, axis if dim is None else dim,
                    keepdims if keepdim is None else keepdim)


def argmin(self, axis=None, keepdims=False, *, dim=None, keepdim=None):
    keep = keepdims if keepdim is None else keepdim
    if not isinstance(keep, bool):      # 2.10 takes a bool alone (measured: 1, None, 'a'); the
        raise TypeError(f"argmin: keepdims {type(keep).__name__}")    # wrapper lists its calls
    return F.argmin(self, axis if dim is None else dim, keep)


def clip(self, min=None, max=None):
    return F.clamp_any(self, min, max)


def tile(self, *reps, **keyword):
    """``t.tile(2, 3)``, ``t.tile((2, 3))`` or ``t.tile(dims=(2, 3))`` (or ``reps=``); 2.10's
    parser refuses one list."""
    if keyword:
        reps = _shape_args(reps, "tile", keyword, ("dims", "reps"))
    elif reps and not state.tracer.graph_operand_checks():
        _raise_if(_listed_call("tile", reps, _TILE_SIGNATURES))
    if len(reps) == 1 and isinstance(reps[0], list):
        raise TypeError(f'Failed calling tile with "tile({ms_type_name(reps[0])})".\nThe valid '
                        f'calling should be:\n"Tensor.tile(dims=<Tensor, tuple of int>)"\n'
                        f'"Tensor.tile(reps=<Tensor, tuple of int>)"')
    if len(reps) == 1 and isinstance(reps[0], Tensor):
        return F.tile(self, reps[0])
    return F.tile(self, _shape_args(reps, "tile"))


_REPEAT_TYPE = "repeat(): argument 'repeats' (position 1) must be tuple of int but found type"


def repeat(self, *repeats, **kwargs):
    """``t.repeat(3, 2)`` or ``t.repeat([3, 2])`` (``repeats=(3, 2)``): 2.10's Tensor.repeat,
    PyTorch's: ``self`` tiled ``repeats[i]`` times along dimension ``i``, after ones are put
    in front of its shape up to ``len(repeats)`` dimensions. 2.10 runs it on Ascend and raises
    RuntimeError on CPU and GPU; minicell runs it everywhere (numpy's ``repeat``, minicell's
    meaning up to session 32, is ``repeat_interleave``). Argument errors as 2.10's (measured)."""
    if kwargs:
        key = next(iter(kwargs))
        if key != "repeats" or len(kwargs) > 1:
            raise TypeError(f"repeat() got an unexpected keyword argument "
                            f"'{next(k for k in kwargs if k != 'repeats')}'.")
        if repeats:
            raise TypeError("repeat() got multiple values for argument 'repeats'.")
        repeats = kwargs["repeats"]
        if not isinstance(repeats, (tuple, list)):
            raise TypeError(f"repeat(): argument 'repeats' must be tuple of int but got "
                            f"{type(repeats).__name__}.")
    elif not repeats:
        raise TypeError("repeat() missing 1 required positional argument: repeats.")
    elif repeats == (None,):
        raise TypeError("repeat(): missing 1 required positional argument: repeats.")
    elif len(repeats) == 1 and isinstance(repeats[0], (tuple, list)):
        repeats = repeats[0]
    for i, r in enumerate(repeats):
        if isinstance(r, bool) or not isinstance(r, (int, np.integer)):
            raise TypeError(f"{_REPEAT_TYPE} of {type(r).__name__} at pos {i}.")
    repeats = tuple(int(r) for r in repeats)
    if len(repeats) < self.ndim or len(repeats) > 8 or min(repeats, default=0) < 0:
        raise RuntimeError(f"For 'repeat', 'repeats' must hold between the input's rank "
                           f"({self.ndim}) and 8 non-negative ints, but got {repeats}.")
    return F.tile(self, repeats)


def expand_as(self, x=None, *, other=None):
    """``t.expand_as(other)``: broadcast to ``other``'s shape; MindSpore's two overloads name
    the argument ``other`` or ``x``. A positional argument is the older ``x`` signature's, as
    2.10 binds it in a graph, where the ``other=`` signature's ExpandAs has no CPU kernel."""
    if (other is None) == (x is None):
        raise TypeError('Failed calling expand_as: the valid callings are '
                        '"Tensor.expand_as(other=<Tensor>)" and "Tensor.expand_as(x=<Tensor>)".')
    if other is not None:
        refuse_in_graph("ExpandAs")
    return F.broadcast_to(self, (x if other is None else other).shape)


def unsqueeze(self, dim=None, *, axis=None):
    """``t.unsqueeze(dim)``, also spelled ``t.unsqueeze(axis=...)`` (2.10's two overloads)."""
    if (dim is None) == (axis is None):
        given = [f"{k}={ms_type_name(v)}" for k, v in (("dim", dim), ("axis", axis))
                 if v is not None]
        raise TypeError(f'Failed calling unsqueeze with "unsqueeze({", ".join(given)})".')
    if _is_scalar_arg(dim) and not state.tracer.graph_operand_checks():     # (measured)
        raise _listing("unsqueeze", (dim,), ("axis=<Tensor, int>", "dim=<Tensor, int>"))
    return F.expand_dims(self, axis if dim is None else dim)


def view(self, *shape, **keyword):
    if not shape and not keyword and state.tracer.graph_operand_checks():
        raise _no_shape_error("view")
    if keyword:
        shape = _shape_args(shape, "view", keyword, ("shape",))
    elif shape and not state.tracer.graph_operand_checks():
        _raise_if(_listed_call("view", shape, _VIEW_SIGNATURES))
    elif len(shape) > 1:
        _graph_dims("view", shape)
    if len(shape) == 1 and not isinstance(shape[0], (tuple, list, int, np.integer)):
        return _view_dtype(self, shape[0])
    return F.reshape(self, _shape_args(shape, "view"))


_VIEW_SIGNATURES = (("shape=<Tensor, list of int, tuple of int>", "dtype=<mstype>"),
                    ("shape=<Tuple,Tensor,List>", "dtype=<mstype,int>"))
_TILE_SIGNATURES = (("dims=<Tensor, tuple of int>", "reps=<Tensor, tuple of int>"), None)
_MARKS_AT = " " * 41


def _listed_call(name, args, signatures):
    """2.10's op-by-op error for ``t.view`` / ``t.tile`` given ``args`` that are not ints (nor
    a sequence of them) where the first is (``int_tuple_error``), or not a tuple of int, a
    dtype (``view``) or a Tensor: the 'Failed calling' listing of the two signatures,
    ``signatures[0]`` with the one argument marked, ``signatures[1]`` without reasons for
    several (measured: ``view((1.5, 4))``, ``view(1.5, 4)``, ``tile('a')``), or None."""
    first = args[0]
    if isinstance(first, Tensor) or (name == "view" and len(args) == 1 and (
            isinstance(first, (mstype.Type, type, np.dtype)))):
        return None
    if _is_int(first) or (isinstance(first, (tuple, list)) and first and _is_int(first[0])
                          and not (name == "tile" and isinstance(first, list))):
        return int_tuple_error(name, "shape" if name == "view" else "dims", args, whole=False)
    if first is None or (isinstance(first, tuple) and not first) or \
            signatures[len(args) > 1] is None:
        return None
    if isinstance(first, list) and name == "tile":
        # tile's parser does not unpack a list: one of ints is tile's own text, below
        return None if all(map(_is_int, first)) else _listing(name, args, signatures[0])
    return _listing(name, args, signatures[len(args) > 1], reasons=len(args) == 1)


def _listing(name, args, signatures, reasons=True):
    """2.10's 'Failed calling' listing of ``signatures``: with each signature's reason (the one
    argument marked), or, for several arguments, the bare signatures and a closing newline."""
    shown = ", ".join(ms_type_name(a) for a in args)
    lines = [f'Failed calling {name} with "{name}({shown})".', "The valid calling should be:"]
    for sig in signatures:
        lines.append(f'"Tensor.{name}({sig})"')
        if reasons:
            lines += [f"    match failed because invalid types: ({shown})",
                      _MARKS_AT + "~" * (len(shown) + 2)]
    return TypeError("\n".join(lines) + ("" if reasons else "\n"))


def _view_dtype(self, dtype):
    """``t.view(dtype)``: the bytes reinterpreted, as 2.10's ViewDtype (measured): the last
    axis scales by the ratio of the element sizes and must divide by it; a 0-d Tensor only
    between types of one size; ``bool`` is Bool, any other non-MindSpore type 2.10's
    parser TypeError."""
    dtype = mstype.bool_ if dtype is bool else dtype
    if not isinstance(dtype, mstype.Type):
        got = type(dtype) if isinstance(dtype, (type, np.dtype)) else ms_type_name(dtype)
        raise TypeError(f'Failed calling view with "view({got})".')
    a, b = self.dtype.np_dtype.itemsize, dtype.np_dtype.itemsize
    if a != b:
        what = f"{self.dtype} as {dtype} (different element sizes)"
        if not self.shape:
            raise ValueError(f"For ViewDtype, scalar tensor (shape: ()) cannot be viewed {what}")
        if a < b and self.shape[-1] % (b // a):
            raise ValueError(f"For ViewDtype, last dimension must be divisible by {b // a} to "
                             f"view {what}, but got {self.shape[-1]}")
    return call("view_dtype", self, dtype=dtype.np_dtype.name)


def fill(self, value):
    if isinstance(value, str):     # 2.10 casts the value to the Tensor's dtype first (measured)
        if state.tracer.graph_operand_checks():
            raise TypeError('Failed calling Cast with "input=String".\nThe valid calling should '
                            'be: "input=<Number, Tensor>, dtype=<mindspore.dtype>".')
        raise TypeError('Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".'
                        '\nThe valid calling should be: \n"Cast()(input=<Number, Tensor>, '
                        'dtype=<mindspore.dtype>)".')
    return F.fill(self.dtype, self.shape, value)


def cumsum(self, axis=None, dtype=None, *, dim=None):
    """``t.cumsum(axis=None, dtype=None)`` (and ``mnp.cumsum``): Bool and 8/16-bit integer
    input sums in Int32, as MindSpore 2.10 (measured), so it cannot wrap or saturate; the sum
    is then cast to a ``dtype`` other than the input's (2.10: Int32 [0, 1, 0, -1] to Bool is
    [False, True, True, False], and an Int8 input asked for Int8 stays Int32, measured)."""
    if dim is not None:     # 2.10's newer signature: CumsumExt, no CPU kernel in a graph
        refuse_in_graph("CumsumExt")
        axis = dim
    x = F.cast(self, mstype.int32) if self.dtype in _SMALL_INTS else self
    if axis is None:
        x, axis = F.reshape(x, (-1,)), 0
    elif isinstance(axis, int) and not isinstance(axis, bool):     # 2.10's validator text
        check_axis_in_range(axis, max(len(self.shape), 1))
    out = F.cumsum(x, axis)
    if dtype is None or mstype.to_mstype(dtype) == self.dtype:
        return out
    return F.cast(out, mstype.to_mstype(dtype))


_SMALL_INTS = (mstype.bool_, mstype.int8, mstype.int16, mstype.uint8)


def is_floating_point(self):
    return self.dtype in mstype.float_type


def contiguous(self):
    """``self`` when contiguous, else a contiguous copy (see ``ops.views``)."""
    return views.contiguous(self)


def dim(self, *args, **kwargs):
    """The rank. 2.10's ``TensorPy.dim`` ignores positional arguments (measured: ``t.dim(1)``
    is the rank) and refuses keywords."""
    if kwargs:
        raise TypeError("TensorPy.dim() takes no keyword arguments")
    return self.ndim


def numel(self):
    return self.size


def ravel(self):
    return F.reshape(self, (-1,))


T = property(lambda self: transpose(self))
mT = property(lambda self: F.swapaxes(self, -1, -2))


def broadcast_to(self, shape):
    """``t.broadcast_to(shape)``; op by op a shape that is not ints is 2.10's parser text
    (``int_tuple_error``, measured)."""
    if not state.tracer.graph_operand_checks():
        _raise_if(int_tuple_error("broadcast_to", "shape", (shape,)))
    return F.broadcast_to(self, shape)
