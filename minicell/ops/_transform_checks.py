"""Argument and output checks of the function transforms (``jvp``, ``vjp``, ``jacfwd``,
``jacrev``, ``linearize``, ``jet``) with MindSpore 2.10's texts."""
from ..common.tensor import Tensor


def _as_tensors(x, api, what):
    items = tuple(x) if isinstance(x, (tuple, list)) else (x,)
    if not items or not all(isinstance(t, Tensor) for t in items):
        raise TypeError("The inputs type must be a Tensor, tuple or list of Tensors." if api ==
                        "jvp" else f"For '{api}', the {what} type must be a Tensor, tuple or "
                        f"list of Tensors.")          # jvp: 2.10's text for inputs and v
    return items


def _check_has_aux(has_aux):
    """2.10's TypeError of jvp / vjp / jacfwd / jacrev for a ``has_aux`` that is not a bool."""
    if not isinstance(has_aux, bool):
        raise TypeError("The 'has_aux' must be bool type.")


def _split_out(out, has_aux, quoted=True):
    """``(differentiated output, aux)`` of a function's output (aux None without has_aux)."""
    if not has_aux:
        return out, None
    if not isinstance(out, tuple) or len(out) < 2:      # 2.10 quotes it but in vjp
        text = "When 'has_aux' is True, origin 'fn' requires more than one outputs."
        raise ValueError(f"'{text}'" if quoted else text)
    return out[0], out[1] if len(out) == 2 else tuple(out[1:])


def _check_no_dict(out):
    """2.10's RuntimeError (both modes) for a vmapped function whose output holds a dict."""
    if isinstance(out, dict):
        raise RuntimeError(f"The outputs of vmap's 'fn' should be consisting of tensors or "
                           f"constants, but got a dict with keys {tuple(out)}.")
    if isinstance(out, (tuple, list)):
        for item in out:
            _check_no_dict(item)


def _as_tuples(out):
    """A vmapped function's output with its lists made tuples (2.10 returns tuples)."""
    if isinstance(out, (tuple, list)):
        return tuple(_as_tuples(v) for v in out)
    return out


def _freeze(x):
    """A nested list/tuple of axes as nested tuples (hashable, for ``Request.key``)."""
    return tuple(_freeze(v) for v in x) if isinstance(x, (list, tuple)) else x
