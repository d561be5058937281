"""``mindspore.device_context.cpu.op_tuning``."""
from .._settings import check_type, record, recorded


def threads_num(num):
    """MindSpore's CPU kernel thread count, set once: checked (a positive int) and recorded;
    XLA sizes its own CPU thread pool when it starts."""
    check_type("num", num, int)
    if "cpu.threads_num" in recorded():        # once per process, as 2.10
        raise RuntimeError("The 'threads_num' can not be set repeatedly.")
    if num <= 0:
        raise ValueError(f"The 'num' must be int and must > 0, but got '{num}' with type 'int'.")
    record("cpu.threads_num", num)
