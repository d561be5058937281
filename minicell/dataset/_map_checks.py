"""2.10's checks of ``map``'s arguments: its keyword-only ones, and a Python function given to
``map``: one whose source or referenced names mention network operators (``mindspore.nn``,
``.ops``, ``.numpy``, ``.compression``) runs with one worker, as those do not support
multithreaded compiling (2.10 warns and sets ``num_parallel_workers`` to 1)."""
import inspect
import logging
from types import FunctionType

from .core.validator_helpers import check_independent_mode
from .engine import known_kwargs

_NAMES = tuple(f"{package}.{module}" for package in ("mindspore", "minicell")
               for module in ("nn", "ops", "numpy", "compression"))


def check_kwargs(kwargs):
    """``map``'s other arguments: 2.10's names, and its refusal of a cache or offload in its
    Dataset Independent mode (``callback.check_callbacks`` refuses callbacks there)."""
    known_kwargs("MapDataset", kwargs, ("cache", "callbacks", "max_rowsize", "offload"))
    check_independent_mode("Dataset Cache", kwargs.get("cache") is not None)
    check_independent_mode("Dataset Offload", kwargs.get("offload"))


def uses_network_ops(operations):
    """Whether ``operations`` is a function that mentions network operators (2.10's test: its
    closure variables' text and its source)."""
    if not isinstance(operations, FunctionType):
        return False
    try:
        text = str(inspect.getclosurevars(operations)) + inspect.getsource(operations)
    except (OSError, TypeError):
        return False
    if not any(name in text for name in _NAMES):
        return False
    logging.getLogger("minicell.dataset").warning(
        "Input 'operations' of 'map' includes network computing operators like in mindspore.nn, "
        "mindspore.ops, mindspore.numpy module and etc, which do not support multithreading "
        "compiling, recommend to replace it with python implemented operator like numpy etc. "
        "Here decrease 'num_parallel_workers' into 1.")
    return True
