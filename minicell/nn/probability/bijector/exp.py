"""Exp bijector (MindSpore's module path ``bijector.exp``)."""
from .power_transform import Exp

__all__ = ['Exp']
