"""Constants of ``mindspore.profiler``: option enums, timeline event fields, file names.

The names and values are 2.10's (scripts and the analysis code compare against them).
"""
from enum import Enum


class DeviceTarget(Enum):
    """Device targets as ``context.get_context("device_target")`` names them."""
    CPU = "CPU"
    GPU = "GPU"
    NPU = "Ascend"


class ProfilerLevel(Enum):
    """How much the profiler collects."""
    LevelNone = "LevelNone"
    Level0 = "Level0"
    Level1 = "Level1"
    Level2 = "Level2"


class ProfilerActivity(Enum):
    """Which devices' activity the profiler collects."""
    NPU = "NPU"
    GPU = "GPU"
    CPU = "CPU"


class AicoreMetrics(Enum):
    """Ascend AI Core metric groups."""
    PipeUtilization = "PipeUtilization"
    ArithmeticUtilization = "ArithmeticUtilization"
    Memory = "Memory"
    MemoryL0 = "MemoryL0"
    MemoryUB = "MemoryUB"
    ResourceConflictRatio = "ResourceConflictRatio"
    L2Cache = "L2Cache"
    MemoryAccess = "MemoryAccess"
    AiCoreNone = "None"


class OverlapAnalysisTidName(Enum):
    """Thread names of the overlap-analysis timeline layer."""
    COMPUTING = "Computing"
    COMMUNICATION = "Communication"
    COMMUNICATION_NOT_OVERLAP = "Communication(Not Overlapped)"
    FREE = "Free"


_OP_SUMMARY = (
    ("STEP_ID", "Step ID"), ("DEVICE_ID", "Device_id"), ("MODEL_NAME", "Model Name"),
    ("MODEL_ID", "Model ID"), ("TASK_ID", "Task ID"), ("STREAM_ID", "Stream ID"),
    ("OP_NAME", "Op Name"), ("OP_TYPE", "OP Type"), ("TASK_TYPE", "Task Type"),
    ("TASK_START_TIME", "Task Start Time(us)"), ("TASK_DURATION", "Task Duration(us)"),
    ("TASK_WAIT_TIME", "Task Wait Time(us)"), ("BLOCK_NUM", "Block Num"),
    ("MIX_BLOCK_NUM", "Mix Block Num"), ("HF32_ELIGIBLE", "HF32 Eligible"),
    ("INPUT_SHAPES", "Input Shapes"), ("INPUT_DATA_TYPES", "Input Data Types"),
    ("INPUT_FORMATS", "Input Formats"), ("OUTPUT_SHAPES", "Output Shapes"),
    ("OUTPUT_DATA_TYPES", "Output Data Types"), ("OUTPUT_FORMATS", "Output Formats"),
    ("CONTEXT_ID", "Context ID"))
OpSummaryHeaders = Enum("OpSummaryHeaders", _OP_SUMMARY, module=__name__,
                        qualname="OpSummaryHeaders")
OpSummaryHeaders.__doc__ = "Column headers of op_summary.csv."


