"""Training wrappers (WithLossCell, TrainOneStepCell, WithEvalCell, WithGradCell)."""
from .cell_wrapper import *  # noqa: F401,F403
from .cell_wrapper import __all__  # noqa: F401
