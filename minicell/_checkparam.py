"""MindSpore's ``mindspore._checkparam`` (``from mindspore import _checkparam as validator``):
the argument checks of MindSpore's layers, primitives and model-zoo code, with MindSpore 2.10's
return values, exception types and message texts.

The number checks (``check_positive_int``, ``check_int_range``...) take MindSpore's relation
constants (``EQ``... ``GE``, ``INC_NEITHER``... ``INC_BOTH``, ``IN``/``NOT_IN``); the dtype checks
(``check_tensor_dtype_valid``, ``check_subclass``...) take minicell's dtype objects
(``mstype.TensorType(mstype.float32)``). Those dtype checks live in ``_checkparam_types``, the
axis, shape, Tensor-method, sparse and tuple-expanding checks in ``_checkparam_shapes``; both are
re-exported here.

Left out, having no meaning without MindSpore's C++ core: ``_set_record`` (a cache of the
graph compiler's). ``is_stub_tensor`` is always False (minicell has no stub tensors).

>>> from minicell import _checkparam as validator
>>> validator.check_positive_int(3, "n", "Op"), validator.check_int_range(0, 0, 3, validator.INC_LEFT)
(3, 0)
"""
import inspect
import math
import re
from collections.abc import Iterable
from functools import wraps

import numpy as np

from . import log as logger
from ._checkparam_shapes import (  # noqa: F401  (MindSpore's names, re-exported)
    _check_dup, check_and_canonicalize_axes, check_astype_dtype, check_axis_in_range,
    check_axis_type, check_axis_valid, check_coo_tensor_dtype, check_coo_tensor_input,
    check_coo_tensor_shape, check_csr_tensor_dtype, check_csr_tensor_input, check_csr_tensor_shape,
    check_flatten_order, check_reduce_shape, check_reshape_shp, check_sparse_tensor_input,
    check_swapaxes_axis, check_transpose_axis, check_type_support, expanded_shape,
    infer_out_shape, is_stub_tensor, max_, min_, prepare_shape_for_squeeze, tuple_slice,
    _check_int_sequence_len, _expand_sequence_to_tuple, _expand_tuple, _is_int, once, once_sequence,
    triple, triple_sequence, twice, twice_sequence)
from ._checkparam_types import (  # noqa: F401  (MindSpore's names, re-exported)
    _issubclass_, check_scalar_or_tensor_types_same, check_subclass, check_tensor_dtype_valid,
    check_tensors_dtypes_same_and_valid, check_type_name, check_types_same_and_valid,
    check_valid_input)

EQ, NE, LT, LE, GT, GE = 1, 2, 3, 4, 5, 6                   # binary relations
INC_NEITHER, INC_LEFT, INC_RIGHT, INC_BOTH = 7, 8, 9, 10    # (), [), (], []
IN, NOT_IN = 11, 12                                         # collection membership

_BINARY = {EQ: ("=", lambda a, b: a == b), NE: ("!=", lambda a, b: a != b),
           LT: ("<", lambda a, b: a < b), LE: ("<=", lambda a, b: a <= b),
           GT: (">", lambda a, b: a > b), GE: (">=", lambda a, b: a >= b),
           IN: ("in", lambda a, b: a in b), NOT_IN: ("not in", lambda a, b: a not in b)}
_BRACKETS = {INC_NEITHER: "()", INC_LEFT: "[)", INC_RIGHT: "(]", INC_BOTH: "[]"}


def _check_binary_rel(val1, val2, rel):
    """``val1 rel val2`` (False for an unknown ``rel``)."""
    return rel in _BINARY and bool(_BINARY[rel][1](val1, val2))


def _check_inc_rel(val, lower, upper, rel):
    """``val`` inside ``lower``..``upper`` with the bounds ``rel`` includes."""
    if rel not in _BRACKETS:
        return False
    low_ok = val >= lower if rel in (INC_LEFT, INC_BOTH) else val > lower
    high_ok = val <= upper if rel in (INC_RIGHT, INC_BOTH) else val < upper
    return bool(low_ok and high_ok)


def _format_str_one_value(value, rel):
    return f"{_BINARY[rel][0]} {value}" if rel in _BINARY else ""


