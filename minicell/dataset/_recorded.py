"""The arguments each pipeline stage, sampler and transform was built with, kept so that
``serialize`` can describe the pipeline (MindSpore's JSON form) and ``deserialize`` can build it
again from the same arguments."""
import functools
import inspect


class RecordsInitArgs:
    """Keeps the constructor's arguments as ``_init_args`` (``__new__`` sees the same ones as
    ``__init__``; copies and pickles keep them with the rest of the object's state).

    A class with ``_validates_args`` checks them first as MindSpore's validators do (their
    ``inspect`` texts: 'missing a required argument: ...', 'too many positional arguments');
    a class taking no arguments refuses any with Python's own texts, as 2.10's."""

    _validates_args = False

    def __new__(cls, *args, **kwargs):
        if cls.__init__ is object.__init__:
            # object.__init__ lets extra arguments pass once __new__ is overridden
            if args:
                raise TypeError(f"{cls.__name__}.__init__() takes 1 positional argument but "
                                f"{len(args) + 1} were given")
            if kwargs:
                raise TypeError(f"{cls.__name__}.__init__() got an unexpected keyword "
                                f"argument '{next(iter(kwargs))}'")
        elif cls._validates_args:
            try:
                _signature(cls).bind(None, *args, **kwargs)
            except TypeError as e:
                raise TypeError(str(e)) from None
        obj = super().__new__(cls)
        obj._init_args = (args, kwargs)
        return obj

    def __getnewargs_ex__(self):
        """Copies and pickles call ``__new__`` with the recorded arguments (without them, a
        class with required arguments failed its own check: ``copy.deepcopy(text.Ngram([2]))``
        was 'missing a required argument: 'n'')."""
        return getattr(self, "_init_args", ((), {}))


@functools.lru_cache(maxsize=None)
def _signature(cls):
    return inspect.signature(cls.__init__)


def bound_args(obj):
    """``{parameter: value}`` of the call that built ``obj``, defaults filled in (``{}`` when
    not known)."""
    args, kwargs = getattr(obj, "_init_args", ((), {}))
    try:
        bound = inspect.signature(type(obj).__init__).bind(obj, *args, **kwargs)
    except TypeError:
        return {}
    bound.apply_defaults()
    out = dict(bound.arguments)
    out.pop(next(iter(out)), None)          # self
    for name, param in inspect.signature(type(obj).__init__).parameters.items():
        if param.kind is param.VAR_KEYWORD:
            out.update(out.pop(name, {}))
        elif param.kind is param.VAR_POSITIONAL:
            out.pop(name, None)
    return out
