"""The error MindSpore 2.10 gives for a Primitive called with a wrong number of inputs
(``ops.Abs()(x, y)``) or an input keyword it does not have (``ops.ReLU()(x=x)``: its input is
``input``), used by ``primitive.make_primitive``'s classes."""
import inspect
import re

from ..runtime.dispatch import running_eagerly


def arity_error(name, fn, args, err, kwargs=None):
    """The error of ``Name()(*args, **kwargs)`` with a wrong number of inputs or an input
    keyword it does not have, as 2.10 words it (None when they do fit ``fn``): Python's own
    TypeError for ``Name.__call__`` (``self`` counted) in PYNATIVE_MODE; a trace reports too
    many inputs per operator, as MindSpore's graph does (measured)."""
    try:
        inspect.signature(fn).bind(*args, **(kwargs or {}))
        return None
    except TypeError:
        pass
    except ValueError:            # no signature to check against
        return None
    text = str(err)
    keyword = re.match(r"\w+\(\) got an unexpected keyword argument '(\w+)'$", text)
    if keyword:                   # a trace makes it 2.10's RuntimeError (compiler.control)
        return TypeError(f"{name}.__call__() got an unexpected keyword argument "
                         f"'{keyword.group(1)}'")
    too_many = re.match(r"\w+\(\) takes (?:from (\d+) to )?(\d+) positional arguments? but "
                        r"(\d+) (?:was|were) given$", text)
    if too_many and not running_eagerly():
        return TypeError(f"For Operator[{name}], the number of inputs should be less than or "
                         f"equal to {too_many.group(2)}, but got {len(args)}.")
    if too_many:
        low, high, got = too_many.groups()
        takes = f"from {int(low) + 1} to {int(high) + 1}" if low else str(int(high) + 1)
        return TypeError(f"{name}.__call__() takes {takes} positional arguments but "
                         f"{int(got) + 1} were given")
    missing = re.match(r"\w+\(\)( missing .*)$", text)
    return TypeError(f"{name}.__call__(){missing.group(1)}") if missing else None
