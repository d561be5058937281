"""The vision transforms' ``Inter`` and ``Border`` enums and 2.10's check of an enum argument
(a leaf module: the transform modules take their defaults from it)."""
import enum


class Inter(enum.IntEnum):
    """Interpolation of ``Resize``."""
    NEAREST = 0
    ANTIALIAS = 1
    BILINEAR = LINEAR = 2
    BICUBIC = CUBIC = 3
    AREA = 4
    PILCUBIC = 5


class Border(str, enum.Enum):
    """How ``Pad``/``RandomCrop`` fill the border."""
    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


def check_enum(value, enum_cls, name):
    """``value`` when it is a member of ``enum_cls``; 2.10's TypeError for anything else (its
    plain value too: ``Resize(4, interpolation=2)`` is refused, measured)."""
    if not isinstance(value, enum_cls):
        raise TypeError(f"Argument {name} with value {value} is not of type [{enum_cls!r}], "
                        f"but got {type(value)}.")
    return value


def check_inter(value, name="interpolation"):
    return check_enum(value, Inter, name)
