"""Dropout functional ops (``ops.dropout``, ``dropout1d/2d/3d``, ``mint``'s ``dropout``),
re-exported by ``nn_functional``. The mask's key comes from ``ms.set_seed``'s stream eagerly or
the compiled graph's RNG state."""
from ..runtime import rng
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import ms_type_name
from .random_ops import _seed

_DROPOUT = get_op("dropout")


def dropout_with_mask(x, keep_prob, channel_dims=0, seed=None, mask="float"):
    """(output, mask) of inverted dropout, the mask as the ``dropout`` kernel's ``mask`` attr
    says ("float", "bool" or "none"); the key comes from ``ms.set_seed``'s stream (or the
    compiled graph's RNG state)."""
    key = rng.next_key(seed)
    return dispatch(_DROPOUT, (key, x), freeze_attrs(
        {"keep_prob": float(keep_prob), "channel_dims": channel_dims, "mask": mask}))


def _dropped(x, keep_prob, channel_dims=0, seed=None):
    """The output alone (the kernel makes no mask)."""
    return dropout_with_mask(x, keep_prob, channel_dims, seed, "none")[0]


def _check_p(p, name):
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"For '{name}', 'p' must be in [0, 1], but got {p}")


def dropout(input, p=0.5, training=True, seed=None):
    """Zero elements with probability ``p`` and scale the rest by 1/(1-p) (when ``training``).

    >>> import minicell as ms, numpy as np
    >>> from minicell import ops
    >>> ops.dropout(ms.Tensor(np.ones((2, 2), np.float32)), p=0.5, training=False).asnumpy().tolist()
    [[1.0, 1.0], [1.0, 1.0]]

    As 2.10, ``p`` is not looked at when not ``training``; else ``1 - p`` is the Dropout
    kernel's keep probability, which must be in (0, 1] (its RuntimeError; ``p=1`` too: the
    ``mint`` spelling takes that one).
    """
    if not isinstance(training, bool):
        raise TypeError(f"For 'dropout', the 'training' must be a bool, but got "
                        f"{type(training).__name__}.")
    if not training:
        return input
    if isinstance(p, int):      # 1 - p is the Dropout kernel's keep_prob, which takes a float
        raise TypeError('Failed calling Dropout with "Dropout(keep_prob=int, Seed0=int, '
                        'Seed1=int)(x=Tensor)". The valid calling should be: "Dropout('
                        'keep_prob=<float>, Seed0=<int>, Seed1=<int>)(x=<Tensor>)".')
    keep_prob = 1 - p
    _seed(seed, "dropout")      # 2.10's _get_seed, before the Dropout primitive's checks
    if getattr(input, "dtype", None) is not None and input.dtype.kind != "float":
        raise TypeError(f"For primitive[Dropout], the input argument[x] must be a type of "
                        f"{{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Float64]}}"
                        f", but got Tensor[{input.dtype}].")
    if not 0.0 < keep_prob <= 1.0:
        raise RuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got "
                           f"{keep_prob}")
    return dropout_ext(input, p, training, seed)


def dropout_ext(input, p=0.5, training=True, seed=None):
    """``mint.nn.functional.dropout``: as ``dropout`` for any ``p`` in [0, 1] (1 zeroes all;
    2.10's ValueError outside)."""
    if not isinstance(p, (int, float)):       # 2.10's parser (measured: a string)
        raise TypeError(f'Failed calling FuncDropoutExt with "FuncDropoutExt()(input='
                        f'{ms_type_name(input)}, p={ms_type_name(p)}, training='
                        f'{ms_type_name(training)}, inplace=bool, seed=Tensor, offset=Tensor)".'
                        f'\nThe valid calling should be: \n"FuncDropoutExt()(input=<Tensor>, '
                        f'p=<bool, int, float>, training=<bool>, inplace=<bool>, seed=<Tensor>, '
                        f'offset=<Tensor>)".')
    if not 0.0 <= p <= 1.0:                  # 2.10's text (measured: C++'s %g of p)
        raise ValueError(f"For FuncDropoutExt, 'p' must be in [0, 1], but got {p:g}")
    if not training or p == 0:
        return input
    if p == 1:
        return input * 0
    return _dropped(input, 1.0 - p, 0, seed)


def dropout_nd(input, p, training, nd, name):
    if nd == 1 and not isinstance(p, float):        # 2.10's type checks of p
        raise TypeError(f"For dropout1d, 'p' must be float, but got type {type(p)}.")
    if nd > 1 and hasattr(p, "shape"):              # 1 - p, a Tensor, as Dropout2D/3D's keep_prob
        raise TypeError(f"For 'Dropout{nd}D', the type of 'keep_prob' should be 'float', but "
                        f"got type '{type(p).__name__}'.")
    if nd > 1 and isinstance(p, (int, float)) and not 0.0 <= p <= 1.0:    # 2.10's texts
        raise ValueError(f"For 'Dropout{nd}D', the 'keep_prob' must be in range of [0.0, 1.0], "
                         f"but got {1.0 - p} with type 'float'.")
    _check_p(p, name)
    unbatched = nd == 1 and len(input.shape) == 2    # dropout1d also takes (C, L)
    if nd > 1 and len(input.shape) != nd + 2:
        raise ValueError(f"For primitive[Dropout{nd}D], the rank of input  must be equal to "
                         f"{nd + 2} , but got {len(input.shape)}.")
    if len(input.shape) != nd + 2 and not unbatched:
        raise ValueError(f"For '{name}', the input must be {nd + 2}-d, but got shape "
                         f"{tuple(input.shape)}")
    if not training or p == 0:
        return input
    if p == 1:
        return input * 0
    if unbatched:
        return _dropped(input[None], 1.0 - p, nd)[0]
    return _dropped(input, 1.0 - p, nd)


def dropout1d(input, p=0.5, training=True):
    """Zero whole channels of (N, C, L) or (C, L) with probability ``p``."""
    return dropout_nd(input, p, training, 1, "dropout1d")


def dropout2d(input, p=0.5, training=True):
    """Zero whole channels of (N, C, H, W) with probability ``p``."""
    return dropout_nd(input, p, training, 2, "dropout2d")


def dropout3d(input, p=0.5, training=True):
    """Zero whole channels of (N, C, D, H, W) with probability ``p``."""
    return dropout_nd(input, p, training, 3, "dropout3d")
