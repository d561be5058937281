"""``mindspore.train._utils``: the names mindformers imports from it at module level, as
stand-ins that raise ``UnsupportedError`` (with the reason) when called."""
from ..common.unsupported import placeholders as _placeholders

globals().update(_placeholders("mindspore.train._utils"))
