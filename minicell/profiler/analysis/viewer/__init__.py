"""``mindspore.profiler.analysis.viewer``: writers of the analysis outputs (CSV, JSON)."""
