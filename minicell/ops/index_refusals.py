"""The index items MindSpore 2.10 refuses in ``t[index]`` / ``t[index] = v`` (measured one case
per process, /tmp/bad24): numpy arrays and numpy scalars, floats, strs, non-int slice bounds.

``indexing.normalize_index`` calls these only on its slow branches (an item that is no Python
int, slice or Tensor), so the common index paths pay nothing.

PYNATIVE_MODE: any numpy scalar in the index (alone, or an item of its tuple or list) or as the
assigned value is refused before anything else (``np.float64``, a Python float, aside); a numpy
array is refused alone with one text and inside a tuple with another. GRAPH_MODE converts the
numpy integers but ``intc``/``uintc``/``longlong``/``ulonglong`` (and ``bool_``) to ints.
"""
import numpy as np

from ..common.tensor import Tensor
from ..runtime.checks import IndexOutOfRangeError, check_gather_range, check_index_range
from ..runtime.dispatch import running_eagerly

# numpy integer types 2.10's graph converter does not take (measured; int8/16/64, uint8/16/64
# and bool_ are ints there)
_GRAPH_REFUSED = (np.intc, np.uintc, np.longlong, np.ulonglong)
_TUPLE_TYPES = "'Slice', 'Ellipsis', 'None', 'Tensor', 'int', 'List', 'Tuple', 'bool'"


def _unsupported(v):
    return IndexError(f"Unsupported Python object type received: {type(v)}. Supported types for "
                      f"tensor indexing are: list, int, float, tuple, slice, ellipsis, None, "
                      f"array, bool, or Tensor. Received value: "
                      f"{repr(v) if isinstance(v, str) else v}")


def _in_tuple(index):
    return isinstance(index, (tuple, list))


def _graph_tuple_error(op, kind):
    """2.10's graph refusal of a numpy array, an unconverted numpy integer or a float inside a
    tuple (or list) index: its tuple normaliser's TypeError reading, 'invalid index type' when
    assigning."""
    if op == "setitem":
        return IndexError("invalid index type")
    return TypeError(f"For 'tensor_setitem_by_tuple', the types only support {_TUPLE_TYPES}, "
                     f"but got {kind}")


def numpy_scalar(v, index, op):
    """Check a numpy scalar ``v`` met as an index item (``index``: the whole index) or as the
    value assigned (``index`` None); returns when 2.10 converts it (GRAPH_MODE)."""
    if running_eagerly():
        raise _unsupported(v)
    if isinstance(v, _GRAPH_REFUSED):
        raise _graph_tuple_error(op, "External") if _in_tuple(index) else _unsupported(v)


def _first_numpy_scalar(index, op):
    """2.10 converts every item of the index before it reads any: a numpy scalar is reported
    before an array or float elsewhere in the index."""
    for it in index if _in_tuple(index) else (index,):
        if isinstance(it, np.generic) and not isinstance(it, float):
            numpy_scalar(it, index, op)


def refuse_array(arr, index, op):
    """A numpy array in the index (any shape, bool too): 2.10 refuses it in both modes."""
    _first_numpy_scalar(index, op)
    if arr is index:
        raise IndexError(f"Only support integers, slices(`:`), ellipsis(`...`), None, bool, "
                         f"tensor, int, list and tuple as index, but got {arr} with type "
                         f"{type(arr)}")
    if not running_eagerly():
        raise _graph_tuple_error(op, "External")
    raise TypeError(f"For tuple index, the types only support {_TUPLE_TYPES}, but got type "
                    f"'Array', value: {arr}")


def check_list_items(items, index, op):
    """The numpy items of a list index of numbers (slow path: it becomes an array)."""
    for it in items:
        if isinstance(it, np.ndarray):
            refuse_array(it, index, op)
        if isinstance(it, np.generic) and not isinstance(it, float):
            numpy_scalar(it, index, op)


def refuse_item(v, index, op):
    """A float (``np.float64`` is one) or str index item, or a str value assigned (``index``
    None): 2.10's texts per mode, alone or in a tuple (measured: a str is its parser's
    'Unsupported Python object type' but inside a graph's tuple index). Returns for a float in
    a GRAPH_MODE assignment (left as it was)."""
    _first_numpy_scalar(index, op)
    tup = _in_tuple(index)
    if isinstance(v, str):
        raise _graph_tuple_error(op, "String") if tup and not running_eagerly() else \
            _unsupported(v)
    if running_eagerly():
        if not tup:
            raise IndexError(f"Only support integers, slices(`:`), ellipsis(`...`), None, bool, "
                             f"tensor, int, list and tuple as index, but got {v} with type "
                             f"{type(v)}")
        raise TypeError(f"For tuple index, the types only support {_TUPLE_TYPES}, but got type "
                        f"'Float', value: {v}")
    if op == "setitem":
        return
    if tup:
        raise _graph_tuple_error(op, "Float32" if type(v) is float else
                                 str(np.dtype(type(v))).capitalize())
    raise IndexError(f"Number index of tensor must be int or bool, but got {v}.")


