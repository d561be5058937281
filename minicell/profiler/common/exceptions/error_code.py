"""Error codes and message templates of the profiler's exceptions (2.10's values)."""
from enum import Enum, unique

_GENERAL, _PARSER, _ANALYSER = 1 << 7, 2 << 7, 3 << 7


class ProfilerMgrErrors(Enum):
    """Base of the profiler's error-code enums."""


@unique
class ProfilerErrors(ProfilerMgrErrors):
    """Profiler error codes: a group mask or'ed with a number."""
    PARAM_VALUE_ERROR = _GENERAL | 0
    PATH_ERROR = _GENERAL | 1
    PARAM_TYPE_ERROR = _GENERAL | 2
    DIR_NOT_FOUND_ERROR = _GENERAL | 3
    FILE_NOT_FOUND_ERROR = _GENERAL | 4
    IO_ERROR = _GENERAL | 5
    DEVICE_ID_MISMATCH_ERROR = _PARSER | 0
    RAW_FILE_ERROR = _PARSER | 1
    STEP_NUM_NOT_SUPPORTED_ERROR = _PARSER | 2
    JOB_ID_MISMATCH_ERROR = _PARSER | 3
    COLUMN_NOT_EXIST_ERROR = _ANALYSER | 0
    ANALYSER_NOT_EXIST_ERROR = _ANALYSER | 1
    DEVICE_ID_ERROR = _ANALYSER | 2
    OP_TYPE_ERROR = _ANALYSER | 3
    GROUP_CONDITION_ERROR = _ANALYSER | 4
    SORT_CONDITION_ERROR = _ANALYSER | 5
    FILTER_CONDITION_ERROR = _ANALYSER | 6
    COLUMN_NOT_SUPPORT_SORT_ERROR = _ANALYSER | 7
    PIPELINE_OP_NOT_EXIST_ERROR = _ANALYSER | 8


@unique
class ProfilerErrorMsg(Enum):
    """Message templates, one per error code."""
    PARAM_VALUE_ERROR = "Param value error. {}"
    PATH_ERROR = "Path error. {}"
    PARAM_TYPE_ERROR = "Param type error. {}"
    DIR_NOT_FOUND_ERROR = "The dir <{}> not found."
    FILE_NOT_FOUND_ERROR = "The file <{}> not found."
    IO_ERROR = "Read or write file fail."
    DEVICE_ID_MISMATCH_ERROR = "The device ID mismatch."
    RAW_FILE_ERROR = "Raw file error. {}"
    STEP_NUM_NOT_SUPPORTED_ERROR = "The step num must be in {}"
    JOB_ID_MISMATCH_ERROR = ("The job id in the parameter is not the same as in the training "
                             "trace file. ")
    COLUMN_NOT_EXIST_ERROR = "The column {} does not exist."
    ANALYSER_NOT_EXIST_ERROR = "The analyser {} does not exist."
    DEIVICE_ID_ERROR = "The device_id in search_condition error, {}"
    FILTER_CONDITION_ERROR = "The filter_condition in search_condition error, {}"
    OP_TYPE_ERROR = "The op_type in search_condition error, {}"
    GROUP_CONDITION_ERROR = "The group_condition in search_condition error, {}"
    SORT_CONDITION_ERROR = "The sort_condition in search_condition error, {}"
    COLUMN_NOT_SUPPORT_SORT_ERROR = "The column {} does not support to sort."
    PIPELINE_OP_NOT_EXIST_ERROR = "The minddata pipeline operator {} does not exist."
