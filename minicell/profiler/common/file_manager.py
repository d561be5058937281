"""Reading and writing the profiler's files (json, csv, txt) with 2.10's checks and texts.

Files are written atomically: into a temporary file beside the target (mode 0o640), then
``os.replace``d over it, so a reader never sees a half-written file.
"""
import csv
import json
import os
import shutil
import tempfile
from typing import Dict, List, Optional, Tuple

import numpy as np

from ... import log as logger
from .path_manager import PathManager


def _write_atomic(path, write, mode=0o640):
    """Call ``write(text_file)`` on a temporary file next to ``path``, then move it there."""
    folder = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp_", suffix="_" + os.path.basename(path))
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "w", newline="" if path.endswith(".csv") else None) as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


class FileManager:
    """Class methods reading (after ``PathManager``'s checks) and writing profiler files."""
    MAX_PATH_LENGTH = 4096
    MAX_FILE_NAME_LENGTH = 255
    DATA_FILE_AUTHORITY = 0o640
    DATA_DIR_AUTHORITY = 0o700
    FLAGS = os.O_WRONLY | os.O_CREAT | os.O_TRUNC

    @staticmethod
    def _readable(path):
        PathManager.check_input_file_path(path)
        PathManager.check_directory_path_readable(path)

    @classmethod
    def read_file_content(cls, path: str, mode: str = "r"):
        """The whole content of ``path`` (text or, with ``mode="rb"``, bytes)."""
        cls._readable(path)
        try:
            with open(path, mode) as f:
                return f.read()
        except Exception as err:
            raise RuntimeError(f"Failed read file: {path}, error: {err}") from err

    @classmethod
    def read_json_file(cls, file_path: str) -> Optional[Dict]:
        """The parsed JSON of ``file_path``."""
        cls._readable(file_path)
        try:
            with open(file_path, "r", encoding="utf-8") as f:
                return json.load(f)
        except Exception as err:
            raise RuntimeError(f"Failed read json file: {file_path}, error: {err}") from err

    @classmethod
    def create_json_file(cls, output_file_path: str, json_data: List, indent: int = None):
        """Write ``json_data`` as JSON (nothing, with a warning, when it is empty)."""
        PathManager.check_directory_path_writeable(os.path.dirname(output_file_path))
        if not json_data:
            logger.warning("Json data is empty, file path: %s", output_file_path)
            return
        try:
            text = json.dumps(json_data, indent=indent, ensure_ascii=False)
            _write_atomic(output_file_path, lambda f: f.write(text), cls.DATA_FILE_AUTHORITY)
        except Exception as err:
            raise RuntimeError(
                f"Failed create json file: {output_file_path}, error: {err}") from err

    @classmethod
    def read_csv_file(cls, file_path: str) -> list:
        """The rows of a csv file, header included, as lists of strings."""
        cls._readable(file_path)
        try:
            with open(file_path, newline="", encoding="utf-8") as f:
                return list(csv.reader(f))
        except Exception as err:
            raise RuntimeError(f"Failed read csv file: {file_path}, error: {err}") from err

    @classmethod
    def read_csv_file_as_numpy(cls, file_path: str,
                               extern_headers: list = None) -> Tuple[np.ndarray, List[str]]:
        """The rows as a structured object array (one field per header) and the headers;
        ``extern_headers`` are put before the file's (their fields read as None)."""
        cls._readable(file_path)
        try:
            with open(file_path, newline="", encoding="utf-8") as f:
                reader = csv.DictReader(f, delimiter=",", quotechar='"')
                headers = list(extern_headers or []) + list(reader.fieldnames)
                rows = [tuple(row.get(h) for h in headers) for row in reader]
            return np.array(rows, dtype=np.dtype([(h, object) for h in headers])), headers
        except Exception as err:
            raise RuntimeError(f"Failed read csv file: {file_path}, error: {err}") from err

    @classmethod
    def create_csv_file(cls, file_path: str, data: list, headers: list = None) -> None:
        """Write ``headers`` (if any) and ``data`` rows as csv (nothing when data is empty)."""
        if not data:
            logger.error("Create csv file failed, data is empty, file path: %s", file_path)
            return
        PathManager.check_directory_path_writeable(os.path.dirname(file_path))

        def write(f):
            writer = csv.writer(f)
            if headers:
                writer.writerow(headers)
            writer.writerows(data)
        try:
            _write_atomic(file_path, write, cls.DATA_FILE_AUTHORITY)
        except Exception as err:
            raise RuntimeError(f"Failed create csv file: {file_path}, error: {err}") from err

    @classmethod
    def combine_csv_file(cls, source_file_list: list, target_file_path: str,
                         header_map: dict = None):
        """Concatenate csv files' rows under the last non-empty file's header (renamed by
        ``header_map``) into ``target_file_path``."""
        headers, rows = [], []
        for source in source_file_list:
            data = cls.read_csv_file(source)
            if len(data) > 1:
                headers = data[0]
                rows.extend(data[1:])
        if rows:
            if isinstance(header_map, dict):
                headers = [header_map.get(h, h) for h in headers]
            cls.create_csv_file(target_file_path, rows, headers)

    @classmethod
    def read_txt_file(cls, file_path: str) -> list:
        """The stripped lines of a text file."""
        cls._readable(file_path)
        try:
            with open(file_path, "r", encoding="utf-8") as f:
                return [line.strip() for line in f.readlines()]
        except Exception as err:
            raise RuntimeError(f"Failed read txt file: {file_path}, error: {err}") from err

    @classmethod
    def copy_file(cls, src_path: str, dst_path: str):
        """Copy a file with its metadata after the source and target folder checks."""
        if not os.path.exists(src_path):
            logger.warning("The source file does not exist: %s", src_path)
            return
        PathManager.check_input_file_path(src_path)
        PathManager.check_directory_path_readable(os.path.dirname(src_path))
        PathManager.check_directory_path_writeable(os.path.dirname(dst_path))
        try:
            shutil.copy2(src_path, dst_path)
        except (shutil.Error, IOError) as err:
            raise RuntimeError(
                f"Failed to copy from '{src_path}' to '{dst_path}': {err}") from err

    @classmethod
    def get_csv_file_list_by_start_name(cls, source_path: str, start_name: str):
        """Paths of the ``<start_name>*.csv`` files in ``source_path``."""
        return [os.path.join(source_path, name) for name in os.listdir(source_path)
                if name.startswith(start_name) and name.endswith(".csv")]

    @classmethod
    def check_file_owner(cls, path):
        """Whether ``path`` belongs to root or the current user."""
        uid = os.stat(path).st_uid
        return uid == 0 or uid == os.geteuid()
