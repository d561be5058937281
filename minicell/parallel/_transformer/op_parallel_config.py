"""The parallel configurations of ``mindspore.parallel._transformer``: how many ways a layer's
data (``data_parallel``), its weights (``model_parallel``), its experts (``expert_parallel``)
and the network's layers (``pipeline_stage``) would be cut.

minicell keeps them as validated, stored values: the layers read them to check divisibility
(as MindSpore does) and to record their operators' strategies, which change nothing on one
device. The pipeline and optimizer-shard settings are written through to the auto-parallel
context, as MindSpore's setters do.

>>> config = OpParallelConfig(data_parallel=2)
>>> config.data_parallel, config.model_parallel
(2, 1)
"""
from ... import _checkparam as Validator
from ... import log as logger
from .._auto_parallel_context import get_auto_parallel_context, set_auto_parallel_context
from .._utils import _get_parallel_mode, _get_device_num

__all__ = ["OpParallelConfig"]


def checked_field(name, check=Validator.check_positive_int, on_set=None):
    """A property stored as ``_name`` whose every assignment is checked by ``check(value,
    name)`` (and then passed to ``on_set(value)``, if given)."""
    slot = "_" + name

    def fget(self):
        return getattr(self, slot)

    def fset(self, value):
        check(value, name)
        setattr(self, slot, value)
        if on_set is not None:
            on_set(value)
    return property(fget, fset)


def forwarded_field(target, name):
    """A property read from and written to ``self.<target>.<name>``."""
    def fget(self):
        return getattr(getattr(self, target), name)

    def fset(self, value):
        setattr(getattr(self, target), name, value)
    return property(fget, fset)


class _Config:
    """Prints every stored field, one ``name:value`` line each, under ``[ParallelConfig]``."""

    def __str__(self):
        return "[ParallelConfig]\n" + "".join(f"{k}:{v}\n" for k, v in self.__dict__.items())


class OpParallelConfig(_Config):
    """Data and model parallel ways of one operator-level layer (positive ints)."""

    data_parallel = checked_field("data_parallel")
    model_parallel = checked_field("model_parallel")

    def __init__(self, data_parallel=1, model_parallel=1):
        self.data_parallel = data_parallel
        self.model_parallel = model_parallel


class MoEParallelConfig(_Config):
    """Data, model and expert parallel ways of a mixture-of-experts layer; ``dpmp`` is the
    data/model part as an ``OpParallelConfig`` (the attention beside the experts uses it)."""

    data_parallel = forwarded_field("_dpmp", "data_parallel")
    model_parallel = forwarded_field("_dpmp", "model_parallel")
    expert_parallel = checked_field("expert_parallel")

    def __init__(self, data_parallel=1, model_parallel=1, expert_parallel=1):
        Validator.check_positive_int(data_parallel, "data_parallel")
        Validator.check_positive_int(model_parallel, "model_parallel")
        Validator.check_positive_int(expert_parallel, "expert_parallel")
        self._dpmp = OpParallelConfig(data_parallel=data_parallel, model_parallel=model_parallel)
        self.expert_parallel = expert_parallel

    @property
    def dpmp(self):
        return self._dpmp


class _PipeLineConfig(_Config):
    """Pipeline stages, segments and micro batches; stages and segments are also set in the
    auto-parallel context."""

    pipeline_stage = checked_field(
        "pipeline_stage", on_set=lambda v: set_auto_parallel_context(pipeline_stages=v))
    pipeline_segment = checked_field(
        "pipeline_segment", on_set=lambda v: set_auto_parallel_context(pipeline_segments=v))
    micro_batch_num = checked_field("micro_batch_num")

    def __init__(self, pipeline_stage=1, micro_batch_num=1, pipeline_segment=1):
        Validator.check_positive_int(pipeline_stage, "pipeline_stage")
        Validator.check_positive_int(micro_batch_num, "micro_batch_num")
        self.pipeline_stage = pipeline_stage
        self.pipeline_segment = pipeline_segment
        self.micro_batch_num = micro_batch_num


default_dpmp_config = OpParallelConfig()
default_moeparallel_config = MoEParallelConfig()


def _check_config(config):
    """MindSpore's consistency checks of a config against the parallel context: the pipeline
    stages must agree; under (semi-)auto parallel the cut must fit the devices."""
    stages = get_auto_parallel_context("pipeline_stages")
    if hasattr(config, "pipeline_stage") and stages != config.pipeline_stage:
        raise ValueError(f"The pipeline stage {stages} in auto_parallel_context is not equal to "
                         f"the pipeline_stage {config.pipeline_stage} in the config.")
    if _get_parallel_mode() not in ("semi_auto_parallel", "auto_parallel"):
        return
    device_num = _get_device_num()
    if config.data_parallel * config.model_parallel * stages > device_num:
        raise ValueError(f"The product of the data parallel {config.data_parallel}, model "
                         f"parallel {config.model_parallel} pipeline stages {stages} should be "
                         f"less than device_num {device_num}.")
    optimizer_shard = get_auto_parallel_context("enable_parallel_optimizer")
    if hasattr(config, "optimizer_shard") and optimizer_shard and \
            optimizer_shard != config.optimizer_shard:
        logger.warning(f"The optimizer shard {optimizer_shard} in auto_parallel_context is not "
                       f"equal to the optimizer_shard {config.optimizer_shard} in the "
                       f"OpParallelConfig. Please check the optimizer_shard to make them "
                       f"consistent.")
