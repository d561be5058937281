"""``DatasetCache``: MindSpore's handle on a dataset cache session (``cache=`` of a source).

MindSpore keeps the rows a pipeline produced in a separate cache server so later epochs (or
other pipelines) read them from memory. A cache changes where rows come from, never which rows
come: minicell's sources accept ``cache=`` and run uncached (each epoch reads its source again,
Grain's prefetch hides the reads), so a script that passes one gets the same rows.

>>> import minicell.dataset as ds
>>> cache = ds.DatasetCache(session_id=1, size=0)
>>> cache.session_id, cache.spilling
(1, False)
"""
from .config import check_int

__all__ = ["DatasetCache"]


class DatasetCache:
    """``DatasetCache(session_id, size=0, spilling=False, hostname=None, port=None,
    num_connections=None, prefetch_size=None)`` with MindSpore's argument checks."""

    def __init__(self, session_id, size=0, spilling=False, hostname=None, port=None,
                 num_connections=None, prefetch_size=None):
        check_int("DatasetCache", "session_id", session_id, 1, 2 ** 32 - 1)
        check_int("DatasetCache", "size", size, -2 ** 63, 2 ** 63 - 1)
        if size < 0:
            raise ValueError("Input size must be greater than 0.")
        if not isinstance(spilling, bool):
            raise TypeError(f"Argument spilling with value {spilling!r} is not of type "
                            f"[<class 'bool'>], but got {type(spilling)}.")
        if hostname is not None and not isinstance(hostname, str):
            raise TypeError(f"Argument hostname with value {hostname!r} is not of type "
                            f"[<class 'str'>], but got {type(hostname)}.")
        if port is not None:
            check_int("DatasetCache", "port", port, 1025, 65535)
        for name, value in (("num_connections", num_connections),
                            ("prefetch_size", prefetch_size)):
            if value is not None:
                check_int("DatasetCache", name, value, 1)
        self.session_id, self.size, self.spilling = session_id, size, spilling
        self.hostname, self.port = hostname, port
        self.num_connections, self.prefetch_size = num_connections, prefetch_size
