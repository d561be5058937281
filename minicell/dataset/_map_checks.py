"""2.10's checks of ``map``'s arguments: its keyword-only ones, and a Python function given to
``map``: one whose source or referenced names mention network operators (``mindspore.nn``,
``.ops``, ``.numpy``, ``.compression``) runs with one worker, as those do not support
multithreaded compiling (2.10 warns and sets ``num_parallel_workers`` to 1)."""
import inspect
import logging
from types import FunctionType

from .core.validator_helpers import check_independent_mode, check_value, type_check
from .engine import known_kwargs

_NAMES = tuple(f"{package}.{module}" for package in ("mindspore", "minicell")
               for module in ("nn", "ops", "numpy", "compression"))


def check_kwargs(kwargs):
    """``map``'s other arguments: 2.10's names, and its refusal of a cache or offload in its
    Dataset Independent mode (``callback.check_callbacks`` refuses callbacks there)."""
    known_kwargs("MapDataset", kwargs, ("cache", "callbacks", "max_rowsize", "offload"))
    check_independent_mode("Dataset Cache", kwargs.get("cache") is not None)
    check_max_rowsize(kwargs.get("max_rowsize"))
    check_independent_mode("Dataset Offload", kwargs.get("offload"))


def check_batch_kwargs(kwargs):
    """``batch``'s other arguments: 2.10's names and its ``max_rowsize`` check."""
    known_kwargs("BatchDataset", kwargs, ("python_multiprocessing", "max_rowsize"))
    check_max_rowsize(kwargs.get("max_rowsize"))


def check_max_rowsize(max_rowsize):
    """2.10's check of map's and batch's ``max_rowsize`` (kept, unused: minicell's workers need
    no shared-memory size): None, an int in [-1, INT32_MAX] or a list of two of them (its
    texts, its 'max_rowsizei[0]' spelling included)."""
    if max_rowsize is None:
        return
    type_check(max_rowsize, (int, list), "max_rowsize")
    if isinstance(max_rowsize, int):
        check_value(max_rowsize, [-1, 2147483647], "max_rowsize")
    elif len(max_rowsize) == 2:
        for i, value in enumerate(max_rowsize):
            type_check(value, (int,), f"max_rowsize[{i}]")
            check_value(value, [-1, 2147483647], f"max_rowsizei[{i}]")
    else:
        raise TypeError("max_rowsize should be a single integer or a list[in_rowsize, "
                        "out_rowsize] of length 2.")


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
