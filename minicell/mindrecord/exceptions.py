"""MindRecord's exception classes (``mindspore.mindrecord.MRMInvalidSchemaError``, ...): each has
MindSpore's number, base message and ``str`` form ``[ClassName]: message``; the ones taking a
detail put it in the message as MindSpore words it."""

# class name -> (number, base message, message template for the constructor's arguments)
_TABLE = {
    "UnknownError": (0, "Unknown Error.", None),
    "ParamTypeError": (1, "Param type is error.", "Invalid parameter type. '{}' expect {} type."),
    "ParamValueError": (2, "Param value is error.", "Invalid parameter value. {}"),
    "ParamMissError": (3, "Param missing.", "Param missing. '{}' is required."),
    "PathNotExistsError": (4, "Path does not exist.", "Invalid path. {}"),
    "DbConnectionError": (5, "Db connection is error.", "Db connection is error. Detail: {}"),
    "MRMOpenError": (100, "MindRecord could not open.",
                     "MindRecord File could not open successfully."),
    "MRMOpenForAppendError": (101, "MindRecord could not open for append.",
                              "MindRecord File could not open successfully for append."),
    "MRMInvalidPageSizeError": (102, "Failed to set page size.", None),
    "MRMInvalidHeaderSizeError": (103, "Failed to set header size.", None),
    "MRMSetHeaderError": (104, "Failed to set header.", None),
    "MRMWriteDatasetError": (105, "Failed to write dataset.", None),
    "MRMCommitError": (107, "Failed to commit.", None),
    "MRMLaunchError": (108, "Failed to launch.", None),
    "MRMFinishError": (109, "Failed to finish.", None),
    "MRMCloseError": (110, "Failed to close.", None),
    "MRMAddSchemaError": (111, "Failed to add schema.", None),
    "MRMAddIndexError": (112, "Failed to add index field.", None),
    "MRMBuildSchemaError": (113, "Failed to build schema.", None),
    "MRMGetMetaError": (114, "Failed to get meta info.", None),
    "MRMIndexGeneratorError": (115, "Failed to create index generator.", None),
    "MRMGenerateIndexError": (116, "Failed to generate index.", None),
    "MRMInitSegmentError": (117, "Failed to initialize segment.", None),
    "MRMFetchCandidateFieldsError": (118, "Failed to fetch candidate category fields.", None),
    "MRMReadCategoryInfoError": (119, "Failed to read category information.", None),
    "MRMFetchDataError": (120, "Failed to fetch data by category.", None),
    "MRMInvalidSchemaError": (200, "Schema is error.", "Schema format is error. Detail: {}"),
    "MRMValidateDataError": (201, "Raw data is valid.",
                             "Raw data do not match the schema. Detail: {}"),
    "MRMDefineIndexError": (202, "Index field is error.",
                            "Failed to define index field. Detail: {}"),
    "MRMDefineBlobError": (203, "Blob field is error.", "Failed to define blob field. Detail: {}"),
    "MRMUnsupportedSchemaError": (204, "Schema is not supported.",
                                  "Schema is not supported. Detail: {}"),
    "MRMDefineCategoryError": (205, "Category field is error.",
                               "Failed to define category field. Detail: {}"),
}
EXCEPTIONS = {name: [number, base] for name, (number, base, _) in _TABLE.items()}
SYS_ID = 42      # MindSpore's system id in its error codes


class MindRecordException(Exception):
    """MindRecord's base error: ``error_msg`` and ``error_code`` as MindSpore computes them."""

    def __init__(self, *details):
        number, base, template = _TABLE.get(type(self).__name__, _TABLE["UnknownError"])
        self.error_msg = template.format(*details) if template and (details or "{}" not in
                                                                     template) else base
        self._number = number
        super().__init__(self.error_msg)

    def __str__(self):
        return f"[{type(self).__name__}]: {self.error_msg}"

    @property
    def error_code(self):
        """The error's code: host runtime, error type, common level, system and module ids."""
        return ((1 << 30) | (1 << 28) | (0 << 25) | ((0xFF & SYS_ID) << 17)
                | ((0xFF & (self._number // 100 + 1)) << 12) | (0x0FFF & self._number))


for _name in _TABLE:
    if _name not in globals():
        globals()[_name] = type(_name, (MindRecordException,), {
            "__module__": __name__, "__doc__": f"MindRecord: {_TABLE[_name][1]}"})

__all__ = ["MindRecordException", *_TABLE]
