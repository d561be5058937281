"""Timeline creators: raw profiling data to ``TimelineEventPool``s, one per layer."""
