"""Autodiff-related ops: GradOperation, HookBackward."""
__all__ = []
