"""Timeline assembly: the layers' pools, the flows between them, the trace view."""
