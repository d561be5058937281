"""Events of the "MindSpore" (framework) layer, decoded from the op-range TLV records.

A record is a dict: ``fix_size_data`` (the fixed-size struct, fields indexed by
``OpRangeStructField``) plus the string fields keyed by their ``OpRangeStructField``
number. Times are device system counts, converted with ``TimeConverter``."""
from decimal import Decimal
from enum import Enum
from typing import Dict, List, Optional

from minicell import log as logger
from minicell.profiler.common.constant import EventConstant, FileConstant
from minicell.profiler.analysis.time_converter import TimeConverter
from .base_event import BaseEvent, CompleteEvent, InstantEvent, MetaEvent


def _name_enum(cls_name, names, doc):
    """An Enum whose members (in this order, the record's index order) are CamelCase
    names: member ``FOO_BAR`` for the value ``FooBar`` unless given as a pair."""
    members = []
    for item in names.split():
        member, _, value = item.partition("=")
        members.append((member, value or member))
    enum = Enum(cls_name, members, module=__name__, qualname=cls_name)
    enum.__doc__ = doc
    return enum


ProfilerStage = _name_enum("ProfilerStage", (
    "DEFAULT=Default PYTHON=Python CAPTURE=Capture RUN_GRAPH=RunGraph RUN_GRAD=RunGrad "
    "RUN_OP=RunOp ASNUMPY=Asnumpy COMPILE_GRAD_GRAPH=CompileGradGraph "
    "WAIT_PIPELINE=WaitPipeline SYNC_STREAM=SyncStream"), "Profiler stages.")
ProfilerModule = _name_enum("ProfilerModule", (
    "DEFAULT=Default GRAPH_EXECUTOR_PY=GraphExecutorPy RUNTIME_FRAMEWORK=RuntimeFramework "
    "PYNATIVE_FRAMEWORK=PynativeFramework KERNEL=Kernel PYTHON=Python CAPTURE=Capture "
    "OTHER=Other"), "Profiler modules.")
ProfilerEvent = _name_enum("ProfilerEvent", (
    "DEFAULT=Default KERNEL_INFER=KernelInfer KERNEL_RESIZE=KernelResize "
    "KERNEL_INFER_AND_RESIZE=KernelInferAndResize KERNEL_LAUNCH=KernelLaunch "
    "KERNEL_LAUNCH_CALLBACK=KernelLaunckCallback KERNEL_UPDATE=KernelUpdate "
    "KERNEL_PREPARE_DATA=KernelPrepareData GRAPH_LAUNCH=GraphLaunch "
    "INPUT_PROCESS=InputProcess OUTPUT_PROCESS=OutputProcess "
    "WAIT_TASK_FINISH=WaitTaskFinish PRE_LAUNCH=PreLaunch POST_LAUNCH=PostLaunch "
    "SEND_OUTPUT=SendOutput MEMORY_ALLOC=MemoryAlloc MEMORY_FREE=MemoryFree "
    "COPY_DATA=CopyData STREAM_SYNC=StreamSync PROCESS_MULTI_STREAM=ProcessMultiStream "
    "WAIT_KERNELS_INFER_FINISH=WaitKernelsInferFinish "
    "WAIT_KERNELS_RESIZE_FINISH=WaitKernelsResizeFinish "
    "WAIT_KERNELS_LAUNCH_FINISH=WaitKernelsLaunchFinish "
    "KERNEL_INFER_INNER=KernelInferInner KERNEL_INFER_DATA_SYNC=KernelInferDataSync "
    "KERNEL_RESIZE_INNER=KernelResizeInner KERNEL_LAUNCH_INNER=KernelLaunchInner "
    "BACKEND_GRAPH_RUN_INNER=BackendGraphRunInner RUN_OP=RunOp "
    "PYNATIVE_FRONTEND_TASK=PyNativeFrontendTask PYNATIVE_BACKEND_TASK=PyNativeBackendTask "
    "PYNATIVE_DEVICE_TASK=PyNativeDeviceTask PYNATIVE_LAUNCH_TASK=PyNativeLaunchTask "
    "PYNATIVE_BPROP_TASK=PyNativeBpropTask WAIT=Wait "
    "PYNATIVE_GIL_ACQUIRE=PyNativeGilAcquire PYNATIVE_CAST=PyNativeCast "
    "PYNATIVE_INFER=PyNativeInfer PYNATIVE_OP_COMPILE=PyNativeOpCompile "
    "PYNATIVE_GRAD_EXPANDER=PyNativeGradExpander "
    "PYNATIVE_GRAD_UPDATE_SENS=PyNativeGradUpdateSens "
    "PYNATIVE_GRAD_CLEAR_TOP_CELL=PyNativeGradClearTopCell "
    "PYNATIVE_GRAD_CLEAR_AUTO_GRAD_CELL=PyNativeGradClearAutoGradCell "
    "PYBOOST_INFER_OUTPUT=PyBoostInferOutput PYBOOST_INFER_BY_OP_DEF=PyBoostInferByOpDef "
    "PYBOOST_CREATE_OUTPUT_TENSOR=PyBoostCreateOutputTensor "
    "PYBOOST_DEVICE_TASK=PyBoostDeviceTask PYBOOST_MALLOC_INPUT=PyBoostMallocInput "
    "PYBOOST_MALLOC_OUTPUT=PyBoostMallocOutput PYBOOST_LAUNCH_ACLLNN=PyBoostLaunchAclnn "
    "PYBOOST_LAUNCH_ATB=PyBoostLaunchAtb PYNATIVE_NEW_GRAPH=PyNativeNewGraph "
    "PYNATIVE_END_GRAPH=PyNativeEndGraph PYTHON_OBSERVED=PythonObserved "
    "CAPTURE_RUN_GRAPH=CaptureRunGraph CAPTURE_PROCESS=CaptureProcess "
    "CAPTURE_COMPILE=CaptureCompile CAPTURE_GUARD=CaptureGuard "
    "ACLNN_HIT_CACHE_STAGE_1=AclnnHitCacheStage1 ACLNN_HIT_CACHE_STAGE_2=AclnnHitCacheStage2 "
    "ACLNN_MISS_CACHE_STAGE_1=AclnnMissCacheStage1 "
    "ACLNN_MISS_CACHE_STAGE_2=AclnnMissCacheStage2 ACLNN_UPDATE_ADDRESS=AclnnUpdateAddress "
    "ACLNN_RUN_OP=AclnnRunOp RUN_EXPANDER_FUNC=RunExpanderFunc EMIT_OP=EmitOp "
    "EXECUTE=Execute RELEASE_RESOURCE=ReleaseResource NATIVE_FUNC=NativeFunc"),
    "Profiler events.")


