"""``minicell.train``: Model (training loop, metrics) and checkpoint serialization."""
from .model import Model, Accuracy, Loss, Metric  # noqa: F401
