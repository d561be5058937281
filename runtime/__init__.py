"""Shared by both modes: the op registry, eager dispatch, the autodiff tape and hooks."""
import logging as _logging

from . import primitives  # noqa: F401  (fills the registry)
from . import tracer  # noqa: F401  (installs the eager tracer)

# JAX's DEBUG/INFO records (one per trace and compile, "Unable to initialize backend 'tpu'")
# would fill a script's root logger set to DEBUG or INFO (research/gnn/nri-mpm's create_logger:
# 3,480 lines in two epochs), which 2.10 leaves empty; a level the user gives "jax" stays.
if _logging.getLogger("jax").level == _logging.NOTSET:
    _logging.getLogger("jax").setLevel(_logging.WARNING)
