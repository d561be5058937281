"""``mindspore.profiler.common.exceptions``."""