def _format_str_two_value(val1, val2, rel):
    if rel not in _BRACKETS:
        return ""
    return f"{_BRACKETS[rel][0]}{val1}, {val2}{_BRACKETS[rel][1]}"


def _subject(arg_name, prim_name, default="input value"):
    """``"For 'P', the"`` / ``"The"`` and ``"'x'"`` / the default naming of the value."""
    prefix = f"For '{prim_name}', the" if prim_name else "The"
    return prefix, (f"'{arg_name}'" if arg_name else default)


def _not_finite(value):
    try:
        return not math.isfinite(value)
    except (TypeError, OverflowError):
        return False


def _check_number(arg_value, value, rel, arg_type=int, arg_name=None, prim_name=None):
    """``arg_value`` if it is an ``arg_type`` (not bool) with ``arg_value rel value``."""
    prefix, name = _subject(arg_name, prim_name)
    info = f"{prefix} {name}"
    kind = arg_type.__name__
    if not isinstance(arg_value, arg_type):
        raise TypeError(f"{info} must be {kind}, but got '{type(arg_value).__name__}'")
    if _not_finite(arg_value):
        raise ValueError(f"{info} must be a legal value, but got '{arg_value}'.")
    is_bool = isinstance(arg_value, bool)
    if is_bool or not _check_binary_rel(arg_value, value, rel):
        msg = (f"{info} must be {kind} and must {_format_str_one_value(value, rel)}, but got "
               f"'{arg_value}' with type '{type(arg_value).__name__}'.")
        raise (TypeError if is_bool else ValueError)(msg)
    return arg_value


def check_is_number(arg_value, arg_type, arg_name=None, prim_name=None):
    """``arg_value`` if it is a finite ``arg_type`` (not bool)."""
    prefix, name = _subject(arg_name, prim_name)
    if not isinstance(arg_value, arg_type) or isinstance(arg_value, bool):
        raise TypeError(f"{prefix} type of {name} must be '{arg_type.__name__}', but got "
                        f"'{type(arg_value).__name__}'.")
    if _not_finite(arg_value):
        raise ValueError(f"{prefix} {name} must be a legal float, but got '{arg_value}'.")
    return arg_value


def check_number_range(arg_value, lower_limit, upper_limit, rel, value_type, arg_name=None,
                       prim_name=None):
    """``arg_value`` (a ``value_type``, numpy scalar or array) inside the ``rel`` range."""
    prefix, name = _subject(arg_name, prim_name)
    if not isinstance(arg_value, (np.ndarray, np.generic, value_type)) or \
            isinstance(arg_value, bool):
        raise TypeError(f"{prefix} {name} must be '{value_type.__name__}',  but got "
                        f"'{type(arg_value).__name__}'.")
    if not _check_inc_rel(arg_value, lower_limit, upper_limit, rel):
        raise ValueError(f"{prefix} {name} must be in range of "
                         f"{_format_str_two_value(lower_limit, upper_limit, rel)}, but got "
                         f"{arg_value} with type '{type(arg_value).__name__}'.")
    return arg_value


def check(arg_name, arg_value, value_name, value, rel=EQ, prim_name=None, excp_cls=ValueError):
    """``arg_value`` if ``arg_value rel value``, else ``excp_cls``."""
    if not _check_binary_rel(arg_value, value, rel):
        prefix = f"For '{prim_name}', the" if prim_name else "The"
        subject = f"{prefix} {arg_name}" if " " in arg_name else f"{prefix} '{arg_name}'"
        raise excp_cls(f"{subject} should be {_format_str_one_value(f'{value_name}: {value}', rel)}"
                       f", but got {arg_value}.")
    return arg_value


def check_int(arg_value, value, rel, arg_name=None, prim_name=None):
    return _check_number(arg_value, value, rel, int, arg_name, prim_name)


def check_is_int(arg_value, arg_name=None, prim_name=None):
    return check_is_number(arg_value, int, arg_name, prim_name)


def check_equal_int(arg_value, value, arg_name=None, prim_name=None):
    return _check_number(arg_value, value, EQ, int, arg_name, prim_name)


def check_positive_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GT, int, arg_name, prim_name)


def check_negative_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LT, int, arg_name, prim_name)


def check_non_positive_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LE, int, arg_name, prim_name)


def check_non_negative_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GE, int, arg_name, prim_name)


