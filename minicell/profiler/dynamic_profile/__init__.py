"""``mindspore.profiler.dynamic_profile``: the dynamic profiler's config and helpers."""
