"""``ProfilerLogger``: the profiler's own rotating log file under ``<output>/logs/``."""
import logging
import os
from datetime import datetime
from logging.handlers import RotatingFileHandler
from typing import Optional

from .path_manager import PathManager


class ProfilerLogger:
    """One process-wide ``logging.Logger`` writing ``profiler_<time>_<pid>[_<name>].log``
    (10 MB per file, 3 backups); ``init`` it before ``get_instance``."""
    LOG_FORMAT = "[%(asctime)s] [%(levelname)s] [%(filename)s:%(lineno)d] %(message)s"
    DATE_FORMAT = "%Y-%m-%d-%H:%M:%S"
    DEFAULT_LOGGER_NAME = "MindSporeProfiler"
    DEFAULT_LOG_LEVEL = logging.INFO
    DEFAULT_LOG_DIR = "logs"
    MAX_BYTES = 10 * 1024 * 1024
    BACKUP_COUNT = 3

    _instance: Optional[logging.Logger] = None

    @classmethod
    def get_instance(cls) -> logging.Logger:
        """The logger; ``RuntimeError`` before ``init``."""
        if cls._instance is None:
            raise RuntimeError("Logger not initialized. Call init first.")
        return cls._instance

    @classmethod
    def init(cls, output_dir: str, custom_name: Optional[str] = None) -> None:
        """Create ``output_dir/logs`` and the logger's file (once per process)."""
        if cls._instance is not None:
            return
        log_dir = os.path.join(output_dir, cls.DEFAULT_LOG_DIR)
        PathManager.make_dir_safety(log_dir)
        PathManager.check_directory_path_writeable(log_dir)
        logger = logging.getLogger(cls.DEFAULT_LOGGER_NAME)
        logger.setLevel(cls.DEFAULT_LOG_LEVEL)
        logger.propagate = False
        stamp = datetime.now().strftime("%Y%m%d%H%M%S")
        suffix = f"_{custom_name}" if custom_name else ""
        log_file = os.path.join(log_dir, f"profiler_{stamp}_{os.getpid()}{suffix}.log")
        handler = RotatingFileHandler(log_file, maxBytes=cls.MAX_BYTES,
                                      backupCount=cls.BACKUP_COUNT, encoding="utf-8")
        handler.setFormatter(logging.Formatter(fmt=cls.LOG_FORMAT, datefmt=cls.DATE_FORMAT))
        handler.setLevel(cls.DEFAULT_LOG_LEVEL)
        logger.addHandler(handler)
        cls._instance = logger
        logger.info("Profiler logger initialized at: %s", log_file)

    @classmethod
    def set_level(cls, level: int) -> None:
        """Set the level of the logger and its handlers."""
        logger = cls.get_instance()
        logger.setLevel(level)
        for handler in logger.handlers:
            handler.setLevel(level)

    @classmethod
    def destroy(cls) -> None:
        """Close and drop the handlers; a later ``init`` starts a new file."""
        if cls._instance:
            for handler in cls._instance.handlers[:]:
                handler.close()
                cls._instance.removeHandler(handler)
            cls._instance = None
