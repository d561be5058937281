"""Small helpers of the profiler: exception-swallowing decorator, device id."""
import os
from functools import wraps

from ... import context
from ... import log as logger


def no_exception_func(default_ret=None, exception_types=Exception, custom_handler=None):
    """Decorator: an exception of ``exception_types`` is logged (``Call to <f> failed.
    Exception: ...``) or given to ``custom_handler``, and ``default_ret`` returned; 2.10's
    profiler API never raises into a training script."""
    def decorator(func):
        @wraps(func)
        def wrapper(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except exception_types as ex:
                if custom_handler:
                    return custom_handler(ex)
                logger.error(f"Call to {func.__name__} failed. Exception: {str(ex)}")
                return default_ret
        return wrapper
    return decorator


def get_device_id():
    """The context's device id as a string (``DEVICE_ID`` or "0" when it is not a number)."""
    device_id = str(context.get_context("device_id"))
    if not device_id.isdigit():
        device_id = os.getenv("DEVICE_ID") or ""
    if not device_id.isdigit():
        logger.warning("Fail to get DEVICE_ID, use 0 instead.")
        device_id = "0"
    return device_id


def print_msg_with_pid(msg):
    """Print ``[<pid>] msg`` (progress of an analysis)."""
    print(f"[{os.getpid()}] {msg}", flush=True)