def slice_bound(v, s, name):
    """A slice bound that is no None or Python int (a Tensor, a numpy integer, a float, a str);
    returns it as an int where 2.10 takes it."""
    if isinstance(v, np.integer) and not running_eagerly():
        if name == "step":
            return int(v)
        raise RuntimeError(f"Attribute '{name}' of slice({s.start}, {s.stop}, {s.step}) should be "
                           f"int or Tensor with Int type but got {v}")
    if isinstance(v, (float, str, np.generic)):
        if running_eagerly():
            if name == "step" and not isinstance(v, str):
                raise ValueError("For 'StridedSlice', 'strides' cannot contain 0")
            raise RuntimeError("Slice index type must be int, tensor or none.")
        kind = "String" if isinstance(v, str) else \
            "Float32" if isinstance(v, float) else str(np.dtype(type(v))).capitalize()
        err = TypeError(f"Slice indices must be integers or bool. But got a {kind} number.")
        err.construct_trace = True      # 2.10's infer error: the graph quotes the construct line
        raise err
    return int(v)


def selects_nothing(index):
    """Whether an assignment's index selects nothing: a Python False or an empty sequence (a
    numpy False too in a graph). In a graph an empty sequence inside a tuple index is 2.10's
    RuntimeError instead (measured: ``t[[[]]] = v``, ``t[[], 0] = v``, ``t[[()]] = v``, in a
    Cell and in jit; eagerly they write nothing)."""
    eager = running_eagerly()
    items = index if isinstance(index, tuple) else (index,)
    empty = any(isinstance(it, (list, tuple)) and not it for it in items)
    if empty and isinstance(index, tuple) and not eager:
        raise RuntimeError("The method 'GetShapeVector()' doesn't implement")
    return empty or any(it is False or (isinstance(it, np.bool_) and not it and not eager)
                        for it in items)


def index_range(op, t, item, index, size, dim):
    """Check the positions of the integer index Tensor ``t`` (``item`` as given, in ``index``)
    against an axis of ``size``. Positions given as a Python sequence (but a whole list index
    in a graph, which 2.10 gathers) are 2.10's IndexError (measured: 'index 5 out of bounds for
    dimension with size 3' eagerly, 'Index 5 is out of bounds for dimension with size 3' in a
    graph, reading or assigning: ``t[[0, 5]]``, ``t[[0, 5], [0, 1]]``, ``t[0, [0, 5]]``)."""
    eager = running_eagerly()
    if not isinstance(item, (list, tuple)) or not (eager or isinstance(index, tuple)):
        if op == "getitem" and not isinstance(index, tuple):    # 2.10 gathers: its Gather text
            check_gather_range(t, size, normalized=not eager)
        else:
            check_index_range(op, t, size, f"the index for dimension {dim}")
        return
    a = t.asnumpy()
    bad = a[(a < -size) | (a >= size)]
    if bad.size:
        where = f"index {bad[0]} out of" if eager else f"Index {bad[0]} is out of"
        raise IndexOutOfRangeError(f"{where} bounds for dimension with size {size}")


def _shape_text(shape):
    return f"({', '.join(map(str, shape))})"


def mask_set_value(shape, mask, value):
    """2.10's checks of ``t[mask] = value`` for a bool mask Tensor ``mask``: no more axes than
    ``t`` (a ValueError; reading is an IndexError); eagerly a Tensor ``value`` must broadcast
    to the selected rows, (number of True, *the axes the mask leaves), with no more axes than
    those (a (1, 1) value to a 2-d mask is refused too), else its BroadcastTo's texts
    (measured). A mask selecting nothing writes nothing, whatever the value."""
    if mask.ndim > len(shape):
        raise ValueError(f"Can not pad {tuple(mask.shape)} to length {len(shape)}: the bool mask "
                         f"has more axes than the tensor it indexes")
    if not running_eagerly() or not hasattr(value, "shape") or isinstance(value, np.ndarray):
        return
    count = int(np.count_nonzero(mask.asnumpy()))
    if not count:
        return
    target, got = (count,) + tuple(shape[mask.ndim:]), tuple(value.shape)
    if len(got) > len(target):
        raise ValueError(f"For primitive [BroadcastTo]: input's rank should be less equal to the "
                         f"number of proposed_shape, but got {len(got)} and {len(target)}")
    if any(a not in (1, b) for a, b in zip(got[::-1], target[::-1])):
        raise ValueError(f"For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                         f"equal or input dimension is 1 or target dimension is -1. But got "
                         f"x_shape: {_shape_text(got)}, target shape: {_shape_text(target)}.")


