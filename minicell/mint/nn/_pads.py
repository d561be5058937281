"""mint.nn's padding Cells (``ConstantPad1d/2d/3d``, ``ZeroPad1d/2d/3d``, ``ReflectionPad*``,
``ReplicationPad*``): minicell.nn's, with MindSpore 2.10 mint's own argument checks (measured on
2.10 CPU), which differ from nn's: a tuple or list of exactly ``2 * nd`` ints (a shorter one is
refused), a value of another type is a ValueError naming the accepted forms, reflection and
replication take positive ints only, and the constant's ``value`` is checked when called.

>>> from minicell import mint
>>> mint.nn.ZeroPad2d((1, 2))
Traceback (most recent call last):
...
ValueError: For 'ZeroPad2d', the length of parameter 'padding' with tuple type must equal to 4, but got 2.
"""
from ...nn.layer import padding as _padding
from ...ops._util import ms_type_name
from .functional import check_pad_input

__all__ = ["ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ZeroPad1d", "ZeroPad2d",
           "ZeroPad3d", "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d",
           "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d"]


def _check_padding(cls, padding, nd, positive):
    """2.10 mint's checks of a padding Cell's ``padding``; the padding as a tuple."""
    n = 2 * nd
    if isinstance(padding, bool):
        raise TypeError(f"For '{cls}', the 'padding' must be int and must > 0, but got "
                        f"'{padding}' with type 'bool'." if positive else
                        f"For '{cls}', the type of 'padding' should be 'int', but got type "
                        "'bool'.")
    if isinstance(padding, int):
        if positive and padding <= 0:
            raise ValueError(f"For '{cls}', the 'padding' must be int and must > 0, but got "
                             f"'{padding}' with type 'int'.")
        return (padding,) * n
    if not isinstance(padding, (tuple, list)):
        kind = "positive integer" if positive else "integer"
        raise ValueError(f"For '{cls}', 'padding' must be {kind} or tuple/list of {n} {kind}s, "
                         f"but got {padding}.")
    if len(padding) != n:
        raise ValueError(f"For '{cls}', the length of parameter 'padding' with tuple type must "
                         f"equal to {n}, but got {len(padding)}.")
    for i, p in enumerate(padding):
        if not isinstance(p, int) or isinstance(p, bool):
            raise TypeError(f"For '{cls}', the 'padding[{i}]' must be int, but got "
                            f"'{type(p).__name__}'" if positive else
                            f"For '{cls}', the type of 'padding[{i}]' should be 'int', but got "
                            f"type '{type(p).__name__}'.")
        if positive and p < 0:
            raise ValueError(f"For '{cls}', the 'padding[{i}]' must be int and must >= 0, but "
                             f"got '{p}' with type 'int'.")
    return tuple(padding)


def _constant_rank_error(n, rank):
    """2.10's ConstantPadND texts for an input of too few dims (measured)."""
    if rank == 0:
        raise ValueError("For 'ConstantPadND', the dimension of 'x' must bigger than 0.")
    raise ValueError(f"Length of padding must be no more than 2 * dim of the input. Length of "
                     f"padding is: {n}while the input's dim is:{rank}")     # (sic, 2.10)


def _mint_pad(base, name, nd, constant, zero=False):
    """A mint padding Cell class over minicell.nn's ``base`` (its ``__init__`` named after the
    class, as Python's argument errors show it)."""
    def setup(self, padding, value=None):
        _padding._PadNd.__init__(self, _check_padding(name, padding, nd, not constant),
                                 0.0 if zero else value)

    def construct(self, input):        # pylint: disable=redefined-builtin
        check_pad_input(input)
        if constant and not zero and (isinstance(self.value, bool) or
                                      not isinstance(self.value, (int, float, type(None)))):
            raise TypeError(f'Failed calling ConstantPadND with "ConstantPadND()(input='
                            f'{ms_type_name(input)}, padding={ms_type_name(self.padding)}, '
                            f'value={ms_type_name(self.value)})".')
        if constant and len(self.padding) > 2 * len(input.shape):
            _constant_rank_error(len(self.padding), len(input.shape))
        return base.construct(self, input)

    if constant and not zero:
        def init(self, padding, value):
            setup(self, padding, value)
    else:
        def init(self, padding):
            setup(self, padding)
    init.__qualname__ = f"{name}.__init__"
    construct.__qualname__ = f"{name}.construct"
    return type(name, (base,), {"__init__": init, "construct": construct,
                                "__doc__": base.__doc__, "__module__": __name__})


ConstantPad1d = _mint_pad(_padding.ConstantPad1d, "ConstantPad1d", 1, True)
ConstantPad2d = _mint_pad(_padding.ConstantPad2d, "ConstantPad2d", 2, True)
ConstantPad3d = _mint_pad(_padding.ConstantPad3d, "ConstantPad3d", 3, True)
ZeroPad1d = _mint_pad(_padding.ConstantPad1d, "ZeroPad1d", 1, True, zero=True)
ZeroPad2d = _mint_pad(_padding.ConstantPad2d, "ZeroPad2d", 2, True, zero=True)
ZeroPad3d = _mint_pad(_padding.ConstantPad3d, "ZeroPad3d", 3, True, zero=True)
ReflectionPad1d = _mint_pad(_padding.ReflectionPad1d, "ReflectionPad1d", 1, False)
ReflectionPad2d = _mint_pad(_padding.ReflectionPad2d, "ReflectionPad2d", 2, False)
ReflectionPad3d = _mint_pad(_padding.ReflectionPad3d, "ReflectionPad3d", 3, False)
ReplicationPad1d = _mint_pad(_padding.ReplicationPad1d, "ReplicationPad1d", 1, False)
ReplicationPad2d = _mint_pad(_padding.ReplicationPad2d, "ReplicationPad2d", 2, False)
ReplicationPad3d = _mint_pad(_padding.ReplicationPad3d, "ReplicationPad3d", 3, False)
