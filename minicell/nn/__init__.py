"""``minicell.nn``: Cell, containers, layers, losses, optimizers and training cells."""
from .cell import Cell  # noqa: F401