def bool_scalar_positions(index):
    """``(index, selects_nothing)``: each 0-d bool Tensor beside other items of an index tuple
    read as 2.10 reads it (measured, PYNATIVE_MODE): a one-element mask of the axis it stands
    at, i.e. the positions ``[0]`` (True) or none (False), taking that axis. For a (2, 3, 4)
    ``x``, ``x[Tensor([0, 1]), Tensor(True), Tensor([0, 1])]`` is ``x[[0, 1], [0, 0], [0, 1]]``
    (shape (2,)) and ``x[0, Tensor(True)]`` is ``x[0, [0]]`` (shape (1, 4)), where a Python
    True adds an axis (numpy's 0-d mask); an assignment through a False writes nothing. A
    graph's symbolic condition is left to the mask path."""
    from ..common.tensor import Tensor
    from ._util import concrete
    if not isinstance(index, tuple) or len(index) < 2:
        return index, False
    found = [i for i, it in enumerate(index)
             if isinstance(it, Tensor) and it.ndim == 0 and it.dtype.kind == "bool"]
    if not found or not concrete(*(index[i] for i in found)):
        return index, False
    items, nothing = list(index), False
    for i in found:
        keep = bool(index[i].asnumpy())
        nothing = nothing or not keep
        items[i] = Tensor(np.zeros(int(keep), np.int64))
    return tuple(items), nothing


def too_many_indices(nd, used, op):
    """2.10's IndexError for more indexing items than axes (measured on a (4, 6) tensor,
    ``t[1, 2, 3]`` and ``t[None, None, 0, 0, 0]``): 'too many indices for tensor of
    dimension2' eagerly, reading or writing; a graph read "'The dim of index cannot be greater
    than indexed data, but got dim of index:3, dim of data:2'" (quoted, as every raise 2.10
    runs while compiling); a graph write dumps 2.10's internals, so it gets the eager text."""
    if op == "getitem" and not running_eagerly():
        raise IndexError(f"'The dim of index cannot be greater than indexed data, but got dim of "
                         f"index:{used}, dim of data:{nd}'")
    raise IndexError(f"too many indices for tensor of dimension{nd}")


def int_out_of_range(v, size, op, lone, dim=0):
    """2.10's IndexError for an int index item ``v`` outside an axis of ``size`` (measured on a
    (4, 6) tensor): reading, 'index 7 is out of bounds for dimension with size 6'; writing
    ``t[5] = v`` (a lone int), 'Index 5 is out of bounds for axis 0 with size 4' eagerly, quoted
    with a small 'index' in a graph, where a negative one is "The int value(-1) is less than
    0." (a RuntimeError: 2.10 adds the size first); writing through a tuple (``t[1, 7] = v``),
    the reading text eagerly and 'Index 7 is out ...' in a graph. Reading in a graph, the
    StridedSlice text of the axis ``dim`` (measured: t[5], t[0, 5])."""
    text = f"index {v} is out of bounds for dimension with size {size}"
    if op == "getitem" and not running_eagerly():     # (measured: t[5], t[-5], t[0, 5])
        text = (f"For 'StridedSlice', the 'strides[{dim}]' cannot be negative number and "
                f"'begin[{dim}]' must be in [{-size}, {size}) when 'shrink_axis_mask' is greater "
                f"than 0, but got 'strides[{dim}]': 1, 'begin[{dim}]': {v}.")
    if op == "setitem" and running_eagerly() and lone:
        text = f"Index {v} is out of bounds for axis 0 with size {size}"
    elif op == "setitem" and lone:
        if v < 0:
            raise RuntimeError(f"The int value({v + size}) is less than 0.")
        text = f"'index {v} is out of bounds for axis 0 with size {size}'"
    elif op == "setitem" and not running_eagerly():
        text = "I" + text[1:]
    raise IndexError(text)


