"""2.10's texts for a Primitive constructed with arguments its ``__init__`` does not take."""
import functools
import inspect


def bind_errors(fn):
    """A Primitive's ``__init__`` given arguments its signature does not take raises 2.10's
    TypeError, the text of ``inspect.Signature.bind`` that its ``prim_attr_register`` calls
    (measured: ``ops.Dropout(p=0.1)`` is "got an unexpected keyword argument 'p'", five
    positional arguments "too many positional arguments"; Python's own text names the method).
    research/cv/erfnet builds ``ops.Dropout(p=dropprob)``."""
    @functools.wraps(fn)
    def init(self, *args, **kwargs):
        try:
            return fn(self, *args, **kwargs)
        except TypeError:
            try:
                inspect.signature(fn).bind(self, *args, **kwargs)
            except TypeError as err:
                raise TypeError(str(err)) from None
            raise
    init.__minicell_binds__ = True
    return init
