"""``Tensor.add(x, y)``: a Tensor method read from the class, as MindSpore's method
descriptors, refuses a first argument that is not a Tensor with Python's descriptor
``TypeError`` (``Tensor.add([1], [2])``) instead of computing on it.

The wrapper also carries a method's 2.10 argument texts (``ops.method_texts`` builds each
Tensor method's wrapper once, passing its hooks here): they run only on the failure path, and a
method without them gets the plain wrapper, so a call that computes costs the same.

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


def method(fn, name, tensor_type, arg_error=None, before=False, parsed=None, refused=None):
    """``fn`` (a Tensor method taking ``self`` first) checked to be called on a ``tensor_type``.

    Hooks, each asked for a TypeError's replacement: ``parsed(args, kwargs, error)`` first
    (``ops.method_parser``: 2.10's parser texts), then ``arg_error(args)`` for positional
    ``args`` (``ops.method_arity``: the method's own texts; with ``before``, checked before the
    call too, ``parsed`` asked in its place); each returns an exception or None. Left with
    Python's error, ``refused(self, args, kwargs, error)`` may raise its own
    (``ops.method_listings``: 2.10's overload listing)."""
    if arg_error is None and parsed is None:
        return _plain(fn, name, tensor_type) if refused is None else \
            _listed(fn, name, tensor_type, refused)

    @functools.wraps(fn)
    def unbound(self, *args, **kwargs):
        if not isinstance(self, tensor_type):
            raise _descriptor(name, self)
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
            if refused is not None:
                refused(self, args, kwargs, error)
            raise
    return unbound


def _descriptor(name, obj):
    return TypeError(f"descriptor '{name}' for 'Tensor' objects doesn't apply to a "
                     f"'{type(obj).__name__}' object")


def _plain(fn, name, tensor_type):
    @functools.wraps(fn)
    def unbound(self, *args, **kwargs):
        if not isinstance(self, tensor_type):
            raise _descriptor(name, self)
        return fn(self, *args, **kwargs)
    return unbound


def _listed(fn, name, tensor_type, refused):
    @functools.wraps(fn)
    def unbound(self, *args, **kwargs):
        if not isinstance(self, tensor_type):
            raise _descriptor(name, self)
        try:
            return fn(self, *args, **kwargs)
        except TypeError as error:
            refused(self, args, kwargs, error)
            raise
    return unbound