def check_float(arg_value, value, rel, arg_name=None, prim_name=None):
    return _check_number(arg_value, value, rel, float, arg_name, prim_name)


def check_is_float(arg_value, arg_name=None, prim_name=None):
    return check_is_number(arg_value, float, arg_name, prim_name)


def check_positive_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GT, float, arg_name, prim_name)


def check_negative_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LT, float, arg_name, prim_name)


def check_non_positive_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LE, float, arg_name, prim_name)


def check_non_negative_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GE, float, arg_name, prim_name)


def _check_sequence(sequence, rel, arg_type, arg_name, prim_name):
    for idx, element in enumerate(sequence):
        _check_number(element, 0, rel, arg_type, f"{arg_name or 'arg_name'}[{idx}]", prim_name)
    return sequence


def check_positive_int_sequence(sequence, arg_name=None, prim_name=None):
    return _check_sequence(sequence, GT, int, arg_name, prim_name)


def check_non_negative_int_sequence(sequence, arg_name=None, prim_name=None):
    return _check_sequence(sequence, GE, int, arg_name, prim_name)


def check_positive_float_sequence(sequence, arg_name=None, prim_name=None):
    return _check_sequence(sequence, GT, float, arg_name, prim_name)


def check_number(arg_name, arg_value, value, rel, prim_name):
    """``arg_value`` if ``arg_value rel value`` (any numbers), else ValueError."""
    if not _check_binary_rel(arg_value, value, rel):
        raise ValueError(f"For '{prim_name}', the argument '{arg_name}' must "
                         f"{_format_str_one_value(value, rel)}, but got {arg_value}.")
    return arg_value


def check_isinstance(arg_name, arg_value, classes):
    if not isinstance(arg_value, classes):
        raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got "
                         f"{arg_value}.")
    return arg_value


def check_bool(arg_value, arg_name=None, prim_name=None):
    prefix, name = _subject(arg_name, prim_name)
    if not isinstance(arg_value, bool):
        raise TypeError(f"{prefix} {name} must be a bool, but got {type(arg_value).__name__}.")
    return arg_value


def check_int_range(arg_value, lower_limit, upper_limit, rel, arg_name=None, prim_name=None):
    return check_number_range(arg_value, lower_limit, upper_limit, rel, int, arg_name, prim_name)


def check_float_range(arg_value, lower_limit, upper_limit, rel, arg_name=None, prim_name=None):
    return check_number_range(arg_value, lower_limit, upper_limit, rel, float, arg_name,
                              prim_name)


def check_string(arg_value, valid_values, arg_name=None, prim_name=None):
    """``arg_value`` if it is a str among ``valid_values``, else ValueError."""
    prefix = f"For '{prim_name}', the" if prim_name else "The"
    if not (isinstance(arg_value, str) and arg_value in valid_values):
        raise ValueError(f"{prefix} '{arg_name or 'parameter'}' must be str and must be in "
                         f"'{valid_values}', but got '{arg_value}'.")
    return arg_value


def _check_regular(target, reg, flag, prim_name):
    if re.match(reg, target, flag) is None:
        prefix = f"For '{prim_name}', the" if prim_name else "The"
        raise ValueError(f"{prefix} '{target}' is illegal, it must be match regular'{reg}' by "
                         f"flags'{flag}.'")
    return True


def check_str_by_regular(target, reg=None, flag=re.ASCII, prim_name=None):
    return _check_regular(target, reg or r"^\w+[0-9a-zA-Z\_\.]*$", flag, prim_name)


def check_str_and_none_by_regular(target, reg=None, flag=re.ASCII, prim_name=None):
    return _check_regular(target, reg or r"^\w*[0-9a-zA-Z\_\.\-]*$", flag, prim_name)


def check_file_name_by_regular(target, reg=None, prim_name=None):
    """True for a legal file name (a str, not a directory path, matching ``reg``)."""
    prefix = f"For '{prim_name}', the" if prim_name else "The"
    if not isinstance(target, str):
        raise TypeError(f"{prefix} '{target}' must be string, but got {type(target)}.")
    if target.endswith(("\\", "/")):
        raise ValueError(f"{prefix} '{target}' cannot be a directory path.")
    reg = reg or r"^[0-9a-zA-Z@\_\-\.\:\/\\]+$"
    if re.match(reg, target) is None:
        raise ValueError(f"{prefix} '{target}' is illegal, it must be match regular '{reg}'.")
    return True


