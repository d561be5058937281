"""``mindspore.dataset.core.validator_helpers``: the numeric bounds MindSpore's dataset checks
use (zoo callbacks import ``INT32_MAX`` as an "unbounded" step count).

>>> INT32_MAX, UINT8_MAX
(2147483647, 255)

``type_check`` is 2.10's check of an argument's type (its TypeError text).
"""
import os

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
        raise TypeError(_as_mindspore(f"Argument {name} with value {shown} is not of type "
                                      f"{types}, but got {type(value)}."))
    if not isinstance(value, types):
        raise TypeError(_as_mindspore(f"Argument {name} with value {shown} is not of type "
                                      f"{list(types)}, but got {type(value)}."))


def _as_mindspore(text):
    """minicell's classes under MindSpore's module path, as 2.10 prints its own ("<class
    'mindspore.dataset.engine.datasets.Dataset'>", measured)."""
    return text.replace("<class 'minicell.", "<class 'mindspore.").replace(
        "<minicell.", "<mindspore.")


def type_check_list(values, types, name):
    """2.10's check of a list/tuple's items, named ``name[i]``."""
    type_check(values, (list, tuple), name)
    for i, v in enumerate(values):
        type_check(v, types, f"{name}[{i}]")


def check_value(value, interval, name="", left_open=False, right_open=False):
    """2.10's ``check_value``: 'Input NAME is not within the required interval of [a, b].'
    (an empty name leaves one space; open ends as '(' and ')')."""
    low, high = interval
    if value < low or value > high or (left_open and value == low) or \
            (right_open and value == high):
        name = f"{name} " if name else ""
        raise ValueError(f"Input {name}is not within the required interval of "
                         f"{'(' if left_open else '['}{low}, {high}{')' if right_open else ']'}.")


def check_degrees(degrees):
    """2.10's ``degrees`` of the random rotations and affines: a non-negative number or an
    ordered (min, max) pair."""
    type_check(degrees, (int, float, list, tuple), "degrees")
    if isinstance(degrees, (int, float)):
        check_value(degrees, (0, FLOAT_MAX_INTEGER), "degrees")
        return
    if len(degrees) != 2:
        raise TypeError("If degrees is a sequence, the length must be 2.")
    type_check_list(degrees, (int, float), "degrees")
    for v in degrees:
        check_value(v, (FLOAT_MIN_INTEGER, FLOAT_MAX_INTEGER), "degrees")
    if degrees[0] > degrees[1]:
        raise ValueError("degrees should be in (min,max) format. Got (max,min).")


def check_positive(value, name=""):
    if value <= 0:
        raise ValueError(f"Input {name + ' ' if name else ''}must be greater than 0.")


def check_center(center):
    """2.10's ``center`` of the rotations: None or an (x, y) tuple of int32 numbers."""
    if center is None:
        return
    if not (isinstance(center, tuple) and len(center) == 2):
        raise ValueError("Value center needs to be a 2-tuple.")
    for v in center:
        type_check(v, (int, float), "center")
        check_value(v, (INT32_MIN, INT32_MAX), "center")


def check_independent_mode(feature_name, condition=True):
    """2.10 refuses some engine features (AutoTune, offload, ...) when the environment asks for
    its Dataset Independent mode (``MS_INDEPENDENT_DATASET`` 'True'/'true')."""
    env = os.getenv("MS_INDEPENDENT_DATASET")
    if condition and env and env.strip() in ("True", "true"):
        raise RuntimeError(f"{feature_name} is not supported in Dataset Independent mode.")


def check_column_names(columns, name):
    """2.10's check of a column-name argument: a non-empty str, or a non-empty list of
    non-empty, distinct strs (each item named ``name[i]``)."""
    type_check(columns, (list, str), name)
    if isinstance(columns, str):
        if not columns:
            raise ValueError(f"{name} should not be an empty str.")
        return
    if not columns:
        raise ValueError(f"{name} should not be empty.")
    for i, column in enumerate(columns):
        if not column:
            raise ValueError(f"{name}[{i}] should not be empty.")
    for i, column in enumerate(columns):
        type_check(column, (str,), f"{name}[{i}]")
    if len(set(columns)) != len(columns):
        raise ValueError("Every column name should not be same with others in column_names.")
