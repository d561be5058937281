"""``mindspore.profiler.analysis``."""
