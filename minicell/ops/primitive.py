"""Primitive classes (``ops.Add()``, ``ops.MatMul(transpose_b=True)``)."""

__all__ = ["Primitive"]


class Primitive:
    """Base of the Primitive classes: construct with static attributes, call with tensors."""

    def __init__(self, name=None):
        self.name = name or type(self).__name__

    def __repr__(self):
        return f"Prim[{self.name}]"
