"""``mindspore._extends``: the helpers MindSpore's compiler calls back into, those with a
meaning in minicell: ``cell_attr_register`` (here), ``parse.compile_config`` and
``parse.standard_method``."""
import functools
import inspect

__all__ = ["cell_attr_register"]


def cell_attr_register(fn=None, attrs=None):
    """Decorator for a Cell's ``__init__``: after it runs, ``self.cell_init_args`` is the class
    name followed by the ``__init__`` arguments given (or, with ``attrs``, the values of those
    attributes, a name or a list of names), as MindSpore records it to tell Cells built alike
    apart.

    >>> import minicell as ms
    >>> class Block(ms.nn.Cell):
    ...     @cell_attr_register
    ...     def __init__(self, width, act="relu"):
    ...         super().__init__()
    >>> Block(4).cell_init_args
    'Blockdict_values([4])'
    """
    if attrs is not None and not isinstance(attrs, (list, str)):
        raise ValueError("attrs must be list or string")

    def wrap(init):
        @functools.wraps(init)
        def wrapper(self, *args, **kwargs):
            bound = inspect.signature(init).bind(self, *args, **kwargs)   # given ones only
            init(self, *args, **kwargs)
            if attrs is None:
                values = dict(bound.arguments)
                del values[next(iter(values))]                  # self
                recorded = values.values()
            elif isinstance(attrs, str):
                recorded = getattr(self, attrs, [])
            else:
                for item in attrs:
                    if not isinstance(item, str):
                        raise ValueError("attr must be a string")
                recorded = [getattr(self, item) for item in attrs if hasattr(self, item)]
            self.cell_init_args = type(self).__name__ + str(recorded)
        return wrapper

    return wrap(fn) if fn is not None else wrap
