"""``RecordFunction``: a named range in the trace (a JAX ``TraceAnnotation``)."""
import jax


class RecordFunction:
    """``start()``/``stop()`` (or ``with``) one named range, e.g. ``ProfilerStep#3``."""

    def __init__(self, name):
        self.recorder = jax.profiler.TraceAnnotation(name)
        self._open = False

    def start(self):
        """Open the range."""
        if not self._open:
            self.recorder.__enter__()
            self._open = True

    def stop(self):
        """Close the range."""
        if self._open:
            self._open = False
            self.recorder.__exit__(None, None, None)

    def __enter__(self):
        self.start()

    def __exit__(self, exc_type, exc_value, traceback):
        self.stop()
