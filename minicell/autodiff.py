"""``ms.grad``, ``ms.value_and_grad``."""
__all__ = []
