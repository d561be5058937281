"""``mindspore.profiler.common``: constants, paths, files and the log of the profiler."""
