"""``Symbol``: a symbolic dimension of a dynamic-shape input (``Tensor(shape=[Symbol(...), 3])``
given to ``Cell.set_inputs``). A compiled call checks each such dimension of its inputs
(``compiler/set_inputs.py``); minicell compiles per concrete shape, so a Symbol only constrains.

>>> from minicell import Symbol
>>> str(Symbol(max=32, divisor=8))
"{'max': 32, 'divisor': 8}"
"""


class Symbol:
    """A dimension of ``divisor * N + remainder`` (``N >= 1``) in ``[min, max]`` (``max``
    counts only when above ``min``); with ``unique`` every dimension it names has one value."""

    def __init__(self, max=0, min=1, divisor=1, remainder=0, unique=False, **kwargs):
        for key, val in (("max", max), ("min", min), ("divisor", divisor),
                         ("remainder", remainder)):
            if not isinstance(val, int):
                raise TypeError(f"For 'Symbol', the argument '{key}' must be int, but got "
                                f"{type(val)}")
        if not isinstance(unique, bool):
            raise TypeError(f"For 'Symbol', the argument 'unique' must be bool, but got "
                            f"{type(unique)}")
        if min <= 0:
            raise ValueError(f"For 'Symbol', the 'min' value should be positive, but got {min}")
        if divisor <= 0:
            raise ValueError(f"For 'Symbol', the 'divisor' value should be positive, but got "
                             f"{divisor}")
        if not 0 <= remainder < divisor:
            raise ValueError(f"For 'Symbol', the 'remainder' value should be in the range "
                             f"'[0, {divisor})', but got {remainder}")
        self.max, self.min, self.divisor, self.remainder = max, min, divisor, remainder
        self.unique = unique
        self.id = id(self)

    def to_dict(self):
        """The constraints that say something (2.10's form, kept in ``Tensor.symbolic_shape``):
        ``max`` above ``min``, ``min`` above the least ``divisor + remainder``, a divisor other
        than 1, a remainder, and ``id`` for a unique Symbol."""
        res = {}
        if self.max > self.min:
            res["max"] = self.max
        if self.min > self.divisor + self.remainder:
            res["min"] = self.min
        if self.divisor != 1:
            res["divisor"] = self.divisor
        if self.remainder:
            res["remainder"] = self.remainder
        if self.unique:
            res["id"] = self.id
        return res

    def __str__(self):
        return str(self.to_dict())

    __repr__ = __str__