class EventConstant:
    """Fields, phases, categories and ids of the trace-event (timeline) format."""
    # event phases
    START_FLOW, END_FLOW = "s", "f"
    META_EVENT, COMPLETE_EVENT, INSTANT_EVENT, COUNTER_EVENT = "M", "X", "i", "C"
    # metadata event names
    PROCESS_NAME = "process_name"
    PROCESS_LABEL = "process_labels"
    PROCESS_SORT = "process_sort_index"
    THREAD_NAME = "thread_name"
    THREAD_SORT = "thread_sort_index"
    CPU_LABEL, ASCEND_LABEL = "CPU", "NPU"
    # flows
    HOST_TO_DEVICE_FLOW_CAT = "HostToDevice"
    MINDSPORE_NPU_FLOW_CAT = "async_npu"
    MINDSPORE_SELF_FLOW_CAT = "async_mindspore"
    MSTX_FLOW_CAT = "MsTx"
    MINDSPORE_SELF_FLOW_NAME = "mindspore_to_self"
    MINDSPORE_NPU_FLOW_NAME = "mindspore_to_npu"
    MSTX_FLOW_NAME = "mindspore_to_mstx"
    # process ids and sort indexes
    MINDSPORE_PID, CPU_OP_PID, SCOPE_LAYER_PID = 1, 2, 3
    MINDSPORE_SORT_IDX, CPU_OP_SORT_IDX, SCOPE_LAYER_SORT_IDX = 1, 2, 12
    # argument field names
    SEQUENCE_NUMBER = "Sequence number"
    FORWARD_THREAD_ID = "Fwd thread id"
    OP_NAME = "op_name"
    INPUT_SHAPES = "Input Dims"
    INPUT_DTYPES = "Input type"
    CALL_STACK = "Call stack"
    MODULE_HIERARCHY = "Module Hierarchy"
    FLOPS = "flops"
    NAME = "name"
    CUSTOM_INFO = "custom_info"
    TOP_SCOPE_NAMES = ("Default", "Gradients", "recompute_Default")
    KERNEL_LAUNCH_KEYWORDS = ("KernelLaunch", "LaunchTask")
    MSTX_KEYWORD = "Mstx"
    STACK_EVENT_CAT = "python_function"
    FLOW_OP = "flow"
    INVALID_FLOW_ID = 2 ** 64 - 1


class TimeConstant:
    """Time unit factors."""
    NS_TO_US = 0.001
    MS_TO_US = 1000


class FileConstant:
    """File-format constants."""
    FIX_SIZE_DATA = "fix_size_data"
    CANN_FILE_REGEX = r"^PROF_\d+_\d+_[0-9a-zA-Z]+"
    FRAMEWORK_DIR = "FRAMEWORK"


class ProfilerStepNameConstant:
    """Name prefix of the per-step events."""
    PROFILER_STEP = "ProfilerStep#"


class TimelineLayerName(Enum):
    """Process (layer) names of the timeline."""
    MINDSPORE = "MindSpore"
    CPU_OP = "CPU OP"
    MSTX = ["python", "python3"]
    CANN = "CANN"
    SCOPER_LAYER = "Scope Layer"
    ASCEND_HARDWARE = "Ascend Hardware"
    HCCL = "HCCL"
    AI_CORE_FREQ = "AI Core Freq"
    HBM = "HBM"
    PCLE = "PCle"
    HCCS = "HCCS"
    LLC = "LLC"
    NPU_MEM = "NPU MEM"
    STARS_SOC_INFO = "Stars Soc Info"
    STARS_Chip_Trans = "Stars Chip Trans"
    ACC_PMU = "Acc PMU"
    SIO = "SIO"
    QOS = "QoS"
    NIC = "NIC"
    ROCE = "RoCE"
    OVERLAP_ANALYSIS = "Overlap Analysis"


class AnalysisMode(Enum):
    """Whether ``analyse`` runs in the caller's process or a child one."""
    SYNC_MODE = "sync"
    ASYNC_MODE = "async"


class JitLevel:
    """``jit_config`` levels."""
    KBK_LEVEL = "O0"
    KBK_DVM_LEVEL = "O1"
    GRAPH_LEVEL = "O2"


class ExportType(Enum):
    """Output formats of the analysis."""
    Db = "db"
    Text = "text"


class CannLibName:
    """CANN libraries the profiler loads."""
    CANN_MSPTI = "libmspti.so"


class DynoMode:
    """Environment switch of the dynolog daemon mode."""
    DYNO_DAEMON = "MSMONITOR_USE_DAEMON"


class HostSystem(Enum):
    """Host-side system data the profiler can collect."""
    CPU = "cpu"
    MEM = "mem"
    DISK = "disk"
    NETWORK = "network"
    OSRT = "osrt"


class MsprofModeName:
    """Environment variable of msprof's dynamic mode."""
    MSPROF_DYNAMIC_ENV = "PROFILING_MODE"
