"""The profiler's exceptions: ``str()`` is ``[Class] code: XXXXXXXX, msg: ...`` as in 2.10."""
from .error_code import ProfilerErrors, ProfilerErrorMsg


class ProfilerException(Exception):
    """Base of the profiler's exceptions; ``error`` is a ``ProfilerErrors`` member."""
    RUNTIME, TYPE, LEVEL, SYSID = 1, 1, 0, 42
    _MODID = 6

    def __init__(self, error, message, http_code=500):
        if isinstance(message, str):
            message = " ".join(message.split())
        super().__init__(message)
        self.error, self.message, self.http_code = error, message, http_code

    def __str__(self):
        return f"[{type(self).__name__}] code: {self.error_code}, msg: {self.message}"

    @property
    def error_code(self):
        """The 32-bit code (runtime, type, level, sysid, modid, value) as 8 hex digits."""
        num = ((self.RUNTIME & 0xFF) << 30 | (self.TYPE & 0xFF) << 28
               | (self.LEVEL & 0xFF) << 25 | (self.SYSID & 0xFF) << 17
               | (self._MODID & 0xFF) << 12 | (self.error.value & 0x0FFF))
        return f"{num:08X}"


def _kind(name, code, doc, with_msg=True, msg_code=None):
    """A ``ProfilerException`` subclass for ``ProfilerErrors.<code>`` (status 400)."""
    error, template = ProfilerErrors[code], ProfilerErrorMsg[msg_code or code].value
    if with_msg:
        def __init__(self, msg):
            ProfilerException.__init__(self, error, template.format(msg), 400)
    else:
        def __init__(self):
            ProfilerException.__init__(self, error, template, 400)
    return type(name, (ProfilerException,),
                {"__init__": __init__, "__doc__": doc, "__module__": __name__})


ProfilerParamValueErrorException = _kind(
    "ProfilerParamValueErrorException", "PARAM_VALUE_ERROR", "A parameter's value is wrong.")
ProfilerPathErrorException = _kind(
    "ProfilerPathErrorException", "PATH_ERROR", "A path is invalid or not allowed.")
ProfilerParamTypeErrorException = _kind(
    "ProfilerParamTypeErrorException", "PARAM_TYPE_ERROR", "A parameter's type is wrong.")
ProfilerDirNotFoundException = _kind(
    "ProfilerDirNotFoundException", "DIR_NOT_FOUND_ERROR", "A directory is missing.")
ProfilerFileNotFoundException = _kind(
    "ProfilerFileNotFoundException", "FILE_NOT_FOUND_ERROR", "A file is missing.")
ProfilerIOException = _kind(
    "ProfilerIOException", "IO_ERROR", "Reading or writing a file failed.", with_msg=False)
ProfilerDeviceIdMismatchException = _kind(
    "ProfilerDeviceIdMismatchException", "DEVICE_ID_MISMATCH_ERROR",
    "The data's device id is not the expected one.", with_msg=False)
ProfilerRawFileException = _kind(
    "ProfilerRawFileException", "RAW_FILE_ERROR", "A raw data file is malformed.")
ProfilerColumnNotExistException = _kind(
    "ProfilerColumnNotExistException", "COLUMN_NOT_EXIST_ERROR", "A column is missing.")
ProfilerAnalyserNotExistException = _kind(
    "ProfilerAnalyserNotExistException", "ANALYSER_NOT_EXIST_ERROR", "No such analyser.")
ProfilerDeviceIdException = _kind(
    "ProfilerDeviceIdException", "DEVICE_ID_ERROR", "A search condition's device_id is wrong.",
    msg_code="DEIVICE_ID_ERROR")
ProfilerOpTypeException = _kind(
    "ProfilerOpTypeException", "OP_TYPE_ERROR", "A search condition's op_type is wrong.")
ProfilerSortConditionException = _kind(
    "ProfilerSortConditionException", "SORT_CONDITION_ERROR", "A sort_condition is wrong.")
ProfilerFilterConditionException = _kind(
    "ProfilerFilterConditionException", "FILTER_CONDITION_ERROR", "A filter_condition is wrong.")
ProfilerGroupConditionException = _kind(
    "ProfilerGroupConditionException", "GROUP_CONDITION_ERROR", "A group_condition is wrong.")
ProfilerColumnNotSupportSortException = _kind(
    "ProfilerColumnNotSupportSortException", "COLUMN_NOT_SUPPORT_SORT_ERROR",
    "A column cannot be sorted.")
StepNumNotSupportedException = _kind(
    "StepNumNotSupportedException", "STEP_NUM_NOT_SUPPORTED_ERROR", "A step number is wrong.")
JobIdMismatchException = _kind(
    "JobIdMismatchException", "JOB_ID_MISMATCH_ERROR", "The job id does not match.",
    with_msg=False)
ProfilerPipelineOpNotExistException = _kind(
    "ProfilerPipelineOpNotExistException", "PIPELINE_OP_NOT_EXIST_ERROR",
    "No such dataset pipeline operator.")
