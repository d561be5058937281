"""``PROFILERS``: the platform profilers by device target (``"CPU"``, ``"GPU"``, ``"Ascend"``)."""
from typing import Any, Dict

from ... import log as logger


class Register:
    """A name -> class table filled by the ``register_module(name)`` decorator."""

    def __init__(self, name) -> None:
        self.module_dict = {}
        self.name = name

    def register_module(self, name):
        """Decorator registering the class under ``name`` (once)."""
        def decorator(target):
            if name in self.module_dict:
                raise Exception(f"{target.__name__} already registered with name: {name}")
            self.module_dict[name] = target
            logger.info(f"registered module: {target.__name__} with name: {name}")
            return target
        return decorator

    @property
    def modules(self) -> Dict[str, Any]:
        """The registered classes by name."""
        return self.module_dict


PROFILERS = Register("PROFILERS")