class FwkFixSizeFormat:
    """``struct`` format of the op-range record's fixed-size part."""
    OpRangeStruct = "<5Qi3Hb3?"


class OpRangeStructField(Enum):
    """Index of each op-range field (fixed part 0-12, then the TLV strings)."""
    THREAD_ID = 0
    FLOW_ID = 1
    STEP = 2
    START_TIME_NS = 3
    END_TIME_NS = 4
    PROCESS_ID = 5
    MODULE_INDEX = 6
    EVENT_INDEX = 7
    STAGE_INDEX = 8
    LEVEL = 9
    IS_GRAPH_DATA = 10
    IS_STAGE = 11
    IS_STACK = 12
    NAME = 13
    FULL_NAME = 14
    MODULE_GRAPH = 15
    EVENT_GRAPH = 16
    CUSTOM_INFO = 17


class FwkProfileDataField:
    """The stage/module/event names by their record index."""

    @staticmethod
    def _get_enum_value(enum_class, index: int, enum_type: str) -> str:
        members = list(enum_class)
        try:
            return members[index].value
        except IndexError:
            logger.warning(f"Invalid {enum_type} index: {index}")
            return enum_class.DEFAULT.value

    @staticmethod
    def get_stage_value(index: int) -> str:
        """Stage name."""
        return FwkProfileDataField._get_enum_value(ProfilerStage, index, "stage")

    @staticmethod
    def get_module_value(index: int) -> str:
        """Module name."""
        return FwkProfileDataField._get_enum_value(ProfilerModule, index, "module")

    @staticmethod
    def get_event_value(index: int) -> str:
        """Event name."""
        return FwkProfileDataField._get_enum_value(ProfilerEvent, index, "event")


_F = OpRangeStructField