def set_value_shape(value, spec, arrays, shape):
    """2.10's ValueError for ``t[index] = value`` whose Tensor ``value`` does not broadcast to
    the selected part (``spec``: ``normalize_index``'s items; none when ``arrays``, its index
    Tensors, are not empty) of a
    tensor of ``shape`` (measured: ``t[1:3] = y`` of shapes (4, 6) both, ``t[0] = y``,
    ``t[0, 1] = y[0]``): its BroadcastTo text, the shapes as tuples eagerly and as C++ vectors
    in a graph, where a lone int index keeps its axis (size 1; ``t[..., -1] = col`` writes a
    column there, measured); eagerly a value of more axes than
    the part is the rank text, and a part of no axes takes () or (1,) alone; a graph index
    tuple with an int item has its own text (``t[..., 1] = y``, ``t[0, 1] = y[0]``,
    ``t[1, 2] = ones((1,))``: 'Input array must have the same size ...'). ``value`` is
    returned, in a graph without the leading size-1 axes that an int item's axis took
    (``t[0] = y[1:2]`` of a (1, 6) ``y[1:2]`` runs there, measured)."""
    from ..common.tensor import Tensor
    from ..runtime.checks import const_vector
    if arrays or not isinstance(value, Tensor):
        return value
    eager, value_shape = running_eagerly(), value.shape
    lone_int = not eager and len(spec) == 1 and spec[0][0] == "i"
    target, dim = [], 0
    for item in spec:
        if item[0] == "n":
            target.append(1)
            continue
        if item[0] == "s":
            target.append(len(range(*slice(*item[1:]).indices(shape[dim]))))
        elif lone_int:
            target.append(1)
        dim += 1
    target += list(shape[dim:])
    kept = len(target) - sum(item[0] == "i" for item in spec)
    vs = tuple(value_shape)
    if eager and not target:
        if vs not in ((), (1,)):
            raise ValueError(f"For SetItem, the shape of right value must be () or (1, ) when "
                             f"shape of left value is 0, but got{const_vector(vs)}")
        from .array_ops import reshape
        return reshape(value, ()) if vs else value
    if eager and len(vs) > len(target):
        raise ValueError(f"For primitive [BroadcastTo]: input's rank should be less equal to the "
                         f"number of proposed_shape, but got {len(vs)} and {len(target)}")
    if len(vs) > len(target) or not all(a in (1, b) for a, b in zip(vs[::-1], target[::-1])):
        if not eager and not lone_int and any(item[0] == "i" for item in spec):
            raise ValueError("Input array must have the same size across all dimensions.")
        fmt = _shape_text if eager else const_vector
        raise ValueError(f"For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                         f"equal or input dimension is 1 or target dimension is -1. But got "
                         f"x_shape: {fmt(vs)}, target shape: {fmt(target)}.")
    k = 0
    while lone_int and len(vs) - k > kept and vs[k] == 1:
        k += 1
    if not k:
        return value
    from .array_ops import reshape
    return reshape(value, vs[k:])


def other_item(it, index, op):
    """An index item of no kind 2.10 takes (a dict, a set, ...): its parser's text (measured:
    ``x[{}]``, ``x[{1}]``, ``x[object()]``); in a graph a set or complex literal is refused as
    syntax (measured: ``x[{1}]``, ``x[1j]``)."""
    if running_eagerly() or not isinstance(it, (set, complex)):
        raise _unsupported(it)
    if isinstance(it, set):     # 2.10's graph: a set (or complex) literal is refused as syntax
        raise RuntimeError("Unsupported expression 'Set'.\nMore details please refer to syntax "
                           "support at https://www.mindspore.cn")
    raise TypeError(f"Unsupported Constant type : {it}")


def str_in_list(item):
    """A str inside a list index: 2.10's parser refuses it by name, eagerly (measured:
    ``x[['a']]``, ``x[[0, 'a']]``)."""
    if running_eagerly():
        bad = next((v for v in item if isinstance(v, str)), None)
        if bad is not None:
            raise _unsupported(bad)


# MindSpore's TypeId numbers of the float dtypes, named in 2.10's eager setitem text
_TYPE_IDS = {"Float16": 42, "Float32": 43, "Float64": 44}


def float_index_tensor(t, op):
    """A Tensor index of a dtype no int or bool (measured: a Float32 Tensor): 2.10's texts per
    mode, reading and writing."""
    eager, name = running_eagerly(), str(t.dtype)
    if op == "setitem":
        if eager and name in _TYPE_IDS:
            raise IndexError(f"For tensor set item, the index tensor data type{_TYPE_IDS[name]} "
                             f"is not supported.")
        if not eager:
            raise IndexError(f"For 'tensor setitem', the index tensor data type '{name}' is not "
                             f"supported.")
    elif eager:
        raise IndexError(f"The tensor index must be int or bool type, but got {t.asnumpy()}")
    else:
        raise IndexError(f"The tensor index must be int or bool type, but got {name}.")
    raise IndexError(f"tensors used as indices must be bool or integer, but got {name}")


