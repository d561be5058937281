"""The dtype checks of ``mindspore._checkparam`` (which re-exports them): sub-type relations
between minicell's dtype objects (``mstype.TensorType(mstype.float32)`` is a ``tensor_type``,
``mstype.int32`` a ``number``), with MindSpore 2.10's messages."""
from collections.abc import Iterable

from .common import dtype as mstype


def _is_mstype(obj):
    return isinstance(obj, (mstype.Type, mstype.NonTensorType, mstype.GenericKind))


def _issubclass_(type_, template):
    """MindSpore's sub-type relation: a type is its own sub-type; every Tensor type is one of
    ``tensor_type``; every number dtype (bool included) and generic kind one of ``number``; each
    width of a kind one of its generic kind (``int32`` of ``ms.int_``)."""
    if template is mstype.tensor_type:
        return isinstance(type_, mstype.TensorType)
    if template is mstype.number:
        return isinstance(type_, (mstype.Type, mstype.GenericKind)) or type_ is mstype.number
    if isinstance(template, mstype.GenericKind):
        return isinstance(type_, type(template))
    return _is_mstype(type_) and type_ == template


def check_subclass(arg_name, type_, template_types, prim_name, addition_error_info=None):
    """TypeError unless ``type_`` is a sub-type of one of ``template_types``."""
    if not isinstance(template_types, Iterable):
        template_types = (template_types,)
    for template in template_types:
        if _issubclass_(type_, template) if _is_mstype(template) else type_ is template:
            return
    extra = '' if addition_error_info is None else ' ' + addition_error_info
    got = f"type '{type(type_).__name__}'" if isinstance(type_, (tuple, list)) else str(type_)
    raise TypeError(f"For '{prim_name}', the element of '{arg_name}' must be "
                    f"{'one of ' if len(template_types) > 1 else ''}"
                    f"{', '.join(str(x) for x in template_types)}, but got {got}{extra}.The "
                    f"supported data types depend on the hardware that executes the operator, "
                    f"for more details, please refer to the MindSpore official website to get "
                    f"more information about the data type.")


def check_valid_input(arg_name, arg_value, prim_name):
    if arg_value is None:
        raise ValueError(f"For '{prim_name}', the argument '{arg_name}'can not be None, but got "
                         f"{arg_value}.")
    return arg_value


def _check_same_as_first(items, same, prim_name, verb):
    """Each later ``(name, type)`` pair against the first: TypeError unless ``same``."""
    first = None
    for name, kind in items:
        if first is None:
            first = (name, kind)
        elif not same(first[1], kind):
            raise TypeError(f"For '{prim_name}', the type of '{name}' {verb} same as "
                            f"'{first[0]}', but got '{first[0]}' with type {first[1]} and "
                            f"'{name}' with type {kind}.")


def check_types_same_and_valid(args, valid_values, prim_name):
    """Each type of the dict ``args`` valid (``check_subclass``) and all the same."""
    def valid(items):
        for name, kind in items:
            check_subclass(name, kind, valid_values, prim_name)
            yield name, kind
    _check_same_as_first(valid(args.items()), lambda a, b: a == b, prim_name, "should be")


def _tensor_types(valid_dtypes):
    valid_dtypes = valid_dtypes if isinstance(valid_dtypes, Iterable) else [valid_dtypes]
    return [mstype.TensorType(t) for t in valid_dtypes]


def check_tensors_dtypes_same_and_valid(args, valid_dtypes, prim_name):
    check_types_same_and_valid(args, _tensor_types(valid_dtypes), prim_name)


def check_tensor_dtype_valid(arg_name, arg_type, valid_dtypes, prim_name):
    check_subclass(arg_name, arg_type, _tensor_types(valid_dtypes), prim_name)


def check_scalar_or_tensor_types_same(args, valid_values, prim_name, allow_mix=False):
    """The (element) types of ``args`` in ``valid_values`` and all the same; a Tensor type and
    a scalar type match only with ``allow_mix``."""
    def element(kind):
        return kind.element_type() if isinstance(kind, mstype.TensorType) else kind

    def valid(items):
        for name, kind in items:
            if element(kind) not in valid_values:
                raise TypeError(f"For '{prim_name}', the type of '{name}' must be in "
                                f"{valid_values}, but got {element(kind)}.")
            yield name, kind

    def same(a, b):
        mixed = isinstance(a, mstype.TensorType) != isinstance(b, mstype.TensorType)
        if mixed and not allow_mix:
            return False
        if isinstance(a, mstype.TensorType) or isinstance(b, mstype.TensorType):
            return element(a) == element(b)
        return a == b
    _check_same_as_first(valid(args.items()), same, prim_name, "must be")



def check_type_name(arg_name, arg_type, valid_types, prim_name):
    """``arg_type`` (a Tensor type's element type) if it is among ``valid_types``."""
    valid_types = valid_types if isinstance(valid_types, Iterable) else (valid_types,)
    if isinstance(arg_type, mstype.TensorType):
        arg_type = arg_type.element_type()
    if arg_type not in valid_types:
        names = [t.__name__ if hasattr(t, '__name__') else t for t in valid_types]
        many = len(valid_types) > 1
        prefix = f"For '{prim_name}', the" if prim_name else "The"
        got = arg_type.__name__ if hasattr(arg_type, '__name__') else repr(arg_type)
        raise TypeError(f"{prefix} '{arg_name}' should be {'one of ' if many else ''}"
                        f"{names if many else names[0]}, but got '{got}'.")
    return arg_type
