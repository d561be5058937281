"""Argument checks shared by the optimizers (MindSpore's exception types)."""
from ... import _checkparam as _validator


def check_float(v, name, cls, low=None, high=None, low_open=False, high_open=False):
    """``v``, a float inside the given bounds, else MindSpore's errors (an int is a
    TypeError)."""
    if not isinstance(v, float):        # an int too, as MindSpore's validator
        raise TypeError(f"For '{cls}', the type of '{name}' should be 'float', but got type "
                        f"'{type(v).__name__}'.")
    v = float(v)
    if low is not None and (v <= low if low_open else v < low) or \
            high is not None and (v >= high if high_open else v > high):
        lo = "(" if low_open else "["
        hi = ")" if high_open else "]"
        raise ValueError(f"For '{cls}', '{name}' must be in {lo}{low}, {high}{hi}, but got {v}")
    return v


def check_bool(v, name, cls):
    """``v`` if it is a bool (``validator.check_value_type``'s TypeError, as MindSpore's
    optimizers)."""
    return _validator.check_value_type(name, v, [bool], cls)
