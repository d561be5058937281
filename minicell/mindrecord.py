"""``mindspore.mindrecord``: MindSpore's own dataset file format. minicell does not read or write
it; every name says so (``UnsupportedError``) instead of failing the import of a script that
only mentions it."""
from .common.unsupported import install as _install_unsupported

_install_unsupported(__name__, "mindspore.mindrecord")
