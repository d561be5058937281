"""``mindspore.dataset.core.validator_helpers``: the numeric bounds MindSpore's dataset checks
use (zoo callbacks import ``INT32_MAX`` as an "unbounded" step count).

>>> INT32_MAX, UINT8_MAX
(2147483647, 255)

``type_check`` is 2.10's check of an argument's type (its TypeError text).
"""
POS_INT_MIN = 1
UINT8_MIN, UINT8_MAX = 0, 255
UINT32_MIN, UINT32_MAX = 0, 2 ** 32 - 1
UINT64_MIN, UINT64_MAX = 0, 2 ** 64 - 1
INT32_MIN, INT32_MAX = -2 ** 31, 2 ** 31 - 1
INT64_MIN, INT64_MAX = -2 ** 63, 2 ** 63 - 1
FLOAT_MIN_INTEGER, FLOAT_MAX_INTEGER = -2 ** 24, 2 ** 24
DOUBLE_MIN_INTEGER, DOUBLE_MAX_INTEGER = -2 ** 53, 2 ** 53


def type_check(value, types, name):
    """2.10's ``type_check``: a TypeError unless ``value`` is one of ``types`` (a bool is no int
    unless ``bool`` is listed; the message shows the types as a tuple then)."""
    shown = '""' if repr(value) == repr("") else value
    if isinstance(value, bool) and bool not in types and int in types:
        raise TypeError(f"Argument {name} with value {shown} is not of type {types}, "
                        f"but got {type(value)}.")
    if not isinstance(value, types):
        raise TypeError(f"Argument {name} with value {shown} is not of type {list(types)}, "
                        f"but got {type(value)}.")
