"""``mindspore.device_context.cpu.op_tuning``."""
from .._settings import record, recorded


def threads_num(num):
    """MindSpore's CPU kernel thread count, set once: checked (a positive int) and recorded;
    XLA sizes its own CPU thread pool when it starts.

    2.10's order: the type check lets None and bools through, then a second setting is refused,
    then the value must be a positive int (its texts for None and bools differ from the first).
    """
    if num is not None and not isinstance(num, int):
        raise TypeError(f"The parameter 'num' must be {int}, but got {type(num)}")
    if "cpu.threads_num" in recorded():        # once per process, as 2.10
        raise RuntimeError("The 'threads_num' can not be set repeatedly.")
    if num is None:
        raise TypeError("The 'num' must be int, but got 'NoneType'")
    if isinstance(num, bool):
        raise TypeError(f"The 'num' must be int and must > 0, but got '{num}' with type 'bool'.")
    if num <= 0:
        raise ValueError(f"The 'num' must be int and must > 0, but got '{num}' with type 'int'.")
    record("cpu.threads_num", num)