def zero_step(op):
    """A slice step of 0 (measured): StridedSlice's ValueError, its graph reading text apart."""
    if op == "getitem" and not running_eagerly():
        raise ValueError("For 'StridedSlice', input 'strides' can not contain 0.")
    raise ValueError("For 'StridedSlice', 'strides' cannot contain 0")


def mask_shape_error(mask_shape, shape, i, op):
    """A bool mask Tensor whose shape does not match the axes it reads (measured): 2.10's eager
    ValueError (C++ vectors, no space before 'does'), its graph's quoted IndexError."""
    from ..runtime.checks import const_vector
    if op == "getitem" and running_eagerly():
        raise ValueError(f"The shape of index {const_vector(mask_shape)}does not match the shape "
                         f"of the indexed data {const_vector(shape)} at dim index{i}")
    if op == "getitem":
        raise IndexError(f"'The shape of index {_shape_text(mask_shape)} does not match the "
                         f"shape of the indexed data {_shape_text(shape)}'")
    raise ValueError(f"The shape of index {list(mask_shape)} does not match the shape of the "
                     f"indexed data {list(shape)} at dim index{i}")


def scalar_tensor(shape, index):
    """An int index into a 0-d Tensor: 2.10's eager TypeError (measured: ``Tensor(1.0)[0]``,
    ``Tensor(1.0)[0] = 2.0``)."""
    if not shape and type(index) is int and running_eagerly():
        raise TypeError("Cannot iterate over a scalar tensor.")


def set_value(value):
    """A None or dict value assigned: 2.10's eager texts (measured: ``x[0] = None``,
    ``x[0] = {}``; a graph's None too); False where another check answers."""
    if not running_eagerly() and value is not None:
        return False
    if isinstance(value, dict):
        raise _unsupported(value)
    if value is None:
        raise TypeError(f"only support numbers, Tensor, tuple, list as value, but got {value} "
                        f"with type {type(value)}")
    return False


def check_mask_shape(mask_shape, shape, dim, is_tensor, op):
    """A bool mask must match the axes it selects, as MindSpore 2.10 (numpy would also refuse;
    a wrong length is not silently padded or cut): a ValueError for a Tensor mask, an
    IndexError for a list or numpy one."""
    data = tuple(shape[dim:dim + len(mask_shape)])
    for i, (m, d) in enumerate(zip(mask_shape, data)):
        if m != d and d >= 0 and m >= 0:
            if is_tensor:
                mask_shape_error(mask_shape, shape, i, op)
            text = f"dimension is {d} but corresponding boolean dimension is {m}"
            raise IndexError(text if running_eagerly() else f"'{text}'")    # (2.10's graph)


class SetitemValueError(IndexError, TypeError):
    """``t[i] = v`` with a value that is no number, Tensor, list or tuple: a TypeError, and the
    IndexError MindSpore 2.10 raises for a str value."""


def check_set_value(value):
    """2.10's errors for a ``t[index] = value`` value that is no number, Tensor, list or tuple
    (or a nested list with rows of different shapes)."""
    if isinstance(value, (Tensor, int, float)):     # np.float64 is a float: 2.10 takes it
        return
    if isinstance(value, np.generic):
        numpy_scalar(value, None, "setitem")
    if isinstance(value, str):
        refuse_item(value, None, "setitem")
    if value is None or isinstance(value, (bytes, dict, set)):
        set_value(value)
        raise SetitemValueError(f"For 'setitem', only numbers, Tensor, tuple, list as value are "
                                f"supported, but got {value!r} with type {type(value)}.")
    if isinstance(value, np.ndarray):       # 2.10 refuses a numpy array of any shape
        raise TypeError(f"only support numbers, Tensor, tuple, list as value, but got {value} "
                        f"with type {type(value)}")
    if isinstance(value, (list, tuple)):
        _nested_shape(value)


def _nested_shape(value):
    """The shape of a nested list value; rows of different shapes are 2.10's ValueError."""
    if not isinstance(value, (list, tuple)):
        return tuple(getattr(value, "shape", ()))
    shapes = [_nested_shape(v) for v in value]
    for s in shapes[1:]:
        if s != shapes[0]:
            raise ValueError(f"For 'setitem', all input shape must be the same, but got "
                             f"{list(shapes[0])} and {list(s)} in the value {value!r}.")
    return (len(value),) + (shapes[0] if shapes else ())
