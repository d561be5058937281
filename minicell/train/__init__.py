"""``minicell.train``: Model, callbacks, metrics (from the nn layer), loss-scale managers,
mixed precision and checkpoint serialization."""
from .model import Model
from .callback import (Callback, RunContext, LossMonitor, TimeMonitor, History, LambdaCallback,
                       LearningRateScheduler, CheckpointConfig, ModelCheckpoint, EarlyStopping,
                       ReduceLROnPlateau, BackupAndRestore)
from ..nn.metrics import (Metric, rearrange_inputs, names, get_metric_fn, Accuracy, Precision,
                          Recall, Fbeta, F1, TopKCategoricalAccuracy, Top1CategoricalAccuracy,
                          Top5CategoricalAccuracy, MAE, MSE, Loss, Dice, CosineSimilarity,
                          Perplexity, ROC, auc, ConfusionMatrix, ConfusionMatrixMetric, BleuScore,
                          HausdorffDistance, MeanSurfaceDistance, RootMeanSquareDistance,
                          OcclusionSensitivity)
from .loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager
from .amp import build_train_network
from .dataset_helper import DatasetHelper, connect_network_with_dataset, data_sink
from .serialization import save_checkpoint, load_checkpoint, load_param_into_net
from .summary import SummaryRecord
from . import metrics  # noqa: F401  (mindspore.train.metrics)
from .train_thor import ConvertModelUtils, ConvertNetUtils
from .callback import SummaryCollector, SummaryLandscape, OnRequestExit, FlopsUtilizationCollector
from ._convert import (ckpt_to_safetensors, safetensors_to_ckpt, load_checkpoint_async,
                       async_ckpt_thread_status)
from ..parallel.strategy import build_searched_strategy, restore_group_info_list
from ..parallel.checkpoint_transform import merge_sliced_parameter
from ..parallel.checkpoint_load import load_distributed_checkpoint, get_ckpt_path_with_strategy
from ..common.unsupported import install as _install_unsupported
from ..common.unsupported import MINDIR_FUNCTIONS as _MINDIR, placeholders as _placeholders
from .mindir import export, load

__all__ = ["Model", "Callback", "RunContext", "LossMonitor", "TimeMonitor", "History",
           "LambdaCallback", "LearningRateScheduler", "CheckpointConfig", "ModelCheckpoint",
           "EarlyStopping", "ReduceLROnPlateau", "BackupAndRestore", "Metric", "rearrange_inputs", "names",
           "get_metric_fn", "Accuracy", "Precision", "Recall", "Fbeta", "F1",
           "TopKCategoricalAccuracy", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "MAE",
           "MSE", "Loss", "Dice", "CosineSimilarity", "Perplexity", "ROC", "auc",
           "ConfusionMatrix", "ConfusionMatrixMetric", "BleuScore", "HausdorffDistance",
           "MeanSurfaceDistance", "RootMeanSquareDistance", "OcclusionSensitivity",
           "LossScaleManager",
           "FixedLossScaleManager", "DynamicLossScaleManager", "build_train_network",
           "DatasetHelper", "connect_network_with_dataset", "data_sink", "save_checkpoint",
           "load_checkpoint", "load_param_into_net", "ckpt_to_safetensors", "safetensors_to_ckpt",
           "load_checkpoint_async", "async_ckpt_thread_status", "SummaryRecord",
           "SummaryCollector", "SummaryLandscape", "OnRequestExit", "FlopsUtilizationCollector",
           "build_searched_strategy", "merge_sliced_parameter",
           "load_distributed_checkpoint", "get_ckpt_path_with_strategy", "restore_group_info_list",
           "ConvertModelUtils", "ConvertNetUtils", "export", "load"]

_install_unsupported(__name__, "mindspore.train")
# importable stand-ins that raise when called
globals().update(_placeholders("mindspore.train", _MINDIR + ("TrainFaultTolerance",)))