class FwkEventMixin:
    """The name and custom info shared by the framework events."""

    def _field(self, field: OpRangeStructField, default=""):
        return self._origin_data.get(field.value, default)

    def get_name(self) -> str:
        """Stack frames keep their name; graph data is ``module::event::name``; a stage
        is its stage name; other ops ``Module::Event::full_name`` (a flow keeps its
        full name)."""
        fix = self.fix_size_data
        op_name = self._field(_F.NAME)
        if fix[_F.IS_STACK.value]:
            return op_name
        full_name = self._field(_F.FULL_NAME)
        if fix[_F.IS_GRAPH_DATA.value]:
            return (f"{self._field(_F.MODULE_GRAPH)}::{self._field(_F.EVENT_GRAPH)}"
                    f"::{op_name}")
        if fix[_F.IS_STAGE.value]:
            return FwkProfileDataField.get_stage_value(fix[_F.STAGE_INDEX.value])
        if op_name == "flow":
            return full_name
        module = FwkProfileDataField.get_module_value(fix[_F.MODULE_INDEX.value])
        event = FwkProfileDataField.get_event_value(fix[_F.EVENT_INDEX.value])
        return f"{module}::{event}::{full_name}"

    def get_custom_info(self) -> str:
        """``str`` of a dict of the first two ``key:value`` pairs of the
        ``;``-separated custom info (``{}`` when it holds fewer than two)."""
        value = self._field(_F.CUSTOM_INFO, None)
        if value is None:
            return ""
        pairs = [item.split(":") for item in value.split(";") if item]
        if len(pairs) < 2:
            return str({})
        return str({key: val for key, val in pairs[:2]})


class _FwkTimed(FwkEventMixin):
    """Cached start time, name and the integer fields of a framework event."""

    def _init_fwk(self):
        self.fix_size_data = self._origin_data[FileConstant.FIX_SIZE_DATA]
        self._ts_cache = None
        self._name_cache = None

    @property
    def ts_raw(self) -> int:
        """The start as a system count."""
        return self.fix_size_data[_F.START_TIME_NS.value]

    @property
    def ts(self) -> Decimal:
        """Start (us)."""
        if not self._ts_cache:
            self._ts_cache = TimeConverter.convert_syscnt_to_timestamp_us(self.ts_raw)
        return self._ts_cache

    @property
    def pid(self) -> int:
        return int(EventConstant.MINDSPORE_PID)

    @property
    def tid(self) -> int:
        return int(self.fix_size_data[_F.THREAD_ID.value])

    @property
    def name(self) -> str:
        if not self._name_cache:
            self._name_cache = self.get_name()
        return self._name_cache

    @property
    def step(self) -> int:
        """Step number."""
        return int(self.fix_size_data[_F.STEP.value])

    @property
    def level(self) -> int:
        """Profiling level of the record."""
        return int(self.fix_size_data[_F.LEVEL.value])

    @property
    def custom_info(self) -> str:
        """See ``get_custom_info``."""
        return self.get_custom_info()


class FwkCompleteEvent(_FwkTimed, CompleteEvent):
    """A framework span; ``parent``/``children`` link flows and launched kernels."""

    def __init__(self, data: Dict):
        super().__init__(data)
        self._init_fwk()
        self._te_cache = None
        self._dur_cache = None
        self._parent: Optional[BaseEvent] = None
        self._children: List[BaseEvent] = []

    @property
    def parent(self) -> Optional[BaseEvent]:
        """The event this one came from."""
        return self._parent

    @parent.setter
    def parent(self, event: BaseEvent) -> None:
        self._parent = event

    @property
    def children(self) -> List[BaseEvent]:
        """Events this one leads to."""
        return self._children

    @property
    def te(self) -> Decimal:
        """End (us)."""
        if not self._te_cache:
            self._te_cache = TimeConverter.convert_syscnt_to_timestamp_us(
                self.fix_size_data[_F.END_TIME_NS.value])
        return self._te_cache

    @property
    def dur(self) -> Decimal:
        if not self._dur_cache:
            self._dur_cache = self.te - self.ts
        return self._dur_cache

    @property
    def id(self) -> int:
        """Flow id."""
        return int(self.fix_size_data[_F.FLOW_ID.value])

    @property
    def is_stack(self) -> bool:
        """Whether this is a Python stack frame."""
        return bool(self.fix_size_data[_F.IS_STACK.value])

    @property
    def cat(self) -> str:
        return EventConstant.STACK_EVENT_CAT if self.is_stack else ""


class FwkInstantEvent(_FwkTimed, InstantEvent):
    """A framework record whose start equals its end."""

    def __init__(self, data: Dict):
        super().__init__(data)
        self._init_fwk()


class FwkMetaEvent(MetaEvent):
    """Metadata of the MindSpore layer."""

    @property
    def pid(self) -> int:
        return int(EventConstant.MINDSPORE_PID)
