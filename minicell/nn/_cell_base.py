"""``mindspore._c_expression.Cell_`` and ``MixedPrecisionType``: the C++ base of MindSpore's
``Cell`` and the enum of the precision it records for a Cell.

MindSpore 2.10 keeps that record beside the casts: ``to_float`` writes both, but
``Cell_.set_mixed_precision_type(cell, t)`` changes only what ``get_mixed_precision_type()``
answers, not the dtype the Cell runs in (measured: a ``to_float(float16)`` Dense set to
``NOTSET`` still returns Float16). minicell keeps the same split: the casts follow
``to_float`` (``Cell._mixed_precision_type``), the record is this base's.

>>> import minicell as ms
>>> from minicell._c_expression import Cell_, MixedPrecisionType
>>> d = ms.nn.Dense(2, 2)
>>> isinstance(d, Cell_), d.get_mixed_precision_type()
(True, <MixedPrecisionType.NOTSET: 0>)
>>> d.to_float(ms.float16).get_mixed_precision_type()
<MixedPrecisionType.FP16: 1>
"""
import enum


class MixedPrecisionType(enum.IntEnum):
    """MindSpore's precision record of a Cell; members compare equal to their ints (a pybind11
    enum)."""
    NOTSET = 0
    FP16 = 1
    FP32 = 2
    BF16 = 3

    def __str__(self):
        return f"MixedPrecisionType.{self.name}"


_RECORDS = {"Float16": "FP16", "Float32": "FP32", "BFloat16": "BF16"}


def precision_record(dtype):
    """The ``MixedPrecisionType`` of a ``to_float`` dtype (None: ``NOTSET``)."""
    return MixedPrecisionType.NOTSET if dtype is None else MixedPrecisionType[_RECORDS[str(dtype)]]


def _bad_args(method, signature, args):
    shown = ", ".join(repr(a) for a in args)
    return TypeError(f"{method}(): incompatible function arguments. The following argument types "
                     f"are supported:\n    1. {signature}\n\nInvoked with: {shown}")


class Cell_:     # noqa: N801  (MindSpore's name)
    """The base of every Cell (``isinstance(cell, Cell_)``) holding its precision record."""

    def set_mixed_precision_type(self, mixed_type):
        """Record ``mixed_type`` (a ``MixedPrecisionType``) as this Cell's precision."""
        if not isinstance(self, Cell_) or not isinstance(mixed_type, MixedPrecisionType):
            raise _bad_args("set_mixed_precision_type",
                            "(self: mindspore._c_expression.Cell_, arg0: "
                            "mindspore._c_expression.MixedPrecisionType) -> None",
                            (self, mixed_type))
        object.__setattr__(self, "_precision_record", mixed_type)

    def get_mixed_precision_type(self):
        """The recorded precision: ``NOTSET`` until ``to_float`` or ``set_mixed_precision_type``."""
        if not isinstance(self, Cell_):
            raise _bad_args("get_mixed_precision_type",
                            "(self: mindspore._c_expression.Cell_) -> "
                            "mindspore._c_expression.MixedPrecisionType", (self,))
        return self.__dict__.get("_precision_record", MixedPrecisionType.NOTSET)

    @property
    def mixed_precision_type(self):
        """The precision this Cell runs in (``to_float``'s), as a ``MixedPrecisionType``."""
        return precision_record(getattr(self, "_mixed_precision_type", None))

