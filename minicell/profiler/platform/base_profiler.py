"""``BaseProfiler``: what a platform profiler does."""
from abc import ABC, abstractmethod


class BaseProfiler(ABC):
    """start/stop collect; analyse turns the data into results; finalize writes what is left."""

    @abstractmethod
    def start(self):
        """Start collecting."""

    @abstractmethod
    def stop(self):
        """Stop collecting."""

    @abstractmethod
    def analyse(self, **kwargs):
        """Analyse the collected data."""

    def finalize(self):
        """Write what is left after stopping."""
