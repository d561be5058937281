"""``mindspore.log``: MindSpore's logger (``from mindspore import log as logger``).

The logger is built once, on first use, from the environment as in MindSpore, and kept in
``GLOBAL_LOGGER`` (set it back to ``None`` to rebuild it from a changed environment):

- ``GLOG_v``: the level, 0 debug, 1 info, 2 warning (default), 3 error, 4 critical;
- ``GLOG_logtostderr``: 1 (default) writes to stderr; 0 writes to a rotating file
  ``$GLOG_log_dir/rank_<RANK_ID>/logs/mindspore.log.<pid>`` (``logger_maxBytes``, default 50 MiB;
  ``logger_backupCount``, default 30) and also to stderr from ``GLOG_stderrthreshold`` (default 2).

Each line has MindSpore's layout, ``[WARNING] ME(pid:tid,process):time [file:line] message``.
A bad setting is MindSpore's ``ValueError`` at the first message.
"""
import logging
import logging.handlers
import os
import sys
import threading
import time

GLOBAL_LOGGER = None

_LOCK = threading.Lock()
_GLOG_TO_NAME = {"0": "DEBUG", "1": "INFO", "2": "WARNING", "3": "ERROR", "4": "CRITICAL"}
_ENV = {"level": "GLOG_v", "console": "GLOG_logtostderr", "filepath": "GLOG_log_dir",
        "maxBytes": "logger_maxBytes", "backupCount": "logger_backupCount",
        "stderr_level": "GLOG_stderrthreshold"}
_DEFAULT_MAX_BYTES = 50 * 1024 * 1024
_DEFAULT_BACKUP_COUNT = 30


def _get_env_config():
    """The settings named in the environment, by MindSpore's keys (``level``, ``console``, ...)."""
    return {key: os.environ[env].strip() for key, env in _ENV.items() if os.environ.get(env)}


def _verify_level(level):
    if level not in _GLOG_TO_NAME:
        raise ValueError("Incorrect log level, please check the configuration of GLOG_v or "
                         "GLOG_stderrthreshold, desired log level: 4-CRITICAL, 3-ERROR, 2-WARNING, "
                         f"1-INFO, 0-DEBUG. But got {level}.")


def _verify_config(config):
    """MindSpore's checks of the settings ``_get_env_config`` read; a bad one is a ValueError."""
    for key in ("level", "stderr_level"):
        if config.get(key) is not None:
            _verify_level(config[key])
    console = config.get("console")
    if console is None:
        return
    if console not in ("0", "1"):
        raise ValueError("Incorrect value, the value of GLOG_logtostderr must be 0 or 1, "
                         f"but got {console}.")
    if console == "1":
        return
    if not config.get("filepath"):
        raise ValueError("When GLOG_logtostderr is set to 0, the directory of saving log "
                         "GLOG_log_dir must be set, but got it empty.")
    for key in ("maxBytes", "backupCount"):
        value = config.get(key)
        if value is not None and not value.isdigit():
            raise ValueError(f"Incorrect value, the value of {_ENV[key]} must be positive integer. "
                             f"But got {_ENV[key]}:{value}.")


def _rank_id():
    return os.getenv("RANK_ID") or os.getenv("OMPI_COMM_WORLD_RANK") or os.getenv("MS_NODE_ID") \
        or "0"


