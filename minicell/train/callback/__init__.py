"""``minicell.train.callback``: the hooks ``Model.train``/``eval``/``fit`` call."""
from ._callback import Callback, RunContext
from ._callback import InternalCallbackParam as _InternalCallbackParam  # noqa: F401  (zoo code)
from ._callback import CallbackManager as _CallbackManager  # noqa: F401  (MindSpore's tests)
from ._monitors import LossMonitor, TimeMonitor, History, LambdaCallback, LearningRateScheduler
from ._checkpoint import CheckpointConfig, ModelCheckpoint
from ._checkpoint import CheckpointManager as _CheckpointManager  # noqa: F401  (MindSpore's tests)
from ._checkpoint import _set_cur_net  # noqa: F401  (zoo callbacks import it)
from ._checkpoint import _checkpoint_cb_for_save_op  # noqa: F401  (MindSpore's tests)
from ._plateau import EarlyStopping, ReduceLROnPlateau
from ._backup import BackupAndRestore
from ._summary_collector import SummaryCollector
from ._landscape import SummaryLandscape
from ._on_request_exit import OnRequestExit
from ._flops_collector import FlopsUtilizationCollector
from . import _time_monitor, _loss_monitor  # noqa: F401  (MindSpore's module paths)

__all__ = ["Callback", "RunContext", "LossMonitor", "TimeMonitor", "History", "LambdaCallback",
           "LearningRateScheduler", "CheckpointConfig", "ModelCheckpoint", "EarlyStopping",
           "ReduceLROnPlateau", "BackupAndRestore", "SummaryCollector", "SummaryLandscape",
           "OnRequestExit",
           "FlopsUtilizationCollector"]

from ...common.unsupported import install as _install_unsupported  # noqa: E402
from ...common.unsupported import placeholders as _placeholders  # noqa: E402

_install_unsupported(__name__, "mindspore.train.callback")
globals().update(_placeholders("mindspore.train.callback", ("TrainFaultTolerance",)))