def check_pad_value_by_mode(pad_mode, padding, prim_name):
    if pad_mode != 'pad' and padding != 0:
        raise ValueError(f"For '{prim_name}', padding must be zero when pad_mode is "
                         f"'{pad_mode}', but got {padding}.")
    return padding


def _type_names(types):
    return [t.__name__ if hasattr(t, '__name__') else str(t) for t in types]


def check_value_type(arg_name, arg_value, valid_types, prim_name=None):
    """``arg_value`` if it is an instance of ``valid_types`` (a bool only with ``bool`` among
    them); a float is rounded to 6 digits when ``float`` is not among them."""
    valid_types = tuple(valid_types) if isinstance(valid_types, Iterable) else (valid_types,)

    def fail():
        names = _type_names(valid_types)
        many = len(valid_types) > 1
        prefix = f"For '{prim_name}', the" if prim_name else "The"
        raise TypeError(f"{prefix} type of '{arg_name}' should be {'one of ' if many else ''}"
                        f"'{names if many else names[0]}', but got type "
                        f"'{type(arg_value).__name__}'.")

    if isinstance(arg_value, bool) and bool not in valid_types:
        fail()
    if isinstance(arg_value, float) and float not in valid_types:
        arg_value = round(arg_value, 6)
    if not isinstance(arg_value, valid_types):
        read_graph_scalar(arg_value, valid_types)
        fail()
    return arg_value


def read_graph_scalar(value, kinds):
    """Read ``value`` where it is a number a GRAPH_MODE construct made with ``float()``,
    ``int()`` or ``bool()`` of a tensor (a graph scalar of one of ``kinds``) and an argument
    takes a Python number only. Its value is not known while tracing, so the tracer's
    ``number_needed`` makes the signature run op by op, where it is that number: 2.10
    takes such a variable scalar (``hardshrink(x, float(t))``, ``prod(x, 0, bool(t))`` in a
    construct, measured). Eagerly, or for any other value, it does nothing."""
    from .runtime.dispatch import state
    kind = state.tracer.scalar_kind(value)
    if kind in kinds or (kind is int and float in kinds):
        state.tracer.number_needed(kind)


def _check_elements(arg_name, elements, valid_types, prim_name):
    names = _type_names(valid_types)
    many = len(valid_types) > 1
    prefix = f"For '{prim_name}', the" if prim_name else "The"
    for element in elements:
        if not isinstance(element, tuple(valid_types)):
            raise TypeError(f"{prefix} type of '{arg_name}' should be {'one of ' if many else ''}"
                            f"{names if many else names[0]}, but got '{element}' with type "
                            f"'{type(element).__name__}'.")


def check_element_type_of_iterable(arg_name, arg_value, valid_types, prim_name=None):
    """Each element of the list or tuple ``arg_value`` an instance of ``valid_types``."""
    check_value_type(arg_name, arg_value, [list, tuple], prim_name)
    _check_elements(arg_name, arg_value, valid_types, prim_name)


def check_element_type_of_dict(arg_name, arg_value, key_types, value_types, prim_name=None):
    """The keys of the dict ``arg_value`` of ``key_types``, its values of ``value_types``."""
    check_value_type(arg_name, arg_value, [dict], prim_name)
    _check_elements(arg_name, arg_value.keys(), key_types, prim_name)
    _check_elements(arg_name, arg_value.values(), value_types, prim_name)


def check_size_and_element_type_of_tuple(arg_name, arg_value, expect_size, expect_element_type,
                                         prim_name=None):
    check_value_type(arg_name, arg_value, [tuple], prim_name)
    check_equal_int(len(arg_value), expect_size, arg_name + ' size', prim_name)
    # MindSpore names the elements 'arg_name' here, literally
    check_element_type_of_iterable('arg_name', arg_value, [expect_element_type], prim_name)


def check_input_format(input_param):
    if input_param == "NCHW":
        return input_param
    raise ValueError(f"The data format must be NCHW, but got {input_param}.")


