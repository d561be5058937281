"""``mindspore._extends.parse``: ``compile_config`` (the compiler switches) and
``standard_method`` (Tensor methods and sequence helpers as functions)."""
from . import compile_config, standard_method

__all__ = ["compile_config", "standard_method"]
