"""Shared by both modes: the op registry, eager dispatch, the autodiff tape and hooks."""
from . import primitives  # noqa: F401  (fills the registry)
from . import tracer  # noqa: F401  (installs the eager tracer)
