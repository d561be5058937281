"""Training wrappers (WithLossCell, TrainOneStepCell, WithEvalCell, WithGradCell), the
loss-scale cells, the data-parallel gradient reducer and the micro-batch/pipeline cells."""
from .cell_wrapper import *  # noqa: F401,F403
from .cell_wrapper import __all__ as _cell_wrapper_all
from .loss_scale import *  # noqa: F401,F403
from .loss_scale import __all__ as _loss_scale_all
from .grad_reducer import DistributedGradReducer  # noqa: F401
from .micro_batch import *  # noqa: F401,F403
from .micro_batch import __all__ as _micro_batch_all

__all__ = (_cell_wrapper_all + _loss_scale_all + ["DistributedGradReducer"] +
           _micro_batch_all)
