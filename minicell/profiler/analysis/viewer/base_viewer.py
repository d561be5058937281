"""``BaseViewer``: writes one analysis output from the flow's data."""
from abc import ABC, abstractmethod
from typing import Any


class BaseViewer(ABC):
    """A viewer; ``save(data)`` writes its files (used as a parser's post hook)."""

    def __init__(self):
        pass

    @abstractmethod
    def save(self, data: Any):
        """Write the output."""
        raise NotImplementedError("Subclasses should implement this!")
