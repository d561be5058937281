"""Timeline events (trace-event format) and the per-process ``TimelineEventPool``."""
