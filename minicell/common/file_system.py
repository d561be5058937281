"""``mindspore.common.file_system``: how checkpoint files are opened. ``FileSystem`` holds the
callables and their mode arguments (``create`` / ``create_args`` for writing, appending;
``open`` / ``open_args`` for reading); the basic backend is Python's ``open``. MindSpore's
optional MindIO backend needs the ``mindio`` package, which this platform does not have, so
registering it reports False and leaves the basic backend in place.

>>> fs = FileSystem()
>>> fs.backend, fs.create_args, fs.open_args
('basic', ('ab',), ('rb',))
"""

__all__ = ["FileSystem"]


class FileSystem:
    """The file operations checkpoint saving and loading use (Python's ``open`` by default)."""

    def __init__(self):
        _register_basic_file_system(self)


def _register_basic_file_system(fs):
    """Point ``fs`` at Python's ``open`` (append to create, binary read to open); True."""
    fs.create, fs.create_args = open, ("ab",)
    fs.open, fs.open_args = open, ("rb",)
    fs.backend = "basic"
    return True


def _register_mindio_file_system(fs):
    """MindIO's backend when the ``mindio`` package is importable and initialises; else False
    and ``fs`` unchanged."""
    try:
        import mindio
    except ImportError:
        return False
    try:
        if mindio.initialize() != 0:
            return False
    except AttributeError:
        return False
    fs.create, fs.create_args = mindio.create_file, ()
    fs.open, fs.open_args = mindio.open_file, ()
    fs.backend = "mindio"
    return True