class _Formatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        micros = int(round(record.msecs * 1000))
        stamp = time.strftime("%Y-%m-%d-%H:%M:%S", self.converter(record.created))
        return f"{stamp}.{micros // 1000:03d}.{micros % 1000:03d}"

    def format(self, record):
        return (f"[{record.levelname}] ME({record.process}:{record.thread},{record.processName}):"
                f"{self.formatTime(record)} [{record.pathname}:{record.lineno}] "
                f"{record.getMessage()}")


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is at the time of the message (redirections included)."""

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _):
        pass


def _file_handler(config):
    log_dir = os.path.join(os.path.realpath(config["filepath"]), f"rank_{_rank_id()}", "logs")
    os.makedirs(log_dir, mode=0o700, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        os.path.join(log_dir, f"mindspore.log.{os.getpid()}"), encoding="utf8",
        maxBytes=int(config.get("maxBytes", _DEFAULT_MAX_BYTES)),
        backupCount=int(config.get("backupCount", _DEFAULT_BACKUP_COUNT)))
    handler.name = "FileHandler"
    return handler


def _get_logger():
    """``GLOBAL_LOGGER``, built from the environment the first time it is needed."""
    global GLOBAL_LOGGER
    logger = GLOBAL_LOGGER
    if logger is not None:          # every message comes here: no lock once it is built
        return logger
    with _LOCK:
        if GLOBAL_LOGGER is not None:
            return GLOBAL_LOGGER
        config = _get_env_config()
        _verify_config(config)
        logger = logging.getLogger("minicell")
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
        logger.setLevel(_GLOG_TO_NAME[config.get("level", "2")])
        logger.propagate = False
        handlers = [_StderrHandler()]
        handlers[0].name = "StreamHandler"
        if config.get("console") == "0":
            handlers[0].setLevel(_GLOG_TO_NAME[config.get("stderr_level", "2")])
            handlers.insert(0, _file_handler(config))
        for handler in handlers:
            handler.setFormatter(_Formatter())
            logger.addHandler(handler)
        GLOBAL_LOGGER = logger
        return logger


def get_level():
    """MindSpore's log level as its ``GLOG_v`` digit (``'2'`` unless the environment says else).

    >>> from mindspore import log as logger
    >>> logger.get_level()
    '2'
    """
    names = {name: digit for digit, name in _GLOG_TO_NAME.items()}
    return names.get(logging.getLevelName(_get_logger().getEffectiveLevel()))


def get_log_config():
    """The logger's settings by their environment names, as MindSpore reports them.

    >>> from mindspore import log as logger
    >>> logger.get_log_config()
    {'GLOG_v': '2', 'GLOG_logtostderr': '1'}
    """
    logger = _get_logger()
    config = {"GLOG_v": get_level(), "GLOG_logtostderr": "1"}
    first = logger.handlers[0]
    if first.name == "FileHandler":
        names = {name: digit for digit, name in _GLOG_TO_NAME.items()}
        config.update({"GLOG_logtostderr": "0",
                       "GLOG_log_dir": os.path.dirname(first.baseFilename),
                       "logger_maxBytes": first.maxBytes, "logger_backupCount": first.backupCount,
                       "GLOG_stderrthreshold": names.get(
                           logging.getLevelName(logger.handlers[1].level))})
    return config


def debug(msg, *args, **kwargs):
    logger = GLOBAL_LOGGER or _get_logger()
    if logger.isEnabledFor(logging.DEBUG):
        logger.debug(msg, *args, stacklevel=2, **kwargs)


def info(msg, *args, **kwargs):
    logger = GLOBAL_LOGGER or _get_logger()
    if logger.isEnabledFor(logging.INFO):
        logger.info(msg, *args, stacklevel=2, **kwargs)


def warning(msg, *args, **kwargs):
    logger = GLOBAL_LOGGER or _get_logger()
    if logger.isEnabledFor(logging.WARNING):
        logger.warning(msg, *args, stacklevel=2, **kwargs)


def error(msg, *args, **kwargs):
    logger = GLOBAL_LOGGER or _get_logger()
    if logger.isEnabledFor(logging.ERROR):
        logger.error(msg, *args, stacklevel=2, **kwargs)


def critical(msg, *args, **kwargs):
    logger = GLOBAL_LOGGER or _get_logger()
    if logger.isEnabledFor(logging.CRITICAL):
        logger.critical(msg, *args, stacklevel=2, **kwargs)


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
