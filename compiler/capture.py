"""Which capture's rules converted code follows while it runs: MindSpore's graph parser
(``jit``, ``capture_mode="ast"``, and GRAPH_MODE Cells) or PIJit (``capture_mode="bytecode"``).

minicell compiles both from the source, through the same converter. PIJit captures Python as
Python runs it, so what MindSpore's parser refuses or changes is Python's own there: several
``for`` in one comprehension (``source``), ``raise`` of any exception class, with its arguments
as written (``graph_raise.raise_class``). A "bytecode" trace runs inside ``pijit_capture()``.

>>> with pijit_capture():
...     PIJIT[0]
True
>>> PIJIT[0]
False
"""
import contextlib

PIJIT = [False]      # True while a jit(capture_mode="bytecode") trace runs


@contextlib.contextmanager
def pijit_capture():
    """Converted code run meanwhile follows PIJit's (Python's) rules."""
    prev, PIJIT[0] = PIJIT[0], True
    try:
        yield
    finally:
        PIJIT[0] = prev


__all__ = ["PIJIT", "pijit_capture"]
