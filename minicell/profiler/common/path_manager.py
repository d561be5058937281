"""Path checks and safe path operations of the profiler (2.10's rules and texts).

Every refusal raises ``ProfilerPathErrorException`` (``Path error. <why>``).
"""
import glob
import os
import re
import shutil
import stat

from ... import log as logger
from .constant import FileConstant
from .exceptions.exceptions import ProfilerPathErrorException

_NAME_CHARS = re.compile(r"(\.|/|_|-|\s|[~0-9a-zA-Z]|[\u4e00-\u9fa5])+")


def _refuse(msg):
    raise ProfilerPathErrorException(msg)


class PathManager:
    """Checks (length, characters, links, owner, permissions, size) and safe make/remove."""
    MAX_PATH_LENGTH = 4096
    MAX_FILE_NAME_LENGTH = 255
    DATA_FILE_AUTHORITY = 0o640
    DATA_DIR_AUTHORITY = 0o750
    MAX_FILE_SIZE = 10 * 1024 ** 3

    @classmethod
    def _input_path_common_check(cls, path: str):
        if len(path) > cls.MAX_PATH_LENGTH:
            _refuse(f"Path {path} length {len(path)} exceeds the limit {cls.MAX_PATH_LENGTH}.")
        if os.path.islink(path):
            _refuse(f"Invalid input path is a soft link: {path}")
        if not _NAME_CHARS.fullmatch(path):
            _refuse(f"Invalid input path: {path}, contains invalid characters.")
        for name in path.split("/"):
            if len(name) > cls.MAX_FILE_NAME_LENGTH:
                _refuse(f"Length of input path {path} file name {name} exceeds the limit "
                        f"{cls.MAX_FILE_NAME_LENGTH}.")

    @classmethod
    def check_input_directory_path(cls, path: str):
        """A valid directory path (it need not exist), not a file."""
        cls._input_path_common_check(path)
        if os.path.isfile(path):
            _refuse(f"Invalid input path is a file path: {path}")

    @classmethod
    def check_input_file_path(cls, path: str):
        """A valid, existing regular file: under the size limit, not group/other writable."""
        cls._input_path_common_check(path)
        if os.path.isdir(path):
            _refuse(f"Invalid input path is a directory path: {path}")
        size = os.path.getsize(path)
        if size >= cls.MAX_FILE_SIZE:
            _refuse(f"file size exceeds the limit: {cls.MAX_FILE_SIZE}, file size: {size}")
        mode = os.stat(path).st_mode
        if mode & (stat.S_IWGRP | stat.S_IWOTH):
            _refuse(f"File path {path} has group or others writable permissions, "
                    "which is not allowed.")
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
            _refuse(f"Invalid input path is a character or block device path: {path}")

    @classmethod
    def get_directory_size(cls, directory: str, unit: str = "MB") -> float:
        """Total size of the files under ``directory`` in B, KB, MB or GB (0.0 if missing)."""
        if not os.path.exists(directory):
            logger.warning("Get directory size failed, %s not exists", directory)
            return 0.0
        cls.check_input_directory_path(directory)
        units = {"B": 1, "KB": 1024, "MB": 1024 ** 2, "GB": 1024 ** 3}
        if unit not in units:
            logger.error("Invalid unit: %s", unit)
            return 0.0
        total = 0
        for root, _, files in os.walk(directory):
            for name in files:
                try:
                    total += os.path.getsize(os.path.join(root, name))
                except OSError:
                    continue
        return total / units[unit]

    @classmethod
    def check_path_owner_consistent(cls, path: str):
        """``path`` exists and belongs to this process's user."""
        if not os.path.exists(path):
            _refuse(f"The path does not exist: {path}")
        uid = os.stat(path).st_uid
        if os.name != "nt" and uid != os.getuid():
            _refuse(f"Path {path} owner[{uid}] does not match the current user[{os.getuid()}]."
                    f"Please execute chown -R $(id -un) {path}")

    @classmethod
    def _check_access(cls, path, flag, what):
        cls.check_path_owner_consistent(path)
        if os.path.islink(path):
            _refuse(f"Invalid path is a soft link: {path}")
        if not os.access(path, flag):
            _refuse(f"The path {what} permission check failed: {path}. "
                    f"Please execute chmod -R 755 {path}")

    @classmethod
    def check_directory_path_writeable(cls, path):
        """Owned by the user, not a link, writable."""
        cls._check_access(path, os.W_OK, "writeable")

    @classmethod
    def check_directory_path_readable(cls, path):
        """Owned by the user, not a link, readable."""
        cls._check_access(path, os.R_OK, "readable")

    @classmethod
    def _remove(cls, path, what, remover):
        if not os.path.exists(path):
            logger.warning(f"The {what} does not exist: %s", path)
            return
        if os.path.islink(path):
            _refuse(f"Failed to remove {what}: {path}, is a soft link")
        try:
            remover(path)
        except PermissionError as err:
            raise ProfilerPathErrorException(
                f"Permission denied while removing {what}: {path}") from err
        except Exception as err:
            raise ProfilerPathErrorException(
                f"Failed to remove {what}: {path}, err: {err}") from err

    @classmethod
    def remove_path_safety(cls, path: str):
        """Remove a directory tree (refusing links; warning if missing)."""
        cls._remove(path, "path", shutil.rmtree)

    @classmethod
    def remove_file_safety(cls, file: str):
        """Remove a file (refusing links; warning if missing)."""
        cls._remove(file, "file", os.remove)

    @classmethod
    def make_dir_safety(cls, path: str):
        """``os.makedirs`` with mode 0o750 unless it exists."""
        if os.path.exists(path):
            return
        if os.path.islink(path):
            _refuse(f"Failed to make directory: {path}, is a soft link")
        try:
            os.makedirs(path, mode=cls.DATA_DIR_AUTHORITY, exist_ok=True)
        except Exception as err:
            raise ProfilerPathErrorException(
                f"Failed to make directory: {path}, err: {err}") from err

    @classmethod
    def get_ascend_ms_path_list(cls, input_path: str):
        """``input_path`` if it holds profiler data, else its subfolders that do."""
        def holds_data(path):
            return cls.get_fwk_path(path) or cls.get_cann_path(path)
        if os.path.isdir(input_path) and holds_data(input_path):
            return [input_path]
        found = []
        for sub in os.listdir(os.path.realpath(input_path)):
            sub_path = os.path.join(input_path, sub)
            if os.path.isdir(sub_path) and holds_data(sub_path):
                found.append(sub_path)
        return found

    @classmethod
    def get_fwk_path(cls, input_path: str):
        """``input_path/FRAMEWORK`` if it is a folder, else ``""``."""
        fwk = os.path.join(input_path, FileConstant.FRAMEWORK_DIR)
        return fwk if os.path.isdir(fwk) else ""

    @classmethod
    def get_cann_path(cls, input_path: str):
        """The first ``PROF_<n>_<n>_<id>`` folder in ``input_path``, else ``""``."""
        for sub in os.listdir(os.path.realpath(input_path)):
            sub_path = os.path.join(input_path, sub)
            if os.path.isdir(sub_path) and re.match(FileConstant.CANN_FILE_REGEX, sub):
                return sub_path
        return ""

    @classmethod
    def get_profiler_info_path(cls, ascend_ms_dir: str) -> str:
        """The ``profiler_info_*.json`` in ``ascend_ms_dir`` (the first, warning if several)."""
        paths = glob.glob(os.path.join(ascend_ms_dir, "profiler_info_*.json"))
        if not paths:
            raise ValueError(f"Cannot find profiler_info.json in the {ascend_ms_dir}")
        if len(paths) > 1:
            logger.warning(f"There are more than one profiler_info.json in the {ascend_ms_dir}, "
                           f"use the first one: {paths[0]}")
        return paths[0]

    @classmethod
    def get_real_path(cls, path: str):
        """The real path of ``path`` with ``~`` expanded; links are refused."""
        if os.path.islink(path):
            _refuse(f"Invalid input path is a soft link: {path}")
        return os.path.realpath(os.path.expanduser(path))

    @classmethod
    def check_cann_lib_valid(cls, path: str) -> bool:
        """Whether ``path`` is an existing file, not other-writable, owned by root or the user."""
        lib = os.path.realpath(path)
        if not os.path.exists(lib) or os.path.isdir(lib) or os.path.islink(lib):
            return False
        st = os.stat(lib)
        if st.st_mode & stat.S_IWOTH or os.name == "nt":
            return False
        return st.st_uid in (0, os.getuid())

    @classmethod
    def check_path_is_other_writable(cls, path):
        """Refuse a path that group or others may write."""
        if os.stat(path).st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            _refuse(f"File path {path} has group or others writable permissions, which is not "
                    f"allowed.Please execute chmod -R 755 {path}")

    @classmethod
    def check_path_is_owner_or_root(cls, path):
        """Whether ``path`` (which must exist) belongs to root or the user."""
        if not os.path.exists(path):
            _refuse(f"The path does not exist: {path}")
        return os.stat(path).st_uid in (0, os.getuid())

    @classmethod
    def check_path_is_executable(cls, path):
        """Whether the user may execute ``path``."""
        return os.access(path, os.X_OK)

    @classmethod
    def check_path_is_readable(cls, path):
        """Refuse a link or an unreadable path."""
        if os.path.islink(path):
            _refuse(f"Invalid path is a soft link: {path}")
        if not os.access(path, os.R_OK):
            _refuse(f"The path readable permission check failed: {path}.")

    @classmethod
    def walk_with_depth(cls, path, *args, max_depth=10, **kwargs):
        """``os.walk`` not descending more than ``max_depth`` levels below ``path``."""
        if not isinstance(path, str):
            return
        base = path.count(os.sep) - (1 if path.endswith(os.sep) else 0)
        for root, dirs, files in os.walk(path, *args, **kwargs):
            if root.count(os.sep) - base > max_depth:
                dirs.clear()
                continue
            yield root, dirs, files
