"""All primitive registrations. Importing this package fills the registry.

Modules group primitives by kind; each registration is one block next to its implementation.
"""
from . import math  # noqa: F401  elementwise arithmetic, comparisons, logic
from . import nn  # noqa: F401
