"""Shared by both modes: the op registry, eager dispatch, the autodiff tape and hooks."""
from . import primitives  # noqa: F401  (fills the registry)
