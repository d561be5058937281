"""``mindspore.ops.functional_overload``: 2.10's module of the functions that take several
signatures (``any(input)`` and ``any(input, dim)``, ``clamp`` by numbers or Tensors, ...). Its
docstring examples call them there (``ops.functional_overload.any(x, dim=1)``); each name is
minicell's function of the same meaning, taken from ``mint``, ``mint.nn.functional`` or ``ops``
when first read (``rmod`` and ``bernoulli_`` are defined here)."""
import importlib

_NAMES = ("add", "addcdiv", "all_gather_matmul", "any", "bernoulli_", "bitwise_not", "clamp",
          "clip", "conv1d", "conv2d", "conv3d", "div", "divide", "einsum", "empty",
          "empty_like", "eq", "floor_divide", "fmod", "ge", "gelu", "gmm", "gmm_backward",
          "gmm_backward_fusion", "greater_equal", "imag", "index_add", "kthvalue", "lerp",
          "less", "lightning_indexer", "lt", "matmul_reduce_scatter", "max", "min", "mul",
          "nansum", "nsa_compress", "nsa_compress_attention", "nsa_select_attention",
          "pixel_shuffle", "quant_matmul", "real", "remainder", "repeat_interleave", "rmod",
          "sparse_flash_attention", "sub", "where", "xlogy")
_SOURCES = ("minicell.mint", "minicell.mint.nn.functional", "minicell.ops")

__all__ = list(_NAMES)


def rmod(input, other):     # noqa: A002  (2.10's parameter name)
    """``input % other`` for a number ``input`` and a Tensor ``other`` (2.10: ``rmod(7., t)``)."""
    return other.__rmod__(input)


def bernoulli_(input, *args, **kwargs):     # noqa: A002
    """``input.bernoulli_(...)`` as a function."""
    return input.bernoulli_(*args, **kwargs)


def __getattr__(name):
    if name not in _NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    for source in _SOURCES:
        fn = getattr(importlib.import_module(source), name, None)
        if fn is not None:
            break
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = fn
    return fn
