"""``mindspore.parallel``'s counterpart: the auto-parallel context, the device mesh of a parallel
run (``_mesh.current_mesh``), the ``msrun`` launcher, and sharding layouts."""
from ._auto_parallel_context import (  # noqa: F401
    ParallelMode, set_auto_parallel_context, get_auto_parallel_context,
    reset_auto_parallel_context,
)
from .algo_parameter_config import (  # noqa: F401
    set_algo_parameters, get_algo_parameters, reset_algo_parameters,
)
# also makes minicell.parallel.shard the module 2.10 has; the attribute is the function again
from .shard import Layout, shard  # noqa: F401,E402
from .strategy import (  # noqa: F401,E402
    build_searched_strategy, merge_pipeline_strategys, restore_group_info_list,
    set_op_strategy_config,
)
from .checkpoint_transform import (  # noqa: F401,E402
    merge_sliced_parameter, rank_list_for_transform, transform_checkpoint_by_rank,
    transform_checkpoints, convert_checkpoints, convert_checkpoint_by_rank, rank_list_for_convert,
)
from .checkpoint_load import (  # noqa: F401,E402
    unified_safetensors, load_distributed_checkpoint, load_segmented_checkpoints,
    get_ckpt_path_with_strategy,
)
from .parameter_broadcast import parameter_broadcast  # noqa: F401,E402
from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.parallel")
_unsupported_name = __getattr__  # noqa: F821  installed by the line above


def __getattr__(name):
    """``mindspore.parallel.nn`` and ``.auto_parallel`` (2.10's Cell-level parallel API, which
    builds on ``minicell.nn``) are imported on first use."""
    if name in ("nn", "auto_parallel"):
        import importlib
        return importlib.import_module("." + name, __name__)
    return _unsupported_name(name)
