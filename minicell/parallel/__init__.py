"""``mindspore.parallel``'s counterpart: the auto-parallel context, the device mesh of a parallel
run (``_mesh.current_mesh``), the ``msrun`` launcher, and sharding layouts."""
from ._auto_parallel_context import (  # noqa: F401
    ParallelMode, set_auto_parallel_context, get_auto_parallel_context,
    reset_auto_parallel_context,
)
from .algo_parameter_config import (  # noqa: F401
    set_algo_parameters, get_algo_parameters, reset_algo_parameters,
)
from .layout import Layout  # noqa: F401,E402
from .sharding import shard  # noqa: F401,E402
