"""``mindspore.dataset.LineReader``: random access to the lines of a text file (1-based),
read on demand from each line's byte offset."""
import os

__all__ = ["LineReader"]


class LineReader:
    """``LineReader(filename)``: ``readline(n)`` / ``reader[n]`` give line ``n`` (1-based, without
    its newline), ``len()`` / ``len(reader)`` the number of lines; ``close()`` closes the file
    (a later read opens it again)."""

    def __init__(self, filename):
        if not isinstance(filename, str):
            raise TypeError(f"path: {filename} is not string")
        if not os.path.exists(filename):
            raise RuntimeError(f"The input file [{filename}] does not exist.")
        if not os.path.isfile(filename):
            raise RuntimeError(f"The input file [{filename}] is not a regular file.")
        self.filename, self._file = filename, None
        self._offsets = []
        with open(filename, "rb") as f:
            offset = 0
            for line in f:
                self._offsets.append(offset)
                offset += len(line)

    def len(self):
        return len(self._offsets)

    def __len__(self):
        return len(self._offsets)

    def readline(self, line):
        if not isinstance(line, int) or isinstance(line, bool):
            shown = (int,) if isinstance(line, bool) else [int]     # 2.10's bool check
            raise TypeError(f"Argument line with value {line} is not of type {shown}, but got "
                            f"{type(line)}.")
        if not 1 <= line <= len(self._offsets):
            raise ValueError(f"Input line is not within the required interval of "
                             f"[1, {len(self._offsets)}].")
        if self._file is None:
            self._file = open(self.filename, "rb")
        self._file.seek(self._offsets[line - 1])
        return self._file.readline().decode("utf-8").rstrip("\n")

    __getitem__ = readline

    def close(self):
        if self._file is not None:
            self._file.close()
            self._file = None
