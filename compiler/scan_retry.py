"""Scans made while tracing, and the retry that compiles a function again with every loop
unrolled when a scan put a value where the enclosing graph reads it (split from
``compiler.for_scan``)."""
import functools
import threading

from .passes import VerifyError


class _Scans(threading.local):
    """This thread's count of scan nodes made, and whether scans are off (``retry_unrolled``)."""

    def __init__(self):
        super().__init__()
        self.made, self.off = 0, False


SCANS = _Scans()


def retry_unrolled(compile_fn):
    """``compile_fn`` (``call.compile_entry``) traced again with every loop unrolled when its
    graph fails verification after a scan was made: a scanned body put one of its values where
    the enclosing graph reads it (a helper function appending to a list from before the loop,
    which the trial trace cannot see), and the unrolled loop runs as Python does."""
    @functools.wraps(compile_fn)
    def compile_(*args, **kwargs):
        made = SCANS.made
        try:
            return compile_fn(*args, **kwargs)
        except VerifyError:
            if SCANS.made == made or SCANS.off:
                raise
        SCANS.off = True
        try:
            return compile_fn(*args, **kwargs)
        finally:
            SCANS.off = False
    return compile_
