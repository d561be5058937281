"""``mindspore.profiler.analysis.parser``: the parsers of the offline analysis."""