def _check_3d_int_or_tuple(arg_name, arg_value, prim_name, allow_five=False, ret_five=False,
                           greater_zero=True, third_one=False, three_input=False, pad_value=1):
    """An int or a tuple of 3 (or 5 with ``allow_five``) positive (non-negative) ints as a
    3-tuple, or a 5-tuple padded with ``pad_value`` when ``ret_five``."""
    def fail(value, three=False):
        what = "three " if three else f"three {'or five ' if allow_five else ''}"
        raise ValueError(f"For '{prim_name}', the parameter '{arg_name}' must be an positive "
                         f"integer or a tuple of {what}positive integer, but got {value}"
                         f"{'.' if three else ''}")

    check_value_type(arg_name, arg_value, (int, tuple), prim_name)
    if three_input and isinstance(arg_value, tuple) and len(arg_value) != 3:
        fail(arg_value, three=True)
    if isinstance(arg_value, int):
        ret = (pad_value, pad_value) + (arg_value,) * 3 if ret_five else (arg_value,) * 3
    elif len(arg_value) == 3:
        ret = (pad_value, pad_value) + tuple(arg_value) if ret_five else arg_value
    elif len(arg_value) == 5 and allow_five:
        ret = arg_value if ret_five else tuple(arg_value[2:])
    else:
        fail(arg_value)
    for item in ret:
        if not _is_int(item) or item < (1 if greater_zero else 0):
            fail(ret)
    if third_one and ret[-3] != 1:
        raise ValueError(f"For '{prim_name}', the depth of parameter '{arg_name}' must be 1, but "
                         f"got {ret[-3]}.")
    return tuple(ret)



def _check_data_type_valid(data, valid_type):
    if valid_type is None:
        return data is None
    if isinstance(data, valid_type):
        if getattr(data, 'size', None) == 0:
            msg = "The input data can not be empty."
            logger.critical(msg)
            raise ValueError(msg)
        return True
    return False


def check_input_data(*data, data_class):
    """Each item (in nested lists, tuples and dict values) an instance of ``data_class`` (a
    class, None, or a tuple or list of them), and not empty."""
    for item in data:
        if isinstance(item, (list, tuple)):
            check_input_data(*item, data_class=data_class)
        elif isinstance(item, dict):
            check_input_data(*item.values(), data_class=data_class)
        else:
            many = isinstance(data_class, (tuple, list))
            classes = data_class if many else (data_class,)
            if any([_check_data_type_valid(item, c) for c in classes]):
                continue
            if many:
                name = tuple(c.__name__ if hasattr(c, '__name__') else c for c in data_class)
            else:
                name = data_class if data_class is None else data_class.__name__
            raise TypeError(f"The types of input data must be in the Union({name}, "
                            f"tuple[{name}], list[{name}], dict[{name}]), but got type "
                            f"{item if item is None else type(item).__name__}.")


def check_input_dataset(*dataset, dataset_type):
    return bool(dataset) and all(isinstance(item, dataset_type) for item in dataset)


def check_output_data(data):
    if data is None:
        raise RuntimeError('The output data can not be None, please check your net or input '
                           'data.')


def args_type_check(*type_args, **type_kwargs):
    """Decorator: TypeError when a named argument (not None) is not of its given type. With a
    ``**kwargs`` parameter, as MindSpore, only the keyword arguments it collects are checked."""
    def type_check(func):
        sig = inspect.signature(func)
        types = sig.bind_partial(*type_args, **type_kwargs).arguments
        types = types.get("kwargs", types)

        @wraps(func)
        def wrapper(*args, **kwargs):
            values = sig.bind(*args, **kwargs).arguments
            values = values.get("kwargs", values)
            for name, value in values.items():
                if name in types and value is not None and not isinstance(value, types[name]):
                    raise TypeError(f"The parameter '{name}' must be {types[name]}, but got "
                                    f"{type(value)}")
            return func(*args, **kwargs)
        return wrapper
    return type_check


def check_hook_fn(hook_fn):
    """TypeError unless ``hook_fn`` is a callable that is not a ``@jit`` function."""
    if not callable(hook_fn):
        raise TypeError(f"Expected a callable hook function, but got {type(hook_fn).__name__}.")
    code = getattr(hook_fn, "__code__", None)
    if getattr(hook_fn, "__minicell_jit__", False) or (code and code.co_name ==
                                                       "staging_specialize"):
        raise TypeError(f"Decorating hook function {hook_fn.__name__} with '@jit' is not "
                        f"supported.")
