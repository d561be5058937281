"""``mindspore.log``: MindSpore's logger (``from mindspore import log as logger``).

Messages go through Python's :mod:`logging` under the logger named ``"minicell"``, written to
stderr in MindSpore's layout (``[WARNING] ME(pid:tid,process):time [file:line] message``). The
level comes from ``GLOG_v`` as in MindSpore: 0 debug, 1 info, 2 warning (default), 3 error,
4 critical.
"""
import logging
import os
import sys

_LEVELS = {"0": logging.DEBUG, "1": logging.INFO, "2": logging.WARNING, "3": logging.ERROR,
           "4": logging.CRITICAL}


def get_level():
    """MindSpore's log level (``GLOG_v``, default ``'2'``: warnings and errors)."""
    return os.environ.get("GLOG_v", "2")


def get_log_config():
    """MindSpore's log settings taken from the environment."""
    cfg = {"GLOG_v": get_level(), "GLOG_logtostderr": os.environ.get("GLOG_logtostderr", "1")}
    for key in ("GLOG_log_dir", "GLOG_stderrthreshold", "logger_maxBytes",
                "logger_backupCount"):
        if key in os.environ:
            cfg[key] = os.environ[key]
    return cfg


class _Formatter(logging.Formatter):
    def format(self, record):
        stamp = self.formatTime(record, "%Y-%m-%d-%H:%M:%S")
        where = f"{record.pathname}:{record.lineno}"
        return (f"[{record.levelname}] ME({record.process}:{record.thread},{record.processName}):"
                f"{stamp}.{int(record.msecs):03d} [{where}] {record.getMessage()}")


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is at the time of the message (redirections included)."""

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _):
        pass


def _logger():
    logger = logging.getLogger("minicell")
    if not logger.handlers:
        handler = _StderrHandler()
        handler.setFormatter(_Formatter())
        logger.addHandler(handler)
        logger.propagate = False
    logger.setLevel(_LEVELS.get(os.environ.get("GLOG_v", "2"), logging.WARNING))
    return logger


def debug(msg, *args, **kwargs):
    _logger().debug(msg, *args, stacklevel=2, **kwargs)


def info(msg, *args, **kwargs):
    _logger().info(msg, *args, stacklevel=2, **kwargs)


def warning(msg, *args, **kwargs):
    _logger().warning(msg, *args, stacklevel=2, **kwargs)


def error(msg, *args, **kwargs):
    _logger().error(msg, *args, stacklevel=2, **kwargs)


def critical(msg, *args, **kwargs):
    _logger().critical(msg, *args, stacklevel=2, **kwargs)


class _LogActionOnce:
    """Decorator ``_LogActionOnce(logger, key, no_warning=False)``: while the wrapped function
    runs, ``logger.warning`` is silenced when ``no_warning`` is set or when ``key`` already ran
    once, so a warning inside it is written at most once per key."""
    _seen = set()

    def __init__(self, logger, key, no_warning=False):
        self.logger, self.key, self.no_warning = logger, key, no_warning

    def __call__(self, func):
        import functools

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            log = self.logger
            if not hasattr(log, "warning"):
                return func(*args, **kwargs)
            saved = log.warning
            if self.no_warning or self.key in _LogActionOnce._seen:
                log.warning = lambda *a, **k: None
            _LogActionOnce._seen.add(self.key)
            try:
                return func(*args, **kwargs)
            finally:
                log.warning = saved
        return wrapper
