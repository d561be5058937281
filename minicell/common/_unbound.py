"""``Tensor.add(x, y)``: a Tensor method read from the class, as MindSpore's method
descriptors, refuses a first argument that is not a Tensor with Python's descriptor
``TypeError`` (``Tensor.add([1], [2])``) instead of computing on it.

>>> def double(self):
...     return self * 2
>>> f = method(double, "double", int)
>>> f(3)
6
>>> f("a")
Traceback (most recent call last):
    ...
TypeError: descriptor 'double' for 'Tensor' objects doesn't apply to a 'str' object
"""
import functools


def method(fn, name, tensor_type, arg_error=None, before=False, parsed=None):
    """``fn`` (a Tensor method taking ``self`` first) checked to be called on a ``tensor_type``.

    ``arg_error(args)``: the method's own error for positional ``args`` (or None), raised in
    place of a TypeError the call raises (``ops.method_arity``: 2.10's texts), and, with
    ``before``, checked before the call too. ``parsed(args, kwargs, error)``: the same for
    any call (or in place of ``error``, the error ``arg_error`` found before the call), asked
    first (``ops.method_parser``: 2.10's parser texts)."""
    @functools.wraps(fn)
    def unbound(self, *args, **kwargs):
        if not isinstance(self, tensor_type):
            raise TypeError(f"descriptor '{name}' for 'Tensor' objects doesn't apply to a "
                            f"'{type(self).__name__}' object")
        if arg_error is None and parsed is None:
            return fn(self, *args, **kwargs)
        if before and args:
            err = arg_error(args)
            if err is not None:
                raise (parsed and parsed(args, kwargs, err)) or err
        try:
            return fn(self, *args, **kwargs)
        except TypeError as error:
            err = parsed(args, kwargs, error) if parsed is not None else None
            if err is None and arg_error is not None and args and not kwargs:
                err = arg_error(args)
            if err is not None:
                raise err from None
            raise
    return unbound


def listed(fn, name, tensor_type, refused):
    """``method(fn, name, tensor_type)`` calling ``refused(self, args, kwargs, error)`` when the
    call raises the TypeError ``error`` (to raise its own; ``ops.method_listings``): no cost on
    a call that computes."""
    @functools.wraps(fn)
    def unbound(self, *args, **kwargs):
        if not isinstance(self, tensor_type):
            raise TypeError(f"descriptor '{name}' for 'Tensor' objects doesn't apply to a "
                            f"'{type(self).__name__}' object")
        try:
            return fn(self, *args, **kwargs)
        except TypeError as error:
            refused(self, args, kwargs, error)
            raise
    return unbound
