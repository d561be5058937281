"""The argument checks of ``RandomPosterize(bits)`` and ``RandomSolarize(threshold)``, with
2.10's validator texts (measured): the two take different forms and say different things."""

_INTERVAL = "Input is not within the required interval of [{}, {}]."


def _not_of_type(name, value, kinds):
    """2.10's text; its bool check shows the types as a tuple instead of a list."""
    shown = kinds if isinstance(value, bool) else list(kinds)
    return TypeError(f"Argument {name} with value {value} is not of type {shown}, but got "
                     f"{type(value)}.")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def posterize_bits(bits):
    """An int or a (min, max) list/tuple in [1, 8], as a (min, max) tuple."""
    if _is_int(bits):
        bits = (bits, bits)
    elif not isinstance(bits, (list, tuple)):
        raise _not_of_type("bits", bits, (list, tuple, int))
    elif len(bits) != 2:
        raise TypeError("Size of bits should be a single integer or a list/tuple (min, max) of "
                        "length 2.")
    for value in bits:
        if not _is_int(value):
            raise _not_of_type("bits", value, (int,))
    if not 1 <= bits[0] <= bits[1] <= 8:
        raise ValueError(_INTERVAL.format(1, 8))
    return tuple(bits)


def solarize_threshold(threshold):
    """A (min, max) tuple in [0, 255]."""
    if not isinstance(threshold, tuple):
        raise _not_of_type("threshold", threshold, (tuple,))
    if len(threshold) != 2:
        raise ValueError("threshold must be a sequence of two numbers.")
    for i, value in enumerate(threshold):
        if not _is_int(value):
            raise _not_of_type(f"threshold[{i}]", value, (int,))
        if not 0 <= value <= 255:
            raise ValueError(_INTERVAL.format(0, 255))
    if threshold[0] > threshold[1]:
        raise ValueError("threshold must be in min max format numbers.")
    return threshold


def solarize_range(threshold):
    """``Solarize``'s threshold: a number (as [value, 255]) or a (min, max) list/tuple of
    numbers in [0, 255], as a (min, max) tuple."""
    if isinstance(threshold, bool) or not isinstance(threshold, (float, int, list, tuple)):
        raise _not_of_type("threshold", threshold, (float, int, list, tuple))
    pair = (threshold, 255) if isinstance(threshold, (float, int)) else threshold
    if len(pair) != 2:
        raise TypeError("threshold must be a single number or sequence of two numbers.")
    for i, value in enumerate(pair):
        if isinstance(value, bool) or not isinstance(value, (float, int)):
            raise _not_of_type(f"threshold[{i}]", value, (float, int))
        if not 0 <= value <= 255:
            raise ValueError(f"Input threshold[{i}] is not within the required interval of "
                             f"[0, 255].")
    if pair[0] > pair[1]:
        raise ValueError("threshold must be in order of (min, max).")
    return tuple(pair)
